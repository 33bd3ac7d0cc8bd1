"""The rules of one hand of Petukh (petukh.md sections 2-5) as a fast, cloneable state.

Built on the trick layer (``engine.tricks``: the trick, ``MustBeatRules`` for the duty to follow,
beat and overtrump, voids, seats taking part).  Phases: the cut (``manual_cut``), the prikup offer,
play or opt out, declarations (claims, Rams), play.

Action texts: ``cut 12``; ``buy`` / ``decline`` (the prikup offer); ``claim rj`` (show a claim pair:
``rj`` red jacks J♥ J♦, ``bj`` black jacks J♠ J♣, ``rq`` red queens, ``bq`` black queens; in the offer
before buying, or in the declarations); ``play`` / ``out`` (take part or opt out); ``rams`` (five
trumps); ``done`` (no more declarations); ``play 10h``; ``rebuy`` / ``leave`` (section 6: a player the
hand puts at the elimination score, with the bank, the rebuy and the chips for it, *may* pay the
stake and come back; the decision closes the hand, so the score sheet's row already knows it).  A
shown claim or a Rams makes exactly the shown cards known to every seat (``State.known``).

The hand's changes of points (section 4, with Rams and the opt-out streaks) are worked out here
(``final_changes``), once: the rebuy offer needs them before the hand is over and the spec's
scoring writes them on the sheet.
"""

from __future__ import annotations

import random
from typing import Any

from cardtable.engine.cards import french_deck
from cardtable.engine.mechanics.tricks import MustBeatRules, TrickInfo, TrickState, deal_order_among, next_among
from cardtable.engine.refusals import Refusal, preamble
from cardtable.engine.state import Event, IllegalAction, PublicInfo, Vis, Zone
from cardtable.engine.table import Memo

from .options import PetukhOptions
from .phases import CUT, DECLARE, HAND, OFFER, OUT, OVER, PART, PHASE_NAMES, PLAY, PLAYS, REBUY, UNDECIDED
from .refusals import PHASES, R

PENALTY = 5
"""The croupier's +5 for a wrong card or a false claim (section 7)."""

DECKS = {36: french_deck(36), 32: french_deck(32)}
RULES = {k: MustBeatRules(d) for k, d in DECKS.items()}
PAIRS = {"rj": ("Jh", "Jd"), "bj": ("Js", "Jc"), "rq": ("Qh", "Qd"), "bq": ("Qs", "Qc")}
PLAY_OUT = ("play", "out")
REBUY_ACTIONS = ["rebuy", "leave"]
VERBS = ("cut", "buy", "decline", "claim", "play", "out", "rams", "done", "rebuy", "leave")


def counted_claims(opts: PetukhOptions, shown: int, score: int) -> int:
    """Claims that count for a player at ``score`` at the start of the hand (``advanced_claim_limits``)."""
    if not opts.claims:
        return 0
    if opts.advanced_claim_limits:
        if score <= 6:
            return 0
        if score <= 11:
            return min(shown, 1)
    return shown


def hand_changes(opts: PetukhOptions, st: PetukhState) -> list[int]:
    """Each seat's change of points for the finished hand's tricks and claims (section 4), before
    Rams and the opt-out streaks (``final_changes`` adds them)."""
    n = st.n
    out = [0] * n
    if st.annulled:
        out[st.offender] = PENALTY
        return out
    if st.rams >= 0:
        return out
    if st.sole and not opts.sole_player_takes_all:
        return out
    for s in st.seats:
        if st.part[s] != PLAYS:
            continue
        c = counted_claims(opts, len(st.claims[s]), st.scores[s])
        t = st.taken[s]
        if t >= 1:
            out[s] = -t - opts.claim_value * c
        elif c == 0:
            out[s] = opts.no_trick_penalty
    return out


