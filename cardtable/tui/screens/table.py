"""The table: your hand at the bottom, the piles in the centre, opponents on top, buttons, log.

Generic over games: the widgets of ``tui/widgets`` draw the masked view (public zones show their cards,
hidden ones a back with a count) and the game's areas (``tui/areas``) what only that game has.  The
screen keeps three things of its own and nothing else:

- who is at the keyboard (``viewer``; None while the hot-seat curtain is up, when no hand is drawn
  and the log shows only public lines);
- the hand-end moment (``ended``: the table stays as the last move left it until Enter);
- the focus policy (after every draw, button or prompt the focus goes to where the next decision is).

Each refresh it builds one ``Moment`` from the session and hands it to every child (their ``moment``
reactive); children post messages up (``Act``, ``Say``, ``Mark``, ``Offer``, ``FocusHand``...) and the
screen, the only one talking to the session, judges nothing itself: every move goes to the session,
and an illegal attempt shows the engine's reason.

Keys: the action registry (``tui/keymap.py``) with the player's keymap says which key does what; at
each moment the screen lists what is live (the bar's buttons, the areas' keys, its own bindings) and
``keymap.plan`` gives every key to one of them, a decision of the moment first (``on_key``); a table
binding whose key a decision took yields (``check_action``).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.events import Key, Resize
from textual.screen import Screen
from textual.widget import Widget

from cardtable.engine.state import Event, IllegalAction, State
from cardtable.games.present import Presenter

from ..areas import Area, area_class
from ..cards import CardRow
from ..host import AppHost
from ..i18n import lang, tr
from ..keymap import Claim, action_id, table_bindings
from ..session import Session
from ..widgets.action_bar import ActionBar, ButtonSpec
from ..widgets.hand import HandLabel, HandRow
from ..widgets.hint_panel import HintPanel
from ..widgets.info import HouseRules, InfoLine
from ..widgets.key_line import KeyLine
from ..widgets.log_view import GameLog
from ..widgets.message import MessageLine
from ..widgets.messages import Act, FocusHand, KeysChanged, Mark, Offer, Redraw, Say
from ..widgets.moment import Drawn, Moment
from ..widgets.opponents import OpponentsStrip
from ..widgets.piles import Piles
from ..widgets.status import StatusLine, status_text
from .table_focus import FocusPolicy, button_beside, row_after
from .table_keys import KeyPolicy
from .table_play import card_move, deck_move, last_move, refusal_words, window_words, with_call
from .table_practice import ask_hint, review_screen, undo


class TableScreen(Screen[None]):
    BINDINGS = table_bindings()
    """The table's own keys and the steering keys, from the registry (ids = registry ids, so a
    player's keymap moves them through ``App.set_keymap``)."""

    def __init__(self, session: Session, presenter: Presenter, host: AppHost) -> None:
        super().__init__()
        self.session = session
        self.presenter = presenter
        self.host = host
        self.match = session.match
        self.names = session.names
        self.keymap = host.keymap
        humans = session.humans
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.ended: list[str] | None = None  # the hand-end moment: the last move in words, until Enter
        self._ended_hand: State | None = None
        self.moment: Moment | None = None
        self._refresh_pending = False
        self._curtain = False
        self.focus_policy = FocusPolicy()  # where the focus goes after each refresh
        self.areas: list[Area] = [area_class(name)(id=f"area-{name}") for name in presenter.areas]
        # the children, made once: the screen hands them the moment and passes their messages on
        seat = self.viewer if self.viewer is not None else (session.keyboard_seat(None) or 0)
        roles = presenter.roles(self.match.view(seat, last_events=1), self.viewer)
        self.status = StatusLine("", id="status")
        self.opponents = OpponentsStrip(self.match.n, id="opponents")
        self.piles = Piles(roles, presenter.pair_zone, id="piles")
        self.piles.set_class(any(a.narrow_piles for a in self.areas), "-narrow")
        self.piles.display = any(r.role in ("deck", "table") for r in roles)
        self.info = InfoLine("", id="info")
        self.house_rules = HouseRules("", id="house-rules")
        self.log_view = GameLog(id="log")
        self.hand_label = HandLabel("", id="hand-label")
        self.hand = HandRow(id="hand")
        self.bar = ActionBar(id="buttons")
        self.hint_panel = HintPanel(id="practice-panel")
        self.message = MessageLine(id="message")
        self.key_line = KeyLine("", id="keys", classes="keys")
        self.key_policy = KeyPolicy(self.keymap, self.bar, self.areas)  # which decision a key goes to now

    # -- layout ---------------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield self.status
        yield self.opponents
        yield from self._areas_in("top")
        with Horizontal(id="centre"):
            yield self.piles
            yield from self._areas_in("centre")
            with Vertical(id="side"):
                yield from self._areas_in("side")
                yield self.info
                yield self.house_rules
                yield self.log_view
        yield from self._areas_in("above_hand")
        yield self.hand_label
        yield self.hand
        yield self.bar
        yield self.hint_panel
        yield self.message
        yield self.key_line

    def _areas_in(self, slot: str) -> list[Area]:
        return [a for a in self.areas if a.slot == slot]

    def _hand_down(self, m: Moment) -> None:
        """The moment to every child that draws from it, top to bottom (the hand before the areas:
        an area that marks hand cards finds the hand drawn)."""
        drawn: list[Drawn] = [self.status, self.opponents, self.piles, self.info, self.house_rules, self.log_view,
                              self.hand, self.hand_label, *self.areas, self.bar, self.hint_panel]
        for w in drawn:
            w.moment = m

    def on_mount(self) -> None:
        self.session.start(self)
        self._do_refresh()
        self.hand.focus()

    def on_unmount(self) -> None:
        self.session.close()

    def on_screen_resume(self) -> None:
        self.session.come_back()
        self.schedule_refresh()

    def look_away(self, screen: Screen[Any], callback: Callable[[Any], None] | None = None) -> None:
        """Push a screen the person reads away from the play (menu, rules, review): the bots wait
        until the table is back on top (``Session.step_away``)."""
        self.session.step_away()
        self.app.push_screen(screen, callback)

    def on_resize(self, event: Resize) -> None:
        self.schedule_refresh()

    @property
    def card_size(self) -> str:
        return self.moment.card_size if self.moment is not None else "small"

    @property
    def symbols(self) -> bool:
        return self.host.settings.suits != "letters"

    def settings_changed(self, pace: float) -> None:
        """The player changed a setting (the language, the card size, the bots' speed)."""
        self.session.pace = pace
        self.schedule_refresh()

    # -- session callbacks ----------------------------------------------------------------------
    def session_update(self, events: list[Event]) -> None:
        self.schedule_refresh()

    def session_window(self, deadline: float | None) -> None:
        self.message.countdown(deadline, partial(window_words, self.session) if deadline is not None else None)

    def session_hand_end(self, events: list[Event]) -> None:
        """The end of a hand as a moment: the table stays as the last move left it (the card that
        ended it on the pile, the trick, the counts) with the result in the status line, until the
        person presses Enter on "Score sheet"; a table of bots only goes on by itself."""
        m = self.match
        deck = m.prev_hand.deck if m.prev_hand is not None else m.hand.deck
        self.ended = last_move(self.presenter, events, deck, self.names, self.viewer, lang(), self.symbols)
        self._ended_hand = self.match.prev_hand if self.match.prev_hand is not None else self.match.hand
        if not self.session.humans:
            self._open_sheet()
            return
        self.bar.withdraw()
        self.piles.clear_target()
        self.schedule_refresh()

    def _open_sheet(self) -> None:
        """From the hand-end moment to the hand's account and the score sheet."""
        from .handend import HandEndScreen, MatchEndScreen, SheetHooks

        last = self.ended or []
        self.ended = None
        self._ended_hand = None
        hooks = SheetHooks.of(self.moment, self.action_review, self._menu_done)
        if self.match.over:
            self.app.push_screen(MatchEndScreen(self.match, self.names, last, self.viewer, self.symbols, hooks),
                                 self._after_match)
        else:
            self.app.push_screen(HandEndScreen(self.match, self.names, last, self.viewer, self.symbols, hooks),
                                 self._after_hand)

    def _after_hand(self, result: str | None) -> None:
        self.session.resume()
        self.schedule_refresh()

    def _after_match(self, result: str | None) -> None:
        if result == "again":
            self.host.play_again(self.session)
        else:
            self.host.go_lobby()

    def session_error(self, error: BaseException) -> None:
        self.host.recover(error)

    def session_notice(self, text: str, seconds: float) -> None:
        self.notify(text, severity="warning", timeout=seconds)

    # -- refreshing -----------------------------------------------------------------------------
    def schedule_refresh(self) -> None:
        if not self._refresh_pending:
            self._refresh_pending = True
            self.call_later(self._do_refresh)

    def _moment(self) -> Moment:
        w, h = self.app.size
        s = self.host.settings
        return Moment.of(self.session, self.viewer, lang=lang(), symbols=s.suits != "letters", cards=s.cards,
                         width=w, height=h, keymap=self.keymap,
                         ended=tuple(self.ended) if self.ended is not None else None,
                         ended_hand=self._ended_hand, choosing=bool(self.bar.choices))

    def _do_refresh(self) -> None:
        self._refresh_pending = False
        if not self.is_mounted:
            return
        self._sync_viewer()
        m = self._moment()
        self.moment = m
        self._hand_down(m)
        self._pass_hand_card()
        self._update_keys()
        self._place_focus(m)
        bar = self.bar
        prompt = tr("table.choose", what=", ".join(b.label for b in bar.specs[:-1])) if bar.choices else ""
        self.message.show_prompt(prompt, self.session.window_deadline is not None)

    def _pass_hand_card(self, card: str | None = None) -> None:
        """The card under the hand's cursor, for the areas that follow it."""
        card = self.hand.card() if card is None else card
        for a in self.areas:
            if a.wants_hand_card:
                a.hand_card = card

    @on(HandRow.CursorMoved)
    def _cursor_moved(self, message: HandRow.CursorMoved) -> None:
        self._pass_hand_card(message.card)

    def _sync_viewer(self) -> None:
        """Hand the keyboard over when another person must act (hot-seat)."""
        humans = self.session.humans
        if len(humans) <= 1 or self._curtain or self.ended is not None:
            return
        target = self.session.keyboard_seat(self.viewer)
        if target is None or target == self.viewer:
            return
        self.viewer = None
        self.bar.reset()
        for a in self.areas:
            a.reset()
        if self.app.screen is not self:
            return  # a hand-end screen or the menu is up; we come back on resume
        from .handover import Curtain, HandOverScreen

        self._curtain = True
        self.session.set_curtain(True)

        def done(_: object) -> None:
            # The person who confirmed is ``target``: only their hand may be drawn.  If play moved on
            # behind the curtain (a bot played and now another person must act), the refresh raises
            # a new curtain for that person rather than showing their hand to ``target``.
            self._curtain = False
            self.viewer = target
            self.session.set_curtain(False)
            self.schedule_refresh()
            self.hand.focus()

        curtain = Curtain.over(self.areas, lambda: self.moment, self._curtain_menu)
        self.app.push_screen(HandOverScreen(self.names[target], curtain), done)

    def _curtain_menu(self, item: str | None) -> None:
        if item == "rules":
            self.action_rules()
        elif item == "settings":
            self.host.open_settings()
        elif item in ("save_quit", "quit"):
            self._menu_done(item)

    # -- keys (``table_keys.py``) ------------------------------------------------------------------
    def claims(self) -> list[Claim]:
        """Every key live now, a decision of the moment first (``KeyPolicy.claims``)."""
        return self.key_policy.claims(self.moment)

    def _update_keys(self) -> None:
        m = self.moment
        if m is not None:
            self.key_line.show(self.key_policy.footer(m), m.width - 2, fitted=m.ended is None)

    def on_key(self, event: Key) -> None:
        """A key a decision of the moment has (a button's, an area's) does that decision; the table's
        own keys and the steering keys are left to the bindings (which yield where a decision took
        their key: ``check_action``)."""
        m = self.moment
        claim = self.key_policy.plan(m).get(event.key)
        if claim is None or claim.scope in ("table", "nav"):
            return
        event.stop()
        event.prevent_default()
        if claim.scope == "move":
            spec = self.bar.spec_for(event.key)
            if spec is not None:
                self._press(spec)
        elif m is not None:
            area = self.key_policy.area_for(m, claim)
            if area is not None:
                area.press(m, claim.action)
                self.schedule_refresh()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        aid = action_id(action, parameters)
        return True if aid is None else self.key_policy.allows(self.moment, aid)

    # -- messages from the children ---------------------------------------------------------------
    @on(Act)
    def _on_act(self, message: Act) -> None:
        for action in message.actions:
            if not self._act_for(message.seat, action, message.refused):
                break
        self.schedule_refresh()

    @on(Say)
    def _on_say(self, message: Say) -> None:
        self.say(message.text, message.error)

    @on(Mark)
    def _on_mark(self, message: Mark) -> None:
        self.hand.mark(message.cards)
        self.schedule_refresh()

    @on(Offer)
    def _on_offer(self, message: Offer) -> None:
        self.bar.offer(message.choices)
        self.schedule_refresh()

    @on(FocusHand)
    def _on_focus_hand(self) -> None:
        self.hand.focus()

    @on(KeysChanged)
    def _on_keys_changed(self) -> None:
        self._update_keys()

    def on_descendant_focus(self) -> None:
        """The footer names what Enter does where the focus is (``Area.enter_word``)."""
        if any(type(a).enter_word is not Area.enter_word for a in self.areas):
            self._update_keys()

    @on(Redraw)
    def _on_redraw(self) -> None:
        self.schedule_refresh()

    @on(ActionBar.Pressed)
    def _on_pressed(self, message: ActionBar.Pressed) -> None:
        self._press(message.spec)

    @on(ActionBar.CallToggled)
    def _on_call(self, message: ActionBar.CallToggled) -> None:
        self.hand_label.call_on = message.on
        self.schedule_refresh()

    @on(OpponentsStrip.Picked)
    def _on_picked(self, message: OpponentsStrip.Picked) -> None:
        """A click on an opponent picks them when a player picker (7-swap, 5-trade) is up."""
        spec = self.bar.spec_for_seat(message.seat)
        if spec is not None:
            self._press(spec)

    @on(CardRow.Activated)
    def _on_card(self, message: CardRow.Activated) -> None:
        message.stop()
        row = message.row
        m = self.moment
        if self.viewer is None or m is None:
            return
        if row.role == "hand":
            hand = self.hand
            i = message.index
            if 0 <= i < len(hand.ids):
                text = self.match.hand.deck.text(hand.ids[i])
                if any(area.take_card(m, i, text) for area in self.areas):
                    self.schedule_refresh()
                    return
            self._play_card(m, message.index)
        elif row.role == "deck":
            self._deck()
        else:
            self.say(tr("table.pick_card"))

    # -- acting ---------------------------------------------------------------------------------
    def say(self, text: str, error: bool = False) -> None:
        """A message under the buttons for a few seconds."""
        self.message.say(text, error)

    def _press(self, b: ButtonSpec) -> None:
        bar = self.bar
        if b.command == "call":
            self.action_call()
        elif b.command == "sheet":
            self._open_sheet()
        elif b.command == "refused":
            self.say(b.reason, error=True)
        elif b.command == "cancel":
            bar.withdraw()
            self.schedule_refresh()
        elif b.command == "ready" and b.seat is not None:
            self.session.ready(b.seat)
            self.schedule_refresh()
        elif b.command == "claim" and b.seat is not None:
            bar.withdraw()  # an off-keyboard person claims a jump-in: play stops, the keyboard goes to them
            self.session.start_claim(b.seat)
            self.schedule_refresh()
        elif b.command == "unclaim":
            self.session.end_claim()
            self.say(tr("table.claim.withdrawn"))
            self.schedule_refresh()
        elif b.command == "emote" and b.seat is not None:
            # laugh and cough are exempt from a silence (uno.md section 8): one log line, no action
            line = tr(f"table.{b.key}.line", name=self.names[b.seat])
            self.log_view.emote(line, len(self.match.events))
        elif b.seat is not None and b.action:
            bar.withdraw()
            self._act(b.seat, self._with_call(b.seat, b.action))

    def _with_call(self, seat: int, action: str) -> str:
        """The action with the call word when the viewer's call toggle is on (``with_call``)."""
        on = self.bar.call_on and seat == self.viewer
        return with_call(self.presenter, self.match.legal_actions(seat), action) if on else action

    def _act_for(self, seat: int | None, action: str, refused: str | None = None) -> bool:
        """A move asked for by a child: for the viewer (with the call), or for another person."""
        if seat is None:
            if self.viewer is None:
                return False
            return self._act(self.viewer, self._with_call(self.viewer, action))
        if refused is None:
            return self._act(seat, action)
        try:
            self.session.human(seat, action)
        except IllegalAction:
            if refused:
                self.say(refused)
            return False
        return True

    def _act(self, seat: int, action: str) -> bool:
        """One move for the session; an illegal one is said with the engine's reason."""
        claiming = self.session.claim == seat
        try:
            self.session.human(seat, action)
        except IllegalAction as e:
            self.say(refusal_words(self.presenter, self.match.hand.deck, self.names, seat, action, e.refusal,
                                   claiming, self.symbols), error=True)
            if claiming:  # a refused claim ends it: play goes on
                self.session.end_claim()
                self.schedule_refresh()
            return False
        self.bar.call_made()
        self.message.moved()
        self.piles.clear_target()
        if claiming and action != "talk":
            self.session.end_claim()
        return True

    def _play_card(self, m: Moment, index: int) -> None:
        hand = self.hand
        if not 0 <= index < len(hand.ids) or self.viewer is None:
            return
        legal = self.match.legal_actions(self.viewer)
        if not legal and self.session.claim != self.viewer:  # not this person's move: say whose it is
            self.say(tr("table.not_now", status=status_text(m)), error=True)
            return
        piles = self.piles
        move = card_move(self.presenter, m.view.state.deck, legal, hand.texts(), index, piles.target,
                         piles.table_card(), self.bar.call_on)
        if isinstance(move, list):
            self.bar.offer(move)
            self.schedule_refresh()
        else:
            self._act(self.viewer, move)

    def _deck(self) -> None:
        if self.viewer is None:
            return
        move = deck_move(self.presenter, self.match.legal_actions(self.viewer))
        if move:
            self._act(self.viewer, move)
        else:
            self.say(tr("table.pick_card"))

    # -- the table's own actions --------------------------------------------------------------------
    def action_call(self) -> None:
        self.bar.toggle_call()

    def action_menu(self) -> None:
        from .menu import MenuScreen

        if self.session.claim is not None and self.session.claim == self.viewer:
            self.session.end_claim()
            self.say(tr("table.claim.withdrawn"))
            self.schedule_refresh()
            return
        if self.hint_panel.shown:
            self.hint_panel.hide()
            return
        if self.bar.choices or self.piles.target:
            self.bar.withdraw()
            self.piles.clear_target()
            self.schedule_refresh()
            return
        self.look_away(MenuScreen(), self._menu_done)

    def _menu_done(self, item: str | None) -> None:
        if item == "rules":
            self.action_rules()
        elif item == "settings":
            self.session.step_away()  # the table comes back on top when the settings close
            self.host.open_settings()
        elif item == "save_quit":
            self.session._save()
            self.host.go_lobby()
        elif item == "quit":
            self.session._save()
            self.app.exit()

    def action_rules(self) -> None:
        from .rules import RulesScreen

        self.look_away(RulesScreen(self.match.spec.id, self.match.options, self.keymap))

    def action_sheet(self) -> None:
        """The score sheet so far, at any moment (``table.sheet``); Esc closes it."""
        from .sheet import SheetScreen

        self.look_away(SheetScreen(self.match, self.names))

    def action_hint(self) -> None:
        if self.moment is not None:
            ask_hint(self.session, self.moment, self.hint_panel, self.say)

    def action_undo(self) -> None:
        if self.moment is None or not undo(self.session, self.moment, self.say):
            return
        self.hint_panel.hide()
        self.bar.reset()
        self.piles.clear_target()
        for a in self.areas:
            a.reset()
        self.hand.mark(())
        self.log_view.taken_back(len(self.match.events))  # the log is written again without them
        self.schedule_refresh()

    def action_log(self, direction: int) -> None:
        """Page the log back or on: the log takes no focus (the keys steer the cards), so its
        scrolling has keys of its own (a mouse wheel works too)."""
        self.log_view.page(direction)

    def action_review(self) -> None:
        screen = review_screen(self.session, self.moment, self.say) if self.moment is not None else None
        if screen is not None:
            self.look_away(screen)

    # -- where the next decision is (``table_focus.py``) ---------------------------------------------
    def _place_focus(self, m: Moment) -> None:
        """The focus to the next decision when one comes (``FocusPolicy.place``)."""
        hint = self.hint_panel.last.best if self.hint_panel.shown and self.hint_panel.last is not None else ""
        self._focus_later(self.focus_policy.place(m, self.session.paused, self.piles.target, self.hand, self.bar,
                                                  self.focused, hint))

    def _focus_later(self, widget: Widget | None) -> None:
        """Focus after the refresh (a freshly mounted button takes focus only once mounted)."""
        if widget is None:
            return

        def go() -> None:
            if widget.is_attached and widget.display:
                widget.focus()

        self.call_after_refresh(go)

    def screen_rows(self) -> list[CardRow]:
        """The card rows from the top of the screen down: deck, table piles (and a game's own rows,
        Most's bridge), hand."""
        rows = [r for r in self.query(CardRow) if r.role in ("deck", "table")]
        rows.sort(key=lambda r: r.role != "deck")
        return rows + [self.hand]

    def action_zone(self, delta: int) -> None:
        """Up (-1) / Down (+1) in the screen's order, skipping empty rows; the bar is below the hand."""
        target = row_after(self.screen_rows(), [b for b in self.bar.buttons if b.is_attached], self.focused, delta)
        if target is not None:
            target.focus()

    def action_sideways(self, delta: int) -> None:
        """Left/Right between buttons when a button has focus (cards handle their own keys); no wrap."""
        target = button_beside([b for b in self.bar.buttons if b.is_attached], self.focused, delta)
        if target is not None:
            target.focus()
