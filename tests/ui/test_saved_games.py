"""Many unfinished matches: the lobby lists the newest three and "All saved games", where every
save can be continued or deleted (by the same key twice; a save in use is refused)."""

from __future__ import annotations

import json
import os

from textual.widgets import OptionList

from cardtable.tui.app import CardtableApp
from cardtable.tui.saves import SlotLock
from cardtable.tui.screens.lobby import ALL_SAVES, LobbyScreen
from cardtable.tui.screens.saved import SavedGamesScreen
from cardtable.tui.screens.table import TableScreen
from tests.ui.driver import aio, screen_text, settle

RECORD = {
    "format": 1, "game": "black_jack", "options": {},
    "seats": [{"name": "Anna", "kind": "human", "level": "normal"},
              {"name": "Boris", "kind": "bot", "level": "normal"}],
    "seed": 7,
    "position": {"hands": [["5c", "5s", "6s", "9h", "Kd"], ["9c", "9d", "4h"]], "discard": ["3d", "5d"],
                 "stock": ["2c"], "turn": 0, "dealer": 1},
    "actions": [],
}


def make_saves(home, n: int) -> list:
    """n good saves (newest first: save 0 is the newest) and one damaged file, the oldest."""
    d = home / "saves"
    d.mkdir(parents=True, exist_ok=True)
    paths = []
    for i in range(n):
        p = d / f"black_jack-2026120{i}-000000-00000{i}.json"
        rec = dict(RECORD, seats=[dict(RECORD["seats"][0], name=f"Player{i}"), RECORD["seats"][1]])
        p.write_text(json.dumps(rec))
        os.utime(p, (1_700_000_000 - i * 60, 1_700_000_000 - i * 60))
        paths.append(p)
    bad = d / "uno-20261101-000000-badbad.json"
    bad.write_text("{not json")
    os.utime(bad, (1_600_000_000, 1_600_000_000))
    return paths + [bad]


def highlighted(app) -> str:
    ol = app.screen.query_one(OptionList)
    return ol.get_option_at_index(ol.highlighted).id or ""


@aio
async def test_the_lobby_keeps_three_saves_and_the_rest_are_one_line_away(cardtable_home):
    paths = make_saves(cardtable_home, 5)
    app = CardtableApp(strict=True, pace=0)
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert [f"Player{i}" in text for i in range(5)] == [True, True, True, False, False]
        assert "All saved games (6)" in text
        await pilot.press("down", "down", "down")
        assert highlighted(app) == ALL_SAVES
        await pilot.press("enter")
        assert await settle(pilot, lambda: isinstance(app.screen, SavedGamesScreen))
        scr = app.screen
        text = screen_text(app)
        assert all(f"Player{i}" in text for i in range(5)) and "damaged" in text
        assert [s.path for s in scr.saves] == paths

        # the damaged one (last): D asks, another key keeps it, D D deletes it
        await pilot.press("end", "d")
        assert "Press D again" in screen_text(app)
        await pilot.press("up")
        assert paths[-1].exists() and "Press D again" not in screen_text(app)
        await pilot.press("down", "d", "d")
        assert await settle(pilot, lambda: not paths[-1].exists())
        assert "Deleted." in screen_text(app) and len(scr.saves) == 5

        # a save another table holds is refused and stays
        lock = SlotLock(paths[0])
        assert lock.acquire()
        try:
            await pilot.press("home", "d", "d")
            await pilot.pause()
            assert paths[0].exists() and "open in another cardtable window" in screen_text(app)
        finally:
            lock.release()

        await pilot.press("escape")
        assert await settle(pilot, lambda: isinstance(app.screen, LobbyScreen))
        assert "All saved games (5)" in screen_text(app)


@aio
async def test_a_save_from_the_list_is_continued(cardtable_home):
    make_saves(cardtable_home, 4)
    app = CardtableApp(strict=True, pace=0)
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        await pilot.press("down", "down", "down", "enter")
        assert await settle(pilot, lambda: isinstance(app.screen, SavedGamesScreen))
        await pilot.press("down", "down", "down", "enter")  # Player3: not in the lobby's three
        assert await settle(pilot, lambda: isinstance(app.screen, TableScreen))
        assert app.screen.session.seats[0].name == "Player3"


@aio
async def test_without_saves_there_is_no_saved_games_line(cardtable_home):
    app = CardtableApp(strict=True, pace=0)
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        assert "saved games" not in screen_text(app) and "Continue" not in screen_text(app)
