"""The rules of one hand of Most («Мост», most.md sections 3-6) as a fast, cloneable state.

A turn is *take -> table actions -> discard*, and each step is one action (DESIGN.md: compound
moves are sequential decisions), so a bot or a person chooses one thing at a time:

- take: ``draw`` (the stock's top card), ``pick C`` (the bridge from card ``C`` to its newest end;
  ``C`` is the *target*), or ``pass`` (the stock is empty and the player will not or cannot take
  from the bridge: the hand ends);
- table actions, any number: ``meld 5h X1=6h 7h`` (a new meld, cards in meld order, a joker written
  with its declared card), ``lay 8h on 2`` (add cards to meld number 2, counted from 1 in the order
  the melds were made; several cards in their final order), ``swap 9c`` (give the real 9c for the
  joker declared as 9c, which comes to the hand);
- ``discard C``: the card goes to the newest end of the bridge and ends the turn.

Melds, lay-offs, identities and the table-uniqueness rule come from ``cardtable.engine.mechanics.melds``;
this module keeps the turn order, the target obligation, the keep-one rule, the empty stock and
the scores.  Cards taken from the bridge were seen by everyone, so they stay known in the taker's
hand (``State.known``) until they leave it, and determinize deals around them.
"""

from __future__ import annotations

import random

from cardtable.engine.actions import ActionTable
from cardtable.engine.mechanics import melds as M
from cardtable.engine.refusals import Refusal
from cardtable.engine.state import ALL_SEATS, Event, IllegalAction, PublicInfo, State, Vis, Zone

from .deck import (  # noqa: F401  (re-exported)
    ACT,
    DECK,
    JOKERS,
    N_REAL,
    OVER,
    PHASE_NAMES,
    POINTS,
    RANK_POINTS,
    TAKE,
    is_joker,
)
from .ids import ACTIONS, DRAW, MOVES, PASS, V_DISCARD, V_DRAW, V_LAY, V_MELD, V_PICK, V_SWAP, id_of, ids_of
from .legal import pick_ids, table_moves
from .options import MostOptions
from .refusals import R, why_illegal


class MostInfo(PublicInfo):
    """Most's public facts (``MostState.public_info``): ``phase`` is ``take``, ``act`` or ``over``."""

    turn: int
    stock: int
    """Cards left in the stock."""
    target: str
    """The card taken from the bridge that the first table action must use (``""``: none)."""
    owners: list[int]
    """Per meld (in the order made, meld N is ``owners[N - 1]``), the seat that made it."""
    scorers: list[list[int]]
    """Per meld, per card in meld order, the seat that put it there and scores it."""
    jokers: dict[str, str]
    """Each joker on the table by its text and the card it stands for (``{"X1": "9c"}``)."""
    reshuffled: bool
    """The one reshuffle of ``empty_stock=reshuffle_once`` is spent."""


