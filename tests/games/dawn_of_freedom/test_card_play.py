"""D89-5 card play and the D89-7 event framework, with stand-in events registered per test
where the framework (not a card's own text) is under test."""

import pytest

from game.games.dawn_of_freedom.rules import RULES, control, events
from game.games.dawn_of_freedom.rules.common import COM, DEM, FRAMES, card_ref, seat_of

from .helpers import (
    act,
    blank,
    give,
    legal,
    logged,
    number_of,
    set_sp,
    start_round,
    top,
)

JAN_PALACH_WEEK, WALESA, SOLIDARITY, HONECKER, MODROW = 29, 3, 2, 15, 83
CONSUMERISM, NORMALIZATION, ELENA = 27, 52, 101
SAJUDIS, BALTIC_WAY = 33, 81  # The Baltic Way's prerequisite need not be in effect
FILLER_COM, FILLER_DEM = 1, 4  # Legacy of Martial Law (COM), Michnik (DEM): hand fillers


class PlaceInCharles(events.Event):
    """Stand-in for Jan Palach Week: 6 DEM SPs in Charles University (D89-5.2.X1)."""

    def resolve(self, state, side):
        control.add_sp(state, "charles_university", side, 6)


class Nothing(events.Event):
    def resolve(self, state, side):
        pass


class RemoveOne(events.Event):
    """A choice by the event's owner: remove one opponent SP (shape of Consumerism)."""

    def resolve(self, state, side):
        FRAMES.push(state, "remove_sp", seat=seat_of(side), side=side, left=1)


@pytest.fixture
def registered(monkeypatch):
    def add(card, event_cls):
        monkeypatch.setitem(events.IMPLEMENTED, card, event_cls())
    return add


def position(side, card):
    state = blank()
    give(state, side, card)
    give(state, COM, FILLER_COM)
    give(state, DEM, FILLER_DEM)
    start_round(state, side)
    return state


def test_D89_5_2_X1_opponent_event_first_then_operations(registered):
    registered(JAN_PALACH_WEEK, PlaceInCharles)
    state = position(COM, JAN_PALACH_WEEK)
    set_sp(state, praha=(1, 0))
    act(state, COM, ["card", JAN_PALACH_WEEK], ["mode", "ops"])
    assert legal(state, COM) == [["order", "event_first"], ["order", "ops_first"]]
    act(state, COM, ["order", "event_first"])
    assert state["sp"]["charles_university"][DEM] == 6
    act(state, COM, ["use", "place"], ["space", "praha"])
    assert JAN_PALACH_WEEK in state["removed"]  # asterisked event took place
    assert top(state)["side"] == DEM


def test_D89_5_2_opponent_makes_the_events_choices(registered):
    registered(CONSUMERISM, RemoveOne)
    state = position(COM, CONSUMERISM)
    set_sp(state, lodz=(2, 0))
    act(state, COM, ["card", CONSUMERISM], ["mode", "ops"], ["order", "ops_first"],
        ["use", "place"], ["space", "lodz"], ["done"])
    assert RULES.active_seats(state) == [seat_of(DEM)] and top(state)["name"] == "remove_sp"
    act(state, DEM, ["space", "lodz"])
    assert state["sp"]["lodz"][COM] == 2 and CONSUMERISM in state["discard"]
    assert top(state)["name"] == "action_round" and top(state)["side"] == DEM


def test_D89_5_2_X2_prerequisite_missing_card_to_discard(registered):  # D89-EC-17
    registered(WALESA, Nothing)
    state = position(COM, WALESA)
    act(state, COM, ["card", WALESA], ["mode", "ops"], ["order", "ops_first"], ["use", "place"],
        ["done"])
    assert logged(state, "dof.log.event_cannot_occur") == [{"card": card_ref(WALESA)}]
    assert WALESA in state["discard"] and WALESA not in state["events_played"]


def test_D89_5_1_prerequisite_in_effect_allows_the_event(registered):
    registered(WALESA, Nothing)
    state = position(DEM, WALESA)
    act(state, DEM, ["card", WALESA])
    assert ["mode", "event"] not in legal(state, DEM)
    state["events_played"].append(SOLIDARITY)
    state["lasting"].append(SOLIDARITY)
    assert ["mode", "event"] in legal(state, DEM)
    act(state, DEM, ["mode", "event"])
    assert WALESA in state["removed"]


