"""Issue 21 for Durak: native action ids.  ``legal_ids`` are the ids of ``legal_actions``,
``apply_id`` and ``apply(text)`` reach the same state, ``rollout_bot`` (the hard bot's rollout
policy on ids) makes the normal bot's choice with the same random draws, and the normal bot
still plays exactly as it did before its heuristics moved onto ids (a digest of its choices)."""

from __future__ import annotations

import hashlib
import random

import pytest

from cardtable.cli.usage import load_spec
from cardtable.engine.french import beats
from cardtable.engine.game import get_game
from cardtable.engine.match import Match
from cardtable.engine.state import View
from cardtable.games.durak.bot import Know, normal_bot, rollout_bot
from cardtable.games.durak.state import DEFEND, OPEN, OVER, TABLES, TRANSFER
from tests.test_properties import random_options
from tests.test_quiet import rules_state

load_spec("durak")
SPEC = get_game("durak")


def _option_sets() -> list:
    rng = random.Random(2121)
    sets = [SPEC.options_model(), SPEC.options_model.parse({"transfer": True}),
            SPEC.options_model.parse({"transfer": True, "first_bout_five": True})]
    sets += [random_options(SPEC, rng) for _ in range(5)]
    return sets


def _players(opts, k: int) -> int:
    hi = opts.max_players() if callable(getattr(opts, "max_players", None)) else SPEC.max_players
    return 2 + k % (hi - 1)


def test_the_table_is_native_and_complete():
    t = TABLES.table
    n = TABLES.n
    assert len(t) == TABLES.id_done + 1 == 3 * n + n * n + 3
    assert t.texts[5] == TABLES.attack[5] and t.texts[TABLES.id_throw + 5] == TABLES.throw[5]
    assert t.texts[TABLES.id_beat + 3 * n + 7] == TABLES.beat[3][7]
    assert [t.texts[i] for i in (TABLES.id_take, TABLES.id_pass, TABLES.id_done)] == ["take", "pass", "done"]
    assert all(t.ids[x] == i for i, x in enumerate(t.texts)) and set(t.bare) == {-1}
    assert t.play[TABLES.id_done] and not t.play[TABLES.id_take] and t.passive[TABLES.id_pass]


def _reference_legal(st, seat: int) -> list[str]:
    """The legal actions straight from the rules (durak.md 4), slowly: the fast lists must agree."""
    T, deck = st.T, st.deck
    text = deck.text
    hand = sorted(st.hands[seat])
    if st.phase == OVER:
        return []
    if st.phase == OPEN:
        return [f"attack {text(c)}" for c in hand] if seat == st.attacker else []
    if st.phase == DEFEND:
        if seat != st.defender:
            return []
        out = [f"beat {text(a)} {text(d)}" for i, a in enumerate(st.att) if i not in st.cov
               for d in hand if beats(deck, d, a, st.trump)]
        if st.can_transfer():
            out += [f"transfer {text(c)}" for c in hand if T.rank[c] == T.rank[st.att[0]]]
        return out + ["take"]
    if seat != st.prio:
        return []
    room = len(st.att) < st.limit
    if st.phase == TRANSFER:
        return [f"transfer {text(c)}" for c in hand if room and T.rank[c] == T.rank[st.att[0]]] + ["done"]
    ranks = {T.rank[c] for c in st.att + st.dfn}
    return [f"throw {text(c)}" for c in hand if room and T.rank[c] in ranks] + ["done" if st.thrown else "pass"]


@pytest.mark.parametrize("k", range(8))
def test_ids_and_texts_walk_the_same_deal(k):
    opts = _option_sets()[k]
    n = _players(opts, k)
    rng = random.Random(k)
    for seed in range(3):
        m = Match(SPEC, opts, n, 10 * k + seed)
        a, b = m.hand.clone(), m.hand.clone()
        table = b.action_table()
        while not a.over:
            seat = a.to_act()[0]
            legal = a.legal_actions(seat)
            ids = b.legal_ids(seat)
            assert [table.ids[x] for x in legal] == ids
            assert legal == _reference_legal(a, seat)
            j = rng.randrange(len(legal))
            a.apply(seat, legal[j])
            b.apply_id(seat, ids[j])
            assert rules_state(a) == rules_state(b)
            assert b.tranks == b.table_ranks()  # the running mask is the table's
        assert b.over and a.rating() == b.rating()


def _positions(opts, n: int, seed: int):
    """Every decision of a normal-bot deal: the full state (a rollout's) and the seat's real view."""
    m = Match(SPEC, opts, n, seed)
    rng = random.Random(seed)
    while not m.over and m.hand_no == 1:
        seat = m.to_act()[0]
        view = m.view(seat)
        yield m.hand, seat, view
        m.apply(seat, SPEC.normal_bot(view, rng))


@pytest.mark.parametrize("k", range(8))
def test_rollout_bot_makes_the_normal_bots_choice(k):
    opts = _option_sets()[k]
    n = _players(opts, k)
    checked = 0
    for st, seat, view in _positions(opts, n, 7 + k):
        for s in (st, view.state):  # unmasked (rollouts) and masked (a bare view of the real seat)
            table = s.action_table()
            ids = s.legal_ids(seat)
            r1, r2 = random.Random(checked), random.Random(checked)
            want = normal_bot(View(seat, s.clone(), table.to_texts(ids)), r1)
            got = rollout_bot(s.clone(), seat, ids, r2)
            assert table.texts[got] == want
            assert r1.getstate() == r2.getstate()
            checked += 1
    assert checked > 40


def test_the_quick_scan_of_a_full_deal_is_the_full_scan():
    for st, seat, _view in _positions(SPEC.options_model.parse({"transfer": True}), 3, 5):
        quick = Know(st, seat)
        assert quick.unseen == []
        slow = Know(st, seat)
        slow.st = st.clone()
        slow.st.discard.append(-1)  # forces the general path; an unknown card is no card
        assert slow.unseen == [] and slow.known_in == quick.known_in


# The choices of the normal bot over these deals, recorded before its heuristics moved onto ids:
# a full state with a bare view (the rollouts' case), the masked view with hand_no 0 and the real
# view (hand_no 1: the endgame solver plays too).
GOLDEN = "b1465a4bc29d6a70ba8c1b72bcc4e906d93825380caae50372aacc2f5bce0f24"


def _choices_digest() -> str:
    h = hashlib.sha256()
    for k, opts in enumerate(_option_sets()):
        n = _players(opts, k)
        for st, seat, view in _positions(opts, n, 300 + k):
            legal = st.legal_actions(seat)
            for v in (View(seat, st.clone(), legal), View(seat, view.state.clone(), legal), view):
                r = random.Random(len(legal) * 7 + seat)
                h.update(normal_bot(v, r).encode())
                h.update(str(r.random()).encode())
    return h.hexdigest()


def test_the_normal_bot_plays_as_before_ids():
    assert _choices_digest() == GOLDEN
