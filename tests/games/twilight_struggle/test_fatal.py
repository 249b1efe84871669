"""The DEFCON 1 check `rules.fatal` (TS-8.1.3; issue #35 point 5): the same answers as the
look-ahead it replaces, without trying every way of placing influence."""

from __future__ import annotations

import random

from game.engine.rng import reseed
from game.games.twilight_struggle.rules import RULES
from game.games.twilight_struggle.rules import fatal as fatal_module
from game.games.twilight_struggle.rules.bot import SafeBot
from game.games.twilight_struggle.rules.common import USSR
from game.games.twilight_struggle.rules.fatal import CALM, FATAL_SEED
from tests.games.twilight_struggle.helpers import action_round, give, play, set_up


def _old_fatal(state, seat, action, cut: list, depth: int = 4) -> bool:
    """The check as it was before issue #35 (every legal action tried at every depth); `cut`
    gets an entry when it ran out of depth with the seat still placing or realigning."""
    trial = RULES.clone(state)
    reseed(trial, random.Random(FATAL_SEED))
    RULES.do_apply(trial, seat, action)
    over = trial["over"]
    if over is not None:
        return over["reason"] == "ts.reason.defcon" and seat not in over["winners"]
    if RULES.active_seats(trial) != [seat]:
        return False
    if depth <= 1:
        if trial["stack"][-1]["name"] in CALM:
            cut.append(action)
        return False
    return all(_old_fatal(trial, seat, a, cut, depth - 1)
               for a in RULES.legal_actions(trial, seat))


def test_ts_8_1_3_fatal_answers_as_the_old_check_on_seeded_games():
    """Every legal action of every position at DEFCON 3 or less of two seeded games: the same
    answer as the old check wherever that one saw the card play through; where it ran out of
    depth among placements, never safe where the old check found a loss, and rarely else."""
    compared = cut_short = fatal = changed = 0
    for seed in (0, 3):
        state = RULES.setup(seed, 2, {})
        bots = [SafeBot(seed * 2 + s) for s in range(2)]
        while not RULES.is_over(state):
            seat = RULES.active_seats(state)[0]
            if state["defcon"] <= 3 and state["stack"][-1].get("secret") is None:
                for action in RULES.legal_actions(state, seat):
                    cut: list = []
                    old = _old_fatal(state, seat, action, cut)
                    new = RULES.fatal(state, seat, action)
                    if cut:
                        cut_short += 1
                        assert new >= old, (seed, action)
                        changed += new != old
                        continue
                    assert new == old, (seed, action)
                    compared += 1
                    fatal += old
            RULES.apply(state, seat, bots[seat].choose(RULES, state, seat))
    assert compared > 1000 and fatal > 0 and cut_short and changed < cut_short / 20


def test_ts_8_1_3_an_opponents_event_after_the_ops_loses_however_they_are_spent():
    """USSR plays Duck and Cover (US, DEFCON -1) for 3 Ops at DEFCON 2: the event takes place
    before or after the Ops and ends the game against the phasing USSR. The old check ran out
    of depth among the placements and called "ops" safe; trying every placement with more
    depth grows as 80^ops (58 s for one 4-Ops check in a Hard search)."""
    state = set_up()
    state["defcon"] = 2
    give(state, USSR, [4])
    action_round(state, USSR)
    play(state, USSR, ["card", 4])
    applied = []
    real_apply = RULES.do_apply

    def counted(state, seat, action):
        applied.append(action)
        return real_apply(state, seat, action)

    RULES.do_apply = counted
    try:
        assert RULES.fatal(state, USSR, ["mode", "ops"])
    finally:
        del RULES.do_apply
    assert len(applied) < 300
    assert not _old_fatal(state, USSR, ["mode", "ops"], [])
    # and so it is: spent on influence, wherever it goes, the game is lost
    for pick in (0, -1):
        trial = RULES.clone(state)
        play(trial, USSR, ["mode", "ops"], ["order", "ops_first"], ["op", "influence"])
        while not trial["over"]:
            play(trial, USSR, RULES.legal_actions(trial, USSR)[pick])
        assert trial["over"]["reason"] == "ts.reason.defcon" and USSR not in \
            trial["over"]["winners"]


def test_ts_8_1_3_placing_influence_asks_sure_of_every_place_after_one_trial():
    """Issue #34.6: the table's view lists the losing moves after every move; while the
    seat places influence (a calm decision) the first place stands for all, as within each
    trial, so one trial answers for every place: here, after Duck and Cover for Ops at DEFCON
    2, every place loses (the event follows the Ops), and each is still found losing alone."""
    state = set_up()
    state["defcon"] = 2
    give(state, USSR, [4])
    action_round(state, USSR)
    play(state, USSR, ["card", 4], ["mode", "ops"], ["order", "ops_first"],
         ["op", "influence"])
    assert state["stack"][-1]["name"] in CALM
    legal = RULES.legal_actions(state, USSR)
    trials = []
    real_fatal = fatal_module.fatal

    def counted(*args, **kwargs):
        trials.append(args[3])
        return real_fatal(*args, **kwargs)

    fatal_module.fatal = counted
    try:
        losing = fatal_module.fatal_actions(RULES, state, USSR)
    finally:
        fatal_module.fatal = real_fatal
    assert len(legal) > 5 and losing == legal and trials == [legal[0]]
    assert all(RULES.fatal(state, USSR, a) for a in (legal[1], legal[-1]))
