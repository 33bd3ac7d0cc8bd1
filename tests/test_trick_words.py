"""Issue 33's findings in the trick games' words (Durak, Russian Poker, Kids' Poker, Twenty-Two,
Petukh): what the presenters say, from stacked-deck positions, in English and Russian.  The table
side of the same findings is ``tests/ui/test_trick_findings.py``."""

from __future__ import annotations

import random
import re

import pytest

from cardtable.games.present import presenter_for
from tests.helpers import play

NOTATION = re.compile(r"\b[a-z]+_[a-z_]+\b|\([shdc]\)|'[a-z]+ [0-9JQKA]+[shdc]")
"""Contract item 4: a snake_case word, a suit letter in brackets, a move's record text."""


def clean(text: str) -> bool:
    return NOTATION.search(text) is None


# -- Durak ------------------------------------------------------------------------------------------

DEFEND = {"hands": [["9h", "10c", "Qc", "Kh", "6c"], ["7h", "7d", "9d", "Ac", "8s"]], "trump": "6s", "attacker": 1}


@pytest.mark.parametrize("lang, want", [
    ("en", "9♥ does not beat 7♦: play a higher card of its suit or a trump, ♠"),
    ("ru", "9♥ не бьёт 7♦: нужна старшая карта той же масти или козырь, ♠"),
])
def test_durak_a_card_that_does_not_beat_says_so_not_the_notation(lang, want):
    """Enter on 9♥ against 7♦ said "'beat' takes 2 card(s): write it like 'beat 7h Jh'"; with no card
    that beats at all, "unknown action 'Play 9♥'"."""
    m = play("durak", 2, DEFEND, [(1, "attack 7d")])
    pr = presenter_for("durak")
    assert pr.refusal(m.view(0), "9h", lang) == want
    assert pr.refusal(m.view(0), "10c", lang).startswith("10♣")
    assert clean(pr.refusal(m.view(0), "10c", lang))


def test_durak_a_card_that_may_not_be_thrown_in_names_its_rank():
    pos = {"hands": [["7c", "7s", "9d", "Kh"], ["9c", "8d", "Jh", "Qh", "Ad"]], "trump": "6s", "attacker": 0}
    m = play("durak", 2, pos, [(0, "attack 7c"), (1, "beat 7c 9c")])
    pr = presenter_for("durak")
    assert pr.refusal(m.view(0), "Kh", "en") == "K♥ cannot be thrown in: its rank is not on the table"
    assert pr.refusal(m.view(0), "9d", "en") == ""  # a legal card: the table plays it


# -- Russian Poker ----------------------------------------------------------------------------------

RP_FOLLOW = {"deal": 3, "dealer": 0, "bids": [1, 1, 0], "scores": [12, 30, -4],
             "hands": [["6h", "9c"], ["8d"], ["10s"]], "played": ["7c", "Ac", "8c"], "taken": [0, 1, 0],
             "leader": 1, "trick": ["Kc", "9d"], "trump": "s"}


@pytest.mark.parametrize("lang, want", [
    ("en", "follow suit: ♣; without one, play a trump if you have one"),
    ("ru", "ходите в масть: ♣; если её нет — козырем, если он есть"),
])
def test_russian_poker_follow_suit_names_the_suit_as_drawn(lang, want):
    """The refusal read `follow suit (c)`: the suit after a colon, as the table draws it."""
    from cardtable.engine.state import IllegalAction

    m = play("russian_poker", 3, RP_FOLLOW)
    with pytest.raises(IllegalAction) as e:
        m.apply(0, "play 6h")
    pr = presenter_for("russian_poker")
    text = pr.word_refusal(e.value.refusal, m.hand.deck, ["Anna", "Boris", "Vera"], 0, lang)
    assert text == want and clean(text)
    assert pr.word_refusal(e.value.refusal, m.hand.deck, [], 0, lang, symbols=False).startswith(
        "follow suit: c" if lang == "en" else "ходите в масть: c")


def test_russian_poker_no_refusal_names_the_notation():
    from cardtable.games.russian_poker.refusals import R

    for code in ("cut_range", "cut_first", "play_biggest", "big_leader"):
        for lang in ("en", "ru"):
            text = R(code).text(lang)
            assert "cut K" not in text and "по старшей" not in text and clean(text), (code, lang, text)


