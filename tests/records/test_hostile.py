"""Each finding of issue 14 about records, saves and settings, as a regression test (no UI here)."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest

from cardtable.engine.record import RecordError, load_record, parse_record, replay

UNO = {"format": 1, "game": "uno", "seats": [{"name": "Anna", "kind": "human"}, {"name": "Boris"}], "seed": 1,
       "position": {"hands": [["R2", "B1"], ["G3", "Y7"]], "discard": ["R5"], "turn": 0}}
H101 = {"format": 1, "game": "hundred_one", "seats": [{"name": "A"}, {"name": "B"}, {"name": "C"}], "seed": 1,
        "position": {"hands": [["8c"], ["7d"], ["9h"]], "discard": ["Kh"], "turn": 0}}


def load(doc) -> object:
    text = doc if isinstance(doc, (str, bytes)) else json.dumps(doc)
    return replay(parse_record(text, "rec"))


def with_pos(base: dict, **pos) -> dict:
    doc = json.loads(json.dumps(base))
    doc["position"].update(pos)
    return doc


BROKEN = [
    (with_pos(H101, eliminated=[17179869184]), "position.eliminated.0: seat 17179869184 does not exist"),
    (with_pos(UNO, turn="1"), "position.turn"),
    (with_pos(UNO, turn=99), "position.turn: seat 99 does not exist"),
    (with_pos(UNO, colour=3), "position.colour"),
    (with_pos(UNO, hands=[["R2", ["B1"]], ["G3"]]), "position.hands.0.1"),
    (with_pos(UNO, scores=[1, 2, 3]), "position.scores: has 3 entries for 2 seats"),
    (with_pos(UNO, last_player=-5), "position.last_player"),
    (with_pos(UNO, pending=3), "position.pending: R5 on top is not a penalty card"),
    (with_pos(UNO, direction=2), "position.direction"),
    (with_pos(UNO, dealer=True), "position.dealer"),
    (with_pos(H101, eliminated=[1]), "position.hands.1: seat 1 is eliminated but holds cards"),
    ({**UNO, "seats": [{"name": "A", "level": "godlike"}, {"name": "B"}]}, "seats.0.level"),
    ({**UNO, "seats": [{"name": "A"}] * 11}, "bad seats"),
    ({**UNO, "seed": 2**70}, "seed"),
    ({**UNO, "actions": [[2**40, "draw"]]}, "there is no seat"),
    ('{"format": 1, "game": "uno", "seed": 1e999, "seats": [{"name": "A"}, {"name": "B"}]}', "seed"),
    ('{"format": 1, "game": "uno", "seed": ' + "7" * 5000 + ', "seats": []}', "digits"),
    ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    (json.dumps(UNO).encode("utf-16"), "not UTF-8"),
    (bytes(range(256)), "not UTF-8"),
]


@pytest.mark.parametrize(("doc", "needle"), BROKEN, ids=[n for _, n in BROKEN])
def test_a_broken_record_is_one_line_naming_the_key(doc, needle) -> None:
    with pytest.raises(RecordError) as e:
        load(doc)
    msg = str(e.value)
    assert needle in msg and "\n" not in msg


def test_a_record_with_a_bom_loads() -> None:
    assert load(b"\xef\xbb\xbf" + json.dumps(UNO).encode()).spec.id == "uno"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_replay_of_a_fifo_does_not_hang(tmp_path: Path) -> None:
    fifo = tmp_path / "rec.json"
    os.mkfifo(fifo)
    with pytest.raises(RecordError, match="not a regular file"):
        load_record(fifo)


def test_the_loader_error_is_the_cli_exit_code(tmp_path: Path, capsys) -> None:
    from cardtable.cli.main import main

    p = tmp_path / "r.json"
    p.write_text(json.dumps(with_pos(H101, eliminated=[17179869184])))
    assert main(["replay", str(p)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "eliminated" in err


# -- saves and settings ------------------------------------------------------------------------------


def test_atomic_writes_of_two_writers_never_leave_a_broken_file(tmp_path: Path) -> None:
    from cardtable.tui.paths import write_atomic

    path = tmp_path / "save.json"
    errors: list[BaseException] = []

    def writer(k: int) -> None:
        try:
            for i in range(150):
                write_atomic(path, json.dumps({"writer": k, "i": i, "pad": "x" * (1000 * k)}))
                json.loads(path.read_text())
        except BaseException as e:  # noqa: BLE001 - collected for the assert
            errors.append(e)

    threads = [threading.Thread(target=writer, args=(k,)) for k in (1, 2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert json.loads(path.read_text())["i"] == 149
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]  # no temporary file left


def test_a_failed_write_leaves_the_old_save_and_no_temp(tmp_path: Path, monkeypatch) -> None:
    from cardtable.engine import files as paths

    path = tmp_path / "save.json"
    paths.write_atomic(path, "old")

    def full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(paths.os, "fsync", full)
    with pytest.raises(OSError):
        paths.write_atomic(path, "new")
    assert path.read_text() == "old" and len(list(tmp_path.iterdir())) == 1


@pytest.mark.parametrize("content", [
    b"\xff\xfe\x00garbage", b"[" * 50_000, b'{"game": ' + b"9" * 5000 + b"}", b"[1, 2]", b"",
], ids=["binary", "nested", "huge-int", "list", "empty"])
def test_the_lobby_peek_survives_any_file(tmp_path: Path, content: bytes) -> None:
    from cardtable.tui import saves

    p = tmp_path / "a.json"
    p.write_bytes(content)
    info = saves.peek(p)
    assert info is not None and info.game == "?" and info.problem and "\n" not in info.problem


def test_the_lobby_peek_reads_names_as_plain_text(tmp_path: Path) -> None:
    from cardtable.tui import saves

    p = tmp_path / "a.json"
    p.write_text(json.dumps({**UNO, "seats": [{"name": "[@click=app.screenshot('x.svg','/tmp')]Anna[/]"},
                                              {"name": "B"}]}))
    info = saves.peek(p)
    assert info is not None and "[" not in info.players and "(@click" in info.players and not info.problem


def test_slots_are_per_match_and_listed_newest_first(tmp_path: Path, monkeypatch) -> None:
    from cardtable.tui import saves

    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    a, b = saves.new_slot("uno"), saves.new_slot("uno")
    assert a != b and a.parent == b.parent == tmp_path / "saves"
    saves.write(json.dumps(UNO), a)
    os.utime(a, (1, 1))
    saves.write(json.dumps(H101), b)
    assert [i.path for i in saves.slots()] == [b, a]
    saves.remove(b)  # finishing one match deletes its own slot only
    assert [i.path for i in saves.slots()] == [a]


def test_a_slot_in_use_is_locked(tmp_path: Path) -> None:
    from cardtable.tui.saves import SlotLock

    first, second = SlotLock(tmp_path / "s.json"), SlotLock(tmp_path / "s.json")
    assert first.acquire()
    assert not second.acquire()
    first.release()
    assert second.acquire()
    second.release()


@pytest.mark.parametrize(("content", "needle"), [
    (b"[" * 50_000, "nested too deeply"),
    (b"\xff\xfe{}", "defaults are used"),
    (b'{"speed": ' + b"1" * 5000 + b"}", "defaults are used"),
    (b"[]", "not a settings object"),
], ids=["nested", "binary", "huge-int", "list"])
def test_hostile_settings_give_defaults_and_one_line(tmp_path: Path, monkeypatch, content, needle) -> None:
    from cardtable.tui.settings import Settings

    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    (tmp_path / "settings.json").write_bytes(content)
    s, problem = Settings.load_checked()
    assert s == Settings() and needle in problem and "\n" not in problem


def test_settings_of_wrong_types_are_ignored(tmp_path: Path, monkeypatch) -> None:
    from cardtable.tui.settings import Settings

    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    (tmp_path / "settings.json").write_text(json.dumps({"speed": {"a": [1]}, "lang": "ru", "theme": 5}))
    s, problem = Settings.load_checked()
    assert (s.lang, s.speed, s.theme, problem) == ("ru", "normal", "textual-dark", "")


def test_plain_never_leaves_markup_or_escapes() -> None:
    from cardtable.tui.plain import plain

    name = plain("[@click=app.screenshot('x.svg','/some/dir')]Anna[/]\x1b[31m")
    assert "[" not in name and "]" not in name and "\x1b" not in name and name.endswith("Anna(/)(31m")


def test_a_record_names_exactly_the_bot_levels_there_are() -> None:
    from cardtable.bots.levels import LEVELS
    from cardtable.engine.record import BOT_LEVELS, SeatRecord

    assert BOT_LEVELS == LEVELS
    for lv in LEVELS:
        assert SeatRecord(name="A", level=lv).level == lv
