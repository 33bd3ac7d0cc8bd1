"""Uno 52 options (the ids of uno52.md section 7), one Pydantic model.

The Uno house rules that Uno 52 does not have (jump-in, 7-0, ...) are not options here: the
shared Uno rules run with them off (``state.uno_rules``).
"""

from __future__ import annotations

from pydantic import model_validator

from cardtable.engine.options import GameOptions, opt


class Uno52Options(GameOptions):
    starting_chips: int = opt(
        100, "Starting chips", "Начальные фишки", "Chips each player starts the match with.",
        "Сколько фишек у каждого игрока в начале матча.", ge=1, le=100_000,
    )
    small_blind: int = opt(
        4, "Small blind", "Малый блайнд", "Paid by the seat after the dealer into the small-blind pot.",
        "Платит игрок после сдающего в банк малого блайнда.", ge=0, le=100_000,
    )
    big_blind: int = opt(
        8, "Big blind", "Большой блайнд",
        "Paid by the seat after the small blind into the big-blind pot, which the player who goes out takes.",
        "Платит игрок после малого блайнда в банк большого блайнда; его забирает вышедший.",
        ge=1, le=100_000,
    )
    ante: int = opt(
        2, "Ante", "Анте", "Paid by everyone into the common pot, which carries over between rounds.",
        "Платят все в общий банк, который переходит из раунда в раунд.", ge=0, le=100_000,
    )
    stacking: bool = opt(
        False, "Stacking", "Накопление штрафов",
        "Answer a +2 with a +2 or a +4 with a +4; the first who does not answer draws the total.",
        "На +2 можно ответить +2, на +4 — +4; первый, кто не ответил, берёт всё накопленное.",
    )
    wild4_bluff: bool = opt(
        True, "W+4 bluff and challenge", "Блеф с +4 и проверка",
        "A W+4 may be played while holding the current colour; its target may challenge it "
        "(guilty: the player draws 6; innocent: the challenger draws 6). Off: such a W+4 is refused.",
        "Можно сыграть +4, имея карту текущего цвета; жертва может потребовать проверку "
        "(виновен — он берёт 6, невиновен — 6 берёт проверявший). Выкл.: такой +4 запрещён.",
    )
    uno_penalty: int = opt(
        2, "Missed UNO penalty", "Штраф за «УНО!»", "Cards drawn by a player caught without the UNO call.",
        "Сколько карт берёт пойманный без возгласа «УНО!».", ge=0, le=10,
    )
    max_rounds: int = opt(
        0, "Round limit", "Предел раундов",
        "0: play until one player holds all the chips; otherwise the match ends after this many rounds "
        "and is ranked by chips held.",
        "0 — играть, пока фишки не останутся у одного; иначе матч кончается после стольких раундов, "
        "места — по фишкам.", ge=0, le=10_000,
    )

    @model_validator(mode="after")
    def _stacks_cover_the_blinds(self) -> Uno52Options:
        """A match where a starting stack cannot pay both blinds and the ante is over before it starts."""
        need = self.small_blind + self.big_blind + self.ante
        if self.starting_chips < need:
            raise ValueError(f"starting_chips must be at least small_blind + big_blind + ante ({need})")
        return self
