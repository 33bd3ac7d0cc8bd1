"""Settings: language, bot speed, card size, suit symbols, colour theme (saved at once)."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Select

from ..host import host
from ..i18n import lang, tr
from ..plain import PlainButton, PlainStatic
from ..settings import CARD_SIZES, SPEEDS, SUITS, THEMES


def theme_title(theme: str) -> str:
    """A theme's id as a name (``textual-dark`` -> "Textual dark", ``ansi-dark`` -> "ANSI dark")."""
    words = theme.split("-")
    first = words[0].upper() if words[0] == "ansi" else words[0].capitalize()
    return " ".join([first] + words[1:])


class SettingsScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape", "close", "Close")]

    def compose(self) -> ComposeResult:
        s = host(self.app).settings
        rows = [
            ("lang", tr("settings.language"), [(tr("lang.en"), "en"), (tr("lang.ru"), "ru")], lang()),
            ("speed", tr("settings.speed"), [(tr(f"settings.speed.{k}"), k) for k in SPEEDS], s.speed),
            ("cards", tr("settings.cards"), [(tr(f"settings.cards.{k}"), k) for k in CARD_SIZES], s.cards),
            ("suits", tr("settings.suits"), [(tr(f"settings.suits.{k}"), k) for k in SUITS], s.suits),
            ("theme", tr("settings.theme"), [(theme_title(k), k) for k in THEMES], s.theme),
        ]
        with Vertical(id="settings-box"):
            yield PlainStatic(tr("settings.title"), classes="title")
            for key, label, choices, value in rows:
                with Horizontal(classes="form-row"):
                    yield PlainStatic(label, classes="form-label")
                    yield Select(choices, value=value, allow_blank=False, id=f"set-{key}", compact=True)
            yield PlainButton(tr("settings.done"), id="done", variant="primary", compact=True)

    @on(Select.Changed)
    def changed(self, event: Select.Changed) -> None:
        key = (event.select.id or "")[4:]
        host(self.app).change_setting(key, str(event.value))

    @on(Button.Pressed, "#done")
    def action_close(self) -> None:
        self.dismiss(None)
