"""Most at the table by keyboard (issue 18, "The table"; most.md section 8): the bridge row with its
cursor and take counts, the melds by owner with scorers and joker identities, the meld builder
(marks, M, L, number keys, the joker identity prompt, D, E), refusals that name the rule, hot-seat
hand-overs, the rules help and the setup."""

from __future__ import annotations

import pytest

from cardtable.engine.game import get_game
from cardtable.tui.cards import CardRow
from cardtable.tui.screens.handover import HandOverScreen
from cardtable.tui.screens.table import TableScreen

from .driver import aio, my_turn, open_setup, record_app, screen_text, settle, table, table_app

OPP = ["Ah", "Ad", "As", "2s", "3d", "4c"]  # Boris: cards that meet none of the tests' melds


def app_at(position: dict, kinds=("human", "normal"), options: dict | None = None, size=(100, 32)):
    return record_app("most", kinds, position, options=options or {}, seed=3), size


def bridge_row(app) -> CardRow:
    return table(app).query_one("#bridge-row", CardRow)


def hand_row(app) -> CardRow:
    return table(app).query_one("#hand", CardRow)


def texts(row: CardRow) -> list[str]:
    return [f.text for f in row.faces]


def message(app) -> str:
    return str(table(app).query_one("#message").render())


async def hand_to(pilot, card: str) -> None:
    """The hand's cursor onto ``card`` by Left/Right (the hand focused first, by Up/Down)."""
    app = pilot.app
    hand = hand_row(app)
    for _ in range(4):
        if hand.has_focus:
            break
        await pilot.press("up" if not isinstance(app.focused, CardRow) else "down")
    assert hand.has_focus
    steps = texts(hand).index(card) - hand.cursor
    await pilot.press(*(["right" if steps > 0 else "left"] * abs(steps)))
    assert hand.faces[hand.cursor].text == card


async def mark(pilot, *cards: str) -> None:
    for c in cards:
        await hand_to(pilot, c)
        await pilot.press("enter")
    await pilot.pause()
    assert set(cards) <= table(pilot.app).hand.marked


async def ready(pilot) -> TableScreen:
    app = pilot.app
    assert await settle(pilot, lambda: my_turn(app))
    await pilot.pause()
    return table(app)


# -- the bridge --------------------------------------------------------------------------------
EXAMPLE_1 = {"hands": [["6h", "7h", "Kc", "Qd", "3s", "8s"], OPP], "bridge": ["Js", "4d", "5h", "9c", "2d"],
             "turn": 0, "phase": "take"}


@aio
async def test_the_bridge_row_takes_at_the_cursor_with_every_newer_card():
    """Worked example 1 by keys: Up to the bridge, the cursor card says how many a take brings;
    a card that may not be taken says the target rule; Enter on 5♥ takes 5♥ 9♣ 2♦; the target
    is said; 5♥ 6♥ 7♥ marked and melded with M; D discards K♣ onto the bridge."""
    app, size = app_at(EXAMPLE_1)
    async with app.run_test(size=size) as pilot:
        scr = await ready(pilot)
        row = bridge_row(app)
        assert texts(row) == ["Js", "4d", "5h", "9c", "2d"]
        assert row.playable == [False, False, True, False, False]  # only 5♥ has a meld now
        assert "D draws · Up to the bridge" in screen_text(app)
        for _ in range(3):
            if row.has_focus:
                break
            await pilot.press("up")
        assert row.has_focus, "Up reaches the bridge like any row"
        assert row.cursor == 4
        await pilot.press("left")  # 9♣: taking it obliges a meld with 9♣, which these cards lack
        await pilot.pause()
        assert "9♣: cannot be taken now" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert "Target rule: taking from 9♣" in message(app)
        assert not scr.match.actions or scr.match.actions[-1][1] != "pick 9c"
        await pilot.press("left")
        await pilot.pause()
        assert "5♥: take 3, then use 5♥ at once" in screen_text(app)
        assert [k.has_class("-marked") for k in row.children] == [False, False, True, True, True]  # what comes
        await pilot.press("enter")
        await pilot.pause()
        assert scr.match.actions[-1] == (0, "pick 5h")
        assert texts(bridge_row(app)) == ["Js", "4d"]
        assert len(hand_row(app).faces) == 9
        assert "First use 5♥" in screen_text(app)  # the target obligation is said
        await mark(pilot, "5h", "6h", "7h")
        await pilot.press("m")
        await pilot.pause()
        assert scr.match.actions[-1] == (0, "meld 5h 6h 7h")
        assert not scr.hand.marked
        await hand_to(pilot, "Kc")
        await pilot.press("d")
        await pilot.pause()
        assert (0, "discard Kc") in scr.match.actions
        assert scr.match.hand.deck.by_text["Kc"][0] in scr.match.hand.bridge


