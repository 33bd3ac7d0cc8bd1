"""The rules of one hand of Petukh (petukh.md sections 2-5) as a fast, cloneable state.

Built on the trick layer (``engine.tricks``: the trick, ``MustBeatRules`` for the duty to follow,
beat and overtrump, voids, seats taking part).  Phases: the cut (``manual_cut``), the prikup offer,
play or opt out, declarations (claims, Rams), play.

Action texts: ``cut 12``; ``buy`` / ``decline`` (the prikup offer); ``claim rj`` (show a claim pair:
``rj`` red jacks J♥ J♦, ``bj`` black jacks J♠ J♣, ``rq`` red queens, ``bq`` black queens; in the offer
before buying, or in the declarations); ``play`` / ``out`` (take part or opt out); ``rams`` (five
trumps); ``done`` (no more declarations); ``play 10h``.  A shown claim or a Rams makes exactly the
shown cards known to every seat (``State.known``).
"""

from __future__ import annotations

import random
from typing import Any

from cardtable.engine.cards import french_deck
from cardtable.engine.state import Event, IllegalAction, Vis, Zone
from cardtable.engine.tricks import MustBeatRules, TrickState, deal_order_among, next_among

from .options import PetukhOptions

CUT, OFFER, PART, DECLARE, PLAY, OVER = range(6)
PHASE_NAMES = ("cut", "offer", "part", "declare", "play", "over")
HAND = 5
PENALTY = 5
"""The croupier's +5 for a wrong card or a false claim (section 7)."""

DECKS = {36: french_deck(36), 32: french_deck(32)}
RULES = {k: MustBeatRules(d) for k, d in DECKS.items()}
PAIRS = {"rj": ("Jh", "Jd"), "bj": ("Js", "Jc"), "rq": ("Qh", "Qd"), "bq": ("Qs", "Qc")}
PLAY_OUT = ("play", "out")
UNDECIDED, PLAYS, OUT = range(3)


