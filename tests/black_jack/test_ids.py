"""Black Jack's native action ids (issue 21) against the text code they replaced.

* ``legal_ids`` are the ids of ``legal_actions`` in the same order, each id's text maps back to it,
  and the layout holds: a play's id is its card's id, the call adds ``T.last``;
* ``apply_id`` and ``apply`` on the text reach equal states (loud and quiet), under random house
  rules and seat counts, with mistakes (``mistake_penalty``) tried now and then by text;
* the id heuristic (``bot.choose``: the spec's ``rollout_bot`` and, through texts, ``normal_bot``)
  makes the very choice of the text bot it replaced, drawing the same random numbers.  That bot is
  kept below, as it was before ids (commit fa2d867), as the oracle.
"""

from __future__ import annotations

import random

import pytest

from cardtable.cli.usage import load_spec
from cardtable.engine.cards import SUITS
from cardtable.engine.game import get_game
from cardtable.engine.match import Match
from cardtable.engine.mechanics.french_shedding import RA, RJ, RQ, best_suit
from cardtable.engine.state import View
from cardtable.games.black_jack.bot import choose, normal_bot
from cardtable.games.black_jack.links import link_table
from cardtable.games.black_jack.state import COMBO, DRAWN, LAST, NONE, NORMAL, PLAY, QDRAWN, SUIT, BlackJackState
from tests.test_properties import random_options
from tests.test_quiet import rules_state

load_spec("black_jack")
SPEC = get_game("black_jack")

FORGET_CALL = 0.05
NODE_BUDGET = 400
GO_OUT = 1000.0
CHAIN_MAX = 6


# -- the text bot before ids (the oracle) ------------------------------------------------------------

def reference_bot(view: View, rng: random.Random) -> str:
    st = view.state
    assert isinstance(st, BlackJackState)
    legal = view.legal
    seat = view.seat
    hand = st.hands[seat]
    plain = [a for a in legal if not a.endswith(LAST)]
    if st.phase == SUIT:
        action = f"suit {SUITS[best_suit(st.T, hand, rng)]}"
        return _with_call(st, seat, action, hand, legal, rng)
    plays = [a for a in plain if a.startswith("play ")]
    if st.phase in (DRAWN, QDRAWN):
        action = plays[0] if plays else "pass"
    elif st.phase == PLAY and st.pending:
        action = _answer_penalty(st, plays)
    else:
        action = _best_move(st, seat, plain, rng)
    rest = hand
    if action.startswith("play "):
        c = st.T.play_card[action]
        rest = [x for x in hand if x != c]
    elif action == "draw" and st.pending:
        return action  # a pick-up leaves no combination: a call would only draw fire
    # a draw ends a standing call: renew it with the draw while the hand before the draw forms
    # one combination (section 9, decision 20: the call counts from the next turn)
    return _with_call(st, seat, action, rest, legal, rng)


def _answer_penalty(st: BlackJackState, plays: list[str]) -> str:
    """Pass the penalty on with a card of its kind (jokers last), else cancel it, else pick up."""
    if not plays:
        return "draw"
    T = st.T

    def key(a: str) -> tuple[int, int]:
        c = st.T.play_card[a]
        return (0 if st.kind_of[c] == st.pkind else 1 if T.joker[c] else 2, c)

    return min(plays, key=key)


def _with_call(st: BlackJackState, seat: int, action: str, rest: list[int], legal: list[str],
               rng: random.Random) -> str:
    called = action + LAST
    if called in legal and rest and _chainable(st, rest) and rng.random() >= FORGET_CALL:
        return called
    return action


def _chainable(st: BlackJackState, cards: list[int]) -> bool:
    """Whether ``cards`` can be laid as one combination (in some order), not ending on a queen."""
    if len(cards) > CHAIN_MAX:
        return False
    T = st.T
    links = link_table(T)

    def rec(x: int, left: list[int]) -> bool:
        if not left:
            return T.rank[x] != RQ
        for i, c in enumerate(left):
            if links[x][c]:
                nx = x if T.joker[c] else c
                if rec(nx, left[:i] + left[i + 1:]):
                    return True
        return False

    for i, c in enumerate(cards):
        if T.joker[c]:
            continue
        if rec(c, cards[:i] + cards[i + 1:]):
            return True
    return all(T.joker[c] for c in cards)


def _best_move(st: BlackJackState, seat: int, plain: list[str], rng: random.Random) -> str:
    plays = [a for a in plain if a.startswith("play ")]
    if not plays:
        for a in ("done", "draw", "pass"):
            if a in plain:
                return a
        return plain[0]
    T = st.T
    hand = st.hands[seat]
    nxt = st.next_seat(seat)
    threat = st.calls[nxt] != 0 or len(st.hands[nxt]) <= 2
    start = st.phase == PLAY
    budget = [NODE_BUDGET]
    best: list = [None, -1e9]

    def value(seq: list[int], x: int, rest: list[int]) -> float:
        if not rest and T.rank[x] != RQ:  # a lone queen at the end does not take us out
            return GO_OUT
        s = 10.0 * len(seq)
        for c in seq:
            if T.joker[c]:
                s -= 6
            elif st.kind_of[c] != NONE:
                s -= 0 if threat else 4
            elif T.rank[c] == RA:
                s -= 3
            elif T.rank[c] == RJ and st.is_red_jack(c):
                s -= 2
        if T.rank[x] == RQ and st.mode == NORMAL:
            s -= 25  # an uncovered queen: we will have to draw
        elif st.kind_of[x] != NONE:
            s += 25 if threat else 8
        elif T.rank[x] == RA:
            s += 4
        return s + rng.random()

    def rec(seq: list[int], x: int, rest: list[int]) -> None:
        budget[0] -= 1
        if seq or not start:
            v = value(seq, x, rest)
            if v > best[1]:
                best[0], best[1] = (seq[0] if seq else None), v
        if budget[0] <= 0:
            return
        for i, c in enumerate(rest):
            if budget[0] <= 0:
                return
            if not seq and start:
                ok = st._may_start(c)
            else:
                ok = st._may_follow(c, x)
            if not ok:
                continue
            left = rest[:i] + rest[i + 1:]
            if not left and not st._may_be_last(seat, c, x):
                continue
            nx = x if T.joker[c] else c
            rec(seq + [c], nx, left)

    rec([], st.eff(st.top), list(hand))
    if best[0] is None:
        if st.phase == COMBO and "done" in plain:
            return "done"
        return plays[0]
    action = T.play[best[0]]
    return action if action in plain else plays[0]


