"""Most at the generic table: labels for meld, lay-off, exchange and bridge actions, log lines, status.

Until the rummy table areas of a later session exist, a person plays Most with the generic table:
the cursor on a hand card offers every action naming that card (melds and lay-offs included, each
label spelling out its cards, a joker as ``🃏=9♣``), and the buttons offer draw, pass and the
bridge picks.  Everything here reads the masked view only.
"""

from __future__ import annotations

from cardtable.engine.cards import Deck
from cardtable.engine.state import Event, View
from cardtable.games.present import ParsedAction
from cardtable.games.present_french import FRENCH_STRINGS, FrenchPresenter

JOKER_MARK = "🃏"

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
        "what.take": "draw from the stock, or take from the bridge a card you meld at once",
        "what.take.empty": "the stock is empty: take from the bridge a card you meld at once, or end the hand",
        "what.target": "put {card}, taken from the bridge, on the table first",
        "what.table": "meld, lay off or exchange a joker, then discard",
        "info.stock": "Stock",
        "info.target": "Must use",
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
        "what.take.empty": "колода пуста: возьмите из моста карту, которую сразу выложите, или закончите раздачу",
        "what.target": "сначала выложите {card}, взятую из моста",
        "what.table": "выкладывайте, прикладывайте, меняйте джокера, затем сбросьте карту",
        "info.stock": "Колода",
        "info.target": "Выложить",
    },
}


class MostPresenter(FrenchPresenter):
    strings = MOST_STRINGS
    top_only_zones = ()  # the whole bridge is public and every card of it may be taken

    def parse(self, action: str, deck: Deck) -> ParsedAction:
        """A joker word ``X1=9c`` names the joker ``X1`` (a hand card) and keeps its identity."""
        words = action.split(" ")
        verb, rest = words[0], words[1:]
        cards = tuple(w.partition("=")[0] for w in rest if w.partition("=")[0] in deck.by_text)
        args = tuple(w for w in rest if w.partition("=")[0] not in deck.by_text)
        return ParsedAction(action, verb, cards, args, "")

    def word(self, deck: Deck, w: str, lang: str) -> str:
        joker, eq, as_ = w.partition("=")
        if eq:
            return f"{JOKER_MARK}={self.card_name(deck, as_, lang)}"
        return self.card_name(deck, w, lang)

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

    def hotkey(self, p: ParsedAction) -> str:
        return {"draw": "d", "pass": "p"}.get(p.verb, "")

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

    def whats_expected(self, view: View, lang: str = "en") -> str:
        info = view.state.public_info()  # type: ignore[attr-defined]
        if info["phase"] == "take":
            return self.s(lang, "what.take" if "draw" in view.legal else "what.take.empty")
        if info["target"]:
            return self.s(lang, "what.target", card=self.card_name(view.state.deck, info["target"], lang))
        return self.s(lang, "what.table")

    def info(self, view: View, lang: str = "en") -> list[tuple[str, str]]:
        info = view.state.public_info()  # type: ignore[attr-defined]
        out = [(f"{self.s(lang, 'info.stock')}: {info['stock']}", "")]
        if info["target"]:
            out.append((f"  {self.s(lang, 'info.target')}: {self.card_name(view.state.deck, info['target'], lang)}",
                        ""))
        for joker, as_ in info["jokers"].items():
            out.append((f"  {joker} {JOKER_MARK}={self.card_name(view.state.deck, as_, lang)}", ""))
        return out


PRESENTER = MostPresenter()
