"""国标麻将 (Chinese Official, MCR): the 81 fans + 明暗杠 as data, and the scorer.

It scores exactly like the reference MCR calculator (summerinsects' mahjong-algorithm, the copy
shipped in PyMahjongGB 1.4.0) that scored tests/data/guobiao_fan_cases.jsonl.

How a hand is scored (`score_guobiao`):
  1. `_Hand` reads the tiles and flags once (validating them) and decides every fan that depends
     only on tiles or flags (清一色, 断幺, 自摸, ...);
  2. the hand is read in the shapes the reference reads it in: a special shape first (七对,
     全不靠/七星不靠, 十三幺, 组合龙, 九莲宝灯, first match), then every standard decomposition
     when there is none, or when it is a plain 七对 (its tiles may score more as a standard hand);
  3. each reading is evaluated against `FAN_TABLE`: the row counters, then the 不计 exclusions
     written on the rows, then 无番和 if nothing else is left;
  4. the best total wins (就高不就低), with the reference's tie-break.

A row's counter is one of three things: a hand fact (`_hand_fact`), a small predicate over the
reading's sets, or REPORTED by the reading's own analysis. The last is where the reference
applies a counting principle as an algorithm rather than a 不计 sentence (不拆移 / 不得相同 /
套算一次 for chow and pung combinations, one fan each for the kong and the concealed-pung series,
a pung completed by a discard being exposed, the waits); that code says which rule it implements.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping, Optional, Sequence

from ...errors import NotationError
from ...hand_json import HandForm, HandParts, bool_flag, count_flag
from ...scoring import FanTable, Scored, ScoreResult, WinContext, pick_best
from ...shapes import STANDARD, Decomposition, set_from_meld, standard_splits
from ...tiles import TILES, Tile
from .house import house_table
from .reading import MINIMUM, Hand, reference_order, special_reading, standard_reading
from .rows import FANS

FAN_TABLE = FanTable(FANS)
_I_PURE_TRIPLE = FANS.index(FAN_TABLE.by_key["pure_triple_chow"])
_I_TRIPLE_PUNG = FANS.index(FAN_TABLE.by_key["triple_pung"])
_I_SEVEN_PAIRS = FANS.index(FAN_TABLE.by_key["seven_pairs"])


# ---------------------------------------------------------------- scoring

def _best(hand: Hand, table: FanTable = FAN_TABLE) -> Optional[Scored]:
    special = special_reading(hand)
    scored_special = table.evaluate(special) if special is not None else None
    plain_seven_pairs = scored_special is not None and scored_special.counts[_I_SEVEN_PAIRS] > 0
    if scored_special is not None and not plain_seven_pairs:
        return scored_special
    fixed = tuple(set_from_meld(m) for m in hand.melds)
    decs = [Decomposition(STANDARD, fixed + sets, TILES[pair]) for sets, pair in standard_splits(hand.standing)]
    if len(decs) > 1:
        decs.sort(key=reference_order)
    candidates = [scored_special] if scored_special is not None else []
    candidates.extend(table.evaluate(standard_reading(hand, d)) for d in decs)

    # 就高不就低; on a tie the reference moves to a later decomposition when it has
    # 一色三同顺 or 三同刻, or when a 七对 reading is in play.
    def prefer(s: Scored) -> bool:
        return (s.counts[_I_PURE_TRIPLE] == 1 or plain_seven_pairs or s.counts[_I_TRIPLE_PUNG] > 0)

    return pick_best(candidates, prefer)


def _scored(ctx: WinContext, options: Optional[Mapping[str, Any]]) -> Optional[Scored]:
    """The best reading under the room's house rules (house.py; none: the official table)."""
    hand = Hand(ctx)
    table = house_table(hand, options) if options else None
    return _best(hand) if table is None else _best(hand, table)


def score_guobiao(ctx: WinContext, options: Optional[Mapping[str, Any]] = None) -> ScoreResult:
    """Score a finished 国标 hand (under the room's `options`: the house rules of house.py).
    Raises NotationError for impossible input (tile counts); a hand that does not win returns
    win=False with the reason."""
    best = _scored(ctx, options)
    if best is None:
        return ScoreResult(False, 0, "fan", reason=(
            "these 14 tiles do not form four sets and a pair, seven pairs, or a special hand "
            "(thirteen orphans, knitted tiles)"))
    base = best.total_without_bonus
    meets = base >= MINIMUM
    reason = None if meets else (
        f"{base} fan{'s' if base != 1 else ''}; 国标 needs {MINIMUM} without flowers")
    return ScoreResult(True, best.total, "fan", best.items(), meets, reason, needed=MINIMUM)


def cancelled_rows(ctx: WinContext, options: Optional[Mapping[str, Any]] = None) -> frozenset[str]:
    """The rows the scored reading holds before its 不计 exclusions cancel them (none for a
    hand that does not win)."""
    best = _scored(ctx, options)
    if best is None:
        return frozenset()
    raw = best.table.raw_counts(best.reading)
    return frozenset(row.key for row, before, after in zip(best.table.fans, raw, best.counts) if before and not after)


