"""How a game looks to people: card faces, action labels, log sentences, status lines (pure data).

The table screen is generic over games; everything it shows about a game goes through a
``Presenter``.  The default one works from the conventions every game's action texts follow:

- an action's first word is its verb (``play``, ``draw``, ``attack``, ``color``...);
- the following words that are card texts of the deck name cards (``beat 7h Jh``);
- a trailing call word (`` uno``) is a flag on the move, not a separate move.

A game overrides a hook in ``cardtable/games/<id>/present.py`` (a ``PRESENTER`` object) only where
the conventions are not enough, e.g. Uno's colour picker and its event sentences.  No Textual
import here: this module is data, shared by the terminal UI and anything else that shows a game.
"""

from __future__ import annotations

import importlib
import random
from dataclasses import dataclass
from typing import Any

from cardtable.engine.cards import RU_RANKS, SUIT_SYMBOLS, UNKNOWN, Card, Deck
from cardtable.engine.options import GameOptions, field_info, value_title
from cardtable.engine.refusals import SEAT_ARGS, Refusal, plain_arg
from cardtable.engine.sheet import HandResult
from cardtable.engine.state import Event, State, View, Vis, Zone
from cardtable.games.grammar import you_grammar
from cardtable.games.wording import STRINGS as STRINGS  # the generic words, re-exported for the games
from cardtable.games.wording import plural_ru as plural_ru

"""Russian court-card letters: валет, дама, король, туз."""

COLOUR_TONES = {"R": "red", "Y": "yellow", "G": "green", "B": "blue"}
SUIT_TONES = {"h": "red", "d": "red", "s": "black", "c": "black"}



@dataclass(frozen=True, slots=True)
class Face:
    """How one card is drawn: a short label (<= 3 cells), its tone, and its notation."""

    label: str  # what the box and the chip show: "R7", "G+2", "10♥", "Д♠"
    tone: str  # style key: red, yellow, green, blue, black, wild, back
    text: str  # the card's notation ("R7", "10h"); "" for an unknown card
    corner: str = ""  # a one-cell mark for big boxes (colour letter or suit)
    rank: str = ""  # the centre of a big box ("7", "+2", "Д")
    foot: str = ""  # a big box's bottom line instead of the corner (a family's members "PMDS", ``rank`` lit)


BACK = Face(label="▒▒▒", tone="back", text="", corner="▒", rank="▒")


@dataclass(frozen=True, slots=True)
class ParsedAction:
    """An action text split by the conventions: verb, card texts, other words, call flag."""

    text: str
    verb: str
    cards: tuple[str, ...]
    args: tuple[str, ...]
    call: str = ""

    @property
    def base(self) -> str:
        """The action without its call flag (``play R7 uno`` -> ``play R7``)."""
        return self.text[: -len(self.call) - 1] if self.call else self.text


@dataclass(frozen=True, slots=True)
class KeyedAction:
    """A move the table puts on a key, as a game declares it for the table's action registry
    (``cardtable/tui/keymap.py``): a stable id that a player's keymap file may remap, the default
    key (a Textual key name: ``d``, ``1``, ``question_mark``) and what it does in both languages.

    Declared here, as data, so that the registry can list every game's keys without importing the
    UI, and a new game brings its own keys with its presenter."""

    id: str
    key: str
    en: str
    ru: str


SEAT_KEYS: tuple[KeyedAction, ...] = tuple(
    KeyedAction(f"seat.{n}", str(n % 10), f"seat {n}: pick that player, or act for that person",
                f"место {n}: выбрать этого игрока или действовать за него")
    for n in range(1, 11))
"""The digit of each seat, as shown beside the names (seat 1 is ``1``, seat 10 is ``0``)."""

GENERIC_KEYS: tuple[KeyedAction, ...] = (
    KeyedAction("move.draw", "d", "draw a card", "взять карту"),
    KeyedAction("move.pass", "p", "pass", "пас"),
    KeyedAction("move.take", "t", "take the cards", "взять карты"),
    KeyedAction("move.done", "o", "done", "готово"),
    KeyedAction("move.catch", "c", "catch a player who did not call", "поймать того, кто не сказал"),
    KeyedAction("move.challenge", "x", "challenge", "проверить"),
) + SEAT_KEYS
"""The moves every game may have on a key (by their verb), and the seat digits."""


