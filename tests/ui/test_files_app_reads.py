"""Issue 29: every file the app reads may be anything; the lobby still comes up and q still quits.

A FIFO in place of a save, the old autosave, the settings or the statistics used to block the
app before its first frame (``open()`` waits for a writer), with q and Ctrl+Q ignored.  Each test
runs the app under a hard time limit, so a hang fails the test instead of stalling the suite.
A position nobody can move from is refused at load, and a kill during a save leaves temporary
files that the next start removes.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.lobby import LobbyScreen

from .driver import aio, screen_text

LIMIT = 30.0
"""Seconds for the app to come up and quit; a blocked read never does."""

READ_BY_THE_APP = ["autosave.json", "saves/uno-20261203-000000-abcdef.json", "settings.json", "stats.json"]


async def _lobby_then_quit(press_continue: bool = False) -> list[str]:
    app = CardtableApp(strict=True, pace=0)
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LobbyScreen) and "Choose a game" in screen_text(app)
        if press_continue:
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, LobbyScreen)
        msgs = [n.message for n in app._notifications]
        await pilot.press("q")
        await pilot.pause()
    assert app.return_code in (0, None) and not app.is_running
    return msgs


@aio
@pytest.mark.parametrize("name", READ_BY_THE_APP)
async def test_a_fifo_in_place_of_a_file_the_app_reads(cardtable_home, name: str) -> None:
    fifo = cardtable_home / name
    fifo.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(fifo)
    msgs = await asyncio.wait_for(_lobby_then_quit(press_continue=name.endswith(".json") and "save" in name),
                                  LIMIT)
    if "save" in name:  # listed under Continue, and Enter says in one line why it will not open
        assert any("not a regular file" in m for m in msgs), msgs
    elif name == "settings.json":
        assert any("not a regular file" in m and "defaults are used" in m for m in msgs), msgs


@aio
async def test_a_directory_in_place_of_the_settings(cardtable_home) -> None:
    (cardtable_home / "settings.json").mkdir()
    msgs = await asyncio.wait_for(_lobby_then_quit(), LIMIT)
    assert len(msgs) == 1 and "defaults are used" in msgs[0]


def test_read_regular_refuses_what_is_not_a_regular_file(tmp_path) -> None:
    from cardtable.engine.files import FileRefused, read_regular

    os.mkfifo(tmp_path / "fifo")
    t0 = time.monotonic()
    with pytest.raises(FileRefused, match="not a regular file"):
        read_regular(tmp_path / "fifo", 100)
    with pytest.raises(FileRefused, match="not a regular file"):
        read_regular("/dev/zero", 100)
    with pytest.raises(FileRefused):
        read_regular(tmp_path, 100)  # a directory
    assert time.monotonic() - t0 < 5
    with pytest.raises(FileNotFoundError):
        read_regular(tmp_path / "none", 100)
    (tmp_path / "big").write_bytes(b"x" * 1000)
    assert len(read_regular(tmp_path / "big", 10)) == 11  # limit + 1: the caller sees "too big"


def test_read_regular_gives_up_after_its_time(tmp_path, monkeypatch) -> None:
    from cardtable.engine import files

    def slow(path: Path, limit: int) -> bytes:
        time.sleep(5)
        return b""

    monkeypatch.setattr(files, "_read", slow)
    t0 = time.monotonic()
    with pytest.raises(files.FileRefused, match="took over"):
        files.read_regular(tmp_path / "x", 10, timeout=0.3)
    assert time.monotonic() - t0 < 2


# -- a position nobody can move from ---------------------------------------------------------------

STUCK = {"format": 1, "game": "families", "seed": 1,
         "seats": [{"name": "Anna", "kind": "human"}, {"name": "Boris"}, {"name": "Vera"}],
         "position": {"hands": [[], ["Tp", "Tm", "Td"], ["Ts", "Sp", "Sm"]], "turn": 0, "target": 1}}


@aio
async def test_a_stuck_position_is_one_line_in_the_lobby(cardtable_home) -> None:
    (cardtable_home / "autosave.json").write_text(json.dumps(STUCK))
    msgs = await asyncio.wait_for(_lobby_then_quit(press_continue=True), LIMIT)
    assert len(msgs) == 1 and "seat 0 is to act but has no legal move" in msgs[0]


# -- temporary files of interrupted saves ----------------------------------------------------------

KILLED_WRITER = """
import os, sys
from pathlib import Path
from cardtable.engine import files as paths
os.replace = lambda *a: os._exit(9)  # killed between writing the temporary file and the rename
paths.write_atomic(Path(sys.argv[1]), "x" * 100_000)
"""


def _dead_pid() -> int:
    p = subprocess.Popen([sys.executable, "-c", "pass"])
    p.wait()
    return p.pid


def test_the_next_start_removes_what_killed_saves_left(cardtable_home) -> None:
    from cardtable.engine.files import remove_leftovers
    from cardtable.tui.paths import config_dir, data_dir

    saves = cardtable_home / "saves"
    saves.mkdir()
    env = dict(os.environ, CARDTABLE_HOME=str(cardtable_home))
    for i in range(5):  # five saves killed half-way, as a kill -9 leaves them
        rc = subprocess.run([sys.executable, "-c", KILLED_WRITER, str(saves / f"uno-{i}.json")], env=env).returncode
        assert rc == 9
    left = sorted(p.name for p in saves.glob("*.tmp"))
    assert len(left) == 5
    (cardtable_home / "autosave.json.k3j4h5g6.tmp").write_text("x")  # an older version's name, fresh
    old = cardtable_home / "settings.json.a1b2c3d4.tmp"
    old.write_text("x")
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    dead = saves / f"uno-9.json.{_dead_pid()}-zz.tmp"
    dead.write_text("x")
    alive = saves / f"uno-8.json.{os.getppid()}-yy.tmp"  # a writer that is still running
    alive.write_text("x")
    (saves / "notes.tmp.txt").write_text("not ours")
    CardtableApp(strict=True, pace=0)  # every start removes them
    assert sorted(p.name for p in cardtable_home.rglob("*tmp*")) == sorted(
        ["autosave.json.k3j4h5g6.tmp", alive.name, "notes.tmp.txt"])
    later = time.time() + 7200  # an hour on, nobody's save takes that long
    assert remove_leftovers((data_dir(), saves, config_dir()), now=later) == 2
