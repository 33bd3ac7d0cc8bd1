"""Runaway caps (issue 14): a match without an end and a hand that cycles end with a clear result."""

from __future__ import annotations

import random

import pytest

from cardtable.bots.levels import make_bot
from cardtable.bots.runner import play_match
from cardtable.engine import match as match_mod
from cardtable.engine.game import get_game
from cardtable.engine.match import Match
from cardtable.engine.record import GameRecord, SeatRecord, record_of, replay
from cardtable.engine.state import IllegalAction


def test_lazy_uno_without_a_rounds_limit_ends_at_the_hand_cap(monkeypatch) -> None:
    monkeypatch.setattr(match_mod, "MAX_HANDS", 3)
    spec = get_game("uno")
    m = Match(spec, spec.options_model.parse({"scoring": "lazy"}), 3, 5)
    play_match(m, [make_bot(spec, "easy")] * 3, 1, max_hands=1000)
    assert m.over and m.capped == "3 hands were played" and len(m.sheet.rows) <= 3
    assert m.events[-1].kind == "match_end" and m.events[-1].data["capped"] == m.capped
    assert sorted(m.ranking)[0] == 1


def test_a_runaway_hand_ends_the_match_and_replays_the_same(monkeypatch) -> None:
    monkeypatch.setattr(match_mod, "MAX_HAND_ACTIONS", 12)
    spec = get_game("durak")
    m = Match(spec, spec.options_model.parse({}), 2, 9)
    rng = random.Random(2)
    while not m.over:
        s = m.to_act()[0]
        m.apply(s, rng.choice(m.legal_actions(s)))
    assert m.capped == "hand 1 ran over 12 moves" and len(m.actions) == 12 and m.ranking is not None
    with pytest.raises(IllegalAction, match="over"):
        m.apply(0, "pass")
    rec = record_of(m, [SeatRecord(name="A"), SeatRecord(name="B")])
    again = replay(GameRecord.model_validate(rec.model_dump()))
    assert again.capped == m.capped and again.ranking == m.ranking


def test_simulate_reports_matches_ended_by_a_cap(monkeypatch, capsys) -> None:
    from cardtable.cli.main import main

    monkeypatch.setattr(match_mod, "MAX_HAND_ACTIONS", 300)
    rules = ["uno_7_rounds=on", "play_to_last=on", "silence=twos", "uno_center=on"]
    argv = ["simulate", "uno", "--players", "10", "--bots", ",".join(["random"] * 10), "--games", "2", "--quiet"]
    for r in rules:
        argv += ["--rule", r]
    assert main(argv) == 0
    assert "matches were ended by a cap" in capsys.readouterr().out
