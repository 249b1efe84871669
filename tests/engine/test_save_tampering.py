"""Issue #33 points 6 and 7: a hand-edited save cannot rig the game, and a hostile file is
refused cheaply on every path that reads saves (load, the Load screen's summary, verify-save).
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import time
import tracemalloc
from pathlib import Path
from typing import Any

import pytest

from game import cli
from game.engine import saves
from game.engine.session import Session
from tests.hostile_saves import HEAVY_LIMIT_MB, HEAVY_LIMIT_S, make_heavy_files


def _session(game: str, moves: int, seed: int = 4, players: int = 2) -> Session:
    session = Session.new(game, seed, players)
    pick = random.Random(seed)
    for _ in range(moves):
        seat = session.active_seats()[0]
        session.submit(seat, pick.choice(session.legal_actions(seat)))
    return session


def _edited(tmp_path: Path, session: Session, change) -> Path:
    data = saves.to_dict(session)
    change(data)
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _refused(path: Path, sentence: str | None = None) -> saves.SaveError:
    """Refused with a sentence, and the stored position is not offered either."""
    with pytest.raises(saves.SaveError, match=sentence) as info:
        saves.load(path)
    assert not isinstance(info.value, saves.SaveMismatch)
    with pytest.raises(saves.SaveError, match=sentence):
        saves.load(path, use_snapshot=True)
    return info.value


def test_forced_rolls_in_a_file_are_refused(tmp_path):
    """The test seam rng.forced_rolls is never read from a save (TS would then roll 6, 6, 6)."""
    session = _session("twilight_struggle", 12)
    path = _edited(tmp_path, session,
                   lambda d: d["snapshot"]["rng"].update(forced_rolls=[6, 6, 6]))
    _refused(path, "breaks the rules")


@pytest.mark.parametrize("rng", [None, {"seed": -1, "counter": 0, "forced_rolls": []},
                                 {"seed": 1, "counter": "7", "forced_rolls": []}])
def test_a_malformed_random_stream_is_refused(tmp_path, rng):
    path = _edited(tmp_path, _session("twilight_struggle", 5),
                   lambda d: d["snapshot"].update(rng=rng))
    _refused(path)


@pytest.mark.parametrize("game, key, value", [
    ("twilight_struggle", "vp", 50),  # TS-10.3.1: +-20 ends the game at once
    ("twilight_struggle", "vp", 19.5),
    ("twilight_struggle", "defcon", 7),
    ("twilight_struggle", "turn", 11),
    ("twilight_struggle", "phasing", 3),
    ("dawn_of_freedom", "vp", -25),  # D89-10.1
    ("dawn_of_freedom", "vp", True),
])
def test_edited_values_out_of_range_are_refused_even_via_the_mismatch_offer(
        tmp_path, game, key, value):
    path = _edited(tmp_path, _session(game, 12),
                   lambda d: d["snapshot"].update({key: value}))
    _refused(path, "breaks the rules")


def test_edited_vp_in_range_is_still_offered_as_a_mismatch(tmp_path):
    """The check is of ranges: a plausible edited position is offered with the warning."""
    path = _edited(tmp_path, _session("twilight_struggle", 12),
                   lambda d: d["snapshot"].update(vp=7))
    with pytest.raises(saves.SaveMismatch) as info:
        saves.load(path)
    assert info.value.session.state["vp"] == 7


def test_kh_save_with_emptied_hands_is_refused(tmp_path):
    """Cards thrown away break the colour's count (every colour keeps its 25 cards)."""
    path = _edited(tmp_path, _session("kabale_und_hiebe", 3),
                   lambda d: d["snapshot"].update(hands=[[], []]))
    _refused(path, "breaks the rules")


def _hands_to_discards(data: dict[str, Any]) -> None:
    snap = data["snapshot"]
    for seat, hand in enumerate(snap["hands"]):
        snap["discards"][seat] += hand + snap["decks"][seat]
        hand.clear()
        snap["decks"][seat].clear()


def test_a_position_where_the_acting_seat_has_no_legal_move_is_refused(tmp_path):
    """Cards counted right but no card to play: the game is not over and stuck."""
    path = _edited(tmp_path, _session("kabale_und_hiebe", 2), _hands_to_discards)
    _refused(path, "breaks the rules")


def test_a_header_whose_move_count_disagrees_with_the_moves_is_refused(tmp_path):
    session = _session("dawn_of_freedom", 6)
    path = _edited(tmp_path, session, lambda d: d.update(moves=d["moves"] + 194))
    with pytest.raises(saves.SaveError, match="move count"):
        saves.load(path)


def _verify(path: Path) -> None:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        assert cli.main(["verify-save", str(path)]) == 1
    assert "Traceback" not in out.getvalue()


PATHS = {"load": saves.load, "summary": saves.summary, "verify-save": _verify}


@pytest.fixture(scope="module")
def heavy(tmp_path_factory):
    folder = tmp_path_factory.mktemp("heavy")
    return folder, make_heavy_files(folder)


@pytest.mark.parametrize("path_name", sorted(PATHS))
def test_a_16_mb_hostile_file_is_refused_quickly_and_in_little_memory(heavy, path_name):
    """Measured on a 2-core machine: 0.1-0.6 s and 35-130 MB peak (tracemalloc) per file and
    path; before, 1-11 s and 0.1-2 GB. The test allows HEAVY_LIMIT_S for slow CI."""
    folder, cases = heavy
    read = PATHS[path_name]
    for name, sentence in cases.items():
        tracemalloc.start()
        start = time.perf_counter()
        try:
            if path_name == "verify-save":
                read(folder / name)
            else:
                with pytest.raises(saves.SaveError, match=sentence):
                    read(folder / name)
        finally:
            took = time.perf_counter() - start
            _, peak = tracemalloc.get_traced_memory()
            tracemalloc.stop()
        assert peak < HEAVY_LIMIT_MB * 2**20, f"{name}: {peak / 2**20:.0f} MB on {path_name}"
        assert took < HEAVY_LIMIT_S, f"{name}: {took:.1f} s on {path_name}"


@pytest.mark.parametrize("text, deep", [
    ("[" * saves.MAX_DEPTH + "]" * saves.MAX_DEPTH, False),
    ("[" * (saves.MAX_DEPTH + 1) + "]" * (saves.MAX_DEPTH + 1), True),
    ('{"a":' * (saves.MAX_DEPTH + 1) + "1" + "}" * (saves.MAX_DEPTH + 1), True),
    ("[[]," * 40 + "[]" + "]" * 40, False),  # wide, not deep
    ('["' + "[" * 100 + '"]', False),  # brackets inside a string
    ('["\\"' + "[{" * 100 + '"]', False),  # after an escaped quote, still inside
    ('["\\\\",' + "[" * 65 + "]" * 65 + "]", True),  # an escaped backslash ends the string
    ("[" * 70, True),  # a cut file, opened and never closed
    ("[" * 10, False),  # cut, shallow: json.loads says it is not JSON
])
def test_the_nesting_check_counts_brackets_outside_strings(text, deep):
    if deep:
        with pytest.raises(saves.SaveError, match="nested too deeply"):
            saves._check_shape(text)
    else:
        saves._check_shape(text)
