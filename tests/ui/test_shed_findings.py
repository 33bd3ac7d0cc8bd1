"""Issue 33, the shedding and meld games at the table (Mini Family/Kukareku, 101, Black Jack, Uno,
Uno 52, Most): one case per finding of the play-through, by keyboard where it is the table and on
the presenter where the text comes from it, both languages where the words matter."""

from __future__ import annotations

import random
import re

import pytest
from textual.widgets import Button

from cardtable.engine.game import get_game
from cardtable.engine.state import Event
from cardtable.games.present import presenter_for
from cardtable.practice.hint import Weighed, Weighing, measure_for, order_moves
from cardtable.tui.areas.families import FamiliesArea
from cardtable.tui.cards import CardRow
from cardtable.tui.i18n import set_lang
from cardtable.tui.screens.handend import HandEndScreen, MatchEndScreen, hand_moment
from cardtable.tui.widgets.hint_panel import weighing_text
from tests.helpers import play

from .driver import aio, my_turn, record_app, screen_text, settle, table, table_app, to_sheet

FIVE_SINGLES = {  # Anna holds one card of five families: 15 cards she may ask for
    "hands": [["Tp", "Sp", "Rp", "Gp", "Bp"], ["Tm", "Sm", "Rm", "Gm", "Bm"], ["Td", "Sd", "Rd", "Gd", "Bd"],
              ["Ts", "Ss", "Rs", "Gs", "Bs"], ["Kp", "Km", "Kd", "Wp", "Wm"]],
    "stock": ["Ks", "Wd", "Ws"], "turn": 0, "dealer": 4}
ELEVEN = {  # 11 asks: four families, one of them held twice
    "hands": [["Tp", "Tm", "Sp", "Rp", "Gp"], ["Td", "Sm", "Rm", "Gm", "Bm"], ["Ts", "Sd", "Rd", "Gd", "Bd"],
              ["Bp", "Ss", "Rs", "Gs", "Bs"], ["Kp", "Km", "Kd", "Wp", "Wm"]],
    "stock": ["Ks", "Wd", "Ws"], "turn": 0, "dealer": 4}
FIVE = ("human", "normal", "normal", "normal", "normal")


def visible(widget, scr) -> bool:
    """The widget is drawn inside its scrolling parent's window and inside the screen."""
    r, bar, screen = widget.region, widget.parent.region, scr.region
    return (r.width > 0 and bar.x <= r.x and r.right <= bar.right and bar.y <= r.y < bar.bottom
            and screen.contains_region(r))


# -- Mini Family: the ask dialog -------------------------------------------------------------------
@pytest.mark.parametrize(("size", "position", "wants"), [((120, 40), ELEVEN, 11), ((80, 24), FIVE_SINGLES, 15)])
@aio
async def test_every_want_button_shows_and_the_focus_never_walks_off_screen(size, position, wants):
    """Press 3 (Vera), Tab, Right past the last button: every ask for a card is on screen at once
    (a compact chip each), and the focused one always is."""
    app = record_app("families", FIVE, position)
    async with app.run_test(size=size) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        scr = table(app)
        await pilot.press("3")
        assert await settle(pilot, lambda: scr.match.hand.phase == 1 and not scr._refresh_pending)
        await pilot.pause()
        buttons = [b for b in scr.bar.buttons if b.is_attached]
        assert len(buttons) == wants
        assert all(visible(b, scr) for b in buttons), [b.plain_label for b in buttons if not visible(b, scr)]
        await pilot.press("tab")
        for _ in range(wants + 2):
            await pilot.press("right")
            assert isinstance(app.focused, Button) and visible(app.focused, scr), app.focused
        assert app.focused is buttons[-1]


