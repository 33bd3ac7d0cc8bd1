"""One round of Uno 52 (uno52.md sections 3-6): Uno's rules plus the open poker hand and the pots.

The pile rules are Uno's, so this state *is* an ``UnoState`` run on the 240-card deck with every
Uno house rule off except the three Uno 52 shares (stacking, the W+4 bluff, the UNO penalty):
matching, +2, Skip, Reverse, wilds, the UNO call and catch, the +4 challenge and stacking are
the Uno code itself.  What Uno 52 adds or changes is here:

- the open hand: five stacks per seat, the top card of each is the poker hand, covered cards stay
  underneath, dead and public, until the round ends (never reshuffled);
- phase 2 (``OVERLAY``): after a card reached the pile and the player still holds 2 or more, he
  may ``cover I TEXT`` (lay a ranked card on open card I, same colour or same rank) or ``pass``;
  the pile card's effect applies after it;
- phase 1 (c): a player holding one card may cover with it, which goes out;
- an action card that empties a hand has no effect (the round simply ends);
- the challenge: a guilty W+4 player draws the penalty + 2 (6) and the W+4 stays; an innocent
  one makes the challenger draw the penalty + 2 (Uno's rule already);
- stacking answers only with the same kind (+2 on +2, +4 on +4), and nothing answers without it;
- chips: blinds and ante are paid when the round is dealt (``pay_blinds``); ``sbp``/``bbp``/``cp``
  hold the pots until ``spec.score_hand`` pays them out.

Action texts (docs/records.md): Uno's ``play RQs``, ``play RQs uno``, ``draw``, ``pass``,
``color G``, ``catch 2``, ``challenge``, plus ``cover 3 RQs`` and ``cover 3 RQs uno``.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, TypedDict

from cardtable.engine.actions import ActionId
from cardtable.engine.cards import UNKNOWN, UNO_COLOURS
from cardtable.engine.mechanics.poker import HandRank
from cardtable.engine.refusals import Refusal
from cardtable.engine.state import Event, Vis, Zone
from cardtable.games.uno.actions import V_DRAW, V_PASS, V_PLAY
from cardtable.games.uno.options import UnoOptions
from cardtable.games.uno.state import (
    BLACK,
    COLOUR,
    DRAW2,
    DRAWN,
    MAX_HAND_ACTIONS,
    NUM,
    OVER,
    PENDING,
    PHASE_NAMES,
    PLAY,
    WILD4,
    UnoInfo,
    UnoState,
)
from cardtable.games.uno.tables import A_DRAW, A_PASS, MAX_SEATS

from .options import Uno52Options
from .poker_hands import key_name, key_value, poker_key, poker_strength, poker_value, seat_keys
from .quiet import QuietPile
from .refusals import R, cover_mismatch
from .tables import OPEN_SIZE, OVERLAY, V_COVER, Uno52Tables, tables52

PHASE_NAMES52 = (*PHASE_NAMES, "overlay")
CLOSED_SIZE = 7
CHALLENGE_EXTRA = 2  # a guilty W+4 player draws 4 + 2 = 6 (uno52.md 5b)


class Pots(TypedDict):
    """The chips in each pot (uno52.md 6): the small-blind, big-blind and common pot."""

    sbp: int
    bbp: int
    cp: int


class Blinds(TypedDict):
    """The seats that paid the small and the big blind this round (-1 before they are paid)."""

    sb: int
    bb: int


class Uno52Info(UnoInfo):
    """Uno 52's public facts (``Uno52State.public_info``): Uno's (without ``out`` and ``silence``)
    and the chips, the pots and the open poker hands."""

    chips: list[int]
    """The chips each seat holds now (blinds and ante already paid)."""
    paid: list[int]
    """The chips each seat put into the pots this round."""
    pots: Pots
    blinds: Blinds
    eliminated: list[int]
    """The seats out of chips, out of the match."""
    poker: list[str]
    """Each seat's open poker hand by name (English; "" for a seat out of the match)."""


_UNO_RULES: dict[tuple[bool, bool, int], UnoOptions] = {}


