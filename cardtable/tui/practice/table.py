"""Who may use the table's practice keys (hint, undo, review): the rules, as functions of the moment.

A hint or a review weighs a person's moves with the hard bot's search: at a hot-seat table that
helps one person against the others, so it needs everyone's yes (the setup's switch).  Undo only
makes sense against bots: at a hot-seat table the others saw the move.
"""

from __future__ import annotations

from ..widgets.moment import Moment


def hints_allowed(m: Moment) -> bool:
    return m.people <= 1 or m.hints_agreed


def review_allowed(m: Moment) -> bool:
    return len(m.humans) >= 1 and not m.elsewhere and (m.people == 1 or m.hints_agreed)


def undo_allowed(m: Moment) -> bool:
    """People at other machines saw the move too: undo is for one person against bots."""
    return len(m.humans) == 1 and m.people == 1 and m.bots
