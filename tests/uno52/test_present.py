"""Uno 52's presenter: chips and the poker hand beside the names, the overlay step, both languages."""

from __future__ import annotations

from cardtable.games.present import presenter_for

from .helpers import match, position, stacks

P = presenter_for("uno52")


def test_strings_exist_in_both_languages() -> None:
    assert set(P.strings["en"]) == set(P.strings["ru"])


def test_marks_status_and_cover_line() -> None:
    opn = [[["R7h"], ["Y2c"], ["Y3c"], ["Y4c"], ["Y6c"]], stacks("RKs BKc GKd Y5h R5s")]
    m = match(position(2, [["R5c", "R7s", "BAs"], ["G2s", "G3s", "B7d"]], ["R9d"], open=opn, turn=0,
                       chips=[90, 94], sbp=4, bbp=8, cp=4))
    v = m.view(0)
    marks = P.seat_marks(v, "en")
    assert marks[1] == "94 chips"
    assert P.seat_marks(v, "ru")[1] == "фишек: 94"
    assert v.state.hand_name(1, "ru") == "фулл-хаус, К на 5"
    m.apply(0, "play R5c")
    v = m.view(0)
    assert P.whats_expected(v, "en").startswith("cover one of your open cards")
    assert "Pots" not in "".join(t for t, _ in P.info(v, "en"))  # the pots have their own area
    assert P.button_label(P.parse("pass", v.state.deck), v, ["Ann", "Bob"], "en") == "Keep open hand"
    assert P.action_label(P.parse("cover 0 R7s", v.state.deck), v.state.deck, [], "ru") == (
        "На открытую карту 1: красная 7♠")
    ev = m.apply(0, "cover 0 R7s")
    lines = [P.event_text(e, v.state.deck, ["Ann", "Bob"], 1, "en") for e in ev]
    assert "Ann covers red 7♥ with red 7♠" in lines
    assert P.face(v.state.deck, v.state.deck.ids("RQs")[0], "ru").label == "Д♠"
    assert P.zone_label("open1_4", "en") == "Open 2/5"
