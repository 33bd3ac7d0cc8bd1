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
    "setup.hints": "Hints at a hot-seat table (all agree)",
    "stats.title": "Statistics against the bots",
    "stats.none": "No games against the bots yet: play one, and every hand you finish counts here.",
    "stats.problem": "The statistics file was {why}; it starts afresh.",
    "stats.total": "In all: {matches} matches, {won} won ({rate}); {hands} hands, {hands_won} won ({hand_rate}).",
    "stats.note": "A table counts under its strongest bot's level; only tables of one person against bots count. "
                  "Export or reset: cardtable stats --csv, cardtable stats --reset --yes",
    "stats.keys": "Esc back",
    "stats.lobby": "Against the bots: {matches} matches, {won} won; {hands} hands, {hands_won} won · T statistics",
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
    "setup.hints": "Подсказки за общим экраном (все за)",
    "stats.title": "Статистика игры против ботов",
    "stats.none": "Пока нет игр с ботами: сыграйте — здесь учтётся каждая законченная раздача.",
    "stats.problem": "Файл статистики был {why}; она начата заново.",
    "stats.total": "Всего: матчей {matches}, выиграно {won} ({rate}); раздач {hands}, выиграно {hands_won} "
                   "({hand_rate}).",
    "stats.note": "Стол считается по уровню самого сильного бота; учитываются только столы одного человека "
                  "с ботами. Выгрузка и сброс: cardtable stats --csv, cardtable stats --reset --yes",
    "stats.keys": "Esc назад",
    "stats.lobby": "Против ботов: матчей {matches}, выиграно {won}; раздач {hands}, выиграно {hands_won} · "
                   "T статистика",
}

CATALOGS = {"en": EN, "ru": RU}


def pt(key: str, **kw: Any) -> str:
    """A practice string in the current language."""
    text = CATALOGS.get(lang(), EN).get(key) or EN.get(key, key)
    return text.format(**kw) if kw else text
