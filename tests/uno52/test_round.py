"""Uno 52 deal, blinds, chips and match end (uno52.md sections 3 and 6), and what views hide."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.engine.cards import UNKNOWN
from cardtable.engine.match import Match
from cardtable.engine.position import PositionError
from cardtable.games.uno.state import NUM
from cardtable.games.uno52.options import Uno52Options
from cardtable.games.uno52.spec import SPEC, first_dealer
from cardtable.games.uno52.state import Uno52State

from .helpers import DULL, chips_total, cp, match, position, stacks


def test_deal_shapes_and_starter() -> None:
    for n in (2, 3, 4):
        m = Match(SPEC, Uno52Options(), n, seed=7 + n)
        st = m.hand
        assert isinstance(st, Uno52State)
        kind = st.T.kind
        assert all(len(h) == 7 for h in st.hands)
        for s in range(n):
            assert all(len(stack) == 1 and kind[stack[0]] == NUM for stack in st.open[s])
        assert len(st.discard) == 1 and kind[st.discard[0]] == NUM
        assert sum(len(z.cards) for z in st.zones()) == 240
        assert st.turn == m.next_active(m.dealer)


def test_first_dealer_high_card_with_redraws() -> None:
    for seed in range(40):
        dealer, draws = first_dealer(random.Random(seed), [0, 1, 2, 3])
        deck = SPEC.deck_for(Uno52Options())
        last = draws[-1]
        best = max(deck.rank_of[c] for _, c in last)
        assert [s for s, c in last if deck.rank_of[c] == best] == [dealer]
        for row in draws[:-1]:  # every earlier pass was a tie for the highest rank
            top = max(deck.rank_of[c] for _, c in row)
            assert sum(deck.rank_of[c] == top for _, c in row) >= 2
    # some seed shows a redraw
    assert any(len(first_dealer(random.Random(s), [0, 1, 2, 3])[1]) > 1 for s in range(200))


@pytest.mark.parametrize("n", [2, 3, 4])
def test_blinds_and_ante(n: int) -> None:
    m = Match(SPEC, Uno52Options(), n, seed=3)
    st = m.hand
    d = m.dealer
    if n == 2:
        assert (st.sb, st.bb) == (d, 1 - d)
    else:
        assert st.sb == (d + 1) % n and st.bb == (d + 2) % n
    assert (st.sbp, st.bbp, st.cp) == (4, 8, 2 * n)
    assert sum(st.chips) == 100 * n - 4 - 8 - 2 * n


def test_short_stacks_pay_all_they_have_and_zero_chips_is_out() -> None:
    m = match(position(3, [["R8c"], ["R2s", "R3s"], ["B3s", "B4s"]], ["R5c"], turn=0,
                       chips=[100, 0, 3], sbp=4, bbp=8, cp=12,
                       open=[stacks("RAs RAc GAd YAh R5s"), DULL[1], DULL[2]]))
    m.apply(0, "play R8c")  # seat 0 out with the sole best hand: 24
    assert m.eliminated == {1}
    st = m.hand
    assert st.gone == (1,) and st.hands[1] == [] and all(not s for s in st.open[1])
    # 2 left: the dealer is the SB; seat 2 pays what it has
    assert st.sb == m.dealer
    assert chips_total(m) == 100 + 24 + 3


def test_survivor_takes_the_cp_and_wins() -> None:
    m = match(position(2, [["R8c"], ["R2s", "R3s"]], ["R5c"], turn=0, chips=[150, 0], sbp=4, bbp=8, cp=38,
                       open=[DULL[0], stacks("RAs RAc GAd YAh R5s")]))
    m.apply(0, "play R8c")  # seat 0 takes the BBP, seat 1 the SBP; seat 1 still has chips
    assert not m.over
    m2 = match(position(2, [["R8c"], ["R2s", "R3s"]], ["R5c"], turn=0, chips=[188, 0], sbp=4, bbp=8, cp=0,
                        open=[stacks("RAs RAc GAd YAh R5s"), DULL[1]]))
    m2.apply(0, "play R8c")
    assert m2.over and m2.ranking == [1, 2]
    assert m2.sheet.totals() == [200, 0]


def test_max_rounds_ranks_by_chips_and_keeps_the_cp() -> None:
    m = match(position(3, [["R8c"], ["R2s", "R3s"], ["B3s", "B4s"]], ["R5c"], turn=0,
                       chips=[50, 50, 50], sbp=4, bbp=8, cp=50,
                       open=[DULL[0], DULL[1], stacks("RAs RAc GAd YAh R5s")]), max_rounds=1)
    m.apply(0, "play R8c")
    assert m.over
    assert m.sheet.totals() == [58, 50, 54]
    assert m.ranking == [1, 3, 2]
    assert cp(m) == 50


def test_position_errors_name_the_key() -> None:
    bad = position(2, [["R8c"], ["R2s"]], ["R5c"], open=[DULL[0], [["RS"], ["Y2d"], ["G4h"], ["Y6s"], ["G8c"]]])
    with pytest.raises(PositionError, match="open.1.0"):
        match(bad)
    with pytest.raises(PositionError, match="colour"):
        match(position(2, [["R8c"], ["R2s"]], ["W"]))
    with pytest.raises(PositionError, match="open.0"):
        match(position(2, [["R8c"], ["R2s"]], ["R5c"], open=[DULL[0][:4], DULL[1]]))


def test_closed_hands_do_not_leak_and_open_hands_are_public() -> None:
    m = Match(SPEC, Uno52Options(), 3, seed=11)
    for seat in range(3):
        v = m.view(seat)
        for s in range(3):
            if s != seat:
                assert all(c == UNKNOWN for c in v.state.hands[s])
            assert v.state.open[s] == m.hand.open[s]
        assert all(c == UNKNOWN for c in v.state.stock)


def _play_match(seed: int, n: int, opts: Uno52Options, max_actions: int) -> Match:
    m = Match(SPEC, opts, n, seed)
    rng = random.Random(seed)
    total = n * opts.starting_chips
    for _ in range(max_actions):
        if m.over:
            break
        seat = m.to_act()[0]
        legal = m.legal_actions(seat)
        m.apply(seat, SPEC.normal_bot(m.view(seat), rng) if rng.random() < 0.7 else rng.choice(legal))
        if not m.over:
            assert chips_total(m) == total  # chips held plus the three pots never change
    if m.over:
        assert sum(m.sheet.totals()) + cp(m) == total
    return m


@settings(max_examples=10)
@given(st.integers(0, 10**6), st.integers(2, 4), st.booleans(), st.booleans(),
       st.integers(26, 60), st.integers(0, 10), st.integers(1, 12), st.integers(0, 4))
def test_chips_are_conserved(seed, n, stacking, bluff, start, sb, bb, ante) -> None:
    opts = Uno52Options(starting_chips=start, small_blind=sb, big_blind=bb, ante=ante,
                        stacking=stacking, wild4_bluff=bluff)
    _play_match(seed, n, opts, 600)


def test_short_matches_end() -> None:
    m = _play_match(5, 3, Uno52Options(starting_chips=14), 20_000)
    assert m.over and sorted(m.ranking)[0] == 1


def test_stacked_deal_replaces_open_actions_and_re_turns_the_starter() -> None:
    deck = SPEC.deck_for(Uno52Options())
    ranked = [t for t in dict.fromkeys(deck.texts) if deck.cards[deck.ids(t)[0]].kind == "rank"]
    closed, opened = ranked[:14], ranked[14:24]
    top = closed + ["GS"] + opened + ["W", "RS", "R7c"]  # an action in the open deal, two before the starter
    m = Match(SPEC, Uno52Options(), 2, seed=4, deck_top=deck.parse_many(top))
    st = m.hand
    texts = deck.texts
    first = m.next_active(m.dealer)
    assert texts[st.open[first][0][0]] == opened[0]  # GS was set aside, the next card replaced it
    assert texts[st.discard[0]] == "R7c"
    assert sorted(texts[c] for c in st.hands[0] + st.hands[1]) == sorted(closed)
    assert {"GS", "W", "RS"} <= {texts[c] for c in st.stock}


def test_public_info_shows_what_each_paid() -> None:
    m = Match(SPEC, Uno52Options(), 3, seed=3)
    info = m.hand.public_info()
    paid = info["paid"]
    assert sum(paid) == sum(info["pots"].values())
    assert paid[m.hand.sb] == 4 + 2 and paid[m.hand.bb] == 8 + 2
