"""Game specs: the immutable description of a game and every hook the match and the bots call.

A ``GameSpec`` names its game (the registry line, ``engine.registry``, is the one source of its
names and player counts), builds its deck, deals and scores hands and ranks the match.  Every hook
a caller relies on is declared here with its default, as OpenSpiel's ``spiel.h`` declares every
optional method: a caller never asks ``getattr(spec, ...)`` whether a game has one.  The hooks
that deal, score and rank are given the ``Table`` (the match between hands), never the ``Match``.
``get_game`` imports a game's package only when that game is chosen, so start-up stays fast.
"""

from __future__ import annotations

import importlib
import random
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Literal, TypeVar, cast

from .cards import Deck
from .options import GameOptions
from .position import PositionModel, parse_position
from .registry import REGISTRY, RegistryEntry, UnknownGame
from .sheet import HandResult
from .state import State, View
from .table import Memo, Table

O = TypeVar("O", bound=GameOptions)
S = TypeVar("S", bound=State)
P = TypeVar("P", bound=PositionModel)

RolloutBot = Callable[[S, int, list[Any], random.Random], Any]
"""The normal bot's very choice on action ids: ``(state, seat, legal ids, rng) -> id`` (same answer,
same draws from ``rng``), for the hard bot's rollouts on a determinized deal of the game's state ``S``."""

Playout = Callable[[S, random.Random, int], None]
"""A whole rollout of the hard bot's search in one call: ``(state, rng, limit)`` plays the hand on
with the game's ``rollout_bot`` until it is over or ``limit`` actions were applied, exactly as the
search's own loop would (the same seats asked, the same actions, the same draws from ``rng``)."""


@dataclass(frozen=True, slots=True)
class HardSettings:
    """How the hard bot (``bots.ismcts``) searches this game; the README's Bots section says what
    each setting bought where it is not the default."""

    iterations: int = 250
    """Iterations per move: what the search needs to beat the normal bot here, measured by
    ``cardtable simulate``.  A 0.8 s clock caps a move on slow machines."""
    trust: float | None = None
    """Standard errors by which the search must beat the normal bot's move to play another one
    (None: the most visited move, whatever the heuristic says)."""
    rollout: Literal["normal", "masked", "random"] = "normal"
    """The rollout policy: the normal bot on the deal, the same on each seat's masked view, or a
    random playable card."""
    sweep: bool = False
    """Play every root move on the same deals (common random numbers: where luck swamps moves)."""
    soft_voids: bool = False
    """Deal by what moves suggest a hand lacks, not only by what they prove (``engine.voids``)."""
    by_match: bool = False
    """Value a finished hand by what it does to the match (``GameSpec.race``), not by its own
    result: where one hand can put a player out (101, Petukh)."""
    margin: float | None = None
    """Value a finished hand by the lead in the match's totals it leaves (points above the best
    other seat, through a logistic of this many points), not by who won it: where a match is a
    sum of deals' points (Russian Poker), winning a deal by 10 and losing the next by 40 loses."""
    solve: bool = False
    """End each playout where the game can work out the rest exactly (``GameSpec.solve_playout``)
    instead of playing it out with the rollout policy."""
    depth: int | None = None
    """The search tree's depth limit (None: the search's default; 1: flat Monte Carlo over the
    root moves, where the playouts already play one's own later moves well)."""


@dataclass(frozen=True, slots=True)
class Race:
    """Where a finished hand leaves a race away from an elimination line (101: out over 101;
    Petukh: down to 0, out at the elimination score), for the hard bot's valuation of the hand
    *for the match* (``bots.values.race_value``).  ``places``: the match ranking if this hand ends
    the match, else None; ``out``: the seats out after it; ``scores``: where each seat stands,
    0 the best place to be; ``line``: the score that puts a seat out."""

    places: list[int] | None
    out: frozenset[int]
    scores: list[int]
    line: int
    equity: list[float] | None = None
    """Each seat's chance to win the match from here where the game can tell (Petukh with two
    players left: ``games.petukh.equity``); None: ``race_value`` guesses from each seat's own score."""


