"""The 1989 Power Struggle table (D89-8) driven by synthetic events: card clicks and drags,
the decision buttons, map choices inside a struggle, the Map/Struggle switch, the result panel
rebuilt from the log, and what a spectator may see."""

import random

import pygame
import pytest

from game import i18n
from game.engine.session import SeatInfo, Session
from game.games.dawn_of_freedom.board import struggle
from game.games.dawn_of_freedom.board import struggle_words as struggle_log
from game.games.dawn_of_freedom.board.outcome import Outcome
from game.games.dawn_of_freedom.rules import power_struggle
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.table import TableScene, open_session
from game.ui.scenes.title import TitleScene
from tests.playout import play_session
from tests.ui.conftest import click, key, spy

GAME = "dawn_of_freedom"


def top_frame(session: Session) -> str | None:
    stack = session.state.get("stack") or []
    return stack[-1]["name"] if stack else None


def at_frame(name: str, extra=lambda session: True):
    return lambda session: top_frame(session) == name and extra(session)


def just_ended(times: int = 1):
    """True right after the move that ends the `times`-th struggle."""
    return lambda session: sum(e["key"] == "dof.ps.end" for e in session.state["log"]) >= times


def played(session: Session, until, seed: int = 1, limit: int = 3000) -> Session:
    """Seeded random moves for both seats until `until(session)` holds."""
    return play_session(session, random.Random(seed), until=lambda state: until(session),
                        limit=limit)


def table_at(app, until, seed: int = 1) -> TableScene:
    """Two humans; the table opened at the first position where `until` holds, with the
    handoff confirmed so the seat to act is the viewer."""
    session = Session.new(GAME, seed, 2, seats=[SeatInfo("Red"), SeatInfo("Blue")])
    played(session, until, seed)
    app.push(TitleScene(app))
    table = open_session(app, session)
    while isinstance(app.stack.top, HandoffScene):
        app.stack.top.ready()
    app.draw()
    return table


def view_of(table: TableScene) -> struggle.StruggleView:
    return table.board.struggle


def button(view: struggle.StruggleView, label_key: str):
    label = i18n.t(f"dof.struggle.{label_key}")
    return next(b for b, _ in view.buttons if b.label == label)


def after_action(table: TableScene, action: list) -> None:
    """Submit for whoever acts and let the table follow (handoffs confirmed)."""
    session = table.session
    session.submit(session.active_seats()[0], action)
    table.after_change()
    while isinstance(table.app.stack.top, HandoffScene):
        table.app.stack.top.ready()
    table.app.draw()


@pytest.mark.parametrize("verb,label", [("raise", "button.raise"), ("pass", "button.pass")])
def test_d89_8_2_raise_buttons_submit(app, verb, label):
    table = table_at(app, at_frame("ps_raise", lambda s: ["raise"] in s.legal_actions(
        s.active_seats()[0])))
    view = view_of(table)
    assert view.mode() == "struggle" and table.acting is not None
    assert i18n.t("dof.struggle.title.raise") in view.canvas.texts()
    sent = spy(table)
    click(app, button(view, label).rect.center)
    assert sent == [[verb]]


def test_d89_8_2_2_raise_discards_are_clicks_on_hand_cards(app):
    table = table_at(app, at_frame("ps_raise_discard"))
    view = view_of(table)
    card, rect = view.hand_rects[0]
    sent = spy(table)
    click(app, rect.center)
    assert sent == [["ps_card", card]]


def test_d89_8_3_2_a_click_on_a_lit_card_leads_it_and_a_dim_one_does_nothing(app):
    def some_unplayable(session):
        seat = session.active_seats()[0]
        hand = session.view(seat)["power_struggle"]["hand"]
        return len(session.legal_actions(seat)) < len(hand)

    table = table_at(app, at_frame("ps_lead", some_unplayable))
    view = view_of(table)
    lit = [(c, r) for c, r in view.hand_rects if c in view.playable()]
    dim = [(c, r) for c, r in view.hand_rects if c not in view.playable()]
    assert lit and dim
    sent = spy(table)
    click(app, dim[-1][1].center)
    assert sent == []
    click(app, lit[0][1].center)
    assert sent == [["ps_card", lit[0][0]]]


