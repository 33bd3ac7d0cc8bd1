"""The action registry and the player's keymap (issue 32).

- the registry: every id once, every default a key Textual reports, every game's keys declared;
- the keymap file: a good remap applies, a bad entry is one line and ignored, a FIFO or a huge file
  gives the default keys;
- no two live decisions share a key, at any decision of any game: seeded random playouts of every
  registered game under random house rules, one person or two at the keyboard, bots in the other
  seats, in English and in Russian, with the keys computed as the table computes them (the bar's
  ``bar_buttons``, the areas' ``claims``, the table's bindings), and a table key that a decision of
  the moment wants yields to it;
- H names Hearts at the 101 and Black Jack suit prompts; a remapped key works end to end;
- the README documents every action id with its default key.
"""

from __future__ import annotations

import os
import random
import re
from pathlib import Path

import pytest

from cardtable.engine.game import REGISTRY, get_game
from cardtable.engine.match import Match
from cardtable.engine.record import SeatRecord
from cardtable.games.present import presenter_for
from cardtable.tui.areas import Area, area_class
from cardtable.tui.areas.most_builder import BuilderArea
from cardtable.tui.areas.uno52_hands import OpenHandsArea, covers_of
from cardtable.tui.i18n import set_lang
from cardtable.tui.keymap import DEFAULT, Claim, clashes, core_actions, display, normal_key, plan
from cardtable.tui.registry import all_actions, game_actions, load, parse
from cardtable.tui.session import Session
from cardtable.tui.widgets.action_bar import bar_buttons
from cardtable.tui.widgets.key_line import footer_items, live_claims
from cardtable.tui.widgets.moment import Moment

from ..test_properties import pick, random_options
from .driver import aio, record_app, screen_text, settle, table, table_app
from .test_uno_rules import pick_card

GAMES = sorted(REGISTRY)
README = Path(__file__).resolve().parents[2] / "README.md"


# -- the registry -------------------------------------------------------------------------------------
def test_every_action_id_is_declared_once_with_keys_textual_reports():
    seen: dict[str, str] = {}
    for game in GAMES:
        for a in game_actions(game):
            assert seen.setdefault(a.id, a.en) == a.en, f"{a.id} is declared twice with different meanings"
    for a in all_actions().values():
        assert a.en and a.ru, f"{a.id} needs a label in both languages"
        for k in a.keys:
            assert normal_key(k) == k, f"{a.id}: the default {k!r} is not a key name Textual reports"


def test_the_table_and_steering_keys_never_share_a_key():
    fixed = [a for a in core_actions().values() if a.scope in ("table", "nav")]
    keys = [k for a in fixed for k in a.keys]
    assert len(keys) == len(set(keys)), keys


def test_presenter_hotkeys_are_the_registry_defaults():
    p = presenter_for("hundred_one")
    spec = get_game("hundred_one")
    deck = Match(spec, spec.options_model(), 2, 1).hand.deck
    assert p.move_id(p.parse("suit h", deck)) == "suit.h" and p.hotkey(p.parse("suit h", deck)) == "h"
    assert p.move_id(p.parse("draw", deck)) == "move.draw" and p.hotkey(p.parse("draw", deck)) == "d"


# -- the keymap file ------------------------------------------------------------------------------------
def test_a_keymap_file_moves_keys_and_names_each_bad_entry_in_one_line():
    km, problems = parse('''
"suit.h" = "j"
"most.meld" = "enter"   # a key that steers the table
[table]
hint = "?"
review = "f1"          # the rules' key: two table keys may not share one
[move]
draw = ["n", "Ctrl+D"]
[nav]
play = "enter"
nope = "x"
[seat]
3 = "not a key"
''')
    assert km.keys("table.hint") == ("question_mark",)
    assert km.keys("move.draw") == ("n", "ctrl+d")
    assert km.keys("nav.play") == ("enter",)
    assert km.key("suit.h", "h") == "j"
    assert km.key("table.review") == "r" and km.key("most.meld", "m") == "m"
    assert len(problems) == 4, problems
    assert all("\n" not in line for line in problems)
    joined = "\n".join(problems)
    assert "'nav.nope' is no action" in joined
    assert "table.review" in joined and "most.meld" in joined and "'not a key' is no key" in joined
    assert km.textual() == {"table.hint": "question_mark", "nav.play": "enter"}


def test_a_broken_fifo_or_huge_keymap_file_gives_the_default_keys(tmp_path):
    bad = tmp_path / "keymap.toml"
    bad.write_text("[table\nhint = 1", encoding="utf-8")
    km, problems = load(bad)
    assert km is DEFAULT and len(problems) == 1 and "default keys" in problems[0]
    bad.write_text("x" * 100_000, encoding="utf-8")
    assert load(bad)[1] and load(bad)[0] is DEFAULT
    fifo = tmp_path / "fifo.toml"
    os.mkfifo(fifo)
    km, problems = load(fifo)
    assert km is DEFAULT and "not a regular file" in problems[0]
    assert load(tmp_path / "missing.toml") == (DEFAULT, [])


