"""The board tests beside each game's rules tests use the UI tests' app fixture."""

from tests.ui.conftest import app  # noqa: F401
