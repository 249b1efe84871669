"""Issue #35's bars (points 5 and 6), and the one way a bench states a figure against its bar:
`figure, target, verdict`, so `make bench` shows a regression as NOT MET."""

from __future__ import annotations

# Point 6: engine speed against the public pure-Python Twilight Struggle engine, card plays/s.
MIN_SPEED_RATIO = 3.0
# Point 6: a state copy at the end of a game, µs of CPU (Blockade Runner's state is the biggest).
MAX_END_CLONE_US = {"dawn_of_freedom": 50.0, "twilight_struggle": 50.0,
                    "kabale_und_hiebe": 50.0, "blockade_runner": 80.0}
# Point 6: loading a finished 1989 save (a long game: ~850 moves), ms.
MAX_FINISHED_LOAD_MS = 100.0
# Point 5: the Hard bot's 99th-percentile decision at the app's budget, s.
MAX_DECISION_P99_S = 2.5


TESTS = {">=": float.__ge__, "<": float.__lt__, "<=": float.__le__}


def verdict(value: float, target: float, op: str = "<") -> str:
    return "met" if TESTS[op](float(value), float(target)) else "NOT MET"


def line(label: str, value: float, target: float, unit: str, op: str = "<",
         digits: int = 1) -> str:
    """`label: 12.3 µs (target < 50 µs): met`; `op` is how the value must stand to the target
    (">=" for a speed ratio, "<=" for the decision p99)."""
    return (f"{label}: {value:.{digits}f}{unit} (target {op} {target:g}{unit}): "
            f"{verdict(value, target, op)}")
