"""The *hard* level: single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012).

Why this algorithm: a card game bot must not read hidden cards, and plain MCTS on one guessed
deal over-trusts that guess.  SO-ISMCTS keeps one tree over the *observer's* information sets and
samples a fresh deal (``determinize``) every iteration, so a move is judged over many deals that
agree with everything the seat has seen.  Each iteration:

1. deal the unseen cards at random (``determinize(view, rng)``, the view is the only input);
2. walk down the tree choosing among the actions legal *in this deal* by UCB1, where a child's
   exploration term counts how often it was *available* rather than how often its parent was
   visited (the subset-armed bandit of the paper);
3. add one node, then play the hand out with the rollout policy;
4. back the hand's value up: each node holds the value for the seat that made its move, so one
   rollout serves every player's decisions at once.

A game may ask for two refinements (its spec's ``hard`` settings, measured in the README's Bots):
``sweep`` plays *every* root move on each deal, with the same reshuffles and rollout random
numbers (common random numbers: the luck of the deal cancels out of the comparison, which is what
Uno needs), and ``soft_voids`` deals by what moves suggest as well as by what they prove
(``engine.voids``: an Uno player who drew most likely holds nothing that fits).

Nothing here knows a game.  It uses only the State protocol (``to_act``, ``legal_actions``,
``apply``, ``over``), the spec's ``normal_bot`` as rollout policy and ``score_hand`` /
``match_ranking`` to value a finished hand.  Inside, actions are ids (``engine.actions``: the
state's ``legal_ids`` and ``apply_id``); texts appear only at the edges (the view's legal moves
in, the chosen move and the statistics out).  Children are keyed by (seat, action id), because
the same action may be played by different seats under different deals (``pass`` after a draw).

Who acts when several seats may (a reaction window) follows ``cardtable.bots.runner``: the
reactors first, in ``to_act()`` order, each deciding to ``pass`` (which the rules apply) or to
react, then the main seat.
"""

from __future__ import annotations

import math
import random
import time
import warnings
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from cardtable.engine.actions import ActionId, Actions, TextActions
from cardtable.engine.game import AnySpec
from cardtable.engine.rng import TableRng
from cardtable.engine.state import State, View, Vis, determinize
from cardtable.engine.table import Table

from .values import margin_value, race_value

DEFAULT_TIME_S = 0.8
"""Per-move clock: on a slow machine a move still stays under one second."""

DEFAULT_MAX_ITERS = 250
"""Per-move iteration cap when a game names none (``GameSpec.hard.iterations``): the hard
level's real budget.  A cap, not the clock, sets the strength, so the hard bot plays equally
well on a fast and a slow machine, and its strength could be measured over thousands of games
on this project's 2-core box.  See the README's Bots section for what each game's cap buys."""

WIN_WEIGHT = 0.75
"""A finished hand is worth ``WIN_WEIGHT`` * win share + the rest * place on this hand's scores."""

DEFAULT_TRUST_Z: float | None = None
"""How sure the search must be to overrule the heuristic (None: not at all, the most visited
move is played).  The idea: with a few hundred iterations each root mean rests on tens of deals,
and in 2-player Uno 250 iterations lost to the plain heuristic (48.8% over 2,000 hands).
Measured at 250 iterations over 600 hands, a bar of 1 or 2 standard errors gave 52.0% and
50.8%: no better within the noise, so it is off and Uno got more iterations instead; the
option stays for tuning (``simulate --hard-trust``).  The heuristic's move is still tried first."""

EARLY_STOP_MIN = 32
EARLY_STOP_EVERY = 16
"""The search checks every ``EARLY_STOP_EVERY`` iterations (after the first ``EARLY_STOP_MIN``)
whether its answer can still change; see ``_decided``."""

MAX_ROLLOUT = 2_000
"""Actions after which a rollout is abandoned and valued as a draw (a rules bug, not a normal end)."""


