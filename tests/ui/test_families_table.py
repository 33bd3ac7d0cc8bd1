"""Mini Family's table by keyboard (Pilot): the ask dialog and its log, laid families, the Kukareku
passing round with the chosen card marked, the signal keys (Space, hot-seat seat digits), bots
signalling after the presenter's delays, the 🐓, the pass timer, the letters fallback, pure luck.

No assertion depends on timing: where real time runs (bots' delays, the pass timer) the waits are
generous and only the order of what happened is checked."""

from __future__ import annotations

import asyncio

import pytest
from textual.widgets import Button

from cardtable.games.families.present import FamiliesPresenter
from cardtable.tui.areas.families import FamiliesArea
from cardtable.tui.cards import CardRow
from cardtable.tui.screens.handover import HandOverScreen
from cardtable.tui.screens.table import TableScreen
from tests.ui.driver import (
    aio,
    my_turn,
    off_table,
    open_setup,
    record_app,
    screen_text,
    settle,
    table,
    table_app,
    to_sheet,
)

KUK = {"mode": "kukareku"}
ASK_POS = {  # families.md 10.1: A asks B for Td, then Ts, and lays the Toads down
    "hands": [["Tp", "Tm", "Gd", "Rp", "Rs"], ["Td", "Ts", "Gs", "Wp", "Ws"], ["Kp", "Kd", "Bp", "Bm", "Gp"]],
    "stock": ["Ks", "Km", "Bd"], "turn": 0, "dealer": 2,
}
NO_FAMILY = [["Tp", "Tm", "Gd", "Wp"], ["Td", "Ts", "Gp", "Wm"], ["Gm", "Gs", "Wd", "Ws"]]
ANNA_FAMILY = [["Tp", "Tm", "Td", "Ts"], ["Gp", "Gm", "Rd", "Kp"], ["Gd", "Gs", "Rm", "Km"], ["Rp", "Rs", "Kd", "Ks"]]


def area_text(app) -> str:
    return table(app).query_one(FamiliesArea).text


async def wait_real(pilot, cond, seconds: float = 20.0) -> bool:
    """Wait in real time (bots' reflexes, timers) until ``cond()``; generous, never a measurement."""
    for _ in range(int(seconds / 0.05)):
        if cond():
            return True
        await pilot.pause(0.05)
    return cond()


async def press_button(pilot, label: str) -> None:
    """Tab to the button whose label contains ``label`` and press Enter: keyboard only."""
    for _ in range(12):
        f = pilot.app.focused
        if isinstance(f, Button) and label in str(f.label):
            await pilot.press("enter")
            return
        await pilot.press("tab")
    raise AssertionError(f"no button {label!r}")


# -- ask mode ------------------------------------------------------------------------------------
@aio
async def test_the_ask_dialog_offers_seats_then_only_legal_cards_and_logs_the_asks():
    app = record_app("families", ("human", "normal", "normal"), ASK_POS)
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        scr = table(app)
        assert "Ask whom?" in area_text(app)
        assert {b.action for b in scr.bar.specs if b.action} == {"ask 1", "ask 2"}
        assert {b.hotkey for b in scr.bar.specs if b.action} == {"2", "3"}
        await pilot.press("2")  # Boris
        assert await settle(pilot, lambda: scr.match.hand.phase == 1 and not scr._refresh_pending)
        assert "Ask Boris for which card?" in area_text(app)
        wants = {b.action for b in scr.bar.specs if b.action}
        assert wants == set(scr.match.legal_actions(0)) and all(w.startswith("want ") for w in wants)
        assert "want Tp" not in wants and not any(w.startswith("want K") for w in wants)  # own card, no Knight
        await press_button(pilot, "🐸D")
        assert await settle(pilot, lambda: my_turn(app) and scr.match.hand.phase == 0)
        assert "You → Boris: 🐸D ✓" in area_text(app)
        await pilot.press("2")
        assert await settle(pilot, lambda: my_turn(app) and scr.match.hand.phase == 1)
        await press_button(pilot, "🐸S")
        assert await settle(pilot, lambda: scr.match.hand.laid[0] and not scr._refresh_pending)
        text = area_text(app)
        assert "You: 🐸×4" in text and "Boris: —" in text
        assert "Asks" in text


