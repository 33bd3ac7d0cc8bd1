"""Card widgets: a card drawn as a box or a one-line chip, and a focusable row of them (a zone).

Only the row (hand, table pile, deck) takes focus.  It keeps a ``cursor`` reactive and marks the
card under it with the ``-cursor`` CSS class: moving Textual focus per card made each key ~8x
more expensive.  When cards do not fit, the row fans them: covered cards keep 2-3 columns (their
label stays readable) and the card under the cursor is drawn whole.
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text
from textual.binding import Binding
from textual.events import Click
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from cardtable.games.present import Face

EMPTY = Face(label="", tone="empty", text="")
"""A blank slot of a card's size (an attack card not beaten yet has nothing under it)."""

TONE_STYLES = {"red": "bold #ff5f57", "yellow": "bold #f4d03f", "green": "bold #4cd964", "blue": "bold #5aa9ff",
               "wild": "bold #e07cff", "black": "bold"}
"""A card's tone as a text style, where a card is written in a line rather than drawn (the score
sheet's hands, Uno 52's open hands)."""

# width, height of a card per size; chips are one line
SIZES: dict[str, tuple[int, int]] = {"chips": (5, 1), "small": (5, 3), "large": (7, 5)}


def own_corner(face: Face) -> str:
    """The corner mark a small box or a chip must add because the label lacks it: Uno 52's colour
    letter (``8♠`` blue and ``8♠`` red are different cards; the tone alone does not read on every
    terminal, nor to colour-blind players); '' for every card whose label already carries it."""
    corner = face.corner
    return corner if corner and corner not in face.label and face.tone not in ("back", "empty") else ""


def face_lines(face: Face, size: str) -> list[str]:
    """The text lines of a card (no colour: the widget's CSS class gives the tone)."""
    label = face.label
    if face.tone == "empty":
        w, h = SIZES[size]
        return [" " * w] * h
    mark = own_corner(face)
    if size == "chips":
        return [f"[{mark}{label}]"]
    if size == "large":
        inner = 5
        top = _pad(face.corner or label[:1], inner, "left")
        mid = _pad((face.rank or label)[:inner], inner, "center")
        bot = _pad(face.foot or face.corner or label[:1], inner, "right")
        if face.tone == "back":
            top = mid = bot = "▒" * inner
        return ["┌" + "─" * inner + "┐", f"│{top}│", f"│{mid}│", f"│{bot}│", "└" + "─" * inner + "┘"]
    inner = 3
    top = "┌" + (_pad(mark, 1, "left") + "─" * (inner - 1) if mark else "─" * inner) + "┐"  # ┌B──┐
    return [top, f"│{_pad(label[:inner], inner, 'left')}│", "└" + "─" * inner + "┘"]


