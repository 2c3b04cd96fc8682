"""`main.py score`: the hand calculator, JSON lines in and out (see docs/cli.md)."""
from __future__ import annotations

import json
from typing import TextIO

from rules.errors import NotationError
from rules.scoring import ScoreResult
from rules.variants.registry import DEFAULT_VARIANT, flags_of_any_variant, get_variant


MAX_INPUT_BYTES = 64 * 1024 * 1024   # a file of hands: a hand is ~200 bytes; larger is refused unread
MAX_LINE_CHARS = 1024 * 1024         # one hand's line; a longer one (an endless stream) ends the run
_BOM = chr(0xFEFF)   # the byte-order mark some editors write at the start of a file


def result_to_json(result: ScoreResult) -> dict:
    """The output object of one well-formed line (docs/cli.md)."""
    return {
        "ok": True,
        "win": result.win,
        "total": result.total,
        "unit": result.unit,
        "items": [
            {"name_zh": item.name_zh, "name_en": item.name_en, "value": item.value,
             "count": item.count, "op": item.op}
            for item in result.items
        ],
        "meets_minimum": result.meets_minimum,
        "reason": result.reason,
    }


def json_error(text: str, exc: json.JSONDecodeError) -> str:
    """Say where a line's JSON goes wrong: the column counts characters of that line, from 1."""
    if exc.msg.startswith("Unterminated string"):   # json points at where the string opens
        return f"the line ends inside the string that starts at column {exc.colno}"
    if exc.pos >= len(text.rstrip()):
        return f"the line ends before its JSON is complete (column {exc.colno}: {exc.msg})"
    return f"not valid JSON at column {exc.colno}: {exc.msg}"


def score_line(text: str) -> dict:
    """Score one input line; raises NotationError (or ValueError) with a message for bad input."""
    text = text.rstrip("\r\n")   # with the newline, json would point past it, at "line 2 column 1"
    try:
        obj = json.loads(text)
    except json.JSONDecodeError as exc:
        raise NotationError(json_error(text, exc)) from None
    except RecursionError:
        raise NotationError("the JSON is nested far too deep to be a hand") from None
    if not isinstance(obj, dict):
        raise NotationError("expected a JSON object with 'variant' and 'hand'")
    variant = obj.get("variant", DEFAULT_VARIANT.name)
    if not isinstance(variant, str):
        raise NotationError(f"'variant' must be a string, got {variant!r}")
    try:
        rules = get_variant(variant)
    except ValueError as exc:
        raise NotationError(str(exc)) from None
    hand = obj.get("hand")
    if not isinstance(hand, dict):
        raise NotationError("missing 'hand' object")
    options = obj.get("options") or {}
    if not isinstance(options, dict):
        raise NotationError("'options' must be an object of rule options")
    ctx = rules.read_hand(hand, ignored_flags=flags_of_any_variant())
    return result_to_json(rules.score(ctx, rules.resolve_options(options)))


def run(stream_in: TextIO, stream_out: TextIO) -> int:
    """Answer every line in order; the exit status is 2 if any line was malformed. A line longer
    than MAX_LINE_CHARS (an endless stream such as /dev/zero) is answered with an error and ends
    the run, so memory stays bounded."""
    status = 0
    lineno = 0
    while True:
        line = stream_in.readline(MAX_LINE_CHARS + 1)
        if not line:
            break
        lineno += 1
        if len(line) > MAX_LINE_CHARS and not line.endswith("\n"):
            answer = {"ok": False, "error": f"line {lineno}: longer than {MAX_LINE_CHARS:,} characters: "
                                            f"not a hand; the rest of the input was not read"}
            stream_out.write(json.dumps(answer, ensure_ascii=False) + "\n")
            return 2
        if lineno == 1:
            line = line.removeprefix(_BOM)
        if not line.strip():
            continue
        try:
            answer = score_line(line)
        except (ValueError, KeyError, TypeError) as exc:  # NotationError is a ValueError
            answer = {"ok": False, "error": f"line {lineno}: {exc}"}
            status = 2
        stream_out.write(json.dumps(answer, ensure_ascii=False) + "\n")
        stream_out.flush()
    return status
