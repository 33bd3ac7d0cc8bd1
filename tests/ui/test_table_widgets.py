"""The table as widgets that own their state (issue 32): no mixin, no module importing the table
screen back, widgets and areas that never import a screen, and a table that talks to its children by
messages (``@on`` handlers) rather than by looking widgets up by id."""

from __future__ import annotations

import ast
from pathlib import Path

from textual.screen import Screen

import cardtable
from cardtable.tui.screens.table import TableScreen

from ..test_imports import graph

TUI = Path(cardtable.__file__).parent / "tui"


def test_the_table_screen_is_one_class_with_no_mixin():
    assert TableScreen.__bases__ == (Screen,)
    assert all(c.__module__.split(".")[0] in ("textual", "typing", "builtins") for c in TableScreen.__mro__[1:])


def test_nothing_the_table_uses_imports_it_back():
    """Even under ``if TYPE_CHECKING:``: only the app (which opens tables) and the frame probe may
    import the table screen; widgets and areas import no screen at all."""
    for path in TUI.rglob("*.py"):
        rel = path.relative_to(TUI).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"))
        targets = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                mod = ("." * node.level) + (node.module or "")
                targets |= {mod} | {f"{mod}.{a.name}" for a in node.names}
            elif isinstance(node, ast.Import):
                targets |= {a.name for a in node.names}
        table = {t for t in targets if t.endswith("screens.table") or t in (".table", "..screens.table")}
        if rel not in ("app.py", "measure.py", "screens/table.py"):
            assert not table, f"tui/{rel} imports the table screen back"
        if rel.startswith(("widgets/", "areas/")):
            assert not any("screens" in t for t in targets), f"tui/{rel} imports a screen"


def test_the_table_talks_by_messages_and_finds_no_child_by_id():
    src = (TUI / "screens" / "table.py").read_text(encoding="utf-8")
    assert src.count("@on(") >= 10
    assert 'query_one("#' not in src
    assert "getattr(" not in src and "hasattr(" not in src


def test_the_import_graph_has_the_new_modules():
    g = graph()
    assert "cardtable.tui.screens.table" not in g["cardtable.tui.widgets.moment"]
    assert "cardtable.tui.keymap" in g["cardtable.tui.widgets.key_line"]
