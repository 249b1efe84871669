"""Ship auctions (BR-7.7, BR-H16).

Implementation notes:
- An auction round is one `auction` frame of its initiator: ["ship", id] opens the bidding on
  an unowned ship at its minimum bid (the initiator must afford it), ["done"] declines.
- The `bid` frame asks the bidders clockwise from the initiator's left, skipping the leader:
  ["bid", amount] (at least 1k more, at most one's cash) or ["pass"] (out of this auction).
  A bidder who cannot raise passes without being asked (cash is public, BR-12.1); the log
  says who and why (`cannot_bid`), so a ship bought at once is not bought without a word.
- The winner pays the bank and docks the ship in an uncaptured Confederate or a neutral port
  (`dock` frame). Winners sit out the rest of the round; the round ends when the initiator
  wins or declines.
- `auction_view` is the view's `auction` key (STATE.md): the board reads who bids next there.
"""

from __future__ import annotations

from typing import Any

from game.engine.frames import FrameType
from game.engine.types import Action, Decision, Prompt, State

from .common import FRAMES, log, pay_bank
from .data import HOUSE, SHIPS

RAISE = HOUSE["auction_min_raise_k"]


def for_sale(state: State, seat: int) -> list[str]:
    return [s for s, v in state["ships"].items() if v["owner"] is None and not v["lost"]
            and SHIPS[s]["minimum_bid_k"] <= state["cash"][seat]]


def can_auction(state: State, seat: int) -> bool:
    return bool(for_sale(state, seat))


def start_auction(state: State, seat: int) -> None:
    FRAMES.push(state, "auction", seat=seat, winners=[])


@FRAMES.define("auction")
class Auction(FrameType):
    decision = Decision("choice", "auction")  # a ship for sale, or done

    def legal(self, state: State, frame: dict[str, Any], seat: int) -> list[Action]:
        return [["ship", s] for s in for_sale(state, seat)] + [["done"]]

    def apply(self, state: State, frame: dict[str, Any], seat: int, action: Action) -> None:
        if action[0] == "done":
            FRAMES.pop(state, "auction")
            return
        n = state["players"]
        ship = action[1]
        bidders = [(seat + i) % n for i in range(1, n + 1)
                   if (seat + i) % n not in frame["winners"]]
        log(state, "auction", player=seat + 1, ship=ship, amount=SHIPS[ship]["minimum_bid_k"])
        bid = FRAMES.push(state, "bid", ship=ship, high=SHIPS[ship]["minimum_bid_k"],
                          leader=seat, bidders=bidders, turn=0, initiator=seat)
        _advance(state, bid)

    def prompt(self, state: State, frame: dict[str, Any], seat: int) -> Prompt:
        return Prompt("br.prompt.auction")


def _advance(state: State, frame: dict[str, Any]) -> None:
    """Move the bidding on to the next seat that can raise; settle when one is left."""
    while True:
        if frame["bidders"] == [frame["leader"]] or len(frame["bidders"]) <= 1:
            return _won(state, frame)
        frame["turn"] %= len(frame["bidders"])
        seat = frame["bidders"][frame["turn"]]
        if seat == frame["leader"]:
            frame["turn"] += 1
        elif state["cash"][seat] < frame["high"] + RAISE:
            frame["bidders"].remove(seat)  # cannot raise: out, and the log says why
            log(state, "cannot_bid", player=seat + 1, cash=state["cash"][seat],
                least=frame["high"] + RAISE)
        else:
            return


def _won(state: State, frame: dict[str, Any]) -> None:
    FRAMES.pop(state, "bid")
    winner, ship, price = frame["leader"], frame["ship"], frame["high"]
    pay_bank(state, winner, price)
    state["ships"][ship]["owner"] = winner
    log(state, "bought", player=winner + 1, ship=ship, amount=price)
    auction = FRAMES.top(state)
    auction["winners"].append(winner)
    if winner == frame["initiator"]:
        FRAMES.pop(state, "auction")
    FRAMES.push(state, "dock", seat=winner, ship=ship, kinds=HOUSE["auction_port_kinds"])


def auction_view(state: State) -> dict[str, Any] | None:
    """For the board, while an auction round is open: its initiator and those who already
    won a ship this round, and once a ship is up, the ship, the high bid and its leader, who
    bids next, the least raise and who is still in."""
    frames = {f["name"]: f for f in state["stack"] if f["name"] in ("auction", "bid")}
    if "auction" not in frames:
        return None
    out: dict[str, Any] = {"initiator": frames["auction"]["seat"],
                           "winners": list(frames["auction"]["winners"]), "ship": None,
                           "high": None, "leader": None, "next": None, "least": None,
                           "bidders": []}
    bid = frames.get("bid")
    if bid is not None:
        out.update(ship=bid["ship"], high=bid["high"], leader=bid["leader"],
                   next=bid["bidders"][bid["turn"]], least=bid["high"] + RAISE,
                   bidders=list(bid["bidders"]))
    return out


@FRAMES.define("bid")
class Bid(FrameType):
    def decide(self, state: State, frame: dict[str, Any], seat: int | None) -> Decision:
        """Bids are made in the open, round the table."""
        return Decision("open", "bid", (), {"ship": frame["ship"]})

    def seats(self, state: State, frame: dict[str, Any]) -> list[int]:
        return [frame["bidders"][frame["turn"]]]

    def legal(self, state: State, frame: dict[str, Any], seat: int) -> list[Action]:
        low = frame["high"] + RAISE
        return [["bid", k] for k in range(low, state["cash"][seat] + 1)] + [["pass"]]

    def check(self, state: State, frame: dict[str, Any], seat: int, action: Action) -> bool:
        if action == ["pass"]:
            return True
        return (len(action) == 2 and action[0] == "bid" and type(action[1]) is int
                and frame["high"] + RAISE <= action[1] <= state["cash"][seat])

    def apply(self, state: State, frame: dict[str, Any], seat: int, action: Action) -> None:
        if action == ["pass"]:
            frame["bidders"].remove(seat)
            log(state, "passed", player=seat + 1)
        else:
            frame.update(high=action[1], leader=seat)
            frame["turn"] += 1
            log(state, "bid", player=seat + 1, amount=action[1])
        _advance(state, frame)

    def prompt(self, state: State, frame: dict[str, Any], seat: int) -> Prompt:
        return Prompt("br.prompt.bid", {"ship": frame["ship"], "high": frame["high"]})
