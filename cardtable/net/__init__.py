"""Play across machines: ``cardtable host`` serves a table's remote seats, ``cardtable join`` sits
at one (DESIGN section 5b).

Above ``tui`` in the layers: the host's side drives the ordinary ``tui.session.Session`` and the
joiner's side is a ``Session`` over a mirror of one seat's view, so the table screen is the same.
``messages`` (the versioned protocol), ``wire`` (a masked hand as JSON), ``views`` (what one seat
is sent), ``hosting`` (the server), ``client`` and ``remote`` (the joiner), ``headless`` (a table
with no screen), ``bench`` (the hosting benchmark).
"""