def test_each_games_schedule_legend_is_its_own():
    """The S schedule of Russian Poker showed Kids' Poker's dark and golden marks."""
    rp, kp = presenter_for("russian_poker"), presenter_for("kids_poker")
    for lang in ("en", "ru"):
        rpl, kpl = rp.legend(3, lang), kp.legend(3, lang)
        assert "∅" in rpl and "?" in rpl and "◦" not in rpl and "★" not in rpl
        assert "◦" in kpl and "★" in kpl and "∅" not in kpl and "?" not in kpl
        assert "…" in rpl and "…" in kpl and "– " in kpl  # not bid yet; a pass
    assert "no trump" in rp.legend(3, "en") and "бескозырка" in rp.legend(3, "ru")
    assert "pass" in kp.legend(3, "en") and "пас" in kp.legend(3, "ru")


def rp_row(deal: int, kind: str, cards: int, trump: str):
    from cardtable.engine.sheet import HandResult

    return HandResult([0, 0, 0], [], extra={"deal": deal, "kind": kind, "cards": cards, "trump": trump})


@pytest.mark.parametrize("row, en, ru", [
    (rp_row(14, "no_trump", 6, "-"), "14: 6 no trump", "14: 6 бескозырка"),
    (rp_row(3, "normal", 3, "s"), "3: 3 ♠", "3: 3 ♠"),
    (rp_row(15, "blind", 6, "h"), "15: 6 blind ♥", "15: 6 вслепую ♥"),
])
def test_russian_poker_sheet_rows_read_as_a_player_reads_them(row, en, ru):
    """The sheet showed `14: 6 no_trump -`."""
    pr = presenter_for("russian_poker")
    assert pr.sheet_label(row, "en") == en and pr.sheet_label(row, "ru") == ru


def test_the_real_sheet_row_of_a_no_trump_deal():
    from cardtable.engine.game import get_game
    from cardtable.engine.match import Match

    spec = get_game("russian_poker")
    deal = next(i for i, d in enumerate(presenter_for("russian_poker").deals(3)) if d.kind == "no_trump") + 1
    m = Match(spec, spec.options_model.parse({"first_deal": deal}), 3, 4)
    rng = random.Random(4)
    while not m.sheet.rows:
        s = m.to_act()[0]
        m.apply(s, spec.normal_bot(m.view(s), rng))
    label = presenter_for("russian_poker").sheet_label(m.sheet.rows[0], "en")
    assert label == f"{deal}: 6 no trump" and clean(label)


def test_russian_poker_a_bid_of_0_is_not_a_bid_to_come_and_the_dealer_is_marked():
    """`Vera ·` after Vera bid 0; no dealer marker."""
    m = play("russian_poker", 3, {"deal": 2, "dealer": 0, "trump": "s", "bids": [None, 1, 0],
                                  "hands": [["6h", "Ac"], ["Kh", "7d"], ["9h", "8c"]], "scores": [12, 30, -4]})
    pr = presenter_for("russian_poker")
    en = pr.seat_marks(m.view(0), "en")
    assert en[2] == "0/0" and en[1] == "1/0"
    assert en[0] == "…/0 · dealer · 12 pts"  # not bid yet, the dealer, and your own total
    ru = pr.seat_marks(m.view(0), "ru")
    assert ru[0] == "…/0 · сдаёт · 12 оч."
    assert pr.seat_marks(m.view(1), "en")[1] == "1/0 · 30 pts"


def sheet_row(deal: int, points: list[int], totals: list[int]):
    from cardtable.engine.sheet import HandResult

    cells = [["", "", str(t)] for t in totals]
    best = max(points)
    return HandResult(points, [s for s, p in enumerate(points) if p == best],
                      extra={"deal": deal, "sheet": {"columns": ["bid", "taken", "total"], "cells": cells}})


@pytest.mark.parametrize("viewer, lang, want", [
    (None, "en", "A tie: Anna and Vera, 120 points each"),
    (0, "en", "A tie: you and Vera, 120 points each"),
    (None, "ru", "Ничья: Anna и Vera, у каждого 120 очков"),
])
def test_russian_poker_a_match_ending_in_a_tie_says_so(viewer, lang, want):
    """The match end said "Vera won the hand" over a tie (Vera's last deal was the best one)."""
    last = len(presenter_for("russian_poker").deals(3))
    row = sheet_row(last, [-10, 0, 30], [120, 80, 120])
    assert presenter_for("russian_poker").hand_result(row, ["Anna", "Boris", "Vera"], viewer, lang) == want


def test_russian_poker_the_winner_of_the_match_and_of_a_deal():
    pr = presenter_for("russian_poker")
    last = len(pr.deals(3))
    names = ["Anna", "Boris", "Vera"]
    assert pr.hand_result(sheet_row(last, [0, 0, 30], [100, 80, 121]), names, None, "en") == (
        "Vera wins the match with 121 points")
    assert pr.hand_result(sheet_row(last, [0, 0, 30], [100, 80, 121]), names, None, "ru") == (
        "Партию выиграл(а) Vera: 121 очко")
    assert pr.hand_result(sheet_row(last, [0, 0, 30], [100, 80, 121]), names, 2, "en") == (
        "You win the match with 121 points")
    assert pr.hand_result(sheet_row(5, [20, 5, 20], [20, 5, 20]), names, None, "en") == (
        "Deal's best: Anna and Vera, +20 each")
    assert pr.hand_result(sheet_row(5, [20, 5, -10], [20, 5, 20]), names, None, "ru") == (
        "Лучший счёт раздачи: Anna, +20")


