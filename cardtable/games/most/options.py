"""Most house rules (most.md section 7), one Pydantic model.

``hands_limit`` is not in the spec's table: it ends a match after that many hands whatever the
totals (0, the default, plays to ``target_score`` as the spec says).  It exists so that one game
of the strength table is one deal (``GameSpec.strength_rules``), as Uno's ``rounds_limit`` does.
"""

from __future__ import annotations

from typing import Literal

from cardtable.engine.options import GameOptions, opt

MAX_DEALT = 40


class MostOptions(GameOptions):
    target_score: int = opt(
        500, "Target score", "Игра до",
        "The match ends after the hand in which somebody reaches this total; the highest total wins "
        "(a tie for the lead plays on).",
        "Матч кончается после раздачи, в которой кто-то набрал столько очков; побеждает наибольшая "
        "сумма (при равенстве лидеров играют дальше).",
        ge=100, le=2000,
    )
    hand_size: int = opt(
        6, "Cards dealt", "Карт при раздаче", "Cards dealt to each player (players x cards at most 40).",
        "Сколько карт раздаётся каждому (игроки x карты не больше 40).", ge=6, le=10,
    )
    first_dealer: Literal["random", "host_choice"] = opt(
        "random", "First dealer", "Первый сдающий",
        "Drawn by lot, or the first seat (the host) deals first.",
        "По жребию, или первым сдаёт первое место (хозяин стола).",
        values={
            "random": ("Drawn by lot", "По жребию"),
            "host_choice": ("The host deals first", "Первым сдаёт хозяин"),
        },
    )
    wrap_around: bool = opt(
        True, "Runs through the ace", "Последовательности через туза",
        "On: K-A-2 is a run. Off: the ace ends a run low (A-2-3) or high (Q-K-A) only.",
        "Включено: К-Т-2 — последовательность. Выключено: туз только в конце (Т-2-3 или Д-К-Т).",
    )
    bridge_take_use: Literal["meld_or_layoff", "meld_only"] = opt(
        "meld_or_layoff", "Use of a card taken from the bridge", "Карта, взятая из моста",
        "The first card taken from the bridge must go to the table at once: in a new meld or by a "
        "lay-off, or only in a new meld.",
        "Первую взятую из моста карту надо сразу выложить: в новую комбинацию или "
        "подкладкой, либо только в новую комбинацию.",
        values={
            "meld_or_layoff": ("In a meld or a lay-off", "В комбинацию или подкладкой"),
            "meld_only": ("Only in a new meld", "Только в новую комбинацию"),
        },
    )
    free_top_bridge_card: bool = opt(
        False, "Free newest bridge card", "Последняя карта моста свободно",
        "Taking only the newest bridge card needs no meld (not while the stock is empty); that card "
        "may not be discarded in the same turn.",
        "Последнюю карту моста можно взять без выкладки (но не при пустой колоде); сбросить её в тот "
        "же ход нельзя.",
    )
    layoff_requires_meld: bool = opt(
        True, "Lay-off needs own meld", "Приложить — после своей выкладки",
        "A player may add cards to melds only once he has a meld of his own this hand.",
        "Прикладывать карты к комбинациям можно, только имея свою комбинацию в этой раздаче.",
    )
    go_out_by_melding: bool = opt(
        False, "Go out by melding", "Выход выкладкой",
        "Emptying the hand with melds or lay-offs ends the hand at once, with no discard.",
        "Кто выложил все карты, заканчивает раздачу сразу, без сброса в мост.",
    )
    empty_stock: Literal["end_hand", "reshuffle_once"] = opt(
        "end_hand", "Empty stock", "Пустая колода",
        "With no stock a player takes from the bridge or the hand ends; or, once, the first player to draw "
        "from the empty stock gets all bridge cards but the newest, shuffled.",
        "Без колоды берут из моста, иначе раздача кончается; или один раз первый, кто тянет из пустой "
        "колоды, получает новую колоду из моста без последней карты.",
        values={
            "end_hand": ("The hand ends", "Раздача кончается"),
            "reshuffle_once": ("Reshuffle the bridge once", "Один раз перемешать мост"),
        },
    )
    joker_hand_penalty: int = opt(
        100, "Joker left in hand", "Джокер на руках",
        "Points lost for each joker left in hand when the hand ends.",
        "Сколько очков теряет игрок за каждый джокер на руках в конце раздачи.",
        ge=0, le=200,
    )
    hands_limit: int = opt(
        0, "Hands limit", "Предел раздач",
        "End the match after this many hands, the highest total winning (0: play to the target).",
        "Закончить матч после стольких раздач, побеждает наибольшая сумма (0: играть до цели).",
        ge=0, le=50,
    )

    def max_players(self) -> int:
        """The most players this deal fits: players x cards dealt at most 40 (most.md section 7)."""
        return min(6, MAX_DEALT // self.hand_size)