@pytest.mark.parametrize(("option", "shown", "hidden"), [("last", "Last ask", "Asks\n"),
                                                         ("none", "Families down", "Ask")])
@aio
async def test_the_ask_log_follows_the_ask_log_option(option, shown, hidden):
    app = record_app("families", ("human", "normal", "normal"), ASK_POS, options={"ask_log": option})
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        scr = table(app)
        await pilot.press("2")
        assert await settle(pilot, lambda: my_turn(app) and scr.match.hand.phase == 1)
        await press_button(pilot, "👻P")  # Boris has no Gp: «no», a draw, Boris asks next
        assert await settle(pilot, lambda: scr.match.hand.asks and not scr._refresh_pending)
        text = area_text(app)
        assert shown in text
        assert hidden not in text.replace("Ask whom", "")
        if option == "last":
            assert len([ln for ln in text.splitlines() if "→" in ln]) == 1


@pytest.mark.parametrize(("option", "asks"), [("full", 2), ("last", 1), ("none", 1)])
@aio
async def test_the_game_log_keeps_only_the_newest_ask_unless_the_ask_log_is_full(option, asks):
    """The log is history too: with ``ask_log`` last or none, scrolling it back must not show the
    asks the option hides; the newest one stays, as heard at the table."""
    moves = [(0, "ask 1"), (0, "want Td"), (0, "ask 1"), (0, "want Ts")]
    app = record_app("families", ("human", "normal", "normal"), ASK_POS, options={"ask_log": option},
                     actions=moves, pace=60)
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: my_turn(app) and not table(app)._refresh_pending)
        lines = [strip.text for strip in table(app).query_one("#log").lines]
        said = [ln for ln in lines if "ask Boris for" in ln]
        assert len(said) == asks, lines
        assert said[-1] == "You ask Boris for 🐸S: yes!", "the newest ask stays"
        assert "You lay down 🐸×4" in lines, "other lines stay"


# -- Kukareku --------------------------------------------------------------------------------------
@aio
async def test_the_chosen_card_stays_in_the_hand_marked_until_the_transfer():
    pos = {"hands": NO_FAMILY, "dealer": 2, "families": ["T", "G", "W"]}
    app = record_app("families", ("human", "normal", "normal"), pos, options=KUK, pace=60)  # bots wait
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        scr = table(app)
        hand = scr.query_one("#hand", CardRow)
        first = hand.faces[0].text
        await pilot.press("enter")
        assert await settle(pilot, lambda: scr.hand.marked == {first} and not scr._refresh_pending)
        assert len(hand.faces) == 4  # the hand keeps its 4 cards while the choice is pending
        got = [k.has_class("-marked") for k in hand.children]
        assert got == [f.text == first for f in hand.faces], (got, first, [f.text for f in hand.faces])
        assert "You ✓" in area_text(app)
        await pilot.press("right", "enter")
        assert await settle(pilot, lambda: "You have chosen" in str(scr.query_one("#message").content))
        assert scr.match.hand.sel[0] == [scr.match.hand.deck.by_text[first][0]]


@aio
async def test_space_signals_for_the_one_person_and_the_loser_crows():
    pos = {"hands": ANNA_FAMILY, "dealer": 3}
    app = record_app("families", ("human", "normal", "normal", "normal"), pos, options=KUK)
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        scr = table(app)
        assert "Space 👍 signal" in area_text(app)
        await pilot.press("space")
        assert await settle(pilot, lambda: scr.match.over or scr.match.hand.over, 2000)
        hand = scr.match.hand
        assert hand.signals[0] == 0 and hand.winners == [0]
        assert not hand.sel[0]  # Space signalled, it did not pass a card
        loser = hand.losers[0]
        assert f"{scr.names[loser]} 🐓" in area_text(app)
        assert scr.match.sheet.totals()[loser] == 1


@aio
async def test_a_false_first_signal_is_ignored():
    pos = {"hands": NO_FAMILY, "dealer": 2, "families": ["T", "G", "W"]}
    app = record_app("families", ("human", "normal", "normal"), pos, options=KUK, pace=60)
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        scr = table(app)
        await pilot.press("space")
        assert await settle(pilot, lambda: "whole family" in str(scr.query_one("#message").content))
        assert not scr.match.hand.signals and not scr.match.hand.sel[0]


