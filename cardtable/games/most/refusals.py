"""Why an action is not legal in Most: the codes of this game and the checks that give them
(most.md section 4).  One catalog, ``R``, for the engine's refusal and for the table's words.

Kept apart from ``state.py`` because it runs only when a person (or a record) asks for a move the
rules forbid; the hot path of the rules never needs it.  The order of the checks follows the turn:
whose turn, which step (take or table), then the rule the move breaks.

``why_illegal`` answers for an action text (``state.MostState.why_illegal``, records, the command
line, the table's bridge row and its discard and exchange keys); ``why_not_marked`` answers for
the table's meld builder, which has marked cards but no action yet (a joker's identity and the
meld to lay on may still be open), with the same codes where the reason is the same.  Card
arguments are card texts (``card``); a joker's declaration ``X1=9c`` is one too, and so is the
joker ``X1`` (the presenter draws them as 🃏=9♣ and 🃏).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.engine.refusals import COMMON, Catalog, Refusal, preamble

from .deck import ACT, DECK, TAKE, is_joker

if TYPE_CHECKING:
    from .state import MostState

R = Catalog("most", {
    "over": ("the hand is over", "раздача окончена"),
    # the take step
    "taken": ("you have taken a card this turn already: make table actions, then discard",
              "карту в этот ход вы уже взяли: выкладывайте, прикладывайте, затем сбросьте карту"),
    "take_first": ("take a card first: draw from the stock or pick from the bridge",
                   "сначала возьмите карту: из колоды или из моста"),
    "stock_spent": ("the stock is empty and was already made once from the bridge: pick from the bridge or pass",
                    "колода пуста, и из моста её уже однажды набирали: возьмите из моста или закончите раздачу"),
    "stock_empty": ("the stock is empty: pick from the bridge or pass (the hand then ends)",
                    "колода пуста: возьмите из моста или закончите раздачу"),
    "pass_stock": ("you may pass only when the stock is empty",
                   "закончить раздачу можно, только когда колода пуста"),
    "not_in_bridge": ("{card} is not in the bridge", "{card} нет в мосту"),
    "pick_unusable": ("target rule: taking from {card} obliges you to put {card} on the table at once ({use}), "
                      "and no such meld is possible with your cards",
                      "правило моста: взяв с {card}, надо сразу выложить {card} ({use}), "
                      "а ваши карты этого не позволяют"),
    "pick_unusable_keep": ("target rule: taking from {card} obliges you to put {card} on the table at once ({use}), "
                           "and no such meld is possible with your cards that leaves you a card to discard "
                           "(keep-one rule)",
                           "правило моста: взяв с {card}, надо сразу выложить {card} ({use}), а ваши карты "
                           "не позволяют сделать это так, чтобы осталась карта для сброса (правило последней карты)"),
    "use_meld": ("in a new meld", "в новую комбинацию"),
    "use_any": ("in a new meld or by a lay-off", "в новую комбинацию или приложив"),
    # the table step
    "target_first": ("target rule: first put {card}, taken from the bridge, on the table ({use})",
                     "правило моста: сначала выложите на стол {card}, взятую из моста ({use})"),
    "free_discard": ("{card} was taken freely from the bridge this turn and may not be discarded now",
                     "{card} взята из моста свободно в этот ход, сбросить её сейчас нельзя"),
    "unique_discard": ("table uniqueness: a joker stands for {card} on the table; exchange it for the joker instead",
                       "единственность на столе: {card} изображает джокер; обменяйте его, а не сбрасывайте"),
    "no_joker_for": ("no joker on the table stands for {card}", "ни один джокер на столе не изображает {card}"),
    "lay_form": ("write a lay-off as: lay CARDS on N (N = the meld's number)",
                 "приложение пишется так: lay КАРТЫ on N (N — номер комбинации)"),
    "no_meld": ("there is no meld {meld}", "нет комбинации {meld}"),
    "target_meld": ("target rule: {card} must go into a new meld",
                    "правило моста: {card} должна войти в новую комбинацию"),
    "lay_own": ("you may lay off only once you have a meld of your own this hand",
                "прикладывать можно, только когда у вас есть своя комбинация в этой раздаче"),
    # the cards of a meld or a lay-off
    "joker_as_real": ("{word}: only a joker is declared, and as a real card (X1=9c)",
                      "{word}: объявляют только джокера, и настоящей картой (X1=9c)"),
    "declare_joker": ("declare the joker {card} as a card, e.g. {card}=9c",
                      "объявите, какую карту изображает джокер {card}, например {card}=9c"),
    "named_twice": ("a card is named twice", "карта названа дважды"),
    "unique_enter": ("table uniqueness: a joker stands for {card}; it enters the table only by exchange",
                     "единственность на столе: {card} уже изображает джокер; карта входит на стол только обменом"),
    "unique_declare": ("table uniqueness: {card} is on the table already, a joker may not stand for it",
                       "единственность на столе: {card} уже на столе, джокер не может её изображать"),
    "target_contain": ("target rule: this first table action must contain {card}, taken from the bridge",
                       "правило моста: первая выкладка должна содержать {card}, взятую из моста"),
    "keep_one": ("keep-one rule: keep a card to discard at the end of the turn",
                 "правило последней карты: оставьте карту, чтобы сбросить её в конце хода"),
    "keep_free": ("keep-one rule: the card taken freely from the bridge cannot be your discard",
                  "правило последней карты: свободно взятую из моста карту нельзя сбросить"),
    "meld_invalid": ("not a valid meld: a set is 3-4 cards of one rank, a run 3 or more of one suit in sequence",
                     "это не комбинация: набор — 3-4 карты одного достоинства, "
                     "последовательность — от 3 карт одной масти подряд"),
    "meld_invalid_nowrap": ("not a valid meld: a set is 3-4 cards of one rank, a run 3 or more of one suit in "
                            "sequence (no run passes through the ace)",
                            "это не комбинация: набор — 3-4 карты одного достоинства, последовательность — "
                            "от 3 карт одной масти подряд (через туза последовательность не идёт)"),
    "lay_invalid": ("these cards do not extend that meld into a valid set or run",
                    "эти карты не продолжают эту комбинацию"),
    "lay_nothing": ("name the cards to lay off", "назовите карты, которые прикладываете"),
    # the table only: the bridge row and the meld builder (no names, marked cards, no action text yet)
    "not_turn": ("it is not your turn", "сейчас не ваш ход"),
    "mark_first": ("mark cards first: Enter on a hand card marks it", "сначала отметьте карты: Enter на карте руки"),
    "meld_short": ("a meld needs at least 3 cards", "в комбинации не меньше 3 карт"),
    "joker_nothing": ("the joker can stand for no card here that is not on the table already (table uniqueness)",
                      "джокеру здесь некем стать: нужные карты уже на столе (единственность на столе)"),
    "lay_none": ("these cards extend no meld on the table into a valid set or run",
                 "эти карты не продолжают ни одну комбинацию на столе"),
    "lay_not_meld": ("these cards do not extend meld {meld}", "эти карты не продолжают комбинацию {meld}"),
}, parent=COMMON)

TABLE_VERBS = ("meld", "lay", "swap", "discard")
TAKE_VERBS = ("draw", "pick", "pass")


def why_illegal(st: MostState, seat: int, action: str) -> Refusal:
    """Why ``action`` is not legal for ``seat`` now (asked once it is known not to be)."""
    first = preamble(st.over, st.to_act(), seat, action, TAKE_VERBS + TABLE_VERBS, catalog=R)
    if first is not None:
        return first
    verb, _, arg = action.partition(" ")
    if st.phase == TAKE:
        return _take(st, seat, verb, arg)
    if verb in TAKE_VERBS:
        return R("taken")
    return _table(st, seat, verb, arg)


def _take(st: MostState, seat: int, verb: str, arg: str) -> Refusal:
    if verb in TABLE_VERBS:
        return R("take_first")
    if verb == "draw":
        return R("stock_spent") if st.reshuffled else R("stock_empty")
    if verb == "pass":
        return R("pass_stock")
    ids = DECK.by_text.get(arg)
    if not ids or ids[0] not in st.bridge:
        return R("not_in_bridge", card=arg)
    return R("pick_unusable" if st.opts.go_out_by_melding else "pick_unusable_keep", card=arg, use=_use(st))


def _use(st: MostState) -> Refusal:
    """How the target may be used: the ``use`` phrase of the target rule's refusals."""
    return R("use_meld") if st.opts.bridge_take_use == "meld_only" else R("use_any")


