"""The command line: list, rules, replay (text, JSON, errors), simulate and its bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardtable.cli.main import main

ASSETS = Path(__file__).resolve().parent.parent / "assets" / "records"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_list(capsys):
    code, out, _ = run(capsys, "list")
    assert code == 0 and "uno" in out and "2-10 players" in out


def test_rules_both_languages(capsys):
    code, out, _ = run(capsys, "rules", "uno")
    assert code == 0 and "UNO" in out
    code, out, _ = run(capsys, "--lang", "ru", "rules", "uno")
    assert code == 0 and "карт" in out


def test_unknown_game_and_option_exit_2(capsys):
    assert run(capsys, "rules", "chess")[0] == 2
    code, _, err = run(capsys, "simulate", "uno", "--rule", "nope=1")
    assert code == 2 and "unknown option 'nope'" in err
    code, _, err = run(capsys, "simulate", "uno", "--rule", "uno_penalty=many")
    assert code == 2 and "uno_penalty" in err
    code, _, err = run(capsys, "simulate", "uno", "--players", "11")
    assert code == 2 and "2-10 players" in err
    code, _, err = run(capsys, "simulate", "uno", "--bots", "normal,godlike")
    assert code == 2


def test_replay_text_and_json(capsys):
    rec = str(ASSETS / "uno_challenge.json")
    code, out, _ = run(capsys, "replay", rec)
    assert code == 0 and "score sheet" in out and "seat 2 to act" in out  # a spectator: not his moves
    code, out, _ = run(capsys, "replay", rec, "--as", "2")
    assert code == 0 and "seat 2 may" in out
    code, out, _ = run(capsys, "replay", rec, "--json")
    d = json.loads(out)
    assert d["to_act"] == {"2": None} and d["view"] == "spectator"
    anna = d["zones"][2]  # the W+4 she took back is known to all; the cards she drew are not
    assert anna["zone"] == "hand0" and anna["cards"].count("W+4") == 1 and anna["cards"].count("?") == anna["count"] - 1
    assert d["zones"][0]["zone"] == "stock" and d["zones"][0]["cards"] is None
    code, out, _ = run(capsys, "replay", rec, "--json", "--reveal")
    d = json.loads(out)
    # Anna took the W+4 back and drew 4; then Boris drew 1 and kept it
    assert d["zones"][2]["count"] == 3 + 4 and "W+4" in d["zones"][2]["cards"]


def test_replay_illegal_action_names_index(capsys, tmp_path):
    rec = json.loads((ASSETS / "uno_challenge.json").read_text())
    rec["actions"].append([1, "play Y7"])
    p = tmp_path / "bad.json"
    p.write_text(json.dumps(rec))
    code, _, err = run(capsys, "replay", str(p))
    assert code == 1 and "action 4" in err and "not your turn" in err


@pytest.mark.parametrize("content", ["{not json", '{"game": "uno"}', '{"game": "x", "seats": [{}]}', ""])
def test_replay_broken_files(capsys, tmp_path, content):
    p = tmp_path / "broken.json"
    p.write_text(content)
    code, _, err = run(capsys, "replay", str(p))
    assert code == 2 and err.startswith("cardtable:")
    assert run(capsys, "replay", str(tmp_path / "missing.json"))[0] == 2


def test_simulate_small(capsys):
    code, out, _ = run(capsys, "simulate", "uno", "--players", "3", "--games", "5", "--seed", "2",
                       "--bots", "normal,easy,random", "--quiet")
    assert code == 0 and "games/s" in out and "normal" in out
