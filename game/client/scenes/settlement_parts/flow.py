"""How the sheet's transfer lines fill its columns: pure placement, no drawing, so a group cut
between two columns is named again at the top of the next and a group that ended at a column's
foot is not ("Kong refunds (cont.)" with nothing under it, seen at 1280×800)."""
from __future__ import annotations

from typing import NamedTuple, Sequence


class Placed(NamedTuple):
    """One line placed: its column, its top, its kind ("title", "note", "line") and text."""
    column: int
    y: int
    kind: str
    text: str


def flow_lines(lines: Sequence[tuple[str, str]], heights: dict[str, int], columns: Sequence[tuple[int, int]],
               title_room: int, cont: str) -> tuple[list[Placed], int]:
    """Place `lines` ((kind, text); kind "gap" is space only) top-down into `columns` ((top,
    limit) each): a title needs `title_room` more below it (never alone at a foot), a group cut
    by a column's foot starts the next column with its title and `cont` added. Returns the
    placed lines and the count of "line"s that found no room."""
    queue = list(lines)
    placed: list[Placed] = []
    column, (y, limit) = 0, columns[0]
    title = ""
    i = 0
    while i < len(queue):
        kind, text = queue[i]
        if kind == "title":
            title = text
        need = heights[kind] + (title_room if kind == "title" else 0)
        if y + need > limit:
            column += 1
            if column >= len(columns):
                return placed, sum(1 for k, _ in queue[i:] if k == "line")
            y, limit = columns[column]
            if kind == "gap":            # the group ended in the column before: nothing carries over
                i += 1
            elif kind != "title":        # a group carried over: name it again
                queue.insert(i, ("title", title + cont))
            continue
        if kind != "gap":
            placed.append(Placed(column, y, kind, text))
        y += heights[kind]
        i += 1
    return placed, 0
