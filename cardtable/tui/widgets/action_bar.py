"""The action bar under the hand: the moves that are not "play this card" (Draw, Pass, the colours of
a wild, the bids...), a pending choice between moves, Ready, claims, calls, quick-chat.

The bar owns its buttons, the pending choice (``choices``: Enter on a card that can do several things,
or an area's meld of several shapes) and the call toggle (``call_on``: UNO! with the next move).
Which buttons a moment offers, and on which keys, is ``bar_buttons``: a pure function of the moment,
so the key-collision test computes exactly what the bar shows.  A button's key comes from the action
registry through the player's keymap (``Presenter.move_id`` names the move's entry); a key two
buttons want goes to the first, and the second keeps none (``ButtonSpec.lost`` says which).
"""

from __future__ import annotations

from dataclasses import dataclass

from textual.containers import Horizontal
from textual.message import Message
from textual.reactive import reactive
from textual.widgets import Button

from cardtable.games.present import ParsedAction

from ..buttons import MarkedButton
from ..i18n import tr
from .moment import Moment


@dataclass(slots=True)
class ButtonSpec:
    """One button of the action bar: what it shows and what it does."""

    key: str  # identity, to avoid rebuilding an unchanged bar
    label: str
    tone: str
    hotkey: str
    seat: int | None = None
    action: str = ""  # an action to apply for ``seat``
    command: str = ""  # a UI command instead: "call", "cancel", "ready", "claim", "emote", "refused", "sheet"
    reason: str = ""  # for a refused move (command "refused"): why, said when it is pressed
    action_id: str = ""  # the registry entry of its key ("move.draw", "suit.h"), '' for none
    lost: str = ""  # a key this button wanted but an earlier button of the bar had


def bar_buttons(m: Moment, choices: list[ParsedAction] | None, call_on: bool) -> list[ButtonSpec]:
    """The buttons of the bar at moment ``m``, in their order, with their keys."""
    p = m.presenter
    deck = m.view.state.deck
    lg = m.lang
    km = m.keymap
    names = list(m.names)
    viewer = m.viewer
    out: list[ButtonSpec] = []
    if m.ended is not None:  # the hand-end moment: one way on
        return [ButtonSpec("sheet", tr("table.sheet"), "call", "", command="sheet")]
    if choices:
        for c in choices:
            out.append(ButtonSpec("ch:" + c.text, p.action_label(c, deck, names, lg), p.action_tone(c), "", viewer,
                                  c.text))
        out.append(ButtonSpec("cancel", "✕", "", "", command="cancel"))
        return out
    if m.ready_wait is not None:  # «Правило вежливости»: only Ready (and chat) until pressed
        if viewer == m.ready_wait:
            out.append(ButtonSpec("ready", tr("table.ready"), "call", "", viewer, command="ready"))
            out += _chat_buttons(m)
        return out
    if m.claim is not None:
        if viewer == m.claim:
            out.append(ButtonSpec("unclaim", tr("table.claim.withdraw"), "", "", viewer, command="unclaim"))
        return out
    legal = m.legal
    texts = m.hand_texts()
    chat = p.chat(m.view)
    reserved = ["table.call", "table.claim"] + (["table.talk", "table.laugh", "table.cough"] if chat else [])
    used: set[str] = {km.key(i) for i in reserved}

    def keyed(b: ParsedAction) -> tuple[str, str, str]:
        aid = p.move_id(b)
        want = km.key(aid, p.hotkey(b)) if aid else ""
        if want and want in used:
            return aid, "", want
        used.add(want)
        return aid, want, ""

    if viewer is not None:
        for b in p.button_actions(legal, deck, texts):
            if b.verb in ("catch", "slap", "talk") or (m.race and b.verb == "pass"):
                continue
            aid, key, lost = keyed(b)
            out.append(ButtonSpec("a:" + b.text, p.button_label(b, m.view, names, lg), p.action_tone(b), key, viewer,
                                  b.text, action_id=aid, lost=lost))
        refused = p.unavailable(m.view, lg) if legal else []
        for text, reason in refused:
            b = p.parse(text, deck)
            aid, key, lost = keyed(b)
            out.append(ButtonSpec("x:" + text, p.button_label(b, m.view, names, lg), "refused", key, viewer,
                                  command="refused", reason=reason, action_id=aid, lost=lost))
        if refused:
            def rank(spec: ButtonSpec) -> tuple:
                return p.button_rank(p.parse(spec.action or spec.key[2:], deck))
            moves = sorted((b for b in out if b.key[:2] in ("a:", "x:")), key=rank)
            out = moves + [b for b in out if b.key[:2] not in ("a:", "x:")]
        for call in p.calls(legal, deck):
            label = p.call_label(call, lg) + (" ★" if call_on else "")
            out.append(ButtonSpec(f"call:{call}:{call_on}", label, "call", km.key("table.call"), command="call",
                                  action_id="table.call"))
    for seat, action in m.slaps:
        parsed = p.parse(action, deck)
        label = p.action_label(parsed, deck, names, lg) + f" ({names[seat]})"
        aid = "table.slap" if seat == viewer else f"seat.{seat + 1}"
        key = km.key(aid, str((seat + 1) % 10))
        out.append(ButtonSpec(f"slap:{seat}", label, "warn", key, seat, action, action_id=aid))
    if m.catch is not None:
        seat, action = m.catch
        parsed = p.parse(action, deck)
        label = p.action_label(parsed, deck, names, lg)
        if seat != viewer:
            label += f" ({names[seat]})"
        aid = p.move_id(parsed)
        out.append(ButtonSpec(f"catch:{seat}:{action}", label, "warn", km.key(aid, p.hotkey(parsed)) if aid else "",
                              seat, action, action_id=aid))
    out += _claim_buttons(m)
    if viewer is not None:
        out += _chat_buttons(m)
    return out