@aio
async def test_more_asks_than_the_width_scroll_into_sight_under_a_scrollbar():
    """Seven families held once each: 21 cards to ask for, more than 80 columns hold; the bar then
    scrolls under a visible scrollbar and the focused chip is always scrolled into sight."""
    hands = [[f + "p" for f in "TSRGBKW"], [f + "m" for f in "TSRGBKW"], [f + "d" for f in "TSRGBKW"],
             [f + "s" for f in "TSRGBKW"]]
    app = record_app("families", FIVE[:4], {"hands": hands, "stock": [], "turn": 0, "dealer": 3})
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        scr = table(app)
        await pilot.press("3")
        assert await settle(pilot, lambda: scr.match.hand.phase == 1 and not scr._refresh_pending)
        await pilot.pause()
        bar = scr.bar
        assert len(bar.buttons) == 21 and bar.max_scroll_x > 0 and bar.show_horizontal_scrollbar
        await pilot.press("tab")
        for _ in range(22):
            await pilot.press("right")
            await pilot.pause()
            assert visible(app.focused, scr), app.focused


def ask_moves(asks: int, seed: int = 3) -> list[tuple[int, str]]:
    """A four-player ask game played by the normal bot for every seat until ``asks`` asks were
    made and Anna (seat 0) is to ask again: the moves, for a record."""
    spec = get_game("families")
    rng = random.Random(seed)
    m = play("families", 4, seed=seed, options={"hand_size": 6})
    moves = []
    while len(m.hand.asks) < asks or m.to_act()[0] != 0 or m.hand.phase != 0:
        s = m.to_act()[0]
        a = spec.normal_bot(m.view(s), rng)
        m.apply(s, a)
        moves.append((s, a))
        assert not m.over and len(moves) < 400
    return moves


@aio
async def test_the_ask_list_keeps_every_ask_and_scrolls():
    """Only the last eight asks used to show, and nothing scrolled: now the list keeps every ask,
    follows the newest, and PgUp (named in the footer) scrolls back to the first."""
    from cardtable.engine.record import GameRecord
    from cardtable.tui.app import CardtableApp
    from tests.ui.driver import seats

    moves = ask_moves(14)
    rec = GameRecord(game="families", options={"hand_size": 6}, seats=seats(*FIVE[:4]), seed=3,
                     actions=[list(a) for a in moves])
    app = CardtableApp(strict=True, pace=0, seed=3, start={"record": rec})
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        scr = table(app)
        await pilot.pause()
        area = scr.query_one(FamiliesArea)
        box = area.ask_list
        asks = scr.match.hand.asks
        assert len(asks) >= 14
        assert area.text.count("→") == len(asks)  # every ask of the hand, not the last eight
        assert box.max_scroll_y > 0 and box.scroll_y == box.max_scroll_y  # following the newest
        assert "PgUp/PgDn asks" in screen_text(app)
        await pilot.press("pageup", "pageup", "pageup")
        await pilot.pause()
        assert box.scroll_y == 0
        first = scr.names[asks[0][0]]
        assert any(first in line for line in screen_text(app).splitlines() if "→" in line)
        await pilot.press("pagedown", "pagedown", "pagedown")
        await pilot.pause()
        assert box.scroll_y == box.max_scroll_y


@pytest.mark.parametrize("lang", ["en", "ru"])
@aio
async def test_the_footer_names_what_enter_does_in_the_ask_dialog(lang):
    app = record_app("families", FIVE, FIVE_SINGLES, lang_override=lang)
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        scr = table(app)
        ask = "Enter ask" if lang == "en" else "Enter спросить"
        play_word = "Enter play" if lang == "en" else "Enter сыграть"
        assert ask in screen_text(app).splitlines()[-1]
        await pilot.press("3")
        assert await settle(pilot, lambda: scr.match.hand.phase == 1 and not scr._refresh_pending)
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        assert ask in footer and play_word not in footer


@aio
async def test_an_out_player_has_no_seat_digit_and_is_marked_out():
    """Boris has no cards and the stock is empty: he is out, cannot be asked, and the picker's
    digits skip him."""
    pos = {"hands": [["Tp", "Tm", "Sp"], [], ["Td", "Sd", "Rd"], ["Ts", "Ss", "Rs"]], "stock": [], "turn": 0,
           "dealer": 3, "laid": [[], ["G", "B"], [], ["K", "W"]], "out": [1]}
    app = record_app("families", FIVE[:4], pos)
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        scr = table(app)
        await pilot.pause()
        strip = {s: str(w.content) for s, w in enumerate(scr.opponents.query(".opp"))}
        assert scr.match.hand.out >> 1 & 1
        assert not strip[1].startswith("2·") and "out" in strip[1]
        assert strip[2].startswith("3·") and strip[3].startswith("4·")
        assert {b.hotkey for b in scr.bar.specs if b.action} == {"3", "4"}


