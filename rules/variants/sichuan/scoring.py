"""四川血战 fan table (docs/rules/sichuan-xuezhan.md §6-7) as data rows, and the scorer.

A win counts the single highest base pattern ("注意以下番型均不重复计算，只按最大番算") plus
every extra (+1 番 each, cumulative). 天胡 and 地胡 are special: they count alone, with no
pattern and no extra. A hand holding tiles of its void suit, or of all three suits, is no win.
The payment (2^(番−1) × stake, capped) is the settlement's job: `total` here is the 番 before it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Optional, Sequence

from ...errors import NotationError
from ...hand_json import bool_flag, own_flags, read_flags, read_melds
from ...melds import Meld, MeldKind
from ...scoring import ScoreItem, ScoreResult, WinContext
from ...shapes import Decomposition, is_standard_counts, seven_pairs, standard_decompositions
from ...tiles import TILES, Tile, counts_of, parse_tiles

SUIT_NAMES = {"m": "万", "p": "筒", "s": "条"}


@dataclass(frozen=True)
class FanRow:
    """One row of the table: what the rules screen shows and what the scorer reports."""

    key: str
    name_zh: str
    name_en: str
    value: int        # 番 (a base pattern or a special hand), or +番 per occurrence (an extra)
    kind: str         # "base" (only the highest counts), "special" (counts alone), "extra"
    meaning: str
    example: str = ""


ROWS: tuple[FanRow, ...] = (
    FanRow("ping_hu", "平胡", "Plain Win", 1, "base", "四坎牌加一对将: four sets and a pair, nothing more.",
           "123m456m789m234p 55p"),
    FanRow("dui_dui_hu", "对对胡", "All Pungs", 2, "base", "大对子: four pungs or kongs and a pair.",
           "111m 333m 555p 777p 99p"),
    FanRow("qing_yi_se", "清一色", "Full Flush", 3, "base", "Every tile of one suit.",
           "123m 345m 567m 789m 99m"),
    FanRow("dai_yao_jiu", "带幺九", "Terminals in Every Set", 3, "base",
           "Every set and the pair hold a 1 or a 9 (123, 789, 111, 999, 11, 99).",
           "123m 789m 123p 999p 11m"),
    FanRow("qi_dui", "七对", "Seven Pairs", 3, "base", "Seven pairs, concealed (no pung or kong declared).",
           "11m 33m 55m 22p 44p 66p 88p"),
    FanRow("qing_dui", "清对", "Pure All Pungs", 4, "base", "清一色 and 对对胡 together.",
           "111m 333m 555m 777m 99m"),
    FanRow("jiang_dui", "将对", "All Pungs of 2, 5, 8", 4, "base",
           "对对胡 made only of 2, 5 and 8 tiles (带二、五、八的对对胡).", "222m 555m 888m 222p 55p"),
    FanRow("long_qi_dui", "龙七对", "Dragon Seven Pairs", 5, "base",
           "七对 with four identical tiles (not declared as a kong); 七对 is not counted and one 根 less.",
           "1111m 33m 55m 22p 44p 66p"),
    FanRow("qing_qi_dui", "清七对", "Pure Seven Pairs", 5, "base", "七对 of one suit.",
           "11m 22m 44m 55m 66m 88m 99m"),
    FanRow("qing_yao_jiu", "清幺九", "Pure Terminals in Every Set", 5, "base", "清一色 and 带幺九 together.",
           "123m 123m 789m 999m 11m"),
    FanRow("qing_long_qi_dui", "清龙七对", "Pure Dragon Seven Pairs", 6, "base",
           "清一色 龙七对; one 根 less.", "1111m 22m 33m 55m 77m 99m"),
    FanRow("tian_hu", "天胡", "Heavenly Win", 6, "special",
           "The dealer wins on his first fourteen tiles; no other pattern or extra counts.", ""),
    FanRow("di_hu", "地胡", "Earthly Win", 6, "special",
           "Won on the dealer's first discard, or by a non-dealer on his first draw, before any "
           "pung or kong; no other pattern or extra counts.", ""),
    FanRow("gen", "根", "Root", 1, "extra",
           "Each set of four identical tiles in the hand that was not declared as a kong "
           "(a pung and its fourth tile in hand count too).", "111m 1m…"),
    FanRow("gang", "杠", "Kong", 1, "extra", "Each kong the winner declared (明杠, 暗杠, 面下杠).", ""),
    FanRow("gang_shang_hua", "杠上花", "Win on a Kong Replacement", 1, "extra",
           "Self-drawn on the replacement tile after one's own kong.", ""),
    FanRow("gang_shang_pao", "杠上炮", "Win on a Discard after a Kong", 1, "extra",
           "Won on the tile a player discards right after his kong replacement.", ""),
    FanRow("qiang_gang", "抢杠胡", "Robbing a Kong", 1, "extra", "Won on the tile another adds to his pung (面下杠).", ""),
    FanRow("zi_mo", "自摸", "Self-Drawn", 1, "extra", "The winning tile was drawn by the winner.", ""),
    FanRow("jin_gou_diao", "金钩钓", "Golden Hook", 1, "extra",
           "All four sets declared; won on the single tile left in hand (its pair).", ""),
    FanRow("hai_di_lao_yue", "海底捞月", "Last Tile Self-Drawn", 1, "extra", "Self-drawn on the last wall tile.", ""),
    FanRow("hai_di_pao", "海底炮", "Last Discard", 1, "extra", "Won on the discard made after the last wall tile.", ""),
)
ROW = {row.key: row for row in ROWS}
_ORDER = {row.key: i for i, row in enumerate(ROWS)}


def fan_payment(fans: int, cap: int = 0, stake: int = 1) -> int:
    """2^(番−1) × stake, the 番 first capped at `cap` when a cap is set (0 = none)."""
    if cap:
        fans = min(fans, cap)
    return stake * (1 << (max(fans, 1) - 1))


# ------------------------------------------------------------------------------ shape checks

def suits_held(tiles: Sequence[Tile]) -> set[str]:
    return {t.suit for t in tiles}


def could_win(counts: Sequence[int]) -> bool:
    """Fast filter (concealed tiles + the winning tile as 34 counts): 4 sets + pair, or 七对.
    Three suits already in the concealed part can never win (缺一门), so they are refused here."""
    total = sum(counts)
    if total % 3 != 2 or any(counts[27:34]):
        return False
    if all(any(counts[b:b + 9]) for b in (0, 9, 18)):
        return False
    if total == 14 and all(c % 2 == 0 for c in counts):
        return True
    return is_standard_counts(counts)


def _not_a_win(reason: str) -> ScoreResult:
    return ScoreResult(False, 0, "fan", (), False, reason)


def _item(key: str, count: int = 1, tiles: tuple = ()) -> ScoreItem:
    row = ROW[key]
    return ScoreItem(key, row.name_zh, row.name_en, row.value, count, "add", tiles)


def _has_terminal(tiles: Sequence[Tile]) -> bool:
    return any(t.rank in (1, 9) for t in tiles)


def _standard_base(d: Decomposition, flush: bool) -> str:
    """The highest base pattern of one 4-sets-and-a-pair reading."""
    all_pungs = all(s.is_pung_like for s in d.sets)
    terminals = all(_has_terminal(s.tiles) for s in d.sets) and d.pair.rank in (1, 9)
    candidates = ["ping_hu"]
    if all_pungs:
        candidates.append("dui_dui_hu")
        if all(t.rank in (2, 5, 8) for t in d.tiles):
            candidates.append("jiang_dui")
    if flush:
        candidates.append("qing_yi_se")
    if terminals:
        candidates.append("dai_yao_jiu")
    if flush and all_pungs:
        candidates.append("qing_dui")
    if flush and terminals:
        candidates.append("qing_yao_jiu")
    return max(candidates, key=lambda k: (ROW[k].value, -_ORDER[k]))


def _roots(counts: Sequence[int], melds: Sequence[Meld]) -> int:
    """根: kinds held four times without a declared kong (a pung and its fourth tile in hand count)."""
    have = list(counts)
    for m in melds:
        if m.kind is MeldKind.PUNG:
            have[m.tiles[0].index] += 3
    return sum(1 for c in have if c == 4)


def _extras(ctx: WinContext, options: Mapping[str, Any]) -> list[ScoreItem]:
    """The extras, each with the tiles it is about: the kongs, the winning tile (and the kong it
    was drawn for: 杠上花), the pair of a 金钩钓."""
    extra = ctx.extra or {}
    out: list[ScoreItem] = []
    win = (ctx.win_tile,)
    kong_tiles = tuple(t for m in ctx.melds if m.is_kong for t in m.tiles)
    kongs = sum(1 for m in ctx.melds if m.is_kong)
    if kongs:
        out.append(_item("gang", kongs, kong_tiles))
    if ctx.self_drawn and ctx.kong_related:
        out.append(_item("gang_shang_hua", 1, kong_tiles + win))
    if not ctx.self_drawn and not ctx.kong_related and extra.get("after_kong_discard"):
        out.append(_item("gang_shang_pao", 1, win))
    if not ctx.self_drawn and ctx.kong_related:
        out.append(_item("qiang_gang", 1, win))
    if ctx.self_drawn and options.get("zimo", "fan") == "fan":
        out.append(_item("zi_mo", 1, win))
    if len(ctx.melds) == 4:
        out.append(_item("jin_gou_diao", 1, ctx.all_concealed))
    if ctx.last_tile:
        out.append(_item("hai_di_lao_yue" if ctx.self_drawn else "hai_di_pao", 1, win))
    return out


def _root_tiles(counts: Sequence[int], melds: Sequence[Meld]) -> tuple[Tile, ...]:
    """The four tiles of every 根 (a kind held four times without a declared kong)."""
    have = list(counts)
    for m in melds:
        if m.kind is MeldKind.PUNG:
            have[m.tiles[0].index] += 3
    return tuple(TILES[i] for i, c in enumerate(have) if c == 4 for _ in range(4))


def score(ctx: WinContext, options: Optional[Mapping[str, Any]] = None) -> ScoreResult:
    """Score a Sichuan win: the best reading's base pattern + 根 + the extras, in 番."""
    options = options or {}
    extra = ctx.extra or {}
    tiles = list(ctx.all_concealed)
    meld_tiles = [t for m in ctx.melds for t in m.tiles]
    every = tiles + meld_tiles
    strange = [t for t in every if not t.is_suited]
    if strange:
        return _not_a_win(f"四川 plays with 万, 筒 and 条 only; {strange[0]} is not one of the 108 tiles")
    void = extra.get("void_suit")
    if void and any(t.suit == void for t in every):
        return _not_a_win(f"the hand still holds {SUIT_NAMES[void]} tiles, its void suit (定缺 {void}): "
                          "a player must be rid of his void suit before he can win")
    suits = suits_held(every)
    if len(suits) == 3:
        return _not_a_win("the hand holds all three suits: a 四川 hand must lack one suit (缺一门)")
    counts = counts_of(tiles)
    readings = standard_decompositions(tiles, ctx.melds)
    pairs = seven_pairs(tiles, ctx.melds)
    if not readings and pairs is None:
        return _not_a_win("the tiles do not form four sets and a pair, nor seven pairs")
    if ctx.first_turn and not ctx.melds and (ctx.dealer and ctx.self_drawn or not ctx.dealer):
        key = "tian_hu" if ctx.dealer else "di_hu"
        return ScoreResult(True, ROW[key].value, "fan", (_item(key, 1, tuple(every)),), True, None)
    flush = len(suits) == 1
    extras = _extras(ctx, options)
    extra_total = sum(i.value * i.count for i in extras)
    best: Optional[tuple[int, int, tuple[ScoreItem, ...]]] = None
    roots = _roots(counts, ctx.melds)
    base_and_roots = [(_standard_base(d, flush), roots) for d in readings]
    if pairs is not None:
        quads = sum(1 for c in counts if c == 4)
        if quads:
            base_and_roots.append(("qing_long_qi_dui" if flush else "long_qi_dui", quads - 1))
        else:
            base_and_roots.append(("qing_qi_dui" if flush else "qi_dui", 0))
    for base, gen in base_and_roots:
        items = [_item(base, 1, tuple(every))]    # a base pattern is the whole hand
        if gen:
            items.append(_item("gen", gen, _root_tiles(counts, ctx.melds)))
        items.extend(extras)
        total = ROW[base].value + gen + extra_total
        if best is None or (total, ROW[base].value) > best[:2]:
            best = (total, ROW[base].value, tuple(sorted(items, key=lambda i: _ORDER[i.key])))
    assert best is not None
    return ScoreResult(True, best[0], "fan", best[2], True, None)


