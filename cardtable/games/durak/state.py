"""The rules of one Durak deal (durak.md sections 3-6) as a fast, cloneable state.

A deal is a sequence of bouts.  Each bout walks through phases, and every phase has exactly one
seat to act, because the spec gives throw-ins a strict priority order (durak.md section 4 step 3
and decision 1): the lead attacker first, then the other throwers clockwise, skipping the
defender.  A thrower further down the order may only act once everyone before him has passed,
so the "window" of a throw-in round never holds two seats at once; ``to_act()`` lists the seat
holding priority.

Phases:
- ``OPEN``: the lead attacker opens with one card (``attack 7h``).
- ``DEFEND``: the defender beats one unbeaten card (``beat 7h Jh``), takes (``take``) or, with the
  transfer option, transfers (``transfer 7d``).
- ``THROW``: everything is beaten; the priority holder throws in cards of ranks on the table
  (``throw 7h``, several in a row, then ``done``) or declines (``pass``).
- ``TAKING``: the defender said «Беру»: one final chance each, in priority order, then he picks up.
- ``TRANSFER``: after ``transfer 7d`` the transferrer may add more cards of that rank, then ``done``.

Hidden information: the stock is hidden except its bottom card, the turned trump, which every
seat knows (``known``).  Table cards are public; when a bout ends they go to the discard pile
(face down, a HIDDEN zone) or into the taker's hand, and in both cases everybody saw them, so
they are marked known to all seats: views and determinization keep them where they are.
"""

from __future__ import annotations

import random

from cardtable.engine.actions import ActionTable
from cardtable.engine.cards import SUITS
from cardtable.engine.refusals import Refusal
from cardtable.engine.state import Event, IllegalAction, PublicInfo, Vis, Zone

from .moves import HAND_SIZE, DurakMoves  # noqa: F401 (HAND_SIZE re-exported)
from .options import DurakOptions
from .phases import DEFEND, OPEN, OVER, PHASE_NAMES, TAKING, THROW, TRANSFER, VERBS  # noqa: F401 (re-exported)
from .refusals import R, why_illegal
from .tables import A_ATTACK, A_BEAT, A_DONE, A_PASS, A_TAKE, A_THROW, CLOCKWISE, TABLES

MAX_ATTACK = 6
FIRST_BOUT_MAX = 5


class DurakInfo(PublicInfo):
    """Durak's public facts (``DurakState.public_info``): cards as record texts, seats as
    indices, -1 (or "") where there is none."""

    trump: str
    """The trump suit's letter."""
    trump_card: str
    """The turned trump card; "" when a position names only the suit."""
    shown: str
    """The lowest trump the first attacker showed to open the deal, or ""."""
    attacker: int
    """The lead attacker (first in the throw-in priority; the transferrer after a transfer)."""
    defender: int
    priority: int
    """The seat holding priority to throw in (or the transferrer adding cards), or -1."""
    limit: int
    """The most attack cards this bout allows."""
    table: list[str]
    """The attack cards in the order played, each ``7h`` or, once beaten, ``7h/Jh``."""
    counts: list[int]
    """Cards in each hand."""
    stock: int
    """Cards left in the stock (the turned trump included)."""
    discard: int
    out: list[int]
    """The seats out of the deal, in the order they went out."""
    durak: int
    """The durak once the deal is over; -1 before it is, and after a draw."""


