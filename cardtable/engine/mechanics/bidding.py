"""Bidding and contract scoring shared by the bid-exactly trick games (the Oh Hell family).

Written once for Russian Poker, Kids' Poker and whatever bids a number of tricks next:
- bidding goes in order from the dealer's left, the dealer last (``tricks.deal_order``);
- the last bidder may be forbidden the bid that makes the total equal the tricks available
  (the "hook", «последний не может заказать так, чтобы сумма совпала»);
- sealed bids are entered secretly and shown after the last trick: a view keeps a seat's own bid
  and sees ``SEALED`` for every other bid made (``mask_bids``), so no bot or screen can read them;
- a contract is scored exact / over / under by one function with the variants the specs name;
- the score sheet row has several columns per player (bid / taken / total, as on the paper sheet),
  carried in ``HandResult.extra["sheet"]`` so the generic ``ScoreSheet`` keeps summing points.
"""

from __future__ import annotations

from typing import Any

NO_BID = -1
"""A seat that has not bid yet."""

SEALED = -2
"""A bid that was made but that this view may not read (a sealed bid of another seat)."""


def hook_forbidden(total: int, cards: int, last: bool) -> int | None:
    """The bid the hook forbids the last bidder (the one making the total of bids equal ``cards``),
    or None: nobody else is restricted, and when the earlier bids already exceed ``cards`` nothing
    is forbidden.  ``total`` is the sum of the bids made so far (a pass counts 0).

    It takes the total, not the bids, because with sealed bids the total is all the last bidder
    may learn (Russian Poker's ``blind_round_hook`` leaks exactly that)."""
    if not last:
        return None
    rest = cards - total
    return rest if 0 <= rest <= cards else None


def legal_bids(lo: int, hi: int, forbidden: int | None = None) -> list[int]:
    """Every bid from ``lo`` to ``hi`` except the forbidden one (there is always one left when
    ``hi > lo``; a one-value range with that value forbidden is the caller's rule to avoid)."""
    return [b for b in range(lo, hi + 1) if b != forbidden]


def mask_bids(bids: list[int], seat: int) -> list[int]:
    """Sealed bids as ``seat`` may know them: his own, and ``SEALED`` for every other bid made."""
    return [b if s == seat or b == NO_BID else SEALED for s, b in enumerate(bids)]


def contract_score(bid: int, taken: int, overtrick: str = "per_trick_1", zero_exact: int = 5,
                   zero_fail: str = "per_trick_1") -> int:
    """Points of one contract (Russian Poker section 6, Kids' Poker section 6).

    Exact: 10 per trick bid (a bid of 0 made: ``zero_exact``).  Over: ``per_trick_1`` gives one
    point per trick taken, ``bid_plus_overtricks`` 10 per trick bid plus one per extra trick; a
    zero bid broken scores one per trick (``zero_fail`` ``per_trick_1``) or -10 per trick
    (``minus_10_per_trick``).  Under: -10 per missing trick.
    """
    if bid == 0:
        if taken == 0:
            return zero_exact
        return -10 * taken if zero_fail == "minus_10_per_trick" else taken
    if taken == bid:
        return 10 * bid
    if taken > bid:
        return 10 * bid + (taken - bid) if overtrick == "bid_plus_overtricks" else taken
    return -10 * (bid - taken)


def sheet_row(label: str, columns: list[str], cells: list[list[str]], **more: Any) -> dict[str, Any]:
    """A score sheet row with several columns per player, for ``HandResult.extra["sheet"]``.

    ``columns`` names them (``bid``, ``taken``, ``total``); ``cells[seat]`` holds one short text per
    column (``"2"``, ``"3◦"`` for a dark bid, ``"–"`` for a pass).
    """
    return {"label": label, "columns": list(columns), "cells": [list(c) for c in cells], **more}