@dataclass(frozen=True, slots=True)
class ZoneRole:
    """Where a zone goes on the table from one seat's point of view."""

    zone: Zone
    role: str  # "hand" (mine), "opponent", "table" (public, ownerless), "deck" (hidden, ownerless)


class Presenter:
    """The default presentation of any game, from the naming conventions; games override hooks."""

    call_words: tuple[str, ...] = ("uno",)
    deck_verbs: tuple[str, ...] = ("draw",)
    top_only_zones: tuple[str, ...] = ("discard", "pile")
    top_shown: int = 3
    strings: dict[str, dict[str, str]] = STRINGS
    seat_verbs: tuple[str, ...] = ("catch", "swap", "trade")
    """Verbs whose first argument is a seat: their buttons form a picker of players (digit keys)."""
    ready_after: int = 0
    """«Правило вежливости»: after a person draws this many cards at once, play waits for their
    Ready (0: never).  A table rule, not a rules-engine one, so it lives with the presentation."""
    hidden_options: tuple[str, ...] = ()
    """Options not worth listing on the table's house-rules line (timers, limits)."""
    forced_moves: tuple[str, ...] = ()
    """Moves the table makes for a person when they are the only legal move and decide nothing
    (Durak's «Хватит» when nothing more may be thrown in): a one-button prompt is a wrong key."""
    pair_zone: str = ""
    show_totals: bool = True
    """The sheet's running total beside each name and your hand ("12 pts"); off where the game's
    own mark says the score better (Uno 52's chips, Petukh's points left of 15)."""
    marks_own_total: bool = False
    """The viewer's own seat mark already carries their total (the bid games' "2/1 · 12 pts"), so
    the hand's label does not add it again."""
    keyed: tuple[KeyedAction, ...] = GENERIC_KEYS
    """The moves this game puts on keys (ids, default keys, labels): the game's part of the table's
    action registry.  ``move_id`` maps a move to one of them."""
    areas: tuple[str, ...] = ()
    """The game's own parts of the table: module names under ``cardtable/tui/areas/`` (the trick,
    the bridge row, the pots).  Named here as data so that this module never imports the UI."""
    """A public zone drawn as pairs (Durak's attack cards, each with the card beating it below)."""

    signal_verb: str = ""
    """A real-time signal any seat may give out of turn (Kukareku's 👍); '' where there is none.
    The table session times bots' signals by ``bot_delay``."""

    def bot_delay(self, state: State, level: str, rng: random.Random) -> float:
        """Seconds a bot of ``level`` waits before giving ``signal_verb`` now (a table's timing: the
        rules take only the order of the signals).  Only asked where ``signal_verb`` is set."""
        return 0.0

    def refusal(self, view: View, text: str, lang: str = "en") -> str:
        """Why the viewer may not take the table card ``text`` now, naming the rule; '' where the
        game has no such reason to give (a click on it then does what it does by default)."""
        return ""

    def unavailable(self, view: View, lang: str = "en") -> list[tuple[str, str]]:
        """Moves shown as dimmed buttons with the reason they are refused now, as (action, reason):
        the hook (Russian Poker's forbidden last bid) is seen where it would be, not just missing."""
        return []

    def button_rank(self, p: ParsedAction) -> tuple:
        """Sort key of the action bar's move buttons (stable: equal keys keep the engine's order);
        lets a dimmed refused move sit among the legal ones (bids in numeric order)."""
        return ()

    def pairs(self, view: View) -> list[tuple[int, int]]:
        """The ``pair_zone`` as (card, card on it or -1) pairs."""
        return []

    # -- the hand row ---------------------------------------------------------------------------
    def hand_order(self, view: View, cards: list[int]) -> list[int]:
        """The viewer's hand cards in the order the hand row shows them: the deck's order (suit by
        suit, each by rank) by default; a game whose suits do not matter sorts by rank (Twenty-Two)."""
        return sorted(cards)

    # -- where the hand's cursor starts -----------------------------------------------------------
    def card_order(self, view: View, card: int) -> tuple:
        """How dear a card of the viewer's hand is, cheapest first: what ``start_card`` weighs.  The
        default is the deck's own order (French cards by rank; others, Uno's, by their points, so
        wilds and actions come after numbers; rank cards before cards without a rank, jokers).
        Games with a trump override it (a trump is dearer than any plain card)."""
        deck = view.state.deck
        r = deck.rank_of[card]
        return (0, r) if r >= 0 else (1, deck.cards[card].points)

    def start_card(self, view: View, moves: dict[str, list[ParsedAction]]) -> str | None:
        """The hand card the cursor starts on when a decision begins, so that Enter alone does a
        sensible thing (issue 33, contract item 6): by default the cheapest card (``card_order``)
        with a legal move.  ``moves`` maps each playable hand card's text to its moves, in the hand's
        order (ties keep it).  None: no card is worth starting on (Durak's throw-in holding only
        trumps) and the focus starts on the first move button instead, when there is one."""
        if not moves:
            return None
        deck = view.state.deck
        return min(moves, key=lambda t: self.card_order(view, deck.by_text[t][0]))

    def deck_faces(self, view: View, zone: Zone, lang: str = "en", symbols: bool = True) -> list[Face]:
        """How a hidden ownerless zone looks: a back when it holds cards (Durak adds the trump)."""
        return [BACK] if zone.cards else []

    def focus_move(self, view: View) -> str:
        """A legal move of ``view`` whose button takes the focus before the hand when it comes
        (Kukareku's signal once a family is held: Enter must give it, not pass a card away);
        '' where the hand keeps the focus as usual."""
        return ""

    def move_timer(self, state: State) -> float:
        """Seconds a person has for each decision (0: no timer); running out is the ``timeout`` action."""
        return 0.0

    def button_label(self, p: ParsedAction, view: View, names: list[str], lang: str = "en") -> str:
        """A button's label, which may depend on the position (Durak's «Бито» vs «Пас»)."""
        return self.action_label(p, view.state.deck, names, lang)

    # -- timing and table rules -----------------------------------------------------------------
    def timing(self, state: State) -> str:
        """How a position listing several seats in ``to_act()`` is run by the table session:

        ``turn`` (the first seat's move; the others may react until a countdown runs out),
        ``race`` (every listed seat reacts against one countdown; nobody hands the keyboard over),
        ``choose`` (every listed seat must decide, in secret, with no timeout)."""
        return "turn"

    def house_rules(self, options: GameOptions, lang: str = "en") -> list[str]:
        """The house rules in force that differ from the defaults, as short phrases (titles from the
        options model, so the setup screen and the table never disagree)."""
        model = type(options)
        out = []
        for name, value in options.changed().items():
            if name in self.hidden_options:
                continue
            title = field_info(model, name, lang)[0]
            if value is True:
                out.append(title)
            elif value is False:
                out.append(self.s(lang, "rules.off", title=title))
            else:
                out.append(self.s(lang, "rules.value", title=title, value=value_title(model, name, value, lang)))
        return out

    def seat_marks(self, view: View, lang: str = "en") -> dict[int, str]:
        """Short public marks per seat shown beside the names (Durak's roles, a standing call)."""
        return {}

    def silent(self, view: View) -> bool:
        """A silence is in force (Uno's «Молчание»): the table shows 🤫 while it lasts."""
        return False

    def chat(self, view: View) -> bool:
        """Whether the table offers quick-chat (``talk``) and the exempt emotes."""
        return False

    def claim_window(self, view: View) -> bool:
        """A public fact: an out-of-turn claim (Uno's jump-in) may be made now by anybody, so people
        who are not at the keyboard get a key for it.  It must not depend on hidden cards."""
        return False

    # -- strings --------------------------------------------------------------------------------
    def s(self, lang: str, key: str, **kw: Any) -> str:
        """A string of this presenter in ``lang`` (falls back to the generic catalog, then English)."""
        table = self.strings.get(lang) or self.strings["en"]
        text = table.get(key)
        if text is None:
            text = STRINGS.get(lang, STRINGS["en"]).get(key) or STRINGS["en"].get(key, key)
        return text.format(**kw) if kw else text

    # -- cards ----------------------------------------------------------------------------------
    def face(self, deck: Deck, card: int, lang: str = "en", symbols: bool = True) -> Face:
        """How ``card`` of ``deck`` looks; UNKNOWN gives the back."""
        if card == UNKNOWN:
            return BACK
        return self.face_of(deck.cards[card], lang, symbols)

    def face_of(self, c: Card, lang: str = "en", symbols: bool = True) -> Face:
        if c.colour:  # Uno-like: the colour letter always stays (colour-blind players, mono terminals)
            rank = c.text[len(c.colour):]
            return Face(c.text, COLOUR_TONES.get(c.colour, "black"), c.text, c.colour, rank)
        if c.suit:
            rank = RU_RANKS.get(c.rank, c.rank) if lang == "ru" else c.rank
            mark = SUIT_SYMBOLS[c.suit] if symbols else c.suit
            return Face(rank + mark, SUIT_TONES.get(c.suit, "black"), c.text, mark, rank)
        return Face(c.text, "wild", c.text, "", c.text)

    def card_name(self, deck: Deck, text: str, lang: str = "en", symbols: bool = True) -> str:
        """A card text as people read it in a log line (``10h`` -> ``10♥``)."""
        ids = deck.by_text.get(text)
        if not ids:
            return text
        return self.face_of(deck.cards[ids[0]], lang, symbols).label

    # -- actions --------------------------------------------------------------------------------
    def parse(self, action: str, deck: Deck) -> ParsedAction:
        words = action.split(" ")
        call = ""
        if len(words) > 1 and words[-1] in self.call_words:
            call = words.pop()
        verb, rest = words[0], words[1:]
        cards = tuple(w for w in rest if w in deck.by_text)
        args = tuple(w for w in rest if w not in deck.by_text)
        return ParsedAction(action, verb, cards, args, call)

    def card_actions(self, legal: list[str], deck: Deck, hand: list[str]) -> dict[str, list[ParsedAction]]:
        """Legal actions (without their call flag) that name a card of ``hand``, by that card."""
        held = set(hand)
        out: dict[str, list[ParsedAction]] = {}
        for a in legal:
            p = self.parse(a, deck)
            if p.call:
                continue
            for t in p.cards:
                if t in held:
                    out.setdefault(t, []).append(p)
        return out

    def button_actions(self, legal: list[str], deck: Deck, hand: list[str]) -> list[ParsedAction]:
        """Legal actions that are not "play this card of my hand": they become buttons."""
        held = set(hand)
        out = []
        for a in legal:
            p = self.parse(a, deck)
            if p.call or any(t in held for t in p.cards):
                continue
            out.append(p)
        return out

    def calls(self, legal: list[str], deck: Deck) -> list[str]:
        """Call words offered with some move now (``uno``): the UI shows a toggle for each."""
        seen: list[str] = []
        for a in legal:
            p = self.parse(a, deck)
            if p.call and p.call not in seen:
                seen.append(p.call)
        return seen

    def guess_card_action(self, legal: list[str], deck: Deck, text: str) -> str:
        """The action a player most likely meant with an illegal card (for the reason shown)."""
        for a in legal:
            p = self.parse(a, deck)
            if p.cards:
                return f"{p.verb} {text}"
        return f"play {text}"

    def action_label(self, p: ParsedAction, deck: Deck, names: list[str], lang: str = "en") -> str:
        """A button label for an action (``draw`` -> Draw, ``catch 2`` -> Catch Vera!, ``draw last``)."""
        key = f"act.{p.verb}"
        table = self.strings.get(lang) or self.strings["en"]
        args = list(p.args)
        if key in table or key in STRINGS["en"]:
            template = self.s(lang, key)
            if "{target}" in template:
                target = ""
                if args and args[0].lstrip("-").isdigit() and 0 <= int(args[0]) < len(names):
                    target = names[int(args.pop(0))]
                label = template.format(target=target)
            else:
                label = template
        else:
            label = p.verb.capitalize()
        words = [label] + [self.card_name(deck, t, lang) for t in p.cards] + args
        return " ".join(words)

    def action_tone(self, p: ParsedAction) -> str:
        """A style key for an action's button (the colour of a colour choice, ...)."""
        return ""

    def move_id(self, p: ParsedAction) -> str:
        """The action-registry id of this move's key (one of ``keyed``), or '' for a move on no key.
        A player picker (``swap 2``) uses the seat's digit as shown beside the names (seat 2 ->
        ``seat.3``, key ``3``); other moves are ``move.<verb>`` when the game keys that verb."""
        if p.verb in self.seat_verbs and p.verb != "catch" and p.args and p.args[0].isdigit():
            n = int(p.args[0]) + 1
            return f"seat.{n}" if n <= len(SEAT_KEYS) else ""
        mid = f"move.{p.verb}"
        return mid if any(a.id == mid for a in self.keyed) else ""

    def hotkey(self, p: ParsedAction) -> str:
        """The default key of this move (its ``move_id``'s), or ''.  The table reads the key from
        its action registry instead, where a player's keymap may have moved it."""
        mid = self.move_id(p)
        return next((a.key for a in self.keyed if a.id == mid), "") if mid else ""

    def call_label(self, call: str, lang: str = "en") -> str:
        return self.s(lang, "act.call", call=call.upper())

    # -- zones ----------------------------------------------------------------------------------
    def roles(self, view: View, seat: int | None) -> list[ZoneRole]:
        """Every zone of the view with its place on the table for ``seat`` (None: a spectator)."""
        out = []
        for z in view.state.zones():
            if z.owner is not None:
                role = "hand" if z.owner == seat else "opponent"
            elif z.vis is Vis.PUBLIC:
                role = "table"
            else:
                role = "deck"
            out.append(ZoneRole(z, role))
        return out

    def zone_label(self, name: str, lang: str = "en") -> str:
        key = f"zone.{name}"
        if key in STRINGS["en"] or key in (self.strings.get("en") or {}):
            return self.s(lang, key)
        return name.capitalize()

    def shown_cards(self, zone: Zone) -> list[int]:
        """The cards of a public zone worth drawing (only the top few of a discard pile)."""
        if zone.name in self.top_only_zones:
            return zone.cards[-self.top_shown:]
        return list(zone.cards)

    # -- refusals -------------------------------------------------------------------------------
    def word_refusal(self, refusal: Refusal, deck: Deck, names: list[str], viewer: int | None,
                     lang: str = "en", symbols: bool = True) -> str:
        """A refusal (``engine.refusals``) in the table's words: its catalog's template in ``lang``,
        cards as the table draws them, seats by name, suits by their symbol, actions as the
        buttons name them."""

        def show(name: str, value: Any, lg: str) -> str:
            if name == "card" and isinstance(value, str):
                return self.card_name(deck, value, lg, symbols)
            if name == "cards" and isinstance(value, list | tuple):
                return " ".join(self.card_name(deck, str(v), lg, symbols) for v in value)
            if name in SEAT_ARGS and isinstance(value, int):
                return self.who(value, viewer, names, lg)
            if name == "suit" and isinstance(value, str) and value in SUIT_SYMBOLS:
                return SUIT_SYMBOLS[value] if symbols else value
            if name == "action" and isinstance(value, str):
                return self.action_label(self.parse(value, deck), deck, names, lg)
            return plain_arg(name, value, lg)

        return refusal.text(lang, show)

    # -- log and status -------------------------------------------------------------------------
    def who(self, seat: int | None, viewer: int | None, names: list[str], lang: str) -> str:
        if seat is None:
            return ""
        if seat == viewer:
            return self.s(lang, "you")
        return names[seat] if 0 <= seat < len(names) else self.s(lang, "seat", n=seat)

    def whos(self, seats: list[int], viewer: int | None, names: list[str], lang: str, inside: bool = False) -> str:
        """Several players in words, as a sentence names them.  Starting a sentence the person
        reading comes first ("You and Boris", «Вы и Борис»); ``inside`` a sentence the seats keep
        their order and "you" is written small ("A tie: Anna, Boris and you")."""
        ordered = seats if inside else sorted(seats, key=lambda s: s != viewer)
        words = [self.who(s, viewer, names, lang) for s in ordered]
        if inside:
            words = [w.lower() if s == viewer else w for s, w in zip(ordered, words, strict=True)]
        if len(words) < 2:
            return "".join(words)
        return ", ".join(words[:-1]) + f" {self.s(lang, 'and')} " + words[-1]

    def _ev(self, lang: str, key: str, seat: int | None, viewer: int | None, **kw: Any) -> str:
        if seat is not None and seat == viewer:
            table = self.strings.get(lang) or self.strings["en"]
            if key + ".you" in table or key + ".you" in STRINGS["en"]:
                return self.s(lang, key + ".you", **kw)
        return self.s(lang, key, **kw)

    def cards_text(self, deck: Deck, cards: list[int], lang: str, symbols: bool = True) -> str:
        return " ".join(self.face(deck, c, lang, symbols).label for c in cards)

    def event_text(self, ev: Event, deck: Deck, names: list[str], viewer: int | None,
                   lang: str = "en", symbols: bool = True) -> str | None:
        """One log sentence for an event, or None for events not worth a line."""
        who = self.who(ev.seat, viewer, names, lang)
        d = ev.data
        k = ev.kind
        if k == "play":
            cards = d.get("cards") or ([d["card"]] if "card" in d else [])
            shown = self.cards_text(deck, cards, lang, symbols)
            return self._ev(lang, "ev.play", ev.seat, viewer, who=who, cards=shown)
        if k == "draw":
            return self._ev(lang, "ev.draw", ev.seat, viewer, who=who, n=d.get("n", 1))
        if k == "drew":
            if ev.seat != viewer or not d.get("cards"):
                return None
            return self.s(lang, "ev.drew", cards=self.cards_text(deck, d["cards"], lang, symbols))
        if k == "pass":
            return self._ev(lang, "ev.pass", ev.seat, viewer, who=who)
        if k == "catch":
            return self.s(lang, "ev.catch", who=who, target=self.who(d.get("target"), viewer, names, lang))
        if k == "out":
            return self._ev(lang, "ev.out", ev.seat, viewer, who=who)
        if k == "hand_end":
            winners = self.whos(list(d.get("winners", [])), viewer, names, lang) or "—"
            return self.s(lang, "ev.hand_end", winners=winners)
        if k in ("reshuffle", "hand_void", "match_end"):
            return self.s(lang, f"ev.{k}")
        if k == "hand_start":
            return self.s(lang, "ev.hand_start", hand_no=d.get("hand_no", ""))
        return self.s(lang, "ev.generic", who=who or "·", kind=k + self.details(d, deck, lang, symbols))

    def fleeting(self, ev: Event, options: Any) -> bool:
        """True for an event whose log line stays only until the next fleeting one: a house rule
        that limits how much history the table shows (Families' ``ask_log``).  The line is read
        when it happens, as a word said aloud at a real table, and is gone from the log after."""
        return False

    def line(self, ev: Event, deck: Deck, names: list[str], viewer: int | None,
             lang: str = "en", symbols: bool = True) -> str | None:
        """A log line: ``event_text`` with the grammar of "you" (the verb agrees: "You catch", «Вы
        ловите»; "Boris catches you").  Screens call this, never ``event_text`` directly."""
        text = self.event_text(ev, deck, names, viewer, lang, symbols)
        if not text or viewer is None:
            return text
        return you_grammar(text, lang, self.s(lang, "you"))

    def details(self, data: dict[str, Any], deck: Deck, lang: str, symbols: bool = True) -> str:
        """Event data in words for events no presenter knows: card ids as cards, short scalars as is."""
        parts: list[str] = []
        for key, v in data.items():
            if key in ("card", "cards"):
                ids = v if isinstance(v, list | tuple) else [v]
                if all(isinstance(c, int) for c in ids):
                    parts.append(self.cards_text(deck, list(ids), lang, symbols))
                    continue
            if isinstance(v, bool) or v is None:
                continue
            if isinstance(v, int | str) and len(str(v)) <= 12:
                parts.append(SUIT_SYMBOLS.get(v, str(v)) if isinstance(v, str) and symbols else str(v))
        return (" " + " ".join(parts)) if parts else ""

    def whats_expected(self, view: View, lang: str = "en") -> str:
        """What the seat to act should do now, in a few words (games override)."""
        return self.s(lang, "what.default")

    def status(self, view: View, names: list[str], viewer: int | None, lang: str = "en") -> str:
        """The status line: whose turn it is and what is expected."""
        acts = view.state.to_act()
        if not acts:
            return self.s(lang, "status.over")
        main = acts[0]
        if viewer is not None and main == viewer:
            return self.s(lang, "status.your_turn", what=self.whats_expected(view, lang))
        return self.s(lang, "status.wait", who=self.who(main, viewer, names, lang))

    def info(self, view: View, lang: str = "en") -> list[tuple[str, str]]:
        """Public facts to show beside the piles, as (text, tone) pieces (games override)."""
        return []

    def key_help(self, lang: str = "en") -> list[tuple[str, str]]:
        """This game's own keys for the F1 help, as (keys, what they do) (games override).  The keys
        name the table's action registry entries in braces (``{move.draw}``, ``{suit.h}``): the help
        shows the key in force there, a player's keymap included; other text is shown as it is."""
        return []

    # -- the end of a hand ----------------------------------------------------------------------
    def held(self, state: State, seat: int) -> list[int]:
        """The cards ``seat`` holds (every zone it owns), as the hand ended."""
        return [c for z in state.zones() if z.owner == seat for c in z.cards]

    def hand_points(self, state: State, seat: int) -> tuple[list[int] | None, int] | None:
        """What ``seat``'s cards left count at the end of a hand: each card's points (None when
        cards count alike) and the sum as the game scores it; None when cards left count nothing."""
        pts = [state.deck.cards[c].points for c in self.held(state, seat)]
        return pts, sum(pts)

    def showdown(self, state: State, row: Any, names: list[str], viewer: int | None, lang: str = "en",
                 symbols: bool = True) -> list[tuple[str, str]] | None:
        """The end-of-hand moment in the game's own words, as (text, tone) pieces, or None for the
        generic one (every hand face up with its points).  Uno 52 shows the open poker hands, their
        categories and where each pot went; ``state`` is the finished hand, ``row`` its sheet row."""
        return None

    def standings(self, match: Any, lang: str = "en") -> list[str]:
        """Per seat, what its place in the match's ranking stands on, as the ranking prints it
        beside the name.  The default is the sheet's totals, which is right wherever the ranking
        reads them (Petukh's sheet starts at the start score, so its totals are the points left);
        a game ranking by something else says so (Kukareku: hands won, marks)."""
        return [str(t) for t in match.sheet.totals()]

    def sheet_label(self, row: HandResult, lang: str = "en") -> str:
        """A score sheet row's label as players read it ("14: 6 no trump"), or '' for the sheet's
        own (the hand's number, or the label the row carries)."""
        return ""

    def hand_result(self, row: HandResult, names: list[str], viewer: int | None, lang: str = "en") -> str:
        """One line naming the hand's winner (a row of the sheet)."""
        winners = list(row.winners)
        if not winners:
            return self.s(lang, "end.draw")
        if winners == [viewer]:
            return self.s(lang, "end.won.you")
        key = "end.won" if len(winners) == 1 else "end.won.many"
        return self.s(lang, key, who=self.whos(winners, viewer, names, lang))


DEFAULT = Presenter()
_cache: dict[str, Presenter] = {}


def presenter_for(game_id: str) -> Presenter:
    """The game's own presenter (``cardtable.games.<id>.present.PRESENTER``) or the default."""
    p = _cache.get(game_id)
    if p is None:
        try:
            mod = importlib.import_module(f"cardtable.games.{game_id}.present")
            p = getattr(mod, "PRESENTER", DEFAULT)
        except ModuleNotFoundError as e:
            if e.name != f"cardtable.games.{game_id}.present":
                raise
            p = DEFAULT
        _cache[game_id] = p
    return p
