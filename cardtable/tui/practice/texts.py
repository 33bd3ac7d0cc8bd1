"""The practice strings in English and Russian (kept beside the feature; a test checks that both
catalogs have the same keys and placeholders, as for ``tui.i18n``)."""

from __future__ import annotations

from typing import Any

from ..i18n import lang

EN: dict[str, str] = {
    "hint.key": "H hint",
    "hint.undo.key": "Ctrl+Z undo",
    "hint.thinking": "Thinking about your move…",
    "hint.title": "Hint: {move}",
    "hint.only": "Hint: {move} (the only move)",
    "hint.move": "{move}: wins {win}%",
    "hint.best": "best",
    "hint.not_now": "A hint is for your own decision: it is not your move now.",
    "hint.curtain": "No hint behind the hand-over screen.",
    "hint.hotseat": "Hints are off at a hot-seat table unless every player agreed in the setup.",
    "hint.close": "H again or Esc: hide",
    "hint.iters": "weighed over {n} simulated deals",
    "undo.hotseat": "Undo is only for a table against bots: at a hot-seat table the others saw your move.",
    "undo.none": "Nothing to undo in this hand.",
    "undo.done": "Taken back: you are at your previous decision. The bots will think again.",
    "undo.ended": "The hand is over; its result stands.",
    "setup.hints": "Hints at a hot-seat table (every player agrees)",
}

RU: dict[str, str] = {
    "hint.key": "H подсказка",
    "hint.undo.key": "Ctrl+Z отмена",
    "hint.thinking": "Обдумываю ваш ход…",
    "hint.title": "Подсказка: {move}",
    "hint.only": "Подсказка: {move} (единственный ход)",
    "hint.move": "{move}: победа {win}%",
    "hint.best": "лучший",
    "hint.not_now": "Подсказка — для вашего решения, а сейчас не ваш ход.",
    "hint.curtain": "За экраном передачи хода подсказок нет.",
    "hint.hotseat": "За общим экраном подсказки выключены, если не все игроки согласились при настройке.",
    "hint.close": "H ещё раз или Esc — скрыть",
    "hint.iters": "по {n} смоделированным раздачам",
    "undo.hotseat": "Отмена хода — только за столом с ботами: за общим экраном ваш ход уже видели.",
    "undo.none": "В этой раздаче отменять нечего.",
    "undo.done": "Ход отменён: вы снова на своём прошлом решении. Боты подумают заново.",
    "undo.ended": "Раздача окончена, её итог остаётся.",
    "setup.hints": "Подсказки за общим экраном (все игроки согласны)",
}

CATALOGS = {"en": EN, "ru": RU}


def pt(key: str, **kw: Any) -> str:
    """A practice string in the current language."""
    text = CATALOGS.get(lang(), EN).get(key) or EN.get(key, key)
    return text.format(**kw) if kw else text
