"""Twilight Struggle's bots (issue #17 point 4, issue #21): the rule bot's safety and duties,
the Easy and Hard bots' legality, what they may see, and the "sure?" look-ahead's dice."""

from __future__ import annotations

import random

from game.engine import rng
from game.engine.search import PolicyBot, SearchBot
from game.engine.seats import choose_for
from game.games.twilight_struggle.rules import RULES, bot_search, events
from game.games.twilight_struggle.rules.bot import RuleBot, SafeBot
from game.games.twilight_struggle.rules.bot_eval import NORMAL_PROGRESS, PROGRESS, evaluate
from game.games.twilight_struggle.rules.common import US, USSR
from game.games.twilight_struggle.rules.defcon import change_defcon
from game.games.twilight_struggle.rules.sequence import HELD_SCORING
from tests.games.twilight_struggle.helpers import action_round, give, influence, play, set_up
from tests.games.twilight_struggle.test_events import registered  # noqa: F401  (fixture)


def _decisions(bots, seeds, limit, defcon=None):
    """(state, seat, action) for each decision of `bots` (index = seat) over seeded games,
    at most `limit` per game; `defcon` sets the track after set-up."""
    for seed in seeds:
        state = set_up(seed)
        if defcon is not None:
            state["defcon"] = defcon
        for n in range(limit):
            if RULES.is_over(state):
                break
            seat = RULES.active_seats(state)[0]
            action = choose_for(bots[seat], RULES, state, seat, f"{seed}:{n}")
            yield state, seat, action
            RULES.apply(state, seat, action)


def test_TS_8_1_3_the_rule_bot_never_takes_defcon_to_1_by_its_own_act():
    """Over seeded games started at DEFCON 2, no action of the rule bot is one the "sure?"
    look-ahead finds losing while another is not."""
    checked = 0
    for rule_seat in (USSR, US):
        bots = [RuleBot(7) if s == rule_seat else SafeBot(7) for s in (USSR, US)]
        for state, seat, action in _decisions(bots, (3, 4), 120, defcon=2):
            if seat != rule_seat or state["defcon"] > 2:
                continue
            legal = RULES.legal_actions(state, seat)
            losing = RULES.fatal_actions(state, seat)
            if losing and len(losing) < len(legal):
                checked += 1
                assert action not in losing, (state["stack"][-1], action)
    assert checked, "no position offered a losing move: the test would have no teeth"


def test_TS_8_1_3_at_defcon_2_the_rule_bot_plays_no_battleground_coup_and_no_defcon_event():
    state = set_up()
    influence(state, {"angola": (2, 0), "cameroon": (1, 0), "japan": (0, 4)})
    give(state, US, [4])  # Duck and Cover: DEFCON -1 (its event would lose at DEFCON 2)
    action_round(state, US)
    state["defcon"] = 2
    bot = RuleBot(1)
    while state["phasing"] == US and state["round"] == 1 and not RULES.is_over(state):
        play(state, US, bot.choose(RULES, state, US))
    assert state["over"] is None and state["defcon"] == 2


def test_TS_8_2_the_rule_bot_makes_its_milops_in_its_last_action_round():
    state = set_up()
    influence(state, {"cameroon": (1, 0), "japan": (0, 4), "france": (0, 3)}, clear=False)
    give(state, US, [21])  # NATO: 4 ops, its event not possible yet (no Warsaw Pact)
    action_round(state, US, number=6)
    state["defcon"], state["milops"] = 3, [0, 0]
    bot = RuleBot(1)
    while state["phasing"] == US and state["round"] == 6:
        play(state, US, bot.choose(RULES, state, US))
    check = next(e for e in state["log"] if e["key"] == "ts.log.milops")  # TS-8.2.1
    assert check["params"]["us"] == 0  # no shortfall left to pay