def _table(st: MostState, seat: int, verb: str, arg: str) -> Refusal:
    hand = st.hands[seat]
    words = arg.split(" ") if arg else []
    if st.target >= 0 and verb in ("swap", "discard"):
        return R("target_first", card=DECK.texts[st.target], use=_use(st))
    if verb == "discard":
        ids = DECK.by_text.get(arg)
        if not ids or ids[0] not in hand:
            return R("not_holding", card=arg)
        if ids[0] == st.free:
            return R("free_discard", card=arg)
        return R("unique_discard", card=arg)
    if verb == "swap":
        ids = DECK.by_text.get(arg)
        if not ids or ids[0] not in hand:
            return R("not_holding", card=arg)
        return R("no_joker_for", card=arg)
    if verb == "lay":
        if len(words) < 3 or words[-2] != "on" or not words[-1].isdigit():
            return R("lay_form")
        k = int(words[-1]) - 1
        if not 0 <= k < len(st.melds):
            return R("no_meld", meld=k + 1)
        if st.target >= 0 and st.opts.bridge_take_use == "meld_only":
            return R("target_meld", card=DECK.texts[st.target])
        if not st.may_lay(seat):
            return R("lay_own")
        words = words[:-2]
    return _cards_problem(st, seat, verb, words)


def _cards_problem(st: MostState, seat: int, verb: str, words: list[str]) -> Refusal:
    hand = st.hands[seat]
    slots: list[tuple[int, int]] = []
    for w in words:
        joker, eq, as_ = w.partition("=")
        ids = DECK.by_text.get(joker if eq else w)
        if not ids or ids[0] not in hand:
            return R("not_holding", card=joker if eq else w)
        c = ids[0]
        if eq:
            real = DECK.by_text.get(as_)
            if not is_joker(c) or not real or is_joker(real[0]):
                return R("joker_as_real", word=w)
            slots.append((c, real[0]))
        elif is_joker(c):
            return R("declare_joker", card=w)
        else:
            slots.append((c, c))
    if len({c for c, _ in slots}) != len(slots):
        return R("named_twice")
    table = st.table()
    for c, i in slots:
        if not is_joker(c) and not table.may_enter(i):
            return R("unique_enter", card=DECK.texts[i])
        if is_joker(c) and not table.may_declare(i):
            return R("unique_declare", card=DECK.texts[i])
    if st.target >= 0 and st.target not in {c for c, _ in slots}:
        return R("target_contain", card=DECK.texts[st.target])
    if len(hand) - len(slots) < 1 and not st.opts.go_out_by_melding:
        return R("keep_one")
    if len(hand) - len(slots) == 1 and st.free >= 0 and st.free in hand and st.free not in {c for c, _ in slots}:
        return R("keep_free")
    if verb == "meld":
        return R("meld_invalid" if st.opts.wrap_around else "meld_invalid_nowrap")
    return R("lay_invalid") if slots else R("lay_nothing")


