"""The rules of one hand of Twenty-Two (twenty_two.md sections 2-4) as a fast, cloneable state.

Built on the trick layer (``engine.tricks``: hands, the trick in progress, finished tricks, seats
taking part) and the set-trick rules (``engine.trick_sets``: heading, ducking, the leader's limit).
Suits never matter; ranks do.  A set is played card by card, as people pick cards at a table:
``play 9h`` puts one card; a leader who may add cards of the same rank ends his lead with ``done``
(or it ends by itself when nothing can be added); a follower's set is complete at ``m`` cards,
and every card he picks must leave a legal set reachable.

Exchange (section 3): ``discard 9h`` lays one card face down on the dead pile (the hidden zone
``dead``; the seat remembers its own discards in ``discards``, which a view of another seat blanks),
``draw`` then takes as many from the stock (the number is public), ``pass`` exchanges nothing.

When the last trick is complete the losers' last cards move to their scoring piles (public zones
``pile<seat>`` that the match carries from hand to hand), so the hand's zones always hold the deck.
"""

from __future__ import annotations

import random
from typing import Any

from cardtable.engine.actions import ActionTable
from cardtable.engine.cards import UNKNOWN, Deck
from cardtable.engine.mechanics.trick_sets import HIGHEST_CARD, duck_void, heads, lead_limit, pickable, pickable_top
from cardtable.engine.mechanics.tricks import TrickInfo, TrickState, deal_order_among, next_among
from cardtable.engine.refusals import Refusal, preamble
from cardtable.engine.state import Event, IllegalAction, PublicInfo, Vis, Zone

from .options import TwentyTwoOptions
from .refusals import R
from .tables import TABLES, Tables

EXCHANGE, PLAY, OVER = range(3)
PHASE_NAMES = ("exchange", "play", "over")
DECKS = {k: t.deck for k, t in TABLES.items()}
VALUE = (2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 11)
"""Penalty value by rank index (2..A): the face value, court cards 10, the ace 11."""


def deck_for(opts: TwentyTwoOptions) -> Deck:
    return DECKS[opts.decks]


class TwentyTwoInfo(PublicInfo, TrickInfo):
    """Twenty-Two's public facts (``TwentyTwoState.public_info``): cards as record texts."""

    dealer: int
    seats: list[int]
    """The seats taking part in the hand (an eliminated dealer deals without playing)."""
    dealer_out: bool
    """The dealer is out of the match and only deals this hand."""
    size: int
    """Cards dealt to each player."""
    stock: int
    """Cards left in the stock (what the exchange can still draw)."""
    exchanged: list[int | None]
    """Cards each seat changed, None before its turn in the exchange."""
    pending: int
    """Cards laid away so far by the seat exchanging now (it draws as many)."""
    lead_size: int
    """Cards in the lead (every set of the trick has as many); 0 while the leader may still add."""
    best: list[str]
    """The best set of the trick so far."""
    best_seat: int
    """Who played the best set, -1 before the lead is complete."""
    piles: list[list[str]]
    """Each seat's scoring pile: the cards that lost it a hand (carried from hand to hand)."""
    losers: list[int]
    """The seats that won the last trick and so lost the hand (in play order), once it is over."""
    first_draw: list[list[list[Any]]]
    """The draw for the first dealer: rounds of ``[seat, card]`` pairs (ties draw again)."""


