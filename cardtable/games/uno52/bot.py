"""The normal Uno 52 bot: the notes of uno52.md section 11, reading only its view.

What wins a round (uno52.md 6): going out takes the big blind, the best open hand the small
blind, and both together the common pot.  Going out first is worth most, so the bot sheds: it
covers an open card on every turn it can (two cards a turn instead of one), and picks the cover
that gives the best poker hand.  Its card to the pile is the one it needs least: a card that
could later cover one of its own open cards is kept, since only it can leave the hand without
matching the pile (and a last card that covers is a sure way out, whatever the pile shows), as is
a wild (the way out of a colour it lacks); Skip and Reverse (a free turn with two players), +2
and an honest W+4 go at once.  Among the rest it plays the colour it holds most of, and calls
the colour it holds most of, a card that covers nothing counting double (it can only go to the
pile).  Its last card goes out where the poker hand ends best: on the best cover, or to the pile
when no cover improves the hand.  It always calls UNO, never bluffs a W+4, and challenges a W+4 on
Uno's evidence (its player was seen drawing on the previous colour) or when that player still
holds 3 cards or more.

The heuristic is written once, on action ids (``choose``): it is the hard bot's rollout policy
(``Uno52Spec.rollout_bot``), and ``normal_bot`` is ``choose`` with the view's texts turned into
ids and the answer back into a text.
"""

from __future__ import annotations

import random

from cardtable.engine.mechanics.poker import FLUSH_BIT, STRENGTH_SHIFT
from cardtable.engine.state import View
from cardtable.games.uno.actions import V_PLAY
from cardtable.games.uno.bot import CATCH_P, _seen_drawing_on, catch_or_not
from cardtable.games.uno.state import BLACK, COLOUR, DRAW2, DRAWN, NUM, PENDING, PLAY, REV, SKIP, WILD, WILD4
from cardtable.games.uno.tables import A_CHALLENGE, A_DRAW, A_PASS

from .state import OVERLAY, Uno52State, poker_key, poker_strength
from .tables import OPEN_SIZE, V_COVER, Uno52Tables

MATES_FIELD = 511  # the cover key's field for the cards held of a colour (at most 240 < 512); covers left take 8 bits
# a cover's key (``_overlay``) orders (sure, category, covers left, strength, -mates, rank) as one
# int of fixed-width fields: rank 4 bits, MATES_FIELD - mates 9, strength 24 (``poker.strength``),
# covers left + 1 8, category 4, sure 1
STRENGTH_AT = 13
LEFT_AT = STRENGTH_AT + 24
CATEGORY_AT = LEFT_AT + 8
SURE_BIT = 1 << (CATEGORY_AT + 4)
_COVER_PARTS: dict[int, int] = {}
"""Hand key -> its category and strength placed in a cover's key (``_cover_part``)."""
CHALLENGE_HAND = 3  # holding this many cards (after the W+4), a player most likely held the colour too:
# 1 - (182/240)^3 = 56% were the cards random; a wrong challenge costs 2 cards more, a right one
# saves 4 and the turn and gives him 6.  Measured: 3 instead of 5 +0.32 points vs easy (20,000 games)

# the weights of a card to the pile (``_play_score``): what a move sheds and what it keeps
SHED_TWO = 10.0  # a cover will still follow this play (two cards shed this turn)
KEEP_COVERER = 4.0  # the card could later cover an own open card: better kept
KEEP_WILD = 6.0  # a wild is the way out of a colour the hand lacks
FREE_TURN = 9.0  # Skip / Reverse with two players: the same player goes again
HIT = 8.0  # +2 / honest W+4: the next player draws and loses his turn
RACE = 20.0  # the next player is down to one or two cards: hit him now
SURE_OUT = 6.0  # the last card left covers an own open card, or is a wild
COLOUR_MATE = 3.0  # per card of the colour played still held (it can follow next turn)
LACKS = 3.0  # the card's colour is one the next player most likely lacks (he drew on it)
LACKS_CALL = 2  # the same for the colour called for a wild (added to the cards held of it)
NO_LACK = (False, False, False, False)  # ``_lacks`` without void books (a search's deal)


