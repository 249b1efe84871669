"""D89-13 Play Balance Mechanism (optional, 2020): the sealed bid for the sides.

Implementation notes:
- With the option `side_bid` the game starts with the bid, before any card is dealt (D89-13,
  spec §3 step 0): a simultaneous secret choice (engine frames.SecretChoice) where each
  player bids ["bid", "<side>_<n>"], the side offered to the opponent and 0..MAX_BID SPs
  ("dem_2" = "I want the Communist and offer the Democrat player 2 SPs"). A bid may be
  changed until it is sealed (["seal"]); when both are sealed they are revealed in the log.
- Same side offered: the larger bid wins; the winner plays the side he wants, the other plays
  the offered side and places the n extra SPs. Equal bids: a roll-off (rng.roll, equal rolls
  rolled again, D89-AMB-15 [DEFAULT]), and the higher roller chooses which of the two bids
  wins (frame `side_bid_choice`: ["winning_bid", "mine"] or ["winning_bid", "theirs"]).
  Opposite sides: each takes the side the opponent offered him, no extra SPs.
- Seats are sides everywhere in 1989 (seat 0 = Communist), so the bid's players sit at
  seats 0 and 1 in New Game order while bidding; the outcome reseats them
  (engine/rules.reseat: the session moves names and controllers) so that the Communist
  player takes seat 0. Then the cards are dealt and the set-up placement starts
  (placement.begin); the extra SPs follow the 7+7 placement under the same restriction
  (D89-3.4.N; D89-AMB-14, D89-AMB-16). The outcome is recorded as the `play_balance`
  option in state["options"] (the option the New Game screen also offers directly; with the
  bid on, a value set there by hand gives way to the bid's outcome).
- bot_bid is a HOUSE DEFAULT, not in the rulebook: a bot wants either side with equal chance
  and offers 0, 1 or 2 SPs (equal chance), a modest bid that never gives much away. A bot
  that wins a roll-off lets its own bid win (it takes the side it wanted).
"""

from __future__ import annotations

import random

from game.engine import rng
from game.engine.frames import FrameType, SecretChoice, push_secret
from game.engine.rules import reseat
from game.engine.types import Action, Decision, Prompt, State, log_entry

from .common import COM, DEM, FRAMES, SIDES, opp, side_of
from .placement import begin

MAX_BID = 5
OPTION = "play_balance"  # the game option that holds a bid's outcome: extra set-up SPs
BID_OPTION = "side_bid"  # the game option that starts the game with the bid
BOT_MAX_BID = 2  # house default for bot_bid
BIDS: tuple[str, ...] = tuple(f"{side}_{n}" for side in (DEM, COM) for n in range(MAX_BID + 1))
CHOICES: tuple[str, ...] = ("none",) + tuple(b for b in BIDS if not b.endswith("_0"))
FRAME_NAMES = ("side_bid", "side_bid_choice")


def parse(bid: str) -> tuple[str, int]:
    """A bid or option value "<side>_<n>" as (side offered, n)."""
    side, _, n = bid.partition("_")
    return side, int(n)


def extra_placement(choice: str) -> list[tuple[str, int]]:
    if choice == "none":
        return []
    return [parse(choice)]


def resolve_bids(bid_a: tuple[str, int], bid_b: tuple[str, int],
                 roll_winner: int = 0) -> dict[str, object]:
    """Each bid is (side offered to the opponent, SPs). Returns the side each bidder plays and
    the extra SPs (side, n) or None. `roll_winner` (0 = a, 1 = b) is the bid that wins when
    both are equal (the higher roller's choice)."""
    (side_a, n_a), (side_b, n_b) = bid_a, bid_b
    if side_a != side_b:
        return {"a": side_b, "b": side_a, "extra": None}
    winner = 0 if n_a > n_b else 1 if n_b > n_a else roll_winner
    n = (n_a, n_b)[winner]
    wished = opp(side_a)
    sides = (wished, side_a) if winner == 0 else (side_a, wished)
    return {"a": sides[0], "b": sides[1], "extra": (side_a, n) if n else None}


def option_value(extra: tuple[str, int] | None) -> str:
    """The `play_balance` option for an outcome's extra SPs: "none" or "<side>_<n>"."""
    return "none" if extra is None else f"{extra[0]}_{extra[1]}"


