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
decision 20).  Inside, actions are ids (``tables``: a play's id is its card's id): ``legal_ids``
builds the legal list without string work and ``_do`` (``apply_id``) dispatches on ints; the texts
are their public notation (``legal_actions``, ``apply``), one set of rules for both.  What each
action does is in ``moves``.

A queen may be the last card of the hand (decision 18): the play is not over until the queen is
covered, so it does not take the player out; with an empty hand he draws for the cover.  With
``mistake_penalty`` an illegal attempt undoes the whole play of the turn so far (decision 19): the
state remembers where the play started (``undo``), and a reshuffle during a play keeps the play
and the card beneath it on the pile so that they can go back.
"""

from __future__ import annotations

import random

from cardtable.engine.actions import ActionTable
from cardtable.engine.cards import SUITS, UNKNOWN
from cardtable.engine.mechanics.french_shedding import (
    NO_SUIT,
    R7,
    RA,
    RQ,
)
from cardtable.engine.refusals import Refusal
from cardtable.engine.state import ALL_SEATS, Event, IllegalAction, PublicInfo, Vis, Zone

from .moves import BlackJackMoves
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
from .refusals import R, why_illegal
from .tables import tables_for


class BlackJackInfo(PublicInfo):
    """Black Jack's public facts (``BlackJackState.public_info``): cards as record texts, seats
    as indices."""

    turn: int
    direction: int
    """1 clockwise, -1 counter-clockwise (sevens reverse it)."""
    dealer: int
    top: str
    """The top card of the pile."""
    suit: str
    """The suit to follow (the one named on an ace on top), "" with no card on the pile."""
    pending: int
    """The penalty the player to act must pick up or pass on (0: none)."""
    pending_kind: str
    """Its kind: ``twos``, ``black_jacks``, ``king_of_hearts`` ("" with no penalty)."""
    counts: list[int]
    stock: int
    calls: list[int]
    """The seats with a «last cards» call standing (made this turn or earlier)."""
    combo: list[str]
    """The cards of the play in progress, in play order."""


class BlackJackState(BlackJackMoves):
    """One deal of Black Jack.  ``combo`` lists the cards of the play in progress (its run decides
    the effects); ``copy`` maps a joker on the pile to the card it copies; ``undo`` is the phase
    and named suit from before the play in progress (what a mistake restores, decision 19).
    ``T`` holds the lookup tables of the deck and options (``tables``: action ids, links).
    The fields are declared, typed, on ``BlackJackMoves``."""

    __slots__ = ()
    config_slots = BlackJackMoves.config_slots | {"kind_of"}  # ``T.kind_of``, read often

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
        self.combo = []
        self.copy = {}
        self.calls = [NO_CALL] * n
        self.drawn_at = -1  # index in the hand of the card just drawn (DRAWN, QDRAWN)
        self.kind_of = self.T.kind_of
        self.undo = (PLAY, NO_SUIT)

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

    # -- the protocol ----------------------------------------------------------------------------
    def to_act(self) -> list[int]:
        return [] if self.over else [self.turn]

    def action_table(self) -> ActionTable:
        """The deck's native action ids (``tables``: a play's id is its card's id)."""
        return self.T.actions

    def legal_actions(self, seat: int) -> list[str]:
        texts = self.T.actions.texts
        return [texts[a] for a in self.legal_ids(seat)]

    def legal_ids(self, seat: int) -> list[int]:
        """The legal actions as ids (``tables``): the plays of cards (a play's id is its card) in
        hand order, then ``draw``, ``pass`` or ``done``, then the same with the call where one is
        due.  Written for speed: the search's rollouts ask it at every step."""
        if self.over or seat != self.turn:
            return []
        T = self.T
        hand = self.hands[seat]
        phase = self.phase
        if phase == PLAY:
            top = self.discard[-1] if self.discard else UNKNOWN
            x = self.copy.get(top, top) if self.copy else top
            if self.pending:
                f = self._may_start
                acts = [c for c in hand if f(c)]
            elif x != UNKNOWN:  # legal_on_top, from the table of the top card (or the named suit)
                row = T.ace_rows[self.suit] if T.ace[x] else T.start_rows[x]
                acts = [c for c in hand if row[c]]
            else:
                f = self.legal_on_top
                acts = [c for c in hand if f(c)]
            if len(hand) == 1 and acts:
                acts = [c for c in acts if self._may_be_last(seat, c, x)]
            acts.append(T.draw if self.pending or self.stock or self.can_draw() else T.pass_)
        elif phase == COMBO:
            top = self.discard[-1] if self.discard else UNKNOWN
            x = self.copy.get(top, top) if self.copy else top
            acts = self._continuation_ids(seat, x)
            if T.queen[x] and self.mode == NORMAL:
                if not acts:
                    acts.append(T.draw if self.stock or self.can_draw() else T.pass_)
            else:
                acts.append(T.done)
        elif phase == SUIT:
            acts = list(T.suits)
        else:  # DRAWN, QDRAWN
            c = hand[self.drawn_at]
            acts = [c, T.pass_] if len(hand) > 1 or self._may_be_last(seat, c, self.eff(self.top)) else [T.pass_]
        last = T.last
        if self.calls[seat] == NO_CALL:
            if len(hand) == 1 and not self._queen_last(hand[0]):  # no call to make when going out
                n = T.n
                acts += [a + last for a in acts if a >= n]
            else:
                acts += [a + last for a in acts]
        elif T.draw in acts:  # the draw ends the standing call; one made with it counts from now
            acts.append(T.draw + last)
        return acts

    # -- applying --------------------------------------------------------------------------------
    def apply(self, seat: int, action: str, check: bool = True) -> list[Event]:
        if check and action not in self.legal_actions(seat):
            if self.is_mistake(seat, action):
                return self._mistake(seat, action)
            raise IllegalAction(self.why_illegal(seat, action), action, seat)
        aid = self.T.actions.ids.get(action)
        if aid is None:
            raise IllegalAction(R("unknown", action=action), action, seat)
        return self._do(seat, aid)

    def _do(self, seat: int, aid: int) -> list[Event]:
        """Play the action ``aid`` (legal, unchecked): the one dispatch of every move.  It is
        ``apply_id`` too (its events are empty in a search's quiet state)."""
        K = self.T
        called = aid >= K.last
        if called:
            aid -= K.last
        if aid < K.n:
            ev = self._play(seat, aid)
        elif aid == K.draw:
            ev = self._draw(seat)
        elif aid == K.done:
            ev = self._finish_play(seat)
        elif aid == K.pass_:
            ev = self._pass(seat)
        else:
            ev = self._name_suit(seat, aid - K.suit0)
        if called and not self.over:
            self.calls[seat] = CALLED_NOW if self.turn == seat else CALLED
            if not self.quiet:
                ev.append(Event("last_cards", seat))
        return ev

    apply_id = _do  # type: ignore[assignment]  # returns the events apply_id drops: one call less per search step

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
        return ids is not None and ids[0] in self.hands[seat] and self.can_draw()

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

    def why_illegal(self, seat: int, action: str) -> Refusal:
        """Why ``action`` is not legal for ``seat`` now (``refusals``)."""
        return why_illegal(self, seat, action)

    # -- summaries -------------------------------------------------------------------------------
    def cards_left(self) -> list[int]:
        return [len(h) for h in self.hands]

    def public_info(self) -> BlackJackInfo:
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
    return tables_for(opts).kind_of


def is_special_start(st: BlackJackState, c: int) -> bool:
    """A start card that is buried again (black_jack.md section 3): penalty cards, Q, A, joker, and
    a 7 when sevens reverse.  A red jack may start the pile."""
    T = st.T
    r = T.rank[c]
    return T.joker[c] or st.kind_of[c] != NONE or r in (RQ, RA) or (r == R7 and st.opts.seven_reverses)
