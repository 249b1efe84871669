"""Named bot versions for bench.match and the ladder (issue #35 point 4), in one place.

A version is a name that fixes how a seat plays: "random", "easy", "normal" (the game's rule
bot), "hard" (the search at the app's budget, as iterations so results repeat) and "hard@N"
(the search at N iterations a decision). A candidate bot joins by name in CANDIDATES, and is
then matched and laddered like the others. A name pins the budget, not the code: each result
line records the commit it was played at (a "+" after it: the bots' code differed from it).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.engine.rules import Rules
from game.engine.search import DEFAULT_SECONDS, SearchBot
from game.engine.seats import make_controller
from game.games.blockade_runner.rules import bot_search as blockade_runner_search
from game.games.dawn_of_freedom.rules import bot_search as dawn_of_freedom_search
from game.games.kabale_und_hiebe.rules import bot_search as kabale_und_hiebe_search
from game.games.twilight_struggle.rules import bot_search as twilight_struggle_search

# the search each game's Hard searched its own decisions with (SPEC; today's plays its rule
# bot in these games, `SearchSpec.search_own`)
SEARCHING = {"dawn_of_freedom": dawn_of_freedom_search.SPEC,
             "twilight_struggle": twilight_struggle_search.SPEC}

# The app's Hard budget is DEFAULT_SECONDS (2 s) a decision. As iterations: what 2 s bought on
# the 2-core development machine, busy with other work (load about 6), 2026-11-27, measured
# by `python -m bench.match --speed GAME` (docs/BOTS.md); the same machine quiet runs 3-5 times
# as many (0.4-0.65 s each). The name "hard" means these counts, so results repeat anywhere.
HARD_ITERATIONS: dict[str, int] = {
    # 1989's Hard plays its rule bot since 2026-11-28 (SearchSpec.search_own off): the count
    # only names it, and its search's (the coach's Hint) 127 iterations a second
    "dawn_of_freedom": 250,
    # Twilight Struggle's Hard plays its rule bot since 2026-11-28 too: the count names it
    "twilight_struggle": 40,  # 18 iterations a second of its search (the coach's Hint)
    # Where the app's Hard stops early (SearchSpec.enough: twice as many bought nothing),
    # "hard" is that count. Kabale und Hiebe: 626 a second (two players), 2 s bought 1,250;
    # "hard" was 1,250 until 625 played as well (2026-11-28), the runs before name theirs.
    # Blockade Runner: 295 with the evaluation before cargo under way counted its way's odds,
    # which took 1.35 times the CPU (bot_search's notes): 2 s bought 450 of it.
    "kabale_und_hiebe": kabale_und_hiebe_search.ENOUGH,
    "blockade_runner": blockade_runner_search.ENOUGH,
}
APP_SECONDS = DEFAULT_SECONDS
KINDS = {"random": "random", "easy": "easy", "normal": "rule", "hard": "hard"}

def _pre36(kind: str, iterations: int | None = None,
           step: str = "") -> Callable[[Rules, int], Any]:
    """A bot as it played before issue #36's blunder fixes (frozen by a switch on the bot,
    not a copy): Blockade Runner's rule bot running any blockade; 1989's search without the
    Scoring-card filter on its candidates; Twilight Struggle's rule bot without its look
    at the DEFCON drops its own hand can chain. `step` "b": Blockade Runner's rule bot after
    the first step (odds and havens for its ways) but before the second (havens for placing
    and loading, the Fund for stuck ships, covering cards before a risky Move). `step` "c":
    Twilight Struggle's rule bot weighing its hand's traps at DEFCON 2 but not yet at 3.
    `step` "d": Twilight Struggle's rule bot weighing them at 3 too, but playing the turn's
    last play's event out through the turn's end, which its Operations and space race are
    rated without, and Summit at DEFCON 2 by sampled rolls, not its odds (issue #36, seeds 92
    and 20). `step` "e": Twilight Struggle's search without the rule bot's ratings as its
    prior (its card chosen by 40 play-outs alone). `step` "f": Blockade Runner's search rating
    cargo in a port that buys it as cargo anywhere else (bot_search.SOLD_SHARE). `step` "g":
    Blockade Runner's search with SOLD_SHARE, but cargo under way at CARGO_SHARE whatever the
    odds of its way (bot_search.STUCK_SHARE, UNDER_WAY). `step` "h": 1989's and Twilight
    Struggle's Hard before it played its rule bot: its own search of the card plays
    (bot_search.SPEC)."""
    def make(rules: Rules, seed: int) -> Any:
        import dataclasses
        import functools

        from game.engine.search import SearchBot, _all

        bot = make_controller(kind, rules, seed)
        if isinstance(bot, SearchBot):
            # every frozen Hard searched its own decisions (today's plays its rule bot in
            # 1989 and Twilight Struggle: `step` "h")
            spec = SEARCHING.get(rules.id, bot.spec)
            change: dict[str, Any] = {} if step == "h" else \
                {"prior": None} if step == "e" else {"candidates": _all}
            if step in ("f", "g"):
                sold = (blockade_runner_search.CARGO_SHARE if step == "f"
                        else blockade_runner_search.SOLD_SHARE)
                change = {"standings": functools.partial(blockade_runner_search.standings,
                                                         sold=sold, routed=False)}
            bot._spec = dataclasses.replace(spec, **change)
        elif rules.id == "blockade_runner":
            bot.cautious, bot.guarded = step == "b", False
        elif rules.id == "twilight_struggle":
            bot.chains, bot.drop_ahead = step in ("c", "d"), step == "d"
            bot.turn_end = bot.odds = False
        if isinstance(bot, SearchBot):
            bot.seconds, bot.iterations = None, iterations
        return bot
    return make


def _sampling(samples: int) -> Callable[[Rules, int], Any]:
    """Twilight Struggle's rule bot rating each play in `samples` re-dealt worlds, not
    bot.SAMPLES (3): the expectimax over unseen cards and dice that issue #36 point 3 names,
    tried as a Hard and not kept (docs/BOTS.md)."""
    def make(rules: Rules, seed: int) -> Any:
        bot = make_controller("rule", rules, seed)
        bot.samples = samples
        return bot
    return make


# name -> factory(rules, seed): bots under trial, e.g. {"normal-v2": lambda r, s: NewBot(s)}
CANDIDATES: dict[str, Callable[[Rules, int], Any]] = {
    "normal-pre36": _pre36("rule"),
    "normal-pre36b": _pre36("rule", step="b"),
    "normal-pre36c": _pre36("rule", step="c"),
    "normal-pre36d": _pre36("rule", step="d"),
    "hard@25-pre36": _pre36("hard", 25),
    "hard@25-pre36h": _pre36("hard", 25, step="h"),
    "hard@250-pre36h": _pre36("hard", 250, step="h"),
    "hard@40-pre36e": _pre36("hard", 40, step="e"),
    "hard@40-pre36h": _pre36("hard", 40, step="h"),
    "hard@120-pre36h": _pre36("hard", 120, step="h"),
    "hard@600-pre36f": _pre36("hard", 600, step="f"),
    "hard@150-pre36f": _pre36("hard", 150, step="f"),
    "hard@600-pre36g": _pre36("hard", 600, step="g"),
    "hard@150-pre36g": _pre36("hard", 150, step="g"),
    "normal-s12": _sampling(12),
}


@dataclass(frozen=True)
class Version:
    name: str  # canonical: "hard" is written out as "hard@N"
    kind: str  # a controller kind (seats.make_controller) or "candidate"
    iterations: int | None = None  # the search's budget a decision (Hard only)

    def make(self, rules: Rules, seed: int) -> Any:
        if self.kind == "candidate":
            return CANDIDATES[self.name](rules, seed)
        bot = make_controller(self.kind, rules, seed)
        if isinstance(bot, SearchBot):
            bot.seconds, bot.iterations = None, self.iterations
        return bot


def resolve(name: str, game_id: str) -> Version:
    """The version a name stands for in `game_id`; ValueError for an unknown name."""
    if name in CANDIDATES:
        return Version(name, "candidate")
    base, _, budget = name.partition("@")
    if base not in KINDS or (budget and base != "hard"):
        known = ", ".join([*KINDS, "hard@N", *CANDIDATES])
        raise ValueError(f"unknown bot version {name!r}; known: {known}")
    if base != "hard":
        return Version(base, KINDS[base])
    iterations = int(budget) if budget else HARD_ITERATIONS.get(game_id, 500)
    if iterations < 1:
        raise ValueError("hard@N needs N >= 1")
    return Version(f"hard@{iterations}", "hard", iterations)
