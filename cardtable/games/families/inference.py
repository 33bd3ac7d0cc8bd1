"""What the ask log proves about hidden hands, for the hard bot's deals (families.md section 4).

Asking for a member of a family is only legal while you hold a card of it, so every ask tells the
table "the asker holds a card of this family".  The proof lasts while no card of that family left
the asker's hand in a way that could have been the one: a card handed over on «yes» (public) may
have been it, so that ends the claim; a laid family ends it too.  The normal bot reads the same
log (``bot.ask_scores``); a search whose deals ignored it dealt the asked-for family anywhere and
asked in the wrong places, which is why the hard bot first lost to the normal one (44.5% over 1,000
hands).  ``constrain_ask_deal`` is the spec's ``constrain_deal`` hook for the ask mode.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from cardtable.engine.cards import UNKNOWN

if TYPE_CHECKING:
    from .state import FamiliesState


def family_claims(st: FamiliesState) -> dict[int, set[int]]:
    """Per seat, the families it is proven to hold a card of (from the public ask log)."""
    claims: dict[int, set[int]] = {}
    for asker, target, card, yes in st.asks:
        claims.setdefault(asker, set()).add(card >> 2)
        if yes and target in claims:
            claims[target].discard(card >> 2)  # it may have been the card that proved the claim
    laid = {c >> 2 for x in st.laid for c in x}
    return {s: fs - laid for s, fs in claims.items() if fs - laid}


def sure_no(st: FamiliesState) -> set[tuple[int, int]]:
    """(seat, card) pairs a «no» still proves: the seat's hand has not been able to draw since
    (the stock is empty, or the hand is no bigger than then; a card handed over on «yes» is seen
    arriving, so it shows as known).  The normal bot's asks and the hard bot's deals both read it."""
    empty = not st.stock
    hands = st.hands
    return {(v[0], c) for v in st.voids if v[3] and (empty or v[2] >= len(hands[v[0]])) for c in v[1]}


def constrain_ask_deal(st: FamiliesState, observer: int, unseen: list[int], rng: random.Random) -> None:
    """Reorder ``unseen`` (the cards for the hidden slots, zone by zone) so that every other seat
    holds a card of each family it is proven to hold, when the unseen cards allow it.

    A missing family card is swapped in from the stock or another hand, into a random slot of
    the seat's hidden part.  ``honour_voids`` has already run, and the swaps keep its work: no
    card goes where a «no» says it cannot be (a «no» since which the hand cannot have drawn), and
    no swap takes away the only card that settles a claim.  The rest of the deal stays random."""
    claims = family_claims(st)
    claims.pop(observer, None)
    if not claims:
        return
    # whose hidden slot each position of ``unseen`` fills (-1: the stock), in ``zones()`` order:
    # the stock, then the hands by seat (laid families are in sight)
    hands = st.hands
    owner = [-1] * st.stock.count(UNKNOWN)
    for s, h in enumerate(hands):
        owner += [s] * h.count(UNKNOWN)
    owner += [-1] * (len(unseen) - len(owner))
    in_sight = {s: {c >> 2 for c in hands[s] if c != UNKNOWN} for s in claims}
    surely_not: set[tuple[int, int]] | None = None  # worked out at the first swap (most deals need none)
    said_no: set[tuple[int, int]] = set()

    def needed(q: int) -> bool:
        """Is the card at ``q`` the only one that settles a claim of the seat whose slot it is?"""
        s, f = owner[q], unseen[q] >> 2
        if f not in claims.get(s, ()) or f in in_sight[s]:
            return False
        return sum(1 for j in range(len(unseen)) if owner[j] == s and unseen[j] >> 2 == f) == 1

    for seat in sorted(claims):
        mine = [j for j in range(len(unseen)) if owner[j] == seat]
        for f in sorted(claims[seat]):
            if f in in_sight[seat] or any(unseen[j] >> 2 == f for j in mine):
                continue
            if surely_not is None:
                surely_not = sure_no(st)
                said_no = {(v[0], c) for v in st.voids for c in v[1]}
            donors = [q for q in range(len(unseen)) if owner[q] != seat and unseen[q] >> 2 == f
                      and (seat, unseen[q]) not in surely_not and not needed(q)]
            clean = [q for q in donors if (seat, unseen[q]) not in said_no]
            if not donors:
                continue
            q = rng.choice(clean or donors)
            # the card sent back must suit the donor's place too (the stock takes anything)
            slots = [j for j in mine if not needed(j) and (owner[q], unseen[j]) not in surely_not]
            if not slots:
                continue
            j = rng.choice(slots)
            unseen[j], unseen[q] = unseen[q], unseen[j]
