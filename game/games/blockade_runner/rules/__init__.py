"""Blockade Runner (Numbskull Games 2010): rules per ../shared/rules/blockade_runner.md."""

from .rules import RULES

__all__ = ["RULES"]
