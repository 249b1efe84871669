"""Kabale und Hiebe (Hans im Glück 2006): rules per ../shared/rules/kabale_und_hiebe.md."""

from .rules import RULES

__all__ = ["RULES"]
