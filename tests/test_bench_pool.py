"""`make bench` never hangs: pool workers stop on `Pool.terminate` even when the bench process
had a SIGTERM handler that does not end it when it forked them (App.run's, in the days it
stayed installed after the app: the workers ignored Pool.terminate and the bench hung)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# Two workers sleep through long jobs; two seconds in, the bench is interrupted (Ctrl+C), so
# leaving `play_all` terminates the pool. Each worker must die then, not finish its job.
SCRIPT = """
import signal, time
from bench._games import play_all

signal.signal(signal.SIGTERM, lambda *_: None)  # a handler that does not end the process


def interrupt(*_):
    raise KeyboardInterrupt


signal.signal(signal.SIGALRM, interrupt)
signal.alarm(2)
started = time.perf_counter()
try:
    play_all(time.sleep, [40, 40], workers=2, chunksize=1)
except KeyboardInterrupt:
    print(round(time.perf_counter() - started))
"""


def test_an_interrupted_bench_stops_its_pool_workers_despite_an_inherited_sigterm_handler():
    bench = subprocess.Popen([sys.executable, "-c", SCRIPT], cwd=ROOT, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        out, err = bench.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        os.killpg(bench.pid, signal.SIGKILL)  # the bench and the workers that would not stop
        bench.communicate()
        raise AssertionError("the pool workers ignored Pool.terminate") from None
    assert bench.returncode == 0, err
    assert int(out) < 30  # stopped when interrupted, not after the workers' 40-second jobs
