"""Most at the generic table: labels for meld, lay-off, exchange and bridge actions, log lines, status.

Until the rummy table areas of a later session exist, a person plays Most with the generic table:
the cursor on a hand card offers every action naming that card (melds and lay-offs included, each
label spelling out its cards, a joker as ``🃏=9♣``), and the buttons offer draw, pass and the
bridge picks.  Everything here reads the masked view only.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any

from cardtable.engine.cards import Card, Deck
from cardtable.engine.refusals import Refusal
from cardtable.engine.sheet import HandResult
from cardtable.engine.state import Event, State, View
from cardtable.games.present import Face, ParsedAction, ZoneRole
from cardtable.games.present_french import FRENCH_STRINGS, FrenchPresenter

from .deck import POINTS, is_joker
from .refusals import R, why_not_marked
from .state import MostInfo, MostState

JOKER_MARK = "🃏"
JOKER_LETTERS = {"en": "Jkr", "ru": "Джк"}
"""A joker with the letters setting (no emoji): short for joker, джокер."""


def _sentence(text: str) -> str:
    """A refusal as a message of its own: its first letter capitalised."""
    return text[:1].upper() + text[1:]


MOST_STRINGS: dict[str, dict[str, str]] = {
    "en": {
        **FRENCH_STRINGS["en"],
        "act.meld": "Meld",
        "act.lay": "Lay off",
        "act.swap": "Exchange for the joker:",
        "act.discard": "Discard",
        "act.pick": "Take from the bridge at",
        "act.pass": "End the hand",
        "act.on": "on meld {n}",
        "zone.bridge": "Bridge",
        "zone.meld": "Meld {n}",
        "ev.pick": "{who} takes {cards} from the bridge",
        "ev.pick.you": "You take {cards} from the bridge",
        "ev.meld": "{who} melds {cards}",
        "ev.meld.you": "You meld {cards}",
        "ev.lay": "{who} lays {cards} on meld {n}",
        "ev.lay.you": "You lay {cards} on meld {n}",
        "ev.swap": "{who} exchanges {card} for the joker in meld {n}",
        "ev.swap.you": "You exchange {card} for the joker in meld {n}",
        "ev.discard": "{who} discards {card}",
        "ev.discard.you": "You discard {card}",
        "ev.stock_end": "The stock is empty and {who} takes nothing: the hand ends",
        "what.take": "draw from the stock, or take a bridge card you meld at once",
        "what.take.empty": "stock empty: take a bridge card you meld at once, or end the hand",
        "what.target": "put {card}, taken from the bridge, on the table first",
        "what.table": "meld, lay off or exchange a joker, then discard",
        "info.stock": "Stock",
        "info.target": "Must use",
        "bridge.title": "Bridge ({n}, newest on the right)",
        "bridge.short": "Bridge ({n})",
        "bridge.take": "{card}: take {n}",
        "bridge.take.free": "{card}: take 1 (free, not to be discarded this turn)",
        "bridge.take.must": "{card}: take {n}, then use {card} at once",
        "bridge.cannot": "{card}: cannot be taken now",
        "bridge.enter": "Enter takes",
        "melds.title": "Melds",
        "melds.none": "No melds on the table yet",
        "melds.legend": "·X: laid off by X, who scores it",
        "melds.legend.short": "·X: scored by X",
        "build.take": "D draws · Up to the bridge, Enter takes there ({n} may be taken)",
        "build.take.none": "D draws (no bridge card may be taken now)",
        "build.target": "First use {card}: mark it and its partners (Enter), then M meld or L lay off",
        "build.discard_only": "Nothing to meld: D discards {card} and ends your turn",
        "build.start": "Enter marks {card} for a meld · D discards {card}",
        "build.marked": "Marked {cards}",
        "build.meld.ok": "M meld ✓",
        "build.meld.no": "M meld ✗",
        "build.lay.ok": "L lay off ({melds}) ✓",
        "build.lay.no": "L lay off ✗",
        "build.clear": "C clear",
        "build.swap": "E exchange {card} for the joker",
        "build.choose": "choose: {what}",
        "key.meld": "meld",
        "key.lay": "lay off",
        "key.discard": "discard",
        "key.clear": "clear marks",
        "key.swap": "exchange",
        "key.mark": "mark",
        "key.take": "take",
        "why.take_first": _sentence(R.templates("take_first")[0]),  # the tui asks this key
        "end.table": "on the table {n}",
        "end.hand": "in hand",
        "end.out": "went out: no cards left",
        "end.empty": "no cards left",
        "end.sum": "{n} for the hand",
    },
    "ru": {
        **FRENCH_STRINGS["ru"],
        "act.meld": "Выложить",
        "act.lay": "Приложить",
        "act.swap": "Обменять на джокера:",
        "act.discard": "Сбросить",
        "act.pick": "Взять из моста с",
        "act.pass": "Закончить раздачу",
        "act.on": "к комбинации {n}",
        "zone.bridge": "Мост",
        "zone.meld": "Комбинация {n}",
        "ev.pick": "{who} берёт из моста {cards}",
        "ev.pick.you": "Вы берёте из моста {cards}",
        "ev.meld": "{who} выкладывает {cards}",
        "ev.meld.you": "Вы выкладываете {cards}",
        "ev.lay": "{who} прикладывает {cards} к комбинации {n}",
        "ev.lay.you": "Вы прикладываете {cards} к комбинации {n}",
        "ev.swap": "{who} меняет {card} на джокера в комбинации {n}",
        "ev.swap.you": "Вы меняете {card} на джокера в комбинации {n}",
        "ev.discard": "{who} сбрасывает {card}",
        "ev.discard.you": "Вы сбрасываете {card}",
        "ev.stock_end": "Колода пуста, {who} ничего не берёт: раздача окончена",
        "what.take": "возьмите карту из колоды или из моста ту, что сразу выложите",
        "what.take.empty": "колода пуста: берите из моста то, что выложите, или закончите раздачу",
        "what.target": "сначала выложите {card}, взятую из моста",
        "what.table": "выкладывайте, прикладывайте, меняйте джокера, затем сбросьте карту",
        "info.stock": "Колода",
        "info.target": "Выложить",
        "bridge.title": "Мост ({n}, новые справа)",
        "bridge.short": "Мост ({n})",
        "bridge.take": "{card}: взять {n}",
        "bridge.take.free": "{card}: взять 1 (свободно, но не сбрасывать в этот ход)",
        "bridge.take.must": "{card}: взять {n}, {card} сразу на стол",
        "bridge.cannot": "{card}: сейчас взять нельзя",
        "bridge.enter": "Enter — взять",
        "melds.title": "Комбинации",
        "melds.none": "На столе пока нет комбинаций",
        "melds.legend": "·X: приложил X, ему и очки",
        "melds.legend.short": "·X: очки у X",
        "build.take": "D — из колоды · вверх к мосту, Enter — взять оттуда (можно с {n})",
        "build.take.none": "D — из колоды (из моста сейчас взять нельзя)",
        "build.target": "Сначала {card}: отметьте её и карты к ней (Enter), затем M выложить, L приложить",
        "build.discard_only": "Выкладывать нечего: D сбрасывает {card} и заканчивает ход",
        "build.start": "Enter отмечает {card} для комбинации · D сбрасывает {card}",
        "build.marked": "Отмечено {cards}",
        "build.meld.ok": "M выложить ✓",
        "build.meld.no": "M выложить ✗",
        "build.lay.ok": "L приложить ({melds}) ✓",
        "build.lay.no": "L приложить ✗",
        "build.clear": "C снять",
        "build.swap": "E обменять {card} на джокера",
        "build.choose": "выберите: {what}",
        "key.meld": "выложить",
        "key.lay": "приложить",
        "key.discard": "сбросить",
        "key.clear": "снять отметки",
        "key.swap": "обменять",
        "key.mark": "отметить",
        "key.take": "взять",
        "why.take_first": _sentence(R.templates("take_first")[1]),  # the tui asks this key
        "end.table": "на столе {n}",
        "end.hand": "на руке",
        "end.out": "вышел(а): карт не осталось",
        "end.empty": "карт не осталось",
        "end.sum": "{n} за раздачу",
    },
}


AREA_ZONES = ("bridge", "meld")
"""Zones the Most areas draw themselves (the bridge row with its cursor, the melds by owner)."""


def is_joker_text(deck: Deck, text: str) -> bool:
    ids = deck.by_text.get(text)
    return ids is not None and deck.cards[ids[0]].kind == "joker"


def card_words(action: str) -> list[str]:
    """The hand cards a ``meld`` or ``lay`` action takes, jokers by their own text (``X1``)."""
    words = action.split(" ")[1:]
    if len(words) >= 2 and words[-2] == "on":
        words = words[:-2]
    return [w.partition("=")[0] for w in words]


def cards_key(deck: Deck, cards: Iterable[str]) -> tuple[frozenset[str], int]:
    """Cards as the meld builder compares them: real cards by text, jokers only counted (two
    jokers are alike; the engine decides which of them an action names)."""
    cards = list(cards)
    jokers = sum(1 for t in cards if is_joker_text(deck, t))
    return frozenset(t for t in cards if not is_joker_text(deck, t)), jokers


def matching_actions(legal: list[str], deck: Deck, verb: str, marked: Iterable[str],
                     meld: int | None = None) -> list[str]:
    """The legal ``verb`` actions (``meld`` or ``lay``) that take exactly the marked cards; with
    ``meld`` only the lay-offs on that meld.  Several answers differ by a joker's identity, the
    meld laid on, or the order: the person chooses among them."""
    want = cards_key(deck, marked)
    out = []
    for a in legal:
        if not a.startswith(verb + " ") or cards_key(deck, card_words(a)) != want:
            continue
        if meld is not None and not a.endswith(f" on {meld}"):
            continue
        out.append(a)
    return out


@dataclass(frozen=True, slots=True)
class MeldCard:
    """One card of a meld as the table shows it: its label (a joker with its identity), its
    suit tone, and the seat that scores it."""

    label: str
    tone: str
    scorer: int


class MostPresenter(FrenchPresenter):
    strings = MOST_STRINGS
    top_only_zones = ()  # the whole bridge is public and every card of it may be taken
    seat_verbs = ()  # ``swap 9c`` exchanges a card for a joker; no move names a seat
    areas = ("most_bridge", "most_melds", "most_builder")

    # -- cards -------------------------------------------------------------------------------------
    def face_of(self, c: Card, lang: str = "en", symbols: bool = True) -> Face:
        """A joker is drawn as a joker (🃏, or ``Jkr``/``Джк`` with the letters setting), never by
        its record text ``X1``: the two jokers are alike to a player."""
        if c.kind == "joker":
            mark = JOKER_MARK if symbols else JOKER_LETTERS.get(lang, JOKER_LETTERS["en"])
            return Face(mark, "wild", c.text, mark, mark)
        return super().face_of(c, lang, symbols)

    # -- the areas' data (pure: the areas in cardtable/tui/areas draw it) ----------------------------
    def roles(self, view: View, seat: int | None) -> list[ZoneRole]:
        """The bridge and the melds are drawn by the Most areas, not as generic piles."""
        return [ZoneRole(r.zone, "area") if r.zone.name.rstrip("0123456789") in AREA_ZONES else r
                for r in super().roles(view, seat)]

    def button_actions(self, legal: list[str], deck: Deck, hand: list[str]) -> list[ParsedAction]:
        """Bridge takes are made on the bridge row (cursor + Enter), not by a button per card."""
        return [p for p in super().button_actions(legal, deck, hand) if p.verb != "pick"]

    def take_count(self, view: View, card: str) -> int:
        """How many cards taking the bridge at ``card`` brings (it and every newer one)."""
        st = view.state
        assert isinstance(st, MostState)
        bridge = [st.deck.text(c) for c in st.bridge]
        return len(bridge) - bridge.index(card) if card in bridge else 0

    def bridge_hint(self, view: View, card: str, lang: str = "en") -> str:
        """What taking the bridge at ``card`` would do, for the label over the bridge row."""
        st = view.state
        assert isinstance(st, MostState)
        name = self.card_name(st.deck, card, lang)
        if f"pick {card}" not in view.legal:
            return self.s(lang, "bridge.cannot", card=name)
        n = self.take_count(view, card)
        free = st.opts.free_top_bridge_card and n == 1 and bool(st.stock)
        if free:
            return self.s(lang, "bridge.take.free", card=name)
        return self.s(lang, "bridge.take.must", card=name, n=n)

    def meld_groups(self, view: View) -> list[tuple[int, list[tuple[int, list[MeldCard]]]]]:
        """The melds by owner, in seat order: (owner, [(meld number, cards)]); numbers are the ``on
        N`` of lay-off actions (melds counted from 1 in the order they were made)."""
        st = view.state
        assert isinstance(st, MostState)
        deck = st.deck
        info = st.public_info()
        jokers = info["jokers"]
        by_owner: dict[int, list[tuple[int, list[MeldCard]]]] = {}
        for k, (cards, owner, scorers) in enumerate(zip(st.melds, info["owners"], info["scorers"], strict=True)):
            shown = []
            for c, sc in zip(cards, scorers, strict=True):
                t = deck.text(c)
                if t in jokers:
                    as_ = deck.by_text[jokers[t]][0]
                    face = self.face(deck, as_)
                    shown.append(MeldCard(f"{JOKER_MARK}={face.label}", face.tone, sc))
                else:
                    face = self.face(deck, c)
                    shown.append(MeldCard(face.label, face.tone, sc))
            by_owner.setdefault(owner, []).append((k + 1, shown))
        return sorted(by_owner.items())

    def builder_matches(self, legal: list[str], deck: Deck, verb: str, marked: Iterable[str],
                        meld: int | None = None) -> list[str]:
        """The legal actions of the meld builder's marked cards (``matching_actions``)."""
        return matching_actions(legal, deck, verb, marked, meld)

    def localise_cards(self, deck: Deck, cards: Iterable[str], lang: str = "en", symbols: bool = True) -> str:
        """Card texts as the table draws them (a joker as 🃏: its identity is in the melds)."""
        return " ".join(self.card_name(deck, t, lang, symbols) for t in cards)

    # -- refusals in words (the rule by name, from the catalog ``refusals.R``) -----------------------
    def word_refusal(self, refusal: Refusal, deck: Deck, names: list[str], viewer: int | None,
                     lang: str = "en", symbols: bool = True) -> str:
        """As every game's, with a joker drawn as in the log and the melds: ``X1`` as 🃏 and a
        declaration ``X1=9c`` as 🃏=9♣."""
        args = {k: self._joker_word(deck, v, lang, symbols) if k == "card" and isinstance(v, str) else v
                for k, v in refusal.args.items()}
        return super().word_refusal(replace(refusal, args=args), deck, names, viewer, lang, symbols)

    def _say(self, view: View, refusal: Refusal, lang: str) -> str:
        """A refusal as the table's message line says it (a sentence of its own).  The areas that
        ask have no players' names, so no refusal worded here names a seat (``pick_refusal`` says
        "it is not your turn" itself)."""
        return _sentence(self.word_refusal(refusal, view.state.deck, [], view.seat, lang))

    def builder_refusal(self, view: View, seat: int, verb: str, marked: list[str], lang: str = "en",
                        meld: int | None = None) -> str:
        """Why the marked cards make no legal ``verb`` (``meld`` or ``lay``) now, naming the rule:
        the target rule, keep-one, lay-off after one's own meld, table uniqueness, the meld shapes."""
        st = view.state
        assert isinstance(st, MostState)
        return self._say(view, why_not_marked(st, seat, verb, marked, meld), lang)

    def discard_refusal(self, view: View, seat: int, card: str, lang: str = "en") -> str:
        """Why ``discard card`` is refused: not this step, the target rule, the free bridge card,
        or table uniqueness (a joker stands for it): the engine's refusal, read from the view."""
        return self._say(view, view.state.why_illegal(seat, f"discard {card}"), lang)

    def swap_refusal(self, view: View, card: str, lang: str = "en") -> str:
        """Why ``swap card`` is refused: not this step, the target rule, or no joker stands for it."""
        return self._say(view, view.state.why_illegal(view.seat, f"swap {card}"), lang)

    def pick_refusal(self, view: View, card: str, lang: str = "en") -> str:
        """Why taking the bridge at ``card`` is refused: not one's turn, not the take step, or the
        target rule (the bridge row has no players' names to say whose turn it is)."""
        if view.seat not in view.state.to_act():
            return self._say(view, R("not_turn"), lang)
        return self._say(view, view.state.why_illegal(view.seat, f"pick {card}"), lang)

    def parse(self, action: str, deck: Deck) -> ParsedAction:
        """A joker word ``X1=9c`` names the joker ``X1`` (a hand card) and keeps its identity."""
        words = action.split(" ")
        verb, rest = words[0], words[1:]
        cards = tuple(w.partition("=")[0] for w in rest if w.partition("=")[0] in deck.by_text)
        args = tuple(w for w in rest if w.partition("=")[0] not in deck.by_text)
        return ParsedAction(action, verb, cards, args, "")

    def word(self, deck: Deck, w: str, lang: str, symbols: bool = True) -> str:
        joker, eq, as_ = w.partition("=")
        if eq:
            return f"{self.card_name(deck, joker, lang, symbols)}={self.card_name(deck, as_, lang, symbols)}"
        return self.card_name(deck, w, lang, symbols)

    def _joker_word(self, deck: Deck, w: str, lang: str, symbols: bool) -> str:
        """A refusal's card argument if it is a declaration (``X1=9c``: 🃏=9♣); any other card,
        a joker ``X1`` too (its face is 🃏), is left to ``card_name``."""
        return self.word(deck, w, lang, symbols) if "=" in w else w

    def action_label(self, p: ParsedAction, deck: Deck, names: list[str], lang: str = "en") -> str:
        words = p.text.split(" ")
        verb, rest = words[0], words[1:]
        key = f"act.{verb}"
        if key not in self.strings["en"]:
            return super().action_label(p, deck, names, lang)
        tail = ""
        if verb == "lay" and len(rest) >= 2 and rest[-2] == "on":
            tail = " " + self.s(lang, "act.on", n=rest[-1])
            rest = rest[:-2]
        return " ".join([self.s(lang, key)] + [self.word(deck, w, lang) for w in rest]) + tail

    def key_help(self, lang: str = "en") -> list[tuple[str, str]]:
        if lang == "ru":
            return [("{nav.up}, {nav.left}{nav.right}, {nav.play}",
                     "мост: взять с карты под курсором (её и все новее)"),
                    ("{nav.play}", "отметить карту руки для комбинации (или снять отметку)"),
                    ("{most.meld}", "выложить отмеченные карты"),
                    ("{most.lay}, {most.lay_on.1}-{most.lay_on.9}", "приложить отмеченные (к комбинации N)"),
                    ("{move.draw}", "взять из колоды"), ("{most.discard}", "сбросить карту под курсором"),
                    ("{most.swap}", "обменять карту под курсором на джокера"), ("{most.clear}", "снять отметки"),
                    ("{move.pass}", "закончить раздачу (пустая колода)")]
        return [("{nav.up}, {nav.left}{nav.right}, {nav.play}",
                 "the bridge: take from the card under the cursor (it and every newer one)"),
                ("{nav.play}", "mark a hand card for a meld (or unmark it)"),
                ("{most.meld}", "meld the marked cards"),
                ("{most.lay}, {most.lay_on.1}-{most.lay_on.9}", "lay off the marked cards (on meld N)"),
                ("{move.draw}", "draw from the stock"), ("{most.discard}", "discard the card under the cursor"),
                ("{most.swap}", "exchange the card under the cursor for the joker"),
                ("{most.clear}", "clear the marks"),
                ("{move.pass}", "end the hand (empty stock)")]

    def guess_card_action(self, legal: list[str], deck: Deck, text: str) -> str:
        """Enter on a hand card out of turn: the engine's reason for a discard (whose turn it is)."""
        return f"discard {text}"

    def zone_label(self, name: str, lang: str = "en") -> str:
        if name.startswith("meld") and name[4:].isdigit():
            return self.s(lang, "zone.meld", n=name[4:])
        return super().zone_label(name, lang)

    def event_text(self, ev: Event, deck: Deck, names: list[str], viewer: int | None,
                   lang: str = "en", symbols: bool = True) -> str | None:
        who = self.who(ev.seat, viewer, names, lang)
        d = ev.data
        k = ev.kind
        if k in ("pick", "meld", "lay"):
            cards = self.cards_text(deck, list(d.get("cards", [])), lang, symbols)
            return self._ev(lang, f"ev.{k}", ev.seat, viewer, who=who, cards=cards, n=d.get("meld", ""))
        if k in ("swap", "discard"):
            card = self.face(deck, d["card"], lang, symbols).label
            return self._ev(lang, f"ev.{k}", ev.seat, viewer, who=who, card=card, n=d.get("meld", ""))
        if k == "stock_end":
            return self.s(lang, "ev.stock_end", who=who)
        return super().event_text(ev, deck, names, viewer, lang, symbols)

    def _info(self, view: View) -> MostInfo:
        st = view.state
        assert isinstance(st, MostState)
        return st.public_info()

    def whats_expected(self, view: View, lang: str = "en") -> str:
        info = self._info(view)
        if info["phase"] == "take":
            return self.s(lang, "what.take" if "draw" in view.legal else "what.take.empty")
        if info["target"]:
            return self.s(lang, "what.target", card=self.card_name(view.state.deck, info["target"], lang))
        return self.s(lang, "what.table")

    def info(self, view: View, lang: str = "en") -> list[tuple[str, str]]:
        info = self._info(view)
        out = [(f"{self.s(lang, 'info.stock')}: {info['stock']}", "")]
        if info["target"]:
            out.append((f"  {self.s(lang, 'info.target')}: {self.card_name(view.state.deck, info['target'], lang)}",
                        ""))
        return out

    def hand_points(self, state: State, seat: int) -> tuple[list[int] | None, int] | None:
        """Cards left in hand count against their holder (most.md: table cards scored minus hand
        cards, a joker ``-joker_hand_penalty``), so the moment's sum is what the sheet subtracts."""
        assert isinstance(state, MostState)
        pen = state.opts.joker_hand_penalty
        pts = [-(pen if is_joker(c) else POINTS[c]) for c in self.held(state, seat)]
        return pts, sum(pts)

    def table_points(self, state: MostState, seat: int) -> int:
        """What ``seat`` scores on the table: every card it put there (its melds, its lay-offs on
        anybody's melds), a joker 0 (most.md section 6)."""
        return sum(POINTS[c] for m in state.melds for c in m if state.scorer[c] == seat and not is_joker(c))

    def showdown(self, state: State, row: Any, names: list[str], viewer: int | None, lang: str = "en",
                 symbols: bool = True) -> list[tuple[str, str]] | None:
        """Both halves of a Most hand's score, per player: the points of the cards he put on the
        table, the cards left in his hand with their penalty, and the hand's score (the sheet's
        new row), so the row can be checked; the generic moment showed only the penalty."""
        if not isinstance(state, MostState) or not isinstance(row, HandResult):
            return None
        deck = state.deck
        width = max(len(n) for n in names) + 2
        out: list[tuple[str, str]] = []
        for s, name in enumerate(names):
            table = self.table_points(state, s)
            counted = self.hand_points(state, s)
            penalty = counted[1] if counted is not None else 0
            out.append(("\n" + name.ljust(width), "bold"))
            out.append((self.s(lang, "end.table", n=table), ""))
            out.append((" · ", "dim"))
            cards = self.held(state, s)
            if not cards:
                out.append((self.s(lang, "end.out" if s == state.went_out else "end.empty"), "dim"))
            else:
                out.append((self.s(lang, "end.hand") + " ", ""))
                for c in cards:
                    face = self.face(deck, c, lang, symbols)
                    out.append((face.label + " ", face.tone))
                out.append((f"{penalty:+d}".replace("-", "−"), "bold red" if penalty else ""))
            points = row.points[s] if s < len(row.points) else table + penalty
            out.append((" = ", "dim"))
            out.append((self.s(lang, "end.sum", n=f"{points:+d}".replace("-", "−")), "bold"))
        return out


PRESENTER = MostPresenter()
