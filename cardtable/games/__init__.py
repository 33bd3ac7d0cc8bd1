"""One package per game id of the rule specs; the registry is in ``cardtable.engine.game``."""
