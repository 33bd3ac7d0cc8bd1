"""Uno 52 at the table: Uno's presentation plus the open poker hands, chips, pots and the overlay.

Everything comes from the masked view (``public_info()``, the open stacks, the top of the pile), so
nothing shown leaks a closed card.  A ranked card is drawn as rank and suit in its colour (the
colour letter stays in the corner for colour-blind players and mono terminals).
"""

from __future__ import annotations

from typing import Any

from cardtable.engine.cards import SUIT_SYMBOLS, Card, Deck
from cardtable.engine.mechanics.poker import winners
from cardtable.engine.sheet import HandResult
from cardtable.engine.state import Event, State, View, Zone
from cardtable.games.present import RU_RANKS, Face, ParsedAction, ZoneRole
from cardtable.games.uno.present import TONES, UNO_STRINGS, UnoPresenter

from .refusals import R
from .state import Uno52State

COLOUR_WORDS: dict[str, dict[str, tuple[str, str, str]]] = {
    "en": {c: (w, w, w) for c, w in (("R", "red"), ("Y", "yellow"), ("G", "green"), ("B", "blue"))},
    "ru": {"R": ("красный", "красная", "красную"), "Y": ("жёлтый", "жёлтая", "жёлтую"),
           "G": ("зелёный", "зелёная", "зелёную"), "B": ("синий", "синяя", "синюю")},
}
"""A card's colour in words: the masculine form, the feminine, the feminine accusative (a card
put somewhere); the masculine inanimate accusative is its nominative."""
MASCULINE_RANKS = frozenset({"J", "K", "A"})
"""Валет, король, туз: «синий К♠»; every other rank is a feminine noun (двойка … десятка, дама),
and so is an action card (карта «+2»)."""

