"""The rules of one deal of Kids' Poker (kids_poker.md sections 2-5) as a fast, cloneable state.

Built on the engine's trick layer and bidding.  What is Kids' Poker's own lives here: a hand stays
hidden from its owner until he looks (``looked``; its zone is ``HIDDEN`` until then, so neither his
screen nor his bot nor a determinization can read it), dark bids, diamonds always trump, and the
poker (7♠) with its three modes and the excuse from following spades.

Action texts: ``look``, ``bid 3``, ``pass``, ``bid 3 dark``, ``pass dark`` (with
``dark_pass_allowed``), ``play 10h``, and for the poker ``play 7s`` (HIGH: a silently played poker
beats everything), ``play 7s trumps`` (led «по козырям»: everyone must play his highest diamond) and
``play 7s plain`` (an ordinary seven of spades).  Hands are shown to their owners when the last bid
is made.
"""

from __future__ import annotations

import random

from cardtable.engine.cards import french_deck
from cardtable.engine.mechanics.bidding import NO_BID, hook_forbidden, legal_bids
from cardtable.engine.mechanics.tricks import Deal, ScheduledInfo, ScheduledTrickState, TrickRules, deal_hands, ramp
from cardtable.engine.refusals import Refusal, preamble
from cardtable.engine.state import Event, IllegalAction, Vis

from .options import KidsPokerOptions
from .refusals import R

BID, PLAY, OVER = range(3)
PHASE_NAMES = ("bid", "play", "over")
SPADES, DIAMONDS = 0, 2
NORMAL_LEAD, TRUMPS_LEAD = 0, 1

DECK = french_deck(36)
RULES = TrickRules(DECK, must_trump=True)
POKER = DECK.by_text["7s"][0]
PLAY_TEXT = tuple(f"play {t}" for t in DECK.texts)
HIGH, TRUMPS, PLAIN = "play 7s", "play 7s trumps", "play 7s plain"
BID_TEXT = ("pass",) + tuple(f"bid {k}" for k in range(1, len(DECK)))
DARK_TEXT = ("pass dark",) + tuple(f"bid {k} dark" for k in range(1, len(DECK)))
SPADE_CARDS = RULES.suit_cards[SPADES]
DIAMOND_CARDS = RULES.suit_cards[DIAMONDS]
HIGHER_DIAMONDS = tuple(frozenset(d for d in DIAMOND_CARDS if DECK.rank_of[d] > DECK.rank_of[c]) for c in range(36))


def deal_size(n: int) -> int:
    """M, the largest equal deal: 36 // N (2 -> 18, 3 -> 12, 4 -> 9, 5 -> 7)."""
    return len(DECK) // n


def schedule(n: int) -> list[Deal]:
    """kids_poker.md section 2: 1..M-1, N deals of M, M-1..1, N dark deals of M, the golden deal."""
    m = deal_size(n)
    return (ramp(1, m - 1, trump="d") + [Deal(m, trump="d")] * n + ramp(m - 1, 1, trump="d")
            + [Deal(m, "dark", "d", "dark")] * n + [Deal(m, "golden", "d")])


class KidsPokerInfo(ScheduledInfo):
    """Kids' Poker's public facts (``KidsPokerState.public_info``): the deal's ``kind`` is
    ``normal``, ``dark`` (every bid made without looking) or ``golden``; ``bids`` are numbers (0 a
    pass: bids are public in this game) or None before they are made."""

    calls: list[str]
    """The bids as the sheet writes them: ``–`` a pass, ``◦`` after a dark call, ``''`` not yet."""
    dark: list[int]
    """The seats that bid dark."""
    looked: list[int]
    """The seats that have looked at their cards."""
    trumps_lead: bool
    """The trick was led with the poker «по козырям»: everyone plays his highest diamond."""


