"""The page a browser tab opens: textual-serve's own, adapted for cardtable.

What is changed, and why:
- the stock page asks a font server on the internet for Roboto Mono; the app must not need the
  internet (nor tell a third party who plays), and textual-serve ships the font itself;
- the stock page leaves the keyboard focus on the page, not the terminal: keys do nothing until
  the player clicks, and that click also reaches the app.  So the terminal takes the focus as
  soon as it exists;
- the font size is fixed (16px), so a small browser window gives fewer cells than the app's
  minimum (60x20) where a terminal user would have picked a smaller font.  Unless the address
  asks for a valid one (``?fontsize=N``, ``FONT_SIZES``), the page picks the largest size up to
  16px at which the window holds 62x21 cells (one cell is about 0.6 x 1.3 font sizes), not below
  8px.  Zooming the page (Ctrl+- / Ctrl++) changes the cells later on, as a terminal's font would;
- when the server ends a tab (it stops, or it has as many tabs as it allows) it says why in a
  message of its own on the websocket (``notice``), which the page shows in the "Session ended"
  box instead of a bare "Session ended.".
"""

from __future__ import annotations

import html
import json
import re

FONT_SIZES = range(6, 73)
"""Font sizes (px) an address may ask for; anything else (0, 99999999999999999999) is ignored."""
DEFAULT_FONT_SIZE = 16
NOTICE = "cardtable"
"""The first element of the server's own websocket messages: ``["cardtable", {"notice": text}]``."""


def font_size(query: str | None) -> int | None:
    """The font size an address asks for, if it is a sane one (else None: the page fits the window)."""
    if query is None or not query.isdigit() or len(query) > 3:
        return None
    v = int(query)
    return v if v in FONT_SIZES else None


def notice_message(text: str) -> str:
    """The websocket message that tells a tab why the server ends it."""
    return json.dumps([NOTICE, {"notice": text}])


# Before textual.js: catch the server's notices on the app's websocket (the page's own code
# ignores messages it does not know) and put the text in the "Session ended" box.
HEAD_SCRIPT = """<script>
  (() => {
    const Socket = window.WebSocket;
    const Wrapped = function (...args) {
      const s = new Socket(...args);
      s.addEventListener("message", (e) => {
        if (typeof e.data !== "string" || !e.data.startsWith('["NOTICE"')) return;
        try {
          const note = JSON.parse(e.data)[1].notice;
          const box = document.querySelector(".closed-dialog .message");
          if (box && typeof note === "string") box.textContent = note;
        } catch (err) { /* not ours after all */ }
      });
      return s;
    };
    Wrapped.prototype = Socket.prototype;
    Object.assign(Wrapped, {CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3});
    window.WebSocket = Wrapped;
  })();
</script>
""".replace("NOTICE", NOTICE)

BODY_SCRIPT = """<script>
  (() => {
    const term = document.getElementById("terminal");
    if (term && !FIXED) {
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
FONT_LINK = re.compile(r"<link[^>]*fonts\.googleapis\.com[^>]*>", re.S)
TEXTUAL_JS = re.compile(r"<script[^>]*js/textual\.js[^>]*></script>")

FONT_FACES = """<style>
  @font-face { font-family: "Roboto Mono"; font-style: normal; font-weight: 100 700;
               src: url("{static}fonts/RobotoMono-VariableFont_wght.ttf") format("truetype"); }
  @font-face { font-family: "Roboto Mono"; font-style: italic; font-weight: 100 700;
               src: url("{static}fonts/RobotoMono-Italic-VariableFont_wght.ttf") format("truetype"); }
</style>"""


def adapt_page(page: str, static_url: str, fixed_font: bool = False) -> str:
    """The stock textual-serve page with its font from the server, sized to the window unless the
    address fixed the font size (``fixed_font``), the server's notices shown, and the terminal
    focused at load."""
    page = FONT_LINK.sub(lambda _: FONT_FACES.replace("{static}", static_url), page, count=1)
    if TEXTUAL_JS.search(page):
        page = TEXTUAL_JS.sub(lambda m: HEAD_SCRIPT + m.group(0), page, count=1)
    else:
        page = page.replace("</head>", HEAD_SCRIPT + "</head>", 1)
    body = BODY_SCRIPT.replace("FIXED", "true" if fixed_font else "false")
    return page.replace("</body>", body + "</body>", 1)


def refusal_page(title: str, text: str) -> str:
    """A plain page for a tab the server will not start (full, stopping): says why, in words."""
    return (
        "<!DOCTYPE html><html><head><meta charset=\"utf-8\">"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
        f"<title>{html.escape(title)}</title>"
        "<style>body{background:#0c181f;color:#eee;font:18px/1.5 monospace;display:flex;"
        "align-items:center;justify-content:center;height:90vh;margin:0 1em}"
        "div{max-width:40em}</style></head>"
        f"<body><div><h1>{html.escape(title)}</h1><p>{html.escape(text)}</p></div></body></html>"
    )
