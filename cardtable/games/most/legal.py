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


def _declared(decl: list[int]) -> tuple[int, ...]:
    """The identities the two jokers stand for on the table (mostly none)."""
    a, b = decl[JOKERS[0]], decl[JOKERS[1]]
    if a < 0:
        return () if b < 0 else (b,)
    return (a,) if b < 0 else (a, b)


def pick_ids(st: MostState, seat: int, free_top: bool) -> list[int]:
    """The legal bridge takes, as ``pick`` ids in bridge order (``free_top``: the newest card
    needs no use)."""
    b = st.bridge
    n = len(b)
    hand = st.hands[seat]
    if st.free >= 0 or max(hand) >= N_REAL:
        return [PICK + b[i] for i in range(n) if (free_top and i == n - 1) or st.target_uses(seat, i)]
    out: list[int] = []  # newest first, reversed at the end
    opts = st.opts
    wrap = opts.wrap_around
    keep = 0 if opts.go_out_by_melding else 1
    declared = _declared(st.decl)
    masks = [0, 0, 0, 0]  # per suit, the ranks of the usable cards held (hand + taken)
    counts = [0] * N  # per rank, the usable cards held
    for c in hand:
        if c not in declared:
            masks[SUIT[c]] |= BIT[c]
            counts[RANK[c]] += 1
    lay = bool(st.idents) and opts.bridge_take_use != "meld_only" and st.may_lay(seat)
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
    held = len(hand)
    windows = WINDOWS[wrap]
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
        r, s = RANK[t], SUIT[t]
        m = masks[s] = masks[s] | BIT[t]
        counts[r] += 1
        if free_top and i == n - 1:
            out.append(PICK + t)
            continue
        if held - M.MIN_MELD >= keep:
            if counts[r] >= 3:
                out.append(PICK + t)
                continue
            for w in windows[r]:
                if m & w == w:
                    break
            else:
                w = 0
            if w:
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


def table_moves(st: MostState, seat: int) -> list[int] | None:
    """The table actions of a turn with no joker in the hand, in the order of the general
    enumerators (sets by rank, runs by suit and start, lay-offs by meld, then swaps and discards;
    with a target pending only the melds and lay-offs holding it), as ids (``ids.py``), or None
    when a joker asks for the general enumerators.

    Without a joker a slot is filled by its real card or not at all, so melds and lay-offs are the
    chains and combinations of the usable cards themselves, their ids found by their cards."""
    return _moves(st, seat, st.hands[seat], st.target, st.free)


def target_use_ids(st: MostState, seat: int, i: int) -> list[int]:
    """``st.target_uses(seat, i, first=False)`` as ids: the first table actions that would use
    ``bridge[i]`` after taking the bridge from it (the normal bot weighs every take by them)."""
    cards = st.hands[seat] + st.bridge[i:]
    fast = _moves(st, seat, cards, st.bridge[i], -1)
    return fast if fast is not None else ids_of(st.target_uses(seat, i, first=False))


