"""The rules of one deal of Black Jack (black_jack.md sections 3-6) as a fast, cloneable state.

Built on ``SheddingState`` (hands, stock, discard with reshuffle; drawing always goes through
``draw_cards``) and the French shedding helpers of the engine (matching, suit calls, adjacency).

A *play* (combination) is a sequence of decisions, as DESIGN.md asks: ``play 5c`` starts it,
each further ``play 5s`` / ``play 6s`` continues it with a card that links to the previous one,
and ``done`` ends it; it also ends by itself when no card in hand can continue it.  A queen on top
must be covered in the same play (``draw`` 1 when you cannot).  Effects come only from the final
run of the finished play; an ace on top then asks for ``suit h``.

Action texts: ``play 7h``, ``done``, ``draw`` (draw 1; with a penalty pending: pick it up; with an
uncovered queen: draw for a cover), ``pass`` (keep the card just drawn), ``suit h``.  Any of them
may carry the suffix `` last``: the «Last cards!» call, made with that action (after its draw, if
it draws).  The suffix forms are offered while the player has no call standing, and ``draw last``
always: a draw ends a standing call, and the call made with it counts from this turn (section 9,
decision 20).

A queen may be the last card of the hand (decision 18): the play is not over until the queen is
covered, so it does not take the player out; with an empty hand he draws for the cover.  With
``mistake_penalty`` an illegal attempt undoes the whole play of the turn so far (decision 19): the
state remembers where the play started (``undo``), and a reshuffle during a play keeps the play
and the card beneath it on the pile so that they can go back.
"""

from __future__ import annotations

import random
from typing import Any

from cardtable.engine.cards import SUITS, UNKNOWN, french_deck
from cardtable.engine.french_shedding import (
    CLUBS,
    DIAMONDS,
    HEARTS,
    NO_SUIT,
    R2,
    R7,
    RA,
    RJ,
    RK,
    RQ,
    SPADES,
    SUIT_ACTIONS,
    FrenchTables,
    parse_suit,
    tables_for_deck,
)
from cardtable.engine.shedding import SheddingState
from cardtable.engine.state import ALL_SEATS, Event, IllegalAction, Vis, Zone

from .links import link_table
from .options import BlackJackOptions
from .phases import (  # noqa: F401  (re-exported: the rules' constants)
    BLACK_JACKS,
    CALLED,
    CALLED_NOW,
    CANCEL,
    COMBO,
    DRAWN,
    HAND_SIZE,
    KIND_NAMES,
    KING_HEARTS,
    LAST,
    MISTAKE_CARDS,
    NO_CALL,
    NONE,
    NORMAL,
    OVER,
    PASS_ON,
    PHASE_NAMES,
    PLAY,
    QDRAWN,
    SUIT,
    TWOS,
)

_TABLES: dict[bool, FrenchTables] = {}
_FOLLOWERS: dict[tuple, frozenset[int]] = {}
_COVERS: dict[tuple, frozenset[int]] = {}


def tables_for(opts: BlackJackOptions) -> FrenchTables:
    t = _TABLES.get(opts.jokers)
    if t is None:
        t = _TABLES[opts.jokers] = tables_for_deck(french_deck(52, jokers=2 if opts.jokers else 0))
    return t


