"""SVG snapshots of the main screens at 80x24 and 120x40 with a seeded game (``--snapshot-update``)."""

from __future__ import annotations

import pytest

from cardtable.tui.app import CardtableApp

from .driver import my_turn, off_table, play_turn, settle, table_app, to_sheet

SIZES = [(80, 24), (120, 40)]


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
def test_lobby(snap_compare, size):
    assert snap_compare(CardtableApp(strict=True, pace=0), terminal_size=size)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
def test_setup(snap_compare, size):
    assert snap_compare(CardtableApp(strict=True, pace=0), press=["enter"], terminal_size=size)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
def test_table_start(snap_compare, size):
    app = table_app(seed=5)

    async def ready(pilot):
        await settle(pilot, lambda: my_turn(app))

    assert snap_compare(app, terminal_size=size, run_before=ready)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
def test_table_mid_hand(snap_compare, size):
    app = table_app(seed=5)

    async def four_turns(pilot):
        for _ in range(4):
            await settle(pilot, lambda: my_turn(app))
            await play_turn(pilot)
        await settle(pilot, lambda: my_turn(app))

    assert snap_compare(app, terminal_size=size, run_before=four_turns)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
def test_score_sheet(snap_compare, size):
    app = table_app(seed=5)

    async def whole_hand(pilot):
        for _ in range(60):
            await settle(pilot, lambda: my_turn(app) or off_table(app))
            if off_table(app):
                await to_sheet(pilot)
                return
            await play_turn(pilot)

    assert snap_compare(app, terminal_size=size, run_before=whole_hand)
