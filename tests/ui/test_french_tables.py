"""101 and Black Jack at the table, by keyboard from seeded positions: suit picker, six cover,
a two-card combination ended with Done, a «Last cards!» call."""

from __future__ import annotations

import pytest

from cardtable.engine.cards import french_deck
from cardtable.engine.state import Event
from cardtable.games.present import presenter_for
from cardtable.tui.screens.table import TableScreen

from .driver import aio, record_app, screen_text, settle, table
from .test_uno_rules import held, pick_card


def ready(app) -> bool:
    return isinstance(app.screen, TableScreen) and not app.screen._refresh_pending


@aio
async def test_101_queen_then_the_suit_picker_by_its_letter():
    pos = {"hands": [["Qh", "7c", "8d"], ["9s", "10s", "Js"]], "discard": ["9h"], "turn": 0, "dealer": 1}
    app = record_app("hundred_one", ("human", "normal"), pos)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        assert "play on 9♥: ♥ Hearts, the same rank or a queen" in screen_text(app)
        await pick_card(pilot, "Qh")
        assert await settle(pilot, lambda: ready(app) and "name a suit" in screen_text(app))
        assert "♣ Clubs (C)" in screen_text(app)
        footer = screen_text(app).splitlines()[-1].strip()
        assert footer.startswith("S/C/H/D  ") or footer.startswith("S/H/D/C  "), footer  # no "S ♠ Spades (S)"
        await pilot.press("c")
        m = table(app).match
        assert m.actions[:2] == [(0, "play Qh"), (0, "suit c")]
        assert await settle(pilot, lambda: ready(app) and "You name ♣ Clubs" in screen_text(app))


@aio
async def test_101_six_must_be_covered_and_the_status_line_says_so():
    pos = {"hands": [["6h", "9h", "Kc"], ["9s", "10s", "Js"]], "discard": ["10h"], "turn": 0, "dealer": 1}
    app = record_app("hundred_one", ("human", "normal"), pos, lang_override="ru")
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pick_card(pilot, "6h")
        assert await settle(pilot, lambda: ready(app) and "накройте шестёрку 6♥" in screen_text(app))
        await pick_card(pilot, "9h")
        m = table(app).match
        assert m.actions[:2] == [(0, "play 6h"), (0, "play 9h")]
        assert held(app, 0) == ["Kc"]


@aio
async def test_black_jack_two_card_combination_ended_with_done():
    pos = {"hands": [["5c", "5s", "6s", "9d"], ["2h", "3h", "4d"]], "discard": ["5h"], "turn": 0, "dealer": 1}
    app = record_app("black_jack", ("human", "normal"), pos)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pick_card(pilot, "5c")
        await pick_card(pilot, "5s")
        assert await settle(pilot, lambda: ready(app) and "combination 5♣ 5♠" in screen_text(app))
        assert "Done" in screen_text(app)
        await pilot.press("o")
        m = table(app).match
        assert m.actions[:3] == [(0, "play 5c"), (0, "play 5s"), (0, "done")]
        assert held(app, 0) == ["6s", "9d"]


@aio
async def test_black_jack_last_cards_call_rides_on_the_play():
    pos = {"hands": [["9d", "Ks"], ["2h", "3h", "4d"]], "discard": ["9h"], "turn": 0, "dealer": 1}
    app = record_app("black_jack", ("human", "normal"), pos)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        assert "Last cards!" in screen_text(app)
        await pilot.press("u")
        assert await settle(pilot, lambda: ready(app) and "called with your next move" in screen_text(app))
        await pick_card(pilot, "9d")
        m = table(app).match
        assert m.actions[0] == (0, "play 9d last")
        assert await settle(pilot, lambda: ready(app) and "★ last cards" in screen_text(app))


@pytest.mark.parametrize("game", ["hundred_one", "black_jack"])
def test_french_event_sentences_in_both_languages(game):
    p = presenter_for(game)
    deck = french_deck(52)
    names = ["Anna", "Boris"]
    c = deck.by_text["6h"][0]
    for kind in ("play", "suit", "skip", "draw", "cover", "pending", "cancel", "reverse", "last_cards", "mistake",
                 "pass", "out", "hand_end"):
        ev = Event(kind, 1, card=c, suit="h", n=4, winners=[1])
        for lang in ("en", "ru"):
            text = p.event_text(ev, deck, names, 0, lang)
            assert text is None or ("{" not in text and "·" not in text and text), (kind, lang, text)
    assert p.event_text(Event("draw", 1, n=2), deck, names, 0, "ru") == "Boris берёт 2 карты"
