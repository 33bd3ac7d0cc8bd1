"""Refusals in words before the engine is asked: Enter on a hand card the rules do not allow now is
answered with the presenter's ``refusal(view, text, lang)`` (the rule that forbids it, in the
table's language), and the card stays in the hand.  Twenty-Two names one rank, head or the m lowest,
must head; Petukh names follow, beat, trump and overtrump.  A presenter returning '' lets the table
go on as usual (a legal card, or a wrong card the croupier is to catch).  No widget of its own."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.engine.state import View

from ..i18n import lang
from . import Area

if TYPE_CHECKING:
    from ..screens.table import TableScreen


class RefusalsArea(Area):
    slot = "above_hand"

    def __init__(self, **kw) -> None:
        super().__init__("", **kw)
        self.display = False

    def update_area(self, screen: TableScreen, view: View) -> None:
        self.display = False

    def hand_activated(self, screen: TableScreen, index: int, text: str) -> bool:
        view = screen.view
        if view is None or screen.viewer is None or view.seat != screen.viewer:
            return False
        if view.state.to_act()[:1] != [screen.viewer]:
            return False
        refusal = getattr(screen.presenter, "refusal", None)
        why = refusal(view, text, lang()) if refusal is not None else ""
        if not why:
            return False
        screen.say(why, error=True)
        return True


AREA = RefusalsArea
