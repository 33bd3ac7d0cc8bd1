"""``cardtable serve`` on a phone (issue 33): the page fits a 390x844 screen, its text is readable,
its key pad reaches Esc, F1 and the table's other keys by touch, the tab has a title and an icon,
and a private tab warns before a reload loses its match.

The browser test drives headless Chromium as a phone: 390x844 CSS px, three device pixels to one,
touch.  The scale comes from ``--force-device-scale-factor`` and not from chromedriver's mobile
emulation, because under the emulated scale a ResizeObserver's device-pixel box stays in CSS
pixels, so xterm.js sizes its canvas 3x too small and draws the text 3x too big into it: the
screenshot would show a terminal no phone shows.  Taps are real touch events (``Input.
dispatchTouchEvent``).  What the app shows is read from its byte stream, as in
``test_serve_browser.py``.  Screenshots go to ``$CARDTABLE_SHOT_DIR`` when it is set (else to the
test's temporary folder): ``phone_lobby.png``, ``phone_table.png``, ``phone_table_landscape.png``.

The rest needs no browser: the bytes each key of the pad sends (read back by Textual's own
parser), the page the server renders, the pad the command hands it from the key registry.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from . import test_serve_browser
from .test_serve_browser import CHROMEDRIVER, CHROMIUM, HOOK, WAIT, Screen, _png_has_a_picture, needs_chromium

served = test_serve_browser.served
"""The private ``cardtable serve`` of the desktop browser test (a fixture: its address and process)."""

PHONE = (390, 844)
"""A phone held upright, in CSS px (an iPhone 14's screen)."""


# -- without a browser ---------------------------------------------------------------------------


def _parsed(data: str) -> list[str]:
    """The keys Textual reads from ``data``, as the app's driver would (a lone Esc after its wait)."""
    from textual import events
    from textual._xterm_parser import XTermParser

    parser = XTermParser()
    got = list(parser.feed(data))
    deadline = time.monotonic() + 1
    while not got and time.monotonic() < deadline:  # a lone Esc is only an Esc once nothing follows it
        time.sleep(0.05)
        got += list(parser.tick())
    return [e.key for e in got if isinstance(e, events.Key)]


def test_every_key_of_the_pad_sends_what_textual_reads_as_that_key() -> None:
    from cardtable.tui.keymap import core_actions
    from cardtable.tui.registry import all_actions
    from cardtable.web.keys import key_bytes

    pad = [k for a in core_actions().values() if a.scope in ("table", "nav") for k in a.keys]
    assert {"escape", "f1", "tab", "up", "down", "left", "right", "enter", "space", "ctrl+z", "h"} <= set(pad)
    for k in pad:
        assert key_bytes(k) is not None, f"the pad cannot send {k}"
    # and every key a keymap may name that a terminal can type: the game's keys, other F keys, modifiers
    keys = {k for a in all_actions().values() for k in a.keys} | {
        "f2", "f5", "f12", "shift+tab", "ctrl+s", "alt+x", "question_mark", "slash", "plus", "ctrl+up",
        "shift+left", "pageup", "delete", "insert", "backspace", "home", "end"}
    for k in sorted(keys):
        seq = key_bytes(k)
        assert seq is not None, k
        assert _parsed(seq) == [k], (k, seq)
    for nothing in ("ctrl+enter", "shift+escape", "ctrl+7", "hyper+a", "", "ctrl+ctrl+a", "shift+question_mark"):
        assert key_bytes(nothing) is None, nothing


STOCK = ('<!DOCTYPE html>\n<html>\n  <head>\n    <link rel="stylesheet" href="https://fonts.googleapis.com/css?'
         'family=Roboto%20Mono" />\n<script src="/static/js/textual.js"></script>\n  </head>\n  <body>\n'
         '<div class="message">Session ended.</div><button type="button" onClick="refresh()">Restart</button>\n'
         '<div id="terminal" class="textual-terminal" data-font-size="16"></div>\n  </body>\n</html>')


def test_the_page_is_laid_out_for_a_phone_and_has_its_keys() -> None:
    from cardtable.web.pad import KEY, PadKey, PageSetup
    from cardtable.web.page import adapt_page

    keys = (PadKey("escape", "Esc", "menu"), PadKey("f1", "F1", "rules"), PadKey("ctrl+z", "Ctrl+Z", "undo"),
            PadKey("escape", "Esc", "menu again"), PadKey("ctrl+enter", "Ctrl+Enter", "no terminal sends it"),
            PadKey("space", "Пробел", "сыграть отмеченное"))
    out = adapt_page(STOCK, "/static/", setup=PageSetup("en", keys), warn_on_leave=True)
    head = out[: out.index("</head>")]
    assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in head
    assert "<title>cardtable</title>" in head and '<link rel="icon" type="image/svg+xml" href="/favicon.svg">' in head
    assert head.index('<meta charset="utf-8">') < 200 and '<html lang="en">' in out
    buttons = re.findall(r'<button type="button" class="ct-key[^"]*"[^>]*data-key="([^"]+)"[^>]*data-seq="([^"]+)"',
                         out)
    assert [k for k, _ in buttons] == ["escape", "f1", "ctrl+z", "space"]  # each once, none no terminal sends
    assert [json.loads(s.replace("&quot;", '"')) for _, s in buttons] == ["\x1b", "\x1bOP", "\x1a", " "]
    assert 'class="ct-key -wide" tabindex="-1" data-key="space"' in out  # «Пробел» takes two keys' width
    assert 'aria-label="Ctrl+Z: undo"' in out and "Ctrl+<wbr>Z" in out
    assert f"min-height: {KEY}px" in out and '"slots": 5' in out  # the fit reckons with the keys shown
    assert "if (true)" in out and "beforeunload" in out  # a private tab warns before leaving
    assert "if (false)" in adapt_page(STOCK, "/static/")  # a saved one does not: a reload loses nothing
    ru = adapt_page(STOCK, "/static/", setup=PageSetup("ru", keys))
    assert '<html lang="ru">' in ru and "Сеанс завершён." in ru and "Начать заново" in ru
    assert "клавиатура телефона" in ru and "Session ended." not in ru


def test_the_pad_comes_from_the_registry_and_the_keymap_in_force(tmp_path, monkeypatch) -> None:
    from cardtable.cli.serve import page_setup
    from cardtable.tui.keymap import core_actions, display

    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    ids = [a for a in core_actions().values() if a.scope in ("table", "nav")]
    got = page_setup(None, private=True)
    assert got.lang == "en"
    assert [k.key for k in got.keys] == [k for a in ids for k in a.keys]
    assert [k.face for k in got.keys[:2]] == ["Esc", "F1"] and got.keys[0].does == ids[0].en
    (tmp_path / "keymap.toml").write_text('[table]\nhint = "question_mark"\n', encoding="utf-8")
    (tmp_path / "settings.json").write_text('{"lang": "ru"}', encoding="utf-8")
    mine = page_setup(None, private=False)  # the person's own keymap and language, as their tabs have them
    hint = next(k for k in mine.keys if k.does == core_actions()["table.hint"].ru)
    assert mine.lang == "ru" and hint.key == "question_mark" and hint.face == "?"
    assert next(k for k in mine.keys if k.key == "space").face == display("space", "ru") == "Пробел"
    assert page_setup("en", private=False).lang == "en"  # --lang wins, as in the app
    private = page_setup(None, private=True)  # a private tab has none of it
    assert [k.key for k in private.keys] == [k for a in ids for k in a.keys] and private.lang == "en"


def test_the_icon_is_a_file_of_the_package() -> None:
    import tomllib
    from importlib.resources import files

    icon = files("cardtable.web").joinpath("assets/favicon.svg")
    assert icon.is_file() and icon.read_text(encoding="utf-8").lstrip().startswith("<svg")
    data = tomllib.loads((Path(__file__).parents[1] / "pyproject.toml").read_text(encoding="utf-8"))
    assert "**/*.svg" in data["tool"]["setuptools"]["package-data"]["cardtable"]  # so a wheel has it too


def _notices(frames: list[str]) -> list[str]:
    """The server's notices among a tab's text frames (JSON: ``["cardtable", {"notice": text}]``)."""
    out = []
    for f in frames:
        m = json.loads(f)
        if isinstance(m, list) and m[:1] == ["cardtable"]:
            out.append(m[1]["notice"])
    return out


def test_the_server_serves_the_title_and_the_icon_and_speaks_the_tabs_language(tmp_path) -> None:
    pytest.importorskip("textual_serve", reason="the web extra: pip install 'cardtable[web]'")
    aiohttp = pytest.importorskip("aiohttp")
    from .test_serve_stop import _frames, _start, _until_closed

    proc, url = _start(tmp_path, "--private", "--lang", "ru", "--max-tabs", "1")

    async def fetch() -> None:
        async with aiohttp.ClientSession() as s:
            r = await s.get(url + "/favicon.svg")
            assert r.status == 200 and r.content_type == "image/svg+xml" and "<svg" in await r.text()
            r = await s.get(url + "/")
            page = await r.text()
            assert "<title>cardtable</title>" in page and 'href="/favicon.svg"' in page
            assert 'name="viewport" content="width=device-width' in page and '<html lang="ru">' in page
            assert 'data-key="escape"' in page and 'data-key="f1"' in page and "Сеанс завершён." in page
            assert 'aria-label="Esc: меню' in page
            tab = await s.ws_connect(url + "/ws")
            assert await _frames(tab, 3) == 3
            over = await s.ws_connect(url + "/ws")  # one tab too many: told so in the tab's language
            assert any("больше нельзя" in n for n in _notices(await asyncio.wait_for(_until_closed(over), 10)))
            r = await s.get(url + "/")
            text = await r.text()
            assert r.status == 503 and '<html lang="ru">' in text and "открыто вкладок: 1" in text
            assert 'href="/favicon.svg"' in text
            proc.send_signal(signal.SIGTERM)
            notes = _notices(await asyncio.wait_for(_until_closed(tab), 10))
            assert any("Сервер cardtable остановлен" in n for n in notes), notes

    try:
        asyncio.run(fetch())
        assert proc.wait(timeout=30) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


# -- a phone -------------------------------------------------------------------------------------


@pytest.fixture
def phone():
    """Headless Chromium as a phone held upright: 390x844 CSS px, 3 device px each, touch."""
    webdriver = pytest.importorskip("selenium.webdriver", reason="selenium (the test extra)")
    from selenium.webdriver.chrome.service import Service

    opts = webdriver.ChromeOptions()
    opts.binary_location = str(CHROMIUM)
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
              f"--window-size={PHONE[0]},{PHONE[1]}", "--force-device-scale-factor=3"):
        opts.add_argument(a)
    driver = webdriver.Chrome(options=opts, service=Service(str(CHROMEDRIVER)))
    try:
        _hold(driver, *PHONE)
        driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": HOOK})
        yield driver
    finally:
        driver.quit()


