"""bench.blunders (issue #36 point 2): the census classifier on constructed endings, the idle
seat, and a resumed census playing only the missing seeds."""

from bench import blunders
from game.engine import registry


def trace(**kw) -> blunders.Trace:
    return blunders.Trace(**kw)


def test_d89_10_2_held_scoring_card_loss_and_draw_are_blunders():
    for reason in ("D89-10.2 held Scoring card",
                   "D89-10.2 both players held a Scoring card: draw"):
        assert blunders.classify(reason, [1], trace()) == ["held_scoring"]
    assert blunders.classify("D89-10.4 final scoring", [0], trace()) == []


def test_ts_10_held_scoring_card_is_a_blunder():
    assert blunders.classify("ts.reason.held_scoring", [0], trace()) == ["held_scoring"]
    assert blunders.classify("ts.reason.held_both", [0, 1], trace()) == ["held_scoring"]
    assert blunders.classify("ts.reason.vp", [0], trace()) == []


def test_ts_8_1_3_defcon_1_own_step_or_a_combination():
    # the USSR (seat 0) lost: its own coup from DEFCON 2
    assert blunders.classify("ts.reason.defcon", [1], trace(round_defcon=2, last_seat=0)) == \
        ["defcon1_own"]
    # the US chose inside the USSR's round (Star Wars -> Duck and Cover)
    assert blunders.classify("ts.reason.defcon", [1], trace(round_defcon=2, last_seat=1)) == \
        ["defcon1_combination"]
    # DEFCON 3 as the round began: two drops in one round (Grain Sales -> KAL-007)
    assert blunders.classify("ts.reason.defcon", [1], trace(round_defcon=3, last_seat=0)) == \
        ["defcon1_combination"]


def test_ts_trace_takes_defcon_as_each_round_begins():
    t = trace()
    state = {"turn": 3, "round": 2, "phasing": 0, "defcon": 3}
    t.before(state)
    state["defcon"] = 2  # a drop inside the same round does not move the mark
    t.before(state)
    assert t.round_defcon == 3
    t.before({"turn": 3, "round": 2, "phasing": 1, "defcon": 2})
    assert t.round_defcon == 2


def test_a_broken_game_is_classed_by_how_it_stopped():
    for stop in ("dead_end", "illegal", "stalled"):
        assert blunders.classify("", [], trace(stop=stop)) == [stop]


def test_an_idle_seat_among_the_winners_is_counted():
    assert blunders.classify("br.reason.final_scoring", [0], trace(), idle_seat=0) == \
        ["idle_win"]
    assert blunders.classify("br.reason.final_scoring", [1], trace(), idle_seat=0) == []


class Stuck:
    """A game stub that is never over and offers nothing: a dead end."""

    def is_over(self, state):
        return False

    def active_seats(self, state):
        return [0]

    def legal_actions(self, state, seat):
        return []


class Raising(Stuck):
    def legal_actions(self, state, seat):
        return [["go"]]

    def determinize(self, state, seat, rand):
        return state

    def apply(self, state, seat, action):
        raise ValueError("not legal here")


def test_play_notes_dead_ends_and_illegal_moves():
    assert blunders.play(Stuck(), [blunders.IdleBot()], {}, 0).stop == "dead_end"
    t = blunders.play(Raising(), [blunders.IdleBot()], {}, 0)
    assert t.stop == "illegal" and "not legal here" in t.error


def test_idle_bot_ends_its_turn_whenever_it_may():
    rules = registry.get("blockade_runner")

    class Table:
        def legal_actions(self, state, seat):
            return [["load", "x"], ["end"], ["pass"]]

    assert blunders.IdleBot().choose(Table(), {}, 0) == ["end"]
    state = rules.setup(0, 2, {})
    seat = rules.active_seats(state)[0]
    assert blunders.IdleBot().choose(rules, state, seat) in rules.legal_actions(state, seat)


def test_a_census_resumes_and_rotates_the_idle_seat(tmp_path, monkeypatch):
    monkeypatch.setattr(blunders.match, "host_tag", lambda: "m1")
    census = blunders.make_census("blockade_runner", idle=True, games=3)
    assert census.run_id == "blockade_runner-2p-normal-idle-s0-2"
    assert [census.idle_seat(s) for s in census.seeds] == [0, 1, 0]
    first = blunders.run(blunders.make_census("blockade_runner", idle=True, games=3),
                         folder=tmp_path, quiet=True)
    assert sorted(x["seed"] for x in first) == [0, 1, 2]
    assert all(x["reason"] and x["winners"] for x in first)
    again = blunders.run(census, folder=tmp_path, quiet=True)
    assert len(again) == 3 and len((tmp_path / f"{census.run_id}.m1.jsonl")
                                   .read_text().splitlines()) == 3
    assert f"| `{census.run_id}` | 3 |" in blunders.table(tmp_path)
    assert blunders.make_census("dawn_of_freedom", "hard").level == \
        f"hard@{blunders.CENSUS_HARD['dawn_of_freedom']}"
