"""二人麻将 option B (docs/rules/two-player-71.md §7 option B): the counters of the QQ-二人-style
table that option A has not (the rest are reading.py's). Each is `Reading -> int`; the
exclusions are the rows' data (rows_b.py), so a counter may be loose where a row cancels it.

The QQ client's fans are defined on a 万 + 字 deck; on the three suits here a "one suit" fan
(一色…, 清龙, 连七对) takes its sets from any one suit, and 大于五 / 小于五 count the suited tiles
of every suit (docs/rules/two-player-71.md §7 B, the readings chosen).
"""
from __future__ import annotations

from ...melds import MeldKind
from ...melds import Meld
from ...shapes import SEVEN_PAIRS, HandSet
from ...tiles import Tile
from .reading import DRAGONS, PREVALENT_WIND, WINDS, Reading, dragon_pungs, seat_wind, wind_pungs

SETS_IN_HAND = 4              # a standard hand: four sets and a pair
SAME_SUIT_STEPS = (1, 2)      # 一色三步高 / 四步高: chows rising by one or by two
LOW_MAX, HIGH_MIN = 4, 6      # 小于五: suited 1-4 only; 大于五: suited 6-9 only
SHORT, LONG = 1, 9


def _ctx_melds(r: Reading) -> tuple[Meld, ...]:
    return r.hand.ctx.melds


def _concealed_kongs(r: Reading) -> int:
    return sum(1 for m in _ctx_melds(r) if m.kind is MeldKind.CONCEALED_KONG)


def _melded_kongs(r: Reading) -> int:
    return sum(1 for m in _ctx_melds(r) if m.kind is MeldKind.KONG)


def _suits_of(r: Reading) -> set[str]:
    return {t.suit for t in r.hand.tiles if t.is_suited}


def _honours(r: Reading) -> bool:
    return any(t.is_honor for t in r.hand.tiles)


def _seven_pairs(r: Reading) -> tuple[Tile, ...]:
    return r.shape.pairs if r.shape.kind == SEVEN_PAIRS else ()


def _by_suit(sets: tuple[HandSet, ...]) -> dict[str, list[int]]:
    """The first ranks of the sets per suit (suited sets only)."""
    out: dict[str, list[int]] = {}
    for s in sets:
        if s.first.is_suited:
            out.setdefault(s.first.suit, []).append(s.first.rank)
    return out


def _run(ranks: list[int], length: int, steps: tuple[int, ...]) -> bool:
    """`length` of the ranks rising by one same step (one of `steps`); 0 = the same rank."""
    have = set(ranks)
    return any(all(start + k * step in have for k in range(length)) for step in steps for start in have)


def _same(ranks: list[int], length: int) -> bool:
    return any(ranks.count(x) >= length for x in set(ranks))


# ---------------------------------------------------------------- situation

def ren_hu(r: Reading) -> int:
    """人胡: the non-dealer wins on the dealer's first discard, before his own first discard."""
    ctx = r.hand.ctx
    return int(ctx.first_turn and not ctx.self_drawn and not ctx.dealer and not ctx.kong_related)


def zi_mo(r: Reading) -> int:
    """自摸: drawn by the winner (a robbed kong counts as drawn, §4)."""
    return int(r.hand.self_drawn)


def bu_qiu_ren(r: Reading) -> int:
    """不求人: no chow, pung or melded kong, and self-drawn."""
    return int(r.hand.closed and r.hand.self_drawn)


def men_qing(r: Reading) -> int:
    """门前清: no chow, pung or melded kong, won on a discard."""
    return int(r.hand.closed and not r.hand.self_drawn)


def quan_qiu_ren(r: Reading) -> int:
    """全求人: four melded sets (no concealed kong), won on a discard on the pair."""
    ctx = r.hand.ctx
    return int(r.standard and len(ctx.melds) == SETS_IN_HAND and not _concealed_kongs(r) and not r.hand.self_drawn)


def hu_jue_zhang(r: Reading) -> int:
    """胡绝张: the winning tile is the last of its kind not yet seen."""
    return int(r.hand.ctx.last_of_kind)


def dan_diao(r: Reading) -> int:
    """单钓将: the winning tile completes the pair."""
    return int(r.standard and r.win_set is None and r.shape.pair == r.hand.ctx.win_tile)


# ---------------------------------------------------------------- pungs and kongs

