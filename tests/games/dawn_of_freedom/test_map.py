"""maps/dawn_of_freedom.tmx: names are engine ids, every track box exists, no space boxes
overlap, and the generator reproduces the committed files byte for byte."""

from __future__ import annotations

from pathlib import Path

from game.games.dawn_of_freedom import make_map as gen
from game.games.dawn_of_freedom.rules import data
from game.ui.tiled import load_map

ROOT = Path(__file__).resolve().parents[3]


def test_space_names_are_the_engine_space_ids():
    board = load_map("dawn_of_freedom")
    spaces = board.layer("spaces")
    assert {z.name for z in spaces} == set(data.SPACES)
    assert all(z.type == "space" for z in spaces)


def test_every_track_box_and_tray_zone_exists():
    zones = load_map("dawn_of_freedom").zones
    needed = {f"vp_{v}" for v in range(-20, 21)}
    needed |= {f"turn_{t}" for t in range(1, 11)} | {f"round_{r}" for r in range(1, 9)}
    needed |= {f"ts_{k}" for k in range(len(data.TS_TRACK) + 1)}
    needed |= {f"ussr_{u}" for u in range(len(data.USSR_TRACK))}
    needed |= {f"score_{c}" for c in data.COUNTRIES} | {f"power_{c}" for c in data.COUNTRIES}
    needed |= {"hand", "zone_event", "zone_ops", "zone_tiananmen", "lasting", "discard",
               "removed"}
    assert needed <= zones.keys()
    assert {z.name for z in load_map("dawn_of_freedom").layer("tracks")} >= {
        n for n in needed if n.split("_")[0] in ("vp", "turn", "round", "ts", "ussr")}


def test_no_two_boxes_overlap_and_all_lie_on_the_map():
    board = load_map("dawn_of_freedom")
    boxes = board.layer("spaces") + board.layer("tracks")
    area = (0, 0, gen.MAP_W, gen.MAP_H)
    for i, a in enumerate(boxes):
        assert a.rect.left >= area[0] and a.rect.right <= area[2], a.name
        assert a.rect.top >= area[1] and a.rect.bottom <= area[3], a.name
        for b in boxes[i + 1:]:
            assert not a.rect.colliderect(b.rect), (a.name, b.name)


def test_regenerating_gives_identical_files(tmp_path):
    gen.main(tmp_path)
    for name in ("dawn_of_freedom.tmx", gen.ART):
        assert (tmp_path / name).read_bytes() == (ROOT / "maps" / name).read_bytes(), name