class GameSpec(ABC, Generic[O, S, P]):
    """Base class of every game's spec; one instance per game (``SPEC`` in ``games/<id>/spec.py``).

    Generic in the game's options model ``O``, its state class ``S`` and its position model ``P``,
    so each game's hooks are typed with its own classes (``UnoSpec(GameSpec[UnoOptions, UnoState,
    UnoPosition])``) and a checker proves the match, the bots and the eleven games agree."""

    id: ClassVar[str] = ""
    options_model: ClassVar[type[GameOptions]] = GameOptions
    position_model: ClassVar[type[PositionModel]] = PositionModel
    """The typed model of this game's record positions (``games/<id>/position.py``)."""
    hard: ClassVar[HardSettings] = HardSettings()
    """The hard bot's settings for this game."""
    hands_bound: ClassVar[int] = 30
    """``cardtable simulate`` stops a match after this many hands (matches that may go on for ever);
    a game whose fixed schedule is longer (Kids' Poker: 39 deals for two) raises it."""
    strength_rules: ClassVar[tuple[str, ...]] = ()
    """``--rule`` options of ``cardtable strength``: they make one game of the strength table one
    deal where a default match is several (the table then counts deals, as players would)."""

    # -- who the game is: the registry line -----------------------------------------------------------
    @property
    def entry(self) -> RegistryEntry:
        return REGISTRY[self.id]

    @property
    def name_en(self) -> str:
        return self.entry.name_en

    @property
    def name_ru(self) -> str:
        return self.entry.name_ru

    def name(self, lang: str = "en") -> str:
        return self.entry.name_ru if lang == "ru" else self.entry.name_en

    def blurb(self, lang: str = "en") -> str:
        return self.entry.blurb_ru if lang == "ru" else self.entry.blurb_en

    @property
    def default_players(self) -> int:
        return self.entry.default_players

    # -- players --------------------------------------------------------------------------------------
    def players_for(self, options: O) -> tuple[int, int]:
        """The fewest and most players ``options`` allow (default: the registry's range; a rule that
        changes the deck or the deal may narrow it)."""
        return self.entry.players

    @property
    def min_players(self) -> int:
        """The fewest players under the default options."""
        return self.players_for(cast(O, self.options_model()))[0]

    @property
    def max_players(self) -> int:
        """The most players under the default options."""
        return self.players_for(cast(O, self.options_model()))[1]

    def players_note(self, n: int, options: O) -> str:
        """Said after "X is for a-b players, not n" (Durak: which house rule allows 5-6)."""
        return ""

    def check_players(self, n: int, options: O) -> None:
        lo, hi = self.players_for(options)
        if not lo <= n <= hi:
            raise ValueError(f"{self.name_en} is for {lo}-{hi} players, not {n}{self.players_note(n, options)}")

    # -- the deck, the deal, positions and records ----------------------------------------------------
    @abstractmethod
    def deck_for(self, options: O) -> Deck:
        """The deck this game uses under ``options`` (records name its cards)."""

    def new_memo(self) -> Memo:
        """The facts this game carries from hand to hand (``Table.memo``; default: none)."""
        return Memo()

    @abstractmethod
    def new_hand(self, table: Table[O], deck_top: list[int] | None) -> S:
        """Shuffle with ``table.rng`` (``deck_top`` cards first, if given), deal, return the hand."""

    def read_position(self, table: Table[O], data: Any) -> P:
        """A record's position validated against ``position_model`` and this table, or ``PositionError``."""
        position = cast(P, parse_position(self.position_model, data))
        position.check(table)
        return position

    @abstractmethod
    def from_position(self, table: Table[O], position: P) -> S:
        """Build a hand from a validated position of a record (hands, piles, whose turn, ...)."""

    def record_options(self, record_format: int, options: dict[str, Any]) -> dict[str, Any]:
        """The options a record of ``record_format`` was played under, as this version names them.

        Why: a rule whose protocol changed (Petukh's rebuy became a decision in format 2) keeps old
        records replaying by turning on, for them, the option that plays as they were played.  The
        default: the record's options as written."""
        return options

    # -- scoring and the match ------------------------------------------------------------------------
    @abstractmethod
    def score_hand(self, table: Table[O], hand: S) -> HandResult:
        """Turn a finished hand into a score-sheet row (and update the table: eliminations, memo)."""

    @abstractmethod
    def match_ranking(self, table: Table[O], final: bool = False) -> list[int] | None:
        """Places per seat (1 = first, ties share) once the match is decided, else None.

        ``final`` asks for the ranking of a match the players stop now.
        """

    def next_dealer(self, table: Table[O], hand: S) -> int:
        return table.next_active(table.dealer)

    def hand_wins(self, table: Table[O]) -> list[int] | None:
        """Hands won per seat, for a sheet whose totals count something else (Kukareku's marks),
        else None (the sheet shows no such row)."""
        return None

    # -- bots -----------------------------------------------------------------------------------------
    @abstractmethod
    def normal_bot(self, view: View, rng: random.Random) -> str:
        """This game's heuristic bot (the ``normal`` level); the other levels are generic."""

    def rollout_bot(self) -> RolloutBot[S] | None:
        """The normal bot on action ids for the hard bot's rollouts, or None: the search then
        turns ids into texts for ``normal_bot`` (same moves, slower)."""
        return None

    def playout(self) -> Playout[S] | None:
        """The search's rollout loop (ask the seat to decide, its legal ids, ``rollout_bot``,
        ``apply_id``) fused for this game, or None: the search runs that loop itself.  Why: in a
        game of cheap steps (Uno 52) the loop's generic calls per step cost as much as the rules."""
        return None

    def masked_rollout_bot(self) -> RolloutBot[S] | None:
        """The normal bot's very choice on each seat's masked view (``HardSettings.rollout`` =
        "masked"), made on ids from the unmasked state by reading only what that seat may know,
        or None: the search then masks the state at every rollout step (same moves, slower)."""
        return None

    def bot_candidates(self, view: View) -> list[str] | None:
        """The moves a fair bot may choose among (None: every legal move).  Uno: no false UNO call;
        Petukh: no rebuy that only buys a lost place."""
        return None

    def solve_playout(self, st: S, me: int, value: Callable[[S], list[float]],
                      memo: dict[Any, list[float]]) -> list[float] | None:
        """Every seat's value of a playout's position worked out exactly instead of played out, for
        the hard bot's search (``HardSettings.solve``), ``me`` the searching seat; ``value`` values a
        finished hand, ``memo`` is the search's own store.  None (the default): play on."""
        return None

    def race(self, table: Table[O], result: HandResult) -> Race | None:
        """Where this finished hand leaves the match, for a game whose hands are valued by what
        they do to the match (``Race``); None: the hard bot values the hand by its own result.
        ``table`` is the search's light table: the real totals as its start, this hand its only row."""
        return None

    # -- texts ----------------------------------------------------------------------------------------
    def rules_text(self, lang: str = "en") -> str:
        from importlib import resources

        from .options import field_info

        pkg = type(self).__module__.rsplit(".", 1)[0]
        name = f"rules_{lang}.md"
        try:
            text = resources.files(pkg).joinpath(name).read_text(encoding="utf-8")
        except FileNotFoundError:
            text = resources.files(pkg).joinpath("rules_en.md").read_text(encoding="utf-8")
        lines = [text.rstrip(), "", "## " + ("Домашние правила" if lang == "ru" else "House rules"), ""]
        model = self.options_model
        for fname, f in model.model_fields.items():
            title, desc = field_info(model, fname, lang)
            default = "по умолчанию" if lang == "ru" else "default"
            lines.append(f"- **{title}** (`{fname}`, {default} `{f.default}`): {desc}")
        return "\n".join(lines) + "\n"


AnySpec = GameSpec[Any, Any, Any]
"""A spec of any game (what the match, the bots and the screens hold)."""

_loaded: dict[str, AnySpec] = {}


def get_game(game_id: str) -> AnySpec:
    """The spec of a game, importing its package on first use (``UnknownGame`` for a bad id)."""
    if game_id not in REGISTRY:
        raise UnknownGame(game_id)
    spec = _loaded.get(game_id)
    if spec is None:
        mod = importlib.import_module(REGISTRY[game_id].module)
        spec = mod.SPEC
        if not isinstance(spec, GameSpec) or spec.id != game_id:
            raise TypeError(f"{REGISTRY[game_id].module}.SPEC is not the spec of {game_id!r}")
        _loaded[game_id] = spec
    return spec