class BlackJackState(SheddingState):
    """One deal of Black Jack.  ``combo`` lists the cards of the play in progress (its run decides
    the effects); ``copy`` maps a joker on the pile to the card it copies; ``undo`` is the phase
    and named suit from before the play in progress (what a mistake restores, decision 19)."""

    __slots__ = (
        "opts", "T", "turn", "direction", "phase", "dealer", "winner", "suit", "pending", "pkind",
        "mode", "combo", "copy", "calls", "drawn_at", "kind_of", "undo",
    )

    opts: BlackJackOptions
    T: FrenchTables

    def __init__(self, opts: BlackJackOptions, n: int, rng: random.Random, dealer: int) -> None:
        self.opts = opts
        self.T = tables_for(opts)
        self.init_base(self.T.deck, n, rng)
        self.init_piles(n)
        self.turn = (dealer + 1) % n
        self.direction = 1
        self.phase = PLAY
        self.dealer = dealer
        self.winner = -1
        self.suit = NO_SUIT  # the suit named with an ace (or a joker copying one) on top
        self.pending = 0  # cards the player to act must pick up (or pass on)
        self.pkind = NONE
        self.mode = NORMAL
        self.combo: list[int] = []
        self.copy: dict[int, int] = {}
        self.calls = [NO_CALL] * n
        self.drawn_at = -1  # index in the hand of the card just drawn (DRAWN, QDRAWN)
        self.kind_of = penalty_kinds(opts)
        self.undo: tuple[int, int] = (PLAY, NO_SUIT)

    # -- cloning ---------------------------------------------------------------------------------
    def clone(self, rng: random.Random | None = None) -> BlackJackState:
        c = BlackJackState.__new__(BlackJackState)
        c.opts = self.opts
        c.T = self.T
        self.copy_base(c, rng)
        self.copy_piles(c)
        c.turn = self.turn
        c.direction = self.direction
        c.phase = self.phase
        c.dealer = self.dealer
        c.winner = self.winner
        c.suit = self.suit
        c.pending = self.pending
        c.pkind = self.pkind
        c.mode = self.mode
        c.combo = self.combo[:]
        c.copy = dict(self.copy) if self.copy else {}
        c.calls = self.calls[:]
        c.drawn_at = self.drawn_at
        c.kind_of = self.kind_of
        c.undo = self.undo
        return c

    def zones(self) -> list[Zone]:
        zs = [Zone("stock", self.stock, Vis.HIDDEN), Zone("discard", self.discard, Vis.PUBLIC)]
        zs += [Zone(f"hand{s}", h, Vis.OWNER, s) for s, h in enumerate(self.hands)]
        return zs

    def on_reshuffle(self) -> None:
        keep = set(self.discard[-1:]) | set(self.combo)
        self.copy = {c: x for c, x in self.copy.items() if c in keep}

    def _kept_play(self) -> int:
        """How many cards of a play in progress stay on the pile through a reshuffle: all of them
        with ``mistake_penalty``, where a mistake may still take the play back (decision 19)."""
        return len(self.combo) if self.combo and self.opts.mistake_penalty else 0

    def refill_stock(self) -> list[Event]:
        """The shared reshuffle, with the play in progress lifted off the pile meanwhile so that
        the card beneath it stays on top and the play's cards stay where an undo finds them."""
        k = self._kept_play()
        if not k:
            return super().refill_stock()
        lifted = self.discard[-k:]
        del self.discard[-k:]
        ev = super().refill_stock()
        self.discard += lifted
        return ev

    def can_draw(self) -> bool:
        return bool(self.stock) or len(self.discard) > 1 + self._kept_play()

    # -- card facts ------------------------------------------------------------------------------
    @property
    def top(self) -> int:
        return self.discard[-1] if self.discard else UNKNOWN

    def eff(self, c: int) -> int:
        """The card ``c`` counts as: a joker on the pile is a copy of the card beneath it."""
        return self.copy.get(c, c)

    def base(self, kind: int) -> int:
        if kind == TWOS:
            return 2
        if kind == BLACK_JACKS:
            return int(self.opts.black_jack_penalty)
        return 5

    def is_red_jack(self, c: int) -> bool:
        T = self.T
        return T.rank[c] == RJ and T.suit[c] in (HEARTS, DIAMONDS)

    def active_suit(self) -> int:
        x = self.eff(self.top)
        if x == UNKNOWN:
            return NO_SUIT
        return self.suit if self.T.rank[x] == RA else self.T.suit[x]

    def next_seat(self, s: int) -> int:
        return (s + self.direction) % self.n

    def legal_on_top(self, c: int) -> bool:
        """A card may start a play: the active suit, the top's rank, any ace, or a joker."""
        T = self.T
        if T.joker[c] or T.rank[c] == RA:
            return True
        x = self.eff(self.top)
        return T.rank[c] == T.rank[x] or T.suit[c] == self.active_suit()

    def links(self, c: int, x: int) -> bool:
        """Card ``c`` may follow ``x`` (already resolved) in a play (``_links``, from its table)."""
        return link_table(self.T)[x][c]

    def _may_follow(self, c: int, x: int) -> bool:
        """``c`` may continue the current play, whose top resolves to ``x`` (mode restrictions)."""
        mode = self.mode
        if mode == PASS_ON:
            return self.T.joker[c] or self.kind_of[c] == self.pkind
        if mode == CANCEL:
            return self.is_red_jack(c)
        return self.links(c, x)

    def _may_start(self, c: int) -> bool:
        if self.pending:
            if self.T.joker[c] or self.kind_of[c] == self.pkind:
                return True
            return self.pkind == BLACK_JACKS and self.opts.red_jack_cancels and self.is_red_jack(c)
        return self.legal_on_top(c)

    def _may_be_last(self, seat: int, c: int, x: int) -> bool:
        """Whether ``c`` (on ``x``) may be played as the last card of the hand.  Going out needs a
        call from an earlier turn; a queen (or a joker copying one) is always allowed, because it
        does not take the player out: the play goes on until it is covered (decision 18)."""
        T = self.T
        return self.calls[seat] == CALLED or T.rank[x if T.joker[c] else c] == RQ

    def _queen_last(self, c: int) -> bool:
        """``c``, played now as the last card, would be a queen (itself, or a joker copying the top)."""
        T = self.T
        return T.rank[self.eff(self.top) if T.joker[c] else c] == RQ

    # -- the protocol ----------------------------------------------------------------------------
    def to_act(self) -> list[int]:
        return [] if self.over else [self.turn]

    def legal_actions(self, seat: int) -> list[str]:
        if self.over or seat != self.turn:
            return []
        acts = self._base_actions(seat)
        if self.calls[seat] == NO_CALL:
            hand = self.hands[seat]
            out = len(hand) == 1 and not self._queen_last(hand[0])  # no call to make when going out
            acts += [a + LAST for a in acts if not (out and a[:5] == "play ")]
        elif "draw" in acts:  # the draw ends the standing call; one made with it counts from now
            acts.append("draw" + LAST)
        return acts

    def _base_actions(self, seat: int) -> list[str]:
        phase = self.phase
        T = self.T
        hand = self.hands[seat]
        if phase == SUIT:
            return list(SUIT_ACTIONS)
        if phase == DRAWN or phase == QDRAWN:
            c = hand[self.drawn_at]
            acts = []
            x = self.eff(self.top)
            if len(hand) > 1 or self._may_be_last(seat, c, x):
                acts.append(T.play[c])
            acts.append("pass")
            return acts
        if phase == PLAY:
            x = self.eff(self.top)
            one = len(hand) == 1
            if self.pending:
                starts = [c for c in hand if self._may_start(c)]
            else:  # legal_on_top, with the top's rank and the active suit looked up once
                rank, suit, joker = T.rank, T.suit, T.joker
                tr, su = rank[x], self.active_suit()
                starts = [c for c in hand if joker[c] or rank[c] == RA or rank[c] == tr or suit[c] == su]
            acts = [T.play[c] for c in starts if not one or self._may_be_last(seat, c, x)]
            acts.append("draw" if self.pending or self.can_draw() else "pass")
            return acts
        # COMBO
        acts = self._continuations(seat)
        x = self.eff(self.top)
        if T.rank[x] == RQ and self.mode == NORMAL:
            if not acts:
                acts.append("draw" if self.can_draw() else "pass")
        else:
            acts.append("done")
        return acts

    def _continuations(self, seat: int) -> list[str]:
        hand = self.hands[seat]
        x = self.eff(self.top)
        one = len(hand) == 1
        play = self.T.play
        follows = self.links if self.mode not in (PASS_ON, CANCEL) else self._may_follow  # links: the common case
        return [play[c] for c in hand if follows(c, x) and (not one or self._may_be_last(seat, c, x))]

    # -- applying --------------------------------------------------------------------------------
    def apply(self, seat: int, action: str, check: bool = True) -> list[Event]:
        if check and action not in self.legal_actions(seat):
            if self.is_mistake(seat, action):
                return self._mistake(seat, action)
            raise IllegalAction(self.why_illegal(seat, action), action, seat)
        called = action.endswith(LAST)
        if called:
            action = action[: -len(LAST)]
        c = self.T.play_card.get(action)
        verb, _, arg = ("play", "", "") if c is not None else action.partition(" ")
        if c is not None:
            ev = self._play(seat, c)
        elif verb == "play":
            ev = self._play(seat, self.deck.by_text[arg][0])
        elif verb == "done":
            ev = self._finish_play(seat)
        elif verb == "draw":
            ev = self._draw(seat)
        elif verb == "pass":
            ev = self._pass(seat)
        elif verb == "suit":
            ev = self._name_suit(seat, parse_suit(arg))
        else:
            raise IllegalAction(f"unknown action {action!r}", action, seat)
        if called and not self.over:
            self.calls[seat] = CALLED_NOW if self.turn == seat else CALLED
            if not self.quiet:
                ev.append(Event("last_cards", seat))
        return ev

    def is_mistake(self, seat: int, action: str) -> bool:
        """With ``mistake_penalty``, trying to play a held card that may not be played now (including
        going out without a valid call) is accepted and costs a card instead of being refused."""
        if not self.opts.mistake_penalty or self.over or seat != self.turn or self.phase == SUIT:
            return False
        if action.endswith(LAST):
            action = action[: -len(LAST)]
        verb, _, arg = action.partition(" ")
        if verb != "play":
            return False
        ids = self.deck.by_text.get(arg)
        return bool(ids) and ids[0] in self.hands[seat] and self.can_draw()

    def _mistake(self, seat: int, action: str) -> list[Event]:
        """Decision 19: the whole play of this turn so far is taken back, then the player draws 1
        and goes on from where the play began (the turn's start, or the card he drew)."""
        ev = [] if self.quiet else [Event("mistake", seat, action=action)]
        if self.combo and self.phase in (COMBO, QDRAWN):
            ev += self._take_back(seat)
        return ev + self._draw_voiding(seat, MISTAKE_CARDS, "mistake")

    def _take_back(self, seat: int) -> list[Event]:
        """Every card of the play in progress goes back to the hand (everyone saw them), and the
        top card, named suit and phase are as before the play; the penalty state never changed
        during a play.  Cards drawn for a cover meanwhile stay in the hand."""
        cards = self.combo
        hand = self.hands[seat]
        del self.discard[-len(cards):]  # the play's cards are the top of the pile (see refill_stock)
        hand += cards
        for c in cards:
            self.copy.pop(c, None)
            self.known[c] = ALL_SEATS
        phase, suit = self.undo
        self.phase = phase
        self.suit = suit
        self.mode = NORMAL
        self.combo = []
        self.drawn_at = hand.index(cards[0]) if phase == DRAWN else -1
        return [] if self.quiet else [Event("take_back", seat, cards=list(cards))]

    def why_illegal(self, seat: int, action: str) -> str:
        """A player-facing reason why ``action`` is not legal for ``seat`` now (``explain``)."""
        from .explain import why_illegal

        return why_illegal(self, seat, action)

    # -- the moves -------------------------------------------------------------------------------
    def _play(self, seat: int, c: int) -> list[Event]:
        hand = self.hands[seat]
        T = self.T
        beneath = self.eff(self.top)
        phase = self.phase
        if phase == PLAY or phase == DRAWN:  # a new play starts
            self.undo = (phase, self.suit)
            self.combo = []
            if self.pending:
                self.mode = PASS_ON if T.joker[c] or self.kind_of[c] == self.pkind else CANCEL
            else:
                self.mode = NORMAL
        hand.remove(c)
        if self.voids:
            self.note_played(seat, c)
        self.discard.append(c)
        self.combo.append(c)
        self.suit = NO_SUIT
        if T.joker[c]:
            self.copy[c] = beneath
        ev = [] if self.quiet else [Event("play", seat, card=c)]
        self.phase = COMBO
        self.drawn_at = -1
        if not hand:
            if T.rank[self.eff(c)] == RQ:  # not out: the queen must be covered (decision 18)
                if not self.quiet:
                    ev.append(Event("queen_last", seat, card=c))
                return ev
            # the deal stops at once: nothing of this play takes effect
            self.winner = seat
            self.over = True
            self.phase = OVER
            if not self.quiet:
                ev.append(Event("out", seat, card=c))
            return ev
        if not self._continuations(seat) and not (T.rank[self.eff(c)] == RQ and self.mode == NORMAL):
            ev += self._finish_play(seat)
        return ev

    def _finish_play(self, seat: int) -> list[Event]:
        """The play is over: its final run sets the penalty, reversals and the suit call."""
        T = self.T
        combo = self.combo
        eff = self.eff
        x = eff(combo[-1]) if combo else eff(self.top)
        ev: list[Event] = []
        kind = self.kind_of[x]
        if self.mode == CANCEL:
            if not self.quiet:
                ev.append(Event("cancel", seat, n=self.pending))
            self.pending, self.pkind = 0, NONE
        elif kind != NONE:
            m = 0
            for c in reversed(combo):
                if self.kind_of[eff(c)] != kind:
                    break
                m += 1
            base = self.base(kind)
            double = self.opts.penalty_growth == "double"
            if self.mode == PASS_ON:
                p = self.pending * 2**m if double else self.pending + m * base
            else:
                p = base * 2 ** (m - 1) if double else m * base
            self.pending, self.pkind = p, kind
        else:
            self.pending, self.pkind = 0, NONE
        if self.opts.seven_reverses and T.rank[x] == R7 and self.n > 2:
            r = 0
            for c in reversed(combo):
                if T.rank[eff(c)] != R7:
                    break
                r += 1
            if r % 2:
                self.direction = -self.direction
            if not self.quiet:
                ev.append(Event("reverse", seat, n=r))
        if T.rank[x] == RA:
            self.phase = SUIT
            return ev
        ev += self._end_turn(seat)
        return ev

    def _end_turn(self, seat: int) -> list[Event]:
        if self.calls[seat] == CALLED_NOW:
            self.calls[seat] = CALLED
        self.combo = []
        self.undo = (PLAY, NO_SUIT)
        self.mode = NORMAL
        self.phase = PLAY
        self.drawn_at = -1
        self.turn = self.next_seat(seat)
        if self.pending:
            return [] if self.quiet else [Event("pending", self.turn, n=self.pending, penalty=KIND_NAMES[self.pkind])]
        return []

    def _name_suit(self, seat: int, suit: int) -> list[Event]:
        self.suit = suit
        return ([] if self.quiet else [Event("suit", seat, suit=SUITS[suit])]) + self._end_turn(seat)

    def _draw_voiding(self, seat: int, k: int, why: str) -> list[Event]:
        """Draw through the shared pile mechanics; drawing ends a standing «last cards» call."""
        if self.calls[seat] != NO_CALL:
            self.calls[seat] = NO_CALL
        return self.draw_cards(seat, k, why)

    def _draw(self, seat: int) -> list[Event]:
        phase = self.phase
        if phase == PLAY and self.pending:  # pick the penalty up: the turn ends at once
            n = self.pending
            ev = self._draw_voiding(seat, n, "penalty")
            self.pending, self.pkind = 0, NONE
            return ev + self._end_turn(seat)
        hand = self.hands[seat]
        held = len(hand)
        follow = frozenset()
        if phase == COMBO and not self.quiet:  # one draws for a cover only holding nothing that may follow the queen
            follow = self._followers(seat)
            self.note_void(seat, follow, held)
        ev = self._draw_voiding(seat, 1, "cover" if phase == COMBO else "draw")
        got = hand[held:]  # the card drawn (none when stock and pile ran dry); a quiet draw has no event
        if phase == COMBO:  # drawing for a cover of the queen on top
            if got and self._covers(got[0]):
                self.phase = QDRAWN
                self.drawn_at = len(hand) - 1
                return ev
            if got and not self.quiet:  # the drawn card did not cover either (the turn ends, all see it)
                cover = self._cover_set()
                # A void counts cards of the whole hand, and the cards of an older void are taken
                # to avoid every later set (engine.voids): so this one is noted only when the cards
                # held before avoid the covers too, i.e. every cover could have followed.  A last
                # card without a standing call may be a cover that could not be played (it would
                # go out); the drawn card's miss is then left unrecorded rather than overstated.
                if not (cover - follow).difference(self.discard):
                    self.note_void(seat, cover, held + 1)
            return ev + self._finish_play(seat)
        x = self.eff(self.top)
        if got and self.legal_on_top(got[0]) and (len(hand) > 1 or self._may_be_last(seat, got[0], x)):
            self.phase = DRAWN
            self.drawn_at = len(hand) - 1
            return ev
        return ev + self._end_turn(seat)

    def _followers(self, seat: int) -> frozenset[int]:
        """Every card of the deck ``seat`` could add to the play now: what he showed he lacks when
        he draws for a cover instead (black_jack.md section 5: a queen must be covered)."""
        one = len(self.hands[seat]) == 1
        x = self.eff(self.top)
        key = (len(self.deck), self.mode, self.T.suit[x], self.T.rank[x], one and self.calls[seat] == CALLED, one)
        f = _FOLLOWERS.get(key)
        if f is None:
            f = _FOLLOWERS[key] = frozenset(
                c for c in range(len(self.deck))
                if self._may_follow(c, x) and (not one or self._may_be_last(seat, c, x)))
        return f

    def _cover_set(self) -> frozenset[int]:
        """Every card that covers the queen on top (its suit or an ace, no joker)."""
        x = self.eff(self.top)
        key = (len(self.deck), self.T.suit[x])
        f = _COVERS.get(key)
        if f is None:
            f = _COVERS[key] = frozenset(c for c in range(len(self.deck)) if self._covers(c))
        return f

    def _covers(self, c: int) -> bool:
        x = self.eff(self.top)
        T = self.T
        return not T.joker[c] and (T.suit[c] == T.suit[x] or T.rank[c] == RA)

    def _pass(self, seat: int) -> list[Event]:
        ev = [] if self.quiet else [Event("pass", seat)]
        if self.phase in (QDRAWN, COMBO):  # the queen stays uncovered on top
            return ev + self._finish_play(seat)
        return ev + self._end_turn(seat)

    # -- summaries -------------------------------------------------------------------------------
    def cards_left(self) -> list[int]:
        return [len(h) for h in self.hands]

    def public_info(self) -> dict[str, Any]:
        """Public facts for screens and logs (no hidden card)."""
        active = self.active_suit()
        return {
            "phase": PHASE_NAMES[self.phase],
            "turn": self.turn,
            "direction": self.direction,
            "dealer": self.dealer,
            "top": self.deck.text(self.top),
            "suit": SUITS[active] if active >= 0 else "",
            "pending": self.pending,
            "pending_kind": KIND_NAMES[self.pkind],
            "counts": [len(h) for h in self.hands],
            "stock": len(self.stock),
            "calls": [s for s in range(self.n) if self.calls[s] != NO_CALL],
            "combo": [self.deck.text(c) for c in self.combo],
        }


def penalty_kinds(opts: BlackJackOptions) -> tuple[int, ...]:
    """Per card id: its penalty kind (twos, black jacks, K♥ when that option is on; jokers NONE)."""
    T = tables_for(opts)
    out = []
    for c in range(len(T.deck)):
        r, s = T.rank[c], T.suit[c]
        if r == R2:
            out.append(TWOS)
        elif r == RJ and s in (SPADES, CLUBS):
            out.append(BLACK_JACKS)
        elif r == RK and s == HEARTS and opts.king_of_hearts_penalty:
            out.append(KING_HEARTS)
        else:
            out.append(NONE)
    return tuple(out)


def is_special_start(st: BlackJackState, c: int) -> bool:
    """A start card that is buried again (black_jack.md section 3): penalty cards, Q, A, joker, and
    a 7 when sevens reverse.  A red jack may start the pile."""
    T = st.T
    r = T.rank[c]
    return T.joker[c] or st.kind_of[c] != NONE or r in (RQ, RA) or (r == R7 and st.opts.seven_reverses)
