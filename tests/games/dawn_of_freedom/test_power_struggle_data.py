"""Power Struggle data checks (D89-APPX-A, D89-NS-03) and the shared helpers of the PS and
country-scoring tests: hand-built states (STATE.md keys), forced hands and a driver that acts
only through FRAMES, the way the game does.
"""

from __future__ import annotations

import contextlib
from collections import Counter
from collections.abc import Iterator
from typing import Any

from game.engine import rng
from game.games.dawn_of_freedom.rules import power_struggle as ps_mod
from game.games.dawn_of_freedom.rules.common import FRAMES, seat_of
from game.games.dawn_of_freedom.rules.data import COUNTRIES, SPACES

COM, DEM = "com", "dem"


def make_state(sp: dict[str, tuple[int, int]] | None = None, *, vp: int = 0,
               lasting: tuple[int, ...] = (), rolls: tuple[int, ...] = (),
               seed: int = 7) -> dict[str, Any]:
    """A mid-game 1989 state: `sp` maps space -> (com, dem); everything else empty."""
    state: dict[str, Any] = {
        "game": "dawn_of_freedom", "rng": rng.new_rng(seed),
        "sp": {s: {"com": 0, "dem": 0} for s in SPACES}, "vp": vp,
        "discard": [], "removed": [], "lasting": list(lasting),
        "power": {c: "com" for c in COUNTRIES}, "retentions": {c: 0 for c in COUNTRIES},
        "stack": [], "log": [], "over": None, "destroyed": [], "nye": False,
        "romania": {"ctac": "none", "tig": "none", "tyrant": None},
    }
    for space, (com, dem) in (sp or {}).items():
        state["sp"][space] = {"com": com, "dem": dem}
    state["rng"]["forced_rolls"] = list(rolls)
    return state


@contextlib.contextmanager
def forced_hands(com: list[int], dem: list[int]) -> Iterator[None]:
    """Replace the dealt hands (a test-only after-deal hook); the rest become the deck."""

    def hook(state: dict[str, Any]) -> None:
        ps = state["ps"]
        ps["hands"] = {"com": list(com), "dem": list(dem)}
        ps["deck"] = [c for c in sorted(ps_mod.PS_CARDS) if c not in com and c not in dem]

    ps_mod.AFTER_DEAL_HOOKS.append(hook)
    try:
        yield
    finally:
        ps_mod.AFTER_DEAL_HOOKS.remove(hook)


def start(state: dict[str, Any], country: str, initiator: str, com: list[int] | None = None,
          dem: list[int] | None = None, source: str = "scoring") -> dict[str, Any]:
    if com is None and dem is None:
        ps_mod.begin(state, country, initiator, source)
    else:
        with forced_hands(com or [], dem or []):
            ps_mod.begin(state, country, initiator, source)
    return state


def top(state: dict[str, Any]) -> str | None:
    return state["stack"][-1]["name"] if state["stack"] else None


def legal(state: dict[str, Any], side: str) -> list[list[Any]]:
    return FRAMES.legal_actions(state, seat_of(side))


def act(state: dict[str, Any], side: str, *action: Any) -> None:
    """One move through FRAMES, refused unless `side` is active and the move is legal."""
    seat = seat_of(side)
    assert FRAMES.active_seats(state) == [seat], (side, top(state))
    assert list(action) in FRAMES.legal_actions(state, seat), (action, legal(state, side))
    FRAMES.apply(state, seat, list(action))


def keys(state: dict[str, Any]) -> list[str]:
    return [e["key"] for e in state["log"]]


def find(state: dict[str, Any], key: str) -> list[dict[str, Any]]:
    return [e["params"] for e in state["log"] if e["key"] == key]


class C:
    """Card ids (data/power_struggle_cards.json) used by the scenarios."""

    RALLY = [1, 2, 3, 4, 5, 6]
    STRIKE6, STRIKE3 = 7, 15
    MARCH6, MARCH6B, MARCH5, MARCH4, MARCH3 = 19, 20, 21, 23, 27
    PETITION6, PETITION5 = 31, 34
    ELITE, ELITE2, INTELLECTUAL, WORKER, CHURCH, STUDENT = 37, 38, 41, 45, 47, 48
    SUPPORT_FALTERS, SUPPORT_SURGES, SCARE_TACTICS, TACTIC_FAILS = 49, 50, 51, 52


# ------------------------------------------------------------------------------------------
def test_D89_APPX_A_deck_distribution() -> None:
    cards = ps_mod.PS_CARDS.values()
    assert len(ps_mod.PS_CARDS) == 52 and sorted(ps_mod.PS_CARDS) == list(range(1, 53))
    suited = Counter((c["suit"], c["rank"]) for c in cards if c["kind"] == "suited")
    assert suited[("rally_in_the_square", 1)] == 6
    for suit in ("march", "strike"):
        assert [suited[(suit, r)] for r in (6, 5, 4, 3)] == [2, 2, 4, 4]
    assert suited[("petition", 6)] == 3 and suited[("petition", 5)] == 3
    leaders = Counter(c["leader"] for c in cards if c["kind"] == "leader")
    assert leaders == {"intellectual": 4, "elite": 4, "worker": 2, "church": 1, "student": 1}
    assert all(c["rank"] == 3 for c in cards if c["kind"] == "leader")
    wild = {c["wild"] for c in cards if c["kind"] == "wild"}
    assert wild == {"support_falters", "support_surges", "scare_tactics", "tactic_fails"}
    assert ps_mod.TACTIC_FAILS == C.TACTIC_FAILS
    # leader types are real socio-economic space types (D89-2.1.3)
    assert set(leaders) <= {s["socio"] for s in SPACES.values()}


def test_D89_NS_03_results_table_anchors_and_clamp() -> None:
    assert ps_mod.result("support_loss", 2) == 1  # D89-8.4.2.X1
    assert ps_mod.result("vp", 4) == 2  # D89-8.4.3.X1
    assert [ps_mod.result("vp", r) for r in range(-3, 11)] == [0] * 5 + [1, 1, 2, 2, 3] + [4] * 4


def test_D89_8_1_1_deal_count_formula() -> None:
    assert [ps_mod.deal_count(c) for c in range(6)] == [0, 6, 8, 10, 12, 14]
