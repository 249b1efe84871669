"""`python -m game` starts the app; `python -m game <tool> ...` runs a headless tool."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and not argv[0].startswith("--"):
        from .cli import main as cli_main

        return cli_main(argv)
    from .smoke import run as smoke_run
    from .ui.app import main as app_main

    return app_main(argv, smoke=smoke_run)


if __name__ == "__main__":
    sys.exit(main())
