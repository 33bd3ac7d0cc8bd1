"""Twenty-Two's set builder (twenty_two.md section 4): a card that may not go into the set now is
refused here with the rule that forbids it (one rank, keep a card, head or the m lowest, must head),
in the table's language, before the engine is asked.  The set so far and what may be added are on
the status line (the presenter); the cards already put lie in the trick.  No widget of its own."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.engine.state import View

from ..i18n import lang
from . import Area

if TYPE_CHECKING:
    from ..screens.table import TableScreen


class SetsArea(Area):
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
        why = screen.presenter.refusal(view, text, lang())  # type: ignore[attr-defined]
        if not why:
            return False
        screen.say(why, error=True)
        return True


AREA = SetsArea
