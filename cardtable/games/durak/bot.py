"""The normal Durak bot: the heuristics of durak.md section 11, reading only its view.

It leads and throws in its cheapest cards, keeps trumps and aces for late in the deal, beats with
the cheapest card that works, takes when beating would spend high trumps while the stock is still
large, transfers when that saves a trump, and dumps cheap cards on a taker.  It tracks the cards
that are gone (the discard pile is face down but every seat saw it, so the view shows it) and
the cards seen picked up, so in the endgame it knows which cards the others can still hold: with
two players left and no stock it knows the opponent's hand exactly, and small such endgames are
solved outright by ``endgame.solve``.
"""

from __future__ import annotations

import random
from itertools import permutations

from cardtable.engine.cards import UNKNOWN
from cardtable.engine.state import View

from .endgame import solve
from .state import DEFEND, OPEN, TABLES, TAKING, THROW, TRANSFER, DurakState

ACE = 8  # rank index (6 = 0 .. A = 8)
EARLY_STOCK = 10  # "the stock is still large": taking instead of spending high trumps
PLAIN_THROW_MAX = 4  # with the stock large, throw in plain cards up to 10 only
TRUMP = 9  # added to a trump's rank in ``val``
RANK = tuple(r - 4 for r in TABLES.rank)  # 6 = 0 .. A = 8


SUIT = TABLES.suit
N = TABLES.n
ID_THROW, ID_TRANSFER, ID_BEAT = TABLES.id_throw, TABLES.id_transfer, TABLES.id_beat
ID_TAKE, ID_PASS, ID_DONE = TABLES.id_take, TABLES.id_pass, TABLES.id_done
# per trump suit, per card: cheapness (``Know.val``) and the defence cost early / late (``_plan``)
VAL = tuple(tuple(RANK[c] + (TRUMP if SUIT[c] == t else 0) for c in range(N)) for t in range(4))
COST = tuple(tuple(tuple(VAL[t][c] + ((6.0 if early else 2.0) if SUIT[c] == t else 0.0) for c in range(N))
                   for early in (False, True)) for t in range(4))


