"""The rules of one deal of Russian Poker (russian_poker.md sections 2-5) as a fast, cloneable state.

Built on the engine's trick layer (``engine.tricks``: dealing, trump, the trick, the follow duty,
voids) and bidding (``engine.bidding``: the hook, sealed bids).  What is Russian Poker's own lives
here: the cut that may zero a total, the 7♠ led "by the biggest" and the 7♠ defence.

Action texts: ``cut 12`` (lift the top 12 cards), ``bid 2``, ``play 10h``, ``play 7s big`` (lead
the 7♠ «по самым крупным»: everyone must play his strongest card, the leader wins), ``play 7s high``
(with ``seven_spades_defense``: a follower plays the 7♠ as the highest card and wins the trick).
"""

from __future__ import annotations

import random

from cardtable.engine.cards import SUITS, french_deck
from cardtable.engine.mechanics.bidding import NO_BID, SEALED, hook_forbidden, legal_bids, mask_bids
from cardtable.engine.mechanics.tricks import (
    NO_TRUMP,
    NONE,
    TURN,
    Deal,
    ScheduledInfo,
    ScheduledTrickState,
    TrickRules,
    choose_trump,
    deal_hands,
    ramp,
)
from cardtable.engine.refusals import Refusal, preamble
from cardtable.engine.state import Event, IllegalAction

from .options import RussianPokerOptions
from .refusals import R

CUT, BID, PLAY, OVER = range(4)
PHASE_NAMES = ("cut", "bid", "play", "over")

DECK = french_deck(36)
RULES = TrickRules(DECK, must_trump=True)
SEVEN = DECK.by_text["7s"][0]
PLAY_TEXT = tuple(f"play {t}" for t in DECK.texts)
BIG = "play 7s big"
HIGH = "play 7s high"
CUT_TEXT = tuple(f"cut {k}" for k in range(len(DECK)))
BID_TEXT = tuple(f"bid {k}" for k in range(len(DECK)))
BY_RANK = tuple(tuple(c for c in range(len(DECK)) if DECK.rank_of[c] > r) for r in range(13))
"""Cards of a higher rank than each rank index (what a "by the biggest" answer shows absent)."""


def schedule(n: int) -> list[Deal]:
    """The 14 + N deals of russian_poker.md section 2 (example 1: 18 deals for 4 players)."""
    return (ramp(1, 5) + [Deal(6)] * n + ramp(5, 1)
            + [Deal(6, "no_trump", NONE), Deal(6, "blind", TURN, "sealed"),
               Deal(6, "minimum", TURN, "none"), Deal(6, "maximum", TURN, "none")])


class RussianPokerInfo(ScheduledInfo):
    """Russian Poker's public facts (``RussianPokerState.public_info``; a sealed bid is ``"?"``)."""

    cutter: int
    cut_card: str
    cut_zero: bool
    big: bool


