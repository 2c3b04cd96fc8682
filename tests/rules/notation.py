"""A short text for a test hand, turned into the `hand` object of `main.py score` (docs/cli.md),
so tests stay readable while the rules have one reader (`Variant.read_hand`).

    "123m456p789s1z23m [555z] {1111s} +4m last_tile seat=S"
      plain tiles   concealed tiles (without the winning tile)
      [123s]        a claimed chow / pung (3 tiles) or melded kong (4 tiles), from the left
      {1111s}       a concealed kong
      +4m / *4m     the winning tile, on a discard / self-drawn
      words         kong, last_tile, last_of_kind, first, dealer, after_kong, fed, flower_win,
                    baozi, diling; seat=E|S|W|N, round=E|S|W|N, flowers=N, void=m|p|s,
                    hun=3p (天津: the flipped tile), opt.KEY=VALUE (a rule option)
"""
from __future__ import annotations

from typing import Any

from rules.tiles import Tile, next_in_cycle, parse_tiles

_WORDS = {"kong": "kong_related", "last_tile": "last_tile", "last_of_kind": "last_of_kind",
          "first": "first_turn", "dealer": "dealer", "after_kong": "after_kong_discard",
          "fed": "fed_kong", "flower_win": "after_flower", "baozi": "baozi", "diling": "diling"}


def _option_value(text: str) -> Any:
    if text in ("true", "false"):
        return text == "true"
    return int(text) if text.lstrip("-").isdigit() else text


def parse_hand(text: str) -> tuple[dict, dict]:
    """(hand object, rule options) of a short test text (see the module docstring)."""
    concealed: list[str] = []
    melds: list[dict] = []
    flags: dict[str, Any] = {}
    hand: dict[str, Any] = {}
    options: dict[str, Any] = {}
    win = None
    for token in text.split():
        if token.startswith("[") and token.endswith("]"):
            tiles = parse_tiles(token[1:-1])
            kind = "kong" if len(tiles) == 4 else "pung" if len(set(tiles)) == 1 else "chow"
            melds.append({"type": kind, "tiles": token[1:-1], "from": 1})
        elif token.startswith("{") and token.endswith("}"):
            melds.append({"type": "concealed_kong", "tiles": token[1:-1]})
        elif token[0] in "+*":
            win = token[1:]
            if token[0] == "*":
                flags["self_drawn"] = True
        elif token in _WORDS:
            flags[_WORDS[token]] = True
        elif "=" in token:
            key, value = token.split("=", 1)
            if key.startswith("opt."):
                options[key[4:]] = _option_value(value)
            elif key in ("seat", "round"):
                flags[f"{key}_wind"] = value
            elif key == "flowers":
                flags["flowers"] = int(value)
            elif key == "void":
                hand["void_suit"] = value
            elif key == "hun":
                flipped = Tile.parse(value)
                hand["hun"] = [str(flipped), str(next_in_cycle(flipped))]
            else:
                raise ValueError(f"unknown setting {token!r} in {text!r}")
        else:
            concealed.append(token)
    if win is None:
        raise ValueError(f"{text!r} has no winning tile (+tile or *tile)")
    out = {"concealed": "".join(concealed), "win_tile": win}
    if melds:
        out["melds"] = melds
    if flags:
        out["flags"] = flags
    return {**out, **hand}, options


def hand(text: str) -> dict:
    """The hand object of a short test text (options left out)."""
    return parse_hand(text)[0]
