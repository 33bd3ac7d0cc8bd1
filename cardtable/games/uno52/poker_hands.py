"""Uno 52's open poker hands by key (uno52.md section 6): five card ids to ``poker.hand_key``,
and the key's value, strength and name, each memoised by key.

Why by key: a key names a rank multiset and whether it is a flush, which is all the value reads;
the bots rate every cover by the strength of the hand it makes, so each key is evaluated once.
"""

from __future__ import annotations

from cardtable.engine.cards import UNKNOWN
from cardtable.engine.mechanics.poker import FLUSH_BIT, HandRank, KeyedValues, describe

from .tables import Uno52Tables, tables52

_VALUES = KeyedValues()
_NAMES: dict[tuple[int, str], str] = {}


def poker_key(T: Uno52Tables, cards: list[int]) -> int:
    """The ``poker.hand_key`` of five ranked Uno 52 card ids: their rank units, plus the flush bit
    when all five share a suit (colours never matter)."""
    unit, suit = T.rank_unit, T.suit_ix
    a, b, c, d, e = cards
    s = suit[a]
    k = unit[a] + unit[b] + unit[c] + unit[d] + unit[e]
    return k + FLUSH_BIT if s == suit[b] and s == suit[c] and s == suit[d] and s == suit[e] else k


def poker_value(cards: list[int]) -> HandRank:
    """The poker value of five ranked Uno 52 card ids (``evaluate`` by their key, memoised)."""
    return _VALUES.value(poker_key(tables52(), cards))


def key_value(key: int) -> HandRank:
    """The poker value of hand key ``key`` (``poker.evaluate``), memoised."""
    return _VALUES.value(key)


def poker_strength(key: int) -> int:
    """The order-preserving integer of the value of hand key ``key`` (``poker.strength``), memoised:
    what the bots compare covers by."""
    return _VALUES.strength(key)


def key_name(key: int | None, lang: str = "en") -> str:
    """The player-facing name of the poker hand of key ``key`` (``poker.describe``), memoised by
    key: every finished round names the hands (``spec.score_hand``).  "" for None (no hand)."""
    if key is None:
        return ""
    name = _NAMES.get((key, lang))
    if name is None:
        name = _NAMES[key, lang] = describe(_VALUES.value(key), lang)
    return name



def seat_keys(T: Uno52Tables, open_stacks: list[list[list[int]]]) -> list[int | None]:
    """Every seat's ``poker_key`` of its open hand, in one pass (None for a seat out of the
    match).  An open card is never unknown (the stacks are public), so a seat has no hand exactly
    when a stack is empty."""
    unit, suit = T.rank_unit, T.suit_ix
    out: list[int | None] = []
    for o in open_stacks:
        s0, s1, s2, s3, s4 = o
        if not (s0 and s1 and s2 and s3 and s4):
            out.append(None)
            continue
        a, b, c, d, e = s0[-1], s1[-1], s2[-1], s3[-1], s4[-1]
        if a == UNKNOWN or b == UNKNOWN or c == UNKNOWN or d == UNKNOWN or e == UNKNOWN:
            out.append(None)
            continue
        k = unit[a] + unit[b] + unit[c] + unit[d] + unit[e]
        st = suit[a]
        out.append(k + FLUSH_BIT if st == suit[b] and st == suit[c] and st == suit[d] and st == suit[e] else k)
    return out


__all__ = ["poker_key", "poker_value", "key_value", "poker_strength", "key_name", "seat_keys"]
