"""The status line: whose turn it is and what is expected, or what play waits for; the game and the
hand number at its right end.  Green while the person at the keyboard is to move."""

from __future__ import annotations

from rich.text import Text
from textual.reactive import reactive

from cardtable.games.grammar import you_grammar

from ..i18n import tr
from ..plain import PlainStatic
from .moment import Moment


def status_text(m: Moment) -> str:
    """The status line's words; a hold (Ready, a claim) says what play waits for, the hand-end
    moment says how the hand ended."""
    p, lg, viewer, names = m.presenter, m.lang, m.viewer, list(m.names)
    if m.ended is not None:
        result = p.hand_result(m.last_row, names, viewer, lg) if m.last_row is not None else ""
        result = you_grammar(result, lg, p.s(lg, "you"))
        text = tr("table.ended", result=result)
        if len(text) > m.width - 2:  # the button and the footer say Enter too
            text = tr("table.ended.short", result=result)
        return text
    if m.ready_wait is not None:
        if viewer == m.ready_wait:
            return tr("table.ready.prompt")
        return tr("table.ready.wait", name=names[m.ready_wait])
    if m.claim is not None:
        if viewer == m.claim:
            return tr("table.claim.prompt")
        return tr("table.claim.wait", name=names[m.claim])
    return p.status(m.view, names, viewer, lg)


class StatusLine(PlainStatic):
    moment: reactive[Moment | None] = reactive(None, init=False, always_update=True, repaint=False)

    def watch_moment(self, m: Moment | None) -> None:
        if m is None:
            return
        status = Text(status_text(m), no_wrap=True, overflow="ellipsis")
        if m.presenter.silent(m.view):
            status = Text("🤫 ", no_wrap=True, overflow="ellipsis") + status
        where = f"{m.game_name} · {tr('table.hand_no', n=m.shown_hand_no)}"
        width = m.width - 2
        if width - len(status) > len(where) + 2:
            status.append(" " * (width - len(status) - len(where)) + where, style="dim")
        self.update(status)
        self.set_class(m.viewer is not None and m.main == m.viewer, "-mine")
