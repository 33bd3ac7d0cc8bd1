"""The rules of one Uno hand (uno.md sections 3-9) as a fast, cloneable state.

Cards are ints; per-card facts (colour, kind, match key, action id) sit in ``UnoTables`` built
once per deck.  Actions are ints too (``engine.actions``): the deck's table gives every action
text an id computed from card ids and seats (``T.play_id[c]``, ``T.catch_id[s]``), so legal-move
generation (``legal_ids``) is a loop over the hand with list lookups, and ``apply_id`` a dispatch
on a precomputed (verb, argument); ``legal_actions`` and ``apply`` are the same code with texts
at the edge.  House rules are gated by option flags so that the default game pays almost nothing
for them.

Action texts (docs/records.md): ``play R7`` (``play R7 uno`` calls UNO with it; out of turn it is
a jump-in or a twin), ``draw`` (in a pending penalty: accept it), ``pass``, ``color G``,
``catch 2``, ``challenge``, ``swap 2`` (after a 7), ``trade 2`` then ``give R3`` (after a 5),
``slap`` (UNO to the centre), ``talk`` (chat during a silence costs 2 cards).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, NotRequired

from cardtable.engine.actions import ActionId, Actions
from cardtable.engine.cards import UNKNOWN, UNO_COLOURS
from cardtable.engine.state import ALL_SEATS, Event, IllegalAction, PublicInfo, Vis, Zone

from . import refusals  # its catalog ``refusals.R``: ``R`` here is the colour red (``tables.R``)
from .actions import (
    V_CATCH,
    V_CHALLENGE,
    V_COLOR,
    V_DRAW,
    V_GIVE,
    V_PASS,
    V_PLAY,
    V_SLAP,
    V_SWAP,
    V_TALK,
    V_TRADE,
    parse_action,
)
from .effects import EffectsMixin
from .ending import EndingMixin
from .legal import LegalMixin
from .options import UnoOptions
from .reactions import ReactionsMixin
from .tables import (  # the constants and tables are re-exported: other games, bots and tests import them here
    A_TALK,
    BLACK,
    CHOOSER_PHASES,
    COLOUR,
    COLOUR_ACTIONS,
    DP1,
    DP2,
    DRAW2,
    DRAWN,
    FIVE_GIVE,
    FIVE_PICK,
    KIND_OF,
    MAX_HAND_ACTIONS,
    MISTAKE_CARDS,
    NO_JUMP,
    NUM,
    OVER,
    PENALTY_OF,
    PENDING,
    PHASE_NAMES,
    PLAY,
    PLUS10,
    REV,
    SILENCE_CARDS,
    SKIP,
    SLAP,
    SLAP_CARDS,
    SWAP7,
    WHEEL_CCW,
    WHEEL_CW,
    WILD,
    WILD4,
    B,
    G,
    R,
    UnoTables,
    Y,
    tables_for,
)
from .transfers import TransfersMixin

_FITTING_PENDING: dict[tuple, frozenset[int]] = {}


class UnoInfo(PublicInfo):
    """Uno's public facts (``UnoState.public_info``); Uno 52 adds its own (``Uno52Info``)."""

    turn: int
    """The seat whose turn it is (others may still react: ``to_act``)."""
    colour: str
    """The colour in force as its letter (``R``, ``Y``, ``G``, ``B``); "" before a free lead."""
    direction: int
    """1 clockwise, -1 counter-clockwise."""
    pending: int
    """The cards a pending penalty makes the seat to act draw unless it answers (0: none)."""
    counts: list[int]
    """The cards in each hand."""
    stock: int
    """The cards in the stock."""
    offender: int
    """The seat that may be caught for a missed UNO call (-1: none)."""
    out: NotRequired[list[int]]
    """The seats out of the hand, in the order they went out (``play_to_last``); not in Uno 52."""
    silence: NotRequired[bool]
    """A silence (house rule) is on: whoever talks draws cards; not in Uno 52."""