@dataclass(frozen=True, slots=True)
class SearchConfig:
    """How hard the bot thinks.  ``time_s=None`` means only the iteration cap limits it
    (reproducible: same view, same seed, same cap give the same action)."""

    time_s: float | None = DEFAULT_TIME_S
    max_iters: int = DEFAULT_MAX_ITERS
    exploration: float = 0.7
    # rollout policy: "normal" (the game's heuristic bot on the deal), "masked" (the same bot on
    # the acting seat's masked view: fairer rollouts, ~40% slower in Uno), "random" (play-first
    # random); None takes the game's ``hard.rollout``
    rollout: str | None = None
    guided: bool = True  # below the root, expand first the move the rollout policy would make
    # the normal bot's move on the real view is played unless the search finds a move better by
    # more than ``trust_z`` standard errors (None: the most visited move, whatever the heuristic says)
    trust_z: float | None = DEFAULT_TRUST_Z
    max_depth: int = 64  # tree depth limit (1 = flat Monte Carlo over the root moves)
    # every iteration plays each root move on the same deal with the same random numbers (common
    # random numbers, see ``_sweep``); None takes the game's ``hard.sweep``
    sweep: bool | None = None
    # deal by the voids a move only suggests (``engine.voids``); None takes the game's
    # ``hard.soft_voids``
    soft_voids: bool | None = None
    # end playouts in the game's exact solve (``GameSpec.solve_playout``); None takes ``hard.solve``
    solve: bool | None = None


class Node:
    """One edge-and-node of the tree: the move ``action`` by ``seat`` and the statistics after it."""

    __slots__ = ("seat", "action", "children", "visits", "reward", "avail")

    def __init__(self, seat: int, action: ActionId) -> None:
        self.seat = seat
        self.action = action  # an action id
        self.children: dict[tuple[int, ActionId], Node] = {}
        self.visits = 0
        self.reward = 0.0  # summed value for ``seat``
        self.avail = 1  # iterations in which this move was legal when its parent was reached


@dataclass(slots=True)
class SearchStats:
    """What a search did: for benchmarks and for tuning by measurement."""

    iterations: int
    seconds: float
    action: str
    visits: dict[str, int]
    # per root move, for a hint: the mean value for the searcher and the share of its rollouts
    # the searcher won (``cardtable.practice.hint`` shows them as "play R7: wins 41%")
    means: dict[str, float] = field(default_factory=dict)
    wins: dict[str, float] = field(default_factory=dict)


# -- who acts, and rollout policies --------------------------------------------------------------------


def social_filter(st: State) -> Callable[[State, ActionId], bool] | None:
    """The state's ``is_social_id`` test when its game has table talk, else None.

    Talk (Uno's silence rule) is accepted at any time and does not pass the turn: a search that
    counted it as a move would find it as good as the move played after it and chat for ever.
    """
    return None if type(st).is_social is State.is_social else type(st).is_social_id


def decider(st: State) -> int:
    """The seat asked next, as the runner does: the first reactor of a window, else the main seat."""
    seats = st.to_act()
    return seats[1] if len(seats) > 1 else seats[0]


Policy = Callable[[State, int, list[ActionId]], ActionId]
"""A rollout policy: (state, seat, legal action ids) -> the id played."""


def play_first_policy(rnd: Callable[[], float], table: Actions,
                      social: Callable[[State, ActionId], bool] | None = None) -> Policy:
    """A fast generic policy: a random non-passive action when there is one, with its call.

    ``play X`` and ``play X uno`` are both legal when a call is due; a random policy would then
    forget half its calls and rollouts would be full of catches no real player allows, so an
    action that extends another one by a word (the call) is preferred to the bare one.  What a
    text is (passive, a call on which play) is read from the ``table``'s lists, by id.
    """
    passive, bare, no_bare = table.passive, table.bare, table.no_bare

    def policy(st: State, seat: int, legal: list[ActionId]) -> ActionId:
        if social is not None:
            legal = [a for a in legal if not social(st, a)] or legal
        if len(legal) == 1:
            return legal[0]
        active = [a for a in legal if not passive[a]]
        if not active:
            return legal[int(rnd() * len(legal))]
        if len(active) > 1:
            plays = {bare[a] for a in active if bare[a] != no_bare}
            if plays:
                active = [a for a in active if a not in plays] or active
        return active[int(rnd() * len(active))]

    return policy


