"""The non-Scoring card events implemented so far (each registers in events.IMPLEMENTED).

Implementation notes:
- Only events whose effect the rulebook pins down are here; the rest come with their own issue
  and stay playable for Operations only (events.py).
- Jan Palach Week (29): 6 Democrat SPs in Charles University, a direct placement not subject
  to D89-6.1 (D89-5.2.X1, D89-7.4).
- Li Peng (53): lasting; its +1 to Communist TS attempts is applied by tiananmen.attempt.
- Perestroika (25): lasting for the turn; +1 Op to every Communist use of a card's Ops
  (D89-7.3.3), including the free box-6 check (D89-4.5.3).
- Solidarity Legalized (2): 1 Democrat SP in every uncontrolled Polish Worker and Farmer space;
  lasting: the Communist may not target Gdansk with Support Checks; enables Walesa.
- Honecker (15): lasting for the turn; the Communist may take one non-Scoring card (not
  Honecker) from the discard pile; the optional 8th action round is the sequence's (D89-4.1,
  D89-AMB-02); Modrow forbids the event through the card data (D89-5.2.X3).
- Walesa (3, needs Solidarity Legalized in effect, D89-5.2.X2): 4 Democrat SPs placed directly
  in Poland, then two Support Checks in Poland with this card's Ops for the Democrat.
"""

from __future__ import annotations

from game.engine.frames import FrameType
from game.engine.types import Prompt, State, log_entry

from . import board, events, operations
from .common import COM, FRAMES, core_frame, seat_of
from .data import CARDS, COUNTRIES, HONECKER, LI_PENG, SPACES, card_number

JAN_PALACH_WEEK = card_number("Jan Palach Week")
PERESTROIKA = card_number("Perestroika")
SOLIDARITY_LEGALIZED = card_number("Solidarity Legalized")
WALESA = card_number("Walesa")
POLAND = COUNTRIES["poland"]["spaces"]


@events.register(JAN_PALACH_WEEK)
class JanPalachWeek(events.Event):
    def resolve(self, state: State, side: str) -> None:
        board.add_sp(state, "charles_university", side, 6)


@events.register(LI_PENG)
class LiPeng(events.Event):
    def resolve(self, state: State, side: str) -> None:
        pass  # lasting: tiananmen.attempt reads state["lasting"]


@events.register(PERESTROIKA)
class Perestroika(events.Event):
    def resolve(self, state: State, side: str) -> None:
        pass  # lasting: the Ops modifier below applies while the card is in state["lasting"]


events.OPS_MODIFIERS[PERESTROIKA] = lambda state, user, card, context: int(user == COM)


@events.register(SOLIDARITY_LEGALIZED)
class SolidarityLegalized(events.Event):
    def resolve(self, state: State, side: str) -> None:
        for space in POLAND:
            if (SPACES[space]["socio"] in ("worker", "farmer") and board.on_map(state, space)
                    and board.controller(state, space) is None):
                board.add_sp(state, space, side)


events.CHECK_BANS[SOLIDARITY_LEGALIZED] = (
    lambda state, side, target: side == COM and target == "gdansk")


@events.register(WALESA)
class Walesa(events.Event):
    def resolve(self, state: State, side: str) -> None:
        ops = operations.effective_ops(state, WALESA, side, context={"use": "check"})
        operations.start_checks(state, side, ops, country="poland")  # runs after the placing
        events.place_direct(state, side, 4, POLAND)


@events.register(HONECKER)
class Honecker(events.Event):
    def resolve(self, state: State, side: str) -> None:
        if salvage_cards(state):
            FRAMES.push(state, "salvage", seat=seat_of(side), side=side)


def salvage_cards(state: State) -> list[int]:
    return sorted(c for c in state["discard"] if not CARDS[c]["scoring"] and c != HONECKER)


@core_frame("salvage")
class Salvage(FrameType):
    """Honecker: may take one non-Scoring card from the discard pile into hand."""

    def legal(self, state, frame, seat):
        return [["take", c] for c in salvage_cards(state)] + [["done"]]

    def apply(self, state, frame, seat, action):
        state["stack"].pop()
        if action[0] == "take":
            state["discard"].remove(action[1])
            state["hands"][frame["side"]].append(action[1])
            state["log"].append(log_entry("dof.log.salvage", side=frame["side"], card=action[1]))

    def prompt(self, state, frame, seat):
        return Prompt("dof.prompt.salvage")
