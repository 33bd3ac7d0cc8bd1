"""Text from files and from players shown as plain text: never Rich/Textual markup, never escapes.

Why one module: a save's game id, an option key, a card or a seat name reaches the screen through
error messages and labels, and shown through markup (Textual parses ``str`` content by default)
``[@click=app.screenshot(...)]X[/]`` became a link that ran an app action and wrote a file, and a
lone ``[/]`` raised ``MarkupError`` on the way to the screen.  So the app never parses markup:

- every text widget of the app is one of the classes below (markup off), and the app's ``notify``
  sends plain text (``CardtableApp.notify``); styled text is built as Rich ``Text`` objects;
- ``tests/ui/test_plain_text.py`` reads the tui's source and fails on a ``Static``, ``Label``,
  ``Button`` or ``OptionList`` built from Textual directly, a ``from_markup`` call or a
  ``markup=True``, so a new screen cannot forget it.

``plain`` is still applied where names enter the app (session, setup, Continue list): it turns
square brackets into round ones and drops control characters (terminal escape sequences), so a
name reads the same everywhere, in the terminal title, the log and the CLI too.
"""

from __future__ import annotations

from typing import Any

from textual.content import Content, ContentText
from textual.widgets import Button, OptionList, Static

_TABLE = {ord("["): "(", ord("]"): ")"} | {c: None for c in range(32)} | {0x7F: None}


def plain(text: str, limit: int = 60) -> str:
    """``text`` safe to put into any markup string, at most ``limit`` characters."""
    return str(text).translate(_TABLE)[:limit]


class PlainStatic(Static):
    """A ``Static`` whose string content is shown as it is (markup is never parsed)."""

    def __init__(self, content: Any = "", **kw: Any) -> None:
        kw["markup"] = False
        super().__init__(content, **kw)


class PlainOptionList(OptionList):
    """An ``OptionList`` whose string prompts are shown as they are."""

    def __init__(self, *content: Any, **kw: Any) -> None:
        kw["markup"] = False
        super().__init__(*content, **kw)


class PlainButton(Button):
    """A ``Button`` whose string label is shown as it is."""

    def validate_label(self, label: ContentText) -> Content:
        return Content.from_text(label, markup=False)