@aio
async def test_bots_signal_after_the_presenters_delay_and_the_person_copies(monkeypatch):
    calls: list[tuple[str, str]] = []
    original = FamiliesPresenter.bot_delay

    def spy(self, state, level, rng):
        phase = state.public_info()["phase"]
        calls.append((phase, level))
        # copies 10 s later than drawn: the person's copy comes first even on a slow machine
        return original(self, state, level, rng) + (10.0 if phase == "react" else 0.0)

    monkeypatch.setattr(FamiliesPresenter, "bot_delay", spy)
    hands = [ANNA_FAMILY[1], ANNA_FAMILY[0], ANNA_FAMILY[2], ANNA_FAMILY[3]]  # Boris holds the Toads
    app = record_app("families", ("human", "hard", "easy", "easy"), {"hands": hands, "dealer": 3},
                     options=KUK | {"reaction_window_s": 30}, pace=0.01)
    async with app.run_test(size=(120, 40)) as pilot:
        assert await wait_real(pilot, lambda: table(app).match.hand.signals)
        scr = table(app)
        assert scr.match.hand.signals == [1]  # the bot's own signal, after its delay
        assert ("select", "hard") in calls
        await pilot.press("space")  # the race needs no hand-over: the person copies at once
        assert await wait_real(pilot, lambda: scr.match.hand.over, 40)
        hand = scr.match.hand
        assert hand.signals[:2] == [1, 0]
        assert ("react", "easy") in calls  # the copies were timed by the copy delays
        assert len(hand.losers) == 1


@aio
async def test_hot_seat_chooses_behind_hand_overs_and_signals_by_seat_digits():
    hands = [ANNA_FAMILY[1], ANNA_FAMILY[0], ANNA_FAMILY[2], ANNA_FAMILY[3]]  # Boris (a person) holds one
    app = record_app("families", ("human", "human", "normal", "normal"), {"hands": hands, "dealer": 3},
                     options=KUK)
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: isinstance(app.screen, HandOverScreen))
        await pilot.press("enter")
        assert await settle(pilot, lambda: my_turn(app))
        scr = table(app)
        assert scr.viewer == 0
        assert "1· You" in area_text(app) and "2· Boris" in area_text(app)
        await pilot.press("enter")  # Anna chooses; the keyboard goes to Boris behind a curtain
        assert await settle(pilot, lambda: isinstance(app.screen, HandOverScreen))
        assert scr.viewer is None
        await pilot.press("enter")
        assert await settle(pilot, lambda: my_turn(app) and scr.viewer == 1)
        await pilot.press("1")  # Anna's key: she holds no family, so nothing happens
        await pilot.pause()
        assert not scr.match.hand.signals
        await pilot.press("2")  # Boris's key
        assert await settle(pilot, lambda: scr.match.hand.over, 2000)
        hand = scr.match.hand
        assert hand.signals[0] == 1 and hand.winners == [1]
        assert not isinstance(app.screen, HandOverScreen)


@aio
async def test_the_pass_timer_passes_the_card_under_the_cursor():
    pos = {"hands": NO_FAMILY, "dealer": 2, "families": ["T", "G", "W"]}
    app = record_app("families", ("human", "normal", "normal"), pos, options=KUK | {"pass_timer_s": 1}, pace=60)
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        scr = table(app)
        assert await wait_real(pilot, lambda: "Pass in" in area_text(app), 5)
        await pilot.press("right")
        hand = scr.query_one("#hand", CardRow)
        under = hand.faces[hand.cursor].text
        assert await wait_real(pilot, lambda: scr.match.hand.sel[0], 20)
        assert (0, f"give {under}") in scr.match.actions


@aio
async def test_pure_luck_has_no_signal_keys_and_plays_by_enter():
    app = table_app("families", kinds=("human", "normal", "normal"), seed=2,
                    options=KUK | {"kukareku_signal": False})
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: isinstance(app.screen, TableScreen))
        scr = app.screen
        assert "No signal" in area_text(app) and "Space" not in area_text(app)
        for _ in range(200):
            assert await settle(pilot, lambda: my_turn(app) or scr.match.hand.over, 2000)
            if scr.match.hand.over:
                break
            await pilot.press("enter")
        hand = scr.match.hand
        assert hand.winners and not hand.losers and not hand.signals


