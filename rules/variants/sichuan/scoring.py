"""四川血战 fan table (docs/rules/sichuan-xuezhan.md §6-7) as data rows, and the scorer.

A win counts the single highest base pattern ("注意以下番型均不重复计算，只按最大番算") plus
every extra (+1 番 each, cumulative). 天胡 and 地胡 are special: they count alone, with no
pattern and no extra. A hand holding tiles of its void suit, or of all three suits, is no win.
The payment (2^(番−1) × stake, capped) is the settlement's job: `total` here is the 番 before it.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping, Optional, Sequence

from ...analysis import waits
from ...errors import NotationError
from ...hand_json import HandForm, HandParts, bool_flag
from ...melds import Meld, MeldKind
from ...score_rows import ScoreRow, by_key
from ...scoring import ScoreItem, ScoreResult, WinContext
from ...shapes import (
    SETS_IN_HAND,
    Decomposition,
    is_standard_counts,
    seven_pairs,
    standard_decompositions,
)
from ...tiles import COPIES, TILES, Tile, counts_of

SUIT_NAMES = {"m": "万", "p": "筒", "s": "条"}


ROWS: tuple[ScoreRow, ...] = (
    ScoreRow("ping_hu", "平胡", "Plain Win", 1, group="base",
             meaning_en="Four sets and a pair, nothing more.",
             meaning_zh="四组加一对将，没有别的",
             example={"concealed": "123m456m789m23p55p", "win_tile": "4p", "void_suit": "s"}),
    ScoreRow("dui_dui_hu", "对对胡", "All Pungs", 2, group="base",
             meaning_en="Four pungs or kongs and a pair.",
             meaning_zh="大对子：四副刻子或杠加一对",
             example={"concealed": "111m333m555p777p9p", "win_tile": "9p", "void_suit": "s"}),
    ScoreRow("qing_yi_se", "清一色", "Full Flush", 3, group="base",
             meaning_en="Every tile of one suit.",
             meaning_zh="全是同一门",
             example={"concealed": "123m345m567m789m9m", "win_tile": "9m", "void_suit": "s"}),
    ScoreRow("dai_yao_jiu", "带幺九", "Terminals in Every Set", 3, group="base",
             meaning_en="Every set and the pair hold a 1 or a 9 (123, 789, 111, 999, 11, 99).",
             meaning_zh="每组和将都带一或九（123、789、111、999、11、99）",
             example={"concealed": "123m789m123p999p1m", "win_tile": "1m", "void_suit": "s"}),
    ScoreRow("qi_dui", "七对", "Seven Pairs", 3, group="base",
             meaning_en="Seven pairs, concealed (no pung or kong declared).",
             meaning_zh="七个对子，没有碰杠",
             example={"concealed": "1133m55m2244p66p8p", "win_tile": "8p", "void_suit": "s"}),
    ScoreRow("qing_dui", "清对", "Pure All Pungs", 4, group="base",
             meaning_en="清一色 and 对对胡 together.",
             meaning_zh="清一色加对对胡",
             example={"concealed": "111m333m555m777m9m", "win_tile": "9m", "void_suit": "s"}),
    ScoreRow("jiang_dui", "将对", "All Pungs of 2, 5, 8", 4, group="base",
             meaning_en="对对胡 made only of 2, 5 and 8 tiles (带二、五、八的对对胡).",
             meaning_zh="只用二五八的对对胡",
             example={"concealed": "222m555m888m222p5p", "win_tile": "5p", "void_suit": "s"}),
    ScoreRow("long_qi_dui", "龙七对", "Dragon Seven Pairs", 5, group="base",
             meaning_en="七对 with four identical tiles (not declared as a kong); 七对 is not counted and one 根 "
                        "less.",
             meaning_zh="七对里有四张一样的（没有杠出来）；不再算七对，根少算一个",
             example={"concealed": "1111m33m55m22p44p6p", "win_tile": "6p", "void_suit": "s"}),
    ScoreRow("qing_qi_dui", "清七对", "Pure Seven Pairs", 5, group="base",
             meaning_en="七对 of one suit.",
             meaning_zh="同一门的七对",
             example={"concealed": "11m22m44m55m66m88m9m", "win_tile": "9m", "void_suit": "s"}),
    ScoreRow("qing_yao_jiu", "清幺九", "Pure Terminals in Every Set", 5, group="base",
             meaning_en="清一色 and 带幺九 together.",
             meaning_zh="清一色加带幺九",
             example={"concealed": "123m789m789m789m1m", "win_tile": "1m", "void_suit": "s"}),
    ScoreRow("qing_long_qi_dui", "清龙七对", "Pure Dragon Seven Pairs", 6, group="base",
             meaning_en="清一色 龙七对; one 根 less.",
             meaning_zh="清一色的龙七对；根少算一个",
             example={"concealed": "1111m22m33m55m77m9m", "win_tile": "9m", "void_suit": "s"}),
    ScoreRow("tian_hu", "天胡", "Heavenly Win", 6, group="special",
             meaning_en="The dealer wins on his first fourteen tiles; no other pattern or extra counts.",
             meaning_zh="庄家起手十四张就和；不再算别的番",
             example={"concealed": "123m456m789m234p5p", "win_tile": "5p", "flags": {"self_drawn": True, "first_turn": True, "dealer": True}, "void_suit": "s"}),
    ScoreRow("di_hu", "地胡", "Earthly Win", 6, group="special",
             meaning_en="Won on the dealer's first discard, or by a non-dealer on his first draw, before any "
                        "pung or kong; no other pattern or extra counts.",
             meaning_zh="庄家第一张打出的牌就和，或闲家第一次摸牌自摸，之前没人碰杠；不再算别的番",
             example={"concealed": "123m456m789m234p5p", "win_tile": "5p", "flags": {"self_drawn": True, "first_turn": True}, "void_suit": "s"}),
    ScoreRow("gen", "根", "Root", 1, group="extra",
             meaning_en="Each set of four identical tiles in the hand that was not declared as a kong (a pung "
                        "and its fourth tile in hand count too).",
             meaning_zh="手里四张一样却没开杠的，每组加一番（碰了再摸到第四张也算）",
             example={"concealed": "111m123m789m23p55p", "win_tile": "4p", "void_suit": "s"}),
    ScoreRow("gang", "杠", "Kong", 1, group="extra",
             meaning_en="Each kong the winner declared (明杠, 暗杠, 面下杠).",
             meaning_zh="自己开的每个杠加一番（明杠、暗杠、面下杠）",
             example={"concealed": "123m456m789m5p", "win_tile": "5p", "melds": [{"type": "kong", "tiles": "2222p", "from": 1}], "void_suit": "s"}),
    ScoreRow("gang_shang_hua", "杠上花", "Win on a Kong Replacement", 1, group="extra",
             meaning_en="Self-drawn on the replacement tile after one's own kong.",
             meaning_zh="自己开杠后补的牌自摸",
             example={"concealed": "123m456m789m5p", "win_tile": "5p", "melds": [{"type": "kong", "tiles": "2222p", "from": 1}], "flags": {"self_drawn": True, "kong_related": True}, "void_suit": "s"}),
    ScoreRow("gang_shang_pao", "杠上炮", "Win on a Discard after a Kong", 1, group="extra",
             meaning_en="Won on the tile a player discards right after his kong replacement.",
             meaning_zh="别人开杠后打出的牌被和",
             example={"concealed": "123m456m789m23p55p", "win_tile": "4p", "flags": {"after_kong_discard": True}, "void_suit": "s"}),
    ScoreRow("qiang_gang", "抢杠胡", "Robbing a Kong", 1, group="extra",
             meaning_en="Won on the tile another adds to his pung (面下杠).",
             meaning_zh="和别人面下杠的那张牌",
             example={"concealed": "123m456m789m23p55p", "win_tile": "4p", "flags": {"kong_related": True}, "void_suit": "s"}),
    ScoreRow("zi_mo", "自摸", "Self-Drawn", 1, group="extra",
             meaning_en="The winning tile was drawn by the winner.",
             meaning_zh="自己摸到和牌",
             example={"concealed": "123m456m789m23p55p", "win_tile": "4p", "flags": {"self_drawn": True}, "void_suit": "s"}),
    ScoreRow("jin_gou_diao", "金钩钓", "Golden Hook", 1, group="extra",
             meaning_en="All four sets declared; won on the single tile left in hand (its pair).",
             meaning_zh="四组都碰杠出来，单钓手里最后一张",
             example={"concealed": "5p", "win_tile": "5p", "melds": [{"type": "pung", "tiles": "111m", "from": 1}, {"type": "pung", "tiles": "222m", "from": 1}, {"type": "pung", "tiles": "333p", "from": 1}, {"type": "pung", "tiles": "444p", "from": 1}], "void_suit": "s"}),
    ScoreRow("hai_di_lao_yue", "海底捞月", "Last Tile Self-Drawn", 1, group="extra",
             meaning_en="Self-drawn on the last wall tile.",
             meaning_zh="摸牌墙最后一张自摸",
             example={"concealed": "123m456m789m23p55p", "win_tile": "4p", "flags": {"self_drawn": True, "last_tile": True}, "void_suit": "s"}),
    ScoreRow("hai_di_pao", "海底炮", "Last Discard", 1, group="extra",
             meaning_en="Won on the discard made after the last wall tile.",
             meaning_zh="和摸完最后一张后打出的牌",
             example={"concealed": "123m456m789m23p55p", "win_tile": "4p", "flags": {"last_tile": True}, "void_suit": "s"}),
    ScoreRow("men_qing", "门清", "Concealed Hand", 1, group="extra",
             meaning_en="Room rule Concealed hand: no 碰, 直杠 or 面下杠 (a 暗杠 is allowed).",
             meaning_zh="房间规则（门清选项）：没有碰、直杠、面下杠（暗杠不算）",
             example={"concealed": "123m456m789m23p55p", "win_tile": "4p", "void_suit": "s"},
             example_options={"men_qing": True}),
    ScoreRow("zhong_zhang", "中张", "All Simples", 1, group="extra",
             meaning_en="Room rule All simples: no 1 or 9 tile anywhere in the hand.",
             meaning_zh="房间规则（中张选项）：整手牌没有一和九",
             example={"concealed": "234m456m678m23p55p", "win_tile": "4p", "void_suit": "s"},
             example_options={"zhong_zhang": True}),

)
ROW = by_key(ROWS)
_ORDER = {row.key: i for i, row in enumerate(ROWS)}


def fan_payment(fans: int, cap: int = 0, stake: int = 1) -> int:
    """2^(番−1) × stake, the 番 first capped at `cap` when a cap is set (0 = none)."""
    if cap:
        fans = min(fans, cap)
    return stake * (1 << (max(fans, 1) - 1))


# ------------------------------------------------------------------------------ shape checks

def suits_held(tiles: Sequence[Tile]) -> set[str]:
    """The suits (m, p, s) among these tiles."""
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
    assert d.pair is not None, "a standard reading has a pair"
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


def _held_with_pungs(counts: Sequence[int], melds: Sequence[Meld], pung_root: bool) -> list[int]:
    """The hand's counts, with each 碰's three added when a 碰 and its fourth tile make a 根."""
    have = list(counts)
    if pung_root:
        for m in melds:
            if m.kind is MeldKind.PUNG:
                have[m.tiles[0].index] += 3
    return have


def _roots(counts: Sequence[int], melds: Sequence[Meld], pung_root: bool = True) -> int:
    """根: kinds held four times without a declared kong (a pung and its fourth tile in hand count
    unless option pung_root is off)."""
    return sum(1 for c in _held_with_pungs(counts, melds, pung_root) if c == COPIES)


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
    # 点杠花 paid by the kong's feeder (option dian_gang_hua "discarder") counts as a discard win
    fed = extra.get("kong_fed_by") is not None and options.get("dian_gang_hua") == "discarder"
    if ctx.self_drawn and options.get("zimo", "fan") == "fan" and not fed:
        out.append(_item("zi_mo", 1, win))
    if len(ctx.melds) == SETS_IN_HAND and options.get("jin_gou_diao", True):
        out.append(_item("jin_gou_diao", 1, ctx.all_concealed))
    if ctx.last_tile and options.get("hai_di", True):
        out.append(_item("hai_di_lao_yue" if ctx.self_drawn else "hai_di_pao", 1, win))
    every = tuple(ctx.all_concealed) + tuple(t for m in ctx.melds for t in m.tiles)
    if options.get("men_qing") and all(m.kind is MeldKind.CONCEALED_KONG for m in ctx.melds):
        out.append(_item("men_qing", 1, win))
    if options.get("zhong_zhang") and not _has_terminal(every):
        out.append(_item("zhong_zhang", 1, every))
    return out


def _root_tiles(counts: Sequence[int], melds: Sequence[Meld], pung_root: bool = True) -> tuple[Tile, ...]:
    """The four tiles of every 根 (a kind held four times without a declared kong)."""
    have = _held_with_pungs(counts, melds, pung_root)
    return tuple(TILES[i] for i, c in enumerate(have) if c == COPIES for _ in range(COPIES))


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
    if ctx.first_turn and not ctx.melds and (ctx.dealer and ctx.self_drawn or not ctx.dealer) \
            and options.get("tian_di_hu", True):
        key = "tian_hu" if ctx.dealer else "di_hu"
        return ScoreResult(True, ROW[key].value, "fan", (_item(key, 1, tuple(every)),), True, None)
    flush = len(suits) == 1
    extras = _extras(ctx, options)
    extra_total = sum(i.value * i.count for i in extras)
    best: Optional[tuple[int, int, tuple[ScoreItem, ...]]] = None
    pung_root = bool(options.get("pung_root", True))
    roots = _roots(counts, ctx.melds, pung_root)
    base_and_roots = [(_standard_base(d, flush), roots) for d in readings]
    if pairs is not None:
        quads = sum(1 for c in counts if c == COPIES)
        if quads:
            base_and_roots.append(("qing_long_qi_dui" if flush else "long_qi_dui", quads - 1))
        else:
            base_and_roots.append(("qing_qi_dui" if flush else "qi_dui", 0))
    for base, gen in base_and_roots:
        items = [_item(base, 1, tuple(every))]    # a base pattern is the whole hand
        if gen:
            items.append(_item("gen", gen, _root_tiles(counts, ctx.melds, pung_root)))
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

def _foreign(tile: Tile) -> Optional[str]:
    return None if tile.is_suited else f"tile '{tile}' is not in the 四川 set (万 m, 筒 p, 条 s only)"


def _void_suit(value: object) -> Optional[str]:
    if value is not None and value not in SUIT_NAMES:
        raise NotationError(f"void_suit must be \"m\", \"p\" or \"s\", got {value!r}")
    return None if value is None else str(value)


def _hand_context(ctx: WinContext, parts: HandParts) -> WinContext:
    """天胡/地胡 without melds, 杠上炮 on a discard only; the void suit and 杠上炮 into `extra`."""
    flags = parts.flags
    if flags.get("first_turn") and parts.melds:
        raise NotationError("first_turn (天胡/地胡) cannot go with declared melds")
    if flags.get("after_kong_discard") and (flags.get("self_drawn") or flags.get("kong_related")):
        raise NotationError("after_kong_discard (杠上炮) is a win on a discard: not with self_drawn or kong_related")
    return replace(ctx, extra={"void_suit": parts.fields.get("void_suit"),
                               "after_kong_discard": flags.get("after_kong_discard", False)})


# 四川's hand object: `void_suit`, and 杠上炮 besides the common flags (of which it scores
# self_drawn, kong_related, last_tile, first_turn and dealer).
HAND_FORM = HandForm(flags={"after_kong_discard": bool_flag}, fields={"void_suit": _void_suit},
                     no_chow="四川 has no chow", foreign=_foreign, too_many="more than four '{tiles}' in the hand",
                     finish=_hand_context)


# ------------------------------------------------------------------------------ 查大叫

def ready_fans(concealed: Sequence[Tile], melds: Sequence[Meld], void_suit: Optional[str],
               options: Mapping[str, Any]) -> Optional[int]:
    """The highest 番 a 13-tile hand could win with any of its waits, counted as a discard win
    with no situational extra (自摸, 海底, 杠上 ...): 查大叫's "最大的可能番". None if not ready.
    A wait on a kind the hand already holds all four of (melds included) cannot come."""
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
