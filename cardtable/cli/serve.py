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
so in one line.  This module also holds the tab's side (``python -m cardtable.cli.serve --child``).
"""

from __future__ import annotations

import argparse
import os
import shlex
import shutil
import sys
import tempfile
from pathlib import Path

from cardtable.cli.usage import UsageError
from cardtable.web.addresses import host_problem, is_loopback
from cardtable.web.pad import PageSetup

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


def tab_count(text: str) -> int:
    try:
        v = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of tabs") from None
    if not 1 <= v <= 1000:
        raise argparse.ArgumentTypeError(f"{v} is not a number of tabs (1-1000)")
    return v


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The options of ``cardtable serve`` (cli.py owns the parser, this module its options)."""
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this computer only)")
    p.add_argument("--port", type=port_number, default=8000, help="port to listen on (default 8000)")
    where = p.add_mutually_exclusive_group()
    where.add_argument("--data", metavar="DIR", help="settings and saves of every tab in DIR")
    where.add_argument("--private", action="store_true", help="every tab its own new empty settings and saves, "
                       "removed when it closes")
    p.add_argument("--max-tabs", type=tab_count, default=None, metavar="N",
                   help="the most tabs (apps) open at once (default: what this computer carries, "
                        "4 per core, at most 32)")


def plan(args: argparse.Namespace) -> tuple[str, Path | None]:
    """Where the tabs keep their files: ``("dir", DIR)``, ``("private", None)`` or ``("user", None)``."""
    if args.data:
        return "dir", Path(args.data).expanduser().resolve()
    if args.private or not is_loopback(args.host):
        return "private", None
    return "user", None


def child_command(lang: str | None, private_root: Path | None) -> str:
    """The shell command textual-serve runs for each tab: this Python, this package, the tab's side.

    ``exec``: the shell becomes the app, so the process the server holds is the app itself and a
    kill at shutdown ends it (a shell in between would die and leave the app holding the pipes)."""
    parts = [sys.executable, "-m", "cardtable.cli.serve", "--child"]
    if lang:
        parts += ["--lang", lang]
    if private_root is not None:
        parts += ["--private-root", str(private_root)]
    line = " ".join(shlex.quote(p) for p in parts)
    return line if sys.platform == "win32" else "exec " + line


def page_setup(lang: str | None, private: bool) -> PageSetup:
    """The tab's page as its app will be: the language it will speak (``--lang``, else the
    settings, else the locale) and the key pad: every key of the table's own actions and of the
    steering actions in force (the registry with the keymap file), named as the footer names them.
    The web layer imports nothing of the app, so the registry reaches the page from here; it is
    read again for every page, so a keymap changed since the server started shows on a reload."""
    from cardtable.tui.i18n import system_lang
    from cardtable.tui.keymap import DEFAULT, core_actions, display
    from cardtable.tui.registry import load
    from cardtable.tui.settings import Settings
    from cardtable.web.pad import PadKey

    if private:  # a private tab's app starts with nothing: default keys, the locale's language
        keymap, lg = DEFAULT, lang or system_lang()
    else:
        keymap = load()[0]
        chosen = Settings.load().lang
        lg = lang or (chosen if chosen != "auto" else system_lang())
    keys = tuple(PadKey(k, display(k, lg), a.label(lg)) for a in core_actions().values()
                 if a.scope in ("table", "nav") for k in keymap.keys(a.id))
    return PageSetup(lg, keys)


def cmd_serve(args: argparse.Namespace) -> int:
    try:
        import textual_serve  # noqa: F401
    except ImportError:
        raise UsageError(INSTALL_HINT) from None
    problem = host_problem(args.host)
    if problem is not None:
        raise UsageError(problem)
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
        from cardtable.engine.files import config_dir, data_dir

        lines.append(f"settings: {config_dir()}  saves: {data_dir()}  (yours, as in the terminal)")
    if not is_loopback(args.host):
        lines.append("note: anybody who can reach this address can play here (there are no passwords)")
    from cardtable.web.server import CardtableServer, default_max_tabs

    max_tabs = args.max_tabs or default_max_tabs()
    lines.append(f"at most {max_tabs} tabs at once (--max-tabs)")
    server = CardtableServer(child_command(args.lang, private_root), host=args.host, port=args.port,
                             title="cardtable", lines=lines, max_tabs=max_tabs, private=mode == "private",
                             page=lambda: page_setup(args.lang, mode == "private"))
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
    from cardtable.tui.launch import run_app

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
