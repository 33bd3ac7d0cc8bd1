"""The generic presentation conventions and Uno's overrides (pure data, no Textual)."""

from __future__ import annotations

from cardtable.engine.cards import uno_deck
from cardtable.engine.state import Event
from cardtable.games.present import DEFAULT, presenter_for

DECK = uno_deck()


def test_parse_splits_verb_cards_args_and_call():
    p = DEFAULT.parse("play R7 uno", DECK)
    assert (p.verb, p.cards, p.args, p.call, p.base) == ("play", ("R7",), (), "uno", "play R7")
    c = DEFAULT.parse("catch 2", DECK)
    assert (c.verb, c.cards, c.args) == ("catch", (), ("2",))


def test_card_actions_buttons_and_calls():
    legal = ["play R7", "play R7 uno", "play W", "draw", "catch 1"]
    hand = ["R7", "W", "B2"]
    acts = DEFAULT.card_actions(legal, DECK, hand)
    assert set(acts) == {"R7", "W"}
    assert [b.text for b in DEFAULT.button_actions(legal, DECK, hand)] == ["draw", "catch 1"]
    assert DEFAULT.calls(legal, DECK) == ["uno"]


def test_uno_labels_and_colour_picker_in_both_languages():
    p = presenter_for("uno")
    names = ["Anna", "Boris"]
    assert p.action_label(p.parse("color G", DECK), DECK, names, "en") == "Green (G)"
    assert p.action_label(p.parse("color G", DECK), DECK, names, "ru") == "Зелёный (G)"
    assert p.action_label(p.parse("catch 1", DECK), DECK, names, "en") == "Catch Boris!"
    assert p.hotkey(p.parse("color B", DECK)) == "b"
    assert p.action_tone(p.parse("color R", DECK)) == "red"


def test_uno_event_sentences_hide_what_the_viewer_may_not_see():
    p = presenter_for("uno")
    names = ["Anna", "Boris", "Vera"]
    r7 = DECK.by_text["R7"][0]
    assert p.event_text(Event("play", 1, card=r7), DECK, names, 0, "en") == "Boris plays R7"
    assert p.event_text(Event("play", 0, card=r7), DECK, names, 0, "ru") == "Вы кладёте R7"
    assert p.event_text(Event("draw", 2, n=2, why="penalty"), DECK, names, 0, "ru") == "Vera берёт 2 карты"
    drew = Event("drew", 1, to=1 << 1, cards=[r7])
    assert p.event_text(drew, DECK, names, 0, "en") is None  # another seat's cards
    assert p.event_text(drew, DECK, names, 1, "en") == "You got R7"
    reveal = Event("reveal", 0, to=1 << 2, cards=[r7])
    assert p.event_text(reveal, DECK, names, 1, "en") is None
    assert p.event_text(reveal, DECK, names, 2, "en") == "Anna shows: R7"
    for kind in ("colour", "skip", "reverse", "pending", "uno", "challenge", "guilty", "void", "catch",
                 "out", "hand_end", "reshuffle", "pass"):
        ev = Event(kind, 1, colour="R", n=2, target=0, winners=[1])
        for lang in ("en", "ru"):
            text = p.event_text(ev, DECK, names, 0, lang)
            assert text is None or ("{" not in text and text)


def test_presentation_and_engine_never_import_textual():
    import subprocess
    import sys

    code = ("import sys, cardtable.games.present, cardtable.games.uno.present, cardtable.engine.match, "
            "cardtable.bots.levels; assert not [m for m in sys.modules if m.startswith(('textual', 'cardtable.tui'))]")
    subprocess.run([sys.executable, "-c", code], check=True)
