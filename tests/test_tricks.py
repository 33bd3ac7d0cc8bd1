"""The shared trick and bidding layer alone (engine.tricks, engine.bidding), without any game."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable.engine.cards import french_deck
from cardtable.engine.mechanics.bidding import (
    NO_BID,
    SEALED,
    contract_score,
    hook_forbidden,
    legal_bids,
    mask_bids,
    sheet_row,
)
from cardtable.engine.mechanics.tricks import (
    NO_TRUMP,
    Deal,
    TrickRules,
    TrickState,
    choose_trump,
    deal_hands,
    deal_order,
    ramp,
)
from cardtable.engine.rng import TableRng
from cardtable.engine.state import Vis

DECK = french_deck(36)
S, H, D, C = range(4)


def ids(*texts: str) -> list[int]:
    return [DECK.by_text[t][0] for t in texts]


def test_ramp_goes_up_and_down():
    assert [d.cards for d in ramp(1, 5)] == [1, 2, 3, 4, 5]
    assert [d.cards for d in ramp(5, 1, kind="x")] == [5, 4, 3, 2, 1]
    assert ramp(3, 3)[0] == Deal(3)
    assert Deal(6, "blind").label() == "6 blind" and Deal(4).label() == "4"


def test_deal_is_one_at_a_time_from_the_dealers_left():
    stock = list(range(12))  # top = 11
    hands = deal_hands(stock, 3, dealer=1, count=2)
    assert deal_order(3, 1) == [2, 0, 1]
    assert hands[2] == [11, 8] and hands[0] == [10, 7] and hands[1] == [9, 6]
    assert stock == list(range(6))


def test_trump_by_turned_card_fixed_none_and_no_stock():
    stock = ids("6c", "Ah")
    assert choose_trump(DECK, Deal(1), stock, ids("9s")) == (H, stock[-1])
    assert choose_trump(DECK, Deal(1, trump="d"), stock, []) == (D, -1)
    assert choose_trump(DECK, Deal(1, trump="none"), stock, []) == (NO_TRUMP, -1)
    last = ids("Ks", "10c")
    assert choose_trump(DECK, Deal(6), [], last) == (C, last[-1])
    assert choose_trump(DECK, Deal(6), [], last, no_stock="no_trump") == (NO_TRUMP, -1)


def test_follow_duty_and_must_trump():
    r = TrickRules(DECK)
    hand = ids("8c", "Qc", "7s", "9d")
    trick = ids("10c")
    assert r.legal(hand, trick, D) == ids("8c", "Qc")
    assert r.legal(ids("7s", "9d", "Ah"), trick, D) == ids("9d")
    assert r.legal(ids("7s", "Ah"), trick, D) == ids("7s", "Ah")
    assert r.legal(ids("7s", "9d"), trick, NO_TRUMP) == ids("7s", "9d")
    loose = TrickRules(DECK, must_trump=False)
    assert loose.legal(ids("7s", "9d"), trick, D) == ids("7s", "9d")
    assert r.legal(hand, [], D) == hand


def test_trick_winner_highest_trump_else_highest_of_led_suit():
    r = TrickRules(DECK)
    assert r.winner_index(ids("10c", "Ac", "6d", "Kh"), D) == 2
    assert r.winner_index(ids("10c", "Ac", "6d", "7d"), D) == 3
    assert r.winner_index(ids("10c", "Ah", "Jc"), D) == 2
    assert r.winner_index(ids("10c", "Ad"), NO_TRUMP) == 0


def test_voids_shown_by_not_following_and_not_trumping():
    r = TrickRules(DECK)
    clubs = frozenset(c for c in range(36) if DECK.suit_of[c] == C)
    diamonds = frozenset(c for c in range(36) if DECK.suit_of[c] == D)
    trick = ids("10c")
    assert r.shown_void(ids("Qc")[0], trick, D) == frozenset()
    assert r.shown_void(ids("9d")[0], trick, D) == clubs  # trumped: void in clubs only
    assert r.shown_void(ids("Ah")[0], trick, D) == clubs | diamonds  # neither followed nor trumped
    assert r.shown_void(ids("Ah")[0], trick, NO_TRUMP) == clubs
    assert r.shown_void(ids("Ah")[0], [], D) == frozenset()


def test_bidding_hook_and_legal_bids():
    # russian_poker.md example 2: 3 cards, bids 1, 0, 1: the dealer may not bid 1
    assert hook_forbidden(2, 3, last=True) == 1
    assert legal_bids(0, 3, hook_forbidden(2, 3, last=True)) == [0, 2, 3]
    assert hook_forbidden(2, 3, last=False) is None
    assert hook_forbidden(5, 3, last=True) is None  # the earlier bids already exceed the tricks
    assert legal_bids(0, 3, None) == [0, 1, 2, 3]


@given(st.integers(1, 18), st.lists(st.integers(0, 18), min_size=0, max_size=5))
def test_the_hook_always_leaves_a_legal_bid(cards, earlier):
    earlier = [min(b, cards) for b in earlier]
    bids = legal_bids(0, cards, hook_forbidden(sum(earlier), cards, last=True))
    assert bids
    assert all(sum(earlier) + b != cards for b in bids)


def test_sealed_bids_are_masked_for_other_seats():
    bids = [2, NO_BID, 0, 3]
    assert mask_bids(bids, 0) == [2, NO_BID, SEALED, SEALED]
    assert mask_bids(bids, 1) == [SEALED, NO_BID, SEALED, SEALED]


@pytest.mark.parametrize(("b", "t", "pts"), [(2, 2, 20), (2, 4, 4), (3, 1, -20), (0, 0, 5), (1, 0, -10), (0, 2, 2)])
def test_contract_score_examples(b, t, pts):
    # russian_poker.md example 3, kids_poker.md example 2
    assert contract_score(b, t) == pts


def test_contract_score_variants():
    assert contract_score(2, 4, "bid_plus_overtricks") == 22
    assert contract_score(0, 3, "bid_plus_overtricks") == 3  # a 0-bid with t tricks still scores t
    assert contract_score(0, 2, zero_fail="minus_10_per_trick") == -20
    assert contract_score(0, 0, zero_exact=10) == 10


def test_sheet_row_has_columns_per_player():
    row = sheet_row("3 ♥", ["bid", "taken", "total"], [["1", "1", "10"], ["0", "1", "1"]], deal=3)
    assert row["columns"] == ["bid", "taken", "total"] and row["cells"][1] == ["0", "1", "1"] and row["deal"] == 3


class _Plain(TrickState):
    """The smallest trick game: no bids, plain rules, used to test the shared trick state."""

    __slots__ = ()

    def to_act(self):
        return [] if self.over else [self.turn]

    def legal_actions(self, seat):
        return [] if seat != self.turn else [f"play {DECK.text(c)}" for c in RULES.legal(self.hands[seat], self.trick,
                                                                                          self.trump)]

    def apply(self, seat, action, check=True):
        c = DECK.by_text[action[5:]][0]
        v = RULES.shown_void(c, self.trick, self.trump)
        if v:
            self.note_void(seat, v, len(self.hands[seat]))
        ev = self.put_card(seat, c, RULES)
        if len(self.trick) == self.n:
            ev += self.close_trick()
            self.over = not self.hands[self.turn]
        else:
            self.turn = self.next_in_trick()
        return ev

    def clone(self, rng=None):
        c = _Plain.__new__(_Plain)
        self.copy_base(c, rng)
        self.copy_tricks(c)
        return c

    def why_illegal(self, seat, action):
        from cardtable.engine.refusals import COMMON

        return COMMON("not_legal", action=action)

    def public_info(self):
        return {**self.trick_info(), "phase": "play"}


RULES = TrickRules(DECK)


def test_trick_state_plays_tricks_and_counts_them():
    s = _Plain()
    s.init_base(DECK, 3, TableRng(1))
    s.init_tricks(3)
    s.hands = [ids("10c", "6h"), ids("Ac", "7h"), ids("9d", "8h")]
    s.trump = D
    s.turn = 0
    s.apply(0, "play 10c")
    assert s.trick_info()["winning"] == 0
    assert s.legal_actions(1) == ["play Ac"]
    s.apply(1, "play Ac")
    assert s.trick_info()["winning"] == 1
    ev = s.apply(2, "play 9d")  # trumps
    assert ev[-1].kind == "trick" and ev[-1].seat == 2
    assert s.taken == [0, 0, 1] and s.turn == 2 and s.leader == 2
    assert s.last_trick() == list(zip([0, 1, 2], ids("10c", "Ac", "9d"), strict=True))
    assert s.voids and s.voids[0][0] == 2  # seat 2 showed no club
    s.apply(2, "play 8h")
    s.apply(0, "play 6h")
    s.apply(1, "play 7h")
    assert s.over and s.taken == [0, 0, 2] and s.tricks_done == 2
    assert sorted(s.played) == sorted(ids("10c", "Ac", "9d", "8h", "6h", "7h"))
    names = [z.name for z in s.zones()]
    assert names[:4] == ["stock", "trump", "trick", "played"] and s.zones()[4].vis is Vis.OWNER
    assert s.clone().fingerprint() == s.fingerprint()


def test_must_head_forces_a_higher_card_and_overtrumping():
    # petukh.md section 3 (Trick-taking games II builds on this)
    r = TrickRules(DECK, must_head=True)
    assert r.legal(ids("8c", "Qc", "Ac"), ids("10c"), D) == ids("Qc", "Ac")
    assert r.legal(ids("8c", "9c"), ids("10c"), D) == ids("8c", "9c")  # cannot beat: any club
    assert r.legal(ids("8c", "Ac"), ids("10c", "6d"), D) == ids("8c", "Ac")  # a trump wins: no club beats it
    assert r.legal(ids("7d", "Kd", "Ah"), ids("10c", "9d"), D) == ids("Kd")  # must overtrump
    assert r.legal(ids("7d", "Ah"), ids("10c", "9d"), D) == ids("7d")  # cannot: still a (lower) trump
    higher_clubs = frozenset(ids("Jc", "Qc", "Kc", "Ac"))
    assert r.shown_void(ids("8c")[0], ids("10c"), D) == higher_clubs
    assert r.shown_void(ids("Qc")[0], ids("10c"), D) == frozenset()
    clubs = frozenset(c for c in range(36) if DECK.suit_of[c] == C)
    assert r.shown_void(ids("7d")[0], ids("10c", "9d"), D) == clubs | frozenset(ids("10d", "Jd", "Qd", "Kd", "Ad"))


@given(st.randoms(use_true_random=False), st.booleans(), st.booleans())
def test_a_played_legal_card_never_contradicts_its_own_void(rnd, must_trump, must_head):
    """Whatever a follower plays legally, his remaining hand holds none of the cards it proved absent."""
    r = TrickRules(DECK, must_trump=must_trump, must_head=must_head)
    cards = list(range(36))
    rnd.shuffle(cards)
    trick, hand = cards[:rnd.randint(1, 3)], cards[4:4 + rnd.randint(1, 8)]
    trump = rnd.choice([NO_TRUMP, S, H, D, C])
    for c in r.legal(hand, trick, trump):
        assert not r.shown_void(c, trick, trump) & set(hand)


def test_estimate_tricks_grows_with_strength_and_counts_sure_cards():
    from cardtable.engine.mechanics.tricks import estimate_tricks

    strong = ids("Ad", "Kd", "Qd", "Ac", "As")
    weak = ids("6c", "7h", "8s", "6h", "7c")
    assert estimate_tricks(DECK, strong, 4, 5, D) > 3.5
    assert estimate_tricks(DECK, weak, 4, 5, D) < 0.5
    seven = ids("7s")[0]
    plain = estimate_tricks(DECK, weak[:4] + [seven], 4, 5, D)
    poker = estimate_tricks(DECK, weak[:4] + [seven], 4, 5, D, sure=frozenset({seven}))
    assert poker >= plain + 0.9
    assert estimate_tricks(DECK, strong, 4, 5, D) <= 5
    # a king whose ace is seen (the turned trump) is as good as an ace
    kd = ids("Kd")
    assert estimate_tricks(DECK, kd, 4, 1, D, seen=frozenset(ids("Ad"))) == pytest.approx(1.0)


def test_record_positions_of_tricks_are_checked_key_by_key():
    from cardtable.engine.mechanics.tricks import bids_to_come, lay_out_tricks, position_bids
    from cardtable.engine.position import CardPlacer, PositionError

    def fresh():
        s = _Plain()
        s.init_base(DECK, 3, TableRng(1))
        s.init_tricks(3)
        return s

    s = fresh()
    lay_out_tricks(s, CardPlacer(DECK), 3, 2, [["6c", "7c"], ["8c"], ["9c", "Jc"]], ["10c"], ["Ah", "Kh", "Qh"],
                   [0, 1, 0], 1)
    assert s.trick_seats == [1] and s.tricks_done == 1 and s.leader == 1
    for kw, key in ((dict(played=["Ah"]), "played"), (dict(leader=None), "leader"),
                    (dict(hands=[["6c"], ["8c"], ["9c", "Jc"]]), "hands.0"), (dict(taken=[3, 0, 0]), "taken")):
        args = dict(hands=[["6c", "7c"], ["8c"], ["9c", "Jc"]], trick=["10c"], played=["Ah", "Kh", "Qh"],
                    taken=[0, 1, 0], leader=1)
        args.update(kw)
        with pytest.raises(PositionError) as e:
            lay_out_tricks(fresh(), CardPlacer(DECK), 3, 2, **args)
        assert e.value.key.startswith(key)
    assert bids_to_come(position_bids([1, None, None], 3, 3), 2, False) == [1, 2]
    with pytest.raises(PositionError, match="order"):
        bids_to_come(position_bids([None, 1, None], 3, 3), 2, False)
    with pytest.raises(PositionError, match="before the first card"):
        bids_to_come(position_bids([1, None, None], 3, 3), 2, True)
    with pytest.raises(PositionError, match="bids.0"):
        position_bids([4, None, None], 3, 3)
# -- MustBeatRules (Petukh's duty to beat and overtrump) and seats taking part ------------------------------
def test_must_beat_follow_beat_trump_and_overtrump():
    from cardtable.engine.cards import french_deck
    from cardtable.engine.mechanics.tricks import MustBeatRules, deal_order_among, next_among

    deck = french_deck(36)
    r = MustBeatRules(deck)
    c = {t: deck.by_text[t][0] for t in deck.texts}
    spade = 0  # SUITS = "shdc"
    trick = [c["9h"]]
    assert sorted(r.legal_beating([c["7h"], c["Jh"], c["Kc"]], trick, spade, 0)) == [c["Jh"]]
    assert sorted(r.legal_beating([c["7h"], c["8h"]], trick, spade, 0)) == sorted([c["7h"], c["8h"]])
    trick = [c["9h"], c["6s"]]  # trumped: a void follower must overtrump if able
    assert r.legal_beating([c["10s"], c["8d"]], trick, spade, 1) == [c["10s"]]
    assert sorted(r.legal_beating([c["6d"], c["Ah"]], trick, spade, 1)) == [c["Ah"]]  # hearts: follow, no beat duty
    # voids: a heart below the winning heart shows no higher heart
    shown = r.shown_void_beating(c["7h"], [c["9h"]], spade, 0)
    assert c["Ah"] in shown and c["10h"] in shown and c["8h"] not in shown
    shown = r.shown_void_beating(c["7s"], [c["9h"], c["10s"]], spade, 1)
    assert c["Jh"] in shown and c["As"] in shown and c["6s"] not in shown
    assert deal_order_among(5, 1, [0, 2, 4]) == [2, 4, 0]
    assert next_among(4, 5, [0, 2, 4]) == 0 and next_among(0, 5, [0, 2, 4]) == 2
