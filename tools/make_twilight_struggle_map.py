"""Generate maps/twilight_struggle.tmx and its art. Re-runnable and deterministic.

    python -m tools.make_twilight_struggle_map

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

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script
    sys.path.insert(0, str(ROOT))

from game.rules.twilight_struggle.data import COUNTRIES, SIDES  # noqa: E402
from game.ui.boards.twilight_struggle.palette import REGION_COLOURS  # noqa: E402  (one palette)
from tools.map_layout import (  # noqa: E402
    nearest_cells,
    overlapping,
    paint_fields,
    paint_panels,
    paint_tray,
    relax,
)
from tools.tmx import Zone, write_tmx  # noqa: E402

MAP_W, MAP_H = 1800, 1080
TRAY_H = 224
WIDTH, HEIGHT = MAP_W, MAP_H + TRAY_H
BOX_W, BOX_H = 112, 56
GAP = 10  # the least distance between two country boxes after relaxation
TOP = 54  # below the VP track
ART = "twilight_struggle_board.png"

# Centre of each country box (map px), placed by hand after the real board's layout.
PLACES: dict[str, tuple[float, float]] = {
    # Europe (Canada sits between the USA and the UK, as on the board)
    "canada": (300, 105),
    "norway": (720, 95), "sweden": (850, 125), "finland": (985, 95),
    "uk": (560, 200), "denmark": (760, 205), "east_germany": (895, 225), "poland": (1030, 205),
    "benelux": (670, 280), "west_germany": (800, 305), "czechoslovakia": (985, 315),
    "france": (620, 380), "austria": (860, 395), "hungary": (990, 410), "romania": (1120, 430),
    "spain_portugal": (560, 470), "italy": (750, 480), "yugoslavia": (900, 490),
    "bulgaria": (1040, 505), "greece": (930, 575), "turkey": (1160, 580),
    # Middle East
    "libya": (870, 720), "egypt": (990, 800), "lebanon": (1060, 700), "syria": (1200, 650),
    "israel": (1120, 790), "jordan": (1250, 750), "iraq": (1330, 660),
    "saudi_arabia": (1310, 860), "gulf_states": (1430, 780), "iran": (1430, 600),
    # Africa
    "morocco": (570, 650), "algeria": (700, 660), "tunisia": (830, 630),
    "west_african_states": (560, 740), "saharan_states": (700, 750),
    "ivory_coast": (570, 830), "nigeria": (700, 840), "cameroon": (640, 920),
    "zaire": (780, 910), "angola": (680, 1000), "zimbabwe": (920, 960),
    "botswana": (800, 1020), "south_africa": (560, 1030), "se_african_states": (1050, 1010),
    "sudan": (1010, 880), "ethiopia": (1140, 880), "kenya": (1170, 970), "somalia": (1290, 950),
    # Asia
    "afghanistan": (1350, 480), "pakistan": (1470, 520), "india": (1510, 610),
    "north_korea": (1580, 290), "south_korea": (1610, 380), "japan": (1735, 340),
    "taiwan": (1650, 470), "philippines": (1735, 600),
    "burma": (1530, 700), "laos_cambodia": (1650, 690), "thailand": (1560, 785),
    "vietnam": (1690, 775), "malaysia": (1560, 870), "indonesia": (1690, 930),
    "australia": (1690, 1020),
    # Central America
    "mexico": (85, 300), "cuba": (250, 280), "haiti": (390, 300),
    "dominican_republic": (420, 380), "guatemala": (85, 385), "el_salvador": (85, 470),
    "honduras": (210, 440), "nicaragua": (345, 455), "costa_rica": (290, 535),
    "panama": (380, 610),
    # South America
    "colombia": (270, 690), "venezuela": (410, 700), "ecuador": (140, 740),
    "brazil": (430, 790), "peru": (170, 820), "bolivia": (300, 830), "chile": (150, 905),
    "paraguay": (320, 905), "uruguay": (450, 880), "argentina": (260, 990),
}
SUPERPOWER_W, SUPERPOWER_H = 150, 70
SUPERPOWERS = {"usa": (30, 70), "ussr": (1120, 215)}  # top-left
LABEL_W, LABEL_H = 150, 28
LABELS = {  # top-left of each region's label box
    "europe": (470, 122), "asia": (1400, 410), "middle_east": (1180, 540),
    "africa": (830, 760), "central_america": (20, 210), "south_america": (20, 620),
    "southeast_asia": (1440, 940),
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
    zones += _row("defcon_", range(5, 0, -1), 380, 60, 52, 44, 56)  # 5 at the left, as printed
    for i, side in enumerate(SIDES):
        zones += _row(f"milops_{side}_", range(6), 24, 1000 + i * 38, 36, 32, 40)
        zones += _row(f"space_{side}_", range(9), 1240, 1000 + i * 38, 40, 32, 44)
    zones.append(Zone("china_card", "track", 1290, 320, 110, 64))
    for i, side in enumerate(SIDES):
        zones.append(Zone(f"headline_{side}", "track", 1440 + i * 120, 200, 110, 64))
    zones.append(Zone("events", "track", 20, 520, 220, 80))
    return zones


def tray_zones() -> list[Zone]:
    top, h = MAP_H + 8, TRAY_H - 16
    return [
        Zone("hand", "hand", 10, top, 960, h),
        Zone("zone_headline", "play", 980, top, 116, h),
        Zone("zone_event", "play", 1104, top, 116, h),
        Zone("zone_ops", "play", 1228, top, 116, h),
        Zone("zone_space", "play", 1352, top, 116, h),
        Zone("deck", "pile", 1480, top, 150, h),
        Zone("discard", "pile", 1640, top, 150, (h - 8) // 2),
        Zone("removed", "pile", 1640, top + (h + 8) // 2, 150, (h - 8) // 2),
    ]


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
    relax(centres, fixed, (BOX_W, BOX_H), GAP, (6, TOP, MAP_W - 6, MAP_H - 6))
    zones = [Zone(c, "country", round(x - BOX_W / 2), round(y - BOX_H / 2), BOX_W, BOX_H)
             for c, (x, y) in centres.items()]
    clash = overlapping(zones, fixed)
    if clash:
        raise ValueError(f"boxes {clash[0]} and {clash[1]} overlap after relaxation")
    return zones


def zones() -> dict[str, list[Zone]]:
    fixed = fixed_zones()
    clash = overlapping([z for layer in fixed.values() for z in layer])
    if clash:
        raise ValueError(f"fixed boxes {clash[0]} and {clash[1]} overlap")
    countries = country_zones([z for layer in fixed.values() for z in layer])
    # `areas`: where the pannable map and the fixed tray lie (the board reads its sizes here).
    areas = [Zone("map", "area", 0, 0, MAP_W, MAP_H),
             Zone("tray", "area", 0, MAP_H, WIDTH, TRAY_H)]
    return {"countries": countries, **fixed, "tray": tray_zones(), "areas": areas}


# -- art ---------------------------------------------------------------------------------------
SEA = (70, 108, 138)
LAND = (150, 146, 128)  # land that is no country on the board: the superpowers, China
SCENERY = [  # (x, y) centres of land fields around the superpower boxes and over China
    (105, 105), (105, 170), (200, 120), (1195, 250), (1300, 250), (1420, 250), (1345, 352),
    (1460, 380),
]


def _field_key(country: str) -> str:
    info = COUNTRIES[country]
    return "southeast_asia" if "southeast_asia" in info["subregions"] else info["region"]


def paint(path: Path, layers: dict[str, list[Zone]]) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.display.init()
    art = pygame.Surface((WIDTH, HEIGHT))
    art.fill(SEA)
    # Regions: a coarse nearest-box map, scaled up smoothly into soft painted borders.
    cell = 4
    points = [(x, y, "land") for x, y in SCENERY]
    points += [(z.x + z.width / 2, z.y + z.height / 2, _field_key(z.name))
               for z in layers["countries"]]
    cells = nearest_cells(points, (MAP_W, MAP_H), cell, reach=96.0)
    paint_fields(art, cells, cell, {**REGION_COLOURS, "land": LAND})
    # Panels under the track groups, so the game's track boxes read as one printed track.
    groups: dict[str, list[Zone]] = {}
    for z in layers["tracks"]:
        key = z.name.rsplit("_", 1)[0] if z.name[-1].isdigit() else z.name
        groups.setdefault(key, []).append(z)
    paint_panels(art, groups.values())
    paint_tray(art, (0, MAP_H, WIDTH, TRAY_H), layers["tray"])
    pygame.draw.rect(art, (60, 50, 40), pygame.Rect(0, 0, MAP_W, MAP_H), 4)
    pygame.image.save(art, str(path))
    pygame.display.quit()


def main(out_dir: Path | None = None) -> None:
    out = out_dir or ROOT / "maps"
    out.mkdir(exist_ok=True)
    layers = zones()
    paint(out / ART, layers)
    write_tmx(out / "twilight_struggle.tmx", WIDTH, HEIGHT, ART, layers)
    print(f"wrote {out / 'twilight_struggle.tmx'} and {out / ART}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else None)