@aio
async def test_letters_fallback_on_cards_and_in_the_area():
    app = record_app("families", ("human", "normal", "normal"), ASK_POS)
    app.settings.suits = "letters"
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        scr = table(app)
        labels = [f.label for f in scr.query_one("#hand", CardRow).faces]
        assert labels == ["Tp", "Tm", "Rp", "Rs", "Gd"] or sorted(labels) == sorted(["Tp", "Tm", "Gd", "Rp", "Rs"])
        await pilot.press("2")
        assert await settle(pilot, lambda: my_turn(app) and scr.match.hand.phase == 1)
        await press_button(pilot, "🐸D")  # (buttons keep the glyphs: the presenter's labels know no setting)
        assert await settle(pilot, lambda: "You → Boris: Td ✓" in area_text(app))
        assert "You: —" in area_text(app)


@aio
async def test_the_playing_cards_deck_shows_french_cards():
    app = table_app("families", kinds=("human", "normal", "normal"), seed=3,
                    options=KUK | {"deck_style": "playing_cards"})
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        labels = [f.label for f in table(app).query_one("#hand", CardRow).faces]
        assert all(lab[-1] in "♠♥♦♣" for lab in labels), labels


def test_setup_offers_both_modes():
    from cardtable.engine.game import get_game

    spec = get_game("families")
    assert spec.options_model.model_fields["mode"].annotation.__args__ == ("ask", "kukareku")
    asyncio.run(_setup_opens())


async def _setup_opens() -> None:
    from cardtable.tui.app import CardtableApp

    app = CardtableApp(strict=True, pace=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await open_setup(pilot, "families")
        assert "Mode" in screen_text(app)
        scr = app.screen
        scr.query_one("#opt-mode").value = "kukareku"
        await pilot.pause()
        assert scr.values["mode"] == "kukareku"


@aio
async def test_enter_on_a_hand_card_offers_the_missing_members_of_its_family():
    app = record_app("families", ("human", "normal", "normal"), ASK_POS)
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        scr = table(app)
        await pilot.press("2")
        assert await settle(pilot, lambda: my_turn(app) and scr.match.hand.phase == 1 and not scr._refresh_pending)
        hand = scr.query_one("#hand", CardRow)
        hand.focus()
        await pilot.pause()
        want = [f.text for f in hand.faces].index("Tp")
        for _ in range(10):
            if hand.cursor == want:
                break
            await pilot.press("left" if hand.cursor > want else "right")
        await pilot.press("enter")  # Toads: the missing Td and Ts are offered, nothing else
        assert await settle(pilot, lambda: scr.bar.choices is not None and not scr._refresh_pending)
        assert {c.text for c in scr.bar.choices} == {"want Td", "want Ts"}
        await pilot.press("enter")  # the first choice has the focus
        assert await settle(pilot, lambda: scr.match.hand.asks)
        assert scr.match.hand.asks[0][0:2] == (0, 1)


@aio
async def test_the_curtain_shows_the_seat_strip_and_takes_the_seat_digits():
    hands = [ANNA_FAMILY[1], ANNA_FAMILY[0], ANNA_FAMILY[2], ANNA_FAMILY[3]]  # Boris (a person) holds one
    app = record_app("families", ("human", "human", "normal", "normal"), {"hands": hands, "dealer": 3},
                     options=KUK)
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: isinstance(app.screen, HandOverScreen))
        await pilot.pause()
        text = screen_text(app)
        assert "2· Boris" in text and "Vera ✓" in text and "👍 signal" in text
        assert "Tp" not in text and "🐸" not in text  # no card on the curtain
        await pilot.press("2")  # Boris signals while the keyboard is still changing hands
        assert await settle(pilot, lambda: table(app).match.hand.over, 2000)
        assert table(app).match.hand.winners == [1]


