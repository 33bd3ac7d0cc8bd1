"""The page a browser tab opens: textual-serve's own, adapted for cardtable.

What is changed, and why:
- the stock page asks a font server on the internet for Roboto Mono; the app must not need the
  internet (nor tell a third party who plays), and textual-serve ships the font itself;
- the stock page leaves the keyboard focus on the page, not the terminal: keys do nothing until
  the player clicks, and that click also reaches the app.  So the terminal takes the focus as
  soon as it exists;
- the stock page has no ``<meta name="viewport">``: a phone lays it out 980 px wide and shrinks it
  to 42% (text about 7 px).  It now has one (``width=device-width``), a title, an icon
  (``/favicon.svg``) and the language of the tab's app;
- a phone has no Esc, F1 or arrows: the page has a pad of tappable keys (``pad.py``) under the
  terminal (at the side on a phone held sideways);
- the font size is fixed (16px), so a small browser window gives fewer cells than the app needs.
  Unless the address asks for a valid one (``?fontsize=N``, ``FONT_SIZES``), the page picks it from
  the room the pad leaves the terminal, measuring the font as xterm.js does (``FIT``): readable
  first, never below 11 px (``READABLE``); then the largest size up to 16 px that gives the table
  its full 80x24; else the largest that gives the app's least, 60x20 (a phone held upright: about
  60 columns, where the table draws its cards as one-line chips); else 11 px, and the app says the
  window is too small (on a phone: turn it sideways).  On a touch screen the size must suit both
  ways of holding it, since the font cannot change once the terminal exists.  Zooming the page
  (Ctrl+- / Ctrl++) changes the cells later on, as a terminal's font would;
- when the server ends a tab (it stops, or it has as many tabs as it allows) it says why in a
  message of its own on the websocket (``notice``), which the page shows in the "Session ended"
  box instead of a bare "Session ended.";
- a private tab's match is gone when the tab is reloaded or closed (F5, a swipe down on a phone):
  while its app runs the page asks the browser to warn before leaving (``beforeunload``), and
  stops asking once the session has ended.  Where the match is saved (every other mode) a reload
  loses nothing (Continue in the lobby), so there is no warning to click away.
"""

from __future__ import annotations

import html
import json
import re

from .pad import PageSetup, fit_constants, pad_css, pad_html, words

FONT_SIZES = range(6, 73)
"""Font sizes (px) an address may ask for; anything else (0, 99999999999999999999) is ignored."""
DEFAULT_FONT_SIZE = 16
READABLE = 11
"""The smallest font (CSS px) the page picks by itself: below it a phone's text cannot be read."""
FIT = {"readable": READABLE, "largest": DEFAULT_FONT_SIZE, "want": [80, 24], "least": [60, 20]}
"""The font fit: the sizes it may pick, the table's full size and the app's least (``tui/app.py``)."""
NOTICE = "cardtable"
"""The first element of the server's own websocket messages: ``["cardtable", {"notice": text}]``."""
TITLE = "cardtable"
ICON = "/favicon.svg"


def font_size(query: str | None) -> int | None:
    """The font size an address asks for, if it is a sane one (else None: the page fits the window)."""
    if query is None or not query.isdigit() or len(query) > 3:
        return None
    v = int(query)
    return v if v in FONT_SIZES else None


def notice_message(text: str) -> str:
    """The websocket message that tells a tab why the server ends it."""
    return json.dumps([NOTICE, {"notice": text}])


# Before textual.js: keep the app's websocket where the key pad finds it, catch the server's
# notices on it (the page's own code ignores messages it does not know) and put the text in the
# "Session ended" box, and, for a private tab, warn before leaving while the socket is open.
HEAD_SCRIPT = """<script>
  (() => {
    const Socket = window.WebSocket;
    const ct = window.cardtable = window.cardtable || {};
    const warn = (e) => { e.preventDefault(); e.returnValue = ""; return ""; };
    const Wrapped = function (...args) {
      const s = new Socket(...args);
      ct.socket = s;
      s.addEventListener("message", (e) => {
        if (typeof e.data !== "string" || !e.data.startsWith('["NOTICE"')) return;
        try {
          const note = JSON.parse(e.data)[1].notice;
          const box = document.querySelector(".closed-dialog .message");
          if (box && typeof note === "string") box.textContent = note;
        } catch (err) { /* not ours after all */ }
      });
      if (WARN) {
        s.addEventListener("open", () => window.addEventListener("beforeunload", warn));
        s.addEventListener("close", () => window.removeEventListener("beforeunload", warn));
      }
      return s;
    };
    Wrapped.prototype = Socket.prototype;
    Object.assign(Wrapped, {CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3});
    window.WebSocket = Wrapped;
  })();
</script>
""".replace("NOTICE", NOTICE)

