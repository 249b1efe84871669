"""D89-13 Play Balance Mechanism (optional, 2020).

Implementation notes:
- Seats are bound to sides (seat 0 = Communist), so the sealed bid itself, which decides who
  plays which side, happens before the seats are taken. The engine takes its outcome as the
  game option `play_balance`: "none" or "<side>_<n>", the side that receives n extra SPs.
- Those SPs are placed after the 7+7 placement of D89-3.4 under the same restriction (no
  opponent SPs in the space; D89-AMB-14, D89-AMB-16).
- resolve_bids works out a bid's outcome (for the New Game screen and the tests): same side
  offered -> the larger bid wins (a tie is settled by the die-roll winner, re-rolling equal
  rolls, D89-AMB-15); opposite sides -> each player takes the side offered to him, no SPs.
- settle = resolve_bids plus the roll-off (roll_off, only for equal bids) and the option value;
  the New Game screen's bid scene (game/ui/scenes/side_bid.py) uses it with a random.Random
  seeded from the game's seed, so a bid replays the same.
- bot_bid is a HOUSE DEFAULT, not in the rulebook: a bot wants either side with equal chance
  and offers 0, 1 or 2 SPs (equal chance), a modest bid that never gives much away.
"""

from __future__ import annotations

import random

from .common import COM, DEM, SIDES, opp

MAX_BID = 5
OPTION = "play_balance"  # the game option that takes the bid's outcome
BOT_MAX_BID = 2  # house default for bot_bid
CHOICES: tuple[str, ...] = ("none",) + tuple(
    f"{side}_{n}" for side in (DEM, COM) for n in range(1, MAX_BID + 1))


def extra_placement(choice: str) -> list[tuple[str, int]]:
    if choice == "none":
        return []
    side, _, n = choice.partition("_")
    return [(side, int(n))]


def resolve_bids(bid_a: tuple[str, int], bid_b: tuple[str, int],
                 roll_winner: int = 0) -> dict[str, object]:
    """Each bid is (side offered to the opponent, SPs). Returns the side each bidder plays and
    the extra SPs (side, n) or None. `roll_winner` (0 = a, 1 = b) settles equal bids."""
    (side_a, n_a), (side_b, n_b) = bid_a, bid_b
    if side_a != side_b:
        return {"a": side_b, "b": side_a, "extra": None}
    winner = 0 if n_a > n_b else 1 if n_b > n_a else roll_winner
    n = (n_a, n_b)[winner]
    wished = opp(side_a)
    sides = (wished, side_a) if winner == 0 else (side_a, wished)
    return {"a": sides[0], "b": sides[1], "extra": (side_a, n) if n else None}


def check_bid(bid: tuple[str, int]) -> None:
    side, n = bid
    if side not in SIDES or not 0 <= n <= MAX_BID:
        raise ValueError(f"A bid offers {' or '.join(SIDES)} 0..{MAX_BID} SPs, not {bid!r}.")


def bot_bid(rand: random.Random) -> tuple[str, int]:
    """A bot's bid (house default, see the module notes): (side offered, SPs)."""
    wanted = rand.choice(SIDES)
    return opp(wanted), rand.randint(0, BOT_MAX_BID)


def roll_off(rand: random.Random) -> tuple[int, list[tuple[int, int]]]:
    """D89-13 equal bids: each bidder rolls a die, equal rolls are rolled again (D89-AMB-15).
    Returns the winner (0 = bidder a, 1 = bidder b) and every pair of rolls, the last decisive."""
    rolls: list[tuple[int, int]] = []
    while True:
        a, b = rand.randint(1, 6), rand.randint(1, 6)
        rolls.append((a, b))
        if a != b:
            return (0 if a > b else 1), rolls


def option_value(extra: tuple[str, int] | None) -> str:
    """The `play_balance` option for an outcome's extra SPs: "none" or "<side>_<n>"."""
    return "none" if extra is None else f"{extra[0]}_{extra[1]}"


def settle(bid_a: tuple[str, int], bid_b: tuple[str, int],
           rand: random.Random) -> dict[str, object]:
    """The whole outcome of two revealed bids: resolve_bids plus "winner" (the bidder whose
    bid counts, None for opposite sides), "rolls" (the roll-off, only for equal bids) and
    "option" (the `play_balance` value)."""
    check_bid(bid_a)
    check_bid(bid_b)
    winner: int | None = None
    rolls: list[tuple[int, int]] = []
    if bid_a[0] == bid_b[0]:
        if bid_a[1] == bid_b[1]:
            winner, rolls = roll_off(rand)
        else:
            winner = 0 if bid_a[1] > bid_b[1] else 1
    outcome = resolve_bids(bid_a, bid_b, winner or 0)
    outcome.update(winner=winner, rolls=rolls, option=option_value(outcome["extra"]))
    return outcome


def seat_order(outcome: dict[str, object]) -> tuple[int, int]:
    """Which bidder (0 = a, 1 = b) takes each seat (seat 0 plays SIDES[0], the Communist)."""
    return (0, 1) if outcome["a"] == SIDES[0] else (1, 0)


__all__ = ["CHOICES", "COM", "MAX_BID", "OPTION", "SIDES", "bot_bid", "check_bid",
           "extra_placement", "option_value", "resolve_bids", "roll_off", "seat_order",
           "settle"]
