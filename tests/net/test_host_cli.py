"""``cardtable host --headless`` as a player runs it: the join line, a client playing, a stop by
SIGTERM that keeps the save, and ``--continue`` hosting it again with the same line."""

from __future__ import annotations

import asyncio
import os
import random
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import aiohttp

from cardtable.engine.record import load_record

from .harness import Probe, until


def _host(args: list[str], env: dict) -> tuple[subprocess.Popen, str, str]:
    proc = subprocess.Popen([sys.executable, "-m", "cardtable", "host", *args], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    assert proc.stdout is not None
    join = save = ""
    deadline = time.monotonic() + 60
    while not (join and save):
        assert time.monotonic() < deadline and proc.poll() is None, "the host printed no join line"
        line = proc.stdout.readline()
        if m := re.search(r"cardtable join (\S+)", line):
            join = m.group(1)
        if m := re.search(r"saved after every move: (\S+)", line):
            save = m.group(1)
    return proc, join, save


async def _play(url: str, moves: int) -> Probe:
    p = Probe(url, 0, random.Random(1))
    async with aiohttp.ClientSession() as http:
        task = asyncio.create_task(p.run(http))
        await until(lambda: p.moves >= moves, timeout=60)
        task.cancel()
    return p


def test_headless_host_stop_and_continue(tmp_path: Path):
    env = dict(os.environ, CARDTABLE_HOME=str(tmp_path / "home"))
    proc, join, save = _host(["durak", "--headless", "--remote", "1", "--bots", "easy", "--seed", "3", "--pace", "0",
                              "--port", "0", "--lang", "en"], env)
    try:
        assert join.startswith("ws://127.0.0.1:")
        probe = asyncio.run(_play(join, 3))
        assert probe.moves >= 3
    finally:
        proc.send_signal(signal.SIGTERM)
        out, _ = proc.communicate(timeout=30)
    assert proc.returncode == 0 and "Traceback" not in out, out
    played = len(load_record(Path(save)).actions)
    assert played >= 3
    port = re.search(r":(\d+)/seat/", join).group(1)
    again, join2, save2 = _host(["--continue", save, "--headless", "--pace", "0", "--port", port], env)
    try:
        assert join2 == join and save2 == save  # the same address: the joiner's line still works
        asyncio.run(_play(join2, 2))
    finally:
        again.send_signal(signal.SIGTERM)
        out, _ = again.communicate(timeout=30)
    assert again.returncode == 0 and "Traceback" not in out, out
    assert len(load_record(Path(save)).actions) > played


def test_host_refuses_what_cannot_be(tmp_path: Path):
    env = dict(os.environ, CARDTABLE_HOME=str(tmp_path / "home"))
    for args, said in ((["nogame"], "unknown game"), (["uno", "--host", "999.1.1.1"], "not a valid"),
                       (["--continue", str(tmp_path / "none.json")], "none.json"), ([], "name the game")):
        r = subprocess.run([sys.executable, "-m", "cardtable", "host", *args], env=env, capture_output=True,
                           text=True, timeout=60)
        assert r.returncode == 2 and said in r.stderr.lower() + r.stdout.lower(), (args, r.stdout, r.stderr)
        assert "Traceback" not in r.stderr
    r = subprocess.run([sys.executable, "-m", "cardtable", "join", "http://nowhere"], env=env, capture_output=True,
                       text=True, timeout=60)
    assert r.returncode == 2 and "not a table's address" in r.stderr
