"""The trick in the middle of the table: each card beside its player, in seat order from the leader.

Written once over ``engine.tricks.TrickState``: everything comes from the masked view's
``public_info()`` (which holds ``TrickState.trick_info()``: the trick as ``[seat, card]`` pairs,
the seat winning it so far, the last finished trick and its winner, the trump), so the area never
sees a hidden card.  A seat may play several cards to one trick (Twenty-Two's sets): its cards
stand together on its line.  Seats that sit the deal out (Twenty-Two's eliminated dealer, a
Petukh player who opted out) get no line.

What is shown:
- while a trick is played: the cards so far, the one winning marked, the seat to play marked;
- when a trick is over and the next is not led yet: that trick, its winner marked;
- on the ``L`` key, while the next trick is played: the last trick again (``L`` goes back), for as
  long as the deal lasts (a new deal has no last trick);
- before the play: who bids, or the cut (Russian Poker: a prompt for the cutter, the cut card after).
The trump (suit and the card that showed it) heads the area.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rich.text import Text

from cardtable.engine.cards import SUIT_SYMBOLS
from cardtable.games.grammar import you_grammar
from cardtable.games.present import Presenter
from cardtable.games.present_tricks import TrickPresenter

from ..keymap import Claim
from ..widgets.messages import KeysChanged
from ..widgets.moment import Moment
from . import Area, area_key

CARD_STYLE = {"red": "bold #ff5f57", "black": "bold", "": "bold"}

STRINGS: dict[str, dict[str, str]] = {
    "en": {
        "trick.title": "Trick {k}",
        "trick.of": "Trick {k} of {n}",
        "trick.last": "Last trick",
        "trick.trump": "Trump",
        "trick.no_trump": "No trump",
        "trick.winning": "winning",
        "trick.takes": "takes it",
        "trick.to_play": "to play",
        "trick.to_lead": "to lead",
        "trick.to_bid": "to bid",
        "trick.winning.you": "winning",
        "trick.takes.you": "take it",
        "trick.to_play.you": "to play",
        "trick.to_lead.you": "to lead",
        "trick.to_bid.you": "to bid",
        "trick.bidding": "Bidding: {who} bids now",
        "trick.key.last": "last trick",
        "trick.key.back": "back to the trick",
        "cut.prompt": "Your cut: where do you lift the deck?",
        "cut.hint": "lift 1 to {n} cards (R: at random)",
        "cut.wait": "{who} cuts the deck",
        "cut.shown": "{who} cuts: {card}",
        "cut.zero": "The 7♠! {who} loses all points",
    },
    "ru": {
        "trick.title": "Взятка {k}",
        "trick.of": "Взятка {k} из {n}",
        "trick.last": "Последняя взятка",
        "trick.trump": "Козырь",
        "trick.no_trump": "Без козыря",
        "trick.winning": "бьёт",
        "trick.takes": "берёт",
        "trick.to_play": "ходит",
        "trick.to_lead": "заходит",
        "trick.to_bid": "заказывает",
        "trick.winning.you": "бьёте",
        "trick.takes.you": "берёте",
        "trick.to_play.you": "ходите",
        "trick.to_lead.you": "заходите",
        "trick.to_bid.you": "заказываете",
        "trick.bidding": "Заказы: {who} заказывает",
        "trick.key.last": "последняя взятка",
        "trick.key.back": "к текущей взятке",
        "cut.prompt": "Ваш сдвиг: где снять колоду?",
        "cut.hint": "снимите от 1 до {n} карт (R — наугад)",
        "cut.wait": "{who} сдвигает колоду",
        "cut.shown": "{who} сдвигает: {card}",
        "cut.zero": "7♠! {who} теряет все очки",
    },
}
"""The area's own words (a game's presenter may override any of them in its ``strings``)."""


def area_s(p: Presenter, lg: str, key: str, **kw: Any) -> str:
    """A string from the presenter when it has one, else from ``STRINGS`` (shared by every trick
    game); a sentence about the reader gets the grammar of "you" ("You bid now", «Вы заказываете»)."""
    if key in (p.strings.get(lg) or p.strings["en"]):
        text = p.s(lg, key, **kw)
    else:
        text = (STRINGS.get(lg) or STRINGS["en"])[key]
        text = text.format(**kw) if kw else text
    return you_grammar(text, lg, p.s(lg, "you")) if "who" in kw else text


@dataclass(slots=True)
class TrickLine:
    """One seat's line: its cards in this trick (play order), whether it wins / is to play."""

    seat: int
    cards: list[str] = field(default_factory=list)
    wins: bool = False
    to_play: bool = False


@dataclass(slots=True)
class TrickPicture:
    """What the trick area draws, from public facts only."""

    lines: list[TrickLine]
    finished: bool  # a finished trick (its winner takes it) rather than one being played
    winner: int  # the seat taking (finished) or winning (in progress) it; -1 for none yet
    number: int  # the trick's number in the deal, from 1
    trump: str  # suit letter or ""
    trump_card: str  # the card that showed trump, or ""