def test_d89_8_3_2_dragging_a_lit_card_onto_the_table_plays_it(app):
    table = table_at(app, at_frame("ps_lead"))
    view = view_of(table)
    card, rect = next((c, r) for c, r in view.hand_rects if c in view.playable())
    assert view.slot is not None
    sent = spy(table)
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0),
                                  buttons=(0, 0, 0)))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    for pos in ((rect.centerx, rect.top - 40), view.slot.center):
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                      buttons=(1, 0, 0)))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=view.slot.center, button=1))
    assert sent == [["ps_card", card]]


def test_d89_8_3_2_a_lead_after_a_round_shows_the_rounds_and_the_last_roll(app):
    def after_a_roll(session):
        log = session.state["log"]
        begin = max(i for i, e in enumerate(log) if e["key"] == "dof.ps.begin")
        return any(e["key"] == "dof.ps.initiative" for e in log[begin:])

    # Seed 6: random play reaches a matched lead and a roll (seed 1 no longer does since the
    # defender declines explicitly, issue #33).
    table = table_at(app, at_frame("ps_lead", after_a_roll), seed=6)
    view = view_of(table)
    roll = next(e for e in reversed(table.view["log"]) if e["key"] == "dof.ps.initiative")
    texts = view.canvas.texts()
    assert any(text.startswith(i18n.t("dof.struggle.last", text="")) and
               f" {roll['params']['die']} " in text for text in texts)
    assert [line.round for line in view.lines if line.round] == list(
        range(1, 1 + sum(1 for line in view.lines if line.round)))


def test_d89_8_3_2_the_defender_sees_the_attack_and_decline_submits(app):
    table = table_at(app, at_frame("ps_answer"))
    view = view_of(table)
    attack = table.view["power_struggle"]["attack"]
    suit = struggle.suit_name(attack["suit"])
    texts = view.canvas.texts()
    assert view.slot_card == attack["card"]
    assert any(suit in text for text in texts)  # "Match with any <suit> card ..."
    sent = spy(table)
    click(app, button(view, "button.decline").rect.center)
    assert sent == [["decline"]]


def test_d89_8_3_2_a_leaders_suit_is_named_with_a_suit_button(app):
    table = table_at(app, at_frame("ps_suit"), seed=5)
    view = view_of(table)
    legal = [a[1] for a in table.legal]
    suit_button = next(b for b, _ in view.buttons if b.label == struggle.suit_name(legal[0]))
    sent = spy(table)
    click(app, suit_button.rect.center)
    assert sent == [["suit", legal[0]]]


@pytest.mark.parametrize("verb,label", [("keep_power", "button.keep"),
                                        ("surrender", "button.give")])
def test_d89_8_4_5_keep_or_give_up_power_buttons_submit(app, verb, label):
    table = table_at(app, at_frame("ps_surrender"))
    view = view_of(table)
    assert view.mode() == "struggle"
    sent = spy(table)
    click(app, button(view, label).rect.center)
    assert sent == [[verb]]


def test_d89_8_4_2_support_loss_shows_the_map_and_a_lit_space_click_submits(app):
    table = table_at(app, at_frame("ps_support_loss"))
    board = table.board
    assert view_of(table).mode() == "map" and not view_of(table).covers()
    lit = sorted(board.lit_spaces())
    assert lit
    assert board.viewport.collidepoint(board.space_rect(lit[0]).center)  # centred on it
    sent = spy(table)
    click(app, board.space_rect(lit[0]).center)
    assert sent == [["space", lit[0]]]


def test_the_map_and_struggle_switch_goes_both_ways(app):
    table = table_at(app, at_frame("ps_lead"))
    board, view = table.board, view_of(table)
    assert view.covers()
    click(app, view.tab.rect.center)
    assert not view.covers()
    back = next(b for b in board.buttons
                if b.label == i18n.t("dof.struggle.tab.struggle"))
    assert board.buttons == [back]  # no "Play ..." buttons in the strip
    click(app, back.rect.center)
    assert view.covers()
    key(app, pygame.K_m)
    assert not view.covers()
    key(app, pygame.K_m)
    assert view.covers()


