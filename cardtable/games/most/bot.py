"""The normal Most bot: the heuristics of most.md section 11, reading only its view.

- Take from the bridge when the target goes into a meld worth more than the other taken cards
  would cost if they stuck in hand; otherwise draw.  With the stock empty, take whatever scores
  more than it burdens, else end the hand.
- Meld at once and lay off wherever it can (only table cards score), jokers first into melds
  (a joker on the table is worth 0, one left in hand loses ``joker_hand_penalty``).
- Exchange a real card for a table joker only when the joker goes into a meld right away.
- Never declare a joker as a card it holds while another use is open (the rules allow it, but the
  real card would then be stuck in the hand: it may not be discarded while the joker stands for it).
- Discard the costliest card that fits nothing in its hand, never a joker while another card can
  go, rather not a card that extends a meld on the table (the next player would take it), and
  above all not one that goes with a card of the bridge or one the next player is known to hold
  (he took it from the bridge): with it, one card of his own lets him take the bridge from there
  and meld (most.md section 11: "avoiding cards that ... fit bridge cards an opponent just showed
  interest in").  Measured paired on the strength table's 2,000 deals this one change lifted normal
  over easy from 63.8% to ~76%; the bolder takes below added ~2 points more.

It sees its own hand, the bridge, the melds, the counts and public history only (the opponent's
cards it reads are those everyone saw him take: ``State.known``).
"""

from __future__ import annotations

import random

from cardtable.engine.mechanics import melds as M
from cardtable.engine.state import View

from .ids import ACTIONS, DISCARD, DRAW, MOVES, PASS, PLAYS, SWAP, V_PICK, ids_of
from .legal import CBIT, COLUMN, RANK, SUIT, N, extender_table, target_use_ids
from .state import ACT, DECK, JOKERS, N_REAL, POINTS, TAKE, MostState, is_joker

JOKER_USED = 25.0
"""Worth of putting a joker on the table (it no longer risks the hand penalty)."""
TAKE_MARGIN = 0.0
"""What a bridge take must be worth more than a draw (was 4: taking more often measured better)."""
STUCK_SHARE = 0.25
"""Part of a taken card's value counted as a burden (it may still be melded later; was 0.5)."""
GIFT = 8.0
"""Discard penalty of a card that extends a meld on the table."""
DANGER = 16.0
"""Discard penalty per bridge card the discard goes with (same rank, or same suit within 2)."""
OUTS = 2.0
"""Discard penalty per unseen card that would complete a three-card meld of the discard with a
bridge card or a card the next player is known to hold."""


def normal_bot(view: View, rng: random.Random) -> str:
    st = view.state
    assert isinstance(st, MostState)
    legal = view.legal
    if len(legal) == 1:
        return legal[0]
    return ACTIONS.texts[choose(st, view.seat, ids_of(legal), rng)]


def choose(st: MostState, seat: int, legal: list[int], rng: random.Random) -> int:
    """The normal bot's move on action ids (``ids.py``): what ``normal_bot`` plays, with the same
    draws from ``rng``; the hard bot's rollouts call it directly (``MostSpec.rollout_bot``)."""
    if st.phase == TAKE:
        return _take(st, seat, legal, rng)
    if st.phase == ACT:
        return _table(st, seat, legal, rng)
    return legal[0]


_VALUE: list[float] = []
"""Per action id, the points a meld or lay-off puts on the table (+1 a card, a joker counted as the
shed penalty ``JOKER_USED``; 0 for the rest), filled as ids appear."""
_DECLARED: list[tuple[int, ...]] = []
"""Per action id, the identities its jokers are declared as."""


def _facts(aid: int) -> tuple[float, tuple[int, ...]]:
    """The use value (``_VALUE``) and the joker declarations of the action ``aid``."""
    if aid >= len(_VALUE):
        for k in range(len(_VALUE), len(MOVES)):
            _verb, _card, slots, _k = MOVES[k]
            _VALUE.append(sum(JOKER_USED if is_joker(c) else POINTS[c] + 1.0 for c, _ in slots))
            _DECLARED.append(tuple(i for c, i in slots if is_joker(c)))
    return _VALUE[aid], _DECLARED[aid]


