"""Issue 29, ``cardtable serve``: it checks what tabs send, caps their number, and stops cleanly.

A real server process on loopback, driven by aiohttp's websocket client (the protocol of
textual-serve's page: JSON envelopes ``["stdin", keys]``, ``["resize", {...}]``, ``["ping", x]``;
the app's output comes back as binary frames).  The browser version of the stop is in
``test_serve_browser.py``.
"""

from __future__ import annotations

import asyncio
import codecs
import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from .test_serve_browser import Screen  # the terminal model that reads the app's output

pytest.importorskip("textual_serve", reason="the web extra: pip install 'cardtable[web]'")
aiohttp = pytest.importorskip("aiohttp")

STOP_WITHIN = 2.0


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _start(tmp_path: Path, *args: str) -> tuple[subprocess.Popen, str]:
    port = _free_port()
    env = dict(os.environ, CARDTABLE_HOME=str(tmp_path / "home"), TMPDIR=str(tmp_path))
    proc = subprocess.Popen([sys.executable, "-m", "cardtable", "serve", "--port", str(port), "--lang", "en", *args],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 60
    while True:
        assert proc.poll() is None, proc.stdout.read().decode() if proc.stdout else "the server stopped"
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return proc, f"http://127.0.0.1:{port}"
        except OSError:
            assert time.monotonic() < deadline, "the server did not listen"
            time.sleep(0.1)


async def _frames(ws, n: int, limit: float = 60) -> int:
    """Wait for ``n`` binary frames (the app drawing); how many came."""
    got = 0
    deadline = time.monotonic() + limit
    while got < n and time.monotonic() < deadline:
        try:
            m = await ws.receive(timeout=max(0.05, deadline - time.monotonic()))
        except TimeoutError:
            break
        if m.type == aiohttp.WSMsgType.BINARY:
            got += 1
        elif m.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED):
            break
    return got


async def _shows(ws, screen, text: str, limit: float = 90) -> None:
    """Feed the app's output to ``screen`` until it shows ``text``."""
    decode = codecs.getincrementaldecoder("utf-8")().decode
    deadline = time.monotonic() + limit
    while text not in (screen.text() if screen.cells else ""):
        assert time.monotonic() < deadline, f"the tab never showed {text!r}"
        try:
            m = await ws.receive(timeout=max(0.05, deadline - time.monotonic()))
        except TimeoutError:
            continue
        if m.type == aiohttp.WSMsgType.BINARY:
            screen.feed(decode(m.data))
        elif m.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED):
            raise AssertionError("the tab was closed")


