"""Issue 21: a quiet state (a search deal: no void books) reaches the same rules state as the loud
one on the same actions, in every game; and the search hands quiet deals to its playouts."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.game import REGISTRY, get_game
from cardtable.engine.match import Match
from cardtable.engine.state import determinize

BOOKS = ("voids", "quiet")
"""What a quiet state does not keep; everything else of the fingerprint is the rules state."""


def rules_state(st) -> tuple:
    return tuple((k, v) for k, v in st.fingerprint() if k not in BOOKS)


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_quiet_and_loud_states_reach_the_same_rules_state(game):
    spec = get_game(game)
    lo, hi = spec.players if hasattr(spec, "players") else (2, 4)
    checked = 0
    for seed in range(6):
        n = 2 + seed % 3
        m = Match(spec, spec.options_model(), n, 100 + seed)
        loud = m.hand.clone()
        quiet = m.hand.clone()
        quiet.quiet = True
        quiet.voids = ()
        rng = random.Random(seed)
        for _ in range(400):
            if loud.over:
                break
            assert quiet.to_act() == loud.to_act()
            seat = loud.to_act()[0]
            legal = loud.legal_actions(seat)
            assert quiet.legal_actions(seat) == legal
            a = legal[rng.randrange(len(legal))]
            loud.apply(seat, a)
            quiet.apply(seat, a)
            assert quiet.voids == (), "a quiet state kept void books"
            assert rules_state(quiet) == rules_state(loud)
            checked += 1
        assert quiet.over == loud.over
    assert checked > 20


@pytest.mark.parametrize("game", ["uno", "hundred_one", "durak"])
def test_a_search_deal_is_quiet_and_a_plain_one_is_not(game):
    spec = get_game(game)
    m = Match(spec, spec.options_model(), 3, 7)
    view = m.view(m.to_act()[0])
    assert determinize(view, random.Random(1), quiet=True).quiet
    plain = determinize(view, random.Random(1))
    assert not plain.quiet
    assert plain.clone().quiet is False
