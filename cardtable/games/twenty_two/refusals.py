"""Why a Twenty-Two action is refused: the codes of this game (over the trick games' ``TRICKS``).

Two kinds, one catalog: what the engine answers (``TwentyTwoState.why_illegal``), and what the table
answers before the engine is asked (``TwentyTwoPresenter.refusal``, the exchange area): the rule a
picked card breaks, named with the sets it is measured on.  Arguments: ``best`` and ``low`` are
card lists (the best set, the follower's lowest cards), ``rank`` and ``top`` a rank as records
write it (``9``, ``J``), ``m`` and ``n`` numbers of cards; the presenter shows them as the table does.
"""

from __future__ import annotations

from cardtable.engine.mechanics.tricks import TRICKS
from cardtable.engine.refusals import Catalog

R = Catalog("twenty_two", {
    # -- the engine's ---------------------------------------------------------------------------
    "over": ("the hand is over", "раздача окончена"),
    "stock_short": ("the stock holds only {n} cards to draw: you may change no more",
                    "в колоде осталось карт: {n} — больше менять нельзя"),
    "discard_first": ("discard cards first, then draw", "сначала отложите карты, потом берите"),
    "must_draw": ("you discarded cards: draw", "вы отложили карты: возьмите из колоды"),
    "exchange_first": ("exchange first: discard cards and draw, or pass",
                       "сначала обмен: отложите карты и возьмите новые или оставьте свои"),
    "exchange_over": ("the exchange is over", "обмен окончен"),
    "done_leader": ("only a leader who has put a card may end his lead",
                    "закончить ход может только заходящий, уже положивший карту"),
    "lead_any": ("lead any card", "ходите любой картой"),
    "lead_set": ("a lead is a set of one rank, keeping at least one card (at most {n})",
                 "ход — набор карт одного достоинства, и одна карта остаётся на руке (не больше {n})"),
    "must_head_set": ("play {m} cards heading the best set (top {card}); your lowest cards only if you cannot head",
                      "положите столько же карт ({m}), перебив лучший набор (старшая — {card}); "
                      "младшие — только если перебить нечем"),
    "head_or_duck": ("play {m} cards heading the best set, or your {m} lowest cards",
                     "положите столько же карт ({m}): перебейте лучший набор или сбросьте {m} младших"),
    # -- the table's, before the engine is asked ---------------------------------------------------
    "single": ("single cards only are led (house rule)", "ходить можно только одной картой (домашнее правило)"),
    "keep": ("you keep at least one card: at most {n} in a lead", "одна карта должна остаться: в ходе не больше {n}"),
    "rank": ("a set is one rank: add another {rank} or Done (O)",
             "набор — карты одного достоинства: добавьте ещё {rank} или «Готово» (O)"),
    "follow": ("head {best} (top {top} or higher) or play your {m} lowest: {low}",
               "перебейте {best} (старшая от {top}) или сыграйте {m} младших: {low}"),
    "follow_one": ("head {best} (equal or higher) or play your lowest card, {low}",
                   "перебейте {best} (не ниже) или сыграйте младшую карту, {low}"),
    "follow_each": ("head {best} card by card (each card equal or higher) or play your {m} lowest: {low}",
                    "перебейте {best} покарточно (каждая не ниже) или сыграйте {m} младших: {low}"),
    "must": ("must head: you can head {best}, so your lowest cards are not allowed",
             "перебивать обязательно: вы можете перебить {best}, младшие сбрасывать нельзя"),
    "cannot": ("nothing of yours heads {best}: play your {m} lowest: {low}",
               "перебить {best} нечем: сыграйте {m} младших: {low}"),
    "too_many": ("the stock holds {n}: you may change at most {n}", "в колоде {n}: поменять можно не больше {n}"),
    "nothing_marked": ("no card marked: mark cards with Enter, or keep your hand with P",
                       "ничего не отмечено: отметьте карты клавишей Enter или оставьте свои (P)"),
}, parent=TRICKS)

CARD_LISTS = ("best", "low")
"""Arguments holding card texts (shown as the table draws cards)."""
RANKS = ("rank", "top")
"""Arguments holding a rank as records write it (shown as the table names ranks)."""
