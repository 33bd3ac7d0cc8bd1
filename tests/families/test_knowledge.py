"""What each seat may know in Mini Family: hands and pending choices never leak, the normal bot
uses only public memory, and the table's faces and timing."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.engine.cards import UNKNOWN
from cardtable.engine.game import get_game
from cardtable.engine.match import Match
from cardtable.engine.state import View
from cardtable.games.families.bot import normal_bot
from cardtable.games.families.present import PRESENTER
from tests.helpers import play

G = "families"
PRIVATE_KINDS = ("drew", "chose", "got")


def check_no_leak(m: Match) -> None:
    real = m.hand
    for v in range(m.n):
        view = m.view(v)
        vs = view.state
        for s in range(m.n):
            if s == v:
                assert vs.hands[s] == real.hands[s] and vs.sel[s] == real.sel[s]
                continue
            assert all(c == UNKNOWN for c in vs.sel[s]), "a pending choice shows in another view"
            for c in vs.hands[s]:
                assert c == UNKNOWN or real.known.get(c, 0) >> v & 1, "a hidden card shows in another view"
        if real.mode == "ask":
            assert all(c == UNKNOWN for c in vs.stock)
        for e in view.events:
            if e.kind in PRIVATE_KINDS:
                assert e.seat == v, f"{e.kind} of seat {e.seat} reached seat {v}"


@settings(max_examples=25)
@given(seed=st.integers(0, 2**31), mode=st.sampled_from(["ask", "kukareku"]))
def test_no_view_shows_another_hand_or_choice(seed, mode):
    spec = get_game(G)
    rng = random.Random(seed)
    n = rng.randint(3, 5)
    m = Match(spec, spec.options_model.parse({"mode": mode}), n, seed)
    for _ in range(60):
        if m.over:
            break
        seat = rng.choice(m.to_act())
        m.apply(seat, rng.choice(m.legal_actions(seat)))
        check_no_leak(m)


def test_normal_bot_asks_where_the_public_log_says_the_card_is():
    pos = {"hands": [["Tp", "Gd", "Rp"], ["Td", "Gs", "Wp", "Ws", "Rd"], ["Gp", "Gm", "Rm", "Kp", "Km"]],
           "stock": ["Kd", "Bs"], "turn": 1}
    # B takes Gp from C, Tp from A and Rm from C in sight of everyone, then hears «no» and draws
    m = play(G, 3, pos, [(1, "ask 2"), (1, "want Gp"), (1, "ask 0"), (1, "want Tp"),
                         (1, "ask 2"), (1, "want Rm"), (1, "ask 0"), (1, "want Rs")])
    assert m.hand.turn == 2
    rng = random.Random(1)
    first = normal_bot(m.view(2), rng)
    assert first == "ask 1"  # the seat seen taking the Gp that C wants back
    m.apply(2, first)
    assert normal_bot(m.view(2), rng) == "want Gp"


def test_normal_bot_collects_its_biggest_family_and_signals_at_once():
    m = play(G, 3, {"hands": [["Tp", "Tm", "Gd", "Wp"], ["Td", "Ts", "Gp", "Wm"], ["Gm", "Gs", "Wd", "Ws"]],
                    "dealer": 2}, options={"mode": "kukareku"})
    rng = random.Random(2)
    assert normal_bot(m.view(0), rng) in ("give Gd", "give Wp")
    assert normal_bot(m.view(2), rng) in ("give Gm", "give Gs")  # keeps the wizards that arrived last
    m2 = play(G, 3, {"hands": [["Tp", "Tm", "Td", "Ts"], ["Gd", "Gp", "Gm", "Wp"], ["Gs", "Wd", "Ws", "Wm"]],
                     "dealer": 2}, options={"mode": "kukareku"})
    assert normal_bot(m2.view(0), rng) == "signal"


def test_faces_colours_and_ascii_fallback():
    deck = get_game(G).deck_for(get_game(G).options_model())
    tp = deck.by_text["Tp"][0]
    f = PRESENTER.face(deck, tp)
    assert f.label == "🐸P" and f.tone == "green" and f.text == "Tp"
    assert PRESENTER.face(deck, tp, "ru").label == "🐸П"
    assert PRESENTER.face(deck, tp, symbols=False).label == "Tp"
    ws = deck.by_text["Ws"][0]
    assert PRESENTER.face(deck, ws).label == "⭐S" and PRESENTER.face(deck, ws).tone == "cyan"
    assert PRESENTER.family_text(deck, 0) == "🐸×4" and PRESENTER.family_text(deck, 0, symbols=False) == "T×4"
    cards = get_game(G).deck_for(get_game(G).options_model.parse({"deck_style": "playing_cards"}))
    assert PRESENTER.face(cards, cards.by_text["Js"][0]).label == "J♠"
    assert PRESENTER.face(cards, cards.by_text["Js"][0], "ru").label == "В♠"


def test_timing_and_marks_follow_the_phase():
    pos = {"hands": [["Tp", "Tm", "Td", "Rs"], ["Ts", "Rp", "Rm", "Kp"], ["Gp", "Gm", "Gd", "Gs"],
                     ["Rd", "Km", "Kd", "Ks"]], "families": ["T", "R", "G", "K"], "dealer": 3}
    m = play(G, 4, pos, [(0, "give Rs")], options={"mode": "kukareku"})
    assert PRESENTER.timing(m.hand) == "choose"
    assert PRESENTER.seat_marks(m.view(1)) == {0: "✓"}
    m.apply(2, "signal")
    assert PRESENTER.timing(m.hand) == "race"
    assert PRESENTER.seat_marks(m.view(1)) == {2: "👍"}
    m.apply(0, "signal")
    m.apply(3, "signal")
    assert PRESENTER.seat_marks(m.view(1))[1] == "🐓"
    ask = play(G, 3, {"hands": [["Tp"], ["Td"], ["Gp"]], "turn": 0})
    assert PRESENTER.timing(ask.hand) == "turn"


def test_every_event_reads_in_both_languages():
    spec = get_game(G)
    for mode in ("ask", "kukareku"):
        m = Match(spec, spec.options_model.parse({"mode": mode}), 4, 5)
        bots = [spec.normal_bot] * 4
        from cardtable.bots.runner import play_match

        play_match(m, bots, 5)
        names = ["A", "B", "C", "D"]
        for lang in ("en", "ru"):
            for e in m.events:
                text = PRESENTER.event_text(e, m.hand.deck, names, 0, lang)
                assert text is None or "{" not in text
            view: View = m.view(0)
            assert PRESENTER.status(view, names, 0, lang)


def test_subtle_signals_stay_out_of_the_log_until_the_hand_ends():
    pos = {"hands": [["Tp", "Tm", "Td", "Ts"], ["Gp", "Gm", "Rd", "Kp"], ["Gd", "Gs", "Rm", "Km"],
                     ["Rp", "Rs", "Kd", "Ks"]], "dealer": 3}
    names = ["A", "B", "C", "D"]
    for vis, logged in (("subtle", False), ("loud", True)):
        m = play(G, 4, pos, [(0, "signal"), (1, "signal"), (2, "signal")],
                 options={"mode": "kukareku", "signal_visibility": vis})
        lines = [PRESENTER.event_text(e, m.hand.deck, names, 3) for e in m.events]
        assert ("A puts a thumb on the table 👍" in lines) is logged
        assert "Game over. Signals in order: A, B, C 👍" in lines
        assert "You: «Cock-a-doodle-doo!» 🐓" in lines


def test_bot_signal_delays_follow_the_level_and_the_phase():
    pos = {"hands": [["Tp", "Tm", "Td", "Ts"], ["Gp", "Gm", "Rd", "Kp"], ["Gd", "Gs", "Rm", "Km"],
                     ["Rp", "Rs", "Kd", "Ks"]], "dealer": 3}
    m = play(G, 4, pos, options={"mode": "kukareku"})
    rng = random.Random(0)
    assert all(0.15 <= PRESENTER.bot_delay(m.hand, "hard", rng) <= 0.5 for _ in range(50))
    m.apply(0, "signal")
    assert all(1.5 <= PRESENTER.bot_delay(m.hand, "easy", rng) <= 3.5 for _ in range(50))


def test_normal_bots_do_not_steal_known_cards_back_and_forth_for_ever():
    """Regression: five normal bots once passed the same known cards round for ever (the last card of
    a family was never looked for where the «no» answers had not ruled it out)."""
    from cardtable.bots.runner import play_match

    spec = get_game(G)
    m = Match(spec, spec.options_model(), 5, 100_003 + 48)
    play_match(m, [spec.normal_bot] * 5, 7919 + 48, max_actions=1000)
    assert m.over


def claims_kept(seeds: range) -> tuple[int, int]:
    """Over normal-bot games: (claims a search deal broke, claims checked); the real hands never
    break one (the inference is sound)."""
    from cardtable.engine.state import determinize
    from cardtable.games.families.inference import family_claims

    spec = get_game(G)
    broken = checked = 0
    for seed in seeds:
        rng = random.Random(seed)
        m = Match(spec, spec.options_model.parse({"mode": "ask"}), rng.randint(2, 4), seed)
        while not m.over:
            seat = m.to_act()[0]
            claims = family_claims(m.hand)
            for s, fams in claims.items():
                assert fams <= {c >> 2 for c in m.hand.hands[s]}, "an ask proved something false"
            view = m.view(seat)
            for k in range(3):
                deal = determinize(view, random.Random(seed * 7 + k), quiet=True)
                for s, fams in claims.items():
                    if s != seat:
                        checked += 1
                        broken += not fams <= {c >> 2 for c in deal.hands[s]}
            m.apply(seat, normal_bot(view, rng))
    return broken, checked


def test_a_search_deal_gives_every_asker_a_card_of_the_families_he_asked_for():
    """The hard bot's deals honour what an ask proves (``inference``).  The greedy swaps miss a
    few claims where two askers compete for the same cards (12 of 9,372 here); without them
    1,398 were broken."""
    broken, checked = claims_kept(range(40))
    assert checked > 5000 and broken * 200 <= checked, (broken, checked)