def normal_bot(view: View, rng: random.Random) -> str:
    """The heuristic's move on ``view``: ``choose`` on the ids of its legal texts."""
    st = view.state
    assert isinstance(st, Uno52State)
    t = st.T.actions
    return t.texts[choose(st, view.seat, t.to_ids(view.legal), rng, view)]


def choose(st: Uno52State, seat: int, legal: list[int], rng: random.Random, view: View | None = None) -> int:
    """The one implementation of the heuristic, on action ids (``Uno52Tables.actions``).

    ``view`` gives the events the seat saw (None: none, as in rollouts)."""
    T = st.T
    verb = T.verb
    if st.offender >= 0:  # only then can a catch be legal (``catch_or_not``, not called in vain)
        caught = catch_or_not(st, legal, rng)
        if caught is not None:
            return caught
    if st.turn != seat:
        return A_PASS
    hand = st.hands[seat]
    phase = st.phase
    if phase == COLOUR:
        return _colour(st, seat, rng)
    if phase == OVERLAY:
        return _overlay(st, seat)
    if phase == PLAY and len(hand) == 1:
        out = _last_cover(st, seat, legal)
        if out >= 0:
            return out
    is_bare = T.is_bare
    plays = [a for a in legal if verb[a] == V_PLAY and is_bare[a]]
    if phase == PENDING:
        if A_CHALLENGE in legal and st.w4 is not None:
            player, _, prev = st.w4
            seen = view is not None and _seen_drawing_on(view, player, prev)
            if seen or len(st.hands[player]) >= CHALLENGE_HAND:
                return A_CHALLENGE
        return _with_call(T, plays[0], legal) if plays else A_DRAW
    choice = _best_play(st, seat, plays, rng)
    if choice < 0:
        return A_DRAW if A_DRAW in legal else A_PASS
    return _with_call(T, choice, legal)


def playout(st: Uno52State, rng: random.Random, limit: int) -> None:
    """The hard bot's rollout (``GameSpec.playout``): the search's loop of ``decider``,
    ``legal_ids``, ``choose`` (unless one move is legal) and ``apply_id``, with who decides read
    off the phase, and the catch window played without its legal list: a seat that may catch
    has exactly ``pass`` and ``catch`` (Uno 52 has no jump-in, no twins, no table talk), and
    ``choose`` then catches on one draw of ``rng`` below ``CATCH_P``.

    The usual steps go without a legal list too (``choose``'s answer read off the state, with the
    same draws): a turn's play (``_turn``), phase 2 (``_overlay``), the play after a draw
    (``_drawn``), a colour call (``_colour``) and a penalty that can only be drawn.

    Why: a rollout step costs ~8 us, and the loop's generic calls (``to_act`` lists, the policy
    wrapper) and the catch windows (a tenth of the steps, each the cost of a whole turn) were a
    fifth of it; building each legal list, for ``choose`` to read back, was another fifth.  With
    other Uno options (never set by ``uno_rules``) every step takes ``to_act``'s answer instead."""
    o = st.opts
    fast = not (o.jump_in or o.double_play) and o.silence == "off"
    legal_of, apply = st._legal_ids, st._apply_id
    catch_id = st.T.catch_id
    gone = st.gone
    seats = range(st.n)
    rnd = rng.random
    steps = 0
    while not st.over and steps < limit:
        steps += 1
        phase = st.phase
        if not fast:
            acting = st.to_act()
            s = acting[1] if len(acting) > 1 else acting[0]
        elif phase == PLAY or phase == PENDING or phase == DRAWN:
            s = st.turn
            off = st.offender
            if off >= 0:  # the catch window: the first seat that may still catch decides first
                passed = st.rw_passed
                reacted = False
                for x in seats:
                    if x != s and x != off and not passed >> x & 1 and x not in gone:
                        apply(x, catch_id[off] if rnd() < CATCH_P else A_PASS)
                        reacted = True
                        break
                if reacted:
                    continue
            elif phase == PLAY:
                if len(st.hands[s]) > 1:  # a turn's usual move, without a legal list
                    apply(s, _turn(st, s, rng))
                    continue
            elif phase == DRAWN:
                apply(s, _drawn(st, s, rng))
                continue
            elif not o.stacking and (st.w4 is None or not o.wild4_bluff):  # a penalty nobody may
                apply(s, A_DRAW)  # answer (stacking) nor challenge (a W+4 with bluffs): the one move
                continue
        elif phase == OVERLAY and st.offender < 0:  # the turn's seat covers or passes (``choose``)
            apply(st.turn, _overlay(st, st.turn))
            continue
        elif phase == COLOUR:  # the colour ids are the legal list, whoever may catch (``choose``)
            apply(st.chooser, _colour(st, st.chooser, rng))
            continue
        else:
            acting = st.to_act()
            s = acting[1] if len(acting) > 1 else acting[0]
        legal = legal_of(s)
        apply(s, legal[0] if len(legal) == 1 else choose(st, s, legal, rng))