def test_TS_10_1_2_the_rule_bot_plays_a_held_scoring_card_before_the_turn_ends():
    """A scoring card that scores badly for its holder is kept while rounds allow, and still
    played in time (TS-2.2.1: never held into the turn's end)."""
    state = set_up(5)
    influence(state, {"japan": (0, 4), "south_korea": (0, 3), "thailand": (0, 2)}, clear=False)
    give(state, USSR, [1, 5, 7, 8, 9, 10, 11, 12])  # Asia Scoring: bad for the USSR now
    bots = [RuleBot(2), RuleBot(3)]
    while state["turn"] == 1 and not RULES.is_over(state):
        seat = RULES.active_seats(state)[0]
        play(state, seat, choose_for(bots[seat], RULES, state, seat, "t"))
    assert state["over"] is None or state["over"]["reason"] != HELD_SCORING
    assert 1 not in state["hands"][USSR]
    assert any(e["key"] == "ts.log.score" for e in state["log"])


def test_the_rule_and_easy_bots_play_legal_actions_over_seeded_playouts():
    checked = 0
    for bots in ([RuleBot(1), PolicyBot(RULES_SPEC(), 2)], [PolicyBot(RULES_SPEC(), 3),
                                                           RuleBot(4)]):
        for state, seat, action in _decisions(bots, (11,), 200):
            assert action in RULES.legal_actions(state, seat)
            checked += 1
    assert checked >= 300


def _first_action_round():
    """Seed 2 set up and headlined by rule bots, at turn 1's first action round: (state,
    the seat to act)."""
    state = set_up(2)
    while state["stack"][-1]["name"] != "action_round":
        seat = RULES.active_seats(state)[0]
        play(state, seat, choose_for(RuleBot(1), RULES, state, seat, "h"))
    return state, RULES.active_seats(state)[0]


def RULES_SPEC():
    from game.games.twilight_struggle.rules.bot_search import SPEC

    return SPEC


def test_issue_36_the_hard_bot_plays_its_rule_bot_weighing_progress_more():
    """The app's Hard (bot_search.HARD_SPEC, `search_own` off) plays a RuleBot whose
    evaluation counts a margin short of control three times as much (bot_eval.PROGRESS), for
    its own decisions only; the search, the coach's, plays a legal card with Normal's."""
    state, seat = _first_action_round()
    hard = RULES.bots["hard"](5)
    assert isinstance(hard, SearchBot) and not hard.spec.search_own
    rule = hard.spec.fallback(5)
    assert isinstance(rule, RuleBot) and rule.progress == 3 * NORMAL_PROGRESS == bot_search.PROGRESS
    action = choose_for(hard, RULES, state, seat, "h")
    assert action in RULES.legal_actions(state, seat) and hard.last is None
    assert PROGRESS.get() == NORMAL_PROGRESS  # its decision set it for itself alone
    token = PROGRESS.set(bot_search.PROGRESS)
    try:
        steeper = evaluate(state, seat)
    finally:
        PROGRESS.reset(token)
    assert steeper != evaluate(state, seat)  # margins short of control on the opening board
    coach = SearchBot(bot_search.SPEC, 5)
    coach.seconds, coach.iterations = None, 12
    assert choose_for(coach, RULES, state, seat, "h") in RULES.legal_actions(state, seat)
    assert coach.last is not None and coach.last.iterations == 12


def test_TS_5_1_the_hard_search_starts_from_the_rule_bots_card_ratings():
    """SearchSpec.prior (issue #36 point 3): every card of the hand starts at the win chance
    of the rule bot's rating of it (Planner.card_value in the same world), so with no
    iteration the search plays the rule bot's best-rated card."""
    import random

    from game.engine.search import PRIOR_VISITS, logistic, search
    from game.games.twilight_struggle.rules.bot import Planner
    from game.games.twilight_struggle.rules.bot_search import SCALE

    state, seat = _first_action_round()
    spec, legal = RULES_SPEC(), RULES.legal_actions(state, seat)
    rated = spec.prior(RULES, state, seat, legal, random.Random(2))
    rand = random.Random(2)
    planner = Planner(RULES, RULES.determinize(state, seat, rand), seat, rand.getrandbits(32))
    assert rated == [(a, logistic(planner.card_value(a) / SCALE)) for a in legal]
    stats = search(RULES, spec, state, seat, random.Random(2), iterations=0, seconds=None)
    assert {visits for _, visits, _ in stats.ranked} == {PRIOR_VISITS}
    assert stats.ranked[0][0] == max(rated, key=lambda r: r[1])[0]


