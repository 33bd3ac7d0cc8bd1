"""Why an Uno 52 action is refused: the codes of the open poker hand (over Uno's own catalog,
whose refusals the pile's rules give as they are).

The table's own reasons for a cover it will not lay (the open-hand area answers before the engine
is asked) are here too, ``cover_none`` and ``cover_unlit``: one source for them in both languages
(the presenter's ``pick.none`` / ``pick.unlit`` strings are these templates).
"""

from __future__ import annotations

from cardtable.engine.refusals import Catalog, Refusal
from cardtable.games.uno.refusals import R as UNO

R = Catalog("uno52", {
    "round_over": ("the round is over", "кон окончен"),
    "overlay": ("cover one of your open cards with a ranked card of its colour or rank, or pass",
                "накройте одну из своих открытых карт простой картой того же цвета или значения, или пас"),
    "cover_when": ("you may cover an open card only after a play to the pile, or with your last card",
                   "накрыть открытую карту можно только после хода в сброс или последней картой"),
    "cover_syntax": ("write cover SLOT CARD, slot 0-4", "пишите cover МЕСТО КАРТА, место от 0 до 4"),
    "cover_last": ("only a player with one card may cover instead of playing to the pile",
                   "накрыть вместо хода в сброс может только игрок с одной картой"),
    "cover_uno": ("UNO! is called only with the cover that leaves one card",
                  "«УНО!» говорят только с тем накрытием, после которого остаётся одна карта"),
    "cover_mismatch": ("{card} matches neither the colour nor the rank of {under} (action and wild cards never cover)",
                       "{card} и {under}: не совпадают ни цвет, ни значение (активные и дикие карты не кладутся)"),
    # the table's reasons, before the engine is asked (the open-hand area)
    "cover_none": ("{card} matches no open card of yours (same colour or rank; action and wild cards never cover)",
                   "{card} не подходит ни к одной вашей открытой карте (нужен тот же цвет или значение; "
                   "активные и дикие карты не кладутся)"),
    "cover_unlit": ("{card} cannot cover open card {slot} ({under}): same colour or rank only",
                    "на открытую карту {slot} ({under}) {card} не ляжет: только тот же цвет или значение"),
}, parent=UNO)


def cover_mismatch(card: str, under: str) -> Refusal:
    """``card`` (a card text) may not cover the open card ``under`` (its text)."""
    return R("cover_mismatch", card=card, under=R("the_card", card=under))
