"""The hard level at the table: picked in setup for every game, it moves (on a worker thread)
while the person plays by keyboard."""

from __future__ import annotations

import pytest

from cardtable.engine.registry import REGISTRY
from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.setup import SetupScreen
from cardtable.tui.screens.table import TableScreen

from .driver import aio, my_turn, play_turn_any, settle, table_app


@pytest.mark.parametrize("game", list(REGISTRY))
@aio
async def test_a_hard_bot_plays_against_a_person_in_every_game(game):
    app = table_app(game, kinds=("human", "hard"), seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: isinstance(app.screen, TableScreen))
        scr = app.screen
        assert scr.session.seats[1].level == "hard"
        moves = 0
        while moves < 3 and not scr.match.over:
            assert await settle(pilot, lambda: my_turn(app) or scr.match.over or app.screen is not scr, 4000)
            if app.screen is not scr or scr.match.over:
                break
            await play_turn_any(pilot)
            moves += 1
        bot_moves = [a for s, a in scr.match.actions if s == 1]
        assert bot_moves, "the hard bot never moved"


@aio
async def test_the_hard_level_is_picked_in_setup_by_keyboard():
    app = CardtableApp(strict=True, pace=0, seed=1)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # the first game
        assert isinstance(app.screen, SetupScreen)
        for _ in range(30):  # Tab through the form to the second seat's kind
            if app.focused is not None and app.focused.id == "kind-1":
                break
            await pilot.press("tab")
        assert app.focused.id == "kind-1" and app.focused.value == "bot:normal"
        await pilot.press("enter", "down", "enter")  # open, one below normal, choose
        await pilot.pause()
        assert app.focused.value == "bot:hard"
        await pilot.press("ctrl+s")
        assert await settle(pilot, lambda: isinstance(app.screen, TableScreen))
        assert app.screen.session.seats[1].level == "hard"
