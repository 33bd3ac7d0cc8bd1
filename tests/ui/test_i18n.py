"""Both languages hold every string: the UI catalogs and every presenter's strings."""

from __future__ import annotations

import string

import pytest

from cardtable.engine.registry import REGISTRY
from cardtable.games.present import STRINGS, presenter_for
from cardtable.tui.i18n import EN, RU


def fields(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f}


def check_pair(en: dict[str, str], ru: dict[str, str]) -> None:
    assert set(en) - set(ru) == set(), "missing in Russian"
    assert set(ru) - set(en) == set(), "missing in English"
    for k in en:
        assert fields(en[k]) == fields(ru[k]), f"placeholders differ for {k!r}"


def test_ui_catalogs_have_the_same_keys_and_placeholders():
    check_pair(EN, RU)


def test_generic_presenter_strings_in_both_languages():
    check_pair(STRINGS["en"], STRINGS["ru"])


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_every_game_presenter_in_both_languages(game):
    p = presenter_for(game)
    check_pair(p.strings["en"], p.strings["ru"])


def test_russian_court_cards_and_suit_letters():
    from cardtable.engine.cards import Card
    from cardtable.games.present import Presenter

    p = Presenter()
    queen = Card("Qs", suit="s", rank="Q", kind="rank")
    assert p.face_of(queen, "ru").label == "Д♠"
    assert p.face_of(queen, "en").label == "Q♠"
    assert p.face_of(queen, "en", symbols=False).label == "Qs"