class KidsPokerState(ScheduledTrickState):
    """One deal.  ``bids`` per seat (0 = pass, ``NO_BID`` until made); ``dark`` and ``looked`` are seat
    bitmasks; ``lead_mode`` is ``TRUMPS_LEAD`` when the trick was led with the poker «по козырям»;
    ``lock`` its winning card can no longer be beaten (a poker played HIGH, or the trump call)."""

    __slots__ = ("dark", "looked", "lead_mode", "lock", "bids_made")

    opts: KidsPokerOptions

    def __init__(self, opts: KidsPokerOptions, n: int, rng: random.Random, dealer: int, deal: Deal,
                 deal_no: int) -> None:
        self.opts = opts
        self.init_base(DECK, n, rng)
        self.init_tricks(n)
        self.trump = DIAMONDS
        self.deal = deal
        self.deal_no = deal_no
        self.dealer = dealer
        self.phase = BID
        self.bids = [NO_BID] * n
        self.dark = 0
        self.looked = 0
        self.bid_sum = 0
        self.lead_mode = NORMAL_LEAD
        self.lock = False
        self.bids_made = 0

    def clone(self, rng: random.Random | None = None) -> KidsPokerState:
        c = KidsPokerState.__new__(KidsPokerState)
        c.opts = self.opts
        self.copy_base(c, rng)
        self.copy_tricks(c)
        c.deal = self.deal
        c.deal_no = self.deal_no
        c.dealer = self.dealer
        c.phase = self.phase
        c.bids = self.bids[:]
        c.dark = self.dark
        c.looked = self.looked
        c.bid_sum = self.bid_sum
        c.lead_mode = self.lead_mode
        c.lock = self.lock
        c.bids_made = self.bids_made
        return c

    def deal_cards(self) -> None:
        """Deal M (or this deal's count) cards each, face down; ``stock`` keeps any card left over."""
        self.hands = deal_hands(self.stock, self.n, self.dealer, self.deal.cards)
        first = (self.dealer + 1) % self.n
        self.turn = self.leader = first
        self.phase = BID

    def hand_vis(self, seat: int) -> Vis:
        """An unlooked hand is hidden from its owner too."""
        return Vis.OWNER if self.looked >> seat & 1 else Vis.HIDDEN

    # -- queries ------------------------------------------------------------------------------------
    def to_act(self) -> list[int]:
        return [] if self.over else [self.turn]

    @property
    def poker(self) -> bool:
        return self.opts.poker_card

    def bid_range(self, seat: int, dark: bool) -> list[int]:
        """Legal calls (0 = pass): 0..n open, 1..n dark (0 too with ``dark_pass_allowed``), minus the
        hook's number for the dealer with ``hook_rule``."""
        n = self.deal.cards
        lo = 0 if not dark or self.opts.dark_pass_allowed else 1
        forbidden = hook_forbidden(self.bid_sum, n, seat == self.dealer) if self.opts.hook_rule else None
        return legal_bids(lo, n, forbidden)

    def follow_cards(self, seat: int) -> list[int]:
        """The cards other than the poker that ``seat`` may play to the trick in progress."""
        hand = self.hands[seat]
        trick = self.trick
        if not trick:
            return [c for c in hand if c != POKER or not self.poker]
        if self.lead_mode == TRUMPS_LEAD:
            diamonds = [c for c in hand if c in DIAMOND_CARDS]
            if diamonds:
                top = max(diamonds, key=DECK.rank_of.__getitem__)
                return [top]
            return list(hand)
        if not self.poker:
            return RULES.legal(hand, trick, DIAMONDS)
        rest = [c for c in hand if c != POKER]
        return RULES.legal(rest, trick, DIAMONDS) if rest else []

    def legal_actions(self, seat: int) -> list[str]:
        if self.over or seat != self.turn:
            return []
        if self.phase == BID:
            if self.deal.bidding == "dark":
                return [DARK_TEXT[b] for b in self.bid_range(seat, True)]
            if not self.looked >> seat & 1:
                return ["look"] + [DARK_TEXT[b] for b in self.bid_range(seat, True)]
            return [BID_TEXT[b] for b in self.bid_range(seat, False)]
        cards = self.follow_cards(seat)
        acts = [PLAY_TEXT[c] for c in cards]
        if self.poker and POKER in self.hands[seat] and self.lead_mode != TRUMPS_LEAD:
            acts.append(HIGH)
            if not self.trick:
                acts += [TRUMPS, PLAIN]
            else:
                led = DECK.suit_of[self.trick[0]]
                hand = self.hands[seat]
                free = not any(DECK.suit_of[c] == led or c in DIAMOND_CARDS for c in hand)
                if led == SPADES or free:
                    acts.append(PLAIN)
        return acts

    # -- applying -----------------------------------------------------------------------------------
    def apply(self, seat: int, action: str, check: bool = True) -> list[Event]:
        if check and action not in self.legal_actions(seat):
            raise IllegalAction(self.why_illegal(seat, action), action, seat)
        words = action.split(" ")
        verb = words[0]
        if verb == "look":
            self.looked |= 1 << seat
            return [] if self.quiet else [Event("look", seat)]
        if verb == "pass":
            return self._bid(seat, 0, len(words) > 1)
        if verb == "bid":
            return self._bid(seat, int(words[1]), len(words) > 2)
        mode = words[2] if len(words) > 2 else ""
        return self._play(seat, DECK.by_text[words[1]][0], mode)

    def why_illegal(self, seat: int, action: str) -> Refusal:
        """Why ``action`` is not legal for ``seat`` now (``refusals.R``)."""
        first = preamble(self.over, [self.turn], seat, action, ("look", "bid", "pass", "play"))
        if first is not None:
            return first
        words = action.split(" ")
        verb = words[0]
        bidding = self.phase == BID
        if verb in ("look", "bid", "pass") and not bidding:
            return R("bidding_over")
        if verb == "play" and bidding:
            return R("bid_first")
        dark_deal = self.deal.bidding == "dark"
        looked = bool(self.looked >> seat & 1)
        if verb == "look":
            return R("dark_deal") if dark_deal else R("looked_already")
        if verb in ("bid", "pass"):
            dark = words[-1] == "dark"
            if dark and looked:
                return R("looked_no_dark")
            if not dark and not looked:
                return R("look_first") if not dark_deal else R("all_dark")
            if verb == "pass":
                return R("no_dark_pass") if dark else R("no_pass")
            if self.opts.hook_rule:
                return R("bid_range_hook", low=1, high=self.deal.cards)
            return R("bid_range", low=1, high=self.deal.cards)
        ids = DECK.by_text.get(words[1] if len(words) > 1 else "")
        if not ids:
            return R("play_own_card")
        if ids[0] not in self.hands[seat]:
            return R("not_holding", card=words[1])
        if self.lead_mode == TRUMPS_LEAD:
            return R("trumps_lead")
        if ids[0] == POKER and self.poker:
            return R("poker_modes")
        return R("follow_diamond")

    def _bid(self, seat: int, b: int, dark: bool) -> list[Event]:
        self.bids[seat] = b
        self.bid_sum += b
        self.bids_made += 1
        if dark:
            self.dark |= 1 << seat
        ev = [] if self.quiet else [Event("bid", seat, bid=b, dark=dark)]
        if seat == self.dealer:
            self.looked = (1 << self.n) - 1  # every hand is shown to its owner when the last bid is made
            self.phase = PLAY
            self.turn = self.leader
        else:
            self.turn = (seat + 1) % self.n
        return ev

    def _play(self, seat: int, c: int, mode: str) -> list[Event]:
        hand = self.hands[seat]
        trick = self.trick
        poker = self.poker and c == POKER
        if not trick:
            if poker and mode == "trumps":
                self.lead_mode, self.lock = TRUMPS_LEAD, True
            else:
                self.lead_mode, self.lock = NORMAL_LEAD, poker and mode != "plain"
            ev = self.put_card(seat, c, RULES)
        elif self.lead_mode == TRUMPS_LEAD:
            if not self.quiet:
                shown = HIGHER_DIAMONDS[c] if c in DIAMOND_CARDS else DIAMOND_CARDS
                self.note_void(seat, shown, len(hand))
            ev = self.put_card(seat, c, RULES, wins=False)
        elif poker and mode != "plain":  # HIGH: beats everything, proves nothing
            ev = self.put_card(seat, c, RULES, wins=True)
            self.lock = True
        else:
            if not self.quiet:  # the voids the play shows: only determinize reads them
                shown = RULES.shown_void(c, trick, DIAMONDS)
                if shown and self.poker:
                    shown = shown - {POKER}  # the poker never has to follow spades
                if shown:
                    self.note_void(seat, shown, len(hand))
            ev = self.put_card(seat, c, RULES, wins=False if self.lock else None)
        if mode and not self.quiet:
            ev[-1].data["call"] = mode
        if len(self.trick) < self.n:
            self.turn = self.next_in_trick()
            return ev
        ev += self.close_trick()
        self.lead_mode, self.lock = NORMAL_LEAD, False
        if self.tricks_done == self.deal.cards:
            self.over = True
            self.phase = OVER
            if not self.quiet:
                ev.append(Event("deal_over", None, bids=list(self.bids), taken=list(self.taken)))
        return ev

    # -- views --------------------------------------------------------------------------------------
    def call_text(self, seat: int) -> str:
        """The call as the sheet shows it: ``–`` pass, a number, ``◦`` after a dark call, ``''`` not yet."""
        b = self.bids[seat]
        if b == NO_BID:
            return ""
        return ("–" if b == 0 else str(b)) + ("◦" if self.dark >> seat & 1 else "")

    def public_info(self) -> KidsPokerInfo:
        """Public facts for screens, logs and ``replay --json`` (bids are public in this game)."""
        d = self.deal
        return {
            **self.trick_info(),
            "phase": PHASE_NAMES[self.phase],
            "deal": self.deal_no + 1,
            "kind": d.kind,
            "cards": d.cards,
            "dealer": self.dealer,
            "bids": [None if b == NO_BID else b for b in self.bids],
            "calls": [self.call_text(s) for s in range(self.n)],
            "dark": [s for s in range(self.n) if self.dark >> s & 1],
            "looked": [s for s in range(self.n) if self.looked >> s & 1],
            "trumps_lead": self.lead_mode == TRUMPS_LEAD,
        }
