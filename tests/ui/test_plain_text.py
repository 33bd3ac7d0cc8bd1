"""Issue 29: no text from a file or a player is ever parsed as markup, on any screen.

Two halves.  The source of the tui is read: every text widget is one of ``tui/plain.py``'s (or a
``MarkedButton``), nothing calls ``from_markup`` or passes ``markup=True``, so a new screen
cannot forget.  And the app is driven: every field of a save carrying ``[@click=...]``,
``[b]``, ``[/]`` is continued from the lobby; the one line it gives is the text itself, nothing
on the screen is a link, a click on it writes nothing, and the app goes on (``strict``: any
error fails the test).
"""

from __future__ import annotations

import ast
import copy
import json
from pathlib import Path

import pytest

import cardtable.tui
from cardtable.tui.app import CardtableApp
from cardtable.tui.screens.lobby import LobbyScreen

from .driver import aio, screen_text

TUI = Path(cardtable.tui.__file__).parent
RAW_WIDGETS = {"Static", "Label", "Button", "OptionList", "Pretty", "Digits"}
"""Textual widgets that parse a ``str`` as markup; the tui builds only plain subclasses of them."""
ALLOWED = {TUI / "plain.py", TUI / "buttons.py"}


def _calls_and_bases(tree: ast.AST):
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
            yield "call", name, node
        elif isinstance(node, ast.ClassDef):
            for b in node.bases:
                yield "base", b.id if isinstance(b, ast.Name) else getattr(b, "attr", ""), node


def test_the_tui_builds_no_markup_widget() -> None:
    problems = []
    for path in sorted(TUI.rglob("*.py")):
        if path in ALLOWED:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for kind, name, node in _calls_and_bases(tree):
            where = f"{path.relative_to(TUI)}:{node.lineno}"
            if name in RAW_WIDGETS:
                problems.append(f"{where}: {kind} {name} (use tui/plain.py's plain widgets)")
            if kind == "call" and name in ("from_markup", "render_markup"):
                problems.append(f"{where}: {name} parses markup")
            if kind == "call":
                for kw in node.keywords:
                    if kw.arg == "markup" and not (isinstance(kw.value, ast.Constant) and kw.value.value is False):
                        problems.append(f"{where}: markup= other than False")
    assert problems == []


CLICK = "[@click=app.screenshot('owned.svg','{dir}')]CLICKME[/]"
BOLD = "[b]BOLD[/b] and a lone [/]"
SHORT = "[b][/]"
"""Fits where a record allows 8 characters (cards): reaches the message as the card's text."""
UNO = {"format": 1, "game": "uno", "seats": [{"name": "Anna", "kind": "human"}, {"name": "Boris"}], "seed": 1,
       "position": {"hands": [["R2", "B1"], ["G3", "Y7"]], "discard": ["R5"], "turn": 0}}


def _put(doc: dict, field: str, text: str) -> dict:
    """``doc`` with ``text`` in ``field`` (a dotted path; ``key:`` puts it in as a key)."""
    d = copy.deepcopy(doc)
    if field == "deck":
        d.pop("position")
        d["deck"] = [text]
        return d
    parts = field.split(".")
    node = d
    for p in parts[:-1]:
        node = node[int(p)] if isinstance(node, list) else node.setdefault(p, {})
    last = parts[-1]
    if last.startswith("key:"):
        node = node.setdefault(last[4:], {}) if last[4:] else node
        node[text] = 1
    elif isinstance(node, list):
        node[int(last)] = text
    else:
        node[last] = text
    return d


FIELDS = ["format", "game", "options.key:", "options.stacking", "seats.1.kind", "seats.1.level", "seed", "deck",
          "key:", "position.key:", "position.hands.0.0", "position.discard.0", "position.colour", "position.turn",
          "actions"]
"""Every field of a record a hostile save may fill with text (a name is the one that loads: below)."""


UNQUOTED = {"format", "options.stacking", "seats.1.kind", "seats.1.level", "seed", "position.colour",
            "position.turn"}
"""Fields whose error names the field and the rule, not the text (pydantic's type errors)."""


def _links(app) -> list[str]:
    """Texts drawn with an action attached (``@click`` meta): what a click would run."""
    out = []
    for strip in app.screen._compositor.render_strips():
        for seg in strip:
            meta = seg.style.meta if seg.style is not None else {}
            if meta and "@click" in meta:
                out.append(seg.text)
    return out


