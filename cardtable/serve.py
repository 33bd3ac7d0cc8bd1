"""``cardtable serve``: the whole app in a browser, one app process per browser tab (textual-serve).

textual-serve starts the command we give it once for every page that connects, and pipes the
page's keys and mouse to it; so every tab is an app of its own.  Where that app keeps its settings
and saves is the server's choice, made once from its options, never the browser's:

- ``--data DIR``: every tab uses DIR (shared on purpose, like several terminal windows of one
  person: the app never opens one match twice);
- ``--private``: every tab gets a new empty directory of its own, removed when the tab's app ends
  (a demo, a test, strangers on a network);
- neither: on a loopback address (the default, ``127.0.0.1``) the person running the server is
  the one at the browser, so the tabs use the same settings and saves as ``cardtable`` in a
  terminal; on any other address the default is ``--private``, so that nobody on the network
  writes into the server owner's saves by accident.

textual-serve is an optional extra (``pip install 'cardtable[web]'``); without it the command says
so in one line.  This module also holds the tab's side (``python -m cardtable.serve --child``).
"""

from __future__ import annotations

import argparse
import ipaddress
import logging
import os
import re
import shlex
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from .usage import UsageError

INSTALL_HINT = "textual-serve is not installed; install the web extra: pip install 'cardtable[web]'"

EPILOG = """\
where each tab keeps its settings and saves:
  --data DIR   every tab uses DIR (shared on purpose, like several terminal windows)
  --private    every tab gets a new empty directory, removed when the tab closes
  (neither)    on 127.0.0.1/localhost: your own settings and saves, as `cardtable` in a
               terminal ($CARDTABLE_HOME if set); on any other address: --private
Each tab runs its own app; reloading the page starts a new one (a match in progress is
in Continue unless the tab was private).  No passwords: bind to another address only on
a network you trust.  Needs the web extra: pip install 'cardtable[web]'."""


def port_number(text: str) -> int:
    try:
        v = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port number") from None
    if not 1 <= v <= 65535:
        raise argparse.ArgumentTypeError(f"{v} is not a port number (1-65535)")
    return v


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The options of ``cardtable serve`` (cli.py owns the parser, this module its options)."""
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this computer only)")
    p.add_argument("--port", type=port_number, default=8000, help="port to listen on (default 8000)")
    where = p.add_mutually_exclusive_group()
    where.add_argument("--data", metavar="DIR", help="settings and saves of every tab in DIR")
    where.add_argument("--private", action="store_true", help="every tab its own new empty settings and saves, "
                       "removed when it closes")


def is_loopback(host: str) -> bool:
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def plan(args: argparse.Namespace) -> tuple[str, Path | None]:
    """Where the tabs keep their files: ``("dir", DIR)``, ``("private", None)`` or ``("user", None)``."""
    if args.data:
        return "dir", Path(args.data).expanduser().resolve()
    if args.private or not is_loopback(args.host):
        return "private", None
    return "user", None


def child_command(lang: str | None, private_root: Path | None) -> str:
    """The shell command textual-serve runs for each tab: this Python, this package, the tab's side."""
    parts = [sys.executable, "-m", "cardtable.serve", "--child"]
    if lang:
        parts += ["--lang", lang]
    if private_root is not None:
        parts += ["--private-root", str(private_root)]
    return " ".join(shlex.quote(p) for p in parts)


# Two things a browser does differently from a terminal, fixed in the page:
# - the stock page leaves the keyboard focus on the page, not the terminal: keys do nothing until
#   the player clicks, and that click also reaches the app.  So the terminal takes the focus as
#   soon as it exists.
# - the font size is fixed (16px), so a small browser window gives fewer cells than the app's
#   minimum (60x20) where a terminal user would have picked a smaller font.  Unless the address
#   asks for one (``?fontsize=N``), the page picks the largest size up to 16px at which the window
#   holds 62x21 cells (one cell is about 0.6 x 1.3 font sizes), not below 8px.  Zooming the page
#   (Ctrl+- / Ctrl++) changes the cells later on, as a terminal's font size would.
PAGE_SCRIPT = """<script>
  (() => {
    const term = document.getElementById("terminal");
    if (term && !new URLSearchParams(window.location.search).has("fontsize")) {
      const fit = Math.floor(Math.min(window.innerWidth / (62 * 0.6), window.innerHeight / (21 * 1.3)));
      term.dataset.fontSize = String(Math.max(8, Math.min(16, fit)));
    }
  })();
  window.addEventListener("load", () => {
    const t = setInterval(() => {
      const input = document.querySelector(".xterm-helper-textarea");
      if (input) { input.focus(); clearInterval(t); }
    }, 50);
  });
</script>
"""
# The stock page asks a font server on the internet for Roboto Mono; the app must not need the
# internet (nor tell a third party who plays), and textual-serve ships the font itself.
FONT_LINK = re.compile(r"<link[^>]*fonts\.googleapis\.com[^>]*>", re.S)


FONT_FACES = """<style>
  @font-face { font-family: "Roboto Mono"; font-style: normal; font-weight: 100 700;
               src: url("{static}fonts/RobotoMono-VariableFont_wght.ttf") format("truetype"); }
  @font-face { font-family: "Roboto Mono"; font-style: italic; font-weight: 100 700;
               src: url("{static}fonts/RobotoMono-Italic-VariableFont_wght.ttf") format("truetype"); }
</style>"""


def adapt_page(html: str, static_url: str) -> str:
    """The stock textual-serve page with its font from the server, sized to the window, and the
    terminal focused at load."""
    html = FONT_LINK.sub(lambda _: FONT_FACES.replace("{static}", static_url), html, count=1)
    return html.replace("</body>", PAGE_SCRIPT + "</body>", 1)


