"""Mini Family at the table: family cards, the ask log, the passing round and the signal race.

Card faces (families.md section 2): the family's glyph and the member's letter (``🐸P``, Russian
``🐸П``), the family's colour as the tone, and the ASCII fallback ``Tp`` (the notation) when the
table shows letters instead of symbols.  With ``deck_style=playing_cards`` the cards are French
cards and the generic faces apply.  A big card's bottom line is the family strip ``PMDS`` with this
member lit (``Face.foot``).  The ask dialog's prompt, the laid families, the ask log and the
Kukareku seat strip are the ``families`` area (``tui/areas/families.py``).  Timing
(``Presenter.timing``): a passing round is a ``choose`` step (each seat decides in secret), the
reaction phase a ``race`` like Uno's slap.  Everything comes from the masked view and
``public_info()``.
"""

from __future__ import annotations

import random
from typing import Any

from cardtable.engine.cards import FAMILIES, MEMBERS, Card, Deck
from cardtable.engine.state import Event, State, View, Vis, Zone
from cardtable.games.present import STRINGS, Face, KeyedAction, ParsedAction, Presenter, ZoneRole

from .options import FamiliesOptions
from .state import FamiliesAskInfo, FamiliesState, KukarekuInfo

GLYPHS = ("🐸", "🔮", "👑", "👻", "🎻", "🐴", "⭐")
TONES = ("green", "magenta", "yellow", "white", "red", "blue", "cyan")
MEMBER_LETTERS = {"en": "PMDS", "ru": "ПМДС"}
FAMILY_NAMES = {
    "en": ("Toads", "Sorcerers", "Royals", "Ghosts", "Troubadours", "Knights", "Wizards"),
    "ru": ("Жабы", "Колдуны", "Королевская семья", "Призраки", "Трубадуры", "Рыцари", "Волшебники"),
}

FAMILIES_STRINGS: dict[str, dict[str, str]] = {
    "en": {
        **STRINGS["en"],
        "act.ask": "Ask {target}",
        "act.want": "Want",
        "act.signal": "👍 Signal",
        "act.pass": "Give up",
        "ev.ask": "{who} asks {target}…",
        "ev.want.yes": "{who} asks {target} for {card}: yes!",
        "ev.want.no": "{who} asks {target} for {card}: no",
        "ev.ask.to_you": "{who} asks you…",
        "ev.want.yes.to_you": "{who} asks you for {card}: yes!",
        "ev.want.no.to_you": "{who} asks you for {card}: no",
        "ev.lucky": "{who} draws the wanted {card} and asks again",
        "ev.lucky.you": "You draw the wanted {card} and ask again",
        "ev.family": "{who} lays down {family}",
        "ev.out": "{who} has no cards left and is out",
        "ev.out.you": "You have no cards left and are out",
        "ev.no_one": "Nobody else holds a card: the turn passes",
        "ev.select": "{who} has chosen",
        "ev.chose": "You pass {card}",
        "ev.transfer": "Everyone passes a card (round {n})",
        "ev.got": "You receive {card}",
        "ev.signal.first": "{who} puts a thumb on the table 👍",
        "ev.signal": "{who} copies the signal 👍",
        "ev.late": "{who} is too late",
        "ev.kukareku": "{who}: «Cock-a-doodle-doo!» 🐓",
        "ev.game_over": "Game over",
        "ev.game_over.signals": "Game over. Signals in order: {order} 👍",
        "what.ask": "choose whom to ask (digit or click)",
        "what.want": "choose the card to ask {target} for",
        "what.give": "choose a card to pass on in secret",
        "what.give.signal": "choose a card to pass on, or signal: you hold a family!",
        "what.react": "a signal! copy it now",
        "status.choosing": "Everyone chooses a card to pass…",
        "info.stock": "Stock: {n}",
        "standing.kukareku": "{wins} won · 🐓 {marks}",
        "info.round": "Round {n}",
        "info.asks": "Asks:",
        "zone.sel": "Your choice",
        "info.laid": "Families down:",
        "window.race": "Copy the signal! {sec:.1f} s",
        "mark.out": "out",
        "key.ask": "ask",
        "key.give": "give",
        "key.signal": "👍 signal",
    },
    "ru": {
        **STRINGS["ru"],
        "act.ask": "Спросить: {target}",
        "act.want": "Прошу",
        "act.signal": "👍 Знак",
        "act.pass": "Сдаюсь",
        "ev.ask": "{who} спрашивает у игрока {target}…",
        "ev.want.yes": "{who} просит у игрока {target} {card}: есть!",
        "ev.want.no": "{who} просит у игрока {target} {card}: нет",
        "ev.ask.to_you": "{who} спрашивает у вас…",
        "ev.want.yes.to_you": "{who} просит у вас {card}: есть!",
        "ev.want.no.to_you": "{who} просит у вас {card}: нет",
        "ev.lucky": "{who} вытягивает нужную карточку {card} и спрашивает снова",
        "ev.lucky.you": "Вы вытягиваете нужную карточку {card} и спрашиваете снова",
        "ev.family": "{who} выкладывает семью {family}",
        "ev.out": "{who} без карточек — выбывает из игры",
        "ev.out.you": "Вы без карточек — выбываете из игры",
        "ev.no_one": "Больше ни у кого нет карточек: ход переходит",
        "ev.select": "{who} выбрал(а) карточку",
        "ev.chose": "Вы передаёте {card}",
        "ev.transfer": "Все передают карточку (круг {n})",
        "ev.got": "Вам пришла {card}",
        "ev.signal.first": "{who} кладёт большой палец на стол 👍",
        "ev.signal": "{who} повторяет знак 👍",
        "ev.late": "{who} не успевает",
        "ev.kukareku": "{who}: «Кукареку!» 🐓",
        "ev.game_over": "Игра окончена",
        "ev.game_over.signals": "Игра окончена. Знаки по порядку: {order} 👍",
        "what.ask": "выберите, у кого спросить (цифра или щелчок)",
        "what.want": "выберите карточку, которую просите у игрока {target}",
        "what.give": "тайно выберите карточку для соседа",
        "what.give.signal": "выберите карточку или подайте знак: у вас семья!",
        "what.react": "знак! повторите его скорее",
        "status.choosing": "Все выбирают карточку для передачи…",
        "info.stock": "Колода: {n}",
        "standing.kukareku": "побед: {wins} · 🐓 {marks}",
        "info.round": "Круг {n}",
        "info.asks": "Вопросы:",
        "zone.sel": "Ваш выбор",
        "info.laid": "Собранные семьи:",
        "window.race": "Повторите знак! {sec:.1f} с",
        "mark.out": "выбыл(а)",
        "key.ask": "спросить",
        "key.give": "передать",
        "key.signal": "👍 знак",
    },
}