class Know:
    """What the bot can know from its view: its hand, the trump, and the cards no one has seen.

    The unseen cards are worked out on first use only: most decisions (throw-ins, defence) do
    not need them, and the hard bot calls this bot at every step of its rollouts.
    """

    __slots__ = ("st", "seat", "hand", "trump", "suit", "rank", "stock", "_unseen", "_known_in", "beaters",
                 "vals")

    def __init__(self, st: DurakState, seat: int) -> None:
        self.st = st
        self.seat = seat
        self.hand = st.hands[seat]
        self.trump = st.trump
        self.suit = SUIT
        self.rank = RANK
        self.stock = len(st.stock)
        self._unseen: list[int] | None = None
        self._known_in: list[list[int]] = []
        self.beaters = st.T.beaters[st.trump]  # per card, the set of cards that beat it
        self.vals = VAL[st.trump]  # per card, ``val``

    def _scan(self) -> list[int]:
        st = self.st
        hands = st.hands
        if (UNKNOWN not in st.stock and UNKNOWN not in st.discard
                and not any(UNKNOWN in h for h in hands)
                and len(st.stock) + len(st.discard) + len(st.att) + len(st.dfn) + sum(map(len, hands)) == N):
            # a full deal (a search's rollout): every card is in sight, each hand is known.  The
            # hands themselves serve as ``known_in``: the bot only reads them
            self._known_in = hands
            self._unseen = []
            return self._unseen
        seen = set(self.hand) | set(st.att) | set(st.dfn) | set(st.discard)
        seen.update(c for c in st.stock if c != UNKNOWN)
        for s, h in enumerate(hands):
            k = [c for c in h if c != UNKNOWN] if s != self.seat else list(h)
            self._known_in.append(k)
            seen.update(k)
        self._unseen = [c for c in range(len(st.deck)) if c not in seen]
        return self._unseen

    @property
    def unseen(self) -> list[int]:
        """Cards in no zone the bot can see: in other hands or in the stock."""
        return self._unseen if self._unseen is not None else self._scan()

    @property
    def known_in(self) -> list[list[int]]:
        """Per seat, the cards the bot knows are in that hand (all of its own)."""
        if self._unseen is None:
            self._scan()
        return self._known_in

    def val(self, c: int) -> int:
        """Cheapness: plain 6 = 0 .. plain A = 8, trump 6 = 9 .. trump A = 17."""
        return self.vals[c]

    def is_trump(self, c: int) -> bool:
        return self.suit[c] == self.trump

    def beats(self, d: int, a: int) -> bool:
        """A higher card of ``a``'s suit, or a trump on a plain card (the deck's beaters table)."""
        return d in self.beaters[a]

    def pool_of(self, seat: int) -> list[int]:
        """Cards ``seat`` may hold: his known cards plus every unseen card (exact with 2 left, no stock)."""
        return self.known_in[seat] + self.unseen

    def exact(self, seat: int) -> bool:
        """Whether ``seat``'s hand is exactly known: no stock and every other hidden card is his."""
        st = self.st
        if st.stock:
            return False
        known_in = self.known_in
        hidden = sum(len(h) - len(known_in[s]) for s, h in enumerate(st.hands) if s != self.seat)
        mine = len(st.hands[seat]) - len(known_in[seat])
        return hidden == mine

    def p_cannot_beat(self, seat: int, a: int) -> float:
        """Chance that ``seat`` holds no card beating ``a`` (known cards first, the rest by counting)."""
        bs = self.beaters[a]
        unseen = self._unseen  # ``known_in`` inline: the scan fills both
        if unseen is None:
            unseen = self._scan()
        known = self._known_in[seat]
        if not bs.isdisjoint(known):
            return 0.0
        k = len(self.st.hands[seat]) - len(known)  # his unknown cards
        pool = len(unseen)
        if k <= 0 or pool == 0:
            return 1.0
        b = len(bs.intersection(unseen))  # unseen cards are distinct
        if self.exact(seat):
            return 0.0 if b else 1.0
        p = 1.0
        for i in range(min(k, pool)):
            p *= max(0.0, (pool - b - i) / (pool - i))
        return p


def _cannot_beat_setup(kn: Know, seat: int) -> tuple[list[int], bool, tuple[frozenset[int], ...]]:
    """For loops over ``p_cannot_beat(seat, c)``: ``seat``'s known cards, and whether the chance
    is simply 0 or 1 (he holds no unknown card, or no card is unseen: always so in a rollout)."""
    hand = kn.st.hands[seat]
    if UNKNOWN not in hand:  # his whole hand is known (a rollout's deal): no scan needed
        return hand, True, kn.beaters
    known = kn.known_in[seat]
    simple = len(hand) <= len(known) or not kn._unseen
    return known, simple, kn.beaters


def normal_bot(view: View, rng: random.Random) -> str:
    legal = view.legal
    if len(legal) == 1:
        return legal[0]
    st = view.state
    assert isinstance(st, DurakState)
    # views a match builds carry hand_no >= 1; a search's rollout (the hard bot) builds bare views,
    # and an exact search inside every rollout step would make that search ~20x slower
    if not st.stock and view.hand_no:
        move = solve(view, rng)
        if move is not None:
            return move
    return heuristic_bot(view, rng)


def heuristic_bot(view: View, rng: random.Random) -> str:
    """The heuristics alone (also the fallback when the endgame is too big to search)."""
    legal = view.legal
    if len(legal) == 1:
        return legal[0]
    st = view.state
    assert isinstance(st, DurakState)
    table = st.T.table
    return table.texts[rollout_bot(st, view.seat, table.to_ids(legal), rng)]


