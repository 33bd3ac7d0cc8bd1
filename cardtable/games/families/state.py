"""One hand of Mini Family («Мини семья», families.md): both modes in one cloneable state.

A card id is ``family * 4 + member`` (``engine.cards.families_deck``), so the rules never read a
card's text: ``c >> 2`` is its family, ``c & 3`` its member.  The ask mode lives in ``ask.py`` and
the Kukareku mode in ``kukareku.py``, why an action of either is refused in ``refusals.py``; this
module holds the fields, zones, cloning and the dispatch, so each mode's rules read as one piece.

Action texts (docs/records.md): ask mode ``ask 2`` (whom to ask, the first step of an ask) then
``want Td`` (the card); Kukareku ``give Tp`` (the secret choice of a passing round), ``signal`` (the
thumb on the table, or copying it) and ``pass`` (the reaction window ran out for this seat).  The
draws, the laying down of families, the transfer and the loser's shout are automatic.
"""

from __future__ import annotations

import random
from typing import Literal

from cardtable.engine.actions import ActionTable
from cardtable.engine.mechanics.passing import selection_zones
from cardtable.engine.refusals import Refusal
from cardtable.engine.state import Event, IllegalAction, PublicInfo, State, Vis, Zone

from . import ask, kukareku
from .common import (  # noqa: F401  (re-exported for the spec, positions, bots and tests)
    ACTIONS,
    ASK_CARD,
    ASK_SEAT,
    CARD_BIT,
    DECKS,
    FAMILY_BIT,
    FAMILY_LABELS,
    GIVE,
    MAX_SEATS,
    NFAM,
    OVER,
    PHASE_NAMES,
    REACT,
    SELECT,
    WANT,
    WANTS,
    complete_families,
    family_cards,
    family_of,
    mark_known_all,
)
from .options import FamiliesOptions
from .refusals import R, why_illegal

HAND_NAMES = tuple(f"hand{s}" for s in range(MAX_SEATS))
LAID_NAMES = tuple(f"laid{s}" for s in range(MAX_SEATS))
OWNER, PUBLIC = Vis.OWNER, Vis.PUBLIC
"""Zone names and kinds, made once: ``determinize`` asks for the zones three times a deal."""


class FamiliesInfo(PublicInfo):
    """What both modes' public facts hold (``FamiliesState.public_info``): the mode's own keys are
    in ``FamiliesAskInfo`` and ``KukarekuInfo``, told apart by ``mode``.  ``phase`` is ``ask``,
    ``want``, ``select``, ``react`` or ``over``."""

    dealer: int
    counts: list[int]
    """Cards each seat holds (a pending Kukareku choice included: it is still in the hand)."""
    winners: list[int]
    losers: list[int]
    """Kukareku: the seats that shout «Кукареку!» (empty in the ask mode)."""


class FamiliesAskInfo(FamiliesInfo):
    """The ask mode's public facts."""

    mode: Literal["ask"]
    turn: int
    """The asker."""
    target: int
    """The seat asked, the card not yet named (-1: nobody asked yet)."""
    stock: int
    laid: list[list[str]]
    """Per seat, the labels of the families it laid down."""
    families: list[int]
    """Per seat, how many families it laid down."""
    out: list[int]
    """Seats out for good (no cards and no stock)."""
    asks: list[list[int | str | bool]]
    """The asks the table shows (``ask_log``: all, the last one or none), each
    ``[asker, asked, card text, the answer was yes]``."""


class KukarekuInfo(FamiliesInfo):
    """Kukareku's public facts."""

    mode: Literal["kukareku"]
    selected: list[bool]
    """Per seat, it has chosen its card of this passing round (which card is secret)."""
    signals: list[int]
    """The seats that signalled, in order (the first one wins)."""
    late: list[int]
    """Seats whose reaction window ran out."""
    families_in_play: list[str]
    round: int
    """Passing rounds done."""


