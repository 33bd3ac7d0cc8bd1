"""A quiet Uno 52 state plays Uno's pile by its own code (``quiet.QuietPile``) and a loud one by
Uno's: on the same actions both reach the same rules state, under every option the pile reads
(stacking, the W+4 bluff, the UNO penalty), move by move."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.game import get_game
from cardtable.engine.match import Match
from tests.test_quiet import rules_state

RULES = [{}, {"stacking": True}, {"wild4_bluff": False}, {"stacking": True, "uno_penalty": 4}]


@pytest.mark.parametrize("rules", RULES)
def test_quiet_play_is_unos_play(rules: dict) -> None:
    spec = get_game("uno52")
    opts = spec.options_model(**rules)
    verbs: set[str] = set()
    for seed in range(12):
        n = 2 + seed % 3
        m = Match(spec, opts, n, 300 + seed)
        loud = m.hand.clone()
        quiet = m.hand.clone()
        quiet.quiet = True
        quiet.voids = ()
        rng = random.Random(seed)
        table = loud.action_table()
        for _ in range(600):
            if loud.over:
                break
            seats = loud.to_act()
            assert quiet.to_act() == seats
            seat = seats[rng.randrange(len(seats))]
            legal = loud.legal_ids(seat)
            assert quiet.legal_ids(seat) == legal
            # plays first, as players mostly do, so that rounds reach their end
            plays = [a for a in legal if table.play[a]] if rng.random() < 0.8 else []
            a = rng.choice(plays or legal)
            verbs.add(table.texts[a].split(" ")[0])
            loud.apply_id(seat, a)
            quiet.apply_id(seat, a)
            assert rules_state(quiet) == rules_state(loud)
        assert quiet.over == loud.over
    assert {"play", "cover", "draw", "pass", "color", "catch"} <= verbs


def test_hand_keys_are_each_seats_hand_key() -> None:
    """``Uno52State.hand_keys`` (every seat's key in one pass, for the end of a rollout) is
    ``hand_key`` per seat, through whole matches where seats go out of chips (no open hand)."""
    spec = get_game("uno52")
    checked = gone = 0
    for seed in range(6):
        m = Match(spec, spec.options_model(starting_chips=20), 3 + seed % 2, 40 + seed)
        rng = random.Random(seed)
        for _ in range(3000):
            if m.over:
                break
            h = m.hand
            assert h.hand_keys() == [h.hand_key(s) for s in range(h.n)]
            checked += 1
            gone += bool(h.gone)
            seat = m.to_act()[0]
            m.apply(seat, spec.normal_bot(m.view(seat), rng))
    assert checked > 500 and gone > 0
