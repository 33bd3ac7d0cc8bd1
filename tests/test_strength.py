"""``cardtable strength``: results are kept game by game, resumed, and never mixed across settings."""

from __future__ import annotations

import json

from cardtable.bots.levels import make_bot
from cardtable.cli.main import main
from cardtable.cli.simulate import play_one
from cardtable.cli.strength import PLAYERS, SEED, Pairing, table


def lines(path):
    return path.read_text(encoding="utf-8").splitlines()


def test_strength_keeps_every_game_and_resumes(tmp_path, capsys):
    args = ["strength", "--game", "hundred_one", "--pair", "normal-easy", "--dir", str(tmp_path)]
    assert main(args + ["--games", "3"]) == 0
    f = tmp_path / "hundred_one-normal-easy.jsonl"
    first = lines(f)
    assert len(first) == 4 and json.loads(first[0])["levels"] == ["normal", "easy"]
    assert main(args + ["--games", "3"]) == 0  # nothing missing: nothing played
    assert lines(f) == first
    with f.open("a", encoding="utf-8") as out:
        out.write('{"g": 3, "wins": [1')  # a run stopped mid-line
    assert main(args + ["--games", "5"]) == 0  # plays games 3 and 4 only
    got = sorted(json.loads(x)["g"] for x in lines(f)[1:] if x.endswith("}"))
    assert got == [0, 1, 2, 3, 4]
    out = capsys.readouterr().out
    assert "| hundred_one | normal vs easy | 5 |" in out


def test_strength_figures_are_those_of_the_games(tmp_path):
    from cardtable.cli.usage import parse_options
    from cardtable.engine.game import get_game

    assert main(["strength", "--game", "black_jack", "--pair", "normal-easy", "--games", "4",
                 "--dir", str(tmp_path)]) == 0
    spec = get_game("black_jack")
    opts = parse_options(spec, list(spec.strength_rules))
    bots = {"normal": make_bot(spec, "normal"), "easy": make_bot(spec, "easy")}
    wins = sum(play_one(spec, opts, PLAYERS, ["normal", "easy"], SEED, True, g, bots).wins[0] for g in range(4))
    row = table([Pairing("black_jack", ("normal", "easy"))], tmp_path)[0]
    assert row.games == 4 and row.share == wins / 4


def test_strength_refuses_results_of_other_settings(tmp_path, capsys):
    f = tmp_path / "durak-normal-easy.jsonl"
    f.write_text(json.dumps({"game": "durak", "levels": ["normal", "easy"], "players": 3}) + "\n")
    assert main(["strength", "--game", "durak", "--pair", "normal-easy", "--games", "1",
                 "--dir", str(tmp_path)]) == 2
    assert "other settings" in capsys.readouterr().err
    assert main(["strength", "--pair", "hard-easy", "--report", "--dir", str(tmp_path)]) == 2


def test_a_file_records_its_code_and_refuses_another_code(tmp_path, capsys, monkeypatch):
    from cardtable.cli import strength

    monkeypatch.setattr(strength, "code_version", lambda: "abc1234")
    args = ["strength", "--game", "durak", "--pair", "normal-easy", "--dir", str(tmp_path)]
    assert main(args + ["--games", "1"]) == 0
    f = tmp_path / "durak-normal-easy.jsonl"
    assert json.loads(lines(f)[0])["code"] == "abc1234"
    monkeypatch.setattr(strength, "code_version", lambda: "def5678")
    assert main(args + ["--games", "2"]) == 2
    assert "played by code abc1234, this is def5678" in capsys.readouterr().err
    assert main(["strength", "--game", "durak", "--pair", "normal-easy", "--report", "--dir", str(tmp_path)]) == 0
    assert "| durak | normal vs easy | 1 |" in capsys.readouterr().out  # a report reads any code


def test_without_dir_results_go_to_the_data_directory(tmp_path, monkeypatch):
    from cardtable.cli.strength import code_version, default_dir

    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    assert default_dir() == tmp_path / "strength"
    assert code_version()  # a commit here (a checkout), the version elsewhere
