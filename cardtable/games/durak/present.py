"""Durak at the table: attack/defence pairs, the trump under the stock, roles at a glance, «Бито»/«Беру».

The table shows the ``attack`` zone as a row of attack cards with the card beating each one right
under it (``pair_zone``); the ``defence`` and face-down ``discard`` zones get no row of their own.
To beat a chosen card: Up to the table, Left/Right to the attack card, Enter (it is marked), then
the beating card in your hand and Enter.  The reverse order works too: a hand card that could beat
several attack cards asks which one.  Everything here reads the masked view only.
"""

from __future__ import annotations

from cardtable.engine.cards import Deck
from cardtable.engine.sheet import HandResult
from cardtable.engine.state import Event, State, View, Zone
from cardtable.games.present import BACK, Face, ParsedAction, ZoneRole
from cardtable.games.present_french import FRENCH_STRINGS, SUIT_TONE, FrenchPresenter

from .state import DurakInfo, DurakState

DURAK_STRINGS: dict[str, dict[str, str]] = {
    "en": {
        **FRENCH_STRINGS["en"],
        "act.take": "Take",
        "sheet.row": "Deal",
        "end.durak": "{who} is the durak",
        "end.durak.you": "You are the durak",
        "end.nodurak": "Nobody is the durak: a draw",
        "end.out": "first out: {who}",
        "act.pass": "Beaten",
        "act.pass.taking": "Pass",
        "act.done": "Enough",
        "act.beat": "Beat",
        "act.transfer": "Transfer",
        "act.beat.with": "Beat {a} with {d}",
        "zone.attack": "Table",
        "ev.attack": "{who} attacks {target} with {cards}",
        "ev.attack.on_you": "{who} attacks you with {cards}",
        "ev.attack.you": "You attack {target} with {cards}",
        "ev.beat": "{who} beats {a} with {d}",
        "ev.beat.you": "You beat {a} with {d}",
        "ev.throw": "{who} throws in {cards}",
        "ev.throw.you": "You throw in {cards}",
        "ev.transfer": "{who} transfers with {cards}: {target} defends",
        "ev.transfer.on_you": "{who} transfers with {cards}: you defend",
        "ev.transfer.you": "You transfer with {cards}: {target} defends",
        "ev.transfer_more": "{who} adds {cards}",
        "ev.transfer_more.you": "You add {cards}",
        "ev.take": "{who}: «I take»",
        "ev.take.you": "You: «I take»",
        "ev.pickup": "{who} picks up {n}",
        "ev.pickup.you": "You pick up {n}",
        "ev.beaten": "Beaten: the table goes to the discard",
        "ev.done": "{who}: enough",
        "ev.pass.bito": "{who}: «Beaten»",
        "ev.pass.taking": "{who}: nothing more",
        "ev.bout": "{who} attacks {target} (up to {limit})",
        "ev.bout.on_you": "{who} attacks you (up to {limit})",
        "ev.bout.you": "You attack {target} (up to {limit})",
        "ev.trump_drawn": "{who} draws the trump {cards}",
        "ev.trump_drawn.you": "You draw the trump {cards}",
        "ev.out.place": "{who} is out ({place})",
        "ev.out.place.you": "You are out ({place})",
        "ev.durak": "{who} is the durak!",
        "ev.durak.you": "You are the durak!",
        "ev.tie": "A draw: nobody is the durak",
        "ev.timeout": "{who} ran out of time",
        "ev.timeout.you": "Your time ran out",
        "what.open": "attack {target}: lead any card",
        "what.defend": "beat {n} (↑ table, ←→ card, Enter; then your card) or Take (T)",
        "what.defend.transfer": ", or transfer",
        "what.throw": "throw in a card of a rank on the table, or Beaten (P)",
        "what.throw.more": "throw in more, or Enough (O)",
        "what.taking": "{target} takes: add cards, or Pass (P)",
        "what.transfer": "add more of that rank, or Enough (O)",
        "status.defends": "{who} defends…",
        "status.throws": "{who} may throw in…",
        "mark.attacks": "▶ attacks",
        "mark.defends": "◆ defends",
        "mark.throws": "+ throws in",
        "mark.out": "out ({place})",
        "mark.score": "{n} pts",
        "info.trump": "Trump",
        "info.discard": "Discard",
        "info.bout": "Bout",
        "target": "Beat {card}: now choose your card",
        "target.none": "Choose an attack card that is not beaten yet",
    },
    "ru": {
        **FRENCH_STRINGS["ru"],
        "act.take": "Беру",
        "sheet.row": "Сдача",
        "end.durak": "{who} — дурак",
        "end.durak.you": "Вы остались в дураках",
        "end.nodurak": "Дурака нет: ничья",
        "end.out": "первым вышел(а): {who}",
        "act.pass": "Бито",
        "act.pass.taking": "Пас",
        "act.done": "Хватит",
        "act.beat": "Бью",
        "act.transfer": "Перевожу",
        "act.beat.with": "Бью {a} картой {d}",
        "zone.attack": "Стол",
        "ev.attack": "{who} ходит {cards}, отбивается {target}",
        "ev.attack.on_you": "{who} ходит под вас: {cards}",
        "ev.attack.you": "Вы ходите {cards}, отбивается {target}",
        "ev.beat": "{who} бьёт {a} картой {d}",
        "ev.beat.you": "Вы бьёте {a} картой {d}",
        "ev.throw": "{who} подкидывает {cards}",
        "ev.throw.you": "Вы подкидываете {cards}",
        "ev.transfer": "{who} переводит картой {cards}: отбивается {target}",
        "ev.transfer.on_you": "{who} переводит картой {cards}: отбиваетесь вы",
        "ev.transfer.you": "Вы переводите картой {cards}: отбивается {target}",
        "ev.transfer_more": "{who} добавляет {cards}",
        "ev.transfer_more.you": "Вы добавляете {cards}",
        "ev.take": "{who}: «Беру»",
        "ev.take.you": "Вы: «Беру»",
        "ev.pickup": "{who} забирает карты: {n}",
        "ev.pickup.you": "Вы забираете карты: {n}",
        "ev.beaten": "Бито: карты уходят в сброс",
        "ev.done": "{who}: хватит",
        "ev.pass.bito": "{who}: «Бито»",
        "ev.pass.taking": "{who}: «Пас»",
        "ev.bout": "Заход: ходит {who}, отбивается {target} (до {limit})",
        "ev.bout.on_you": "Заход: {who} ходит под вас (до {limit})",
        "ev.bout.you": "Заход: вы ходите, отбивается {target} (до {limit})",
        "ev.trump_drawn": "{who} берёт козырь {cards}",
        "ev.trump_drawn.you": "Вы берёте козырь {cards}",
        "ev.out.place": "{who} выходит ({place})",
        "ev.out.place.you": "Вы выходите ({place})",
        "ev.durak": "{who} — дурак!",
        "ev.durak.you": "Вы — дурак!",
        "ev.tie": "Ничья: дурака нет",
        "ev.timeout": "Время вышло: {who}",
        "ev.timeout.you": "Ваше время вышло",
        "what.open": "ходите любой картой, отбивается {target}",
        "what.defend": "отбейте {n} (↑ стол, ←→ карта, Enter; затем своя карта) или «Беру» (T)",
        "what.defend.transfer": ", или переведите",
        "what.throw": "подкиньте карту ранга со стола или «Бито» (P)",
        "what.throw.more": "подкиньте ещё или «Хватит» (O)",
        "what.taking": "{target} берёт: подкиньте или «Пас» (P)",
        "what.transfer": "добавьте ещё того же ранга или «Хватит» (O)",
        "status.defends": "{who} отбивается…",
        "status.throws": "{who} может подкинуть…",
        "mark.attacks": "▶ ходит",
        "mark.defends": "◆ отбивается",
        "mark.throws": "+ подкидывает",
        "mark.out": "вышел(а) ({place})",
        "mark.score": "{n} оч.",
        "info.trump": "Козырь",
        "info.discard": "Бито",
        "info.bout": "Заход",
        "target": "Бьём {card}: выберите свою карту",
        "target.none": "Выберите ещё не побитую карту атаки",
    },
}


