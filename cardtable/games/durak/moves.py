"""What each Durak move does, and how a bout ends (durak.md sections 4-6).

``DurakMoves`` is the base of ``DurakState``: it declares the deal's fields (the slots, typed:
what the moves read and write; ``DurakState.__init__`` sets them) and holds the moves, the end of
a bout, the refill and the end of the deal.  Kept apart so that ``state`` holds the queries, the
legal lists and the one dispatch of actions, each module at a readable size.
"""

from __future__ import annotations

from abc import abstractmethod

from cardtable.engine.state import Event, IllegalAction, State

from .options import DurakOptions
from .phases import DEFEND, OPEN, OVER, TAKING, THROW, TRANSFER
from .refusals import R
from .tables import CLOCKWISE, DurakTables

HAND_SIZE = 6


class DurakMoves(State):
    """The fields and the moves of ``DurakState`` (see the module docstring)."""

    __slots__ = (
        "T", "hands", "stock", "discard", "att", "dfn", "cov",
        "trump", "trump_card", "shown", "attacker", "opener", "defender", "limit",
        "prio", "passed", "thrown", "first_bout", "outs", "out_order", "out_step", "steps",
        "start_active", "durak", "tie", "timed_out", "tranks",
    )

    opts: DurakOptions
    T: DurakTables
    hands: list[list[int]]
    stock: list[int]
    """The stock, its top card last; ``stock[0]`` is the turned trump card."""
    discard: list[int]
    att: list[int]
    """Attack cards in the order played."""
    dfn: list[int]
    """Defence cards in the order played."""
    cov: list[int]
    """``cov[j]``: the index in ``att`` of the card ``dfn[j]`` beats."""
    trump: int
    trump_card: int
    """The turned card (public), -1 when a position names only the suit."""
    shown: int
    """The lowest trump shown by the first attacker, -1 when none was shown."""
    attacker: int
    """The lead attacker: first in the priority order (the transferrer after a transfer)."""
    opener: int
    """Who opened the bout: first to refill."""
    defender: int
    limit: int
    """L: the most attack cards this bout allows."""
    prio: int
    """The seat holding priority in THROW/TAKING, the transferrer in TRANSFER, else -1."""
    passed: int
    """Bitmask: throwers who passed this round (THROW) or had their chance (TAKING)."""
    thrown: int
    """Cards added in the current batch (a batch ends with ``done``)."""
    first_bout: bool
    outs: int
    """Bitmask of the seats out of the deal."""
    out_order: list[int]
    out_step: list[int]
    """The action count when each seat went out (ties: the same count), -1 while in."""
    steps: int
    start_active: int
    """Bitmask of the seats active when this bout opened."""
    durak: int
    tie: bool
    timed_out: int
    tranks: int
    """``table_ranks()`` kept up to date as cards land on the table: throw-ins ask it."""

    # -- the queries the moves ask (``DurakState`` answers them) ------------------------------------
    @abstractmethod
    def next_active(self, seat: int) -> int:
        """The next seat clockwise still in the deal (``seat`` itself when nobody else is)."""

    @abstractmethod
    def bound(self, seat: int) -> int:
        """The attack limit against ``seat`` as defender now."""

    @abstractmethod
    def publish(self, cards: list[int]) -> None:
        """Everybody saw these cards."""

    @abstractmethod
    def _next_prio(self) -> int:
        """The first thrower in priority order who holds cards and has not passed, or -1."""

    # -- the moves -------------------------------------------------------------------------------
    # A card leaves the hand: ``hand.remove(c)``, and a player who empties it with the stock gone
    # is out (``_go_out``).  Written out in each move: the helper's call cost ~2% of a playout.

    def _attack(self, seat: int, c: int) -> list[Event]:
        self.att.append(c)
        self.tranks |= self.T.rank_bit[c]
        ev = [] if self.quiet else [Event("attack", seat, card=c, defender=self.defender)]
        hand = self.hands[seat]
        hand.remove(c)
        if not hand and not self.stock:
            ev += self._go_out([seat])
        self.phase = DEFEND
        return ev

    def _beat(self, seat: int, a: int, d: int) -> list[Event]:
        self.dfn.append(d)
        self.tranks |= self.T.rank_bit[d]
        self.cov.append(self.att.index(a))
        ev = [] if self.quiet else [Event("beat", seat, card=a, by=d)]
        hand = self.hands[seat]
        hand.remove(d)
        if not hand and not self.stock:
            ev += self._go_out([seat])
        if len(self.cov) == len(self.att):
            ev += self._all_beaten()
        return ev

    def _all_beaten(self) -> list[Event]:
        """Every attack card is covered: a throw-in round opens, or the bout is beaten."""
        self.passed = 0
        self.thrown = 0
        if len(self.att) >= self.limit or not self.hands[self.defender]:
            return self._end_bout(taken=False)
        self.prio = self._next_prio()
        if self.prio < 0:
            return self._end_bout(taken=False)
        self.phase = THROW
        return []

    def _throw(self, seat: int, c: int) -> list[Event]:
        self.att.append(c)
        self.tranks |= self.T.rank_bit[c]
        ev = [] if self.quiet else [Event("throw", seat, card=c)]
        return self._added(seat, c, ev)

    def _added(self, seat: int, c: int, ev: list[Event]) -> list[Event]:
        """A thrown or transferred card leaves the hand; the batch ends when the table or the hand is full or empty."""
        self.thrown += 1
        hand = self.hands[seat]
        hand.remove(c)
        if not hand and not self.stock:
            ev += self._go_out([seat])
        if len(self.att) >= self.limit or not hand:
            ev += self._end_batch(seat)
        return ev

    def _done(self, seat: int) -> list[Event]:
        return ([] if self.quiet else [Event("done", seat)]) + self._end_batch(seat)

    def _end_batch(self, seat: int) -> list[Event]:
        """The current batch of added cards is complete: the defender answers, or the next thrower."""
        self.thrown = 0
        if self.phase == TAKING:
            self.passed |= 1 << seat
            return self._next_taker_chance()
        # THROW and TRANSFER batches both hand the unbeaten cards to the defender
        self.phase = DEFEND
        self.prio = -1
        return []

    def _pass(self, seat: int) -> list[Event]:
        self.passed |= 1 << seat
        if self.phase == TAKING:  # nothing more for a taker: «Пас», not «Бито»
            return ([] if self.quiet else [Event("pass", seat, taking=True)]) + self._next_taker_chance()
        ev = [] if self.quiet else [Event("pass", seat)]
        self.prio = self._next_prio()
        if self.prio < 0:
            ev += self._end_bout(taken=False)
        return ev

    def _take(self, seat: int) -> list[Event]:
        ev = [] if self.quiet else [Event("take", seat)]
        self.phase = TAKING
        self.passed = 0
        self.thrown = 0
        if len(self.att) >= self.limit:
            return ev + self._end_bout(taken=True)
        return ev + self._next_taker_chance()

    def _next_taker_chance(self) -> list[Event]:
        self.prio = self._next_prio() if len(self.att) < self.limit else -1
        if self.prio < 0:
            return self._end_bout(taken=True)
        return []

    def _transfer(self, seat: int, c: int) -> list[Event]:
        self.att.append(c)
        self.tranks |= self.T.rank_bit[c]
        ev: list[Event] = []
        if self.phase == DEFEND:
            new = self.next_active(seat)
            self.limit = self.bound(new)
            self.attacker = seat
            self.defender = new
            self.prio = seat
            self.thrown = 0
            self.phase = TRANSFER
            if not self.quiet:
                ev.append(Event("transfer", seat, card=c, defender=new))
        else:
            if not self.quiet:
                ev.append(Event("transfer_more", seat, card=c))
        return self._added(seat, c, ev)

    def _timeout(self, seat: int) -> list[Event]:
        if self.over:
            raise IllegalAction(R("over"), "timeout", seat)
        if not self.opts.move_timer_s:
            raise IllegalAction(R("no_timer"), "timeout", seat)
        if seat not in self.to_act():
            raise IllegalAction(R("timeout_turn"), "timeout", seat)
        self.steps += 1
        self.timed_out = seat
        return ([] if self.quiet else [Event("timeout", seat)]) + self._finish(durak=seat)

    # -- bouts -----------------------------------------------------------------------------------
    def _end_bout(self, taken: bool) -> list[Event]:
        """Clear the table (to the taker or the discard), refill, and open the next bout."""
        table = self.att + self.dfn
        self.known.update(dict.fromkeys(table, (1 << self.n) - 1))  # ``publish`` inline: once a bout
        d = self.defender
        if taken:
            self.hands[d].extend(table)
            ev = [] if self.quiet else [Event("pickup", d, cards=table)]
        else:
            self.discard.extend(table)
            ev = [] if self.quiet else [Event("beaten", d, cards=table)]
        self.att.clear()
        self.dfn.clear()
        self.cov.clear()
        self.tranks = 0
        self.first_bout = False
        self.prio = -1
        self.passed = 0
        self.thrown = 0
        if self.stock:
            ev += self._refill()
        if not self.stock:
            outs = self.outs
            if self.hands.count([]) > outs.bit_count():  # an empty hand of a seat not out yet (C counts)
                ev += self._go_out([s for s, h in enumerate(self.hands) if not h and not outs >> s & 1])
            ev += self._check_end()
            if self.over:
                return ev
        if taken:
            nxt = self.next_active(d)
        else:
            nxt = d if not self.outs >> d & 1 else self.next_active(d)
        return ev + self.open_bout(nxt)

    def open_bout(self, attacker: int) -> list[Event]:
        """Start a bout with ``attacker`` to open against the next active seat."""
        self.attacker = self.opener = attacker
        self.defender = self.next_active(attacker)
        self.limit = self.bound(self.defender)
        self.phase = OPEN
        self.prio = -1
        self.start_active = ((1 << self.n) - 1) & ~self.outs  # every seat still in
        return [] if self.quiet else [Event("bout", attacker, defender=self.defender, limit=self.limit)]

    def refill_order(self) -> list[int]:
        """The opener, the other throwers clockwise from him, the (final) defender last."""
        d, o, outs = self.defender, self.opener, self.outs
        order = [] if o == d else [o]
        order += [s for s in CLOCKWISE[self.n][o][1:] if s != d and not outs >> s & 1]
        order.append(d)
        return order

    def _refill(self) -> list[Event]:
        ev: list[Event] = []
        stock = self.stock
        for s in self.refill_order():
            if not stock:
                break
            hand = self.hands[s]
            k = min(HAND_SIZE - len(hand), len(stock))
            if k > 0:
                got = stock[:-k - 1:-1]  # the top k cards, top first (one by one off the stock)
                del stock[-k:]
                hand.extend(got)
                if not self.quiet:
                    ev.append(Event("draw", s, n=len(got)))
                    ev.append(Event("drew", s, to=1 << s, cards=got))
                if got[-1] == self.trump_card:
                    if not self.quiet:
                        ev.append(Event("trump_drawn", s, card=got[-1]))
        return ev

    def _go_out(self, seats: list[int]) -> list[Event]:
        ev = []
        for s in seats:
            self.outs |= 1 << s
            self.out_order.append(s)
            self.out_step[s] = self.steps
            if not self.quiet:
                ev.append(Event("out", s, place=len(self.out_order)))
        return ev

    def _check_end(self) -> list[Event]:
        """The deal ends when the stock is gone, at most one seat holds cards and nothing is unbeaten."""
        # «Беру» leaves its attack cards unbeaten until the bout ends, so a taker still to pick up
        # is caught by the first test; ``_end_bout`` asks after the pick-up, with the phase still
        # TAKING: the deal may end there (the taker alone holds cards), no bout opens against himself
        if self.stock or len(self.cov) < len(self.att):
            return []
        hands = self.hands
        if len(hands) - hands.count([]) > 1:  # two seats still hold cards (a C-level count)
            return []
        holder = next((s for s, h in enumerate(hands) if h), -1)
        if self.att:
            self.publish(self.att + self.dfn)
            self.discard.extend(self.att)
            self.discard.extend(self.dfn)
            self.att.clear()
            self.dfn.clear()
            self.cov.clear()
            self.tranks = 0
        return self._finish(durak=holder)

    def _finish(self, durak: int) -> list[Event]:
        self.durak = durak
        self.tie = durak < 0
        self.over = True
        self.phase = OVER
        self.prio = -1
        if durak >= 0:
            return [] if self.quiet else [Event("durak", durak)]
        if self.quiet:
            return []
        return [Event("tie", None, seats=[s for s in range(self.n) if self.start_active >> s & 1])]