def _take(st: MostState, seat: int, legal: list[int], rng: random.Random) -> int:
    best, best_v = (DRAW, TAKE_MARGIN) if DRAW in legal else (PASS, 0.0)
    hand = st.hands[seat]
    for a in legal:
        if MOVES[a][0] != V_PICK:
            continue
        c = MOVES[a][1]
        i = st.bridge.index(c)
        taken = st.bridge[i:]
        uses = target_use_ids(st, seat, i)
        held = hand + taken
        # no joker standing for a card held while another use is open (it would strand that card)
        uses = [u for u in uses if not any(x in held for x in _facts(u)[1])] or uses
        if uses:
            used_id = max(uses, key=lambda u: _facts(u)[0])
            gain = _facts(used_id)[0]
            used = ACTIONS.texts[used_id]
            rest = [x for x in taken if DECK.texts[x] not in used]  # (as text: a joker's "=5h" counts)
            burden = sum(POINTS[x] if not is_joker(x) else -JOKER_USED for x in rest) * STUCK_SHARE
            v = gain - burden
        else:  # a free newest card: worth it when it pairs with the hand
            v = _fit(c, hand) * 4.0 - 2.0
        v += rng.random() * 0.1
        if v > best_v:
            best, best_v = a, v
    return best


def _fit(c: int, cards: list[int]) -> int:
    """How many of ``cards`` go with ``c`` towards a meld (same rank, or same suit within 2)."""
    if is_joker(c):
        return 3
    r, s = M.rank_of(c), M.suit_of(c)
    k = 0
    for x in cards:
        if x == c or is_joker(x):
            continue
        xr, xs = M.rank_of(x), M.suit_of(x)
        if xr == r:
            k += 1
        elif xs == s and min((xr - r) % 13, (r - xr) % 13) <= 2:
            k += 1
    return k


def _table(st: MostState, seat: int, legal: list[int], rng: random.Random) -> int:
    hand = st.hands[seat]
    if legal[0] >= PLAYS:  # melds and lay-offs come first in a legal list (ids from PLAYS on)
        plays = [a for a in legal if a >= PLAYS]
        if len(_VALUE) < len(MOVES):
            _facts(len(MOVES) - 1)
        declared = _DECLARED
        sensible = [a for a in plays  # (as in takes; most plays declare no joker: no generator for them)
                    if not declared[a] or not any(i in hand for i in declared[a])] or plays
        value = _VALUE
        best, best_v = -1, -1e9
        for a in sensible:  # max() of the text bot: the first of the highest
            v = value[a] + rng.random() * 0.1
            if v > best_v:
                best, best_v = a, v
        return best
    if legal[0] < DISCARD:  # exchanges come before the discards
        for a in legal:
            if a >= DISCARD:
                break
            if a >= SWAP and _joker_melds_after(st, seat, a):
                return a
    if legal[-1] < DISCARD:
        return legal[0]
    # _fit against the hand and the bridge: the cards of FIT[c] each holds, by one 52-bit mask each
    hm = bm = 0  # (a joker's bit lies past every real card's: FIT and the outs never read it)
    for c in hand:
        hm |= CBIT[c]
    for c in st.bridge:
        bm |= CBIT[c]
    gifts = _gift_mask(st.idents, st.opts.wrap_around)
    # every discard's score bound first (the draws in legal order, as they always were), then the
    # exact scores from the highest bound down until no bound can reach the best: the unseen outs
    # only lower a score, and every score part but the noise is an integer, so this is exact
    cands: list[tuple[float, int, int, float, float, float]] = []
    # (-bound, index, id, score before danger and outs, danger (-1: a joker, the score is exact),
    # noise): sorted as tuples, the highest bound first and the first in legal order among equal bounds
    for k, a in enumerate(legal):
        if a < DISCARD:
            continue
        c = a - DISCARD
        if c >= N_REAL:
            v = -1000.0 + rng.random() * 0.5
            cands.append((-v, k, a, v, -1.0, 0.0))
            continue
        fit = FIT[c]
        v = POINTS[c] - 6.0 * ((hm & fit).bit_count() - 1)
        if gifts >> c & 1:  # it would extend a meld on the table: a gift to the next player
            v -= GIFT
        danger = DANGER * (bm & fit).bit_count()
        noise = rng.random() * 0.5
        cands.append((-(v - danger + noise), k, a, v, danger, noise))
    cands.sort()
    best, best_v, best_k = -1, -1e9, -1
    partners = -1
    for neg, k, a, v, danger, noise in cands:
        bound = -neg
        if bound < best_v or (bound == best_v and k > best_k):
            break
        if danger < 0:
            exact = v
        else:  # a real card: count its outs
            if partners < 0:
                partners = _partners(st, seat, hm, bm)
            outs = _outs(a - DISCARD, partners, hm | bm, st.scorer)
            exact = v - (danger + OUTS * outs) + noise
        if exact > best_v or (exact == best_v and k < best_k):
            best, best_v, best_k = a, exact, k
    return best


FIT = tuple(COLUMN[RANK[c]] | sum(CBIT[c - RANK[c] + (RANK[c] + d) % N] for d in (-2, -1, 1, 2))
            for c in range(N_REAL))
"""Per real card, the card mask of the cards that go with it towards a meld (``_fit``: its rank,
itself included, and its suit within two ranks)."""
_GIFTS = {wrap: extender_table(wrap) for wrap in (False, True)}


