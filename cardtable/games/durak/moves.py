"""What each Durak move does, and how a bout ends (durak.md sections 4-6).

``DurakMoves`` is the base of ``DurakState``: it holds no fields of its own (they are the
state's slots, annotated there), only the moves, the end of a bout, the refill and the end of the
deal.  Kept apart so that ``state`` holds the fields, the queries, the legal lists and the one
dispatch of actions, each module at a readable size.
"""

from __future__ import annotations

from cardtable.engine.state import Event, IllegalAction, State

from .phases import DEFEND, OPEN, OVER, TAKING, THROW, TRANSFER
from .tables import CLOCKWISE

HAND_SIZE = 6


class DurakMoves(State):
    """The moves of ``DurakState`` (see the module docstring)."""

    __slots__ = ()

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
            raise IllegalAction("the deal is over", "timeout", seat)
        if not self.opts.move_timer_s:
            raise IllegalAction("there is no move timer in this game (move_timer_s is 0)", "timeout", seat)
        if seat not in self.to_act():
            raise IllegalAction("only the seat whose turn it is can run out of time", "timeout", seat)
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
        if self.stock or len(self.cov) < len(self.att):
            return []
        if self.phase == TAKING:  # the taker still has to pick the cards up
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
