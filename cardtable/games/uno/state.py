"""The rules of one Uno hand (uno.md sections 3-9) as a fast, cloneable state.

Cards are ints; per-card facts (colour, kind, match key, action text) sit in ``UnoTables`` built
once per deck, so legal-move generation is a loop over the hand with list lookups and no object
creation beyond the returned strings (which are pre-built and shared).  House rules are gated by
option flags so that the default game pays almost nothing for them.

Action texts (docs/records.md): ``play R7`` (``play R7 uno`` calls UNO with it; out of turn it is
a jump-in or a twin), ``draw`` (in a pending penalty: accept it), ``pass``, ``color G``,
``catch 2``, ``challenge``, ``swap 2`` (after a 7), ``trade 2`` then ``give R3`` (after a 5),
``slap`` (UNO to the centre), ``talk`` (chat during a silence costs 2 cards).
"""

from __future__ import annotations

import random
from typing import Any

from cardtable.engine.cards import FRENCH_RANKS, UNKNOWN, UNO_COLOURS, Deck, uno_deck
from cardtable.engine.shedding import SheddingState
from cardtable.engine.state import ALL_SEATS, Event, IllegalAction, Vis, Zone

from .actions import (
    V_CATCH,
    V_CHALLENGE,
    V_COLOR,
    V_DRAW,
    V_GIVE,
    V_PASS,
    V_PLAY,
    V_SIMPLE,
    V_SLAP,
    V_SWAP,
    V_TRADE,
    parse_action,
)
from .options import UnoOptions

# card kinds
NUM, SKIP, REV, DRAW2, WILD, WILD4, PLUS10, DP1, DP2 = range(9)
KIND_OF = {
    "number": NUM, "skip": SKIP, "reverse": REV, "draw2": DRAW2, "wild": WILD, "wild4": WILD4,
    "plus10": PLUS10, "downpour1": DP1, "downpour2": DP2,
    "rank": NUM,  # Uno 52's ranked cards (2..A with a suit) play like number cards
}
BLACK = -1
NO_JUMP = (WILD4, PLUS10, DP1, DP2)  # never jumped on or twinned (uno.md J)
PENALTY_OF = {DRAW2: 2, WILD4: 4, PLUS10: 10}

# phases
PLAY, DRAWN, COLOUR, PENDING, OVER, SWAP7, FIVE_PICK, FIVE_GIVE, SLAP = range(9)
PHASE_NAMES = ("play", "drawn", "colour", "pending", "over", "swap", "trade", "give", "slap")
CHOOSER_PHASES = (COLOUR, SWAP7, FIVE_PICK)

COLOUR_ACTIONS = tuple(f"color {c}" for c in UNO_COLOURS)
R, Y, G, B = range(4)
# colour_cycle wheel: clockwise R->B->G->Y->R (uno.md section 2)
WHEEL_CW = {R: B, B: G, G: Y, Y: R}
WHEEL_CCW = {v: k for k, v in WHEEL_CW.items()}
MISTAKE_CARDS = 2
MAX_HAND_ACTIONS = 20_000
SILENCE_CARDS = 2
SLAP_CARDS = 2


