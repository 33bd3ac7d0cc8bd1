"""The poker-hand evaluator (engine/poker.py) on every category and tie-break of uno52.md section 6."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable.engine.cards import FRENCH_RANKS
from cardtable.engine.mechanics.poker import Category, HandRank, best_of, describe, evaluate, winners


def h(text: str) -> list[tuple[int, str]]:
    """``"9s 9c Ah"`` -> [(rank index, suit)]."""
    return [(FRENCH_RANKS.index(t[:-1]), t[-1]) for t in text.split()]


def cat(text: str) -> Category:
    return evaluate(h(text)).category


@pytest.mark.parametrize("text,expected", [
    ("9s 9c 9d 9h 9s", Category.FIVE_OF_A_KIND),
    ("As Ks Qs Js 10s", Category.ROYAL_FLUSH),
    ("9h 8h 7h 6h 5h", Category.STRAIGHT_FLUSH),
    ("5d 4d 3d 2d Ad", Category.STRAIGHT_FLUSH),
    ("7s 7c 7d 7h Ks", Category.FOUR_OF_A_KIND),
    ("7s 7c 7d Kh Ks", Category.FULL_HOUSE),
    ("2c 9c Jc 4c Kc", Category.FLUSH),
    ("10s Jc Qd Kh As", Category.STRAIGHT),
    ("As 2c 3d 4h 5s", Category.STRAIGHT),
    ("7s 7c 7d 2h Ks", Category.THREE_OF_A_KIND),
    ("7s 7c Kd 2h Ks", Category.TWO_PAIR),
    ("7s 7c Kd 2h 9s", Category.ONE_PAIR),
    ("7s 3c Kd 2h 9s", Category.HIGH_CARD),
])
def test_every_category(text: str, expected: Category) -> None:
    assert cat(text) == expected


def test_duplicates_take_the_highest_category() -> None:
    # two K♠ of different colours exist: K♠K♠K♠5♠5♠ is a full house, not a flush (section 6)
    assert cat("Ks Ks Ks 5s 5s") == Category.FULL_HOUSE
    assert cat("Ks Ks Ks Ks 5s") == Category.FOUR_OF_A_KIND
    assert cat("Ks Ks Ks Ks Ks") == Category.FIVE_OF_A_KIND
    # a one-suit hand with a pair is a flush (flush beats one pair and two pair)
    assert cat("Ks Ks 9s 5s 2s") == Category.FLUSH
    assert cat("Ks Ks 9s 9s 2s") == Category.FLUSH
    assert cat("Ks Ks Ks 9s 2s") == Category.FLUSH


def test_no_wrap_around_and_ace_low_only_in_the_wheel() -> None:
    assert cat("Qs Kc Ad 2h 3s") == Category.HIGH_CARD
    assert cat("Ks Ac 2d 3h 4s") == Category.HIGH_CARD
    assert evaluate(h("As 2c 3d 4h 5s")).ranks == (FRENCH_RANKS.index("5"),)


def test_worked_example_2_ranking() -> None:
    assert evaluate(h("9s 9c 9d 9h 9s")) > evaluate(h("As Ks Qs Js 10s"))
    assert evaluate(h("5d 4d 3d 2d Ad")) < evaluate(h("6c 5c 4c 3c 2c"))


def test_category_order_best_first() -> None:
    ladder = ["9s 9c 9d 9h 9s", "As Ks Qs Js 10s", "9h 8h 7h 6h 5h", "7s 7c 7d 7h Ks", "7s 7c 7d Kh Ks",
              "2c 9c Jc 4c Kc", "10s Jc Qd Kh As", "7s 7c 7d 2h Ks", "7s 7c Kd 2h Ks", "7s 7c Kd 2h 9s",
              "7s 3c Kd 2h 9s"]
    values = [evaluate(h(t)) for t in ladder]
    assert values == sorted(values, reverse=True)
    assert len(set(v.category for v in values)) == 11


# every tie-break of the table: (better, worse) or equal pairs
@pytest.mark.parametrize("better,worse", [
    ("As As Ac Ad Ah", "Ks Ks Kc Kd Kh"),  # five of a kind: rank
    ("Ks Qs Js 10s 9s", "Qh Jh 10h 9h 8h"),  # straight flush: top card
    ("6c 5c 4c 3c 2c", "5d 4d 3d 2d Ad"),  # the steel wheel is lowest
    ("8s 8c 8d 8h 2s", "7s 7c 7d 7h As"),  # four of a kind: quad first
    ("7s 7c 7d 7h Ks", "7s 7c 7d 7h Qs"),  # ... then kicker
    ("8s 8c 8d 2h 2s", "7s 7c 7d Ah As"),  # full house: trips first
    ("8s 8c 8d Ah As", "8s 8c 8d Kh Ks"),  # ... then pair
    ("Ac 9c 7c 4c 2c", "Kc Qc Jc 9c 7c"),  # flush: high card first
    ("Ac 9c 7c 4c 3c", "Ad 9d 7d 4d 2d"),  # ... down to the last card
    ("Ac Kc Kc 4c 3c", "Ad Qd Jd 10d 8d"),  # a flush with duplicates compares high to low
    ("6s 5c 4d 3h 2s", "5s 4c 3d 2h As"),  # straight: top card; the wheel is lowest
    ("As Kc Qd Jh 10s", "Ks Qc Jd 10h 9s"),
    ("9s 9c 9d 2h 3s", "8s 8c 8d Ah Ks"),  # three of a kind: trips first
    ("9s 9c 9d Ah 3s", "9s 9c 9d Kh Qs"),  # ... then kickers
    ("9s 9c 9d Ah 4s", "9s 9c 9d Ah 3s"),
    ("Ks Kc 2d 2h 3s", "Qs Qc Jd Jh As"),  # two pair: high pair
    ("Ks Kc 5d 5h 3s", "Ks Kc 4d 4h As"),  # ... low pair
    ("Ks Kc 5d 5h 4s", "Ks Kc 5d 5h 3s"),  # ... kicker
    ("As Ac 2d 3h 4s", "Ks Kc Ad Qh Js"),  # one pair: pair
    ("As Ac Kd 3h 2s", "As Ac Qd Jh 10s"),  # ... then kickers
    ("As Ac Kd 4h 2s", "As Ac Kd 3h 2s"),
    ("Ah 7c 5d 4h 2s", "Kh Qc Jd 9h 8s"),  # high card: high to low
    ("Ah 7c 5d 4h 3s", "Ah 7c 5d 4h 2s"),
])
def test_tie_breaks(better: str, worse: str) -> None:
    assert evaluate(h(better)) > evaluate(h(worse))


@pytest.mark.parametrize("a,b", [
    ("As Ks Qs Js 10s", "Ah Kh Qh Jh 10h"),  # royal flush: exact tie
    ("9s 8s 7s 6s 5s", "9d 8d 7d 6d 5d"),
    ("As Kc Qd Jh 10s", "Ad Kh Qs Jc 10h"),  # suits never break ties
    ("Ks Kc 5d 5h 3s", "Kd Kh 5s 5c 3d"),
    ("Ac 9c 7c 4c 2c", "Ah 9h 7h 4h 2h"),
    ("Ah 7c 5d 4h 2s", "As 7d 5c 4s 2h"),
])
def test_equal_rank_vectors_split(a: str, b: str) -> None:
    assert evaluate(h(a)) == evaluate(h(b))
    assert winners([evaluate(h(a)), None, evaluate(h(b))]) == [0, 2]


def test_bad_input() -> None:
    with pytest.raises(ValueError):
        evaluate(h("As Ks"))
    with pytest.raises(ValueError):
        evaluate([(13, "s")] * 5)


def test_best_of_seven_and_winners() -> None:
    assert best_of(h("As Ks Qs Js 10s 2c 2d")).category == Category.ROYAL_FLUSH
    assert best_of(h("2c 2d 2h 7s 7c 9d Kh")) == HandRank(Category.FULL_HOUSE, (0, 5))
    assert winners([]) == []
    assert winners([evaluate(h("7s 3c Kd 2h 9s")), evaluate(h("7s 7c Kd 2h 9s"))]) == [1]


def test_describe_en_ru() -> None:
    assert describe(evaluate(h("Ks Kc 5d 5h 3s"))) == "two pair, K and 5"
    assert describe(evaluate(h("Ks Kc 5d 5h 3s")), "ru") == "две пары, К и 5"
    assert describe(evaluate(h("As Ks Qs Js 10s"))) == "royal flush"
    assert describe(evaluate(h("7s 7c 7d Kh Ks"))) == "full house, 7 over K"
    assert describe(evaluate(h("As 2c 3d 4h 5s"))) == "straight, 5 high"
    assert describe(evaluate(h("7s 7c Kd 2h 9s")), "ru") == "пара, 7"
    for c in Category:
        assert describe(HandRank(c, (12, 11, 10, 9, 8)), "ru")


CARD = st.tuples(st.integers(0, 12), st.sampled_from("shdc"))


@given(st.lists(CARD, min_size=5, max_size=5), st.permutations(range(5)), st.permutations("shdc"))
def test_order_and_suit_names_do_not_matter(cards: list, order: list, suits: list) -> None:
    relabel = dict(zip("shdc", suits, strict=True))
    v = evaluate(cards)
    assert evaluate([cards[i] for i in order]) == v
    assert evaluate([(r, relabel[s]) for r, s in cards]) == v
    distinct = len({r for r, _ in cards})
    assert (distinct == 1) == (v.category == Category.FIVE_OF_A_KIND)
    if distinct == 5 and len({s for _, s in cards}) > 1:  # no pairs, no flush: a straight or high card
        assert v.category in (Category.STRAIGHT, Category.HIGH_CARD)
