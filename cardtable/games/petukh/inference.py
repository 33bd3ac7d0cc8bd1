"""What the prikup offer, the opt-outs and the cards played say about hidden hands, for the hard
bot's deals.

Why: a player who kept his five cards when the prikup was offered usually kept them because they
were good; one who bought had a poor hand (now face down among the dead cards); one who stayed in
when he could have opted out has a trump or an ace; one who led a card held nothing stronger,
and one who followed without winning held no card that wins.  A search that dealt the others'
cards uniformly played against average hands where the table had been told otherwise.  The
model of "usually" is the normal bot's own rule (``bot.keeps``, ``bot.weak``, ``bot.choose_card``):
it is what the rollouts play, so the deals and the rollouts tell one story, and it is what a
sensible person does.

``constrain_deal`` (``PetukhState``'s hook for ``determinize``) deals each such hand again, keeping
the voids, until it agrees with its decision, for at most ``TRIES`` deals of that hand.  These
are likelihoods, not proofs (a person may keep a poor hand), so a hand is never forced beyond that.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from cardtable.engine.cards import UNKNOWN
from cardtable.engine.mechanics.tricks import next_among
from cardtable.engine.voids import holds

from .hands import keeps, weak
from .phases import HAND, OFFER, OUT, PLAY, PLAYS, UNDECIDED

if TYPE_CHECKING:
    from .state import PetukhState

TRIES = 48
"""Deals of one hand before it is left as it is (an opted-out hand: ~7% of random hands agree)."""

KEPT, SOLD, JOINED, LEFT, PLAYED = range(5)
"""A decision: kept his hand (declined the prikup, no claim shown); bought the prikup (his old hand
is in the dead pile); stayed in although he could opt out; opted out (his hand is in the dead pile);
played cards this hand (as the normal bot would have)."""


def holds_pair(st: PetukhState, hand: list[int], shown: list[str]) -> bool:
    """Does ``hand`` hold a claim pair not shown yet (one the normal bot would have shown)?"""
    if not st.opts.claims:
        return False
    cards = set(hand)
    return any(k not in shown and all(c in cards for c in st.pair_ids(k)) for k in ("rj", "bj", "rq", "bq"))


def decisions(st: PetukhState, observer: int) -> list[tuple[int, int, int]]:
    """``(seat, kind, where)`` of every other seat's offer and opt-out decision so far; ``where`` is
    the index in ``dead`` of a hand laid down there (a buyer's old hand, an opted-out hand), else -1."""
    order = st.order
    if st.phase == OFFER:
        offered = order[:order.index(st.turn)] if st.turn in order else []
    elif st.buyer >= 0:
        offered = order[:order.index(st.buyer)]
    else:
        offered = list(order) if st.part[order[0]] != UNDECIDED else []
    out: list[tuple[int, int, int]] = [(s, KEPT, -1) for s in offered if s != observer and not st.claims[s]]
    if st.buyer < 0:
        return out
    if st.buyer != observer and not st.claims[st.buyer]:
        out.append((st.buyer, SOLD, 0))
    where = HAND
    opts = st.opts
    for s in order[order.index(st.buyer) + 1:]:
        if st.part[s] == OUT:
            if s != observer:
                out.append((s, LEFT, where))
            where += HAND
        elif (st.part[s] == PLAYS and s != observer and st.scores[s] >= opts.optout_min_score
              and st.streak[s] + 1 < opts.optout_penalty_streak):
            out.append((s, JOINED, -1))
    return out


Play = tuple[int, int, list[int], int]
"""One card played this hand: ``(seat, card, the trick before it, index of its winning card then)``."""


def plays(st: PetukhState) -> list[Play]:
    """The cards played this hand in order: the finished tricks replayed from the first leader
    (the buyer, else the dealer), each won by ``rules.winner_index``, then the trick on the table."""
    out: list[Play] = []
    if not st.played and not st.trick:
        return out
    parts = st.participants()
    rules, trump = st.rules, st.trump
    k = len(parts)
    leader = st.buyer if st.buyer >= 0 else st.dealer
    tricks = [st.played[i:i + k] for i in range(0, len(st.played), k)]
    for n, trick in enumerate([*tricks, st.trick]):
        seat = leader
        seats = []
        for i, c in enumerate(trick):
            out.append((seat, c, trick[:i], rules.winner_index(trick[:i], trump) if i else 0))
            seats.append(seat)
            seat = next_among(seat, st.n, parts)
        if n < len(tricks):
            leader = seats[rules.winner_index(trick, trump)]
    return out


def played_by(st: PetukhState) -> dict[int, list[int]]:
    """The cards each seat has played this hand, in order (``plays``)."""
    by: dict[int, list[int]] = {}
    for seat, c, _, _ in plays(st):
        by.setdefault(seat, []).append(c)
    return by


def played_sensibly(st: PetukhState, hand: list[int], moves: list[Play]) -> bool:
    """Would the normal bot, holding ``hand`` (the cards still held and those played since) have
    played ``moves`` (this seat's plays, in order)?  It leads its strongest card and follows with
    the cheapest card that wins, else the cheapest it may play (``bot.choose_card``); cards of one
    strength are alike here, as the bot's tie-break is its own."""
    suit, rank = st.deck.suit_of, st.deck.rank_of
    trump, rules = st.trump, st.rules

    def strength(c: int) -> int:
        return rank[c] + (20 if suit[c] == trump else 0)

    held = list(hand)
    for _, card, trick, win in moves:
        legal = rules.legal_beating(held, trick, trump, win)
        if not trick:
            if any(strength(c) > strength(card) for c in legal):
                return False
        else:
            best, led = trick[win], suit[trick[0]]
            winners = [c for c in legal if rules.beats(c, best, led, trump)]
            pool = winners or legal
            if card not in pool or any(strength(c) < strength(card) for c in pool):
                return False
        held.remove(card)
    return True


def constrain_deal(st: PetukhState, observer: int, unseen: list[int], rng: random.Random) -> None:
    """Reorder ``unseen`` (the cards for the hidden slots, zone by zone, voids honoured) so that
    the other seats' decisions and plays agree with the hands dealt (module docstring).

    Each hand that disagrees is dealt again from its own cards and the free ones (the stock, the
    prikup, hands nobody decided or played with and no voids bind), at most ``TRIES`` times,
    keeping its seat's voids; a hand that agrees is then left alone while the next is dealt.  The
    hands most bound go first (an opted-out hand holds neither trump nor ace: about 7% of random
    hands), so a hand that is easy to please is not dealt the cards a hard one needs."""
    facts = decisions(st, observer)
    moves = plays(st)
    if not facts and not moves:
        return
    slots: dict[str, list[int]] = {}  # per zone, each card slot: a card in sight, or ~index into unseen
    owners: dict[str, int | None] = {}
    k = 0
    for z in st.zones():
        row = []
        for c in z.cards:
            if c == UNKNOWN:
                row.append(~k)
                k += 1
            else:
                row.append(c)
        slots[z.name] = row
        owners[z.name] = z.owner
    by: dict[int, list[Play]] = {}
    for m in moves:
        if m[0] != observer:
            by.setdefault(m[0], []).append(m)
    declared = st.phase >= PLAY and st.opts.claims
    # per hand: (how bound, seat, slots, cards played since the hand was held, in the seat's hand, kinds)
    hands: list[tuple[int, int, list[int], list[int], bool, list[int]]] = []
    in_hand: dict[int, list[int]] = {}
    for seat, kind, where in facts:
        if where >= 0:
            hands.append((RAREST[kind], seat, slots["dead"][where:where + HAND], [], False, [kind]))
        else:
            in_hand.setdefault(seat, []).append(kind)
    for seat in set(in_hand) | set(by):
        kinds = in_hand.get(seat, [])
        rank = min([RAREST[x] for x in kinds] + ([RAREST[PLAYED]] if seat in by else []))
        hands.append((rank, seat, slots[f"hand{seat}"], [m[1] for m in by.get(seat, [])], True, kinds))
    hands.sort(key=lambda h: (h[0], h[1]))
    bound = {v[0] for v in st.voids if v[0] != observer}
    taken: set[int] = set()  # unseen indices of the bound hands' slots
    for _, _, row, _, _, _ in hands:
        taken.update(~c for c in row if c < 0)
    for name, row in slots.items():
        if owners[name] in bound:
            taken.update(~c for c in row if c < 0)
    free = [i for i in range(len(unseen)) if i not in taken]

    def fits(seat: int, row: list[int], extra: list[int], held: bool, kinds: list[int]) -> bool:
        hand = [unseen[~c] if c < 0 else c for c in row]
        whole = hand + extra
        if not all(agrees(st, kind, seat, whole) for kind in kinds):
            return False
        if not held:
            return True
        if declared and holds_pair(st, whole, st.claims[seat]):
            return False  # the normal bot shows every pair it holds
        return played_sensibly(st, whole, by.get(seat, [])) and holds(st.voids, seat, hand)

    for _, seat, row, extra, held, kinds in hands:
        if fits(seat, row, extra, held, kinds):
            continue
        mine = [~c for c in row if c < 0]
        cand = mine + free
        own = set(mine)
        for _ in range(TRIES):
            chosen = rng.sample(cand, len(mine))
            picked = set(chosen)
            swaps = list(zip([p for p in chosen if p not in own], [p for p in mine if p not in picked],
                             strict=True))
            for a, b in swaps:
                unseen[a], unseen[b] = unseen[b], unseen[a]
            if fits(seat, row, extra, held, kinds):
                break
            for a, b in reversed(swaps):
                unseen[a], unseen[b] = unseen[b], unseen[a]


RAREST = {LEFT: 0, PLAYED: 1, KEPT: 2, SOLD: 3, JOINED: 4}
"""The order hands are dealt to agree: what a random hand meets least often first."""


def agrees(st: PetukhState, kind: int, seat: int, hand: list[int]) -> bool:
    """Would the normal bot's rule have made decision ``kind`` with ``hand`` (``seat``'s claims shown)?"""
    shown = st.claims[seat]
    if kind == KEPT:
        return keeps(st, hand, shown) and not holds_pair(st, hand, shown)
    if kind == SOLD:
        return not keeps(st, hand, shown) and not holds_pair(st, hand, shown)
    if kind == JOINED:
        return not weak(st, hand)
    return weak(st, hand)
