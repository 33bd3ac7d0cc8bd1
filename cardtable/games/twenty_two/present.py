"""Twenty-Two at the table: sets picked card by card, the exchange picked on the hand, the count
exchanged and the scoring pile beside every name, "deals, out" for a dealer who only deals.

A set is built the way Black Jack builds a combination: Enter on a hand card puts it into the
trick (``play 9h``), the status line says the set so far and what may still be added, and the Done
button (key O) ends a lead.  The exchange is picked on the hand instead (the ``exchange`` area marks
the cards, O changes them), so a wrong pick can be taken back before anything is laid away: every
card that may be laid away is a card move (``discard 9h``), so none is dimmed, but Enter on it marks
it (the area takes the card first) and never lays it away at once.
Refusals name the rule that forbids the card (one rank, keep a card, head or the m lowest, must
head): the ``refusals`` area asks ``refusal`` before the engine is bothered.

Everything comes from the masked view (``public_info()`` and the viewer's own hand), so a line
never knows more than the player reading it: another player's discards are counted, never named.
"""

from __future__ import annotations

from typing import Any

from cardtable.engine.cards import RU_RANKS, Deck
from cardtable.engine.mechanics.trick_sets import can_head, lead_limit
from cardtable.engine.refusals import Refusal
from cardtable.engine.sheet import HandResult
from cardtable.engine.state import Event, State, View
from cardtable.games.present import ParsedAction, ZoneRole
from cardtable.games.present_french import FRENCH_STRINGS, FrenchPresenter

from .refusals import CARD_LISTS, RANKS, R
from .state import DECKS, PLAY, VALUE, TwentyTwoState


def state_of(view: View) -> TwentyTwoState:
    """The view's state, as this game's (a presenter only ever gets views of its own game)."""
    st = view.state
    assert isinstance(st, TwentyTwoState)
    return st


EXCHANGE_REASONS = ("too_many", "nothing_marked")
"""Refusals the exchange area (``tui/areas/exchange``) words by string key (``why.too_many``)."""


def catalog_strings(lang: str) -> dict[str, str]:
    """The exchange area's reasons as string keys, taken from the catalog (one wording of each)."""
    i = 1 if lang == "ru" else 0
    return {f"why.{code}": R.templates(code)[i] for code in EXCHANGE_REASONS}


