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


class Know:
    """What the bot can know from its view: its hand, the trump, and the cards no one has seen.

    The unseen cards are worked out on first use only: most decisions (throw-ins, defence) do
    not need them, and the hard bot calls this bot at every step of its rollouts.
    """

    __slots__ = ("st", "seat", "hand", "trump", "suit", "rank", "stock", "_unseen", "_known_in", "beaters")

    def __init__(self, st: DurakState, seat: int) -> None:
        self.st = st
        self.seat = seat
        self.hand = st.hands[seat]
        self.trump = st.trump
        self.suit = st.T.suit
        self.rank = RANK
        self.stock = len(st.stock)
        self._unseen: list[int] | None = None
        self._known_in: list[list[int]] = []
        self.beaters = st.T.beaters[st.trump]  # per card, the set of cards that beat it

    def _scan(self) -> list[int]:
        st = self.st
        seen = set(self.hand) | set(st.att) | set(st.dfn) | set(st.discard)
        seen.update(c for c in st.stock if c != UNKNOWN)
        for s, h in enumerate(st.hands):
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
        return self.rank[c] + (TRUMP if self.suit[c] == self.trump else 0)

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
        hidden = sum(len(h) - len(self.known_in[s]) for s, h in enumerate(st.hands) if s != self.seat)
        mine = len(st.hands[seat]) - len(self.known_in[seat])
        return hidden == mine

    def p_cannot_beat(self, seat: int, a: int) -> float:
        """Chance that ``seat`` holds no card beating ``a`` (known cards first, the rest by counting)."""
        bs = self.beaters[a]
        if not bs.isdisjoint(self.known_in[seat]):
            return 0.0
        st = self.st
        k = len(st.hands[seat]) - len(self.known_in[seat])  # his unknown cards
        pool = len(self.unseen)
        if k <= 0 or pool == 0:
            return 1.0
        b = len(bs.intersection(self.unseen))  # unseen cards are distinct
        if self.exact(seat):
            return 0.0 if b else 1.0
        p = 1.0
        for i in range(min(k, pool)):
            p *= max(0.0, (pool - b - i) / (pool - i))
        return p


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
    kn = Know(st, view.seat)
    phase = st.phase
    if phase == OPEN:
        return _attack(kn, legal, rng)
    if phase == DEFEND:
        return _defend(kn, legal)
    if phase == TRANSFER:
        return _transfer_more(kn, legal)
    if phase in (THROW, TAKING):
        return _throw(kn, legal, phase == TAKING)
    return legal[0]


def _card_of(st: DurakState, action: str) -> int:
    """The card an ``attack``/``throw``/``transfer`` action names (from the parse table, no split)."""
    return st.T.parse[action][1]


# -- attacking ---------------------------------------------------------------------------------
def _attack(kn: Know, legal: list[str], rng: random.Random) -> str:
    st = kn.st
    d = st.defender
    late = kn.stock <= 2
    rank = kn.rank
    counts = [0] * 9  # per rank: cards in hand, and plain (non-trump) cards in hand
    plain = [0] * 9
    for c in kn.hand:
        counts[rank[c]] += 1
        if not kn.is_trump(c):
            plain[rank[c]] += 1
    unseen_of_rank = [0] * 9
    if st.opts.transfer:
        for x in kn.unseen:
            unseen_of_rank[rank[x]] += 1
    cards = st.T.card
    best, best_score = legal[0], -1e9
    for a in legal:
        c = cards[a[a.index(" ") + 1:]]
        v = kn.val(c)
        score = -float(v)
        trump = kn.is_trump(c)
        if trump:
            score -= 6.0 if not late else 1.0
        # a rank I hold twice can be thrown in again
        same = counts[rank[c]] - 1
        plain_same = plain[rank[c]] - (0 if trump else 1)
        score += 1.2 * plain_same + (0.3 * same if late else 0.0)
        if late:
            # in the endgame a card the defender cannot beat is worth a lot: he must take
            score += 10.0 * kn.p_cannot_beat(d, c)
            if len(kn.hand) == 1:
                score += 50.0
        if st.opts.transfer:
            # fewer unseen cards of this rank: less chance the defender transfers it on
            score -= 0.6 * unseen_of_rank[rank[c]]
        score += rng.random() * 0.01
        if score > best_score:
            best, best_score = a, score
    return best


