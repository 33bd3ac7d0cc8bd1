"""Game specs and the registry.

A ``GameSpec`` is the immutable description of a game: names, player counts, its options model,
and the hooks the match layer calls (deal a hand, score it, decide the match).  The registry maps
game ids to the module that defines the spec, so a game's package is imported only when chosen
(start-up stays fast as the list of games grows).
"""

from __future__ import annotations

import importlib
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .cards import Deck
from .options import GameOptions

if TYPE_CHECKING:
    from .match import HandResult, Match
    from .state import State, View


class GameSpec:
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

    def deck_for(self, options: GameOptions) -> Deck:
        """The deck this game uses under ``options`` (records name its cards)."""
        raise NotImplementedError

    # -- hooks used by the match ------------------------------------------------------------------
    def new_hand(self, match: Match, deck_top: list[int] | None) -> State:
        """Shuffle with ``match.rng`` (``deck_top`` cards first, if given), deal, return the hand."""
        raise NotImplementedError

    def from_position(self, match: Match, position: dict[str, Any]) -> State:
        """Build a hand from an explicit position of a record (hands, piles, whose turn, ...)."""
        raise NotImplementedError

    def score_hand(self, match: Match, hand: State) -> HandResult:
        """Turn a finished hand into a score-sheet row."""
        raise NotImplementedError

    def match_ranking(self, match: Match, final: bool = False) -> list[int] | None:
        """Places per seat (1 = first, ties share) once the match is decided, else None.

        ``final`` asks for the ranking of a match the players stop now.
        """
        raise NotImplementedError

    def next_dealer(self, match: Match, hand: State) -> int:
        return match.next_active(match.dealer)

    def check_players(self, n: int, options: GameOptions) -> None:
        if not self.min_players <= n <= self.max_players:
            raise ValueError(
                f"{self.name_en} is for {self.min_players}-{self.max_players} players, not {n}"
            )

    def constrain_deal(self, st: State, seat: int, unseen: list[int], rng: random.Random) -> None:
        """Hook for determinize: reorder ``unseen`` so public inferences hold (default: none)."""

    def normal_bot(self, view: View, rng: random.Random) -> str:
        """This game's heuristic bot (the ``normal`` level); the other levels are generic."""
        raise NotImplementedError

    def bot(self, level: str):  # -> Callable[[View, random.Random], str]
        """The bot function for a level: ``random``, ``easy``, ``normal`` (see cardtable.bots.levels)."""
        from cardtable.bots.levels import make_bot

        return make_bot(self, level)

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


@dataclass(frozen=True)
class RegistryEntry:
    id: str
    module: str
    name_en: str
    name_ru: str
    players: tuple[int, int]
    blurb_en: str
    blurb_ru: str


# One line per game: the lobby and ``cardtable list`` read this without importing the game.
REGISTRY: dict[str, RegistryEntry] = {
    e.id: e
    for e in (
        RegistryEntry(
            "uno", "cardtable.games.uno.spec", "Uno", "Уно", (2, 10),
            "Match colour or symbol, shed your hand, shout UNO!",
            "Кладите карту в цвет или по знаку, избавьтесь от карт и крикните «УНО!»",
        ),
        RegistryEntry(
            "durak", "cardtable.games.durak.spec", "Durak", "Дурак", (2, 6),
            "Beat the attack or take it; the last one holding cards is the fool.",
            "Отбивайтесь или берите; последний с картами на руках — дурак.",
        ),
        RegistryEntry(
            "hundred_one", "cardtable.games.hundred_one.spec", "One Hundred and One", "Сто одно (101)", (2, 8),
            "Match rank or suit, cover your sixes, stay under 101 points.",
            "Кладите карту в масть или по значению, кройте шестёрки, не наберите больше 101.",
        ),
        RegistryEntry(
            "black_jack", "cardtable.games.black_jack.spec", "Black Jack", "Блэк Джек", (2, 6),
            "Shed runs and sets; twos and black jacks make the next player pick up.",
            "Сбрасывайте комбинации; двойки и чёрные валеты заставляют следующего брать карты.",
        ),
    )
}

_loaded: dict[str, GameSpec] = {}


class UnknownGame(KeyError):
    def __str__(self) -> str:
        return f"unknown game {self.args[0]!r}; known games: {', '.join(REGISTRY)}"


def get_game(game_id: str) -> GameSpec:
    """The spec of a game, importing its package on first use."""
    if game_id not in REGISTRY:
        raise UnknownGame(game_id)
    spec = _loaded.get(game_id)
    if spec is None:
        mod = importlib.import_module(REGISTRY[game_id].module)
        spec = _loaded[game_id] = mod.SPEC
    return spec
