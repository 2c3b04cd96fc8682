"""Wrapping text of mixed Chinese and English into lines of a given pixel width.

Chinese may break between any two characters (but a closing mark never starts a line); Latin
words break at spaces, never at a hyphen added here, and a word longer than a whole line is cut
where it must (no "-" is added). A separator between items (" · ", " | ") is dropped where the
line breaks, so no line starts or ends with a lone "·". `measure` is any function
giving a text's width in pixels (a pygame Font's `size(text)[0]`), so this module needs no
pygame and is tested with a fixed-width measure.
"""
from __future__ import annotations

from typing import Callable

NO_LINE_START = set("，。；：、！？）》」』】,.;:!?)%…")
NO_LINE_END = set("（《「『【(")      # an opening mark goes down with what it opens
SEPARATORS = {"·", "|", "•", "・"}      # standing alone between spaces: dropped at a line break


def _is_wide(ch: str) -> bool:
    return ord(ch) >= 0x2E80


def _tokens(text: str) -> list[str]:
    """Words of Latin letters (with their trailing space), single wide characters, and runs of
    other characters, in order; joining them gives back `text`."""
    out: list[str] = []
    word = ""
    for ch in text:
        if _is_wide(ch):
            if word:
                out.append(word)
                word = ""
            out.append(ch)
        elif ch == " ":
            out.append(word + " ")
            word = ""
        else:
            word += ch
    if word:
        out.append(word)
    return out


def wrap(text: str, measure: Callable[[str], int], width: int) -> list[str]:
    """`text` broken into lines no wider than `width` (explicit newlines are kept)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        lines.extend(_wrap_paragraph(paragraph, measure, max(1, width)))
    return lines


def _is_separator(token: str) -> bool:
    return token.strip() in SEPARATORS and token.endswith(" ")


def _drop_edge_separator(line: str) -> str:
    """A line that ends in " ·" (the break came right after a separator) loses it."""
    words = line.rstrip().rsplit(" ", 1)
    if len(words) == 2 and words[1] in SEPARATORS:
        return words[0].rstrip()
    return line.rstrip()


def _item_start(line: str, measure: Callable[[str], int], width: int) -> int:
    """Where the last item of a " · " list on `line` starts, when that item is short enough
    (half a line) to go down whole; 0 when the line holds no such item."""
    for sep in SEPARATORS:
        at = line.rfind(f" {sep} ")
        if at > 0 and line[at + 3:].strip() and measure(line[at + 3:]) <= width // 2:
            return at + 3
    return 0


def _wrap_paragraph(text: str, measure: Callable[[str], int], width: int) -> list[str]:
    if not text:
        return [""]
    lines: list[str] = []
    line = ""
    for token in _tokens(text):
        if _is_separator(token) and line.strip() and measure((line + token).rstrip()) > width:
            lines.append(_drop_edge_separator(line))     # the break falls on the separator
            line = ""
            continue
        if _is_separator(token) and not line.strip() and lines:
            continue                                     # never "·" first on a line
        candidate = line + token
        if measure(candidate.rstrip()) <= width or not line.strip():
            if measure(candidate.rstrip()) > width and not line.strip():
                # a single token wider than the line: cut it character by character
                for ch in token:
                    if measure((line + ch).rstrip()) > width and line.strip():
                        lines.append(line.rstrip())
                        line = ""
                    line += ch
                continue
            line = candidate
            continue
        item = _item_start(line, measure, width)
        if item > 0 and measure((line[item:] + token).rstrip()) <= width:
            # a list of items: its last item goes down whole rather than split
            lines.append(line[:item - 3].rstrip())
            line = line[item:] + token
            continue
        if token[0] in NO_LINE_START:
            cut = len(line) - 1
            while cut > 0 and line[cut] in NO_LINE_START:
                cut -= 1
            if cut > 0 and _is_wide(line[cut]):
                # a mark never starts a line: the character before it (and its marks) go down
                lines.append(line[:cut].rstrip())
                line = line[cut:] + token
            else:
                line = candidate    # after a Latin word the mark stays, a little over
            continue
        opening = ""
        while len(line.rstrip()) > 1 and line.rstrip()[-1] in NO_LINE_END:
            opening = line.rstrip()[-1] + opening
            line = line.rstrip()[:-1]
        lines.append(_drop_edge_separator(line))
        line = opening + (token.lstrip() if token.strip() else "")
    if line.strip() or not lines:
        lines.append(line.rstrip())
    return lines
