"""A game in progress: state, action history, undo and autosave (DESIGN §4).

Undo follows the Rally/BGA policy: a seat may take back its own steps only while nothing
random happened (die roll, shuffle, draw), nothing hidden was revealed, and the set of
active seats did not change. Any of those clears the undo stack. A reveal is either declared
by the rules (`mark_barrier`) or found by the engine (issue #33): a move whose outcome, as its
seat sees it, differs between worlds that seat cannot tell apart (engine/worlds.reveals). That
check is made when a take-back is first asked for, not on every move (bots never ask).
Several seats may be active at once (a simultaneous secret choice, engine/frames.SecretChoice):
each takes back only its own latest step, and only while no other seat acted after it.

Seats and players: `seats` describes who plays each seat now. A game may reseat its players
(engine/rules.reseat, e.g. 1989's bid for sides); the session follows `state["seating"]`
after every change. `start_seats` keeps the players in the order the game began with; saves
store that order, so replaying the moves reseats them again.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from . import registry
from . import rng as rng_mod
from .rules import Rules, barrier_count, seating, visible_log
from .seats import (
    BotJob,
    Controller,
    choose_for,
    controller_state,
    make_controller,
    restore_controller,
)
from .types import Action, Decision, IllegalAction, Prompt, State
from .worlds import reveals


@dataclass
class SeatInfo:
    name: str
    controller: str = "human"  # "human", "random" or one of the game's bots

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "controller": self.controller}


@dataclass
class Step:
    """A move that may be taken back: who made it, the position before it, its index in
    `Session.actions`, and whether it is known to have shown its seat nothing hidden (checked
    when a take-back is first asked for, `Session._keeps`)."""

    seat: int
    before: State
    index: int
    clean: bool = False


@dataclass
class Session:
    rules: Rules
    seed: int
    players: int
    options: dict[str, Any]
    seats: list[SeatInfo]
    state: State
    actions: list[list[Any]] = field(default_factory=list)  # [seat, action] in order
    autosave: Callable[[Session], None] | None = None
    _undo: list[Step] = field(default_factory=list)
    _controllers: dict[int, Controller] = field(default_factory=dict)
    version: int = 0  # changes (moves, undos) so far: tells a bot job it is out of date
    # [move index, salt]: fresh randomness that older versions mixed in before that move of a
    # loaded game; replayed so their saves load the same. A loaded game now continues its
    # saved random stream (issue #33 point 5): nothing adds new entries.
    reseeds: list[list[int]] = field(default_factory=list)
    _pending_reseed: int | None = None
    start_seats: list[SeatInfo] = field(default_factory=list)
    # The last move, when it only passed the turn (active seats changed, nothing random or
    # revealed): that step and the seat's undo steps before it. The table may take it back
    # while the laptop has not changed hands (issue #19.4); any other move drops it.
    _handover: tuple[Step, list[Step]] | None = None
    created: float | None = None  # when the game began (a loaded game: its save says)
    # The state's log length after each of `actions` (`seen_after_moves`); shorter than
    # `actions` for a position loaded without replaying its moves (its log starts anew).
    log_marks: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        # Constructed from the players in start order (New Game, a save): seat them as the
        # state says.
        self.start_seats = list(self.start_seats or self.seats)
        self._follow_seating()

    # -- construction -----------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        game_id: str,
        seed: int,
        players: int,
        options: dict[str, Any] | None = None,
        seats: list[SeatInfo] | None = None,
    ) -> Session:
        rules = registry.get(game_id)
        options = rules.resolve_options(options)
        seats = seats or [SeatInfo(f"Player {i + 1}") for i in range(players)]
        if len(seats) != players:
            raise ValueError("There must be one seat description per player.")
        state = rules.setup(seed, players, options)
        return cls(rules, seed, players, options, seats, state, created=time.time())

    @property
    def game_id(self) -> str:
        return self.rules.id

    # -- reading ----------------------------------------------------------------------------
    def active_seats(self) -> list[int]:
        return [] if self.rules.is_over(self.state) else self.rules.active_seats(self.state)

    def legal_actions(self, seat: int) -> list[Action]:
        return self.rules.legal_actions(self.state, seat)

    def side_actions(self, seat: int) -> list[Action]:
        """What `seat` may do although the game does not wait on it (rules.side_actions)."""
        return [] if self.is_over() else self.rules.side_actions(self.state, seat)

    def view(self, seat: int | None) -> dict[str, Any]:
        return self.rules.view(self.state, seat)

    def prompt(self, seat: int) -> Prompt:
        return self.rules.prompt(self.state, seat)

    def decision(self, seat: int | None) -> Decision:
        return self.rules.decision(self.state, seat)

    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    def controller(self, seat: int) -> Controller:
        if seat not in self._controllers:
            kind = self.seats[seat].controller
            self._controllers[seat] = make_controller(kind, self.rules, self.seed * 31 + seat)
        return self._controllers[seat]

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].controller == "human"

    # -- writing ----------------------------------------------------------------------------
    def submit(self, seat: int, action: Action) -> None:
        """Apply one action; IllegalAction (and any failure) leaves the game untouched."""
        action = list(action)
        before = self.rules.clone(self.state)
        barriers, seats_before = barrier_count(self.state), set(self.active_seats())
        reseeded = self._apply_pending_reseed()
        try:
            self.state = self.rules.apply(self.state, seat, action)
        except Exception:
            self.state = before  # apply works in place: put back the untouched position
            if reseeded:
                self._pending_reseed = self.reseeds.pop()[1]
            raise
        self.actions.append([seat, action])
        self._mark_log()
        undo, self._handover = self._undo, None
        step = Step(seat, before, len(self.actions) - 1)
        if barrier_count(self.state) != barriers or set(self.active_seats()) != seats_before:
            self._undo = []
            if barrier_count(self.state) == barriers:
                self._handover = (step, undo)
        else:
            self._undo.append(step)
        self._follow_seating()
        self._changed()

    def step_bot(self) -> bool:
        """Let the first active bot seat act once. False when no bot is to act."""
        job = self.bot_job()
        return job is not None and self.finish_bot(job, job.decide())

    def bot_key(self) -> str:
        """Seeds a bot's world: seed and move number, so a game replays the same."""
        return self.world_key(len(self.actions))

    def world_key(self, index: int) -> str:
        """Seeds the worlds the seat making move `index` cannot tell apart (engine/worlds):
        public facts only, so they do not depend on what that seat cannot see."""
        return f"{self.seed}:{index}"

    def bot_choice(self, seat: int) -> Action:
        """The seat's bot decides from what the seat may know (seats.seat_state), not from
        the real state."""
        return choose_for(self.controller(seat), self.rules, self.state, seat, self.bot_key())

    def bot_job(self) -> BotJob | None:
        """The first active bot seat's next decision, to be run anywhere (`BotJob.decide`)
        and played with `finish_bot`; None when no bot is to act."""
        seat = next((s for s in self.active_seats() if not self.is_human(s)), None)
        if seat is None:
            return None
        return BotJob.make(self.rules, self.state, seat, self.bot_key(), self.version,
                           self.controller(seat))

    def finish_bot(self, job: BotJob, action: Action) -> bool:
        """Play a job's decision, and keep the controller that took it, if the game is still
        where the job began; False (nothing changes) for a cancelled or stale job."""
        if job.cancelled or job.version != self.version or self.is_human(job.seat) \
                or job.seat not in self.active_seats():
            return False
        self._controllers[job.seat] = job.controller  # before a reseat may clear it
        self.submit(job.seat, action)
        return True

    def can_undo(self, seat: int, check: bool = True) -> bool:
        """Whether seat may take back its last move. `check=False` leaves out the reveal
        check (`_keeps`, 8 worlds: a frame's time), answering as if it passed: the table
        shows the move first and checks after the frame (`undo_unchecked`)."""
        return bool(self._undo) and self._undo[-1].seat == seat \
            and seat in self.active_seats() and (not check or self._keeps(self._undo[-1]))

    def can_take_back_turn(self, seat: int, check: bool = True) -> bool:
        """Whether seat's last move only passed the turn and nothing happened since."""
        return self._handover is not None and self._handover[0].seat == seat \
            and (not check or self._keeps(self._handover[0]))

    def undo_unchecked(self) -> bool:
        """Whether the reveal check of the latest undo or take-back step is still to run."""
        steps = self._undo[-1:] + ([self._handover[0]] if self._handover else [])
        return any(not step.clean for step in steps)

    def _keeps(self, step: Step) -> bool:
        """Whether `step`, the last move made (undo steps are taken back from the latest),
        showed its seat nothing hidden (engine/worlds.reveals), so it may be taken back. One
        that did is a barrier: the steps before it and the take-back go too."""
        if not step.clean:
            action = self.actions[step.index][1]
            if reveals(self.rules, step.before, self.state, step.seat, action,
                       self.world_key(step.index)):
                self._undo, self._handover = [], None
                return False
            step.clean = True
        return True

    def take_back_turn(self, seat: int) -> None:
        """Undo the move that passed the turn: seat is to act again, with its undo steps."""
        if not self.can_take_back_turn(seat):
            raise IllegalAction("error.nothing_to_undo")
        step, undo = self._handover
        self._handover = None
        self._restore(step.before, step.index)
        self._undo = undo

    def undo(self, seat: int) -> None:
        if not self.can_undo(seat):
            raise IllegalAction("error.nothing_to_undo")
        step = self._undo.pop()
        self._restore(step.before, step.index)

    def _restore(self, state: State, n_actions: int) -> None:
        self.state = state
        del self.actions[n_actions:]
        del self.log_marks[n_actions:]
        if self.reseeds and self.reseeds[-1][0] >= n_actions:
            self._pending_reseed = self.reseeds.pop()[1]
        self._follow_seating()
        self._changed()

    def _mark_log(self) -> None:
        if len(self.log_marks) == len(self.actions) - 1:
            self.log_marks.append(len(self.state.get("log", [])))

    def seen_after_moves(self) -> dict[int, int]:
        """Seat -> the public log's length just after that seat's latest move: what it saw
        before the laptop left it. A loaded game's handoff says what happened since then
        ("Since your last turn"), as a live game's does. Empty when the moves were not
        replayed (a stored position opened on its own)."""
        if len(self.log_marks) != len(self.actions):
            return {}
        log, seen = self.state.get("log", []), {}
        for (seat, _), mark in zip(reversed(self.actions), reversed(self.log_marks),
                                   strict=True):
            if seat not in seen:
                seen[seat] = len(visible_log(log[:mark], None))
        return seen

    def clear_undo(self) -> None:
        self._undo.clear()
        self._handover = None

    def _follow_seating(self) -> None:
        seats = [self.start_seats[p] for p in seating(self.state, self.players)]
        if seats != self.seats:
            self.seats = seats
            self._controllers.clear()  # a seat's controller is its new player's

    # -- the reseeds of older saves (issue #13 point 7, undone by issue #33 point 5) ----------
    def reseed_before_next_move(self, salt: int) -> None:
        """Mix `salt` into the game's RNG just before the next move (recorded in `reseeds`):
        how `replay` repeats an older save's reseed. Until then the position is as stored."""
        self._pending_reseed = salt

    def _apply_pending_reseed(self) -> bool:
        if self._pending_reseed is None or "rng" not in self.state:
            return False
        salt, self._pending_reseed = self._pending_reseed, None
        rng_mod.mix_salt(self.state, salt)
        self.reseeds.append([len(self.actions), salt])
        return True

    def replay(self, actions: list[list[Any]], reseeds: list[list[int]],
               each: Callable[[Session], None] | None = None,
               version: int | None = None) -> None:
        """Play saved moves as `submit` does (each checked by `rules.apply`), mixing in each
        recorded reseed before its move; `each` sees the session before the first and after
        every move (the coach's review keeps every position). A replayed game has nothing to
        undo, so no position is copied for it (issue #35 point 6: half of a long load); a
        move that fails leaves the session half-played: its caller drops it (saves.from_dict
        does). Moves of an older rules `version` get the moves these rules ask for and those
        made by themselves (`rules.replay_fill`) before each and after the last."""
        salts = {index: salt for index, salt in reseeds}
        self.clear_undo()
        if each is not None:
            each(self)
        for index, (seat, action) in enumerate(actions):
            self._fill(version, each)  # they ended the move before: the reseed comes after
            if index in salts:
                self.reseed_before_next_move(salts[index])
            self._apply_pending_reseed()
            self._replayed(seat, list(action), each)
        self._fill(version, each)
        if len(actions) in salts:  # a reseed recorded with no move after it yet
            self.reseed_before_next_move(salts[len(actions)])

    def _replayed(self, seat: int, action: Action,
                  each: Callable[[Session], None] | None) -> None:
        self.state = self.rules.apply(self.state, seat, action)
        self.actions.append([seat, action])
        self._mark_log()
        self._follow_seating()
        self._changed()
        if each is not None:
            each(self)

    def _fill(self, version: int | None, each: Callable[[Session], None] | None) -> None:
        if version is None or version >= self.rules.rules_version:
            return
        while moves := self.rules.replay_fill(self.state, version):
            for seat, action in moves:
                self._replayed(seat, list(action), each)

    def bot_states(self) -> dict[str, Any]:
        """The bots' own memory (their random generators), by seat, as JSON."""
        out = {}
        for seat, controller in sorted(self._controllers.items()):
            saved = controller_state(controller)
            if saved:
                out[str(seat)] = saved
        return out

    def restore_bot_states(self, data: dict[str, Any]) -> None:
        """Undo of `bot_states`; ValueError for anything that does not fit a seat's bot."""
        for key, saved in data.items():
            seat = int(key)
            if not 0 <= seat < self.players or self.is_human(seat):
                raise ValueError(f"no bot in seat {key}")
            restore_controller(self.controller(seat), saved)

    def _changed(self) -> None:
        self.version += 1
        if self.autosave is not None:
            self.autosave(self)
