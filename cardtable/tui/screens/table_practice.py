"""Hint (H), undo (Ctrl+Z) and the review (R) at the table: what each key does, as functions the
table screen calls with what they need (the session, the moment, the hint panel, a way to say why).

The rules of who may use them are ``tui/practice/table.py``; the weighing is ``cardtable.practice``.
A hint is weighed from the person's masked view only, on the hint panel's worker; undo replays the
record without its tail; the review is a screen of its own.
"""

from __future__ import annotations

from collections.abc import Callable

from textual.screen import Screen

from cardtable.engine.record import record_of
from cardtable.practice.hint import hint_seed, undo_point

from ..practice.table import hints_allowed, review_allowed, undo_allowed
from ..practice.texts import pt
from ..session import Session
from ..widgets.hint_panel import HintPanel
from ..widgets.moment import Moment

Say = Callable[..., None]


def ask_hint(session: Session, m: Moment, panel: HintPanel, say: Say) -> None:
    """H: hide a hint on show, else weigh the person's decision (or say why there is none)."""
    if panel.shown:
        panel.hide()
        return
    if not hints_allowed(m):
        say(pt("hint.hotseat"), error=True)
        return
    seat = m.viewer
    if seat is None:
        say(pt("hint.curtain"), error=True)
        return
    match = session.match
    if m.ended is not None or not match.legal_actions(seat):
        say(pt("hint.not_now"), error=True)
        return
    view = match.view(seat, last_events=20)  # the person's masked view: all the search may read
    say(pt("hint.thinking"))
    panel.ask(match.spec, view, hint_seed(match.seed, len(match.actions), seat), session.generation)


def undo(session: Session, m: Moment, say: Say) -> bool:
    """Ctrl+Z: back to the person's previous decision of this hand; True when moves were taken back."""
    if not undo_allowed(m):
        say(pt("undo.hotseat"), error=True)
        return False
    if m.ended is not None:
        say(pt("undo.ended"), error=True)
        return False
    rec = record_of(session.match, session.seats, **session.record_extra)
    keep = undo_point(rec, session.humans[0])
    if keep is None:
        say(pt("undo.none"), error=True)
        return False
    session.rewind(keep)
    say(pt("undo.done"))
    return True


def review_screen(session: Session, m: Moment, say: Say) -> Screen[None] | None:
    """R: the last finished hand, move by move, every hand face up (``screens/review.py``)."""
    from cardtable.practice.review import build

    from .review import ReviewScreen

    if not session.humans:
        return None
    if session.elsewhere:  # a seat of a table hosted elsewhere has no record here, nor may see one
        say(pt("review.remote"), error=True)
        return None
    if not review_allowed(m):
        say(pt("review.hotseat"), error=True)
        return None
    person = m.viewer if m.viewer is not None else session.humans[0]
    review = build(record_of(session.match, session.seats, **session.record_extra), person, lang=m.lang)
    if review is None:
        say(pt("review.none"), error=True)
        return None
    return ReviewScreen(review, m.presenter, m.symbols)
