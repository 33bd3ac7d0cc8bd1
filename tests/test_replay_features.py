"""``cardtable replay`` for bug reports and tests (issue #30), for all eleven games: the spectator's
view by default and a seat's with ``--as``, a record's ``dealer``, every finished hand's facts in
``hands[]``, ``--until-hand-end``, and the stock printed top first (docs/records.md)."""

from __future__ import annotations

import json

import pytest

from cardtable.bots.levels import make_bot
from cardtable.bots.runner import play_match
from cardtable.cli.main import main
from cardtable.cli.replay_log import _plain
from cardtable.engine.game import get_game
from cardtable.engine.match import Match
from cardtable.engine.record import GameRecord, RecordError, SeatRecord, record_of, replay, start_match
from cardtable.engine.registry import REGISTRY

GAMES = list(REGISTRY)
OPTIONS = {"families": {"mode": "kukareku", "kukareku_limit": 2}}
"""Several hands per match where the default is one (the ask game is one hand)."""


def players(game: str) -> int:
    spec = get_game(game)
    options = spec.options_model.parse(OPTIONS.get(game, {}))
    return max(spec.players_for(options)[0], min(3, spec.players_for(options)[1]))


def dealt(game: str, seed: int = 4, **kw) -> GameRecord:
    n = players(game)
    return GameRecord(game=game, options=OPTIONS.get(game, {}), seats=[SeatRecord(name=f"P{i}") for i in range(n)],
                      seed=seed, **kw)


def bot_record(game: str, seed: int = 4, hands: int = 2) -> tuple[Match, GameRecord]:
    rec = dealt(game, seed)
    m = start_match(rec)
    play_match(m, [make_bot(m.spec, "normal")] * m.n, seed=seed, max_hands=hands)
    return m, record_of(m, rec.seats)


def out(capsys, tmp_path, rec: GameRecord, *argv: str) -> dict:
    path = tmp_path / "r.json"
    path.write_text(rec.model_dump_json())
    assert main(["replay", str(path), "--json", *argv]) == 0
    return json.loads(capsys.readouterr().out)


def hand_zones(d: dict) -> dict[int, dict]:
    return {int(z["zone"][4:]): z for z in d["zones"] if z["zone"].startswith("hand") and z["zone"][4:].isdigit()}


# -- views ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_views_of_a_deal_own_cards_counts_of_the_others_and_nothing_for_a_spectator(game, capsys, tmp_path):
    rec = dealt(game)
    m = start_match(rec)
    shown = out(capsys, tmp_path, rec, "--reveal")
    spectator = out(capsys, tmp_path, rec)
    assert spectator["view"] == "spectator" and shown["view"] == "reveal"
    assert all(acts is None for acts in spectator["to_act"].values())
    for z, t in zip(spectator["zones"], shown["zones"], strict=True):
        assert z["count"] == t["count"]
        if z["cards"] is not None:  # what a spectator sees is what the table shows, or '?'
            assert all(c in ("?", real) for c, real in zip(z["cards"], t["cards"], strict=True))
    for s in range(m.n):
        mine = out(capsys, tmp_path, rec, "--as", str(s))
        assert mine["view"] == f"seat {s}"
        assert set(mine["to_act"]) == set(shown["to_act"])
        assert all((acts is None) == (int(k) != s) for k, acts in mine["to_act"].items())
        hands, real = hand_zones(mine), hand_zones(shown)
        for owner, z in hands.items():
            if owner == s and m.hand.masked(s).zones() and game != "kids_poker":
                assert z["cards"] == real[owner]["cards"]  # its own cards
            elif owner != s:
                assert z["count"] == real[owner]["count"]  # the others' counted
                assert z["cards"] is None or "?" in z["cards"] or not z["cards"]
        for z in hand_zones(spectator).values():
            assert z["cards"] is None or not z["cards"] or "?" in z["cards"]


