"""A seat of a hosted table in headless Chromium: ``cardtable host --headless`` runs the table,
``cardtable join ADDRESS --web`` serves that seat's table to the browser, and a key there moves."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.test_serve_browser import _free_port, _until, needs_chromium

pytest.importorskip("textual_serve", reason="the web extra: pip install 'cardtable[web]'")


def _start(args: list[str], env: dict) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "cardtable", *args], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)


def _stop(proc: subprocess.Popen) -> str:
    proc.terminate()
    try:
        out, _ = proc.communicate(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, _ = proc.communicate()
    return out or ""


@pytest.mark.browser
@needs_chromium
def test_a_remote_seat_plays_in_chromium(browser, tmp_path: Path) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    env = dict(os.environ, CARDTABLE_HOME=str(tmp_path / "home"), TMPDIR=str(tmp_path))
    port, web = _free_port(), _free_port()
    host = _start(["host", "durak", "--headless", "--remote", "1", "--bots", "easy", "--seed", "3", "--pace", "0.2",
                   "--port", str(port), "--lang", "en"], env)
    joiner = None
    try:
        assert host.stdout is not None
        line = ""
        deadline = time.monotonic() + 60
        while "cardtable join" not in line:
            assert time.monotonic() < deadline and host.poll() is None, "the host printed no join line"
            line = host.stdout.readline()
        address = re.search(r"cardtable join (\S+)", line).group(1)
        assert address.startswith(f"ws://127.0.0.1:{port}/seat/")
        joiner = _start(["join", address, "--web", "--port", str(web), "--lang", "en"], env)
        for _ in range(300):
            try:
                import socket

                socket.create_connection(("127.0.0.1", web), timeout=1).close()
                break
            except OSError:
                time.sleep(0.2)
        browser.get(f"http://127.0.0.1:{web}/")
        s = _until(browser, "the hosted table", lambda s: "Your hand (6)" in s.text() and "Durak" in s.text())
        if "Your turn" not in s.text():
            s = _until(browser, "the joiner's turn", lambda s: "Your turn" in s.text())
        size = int(re.search(r"Your hand \((\d+)\)", s.text()).group(1))
        ActionChains(browser).send_keys(Keys.ENTER).perform()  # the card under the cursor: a move
        _until(browser, "the move made at the host", lambda s: (m := re.search(r"Your hand \((\d+)\)", s.text()))
               is not None and int(m.group(1)) != size)
    finally:
        out = _stop(joiner) if joiner is not None else ""
        host_out = _stop(host)
    assert "Traceback" not in host_out, host_out
    assert "Traceback" not in out, out
