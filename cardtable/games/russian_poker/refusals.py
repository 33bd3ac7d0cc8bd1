"""Why a Russian Poker action is refused: the codes of this game (over the trick games' ``TRICKS``)."""

from __future__ import annotations

from cardtable.engine.mechanics.tricks import TRICKS
from cardtable.engine.refusals import Catalog

R = Catalog("russian_poker", {
    "cut_range": ("cut K with K from 1 to 35, before the deal only",
                  "снимите K карт (cut K), K от 1 до 35, только до сдачи"),
    "cut_done": ("the deck is already cut", "колода уже снята"),
    "cut_first": ("cut the deck first (cut K)", "сначала снимите колоду (cut K)"),
    "no_bidding": ("nobody bids now", "сейчас никто не заказывает"),
    "big_leader": ("only the leader may play the 7♠ «by the biggest»",
                   "пики-семёрку «по старшей» может объявить только заходящий"),
    "high_follower": ("the 7♠ is played as the highest card only by a follower, with the 7♠ defence rule",
                      "семёрку пик старшей картой играет только отвечающий, при правиле защиты 7♠"),
    "unknown_call": ("unknown call {call!r} (big, high)", "неизвестное объявление {call!r} (big, high)"),
    "play_biggest": ("the 7♠ was led «by the biggest»: play your strongest card (highest trump, else highest card)",
                     "7♠ зашла «по старшей»: сыграйте самой сильной картой (старшим козырем, иначе старшей)"),
}, parent=TRICKS)