# -- Kids' Poker ------------------------------------------------------------------------------------

def test_kids_poker_a_pass_and_a_call_to_come_read_differently():
    """"–" stood for both "passed" and "not yet called"."""
    hands = [["7s", "Ad", "6c"], ["6h", "7c", "8c"], ["7h", "8h", "9c"]]
    m = play("kids_poker", 3, {"deal": 3, "dealer": 0, "hands": hands, "bids": [None, 0, 2], "looked": [1, 2]})
    marks = presenter_for("kids_poker").seat_marks(m.view(0), "en")
    assert marks[1] == "–/0" and marks[2] == "2/0" and marks[0].startswith("…/0")


def test_kids_poker_sheet_rows_as_the_spec_labels_them():
    from cardtable.engine.sheet import HandResult

    pr = presenter_for("kids_poker")
    golden = HandResult([0, 0, 0], [], extra={"kind": "golden", "cards": 12})
    dark = HandResult([0, 0, 0], [], extra={"kind": "dark", "cards": 12})
    assert pr.sheet_label(golden, "ru") == "золотая" and pr.sheet_label(golden, "en") == "golden"
    assert pr.sheet_label(dark, "en") == "12◦"


# -- Twenty-Two -------------------------------------------------------------------------------------

def test_twenty_two_the_last_trick_reads_as_the_penalty_it_is():
    """"You won the last trick with 6♥: +6" described losing the hand as a win."""
    pos = {"dealer": 0, "hands": [["5h"], ["Kh"]], "scores": [0, 12]}
    m = play("twenty_two", 2, pos, [(1, "play Kh"), (0, "play 5h")])
    pr = presenter_for("twenty_two")
    row = m.sheet.rows[-1]
    assert pr.hand_result(row, ["Anna", "Boris"], 1, "en") == (
        "You took the last trick (K♥): +10 penalty, 22/22, you are out")
    assert pr.hand_result(row, ["Anna", "Boris"], 0, "ru") == (
        "Boris: последняя взятка (К♥), штраф 10, 22/22 — выбывает")
    lost = next(e for e in m.events if e.kind == "hand_lost")
    assert pr.line(lost, m.hand.deck, ["Anna", "Boris"], 1, "en") == "You take the last trick: 10 penalty points"
    assert pr.line(lost, m.hand.deck, ["Anna", "Boris"], 0, "ru") == "Boris берёт последнюю взятку: штраф 10"


def test_twenty_two_the_hand_is_sorted_by_rank_and_the_points_to_22_stand_beside_the_names():
    m = play("twenty_two", 2, {"dealer": 1, "phase": "exchange", "scores": [12, 5],
                               "hands": [["Ah", "Kc", "3c", "2d", "9s"], ["4c", "5c", "6c", "7c", "8c"]],
                               "stock": ["7h", "8h", "9h"]})
    pr = presenter_for("twenty_two")
    view = m.view(0)
    deck = m.hand.deck
    assert [deck.text(c) for c in pr.hand_order(view, view.state.hands[0])] == ["2d", "3c", "9s", "Kc", "Ah"]
    assert pr.seat_marks(view, "en") == {0: "12/22 pts", 1: "5/22 pts"}
    assert pr.seat_marks(view, "ru")[0] == "12/22 оч."
    assert not pr.show_totals  # not twice: the marks say it


# -- Petukh -----------------------------------------------------------------------------------------

def test_petukh_no_refusal_names_an_internal_phase_or_a_claim_code():
    from cardtable.games.petukh.refusals import PHASES, R

    for lang in ("en", "ru"):
        for code in PHASES.codes():
            text = R("not_now", phase=PHASES(code)).text(lang)
            assert clean(text) and "(phase:" not in text, text
        assert "rj" not in R("claim_pair").text(lang)
    assert R("not_now", phase=PHASES("part")).text("en") == "not now: this is the choice to play or opt out"