def test_d89_8_4_the_result_panel_matches_the_log_and_continue_hides_it(app):
    table = table_at(app, just_ended())
    view = view_of(table)
    assert "power_struggle" not in table.view or not table.view["power_struggle"]
    assert view.mode() == "result"
    log = table.view["log"]
    begin = max(i for i, e in enumerate(log) if e["key"] == "dof.ps.begin")
    params = {e["key"]: e["params"] for e in log[begin:]}
    won, loss = params["dof.ps.won"], params["dof.ps.support_loss_roll"]
    vp = params["dof.ps.vp_roll"]
    out = view.outcome
    assert (out.winner, out.loss, out.vp) == (won["side"], loss, vp)
    assert sum(v for _, v in out.modifiers()) == loss["mod"]
    texts = view.canvas.texts()
    country = i18n.t(f"dof.country.{params['dof.ps.begin']['country']}")
    assert i18n.t("dof.struggle.result.title", side=i18n.t(f"dof.side.{won['side']}"),
                  country=country) in texts
    assert any(f"{loss['die']} {loss['mod']:+d} = {loss['total']}" in t for t in texts)
    assert any(f"{vp['die']} {vp['mod']:+d} = {vp['total']}" in t for t in texts)
    click(app, view.continue_button.rect.center)
    assert view.mode() == "map"


def test_the_result_is_shown_once_to_each_viewer(app):
    table = table_at(app, just_ended())
    view = view_of(table)
    first = table.viewer
    view.acknowledge()
    assert view.mode() == "map"
    table.viewer = 1 - first  # as after a handoff to the other human
    table.refresh()
    assert view.mode() == "result"
    key(app, pygame.K_RETURN)  # Enter is Continue
    assert view.mode() == "map"
    table.viewer = first
    table.refresh()
    assert view.mode() == "map"


def test_a_new_struggle_replaces_an_unacknowledged_result(app):
    table = table_at(app, just_ended())
    view = view_of(table)
    first = view.outcome.country, view.ends
    assert view.mode() == "result"
    played(table.session, lambda s: bool(s.state.get("ps")))
    table.after_change()
    assert view.mode() in ("struggle", "map") and not view.outcome.ended
    played(table.session, just_ended(first[1] + 1))
    table.after_change()
    assert view.mode() == "result" and view.ends == first[1] + 1


def test_a_game_loaded_long_after_a_struggle_shows_no_result(app):
    def card_played_since_end(session):
        log = session.state["log"]
        ends = [i for i, e in enumerate(log) if e["key"] == "dof.ps.end"]
        return bool(ends) and any(e["key"] == "dof.log.play_card" for e in log[ends[-1]:])

    table = table_at(app, card_played_since_end)
    assert view_of(table).mode() != "result"


def test_a_spectator_sees_no_power_struggle_hand(app):
    table = table_at(app, at_frame("ps_lead"))
    table.viewer = None  # a handoff in progress, or a table of bots
    table.refresh()
    app.draw()
    view = view_of(table)
    assert view.mode() == "struggle"
    assert view.hand_rects == [] and "hand" not in table.view["power_struggle"]
    counts = table.view["power_struggle"]["hand_counts"]
    assert i18n.t("dof.struggle.hand.hidden", com=counts["com"],
                  dem=counts["dem"]) in view.canvas.texts()


def test_d89_8_4_1_modifiers_name_what_the_rules_counted():
    record = {  # the view's ps_result, as power_struggle._record_result writes it
        "country": "poland", "initiator": "dem", "source": "scoring", "raised": ["dem"],
        "won": {"side": "dem", "suit": "rally_in_the_square", "why": "declined"},
        "modifiers": [{"kind": "suit", "suit": "rally_in_the_square", "value": 2},
                      {"kind": "raise", "side": "dem", "value": 1},
                      {"kind": "yakovlev", "value": 1}],
        "loss_roll": {"side": "com", "die": 2, "mod": 4, "total": 6, "loss": 3},
    }
    parts = dict(Outcome.of(record, True).modifiers())
    assert list(parts.values()) == [2, 1, 1]  # Rally +2, one raise +1, Yakovlev +1
    assert i18n.t("dof.struggle.result.mod.yakovlev") in parts


def test_three_raise_discards_make_one_history_line():
    log = [{"key": "dof.ps.begin", "params": {}}] + [
        {"key": "dof.ps.raise_discard", "params": {"side": "com", "card": c}} for c in (1, 7, 52)
    ] + [{"key": "dof.ps.raised", "params": {"side": "com"}}]
    entries = power_struggle.history(log)  # the view's ps_history
    assert entries == [{"what": "raised", "params": {"side": "com", "cards": [1, 7, 52]}}]
    lines = struggle_log.history(entries)
    assert len(lines) == 1 and lines[0].side == "com"
    assert "Tactic Fails" in lines[0].text and lines[0].round is None


