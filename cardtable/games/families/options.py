"""Mini Family house rules (ids of families.md section 7), one Pydantic model.

The spec's ``players`` row is the seat count, which the table's setup chooses (as for every game);
the player range of each mode is checked by ``FamiliesSpec.check_players``.  Options of the mode
not in play are simply unused (spec: "Dependencies"), so no combination is refused, except a hand
size that does not fit the deck, which depends on the seat count and is checked at the deal.  The
model declares those dependencies (``applies``), so the setup shows only the rules of the chosen
mode and the help lists only the rules in play.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from cardtable.engine.options import GameOptions, opt

ASK_PLAYERS = (2, 5)
KUKAREKU_PLAYERS = (3, 7)
ASK_RULES = ("hand_size", "fail_draw", "fail_turn_to", "lucky_draw_continues", "ask_end", "ask_log")
"""The rules of Mini Family (the asking mode) only (spec section 7, "Dependencies")."""
KUKAREKU_RULES = ("family_pick", "pass_direction", "kukareku_signal", "signal_visibility", "reaction_window_s",
                  "pass_timer_s", "kukareku_limit")
"""The rules of Cock-a-doodle-doo (the passing mode) only."""
SIGNAL_RULES = ("signal_visibility", "reaction_window_s")
"""Unused without the signal (``kukareku_signal`` off: pure luck, nobody copies anything)."""


def _on(value: Any) -> bool:
    """A switch's value as given (a bool from the setup, ``on``/``off`` from the command line)."""
    return value not in (False, 0, "off", "false", "no", "0")


