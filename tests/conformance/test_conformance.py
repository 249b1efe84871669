"""The contract every registered game must keep (DESIGN §3, §4, §6).

Parametrized over `registry.playable_ids()`, so a new game is enrolled by registering it.
Each game sets its number of seeds in `CONFORMANCE_SEEDS` on its rules object (BaseRules: 300).
"""

from __future__ import annotations

import json
import random
import zlib

import pytest

from game import i18n
from game.engine import registry, rng, worlds
from game.engine.data import state_hash
from game.engine.rules import Rules, barrier_count
from game.engine.session import SeatInfo, Session
from game.engine.types import IllegalAction
from tests.playout import play

GAMES = registry.playable_ids()
MAX_ACTIONS = 20_000
CHUNKS = 4  # the long seeded playouts, split for pytest-xdist's workers


def _seeds(game_id: str) -> int:
    return registry.get(game_id).CONFORMANCE_SEEDS


def _player_counts(rules) -> list[int]:
    return list(range(rules.min_players, rules.max_players + 1))


def _playout(rules, seed: int, players: int, check=None):
    """Random playout; `check(state, seat, action)` runs after every action."""
    state = rules.setup(seed, players, {})
    return play(rules, state, random.Random(seed), after=check, any_seat=True, limit=MAX_ACTIONS)


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("game_id", GAMES)
def test_random_playouts_end_with_a_result(game_id, chunk):
    """Every seed plays to the end; a game's own `invariants(state)` (e.g. card conservation)
    must report no problem after any action. The seeds are dealt over CHUNKS tests so that
    parallel workers share them."""
    rules = registry.get(game_id)
    counts = _player_counts(rules)

    def check(state, seat, action):
        problems = rules.invariants(state)
        assert not problems, f"after {action} by seat {seat}: {problems}"

    for seed in range(chunk, _seeds(game_id), CHUNKS):
        state = _playout(rules, seed, counts[seed % len(counts)], check)
        result = rules.result(state)
        assert result is not None and result.reason
        assert all(0 <= w < counts[seed % len(counts)] for w in result.winners)
        assert rules.legal_actions(state, 0) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_rules_object_keeps_the_whole_contract_and_its_progress_line_is_a_message(game_id):
    """Every method and hook of `Rules` is there (BaseRules gives the defaults), so callers
    never need `getattr`; a progress line, when the game has one, is in the catalog."""
    rules = registry.get(game_id)
    assert isinstance(rules, Rules)

    def check(state, seat, action):
        progress = rules.progress(state)
        assert progress is None or i18n.has(progress.key), progress

    state = _playout(rules, 1, rules.min_players, check)
    if rules.progress(state) is not None:  # a finished save says so on the Load screen
        assert rules.progress(state).key == "progress.over"
    assert all(i18n.has(label) for label in rules.seat_labels)
    assert all(callable(factory) for factory in rules.bots.values())


@pytest.mark.parametrize("game_id", GAMES)
def test_illegal_action_raises_and_changes_nothing(game_id):
    rules = registry.get(game_id)
    state = rules.setup(7, rules.min_players, {})
    pick = random.Random(7)
    for _ in range(40):
        if rules.is_over(state):
            break
        seat = rules.active_seats(state)[0]
        before = state_hash(state)
        with pytest.raises(IllegalAction):
            rules.apply(state, seat, ["no-such-verb", 12345])
        idle = [s for s in range(rules.min_players) if s not in rules.active_seats(state)]
        for other in idle:
            assert rules.legal_actions(state, other) == []
            with pytest.raises(IllegalAction):
                rules.apply(state, other, rules.legal_actions(state, seat)[0])
        assert state_hash(state) == before
        state = rules.apply(state, seat, pick.choice(rules.legal_actions(state, seat)))


SCALARS = (str, int, float, bool, type(None))


def _flat(value):
    items = value.values() if isinstance(value, dict) else value
    return isinstance(value, (list, dict)) and all(isinstance(x, SCALARS) for x in items)


def clone_shape_problems(rules, state):
    """The parts a game declares flat (CLONE_FLAT) or tables of flat rows (CLONE_TABLES) for
    its quicker clone that are not: the clone would share their insides."""
    problems = [k for k in rules.CLONE_FLAT if k in state
                and not (isinstance(state[k], list) and _flat(state[k]))]
    for k in rules.CLONE_TABLES:
        rows = state.get(k, {})
        if not all(_flat(r) for r in (rows.values() if isinstance(rows, dict) else rows)):
            problems.append(k)
    return problems


