"""The hot-seat curtain: "pass the keyboard to Anna".  Opaque, so nothing of the table shows.

Esc opens the table's menu over the curtain (rules, settings, save and leave, quit): anybody may
stop the match without seeing a hand.  Everything on the curtain is centred."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import Button, Static

from ..buttons import MarkedButton
from ..i18n import tr
from ..plain import PlainStatic


class HandOverScreen(Screen[None]):
    BINDINGS = [Binding("escape", "menu", show=False)]

    def __init__(self, name: str) -> None:
        super().__init__()
        self.player = name

    def compose(self) -> ComposeResult:
        with Vertical(id="curtain"):
            yield PlainStatic(tr("handover.title", name=self.player), classes="title")
            yield PlainStatic(tr("handover.body", name=self.player), id="curtain-body")
            with Center():
                yield PlainStatic("", id="curtain-public")
            with Center():
                yield MarkedButton(tr("handover.ready", name=self.player), id="ready")

    def on_mount(self) -> None:
        self.query_one("#ready").focus()
        self._show_public()
        if self._table() is not None and any(a.curtain_text(self._table()) is not None
                                             for a in self._table().areas):
            self.set_interval(0.25, self._show_public)

    def _table(self):
        """The table below the curtain, found by what it does: importing TableScreen here would
        close an import circle (the table pushes this curtain)."""
        return next((s for s in reversed(self.app.screen_stack) if getattr(s, "is_table", False)), None)

    def _show_public(self) -> None:
        """The table's game areas may show public facts here (Kukareku's seat strip with the 👍)."""
        table = self._table()
        texts = [t for t in (a.curtain_text(table) for a in table.areas) if t] if table is not None else []
        box = self.query_one("#curtain-public", Static)
        box.display = bool(texts)
        if texts:
            box.update(texts[0] if len(texts) == 1 else "\n".join(str(t) for t in texts))

    def on_key(self, event) -> None:
        """A key the curtain does not use goes to the table's areas (a race key: Kukareku's signal by
        the seat's digit may be pressed while the keyboard changes hands)."""
        if event.key in ("enter", "space", "escape", "tab", "shift+tab"):
            return
        table = self._table()
        if table is not None and any(a.area_key(table, event.key) for a in table.areas):
            event.stop()
            self._show_public()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(None)

    def action_menu(self) -> None:
        from .menu import MenuScreen

        self.app.push_screen(MenuScreen(), self._menu_done)

    def _menu_done(self, item: str | None) -> None:
        """Rules and settings open over the curtain; leaving is the table's (it saves first)."""
        table = self._table()
        if item == "rules" and table is not None:
            table.action_rules()
        elif item == "settings":
            self.app.open_settings()  # type: ignore[attr-defined]
        elif item in ("save_quit", "quit") and table is not None:
            table._menu_done(item)
