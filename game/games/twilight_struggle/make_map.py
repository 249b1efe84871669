"""Generate maps/twilight_struggle.tmx and its art. Re-runnable and deterministic.

    python -m game.games.twilight_struggle.make_map

Layout (map pixels). The map proper is MAP_W×MAP_H: the VP track along the top edge, then the
world as on the real board: the Americas down the left (the USA box top left, Central America,
South America), Europe large in the top middle (Canada beside the UK, as on the board), Africa
below it, the Middle East between Africa and Asia, Asia down the right with Southeast Asia at
the bottom right and the USSR box between Eastern Europe and Asia. Each country box starts
at a hand-placed centre (approximate geography, bent so neighbours sit side by side and the
board's adjacency lines between box centres run clear of other boxes), then the shared
relaxation (tools/map_layout.py) pushes apart whatever is closer than GAP. Tracks sit where the
world is empty: turn and action rounds over the Arctic above Asia, the China Card over China,
DEFCON, military operations and space race in the oceans. Below the map a tray strip (TRAY_H)
holds the hand, the four play zones, discard, removed and the deck; the board draws the tray
fixed at the bottom of the window while the map pans and zooms.

Object layers: `countries` (name = engine country id, type "country"; no rules facts: the
engine data is the one source), `superpowers` (usa, ussr), `regions` (the six regions and
southeast_asia: label boxes), `tracks` (vp_-20..vp_20, turn_1..10, ar_ussr_1..8, ar_us_1..8,
defcon_1..5, milops_<side>_0..5, space_<side>_0..8, china_card, headline_<side>, events),
`tray` (hand, zone_event, zone_ops, zone_space, zone_headline, discard, removed, deck),
`areas` (map, tray). No text is baked into the art, and no adjacency lines either: the board
draws both from the catalog and the engine data.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:  # run as a script
    sys.path.insert(0, str(ROOT))

from game.games.twilight_struggle.board.palette import REGION_COLOURS  # noqa: E402  (one palette)
from game.games.twilight_struggle.rules.data import COUNTRIES, SIDES  # noqa: E402
from tools import map_layout as layout  # noqa: E402
from tools.board_art import paint_tray, write_board  # noqa: E402
from tools.tmx import Zone  # noqa: E402

MAP_W, MAP_H = 1800, 1080
TRAY_H = 220  # the map and tray together a whole number of 20 px grid cells
WIDTH, HEIGHT = MAP_W, MAP_H + TRAY_H
BOX_W, BOX_H = 112, 56
GAP = 10  # the least distance between two country boxes after relaxation
TOP = 54  # below the VP track
ART = "twilight_struggle_board.png"

# Centre of each country box (map px), placed by hand after the real board's layout.
PLACES: dict[str, tuple[float, float]] = {
    # Europe (Canada sits between the USA and the UK, as on the board)
    "canada": (270, 100),
    "norway": (755, 95), "sweden": (880, 125), "finland": (1010, 95),
    "uk": (560, 200), "denmark": (760, 205), "east_germany": (890, 225), "poland": (1030, 210),
    "benelux": (670, 285), "west_germany": (800, 305), "czechoslovakia": (985, 310),
    "france": (620, 380), "austria": (860, 395), "hungary": (990, 400), "romania": (1120, 430),
    "spain_portugal": (560, 470), "italy": (750, 490), "yugoslavia": (880, 480),
    "bulgaria": (1040, 505), "greece": (970, 585), "turkey": (1130, 590),
    # Middle East
    "libya": (880, 725), "egypt": (1010, 775), "lebanon": (1090, 690), "syria": (1220, 670),
    "israel": (1140, 775), "jordan": (1265, 750), "iraq": (1365, 680),
    "saudi_arabia": (1310, 870), "gulf_states": (1410, 800), "iran": (1440, 610),
    # Africa
    "morocco": (580, 640), "algeria": (705, 650), "tunisia": (835, 650),
    "west_african_states": (590, 720), "saharan_states": (720, 730),
    "ivory_coast": (600, 800), "nigeria": (730, 810), "cameroon": (670, 890),
    "zaire": (800, 880), "angola": (720, 960), "zimbabwe": (870, 970),
    "botswana": (800, 1040), "south_africa": (660, 1040), "se_african_states": (1000, 1030),
    "sudan": (1000, 860), "ethiopia": (1130, 880), "kenya": (1125, 975),
    "somalia": (1255, 940),
    # Asia
    "afghanistan": (1330, 480), "pakistan": (1460, 520), "india": (1580, 620),
    "north_korea": (1600, 310), "south_korea": (1600, 400), "japan": (1738, 330),
    "taiwan": (1660, 490), "philippines": (1738, 600),
    "burma": (1490, 720), "laos_cambodia": (1615, 700), "thailand": (1540, 810),
    "vietnam": (1670, 795), "malaysia": (1560, 900), "indonesia": (1738, 930),
    "australia": (1650, 1030),
    # Central America
    "mexico": (80, 230), "cuba": (230, 215), "haiti": (370, 230),
    "dominican_republic": (440, 310), "guatemala": (80, 310), "el_salvador": (90, 390),
    "honduras": (215, 350), "nicaragua": (345, 420), "costa_rica": (270, 490),
    "panama": (360, 560),
    # South America
    "colombia": (270, 640), "venezuela": (410, 650), "ecuador": (140, 700),
    "brazil": (430, 750), "peru": (170, 790), "bolivia": (300, 800), "chile": (160, 900),
    "paraguay": (320, 890), "uruguay": (450, 940), "argentina": (330, 1010),
}
SUPERPOWER_W, SUPERPOWER_H = 150, 70
SUPERPOWERS = {"usa": (10, 64), "ussr": (1120, 215)}  # top-left
LABEL_W, LABEL_H = 168, 30
LABELS = {  # top-left of each region's label box
    "europe": (440, 120), "asia": (1340, 400), "middle_east": (1200, 596),
    "africa": (900, 900), "central_america": (20, 436), "south_america": (20, 594),
    "southeast_asia": (1400, 950),
}


# -- tracks ----------------------------------------------------------------------------------
def _row(prefix: str, values: range, x: int, y: int, w: int, h: int, pitch: int) -> list[Zone]:
    return [Zone(f"{prefix}{v}", "track", x + i * pitch, y, w, h) for i, v in enumerate(values)]


def track_zones() -> list[Zone]:
    vp_w, vp_pitch = 40, 43
    left = (MAP_W - 41 * vp_pitch + (vp_pitch - vp_w)) // 2
    zones = _row("vp_", range(-20, 21), left, 6, vp_w, 38, vp_pitch)
    zones += _row("turn_", range(1, 11), 1310, 62, 44, 44, 48)
    for i, side in enumerate(SIDES):  # USSR row above the US row, as the USSR acts first
        zones += _row(f"ar_{side}_", range(1, 9), 1310, 116 + i * 40, 54, 34, 58)
    zones += _row("defcon_", range(5, 0, -1), 340, 60, 64, 44, 70)  # 5 at the left, as printed
    for i, side in enumerate(SIDES):
        zones += _row(f"milops_{side}_", range(6), 12, 1000 + i * 38, 36, 32, 40)
        zones += _row(f"space_{side}_", range(9), 1200, 1004 + i * 38, 38, 32, 42)
    zones.append(Zone("china_card", "track", 1290, 310, 150, 70))
    for i, side in enumerate(SIDES):
        zones.append(Zone(f"headline_{side}", "track", 1480 + i * 160, 198, 150, 60))
    zones.append(Zone("events", "track", 10, 478, 192, 104))
    return zones


def tray() -> list[Zone]:
    row = [("hand", "hand", 10, 960), ("zone_headline", "play", 980, 116),
           ("zone_event", "play", 1104, 116), ("zone_ops", "play", 1228, 116),
           ("zone_space", "play", 1352, 116), ("deck", "pile", 1480, 150)]
    return layout.tray_zones(MAP_H, TRAY_H, row, (1640, 150, "discard", "removed"))


def fixed_zones() -> dict[str, list[Zone]]:
    """Everything placed by hand that the country boxes must keep clear of."""
    superpowers = [Zone(name, "superpower", x, y, SUPERPOWER_W, SUPERPOWER_H)
                   for name, (x, y) in SUPERPOWERS.items()]
    regions = [Zone(name, "region", x, y, LABEL_W, LABEL_H) for name, (x, y) in LABELS.items()]
    return {"superpowers": superpowers, "regions": regions, "tracks": track_zones()}


# -- country boxes ---------------------------------------------------------------------------
def country_zones(fixed: list[Zone]) -> list[Zone]:
    if set(COUNTRIES) != PLACES.keys():
        raise ValueError(f"places differ from the engine's countries: "
                         f"{sorted(set(COUNTRIES) ^ PLACES.keys())}")
    centres = {c: list(PLACES[c]) for c in sorted(COUNTRIES)}
    bounds = (6, TOP, MAP_W - 6, MAP_H - 6)
    return layout.place_boxes(centres, fixed, (BOX_W, BOX_H), GAP, bounds, "country")


def zones() -> dict[str, list[Zone]]:
    fixed = fixed_zones()
    clash = layout.overlapping([z for layer in fixed.values() for z in layer])
    if clash:
        raise ValueError(f"fixed boxes {clash[0]} and {clash[1]} overlap")
    countries = country_zones([z for layer in fixed.values() for z in layer])
    return {"countries": countries, **fixed, "tray": tray(),
            "areas": layout.map_areas(MAP_W, MAP_H, WIDTH, TRAY_H)}


# -- art ---------------------------------------------------------------------------------------
SEA = (70, 108, 138)
LAND = (150, 146, 128)  # land that is no country on the board: the superpowers, China
SCENERY = [  # (x, y) centres of land fields around the superpower boxes and over China
    (105, 105), (105, 170), (200, 120), (1195, 250), (1300, 250), (1420, 250), (1345, 352),
    (1460, 380),
]
SEAS = [  # (x, y) points that keep the sea open between fields: the Atlantic, Caribbean,
    # Mediterranean, Black Sea, Sea of Japan, South China Sea and Indian Ocean
    (470, 60), (470, 250), (470, 420), (500, 560), (500, 700), (520, 860), (560, 960),
    (300, 300), (610, 560), (700, 570), (800, 575), (890, 640), (1010, 655), (1090, 470),
    (1680, 410), (1680, 680), (1420, 890),
]


def _field_key(country: str) -> str:
    info = COUNTRIES[country]
    return "southeast_asia" if "southeast_asia" in info["subregions"] else info["region"]


def paint(path: Path, layers: dict[str, list[Zone]]) -> None:
    art = layout.open_art((WIDTH, HEIGHT), SEA)
    # Regions: a coarse nearest-box map, scaled up smoothly into soft painted borders.
    cell = 4
    points: list[tuple[float, float, str | None]] = [(x, y, "land") for x, y in SCENERY]
    points += [(x, y, None) for x, y in SEAS]
    points += [(z.x + z.width / 2, z.y + z.height / 2, _field_key(z.name))
               for z in layers["countries"]]
    cells = layout.nearest_cells(points, (MAP_W, MAP_H), cell, reach=96.0)
    layout.paint_fields(art, cells, cell, {**REGION_COLOURS, "land": LAND})
    # Panels under the track groups, so the game's track boxes read as one printed track.
    groups: dict[str, list[Zone]] = {}
    for z in layers["tracks"]:
        key = z.name.rsplit("_", 1)[0] if z.name[-1].isdigit() else z.name
        groups.setdefault(key, []).append(z)
    layout.paint_panels(art, groups.values())
    paint_tray(art, layers["tray"], MAP_W, MAP_H)
    layout.save_art(art, path)


def main(out_dir: Path | None = None) -> None:
    write_board(out_dir or ROOT / "maps", "twilight_struggle", ART, (WIDTH, HEIGHT), zones(),
                paint)


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else None)