def _hold(driver, width: int, height: int) -> None:
    """The phone's screen, upright or on its side (the scale stays the one Chromium started with)."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 0, "mobile": True})


def _screen(driver, since: int = 0) -> Screen:
    """The terminal from the app's output, from its ``since``-th chunk on (a resize repaints it all)."""
    s = Screen()
    s.feed("".join(driver.execute_script("return (window.__ct || []).slice(arguments[0]);", since)))
    return s


def _chunks(driver) -> int:
    return driver.execute_script("return (window.__ct || []).length;")


def _until(driver, what: str, ok: Callable[[Screen], bool], since: int = 0) -> Screen:
    deadline = time.monotonic() + WAIT
    while True:
        s = _screen(driver, since)
        if s.cells and ok(s):
            return s
        if time.monotonic() > deadline:
            raise AssertionError(f"the phone never showed {what}; it shows:\n" + (s.text() if s.cells else "nothing"))
        time.sleep(0.25)


def _tap(driver, x: float, y: float) -> None:
    """A finger on the screen at (x, y) CSS px, and off again."""
    point = {"x": x, "y": y, "radiusX": 4, "radiusY": 4, "force": 1}
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [point]})
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def _key(driver, key: str) -> dict:
    """The pad's button of ``key``: where it is (CSS px)."""
    rect = driver.execute_script(
        "const b = document.querySelector(`#ct-keys [data-key='${arguments[0]}']`);"
        "return b ? b.getBoundingClientRect().toJSON() : null;", key)
    assert rect is not None, f"no {key} on the pad"
    return rect


