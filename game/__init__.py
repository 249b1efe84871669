"""Hotseat: serious tabletop games on one laptop."""

__version__ = "0.1.0"