class FamiliesState(State):
    """One hand.  Ask mode: ``hands``, ``stock`` (top last), ``laid`` (per seat, public), the asker
    ``turn`` and the seat he asks (``target``), ``out`` (seats with no cards and no stock) and the
    public ``asks`` log.  Kukareku: ``hands``, ``sel`` (per seat, the secret pending choice),
    ``box`` (the families not in play), ``signals`` (in order), ``timed_out`` and ``order`` (the
    listing order of the reaction phase, drawn at the first signal so that bots driven in
    ``to_act()`` order do not always leave the same seat last)."""

    __slots__ = ("mode", "hands", "stock", "laid", "box", "sel", "turn",
                 "target", "out", "asks", "signals", "timed_out", "order", "winners", "losers", "rounds", "T",
                 "fresh")

    opts: FamiliesOptions

    def __init__(self, opts: FamiliesOptions, n: int, rng: random.Random, dealer: int) -> None:
        self.opts = opts
        self.mode = opts.mode
        self.init_base(DECKS[opts.deck_style], n, rng)
        self.T: ActionTable = ACTIONS[opts.deck_style]
        """The action ids of this deck style (``common.ACTIONS``)."""
        self.dealer = dealer
        self.phase = ASK_SEAT if opts.mode == "ask" else SELECT
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.stock: list[int] = []
        self.laid: list[list[int]] = [[] for _ in range(n)]
        self.box: list[int] = []
        self.sel: list[list[int]] = [[] for _ in range(n)]
        self.turn = (dealer + 1) % n
        self.target = -1
        self.out = 0
        self.asks: tuple[tuple[int, int, int, bool], ...] = ()
        self.signals: list[int] = []
        self.timed_out = 0
        self.order: tuple[int, ...] = ()
        self.winners: list[int] = []
        self.losers: list[int] = []
        self.rounds = 0
        self.fresh = True
        """Ask mode: the hands were filled by a deal, not by the rules (a new hand, a position, a
        search's ``determinize``), so one may hold a whole family not laid down yet; the next
        ``ask.settle`` looks at every hand (the rules lay a family the moment it is completed)."""

    # -- cloning and zones -------------------------------------------------------------------------
    def clone(self, rng: random.Random | None = None) -> FamiliesState:
        c = FamiliesState.__new__(FamiliesState)
        self.copy_base(c, rng)
        c.opts = self.opts
        c.T = self.T
        c.mode = self.mode
        c.dealer = self.dealer
        c.phase = self.phase
        c.hands = [h[:] for h in self.hands]
        c.stock = self.stock[:]
        c.laid = [x[:] for x in self.laid]
        c.box = self.box[:]
        c.sel = [x[:] for x in self.sel]
        c.turn = self.turn
        c.target = self.target
        c.out = self.out
        c.asks = self.asks
        c.signals = self.signals[:]
        c.timed_out = self.timed_out
        c.order = self.order
        c.winners = self.winners[:]
        c.losers = self.losers[:]
        c.rounds = self.rounds
        c.fresh = self.fresh
        return c

    def zones(self) -> list[Zone]:
        """Ask mode: stock, hands, laid families; Kukareku: the families not in play, hands and the
        pending choices (a mode's zones are fixed, so views and deals line up zone by zone)."""
        hands = [Zone(HAND_NAMES[s], h, OWNER, s) for s, h in enumerate(self.hands)]
        if self.mode == "ask":
            laid = [Zone(LAID_NAMES[s], x, PUBLIC, s) for s, x in enumerate(self.laid)]
            return [Zone("stock", self.stock, Vis.HIDDEN), *hands, *laid]
        return [Zone("box", self.box, Vis.PUBLIC), *hands, *selection_zones(self.sel)]

    # -- the protocol ----------------------------------------------------------------------------------
    def to_act(self) -> list[int]:
        if self.over:
            return []
        phase = self.phase
        if phase == ASK_SEAT or phase == ASK_CARD:
            return [self.turn]
        if phase == SELECT:
            return kukareku.selecting(self)
        return [s for s in self.order if s not in self.signals and not self.timed_out >> s & 1]

    def legal_actions(self, seat: int) -> list[str]:
        if self.over:
            return []
        phase = self.phase
        if phase == ASK_SEAT or phase == ASK_CARD:
            return self.T.to_texts(self.legal_ids(seat))
        if phase == SELECT:
            return kukareku.select_actions(self, seat)
        return ["signal", "pass"] if seat in self.to_act() else []

    # -- actions as ids (``common.ACTIONS``): what the search and its rollouts use ----------------------
    def action_table(self) -> ActionTable:
        return self.T

    def legal_ids(self, seat: int) -> list[int]:
        """The ask mode's legal actions built from seats and card ids (``ask T`` is T, ``want X`` is
        ``WANT`` + X); Kukareku's are its texts' ids (it is not what the search table plays)."""
        if self.over:
            return []
        phase = self.phase
        if phase == ASK_SEAT:  # inlined: a search's every step asks for these
            if seat != self.turn:
                return []
            hands = self.hands
            return [s for s in range(self.n) if s != seat and hands[s]]
        if phase == ASK_CARD:
            if seat != self.turn:
                return []
            held = mask = 0
            for c in self.hands[seat]:
                held |= CARD_BIT[c]
                mask |= FAMILY_BIT[c]
            out: list[int] = []
            for shift, wants in WANTS[mask]:  # per family held, the members not held, in table order
                out += wants[held >> shift & 15]
            return out
        return self.T.to_ids(self.legal_actions(seat))

    def apply_id(self, seat: int, aid: int) -> None:
        """Play the legal action ``aid`` unchecked: the ask mode straight to its rules, Kukareku by text."""
        if aid < WANT:  # ``ask.choose_seat``, inlined (a search's state is quiet: no event)
            if not self.quiet:
                ask.choose_seat(self, seat, aid)
                return
            self.target = aid
            self.phase = ASK_CARD
        elif aid < GIVE:
            ask.want(self, seat, aid - WANT)
        else:
            self.apply(seat, self.T.texts[aid], check=False)

    def apply(self, seat: int, action: str, check: bool = True) -> list[Event]:
        if check and action not in self.legal_actions(seat):
            raise IllegalAction(self.why_illegal(seat, action), action, seat)
        verb, _, arg = action.partition(" ")
        if verb == "ask":
            return ask.choose_seat(self, seat, int(arg))
        if verb == "want":
            return ask.want(self, seat, self.deck.by_text[arg][0])
        if verb == "give":
            return kukareku.give(self, seat, self.deck.by_text[arg][0])
        if verb == "signal":
            return kukareku.signal(self, seat)
        if verb == "pass":
            return kukareku.time_out(self, seat)
        raise IllegalAction(R("unknown", action=action), action, seat)

    def why_illegal(self, seat: int, action: str) -> Refusal:
        """Why ``action`` is not legal for ``seat`` now (``refusals.why_illegal``, by mode)."""
        return why_illegal(self, seat, action)

    # -- helpers shared by both modes ------------------------------------------------------------------
    def constrain_deal(self, seat: int, unseen: list[int], rng: random.Random) -> None:
        """Ask mode: a seat that asked for a family holds a card of it (``inference``); the hands
        dealt may hold a whole family (``fresh``)."""
        self.fresh = True
        if self.mode == "ask" and self.asks:
            from .inference import constrain_ask_deal

            constrain_ask_deal(self, seat, unseen, rng)

    def mask_private(self, seat: int) -> None:
        """A view's hidden cards are dealt by whoever reads it (``determinize``): mark it ``fresh``,
        so that its deals look at every hand at their first settle and a view equals the mask of
        any deal made from it."""
        self.fresh = True

    def holding(self, seat: int) -> list[int]:
        """Every card ``seat`` holds, its pending choice included (it is still in his hand)."""
        return self.hands[seat] + self.sel[seat]

    def family_name(self, f: int) -> str:
        return FAMILY_LABELS[self.opts.deck_style][f]

    def hand_scores(self) -> list[int] | None:
        if not self.over:
            return None
        if self.mode == "ask":
            return [len(x) // 4 for x in self.laid]
        return [1 if s in self.winners else 0 for s in range(self.n)]

    def public_info(self) -> FamiliesAskInfo | KukarekuInfo:
        """Public facts for screens, logs and bots (no hidden card); the mode's keys by ``mode``."""
        phase = PHASE_NAMES[self.phase] if not self.over else "over"
        counts = [len(h) + len(x) for h, x in zip(self.hands, self.sel, strict=True)]
        if self.mode == "ask":
            log = self.opts.ask_log
            info: FamiliesAskInfo = {
                "mode": "ask",
                "phase": phase,
                "dealer": self.dealer,
                "counts": counts,
                "winners": list(self.winners),
                "losers": list(self.losers),
                "turn": self.turn,
                "target": self.target,
                "stock": len(self.stock),
                "laid": [[self.family_name(c >> 2) for c in x[::4]] for x in self.laid],
                "families": [len(x) // 4 for x in self.laid],
                "out": [s for s in range(self.n) if self.out >> s & 1],
                "asks": [[a, t, self.deck.texts[c], yes] for a, t, c, yes in
                         (self.asks if log == "full" else self.asks[-1:] if log == "last" else ())],
            }
            return info
        kinfo: KukarekuInfo = {
            "mode": "kukareku",
            "phase": phase,
            "dealer": self.dealer,
            "counts": counts,
            "winners": list(self.winners),
            "losers": list(self.losers),
            "selected": [bool(x) for x in self.sel],
            "signals": list(self.signals),
            "late": [s for s in range(self.n) if self.timed_out >> s & 1],
            "families_in_play": [self.family_name(f) for f in range(NFAM) if 4 * f not in self.box],
            "round": self.rounds,
        }
        return kinfo