STRINGS_22: dict[str, dict[str, str]] = {
    "en": {
        **FRENCH_STRINGS["en"],
        "key.mark": "mark",
        "act.discard": "Discard",
        "act.draw": "Draw {n}",
        "act.done": "Done",
        "act.pass": "Keep my hand",
        "ev.discard": "{who} lays a card away",
        "ev.discard.you": "You lay {cards} away",
        "ev.exchange": "{who} changes {n}",
        "ev.exchange.you": "You change {n}",
        "ev.exchange.none": "{who} keeps the hand",
        "ev.exchange.none.you": "You keep your hand",
        "ev.deal": "{who} deals {n} each",
        "ev.lead": "{who} leads {cards}",
        "ev.lead.you": "You lead {cards}",
        "ev.set.head": "{who} heads with {cards}",
        "ev.set.head.you": "You head with {cards}",
        "ev.set.duck": "{who} ducks with {cards}",
        "ev.set.duck.you": "You duck with {cards}",
        "ev.trick": "{who} takes the trick",
        "ev.trick.you": "You take the trick",
        "ev.hand_lost": "{who} takes the last trick: {value} penalty points",
        "ev.hand_lost.you": "You take the last trick: {value} penalty points",
        "ev.play_starts": "The exchange is over",
        "what.exchange": "change up to {n}: mark cards (Enter on the hand), then O",
        "what.exchange.more": "{n} laid away: more (Enter) or Draw (D)",
        "what.lead": "lead a card or a set of one rank (up to {n}: you keep a card)",
        "what.lead.one": "lead a card",
        "what.lead.more": "your lead {set}: add another {rank} (up to {n}) or Done (O)",
        "what.follow": "play {m}: head {best} (top {top} or higher) or your lowest {low}",
        "what.follow.one": "head {best} (equal or higher) or play your lowest, {low}",
        "what.follow.each": "play {m}: head {best} card by card or your lowest {low}",
        "what.follow.must": "play {m}: you can head {best}, so you must (must head)",
        "what.follow.cannot": "play your lowest {low}: nothing heads {best}",
        "what.follow.more": "your set {set} ({k} of {m}): add {cards}",
        "what.last": "the last trick: play your card",
        **catalog_strings("en"),
        "mark.out": "out",
        "mark.dealing_out": "deals, out",
        "info.size": "Hand of {n}",
        "info.stock": "stock {n}",
        "info.out_at": "out at {n}",
        "zone.stock": "Stock",
        "zone.trick": "Trick",
        "end.lost": "{who} took the last trick ({card}): +{n} penalty",
        "end.lost.you": "You took the last trick ({card}): +{n} penalty",
        "end.total": ", {total}/{limit}",
        "end.out.tail": ", out",
        "end.out.tail.you": ", you are out",
        "mark.total": "{n}/{limit} pts",
        "end.out": "{who} is out",
        "end.out.you": "You are out",
        "area.exchange": "Change up to {n}: picked {k}",
        "area.exchange.keys": "{mark} marks · {change} change · {keep} keep",
        "area.exchange.help": "change the marked",
    },
    "ru": {
        **FRENCH_STRINGS["ru"],
        "key.mark": "отметить",
        "act.discard": "Сбросить",
        "act.draw": "Взять {n}",
        "act.done": "Готово",
        "act.pass": "Оставить свои",
        "ev.discard": "{who} откладывает карту",
        "ev.discard.you": "Вы откладываете {cards}",
        "ev.exchange": "{who} меняет {n}",
        "ev.exchange.you": "Вы меняете {n}",
        "ev.exchange.none": "{who} не меняет карт",
        "ev.exchange.none.you": "Вы не меняете карт",
        "ev.deal": "{who} сдаёт по {n}",
        "ev.lead": "{who} ходит: {cards}",
        "ev.lead.you": "Ваш ход: {cards}",
        "ev.set.head": "{who} перебивает: {cards}",
        "ev.set.head.you": "Вы перебиваете: {cards}",
        "ev.set.duck": "{who} сбрасывает младшие: {cards}",
        "ev.set.duck.you": "Вы сбрасываете младшие: {cards}",
        "ev.trick": "{who} берёт взятку",
        "ev.trick.you": "Вы берёте взятку",
        "ev.hand_lost": "{who} берёт последнюю взятку: штраф {value}",
        "ev.hand_lost.you": "Вы берёте последнюю взятку: штраф {value}",
        "ev.play_starts": "Обмен окончен",
        "what.exchange": "поменять до {n}: отметьте карты (Enter в руке), затем O",
        "what.exchange.more": "отложено {n}: ещё (Enter) или «Взять» (D)",
        "what.lead": "ходите картой или набором одного достоинства (до {n}: одна карта остаётся)",
        "what.lead.one": "ходите одной картой",
        "what.lead.more": "выложено {set}: добавьте ещё {rank} (до {n}) или «Готово» (O)",
        "what.follow": "сыграйте {m}: перебейте {best} (старшая от {top}) или младшие {low}",
        "what.follow.one": "перебейте {best} (не ниже) или сыграйте младшую, {low}",
        "what.follow.each": "сыграйте {m}: перебейте {best} покарточно или младшие {low}",
        "what.follow.must": "сыграйте {m}: вы можете перебить {best} — значит, обязаны",
        "what.follow.cannot": "сыграйте младшие {low}: перебить {best} нечем",
        "what.follow.more": "ваш набор {set} ({k} из {m}): добавьте {cards}",
        "what.last": "последняя взятка: сыграйте свою карту",
        **catalog_strings("ru"),
        "mark.out": "выбыл",
        "mark.dealing_out": "сдаёт, выбыл",
        "info.size": "Раздача по {n}",
        "info.stock": "колода {n}",
        "info.out_at": "выбывание при {n}",
        "zone.stock": "Колода",
        "zone.trick": "Взятка",
        "end.lost": "{who}: последняя взятка ({card}), штраф {n}",
        "end.lost.you": "Вы: последняя взятка ({card}), штраф {n}",
        "end.total": ", {total}/{limit}",
        "end.out.tail": " — выбывает",
        "end.out.tail.you": " — выбываете",
        "mark.total": "{n}/{limit} оч.",
        "end.out": "{who} выбывает",
        "end.out.you": "Вы выбываете",
        "area.exchange": "Поменять до {n}: выбрано {k}",
        "area.exchange.keys": "{mark} отмечает · {change} поменять · {keep} оставить",
        "area.exchange.help": "поменять отмеченные",
    },
}