@aio
async def test_kukareku_holding_a_family_puts_the_focus_on_the_signal_and_enter_gives_it():
    pos = {"hands": [["Tp", "Tm", "Td", "Ts"], ["Gp", "Gm", "Rd", "Kp"], ["Gd", "Gs", "Rm", "Km"],
                     ["Rp", "Rs", "Kd", "Ks"]], "dealer": 3}
    app = record_app("families", FIVE[:4], pos, options={"mode": "kukareku"})
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        scr = table(app)
        await pilot.pause()
        assert isinstance(app.focused, Button) and "Signal" in app.focused.plain_label
        assert "Enter 👍 signal" in screen_text(app).splitlines()[-1]
        await pilot.press("enter")
        assert await settle(pilot, lambda: scr.match.hand.signals)
        assert scr.match.hand.signals[0] == 0 and not scr.match.hand.sel[0]  # signalled, no card passed


@aio
async def test_kukareku_without_a_family_keeps_the_focus_on_the_hand_and_enter_gives():
    pos = {"hands": [["Tp", "Tm", "Gd", "Wp"], ["Td", "Ts", "Gp", "Wm"], ["Gm", "Gs", "Wd", "Ws"]], "dealer": 2,
           "families": ["T", "G", "W"]}
    app = record_app("families", FIVE[:3], pos, options={"mode": "kukareku"}, pace=60)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        await pilot.pause()
        assert isinstance(app.focused, CardRow)
        assert "Enter give" in screen_text(app).splitlines()[-1]


# -- the hint: its star and its numbers --------------------------------------------------------------
def test_the_hints_star_is_the_best_number_or_the_panel_says_why():
    moves = [Weighed("want Bp", 0.33, 0.52, 90), Weighed("want Ts", 0.42, 0.50, 60), Weighed("want Sm", 0.30, 0.40, 20)]
    w = Weighing("want Bp", order_moves(moves, "want Bp", "win"), 170, "win")
    assert [mv.action for mv in w.moves] == ["want Bp", "want Ts", "want Sm"]  # the star, then by the number
    assert w.why(5) == "places"  # fewer wins, a better value: the search weighs the places too
    close = Weighing("want Bp", order_moves([Weighed("want Bp", 0.33, 0.45, 90), Weighed("want Ts", 0.42, 0.50, 60)],
                                            "want Bp", "win"), 150, "win")
    assert close.why(5) == "close"
    plain = Weighing("want Ts", order_moves(moves, "want Ts", "win"), 170, "win")
    assert plain.why(5) == ""


def test_a_hint_of_101_shows_the_value_the_bot_chose_by_never_a_flat_zero():
    spec = get_game("hundred_one")
    moves = [Weighed("play 10c", 0.0, 0.746, 81), Weighed("play Qc", 0.0, 0.731, 69)]
    assert measure_for(spec, moves) == "match"
    w = Weighing("play 10c", order_moves(moves, "play 10c", "match"), 150, "match")
    assert [w.shown(mv) for mv in w.moves] == [75, 73]
    # a game valued by the hand whose win shares are all alike shows the value too
    uno = get_game("uno")
    assert measure_for(uno, [Weighed("draw", 0.0, 0.3, 5), Weighed("play R1", 0.0, 0.4, 9)]) == "value"
    assert measure_for(uno, [Weighed("draw", 0.2, 0.3, 5), Weighed("play R1", 0.4, 0.4, 9)]) == "win"
    # Russian Poker's bot values a deal by the lead in the match's totals: the hint shows that value
    rp = get_game("russian_poker")
    bids = [Weighed("bid 2", 0.5, 0.61, 9), Weighed("bid 3", 0.4, 0.55, 5)]
    assert rp.hard.margin and measure_for(rp, bids) == "lead"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_lead_measure_has_its_legend_in_both_languages(lang):
    from cardtable.tui.practice.texts import CATALOGS

    words = {"en": "50 level", "ru": "50 — поровну"}
    assert words[lang] in CATALOGS[lang]["hint.value.lead"]