def is_legal_win(result: ScoreResult) -> bool:
    """No minimum in 四川: every true win (shape, void suit gone, one suit missing) counts."""
    return result.win


# ------------------------------------------------------------------------------ `main.py score`

# 四川's own flag, besides the common ones (of which it scores self_drawn, kong_related, last_tile,
# first_turn and dealer).
_OWN_FLAGS = own_flags("sichuan", {"after_kong_discard": bool_flag})   # 杠上炮


def _tiles(hand: Mapping[str, Any], field: str) -> list[Tile]:
    text = hand.get(field)
    if not isinstance(text, str):
        raise NotationError(f"{field} must be a tile string like '123m456p', got {text!r}")
    try:
        tiles = parse_tiles(text)
    except NotationError as exc:
        raise NotationError(f"{field}: {exc}") from None
    for t in tiles:
        if not t.is_suited:
            raise NotationError(f"{field}: tile '{t}' is not in the 四川 set (万 m, 筒 p, 条 s only)")
    return tiles


def context_from_json(hand: Mapping[str, Any]) -> WinContext:
    """Read the spec's `hand`: melds, concealed, win_tile, void_suit, flags (see docs/cli.md)."""
    if not isinstance(hand, dict):
        raise NotationError(f"a hand must be an object, got {type(hand).__name__}")
    unknown = sorted(set(hand) - {"melds", "concealed", "win_tile", "flags", "void_suit"})
    if unknown:
        raise NotationError(f"unknown hand field(s) {unknown}: use melds, concealed, win_tile, void_suit, flags")
    melds = read_melds(hand, no_chow="四川 has no chow")
    for i, meld in enumerate(melds):
        for t in meld.tiles:
            if not t.is_suited:
                raise NotationError(f"melds[{i}]: tile '{t}' is not in the 四川 set (万 m, 筒 p, 条 s only)")
    concealed = _tiles(hand, "concealed")
    wins = _tiles(hand, "win_tile")
    if len(wins) != 1:
        raise NotationError(f"win_tile must be exactly one tile, got {hand.get('win_tile')!r}")
    if len(concealed) + 3 * len(melds) != 13:
        raise NotationError(f"concealed has {len(concealed)} tiles; with {len(melds)} meld(s) it needs "
                            f"{13 - 3 * len(melds)} (the winning tile apart)")
    every = concealed + wins + [t for m in melds for t in m.tiles]
    counts = counts_of(every)
    over = [i for i, c in enumerate(counts) if c > 4]
    if over:
        raise NotationError(f"more than four '{TILES[over[0]]}' in the hand")
    void = hand.get("void_suit")
    if void is not None and void not in SUIT_NAMES:
        raise NotationError(f"void_suit must be \"m\", \"p\" or \"s\", got {void!r}")
    flags = read_flags(hand, _OWN_FLAGS)
    if flags.get("first_turn") and melds:
        raise NotationError("first_turn (天胡/地胡) cannot go with declared melds")
    if flags.get("after_kong_discard") and (flags.get("self_drawn") or flags.get("kong_related")):
        raise NotationError("after_kong_discard (杠上炮) is a win on a discard: not with self_drawn or kong_related")
    return WinContext(melds=tuple(melds), concealed=tuple(concealed), win_tile=wins[0],
                      self_drawn=flags.get("self_drawn", False), kong_related=flags.get("kong_related", False),
                      last_tile=flags.get("last_tile", False), first_turn=flags.get("first_turn", False),
                      dealer=flags.get("dealer", False),
                      extra={"void_suit": void, "after_kong_discard": flags.get("after_kong_discard", False)})


# ------------------------------------------------------------------------------ 查大叫

def ready_fans(concealed: Sequence[Tile], melds: Sequence[Meld], void_suit: Optional[str],
               options: Mapping[str, Any]) -> Optional[int]:
    """The highest 番 a 13-tile hand could win with any of its waits, counted as a discard win
    with no situational extra (自摸, 海底, 杠上 ...): 查大叫's "最大的可能番". None if not ready.
    A wait on a kind the hand already holds all four of (melds included) cannot come."""
    from ...analysis import waits
    counts = counts_of(concealed)
    held = list(counts)
    for m in melds:
        for t in m.tiles:
            held[t.index] += 1
    if sum(counts) + 3 * len(melds) != 13:
        return None
    best: Optional[int] = None
    for w in waits(counts, len(melds), shapes=("standard", "seven_pairs"), void_suit=void_suit):
        if held[w] >= 4:
            continue
        ctx = WinContext(melds=tuple(melds), concealed=tuple(concealed), win_tile=TILES[w],
                         extra={"void_suit": void_suit})
        result = score(ctx, options)
        if result.win and (best is None or result.total > best):
            best = result.total
    return best
