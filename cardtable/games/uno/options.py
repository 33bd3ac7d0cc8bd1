"""Uno house rules (ids of uno.md section 7), one Pydantic model.

Pairs that make no sense together are rejected with a message the setup screen shows.
"""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import model_validator

from cardtable.engine.options import Conflict, GameOptions, opt

Scoring = Literal["winner_takes", "own_points", "lazy"]

DEFAULT_TARGET = {"winner_takes": 500, "own_points": 200, "lazy": 0}


class UnoOptions(GameOptions):
    presets: ClassVar[dict[str, tuple[str, str, dict]]] = {
        # uno.md section 7: «Review preset: own_points, target 101, score_numbers_only»
        "review": ("Short match: own points to 101, numbers only", "Короткий матч: свои очки до 101, только цифры",
                   {"scoring": "own_points", "target_score": 101, "score_numbers_only": True}),
    }

    scoring: Scoring = opt(
        "winner_takes", "Scoring", "Подсчёт очков",
        "Winner takes all: who goes out scores the others' cards; Own points: everyone adds their own "
        "cards, lowest total wins; Lazy: count round wins, the worst hand is the loser.",
        "Победитель забирает всё: вышедший получает очки чужих карт; Свои очки: каждый записывает свои, "
        "побеждает наименьшая сумма; «Ленивый»: считаются победы в раундах.",
        values={"winner_takes": ("Winner takes all", "Победитель забирает всё"),
                "own_points": ("Own points", "Свои очки"), "lazy": ("Lazy", "«Ленивый»")},
    )
    target_score: int = opt(
        0, "Target score", "Предел очков",
        "Match target; 0 = the scoring's own (500 for Winner takes all, 200 for Own points).",
        "Предел матча; 0 — свой у каждого подсчёта (500 у «Победитель забирает всё», 200 у «Свои очки»).",
        ge=0, le=10000,
    )
    score_numbers_only: bool = opt(
        False, "Only number cards score", "Считать только цифры",
        "Action and black cards count 0 points.", "Карты действий и чёрные карты — 0 очков.",
    )
    first_card: Literal["number_only", "free_lead"] = opt(
        "number_only", "First card", "Первая карта",
        "A number card: a number card is turned as the starter; Free lead: no starter, the first player "
        "leads any card.",
        "Карта с цифрой: открывается карта с цифрой; Свободный ход: первый игрок ходит любой картой.",
        values={"number_only": ("A number card", "Карта с цифрой"), "free_lead": ("Free lead", "Свободный ход")},
    )
    draw_until_playable: bool = opt(
        False, "Draw until playable", "Тянуть до подходящей",
        "Keep drawing until a playable card comes, then play it.", "Набирать карты, пока не найдётся нужная.",
    )
    wild4_bluff: bool = opt(
        True, "W+4 bluff and challenge", "Блеф с +4 и проверка",
        "An illegal W+4 may be played; the victim may challenge it.",
        "Можно сыграть +4 не по правилам; жертва может потребовать проверку.",
    )
    uno_penalty: int = opt(
        2, "Missed UNO penalty", "Штраф за «УНО!»", "Cards drawn when caught.",
        "Сколько карт берёт пойманный.", ge=0, le=10,
    )
    mistake_penalty: bool = opt(
        False, "Mistake penalties", "Штрафы за ошибки",
        "Illegal attempts, false calls and false catches cost 2 cards.",
        "Ошибочный ход, ложный возглас или ложная поимка — 2 карты.",
    )
    jump_in: bool = opt(
        False, "Jump-in", "Перехват хода",
        "Play an identical card out of turn.", "Сыграть такую же карту вне очереди.",
    )
    double_play: bool = opt(
        False, "Double play", "Две одинаковые карты",
        "Play the identical twin right after your card.", "Сразу доложить вторую такую же карту.",
    )
    seven_zero: bool = opt(
        False, "Seven-zero", "Семь-ноль", "7 swaps hands with a chosen player; 0 passes all hands on.",
        "7 — обмен руками с выбранным игроком; 0 — все передают карты дальше.",
    )
    five_swap: bool = opt(
        False, "Five swap", "Обмен карты", "After a 5, swap one card with a chosen player.",
        "После пятёрки обменяться одной картой с выбранным игроком.",
    )
    stacking: bool = opt(
        False, "Stacking", "UNO с накоплением", "Draw penalties add up.", "Штрафы суммируются.",
    )
    silence: Literal["off", "twos", "black"] = opt(
        "off", "Silence", "Молчание", "A 2 (or a black card) starts a silence; talking costs 2 cards.",
        "Двойка (или чёрная карта) объявляет молчание; заговоривший берёт 2 карты.",
        values={"off": ("Off", "Нет"), "twos": ("After a 2", "После двойки"),
                "black": ("After a black card", "После чёрной карты")},
    )
    uno_center: bool = opt(
        False, "UNO to the centre", "UNO в центр", "After an UNO call everyone slaps; the last draws 2.",
        "После «УНО!» все хлопают; последний берёт 2 карты.",
    )
    colour_cycle: bool = opt(
        False, "Colour wheel", "Смена цвета по кругу",
        "A black card sets the next colour on the wheel, no choice.",
        "Чёрная карта меняет цвет на следующий по кругу, без выбора.",
    )
    plus_ten: bool = opt(
        False, "+10 cards", "Карты +10", "Adds four +10 wilds (112 cards).", "Четыре карты +10 (112 карт).",
    )
    reverse_bounce: bool = opt(
        False, "Reverse bounce", "Реверс", "A Reverse of the current colour bounces a draw penalty back.",
        "Реверс нужного цвета возвращает штраф обратно.",
    )
    play_to_last: bool = opt(
        False, "Play to the last", "До последнего", "Play on until one player holds cards.",
        "Играть, пока карты не останутся у одного.",
    )
    uno_7_rounds: bool = opt(
        False, "UNO in 7 rounds", "UNO в 7 раундов", "Emptying your hand refills it with 6, 5, ... 1 cards.",
        "Опустевшая рука пополняется 6, 5, ... 1 картами.",
    )
    zero_penalty: bool = opt(
        False, "Lone zero", "Сбрось ноль", "A hand of exactly one 0 scores 50.", "Рука из одного нуля — 50 очков.",
    )
    h2o_deck: bool = opt(
        False, "H2O deck", "Колода H2O", "Adds Downpour D+1 and D+2 cards.", "Добавляет карты «Ливень» D+1 и D+2.",
    )
    h2o_bonus: bool = opt(
        False, "H2O bonus", "Бонус H2O", "Going out with D+1/D+2 takes 20/40 off (Own points scoring).",
        "Выход с D+1/D+2 снимает 20/40 очков (подсчёт «Свои очки»).",
    )
    reaction_ms: int = opt(
        2500, "Reaction window (ms)", "Окно реакции (мс)", "Time to catch, jump in or slap.",
        "Время, чтобы поймать, перехватить или хлопнуть.", ge=300, le=20000,
    )
    rounds_limit: int = opt(
        0, "Rounds limit", "Число раундов", "For lazy scoring; 0 = play until you stop.",
        "Для «Ленивого» счёта; 0 — без ограничения.", ge=0, le=1000,
    )

    def reaction_s(self) -> float:
        return self.reaction_ms / 1000

    @model_validator(mode="after")
    def _check(self) -> UnoOptions:
        if self.scoring == "lazy" and self.target_score:
            raise Conflict("Lazy scoring has no target score: set it to 0 and end the match by a rounds limit",
                           "У «Ленивого» счёта нет предела очков: поставьте 0 и задайте число раундов")
        if self.scoring != "lazy" and self.rounds_limit:
            raise Conflict("A rounds limit is for lazy scoring only: other scorings end at the target score",
                           "Число раундов — только для «Ленивого» счёта: остальные кончаются на пределе очков")
        if self.h2o_bonus and not (self.h2o_deck and self.scoring == "own_points"):
            raise Conflict("h2o_bonus needs h2o_deck=true and scoring=own_points",
                           "Бонус H2O требует колоду H2O и подсчёт «Свои очки»")
        return self

    @property
    def target(self) -> int:
        """The match target in force (the scheme's default when ``target_score`` is 0)."""
        return self.target_score or DEFAULT_TARGET[self.scoring]

    @classmethod
    def review_preset(cls) -> UnoOptions:
        """The review's «до 101 очка»: own points, target 101, only number cards score."""
        return cls(scoring="own_points", target_score=101, score_numbers_only=True)
