"""Tricks played with sets of cards: a lead of one card or of several equal ranks, followers who
must answer with as many cards, either heading the best set so far or ducking with their lowest.

Why a module of its own: Twenty-Two (twenty_two.md section 4) and its parent Cucumber follow a
trick not by suit but by size and height, card by card at the table (a person picks the cards of
his set one at a time, as Black Jack builds a combination), so a game needs to ask, after each
picked card, whether the cards picked so far can still end as a legal set.  Suits do not matter:
everything here works on ranks (``Deck.rank_of``), and the functions take rank lists so they are
cheap and testable alone.

Terms: ``best`` is the current best set (the lead at first) as its ranks; ``m`` its size; a
follower's *whole* hand before he starts is ``held``; ``picked`` are the ranks he has put so far.

- ``heads``: a set heads ``best`` when its top card is equal or higher (``highest_card``), or when
  both sorted ascending every card is equal or higher than its counterpart (``each_card``).
- a *duck* is the ``m`` lowest cards of ``held`` (ties at the boundary rank: any of them).
"""

from __future__ import annotations

HIGHEST_CARD = "highest_card"
EACH_CARD = "each_card"


def heads(ranks: list[int], best: list[int], rule: str = HIGHEST_CARD) -> bool:
    """Whether the complete set ``ranks`` heads the set ``best`` (equal counts as heading)."""
    if rule == EACH_CARD:
        return all(a >= b for a, b in zip(sorted(ranks), sorted(best), strict=True))
    return max(ranks) >= max(best)


def best_completion(picked: list[int], rest: list[int], m: int) -> list[int]:
    """``picked`` completed to ``m`` cards with the highest of ``rest``: the completion that heads if
    any does (a higher card never hurts either rule)."""
    need = m - len(picked)
    return picked + (sorted(rest)[len(rest) - need:] if need > 0 else [])


def can_head(picked: list[int], rest: list[int], m: int, best: list[int], rule: str = HIGHEST_CARD) -> bool:
    """Whether ``picked`` (with cards still to pick from ``rest``) can end as a heading set."""
    if len(picked) > m or len(picked) + len(rest) < m:
        return False
    return heads(best_completion(picked, rest, m), best, rule)


def duck_bound(held: list[int], m: int) -> tuple[int, int]:
    """``(b, k)``: the duck of ``held`` is every card below rank ``b`` plus any ``k`` cards of rank ``b``."""
    b = sorted(held)[m - 1]
    below = sum(1 for r in held if r < b)
    return b, m - below


def can_duck(picked: list[int], held: list[int], m: int) -> bool:
    """Whether ``picked`` is part of a duck of ``held`` (the ``m`` lowest cards)."""
    if len(picked) > m or len(held) < m:
        return False
    b, k = duck_bound(held, m)
    return all(r <= b for r in picked) and sum(1 for r in picked if r == b) <= k


def may_pick(picked: list[int], rest: list[int], held: list[int], m: int, best: list[int],
             rule: str = HIGHEST_CARD, must_head: bool = False) -> bool:
    """Whether a follower who has picked ``picked`` (ranks) and still holds ``rest`` can complete a
    legal answer: a heading set, or a duck (with ``must_head``, a duck only when ``held`` had no
    heading set at all, Cucumber's rule)."""
    if can_head(picked, rest, m, best, rule):
        return True
    if must_head and can_head([], held, m, best, rule):
        return False
    return can_duck(picked, held, m)


def duck_void(played: list[int]) -> int:
    """After a set that did not head (so it was a duck), the hand left holds no rank below this."""
    return max(played)


def lead_limit(hand_size: int, multi: bool = True) -> int:
    """How many cards a leader holding ``hand_size`` may lead: one without ``multi``, else all but
    one (he keeps a card), and his last card alone."""
    if not multi or hand_size <= 2:
        return 1
    return hand_size - 1


def pickable(picked: list[int], hand: list[int], held: list[int], m: int, best: list[int],
             rule: str = HIGHEST_CARD, must_head: bool = False) -> set[int]:
    """The ranks of ``hand`` a follower may pick next: ``may_pick`` for every rank at once, sharing
    the sorting and the duck's bound (a game asks this for every legal-action list of a search)."""
    need = m - len(picked) - 1
    if need < 0:
        return set()
    srt = sorted(hand)
    b, k = duck_bound(held, m)
    duck = (not (must_head and can_head([], held, m, best, rule)) and all(x <= b for x in picked))
    at_b = picked.count(b)
    out = set()
    for r in set(hand):
        rest = srt.copy()
        rest.remove(r)
        cand = picked + [r] + (rest[len(rest) - need:] if need > 0 else [])
        if heads(cand, best, rule) or (duck and r <= b and at_b + (r == b) <= k):
            out.add(r)
    return out


def pickable_top(picked: list[int], hand: list[int], held: list[int], m: int, top: int, rank: tuple[int, ...],
                 must_head: bool = False) -> list[int]:
    """``pickable`` under the ``highest_card`` rule, on card ids: the cards of ``hand`` (hand order)
    whose rank a follower may pick next, ``top`` being the best set's highest rank and ``rank`` the
    deck's rank per card; ``hand`` is ``held`` less the cards picked.  Same answer as ``pickable``,
    without its per-rank sorting (the search asks this at nearly every step of its rollouts):

    - a set with cards still to come after this one heads whatever is picked now exactly when
      the highest card held (or already picked) reaches ``top``, since the best completion adds it;
    - the set's last card heads when it, or a card picked before it, reaches ``top``;
    - a duck card lies at or below the duck's bound ``b``, with at most ``k`` of rank ``b``.
    """
    need = m - len(picked) - 1
    if need < 0 or not hand:
        return []
    pm = max(picked) if picked else -1
    ranks = [rank[c] for c in hand]
    if pm >= top or (need and max(ranks) >= top):
        return list(hand)
    held_r = sorted([rank[c] for c in held])
    if must_head and held_r[-1] >= top:  # a heading set exists: no duck (Cucumber's rule)
        return [c for c, r in zip(hand, ranks, strict=True) if r >= top] if not need else []
    b = held_r[m - 1]
    k = m - held_r.index(b)  # cards of rank b a duck takes
    at_b = picked.count(b)
    if pm > b or at_b > k:  # picked cards that no duck holds
        return [c for c, r in zip(hand, ranks, strict=True) if r >= top] if not need else []
    if need:  # no completion heads: duck cards only
        return [c for c, r in zip(hand, ranks, strict=True) if r < b or (r == b and at_b < k)]
    return [c for c, r in zip(hand, ranks, strict=True) if r >= top or r < b or (r == b and at_b < k)]
