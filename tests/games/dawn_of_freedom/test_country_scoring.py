"""Country scoring (D89-9) on hand-built states."""

from __future__ import annotations

try:
    from .test_power_struggle_data import COM, DEM, find, make_state
except ImportError:  # tests/games/dawn_of_freedom is not a package (rootdir-relative import)
    from test_power_struggle_data import COM, DEM, find, make_state  # type: ignore[no-redef]

from game.games.dawn_of_freedom.rules.country_scoring import battlegrounds, score_country
from game.games.dawn_of_freedom.rules.data import COUNTRIES, SPACES


def test_D89_9_3_3_X1_poland_example() -> None:
    # COM controls Warszawa; DEM the Catholic Church, Polish Writers, Wroclaw, Krakow;
    # DEM's single SP in Gdansk controls nothing. DEM 6 + 2 = 8, COM 3 + 1 = 4: vp += 4.
    state = make_state({"warszawa": (3, 0), "catholic_church_poland": (0, 5),
                        "polish_writers": (0, 2), "wroclaw": (0, 3), "krakow": (0, 3),
                        "gdansk": (0, 1)}, vp=-2)
    out = score_country(state, "poland")
    assert out[DEM] == {"spaces": 4, "battlegrounds": 2, "level": "domination", "level_vp": 6,
                        "total": 8}
    assert out[COM] == {"spaces": 1, "battlegrounds": 1, "level": "presence", "level_vp": 3,
                        "total": 4}
    assert out["delta"] == 4 and state["vp"] == 2  # D89-EC-45
    assert find(state, "dof.ps.country_scored")[0]["delta"] == 4


def test_D89_9_3_1_X1_only_the_highest_level_scores() -> None:
    # COM dominates Romania: 4 VP, not also the 2 for Presence (+1 per battleground).
    bg = [s for s in COUNTRIES["romania"]["spaces"] if SPACES[s]["battleground"]]
    other = [s for s in COUNTRIES["romania"]["spaces"] if not SPACES[s]["battleground"]]
    sp = {bg[0]: (SPACES[bg[0]]["stability"], 0), other[0]: (SPACES[other[0]]["stability"], 0)}
    state = make_state(sp)
    out = score_country(state, "romania")
    assert out[COM]["level"] == "domination" and out[COM]["total"] == 4 + 1
    assert out[DEM]["level"] is None and out[DEM]["total"] == 0
    assert state["vp"] == -5


def _control_all(country: str, side: str, spaces: list[str]) -> dict[str, tuple[int, int]]:
    return {s: ((SPACES[s]["stability"], 0) if side == COM else (0, SPACES[s]["stability"]))
            for s in spaces}


def test_D89_9_2_control_needs_every_battleground_but_no_non_battleground() -> None:
    # D89-EC-46, D89-AMB-18: DEM holds all Hungarian battlegrounds and nothing else.
    bgs = battlegrounds(make_state(), "hungary")
    state = make_state(_control_all("hungary", DEM, bgs))
    out = score_country(state, "hungary")
    assert out[DEM]["level"] == "control"
    assert out[DEM]["total"] == COUNTRIES["hungary"]["scoring"]["control"] + len(bgs)


def test_D89_9_2_domination_needs_a_non_battleground() -> None:
    bgs = battlegrounds(make_state(), "poland")
    state = make_state(_control_all("poland", DEM, bgs[:3]))
    out = score_country(state, "poland")
    assert out[DEM]["level"] == "presence" and out[DEM]["total"] == 3 + 3


def test_D89_9_2_domination_needs_more_battlegrounds_than_the_opponent() -> None:
    bgs = battlegrounds(make_state(), "poland")
    sp = {**_control_all("poland", DEM, [bgs[0], "bydgoszcz", "lublin"]),
          **_control_all("poland", COM, [bgs[1]])}
    out = score_country(make_state(sp), "poland")
    assert out[DEM]["level"] == "presence" and out[COM]["level"] == "presence"


def test_D89_9_2_control_needs_more_spaces_than_the_opponent() -> None:
    # COM holds every Bulgarian battleground, DEM as many non-battlegrounds: no Control.
    bgs = battlegrounds(make_state(), "bulgaria")
    nbg = [s for s in COUNTRIES["bulgaria"]["spaces"] if s not in bgs][: len(bgs)]
    assert len(nbg) == len(bgs)
    sp = {**_control_all("bulgaria", COM, bgs), **_control_all("bulgaria", DEM, nbg)}
    out = score_country(make_state(sp), "bulgaria")
    assert out[COM]["level"] == "presence" and out[DEM]["level"] == "presence"
    assert out["delta"] == 1 - (1 + len(bgs))


def test_D89_9_nobody_controls_anything_scores_zero() -> None:
    state = make_state({"gdansk": (0, 1)}, vp=5)
    out = score_country(state, "poland")
    assert out["delta"] == 0 and state["vp"] == 5
    assert out[COM]["level"] is None and out[DEM]["level"] is None


def test_D89_AMB_17_destroyed_battleground_leaves_the_total() -> None:
    bgs = battlegrounds(make_state(), "romania")
    state = make_state(_control_all("romania", DEM, bgs[1:]))
    assert score_country(make_state(_control_all("romania", DEM, bgs[1:])), "romania")[DEM][
        "level"] != "control"
    state["destroyed"] = [bgs[0]]
    assert battlegrounds(state, "romania") == bgs[1:]
    assert score_country(state, "romania")[DEM]["level"] == "control"
