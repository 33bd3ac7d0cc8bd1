"""Why an Uno action is refused: the codes of this game (over the engine's ``COMMON``).

A refusal names its cards as ``card`` arguments, so the table draws them as it draws cards; where
a sentence names two cards (the card played and the top card), the second is the phrase
``the_card`` (``R("the_card", card=...)``), worded with the same formatter.  The colour in force
is the phrase ``colour_X``, a word in both languages (a letter in brackets read as notation).
Russian templates keep the card arguments in the nominative (after a colon): Uno 52 names a card
with its colour in words («синяя 5♥»), which a case ending would have to agree with.
"""

from __future__ import annotations

from cardtable.engine.refusals import COMMON, Catalog, Refusal

from .tables import COLOUR, FIVE_GIVE, FIVE_PICK, SLAP, SWAP7

R = Catalog("uno", {
    "over": ("the hand is over", "раздача окончена"),
    "not_now": ("{action!r} is not legal now", "ход {action!r} сейчас невозможен"),
    "uno_call": ("UNO! is called only with the play that leaves one card",
                 "«УНО!» говорят только с ходом, после которого остаётся одна карта"),
    "jump_off": ("it is not your turn ({to_act} is to act; jump-in is off)",
                 "сейчас не ваш ход (ходит {to_act}; перехват хода выключен)"),
    "jump_late": ("too late to jump in: the window closed", "перехватывать поздно: момент упущен"),
    "jump_face": ("{card} is not identical to the top card: no jump-in",
                  "{card} не совпадает с верхней картой: перехватить нельзя"),
    "finish_colour": ("first finish the colour step", "сначала выберите цвет"),
    "finish_swap": ("first finish the swap step", "сначала выберите, с кем обменяться руками"),
    "finish_trade": ("first finish the trade step", "сначала решите, с кем обменяться картой"),
    "finish_give": ("first finish the give step", "сначала выберите карту, которую отдадите"),
    "finish_slap": ("first finish the slap step", "сначала хлопните (или пропустите)"),
    "answer_pending": ("you must answer the +{n}: draw, or play a card that passes it on",
                       "на вас +{n}: возьмите карты или сыграйте карту, которая переводит штраф"),
    "drawn_only": ("after drawing, only the drawn card may be played",
                   "после добора можно сыграть только взятую карту"),
    "w4_colour": ("W+4 is legal only when you hold no card of the current colour",
                  "W+4 можно сыграть, только когда у вас нет карт текущего цвета"),
    "no_match": ("{card} does not match {top} (the colour is {colour})",
                 "{card} не подходит: сверху {top}, сейчас цвет {colour}"),
    "challenge": ("only the target of a W+4 may challenge it, before answering it",
                  "проверить W+4 может только тот, против кого его сыграли, и только до ответа"),
    "no_catch": ("nobody can be caught: every UNO call was made (or the chance has passed)",
                 "ловить некого: все сказали «УНО!» (или момент упущен)"),
    "no_colour": ("there is no colour to choose now", "сейчас не нужно выбирать цвет"),
    "drew_already": ("you already drew: play the drawn card or pass",
                     "вы уже взяли карту: сыграйте её или пасуйте"),
    "pass_when": ("you may pass only after drawing (or when you can neither play nor draw)",
                  "пасовать можно только после добора (или когда нельзя ни сыграть, ни взять карту)"),
    # phrases, arguments of the refusals above
    "the_card": ("{card}", "{card}"),
    "colour_R": ("red", "красный"),
    "colour_Y": ("yellow", "жёлтый"),
    "colour_G": ("green", "зелёный"),
    "colour_B": ("blue", "синий"),
}, parent=COMMON)

FINISH = {COLOUR: "finish_colour", SWAP7: "finish_swap", FIVE_PICK: "finish_trade", FIVE_GIVE: "finish_give",
          SLAP: "finish_slap"}
"""The refusal of a play while a step (a colour, a swap, a trade, a slap) waits to be finished."""


def no_match(card: str, top: str, colour: str) -> Refusal:
    """``card`` does not match ``top`` (the card texts) in the colour ``colour`` (its letter)."""
    return R("no_match", card=card, top=R("the_card", card=top), colour=R("colour_" + colour))
