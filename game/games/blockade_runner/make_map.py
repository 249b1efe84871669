"""Generate maps/blockade_runner.tmx and its art. Re-runnable and deterministic.

    python -m game.games.blockade_runner.make_map

Layout (map pixels). The map proper is MAP_W×MAP_H: the Gulf and Atlantic coast from
Matamoros to Norfolk, Bermuda, the Bahamas, Cuba and Haiti, in a plain latitude/longitude
projection. Each port's box sits on its harbour (pulled apart where the coast is crowded),
each sea zone's box offshore where its waters are (CENTRES, by hand); the links of map.json
and the rail of inland.json are drawn between box centres (the engine data stays the one
source of zones and links; layout_hint is not used because a real coast reads better).
The tracks sit where the map is empty: the price tracks and Sold boxes over Arkansas and
Tennessee, the year and turn-order tracks over Texas, the War Effort Chart and the war-goods
track in the open Atlantic, the Port Defense Fund and the off-map High Seas Squadron box in
the Caribbean. Below the map a tray strip (TRAY_H) holds the
hand, kept cards, discard, deck and one cash + fleet panel per seat; the board draws it fixed at
the bottom of the window while the map pans and zooms.

Object layers (names are stable; the board reads them):
- `zones`: the 26 sea zones of map.json, name = engine zone id (a port's zone id is its port
  id, e.g. `CHS`), type = the zone's kind (`confederate_port`, `neutral_port`, `high_seas`,
  `open_sea`). Ships stand in these boxes.
- `cities`: the inland cities of inland.json, name = engine city id (`RIC`…), type `city`;
  their goods cubes and capture marker go in the box.
- `ports`: per Confederate port P `defense_P` (type `defense`) and `blockade_P` (type
  `blockade`), the level boxes the board fills with the numbers; per port (Confederate and
  neutral) `goods_P` (type `goods`) for its commodity cubes.
- `tracks`: `price_<commodity>_<value>` for every value on each price track
  (commodity = cotton, tobacco, black_market; economy.json), `sold_<commodity>_<n>` for n =
  1…Sold-box capacity, `year_1861`…`year_1865`, `order_1`…`order_6` (place in this year's
  turn order), `war_goods_0`…`war_goods_20` (war goods delivered this year; 20 means 20 or
  more, the chart's last row), `war_effort` (the War Effort Chart panel; the board draws its
  rows from the rules data), `fund` (Port Defense Fund), `hss_<zone>` beside each high-seas
  zone (where the High Seas Squadron marker stands when it is there) and `hss_off` (the
  marker when it is off the map). All type `track` except `war_effort` (`chart`) and `fund`,
  `hss_*` (`box`).
- `tray`: `hand`, `kept`, `discard`, `deck`, and per seat s = 0…5 (engine seats, 0-based)
  `cash_s` and `fleet_s` (type `panel`) stacked in one column per seat.
- `areas`: `map`, `tray`: the two parts' rects.
No text is baked into the art: the game draws every label so it can be translated.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:  # run as a script
    sys.path.insert(0, str(ROOT))

from game.games.blockade_runner.rules import data  # noqa: E402
from tools.board_art import paint_tray, write_board  # noqa: E402
from tools.map_layout import map_areas, open_art, overlapping, save_art  # noqa: E402
from tools.tmx import Zone  # noqa: E402

MAP_W, MAP_H = 1600, 1000
TRAY_H = 220
WIDTH, HEIGHT = MAP_W, MAP_H + TRAY_H
ART = "blockade_runner_board.png"
SEATS = 6

# Projection of the art: plain longitude/latitude, linear (the map spans 37° × 22°).
LON0, LAT0 = -99.0, 39.6
PX_LON, PX_LAT = 43.0, 44.0


def project(lat: float, lon: float) -> tuple[float, float]:
    return (lon - LON0) * PX_LON, (LAT0 - lat) * PX_LAT


# Centre of each box in map pixels, placed by hand on the projected coast: a port on its
# harbour (pulled apart where two share a stretch of coast, the Atlantic ports spaced evenly
# from Norfolk to Fernandina), a sea zone on open water, an inland city near the real city but
# clear of the ports and tracks.
CENTRES: dict[str, tuple[int, int]] = {
    # Confederate ports
    "NOR": (980, 101), "NBN": (946, 158), "WIL": (907, 213), "CHS": (821, 268),
    "SAV": (774, 323), "FER": (764, 378), "APA": (652, 435), "PEN": (532, 425),
    "MOB": (452, 345), "NOL": (332, 425), "GAL": (193, 453), "BRO": (70, 470),
    # neutral ports
    "MAT": (64, 620), "HAV": (714, 730), "NAS": (931, 640), "BER": (1445, 321),
    "PAP": (1148, 884),
    # sea zones
    "HS1": (1140, 170), "HS2": (1010, 290), "HS3": (950, 400), "HS4": (880, 520),
    "HS5": (750, 660), "HS6": (560, 560), "HS7": (380, 600), "HS8": (190, 560),
    "CAR": (1006, 800),
    # inland cities
    "RIC": (838, 53), "RAL": (808, 150), "COL": (722, 220), "AUG": (662, 282),
    "ATL": (559, 238), "MAC": (619, 334), "MON": (515, 286), "JAC": (392, 290),
    "VIC": (288, 317), "HOU": (120, 383),
}

PORT_W, PORT_H = 104, 50  # a port's ship box; its level and goods boxes hang below it
LEVEL_W, ROW_H = 30, 24
SEA_W, SEA_H = 132, 72
HSS_W, HSS_H = 34, 34
CITY_W, CITY_H = 88, 42


def _box(name: str, kind: str, w: int, h: int) -> Zone:
    cx, cy = CENTRES[name]
    return Zone(name, kind, round(cx - w / 2), round(cy - h / 2), w, h)


def zone_boxes() -> list[Zone]:
    zones = []
    for z in data.ZONES:
        kind = data.ZONE_KIND[z]
        if kind.endswith("_port"):
            zones.append(_box(z, kind, PORT_W, PORT_H))
        else:
            zones.append(_box(z, kind, SEA_W, SEA_H))
    return zones


# Ports on the crowded Atlantic coast carry their level and goods boxes on the sea side (two
# rows right of the port box) instead of in a row under it.
SEAWARD = {"NOR", "NBN", "WIL", "CHS", "SAV", "FER"}


def port_boxes(zones: list[Zone]) -> list[Zone]:
    """Defense and blockade level boxes and the goods box beside each port box: in a row
    under it, or for SEAWARD ports in two rows on its right."""
    boxes = []
    for z in zones:
        if not z.type.endswith("_port"):
            continue
        if z.name in SEAWARD:
            x = z.x + z.width + 2
            boxes += [Zone(f"defense_{z.name}", "defense", x, z.y, LEVEL_W, ROW_H),
                      Zone(f"blockade_{z.name}", "blockade", x + LEVEL_W + 2, z.y, LEVEL_W,
                           ROW_H),
                      Zone(f"goods_{z.name}", "goods", x, z.y + ROW_H + 2, 2 * LEVEL_W + 2,
                           ROW_H)]
            continue
        y = z.y + z.height + 2
        if z.name in data.CONFEDERATE:
            boxes.append(Zone(f"defense_{z.name}", "defense", z.x, y, LEVEL_W, ROW_H))
            boxes.append(Zone(f"blockade_{z.name}", "blockade", z.x + LEVEL_W + 2, y,
                              LEVEL_W, ROW_H))
            left = z.x + 2 * (LEVEL_W + 2)
        else:
            left = z.x
        boxes.append(Zone(f"goods_{z.name}", "goods", left, y, z.x + z.width - left, ROW_H))
    return boxes


def city_boxes() -> list[Zone]:
    return [_box(c, "city", CITY_W, CITY_H) for c in data.CITIES]


def track_boxes(zones: list[Zone]) -> list[Zone]:
    boxes = []
    # Price tracks and Sold boxes: one row per traded commodity, over Arkansas and Tennessee.
    step, size = 42, 38
    for row, commodity in enumerate(data.TRADED):
        y = 16 + row * 48
        for i, value in enumerate(data.TRACKS[commodity]):
            boxes.append(Zone(f"price_{commodity}_{value}", "track", 16 + i * step, y, size,
                              size))
        left = 16 + len(data.TRACKS[commodity]) * step + 14
        for n in range(1, data.SOLD_BOX[commodity] + 1):
            boxes.append(Zone(f"sold_{commodity}_{n}", "track", left + (n - 1) * step, y,
                              size, size))
    # Year and turn order over Texas and Oklahoma.
    for i, year in enumerate(data.YEARS):
        boxes.append(Zone(f"year_{year}", "track", 16 + i * 66, 178, 62, 44))
    for n in range(1, SEATS + 1):
        boxes.append(Zone(f"order_{n}", "track", 16 + (n - 1) * 56, 234, 52, 44))
    # The war-goods track along the top edge and the War Effort Chart under its end, in the
    # open Atlantic (clear of the lane from HS1 to Bermuda).
    for w in range(21):
        boxes.append(Zone(f"war_goods_{w}", "track", MAP_W - 16 - (21 - w) * 30 + 3, 16, 27,
                          27))
    boxes.append(Zone("war_effort", "chart", 1250, 52, 334, 160))
    # The Port Defense Fund and the High Seas Squadron off the map, in the Caribbean.
    boxes.append(Zone("fund", "box", 1430, 790, 150, 80))
    boxes.append(Zone("hss_off", "box", 1430, 886, 70, 70))
    for z in zones:  # the squadron's spot beside each high-seas zone
        if z.type == "high_seas":
            boxes.append(Zone(f"hss_{z.name}", "box", z.x + z.width + 2,
                              z.y + (z.height - HSS_H) // 2, HSS_W, HSS_H))
    return boxes


def tray_boxes() -> list[Zone]:
    top, h = MAP_H + 8, TRAY_H - 16
    boxes = [
        Zone("hand", "hand", 10, top, 520, h),
        Zone("kept", "box", 538, top, 150, h),
        Zone("discard", "pile", 696, top, 96, h),
        Zone("deck", "pile", 800, top, 96, h),
    ]
    left, col = 906, (WIDTH - 906 - 8) // SEATS
    for s in range(SEATS):
        x = left + s * col
        boxes.append(Zone(f"cash_{s}", "panel", x, top, col - 6, 44))
        boxes.append(Zone(f"fleet_{s}", "panel", x, top + 48, col - 6, h - 48))
    return boxes


def zones() -> dict[str, list[Zone]]:
    sea = zone_boxes()
    layers = {"zones": sea, "cities": city_boxes(), "ports": port_boxes(sea),
              "tracks": track_boxes(sea), "tray": tray_boxes(),
              "areas": map_areas(MAP_W, MAP_H, WIDTH, TRAY_H)}
    clash = overlapping([z for name, zs in layers.items() if name != "areas" for z in zs])
    if clash:
        raise ValueError(f"boxes {clash[0]} and {clash[1]} overlap")
    return layers


# -- art ---------------------------------------------------------------------------------------
SEA = (70, 104, 132)
DEEP = (58, 88, 116)
LAND = (168, 156, 124)  # the Confederacy
FOREIGN = (140, 142, 120)  # the Union, Mexico, the islands
# (lat, lon) outlines, approximate, from general knowledge. The mainland runs from the map's
# top-left corner down the Mexican coast, round the Gulf and up the Atlantic to the top edge.
MAINLAND = [
    (39.6, -99.5), (16.0, -99.5), (16.0, -88.5), (18.0, -88.0), (20.2, -87.4), (21.5, -87.1),
    (21.3, -90.3), (19.6, -90.7), (18.6, -91.9), (18.2, -94.4), (19.2, -96.1), (21.5, -97.4),
    (23.5, -97.7), (25.9, -97.2), (27.8, -97.3), (28.8, -95.6), (29.4, -94.7), (29.7, -93.8),
    (29.6, -92.2), (29.1, -90.9), (29.0, -89.2), (29.6, -89.5), (30.3, -89.4), (30.4, -88.0),
    (30.35, -86.5), (30.0, -85.4), (29.6, -84.5), (30.0, -84.0), (29.2, -83.1), (28.0, -82.8),
    (26.6, -82.1), (25.3, -81.1), (25.2, -80.4), (26.7, -80.0), (28.5, -80.6), (30.4, -81.4),
    (31.5, -81.2), (32.1, -80.8), (32.8, -79.9), (33.9, -78.0), (34.7, -76.6), (35.2, -75.5),
    (36.5, -75.9), (37.0, -76.3), (37.5, -75.6), (38.5, -75.0), (39.6, -74.3),
]
COAST_FROM = 3  # MAINLAND[COAST_FROM:] is the sea coast, outlined
# The Union and Mexico, drawn over the mainland in the foreign colour: (lat, lon) outlines.
FOREIGN_LAND = [
    [(39.6, -99.5), (36.5, -99.5), (36.5, -94.6), (36.5, -89.5), (36.6, -83.7), (38.5, -82.6),
     (39.6, -80.5)],
    [(39.6, -77.5), (38.9, -77.1), (38.0, -76.3), (37.5, -75.6), (38.5, -75.0), (39.6, -74.3)],
    [(25.9, -97.2), (23.5, -97.7), (21.5, -97.4), (19.2, -96.1), (18.2, -94.4), (18.6, -91.9),
     (19.6, -90.7), (21.3, -90.3), (21.5, -87.1), (20.2, -87.4), (18.0, -88.0), (16.0, -88.5),
     (16.0, -99.5), (27.0, -99.5), (26.4, -99.0)],
]
ISLANDS = [
    # Cuba
    [(21.9, -84.9), (22.9, -83.0), (23.15, -81.0), (22.5, -79.0), (21.6, -76.8),
     (20.9, -75.0), (20.2, -74.2), (19.9, -75.5), (19.9, -77.5), (21.0, -78.5),
     (21.6, -81.5), (21.9, -84.9)],
    # Hispaniola
    [(19.9, -73.3), (19.7, -70.0), (19.0, -68.4), (18.2, -68.7), (18.3, -71.0),
     (18.0, -72.8), (18.3, -74.4), (18.6, -72.8), (19.9, -73.3)],
    # Andros and New Providence, Great Abaco, Grand Bahama, Eleuthera (the Bahamas)
    [(25.1, -78.3), (24.3, -78.0), (23.8, -77.6), (24.6, -77.7)],
    [(26.9, -77.6), (26.2, -77.1), (25.9, -77.2), (26.6, -77.5)],
    [(26.8, -79.0), (26.5, -77.9), (26.6, -78.7)],
    [(25.5, -76.7), (24.7, -76.1), (25.2, -76.5)],
    # Jamaica, Puerto Rico
    [(18.5, -78.3), (18.4, -76.3), (17.9, -76.9), (18.2, -78.2)],
    [(18.5, -67.2), (18.4, -65.6), (18.0, -65.9), (18.0, -67.2)],
    # Bermuda
    [(32.4, -64.9), (32.25, -64.65), (32.3, -64.85)],
]


def paint(path: Path, layers: dict[str, list[Zone]]) -> None:
    art = open_art((WIDTH, HEIGHT), SEA)
    import pygame

    def poly(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
        return [project(lat, lon) for lat, lon in points]

    # Deeper water away from the coast: a few soft bands towards the right and bottom edges.
    for i in range(8):
        band = pygame.Surface((MAP_W, MAP_H), pygame.SRCALPHA)
        pygame.draw.circle(band, (*DEEP, 26), (MAP_W + 200, MAP_H + 100), 1300 - i * 110)
        art.blit(band, (0, 0))
    pygame.draw.polygon(art, LAND, poly(MAINLAND))
    for shape in FOREIGN_LAND:
        pygame.draw.polygon(art, FOREIGN, poly(shape))
    for shape in ISLANDS:
        pygame.draw.polygon(art, FOREIGN, poly(shape))
        pygame.draw.polygon(art, (60, 56, 44), poly(shape), 1)
    pygame.draw.lines(art, (60, 56, 44), False, poly(MAINLAND[COAST_FROM:]), 2)

    box = {z.name: z for z in layers["zones"] + layers["cities"]}

    def centre(name: str) -> tuple[float, float]:
        z = box[name]
        return z.x + z.width / 2, z.y + z.height / 2

    # Rail: dark ties under a thin line between rail nodes.
    for a, others in data.RAIL.items():
        for b, _sections in others:
            if a < b:
                pygame.draw.line(art, (70, 52, 40), centre(a), centre(b), 6)
                pygame.draw.line(art, (196, 180, 150), centre(a), centre(b), 2)
    # Sea links: pale dashed lanes between zone centres.
    for a, others in data.ADJACENT.items():
        for b in others:
            if a < b:
                (ax, ay), (bx, by) = centre(a), centre(b)
                steps = max(1, int(((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5 // 14))
                for k in range(0, steps, 2):
                    p = (ax + (bx - ax) * k / steps, ay + (by - ay) * k / steps)
                    q = (ax + (bx - ax) * (k + 1) / steps, ay + (by - ay) * (k + 1) / steps)
                    pygame.draw.line(art, (214, 228, 236), p, q, 4)
    # Boxes over the lines: sea zones as darker water panels, ports and cities as plaques.
    shade = pygame.Surface((WIDTH, HEIGHT), pygame.SRCALPHA)
    fills = {"high_seas": (30, 52, 78, 220), "open_sea": (36, 64, 90, 210),
             "confederate_port": (96, 62, 48, 245), "neutral_port": (52, 74, 62, 245),
             "city": (112, 88, 64, 240), "defense": (40, 34, 30, 230),
             "blockade": (30, 40, 70, 230), "goods": (48, 40, 34, 200),
             "track": (28, 30, 38, 200), "chart": (28, 30, 38, 210), "box": (28, 30, 38, 200)}
    for layer in ("zones", "cities", "ports", "tracks"):
        for z in layers[layer]:
            pygame.draw.rect(shade, fills[z.type], (z.x, z.y, z.width, z.height),
                             border_radius=6)
    art.blit(shade, (0, 0))
    paint_tray(art, layers["tray"], MAP_W, MAP_H)
    save_art(art, path)


def main(out_dir: Path | None = None) -> None:
    write_board(out_dir or ROOT / "maps", "blockade_runner", ART, (WIDTH, HEIGHT), zones(), paint)


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else None)
