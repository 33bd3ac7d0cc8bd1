"""Issue 21: actions as ids (``engine.actions``).  For every game, ``legal_ids`` are the ids of
``legal_actions`` in the same order, ``apply_id`` reaches the same rules state as ``apply`` on the
text, the rollout fast path (a spec's ``rollout_bot``) makes the normal bot's very choice, and the
table's per-id facts say what the texts say."""

from __future__ import annotations

import random

import pytest

from cardtable.bots.basic import PASSIVE, is_play
from cardtable.bots.ismcts import normal_policy, play_first_policy
from cardtable.engine.actions import TEXT_ACTIONS, ActionTable
from cardtable.engine.game import get_game
from cardtable.engine.match import Match
from cardtable.engine.registry import REGISTRY
from cardtable.engine.state import View
from tests.test_properties import random_options
from tests.test_quiet import rules_state


def test_a_table_hands_out_dense_ids_and_reads_each_text_once():
    t = ActionTable(["draw", "play R7", "play R7 uno"])
    assert [t.id("draw"), t.id("play R7"), t.id("play R7 uno")] == [0, 1, 2]
    assert t.id("play R7") == 1 and len(t) == 3
    assert t.passive == [True, False, False] and t.play == [False, True, True]
    assert t.bare == [-1, -1, 1]  # the call names the play it extends
    assert t.to_texts(t.to_ids(["play R7 uno", "draw"])) == ["play R7 uno", "draw"]
    assert t.id_of("pass") == -1 and len(t) == 3  # id_of adds nothing
    u = ActionTable()
    k = u.id("play G2 uno")  # the bare play gets its id first, so the call can name it
    assert u.bare[k] == u.id_of("play G2") >= 0
    assert ActionTable(["talk"]).social == [True]


def test_without_native_ids_the_texts_are_the_ids_with_the_same_facts():
    t = TEXT_ACTIONS
    assert t.to_ids(["draw", "play R7 uno"]) == ["draw", "play R7 uno"] and t.id("pass") == "pass"
    assert t.texts["play R7"] == "play R7" and t.ids["play R7"] == "play R7"
    assert [t.play[a] for a in ("draw", "play R7", "talk")] == [False, True, False]
    assert [t.passive[a] for a in ("draw", "take", "play R7")] == [True, True, False]
    assert t.bare["play R7 uno"] == "play R7" and t.bare["play R7"] is t.no_bare
    assert t.social["talk"] and not t.social["pass"]
    pol = play_first_policy(random.Random(2).random, t)
    seen = {pol(None, 0, ["draw", "play R7", "play R7 uno", "play G2"]) for _ in range(200)}  # type: ignore[arg-type]
    assert seen == {"play R7 uno", "play G2"}


def _walk_ids(spec, opts, n: int, seed: int, steps: int = 300) -> int:
    """Drive a hand by text and its twin by id with the same random choices."""
    m = Match(spec, opts, n, seed)
    by_text, by_id = m.hand.clone(), m.hand.clone()
    table = by_id.action_table()
    rng = random.Random(seed)
    done = 0
    for _ in range(steps):
        if by_text.over:
            break
        seats = by_text.to_act()
        assert by_id.to_act() == seats
        seat = seats[rng.randrange(len(seats))]
        legal = by_text.legal_actions(seat)
        ids = by_id.legal_ids(seat)
        assert table.to_texts(ids) == legal, "legal_ids are not the ids of legal_actions"
        assert [table.play[i] for i in ids] == [is_play(a) for a in legal]
        assert [table.passive[i] for i in ids] == [a.partition(" ")[0] in PASSIVE for a in legal]
        if not legal:
            break
        k = rng.randrange(len(legal))
        by_text.apply(seat, legal[k])
        by_id.apply_id(seat, ids[k])
        assert rules_state(by_id) == rules_state(by_text)
        done += 1
    assert by_id.over == by_text.over
    return done


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_ids_and_texts_play_the_same_hand(game):
    spec = get_game(game)
    rng = random.Random(21)
    done = _walk_ids(spec, spec.options_model(), max(spec.min_players, 2), 5)
    for k in range(4):  # and under random house rules
        opts = random_options(spec, rng)
        lo, hi = spec.min_players, spec.max_players
        n = lo + k % (hi - lo + 1)
        try:
            spec.check_players(n, opts)
        except Exception:
            continue
        done += _walk_ids(spec, opts, n, 40 + k)
    assert done > 30


def _positions(spec, n: int, seed: int, count: int):
    """Rollout-like positions: a determinized deal seen by every seat in turn, unmasked."""
    m = Match(spec, spec.options_model(), n, seed)
    rng = random.Random(seed)
    out = []
    while not m.over and len(out) < count:
        seat = m.to_act()[0]
        view = m.view(seat)
        if len(view.legal) > 1:
            out.append(m.hand.clone())
        m.apply(seat, spec.normal_bot(view, rng))
    return out


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_the_rollout_policy_on_ids_makes_the_normal_bots_choice(game):
    """Whether the game has a fast ``rollout_bot`` or not, the id policy plays what the normal bot
    would, drawing the same random numbers (the search's choices depend on both)."""
    spec = get_game(game)
    n = max(spec.min_players, 3) if spec.max_players >= 3 else spec.min_players
    checked = 0
    for st in _positions(spec, n, 3, 25):
        seat = st.to_act()[0]
        table = st.action_table()
        ids = st.legal_ids(seat)
        r1, r2 = random.Random(checked), random.Random(checked)
        want = spec.normal_bot(View(seat, st.clone(), st.legal_actions(seat)), r1)
        got = normal_policy(spec, r2, table)(st.clone(), seat, ids)
        assert table.texts[got] == want
        assert r1.getstate() == r2.getstate(), "the id policy drew other random numbers"
        checked += 1
    assert checked >= 5


def test_play_first_on_ids_prefers_the_call_and_avoids_passive_moves():
    t = ActionTable(["draw", "play R7", "play R7 uno", "play G2"])
    pol = play_first_policy(random.Random(1).random, t)
    seen = {t.texts[pol(None, 0, [0, 1, 2, 3])] for _ in range(200)}  # type: ignore[arg-type]
    assert seen == {"play R7 uno", "play G2"}
    assert t.texts[pol(None, 0, [0])] == "draw"  # type: ignore[arg-type]
