"""Why a Russian Poker action is refused: the codes of this game (over the trick games' ``TRICKS``)."""

from __future__ import annotations

from cardtable.engine.mechanics.tricks import TRICKS
from cardtable.engine.refusals import Catalog

R = Catalog("russian_poker", {
    "cut_range": ("a cut lifts 1 to 35 cards, before the deal only",
                  "снять можно от 1 до 35 карт, и только до сдачи"),
    "cut_done": ("the deck is already cut", "колода уже снята"),
    "cut_first": ("cut the deck first", "сначала снимите колоду"),
    "no_bidding": ("nobody bids now", "сейчас никто не заказывает"),
    "big_leader": ("only the leader may play the 7♠ «by the biggest»",
                   "7♠ «по самым крупным» может сыграть только заходящий"),
    "high_follower": ("the 7♠ is played as the highest card only by a follower, with the 7♠ defence rule",
                      "семёрку пик старшей картой играет только отвечающий, при правиле защиты 7♠"),
    "unknown_call": ("unknown call {call!r} (big, high)", "неизвестное объявление {call!r} (big, high)"),
    "play_biggest": ("7♠ «by the biggest»: your strongest card, the highest trump if any",
                     "7♠ «по самым крупным»: кладите старший козырь, без козырей — старшую карту"),
    "follow": ("follow suit: {suit}; without one, play a trump if you have one",
               "ходите в масть: {suit}; если её нет — козырем, если он есть"),
}, parent=TRICKS)
"""``follow`` is worded here, not by the shared ``TRICKS``: the suit as the table draws it after a
colon ("follow suit: ♣"), never a letter in brackets."""