def why_not_marked(st: MostState, seat: int, verb: str, marked: list[str], meld: int | None = None) -> Refusal:
    """Why the table's marked cards (card texts, jokers as ``X1``) make no legal ``verb`` (``meld``
    or ``lay``, on ``meld`` if given) now, naming the rule: the target rule, keep-one, lay-off after
    one's own meld, table uniqueness, the meld shapes.  Read from a view's state: the seat's own
    hand and the public table only."""
    if st.phase != ACT:
        return R("take_first")
    if not marked:
        return R("mark_first")
    hand = st.hands[seat]
    target = DECK.texts[st.target] if st.target >= 0 else ""
    if verb == "lay" and not st.may_lay(seat):
        return R("lay_own")
    if target and target not in marked:
        return R("target_contain", card=target)
    if verb == "lay" and target and st.opts.bridge_take_use == "meld_only":
        return R("target_meld", card=target)
    left = len(hand) - len(marked)
    if left < 1 and not st.opts.go_out_by_melding:
        return R("keep_one")
    free = DECK.texts[st.free] if st.free >= 0 else ""
    if left == 1 and free and st.free in hand and free not in marked:
        return R("keep_free")
    table = st.table()
    jokers = [t for t in marked if is_joker(DECK.by_text[t][0])]
    for t in marked:
        if t not in jokers and not table.may_enter(DECK.by_text[t][0]):
            return R("unique_enter", card=t)
    if verb == "meld" and len(marked) < 3:
        return R("meld_short")
    if jokers and len(marked) >= 3:
        return R("joker_nothing")
    if verb == "meld":
        return R("meld_invalid" if st.opts.wrap_around else "meld_invalid_nowrap")
    return R("lay_not_meld", meld=meld) if meld else R("lay_none")