LONG = ["2c", "3d", "4s", "6d", "7s", "8c", "9d", "10s", "Jc", "Qd", "Ks", "Ac", "2d", "3s", "4c", "5d", "6s",
        "7c", "8d", "9s", "10c", "Jd", "Qs", "Kc", "Ad", "2s", "3c", "4d", "5s", "6c"]


@aio
async def test_a_long_bridge_folds_to_the_width_and_counts_the_take_from_the_oldest_card():
    pos = {"hands": [["5h", "6h", "Jh", "Qh", "8h", "9h"], ["Ah", "As", "Kd", "Kh", "7d", "7h"]],
           "bridge": ["4h"] + LONG, "turn": 0, "phase": "take"}
    app, _ = app_at(pos)
    async with app.run_test(size=(80, 24)) as pilot:
        await ready(pilot)
        row = bridge_row(app)
        assert len(row.faces) == 31
        for _ in range(3):
            if row.has_focus:
                break
            await pilot.press("up")
        assert row.has_focus
        await pilot.press("home")
        await pilot.pause()
        kids = [k for k in row.children if k.display]
        right = max(k.region.right for k in kids)
        assert right <= row.region.right, "the row folds into its width"
        assert kids[0].region.width == 5  # the card under the cursor is drawn whole
        assert "4♥: take 31, then use 4♥ at once" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert table(app).match.actions[-1] == (0, "pick 4h")
        assert len(hand_row(app).faces) == 37 and bridge_row(app).faces == []


# -- the melds -----------------------------------------------------------------------------------
TABLE = [{"owner": 1, "cards": ["Ks", "Kd", "Kc"]},
         {"owner": 0, "cards": ["8c", "X1=9c", "10c"]},
         {"owner": 1, "cards": ["Qs", "Qd", "Qh", "Qc"], "scorers": [1, 1, 1, 0]}]


@aio
async def test_melds_by_owner_with_numbers_scorers_and_joker_identities():
    pos = {"hands": [["2h", "5d", "7s", "9c", "Jh"], OPP], "melds": TABLE, "turn": 0, "phase": "act"}
    app, size = app_at(pos)
    async with app.run_test(size=size) as pilot:
        await ready(pilot)
        text = screen_text(app)
        assert "Boris  1: K♠ K♦ K♣  3: Q♠ Q♦ Q♥ Q♣·A" in text  # Q♣ laid off by Anna: hers to score
        assert "You    2: 8♣ 🃏=9♣ 10♣" in text
        assert "·X: laid off by X, who scores it" in text
        assert "Bridge (0" in text


# -- the builder ---------------------------------------------------------------------------------
@aio
async def test_a_joker_meld_asks_for_the_identity_among_the_legal_ones_only():
    pos = {"hands": [["X1", "9h", "10h", "2c", "3s", "5d"], OPP], "bridge": ["Qh"], "turn": 0, "phase": "act"}
    app, size = app_at(pos)
    async with app.run_test(size=size) as pilot:
        scr = await ready(pilot)
        await mark(pilot, "X1", "9h", "10h")
        assert "M meld ✓" in screen_text(app)
        await pilot.press("m")
        await pilot.pause()
        labels = [b.label for b in scr.bar.specs][:-1]
        assert labels == ["Meld 🃏=8♥ 9♥ 10♥", "Meld 9♥ 10♥ 🃏=J♥"], labels  # never 🃏=Q♥: it is in the bridge
        assert not scr.match.actions
        await pilot.pause()
        assert app.focused is not None and app.focused.name == "btn-0"
        await pilot.press("escape")  # no identity chosen: nothing happens, the marks stay
        await pilot.pause()
        assert not scr.bar.choices and scr.hand.marked == {"X1", "9h", "10h"}
        await pilot.press("m")
        await pilot.pause()
        await pilot.press("right", "enter")
        await pilot.pause()
        assert (0, "meld 9h 10h X1=Jh") in scr.match.actions
        assert "You  1: 9♥ 10♥ 🃏=J♥" in screen_text(app)


