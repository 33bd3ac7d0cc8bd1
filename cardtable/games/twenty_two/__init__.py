"""Twenty-Two («22»): a last-trick game on sets of equal rank (twenty_two.md)."""
