"""Rummy melds written once: sets and runs in the cyclic rank order, jokers declared as a card.

Why here: every rummy game of the specs (Most first, later ones too) needs the same questions
answered -- is this a valid set or run, which melds can a hand make, what can be added to a meld
on the table, which card may a joker stand for -- and answering them twice would let two games
disagree.  The module knows nothing of a game's state: it works on *identities*, the real card
a slot of a meld shows, numbered ``suit * 13 + rank`` (suits ``s h d c``, ranks ``2 .. A`` as in
``cards.FRENCH_RANKS``), which for the 52/54-card pack of ``french_deck`` is the card id itself.
A joker in a meld carries the identity it was declared as.

Rules encoded (most.md sections 2, 4, 5 and 9):

- a *set* is 3-4 cards of one rank in different suits; a *run* is 3-13 cards of one suit whose
  ranks follow each other in the cyclic order 2-3-...-K-A-2-...; with ``wrap`` off an ace may end
  a run low (A-2-3) or high (Q-K-A) but no run passes through it (K-A-2 is not a run);
- the *table-uniqueness rule* (``Table``): for every identity at most one of {the real card on the
  table, a joker declared as it}; so a joker may be declared only as an identity that is nowhere
  on the table, and a real card whose identity a joker holds may enter the table only by exchange;
- every card on the table has a *scorer* (the seat that put it there): kept by the game, since it
  is per card, not per meld.

The enumerators return melds as tuples of ``Slot`` (identity, is-joker) in meld order, so the
game turns them into action texts and the rules text shows them the same way.  A joker may be
declared as any identity the table-uniqueness rule allows, also one whose real card its player
holds (most.md section 5: the legal identities are a valid meld and table uniqueness; nothing
else): such a slot may be filled either way (``BOTH``), and every way is listed, the real card's
first.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import combinations

N_RANKS = 13
N_SUITS = 4
ACE = 12
MAX_SET = 4
MIN_MELD = 3
SET, RUN = 0, 1

Slot = tuple[int, bool]
"""One card of a meld: its identity and whether a joker stands there."""

NONE, WILD, REAL, BOTH = -1, 0, 1, 2
"""How a meld slot showing an identity can be filled (``Hand.fill``): not at all, by a joker only,
by the real card only (the hand has no joker), or by the real card or a joker."""


def ident(suit: int, rank: int) -> int:
    return suit * N_RANKS + rank


def suit_of(i: int) -> int:
    return i // N_RANKS


def rank_of(i: int) -> int:
    return i % N_RANKS


def run_shape_ok(start: int, length: int, wrap: bool) -> bool:
    """Whether ``length`` ranks from ``start`` on (cyclically) make a run's ranks.

    Without ``wrap`` the ace may stand only at an end: first (A-2-3, ace low) or last (Q-K-A)."""
    if not MIN_MELD <= length <= N_RANKS:
        return False
    if wrap:
        return True
    return all((start + k) % N_RANKS != ACE for k in range(1, length - 1))


def classify(idents: list[int], wrap: bool) -> tuple[int, int] | None:
    """``(SET, rank)`` or ``(RUN, start rank)`` for identities given in meld order, None if invalid."""
    n = len(idents)
    if n < MIN_MELD or len(set(idents)) != n:
        return None
    ranks = [rank_of(i) for i in idents]
    suits = [suit_of(i) for i in idents]
    if n <= MAX_SET and len(set(ranks)) == 1:
        return SET, ranks[0]
    if len(set(suits)) != 1 or n > N_RANKS:
        return None
    start = ranks[0]
    if any(r != (start + k) % N_RANKS for k, r in enumerate(ranks)):
        return None
    return (RUN, start) if run_shape_ok(start, n, wrap) else None


_ALL_WILD = [0] * (N_SUITS * N_RANKS)
_NONE = [-1] * (N_SUITS * N_RANKS)
COLUMNS = _COLUMNS = tuple(tuple(ident(s, r) for s in range(N_SUITS)) for r in range(N_RANKS))
"""The four identities of each rank, in suit order."""


def shape(meld: list[int]) -> tuple[int, int]:
    """``classify`` for a meld known to be valid (one on the table): read from its first cards."""
    if rank_of(meld[0]) == rank_of(meld[1]):
        return SET, rank_of(meld[0])
    return RUN, rank_of(meld[0])


@dataclass(slots=True)
class Table:
    """What the table-uniqueness rule reads: identities shown by real cards on the table and in
    the open row (``real``), and identities declared by jokers in melds (``declared``)."""

    real: set[int]
    declared: set[int]

    def may_enter(self, i: int) -> bool:
        """A real card of identity ``i`` may be melded, laid off or put in the row."""
        return i not in self.declared

    def may_declare(self, i: int) -> bool:
        """A joker may be declared as ``i``: nothing on the table shows ``i`` yet."""
        return i not in self.real and i not in self.declared


@dataclass(slots=True)
class Hand:
    """What a player may meld with: the identities of his usable real cards and his joker count.

    ``held`` holds every real identity in the hand; ``usable`` only those the table-uniqueness rule
    lets onto the table.  ``fill`` answers, per identity, how a meld slot showing it can be filled
    (``REAL`` the real card, ``WILD`` a joker declared so, ``BOTH`` either, ``NONE`` not at all: a
    value > 0 means the real card can); it is computed once because the enumerators ask it
    thousands of times per decision."""

    held: frozenset[int]
    usable: frozenset[int]
    jokers: int
    fill: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.fill:
            self.fill = [1 if i in self.usable else -1 for i in range(N_SUITS * N_RANKS)]

    @classmethod
    def of(cls, idents: Iterable[int], jokers: int, table: Table) -> Hand:
        held = frozenset(idents)
        declared = table.declared
        usable = held - declared if declared else held
        fill = (_ALL_WILD if jokers else _NONE)[:]
        if jokers:
            for i in table.real:
                fill[i] = NONE
            for i in declared:
                fill[i] = NONE
        how = BOTH if jokers else REAL
        for i in usable:
            fill[i] = how
        return cls(held, usable, jokers, fill)


def _fill(i: int, hand: Hand, table: Table) -> int:
    """How slot ``i`` can be filled (``REAL``, ``WILD``, ``BOTH`` or ``NONE``; ``table`` must be the
    one ``hand`` was made against)."""
    return hand.fill[i]


def _variants(slots: list[Slot], hows: list[int], jokers: int) -> list[tuple[Slot, ...]]:
    """``slots`` (each ``BOTH`` slot filled by its real card) and every way of putting a spare
    joker on ``BOTH`` slots instead, with at most ``jokers`` jokers in all: the real cards' way
    first.  A meld of real cards and a joker standing for a card its player holds are different
    moves (the real card stays in the hand), and both are legal (most.md section 5)."""
    out = [tuple(slots)]
    spare = jokers - sum(1 for _, j in slots if j)
    if spare <= 0:
        return out
    both = [k for k, h in enumerate(hows) if h == BOTH]
    for r in range(1, min(spare, len(both)) + 1):
        for ks in combinations(both, r):
            alt = slots[:]
            for k in ks:
                alt[k] = (alt[k][0], True)
            out.append(tuple(alt))
    return out


def runs(hand: Hand, table: Table, wrap: bool, suit: int | None = None,
         through: int | None = None) -> list[tuple[Slot, ...]]:
    """Every run the hand can meld (``suit``: only that suit; ``through``: only runs containing
    that identity as a real card).  A 13-card run is listed once, from the 2."""
    out: list[tuple[Slot, ...]] = []
    suits = range(N_SUITS) if suit is None else (suit,)
    fill = hand.fill
    per_suit = [0] * N_SUITS  # the usable real cards per suit (a slot a real card fills: fill > 0)
    for i in hand.usable:
        per_suit[i // N_RANKS] += 1
    for s in suits:
        reals = per_suit[s]
        if reals == 0 or reals + hand.jokers < MIN_MELD:
            continue
        base = s * N_RANKS
        row = fill[base:base + N_RANKS]
        key = (s, tuple(row), hand.jokers, wrap, through)
        found = _SUIT_RUNS.get(key)
        if found is None:
            if len(_SUIT_RUNS) > _MEMO_CAP:
                _SUIT_RUNS.clear()
            found = _SUIT_RUNS[key] = _suit_runs(s, row, hand.jokers, wrap, through)
        out += found
    return out


_MEMO_CAP = 100_000
_SUIT_RUNS: dict[tuple[int, tuple[int, ...], int, bool, int | None], list[tuple[Slot, ...]]] = {}
"""``runs`` of one suit by everything it reads (the suit's fill row, the jokers, ``wrap``,
``through``): a search meets the same rows again and again, and the walk is the costly part."""


def _suit_runs(s: int, row: list[int], n_jokers: int, wrap: bool, through: int | None) -> list[tuple[Slot, ...]]:
    """The runs of suit ``s`` (``runs`` for one suit, its fill ``row`` given)."""
    out: list[tuple[Slot, ...]] = []
    base = s * N_RANKS
    for start in range(N_RANKS):
        if row[start] < 0 or (row[start] == 0 and row[(start + 1) % N_RANKS] < 0):
            continue
        slots: list[Slot] = []
        hows: list[int] = []
        jokers = 0
        for length in range(1, N_RANKS + 1):
            r = (start + length - 1) % N_RANKS
            i = base + r
            how = row[r]
            if how < 0:
                break
            if how == 0:
                jokers += 1
                if jokers > n_jokers:
                    break
            slots.append((i, how == 0))
            hows.append(how)
            if length < MIN_MELD:
                continue
            if not run_shape_ok(start, length, wrap):
                if not wrap:
                    break
                continue
            if length == N_RANKS and start != 0:
                continue
            if through is not None and (through, False) not in slots:
                continue
            if jokers == n_jokers or BOTH not in hows:
                out.append(tuple(slots))
                continue
            for m in _variants(slots, hows, n_jokers):
                if (through is None or (through, False) in m) and not all(j for _, j in m):
                    out.append(m)
    return out


def sets(hand: Hand, table: Table, rank: int | None = None, through: int | None = None) -> list[tuple[Slot, ...]]:
    """Every set the hand can meld (``rank``: of that rank only; ``through`` a real card in it)."""
    out: list[tuple[Slot, ...]] = []
    # only ranks with a usable real card can make a set (a slot a real card fills: fill > 0)
    ranks = sorted({i % N_RANKS for i in hand.usable}) if rank is None else (rank,)
    for r in ranks:
        fill = hand.fill
        col = _COLUMNS[r]
        reals = [i for i in col if fill[i] > 0]
        if not reals or len(reals) + hand.jokers < MIN_MELD:
            continue
        wild = [i for i in col if fill[i] == WILD or fill[i] == BOTH]
        for k in range(min(hand.jokers, 2) + 1):
            for size in (3, 4):
                if not 1 <= size - k <= len(reals) or k > len(wild):
                    continue
                for rs in combinations(reals, size - k):
                    if through is not None and through not in rs:
                        continue
                    for js in combinations(wild, k):
                        if k and not set(rs).isdisjoint(js):  # one identity, one slot
                            continue
                        slots = [(i, False) for i in rs] + [(i, True) for i in js]
                        slots.sort()
                        out.append(tuple(slots))
    return out


def melds(hand: Hand, table: Table, wrap: bool) -> list[tuple[Slot, ...]]:
    """Every meld (sets, then runs) the hand can put down now."""
    return sets(hand, table) + runs(hand, table, wrap)


def melds_with(hand: Hand, table: Table, wrap: bool, card: int | None) -> list[tuple[Slot, ...]]:
    """Every meld containing the real identity ``card`` (None: containing a joker)."""
    if card is None:
        return [m for m in melds(hand, table, wrap) if any(j for _, j in m)]
    return sets(hand, table, rank_of(card), card) + runs(hand, table, wrap, suit_of(card), card)


def meld_exists_with(hand: Hand, i: int, wrap: bool) -> bool:
    """Whether some meld of the hand contains the real identity ``i`` (held and usable).

    Exact and cheap: a longer meld holding ``i`` always contains a three-card meld holding it (a
    window of a run, a subset of a set), so only those are tried."""
    fill = hand.fill
    if fill[i] <= 0:
        return False
    r, base = rank_of(i), i - rank_of(i)
    col = [fill[x] for x in _COLUMNS[r] if x != i]
    if sum(1 for x in col if x > 0) + min(col.count(WILD), hand.jokers) >= 2:
        return True
    for start in (r - 2, r - 1, r):
        if not run_shape_ok(start % N_RANKS, MIN_MELD, wrap):
            continue
        need = 0
        for k in range(MIN_MELD):
            x = fill[base + (start + k) % N_RANKS]
            if x < 0:
                break
            need += x == 0
        else:
            if need <= hand.jokers:
                return True
    return False


def may_extend(meld: list[int], hand: Hand) -> bool:
    """A quick necessary condition for ``layoffs(meld, hand, ...)`` to find anything: the hand
    holds a joker or a usable card of the set's rank or the run's suit."""
    if hand.jokers:
        return True
    kind, r = shape(meld)
    if kind == SET:
        return any(hand.fill[x] > 0 for x in _COLUMNS[r])
    base = suit_of(meld[0]) * N_RANKS
    return any(x > 0 for x in hand.fill[base:base + N_RANKS])


def layoffs(meld: list[int], hand: Hand, table: Table, wrap: bool) -> list[tuple[int, tuple[Slot, ...]]]:
    """Ways to add cards to ``meld`` (identities in order): ``(low, slots)`` where ``slots`` are
    the added cards in final meld order and the first ``low`` of them go before the meld's start.

    Sets take missing suits up to four cards; runs grow at either end (or both) while the run
    stays valid, never past thirteen cards.  The answer reads only the meld, the fill of its
    rank's column (a set) or its suit's row (a run), the jokers and ``wrap``: it is memoised by
    them (a search asks the same again and again).  The list returned is shared: read it only."""
    fill = hand.fill
    r0 = rank_of(meld[0])
    if r0 == rank_of(meld[1]):
        cells = tuple([fill[i] for i in _COLUMNS[r0]])
    else:
        base = meld[0] - r0
        cells = tuple(fill[base:base + N_RANKS])
    key = (tuple(meld), cells, hand.jokers, wrap)
    found = _LAYOFFS.get(key)
    if found is None:
        if len(_LAYOFFS) > _MEMO_CAP:
            _LAYOFFS.clear()
        found = _LAYOFFS[key] = _layoffs(meld, hand, table, wrap)
    return found


_LAYOFFS: dict[tuple[tuple[int, ...], tuple[int, ...], int, bool], list[tuple[int, tuple[Slot, ...]]]] = {}


def _layoffs(meld: list[int], hand: Hand, table: Table, wrap: bool) -> list[tuple[int, tuple[Slot, ...]]]:
    """``layoffs``, worked out."""
    kind = shape(meld)
    out: list[tuple[int, tuple[Slot, ...]]] = []
    if kind[0] == SET:
        rank = kind[1]
        have = set(meld)
        opts: list[Slot] = []
        for s in range(N_SUITS):
            i = ident(s, rank)
            if i in have:
                continue
            how = _fill(i, hand, table)
            if how == BOTH:
                opts += [(i, False), (i, True)]
            elif how >= 0:
                opts.append((i, how == WILD))
        room = MAX_SET - len(meld)
        for k in range(1, room + 1):
            for add in combinations(opts, k):
                if sum(1 for _, j in add if j) <= hand.jokers and len({i for i, _ in add}) == k:
                    out.append((0, tuple(add)))
        return out
    start, n = kind[1], len(meld)
    suit = suit_of(meld[0])
    low = _extension(suit, start, -1, N_RANKS - n, hand, table)
    high = _extension(suit, (start + n - 1) % N_RANKS, 1, N_RANKS - n, hand, table)
    full = False
    for a in range(len(low) + 1):
        lows = low[:a][::-1]
        ja = sum(1 for _, h in lows if h == WILD)
        for b in range(len(high) + 1):
            if a + b == 0 or a + b > N_RANKS - n:
                continue
            highs = high[:b]
            if ja + sum(1 for _, h in highs if h == WILD) > hand.jokers:
                break
            if not run_shape_ok((start - a) % N_RANKS, n + a + b, wrap):
                continue
            if n + a + b == N_RANKS:  # the full circle: the same cards however they are split
                if full:
                    continue
                full = True
            window = lows + highs
            slots = [(i, h == WILD) for i, h in window]
            out += [(a, m) for m in _variants(slots, [h for _, h in window], hand.jokers)]
    return out


def extenders(meld: list[int], wrap: bool) -> list[int]:
    """The identities that alone would extend a table meld (its set's missing suits, the cards
    just below and above its run), whatever the table-uniqueness rule says of them."""
    kind, r = shape(meld)
    n = len(meld)
    if kind == SET:
        return [i for i in _COLUMNS[r] if i not in meld] if n < MAX_SET else []
    if n >= N_RANKS:
        return []
    base = suit_of(meld[0]) * N_RANKS
    out = []
    if run_shape_ok((r - 1) % N_RANKS, n + 1, wrap):
        out.append(base + (r - 1) % N_RANKS)
    if run_shape_ok(r, n + 1, wrap):
        out.append(base + (r + n) % N_RANKS)
    return out


def _extension(suit: int, edge: int, step: int, room: int, hand: Hand, table: Table) -> list[tuple[int, int]]:
    """The identities beyond a run's end ``edge`` in direction ``step`` that the hand can fill,
    with how (``fill``), nearest first, stopping at the first it cannot or where the joker-only
    slots pass the hand's jokers (the caller counts them for both ends together)."""
    out: list[tuple[int, int]] = []
    jokers = 0
    for k in range(1, room + 1):
        i = ident(suit, (edge + step * k) % N_RANKS)
        how = _fill(i, hand, table)
        if how < 0:
            break
        jokers += how == WILD
        if jokers > hand.jokers:
            break
        out.append((i, how))
    return out


def values(rank_points: tuple[int, ...]) -> list[int]:
    """Points per identity from points per rank (a helper for games scoring by rank)."""
    return [rank_points[rank_of(i)] for i in range(N_SUITS * N_RANKS)]