def test_D89_5_2_B2_an_event_waits_for_its_prerequisite_to_have_been_played(registered):
    """The Baltic Way needs Sajudis to have happened (not to be in effect, D89-ED-09): until
    Sajudis is among the events played, it can be neither chosen for nor resolved as its event."""
    registered(BALTIC_WAY, Nothing)
    state = position(DEM, BALTIC_WAY)
    act(state, DEM, ["card", BALTIC_WAY])
    assert ["mode", "event"] not in legal(state, DEM)
    assert not events.can_occur(state, BALTIC_WAY, DEM)
    state["events_played"].append(SAJUDIS)
    assert events.can_occur(state, BALTIC_WAY, DEM)
    assert ["mode", "event"] in legal(state, DEM)


def test_D89_5_2_X3_forbidden_event_does_not_happen(registered):  # D89-EC-18
    registered(HONECKER, Nothing)
    state = position(DEM, HONECKER)
    state["lasting"].append(MODROW)
    act(state, DEM, ["card", HONECKER], ["mode", "ops"], ["order", "event_first"])
    act(state, DEM, ["use", "place"], ["done"])
    assert HONECKER in state["discard"] and HONECKER not in state["lasting"]


def test_D89_5_2_X4_event_without_effect_still_counts(registered):  # D89-EC-19, D89-EC-20
    registered(NORMALIZATION, Nothing)
    state = position(DEM, NORMALIZATION)
    act(state, DEM, ["card", NORMALIZATION], ["mode", "ops"], ["order", "ops_first"],
        ["use", "place"], ["done"])
    assert NORMALIZATION in state["removed"] and NORMALIZATION in state["events_played"]


def test_D89_7_1_opponent_event_cannot_be_chosen(registered):
    registered(CONSUMERISM, Nothing)
    state = position(COM, CONSUMERISM)
    act(state, COM, ["card", CONSUMERISM])
    assert ["mode", "event"] not in legal(state, COM)


def test_D89_7_2_lasting_event_stays_in_play(registered):
    registered(HONECKER, Nothing)
    state = position(COM, HONECKER)
    act(state, COM, ["card", HONECKER], ["mode", "event"])
    assert state["lasting"] == [HONECKER] and state["table"] == []
    events.end_lasting(state, HONECKER)
    assert HONECKER in state["removed"]  # asterisked: out when the effect ends


def test_D89_7_3_silver_card_event_belongs_to_the_player(registered):
    prudence = number_of("Prudence")
    registered(prudence, Nothing)
    state = position(DEM, prudence)
    act(state, DEM, ["card", prudence], ["mode", "event"])
    assert logged(state, "dof.log.event")[0]["side"] == DEM


def scoring_card_starts_its_struggle(card: int, country: str) -> None:
    """D89-8.0: a Scoring card is played only as its event, which starts a Power Struggle in
    its country; when the struggle is over the card is in the discard pile or removed."""
    state = position(DEM, card)
    act(state, DEM, ["card", card])
    assert legal(state, DEM) == [["mode", "event"]]
    act(state, DEM, ["mode", "event"])
    assert logged(state, "dof.log.struggle") == [{"country": country, "side": DEM}]
    while state.get("ps") and not state["over"]:  # play it out with the first legal action
        seat = RULES.active_seats(state)[0]
        RULES.apply(state, seat, RULES.legal_actions(state, seat)[0])
    assert not state["over"]
    assert (card in state["discard"]) != (card in state["removed"])
    assert top(state)["name"] == "action_round" and top(state)["side"] == COM


def test_card_022_D89_8_0_poland_scoring_only_as_event_starts_a_struggle():
    scoring_card_starts_its_struggle(22, "poland")


def test_card_023_D89_8_0_hungary_scoring_starts_a_struggle():
    scoring_card_starts_its_struggle(23, "hungary")


def test_card_042_D89_8_0_east_germany_scoring_starts_a_struggle():
    scoring_card_starts_its_struggle(42, "east_germany")


def test_card_043_D89_8_0_bulgaria_scoring_starts_a_struggle():
    scoring_card_starts_its_struggle(43, "bulgaria")


def test_card_055_D89_8_0_czechoslovakia_scoring_starts_a_struggle():
    scoring_card_starts_its_struggle(55, "czechoslovakia")


