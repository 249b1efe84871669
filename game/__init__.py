"""Hotseat: serious tabletop games on one laptop."""

import os

# pygame prints a banner on import; the app and the headless tools have no use for it.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

__version__ = "0.1.0"
