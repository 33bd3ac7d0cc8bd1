"""The normal Mini Family bot: the heuristics of families.md section 11, reading only its view.

Ask mode: chase the family you hold most of, and ask first where the table's public memory says
the card is: a card seen handed over (or shown after a lucky draw) is known to be in its new
owner's hand (the masked view shows it), a seat that asked for a family holds a card of it (the
public ask log, ``asks``), and a seat that answered «no» to a card is known not to hold it
while its hand has not changed since (``voids``).  Kukareku: signal as soon as it may; collect
the family held most (tie: the one whose card arrived last), pass a card of the family held
fewest, never one of the target family; always copy a signal.
"""

from __future__ import annotations

import random

from cardtable.engine.state import View

from .common import FAMILY_BIT, FAMILY_CARDS, SHIFT, WEIGHT
from .inference import sure_no
from .state import ASK_CARD, ASK_SEAT, NFAM, WANT, FamiliesState

KNOWN = 100.0
HOLDS_FAMILY = 12.0
SAID_NO = -60.0
PER_OWN = 4.0
PER_CARD = 0.5


def normal_bot(view: View, rng: random.Random) -> str:
    st = view.state
    assert isinstance(st, FamiliesState)
    legal = view.legal
    if "signal" in legal:
        return "signal"
    if st.phase in (ASK_SEAT, ASK_CARD):
        table = st.T
        return table.texts[rollout_bot(st, view.seat, table.to_ids(legal), rng)]
    gives = [a for a in legal if a.startswith("give ")]
    if not gives:
        return legal[0]
    return _give(st, view.seat, rng)


def ask_scores(st: FamiliesState, seat: int, fair: bool = False) -> dict[tuple[int, int], float]:
    """A score for every legal ask (target seat, card): what the public memory says of it.
    ``fair``: on an unmasked deal, see of another hand only the cards ``seat`` knows (``known``),
    as on his masked view."""
    hand = st.hands[seat]
    held = set(hand)
    mine = [0] * NFAM
    for c in hand:
        mine[c >> 2] += 1
    missing = [c for f in range(NFAM) if mine[f] for c in range(4 * f, 4 * f + 4) if c not in held]
    holders: dict[int, set[int]] = {}
    for asker, _target, card, _yes in st.asks:
        holders.setdefault(asker, set()).add(card >> 2)
    hands = st.hands
    said_no = sure_no(st)  # a «no» stays true until the seat's hand may have drawn the card
    targets = [st.target] if st.phase == ASK_CARD else [t for t in range(st.n) if t != seat and hands[t]]
    out: dict[tuple[int, int], float] = {}
    for t in targets:
        ht = hands[t]
        seen = {c for c in ht if st.known.get(c, 0) >> seat & 1} if fair else set(ht)
        base = PER_CARD * len(ht)
        fams = holders.get(t, set())
        for c in missing:
            score = PER_OWN * mine[c >> 2] + base
            if c in seen:
                score += KNOWN
            elif (t, c) in said_no:
                score += SAID_NO
            elif c >> 2 in fams:
                score += HOLDS_FAMILY
            out[(t, c)] = score
    return out


def masked_rollout_bot(st: FamiliesState, seat: int, legal: list[int], rng: random.Random) -> int:
    """``normal_bot``'s very choice on ``seat``'s masked view, made on a rollout's unmasked deal
    with the same draws from ``rng`` (the spec's ``masked_rollout_bot``): of the other hands it
    sees only the cards the table saw handed over (``known``), so a rollout's players ask as the
    table's players can, not where the deal put the cards."""
    return rollout_bot(st, seat, legal, rng, True)


