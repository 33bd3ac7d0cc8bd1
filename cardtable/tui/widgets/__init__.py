"""The table's widgets, one module each: status line, opponents strip, piles, info panel, log view,
hand, action bar, hint panel, message line and key line.

Each owns its state (the hand its cursor and marks, the action bar its buttons, pending choice and
call toggle, the piles the attack card chosen to beat, the log what it has written, the hint panel
the hint on show) and draws itself from the ``Moment`` the table screen hands it (``moment.py``: the
masked view of the person at the keyboard and the table's public facts).  They post messages up
(``messages.py``: act, say, mark, offer a choice, focus the hand) and never import the screen or write
another widget's attributes.
"""
