"""The page's key pad: a row of tappable keys under the terminal, for a phone or a mouse alone.

A phone's keyboard has no Esc, no F1, no arrows and no Ctrl, so without the pad nobody on a phone
could open the menu, the rules, the hint or undo a move.  The pad is not a list of its own: the
command that builds the server (``cli/serve.py``) hands the page, for every page it renders, the
keys of the table's own actions and of the steering actions as the registry and the player's
keymap have them now (``PadKey``), with their names and what they do in the language the tab's app
will speak (``PageSetup``).  A key added to the registry gets its button; a key moved in
``keymap.toml`` moves on the pad too.  A tap sends the key's bytes (``keys.key_bytes``) on the app's
websocket, as typing it would.

Sizes: every key is at least ``KEY`` CSS px high and wide (the usual smallest target a finger hits,
44 px), ``GAP`` apart.  Along the bottom the keys fill as many rows as the width needs; on a
short landscape screen (a phone on its side) the pad is a column of ``SIDE_COLUMNS`` keys on the
right, so the terminal keeps the height.  The page's font fit (``page.py``) reckons with the same
numbers.  On a touch screen one more key, ⌨, shows the phone's own keyboard (for a name in the
setup); without it a tap on the terminal does not open that keyboard over the table.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass

from .keys import key_bytes

KEY = 44
"""The smallest height and width of a key (CSS px)."""
GAP = 4
"""Between two keys and around the pad (CSS px)."""
SIDE_COLUMNS = 3
"""Keys side by side in the pad's column on a short landscape screen."""
SHORT = 500
"""A landscape screen at most this high (CSS px) puts the pad on the side."""
SIDE_WIDTH = SIDE_COLUMNS * (KEY + GAP) - GAP + 2 * GAP
"""The width of the pad's column on the side (CSS px)."""
NARROW = 5
"""The most letters of a key's name that one key's width holds on a line (``Enter``, ``Ctrl+``); a
longer name (``Пробел``, ``Shift+``) takes two keys' width."""


@dataclass(frozen=True, slots=True)
class PadKey:
    """One key on the pad: its Textual name (``escape``, ``ctrl+z``), the name written on it as the
    app's footer writes it (``Esc``, ``Ctrl+Z``), and what it does, in the player's language."""

    key: str
    face: str
    does: str


@dataclass(frozen=True, slots=True)
class PageSetup:
    """What one page says and offers: the language of the tab's app and the keys of its pad."""

    lang: str = "en"
    keys: tuple[PadKey, ...] = ()


WORDS: dict[str, dict[str, str]] = {
    "en": {
        "pad": "Keys", "type": "the phone's keyboard, to type (a name, a number)",
        "ended": "Session ended.", "restart": "Restart", "start": "Start",
    },
    "ru": {
        "pad": "Клавиши", "type": "клавиатура телефона, чтобы набрать имя или число",
        "ended": "Сеанс завершён.", "restart": "Начать заново", "start": "Начать",
    },
}
"""The page's own words (the app's are the app's): the pad, the keyboard key, textual-serve's boxes."""


def words(lang: str) -> dict[str, str]:
    return WORDS.get(lang, WORDS["en"])


def pad_html(setup: PageSetup) -> str:
    """The pad's buttons: one per key that a terminal can send, each key once, in the order given."""
    out: list[str] = []
    seen: set[str] = set()
    for k in setup.keys:
        seq = key_bytes(k.key)
        if seq is None or k.key in seen:
            continue
        seen.add(k.key)
        face = html.escape(k.face).replace("+", "+<wbr>")
        said = html.escape(f"{k.face}: {k.does}")
        wide = " -wide" if _wide(k.face) else ""
        out.append(f'<button type="button" class="ct-key{wide}" tabindex="-1" data-key="{html.escape(k.key)}" '
                   f'data-seq="{html.escape(json.dumps(seq))}" title="{said}" aria-label="{said}">{face}</button>')
    w = words(setup.lang)
    out.append(f'<button type="button" class="ct-key" id="ct-type" tabindex="-1" title="{html.escape(w["type"])}" '
               f'aria-label="{html.escape(w["type"])}" aria-pressed="false">⌨</button>')
    return f'<div id="ct-keys" role="toolbar" aria-label="{html.escape(w["pad"])}">{"".join(out)}</div>'


