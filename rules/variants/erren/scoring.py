"""二人麻将 scoring (docs/rules/two-player-71.md §7): the scorer, the win rules and the `hand`
object of `main.py score`. The room option `scoring` picks the table (A: rows.py, the default;
B: rows_b.py, the QQ-二人 one, no thirteen orphans); `min_fan` and `fan_cap` set the minimum
and the cap (1 and 13 by default).

Every reading of the hand is counted row by row (rows.py), the exclusions applied as the rows
say (`FanTable`), and the reading worth most is taken. An open hand drops the closed-only rows
and scores the "open_less" rows one 番 less. The total is capped at 13 (a limit hand is
13, several do not add up). A win needs 1 番 without the 花牌 indicator's: an open hand without
a scoring pattern (or a closed one won on a discard without 报听) cannot win.

Besides the common WinContext fields it reads `ctx.extra`: "baoting", "tianting" (报听 with the
first discard; it is a 报听 too), "ippatsu" (bools) and "indicators" (the 花牌 indicator tiles, a
tuple). The seat wind comes from `ctx.dealer` (§2: dealer East, other South, prevalent East).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping, Optional, Sequence

from ...errors import NotationError
from ...hand_json import HandForm, HandParts, bool_flag
from ...hand_json import read_hand as read_hand_object
from ...score_rows import by_key
from ...scoring import FanTable, ScoreItem, ScoreResult, WinContext
from ...shapes import TERMINALS_AND_HONORS, THIRTEEN_ORPHANS, is_standard_counts
from ...tiles import COPIES, NUM_PLAY_KINDS, Tile
from .reading import PREVALENT_WIND, Reading, readings, seat_wind
from .rows import ALL_ROWS, BONUS, CAP, ROWS, ROWS_B, YAKUMAN, value_when

__all__ = ["CAP", "HAND_FORM", "MINIMUM", "ROWS", "SCORE_FLAGS", "SCORE_OPTIONS", "UNIT", "could_win",
           "is_legal_win", "read_hand", "score"]

UNIT = "fan"
MINIMUM = 1          # 番 besides the 花牌 indicator's
HAND_SIZE = 13       # tiles besides the winning one
FULL_HAND = HAND_SIZE + 1
TITLE = "二人麻将"

ROW = by_key(ALL_ROWS)
TABLE = FanTable(ROWS)
TABLE_B = FanTable(ROWS_B)      # option B (§7 B): the QQ-二人-style rows and the 花牌 row

# What the scorer reads besides the tiles: the flags of the `hand` object it scores, and the
# one rule option that changes a score.
SCORE_FLAGS = ("self_drawn", "kong_related", "last_tile", "first_turn", "dealer", "baoting", "tianting", "ippatsu",
               "last_of_kind")
SCORE_OPTIONS = ("ippatsu", "scoring", "min_fan", "fan_cap")


def table_of(options: Mapping[str, Any]) -> FanTable:
    """The 番 table in force: option A's (the default) or option B's."""
    return TABLE_B if options.get("scoring", "A") == "B" else TABLE


def cap_of(options: Mapping[str, Any]) -> int:
    """The cap in force (§7: 13, the limit; or the room's)."""
    return int(options.get("fan_cap", CAP))


def minimum_of(options: Mapping[str, Any]) -> int:
    """The 番 a win needs besides the 花牌 indicator's."""
    return int(options.get("min_fan", MINIMUM))


# ---------------------------------------------------------------- the scorer

def _items(x: Reading, table: FanTable) -> tuple[ScoreItem, ...]:
    """The rows one reading scores, in table order, at the value its open or closed hand gives."""
    # A closed-only row found in an open hand is dropped by `value_when` after the exclusions;
    # that is safe because such rows cancel only closed-only rows (tested).
    counts = table.apply_exclusions(table.raw_counts(x))
    out = []
    for row, n in zip(table.fans, counts):
        value = value_when(row, x.hand.closed)
        if n and value:
            out.append(ScoreItem(row.key, row.name_zh, row.name_en, value, n, "add",
                                 row.tiles(x) if row.tiles else ()))
    return tuple(out)


def _fans(items: Sequence[ScoreItem], bonus: bool = True) -> int:
    return sum(i.value * i.count for i in items if bonus or not ROW[i.key].has(BONUS))


def _rank(items: tuple[ScoreItem, ...], cap: int) -> tuple[int, bool, int]:
    """Which reading counts (就高): the capped total, then a limit hand, then the uncapped total."""
    total = _fans(items)
    return min(total, cap), any(ROW[i.key].has(YAKUMAN) for i in items), total


def _short_reason(items: Sequence[ScoreItem], closed: bool, need: int) -> str:
    """Why a win below the minimum cannot be declared, for a beginner."""
    indicator = sum(i.value * i.count for i in items if ROW[i.key].has(BONUS))
    own = _fans(items, bonus=False)
    if own:
        return f"{own} fan besides the indicator: this table needs {need} (the room's minimum)"
    if indicator:
        return (f"only the indicator's fans ({indicator}): the two-player game needs {need} fan besides them, "
                "such as All Simples, Scoring Honour Pung, All Pungs or a Ready Declaration")
    if not closed:
        return (f"an open hand (with a chow, pung or melded kong) without a scoring pattern cannot win: the "
                f"two-player game needs {need} fan, such as All Simples, Scoring Honour Pung, All Pungs or a Ready "
                "Declaration")
    return (f"no fan in this hand: the two-player game needs {need}; a closed hand also gets one by a Ready "
            "Declaration or by drawing the winning tile itself (Concealed Self-Draw)")


def score(ctx: WinContext, options: Optional[Mapping[str, Any]] = None) -> ScoreResult:
    """Score a 二人麻将 win in 番: the best reading's rows, capped at 13; `meets_minimum` is
    false when nothing but the 花牌 indicator scores."""
    options = options or {}
    tiles = ctx.all_concealed + tuple(t for m in ctx.melds for t in m.tiles)
    strange = [t for t in tiles if t.is_bonus]
    if strange:
        return ScoreResult(False, 0, UNIT, (), False,
                           f"{TITLE} plays the 136 tiles without flowers; {strange[0]} is not one of them")
    found = readings(ctx, options)
    table_b = options.get("scoring", "A") == "B"
    if table_b:        # §7 B: the QQ table knows no thirteen orphans
        found = [x for x in found if x.shape.kind != THIRTEEN_ORPHANS]
    if not found:
        return ScoreResult(False, 0, UNIT, (), False,
                           "the tiles do not form four sets and a pair or seven pairs" if table_b else
                           "the tiles do not form four sets and a pair, seven pairs, or thirteen orphans")
    table, cap, need = table_of(options), cap_of(options), minimum_of(options)
    best = _items(_best_reading(found, table, cap), table)
    total = min(_fans(best), cap)
    meets = _fans(best, bonus=False) >= need
    reason = None if meets else _short_reason(best, found[0].hand.closed, need)
    return ScoreResult(True, total, UNIT, best, meets, reason, needed=need)


def _best_reading(found: Sequence[Reading], table: FanTable, cap: int) -> Reading:
    """The reading the score is taken from: the best rows (the first of equals)."""
    return max(found, key=lambda x: _rank(_items(x, table), cap))


def cancelled_rows(ctx: WinContext, options: Optional[Mapping[str, Any]] = None) -> frozenset[str]:
    """The rows the scored reading holds before its 不计 exclusions cancel them (a 满贯 hand
    cancels only the rows it really holds, not every row it excludes)."""
    options = options or {}
    found = readings(ctx, options)
    if options.get("scoring", "A") == "B":
        found = [x for x in found if x.shape.kind != THIRTEEN_ORPHANS]
    if not found:
        return frozenset()
    table = table_of(options)
    raw = table.raw_counts(_best_reading(found, table, cap_of(options)))
    after = table.apply_exclusions(list(raw))
    return frozenset(row.key for row, before, now in zip(table.fans, raw, after) if before and not now)


def is_legal_win(result: ScoreResult) -> bool:
    """A win may be declared with 1 番 or more besides the indicator's (an open hand needs a scoring pattern)."""
    return result.win and result.meets_minimum


def could_win(counts: Sequence[int]) -> bool:
    """Fast shape filter (the concealed tiles and the winning tile as counts of the 34 play kinds):
    four sets and a pair (with the melds), seven pairs, or thirteen orphans."""
    play = list(counts[:NUM_PLAY_KINDS])
    total = sum(play)
    if total % 3 != 2:
        return False
    if is_standard_counts(play):
        return True
    if total != FULL_HAND:        # seven pairs and thirteen orphans have no melds
        return False
    if all(c % 2 == 0 for c in play):
        return True
    return all(play[i] for i in TERMINALS_AND_HONORS) and sum(play[i] for i in TERMINALS_AND_HONORS) == total


# ---------------------------------------------------------------- `main.py score`

def _foreign(tile: Tile) -> Optional[str]:
    return None if not tile.is_bonus else f"tile '{tile}' is not in the {TITLE} set (136 tiles, no flowers)"


def _indicator(value: object) -> Tile:
    if not isinstance(value, str):
        raise NotationError(f"indicator must be one tile like '5p', got {value!r}")
    try:
        tile = Tile.parse(value)
    except NotationError as exc:
        raise NotationError(f"indicator: {exc}") from None
    if tile.is_bonus:
        raise NotationError(f"indicator: '{tile}' is not a tile of the 136 (the indicator is turned up from them)")
    return tile


def _check_situation(parts: HandParts) -> None:
    """The flags that cannot go together (each refusal says why)."""
    flags = parts.flags
    drawn, kong, baoting = flags.get("self_drawn"), flags.get("kong_related"), \
        flags.get("baoting") or flags.get("tianting")
    if flags.get("first_turn"):
        if parts.melds:
            raise NotationError("first_turn (天和/地和) is a win before any claim or kong: it cannot go with melds")
        if not drawn and flags.get("dealer"):
            raise NotationError("first_turn for the dealer is 天和, a self-drawn win on his first fourteen tiles: "
                                "add self_drawn (on a discard, first_turn is the non-dealer's 人胡 of option B)")
        if baoting:
            raise NotationError("first_turn (天和/地和) comes before one's first discard, so before any 报听: "
                                "it cannot go with baoting or tianting")
    if kong and drawn and not any(m.is_kong for m in parts.melds):
        raise NotationError("kong_related on a self-draw is 岭上开花, a win on a kong's replacement: "
                            "the melds need a kong")
    if kong and not drawn and flags.get("last_tile"):
        raise NotationError("kong_related on the opponent's tile (抢杠) cannot go with last_tile: nothing is "
                            "left to replace a kong made with the last tile")
    if flags.get("ippatsu") and not baoting:
        raise NotationError("ippatsu (一发) is a win within one go-around after 报听: add baoting or tianting")


def _hand_context(ctx: WinContext, parts: HandParts) -> WinContext:
    """The seat winds by the rules (dealer East, other South, prevalent East), the 报听 flags and
    the indicator into `extra`; an indicator's kind can be in the hand three times at most."""
    _check_situation(parts)
    indicator = parts.fields.get("indicator")
    indicators = (indicator,) if isinstance(indicator, Tile) else ()
    held = ctx.all_concealed + tuple(t for m in ctx.melds for t in m.tiles)
    for ind in indicators:
        if held.count(ind) >= COPIES:
            raise NotationError(f"the hand holds four {ind}, but one {ind} is the indicator turned up on the wall: "
                                f"at most {COPIES - 1} can be in a hand")
    flags = parts.flags
    tianting = bool(flags.get("tianting"))
    return replace(ctx, seat_wind=seat_wind(ctx.dealer), round_wind=PREVALENT_WIND,
                   extra={"baoting": tianting or bool(flags.get("baoting")), "tianting": tianting,
                          "ippatsu": bool(flags.get("ippatsu")), "indicators": indicators})


# The hand object: `indicator` (the revealed 花牌 tile) and the 报听 flags besides the common ones.
# `seat_wind` / `round_wind` are accepted and ignored: the rules fix them (§2), from `dealer`.
HAND_FORM = HandForm(flags={"baoting": bool_flag, "tianting": bool_flag, "ippatsu": bool_flag},
                     fields={"indicator": _indicator}, foreign=_foreign, finish=_hand_context)


def read_hand(hand: object, ignored_flags: frozenset[str] = frozenset()) -> WinContext:
    """The WinContext of a `hand` object (docs/cli.md), as `Variant.read_hand` will read it."""
    return read_hand_object(HAND_FORM, SCORE_FLAGS, hand, HAND_SIZE, ignored_flags)
