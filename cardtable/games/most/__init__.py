"""Most («Мост»): rummy with the open bridge row (most.md)."""
