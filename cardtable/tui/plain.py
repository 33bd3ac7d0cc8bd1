"""Text from files and from players shown as plain text: never Rich/Textual markup, never escapes.

A seat name comes from a save file or from the setup screen.  Shown through markup (a ``Static``,
a button label, a notification) a name like ``[@click=app.screenshot(...)]Anna[/]`` would become
a link that runs an app action.  ``plain`` turns the square brackets into round ones and drops
control characters (terminal escape sequences), so the name reads the same wherever it is shown,
in markup or not; it is applied where names enter the app (session, setup, Continue list).
"""

from __future__ import annotations

_TABLE = {ord("["): "(", ord("]"): ")"} | {c: None for c in range(32)} | {0x7F: None}


def plain(text: str, limit: int = 60) -> str:
    """``text`` safe to put into any markup string, at most ``limit`` characters."""
    return str(text).translate(_TABLE)[:limit]