def rollout_bot(st: DurakState, seat: int, legal: list[int], rng: random.Random) -> int:
    """``heuristic_bot`` on action ids: the spec's ``rollout_bot`` for the hard bot's rollouts (bare
    views: no endgame search), and the one implementation behind ``normal_bot``."""
    if len(legal) == 1:
        return legal[0]
    phase = st.phase
    if phase == OPEN:
        return _attack(Know(st, seat), legal, rng)
    if phase == DEFEND:
        return _defend(Know(st, seat), legal)
    if phase == TRANSFER:
        return _transfer_more(st, legal)
    if phase == THROW or phase == TAKING:
        return _throw(Know(st, seat), legal, phase == TAKING)
    return legal[0]


# -- attacking ---------------------------------------------------------------------------------
def _attack(kn: Know, legal: list[int], rng: random.Random) -> int:
    """Pick the opening card; ``legal`` holds attack ids, which are the card ids."""
    st = kn.st
    d = st.defender
    late = kn.stock <= 2
    rank = RANK
    suit = SUIT
    trump_suit = kn.trump
    vals = kn.vals
    counts = [0] * 9  # per rank: cards in hand, and plain (non-trump) cards in hand
    plain = [0] * 9
    for c in kn.hand:
        r = rank[c]
        counts[r] += 1
        if suit[c] != trump_suit:
            plain[r] += 1
    transfer = st.opts.transfer
    unseen_of_rank = [0] * 9
    if transfer:
        for x in kn.unseen:
            unseen_of_rank[rank[x]] += 1
    one_left = len(kn.hand) == 1
    if late:
        known, simple, beaters = _cannot_beat_setup(kn, d)
    rnd = rng.random
    best, best_score = legal[0], -1e9
    for c in legal:
        r = rank[c]
        score = -float(vals[c])
        trump = suit[c] == trump_suit
        if trump:
            score -= 6.0 if not late else 1.0
        # a rank I hold twice can be thrown in again
        same = counts[r] - 1
        plain_same = plain[r] - (0 if trump else 1)
        score += 1.2 * plain_same + (0.3 * same if late else 0.0)
        if late:
            # in the endgame a card the defender cannot beat is worth a lot: he must take
            if simple:  # ``p_cannot_beat`` when the defender holds no unknown card, or none is unseen
                score += 0.0 if not beaters[c].isdisjoint(known) else 10.0
            else:
                score += 10.0 * kn.p_cannot_beat(d, c)
            if one_left:
                score += 50.0
        if transfer:
            # fewer unseen cards of this rank: less chance the defender transfers it on
            score -= 0.6 * unseen_of_rank[r]
        score += rnd() * 0.01
        if score > best_score:
            best, best_score = c, score
    return best


# -- defending ---------------------------------------------------------------------------------
def _plan(kn: Know, unbeaten: list[int]) -> tuple[float, list[tuple[int, int]]] | None:
    """The cheapest way to beat every unbeaten card, or None when some card cannot be beaten."""
    cost = COST[kn.trump][kn.stock > EARLY_STOCK]
    key = cost.__getitem__
    hand = kn.hand
    beaters = kn.beaters
    if len(unbeaten) == 1:  # the common case: the cheapest beater
        # (costs of a card's beaters never tie: plain ones share its suit, trumps theirs, and
        # every trump costs more than any plain card; so the hand's order does not matter)
        a = unbeaten[0]
        cands = beaters[a].intersection(hand)
        if not cands:
            return None
        d = min(cands, key=key)
        return (cost[d], [(a, d)])
    options = []
    for a in unbeaten:
        bs = beaters[a]
        ds = sorted([d for d in hand if d in bs], key=key)
        if not ds:
            return None
        options.append(ds[:4])
    best: tuple[float, list[tuple[int, int]]] | None = None
    order = sorted(range(len(unbeaten)), key=lambda i: len(options[i]))
    if len(unbeaten) <= 4:
        perms = list(permutations(order))
    else:
        perms = [tuple(order)]
    for perm in perms:
        used: set[int] = set()
        total = 0.0
        pairs = []
        for i in perm:
            for d in options[i]:  # the cheapest candidate not used yet
                if d not in used:
                    break
            else:
                break  # none left: this order fails
            used.add(d)
            total += cost[d]
            pairs.append((unbeaten[i], d))
        else:
            if best is None or total < best[0]:
                best = (total, pairs)
    if best is None:  # the short candidate lists ran out: retry greedily with whole hands
        used = set()
        pairs = []
        total = 0.0
        vals = kn.vals
        for a in sorted(unbeaten, key=lambda a: -vals[a]):
            bs = beaters[a]
            got = next((d for d in sorted(hand, key=key) if d not in used and d in bs), None)
            if got is None:
                return None
            used.add(got)
            total += cost[got]
            pairs.append((a, got))
        best = (total, pairs)
    return best