def normal_policy(spec: AnySpec, rng: random.Random, table: Actions,
                  masked: bool = False) -> Policy:
    """The game's heuristic bot as rollout policy.

    By default it is given the determinized state unmasked: masking every rollout step costs
    ~40% of the iteration rate in Uno, and the deal is the searcher's own guess, not the real
    hidden cards.  A bot that plays differently when it sees every hand (an endgame solver)
    makes rollouts pessimistic for the searcher; ``masked`` then gives each seat its own view.

    A game's spec may give a ``rollout_bot()``: the normal bot's very choice (same answer, same
    draws from ``rng``) made on ids, for unmasked rollouts (``masked_rollout_bot()`` for masked
    ones).  Otherwise the ids are turned into texts for ``normal_bot`` and its answer back into an id.
    """
    fast = spec.masked_rollout_bot() if masked else spec.rollout_bot()
    if fast is not None:
        def fast_policy(st: State, seat: int, legal: list[ActionId]) -> ActionId:
            if len(legal) == 1:
                return legal[0]
            return fast(st, seat, legal, rng)

        return fast_policy
    bot = spec.normal_bot
    if isinstance(table, TextActions):  # the ids are the texts
        def text_policy(st: State, seat: int, legal: list[ActionId]) -> ActionId:
            if len(legal) == 1:
                return legal[0]
            return bot(View(seat, st.masked(seat) if masked else st, legal), rng)

        return text_policy
    text, ids = table.texts.__getitem__, table.ids

    def policy(st: State, seat: int, legal: list[ActionId]) -> ActionId:
        if len(legal) == 1:
            return legal[0]
        return ids[bot(View(seat, st.masked(seat) if masked else st, list(map(text, legal))), rng)]

    return policy


# -- valuing a finished hand --------------------------------------------------------------------------


class HandValue:
    """Values in [0, 1] per seat of a finished hand, by the game's own scoring.

    ``score_hand`` and ``match_ranking`` want the table of a match; a light one is built from the
    view (the state's options, a score sheet with no rows).  The value mixes the hand's win share
    with the seat's place on this hand's points alone, so that in point games losing with a small
    hand is better than losing with a big one.  A game whose hands are valued by what they do to
    the match (``HardSettings.by_match``: its ``GameSpec.race``) gets ``bots.values.race_value``
    instead: the light table then carries the match's real totals as its start.
    """

    def __init__(self, spec: AnySpec, view: View) -> None:
        st = view.state
        self.spec = spec
        self.n = n = st.n
        self.table: Table = Table(st.opts, n, TableRng(0), dealer=st.dealer, hand_no=view.hand_no,
                                  memo=spec.new_memo())
        self.by_match = spec.hard.by_match
        self.margin = spec.hard.margin
        if (self.by_match or self.margin) and view.scores:
            self.table.sheet.start = list(view.scores)
        self.broken = False
        self.last_winners: list[int] | None = None  # the winners of the hand valued last (None: unknown)

    def __call__(self, st: State) -> list[float]:
        n = self.n
        self.last_winners = None
        if not self.broken:
            try:
                return self._by_scoring(st)
            except Exception as e:  # a game whose scoring needs more of the match than a view gives
                self.broken = True
                warnings.warn(f"ISMCTS: {self.spec.id} score_hand failed on a light match ({e!r}); "
                              "valuing hands by cards left", RuntimeWarning, stacklevel=2)
        # fallback: fewer cards in one's own hidden hand is better (shedding games, Durak)
        left = [0] * n
        for z in st.zones():
            if z.vis is Vis.OWNER and z.owner is not None:
                left[z.owner] += len(z.cards)
        worst = max(left) or 1
        return [1.0 - x / worst for x in left]

    def _by_scoring(self, st: State) -> list[float]:
        n = self.n
        t = self.table
        # every rollout is scored on a clean light table: what scoring writes into it (101's
        # eliminated seats and their order, Petukh's opt-out streaks and bank) must not carry
        # over from one rollout to the next, or later rollouts are valued as if earlier ones
        # had happened
        t.memo = self.spec.new_memo()
        if t.eliminated:
            t.eliminated.clear()
            t.out_order.clear()
        res = self.spec.score_hand(t, st)
        if self.by_match:
            t.sheet.rows = [res]
            try:
                race = self.spec.race(t, res)
            finally:
                t.sheet.rows = []
            if race is not None:
                vals = race_value(race)
                self.last_winners = [s for s, v in enumerate(vals) if v >= 1.0]
                return vals
        self.last_winners = list(res.winners)
        if res.void:
            return [1.0 / n] * n
        if self.margin:
            return margin_value(self.table.sheet.start, res.points, self.margin)
        t.sheet.rows = [res]
        try:
            places = self.spec.match_ranking(t, final=True)
        finally:
            t.sheet.rows = []
        win = [0.0] * n
        for w in res.winners:
            win[w] = 1.0 / len(res.winners)
        if not res.winners and places is None:
            return [1.0 / n] * n
        if places is None:
            return win
        span = max(max(places) - 1, 1)
        place_v = [(max(places) - p) / span for p in places]
        if not res.winners:
            return place_v
        return [WIN_WEIGHT * w + (1.0 - WIN_WEIGHT) * p for w, p in zip(win, place_v, strict=True)]