def bot_bid(rand: random.Random) -> tuple[str, int]:
    """A bot's bid (house default, see the module notes): (side offered, SPs)."""
    wanted = rand.choice(SIDES)
    return opp(wanted), rand.randint(0, BOT_MAX_BID)


def bot_action(state: State, seat: int, rand: random.Random) -> Action:
    """A bot's action in the bid (house default): bid once by bot_bid, seal; after winning a
    roll-off, let its own bid win."""
    frame = state["stack"][-1]
    if frame["name"] == "side_bid_choice":
        return ["winning_bid", "mine"]
    if frame["secret"][seat] is None:
        side, n = bot_bid(rand)
        return ["bid", f"{side}_{n}"]
    return ["seal"]


def start(state: State) -> None:
    """Open the game with the bid: both players choose at once, in secret."""
    push_secret(state, "side_bid", [0, 1], 2)


def _bid_params(bid: str) -> dict[str, object]:
    offered, n = parse(bid)
    return {"wanted": opp(offered), "offered": offered, "n": n}


FRAME_NAMES = ("side_bid", "side_bid_choice")


@FRAMES.define("side_bid")
class SideBid(SecretChoice):
    verb = "bid"
    decision = Decision("secret", "bid", ("pick",))  # the sealed bids (D89-13)

    def choices(self, state, frame, seat):
        return list(BIDS)

    def secret_prompt(self, state, frame, seat):
        mine = frame["secret"][seat]
        if mine is None:
            return Prompt("dof.prompt.side_bid", {"max": MAX_BID})
        return Prompt("dof.prompt.side_bid_chosen", _bid_params(mine))

    def on_seal(self, state, frame, seat):
        state["log"].append(log_entry("dof.log.bid_sealed", player=seat + 1))

    def reveal(self, state, frame):
        FRAMES.pop(state, "side_bid")
        bids = [parse(b) for b in frame["secret"]]
        for seat, bid in enumerate(frame["secret"]):
            state["log"].append(log_entry("dof.log.bid", player=seat + 1, **_bid_params(bid)))
        if bids[0] != bids[1]:
            finish(state, bids, 0)
            return
        while True:  # D89-AMB-15: equal rolls are rolled again
            rolls = [rng.roll(state), rng.roll(state)]
            higher = 0 if rolls[0] > rolls[1] else 1
            key = "dof.log.bid_roll_again" if rolls[0] == rolls[1] else "dof.log.bid_roll"
            state["log"].append(log_entry(key, a_player=1, a=rolls[0], b_player=2, b=rolls[1],
                                          player=higher + 1))
            if rolls[0] != rolls[1]:
                break
        FRAMES.push(state, "side_bid_choice", seat=higher, bid=frame["secret"][higher])


@FRAMES.define("side_bid_choice")
class SideBidChoice(FrameType):
    """D89-13 equal bids: the higher roller chooses which of the two bids wins."""

    decision = Decision("choice", "bid")

    def legal(self, state, frame, seat):
        return [["winning_bid", "mine"], ["winning_bid", "theirs"]]

    def apply(self, state, frame, seat, action):
        FRAMES.pop(state, "side_bid_choice")
        winner = seat if action[1] == "mine" else 1 - seat
        state["log"].append(log_entry("dof.log.bid_choice", player=seat + 1,
                                      winner_player=winner + 1))
        bid = parse(frame["bid"])
        finish(state, [bid, bid], winner)

    def prompt(self, state, frame, seat):
        return Prompt("dof.prompt.side_bid_choice", _bid_params(frame["bid"]))


def finish(state: State, bids: list[tuple[str, int]], roll_winner: int) -> None:
    """Seat the players by the outcome (the Communist player at seat 0), record the extra SPs
    and start the set-up."""
    outcome = resolve_bids(bids[0], bids[1], roll_winner)
    if outcome["a"] != side_of(0):
        reseat(state, [1, 0])
    extra = outcome["extra"]
    state["options"][OPTION] = option_value(extra)
    state["log"].append(log_entry("dof.log.bid_sides", com_player=1, dem_player=2))
    if extra:
        state["log"].append(log_entry("dof.log.bid_extra", side=extra[0], n=extra[1]))
    begin(state, [extra] if extra else [])


__all__ = ["BIDS", "BID_OPTION", "CHOICES", "COM", "FRAME_NAMES", "MAX_BID", "OPTION", "SIDES",
           "bot_action", "bot_bid", "extra_placement", "option_value", "parse",
           "resolve_bids", "start"]