def trick_picture(info: dict[str, Any], n: int, last: bool = False) -> TrickPicture:
    """The trick to draw from a trick game's ``public_info()`` (any ``TrickState``): the trick in
    progress, or the last finished one when ``last`` or when no card of the next is played yet."""
    cur = [(int(s), str(c)) for s, c in info.get("trick") or []]
    prev = [(int(s), str(c)) for s, c in info.get("last_trick") or []]
    finished = bool(prev) and (last or not cur)
    plays = prev if finished else cur
    done = sum(info.get("taken") or [])
    if plays:
        lead = plays[0][0]
    elif info.get("phase") == "bid" and isinstance(info.get("leader"), int):
        lead = int(info["leader"])  # while bids are made: in bidding order, from the dealer's left
    else:
        lead = int(info.get("turn", info.get("leader", 0)))
    taking = set(int(s) for s in info["seats"]) if isinstance(info.get("seats"), list) else set(range(n))
    part = info.get("part")
    if isinstance(part, list) and len(part) == n:
        taking -= {s for s, p in enumerate(part) if p == "out"}
    taking |= {s for s, _ in plays}
    order = [(lead + k) % n for k in range(n) if (lead + k) % n in taking]
    lines = {s: TrickLine(s) for s in order}
    for s, c in plays:
        lines[s].cards.append(c)
    winner = int(info.get("last_winner", -1)) if finished else int(info.get("winning", -1))
    if winner in lines:
        lines[winner].wins = True
    playing = info.get("phase", "play") == "play" or bool(cur)
    turn = int(info.get("turn", -1))
    if not finished and playing and turn in lines:
        lines[turn].to_play = True
    number = done if finished else done + 1
    return TrickPicture([lines[s] for s in order], finished, winner, max(1, number),
                        str(info.get("trump", "")), str(info.get("trump_card", "")))


