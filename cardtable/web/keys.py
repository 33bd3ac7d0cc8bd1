"""What a tap on the page's key pad sends: a key as Textual names it, as the bytes a terminal types.

The page's pad (``pad.py``) has a button for each of the table's own keys and steering keys, so a
phone (no Esc, no F1, no arrows on its keyboard) reaches them.  A button sends what xterm.js would
send for that key, on the app's websocket, exactly as if it were typed: the app cannot tell a tap
from a key, so every key works in the browser as it does in a terminal and nothing on the app's
side is new.  The sequences are the xterm ones Textual parses (``tests/test_serve_phone.py`` feeds
each back through Textual's own parser); a key no terminal can type (``ctrl+enter``) has none, and
no button either, for the app could never get it from a terminal.
"""

from __future__ import annotations

import string

_PLAIN = {"escape": "\x1b", "enter": "\r", "tab": "\t", "space": " ", "backspace": "\x7f"}
_CSI_LETTER = {"up": "A", "down": "B", "right": "C", "left": "D", "home": "H", "end": "F"}
"""Keys sent as ``ESC [ letter`` (``ESC [ 1 ; mod letter`` with modifiers)."""
_CSI_TILDE = {"insert": 2, "delete": 3, "pageup": 5, "pagedown": 6, "f5": 15, "f6": 17, "f7": 18, "f8": 19,
              "f9": 20, "f10": 21, "f11": 23, "f12": 24}
"""Keys sent as ``ESC [ n ~`` (``ESC [ n ; mod ~`` with modifiers)."""
_SS3 = {"f1": "P", "f2": "Q", "f3": "R", "f4": "S"}
"""F1-F4: ``ESC O letter`` (``ESC [ 1 ; mod letter`` with modifiers)."""
_MOD_BITS = {"shift": 1, "alt": 2, "ctrl": 4}




def _punctuation() -> dict[str, str]:
    """Textual's names of the punctuation keys and the characters they type (``question_mark``: ``?``),
    as the keymap reads them (``tui/keymap.py``)."""
    from textual.keys import _character_to_key

    return {_character_to_key(c): c for c in string.punctuation}


_PUNCTUATION = _punctuation()


def key_bytes(key: str) -> str | None:
    """The characters a terminal sends for ``key`` (``escape``, ``f1``, ``ctrl+z``, ``shift+tab``,
    ``question_mark``), or None when no terminal can send it."""
    *mods, base = key.split("+") if key else [""]
    if len(set(mods)) != len(mods) or any(m not in _MOD_BITS for m in mods):
        return None
    code = 1 + sum(_MOD_BITS[m] for m in mods)
    if base in _CSI_LETTER:
        return f"\x1b[{_CSI_LETTER[base]}" if not mods else f"\x1b[1;{code}{_CSI_LETTER[base]}"
    if base in _CSI_TILDE:
        n = _CSI_TILDE[base]
        return f"\x1b[{n}~" if not mods else f"\x1b[{n};{code}~"
    if base in _SS3:
        return f"\x1bO{_SS3[base]}" if not mods else f"\x1b[1;{code}{_SS3[base]}"
    if base == "tab" and mods == ["shift"]:
        return "\x1b[Z"
    if base in _PLAIN:
        return _PLAIN[base] if not mods else None
    char = _PUNCTUATION.get(base) or (base if len(base) == 1 and base.isascii() and base.isalnum() else None)
    if char is None:
        return None
    if not mods:
        return char
    if mods == ["shift"] and char.isalpha():
        return char.upper()
    if mods == ["ctrl"] and char.isalpha():
        return chr(ord(char.lower()) - 96)
    if mods == ["alt"]:
        return "\x1b" + char
    return None
