"""``cardtable serve`` in a real browser: headless Chromium opens the page, starts Uno, sees the table.

Runs only where Debian's ``chromium`` and ``chromium-driver`` are installed (``.ci/run`` installs
them); elsewhere it is skipped with the reason.  Selenium drives the browser through chromedriver.

What the page shows is read from the terminal's own byte stream: a script injected before the
page loads records what the app sends over its websocket, and a tiny screen model (cursor moves
and text, which is all Textual sends) turns it into lines of text, so the test checks words on
the screen and finds where a button is to click it.  The screenshot goes to ``$CARDTABLE_SHOTS``
(a folder) when it is set, else to the test's temporary folder.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from rich.cells import cell_len

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path(shutil.which("chromedriver") or "/usr/bin/chromedriver")

needs_chromium = pytest.mark.skipif(not CHROMIUM.exists() or not CHROMEDRIVER.exists(),
                                    reason="needs Chromium and its driver: apt-get install chromium chromium-driver")

WAIT = 90.0  # seconds; generous: two cores shared with other work, bots between our moves

# Records the app's output (binary websocket messages) as text, in order, for the test to read.
HOOK = r"""
window.__ct = [];
const CtSocket = window.WebSocket, ctDecoder = new TextDecoder();
window.WebSocket = function (...args) {
  const s = new CtSocket(...args);
  s.addEventListener("message", (e) => {
    if (typeof e.data !== "string") window.__ct.push(ctDecoder.decode(e.data, {stream: true}));
  });
  return s;
};
window.WebSocket.prototype = CtSocket.prototype;
"""

_TOKEN = re.compile(r"\x1b\[([0-9;?<>$]*)([A-Za-z])|\x1b\][^\x07]*\x07|\x1b.|([^\x1b]+)", re.S)


class Screen:
    """The terminal's cells from Textual's output: ``ESC[row;colH`` moves, text writes, the rest styles."""

    def __init__(self) -> None:
        self.cells: dict[tuple[int, int], str] = {}
        self.row = self.col = 0

    def feed(self, data: str) -> None:
        for m in _TOKEN.finditer(data):
            if m.group(2) == "H":
                parts = (m.group(1) or "1;1").split(";")
                self.row, self.col = int(parts[0] or 1) - 1, int(parts[1] if len(parts) > 1 else 1) - 1
            elif m.group(3):
                for ch in m.group(3):
                    if ch in "\r\n":
                        continue
                    self.cells[self.row, self.col] = ch
                    w = cell_len(ch)
                    for k in range(1, w):
                        self.cells[self.row, self.col + k] = ""
                    self.col += max(w, 1)

    @property
    def size(self) -> tuple[int, int]:
        return max(c for _, c in self.cells) + 1, max(r for r, _ in self.cells) + 1

    def lines(self) -> list[str]:
        cols, rows = self.size
        return ["".join(self.cells.get((r, c), " ") for c in range(cols)) for r in range(rows)]

    def text(self) -> str:
        return "\n".join(self.lines())

    def find(self, pattern: str) -> list[tuple[int, int]]:
        """(row, column) of each match, counting cells (one line of text per row)."""
        out = []
        for r, line in enumerate(self.lines()):
            out += [(r, cell_len(line[: m.start()])) for m in re.finditer(pattern, line)]
        return out


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[str, subprocess.Popen]]:
    """A private ``cardtable serve`` on a free port: its address and its process."""
    pytest.importorskip("textual_serve", reason="the web extra: pip install 'cardtable[web]'")
    port = _free_port()
    env = dict(os.environ, CARDTABLE_HOME=str(tmp_path / "home"), TMPDIR=str(tmp_path))
    proc = subprocess.Popen([sys.executable, "-m", "cardtable", "serve", "--port", str(port), "--private",
                             "--lang", "en"], env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + WAIT
        while True:
            assert proc.poll() is None, proc.stdout.read().decode() if proc.stdout else "the server stopped"
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert time.monotonic() < deadline, "the server did not listen"
                time.sleep(0.2)
        yield f"http://127.0.0.1:{port}/", proc
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    assert not any(tmp_path.glob("cardtable-serve-*")), "the private tabs' folder was not removed"


@pytest.fixture
def server(served: tuple[str, subprocess.Popen]) -> str:
    return served[0]


@pytest.fixture
def browser():
    webdriver = pytest.importorskip("selenium.webdriver", reason="selenium (the test extra)")
    from selenium.webdriver.chrome.service import Service

    opts = webdriver.ChromeOptions()
    opts.binary_location = str(CHROMIUM)
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,860"):
        opts.add_argument(a)
    driver = webdriver.Chrome(options=opts, service=Service(str(CHROMEDRIVER)))
    try:
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": HOOK})
        yield driver
    finally:
        driver.quit()


def _screen(driver) -> Screen:
    s = Screen()
    s.feed("".join(driver.execute_script("return window.__ct || [];")))
    return s


def _until(driver, what: str, ok: Callable[[Screen], bool]) -> Screen:
    deadline = time.monotonic() + WAIT
    while True:
        s = _screen(driver)
        if s.cells and ok(s):
            return s
        if time.monotonic() > deadline:
            raise AssertionError(f"the page never showed {what}; it shows:\n" + (s.text() if s.cells else "nothing"))
        time.sleep(0.25)


def _hand_size(s: Screen) -> int | None:
    m = re.search(r"Your hand \((\d+)\)", s.text())
    return int(m.group(1)) if m else None


def _png_has_a_picture(png: bytes) -> bool:
    """More than a flat colour: the image's (filtered) pixel bytes take many different values."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat = 8, b""
    while pos < len(png):
        n = int.from_bytes(png[pos:pos + 4], "big")
        if png[pos + 4:pos + 8] == b"IDAT":
            idat += png[pos + 8:pos + 8 + n]
        pos += 12 + n
    return len(set(zlib.decompress(idat))) > 64


@pytest.mark.browser
@needs_chromium
def test_uno_in_headless_chromium(server: str, browser, tmp_path: Path) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    def keys(*seq: str) -> None:
        ActionChains(browser).send_keys(*seq).perform()

    browser.get(server)
    s = _until(browser, "the lobby", lambda s: "Choose a game" in s.text() and "Uno" in s.text())
    assert "-first-byte" in browser.execute_script("return document.body.className")
    assert browser.find_elements(By.CSS_SELECTOR, ".xterm-screen canvas"), "no terminal drawn in the page"
    # the keys go to the app at once, without a click first (the page focuses the terminal)
    assert "xterm-helper-textarea" in browser.execute_script("return document.activeElement.className")

    keys(Keys.F1)  # F1 is the rules in the browser too (the page keeps it from the browser's help)
    _until(browser, "Uno's rules", lambda s: "Rules: Uno" in s.text())
    keys(Keys.ESCAPE)
    _until(browser, "the lobby again", lambda s: "Choose a game" in s.text() and "Rules: Uno" not in s.text())

    keys(Keys.ENTER)  # Uno is first in the lobby
    _until(browser, "Uno's setup", lambda s: "Uno: new match" in s.text())
    ActionChains(browser).key_down(Keys.CONTROL).send_keys("s").key_up(Keys.CONTROL).perform()  # Ctrl+S deals
    s = _until(browser, "the table with your turn",
               lambda s: "Your hand" in s.text() and "Deck" in s.text() and "Your turn" in s.text())
    before = _hand_size(s)
    assert before is not None and before >= 7
    keys(Keys.ESCAPE)  # Esc is the menu on the table, as in a terminal
    _until(browser, "the menu", lambda s: "Resume" in s.text() and "Save and leave" in s.text())
    keys(Keys.ESCAPE)
    s = _until(browser, "the table again", lambda s: "Resume" not in s.text() and "Your turn" in s.text())

    # the mouse: a click on the Draw button draws (the button is the "Draw" word that is no key help)
    buttons = [(r, c) for r, c in s.find(r"(?<![A-Z] )\bDraw\b")]
    assert buttons, "no Draw button on the table:\n" + s.text()
    row, col = buttons[0]
    cols, rows = s.size
    term = browser.find_element(By.CSS_SELECTOR, ".xterm-screen")
    rect = term.rect
    cw, ch = rect["width"] / cols, rect["height"] / rows
    x, y = (col + 2) * cw, (row + 0.5) * ch  # inside the word, from the terminal's top left
    ActionChains(browser).move_to_element_with_offset(term, int(x - rect["width"] / 2),
                                                      int(y - rect["height"] / 2)).click().perform()
    s = _until(browser, "the drawn card", lambda s: "You draw" in s.text() and (_hand_size(s) or 0) > before)

    shots = Path(os.environ.get("CARDTABLE_SHOTS") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    png = browser.get_screenshot_as_png()
    (shots / "serve-uno.png").write_bytes(png)
    assert _png_has_a_picture(png)


@pytest.mark.browser
@needs_chromium
def test_sigterm_with_a_tab_open_ends_the_server_within_two_seconds(served, browser) -> None:
    """The issue-29 case: a tab open in Chromium, SIGTERM to the server's pid alone (as a service
    manager sends it): the server is gone within 2 s and the tab says why, not just "ended"."""
    url, proc = served
    browser.get(url + "?fontsize=99999999999999999999")  # ignored: the page fits the window
    _until(browser, "the lobby", lambda s: "Choose a game" in s.text())
    size = browser.execute_script("return document.getElementById('terminal').dataset.fontSize")
    assert 8 <= int(size) <= 16
    t0 = time.monotonic()
    proc.send_signal(signal.SIGTERM)
    proc.wait(timeout=30)
    took = time.monotonic() - t0
    assert took < 2.0, f"the server took {took:.2f} s to stop"
    assert proc.returncode == 0
    out = proc.stdout.read().decode() if proc.stdout else ""
    assert "Traceback" not in out and "Event loop is closed" not in out, out
    deadline = time.monotonic() + 10
    said = ""
    while time.monotonic() < deadline:
        said = browser.execute_script(
            "const m = document.querySelector('.closed-dialog .message'); "
            "return document.body.classList.contains('-closed') && m ? m.textContent : '';")
        if said:
            break
        time.sleep(0.1)
    assert "server was stopped" in said


# -- without a browser: the command's choices ------------------------------------------------------


def _serve_args(*argv: str):
    from cardtable.cli.main import _parser

    return _parser().parse_args(["serve", *argv])


def test_where_the_tabs_keep_their_files() -> None:
    from cardtable.cli.serve import plan

    assert _serve_args().host == "127.0.0.1" and _serve_args().port == 8000
    assert plan(_serve_args()) == ("user", None)  # this computer only: the person's own saves
    assert plan(_serve_args("--host", "localhost")) == ("user", None)
    assert plan(_serve_args("--private")) == ("private", None)
    assert plan(_serve_args("--host", "0.0.0.0")) == ("private", None)  # never the owner's saves by accident
    assert plan(_serve_args("--host", "192.168.1.5")) == ("private", None)
    mode, where = plan(_serve_args("--host", "0.0.0.0", "--data", "/srv/cards"))
    assert mode == "dir" and where == Path("/srv/cards").resolve()
    with pytest.raises(SystemExit):
        _serve_args("--data", "x", "--private")
    with pytest.raises(SystemExit):
        _serve_args("--port", "70000")


def test_help_says_where_saves_live(capsys) -> None:
    from cardtable.cli.main import main

    assert main(["serve", "--help"]) == 0
    out = capsys.readouterr().out
    assert "--data DIR" in out and "--private" in out and "cardtable[web]" in out and "127.0.0.1" in out


def test_without_the_web_extra_one_line(monkeypatch, capsys) -> None:
    from cardtable.cli.main import main

    monkeypatch.setitem(sys.modules, "textual_serve", None)  # import fails as if not installed
    assert main(["serve", "--port", "8000"]) == 2
    err = capsys.readouterr().err
    assert err.strip() == "cardtable: textual-serve is not installed; install the web extra: " \
        "pip install 'cardtable[web]'"


def test_the_page_needs_no_internet_and_focuses_the_terminal() -> None:
    from cardtable.web.page import adapt_page

    page = ('<head><link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Roboto%20Mono" />'
            "</head><body></body>")
    out = adapt_page(page, "http://h:1/static/")
    assert "googleapis" not in out and "http://h:1/static/fonts/RobotoMono" in out
    assert ".xterm-helper-textarea" in out and out.endswith("</body>")
    assert "dataset.fontSize" in out and "FIXED = false" in out  # sized to the window unless the address says
    assert "FIXED = true" in adapt_page(page, "http://h:1/static/", fixed_font=True)
    assert out.index('"cardtable"') < out.index("</head>")  # the server's notices are caught before textual.js