def test_petukh_the_trump_duty_names_the_trump_without_brackets():
    pos = {"dealer": 3, "phase": "play", "leader": 0, "trump_card": "As", "trick": ["9h"],
           "hands": [["10c", "Ac", "Qd", "7d"], ["7s", "Kc", "8c", "9c", "10s"], ["6s", "Qs", "7c", "8d", "9d"],
                     ["10h", "8h", "10d", "Jd", "Kd"]]}
    m = play("petukh", 4, pos)
    pr = presenter_for("petukh")
    assert pr.refusal(m.view(1), "Kc", "en") == "no ♥ Hearts: play a trump, ♠ Spades"
    assert pr.refusal(m.view(1), "Kc", "ru") == "нет масти ♥ Черви: бейте козырем, ♠ Пики"
    assert pr.refusal(m.view(1), "Kc", "en").count("(") == 0


# -- contract item 4 over whole hands: no id, no notation, in both languages --------------------------

CARD_TEXT = re.compile(r"(?<![\w♠♥♦♣])(?:10|[2-9JQKA])[shdc](?!\w)")
"""A card's record text ("7h", "10s") where the table draws "7♥"."""


def words_of(pr, view, names: list[str], lang: str) -> list[str]:
    """Every text a presenter gives the table for ``view``: status, marks, info, buttons, refusals."""
    from cardtable.games.present import Presenter

    assert isinstance(pr, Presenter)
    seat = view.seat
    deck = view.state.deck
    out = [pr.status(view, names, seat, lang), *pr.seat_marks(view, lang).values()]
    out += [t for t, _ in pr.info(view, lang)]
    hand = [deck.text(c) for c in view.state.hands[seat] if c >= 0] if hasattr(view.state, "hands") else []
    for p in pr.button_actions(view.legal, deck, hand):
        out.append(pr.button_label(p, view, names, lang))
    for acts in pr.card_actions(view.legal, deck, hand).values():
        out += [pr.action_label(a, deck, names, lang) for a in acts]
    out += [pr.refusal(view, t, lang) for t in hand]
    out += [text for _, text in pr.unavailable(view, lang)]
    return out


@pytest.mark.parametrize("game, n", [("durak", 3), ("russian_poker", 3), ("kids_poker", 3), ("twenty_two", 3),
                                     ("petukh", 3)])
def test_no_text_of_a_trick_game_holds_an_id_or_a_notation(game, n):
    from cardtable.engine.game import get_game
    from cardtable.engine.match import Match

    spec = get_game(game)
    pr = presenter_for(game)
    names = ["Anna", "Boris", "Vera"][:n]
    m = Match(spec, spec.options_model(), n, 11)
    rng = random.Random(11)
    seen = 0
    bad: list[str] = []
    for _ in range(400):
        if m.over:
            break
        seat = m.to_act()[0]
        view = m.view(seat, last_events=10)
        deck = view.state.deck
        held = [deck.text(c) for c in m.hand.hands[seat]] if hasattr(m.hand, "hands") else []
        playable = pr.card_actions(view.legal, deck, held)
        refused = [m.hand.why_illegal(seat, pr.guess_card_action(view.legal, deck, t))
                   for t in held if t not in playable and view.legal
                   and not pr.refusal(view, t, "en")]  # Enter on a card the rules refuse, as the table asks
        for lang in ("en", "ru"):
            texts = words_of(pr, view, names, lang)
            texts += [pr.word_refusal(r, deck, names, seat, lang) for r in refused]
            texts += [pr.line(e, view.state.deck, names, seat, lang) or "" for e in view.events]
            for row in m.sheet.rows[-1:]:
                texts += [pr.hand_result(row, names, seat, lang), pr.sheet_label(row, lang)]
            for t in texts:
                if t and (not clean(t) or CARD_TEXT.search(t)):
                    bad.append(f"{lang}: {t}")
            for r in refused:  # the "letters" setting draws suits as letters: never one in brackets
                t = pr.word_refusal(r, deck, names, seat, lang, symbols=False)
                if not clean(t):
                    bad.append(f"{lang}, letters: {t}")
        seen += 1
        m.apply(seat, spec.normal_bot(view, rng))
    assert seen > 50 and not bad, sorted(set(bad))[:10]


def test_durak_your_rating_points_stand_beside_your_hand_in_a_match_of_several_deals():
    """Contract item 3: your own score on the table (a one-deal match has none worth a mark)."""
    pos = {"hands": [["9h", "10c"], ["7h", "Ac"]], "trump": "6s", "attacker": 1, "scores": [2, 0]}
    pr = presenter_for("durak")
    m = play("durak", 2, pos, options={"deals_per_match": 3})
    assert pr.seat_marks(m.view(0), "en")[0] == "◆ defends · 2 pts"
    assert pr.seat_marks(m.view(0), "ru")[0] == "◆ отбивается · 2 оч."
    assert pr.seat_marks(play("durak", 2, pos).view(0), "en")[0] == "◆ defends"
