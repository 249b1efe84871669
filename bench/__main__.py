"""`python -m bench`: run every bench module (bench/*.py) in turn, as `python -m bench.X` would.

A module that fails is reported and the others still run; the exit code is 1 if any failed.
"""

from __future__ import annotations

import pkgutil
import runpy
import sys
from pathlib import Path


def main() -> int:
    names = sorted(m.name for m in pkgutil.iter_modules([str(Path(__file__).parent)])
                   if not m.name.startswith("_"))
    failed: list[str] = []
    for name in names:
        print(f"== bench.{name}", flush=True)
        try:
            runpy.run_module(f"bench.{name}", run_name="__main__", alter_sys=True)
        except SystemExit as exc:
            if exc.code not in (None, 0):
                failed.append(name)
        except Exception as exc:  # one broken bench must not hide the others' figures
            print(f"bench.{name} failed: {type(exc).__name__}: {exc}", file=sys.stderr)
            failed.append(name)
    if failed:
        print(f"failed: {', '.join(failed)}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
