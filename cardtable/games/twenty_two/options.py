"""Twenty-Two house rules (ids of twenty_two.md section 7), one Pydantic model.

``players`` is the table's seat count, not an option here (as in every game); the spec checks that
7-8 players come only with ``decks=2``.  ``elimination_score`` stays within 11..40: below 11 a match
of two is one hand or two (the generic tests look at positions inside a match), and above 40 the
scoring piles of six players could leave too few cards to deal.
"""

from __future__ import annotations

from typing import Literal

from cardtable.engine.options import GameOptions, opt

PLAYERS_1 = 6
PLAYERS_2 = 8


class TwentyTwoOptions(GameOptions):
    decks: int = opt(
        1, "Packs", "Колоды",
        "1: one 52-card pack (2-6 players); 2: a 104-card pack for up to 8 players.",
        "1: одна колода из 52 карт (2-6 игроков); 2: 104 карты, до 8 игроков.", ge=1, le=2,
    )
    first_deal_size: int = opt(
        7, "Cards in the first hand", "Карт в первой раздаче",
        "Cards dealt to each player in the first hand; later hands deal the value of the losing card.",
        "Сколько карт сдаётся в первой раздаче; дальше — по стоимости проигравшей карты.", ge=2, le=10,
    )
    elimination_score: int = opt(
        22, "Elimination score", "Счёт выбывания",
        "A player whose total reaches this (or more) is out.",
        "Игрок, набравший столько очков или больше, выбывает.", ge=11, le=40,
    )
    set_beat_rule: Literal["highest_card", "each_card"] = opt(
        "highest_card", "How a set heads", "Как набор перебивает",
        "By the highest card: a set heads when its top card is equal to or higher than the best set's top card; "
        "card by card: both sorted, every card must be equal or higher than its counterpart.",
        "По старшей карте: набор перебивает, если его старшая карта не ниже старшей карты лучшего набора; "
        "покарточно: оба набора по возрастанию, каждая карта не ниже соответствующей.",
        values={"highest_card": ("By the highest card", "По старшей карте"),
                "each_card": ("Card by card", "Покарточно")},
    )
    must_head_if_able: bool = opt(
        False, "Must head if able", "Перебивать обязательно",
        "A player may play his lowest cards (duck) only when he cannot head the trick (Cucumber rule).",
        "Сбросить младшие карты можно, только если перебить нечем (правило «Огурца»).",
    )
    multi_card_leads: bool = opt(
        True, "Sets may be led", "Ход набором",
        "The leader may lead several cards of one rank; off: single cards only.",
        "Ходящий может выложить несколько карт одного достоинства; нет — только по одной.",
    )
    exchange_phase: bool = opt(
        True, "Exchange", "Обмен",
        "Before play, each player in turn may discard cards face down and draw as many from the stock.",
        "Перед игрой каждый по очереди может сбросить карты рубашкой вверх и взять столько же из колоды.",
    )
    last_trick_ties: Literal["last_played", "all_score"] = opt(
        "last_played", "Ties in the last trick", "Ничья в последней взятке",
        "Of equal highest cards the one played last loses the hand; or all of them score: every player "
        "with the highest rank scores, the last of them deals.",
        "Из равных старших карт проигрывает сыгранная последней; или штраф получают все "
        "со старшей картой, сдаёт последний из них.",
        values={"last_played": ("The last played loses", "Проигрывает сыгранная последней"),
                "all_score": ("All of them score", "Штраф получают все")},
    )
    eliminated_cards_return: bool = opt(
        True, "Eliminated cards return", "Карты выбывших возвращаются",
        "An eliminated player's scoring cards are shuffled back into the pack; off: they stay out.",
        "Штрафные карты выбывшего замешиваются обратно в колоду; нет — остаются вне игры.",
    )

    @property
    def max_players(self) -> int:
        return PLAYERS_2 if self.decks == 2 else PLAYERS_1