STRINGS52: dict[str, dict[str, str]] = {
    "en": {
        **UNO_STRINGS["en"],
        "act.cover": "Cover",
        "ev.cover": "{who} covers {under} with {cards}",
        "ev.cover.you": "You cover {under} with {cards}",
        "ev.drew": "You got {cards}",
        "ev.keep": "{who} keeps the open hand",
        "ev.keep.you": "You keep your open hand",
        "ev.guilty": "Guilty! {who} draws 6",
        "what.overlay": "cover one of your open cards (same colour or rank) or pass",
        "what.last": "play on {top} ({colour}), lay your last card on your open hand, or draw",
        "mark.chips": "{n} chips",
        "zone.open": "Open {seat}/{slot}",
        "act.cover.slot": "Lay {card} on open card {slot}",
        "act.keep": "Keep open hand",
        "area.chips": "{n}",
        "area.out": "out of chips",
        "area.dealer": "D",
        "area.sb": "SB",
        "area.bb": "BB",
        "area.best": "★",
        "area.you": "you",
        "pick.where": "Lay {card} on which open card? ←→ or 1-5 to choose a lit one, Enter to lay it, Esc back",
        "pick.none": R.templates("cover_none")[0],  # the table's refusals, worded in the catalog
        "pick.unlit": R.templates("cover_unlit")[0],
        "pick.first": "choose a card of your hand first (Enter on it)",
        "keys.pick.move": "open card",
        "keys.pick.lay": "lay",
        "keys.pick.back": "back",
        "keys.overlay": "on a card: lay it on your open hand",
        "pots.title": "Pots",
        "pots.line": "small {sbp} · big {bbp} · common {cp}",
        "pots.blinds.sizes": "blinds {small}/{big}, ante {ante}",
        "end.out": "{who} went out",
        "end.out.you": "You went out",
        "show.title": "Showdown",
        "show.out": "{who} went out",
        "show.best": "best hand",
        "show.bbp": "Big-blind pot {n} → {who} (went out)",
        "show.sbp": "Small-blind pot {n} → {who} (best hand)",
        "show.sbp.split": "Small-blind pot {n} split among {who}: {share} each",
        "show.sbp.rest": ", {rest} left over to the common pot",
        "show.cp.taken": "Common pot {n} → {who} (went out with the sole best hand)",
        "show.cp.won": "Common pot {n} → {who} (the last player with chips)",
        "show.cp.stays": "Common pot {n} stays for the next round",
        "show.cp.tie": "Common pot {n} stays for the next round (a tie for the best hand)",
        "show.gone": "{who} has no chips left and leaves the match",
        "show.chips": "Chips now: {chips}",
    },
    "ru": {
        **UNO_STRINGS["ru"],
        "act.cover": "Накрыть",
        "ev.play": "{who} кладёт {cards}",
        "ev.cover": "{who} кладёт {cards} на {under}",
        "ev.cover.you": "Вы кладёте {cards} на {under}",
        "ev.keep": "{who} не меняет открытую руку",
        "ev.keep.you": "Вы не меняете открытую руку",
        "ev.guilty": "Виновен! {who} берёт 6",
        "what.overlay": "накройте одну из открытых карт (тот же цвет или значение) или пас",
        "what.last": "положите на {top} ({colour}), выложите последнюю карту в открытую руку или возьмите",
        "mark.chips": "фишек: {n}",
        "zone.open": "Открытая {seat}/{slot}",
        "act.cover.slot": "На открытую карту {slot}: {card}",
        "act.keep": "Не менять руку",
        "area.chips": "{n}",
        "area.out": "выбыл(а), нет фишек",
        "area.dealer": "Сд",
        "area.sb": "МБ",
        "area.bb": "ББ",
        "area.best": "★",
        "area.you": "вы",
        "pick.where": ("Куда положить: {card}? ←→ или 1-5 — выбрать подсвеченную открытую карту, "
                       "Enter — положить, Esc — назад"),
        "pick.none": R.templates("cover_none")[1],
        "pick.unlit": R.templates("cover_unlit")[1],
        "pick.first": "сначала выберите карту руки (Enter на ней)",
        "keys.pick.move": "открытая карта",
        "keys.pick.lay": "положить",
        "keys.pick.back": "назад",
        "keys.overlay": "на карте: положить её в открытую руку",
        "pots.title": "Банки",
        "pots.line": "малый {sbp} · большой {bbp} · общий {cp}",
        "pots.blinds.sizes": "блайнды {small}/{big}, анте {ante}",
        "end.out": "{who} первым(ой) избавился(ась) от карт",
        "end.out.you": "Вы первыми избавились от карт",
        "show.title": "Вскрытие",
        "show.out": "{who} вышел(а)",
        "show.best": "лучшая рука",
        "show.bbp": "Банк большого блайнда {n} → {who} (вышел(а))",
        "show.sbp": "Банк малого блайнда {n} → {who} (лучшая рука)",
        "show.sbp.split": "Банк малого блайнда {n} делят {who}: по {share}",
        "show.sbp.rest": ", остаток {rest} — в общий банк",
        "show.cp.taken": "Общий банк {n} → {who} (вышел(а) с единственной лучшей рукой)",
        "show.cp.won": "Общий банк {n} → {who} (последний игрок с фишками)",
        "show.cp.stays": "Общий банк {n} остаётся на следующий кон",
        "show.cp.tie": "Общий банк {n} остаётся на следующий кон (ничья по лучшей руке)",
        "show.gone": "У {who} не осталось фишек: выбывает из игры",
        "show.chips": "Фишки теперь: {chips}",
    },
}