def test_TS_3_the_hint_on_a_placement_starts_from_the_rule_bots_rating_of_each_country():
    """Issue #36 point 4: a step the Hard bot leaves to its rule bot (here the USSR's set-up
    placement) starts, when the Hint searches it, from the rule bot's rating of each country
    (bot.step_values) weighed as STEP_PRIOR_VISITS play-outs, alike for any seed: with no
    iteration the Hint names the country the rule bot places in."""
    import random

    from game.engine.search import STEP_PRIOR_VISITS, search

    state = RULES.setup(3, 2, {})
    seat = RULES.active_seats(state)[0]
    spec, legal = RULES_SPEC(), RULES.legal_actions(state, seat)
    assert state["stack"][-1]["name"] == "setup_place" and spec.delegate(state, seat)
    one, two = (spec.prior(RULES, state, seat, legal, random.Random(s)) for s in (1, 2))
    assert one == two and {visits for *_, visits in one} == {STEP_PRIOR_VISITS}
    stats = search(RULES, spec, state, seat, random.Random(3), iterations=0, seconds=None)
    assert stats.ranked[0][0] == RuleBot(4).choose(RULES, state, seat)


def test_the_rule_bots_choice_ignores_the_opponents_hand_and_the_deck():
    """The same bot, shown two deals it cannot tell apart (the opponent's hand and the deck
    re-dealt), chooses the same: its look-ahead reads no hidden card and no future die."""
    compared = 0
    for seed in (1, 6, 8):
        state = set_up(seed)
        bots = [RuleBot(seed), RuleBot(seed + 1)]
        for n in range(40):
            seat = RULES.active_seats(state)[0]
            if state["stack"][-1]["name"] in ("action_round", "card_play", "headline"):
                other = RULES.determinize(state, seat, random.Random(99))
                other["log"], other["rng"] = state["log"], dict(state["rng"], seed=12345)
                assert other["hands"][1 - seat] != state["hands"][1 - seat] or \
                    other["deck"] != state["deck"]
                picks = [RuleBot(n).choose(RULES, RULES.clone(s), seat) for s in (state, other)]
                assert picks[0] == picks[1]
                compared += 1
            play(state, seat, bots[seat].choose(RULES, state, seat))
    assert compared >= 20


class _DiceDegrade(events.Event):
    """A test event: DEFCON -1 on a roll of 1-3."""

    def resolve(self, state, who):
        if rng.roll(state) <= 3:
            change_defcon(state, -1)


def test_TS_8_1_3_the_sure_flag_does_not_read_the_real_dice(registered):  # noqa: F811
    """Where the outcome hangs on a die, the "sure?" look-ahead rolls dice of its own: its
    answer is the same whatever the state's generator holds."""
    registered(4, _DiceDegrade)
    answers = set()
    for seed in range(12):
        state = set_up()
        give(state, US, [4])
        action_round(state, US)
        state["defcon"] = 2
        play(state, US, ["card", 4])
        state["rng"] = rng.new_rng(seed)
        answers.add(RULES.fatal(state, US, ["mode", "event"]))
        assert state["rng"] == rng.new_rng(seed)  # the real generator was not used
    assert len(answers) == 1


def _trap_hand(defcon: int, number: int, cards: list[int]):
    """Turn 8, the USSR's action round `number` of 7 at `defcon`, holding `cards` and not the
    China Card, its space attempt for the turn still unused; with a Planner of that world."""
    from game.games.twilight_struggle.rules.bot import Planner

    state = set_up(4)
    state["turn"], state["defcon"], state["space_attempts"] = 8, defcon, [0, 0]
    give(state, USSR, cards)
    state["china"]["holder"] = US  # nothing else to play
    action_round(state, USSR, number)
    return state, Planner(RULES, RULES.clone(state), USSR, 7)


