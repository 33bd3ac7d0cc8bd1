"""Uno's native action ids (issue 21): under random house rules and player counts,

- ``legal_ids`` are the ids of ``legal_actions``, in the same order, in the deck's own table;
- ``apply_id`` on a loud and on a quiet state reaches the state ``apply`` on the text reaches;
- the id heuristic (``rollout_bot``, the hard bot's rollout policy) makes the choice the text
  heuristic made before ids, with the same random draws: ``_reference_bot`` below is that text
  heuristic, kept as the oracle (the game keeps one implementation, on ids).
"""

from __future__ import annotations

import random

from cardtable.engine.game import get_game
from cardtable.engine.match import Match
from cardtable.engine.state import View
from cardtable.games.uno.bot import CATCH_P, _colour_counts, normal_bot
from cardtable.games.uno.state import (
    BLACK,
    COLOUR,
    DRAW2,
    FIVE_GIVE,
    FIVE_PICK,
    NUM,
    PENDING,
    REV,
    SKIP,
    SLAP,
    SWAP7,
    WILD,
    WILD4,
    UnoState,
)
from tests.test_properties import random_options
from tests.test_quiet import rules_state

SPEC = get_game("uno")


def _option_sets(count: int, seed: int):
    rng = random.Random(seed)
    yield SPEC.options_model()
    for _ in range(count):
        yield random_options(SPEC, rng)


def _walk(opts, n: int, seed: int, steps: int = 400):
    """Random hands under ``opts``: every (state, seat) met, mostly plays, all phases reached."""
    m = Match(SPEC, opts, n, seed)
    st = m.hand
    rng = random.Random(seed)
    for _ in range(steps):
        if st.over:
            return
        seats = st.to_act()
        for s in seats:
            yield st, s
        seat = seats[rng.randrange(len(seats))]
        legal = st.legal_actions(seat)
        plays = [a for a in legal if a.startswith(("play", "color", "swap", "trade", "give", "slap", "catch"))]
        st.apply(seat, rng.choice(plays if plays and rng.random() < 0.8 else legal))


def test_legal_ids_are_the_ids_of_the_legal_texts_and_apply_id_plays_the_text():
    walked = 0
    for k, opts in enumerate(_option_sets(12, 21)):
        n = 2 + k % 5
        for st, seat in _walk(opts, n, 500 + k):
            table = st.action_table()
            assert table is st.T.actions
            ids = st.legal_ids(seat)
            texts = st.legal_actions(seat)
            assert table.to_texts(ids) == texts
            assert [st.is_social_id(a) for a in ids] == [st.is_social(a) for a in texts]
            for i, a in enumerate(texts):
                if a == "talk" and not st.silent():
                    continue  # talk outside a silence changes nothing: covered by apply below
                by_text, by_id, quiet = st.clone(), st.clone(), st.clone()
                quiet.quiet, quiet.voids = True, ()
                by_text.apply(seat, a)
                by_id.apply_id(seat, ids[i])
                quiet.apply_id(seat, ids[i])
                assert by_id.fingerprint() == by_text.fingerprint(), a
                assert rules_state(quiet) == rules_state(by_text), a
            walked += 1
    assert walked > 500


def test_the_id_heuristic_chooses_as_the_text_heuristic_did():
    checked = set()
    for k, opts in enumerate(_option_sets(16, 5)):
        n = 2 + k % 4
        for st, seat in _walk(opts, n, 900 + k):
            legal = st.legal_actions(seat)
            if len(legal) < 2:
                continue
            for salt in range(2):
                r0, r1, r2 = (random.Random(salt + seat) for _ in range(3))
                want = _reference_bot(View(seat, st, legal), r0)
                assert st.T.actions.texts[SPEC.rollout_bot()(st, seat, st.legal_ids(seat), r1)] == want
                assert normal_bot(View(seat, st, legal), r2) == want
                assert r0.getstate() == r1.getstate() == r2.getstate(), "other random draws"
            checked.add(st.phase)
    assert {COLOUR, PENDING, SWAP7, FIVE_PICK, FIVE_GIVE, SLAP} <= checked


# -- the text heuristic before ids (the oracle) ------------------------------------------------------


