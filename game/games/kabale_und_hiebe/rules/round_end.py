"""KH-5 End of round and KH-6 column resolution (Musketeers, Wizard, Witch, Prince & Page,
values with Romeo/Hermit/Little Giant/Doppelganger/Dragon, Beggar).

Implementation notes:
- KH-6.1, the seed wins over the spec's reading: a Cloak slot holds two cards at the same
  position, the Cloak (worth 0, no ability) and the card hidden under it (with its ability).
  The spec counts the slot as the hidden card only, so a Wizard (Witch) removing that card
  would take the Cloak with it; the seed says the Wizard (Witch) affects the card under the
  Cloak, lists the Cloak among the Witch's victims, and says that a player with only a Cloak
  in a Beggar column has the lowest total, 0. So the Cloak stays when its hidden card goes,
  and counts like any card (participation, Hermit / Little Giant counts, Witch). A card
  above the slot copies the hidden card while it remains, else the Cloak (copy_down). An
  empty Cloak is the same card without anything under it.
- KH-6.3/6.4 / KH-H5: exactly one Wizard (Witch) acts, two or more do nothing; both test
  base values (KH-6.8); a Doppelganger's base is re-read from the cards left at each step.
- KH-H8: a valueless Doppelganger is never removed by the Witch.
- KH-6.6: option `hermit_giant_mode` "self" (default: Hermit 12 − 1 per other remaining
  card, min 0; Little Giant 2 + 3 per other card) or "aura" (the seed's literal text: every
  other card −1 / +3). Values are clamped at 0 once, after the Dragon.
- KH-6.6 / KH-H7: option `doppelganger_copies` "base" (default: the printed value of the
  card below) or "adjusted" (its value after Romeo/Hermit/Little Giant, before auras and
  Dragons, which then act on the Doppelganger like on any card).
- Round-end log: the cards hidden under Cloaks are named as they turn up (KH-5.1), every card
  a Wizard or Witch removes is named, and a Beggar column's winner is said to have the
  lowest total (KH-6.7).
- KH-5.5: the next round starts left of the player who took the last turn.
"""

from __future__ import annotations

from typing import Any

from game.engine.rules import mark_barrier
from game.engine.types import State

from . import setup
from .common import log, next_with_cards, who
from .components import (
    ADJUSTED,
    AURA,
    ROUNDS,
    card_ref,
    goal_domain,
    goal_ref,
    half_text,
    printed_half,
    reading,
)
from .scoring import award, final_result

WIZARD_MIN = 20  # KH-6.3: value 10 or more, in half-points
WITCH_MAX = 18  # KH-6.4: value 9 or less


def effective_cards(column: dict[str, Any]) -> list[dict[str, Any]]:
    """KH-6.1: the cards that count, top→bottom, with their slot position; a Cloak with a
    hidden card gives both (the Cloak first, marked "cover")."""
    cards: list[dict[str, Any]] = []
    for i, s in enumerate(column["slots"]):
        if s["hidden"]:
            cards.append({"pos": i, "owner": s["owner"], "card": s["card"], "cover": True})
            cards.append({"pos": i, "owner": s["owner"], "card": s["hidden"]})
        else:
            cards.append({"pos": i, "owner": s["owner"], "card": s["card"]})
    return cards


def copy_down(cards: list[dict[str, Any]], values: list[int | None]) -> list[int | None]:
    """Doppelgangers take the value of the nearest card below (bottom-up, so chains work)."""
    out = list(values)
    below: int | None = None
    for i in range(len(cards) - 1, -1, -1):
        if cards[i]["card"] == "doppelganger":
            out[i] = below
        if cards[i].get("cover") and i + 1 < len(cards) and cards[i + 1]["pos"] == cards[i]["pos"]:
            continue  # the Cloak lies over its hidden card: a card above copies that one
        below = out[i]
    return out


def base_values(cards: list[dict[str, Any]], domain: str) -> list[int | None]:
    """KH-6.8 base values; a Doppelganger copies the base of the card below it."""
    return copy_down(cards, [printed_half(c["card"], domain) for c in cards])


def final_values(cards: list[dict[str, Any]], domain: str,
                 options: dict[str, Any]) -> list[int | None]:
    """KH-6.6 step 5 values of the remaining cards."""
    others = len(cards) - 1
    aura = reading("hermit", options) == AURA
    own: list[int | None] = []
    for c in cards:
        card, value = c["card"], printed_half(c["card"], domain)
        if card == "romeo":
            paired = any(o["card"] == "juliet" and o["owner"] == c["owner"] for o in cards)
            value = 30 if paired else 10
        elif card == "hermit" and not aura:
            value = max(0, 24 - 2 * others)
        elif card == "little_giant" and not aura:
            value = 4 + 6 * others
        own.append(value)
    if reading("doppelganger", options) == ADJUSTED:
        values = copy_down(cards, own)
    else:
        copied = base_values(cards, domain)
        values = [copied[i] if c["card"] == "doppelganger" else own[i]
                  for i, c in enumerate(cards)]
    hermits = sum(c["card"] == "hermit" for c in cards) if aura else 0
    giants = sum(c["card"] == "little_giant" for c in cards) if aura else 0
    dragons = [c["owner"] for c in cards if c["card"] == "dragon"]
    result: list[int | None] = []
    for c, value in zip(cards, values, strict=True):
        if value is None:
            result.append(None)
            continue
        if aura:
            value -= 2 * (hermits - (c["card"] == "hermit"))
            value += 6 * (giants - (c["card"] == "little_giant"))
        value -= 4 * sum(owner != c["owner"] for owner in dragons)
        result.append(max(0, value))
    return result


