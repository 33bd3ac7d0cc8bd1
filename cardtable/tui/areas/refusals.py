"""Refusals in words before the engine is asked: Enter on a hand card the rules do not allow now is
answered with the presenter's ``refusal(view, text, lang)`` (the rule that forbids it, in the
table's language), and the card stays in the hand.  Twenty-Two names one rank, head or the m lowest,
must head; Petukh names follow, beat, trump and overtrump.  A presenter returning '' lets the table
go on as usual (a legal card, or a wrong card the croupier is to catch).  No widget of its own."""

from __future__ import annotations

from ..widgets.messages import Say
from ..widgets.moment import Moment
from . import Area


class RefusalsArea(Area):
    slot = "above_hand"

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.display = False

    def draw(self, m: Moment) -> None:
        self.display = False

    def take_card(self, m: Moment, index: int, text: str) -> bool:
        view = m.view
        if m.viewer is None or view.seat != m.viewer or view.state.to_act()[:1] != [m.viewer]:
            return False
        why = m.presenter.refusal(view, text, m.lang)  # Twenty-Two's and Petukh's say why
        if not why:
            return False
        self.post_message(Say(why, error=True))
        return True


AREA = RefusalsArea