def best_scored(ctx: WinContext, options: Optional[Mapping[str, Any]] = None) -> Optional[Scored]:
    """The reading the score is taken from, after exclusions (None when the hand does not win).
    `FAN_TABLE.raw_counts(result.reading)` gives the counts before exclusions, which is what a
    "why is X not counted?" explanation needs; `result.reading.decomposition` is the split
    (None for 九莲宝灯, which the reference scores as a shape)."""
    return _scored(ctx, options)


# ---------------------------------------------------------------- the engine's fast filter

_ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
# The six knitted patterns: one suit 147, another 258, the third 369.
_KNITTED = tuple(
    tuple(sorted(9 * suit + rank - 1 for suit, ranks in zip(perm, ((1, 4, 7), (2, 5, 8), (3, 6, 9))) for rank in ranks))
    for perm in ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)))


def _suit_in_sets(c: Sequence[int], base: int) -> bool:
    """The nine counts of one suit split into chows and pungs (greedy from the lowest rank:
    three equal chows and three pungs use the same tiles, so the remainder mod 3 decides)."""
    older = newer = 0  # chows started two ranks back / one rank back, still needing this rank
    for i in range(9):
        rest = c[base + i] - older - newer
        if rest < 0:
            return False
        start = rest % 3
        if start and i >= 7:
            return False
        older, newer = newer, start
    return True


def _sets_and_pair(c: list[int]) -> bool:
    """Any number of sets and exactly one pair (`c` is restored before returning)."""
    pair_honor = -1
    for i in range(27, 34):
        x = c[i]
        if x == 2:
            if pair_honor >= 0:
                return False
            pair_honor = i
        elif x not in (0, 3):
            return False
    mods = [sum(c[b:b + 9]) % 3 for b in (0, 9, 18)]
    if pair_honor >= 0:
        return mods == [0, 0, 0] and all(_suit_in_sets(c, b) for b in (0, 9, 18))
    if sorted(mods) != [0, 0, 2]:
        return False
    pair_suit = mods.index(2)
    if not all(_suit_in_sets(c, 9 * s) for s in range(3) if s != pair_suit):
        return False
    base = 9 * pair_suit
    for i in range(base, base + 9):
        if c[i] >= 2:
            c[i] -= 2
            ok = _suit_in_sets(c, base)
            c[i] += 2
            if ok:
                return True
    return False


def could_win(counts: Sequence[int]) -> bool:
    """A 国标 winning shape: 4 sets + pair (a 组合龙 may stand for three sets), 七对, 十三幺,
    全不靠 / 七星不靠. `counts` holds the concealed tiles and the winning tile (34 kinds)."""
    c = list(counts)
    total = sum(c)
    if total % 3 != 2:
        return False
    if _sets_and_pair(c):
        return True
    if total >= 11:  # 组合龙 + the rest
        for pattern in _KNITTED:
            if all(c[k] for k in pattern):
                for k in pattern:
                    c[k] -= 1
                ok = _sets_and_pair(c)
                for k in pattern:
                    c[k] += 1
                if ok:
                    return True
    if total != 14:
        return False
    if all(x % 2 == 0 for x in c):
        return True
    if all(c[k] for k in _ORPHANS) and sum(c[k] for k in _ORPHANS) == 14:
        return True
    if max(c) == 1:  # 全不靠 / 七星不靠: 14 singles from honours and one knitted pattern
        suited = {k for k in range(27) if c[k]}
        return any(suited <= set(p) for p in _KNITTED)
    return False


# ---------------------------------------------------------------- `main.py score`

def _foreign(tile: Tile) -> Optional[str]:
    """A flower is never part of a 国标 hand: it is set aside and counted."""
    if tile.is_bonus:
        return f"{tile} is a flower/bonus tile, never part of a hand: set it aside and count it in 'flowers'"
    return None


def _hand_context(ctx: WinContext, parts: HandParts) -> WinContext:
    """The 天和/地和/人和 situation (option blessings): before any claim or kong, so no melds;
    `from_dealer` names a discard win on the dealer's tile (地和 / 人胡)."""
    flags = parts.flags
    if flags.get("first_turn") and parts.melds:
        raise NotationError("first_turn (天和/地和/人和) comes before any claim or kong: it cannot go with melds")
    if flags.get("from_dealer") and (flags.get("self_drawn") or flags.get("dealer")):
        raise NotationError("from_dealer is a win on the dealer's discard: not self_drawn, and not by the dealer")
    if not flags.get("from_dealer"):
        return ctx
    return replace(ctx, extra={**ctx.extra, "from_dealer": True})


# 国标's own flag: `from_dealer` (the winning discard was the dealer's, for 地和); it allows at
# most the 8 flower tiles of its set.
HAND_FORM = HandForm(flags={"flowers": count_flag(8), "from_dealer": bool_flag}, foreign=_foreign,
                     finish=_hand_context)