# -- defending ---------------------------------------------------------------------------------
def _plan(kn: Know, unbeaten: list[int]) -> tuple[float, list[tuple[int, int]]] | None:
    """The cheapest way to beat every unbeaten card, or None when some card cannot be beaten."""
    early = kn.stock > EARLY_STOCK

    def cost(d: int) -> float:
        v = kn.val(d)
        if kn.is_trump(d):
            return v + (6.0 if early else 2.0)
        return float(v)

    options = []
    for a in unbeaten:
        bs = sorted((d for d in kn.hand if kn.beats(d, a)), key=cost)
        if not bs:
            return None
        options.append(bs[:4])
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
        ok = True
        for i in perm:
            d = next((d for d in options[i] if d not in used), None)
            if d is None:
                ok = False
                break
            used.add(d)
            total += cost(d)
            pairs.append((unbeaten[i], d))
        if ok and (best is None or total < best[0]):
            best = (total, pairs)
    if best is None:  # the short candidate lists ran out: retry greedily with whole hands
        used = set()
        pairs = []
        total = 0.0
        for a in sorted(unbeaten, key=lambda a: -kn.val(a)):
            d = next((d for d in sorted(kn.hand, key=cost) if d not in used and kn.beats(d, a)), None)
            if d is None:
                return None
            used.add(d)
            total += cost(d)
            pairs.append((a, d))
        best = (total, pairs)
    return best


def _defend(kn: Know, legal: list[str]) -> str:
    st = kn.st
    unbeaten = st.unbeaten()
    plan = _plan(kn, unbeaten)
    transfers = [a for a in legal if a.startswith("transfer ")]
    if transfers:
        tcards = sorted((_card_of(st, a) for a in transfers), key=kn.val)
        c = tcards[0]
        plan_uses_trump = plan is not None and any(kn.is_trump(d) for _, d in plan[1])
        if not kn.is_trump(c):
            if plan is None or plan_uses_trump or plan[0] > kn.val(c) + 2:
                return f"transfer {st.deck.text(c)}"
        elif plan is None and (kn.stock <= EARLY_STOCK or len(st.att) >= 3):
            return f"transfer {st.deck.text(c)}"
    if plan is None:
        return "take"
    pairs = plan[1]
    if _should_take(kn, pairs):
        return "take"
    a, d = max(pairs, key=lambda p: kn.val(p[1]))
    return f"beat {st.deck.text(a)} {st.deck.text(d)}"


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


def _transfer_more(kn: Know, legal: list[str]) -> str:
    st = kn.st
    more = [a for a in legal if a.startswith("transfer ")]
    plain = [a for a in more if not kn.is_trump(_card_of(st, a))]
    return plain[0] if plain else "done"


# -- throwing in -------------------------------------------------------------------------------
def _throw(kn: Know, legal: list[str], taking: bool) -> str:
    st = kn.st
    stop = "done" if "done" in legal else "pass"
    throws = [a for a in legal if a.startswith("throw ")]
    if not throws:
        return stop
    d = st.defender
    endgame = kn.stock == 0
    late = kn.stock <= 4
    best, best_score = stop, 0.0
    for a in throws:
        c = _card_of(st, a)
        v = kn.val(c)
        trump = kn.is_trump(c)
        if taking:
            # dumping on a taker sheds my cards, but hands him strength: cheap plain cards only
            if trump:
                continue
            if not late and kn.rank[c] >= 6:  # Q and up are worth keeping
                continue
            score = 10.0 - v
        else:
            if trump and not endgame:
                continue
            if not late and kn.rank[c] > PLAIN_THROW_MAX:
                continue
            score = 9.0 - v
            if late:
                score += 6.0 * kn.p_cannot_beat(d, c)
            if endgame and trump:
                score -= 4.0
        if score > best_score:
            best, best_score = a, score
    return best
