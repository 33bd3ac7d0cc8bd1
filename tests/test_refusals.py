"""Refusals are codes with arguments, worded in English and Russian (issue 31; ``engine.refusals``).

Every game keeps its refusals in ``games/<id>/refusals.py`` (a ``Catalog`` named ``R`` over the
shared ones); every code words itself in both languages; along random games every refused action
gets a refusal of the game's catalogs (never a sentence built in the rules), and the Russian
table's words are Russian.
"""

from __future__ import annotations

import ast
import importlib
import random
import string
from pathlib import Path

import pytest

import cardtable
from cardtable.engine.game import get_game
from cardtable.engine.match import Match
from cardtable.engine.refusals import COMMON, Catalog, Refusal
from cardtable.engine.registry import REGISTRY
from cardtable.engine.state import IllegalAction
from cardtable.games.present import presenter_for

GAMES = sorted(REGISTRY)


def catalog_of(game: str) -> Catalog:
    return importlib.import_module(f"cardtable.games.{game}.refusals").R


def sample_args(template: str) -> dict[str, object]:
    """Values for every field of ``template`` (cards, seats, numbers or words by name)."""
    out: dict[str, object] = {}
    for _, name, _, _ in string.Formatter().parse(template):
        if not name:
            continue
        name = name.split("!")[0].split(".")[0]
        if name in ("card",):
            out[name] = "7h"
        elif name == "cards":
            out[name] = ["7h", "8h"]
        elif name in ("seat", "to_act", "asker", "target", "other", "winner", "defender", "attacker"):
            out[name] = 1
        elif name == "expected":
            out[name] = COMMON("bid_first")
        else:
            out[name] = "x"
    return out


@pytest.mark.parametrize("game", GAMES)
def test_every_code_words_itself_in_both_languages(game: str) -> None:
    R = catalog_of(game)
    for code in R.codes():
        en, ru = R.templates(code)
        args = {**sample_args(en), **sample_args(ru)}
        r = R(code, **args)
        assert r.text("en") and r.text("ru"), code
        assert not any("а" <= ch <= "я" for ch in r.text("en").lower()), (code, r.text("en"))


@pytest.mark.parametrize("game", GAMES)
def test_refused_actions_get_a_refusal_of_the_games_catalogs(game: str) -> None:
    spec = get_game(game)
    rng = random.Random(31)
    R = catalog_of(game)
    p = presenter_for(game)
    ours = set(R.codes())
    seen = 0
    for g in range(6):
        opts = spec.options_model()
        lo, hi = spec.players_for(opts)
        m = Match(spec, opts, rng.randint(lo, min(hi, 4)), g)
        steps = 0
        while not m.over and steps < 150:
            seats = m.to_act()
            s = seats[0]
            legal = m.legal_actions(s)
            others = [a for t in range(m.n) if t != s for a in m.legal_actions(t)]
            tries = [a for a in others if a not in legal][:3] + ["nonsense", legal[0] + " x", "play Zz"]
            for t in range(m.n):
                for a in tries:
                    if a in m.legal_actions(t):
                        continue
                    with pytest.raises(IllegalAction) as e:
                        m.hand.clone().apply(t, a)
                    ref = e.value.refusal
                    assert isinstance(ref, Refusal) and ref.code in ours, (game, t, a, ref.code, ref.text())
                    assert ref.text("en") and ref.text("ru")
                    shown = p.word_refusal(ref, m.hand.deck, [f"P{i}" for i in range(m.n)], t, "ru")
                    assert shown
                    seen += 1
            m.apply(s, rng.choice(legal))
            steps += 1
    assert seen > 50


def test_no_refusal_is_a_sentence_built_in_the_rules() -> None:
    """``IllegalAction`` is raised with a ``Refusal`` everywhere in cardtable (a literal or an
    f-string would be English on the Russian table)."""
    root = Path(cardtable.__file__).parent
    bad = []
    for path in root.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "IllegalAction"
                    and node.args and isinstance(node.args[0], ast.Constant | ast.JoinedStr)):
                bad.append(f"{path.relative_to(root)}:{node.lineno}")
    assert bad == []


def test_a_refusal_reads_as_the_table_shows_it() -> None:
    from cardtable.games.russian_poker.refusals import R

    p = presenter_for("russian_poker")
    deck = get_game("russian_poker").deck_for(get_game("russian_poker").options_model())
    # issue 33: the suit after a colon as the table draws it, never a letter in brackets
    assert R("follow", suit="c").text() == "follow suit: c; without one, play a trump if you have one"
    ru = p.word_refusal(R("follow", suit="c"), deck, ["Анна", "Борис"], 0, "ru")
    assert ru.startswith("ходите в масть: ♣")
    assert p.word_refusal(R("not_holding", card="Qh"), deck, ["Анна"], 0, "ru") == "у вас нет Д♥"
    assert p.word_refusal(COMMON("not_your_turn", to_act=1), deck, ["Анна", "Борис"], 0, "en") == \
        "it is not your turn (Boris is to act)".replace("Boris", "Борис")