class FamiliesOptions(GameOptions):
    mode: Literal["ask", "kukareku"] = opt(
        "ask", "Mode", "Режим",
        "Mini Family: collect whole families by asking others for a member; Cock-a-doodle-doo: everyone passes a "
        "card at once, the one who completes a family gives a secret signal, the last to copy it shouts "
        "«Cock-a-doodle-doo!».",
        "«Мини семья»: собирайте семьи, спрашивая у других нужную карточку; «Кукареку»: все одновременно "
        "передают карточку, собравший семью подаёт тайный знак, последний повторивший кричит «Кукареку!».",
        values={
            "ask": ("Mini Family (asking)", "Мини семья (спрашивать)"),
            "kukareku": ("Cock-a-doodle-doo (passing)", "Кукареку (передавать)"),
        },
    )
    deck_style: Literal["families", "playing_cards"] = opt(
        "families", "Cards", "Карты",
        "The family cards, or a normal pack where a rank is a family (J Q K A 10 9 8) and the suits are "
        "its members.",
        "Карточки семей или обычные карты: ранг — семья (В Д К Т 10 9 8), масти — её члены.",
        values={
            "families": ("Family cards", "Карточки семей"),
            "playing_cards": ("Playing cards", "Игральные карты"),
        },
    )
    hand_size: int = opt(
        5, "Cards dealt", "Карт при раздаче",
        "Mini Family: cards dealt to each player (players × cards may not exceed 28).",
        "«Мини семья»: сколько карточек сдаётся каждому (игроки × карточки — не больше 28).", ge=4, le=7,
    )
    fail_draw: bool = opt(
        True, "Draw after «no»", "Брать после «нет»",
        "Mini Family: after a «no» the asker draws from the stock; without it all cards are dealt and there "
        "is no stock.",
        "«Мини семья»: получив «нет», спрашивающий берёт карточку из колоды; без этого правила сдаются все "
        "карточки и колоды нет.",
    )
    fail_turn_to: Literal["next", "asked"] = opt(
        "next", "Turn after «no»", "Ход после «нет»",
        "Mini Family: who asks after a «no»: the next player clockwise, or the player who said «no».",
        "«Мини семья»: кто спрашивает после «нет»: следующий по часовой стрелке или тот, кто ответил «нет».",
        values={
            "next": ("The next player", "Следующий игрок"),
            "asked": ("The player asked", "Тот, кого спросили"),
        },
    )
    lucky_draw_continues: bool = opt(
        False, "Lucky draw asks again", "Удачная карточка — ещё ход",
        "Mini Family: drawing the very card you asked for lets you show it and ask again (Go Fish).",
        "«Мини семья»: вытянув ту самую карточку, которую просили, покажите её и спрашивайте снова.",
    )
    ask_end: Literal["all_families", "first_family"] = opt(
        "all_families", "End of the game", "Конец игры",
        "Mini Family: play until every family is down (most families wins), or the first family laid "
        "down wins.",
        "«Мини семья»: до последней семьи (выигрывает собравший больше всех) или выигрывает первый "
        "собравший семью.",
        values={
            "all_families": ("When all families are down", "Когда выложены все семьи"),
            "first_family": ("At the first family", "После первой семьи"),
        },
    )
    ask_log: Literal["full", "last", "none"] = opt(
        "full", "Ask log", "Журнал вопросов",
        "Mini Family: how much of the public ask history the table shows (every ask, the last ask, none).",
        "«Мини семья»: сколько вопросов и ответов показывает стол (все, последний, никаких).",
        values={
            "full": ("Every ask", "Все вопросы"),
            "last": ("The last ask", "Последний вопрос"),
            "none": ("None", "Нет"),
        },
    )
    family_pick: Literal["random", "fixed"] = opt(
        "random", "Families in play", "Семьи в игре",
        "Cock-a-doodle-doo: as many families as players, chosen at random or the first ones of the table "
        "(with the family cards).",
        "«Кукареку»: семей столько, сколько игроков: случайные или первые по списку (с карточками семей).",
        values={
            "random": ("At random", "Случайно"),
            "fixed": ("The first ones", "Первые по порядку"),
        },
    )
    pass_direction: Literal["left", "right"] = opt(
        "left", "Passing direction", "Направление передачи",
        "Cock-a-doodle-doo: the selected cards go to the left (clockwise) or to the right neighbour.",
        "«Кукареку»: выбранные карточки уходят соседу слева (по часовой стрелке) или справа.",
        values={
            "left": ("To the left", "Налево"),
            "right": ("To the right", "Направо"),
        },
    )
    kukareku_signal: bool = opt(
        True, "Secret signal", "Тайный знак",
        "Cock-a-doodle-doo: without it there is no signal and no loser: whoever completes a family first wins "
        "(pure luck).",
        "«Кукареку»: без него нет ни знака, ни проигравшего: выигрывает первый собравший семью (чистое везение).",
    )
    signal_visibility: Literal["subtle", "loud"] = opt(
        "subtle", "Signal visibility", "Заметность знака",
        "Cock-a-doodle-doo: a subtle signal is a dim thumb at the seat, logged only when the hand ends; a loud "
        "one flashes and is logged at once.",
        "«Кукареку»: незаметный знак — неяркий палец у места, в журнале только в конце раздачи; заметный — "
        "вспышка и сразу запись в журнале.",
        values={
            "subtle": ("Subtle", "Незаметный"),
            "loud": ("Loud", "Заметный"),
        },
    )
    reaction_window_s: int = opt(
        10, "Reaction time (s)", "Время реакции (с)",
        "Cock-a-doodle-doo: seconds to copy the signal; whoever has not copied it by then shouts too.",
        "«Кукареку»: сколько секунд есть на повтор знака; не успевшие тоже кричат «Кукареку!».", ge=3, le=30,
    )
    pass_timer_s: int = opt(
        0, "Passing timer (s)", "Таймер передачи (с)",
        "Cock-a-doodle-doo: above 0, a person too slow to select passes the highlighted card.",
        "«Кукареку»: больше 0 — не успевший выбрать передаёт выделенную карточку.", ge=0, le=30,
    )
    kukareku_limit: int = opt(
        0, "Match length", "Длина матча",
        "Cock-a-doodle-doo: 0 = one hand; otherwise hands go on until someone has this many "
        "«Cock-a-doodle-doo» marks (without the signal: this many wins).",
        "«Кукареку»: 0 — одна раздача; иначе до стольких отметок «Кукареку» у кого-нибудь "
        "(без знака — до стольких побед).", ge=0, le=9,
    )

    @classmethod
    def applies(cls, name: str, values: Mapping[str, Any]) -> bool:
        """Spec section 7, "Dependencies": the asking rules only in Mini Family, the passing rules only
        in Cock-a-doodle-doo; the signal's visibility and time only with the signal; the choice of
        families only with the family cards (a normal pack takes its first ranks)."""
        mode = values.get("mode", "ask")
        if name in ASK_RULES:
            return mode == "ask"
        if name in KUKAREKU_RULES:
            if mode != "kukareku":
                return False
            if name in SIGNAL_RULES:
                return _on(values.get("kukareku_signal", True))
            if name == "family_pick":
                return values.get("deck_style", "families") == "families"
        return True

    def reaction_s(self) -> float:
        """The table session times reaction windows by this: the Kukareku reaction phase."""
        return float(self.reaction_window_s)

    @property
    def players_range(self) -> tuple[int, int]:
        return ASK_PLAYERS if self.mode == "ask" else KUKAREKU_PLAYERS
