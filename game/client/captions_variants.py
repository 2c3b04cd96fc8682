"""Beginner's captions for the variants' own events (四川, 天津, 苏州), in Chinese and English.

Looked up by `captions.caption_for` after the generic ones. Facts come from the event and the
model (after the event was applied); the rule is explained, not decided.
"""
from __future__ import annotations

from typing import Any, Optional

from game.teaching.i18n import english

from . import lang
from .captions import Caption, obj, poss, tile_names, verb, who
from .marks import PULL_ZH, SUIT_EN, SUIT_ZH
from .model import TableModel

DIRECTION_ZH = {"clockwise": "顺时针（给上家）", "counter_clockwise": "逆时针（给下家）", "opposite": "对家互换"}
DIRECTION_EN = {"clockwise": "clockwise (to the left player)", "counter_clockwise":
                "counter-clockwise (to the right player)", "opposite": "across the table"}
PULL_EN = {0: "no pull", 1: "pull once", 2: "pull twice"}
KONG_ZH = {"direct": "直杠（下雨）", "added": "面下杠（刮风）", "concealed": "暗杠（下雨）",
           "melded": "明杠", "gold": "金杠"}
KONG_EN = {"direct": "a direct kong", "added": "an added kong", "concealed": "a concealed kong",
           "melded": "a melded kong", "gold": "a golden kong (four wildcards)"}


def _money(payments: tuple[int, ...], m: TableModel) -> tuple[str, str]:
    """'阿明+2 小红−2' in seat order, names as the human sees them."""
    zh, en = [], []
    for seat, pay in enumerate(payments):
        if pay:
            name_zh, name_en = who(m, seat)
            zh.append(f"{name_zh}{pay:+d}")
            en.append(f"{name_en} {pay:+d}")
    return " ".join(zh), ", ".join(en)


# ---------------------------------------------------------------------- 四川
def _c_VoidChosen(e: Any, m: TableModel) -> Caption:
    zh, en = who(m, e.seat)
    if e.suit:
        return Caption(f"定缺：{zh}缺{SUIT_ZH[e.suit]}。这门牌要先打光，不能碰、杠，手里有它就不能胡。",
                       f"Void suit: {en} will play without {SUIT_EN[e.suit]}: discard them first; they "
                       f"cannot be punged or konged, and no win while holding one.")
    return Caption(f"{zh}选好了定缺（扣着，等四家都选好一起亮）。",
                   f"{en} {verb(en, 'has', 'have')} chosen a void suit (kept secret until all four have chosen).")


def _c_VoidsRevealed(e: Any, m: TableModel) -> Caption:
    parts_zh, parts_en = [], []
    for seat, suit in enumerate(e.voids):
        zh, en = who(m, seat)
        parts_zh.append(f"{zh}缺{SUIT_ZH.get(suit, suit)}")
        parts_en.append(f"{en}: {SUIT_EN.get(suit, suit)}")
    return Caption("亮缺：" + "，".join(parts_zh) + "。缺的那门要先打光。",
                   "Voids shown: " + "; ".join(parts_en) + ". Each must discard that suit first.")


def _c_ExchangeChosen(e: Any, m: TableModel) -> Caption:
    zh, en = who(m, e.seat)
    return Caption(f"换三张：{zh}扣下了三张同一门的牌。四家都选好后掷骰定方向。",
                   f"Exchange: {en} {verb(en, 'has', 'have')} put three tiles of one suit aside. When all four have, the "
                   f"dice choose the direction.")


def _c_TilesExchanged(e: Any, m: TableModel) -> Caption:
    zh, en = who(m, e.seat)
    gzh, gen = who(m, e.from_seat)
    direction = getattr(e, "direction", "")
    got = "、".join(k.name_zh for k in e.kinds if k is not None)
    got_en = ", ".join(k.name_en for k in e.kinds if k is not None)
    what = f"：{got}" if got else ""
    what_en = f": {got_en}" if got_en else ""
    return Caption(f"换牌（{DIRECTION_ZH.get(direction, direction)}）：{zh}收到{gzh}的三张{what}。",
                   f"Exchange ({DIRECTION_EN.get(direction, direction)}): {en} {verb(en, 'receives', 'receive')} "
                   f"{poss(gen)} three tiles{what_en}.")


