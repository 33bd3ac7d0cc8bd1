"""Which bridge cards a player may take (most.md section 4.1), answered fast for the common case.

Why a module of its own: a take's legality asks, for every bridge card, whether the cards from it
to the newest end give it a use in the first table action (a meld holding it, or a lay-off holding
it), and answering that with the general enumerators (``MostState.target_uses``) cost ~45 us per
take decision: a search asks it at every turn of every rollout.  When neither the hand nor the
cards taken hold a joker the question has a closed answer on rank bitmasks, and growing the taken
cards one at a time from the newest end updates the bitmasks instead of rebuilding a hand per card:

- a meld holds the target ``t`` iff two other usable cards of its rank are held (a set: a longer
  set holds a three-card one), or a window of three consecutive ranks of its suit around it is held
  (a longer run holds a three-card window) whose shape the ``wrap_around`` rule allows; the hand
  must also keep a card to discard (``go_out_by_melding`` aside);
- a lay-off holds ``t`` iff a set of its rank has room (``t`` alone is one, and the hand keeps the
  rest), or ``t`` lies on the chain of held ranks just below or above a run of its suit: the
  smallest such lay-off is the chain up to ``t``, and every lay-off holding ``t`` on that side
  contains it, so (the ace's place in a run only gets worse as a run grows, and a longer lay-off
  keeps fewer cards in hand) the smallest one decides.

A card is usable unless a joker on the table stands for it (the table-uniqueness rule); a bridge
card never is one, since the rule keeps such a card out of the bridge.  With a joker in the hand or
among the taken cards, or a free bridge card pending, the general enumerators answer (exactly as
before); ``tests/test_fast_paths.py`` pins that both give the same legal lists.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import TYPE_CHECKING

from cardtable.engine.mechanics import melds as M

from .deck import JOKERS, N_REAL
from .ids import DISCARD, PICK, SWAP, ids_of, lay_id, meld_id

if TYPE_CHECKING:
    from .state import MostState

N = M.N_RANKS
RANK = tuple(c % N for c in range(N_REAL))
SUIT = tuple(c // N for c in range(N_REAL))
BIT = tuple(1 << (c % N) for c in range(N_REAL))
"""Per real card: its rank, its suit and its rank's bit (table lookups beat ``%`` and ``//`` here)."""
CBIT = tuple(1 << c for c in range(N_REAL + len(JOKERS)))
"""Per card, its bit in a card mask: a real card's in 52 bits (suit ``s`` holds bits ``13 s`` to
``13 s + 12``), the jokers' above them (``mask >> N_REAL``: a joker is there).  Masks are built by a
plain loop: ``sum(map(CBIT.__getitem__, cards))`` measured ~2x slower here."""
BLOCK = (1 << N) - 1
COL0 = sum(1 << (N * s) for s in range(M.N_SUITS))
"""The 2 of every suit: a rank's column of a card mask shifted down to rank 0."""
LOW12 = sum(((1 << (N - 1)) - 1) << (N * s) for s in range(M.N_SUITS))
NOT_KA2 = sum(BLOCK << (N * s) for s in range(M.N_SUITS)) ^ sum(1 << (N * s + 11) for s in range(M.N_SUITS))
"""Every bit but the kings': with ``wrap_around`` off no run starts K-A-2."""
HIGH12 = sum((BLOCK ^ 1) << (N * s) for s in range(M.N_SUITS))
SUIT_CARDS = tuple(BLOCK << (N * s) for s in range(M.N_SUITS))
COLUMN = tuple(sum(1 << c for c in M.COLUMNS[r]) for r in range(N))
"""Per rank, the card mask of its four cards."""


