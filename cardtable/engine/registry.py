"""The game registry: one line per game, readable without importing any game or pydantic.

The one source of a game's names, player counts and lobby line: the lobby and ``cardtable list``
read it at start-up, and a game's spec reads its own line (``GameSpec.entry``).
``engine.game.get_game`` imports a game's package only when that game is chosen, so start-up
stays fast as the list of games grows.  This module imports nothing of the engine.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RegistryEntry:
    id: str
    module: str
    name_en: str
    name_ru: str
    players: tuple[int, int]
    """The fewest and most players any house rules allow (``GameSpec.players_for`` narrows it)."""
    blurb_en: str
    blurb_ru: str
    family: str = "shedding"
    """The lobby groups games by it: shedding, beating, tricks, rummy, children (FAMILIES' order)."""
    default_players: int = 4
    """The seats a new match offers first."""


FAMILIES: tuple[str, ...] = ("shedding", "beating", "tricks", "rummy", "children")
"""The families of games in the order the lobby shows them (DESIGN section 5)."""


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
            family="beating", default_players=2,
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
        RegistryEntry(
            "russian_poker", "cardtable.games.russian_poker.spec", "Russian Poker", "Русский покер (36 карт)", (2, 6),
            "Bid exactly the tricks you will take, deal after deal, 1 to 6 cards.",
            "Закажите, сколько взяток возьмёте, и возьмите ровно столько.",
            family="tricks",
        ),
        RegistryEntry(
            "kids_poker", "cardtable.games.kids_poker.spec", "Kids' Poker", "Детский покер", (2, 5),
            "Call your tricks exactly, dark if you dare; the 7♠ beats everything.",
            "Закажите взятки точно, можно втёмную; бубны — козыри, а 7♠ бьёт всё.",
            family="tricks",
        ),
        RegistryEntry(
            "twenty_two", "cardtable.games.twenty_two.spec", "Twenty-Two", "«22» (Двадцать два)", (2, 8),
            "Head the trick or duck with your lowest; whoever wins the last trick pays its card.",
            "Перебивайте или сбрасывайте младшие; взявший последнюю взятку платит её картой.",
            family="tricks",
        ),
        RegistryEntry(
            "petukh", "cardtable.games.petukh.spec", "Petukh", "Петух (Пахотноусадские правила)", (2, 5),
            "Five cards, trumps, write your 15 points down to 0; buy the prikup or sit out.",
            "Пять карт, козыри, спишите 15 очков до нуля; купите прикуп или откажитесь.",
            family="tricks",
        ),
        RegistryEntry(
            "most", "cardtable.games.most.spec", "Bridge (Most)", "Мост", (2, 6),
            "Rummy with an open row: take any card of the bridge with all newer ones, if you meld it.",
            "Рамми с открытым рядом: берите любую карту моста со всеми следующими, если выложите её.",
            family="rummy",
        ),
        RegistryEntry(
            "families", "cardtable.games.families.spec", "Mini Family / Cock-a-doodle-doo", "Мини семья / Кукареку",
            (2, 7),
            "Collect whole families by asking, or pass cards and be quick to copy the secret signal.",
            "Собирайте семьи, спрашивая у других, или передавайте карточки и не прозевайте тайный знак.",
            family="children",
        ),
        RegistryEntry(
            "uno52", "cardtable.games.uno52.spec", "Uno 52", "Уно 52", (2, 4),
            "Uno with an open poker hand: shed to the pile, build five cards, win the pots.",
            "Уно с открытой покерной рукой: сбрасывайте карты, собирайте комбинацию, берите банки.",
        ),
    )
}


class UnknownGame(KeyError):
    def __str__(self) -> str:
        return f"unknown game {self.args[0]!r}; known games: {', '.join(REGISTRY)}"