class MostState(State):
    """One hand of Most.

    ``melds`` hold card ids in meld order and ``idents`` the identities they show (a joker's is
    its declaration); ``scorer`` gives per card id the seat that put it on the table (-1 off the
    table); ``decl`` gives a joker's declared identity while it is in a meld.  ``target`` is the
    card taken from the bridge that the next table action must use, ``free`` the newest bridge
    card taken without obligation (it may not be discarded this turn).
    """

    __slots__ = ("turn", "hands", "stock", "bridge", "melds", "idents", "owners",
                 "scorer", "decl", "target", "free", "reshuffled", "went_out", "ended")

    opts: MostOptions

    def __init__(self, opts: MostOptions, n: int, rng: random.Random, dealer: int) -> None:
        self.init_base(DECK, n, rng)
        self.opts = opts
        self.dealer = dealer
        self.turn = (dealer + 1) % n
        self.phase = TAKE
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.stock: list[int] = []
        self.bridge: list[int] = []
        self.melds: list[list[int]] = []
        self.idents: list[list[int]] = []
        self.owners: list[int] = []
        self.scorer = [-1] * len(DECK)
        self.decl = [-1] * len(DECK)
        self.target = -1
        self.free = -1
        self.reshuffled = False
        self.went_out = -1
        self.ended = ""  # "out" or "stock" once over

    def clone(self, rng: random.Random | None = None) -> MostState:
        c = MostState.__new__(MostState)
        self.copy_base(c, rng)
        c.opts = self.opts
        c.dealer = self.dealer
        c.turn = self.turn
        c.phase = self.phase
        c.hands = [h[:] for h in self.hands]
        c.stock = self.stock[:]
        c.bridge = self.bridge[:]
        c.melds = [m[:] for m in self.melds]
        c.idents = [m[:] for m in self.idents]
        c.owners = self.owners[:]
        c.scorer = self.scorer[:]
        c.decl = self.decl[:]
        c.target = self.target
        c.free = self.free
        c.reshuffled = self.reshuffled
        c.went_out = self.went_out
        c.ended = self.ended
        return c

    def zones(self) -> list[Zone]:
        zs = [Zone("stock", self.stock, Vis.HIDDEN), Zone("bridge", self.bridge, Vis.PUBLIC)]
        zs += [Zone(f"meld{k + 1}", m, Vis.PUBLIC) for k, m in enumerate(self.melds)]
        zs += [Zone(f"hand{s}", h, Vis.OWNER, s) for s, h in enumerate(self.hands)]
        return zs

    def public_info(self) -> MostInfo:
        """Public facts for screens: phase, target, melds with owners and joker identities."""
        return {
            "phase": PHASE_NAMES[self.phase],
            "turn": self.turn,
            "stock": len(self.stock),
            "target": DECK.text(self.target) if self.target >= 0 else "",
            "owners": list(self.owners),
            "scorers": [[self.scorer[c] for c in m] for m in self.melds],
            "jokers": {DECK.texts[j]: DECK.texts[self.decl[j]] for j in JOKERS if self.decl[j] >= 0},
            "reshuffled": self.reshuffled,
        }

    # -- the table -------------------------------------------------------------------------------
    def table(self, without: list[int] | None = None) -> M.Table:
        """The table-uniqueness view of melds and bridge (``without``: bridge cards about to leave)."""
        real = set(self.bridge)
        for m in self.melds:
            real.update(m)
        if without:
            real.difference_update(without)
        real.difference_update(JOKERS)
        declared = {self.decl[j] for j in JOKERS if self.decl[j] >= 0}
        return M.Table(real, declared)

    def may_lay(self, seat: int) -> bool:
        return not self.opts.layoff_requires_meld or seat in self.owners

    def keeps_one(self, hand: list[int], slots: tuple[M.Slot, ...], jokers: list[int]) -> bool:
        """The keep-one rule if ``slots`` leave ``hand``: a card to discard stays (not the free
        bridge card), unless ``go_out_by_melding`` lets the hand empty."""
        left = len(hand) - len(slots)
        if left == 0:
            return self.opts.go_out_by_melding
        if left > 1 or self.free < 0:
            return True
        used = _used(slots, jokers)
        return self.free in used or self.free not in hand

    def _hand_of(self, cards: list[int], table: M.Table) -> tuple[M.Hand, list[int]]:
        """The melds' view of ``cards`` and its jokers in the order actions use them (a free
        bridge joker first, so that a meld using one joker uses that one)."""
        jokers = sorted(c for c in cards if c >= N_REAL)
        if self.free in jokers:
            jokers.remove(self.free)
            jokers.insert(0, self.free)
        return M.Hand.of([c for c in cards if c < N_REAL] if jokers else cards, len(jokers), table), jokers

    # -- legal actions ---------------------------------------------------------------------------
    def to_act(self) -> list[int]:
        return [] if self.over else [self.turn]

    # -- actions as ids (``ids.py``): texts only at the edge ---------------------------------------
    def action_table(self) -> ActionTable:
        return ACTIONS

    def legal_ids(self, seat: int) -> list[int]:
        if self.over or seat != self.turn:
            return []
        if self.phase == TAKE:
            return self._take_ids(seat)
        fast = table_moves(self, seat, self.hands[seat], self.target, self.free)  # (_table_ids, inlined)
        return fast if fast is not None else ids_of(self._table_actions(seat))

    def legal_actions(self, seat: int) -> list[str]:
        texts = ACTIONS.texts
        return [texts[a] for a in self.legal_ids(seat)]

    def can_draw(self) -> bool:
        return bool(self.stock) or (self.opts.empty_stock == "reshuffle_once" and not self.reshuffled
                                    and len(self.bridge) >= 2)

    def _take_ids(self, seat: int) -> list[int]:
        draw = self.can_draw()
        picks = pick_ids(self, seat, self.opts.free_top_bridge_card and bool(self.stock))
        if draw:
            return [DRAW, *picks]
        picks.append(PASS)
        return picks

    def target_uses(self, seat: int, i: int, first: bool = True) -> list[str]:
        """The first table actions that would use ``bridge[i]`` after taking ``bridge[i:]``; with
        ``first`` only whether there is one (the take's legality: an empty list or a one-item list
        whose text need not be a full action)."""
        taken = self.bridge[i:]
        cards = self.hands[seat] + taken
        if first and not self._may_use(seat, cards, taken[0]):
            return []
        table = self.table(taken)
        return self._uses(seat, cards, taken[0], table, first)

    def _may_use(self, seat: int, cards: list[int], tgt: int) -> bool:
        """A quick necessary condition for ``tgt`` to have a use: it is a joker, two cards that may
        meld with it (a joker counts as one: a meld holding ``tgt`` holds two more cards of its rank
        or a three-card window of its suit around it), or a meld on the table of its rank (a set)
        or suit (a run) to lay it on."""
        if tgt >= N_REAL:
            return True
        r, s = tgt % M.N_RANKS, tgt // M.N_RANKS
        partners = 0
        for c in cards:
            if c >= N_REAL:
                partners += 1
                if partners >= 2:
                    return True
                continue
            if c == tgt:
                continue
            cr = c % M.N_RANKS
            if cr == r or (c // M.N_RANKS == s and ((cr - r) % M.N_RANKS <= 2 or (r - cr) % M.N_RANKS <= 2)):
                partners += 1
                if partners >= 2:
                    return True
        if self.opts.bridge_take_use == "meld_only" or not self.may_lay(seat):
            return False
        for idents in self.idents:
            kind, mr = M.shape(idents)
            if (kind == M.SET and mr == r) or (kind == M.RUN and idents[0] // M.N_RANKS == s):
                return True
        return False

    def _uses(self, seat: int, cards: list[int], tgt: int, table: M.Table, first: bool) -> list[str]:
        hand, jokers = self._hand_of(cards, table)
        if is_joker(tgt):
            jokers.remove(tgt)
            jokers.insert(0, tgt)
        wrap = self.opts.wrap_around
        out: list[str] = []
        through = None if is_joker(tgt) else tgt
        if first and through is not None:  # a legality test only: the cheap exact check
            if len(cards) - M.MIN_MELD >= (0 if self.opts.go_out_by_melding else 1) and \
                    M.meld_exists_with(hand, through, wrap):
                return ["meld"]
        else:
            for m in M.melds_with(hand, table, wrap, through):
                if self.keeps_one(cards, m, jokers):
                    out.append("meld " + _slots_text(m, jokers))
                    if first:
                        return out
        if self.opts.bridge_take_use == "meld_only" or not self.may_lay(seat):
            return out
        for k, idents in enumerate(self.idents):
            if through is not None:
                kind, r = M.shape(idents)
                if (kind == M.SET and r != M.rank_of(through)) or (kind == M.RUN and
                                                                    M.suit_of(idents[0]) != M.suit_of(through)):
                    continue
            for _, add in M.layoffs(idents, hand, table, wrap):
                if (tgt, False) in add if through is not None else any(j for _, j in add):
                    if self.keeps_one(cards, add, jokers):
                        out.append(f"lay {_slots_text(add, jokers)} on {k + 1}")
                        if first:
                            return out
        return out

    def _table_ids(self, seat: int) -> list[int]:
        fast = table_moves(self, seat, self.hands[seat], self.target, self.free)
        return fast if fast is not None else ids_of(self._table_actions(seat))

    def _table_actions(self, seat: int) -> list[str]:
        """The table actions by the general enumerators (a joker in the hand, or a target)."""
        hand = self.hands[seat]
        table = self.table()
        if self.target >= 0:
            return self._uses(seat, hand, self.target, table, first=False)
        h, jokers = self._hand_of(hand, table)
        wrap = self.opts.wrap_around
        acts = ["meld " + _slots_text(m, jokers) for m in M.melds(h, table, wrap) if self.keeps_one(hand, m, jokers)]
        if self.may_lay(seat):
            for k, idents in enumerate(self.idents):
                if not M.may_extend(idents, h):
                    continue
                for _, add in M.layoffs(idents, h, table, wrap):
                    if self.keeps_one(hand, add, jokers):
                        acts.append(f"lay {_slots_text(add, jokers)} on {k + 1}")
        held = set(hand)
        for j in JOKERS:
            if self.decl[j] >= 0 and self.decl[j] in held:
                acts.append("swap " + DECK.texts[self.decl[j]])
        blocked = table.declared
        for c in hand:
            if c != self.free and c not in blocked:
                acts.append("discard " + DECK.texts[c])
        return acts

    # -- applying --------------------------------------------------------------------------------
    def apply(self, seat: int, action: str, check: bool = True) -> list[Event]:
        if check and action not in self.legal_actions(seat):
            raise IllegalAction(self.why_illegal(seat, action), action, seat)
        aid = id_of(action)
        if aid < 0:
            raise IllegalAction(R("unknown", action=action), action, seat)
        return self._act(seat, aid)

    def _act(self, seat: int, aid: int) -> list[Event]:
        """Play the legal action ``aid``: the one dispatch of ``apply`` and ``apply_id``."""
        verb, card, slots, k = MOVES[aid]
        if verb == V_DISCARD:
            return self._discard(seat, card)
        if verb == V_DRAW:
            return self._draw(seat)
        if verb == V_PICK:
            return self._pick(seat, card)
        if verb == V_MELD:
            return self._meld(seat, slots)
        if verb == V_LAY:
            return self._lay(seat, k, slots)
        if verb == V_SWAP:
            return self._swap(seat, card)
        self.over, self.phase, self.ended = True, OVER, "stock"  # pass
        return [] if self.quiet else [Event("stock_end", seat)]

    apply_id = _act  # type: ignore[assignment]  # returns the events apply_id drops: one call less per search step

    def why_illegal(self, seat: int, action: str) -> Refusal:
        """Why ``action`` is not legal for ``seat`` now, naming the rule (``refusals.why_illegal``)."""
        return why_illegal(self, seat, action)

    def _draw(self, seat: int) -> list[Event]:
        if self.quiet and self.stock:  # a search's draw: no events to build
            self.hands[seat].append(self.stock.pop())
            self.phase = ACT
            return []
        ev: list[Event] = []
        if not self.stock:  # reshuffle_once: all bridge cards but the newest become the stock
            keep = self.bridge.pop()
            self.stock = self.bridge
            self.rng.shuffle(self.stock)
            self.bridge = [keep]
            self.reshuffled = True
            if not self.quiet:
                ev.append(Event("reshuffle", n=len(self.stock)))
        c = self.stock.pop()
        self.hands[seat].append(c)
        self.phase = ACT
        return ev + ([] if self.quiet else [Event("draw", seat, n=1), Event("drew", seat, to=1 << seat, cards=[c])])

    def _pick(self, seat: int, card: int) -> list[Event]:
        i = self.bridge.index(card)
        taken = self.bridge[i:]
        del self.bridge[i:]
        self.hands[seat].extend(taken)
        self.known.update(dict.fromkeys(taken, ALL_SEATS))
        free = self.opts.free_top_bridge_card and bool(self.stock) and len(taken) == 1
        if free:
            self.free = card
        else:
            self.target = card
        self.phase = ACT
        return [] if self.quiet else [Event("pick", seat, cards=taken, free=free)]

    def _leave_hand(self, seat: int, cards: list[int]) -> None:
        hand = self.hands[seat]
        known = self.known
        for c in cards:
            hand.remove(c)
            if known:
                known.pop(c, None)

    def _after_table(self, seat: int) -> list[Event]:
        self.target = -1
        if not self.hands[seat]:  # go_out_by_melding: the hand ends with no discard
            self.went_out = seat
            self.over, self.phase, self.ended = True, OVER, "out"
            return [] if self.quiet else [Event("out", seat)]
        return []

    def _meld(self, seat: int, slots: list[tuple[int, int]]) -> list[Event]:
        cards = [c for c, _ in slots]
        self._leave_hand(seat, cards)
        scorer, decl = self.scorer, self.decl
        for c, i in slots:
            scorer[c] = seat
            if c >= N_REAL:
                decl[c] = i
        self.melds.append(cards)
        self.idents.append([i for _, i in slots])
        self.owners.append(seat)
        ev = [] if self.quiet else [Event("meld", seat, cards=cards, meld=len(self.melds))]
        return ev + self._after_table(seat)

    def _lay(self, seat: int, k: int, slots: list[tuple[int, int]]) -> list[Event]:
        if not 0 <= k < len(self.melds):
            raise IllegalAction(R("no_meld", meld=k + 1), "lay", seat)
        cards = [c for c, _ in slots]
        self._leave_hand(seat, cards)
        for c, i in slots:
            self.scorer[c] = seat
            if is_joker(c):
                self.decl[c] = i
        old_c, old_i = self.melds[k], self.idents[k]
        add_i = [i for _, i in slots]
        n = len(old_i) + len(add_i)
        if M.rank_of(old_i[0]) == M.rank_of(old_i[1]):  # a set (the shape of a valid meld)
            pairs = sorted(zip(old_i + add_i, old_c + cards, strict=True))
            self.idents[k] = [i for i, _ in pairs]
            self.melds[k] = [c for _, c in pairs]
        elif n < M.N_RANKS:  # a run short of the full circle: the cards below it end just under its start
            below = old_i[0] - M.rank_of(old_i[0]) + (M.rank_of(old_i[0]) - 1) % M.N_RANKS
            a = add_i.index(below) + 1 if below in add_i else 0
            self.idents[k] = add_i[:a] + old_i + add_i[a:]
            self.melds[k] = cards[:a] + old_c + cards[a:]
        else:  # the full circle: the first split that reads as a run, as the rules text has it
            for a in range(len(slots) + 1):
                new_i = add_i[:a] + old_i + add_i[a:]
                if M.classify(new_i, self.opts.wrap_around) is not None:
                    self.idents[k] = new_i
                    self.melds[k] = cards[:a] + old_c + cards[a:]
                    break
        return ([] if self.quiet else [Event("lay", seat, cards=cards, meld=k + 1)]) + self._after_table(seat)

    def _swap(self, seat: int, card: int) -> list[Event]:
        joker = next(j for j in JOKERS if self.decl[j] == card)
        k = next(k for k, m in enumerate(self.melds) if joker in m)
        self._leave_hand(seat, [card])
        m = self.melds[k]
        m[m.index(joker)] = card
        self.scorer[card] = self.scorer[joker]
        self.scorer[joker] = -1
        self.decl[joker] = -1
        self.hands[seat].append(joker)
        self.known[joker] = ALL_SEATS
        if self.free == card:
            self.free = -1
        return [] if self.quiet else [Event("swap", seat, card=card, joker=joker, meld=k + 1)]

    def _discard(self, seat: int, card: int) -> list[Event]:
        hand = self.hands[seat]
        hand.remove(card)  # (_leave_hand, inlined: a discard ends almost every turn)
        if self.known:
            self.known.pop(card, None)
        self.bridge.append(card)
        self.free = -1
        ev = [] if self.quiet else [Event("discard", seat, card=card)]
        if not hand:
            self.went_out = seat
            self.over, self.phase, self.ended = True, OVER, "out"
            return ev + ([] if self.quiet else [Event("out", seat)])
        self.turn = (seat + 1) % self.n
        self.phase = TAKE
        return ev

    # -- scores ----------------------------------------------------------------------------------
    def hand_scores(self) -> list[int] | None:
        """Table cards scored minus hand cards (a joker in hand loses ``joker_hand_penalty``)."""
        if not self.over:
            return None
        out = [0] * self.n
        for m in self.melds:
            for c in m:
                if not is_joker(c):
                    out[self.scorer[c]] += POINTS[c]
        pen = self.opts.joker_hand_penalty
        for s, h in enumerate(self.hands):
            out[s] -= sum(pen if is_joker(c) else POINTS[c] for c in h)
        return out


def _slots_text(slots: tuple[M.Slot, ...], jokers: list[int]) -> str:
    """Action words for meld slots: real cards by text, jokers (in ``jokers`` order) as ``X1=9c``."""
    words = []
    k = 0
    for i, j in slots:
        if j:
            words.append(f"{DECK.texts[jokers[k]]}={DECK.texts[i]}")
            k += 1
        else:
            words.append(DECK.texts[i])
    return " ".join(words)


def _used(slots: tuple[M.Slot, ...], jokers: list[int]) -> set[int]:
    """The card ids a meld or lay-off written from ``slots`` takes from the hand."""
    out = set()
    k = 0
    for i, j in slots:
        if j:
            out.add(jokers[k])
            k += 1
        else:
            out.add(i)
    return out