def test_a_result_stays_news_until_the_viewer_plays_a_card(app):
    table = table_at(app, just_ended())
    view = view_of(table)
    end = max(i for i, e in enumerate(table.session.state["log"]) if e["key"] == "dof.ps.end")

    def first_card_since(session):
        return next((e for e in session.state["log"][end:]
                     if e["key"] == "dof.log.play_card"), None)

    played(table.session, first_card_since)
    player = first_card_since(table.session)["params"]["side"]
    for seat, side in enumerate(("com", "dem")):
        table.viewer = seat
        table.refresh()
        assert (view.mode() == "result") == (side != player), side


def test_d89_8_4_the_result_panel_comes_from_the_views_record_not_the_log(app):
    table = table_at(app, just_ended())
    record = table.view["ps_result"]
    table.view = dict(table.view, log=[])  # nothing to read back from
    table.board.refresh()
    app.draw()
    view = view_of(table)
    assert view.mode() == "result" and view.ends == record["n"]
    loss, vp = record["loss_roll"], record["vp_roll"]
    assert (view.outcome.winner, view.outcome.loss, view.outcome.vp) == (
        record["won"]["side"], loss, vp)
    texts = view.canvas.texts()
    assert any(f"{loss['die']} {loss['mod']:+d} = {loss['total']}" in t for t in texts)
    assert any(f"{vp['die']} {vp['mod']:+d} = {vp['total']}" in t for t in texts)


def test_issue_19_9_raise_discards_stay_where_they_were_clicked(app):
    table = table_at(app, at_frame("ps_raise_discard", lambda s: s.state["stack"][-1][
        "left"] == 3 and min(len(hand) for hand in s.state["ps"]["hands"].values()) >= 6))
    view = view_of(table)
    places = list(view.hand_rects)  # the row before the first pick
    wanted = [places[i] for i in (1, 3, 5)]
    sent = spy(table)
    for _, rect in wanted:  # three clicks where those cards were first drawn
        click(app, rect.center)
        app.draw()
    assert sent == [["ps_card", card] for card, _ in wanted]


def test_no_struggle_text_overlaps_another_at_1280x720():
    """Seen at 1280×720: the Keep/Give explanations ran into an empty hand's band."""
    from game.ui.app import App
    from game.ui.scenes.build import build_scene

    small = App((1280, 720), persist=False)
    try:
        build_scene(small, "table", game=GAME, seed=1, moves=60)  # Keep Power or give it up?
        view = view_of(small.stack.top)
        small.draw()
        assert view.mode() == "struggle" and not view.ps.get("hand")
        texts = [op[2] for op in view.canvas.ops if op[0] == "blit"]
        assert texts
        for i, a in enumerate(texts):
            assert all(not a.colliderect(b) for b in texts[:i]), a
    finally:
        pygame.quit()


def test_d89_8_3_4_X1_issue33_a_defender_without_an_answer_is_told_to_decline(app):
    """Issue #33: the defender is handed the laptop even when Decline is all he has; the table
    says he has no card that can answer (as a player says "I cannot answer")."""
    def cannot_answer(session):
        seat = session.active_seats()[0]
        return session.legal_actions(seat) == [["decline"]]

    table = table_at(app, at_frame("ps_answer", cannot_answer))
    view = view_of(table)
    suit = struggle.suit_name(table.view["power_struggle"]["attack"]["suit"])
    texts = view.canvas.texts()
    assert i18n.t("dof.struggle.say.answer.none", suit=suit) in " ".join(texts)  # wrapped
    # No match is possible, so no word on the initiative roll that follows one.
    assert i18n.t("dof.struggle.say.roll", need=0).split(":")[0] not in " ".join(texts)
    sent = spy(table)
    click(app, button(view, "button.decline").rect.center)
    assert sent == [["decline"]]


def attacker_without_a_lead(app):
    """The struggle's table where the attacker holds cards but no lead (only Tactic Fails,
    D89-EC-32): (table, struggle view) drawn."""
    from game.games.dawn_of_freedom.rules.power_struggle import TACTIC_FAILS

    table = table_at(app, at_frame("ps_lead"))
    ps = table.session.state["ps"]
    hand = ps["hands"][ps["attacker"]]
    ps["deck"] += [c for c in hand if c != TACTIC_FAILS]  # the cards stay in the struggle
    ps["hands"][ps["attacker"]] = [TACTIC_FAILS]
    if TACTIC_FAILS not in hand:
        other = next(h for s, h in ps["hands"].items() if TACTIC_FAILS in h) \
            if TACTIC_FAILS not in ps["deck"] else ps["deck"]
        other.remove(TACTIC_FAILS)
    table.refresh()
    app.draw()
    return table, view_of(table)