# -- the search ---------------------------------------------------------------------------------------


def search(spec: AnySpec, view: View, rng: random.Random, cfg: SearchConfig = SearchConfig()) -> SearchStats:
    """Run ISMCTS from ``view`` and return the chosen action with the search's statistics."""
    t0 = time.perf_counter()
    if not view.legal:
        raise ValueError(f"seat {view.seat} has no legal action to search")
    social = social_filter(view.state)
    table = view.state.action_table()
    ids = table.id
    root_legal = [a for a in view.legal if not social(view.state, ids(a))] if social else list(view.legal)
    candidates = spec.bot_candidates(view)  # the moves a fair bot may make (None: all)
    if candidates is not None:
        root_legal = [a for a in candidates if a in root_legal]
    root_legal = root_legal or list(view.legal)
    if len(root_legal) == 1:
        return SearchStats(0, time.perf_counter() - t0, root_legal[0], {root_legal[0]: 0})
    root_texts = root_legal
    root_ids: list[ActionId] = table.to_ids(root_texts)  # ids from here on
    # a Mersenne Twister seeded from the caller's rng: random() and getrandbits() are C calls
    r = random.Random(rng.getrandbits(64))
    hint = None
    if cfg.trust_z is not None or cfg.guided:  # the normal level's move, from the same view it would get
        hint_text = spec.normal_bot(view, random.Random(r.getrandbits(64)))
        hint = ids(hint_text) if hint_text in root_texts else None
    rnd = r.random
    rollout = cfg.rollout or spec.hard.rollout
    if rollout == "random":
        policy = play_first_policy(rnd, table, social)
    elif rollout in ("normal", "masked"):
        policy = normal_policy(spec, r, table, masked=rollout == "masked")
    else:
        raise ValueError(f"unknown rollout policy {rollout!r}")
    value = HandValue(spec, view)
    me = view.seat
    c = cfg.exploration
    guided, max_depth = cfg.guided, cfg.max_depth
    log, sqrt = math.log, math.sqrt
    root = Node(-1, -1)
    root_wins: dict[ActionId, float] = {}
    deadline = None if cfg.time_s is None else t0 + cfg.time_s
    clock = time.perf_counter
    sweep = cfg.sweep if cfg.sweep is not None else spec.hard.sweep
    # deal by what moves suggest too (an Uno player who drew has likely nothing that fits)
    soft = cfg.soft_voids if cfg.soft_voids is not None else spec.hard.soft_voids
    solver = spec.solve_playout if (cfg.solve if cfg.solve is not None else spec.hard.solve) else None
    solved_memo: dict[Any, list[float]] = {}
    if sweep:  # common random numbers: one rollout generator, reseeded for every root move
        prng = random.Random()
        policy = (play_first_policy(prng.random, table, social) if rollout == "random"
                  else normal_policy(spec, prng, table, masked=rollout == "masked"))
    # the game's own rollout loop, for the unmasked normal policy: the same moves and draws (from
    # the policy's generator) as the loop below
    playout = spec.playout() if rollout == "normal" and spec.rollout_bot() is not None else None
    playout_rng = prng if sweep else r

    def descend(st: State, node: Node, path: list[Node], seat: int, legal: list[ActionId]) -> None:
        """Selection, expansion, rollout and backup from ``node`` (already on ``path``)."""
        depth = len(path) - 1
        while depth < max_depth:
            depth += 1
            children = node.children
            untried = [a for a in legal if (seat, a) not in children]
            if untried:
                if node is root:
                    a = -1 if hint is None else hint  # the heuristic's move is tried first
                else:
                    a = policy(st, seat, legal) if guided else -1
                if (seat, a) in children or a not in legal:
                    a = untried[int(rnd() * len(untried))]
                node = children[(seat, a)] = Node(seat, a)
                st.apply_id(seat, a)
                path.append(node)
                break
            if not legal:  # a listed seat without moves would be a rules bug; value the deal as is
                break
            best, best_v = children[(seat, legal[0])], -1.0
            for a in legal:
                ch = children[(seat, a)]
                ch.avail += 1
                v = ch.reward / ch.visits + c * sqrt(log(ch.avail) / ch.visits)
                if v > best_v:
                    best, best_v = ch, v
            node = best
            st.apply_id(seat, best.action)
            path.append(node)
            if st.over:
                break
            seat = decider(st)
            legal = st.legal_ids(seat)
            if social is not None:
                legal = [a for a in legal if not social(st, a)] or legal
        # rollout
        solved = None
        if playout is not None and solver is None:
            playout(st, playout_rng, MAX_ROLLOUT + 1)
        else:
            steps = 0
            while not st.over:
                if solver is not None:
                    solved = solver(st, me, value, solved_memo)
                    if solved is not None:
                        break
                s = decider(st)
                st.apply_id(s, policy(st, s, st.legal_ids(s)))
                steps += 1
                if steps > MAX_ROLLOUT:
                    break
        if solved is not None:
            vals = solved
        else:
            vals = value(st) if st.over else [1.0 / value.n] * value.n
        if len(path) > 1 and path[1].seat == me:  # a root move's rollout: did the searcher win it?
            won = None if solved is not None else value.last_winners
            if won is None and (st.over or solved is not None):
                won = [s for s, v in enumerate(vals) if v >= 1.0]
            if won and me in won:
                root_wins[path[1].action] = root_wins.get(path[1].action, 0.0) + 1.0
        for nd in path:
            nd.visits += 1
            if nd.seat >= 0:
                nd.reward += vals[nd.seat]

    it = 0
    max_iters = cfg.max_iters
    while it < max_iters:
        if deadline is not None and clock() >= deadline:
            break
        if sweep:
            if it and it + len(root_ids) > max_iters:
                break  # a sweep is all root moves or none: the cap is never passed
            it += _sweep(determinize(view, r, soft, quiet=True), root, me, root_ids, r.getrandbits(64), prng, descend,
                         social)
            continue
        if (it >= EARLY_STOP_MIN and it % EARLY_STOP_EVERY == 0
                and _decided(root, it, max_iters, deadline, t0,
                             None if hint is None or cfg.trust_z is None else (me, hint))):
            break
        it += 1
        descend(determinize(view, r, soft, quiet=True), root, [root], me, root_ids)
    visits_id = {a: ch.visits for (s, a), ch in root.children.items() if s == me}
    if sweep:  # every move was tried on the same deals: the best mean wins, the heuristic's on ties
        means_id = {a: _mean(root.children.get((me, a))) for a in root_ids}
        top = max(means_id.values())
        best_a = (hint if hint is not None and means_id.get(hint) == top
                  else max(root_ids, key=means_id.__getitem__))
    else:
        best_a = max(root_ids, key=lambda a: (visits_id.get(a, 0), _mean(root.children.get((me, a)))))
    if hint is not None and cfg.trust_z is not None and best_a != hint:
        b, h = root.children.get((me, best_a)), root.children.get((me, hint))
        if b is not None and h is not None and b.visits and h.visits:
            se = math.sqrt(0.25 / b.visits + 0.25 / h.visits)  # values lie in [0, 1]
            if _mean(b) - _mean(h) <= cfg.trust_z * se:
                best_a = hint
    text = table.texts
    visits = {text[a]: v for a, v in visits_id.items()}
    means = {text[a]: _mean(ch) for (s, a), ch in root.children.items() if s == me and ch.visits}
    wins = {text[a]: root_wins.get(a, 0.0) / ch.visits
            for (s, a), ch in root.children.items() if s == me and ch.visits}
    return SearchStats(it, time.perf_counter() - t0, text[best_a], visits, means, wins)