def _kal_in_hand(extra: int):
    """Round 6 at DEFCON 2, holding Soviets Shoot Down KAL-007 (a US event that degrades
    DEFCON: set off by playing the card for Operations, it loses for the phasing USSR) and
    `extra`."""
    return _trap_hand(2, 6, [89, extra])


def _plays(state, seat: int, salt: int, **switches):
    """The rule bot's card from `state` and how it plays it, RuleBot's class switches
    (`chains`, `drop_ahead`) set as given for the call."""
    saved = {name: getattr(RuleBot, name) for name in switches}
    for name, value in switches.items():
        setattr(RuleBot, name, value)
    try:
        bot, trial = RuleBot(salt), RULES.clone(state)
        action = bot.choose(RULES, trial, seat)
        RULES.apply(trial, seat, action)
        return action, bot.choose(RULES, trial, seat)
    finally:
        for name, value in saved.items():
            setattr(RuleBot, name, value)


def test_TS_8_1_3_rule_bot_keeps_a_space_attempt_for_a_defcon_trap_in_its_hand():
    """Issue #36: the rule bot lost a mirror game playing The Voice of America to the space
    race with Star Wars left for its last round (the US then picked Duck and Cover). Using the
    turn's space attempt on another card leaves the trap to be played for Operations."""
    from game.games.twilight_struggle.rules.bot import STRANDED

    _, planner = _kal_in_hand(74)  # The Voice of America
    assert planner.traps() == {89: 1.0}
    assert planner.stranding(74, "space") == STRANDED
    assert planner.stranding(74, "ops") == 0.0
    planner.chains = False  # the bot before issue #36 did not look
    assert planner.stranding(74, "space") == 0.0


def test_TS_8_1_3_rule_bot_never_spends_the_space_attempt_a_trap_needs():
    state, _ = _kal_in_hand(74)
    for salt in range(3):
        # KAL-007 goes to the space race now; The Voice of America is safe for Operations later
        assert _plays(state, USSR, salt) == (["card", 89], ["mode", "space"])
    assert _plays(state, USSR, 0, chains=False) == (["card", 74], ["mode", "space"])


def _traps_at_defcon_3(extra: int):
    """Round 5 at DEFCON 3, holding Duck and Cover and Grain Sales to the Soviets (traps once
    DEFCON is 2: the one's event takes it to 1, the other lets the US play Duck and Cover
    from the USSR's hand) and `extra`."""
    return _trap_hand(3, 5, [4, 67, extra])


def test_TS_8_1_3_at_defcon_3_rule_bot_weighs_the_traps_a_drop_to_2_would_strand():
    """Issue #36, seed 11 of the Normal mirror census: at DEFCON 3 the USSR spent its round on
    another card, the US's coup took DEFCON to 2, and Duck and Cover and Grain Sales were left
    for the last rounds with one space attempt. Three cards for three rounds: playing
    Nuclear Subs now leaves both traps for two rounds and one attempt."""
    from game.games.twilight_struggle.rules.bot import DROP_LIKELY, STRANDED

    _, planner = _traps_at_defcon_3(41)  # Nuclear Subs
    traps = planner.traps()
    assert traps[4] == 1.0 and 0 < traps[67] <= 1.0  # tried as if DEFCON were 2
    assert planner.stranding(41, "ops") == STRANDED * DROP_LIKELY * traps[67]
    assert planner.stranding(67, "ops") == planner.stranding(4, "ops") == 0.0
    planner.drop_ahead = False  # the bot before (normal-pre36c) looked at DEFCON 2 only
    assert planner.stranding(41, "ops") == 0.0


def test_TS_8_1_3_at_defcon_3_rule_bot_plays_a_trap_out_while_it_is_safe():
    state, _ = _traps_at_defcon_3(41)
    for salt in range(3):
        card, how = _plays(state, USSR, salt)
        assert card[1] in (4, 67) and how != ["mode", "event"]
    assert _plays(state, USSR, 0, drop_ahead=False)[0] == ["card", 41]