@aio
async def test_a_forced_joker_identity_is_filled_in():
    pos = {"hands": [["X1", "9h", "10h", "Jh", "2c", "3s"], OPP], "bridge": ["Qh"], "turn": 0, "phase": "act"}
    app, size = app_at(pos)
    async with app.run_test(size=size) as pilot:
        scr = await ready(pilot)
        await mark(pilot, "X1", "9h", "10h", "Jh")
        await pilot.press("m")
        await pilot.pause()
        assert (0, "meld X1=8h 9h 10h Jh") in scr.match.actions  # Q♥ is in the bridge: 8♥ is the only one
        assert "🃏=8♥ 9♥ 10♥ J♥" in screen_text(app)


@aio
async def test_a_lay_off_chooses_its_meld_by_picker_or_by_number():
    pos = {"hands": [["8c", "9c", "2d", "3s", "Kh"], OPP], "turn": 0, "phase": "act",
           "melds": [{"owner": 1, "cards": ["5c", "6c", "7c"]}, {"owner": 0, "cards": ["8s", "8d", "8h"]}]}
    app, size = app_at(pos)
    async with app.run_test(size=size) as pilot:
        scr = await ready(pilot)
        await mark(pilot, "8c")
        assert "L lay off (1, 2) ✓" in screen_text(app)
        await pilot.press("l")
        await pilot.pause()
        labels = [b.label for b in scr.bar.specs][:-1]
        assert labels == ["Lay off 8♣ on meld 1", "Lay off 8♣ on meld 2"]
        await pilot.press("enter")
        await pilot.pause()
        assert scr.match.actions[-1] == (0, "lay 8c on 1")
        assert "5♣ 6♣ 7♣ 8♣·A" in screen_text(app)  # laid on Boris's run: Anna scores it
        await mark(pilot, "9c")
        await pilot.press("2")  # 9♣ does not fit the eights
        await pilot.pause()
        assert "These cards do not extend meld 2" in message(app)
        await pilot.press("1")
        await pilot.pause()
        assert scr.match.actions[-1] == (0, "lay 9c on 1")


@aio
async def test_refusals_name_the_rule_keep_one_target_and_uniqueness():
    # keep-one (worked example 4): with only 7♦ J♦ in hand, laying both off leaves nothing to discard
    pos = {"hands": [["7d", "Jd"], OPP], "melds": [{"owner": 0, "cards": ["8d", "9d", "10d"]}],
           "turn": 0, "phase": "act"}
    app, size = app_at(pos)
    async with app.run_test(size=size) as pilot:
        scr = await ready(pilot)
        await mark(pilot, "7d", "Jd")
        assert "L lay off ✗" in screen_text(app)
        await pilot.press("l")
        await pilot.pause()
        assert "Keep-one rule" in message(app)
        await pilot.press("c")
        await pilot.pause()
        assert not scr.hand.marked
        await mark(pilot, "7d")
        await pilot.press("l")
        await pilot.pause()
        assert scr.match.actions[-1] == (0, "lay 7d on 1")
    # the target rule: 5♥ was taken from the bridge, the eights may not go first; no discard yet
    pos = {"hands": [["5h", "6h", "7h", "8s", "8d", "8c", "Kc"], OPP], "turn": 0, "phase": "act", "target": "5h"}
    app, size = app_at(pos)
    async with app.run_test(size=size) as pilot:
        scr = await ready(pilot)
        await mark(pilot, "8s", "8d", "8c")
        await pilot.press("m")
        await pilot.pause()
        assert "Target rule: this first table action must contain 5♥, taken from the bridge" in message(app)
        await hand_to(pilot, "Kc")
        await pilot.press("d")
        await pilot.pause()
        assert "Target rule" in message(app)
        await pilot.press("e")
        await pilot.pause()
        assert "Target rule: first put 5♥, taken from the bridge, on the table" in message(app)
        assert not scr.match.actions
    # table uniqueness: a joker stands for 9♣, so 9♣ enters only by exchange (E)
    pos = {"hands": [["9c", "9h", "9d", "2h", "Kh"], OPP], "turn": 0, "phase": "act",
           "melds": [{"owner": 1, "cards": ["8c", "X1=9c", "10c"]}]}
    app, size = app_at(pos)
    async with app.run_test(size=size) as pilot:
        scr = await ready(pilot)
        await mark(pilot, "9c", "9h", "9d")
        await pilot.press("m")
        await pilot.pause()
        assert "Table uniqueness: a joker stands for 9♣" in message(app)
        await pilot.press("c")
        await hand_to(pilot, "9c")
        await pilot.press("d")
        await pilot.pause()
        assert "Table uniqueness" in message(app) and "exchange it for the joker instead" in message(app)
        await pilot.press("e")
        await pilot.pause()
        assert scr.match.actions[-1] == (0, "swap 9c")
        assert "X1" in texts(hand_row(app)) and "X1" not in screen_text(app)  # drawn as a joker, 🃏
        assert "8♣ 9♣·A 10♣" not in screen_text(app) and "8♣ 9♣ 10♣" in screen_text(app)


