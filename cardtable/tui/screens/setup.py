"""Setup: seats (human or bot level, names), every house rule from the options model, language.

The form is generated from the game's options model: a bool becomes a switch, a ``Literal`` a
select, a number an input, each with its title, description and default in the chosen language.
Only the rules that apply to the rules chosen are shown (``GameOptions.applies``: Kukareku's own
rules, not Mini Family's).  A number out of its range is told in words ("Cards dealt: a whole
number from 4 to 7"), and the model's own ``parse`` judges the combination: its message is shown
and the player stays here.  Start remembers the setup (seats, names, levels, house rules) in the
settings, and the lobby opens the game's setup with it next time.
"""

from __future__ import annotations

import typing
from typing import Any, Literal

from annotated_types import Ge, Le
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Button, Input, Select, Static, Switch

from cardtable.bots.levels import LEVELS
from cardtable.engine.game import get_game
from cardtable.engine.options import Conflict, GameOptions, OptionsError, field_info, value_title
from cardtable.engine.record import SeatRecord, bot_level

from ..buttons import MarkedButton
from ..host import host
from ..i18n import lang, tr
from ..plain import PlainStatic, plain
from ..practice.texts import pt
from ..settings import RememberedSeat, RememberedSetup

MAX_NAME = 16


def kind_choices() -> list[tuple[str, str]]:
    out = [(tr("setup.human"), "human")]
    for lv in LEVELS:
        label = tr(f"level.{lv}") if f"level.{lv}" in _known_levels() else lv
        out.append((tr("setup.bot", level=label), f"bot:{lv}"))
    return out


def _known_levels() -> set[str]:
    from ..i18n import EN

    return {k for k in EN if k.startswith("level.")}


def default_names() -> list[str]:
    return tr("names").split(",")


def is_default_name(i: int, name: str) -> bool:
    """``name`` is seat ``i``'s default name in one of the languages (Anna / Анна): it follows the
    language of the day rather than being kept as typed."""
    from ..i18n import CATALOGS

    for cat in CATALOGS.values():
        names = cat["names"].split(",")
        if name == names[i % len(names)]:
            return True
    return False


def remembered_of(seats: list[SeatRecord], options: GameOptions) -> RememberedSetup:
    """What a Start remembers: every seat (a default name as "", so it follows the language) and
    the house rules that differ from the defaults."""
    kept = [RememberedSeat(name="" if is_default_name(i, s.name) else s.name[:MAX_NAME],
                           kind="bot" if s.kind == "bot" else "human", level=s.level) for i, s in enumerate(seats)]
    return RememberedSetup(seats=kept, options=options.changed())


def number_rule(model: type[GameOptions], name: str, raw: Any, lg: str) -> str:
    """'' when ``raw`` is a good value of the number option ``name``, else what is wanted in words:
    ``Cards dealt: a whole number from 4 to 7`` (never the validator's "Input should be ...")."""
    import math

    f = model.model_fields[name]
    whole = f.annotation is int
    lo = next((float(m.ge) for m in f.metadata if isinstance(m, Ge) and isinstance(m.ge, int | float)), None)
    hi = next((float(m.le) for m in f.metadata if isinstance(m, Le) and isinstance(m.le, int | float)), None)
    text = str(raw).strip()
    try:
        value: float = int(text) if whole else float(text.replace(",", "."))
        ok = math.isfinite(value) and (lo is None or value >= lo) and (hi is None or value <= hi)
    except ValueError:
        ok = False
    if ok:
        return ""

    def num(x: float) -> str:
        text = str(int(x)) if whole or x.is_integer() else f"{x:g}"
        return text.replace(".", ",") if lg == "ru" else text

    kind = tr("setup.bad.whole" if whole else "setup.bad.number")
    if lo is not None and hi is not None:
        wanted = tr("setup.bad.range", kind=kind, lo=num(lo), hi=num(hi))
    elif lo is not None:
        wanted = tr("setup.bad.at_least", kind=kind, lo=num(lo))
    elif hi is not None:
        wanted = tr("setup.bad.at_most", kind=kind, hi=num(hi))
    else:
        wanted = kind
    return f"{field_info(model, name, lg)[0]}: {wanted}"


class YesNo(Switch):
    """A switch that reads as words: ``[✓] Yes`` / ``[ ] No`` (Space/Enter or a click toggles it).

    Why: the stock switch is a 2-cell slider whose state and focus are hard to see in most themes."""

    def render(self) -> Text:
        return Text(f"[✓] {tr('yes')}" if self.value else f"[ ] {tr('no')}", no_wrap=True)

    def get_content_width(self, container, viewport) -> int:
        return 4 + max(len(tr("yes")), len(tr("no")))


