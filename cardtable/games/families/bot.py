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

from .inference import sure_no
from .state import ASK_CARD, ASK_SEAT, NFAM, FamiliesState

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
        return _ask(st, view.seat, legal, rng)
    gives = [a for a in legal if a.startswith("give ")]
    if not gives:
        return legal[0]
    return _give(st, view.seat, rng)


def ask_scores(st: FamiliesState, seat: int) -> dict[tuple[int, int], float]:
    """A score for every legal ask (target seat, card): what the public memory says of it."""
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
        seen = set(ht)
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


def _ask(st: FamiliesState, seat: int, legal: list[str], rng: random.Random) -> str:
    scores = ask_scores(st, seat)
    if not scores:
        return rng.choice(legal)
    best = max(scores.values())
    t, c = rng.choice([k for k, v in scores.items() if v == best])
    action = f"ask {t}" if st.phase == ASK_SEAT else f"want {st.deck.texts[c]}"
    return action if action in legal else rng.choice(legal)


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
