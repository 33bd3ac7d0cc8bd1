"""Kids' Poker house rules (ids of kids_poker.md section 7), one Pydantic model.

The spec's ``players`` is the table's seat count, not an option here.  ``first_deal`` is this
project's addition (as in Russian Poker): it starts the match later in the schedule, for short
matches and the strength table.
"""

from __future__ import annotations

from typing import Literal

from cardtable.engine.options import GameOptions, opt

MAX_DEALS = 39
"""Deals in the longest schedule: two players, 2 x 18 + 2 x 2 - 1."""


class KidsPokerOptions(GameOptions):
    golden_multiplier: int = opt(
        2, "Golden deal multiplier", "Множитель золотого кона",
        "Every score of the last (golden) deal is multiplied by this (1: an ordinary deal).",
        "Все очки последнего, золотого кона умножаются на это число (1 — обычная раздача).", ge=1, le=3,
    )
    dark_pass_allowed: bool = opt(
        False, "Dark pass", "Пас втёмную",
        "A player who has not looked may also pass dark (doubled: +10, or 2 per trick); pass is then also "
        "allowed in the dark deals.",
        "Не глядя в карты можно и спасовать втёмную (вдвойне: +10 или по 2 за взятку); тогда пас разрешён "
        "и в тёмных раздачах.",
    )
    hook_rule: bool = opt(
        False, "Last-bidder rule", "Правило последнего",
        "The last bidder may not make the total of the bids (pass = 0) equal the number of tricks.",
        "Последний не может заказать так, чтобы сумма заказов (пас = 0) совпала с числом взяток.",
    )
    overtrick_scoring: Literal["per_trick_1", "bid_plus_overtricks"] = opt(
        "per_trick_1", "Overtricks", "Перебор",
        "Taking more than the bid scores 1 per trick taken, or 10 per trick bid plus 1 per extra trick.",
        "Перебор: 1 очко за каждую взятку или 10 за каждую заказанную плюс 1 за каждую лишнюю.",
        values={
            "per_trick_1": ("1 point per trick taken", "1 очко за взятку"),
            "bid_plus_overtricks": ("10 per trick bid + 1 per extra trick", "10 за заказанную + 1 за лишнюю"),
        },
    )
    failed_pass_scoring: Literal["per_trick_1", "minus_10_per_trick"] = opt(
        "per_trick_1", "Failed pass", "Сорванный пас",
        "A pass that takes tricks scores +1 or −10 per trick.",
        "Пас со взятками: +1 или −10 за каждую взятку.",
        values={
            "per_trick_1": ("+1 per trick", "+1 за взятку"),
            "minus_10_per_trick": ("−10 per trick", "−10 за взятку"),
        },
    )
    poker_card: bool = opt(
        True, "The poker (7♠)", "Покер (7♠)",
        "The 7♠ is the poker: played HIGH it beats everything, led «by trumps» it draws the highest "
        "diamonds. Off: an ordinary seven of spades.",
        "7♠ — покер: сыгранный старшим бьёт всё, с заходом «по козырям» вытягивает старшие бубны. "
        "Выключено: обычная семёрка пик.",
    )
    first_deal: int = opt(
        1, "First deal", "Первая раздача",
        "Start the match at this deal of the schedule (1 = the whole schedule).",
        "Начать матч с этой раздачи расписания (1 — всё расписание).", ge=1, le=MAX_DEALS,
    )
