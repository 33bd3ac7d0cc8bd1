"""The grammar of "you" in every log sentence of every game, both languages (issue 13: "You swaps
hands with Gleb", "You catches Anna", "Boris catches You")."""

from __future__ import annotations

import re
import string

import pytest

from cardtable.games.grammar import you_grammar
from cardtable.games.present import presenter_for

GAMES = ("uno", "durak", "hundred_one", "black_jack")


def sentences(game: str, lang: str, who: str) -> list[str]:
    """Every event sentence of the game with ``who`` as its subject (other fields filled in)."""
    p = presenter_for(game)
    table = p.strings.get(lang) or p.strings["en"]
    out = []
    for key, text in table.items():
        if not key.startswith("ev.") or not text.startswith("{who} "):
            continue
        fields = {f for _, f, _, _ in string.Formatter().parse(text) if f}
        values = {f: "Anna" if f == "target" else "2" for f in fields}
        values["who"] = who
        out.append(you_grammar(text.format(**values), lang, p.s(lang, "you")))
    return out


@pytest.mark.parametrize("game", GAMES)
def test_every_sentence_agrees_with_you(game):
    for line in sentences(game, "en", "You"):
        verb = line.split(" ")[1]
        assert verb in ("must", "is", "never") or not re.fullmatch(r"[a-z]+[^s]s", verb), line
        assert not line.startswith("You is")
    for line in sentences(game, "ru", "Вы"):
        words = line.split(" ")
        verb = words[2] if words[1] == "не" else words[1]
        assert not re.search(r"(ет|ёт|ит|ется|ится|ен|л\(а\))$", verb), line


def test_the_issue_sentences():
    assert you_grammar("You swaps hands with Gleb", "en", "You") == "You swap hands with Gleb"
    assert you_grammar("You catches Anna: no call!", "en", "You") == "You catch Anna: no call!"
    assert you_grammar("Boris catches You: no call!", "en", "You") == "Boris catches you: no call!"
    assert you_grammar("Борис ловит: Вы не сказал(а) «УНО!»", "ru", "Вы") == "Борис ловит: вы не сказали «УНО!»"
    assert you_grammar("Вы меняется руками с игроком Глеб", "ru", "Вы") == "Вы меняетесь руками с игроком Глеб"