def test_d89_8_3_2_S1_N_issue33_an_attacker_without_a_lead_is_told_he_cannot_lead(app):
    """Issue #33: an attacker holding cards but no lead is asked all the same; the table says
    he cannot lead and offers only that."""
    table, view = attacker_without_a_lead(app)
    assert table.session.legal_actions(table.acting) == [["cannot_lead"]]
    assert i18n.t("dof.struggle.say.lead.none") in " ".join(view.canvas.texts())  # wrapped
    assert [b.label for b, _ in view.buttons] == [i18n.t("dof.struggle.button.cannot_lead")]
    sent = spy(table)
    click(app, button(view, "button.cannot_lead").rect.center)
    assert sent == [["cannot_lead"]]


def test_d89_8_3_2_S1_N_the_empty_slot_says_to_press_cannot_lead_not_a_lit_card(app):
    """Play-test: with "Cannot lead" the only move, the empty slot still said "Click a lit
    card … to lead" (no card is lit). It says what to do: press "Cannot lead"."""
    table, view = attacker_without_a_lead(app)
    shown = " ".join(view.canvas.texts())
    assert i18n.t("dof.struggle.slot.lead") not in shown
    assert i18n.t("dof.struggle.slot.lead_none") in shown  # its lines, wrapped


def answering_with_a_match(session) -> bool:
    seat = session.active_seats()[0]
    hand = session.state["ps"]["hands"][session.state["ps"]["attacker"] == "com" and "dem"
                                        or "com"]
    return len(hand) >= 4 and any(a[0] == "ps_card" for a in session.legal_actions(seat))


def test_issue_34_3_a_match_leaves_its_place_and_the_rest_stay_put_for_the_lead(app):
    """Issue #34.3: a match takes the initiative and the same player must lead: the card
    played leaves its place empty, the others do not slide under the resting mouse."""
    table = table_at(app, at_frame("ps_answer", answering_with_a_match))
    view = view_of(table)
    seat = table.session.active_seats()[0]
    before = dict(view.hand_rects)
    card = next(c for c in before if ["ps_card", c] in table.session.legal_actions(seat))
    click(app, before[card].center)
    app.draw()
    assert view.in_progress() and table.viewer == seat == table.acting  # now they lead
    now = dict(view.hand_rects)
    assert card not in now and now
    assert all(now[c] == before[c] for c in now), (card, before, now)


def test_the_struggle_history_is_worded_again_only_when_it_changed(app, monkeypatch):
    """Issue #34.6: the last struggle's history stays in the view after it; wording it again
    after every move took 1.5 ms of the move's frame. A refresh with the same history words
    nothing; another language words it again."""
    table = table_at(app, just_ended())
    view = view_of(table)
    assert view.lines and table.view.get("ps_history")
    lines, rounds = list(view.lines), list(view.rounds_lines)
    worded = []
    real = struggle.history
    monkeypatch.setattr(struggle, "history", lambda entries: (worded.append(entries),
                                                              real(entries))[1])
    table.refresh()
    assert worded == [] and view.lines == lines and view.rounds_lines == rounds
    i18n.set_language("ko")
    try:
        table.refresh()
        assert worded and view.lines != lines and len(view.lines) == len(lines)
    finally:
        i18n.set_language("en")


def test_issue_39_3_the_struggles_buttons_are_pressed_by_their_numbers(app):
    """Every button has a shortcut: the struggle's choices 1, 2, … in their order, shown as
    caps; the map tab M and Continue Enter."""
    table = table_at(app, at_frame("ps_raise", lambda s: ["raise"] in s.legal_actions(
        s.active_seats()[0])))
    view = view_of(table)
    choices = [b for b, _ in view.buttons]
    assert [b.shortcut for b in choices] == [pygame.K_1 + i for i in range(len(choices))]
    assert view.tab.shortcut == pygame.K_m and view.continue_button.shortcut == pygame.K_RETURN
    sent = spy(table)
    raise_button = button(view, "button.raise")
    key(app, raise_button.shortcut)
    assert sent == [["raise"]]