def _tap_key(driver, key: str) -> None:
    r = _key(driver, key)
    _tap(driver, r["x"] + r["width"] / 2, r["y"] + r["height"] / 2)


def _tap_cell(driver, s: Screen, row: int, col: int) -> None:
    """A tap on the terminal's cell (row, col), as a finger on a button of the app."""
    rect = driver.execute_script("return document.querySelector('.xterm-screen').getBoundingClientRect().toJSON();")
    cols, rows = s.size
    _tap(driver, rect["x"] + (col + 0.5) * rect["width"] / cols, rect["y"] + (row + 0.5) * rect["height"] / rows)


def _beforeunload(driver) -> int:
    """How many beforeunload listeners the page's window has (as DevTools lists them)."""
    win = driver.execute_cdp_cmd("Runtime.evaluate", {"expression": "window"})["result"]["objectId"]
    listeners = driver.execute_cdp_cmd("DOMDebugger.getEventListeners", {"objectId": win})["listeners"]
    return sum(1 for x in listeners if x["type"] == "beforeunload")


def _shot(driver, shots: Path, name: str) -> None:
    """A screenshot once the app has drawn all it had to (no new output for a second, within ``WAIT``)."""
    deadline = time.monotonic() + WAIT
    seen, quiet = _chunks(driver), time.monotonic()
    while time.monotonic() - quiet < 1.0 and time.monotonic() < deadline:
        time.sleep(0.1)
        now = _chunks(driver)
        if now != seen:
            seen, quiet = now, time.monotonic()
    png = driver.get_screenshot_as_png()
    (shots / name).write_bytes(png)
    assert _png_has_a_picture(png)


