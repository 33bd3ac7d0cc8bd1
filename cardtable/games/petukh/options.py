"""Petukh house rules (ids of petukh.md section 7), one Pydantic model.

``players`` is the table's seat count, not an option here.  ``start_score`` (15..50) and
``elimination_score`` (20..100) keep a match several hands long (the generic tests look at positions
inside matches played under random option sets).  ``rebuy`` needs ``bank`` (section 7's
dependency): without a bank it is simply not in force, so random option sets stay valid.
``rebuy_auto`` is how records of format 1 were played (every player put out who could pay bought
back in, unasked): ``record_compat`` turns it on for them, so old saves replay as they were played.
"""

from __future__ import annotations

from typing import Literal

from cardtable.engine.options import GameOptions, opt


class PetukhOptions(GameOptions):
    deck_size: Literal[36, 32] = opt(
        36, "Pack", "Колода", "36 cards (6 to ace) or 32 (7 to ace).", "36 карт (от шестёрки) или 32 (от семёрки).",
        values={36: ("36 cards (6 to ace)", "36 карт (от шестёрки)"),
                32: ("32 cards (7 to ace)", "32 карты (от семёрки)")},
    )
    start_score: int = opt(
        15, "Starting points", "Начальные очки", "Everyone starts here and writes down to 0.",
        "С этого счёта все начинают и списывают до нуля.", ge=15, le=50,
    )
    elimination_score: int = opt(
        25, "Elimination score", "Счёт выбывания", "A player at this or more is out.",
        "Игрок, набравший столько или больше, выбывает.", ge=20, le=100,
    )
    no_trick_penalty: int = opt(
        5, "No-trick penalty", "Штраф «в гору»", "Added for a hand played without a trick and without a claim.",
        "Добавляется за раздачу без взятки и без заявки.", ge=0, le=20,
    )
    optout_penalty_streak: int = opt(
        3, "Opt-outs in a row", "Отказов подряд", "Consecutive opt-outs that cost the penalty.",
        "Сколько отказов подряд влечёт штраф.", ge=2, le=10,
    )
    optout_penalty: int = opt(
        5, "Opt-out penalty", "Штраф за отказы", "Added at that many opt-outs in a row.",
        "Добавляется при стольких отказах подряд.", ge=0, le=20,
    )
    optout_min_score: int = opt(
        4, "Points needed to opt out", "Очков для отказа", "A player needs at least this many points to opt out.",
        "Отказаться можно, имея не меньше стольких очков.", ge=0, le=50,
    )
    claims: bool = opt(
        True, "Claims", "Заявки", "Pairs of red or black jacks or queens count when shown.",
        "Пары красных или чёрных валетов или дам засчитываются, если показаны.",
    )
    claim_value: int = opt(
        5, "Claim value", "Стоимость заявки", "Points written off per claim (with a trick).",
        "Сколько очков списывает заявка (при взятке).", ge=1, le=15,
    )
    advanced_claim_limits: bool = opt(
        False, "Claim limits", "Ограничения заявок",
        "At 11 points or fewer one claim counts at most; at 6 or fewer none.",
        "При 11 очках и меньше засчитывается не больше одной заявки, при 6 и меньше — ни одной.",
    )
    rams: bool = opt(
        True, "Rams", "Рамс", "Five trumps may be declared: the hand ends; the declarer writes off or takes the bank.",
        "Пять козырей можно объявить: раздача кончается, объявивший списывает очки или забирает банк.",
    )
    rams_value: int = opt(
        15, "Rams value", "Стоимость рамса", "Points a Rams writes off when there is no bank (or it is empty).",
        "Сколько списывает рамс без банка (или при пустом банке).", ge=1, le=50,
    )
    bank: bool = opt(
        False, "Bank", "Банк", "Everyone stakes chips; a Rams takes the bank; the winners share what is left.",
        "Все ставят фишки; рамс забирает банк; остаток делят победители.",
    )
    bank_stake: int = opt(
        10, "Stake", "Ставка", "Chips per player into the bank, and per rebuy.",
        "Фишек в банк с игрока и за каждый выкуп.", ge=1, le=1000,
    )
    starting_chips: int = opt(
        100, "Starting chips", "Фишек на старте", "Chips each player has when the bank is on.",
        "Фишек у каждого при игре с банком.", ge=1, le=100000,
    )
    rebuy: bool = opt(
        True, "Rebuy", "Выкуп", "With the bank, an eliminated player may pay the stake again and come back.",
        "С банком выбывший может снова внести ставку и вернуться.",
    )
    rebuy_auto: bool = opt(
        False, "Automatic rebuy", "Выкуп без вопроса",
        "With the rebuy, a player put out buys back in by himself whenever his chips allow (even in the "
        "match's last hand); off: he is asked and may leave instead.",
        "При выкупе выбывший выкупается сам, если хватает фишек (даже в последней раздаче матча); "
        "нет — его спрашивают, и он может уйти.",
    )
    sole_player_takes_all: bool = opt(
        True, "Lone player takes all", "Один берёт всё",
        "A lone participant takes all five tricks; off: the hand is not played and nobody scores.",
        "Единственный участник берёт все пять взяток; нет — раздача не играется, никто не пишет.",
    )
    croupier_mode: Literal["enforce", "penalize"] = opt(
        "enforce", "Croupier", "Крупье",
        "A wrong card cannot be played; or it can, but it costs +5 and annuls the hand.",
        "Неверную карту сыграть нельзя; или можно, но это +5 и кон аннулируется.",
        values={"enforce": ("Enforces the rules", "Не даёт ошибиться"),
                "penalize": ("Penalises mistakes (+5)", "Штрафует ошибки (+5)")},
    )
    allow_false_claims: bool = opt(
        False, "False claims", "Ложные заявки",
        "A claim may be made without the pair: it costs +5 and annuls the hand.",
        "Заявку можно сделать и без пары: это +5 и кон аннулируется.",
    )
    manual_cut: bool = opt(
        False, "Manual cut", "Ручной сдвиг", "The dealer's right-hand neighbour picks where to cut.",
        "Сосед сдающего справа сам выбирает, где сдвинуть колоду.",
    )