def rollout_bot(st: FamiliesState, seat: int, legal: list[int], rng: random.Random, fair: bool = False) -> int:
    """``normal_bot``'s very choice on action ids, with the same draws from ``rng``: the spec's
    ``rollout_bot`` for the hard bot's rollouts (``fair``: on ``seat``'s masked view; Kukareku
    goes through the texts).

    The ask mode's best-scored ask (``ask_scores``), a random one among equals: a card the table
    has seen in the target's hand scores ``KNOWN`` (100) plus at most 26 for the rest, and every
    other ask at most 38, so when any such ask exists the best ones are among them and only
    ``PER_OWN`` * own cards of the family + ``PER_CARD`` * the target's cards tell them apart (in
    halves: integers here).  That is all a rollout's deal, where every card is in sight, needs:
    the seen cards of a target that are asked-for are those of the asker's families (hands are
    disjoint; ``UNKNOWN`` is of no family), sorted as ``ask_scores`` lists its cards.  The ties
    are listed in its order (seat, then card), so the one draw from ``rng`` picks the very ask
    the score table would."""
    phase = st.phase
    if phase != ASK_SEAT and phase != ASK_CARD:
        table = st.T
        return table.ids[normal_bot(View(seat, st.masked(seat) if fair else st, table.to_texts(legal)), rng)]
    hands = st.hands
    known = st.known
    bit = 1 << seat
    mask = w = 0
    for c in hands[seat]:
        mask |= FAMILY_BIT[c]
        w += WEIGHT[c]
    ties: list[tuple[int, int]] = []
    best = -1
    for t in ((st.target,) if phase == ASK_CARD else range(st.n)):
        ht = hands[t]
        if t == seat or not ht:
            continue
        hits = ([c for c in ht if FAMILY_BIT[c] & mask and known.get(c, 0) & bit] if fair
                else [c for c in ht if FAMILY_BIT[c] & mask])
        if hits:
            if len(hits) > 1:
                hits.sort()
            lt = len(ht)
            for c in hits:
                v = 8 * (w >> SHIFT[c] & 7) + lt
                if v > best:
                    best, ties = v, [(t, c)]
                elif v == best:
                    ties.append((t, c))
    if not ties and not st.voids and not fair:  # no card in sight, no «no» on record (a rollout)
        ties = _unseen_ties(st, seat, hands, mask, w)
    if not ties:  # no card in sight: the full score table
        scores = ask_scores(st, seat, fair)
        if not scores:
            return rng.choice(legal)
        top = max(scores.values())
        ties = [k for k, v in scores.items() if v == top]
    t, c = rng.choice(ties)
    a = t if phase == ASK_SEAT else WANT + c
    return a if a in legal else rng.choice(legal)


def _unseen_ties(st: FamiliesState, seat: int, hands: list[list[int]], mask: int, w: int) -> list[tuple[int, int]]:
    """``ask_scores``' best asks when no asked-for card is in sight and no «no» is on record (a
    rollout's quiet deal keeps no voids): ``PER_OWN`` * own cards + ``PER_CARD`` * the target's
    cards + ``HOLDS_FAMILY`` where the target asked for the family, in halves, in its order."""
    miss = [c for c in FAMILY_CARDS[mask] if c not in hands[seat]]
    if not miss:
        return []
    asked = [0] * st.n  # per seat, the families it asked for (``ask_scores``' holders)
    for a, _t, c, _y in st.asks:
        asked[a] |= FAMILY_BIT[c]
    targets = (st.target,) if st.phase == ASK_CARD else [t for t in range(st.n) if t != seat and hands[t]]
    ties: list[tuple[int, int]] = []
    best = -1 << 30
    for t in targets:
        lt = len(hands[t])
        fams = asked[t]
        for c in miss:
            v = 8 * (w >> SHIFT[c] & 7) + lt + (24 if FAMILY_BIT[c] & fams else 0)
            if v > best:
                best, ties = v, [(t, c)]
            elif v == best:
                ties.append((t, c))
    return ties


def _give(st: FamiliesState, seat: int, rng: random.Random) -> str:
    hand = st.hands[seat]
    count = [0] * NFAM
    last = [-1] * NFAM
    for i, c in enumerate(hand):
        count[c >> 2] += 1
        last[c >> 2] = i
    target = max(range(NFAM), key=lambda f: (count[f], last[f]))
    others = [c for c in hand if c >> 2 != target]
    if not others:
        others = list(hand)
    fewest = min(count[c >> 2] for c in others)
    choice = rng.choice([c for c in others if count[c >> 2] == fewest])
    return f"give {st.deck.texts[choice]}"