class PetukhState(TrickState):
    """One hand.  ``seats`` are the players in the match; ``scores`` and ``streak`` their totals and
    opt-out counters at the start of the hand (they decide who may opt out and the claim limits);
    ``part`` per seat undecided / plays / out; ``buyer`` who bought the prikup (-1); ``queue`` who
    still chooses play or opt out; ``claims`` the pairs shown per seat; ``declared`` who ended his
    declarations; ``rams`` the declarer (-1); ``annulled`` the croupier's verdict with ``offender``.
    ``prikup`` is the face-down pile, ``dead`` the hands laid down (bought-out or opted out)."""

    __slots__ = ("opts", "dealer", "seats", "scores", "streak", "phase", "order", "part", "buyer", "queue",
                 "claims", "declared", "rams", "annulled", "offender", "prikup", "dead", "cutter", "rules",
                 "sole", "chips", "bank")

    opts: PetukhOptions

    def __init__(self, opts: PetukhOptions, n: int, rng: random.Random, dealer: int, seats: list[int],
                 scores: list[int], streak: list[int]) -> None:
        self.opts = opts
        self.init_base(DECKS[opts.deck_size], n, rng)
        self.init_tricks(n)
        self.rules = RULES[opts.deck_size]
        self.dealer = dealer
        self.seats = list(seats)
        self.scores = list(scores)
        self.streak = list(streak)
        self.phase = OFFER
        self.order = deal_order_among(n, dealer, self.seats)
        self.part = [UNDECIDED] * n
        self.buyer = -1
        self.queue: list[int] = []
        self.claims: list[list[str]] = [[] for _ in range(n)]
        self.declared: list[int] = []
        self.rams = -1
        self.annulled = False
        self.offender = -1
        self.prikup: list[int] = []
        self.dead: list[int] = []
        self.cutter = self.order[-2] if len(self.order) > 1 else dealer  # the dealer's right-hand neighbour
        self.sole = False
        self.chips: list[int] | None = None  # with the bank option: chips per seat and the bank, as the
        self.bank: int | None = None  # hand began (public; the match keeps the running ones)

    def clone(self, rng: random.Random | None = None) -> PetukhState:
        c = PetukhState.__new__(PetukhState)
        c.opts = self.opts
        self.copy_base(c, rng)
        self.copy_tricks(c)
        c.rules = self.rules
        c.dealer = self.dealer
        c.seats = self.seats
        c.scores = self.scores
        c.streak = self.streak
        c.phase = self.phase
        c.order = self.order
        c.part = self.part[:]
        c.buyer = self.buyer
        c.queue = self.queue[:]
        c.claims = [x[:] for x in self.claims]
        c.declared = self.declared[:]
        c.rams = self.rams
        c.annulled = self.annulled
        c.offender = self.offender
        c.prikup = self.prikup[:]
        c.dead = self.dead[:]
        c.cutter = self.cutter
        c.sole = self.sole
        c.chips = self.chips  # never changed during a hand
        c.bank = self.bank
        return c

    def zones(self) -> list[Zone]:
        return self.trick_zones() + [Zone("prikup", self.prikup, Vis.HIDDEN), Zone("dead", self.dead, Vis.HIDDEN)]

    # -- the deal -------------------------------------------------------------------------------
    def start(self) -> list[Event]:
        if self.opts.manual_cut:
            self.phase = CUT
            self.turn = self.cutter
            return []
        return self.deal()

    def deal(self) -> list[Event]:
        """Five rounds: the prikup first, then each player from the dealer's left; turn the trump."""
        stock = self.stock
        for _ in range(HAND):
            self.prikup.append(stock.pop())
            for s in self.order:
                self.hands[s].append(stock.pop())
        c = stock.pop()
        self.shown.append(c)
        self.trump_card = c
        self.trump = self.deck.suit_of[c]
        self.phase = OFFER
        self.turn = self.order[0]
        return [] if self.quiet else [Event("deal", self.dealer, trump_card=c)]

    # -- queries ----------------------------------------------------------------------------------
    def to_act(self) -> list[int]:
        return [] if self.over else [self.turn]

    def participants(self) -> list[int]:
        return [s for s in self.order if self.part[s] == PLAYS]

    def pair_ids(self, code: str) -> list[int]:
        return [self.deck.by_text[t][0] for t in PAIRS[code]]

    def held_pairs(self, seat: int) -> list[str]:
        hand = self.hands[seat]
        return [k for k in PAIRS if k not in self.claims[seat] and all(c in hand for c in self.pair_ids(k))]

    def claim_actions(self, seat: int) -> list[str]:
        if not self.opts.claims:
            return []
        return [f"claim {k}" for k in self.held_pairs(seat)]

    def may_opt_out(self, seat: int) -> bool:
        return self.scores[seat] >= self.opts.optout_min_score

    def five_trumps(self, seat: int) -> bool:
        suit = self.deck.suit_of
        hand = self.hands[seat]
        return len(hand) == HAND and all(suit[c] == self.trump for c in hand)

    def play_cards(self, seat: int) -> list[int]:
        win = self.win_idx if self.trick else 0
        return self.rules.legal_beating(self.hands[seat], self.trick, self.trump, win)

    def legal_actions(self, seat: int) -> list[str]:
        if self.over or seat != self.turn:
            return []
        ph = self.phase
        if ph == CUT:
            return [f"cut {k}" for k in range(1, len(self.stock))]
        if ph == OFFER:
            return ["buy", "decline"] + self.claim_actions(seat)
        if ph == PART:
            return ["play", "out"] if self.may_opt_out(seat) else ["play"]
        if ph == DECLARE:
            acts = self.claim_actions(seat)
            if self.opts.rams and self.five_trumps(seat):
                acts.append("rams")
            return acts + ["done"]
        texts = self.deck.texts
        return [f"play {texts[c]}" for c in self.play_cards(seat)]

    def is_mistake(self, seat: int, action: str) -> bool:
        """The croupier's catches, accepted instead of refused (as Uno's ``mistake_penalty``): under
        ``croupier_mode=penalize`` a card held but not allowed; with ``allow_false_claims`` a claim
        of a pair not held, when a claim may be made.  Either costs +5 and annuls the hand."""
        if self.over or seat != self.turn:
            return False
        verb, _, arg = action.partition(" ")
        if verb == "claim":
            return (self.opts.allow_false_claims and self.opts.claims and self.phase in (OFFER, DECLARE)
                    and arg in PAIRS and arg not in self.claims[seat] and arg not in self.held_pairs(seat))
        if self.opts.croupier_mode != "penalize" or self.phase != PLAY:
            return False
        ids = self.deck.by_text.get(arg)
        return verb == "play" and bool(ids) and ids[0] in self.hands[seat] and ids[0] not in self.play_cards(seat)

    # -- applying ---------------------------------------------------------------------------------
    def apply(self, seat: int, action: str, check: bool = True) -> list[Event]:
        if check and action not in self.legal_actions(seat):
            if self.is_mistake(seat, action):
                if action.startswith("claim "):
                    return self._annul(seat, "false_claim", claim=action[6:])
                return self._annul(seat, "wrong_card", card=self.deck.by_text[action[5:]][0])
            raise IllegalAction(self.why_illegal(seat, action), action, seat)
        verb, _, arg = action.partition(" ")
        if verb == "cut":
            return self._cut(seat, int(arg))
        if verb == "claim":
            return self._claim(seat, arg)
        if verb == "buy":
            return self._buy(seat)
        if verb == "decline":
            self.part[seat] = PLAYS
            return ([] if self.quiet else [Event("decline", seat)]) + self._next_offer(seat)
        if verb == "play" and not arg:
            return self._join(seat, True)
        if verb == "out":
            return self._join(seat, False)
        if verb == "rams":
            return self._rams(seat)
        if verb == "done":
            return self._declared(seat)
        return self._play(seat, self.deck.by_text[arg][0])

    def why_illegal(self, seat: int, action: str) -> str:
        if self.over:
            return "the hand is over"
        verb, _, arg = action.partition(" ")
        if verb not in ("cut", "buy", "decline", "claim", "play", "out", "rams", "done"):
            return f"unknown action {action!r}"
        if seat != self.turn:
            return f"it is not your turn (seat {self.turn} is to act)"
        ph = PHASE_NAMES[self.phase]
        if verb == "claim":
            if not self.opts.claims:
                return "claims are not played"
            if arg not in PAIRS:
                return "a claim names a pair: rj, bj, rq or bq"
            if arg in self.claims[seat]:
                return "that pair is already shown"
            return "you do not hold both cards of that pair" if ph in ("offer", "declare") else "no claims now"
        if verb == "out":
            if ph == "part":
                return f"with fewer than {self.opts.optout_min_score} points you must play"
            return "only a player after the buyer may opt out"
        if verb == "rams":
            return "Rams needs five trumps, declared before the first lead" if self.opts.rams else "no Rams here"
        if verb == "play" and arg:
            if ph != "play":
                return "the play has not started"
            ids = self.deck.by_text.get(arg)
            if not ids or ids[0] not in self.hands[seat]:
                return f"you do not hold {arg}"
            return ("follow suit and beat the winning card if you can; void, trump (and overtrump) if you can")
        return f"not now (phase: {ph})"

    def _cut(self, seat: int, k: int) -> list[Event]:
        stock = self.stock
        self.stock = stock[-k:] + stock[:-k]
        return ([] if self.quiet else [Event("cut", seat, k=k)]) + self.deal()

    def _claim(self, seat: int, code: str) -> list[Event]:
        ids = self.pair_ids(code)
        self.claims[seat].append(code)
        everyone = (1 << self.n) - 1
        for c in ids:
            self.known[c] = everyone
        return [] if self.quiet else [Event("claim", seat, claim=code, cards=ids)]

    def _buy(self, seat: int) -> list[Event]:
        hand = self.hands[seat]
        self.dead.extend(hand)
        hand[:] = self.prikup
        self.prikup = []
        self.buyer = seat
        self.part[seat] = PLAYS
        ev = [] if self.quiet else [Event("buy", seat), Event("drew", seat, to=1 << seat, cards=hand[:])]
        i = self.order.index(seat)
        self.queue = self.order[i + 1:]
        return ev + self._next_part()

    def _next_offer(self, seat: int) -> list[Event]:
        i = self.order.index(seat)
        if i + 1 < len(self.order):
            self.turn = self.order[i + 1]
            return []
        return ([] if self.quiet else [Event("all_declined", None)]) + self._start_declare()

    def _join(self, seat: int, plays: bool) -> list[Event]:
        self.queue.pop(0)
        if plays:
            self.part[seat] = PLAYS
        else:
            self.part[seat] = OUT
            self.dead.extend(self.hands[seat])
            self.hands[seat] = []
        return ([] if self.quiet else [Event("join" if plays else "out", seat)]) + self._next_part()

    def _next_part(self) -> list[Event]:
        if self.queue:
            self.phase = PART
            self.turn = self.queue[0]
            return []
        return self._start_declare()

    def _start_declare(self) -> list[Event]:
        self.phase = DECLARE
        self.leader = self.buyer if self.buyer >= 0 else self.dealer
        if not self.opts.claims and not self.opts.rams:
            return self._start_play()
        self.turn = self.participants()[0]
        return []

    def _declared(self, seat: int) -> list[Event]:
        self.declared.append(seat)
        parts = self.participants()
        i = parts.index(seat)
        if i + 1 < len(parts):
            self.turn = parts[i + 1]
            return []
        return self._start_play()

    def _start_play(self) -> list[Event]:
        parts = self.participants()
        if len(parts) == 1:  # the others opted out: he takes all five tricks, or nobody scores
            self.sole = True
            if self.opts.sole_player_takes_all:
                self.taken[parts[0]] = HAND
            return self._finish([] if self.quiet else [Event("sole", parts[0], takes=self.opts.sole_player_takes_all)])
        self.phase = PLAY
        self.turn = self.leader
        return [] if self.quiet else [Event("play_starts", self.leader)]

    def _rams(self, seat: int) -> list[Event]:
        self.rams = seat
        everyone = (1 << self.n) - 1
        for c in self.hands[seat]:
            self.known[c] = everyone
        return self._finish([] if self.quiet else [Event("rams", seat, cards=self.hands[seat][:])])

    def _annul(self, seat: int, why: str, **data: Any) -> list[Event]:
        self.annulled = True
        self.offender = seat
        return self._finish([] if self.quiet else [Event("annulled", seat, why=why, **data)])

    def _finish(self, ev: list[Event]) -> list[Event]:
        self.over = True
        self.phase = OVER
        self.turn = -1
        return ev + ([] if self.quiet else [Event("hand_over", None, taken=list(self.taken))])

    def _play(self, seat: int, c: int) -> list[Event]:
        hand = self.hands[seat]
        trick = self.trick
        if trick and not self.quiet:  # the voids the play shows: only determinize reads them
            shown = self.rules.shown_void_beating(c, trick, self.trump, self.win_idx)
            if shown:
                self.note_void(seat, shown, len(hand))
        ev = self.put_card(seat, c, self.rules)
        parts = self.participants()
        if len(trick) < len(parts):
            self.turn = next_among(seat, self.n, parts)
            return ev
        ev += self.close_trick()
        if self.tricks_done == HAND:
            return self._finish(ev)
        return ev

    # -- views --------------------------------------------------------------------------------------
    def public_info(self) -> dict[str, Any]:
        info = self.trick_info()
        info.update({
            "phase": PHASE_NAMES[self.phase],
            "dealer": self.dealer,
            "seats": list(self.seats),
            "scores": list(self.scores),
            "streak": list(self.streak),
            "buyer": self.buyer,
            "part": ["?" if p == UNDECIDED else ("plays" if p == PLAYS else "out") for p in self.part],
            "claims": [list(x) for x in self.claims],
            "rams": self.rams,
            "annulled": self.annulled,
            "offender": self.offender,
            "prikup": len(self.prikup),
            "sole": self.sole,
            "chips": list(self.chips) if self.chips is not None else None,
            "bank": self.bank,
        })
        return info