@pytest.mark.parametrize("lang", ["en", "ru"])
@aio
async def test_the_101_hint_panel_shows_values_with_their_legend(lang, monkeypatch):
    fake = Weighing("play 10c", [Weighed("play 10c", 0.0, 0.746, 81), Weighed("play Qc", 0.0, 0.731, 69)], 150,
                    "match")
    app = record_app("hundred_one", ("human", "normal"), {"hands": [["10c", "Qc", "9h"], ["9c", "Kc", "Qs"]],
                                                          "discard": ["10h"], "turn": 0},
                     lang_override=lang)
    async with app.run_test(size=(120, 40)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        m = table(app).moment
        text = weighing_text(m, fake).plain
    assert "0%" not in text
    if lang == "en":
        assert "★ Play 10♣: value 75" in text and "Play Q♣: value 73" in text and "match won" in text
    else:
        assert "★ Сыграть 10♣: оценка 75" in text and "матч выигран" in text


@aio
async def test_the_hint_box_fits_a_short_screen():
    """Most at 80x24: the hint's box was cut at the bottom; it now fits, its candidates shortened
    to the room, the key line still on the last line."""
    app = table_app("most", kinds=("human", "normal", "normal"), seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        await pilot.press("d")
        assert await settle(pilot, lambda: my_turn(app))
        scr = table(app)
        await pilot.press("h")
        assert await settle(pilot, lambda: scr.hint_panel.shown, 4000)
        await pilot.pause()
        panel = scr.hint_panel
        assert panel.region.bottom <= scr.query_one("#message").region.y
        lines = str(panel.content).splitlines()
        assert len(lines) <= panel.region.height and lines[0].startswith("Hint: ★")
        assert screen_text(app).splitlines()[-1].startswith(" D discard")


# -- Most ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_joker_is_drawn_as_a_joker_never_by_its_id(lang):
    from cardtable.games.most.deck import DECK as deck

    p = presenter_for("most")
    joker = deck.by_text["X1"][0]
    assert p.face(deck, joker, lang).label == "🃏"
    assert p.face(deck, joker, lang, symbols=False).label == ("Jkr" if lang == "en" else "Джк")
    assert p.card_name(deck, "X2", lang) == "🃏"
    view_text = p.line(Event("discard", 1, card=joker), deck, ["Anna", "Boris"], 0, lang)
    assert "X1" not in view_text and "🃏" in view_text


@aio
async def test_a_joker_in_the_hand_reads_as_a_joker():
    pos = {"hands": [["X1", "9h", "10h", "2c", "3s", "5d"], ["Ah", "Ad", "As", "2s", "3d", "4c"]], "bridge": ["Qh"],
           "turn": 0, "phase": "act"}
    app = record_app("most", ("human", "normal"), pos, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        await pilot.pause()
        text = screen_text(app)
        assert "X1" not in text and "🃏" in text


@pytest.mark.parametrize("lang", ["en", "ru"])
@aio
async def test_most_enter_marks_and_the_footer_says_so_discard_has_its_own_key(lang):
    pos = {"hands": [["2c", "5d", "9h", "Ks"], ["Ah", "Ad", "As", "2s", "3d", "4c"]], "turn": 0, "phase": "act"}
    app = record_app("most", ("human", "normal"), pos, seed=3, lang_override=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        scr = table(app)
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        assert ("Enter mark" if lang == "en" else "Enter отметить") in footer
        assert ("D discard" if lang == "en" else "D сбросить") in footer
        await pilot.press("enter")  # nothing can be melded: Enter still only marks
        await pilot.pause()
        assert not scr.match.actions and scr.hand.marked
        await pilot.press("enter", "d")
        assert await settle(pilot, lambda: bool(scr.match.actions))
        assert scr.match.actions[0][1].startswith("discard ")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_most_hand_end_shows_table_points_and_the_hands_penalty(lang):
    set_lang(lang)
    spec = get_game("most")
    m = play("most", 3, seed=4)
    rng = random.Random(2)
    while m.hand_no == 1:
        s = m.to_act()[0]
        m.apply(s, spec.normal_bot(m.view(s), rng))
    text = hand_moment(m, ["Anna", "Boris", "Vera"], 0, []).plain
    row = m.sheet.rows[-1]
    table_word, hand_word = ("on the table", "in hand") if lang == "en" else ("на столе", "на руке")
    for s, name in enumerate(["Anna", "Boris", "Vera"]):
        line = next(ln for ln in text.splitlines() if ln.startswith(name))
        assert table_word in line
        assert f"{row.points[s]:+d}".replace("-", "−") in line  # the sheet's row, checkable
    assert hand_word in text


@aio
async def test_most_hand_end_screen_shows_both_halves():
    pos = {"hands": [["Kc"], ["Ah", "Ad", "As", "2s"]], "bridge": ["5d", "9d"], "turn": 0, "phase": "act",
           "melds": [{"owner": 0, "cards": ["8c", "9c", "10c"]}, {"owner": 1, "cards": ["3h", "4h", "5h"]}],
           "dealer": 1}
    app = record_app("most", ("human", "normal"), pos, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        await pilot.press("d")
        assert await to_sheet(pilot)
        assert await settle(pilot, lambda: isinstance(app.screen, HandEndScreen | MatchEndScreen))
        await pilot.pause()
        text = screen_text(app)
        assert "Anna   on the table 20" in text  # 8♣ 9♣ 10♣: 5 + 5 + 10
        assert "in hand A♥ A♦ A♠ 2♠ −50" in text and "−35 for the hand" in text  # Boris: 3♥ 4♥ 5♥ 15, hand −50


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_most_status_and_builder_lines_fit_80_columns(lang):
    from cardtable.games.most.present import MOST_STRINGS

    you = "Your turn: " if lang == "en" else "Ваш ход: "
    for key, text in MOST_STRINGS[lang].items():
        if not key.startswith(("what.", "build.")):
            continue
        line = (you if key.startswith("what.") else "") + text.format(card="10♥", n=12, cards="10♥ 10♦ 10♣",
                                                                      melds="1, 2", what="M meld")
        assert len(line) <= 78, (key, line)


# -- contract item 4: no internal id or notation in any player-facing text ------------------------------
NOTATION = {
    "snake_case word": re.compile(r"\b[a-z]+_[a-z_]+\b"),
    "suit letter in brackets": re.compile(r"\([shdc]\)"),
    "Uno 52 card text": re.compile(r"\b[RYGB](?:10|[2-9JQKA])[shdc]\b"),
    "joker id": re.compile(r"\bX[12]\b"),
    "French card text": re.compile(r"(?<![\w♠♥♦♣])(?:10|[2-9JQKA])[shdc]\b"),
    "colour letter for a colour": re.compile(r"colour [RYGB]\b|\bcolor [RYGB]\b"),
}
SHED = [("families", {}), ("families", {"mode": "kukareku"}), ("hundred_one", {}), ("black_jack", {}), ("uno", {}),
        ("uno52", {}), ("most", {})]


def player_texts(game: str, options: dict, lang: str, seed: int, steps: int = 160):
    """Every text a person reads along a random playout: the status, each legal move as its button
    and its hint line say it, the public facts, the marks at the seats, the log, the refusal of
    Enter on every hand card no move names, the hand's result and its showdown."""
    from cardtable.tui.widgets.hint_panel import move_label  # noqa: F401  (the hint's words are the buttons')

    p = presenter_for(game)
    names = ["Anna", "Boris", "Vera"]
    m = play(game, 3, seed=seed, options=options)
    rng = random.Random(seed)
    for _ in range(steps):
        if m.over:
            break
        seat = m.to_act()[0]
        v = m.view(seat)
        deck = m.hand.deck
        yield "status", p.status(v, names, seat, lang)
        for a in v.legal:
            parsed = p.parse(a, deck)
            yield "button", p.button_label(parsed, v, names, lang)
        yield from (("info", t) for t, _ in p.info(v, lang))
        yield from (("mark", t) for t in p.seat_marks(v, lang).values())
        texts = [deck.text(c) for z in v.state.zones() if z.owner == seat for c in z.cards if c >= 0]
        named = p.card_actions(v.legal, deck, texts)
        for t in texts:
            if t in named:
                continue
            action = p.guess_card_action(v.legal, deck, t)
            if action not in v.legal:
                yield "refusal", p.word_refusal(m.hand.why_illegal(seat, action), deck, names, seat, lang)
        before = len(m.events)
        m.apply(seat, rng.choice(v.legal))
        for e in m.events[before:]:
            if e.visible_to(0):
                yield "log", p.line(e, deck, names, 0, lang) or ""
    for row in m.sheet.rows[-1:]:
        yield "result", p.hand_result(row, names, 0, lang)
        shown = p.showdown(m.prev_hand or m.hand, row, names, 0, lang)
        yield "showdown", "".join(t for t, _ in shown or [])


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize(("game", "options"), SHED, ids=[g + "".join("-" + v for v in o.values()) for g, o in SHED])
def test_no_player_facing_text_holds_an_internal_id_or_notation(game, options, lang):
    bad = []
    for seed in range(3):
        for where, text in player_texts(game, options, lang, seed):
            for what, pattern in NOTATION.items():
                if game == "families" and what == "French card text":
                    continue
                hit = pattern.search(text or "")
                if hit:
                    bad.append(f"{where}: {text!r} ({what}: {hit.group()})")
    assert not bad, "\n".join(sorted(set(bad))[:20])


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_uno52_log_names_both_cards_of_a_cover_by_their_colours(lang):
    from cardtable.engine.cards import uno52_deck

    p = presenter_for("uno52")
    deck = uno52_deck()
    red7, blue7 = deck.by_text["R7s"][0], deck.by_text["B7s"][0]
    line = p.line(Event("cover", 1, card=blue7, slot=0, under=red7), deck, ["Anna", "Boris"], 0, lang)
    drew = p.line(Event("drew", 0, cards=[deck.by_text["YS"][0], deck.by_text["B3d"][0]]), deck, ["Anna"], 0, lang)
    if lang == "en":
        assert line == "Boris covers red 7♠ with blue 7♠"
        assert drew == "You got yellow ⊘, blue 3♦"
    else:
        assert line == "Boris кладёт синюю 7♠ на красную 7♠"
        assert drew == "Вам пришло: жёлтая ⊘, синяя 3♦"
    king = p.card_name(deck, "BKs", lang)
    assert king == ("blue K♠" if lang == "en" else "синий К♠")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_uno52_refusal_names_the_cards_as_drawn_and_the_colour_in_words(lang):
    from cardtable.engine.cards import uno52_deck
    from cardtable.games.uno.refusals import no_match

    p = presenter_for("uno52")
    text = p.word_refusal(no_match("B5h", "R3h", "R"), uno52_deck(), ["Anna"], 0, lang)
    if lang == "en":
        assert text == "blue 5♥ does not match red 3♥ (the colour is red)"
    else:
        assert text == "синяя 5♥ не подходит: сверху красная 3♥, сейчас цвет красный"


def test_uno52_two_moves_of_one_rank_and_suit_read_differently():
    """The hint listed ``Play Q♦`` twice: a red and a yellow Q♦ are two moves, named by colour."""
    from cardtable.engine.cards import uno52_deck

    p = presenter_for("uno52")
    deck = uno52_deck()
    labels = {p.action_label(p.parse(a, deck), deck, [], lang) for a in ("play RQd", "play YQd") for lang in ("en",)}
    assert labels == {"Play red Q♦", "Play yellow Q♦"}
    covers = {p.action_label(p.parse(a, deck), deck, [], "en") for a in ("cover 0 RQd", "cover 1 RQd")}
    assert covers == {"Lay red Q♦ on open card 1", "Lay red Q♦ on open card 2"}


@pytest.mark.parametrize("size", [(66, 22), (80, 24), (120, 40)], ids=["chips", "small", "large"])
@aio
async def test_uno52_every_card_shows_its_colour_letter_and_keeps_its_colour_dimmed(size):
    """Two 8♠ of different colours read apart at every size (the colour letter in the box's top
    line or the chip), and a card that may not be played keeps its colour, dimmer."""
    from .test_uno52_table import DULL, pos

    p = pos([["B8s", "Y8s", "G3h", "R9c"], ["R2s", "R3s"]], ["G5c"], [DULL[0], DULL[1]], turn=0, dealer=1, sb=1,
            bb=0, chips=[92, 94], sbp=4, bbp=8, cp=4)
    app = record_app("uno52", ("human", "normal"), p)
    async with app.run_test(size=size) as pilot:
        assert await settle(pilot, lambda: my_turn(app))
        await pilot.pause()
        hand = table(app).hand
        cards = [w for w in hand.children]
        lines = {w.face.text: w.render().plain for w in cards}
        assert "B" in lines["B8s"] and "Y" in lines["Y8s"] and lines["B8s"] != lines["Y8s"]
        blue = next(w for w in cards if w.face.text == "B8s")
        assert blue.has_class("-illegal")
        r, g, b = blue.styles.color.rgb
        assert b > r + 40 and b > g, blue.styles.color  # still blue, not grey


@aio
async def test_uno52_the_open_hand_prompt_shows_only_on_the_persons_own_step():
    """Anna plays, is offered the overlay (the prompt shows), keeps her open hand; while Boris and
    Vera think and lay their own cards the footer never asks her to lay one."""
    from .test_uno52_table import OVERLAY_POS, pick_card

    app = record_app("uno52", ("human", "normal", "normal"), OVERLAY_POS, pace=0.3)
    async with app.run_test(size=(120, 40)) as pilot:
        scr = table(app)
        assert await settle(pilot, lambda: my_turn(app))
        prompt = "on a card: lay it on your open hand"
        await pick_card(pilot, "R5c")
        assert await settle(pilot, lambda: my_turn(app) and scr.match.hand.public_info()["phase"] == "overlay")
        await pilot.pause()
        assert prompt in screen_text(app).splitlines()[-1]
        await pilot.press("p")  # keep the open hand
        seen_while_bots = []
        for _ in range(300):
            await pilot.pause(0.02)
            acts = scr.match.to_act()
            if acts and acts[0] != 0 and not scr._refresh_pending:
                seen_while_bots.append(prompt in screen_text(app).splitlines()[-1])
            if acts and acts[0] == 0 and len(scr.match.actions) > 3:
                break
        assert seen_while_bots and not any(seen_while_bots)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_families_log_lines_agree_with_you(lang):
    """"You have no cards left and is out", «Boris спрашивает у у вас…»: the sentences about the
    person at the keyboard have their own wording."""
    from cardtable.engine.cards import families_deck

    p = presenter_for("families")
    deck = families_deck()
    names = ["Anna", "Boris", "Vera"]
    lines = [p.line(e, deck, names, 0, lang) for e in (
        Event("ask", 1, target=0), Event("want", 1, target=0, card=3, yes=True), Event("out", 0), Event("out", 1),
        Event("lucky", 0, card=2))]
    if lang == "en":
        assert lines == ["Boris asks you…", "Boris asks you for 🐸S: yes!", "You have no cards left and are out",
                         "Boris has no cards left and is out", "You draw the wanted 🐸D and ask again"]
    else:
        assert lines == ["Boris спрашивает у вас…", "Boris просит у вас 🐸С: есть!",
                         "Вы без карточек — выбываете из игры", "Boris без карточек — выбывает из игры",
                         "Вы вытягиваете нужную карточку 🐸Д и спрашиваете снова"]
