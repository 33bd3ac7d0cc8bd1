"""Issue 21 for 101: native action ids (``HundredOneTables``) and the id rollout policy.

Random positions under random house rules: ``legal_ids`` are the ids of ``legal_actions`` (and a
play's id is its card id), ``apply_id`` and ``apply(text)`` reach equal fingerprints (the text
path loud, with its events), and ``rollout_bot`` makes ``normal_bot``'s very choice with the very
same draws from the generator, on masked views as on the unmasked states of rollouts."""

from __future__ import annotations

import hashlib
import random

import pytest

from cardtable.engine.game import get_game
from cardtable.engine.match import Match
from cardtable.engine.state import IllegalAction, View
from cardtable.games.hundred_one.bot import normal_bot, rollout_bot
from cardtable.games.hundred_one.state import HundredOneState
from tests.test_properties import random_options
from tests.test_quiet import rules_state

SPEC = get_game("hundred_one")


def _matches(seed: int):
    """A random option set and player count, and a match under them."""
    rng = random.Random(seed)
    opts = random_options(SPEC, rng)
    n = rng.randint(2, opts.max_players)
    return Match(SPEC, opts, n, seed), rng


@pytest.mark.parametrize("seed", range(12))
def test_ids_and_texts_agree_on_random_positions(seed):
    m, rng = _matches(seed)
    checked = 0
    for _ in range(400):
        if m.over:
            break
        st = m.hand
        assert isinstance(st, HundredOneState)
        table = st.action_table()
        for s in range(st.n):
            ids = st.legal_ids(s)
            assert table.to_texts(ids) == st.legal_actions(s)
            assert table.to_ids(st.legal_actions(s)) == ids
            assert all(table.texts[a] == "play " + st.deck.texts[a] for a in ids if a < len(st.deck))
        seat = st.to_act()[0]
        legal = st.legal_ids(seat)
        for a in legal:
            by_text, by_id = st.clone(), st.clone()
            by_id.quiet = True
            ev = by_text.apply(seat, table.texts[a])
            assert not by_id.apply_id(seat, a)  # a quiet state reports nothing
            assert rules_state(by_text) == rules_state(by_id)  # the quiet twin keeps no void books
            assert ev and any(e.seat == seat for e in ev)  # the loud one still reports
            loud = st.clone()
            loud.apply_id(seat, a)
            assert loud.fingerprint() == by_text.fingerprint()  # voids included
        view = m.view(seat)
        m.apply(seat, normal_bot(view, rng))
        checked += 1
    assert checked > 5


@pytest.mark.parametrize("seed", range(12))
def test_rollout_bot_is_the_normal_bots_choice(seed):
    m, rng = _matches(100 + seed)
    checked = 0
    while not m.over and checked < 150:
        seat = m.to_act()[0]
        for st in (m.view(seat).state, m.hand.clone()):  # a masked view, an unmasked rollout state
            legal = st.legal_actions(seat)
            if len(legal) < 2:
                continue
            r1, r2 = random.Random(checked), random.Random(checked)
            want = normal_bot(View(seat, st, legal), r1)
            got = rollout_bot(st, seat, st.legal_ids(seat), r2)
            assert st.action_table().texts[got] == want
            assert r1.getstate() == r2.getstate()
        view = m.view(seat)
        m.apply(seat, normal_bot(view, rng))
        checked += 1
    assert checked > 5


def test_the_spec_gives_rollouts_the_id_policy_and_texts_stay_the_notation():
    assert SPEC.rollout_bot() is rollout_bot
    m = Match(SPEC, SPEC.options_model(), 3, 1)
    st = m.hand
    seat = st.to_act()[0]
    with pytest.raises(IllegalAction):
        st.apply(seat, "suit s")  # not now: the round opens with a card
    with pytest.raises(IllegalAction):
        st.apply(seat, "play Zz", check=False)  # no such action at all
    table = st.action_table()
    assert table.texts[table.ids["draw"]] == "draw" and not table.play[table.ids["pass"]]
    assert [table.texts[a] for a in st.T.suit_ids] == ["suit s", "suit h", "suit d", "suit c"]


def _digest(opts, n: int, seed: int) -> tuple[str, int]:
    m = Match(SPEC, opts, n, seed)
    rng = random.Random(seed)
    h = hashlib.sha256()
    while not m.over:
        seat = m.to_act()[0]
        a = normal_bot(m.view(seat), rng)
        m.apply(seat, a)
        h.update(f"{seat} {a};".encode())
    return h.hexdigest()[:20], len(m.actions)


def test_the_normal_bot_plays_whole_matches_as_before_ids():
    """Digests of whole normal-bot matches made with the text heuristic before native ids (the
    id heuristic is one code for both entry points, so only a pinned result can catch a change)."""
    M = SPEC.options_model
    assert _digest(M(), 3, 1) == ("e976da6f25db3b62dafe", 305)
    assert _digest(M(alternative_101=True, czech_no_finish_on_nine=True), 6, 2) == ("e818a9fff0042185c751", 736)
    assert _digest(M(no_finish_on_effect_cards=False, dealer_first_card="any", queen_in_hand="every_queen"),
                   4, 3) == ("5f3ea303db0cca5f4067", 226)


def test_the_hard_bots_value_of_a_round_is_what_it_does_to_the_match():
    """Over 101 is out (0); the last one under wins the match (1); otherwise nearer 0 is better."""
    from cardtable.bots.values import race_value
    from cardtable.engine.match import Match
    from cardtable.engine.sheet import HandResult
    from cardtable.engine.table import memo_of
    from cardtable.games.hundred_one.spec import SPEC, HundredOneMemo

    m = Match(SPEC, SPEC.options_model(), 2, 1)
    t = m.table
    t.sheet.start = [95, 40]
    t.sheet.rows = [HandResult([10, 0], [1], extra={"eliminated": [0]})]
    t.eliminated.add(0)
    memo_of(t, HundredOneMemo).out = [(1, 0, 105)]  # as scoring the round writes it
    assert race_value(SPEC.race(t, t.sheet.rows[0])) == [0.0, 1.0]
    t.eliminated.clear()
    memo_of(t, HundredOneMemo).out = []
    t.sheet.rows = [HandResult([3, 0], [1])]  # 98 and 40: nobody out
    high, low = race_value(SPEC.race(t, t.sheet.rows[0]))
    assert 0.2 < high < low < 0.8
