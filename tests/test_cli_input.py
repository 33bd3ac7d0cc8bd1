"""Issue 14's command-line findings: every bad argument is one line and exit code 2, help for every
option, ``--lang`` after the subcommand, a closed pipe without a traceback, aligned ``list``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.cli.main import _parser, main


def usage_error(capsys, *argv: str) -> str:
    """Run ``argv``; it must fail as a usage error (exit 2) with a one-line message."""
    try:
        code = main(list(argv))
    except SystemExit as e:  # argparse's own errors
        code = e.code
    err = capsys.readouterr().err
    assert code == 2, err
    last = err.strip().splitlines()[-1]
    assert "Traceback" not in err and last.startswith(("cardtable", "usage"))
    return last


@pytest.mark.parametrize(("argv", "needle"), [
    (["play", "uno", "--players", "0"], "0 is not at least 1"),
    (["simulate", "uno", "--players", "0"], "0 is not at least 1"),
    (["play", "uno", "--humans", "-1"], "-1 is not 0 or more"),
    (["play", "uno", "--players", "3", "--bots", "normal,easy,easy,random"], "--bots names 4 bots"),
    (["simulate", "uno", "--hard-c", "nan"], "nan is not a finite number"),
    (["simulate", "uno", "--hard-ms", "nan"], "nan is not a finite number above 0"),
    (["simulate", "uno", "--hard-ms", "inf"], "inf is not a finite number above 0"),
    (["simulate", "uno", "--games", "0"], "0 is not at least 1"),
    (["strength", "--minutes", "-1"], "-1 is not a finite number above 0"),
    (["strength", "--games", "x"], "'x' is not a whole number"),
    (["bench", "--keys", "-3"], "-3 is not 0 or more"),
])
def test_bad_arguments_are_usage_errors(capsys, argv, needle) -> None:
    assert needle in usage_error(capsys, *argv)


def test_every_play_option_has_a_help_text() -> None:
    sub = next(a for a in _parser()._actions if a.dest == "cmd")
    play = sub.choices["play"]
    for action in play._actions:
        assert action.help, f"play {action.option_strings or action.dest} has no help"


def test_lang_is_taken_after_the_subcommand(capsys) -> None:
    assert _parser().parse_args(["play", "uno", "--lang", "ru"]).lang == "ru"
    assert _parser().parse_args(["--lang", "ru", "play", "uno"]).lang == "ru"
    assert _parser().parse_args(["play", "uno"]).lang is None
    assert main(["rules", "uno", "--lang", "ru"]) == 0
    assert "Домашние правила" in capsys.readouterr().out


def test_list_in_russian_is_aligned(capsys) -> None:
    assert main(["--lang", "ru", "list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert all("игроков" in ln and "players" not in ln for ln in lines)
    assert len({ln.index("игроков") for ln in lines}) == 1  # one column, whatever the names' lengths


def test_a_closed_pipe_is_not_a_traceback() -> None:
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parent.parent))
    proc = subprocess.run(f"{sys.executable} -m cardtable rules hundred_one | head -1", shell=True,
                          capture_output=True, text=True, env=env, timeout=60)
    assert proc.stdout.strip() and "Traceback" not in proc.stderr and "BrokenPipe" not in proc.stderr


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_replay_of_a_fifo_is_a_message(tmp_path: Path, capsys) -> None:
    fifo = tmp_path / "rec.json"
    os.mkfifo(fifo)
    assert "is not a regular file" in usage_error(capsys, "replay", str(fifo))


def test_bad_start_messages_say_what_is_wrong(tmp_path: Path, capsys) -> None:
    rec = {"format": 1, "game": "durak", "seats": [{"name": "A"}, {"name": "B"}], "seed": 1,
           "position": {"hands": [["9d"], ["9c"]], "trump": "Zz"}}
    p = tmp_path / "r.json"
    p.write_text(json.dumps(rec))
    msg = usage_error(capsys, "replay", str(p))
    assert "position.trump: 'Zz' is neither a suit letter nor a card of the deck" in msg
    p.write_text(json.dumps({**rec, "position": None, "deck": ["9d", "Q9"]}))
    assert "bad deck: no card 'Q9' in the" in usage_error(capsys, "replay", str(p))


def test_the_readme_command_examples_parse_as_written() -> None:
    import re
    import shlex

    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    commands = re.findall(r"^\| `(cardtable[^`]*)` \|", readme, flags=re.M)
    assert len(commands) >= 8 and "../shared/rules" not in readme
    for c in commands:
        words = shlex.split(c)[1:]
        assert "[" not in c, c  # no optional-argument brackets: each example runs as written
        _parser().parse_args(words)  # argparse exits on anything it does not take
