"""Practice against the bots, by keyboard, in Uno and Durak: hint (H), undo (Ctrl+Z), and that the
hint reads nothing outside the person's view."""

from __future__ import annotations

import pytest

from cardtable.bots import ismcts
from cardtable.engine.cards import UNKNOWN
from cardtable.engine.record import GameRecord, replay
from cardtable.engine.state import Vis
from cardtable.practice import hint_seed, weigh, weigh_position
from cardtable.tui.practice.texts import EN, RU
from cardtable.tui.screens.table import TableScreen

from .driver import aio, screen_text, seats, settle, table, table_app
from .test_uno_rules import pick_card


def my_turn(app, seat: int = 0) -> bool:
    scr = app.screen
    return (isinstance(scr, TableScreen) and not scr._refresh_pending and scr.ended is None
            and scr.match.to_act()[:1] == [seat] and bool(scr.match.legal_actions(seat)))


def panel_text(app) -> str:
    found = table(app).query("#practice-panel")
    return str(found.first().render()) if found and found.first().display else ""


def card_move(app) -> str:
    """A hand card the person may play now with one card and no follow-up choice."""
    scr = table(app)
    m = scr.match
    deck = m.hand.deck
    hand = [deck.text(c) for c in m.hand.hands[0]]
    for a in m.legal_actions(0):
        p = scr.presenter.parse(a, deck)
        if len(p.cards) == 1 and p.cards[0] in hand and not p.call and not p.cards[0].startswith("W"):
            cands = scr.presenter.card_actions(m.legal_actions(0), deck, hand).get(p.cards[0], [])
            if len(cands) == 1:
                return p.cards[0]
    return ""


def test_texts_have_the_same_keys_and_placeholders():
    import string

    assert EN.keys() == RU.keys()
    for k in EN:
        fields = {f for _, f, _, _ in string.Formatter().parse(EN[k]) if f}
        assert fields == {f for _, f, _, _ in string.Formatter().parse(RU[k]) if f}, k


@pytest.mark.parametrize("game,seed", [("uno", 5), ("durak", 4)])
@aio
async def test_hint_shows_the_hard_bots_choice_without_playing_it(game, seed):
    app = table_app(game, ("human", "normal", "normal"), seed=seed)
    async with app.run_test(size=(110, 36)) as pilot:
        assert await settle(pilot, lambda: my_turn(app), limit=2000)
        scr = table(app)
        before = list(scr.match.actions)
        await pilot.press("h")
        assert await settle(pilot, lambda: panel_text(app) != "", limit=4000)
        text = panel_text(app)
        assert text.startswith("Hint: ") and "wins" in text and "%" in text
        assert scr.match.actions == before  # shown, not played
        w = scr.last_hint
        assert w is not None and w.best in scr.match.legal_actions(0)
        assert "H hint" in screen_text(app)
        if game == "uno":
            await pilot.pause()
            app.save_screenshot("practice-hint.svg", path="/tmp")
        await pilot.press("h")  # H again hides it
        assert panel_text(app) == ""


@aio
async def test_hint_is_off_at_a_hot_seat_table_unless_everyone_agreed():
    app = table_app("uno", ("human", "human", "normal"), seed=5)
    async with app.run_test(size=(110, 36)) as pilot:
        for _ in range(3):  # past the hand-over curtain
            await pilot.pause()
            if not isinstance(app.screen, TableScreen):
                await pilot.press("enter")
        assert await settle(pilot, lambda: isinstance(app.screen, TableScreen) and table(app).viewer is not None)
        await pilot.press("h")
        await pilot.pause()
        assert "Hints are off at a hot-seat table" in screen_text(app)
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert "Undo is only for a table against bots" in screen_text(app)
    agreed = table_app("uno", ("human", "human", "normal"), seed=5)
    agreed.hints_agreed = True  # what the setup's switch sets
    async with agreed.run_test(size=(110, 36)) as pilot:
        assert await settle(pilot, lambda: any(isinstance(s, TableScreen) for s in agreed.screen_stack))
        assert table(agreed).session.hints_agreed


def record_for(game: str, position: dict, seed: int = 3) -> GameRecord:
    return GameRecord(game=game, seats=seats("human", "normal", "normal"), seed=seed, position=position)


def test_the_hint_reads_only_the_persons_view(monkeypatch):
    """The search is given the masked view, and two deals that differ only in cards the person
    cannot see get the same hint with the same estimates."""
    a = {"hands": [["R2", "G7", "B5", "Y9"], ["R5", "Y5", "B1", "G3"], ["R9", "G2", "Y4", "B7"]],
         "discard": ["R1"], "turn": 0, "dealer": 2}
    b = {"hands": [["R2", "G7", "B5", "Y9"], ["R9", "G2", "Y4", "B7"], ["R5", "Y5", "B1", "G3"]],
         "discard": ["R1"], "turn": 0, "dealer": 2}
    ma, mb = replay(record_for("uno", a)), replay(record_for("uno", b))
    seen = []
    real = ismcts.determinize

    def spy(view, rng, soft=False):
        seen.append(view)
        return real(view, rng, soft)

    monkeypatch.setattr(ismcts, "determinize", spy)
    wa = weigh_position(ma, 0, max_iters=60)
    assert seen
    deck = ma.hand.deck
    hidden = {c for z in ma.hand.zones() if z.vis is not Vis.PUBLIC and z.owner != 0 for c in z.cards}
    for view in seen:
        for z in view.state.zones():
            if z.vis is Vis.PUBLIC or z.owner == 0:
                continue
            assert set(z.cards) <= {UNKNOWN}, f"{z.name} shows {[deck.text(c) for c in z.cards if c != UNKNOWN]}"
        assert not hidden & {c for z in view.state.zones() for c in z.cards if z.vis is Vis.PUBLIC or z.owner == 0}
    wb = weigh(mb.spec, mb.view(0, last_events=20), hint_seed(ma.seed, len(ma.actions), 0), max_iters=60)
    assert wa.best == wb.best and wa.moves == wb.moves


