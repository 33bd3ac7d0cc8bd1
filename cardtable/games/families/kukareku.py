"""The Kukareku mode of Mini Family (families.md sections 3, 5 and 6) as functions of the state.

**Passing rounds.**  Every seat secretly picks one card (``give X``), in ``to_act()`` order: the
choice goes to the seat's own selection zone, which no other seat's view shows, and what others
knew of that hand is forgotten (``engine.passing``).  When the last seat has chosen, all chosen
cards move at once to the neighbour (``pass_direction``) and the next round begins.

**Signal.**  The first ``signal`` is legal only for a seat holding a whole family (its pending
choice counts: it is still in his hand), at any moment before the transfer, whether or not it has
chosen yet.  It wins the hand, cancels the pending choices (no transfer) and opens the reaction
phase: every other seat may ``signal`` (copy the gesture) and the one left last loses and shouts.
``pass`` in the reaction phase is what the table applies when a seat's reaction window runs out
(families.md: every seat still without a signal then loses).  The engine has no clock; it reads
only the order of these events.

**Without the signal** (``kukareku_signal=false``) every seat holding a family right after the
deal or after a transfer wins; nobody loses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.engine.mechanics.passing import LEFT, RIGHT, forget_hand, race_losers, ring_transfer
from cardtable.engine.state import Event

from .common import (
    NFAM,
    OVER,
    REACT,
    SELECT,
    complete_families,
    family_cards,
    mark_known_all,
)

if TYPE_CHECKING:
    from .state import FamiliesState


def from_left(st: FamiliesState) -> list[int]:
    """Seats in order from the dealer's left."""
    return [(st.dealer + k) % st.n for k in range(1, st.n + 1)]


def selecting(st: FamiliesState) -> list[int]:
    return [s for s in from_left(st) if not st.sel[s]]


def may_signal(st: FamiliesState, seat: int) -> bool:

    return (st.opts.kukareku_signal and st.phase == SELECT and not st.signals
            and bool(complete_families(st.holding(seat))))


def select_actions(st: FamiliesState, seat: int) -> list[str]:
    acts = [] if st.sel[seat] else [f"give {st.deck.texts[c]}" for c in st.hands[seat]]
    if may_signal(st, seat):
        acts.append("signal")
    return acts


def give(st: FamiliesState, seat: int, card: int) -> list[Event]:

    forget_hand(st.known, st.hands[seat])
    st.hands[seat].remove(card)
    st.sel[seat].append(card)
    ev = [] if st.quiet else [Event("select", seat), Event("chose", seat, to=1 << seat, card=card)]
    if any(not x for x in st.sel):
        return ev
    moves = ring_transfer(st.hands, st.sel, LEFT if st.opts.pass_direction == "left" else RIGHT, st.known)
    st.rounds += 1
    if not st.quiet:
        ev.append(Event("transfer", round=st.rounds))
        for giver, receiver, c in moves:
            ev.append(Event("got", receiver, to=1 << receiver, card=c, giver=giver))
    if not st.opts.kukareku_signal:
        winners = [s for s in range(st.n) if complete_families(st.hands[s])]
        if winners:
            return ev + finish(st, winners, [])
    return ev


def signal(st: FamiliesState, seat: int) -> list[Event]:

    if st.phase == REACT:
        st.signals.append(seat)
        return ([] if st.quiet else [Event("signal", seat, first=False, loud=_loud(st))]) + _decide(st)
    # the first signal: pending choices go back to their hands, nobody passes
    for s, sel in enumerate(st.sel):
        if sel:
            st.hands[s].extend(sel)
            sel.clear()
    f = complete_families(st.hands[seat])[0]
    mark_known_all(st, family_cards(f))
    st.signals = [seat]
    st.winners = [seat]
    st.phase = REACT
    others = [s for s in range(st.n) if s != seat]
    st.rng.shuffle(others)
    st.order = tuple(others)
    return ([] if st.quiet else [Event("signal", seat, first=True, family=f, loud=_loud(st))]) + _decide(st)


def _loud(st: FamiliesState) -> bool:
    """``signal_visibility``: a loud signal is logged at once, a subtle one only in the hand's last line."""
    return st.opts.signal_visibility == "loud"


def time_out(st: FamiliesState, seat: int) -> list[Event]:
    st.timed_out |= 1 << seat
    return ([] if st.quiet else [Event("late", seat)]) + _decide(st)


def _decide(st: FamiliesState) -> list[Event]:
    losers = race_losers(st.n, st.signals, st.timed_out)
    if losers is None:
        return []
    return finish(st, st.winners, losers)


def finish(st: FamiliesState, winners: list[int], losers: list[int]) -> list[Event]:

    st.winners = list(winners)
    st.losers = list(losers)
    st.phase = OVER
    st.over = True
    if st.quiet:
        return []
    return [Event("kukareku", s) for s in losers] + [
        Event("game_over", winners=list(winners), losers=list(losers), signals=list(st.signals))]


def deal(st: FamiliesState, families: list[int], cards: list[int]) -> list[Event]:
    """Deal the shuffled ``cards`` of the ``families`` in play, 4 each from the dealer's left; the
    other families go to the box.  Without the signal a family dealt complete wins at once."""

    for f in range(NFAM):
        if f not in families:
            st.box.extend(family_cards(f))
    order = from_left(st)
    for _ in range(4):
        for s in order:
            st.hands[s].append(cards.pop())
    if not st.opts.kukareku_signal:
        winners = [s for s in range(st.n) if complete_families(st.hands[s])]
        if winners:
            return finish(st, winners, [])
    return []
