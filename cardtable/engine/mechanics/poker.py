"""A poker-hand evaluator for decks that may hold duplicates of one card (Uno 52's 240 cards).

A card is given as ``(rank, suit)`` with ``rank`` the index in ``FRENCH_RANKS`` (2 = 0 .. A = 12)
and ``suit`` any hashable suit id; colours and other card facts are the caller's business.
The result is a ``HandRank`` named tuple ``(category, ranks)`` whose natural tuple order is the
poker order, so hands compare with ``<``/``==`` and ``max`` picks the best; equal values split.

Categories (uno52.md section 6, best first): five of a kind, royal flush, straight flush, four
of a kind, full house, flush, straight, three of a kind, two pair, one pair, high card.  Because
one suit may hold a rank twice, a hand can fit several categories (K♠K♠K♠5♠5♠ is a full house
and a flush); the highest one that applies is the hand's category, which the order of the
checks below guarantees.  Suits never break ties.  The ace is high, and low only in A-2-3-4-5;
straights do not wrap.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from enum import IntEnum
from itertools import combinations
from typing import NamedTuple

from cardtable.engine.cards import FRENCH_RANKS, RU_RANKS

ACE = 12
FIVE = 3
HAND_SIZE = 5


class Category(IntEnum):
    """Hand categories, weakest first, so that a higher value is a better hand."""

    HIGH_CARD = 0
    ONE_PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8
    ROYAL_FLUSH = 9
    FIVE_OF_A_KIND = 10


class HandRank(NamedTuple):
    """A comparable hand value: the category, then the rank indices that break ties, in order."""

    category: Category
    ranks: tuple[int, ...]


def _straight_top(distinct_desc: list[int]) -> int:
    """The top rank of a straight made by five distinct ranks (high to low), or -1."""
    if len(distinct_desc) != HAND_SIZE:
        return -1
    if distinct_desc[0] - distinct_desc[4] == 4:
        return distinct_desc[0]
    if distinct_desc == [ACE, 3, 2, 1, 0]:  # A-2-3-4-5: the ace is low, the five is the top
        return FIVE
    return -1


def evaluate(cards: Sequence[tuple[int, Hashable]]) -> HandRank:
    """The value of exactly five cards given as ``(rank index, suit)``."""
    if len(cards) != HAND_SIZE:
        raise ValueError(f"a poker hand has {HAND_SIZE} cards, not {len(cards)}")
    counts: dict[int, int] = {}
    for r, _ in cards:
        if not 0 <= r <= ACE:
            raise ValueError(f"rank index {r} is not one of 0..{ACE}")
        counts[r] = counts.get(r, 0) + 1
    # rank groups, biggest group first, then the higher rank: (count, rank)
    groups = sorted(((n, r) for r, n in counts.items()), reverse=True)
    shape = [n for n, _ in groups]
    by_group = tuple(r for _, r in groups)
    high_to_low = tuple(sorted((r for r, _ in cards), reverse=True))
    flush = len({s for _, s in cards}) == 1
    top = _straight_top(sorted(counts, reverse=True))
    if shape[0] == 5:
        return HandRank(Category.FIVE_OF_A_KIND, by_group)
    if flush and top == ACE:
        return HandRank(Category.ROYAL_FLUSH, ())
    if flush and top >= 0:
        return HandRank(Category.STRAIGHT_FLUSH, (top,))
    if shape[0] == 4:
        return HandRank(Category.FOUR_OF_A_KIND, by_group)
    if shape == [3, 2]:
        return HandRank(Category.FULL_HOUSE, by_group)
    if flush:
        return HandRank(Category.FLUSH, high_to_low)
    if top >= 0:
        return HandRank(Category.STRAIGHT, (top,))
    if shape[0] == 3:
        return HandRank(Category.THREE_OF_A_KIND, by_group)
    if shape[:2] == [2, 2]:
        return HandRank(Category.TWO_PAIR, by_group)
    if shape[0] == 2:
        return HandRank(Category.ONE_PAIR, by_group)
    return HandRank(Category.HIGH_CARD, high_to_low)


def best_of(cards: Sequence[tuple[int, Hashable]]) -> HandRank:
    """The best five-card value among five or more cards (for games that pick 5 of 7)."""
    return max(evaluate(combo) for combo in combinations(cards, HAND_SIZE))


def winners(values: Iterable[HandRank | None] | Iterable[int | None]) -> list[int]:
    """The indices of the best values (several on a tie); ``None`` entries never win.  The values
    may be ``strength`` integers too: they order and tie as the ``HandRank``s do."""
    vals = list(values)
    present = [v for v in vals if v is not None]
    if not present:
        return []
    best = max(present)
    return [i for i, v in enumerate(vals) if v == best]


# -- the fast path: a hand as one integer key, its value memoised ---------------------------------
RANK_UNIT = tuple(1 << (3 * r) for r in range(ACE + 1))
"""Per rank index, its unit in a rank key: a rank key is the sum of its cards' units, so it holds
each rank's count in 3 bits (0..5) and names the hand's rank multiset whatever the order."""
FLUSH_BIT = 1 << (3 * (ACE + 1))
"""Added to a rank key when all five cards share one suit: the key then fixes the value."""
STRENGTH_SHIFT = 4 * HAND_SIZE


def hand_key(ranks: Iterable[int], flush: bool) -> int:
    """The integer key of a five-card hand: its rank multiset (``RANK_UNIT``), plus ``FLUSH_BIT``
    when it is a flush.  ``evaluate`` reads nothing else of a hand (suits only say whether it is a
    flush), so hands of one key have one value; there are 6,188 rank multisets of five cards."""
    return sum(RANK_UNIT[r] for r in ranks) + (FLUSH_BIT if flush else 0)


def strength(value: HandRank) -> int:
    """``value`` as one integer that orders and ties as the ``HandRank`` tuples do: the category,
    then the tie-break ranks as 4-bit digits from the left (a category's tie-break list always has
    one length, so the digits line up)."""
    s = int(value.category)
    ranks = value.ranks
    for i in range(HAND_SIZE):
        s = s << 4 | (ranks[i] + 1 if i < len(ranks) else 0)
    return s


def strength_category(s: int) -> int:
    """The category of a ``strength``."""
    return s >> STRENGTH_SHIFT


_RANK_FIELDS = FLUSH_BIT - 1
_DIGIT_SHIFTS = (16, 12, 8, 4, 0)
_DIGIT = tuple(tuple((r + 1) << sh for r in range(ACE + 1)) for sh in _DIGIT_SHIFTS)
"""``_DIGIT[i][r]``: tie-break rank ``r`` as the ``i``-th digit of a ``strength``."""
_D0, _D1, _D2, _D3, _D4 = _DIGIT
_CAT = tuple(int(c) << STRENGTH_SHIFT for c in Category)
"""Per category, its part of a ``strength`` (plain ints: enum arithmetic is slow)."""
(_HIGH_CARD, _ONE_PAIR, _TWO_PAIR, _THREE, _STRAIGHT, _FLUSH, _FULL_HOUSE, _FOUR, _STRAIGHT_FLUSH, _ROYAL_FLUSH,
 _FIVE) = _CAT


def key_strength(key: int) -> int:
    """``strength(evaluate(hand))`` for any hand of ``hand_key`` ``key``, read off the key itself.

    Why: Uno 52's bots rate every cover by its strength, and each new key cost ~23 us through
    ``evaluate`` (a hand of (rank, suit) pairs rebuilt from the key, dicts, sorts, a ``HandRank``);
    here the rank counts are peeled off the key from the highest rank down (at most five steps),
    the categories are told apart by the groups' shape, in ``evaluate``'s order of checks, and
    the tie-break ranks are added in as digits from tables (``test_poker_keys`` holds the two
    equal on every key)."""
    flush = key >= FLUSH_BIT
    k = key & _RANK_FIELDS
    ranks: list[int] = []  # the distinct ranks, high to low
    counts: list[int] = []  # how many cards of each
    while k:
        sh = (k.bit_length() - 1) // 3 * 3
        n = k >> sh
        k -= n << sh
        ranks.append(sh // 3)
        counts.append(n)
    g = len(ranks)
    if g == 5:
        r0, r1, r2, r3, r4 = ranks
        if r0 - r4 == 4:
            top = r0
        elif r0 == ACE and r1 == FIVE:  # A-5-4-3-2: the ace is low, the five is the top
            top = FIVE
        else:
            top = -1
        if flush:
            if top == ACE:
                return _ROYAL_FLUSH
            if top >= 0:
                return _STRAIGHT_FLUSH | _D0[top]
            return _FLUSH | _D0[r0] | _D1[r1] | _D2[r2] | _D3[r3] | _D4[r4]
        if top >= 0:
            return _STRAIGHT | _D0[top]
        return _HIGH_CARD | _D0[r0] | _D1[r1] | _D2[r2] | _D3[r3] | _D4[r4]
    if g == 1:
        return _FIVE | _D0[ranks[0]]
    if g == 2:  # four and one, or three and two (beat a flush): the bigger group first
        a, b = ranks
        if counts[0] < counts[1]:
            a, b = b, a
        return (_FOUR if counts[0] == 4 or counts[1] == 4 else _FULL_HOUSE) | _D0[a] | _D1[b]
    if flush:  # every card's rank, high to low
        each = [r for r, n in zip(ranks, counts, strict=True) for _ in range(n)]
        return _FLUSH | _D0[each[0]] | _D1[each[1]] | _D2[each[2]] | _D3[each[3]] | _D4[each[4]]
    if g == 4:  # one pair, then the three others high to low
        i = counts.index(2)
        p = ranks.pop(i)
        return _ONE_PAIR | _D0[p] | _D1[ranks[0]] | _D2[ranks[1]] | _D3[ranks[2]]
    if 3 in counts:  # three of a kind, then the two others
        t = ranks.pop(counts.index(3))
        return _THREE | _D0[t] | _D1[ranks[0]] | _D2[ranks[1]]
    kicker = ranks.pop(counts.index(1))  # two pair, high pair first, then the odd card
    return _TWO_PAIR | _D0[ranks[0]] | _D1[ranks[1]] | _D2[kicker]


def strength_value(s: int) -> HandRank:
    """The ``HandRank`` whose ``strength`` is ``s`` (its tie-break ranks are the non-zero digits)."""
    ranks = []
    for sh in _DIGIT_SHIFTS:
        d = s >> sh & 15
        if not d:
            break
        ranks.append(d - 1)
    return HandRank(Category(s >> STRENGTH_SHIFT), tuple(ranks))


class KeyedValues:
    """``evaluate`` by ``hand_key``, memoised (at most 12,376 keys, so never cleared): the one
    evaluation per key (``key_strength``, and ``strength_value`` for the ``HandRank``), then a
    dict lookup.  Why: Uno 52's bots rate every cover of every move in
    the hard bot's rollouts, and a hand's value by its sorted card ids missed half the time in a
    240-card deck and sorted and built tuples on every call.  ``value`` gives the ``HandRank``,
    ``strength`` its order-preserving integer (cheaper to compare).  A hot loop may read the
    ``strengths`` dict itself and call ``strength`` only on a miss."""

    __slots__ = ("values", "strengths")

    def __init__(self) -> None:
        self.values: dict[int, HandRank] = {}
        self.strengths: dict[int, int] = {}

    def value(self, key: int) -> HandRank:
        v = self.values.get(key)
        if v is None:
            v = self.values[key] = strength_value(self.strength(key))
        return v

    def strength(self, key: int) -> int:
        s = self.strengths.get(key)
        if s is None:
            s = self.strengths[key] = key_strength(key)
        return s


# -- names for players ------------------------------------------------------------------------------
CATEGORY_NAMES: dict[str, tuple[str, ...]] = {
    "en": ("high card", "one pair", "two pair", "three of a kind", "straight", "flush", "full house",
           "four of a kind", "straight flush", "royal flush", "five of a kind"),
    "ru": ("старшая карта", "пара", "две пары", "тройка", "стрит", "флеш", "фулл-хаус", "каре",
           "стрит-флеш", "роял-флеш", "покер (пять одинаковых)"),
}
_JOIN = {"en": " and ", "ru": " и "}
_OVER = {"en": " over ", "ru": " на "}
_HIGH = {"en": "{r} high", "ru": "до {r}"}


def rank_name(rank: int, lang: str = "en") -> str:
    """The short player-facing name of a rank index (``K``, or ``К`` in Russian)."""
    text = FRENCH_RANKS[rank]
    return RU_RANKS.get(text, text) if lang == "ru" else text


def describe(value: HandRank, lang: str = "en") -> str:
    """A short player-facing name of a hand value, e.g. ``two pair, K and 5``."""
    lang = lang if lang in CATEGORY_NAMES else "en"
    cat = value.category
    name = CATEGORY_NAMES[lang][cat]
    rs = [rank_name(r, lang) for r in value.ranks]
    if cat == Category.ROYAL_FLUSH:
        return name
    if cat in (Category.TWO_PAIR,):
        return f"{name}, {rs[0]}{_JOIN[lang]}{rs[1]}"
    if cat == Category.FULL_HOUSE:
        return f"{name}, {rs[0]}{_OVER[lang]}{rs[1]}"
    if cat in (Category.STRAIGHT, Category.STRAIGHT_FLUSH, Category.FLUSH, Category.HIGH_CARD):
        return f"{name}, {_HIGH[lang].format(r=rs[0])}"
    return f"{name}, {rs[0]}"


__all__ = ["Category", "HandRank", "evaluate", "best_of", "winners", "describe", "rank_name", "CATEGORY_NAMES",
           "RANK_UNIT", "FLUSH_BIT", "STRENGTH_SHIFT", "hand_key", "strength", "strength_category", "KeyedValues",
           "key_strength", "strength_value"]
