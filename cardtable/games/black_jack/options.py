"""Black Jack house rules (ids of black_jack.md section 7), one Pydantic model."""

from __future__ import annotations

from typing import Literal

from pydantic import field_validator, model_validator

from cardtable.engine.options import Conflict, GameOptions, opt


class BlackJackOptions(GameOptions):
    seven_reverses: bool = opt(
        False, "Sevens reverse", "Семёрка меняет направление",
        "Each 7 at the end of a play reverses the direction of play (no effect with 2 players).",
        "Каждая семёрка в конце хода меняет направление игры (вдвоём не действует).",
    )
    jokers: bool = opt(
        False, "Jokers", "Джокеры",
        "Adds 2 jokers: one goes on any card, even against a penalty, and copies the card beneath it.",
        "Добавляются 2 джокера: кладётся на любую карту, даже против штрафа, и копирует карту под собой.",
    )
    most_cards_deals: bool = opt(
        False, "Most cards deals", "Сдаёт тот, у кого больше карт",
        "The player left with the most cards deals the next deal (ties: nearest clockwise from the winner).",
        "Следующим сдаёт игрок, у которого осталось больше всего карт (при равенстве — ближайший "
        "по часовой стрелке от победителя).",
    )
    mistake_penalty: bool = opt(
        False, "Mistakes cost a card", "Ошибка стоит карты",
        "Trying to play a card that may not be played takes your whole play of this turn back and costs "
        "1 card; your turn starts again.",
        "Попытка сыграть неподходящую карту возвращает в руку весь ваш ход и стоит 1 карту; ход "
        "начинается заново.",
    )
    king_of_hearts_penalty: bool = opt(
        True, "King of hearts +5", "Червовый король +5",
        "The K♥ makes the next player pick up 5 (off: an ordinary king).",
        "Червовый король заставляет следующего взять 5 карт (выключено: обычный король).",
    )
    red_jack_cancels: bool = opt(
        True, "Red jacks cancel", "Красный валет отменяет",
        "A red jack cancels a black-jack penalty.", "Красный валет отменяет штраф чёрного валета.",
    )
    black_jack_penalty: Literal[5, 7] = opt(
        5, "Black jack penalty", "Штраф чёрного валета",
        "Cards a black jack (J♠, J♣) makes the next player pick up: 5 or 7.",
        "Сколько карт берёт следующий игрок за чёрного валета (♠, ♣): 5 или 7.",
        values={
            5: ("5 cards", "5 карт"),
            7: ("7 cards", "7 карт"),
        },
    )
    penalty_growth: Literal["add", "double"] = opt(
        "add", "Penalty growth", "Рост штрафа",
        "Add: each penalty card adds its value; Double: each one passed on doubles the penalty.",
        "Складывать: каждая штрафная карта добавляет своё значение; Удваивать: каждая переведённая "
        "удваивает штраф.",
        values={
            "add": ("Add", "Складывать"),
            "double": ("Double", "Удваивать"),
        },
    )
    target_wins: int = opt(
        3, "Deals to win", "Побед для выигрыша матча",
        "Deals a player must win to win the match.", "Сколько сдач нужно выиграть, чтобы выиграть матч.",
        ge=1, le=10,
    )

    @field_validator("black_jack_penalty", mode="before")
    @classmethod
    def _int_from_text(cls, v: object) -> object:
        """Accept ``7`` from the command line (``--rule black_jack_penalty=7``) as the number 7."""
        if isinstance(v, str) and v.strip().isdigit():
            return int(v)
        return v

    @model_validator(mode="after")
    def _check(self) -> BlackJackOptions:
        if self.most_cards_deals and self.target_wins < 2:
            raise Conflict("most_cards_deals needs target_wins of 2 or more: a one-deal match has no next dealer",
                           "«Сдаёт, у кого больше карт» требует 2 и более побед: в матче из одной сдачи "
                           "нет следующего сдающего")
        return self
