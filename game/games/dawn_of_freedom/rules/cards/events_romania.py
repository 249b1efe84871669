"""The Crowd Turns Against Ceausescu (54) and The Tyrant is Gone (97), D89-7.6.

Implementation notes:
- Playing the event marks it waiting (romania.mark_ctac_played) and the card sits in the
  lasting area until the next Power Struggle in Romania (any source, also the New Year's Eve
  struggle, D89-10.3 note).
- It takes effect through power_struggle.AFTER_DEAL_HOOKS, after the deal and its adjustments,
  before Raise the Stakes (D89-AMB-10); romania.py's own hook (which marks CTAC resolved) runs
  first because the core registers it first.
- Effect (reference summary; the rulebook gives only the timing): the top 15 cards of the undealt
  Power Struggle deck (fewer if short) are turned face up and go to the struggle's discard pile;
  each Rally in the Square card among them (suited cards only, not leaders) is worth 3 Ops; the
  Democrat conducts Operations with that value restricted to Romania (placement or 2 checks,
  D89-7.4: modifiers of lasting events apply). No Rally card: no Operations. The card then
  leaves the game (asterisk).
- The Tyrant is Gone (97): needs CTAC played (the card data's prerequisite; else the event
  cannot occur and the card goes to the discard pile, D89-7.6.3). The card then stays in the
  lasting area for the rest of the game; romania.play_tig resolves it at once (CTAC resolved)
  or lets it wait for the Romania struggle (CTAC waiting). Resolution (romania.resolve_tig):
  4 Communist SPs off Cluj-Napoca, then the flight (D89-7.6.5). Only a resolved TIG counts as
  in effect (events.in_effect): from then on the Ceausescu events do nothing (D89-5.2.X5).
"""

from __future__ import annotations

from game.engine.types import State, log_entry

from .. import events, operations, power_struggle, romania
from ..common import DEM

CTAC = 54
TIG = 97
REVEAL = 15


@events.register(CTAC)  # The Crowd Turns Against Ceausescu
class CrowdTurnsAgainstCeausescu(events.Event):
    def resolve(self, state, side):
        romania.mark_ctac_played(state)


@events.register(TIG)  # The Tyrant is Gone
class TyrantIsGone(events.Event):
    def can_occur(self, state, side):
        return state["romania"]["ctac"] != "none"

    def resolve(self, state, side):
        romania.play_tig(state)


def on_deal(state: State) -> None:
    ps = state["ps"]
    if ps["country"] != "romania" or CTAC not in state["lasting"]:
        return
    shown = ps["deck"][-REVEAL:]
    del ps["deck"][-len(shown):]
    ps["discard"].extend(shown)
    rallies = sum(1 for c in shown if power_struggle.PS_CARDS[c].get("kind") == "suited"
                  and power_struggle.PS_CARDS[c].get("suit") == power_struggle.RALLY)
    state["log"].append(log_entry("dof.log.ctac", cards=sorted(shown), rallies=rallies,
                                  ops=3 * rallies))
    events.end_lasting(state, CTAC)
    if rallies:
        operations.start(state, DEM, None, base=3 * rallies, country="romania")


power_struggle.AFTER_DEAL_HOOKS.append(on_deal)