@aio
async def test_enter_marks_and_only_the_discard_key_ends_the_turn():
    """Issue 33: Enter used to discard (and end the turn) when nothing could be melded, and mark
    otherwise; now Enter always marks, and the line above the hand names D for the discard."""
    pos = {"hands": [["2c", "5d", "9h", "Ks"], OPP], "turn": 0, "phase": "act"}
    app, size = app_at(pos)
    async with app.run_test(size=size) as pilot:
        scr = await ready(pilot)
        await hand_to(pilot, "9h")
        await pilot.pause()
        assert "Nothing to meld: D discards 9♥ and ends your turn" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert not scr.match.actions and scr.hand.marked == {"9h"}
        await pilot.press("enter")
        await pilot.pause()
        assert not scr.hand.marked
        await pilot.press("d")
        await pilot.pause()
        assert (0, "discard 9h") in scr.match.actions
    pos = {"hands": [["9c", "9d", "9h", "Ks"], OPP], "turn": 0, "phase": "act"}
    app, size = app_at(pos)
    async with app.run_test(size=size) as pilot:
        scr = await ready(pilot)
        await hand_to(pilot, "Ks")
        await pilot.pause()
        assert "Enter marks K♠ for a meld · D discards K♠" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert scr.hand.marked == {"Ks"} and not scr.match.actions
        await pilot.press("enter")
        await pilot.pause()
        assert not scr.hand.marked


# -- hot-seat, help, setup ---------------------------------------------------------------------------
@aio
async def test_hot_seat_hands_over_and_clears_the_marks():
    pos = {"hands": [["9c", "9d", "9h", "Ks", "2d"], ["Ah", "Ad", "As", "2s", "3d", "4c"]], "turn": 0, "phase": "act"}
    app, size = app_at(pos, kinds=("human", "human"))
    async with app.run_test(size=size) as pilot:
        assert await settle(pilot, lambda: isinstance(app.screen, HandOverScreen))
        await pilot.press("enter")
        scr = await ready(pilot)
        assert scr.viewer == 0
        await mark(pilot, "9c", "9d", "9h")
        await pilot.press("m")
        await pilot.pause()
        await hand_to(pilot, "2d")
        await pilot.press("d")
        assert await settle(pilot, lambda: isinstance(app.screen, HandOverScreen))
        t = table(app)
        assert t.viewer is None and hand_row(app).faces == [] and not t.hand.marked
        await pilot.press("enter")
        scr = await ready(pilot)
        assert scr.viewer == 1
        assert texts(hand_row(app)) and set(texts(hand_row(app))) <= {"Ah", "Ad", "As", "2s", "3d", "4c"}
        assert "Anna  1: 9♣ 9♦ 9♥" in screen_text(app) or "Anna  1: 9♥ 9♦ 9♣" in screen_text(app)