def _reference_bot(view: View, rng: random.Random) -> str:
    st = view.state
    assert isinstance(st, UnoState)
    legal = view.legal
    seat = view.seat
    catches = [a for a in legal if a.startswith("catch")]
    if catches and rng.random() < CATCH_P:
        return catches[0]
    hand = st.hands[seat]
    if st.phase == SLAP:
        return "slap"
    if st.phase in (SWAP7, FIVE_PICK):
        picks = [a for a in legal if a.startswith(("swap", "trade"))]
        if not picks:
            return "pass"
        return min(picks, key=lambda a: (len(st.hands[int(a.split()[1])]), rng.random()))
    if st.phase == FIVE_GIVE:
        counts = _colour_counts(st, hand)
        T = st.T

        def cost(a: str) -> float:
            c = st.deck.by_text[a.split()[1]][0]
            return -100 if T.colour[c] == BLACK else T.points[c] - 3 * counts[T.colour[c]]

        return max((a for a in legal if a.startswith("give")), key=cost)
    if "pass" in legal and st.turn != seat:
        jumps = [a for a in legal if a.startswith("play")]
        return _ref_call(jumps[0].removesuffix(" uno"), legal) if jumps else "pass"
    if st.phase == COLOUR:
        counts = _colour_counts(st, hand)
        picks = [i for i in range(4) if counts[i] == max(counts)]
        return f"color {'RYGB'[rng.choice(picks)]}"
    plays = [a for a in legal if a in st.T.bare_plays]
    if st.phase == PENDING:
        choice = _ref_best(st, seat, plays, rng) if plays else None  # no events: never a challenge
        return _ref_call(choice, legal) if choice else "draw"
    choice = _ref_best(st, seat, plays, rng) if plays else None
    if choice is None:
        for a in ("draw", "pass"):
            if a in legal:
                return a
        if plays:
            return _ref_call(plays[0], legal)
        return next((a for a in legal if a != "talk"), legal[0])
    return _ref_call(choice, legal)


def _ref_call(action: str, legal: list[str]) -> str:
    return action + " uno" if action + " uno" in legal else action


def _ref_best(st: UnoState, seat: int, plays: list[str], rng: random.Random) -> str | None:
    T = st.T
    hand = st.hands[seat]
    counts = _colour_counts(st, hand)
    threat = len(st.hands[st.next_seat(seat)]) <= 2
    own_points = st.opts.scoring == "own_points"
    best, best_score = plays[0], -1e9
    for a in plays:
        c = next(c for c in T.play_ids[a] if c in hand)
        kind, col = T.kind[c], T.colour[c]
        if kind == NUM:
            score = 10 + T.points[c] * (1.0 if own_points else 0.4)
        elif kind in (SKIP, REV, DRAW2):
            score = 14 + (30 if threat else 0) + (6 if own_points else 0)
            if st.n == 2 and kind != DRAW2:
                score += 8
        elif kind == WILD:
            score = 40 if len(hand) <= 2 else -20
        elif kind == WILD4:
            if st.holds_colour(seat, st.colour):
                continue
            score = 45 if (threat or len(hand) <= 2) else -10
        else:
            score = 0
        if col != BLACK:
            score += 3 * (counts[col] - 1)
            if col != st.colour:
                score += 2 * (counts[col] - counts[st.colour])
        score += rng.random()
        if score > best_score:
            best, best_score = a, score
    return None if best_score == -1e9 else best


def test_texts_outside_the_table_are_parsed_or_refused():
    """A text the table was not built with gets an id on demand (parsed then), an unknown verb is
    refused as before, and the native table stays the deck's own."""
    import pytest

    from cardtable.engine.state import IllegalAction

    st = Match(SPEC, SPEC.options_model(), 3, 1).hand
    table = st.action_table()
    built = len(table)
    with pytest.raises(IllegalAction):
        st.apply(0, "juggle R5", check=False)
    junk = table.id("juggle R5 G7")  # interned by someone else: no verb Uno knows
    with pytest.raises(IllegalAction):
        st.apply_id(0, junk)
    assert len(table) > built and st.T.act_of(junk) == (-1, None)
    assert Match(SPEC, SPEC.options_model(), 4, 2).hand.action_table() is table
