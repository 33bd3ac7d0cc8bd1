"""The lobby groups the eleven games by family (DESIGN section 5); headings are never a stop."""

from __future__ import annotations

from textual.widgets import OptionList

from cardtable.engine.registry import FAMILIES, REGISTRY
from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.lobby import LobbyScreen
from cardtable.tui.screens.setup import SetupScreen

from .driver import aio, screen_text


@aio
async def test_games_are_grouped_under_family_headings_and_the_cursor_skips_them():
    app = CardtableApp(strict=True, pace=0, seed=1)
    async with app.run_test(size=(100, 60)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LobbyScreen)
        text = screen_text(app)
        for heading in ("Shedding games", "Beating games", "Trick-taking games", "Rummy", "Children's games"):
            assert heading in text
        ol = app.screen.query_one("#games", OptionList)
        ids = [ol.get_option_at_index(i).id for i in range(ol.option_count)]
        games = [i for i in ids if i is not None]
        assert sorted(games) == sorted(REGISTRY)
        families = [REGISTRY[g].family for g in games]
        assert families == sorted(families, key=FAMILIES.index), "a family is split"
        assert ids.count(None) == len(set(families)), "one heading per family"
        assert ids[ol.highlighted] == "uno"
        seen = []
        for _ in games[1:]:
            await pilot.press("down")
            seen.append(ids[ol.highlighted])
        assert None not in seen and seen == games[1:], "Down stopped on a heading or skipped a game"
        await pilot.press("enter")
        assert isinstance(app.screen, SetupScreen) and app.screen.game_id == games[-1]


@aio
async def test_the_headings_follow_the_language():
    app = CardtableApp(strict=True, pace=0, seed=1)
    async with app.run_test(size=(100, 60)) as pilot:
        await pilot.press("l")
        await pilot.pause()
        assert "Игры на взятки" in screen_text(app)
