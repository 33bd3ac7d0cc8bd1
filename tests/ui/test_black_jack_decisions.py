"""Decisions 18 and 20 at the table, by keyboard from seeded positions: the lone queen is offered,
the status line and the log say it does not go out and show its cover draw; the «Last cards!»
toggle is offered on a pick-up while a call stands and rides on the draw."""

from __future__ import annotations

from tests.ui.driver import aio, record_app, screen_text, settle, table
from tests.ui.test_french_tables import ready
from tests.ui.test_uno_rules import pick_card


@aio
async def test_lone_queen_is_offered_and_its_cover_draw_is_shown():
    pos = {"hands": [["Qs"], ["9c", "Kh", "4d"]], "discard": ["4s"], "stock": ["8d"], "turn": 0, "dealer": 1}
    app = record_app("black_jack", ("human", "normal"), pos)
    async with app.run_test(size=(100, 36)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pick_card(pilot, "Qs")
        assert await settle(pilot, lambda: ready(app) and "nothing covers the queen, draw" in screen_text(app))
        assert "You play your last card, Q♠: not out" in screen_text(app)
        await pilot.press("d")
        m = table(app).match
        assert await settle(pilot, lambda: ready(app) and "You draw 1 card to cover the queen" in screen_text(app))
        assert m.actions[:2] == [(0, "play Qs"), (0, "draw")] and not m.sheet.rows


@aio
async def test_call_toggle_rides_on_a_pick_up_while_a_call_stands():
    pos = {"hands": [["9s", "9d"], ["4c", "5c", "Kd"]], "discard": ["8h", "2h"], "pending": 2, "turn": 0,
           "dealer": 1, "calls": [0]}
    app = record_app("black_jack", ("human", "normal"), pos, lang_override="ru")
    async with app.run_test(size=(100, 36)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        assert "Последние карты!" in screen_text(app)
        await pilot.press("u")
        await pilot.press("d")
        m = table(app).match
        assert await settle(pilot, lambda: bool(m.actions))
        assert m.actions[0] == (0, "draw last")
        assert m.hand.calls[0] == 2 and len(m.hand.hands[0]) == 4


@aio
async def test_a_mistake_mid_play_takes_the_play_back_and_the_log_lists_the_cards():
    pos = {"hands": [["5c", "5s", "6s", "9h", "Kd"], ["9c", "9d", "4h"]], "discard": ["3d", "5d"], "stock": ["2c"],
           "turn": 0, "dealer": 1}
    app = record_app("black_jack", ("human", "normal"), pos, options={"mistake_penalty": True})
    async with app.run_test(size=(100, 36)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pick_card(pilot, "5c")
        await pick_card(pilot, "5s")
        assert await settle(pilot, lambda: ready(app) and "combination 5♣ 5♠" in screen_text(app))
        await pick_card(pilot, "9h")
        assert await settle(pilot, lambda: ready(app) and "You take the play back: 5♣ 5♠" in screen_text(app))
        m = table(app).match
        assert m.actions == [(0, "play 5c"), (0, "play 5s"), (0, "play 9h")] and m.hand.turn == 0
        assert "start a play on 5♦" in screen_text(app)