def _gift_mask(melds: list[list[int]], wrap: bool) -> int:
    """``M.extenders`` of every meld on the table as one card mask (a set's own cards included:
    they are on the table, never a discard)."""
    ends = _GIFTS[wrap]
    out = 0
    for idents in melds:
        out |= ends[idents[0] * N_REAL + idents[1]][len(idents)]
    return out


def _joker_melds_after(st: MostState, seat: int, swap: int) -> bool:
    """Whether after the exchange ``swap`` the joker it brings could go on the table at once: some
    meld or lay-off of the new legal list holds a joker.  Asked of the general enumerators with
    the keep-one rule, stopping at the first one (lay-offs first: a lone joker goes on most melds).

    Most often a lone joker goes on a meld at once, and that is answered without the exchange: with
    three cards or more in hand (the lay-off keeps one) it fits a meld when the card it would be
    declared as (a set's missing suit, a run's next card on either end that ``wrap_around``
    allows, ``_GIFTS``) is nowhere on the table after the exchange (``M.Table.may_declare``: not a
    real card of the bridge or the melds, the exchanged card included, nor the other joker's
    declaration).  Otherwise the general enumerators answer on the state after the exchange."""
    if len(st.hands[seat]) >= 3 and st.may_lay(seat):
        card = swap - SWAP
        blocked = CBIT[card]
        for c in st.bridge:
            blocked |= CBIT[c]
        for m in st.melds:
            for c in m:
                blocked |= CBIT[c]
        for j in JOKERS:
            d = st.decl[j]
            if d >= 0 and d != card:
                blocked |= CBIT[d]
        ends = _GIFTS[st.opts.wrap_around]
        for idents in st.idents:
            if ends[idents[0] * N_REAL + idents[1]][len(idents)] & ~blocked:
                return True
    after = st.clone()
    after.apply_id(seat, swap)
    hand = after.hands[seat]
    table = after.table()
    h, jokers = after._hand_of(hand, table)
    wrap = after.opts.wrap_around
    if after.may_lay(seat):
        for idents in after.idents:
            for _, add in M.layoffs(idents, h, table, wrap):
                if any(j for _, j in add) and after.keeps_one(hand, add, jokers):
                    return True
    return any(any(j for _, j in m) and after.keeps_one(hand, m, jokers) for m in M.melds(h, table, wrap))



def _partners(st: MostState, seat: int, hm: int, bm: int) -> int:
    """The real cards the other players could meld a discard with at once, as a card mask: the
    bridge's (``bm``) and those they are seen to hold (cards seen taken stay known while they are
    in a hand), not the cards of ``seat``'s own hand (``hm``)."""
    partners = bm
    if st.known:
        bit = 1 << seat
        for x, b in st.known.items():
            if b & bit:
                partners |= CBIT[x]
    return partners & ~hm


def _outs_row(c: int) -> tuple[int, ...]:
    """Per partner card, the card mask of the cards that would make a three-card meld of ``c`` with it."""
    r, su = RANK[c], SUIT[c]
    row = []
    for x in range(N_REAL):
        xr = RANK[x]
        outs: set[int] = set()
        if x == c:
            pass
        elif xr == r:
            xs = SUIT[x]
            outs.update(M.ident(k, r) for k in range(M.N_SUITS) if k != su and k != xs)
        elif SUIT[x] == su:
            d = (xr - r) % N
            if d == 1:
                outs.update((M.ident(su, (r - 1) % N), M.ident(su, (xr + 1) % N)))
            elif d == N - 1:
                outs.update((M.ident(su, (xr - 1) % N), M.ident(su, (r + 1) % N)))
            elif d == 2:
                outs.add(M.ident(su, (r + 1) % N))
            elif d == N - 2:
                outs.add(M.ident(su, (r - 1) % N))
        row.append(sum(CBIT[y] for y in outs))
    return tuple(row)


OUTS_BY = tuple(_outs_row(c) for c in range(N_REAL))
"""Per discard and partner card, the cards that would complete a three-card meld of the two."""


def _outs(c: int, partners: int, seen: int, scorer: list[int]) -> int:
    """The cards ``seat`` does not see (not in its hand or the bridge, ``seen``, nor in a meld: a
    real card in a meld has a scorer) that would make a three-card meld of ``c`` with one of
    ``partners`` (a card mask)."""
    near = partners & FIT[c]  # only a card of its rank or of its suit within two ranks helps
    if not near:
        return 0
    row = OUTS_BY[c]
    outs = 0
    while near:
        low = near & -near
        outs |= row[low.bit_length() - 1]
        near ^= low
    outs &= ~seen
    n = 0
    while outs:
        low = outs & -outs
        if scorer[low.bit_length() - 1] < 0:
            n += 1
        outs ^= low
    return n
