"""Black Jack, the British shedding game (black_jack.md): options, rules, scoring and the normal bot."""