def test_an_unlooked_kids_poker_hand_is_face_down_to_its_own_seat(capsys, tmp_path):
    rec = GameRecord(game="kids_poker", seats=[SeatRecord(name=n) for n in "ABC"], seed=3, dealer=2)
    first = (2 + 1) % 3  # calls go from the dealer's left
    d = out(capsys, tmp_path, rec, "--as", str(first))
    assert hand_zones(d)[first]["cards"] is None and hand_zones(d)[first]["count"] > 0
    assert d["to_act"][str(first)] and "look" in d["to_act"][str(first)]
    looked = out(capsys, tmp_path, rec.model_copy(update={"actions": [(first, "look")]}), "--as", str(first))
    assert "?" not in hand_zones(looked)[first]["cards"]


def test_a_replay_that_does_not_reveal_keeps_the_blind_bids_sealed(capsys, tmp_path):
    """russian_poker.md section 3: in the blind deal the others' bids are not seen until the deal
    ends (issue #30: ``replay`` without ``--reveal`` printed ``bids: [2, 1, None, None]``)."""
    rec = GameRecord(game="russian_poker", options={"first_deal": 14}, seats=[SeatRecord(name=n) for n in "AB"],
                     seed=3, dealer=0, actions=[(1, "bid 2"), (0, "bid 1")])
    assert replay(rec).hand.deal.kind == "blind"
    assert out(capsys, tmp_path, rec)["public"]["bids"] == ["?", "?"]
    assert out(capsys, tmp_path, rec, "--as", "0")["public"]["bids"] == [1, "?"]
    assert out(capsys, tmp_path, rec, "--as", "1")["public"]["bids"] == ["?", 2]
    assert out(capsys, tmp_path, rec, "--reveal")["public"]["bids"] == [1, 2]
    spectator = out(capsys, tmp_path, rec)
    assert all(e["public"] for e in spectator["events"]) and not any("bid" in e["data"] for e in spectator["events"])


def test_as_and_reveal_exclude_each_other_and_as_needs_a_seat(capsys, tmp_path):
    path = tmp_path / "r.json"
    path.write_text(dealt("uno").model_dump_json())
    assert main(["replay", str(path), "--as", "1", "--reveal"]) == 2
    assert main(["replay", str(path), "--as", "7"]) == 2
    assert "no such seat" in capsys.readouterr().err


# -- the dealer ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_a_dealt_record_chooses_its_dealer(game, capsys, tmp_path):
    n = players(game)
    for k in range(n):
        rec = dealt(game, dealer=k)
        m = start_match(rec)
        assert m.dealer == k and m.dealer_draw == []
        assert getattr(m.hand, "dealer", k) == k
        assert out(capsys, tmp_path, rec)["dealer"] == k
        assert record_of(m, rec.seats).dealer == k  # a save of it keeps the choice
    with pytest.raises(RecordError, match="dealer: seat"):
        start_match(dealt(game, dealer=n))


@pytest.mark.parametrize("game", ["uno52", "twenty_two"])
def test_the_draw_for_the_first_dealer_shows_its_cards(game, capsys, tmp_path):
    rec = dealt(game, seed=9)
    m = start_match(rec)
    draw = out(capsys, tmp_path, rec)["dealer_draw"]
    assert draw and draw == [[list(x) for x in row] for row in m.dealer_draw]
    last = draw[-1]
    deck = m.hand.deck
    top = max(deck.cards[deck.by_text[t][0]].rank for _, t in last)
    assert [s for s, t in last if deck.cards[deck.by_text[t][0]].rank == top] == [m.dealer]


def test_a_position_takes_the_records_dealer_unless_it_names_another():
    pos = {"hands": [["R1", "R2"], ["G3", "G4"]], "discard": ["R5"], "turn": 0}
    rec = GameRecord(game="uno", seats=[SeatRecord(), SeatRecord()], seed=1, position=pos, dealer=1)
    assert start_match(rec).dealer == 1
    assert start_match(rec.model_copy(update={"position": pos | {"dealer": 1}})).dealer == 1
    with pytest.raises(RecordError, match="dealer"):
        start_match(rec.model_copy(update={"position": pos | {"dealer": 0}}))