def _turn(st: Uno52State, seat: int, rng: random.Random) -> int:
    """``choose`` in phase 1 for the turn's seat holding 2 cards or more with nobody to catch,
    its plays read off the hand (``_best_play`` with no list) instead of a legal list: the
    legal list would hold these plays (each with its UNO call when 2 cards are held), then
    ``draw``, or ``pass`` when nothing can be drawn, and ``choose`` would take the play with its
    call, or the draw (or pass) when no play is legal or worth it.  With no play legal, the
    search's loop would play the one legal move without asking ``choose``: no draw of ``rng``
    either way.  The most common step of a rollout (``playout``)."""
    choice = _best_play(st, seat, None, rng)
    if choice < 0:
        return A_DRAW if st.stock or len(st.discard) > 1 else A_PASS
    return st.T.call_of[choice] if len(st.hands[seat]) == 2 else choice


def _drawn(st: Uno52State, seat: int, rng: random.Random) -> int:
    """``choose`` after a draw that fits (``DRAWN`` is entered only then, and nothing changes
    before the seat acts; nobody to catch: a draw closes the window): the legal list is the drawn
    card's play (with its UNO call when 2 cards are held) and ``pass``, and the play is rated
    alone (``_best_play``), the pass taken when it is not worth it."""
    choice = _best_play(st, seat, [st.T.play_id[st.hands[seat][-1]]], rng)
    if choice < 0:
        return A_PASS
    return st.T.call_of[choice] if len(st.hands[seat]) == 2 else choice


def _colour(st: Uno52State, seat: int, rng: random.Random) -> int:
    """The colour called for a wild: the most weight held (``_colour_weights``), plus
    ``LACKS_CALL`` for a colour the next player most likely lacks; ties by one draw of ``rng``."""
    counts = _colour_weights(st, seat)
    lack = _lacks(st, st.next_seat(seat))
    counts = [counts[i] + (LACKS_CALL if lack[i] and counts[i] else 0) for i in range(4)]
    best = max(counts)
    return st.T.colour_ids[rng.choice([i for i in range(4) if counts[i] == best])]


def _with_call(T: Uno52Tables, a: int, legal: list[int]) -> int:
    called = T.call_of[a]
    return called if called >= 0 and called in legal else a


def _colour_weights(st: Uno52State, seat: int) -> list[int]:
    """Per colour, the worth of calling it for a wild: 2 per card of it held that covers none of
    the seat's open cards (it can leave the hand only through the pile), 1 per card that covers
    (it can leave by a cover too).  Measured (normal vs easy, 20,000 paired games): +0.60 points
    over counting every card of the colour alike."""
    T = st.T
    tc, rank4 = T.colour, T.rank4
    fit = st.fit_cache[seat] or st._fit(seat)
    weights = [0, 0, 0, 0]
    for c in st.hands[seat]:
        col = tc[c]
        if col != BLACK:
            r = rank4[c]
            weights[col] += 1 if r >= 0 and fit[col] | fit[r] else 2
    return weights


