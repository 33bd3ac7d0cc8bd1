"""Rules help (F1): this game's rules for players, its keys, and the rules in force in this match.

The game's rules text (``rules_<lang>.md`` of its package) is shown without its notation section
(the action texts of records are for bug reports, not for players) and without its fixed keys
paragraph: the keys come from the table (the same for every game) and the game's presenter.  The
house rules are listed with the value in force in this match, by title (no option ids, no
"default False"); the ones that differ from the standard rules are marked ★.
"""

from __future__ import annotations

import re
import typing

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen

from cardtable.engine.game import get_game
from cardtable.engine.options import GameOptions, field_info, value_title
from cardtable.games.present import presenter_for

from ..i18n import lang, tr
from ..keymap import DEFAULT, ActionDef, Keymap, display
from ..plain import PlainStatic

DROPPED = {"keys", "клавиши", "управление", "actions", "ходы"}
"""Sections of a rules text the help replaces (keys) or leaves to the docs (record notation)."""


def rules_body(text: str) -> str:
    """The rules text without the dropped ``##`` sections."""
    out, keep = [], True
    for line in text.splitlines():
        m = re.match(r"##\s+(.*)", line)
        if m:
            keep = m.group(1).strip().lower() not in DROPPED
        if keep:
            out.append(line)
    return "\n".join(out).rstrip()


def in_force(options: GameOptions, lg: str) -> list[str]:
    """One Markdown line per house rule that applies: its title, the value in force, ★ when not the
    standard."""
    model = type(options)
    lines = []
    values = options.model_dump()  # every field by name: the model is the open object here
    for name, f in model.model_fields.items():
        if not model.applies(name, values):
            continue  # a rule of the other mode (Mini Family's asks in a Kukareku match) is not in force
        title, desc = field_info(model, name, lg)
        value = values[name]
        if isinstance(value, bool):
            shown = tr("rules.on") if value else tr("rules.off")
        elif typing.get_origin(f.annotation) is typing.Literal:
            shown = value_title(model, name, value, lg)
        else:
            shown = str(value)
        mark = f" ★ *{tr('rules.house')}*" if value != f.default else ""
        lines.append(f"- **{title}: {shown}**{mark} — {desc}")
    return lines


def key_text(template: str, keymap: Keymap, known: dict[str, ActionDef], lg: str = "en") -> str:
    """``template`` with every ``{action.id}`` replaced by that action's keys now (``Enter/Space``)."""

    def keys(m: re.Match[str]) -> str:
        a = known.get(m.group(1))
        if a is None:
            return m.group(0)
        return "/".join(display(k, lg) for k in keymap.keys(a.id, a.keys))

    return re.sub(r"\{([a-z0-9_]+(?:\.[a-z0-9_]+)+)\}", keys, template)


def help_markdown(game_id: str, options: GameOptions | None, lg: str, keymap: Keymap = DEFAULT) -> str:
    """The whole F1 text: rules, keys (as the action registry and the player's keymap say), the
    rules in force."""
    from ..registry import all_actions

    spec = get_game(game_id)
    known = all_actions()
    body = rules_body(spec.rules_text(lg).split("\n## " + ("Домашние правила" if lg == "ru" else "House rules"))[0])
    keys = [f"## {tr('rules.keys')}", "", key_text(tr("rules.keys.table"), keymap, known, lg), ""]
    keys += [f"- **{key_text(k, keymap, known, lg)}** — {what}" for k, what in presenter_for(game_id).key_help(lg)]
    opts = options if options is not None else spec.options_model.parse({})
    rules = ["", f"## {tr('rules.in_force')}", ""] + in_force(opts, lg)
    return "\n".join([body, ""] + keys + rules) + "\n"


class RulesScreen(Screen[None]):
    BINDINGS = [
        Binding("escape", "close", "Close"),
        Binding("q", "close", show=False),
        Binding("f1", "close", show=False),
    ]

    def __init__(self, game_id: str, options: GameOptions | None = None, keymap: Keymap = DEFAULT) -> None:
        super().__init__()
        self.spec = get_game(game_id)
        self.game_id = game_id
        self.options = options
        self.keymap = keymap

    def compose(self) -> ComposeResult:
        from textual.widgets import Markdown

        yield PlainStatic(tr("rules.title", game=self.spec.name(lang())), classes="title")
        with VerticalScroll(id="rules-scroll"):
            yield Markdown(help_markdown(self.game_id, self.options, lang(), self.keymap), id="rules-md")
        yield PlainStatic(tr("rules.close") + "   ↑↓ PgUp PgDn", classes="keys")

    def on_mount(self) -> None:
        self.query_one("#rules-scroll").focus()

    def action_close(self) -> None:
        self.dismiss(None)
