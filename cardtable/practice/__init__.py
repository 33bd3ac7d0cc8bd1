"""What the table offers a learner, free of the UI: the hint (``hint``), the review of a hand
(``review``) and the statistics against the bots (``stats``)."""