def _server_class():
    """A textual-serve ``Server`` that builds its page addresses from the request and checks who asks.

    The stock server writes ``http://HOST:PORT`` into the page, which is wrong for a browser that
    reached ``--host 0.0.0.0`` by the machine's name; and it accepts the app's websocket from any
    page, so a web site open in another tab could start (and play) an app.  Both are fixed here."""
    import asyncio
    import signal

    import aiohttp_jinja2
    from aiohttp import web
    from textual_serve.server import Server

    class CardtableServer(Server):
        def __init__(self, *a: Any, lines: list[str], **kw: Any) -> None:
            super().__init__(*a, **kw)
            self.lines = lines

        def initialize_logging(self) -> None:
            super().initialize_logging()
            logging.getLogger("aiohttp.access").setLevel(logging.WARNING)  # no line per request

        async def on_startup(self, app: web.Application) -> None:
            pass  # the stock banner names the inner command; ours is printed once the port is open

        def announce(self) -> None:
            for line in self.lines:
                print(line, flush=True)

        def serve(self, debug: bool = False) -> None:
            """The stock ``serve``, but says where to go only once it listens (a busy port is
            then one line, not a greeting followed by an error)."""
            self.debug = debug
            self.initialize_logging()
            loop = asyncio.new_event_loop()
            asyncio.set_event_loop(loop)
            if sys.platform != "win32":  # Windows loops have no signal handlers; Ctrl+C still ends run_app there
                loop.add_signal_handler(signal.SIGINT, self.request_exit)
                loop.add_signal_handler(signal.SIGTERM, self.request_exit)
            web.run_app(self._make_app(), host=self.host, port=self.port, handle_signals=False, loop=loop,
                        print=lambda *_: self.announce())

        def check_request(self, request: web.Request) -> None:
            """On a loopback address only loopback names may ask (a web site's name rebound to
            127.0.0.1 may not), and the websocket only from the server's own page."""
            from yarl import URL

            if is_loopback(self.host) and not is_loopback(URL(f"http://{request.host}").host or ""):
                raise web.HTTPForbidden(text="cardtable: open this server as localhost or 127.0.0.1")
            origin = request.headers.get("Origin")
            if request.path == "/ws" and origin is not None and origin.split("://", 1)[-1] != request.host:
                raise web.HTTPForbidden(text="cardtable: the app opens only from its own page")

        async def handle_index(self, request: web.Request) -> web.StreamResponse:
            self.check_request(request)
            origin = str(request.url.origin())
            ws = ("wss:" if origin.startswith("https:") else "ws:") + origin.split(":", 1)[1]
            font_size = request.query.get("fontsize", "16")
            context = {
                "font_size": int(font_size) if font_size.isdigit() else 16,
                "app_websocket_url": f"{ws}/ws",
                "config": {"static": {"url": f"{origin}/static/"}},
                "application": {"name": self.title},
            }
            page = aiohttp_jinja2.render_template("app_index.html", request, context)
            page.text = adapt_page(page.text, f"{origin}/static/")
            return page

        async def handle_websocket(self, request: web.Request) -> web.StreamResponse:
            self.check_request(request)
            return await super().handle_websocket(request)

    return CardtableServer


def cmd_serve(args: argparse.Namespace) -> int:
    try:
        import textual_serve  # noqa: F401
    except ImportError:
        raise UsageError(INSTALL_HINT) from None
    mode, data = plan(args)
    everywhere = args.host in ("0.0.0.0", "::", "")  # every address of this computer
    url_host = "127.0.0.1" if everywhere else f"[{args.host}]" if ":" in args.host else args.host
    lines = [f"cardtable in the browser: open http://{url_host}:{args.port}/  (Ctrl+C stops the server)"]
    if everywhere:
        lines.append(f"from other computers: http://<this computer's name or address>:{args.port}/")
    private_root: Path | None = None
    if mode == "dir":
        assert data is not None
        try:
            data.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise UsageError(f"--data {args.data}: {e.strerror or e}") from None
        os.environ["CARDTABLE_HOME"] = str(data)  # the tabs' processes inherit it
        lines.append(f"settings and saves of every tab: {data}")
    elif mode == "private":
        private_root = Path(tempfile.mkdtemp(prefix="cardtable-serve-"))  # 0700: this user only
        lines.append("every tab has its own new settings and saves, removed when it closes")
    else:
        from .tui.paths import config_dir, data_dir

        lines.append(f"settings: {config_dir()}  saves: {data_dir()}  (yours, as in the terminal)")
    if not is_loopback(args.host):
        lines.append("note: anybody who can reach this address can play here (there are no passwords)")
    server = _server_class()(child_command(args.lang, private_root), host=args.host, port=args.port,
                             title="cardtable", lines=lines)
    try:
        server.serve()
    except OSError as e:
        raise UsageError(f"cannot serve on {args.host}:{args.port}: {e.strerror or e}") from None
    finally:
        if private_root is not None:
            shutil.rmtree(private_root, ignore_errors=True)
    return 0


def child_main(argv: list[str] | None = None) -> int:
    """One browser tab's app: in a new private directory when the server asks for one."""
    p = argparse.ArgumentParser(prog="cardtable-serve-child")
    p.add_argument("--child", action="store_true")
    p.add_argument("--lang", choices=["en", "ru"])
    p.add_argument("--private-root")
    args = p.parse_args(argv)
    from .tui.launch import run_app

    if args.private_root is None:
        return run_app(lang=args.lang)
    home = tempfile.mkdtemp(prefix="tab-", dir=args.private_root)
    os.environ["CARDTABLE_HOME"] = home
    try:
        return run_app(lang=args.lang)
    finally:
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(child_main())