def final_changes(opts: PetukhOptions, st: PetukhState) -> tuple[list[int], list[int], list[str]]:
    """The finished hand's change of every seat's points, the opt-out counters after it and the
    sheet's notes: tricks and claims, a Rams (the bank when there is one and it is not empty, else
    ``-rams_value``) and the streak penalty (sections 3, 4 and 6).  Rebuys are not in it."""
    points = hand_changes(opts, st)
    notes: list[str] = []
    if st.rams >= 0:
        if opts.bank and (st.bank or 0) > 0:
            notes.append(f"seat {st.rams}: Rams takes the bank of {st.bank}")
        else:
            points[st.rams] = -opts.rams_value
            notes.append(f"seat {st.rams}: Rams -{opts.rams_value}")
    streak = list(st.streak)
    for s in st.seats:
        if st.part[s] == OUT:
            streak[s] += 1
            if streak[s] >= opts.optout_penalty_streak:
                points[s] += opts.optout_penalty
                streak[s] = 0
                notes.append(f"seat {s}: {opts.optout_penalty_streak} opt-outs in a row +{opts.optout_penalty}")
        elif st.part[s] == PLAYS:
            streak[s] = 0
    return points, streak, notes


class PetukhMemo(Memo):
    """What a Petukh match carries from hand to hand: the opt-out streaks and, with the bank, each
    seat's chips, the bank and whether the winners were paid out (``chips`` None: no bank)."""

    __slots__ = ("streak", "chips", "bank", "paid")

    def __init__(self) -> None:
        self.streak: list[int] | None = None
        self.chips: list[int] | None = None
        self.bank = 0
        self.paid = False


class PetukhInfo(PublicInfo, TrickInfo):
    """Petukh's public facts (``PetukhState.public_info``)."""

    dealer: int
    seats: list[int]
    """The players still in the match."""
    scores: list[int]
    """Each seat's points at the start of the hand (counting down from the start score)."""
    streak: list[int]
    """Each seat's opt-outs in a row before this hand."""
    buyer: int
    """Who bought the prikup, -1 nobody (yet)."""
    part: list[str]
    """Per seat ``plays``, ``out`` (opted out) or ``?`` (not decided yet)."""
    claims: list[list[str]]
    """The pairs each seat has shown (``rj``, ``bj``, ``rq``, ``bq``)."""
    rams: int
    """Who declared Rams, -1 nobody."""
    annulled: bool
    """The croupier annulled the hand (a wrong card or a false claim by ``offender``)."""
    offender: int
    prikup: int
    """Cards in the prikup (face down: counted, never named)."""
    sole: bool
    """Everybody else opted out: one player was left in the hand."""
    chips: list[int] | None
    """With the bank: each seat's chips as the hand began; None without it."""
    bank: int | None
    """With the bank: the chips in it as the hand began; None without it."""
    rebuy_queue: list[int]
    """The seats still to choose whether to buy back in (phase ``rebuy``)."""
    after: list[int] | None
    """Every seat's points once this hand is written, before any rebuy (phase ``rebuy`` only)."""
    rebought: list[int]
    """The seats that chose to buy back in."""