class DurakPresenter(FrenchPresenter):
    strings = DURAK_STRINGS
    call_words = ()
    deck_verbs = ()  # nobody draws by choice in Durak: the stock refills hands by itself
    pair_zone = "attack"
    forced_moves = ("done",)

    def key_help(self, lang: str = "en") -> list[tuple[str, str]]:
        if lang == "ru":
            return [("{nav.up}, {nav.left}{nav.right}, {nav.play}", "отметить карту на столе, которую бьёте"),
                    ("{move.take}", "«Беру»"), ("{move.pass}", "«Бито» (или «Пас» после «Беру»)"),
                    ("{move.done}", "«Хватит»: больше не подкидывать")]
        return [("{nav.up}, {nav.left}{nav.right}, {nav.play}", "mark the table card to beat"),
                ("{move.take}", "«Take»: pick up the table"), ("{move.pass}", "«Beaten» (or «Pass» after a take)"),
                ("{move.done}", "«Enough»: throw in no more")]

    def hand_points(self, state: State, seat: int) -> tuple[list[int] | None, int] | None:
        return None  # cards left count nothing in Durak: who holds them is the durak

    def hand_result(self, row: HandResult, names: list[str], viewer: int | None, lang: str = "en") -> str:
        """Names the durak (and who went out first), not a winner by points."""
        extra = row.extra
        durak = extra.get("durak", -1)
        if durak is None or durak < 0:
            text = self.s(lang, "end.nodurak")
        elif durak == viewer:
            text = self.s(lang, "end.durak.you")
        else:
            text = self.s(lang, "end.durak", who=self.who(durak, viewer, names, lang))
        first = [s for s in extra.get("first_out") or [] if isinstance(s, int) and s >= 0]
        if first:
            text += " · " + self.s(lang, "end.out", who=self.whos(first, viewer, names, lang))
        return text
    """«Хватит» when nothing more may be thrown in is made for the person: it decides nothing (the
    defender answers either way) and asking it before «Бито» was a wrong key.  «Бито»/«Пас» stays a
    question even with nothing to throw (durak.md section 8: automatic passing would leak)."""
    seat_verbs = ()

    # -- table layout ---------------------------------------------------------------------------
    def roles(self, view: View, seat: int | None) -> list[ZoneRole]:
        out = []
        for r in super().roles(view, seat):
            if r.zone.name == "defence":
                out.append(ZoneRole(r.zone, "under"))  # drawn under the attack cards, not as a row
            elif r.zone.name == "discard":
                out.append(ZoneRole(r.zone, "hidden"))  # face down: a count in the info panel
            else:
                out.append(r)
        return out

    def pairs(self, view: View) -> list[tuple[int, int]]:
        st = view.state
        assert isinstance(st, DurakState)
        return st.pairs()

    def deck_faces(self, view: View, zone: Zone, lang: str = "en", symbols: bool = True) -> list[Face]:
        """The stock's back with the turned trump under it (the trump alone when it is the last card)."""
        st = view.state
        assert isinstance(st, DurakState)
        n = len(zone.cards)
        if not n:
            return []
        if st.trump_card < 0 or st.trump_card not in zone.cards:  # no turned card (a position's suit only)
            return [BACK]
        face = self.face_of(st.deck.cards[st.trump_card], lang, symbols)
        return [BACK, face] if n > 1 else [face]

    def move_timer(self, state: State) -> float:
        assert isinstance(state, DurakState)
        return float(state.opts.move_timer_s)

    # -- buttons --------------------------------------------------------------------------------
    def button_label(self, p: ParsedAction, view: View, names: list[str], lang: str = "en") -> str:
        if p.verb == "pass" and view.state.public_info()["phase"] == "taking":
            return self.s(lang, "act.pass.taking")
        return self.action_label(p, view.state.deck, names, lang)

    def action_label(self, p: ParsedAction, deck: Deck, names: list[str], lang: str = "en") -> str:
        if p.verb == "beat" and len(p.cards) == 2:
            a, d = (self.card_name(deck, t, lang) for t in p.cards)
            return self.s(lang, "act.beat.with", a=a, d=d)
        return super().action_label(p, deck, names, lang)

    areas = ("refusals",)

    def refusal(self, view: View, text: str, lang: str = "en") -> str:
        """Enter on a card with no move now, in the rule's words: a card that does not beat is tried
        on the first unbeaten attack card ("9♥ does not beat 7♦: ..."), a card that may not be
        thrown in names its rank; never the notation of a move ("'beat' takes 2 cards")."""
        st = view.state
        assert isinstance(st, DurakState)
        deck = st.deck
        if view.seat is None or any(text in self.parse(a, deck).cards for a in view.legal):
            return ""
        info = self._info(view)
        phase = info["phase"]
        if phase == "defend":
            open_cards = [t for t in info["table"] if "/" not in t]
            action = f"beat {open_cards[0]} {text}" if open_cards else ""
        elif phase in ("throw", "taking"):
            action = f"throw {text}"
        elif phase == "transfer":
            action = f"transfer {text}"
        else:
            action = ""
        if not action or action in view.legal:
            return ""
        return self.word_refusal(st.why_illegal(view.seat, action), deck, [], view.seat, lang)

    # -- where the hand's cursor starts ---------------------------------------------------------
    def card_order(self, view: View, card: int) -> tuple:
        """Plain cards by rank, then the trumps by rank: a trump is dearer than any plain card."""
        deck = view.state.deck
        return (deck.cards[card].suit == self._info(view)["trump"], deck.rank_of[card])

    def start_card(self, view: View, moves: dict[str, list[ParsedAction]]) -> str | None:
        """The bot notes' habits (durak.md section 11) as where Enter starts: the cheapest card
        that beats (a plain one before any trump; a transfer with a plain card before a trump beat),
        the lowest plain card to lead, and to throw in (or add to a transfer) the lowest plain card
        of a rank on the table, or no card at all when only trumps could be added («Бито», «Пас»,
        «Хватит» is the button then: a trump thrown in is a trump thrown away)."""
        deck = view.state.deck

        def order(t: str) -> tuple:
            return self.card_order(view, deck.by_text[t][0])

        phase = self._info(view)["phase"]
        if phase == "defend":
            return min(moves, key=lambda t: (order(t)[0], not any(a.verb == "beat" for a in moves[t]), order(t)),
                       default=None)
        if phase in ("throw", "taking", "transfer"):  # adding is never a must: «Бито», «Пас», «Хватит»
            throws = list(moves)
            plain = [t for t in throws if not order(t)[0]]
            return min(plain, key=order) if plain else None
        return super().start_card(view, moves)

    # -- roles at a glance ----------------------------------------------------------------------
    def seat_marks(self, view: View, lang: str = "en") -> dict[int, str]:
        info = self._info(view)
        if info["phase"] == "over":
            return {}
        marks = {info["attacker"]: self.s(lang, "mark.attacks"), info["defender"]: self.s(lang, "mark.defends")}
        prio = info["priority"]
        if prio >= 0 and prio not in marks:
            marks[prio] = self.s(lang, "mark.throws")
        for place, s in enumerate(info["out"], 1):
            marks[s] = self.s(lang, "mark.out", place=place)
        st = view.state
        assert isinstance(st, DurakState)
        seat = view.seat
        if st.opts.deals_per_match > 1 and 0 <= seat < len(view.scores):  # a match of several deals:
            own = self.s(lang, "mark.score", n=view.scores[seat])  # your rating points beside your hand
            marks[seat] = f"{marks[seat]} · {own}" if seat in marks else own
        return marks

    def _info(self, view: View) -> DurakInfo:
        st = view.state
        assert isinstance(st, DurakState)
        return st.public_info()

    # -- status and info ------------------------------------------------------------------------
    def status(self, view: View, names: list[str], viewer: int | None, lang: str = "en") -> str:
        st = view.state
        info = self._info(view)
        acts = st.to_act()
        if not acts:
            return self.s(lang, "status.over")
        main = acts[0]
        defender = self.who(info["defender"], viewer, names, lang)
        if main != viewer:
            key = "status.defends" if info["phase"] == "defend" else (
                "status.throws" if info["phase"] in ("throw", "taking") else "status.wait")
            return self.s(lang, key, who=self.who(main, viewer, names, lang))
        phase = info["phase"]
        if phase == "open":
            what = self.s(lang, "what.open", target=defender)
        elif phase == "defend":
            unbeaten = sum(1 for t in info["table"] if "/" not in t)
            cards = " ".join(self.card_name(st.deck, t, lang) for t in info["table"] if "/" not in t)
            what = self.s(lang, "what.defend", n=cards or unbeaten)
            if any(a.startswith("transfer") for a in view.legal):
                what += self.s(lang, "what.defend.transfer")
        elif phase == "transfer":
            what = self.s(lang, "what.transfer")
        elif phase == "taking":
            what = self.s(lang, "what.taking", target=defender)
        else:
            what = self.s(lang, "what.throw.more" if "done" in view.legal else "what.throw")
        return self.s(lang, "status.your_turn", what=what)

    def info(self, view: View, lang: str = "en") -> list[tuple[str, str]]:
        info = self._info(view)
        trump = info["trump"]
        out: list[tuple[str, str]] = []
        if trump:
            out += [(f"{self.s(lang, 'info.trump')}: ", ""),
                    (f" {self.suit_name(trump, lang)} ", SUIT_TONE.get(trump) or "black")]
        out.append((f"  {self.s(lang, 'info.discard')}: {info['discard']}", ""))
        if info["table"]:
            out.append((f"  {self.s(lang, 'info.bout')}: {len(info['table'])}/{info['limit']}", ""))
        return out

    # -- sentences ------------------------------------------------------------------------------
    def event_text(self, ev: Event, deck: Deck, names: list[str], viewer: int | None,
                   lang: str = "en", symbols: bool = True) -> str | None:
        who = self.who(ev.seat, viewer, names, lang)
        d = ev.data
        k = ev.kind

        def cards() -> str:
            return self.cards_text(deck, [d["card"]], lang, symbols) if "card" in d else ""

        if k in ("attack", "transfer", "bout"):
            target = self.who(d.get("defender"), viewer, names, lang)
            kw = {"who": who, "cards": cards(), "target": target, "limit": d.get("limit", 6)}
            if viewer is not None and d.get("defender") == viewer and ev.seat != viewer:
                return self.s(lang, f"ev.{k}.on_you", **kw)
            return self._ev(lang, f"ev.{k}", ev.seat, viewer, **kw)
        if k == "beat":
            a = self.cards_text(deck, [d["card"]], lang, symbols)
            by = self.cards_text(deck, [d["by"]], lang, symbols)
            return self._ev(lang, "ev.beat", ev.seat, viewer, who=who, a=a, d=by)
        if k in ("throw", "transfer_more"):
            return self._ev(lang, f"ev.{k}", ev.seat, viewer, who=who, cards=cards())
        if k in ("take", "done"):
            return self._ev(lang, f"ev.{k}", ev.seat, viewer, who=who)
        if k == "pass":
            return self.s(lang, "ev.pass.taking" if d.get("taking") else "ev.pass.bito", who=who)
        if k == "pickup":
            return self._ev(lang, "ev.pickup", ev.seat, viewer, who=who,
                            n=self.cards_text(deck, list(d.get("cards", [])), lang, symbols))
        if k == "beaten":
            return self.s(lang, "ev.beaten")
        if k == "trump_drawn":
            return self._ev(lang, "ev.trump_drawn", ev.seat, viewer, who=who, cards=cards())
        if k == "out":
            return self._ev(lang, "ev.out.place", ev.seat, viewer, who=who, place=d.get("place", ""))
        if k in ("durak", "timeout"):
            return self._ev(lang, f"ev.{k}", ev.seat, viewer, who=who)
        if k == "tie":
            return self.s(lang, "ev.tie")
        return super().event_text(ev, deck, names, viewer, lang, symbols)


PRESENTER = DurakPresenter()
