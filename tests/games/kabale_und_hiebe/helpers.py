"""Hand-built Kabale und Hiebe positions for rule tests."""

from __future__ import annotations

from typing import Any

from game.games.kabale_und_hiebe.rules import RULES

DEFAULTS = RULES.resolve_options({})


def slot(owner: int, card: str, up: bool = True, hidden: str | None = None,
         known: bool = False) -> dict[str, Any]:
    return {"owner": owner, "card": card, "up": up, "known": known, "hidden": hidden}


def column(goal: str, *slots: dict[str, Any], closed: bool = False) -> dict[str, Any]:
    return {"goal": goal, "slots": list(slots), "closed": closed}


def position(players: int, columns: list[dict[str, Any]], hands: list[list[str]],
             turn: int = 0, decks: list[list[str]] | None = None,
             **options: Any) -> dict[str, Any]:
    """A mid-round state: given columns, hands and draw piles (top of pile = last)."""
    state = RULES.setup(1, players, options)
    state["columns"] = columns
    state["hands"] = [list(h) for h in hands]
    state["decks"] = [list(d) for d in decks] if decks else [["minstrel"] for _ in hands]
    state["discards"] = [[] for _ in hands]
    state["turn"] = turn
    state["log"] = []
    return state


def play(state: dict[str, Any], seat: int, card: str, col: int) -> None:
    RULES.apply(state, seat, ["card", card])
    RULES.apply(state, seat, ["column", col])


def cards_of(col: dict[str, Any]) -> list[tuple[int, str]]:
    return [(s["owner"], s["card"]) for s in col["slots"]]
