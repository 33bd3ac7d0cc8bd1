"""Why a Kids' Poker action is refused: the codes of this game (over the trick games' ``TRICKS``).

The table's dimmed bid (the hook's number for the dealer) says the shared ``TRICKS`` ``hook``
(``games.present_tricks``); everything the engine refuses is here or in the shared catalogs.
"""

from __future__ import annotations

from cardtable.engine.mechanics.tricks import TRICKS
from cardtable.engine.refusals import Catalog

R = Catalog("kids_poker", {
    "dark_deal": ("this is a dark deal: everyone bids without looking",
                  "это тёмная раздача: все заказывают не глядя в карты"),
    "looked_already": ("you have looked already", "вы уже посмотрели карты"),
    "looked_no_dark": ("you have looked at your cards: a dark bid is no longer possible",
                       "вы посмотрели карты: заказать втёмную уже нельзя"),
    "look_first": ("bid dark, or look at your cards first", "закажите втёмную или сначала посмотрите карты"),
    "all_dark": ("every bid is dark in this deal", "в этой раздаче все заказывают втёмную"),
    "no_dark_pass": ("a dark pass is not allowed", "пас втёмную не разрешён"),
    "no_pass": ("pass is not possible now", "пасовать сейчас нельзя"),
    "bid_range_hook": ("a bid is a number from {low} to {high}; the last bidder may not make the bids add up to {high}",
                       "заказ — число от {low} до {high}; последний не может заказать так, чтобы сумма заказов "
                       "стала {high}"),
    "trumps_lead": ("the poker was led «by trumps»: play your highest diamond",
                    "покер зашёл «по козырям»: кладите старшую бубну"),
    "poker_modes": ("the poker is played HIGH (play 7s), «by trumps» only when leading, PLAIN only where a 7♠ may go",
                    "покер кладут старшим (play 7s), «по козырям» — только заходя, простым — только туда, "
                    "куда можно положить 7♠"),
    "follow_diamond": ("follow suit if you can; if you cannot, play a diamond if you have one",
                       "ходите в масть, если можете; если нет — бубной, если она есть"),
}, parent=TRICKS)