def _moves(st: MostState, seat: int, hand: list[int], t: int, free: int) -> list[int] | None:
    """``table_moves`` of ``seat`` holding ``hand`` with target ``t`` and free card ``free``."""
    if max(hand) >= N_REAL:
        return None
    declared = _declared(st.decl)
    opts = st.opts
    wrap = opts.wrap_around
    usable = [c for c in hand if c not in declared] if declared else hand
    masks = [0, 0, 0, 0]
    counts = [0] * N
    for c in usable:
        masks[SUIT[c]] |= BIT[c]
        counts[RANK[c]] += 1
    size = len(hand)
    go_out = opts.go_out_by_melding

    def keeps(cards: list[int] | tuple[int, ...]) -> bool:  # MostState.keeps_one without jokers
        left = size - len(cards)
        if left == 0:
            return go_out
        return left > 1 or free < 0 or free in cards or free not in hand

    acts: list[int] = []
    if max(counts) >= M.MIN_MELD:
        for r in (range(N) if t < 0 else (RANK[t],)):
            if counts[r] < M.MIN_MELD:
                continue
            cards = sorted(c for c in usable if RANK[c] == r)
            for combo in combinations(cards, 3):
                if (t < 0 or t in combo) and keeps(combo):
                    acts.append(meld_id(combo))
            if len(cards) == M.MAX_SET and keeps(cards):
                acts.append(meld_id(tuple(cards)))  # (it holds a target of its rank)
    for s in (range(M.N_SUITS) if t < 0 else (SUIT[t],)):
        mask = masks[s]
        if mask.bit_count() < M.MIN_MELD:
            continue
        key = (s << 14) | (mask << 1) | wrap
        runs = _RUNS.get(key)
        if runs is None:
            runs = _RUNS[key] = _suit_runs(s, mask, wrap)
        for aid, run in runs:
            if (t < 0 or t in run) and keeps(run):
                acts.append(aid)
    if st.idents and st.may_lay(seat) and (t < 0 or opts.bridge_take_use != "meld_only"):
        for k, idents in enumerate(st.idents):  # only melds one of the cards extends alone
            r = idents[0] % N
            n = len(idents)
            if r == idents[1] % N:  # a set: a held card of its rank is missing from it
                if n < M.MAX_SET and counts[r]:
                    _layoffs(idents, masks, wrap, keeps, k, t, acts)
            elif n < N:
                mask = masks[idents[0] // N]
                if mask >> ((r - 1) % N) & 1 or mask >> ((r + n) % N) & 1:
                    _layoffs(idents, masks, wrap, keeps, k, t, acts)
    if t >= 0:
        return acts
    for d in declared:
        if d in hand:
            acts.append(SWAP + d)
    if free < 0 and not declared:
        acts += [DISCARD + c for c in hand]
    else:
        acts += [DISCARD + c for c in hand if c != free and c not in declared]
    return acts


def _layoffs(idents: list[int], masks: list[int], wrap: bool, keeps: Callable[[list[int] | tuple[int, ...]], bool],
             k: int, need: int, acts: list[int]) -> None:
    """``M.layoffs`` on meld index ``k`` of a hand without jokers, as ids: a set takes held
    missing suits, a run the chains of held ranks below and above it (``need`` >= 0: only the
    lay-offs holding that card)."""
    kind, r = M.shape(idents)
    n = len(idents)
    if kind == M.SET:
        if n >= M.MAX_SET:
            return
        opts = [x for x in M.COLUMNS[r] if masks[x // N] >> r & 1 and x not in idents]
        for size in range(1, M.MAX_SET - n + 1):
            for add in combinations(opts, size):
                if (need < 0 or need in add) and keeps(add):
                    acts.append(lay_id(add, k))
        return
    room = N - n
    if room == 0:
        return
    s = idents[0] // N
    mask = masks[s]
    key = (((s << 13 | mask) << 4 | r) << 4 | n) << 1 | wrap, k
    lays = _LAYS.get(key)
    if lays is None:
        if len(_LAYS) > MEMO_CAP:
            _LAYS.clear()
        lays = _LAYS[key] = _run_lays(s, mask, r, n, wrap, k)
    for aid, chain in lays:
        if (need < 0 or need in chain) and keeps(chain):
            acts.append(aid)


MEMO_CAP = 200_000
"""Entries kept in a memo below before it starts again (a bound for very long sessions)."""
_RUNS: dict[int, tuple[tuple[int, tuple[int, ...]], ...]] = {}
"""Per suit, rank bitmask and ``wrap_around``: every run of those cards in ``M.runs`` order, as
``(id, cards)`` (the rank bitmasks of a game's hands repeat: a memo beats the walk)."""
_LAYS: dict[tuple[int, int], tuple[tuple[int, tuple[int, ...]], ...]] = {}
"""Per run (suit, held ranks of the suit, start, length, ``wrap_around``) and meld index: every
lay-off of the held cards on it in ``M.layoffs`` order, as ``(id, cards)``."""


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
