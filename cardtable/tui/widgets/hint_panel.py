"""The hint panel above the message line: the best move for the person at the keyboard and each
candidate's chance to win the hand, weighed by the hard bot's search from their masked view only.

The panel owns the hint: it weighs on a worker thread (``cardtable.practice.hint.weigh``) and shows
the result only while the position it was asked for is still the position on the table (the
session's ``generation``); a hint whose position has moved on is dropped, never shown late.
"""

from __future__ import annotations

import asyncio
from functools import partial

from rich.text import Text
from textual.reactive import reactive

from cardtable.engine.game import GameSpec
from cardtable.engine.state import View
from cardtable.practice.hint import HINT_TIME_S, Weighing, weigh

from ..plain import PlainStatic
from ..practice.texts import pt
from .messages import Redraw
from .moment import Moment

HINT_SHOWN = 5
"""Candidate moves listed in the hint panel (the best first)."""


def move_label(m: Moment, action: str) -> str:
    """A move in the words of the table's buttons ("Play R7", "Draw"), with its call."""
    p = m.presenter
    deck = m.view.state.deck
    parsed = p.parse(action, deck)
    label = p.action_label(parsed, deck, list(m.names), m.lang)
    if parsed.call:
        label += " + " + p.call_label(parsed.call, m.lang)
    return label


def weighing_text(m: Moment, w: Weighing) -> Text:
    """The hint as the panel shows it: the move, then each candidate's chance to win the hand."""
    best = move_label(m, w.best)
    if w.only:
        return Text(pt("hint.only", move=best), style="bold")
    t = Text(pt("hint.title", move=best), style="bold")
    t.append("  " + pt("hint.iters", n=w.iterations), style="dim")
    for i, mv in enumerate(w.moves[:HINT_SHOWN]):
        line = pt("hint.move", move=move_label(m, mv.action), win=round(100 * mv.win))
        t.append("\n" + ("★ " if i == 0 else "  ") + line, style="bold" if i == 0 else "")
    t.append("\n" + pt("hint.close"), style="dim italic")
    return t


class HintPanel(PlainStatic):
    moment: reactive[Moment | None] = reactive(None, init=False, always_update=True, repaint=False)

    DEFAULT_CSS = """
    HintPanel { border: round gold; height: auto; padding: 0 1; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__("", id=id)
        self.display = False
        self.asked: int | None = None  # the generation the hint on its way or on show was asked for
        self.last: Weighing | None = None  # the last hint shown

    @property
    def shown(self) -> bool:
        return bool(self.display)

    def hide(self) -> None:
        self.asked = None
        self.display = False

    def ask(self, spec: GameSpec, view: View, seed: int, generation: int) -> None:
        """Weigh the moves of ``view`` (the person's masked view: all the search may read)."""
        self.asked = generation
        self.run_worker(self._weigh(spec, view, seed, generation), exclusive=True, group="hint")

    async def _weigh(self, spec: GameSpec, view: View, seed: int, generation: int) -> None:
        loop = asyncio.get_running_loop()
        w = await loop.run_in_executor(None, partial(weigh, spec, view, seed, time_s=HINT_TIME_S))
        m = self.moment
        if m is None or self.asked != generation or m.generation != generation or not self.is_mounted:
            return
        self.last = w
        self.update(weighing_text(m, w))
        self.display = True
        self.post_message(Redraw())

    def watch_moment(self, m: Moment | None) -> None:
        """Drop a hint whose position has moved on."""
        if m is not None and self.asked is not None and self.asked != m.generation:
            self.hide()
