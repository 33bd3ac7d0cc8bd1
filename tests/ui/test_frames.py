"""One frame per key, and the log still scrolls: what the GameLog's geometry check must keep.

No time is asserted (DESIGN.md: speed is a benchmark's business); the frame count is a fact
about the app's work per key, the same on a fast and a slow machine.
"""

from __future__ import annotations

import os

from rich.text import Text

from cardtable.cli.main import main
from cardtable.tui.measure import key_to_frame
from cardtable.tui.widgets.log_view import GameLog

from .driver import aio, my_turn, settle, table_app


def test_an_arrow_key_in_the_hand_costs_one_frame():
    home = os.environ.get("CARDTABLE_HOME")
    waits, frames = key_to_frame(8)
    assert len(waits) == 8, "every key brought a frame"
    assert frames == [1] * 8, f"frames per key: {frames}"
    assert os.environ.get("CARDTABLE_HOME") == home  # the probe's scratch home is undone


@aio
async def test_the_log_follows_new_lines_and_shows_its_scrollbar():
    app = table_app("uno", ("human", "normal", "normal", "normal"))
    async with app.run_test(size=(100, 30)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        log = app.screen.query_one("#log", GameLog)
        for i in range(60):
            log.write(Text(f"line {i}"))
        for _ in range(5):
            await pilot.pause()
        assert log.max_scroll_y > 0
        assert log.show_vertical_scrollbar
        assert log.scroll_y == log.max_scroll_y, "the newest line is in sight"
        await pilot.press("right", "left")  # layout passes elsewhere leave the log where it is
        await pilot.pause()
        assert log.scroll_y == log.max_scroll_y
        await pilot.resize_terminal(120, 36)  # a new size still reaches the log
        await pilot.pause()
        assert log.size.height > 0 and log.scroll_y == log.max_scroll_y


def test_bench_prints_its_tables_for_one_game(capsys):
    assert main(["bench", "--game", "hundred_one", "--games", "4", "--hard-moves", "1", "--no-app"]) == 0
    out = capsys.readouterr().out
    for title in ("random playouts", "state operations", "hard bot", "machine:"):
        assert title in out