# -- finished hands ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_every_finished_hand_keeps_its_facts_and_until_hand_end_stops_there(game, capsys, tmp_path):
    m, rec = bot_record(game)
    assert m.sheet.rows, "the bots finished no hand"
    d = out(capsys, tmp_path, rec, "--reveal")
    rows = [h for h in d["hands"] if not h["void"]]
    assert len(rows) == len(m.sheet.rows)
    for h, row in zip(rows, m.sheet.rows, strict=True):
        assert h["points"] == row.points and h["winners"] == row.winners and h["extra"] == _plain(row.extra)
        assert h["public"] and h["zones"] and isinstance(h["dealer"], int)
    first = d["hands"][0]
    stop = out(capsys, tmp_path, rec, "--reveal", "--until-hand-end")
    assert stop["stopped"] and stop["hand_no"] == first["hand_no"] == 1 and stop["dealer"] == first["dealer"]
    assert stop["zones"] == first["zones"] and stop["public"] == first["public"] and stop["to_act"] == {}
    assert len(stop["hands"]) == 1 and len(stop["sheet"]) == (0 if first["void"] else 1)
    again = replay(rec.model_copy(update={"actions": rec.actions[:stop["actions"]]}))
    assert again.hand_no > 1 or again.over  # it stopped at the action that ended the hand
    assert replay(rec.model_copy(update={"actions": rec.actions[:stop["actions"] - 1]})).hand_no == 1
    spectator = out(capsys, tmp_path, rec, "--until-hand-end")
    assert spectator["stopped"] and spectator["hands"][0]["extra"] == first["extra"]
    if 2 in [h["hand_no"] for h in d["hands"]]:
        later = out(capsys, tmp_path, rec, "--reveal", "--until-hand-end", "2")
        assert later["stopped"] and later["hand_no"] == 2 and len(later["hands"]) == 2


def test_until_hand_end_before_the_end_prints_the_position_reached(capsys, tmp_path):
    rec = dealt("uno").model_copy(update={"actions": []})
    d = out(capsys, tmp_path, rec, "--until-hand-end")
    assert not d["stopped"] and d["hand_no"] == 1 and d["to_act"]


# -- the stock -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_the_stock_prints_top_first(game, capsys, tmp_path):
    rec = dealt(game)
    m = start_match(rec)
    zone = next((z for z in m.hand.zones() if z.name == "stock"), None)
    if zone is None or not zone.cards:
        pytest.skip("no stock in this deal")
    d = out(capsys, tmp_path, rec, "--reveal")
    stock = next(z for z in d["zones"] if z["zone"] == "stock")
    assert stock["cards"] == [m.hand.deck.text(c) for c in reversed(zone.cards)]
    assert stock["cards"][0] == m.hand.deck.text(zone.cards[-1])  # the next card drawn


def test_a_finished_petukh_hand_keeps_its_facts_when_the_next_deal_follows(capsys, tmp_path):
    """The lone player after three opt-outs: the sheet's facts and the hand's own are in ``hands[]``
    although the position printed is the next deal (issue #30)."""
    hands = [["6h", "7h", "8h", "9h", "10h"], ["6d", "7d", "8d", "9d", "10d"], ["6c", "7c", "8c", "9c", "10c"],
             ["Jh", "Qh", "Kh", "Ah", "Jc"]]
    pos = {"dealer": 3, "phase": "offer", "turn": 0, "hands": hands, "trump_card": "6s",
           "prikup": ["7s", "8s", "9s", "10s", "Js"], "part": [None] * 4}
    rec = GameRecord(game="petukh", seats=[SeatRecord() for _ in range(4)], seed=2, position=pos,
                     actions=[(0, "buy"), (1, "out"), (2, "out"), (3, "out"), (0, "done")])
    d = out(capsys, tmp_path, rec)
    assert d["hand_no"] == 2 and d["public"]["phase"] == "offer"
    (h,) = d["hands"]
    assert h["extra"]["sole"] and h["extra"]["taken"][0] == 5 and h["extra"]["opted_out"] == [1, 2, 3]
    assert h["public"]["sole"] and h["public"]["buyer"] == 0 and h["points"][0] == -5 and h["dealer"] == 3
    assert d["totals"] == [10, 15, 15, 15]  # the points left, not the changes
    stop = out(capsys, tmp_path, rec, "--until-hand-end")
    assert stop["hand_no"] == 1 and stop["public"]["phase"] == "over" and stop["dealer"] == 3