@aio
async def test_the_link_probe_sees_a_link(cardtable_home) -> None:
    """The check below would catch a parsed link: a Static that parses markup shows one."""
    from textual.widgets import Static

    app = CardtableApp(strict=True, pace=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await app.screen.mount(Static("[@click=app.bell]RING[/]"))
        await pilot.pause()
        assert "RING" in _links(app)


@aio
@pytest.mark.parametrize("field", FIELDS)
async def test_a_save_with_markup_in_any_field_shows_text_only(cardtable_home, field: str) -> None:
    saves = cardtable_home / "saves"
    saves.mkdir()
    target = cardtable_home / "owned"
    target.mkdir()
    click = CLICK.format(dir=target)
    docs: dict[str, str] = {}
    seen: set[str] = set()
    for tag, text in (("a", click), ("b", BOLD), ("c", SHORT)):
        doc = _put(UNO, field, text) if field != "actions" else {**UNO, "actions": [[0, text]]}
        docs[tag] = text
        (saves / f"uno-{tag}.json").write_text(json.dumps(doc))
    app = CardtableApp(strict=True, pace=0)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LobbyScreen)
        for k in range(3):
            await pilot.press(*(["down"] if k else []), "enter")
            await pilot.pause()
            assert isinstance(app.screen, LobbyScreen), "a hostile save opened a table"
            assert _links(app) == []
            msgs = [n.message for n in app._notifications]
            assert msgs and "could not be resumed" in msgs[-1] and "\n" not in msgs[-1]
            text = screen_text(app)
            quoted = [p for p in docs.values() if p[:20] in msgs[-1]]
            for payload in quoted:  # the message quotes the field: it is shown as it is
                assert payload[:20] in text.replace("\n", "")
            seen.update(quoted)
            # a click on every cell of the toast runs nothing
            lines = text.splitlines()
            for y, line in enumerate(lines):
                if "CLICKME" in line:
                    await pilot.click(offset=(line.index("CLICKME") + 2, y))
            app.clear_notifications()
            await pilot.pause()
        await pilot.press("q")
    assert seen or field in UNQUOTED, "no message quoted the field: the test shows nothing"
    if field in ("game", "actions"):  # every save was opened in turn, not the first one three times
        assert seen == set(docs.values())
    assert list(target.iterdir()) == [] and not list(cardtable_home.rglob("*.svg"))


@aio
async def test_names_with_markup_reach_every_screen_as_text(cardtable_home) -> None:
    """A hot-seat save whose names carry markup: the curtain, the table and its log, the menu,
    the hand end and the score sheet show them as text (brackets turned round), with no link."""
    from cardtable.tui.screens.handover import HandOverScreen

    from .driver import settle, table

    names = ["[@click=app.quit]CLICKME[/]", BOLD]  # a record's names are at most 100 characters
    doc = {**UNO, "seats": [{"name": names[0], "kind": "human"}, {"name": names[1], "kind": "human"}],
           "position": {"hands": [["R2"], ["G3", "Y7"]], "discard": ["R5"], "turn": 0}}
    (cardtable_home / "autosave.json").write_text(json.dumps(doc))
    app = CardtableApp(strict=True, pace=0)
    seen = []
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        assert await settle(pilot, lambda: isinstance(app.screen, HandOverScreen))
        seen.append(screen_text(app))
        assert _links(app) == []
        await pilot.press("enter")  # Ready
        assert await settle(pilot, lambda: not isinstance(app.screen, HandOverScreen))
        seen.append(screen_text(app))
        assert _links(app) == []
        await pilot.press("escape")  # the menu over the table
        await pilot.pause()
        seen.append(screen_text(app))
        assert _links(app) == []
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("enter")  # R2, the last card: the hand is over
        assert await settle(pilot, lambda: table(app).ended is not None)
        seen.append(screen_text(app))
        assert _links(app) == []
        await pilot.press("enter")  # the score sheet
        await pilot.pause()
        seen.append(screen_text(app))
        assert _links(app) == []
    for t in seen:
        assert "(@click=app.quit)CLICKME(/)" in t or "(b)BOLD(/b)" in t, t
    assert not list(cardtable_home.rglob("*.svg"))