def resolve_column(column: dict[str, Any], options: dict[str, Any]) -> dict[str, Any]:
    """KH-6 for one column: who wins its goal, totals (half-points), removed cards, why."""
    domain = goal_domain(column["goal"])
    cards = effective_cards(column)
    removed: list[dict[str, Any]] = []
    out: dict[str, Any] = {"goal": column["goal"], "removed": removed}

    def finish(values: list[int | None], lowest: bool, how: str) -> dict[str, Any]:
        winner, totals = award(cards, values, lowest)
        out.update(winner=winner, how=how if winner is not None else "nobody",
                   totals={str(k): v for k, v in sorted(totals.items())},
                   values=[[c["pos"], v] for c, v in zip(cards, values, strict=True)])
        return out

    def remove(keep: list[bool], by: str) -> None:
        removed.extend(dict(c, by=by) for c, k in zip(cards, keep, strict=True) if not k)
        cards[:] = [c for c, k in zip(cards, keep, strict=True) if k]

    if any(c["card"] == "musketeers" for c in cards):  # KH-6.2: abilities off
        values = [None if c["card"] == "doppelganger" else printed_half(c["card"], domain)
                  for c in cards]
        return finish(values, lowest=False, how="musketeers")
    if sum(c["card"] == "wizard" for c in cards) == 1:  # KH-6.3
        remove([v is None or v < WIZARD_MIN for v in base_values(cards, domain)], "wizard")
    if sum(c["card"] == "witch" for c in cards) == 1:  # KH-6.4
        remove([c["card"] == "witch" or v is None or v > WITCH_MAX
                for c, v in zip(cards, base_values(cards, domain), strict=True)], "witch")
    pairs = [c for c in cards if c["card"] in ("prince", "page")
             and {"prince", "page"} <= {o["card"] for o in cards if o["owner"] == c["owner"]}]
    if pairs:  # KH-6.5: nearest qualifying Prince-or-Page wins outright
        nearest = min(pairs, key=lambda c: c["pos"])
        out.update(winner=nearest["owner"], how="prince_page", totals={}, values=[])
        return out
    lowest = any(c["card"] == "beggar" for c in cards)  # KH-6.7
    return finish(final_values(cards, domain, options), lowest,
                  "lowest" if lowest else "highest")


def end_round(state: State) -> None:
    """KH-5: reveal everything, resolve and award every column, clear the table."""
    last = state["turn"]
    for column in state["columns"]:  # KH-5.1: too late for immediate abilities
        for slot in column["slots"]:
            slot["up"], slot["known"] = True, False
    mark_barrier(state)
    log(state, "round_over", round=state["round"])
    for j, column in enumerate(state["columns"]):
        for slot in column["slots"]:
            if slot["hidden"]:
                log(state, "cloak_revealed", column=j + 1, card=card_ref(slot["hidden"]),
                    **who(slot["owner"]))
    results = []
    for j, column in enumerate(state["columns"]):
        res = resolve_column(column, state["options"])
        res["column"] = j
        res["slots"] = [[s["owner"], s["card"], s["hidden"]] for s in column["slots"]]
        for gone in res.pop("removed"):  # the summary's slots + values say the rest
            log(state, f"removed_by_{gone['by']}", column=j + 1, card=card_ref(gone["card"]),
                **who(gone["owner"]))
        results.append(res)
        winner = res["winner"]
        if winner is None:  # KH-H9
            state["goals_out"].append(column["goal"])
            log(state, "goal_unclaimed", column=j + 1, **goal_ref(column["goal"]))
        else:  # KH-5.3
            state["won"][winner].append(column["goal"])
            if res["how"] == "prince_page":
                log(state, "goal_won_pair", column=j + 1, **goal_ref(column["goal"]),
                    **who(winner))
            else:  # KH-6.7: say when the lowest total won
                log(state, "goal_won_lowest" if res["how"] == "lowest" else "goal_won",
                    column=j + 1, **goal_ref(column["goal"]),
                    total=half_text(res["totals"][str(winner)]), **who(winner))
        for slot in column["slots"]:  # KH-5.4
            state["discards"][slot["owner"]].append(slot["card"])
            if slot["hidden"]:
                state["discards"][slot["owner"]].append(slot["hidden"])
    state["last_round"] = results
    state["columns"], state["selected"], state["moved"] = [], None, []
    if state["round"] >= ROUNDS:  # KH-8.1
        scores, winners = final_result(state["won"])
        state["final"] = {"scores": scores, "winners": winners}
        state["stack"] = []
        log(state, "game_over", winner_players=[w + 1 for w in winners])
        return
    first = next_with_cards(state, (last + 1) % state["players"])
    setup.start_round(state, (last + 1) % state["players"] if first is None else first)
    if first is None:  # KH-H11: nobody holds a card; the round cannot be played
        end_round(state)