class TwentyTwoPresenter(FrenchPresenter):
    strings = STRINGS_22
    deck_verbs = ("draw",)
    areas = ("trick", "exchange", "refusals")

    # -- layout ---------------------------------------------------------------------------------
    def roles(self, view: View, seat: int | None) -> list[ZoneRole]:
        """The trump row (never used), the finished tricks, the dead pile and the scoring piles are
        not rows on the table: the exchange count and each scoring pile stand beside the names; the
        trick is the trick area's (each set beside its player)."""
        out = []
        for r in super().roles(view, seat):
            name = r.zone.name
            if name in ("trump", "played", "dead", "trick") or name.startswith("pile"):
                out.append(ZoneRole(r.zone, "hidden"))
            else:
                out.append(r)
        return out

    show_totals = False
    """The totals stand beside the names as points towards the limit ("12/22 pts": ``seat_marks``)."""

    # -- the hand -------------------------------------------------------------------------------
    def hand_order(self, view: View, cards: list[int]) -> list[int]:
        """By rank, low to high: suits do not matter in this game (twenty_two.md section 1)."""
        deck = view.state.deck
        return sorted(cards, key=lambda c: (deck.rank_of[c], deck.suit_of[c]) if c >= 0 else (-1, c))

    def card_order(self, view: View, card: int) -> tuple:
        return (view.state.deck.rank_of[card],)

    def start_card(self, view: View, moves: dict[str, list[ParsedAction]]) -> str | None:
        """The highest card with a move: the one to mark first in the exchange, and to lead or head
        with while tricks are harmless (the bot notes, section 11: change high cards away, dump
        them early, keep the low ones for the last trick)."""
        if not moves:
            return None
        deck = view.state.deck
        return max(reversed(list(moves)), key=lambda t: self.card_order(view, deck.by_text[t][0]))

    # -- buttons --------------------------------------------------------------------------------
    def button_label(self, p: ParsedAction, view: View, names: list[str], lang: str = "en") -> str:
        if p.verb == "draw":
            return self.s(lang, "act.draw", n=state_of(view).pending)
        return super().button_label(p, view, names, lang)

    def action_label(self, p: ParsedAction, deck: Deck, names: list[str], lang: str = "en") -> str:
        if p.verb == "draw":
            return self.s(lang, "act.draw", n="").strip()
        return super().action_label(p, deck, names, lang)

    def key_help(self, lang: str = "en") -> list[tuple[str, str]]:
        if lang == "ru":
            return [("{nav.play}", "карта в набор / отметить для обмена"), ("{move.done}", "готово: закончить ход"),
                    ("{twenty_two.exchange}", "поменять отмеченные"), ("{move.pass}", "оставить свои карты"),
                    ("{move.draw}", "взять отложенное")]
        return [("{nav.play}", "put a card into the set / mark it for the exchange"),
                ("{move.done}", "done: end the lead"), ("{twenty_two.exchange}", "change the marked cards"),
                ("{move.pass}", "keep your hand"),
                ("{move.draw}", "draw for the cards laid away")]

    # -- the log --------------------------------------------------------------------------------
    def event_text(self, ev: Event, deck: Deck, names: list[str], viewer: int | None,
                   lang: str = "en", symbols: bool = True) -> str | None:
        who = self.who(ev.seat, viewer, names, lang)
        d = ev.data
        k = ev.kind
        if k == "discard":  # one line per card for the owner; the others read the count only
            if "card" in d and ev.seat == viewer:
                return self._ev(lang, "ev.discard", ev.seat, viewer, who=who,
                                cards=self.cards_text(deck, [d["card"]], lang, symbols))
            return None
        if k == "exchange":
            n = d.get("n", 0)
            if not n:
                return self._ev(lang, "ev.exchange.none", ev.seat, viewer, who=who)
            return self._ev(lang, "ev.exchange", ev.seat, viewer, who=who, n=self.n_cards(n, lang))
        if k == "deal":
            return self.s(lang, "ev.deal", who=who, n=d.get("cards", ""))
        if k == "lead":
            return self._ev(lang, "ev.lead", ev.seat, viewer, who=who,
                            cards=self.cards_text(deck, d.get("cards", []), lang, symbols))
        if k == "set":
            key = "ev.set.head" if d.get("heads") else "ev.set.duck"
            return self._ev(lang, key, ev.seat, viewer, who=who,
                            cards=self.cards_text(deck, d.get("cards", []), lang, symbols))
        if k == "trick":
            return self._ev(lang, "ev.trick", ev.seat, viewer, who=who)
        if k == "hand_lost":
            values = d.get("value") or [0]
            return self._ev(lang, "ev.hand_lost", ev.seat, viewer, who=who, value=values[-1])
        if k == "play_starts":
            return self.s(lang, "ev.play_starts")
        if k == "hand_end":
            return None  # the last trick's line says who pays; "Hand over: you, Vera won" named the others
        if k == "play":
            return None  # the set's line says it
        return super().event_text(ev, deck, names, viewer, lang, symbols)

    # -- the set being built --------------------------------------------------------------------
    def names_of(self, deck: Deck, texts: list[str], lang: str) -> str:
        return " ".join(self.card_name(deck, t, lang) for t in texts) or "—"

    def set_facts(self, view: View) -> dict[str, Any]:
        """What the viewer's set is measured on: the cards he put into this trick (``mine``), his hand
        before the set (``held``), the best set, its top card and the lowest ``m`` of ``held``."""
        st = state_of(view)
        deck = st.deck
        info = st.public_info()
        hand = [deck.text(c) for c in st.hands[view.seat]]
        mine = [t for s, t in info["trick"] if s == view.seat]
        held = sorted(hand + mine, key=lambda t: deck.rank_of[deck.by_text[t][0]])
        m = info["lead_size"]
        best = info["best"]
        rank = [deck.rank_of[deck.by_text[t][0]] for t in best]
        top = max(best, key=lambda t: deck.rank_of[deck.by_text[t][0]]) if best else ""
        held_r = [deck.rank_of[deck.by_text[t][0]] for t in held]
        return {"info": info, "hand": hand, "mine": mine, "held": held, "m": m, "best": best, "top": top,
                "low": held[:m], "can_head": bool(m) and can_head([], held_r, m, rank, st.opts.set_beat_rule)}

    def whats_expected(self, view: View, lang: str = "en") -> str:
        st = state_of(view)
        info = st.public_info()
        deck = st.deck
        if info["phase"] == "exchange":
            if info["pending"]:
                return self.s(lang, "what.exchange.more", n=info["pending"])
            return self.s(lang, "what.exchange", n=self.exchange_limit(view))
        multi = st.opts.multi_card_leads
        hand = st.hands[view.seat]
        if not info["trick"]:
            if len(hand) == 1:
                return self.s(lang, "what.last")
            n = lead_limit(len(hand), multi)
            return self.s(lang, "what.lead" if n > 1 else "what.lead.one", n=n)
        if not info["lead_size"]:
            mine = [t for _, t in info["trick"]]
            rank = self.face(deck, deck.by_text[mine[0]][0], lang).rank
            n = lead_limit(len(hand) + len(mine), multi)
            return self.s(lang, "what.lead.more", set=self.names_of(deck, mine, lang), rank=rank, n=n)
        f = self.set_facts(view)
        m = f["m"]
        best = self.names_of(deck, f["best"], lang)
        if f["mine"]:
            adds = sorted((a[5:] for a in view.legal if a.startswith("play ")),
                          key=lambda t: deck.rank_of[deck.by_text[t][0]])
            return self.s(lang, "what.follow.more", set=self.names_of(deck, f["mine"], lang), k=len(f["mine"]), m=m,
                          cards=self.names_of(deck, adds, lang))
        if f["held"] and len(f["held"]) == 1:
            return self.s(lang, "what.last")
        low = self.names_of(deck, f["low"], lang)
        if st.opts.must_head_if_able:
            if f["can_head"]:
                return self.s(lang, "what.follow.must", m=m, best=best)
            return self.s(lang, "what.follow.cannot", low=low, best=best)
        key = "what.follow.each" if st.opts.set_beat_rule == "each_card" else "what.follow"
        if m == 1:
            key = "what.follow.one"
        return self.s(lang, key, m=m, best=best, top=self.rank_name(deck, f["top"], lang), low=low)

    def rank_name(self, deck: Deck, text: str, lang: str) -> str:
        return self.face(deck, deck.by_text[text][0], lang).rank if text else ""

    def exchange_limit(self, view: View) -> int:
        """How many cards the viewer may change now: min(hand, stock), counting those laid away."""
        st = state_of(view)
        return min(len(st.hands[view.seat]) + st.pending, len(st.stock))

    def refusal(self, view: View, text: str, lang: str = "en") -> str:
        """Why the viewer may not put the card ``text`` now, naming the rule ('' if he may)."""
        why = self.why_not(view, text)
        return self.word_refusal(why, view.state.deck, [], view.seat, lang) if why is not None else ""

    def why_not(self, view: View, text: str) -> Refusal | None:
        """The refusal ``refusal`` words (``refusals.R``), None for a card the viewer may put now."""
        st = state_of(view)
        if f"play {text}" in view.legal or st.phase != PLAY:
            return None
        deck = st.deck
        info = st.public_info()
        hand = st.hands[view.seat]
        multi = st.opts.multi_card_leads
        if not info["trick"]:
            return None
        if not info["lead_size"]:
            led = [t for _, t in info["trick"]]
            same = deck.rank_of[deck.by_text[text][0]] == deck.rank_of[deck.by_text[led[0]][0]]
            if not multi:
                return R("single")
            if same:
                return R("keep", n=lead_limit(len(hand) + len(led), multi))
            return R("rank", rank=deck.cards[deck.by_text[led[0]][0]].rank)
        f = self.set_facts(view)
        m = f["m"]
        if st.opts.must_head_if_able:
            return R("must" if f["can_head"] else "cannot", best=f["best"], m=m, low=f["low"])
        code = "follow_each" if st.opts.set_beat_rule == "each_card" else "follow"
        if m == 1:
            code = "follow_one"
        top = deck.cards[deck.by_text[f["top"]][0]].rank if f["top"] else ""
        return R(code, best=f["best"], top=top, m=m, low=f["low"])

    def word_refusal(self, refusal: Refusal, deck: Deck, names: list[str], viewer: int | None,
                     lang: str = "en", symbols: bool = True) -> str:
        """As every table words a refusal, with this game's arguments shown as the table shows them:
        the sets (``best``, ``low``) as cards, ranks (``rank``, ``top``) by their names."""
        args = dict(refusal.args)
        for k in CARD_LISTS:
            if isinstance(args.get(k), list):
                args[k] = " ".join(self.card_name(deck, t, lang, symbols) for t in args[k]) or "—"
        for k in RANKS:
            v = args.get(k)
            if isinstance(v, str) and lang == "ru":
                args[k] = RU_RANKS.get(v, v)
        return super().word_refusal(Refusal(refusal.catalog, refusal.code, args), deck, names, viewer, lang, symbols)

    # -- beside the names -----------------------------------------------------------------------
    def seat_marks(self, view: View, lang: str = "en") -> dict[int, str]:
        """The number exchanged (``⇄2``), the scoring pile (``▮7♣ K♦``), the points towards the
        limit (``12/22 pts``, yours beside your hand: the number every decision turns on) and "out"
        / "deals, out"."""
        st = state_of(view)
        info = st.public_info()
        limit = st.opts.elimination_score
        out: dict[int, str] = {}
        for s in range(st.n):
            parts = []
            if s not in info["seats"]:
                parts.append(self.s(lang, "mark.dealing_out" if s == info["dealer"] else "mark.out"))
            elif info["exchanged"][s] is not None:
                parts.append(f"⇄{info['exchanged'][s]}")
            if info["piles"][s]:
                parts.append("▮" + self.names_of(st.deck, info["piles"][s], lang))
            if s < len(view.scores):
                parts.append(self.s(lang, "mark.total", n=view.scores[s], limit=limit))
            if parts:
                out[s] = " ".join(parts)
        return out

    def info(self, view: View, lang: str = "en") -> list[tuple[str, str]]:
        st = state_of(view)
        info = st.public_info()
        text = (f"{self.s(lang, 'info.size', n=info['size'])}, {self.s(lang, 'info.stock', n=info['stock'])}, "
                f"{self.s(lang, 'info.out_at', n=st.opts.elimination_score)}")
        return [(text, "")]

    # -- the end of a hand ----------------------------------------------------------------------
    def held(self, state: State, seat: int) -> list[int]:
        """What a seat shows when the hand is over: the card that lost it the hand (every other card
        was played); the others show nothing."""
        assert isinstance(state, TwentyTwoState)
        return [state.piles[seat][-1]] if seat in state.losers and state.piles[seat] else []

    def hand_points(self, state: State, seat: int) -> tuple[list[int] | None, int] | None:
        cards = self.held(state, seat)
        if not cards:
            return None
        v = VALUE[state.deck.rank_of[cards[0]]]
        return [v], v

    def hand_result(self, row: Any, names: list[str], viewer: int | None, lang: str = "en") -> str:
        """Who took the last trick, with which card, and what it did to the score: the penalty and
        the total towards the limit ("You took the last trick (6♥): +6 penalty, 12/22"; "You won
        the last trick: +6" read as a win), and who is out; short enough for the status line of
        the hand-end moment at 80 columns, in Russian too."""
        extra = row.extra if isinstance(row, HandResult) else {}
        losers = extra.get("losers", [])
        if not losers:
            return super().hand_result(row, names, viewer, lang)
        deck = DECKS[1]
        out = []
        totals = extra.get("totals")
        limit = extra.get("limit")
        gone = list(extra.get("eliminated", []))
        for s, card in zip(losers, extra.get("cards", []), strict=False):
            you = ".you" if s == viewer else ""
            text = self.s(lang, "end.lost" + you, who=self.who(s, viewer, names, lang),
                          card=self.card_name(deck, card, lang), n=row.points[s])
            if isinstance(totals, list) and s < len(totals) and isinstance(limit, int):
                text += self.s(lang, "end.total", total=totals[s], limit=limit)
            if s in gone:
                gone.remove(s)
                text += self.s(lang, "end.out.tail" + you)
            out.append(text)
        for s in gone:
            out.append(self.s(lang, "end.out.you" if s == viewer else "end.out", who=self.who(s, viewer, names, lang)))
        return " · ".join(out)


PRESENTER = TwentyTwoPresenter()
