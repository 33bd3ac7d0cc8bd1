"""The server of ``cardtable serve``: textual-serve's, with tabs counted, checked and stopped cleanly.

textual-serve starts our app once for every tab (an ``AppService``: a process fed the tab's keys).
What this subclass adds:

- **who may ask**: on a loopback address only loopback names (a web site's name rebound to
  127.0.0.1 may not), and the websocket only from the server's own page;
- **what a tab may send**: messages of at most ``MAX_MESSAGE`` bytes, well-formed or ignored, a
  terminal size within ``SIZE_LIMITS``, a font size within ``page.FONT_SIZES``;
- **how many tabs**: at most ``max_tabs`` apps at once (each is a process of ~60 MB); the page of
  a tab over the cap says so instead of starting one;
- **the page**: the tab's page for a phone as for a desktop (``page.py``), with the key pad and the
  language the command building the server hands it for every page (``PageSetup``), and its icon
  (``/favicon.svg``);
- **stopping**: SIGTERM or SIGINT (Ctrl+C) tells every tab why in its "Session ended" box, asks
  each app to quit (the match is saved after every move, so nothing is lost), kills an app that
  has not gone within ``QUIT_GRACE`` seconds, waits for every process (no "Event loop is closed"
  from a transport left behind), and exits: within ~1.5 s with tabs open, where the stock server
  waited for its handlers for up to 60 s.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import signal
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import aiohttp_jinja2
from aiohttp import WSMsgType, web
from aiohttp.web_runner import GracefulExit
from textual_serve.app_service import AppService
from textual_serve.server import Server

from .addresses import is_loopback
from .pad import PageSetup
from .page import ICON, TITLE, adapt_page, font_size, notice_message, refusal_page

log = logging.getLogger("cardtable.web")

MAX_MESSAGE = 64 * 1024
"""The largest websocket message a tab may send (keys and resizes are a few bytes)."""
SIZE_LIMITS = ((20, 500), (10, 200))
"""The terminal sizes (columns, rows) a tab may ask for; others are clamped."""
QUIT_GRACE = 0.5
"""Seconds an app has to quit when the server stops before it is killed (a kill loses nothing: the
match is saved after every move, and a save cut short leaves a temporary file the next start removes)."""

STOPPING = {
    "en": "The cardtable server was stopped. Your match is saved: when the server runs again, "
          "reload this page and pick it under Continue.",
    "ru": "Сервер cardtable остановлен. Партия сохранена: когда сервер снова заработает, "
          "обновите эту страницу и выберите её в «Продолжить».",
}
STOPPING_PRIVATE = {
    "en": "The cardtable server was stopped; this tab's private table is gone.",
    "ru": "Сервер cardtable остановлен; отдельный стол этой вкладки закрыт, партия не сохранилась.",
}
FULL = {
    "en": "This cardtable server has {n} tabs open, the most it allows. Close one and reload this page.",
    "ru": "На этом сервере cardtable открыто вкладок: {n}, больше нельзя. Закройте одну и обновите эту страницу.",
}
"""What the server tells a tab it ends or will not start, in the language of the tab's app."""
ICON_FILE = Path(__file__).parent / "assets" / "favicon.svg"


