"""Game specs.

A ``GameSpec`` is the immutable description of a game: names, player counts, its options model,
and the hooks the match layer calls (deal a hand, score it, decide the match).  The registry
(``registry.py``, re-exported here) maps game ids to the module defining each spec.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any

from .cards import Deck
from .options import GameOptions
from .position import PositionModel, parse_position
from .registry import REGISTRY, RegistryEntry, UnknownGame, get_game  # noqa: F401  (re-exported)

if TYPE_CHECKING:
    from .match import HandResult, Match
    from .state import State, View


class GameSpec(ABC):
    """Base class of every game's spec; one instance per game, registered below."""

    id: str = ""
    name_en: str = ""
    name_ru: str = ""
    blurb_en: str = ""
    blurb_ru: str = ""
    min_players: int = 2
    max_players: int = 2
    default_players: int = 4
    options_model: type[GameOptions] = GameOptions
    position_model: type[PositionModel] = PositionModel
    """The typed model of this game's record positions (``games/<id>/position.py``)."""
    hard_iterations: int = 250
    """The hard bot's iterations per move: what the search needs to beat the normal bot here,
    measured by ``cardtable simulate`` (README, Bots).  A 0.8 s clock caps a move on slow machines."""
    hands_bound: int = 30
    """``cardtable simulate`` stops a match after this many hands (matches that may go on for ever);
    a game whose fixed schedule is longer (Kids' Poker: 39 deals for two) raises it."""
    strength_rules: tuple[str, ...] = ()
    """``--rule`` options of ``cardtable strength``: they make one game of the strength table one
    deal where a default match is several (the table then counts deals, as players would)."""

    @abstractmethod
    def deck_for(self, options: GameOptions) -> Deck:
        """The deck this game uses under ``options`` (records name its cards)."""

    # -- hooks used by the match ------------------------------------------------------------------
    @abstractmethod
    def new_hand(self, match: Match, deck_top: list[int] | None) -> State:
        """Shuffle with ``match.rng`` (``deck_top`` cards first, if given), deal, return the hand."""

    def read_position(self, match: Match, data: Any) -> PositionModel:
        """A record's position validated against ``position_model`` and this table, or ``PositionError``."""
        position = parse_position(self.position_model, data)
        position.check(match)
        return position

    @abstractmethod
    def from_position(self, match: Match, position: PositionModel) -> State:
        """Build a hand from a validated position of a record (hands, piles, whose turn, ...)."""

    @abstractmethod
    def score_hand(self, match: Match, hand: State) -> HandResult:
        """Turn a finished hand into a score-sheet row."""

    @abstractmethod
    def match_ranking(self, match: Match, final: bool = False) -> list[int] | None:
        """Places per seat (1 = first, ties share) once the match is decided, else None.

        ``final`` asks for the ranking of a match the players stop now.
        """

    def record_options(self, record_format: int, options: dict[str, Any]) -> dict[str, Any]:
        """The options a record of ``record_format`` was played under, as this version names them.

        Why: a rule whose protocol changed (Petukh's rebuy became a decision in format 2) keeps old
        records replaying by turning on, for them, the option that plays as they were played.  The
        default: the record's options as written."""
        return options

    def next_dealer(self, match: Match, hand: State) -> int:
        return match.next_active(match.dealer)

    def max_players_for(self, options: GameOptions) -> int:
        """The most players ``options`` allow (a deal that must fit the deck can lower the class limit)."""
        return self.max_players

    def check_players(self, n: int, options: GameOptions) -> None:
        if not self.min_players <= n <= self.max_players:
            raise ValueError(
                f"{self.name_en} is for {self.min_players}-{self.max_players} players, not {n}"
            )

    def constrain_deal(self, st: State, seat: int, unseen: list[int], rng: random.Random) -> None:  # noqa: B027 (optional hook)
        """Hook for determinize: reorder ``unseen`` so public inferences hold (default: none)."""

    @abstractmethod
    def normal_bot(self, view: View, rng: random.Random) -> str:
        """This game's heuristic bot (the ``normal`` level); the other levels are generic."""

    def describe_action(self, view: View, action: str, lang: str = "en") -> str:
        return action

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

    def name(self, lang: str = "en") -> str:
        return self.name_ru if lang == "ru" else self.name_en

    def blurb(self, lang: str = "en") -> str:
        return self.blurb_ru if lang == "ru" else self.blurb_en

