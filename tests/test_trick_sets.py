"""engine.trick_sets alone: heading, ducking, what a follower may still pick, the leader's limit."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from cardtable.engine.mechanics.trick_sets import (
    EACH_CARD,
    can_duck,
    can_head,
    duck_bound,
    heads,
    lead_limit,
    may_pick,
    pickable,
)

# rank indices: 2=0 .. 10=8, J=9, Q=10, K=11, A=12


def test_heads_by_top_card_and_card_by_card():
    assert heads([6], [6])  # equal heads
    assert heads([0, 11], [5, 5])  # 2,K over 7,7 by the top card
    assert not heads([0, 11], [5, 5], EACH_CARD)  # 2 < 7
    assert heads([5, 11], [5, 5], EACH_CARD)
    assert heads([9, 10, 11], [10, 10, 10])  # seed example 3: J,Q,K heads Q,Q,Q
    assert not heads([9, 10, 11], [10, 10, 10], EACH_CARD)


def test_the_duck_is_the_m_lowest_with_ties_at_the_boundary():
    held = [1, 3, 3, 7]  # 3, 5, 5, 9
    assert duck_bound(held, 2) == (3, 1)  # the 3 (rank 1) and any one of the two 5s (rank 3)
    assert can_duck([1, 3], held, 2)
    assert not can_duck([3, 3], held, 2)
    assert not can_duck([1, 7], held, 2)


def test_may_pick_follows_both_choices_and_must_head():
    # example 2: B holds 2,4,9,K against 7,7
    held, best = [0, 2, 7, 11], [5, 5]
    assert may_pick([0], [2, 7, 11], held, 2, best)  # a 2 may start a head (2,K) or the duck (2,4)
    assert may_pick([0, 11], [2, 7], held, 2, best)
    assert not may_pick([0, 7], [2, 11], held, 2, best, EACH_CARD)  # 2,9: neither heads card by card nor ducks
    assert may_pick([0, 2], [7, 11], held, 2, best, EACH_CARD)  # the duck
    # must head: a duck start that cannot head is refused while a head exists
    assert not may_pick([0, 2], [7, 11], held, 2, best, must_head=True)
    # example 1: C holds 3,5,7 against an 8: only the 3
    assert [r for r in (1, 3, 5) if may_pick([r], [x for x in (1, 3, 5) if x != r], [1, 3, 5], 1, [6])] == [1]


def test_lead_limit_keeps_a_card():
    assert lead_limit(3) == 2  # example 3: 9,9,9 -> one or two
    assert lead_limit(2) == 1
    assert lead_limit(1) == 1
    assert lead_limit(7, multi=False) == 1


@given(held=st.lists(st.integers(0, 12), min_size=2, max_size=9), best=st.lists(st.integers(0, 12), min_size=1,
                                                                                 max_size=3),
       rule=st.sampled_from(["highest_card", EACH_CARD]), must=st.booleans())
def test_every_card_picked_by_may_pick_completes_to_a_legal_set(held, best, rule, must):
    """Greedy picking of any card ``may_pick`` allows always ends in a heading set or a duck."""
    m = min(len(best), len(held) - 1) or 1
    best = best[:m]
    rest, picked = sorted(held), []
    while len(picked) < m:
        ok = [r for i, r in enumerate(rest) if may_pick(picked + [r], rest[:i] + rest[i + 1:], held, m, best,
                                                        rule, must)]
        assert ok, "a follower was left with no legal card"
        r = ok[len(ok) // 2]
        picked.append(r)
        rest.remove(r)
    headed = heads(picked, best, rule)
    assert headed or (can_duck(picked, held, m) and not (must and can_head([], held, m, best, rule)))


@given(held=st.lists(st.integers(0, 12), min_size=2, max_size=9), best=st.lists(st.integers(0, 12), min_size=1,
                                                                                 max_size=3),
       k=st.integers(0, 2), rule=st.sampled_from(["highest_card", EACH_CARD]), must=st.booleans())
def test_pickable_is_may_pick_for_every_rank(held, best, k, rule, must):
    m = min(len(best), len(held) - 1) or 1
    best = best[:m]
    picked = sorted(held)[:min(k, m - 1)]  # a duck start, whatever it is worth
    hand = list(held)
    for r in picked:
        hand.remove(r)
    want = {r for i, r in enumerate(hand) if may_pick(picked + [r], hand[:i] + hand[i + 1:], held, m, best, rule, must)}
    assert pickable(picked, hand, held, m, best, rule, must) == want


def test_pickable_top_is_pickable_under_the_highest_card_rule() -> None:
    """The fast path the state asks (card ids, top rank) gives the cards whose ranks ``pickable`` gives."""
    import random

    from cardtable.engine.cards import french_deck
    from cardtable.engine.mechanics.trick_sets import pickable, pickable_top

    deck = french_deck(52)
    rank = deck.rank_of
    rng = random.Random(34)
    checked = 0
    for _ in range(4000):
        m = rng.randint(1, 4)
        held = rng.sample(range(52), rng.randint(m, 9))
        picked_cards = held[:rng.randint(0, m - 1)]
        hand = held[len(picked_cards):]
        best = [rng.randrange(13)] * m if rng.random() < 0.5 else [rng.randrange(13) for _ in range(m)]
        must = rng.random() < 0.3
        picked = [rank[c] for c in picked_cards]  # any picks, reachable or not: the answers agree
        want = pickable(picked, [rank[c] for c in hand], [rank[c] for c in held], m, best, "highest_card", must)
        got = pickable_top(picked, hand, held, m, max(best), rank, must)
        assert got == [c for c in hand if rank[c] in want], (picked, hand, held, m, best, must)
        checked += 1
    assert checked == 4000