class TwentyTwoState(TrickState):
    """One hand.  ``seats`` take part (an eliminated dealer deals without playing); ``size`` cards
    were dealt each; ``order`` is the exchange order; ``exchanged`` the public count per seat (-1:
    not yet); ``pending`` cards discarded so far by the seat exchanging now.  In play, ``m`` is the
    size of the lead (0 while the leader is still adding cards), ``set_start`` the index in
    ``trick`` where the set of the seat to play began, ``best`` ``(start, end)`` of the current best
    set.  ``held`` is the follower's hand before he began his set (what a duck is measured on).
    ``losers`` are the seats that lost the hand, ``lost_card`` the card of the last of them."""

    __slots__ = ("T", "seats", "size", "order", "exchanged", "pending", "discards", "dead",
                 "piles", "m", "set_start", "best", "held", "losers", "lost_card", "first_draw", "final_trick")

    opts: TwentyTwoOptions

    def __init__(self, opts: TwentyTwoOptions, n: int, rng: random.Random, dealer: int, seats: list[int],
                 piles: list[list[int]] | None = None) -> None:
        self.opts = opts
        self.T: Tables = TABLES[opts.decks]
        self.init_base(self.T.deck, n, rng)
        self.init_tricks(n)
        self.dealer = dealer
        self.seats = list(seats)
        self.size = 0
        self.phase = EXCHANGE
        self.order: list[int] = []
        self.exchanged = [-1] * n
        self.pending = 0
        self.discards: list[list[int]] = [[] for _ in range(n)]
        self.dead: list[int] = []
        self.piles = [p[:] for p in piles] if piles else [[] for _ in range(n)]
        self.m = 0
        self.set_start = 0
        self.best = (0, 0)
        self.held: list[int] = []
        self.losers: list[int] = []
        self.lost_card = -1
        self.first_draw: list[list[tuple[int, int]]] = []
        self.final_trick: list[tuple[int, int]] = []

    def clone(self, rng: random.Random | None = None) -> TwentyTwoState:
        c = TwentyTwoState.__new__(TwentyTwoState)
        c.opts = self.opts
        c.T = self.T
        self.copy_base(c, rng)
        self.copy_tricks(c)
        c.dealer = self.dealer
        c.seats = self.seats  # never changed after the deal
        c.size = self.size
        c.phase = self.phase
        c.order = self.order
        c.exchanged = self.exchanged[:]
        c.pending = self.pending
        c.discards = [d[:] for d in self.discards]
        c.dead = self.dead[:]
        c.piles = [p[:] for p in self.piles]
        c.m = self.m
        c.set_start = self.set_start
        c.best = self.best
        c.held = self.held[:]
        c.losers = self.losers[:]
        c.lost_card = self.lost_card
        c.first_draw = self.first_draw
        c.final_trick = self.final_trick  # set once, when the hand ends
        return c

    # -- zones ----------------------------------------------------------------------------------
    def zones(self) -> list[Zone]:
        zs = self.trick_zones()
        zs.append(Zone("dead", self.dead, Vis.HIDDEN))
        zs += [Zone(f"pile{s}", p, Vis.PUBLIC) for s, p in enumerate(self.piles)]
        return zs

    def mask_private(self, seat: int) -> None:
        """A seat remembers its own discards (they lie face down in ``dead``); the others' stay
        counted, not named."""
        self.discards = [d if s == seat else [UNKNOWN] * len(d) for s, d in enumerate(self.discards)]

    # -- the deal ---------------------------------------------------------------------------------
    def deal(self, size: int) -> list[Event]:
        """Deal ``size`` cards each (fewer when the pack is short: floor(pack / players), section 2)
        from ``stock`` to the seats taking part, then start the exchange or the play."""
        k = len(self.seats)
        size = min(size, len(self.stock) // k)
        self.size = size
        order = deal_order_among(self.n, self.dealer, self.seats)
        stock = self.stock
        cut = len(stock) - size * k
        top = stock[cut:][::-1]  # one card at a time from the top, clockwise: seat j of ``order`` gets every k-th
        del stock[cut:]
        for j, s in enumerate(order):
            self.hands[s] += top[j::k]
        self.order = order
        self.leader = self.turn = order[0]
        ev = [] if self.quiet else [
            Event("deal", self.dealer, cards=size, seats=list(self.seats), stock=len(self.stock))]
        if self.opts.exchange_phase and self.stock:
            self.phase = EXCHANGE
        else:
            self.phase = PLAY
        return ev

    # -- queries ----------------------------------------------------------------------------------
    def to_act(self) -> list[int]:
        return [] if self.over else [self.turn]

    def rank(self, cards: list[int]) -> list[int]:
        r = self.deck.rank_of
        return [r[c] for c in cards]

    def best_ranks(self) -> list[int]:
        a, b = self.best
        return self.rank(self.trick[a:b])

    def lead_open(self) -> bool:
        """The leader has put cards and may still add (``m`` not fixed yet)."""
        return bool(self.trick) and self.m == 0

    def playable(self, seat: int) -> list[int]:
        """The cards of ``seat`` that may be put now (one id per text, hand order)."""
        hand = self.hands[seat]
        rank = self.T.rank
        trick = self.trick
        if not trick:
            cards = list(hand)
        elif self.m == 0:  # adding to a lead: the same rank, within the limit
            r0 = rank[trick[0]]
            cards = [c for c in hand if rank[c] == r0]
        elif self.opts.set_beat_rule == HIGHEST_CARD:  # the default rule, on its fast path
            a, b = self.best
            if b - a == 1:  # a single-card trick (``pickable_top``'s first case, inlined: the commonest step)
                top = rank[trick[a]]
                ranks = [rank[c] for c in hand]
                if self.opts.must_head_if_able and max(ranks) >= top:
                    cards = [c for c in hand if rank[c] >= top]
                else:
                    low = min(ranks)
                    cards = [c for c in hand if rank[c] >= top or rank[c] == low]
                return cards if self.T.single else self._one_per_text(cards)
            top = max([rank[c] for c in trick[a:b]])
            cards = pickable_top([rank[c] for c in trick[self.set_start:]], hand, self.held, self.m, top,
                                 rank, self.opts.must_head_if_able)
        else:
            ok = pickable(self.rank(trick[self.set_start:]), self.rank(hand), self.rank(self.held), self.m,
                          self.best_ranks(), self.opts.set_beat_rule, self.opts.must_head_if_able)
            cards = [c for c in hand if rank[c] in ok]
        return cards if self.T.single else self._one_per_text(cards)

    def _one_per_text(self, cards: list[int]) -> list[int]:
        """``cards`` with one id per text (two packs: the first copy in hand order)."""
        tid = self.T.tid
        out, seen_t = [], set()
        for c in cards:
            if tid[c] not in seen_t:
                seen_t.add(tid[c])
                out.append(c)
        return out

    def action_table(self) -> ActionTable:
        """The pack's native action ids (``tables``: a play's id is its card text's index)."""
        return self.T.actions

    def legal_actions(self, seat: int) -> list[str]:
        texts = self.T.actions.texts
        return [texts[a] for a in self.legal_ids(seat)]

    def legal_ids(self, seat: int) -> list[int]:
        """The legal actions as ids (``tables``), in the order they have always been listed: the
        cards (one per text, hand order), then ``draw``/``pass`` or ``done``.  Written for speed:
        the search's rollouts ask it at every step."""
        if self.over or seat != self.turn:
            return []
        T = self.T
        if self.phase == EXCHANGE:
            if self.pending < len(self.stock):
                if T.single:
                    u = T.u
                    acts = [c + u for c in self.hands[seat]]
                else:
                    did = T.did
                    acts = list(dict.fromkeys([did[c] for c in self.hands[seat]]))
            else:
                acts = []
            acts.append(T.draw if self.pending else T.pass_)
            return acts
        if T.single:  # one pack: a play's id is its card
            if not self.trick:  # a lead: any card
                return self.hands[seat][:]
            acts = self.playable(seat)
        else:
            tid = T.tid
            acts = [tid[c] for c in self.playable(seat)]
        if self.trick and self.m == 0:
            acts.append(T.done)
        return acts

    # -- applying ---------------------------------------------------------------------------------
    def apply(self, seat: int, action: str, check: bool = True) -> list[Event]:
        if check and action not in self.legal_actions(seat):
            raise IllegalAction(self.why_illegal(seat, action), action, seat)
        aid = self.T.actions.ids.get(action)
        if aid is None:
            raise IllegalAction(self.why_illegal(seat, action), action, seat)
        return self._do(seat, aid)

    def _do(self, seat: int, aid: int) -> list[Event]:
        """Play the legal action ``aid``: the one dispatch of ``apply`` and ``apply_id`` (whose
        events are empty in a search's quiet state)."""
        T = self.T
        u = T.u
        if aid < u:
            if T.single:  # one pack: the id is the card
                return self._play(seat, aid)
            hand = self.hands[seat]
            return self._play(seat, next(c for c in T.cards_of[aid] if c in hand))
        if aid < 2 * u:
            if T.single:
                return self._discard(seat, aid - u)
            hand = self.hands[seat]
            return self._discard(seat, next(c for c in T.cards_of[aid - u] if c in hand))
        if aid == T.done:
            return self._close_lead()
        return self._end_exchange(seat)

    apply_id = _do  # type: ignore[assignment]  # returns the events apply_id drops: one call less per search step

    def card_in_hand(self, seat: int, text: str) -> int:
        hand = self.hands[seat]
        return next(c for c in self.deck.by_text[text] if c in hand)

    def why_illegal(self, seat: int, action: str) -> Refusal:
        """Why ``action`` is not legal for ``seat`` now (``refusals.R``)."""
        first = preamble(self.over, [self.turn], seat, action, ("discard", "draw", "pass", "play", "done"), catalog=R)
        if first is not None:
            return first
        verb, _, arg = action.partition(" ")
        if self.phase == EXCHANGE:
            if verb == "discard":
                if arg not in self.deck.by_text or not any(c in self.hands[seat] for c in self.deck.by_text[arg]):
                    return R("not_holding", card=arg)
                return R("stock_short", n=len(self.stock))
            if verb in ("draw", "pass"):
                return R("discard_first") if verb == "draw" else R("must_draw")
            return R("exchange_first")
        if verb in ("discard", "draw", "pass"):
            return R("exchange_over")
        if verb == "done":
            return R("done_leader")
        ids = self.deck.by_text.get(arg)
        if not ids or not any(c in self.hands[seat] for c in ids):
            return R("not_holding", card=arg)
        if not self.trick:
            return R("lead_any")
        if self.m == 0:
            return R("lead_set", n=lead_limit(len(self.hands[seat]) + len(self.trick), self.opts.multi_card_leads))
        if self.opts.must_head_if_able:
            return R("must_head_set", m=self.m, card=self.deck.text(self.trick[self.best[0]]))
        return R("head_or_duck", m=self.m)

    # -- exchange -----------------------------------------------------------------------------------
    def _discard(self, seat: int, c: int) -> list[Event]:
        self.hands[seat].remove(c)
        self.discards[seat].append(c)
        self.dead.append(c)
        self.pending += 1
        if self.quiet:
            return []
        others = ((1 << self.n) - 1) & ~(1 << seat)
        return [Event("discard", seat, to=1 << seat, card=c), Event("discard", seat, to=others)]

    def _end_exchange(self, seat: int) -> list[Event]:
        k = self.pending
        drawn = [self.stock.pop() for _ in range(k)]
        self.hands[seat].extend(drawn)
        self.exchanged[seat] = k
        self.pending = 0
        ev = [] if self.quiet else [Event("exchange", seat, n=k)]
        if drawn:
            if not self.quiet:
                ev.append(Event("drew", seat, to=1 << seat, cards=drawn))
        i = self.order.index(seat)
        if i + 1 < len(self.order) and self.stock:
            self.turn = self.order[i + 1]
        else:
            self.phase = PLAY
            self.turn = self.leader = self.order[0]
            if not self.quiet:
                ev.append(Event("play_starts", self.leader))
        return ev

    # -- play ---------------------------------------------------------------------------------------
    def _play(self, seat: int, c: int) -> list[Event]:
        ev = self.put_card(seat, c, None, wins=False)  # type: ignore[arg-type]  # the winner is ours
        if self.m == 0:  # leading
            hand = self.hands[seat]
            k = len(self.trick)
            rank = self.T.rank
            if k >= lead_limit(len(hand) + k, self.opts.multi_card_leads) or rank[c] not in [rank[x] for x in hand]:
                ev += self._close_lead()
            return ev
        if len(self.trick) - self.set_start == self.m:
            ev += self._close_set(seat)
        return ev

    def _close_lead(self) -> list[Event]:
        self.m = len(self.trick)
        self.best = (0, self.m)
        ev = [] if self.quiet else [Event("lead", self.leader, cards=self.trick[:])]
        return ev + self._next_follower(self.leader)

    def _next_follower(self, seat: int) -> list[Event]:
        nxt = seat + 1 if seat + 1 < self.n else 0
        if nxt not in self.seats:  # an eliminated dealer deals without playing
            nxt = next_among(seat, self.n, self.seats)
        if nxt == self.leader:
            return self._end_trick()
        self.turn = nxt
        self.set_start = len(self.trick)
        self.held = self.hands[nxt][:]
        return []

    def _close_set(self, seat: int) -> list[Event]:
        a = self.set_start
        trick = self.trick
        opts = self.opts
        if opts.set_beat_rule == HIGHEST_CARD:  # the default rule: compare top ranks, no lists
            rank = self.T.rank
            x, y = self.best
            if self.m == 1:
                headed = rank[trick[a]] >= rank[trick[x]]
            else:
                headed = max([rank[c] for c in trick[a:]]) >= max([rank[c] for c in trick[x:y]])
        else:
            headed = heads(self.rank(trick[a:]), self.best_ranks(), opts.set_beat_rule)
        if headed:
            self.best = (a, len(self.trick))
            self.win_idx = a
        elif not self.quiet:  # a duck: the hand left holds nothing lower; under must_head, nothing that could head
            rank = self.deck.rank_of
            low = duck_void(self.rank(trick[a:]))
            shown = [c for c in range(len(self.deck)) if rank[c] < low]
            if opts.must_head_if_able and opts.set_beat_rule == "highest_card":
                top = max(self.best_ranks())
                shown += [c for c in range(len(self.deck)) if rank[c] >= top]
            hand = self.hands[seat]
            if shown and hand:
                self.note_void(seat, frozenset(shown), len(hand))
        ev = [] if self.quiet else [Event("set", seat, cards=trick[a:], heads=headed)]
        return ev + self._next_follower(seat)

    def _end_trick(self) -> list[Event]:
        last = not self.hands[self.leader]
        ev = self.close_trick()
        self.m = 0
        self.best = (0, 0)
        self.set_start = 0
        self.held = []
        if last:
            ev += self._end_hand()
        return ev

    def _end_hand(self) -> list[Event]:
        """The last trick is over: its winner (with ``all_score``, every holder of its top rank)
        loses the hand; the losing cards go face up to the losers' scoring piles."""
        k = len(self.seats)
        cards = self.played[-k:]
        seats = self.last_seats
        rank = self.deck.rank_of
        winner = self.last_winner
        if self.opts.last_trick_ties == "all_score":
            top = max(rank[c] for c in cards)
            losers = [s for s, c in zip(seats, cards, strict=True) if rank[c] == top]
        else:
            losers = [winner]
        self.final_trick = list(zip(seats, cards, strict=True))
        lost = {}
        for s, c in zip(seats, cards, strict=True):
            if s in losers:
                lost[s] = c
        for s in losers:
            self.played.remove(lost[s])
            self.piles[s].append(lost[s])
        self.losers = losers  # in play order: the last of them deals next
        self.lost_card = lost[losers[-1]]
        self.over = True
        self.phase = OVER
        self.turn = -1
        if self.quiet:
            return []
        return [Event("hand_lost", losers[-1], losers=losers, cards=[lost[s] for s in losers],
                      value=[VALUE[rank[lost[s]]] for s in losers])]

    def last_trick(self) -> list[tuple[int, int]]:
        """The last trick as it was played: its losing cards have moved on to the scoring piles, so
        ``played`` no longer holds the whole of it once the hand is over."""
        if self.final_trick:
            return list(self.final_trick)
        return super().last_trick()

    def hand_scores(self) -> list[int] | None:
        if not self.over:
            return None
        out = [0] * self.n
        rank = self.deck.rank_of
        for s in self.losers:
            out[s] = VALUE[rank[self.piles[s][-1]]]
        return out

    # -- views --------------------------------------------------------------------------------------
    def public_info(self) -> TwentyTwoInfo:
        """Public facts for screens, logs and ``replay --json``."""
        deck = self.deck
        a, b = self.best
        return {
            **self.trick_info(),
            "phase": PHASE_NAMES[self.phase],
            "dealer": self.dealer,
            "seats": list(self.seats),
            "dealer_out": self.dealer not in self.seats,
            "size": self.size,
            "stock": len(self.stock),
            "exchanged": [None if k < 0 else k for k in self.exchanged],
            "pending": self.pending,
            "lead_size": self.m,
            "best": [deck.text(c) for c in self.trick[a:b]] if self.m else [],
            "best_seat": self.trick_seats[a] if self.m and self.trick else -1,
            "piles": [[deck.text(c) for c in p] for p in self.piles],
            "losers": list(self.losers),
            "first_draw": [[[s, deck.text(c)] for s, c in r] for r in self.first_draw],
        }
