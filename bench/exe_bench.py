"""Standalone build figures: bundle size and time from launch to the first title frame.

`python -m bench.exe_bench [--bundle dist/Hotseat] [--runs 7] [--build]`. Runs the built
program's `--smoke` mode several times from `/` with a throwaway HOME and reports medians:
launch → first title frame (HOTSEAT_LAUNCH_T0, read by game/smoke.py) and launch → exit.
Without a build it says so and exits 0 (pass --build to build first with `make exe`).
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIRST_FRAME = re.compile(r"first frame ([0-9.]+) s after launch")


def size_mb(path: Path) -> float:
    if path.is_file():
        return path.stat().st_size / 1e6
    files = (p for p in path.rglob("*") if p.is_file() and not p.is_symlink())
    return sum(p.stat().st_size for p in files) / 1e6


def time_runs(exe: Path, runs: int) -> tuple[list[float], list[float]]:
    """(launch → first frame, launch → exit) per run, in seconds."""
    first, total = [], []
    with tempfile.TemporaryDirectory(prefix="hotseat-bench-") as home:
        env = {**os.environ, "HOME": home, "SDL_VIDEODRIVER": "dummy",
               "SDL_AUDIODRIVER": "dummy"}
        env.pop("HOTSEAT_DATA_DIR", None)
        for _ in range(runs):
            env["HOTSEAT_LAUNCH_T0"] = repr(time.time())
            t0 = time.perf_counter()
            run = subprocess.run([str(exe), "--smoke"], cwd="/", env=env, capture_output=True,
                                 text=True, timeout=120)
            total.append(time.perf_counter() - t0)
            match = FIRST_FRAME.search(run.stdout)
            if run.returncode != 0 or not match:
                raise RuntimeError(f"smoke run failed: {(run.stdout + run.stderr).strip()}")
            first.append(float(match.group(1)))
    return first, total


def report(label: str, exe: Path, bundle: Path, runs: int) -> None:
    first, total = time_runs(exe, runs)
    print(f"{label}: {size_mb(bundle):.1f} MB; launch→first frame median "
          f"{statistics.median(first):.3f} s (min {min(first):.3f}, max {max(first):.3f}); "
          f"smoke run median {statistics.median(total):.3f} s over {runs} runs")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.exe_bench")
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "Hotseat")
    parser.add_argument("--onefile", type=Path, default=ROOT / "dist" / "onefile" / "Hotseat")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--build", action="store_true", help="run `make exe` first (timed)")
    args = parser.parse_args(argv)
    if args.build:
        t0 = time.perf_counter()
        subprocess.run(["make", "-C", str(ROOT), "exe"], check=True)
        print(f"build (make exe): {time.perf_counter() - t0:.1f} s")
    exe = args.bundle / ("Hotseat.exe" if os.name == "nt" else "Hotseat")
    if not exe.is_file():
        print(f"exe_bench: no build at {args.bundle} (run `make exe`); skipped")
        return 0
    report("one-folder", exe, args.bundle, args.runs)
    if args.onefile.is_file():  # only if `make exe-onefile` was run
        report("one-file", args.onefile, args.onefile, args.runs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