BOT_DELAYS = {
    "easy": ((0.8, 2.5), (1.5, 3.5)),
    "normal": ((0.4, 1.2), (0.8, 2.0)),
    "hard": ((0.15, 0.5), (0.4, 1.0)),
}
"""families.md section 8: seconds a bot waits before its own signal and before copying one, by level."""


class FamiliesPresenter(Presenter):
    strings = FAMILIES_STRINGS
    seat_verbs = ("ask",)
    keyed = Presenter.keyed + (KeyedAction("families.signal", "s", "give the 👍 signal", "подать знак 👍"),)
    areas = ("families",)
    signal_verb = "signal"
    """The real-time signal: the session times bots' signals by ``bot_delay`` (tui/session.py)."""
    hidden_options = ("reaction_window_s", "pass_timer_s")

    # -- timing ------------------------------------------------------------------------------------
    def timing(self, state: State) -> str:
        phase = state.public_info()["phase"]
        if phase == "select":
            return "choose"  # every seat picks its card in secret; the transfer waits for all
        if phase == "react":
            return "race"  # everyone copies the signal against one countdown; the last one shouts
        return "turn"

    def bot_delay(self, state: State, level: str, rng: random.Random) -> float:
        """How long a bot of ``level`` waits before signalling now (uniform in the spec's range): its
        own signal in a passing round, a copy in the reaction phase.  The table session draws it once
        per bot and phase (``Session._bot_signal_due``); the engine sees only the order."""
        own, copy = BOT_DELAYS.get(level, BOT_DELAYS["normal"])
        lo, hi = copy if state.public_info()["phase"] == "react" else own
        return rng.uniform(lo, hi)

    def fleeting(self, ev: Event, options: Any) -> bool:
        """``ask_log`` other than ``full``: the log keeps only the newest ask (who asked whom, for
        what, and the answer); the families area shows the last one (``last``) or none (``none``)."""
        return ev.kind in ("ask", "want") and isinstance(options, FamiliesOptions) and options.ask_log != "full"

    # -- cards -------------------------------------------------------------------------------------
    def face_of(self, c: Card, lang: str = "en", symbols: bool = True) -> Face:
        if c.kind != "member":
            return super().face_of(c, lang, symbols)
        f = FAMILIES.index(c.rank)
        m = MEMBERS.index(c.text[1])
        letter = MEMBER_LETTERS.get(lang, MEMBER_LETTERS["en"])[m]
        strip = MEMBER_LETTERS.get(lang, MEMBER_LETTERS["en"]) if symbols else "PMDS"
        if symbols:
            return Face(GLYPHS[f] + letter, TONES[f], c.text, GLYPHS[f], letter, strip)
        return Face(c.text, TONES[f], c.text, c.rank, c.text[1].upper(), strip)

    def family_text(self, deck: Deck, f: int, lang: str = "en", symbols: bool = True) -> str:
        """A laid family as a chip: ``🐸×4`` (ASCII ``T×4``; playing cards ``J×4``)."""
        c = deck.cards[4 * f]
        if c.kind != "member":
            return f"{c.rank}×4"
        return f"{GLYPHS[f] if symbols else c.rank}×4"

    # -- zones ---------------------------------------------------------------------------------------
    def roles(self, view: View, seat: int | None) -> list[ZoneRole]:
        """The stock and the hands.  In Kukareku a pending choice stays in its holder's hand (it is
        still his card until the transfer): the viewer sees it there, marked by the families area,
        and every seat's count stays 4.  Laid families are drawn by the families area and listed at
        the seats (``seat_marks``) rather than as n piles."""
        st = view.state
        first, hands = [], []
        sel = {z.owner: z.cards for z in st.zones() if z.name.startswith("sel")}
        for z in st.zones():
            name = z.name
            if name.startswith("hand"):
                if sel.get(z.owner):
                    z = Zone(name, z.cards + sel[z.owner], Vis.OWNER, z.owner)  # a copy: the view's lists stay
                hands.append(ZoneRole(z, "hand" if z.owner == seat else "opponent"))
            elif name == "stock":
                first.append(ZoneRole(z, "deck"))
        return first + hands

    def zone_label(self, name: str, lang: str = "en") -> str:
        if name.startswith("sel"):
            return self.s(lang, "zone.sel")
        return super().zone_label(name, lang)

    # -- actions -------------------------------------------------------------------------------------
    def move_id(self, p: ParsedAction) -> str:
        if p.verb == "signal":
            return "families.signal"
        return super().move_id(p)

    def card_actions(self, legal: list[str], deck: Deck, hand: list[str]) -> dict[str, list[ParsedAction]]:
        """Also ``want X`` under each held card of X's family: Enter on a hand card in the ask
        dialog offers just the members of that family one may ask for (one: asked at once)."""
        out = super().card_actions(legal, deck, hand)
        by_family: dict[int, list[str]] = {}
        for t in hand:
            ids = deck.by_text.get(t)
            if ids:
                by_family.setdefault(ids[0] >> 2, []).append(t)
        for a in legal:
            if a.startswith("want "):
                p = self.parse(a, deck)
                for t in by_family.get(deck.by_text[p.cards[0]][0] >> 2, []) if p.cards else []:
                    out.setdefault(t, []).append(p)
        return out

    def action_tone(self, p: ParsedAction) -> str:
        """The signal stands out; the asks for a card are compact chips (``t-chip``), so that every
        card one may ask for fits the bar (up to 21 with seven families held)."""
        if p.verb == "signal":
            return "warn"
        return "chip" if p.verb == "want" else ""

    def button_label(self, p: ParsedAction, view: View, names: list[str], lang: str = "en") -> str:
        """An ask for a card is the card alone (``🎻P``): the prompt above says whom and what for,
        and a row of "Want 🎻P" labels did not fit even a wide terminal."""
        if p.verb == "want" and p.cards:
            return self.card_name(view.state.deck, p.cards[0], lang)
        return super().button_label(p, view, names, lang)

    def focus_move(self, view: View) -> str:
        """Holding a whole family in a Kukareku round, the signal is the move that matters: its
        button takes the focus, so Enter signals instead of passing a card of the family away."""
        if "signal" in view.legal and self._info(view)["phase"] == "select":
            return "signal"
        return ""

    # -- log and status ------------------------------------------------------------------------------
    def event_text(self, ev: Event, deck: Deck, names: list[str], viewer: int | None,
                   lang: str = "en", symbols: bool = True) -> str | None:
        who = self.who(ev.seat, viewer, names, lang)
        d = ev.data
        k = ev.kind
        target = self.who(d.get("target"), viewer, names, lang)
        card = self.cards_text(deck, [d["card"]], lang, symbols) if isinstance(d.get("card"), int) else ""
        to_you = ".to_you" if viewer is not None and d.get("target") == viewer else ""
        if k == "ask":
            return self.s(lang, "ev.ask" + to_you, who=who, target=target)
        if k == "want":
            key = ("ev.want.yes" if d.get("yes") else "ev.want.no") + to_you
            return self.s(lang, key, who=who, target=target, card=card)
        if k == "lucky":
            return self._ev(lang, "ev.lucky", ev.seat, viewer, who=who, card=card)
        if k == "out":
            return self._ev(lang, "ev.out", ev.seat, viewer, who=who)
        if k == "family":
            return self.s(lang, "ev.family", who=who, family=self.family_text(deck, d["family"], lang, symbols))
        if k == "select" and ev.seat == viewer:
            return None  # "You pass 🐸M" says it
        if k in ("select", "late", "kukareku"):
            return self.s(lang, f"ev.{k}", who=who)
        if k == "no_one":
            return self.s(lang, "ev.no_one")
        if k in ("chose", "got"):
            return self.s(lang, f"ev.{k}", card=card) if viewer == ev.seat and card else None
        if k == "transfer":
            return self.s(lang, "ev.transfer", n=d.get("round", ""))
        if k == "signal":
            if not d.get("loud", True):
                return None  # subtle: only the dim 👍 at the seat; the order comes with the hand's end
            first = d.get("first")
            return self.s(lang, "ev.signal.first" if first else "ev.signal", who=who)
        if k == "game_over":
            order = [self.who(s, viewer, names, lang) for s in d.get("signals", [])]
            if order:
                return self.s(lang, "ev.game_over.signals", order=", ".join(order))
            return self.s(lang, "ev.game_over")
        return super().event_text(ev, deck, names, viewer, lang, symbols)

    def standings(self, match: Any, lang: str = "en") -> list[str]:
        """Kukareku with the signal ranks by hands won, below whoever reached the marks limit
        (families.md section 6): the ranking prints both, the wins first.  Otherwise the sheet's
        totals are what ranks (families laid down; without the signal, hands won)."""
        opts = match.options
        if opts.mode != "kukareku" or not opts.kukareku_signal:
            return super().standings(match, lang)
        wins = match.spec.hand_wins(match.table) or match.sheet.wins()
        marks = match.sheet.totals()
        return [self.s(lang, "standing.kukareku", wins=w, marks=k) for w, k in zip(wins, marks, strict=True)]

    def _info(self, view: View) -> FamiliesAskInfo | KukarekuInfo:
        st = view.state
        assert isinstance(st, FamiliesState)
        return st.public_info()

    def seat_marks(self, view: View, lang: str = "en") -> dict[int, str]:
        st = view.state
        assert isinstance(st, FamiliesState)
        info = st.public_info()
        marks: dict[int, str] = {}
        if info["mode"] == "ask":
            for s, laid in enumerate(st.laid):
                if laid:
                    marks[s] = " ".join(self.family_text(st.deck, c >> 2, lang) for c in laid[::4])
            for s in info["out"]:  # out for the rest of the game: nobody may ask him
                marks[s] = (marks[s] + " · " if s in marks else "") + self.s(lang, "mark.out")
            return marks
        for s in info["signals"]:
            marks[s] = "👍"
        for s, chosen in enumerate(info["selected"]):
            if chosen and s not in marks:
                marks[s] = "✓"
        for s in info["losers"]:
            marks[s] = "🐓"
        return marks

    def whats_expected(self, view: View, lang: str = "en") -> str:
        info = self._info(view)
        phase = info["phase"]
        if info["mode"] == "ask" and phase == "ask":
            return self.s(lang, "what.ask")
        if info["mode"] == "ask" and phase == "want":
            return self.s(lang, "what.want", target=self.s(lang, "seat", n=info["target"] + 1))
        if phase == "react":
            return self.s(lang, "what.react")
        if phase == "select":
            return self.s(lang, "what.give.signal" if "signal" in view.legal else "what.give")
        return super().whats_expected(view, lang)

    def status(self, view: View, names: list[str], viewer: int | None, lang: str = "en") -> str:
        info = self._info(view)
        acts = view.state.to_act()
        if info["phase"] == "select" and acts and viewer not in acts:
            return self.s(lang, "status.choosing")
        if info["mode"] == "ask" and info["phase"] == "want" and viewer in acts and 0 <= info["target"] < len(names):
            return self.s(lang, "status.your_turn", what=self.s(lang, "what.want", target=names[info["target"]]))
        if info["phase"] == "react" and viewer in acts:
            return self.s(lang, "status.react", what=self.s(lang, "what.react"))
        return super().status(view, names, viewer, lang)

    def info(self, view: View, lang: str = "en") -> list[tuple[str, str]]:
        info = self._info(view)
        if info["mode"] == "ask":  # laid families and the ask log: the families area
            return [(self.s(lang, "info.stock", n=info["stock"]), "")]
        return []  # the round: the families area

    # -- the end of a hand ----------------------------------------------------------------------
    def held(self, state: State, seat: int) -> list[int]:
        """The cards still in ``seat``'s hand (a pending Kukareku choice included): the families
        laid down are on the sheet and in the families area, not a hand to show face up."""
        return [c for z in state.zones() if z.owner == seat and not z.name.startswith("laid") for c in z.cards]

    def hand_points(self, state: State, seat: int) -> tuple[list[int] | None, int] | None:
        return None  # cards count nothing: families laid (or marks) score, on the sheet


PRESENTER = FamiliesPresenter()
