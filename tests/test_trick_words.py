"""Issue 33's findings in the trick games' words (Durak, Russian Poker, Kids' Poker, Twenty-Two,
Petukh): what the presenters say, from stacked-deck positions, in English and Russian.  The table
side of the same findings is ``tests/ui/test_trick_findings.py``."""

from __future__ import annotations

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
