"""The normal Kids' Poker bot: the heuristics of kids_poker.md section 11, reading only its view.

Before looking it decides between a dark bid and a look without reading its hand (which its view
does not even hold: an unlooked hand is all backs): dark only when behind the leader by more than
40 points or in the dark deals, and then about a fair share of the tricks, n / N, never more
(``dark_call``: a quarter under it, less when leading, no more than the earlier calls leave).  Looking, it
counts sure tricks (♦ A and K, the Q with length, side aces, the poker), half a trick per diamond
beyond three, and passes a weak hand without the poker.  Play is the shared contract play
(``engine.tricks.contract_card``): win cheaply until the bid is made, then duck; the poker HIGH
secures the last trick needed and «по козырям» strips the diamonds when it holds the next-highest.
"""

from __future__ import annotations

import random

from cardtable.engine.mechanics.tricks import contract_card, estimate_tricks
from cardtable.engine.state import View

from .state import (
    BID,
    DIAMONDS,
    HIGH,
    PLAIN,
    PLAY_TEXT,
    POKER,
    RULES,
    TRUMPS,
    KidsPokerState,
)

BEHIND = 40
TRUMP_BONUS = 20


def strength(st: KidsPokerState, c: int) -> int:
    return st.deck.rank_of[c] + (TRUMP_BONUS if st.deck.suit_of[c] == DIAMONDS else 0)


def estimate(st: KidsPokerState, hand: list[int]) -> float:
    """Expected tricks of a looked hand (section 11; ``engine.tricks.estimate_tricks``, the poker sure)."""
    sure = frozenset((POKER,)) if st.opts.poker_card else frozenset()
    return estimate_tricks(st.deck, hand, st.n, st.deal.cards, DIAMONDS, frozenset(st.played), sure)


def _calls(legal: list[str], dark: bool) -> dict[int, str]:
    """Legal calls by number (0 = pass), open or dark."""
    out = {}
    for a in legal:
        w = a.split(" ")
        if (w[-1] == "dark") != dark or w[0] not in ("bid", "pass"):
            continue
        out[0 if w[0] == "pass" else int(w[1])] = a
    return out


def nearest(calls: dict[int, str], want: int) -> str:
    return calls[min(calls, key=lambda b: (abs(b - want), b))]


def dark_call(view: View, st: KidsPokerState) -> int:
    """How many tricks to call dark, from public facts only (the bot has not seen its cards).

    The spec's "about n/N, never more" (section 11), made to answer the table: measured over 300
    dark deals of normal bots per case, a blind call a quarter under the fair share earns the most
    (4 players, 9 cards: 1 trick +9.0, 2 tricks +8.4, 3 tricks -4.8 on average; 3 players, 12 cards:
    2-3 tricks +14.5, 4 tricks +6.8), because a missed trick costs 20 and an extra one earns 2.
    So: three quarters of n/N; the fair share itself when behind the leader by more than
    ``BEHIND`` (the doubled score is worth the risk); a trick less when leading the match; and
    never more than the tricks the earlier calls of this deal leave, shared with the callers still
    to come.  The old fixed n/N made every bot call the same number in every dark deal."""
    seat, n, cards = view.seat, st.n, st.deal.cards
    fair = cards / n
    want = max(1, round(0.75 * fair))
    scores = view.scores or [0] * n
    others = [x for s, x in enumerate(scores) if s != seat]
    if others and max(scores) - scores[seat] > BEHIND:
        want = max(want, int(fair))
    elif others and scores[seat] > max(others):
        want -= 1
    made = [b for b in st.bids if b >= 0]
    left = cards - sum(made)
    to_call = n - len(made)
    if to_call > 0:
        want = min(want, round(left / to_call))
    return max(1, want)


def choose_bid(view: View, st: KidsPokerState) -> str:
    seat, legal = view.seat, view.legal
    dark = _calls(legal, True)
    if "look" in legal or not _calls(legal, False):
        scores = view.scores or [0] * st.n
        behind = max(scores) - scores[seat] > BEHIND if scores else False
        if "look" not in legal or behind:
            return nearest(dark, dark_call(view, st))
        return "look"
    calls = _calls(legal, False)
    est = estimate(st, st.hands[seat])
    if est < 0.5 and (POKER not in st.hands[seat] or not st.opts.poker_card):
        want = 0
    else:
        want = max(1, int(est + 0.5))
    return nearest(calls, want)


def wins_now(st: KidsPokerState, c: int) -> bool:
    if not st.trick:
        return True
    if st.lock:
        return False
    return RULES.beats(c, st.trick[st.win_idx], st.deck.suit_of[st.trick[0]], DIAMONDS)


def holds_next_diamond(st: KidsPokerState, hand: list[int]) -> bool:
    """Whether the highest diamond still out is not ours but the next one is (a trump call draws it)."""
    gone = set(st.played) | set(st.trick)
    out = sorted((c for c in RULES.suit_cards[DIAMONDS] if c not in gone), key=st.deck.rank_of.__getitem__,
                 reverse=True)
    return len(out) >= 2 and out[0] not in hand and out[1] in hand


def normal_bot(view: View, rng: random.Random) -> str:
    st = view.state
    assert isinstance(st, KidsPokerState)
    legal = view.legal
    if len(legal) == 1:
        return legal[0]
    if st.phase == BID:
        return choose_bid(view, st)
    seat = view.seat
    hand = st.hands[seat]
    poker = st.opts.poker_card
    want = st.taken[seat] < st.bids[seat]
    left = st.deal.cards - st.tricks_done
    need = st.bids[seat] - st.taken[seat]
    cards = [c for c in hand if PLAY_TEXT[c] in legal and not (poker and c == POKER)]
    if poker and PLAIN in legal and not want:
        cards.append(POKER)  # a plain 7♠ is a handy low card to duck with
    key = lambda c: (strength(st, c), rng.random())  # noqa: E731
    if want and HIGH in legal and (need == 1 or need >= left) and not any(wins_now(st, c) for c in cards
                                                                           if st.trick):
        return HIGH
    if want and TRUMPS in legal and need >= 2 and holds_next_diamond(st, hand):
        return TRUMPS
    if not cards:
        return PLAIN if PLAIN in legal else HIGH
    c = contract_card(cards, [wins_now(st, c) for c in cards], want, key)
    return PLAIN if poker and c == POKER else PLAY_TEXT[c]