def uno_rules(o: Uno52Options) -> UnoOptions:
    """The Uno options that run Uno 52's pile: every Uno house rule off but the three it shares."""
    key = (o.stacking, o.wild4_bluff, o.uno_penalty)
    u = _UNO_RULES.get(key)
    if u is None:
        u = _UNO_RULES[key] = UnoOptions(stacking=o.stacking, wild4_bluff=o.wild4_bluff, uno_penalty=o.uno_penalty)
        # ``Uno52State.to_act`` and ``bot.playout`` rely on it: nobody plays out of turn; and the
        # quiet play (``quiet.QuietPile``) on every other house rule being off
        assert not (u.jump_in or u.double_play) and u.silence == "off"
        assert not (u.seven_zero or u.five_swap or u.uno_center or u.colour_cycle or u.play_to_last
                    or u.uno_7_rounds or u.draw_until_playable)
    return u


_HAND_ZONES = tuple(f"hand{s}" for s in range(MAX_SEATS))
"""The names of the hands' zones (``UnoState.zones``), made once for ``deal_zones``."""


class Uno52State(QuietPile):
    """One Uno 52 round. ``gone`` seats (out of chips) hold nothing and never act."""

    GUILTY_EXTRA = CHALLENGE_EXTRA
    GUILTY_TAKES_BACK = False

    # ``ov`` and ``fit_cache``, phase 2's, are slots of ``QuietPile``, which reads them in every play
    __slots__ = ("o52", "open", "chips", "paid", "sbp", "bbp", "cp", "sb", "bb", "gone")
    config_slots = UnoState.config_slots | {"o52"}  # the options read as Uno 52's

    o52: Uno52Options
    open: list[list[list[int]]]
    chips: list[int]
    paid: list[int]
    sbp: int
    bbp: int
    cp: int
    sb: int
    bb: int
    gone: tuple[int, ...]

    T: Uno52Tables
    """Uno's per-card tables of the 240-card deck, with the covers' action ids (``tables``)."""

    def __init__(self, o52: Uno52Options, n: int, rng: random.Random, dealer: int,
                 gone: tuple[int, ...] = ()) -> None:
        super().__init__(uno_rules(o52), n, rng, dealer, tables=tables52())
        self.o52 = o52
        self.open = [[[] for _ in range(OPEN_SIZE)] for _ in range(n)]
        self.chips = [0] * n  # chips held now (blinds and ante already paid)
        self.paid = [0] * n  # chips each seat put into the pots this round
        self.sbp = self.bbp = self.cp = 0
        self.sb = self.bb = -1
        self.ov: tuple[int, int, bool, bool] | None = None  # (seat, pile card, was_pending, called) in OVERLAY
        self.gone = tuple(sorted(gone))
        self.fit_cache = [None] * n
        self.out = list(self.gone)  # Uno's rotation skips ``out`` seats
        self.turn = self.next_seat(dealer)

    def clone(self, rng: random.Random | None = None) -> Uno52State:
        c = super().clone(rng)
        assert isinstance(c, Uno52State)
        c.o52 = self.o52
        c.open = [[stack[:] for stack in seat] for seat in self.open]
        c.chips = self.chips[:]
        c.paid = self.paid[:]
        c.sbp, c.bbp, c.cp, c.sb, c.bb = self.sbp, self.bbp, self.cp, self.sb, self.bb
        c.ov = self.ov
        c.gone = self.gone
        c.fit_cache = self.fit_cache[:]  # entries are never changed, only replaced
        return c

    def zones(self) -> list[Zone]:
        zs = super().zones()
        for s, seat in enumerate(self.open):
            zs += [Zone(f"open{s}_{i}", stack, Vis.PUBLIC) for i, stack in enumerate(seat)]
        return zs

    def deal_zones(self) -> tuple[list[Zone], list[list[int]]]:
        """The stock and the hands (Uno's zones that may hide a card, in their order), and the
        discard pile and the open stacks as lists: they are public, a deal never fills them."""
        zs = [Zone("stock", self.stock, Vis.HIDDEN)]
        zs += [Zone(_HAND_ZONES[s], h, Vis.OWNER, s) for s, h in enumerate(self.hands)]
        shown = [self.discard]
        for seat in self.open:
            shown += seat
        return zs, shown

    # -- chips -----------------------------------------------------------------------------------
    def active(self) -> list[int]:
        return [s for s in range(self.n) if s not in self.gone]

    def pay_blinds(self, dealer: int) -> None:
        """Blinds into the SBP and BBP, then everyone's ante into the CP; short stacks pay all they have."""
        act = self.active()
        if len(act) == 2:  # heads-up: the dealer is the small blind (uno52.md 9.5)
            self.sb, self.bb = dealer, self.next_seat(dealer)
        else:
            self.sb = self.next_seat(dealer)
            self.bb = self.next_seat(self.sb)
        self.sbp += self._pay(self.sb, self.o52.small_blind)
        self.bbp += self._pay(self.bb, self.o52.big_blind)
        for s in act:
            self.cp += self._pay(s, self.o52.ante)

    def _pay(self, seat: int, amount: int) -> int:
        k = min(self.chips[seat], amount)
        self.chips[seat] -= k
        self.paid[seat] += k
        return k

    # -- the open hand ---------------------------------------------------------------------------
    def open_tops(self, seat: int) -> list[int]:
        return [stack[-1] if stack else UNKNOWN for stack in self.open[seat]]

    def hand_key(self, seat: int) -> int | None:
        """The ``poker.hand_key`` of ``seat``'s open hand (None for a seat out of the match): its
        value, strength and name are memoised by it."""
        tops = self.open_tops(seat)
        if UNKNOWN in tops:
            return None
        return poker_key(self.T, tops)

    def hand_keys(self) -> list[int | None]:
        """``hand_key`` of every seat, in one pass (``poker_hands.seat_keys``): every rollout's end
        reads them all (``spec.score_hand``)."""
        return seat_keys(self.T, self.open)

    def hand_rank(self, seat: int) -> HandRank | None:
        """The poker value of ``seat``'s open hand (None for a seat out of the match)."""
        key = self.hand_key(seat)
        return None if key is None else key_value(key)

    def hand_strength(self, seat: int) -> int | None:
        """``hand_rank`` as its order-preserving integer (``poker.strength``): compared and tied alike."""
        key = self.hand_key(seat)
        return None if key is None else poker_strength(key)

    def hand_name(self, seat: int, lang: str = "en") -> str:
        return key_name(self.hand_key(seat), lang)

    def can_cover(self, c: int, target: int) -> bool:
        """Overlay legality (uno52.md 4, 9.1): a ranked card on a card of its colour or rank."""
        T = self.T
        return T.kind[c] == NUM and (T.colour[c] == T.colour[target] or T.key[c] == T.key[target])

    def fingerprint(self) -> tuple:
        return tuple(kv for kv in super().fingerprint() if kv[0] != "fit_cache")

    def _fit(self, seat: int) -> list[int]:
        """What ``seat``'s open cards accept, as bit masks of slots: entry ``colour`` (0-3) holds
        the slots whose top card has that colour, entry ``4 + rank`` those of that rank, so a
        ranked card ``c`` covers the slots ``fit[colour[c]] | fit[rank4[c]]`` (``tables``).
        Cached per seat, and brought up to date by each cover (``_cover``)."""
        fit = self.fit_cache[seat]
        if fit is None:
            T = self.T
            colour, rank4 = T.colour, T.rank4
            fit = [0] * 17
            o = self.open[seat]
            if o[0] and o[1] and o[2] and o[3] and o[4]:  # a seat in the round: five open cards
                t = o[0][-1]
                fit[colour[t]] |= 1
                fit[rank4[t]] |= 1
                t = o[1][-1]
                fit[colour[t]] |= 2
                fit[rank4[t]] |= 2
                t = o[2][-1]
                fit[colour[t]] |= 4
                fit[rank4[t]] |= 4
                t = o[3][-1]
                fit[colour[t]] |= 8
                fit[rank4[t]] |= 8
                t = o[4][-1]
                fit[colour[t]] |= 16
                fit[rank4[t]] |= 16
            else:
                for i, stack in enumerate(o):
                    if stack:
                        t = stack[-1]
                        fit[colour[t]] |= 1 << i
                        fit[rank4[t]] |= 1 << i
            self.fit_cache[seat] = fit
        return fit

    def _cover_ids(self, seat: int, uno: bool) -> list[int]:
        """Every legal cover of ``seat`` as action ids: the hand's ranked cards in hand order, each
        on the slots it fits in slot order (with the UNO call after each when ``uno``).

        Through the cached masks of ``_fit`` rather than ``can_cover``: it runs in every legal
        list of phase 2 and of a one-card hand, hot in the hard bot's rollouts."""
        out: list[int] = []
        append = out.append
        fit = self.fit_cache[seat] or self._fit(seat)
        T = self.T
        colour, rank4, slots_of, covers = T.colour, T.rank4, T.slots_of, T.covers
        if uno:  # the same loop, each cover followed by its call
            covers_uno = T.covers_uno
            for c in self.hands[seat]:
                r = rank4[c]
                if r >= 0:
                    m = fit[colour[c]] | fit[r]
                    if m:
                        ids, calls = covers[c], covers_uno[c]
                        for i in slots_of[m]:
                            append(ids[i])
                            append(calls[i])
            return out
        for c in self.hands[seat]:
            r = rank4[c]
            if r >= 0:
                m = fit[colour[c]] | fit[r]
                if m:
                    ids = covers[c]
                    for i in slots_of[m]:
                        append(ids[i])
        return out

    def _may_cover(self, seat: int) -> bool:
        """Does any card of ``seat``'s hand fit an open card (is phase 2 open)?"""
        fit = self.fit_cache[seat] or self._fit(seat)  # the cache read inline: after every play
        T = self.T
        colour, rank4 = T.colour, T.rank4
        for c in self.hands[seat]:
            r = rank4[c]
            if r >= 0 and fit[colour[c]] | fit[r]:
                return True
        return False

    # -- Uno hooks -------------------------------------------------------------------------------
    def to_act(self) -> list[int]:
        """Uno's, with its usual case first: without an offender to catch only the turn's seat acts
        in play, pending, drawn and phase 2, since Uno 52 has no jump-in nor twins (``uno_rules``).
        Asked before every step of a playout."""
        if self.offender < 0 and not self.over:
            phase = self.phase
            if phase == PLAY or phase == OVERLAY or phase == PENDING or phase == DRAWN:
                return [self.turn]
        return UnoState.to_act(self)

    def may_catch(self, seat: int) -> bool:
        return seat not in self.gone and super().may_catch(seat)

    def _answers(self, c: int) -> bool:
        """Stacking answers a +2 with a +2 and a +4 with a +4; nothing answers without it (5)."""
        if not self.opts.stacking:
            return False
        kind, pk = self.T.kind[c], self.pending_kind
        if kind == DRAW2:
            return pk == 2
        if kind == WILD4:
            return pk == 4 and self._w4_allowed(self.turn)
        return False

    def _effect(self, seat: int, c: int, was_pending: bool, called: bool) -> list[Event]:
        """Phase 2 comes between the play and its effect, when it is possible at all."""
        if len(self.hands[seat]) >= 2 and self.ov is None and self._may_cover(seat):
            self.ov = (seat, c, was_pending, called)
            self.phase = OVERLAY
            self.turn = seat
            return []
        if self.quiet:
            return self._effect_quiet(seat, c, was_pending, called)
        return UnoState._effect(self, seat, c, was_pending, called)

    def _end_with(self, seat: int, c: int, was_pending: bool) -> list[Event]:
        """The round ends at once; an action card that empties a hand has no effect (5)."""
        self.pending_n = self.pending_kind = 0
        self.w4 = None
        self.ov = None
        self.winner = seat
        self.phase = OVER
        self.over = True
        self.close_window()
        self.rw_open = False
        return [] if self.quiet else [Event("out", seat)]

    def _legal_ids(self, seat: int) -> list[int]:
        """Uno's legal ids with phase 2 and phase 1 (c) (a one-card hand covers and goes out).

        The turn's seat in phase 1 gets Uno's list of that case written out here under
        ``uno_rules`` (no seven-zero: every play has its UNO call with 2 cards held; no talk):
        the most common list of a random playout, built without Uno's tests of house rules."""
        phase = self.phase
        if phase == PLAY and seat == self.turn and not self.over:
            T = self.T
            hand = self.hands[seat]
            uno = len(hand) == 2
            tk = T.key[self.discard[-1]] if self.discard else -999
            fits = T.fits.get(self.colour * 4096 + tk) or T.fit_set(self.colour, tk)  # ``fits()``, inlined
            play, uno_id, tkind = T.play_id, T.uno_id, T.kind
            acts: list[int] = []
            append = acts.append
            w4ok = None
            for c in hand:
                if c in fits:
                    a = play[c]
                    kind = tkind[c]
                    if kind != NUM:  # a ranked card's face is unique in the deck (``tables``)
                        if a in acts:  # a second card of a face (one id per face)
                            continue
                        if kind == WILD4:
                            if w4ok is None:
                                w4ok = self._w4_allowed(seat)
                            if not w4ok:
                                continue
                    append(a)
                    if uno:
                        append(uno_id[c])
            acts.append(A_DRAW if self.stock or len(self.discard) > 1 else A_PASS)  # can_draw
            if self.offender >= 0 and self.may_catch(seat):
                acts.append(T.catch_id[self.offender])
            if len(hand) == 1:
                acts[:0] = self._cover_ids(seat, False)  # phase 1 (c): go out onto the open hand
            return acts
        if phase == OVERLAY:
            if seat != self.turn or self.over:
                return []
            acts = self._cover_ids(seat, len(self.hands[seat]) == 2)
            acts.append(A_PASS)
            return acts
        if phase == DRAWN and seat == self.turn and not self.over:  # Uno's list of that case too
            T = self.T
            hand = self.hands[seat]
            acts = []
            if self._drawn_playable(seat):
                c = hand[-1]
                acts.append(T.play_id[c])
                if len(hand) == 2:
                    acts.append(T.uno_id[c])
            acts.append(A_PASS)  # no drawing until a card fits: the drawn card may be kept
            if self.offender >= 0 and self.may_catch(seat):
                acts.append(T.catch_id[self.offender])
            return acts
        if phase == COLOUR:  # the wild's player calls a colour
            return list(self.T.colour_ids) if seat == self.chooser and not self.over else []
        return UnoState._legal_ids(self, seat)  # [] once the round is over

    legal_ids = _legal_ids

    def _legal(self, seat: int) -> list[str]:
        return list(map(self.T.actions.texts.__getitem__, self._legal_ids(seat)))

    def _apply_id(self, seat: int, aid: int) -> list[Event]:
        """Uno's dispatch, with the covers, phase 2's ``pass`` (keep the cards) and the ``pass`` of
        a catch window first, and Uno's play here too (the most common moves, without a second
        dispatch; Uno 52 has no silence), a quiet state's by ``QuietPile``."""
        T = self.T
        try:
            verb, arg = T.act[aid]
        except IndexError:  # an id interned after the table was built
            verb, arg = T.act_of(aid)
        if verb == V_PLAY:
            if self.quiet:
                ev = self._play_quiet(seat, arg[0], arg[1], arg[2])
            else:
                ev = self._play(seat, arg[0], arg[1], arg[2])
        elif verb == V_COVER:
            ev = self._cover(seat, arg[0], arg[1], arg[2])
        elif verb == V_DRAW and self.quiet:
            ev = self._draw_quiet(seat)
        elif verb == V_PASS and seat != self.turn:  # Uno's ``_pass`` out of turn, with no slap
            self.rw_passed |= 1 << seat  # nor five-trade step here: stay out of a catch window
            ev = []
        elif verb == V_PASS and self.phase == OVERLAY:
            ev = self._keep(seat)
        else:
            return UnoState._apply_id(self, seat, aid)
        self.steps += 1
        if self.steps >= MAX_HAND_ACTIONS and not self.over:
            self.void = self.over = True
            self.phase = OVER
            if not self.quiet:
                ev.append(Event("void"))
        return ev

    if TYPE_CHECKING:  # the protocol's signature, for callers: a search drops what it returns
        def apply_id(self, seat: int, aid: ActionId) -> None: ...
    else:
        apply_id = _apply_id

    def _cover(self, seat: int, slot: int, c: int, called: bool) -> list[Event]:
        """Lay ranked card ``c`` on open card ``slot``: phase 2, or phase 1 (c), which goes out."""
        hand = self.hands[seat]
        stack = self.open[seat][slot]
        under = stack[-1]
        first_phase = self.phase != OVERLAY
        if first_phase:  # the next player began his turn: the catch window closes
            self.close_window()
            self.rw_open = False
            self.passes = 0
        hand.remove(c)
        stack.append(c)
        fit = self.fit_cache[seat]
        if fit is not None:  # the slot's bit moves from the covered card's colour and rank to c's
            T = self.T
            bit = 1 << slot
            fit = self.fit_cache[seat] = fit[:]  # a clone may share the old list
            a, b = T.colour[under], T.colour[c]
            if a != b:  # c matched by rank (a cover shares the colour or the rank)
                fit[a] &= ~bit
                fit[b] |= bit
            a, b = T.rank4[under], T.rank4[c]
            if a != b:
                fit[a] &= ~bit
                fit[b] |= bit
        if self.voids:
            self.note_played(seat, c)
        if first_phase:
            ev = [] if self.quiet else [Event("cover", seat, card=c, slot=slot, under=under)]
            return ev + self._end_with(seat, c, False)
        if not called and len(hand) == 1:
            self.offender = seat
        if self.quiet:  # ``_resume``, inlined: phase 2's usual end in a rollout
            assert self.ov is not None
            _, top, was_pending, top_called = self.ov
            self.ov = None
            self.phase = PLAY
            if self.T.kind[top] == NUM:  # ``_effect_quiet``'s usual case, inlined: the turn passes
                self.pending_n = self.pending_kind = 0
                self.turn = (seat + self.direction) % self.n if not self.out else self.next_seat(seat)
                self.rw_open = True
                return []
            return self._effect_quiet(seat, top, was_pending, top_called)
        ev = [Event("cover", seat, card=c, slot=slot, under=under)]
        if called:
            ev.append(Event("uno", seat))
        return ev + self._resume(seat)

    def _keep(self, seat: int) -> list[Event]:
        if self.quiet:
            return self._resume(seat)
        return [Event("keep", seat)] + self._resume(seat)

    def _resume(self, seat: int) -> list[Event]:
        assert self.ov is not None
        _, c, was_pending, called = self.ov
        self.phase = PLAY
        if self.quiet:
            ev = self._effect_quiet(seat, c, was_pending, called)
        else:
            ev = UnoState._effect(self, seat, c, was_pending, called)
        self.ov = None
        return ev

    def why_illegal(self, seat: int, action: str) -> Refusal:
        """Why ``action`` is not legal for ``seat`` now (``refusals.R``): the open hand's refusals
        here, the pile's are Uno's."""
        verb = action.partition(" ")[0]
        if not self.over and self.phase == OVERLAY and seat == self.turn and verb != "cover":
            return R("overlay")
        if verb != "cover":
            return super().why_illegal(seat, action)
        if self.over:
            return R("round_over")
        if seat != self.turn or self.phase not in (PLAY, OVERLAY):
            return R("cover_when")
        parts = action.split(" ")
        if len(parts) not in (3, 4) or not parts[1].isdigit() or int(parts[1]) >= OPEN_SIZE:
            return R("cover_syntax")
        if not any(c in self.hands[seat] for c in self.deck.by_text.get(parts[2], ())):
            return R("not_holding", card=parts[2])
        if self.phase == PLAY and len(self.hands[seat]) != 1:
            return R("cover_last")
        if len(parts) == 4 and (parts[3] != "uno" or len(self.hands[seat]) != 2):
            return R("cover_uno")
        return cover_mismatch(parts[2], self.deck.text(self.open[seat][int(parts[1])][-1]))

    # -- summaries -------------------------------------------------------------------------------
    def public_info(self) -> Uno52Info:
        """Public facts for screens and logs (no hidden card)."""
        return {
            "phase": PHASE_NAMES52[self.phase],
            "turn": self.turn,
            "colour": UNO_COLOURS[self.colour] if self.colour != BLACK else "",
            "direction": self.direction,
            "pending": self.pending_n,
            "counts": [len(h) for h in self.hands],
            "stock": len(self.stock),
            "offender": self.offender,
            "chips": list(self.chips),
            "paid": list(self.paid),
            "pots": {"sbp": self.sbp, "bbp": self.bbp, "cp": self.cp},
            "blinds": {"sb": self.sb, "bb": self.bb},
            "eliminated": list(self.gone),
            "poker": [self.hand_name(s) for s in range(self.n)],
        }


__all__ = ["Uno52State", "OVERLAY", "PHASE_NAMES52", "tables52", "uno_rules", "WILD4", "key_name", "poker_key",
           "poker_strength", "poker_value"]
