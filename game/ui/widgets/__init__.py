"""Reusable widgets: buttons, text, panels, hands of cards, log, prompt bar."""
