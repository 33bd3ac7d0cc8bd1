"""The rules of one Uno hand (uno.md sections 3-5) as a fast, cloneable state.

Cards are ints; per-card facts (colour, kind, match key, action text) sit in ``UnoTables`` built
once per deck, so legal-move generation is a loop over the hand with list lookups and no object
creation beyond the returned strings (which are pre-built and shared).

Action texts: ``play R7`` (``play R7 uno`` to call UNO with it), ``draw``, ``pass``,
``color G``, ``catch 2``, ``challenge``.  In a pending penalty ``draw`` accepts it.
"""

from __future__ import annotations

import random
from typing import Any

from cardtable.engine.cards import UNKNOWN, UNO_COLOURS, Deck, uno_deck
from cardtable.engine.shedding import SheddingState
from cardtable.engine.state import Event, IllegalAction, Vis, Zone

from .options import UnoOptions

# card kinds
NUM, SKIP, REV, DRAW2, WILD, WILD4, PLUS10, DP1, DP2 = range(9)
KIND_OF = {
    "number": NUM, "skip": SKIP, "reverse": REV, "draw2": DRAW2, "wild": WILD, "wild4": WILD4,
    "plus10": PLUS10, "downpour1": DP1, "downpour2": DP2,
}
BLACK = -1

# phases
PLAY, DRAWN, COLOUR, PENDING, OVER = range(5)
PHASE_NAMES = ("play", "drawn", "colour", "pending", "over")

COLOUR_ACTIONS = tuple(f"color {c}" for c in UNO_COLOURS)


class UnoTables:
    """Per-deck lookup tables, shared by every state using that deck."""

    def __init__(self, deck: Deck) -> None:
        self.deck = deck
        self.colour = [UNO_COLOURS.index(c.colour) if c.colour else BLACK for c in deck.cards]
        self.kind = [KIND_OF[c.kind] for c in deck.cards]
        # equal keys match by number or symbol; black cards never match by key
        self.key = [
            (int(c.rank) if c.kind == "number" else 10 + KIND_OF[c.kind]) if c.colour else -2 - i
            for i, c in enumerate(deck.cards)
        ]
        self.points = [c.points for c in deck.cards]
        self.play = [f"play {c.text}" for c in deck.cards]
        self.play_uno = [f"play {c.text} uno" for c in deck.cards]
        self.is_number = [c.kind == "number" for c in deck.cards]


_TABLES: dict[tuple[bool, bool], UnoTables] = {}


def tables_for(opts: UnoOptions) -> UnoTables:
    k = (opts.plus_ten, opts.h2o_deck)
    t = _TABLES.get(k)
    if t is None:
        t = _TABLES[k] = UnoTables(uno_deck(plus_ten=opts.plus_ten, h2o=opts.h2o_deck))
    return t