# -- the tests -----------------------------------------------------------------------------------------


def _settings(count: int, seed: int):
    """Default rules, the rules the ids care about (jokers, K♥, mistakes, red jacks), then random ones."""
    rng = random.Random(seed)
    model = SPEC.options_model
    yield model(), 4
    yield model(jokers=True, king_of_hearts_penalty=True, mistake_penalty=True, penalty_growth="double"), 3
    yield model(jokers=True, red_jack_cancels=True, seven_reverses=True, black_jack_penalty=7), 5
    for k in range(count):
        opts = random_options(SPEC, rng)
        n = 2 + k % 5
        try:
            SPEC.check_players(n, opts)
        except Exception:
            continue
        yield opts, n


def _check_ids(st: BlackJackState, seat: int) -> list[int]:
    table = st.action_table()
    ids = st.legal_ids(seat)
    legal = st.legal_actions(seat)
    assert table.to_texts(ids) == legal
    assert [table.ids[t] for t in legal] == ids
    T = st.T
    for a in ids:
        base = a - T.last if a >= T.last else a
        if base < T.n:  # a play: its id is its card
            assert table.texts[base] == "play " + st.deck.text(base)
            assert base in st.hands[seat]
        if a >= T.last:
            assert table.texts[a] == table.texts[base] + LAST
    return ids


@pytest.mark.parametrize("seed", range(3))
def test_ids_and_texts_play_the_same_deals(seed):
    checked = 0
    for opts, n in _settings(6, seed):
        for g in range(3):
            m = Match(SPEC, opts, n, 1000 * seed + 10 * g + n)
            rng = random.Random(g)
            by_text, by_id = m.hand.clone(), m.hand.clone()
            if g == 2:  # a search's quiet states
                for st in (by_text, by_id):
                    st.quiet, st.voids = True, ()
            steps = 0
            while not by_text.over and steps < 400:
                seat = by_text.to_act()[0]
                assert by_id.to_act() == [seat]
                ids = _check_ids(by_id, seat)
                legal = by_text.legal_actions(seat)
                hand = by_text.hands[seat]
                if by_text.opts.mistake_penalty and hand and rng.random() < 0.05:
                    text = "play " + by_text.deck.text(hand[rng.randrange(len(hand))])
                    if text not in legal and by_text.is_mistake(seat, text):  # a mistake, by text on both
                        by_text.apply(seat, text)
                        by_id.apply(seat, text)
                        assert rules_state(by_id) == rules_state(by_text)
                        steps += 1
                        continue
                k = rng.randrange(len(ids))
                ev_text = by_text.apply(seat, legal[k])
                by_id.apply_id(seat, ids[k])
                assert rules_state(by_id) == rules_state(by_text)
                if by_text.quiet:
                    assert ev_text == []
                steps += 1
                checked += 1
            assert by_id.over == by_text.over
    assert checked > 500


def _positions(opts, n: int, seed: int, wild: bool):
    """Positions of whole deals, unmasked (as rollouts see them) and masked: between id bots, or
    ``wild``, by random moves (long hands after penalties, passed-on and cancelled penalties)."""
    m = Match(SPEC, opts, n, seed)
    rng = random.Random(seed)
    steps = 0
    while not m.over and m.hand_no == 1 and steps < 300:
        seat = m.to_act()[0]
        view = m.view(seat)
        if len(view.legal) > 1:
            yield m.hand.clone(), view
        m.apply(seat, rng.choice(view.legal) if wild else normal_bot(view, rng))
        steps += 1


@pytest.mark.parametrize("seed", range(3))
def test_the_id_bot_makes_the_text_bots_choice_with_the_same_draws(seed):
    checked = 0
    for opts, n in _settings(4, 100 + seed):
        for st, view in _positions(opts, n, 7 * seed + n, wild=n % 2 == 1):
            seat = view.seat
            r1, r2, r3 = (random.Random(checked) for _ in range(3))
            want = reference_bot(View(seat, st.clone(), st.legal_actions(seat)), r1)
            got = choose(st.clone(), seat, st.legal_ids(seat), r2)
            assert st.action_table().texts[got] == want
            assert r1.getstate() == r2.getstate(), "the id bot drew other random numbers"
            assert normal_bot(view, r3) == reference_bot(view, random.Random(checked))  # masked, by text
            checked += 1
    assert checked > 200


def test_the_spec_gives_the_id_bot_to_rollouts():
    assert SPEC.rollout_bot() is choose
