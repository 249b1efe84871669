"""Issue #34 point 13: a Korean line never carries a doubled particle after a name ("면을(를)"):
the name's last syllable picks the form."""

import pytest

from game import i18n


@pytest.mark.parametrize("written, expected", [
    ("전면을(를) 냅니다", "전면을 냅니다"),
    ("카드을(를) 냅니다", "카드를 냅니다"),
    ("베를린이(가) 넘어갑니다", "베를린이 넘어갑니다"),
    ("폴란드이(가) 넘어갑니다", "폴란드가 넘어갑니다"),
    ("서울(으)로 갑니다", "서울로 갑니다"),  # ㄹ takes 로
    ("부산(으)로 갑니다", "부산으로 갑니다"),
    ("파리(으)로 갑니다", "파리로 갑니다"),
    ("소련은(는) 미국과(와)", "소련은 미국과"),
    ("미국은(는) 소련와(과)", "미국은 소련과"),
    ("3을(를) 받습니다", "3을 받습니다"),  # 삼
    ("2을(를) 받습니다", "2를 받습니다"),  # 이
    ("Ada이(가) 이깁니다", "Ada가 이깁니다"),  # Latin names as read in Korean
    ("Ben이(가) 이깁니다", "Ben이 이깁니다"),
    ("Dev은(는) Bill(으)로", "Dev는 Bill로"),
    ("Havana 항(쿠바)을(를) 점령", "Havana 항(쿠바)을 점령"),  # the word before the bracket
    ("Nassau 항(바하마)이(가)", "Nassau 항(바하마)이"),
    ("Kate 호(으)로", "Kate 호로"),
])
def test_a_doubled_particle_takes_the_form_its_word_needs(written, expected):
    assert i18n.particles(written) == expected


def test_korean_messages_come_out_with_one_particle():
    i18n.set_language("ko")
    try:
        for key in ("dof.prompt.mode", "dof.prompt.mode_void_event"):
            line = i18n.t(key, card={"t": "dof.card.1"}) if i18n.has("dof.card.1") else \
                i18n.t(key, card="전면")
            assert "(를)" not in line and "을(" not in line
    finally:
        i18n.set_language("en")


def test_no_doubled_particle_is_left_in_a_korean_log(monkeypatch):
    """A Blockade Runner game played a while in Korean: no log line keeps a doubled form."""
    import random

    from game.engine.session import SeatInfo, Session

    session = Session.new("blockade_runner", 2, 3, seats=[SeatInfo(n) for n in
                                                           ("Ada", "Ben", "Cleo")])
    pick = random.Random(2)
    for _ in range(150):
        if session.is_over():
            break
        seat = session.active_seats()[0]
        session.submit(seat, pick.choice(session.legal_actions(seat)))
    i18n.set_language("ko")
    try:
        lines = i18n.render_log(session.view(None)["log"], ["Ada", "Ben", "Cleo"])
    finally:
        i18n.set_language("en")
    doubled = [line for line in lines if any(p in line for p in i18n._PARTICLES)]
    assert lines and doubled == []


def test_english_is_left_alone():
    assert i18n.t("gameover.name_side", name="이(가)", side="x") == "이(가) (x)"


def test_issue_34_12_a_region_opening_a_sentence_is_capitalised():
    line = i18n.t("ts.log.score", region=i18n.t("ts.region.middle_east"), ussr=1, us=2, vp=0)
    assert line.startswith("The Middle East is scored")
    assert i18n.t("ts.log.score", region="Asia", ussr=1, us=2, vp=0).startswith("Asia is")
    assert i18n.t("ts.table.tip.country", region="x", stability=2).startswith("x ·")  # no
    # sentence, no capital


def test_issue_34_12_choices_read_with_or():
    assert i18n.alternatives(["Event", "Operations", "Space Race"]) == \
        "Event, Operations or Space Race"
    assert i18n.alternatives(["Event"]) == "Event"
    i18n.set_language("ko")
    try:
        assert i18n.alternatives(["사건", "작전"]) == "사건 또는 작전"
    finally:
        i18n.set_language("en")