class UnoState(LegalMixin, ReactionsMixin, EffectsMixin, TransfersMixin, EndingMixin):
    """One Uno hand. Stock and discard are lists whose last element is the top card.

    The rules sit in mixins named for what they hold: ``legal`` (who acts, legal moves, why not),
    ``reactions`` (jump-in, challenge, mistakes, slap, silence), ``effects`` (plays, card effects,
    penalties, draw, pass), ``transfers`` (7-0, 5-trade) and ``ending`` (going out, hand value),
    each a subclass of ``fields.UnoFields``, which holds the hand's slots with their types.  This
    class sets the fields, clones them, and keeps the queries and ``apply``.

    Action ids are native (``T.actions``, built from Uno's texts for the deck).  A variant with
    actions of its own (Uno 52's covers) overrides ``legal_ids``, ``apply_id``, ``action_table``
    and ``is_social_id`` with ids of its own or the engine's defaults (texts as ids).
    """

    __slots__ = ()  # the hand's fields are ``UnoFields``' slots (``fields.py``), declared with their types

    GUILTY_EXTRA = 0
    """Cards a guilty W+4 player draws beyond the pending penalty (Uno 52 makes it 4 + 2 = 6)."""
    GUILTY_TAKES_BACK = True
    """A guilty W+4 goes back to its player (Uno); in Uno 52 it stays with its called colour."""

    def __init__(self, opts: UnoOptions, n: int, rng: random.Random, dealer: int,
                 tables: UnoTables | None = None) -> None:
        self.opts = opts
        self.T = tables or tables_for(opts)  # a game on another deck (Uno 52) brings its tables
        self.init_base(self.T.deck, n, rng)
        self.init_piles(n)
        self.colour = BLACK  # current colour index; BLACK before a free lead
        self.direction = 1
        self.turn = (dealer + 1) % n
        self.phase = PLAY
        self.pending_n = 0
        self.pending_kind = 0  # 2, 4 or 10
        self.chooser = -1  # seat deciding in COLOUR / SWAP7 / FIVE_PICK
        # challengeable W+4: (player, guilty or None when masked, colour before it)
        self.w4: tuple[int, bool | None, int] | None = None
        self.passes = 0  # consecutive forced passes (a full cycle voids the hand)
        self.winner = -1
        self.void = False
        self.dealer = dealer
        self.last_player = -1  # who played the top card (-1: the starter)
        self.rw_open = False  # jump-in / twin window after a completed play
        self.out: list[int] = []  # finishing order (play_to_last)
        self.refill = [6] * n if opts.uno_7_rounds else []  # next refill size per seat
        self.resume = PLAY  # phase to return to after a slap window
        self.five: tuple[int, int] = (-1, -1)  # (player, partner) of a 5-trade
        self.gifts: list[int] = [-1, -1]  # cards chosen in a 5-trade (secret until both chose)
        self.slap_wait = 0  # bitmask of seats still to slap
        self.slap_order: list[int] = []
        self.caller = -1  # seat owed a slap window (its UNO call) once its chooser step is done
        self.silence_owner = -1  # silence=twos: the seat whose 2 started it
        self.silence_away = False
        self.silence_colour = -1  # silence=black: the colour that keeps it
        self.last_card = -1  # the card a seat went out with (h2o bonus)
        self.steps = 0  # actions in this hand (a hand past MAX_HAND_ACTIONS is void)

    # -- cloning -------------------------------------------------------------------------------------
    def clone(self, rng: random.Random | None = None) -> UnoState:
        c = type(self).__new__(type(self))  # subclasses (Uno 52) copy their own fields after this
        c.opts = self.opts
        c.T = self.T
        self.copy_base(c, rng)
        self.copy_piles(c)
        c.colour = self.colour
        c.direction = self.direction
        c.turn = self.turn
        c.phase = self.phase
        c.pending_n = self.pending_n
        c.pending_kind = self.pending_kind
        c.chooser = self.chooser
        c.w4 = self.w4
        c.passes = self.passes
        c.winner = self.winner
        c.void = self.void
        c.dealer = self.dealer
        c.last_player = self.last_player
        c.rw_open = self.rw_open
        c.out = self.out[:]
        c.refill = self.refill[:]
        c.resume = self.resume
        c.five = self.five
        c.gifts = self.gifts[:]
        c.slap_wait = self.slap_wait
        c.slap_order = self.slap_order[:]
        c.caller = self.caller
        c.silence_owner = self.silence_owner
        c.silence_away = self.silence_away
        c.silence_colour = self.silence_colour
        c.last_card = self.last_card
        c.steps = self.steps
        return c

    def zones(self) -> list[Zone]:
        zs = [Zone("stock", self.stock, Vis.HIDDEN), Zone("discard", self.discard, Vis.PUBLIC)]
        zs += [Zone(f"hand{s}", h, Vis.OWNER, s) for s, h in enumerate(self.hands)]
        return zs

    def mask_private(self, seat: int) -> None:
        if self.w4 is not None:
            self.w4 = (self.w4[0], None, self.w4[2])
        if self.phase == FIVE_GIVE:
            a, b = self.five
            for i, s in enumerate((a, b)):
                if s != seat and self.gifts[i] >= 0:
                    self.gifts[i] = UNKNOWN - 1  # chosen, but which card is secret

    # -- queries --------------------------------------------------------------------------------------
    @property
    def top(self) -> int:
        return self.discard[-1] if self.discard else UNKNOWN

    def n_active(self) -> int:
        return self.n - len(self.out)

    def next_seat(self, s: int, steps: int = 1) -> int:
        if not self.out:
            return (s + steps * self.direction) % self.n
        for _ in range(steps):
            for _ in range(self.n):
                s = (s + self.direction) % self.n
                if s not in self.out:
                    break
        return s

    def playable(self, c: int) -> bool:
        T = self.T
        col = T.colour[c]
        if col == BLACK or not self.discard:
            return True
        return col == self.colour or T.key[c] == T.key[self.discard[-1]]

    def fitting(self) -> frozenset[int]:
        """The cards a player could play now: what one who draws instead most likely lacks."""
        T = self.T
        if self.phase == PENDING:
            # ``_answers`` (Uno's and Uno 52's) reads only these facts: cache the set on them
            o = self.opts
            pk = self.pending_kind
            key = (type(self), id(T), pk, self.colour, o.stacking, o.reverse_bounce,
                   pk == 4 and self._w4_allowed(self.turn))
            f = _FITTING_PENDING.get(key)
            if f is None:
                f = _FITTING_PENDING[key] = frozenset(c for c in range(len(self.deck)) if self._answers(c))
            return f
        return self.fits()

    def fits(self) -> frozenset[int]:
        """The cards ``playable`` now (outside a pending penalty), from the deck's cache."""
        T = self.T
        tk = T.key[self.discard[-1]] if self.discard else -999
        f = T.fits.get(self.colour * 4096 + tk)  # fits_key, inlined
        return T.fit_set(self.colour, tk) if f is None else f

    def holds_colour(self, seat: int, colour: int) -> bool:
        tc = self.T.colour
        return any(tc[c] == colour for c in self.hands[seat])

    def _w4_allowed(self, seat: int) -> bool:
        return self.opts.wild4_bluff or not self.holds_colour(seat, self.colour)

    def _no_call(self, c: int) -> bool:
        """seven_zero: a 7 or 0 owes no UNO call."""
        return self.opts.seven_zero and self.T.rank[c] in (0, 7)

    # -- applying -------------------------------------------------------------------------------------
    def apply(self, seat: int, action: str, check: bool = True) -> list[Event]:
        if check and action not in self.legal_actions(seat):
            if self.is_social(action) and not self.over:
                return self._talk(seat)
            if self.is_mistake(seat, action):
                return self._mistake(seat, action)
            raise IllegalAction(self.why_illegal(seat, action), action, seat)
        aid = self.T.actions.ids.get(action)
        if aid is None:  # a text outside the table (a seat past MAX_SEATS): parsed, then interned
            if parse_action(self.deck, action) is None:
                raise IllegalAction(refusals.R("unknown", action=action), action, seat)
            aid = self.T.actions.id(action)
        return self._apply_id(seat, aid)

    def action_table(self) -> Actions:
        return self.T.actions  # an ``ActionTable``

    def is_social_id(self, aid: int) -> bool:
        return aid == A_TALK and self.opts.silence != "off"

    def _apply_id(self, seat: int, aid: int) -> list[Event]:
        """Play the action ``aid`` (a native id of ``T.actions``) unchecked: a dispatch on its
        precomputed (verb, argument), no text in sight.  ``apply`` ends here too, and it is
        ``apply_id`` (whose events a search state does not build)."""
        try:
            verb, arg = self.T.act[aid]
        except IndexError:  # an id interned after the table was built
            verb, arg = self.T.act_of(aid)
        if verb == V_PLAY:
            text, called, ids = arg
            ev = self._play(seat, text, called, ids)
        elif verb == V_DRAW:
            ev = self._draw_action(seat)
        elif verb == V_PASS:
            ev = self._pass(seat)
        elif verb == V_COLOR:
            ev = self._choose_colour(seat, arg)
        elif verb == V_CATCH:
            ev = self.catch(seat, arg, self.opts.uno_penalty)
        elif verb == V_CHALLENGE:
            ev = self._challenge(seat)
        elif verb == V_SWAP:
            ev = self._swap7(seat, arg)
        elif verb == V_TRADE:
            ev = self._trade(seat, arg)
        elif verb == V_GIVE:
            ev = self._give(seat, arg)
        elif verb == V_SLAP:
            ev = self._slap(seat, True)
        elif verb == V_TALK:
            ev = self._talk(seat)
        else:
            text = self.T.actions.texts[aid]
            raise IllegalAction(refusals.R("unknown", action=text), text, seat)
        if self.silence_owner >= 0 and not self.over:
            self._silence_tick()
        steps = self.steps = self.steps + 1
        if steps >= MAX_HAND_ACTIONS and not self.over:
            # with nearly every card in hands, 7-0 swaps, slaps and refills can cycle for ever:
            # such a hand is void like a full cycle of passes (uno.md section 4), and is redealt
            self.void = self.over = True
            self.phase = OVER
            if not self.quiet:
                ev.append(Event("void"))
        return ev

    if TYPE_CHECKING:  # the protocol's signature, for callers: a search drops what it returns
        def apply_id(self, seat: int, aid: ActionId) -> None: ...
    else:  # it is ``_apply_id`` itself, with no call in between (the hottest path of a rollout)
        apply_id = _apply_id

    def is_social(self, action: str) -> bool:
        return action == "talk" and self.opts.silence != "off"

    # -- summaries -------------------------------------------------------------------------------
    def public_info(self) -> UnoInfo:
        """Public facts for screens and logs (no hidden card)."""
        return {
            "phase": PHASE_NAMES[self.phase],
            "turn": self.turn,
            "colour": UNO_COLOURS[self.colour] if self.colour != BLACK else "",
            "direction": self.direction,
            "pending": self.pending_n,
            "counts": [len(h) for h in self.hands],
            "stock": len(self.stock),
            "offender": self.offender,
            "out": list(self.out),
            "silence": self.silent(),
        }


__all__ = [
    "UnoState", "ALL_SEATS", "UnoTables", "tables_for", "B", "BLACK", "CHOOSER_PHASES", "COLOUR", "COLOUR_ACTIONS",
    "DP1", "DP2", "DRAW2", "DRAWN", "FIVE_GIVE", "FIVE_PICK", "G", "KIND_OF", "MAX_HAND_ACTIONS", "MISTAKE_CARDS",
    "NO_JUMP", "NUM", "OVER", "PENALTY_OF", "PENDING", "PHASE_NAMES", "PLAY", "PLUS10", "R", "REV", "SILENCE_CARDS",
    "SKIP", "SLAP", "SLAP_CARDS", "SWAP7", "WHEEL_CCW", "WHEEL_CW", "WILD", "WILD4", "Y",
]
