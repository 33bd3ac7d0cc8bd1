"""Hint (H) and undo (Ctrl+Z) at the table, as a mixin of ``TableScreen``.

Kept out of ``table.py`` (which stays the generic table): the table binds the two keys, calls
``_practice_refresh`` on each refresh and lists ``practice_keys`` in its footer; the rest is here.

The hint is weighed on a worker thread (the hard bot's search, ``cardtable.practice.weigh``) from
the person's masked view, and shown in a panel above the message line without playing anything.
A hint whose position has moved on (the generation changed) is dropped, never shown late.
"""

from __future__ import annotations

import asyncio
from functools import partial
from typing import TYPE_CHECKING

from rich.text import Text
from textual.widgets import Static

from cardtable.engine.record import record_of
from cardtable.practice.hint import HINT_TIME_S, Weighing, hint_seed, undo_point, weigh

from ..plain import PlainStatic
from .texts import pt

if TYPE_CHECKING:
    from ..screens.table import TableScreen

HINT_SHOWN = 5
"""Candidate moves listed in the hint panel (the best first)."""


def move_label(screen: TableScreen, action: str) -> str:
    """A move in the words of the table's buttons ("Play R7", "Draw"), with its call."""
    p = screen.presenter
    deck = screen.match.hand.deck
    parsed = p.parse(action, deck)
    from ..i18n import lang

    label = p.action_label(parsed, deck, screen.names, lang())
    if parsed.call:
        label += " + " + p.call_label(parsed.call, lang())
    return label


def weighing_text(screen: TableScreen, w: Weighing) -> Text:
    """The hint as the panel shows it: the move, then each candidate's chance to win the hand."""
    best = move_label(screen, w.best)
    if w.only:
        return Text(pt("hint.only", move=best), style="bold")
    t = Text(pt("hint.title", move=best), style="bold")
    t.append("  " + pt("hint.iters", n=w.iterations), style="dim")
    for i, m in enumerate(w.moves[:HINT_SHOWN]):
        line = pt("hint.move", move=move_label(screen, m.action), win=round(100 * m.win))
        t.append("\n" + ("★ " if i == 0 else "  ") + line, style="bold" if i == 0 else "")
    t.append("\n" + pt("hint.close"), style="dim italic")
    return t


class PracticeMixin:
    """Hint and undo for ``TableScreen``."""

    _hint_gen: int | None = None
    last_hint: Weighing | None = None

    # -- the panel ------------------------------------------------------------------------------
    def _hint_panel(self: TableScreen) -> Static:
        found = self.query("#practice-panel")
        if found:
            return found.first(Static)
        panel = PlainStatic("", id="practice-panel")
        panel.styles.border = ("round", "gold")
        panel.styles.height = "auto"
        panel.styles.padding = (0, 1)
        panel.display = False
        self.mount(panel, before=self.query_one("#message"))
        return panel

    def hide_hint(self: TableScreen) -> None:
        self._hint_gen = None
        for panel in self.query("#practice-panel"):
            panel.display = False

    @property
    def hint_shown(self: TableScreen) -> bool:
        return any(p.display for p in self.query("#practice-panel"))

    def _practice_refresh(self: TableScreen) -> None:
        """Drop a hint whose position has moved on."""
        if self._hint_gen is not None and self._hint_gen != self.session.generation:
            self.hide_hint()

    def practice_keys(self: TableScreen) -> list[str]:
        """Footer items: H, Ctrl+Z and R where they work (only R at the hand-end moment)."""
        items = []
        if self._review_allowed() and (self.ended is not None or self.match.sheet.rows):
            items.append(pt("review.key"))
        if self.ended is not None:
            return items
        if self.viewer is not None and self._hints_allowed() and self.match.legal_actions(self.viewer):
            items.append(pt("hint.key"))
        if self._undo_allowed() and self.match.hand_actions:  # (whether the person moved yet: on Ctrl+Z)
            items.append(pt("hint.undo.key"))
        return items

    # -- hint -----------------------------------------------------------------------------------
    def _hints_allowed(self: TableScreen) -> bool:
        s = self.session
        return len(s.humans) <= 1 or getattr(s, "hints_agreed", False)

    def action_hint(self: TableScreen) -> None:
        if self.hint_shown:
            self.hide_hint()
            return
        if not self._hints_allowed():
            self.say(pt("hint.hotseat"), error=True)
            return
        seat = self.viewer
        if seat is None:
            self.say(pt("hint.curtain"), error=True)
            return
        if self.ended is not None or not self.match.legal_actions(seat):
            self.say(pt("hint.not_now"), error=True)
            return
        m = self.match
        view = m.view(seat, last_events=20)  # the person's masked view: all the search may read
        gen = self.session.generation
        self._hint_gen = gen
        self.say(pt("hint.thinking"))
        seed = hint_seed(m.seed, len(m.actions), seat)
        self.run_worker(self._weigh(m.spec, view, seed, gen), exclusive=True, group="hint")

    async def _weigh(self: TableScreen, spec, view, seed: int, gen: int) -> None:
        loop = asyncio.get_running_loop()
        w = await loop.run_in_executor(None, partial(weigh, spec, view, seed, time_s=HINT_TIME_S))
        if gen != self.session.generation or self._hint_gen != gen or not self.is_mounted:
            return
        self.last_hint = w
        panel = self._hint_panel()
        panel.update(weighing_text(self, w))
        panel.display = True
        self._message_until = 0.0
        self.schedule_refresh()

    # -- review ---------------------------------------------------------------------------------
    def _review_allowed(self: TableScreen) -> bool:
        s = self.session
        return len(s.humans) == 1 or (len(s.humans) > 1 and getattr(s, "hints_agreed", False))

    def action_review(self: TableScreen) -> None:
        """The last finished hand, move by move, every hand face up (``screens/review.py``)."""
        from cardtable.practice.review import build

        from ..i18n import lang
        from ..screens.review import ReviewScreen

        s = self.session
        if not s.humans:
            return
        if not self._review_allowed():
            self.say(pt("review.hotseat"), error=True)
            return
        person = self.viewer if self.viewer is not None else s.humans[0]
        review = build(record_of(self.match, s.seats, **s.record_extra), person, lang=lang())
        if review is None:
            self.say(pt("review.none"), error=True)
            return
        self.look_away(ReviewScreen(review, self.presenter, self.symbols))

    # -- undo -----------------------------------------------------------------------------------
    def _undo_allowed(self: TableScreen) -> bool:
        s = self.session
        return len(s.humans) == 1 and bool(s.bots)

    def action_undo(self: TableScreen) -> None:
        s = self.session
        if not self._undo_allowed():
            self.say(pt("undo.hotseat"), error=True)
            return
        if self.ended is not None:
            self.say(pt("undo.ended"), error=True)
            return
        rec = record_of(self.match, s.seats, **s.record_extra)
        keep = undo_point(rec, s.humans[0])
        if keep is None:
            self.say(pt("undo.none"), error=True)
            return
        s.rewind(keep)
        self.hide_hint()
        self.choices = None
        self.target = ""
        self.marked.clear()
        self.call_on = False
        self.emotes = [e for e in self.emotes if e[0] <= len(self.match.events)]
        self.log_viewer = "unset"  # the log is rebuilt without the moves taken back
        self.say(pt("undo.done"))
        self.schedule_refresh()
