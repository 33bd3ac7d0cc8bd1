"""Practice against the bots, by keyboard, in Uno and Durak: hint (H), undo (Ctrl+Z), and that the
hint reads nothing outside the person's view."""

from __future__ import annotations

import random

import pytest

from cardtable.bots import ismcts
from cardtable.engine.cards import UNKNOWN
from cardtable.engine.record import GameRecord, replay
from cardtable.engine.state import Vis
from cardtable.practice.hint import hint_seed, weigh, weigh_position
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
        w = scr.hint_panel.last
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
    agreed.start["hints_agreed"] = True  # what the setup's switch asks for
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

    def spy(view, rng, soft=False, quiet=False):
        seen.append(view)
        return real(view, rng, soft, quiet)

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
    from cardtable.practice.hint import undo_point

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
async def test_a_finished_match_counts_and_the_lobby_shows_the_statistics(monkeypatch):
    from textual.widgets import Button

    import cardtable.practice.review as review_mod
    from cardtable.practice.stats import Stats
    from cardtable.tui.screens.handend import MatchEndScreen
    from cardtable.tui.screens.lobby import LobbyScreen
    from cardtable.tui.screens.review import ReviewScreen
    from cardtable.tui.screens.stats import StatsScreen

    from .driver import record_app

    monkeypatch.setattr(review_mod, "REVIEW_ITERS", 40)
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
        await pilot.pause()
        assert "R review" in screen_text(app)  # the hand-end moment offers the review
        await pilot.press("r")
        assert await settle(pilot, lambda: isinstance(app.screen, ReviewScreen))
        assert await settle(pilot, lambda: app.screen.done, limit=4000)
        await pilot.press("right")
        assert "Played: Play R3, wins 100%: the best move." in screen_text(app)
        await pilot.press("escape")
        assert await settle(pilot, lambda: isinstance(app.screen, TableScreen))
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


def first_hand_record(game: str, seed: int) -> GameRecord:
    """A record whose first hand was played to its end (seat 0 by a normal bot standing in for the
    person), the table opening at the second hand."""
    from cardtable.bots.levels import make_bot
    from cardtable.engine.game import get_game
    from cardtable.engine.match import Match

    spec = get_game(game)
    m = Match(spec, spec.options_model(), 3, seed)
    bots = [make_bot(spec, "normal")] * 3
    rngs = [random.Random(seed * 7 + s) for s in range(3)]
    while not m.sheet.rows:
        seats_now = m.to_act()
        s = seats_now[0]
        m.apply(s, bots[s](m.view(s), rngs[s]))
    return GameRecord(game=game, seats=seats("human", "normal", "normal"), seed=seed,
                      actions=[list(a) for a in m.actions])


@pytest.mark.parametrize("game,seed", [("uno", 4), ("durak", 4)])
def test_the_review_rebuilds_the_hand_exactly_from_the_persons_views(game, seed):
    from cardtable.engine.record import start_match
    from cardtable.practice.review import build

    rec = first_hand_record(game, seed)
    review = build(rec, 0)
    assert review is not None and len(review.steps) == len(rec.actions)
    assert review.deal.fingerprint() == start_match(rec).hand.fingerprint()
    for k in (0, len(rec.actions) // 2, len(rec.actions) - 2):
        assert review.steps[k].state.fingerprint() == replay(rec, upto=k + 1).hand.fingerprint()
    assert review.steps[-1].state.over
    assert review.decisions()
    for i in review.decisions():
        view = review.steps[i].view
        assert view.seat == 0
        for z in view.state.zones():
            if z.vis is Vis.PUBLIC or z.owner == 0:
                continue
            for c in z.cards:  # hidden cards are unknown unless the person saw them (a card picked up)
                assert c == UNKNOWN or view.state.known.get(c, 0) & 1, z.name


@pytest.mark.parametrize("game,seed", [("uno", 4), ("durak", 4)])
@aio
async def test_review_steps_through_the_hand_face_up_with_the_mistakes_first(game, seed, monkeypatch):
    import cardtable.practice.review as review_mod
    from cardtable.tui.screens.review import ReviewScreen

    from .driver import CardtableApp

    monkeypatch.setattr(review_mod, "REVIEW_ITERS", 40)  # a quick weighing: the test checks the screen
    rec = first_hand_record(game, seed)
    app = CardtableApp(strict=True, pace=0, seed=seed, start={"record": rec})
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: isinstance(app.screen, TableScreen) and not app.screen._refresh_pending)
        assert "R review" in screen_text(app)
        await pilot.press("r")
        assert await settle(pilot, lambda: isinstance(app.screen, ReviewScreen))
        scr = app.screen
        n = len(rec.actions)
        await pilot.pause()
        text = screen_text(app)
        assert f"Review of hand 1 · move 0 of {n}" in text and "As dealt" in text
        deck = scr.review.deal.deck
        p = scr.presenter
        for z in scr.review.deal.zones():  # every hand face up
            if z.owner is not None:
                assert " ".join(p.face(deck, c, "en", True).label for c in z.cards) in text
        await pilot.press("right")
        first = scr.review.steps[0]
        assert f"move 1 of {n}" in screen_text(app)
        assert first.lines[0] in screen_text(app)
        assert await settle(pilot, lambda: scr.done, limit=20000)
        await pilot.pause()
        text = screen_text(app)
        assert "Biggest mistakes of the hand" in text
        ms = scr.review.mistakes()
        losses = [scr.review.steps[i].loss for i in ms]
        assert losses == sorted(losses, reverse=True)  # the biggest first
        await pilot.press("m")
        if ms:
            assert scr.at == ms[0] + 1
            text = screen_text(app)
            assert "Played: " in text and "Best: " in text and "points of 100" in text
        else:
            assert "No mistake found" in text
        if game == "uno":
            app.save_screenshot("practice-review.svg", path="/tmp")
        await pilot.press("end")
        assert scr.at == n and "Hand over" in screen_text(app)
        await pilot.press("escape")
        assert await settle(pilot, lambda: isinstance(app.screen, TableScreen))


@aio
async def test_the_setup_switch_turns_hints_on_at_a_hot_seat_table():
    from textual.widgets import Switch

    from cardtable.tui.app import CardtableApp
    from cardtable.tui.screens.handover import HandOverScreen
    from cardtable.tui.screens.setup import SetupScreen

    app = CardtableApp(strict=True, pace=0, seed=5)
    async with app.run_test(size=(110, 36)) as pilot:
        await pilot.pause()
        app.push_screen(SetupScreen("uno", seats=seats("human", "human", "normal")))
        assert await settle(pilot, lambda: isinstance(app.screen, SetupScreen) and app.screen.query("#practice-hints"))
        switch = app.screen.query_one("#practice-hints", Switch)
        app.set_focus(switch)
        await pilot.press("space")  # everyone agreed
        assert switch.value
        await pilot.press("ctrl+s")
        assert await settle(pilot, lambda: isinstance(app.screen, HandOverScreen))
        await pilot.press("enter")
        assert await settle(pilot, lambda: isinstance(app.screen, TableScreen) and table(app).viewer is not None)
        scr = table(app)
        assert scr.session.hints_agreed
        assert await settle(pilot, lambda: my_turn(app, scr.viewer) or isinstance(app.screen, HandOverScreen), 2000)
        if isinstance(app.screen, HandOverScreen):
            await pilot.press("enter")
            assert await settle(pilot, lambda: my_turn(app, table(app).viewer), 2000)
        await pilot.press("h")
        assert await settle(pilot, lambda: panel_text(app) != "", limit=4000)
        assert "Hint: " in panel_text(app)