def _claim_buttons(m: Moment) -> list[ButtonSpec]:
    """A jump-in key for every other person while the window is open (uno.md section 8): it is
    offered whether or not they hold an identical card, so the key itself reveals nothing."""
    if not m.presenter.claim_window(m.view) or m.held:
        return []
    others = [h for h in m.humans if h != m.viewer]
    return [ButtonSpec(f"claim:{h}", tr("table.claim", name=m.names[h]), "warn",
                       m.keymap.key("table.claim") if len(others) == 1 else "", h, command="claim",
                       action_id="table.claim" if len(others) == 1 else "")
            for h in others]


def _chat_buttons(m: Moment) -> list[ButtonSpec]:
    """Quick-chat (the engine's ``talk``: it breaks a silence) and the exempt emotes (UI only)."""
    if not m.presenter.chat(m.view) or m.viewer is None:
        return []
    km = m.keymap
    return [
        ButtonSpec("talk", tr("table.talk"), "", km.key("table.talk"), m.viewer, "talk", action_id="table.talk"),
        ButtonSpec("laugh", tr("table.laugh"), "", km.key("table.laugh"), m.viewer, command="emote",
                   action_id="table.laugh"),
        ButtonSpec("cough", tr("table.cough"), "", km.key("table.cough"), m.viewer, command="emote",
                   action_id="table.cough"),
    ]


class ActionBar(Horizontal):
    """The bar of buttons; posts ``Pressed`` for a button (by click, Enter or its key)."""

    moment: reactive[Moment | None] = reactive(None, init=False, always_update=True, repaint=False)
    call_on: reactive[bool] = reactive(False, init=False, repaint=False)

    class Pressed(Message):
        def __init__(self, spec: ButtonSpec) -> None:
            super().__init__()
            self.spec = spec

    class CallToggled(Message):
        """The call toggle went on or off (the hand's label says so)."""

        def __init__(self, on: bool) -> None:
            super().__init__()
            self.on = on

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.specs: list[ButtonSpec] = []
        self.buttons: list[MarkedButton] = []
        self.choices: list[ParsedAction] | None = None
        self.focus_lost = False  # the focused button went away: the table places the focus again

    # -- what the table tells the bar ------------------------------------------------------------
    def offer(self, choices: list[ParsedAction]) -> None:
        """A choice between moves: the bar shows only them (and ✕) until one is taken."""
        self.choices = choices

    def withdraw(self) -> None:
        self.choices = None

    def toggle_call(self) -> None:
        self.call_on = not self.call_on

    def call_made(self) -> None:
        """A move went through: the call toggle (UNO! with the next move) has done its work."""
        self.call_on = False

    def reset(self) -> None:
        """Moves were made or taken back: no choice pending, no call switched on."""
        self.choices = None
        self.call_on = False

    def take_focus_lost(self) -> bool:
        lost, self.focus_lost = self.focus_lost, False
        return lost

    def spec_for_seat(self, seat: int) -> ButtonSpec | None:
        """The player picker's button for ``seat`` (a click on that opponent), if a picker is up."""
        m = self.moment
        if m is None:
            return None
        p = m.presenter
        for b in self.specs:
            parsed = p.parse(b.action, m.view.state.deck) if b.action else None
            if parsed and parsed.verb in p.seat_verbs and parsed.args and parsed.args[0] == str(seat):
                return b
        return None

    def spec_for(self, key: str) -> ButtonSpec | None:
        """The button whose key ``key`` is now."""
        return next((b for b in self.specs if b.hotkey and b.hotkey == key), None)

    # -- drawing --------------------------------------------------------------------------------
    def watch_call_on(self, on: bool) -> None:
        self.post_message(self.CallToggled(on))

    def watch_moment(self, m: Moment | None) -> None:
        if m is None:
            return
        wanted = bar_buttons(m, self.choices, self.call_on)
        if [(b.key, b.label) for b in wanted] == [(b.key, b.label) for b in self.specs]:
            self.specs = wanted  # the same buttons (their keys may have moved)
            return
        if self.app.focused in self.buttons:
            self.focus_lost = True  # the focused button goes away: the focus must be placed again
        self.specs = wanted
        self.remove_children()
        new = []
        for i, b in enumerate(wanted):
            classes = f"act t-{b.tone}" if b.tone else "act"
            if b.command == "refused":
                classes += " -refused"
            new.append(MarkedButton(b.label, name=f"btn-{i}", classes=classes))
        if new:
            self.mount(*new)
        self.buttons = new

    def on_button_pressed(self, event: Button.Pressed) -> None:
        bid = event.button.name or ""
        if not bid.startswith("btn-") or not event.button.has_class("act"):
            return
        event.stop()
        i = int(bid[4:])
        if i < len(self.specs):
            self.post_message(self.Pressed(self.specs[i]))
