"""The board tests beside each game's rules tests use the UI tests' app fixtures."""

from tests.ui.conftest import app, korean_app  # noqa: F401
