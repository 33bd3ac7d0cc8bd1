"""Shown while the terminal is smaller than the table needs; it goes away on resize."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.screen import ModalScreen
from textual.widgets import Static

from ..i18n import tr
from ..plain import PlainStatic


class TooSmallScreen(ModalScreen[None]):
    def __init__(self, w: int, h: int, mw: int, mh: int) -> None:
        super().__init__()
        self.dims = (w, h, mw, mh)

    def compose(self) -> ComposeResult:
        w, h, mw, mh = self.dims
        yield PlainStatic(tr("toosmall", w=w, h=h, mw=mw, mh=mh), id="toosmall")

    def update_size(self, w: int, h: int) -> None:
        _, _, mw, mh = self.dims
        self.dims = (w, h, mw, mh)
        self.query_one("#toosmall", Static).update(tr("toosmall", w=w, h=h, mw=mw, mh=mh))
