"""Black Jack's named constants: phases, penalty kinds, play modes and «last cards» calls.

A module of their own so that the rules (``state``) and the refusals (``refusals``) both
read them without importing each other.
"""

# phases
PLAY, COMBO, DRAWN, QDRAWN, SUIT, OVER = range(6)
PHASE_NAMES = ("play", "combo", "drawn", "qdrawn", "suit", "over")

# penalty kinds (black_jack.md section 2): they never mix
NONE, TWOS, BLACK_JACKS, KING_HEARTS = range(4)
KIND_NAMES = ("", "twos", "black_jacks", "king_of_hearts")

# what the current play is allowed to be
NORMAL, PASS_ON, CANCEL = range(3)

# the «Last cards!» call of a seat: none, made during this turn, made on an earlier turn (valid to go out)
NO_CALL, CALLED_NOW, CALLED = range(3)
LAST = " last"
MISTAKE_CARDS = 1
HAND_SIZE = 7
