"""``bot.playout`` (the hard bot's fused rollout, ``Uno52Spec.playout``) against the search's own
loop: from the same deal with the same generator, the same hand to the end and the same draws."""

from __future__ import annotations

import random

import pytest

from cardtable.bots.ismcts import MAX_ROLLOUT, decider, normal_policy
from cardtable.engine.game import get_game
from cardtable.engine.match import Match
from cardtable.engine.state import determinize
from cardtable.games.uno52.bot import playout


def _loop(st, rng, limit: int) -> None:
    spec = get_game("uno52")
    policy = normal_policy(spec, rng, st.action_table())
    steps = 0
    while not st.over:
        s = decider(st)
        st.apply_id(s, policy(st, s, st.legal_ids(s)))
        steps += 1
        if steps >= limit:
            break


@pytest.mark.parametrize(("n", "rules"), [(2, {}), (3, {"stacking": True}), (4, {}), (4, {"wild4_bluff": True})])
def test_playout_is_the_search_loop(n: int, rules: dict) -> None:
    spec = get_game("uno52")
    opts = spec.options_model(**rules)
    done = 0
    for seed in range(3):
        m = Match(spec, opts, n, 500 + seed)
        brng = random.Random(seed)
        k = 0
        while not m.over and m.hand_no == 1:
            seat = m.to_act()[0]
            view = m.view(seat)
            k += 1
            if k % 4 == 0:
                for j in range(4):
                    st = determinize(view, random.Random(j), True, quiet=True)
                    for limit in (3, MAX_ROLLOUT + 1):
                        a, b = st.clone(), st.clone()
                        ra, rb = random.Random(j), random.Random(j)
                        _loop(a, ra, limit)
                        playout(b, rb, limit)
                        assert a.fingerprint() == b.fingerprint()
                        assert ra.getstate() == rb.getstate()
                        done += 1
            m.apply(seat, spec.normal_bot(view, brng))
    assert done > 20