@aio
async def test_marks_carry_to_the_kukareku_limit_and_the_match_ends():
    from cardtable.tui.screens.handend import MatchEndScreen

    pos = {"hands": ANNA_FAMILY, "dealer": 3, "scores": [0, 1, 1, 1]}
    app = record_app("families", ("human", "normal", "normal", "normal"), pos, options=KUK | {"kukareku_limit": 2})
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        text = area_text(app)
        assert "Boris ✓ (🐓 marks: 1)" in text and "Match: to 2 🐓 marks" in text
        await pilot.press("space")
        assert await settle(pilot, lambda: off_table(app), 2000)
        loser = table(app).match.sheet.totals().index(2)
        assert f"{table(app).names[loser]} 🐓 «Cock-a-doodle-doo!» (🐓 marks: 2)" in area_text(app)  # hand-end moment
        assert await to_sheet(pilot)
        assert isinstance(app.screen, MatchEndScreen)
        m = table(app).match
        assert m.over and max(m.sheet.totals()) == 2 and m.sheet.totals()[0] == 0


@aio
async def test_rules_help_and_the_area_in_russian():
    app = record_app("families", ("human", "normal", "normal"), ASK_POS, lang_override="ru")
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        assert "У кого спросить?" in area_text(app) and "Собранные семьи" in area_text(app)
        await pilot.press("f1")
        await pilot.pause()
        assert "Кукареку" in screen_text(app)


def test_the_session_draws_a_bots_signal_delay_once_per_phase():
    """The rules take only the order; the session keeps a bot's reflex time while others move."""
    from cardtable.engine.record import GameRecord, replay
    from cardtable.tui.session import Session
    from tests.ui.driver import seats

    hands = [ANNA_FAMILY[1], ANNA_FAMILY[0], ANNA_FAMILY[2], ANNA_FAMILY[3]]  # Boris (a bot) holds one
    kinds = ("human", "hard", "normal", "normal")
    rec = GameRecord(game="families", options=KUK, seats=seats(*kinds), seed=7,
                     position={"hands": hands, "dealer": 3})
    match = replay(rec)
    session = Session(match, seats(*kinds), pace=1.0, autosave=False)
    first = session._bot_signal_due()
    assert first is not None and first[0] == 1
    match.apply(2, "give " + hands[2][0])  # somebody else moves: the clock is not restarted
    assert session._bot_signal_due() == first
    match.apply(1, "signal")  # the reaction phase: fresh copy delays for the other bots
    due = session._bot_signal_due()
    assert due is not None and due[0] in (2, 3) and set(session._signal_due) == {2, 3}


@aio
async def test_a_loud_signal_flashes_and_the_hot_seat_race_is_won_by_digits():
    hands = [ANNA_FAMILY[1], ANNA_FAMILY[2], ANNA_FAMILY[0], ANNA_FAMILY[3]]  # Vera (a bot) held the Toads
    pos = {"hands": hands, "dealer": 3, "signals": [2, 3]}  # Vera signalled, Gleb copied: Anna and Boris race
    app = record_app("families", ("human", "human", "normal", "normal"), pos,
                     options=KUK | {"signal_visibility": "loud", "reaction_window_s": 30}, pace=60)
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: isinstance(app.screen, (TableScreen, HandOverScreen)))
        if isinstance(app.screen, HandOverScreen):
            await pilot.press("enter")
        assert await settle(pilot, lambda: isinstance(app.screen, TableScreen) and table(app).viewer is not None)
        assert "A SIGNAL! Copy it!" in area_text(app)
        await pilot.press("2")  # Boris copies, whoever sits at the keyboard: no hand-over in a race
        assert await settle(pilot, lambda: table(app).match.hand.over, 2000)
        hand = table(app).match.hand
        assert hand.signals == [2, 3, 1] and hand.losers == [0]
        assert not isinstance(app.screen, HandOverScreen)


@aio
async def test_a_short_terminal_packs_the_lists():
    pos = {"hands": ANNA_FAMILY, "dealer": 3, "scores": [0, 1, 0, 0]}
    app = record_app("families", ("human", "normal", "normal", "normal"), pos, options=KUK, pace=60)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: "Boris" in area_text(app))
        assert "You  Boris (🐓 marks: 1)  Vera  Gleb\n" in area_text(app)
    app = record_app("families", ("human", "normal", "normal"), ASK_POS)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        assert "Families down\n—" in area_text(app)
