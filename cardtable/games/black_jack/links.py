"""Which card may follow which in a Black Jack play, as a table built once per deck.

``links`` is asked for every card of the hand at every step of a combination, by the legal-move
list and by the bot's search (hundreds of thousands of times in a hard-bot move); the answer
depends only on the two cards, so it is computed once per pair.
"""

from __future__ import annotations

from cardtable.engine.mechanics.french_shedding import RA, RQ, FrenchTables, adjacent


def _links(T: FrenchTables, c: int, x: int) -> bool:
    """Card ``c`` may follow ``x`` (already resolved) in a play: same rank, or same suit and a
    neighbouring rank; a joker links to anything.  On a queen a cover (its suit, or an ace)
    is accepted too."""
    if T.joker[c]:
        return True
    rc, rx = T.rank[c], T.rank[x]
    if rc == rx:
        return True
    if T.suit[c] == T.suit[x]:
        return rx == RQ or adjacent(rc, rx)
    return rx == RQ and rc == RA


_LINKS: dict[int, tuple[tuple[bool, ...], ...]] = {}


def link_table(T: FrenchTables) -> tuple[tuple[bool, ...], ...]:
    """``link_table(T)[x][c]`` is ``_links(T, c, x)`` for every pair, built once per deck's tables:
    the bot's combination search asks it some 30 times per decision."""
    t = _LINKS.get(id(T))
    if t is None:
        n = len(T.deck)
        t = _LINKS[id(T)] = tuple(tuple(_links(T, c, x) for c in range(n)) for x in range(n))
    return t