def test_keys_are_displayed_as_the_footer_writes_them():
    assert [display(k) for k in ("d", "ctrl+z", "f1", "left", "escape", "question_mark", "space")] == [
        "D", "Ctrl+Z", "F1", "←", "Esc", "?", "Space"]


# -- no two live decisions on one key ---------------------------------------------------------------------
def area_variants(area: Area, m: Moment) -> list[Area]:
    """The area as the moment finds it, and in the states a person may put it in first: Most's
    builder with a card marked, Uno 52's open hand with each hand card picked that may be laid."""
    out = [area]
    texts = m.hand_texts()
    if isinstance(area, BuilderArea) and texts:
        marked = BuilderArea(id="marked")
        marked.marked = {texts[0]}
        out.append(marked)
    if isinstance(area, OpenHandsArea):
        for t in texts:
            if covers_of(m.view.legal, t):
                picked = OpenHandsArea(id="picked")
                picked.card, picked.targets = t, covers_of(m.view.legal, t)
                out.append(picked)
    return out


def walk(game: str, seed: int, people: int, steps: int = 400) -> int:
    """Play a seeded random match and check the keys at every decision of a person; the number of
    decisions checked."""
    rng = random.Random(seed)
    spec = get_game(game)
    options = spec.options_model() if seed % 2 == 0 else random_options(spec, rng)  # the standard rules too
    n = max(people + 1, min(spec.players_for(options)[1], rng.choice((2, 3, 4))))
    n = max(spec.min_players, n)
    seats = [SeatRecord(name=f"P{i}", kind="human") for i in range(people)]
    seats += [SeatRecord(name=f"B{i}", kind="bot", level="random") for i in range(people, n)]
    session = Session(Match(spec, options, n, seed), seats, pace=0, autosave=False)
    match = session.match
    areas = [area_class(name)(id=f"area-{name}") for name in session.presenter.areas]
    viewer: int | None = session.keyboard_seat(None)
    checked = 0
    for _ in range(steps):
        if match.over:
            break
        acts = match.to_act()
        viewer = session.keyboard_seat(viewer)
        if viewer is not None and viewer in acts:
            for lg in ("en", "ru"):
                set_lang(lg)
                m = Moment.of(session, viewer, lang=lg, symbols=lg == "en", cards="auto", width=100, height=30)
                check_moment(game, m, areas)
            checked += 1
        seat = rng.choice(acts)
        match.apply(seat, pick(match.legal_actions(seat), rng))
    set_lang("en")
    return checked


def check_moment(game: str, m: Moment, areas: list[Area]) -> None:
    specs = bar_buttons(m, None, False)
    where = f"{game}, {m.view.legal[:6]}"
    lost = [(b.label, b.lost) for b in specs if b.lost]
    assert not lost, f"{where}: a button lost its key to an earlier one: {lost}"
    variants = [area_variants(a, m) for a in areas]
    for k in range(max((len(v) for v in variants), default=1)):
        area_claims = [c for v in variants for c in v[min(k, len(v) - 1)].claims(m)]
        claims = live_claims(m.keymap, specs, area_claims)
        bad = clashes(claims)
        assert not bad, f"{where}: two live actions share a key: {bad}"
        p = plan(claims)
        for c in claims:
            if c.scope in ("move", "area"):
                assert p[c.key].scope in ("move", "area"), f"{where}: {p[c.key]} took {c}'s key"
        footer_items(m, specs, [], p)  # the footer reads the same plan


@pytest.mark.parametrize("game", GAMES)
def test_no_two_live_actions_share_a_key_in_any_decision(game):
    checked = sum(walk(game, seed, people) for seed in range(4) for people in (1, 2))
    assert checked >= 10, f"{game}: only {checked} decisions of a person were walked"


def test_a_choice_letter_wins_over_a_table_key_which_yields():
    claims = [Claim("suit.h", "h", "move", "suit h"), Claim("table.hint", "h", "table"),
              Claim("table.review", "r", "table")]
    p = plan(claims)
    assert p["h"].action == "suit.h" and p["r"].action == "table.review"
    assert not clashes(claims)
    assert clashes([Claim("move.draw", "d", "move", "draw"), Claim("most.discard", "d", "area")])


# -- end to end ----------------------------------------------------------------------------------------
def ready(app) -> bool:
    scr = app.screen
    return scr.__class__.__name__ == "TableScreen" and not scr._refresh_pending


