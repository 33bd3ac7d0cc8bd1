"""Shared mechanics of trick-taking games: the deal schedule, trump, the trick in progress, the follow
duty and the trick winner, tricks taken, and the voids a failure to follow or to trump proves.

Written once for every trick game (Russian Poker, Kids' Poker, Twenty-Two, Petukh, ...): a game
supplies only what is its own, as a ``TrickRules`` subclass (special cards such as a 7♠ that beats
everything, a duty to head the trick) and its bidding and scoring (``engine.bidding``).

The trick is kept on the state as plain lists (cheap to clone): ``trick`` holds the cards played to
the trick in progress, in play order, ``trick_seats`` who played each, and ``win_idx`` the index of the
card winning it so far.  Finished tricks go to the public pile ``played`` (every card played to a
trick was seen by everybody), so card conservation stays one check over the zones.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypedDict

from cardtable.engine.cards import SUITS, Deck
from cardtable.engine.mechanics.bidding import NO_BID
from cardtable.engine.position import CardPlacer, PositionError, check_len, check_range, check_seat
from cardtable.engine.refusals import COMMON, Catalog
from cardtable.engine.state import Event, PublicInfo, State, Vis, Zone
from cardtable.engine.table import Memo

NO_TRUMP = -1
"""``trump`` of a deal without trumps (and the ``led_suit`` of an empty trick)."""

TURN = "turn"
NONE = "none"
"""``Deal.trump`` values besides a suit letter: a turned-up card decides, or there is no trump."""


TRICKS = Catalog("tricks", {
    "follow": ("follow suit ({suit}) if you can; if you cannot, play a trump if you have one",
               "ходите в масть ({suit}), если можете; если нет — козырем, если он есть"),
    "follow_or_trump_suit": ("follow suit if you can; if you cannot, play a {trump} if you have one",
                             "ходите в масть, если можете; если нет — {trump}, если есть"),
    "bid_range": ("a bid is a number from {low} to {high}", "заказ — число от {low} до {high}"),
    "hook": ("the last bidder may not bid {bid}: the bids would add up to {cards}, the number of tricks",
             "последний не может заказать {bid}: сумма заказов была бы {cards}, число взяток"),
}, parent=COMMON)
"""Refusals every trick game shares (the duty to follow, bids and the last bidder's hook)."""


class TrickInfo(TypedDict):
    """The trick layer's public facts (``TrickState.trick_info``), part of every trick game's
    ``public_info``: cards as record texts, seats as indices, -1 where there is none."""

    trump: str
    trump_card: str
    leader: int
    turn: int
    trick: list[list[Any]]
    """The trick so far as ``[seat, card]`` pairs, in play order."""
    winning: int
    taken: list[int]
    last_trick: list[list[Any]]
    last_winner: int
    counts: list[int]


class ScheduleMemo(Memo):
    """A scheduled trick game's place in its schedule: the deal a record's position is (None: the
    options' ``first_deal``); the deals after it follow the sheet's rows."""

    __slots__ = ("first_deal",)

    def __init__(self) -> None:
        self.first_deal: int | None = None


@dataclass(frozen=True, slots=True)
class Deal:
    """One deal of a game's schedule («расписание»): how many cards each, how trump is chosen, how
    players bid, and the game's own name for the kind of deal (``normal``, ``blind``, ``dark``...).

    ``trump`` is ``"turn"`` (the top card of the stock is turned up; with no stock left, the dealer's
    last card), ``"none"`` or a suit letter (fixed trump: Kids' Poker's diamonds).  ``bidding`` is
    ``"open"`` (bids announced in turn), ``"sealed"`` (entered secretly, shown after the last trick),
    ``"dark"`` (every bid made without looking at the cards) or ``"none"`` (play straight away).
    """

    cards: int
    kind: str = "normal"
    trump: str = TURN
    bidding: str = "open"

    def label(self) -> str:
        """A short label for the schedule and the score sheet row: ``6``, ``6 no_trump``."""
        return str(self.cards) if self.kind == "normal" else f"{self.cards} {self.kind}"


def ramp(first: int, last: int, **kw: Any) -> list[Deal]:
    """Deals of ``first``, ``first±1``, ..., ``last`` cards (up or down), all alike otherwise."""
    step = 1 if last >= first else -1
    return [Deal(k, **kw) for k in range(first, last + step, step)]


def deal_order(n: int, dealer: int) -> list[int]:
    """Seats from the dealer's left clockwise, the dealer last: who receives, bids and leads first."""
    return [(dealer + k) % n for k in range(1, n + 1)]


def deal_hands(stock: list[int], n: int, dealer: int, count: int) -> list[list[int]]:
    """``count`` cards each, one at a time from the top of ``stock`` (its last element), clockwise
    from the dealer's left, the dealer last.  ``stock`` loses the dealt cards."""
    hands: list[list[int]] = [[] for _ in range(n)]
    order = deal_order(n, dealer)
    for _ in range(count):
        for s in order:
            hands[s].append(stock.pop())
    return hands


def choose_trump(deck: Deck, deal: Deal, stock: list[int], dealer_hand: list[int],
                 no_stock: str = "dealer_last_card") -> tuple[int, int]:
    """``(trump suit, card shown)`` for ``deal`` after the deal: a fixed suit shows no card; a turned
    trump is the top card of the stock, or with the stock empty the dealer's last card (``no_stock``
    ``"dealer_last_card"``, classic whist practice) or no trump at all (``"no_trump"``).  The card
    shown is -1 when none is."""
    if deal.trump == NONE:
        return NO_TRUMP, -1
    if deal.trump != TURN:
        return SUITS.index(deal.trump), -1
    if stock:
        c = stock[-1]
        return deck.suit_of[c], c
    if no_stock == "dealer_last_card" and dealer_hand:
        c = dealer_hand[-1]
        return deck.suit_of[c], c
    return NO_TRUMP, -1


class TrickRules:
    """The follow duty and the trick winner of a plain trick game, per deck.

    A follower must play the led suit if able; if void, a trump if able and ``must_trump``;
    otherwise anything.  With ``must_head`` (Petukh) he must also beat the card winning the trick
    when he can: a higher card of the led suit while it wins with that suit, a higher trump while a
    trump wins.  The highest trump wins the trick, otherwise the highest card of the led suit.  A
    game with special cards subclasses it and overrides ``legal``, ``beats`` or ``shown_void`` (and
    keeps the plain behaviour as ``super()``).
    """

    def __init__(self, deck: Deck, must_trump: bool = True, must_head: bool = False) -> None:
        self.deck = deck
        self.suit = deck.suit_of
        self.rank = deck.rank_of
        self.must_trump = must_trump
        self.must_head = must_head
        by_suit: list[list[int]] = [[] for _ in SUITS]
        for c in range(len(deck)):
            if self.suit[c] >= 0:
                by_suit[self.suit[c]].append(c)
        self.suit_cards: tuple[frozenset[int], ...] = tuple(frozenset(x) for x in by_suit)

    def led_suit(self, trick: list[int]) -> int:
        return self.suit[trick[0]] if trick else NO_TRUMP

    def legal(self, hand: list[int], trick: list[int], trump: int) -> list[int]:
        """The cards of ``hand`` that may be played to ``trick`` now (hand order)."""
        if not trick:
            return list(hand)
        led = self.suit[trick[0]]
        suit = self.suit
        same = [c for c in hand if suit[c] == led]
        if same:
            return self._head(same, trick, trump, led)
        if self.must_trump and trump != NO_TRUMP:
            trumps = [c for c in hand if suit[c] == trump]
            if trumps:
                return self._head(trumps, trick, trump, trump)
        return list(hand)

    def _head(self, cards: list[int], trick: list[int], trump: int, suit: int) -> list[int]:
        """With ``must_head``: of ``cards`` (all of ``suit``), those that beat the winning card when it
        is of that suit and some do; else all of them."""
        if not self.must_head:
            return cards
        best = trick[self.winner_index(trick, trump)]
        if self.suit[best] != suit:
            return cards
        rank = self.rank
        higher = [c for c in cards if rank[c] > rank[best]]
        return higher or cards

    def beats(self, card: int, best: int, led: int, trump: int) -> bool:
        """Whether ``card`` takes the lead from ``best`` in a trick led in suit ``led``."""
        sc, sb = self.suit[card], self.suit[best]
        if sc == sb:
            return self.rank[card] > self.rank[best]
        return sc == trump

    def winner_index(self, trick: list[int], trump: int) -> int:
        """Index in ``trick`` of the card that wins it (plain rules)."""
        led = self.led_suit(trick)
        best = 0
        for i in range(1, len(trick)):
            if self.beats(trick[i], trick[best], led, trump):
                best = i
        return best

    def shown_void(self, card: int, trick: list[int], trump: int) -> frozenset[int]:
        """The cards a follower who played ``card`` to ``trick`` proved he does not hold: the led suit
        when he did not follow, and also the trumps when he neither followed nor trumped although
        ``must_trump`` binds; with ``must_head``, the cards that would have beaten the winning card
        when he played under it.  Empty for a lead."""
        if not trick:
            return frozenset()
        led = self.suit[trick[0]]
        sc = self.suit[card]
        if sc == led:
            return self._under(card, trick, trump)
        out = self.suit_cards[led] if led >= 0 else frozenset()
        if self.must_trump and trump != NO_TRUMP:
            out = out | (self._under(card, trick, trump) if sc == trump else self.suit_cards[trump])
        return out

    def _under(self, card: int, trick: list[int], trump: int) -> frozenset[int]:
        """With ``must_head``: a card that did not beat a winning card of its own suit shows that no
        higher card of that suit is held."""
        if not self.must_head:
            return frozenset()
        best = trick[self.winner_index(trick, trump)]
        sc = self.suit[card]
        if self.suit[best] != sc or self.rank[card] > self.rank[best]:
            return frozenset()
        rank = self.rank
        return frozenset(c for c in self.suit_cards[sc] if rank[c] > rank[best])


class TrickState(State):
    """Base of trick-game hands: hands, stock, the trick in progress, finished tricks, tricks taken.

    ``turn`` is the seat to play, ``leader`` the one who led the trick in progress; ``last_seats``
    and ``last_winner`` describe the last finished trick (its cards are the tail of ``played``), so a
    table can show it on a key.  ``shown`` is the public zone beside the stock holding a turned-up
    trump card; ``trump_card`` names the card that showed trump (it may stay in the dealer's hand).
    """

    __slots__ = ("hands", "stock", "shown", "trick", "trick_seats", "win_idx", "played", "taken", "leader",
                 "turn", "trump", "trump_card", "last_seats", "last_winner", "tricks_done")

    hands: list[list[int]]
    stock: list[int]
    shown: list[int]
    trick: list[int]
    trick_seats: list[int]
    win_idx: int
    played: list[int]
    taken: list[int]
    leader: int
    turn: int
    trump: int
    trump_card: int  # the card that showed trump (turned up, or the dealer's last card), -1 for none
    last_seats: list[int]
    last_winner: int
    tricks_done: int

    def init_tricks(self, n: int) -> None:
        self.hands = [[] for _ in range(n)]
        self.stock = []
        self.shown = []
        self.trick = []
        self.trick_seats = []
        self.win_idx = -1
        self.played = []
        self.taken = [0] * n
        self.leader = 0
        self.turn = 0
        self.trump = NO_TRUMP
        self.trump_card = -1
        self.last_seats = []
        self.last_winner = -1
        self.tricks_done = 0

    def copy_tricks(self, c: TrickState) -> None:
        """Copy the shared fields into the clone ``c`` (called from a game's ``clone``)."""
        c.hands = [h[:] for h in self.hands]
        c.stock = self.stock[:]
        c.shown = self.shown[:]
        c.trick = self.trick[:]
        c.trick_seats = self.trick_seats[:]
        c.win_idx = self.win_idx
        c.played = self.played[:]
        c.taken = self.taken[:]
        c.leader = self.leader
        c.turn = self.turn
        c.trump = self.trump
        c.trump_card = self.trump_card
        c.last_seats = self.last_seats[:]
        c.last_winner = self.last_winner
        c.tricks_done = self.tricks_done

    def hand_vis(self, seat: int) -> Vis:
        """Who may see ``seat``'s hand: its owner (Kids' Poker hides an unlooked hand: HIDDEN)."""
        return Vis.OWNER

    def trick_zones(self) -> list[Zone]:
        zs = [Zone("stock", self.stock, Vis.HIDDEN), Zone("trump", self.shown, Vis.PUBLIC),
              Zone("trick", self.trick, Vis.PUBLIC), Zone("played", self.played, Vis.PUBLIC)]
        zs += [Zone(f"hand{s}", h, self.hand_vis(s), s) for s, h in enumerate(self.hands)]
        return zs

    def zones(self) -> list[Zone]:
        return self.trick_zones()

    # -- playing ------------------------------------------------------------------------------------
    def put_card(self, seat: int, card: int, rules: TrickRules, wins: bool | None = None) -> list[Event]:
        """``seat`` plays ``card`` from his hand to the trick; ``wins`` forces (True) or forbids
        (False) taking the lead, None asks ``rules.beats``.  Voids the play proves are noted unless
        the caller already knows better (it passes ``wins`` for special plays and notes them itself).
        Returns the ``play`` event; call ``close_trick`` when every seat has played."""
        hand = self.hands[seat]
        hand.remove(card)
        trick = self.trick
        if self.voids:
            self.note_played(seat, card)
        if not trick:
            self.leader = seat
            self.win_idx = 0
        elif wins is None:
            if rules.beats(card, trick[self.win_idx], rules.suit[trick[0]], self.trump):
                self.win_idx = len(trick)
        elif wins:
            self.win_idx = len(trick)
        trick.append(card)
        self.trick_seats.append(seat)
        return [] if self.quiet else [Event("play", seat, card=card)]

    def close_trick(self) -> list[Event]:
        """The trick in progress is complete: its winner takes it and leads next."""
        w = self.trick_seats[self.win_idx]
        self.taken[w] += 1
        self.tricks_done += 1
        self.last_seats = self.trick_seats[:]
        self.last_winner = w
        self.played.extend(self.trick)
        ev = [] if self.quiet else [Event("trick", w, cards=self.trick[:], seats=self.trick_seats[:])]
        self.trick.clear()
        self.trick_seats.clear()
        self.win_idx = -1
        self.leader = w
        self.turn = w
        return ev

    def next_in_trick(self) -> int:
        """The seat after the one who played last (clockwise)."""
        return (self.trick_seats[-1] + 1) % self.n

    def last_trick(self) -> list[tuple[int, int]]:
        """``(seat, card)`` of the last finished trick, for the table's "last trick" key."""
        k = len(self.last_seats)
        cards = self.played[len(self.played) - k:] if k else []
        return list(zip(self.last_seats, cards, strict=True))

    def trick_info(self) -> TrickInfo:
        """Public facts of the trick layer for screens and logs (no hidden card)."""
        deck = self.deck
        return {
            "trump": SUITS[self.trump] if self.trump >= 0 else "",
            "trump_card": deck.text(self.trump_card) if self.trump_card >= 0 else "",
            "leader": self.leader,
            "turn": self.turn,
            "trick": [[s, deck.text(c)] for s, c in zip(self.trick_seats, self.trick, strict=True)],
            "winning": self.trick_seats[self.win_idx] if self.trick else -1,
            "taken": list(self.taken),
            "last_trick": [[s, deck.text(c)] for s, c in self.last_trick()],
            "last_winner": self.last_winner,
            "counts": [len(h) for h in self.hands],
        }


class ScheduledInfo(PublicInfo, TrickInfo):
    """The public facts of a scheduled bid game's deal (Russian and Kids' Poker)."""

    deal: int
    """The deal's number in the schedule, from 1."""
    kind: str
    cards: int
    dealer: int
    bids: list[int | str | None]
    """Each seat's bid: a number, ``"?"`` while sealed, None before it is made."""


class ScheduledTrickState(TrickState):
    """A deal of a game played to a schedule of deals with bids (Russian and Kids' Poker): the
    deal of the schedule it is, and the bids (``NO_BID`` until made)."""

    __slots__ = ("deal", "deal_no", "bids", "bid_sum")

    deal: Deal
    deal_no: int
    bids: list[int]
    bid_sum: int

    @abstractmethod
    def public_info(self) -> ScheduledInfo:
        """The deal's public facts (``ScheduledInfo``)."""


def contract_card(cards: list[int], wins: list[bool], want: bool, key: Callable[[int], Any]) -> int:
    """The card a plain contract player picks among legal ``cards`` (``wins[i]``: card i would take
    the lead of the trick now; ``key`` orders cards by strength).

    Wanting a trick: the cheapest card that wins, else the cheapest card.  Not wanting one: the
    highest card that still loses, else (forced to win) the highest card, shedding an honour.
    Shared by the bid-exactly bots (Russian Poker, Kids' Poker section 11) so they duck and win alike.
    """
    win = [c for c, w in zip(cards, wins, strict=True) if w]
    lose = [c for c, w in zip(cards, wins, strict=True) if not w]
    if want:
        return min(win or cards, key=key)
    return max(lose or cards, key=key)


def estimate_tricks(deck: Deck, hand: list[int], n: int, cards: int, trump: int, seen: frozenset[int] = frozenset(),
                    sure: frozenset[int] = frozenset()) -> float:
    """Tricks ``hand`` may expect to take, for a bot's bid (bid-exactly games, section 11 of their specs).

    Each card wins with the chance that no opponent holds a higher card of its suit: ``(1 - f·g)^k``
    for ``k`` higher cards unseen, ``f`` the chance that an unseen card is in an opponent's hand and
    ``g`` = min(1, 7.5 / cards): in big hands the high cards are often spent on other tricks (fitted
    on normal-bot deals: with it the bids of an 18-card two-player deal are met 28% of the time
    instead of 6%).  A plain card past the opponents' expected length of its suit is likely trumped
    (x0.25); a trump past it wins once they run out (0.85).  ``sure`` cards (a poker) count one
    trick each and never as higher cards; ``seen`` cards are known not to be an opponent's.
    """
    suit, rank = deck.suit_of, deck.rank_of
    mine = set(hand)
    unknown = len(deck) - len(mine) - len(seen - mine)
    f = min(1.0, (n - 1) * cards / unknown) if unknown > 0 else 1.0
    g = min(1.0, 7.5 / cards) if cards else 1.0
    est = 0.0
    for s in range(len(SUITS)):
        held = sorted((c for c in hand if suit[c] == s and c not in sure), key=rank.__getitem__, reverse=True)
        if not held:
            continue
        pool = [x for x in range(len(deck)) if suit[x] == s and x not in mine and x not in seen and x not in sure]
        opp_len = len(pool) * f / max(1, n - 1)
        for j, c in enumerate(held):
            k = sum(1 for x in pool if rank[x] > rank[c])
            p = (1.0 - f * g) ** k
            if s == trump:
                if j >= opp_len:
                    p = max(p, 0.85)
            elif trump != NO_TRUMP and j + 1 > opp_len:
                p *= 0.25
            est += p
    est += sum(1 for c in hand if c in sure)
    return min(float(cards), est)


def lay_out_scheduled(st: ScheduledTrickState, p: Any, n: int, first_deal: int,
                      sched: list[Deal]) -> tuple[Deal, int, CardPlacer]:
    """The start every scheduled bid game's position shares (Russian and Kids' Poker): a hand per
    seat, the dealer, the deal's number in the schedule (``p.deal``, 1-based, default
    ``first_deal``), then hands, the trick in progress, played cards and tricks taken laid out.
    Returns the deal, its 0-based index and the placer holding every card placed so far."""
    check_len("hands", p.hands, n)
    check_seat("dealer", p.dealer, n, allow_none=False)
    deal_no = (p.deal if p.deal is not None else first_deal) - 1
    check_range("deal", deal_no + 1, 1, len(sched))
    d = sched[deal_no]
    st.deal, st.deal_no, st.dealer = d, deal_no, p.dealer
    placer = CardPlacer(st.deck)
    lay_out_tricks(st, placer, d.cards, p.dealer, p.hands, p.trick, p.played, p.taken, p.leader)
    return d, deal_no, placer


def lay_out_tricks(st: TrickState, placer: CardPlacer, cards: int, dealer: int, hands: list[list[str]],
                   trick: list[str], played: list[str], taken: list[int] | None, leader: int | None) -> None:
    """Lay a record position's hands and tricks out on ``st`` (every trick game's position keys
    ``hands``, ``trick``, ``played``, ``taken``, ``leader``), checking that they add up to a deal of
    ``cards`` cards each: one card per seat per finished trick, the trick in progress played in
    turn from its leader, each hand holding what is left.  ``PositionError`` names the key."""
    n = st.n
    check_len("hands", hands, n)
    st.hands = [placer.cards(f"hands.{s}", h) for s, h in enumerate(hands)]
    st.trick = placer.cards("trick", trick)
    st.played = placer.cards("played", played)
    taken = taken if taken is not None else [0] * n
    check_len("taken", taken, n)
    for s, t in enumerate(taken):
        check_range(f"taken.{s}", t, 0, cards)
    done = sum(taken)
    if done >= cards:
        raise PositionError("taken", f"{done} tricks taken: the deal of {cards} would be over")
    if len(st.played) != done * n:
        raise PositionError("played", f"{done} finished tricks hold {done * n} cards, not {len(st.played)}")
    if len(st.trick) >= n:
        raise PositionError("trick", f"a trick in progress has fewer than {n} cards")
    if done and leader is None:
        raise PositionError("leader", "give who leads (the winner of the last trick)")
    lead = leader if leader is not None else (dealer + 1) % n
    check_seat("leader", lead, n)
    st.taken, st.tricks_done, st.leader = list(taken), done, lead
    st.trick_seats = [(lead + i) % n for i in range(len(st.trick))]
    for s in range(n):
        want = cards - done - (1 if s in st.trick_seats else 0)
        if len(st.hands[s]) != want:
            raise PositionError(f"hands.{s}", f"holds {len(st.hands[s])} cards; {want} are left in this deal")


def bids_to_come(bids: list[int], dealer: int, started: bool) -> list[int]:
    """The seats still to bid in a record position (``NO_BID`` entries), in bidding order; bids are
    made in order from the dealer's left and all before the first card (``started``)."""
    n = len(bids)
    order = deal_order(n, dealer)
    missing = [s for s in order if bids[s] < 0]
    if missing:
        if [s for s in order if bids[s] >= 0] != order[:n - len(missing)]:
            raise PositionError("bids", "bids are made in order from the dealer's left")
        if started:
            raise PositionError("bids", "every bid is made before the first card")
    return missing


def position_bids(bids: list[int | None] | None, n: int, cards: int) -> list[int]:
    """A record position's ``bids`` (``null`` = not yet, else 0..``cards``) as the state keeps them."""
    bids = bids if bids is not None else [None] * n
    check_len("bids", bids, n)
    for s, b in enumerate(bids):
        if b is not None:
            check_range(f"bids.{s}", b, 0, cards)
    return [NO_BID if b is None else b for b in bids]
# -- tables where not every seat plays (eliminated players, a dealer who only deals) ----------------
def deal_order_among(n: int, dealer: int, seats: list[int]) -> list[int]:
    """``seats`` (the ones taking part) from the dealer's left clockwise; the dealer last when he plays.

    Twenty-Two's eliminated dealer deals one more hand without playing: he is not in ``seats``."""
    return sorted(seats, key=lambda s: (s - dealer - 1) % n)


def deal_hands_among(stock: list[int], n: int, dealer: int, count: int, seats: list[int]) -> list[list[int]]:
    """``deal_hands`` for the ``seats`` taking part only; the other seats get empty hands."""
    hands: list[list[int]] = [[] for _ in range(n)]
    order = deal_order_among(n, dealer, seats)
    for _ in range(count):
        for s in order:
            hands[s].append(stock.pop())
    return hands


def next_among(seat: int, n: int, seats: list[int]) -> int:
    """The first of ``seats`` clockwise after ``seat``."""
    for k in range(1, n + 1):
        s = (seat + k) % n
        if s in seats:
            return s
    return seat


class MustBeatRules(TrickRules):
    """The follow duty of the Rams / Mushka family (Petukh): ``TrickRules`` with ``must_head`` —
    follow suit and beat a winning card of the led suit if able; void, trump and overtrump a
    winning trump if able (still trump when unable); holding neither, anything.

    ``legal_beating`` and ``shown_void_beating`` keep the signature the Petukh state calls with
    (``win``: the index of the winning card it tracks); the duty itself is written once, in
    ``TrickRules``, which finds the winning card from the trick."""

    def __init__(self, deck: Deck) -> None:
        super().__init__(deck, must_trump=True, must_head=True)

    def legal_beating(self, hand: list[int], trick: list[int], trump: int, win: int) -> list[int]:
        """The cards of ``hand`` that may be played to ``trick`` (whose winning card is ``trick[win]``)."""
        return self.legal(hand, trick, trump)

    def shown_void_beating(self, card: int, trick: list[int], trump: int, win: int) -> frozenset[int]:
        """What a follower who played ``card`` proved he lacks, the higher cards he did not beat with included."""
        return self.shown_void(card, trick, trump)