@pytest.mark.parametrize("game_id", GAMES)
def test_json_and_clone_round_trips(game_id):
    rules = registry.get(game_id)
    pick = random.Random(3)

    def check(state, seat, action):
        if pick.random() < 0.2:
            assert rules.from_json(rules.to_json(state)) == state
            copy = rules.clone(state)
            assert copy == state and copy is not state
            assert not clone_shape_problems(rules, state)
            import json

            assert rules.from_json(json.loads(json.dumps(rules.to_json(state)))) == state

    for seed in range(20):
        _playout(rules, seed, rules.min_players, check)


@pytest.mark.parametrize("game_id", GAMES)
def test_same_seed_and_actions_give_same_state_hash(game_id):
    rules = registry.get(game_id)
    for seed in range(10):
        players = rules.max_players
        session = Session.new(game_id, seed, players,
                              seats=[SeatInfo(f"P{i}", "random") for i in range(players)])
        while not session.is_over():
            assert session.step_bot()
        again = Session.new(game_id, seed, players)
        for seat, action in session.actions:
            again.submit(seat, action)
        assert state_hash(again.state) == state_hash(session.state)


@pytest.mark.parametrize("game_id", GAMES)
def test_view_hides_other_seats_private_information(game_id):
    """A determinized state differs only in what `seat` cannot know, so its view is equal, and
    so is its prompt (e.g. another seat's secret pick, engine/frames.SecretChoice)."""
    rules = registry.get(game_id)
    pick = random.Random(11)
    players = rules.max_players
    differed = 0

    def check(state, seat, action):
        nonlocal differed
        if pick.random() > 0.3:  # a sample of positions keeps the suite quick
            return
        for viewer in range(players):
            other = rules.determinize(state, viewer, pick)
            assert rules.view(other, viewer) == rules.view(state, viewer)
            assert rules.info_key(other, viewer) == rules.info_key(state, viewer)
            if viewer in rules.active_seats(state):  # nor is it asked anything else
                assert rules.prompt(other, viewer) == rules.prompt(state, viewer)
            differed += other != state

    for seed in range(10):
        _playout(rules, seed, players, check)
    assert rules.private_zones, "every game declares its private zones"
    assert differed, "determinize never hid anything: the leak test would have no teeth"


CHECK_WORLDS = 16  # twice the session's REVEAL_WORLDS, drawn apart from them


def _undo_and_take_back(game_id: str, seeds: range) -> tuple[int, int]:
    """Random games through a Session, the seat to act picked at random. After every move:
    a die roll, a declared reveal or a change of who acts leaves nothing to undo; a move
    that may still be undone or taken back (issue #19.4) is legal whatever the hidden cards
    and showed its seat nothing hidden (issue #13 point 6, #33 point 2): made on the worlds
    that seat cannot tell apart, it shows the seat what the real move showed. Those are
    CHECK_WORLDS fresh worlds, not the session's own (engine/worlds.reveals draws
    REVEAL_WORLDS from the same public key), so a reveal whose outcome is rare among the
    session's worlds is caught too: no game may have an outcome that differs in some world
    and is still undoable. Some of those moves are undone or taken back. Returns (undone,
    taken back)."""
    rules = registry.get(game_id)
    undone = taken = 0
    for seed in seeds:
        players = rules.min_players + seed % (rules.max_players - rules.min_players + 1)
        session = Session.new(game_id, seed, players)
        pick = random.Random(seed)
        while not session.is_over():
            seat = pick.choice(session.active_seats())
            barriers, seats = barrier_count(session.state), session.active_seats()
            before = rules.clone(session.state)
            action = pick.choice(session.legal_actions(seat))
            key = session.world_key(len(session.actions))
            session.submit(seat, action)
            if barrier_count(session.state) != barriers or session.active_seats() != seats:
                for s in range(players):
                    assert not session.can_undo(s)
            undo, back = session.can_undo(seat), session.can_take_back_turn(seat)
            if not (undo or back):
                continue
            other = rules.determinize(before, seat, pick)
            assert action in rules.legal_actions(other, seat), (
                f"seed {seed}: {action} is legal only with the real hidden information")
            real = worlds.seen(rules, session.state, seat)
            for world in worlds.worlds(rules, before, seat, f"{key}:check", CHECK_WORLDS):
                assert worlds.seen(rules, rules.apply(world, seat, action), seat) == real, (
                    f"seed {seed}, move {len(session.actions) - 1}: {action} by seat {seat} "
                    f"showed hidden information, yet {'undo' if undo else 'take-back'} is "
                    "offered")
            if pick.random() < 0.3:
                moves, position = len(session.actions), state_hash(before)
                if undo:
                    session.undo(seat)
                    undone += 1
                else:
                    session.take_back_turn(seat)
                    taken += 1
                assert len(session.actions) == moves - 1
                assert state_hash(session.state) == position
    return undone, taken


