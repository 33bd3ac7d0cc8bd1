"""Twenty-Two and Petukh at the generic table, by keyboard only: a set picked card by card and ended
with Done, the exchange (a card laid away, then Draw), the prikup offer and play / opt out by hotkey,
and a person playing turns against bots without a crash."""

from __future__ import annotations

import pytest

from cardtable.tui.screens.table import TableScreen

from .driver import aio, my_turn, play_turn_any, record_app, screen_text, settle, table, table_app
from .test_uno_rules import held, pick_card


def ready(app) -> bool:
    return isinstance(app.screen, TableScreen) and not app.screen._refresh_pending


@aio
async def test_twenty_two_a_pair_led_card_by_card_and_ended_with_done():
    pos = {"dealer": 1, "hands": [["9h", "9s", "9d", "2c"], ["3c", "4c", "5c", "6c"]]}
    app = record_app("twenty_two", ("human", "normal"), pos)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pick_card(pilot, "9h")
        assert await settle(pilot, lambda: ready(app) and "Done" in screen_text(app))
        await pick_card(pilot, "9s")
        await pilot.press("o")
        m = table(app).match
        assert m.actions[:3] == [(0, "play 9h"), (0, "play 9s"), (0, "done")]
        assert held(app, 0) == ["2c", "9d"]


@aio
async def test_twenty_two_exchange_marks_a_card_then_changes_it():
    pos = {"dealer": 1, "phase": "exchange", "hands": [["Ah", "2c", "3c"], ["4c", "5c", "6c"]],
           "stock": ["7d", "8d", "9d"]}
    app = record_app("twenty_two", ("human", "normal"), pos)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        assert "Keep my hand" in screen_text(app)
        await pick_card(pilot, "Ah")
        assert await settle(pilot, lambda: ready(app) and "picked 1" in screen_text(app))
        await pilot.press("o")
        m = table(app).match
        assert m.actions[:2] == [(0, "discard Ah"), (0, "draw")]
        assert held(app, 0) == ["2c", "3c", "7d"]


@aio
async def test_petukh_offer_and_opt_out_by_hotkeys():
    hands = [["6h", "7h", "8h", "9h", "10h"], ["6d", "7d", "8d", "9d", "10d"], ["6c", "7c", "8c", "9c", "10c"]]
    pos = {"dealer": 2, "phase": "offer", "turn": 0, "hands": hands, "trump_card": "6s",
           "prikup": ["7s", "8s", "9s", "10s", "Js"], "part": [None] * 3}
    app = record_app("petukh", ("normal", "human", "normal"), pos, actions=[(0, "decline")])
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app) and my_turn(app))
        assert "Buy the prikup" in screen_text(app)
        await pilot.press("b")
        m = table(app).match
        assert await settle(pilot, lambda: len(m.actions) >= 3)
        assert m.actions[1] == (1, "buy")


@pytest.mark.parametrize("game", ["twenty_two", "petukh"])
@aio
async def test_a_person_plays_turns_against_bots(game):
    app = table_app(game, kinds=("human", "normal", "normal"), seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: isinstance(app.screen, TableScreen))
        scr = app.screen
        moves = 0
        while moves < 6 and not scr.match.over:
            assert await settle(pilot, lambda: my_turn(app) or scr.match.over or app.screen is not scr, 4000)
            if app.screen is not scr or scr.match.over:
                break
            await play_turn_any(pilot)
            moves += 1
        assert moves >= 3
