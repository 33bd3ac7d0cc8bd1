"""What ``cardtable replay`` prints of a position: as the table itself knows it (``--reveal``), as one
seat sees it (``--as SEAT``) or as a spectator sees it (neither).

Why a view: a record written for a bug report or a test must be able to show what hot-seat privacy
and sealed information leave to each player, and a replay that does not reveal must not print what
nobody at the table could see (a sealed bid, a hand never looked at, the stock's order).  A view is
the hand masked for the viewer (``State.masked``; the spectator is seat ``n``, who owns nothing and
knows only what every seat knows), so every game gets it from the same masking its bots and screens
get: a card the viewer cannot identify prints as ``?``, a zone of none of them as ``null`` (face
down), a sealed scalar as the game's ``public_info`` shows it masked (``?`` for a sealed bid).

The ``stock`` zone prints top first, as positions give it (the engine keeps it top last).
"""

from __future__ import annotations

from typing import Any

from cardtable.engine.cards import UNKNOWN
from cardtable.engine.match import Match
from cardtable.engine.state import State

HIDDEN_CARD = "?"


def viewer_name(match: Match, viewer: int | None) -> str:
    """``reveal``, ``spectator`` or ``seat N``: whose view an output is."""
    if viewer is None:
        return "reveal"
    return "spectator" if viewer >= match.n else f"seat {viewer}"


def seen_by(hand: State, viewer: int | None) -> State:
    """The hand as ``viewer`` knows it (None: the whole truth)."""
    return hand if viewer is None else hand.masked(viewer)


def zone_list(hand: State) -> list[dict[str, Any]]:
    """Every zone of ``hand`` (a masked one, or the truth): its cards as texts, ``?`` for a card
    not identified, ``None`` when none is; the stock top first."""
    deck = hand.deck
    out = []
    for z in hand.zones():
        cards = list(reversed(z.cards)) if z.name == "stock" else list(z.cards)
        texts: list[str] | None = [HIDDEN_CARD if c == UNKNOWN else deck.text(c) for c in cards]
        if cards and all(c == UNKNOWN for c in cards):
            texts = None
        out.append({"zone": z.name, "count": len(cards), "cards": texts})
    return out


def public_of(hand: State) -> dict[str, Any]:
    """The hand's public facts as its game tells them (``State.public_info``)."""
    return dict(hand.public_info())


def to_act_of(match: Match, hand: State, viewer: int | None) -> dict[str, list[str] | None]:
    """Who acts, with the legal moves the viewer may know: all with ``--reveal``, the viewer's own
    as a seat, none for a spectator (a legal move can name a card in a hand)."""
    if hand.over or match.over or hand is not match.hand:
        return {}
    return {str(s): match.legal_actions(s) if viewer is None or viewer == s else None for s in match.to_act()}


def describe(match: Match, viewer: int | None, finished: Any = None) -> dict[str, Any]:
    """The position at the end of a replay as plain data: the current hand, or with ``finished``
    (a ``FinishedHand``, ``--until-hand-end``) that hand as it ended; then the sheet."""
    hand = finished.state if finished is not None else match.hand
    view = seen_by(hand, viewer)
    return {
        "game": match.spec.id,
        "view": viewer_name(match, viewer),
        "hand_no": finished.hand_no if finished is not None else match.hand_no,
        "dealer": finished.dealer if finished is not None else match.dealer,
        "dealer_draw": [[list(x) for x in row] for row in match.dealer_draw],
        "over": match.over,
        "ranking": match.ranking,
        "public": public_of(view),
        "zones": zone_list(view),
        "to_act": to_act_of(match, hand, viewer),
        "sheet": [r.points for r in match.sheet.rows],
        "sheet_rows": [r.extra["sheet"] for r in match.sheet.rows if "sheet" in r.extra],
        "totals": match.sheet.totals(),
        "actions": len(match.actions),
    }
