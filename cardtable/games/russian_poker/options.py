"""Russian Poker house rules (ids of russian_poker.md section 7), one Pydantic model.

The spec's ``players`` is the table's seat count, not an option here (as in every game).  One
option is this project's addition for short matches: ``first_deal`` starts the match later in the
schedule (the strength table plays the last four six-card deals per game with it).  There is no
"number of deals" option on purpose: the generic property tests pick small integers for integer
options, and a match of one or three deals would end before they could look at it.
"""

from __future__ import annotations

from typing import Literal

from cardtable.engine.options import GameOptions, opt

MAX_DEALS = 20
"""Deals in the longest schedule: 14 + 6 players."""


class RussianPokerOptions(GameOptions):
    seven_spades_defense: bool = opt(
        False, "7♠ defence", "Защита 7пик",
        "The 7♠ may also be played as the highest card when following, whatever the duty to follow suit "
        "or to trump: it wins the trick.",
        "7♠ можно сыграть старшей картой и при отбое, невзирая на обязанность ходить в масть или козырем: "
        "она берёт взятку.",
    )
    deck_cut: bool = opt(
        False, "Deck cut", "Сдвиг колоды",
        "Before every deal the dealer's right-hand neighbour cuts; if the bottom card of the lifted packet "
        "is the 7♠, his total becomes 0.",
        "Перед каждой раздачей колоду сдвигает сосед сдающего справа; если нижняя карта снятой части — 7♠, "
        "его счёт обнуляется.",
    )
    ante: int = opt(
        0, "Ante", "Антэ",
        "Chips each player pays into the pot before the first deal; the winner takes the pot (0: no pot).",
        "Фишки, которые каждый вносит в банк перед первой раздачей; банк забирает победитель (0: без банка).",
        ge=0, le=1000,
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
    blind_round_hook: bool = opt(
        False, "Last-bidder rule in the blind deal", "Правило последнего в игре вслепую",
        "Apply the last-bidder rule to the sealed bids of the blind deal (the last bidder then learns "
        "what the others' bids add up to).",
        "Применять правило последнего заказа к тайным заказам игры вслепую (последний тогда узнаёт "
        "сумму заказов остальных).",
    )
    trump_when_no_stock: Literal["dealer_last_card", "no_trump"] = opt(
        "dealer_last_card", "Trump with no stock", "Козырь без прикупа",
        "When all 36 cards are dealt: the dealer's last card shows the trump, or the deal is played "
        "without trumps.",
        "Когда розданы все 36 карт: козырь по последней карте сдающего или раздача без козыря.",
        values={
            "dealer_last_card": ("The dealer's last card", "Последняя карта сдающего"),
            "no_trump": ("No trump", "Без козыря"),
        },
    )
    first_deal: int = opt(
        1, "First deal", "Первая раздача",
        "Start the match at this deal of the schedule (1 = the whole schedule).",
        "Начать матч с этой раздачи расписания (1 — всё расписание).", ge=1, le=MAX_DEALS,
    )
