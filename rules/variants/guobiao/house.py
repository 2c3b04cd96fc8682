"""国标 house rules (docs/rules/guobiao-mcr.md §8.1): the room options that change a score.

- `blessings`: the 天和/地和/人和 pack, absent from the official rules. "mcr8" is the reference
  calculator's own switch (summerinsects/mahjong-algorithm SUPPORT_BLESSINGS: 天和, 地和, 人和
  8 fans each); "dazhong" the 大众麻将 list of the seed (天胡 48, 地胡 32, 人胡 24).
- `mixed_kongs`: one melded + one concealed kong as 明暗杠 5 (the reference, default) or as the
  81-fan list reads it, 明杠 1 + 暗杠 2.

The rows of the pack follow the 82 official ones (fan ids 83..88, this program's numbers); the
official table scores every hand of a room without the pack, so the defaults stay the reference's.
"""
from __future__ import annotations

from typing import Any, Mapping, Optional

from ...score_rows import ScoreRow
from ...scoring import FanTable
from ...tiles import Tile
from .reading import Hand
from .rows import FANS

OFF = "off"
MCR8 = "mcr8"          # 天和 / 地和 / 人和 8 each (the reference calculator's switch)
DAZHONG = "dazhong"    # 天胡 48 / 地胡 32 / 人胡 24 (大众麻将)
BLESSINGS = (OFF, MCR8, DAZHONG)
MINGANGANG = "mingangang"          # 明暗杠 5 fans
SEPARATE_KONGS = "separate_kongs"  # 明杠 1 + 暗杠 2
MIXED_KONGS = (MINGANGANG, SEPARATE_KONGS)

_WAITS = ("edge_wait", "closed_wait", "single_wait")
_FIRST = "first_turn"


def _tiles(r: Any) -> tuple[Tile, ...]:
    return tuple(r.hand.all_tiles)


def _fact(name: str) -> Any:
    return lambda r: int(getattr(r.hand, name))


def _row(fan_id: int, key: str, zh: str, en: str, value: int, excludes: tuple[str, ...], rule: str,
         meaning_zh: str, meaning_en: str, example: dict, reading: str) -> ScoreRow:
    return ScoreRow(key, zh, en, value, excludes=frozenset(excludes), rule=rule, meaning_zh=meaning_zh,
                    meaning_en=meaning_en, example=example, example_options={"blessings": reading},
                    group="fan", tags=frozenset({"house"}), fan_id=fan_id, counter=_fact(key), tiles=_tiles,
                    only_with={"blessings": reading})   # the table in force has them only with the pack


_PLAIN = "123m567p234s789s5z"   # without the pack it has too few fans to win (不求人 4 + 单钓将 1)


def _example(dealer: bool, self_drawn: bool, from_dealer: bool = False) -> dict:
    flags: dict[str, Any] = {_FIRST: True, "dealer": dealer, "self_drawn": self_drawn}
    if from_dealer:
        flags["from_dealer"] = True
    return {"concealed": _PLAIN, "win_tile": "5z", "flags": flags}


HOUSE_FANS: tuple[ScoreRow, ...] = (
    _row(83, "heavenly_hand", "天和", "Heavenly Win", 8,
         ("fully_concealed_hand", "self_drawn") + _WAITS,
         "house rule (option blessings = mcr8): 不计不求人、自摸、边张、嵌张、单钓将",
         "庄家起手（补花后）的十四张就和牌", "the dealer's first fourteen tiles (after flowers) already win",
         _example(True, True), MCR8),
    _row(84, "earthly_hand", "地和", "Earthly Win", 8,
         ("concealed_hand",),
         "house rule (option blessings = mcr8): 不计门前清",
         "闲家在第一圈、没有人吃碰杠之前和庄家打的牌", "a non-dealer wins on the dealer's discard in the first go-around, "
         "before any claim or kong", _example(False, False, True), MCR8),
    _row(85, "human_hand", "人和", "Human Win", 8,
         ("fully_concealed_hand", "self_drawn", "concealed_hand"),
         "house rule (option blessings = mcr8): 不计不求人、自摸、门前清",
         "闲家在自己第一次打牌之前、没有人吃碰杠时自摸，或和另一闲家打的牌",
         "a non-dealer wins before his own first discard and before any claim or kong: on his first draw, "
         "or on another non-dealer's discard", _example(False, True), MCR8),
    _row(86, "tian_hu", "天胡", "Heavenly Win", 48,
         _WAITS,
         "house rule (option blessings = dazhong): 不记单钓将、边张、砍张；补花后和牌也算；发牌后有暗杠不算",
         "庄家起手（补花后）的十四张就和牌", "the dealer's first fourteen tiles (after flowers) already win",
         _example(True, True), DAZHONG),
    _row(87, "di_hu", "地胡", "Earthly Win", 32,
         (),
         "house rule (option blessings = dazhong): 补花后也算；之前有人吃碰杠则不算",
         "闲家摸到第一张牌就自摸和，之前没有人吃碰杠", "a non-dealer wins on his first draw, before any claim or kong",
         _example(False, True), DAZHONG),
    _row(88, "ren_hu", "人胡", "Human Win", 24,
         (),
         "house rule (option blessings = dazhong)",
         "闲家和庄家打出的第一张牌", "a non-dealer wins on the dealer's first discard",
         _example(False, False, True), DAZHONG),
)

ROWS: tuple[ScoreRow, ...] = FANS + HOUSE_FANS
HOUSE_TABLE = FanTable(ROWS)


def house_table(hand: Hand, options: Optional[Mapping[str, Any]]) -> Optional[FanTable]:
    """Set the house-rule facts of `hand` from the room's options; the table to score it with
    when the blessings pack is on (None: the official table)."""
    if not options:
        return None
    hand.split_kongs = options.get("mixed_kongs", MINGANGANG) == SEPARATE_KONGS
    pack = options.get("blessings", OFF)
    if pack == OFF:
        return None
    ctx = hand.ctx
    if not ctx.first_turn or hand.melds:     # before any claim or kong: nothing melded
        return HOUSE_TABLE
    drawn, dealer = ctx.self_drawn, ctx.dealer
    from_dealer = bool(ctx.extra.get("from_dealer")) if not drawn else False
    if pack == MCR8:
        # the reference: self-drawn, the dealer 天和 and a non-dealer 人和; on a discard from the
        # dealer 地和, from another non-dealer 人和; the dealer has no win on a discard here
        hand.heavenly_hand = dealer and drawn
        hand.earthly_hand = not dealer and not drawn and from_dealer
        hand.human_hand = not dealer and (drawn or not from_dealer)
    else:
        hand.tian_hu = dealer and drawn
        hand.di_hu = not dealer and drawn
        hand.ren_hu = not dealer and not drawn and from_dealer
    return HOUSE_TABLE
