"""The Esc menu of the table: resume, rules, settings, save and leave, quit."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Button

from ..i18n import tr
from ..plain import PlainButton, PlainStatic

ITEMS = ("resume", "rules", "settings", "save_quit", "quit")


class MenuScreen(ModalScreen[str]):
    BINDINGS = [
        Binding("escape", "choose('resume')", "Resume"),
        Binding("up", "app.focus_previous", show=False),
        Binding("down", "app.focus_next", show=False),
    ]

    def compose(self) -> ComposeResult:
        with Vertical(id="menu"):
            yield PlainStatic(tr("menu.title"), classes="title")
            for item in ITEMS:
                yield PlainButton(tr(f"menu.{item}"), id=item, compact=True)

    def __init__(self, first: str = "resume") -> None:
        super().__init__()
        self.first = first if first in ITEMS else "resume"  # Q on a sheet opens it on Quit

    def on_mount(self) -> None:
        self.query_one(f"#{self.first}").focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id or "resume")

    def action_choose(self, item: str) -> None:
        self.dismiss(item)
