"""SVG snapshots of the bid-exactly trick games' table (issue 16): a trick in progress (the trick area,
the schedule strip), the bid picker with the hook's bid dimmed, an unlooked Kids' Poker hand, and the
paper score sheet, at 80x24 and 120x40.  All start from record positions, so bots never think."""

from __future__ import annotations

import pytest

from cardtable.tui.screens.handend import HandEndScreen, MatchEndScreen

from .driver import my_turn, record_app, settle
from .test_trick_table import KP_HANDS, PEOPLE, TRICK_POS, ready

SIZES = [(80, 24), (120, 40)]
IDS = ["80x24", "120x40"]
HOOK_POS = {"deal": 2, "dealer": 0, "trump": "s", "bids": [None, 1, 0],
            "hands": [["6h", "Ac"], ["Kh", "7d"], ["9h", "8c"]]}
LAST_POS = {"deal": 2, "dealer": 0, "trump": "s", "bids": [0, 1, 0], "scores": [12, 30, -4],
            "hands": [["6h"], ["Kh"], ["9h"]], "played": ["Ac", "7c", "8c"], "taken": [1, 0, 0], "leader": 0}

SCENES = {
    "rp_trick": ("russian_poker", TRICK_POS, ()),
    "rp_hook": ("russian_poker", HOOK_POS, ()),
    "kp_unlooked": ("kids_poker", {"deal": 3, "dealer": 2, "hands": KP_HANDS}, ()),
}


@pytest.mark.parametrize("size", SIZES, ids=IDS)
@pytest.mark.parametrize("scene", list(SCENES))
def test_trick_table(snap_compare, scene, size):
    game, position, keys = SCENES[scene]
    app = record_app(game, PEOPLE, position)

    async def at_turn(pilot):
        assert await settle(pilot, lambda: ready(app) and my_turn(app))
        await pilot.press(*keys)
        await pilot.pause()

    assert snap_compare(app, terminal_size=size, run_before=at_turn)


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_trick_sheet(snap_compare, size):
    app = record_app("russian_poker", PEOPLE, LAST_POS)

    async def last_card(pilot):
        assert await settle(pilot, lambda: ready(app) and my_turn(app))
        await pilot.press("enter")
        assert await settle(pilot, lambda: isinstance(app.screen, HandEndScreen | MatchEndScreen))
        await pilot.pause()

    assert snap_compare(app, terminal_size=size, run_before=last_card)
