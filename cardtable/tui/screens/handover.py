"""The hot-seat curtain: "pass the keyboard to Anna".  Opaque, so nothing of the table shows."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import Button, Static

from ..i18n import tr


class HandOverScreen(Screen[None]):
    BINDINGS = [Binding("escape", "noop", show=False)]

    def __init__(self, name: str) -> None:
        super().__init__()
        self.player = name

    def compose(self) -> ComposeResult:
        with Vertical(id="curtain"):
            yield Static(tr("handover.title", name=self.player), classes="title")
            yield Static(tr("handover.body", name=self.player), id="curtain-body")
            with Center():
                yield Button(tr("handover.ready", name=self.player), id="ready", variant="primary")

    def on_mount(self) -> None:
        self.query_one("#ready").focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(None)

    def action_noop(self) -> None:
        """Esc does nothing here: the menu belongs to the player behind the curtain."""