def extender_table(wrap: bool | None) -> tuple[tuple[int, ...], ...]:
    """Per first two cards (``52 a + b``) of a meld on the table and per its length, the card mask
    of the cards that extend it alone: the missing suits of a set with room (its rank's column: the
    cards in it are on the table, not in a hand) and the cards just below and above a run short of
    the full circle.  ``wrap`` None: every end (the legal lists try each, ``M.layoffs`` judges
    the shape); True or False: only the ends that ``wrap_around`` allows (the bot's gifts).
    Pairs that start no meld share one row of zeros."""
    zero = (0,) * (N + 1)
    rows = [zero] * (N_REAL * N_REAL)
    for a in range(N_REAL):
        r, base = RANK[a], a - RANK[a]
        for b in M.COLUMNS[r]:  # a set (in card order when melded, in any order from a position)
            if b != a:
                rows[a * N_REAL + b] = tuple(COLUMN[r] if n < M.MAX_SET else 0 for n in range(N + 1))
        ends = []
        for n in range(N + 1):
            below, above = base + (r - 1) % N, base + (r + n) % N
            ok_below = wrap is None or wrap or M.run_shape_ok((r - 1) % N, n + 1, wrap)
            ok_above = wrap is None or wrap or M.run_shape_ok(r, n + 1, wrap)
            ends.append((CBIT[below] if ok_below else 0) | (CBIT[above] if ok_above else 0) if n < N else 0)
        rows[a * N_REAL + base + (r + 1) % N] = tuple(ends)  # a run
    return tuple(rows)


EXTENDERS = extender_table(None)


