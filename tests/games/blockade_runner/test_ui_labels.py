"""Every action met in seeded Blockade Runner playouts has a button label in English and in
Korean (issue #22 point 2): the board names every choice it may have to offer."""

import random

import pytest

from game import i18n
from game.engine.session import Session
from game.games.blockade_runner.board.labels import action_label
from game.games.blockade_runner.rules import RULES
from tests.playout import play_session

GAME = "blockade_runner"


def frames_and_actions() -> set[tuple[str, tuple]]:
    met: set[tuple[str, tuple]] = set()

    def before(state, seat):
        frame = state["stack"][-1]["name"]
        for action in RULES.legal_actions(state, seat):
            met.add((frame, tuple(action)))

    for players in range(2, 7):
        for seed in range(4):
            session = Session.new(GAME, seed, players)
            play_session(session, random.Random(seed), before=before)
    return met


@pytest.fixture(scope="module")
def met():
    return frames_and_actions()


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_action_met_has_a_translated_label(met, lang):
    i18n.set_language(lang)
    try:
        names = [f"P{i}" for i in range(6)]
        catalog = i18n._catalog(lang)
        verbs = {(frame, action[0]) for frame, action in met}
        # every frame that asks a seat anything was met, with its ways out
        assert {f for f, _ in verbs} >= {"place", "turn", "move", "load", "card", "fund",
                                         "auction", "bid", "dock", "swap_answer"}
        assert ("turn", "offer") in verbs  # card swaps are offered between actions
        for frame, action in met:
            key = f"br.board.act.{frame}.{action[0]}"
            assert key in catalog, key
            label = action_label(frame, list(action), names)
            assert label and "{" not in label and "br." not in label, (frame, action, label)
    finally:
        i18n.set_language("en")
