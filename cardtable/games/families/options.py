"""Mini Family house rules (ids of families.md section 7), one Pydantic model.

The spec's ``players`` row is the seat count, which the table's setup chooses (as for every game);
the player range of each mode is checked by ``FamiliesSpec.check_players``.  Options of the mode
not in play are simply unused (spec: "Dependencies"), so no combination is refused, except a hand
size that does not fit the deck, which depends on the seat count and is checked at the deal.
"""

from __future__ import annotations

from typing import Literal

from cardtable.engine.options import GameOptions, opt

ASK_PLAYERS = (2, 5)
KUKAREKU_PLAYERS = (3, 7)


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
        "Ask mode: cards dealt to each player (players x cards may not exceed 28).",
        "Режим ask: сколько карточек сдаётся каждому (игроки x карточки не больше 28).", ge=4, le=7,
    )
    fail_draw: bool = opt(
        True, "Draw after «no»", "Брать после «нет»",
        "Ask mode: after a «no» the asker draws from the stock; off: all cards are dealt, no stock.",
        "Режим ask: получив «нет», спрашивающий берёт карточку из колоды; выключено: сдаются все карточки.",
    )
    fail_turn_to: Literal["next", "asked"] = opt(
        "next", "Turn after «no»", "Ход после «нет»",
        "Ask mode: next: the next player clockwise asks; asked: the player who said «no» asks.",
        "Режим ask: next: ходит следующий по часовой стрелке; asked: ходит тот, кто ответил «нет».",
        values={
            "next": ("The next player", "Следующий игрок"),
            "asked": ("The player asked", "Тот, кого спросили"),
        },
    )
    lucky_draw_continues: bool = opt(
        False, "Lucky draw asks again", "Удачная карточка — ещё ход",
        "Ask mode: drawing the very card you asked for lets you show it and ask again (Go Fish).",
        "Режим ask: вытянув ту самую карточку, которую просили, покажите её и спрашивайте снова.",
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
        "Ask mode: how much of the public ask history the table shows (full, the last ask, none).",
        "Режим ask: сколько вопросов и ответов показывает стол (все, последний, никаких).",
        values={
            "full": ("Every ask", "Все вопросы"),
            "last": ("The last ask", "Последний вопрос"),
            "none": ("None", "Нет"),
        },
    )
    family_pick: Literal["random", "fixed"] = opt(
        "random", "Families in play", "Семьи в игре",
        "Kukareku: as many families as players, chosen at random or the first ones of the table.",
        "Kukareku: семей столько, сколько игроков: случайные или первые по списку.",
        values={
            "random": ("At random", "Случайно"),
            "fixed": ("The first ones", "Первые по порядку"),
        },
    )
    pass_direction: Literal["left", "right"] = opt(
        "left", "Passing direction", "Направление передачи",
        "Kukareku: the selected cards go to the left (clockwise) or to the right neighbour.",
        "Kukareku: выбранные карточки уходят соседу слева (по часовой стрелке) или справа.",
        values={
            "left": ("To the left", "Налево"),
            "right": ("To the right", "Направо"),
        },
    )
    kukareku_signal: bool = opt(
        True, "Secret signal", "Тайный знак",
        "Kukareku: off: no signal and no loser, whoever completes a family first wins (pure luck).",
        "Kukareku: выключено: без знака и без проигравшего, выигрывает первый собравший семью (чистое везение).",
    )
    signal_visibility: Literal["subtle", "loud"] = opt(
        "subtle", "Signal visibility", "Заметность знака",
        "Kukareku: subtle: a dim thumb at the seat, no log line until the hand ends; loud: flash and log.",
        "Kukareku: subtle: неяркий палец у места, без записи в журнале до конца раздачи; loud: вспышка и журнал.",
        values={
            "subtle": ("Subtle", "Незаметный"),
            "loud": ("Loud", "Заметный"),
        },
    )
    reaction_window_s: int = opt(
        10, "Reaction time (s)", "Время реакции (с)",
        "Kukareku: seconds to copy the signal; whoever has not copied it by then shouts too.",
        "Kukareku: сколько секунд есть на повтор знака; не успевшие тоже кричат «Кукареку!».", ge=3, le=30,
    )
    pass_timer_s: int = opt(
        0, "Passing timer (s)", "Таймер передачи (с)",
        "Kukareku: above 0, a person too slow to select passes the highlighted card.",
        "Kukareku: больше 0 — не успевший выбрать передаёт выделенную карточку.", ge=0, le=30,
    )
    kukareku_limit: int = opt(
        0, "Match length", "Длина матча",
        "Kukareku: 0 = one hand; otherwise hands go on until someone has this many «Кукареку» marks "
        "(without the signal: this many wins).",
        "Kukareku: 0 — одна раздача; иначе до стольких отметок «Кукареку» у кого-нибудь "
        "(без знака — до стольких побед).", ge=0, le=9,
    )

    def reaction_s(self) -> float:
        """The table session times reaction windows by this: the Kukareku reaction phase."""
        return float(self.reaction_window_s)

    @property
    def players_range(self) -> tuple[int, int]:
        return ASK_PLAYERS if self.mode == "ask" else KUKAREKU_PLAYERS
