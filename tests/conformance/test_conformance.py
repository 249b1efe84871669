"""The contract every registered game must keep (DESIGN §3, §4, §6).

Parametrized over `registry.playable_ids()`, so a new game is enrolled by registering it.
Each game can ask for more seeds via a `CONFORMANCE_SEEDS` attribute on its rules object.
"""

from __future__ import annotations

import random

import pytest

from game.engine import registry
from game.engine.data import state_hash
from game.engine.rules import barrier_count
from game.engine.session import SeatInfo, Session
from game.engine.types import IllegalAction

GAMES = registry.playable_ids()
MAX_ACTIONS = 20_000


def _seeds(game_id: str) -> int:
    return getattr(registry.get(game_id), "CONFORMANCE_SEEDS", 300)


def _player_counts(rules) -> list[int]:
    return list(range(rules.min_players, rules.max_players + 1))


def _playout(rules, seed: int, players: int, check=None):
    """Random playout; `check(state, seat, action)` runs after every action."""
    state = rules.setup(seed, players, {})
    pick = random.Random(seed)
    for _ in range(MAX_ACTIONS):
        if rules.is_over(state):
            return state
        seats = rules.active_seats(state)
        assert seats, "no active seat although the game is not over (dead end)"
        seat = pick.choice(seats)
        legal = rules.legal_actions(state, seat)
        assert legal, f"active seat {seat} has no legal action (dead end)"
        action = pick.choice(legal)
        state = rules.apply(state, seat, action)
        if check:
            check(state, seat, action)
    pytest.fail(f"game not over after {MAX_ACTIONS} actions")


@pytest.mark.parametrize("game_id", GAMES)
def test_random_playouts_end_with_a_result(game_id):
    """Every seed plays to the end; a game's own `invariants(state)` (e.g. card conservation)
    must report no problem after any action."""
    rules = registry.get(game_id)
    counts = _player_counts(rules)
    invariants = getattr(rules, "invariants", None)

    def check(state, seat, action):
        problems = invariants(state)
        assert not problems, f"after {action} by seat {seat}: {problems}"

    for seed in range(_seeds(game_id)):
        state = _playout(rules, seed, counts[seed % len(counts)], check if invariants else None)
        result = rules.result(state)
        assert result is not None and result.reason
        assert all(0 <= w < counts[seed % len(counts)] for w in result.winners)
        assert rules.legal_actions(state, 0) == []


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


@pytest.mark.parametrize("game_id", GAMES)
def test_json_and_clone_round_trips(game_id):
    rules = registry.get(game_id)
    pick = random.Random(3)

    def check(state, seat, action):
        if pick.random() < 0.2:
            assert rules.from_json(rules.to_json(state)) == state
            copy = rules.clone(state)
            assert copy == state and copy is not state
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
    """A determinized state differs only in what `seat` cannot know, so its view is equal."""
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
            differed += other != state

    for seed in range(10):
        _playout(rules, seed, players, check)
    assert rules.private_zones, "every game declares its private zones"
    assert differed, "determinize never hid anything: the leak test would have no teeth"


@pytest.mark.parametrize("game_id", GAMES)
def test_undo_never_crosses_randomness_reveal_or_seat_change(game_id):
    rules = registry.get(game_id)
    undone = 0
    for seed in range(30):
        players = rules.min_players
        session = Session.new(game_id, seed, players)
        pick = random.Random(seed)
        while not session.is_over():
            seat = session.active_seats()[0]
            barriers, seats = barrier_count(session.state), session.active_seats()
            before = state_hash(session.state)
            session.submit(seat, pick.choice(session.legal_actions(seat)))
            crossed = barrier_count(session.state) != barriers or session.active_seats() != seats
            if crossed:
                for s in range(players):
                    assert not session.can_undo(s)
            elif session.can_undo(seat) and pick.random() < 0.3:
                before_undo = len(session.actions)
                session.undo(seat)
                undone += 1
                assert len(session.actions) == before_undo - 1
                assert state_hash(session.state) == before
    assert undone, "no undo was ever possible: the test would have no teeth"


@pytest.mark.parametrize("game_id", GAMES)
def test_an_undoable_action_reveals_nothing(game_id):
    """Issue #13 point 6: undo never crosses a reveal. An action that stays undoable must show
    the same to its seat whatever the hidden information is: the same action on a determinized
    copy (another arrangement of what that seat cannot see) must leave that seat's view equal.
    A difference means the action revealed something and must mark a barrier (mark_barrier)."""
    rules = registry.get(game_id)
    checked = 0
    for seed in range(6):  # a long check per move: a few whole games
        players = rules.min_players + seed % (rules.max_players - rules.min_players + 1)
        session = Session.new(game_id, seed, players)
        pick = random.Random(seed)
        while not session.is_over():
            seat = pick.choice(session.active_seats())
            action = pick.choice(session.legal_actions(seat))
            before = rules.clone(session.state)
            session.submit(seat, action)
            if not session.can_undo(seat):
                continue
            other = rules.determinize(before, seat, pick)
            assert action in rules.legal_actions(other, seat), (
                f"seed {seed}: {action} is legal only with the real hidden information")
            other = rules.apply(other, seat, action)
            assert rules.view(other, seat) == rules.view(session.state, seat), (
                f"seed {seed}: undoable {action} by seat {seat} showed hidden information")
            checked += 1
    assert checked, "no undoable action was checked: the test would have no teeth"