@aio
async def test_h_names_hearts_at_the_101_suit_prompt():
    pos = {"hands": [["Qc", "7c", "8d"], ["9s", "10s", "Js"]], "discard": ["9c"], "turn": 0, "dealer": 1}
    app = record_app("hundred_one", ("human", "normal"), pos)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pick_card(pilot, "Qc")
        assert await settle(pilot, lambda: ready(app) and "name a suit (S H D C)" in screen_text(app))
        assert "♥ Hearts (H)" in screen_text(app)
        assert " H hint" not in screen_text(app).splitlines()[-1], "the hint's key yields to Hearts"
        await pilot.press("h")
        m = table(app).match
        assert m.actions[:2] == [(0, "play Qc"), (0, "suit h")]
        assert not table(app).hint_panel.shown and "Thinking" not in screen_text(app)


@aio
async def test_h_names_hearts_at_the_black_jack_suit_prompt():
    pos = {"hands": [["Ac", "7d", "8d", "9s"], ["9h", "10s", "Js"]], "discard": ["5c"], "turn": 0, "dealer": 1}
    app = record_app("black_jack", ("human", "normal"), pos)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settle(pilot, lambda: ready(app))
        await pick_card(pilot, "Ac")
        scr = table(app)
        for _ in range(3):  # a Done may end the play before the ace asks for the suit
            assert await settle(pilot, lambda: ready(app))
            legal = scr.match.legal_actions(0)
            if legal and all(a.startswith("suit ") for a in legal):
                break
            await pilot.press("o")
        assert all(a.startswith("suit ") for a in scr.match.legal_actions(0))
        before = len(scr.match.actions)
        await pilot.press("h")
        assert scr.match.actions[before] == (0, "suit h")


@aio
async def test_a_remapped_key_works_end_to_end(cardtable_home):
    from cardtable.tui.registry import keymap_path

    path = keymap_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('[move]\ndraw = "n"\n[table]\nhint = "question_mark"\nrules = "nope"\n'
                    '[nav]\nright = ["right", "f3"]\n', encoding="utf-8")
    app = table_app("uno", ("human", "normal"), seed=7)
    async with app.run_test(size=(100, 30)) as pilot:
        assert await settle(pilot, lambda: ready(app) and app.screen.match.to_act()[:1] == [0])
        await pilot.pause()
        hand = table(app).hand
        assert app.focused is hand and len(hand.faces) > 1
        at = hand.cursor
        await pilot.press("f3")  # the steering keys move too (the card row's binding has the id)
        assert hand.cursor == (at + 1) % len(hand.faces)
        scr = None
        for _ in range(40):
            assert await settle(pilot, lambda: ready(app) and app.screen.match.to_act()[:1] == [0])
            scr = table(app)
            if "draw" in scr.match.legal_actions(0):
                break
            await pilot.press("enter")
        assert scr is not None and "draw" in scr.match.legal_actions(0)
        assert app.keymap.key("move.draw", "d") == "n"
        footer = screen_text(app).splitlines()[-1]
        assert "N Draw" in footer and "D Draw" not in footer and "? hint" in footer
        before = len(scr.match.actions)
        await pilot.press("d")  # the old key does nothing now
        await pilot.pause()
        assert len(scr.match.actions) == before
        await pilot.press("n")
        await pilot.pause()
        assert scr.match.actions[before] == (0, "draw")
        assert await settle(pilot, lambda: ready(app) and scr.match.to_act()[:1] == [0] and bool(
            scr.match.legal_actions(0)))
        await pilot.press("question_mark")
        assert await settle(pilot, lambda: "Thinking" in screen_text(app) or scr.hint_panel.shown)
        assert any("rules" in str(n.message) for n in app._notifications), "the bad entry was said"


# -- the README --------------------------------------------------------------------------------------------
def test_the_readme_lists_every_action_id_with_its_default_key():
    text = README.read_text(encoding="utf-8")
    section = text[text.index("## Keymap"):]
    rows = dict(re.findall(r"^\| `([A-Za-z0-9_.]+)` \| ([^|]+) \|", section, re.M))
    families = {"seat.": "seat.N", "bid.": "bid.N", "most.lay_on.": "most.lay_on.N", "uno52.slot.": "uno52.slot.N"}
    for a in all_actions().values():
        fam = next((f for p, f in families.items() if a.id.startswith(p)), None)
        name = fam or a.id
        assert name in rows, f"the README's keymap table lacks {name}"
        if fam is None:
            shown = rows[name].strip()
            assert all(f"`{display(k)}`" in shown for k in a.keys), f"{a.id}: README says {shown}, default {a.keys}"
    example = section[section.index("```toml") + 7:section.index("```", section.index("```toml") + 7)]
    km, problems = parse(example)
    assert not problems and km.key("most.meld", "m") == "g" and km.keys("move.draw") == ("n", "f2")