class UnoState(SheddingState):
    """One Uno hand. Stock and discard are lists whose last element is the top card."""

    __slots__ = (
        "opts", "T", "colour", "direction", "turn", "phase",
        "pending_n", "pending_kind", "chooser", "w4", "passes", "winner", "void", "dealer",
    )

    opts: UnoOptions
    T: UnoTables

    def __init__(self, opts: UnoOptions, n: int, rng: random.Random, dealer: int) -> None:
        self.opts = opts
        self.T = tables_for(opts)
        self.deck = self.T.deck
        self.n = n
        self.rng = rng
        self.known = {}
        self.over = False
        self.init_piles(n)
        self.colour = BLACK  # current colour index; BLACK before a free lead
        self.direction = 1
        self.turn = (dealer + 1) % n
        self.phase = PLAY
        self.pending_n = 0
        self.pending_kind = 0  # 2, 4 or 10
        self.chooser = -1  # seat choosing a colour in COLOUR phase
        # challengeable W+4: (player, guilty or None when masked, colour before it)
        self.w4: tuple[int, bool | None, int] | None = None
        self.passes = 0  # consecutive forced passes (a full cycle voids the hand)
        self.winner = -1
        self.void = False
        self.dealer = dealer

    # -- cloning -------------------------------------------------------------------------------------
    def clone(self, rng: random.Random | None = None) -> UnoState:
        c = UnoState.__new__(UnoState)
        c.opts = self.opts
        c.T = self.T
        c.deck = self.deck
        c.n = self.n
        c.rng = self.copy_rng(rng)
        c.known = dict(self.known) if self.known else {}
        c.over = self.over
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
        return c

    def zones(self) -> list[Zone]:
        zs = [Zone("stock", self.stock, Vis.HIDDEN), Zone("discard", self.discard, Vis.PUBLIC)]
        zs += [Zone(f"hand{s}", h, Vis.OWNER, s) for s, h in enumerate(self.hands)]
        return zs

    def mask_private(self, seat: int) -> None:
        if self.w4 is not None:
            self.w4 = (self.w4[0], None, self.w4[2])

    # -- queries --------------------------------------------------------------------------------------
    @property
    def top(self) -> int:
        return self.discard[-1] if self.discard else UNKNOWN

    def next_seat(self, s: int, steps: int = 1) -> int:
        return (s + steps * self.direction) % self.n

    def playable(self, c: int) -> bool:
        T = self.T
        col = T.colour[c]
        if col == BLACK or not self.discard:
            return True
        return col == self.colour or T.key[c] == T.key[self.discard[-1]]

    def holds_colour(self, seat: int, colour: int) -> bool:
        tc = self.T.colour
        return any(tc[c] == colour for c in self.hands[seat])

    def _w4_allowed(self, seat: int) -> bool:
        return self.opts.wild4_bluff or not self.holds_colour(seat, self.colour)

    def to_act(self) -> list[int]:
        if self.over:
            return []
        if self.phase == COLOUR:
            return [self.chooser]
        return self.catchers(self.turn)

    def legal_actions(self, seat: int) -> list[str]:
        if self.over:
            return []
        phase = self.phase
        if phase == COLOUR:
            return list(COLOUR_ACTIONS) if seat == self.chooser else []
        acts: list[str]
        if seat != self.turn:
            if self.may_catch(seat):
                return ["pass", f"catch {self.offender}"]
            return []
        T = self.T
        hand = self.hands[seat]
        uno = len(hand) == 2
        if phase == PLAY:
            acts = []
            seen: set[str] = set()
            tcol, tkind = T.colour, T.kind
            key = T.key
            colour = self.colour
            tk = key[self.discard[-1]] if self.discard else -999
            w4ok = None
            for c in hand:
                a = T.play[c]
                if a in seen:
                    continue
                col = tcol[c]
                if col == colour or key[c] == tk or col == BLACK or tk == -999:
                    if tkind[c] == WILD4:
                        if w4ok is None:
                            w4ok = self._w4_allowed(seat)
                        if not w4ok:
                            continue
                    seen.add(a)
                    acts.append(a)
                    if uno:
                        acts.append(T.play_uno[c])
            acts.append("draw" if self.can_draw() else "pass")
        elif phase == DRAWN:
            c = hand[-1]
            acts = []
            if self._drawn_playable(seat):
                acts.append(T.play[c])
                if uno:
                    acts.append(T.play_uno[c])
            acts.append("pass")
        else:  # PENDING
            acts = ["draw"]
            seen = set()
            kind = self.pending_kind
            for c in hand:
                if T.kind[c] == DRAW2 and (kind == 2 or (kind == 4 and T.colour[c] == self.colour)):
                    a = T.play[c]
                    if a not in seen:
                        seen.add(a)
                        acts.append(a)
                        if uno:
                            acts.append(T.play_uno[c])
            if self.w4 is not None and self.opts.wild4_bluff:
                acts.append("challenge")
        if self.may_catch(seat):
            acts.append(f"catch {self.offender}")
        return acts

    def _drawn_playable(self, seat: int) -> bool:
        c = self.hands[seat][-1]
        if not self.playable(c):
            return False
        return self.T.kind[c] != WILD4 or self._w4_allowed(seat)

    # -- applying -------------------------------------------------------------------------------------
    def apply(self, seat: int, action: str, check: bool = True) -> list[Event]:
        if check and action not in self.legal_actions(seat):
            raise IllegalAction(self.why_illegal(seat, action), action, seat)
        verb, _, arg = action.partition(" ")
        if verb == "play":
            text, _, flag = arg.partition(" ")
            return self._play(seat, text, flag == "uno")
        if verb == "draw":
            return self._draw_action(seat)
        if verb == "pass":
            return self._pass(seat)
        if verb == "color":
            return self._choose_colour(seat, UNO_COLOURS.index(arg))
        if verb == "catch":
            return self._catch(seat, int(arg))
        if verb == "challenge":
            return self._challenge(seat)
        raise IllegalAction(f"unknown action {action!r}", action, seat)

    def why_illegal(self, seat: int, action: str) -> str:
        """A player-facing reason why ``action`` is not legal for ``seat`` now."""
        if self.over:
            return "the hand is over"
        verb, _, arg = action.partition(" ")
        known_verbs = ("play", "draw", "pass", "color", "catch", "challenge")
        if verb not in known_verbs:
            return f"unknown action {action!r} (actions: {', '.join(known_verbs)})"
        if not self.legal_actions(seat):
            who = self.chooser if self.phase == COLOUR else self.turn
            return f"it is not your turn (seat {who} is to act)"
        if verb == "play":
            text = arg.split(" ")[0]
            ids = self.deck.by_text.get(text)
            if ids is None:
                return f"there is no card {text!r} in Uno"
            hand = self.hands[seat]
            if not any(c in hand for c in ids):
                return f"you do not hold {text}"
            if arg.endswith(" uno") and len(hand) != 2:
                return "UNO! is called only with the play that leaves one card"
            c = next(c for c in ids if c in hand)
            if self.phase == COLOUR:
                return "choose a colour first"
            if self.phase == PENDING:
                return f"you must answer the +{self.pending_n}: draw or play a matching +2"
            if self.phase == DRAWN:
                return "after drawing, only the drawn card may be played"
            if self.T.kind[c] == WILD4 and not self._w4_allowed(seat):
                return "W+4 is legal only when you hold no card of the current colour"
            top = self.deck.text(self.top)
            return f"{text} does not match {top} (colour {UNO_COLOURS[self.colour]})"
        if verb == "challenge":
            return "only the target of a W+4 may challenge it, before answering it"
        if verb == "catch":
            return "nobody can be caught: every UNO call was made (or the chance has passed)"
        if verb == "color":
            return "there is no colour to choose now"
        if verb == "draw" and self.phase == DRAWN:
            return "you already drew: play the drawn card or pass"
        if verb == "pass":
            return "you may pass only after drawing (or when you can neither play nor draw)"
        return f"{action!r} is not legal now"

    def _find(self, seat: int, text: str) -> int:
        hand = self.hands[seat]
        if self.phase == DRAWN:
            return hand[-1]
        for c in self.deck.by_text[text]:
            if c in hand:
                return c
        raise IllegalAction(f"you do not hold {text}", text, seat)

    def _play(self, seat: int, text: str, called: bool) -> list[Event]:
        c = self._find(seat, text)
        hand = self.hands[seat]
        T = self.T
        self.close_window()
        was_pending = self.phase == PENDING
        kind = T.kind[c]
        guilty = kind == WILD4 and self.holds_colour(seat, self.colour)
        hand.remove(c)
        self.discard.append(c)
        self.passes = 0
        ev = [Event("play", seat, card=c)]
        if called:
            ev.append(Event("uno", seat))
        elif len(hand) == 1:
            self.offender = seat
        if not hand:
            return ev + self._go_out(seat, c, was_pending)
        if T.colour[c] == BLACK:
            if kind == WILD4:
                self.w4 = (seat, guilty, self.colour)
            self.phase = COLOUR
            self.chooser = seat
            return ev
        self.w4 = None
        self.colour = T.colour[c]
        return ev + self._effect(seat, c, was_pending)

    def _effect(self, seat: int, c: int, was_pending: bool) -> list[Event]:
        """What a played card does once its colour is settled (uno.md section 5)."""
        kind = self.T.kind[c]
        self.phase = PLAY
        if kind == NUM or kind == WILD:
            self.turn = self.next_seat(seat)
        elif kind == SKIP:
            self.turn = seat if self.n == 2 else self.next_seat(seat, 2)
            return [Event("skip", self.next_seat(seat))]
        elif kind == REV:
            self.direction = -self.direction
            self.turn = seat if self.n == 2 else self.next_seat(seat)
            return [Event("reverse", seat)]
        elif kind == DRAW2:
            self.pending_n = 2
            self.pending_kind = 2
            self.phase = PENDING
            self.turn = self.next_seat(seat)
            return [Event("pending", self.turn, n=2)]
        elif kind == WILD4:
            self.pending_n = 4
            self.pending_kind = 4
            self.phase = PENDING
            self.turn = self.next_seat(seat)
            return [Event("pending", self.turn, n=4)]
        return []

    def _choose_colour(self, seat: int, colour: int) -> list[Event]:
        self.colour = colour
        c = self.discard[-1]
        ev = [Event("colour", seat, colour=UNO_COLOURS[colour])]
        return ev + self._effect(seat, c, False)

    def _go_out(self, seat: int, c: int, was_pending: bool) -> list[Event]:
        """The last card left the hand: its draw penalty still hits, then the hand ends."""
        ev: list[Event] = []
        kind = self.T.kind[c]
        if kind in (DRAW2, WILD4):
            target = self.next_seat(seat)
            ev += self.draw_cards(target, 2 if kind == DRAW2 else 4, "penalty")
        self.w4 = None
        self.winner = seat
        self.phase = OVER
        self.over = True
        self.offender = -1
        ev.append(Event("out", seat))
        return ev

    def _draw_action(self, seat: int) -> list[Event]:
        self.close_window()
        self.passes = 0
        if self.phase == PENDING:
            n = self.pending_n
            ev = self.draw_cards(seat, n, "penalty")
            self.pending_n = self.pending_kind = 0
            self.w4 = None
            self.phase = PLAY
            self.turn = self.next_seat(seat)
            return ev
        ev = self.draw_cards(seat, 1, "draw")
        if self._drawn_playable(seat):
            self.phase = DRAWN
        else:
            self.turn = self.next_seat(seat)
        return ev

    def _pass(self, seat: int) -> list[Event]:
        if seat != self.turn:  # declining to react in a reaction window
            return self.pass_window(seat)
        self.close_window()
        ev = [Event("pass", seat)]
        if self.phase == DRAWN:
            self.phase = PLAY
        else:  # could neither play nor draw
            self.passes += 1
            if self.passes >= self.n:
                self.void = True
                self.over = True
                self.phase = OVER
                ev.append(Event("void"))
                return ev
        self.turn = self.next_seat(seat)
        return ev

    def _catch(self, seat: int, target: int) -> list[Event]:
        return self.catch(seat, target, self.opts.uno_penalty)

    def _challenge(self, seat: int) -> list[Event]:
        assert self.w4 is not None
        player, guilty, prev_colour = self.w4
        if guilty is None:  # a determinized state: judge from the hand it holds
            guilty = self.holds_colour(player, prev_colour)
        self.close_window()
        n = self.pending_n
        ev = [Event("challenge", seat, target=player)]
        hand = self.hands[player]
        ev.append(Event("reveal", player, to=1 << seat, cards=list(hand)))
        bit = 1 << seat
        for c in hand:
            self.known[c] = self.known.get(c, 0) | bit
        self.w4 = None
        self.pending_n = self.pending_kind = 0
        self.phase = PLAY
        if guilty:
            w = self.discard.pop()
            hand.append(w)
            self.colour = prev_colour
            ev.append(Event("guilty", player))
            ev += self.draw_cards(player, n, "challenge")
            self.turn = seat
        else:
            ev.append(Event("innocent", player))
            ev += self.draw_cards(seat, n + 2, "challenge")
            self.turn = self.next_seat(seat)
        return ev

    # -- summaries -------------------------------------------------------------------------------
    def hand_value(self, seat: int) -> int:
        T = self.T
        hand = self.hands[seat]
        if self.opts.zero_penalty and len(hand) == 1 and T.is_number[hand[0]] and T.key[hand[0]] == 0:
            return 50
        if self.opts.score_numbers_only:
            return sum(T.points[c] for c in hand if T.is_number[c])
        return sum(T.points[c] for c in hand)

    def public_info(self) -> dict[str, Any]:
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
        }