@pytest.mark.parametrize(("lg", "words"), [("en", "## keys"), ("ru", "## клавиши")])
@aio
async def test_the_rules_help_opens_in_english_and_russian(lg, words):
    from cardtable.tui.i18n import set_lang
    from cardtable.tui.screens.rules import help_markdown

    set_lang(lg)
    text = help_markdown("most", get_game("most").options_model.parse({}), lg)
    assert words in text.lower()
    assert ("meld the marked cards" if lg == "en" else "выложить отмеченные карты") in text
    app = table_app("most", kinds=("human", "normal"), seed=3)
    async with app.run_test(size=(100, 32)) as pilot:
        await ready(pilot)
        await pilot.press("f1")
        assert await settle(pilot, lambda: not isinstance(app.screen, TableScreen))
        await pilot.pause()
        assert ("bridge" if lg == "en" else "мост") in screen_text(app).lower()
    set_lang("en")


@aio
async def test_the_setup_form_opens_with_the_options():
    from cardtable.tui.app import CardtableApp

    app = CardtableApp(strict=True, pace=0)
    async with app.run_test(size=(100, 40)) as pilot:
        await open_setup(pilot, "most")
        text = screen_text(app)
        assert "Target score" in text and "Runs through the ace" in text


@aio
async def test_the_free_newest_bridge_card_is_said_and_may_not_be_discarded():
    pos = {"hands": [["2c", "5d", "9h", "Ks", "7s", "3h"], OPP], "bridge": ["4s", "Qd"], "turn": 0, "phase": "take"}
    app, size = app_at(pos, options={"free_top_bridge_card": True})
    async with app.run_test(size=size) as pilot:
        scr = await ready(pilot)
        row = bridge_row(app)
        for _ in range(3):
            if row.has_focus:
                break
            await pilot.press("up")
        await pilot.pause()
        assert "Q♦: take 1 (free, not to be discarded this turn)" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert scr.match.actions[-1] == (0, "pick Qd")
        await hand_to(pilot, "Qd")
        await pilot.press("d")
        await pilot.pause()
        assert "Q♦ was taken freely from the bridge this turn" in message(app)
        await hand_to(pilot, "Ks")
        await pilot.press("d")  # only discards are legal: D discards (Enter only ever marks)
        await pilot.pause()
        assert (0, "discard Ks") in scr.match.actions


@aio
async def test_a_lay_off_before_ones_own_meld_names_the_rule_and_the_bridge_says_whose_turn():
    pos = {"hands": [["8c", "2d", "2c", "2h", "Kh"], OPP], "melds": [{"owner": 1, "cards": ["5c", "6c", "7c"]}],
           "bridge": ["9h"], "turn": 0, "phase": "act"}
    app, size = app_at(pos)
    async with app.run_test(size=size) as pilot:
        scr = await ready(pilot)
        await mark(pilot, "8c")
        await pilot.press("l")
        await pilot.pause()
        assert "You may lay off only once you have a meld of your own this hand" in message(app)
        await pilot.press("up")
        assert bridge_row(app).has_focus
        await pilot.press("enter")
        await pilot.pause()
        assert "You have taken a card this turn already" in message(app)
        assert not scr.match.actions


@aio
async def test_refusals_and_the_builder_line_in_russian():
    pos = {"hands": [["7d", "Jd"], OPP], "melds": [{"owner": 0, "cards": ["8d", "9d", "10d"]}],
           "turn": 0, "phase": "act"}
    app = record_app("most", ("human", "normal"), pos, seed=3, lang_override="ru")
    async with app.run_test(size=(100, 32)) as pilot:
        await ready(pilot)
        await mark(pilot, "7d", "Jd")
        assert "Отмечено 7♦ В♦" in screen_text(app) and "L приложить ✗" in screen_text(app)
        await pilot.press("l")
        await pilot.pause()
        assert "Правило последней карты" in message(app)
        assert "Комбинации" in screen_text(app) and "Вы  1: 8♦ 9♦ 10♦" in screen_text(app)