@pytest.mark.parametrize("game_id", GAMES)
def test_undo_and_take_back_never_cross_randomness_a_reveal_or_a_seat_change(game_id):
    undone, _ = _undo_and_take_back(game_id, range(4))
    assert undone, "no undo was ever possible: the test would have no teeth"


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("game_id", GAMES)
def test_undo_and_take_back_never_cross_a_reveal_in_many_games(game_id, chunk):
    undone, _ = _undo_and_take_back(game_id, range(4 + chunk, 20, CHUNKS))
    assert undone


HOLD_WORLDS = 4


def _hold_answers(game_id: str, moves: int) -> tuple[int, int]:
    """Issue #33 point 1: whether the table holds a move for "End turn" (engine/worlds.holds)
    depends only on what the mover sees: the same on the real position and on HOLD_WORLDS
    positions the mover cannot tell from it, at every move of random playouts. Returns
    (moves checked, moves held)."""
    rules = registry.get(game_id)
    checked = held = 0
    seed = 0
    while checked < moves:
        players = rules.min_players + seed % (rules.max_players - rules.min_players + 1)
        state, pick, number = rules.setup(seed, players, {}), random.Random(seed), 0
        while not rules.is_over(state) and checked < moves:
            seat = pick.choice(rules.active_seats(state))
            action = pick.choice(rules.legal_actions(state, seat))
            key = f"{seed}:{number}"
            answer = worlds.holds(rules, state, seat, action, key)
            for _ in range(HOLD_WORLDS):
                other = rules.determinize(state, seat, pick)
                assert worlds.holds(rules, other, seat, action, key) == answer, (
                    f"seed {seed}, move {number}: holding {action} tells seat {seat} "
                    "something hidden")
            checked, held, number = checked + 1, held + answer, number + 1
            state = rules.apply(state, seat, action)
        seed += 1
    return checked, held


@pytest.mark.parametrize("game_id", GAMES)
def test_holding_a_move_for_end_turn_depends_only_on_what_the_mover_sees(game_id):
    _hold_answers(game_id, 300)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_holding_a_move_for_end_turn_tells_nothing_in_2000_moves(game_id):
    checked, held = _hold_answers(game_id, 2000)
    assert checked == 2000
    # The tests' own games never roll or reveal as the turn passes: nothing to hold there.
    assert held or game_id in ("toy", "sealed_bid"), "no move was ever held: no teeth"


def _previews(game_id: str, moves: int) -> int:
    """Issue #34.8: the pending picture of a held move (engine/worlds.preview) depends only on
    what the mover sees: the same on the real position and on positions the mover cannot
    tell from it, for every move held in random playouts. Returns the moves previewed."""
    rules = registry.get(game_id)
    checked = previewed = seed = 0
    while checked < moves:
        state, pick, number = rules.setup(seed, rules.min_players, {}), random.Random(seed), 0
        while not rules.is_over(state) and checked < moves:
            seat = pick.choice(rules.active_seats(state))
            action = pick.choice(rules.legal_actions(state, seat))
            key = f"{seed}:{number}"
            if worlds.holds(rules, state, seat, action, key):
                shown = worlds.preview(rules, state, seat, action, key)
                assert shown is not None
                other = rules.determinize(state, seat, pick)
                assert worlds.preview(rules, other, seat, action, key) == shown, (
                    f"seed {seed}, move {number}: the pending {action} shows seat {seat} "
                    "something hidden")
                previewed += 1
            checked, number = checked + 1, number + 1
            state = rules.apply(state, seat, action)
        seed += 1
    return previewed


