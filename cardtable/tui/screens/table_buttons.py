"""The table's action bar: which buttons a position offers (moves that are not "play this card",
choices, Ready, claims, calls, chat) and their widgets.  Split from ``table.py`` by what it holds."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from textual.containers import Horizontal
from textual.widgets import Button

from cardtable.engine.state import View

from ..buttons import MarkedButton
from ..i18n import lang, tr

if TYPE_CHECKING:
    from .table import TableScreen


@dataclass(slots=True)
class ButtonSpec:
    """One button of the action bar: what it shows and what it does."""

    key: str  # identity, to avoid rebuilding an unchanged bar
    label: str
    tone: str
    hotkey: str
    seat: int | None = None
    action: str = ""  # an action to apply for ``seat``
    command: str = ""  # a UI command instead: "call", "cancel", "ready", "claim", "emote", "refused"
    reason: str = ""  # for a refused move (command "refused"): why, said when it is pressed


class ButtonsMixin:
    """The action bar of ``TableScreen``."""

    buttons: list[ButtonSpec]
    button_widgets: list[Button]
    _focus_lost: bool = False

    # -- buttons --------------------------------------------------------------------------------
    def _wanted_buttons(self: TableScreen, view: View, legal: list[str]) -> list[ButtonSpec]:
        p = self.presenter
        deck = view.state.deck
        lg = lang()
        session = self.session
        out: list[ButtonSpec] = []
        if self.ended is not None:  # the hand-end moment: one way on
            return [ButtonSpec("sheet", tr("table.sheet"), "call", "", command="sheet")]
        if self.choices:
            for c in self.choices:
                out.append(ButtonSpec("ch:" + c.text, p.action_label(c, deck, self.names, lg), p.action_tone(c),
                                      "", self.viewer, c.text))
            out.append(ButtonSpec("cancel", "✕", "", "", command="cancel"))
            return out
        if session.ready_wait is not None:  # «Правило вежливости»: only Ready (and chat) until pressed
            if self.viewer == session.ready_wait:
                out.append(ButtonSpec("ready", tr("table.ready"), "call", "", self.viewer, command="ready"))
                out += self._chat_buttons(view)
            return out
        if session.claim is not None:
            if self.viewer == session.claim:
                out.append(ButtonSpec("unclaim", tr("table.claim.withdraw"), "", "", self.viewer, command="unclaim"))
            return out
        texts = [deck.text(c) for c in self.hand_ids]
        used: set[str] = {"u", "t", "l", "k", "j"} if p.chat(view) else {"u", "j"}
        race = session.timing_kind() == "race"
        if self.viewer is not None:
            for b in p.button_actions(legal, deck, texts):
                if b.verb in ("catch", "slap", "talk") or (race and b.verb == "pass"):
                    continue
                label = p.button_label(b, view, self.names, lg)
                key = p.hotkey(b)
                key = "" if key in used else key
                used.add(key)
                out.append(ButtonSpec("a:" + b.text, label, p.action_tone(b), key, self.viewer, b.text))
            refused = p.unavailable(view, lg) if legal else []
            for text, reason in refused:
                b = p.parse(text, deck)
                key = p.hotkey(b)
                key = "" if key in used else key
                used.add(key)
                out.append(ButtonSpec("x:" + text, p.button_label(b, view, self.names, lg), "refused", key,
                                      self.viewer, command="refused", reason=reason))
            if refused:
                def rank(spec: ButtonSpec) -> tuple:
                    text = spec.action or spec.key[2:]
                    return p.button_rank(p.parse(text, deck))
                moves = [b for b in out if b.key[:2] in ("a:", "x:")]
                moves.sort(key=rank)
                out = moves + [b for b in out if b.key[:2] not in ("a:", "x:")]
            for call in p.calls(legal, deck):
                label = p.call_label(call, lg) + (" ★" if self.call_on else "")
                out.append(ButtonSpec(f"call:{call}:{self.call_on}", label, "call", "u", command="call"))
        for seat, action in session.slaps():
            parsed = p.parse(action, deck)
            label = p.action_label(parsed, deck, self.names, lg) + f" ({self.names[seat]})"
            key = "s" if seat == self.viewer else str((seat + 1) % 10)
            out.append(ButtonSpec(f"slap:{seat}", label, "warn", key, seat, action))
        catch = session.catch_for(self.viewer)
        if catch is not None:
            seat, action = catch
            parsed = p.parse(action, deck)
            label = p.action_label(parsed, deck, self.names, lg)
            if seat != self.viewer:
                label += f" ({self.names[seat]})"
            out.append(ButtonSpec(f"catch:{seat}:{action}", label, "warn", p.hotkey(parsed), seat, action))
        out += self._claim_buttons(view)
        if self.viewer is not None:
            out += self._chat_buttons(view)
        return out

    def _claim_buttons(self: TableScreen, view: View) -> list[ButtonSpec]:
        """A jump-in key for every other person while the window is open (uno.md section 8): it is
        offered whether or not they hold an identical card, so the key itself reveals nothing."""
        if not self.presenter.claim_window(view) or self.session.held:
            return []
        others = [h for h in self.session.humans if h != self.viewer]
        out = []
        for h in others:
            key = "j" if len(others) == 1 else ""
            out.append(ButtonSpec(f"claim:{h}", tr("table.claim", name=self.names[h]), "warn", key, h,
                                  command="claim"))
        return out

    def _chat_buttons(self: TableScreen, view: View) -> list[ButtonSpec]:
        """Quick-chat (the engine's ``talk``: it breaks a silence) and the exempt emotes (UI only)."""
        if not self.presenter.chat(view) or self.viewer is None:
            return []
        return [
            ButtonSpec("talk", tr("table.talk"), "", "t", self.viewer, "talk"),
            ButtonSpec("laugh", tr("table.laugh"), "", "l", self.viewer, command="emote"),
            ButtonSpec("cough", tr("table.cough"), "", "k", self.viewer, command="emote"),
        ]

    def _update_buttons(self: TableScreen, view: View, legal: list[str]) -> None:
        """Rebuild the action bar when its buttons changed; where the focus goes is ``_place_focus``'s."""
        wanted = self._wanted_buttons(view, legal)
        bar = self.query_one("#buttons", Horizontal)
        if [(b.key, b.label) for b in wanted] == [(b.key, b.label) for b in self.buttons]:
            return
        if isinstance(self.focused, Button):
            self._focus_lost = True  # the focused button goes away: the focus must be placed again
        self.buttons = wanted
        bar.remove_children()
        new = []
        for i, b in enumerate(wanted):
            classes = f"act t-{b.tone}" if b.tone else "act"
            if b.command == "refused":
                classes += " -refused"
            new.append(MarkedButton(b.label, name=f"btn-{i}", classes=classes))
        if new:
            bar.mount(*new)
        self.button_widgets = new