class Uno52Presenter(UnoPresenter):
    strings = STRINGS52
    show_totals = False
    areas = ("uno52_hands", "uno52_pots")

    def roles(self, view: View, seat: int | None) -> list[ZoneRole]:
        """The open stacks are drawn by the open-hands area, not as fifteen-odd piles."""
        return [r for r in super().roles(view, seat) if not r.zone.name.startswith("open")] + [
            ZoneRole(r.zone, "open") for r in super().roles(view, seat) if r.zone.name.startswith("open")]

    # -- cards in words: the colour decides in Uno 52, so text names it ---------------------------------
    def card_words(self, c: Card, lang: str = "en", symbols: bool = True, case: str = "nom") -> str:
        """A card in a sentence, its colour in words: "blue 5♥", "red +2" (Russian «синяя 5♥»,
        «синий К♠», accusative ``case="acc"`` «синюю 5♥»); a wild as drawn (``W``, ``W+4``).
        Why: two 7♠ of different colours are different cards here, and "Boris covers 7♠ with
        7♠" or a letter such as ``B5h`` named neither."""
        face = self.face_of(c, lang, symbols)
        if not c.colour:
            return face.label
        mark = face.label if c.suit else face.label[len(c.colour):]
        forms = COLOUR_WORDS.get(lang, COLOUR_WORDS["en"])[c.colour]
        masculine = bool(c.suit) and c.rank in MASCULINE_RANKS
        word = forms[0] if masculine else forms[2] if case == "acc" else forms[1]
        return f"{word} {mark}"

    def card_name(self, deck: Deck, text: str, lang: str = "en", symbols: bool = True) -> str:
        ids = deck.by_text.get(text)
        if not ids:
            return text
        return self.card_words(deck.cards[ids[0]], lang, symbols)

    def cards_text(self, deck: Deck, cards: list[int], lang: str, symbols: bool = True, case: str = "nom") -> str:
        """Cards in a sentence, each with its colour, comma-separated (``You got yellow ⊘, blue 3♦``)."""
        return ", ".join(self.card_words(deck.cards[c], lang, symbols, case) if 0 <= c < len(deck.cards)
                         else self.face(deck, c, lang, symbols).label for c in cards)

    def action_label(self, p: ParsedAction, deck: Deck, names: list[str], lang: str = "en") -> str:
        if p.verb == "cover" and p.cards and p.args and p.args[0].isdigit():
            return self.s(lang, "act.cover.slot", card=self.card_name(deck, p.cards[0], lang),
                          slot=int(p.args[0]) + 1)
        return super().action_label(p, deck, names, lang)

    def button_label(self, p: ParsedAction, view: View, names: list[str], lang: str = "en") -> str:
        if p.verb == "pass" and view.state.public_info()["phase"] == "overlay":
            return self.s(lang, "act.keep")
        return super().button_label(p, view, names, lang)

    def key_help(self, lang: str = "en") -> list[tuple[str, str]]:
        if lang == "ru":
            extra = [("{nav.play}, {nav.left}{nav.right} / {uno52.slot.1}–{uno52.slot.5}, {nav.play}",
                      "после хода: карта руки, затем открытая карта, на которую её положить"),
                     ("{move.pass}", "не менять открытую руку")]
        else:
            extra = [("{nav.play}, {nav.left}{nav.right} / {uno52.slot.1}–{uno52.slot.5}, {nav.play}",
                      "after a play: a hand card, then the open card to lay it on"),
                     ("{move.pass}", "keep your open hand as it is")]
        return super().key_help(lang) + extra

    def face_of(self, c: Card, lang: str = "en", symbols: bool = True) -> Face:
        if c.colour and c.suit:  # a ranked card: rank and suit, in its colour
            rank = RU_RANKS.get(c.rank, c.rank) if lang == "ru" else c.rank
            mark = SUIT_SYMBOLS[c.suit] if symbols else c.suit
            return Face(rank + mark, TONES.get(c.colour, "black"), c.text, c.colour, rank + mark)
        return super().face_of(c, lang, symbols)

    def zone_label(self, name: str, lang: str = "en") -> str:
        if name.startswith("open"):
            seat, _, slot = name[4:].partition("_")
            if seat.isdigit() and slot.isdigit():
                return self.s(lang, "zone.open", seat=int(seat) + 1, slot=int(slot) + 1)
        return super().zone_label(name, lang)

    def shown_cards(self, zone: Zone) -> list[int]:
        if zone.name.startswith("open"):
            return zone.cards[-1:]  # the poker hand is the top cards; covered ones are dead
        return super().shown_cards(zone)

    def seat_marks(self, view: View, lang: str = "en") -> dict[int, str]:
        """Chips beside the names.  The poker hands' categories are in the open-hands area: beside
        the names too they pushed the card counts (Uno's key public fact) off a narrow screen."""
        st = view.state
        assert isinstance(st, Uno52State)
        return {s: self.s(lang, "mark.chips", n=n) for s, n in enumerate(st.chips) if s not in st.gone}

    def event_text(self, ev: Event, deck: Deck, names: list[str], viewer: int | None,
                   lang: str = "en", symbols: bool = True) -> str | None:
        d = ev.data
        if ev.kind == "cover":
            who = self.who(ev.seat, viewer, names, lang)
            return self._ev(lang, "ev.cover", ev.seat, viewer, who=who,
                            cards=self.cards_text(deck, [d["card"]], lang, symbols, "acc"),
                            under=self.cards_text(deck, [d["under"]], lang, symbols, "acc"))
        if ev.kind == "play":  # a card put down: the accusative («кладёт синюю 5♥»)
            cards = d.get("cards") or ([d["card"]] if "card" in d else [])
            return self._ev(lang, "ev.play", ev.seat, viewer, who=self.who(ev.seat, viewer, names, lang),
                            cards=self.cards_text(deck, cards, lang, symbols, "acc"))
        if ev.kind == "keep":
            return self._ev(lang, "ev.keep", ev.seat, viewer, who=self.who(ev.seat, viewer, names, lang))
        return super().event_text(ev, deck, names, viewer, lang, symbols)

    def whats_expected(self, view: View, lang: str = "en") -> str:
        st = view.state
        assert isinstance(st, Uno52State)
        info = st.public_info()
        if info["phase"] == "overlay":
            return self.s(lang, "what.overlay")
        if info["phase"] == "play" and any(a.startswith("cover") for a in view.legal):
            top = self.face(st.deck, st.discard[-1], lang).label
            return self.s(lang, "what.last", top=top, colour=self.colour_name(info["colour"], lang))
        return super().whats_expected(view, lang)

    # -- the end of a round ------------------------------------------------------------------------
    def hand_result(self, row: Any, names: list[str], viewer: int | None, lang: str = "en") -> str:
        """Going out wins only the big-blind pot: the showdown below says who won what."""
        out = list(row.winners) if isinstance(row, HandResult) else []
        if not out:
            return super().hand_result(row, names, viewer, lang)
        if out == [viewer]:
            return self.s(lang, "end.out.you")
        return self.s(lang, "end.out", who=self.who(out[0], viewer, names, lang))

    def showdown(self, state: State, row: Any, names: list[str], viewer: int | None, lang: str = "en",
                 symbols: bool = True) -> list[tuple[str, str]] | None:
        """Every open poker hand with its category (the best marked), then where each pot went, from
        the round's result (``spec.score_hand``'s extra).  Names, not "you": the lines are read
        by everybody at a hot-seat table alike."""
        if not isinstance(state, Uno52State) or not isinstance(row, HandResult) or not row.extra:
            return None
        x = row.extra
        if "bbp" not in x:
            return None
        deck = state.deck
        out: list[tuple[str, str]] = [("\n" + self.s(lang, "show.title") + "\n", "bold underline")]
        width = max(len(n) for n in names) + 2
        best = list(x.get("best", []))
        for s, name in enumerate(names):
            out.append((name.ljust(width), "bold"))
            if s in state.gone:  # out of the match before this round: no cards
                out.append((self.s(lang, "area.out") + "\n", "dim"))
                continue
            for c in state.open_tops(s):
                face = self.face(deck, c, lang, symbols)
                out.append((f"{face.label:>3}{face.corner.lower()} ", face.tone))
            out.append(("  " + state.hand_name(s, lang), "bold" if s in best else ""))
            if s in best:
                out.append(("  ★ " + self.s(lang, "show.best"), "bold #f4d03f"))
            out.append(("\n", ""))
        out.append(("\n", ""))
        named = names.__getitem__
        out.append((self.s(lang, "show.bbp", n=x["bbp"], who=named(x["out"])) + "\n", ""))
        if len(best) == 1:
            line = self.s(lang, "show.sbp", n=x["sbp"], who=named(best[0]))
        else:
            line = self.s(lang, "show.sbp.split", n=x["sbp"], who=", ".join(map(named, best)), share=x["sbp_share"])
        if x.get("sbp_rest"):
            line += self.s(lang, "show.sbp.rest", rest=x["sbp_rest"])
        out.append((line + "\n", ""))
        if x.get("cp_taken") and x.get("cp_to", -1) >= 0:
            key = "show.cp.taken" if x["cp_to"] == x["out"] and best == [x["out"]] else "show.cp.won"
            out.append((self.s(lang, key, n=x["cp_taken"], who=named(x["cp_to"])) + "\n", "bold"))
        else:
            key = "show.cp.tie" if len(best) > 1 else "show.cp.stays"
            out.append((self.s(lang, key, n=x["cp"]) + "\n", ""))
        for s in x.get("eliminated", []):
            out.append((self.s(lang, "show.gone", who=named(s)) + "\n", "bold #ff5f57"))
        chips = x.get("chips")
        if chips:
            shown = " · ".join(f"{names[s]} {chips[s]}" for s in range(len(names)))
            out.append((self.s(lang, "show.chips", chips=shown), "dim"))
        return out

    def best_now(self, state: Uno52State) -> list[int]:
        """The seats holding the best open hand right now (public: open hands are face up)."""
        return winners(state.hand_rank(s) for s in range(state.n))


PRESENTER = Uno52Presenter()