@pytest.mark.parametrize("game_id", GAMES)
def test_a_held_moves_pending_picture_depends_only_on_what_the_mover_sees(game_id):
    previewed = _previews(game_id, 300)
    assert previewed or game_id in ("toy", "sealed_bid"), "no move was held: no teeth"


SECRET_GAMES = [g for g in GAMES
                if registry.get(g).secret_choice_options is not None]


def test_a_game_with_simultaneous_secret_choices_is_enrolled():
    assert "sealed_bid" in SECRET_GAMES  # the tests' own game, tests/sealedbid.py


def _secret_positions(game_id: str, seeds: int = 30):
    """Sessions of random bots stopped at a secret choice with several seats to choose, under
    the options the game names for it (`secret_choice_options`)."""
    rules = registry.get(game_id)
    players = rules.min_players
    for seed in range(seeds):
        session = Session.new(game_id, seed, players, rules.secret_choice_options,
                              [SeatInfo(f"P{i}", "random") for i in range(players)])
        while not session.is_over():
            top = session.state.get("stack") and session.state["stack"][-1]
            if top and top.get("secret") is not None and len(session.active_seats()) > 1:
                yield session
                break
            session.step_bot()


@pytest.mark.parametrize("game_id", SECRET_GAMES)
def test_secret_choice_changes_until_sealed_and_stays_hidden(game_id):
    """A simultaneous secret choice: a seat's pick can be changed (a mis-click is not final,
    no barrier hides it) until the seat seals it; sealing is final; no other seat's view or
    prompt shows the pick until the frame reveals it."""
    found = 0
    for session in _secret_positions(game_id):
        found += 1
        seat, *others = session.active_seats()
        blind = {o: (session.view(o), session.prompt(o)) for o in others}
        picks = [a for a in session.legal_actions(seat) if a != ["seal"]]
        assert len(picks) >= 2 and ["seal"] not in session.legal_actions(seat)
        first, second = picks[0], picks[-1]
        session.submit(seat, first)
        assert ["seal"] in session.legal_actions(seat)
        assert session.can_undo(seat)  # no barrier after a pick
        session.submit(seat, second)  # change it
        assert session.state["stack"][-1]["secret"][seat] == second[1]
        assert first in session.legal_actions(seat)  # still changeable
        session.undo(seat)
        assert session.state["stack"][-1]["secret"][seat] == first[1]
        session.submit(seat, second)
        for o in others:
            assert (session.view(o), session.prompt(o)) == blind[o]
            assert session.view(o)["stack"][-1]["secret"][seat] is None
        assert session.view(seat)["stack"][-1]["secret"][seat] == second[1]
        session.submit(seat, ["seal"])
        assert seat not in session.active_seats() and not session.can_undo(seat)
        assert session.legal_actions(seat) == []
        with pytest.raises(IllegalAction):
            session.submit(seat, first)
        for o in others:
            assert session.view(o)["stack"][-1]["secret"][seat] is None
    assert found, "no secret choice with several seats to choose was reached"


def _sample_positions(rules, seeds: int, every: int, players: int | None = None):
    """Copies of every `every`-th position of random playouts (seat to act, state)."""
    positions, pick = [], random.Random(5)

    def check(state, seat, action):
        if not rules.is_over(state) and pick.random() < 1 / every:
            positions.append(rules.clone(state))

    for seed in range(seeds):
        _playout(rules, seed, players or rules.max_players, check)
    return positions


def _public_part(state):
    return {k: v for k, v in state.items() if k not in ("rng", "log")}


@pytest.mark.parametrize("game_id", GAMES)
def test_view_is_a_whitelist_a_new_state_key_stays_hidden(game_id):
    """Issue #12 point 4: a key added to the state is private until the game's view shows it."""
    rules = registry.get(game_id)
    state = rules.setup(2, rules.max_players, {})
    state["zz_new_secret"] = ["zz-sentinel-value"]
    for seat in [None, *range(rules.max_players)]:
        assert "zz-sentinel-value" not in json.dumps(rules.view(state, seat)), seat