def _summit_last_play():
    """Issue #36, seed 92 of the Normal mirror census: turn 10, the US's last action round, the
    last play of the game, at DEFCON 2, holding only Summit and 6 VP ahead on an empty map (the
    final scoring, TS-10.3.2, gives it the game). Summit's winner may move DEFCON one either way
    (TS-8.1.3): should the USSR win the roll it takes DEFCON to 1 and the US, phasing, loses."""
    state = set_up(4)
    state["turn"], state["defcon"], state["vp"] = 10, 2, 6
    state["milops"], state["space"] = [2, 2], [0, 0]
    influence(state, {})
    give(state, US, [45])
    give(state, USSR, [])
    state["china"]["holder"] = USSR
    return action_round(state, US, 7)


def test_TS_8_1_rule_bot_plays_the_games_last_card_for_operations_not_a_summit_to_defcon_1():
    """The turn's last play is rated up to the turn's end whichever way it is played: the
    event's look-ahead ran on into the final scoring (a win whenever the USSR did not win the
    roll) while Operations were rated by their own gain, so the bot (`normal-pre36d`) played
    Summit's event in the census."""
    from game.games.twilight_struggle.rules.bot import WIN, Planner

    state = _summit_last_play()
    trial = play(RULES.clone(state), US, ["card", 45])
    legal = RULES.legal_actions(trial, US)
    for turn_end in (True, False):
        planner = Planner(RULES, RULES.clone(state), US, 0)
        planner.turn_end = turn_end
        rated = {a[1]: v for v, a in planner.mode_values(45, legal)}
        if turn_end:  # the roll the USSR wins (5 in 12) loses the game; nothing else counts
            assert rated["event"] < -WIN / 4 and abs(rated["ops"]) < 5
        else:
            assert rated["event"] > WIN / 10 > rated["ops"]
    for salt in range(4):
        assert _plays(state, US, salt) == (["card", 45], ["mode", "ops"])
    old = [_plays(state, US, salt, turn_end=False)[1] for salt in range(4)]
    assert ["mode", "event"] in old


def test_TS_8_1_summit_at_defcon_2_counts_the_odds_the_opponent_wins_the_roll():
    """Issue #36, seed 20 (after the seed-92 fix): the USSR played Summit at DEFCON 2 with its
    bonuses far ahead; none of eight sampled rolls was the US's win, which took DEFCON to 1.
    The event's rating now counts the exact share of rolls the opponent wins as a loss."""
    from game.games.twilight_struggle.rules.bot import WIN, Planner, summit_odds

    state = _summit_last_play()  # an empty map: no bonus either side
    lost, rolls = summit_odds(state, US)
    assert lost == 15 / 36 and len(rolls) == 21  # the USSR's die higher: 15 of 36
    assert all(us >= ussr for ussr, us in rolls)
    state["defcon"] = 3
    assert summit_odds(state, US) is None  # a DEFCON move to 2 loses nobody
    state["defcon"] = 2
    influence(state, {"east_germany": (4, 0), "austria": (4, 0)})  # Europe dominated
    lost, _ = summit_odds(state, US)  # the USSR's +1: 21 of 36
    assert lost == 21 / 36
    planner = Planner(RULES, RULES.clone(state), US, 0)
    assert planner.event_value(45) <= lost * -WIN + 10


def test_issue_36_the_hard_bot_hands_its_rule_bots_memory_on():
    """The Hard bot makes its rule bot afresh for each decision: what one keeps for the next
    (the DEFCON traps found choosing the card, for choosing how to play it) is handed on."""
    state, seat = _first_action_round()
    hard = RULES.bots["hard"](5)
    play(state, seat, choose_for(hard, RULES, state, seat, "h"))
    kept = RuleBot(0)
    kept.carry = hard.carry
    assert hard.carry is not None and kept.carry == hard.carry
    fresh = RuleBot(0)
    fresh.carry = None  # nothing kept yet: its own start
    assert fresh.carry == RuleBot(1).carry