def in_words(message: str, model: Any, lg: str) -> str:
    """An options message with every option id and value id replaced by its title («Scoring»)."""
    import re

    fields = model.model_fields

    def word(m: re.Match) -> str:
        w = m.group(0)
        if w in fields:
            return "«" + field_info(model, w, lg)[0] + "»"
        for name, f in fields.items():
            if typing.get_origin(f.annotation) is typing.Literal and w in map(str, typing.get_args(f.annotation)):
                return "«" + value_title(model, name, w, lg) + "»"
        return w

    text = re.sub(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)+", word, message)
    return text.replace("=true", ": " + tr("yes")).replace("=false", ": " + tr("no")).replace("=", ": ")


class SetupScreen(Screen[None]):
    """Configure a new match of one game."""

    BINDINGS = [Binding("escape", "back", "Back"), Binding("ctrl+s", "start", "Start", priority=True)]

    class Deal(Message):
        """Start: the match the form describes (the app deals it and opens its table)."""

        def __init__(self, game_id: str, options: GameOptions, seats: list[SeatRecord], hints_agreed: bool) -> None:
            super().__init__()
            self.game_id = game_id
            self.options = options
            self.seats = seats
            self.hints_agreed = hints_agreed

    def __init__(self, game_id: str, seats: list[SeatRecord] | None = None,
                 options: dict[str, Any] | None = None, remembered: RememberedSetup | None = None) -> None:
        """``seats``/``options``: the form as it was (a preset or the language switched); else
        ``remembered``: the last setup this game was started with (the lobby passes it)."""
        super().__init__()
        self.spec = get_game(game_id)
        self.game_id = game_id
        self.forgot = False  # the remembered setup no longer fits the game: say so once, use the defaults
        names = default_names()
        if seats is None and options is None and remembered is not None:
            seats, options = self._recall(remembered)
        if seats is None:
            n = self.spec.default_players
            seats = [SeatRecord(name=names[0], kind="human")] + [
                SeatRecord(name=names[i % len(names)], kind="bot", level="normal") for i in range(1, n)
            ]
        self.seats = [s.model_copy() for s in seats]
        model = self.spec.options_model
        self.values: dict[str, Any] = {k: f.default for k, f in model.model_fields.items()}
        self.values.update(options or {})

    def _recall(self, r: RememberedSetup) -> tuple[list[SeatRecord] | None, dict[str, Any] | None]:
        """The remembered seats and rules, if the game still takes them (its seat range, its options
        model); else nothing, and ``forgot`` is set."""
        names = default_names()
        try:
            options = self.spec.options_model.parse(dict(r.options))
            if not self.spec.min_players <= len(r.seats) <= self.spec.max_players:
                raise ValueError("seats")
            seats = [SeatRecord(name=plain(s.name, MAX_NAME) or names[i % len(names)], kind=s.kind,
                                level=bot_level(s.level)) for i, s in enumerate(r.seats)]
        except ValueError:  # OptionsError too
            self.forgot = True
            return None, None
        return seats, options.changed()

    # -- building the form ----------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        spec = self.spec
        yield PlainStatic(tr("setup.title", game=spec.name(lang())), classes="title")
        with Horizontal(id="setup-top"):
            yield MarkedButton(tr("setup.start"), id="start")
            yield MarkedButton(tr("setup.back"), id="back")
            yield Select([(tr("lang.en"), "en"), (tr("lang.ru"), "ru")], value=lang(), allow_blank=False,
                         id="lang", compact=True)
        yield PlainStatic("", id="setup-error")
        with VerticalScroll(id="setup-form", can_focus=False):  # a stop of its own would show no focus
            yield PlainStatic(tr("setup.seats"), classes="heading")
            with Horizontal(classes="form-row"):
                yield PlainStatic(tr("setup.players"), classes="form-label")
                yield Select([(str(k), k) for k in range(spec.min_players, spec.max_players + 1)],
                             value=len(self.seats), allow_blank=False, id="players", compact=True)
            yield Vertical(*self._seat_rows(), id="seats")
            with Horizontal(classes="form-row"):  # practice: hints at a hot-seat table need everyone's yes
                yield PlainStatic(pt("setup.hints"), classes="form-label")
                yield YesNo(value=False, id="practice-hints", animate=False)
            yield PlainStatic(tr("setup.rules"), classes="heading")
            model = spec.options_model
            if model.presets:
                with Horizontal(classes="form-row"):
                    yield PlainStatic(tr("setup.preset"), classes="form-label")
                    choices = [(tr("setup.preset.standard"), "")] + [
                        (en if lang() == "en" else ru, key) for key, (en, ru, _) in model.presets.items()]
                    yield Select(choices, value=self._preset(), allow_blank=False, id="preset", compact=True,
                                 classes="preset-select")
            for fname, f in model.model_fields.items():
                title, desc = field_info(model, fname, lang())
                with Vertical(classes="rule", id=f"rule-{fname}"):
                    with Horizontal(classes="form-row"):
                        yield PlainStatic(title, classes="form-label")
                        yield self._rule_widget(fname, f.annotation, self.values[fname])
                    shown = self._show(f.default, fname)
                    yield PlainStatic(f"{desc}  [{tr('setup.default', value=shown)}]", classes="rule-desc")
        yield PlainStatic(tr("setup.help"), classes="keys")

    def on_mount(self) -> None:
        self._fit_labels()
        self._show_applicable()
        if self.forgot:
            host(self.app).settings.forget(self.game_id)
            self.app.notify(tr("setup.forgotten", games=self.spec.name(lang())), severity="warning", timeout=8)
            self.forgot = False

    def _fit_labels(self) -> None:
        """Labels as wide as the longest one (up to 44 cells): a Russian title no longer wraps."""
        labels = list(self.query(".form-label"))
        if labels:
            width = min(44, max(22, max(len(str(lab.render())) for lab in labels) + 2))
            for lab in labels:
                lab.styles.width = width

    def _applies(self, name: str) -> bool:
        return self.spec.options_model.applies(name, self.values)

    def _show_applicable(self) -> None:
        """Only the house rules that apply to the rules chosen now (the options model says which)."""
        for fname in self.spec.options_model.model_fields:
            self.query_one(f"#rule-{fname}").display = self._applies(fname)

    def _seat_rows(self) -> list[Horizontal]:
        rows = []
        for i, s in enumerate(self.seats):
            kind = "human" if s.kind == "human" else f"bot:{s.level}"
            rows.append(Horizontal(
                PlainStatic(tr("setup.seat", n=i + 1), classes="form-label"),
                Select(kind_choices(), value=kind, allow_blank=False, id=f"kind-{i}", compact=True,
                       classes="seat-kind"),
                Input(s.name, max_length=MAX_NAME, id=f"name-{i}", placeholder=tr("setup.name"),
                      compact=True, classes="seat-name"),
                classes="form-row",
            ))
        return rows

    def _show(self, value: Any, name: str = "") -> str:
        if isinstance(value, bool):
            return tr("yes") if value else tr("no")
        if name:
            return value_title(self.spec.options_model, name, value, lang())
        return str(value)

    def _rule_widget(self, name: str, annotation: Any, value: Any):
        wid = f"opt-{name}"
        if annotation is bool:
            return YesNo(value=bool(value), id=wid, animate=False)
        if typing.get_origin(annotation) is typing.Literal:
            model = self.spec.options_model
            choices = [(value_title(model, name, v, lang()), v) for v in typing.get_args(annotation)]
            return Select(choices, value=value, allow_blank=False, id=wid, compact=True, classes="rule-select")
        kind: Literal["integer", "number", "text"] = (
            "integer" if annotation is int else ("number" if annotation is float else "text"))
        return Input(str(value), id=wid, type=kind, compact=True, classes="rule-input")

    # -- reacting to the form -------------------------------------------------------------------
    @on(Select.Changed, "#players")
    async def players_changed(self, event: Select.Changed) -> None:
        n = int(str(event.value))
        if n == len(self.seats):
            return
        names = default_names()
        while len(self.seats) < n:
            i = len(self.seats)
            self.seats.append(SeatRecord(name=names[i % len(names)], kind="bot", level="normal"))
        del self.seats[n:]
        box = self.query_one("#seats", Vertical)
        await box.remove_children()
        await box.mount(*self._seat_rows())
        self._fit_labels()  # the new seats' labels get the form's width
        self._clear_error()

    @on(Select.Changed, ".seat-kind")
    def kind_changed(self, event: Select.Changed) -> None:
        i = int((event.select.id or "kind-0").split("-")[1])
        val = str(event.value)
        if i < len(self.seats):
            if val == "human":
                self.seats[i].kind = "human"
            else:
                self.seats[i].kind = "bot"
                self.seats[i].level = bot_level(val.split(":", 1)[1])

    @on(Input.Changed, ".seat-name")
    def name_changed(self, event: Input.Changed) -> None:
        i = int((event.input.id or "name-0").split("-")[1])
        if i < len(self.seats):
            self.seats[i].name = event.value.strip()[:MAX_NAME]

    def _preset(self) -> str:
        """The preset the current values are exactly ('' for the standard rules or a mix)."""
        model = self.spec.options_model
        for key, (_, _, values) in model.presets.items():
            wanted = {k: f.default for k, f in model.model_fields.items()} | values
            if all(str(self.values.get(k)).strip() == str(v) for k, v in wanted.items()):  # inputs hold text
                return key
        return ""

    @on(Select.Changed, "#preset")
    def preset_changed(self, event: Select.Changed) -> None:
        key = str(event.value or "")
        if key == self._preset():
            return
        model = self.spec.options_model
        values = {k: f.default for k, f in model.model_fields.items()}
        if key in model.presets:
            values |= model.presets[key][2]
        self.app.switch_screen(SetupScreen(self.game_id, self.seats, values))

    @on(Select.Changed, "#lang")
    def lang_changed(self, event: Select.Changed) -> None:
        if event.value != lang():
            host(self.app).set_language(str(event.value))
            names = default_names()  # a default name follows the language; a typed one stays
            seats = [s.model_copy(update={"name": names[i % len(names)]}) if is_default_name(i, s.name) else s
                     for i, s in enumerate(self.seats)]
            self.app.switch_screen(SetupScreen(self.game_id, seats, self._collect_raw()))

    @on(Switch.Changed)
    def switch_changed(self, event: Switch.Changed) -> None:
        if not (event.switch.id or "").startswith("opt-"):
            return  # not a house rule (the practice switch)
        self.values[(event.switch.id or "")[4:]] = event.value
        self._clear_error()

    @on(Select.Changed, ".rule-select")
    def select_changed(self, event: Select.Changed) -> None:
        self.values[(event.select.id or "")[4:]] = event.value
        self._clear_error()

    @on(Input.Changed, ".rule-input")
    def input_changed(self, event: Input.Changed) -> None:
        self.values[(event.input.id or "")[4:]] = event.value
        self._clear_error()

    def _clear_error(self) -> None:
        """Judge the combination at once: a conflict is told as soon as it arises, not after Start;
        the rules shown follow the rules chosen (a mode's own rules)."""
        self._show_applicable()
        problem = self._problem()
        err = self.query_one("#setup-error", Static)
        if problem:
            self.show_error(problem)
        else:
            err.update("")
            err.remove_class("-shown")

    def _problem(self) -> str:
        """What the options model (and the seat count) refuse now, in the player's words; '' if fine.

        A number is judged first against its own range, in words; then the model judges the
        combination (its message in the player's language); then the seat count."""
        model = self.spec.options_model
        for name, f in model.model_fields.items():
            if f.annotation in (int, float) and self._applies(name):
                bad = number_rule(model, name, self.values[name], lang())
                if bad:
                    return bad
        try:
            options = model.parse(self.chosen_options())
            lo, hi = self.spec.players_for(options)
            if not lo <= len(self.seats) <= hi:
                return tr("setup.bad.players", lo=lo, hi=hi, n=len(self.seats))
            self.spec.check_players(len(self.seats), options)
        except OptionsError as e:
            return e.ru if lang() == "ru" and e.ru else in_words(str(e), model, lang())
        except Conflict as e:
            return e.ru if lang() == "ru" else str(e)
        except ValueError as e:
            return in_words(str(e), model, lang())
        return ""

    def _collect_raw(self) -> dict[str, Any]:
        return dict(self.values)

    def chosen_options(self) -> dict[str, Any]:
        """Only the options that differ from their defaults (the record stores those), and of those
        only the ones that apply: a rule hidden with its mode is not dealt into the match."""
        model = self.spec.options_model
        out = {}
        for k, v in self.values.items():
            default = model.model_fields[k].default
            if not self._applies(k):
                continue
            if isinstance(v, str) and not isinstance(default, str):
                v = v.strip()
                if v == str(default):
                    continue
            if v != default:
                out[k] = v
        return out

    def show_error(self, msg: str) -> None:
        err = self.query_one("#setup-error", Static)
        err.update(tr("setup.error", msg=msg))
        err.add_class("-shown")

    # -- buttons --------------------------------------------------------------------------------
    @on(Button.Pressed, "#start")
    def action_start(self) -> None:
        problem = self._problem()
        if problem:
            self.show_error(problem)
            return
        options = self.spec.options_model.parse(self.chosen_options())
        names = default_names()
        seats = []
        for i, s in enumerate(self.seats):
            name = plain(s.name).strip() or names[i % len(names)]  # a typed name is never markup
            seats.append(SeatRecord(name=name, kind=s.kind, level=s.level if s.kind == "bot" else "normal"))
        agreed = self.query_one("#practice-hints", Switch).value
        host(self.app).settings.remember(self.game_id, remembered_of(seats, options))
        self.post_message(self.Deal(self.game_id, options, seats, agreed))

    @on(Button.Pressed, "#back")
    def action_back(self) -> None:
        self.app.pop_screen()
