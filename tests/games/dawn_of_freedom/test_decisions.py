"""Issue #32 point 4 for 1989: every decision says what it asks (engine.types.Decision) in the
board's words, the struggle's story comes as view data (`ps_history`), the card on the table
says what it is used for (`table_use`), and saves from before the turn frame's rename load."""

from __future__ import annotations

import random

from game.engine.types import DECISION_KINDS
from game.games.dawn_of_freedom.rules import RULES, operations, power_struggle
from tests.playout import play

STRUGGLE_STEPS = {"ps_raise": "raise", "ps_raise_discard": "discard", "ps_lead": "lead",
                  "ps_suit": "suit", "ps_answer": "answer", "ps_surrender": "surrender"}
PLACE_FRAMES = {"setup_place", "place_sp", "place_direct", "ev_place"}


def test_decisions_say_what_the_top_frame_asks_in_the_boards_words():
    seen: set[str] = set()

    def before(state, seat):
        top = state["stack"][-1]
        name = top["name"]
        for viewer in (None, 0, 1):
            decision = RULES.decision(state, viewer)
            assert decision.kind in DECISION_KINDS
            assert decision.topic not in RULES.frames.types, name  # never a frame name
            assert (name in PLACE_FRAMES) == (decision.topic == "place"), name
            assert (name == "card_play" and top["stage"] == "mode") == (decision.topic == "mode")
            if decision.topic == "mode":
                assert decision.data["card"] == top["card"]
            step = decision.data.get("step") if decision.topic == "struggle" else None
            assert step == STRUGGLE_STEPS.get(name), name
            if name.startswith("ps_"):
                assert decision.data["seat"] == top["seat"]
            if step == "discard":
                assert decision.data["left"] == top["left"] and decision.hides == ("hand",)
        seen.add(name)

    for seed in range(2):
        play(RULES, RULES.setup(seed, 2, {}), random.Random(seed), before=before)
    assert {"action_round", "card_play", "ps_raise", "ps_lead"} <= seen


def test_the_sealed_bid_hides_the_pick():
    state = RULES.setup(1, 2, {"side_bid": True})
    decision = RULES.decision(state, 0)
    assert (decision.kind, decision.topic, decision.hides) == ("secret", "bid", ("pick",))


def test_table_use_says_ops_while_a_cards_operations_are_spent():
    def before(state, seat):
        ops = any(f["name"] in operations.OPS_FRAMES for f in state["stack"])
        assert RULES.view(state, seat)["table_use"] == ("ops" if ops else "event")

    play(RULES, RULES.setup(3, 2, {}), random.Random(3), moves=400, before=before)


def in_struggle(state) -> bool:
    """A struggle under way, a card led and not answered yet."""
    return bool(state.get("ps")) and state["stack"][-1]["name"] == "ps_answer"


def test_the_struggles_history_is_view_data_with_its_rounds():
    state = play(RULES, RULES.setup(1, 2, {}), random.Random(1), until=in_struggle)
    assert state.get("ps")
    history = RULES.view(state, None)["ps_history"]
    assert history[0]["what"] == "dealt"
    rounds = [e["round"] for e in history if "round" in e]
    assert rounds == list(range(1, len(rounds) + 1)) and rounds
    assert all(set(e) <= {"what", "params", "round"} for e in history)


def test_the_history_keeps_a_hand_shown_to_one_side_his():
    state = play(RULES, RULES.setup(1, 2, {}), random.Random(1), until=in_struggle)
    assert state.get("ps")

    def drawn(viewer):
        return [e for e in RULES.view(state, viewer)["ps_history"] if e["what"] == "drew_cards"]

    before = {viewer: drawn(viewer) for viewer in (0, 1, None)}
    state["log"].append({"key": "dof.ps.drew_cards", "params": {"cards": [1, 2]}, "private_to": 1})
    assert drawn(1) == before[1] + [{"what": "drew_cards", "params": {"cards": [1, 2]}}]
    assert drawn(0) == before[0] and drawn(None) == before[None] == []


def test_the_history_ends_with_its_struggle_and_no_struggle_has_none():
    log = [{"key": "dof.ps.begin", "params": {}},
           {"key": "dof.ps.lead", "params": {"side": "com", "card": 1, "suit": "x", "rank": 1}},
           {"key": "dof.ps.end", "params": {}}, {"key": "dof.ps.lead", "params": {"side": "dem"}}]
    assert [e["what"] for e in power_struggle.history(log)] == ["lead"]
    assert power_struggle.history(log[3:]) == []
