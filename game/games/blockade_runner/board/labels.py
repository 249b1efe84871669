"""Blockade Runner's words on the board: names of ships, places, cards and goods, card faces,
and a label for every action the rules offer (`action_label`), all from the catalog.

An action's label depends on the decision it answers (["done"] finishes a move, a load, the
Fund, an auction round or the swap window), so labels are keyed `br.board.act.<topic>.<verb>`
(the decision's topic, engine.types.Decision).
"""

from __future__ import annotations

from collections.abc import Callable

from game import i18n
from game.games.blockade_runner.rules.data import SHIPS
from game.ui.widgets.cards import CardFace

CARD_COLOUR = (150, 120, 80)
KEPT_COLOUR = (90, 130, 150)  # cards that stay on the table (Insurance, Subsidy)


def namer(prefix: str) -> Callable[[str], str]:
    """The catalog's name for an id: `br.<prefix>.<id>`."""
    return lambda value: i18n.t(f"br.{prefix}.{value}")


ship_name, place_name, card_name, good_name = map(namer, ("ship", "place", "card", "good"))
# The name a place's box prints where the full one does not fit ("Bermuda" for St. George's,
# Bermuda; Korean without the 항/시 the sentences need); the tooltip has the full one.
map_name = namer("place_map")
# A ship's name where the full one does not fit ("R. E. Lee"; Korean without 호).
ship_short = namer("ship_short")


def ship_facts(ship: str) -> str:
    """Speed/capacity and printed price, as on the ship card."""
    info = SHIPS[ship]
    return i18n.t("br.board.ship_facts", speed=info["speed"], capacity=info["capacity"],
                  price=info["price_k"])


def card_face(card: str) -> CardFace:
    kept = card in ("insurance", "government_subsidy")
    return CardFace(card_name(card), "", i18n.t(f"br.card_text.{card}"),
                    KEPT_COLOUR if kept else CARD_COLOUR,
                    subtitle=i18n.t("br.board.card_kept" if kept else "br.board.card_action"))


def action_label(topic: str, action: list, names: list[str]) -> str:
    """A button label for any legal action of a decision about `topic` (`names`: the
    players)."""
    verb = action[0]
    params: dict = {}
    if verb in ("load", "unload", "rail", "ship") and len(action) > 1:
        params["ship"] = ship_name(action[1])
        if topic == "auction":
            params["price"] = SHIPS[action[1]]["minimum_bid_k"]
    elif verb in ("to", "port", "raise", "from"):
        params["place"] = place_name(action[1])
    elif verb in ("card", "accept"):
        params["card"] = card_name(action[1])
    elif verb == "take":
        params["good"] = good_name(action[1])
    elif verb == "bid":
        params["amount"] = action[1]
    elif verb == "place":
        params.update(ship=ship_name(action[1]), place=place_name(action[2]))
    elif verb == "offer":
        params.update(name=names[action[1]], card=card_name(action[2]))
    return i18n.t(f"br.board.act.{topic}.{verb}", **params)
