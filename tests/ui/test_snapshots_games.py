"""SVG snapshots of each game's setup and hand end (with its sheet) at 80x24 and 120x40 (issue 13).

The hand ends come from one-move positions (records), so each snapshot needs a single keypress."""

from __future__ import annotations

import pytest

from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.handend import HandEndScreen, MatchEndScreen
from cardtable.tui.screens.setup import SetupScreen
from cardtable.tui.screens.table import TableScreen

from .driver import off_table, record_app, settle, to_sheet

SIZES = [(80, 24), (120, 40)]
IDS = ["80x24", "120x40"]
GAMES = ("uno", "durak", "hundred_one", "black_jack")

# one move by Anna (Enter on the card under the cursor) ends the hand
ENDINGS = {
    "uno": ({"hands": [["R3"], ["Y5", "Y6", "B8", "GS"]], "discard": ["R1"], "colour": "R", "turn": 0, "dealer": 1},
            {}),
    "durak": ({"hands": [["Ah"], ["7c", "8c"]], "trump": "6s", "attacker": 0, "rest": "discard"}, {}),
    "hundred_one": ({"hands": [["9h"], ["9c", "Kc", "Qs"]], "discard": ["10h"], "turn": 0}, {}),
    "black_jack": ({"hands": [["8h"], ["9c", "9s", "Jd"]], "discard": ["8s"], "turn": 0, "calls": [0], "dealer": 1},
                   {}),
}


@pytest.mark.parametrize("size", SIZES, ids=IDS)
@pytest.mark.parametrize("game", GAMES)
def test_game_setup(snap_compare, game, size):
    app = CardtableApp(strict=True, pace=0)

    async def open_setup(pilot):
        app.push_screen(SetupScreen(game))
        await settle(pilot, lambda: isinstance(app.screen, SetupScreen))
        await pilot.pause()

    assert snap_compare(app, terminal_size=size, run_before=open_setup)


@pytest.mark.parametrize("size", SIZES, ids=IDS)
@pytest.mark.parametrize("game", GAMES)
def test_game_hand_end(snap_compare, game, size):
    position, options = ENDINGS[game]
    app = record_app(game, ("human", "normal"), position, options=options)

    async def last_move(pilot):
        await settle(pilot, lambda: isinstance(app.screen, TableScreen) and app.focused is not None)
        await pilot.pause()
        await pilot.press("enter")
        await settle(pilot, lambda: off_table(app))
        await to_sheet(pilot)
        await settle(pilot, lambda: isinstance(app.screen, HandEndScreen | MatchEndScreen))
        await pilot.pause()

    assert snap_compare(app, terminal_size=size, run_before=last_move)
