"""``cardtable replay --log / --json``: a record told as the table's log, with each hand's result."""

from __future__ import annotations

import json

import pytest

from cardtable.bots.levels import make_bot
from cardtable.bots.runner import play_match
from cardtable.cli.main import main
from cardtable.cli.replay_log import explain
from cardtable.engine.game import get_game
from cardtable.engine.match import Match
from cardtable.engine.record import SeatRecord, record_of


def bot_record(game: str, n: int, seed: int = 3):
    spec = get_game(game)
    m = Match(spec, spec.options_model(), n, seed)
    play_match(m, [make_bot(spec, "normal")] * n, seed=seed, max_hands=3)
    seats = [SeatRecord(name=f"P{i}", kind="bot") for i in range(n)]
    return m, record_of(m, seats)


def run(capsys, *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    return code, capsys.readouterr().out


@pytest.mark.parametrize("game", ["uno", "durak"])
def test_log_tells_public_lines_and_reveal_adds_the_deals(game, tmp_path, capsys):
    m, rec = bot_record(game, 3)
    path = tmp_path / "r.json"
    path.write_text(rec.model_dump_json())
    code, out = run(capsys, "replay", str(path), "--log")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "Hand 1 is dealt"
    assert any(line.startswith("P1 ") for line in lines)  # moves told by name, not as engine ids
    assert "You " not in out  # a spectator's log: nobody is "you"
    code, revealed = run(capsys, "replay", str(path), "--log", "--reveal")
    assert code == 0
    assert len(revealed.splitlines()) > len(lines)
    first_deal = revealed.splitlines()[1]
    assert first_deal.startswith("  P0: ") and len(first_deal.split(": ")[1].split()) >= 6  # six or seven dealt


def test_json_has_events_and_each_finished_hands_result(tmp_path, capsys):
    m, rec = bot_record("uno", 3)
    path = tmp_path / "r.json"
    path.write_text(rec.model_dump_json())
    code, out = run(capsys, "replay", str(path), "--json")
    assert code == 0
    d = json.loads(out)
    assert len(d["hands"]) == len(m.sheet.rows) >= 1
    for h, row in zip(d["hands"], m.sheet.rows, strict=True):
        assert h["winners"] == row.winners and h["points"] == row.points
        assert h["finishing_order"][:1] == row.winners  # in Uno the first out wins the hand
        assert h["cards_left"][row.winners[0]] == 0 and len(h["hand_values"]) == 3
    assert sum(e["kind"] == "hand_end" for e in d["events"]) == len(d["hands"])
    assert all(e["text"] is None for e in d["events"] if not e["public"])  # private events stay untold
    code, out = run(capsys, "replay", str(path), "--json", "--reveal")
    d2 = json.loads(out)
    assert any(e["text"] and not e["public"] for e in d2["events"])


def test_explain_replays_exactly():
    m, rec = bot_record("durak", 2, seed=5)
    again, told = explain(rec)
    assert again.actions == m.actions and again.sheet.totals() == m.sheet.totals()
    assert again.hand.fingerprint() == m.hand.fingerprint()
    assert [h["points"] for h in told.hands] == [r.points for r in m.sheet.rows]
