"""The hard bot's chance to win a two-player Petukh match from a pair of scores
(games/petukh/equity.py) and how a finished hand reaches the search's value (``Race.equity``)."""

from __future__ import annotations

import pytest

from cardtable.bots.values import race_value
from cardtable.engine.rng import TableRng
from cardtable.engine.sheet import HandResult
from cardtable.engine.table import Table
from cardtable.games.petukh import equity
from cardtable.games.petukh.hand_counts import measure_hands
from cardtable.games.petukh.options import PetukhOptions
from cardtable.games.petukh.spec import SPEC


@pytest.mark.parametrize("line", [20, 25, 40])
def test_a_lower_score_is_never_worse_and_the_two_chances_add_up(line):
    t = equity.table(line)
    for a in range(1, line):
        for b in range(1, line):
            for d in (0, 1):
                p = t[a][b][d]
                assert 0.0 < p < 1.0
                if a + 1 < line:
                    assert p >= t[a + 1][b][d] - 1e-12  # me a point nearer the line: no better
                if b + 1 < line:
                    assert p <= t[a][b + 1][d] + 1e-12  # the other nearer the line: no worse
            # the seat at a dealing next is the seat at b not dealing next
            assert t[a][b][0] + t[b][a][1] == pytest.approx(1.0, abs=1e-8)


def test_the_race_is_decided_by_both_scores_not_by_the_own_alone():
    # at 10 points against a player at 2 the match is nearly lost; against one at 18, nearly won
    near, far = equity.chances([10, 2], [0, 1], 1, 20), equity.chances([10, 18], [0, 1], 1, 20)
    assert near is not None and far is not None
    assert near[0] < 0.15 < 0.75 < far[0]
    assert near[0] + near[1] == pytest.approx(1.0)


def test_only_two_players_in_the_race_get_chances():
    assert equity.chances([10, 12, 14], [0, 1, 2], 0, 25) is None
    assert equity.chances([10, 30, 14], [0, 2], 0, 25) == pytest.approx(
        [equity.table(25)[10][14][0], 0.0, 1 - equity.table(25)[10][14][0]])
    assert equity.chances([0, 12], [0, 1], 0, 20) is None  # a score outside the race


def light_table(n: int, start: list[int], dealer: int) -> Table:
    t: Table = Table(PetukhOptions(elimination_score=20), n, TableRng(0), dealer=dealer, memo=SPEC.new_memo())
    t.sheet.start = list(start)
    return t


def test_a_hand_that_leaves_the_match_open_is_valued_by_the_chances():
    t = light_table(2, [15, 15], dealer=0)
    res = HandResult([-3, -2], [0])
    t.sheet.rows = [res]
    race = SPEC.race(t, res)
    # seat 1 deals the next hand
    assert race.places is None
    assert race.equity == equity.chances([12, 13], [0, 1], 1, 20)
    assert race_value(race) == race.equity


def test_a_hand_that_ends_the_match_or_leaves_three_keeps_the_places_and_the_guess():
    t = light_table(2, [3, 9], dealer=0)
    res = HandResult([-4, -1], [0])
    t.sheet.rows = [res]
    race = SPEC.race(t, res)
    assert race.places == [1, 2] and race.equity is None
    assert race_value(race) == [1.0, 0.0]
    t = light_table(3, [15, 15, 15], dealer=0)
    res = HandResult([-3, -2, 0], [0])
    t.sheet.rows = [res]
    race = SPEC.race(t, res)
    assert race.equity is None
    assert race_value(race)[0] == pytest.approx(0.2 + 0.6 * (1 - 12 / 20))


def test_a_seat_put_out_earlier_is_not_in_the_race():
    # three seats, one out before this hand (at the line or over): the two left race each other
    t = light_table(3, [15, 22, 15], dealer=2)
    res = HandResult([-3, 0, -2], [0])
    t.sheet.rows = [res]
    race = SPEC.race(t, res)
    assert race.equity == equity.chances([12, 22, 13], [0, 2], 0, 20)


def test_the_counted_hands_are_the_engine_s_hands_today():
    """``HANDS`` was counted from normal-bot matches: a few hundred matches played now give the
    same shares of the common outcomes (a rules or bot change that moves them says: count again)."""
    fresh = measure_hands(150, seed=77)
    total, ftotal = sum(equity.HANDS.values()), sum(fresh.values())
    assert set(fresh) <= set(equity.HANDS) | {k for k, c in fresh.items() if c <= 2}
    for k in [(-2, -3), (-3, -2), (5, -5), (0, -5)]:
        assert fresh.get(k, 0) / ftotal == pytest.approx(equity.HANDS[k] / total, abs=0.06)