def default_max_tabs() -> int:
    """Tabs the machine can carry: four per core, at most 32, and ~150 MB of free memory each."""
    cores = os.cpu_count() or 1
    cap = min(32, 4 * cores)
    try:
        with open("/proc/meminfo", encoding="ascii") as f:
            avail = next(int(line.split()[1]) for line in f if line.startswith("MemAvailable:"))
        cap = min(cap, max(1, avail // (150 * 1024)))
    except (OSError, StopIteration, ValueError, IndexError):
        pass
    return max(1, cap)


def clamp(text: str | None, lo: int, hi: int, default: int) -> int:
    """An integer query parameter within [lo, hi]; a missing or garbled one is ``default``."""
    if text is None or not text.isdigit() or len(text) > 6:
        return default
    return max(lo, min(hi, int(text)))


class Tab:
    """One browser tab's app process and its websocket."""

    def __init__(self, ws: web.WebSocketResponse, service: AppService) -> None:
        self.ws = ws
        self.service = service
        self._stopped: asyncio.Future[None] | None = None

    async def end(self, why: str | None = None) -> None:
        """Tell the tab ``why`` (if given), quit its app (killed after ``QUIT_GRACE``), close it."""
        if why is not None and not self.ws.closed:
            try:
                await self.ws.send_str(notice_message(why))
            except (ConnectionError, RuntimeError):
                pass
        await self.stop_app()
        if not self.ws.closed:
            try:
                await self.ws.close(code=1001, message=b"server stopped")
            except (ConnectionError, RuntimeError):
                pass

    async def stop_app(self) -> None:
        """Ask the app to quit; kill it if it is still there after ``QUIT_GRACE``; reap it.

        Once per tab: the server's stop and the tab's own end may both ask, and the second waits
        for the first (two kills raced: ``Popen.kill`` polls, reaping the process under asyncio's
        child watcher, which then logged "Unknown child process")."""
        if self._stopped is None:
            self._stopped = asyncio.ensure_future(self._stop_app())
        await asyncio.shield(self._stopped)

    async def _stop_app(self) -> None:
        proc = self.service._process  # textual-serve keeps it there; it has no public handle
        try:
            await asyncio.wait_for(self.service.stop(), QUIT_GRACE)
        except (TimeoutError, ConnectionError, RuntimeError):
            pass
        if proc is not None and proc.returncode is None:
            try:
                os.kill(proc.pid, signal.SIGKILL)  # not proc.kill(): it would reap the child itself
            except ProcessLookupError:
                pass
            try:
                await asyncio.wait_for(proc.wait(), QUIT_GRACE)
            except TimeoutError:
                log.warning("a tab's app (pid %s) did not end", proc.pid)


class CardtableServer(Server):
    """textual-serve's server with cardtable's page, checks, tab cap and clean stop."""

    def __init__(self, *a: Any, lines: list[str], max_tabs: int, private: bool = False,
                 page: Callable[[], PageSetup] | None = None, **kw: Any) -> None:
        super().__init__(*a, **kw)
        self.lines = lines
        self.max_tabs = max_tabs
        self.private = private
        self.page = page
        self.lang = "en"
        """The language of the last page rendered: the server's notices speak it (no file read, no
        import while stopping)."""
        self.tabs: set[Tab] = set()
        self.stopping = False

    # -- start and stop -----------------------------------------------------------------------------
    def initialize_logging(self) -> None:
        super().initialize_logging()
        logging.getLogger("aiohttp.access").setLevel(logging.WARNING)  # no line per request

    async def on_startup(self, app: web.Application) -> None:
        # The stock banner names the inner command; ours is printed once the port is open.  The
        # page's setup is read once now: its language for the notices, its imports (the key
        # registry) before the first tab waits for them.
        self.setup()

    async def _make_app(self) -> web.Application:
        app = await super()._make_app()
        app.router.add_get(ICON, self.handle_icon, name="icon")
        return app

    def setup(self) -> PageSetup:
        """The page's language and keys now (read for every page, so a changed keymap shows); a
        failure there costs the pad, never the page."""
        got = PageSetup()
        if self.page is not None:
            try:
                got = self.page()
            except Exception as error:  # noqa: BLE001 - a broken keymap or settings file must not stop a tab
                log.warning("the page's keys: %s: %s", type(error).__name__, error)
        self.lang = got.lang if got.lang in STOPPING else "en"
        return got

    def announce(self) -> None:
        for line in self.lines:
            print(line, flush=True)

    def serve(self, debug: bool = False) -> None:
        """The stock ``serve``, but says where to go only once it listens (a busy port is then
        one line, not a greeting followed by an error), and stops as ``request_exit`` says."""
        self.debug = debug
        self.initialize_logging()
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        if sys.platform != "win32":  # Windows loops have no signal handlers; Ctrl+C still ends run_app there
            loop.add_signal_handler(signal.SIGINT, self.request_exit)
            loop.add_signal_handler(signal.SIGTERM, self.request_exit)
        try:
            web.run_app(self._make_app(), host=self.host, port=self.port, handle_signals=False, loop=loop,
                        shutdown_timeout=0.5, print=lambda *_: self.announce())
        finally:
            loop.close()

    def request_exit(self) -> None:
        """A signal: end every tab, then the server.  A second signal while that runs exits at once."""
        if self.stopping:
            raise GracefulExit()
        self.stopping = True
        asyncio.get_running_loop().create_task(self._stop())

    async def _stop(self) -> None:
        why = (STOPPING_PRIVATE if self.private else STOPPING)[self.lang]
        tabs = list(self.tabs)
        if tabs:
            await asyncio.gather(*(t.end(why) for t in tabs), return_exceptions=True)
        asyncio.get_running_loop().call_soon(_graceful_exit)

    # -- requests -----------------------------------------------------------------------------------
    def check_request(self, request: web.Request) -> None:
        """On a loopback address only loopback names may ask, and the websocket only from the
        server's own page (another web site open in the browser may not start and play an app)."""
        from yarl import URL

        if is_loopback(self.host) and not is_loopback(URL(f"http://{request.host}").host or ""):
            raise web.HTTPForbidden(text="cardtable: open this server as localhost or 127.0.0.1")
        origin = request.headers.get("Origin")
        if request.path == "/ws" and origin is not None and origin.split("://", 1)[-1] != request.host:
            raise web.HTTPForbidden(text="cardtable: the app opens only from its own page")

    def refusal(self, lang: str = "en") -> str | None:
        """Why a new tab would not start now, or None."""
        if self.stopping:
            return (STOPPING_PRIVATE if self.private else STOPPING)[lang]
        if len(self.tabs) >= self.max_tabs:
            return FULL[lang].format(n=self.max_tabs)
        return None

    async def handle_icon(self, request: web.Request) -> web.StreamResponse:
        """The tab's icon: a card (``assets/favicon.svg``)."""
        self.check_request(request)
        return web.Response(body=ICON_FILE.read_bytes(), content_type="image/svg+xml",
                            headers={"Cache-Control": "max-age=86400"})

    async def handle_index(self, request: web.Request) -> web.StreamResponse:
        self.check_request(request)
        setup = self.setup()
        why = self.refusal(self.lang)
        if why is not None:
            return web.Response(status=503, text=refusal_page(TITLE, why, self.lang), content_type="text/html")
        origin = str(request.url.origin())
        ws = ("wss:" if origin.startswith("https:") else "ws:") + origin.split(":", 1)[1]
        asked = font_size(request.query.get("fontsize"))
        context = {
            "font_size": asked or 16,
            "app_websocket_url": f"{ws}/ws",
            "config": {"static": {"url": f"{origin}/static/"}},
            "application": {"name": self.title},
        }
        page = aiohttp_jinja2.render_template("app_index.html", request, context)
        page.text = adapt_page(page.text or "", f"{origin}/static/", fixed_font=asked is not None, setup=setup,
                               warn_on_leave=self.private)
        return page

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """One tab: its app process lives as long as this websocket."""
        self.check_request(request)
        ws = web.WebSocketResponse(heartbeat=15, max_msg_size=MAX_MESSAGE)
        await ws.prepare(request)
        why = self.refusal(self.lang)
        if why is not None:
            await ws.send_str(notice_message(why))
            await ws.close(code=1013, message=b"try again later")
            return ws
        (wlo, whi), (hlo, hhi) = SIZE_LIMITS
        width = clamp(request.query.get("width"), wlo, whi, 80)
        height = clamp(request.query.get("height"), hlo, hhi, 24)
        async def close() -> None:
            await ws.close()

        service = AppService(self.command, write_bytes=ws.send_bytes, write_str=ws.send_str, close=close,
                             download_manager=self.download_manager, debug=self.debug)
        tab = Tab(ws, service)
        self.tabs.add(tab)
        try:
            await service.start(width, height)
            await self._messages(ws, service)
        except asyncio.CancelledError:
            pass
        except Exception as error:  # noqa: BLE001 - one tab's failure is logged, the server goes on
            log.warning("a tab ended with %s: %s", type(error).__name__, error)
        finally:
            self.tabs.discard(tab)
            await tab.stop_app()
        return ws

    async def _messages(self, ws: web.WebSocketResponse, service: AppService) -> None:
        """The tab's keys, resizes and pings; anything malformed is dropped, never raised."""
        (wlo, whi), (hlo, hhi) = SIZE_LIMITS
        async for message in ws:
            if message.type != WSMsgType.TEXT:
                continue
            try:
                envelope = json.loads(message.data)
            except ValueError:
                continue
            if not isinstance(envelope, list) or not envelope or not isinstance(envelope[0], str):
                continue
            kind, data = envelope[0], envelope[1] if len(envelope) > 1 else None
            if kind == "stdin" and isinstance(data, str):
                await service.send_bytes(data.encode("utf-8", "replace"))
            elif kind == "resize" and isinstance(data, dict):
                w, h = data.get("width"), data.get("height")
                if isinstance(w, int) and isinstance(h, int):
                    await service.set_terminal_size(max(wlo, min(whi, w)), max(hlo, min(hhi, h)))
            elif kind == "ping" and isinstance(data, str | int | float) and len(str(data)) < 100:
                await ws.send_json(["pong", data])
            elif kind == "blur":
                await service.blur()
            elif kind == "focus":
                await service.focus()


def _graceful_exit() -> None:
    """Raised from a loop callback, ``GracefulExit`` ends ``web.run_app`` (as a signal would)."""
    raise GracefulExit()