def jian_ke(r: Reading) -> int:
    """箭刻: each dragon pung or kong."""
    return len(dragon_pungs(r))


def shuang_jian_ke(r: Reading) -> int:
    """双箭刻: two dragon pungs."""
    return int(len(dragon_pungs(r)) == 2)


def men_feng_ke(r: Reading) -> int:
    """门风刻: a pung of one's seat wind (the dealer East, the other South)."""
    wind = seat_wind(r.hand.ctx.dealer)
    return int(any(s.first.is_wind and _wind_letter(s.first) == wind for s in r.pungs))


def _wind_letter(tile: Tile) -> str:
    return "ESWN"[WINDS.index(tile.index)]


def quan_feng_ke(r: Reading) -> int:
    """圈风刻: a pung of the prevalent wind (East)."""
    return int(any(s.first.is_wind and _wind_letter(s.first) == PREVALENT_WIND for s in r.pungs))


def yao_jiu_ke(r: Reading) -> int:
    """幺九刻: each pung of a 1 or a 9, or of a wind that is neither the seat's nor the prevalent."""
    own = {seat_wind(r.hand.ctx.dealer), PREVALENT_WIND}
    return sum(1 for s in r.pungs if s.first.is_terminal or (s.first.is_wind and _wind_letter(s.first) not in own))


def shuang_an_ke(r: Reading) -> int:
    """双暗刻: two concealed pungs (three: 三暗刻 cancels it)."""
    return int(r.standard and len(r.concealed_pungs) >= 2)


def san_an_ke_b(r: Reading) -> int:
    """三暗刻: three concealed pungs."""
    return int(r.standard and len(r.concealed_pungs) >= 3)


def ming_gang(r: Reading) -> int:
    """明杠: one melded kong (from a discard or added to a pung)."""
    return int(_melded_kongs(r) >= 1)


def shuang_ming_gang(r: Reading) -> int:
    """双明杠: two melded kongs."""
    return int(_melded_kongs(r) >= 2)


def zi_an_gang(r: Reading) -> int:
    """自暗杠: a concealed kong."""
    return int(_concealed_kongs(r) >= 1)


def shuang_an_gang(r: Reading) -> int:
    """双暗杠: two concealed kongs."""
    return int(_concealed_kongs(r) >= 2)


def san_gang(r: Reading) -> int:
    """三杠: three kongs."""
    return int(r.hand.kongs >= 3)


def si_gui_yi(r: Reading) -> int:
    """四归一: each kind held four times without a kong of it."""
    kong_kinds = {m.tiles[0].index for m in _ctx_melds(r) if m.is_kong}
    return sum(1 for i, n in enumerate(r.hand.kinds) if n == 4 and i not in kong_kinds)


def peng_peng_hu(r: Reading) -> int:
    """碰碰胡: four pungs or kongs."""
    return int(r.standard and len(r.pungs) == SETS_IN_HAND)


def xiao_san_feng(r: Reading) -> int:
    """小三风: two wind pungs and a wind pair."""
    pair = r.shape.pair
    return int(r.standard and len(wind_pungs(r)) == 2 and pair is not None and pair.is_wind)


def da_san_feng(r: Reading) -> int:
    """大三风: three wind pungs."""
    return int(len(wind_pungs(r)) >= 3)


def si_zi_ke(r: Reading) -> int:
    """四字刻: four honour pungs."""
    return int(sum(1 for s in r.pungs if s.first.is_honor) == 4)


# ---------------------------------------------------------------- chows

def ping_hu(r: Reading) -> int:
    """平胡: four chows and a suited pair."""
    pair = r.shape.pair
    return int(r.standard and len(r.chows) == SETS_IN_HAND and pair is not None and pair.is_suited)


