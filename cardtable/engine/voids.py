"""Public knowledge of what a hidden hand does *not* hold, and dealing that respects it.

Why: in 101 a player who draws must have had no card that fits (hundred_one.md section 4: holding
a legal card you must play), so everyone at the table knows his hand then held no card of the
top's rank or the active suit and no queen.  A search bot that dealt him such cards anyway would
plan against hands that cannot exist.  Card games usually call this "showing a void".  Black
Jack has one such rule too: a play ending on a queen must be covered, and one draws for a cover
only holding nothing that may follow the queen (black_jack.md section 5).

A ``Void`` ``(seat, cards, n, sure)`` says: at least ``n`` of the cards ``seat`` holds now are
none of ``cards``.  ``sure`` voids are facts of the rules; the others are what a player's move
suggests without proving it (an Uno player who draws usually has nothing to play, but may draw by
choice): a search bot may deal by them (``soft``), the property tests hold only the sure ones.

A void is recorded with the whole hand (``n`` = hand size) and weakens as the hand
changes: a card drawn later is unconstrained (``n`` stays, the hand grows), and a card played
later may have been one of the constrained ones unless it is itself in ``cards`` (``n`` drops by
one, or stays).  The count is therefore a sound lower bound, never a guess.

Voids of one seat are kept in the order they were seen.  The cards held at an older void's moment
that are still in the hand were also held at every later void's moment, so they avoid the later
sets too: ``honour_voids`` deals the oldest layer from cards avoiding the union of that void's
set and all later ones, then the next layer, and so on (the real hand always has this shape).
"""

from __future__ import annotations

from .cards import UNKNOWN

Void = tuple[int, frozenset[int], int, bool]

MAX_PER_SEAT = 6
"""Older voids of a seat are forgotten past this many (forgetting only loosens the deal)."""


def add_void(voids: tuple[Void, ...], seat: int, cards: frozenset[int], n: int,
             sure: bool = True) -> tuple[Void, ...]:
    """``voids`` with ``(seat, cards, n, sure)`` added; the same set seen again just raises its count."""
    if n <= 0 or not cards:
        return voids
    mine = [i for i, v in enumerate(voids) if v[0] == seat]
    if mine and voids[mine[-1]][1] == cards and voids[mine[-1]][3] == sure:
        i = mine[-1]
        if voids[i][2] >= n:
            return voids
        return voids[:i] + ((seat, cards, n, sure),) + voids[i + 1:]
    if len(mine) >= MAX_PER_SEAT:
        drop = mine[0]
        voids = voids[:drop] + voids[drop + 1:]
    return voids + ((seat, cards, n, sure),)


def played_void(voids: tuple[Void, ...], seat: int, card: int) -> tuple[Void, ...]:
    """``voids`` after ``seat`` gave up ``card``: a card of a void's set was drawn after it was
    seen (the count stands); any other card may have been one of the counted ones."""
    out = []
    for v in voids:
        if v[0] == seat and card not in v[1]:
            if v[2] > 1:
                out.append((seat, v[1], v[2] - 1, v[3]))
        else:
            out.append(v)
    return tuple(out)


def holds(voids: tuple[Void, ...], seat: int, hand: list[int], soft: bool = False) -> bool:
    """True when ``hand`` agrees with every void of ``seat`` (the layered condition above).

    Taking any fitting cards for a layer is as good as any other choice: a card that avoids an
    older layer's set avoids every later (smaller) one too."""
    cards = list(hand)
    for need, avoid in _layers(voids, seat, soft):
        ok = [c for c in cards if c not in avoid]
        if len(ok) < need:
            return False
        for c in ok[:need]:
            cards.remove(c)
    return True


def _layers(voids: tuple[Void, ...], seat: int, soft: bool) -> list[tuple[int, frozenset[int]]]:
    """(extra cards needed, set they must avoid) per void of ``seat``, oldest first."""
    mine = [v for v in voids if v[0] == seat and (soft or v[3])]
    out = []
    union: frozenset[int] = frozenset()
    suffix = []
    for v in reversed(mine):
        union = union | v[1]
        suffix.append(union)
    suffix.reverse()
    got = 0
    for v, avoid in zip(mine, suffix, strict=True):
        need = v[2] - got
        if need > 0:
            out.append((need, avoid))
            got = v[2]
    return out


def honour_voids(voids: tuple[Void, ...], observer: int, zones, unseen: list[int], soft: bool = False) -> None:
    """Reorder ``unseen`` (the cards about to fill the hidden slots of ``zones``, in zone order)
    so that every other seat's hand agrees with its voids.

    ``unseen`` is in uniformly random order; a card that breaks a void is swapped with the next
    card, in that order, that keeps it (first from the hand's own later slots, then from zones
    not yet settled), which keeps the deal random among the hands that agree.  When no such card
    is left the void is honoured as far as it can be.
    """
    seats = {v[0] for v in voids if v[0] != observer and (soft or v[3])}
    if not seats:
        return
    segments: dict[int, tuple[int, int]] = {}
    k = 0
    for z in zones:
        h = z.cards.count(UNKNOWN)
        if z.owner in seats and h:
            segments[z.owner] = (k, k + h)
        k += h
    locked = [False] * len(unseen)
    for seat in sorted(seats):
        if seat not in segments:
            continue
        a, b = segments[seat]
        pos = a
        for need, avoid in _layers(voids, seat, soft):
            end = min(pos + need, b)
            for j in range(pos, end):
                if unseen[j] not in avoid:
                    continue
                q = _donor(unseen, locked, avoid, j + 1, b, a)
                if q < 0:
                    continue
                unseen[j], unseen[q] = unseen[q], unseen[j]
            pos = end
        for j in range(a, b):
            locked[j] = True


def _donor(unseen: list[int], locked: list[bool], avoid: frozenset[int], start: int, seg_end: int,
           seg_start: int) -> int:
    """The next position from ``start`` (the hand's later slots, then every unlocked slot outside
    the hand) whose card avoids ``avoid``; -1 if there is none."""
    for q in range(start, seg_end):
        if unseen[q] not in avoid:
            return q
    for q in range(len(unseen)):
        if seg_start <= q < seg_end or locked[q]:
            continue
        if unseen[q] not in avoid:
            return q
    return -1