def _overlay(st: Uno52State, seat: int) -> int:
    """Phase 2: always cover when it can; pass only without a cover.  The cover: one that leaves
    a sure last card (a wild, or a card that still covers an open card) when one card will be
    left, then the best poker category it makes, then the most cards still held that will cover
    next turn (two cards shed again), then the best poker hand, then a card of a colour it holds
    few of (the rest can follow the pile), then the highest rank shed.

    Measured (normal vs easy, 20,000 paired games): covers left and strength before the colour
    held gained 0.7 points over (category, -mates, strength); the colour before the category
    lost 1.4 (the small blind's pot decides many rounds).

    The covers are read off the hand and the open cards' masks (``Uno52State._fit``) in the order
    of the legal list (``Uno52State._cover_ids``: the hand's ranked cards in hand order, each on
    the slots it fits in slot order), not off that list: in phase 2 it holds exactly these covers
    (with their UNO twins, which the bot never takes: a cover has no ``call_of``) and ``pass``.
    So the fused rollout (``playout``) needs no legal list here, and each card's part of the
    rating is worked out once for all the slots it fits."""
    T = st.T
    hand = st.hands[seat]
    fit = st.fit_cache[seat] or st._fit(seat)  # the cache read inline
    colour, rank4 = T.colour, T.rank4
    # the ranked cards held (only they ever cover) as bits, one per card, by colour (entries 0-3)
    # and by rank (4 + rank), as in ``fit``: the cards that cover an open card are then the bits
    # of its colour's and its rank's entries (a ranked card always has a colour)
    by = [0] * 17
    counts = [0, 0, 0, 0]
    covering: list[tuple[int, int]] = []  # (card, the slots it fits as a mask), in hand order
    bit = 1
    for x in hand:
        col = colour[x]
        if col != BLACK:
            counts[col] += 1
            r4 = rank4[x]
            if r4 >= 0:
                by[col] |= bit
                by[r4] |= bit
                bit <<= 1
                m = fit[col] | fit[r4]
                if m:
                    covering.append((x, m))
    if not covering:
        return A_PASS
    slots_of, cover_id = T.slots_of, T.cover_id
    if len(covering) == 1 and len(slots_of[covering[0][1]]) == 1:  # one cover: nothing to rate
        c, m = covering[0]
        return cover_id[c * OPEN_SIZE + slots_of[m][0]]
    o = st.open[seat]  # an own open stack is never empty
    t0, t1, t2, t3, t4 = o[0][-1], o[1][-1], o[2][-1], o[3][-1], o[4][-1]
    unit, suit = T.rank_unit, T.suit_ix
    # per slot, what the four other open cards keep once it is covered: the cards held that cover
    # one of them, their hand key's part, and their suit when all four share one (a cover of that
    # suit makes a flush; ``state.poker_key``)
    f0 = by[colour[t0]] | by[rank4[t0]]
    f1 = by[colour[t1]] | by[rank4[t1]]
    f2 = by[colour[t2]] | by[rank4[t2]]
    f3 = by[colour[t3]] | by[rank4[t3]]
    f4 = by[colour[t4]] | by[rank4[t4]]
    u0, u1, u2, u3, u4 = unit[t0], unit[t1], unit[t2], unit[t3], unit[t4]
    base = u0 + u1 + u2 + u3 + u4
    s0, s1, s2, s3, s4 = suit[t0], suit[t1], suit[t2], suit[t3], suit[t4]
    same = (s0 == s1) + (s0 == s2) + (s0 == s3) + (s0 == s4)
    if same == 1 or same == 2 or (same == 0 and not s1 == s2 == s3 == s4):  # no four share a suit
        others = (  # per slot: (hand key part, flush suit or -1, cards that cover) of the four others
            (base - u0, -1, f1 | f2 | f3 | f4),
            (base - u1, -1, f0 | f2 | f3 | f4),
            (base - u2, -1, f0 | f1 | f3 | f4),
            (base - u3, -1, f0 | f1 | f2 | f4),
            (base - u4, -1, f0 | f1 | f2 | f3),
        )
    else:
        others = (
            (base - u0, s1 if s1 == s2 == s3 == s4 else -1, f1 | f2 | f3 | f4),
            (base - u1, s0 if s0 == s2 == s3 == s4 else -1, f0 | f2 | f3 | f4),
            (base - u2, s0 if s0 == s1 == s3 == s4 else -1, f0 | f1 | f3 | f4),
            (base - u3, s0 if s0 == s1 == s2 == s4 else -1, f0 | f1 | f2 | f4),
            (base - u4, s0 if s0 == s1 == s2 == s3 else -1, f0 | f1 | f2 | f3),
        )
    # one card will be left: it surely leaves the hand when it is a wild or still covers one of the
    # new open cards, that is, when it counts as a cover left
    last = len(hand) == 2
    wild_left = last and (T.kind[hand[0]] == WILD or T.kind[hand[1]] == WILD)
    parts = _COVER_PARTS
    best, best_key = A_PASS, -1
    for c, m in covering:
        col, r4 = colour[c], rank4[c]
        uc, sc = unit[c], suit[c]
        mine = by[col] | by[r4]  # c's own bit is in it
        low = (MATES_FIELD - counts[col]) << 4 | (r4 - 4)
        base_id = c * OPEN_SIZE
        for slot in slots_of[m]:
            k, flush_suit, fits_others = others[slot]
            k += uc
            if sc == flush_suit:
                k += FLUSH_BIT
            part = parts.get(k)
            if part is None:
                part = _cover_part(k)
            # one more than the cards still held that will cover one of the new tops next turn
            # (c's own bit): the same offset for every cover, so the same order
            left = (fits_others | mine).bit_count()
            key = left << LEFT_AT | part | low
            if last and (wild_left or left == 2):
                key |= SURE_BIT
            if key > best_key:
                best, best_key = cover_id[base_id + slot], key
    return best


