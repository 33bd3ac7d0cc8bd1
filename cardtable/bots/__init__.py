"""Game-agnostic bots. A bot is a function ``(view, rng) -> action text``; it never sees a state."""
