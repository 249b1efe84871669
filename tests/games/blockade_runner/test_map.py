"""maps/blockade_runner.tmx: names are the engine's zone, port and city ids, every track and
tray box exists, no two boxes overlap, each lies in its area, and the generator reproduces the
committed files byte for byte (issue #22 point 1)."""

from __future__ import annotations

from pathlib import Path

from game.games.blockade_runner import make_map as gen
from game.games.blockade_runner.rules import data
from game.ui.tiled import load_map

ROOT = Path(__file__).resolve().parents[3]


def test_zone_and_city_names_are_the_engine_ids():
    board = load_map("blockade_runner")
    zones = board.layer("zones")
    assert {z.name for z in zones} == set(data.ZONES)
    assert all(z.type == data.ZONE_KIND[z.name] for z in zones)
    assert {z.name for z in board.layer("cities")} == set(data.CITIES)


def test_every_port_has_its_level_and_goods_boxes():
    names = {z.name for z in load_map("blockade_runner").layer("ports")}
    needed = {f"{kind}_{p}" for kind in ("defense", "blockade") for p in data.CONFEDERATE}
    needed |= {f"goods_{p}" for p in data.PORTS}
    assert names == needed


def test_every_track_and_tray_box_exists():
    board = load_map("blockade_runner")
    needed = {f"price_{c}_{v}" for c in data.TRADED for v in data.TRACKS[c]}
    needed |= {f"sold_{c}_{n}" for c in data.TRADED for n in range(1, data.SOLD_BOX[c] + 1)}
    needed |= {f"year_{y}" for y in data.YEARS} | {f"order_{n}" for n in range(1, 7)}
    needed |= {f"war_goods_{w}" for w in range(21)} | {"war_effort", "fund", "hss_off"}
    needed |= {f"hss_{z}" for z in data.ZONES if data.ZONE_KIND[z] == "high_seas"}
    assert {z.name for z in board.layer("tracks")} == needed
    tray = {"hand", "kept", "discard", "deck"}
    tray |= {f"{kind}_{s}" for kind in ("cash", "fleet") for s in range(6)}
    assert {z.name for z in board.layer("tray")} == tray


def test_the_chart_row_for_most_war_goods_has_a_box():
    # war_goods_20 stands for "20 or more": the chart's last row is open-ended from there.
    last = data.CHART["rows"][-1]
    assert last["war_goods_delivered_max"] is None
    assert last["war_goods_delivered_min"] == 20


def test_no_two_boxes_overlap_and_each_lies_in_its_area():
    board = load_map("blockade_runner")
    areas = {z.name: z.rect for z in board.layer("areas")}
    boxes = []
    for layer, area in (("zones", "map"), ("cities", "map"), ("ports", "map"),
                        ("tracks", "map"), ("tray", "tray")):
        for z in board.layer(layer):
            assert areas[area].contains(z.rect), (layer, z.name)
            boxes.append(z)
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert not a.rect.colliderect(b.rect), (a.name, b.name)


def test_regenerating_gives_identical_files(tmp_path):
    gen.main(tmp_path)
    for name in ("blockade_runner.tmx", gen.ART):
        assert (tmp_path / name).read_bytes() == (ROOT / "maps" / name).read_bytes(), name