def test_card_095_D89_8_0_romania_scoring_starts_a_struggle():
    scoring_card_starts_its_struggle(95, "romania")


def test_D89_5_3_X1_discarded_scoring_card_without_struggle():  # D89-EC-21
    from game.games.dawn_of_freedom.rules.card_play import forced_discard
    state = position(DEM, 22)
    forced_discard(state, DEM, 22, carried=(COM,), by=COM)
    assert 22 in state["discard"] and not logged(state, "dof.log.struggle")


def test_D89_5_3_X2_discarded_scoring_card_with_struggle():  # D89-EC-22
    from game.games.dawn_of_freedom.rules.card_play import forced_discard
    state = position(COM, 22)
    forced_discard(state, COM, 22, carried=(DEM, "both"), by=DEM)
    assert logged(state, "dof.log.struggle") == [{"country": "poland", "side": DEM}]
    assert state.get("ps", {}).get("source") == "event"


def test_D89_7_4_event_granted_operations(registered):
    from game.games.dawn_of_freedom.rules import operations

    class GrantOps(events.Event):
        def resolve(self, state, side):
            operations.start(state, side, JAN_PALACH_WEEK)  # "as if with this card's Ops"

    registered(JAN_PALACH_WEEK, GrantOps)
    state = position(DEM, JAN_PALACH_WEEK)
    set_sp(state, praha=(0, 1))
    state["ts"]["pos"][DEM] = 2  # box 2 applies to event-granted Ops too (D89-7.3.3)
    act(state, DEM, ["card", JAN_PALACH_WEEK], ["mode", "event"], ["use", "place"])
    assert top(state)["name"] == "place_sp" and top(state)["ops"] == 2
    act(state, DEM, ["space", "praha"], ["space", "praha"])
    assert JAN_PALACH_WEEK in state["removed"] and top(state)["side"] == COM


def test_D89_12_4_blocked_event_still_gives_ops(registered):  # D89-EC-57, D89-7.5
    gorbachev = number_of("Gorbachev Charms the West")
    registered(gorbachev, Nothing)
    state = position(DEM, gorbachev)
    act(state, DEM, ["card", gorbachev])
    assert ["mode", "event"] in legal(state, DEM)
    state["lasting"].append(84)  # Breakaway Baltic Republics
    assert ["mode", "event"] not in legal(state, DEM) and ["mode", "ops"] in legal(state, DEM)


def test_D89_7_3_1_X1_michnik_modifiers_in_aggregate(monkeypatch):  # D89-EC-15
    from game.games.dawn_of_freedom.rules import operations
    michnik = number_of("Michnik")
    monkeypatch.setitem(events.OPS_MODIFIERS, 901, lambda s, user, card, ctx: -(user == DEM))
    def ahbr(s, user, card, ctx):  # shape of AHBR: all Ops in East Germany
        return int(user == DEM and bool(ctx.get("east_germany")))
    monkeypatch.setitem(events.OPS_MODIFIERS, 902, ahbr)
    state = blank()
    state["lasting"] += [901, 902]
    state["ts"]["pos"][DEM] = 2
    assert operations.effective_ops(state, michnik, DEM, context={"east_germany": True}) == 2
    roundtable = number_of("Roundtable Talks")
    assert operations.effective_ops(state, roundtable, DEM, context={"use": "check"}) == 2


def test_D89_8_4_7_scoring_card_where_the_democrat_holds_power_leaves_the_game():
    """Poland Scoring played while the Democrat already holds Power in Poland: the struggle is
    fought, nobody takes or keeps Power, and the card is removed from the game (never lost)."""
    state = position(COM, 22)
    state["power"]["poland"] = DEM
    set_sp(state, warszawa=(3, 0), gdansk=(0, 2))
    act(state, COM, ["card", 22], ["mode", "event"])
    assert state.get("ps") and 22 not in state["table"]
    for _ in range(200):
        if not state.get("ps"):
            break
        seat = RULES.active_seats(state)[0]
        RULES.apply(state, seat, RULES.legal_actions(state, seat)[0])
    assert not state.get("ps")
    assert 22 in state["removed"] and 22 not in state["discard"]
    assert state["power"]["poland"] == DEM and state["retentions"].get("poland", 0) == 0