def yi_ban_gao(r: Reading) -> int:
    """一般高: each two identical chows."""
    firsts = [s.first.index for s in r.chows]
    return sum(firsts.count(i) // 2 for i in set(firsts))


def lao_shao_fu(r: Reading) -> int:
    """老少副: 123 and 789 of one suit."""
    return int(any(SHORT in ranks and 7 in ranks for ranks in _by_suit(r.chows).values()))


def lian_liu(r: Reading) -> int:
    """连六: two chows of one suit making six in a row."""
    return int(any(any(x + 3 in ranks for x in ranks) for ranks in _by_suit(r.chows).values()))


def qing_long(r: Reading) -> int:
    """清龙: 123, 456 and 789 of one suit."""
    return int(any({1, 4, 7} <= set(ranks) for ranks in _by_suit(r.chows).values()))


def san_tong_shun(r: Reading) -> int:
    """一色三同顺: three identical chows."""
    return int(any(_same(ranks, 3) for ranks in _by_suit(r.chows).values()))


def si_tong_shun(r: Reading) -> int:
    """一色四同顺: four identical chows."""
    return int(any(_same(ranks, 4) for ranks in _by_suit(r.chows).values()))


def san_bu_gao(r: Reading) -> int:
    """一色三步高: three chows of one suit rising by one or by two."""
    return int(any(_run(ranks, 3, SAME_SUIT_STEPS) for ranks in _by_suit(r.chows).values()))


def si_bu_gao(r: Reading) -> int:
    """一色四步高: four chows of one suit rising by one or by two."""
    return int(any(_run(ranks, 4, SAME_SUIT_STEPS) for ranks in _by_suit(r.chows).values()))


def san_jie_gao(r: Reading) -> int:
    """一色三节高: three pungs of one suit rising by one."""
    return int(any(_run(ranks, 3, (1,)) for ranks in _by_suit(r.pungs).values()))


def si_jie_gao(r: Reading) -> int:
    """一色四节高: four pungs of one suit rising by one."""
    return int(any(_run(ranks, 4, (1,)) for ranks in _by_suit(r.pungs).values()))


def shuang_long_hui(r: Reading) -> int:
    """一色双龙会: two 123 and two 789 of one suit with a pair of its 5."""
    pair = r.shape.pair
    if not r.standard or pair is None or not pair.is_suited or pair.rank != 5:
        return 0
    ranks = _by_suit(r.chows).get(pair.suit, [])
    return int(len(ranks) == SETS_IN_HAND and ranks.count(SHORT) == 2 and ranks.count(7) == 2)


# ---------------------------------------------------------------- the whole hand

def hun_yi_se_b(r: Reading) -> int:
    """混一色: one suit and honours."""
    return int(len(_suits_of(r)) == 1 and _honours(r))


def quan_dai_yao(r: Reading) -> int:
    """全带幺: every set and the pair hold a terminal or an honour."""
    return int(r.standard and all(any(t.is_terminal_or_honor for t in g) for g in r.groups))


def da_yu_wu(r: Reading) -> int:
    """大于五: only suited tiles of 6 to 9."""
    return int(all(t.is_suited and t.rank >= HIGH_MIN for t in r.hand.tiles))


def xiao_yu_wu(r: Reading) -> int:
    """小于五: only suited tiles of 1 to 4."""
    return int(all(t.is_suited and t.rank <= LOW_MAX for t in r.hand.tiles))


def hun_yao_jiu(r: Reading) -> int:
    """混幺九: only terminals and honours, with both (pungs or seven pairs)."""
    tiles = r.hand.tiles
    return int(all(t.is_terminal_or_honor for t in tiles) and any(t.is_honor for t in tiles)
               and any(t.is_suited for t in tiles))


# ---------------------------------------------------------------- seven pairs

def qi_dui_b(r: Reading) -> int:
    """七对: seven pairs."""
    return int(r.shape.kind == SEVEN_PAIRS)


def da_qi_xing(r: Reading) -> int:
    """大七星: seven pairs of the seven honours."""
    pairs = _seven_pairs(r)
    return int(bool(pairs) and len({p.index for p in pairs}) == 7 and all(p.is_honor for p in pairs))


def lian_qi_dui(r: Reading) -> int:
    """连七对: seven pairs of one suit in a row."""
    pairs = _seven_pairs(r)
    if not pairs or not all(p.is_suited for p in pairs) or len({p.suit for p in pairs}) != 1:
        return 0
    ranks = sorted(p.rank for p in pairs)
    return int(ranks == list(range(ranks[0], ranks[0] + len(ranks))))


def san_yuan_qi_dui(r: Reading) -> int:
    """三元七对子: seven pairs with a pair of each dragon."""
    kinds = {p.index for p in _seven_pairs(r)}
    return int(bool(kinds) and set(DRAGONS) <= kinds)


def si_xi_qi_dui(r: Reading) -> int:
    """四喜七对子: seven pairs with a pair of each wind."""
    kinds = {p.index for p in _seven_pairs(r)}
    return int(bool(kinds) and set(WINDS) <= kinds)

