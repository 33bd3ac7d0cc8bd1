"""Durak house rules (ids of durak.md section 7), one Pydantic model.

The spec declares the options independent of each other, so the only cross-field check is the
timer's shape (0 = off, otherwise 10-120 s); player counts are checked by the spec's
``check_players`` because they depend on ``players_extended``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import model_validator

from cardtable.engine.options import Conflict, GameOptions, opt

TIMER_MIN = 10
TIMER_MAX = 120


class DurakOptions(GameOptions):
    players_extended: bool = opt(
        False, "5-6 players", "5-6 игроков",
        "Allow 5 or 6 players (the limit of one 36-card deck); with 6 nobody has a stock.",
        "Разрешить 5 или 6 игроков (предел одной колоды из 36 карт); вшестером колоды не остаётся.",
    )
    first_bout_five: bool = opt(
        False, "First bout: at most 5", "Первый отбой — не больше 5",
        "The first bout of a deal allows at most 5 attack cards (transfers included).",
        "В первом отбое сдачи — не больше 5 атакующих карт (и при переводе).",
    )
    transfer: bool = opt(
        False, "Transfer (perevodnoy)", "Переводной",
        "Before beating anything, the defender may add a card of the attack's rank and pass the "
        "whole attack to the next player.",
        "Пока ничего не побито, отбивающийся может подложить карту того же достоинства и перевести "
        "атаку на следующего игрока.",
    )
    move_timer_s: int = opt(
        0, "Move timer (s)", "Таймер хода (с)",
        "Seconds for every human decision; 0 = off. Running out makes you the durak.",
        "Секунды на каждое решение человека; 0 — без таймера. Не успел — дурак.",
        ge=0, le=TIMER_MAX,
    )
    rating_mode: Literal["non_durak_win", "first_out_only"] = opt(
        "non_durak_win", "Rating", "Рейтинг",
        "All but the durak win: everyone but the durak scores 2; Only the first out wins: the first out "
        "scores 2, the durak 0, the others 1. A draw scores 1.",
        "Все, кроме дурака: все, кроме дурака, получают 2; Только первый вышедший: первый вышедший — 2, "
        "дурак — 0, остальные — 1. Ничья — 1.",
        values={"non_durak_win": ("All but the durak win", "Выигрывают все, кроме дурака"),
                "first_out_only": ("Only the first out wins", "Выигрывает первый вышедший")},
    )
    next_deal_first_attack: Literal["lowest_trump", "under_durak"] = opt(
        "lowest_trump", "Who attacks in later deals", "Кто ходит в следующих сдачах",
        "The lowest trump: the lowest trump, every deal; Under the durak: the durak's right-hand "
        "neighbour attacks, so the durak defends first.",
        "Младший козырь: младший козырь в каждой сдаче; Под дурака: ходит сосед дурака справа, "
        "и дурак отбивается первым.",
        values={"lowest_trump": ("The lowest trump", "Младший козырь"),
                "under_durak": ("Under the durak", "Под дурака")},
    )
    deals_per_match: int = opt(
        1, "Deals per match", "Сдач в матче",
        "Deals in a match; rating points add up.", "Сколько сдач в матче; очки рейтинга суммируются.",
        ge=1, le=20,
    )

    @model_validator(mode="after")
    def _check(self) -> DurakOptions:
        if 0 < self.move_timer_s < TIMER_MIN:
            raise Conflict(
                f"move_timer_s must be 0 (off) or {TIMER_MIN}-{TIMER_MAX} seconds, not {self.move_timer_s}",
                f"Таймер хода: 0 (без таймера) или {TIMER_MIN}-{TIMER_MAX} секунд, не {self.move_timer_s}",
            )
        return self

    @property
    def max_players(self) -> int:
        return 6 if self.players_extended else 4