class UnoTables:
    """Per-deck lookup tables, shared by every state using that deck."""

    def __init__(self, deck: Deck) -> None:
        self.deck = deck
        self.colour = [UNO_COLOURS.index(c.colour) if c.colour else BLACK for c in deck.cards]
        self.kind = [KIND_OF[c.kind] for c in deck.cards]
        # equal keys match by number, rank or symbol; black cards never match by key
        self.key = [_match_key(i, c.kind, c.rank) if c.colour else -2 - i for i, c in enumerate(deck.cards)]
        self.points = [c.points for c in deck.cards]
        # one shared string per face, so that identical cards yield the identical action object
        faces = {t: i for i, t in enumerate(dict.fromkeys(deck.texts))}
        play = {t: f"play {t}" for t in faces}
        play_uno = {t: f"play {t} uno" for t in faces}
        give = {t: f"give {t}" for t in faces}
        self.play = [play[c.text] for c in deck.cards]
        self.play_uno = [play_uno[c.text] for c in deck.cards]
        self.give = [give[c.text] for c in deck.cards]
        # action text -> (verb, argument), so that apply needs no string parsing (texts not in
        # it, e.g. a seat number past 15, go through ``parse_action``, which gives the same result)
        self.parse: dict[str, tuple[int, Any]] = {v: (V_SIMPLE[v], None) for v in V_SIMPLE}
        for t, ids in deck.by_text.items():
            self.parse[play[t]] = (V_PLAY, (t, False, ids))
            self.parse[play_uno[t]] = (V_PLAY, (t, True, ids))
            self.parse[give[t]] = (V_GIVE, t)
        for i, col in enumerate(UNO_COLOURS):
            self.parse[f"color {col}"] = (V_COLOR, i)
        for verb, code in (("catch", V_CATCH), ("swap", V_SWAP), ("trade", V_TRADE)):
            for s in range(16):
                self.parse[f"{verb} {s}"] = (code, s)
        self.play_ids = {a: p[1][2] for a, p in self.parse.items() if p[0] == V_PLAY}
        """``play X`` / ``play X uno`` -> the ids of the cards with face X (for bots)."""
        self.bare_plays = frozenset(play.values())
        """Every ``play X`` text without the UNO call."""
        self.is_number = [c.kind == "number" for c in deck.cards]
        # one int per face (identical cards share it); -1 for cards never jumped on or twinned
        self.face = [-1 if KIND_OF[c.kind] in NO_JUMP else faces[c.text] for c in deck.cards]
        self.rank = [int(c.rank) if c.kind == "number" else -1 for c in deck.cards]
        self.of_colour = [frozenset(i for i, x in enumerate(self.colour) if x == col) for col in range(4)]


def _match_key(i: int, kind: str, rank: str) -> int:
    """The key a coloured card matches by: Uno numbers 0..9, action symbols 10+, Uno 52 ranks 100+."""
    if kind == "number":
        return int(rank)
    if kind == "rank":
        return 100 + FRENCH_RANKS.index(rank)
    return 10 + KIND_OF[kind]


_TABLES: dict[tuple[bool, bool], UnoTables] = {}
_FITTING: dict[tuple[int, int, int], frozenset[int]] = {}
_FITTING_PENDING: dict[tuple, frozenset[int]] = {}


def tables_for(opts: UnoOptions) -> UnoTables:
    k = (opts.plus_ten, opts.h2o_deck)
    t = _TABLES.get(k)
    if t is None:
        t = _TABLES[k] = UnoTables(uno_deck(plus_ten=opts.plus_ten, h2o=opts.h2o_deck))
    return t


