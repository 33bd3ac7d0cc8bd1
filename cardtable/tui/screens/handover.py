"""The hot-seat curtain: "pass the keyboard to Anna".  Opaque, so nothing of the table shows.

Esc opens the table's menu over the curtain (rules, settings, save and leave, quit): anybody may
stop the match without seeing a hand.  Everything on the curtain is centred.

The table that raises the curtain hands it what it may do with the table (``Curtain``): the public
facts to show (Kukareku's seat strip), the keys a race may use while the keyboard changes hands, and
what the menu's items do.  The curtain never looks for the table itself."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.events import Key
from textual.screen import Screen
from textual.widgets import Button, Static

from ..areas import Area
from ..buttons import MarkedButton
from ..i18n import tr
from ..plain import PlainStatic
from ..widgets.moment import Moment


@dataclass(frozen=True, slots=True)
class Curtain:
    """What the table lets the curtain do: read public facts, pass on a key, answer the menu."""

    public: Callable[[], list[Text | str]] = lambda: []
    """Public facts of the table to show while the curtain is up (never a hand)."""
    key: Callable[[str], bool] = lambda key: False
    """A key the curtain does not use, for the table's race keys: True if it was taken."""
    menu: Callable[[str | None], None] = lambda item: None
    """The menu's item: rules and settings open over the curtain, leaving is the table's."""
    live: bool = False
    """The public facts change while the curtain is up (redraw them a few times a second)."""

    @classmethod
    def over(cls, areas: Sequence[Area], moment: Callable[[], Moment | None],
             menu: Callable[[str | None], None]) -> Curtain:
        """The curtain over a table whose game areas say what stays public (Kukareku's race strip)
        and take the race keys; ``moment``: the table's newest moment when asked."""

        def public() -> list[Text | str]:
            m = moment()
            return [] if m is None else [t for t in (a.curtain_text(m) for a in areas) if t]

        def key(k: str) -> bool:
            m = moment()
            return m is not None and any(a.curtain_key(m, k) for a in areas)

        return cls(public=public, key=key, menu=menu,
                   live=any(type(a).curtain_text is not Area.curtain_text for a in areas))


class HandOverScreen(Screen[None]):
    BINDINGS = [Binding("escape", "menu", show=False, id="table.menu")]

    def __init__(self, name: str, curtain: Curtain | None = None) -> None:
        super().__init__()
        self.player = name
        self.curtain = curtain or Curtain()

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
        if self.curtain.live:
            self.set_interval(0.25, self._show_public)

    def _show_public(self) -> None:
        """The table's game areas may show public facts here (Kukareku's seat strip with the 👍)."""
        texts = self.curtain.public()
        box = self.query_one("#curtain-public", Static)
        box.display = bool(texts)
        if texts:
            box.update(texts[0] if len(texts) == 1 else "\n".join(str(t) for t in texts))

    def on_key(self, event: Key) -> None:
        """A key the curtain does not use goes to the table (a race key: Kukareku's signal by the
        seat's digit may be pressed while the keyboard changes hands)."""
        if event.key in ("enter", "space", "escape", "tab", "shift+tab"):
            return
        if self.curtain.key(event.key):
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
        self.curtain.menu(item)