class TrickArea(Area):
    """The trick with each card beside its player; ``L`` shows the last trick."""

    slot = "centre"
    ACTIONS = (area_key("trick.last", "l", "the last trick (again: back to the trick being played)",
                        "последняя взятка (ещё раз: к текущей)"),)
    DEFAULT_CSS = """
    TrickArea { width: auto; min-width: 24; max-width: 44; height: auto; padding: 0 1; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.show_last = False
        self._seen: tuple = ()
        self._wide = False

    def _widen(self, m: Moment) -> None:
        """A game with no pile beside the trick (Kids' Poker: no deck, no turned trump) leaves the
        piles' column empty (the piles then hide themselves): the trick takes its room."""
        if not self._wide and not any(r.role in ("deck", "table") for r in m.roles):
            self._wide = True
            self.styles.width = "1fr"
            self.styles.max_width = "100%"
            self.styles.padding = (0, 4)

    # -- drawing --------------------------------------------------------------------------------
    def draw(self, m: Moment) -> None:
        self._widen(m)
        info = m.info
        key = (m.hand_no, sum(info.get("taken") or []))
        if key != self._seen:  # a trick ended or a deal began: back to the trick being played
            self._seen = key
            self.show_last = False
        if not info.get("trick"):
            self.show_last = False
        self.update(self.render_trick(m, info))

    def render_trick(self, m: Moment, info: dict[str, Any]) -> Text:
        p = m.presenter
        lg = m.lang
        view = m.view
        n = view.state.n
        names_all = list(m.names)
        pic = trick_picture(info, n, last=self.show_last)
        out = Text()
        phase = info.get("phase")
        if phase == "cut" and "cutter" in info:
            self._cut_lines(out, m, info)
            return out
        cards = info.get("cards")
        if pic.finished:
            out.append(area_s(p, lg, "trick.last"), style="bold")
        elif isinstance(cards, int):
            out.append(area_s(p, lg, "trick.of", k=pic.number, n=cards), style="bold")
        else:
            out.append(area_s(p, lg, "trick.title", k=pic.number), style="bold")
        out.append(" · ")
        if pic.trump:
            sym = SUIT_SYMBOLS.get(pic.trump, pic.trump) if m.symbols else pic.trump.upper()
            out.append(area_s(p, lg, "trick.trump") + " ")
            out.append(f" {sym} ", style="bold #ff5f57 on #dddddd" if pic.trump in "hd" else "bold #000000 on #dddddd")
            if pic.trump_card:
                out.append(" " + p.card_name(view.state.deck, pic.trump_card, lg, m.symbols), style="dim")
        else:
            out.append(area_s(p, lg, "trick.no_trump"), style="italic")
        out.append("\n")
        if info.get("cut_card") and not info.get("last_trick"):  # until the first trick is over
            who = p.who(info.get("cutter"), m.viewer, names_all, lg)
            out.append(area_s(p, lg, "cut.shown", who=who, card=p.card_name(view.state.deck, info["cut_card"], lg,
                                                                        m.symbols)) + "\n", style="dim")
            if info.get("cut_zero"):
                out.append(area_s(p, lg, "cut.zero", who=who) + "\n", style="bold red")
        note = p.trick_note(p.deal_info(view), lg) if isinstance(p, TrickPresenter) and not pic.finished else ""
        if note:
            out.append(note + "\n", style="italic bold")
        if phase == "bid":
            who = p.who(info.get("turn"), m.viewer, names_all, lg)
            out.append(area_s(p, lg, "trick.bidding", who=who) + "\n", style="italic")
        names = [p.who(s, m.viewer, names_all, lg) for s in range(n)]
        width = min(12, max((len(names[ln.seat]) for ln in pic.lines), default=4))
        deck = view.state.deck
        if phase == "bid" and isinstance(p, TrickPresenter):
            self._bid_lines(out, m, pic, names, width)
            out.rstrip()
            return out
        for ln in pic.lines:
            out.append(("▸ " if ln.to_play else "  "), style="bold")
            out.append(names[ln.seat][:width].ljust(width) + " ", style="bold" if ln.seat == m.viewer else "")
            for c in ln.cards:
                ids = deck.by_text.get(c)
                face = p.face(deck, ids[0], lg, m.symbols) if ids else None
                label = face.label if face else c
                style = CARD_STYLE.get(face.tone if face else "", "bold")
                if ln.wins:
                    style += " reverse"
                out.append(f" {label:>3}", style=style)
            if not ln.cards:
                out.append("   ·" if not ln.to_play else "   …", style="dim")
            if ln.wins:
                you = ".you" if ln.seat == m.viewer else ""  # the verb agrees: «Вы … бьёте»
                mark = "  ✔ " + area_s(p, lg, "trick.takes" + you) if pic.finished else (
                    "  ◂ " + area_s(p, lg, "trick.winning" + you))
                out.append(mark, style="bold green" if pic.finished else "bold yellow")
            elif ln.to_play:
                you = ".you" if ln.seat == m.viewer else ""
                out.append("  " + area_s(p, lg, ("trick.to_lead" if not ln.cards and not info.get("trick")
                                                else "trick.to_play") + you), style="dim")
            out.append("\n")
        out.rstrip()
        return out

    def _bid_lines(self, out: Text, m: Moment, pic: TrickPicture, names: list[str], width: int) -> None:
        """While bids are made, each seat's bid beside its name, in bidding order: a bid of 0 reads
        0, one not made yet the presenter's ``not_yet`` mark (a lone "·" read as a zero)."""
        p = m.presenter
        assert isinstance(p, TrickPresenter)
        info = p.deal_info(m.view)
        turn = info.get("turn", -1)
        for ln in pic.lines:
            now = ln.seat == turn
            out.append("▸ " if now else "  ", style="bold")
            out.append(names[ln.seat][:width].ljust(width) + " ", style="bold" if ln.seat == m.viewer else "")
            mark = p.bid_text(info, ln.seat)
            out.append(f" {mark:>3}", style="dim" if mark == p.not_yet else "bold")
            if now:
                you = ".you" if ln.seat == m.viewer else ""
                out.append("  " + area_s(p, m.lang, "trick.to_bid" + you), style="dim")
            out.append("\n")

    def _cut_lines(self, out: Text, m: Moment, info: dict[str, Any]) -> None:
        p = m.presenter
        lg = m.lang
        cutter = info.get("cutter", -1)
        if cutter == m.viewer:
            out.append(area_s(p, lg, "cut.prompt"), style="bold reverse")
            n = sum(1 for a in m.view.legal if a.startswith("cut "))
            if n:
                out.append("\n" + area_s(p, lg, "cut.hint", n=n), style="italic")
        else:
            out.append(area_s(p, lg, "cut.wait", who=p.who(cutter, m.viewer, list(m.names), lg)), style="italic")

    # -- the last trick on a key ----------------------------------------------------------------
    @staticmethod
    def _last_available(m: Moment) -> bool:
        """The last trick may be looked at while the next one is played (in the same deal)."""
        info = m.info
        return bool(info.get("last_trick")) and bool(info.get("trick"))

    def claims(self, m: Moment) -> list[Claim]:
        return self.claim(m, "trick.last") if self._last_available(m) else []

    def press(self, m: Moment, action_id: str) -> None:
        self.show_last = not self.show_last
        self.update(self.render_trick(m, m.info))
        self.post_message(KeysChanged())  # the footer's "L" item

    def key_help(self, m: Moment) -> list[str]:
        if not self._last_available(m):
            return []
        what = area_s(m.presenter, m.lang, "trick.key.back" if self.show_last else "trick.key.last")
        return [f"{m.keymap.show('trick.last', 'l')} {what}"]


AREA = TrickArea
