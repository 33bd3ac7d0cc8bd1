"""Shared mechanics of simultaneous secret passing and of signal races.

Why here: "everyone picks a card in secret, then all move at once" (Kukareku, Pig, Uno's
simultaneous trades, the Hearts pass) and "the last one to copy a gesture loses" (Kukareku, Pig's
nose touch, Uno's slap) are table mechanics, not one game's rules.

- **Secret selection.**  A seat's pending choice lives in a zone of its own that only it may see
  (``selection_zones``), so a masked view shows that a seat has chosen (real players see a card held
  out face down) but never which card.  ``forget_hand`` drops what others knew of a hand at the
  moment its owner picks, or a card seen arriving and then vanishing from the hand would betray the
  choice.  ``ring_transfer`` then moves every pending card to its neighbour at once.
- **Signal race.**  The engine has no clock: it consumes ordered events.  ``race_losers`` decides
  a race from the order of signals and the seats that let the window run out.
"""

from __future__ import annotations

from cardtable.engine.state import Vis, Zone

LEFT, RIGHT = 1, -1
"""Passing directions: left = clockwise (to the next seat), right = counter-clockwise."""


def neighbour(seat: int, n: int, direction: int) -> int:
    """The seat that receives what ``seat`` passes in ``direction``."""
    return (seat + direction) % n


def selection_zones(selections: list[list[int]]) -> list[Zone]:
    """One owner-only zone per seat holding its pending (secret) choice, 0 or 1 card."""
    return [Zone(f"sel{s}", sel, Vis.OWNER, s) for s, sel in enumerate(selections)]


def forget_hand(known: dict[int, int], cards: list[int]) -> None:
    """Nobody but the owner knows where ``cards`` are any more (the owner is choosing among them)."""
    for c in cards:
        known.pop(c, None)


def ring_transfer(hands: list[list[int]], selections: list[list[int]], direction: int,
                  known: dict[int, int] | None = None) -> list[tuple[int, int, int]]:
    """Move every pending card to its receiver at once; returns ``(giver, receiver, card)``.

    Afterwards the giver alone (besides the receiver, who holds it) knows where the card is: it is
    noted in ``known`` so views and determinizations keep that memory.
    """
    n = len(hands)
    moves = []
    for s, sel in enumerate(selections):
        if sel:
            moves.append((s, neighbour(s, n, direction), sel[0]))
    for giver, receiver, card in moves:
        selections[giver].clear()
        hands[receiver].append(card)
        if known is not None:
            known[card] = 1 << giver
    return moves


def race_losers(n: int, signalled: list[int], timed_out: int) -> list[int] | None:
    """The losers of a signal race, or None while it runs.

    ``signalled`` is the order of signals; ``timed_out`` the bitmask of seats whose window ran out.
    When exactly one seat has not signalled it is the last and loses; when every seat that has not
    signalled timed out, they all lose (families.md section 5).
    """
    left = [s for s in range(n) if s not in signalled]
    if len(left) == 1:
        return left
    if left and all(timed_out >> s & 1 for s in left):
        return left
    if not left:
        return []
    return None
