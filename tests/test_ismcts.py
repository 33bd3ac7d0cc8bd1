"""The hard bot (ISMCTS) for every registered game: legal, reproducible, and fed only a view.

Iteration caps keep these fast and machine-independent; nothing here times anything.
"""

from __future__ import annotations

import random

import pytest

from cardtable.bots.ismcts import SearchConfig, make_hard_bot, search
from cardtable.bots.levels import LEVELS, make_bot
from cardtable.bots.runner import play_match
from cardtable.cli.main import main
from cardtable.engine.cards import UNKNOWN
from cardtable.engine.game import get_game
from cardtable.engine.match import Match
from cardtable.engine.registry import REGISTRY
from cardtable.engine.state import View
from tests.test_determinize import positions, same_view_other_truth, view_of

GAMES = list(REGISTRY)
CAP = SearchConfig(time_s=None, max_iters=40)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("rollout", [None, "random"])
def test_hard_bot_plays_legal_moves_from_random_positions(game, rollout):
    spec = get_game(game)
    cfg = SearchConfig(time_s=None, max_iters=25, rollout=rollout)
    rng = random.Random(3)
    asked = 0
    for m in positions(game, range(12)):
        for seat in m.to_act():
            view = m.view(seat)
            before = view.state.fingerprint()
            stats = search(spec, view, rng, cfg)
            assert stats.action in view.legal
            assert view.state.fingerprint() == before, "the search changed the view it was given"
            if len(stats.visits) > 1 and spec.hard.sweep:
                # every root move on each deal: whole sweeps up to the cap, equal visits
                k = len(stats.visits)
                assert stats.iterations == cfg.max_iters // k * k
                assert set(stats.visits.values()) == {cfg.max_iters // k}
            elif len(stats.visits) > 1:  # a real choice (table talk is not one): the whole cap was used
                assert stats.iterations == cfg.max_iters
                assert sum(stats.visits.values()) == cfg.max_iters
            else:
                assert stats.iterations == 0
            asked += 1
    assert asked >= 10


@pytest.mark.parametrize("game", GAMES)
def test_hard_bot_is_reproducible_under_an_iteration_cap(game):
    spec = get_game(game)
    for m in positions(game, range(20, 26)):
        seat = m.to_act()[0]
        view = m.view(seat)
        a = search(spec, view, random.Random(11), CAP)
        b = search(spec, view, random.Random(11), CAP)
        assert (a.action, a.visits) == (b.action, b.visits)


@pytest.mark.parametrize("game", GAMES)
def test_hard_bot_reads_only_the_view(game):
    """Given a masked view it works; two real states with the same view get the same answer."""
    spec = get_game(game)
    rng = random.Random(4)
    bot = make_hard_bot(spec, time_s=None, max_iters=30)
    hidden_seen = False
    for m in positions(game, range(40, 52)):
        real = m.hand
        seat = m.to_act()[0]
        other = same_view_other_truth(real, seat, rng)
        v1, v2 = view_of(real, seat), view_of(other, seat)
        hidden_seen |= any(c == UNKNOWN for z in v1.state.zones() for c in z.cards)
        seed = rng.getrandbits(32)
        assert bot(v1, random.Random(seed)) == bot(v2, random.Random(seed))
    assert hidden_seen


def test_hard_is_a_level_for_every_game():
    assert "hard" in LEVELS
    for game in GAMES:
        spec = get_game(game)
        bot = make_bot(spec, "hard", time_s=None, max_iters=5)
        m = Match(spec, spec.options_model(), spec.min_players, 1)
        seat = m.to_act()[0]
        view: View = m.view(seat)
        assert bot(view, random.Random(0)) in view.legal
        assert callable(make_bot(spec, "hard"))


def test_hard_bot_finishes_a_match():
    spec = get_game("uno")
    opts = spec.options_model.parse({"scoring": "lazy", "rounds_limit": 1})
    m = Match(spec, opts, 2, 8)
    play_match(m, [make_hard_bot(spec, time_s=None, max_iters=8), spec.normal_bot], seed=8)
    assert m.over and min(m.ranking) == 1


def test_simulate_with_hard_budget(capsys):
    code = main(["simulate", "uno", "--players", "2", "--bots", "hard,normal", "--games", "1", "--quiet",
                 "--hard-iters", "6", "--rule", "scoring=lazy", "--rule", "rounds_limit=1"])
    out = capsys.readouterr().out
    assert code == 0
    assert "hard" in out and "6 iterations" in out


def test_simulate_rejects_a_bad_budget(capsys):
    assert main(["simulate", "uno", "--bots", "hard", "--games", "1", "--hard-ms", "0"]) == 2
    assert "--hard-ms" in capsys.readouterr().err


@pytest.mark.parametrize("game", ["uno", "durak"])
def test_early_stop_gives_the_move_of_the_full_search(game, monkeypatch):
    """Stopping once the most visited move cannot be overtaken changes nothing but the cost
    (the plain search: a sweep has no leader to watch, see the sweep tests)."""
    import cardtable.bots.ismcts as ismcts

    spec = get_game(game)
    cfg = SearchConfig(time_s=None, max_iters=300, sweep=False)
    views = [m.view(m.to_act()[0]) for m in positions(game, range(60, 72))]
    early = [search(spec, v, random.Random(i), cfg) for i, v in enumerate(views)]
    monkeypatch.setattr(ismcts, "EARLY_STOP_MIN", 10**9)
    full = [search(spec, v, random.Random(i), cfg) for i, v in enumerate(views)]
    assert [s.action for s in early] == [s.action for s in full]
    assert all(s.iterations in (0, 300) for s in full)
    assert sum(s.iterations for s in early) < sum(s.iterations for s in full), "no search stopped early"


def test_simulate_figures_do_not_depend_on_jobs():
    from cardtable.cli.simulate import simulate

    spec = get_game("uno")
    opts = spec.options_model.parse({"scoring": "lazy", "rounds_limit": 1})
    one = simulate(spec, opts, 2, ["hard", "easy"], 6, 3, True, hard={"time_s": None, "max_iters": 10})
    two = simulate(spec, opts, 2, ["hard", "easy"], 6, 3, True, hard={"time_s": None, "max_iters": 10}, jobs=2)
    assert (one.wins, one.hand_wins, one.hands, one.actions) == (two.wins, two.hand_wins, two.hands, two.actions)
    assert one.games == two.games == 6


def test_simulate_rejects_bad_jobs(capsys):
    assert main(["simulate", "uno", "--games", "1", "--jobs", "0"]) == 2
    assert "--jobs" in capsys.readouterr().err


@pytest.mark.parametrize("game", GAMES)
def test_the_heuristic_move_stands_unless_the_search_is_sure(game):
    """With an unreachable bar the hard bot plays the normal bot's move, found from its view."""
    spec = get_game(game)
    always = SearchConfig(time_s=None, max_iters=60, trust_z=1e9)
    searched = 0
    for i, m in enumerate(positions(game, range(80, 92))):
        view = m.view(m.to_act()[0])
        if len(view.legal) < 2:
            continue
        seed = 1000 + i
        r = random.Random(random.Random(seed).getrandbits(64))  # as search derives the hint's rng
        hint = spec.normal_bot(view, random.Random(r.getrandbits(64)))
        got = search(spec, view, random.Random(seed), always)
        if got.iterations:  # a real choice was searched
            assert got.action == hint
            searched += 1
    assert searched >= 3


def test_a_sweep_compares_every_root_move_on_the_same_deals():
    """A sweep plays every root move once per deal: equal visits, and reproducible under a cap."""
    spec = get_game("uno")
    cfg = SearchConfig(time_s=None, max_iters=120, sweep=True)
    for m in positions("uno", range(80, 90)):
        view = m.view(m.to_act()[0])
        stats = search(spec, view, random.Random(1), cfg)
        if len(stats.visits) > 1:
            assert len(set(stats.visits.values())) == 1
        again = search(spec, view, random.Random(1), cfg)
        assert (again.action, again.visits) == (stats.action, stats.visits)


def test_every_rollout_is_scored_on_a_clean_light_match():
    """The light table ``HandValue`` scores rollouts on is shared by the whole search: what one
    rollout's scoring writes into it (101's eliminated seats, Petukh's streaks) must be gone for
    the next, or later rollouts are valued as if an earlier one had happened."""
    from cardtable.bots.ismcts import HandValue
    from cardtable.engine.sheet import HandResult
    from cardtable.games.hundred_one.spec import HundredOneMemo

    spec = get_game("hundred_one")
    m = Match(spec, spec.options_model(), 3, 1)
    value = HandValue(spec, m.view(0))
    seen = []

    class Spy(type(spec)):
        def score_hand(self, table, st):
            memo = table.memo
            assert isinstance(memo, HundredOneMemo)
            seen.append((list(memo.out), set(table.eliminated), list(table.out_order)))
            memo.out.append((1, 2, 130))  # seat 2 out with 130 in this rollout
            table.eliminate([2])
            return HandResult([0, 0, 130], [0])

    value.spec = Spy()
    value(m.hand)
    value(m.hand)
    assert seen == [([], set(), []), ([], set(), [])]


def test_the_race_value_puts_out_below_everything_and_a_won_match_above():
    from cardtable.bots.values import race_value
    from cardtable.engine.game import Race

    assert race_value(Race([1, 2], frozenset({1}), [5, 30], 20)) == [1.0, 0.0]
    assert race_value(Race([1, 1, 3], frozenset(), [0, 0, 9], 20)) == [0.5, 0.5, 0.0]
    near, far, out = race_value(Race(None, frozenset({2}), [2, 18, 25], 20))
    assert out == 0.0 < 0.2 < far < near < 0.8


def test_a_game_may_set_how_sure_the_search_must_be_to_overrule_its_heuristic():
    """``hard.trust`` on the spec (Families: 1 standard error) is the default; a caller's value wins."""
    from cardtable.bots.ismcts import DEFAULT_TRUST_Z, config_for
    from cardtable.engine.game import get_game

    assert config_for(get_game("families")).trust_z == 1.0
    assert config_for(get_game("families"), trust_z=None).trust_z is None
    assert config_for(get_game("uno")).trust_z == DEFAULT_TRUST_Z


def test_a_worker_that_cannot_start_is_an_error_not_a_hang(monkeypatch):
    """``simulate --jobs 2`` with a worker whose setup fails stops with the error (a pool whose
    initializer raised kept starting new workers for ever)."""
    import cardtable.cli.simulate as sim

    def broken(spec, levels, hard):
        raise RuntimeError("no bots today")

    monkeypatch.setattr(sim, "bots_for", broken)
    spec = get_game("uno")
    with pytest.raises(RuntimeError, match="no bots today"):
        sim.simulate(spec, spec.options_model(), 2, ["easy", "easy"], 4, 1, True, jobs=2)


def test_the_margin_value_weighs_the_lead_in_the_totals_not_the_deal_won():
    from cardtable.bots.values import margin_value

    won_small, lost_big = margin_value([0, 40], [10, 0], 20)  # won the deal, still 30 behind
    assert won_small < 0.5 < lost_big
    even = margin_value(None, [5, 5, 5], 10)
    assert even == [0.5, 0.5, 0.5]
    ahead, behind = margin_value([0, 0], [20, 0], 20)
    assert round(ahead, 2) == 0.73 and round(behind, 2) == 0.27


def test_a_margin_game_values_rollouts_from_the_matchs_real_totals():
    """``HardSettings.margin``: the light table starts from the view's totals, so the same deal
    is worth less to a seat that came into it far behind."""
    import dataclasses

    from cardtable.bots.ismcts import HandValue

    spec = get_game("russian_poker")
    m = Match(spec, spec.options_model(), 2, 1)
    view = m.view(0)
    patched = dataclasses.replace(spec.hard, margin=20.0)

    class Margin(type(spec)):
        hard = patched

    ahead = HandValue(Margin(), dataclasses.replace(view, scores=[100, 0]))
    behind = HandValue(Margin(), dataclasses.replace(view, scores=[0, 100]))
    st = m.hand.clone()
    while not st.over:
        s = st.to_act()[0]
        st.apply(s, st.legal_actions(s)[0])
    assert ahead(st)[0] > 0.9 > 0.1 > behind(st)[0]