def _cover_part(k: int) -> int:
    """A cover key's part from the poker hand of key ``k`` (``_overlay``): its category at
    ``CATEGORY_AT``, its strength at ``STRENGTH_AT`` (memoised in ``_COVER_PARTS``)."""
    v = poker_strength(k)
    part = _COVER_PARTS[k] = (v >> STRENGTH_SHIFT) << CATEGORY_AT | v << STRENGTH_AT
    return part


def _last_cover(st: Uno52State, seat: int, legal: list[int]) -> int:
    """One card left that covers: the cover giving the best poker hand, or -1 (go out to the
    pile instead) when the card also fits the pile and the open hand as it is is at least as good.

    Either way the seat goes out, so only the open hand's worth differs (the small blind's pot,
    and with it the common pot).  Measured (normal vs easy, 20,000 paired games): +0.98 points
    over taking the first cover listed."""
    T = st.T
    verb, act = T.verb, T.act
    o = st.open[seat]
    tops = [o[0][-1], o[1][-1], o[2][-1], o[3][-1], o[4][-1]]
    best, best_v = -1, -1
    to_pile = False
    for a in legal:
        v = verb[a]
        if v == V_COVER:
            slot, c, _ = act[a][1]
            new = tops[:]
            new[slot] = c
            s = poker_strength(poker_key(T, new))
            if s > best_v:
                best, best_v = a, s
        elif v == V_PLAY:
            to_pile = True
    if best >= 0 and to_pile and poker_strength(poker_key(T, tops)) >= best_v:
        return -1
    return best


