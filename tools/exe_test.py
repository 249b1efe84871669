"""Check a built one-folder program away from the source tree: `make exe-test` runs this.

1. Copies the bundle to a temp folder outside the repo and runs `Hotseat --smoke` from `/`
   with a clean environment (no PYTHONPATH, HOME in a temp folder): it must print one
   `smoke ok` line, exit 0 and leave HOME empty.
2. Starts the real app (no --smoke) on the dummy driver and asks it to quit with SIGTERM
   (SDL turns that into a quit event): it must exit 0 and save its settings under HOME.
3. After both, the bundle must be byte-for-byte unchanged: nothing is written inside it.
Also checks the licences folder is there. Prints one line per check; exits 1 on failure.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

# The PyInstaller bootloader's is checked here, where the build extra is installed (the
# `test` extra alone cannot stage it).
REQUIRED_LICENCES = ("pygame-ce-LGPL.txt", "pytmx-LICENSE.txt", "SDL2-zlib.txt",
                     "NanumGothic-OFL.txt", "Python-LICENSE.txt",
                     "PyInstaller-bootloader-COPYING.txt")


def tree_digest(root: Path) -> dict[str, str]:
    """Every entry under root with a content hash (or link target), to spot any write."""
    seen: dict[str, str] = {}
    for path in sorted(root.rglob("*")):
        rel = str(path.relative_to(root))
        if path.is_symlink():
            seen[rel] = "link:" + os.readlink(path)
        elif path.is_file():
            seen[rel] = hashlib.sha256(path.read_bytes()).hexdigest()
        else:
            seen[rel] = "dir"
    return seen


def clean_env(home: Path) -> dict[str, str]:
    keep = {k: v for k, v in os.environ.items()
            if k in ("PATH", "LANG", "LC_ALL", "TMPDIR", "SYSTEMROOT")}
    return {**keep, "HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
            "XDG_CONFIG_HOME": str(home / ".config"), "XDG_DATA_HOME": str(home / ".local/share")}


def fail(message: str) -> int:
    print(f"exe-test FAILED: {message}", file=sys.stderr)
    return 1


def main(argv: list[str]) -> int:
    bundle = Path(argv[0] if argv else "dist/Hotseat").resolve()
    exe_name = "Hotseat.exe" if os.name == "nt" else "Hotseat"
    if not (bundle / exe_name).is_file():
        return fail(f"no built program at {bundle / exe_name}; run `make exe` first")
    missing = [n for n in REQUIRED_LICENCES if not (bundle / "licenses" / n).is_file()]
    if missing:
        return fail(f"licences missing from {bundle / 'licenses'}: {', '.join(missing)}")
    print(f"exe-test: licences present ({len(list((bundle / 'licenses').iterdir()))} files)")

    with tempfile.TemporaryDirectory(prefix="hotseat-exe-") as tmp:
        copy = Path(tmp) / "Hotseat"
        shutil.copytree(bundle, copy, symlinks=True)
        before = tree_digest(copy)
        exe = copy / exe_name

        home = Path(tmp) / "home"
        home.mkdir()
        started = time.perf_counter()
        run = subprocess.run([str(exe), "--smoke"], cwd="/", env=clean_env(home),
                             capture_output=True, text=True, timeout=120)
        lines = run.stdout.splitlines()
        if run.returncode != 0 or len(lines) != 1 or not lines[0].startswith("smoke ok:"):
            return fail(f"smoke run exited {run.returncode}: "
                        f"{(run.stdout + run.stderr).strip()[-500:]}")
        if any(home.iterdir()):
            return fail(f"smoke run wrote to HOME: {sorted(map(str, home.rglob('*')))[:5]}")
        print(f"exe-test: relocated smoke ok in {time.perf_counter() - started:.2f} s "
              f"-> {lines[0]}")

        home2 = Path(tmp) / "home2"
        home2.mkdir()
        proc = subprocess.Popen([str(exe)], cwd="/", env=clean_env(home2),
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        time.sleep(4)  # let it reach the idle loop; SDL queues SIGTERM as a quit event
        proc.send_signal(signal.SIGTERM)
        try:
            out, _ = proc.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            return fail("the app did not quit on SIGTERM within 30 s")
        if proc.returncode != 0:
            return fail(f"app run exited {proc.returncode}: {out.strip()[-500:]}")
        # platformdirs' folder differs per OS (~/.config/Hotseat on Linux): look under HOME.
        saved = sorted(home2.rglob("Hotseat/settings.json"))
        if not saved:
            written = sorted(str(p.relative_to(home2)) for p in home2.rglob("*"))
            return fail(f"app did not save settings under HOME; HOME has {written}")
        print(f"exe-test: app quit cleanly, settings saved to ~/{saved[0].relative_to(home2)}")

        after = tree_digest(copy)
        if after != before:
            changed = sorted(set(after.items()) ^ set(before.items()))
            return fail(f"something was written inside the bundle: {changed[0][0]}")
        print("exe-test: bundle unchanged (nothing written inside it)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