def _c_KongPaid(e: Any, m: TableModel) -> Caption:
    zh, en = who(m, e.seat)
    money_zh, money_en = _money(e.payments, m)
    if e.kong == "added":
        rule_zh, rule_en = "面下杠是刮风：还在场的每家付1", "an added kong is 'wind': everyone still in pays 1"
    elif e.kong == "concealed":
        rule_zh, rule_en = "暗杠是下雨：还在场的每家付2", "a concealed kong is 'rain': everyone still in pays 2"
    else:
        rule_zh, rule_en = "直杠是下雨：点杠的人付", "a direct kong is 'rain': the discarder pays"
    return Caption(f"刮风下雨：{zh}{KONG_ZH.get(e.kong, '杠')}，当场收钱——{rule_zh}。{money_zh}",
                   f"Wind and rain: {en} made {KONG_EN.get(e.kong, 'a kong')}, paid at once: {rule_en}. "
                   f"{money_en}")


# ---------------------------------------------------------------------- 天津
def _c_WindsDrawn(e: Any, m: TableModel) -> Caption:
    total = sum(e.values)
    thrower, thrower_en = _player(m, e.thrower)
    first, first_en = _player(m, e.first)
    again = "（上下家没变，重新打风）" if e.again else ""
    return Caption(f"打风：{thrower}掷骰{'+'.join(map(str, e.values))}={total}，从自己数起数到{first}，"
                   f"他先摸风牌，其他人依次摸。{again}",
                   f"Drawing seats: {thrower_en} {verb(thrower_en, 'throws', 'throw')} {total} and "
                   f"{verb(thrower_en, 'counts', 'count')} round the table (the thrower is 1) to {obj(first_en)}, "
                   f"who {'draw' if first_en == 'You' else 'draws'} a wind first; the others follow."
                   + (" Same order as before: draw again." if e.again else ""))


def _player(m: TableModel, player: int) -> tuple[str, str]:
    """(zh, en) name of a player before the seats are known: 你 / You for the human."""
    if not 0 <= player < len(m.names):
        return "东位", "East"
    if player == m.human_player:
        return "你", "You"
    return m.names[player], lang.person_en(m.names[player])


def _c_DealerSat(e: Any, m: TableModel) -> Caption:
    zh, en = who(m, e.seat)
    if e.sits:
        if en == "You":
            return Caption(f"坐庄：庄家{zh}选择坐庄——你和每一家之间的输赢都翻倍（×2）。",
                           "Sitting: you, the dealer, sit: every payment between you and another player is doubled.")
        return Caption(f"坐庄：庄家{zh}选择坐庄——他和每一家之间的输赢都翻倍（×2）。",
                       f"Sitting: the dealer {en} sits: every payment between him and another player is doubled.")
    if en == "You":
        return Caption(f"不坐庄：庄家{zh}不加倍。", "You, the dealer, do not sit (no doubling).")
    return Caption(f"不坐庄：庄家{zh}不加倍。", f"The dealer {en} does not sit (no doubling).")


def _c_PullChosen(e: Any, m: TableModel) -> Caption:
    zh, en = who(m, e.seat)
    if e.times is not None:
        return Caption(f"拉庄：{zh}选{PULL_ZH[e.times]}（和庄家之间再翻{e.times}倍）。等三家一起亮。",
                       f"Pulling: {en} chose {PULL_EN[e.times]} (payments with the dealer ×{2 ** e.times}); "
                       f"shown when all three have chosen.")
    return Caption(f"{zh}选好了拉不拉庄（扣着，三家一起亮）。",
                   f"{en} {verb(en, 'has', 'have')} chosen whether to pull (secret until all three have).")


def _c_PullsRevealed(e: Any, m: TableModel) -> Caption:
    zh, en = [], []
    for seat, times in enumerate(e.times):
        if seat == m.dealer:
            continue
        name_zh, name_en = who(m, seat)
        zh.append(f"{name_zh}{PULL_ZH.get(times, '')}")
        en.append(f"{name_en} {PULL_EN.get(times, '')}")
    return Caption("拉庄：" + "，".join(zh) + "。每拉一次，他和庄家之间的输赢再×2。",
                   "Pulls: " + "; ".join(en) + ". Each pull doubles the payments between that player and the dealer.")


