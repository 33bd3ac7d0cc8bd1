"""``cardtable play``: bad games, rules and bot levels are one line and exit 2; seats from the flags."""

from __future__ import annotations

import argparse

import pytest

from cardtable.cli.main import main
from cardtable.cli.play import play_seats
from cardtable.engine.game import get_game


@pytest.mark.parametrize("argv", [
    ["play", "chess"],
    ["play", "uno", "--rule", "foo=1"],
    ["play", "uno", "--bots", "normal,genius"],
    ["play", "uno", "--players", "11"],
    ["play", "uno", "--players", "2", "--humans", "3"],
])
def test_bad_play_arguments_exit_2(argv, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("cardtable: ") and err.count("\n") == 1


def test_play_seats_from_flags():
    args = argparse.Namespace(players=4, bots="normal,normal,easy", humans=1)
    seats = play_seats(get_game("uno"), args)
    assert [(s.kind, s.level) for s in seats][1:] == [("bot", "normal"), ("bot", "normal"), ("bot", "easy")]
    assert seats[0].kind == "human" and seats[0].name == "Anna"
    two = play_seats(get_game("uno"), argparse.Namespace(players=None, bots="easy,easy", humans=2))
    assert [s.kind for s in two] == ["human", "human", "bot", "bot"]
