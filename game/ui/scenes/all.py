"""Every scene module, imported so that each registers its scenes by name (game/ui/scene.py:
`register_scene`, `open_scene`). The App imports this module once; scene modules never do, and
never import each other, so the scenes make no import circle (issue #32.3)."""

from . import (  # noqa: F401
    dialog,
    game_over,
    handoff,
    house_rules,
    keys_help,
    load,
    new_game,
    pause,
    pile,
    report,
    review,
    rules,
    settings,
    table,
    title,
    zoom,
)