def _c_HunRevealed(e: Any, m: TableModel) -> Caption:
    zh, en = who(m, e.seat)
    izh, ien = tile_names(e.kind)
    a, b = e.hun[0], e.hun[1]
    return Caption(
        f"翻混：{zh}掷了{e.count}点，从牌尾数{e.count}墩，翻开上面的牌——{izh}。{a.name_zh}和{b.name_zh}就是混儿"
        f"（共7张），胡牌时可以当任何牌；打出混儿就成小相公，不能胡。",
        f"The wildcard reveal: {en} threw {e.count}; the top tile {e.count} stacks from the tail is turned "
        f"up: {ien}. {a.name_en} and {b.name_en} are the wildcards (7 tiles): they stand for any tile in a "
        f"win. Whoever discards one is barred from winning this hand.")


def _c_XiaoXiangGong(e: Any, m: TableModel) -> Caption:
    zh, en = who(m, e.seat)
    tzh, ten = tile_names(e.kind)
    return Caption(f"小相公！{zh}打出了混儿{tzh}，这盘不能胡了（还可以碰、杠）。",
                   f"Barred! {en} discarded the wildcard {ten} and cannot win this hand (pung and kong "
                   f"are still allowed).")


def _c_ChanAnnounced(e: Any, m: TableModel) -> Caption:
    zh, en = who(m, e.dealer)
    tzh, ten = tile_names(e.kind)
    return Caption(f"铲！庄家{zh}第一张打{tzh}，另外三家第一张都跟着打{tzh}：结算时庄家给每家赔。",
                   f"Shovel! The dealer, {obj(en)}, led with {ten} and all three others followed with "
                   f"{ten}: the dealer pays each of them at the settlement.")


def _c_KongScored(e: Any, m: TableModel) -> Caption:
    zh, en = who(m, e.seat)
    money_zh, money_en = _money(e.payments, m)
    return Caption(f"杠分：{zh}{KONG_ZH.get(e.kong, '杠')}，每家{e.units}分×坐庄/拉庄倍数，结算时一起付。{money_zh}",
                   f"Kong score: {en} made {KONG_EN.get(e.kong, 'a kong')}: {e.units} from each player × the "
                   f"sitting and pulling multipliers, paid with the hand. {money_en}")


# ---------------------------------------------------------------------- 苏州
def _c_HandDoubled(e: Any, m: TableModel) -> Caption:
    names_zh = []
    if e.baozi:
        names_zh.append(f"豹子（庄家掷出一对{e.dice[0]}）" if e.dice else "豹子")
    if e.diling:
        names_zh.append("滴零（上一盘是豹子、荒庄或一炮多响）")
    en = []
    if e.baozi:
        en.append("Leopard: the dealer threw a double")
    if e.diling:
        en.append("Carried doubling from the last hand")
    return Caption("、".join(names_zh) + f"：这一盘输赢×{e.multiplier}。",
                   "; ".join(en) + f". Every payment this hand ×{e.multiplier}.")


def _c_HuaSettlement(e: Any, m: TableModel) -> Optional[Caption]:
    zh, en = who(m, e.seat)
    return Caption(f"算花：{zh}共{e.hua}花" + (f"×{e.multiplier}={e.total}" if e.multiplier > 1 else "") + "。",
                   f"Counting flowers: {en} {verb(en, 'has', 'have')} {e.hua}"
                   + (f" × {e.multiplier} = {e.total}" if e.multiplier > 1 else "") + ".")


def _c_DilingNext(e: Any, m: TableModel) -> Caption:
    why = "、".join(e.reasons)
    return Caption(f"下一盘滴零（因为{why}）：下一盘输赢翻倍。",
                   f"The next hand is doubled (carried doubling, because of "
                   f"{', '.join(english(r) for r in e.reasons)}).")


def _c_FlowerTally(e: Any, m: TableModel) -> Optional[Caption]:
    return None   # the plate shows the count; the flower itself was captioned
