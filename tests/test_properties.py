"""Property tests written once for every registered game (DESIGN.md section 6).

Random legal playouts under random option sets; after every action: card conservation, someone
to act until the hand ends, every legal action applies, illegal actions raise and change nothing,
no view shows a card its seat cannot see, determinize keeps the view, the match ends within a
bound, and the record replays to the identical state.
"""

from __future__ import annotations

import random
import typing

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable.bots.basic import is_play
from cardtable.bots.levels import make_bot
from cardtable.engine.cards import UNKNOWN
from cardtable.engine.game import get_game
from cardtable.engine.match import Match
from cardtable.engine.options import OptionsError
from cardtable.engine.record import GameRecord, SeatRecord, replay
from cardtable.engine.registry import REGISTRY
from cardtable.engine.state import IllegalAction, Vis, determinize
from cardtable.engine.voids import holds

GAMES = list(REGISTRY)


def candidate_values(field) -> list:
    ann = field.annotation
    if ann is bool:
        return [False, True]
    if typing.get_origin(ann) is typing.Literal:
        return list(typing.get_args(ann))
    if ann is int:
        lo = next((m.ge for m in field.metadata if hasattr(m, "ge")), 0)
        return [field.default, lo, lo + 1, lo + 3]
    return [field.default]


def random_options(spec, rng: random.Random):
    """A random option set the model accepts: fields are added one by one while still valid."""
    model = spec.options_model
    chosen: dict = {}
    names = list(model.model_fields)
    rng.shuffle(names)
    for name in names:
        value = rng.choice(candidate_values(model.model_fields[name]))
        try:
            model.parse({**chosen, name: value})
        except OptionsError:
            continue
        chosen[name] = value
    return model.parse(chosen)


def pick(legal: list[str], rng: random.Random) -> str:
    """Mostly play: uniformly random among non-passive actions, passive ones now and then."""
    active = [a for a in legal if is_play(a)]
    if active and rng.random() < 0.85:
        return rng.choice(active)
    return rng.choice(legal)


def check_conservation(m: Match) -> None:
    cards = sorted(c for z in m.hand.zones() for c in z.cards)
    assert cards == list(range(len(m.hand.deck))), "cards were created or lost"


def check_views(m: Match, seat: int, rng: random.Random) -> None:
    real = m.hand
    view = m.view(seat)
    vz = view.state.zones()
    for z, mz in zip(real.zones(), vz, strict=True):
        assert len(z.cards) == len(mz.cards), f"zone {z.name} size leaks or differs"
        for c, mc in zip(z.cards, mz.cards, strict=True):
            if mc == UNKNOWN:
                continue
            assert mc == c
            assert (z.vis is Vis.PUBLIC or (z.vis is Vis.OWNER and z.owner == seat)
                    or real.known.get(c, 0) & (1 << seat)), f"seat {seat} sees hidden card in {z.name}"
            if z.vis is Vis.HIDDEN:  # a face-down pile shows only what everybody saw go there
                everyone = (1 << real.n) - 1
                assert real.known.get(c, 0) & everyone == everyone, f"seat {seat} alone knows a card in {z.name}"
    for e in view.events:
        assert e.visible_to(seat)
    for z in real.zones():  # what the table knows a hand lacks is true of the real hand
        if z.vis is Vis.OWNER and z.owner is not None:
            assert holds(real.voids, z.owner, z.cards), f"hand {z.owner} breaks a void {real.voids}"
    assert view.state.voids == real.voids  # public knowledge reaches every view
    # determinize: the observer's view of the dealt state is the same view
    det = determinize(view, rng)
    assert all(c != UNKNOWN for z in det.zones() for c in z.cards)
    again = det.masked(seat)
    assert [z.cards for z in again.zones()] == [z.cards for z in vz]
    assert det.legal_actions(seat) == view.legal
    assert sorted(c for z in det.zones() for c in z.cards) == list(range(len(det.deck)))


def illegal_candidates(m: Match, seat: int, rng: random.Random) -> list[str]:
    deck = m.hand.deck
    cands = [f"play {rng.choice(deck.texts)}", "fly away", f"catch {rng.randrange(m.n)}", "challenge",
             "color Q", "pass", "draw", f"play {rng.choice(deck.texts)} uno"]
    legal = set(m.legal_actions(seat))
    h = m.hand
    return [a for a in cands if a not in legal and not h.is_mistake(seat, a) and not h.is_social(a)]


def run_match(game: str, seed: int, full_checks: bool, max_hands: int = 3, max_actions: int = 1500):
    spec = get_game(game)
    rng = random.Random(seed)
    options = random_options(spec, rng)
    n = rng.randint(spec.players_for(options)[0], min(spec.players_for(options)[1], 6))
    m = Match(spec, options, n, seed)
    steps = 0
    while not m.over and m.hand_no <= max_hands and steps < max_actions:
        seats = m.to_act()
        assert seats, "nobody to act while the hand runs"
        seat = rng.choice(seats)
        legal = m.legal_actions(seat)
        assert legal, f"seat {seat} is listed to act but has no legal action"
        if full_checks:
            for bad in illegal_candidates(m, seat, rng)[:3]:
                before = m.hand.fingerprint()
                with pytest.raises(IllegalAction):
                    m.hand.apply(seat, bad)
                assert m.hand.fingerprint() == before, f"illegal {bad!r} changed the state"
            for a in rng.sample(legal, min(3, len(legal))):
                m.hand.clone().apply(seat, a)  # every legal action applies
            check_views(m, rng.choice(range(n)), rng)
        m.apply(seat, pick(legal, rng))
        check_conservation(m)
        steps += 1
    # random play need not finish a hand (7-0 swaps and stacked penalties can keep it going for
    # ever); termination is checked with bots in test_bot_matches_terminate
    return spec, options, n, m


@pytest.mark.parametrize("game", GAMES)
@given(seed=st.integers(0, 2**31))
def test_random_playouts_hold_invariants(game, seed):
    spec, options, n, m = run_match(game, seed, full_checks=True, max_hands=1, max_actions=400)
    rec = GameRecord(game=game, options=options.changed(), seats=[SeatRecord() for _ in range(n)],
                     seed=seed, actions=m.actions)
    again = replay(rec)
    assert again.hand.fingerprint() == m.hand.fingerprint()
    assert again.sheet.totals() == m.sheet.totals()


@pytest.mark.parametrize("game", GAMES)
def test_many_random_games(game):
    """500 seeded random games (hands) per game under random option sets, cheap checks each action."""
    for seed in range(500):
        run_match(game, 10_000 + seed, full_checks=False, max_hands=1)


@pytest.mark.parametrize("game", GAMES)
def test_bot_matches_terminate(game):
    from cardtable.bots.runner import play_match

    spec = get_game(game)
    for seed in range(20):
        rng = random.Random(seed)
        options = random_options(spec, rng)
        n = rng.randint(spec.players_for(options)[0], min(spec.players_for(options)[1], 5))
        m = Match(spec, options, n, seed)
        bots = [make_bot(spec, rng.choice(["easy", "normal"])) for _ in range(n)]
        play_match(m, bots, seed, max_actions=200_000, max_hands=2)
        assert m.over and m.ranking is not None and min(m.ranking) == 1