class PetukhState(TrickState):
    """One hand.  ``seats`` are the players in the match; ``scores`` and ``streak`` their totals and
    opt-out counters at the start of the hand (they decide who may opt out and the claim limits);
    ``part`` per seat undecided / plays / out; ``buyer`` who bought the prikup (-1); ``queue`` who
    still chooses play or opt out; ``claims`` the pairs shown per seat; ``declared`` who ended his
    declarations; ``rams`` the declarer (-1); ``annulled`` the croupier's verdict with ``offender``.
    ``prikup`` is the face-down pile, ``dead`` the hands laid down (bought-out or opted out) and a
    prikup nobody bought.  After the play, ``rebuy_queue`` holds the seats still to choose whether to
    buy back in (in deal order) and ``rebought`` those who did."""

    __slots__ = ("seats", "scores", "streak", "order", "part", "buyer", "queue",
                 "claims", "declared", "rams", "annulled", "offender", "prikup", "dead", "cutter", "rules",
                 "sole", "chips", "bank", "rebuy_queue", "rebought")
    config_slots = TrickState.config_slots | {"rules"}  # the deck size's trick rules

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
        self.rebuy_queue: list[int] = []
        self.rebought: list[int] = []

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
        c.rebuy_queue = self.rebuy_queue[:]
        c.rebought = self.rebought[:]
        return c

    def zones(self) -> list[Zone]:
        return self.trick_zones() + [Zone("prikup", self.prikup, Vis.HIDDEN), Zone("dead", self.dead, Vis.HIDDEN)]

    def constrain_deal(self, seat: int, unseen: list[int], rng: random.Random) -> None:
        """A kept hand is likely good, a sold or opted-out one poor, a hand that stayed in holds a
        trump or an ace: the others' hands are dealt to agree (``inference``)."""
        from .inference import constrain_deal

        constrain_deal(self, seat, unseen, rng)

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
        if ph == REBUY:
            return list(REBUY_ACTIONS)
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
        if verb != "play" or not ids:
            return False
        return ids[0] in self.hands[seat] and ids[0] not in self.play_cards(seat)

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
        if verb in REBUY_ACTIONS:
            return self._rebuy(seat, verb == "rebuy")
        return self._play(seat, self.deck.by_text[arg][0])

    def why_illegal(self, seat: int, action: str) -> Refusal:
        """Why ``action`` is not legal for ``seat`` now (``refusals.R``)."""
        if self.over:
            return R("over")
        verb, _, arg = action.partition(" ")
        if verb not in VERBS:
            return R("unknown", action=action)
        first = preamble(False, [self.turn], seat, action, catalog=R)
        if first is not None:
            return first
        ph = PHASE_NAMES[self.phase]
        if verb == "claim":
            if not self.opts.claims:
                return R("no_claims")
            if arg not in PAIRS:
                return R("claim_pair")
            if arg in self.claims[seat]:
                return R("claim_shown")
            return R("claim_not_held") if ph in ("offer", "declare") else R("claim_not_now")
        if verb == "out":
            if ph == "part":
                return R("must_play", need=self.opts.optout_min_score)
            return R("optout_after_buyer")
        if verb == "rams":
            return R("rams_needs") if self.opts.rams else R("no_rams")
        if verb in REBUY_ACTIONS:
            return R("rebuy_who")
        if verb == "play" and arg:
            if ph != "play":
                return R("play_not_started")
            ids = self.deck.by_text.get(arg)
            if not ids or ids[0] not in self.hands[seat]:
                return R("not_holding", card=arg)
            return R("follow_beat")
        return R("not_now", phase=PHASES(ph))

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
        self.dead.extend(self.prikup)  # section 3: nobody bought it, it is discarded unseen
        self.prikup = []
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
        """The play is over: the rebuy offers, if the hand puts someone out who may buy back in,
        else the end of the hand."""
        if not self.quiet:
            ev = ev + [Event("hand_over", None, taken=list(self.taken))]
        self.rebuy_queue = self.rebuy_offers()
        if self.rebuy_queue:
            self.phase = REBUY
            self.turn = self.rebuy_queue[0]
            return ev
        return ev + self._close()

    def _close(self) -> list[Event]:
        self.over = True
        self.phase = OVER
        self.turn = -1
        return []

    def points_after(self) -> list[int]:
        """Every seat's points once this finished hand is written, before any rebuy."""
        changes = final_changes(self.opts, self)[0]
        return [a + b for a, b in zip(self.scores, changes, strict=True)]

    def rebuy_offers(self) -> list[int]:
        """The seats asked whether to buy back in, in deal order (section 6, step 2): put at the
        elimination score by this hand, with ``bank`` and ``rebuy`` on and the chips for the stake,
        while the match goes on (nobody else is at 0 or less; a rebuy is a return "from the next
        hand", and there is none when this hand ends the match).  ``rebuy_auto`` asks nobody: the
        scoring buys every seat back in that can pay (the rule of records of format 1)."""
        opts = self.opts
        if not (opts.bank and opts.rebuy) or opts.rebuy_auto or self.chips is None:
            return []
        after = self.points_after()
        over = [s for s in self.order if after[s] >= opts.elimination_score]
        if not over or any(after[s] <= 0 for s in self.seats if s not in over):
            return []
        return [s for s in over if self.chips[s] >= opts.bank_stake]

    def _rebuy(self, seat: int, rebuys: bool) -> list[Event]:
        self.rebuy_queue.pop(0)
        if rebuys:
            self.rebought.append(seat)
        ev = [] if self.quiet else [Event("rebuy" if rebuys else "leave", seat)]
        if self.rebuy_queue:
            self.turn = self.rebuy_queue[0]
            return ev
        return ev + self._close()

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
    def public_info(self) -> PetukhInfo:
        """Public facts for screens, logs and ``replay --json`` (the prikup counted, never named)."""
        return {
            **self.trick_info(),
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
            "rebuy_queue": list(self.rebuy_queue),
            "after": self.points_after() if self.phase == REBUY else None,
            "rebought": list(self.rebought),
        }
