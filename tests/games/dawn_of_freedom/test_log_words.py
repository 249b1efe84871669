"""Every log line and prompt of 1989 reads as words: card, space and suit names, never ids or
raw keys (DESIGN §5: one catalog; D89-8 Power Struggle lines name their cards)."""

import random
import re

from game import i18n
from game.games.dawn_of_freedom.rules import RULES
from game.games.dawn_of_freedom.rules.names import ps_card_name
from tests.playout import play

RAW = re.compile(r"\{|\bdof\.|\bps\.|\[|\bcard \d|True|False|_")


def test_logs_and_prompts_of_seeded_games_render_without_ids_or_keys():
    keys = set()
    for seed in range(8):
        state = RULES.setup(seed, 2, {})

        def before(state, seat):
            prompt = RULES.prompt(state, seat)
            keys.add(prompt.key)
            text = i18n.t(prompt.key, **prompt.params)
            assert not RAW.search(text), text

        play(RULES, state, random.Random(seed), before=before)
        for entry in state["log"]:
            keys.add(entry["key"])
            line = i18n.render_entry(entry, ["Ann", "Bo"])
            assert not RAW.search(line), line
    assert all(i18n.has(k) for k in keys), sorted(k for k in keys if not i18n.has(k))
    assert {"dof.ps.lead", "dof.ps.won", "dof.ps.vp_roll"} <= keys  # the struggles were played


def test_d89_8_power_struggle_cards_are_named_by_suit_rank_leader_or_wild():
    assert ps_card_name(7) == "Strike 6"
    assert ps_card_name(37) == "Elite leader"
    assert ps_card_name(52) == "Tactic Fails"
    entry = {"key": "dof.ps.match", "params": {"side": "dem", "card": 19, "suit": "march"}}
    assert i18n.render_entry(entry) == "Democrat matches with March 6."
    hand = {"key": "dof.ps.hand", "params": {"cards": []}}
    assert i18n.render_entry(hand) == "Your Power Struggle hand: none."


def test_d89_10_every_end_of_game_reason_reads_as_a_sentence():
    from game.games.dawn_of_freedom.rules import victory

    for reason in (victory.AUTOMATIC, victory.HELD_SCORING_CARD, victory.HELD_BOTH,
                   victory.NEW_YEARS_EVE, victory.FINAL_SCORING):
        assert i18n.has(reason) and i18n.t(reason)[0].isupper() and "D89-10" in i18n.t(reason)