def _wide(face: str) -> bool:
    """Whether a key's name needs two keys' width: a line of it (it breaks after a ``+``) is longer
    than ``NARROW`` letters."""
    return max(len(line) for line in re.findall(r"[^+]*\+|[^+]+$", face) or [face]) > NARROW


def pad_css() -> str:
    """The page's layout: the terminal fills what the pad leaves (a flex box, no measuring)."""
    return PAD_CSS.replace("KEYPX", f"{KEY}px").replace("GAPPX", f"{GAP}px").replace("SIDEPX", f"{SIDE_WIDTH}px") \
        .replace("COLUMNS", str(SIDE_COLUMNS)).replace("SHORTPX", f"{SHORT}px")


def fit_constants(keys: Sequence[PadKey]) -> str:
    """The pad's numbers for the page's font fit (a JSON object): the key's size, the side column's
    width, and how many key widths the keys take (a wide one two)."""
    shown: dict[str, str] = {}
    for k in keys:
        if key_bytes(k.key) is not None:
            shown.setdefault(k.key, k.face)
    slots = sum(2 if _wide(face) else 1 for face in shown.values())
    return json.dumps({"key": KEY, "gap": GAP, "side": SIDE_WIDTH, "short": SHORT, "slots": slots})


PAD_CSS = """<style>
  html, body { height: 100%; overflow: hidden; overscroll-behavior: none; }
  body { display: flex; flex-direction: column; margin: 0; }
  body > #terminal.textual-terminal { flex: 1 1 0; min-height: 0; min-width: 0; width: auto; height: auto; }
  #ct-keys { flex: 0 0 auto; display: grid; grid-template-columns: repeat(auto-fill, minmax(KEYPX, 1fr));
             grid-auto-rows: minmax(KEYPX, auto); grid-auto-flow: row dense; gap: GAPPX; padding: GAPPX;
             background: #0c181f; z-index: 5; user-select: none; -webkit-user-select: none; }
  .ct-key { min-width: 0; min-height: KEYPX; margin: 0; padding: 2px;
            border: 1px solid #2f5365; border-radius: 6px; background: #16303d; color: #e8eef0;
            font: 13px/1.1 "Roboto Mono", menlo, monospace; touch-action: manipulation; cursor: pointer;
            -webkit-tap-highlight-color: transparent; }
  /* not the stock page's purple hover, which a finger's tap leaves on the last key */
  #ct-keys .ct-key:hover { background: #16303d; }
  #ct-keys .ct-key:active { background: #2f6f8f; }
  @media (hover: hover) {
    #ct-keys .ct-key:hover { background: #1f4556; }
    #ct-keys .ct-key:active { background: #2f6f8f; }
  }
  .ct-key.-wide { grid-column: span 2; }
  #ct-type { display: none; font-size: 22px; }
  #ct-type[aria-pressed="true"] { background: #5e0ba7; }
  @media (pointer: coarse) { #ct-type { display: block; } }
  @media (orientation: landscape) and (max-height: SHORTPX) {
    body { flex-direction: row; }
    #ct-keys { width: SIDEPX; box-sizing: border-box; grid-template-columns: repeat(COLUMNS, 1fr);
               grid-auto-rows: KEYPX; align-content: center; overflow-y: auto; }
  }
  .dialog-container { top: 0; left: 0; }
  .intro { width: min(640px, calc(100vw - 32px)); height: auto; min-height: 160px; box-sizing: border-box;
           padding: 16px; margin: 16px; flex-wrap: wrap; gap: 8px; }
</style>
"""
