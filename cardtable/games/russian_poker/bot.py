"""The normal Russian Poker bot: the heuristics of russian_poker.md section 11, reading only its view.

Bidding counts sure tricks (trump ace and king, long trumps, side aces, guarded kings for half a
trick, the 7♠ for about one) and moves to the nearest legal bid when the hook forbids the estimate.
Play: under the bid (or in the maximum deal) it wins as cheaply as it can; once the bid is made (or
in the minimum deal) it ducks with the highest card that still loses and, forced to win, wins with
its highest card to shed an honour.  The 7♠ «by the biggest» is kept for the last trick it needs
(or any lead of the maximum deal), never used in the minimum deal.  The cut is random, blind.
"""

from __future__ import annotations

import random

from cardtable.engine.mechanics.tricks import NO_TRUMP, contract_card, estimate_tricks
from cardtable.engine.state import View

from .state import BID, BIG, CUT, HIGH, PLAY_TEXT, RULES, SEVEN, RussianPokerState

TRUMP_BONUS = 20


def strength(st: RussianPokerState, c: int) -> int:
    """Ordering key: rank, every trump above every plain card."""
    return st.deck.rank_of[c] + (TRUMP_BONUS if st.deck.suit_of[c] == st.trump and st.trump != NO_TRUMP else 0)


def estimate(st: RussianPokerState, hand: list[int]) -> float:
    """Expected tricks of ``hand`` in this deal (section 11; ``engine.tricks.estimate_tricks``), the
    7♠ counted as one sure trick (its holder can lead it «by the biggest») except in the minimum deal."""
    sure = frozenset((SEVEN,)) if st.deal.kind != "minimum" else frozenset()
    seen = frozenset((st.trump_card,)) if st.trump_card >= 0 else frozenset()
    return estimate_tricks(st.deck, hand, st.n, st.deal.cards, st.trump, seen, sure)


def choose_bid(st: RussianPokerState, seat: int, legal_bids: list[int]) -> int:
    est = estimate(st, st.hands[seat])
    want = int(est + 0.5)
    return min(legal_bids, key=lambda b: (abs(b - want), b))


def wins_now(st: RussianPokerState, c: int) -> bool:
    """Whether ``c`` would take the lead of the trick in progress (a lead always does)."""
    if not st.trick:
        return True
    if st.lock:
        return False
    best = st.trick[st.win_idx]
    return RULES.beats(c, best, st.deck.suit_of[st.trick[0]], st.trump)


def want_tricks(st: RussianPokerState, seat: int) -> bool:
    kind = st.deal.kind
    if kind == "minimum":
        return False
    if kind == "maximum":
        return True
    return st.taken[seat] < st.bids[seat]


def normal_bot(view: View, rng: random.Random) -> str:
    st = view.state
    assert isinstance(st, RussianPokerState)
    legal = view.legal
    seat = view.seat
    if len(legal) == 1:
        return legal[0]
    if st.phase == CUT:
        return rng.choice(legal)
    if st.phase == BID:
        bids = [int(a[4:]) for a in legal]
        return f"bid {choose_bid(st, seat, bids)}"
    return choose_play(st, seat, legal, rng)


def choose_play(st: RussianPokerState, seat: int, legal: list[str], rng: random.Random) -> str:
    want = want_tricks(st, seat)
    cards = [c for c in st.hands[seat] if PLAY_TEXT[c] in legal]
    key = lambda c: (strength(st, c), rng.random())  # noqa: E731
    left = st.deal.cards - st.tricks_done
    need = st.bids[seat] - st.taken[seat] if st.deal.bidding != "none" and st.bids[seat] >= 0 else left
    if not st.trick:
        if BIG in legal and want and (st.deal.kind == "maximum" or need == 1 or need >= left):
            return BIG
        if want:
            return PLAY_TEXT[max(cards, key=key)]
        return PLAY_TEXT[min(cards, key=key)]
    wins = [wins_now(st, c) for c in cards]
    if want and not any(wins) and HIGH in legal and (need == 1 or need >= left):
        return HIGH
    return PLAY_TEXT[contract_card(cards, wins, want, key)]
