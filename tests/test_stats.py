"""Statistics against the bots: counting hands and matches per game and bot level, the file, the
``cardtable stats`` command (table, CSV, reset with a confirmation)."""

from __future__ import annotations

import csv
import io

import pytest

from cardtable.bots.levels import make_bot
from cardtable.bots.runner import play_match
from cardtable.cli.main import main
from cardtable.engine.game import get_game
from cardtable.engine.match import Match
from cardtable.engine.record import SeatRecord
from cardtable.practice.stats import Stats, Tally, table_level


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    return tmp_path


def seats(*kinds):
    return [SeatRecord(name=f"P{i}", kind="human") if k == "human" else SeatRecord(name=f"P{i}", kind="bot", level=k)
            for i, k in enumerate(kinds)]


def played(game: str, n: int, seed: int) -> Match:
    spec = get_game(game)
    m = Match(spec, spec.options_model(), n, seed)
    play_match(m, [make_bot(spec, "normal")] * n, seed=seed, max_hands=40)
    return m


def test_the_level_of_a_table_is_its_strongest_bot():
    assert table_level(["easy", "hard", "normal"]) == "hard"
    assert table_level(["random", "easy"]) == "easy"


@pytest.mark.parametrize("game", ["uno", "durak"])
def test_a_match_counts_its_hands_and_its_result(game, home):
    m = played(game, 3, seed=11)
    assert m.over
    tally = Tally(game, seats("human", "normal", "easy"))
    tally.events(m, m.events)
    row = Stats().rows[f"{game}/normal"]
    assert row.hands == len(m.sheet.rows)
    assert row.hands_won == sum(0 in r.winners for r in m.sheet.rows)
    assert row.matches == 1 and row.matches_won == int(m.ranking[0] == 1)
    assert row.score_sum == m.sheet.totals()[0]
    assert row.streak == row.matches_won and row.best_streak == row.matches_won
    assert (home / "stats.json").exists()


def test_streaks_and_average_score(home):
    st = Stats()
    for won, score in [(True, 10), (True, 20), (False, 0), (True, 30)]:
        st.match_finished("uno", "hard", won, score)
    st.save()
    r = Stats().rows["uno/hard"]
    assert (r.matches, r.matches_won, r.streak, r.best_streak) == (4, 3, 1, 2)
    assert r.average_score == 15.0


def test_only_one_person_against_bots_counts(home):
    m = played("uno", 3, seed=2)
    Tally("uno", seats("human", "human", "normal")).events(m, m.events)  # hot-seat
    Tally("uno", seats("normal", "normal", "normal")).events(m, m.events)  # bots only
    assert Stats().rows == {}


def test_a_damaged_file_is_set_aside(home):
    (home / "stats.json").write_text("{not json")
    st = Stats()
    assert st.rows == {} and st.problem.startswith("damaged")
    assert (home / "stats.json.bad").exists()


def test_the_command_prints_exports_and_resets_with_a_confirmation(home, capsys):
    st = Stats()
    st.hand_finished("uno", "normal", True)
    st.match_finished("uno", "normal", True, 120)
    st.hand_finished("durak", "hard", False)
    st.save()
    assert main(["stats"]) == 0
    out = capsys.readouterr().out
    assert "Uno" in out and "Durak" in out and "120.0" in out
    assert main(["stats", "--csv"]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert [(r["game"], r["level"], r["matches_won"], r["hands"]) for r in rows] == [
        ("durak", "hard", "0", "1"), ("uno", "normal", "1", "1")]
    assert main(["stats", "--reset"]) == 2
    assert "--yes" in capsys.readouterr().err and len(Stats().rows) == 2
    assert main(["stats", "--reset", "--yes", "--game", "durak"]) == 0
    assert list(Stats().rows) == ["uno/normal"]
    assert main(["stats", "--reset", "--yes"]) == 0
    capsys.readouterr()
    assert Stats().rows == {}
    assert main(["stats"]) == 0 and "No games" in capsys.readouterr().out
    assert main(["stats", "--game", "chess"]) == 2
