"""Texts every game shares, as a player reads them (issue 33, "Everywhere"): several winners named
as a sentence names them, the verb of "you" agreeing twice in one sentence, the command line's
errors in the player's language."""

from __future__ import annotations

import subprocess
import sys

import pytest

from cardtable.engine.sheet import HandResult
from cardtable.games.grammar import you_grammar
from cardtable.games.present import presenter_for

NAMES = ["Anna", "Boris", "Vera"]


def test_several_winners_read_as_a_sentence_and_you_first():
    p = presenter_for("uno")
    row = HandResult(points=[0, 0, 0], winners=[1, 0])
    assert p.hand_result(row, NAMES, 0, "en") == "You and Boris won the hand"
    assert p.hand_result(row, NAMES, 0, "ru") == "Раздачу выиграли Вы и Boris"
    row3 = HandResult(points=[0, 0, 0], winners=[0, 1, 2])
    assert p.hand_result(row3, NAMES, None, "en") == "Anna, Boris and Vera won the hand"
    assert p.hand_result(HandResult(points=[0, 0, 0], winners=[2]), NAMES, 0, "ru") == "Раздачу выиграл(а) Vera"


def test_you_agrees_with_both_verbs_of_one_sentence():
    assert you_grammar("You has no cards left and is out", "en", "You") == "You have no cards left and are out"
    assert you_grammar("Boris has no cards left and is out", "en", "You") == "Boris has no cards left and is out"


@pytest.mark.parametrize(("args", "ru"), [
    (["play", "nogame"], "нет такой игры: 'nogame'"),
    (["play", "uno", "--rule", "foo=1"], "нет такого правила: 'foo'"),
    (["play", "durak", "--players", "9"], "в «Дурак» играют от 2 до"),
    (["play", "uno", "--bots", "zz"], "нет такого уровня бота: 'zz'"),
    (["rules", "nogame"], "нет такой игры"),
    (["stats", "--reset"], "добавьте --yes"),
    (["play", "kids_poker", "--players", "3", "--rule", "first_deal=39"], "Первая раздача 39: игроков 3"),
    (["play", "russian_poker", "--players", "2", "--rule", "first_deal=17"], "Первая раздача 17: игроков 2"),
])
def test_the_command_line_speaks_russian_under_lang_ru(args, ru):
    res = subprocess.run([sys.executable, "-m", "cardtable", "--lang", "ru", *args], capture_output=True,
                         text=True, timeout=60)
    assert res.returncode == 2, res.stderr
    assert ru in res.stderr and res.stderr.count("\n") == 1, res.stderr
    en = subprocess.run([sys.executable, "-m", "cardtable", *args], capture_output=True, text=True, timeout=60)
    assert en.returncode == 2 and ru not in en.stderr and en.stderr.startswith("cardtable: ")


def test_one_match_is_one_match_in_the_statistics():
    from cardtable.tui.practice.texts import pt
    from cardtable.tui.screens.stats import count_words

    assert pt("stats.total", **count_words(1, 1), won=1, rate="100%", hands_won=1, hand_rate="100%") == \
        "In all: 1 match, 1 won (100%); 1 hand, 1 won (100%)."
    assert pt("stats.lobby", **count_words(2, 3), won=1, hands_won=2).startswith(
        "Against the bots: 2 matches, 1 won; 3 hands, 2 won")


@pytest.mark.parametrize("game", sorted(__import__("cardtable.engine.registry", fromlist=["REGISTRY"]).REGISTRY))
def test_every_move_is_named_in_russian_in_russian(game):
    """The hint and the buttons name moves by ``action_label``: a verb with no Russian word fell back
    to the English one ("Play", "Throw" in the Russian hint)."""
    import random

    from cardtable.engine.game import get_game
    from cardtable.engine.match import Match

    spec = get_game(game)
    p = presenter_for(game)
    options = spec.options_model()
    n = min(3, spec.players_for(options)[1])
    for seed in range(3):
        m = Match(spec, options, n, seed)
        rng = random.Random(seed)
        for _ in range(200):
            if m.over:
                break
            seat = m.to_act()[0]
            legal = m.legal_actions(seat)
            for a in legal:
                parsed = p.parse(a, m.hand.deck)
                ru = p.action_label(parsed, m.hand.deck, NAMES, "ru")
                en_verb = parsed.verb.capitalize()
                assert not ru.startswith(en_verb + " ") and ru != en_verb, f"{game}: {a!r} reads {ru!r} in Russian"
            m.apply(seat, rng.choice(legal))


def test_the_review_shows_the_number_the_hint_chose_by():
    """101's review said "wins 0%" on every move: it shows the hint's own measure now."""
    from cardtable.practice.hint import Weighed, Weighing
    from cardtable.tui.practice.texts import pt
    from cardtable.tui.screens.review import _pc

    w = Weighing(best="play Qc", moves=[Weighed("play Qc", 0.0, 0.74, 10), Weighed("draw", 0.0, 0.5, 5)],
                 measure="match")
    assert (_pc(w, w.of("play Qc")), _pc(w, w.of("draw")), _pc(w, None)) == (74, 50, 0)
    assert pt("review.better.value", move="Play Q♣", win=74) == "Best:   Play Q♣, value 74"
    won = Weighing(best="a", moves=[Weighed("a", 0.4, 0.9, 10)])
    assert _pc(won, won.of("a")) == 40
