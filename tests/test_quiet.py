"""Issue 21: a quiet state (a search deal: no void books, no events) reaches the same rules state
as the loud one on the same actions, in every game, and its ``apply`` returns no event; the
search hands quiet deals to its playouts, and a match's own hand stays loud."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.game import get_game
from cardtable.engine.match import Match
from cardtable.engine.registry import REGISTRY
from cardtable.engine.state import Event, determinize
from tests.test_properties import random_options

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


def _quiet_twin(st):
    q = st.clone()
    q.quiet = True
    q.voids = ()
    return q


def _odd_actions(st, seat: int, legal: list[str]) -> list[str]:
    """Not-legal actions that ``apply`` still takes: table talk and penalised mistakes."""
    others = {a for s in range(st.n) if s != seat for a in st.legal_actions(s)} - set(legal)
    return [a for a in sorted(others | {"talk"}) if st.is_social(a) or st.is_mistake(seat, a)]


def _walk(spec, opts, n: int, seed: int, steps: int = 600) -> int:
    """Drive a loud hand and its quiet twin with the same actions: the quiet one returns no event
    and keeps no books, and both stay in the same rules state after every action."""
    m = Match(spec, opts, n, seed)
    loud = m.hand.clone()
    quiet = _quiet_twin(loud)
    rng = random.Random(seed)
    checked = 0
    for _ in range(steps):
        if loud.over:
            break
        assert quiet.to_act() == loud.to_act()
        seats = loud.to_act()
        seat = seats[rng.randrange(len(seats))]
        legal = loud.legal_actions(seat)
        assert quiet.legal_actions(seat) == legal
        a = legal[rng.randrange(len(legal))]
        if rng.random() < 0.05:
            odd = _odd_actions(loud, seat, legal)
            if odd:
                a = rng.choice(odd)
        ev = loud.apply(seat, a)
        assert all(isinstance(e, Event) for e in ev)
        assert quiet.apply(seat, a) == [], f"a quiet state built events for {a!r}"
        assert quiet.voids == (), "a quiet state kept void books"
        assert rules_state(quiet) == rules_state(loud), f"after {a!r}"
        checked += 1
    assert quiet.over == loud.over
    return checked


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_a_quiet_state_builds_no_events_and_reaches_the_same_rules_state(game):
    spec = get_game(game)
    lo, hi = spec.min_players, spec.max_players
    checked = 0
    for seed in range(8):
        opts = spec.options_model() if seed < 3 else random_options(spec, random.Random(seed))
        n = min(lo + seed % (hi - lo + 1), spec.players_for(opts)[1])
        try:
            spec.check_players(n, opts)
        except ValueError:
            n = lo
        checked += _walk(spec, opts, n, 300 + seed)
    assert checked > 40


def test_the_loud_hand_of_a_match_still_reports_events():
    """The match's own hand is loud: its moves come with the events records and screens need."""
    spec = get_game("uno")
    m = Match(spec, spec.options_model(), 3, 5)
    assert not m.hand.quiet
    seat = m.to_act()[0]
    assert m.apply(seat, m.legal_actions(seat)[0])