@pytest.mark.parametrize("game,seed", [("uno", 5), ("durak", 4)])
@aio
async def test_undo_goes_back_to_the_persons_previous_decision_exactly(game, seed):
    app = table_app(game, ("human", "normal", "normal"), seed=seed)
    async with app.run_test(size=(110, 36)) as pilot:
        scr = None
        for _ in range(6):  # a position where one hand card is a whole move
            assert await settle(pilot, lambda: my_turn(app), limit=3000)
            scr = table(app)
            if card_move(app):
                break
            legal = scr.match.legal_actions(0)
            scr._act(0, "draw" if "draw" in legal else ("take" if "take" in legal else legal[0]))
        card = card_move(app)
        assert card
        m = scr.match
        before_actions = list(m.actions)
        before_state = m.hand.fingerprint()
        before_events = len(m.events)
        await pick_card(pilot, card)
        assert len(m.actions) > len(before_actions)
        assert await settle(pilot, lambda: my_turn(app) or m.over or scr.ended is not None, limit=3000)
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert scr.match is m and m.actions == before_actions
        assert m.hand.fingerprint() == before_state and len(m.events) == before_events
        assert "Taken back" in screen_text(app)
        assert my_turn(app)
        # the save is the record without the tail
        import json

        saved = json.loads(app.save_path.read_text())
        assert [tuple(a) for a in saved["actions"]] == before_actions


def test_undo_point_skips_a_window_that_only_timed_out():
    from cardtable.practice import undo_point

    # Vera plays R9; Anna plays her second-to-last card without UNO!; Vera's window to catch her runs
    # out (the pass the table writes); Boris plays.  Vera's last decision is her R9, not that pass.
    pos = {"hands": [["R2", "G7"], ["R5", "Y5", "B1"], ["R9", "G2", "Y4"]], "discard": ["R1"], "turn": 2,
           "dealer": 1}
    actions = [[2, "play R9"], [0, "play R2"], [2, "pass"], [1, "play R5"]]
    rec = GameRecord(game="uno", seats=seats("normal", "normal", "human"), seed=3, position=pos,
                     actions=actions)
    replay(rec)  # a legal record
    assert undo_point(rec, 2) == 0
    assert undo_point(rec, 0) == 1
    rec.actions = rec.actions[:1]
    assert undo_point(rec, 0) is None  # Anna has not decided yet in this hand


@aio
async def test_a_finished_match_counts_and_the_lobby_shows_the_statistics():
    from textual.widgets import Button

    from cardtable.stats import Stats
    from cardtable.tui.screens.handend import MatchEndScreen
    from cardtable.tui.screens.lobby import LobbyScreen
    from cardtable.tui.screens.stats import StatsScreen

    from .driver import record_app

    st = Stats()  # an earlier Durak match against a hard bot
    st.hand_finished("durak", "hard", False)
    st.match_finished("durak", "hard", False, 0)
    st.save()
    pos = {"hands": [["R3"], ["Y5", "Y6", "B8"]], "discard": ["R1"], "colour": "R", "turn": 0, "dealer": 1}
    app = record_app("uno", ("human", "normal"), pos, options={"target_score": 10})
    async with app.run_test(size=(110, 36)) as pilot:
        assert await settle(pilot, lambda: isinstance(app.screen, TableScreen) and app.focused is not None)
        await pilot.press("enter")  # R3, the last card: the hand and the match are won
        assert await settle(pilot, lambda: getattr(app.screen, "ended", None) is not None)
        await pilot.press("enter")
        assert await settle(pilot, lambda: isinstance(app.screen, MatchEndScreen))
        row = Stats().rows["uno/normal"]
        assert (row.matches, row.matches_won, row.hands, row.hands_won, row.streak) == (1, 1, 1, 1, 1)
        await pilot.press("right")
        assert isinstance(app.focused, Button)
        await pilot.press("enter")  # to the lobby
        assert await settle(pilot, lambda: isinstance(app.screen, LobbyScreen))
        await pilot.pause()
        assert "Against the bots: 2 matches, 1 won; 2 hands, 1 won · T statistics" in screen_text(app)
        await pilot.press("t")
        assert await settle(pilot, lambda: isinstance(app.screen, StatsScreen))
        await pilot.pause()
        text = screen_text(app)
        assert "Statistics against the bots" in text
        uno = next(line for line in text.splitlines() if "Uno" in line)
        durak = next(line for line in text.splitlines() if "Durak" in line)
        assert "normal" in uno and "1 (100%)" in uno
        assert "hard" in durak and "0 (0%)" in durak
        assert "In all: 2 matches, 1 won (50%); 2 hands, 1 won (50%)." in text
        app.save_screenshot("practice-stats.svg", path="/tmp")
        await pilot.press("escape")
        assert await settle(pilot, lambda: isinstance(app.screen, LobbyScreen))
