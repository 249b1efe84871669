"""maps/twilight_struggle.tmx: country names are the engine's ids, every track box and tray
zone the board reads exists, no two boxes overlap, every box lies inside its area, and the
generator reproduces the committed files byte for byte."""

from __future__ import annotations

from pathlib import Path

from game.games.twilight_struggle import make_map as gen
from game.games.twilight_struggle.rules import data
from game.ui.tiled import load_map

ROOT = Path(__file__).resolve().parents[3]
SIDES = ("ussr", "us")


def test_country_names_are_the_engine_country_ids():
    countries = load_map("twilight_struggle").layer("countries")
    assert sorted(z.name for z in countries) == sorted(data.COUNTRIES)
    assert len(countries) == 84
    assert all(z.type == "country" for z in countries)


def test_superpower_and_region_boxes_exist():
    board = load_map("twilight_struggle")
    assert {z.name for z in board.layer("superpowers")} == {"usa", "ussr"}
    assert {z.name for z in board.layer("regions")} == {*data.REGION_IDS, "southeast_asia"}


def test_every_track_box_and_tray_zone_exists():
    board = load_map("twilight_struggle")
    tracks = {f"vp_{v}" for v in range(-20, 21)} | {f"turn_{t}" for t in range(1, 11)}
    tracks |= {f"ar_{s}_{r}" for s in SIDES for r in range(1, 9)}
    tracks |= {f"defcon_{d}" for d in range(1, 6)}
    tracks |= {f"milops_{s}_{m}" for s in SIDES for m in range(6)}
    tracks |= {f"space_{s}_{k}" for s in SIDES for k in range(data.SPACE_LAST + 1)}
    tracks |= {"china_card", "headline_ussr", "headline_us", "events"}
    assert {z.name for z in board.layer("tracks")} == tracks
    assert {z.name for z in board.layer("tray")} == {
        "hand", "zone_event", "zone_ops", "zone_space", "zone_headline", "discard", "removed",
        "deck"}
    assert {z.name for z in board.layer("areas")} == {"map", "tray"}


def test_no_two_boxes_overlap_and_each_lies_inside_its_area():
    board = load_map("twilight_struggle")
    areas = {z.name: z.rect for z in board.layer("areas")}
    assert areas["map"].bottom == areas["tray"].top
    on_map = [z for layer in ("countries", "superpowers", "regions", "tracks")
              for z in board.layer(layer)]
    in_tray = board.layer("tray")
    for boxes, area in ((on_map, areas["map"]), (in_tray, areas["tray"])):
        for i, a in enumerate(boxes):
            assert area.contains(a.rect), a.name
            for b in boxes[i + 1:]:
                assert not a.rect.colliderect(b.rect), (a.name, b.name)


def test_adjacency_lines_between_box_centres_cross_no_other_box():
    # The board draws each adjacency (and superpower link) as a line between box centres; a
    # line through a third box would read as a false link. Japan's link to the USA crosses
    # the world on any flat map (the real board runs it off the edge), so it is left out.
    board = load_map("twilight_struggle")
    boxes = {z.name: z.rect for layer in ("countries", "superpowers", "regions", "tracks")
             for z in board.layer(layer)}
    links = [(a, b) for a, info in data.COUNTRIES.items() for b in info["adjacent"] if a < b]
    links += [(c, "usa" if info["superpower"] == "us" else "ussr")
              for c, info in data.COUNTRIES.items() if info["superpower"]]
    assert ("japan", "usa") in links
    links.remove(("japan", "usa"))
    for a, b in links:
        for name, rect in boxes.items():
            if name not in (a, b):
                assert not rect.inflate(4, 4).clipline(boxes[a].center, boxes[b].center), \
                    (a, b, name)


def test_boxes_hold_a_two_line_name_and_three_numbers():
    # At the fitted zoom of a 1280-pixel-wide window a box is still about 80×40 pixels.
    for z in load_map("twilight_struggle").layer("countries"):
        assert z.rect.width >= 108 and z.rect.height >= 52, z.name


def test_regenerating_gives_identical_files(tmp_path):
    gen.main(tmp_path)
    for name in ("twilight_struggle.tmx", gen.ART):
        assert (tmp_path / name).read_bytes() == (ROOT / "maps" / name).read_bytes(), name
