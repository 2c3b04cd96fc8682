"""Wrapping text of mixed Chinese and English into lines of a given pixel width.

Chinese may break between any two characters (but a closing mark never starts a line); Latin
words break at spaces, and a word longer than a whole line is cut. `measure` is any function
giving a text's width in pixels (a pygame Font's `size(text)[0]`), so this module needs no
pygame and is tested with a fixed-width measure.
"""
from __future__ import annotations

from typing import Callable

NO_LINE_START = set("，。；：、！？）》」』】,.;:!?)%…")


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


def _wrap_paragraph(text: str, measure: Callable[[str], int], width: int) -> list[str]:
    if not text:
        return [""]
    lines: list[str] = []
    line = ""
    for token in _tokens(text):
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
        lines.append(line.rstrip())
        line = token.lstrip() if token.strip() else ""
    if line.strip() or not lines:
        lines.append(line.rstrip())
    return lines
