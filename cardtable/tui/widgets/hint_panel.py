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
from cardtable.practice.hint import HINT_TIME_S, Weighed, Weighing, weigh

from ..plain import PlainStatic
from ..practice.texts import pt
from .messages import Redraw
from .moment import Moment

HINT_SHOWN = 5
"""Candidate moves listed in the hint panel (the best first)."""


def move_label(m: Moment, action: str) -> str:
    """A move in the words of the table's buttons ("Play R7", "Draw", Uno 52's "Keep open hand"),
    with its call."""
    p = m.presenter
    deck = m.view.state.deck
    parsed = p.parse(action, deck)
    label = p.button_label(parsed, m.view, list(m.names), m.lang)
    if parsed.call:
        label += " + " + p.call_label(parsed.call, m.lang)
    return label


def hint_layout(w: Weighing, rows: int | None) -> tuple[int, bool, bool, bool]:
    """How much of the hint fits ``rows`` lines (None: no limit): the candidate lines, whether the
    legend of a value and the "H again or Esc" line are kept, and whether the starred move shares
    the title's line (short of room).  The title with the starred move and the reason for the star
    (``Weighing.why``) go first; then a second candidate, the legend, the others, the closing line."""
    n = min(HINT_SHOWN, len(w.moves))
    legend, close = w.measure != "win", True
    if rows is None:
        return n, legend, close, False
    merged = n + (1 if w.why(n) else 0) + legend + close + 1 > rows
    budget = rows - 1 + merged  # the title, which holds the starred move when merged
    while n + (1 if w.why(n) else 0) + legend + close > budget:
        if close:
            close = False
        elif n > 2:
            n -= 1
        elif legend:
            legend = False
        elif n > 1:
            n -= 1
        else:
            break
    return n, legend, close, merged


def weighing_text(m: Moment, w: Weighing, rows: int | None = None) -> Text:
    """The hint as the panel shows it, in at most ``rows`` lines: the move, then each candidate's
    number (the chance to win the hand, or the search's value where that is what the bot chose
    by), and why the starred move stands first where a line below shows a better number."""
    best = move_label(m, w.best)
    if w.only:
        return Text(pt("hint.only", move=best), style="bold")
    labels: dict[str, Weighed] = {}  # one line per move as the table names it (Most's two jokers are alike)
    for mv in w.moves:
        labels.setdefault(move_label(m, mv.action), mv)
    w = Weighing(w.best, list(labels.values()), w.iterations, w.measure)
    names = {mv.action: label for label, mv in labels.items()}
    shown, legend, close, merged = hint_layout(w, rows)
    key = "hint.move" if w.measure == "win" else "hint.move.value"
    lines = [pt(key, move=names[mv.action], win=w.shown(mv)) for mv in w.moves[:shown]]
    t = Text(pt("hint.title", move="★ " + lines[0] if merged else best), style="bold")
    t.append("  " + pt("hint.iters", n=w.iterations), style="dim")
    for i, line in enumerate(lines[1:] if merged else lines):
        first = i == 0 and not merged
        t.append("\n" + ("★ " if first else "  ") + line, style="bold" if first else "")
    why = w.why(shown)
    if why:
        t.append("\n" + pt(f"hint.why.{why}"), style="italic")
    if legend:
        key = f"hint.value.{w.measure}" if w.measure in ("match", "lead") else "hint.value.hand"
        t.append("\n" + pt(key), style="dim")
    if close:
        t.append("\n" + pt("hint.close"), style="dim italic")
    return t


class HintPanel(PlainStatic):
    moment: reactive[Moment | None] = reactive(None, init=False, always_update=True, repaint=False)

    DEFAULT_CSS = """
    HintPanel { border: round gold; height: auto; padding: 0 1; text-wrap: nowrap; text-overflow: ellipsis; }
    HintPanel.-flat { border: none; border-left: thick gold; background: $boost; }
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
        rows = self.room()
        flat = rows is not None and rows < 3  # a short screen: the box's top and bottom lines go
        self.set_class(flat, "-flat")
        self.update(weighing_text(m, w, rows + 2 if rows is not None and flat else rows))
        self.display = True
        self.post_message(Redraw())

    def room(self) -> int | None:
        """The lines the panel may fill without pushing the table off a short screen: the screen's
        height less every other row of the table (the centre at its least), less the border (a
        line never wraps: a long one ends in "…", so the count holds).
        Why: at 80x24 Most's table left the hint four lines and its box was cut at the bottom."""
        screen = self.screen
        if not screen.size.height:
            return None
        used = 0
        for w in screen.children:
            if w is self or not w.display:
                continue
            least = w.styles.min_height
            used += int(least.value) if w.id == "centre" and least is not None else w.outer_size.height
        return max(1, screen.size.height - used - 2)  # the box's border takes two lines

    def watch_moment(self, m: Moment | None) -> None:
        """Drop a hint whose position has moved on."""
        if m is not None and self.asked is not None and self.asked != m.generation:
            self.hide()
