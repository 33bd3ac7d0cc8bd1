"""UnoState's reaction windows: jump-in and twins, the W+4 challenge, mistakes, the UNO slap
and silence (uno.md sections 5-5b and the social house rules).

The UNO catch itself is ``SheddingState``'s (catch window, ``may_catch``, ``catch``).  A part of
``UnoState`` (``__slots__ = ()``): its methods read and write the state's own fields, declared with
their types on ``fields.UnoFields``.
"""

from __future__ import annotations

from cardtable.engine.state import Event

from .fields import UnoFields
from .tables import (
    DRAWN,
    MISTAKE_CARDS,
    PENDING,
    PLAY,
    SILENCE_CARDS,
    SLAP_CARDS,
)


class ReactionsMixin(UnoFields):
    """Out-of-turn plays, challenges, slaps and silence; mixed into ``UnoState``."""

    __slots__ = ()

    def _jump_face(self) -> int:
        """The face a jump-in or twin must match now (W on W; never draw-wilds), or -1."""
        if not self.rw_open or self.last_player < 0 or self.phase not in (PLAY, PENDING):
            return -1
        return self.T.face[self.discard[-1]]

    def _may_jump(self, seat: int, face: int) -> bool:
        if seat == self.last_player:
            if not self.opts.double_play:
                return False
        elif not self.opts.jump_in or seat == self.turn:
            return False
        tf = self.T.face
        return any(tf[c] == face for c in self.hands[seat])

    def _jump_ids(self, seat: int) -> list[int]:
        """Cards ``seat`` may play out of turn now (jump-in or twin), as action ids."""
        face = self._jump_face()
        if face < 0 or not self._may_jump(seat, face):
            return []
        out: list[int] = []
        uno = len(self.hands[seat]) == 2
        T = self.T
        tf = T.face
        for c in self.hands[seat]:
            if tf[c] == face:
                a = T.play_id[c]
                if a not in out:
                    out.append(a)
                    if uno and not self._no_call(c):
                        out.append(T.uno_id[c])
        return out

    def _challenge(self, seat: int) -> list[Event]:
        assert self.w4 is not None
        player, guilty, prev_colour = self.w4
        if guilty is None:  # a determinized state: judge from the hand it holds
            guilty = self.holds_colour(player, prev_colour)
        self.close_window()
        self.rw_open = False
        n = self.pending_n
        ev = [] if self.quiet else [Event("challenge", seat, target=player)]
        hand = self.hands[player]
        if not self.quiet:
            ev.append(Event("reveal", player, to=1 << seat, cards=list(hand)))
        bit = 1 << seat
        known = self.known
        for c in hand:
            known[c] = known.get(c, 0) | bit
        self.w4 = None
        self.pending_n = self.pending_kind = 0
        self.phase = PLAY
        if guilty:
            if self.GUILTY_TAKES_BACK:
                w = self.discard.pop()
                hand.append(w)
                self._learn([w], (1 << self.n) - 1)  # everyone saw the W+4 go back to its player
                self.colour = prev_colour
                self.last_player = -1  # the restored top card opens no jump-in
            if not self.quiet:
                ev.append(Event("guilty", player))
            if self.voids:  # (a search state keeps none)
                self.forget_voids(player)  # the suggestion was false
            ev += self.draw_cards(player, n + self.GUILTY_EXTRA, "challenge")
            self.turn = seat
        else:
            if not self.quiet:
                ev.append(Event("innocent", player))
            ev += self.draw_cards(seat, n + 2, "challenge")
            self.turn = self.next_seat(seat)
        return ev

    def is_mistake(self, seat: int, action: str) -> bool:
        """With ``mistake_penalty``, a wrong card, false call, false catch or false jump-in is
        accepted and costs cards instead of being refused (uno.md section 5b)."""
        if not self.opts.mistake_penalty or self.over or self.phase not in (PLAY, PENDING, DRAWN):
            return False
        if not 0 <= seat < self.n or not self.hands[seat]:
            return False
        verb, _, arg = action.partition(" ")
        if verb == "catch":
            return arg.isdigit() and int(arg) < self.n
        if verb != "play":
            return False
        text, _, flag = arg.partition(" ")
        if flag not in ("", "uno"):
            return False
        ids = self.deck.by_text.get(text, ())
        return any(c in self.hands[seat] for c in ids)

    def _mistake(self, seat: int, action: str) -> list[Event]:
        verb, _, arg = action.partition(" ")
        text, _, flag = arg.partition(" ")
        legal = self.legal_actions(seat)
        ev = [] if self.quiet else [Event("mistake", seat, action=action)]
        if verb == "play" and flag == "uno" and f"play {text}" in legal:
            # the card is fine, the call is false: play it, then pay for the call
            ev += self._play(seat, text, False)
            if self.hands[seat] and not self.over:
                ev += self.draw_cards(seat, MISTAKE_CARDS, "mistake")
            return ev
        return ev + self.draw_cards(seat, MISTAKE_CARDS, "mistake")

    # -- social rules: slap, silence ------------------------------------------------------------------
    def _slap(self, seat: int, slapped: bool) -> list[Event]:
        self.slap_wait &= ~(1 << seat)
        ev = [] if self.quiet else [Event("slap" if slapped else "no_slap", seat)]
        if slapped:
            self.slap_order.append(seat)
        if self.slap_wait:
            return ev
        others = [s for s in range(self.n) if s != self.caller and self.hands[s]]
        losers = [s for s in others if s not in self.slap_order]
        if len(others) > 1 and self.slap_order:
            losers.append(self.slap_order[-1])
        for s in sorted(set(losers)):
            ev += self.draw_cards(s, SLAP_CARDS, "slap")
        self.phase = self.resume
        self.caller = -1
        self.slap_order = []
        return ev

    def silent(self) -> bool:
        return self.silence_owner >= 0 or (self.silence_colour >= 0 and self.colour == self.silence_colour)

    def _silence_tick(self) -> None:
        """silence=twos lasts until the 2's player is next the seat to act."""
        if self.turn != self.silence_owner:
            self.silence_away = True
        elif self.silence_away and self.phase in (PLAY, PENDING):
            self.silence_owner = -1

    def _talk(self, seat: int) -> list[Event]:
        if not self.silent():
            return [] if self.quiet else [Event("talk", seat)]
        self.silence_owner = self.silence_colour = -1
        ev = [] if self.quiet else [Event("talk", seat), Event("broke_silence", seat)]
        return ev + self.draw_cards(seat, SILENCE_CARDS, "silence")