async def _until_closed(ws) -> list[str]:
    """Every text frame until the server closes the tab (its notices)."""
    notes = []
    while True:
        m = await ws.receive()
        if m.type == aiohttp.WSMsgType.TEXT:
            notes.append(m.data)
        if m.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.CLOSING):
            return notes


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_the_server_checks_tabs_caps_them_and_stops_within_two_seconds(tmp_path, sig) -> None:
    proc, url = _start(tmp_path, "--private", "--max-tabs", "2")

    async def play() -> float:
        async with aiohttp.ClientSession() as s:
            r = await s.get(url + "/?fontsize=99999999999999999999")
            page = await r.text()
            assert r.status == 200 and 'data-font-size="16"' in page and "FIXED = false" in page  # ignored: fits
            r = await s.get(url + "/?fontsize=0")
            assert 'data-font-size="16"' in await r.text()
            r = await s.get(url + "/?fontsize=12")
            assert 'data-font-size="12"' in await r.text()
            tabs = [await s.ws_connect(url + "/ws?width=999999999999&height=-5") for _ in range(2)]
            for t in tabs:
                assert await _frames(t, 3) == 3  # both apps draw
            third = await s.ws_connect(url + "/ws")
            notes = await asyncio.wait_for(_until_closed(third), 10)
            assert any("the most it allows" in n for n in notes)
            r = await s.get(url + "/")
            assert r.status == 503 and "2 tabs open, the most it allows" in await r.text()
            # malformed frames are dropped, the tab goes on
            for bad in ("garbage{", json.dumps(["stdin", 5]), json.dumps({"a": 1}), json.dumps([]),
                        json.dumps(["resize", {"width": 10**12, "height": "x"}]), json.dumps(["ping", "x" * 500])):
                await tabs[0].send_str(bad)
            await tabs[0].send_str(json.dumps(["ping", "alive"]))
            while True:
                m = await tabs[0].receive(timeout=20)
                if m.type == aiohttp.WSMsgType.TEXT and "alive" in m.data:
                    break
            # an oversized frame closes only the tab that sent it
            await tabs[1].send_str("x" * (70 * 1024))
            await asyncio.wait_for(_until_closed(tabs[1]), 20)
            await tabs[0].send_str(json.dumps(["ping", "still"]))
            while True:
                m = await tabs[0].receive(timeout=20)
                if m.type == aiohttp.WSMsgType.TEXT and "still" in m.data:
                    break
            t0 = time.monotonic()
            proc.send_signal(sig)
            notes = await asyncio.wait_for(_until_closed(tabs[0]), 10)
            assert any("server was stopped" in n for n in notes), notes
            rc = await asyncio.get_running_loop().run_in_executor(None, proc.wait, 10)
            assert rc == 0
            return time.monotonic() - t0

    try:
        took = asyncio.run(play())
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    out = proc.stdout.read().decode() if proc.stdout else ""
    assert took < STOP_WITHIN, f"the server took {took:.2f} s to stop"
    assert "Traceback" not in out and "Event loop is closed" not in out and "WARNING" not in out, out
    assert not any(tmp_path.glob("cardtable-serve-*")), "the private tabs' folder was not removed"


def test_a_malformed_host_is_one_line(capsys) -> None:
    from cardtable.cli.main import main

    for host, says in (("999.1.1.1", "not a valid IPv4 address"), ("1.2.3", "not a valid IPv4 address"),
                       ("a b", "not an address or a host name"), ("fe80::zz", "not a valid IPv6 address")):
        assert main(["serve", "--host", host]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and says in err, err


def test_the_tab_cap_suits_the_machine() -> None:
    from cardtable.web.server import default_max_tabs

    assert 1 <= default_max_tabs() <= 32


def test_a_match_in_a_tab_is_in_its_save_after_the_stop(tmp_path) -> None:
    """A tab starts Uno against bots (keys as the page sends them), the server gets SIGTERM: the
    match is in the data directory's saves and replays."""
    from cardtable.engine.record import load_record, replay

    data = tmp_path / "data"
    proc, url = _start(tmp_path, "--data", str(data))

    async def play() -> None:
        async with aiohttp.ClientSession() as s:
            tab = await s.ws_connect(url + "/ws?width=120&height=40")
            screen = Screen()
            await _shows(tab, screen, "Choose a game")
            await tab.send_str(json.dumps(["stdin", "\r"]))  # Enter: Uno, the first game
            await _shows(tab, screen, "Uno: new match")
            await tab.send_str(json.dumps(["stdin", "\x13"]))  # Ctrl+S deals
            await _shows(tab, screen, "Your turn")
            await tab.send_str(json.dumps(["stdin", "d"]))  # the person draws: a match someone played
            await _shows(tab, screen, "You draw")  # (a table nobody has moved at keeps no save)
            assert list((data / "saves").glob("uno-*.json"))
            proc.send_signal(signal.SIGTERM)
            await asyncio.wait_for(_until_closed(tab), 10)
        await asyncio.get_running_loop().run_in_executor(None, proc.wait, 10)

    try:
        asyncio.run(play())
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    saved = list((data / "saves").glob("uno-*.json"))
    assert len(saved) == 1
    assert replay(load_record(saved[0])).spec.id == "uno"
    assert not list(data.rglob("*.tmp"))
