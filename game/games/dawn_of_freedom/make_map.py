"""Generate maps/dawn_of_freedom.tmx and its art. Re-runnable and deterministic.

    python -m game.games.dawn_of_freedom.make_map

Layout (map pixels). The map proper is MAP_W×MAP_H: the VP track along the top edge, the six
countries as coloured regions with the 75 space boxes placed roughly where the cities are
(real latitude/longitude, projected and stretched east-west to the window's shape; the
writers, churches, universities and minorities near the city they belong to), then a few
relaxation passes so no two boxes overlap (boxes pushed apart, pulled back towards their
city, then only pushed apart until no pair is closer than GAP). Tracks sit where the real
map is empty: turn, action round and U.S.S.R. stability over Belarus/Ukraine, the Tiananmen
Square track over Yugoslavia, each country's scoring and Power boxes beside it. Below the
map a tray strip (TRAY_H) holds the hand, the three play zones, lasting events, discard and
removed; the board draws the tray fixed at the bottom of the window while the map pans and
zooms.

Object layers: `spaces` (name = engine space id, type "space"; no rules facts, the engine
data is the one source), `tracks` (vp_-20..vp_20, turn_1..10, round_1..8, ts_0..8,
ussr_0..4, score_<country>, power_<country>), `tray` (hand, zone_event, zone_ops,
zone_tiananmen, lasting, discard, removed), `areas` (map, tray: the two parts' rects). No
text is baked into the art: the game draws every label so it can be translated.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:  # run as a script
    sys.path.insert(0, str(ROOT))

from game.games.dawn_of_freedom.board.draw import COUNTRY_COLOURS  # noqa: E402  (one palette)
from game.games.dawn_of_freedom.rules.data import COUNTRIES, SPACES  # noqa: E402
from tools.board_art import paint_tray, write_board  # noqa: E402
from tools.map_layout import (  # noqa: E402
    map_areas,
    nearest_cells,
    open_art,
    paint_fields,
    paint_panels,
    piecewise,
    place_boxes,
    save_art,
    tray_zones,
)
from tools.tmx import Zone  # noqa: E402

MAP_W, MAP_H = 1600, 940
TRAY_H = 200
WIDTH, HEIGHT = MAP_W, MAP_H + TRAY_H
BOX_W, BOX_H = 104, 46
GAP = 8  # the least distance between two space boxes after relaxation
ART = "dawn_of_freedom_board.png"

# Projection: piecewise linear in longitude and latitude (map px), stretched east-west to the
# window's shape and giving the crowded middle (Saxony, Bohemia, Hungary) a little more room.
LON_X = [(11.0, 140.0), (14.5, 430.0), (19.0, 800.0), (23.0, 1075.0), (28.7, 1430.0)]
LAT_Y = [(54.5, 84.0), (50.8, 299.0), (48.0, 494.0), (46.0, 644.0), (44.0, 739.0), (42.0, 905.0)]

# (latitude, longitude) of each space: the city itself, or for writers, churches, students and
# minorities a point beside the city they are linked to (approximate, from general knowledge).
PLACES: dict[str, tuple[float, float]] = {
    # East Germany
    "schwerin": (53.63, 11.41), "rostock": (54.09, 12.10), "berlin": (52.52, 13.40),
    "walter_ulbricht_academy": (53.25, 13.95), "german_writers": (53.75, 14.0),
    "lutheran_church": (51.7, 13.2), "magdeburg": (52.13, 11.63), "halle": (51.48, 11.97),
    "leipzig": (51.34, 12.37), "erfurt": (50.98, 11.03), "karl_marx_stadt": (50.83, 12.92),
    "dresden": (51.05, 13.74),
    # Poland
    "szczecin": (53.43, 14.55), "gdansk": (54.35, 18.65), "bydgoszcz": (53.12, 18.0),
    "poznan": (52.41, 16.93), "warszawa": (52.23, 21.01), "bialystok": (53.13, 23.16),
    "wroclaw": (51.11, 17.04), "catholic_church_poland": (50.81, 18.4),
    "lodz": (51.76, 19.46), "katowice": (50.26, 19.02), "krakow": (50.06, 19.94),
    "lublin": (51.25, 22.57), "jagiellonian_university": (49.7, 20.9),
    "polish_writers": (50.3, 22.0),
    # Czechoslovakia
    "plzen": (49.75, 13.38), "ceske_budejovice": (48.97, 14.47), "praha": (50.08, 14.44),
    "charles_university": (50.55, 15.2), "czech_writers": (50.4, 16.3),
    "brno": (49.19, 16.61), "ostrava": (49.82, 18.26), "bratislava": (48.15, 17.11),
    "catholic_church_czechoslovakia": (48.85, 19.0), "presov": (49.0, 21.24),
    "kosice": (48.72, 21.26),
    # Hungary
    "catholic_church_hungary": (46.9, 16.2), "gyor": (47.69, 17.63),
    "tatabanya": (47.58, 18.39), "miskolc": (48.10, 20.78), "debrecen": (47.53, 21.63),
    "szombathely": (47.23, 16.62), "szekesfehervar": (47.19, 18.41),
    "budapest": (47.50, 19.04), "eotvos_lorand_university": (46.95, 19.7),
    "hungarian_writers": (46.6, 20.6), "szeged": (46.25, 20.15), "pecs": (46.07, 18.23),
    # Romania
    "timisoara": (45.76, 21.23), "cluj_napoca": (46.77, 23.62),
    "targu_mures": (46.54, 24.56), "iasi": (47.16, 27.59),
    "babes_bolyai_university": (47.35, 23.0), "romanian_writers": (47.8, 23.9),
    "harghita_covasna": (46.1, 25.8), "brasov": (45.66, 25.61),
    "orthodox_church_romania": (45.2, 22.7), "ploiesti": (44.94, 26.03),
    "craiova": (44.32, 23.80), "bucuresti": (44.43, 26.10), "galati": (45.44, 28.05),
    "constanta": (44.18, 28.63),
    # Bulgaria
    "pleven": (43.42, 24.62), "orthodox_church_bulgaria": (43.08, 25.63),
    "ruse": (43.85, 25.97), "sofia_university": (42.35, 22.9), "sofia": (42.70, 23.32),
    "stara_zagora": (42.43, 25.63), "razgrad": (43.53, 26.52), "burgas": (42.50, 27.47),
    "varna": (43.21, 27.91), "bulgarian_writers": (41.95, 23.5), "plovdiv": (42.14, 24.75),
    "sliven": (42.68, 26.32),
}


def project(lat: float, lon: float) -> tuple[float, float]:
    return piecewise(lon, LON_X), piecewise(lat, LAT_Y)


# -- tracks ----------------------------------------------------------------------------------
SCORE_W, SCORE_H, POWER_H = 140, 58, 26
SCORE_AT = {  # top-left of each country's scoring box; its Power box sits right under it
    "east_germany": (8, 222),
    "poland": (1145, 262),
    "czechoslovakia": (8, 430),
    "hungary": (190, 610),
    "romania": (1450, 430),
    "bulgaria": (1450, 790),
}


def track_zones() -> list[Zone]:
    zones = []
    vp_w, vp_gap = 36, 2
    left = (MAP_W - 41 * (vp_w + vp_gap) + vp_gap) // 2
    for i, vp in enumerate(range(-20, 21)):
        zones.append(Zone(f"vp_{vp}", "track", left + i * (vp_w + vp_gap), 8, vp_w, 40))
    for t in range(1, 11):
        zones.append(Zone(f"turn_{t}", "track", 1145 + (t - 1) * 45, 62, 42, 42))
    for r in range(1, 9):
        zones.append(Zone(f"round_{r}", "track", 1145 + (r - 1) * 56, 116, 53, 40))
    for u in range(5):
        zones.append(Zone(f"ussr_{u}", "track", 1145 + u * 90, 170, 87, 78))
    for k in range(9):
        zones.append(Zone(f"ts_{k}", "track", 10 + k * 84, 806, 80, 106))
    for country in COUNTRIES:
        x, y = SCORE_AT[country]
        zones.append(Zone(f"score_{country}", "track", x, y, SCORE_W, SCORE_H))
        zones.append(Zone(f"power_{country}", "track", x, y + SCORE_H + 2, SCORE_W, POWER_H))
    return zones


def tray() -> list[Zone]:
    row = [("hand", "hand", 10, 880), ("zone_event", "play", 900, 104),
           ("zone_ops", "play", 1010, 104), ("zone_tiananmen", "play", 1120, 104),
           ("lasting", "box", 1236, 218)]
    return tray_zones(MAP_H, TRAY_H, row, (1462, 130, "discard", "removed"))


# -- space boxes -----------------------------------------------------------------------------
def space_zones(fixed: list[Zone]) -> list[Zone]:
    missing = set(SPACES) - PLACES.keys()
    if missing:
        raise ValueError(f"no place for spaces {sorted(missing)}")
    centres = {s: list(project(*PLACES[s])) for s in SPACES}
    return place_boxes(centres, fixed, (BOX_W, BOX_H), GAP, (6, 58, MAP_W - 6, MAP_H - 6),
                       "space")


def zones() -> dict[str, list[Zone]]:
    tracks = track_zones()
    return {"spaces": space_zones(tracks), "tracks": tracks, "tray": tray(),
            "areas": map_areas(MAP_W, MAP_H, WIDTH, TRAY_H)}


# -- art ---------------------------------------------------------------------------------------
SEA = (92, 132, 160)
LAND = (150, 150, 132)  # neighbouring countries: scenery, not spaces
SEAS = [  # (lat, lon) outlines: Baltic, Black Sea, Adriatic
    [(56, 9), (56, 24), (54.9, 22.5), (54.45, 19.5), (54.6, 18.4), (54.85, 17.2),
     (54.3, 15.5), (54.1, 13.9), (54.5, 12.5), (54.1, 11.0), (54.3, 9.0)],
    [(47.5, 31.5), (46.6, 30.5), (45.3, 29.7), (44.8, 28.9), (44.0, 28.7), (43.4, 28.2),
     (42.7, 27.75), (42.3, 27.9), (41.7, 28.2), (40.5, 29.5), (40.5, 31.5)],
    [(45.8, 13.0), (45.2, 14.3), (44.1, 15.2), (42.7, 17.7), (41.8, 19.5), (40.0, 19.5),
     (40.0, 12.0), (45.8, 12.0)],
]


def paint(path: Path, layers: dict[str, list[Zone]]) -> None:
    art = open_art((WIDTH, HEIGHT), LAND)
    import pygame

    for sea in SEAS:
        pygame.draw.polygon(art, SEA, [project(lat, lon) for lat, lon in sea])
    # Countries: a coarse nearest-space map, scaled up smoothly into soft painted borders.
    cell = 4
    points = [(z.x + z.width / 2, z.y + z.height / 2, SPACES[z.name]["country"])
              for z in layers["spaces"]]
    paint_fields(art, nearest_cells(points, (MAP_W, MAP_H), cell, reach=120.0), cell,
                 COUNTRY_COLOURS)
    # Adjacency lines between box centres (cross-border links darker and thicker).
    box = {z.name: z for z in layers["spaces"]}
    for a, info in SPACES.items():
        for b in info["adjacent"]:
            if a < b:
                za, zb = box[a], box[b]
                pa = (za.x + za.width / 2, za.y + za.height / 2)
                pb = (zb.x + zb.width / 2, zb.y + zb.height / 2)
                cross = SPACES[b]["country"] != info["country"]
                pygame.draw.line(art, (40, 34, 30) if cross else (90, 78, 64), pa, pb,
                                 5 if cross else 3)
    # Panels under the track groups, so the game's track boxes read as one printed track.
    groups: dict[str, list[Zone]] = {}
    for z in layers["tracks"]:
        groups.setdefault(z.name.split("_")[0], []).append(z)
    paint_panels(art, [m for name, m in groups.items() if name not in ("score", "power")])
    paint_tray(art, layers["tray"], MAP_W, MAP_H)
    save_art(art, path)


def main(out_dir: Path | None = None) -> None:
    write_board(out_dir or ROOT / "maps", "dawn_of_freedom", ART, (WIDTH, HEIGHT), zones(), paint)


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else None)
