"""The fast poker path (``poker.hand_key``/``KeyedValues``, ``state.poker_key``, the bot's cover
keys) against ``poker.evaluate`` on many random hands: the same values, the same order."""

from __future__ import annotations

import random

from cardtable.engine.mechanics.poker import (
    FLUSH_BIT,
    HandRank,
    KeyedValues,
    evaluate,
    hand_key,
    strength,
    strength_category,
)
from cardtable.games.uno52.state import poker_key, poker_strength, poker_value, tables52


def _ranked() -> list[int]:
    T = tables52()
    return [c for c in range(len(T.rank_ix)) if T.rank_ix[c] >= 0]


def _slow(cards: list[int]) -> HandRank:
    d = tables52().deck
    return evaluate([(d.rank_of[c], d.suit_of[c]) for c in cards])


def test_random_deck_hands_match_evaluate() -> None:
    rng = random.Random(52)
    ranked = _ranked()
    hands = [rng.sample(ranked, 5) for _ in range(20_000)]
    # hands rich in flushes, pairs and straights, which random draws from 208 cards rarely give
    T = tables52()
    by_suit = {s: [c for c in ranked if T.suit_ix[c] == s] for s in range(4)}
    hands += [rng.sample(by_suit[rng.randrange(4)], 5) for _ in range(5_000)]
    few = [c for c in ranked if T.rank_ix[c] in (0, 1, 2, 3, 12)]
    hands += [rng.sample(few, 5) for _ in range(5_000)]
    slow = [_slow(h) for h in hands]
    for h, v in zip(hands, slow, strict=True):
        assert poker_value(h) == v
        assert type(poker_value(h).category) is type(v.category)
        assert strength_category(poker_strength(poker_key(T, h))) == v.category
    order = sorted(range(len(hands)), key=lambda i: slow[i])
    for i, j in zip(order, order[1:], strict=False):  # strengths order and tie exactly as the values do
        si, sj = poker_strength(poker_key(T, hands[i])), poker_strength(poker_key(T, hands[j]))
        assert (si < sj) == (slow[i] < slow[j]) and (si == sj) == (slow[i] == slow[j])


def test_every_key_matches_evaluate() -> None:
    """Every rank multiset, flush and not, through ``KeyedValues`` on (rank, suit) pairs."""
    from itertools import combinations_with_replacement

    kv = KeyedValues()
    for ranks in combinations_with_replacement(range(13), 5):
        for flush in (False, True):
            suits = [0] * 5 if flush else [0, 1, 0, 0, 0]
            v = evaluate(list(zip(ranks, suits, strict=True)))
            k = hand_key(ranks, flush)
            assert kv.value(k) == v
            assert kv.strength(k) == strength(v)


def test_cover_keys_match_the_new_hand() -> None:
    """The bot's cover key (``bot._overlay``: the open hand's key changed by one card, with the
    flush bit when the other four tops have the cover's suit) is the new hand's key."""
    rng = random.Random(7)
    T = tables52()
    ranked = _ranked()
    by_suit = {s: [c for c in ranked if T.suit_ix[c] == s] for s in range(4)}
    for i in range(5_000):
        tops = rng.sample(by_suit[rng.randrange(4)] if i % 2 else ranked, 6)
        c, tops = tops[5], tops[:5]
        if i % 3 == 0:
            tops[rng.randrange(5)] = rng.choice(ranked)
        of_suit = [0, 0, 0, 0]
        for t in tops:
            of_suit[T.suit_ix[t]] += 1
        base = sum(T.rank_unit[t] for t in tops)
        for slot in range(5):
            new = tops[:]
            new[slot] = c
            k = base - T.rank_unit[tops[slot]] + T.rank_unit[c]
            sc = T.suit_ix[c]
            if of_suit[sc] - (T.suit_ix[tops[slot]] == sc) == 4:
                k += FLUSH_BIT
            assert k == poker_key(T, new)