def _best_play(st: Uno52State, seat: int, plays: list[int] | None, rng: random.Random) -> int:
    """The card to the pile (phase 1), by ``_play_score``; -1 when nothing fits (draw).

    ``plays`` are the legal bare plays; None reads them off the hand in the same pass as the
    rest (phase 1, the turn's seat: ``_turn``): the faces that fit the pile, in the order the
    legal list gives them (the hand's, a face once), W+4 included even when it would be a bluff
    (never chosen, and skipped before its random number is drawn, as when it is not legal).

    Written on local lookups (no helper calls per card, the next seat looked at only for an
    action card): it runs on most steps of the hard bot's rollouts.  A score is a sum of whole
    numbers (exact in floats, in any order) and then the random part."""
    T = st.T
    hand = st.hands[seat]
    fit = st.fit_cache[seat] or st._fit(seat)
    tcolour, rank4, kinds = T.colour, T.rank4, T.kind
    counts = [0, 0, 0, 0]
    n_wilds = n_cov = 0
    cands: list[tuple[int, int, bool]] = []  # (bare play, the card held, it covers an own open card)
    if plays is None:
        play_id = T.play_id
        faces: list[int] = []
        tk = T.key[st.discard[-1]] if st.discard else -999
        fits = T.fits.get(st.colour * 4096 + tk) or T.fit_set(st.colour, tk)  # ``fits()``, inlined
        for c in hand:
            col = tcolour[c]
            if col != BLACK:
                counts[col] += 1
                r = rank4[c]
                if r >= 0:  # a ranked card: its face is unique in the deck
                    cov = (fit[col] | fit[r]) != 0
                    if cov:
                        n_cov += 1
                    if c in fits:
                        cands.append((play_id[c], c, cov))
                    continue
            elif kinds[c] == WILD:
                n_wilds += 1
            if c in fits:  # an action card or a wild: a face of several cards, rated once
                a = play_id[c]
                if a not in faces:
                    faces.append(a)
                    cands.append((a, c, False))
    else:
        coverers = []
        for c in hand:
            col = tcolour[c]
            if col != BLACK:
                counts[col] += 1
                r = rank4[c]
                if r >= 0 and (fit[col] | fit[r]):
                    coverers.append(c)
            elif kinds[c] == WILD:
                n_wilds += 1
        n_cov = len(coverers)
        face_cards = T.face_cards
        for a in plays:
            cards = face_cards[a]
            c = cards[0]
            if len(cards) > 1:  # a face of several cards (action cards, wilds): the one held
                for x in cards:
                    if x in hand:
                        c = x
                        break
            cands.append((a, c, c in coverers))
    lack = _lacks(st, st.next_seat(seat)) if st.voids else NO_LACK
    racing: bool | None = None  # the next player holds 2 cards or fewer (asked for action cards only)
    two = False
    size = len(hand)
    honest4: bool | None = None  # would a W+4 be honest (no card of the current colour held)?
    rnd = rng.random
    best, best_score = -1, -1e9
    for a, c, is_cov in cands:
        kind = kinds[c]
        if kind == WILD4:
            if honest4 is None:
                cur = st.colour
                honest4 = not any(tcolour[x] == cur for x in hand)
            if not honest4:
                continue  # honest: never bluff
        left = size - 1
        others = n_cov - is_cov
        score = 0.0
        if left >= 2 and others:
            score += SHED_TWO  # phase 2 follows with a cover
            left -= 1
            others -= 1
        if is_cov:
            score -= KEEP_COVERER
        if kind != NUM:
            if kind == WILD:
                score -= KEEP_WILD if left > 0 else 0.0
            else:
                if racing is None:
                    racing = len(st.hands[st.next_seat(seat)]) <= 2
                    two = st.n_active() == 2
                if kind == SKIP or kind == REV:
                    score += FREE_TURN if two else (RACE if racing else HIT / 2)
                elif kind == DRAW2 or kind == WILD4:
                    score += HIT + (RACE if racing else 0.0)
        if left == 1 and (others or n_wilds - (kind == WILD) > 0):
            score += SURE_OUT
        col = tcolour[c]
        if col != BLACK:
            score += COLOUR_MATE * (counts[col] - 1)
            if lack[col]:
                score += LACKS
        score += rnd()
        if score > best_score:
            best, best_score = a, score
    return best


def _lacks(st: Uno52State, seat: int) -> list[bool]:
    """Per colour: does ``seat`` most likely hold none of it?  He drew while it was current and
    has drawn little since (the public void books, ``engine.voids``; none in a search's deal)."""
    out = [False, False, False, False]
    if not st.voids:
        return out
    size = len(st.hands[seat])
    of_colour = st.T.of_colour
    for s, cards, n, _ in st.voids:
        if s == seat and 2 * n >= size:
            for col in range(4):
                if not out[col] and of_colour[col] <= cards:
                    out[col] = True
    return out


__all__ = ["normal_bot", "choose", "playout"]