class RussianPokerState(ScheduledTrickState):
    """One deal.  ``bids`` per seat (``NO_BID`` until made); ``bid_sum`` their total (hidden in a
    blind deal's views unless the hook needs it); ``big`` the trick was led by the 7♠ with the call;
    ``lock`` its winning card can no longer be beaten; ``cut_zero`` the cut showed the 7♠."""

    __slots__ = ("cutter", "cut_card", "cut_zero", "big", "lock")

    opts: RussianPokerOptions

    def __init__(self, opts: RussianPokerOptions, n: int, rng: random.Random, dealer: int, deal: Deal,
                 deal_no: int) -> None:
        self.opts = opts
        self.init_base(DECK, n, rng)
        self.init_tricks(n)
        self.deal = deal
        self.deal_no = deal_no
        self.dealer = dealer
        self.phase = CUT
        self.bids = [NO_BID] * n
        self.bid_sum = 0
        self.cutter = (dealer - 1) % n
        self.cut_card = -1
        self.cut_zero = False
        self.big = False
        self.lock = False

    def clone(self, rng: random.Random | None = None) -> RussianPokerState:
        c = RussianPokerState.__new__(RussianPokerState)
        c.opts = self.opts
        self.copy_base(c, rng)
        self.copy_tricks(c)
        c.deal = self.deal
        c.deal_no = self.deal_no
        c.dealer = self.dealer
        c.phase = self.phase
        c.bids = self.bids[:]
        c.bid_sum = self.bid_sum
        c.cutter = self.cutter
        c.cut_card = self.cut_card
        c.cut_zero = self.cut_zero
        c.big = self.big
        c.lock = self.lock
        return c

    # -- the deal -----------------------------------------------------------------------------------
    def start(self) -> list[Event]:
        """Cut (with ``deck_cut``) or deal straight away; ``stock`` holds the shuffled pack."""
        if self.opts.deck_cut:
            self.phase = CUT
            self.turn = self.cutter
            return []
        return self.deal_cards()

    def deal_cards(self) -> list[Event]:
        d = self.deal
        n = self.n
        self.hands = deal_hands(self.stock, n, self.dealer, d.cards)
        self.trump, self.trump_card = choose_trump(self.deck, d, self.stock, self.hands[self.dealer],
                                                   self.opts.trump_when_no_stock)
        if self.trump_card >= 0:
            if self.stock and self.stock[-1] == self.trump_card:
                self.shown.append(self.stock.pop())
            else:  # the dealer's last card: it stays in his hand, seen by all
                self.known[self.trump_card] = (1 << n) - 1
        first = (self.dealer + 1) % n
        self.turn = first
        self.leader = first
        self.phase = PLAY if d.bidding == "none" else BID
        if self.quiet:
            return []
        return [Event("deal", self.dealer, cards=d.cards, deal_kind=d.kind, trump=SUITS[self.trump] if self.trump >= 0
                      else "", trump_card=self.trump_card)]

    # -- queries ------------------------------------------------------------------------------------
    def to_act(self) -> list[int]:
        return [] if self.over else [self.turn]

    def hook_applies(self) -> bool:
        return self.deal.bidding == "open" or (self.deal.bidding == "sealed" and self.opts.blind_round_hook)

    def bid_choices(self, seat: int) -> list[int]:
        """Legal bids of ``seat`` now: 0..n, except the hook's bid for the dealer (who bids last)."""
        forbidden = None
        if self.hook_applies():
            forbidden = hook_forbidden(self.bid_sum, self.deal.cards, seat == self.dealer)
        return legal_bids(0, self.deal.cards, forbidden)

    def strongest(self, hand: list[int]) -> list[int]:
        """The cards that answer a 7♠ led "by the biggest": the highest trump if any trump is held,
        else every card of the highest rank held (russian_poker.md section 5, decision 3)."""
        rank, suit, trump = self.deck.rank_of, self.deck.suit_of, self.trump
        pool = [c for c in hand if suit[c] == trump] if trump != NO_TRUMP else []
        pool = pool or hand
        top = max(rank[c] for c in pool)
        return [c for c in pool if rank[c] == top]

    def play_cards(self, seat: int) -> list[int]:
        """The cards ``seat`` may play plainly now (without the 7♠ calls)."""
        hand = self.hands[seat]
        if not self.trick:
            return list(hand)
        if self.big:
            return self.strongest(hand)
        return RULES.legal(hand, self.trick, self.trump)

    def legal_actions(self, seat: int) -> list[str]:
        if self.over or seat != self.turn:
            return []
        phase = self.phase
        if phase == CUT:
            return list(CUT_TEXT[1:len(self.stock)])
        if phase == BID:
            return [BID_TEXT[b] for b in self.bid_choices(seat)]
        acts = [PLAY_TEXT[c] for c in self.play_cards(seat)]
        if SEVEN in self.hands[seat]:
            if not self.trick:
                acts.append(BIG)
            elif self.opts.seven_spades_defense and not self.big:
                acts.append(HIGH)
        return acts

    # -- applying -----------------------------------------------------------------------------------
    def apply(self, seat: int, action: str, check: bool = True) -> list[Event]:
        if check and action not in self.legal_actions(seat):
            raise IllegalAction(self.why_illegal(seat, action), action, seat)
        verb, _, arg = action.partition(" ")
        if verb == "cut":
            return self._cut(seat, int(arg))
        if verb == "bid":
            return self._bid(seat, int(arg))
        card_text, _, mode = arg.partition(" ")
        return self._play(seat, self.deck.by_text[card_text][0], mode)

    def why_illegal(self, seat: int, action: str) -> Refusal:
        """Why ``action`` is not legal for ``seat`` now (``refusals.R``)."""
        first = preamble(self.over, [self.turn], seat, action, ("cut", "bid", "play"))
        if first is not None:
            return first
        verb, _, arg = action.partition(" ")
        phase = PHASE_NAMES[self.phase]
        if verb == "cut":
            return R("cut_range") if phase == "cut" else R("cut_done")
        if phase == "cut":
            return R("cut_first")
        if verb == "bid":
            if phase != "bid":
                return R("no_bidding") if self.deal.bidding == "none" else R("bidding_over")
            if not arg.isdigit() or int(arg) > self.deal.cards:
                return R("bid_range", low=0, high=self.deal.cards)
            return R("hook", bid=arg, cards=self.deal.cards)
        if phase == "bid":
            return R("bid_first")
        card_text, _, mode = arg.partition(" ")
        ids = self.deck.by_text.get(card_text)
        if ids is None:
            return R("no_card", card=card_text)
        if ids[0] not in self.hands[seat]:
            return R("not_holding", card=card_text)
        if mode == "big":
            return R("big_leader")
        if mode == "high":
            return R("high_follower")
        if mode:
            return R("unknown_call", call=mode)
        if self.big:
            return R("play_biggest")
        return R("follow", suit=SUITS[RULES.led_suit(self.trick)])

    def _cut(self, seat: int, k: int) -> list[Event]:
        stock = self.stock
        card = stock[-k]  # the bottom card of the lifted packet
        self.stock = stock[-k:] + stock[:-k]  # the lower packet goes on top
        self.cut_card = card
        self.known[card] = (1 << self.n) - 1
        self.cut_zero = card == SEVEN
        ev = [] if self.quiet else [Event("cut", seat, k=k, card=card, zero=self.cut_zero)]
        return ev + self.deal_cards()

    def _bid(self, seat: int, b: int) -> list[Event]:
        self.bids[seat] = b
        self.bid_sum += b
        if self.deal.bidding == "sealed":
            others = ((1 << self.n) - 1) & ~(1 << seat)
            ev = [] if self.quiet else [Event("bid", seat, to=1 << seat, bid=b), Event("sealed_bid", seat, to=others)]
        else:
            ev = [] if self.quiet else [Event("bid", seat, bid=b)]
        if seat == self.dealer:
            self.phase = PLAY
            self.turn = self.leader
        else:
            self.turn = (seat + 1) % self.n
        return ev

    def _play(self, seat: int, c: int, mode: str) -> list[Event]:
        hand = self.hands[seat]
        trick = self.trick
        if not trick:
            self.big = self.lock = mode == "big"
            ev = self.put_card(seat, c, RULES)
        elif self.big:
            if not self.quiet:  # the voids the play shows: only determinize reads them
                rank = self.deck.rank_of
                if self.trump != NO_TRUMP and self.deck.suit_of[c] == self.trump:
                    shown = RULES.suit_cards[self.trump] & frozenset(BY_RANK[rank[c]])
                else:
                    shown = frozenset(BY_RANK[rank[c]])
                    if self.trump != NO_TRUMP:
                        shown = shown | RULES.suit_cards[self.trump]
                self.note_void(seat, shown, len(hand))
            ev = self.put_card(seat, c, RULES, wins=False)
        elif mode == "high":
            ev = self.put_card(seat, c, RULES, wins=True)
            self.lock = True
        else:
            if not self.quiet:
                shown = RULES.shown_void(c, trick, self.trump)
                if shown:
                    self.note_void(seat, shown, len(hand))
            ev = self.put_card(seat, c, RULES, wins=False if self.lock else None)
        if mode and not self.quiet:
            ev[-1].data["call"] = mode
        if len(self.trick) < self.n:
            self.turn = self.next_in_trick()
            return ev
        ev += self.close_trick()
        self.big = self.lock = False
        if self.tricks_done == self.deal.cards:
            self.over = True
            self.phase = OVER
            if not self.quiet:
                ev.append(Event("deal_over", None, bids=list(self.bids), taken=list(self.taken)))
        return ev

    # -- views --------------------------------------------------------------------------------------
    def constrain_deal(self, seat: int, unseen: list[int], rng: random.Random) -> None:
        """A blind deal's sealed bids are unknown to ``seat``: a determinization guesses them (each
        a fair share of the tricks, give or take one), so a search values the deal's end sensibly."""
        if SEALED in self.bids:
            cards = self.deal.cards
            share = cards / self.n
            self.bids = [min(cards, max(0, round(share + rng.uniform(-1, 1)))) if b == SEALED else b
                         for b in self.bids]

    def mask_private(self, seat: int) -> None:
        """Sealed bids of a blind deal: a view keeps its own bid, the others are ``SEALED`` until the
        deal ends; their total stays only for the dealer under ``blind_round_hook`` (the hook needs it)."""
        if self.deal.bidding == "sealed" and not self.over:
            self.bids = mask_bids(self.bids, seat)
            if not (self.opts.blind_round_hook and seat == self.dealer):
                self.bid_sum = -1

    def public_info(self) -> RussianPokerInfo:
        """Public facts for screens, logs and ``replay --json`` (a sealed bid shows as ``?``)."""
        d = self.deal
        return {
            **self.trick_info(),
            "phase": PHASE_NAMES[self.phase],
            "deal": self.deal_no + 1,
            "kind": d.kind,
            "cards": d.cards,
            "dealer": self.dealer,
            "bids": ["?" if b == SEALED else (None if b == NO_BID else b) for b in self.bids],
            "cutter": self.cutter if self.opts.deck_cut else -1,
            "cut_card": self.deck.text(self.cut_card) if self.cut_card >= 0 else "",
            "cut_zero": self.cut_zero,
            "big": self.big,
        }