@pytest.mark.browser
@needs_chromium
def test_a_phone_reads_the_table_and_taps_its_keys(served, phone, tmp_path) -> None:
    from cardtable.tui.keymap import core_actions
    from cardtable.web.page import READABLE

    url, proc = served
    shots = Path(os.environ.get("CARDTABLE_SHOT_DIR") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    phone.get(url)
    s = _until(phone, "the lobby", lambda s: "Choose a game" in s.text() and "Uno" in s.text())

    # laid out for the phone, not for a 980 px page shrunk to 42%
    meta = phone.execute_script("const m = document.querySelector('meta[name=viewport]'); return m && m.content;")
    assert meta and "width=device-width" in meta
    assert phone.execute_script("return [innerWidth, innerHeight, devicePixelRatio];") == [*PHONE, 3]
    # readable: the terminal's font and its rows, not squeezed to fit 80 columns
    size = int(phone.execute_script("return document.getElementById('terminal').dataset.fontSize;"))
    assert size >= READABLE
    box = phone.execute_script("return document.querySelector('.xterm-screen').getBoundingClientRect().toJSON();")
    cols, rows = s.size
    assert box["height"] / rows >= READABLE and box["width"] / cols >= 0.55 * READABLE
    assert 60 <= cols and box["x"] >= 0 and box["x"] + box["width"] <= PHONE[0] + 0.5  # the app's least, all on screen
    # the tab's title and icon
    assert phone.title == "cardtable"
    icon = phone.execute_async_script(
        "const done = arguments[0], href = document.querySelector('link[rel=icon]').href;"
        "fetch(href).then(async r => done([r.status, r.headers.get('content-type'), await r.text()]));")
    assert icon[0] == 200 and icon[1].startswith("image/svg+xml") and "<svg" in icon[2]

    # the pad: the table's own keys and the steering keys, from the registry, each big enough for a finger
    pad = phone.execute_script(
        "return [...document.querySelectorAll('#ct-keys [data-key]')].map(b => b.dataset.key);")
    assert pad == [k for a in core_actions().values() if a.scope in ("table", "nav") for k in a.keys]
    for key in pad:
        r = _key(phone, key)
        assert r["height"] >= 44 and r["width"] >= 44, (key, r)
        assert r["x"] >= 0 and r["y"] >= box["y"] + box["height"] - 1 and r["x"] + r["width"] <= PHONE[0]
        assert r["y"] + r["height"] <= PHONE[1], (key, r)

    # F1 tapped opens the rules; Esc tapped closes them, as the keys do
    _tap_key(phone, "f1")
    _until(phone, "Uno's rules", lambda s: "Rules: Uno" in s.text())
    since = _chunks(phone)
    _tap_key(phone, "escape")
    _until(phone, "the lobby again", lambda s: "Choose a game" in s.text() and "Rules: Uno" not in s.text(), since)
    # the taps left the focus in the terminal, and a tap there opens no keyboard over the table
    assert phone.execute_script("return document.activeElement.className;") == "xterm-helper-textarea"
    assert phone.execute_script("return document.activeElement.getAttribute('inputmode');") == "none"
    typing = "const t = document.querySelector('.xterm-helper-textarea'); return [t.getAttribute('inputmode'), " \
             "document.getElementById('ct-type').getAttribute('aria-pressed'), document.activeElement === t];"
    r = phone.execute_script("return document.getElementById('ct-type').getBoundingClientRect().toJSON();")
    _tap(phone, r["x"] + r["width"] / 2, r["y"] + r["height"] / 2)  # ⌨: the phone's keyboard, to type a name
    assert phone.execute_script(typing) == ["text", "true", True]
    _tap(phone, r["x"] + r["width"] / 2, r["y"] + r["height"] / 2)
    assert phone.execute_script(typing) == ["none", "false", True]
    _shot(phone, shots, "phone_lobby.png")
    # a private tab: leaving would lose the match, so the page asks the browser to warn
    assert _beforeunload(phone) == 1

    # to Uno's table by taps alone: Enter on the lobby, then the setup's Start button on the screen
    since = _chunks(phone)
    _tap_key(phone, "enter")
    s = _until(phone, "Uno's setup", lambda s: "Uno: new match" in s.text() and s.find(r"\bStart\b"), since)
    (row, col), = s.find(r"\bStart\b")[:1]
    _tap_cell(phone, _screen(phone), row, col + 2)
    s = _until(phone, "the table with your turn", lambda s: "Your hand" in s.text() and "Your turn" in s.text())
    _shot(phone, shots, "phone_table.png")
    since = _chunks(phone)
    _tap_key(phone, "escape")  # the menu, as Esc on a keyboard
    _until(phone, "the menu", lambda s: "Resume" in s.text() and "Save and leave" in s.text(), since)
    since = _chunks(phone)
    _tap_key(phone, "escape")
    _until(phone, "the table again", lambda s: "Resume" not in s.text() and "Your turn" in s.text(), since)

    # on its side: the pad goes to the right, the terminal keeps its readable font and gets the table's 80x24
    since = _chunks(phone)
    _hold(phone, PHONE[1], PHONE[0])
    s = _until(phone, "the table on its side", lambda s: s.size[0] >= 80 and "Your hand" in s.text(), since)
    cols, rows = s.size
    assert rows >= 24 and "needs at least" not in s.text()
    assert int(phone.execute_script("return document.getElementById('terminal').dataset.fontSize;")) == size
    esc = _key(phone, "escape")
    box = phone.execute_script("return document.querySelector('.xterm-screen').getBoundingClientRect().toJSON();")
    assert esc["x"] >= box["x"] + box["width"] - 1 and esc["height"] >= 44
    _shot(phone, shots, "phone_table_landscape.png")

    # the server stops: the tab says why, and no warning is left to keep the player on a dead page
    proc.send_signal(signal.SIGTERM)
    proc.wait(timeout=30)
    deadline = time.monotonic() + 10
    said = ""
    while time.monotonic() < deadline and not said:
        said = phone.execute_script(
            "const m = document.querySelector('.closed-dialog .message'); "
            "return document.body.classList.contains('-closed') && m ? m.textContent : '';")
        time.sleep(0.1)
    assert "server was stopped" in said
    assert _beforeunload(phone) == 0
