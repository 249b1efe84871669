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
"""

from __future__ import annotations

from .common import COM, DEM, opp

MAX_BID = 5
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


__all__ = ["CHOICES", "COM", "extra_placement", "resolve_bids"]