def pick_ids(st: MostState, seat: int, free_top: bool) -> list[int]:
    """The legal bridge takes, as ``pick`` ids in bridge order (``free_top``: the newest card
    needs no use)."""
    b = st.bridge
    n = len(b)
    if not n:
        return []
    hand = st.hands[seat]
    hm = 0  # the usable cards held (hand + taken) as a card mask
    for c in hand:
        hm |= CBIT[c]
    if st.free >= 0 or hm >> N_REAL:
        return [PICK + b[i] for i in range(n) if (free_top and i == n - 1) or st.target_uses(seat, i)]
    out: list[int] = []  # newest first, reversed at the end
    opts = st.opts
    wrap = opts.wrap_around
    keep = 0 if opts.go_out_by_melding else 1
    decl = st.decl
    d0, d1 = decl[JOKERS[0]], decl[JOKERS[1]]
    if d0 < 0:
        declared: tuple[int, ...] = () if d1 < 0 else (d1,)
    else:
        declared = (d0,) if d1 < 0 else (d0, d1)
    for d in declared:
        hm &= ~CBIT[d]
    lay = bool(st.idents) and opts.bridge_take_use != "meld_only" and (
        not opts.layoff_requires_meld or seat in st.owners)  # (MostState.may_lay)
    held = len(hand)
    full = hm
    for c in b:
        full |= CBIT[c]
    if not free_top and not full >> N_REAL:
        # every use of a card grows with the cards held, so a card with no use among all those a
        # take could hold (the hand's and the whole bridge's) has none among fewer: most takes of
        # a rollout are draws, answered here without a walk down the bridge
        if not (held + n - keep >= M.MIN_MELD and _meld_cards(full, wrap) & full & ~hm):  # (~hm: the bridge)
            if not lay:
                return out
            ends = EXTENDERS  # a set with room takes a card of its column, a run's chain starts next to it
            for idents in st.idents:
                if full & ends[idents[0] * N_REAL + idents[1]][len(idents)]:
                    break
            else:
                return out
    open_sets = 0  # bitmask of ranks with a set on the table that has room
    runs: list[list[tuple[int, int]]] = [[], [], [], []]  # per suit, (start rank, length) of its runs with room
    if lay:
        for idents in st.idents:
            r = idents[0] % N
            if r == idents[1] % N:  # a set (M.shape, inlined)
                if len(idents) < M.MAX_SET:
                    open_sets |= 1 << r
            elif len(idents) < N:
                runs[idents[0] // N].append((r, len(idents)))
    cover = _COVER[wrap]
    for i in range(n - 1, -1, -1):
        t = b[i]
        if t >= N_REAL:  # a joker from here on: the general enumerators decide
            for k in range(i, -1, -1):
                if (free_top and k == n - 1) or st.target_uses(seat, k):
                    out.append(PICK + b[k])
            break
        held += 1
        if t in declared:  # (never in a real bridge: the table-uniqueness rule)
            continue
        hm |= CBIT[t]
        if free_top and i == n - 1:
            out.append(PICK + t)
            continue
        r, s = RANK[t], SUIT[t]
        m = hm >> (N * s) & BLOCK
        if held - M.MIN_MELD >= keep:
            if (hm & COLUMN[r]).bit_count() >= 3:
                out.append(PICK + t)
                continue
            ranks = cover[m]
            if ranks < 0:
                ranks = cover[m] = _covered(m, wrap)
            if ranks >> r & 1:
                out.append(PICK + t)
                continue
        if lay:
            if open_sets >> r & 1:
                out.append(PICK + t)
                continue
            for start, length in runs[s]:
                if _on_chain(m, r, start, length, wrap, held - keep):
                    out.append(PICK + t)
                    break
    out.reverse()
    return out


def _meld_cards(cards: int, wrap: bool) -> int:
    """The cards of the card mask ``cards`` that some three-card meld of them holds: the columns
    of the ranks with three cards or more and the three-card windows of a suit that the shape
    allows (``wrap_around`` off: none from the king), as a card mask."""
    m0, m1, m2, m3 = cards & BLOCK, cards >> 13 & BLOCK, cards >> 26 & BLOCK, cards >> 39
    out = ((m0 & m1 & (m2 | m3)) | (m2 & m3 & (m0 | m1))) * COL0
    r1 = (cards >> 1 & LOW12) | (cards & COL0) << 12
    win = cards & r1 & ((r1 >> 1 & LOW12) | (r1 & COL0) << 12)  # the first cards of held windows
    if not wrap:
        win &= NOT_KA2
    w1 = (win << 1 & HIGH12) | (win >> 12 & COL0)  # their second cards
    return out | win | w1 | (w1 << 1 & HIGH12) | (w1 >> 12 & COL0)


def _covered(mask: int, wrap: bool) -> int:
    """The ranks (a bitmask) that lie in a three-card run of the held ranks ``mask`` of one suit
    whose shape ``wrap_around`` allows."""
    out = 0
    for r in range(N):
        for w in WINDOWS[wrap][r]:
            if mask & w == w:
                out |= 1 << r
                break
    return out


_COVER = {wrap: [-1] * (1 << N) for wrap in (False, True)}
"""Per ``wrap_around`` and rank bitmask of one suit, ``_covered`` (-1: not worked out yet)."""


def _windows(wrap: bool) -> tuple[tuple[int, ...], ...]:
    """Per rank, the rank bitmasks of the three-card runs holding it that the shape allows."""
    out = []
    for r in range(N):
        ws = []
        for start in (r - 2, r - 1, r):
            start %= N
            if M.run_shape_ok(start, M.MIN_MELD, wrap):
                ws.append(sum(1 << ((start + k) % N) for k in range(M.MIN_MELD)))
        out.append(tuple(ws))
    return tuple(out)


WINDOWS = {wrap: _windows(wrap) for wrap in (False, True)}


def _on_chain(mask: int, r: int, start: int, length: int, wrap: bool, most: int) -> bool:
    """Whether rank ``r`` (held) lies on the chain of held ranks just below or just above the run
    ``start``/``length`` of its suit, reached by at most ``most`` cards, in a run the shape allows."""
    room = N - length
    for k in range(1, min(room, most) + 1):  # below the start
        x = (start - k) % N
        if not mask >> x & 1:
            break
        if x == r:
            if M.run_shape_ok(x, length + k, wrap):
                return True
            break
    end = (start + length - 1) % N
    for k in range(1, min(room, most) + 1):  # above the end
        x = (end + k) % N
        if not mask >> x & 1:
            break
        if x == r:
            return M.run_shape_ok(start, length + k, wrap)
    return False


def target_use_ids(st: MostState, seat: int, i: int) -> list[int]:
    """``st.target_uses(seat, i, first=False)`` as ids: the first table actions that would use
    ``bridge[i]`` after taking the bridge from it (the normal bot weighs every take by them)."""
    cards = st.hands[seat] + st.bridge[i:]
    fast = table_moves(st, seat, cards, st.bridge[i], -1)
    return fast if fast is not None else ids_of(st.target_uses(seat, i, first=False))


def table_moves(st: MostState, seat: int, hand: list[int], t: int, free: int) -> list[int] | None:
    """The table actions of ``seat`` holding ``hand`` (no joker) with target ``t`` and free card
    ``free`` (-1: none), in the order of the general enumerators (sets by rank, runs by suit and
    start, lay-offs by meld, then swaps and discards; with a target pending only the melds and
    lay-offs holding it), as ids (``ids.py``), or None when a joker asks for the general
    enumerators.  Without a joker a slot is filled by its real card or not at all, so melds and
    lay-offs are the chains and combinations of the usable cards themselves, their ids found by
    their cards.

    The usable cards are one 52-bit mask (bit ``c`` for card ``c``): which ranks hold a set, which
    suits a three-card window, which melds on the table a card extends are then a few integer
    operations, and only what exists is enumerated (most turns of a rollout meld nothing)."""
    held = 0
    for c in hand:
        held |= CBIT[c]
    if held >> N_REAL:
        return None
    decl = st.decl
    d0, d1 = decl[JOKERS[0]], decl[JOKERS[1]]
    if d0 < 0:
        declared: tuple[int, ...] = () if d1 < 0 else (d1,)
    else:
        declared = (d0,) if d1 < 0 else (d0, d1)
    hm = held  # the usable cards: no real card a joker on the table stands for
    for d in declared:
        hm &= ~CBIT[d]
    opts = st.opts
    wrap = opts.wrap_around
    size = len(hand)
    lim = size + 1 if opts.go_out_by_melding else size  # the keep-one rule: fewer cards than this
    keeps: Callable[[list[int] | tuple[int, ...]], bool] | None = None
    if free >= 0:
        def keeps(cards: list[int] | tuple[int, ...]) -> bool:  # MostState.keeps_one without jokers, past lim
            return size - len(cards) != 1 or free in cards or free not in hand

    acts: list[int] = []
    m0, m1, m2, m3 = hm & BLOCK, hm >> 13 & BLOCK, hm >> 26 & BLOCK, hm >> 39
    threes = (m0 & m1 & (m2 | m3)) | (m2 & m3 & (m0 | m1))  # the ranks with three usable cards or more
    if threes:
        if t >= 0:
            threes &= 1 << RANK[t]
        r = 0
        while threes:
            if threes & 1:
                key = (hm >> r & COL0) << 4 | r
                sets = _SETS.get(key)
                if sets is None:
                    sets = _SETS[key] = _rank_sets(r, hm)
                for aid, combo in sets:
                    if (t < 0 or t in combo) and len(combo) < lim and (keeps is None or keeps(combo)):
                        acts.append(aid)
            threes >>= 1
            r += 1
    r1 = (hm >> 1 & LOW12) | (hm & COL0) << 12  # bit x: card x + 1 of its suit (cyclically) held
    win = hm & r1 & ((r1 >> 1 & LOW12) | (r1 & COL0) << 12)  # bit x: x, x + 1, x + 2 held
    if not wrap:
        win &= NOT_KA2
    if win:
        for s in (range(M.N_SUITS) if t < 0 else (SUIT[t],)):
            if not win >> (13 * s) & BLOCK:
                continue
            mask = hm >> (13 * s) & BLOCK
            key = (s << 14) | (mask << 1) | wrap
            runs = _RUNS.get(key)
            if runs is None:
                runs = _RUNS[key] = _suit_runs(s, mask, wrap)
            for aid, run in runs:
                if (t < 0 or t in run) and len(run) < lim and (keeps is None or keeps(run)):
                    acts.append(aid)
    if st.idents and (not opts.layoff_requires_meld or seat in st.owners) and (
            t < 0 or opts.bridge_take_use != "meld_only"):
        ends = EXTENDERS
        for k, idents in enumerate(st.idents):  # only melds one of the cards extends alone
            if hm & ends[idents[0] * N_REAL + idents[1]][len(idents)]:
                _layoffs(idents, hm, wrap, lim, keeps, k, t, acts)
    if t >= 0:
        return acts
    add = acts.append  # (a loop of appends measured faster here than a comprehension or a map)
    if held != hm:  # a card a joker on the table stands for: its swap, and it may not be discarded
        for d in declared:
            if d in hand:
                add(SWAP + d)
        for c in hand:
            if c != free and c not in declared:
                add(DISCARD + c)
    elif free < 0:
        for c in hand:
            add(DISCARD + c)
    else:
        for c in hand:
            if c != free:
                add(DISCARD + c)
    return acts


def _layoffs(idents: list[int], hm: int, wrap: bool, lim: int,
             keeps: Callable[[list[int] | tuple[int, ...]], bool] | None, k: int, need: int,
             acts: list[int]) -> None:
    """``M.layoffs`` on meld index ``k`` of a hand without jokers (usable cards ``hm``), as ids: a
    set takes held missing suits, a run the chains of held ranks below and above it (``need`` >= 0:
    only the lay-offs holding that card; ``lim`` and ``keeps``: the keep-one rule as in ``table_moves``)."""
    kind, r = M.shape(idents)
    n = len(idents)
    if kind == M.SET:
        if n >= M.MAX_SET:
            return
        opts = [x for x in M.COLUMNS[r] if hm >> x & 1 and x not in idents]
        for size in range(1, M.MAX_SET - n + 1):
            for add in combinations(opts, size):
                if (need < 0 or need in add) and len(add) < lim and (keeps is None or keeps(add)):
                    acts.append(lay_id(add, k))
        return
    room = N - n
    if room == 0:
        return
    s = idents[0] // N
    mask = hm >> (13 * s) & BLOCK
    key = (((s << 13 | mask) << 4 | r) << 4 | n) << 1 | wrap, k
    lays = _LAYS.get(key)
    if lays is None:
        if len(_LAYS) > MEMO_CAP:
            _LAYS.clear()
        lays = _LAYS[key] = _run_lays(s, mask, r, n, wrap, k)
    for aid, chain in lays:
        if (need < 0 or need in chain) and len(chain) < lim and (keeps is None or keeps(chain)):
            acts.append(aid)


MEMO_CAP = 200_000
"""Entries kept in a memo below before it starts again (a bound for very long sessions)."""
_RUNS: dict[int, tuple[tuple[int, tuple[int, ...]], ...]] = {}
"""Per suit, rank bitmask and ``wrap_around``: every run of those cards in ``M.runs`` order, as
``(id, cards)`` (the rank bitmasks of a game's hands repeat: a memo beats the walk)."""
_LAYS: dict[tuple[int, int], tuple[tuple[int, tuple[int, ...]], ...]] = {}
"""Per run (suit, held ranks of the suit, start, length, ``wrap_around``) and meld index: every
lay-off of the held cards on it in ``M.layoffs`` order, as ``(id, cards)``."""


_SETS: dict[int, tuple[tuple[int, tuple[int, ...]], ...]] = {}
"""Per rank and which of its four cards are held: every set of them in ``M.sets`` order, as
``(id, cards)``."""


def _rank_sets(r: int, hm: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """The sets of the held cards (mask ``hm``) of rank ``r`` without jokers: every three of them
    in card order, then all four."""
    cards = tuple(c for c in M.COLUMNS[r] if hm >> c & 1)
    out: list[tuple[int, tuple[int, ...]]] = [(meld_id(combo), combo) for combo in combinations(cards, 3)]
    if len(cards) == M.MAX_SET:
        out.append((meld_id(cards), cards))
    return tuple(out)


def _suit_runs(s: int, mask: int, wrap: bool) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """``M.runs`` of the held ranks ``mask`` of suit ``s`` without jokers, as ``(id, cards)``."""
    if len(_RUNS) > MEMO_CAP:
        _RUNS.clear()
    base = s * N
    out = []
    for start in range(N):
        if not mask >> start & 1:
            continue
        run: list[int] = []
        for length in range(1, N + 1):
            r = (start + length - 1) % N
            if not mask >> r & 1:
                break
            run.append(base + r)
            if length < M.MIN_MELD:
                continue
            if not M.run_shape_ok(start, length, wrap):
                if not wrap:
                    break
                continue
            if length == N and start != 0:
                continue
            cards = tuple(run)
            out.append((meld_id(cards), cards))
    return tuple(out)


def _run_lays(s: int, mask: int, r: int, n: int, wrap: bool, k: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """``M.layoffs`` of the held ranks ``mask`` of suit ``s`` on the run from rank ``r`` of
    ``n`` cards (meld index ``k``), without jokers: the chains below and above it."""
    room = N - n
    base = s * N
    low: list[int] = []
    for d in range(1, room + 1):
        x = (r - d) % N
        if not mask >> x & 1:
            break
        low.append(base + x)
    high: list[int] = []
    end = r + n - 1
    for d in range(1, room + 1):
        x = (end + d) % N
        if not mask >> x & 1:
            break
        high.append(base + x)
    out = []
    full = False
    for a in range(len(low) + 1):
        lows = low[:a][::-1]
        for b in range(len(high) + 1):
            if a + b == 0 or a + b > room:
                continue
            if not M.run_shape_ok((r - a) % N, n + a + b, wrap):
                continue
            if n + a + b == N:
                if full:
                    continue
                full = True
            chain = tuple(lows + high[:b])
            out.append((lay_id(chain, k), chain))
    return tuple(out)
