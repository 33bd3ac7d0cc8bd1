"""101 house rules (ids of hundred_one.md section 7), one Pydantic model.

No two of these options conflict (the two Czech rules are independent, and ``alternative_101``
only adds the 5s), so the model has no cross-field validator; the player limit that depends on
``alternative_101`` is checked by the spec (``HundredOneSpec.check_players``).
"""

from __future__ import annotations

from typing import Literal

from cardtable.engine.options import GameOptions, opt

PLAYERS_36 = 5
PLAYERS_52 = 8


class HundredOneOptions(GameOptions):
    alternative_101: bool = opt(
        False, "Alternative 101 (52 cards)", "Альтернативное сто одно (52 карты)",
        "Play with 52 cards (adds 2-5) for up to 8 players; a 5 makes the previous player draw 2 "
        "(5 of spades: 4) and skips the next player.",
        "Колода из 52 карт (добавляются 2-5), до 8 игроков; пятёрка: предыдущий игрок берёт 2 карты "
        "(пиковая — 4), следующий пропускает ход.",
    )
    deal_size: int = opt(
        4, "Cards dealt", "Карт при раздаче", "Cards dealt to each player (4 or 5).",
        "Сколько карт раздаётся каждому (4 или 5).", ge=4, le=5,
    )
    dealer_first_card: Literal["last_dealt", "any"] = opt(
        "last_dealt", "Dealer's opening card", "Первая карта сдающего",
        "The last dealt: the dealer opens with his last dealt card; Any card: with any card of his hand.",
        "Последняя сданная: сдающий открывает игру последней сданной себе картой; Любая: любой картой с руки.",
        values={"last_dealt": ("The last dealt", "Последняя сданная"), "any": ("Any card", "Любая")},
    )
    next_dealer: Literal["rotate", "winner"] = opt(
        "rotate", "Next dealer", "Следующий сдающий",
        "In turn: the next live player clockwise deals; The winner: last round's winner deals.",
        "По кругу: сдаёт следующий по часовой стрелке; Победитель: сдаёт победитель прошлого кона.",
        values={"rotate": ("In turn", "По кругу"), "winner": ("The winner", "Победитель")},
    )
    no_finish_on_effect_cards: bool = opt(
        True, "No finish on A, 7, K♠", "Нельзя закончить на Т, 7, К♠",
        "An ace, a 7, the K♠ (and the 5s of the alternative game) do not end the round.",
        "Туз, семёрка, пиковый король (и пятёрки альтернативной игры) не заканчивают кон.",
    )
    czech_no_finish_on_nine: bool = opt(
        False, "No finish on a 9 (Czech)", "Нельзя закончить на девятке (чешские)",
        "A 9 does not end the round either.", "Девятка тоже не заканчивает кон.",
    )
    czech_below_minus_101_out: bool = opt(
        False, "Out below -101 (Czech)", "Выбывание ниже -101 (чешские)",
        "A total below -101 eliminates the player.", "Игрок с суммой ниже -101 выбывает.",
    )
    exact_101_reset: bool = opt(
        True, "Exactly 101 resets", "Ровно 101 — обнуление",
        "A total of exactly 101 goes back to 0 (off: 101 is kept).",
        "Ровно 101 очко обнуляет счёт (выключено: 101 остаётся).",
    )
    exact_minus_101_reset: bool = opt(
        True, "Exactly -101 resets", "Ровно -101 — обнуление",
        "A total of exactly -101 goes back to 0.", "Ровно -101 очко обнуляет счёт.",
    )
    queen_in_hand: Literal["lone_only", "every_queen"] = opt(
        "lone_only", "Queens left in hand", "Дамы на руках",
        "A lone queen: a hand of one queen scores 20 (Q♠ 40), other queens 3; Every queen: every queen "
        "left in hand scores 20 (Q♠ 40).",
        "Одна дама: одна-единственная дама на руках — 20 (пиковая 40), иначе дама — 3; Каждая дама: "
        "каждая дама на руках — 20 (пиковая 40).",
        values={"lone_only": ("A lone queen", "Одна дама"), "every_queen": ("Every queen", "Каждая дама")},
    )

    @property
    def max_players(self) -> int:
        return PLAYERS_52 if self.alternative_101 else PLAYERS_36
