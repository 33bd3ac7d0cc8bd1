"""The practice strings in English and Russian (kept beside the feature; a test checks that both
catalogs have the same keys and placeholders, as for ``tui.i18n``)."""

from __future__ import annotations

from typing import Any

from ..i18n import lang

EN: dict[str, str] = {
    "hint.key": "hint",
    "hint.undo.key": "undo",
    "hint.thinking": "Thinking about your move…",
    "hint.title": "Hint: {move}",
    "hint.only": "Hint: {move} (the only move)",
    "hint.move": "{move}: wins {win}%",
    "hint.best": "best",
    "hint.not_now": "A hint is for your own decision: it is not your move now.",
    "hint.curtain": "No hint behind the hand-over screen.",
    "hint.hotseat": "Hints are off at a hot-seat table unless every player agreed in the setup.",
    "hint.close": "H again or Esc: hide",
    "hint.iters": "weighed over {n} simulated hands",
    "hint.move.value": "{move}: value {win}",
    "hint.value.match": "value: your standing in the match after the hand, 0 out to 100 match won",
    "hint.value.lead": "value: your lead in the match's points after the deal, 50 level, above 50 ahead",
    "hint.value.hand": "value: wins and your place on the hand's points, out of 100",
    "hint.why.places": "★ wins less often but places higher on points: the search weighs both",
    "hint.why.close": "★ the better number is within the search's margin: a tie to it",
    "undo.hotseat": "Undo is only for a table against bots: at a hot-seat table the others saw your move.",
    "undo.none": "Nothing to undo in this hand.",
    "undo.done": "Taken back: you are at your previous decision. The bots will think again.",
    "undo.ended": "The hand is over; its result stands.",
    "setup.hints": "Hot-seat hints (all agree)",
    "stats.title": "Statistics against the bots",
    "stats.none": "No games against the bots yet: play one, and every hand you finish counts here.",
    "stats.problem": "The statistics file was {why}; it starts afresh.",
    "stats.total": ("In all: {matches} {match_word}, {won} won ({rate}); "
                    "{hands} {hand_word}, {hands_won} won ({hand_rate})."),
    "stats.note": "A table counts under its strongest bot's level; only tables of one person against bots count. "
                  "Export or reset: cardtable stats --csv, cardtable stats --reset --yes",
    "stats.keys": "Esc back",
    "stats.lobby": ("Against the bots: {matches} {match_word}, {won} won; "
                    "{hands} {hand_word}, {hands_won} won · T statistics"),
    "review.key": "review",
    "review.none": "No finished hand to review yet.",
    "review.hotseat": "The review weighs a person's moves like a hint: at a hot-seat table only if everyone agreed.",
    "review.remote": "The review shows every hand face up: it is for matches played on this computer.",
    "review.title": "Review of hand {hand} · move {at} of {n}",
    "review.move": "{who}: {move}",
    "review.stock": "{n} face down",
    "review.deal": "As dealt. Right: the first move.",
    "review.weighing": "Weighing this decision…",
    "review.best": "Played: {move}, wins {win}%: the best move.",
    "review.played": "Played: {move}, wins {win}%",
    "review.better": "Best:   {move}, wins {win}%",
    "review.best.value": "Played: {move}, value {win}: the best move.",
    "review.played.value": "Played: {move}, value {win}",
    "review.better.value": "Best:   {move}, value {win}",
    "review.loss": "−{pts} points of 100",
    "review.mistakes": "Biggest mistakes of the hand",
    "review.no_decisions": "You had no choice to make in this hand.",
    "review.mistake": "move {at}: {move} instead of {best} (−{pts})",
    "review.progress": "weighing your decisions: {k} of {n}…",
    "review.clean": "No mistake found: every decision was the best move or as good.",
    "review.keys": "←→ moves  Home/End first/last  M next mistake  Esc back to the table",
}

RU: dict[str, str] = {
    "hint.key": "подсказка",
    "hint.undo.key": "отмена",
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
    "hint.move.value": "{move}: оценка {win}",
    "hint.value.match": "оценка: положение в матче после раздачи, 0 — выбыли, 100 — матч выигран",
    "hint.value.lead": "оценка: отрыв по сумме очков матча после раздачи, 50 — поровну, выше 50 — впереди",
    "hint.value.hand": "оценка: победы и место по очкам раздачи, из 100",
    "hint.why.places": "★ выигрывает реже, но выше по очкам раздачи: расчёт учитывает и это",
    "hint.why.close": "★ разница в пределах погрешности расчёта: для него это ничья",
    "undo.hotseat": "Отмена хода — только за столом с ботами: за общим экраном ваш ход уже видели.",
    "undo.none": "В этой раздаче отменять нечего.",
    "undo.done": "Ход отменён: вы снова на своём прошлом решении. Боты подумают заново.",
    "undo.ended": "Раздача окончена, её итог остаётся.",
    "setup.hints": "Подсказки (все согласны)",
    "stats.title": "Статистика игры против ботов",
    "stats.none": "Пока нет игр с ботами: сыграйте — здесь учтётся каждая законченная раздача.",
    "stats.problem": "Файл статистики был {why}; она начата заново.",
    "stats.total": "Всего: {matches} {match_word}, выиграно {won} ({rate}); {hands} {hand_word}, "
                   "выиграно {hands_won} ({hand_rate}).",
    "stats.note": "Стол считается по уровню самого сильного бота; учитываются только столы одного человека "
                  "с ботами. Выгрузка и сброс: cardtable stats --csv, cardtable stats --reset --yes",
    "stats.keys": "Esc назад",
    "stats.lobby": "Против ботов: {matches} {match_word}, выиграно {won}; {hands} {hand_word}, "
                   "выиграно {hands_won} · T статистика",
    "review.key": "разбор",
    "review.none": "Пока нет законченной раздачи для разбора.",
    "review.hotseat": "Разбор оценивает ходы, как подсказка: за общим экраном — только если все согласились.",
    "review.remote": "Разбор показывает все карты открыто: он для партий, сыгранных на этом компьютере.",
    "review.title": "Разбор раздачи {hand} · ход {at} из {n}",
    "review.move": "{who}: {move}",
    "review.stock": "рубашкой вверх: {n}",
    "review.deal": "Как сдано. Вправо — первый ход.",
    "review.weighing": "Оцениваю это решение…",
    "review.best": "Сыграно: {move}, победа {win}% — лучший ход.",
    "review.played": "Сыграно: {move}, победа {win}%",
    "review.better": "Лучше:   {move}, победа {win}%",
    "review.best.value": "Сыграно: {move}, оценка {win} — лучший ход.",
    "review.played.value": "Сыграно: {move}, оценка {win}",
    "review.better.value": "Лучше:   {move}, оценка {win}",
    "review.loss": "−{pts} очков из 100",
    "review.mistakes": "Главные ошибки раздачи",
    "review.no_decisions": "В этой раздаче вам не приходилось выбирать.",
    "review.mistake": "ход {at}: {move} вместо {best} (−{pts})",
    "review.progress": "оцениваю ваши решения: {k} из {n}…",
    "review.clean": "Ошибок не найдено: каждый ход был лучшим или не хуже.",
    "review.keys": "←→ ходы  Home/End первый/последний  M следующая ошибка  Esc к столу",
}

CATALOGS = {"en": EN, "ru": RU}


def pt(key: str, **kw: Any) -> str:
    """A practice string in the current language."""
    text = CATALOGS.get(lang(), EN).get(key) or EN.get(key, key)
    return text.format(**kw) if kw else text
