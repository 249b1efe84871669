"""Button labels of Twilight Struggle's actions: `action_label(action, decision)`.

Every action is `[verb, arg?, area?]` (game/games/twilight_struggle/STATE.md and the card
events). The label is the catalog message `ts.action.<verb>` (a card, country or region
argument becomes a `{card}`, `{country}`, `{region}` parameter named through the `ts.` catalog;
a word or number is `{n}`), or `ts.action.<verb>.<arg>` when that exists ("mode.ops",
"order.event_first").
A message for the decision being made (`ts.action.<topic>.<verb>[.<arg>]`, the decision's
topic: an event choice's key, or a word such as "ops") wins over the general one, for verbs
whose meaning depends on the card ("defcon" in Summit and in How I Learned to Stop Worrying).
"""

from __future__ import annotations

from typing import Any

from game import i18n
from game.engine.types import Decision

# Which verbs name a card, a country or a region (the rest carry a word or a number).
CARD_VERBS = frozenset({"card", "escape", "discard", "take", "give", "event", "pick"})
COUNTRY_VERBS = frozenset({"place", "remove", "clear", "realign", "coup", "war", "attack",
                           "invade", "double", "ignore", "country", "defuse"})
REGION_VERBS = frozenset({"region"})
PREFIX = "ts.action"


def action_label(action: list, decision: Decision) -> str:
    verb, args = action[0], action[1:]
    where = decision.topic or None
    params: dict[str, Any] = {}
    word = None
    if args:
        arg = args[0]
        if verb in CARD_VERBS:
            params["card"] = arg
        elif verb in COUNTRY_VERBS:
            params["country"] = arg
        elif verb in REGION_VERBS:
            params["region"] = arg
        else:  # a word ("ops") or a number (a DEFCON level); either may have its own message
            word = arg
            params["n"] = arg
    if verb == "op" and len(args) > 1:  # an operation held to an area for its bonus (TS-9.6)
        return i18n.t(f"{PREFIX}.op_area", kind=i18n.t(f"{PREFIX}.op.{word}"), region=args[1])
    for key in _keys(verb, word, where):
        if i18n.has(key):
            return i18n.t(key, **params)
    return i18n.t(f"{PREFIX}.{verb}", **params)  # a gap shows the key: the words test fails


def _keys(verb: str, word: Any, where: str | None) -> list[str]:
    tails = [f"{verb}.{word}", verb] if word is not None else [verb]
    found = [f"{PREFIX}.{where}.{tail}" for tail in tails] if where else []
    return found + [f"{PREFIX}.{tail}" for tail in tails]
