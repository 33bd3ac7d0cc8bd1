"""Shared mechanics the games compose: trick taking and its duties (``tricks``, ``trick_sets``),
bidding (``bidding``), melds and runs with jokers (``melds``), poker hands (``poker``), passing
rounds (``passing``), shedding piles (``shedding``, ``french_shedding``).  Each is written once
here and never copied into a game; the kernel (cards, state, match, records) is one level up."""