def _sweep(st0: State, root: Node, me: int, root_legal: list[ActionId], seed: int, prng: random.Random,
           descend: Callable[..., None], social: Callable[[State, ActionId], bool] | None) -> int:
    """One deal, every root move: each is played from a copy of the same deal, with the same
    reshuffles and the same rollout random numbers, so the moves differ only by what they do.

    Why: in Uno the luck of the deal dwarfs the difference between two moves; compared on
    different deals, a few hundred rollouts per move cannot tell them apart (the plain search
    tied with its own rollout policy), compared on the same deals the luck cancels.
    Returns the rollouts made."""
    for a in root_legal:
        st = st0.clone(TableRng(seed))
        prng.seed(seed)
        key = (me, a)
        node = root.children.get(key)
        if node is None:
            node = root.children[key] = Node(me, a)
        st.apply_id(me, a)
        path = [root, node]
        if st.over:
            descend(st, node, path, me, [])
            continue
        seat = decider(st)
        legal = st.legal_ids(seat)
        if social is not None:
            legal = [x for x in legal if not social(st, x)] or legal
        descend(st, node, path, seat, legal)
    return len(root_legal)


def _decided(root: Node, it: int, max_iters: int, deadline: float | None, t0: float,
             hint: tuple[int, ActionId] | None = None) -> bool:
    """True when no root move can overtake the most visited one in the iterations left.

    The answer is the most visited root move (or the heuristic's ``hint``, when the leader does
    not beat it clearly), so once the hint, or with no hint any move, leads by more than every
    iteration still to come, the rest of the search cannot change the move: stopping then is
    free strength-wise and, under an iteration cap alone, gives exactly the move the full search
    would.  Under a clock the iterations left are estimated from the rate so far.
    """
    left = max_iters - it
    if deadline is not None:
        now = time.perf_counter()
        left = min(left, int((deadline - now) / max(now - t0, 1e-9) * it) + 1)
    first = second = 0
    lead = None
    for key, ch in root.children.items():
        v = ch.visits
        if v > first:
            first, second, lead = v, first, key
        elif v > second:
            second = v
    return first - second > left and (hint is None or lead == hint)


def _mean(node: Node | None) -> float:
    return node.reward / node.visits if node is not None and node.visits else 0.0


def config_for(spec: AnySpec, **config: Any) -> SearchConfig:
    """The search settings for ``spec``: its own iteration cap and trust bar unless ``config`` names them."""
    config.setdefault("max_iters", spec.hard.iterations)
    config.setdefault("trust_z", spec.hard.trust)
    if spec.hard.depth is not None:
        config.setdefault("max_depth", spec.hard.depth)
    return SearchConfig(**config)


class HardBot:
    """The hard level's bot ``(view, rng) -> action`` for one game, with its search settings."""

    def __init__(self, spec: AnySpec, config: SearchConfig) -> None:
        self.spec = spec
        self.config = config

    def __call__(self, view: View, rng: random.Random) -> str:
        return search(self.spec, view, rng, self.config).action


def make_hard_bot(spec: AnySpec, **config: Any) -> HardBot:
    """The hard level's bot for ``spec``; ``config`` are ``SearchConfig`` fields (``time_s``,
    ``max_iters``, ``exploration``, ...)."""
    return HardBot(spec, config_for(spec, **config))
