"""The pace of the moves nobody clicks at the table (a mixin of `TableScene`): a bot's move
once its worker has decided and the bot delay is over (or one step at a time), a tutorial's
scripted opponent at the same pace, a report over a table of bots going on by itself
(issue #34 point 14), and the bots' latest moves kept as lines until a human acts."""

from __future__ import annotations

from .. import i18n
from . import viewport

BOT_DELAY = 0.6  # seconds a bot "thinks" so people can follow its moves
REPORT_SECONDS = 4.0  # a report over a table of bots stays this long at normal bot speed
BOT_LINES = 6  # log lines of the bots' latest moves kept on screen


class TablePace:
    def update(self, dt: float) -> None:
        self.board.update(dt)
        self.hint.update()
        if self.flash_timer > 0:
            self.flash_timer -= dt
        self.go_on_unattended(dt)
        if not self.bots_may_move():
            return  # bots wait while a menu, handoff or dialog is open, or for "End turn"
        self.bot_timer += dt
        if self.step_bot(play=self.bot_timer >= self.bot_delay()):
            self.bot_timer, self.bot_step_ready = 0.0, False

    def go_on_unattended(self, dt: float) -> None:
        """Nobody human at the table (issue #34 point 14): a result over it that waits for a
        click (a round's or a year's report) goes on by itself, at once at instant bot speed,
        else once it could be read."""
        top = self.app.stack.top
        if self.humans() or top is self or top is None:
            self.report_timer = 0.0
            return
        self.report_timer += dt
        if self.report_timer >= (REPORT_SECONDS if self.bot_delay() else 0.0) \
                and top.proceed():
            self.report_timer = 0.0

    def bots_may_move(self) -> bool:
        return (self.app.stack.top is self and not self.session.is_over()
                and self.turn_done is None and self.bot_to_act()
                and (self.bot_step_ready or not self.step_by_step()))

    def step_by_step(self) -> bool:
        return self.app.settings.bot_speed == "step" and bool(self.humans())

    def bot_delay(self) -> float:
        speed = self.app.settings.bot_speed
        return BOT_DELAY if self.app.settings.animations and speed == "normal" else 0.0

    def step_bot(self, play: bool = True) -> bool:
        """A bot's move once the worker thread has decided it (with `play`: not before the
        bot delay); its log lines stay on screen until a human acts. True when one was made."""
        before = self.log_length()
        if self.tutorial is not None:
            if not self.script_move(play):
                return False
        elif not self.bots.poll(self.session, play):
            return False
        log = self.session.view(self.viewer).get("log", [])
        self.bot_entries += log[before:]
        self.bot_lines = self.render_bot_lines()
        self.after_change()
        return True

    def position(self) -> tuple:
        """What names the position shown: the session, its state and its changes so far,
        and the viewer (compared element by element: the state by identity)."""
        return self.session, self.session.state, self.session.version, self.viewer

    def log_length(self) -> int:
        """The viewer's log lines now: counted once a position, not from a whole view every
        frame while a bot thinks (issue #34.6)."""
        now, kept = self.position(), self._log_length
        if kept is None or any(a is not b for a, b in zip(now[:2], kept[:2], strict=True)) \
                or now[2:] != kept[2:4]:
            kept = self._log_length = now + (len(self.session.view(self.viewer).get("log",
                                                                                    [])),)
        return kept[4]

    def script_move(self, play: bool) -> bool:
        """A tutorial's opponent: the script's move, made at a bot's pace and shown as a
        bot's is; the step's words (if any) lead the notes. True when one was made."""
        move = self.tutorial.opponent_move() if play else None
        if move is None:
            return False
        say = self.tutorial.step.say
        self.session.submit(*move)
        self.tutorial.after_move()
        if say:
            self.bot_entries.append({"key": say, "script": True})
        return True

    def render_bot_lines(self) -> list[str]:
        """The bots' moves since a human acted, as lines: the first (the card the bot
        played), then the newest. In a tutorial only the script's words for its opponent's
        moves: the moves' own lines read in the log just below, whole and in order, not
        twice (the box would keep only the first and newest of a long run)."""
        names = [s.name for s in self.session.seats]
        entries = self.bot_entries
        if self.tutorial is not None:
            entries = [e for e in entries if e.get("script")]
        entries = entries if len(entries) <= BOT_LINES else \
            entries[:1] + entries[1 - BOT_LINES:]
        return [i18n.render_entry(e, names) for e in entries]

    def marked_entries(self) -> list[dict]:
        """Log entries whose places the board marks (issue #19.6): what the bots did since a
        human last acted, and the log line under the mouse."""
        hovered = self.log.entry_at(viewport.mouse_pos())
        return self.bot_entries + ([hovered] if hovered else [])

    def bot_next(self) -> None:
        """Step by step: let the next bot move happen."""
        self.bot_step_ready = True
