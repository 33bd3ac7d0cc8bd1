"""UnoState's legal moves: who is to act, what each seat may do now (in turn, in a chooser step,
out of turn in a reaction window), which cards answer a pending penalty, and a player-facing reason
why a move is refused (uno.md sections 3-5).

A part of ``UnoState`` (``__slots__ = ()``): its methods read and write the state's own fields,
declared with their types on ``fields.UnoFields``.
"""

from __future__ import annotations

from cardtable.engine.cards import UNO_COLOURS
from cardtable.engine.refusals import Refusal, preamble

from .fields import UnoFields
from .refusals import FINISH, R, no_match
from .tables import (
    A_CHALLENGE,
    A_DRAW,
    A_PASS,
    A_SLAP,
    A_TALK,
    CHOOSER_PHASES,
    COLOUR,
    DRAW2,
    DRAWN,
    FIVE_GIVE,
    PENDING,
    PLAY,
    PLUS10,
    REV,
    SLAP,
    SWAP7,
    WILD4,
)

VERBS = ("play", "draw", "pass", "color", "catch", "challenge", "swap", "trade", "give", "slap", "talk")
"""Every verb of Uno's action texts (docs/records.md)."""


class LegalMixin(UnoFields):
    """Who acts, the legal actions and why others are not; mixed into ``UnoState``."""

    __slots__ = ()

    def to_act(self) -> list[int]:
        if self.over:
            return []
        phase = self.phase
        if not (phase == PLAY or phase == PENDING or phase == DRAWN):  # the usual phases first
            if phase == SLAP:
                return [s for s in range(self.n) if self.slap_wait >> s & 1]
            if phase in CHOOSER_PHASES:
                return [self.chooser]
            if phase == FIVE_GIVE:
                return [s for i, s in enumerate(self.five) if self.gifts[i] == -1]
        main = self.turn
        jumps = self.rw_open and (self.opts.jump_in or self.opts.double_play)
        if self.offender < 0 and not jumps:  # nobody to catch, nobody to jump in: the usual case
            return [main]
        out = self.catchers(main)
        if jumps:
            face = self._jump_face()
            if face >= 0:
                passed = self.rw_passed
                for s in range(self.n):
                    if s != main and s not in out and not passed >> s & 1 and self._may_jump(s, face):
                        out.append(s)
        return out

    def legal_actions(self, seat: int) -> list[str]:
        acts = self._legal(seat)
        if acts and self.opts.silence != "off":
            acts.append("talk")
        return acts

    def _legal(self, seat: int) -> list[str]:
        """The legal actions but talk, as texts: the texts of ``_legal_ids`` (a variant, Uno 52,
        extends this list with its own texts)."""
        ids = self._legal_ids(seat)
        if ids and self.opts.silence != "off":
            ids.pop()  # talk, always last
        return list(map(self.T.actions.texts.__getitem__, ids))

    def _legal_ids(self, seat: int) -> list[int]:
        """``legal_actions`` as the deck's native ids (``UnoTables.actions``), in the same order,
        built without texts: the one implementation of Uno's legal moves (``legal_ids`` is this
        method, ``legal_actions`` its texts)."""
        if self.over:
            return []
        phase = self.phase
        if seat != self.turn or not (phase == PLAY or phase == PENDING or phase == DRAWN):
            acts = self._legal_off_turn(seat)
            if acts and self.opts.silence != "off":
                acts.append(A_TALK)
            return acts
        T = self.T
        hand = self.hands[seat]
        uno = len(hand) == 2
        if phase == PLAY:
            acts = []
            tkind = T.kind
            play = T.play_id
            # the cards of the colour, the top's key or black: ``fits()``, inlined
            tk = T.key[self.discard[-1]] if self.discard else -999
            fits = T.fits.get(self.colour * 4096 + tk) or T.fit_set(self.colour, tk)
            w4ok = None
            for c in hand:
                if c in fits:
                    a = play[c]
                    if a in acts:  # a second card of a face (one id per face)
                        continue
                    if tkind[c] == WILD4:
                        if w4ok is None:
                            w4ok = self._w4_allowed(seat)
                        if not w4ok:
                            continue
                    acts.append(a)
                    if uno and not self._no_call(c):
                        acts.append(T.uno_id[c])
            acts.append(A_DRAW if self.stock or len(self.discard) > 1 else A_PASS)  # can_draw
        elif phase == DRAWN:
            c = hand[-1]
            acts = []
            if self._drawn_playable(seat):
                acts.append(T.play_id[c])
                if uno and not self._no_call(c):
                    acts.append(T.uno_id[c])
            if not acts or not self.opts.draw_until_playable:
                acts.append(A_PASS)
        else:  # PENDING
            acts = [A_DRAW]
            fits = self.fitting()  # the cards that answer the penalty (cached)
            play = T.play_id
            for c in hand:
                if c in fits:
                    a = play[c]
                    if a not in acts:
                        acts.append(a)
                        if uno and not self._no_call(c):
                            acts.append(T.uno_id[c])
            if self.w4 is not None and self.opts.wild4_bluff:
                acts.append(A_CHALLENGE)
        if self.offender >= 0 and self.may_catch(seat):
            acts.append(T.catch_id[self.offender])
        if self.opts.silence != "off":
            acts.append(A_TALK)
        return acts

    legal_ids = _legal_ids

    def _legal_off_turn(self, seat: int) -> list[int]:
        """``_legal_ids`` but talk for every seat and phase but the turn's seat in play, drawn
        and pending: the steps and the reaction windows."""
        phase = self.phase
        T = self.T
        if phase == SLAP:
            return [A_SLAP, A_PASS] if self.slap_wait >> seat & 1 else []
        if phase in CHOOSER_PHASES:
            if seat != self.chooser:
                return []
            if phase == COLOUR:
                return list(T.colour_ids)
            others = [s for s in range(self.n) if s != seat and self.hands[s]]
            if phase == SWAP7:
                return [T.swap_id[s] for s in others]
            return [T.trade_id[s] for s in others] + [A_PASS]
        if phase == FIVE_GIVE:
            if seat not in self.five or self.gifts[self.five.index(seat)] != -1:
                return []
            seen: list[int] = []
            give = T.give_id
            for c in self.hands[seat]:
                a = give[c]
                if a not in seen:
                    seen.append(a)
            return seen
        # another seat than the turn's, in play, drawn or pending: a reaction window
        jumps = self._jump_ids(seat) if self.rw_open and not self.rw_passed >> seat & 1 else []
        catch = self.offender >= 0 and self.may_catch(seat)
        if not jumps and not catch:
            return []
        acts = [A_PASS] + jumps
        if catch:
            acts.append(T.catch_id[self.offender])
        return acts

    def _answers(self, c: int) -> bool:
        """May card ``c`` answer the pending penalty (uno.md section 4 table)?"""
        T = self.T
        kind, pk = T.kind[c], self.pending_kind
        if kind == DRAW2:
            return pk == 2 or (pk == 4 and T.colour[c] == self.colour)
        if kind == REV:
            return self.opts.reverse_bounce and T.colour[c] == self.colour
        if self.opts.stacking:
            if kind == WILD4:
                return pk == 4 and (self.opts.wild4_bluff or not self.holds_colour(self.turn, self.colour))
            if kind == PLUS10:
                return pk == 10
        return False

    def _drawn_playable(self, seat: int) -> bool:
        c = self.hands[seat][-1]
        if not self.playable(c):
            return False
        return self.T.kind[c] != WILD4 or self._w4_allowed(seat)

    def why_illegal(self, seat: int, action: str) -> Refusal:
        """Why ``action`` is not legal for ``seat`` now (``refusals.R``)."""
        # the turn is checked below: a seat with a reaction (a catch, a jump-in) may act off turn
        first = preamble(self.over, [seat], seat, action, VERBS, catalog=R)
        if first is not None:
            return first
        verb, _, arg = action.partition(" ")
        if not self.legal_actions(seat):
            acting = self.to_act()
            return R("not_your_turn", to_act=acting[0] if acting else self.turn)
        if verb == "play":
            text = arg.split(" ")[0]
            ids = self.deck.by_text.get(text)
            if ids is None:
                return R("no_card", card=text)
            hand = self.hands[seat]
            if not any(c in hand for c in ids):
                return R("not_holding", card=text)
            if arg.endswith(" uno") and len(hand) != 2:
                return R("uno_call")
            c = next(c for c in ids if c in hand)
            if seat != self.turn:
                if not (self.opts.jump_in or self.opts.double_play):
                    return R("jump_off", to_act=self.turn)
                if not self.rw_open or self.last_player < 0:
                    return R("jump_late")
                return R("jump_face", card=text)
            step = FINISH.get(self.phase)
            if step is not None:
                return R(step)
            if self.phase == PENDING:
                return R("answer_pending", n=self.pending_n)
            if self.phase == DRAWN:
                return R("drawn_only")
            if self.T.kind[c] == WILD4 and not self._w4_allowed(seat):
                return R("w4_colour")
            return no_match(text, self.deck.text(self.top), UNO_COLOURS[self.colour])
        if verb == "challenge":
            return R("challenge")
        if verb == "catch":
            return R("no_catch")
        if verb == "color":
            return R("no_colour")
        if verb == "draw" and self.phase == DRAWN:
            return R("drew_already")
        if verb == "pass":
            return R("pass_when")
        return R("not_now", action=action)
