"""Petukh's phases, a seat's part in a hand and the hand size: plain numbers the state, the bots and
the hard bot's inference share (a module of its own so that ``inference`` needs no import of the
state, which calls it)."""

CUT, OFFER, PART, DECLARE, PLAY, REBUY, OVER = range(7)
PHASE_NAMES = ("cut", "offer", "part", "declare", "play", "rebuy", "over")
HAND = 5
UNDECIDED, PLAYS, OUT = range(3)
