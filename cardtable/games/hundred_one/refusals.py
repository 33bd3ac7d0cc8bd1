"""Why a 101 action is refused: the codes of this game (over ``COMMON``; ``HundredOneState.why_illegal``
picks one).  A refusal that names two cards gives the player's card as ``card`` and the card on the
pile as ``cards`` (a one-card list): those are the arguments a presenter draws as cards."""

from __future__ import annotations

from cardtable.engine.refusals import COMMON, Catalog

R = Catalog("hundred_one", {
    "over": ("the round is over", "кон окончен"),
    # the queen's suit
    "suit_first": ("name a suit for your queen first (suit s, h, d or c)",
                   "сначала закажите масть для своей дамы (suit s, h, d или c)"),
    "suit_not_now": ("you name a suit only right after playing a queen",
                     "масть заказывают только сразу после дамы"),
    # playing a card
    "open_last_dealt": ("the dealer opens with the last card dealt to him",
                        "сдающий открывает кон последней картой, которую сдал себе"),
    "drawn_only": ("after drawing, only the drawn card may be played (or pass)",
                   "после взятия можно сыграть только взятую карту (или пас)"),
    "no_fit": ("{card} does not fit: play a card of the same rank as {cards}, of suit {suit}, or a queen",
               "{card} не подходит: кладите карту того же ранга, что {cards}, масти {suit} или даму"),
    "no_fit_cover": ("{card} does not fit: cover your 6 with a card of the same rank as {cards}, of suit {suit}, "
                     "or a queen",
                     "{card} не подходит: накройте шестёрку картой того же ранга, что {cards}, масти {suit} "
                     "или дамой"),
    # drawing and passing
    "already_drew": ("you already drew: play the drawn card or pass", "вы уже взяли карту: сыграйте её или пас"),
    "must_play": ("you hold a card that fits, and must play one", "у вас есть подходящая карта: ходите ею"),
    "nothing_to_draw": ("there is nothing left to draw: pass", "брать больше нечего: пас"),
    "cover_six": ("your 6 must be covered: play a cover or draw until you find one",
                  "шестёрку нужно накрыть: кладите подходящую карту или берите, пока не придёт"),
    "dealer_opens": ("the dealer must open the round", "сдающий должен открыть кон"),
    "pass_when": ("you may pass only after drawing, or when you can neither play nor draw",
                  "пас можно только после взятия карты или когда нельзя ни положить, ни взять"),
}, parent=COMMON)