@pytest.mark.parametrize("game_id", GAMES)
def test_determinize_rolls_new_dice(game_id):
    """Issue #12 point 4: a determinized copy's future rolls are not the real ones (forced
    rolls dropped too), so a bot cannot read the next dice."""
    rules = registry.get(game_id)
    for state in _sample_positions(rules, 2, 20)[:10]:
        state["rng"]["forced_rolls"] = [6, 6, 6]
        for viewer in range(rules.max_players):
            copy = rules.determinize(state, viewer, random.Random(viewer))
            real = rules.clone(state)
            future = [[rng.roll(s) for _ in range(12)] for s in (real, copy)]
            assert future[0] != future[1]
            assert copy["rng"]["forced_rolls"] == [] and state["rng"]["forced_rolls"] == [6, 6, 6]


@pytest.mark.parametrize("game_id", GAMES)
def test_determinize_depends_only_on_what_the_seat_sees(game_id):
    """Two states a seat cannot tell apart (the other seats' hidden cards and the deck dealt
    differently) determinize, with the same randomness, to the same copy: so whatever a bot
    does with it cannot depend on the hidden cards. The seat's legal actions agree too."""
    rules = registry.get(game_id)
    redealt = 0
    for state in _sample_positions(rules, 4, 10):
        for viewer in range(rules.max_players):
            variant = rules.determinize(state, viewer, random.Random(1))
            redealt += _public_part(variant) != _public_part(state)
            assert rules.determinize(variant, viewer, random.Random(2)) == rules.determinize(
                state, viewer, random.Random(2))
            assert rules.legal_actions(variant, viewer) == rules.legal_actions(state, viewer)
    assert redealt, "no hidden card was ever re-dealt: the test would have no teeth"


@pytest.mark.parametrize("game_id", GAMES)
def test_bot_choice_ignores_the_opponents_hidden_cards_and_the_deck_order(game_id):
    """Issue #12 point 4: the session shows a bot only what its seat may know. Swapping the
    other seats' hidden cards and the deck order leaves every bot's choice unchanged."""
    rules = registry.get(game_id)
    players = rules.min_players
    kinds = ["random", *rules.bots, "peeker"]
    checked = 0
    for state in _sample_positions(rules, 4, 10, players):
        if checked >= 6 * len(kinds):
            break
        seat = rules.active_seats(state)[0]
        swapped = rules.determinize(state, seat, random.Random(9))
        swapped["log"], swapped["rng"] = state["log"], state["rng"]  # only the cards moved
        if _public_part(swapped) == _public_part(state):
            continue  # nothing is hidden from this seat here (a sealed bid not yet made)
        for kind in kinds:
            choices = []
            for position in (state, swapped):
                seats = [SeatInfo(f"P{i}", "random") for i in range(players)]
                session = Session(rules, 4, players, {}, seats, position, [[0, ["x"]]] * 9)
                if kind == "peeker":
                    session._controllers[seat] = _Peeker()
                else:
                    session.seats[seat].controller = kind
                choices.append(session.bot_choice(seat))
            assert choices[0] == choices[1], kind
            checked += 1
    assert checked


class _Peeker:
    """A cheating bot: its choice follows the whole state it is given, hidden cards included
    (it gives the test above teeth: handed the real state, it would choose differently)."""

    kind = "peeker"

    def choose(self, rules, state, seat):
        legal = rules.legal_actions(state, seat)
        return legal[zlib.crc32(json.dumps(_public_part(state), sort_keys=True).encode())
                     % len(legal)]


@pytest.mark.parametrize("game_id", GAMES)
def test_is_legal_agrees_with_legal_actions(game_id):
    """Issue #12 point 8: `apply` asks `is_legal` (a frame's cheaper `check`) instead of
    building the list again; it must answer exactly `action in legal_actions`, for the legal
    actions and for near misses (actions of other positions, cut or lengthened ones)."""
    rules = registry.get(game_id)
    positions = _sample_positions(rules, 3, 4)
    seen = [a for s in positions for seat in rules.active_seats(s)
            for a in rules.legal_actions(s, seat)]
    pick = random.Random(1)
    for state in positions:
        for seat in range(rules.max_players):
            legal = rules.legal_actions(state, seat)
            near = [a[:1] for a in legal] + [[*a, 0] for a in legal] + [["no-such-verb"]]
            for action in legal + near + pick.sample(seen, min(40, len(seen))):
                assert rules.is_legal(state, seat, action) == (action in legal), (seat, action)
