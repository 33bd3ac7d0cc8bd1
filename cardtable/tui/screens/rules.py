"""Rules help: the game's ``rules_text(lang)`` rendered as Markdown (imported only when opened)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from cardtable.engine.game import get_game

from ..i18n import lang, tr


class RulesScreen(Screen[None]):
    BINDINGS = [
        Binding("escape", "close", "Close"),
        Binding("q", "close", show=False),
        Binding("f1", "close", show=False),
    ]

    def __init__(self, game_id: str) -> None:
        super().__init__()
        self.spec = get_game(game_id)

    def compose(self) -> ComposeResult:
        from textual.widgets import Markdown

        yield Static(tr("rules.title", game=self.spec.name(lang())), classes="title")
        with VerticalScroll(id="rules-scroll"):
            yield Markdown(self.spec.rules_text(lang()), id="rules-md")
        yield Static(tr("rules.close") + "   ↑↓ PgUp PgDn", classes="keys")

    def on_mount(self) -> None:
        self.query_one("#rules-scroll").focus()

    def action_close(self) -> None:
        self.dismiss(None)