def _pad(text: str, width: int, align: str) -> str:
    """``text`` padded to ``width`` terminal cells (a family glyph such as 🐸 takes two cells, so
    ``str.ljust`` would push the box's right border out)."""
    cells = cell_len(text)
    if cells == len(text):  # one cell per character: exactly as before (snapshots stay)
        return text.ljust(width) if align == "left" else text.rjust(width) if align == "right" else text.center(width)
    gap = max(0, width - cells)
    if align == "left":
        return text + " " * gap
    if align == "right":
        return " " * gap + text
    return " " * (gap // 2) + text + " " * (gap - gap // 2)


class CardWidget(Widget):
    """One card; its width may be cut to 2-3 columns when covered by its right neighbour."""

    DEFAULT_CSS = """
    CardWidget { width: 5; height: 3; }
    """

    def __init__(self, face: Face, size: str, index: int) -> None:
        super().__init__(classes=f"card t-{face.tone}")
        self.face = face
        self.card_size = size
        self.index = index

    def set_face(self, face: Face, size: str) -> None:
        if face != self.face:
            self.remove_class(f"t-{self.face.tone}")
            self.add_class(f"t-{face.tone}")
            self.face = face
            self.refresh()
        if size != self.card_size:
            self.card_size = size
            self.refresh()

    def render(self) -> Text:
        w = self.size.width or SIZES[self.card_size][0]
        full = len(face_lines(self.face, self.card_size)[0])
        if self.card_size == "chips" and w < full:
            lines = [(self.face.label + " ")[:w]]  # a covered chip keeps its label, not its bracket
        else:
            lines = [line[:w] for line in face_lines(self.face, self.card_size)]
        text = Text("\n".join(lines), no_wrap=True, overflow="crop", end="")
        face = self.face
        if face.foot and self.card_size == "large" and face.rank in face.foot and len(lines) == 5:
            at = sum(len(line) + 1 for line in lines[:3]) + lines[3].find(face.foot) + face.foot.index(face.rank)
            if lines[3].find(face.foot) >= 0:
                text.stylize("bold reverse", at, at + 1)  # this member lit in the family's strip
        return text

    def on_click(self, event: Click) -> None:
        event.stop()
        if isinstance(self.parent, CardRow):
            self.post_message(CardRow.Clicked(self.index, self.parent))


class CardRow(Widget, can_focus=True):
    """A zone of cards: the hand, a pile on the table, the deck.  Enter/Space/click activate it."""

    DEFAULT_CSS = """
    CardRow { layout: horizontal; height: auto; width: 1fr; overflow: hidden hidden; }
    /* one cursor: a row draws its card cursor (and the hand raises that card) only while focused */
    CardRow:focus CardWidget.-cursor { text-style: bold reverse; }
    CardRow.-lift CardWidget { margin: 1 0 0 0; }
    CardRow.-lift:focus CardWidget.-cursor { margin: 0 0 0 0; }
    """

    BINDINGS = [  # the ids are the action registry's (tui/keymap.py): a player's keymap moves them
        Binding("left", "move(-1)", "Previous card", id="nav.left"),
        Binding("right", "move(1)", "Next card", id="nav.right"),
        Binding("home", "move_to(0)", "First card", id="nav.first"),
        Binding("end", "move_to(-1)", "Last card", id="nav.last"),
        Binding("enter,space", "activate", "Play", id="nav.play"),
    ]

    cursor: reactive[int] = reactive(0, always_update=False, init=False)

    class Activated(Message):
        """Enter, Space or a click on a card of this row."""

        def __init__(self, row: CardRow, index: int) -> None:
            super().__init__()
            self.row = row
            self.index = index

    class Clicked(Message):
        def __init__(self, index: int, row: CardRow) -> None:
            super().__init__()
            self.index = index
            self.row = row

    def __init__(self, role: str, *, id: str | None = None, classes: str = "") -> None:
        super().__init__(id=id, classes=f"zone {role}-row {classes}".strip())
        self.role = role
        self.faces: list[Face] = []
        self.playable: list[bool] = []
        self.card_size = "small"
        self.zone_name = ""
        self._kids: list[CardWidget] = []  # the card widgets shown, in order
        self._widths: list[int] = []  # each card's width in the fan (covered cards are narrower)
        self._full = SIZES["small"][0]  # a whole card's width

    # -- content --------------------------------------------------------------------------------
    def set_cards(self, faces: list[Face], size: str, playable: list[bool] | None = None,
                  cursor: int | None = None, marked: list[bool] | None = None) -> None:
        """Show ``faces``; reuses the card widgets already mounted (a hand changes by one card).
        ``marked`` cards (picked for a meld or a set) are drawn with a mark of their own."""
        self.faces = faces
        self.playable = playable if playable is not None else [True] * len(faces)
        self.card_size = size
        kids = [w for w in self.children if isinstance(w, CardWidget)]
        w, h = SIZES[size]
        lift = size != "chips" and self.role == "hand"
        self.set_class(lift, "-lift")  # margins by CSS: a resize into chips leaves no card pushed down
        self.styles.height = h + int(lift)
        for i, face in enumerate(faces):
            if i < len(kids):
                kids[i].set_face(face, size)
            else:
                kid = CardWidget(face, size, i)
                kids.append(kid)
                self.mount(kid)
            kids[i].styles.height = h
            kids[i].set_class(not self.playable[i], "-illegal")
            kids[i].set_class(bool(marked and marked[i]), "-marked")
        for extra in kids[len(faces):]:
            extra.remove()
        self._kids = kids[: len(faces)]
        n = len(faces)
        if cursor is not None:
            new = cursor
        else:
            new = self.cursor
        new = max(0, min(new, n - 1)) if n else 0
        self.set_reactive(CardRow.cursor, new)
        self._layout_fan()

    def on_resize(self) -> None:
        if self.faces:
            self._layout_fan()

    def _layout_fan(self) -> None:
        """Widths and classes of the cards: whole when they fit, else covered to 2-3 columns."""
        kids = self._kids
        n = len(kids)
        if not n:
            return
        full = SIZES[self.card_size][0]
        avail = self.size.width or 80
        if n * full <= avail:
            step = full
        else:
            step = max(1, min(3, (avail - full) // max(1, n - 1)))
        # a covered card keeps its whole label ("B+2", "10♥") when the row has room for it
        needed = [min(full, max(step, len(k.face.label) + 1)) for k in kids]  # + a border or a space
        if step < full and n > 1 and sum(needed[:-1]) - min(needed[:-1]) + 2 * full > avail:
            needed = [step] * n
        self._widths = needed
        self._step = step
        self._full = full
        cur = self.cursor
        for i, kid in enumerate(kids):
            here = i == cur
            kid.styles.width = full if here or i == n - 1 else needed[i]
            kid.set_class(here, "-cursor")

    def watch_cursor(self, old: int, new: int) -> None:
        kids = self._kids
        n = len(kids)
        if not n:
            return
        full = self._full
        widths = self._widths
        if 0 <= old < n:
            k = kids[old]
            k.remove_class("-cursor")
            k.styles.width = full if old == n - 1 or old >= len(widths) else widths[old]
        if 0 <= new < n:
            k = kids[new]
            k.add_class("-cursor")
            k.styles.width = full

    def on_focus(self) -> None:
        """Mark the pile holding this row, so its label lights up too (``:focus-within`` kept a
        stale highlight after Textual's first automatic focus)."""
        if self.parent is not None:
            self.parent.add_class("-row-focus")

    def on_blur(self) -> None:
        if self.parent is not None:
            self.parent.remove_class("-row-focus")

    # -- keys and mouse -------------------------------------------------------------------------
    def action_move(self, delta: int) -> None:
        n = len(self.faces)
        if n:
            self.cursor = (self.cursor + delta) % n

    def action_move_to(self, index: int) -> None:
        n = len(self.faces)
        if n:
            self.cursor = index % n

    def action_activate(self) -> None:
        self.post_message(self.Activated(self, self.cursor))

    def on_card_row_clicked(self, message: CardRow.Clicked) -> None:
        message.stop()
        if message.row is not self:
            return
        self.focus()
        self.cursor = message.index
        self.post_message(self.Activated(self, message.index))
