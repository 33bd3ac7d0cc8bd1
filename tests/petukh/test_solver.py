"""The hard bot's exact play of a hand's tricks (games/petukh/solver.py) against the engine itself."""

from __future__ import annotations

import random

from cardtable.bots.ismcts import HandValue
from cardtable.engine.state import determinize
from cardtable.games.petukh.bot import normal_bot
from cardtable.games.petukh.solver import normal_pick, solve
from cardtable.games.petukh.spec import SPEC
from cardtable.games.petukh.state import PLAY, PetukhState
from tests.helpers import play

G = "petukh"


def by_engine(st: PetukhState, me: int, value: HandValue) -> list[float]:
    """The same search written on the engine's own moves: ``me`` tries every card he may play,
    the others play ``normal_pick``; the best finished hand's values for ``me``."""
    if st.over or st.phase != PLAY:
        return value(st)
    seat = st.turn
    legal = st.play_cards(seat)
    options = legal if seat == me else [normal_pick(st, legal, st.trick, st.win_idx if st.trick else 0)]
    best: list[float] | None = None
    for c in options:
        nxt = st.clone()
        assert isinstance(nxt, PetukhState)
        nxt.apply(seat, f"play {st.deck.texts[c]}")
        vals = by_engine(nxt, me, value)
        if best is None or vals[me] > best[me]:
            best = vals
    assert best is not None
    return best


def play_positions(n: int, seeds: range):
    """Views of the seat to play at every card of random normal-bot matches."""
    for seed in seeds:
        m = play(G, n, seed=seed)
        rng = random.Random(seed)
        while not m.over and m.hand_no < 3:
            seat = m.to_act()[0]
            view = m.view(seat)
            if isinstance(m.hand, PetukhState) and m.hand.phase == PLAY:
                yield view
            m.apply(seat, normal_bot(view, rng))


def test_the_solver_finds_what_the_engine_finds():
    checked = 0
    for n in (2, 3):
        for view in play_positions(n, range(8)):
            value = HandValue(SPEC, view)
            deal = determinize(view, random.Random(checked))
            assert isinstance(deal, PetukhState)
            memo: dict = {}
            got = solve(deal, view.seat, value, memo)
            assert got == by_engine(deal, view.seat, value)
            checked += 1
    assert checked > 100


def test_the_solver_keeps_out_of_what_it_does_not_know():
    """Not the card play, or the seat not in it: the playout goes on as usual."""
    m = play(G, 2, seed=3)
    st = m.hand
    assert isinstance(st, PetukhState) and st.phase != PLAY
    value = HandValue(SPEC, m.view(0))
    assert solve(st, 0, value, {}) is None