def _defend(kn: Know, legal: list[int]) -> int:
    st = kn.st
    unbeaten = st.unbeaten()
    plan = _plan(kn, unbeaten)
    vals = kn.vals
    tcards = [a - ID_TRANSFER for a in legal if ID_TRANSFER <= a < ID_BEAT]
    if tcards:
        c = min(tcards, key=vals.__getitem__)  # the cheapest, the first in card order on ties
        plan_uses_trump = plan is not None and any(kn.is_trump(d) for _, d in plan[1])
        if not kn.is_trump(c):
            if plan is None or plan_uses_trump or plan[0] > vals[c] + 2:
                return ID_TRANSFER + c
        elif plan is None and (kn.stock <= EARLY_STOCK or len(st.att) >= 3):
            return ID_TRANSFER + c
    if plan is None:
        return ID_TAKE
    pairs = plan[1]
    if _should_take(kn, pairs):
        return ID_TAKE
    a, d = max(pairs, key=lambda p: vals[p[1]])
    return ID_BEAT + a * N + d


def _should_take(kn: Know, pairs: list[tuple[int, int]]) -> bool:
    """Take rather than spend high trumps on cheap cards while the stock is still large."""
    st = kn.st
    if kn.stock <= EARLY_STOCK:
        return False
    trumps = [d for _, d in pairs if kn.is_trump(d)]
    if not trumps:
        return False
    table = len(st.att) + len(st.dfn)
    if table > 3:
        return False  # too much to pick up
    attack_trumps = sum(1 for a, _ in pairs if kn.is_trump(a))
    high = sum(1 for d in trumps if kn.rank[d] >= 5)  # J or higher
    return attack_trumps == 0 and (high >= 1 or len(trumps) >= 2)


def _transfer_more(st: DurakState, legal: list[int]) -> int:
    """The first plain card of the transfer rank, else stop (``legal`` always ends with done)."""
    trump, suit = st.trump, SUIT
    for a in legal:
        if ID_TRANSFER <= a < ID_BEAT and suit[a - ID_TRANSFER] != trump:
            return a
    return ID_DONE


# -- throwing in -------------------------------------------------------------------------------
def _throw(kn: Know, legal: list[int], taking: bool) -> int:
    st = kn.st
    stop = ID_DONE if ID_DONE in legal else ID_PASS
    d = st.defender
    endgame = kn.stock == 0
    late = kn.stock <= 4
    vals, rank, suit, trump_suit = kn.vals, RANK, SUIT, kn.trump
    if late:
        known, simple, beaters = _cannot_beat_setup(kn, d)
    best, best_score = stop, 0.0
    for a in legal:
        if not ID_THROW <= a < ID_TRANSFER:
            continue
        c = a - ID_THROW
        v = vals[c]
        trump = suit[c] == trump_suit
        if taking:
            # dumping on a taker sheds my cards, but hands him strength: cheap plain cards only
            if trump:
                continue
            if not late and rank[c] >= 6:  # Q and up are worth keeping
                continue
            score = 10.0 - v
        else:
            if trump and not endgame:
                continue
            if not late and rank[c] > PLAIN_THROW_MAX:
                continue
            score = 9.0 - v
            if late:
                if simple:
                    score += 0.0 if not beaters[c].isdisjoint(known) else 6.0
                else:
                    score += 6.0 * kn.p_cannot_beat(d, c)
            if endgame and trump:
                score -= 4.0
        if score > best_score:
            best, best_score = a, score
    return best
