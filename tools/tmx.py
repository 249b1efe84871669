"""Write Tiled (.tmx) maps: one image layer for the art, object layers for zones.

Shared by every board generator in tools/. Object names are engine ids; `type` says what
kind of zone it is. Custom properties never use the names pytmx reserves (id, name, type,
x, y).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import quoteattr

RESERVED = {"id", "name", "type", "x", "y"}


@dataclass
class Zone:
    name: str
    type: str
    x: float
    y: float
    width: float
    height: float
    properties: dict[str, str | int | float | bool] = field(default_factory=dict)


def write_tmx(path: Path, width: int, height: int, image: str,
              layers: dict[str, list[Zone]], tile: int = 20) -> None:
    """A map of width×height pixels (a grid of `tile` px cells) with the art as layer 'board'."""
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
        f'renderorder="right-down" width="{width // tile}" height="{height // tile}" '
        f'tilewidth="{tile}" tileheight="{tile}" infinite="0" nextlayerid="{len(layers) + 2}" '
        f'nextobjectid="{sum(len(z) for z in layers.values()) + 1}">',
        ' <imagelayer id="1" name="board">',
        f'  <image source={quoteattr(image)} width="{width}" height="{height}"/>',
        " </imagelayer>",
    ]
    object_id = 1
    for layer_id, (layer, zones) in enumerate(layers.items(), start=2):
        lines.append(f' <objectgroup id="{layer_id}" name={quoteattr(layer)}>')
        for zone in zones:
            bad = RESERVED & zone.properties.keys()
            if bad:
                raise ValueError(f"property names reserved by pytmx: {sorted(bad)}")
            attrs = (f'id="{object_id}" name={quoteattr(zone.name)} type={quoteattr(zone.type)} '
                     f'x="{zone.x:g}" y="{zone.y:g}" width="{zone.width:g}" '
                     f'height="{zone.height:g}"')
            if not zone.properties:
                lines.append(f"  <object {attrs}/>")
            else:
                lines.append(f"  <object {attrs}>")
                lines.append("   <properties>")
                for key, value in zone.properties.items():
                    kind = {bool: "bool", int: "int", float: "float"}.get(type(value), "string")
                    text = str(value).lower() if isinstance(value, bool) else str(value)
                    lines.append(f"    <property name={quoteattr(key)} type=\"{kind}\" "
                                 f"value={quoteattr(text)}/>")
                lines.append("   </properties>")
                lines.append("  </object>")
            object_id += 1
        lines.append(" </objectgroup>")
    lines.append("</map>")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