# After the body: pick the font (once Roboto Mono is loaded, before textual.js makes the terminal,
# which reads the size from data-font-size), wire the pad, focus the terminal.
BODY_SCRIPT = """<script>
  (() => {
    const FIT = FITJSON, PAD = PADJSON, FIXED = FIXEDFONT;
    const FAMILY = "'Roboto Mono', Monaco, 'Courier New', monospace";
    const term = document.getElementById("terminal");
    const touch = window.matchMedia("(pointer: coarse)").matches;
    const ctx = document.createElement("canvas").getContext("2d");
    // One cell at font size f, in CSS px, as xterm.js measures and rounds it (its canvas renderers).
    const cell = (f) => {
      ctx.font = f + "px " + FAMILY;
      const m = ctx.measureText("W"), dpr = window.devicePixelRatio || 1;
      const h = m.fontBoundingBoxAscent === undefined ? 1.32 * f : m.fontBoundingBoxAscent + m.fontBoundingBoxDescent;
      return [Math.floor(m.width * dpr) / dpr, Math.ceil(h * dpr) / dpr];
    };
    const holds = (f, box, need) => {
      const [w, h] = cell(f);
      return Math.floor(box[0] / w) >= need[0] && Math.floor(box[1] / h) >= need[1];
    };
    const choose = (box) => {
      for (const need of [FIT.want, FIT.least]) {
        for (let f = FIT.largest; f >= FIT.readable; f--) if (holds(f, box, need)) return f;
      }
      return FIT.readable;
    };
    // The terminal's room in a window of w x h, as the page's CSS lays the pad out (pad.py).
    const room = (w, h) => {
      if (w > h && h <= PAD.short) return [w - PAD.side, h];
      const n = PAD.slots + (touch ? 1 : 0), step = PAD.key + PAD.gap;
      const perRow = Math.max(1, Math.floor((w - PAD.gap) / step));
      return [w, h - Math.ceil(n / perRow) * step - PAD.gap];
    };
    const fit = () => {
      let f = choose([term.clientWidth, term.clientHeight]);
      if (touch) f = Math.min(f, choose(room(window.innerHeight, window.innerWidth)));  // held the other way
      term.dataset.fontSize = String(f);
    };
    const focus = () => {
      const t = setInterval(() => {
        const input = document.querySelector(".xterm-helper-textarea");
        if (!input) return;
        clearInterval(t);
        if (touch) input.setAttribute("inputmode", "none");  // a tap on the table opens no keyboard
        input.focus();
      }, 50);
    };
    const start = window.onload;
    if (term && !FIXED && typeof start === "function") {
      window.onload = null;
      window.addEventListener("load", async (e) => {
        const loaded = document.fonts ? document.fonts.load(FIT.largest + "px 'Roboto Mono'") : null;
        try {
          await Promise.race([loaded, new Promise((r) => setTimeout(r, 2000))]);
        } catch (err) { /* the fallback font, then */ }
        fit();
        start.call(window, e);
        focus();
      });
    } else {
      if (term && !FIXED) fit();
      window.addEventListener("load", focus);
    }
    const pad = document.getElementById("ct-keys");
    if (!pad) return;
    pad.addEventListener("mousedown", (e) => e.preventDefault());  // the terminal keeps the focus
    pad.addEventListener("click", (e) => {
      const b = e.target.closest(".ct-key");
      if (!b) return;
      const input = document.querySelector(".xterm-helper-textarea");
      if (b.id === "ct-type") {
        const on = b.getAttribute("aria-pressed") !== "true";
        b.setAttribute("aria-pressed", String(on));
        if (input) { input.setAttribute("inputmode", on ? "text" : "none"); input.blur(); input.focus(); }
        return;
      }
      const s = window.cardtable && window.cardtable.socket;
      if (s && s.readyState === 1) s.send(JSON.stringify(["stdin", JSON.parse(b.dataset.seq)]));
      if (input && document.activeElement !== input) input.focus({preventScroll: true});
    });
  })();
</script>
"""
FONT_LINK = re.compile(r"<link[^>]*fonts\.googleapis\.com[^>]*>", re.S)
TEXTUAL_JS = re.compile(r"<script[^>]*js/textual\.js[^>]*></script>")