class DurakState(DurakMoves):
    """One Durak deal (the fields are declared, typed, on ``DurakMoves``)."""

    __slots__ = ()

    def __init__(self, opts: DurakOptions, n: int, rng: random.Random, dealer: int) -> None:
        self.opts = opts
        self.T = TABLES
        self.init_base(TABLES.deck, n, rng)
        self.hands = [[] for _ in range(n)]
        self.stock = []
        self.discard = []
        self.att = []  # attack cards in the order played
        self.dfn = []  # defence cards in the order played
        self.cov = []  # cov[j]: index in att of the card dfn[j] beats
        self.trump = 0
        self.trump_card = -1  # the turned card (public), -1 when a position names only the suit
        self.shown = -1  # the lowest trump shown by the first attacker, -1 when none was shown
        self.dealer = dealer
        self.phase = OPEN
        self.attacker = 0  # lead attacker: first in the priority order (the transferrer after a transfer)
        self.opener = 0  # who opened the bout: first to refill
        self.defender = 1
        self.limit = MAX_ATTACK  # L: the most attack cards this bout allows
        self.prio = -1  # seat holding priority in THROW/TAKING, the transferrer in TRANSFER
        self.passed = 0  # bitmask: throwers who passed this round (THROW) or had their chance (TAKING)
        self.thrown = 0  # cards added in the current batch (a batch ends with ``done``)
        self.first_bout = True
        self.outs = 0  # bitmask of seats out of the deal
        self.out_order: list[int] = []
        self.out_step = [-1] * n  # action count when each seat went out (ties: same count)
        self.steps = 0
        self.start_active = 0  # bitmask of seats active when this bout opened
        self.durak = -1
        self.tie = False
        self.timed_out = -1
        self.tranks = 0  # ``table_ranks()`` kept up to date as cards land on the table: throw-ins ask it

    # -- cloning ---------------------------------------------------------------------------------
    def clone(self, rng: random.Random | None = None) -> DurakState:
        c = DurakState.__new__(DurakState)
        c.opts = self.opts
        c.T = self.T
        self.copy_base(c, rng)
        c.hands = [h[:] for h in self.hands]
        c.stock = self.stock[:]
        c.discard = self.discard[:]
        c.att = self.att[:]
        c.dfn = self.dfn[:]
        c.cov = self.cov[:]
        c.trump = self.trump
        c.trump_card = self.trump_card
        c.shown = self.shown
        c.dealer = self.dealer
        c.phase = self.phase
        c.attacker = self.attacker
        c.opener = self.opener
        c.defender = self.defender
        c.limit = self.limit
        c.prio = self.prio
        c.passed = self.passed
        c.thrown = self.thrown
        c.first_bout = self.first_bout
        c.outs = self.outs
        c.out_order = self.out_order[:]
        c.out_step = self.out_step[:]
        c.steps = self.steps
        c.start_active = self.start_active
        c.durak = self.durak
        c.tie = self.tie
        c.timed_out = self.timed_out
        c.tranks = self.tranks
        return c

    def fingerprint(self) -> tuple:
        """The base fingerprint without ``tranks``: a running summary of the table, not a rules fact."""
        return tuple(kv for kv in super().fingerprint() if kv[0] != "tranks")

    def zones(self) -> list[Zone]:
        zs = [
            Zone("stock", self.stock, Vis.HIDDEN),
            Zone("attack", self.att, Vis.PUBLIC),
            Zone("defence", self.dfn, Vis.PUBLIC),
            Zone("discard", self.discard, Vis.HIDDEN),
        ]
        zs += [Zone(f"hand{s}", h, Vis.OWNER, s) for s, h in enumerate(self.hands)]
        return zs

    def mask_private(self, seat: int) -> None:
        """Nothing to blank: every scalar field of a Durak deal is public knowledge."""

    # -- small queries ---------------------------------------------------------------------------
    @property
    def all_mask(self) -> int:
        return (1 << self.n) - 1

    def publish(self, cards: list[int]) -> None:
        """Everybody saw these cards: views and determinization keep them where they go."""
        self.known.update(dict.fromkeys(cards, self.all_mask))

    def next_active(self, seat: int) -> int:
        """The next seat clockwise still in the deal (``seat`` itself when nobody else is)."""
        n, outs = self.n, self.outs
        if not outs:
            return (seat + 1) % n
        for s in CLOCKWISE[n][(seat + 1) % n]:  # ends with ``seat`` itself
            if not outs >> s & 1:
                return s
        return seat

    def bound(self, seat: int) -> int:
        """The attack limit against ``seat`` as defender now: min(6, his hand), 5 in a short first bout."""
        cap = FIRST_BOUT_MAX if self.first_bout and self.opts.first_bout_five else MAX_ATTACK
        return min(cap, len(self.hands[seat]))

    def unbeaten(self) -> list[int]:
        """Attack cards not yet beaten, in table order."""
        if not self.cov:
            return list(self.att)
        covered = set(self.cov)
        return [a for i, a in enumerate(self.att) if i not in covered]

    def table_ranks(self) -> int:
        """Bitmask of the ranks on the table (attack and defence cards)."""
        bit = self.T.rank_bit
        m = 0
        for c in self.att:
            m |= bit[c]
        for c in self.dfn:
            m |= bit[c]
        return m

    def priority_order(self) -> list[int]:
        """Throwers in priority order: the lead attacker, then clockwise, skipping the defender."""
        n, outs, d = self.n, self.outs, self.defender
        out = []
        for k in range(n):
            s = (self.attacker + k) % n
            if s != d and not outs >> s & 1:
                out.append(s)
        return out

    def _next_prio(self) -> int:
        """The first thrower in priority order who holds cards and has not passed, or -1."""
        hands, d = self.hands, self.defender
        skip = self.passed | self.outs  # ``priority_order`` walked inline: no list per call
        for s in CLOCKWISE[self.n][self.attacker]:
            if s != d and hands[s] and not skip >> s & 1:
                return s
        return -1

    def can_transfer(self) -> bool:
        """Transfer preconditions that do not depend on the card: option on, nothing beaten, one rank."""
        if not self.opts.transfer or self.dfn or not self.att:
            return False
        rank = self.T.rank
        r = rank[self.att[0]]
        if any(rank[c] != r for c in self.att):
            return False
        nxt = self.next_active(self.defender)
        return nxt != self.defender and len(self.att) + 1 <= self.bound(nxt)

    # -- the protocol ----------------------------------------------------------------------------
    def to_act(self) -> list[int]:
        phase = self.phase
        if phase == DEFEND:
            return [self.defender]
        if phase == OPEN:
            return [self.attacker]
        if phase == OVER:
            return []
        return [self.prio]

    def action_table(self) -> ActionTable:
        return self.T.table

    def legal_actions(self, seat: int) -> list[str]:
        texts = self.T.table.texts
        return [texts[i] for i in self.legal_ids(seat)]

    def legal_ids(self, seat: int) -> list[int]:
        """The legal actions as native ids (see ``DurakTables``), in card order within a verb."""
        phase = self.phase
        if phase == DEFEND:
            if seat != self.defender:
                return []
            T = self.T
            beaters = T.beaters[self.trump]
            n = T.n
            hand = self.hands[seat]
            att, cov = self.att, self.cov
            # per unbeaten card, the beaters in hand in card order (sorted intersections: C loops)
            k = len(att)
            if len(cov) == k - 1:  # the usual case: one card to beat, the index cov lacks
                a = att[(k * (k - 1) >> 1) - sum(cov)] if cov else att[0]
                ds = beaters[a].intersection(hand)
                if not ds:
                    acts = []
                elif len(ds) == 1:  # no sort for one beater (a sort costs as much as the rest)
                    (d,) = ds
                    acts = [T.id_beat + a * n + d]
                else:  # ids in card order: a constant added to each card (no comprehension)
                    acts = sorted(map((T.id_beat + a * n).__add__, ds))
            else:
                acts = []
                base0 = T.id_beat
                for i, a in enumerate(att):
                    if i in cov:
                        continue
                    acts += sorted(map((base0 + a * n).__add__, beaters[a].intersection(hand)))
            if self.opts.transfer and self.can_transfer():
                rank = T.rank
                r = rank[att[0]]
                tr = T.id_transfer
                acts += [tr + c for c in sorted(hand) if rank[c] == r]
            acts.append(T.id_take)
            return acts
        if phase == OPEN:
            return sorted(self.hands[seat]) if seat == self.attacker else []  # attack c has id c
        if phase == OVER or seat != self.prio:
            return []
        T = self.T
        rank = T.rank
        room = len(self.att) < self.limit
        if phase == TRANSFER:
            acts = []
            if room:
                r = rank[self.att[0]]
                tr = T.id_transfer
                acts = [tr + c for c in sorted(self.hands[seat]) if rank[c] == r]
            acts.append(T.id_done)
            return acts
        # THROW or TAKING
        stop = T.id_done if self.thrown else T.id_pass
        if room:
            # the cards in hand of ranks on the table (``tranks`` == ``table_ranks()``), by C-level
            # set work; sorted into card order only when there are several
            cs = T.of_ranks[self.tranks].intersection(self.hands[seat])
            if cs:
                th = T.id_throw
                if len(cs) == 1:
                    (c,) = cs
                    return [th + c, stop]
                acts = sorted(map(th.__add__, cs))
                acts.append(stop)
                return acts
        return [stop]

    # -- applying --------------------------------------------------------------------------------
    def apply(self, seat: int, action: str, check: bool = True) -> list[Event]:
        if action == "timeout":
            return self._timeout(seat)
        if check and action not in self.legal_actions(seat):
            raise IllegalAction(self.why_illegal(seat, action), action, seat)
        aid = self.T.table.ids.get(action)  # every action text of the deck has an id
        if aid is None:
            raise IllegalAction(R("unknown", action=action), action, seat)
        return self._do(seat, aid)

    def _do(self, seat: int, aid: int) -> list[Event]:
        """Play the action ``aid`` (legal: checked by the caller, or a search's own choice).  It
        is ``apply_id`` too (the events it returns are empty on a search's quiet state)."""
        verb, a, d = self.T.parse_id[aid]
        self.steps += 1
        if verb == A_BEAT:
            ev = self._beat(seat, a, d)
        elif verb == A_THROW:
            ev = self._throw(seat, a)
        elif verb == A_ATTACK:
            ev = self._attack(seat, a)
        elif verb == A_TAKE:
            ev = self._take(seat)
        elif verb == A_PASS:
            ev = self._pass(seat)
        elif verb == A_DONE:
            ev = self._done(seat)
        else:
            ev = self._transfer(seat, a)
        # ``_check_end``'s own necessary conditions first (no stock, nothing unbeaten, at most one
        # seat holding cards): most moves of a rollout end here without the call
        if (not self.stock and len(self.cov) == len(self.att) and not self.over
                and self.hands.count([]) >= self.n - 1):
            ev += self._check_end()
        return ev

    apply_id = _do  # type: ignore[assignment]  # one call less per rollout step

    def why_illegal(self, seat: int, action: str) -> Refusal:
        """Why ``action`` is not legal for ``seat`` now (``refusals``)."""
        return why_illegal(self, seat, action)

    # -- results ---------------------------------------------------------------------------------
    def first_out(self) -> list[int]:
        """Seats that went out first (several when they left at the same moment, after a refill)."""
        steps = [self.out_step[s] for s in self.out_order]
        if not steps:
            return []
        first = min(steps)
        return [s for s in self.out_order if self.out_step[s] == first]

    def rating(self) -> list[int]:
        """Rating points of this deal (durak.md section 6): win 2, draw 1, loss 0."""
        n = self.n
        if self.timed_out >= 0:
            return [0 if s == self.timed_out else 2 for s in range(n)]
        first_only = self.opts.rating_mode == "first_out_only"
        firsts = set(self.first_out())
        pts = [0] * n
        for s in range(n):
            if s == self.durak:
                pts[s] = 0
            elif self.tie and self.start_active >> s & 1:
                pts[s] = 1
            elif first_only:
                pts[s] = 2 if s in firsts else 1
            else:
                pts[s] = 2
        return pts

    def public_info(self) -> DurakInfo:
        """Public facts for screens and logs (no hidden card)."""
        text = self.deck.text
        pairs = []
        for i, a in enumerate(self.att):
            d = self.dfn[self.cov.index(i)] if i in self.cov else -1
            pairs.append(f"{text(a)}/{text(d)}" if d >= 0 else text(a))
        return {
            "phase": PHASE_NAMES[self.phase],
            "trump": SUITS[self.trump],
            "trump_card": text(self.trump_card) if self.trump_card >= 0 else "",
            "shown": text(self.shown) if self.shown >= 0 else "",
            "attacker": self.attacker,
            "defender": self.defender,
            "priority": self.prio,
            "limit": self.limit,
            "table": pairs,
            "counts": [len(h) for h in self.hands],
            "stock": len(self.stock),
            "discard": len(self.discard),
            "out": list(self.out_order),
            "durak": self.durak,
        }

    def pairs(self) -> list[tuple[int, int]]:
        """The table as (attack card, defence card or -1) pairs, for screens."""
        out = []
        for i, a in enumerate(self.att):
            out.append((a, self.dfn[self.cov.index(i)] if i in self.cov else -1))
        return out