class UnoState(SheddingState):
    """One Uno hand. Stock and discard are lists whose last element is the top card."""

    __slots__ = (
        "opts", "T", "colour", "direction", "turn", "phase", "pending_n", "pending_kind", "chooser",
        "w4", "passes", "winner", "void", "dealer", "last_player", "rw_open", "out", "refill",
        "resume", "five", "gifts", "slap_wait", "slap_order", "caller", "silence_owner",
        "silence_away", "silence_colour", "last_card", "steps",
    )

    opts: UnoOptions
    T: UnoTables

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
        key = (id(T), self.colour, T.key[self.discard[-1]] if self.discard else -999)
        f = _FITTING.get(key)
        if f is None:
            f = _FITTING[key] = frozenset(c for c in range(len(self.deck)) if self.playable(c))
        return f

    def holds_colour(self, seat: int, colour: int) -> bool:
        tc = self.T.colour
        return any(tc[c] == colour for c in self.hands[seat])

    def _w4_allowed(self, seat: int) -> bool:
        return self.opts.wild4_bluff or not self.holds_colour(seat, self.colour)

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

    def _jump_cards(self, seat: int) -> list[str]:
        """Cards ``seat`` may play out of turn now (jump-in or twin), as action texts."""
        face = self._jump_face()
        if face < 0 or not self._may_jump(seat, face):
            return []
        out: list[str] = []
        uno = len(self.hands[seat]) == 2
        tf = self.T.face
        for c in self.hands[seat]:
            if tf[c] == face:
                a = self.T.play[c]
                if a not in out:
                    out.append(a)
                    if uno and not self._no_call(c):
                        out.append(self.T.play_uno[c])
        return out

    def _no_call(self, c: int) -> bool:
        """seven_zero: a 7 or 0 owes no UNO call."""
        return self.opts.seven_zero and self.T.rank[c] in (0, 7)

    def to_act(self) -> list[int]:
        if self.over:
            return []
        phase = self.phase
        if phase == SLAP:
            return [s for s in range(self.n) if self.slap_wait >> s & 1]
        if phase in CHOOSER_PHASES:
            return [self.chooser]
        if phase == FIVE_GIVE:
            return [s for i, s in enumerate(self.five) if self.gifts[i] == -1]
        main = self.turn
        out = self.catchers(main)
        if self.rw_open and (self.opts.jump_in or self.opts.double_play):
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
        if self.over:
            return []
        phase = self.phase
        if phase == SLAP:
            return ["slap", "pass"] if self.slap_wait >> seat & 1 else []
        if phase in CHOOSER_PHASES:
            if seat != self.chooser:
                return []
            if phase == COLOUR:
                return list(COLOUR_ACTIONS)
            others = [s for s in range(self.n) if s != seat and self.hands[s]]
            if phase == SWAP7:
                return [f"swap {s}" for s in others]
            return [f"trade {s}" for s in others] + ["pass"]
        if phase == FIVE_GIVE:
            if seat not in self.five or self.gifts[self.five.index(seat)] != -1:
                return []
            seen: list[str] = []
            for c in self.hands[seat]:
                a = self.T.give[c]
                if a not in seen:
                    seen.append(a)
            return seen
        acts: list[str]
        if seat != self.turn:
            jumps = self._jump_cards(seat) if self.rw_open and not self.rw_passed >> seat & 1 else []
            catch = self.may_catch(seat)
            if not jumps and not catch:
                return []
            acts = ["pass"] + jumps
            if catch:
                acts.append(f"catch {self.offender}")
            return acts
        T = self.T
        hand = self.hands[seat]
        uno = len(hand) == 2
        if phase == PLAY:
            acts = []
            tcol, tkind = T.colour, T.kind
            key = T.key
            colour = self.colour
            tk = key[self.discard[-1]] if self.discard else -999
            w4ok = None
            for c in hand:
                col = tcol[c]
                if col == colour or key[c] == tk or col == BLACK or tk == -999:
                    a = T.play[c]
                    if a in acts:  # a second card of a face (one shared string per face)
                        continue
                    if tkind[c] == WILD4:
                        if w4ok is None:
                            w4ok = self._w4_allowed(seat)
                        if not w4ok:
                            continue
                    acts.append(a)
                    if uno and not self._no_call(c):
                        acts.append(T.play_uno[c])
            acts.append("draw" if self.can_draw() else "pass")
        elif phase == DRAWN:
            c = hand[-1]
            acts = []
            if self._drawn_playable(seat):
                acts.append(T.play[c])
                if uno and not self._no_call(c):
                    acts.append(T.play_uno[c])
            if not acts or not self.opts.draw_until_playable:
                acts.append("pass")
        else:  # PENDING
            acts = ["draw"]
            fits = self.fitting()  # the cards that answer the penalty (cached)
            for c in hand:
                if c in fits:
                    a = T.play[c]
                    if a not in acts:
                        acts.append(a)
                        if uno and not self._no_call(c):
                            acts.append(T.play_uno[c])
            if self.w4 is not None and self.opts.wild4_bluff:
                acts.append("challenge")
        if self.may_catch(seat):
            acts.append(f"catch {self.offender}")
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

    # -- applying -------------------------------------------------------------------------------------
    def apply(self, seat: int, action: str, check: bool = True) -> list[Event]:
        if check and action not in self.legal_actions(seat):
            if self.is_social(action) and not self.over:
                return self._talk(seat)
            if self.is_mistake(seat, action):
                return self._mistake(seat, action)
            raise IllegalAction(self.why_illegal(seat, action), action, seat)
        p = self.T.parse.get(action) or parse_action(self.deck, action)
        if p is None:
            raise IllegalAction(f"unknown action {action!r}", action, seat)
        verb, arg = p
        if verb == V_PLAY:
            ev = self._play(seat, arg[0], arg[1], arg[2])
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
        else:
            ev = self._talk(seat)
        if self.silence_owner >= 0 and not self.over:
            self._silence_tick()
        self.steps += 1
        if self.steps >= MAX_HAND_ACTIONS and not self.over:
            # with nearly every card in hands, 7-0 swaps, slaps and refills can cycle for ever:
            # such a hand is void like a full cycle of passes (uno.md section 4), and is redealt
            self.void = self.over = True
            self.phase = OVER
            if not self.quiet:
                ev.append(Event("void"))
        return ev

    def is_social(self, action: str) -> bool:
        return action == "talk" and self.opts.silence != "off"

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

    def why_illegal(self, seat: int, action: str) -> str:
        """A player-facing reason why ``action`` is not legal for ``seat`` now."""
        if self.over:
            return "the hand is over"
        verb, _, arg = action.partition(" ")
        known_verbs = ("play", "draw", "pass", "color", "catch", "challenge", "swap", "trade", "give",
                       "slap", "talk")
        if verb not in known_verbs:
            return f"unknown action {action!r} (actions: {', '.join(known_verbs)})"
        if not self.legal_actions(seat):
            acting = self.to_act()
            who = acting[0] if acting else self.turn
            return f"it is not your turn (seat {who} is to act)"
        if verb == "play":
            text = arg.split(" ")[0]
            ids = self.deck.by_text.get(text)
            if ids is None:
                return f"there is no card {text!r} in this deck"
            hand = self.hands[seat]
            if not any(c in hand for c in ids):
                return f"you do not hold {text}"
            if arg.endswith(" uno") and len(hand) != 2:
                return "UNO! is called only with the play that leaves one card"
            c = next(c for c in ids if c in hand)
            if seat != self.turn:
                if not (self.opts.jump_in or self.opts.double_play):
                    return f"it is not your turn (seat {self.turn} is to act; jump-in is off)"
                if not self.rw_open or self.last_player < 0:
                    return "too late to jump in: the window closed"
                return f"{text} is not identical to the top card: no jump-in"
            if self.phase in CHOOSER_PHASES or self.phase in (FIVE_GIVE, SLAP):
                return f"first finish the {PHASE_NAMES[self.phase]} step"
            if self.phase == PENDING:
                return f"you must answer the +{self.pending_n}: draw, or play a card that passes it on"
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

    def _find(self, seat: int, text: str, ids: tuple[int, ...] | None = None) -> int:
        """The card of face ``text`` (ids: its card ids, when known) that ``seat`` holds."""
        hand = self.hands[seat]
        if self.phase == DRAWN and seat == self.turn:
            return hand[-1]
        for c in ids or self.deck.by_text[text]:
            if c in hand:
                return c
        raise IllegalAction(f"you do not hold {text}", text, seat)

    def _play(self, seat: int, text: str, called: bool, ids: tuple[int, ...] | None = None) -> list[Event]:
        c = self._find(seat, text, ids)
        hand = self.hands[seat]
        T = self.T
        jump = seat != self.turn
        self.close_window()
        self.rw_open = False
        was_pending = self.phase == PENDING
        kind = T.kind[c]
        guilty = kind == WILD4 and self.holds_colour(seat, self.colour)
        hand.remove(c)
        if self.voids:
            self.note_played(seat, c)
        self.discard.append(c)
        self.passes = 0
        self.last_player = seat
        self.turn = seat
        ev = [] if self.quiet else [Event("jump" if jump else "play", seat, card=c)]
        if called:
            if not self.quiet:
                ev.append(Event("uno", seat))
        elif len(hand) == 1 and not self._no_call(c):
            self.offender = seat
        if kind == WILD4:
            self.w4 = (seat, guilty, self.colour)
            # a W+4 is legal only without the current colour; with bluffs allowed, it only suggests so
            if 0 <= self.colour < 4:
                self.note_void(seat, T.of_colour[self.colour], len(hand), sure=not self.opts.wild4_bluff)
        else:
            self.w4 = None
        if self.opts.silence == "twos" and T.rank[c] == 2:
            self.silence_owner, self.silence_away = seat, False
            if not self.quiet:
                ev.append(Event("silence", seat))
        if not hand and (not self.refill or self.refill[seat] == 0):
            if self.last_card < 0:
                self.last_card = c  # the first player out went out with it (h2o bonus)
            if self._finish(seat):
                return ev + self._end_with(seat, c, was_pending)
        if T.colour[c] == BLACK:
            if self.opts.colour_cycle and self.colour != BLACK:
                wheel = WHEEL_CW if self.direction == 1 else WHEEL_CCW
                return ev + self._colour_set(seat, wheel[self.colour], was_pending, called)
            self.phase = COLOUR
            self.chooser = seat
            self.resume = PENDING if was_pending else PLAY
            self.caller = seat if called else -1
            return ev
        self.colour = T.colour[c]
        return ev + self._effect(seat, c, was_pending, called)

    def _finish(self, seat: int) -> bool:
        """``seat`` has no cards left for good; True when that ends the hand."""
        self.out.append(seat)
        if not self.opts.play_to_last:
            return True
        return self.n_active() <= 1

    def _colour_set(self, seat: int, colour: int, was_pending: bool, called: bool) -> list[Event]:
        self.colour = colour
        ev = [] if self.quiet else [Event("colour", seat, colour=UNO_COLOURS[colour])]
        if self.opts.silence == "black":
            self.silence_colour = colour
            if not self.quiet:
                ev.append(Event("silence", seat))
        return ev + self._effect(seat, self.discard[-1], was_pending, called)

    def _choose_colour(self, seat: int, colour: int) -> list[Event]:
        called = self.caller == seat
        self.caller = -1
        return self._colour_set(seat, colour, self.resume == PENDING, called)

    def _effect(self, seat: int, c: int, was_pending: bool, called: bool) -> list[Event]:
        """What a played card does once its colour is settled (uno.md sections 4-5)."""
        T = self.T
        kind = T.kind[c]
        self.phase = PLAY
        ev: list[Event] = []
        gone = not self.hands[seat]  # emptied a hand that refills (uno_7_rounds) or left (play_to_last)
        if kind in PENALTY_OF:
            # an answer passes the penalty on; only stacking makes it add up (uno.md 9.1)
            n = PENALTY_OF[kind]
            if was_pending and self.pending_n and self.opts.stacking:
                n += self.pending_n
            self.pending_n = n
            self.pending_kind = PENALTY_OF[kind]
            self.phase = PENDING
            self.turn = self.next_seat(seat)
            if not self.quiet:
                ev.append(Event("pending", self.turn, n=self.pending_n))
        elif kind == REV and was_pending:  # reverse_bounce: the same penalty goes back
            self.direction = -self.direction
            self.phase = PENDING
            self.w4 = None
            self.turn = self.next_seat(seat)
            if not self.quiet:
                ev.append(Event("bounce", seat, n=self.pending_n))
        else:
            self.pending_n = self.pending_kind = 0
            if kind == SKIP:
                self.turn = seat if self.n_active() == 2 and not gone else self.next_seat(seat, 2)
                if not self.quiet:
                    ev.append(Event("skip", self.next_seat(seat)))
            elif kind == REV:
                self.direction = -self.direction
                self.turn = seat if self.n_active() == 2 and not gone else self.next_seat(seat)
                if not self.quiet:
                    ev.append(Event("reverse", seat))
            elif kind in (DP1, DP2):
                for s in self._others_in_order(seat):
                    ev += self.draw_cards(s, 1 if kind == DP1 else 2, "downpour")
                self.turn = self.next_seat(seat)
            else:
                self.turn = self.next_seat(seat)
            if self.opts.seven_zero and not gone and T.rank[c] in (0, 7):
                if T.rank[c] == 0:
                    ev += self._rotate_hands()
                else:
                    self.phase = SWAP7
                    self.chooser = seat
                    self.caller = seat if called else -1
                    return ev
            if self.opts.five_swap and not gone and T.rank[c] == 5 and any(
                self.hands[s] for s in range(self.n) if s != seat
            ):
                self.phase = FIVE_PICK
                self.chooser = seat
                self.caller = seat if called else -1
                return ev
        return ev + self._complete(seat, called)

    def _complete(self, seat: int, called: bool) -> list[Event]:
        """The play is complete: refill (7 rounds), open the reaction windows."""
        ev: list[Event] = []
        if self.refill and not self.hands[seat] and seat not in self.out:
            k = self.refill[seat]
            self.refill[seat] = k - 1
            ev += self.draw_cards(seat, k, "refill")
            if not self.quiet:
                ev.append(Event("refill", seat, n=k))
        self.rw_open = True
        if called and self.opts.uno_center and len(self.hands[seat]) == 1:
            others = [s for s in range(self.n) if s != seat and self.hands[s]]
            if others:
                self.resume = self.phase
                self.phase = SLAP
                self.caller = seat
                self.slap_order = []
                self.slap_wait = sum(1 << s for s in others)
                if not self.quiet:
                    ev.append(Event("slap_window", seat))
        return ev

    def _end_with(self, seat: int, c: int, was_pending: bool) -> list[Event]:
        """The hand ends with ``seat``'s last card: its draw penalty or downpour still hits first."""
        ev: list[Event] = []
        kind = self.T.kind[c]
        if kind in PENALTY_OF:
            n = PENALTY_OF[kind]
            if was_pending and self.pending_n and self.opts.stacking:
                n += self.pending_n
            ev += self.draw_cards(self.next_seat(seat), n, "penalty")
        elif kind in (DP1, DP2):
            for s in self._others_in_order(seat):
                ev += self.draw_cards(s, 1 if kind == DP1 else 2, "downpour")
        self.pending_n = self.pending_kind = 0
        self.w4 = None
        self.winner = self.out[0] if self.out else seat
        self.phase = OVER
        self.over = True
        self.close_window()
        self.rw_open = False
        if not self.quiet:
            ev.append(Event("out", seat))
        return ev

    def _others_in_order(self, seat: int) -> list[int]:
        """Every other seat still in the rotation, starting with next(seat) (Downpour order)."""
        order, s = [], seat
        for _ in range(self.n - 1):
            s = (s + self.direction) % self.n
            if s not in self.out:
                order.append(s)
        return order

    def _draw_action(self, seat: int) -> list[Event]:
        self.close_window()
        self.rw_open = False
        self.passes = 0
        hand = self.hands[seat]
        fits = self.fitting()
        self.note_void(seat, fits, len(hand), sure=False)  # drawing suggests that nothing fits
        if self.phase == PENDING:
            n = self.pending_n
            ev = self.draw_cards(seat, n, "penalty")
            self.pending_n = self.pending_kind = 0
            self.w4 = None
            self.phase = PLAY
            self.turn = self.next_seat(seat)
            return ev
        ev = self.draw_cards(seat, 1, "draw")
        if self.opts.draw_until_playable:
            while not self._drawn_playable(seat) and self.can_draw():
                ev += self.draw_cards(seat, 1, "draw")
        if self._drawn_playable(seat):
            self.phase = DRAWN
            self.note_void(seat, fits, len(hand) - 1, sure=False)  # the cards drawn before it did not fit
        else:
            self.note_void(seat, fits, len(hand), sure=False)  # nor did the card drawn
            self.turn = self.next_seat(seat)
        return ev

    def _pass(self, seat: int) -> list[Event]:
        if self.phase == SLAP:
            return self._slap(seat, False)
        if self.phase == FIVE_PICK:
            self.phase = PLAY
            called = self.caller == seat
            self.caller = -1
            return ([] if self.quiet else [Event("pass", seat)]) + self._complete(seat, called)
        if seat != self.turn:  # declining to react in a reaction window
            return self.pass_window(seat)
        self.close_window()
        self.rw_open = False
        ev = [] if self.quiet else [Event("pass", seat)]
        if self.phase == DRAWN:
            self.phase = PLAY
        else:  # could neither play nor draw
            self.passes += 1
            if self.passes >= self.n_active():
                self.void = True
                self.over = True
                self.phase = OVER
                if not self.quiet:
                    ev.append(Event("void"))
                return ev
        self.turn = self.next_seat(seat)
        return ev

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
        for c in hand:
            self.known[c] = self.known.get(c, 0) | bit
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
            self.forget_voids(player)  # the suggestion was false
            ev += self.draw_cards(player, n + self.GUILTY_EXTRA, "challenge")
            self.turn = seat
        else:
            if not self.quiet:
                ev.append(Event("innocent", player))
            ev += self.draw_cards(seat, n + 2, "challenge")
            self.turn = self.next_seat(seat)
        return ev

    # -- seven-zero and five-swap ----------------------------------------------------------------------
    def _learn(self, cards: list[int], seats_mask: int) -> None:
        for c in cards:
            self.known[c] = self.known.get(c, 0) | seats_mask

    def _swap7(self, seat: int, other: int) -> list[Event]:
        mine, theirs = self.hands[seat], self.hands[other]
        self._learn(mine, 1 << seat)  # each remembers the hand it gave away
        self._learn(theirs, 1 << other)
        self.hands[seat], self.hands[other] = theirs, mine
        self.forget_voids()
        self._fix_offender_after_transfer()
        called = self.caller == seat
        self.caller = -1
        self.phase = PLAY
        return ([] if self.quiet else [Event("swap", seat, target=other)]) + self._complete(seat, called)

    def _rotate_hands(self) -> list[Event]:
        seats = [s for s in range(self.n) if self.hands[s] or s not in self.out]
        if self.direction == -1:
            seats = seats[::-1]
        old = {s: self.hands[s] for s in seats}
        for i, s in enumerate(seats):
            self._learn(old[s], 1 << s)
            self.hands[seats[(i + 1) % len(seats)]] = old[s]
        self.forget_voids()
        self._fix_offender_after_transfer()
        return [] if self.quiet else [Event("rotate", None, direction=self.direction)]

    def _fix_offender_after_transfer(self) -> None:
        # reaching one card by a transfer owes no call; a holder of more cards is not catchable
        if self.offender >= 0 and len(self.hands[self.offender]) != 1:
            self.close_window()

    def _trade(self, seat: int, other: int) -> list[Event]:
        self.five = (seat, other)
        self.gifts = [-1, -1]
        self.phase = FIVE_GIVE
        return [] if self.quiet else [Event("trade", seat, target=other)]

    def _give(self, seat: int, text: str) -> list[Event]:
        i = self.five.index(seat)
        c = next(c for c in self.deck.by_text[text] if c in self.hands[seat])
        self.gifts[i] = c
        if -1 in self.gifts:
            return [] if self.quiet else [Event("gave", seat)]
        a, b = self.five
        ca, cb = self.gifts
        # a determinized state does not know the other seat's secret choice: guess one of its cards
        if ca not in self.hands[a]:
            ca = self.rng.choice(self.hands[a])
        if cb not in self.hands[b]:
            cb = self.rng.choice(self.hands[b])
        self.hands[a].remove(ca)
        self.hands[b].remove(cb)
        if self.voids:
            self.note_played(a, ca)
            self.note_played(b, cb)
        self.hands[a].append(cb)
        self.hands[b].append(ca)
        self._learn([ca], 1 << a)
        self._learn([cb], 1 << b)
        self.five = (-1, -1)
        self.gifts = [-1, -1]
        self.phase = PLAY
        called = self.caller == a
        self.caller = -1
        ev = [] if self.quiet else [Event("gave", seat), Event("traded", a, target=b),
                                    Event("got", a, to=1 << a, card=cb), Event("got", b, to=1 << b, card=ca)]
        return ev + self._complete(a, called)

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

    # -- summaries -------------------------------------------------------------------------------
    def hand_value(self, seat: int) -> int:
        T = self.T
        hand = self.hands[seat]
        if self.opts.zero_penalty and len(hand) == 1 and T.rank[hand[0]] == 0:
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
            "out": list(self.out),
            "silence": self.silent(),
        }


__all__ = ["UnoState", "ALL_SEATS"]