FONT_FACES = """<style>
  @font-face { font-family: "Roboto Mono"; font-style: normal; font-weight: 100 700;
               src: url("{static}fonts/RobotoMono-VariableFont_wght.ttf") format("truetype"); }
  @font-face { font-family: "Roboto Mono"; font-style: italic; font-weight: 100 700;
               src: url("{static}fonts/RobotoMono-Italic-VariableFont_wght.ttf") format("truetype"); }
</style>"""

META = ('<meta charset="utf-8">\n    <meta name="viewport" content="width=device-width, initial-scale=1">\n'
        '    <meta name="theme-color" content="#0c181f">\n    <title>{title}</title>\n'
        '    <link rel="icon" type="image/svg+xml" href="{icon}">\n')


def head_meta(title: str = TITLE) -> str:
    """What every page of the server has in its head: the phone's viewport, the title, the icon."""
    return META.format(title=html.escape(title), icon=ICON)


def adapt_page(page: str, static_url: str, fixed_font: bool = False, setup: PageSetup | None = None,
               warn_on_leave: bool = False) -> str:
    """The stock textual-serve page for a phone as for a desktop: a viewport, a title and an icon,
    its font from the server, sized to the room the key pad leaves unless the address fixed the
    font size (``fixed_font``), the pad of ``setup``'s keys, textual-serve's boxes in the app's
    language, the server's notices shown, the terminal focused at load, and with
    ``warn_on_leave`` a warning before a reload or a close ends the session."""
    setup = setup or PageSetup()
    w = words(setup.lang)
    page = page.replace("<html>", f'<html lang="{html.escape(setup.lang)}">', 1)
    page = page.replace("<head>", "<head>\n    " + head_meta(), 1)
    page = FONT_LINK.sub(lambda _: FONT_FACES.replace("{static}", static_url), page, count=1)
    head = HEAD_SCRIPT.replace("WARN", "true" if warn_on_leave else "false")
    if TEXTUAL_JS.search(page):
        page = TEXTUAL_JS.sub(lambda m: head + m.group(0), page, count=1)
    else:
        page = page.replace("</head>", head + "</head>", 1)
    page = page.replace("</head>", pad_css() + "</head>", 1)
    page = page.replace('<div class="message">Session ended.</div>',
                        f'<div class="message">{html.escape(w["ended"])}</div>', 1)
    page = page.replace(">Restart</button>", f">{html.escape(w['restart'])}</button>", 1)
    page = page.replace(">Start</button>", f">{html.escape(w['start'])}</button>", 1)
    body = (BODY_SCRIPT.replace("FITJSON", json.dumps(FIT)).replace("PADJSON", fit_constants(setup.keys))
            .replace("FIXEDFONT", "true" if fixed_font else "false"))
    return page.replace("</body>", pad_html(setup) + body + "</body>", 1)


def refusal_page(title: str, text: str, lang: str = "en") -> str:
    """A plain page for a tab the server will not start (full, stopping): says why, in words."""
    return (
        f'<!DOCTYPE html><html lang="{html.escape(lang)}"><head>{head_meta(title)}'
        "<style>body{background:#0c181f;color:#eee;font:18px/1.5 monospace;display:flex;"
        "align-items:center;justify-content:center;height:90vh;margin:0 1em}"
        "div{max-width:40em}</style></head>"
        f"<body><div><h1>{html.escape(title)}</h1><p>{html.escape(text)}</p></div></body></html>"
    )
