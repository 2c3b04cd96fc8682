"""A beginner's caption for every event: what just happened and why, in Chinese and English.

Pure: reads the event and the model (after the event was applied) and returns text. The rules
are explained, not decided: every fact comes from the event (dice values, counts, tiles). The
common events are captioned here; a variant's own events, and what a variant adds to the common
ones (a win numbered, its flowers), by the hand's presenter (game/client/variants/).
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable, Optional

from rules import events as ev
from rules.events import Event
from rules.variants.base import ClaimRules, Variant
from rules.variants.registry import get_variant

from . import lang
from .caption_kit import (WIND_EN, WIND_ZH, Caption, obj, poss, score_words, sum_text, tile_names, verb,
                          who)
from .variants import banner_words

if TYPE_CHECKING:   # the model is applied before its captions are asked for
    from .model import TableModel

DEAL_BLOCK = 4       # the deal's rounds take two stacks (four tiles) at a time
DEALER_JUMP = 2      # the dealer's jump: two top tiles


def caption_for(event: Event, model: "TableModel") -> Optional[Caption]:
    """The caption for `event`; None for events that need no words."""
    own = model.presenter.common_captions.get(type(event))
    if own is not None:       # the variant words this common event itself (a table of two ...)
        words = own(event, model)
        if words is not None:
            return words
    common = CAPTIONS.get(type(event))
    if common is not None:
        return common(event, model)
    return model.presenter.caption(event, model)


def _c_SeatsDrawn(e: ev.SeatsDrawn, m: "TableModel") -> Caption:
    human = m.human_player
    if human is not None:
        wind = e.winds[human]
        return Caption(
            f"打风：四张风牌扣着洗好，每人摸一张。你摸到「{WIND_ZH[wind]}」，坐{WIND_ZH[wind]}位；摸到东的先做庄。",
            f"Drawing seats: four wind tiles lie face down and everyone draws one. You drew "
            f"{WIND_EN[wind]} and sit there; whoever draws East deals first.")
    return Caption("打风：四张风牌扣着洗好，每人摸一张，摸到什么风就坐什么位；摸到东的先做庄。",
                   "Drawing seats: four wind tiles face down, each player draws one and sits at that "
                   "wind; East deals first.")


def _c_SeatsRotated(e: ev.SeatsRotated, m: "TableModel") -> Caption:
    return Caption(f"换位：进入{WIND_ZH[e.round_wind]}风圈，大家按规定换座位。",
                   f"Changing seats: the {WIND_EN[e.round_wind]} round begins and players move seats.")


def _c_HandStarted(e: ev.HandStarted, m: "TableModel") -> Caption:
    zh, en = who(m, e.dealer)
    return Caption(f"第{e.hand_no + 1}盘，{WIND_ZH[e.round_wind]}风圈。{zh}坐庄（东）：庄家先出牌。",
                   f"Hand {e.hand_no + 1}, {WIND_EN[e.round_wind]} round. {en} {verb(en, 'deals', 'deal')} "
                   f"(East) and {verb(en, 'discards', 'discard')} first.")


def _c_WallBuilt(e: ev.WallBuilt, m: "TableModel") -> Caption:
    sizes = sorted(set(e.stacks_per_side), reverse=True)
    stacks = "/".join(str(n) for n in sizes)
    return Caption(f"码牌：{e.tiles}张牌洗好，每人面前码{stacks}墩，每墩上下两张，四面围成方城。",
                   f"Building the wall: {e.tiles} tiles, {stacks} stacks of two in front of each "
                   f"player, closing a square.")


def _c_DiceRolled(e: ev.DiceRolled, m: "TableModel") -> Caption:
    zh, en = who(m, e.seat)
    total = sum(e.values)
    if e.purpose == "break_seat":
        target = (e.seat + total - 1) % len(m.seats)
        tzh, ten = who(m, target)
        return Caption(
            f"{zh}掷骰：{sum_text(e.values)}。从庄家数起（庄家算1）逆时针数到第{total}家：{tzh}。",
            f"{en} {verb(en, 'throws', 'throw')} {sum_text(e.values)}: counting the dealer as 1, "
            f"counter-clockwise, seat {total} is {obj(ten)}.")
    if e.purpose == "dealer":
        return Caption(f"{zh}掷骰定庄：{sum_text(e.values)}，从自己数起数到第{total}家，他做庄。",
                       f"{en} {verb(en, 'throws', 'throw')} for the dealer: {sum_text(e.values)}; counting "
                       f"from the thrower as 1, player {total} deals.")
    if e.purpose == "exchange_direction":
        way = ("对家互换", "across") if total % 3 == 0 else (("顺时针，给上家", "clockwise, to the left")
                                                        if total % 3 == 1 else ("逆时针，给下家", "counter-clockwise, to the right"))
        return Caption(f"庄家{zh}掷骰定换牌方向：{sum_text(e.values)}，{way[0]}。",
                       f"The dealer {en} throws for the exchange: {sum_text(e.values)}, {way[1]}.")
    if e.purpose == "hun":
        return Caption(f"翻混：庄家的对家{zh}掷骰{sum_text(e.values)}，从牌尾数{total}墩。",
                       f"The wildcard throw: the dealer's opposite, {obj(en)}, {verb(en, 'throws', 'throw')} "
                       f"{sum_text(e.values)} and {verb(en, 'counts', 'count')} {total} stacks from the tail.")
    if e.purpose != "break_stacks":
        return Caption(f"{zh}掷骰：{sum_text(e.values)}。", f"{en} {verb(en, 'throws', 'throw')} the dice: {sum_text(e.values)}.")
    first = m.dice[0] if len(m.dice) > 1 else ()
    grand = sum(first) + total
    return Caption(
        f"{zh}再掷：{sum_text(e.values)}。两次点数共{grand}：从{zh}面前牌墙的右端数{grand}墩开牌。",
        f"{en} {verb(en, 'throws', 'throw')} again: {sum_text(e.values)}. Both throws make {grand}: count "
        f"{grand} stacks from the right end of {poss(en)} wall and break it there.")


def _c_WallBroken(e: ev.WallBroken, m: "TableModel") -> Caption:
    zh, en = who(m, e.side)
    return Caption(
        f"开牌：从{zh}牌墙右端数过{e.count}墩分开。缺口左边依次抓牌；右边是牌尾，补花和杠后从牌尾摸。",
        f"The break: {e.count} stacks from the right end of {poss(en)} wall. Tiles are dealt from "
        f"the left of the gap; the right side is the tail, used for flower and kong replacements.")


def _c_TilesDealt(e: ev.TilesDealt, m: "TableModel") -> Caption:
    zh, en = who(m, e.seat)
    n = len(e.tiles)
    if n == DEAL_BLOCK:
        return Caption(f"抓牌：{zh}抓两墩，共4张（每人三轮，共12张）。",
                       f"Dealing: {en} {verb(en, 'takes', 'take')} two stacks, 4 tiles (three rounds, 12 tiles each).")
    if n == DEALER_JUMP:
        return Caption(f"跳牌：庄家{zh}隔一墩抓两张上层牌，共14张。",
                       f"The jump: {obj(en)}, the dealer, {verb(en, 'takes', 'take')} two top tiles, skipping a "
                       f"stack: 14 tiles.")
    return Caption(f"{zh}再抓一张，共13张。", f"{en} {verb(en, 'takes', 'take')} one more tile: 13 tiles.")


def _c_FlowerReplaced(e: ev.FlowerReplaced, m: "TableModel") -> Caption:
    own = m.presenter.flower_caption(e, m)
    if own is not None:
        return own
    zh, en = who(m, e.seat)
    fzh, fen = tile_names(e.kind)
    return Caption(f"补花：{zh}的「{fzh}」是花牌，亮在一边，从牌尾补一张。和牌时每朵花加1番。",
                   f"Flower: {en} {verb(en, 'sets', 'set')} {fen} aside face up and {verb(en, 'draws', 'draw')} a "
                   f"replacement from the tail. Each flower adds 1 fan to a win.")


def _c_TileDrawn(e: ev.TileDrawn, m: "TableModel") -> Optional[Caption]:
    zh, en = who(m, e.seat)
    left = f"，牌墙还剩{e.remaining}张" if e.remaining >= 0 else ""
    left_en = f"; {e.remaining} tiles left in the wall" if e.remaining >= 0 else ""
    if e.reason == "kong":
        return Caption(f"{zh}杠后从牌尾补一张{left}。",
                       f"{en} {verb(en, 'draws', 'draw')} a kong replacement from the tail{left_en}.")
    if e.reason == "flower":
        return Caption(f"{zh}从牌尾补花{left}。",
                       f"{en} {verb(en, 'draws', 'draw')} a flower replacement from the tail{left_en}.")
    if m.human_seat is not None and e.seat == m.human_seat and e.kind is not None:
        tzh, ten = tile_names(e.kind)
        return Caption(f"你摸到{tzh}{left}。选一张牌打出：点一下选中，再点一下打出。",
                       f"You drew {ten}{left_en}. Pick a tile to discard: click to select, click again to discard.")
    return Caption(f"{zh}摸牌{left}。", f"{en} {verb(en, 'draws', 'draw')}{left_en}.")


def rules_of(variant_name: str) -> Optional[Variant]:
    """The variant's record (None for an unknown name: the common words are used)."""
    try:
        return get_variant(variant_name) if variant_name else None
    except ValueError:
        return None


def claim_rules(variant_name: str) -> Optional[ClaimRules]:
    """The variant's ClaimRules (None for an unknown name: the common words are used)."""
    rules = rules_of(variant_name)
    return rules.claims if rules is not None else None


def _c_Discarded(e: ev.Discarded, m: "TableModel") -> Caption:
    zh, en = who(m, e.seat)
    tzh, ten = tile_names(e.kind)
    how = "摸切" if e.from_draw else "手切"
    how_en = "the tile just drawn" if e.from_draw else "from the hand"
    if m.is_hun(e.kind):
        return Caption(f"{zh}打出混儿{tzh}（{how}）。混儿打出去就不能再当混用了。",
                       f"{en} {verb(en, 'discards', 'discard')} the wildcard {ten} ({how_en}); once "
                       f"discarded it is no longer a wildcard.")
    claims = claim_rules(m.variant)
    if claims is not None and not claims.chow:
        if not claims.win_on_discard:
            rules = rules_of(m.variant)
            short = rules.book.short_name.zh if rules is not None and rules.book is not None else ""
            return Caption(f"{zh}打出{tzh}（{how}）。别人可以碰或杠；{short}只能自摸，不能胡别人打的牌。",
                           f"{en} {verb(en, 'discards', 'discard')} {ten} ({how_en}). Others may pung or kong "
                           f"it; wins are self-drawn only.")
        several = "，几家都能胡就一起胡（一炮多响）" if claims.multiple_winners else ""
        return Caption(f"{zh}打出{tzh}（{how}）。别人可以胡、碰或杠（不能吃）：胡优先{several}。",
                       f"{en} {verb(en, 'discards', 'discard')} {ten} ({how_en}). Others may win, pung or "
                       f"kong it (no chow); a win "
                       f"comes first" + ("; several may win on it." if claims.multiple_winners else "."))
    return Caption(f"{zh}打出{tzh}（{how}）。别人可以吃、碰、杠或胡这张牌：胡优先，碰杠其次，吃最后。",
                   f"{en} {verb(en, 'discards', 'discard')} {ten} ({how_en}). Others may claim it: a win "
                   f"beats pung/kong, which beat chow.")


def _c_Claimed(e: ev.Claimed, m: "TableModel") -> Caption:
    zh, en = who(m, e.seat)
    gzh, gen = who(m, e.from_seat)
    tzh, ten = tile_names(e.kind)
    if e.claim == "chow":
        run = "".join(k.name_zh[0] for k in sorted(e.kinds)) + e.kind.name_zh[1:]
        return Caption(f"吃！{zh}吃上家{gzh}的{tzh}，凑成顺子{run}。吃只能吃上家的牌，吃后打出一张。",
                       f"Chow! {en} {verb(en, 'takes', 'take')} {ten} from the left player, {obj(gen)}, to make "
                       f"a run. Only the left player's discard can be chowed; then discard.")
    if e.claim == "pung":
        return Caption(f"碰！{zh}手里有一对{tzh}，碰{gzh}打的这张凑成刻子。碰后打出一张。",
                       f"Pung! {en} {verb(en, 'holds', 'hold')} a pair of {ten} and {verb(en, 'takes', 'take')} "
                       f"{poss(gen)} discard to make three of a kind, then {verb(en, 'discards', 'discard')}.")
    return Caption(f"杠！{zh}手里有三张{tzh}，杠{gzh}打的第四张。杠后从牌尾补一张。",
                   f"Kong! {en} {verb(en, 'holds', 'hold')} three {ten} and {verb(en, 'takes', 'take')} "
                   f"{poss(gen)} fourth, then {verb(en, 'draws', 'draw')} a replacement from the tail.")


def _c_KongDeclared(e: ev.KongDeclared, m: "TableModel") -> Caption:
    zh, en = who(m, e.seat)
    if e.kong == "added":
        tzh, ten = tile_names(next((k for k in e.kinds if k is not None), None))
        return Caption(f"加杠！{zh}把第四张{tzh}加到碰出的刻子上。别人要这张可以抢杠胡。",
                       f"Added kong! {en} {verb(en, 'adds', 'add')} the fourth {ten} to an exposed pung. "
                       f"Someone waiting on it may rob the kong.")
    return Caption(f"暗杠！{zh}手里四张相同的牌扣下成杠（别人看不到是什么），从牌尾补一张。",
                   f"Concealed kong! {en} {verb(en, 'lays', 'lay')} down four of a kind face down (hidden "
                   f"from others) and {verb(en, 'draws', 'draw')} from the tail.")


def _c_KongRobbed(e: ev.KongRobbed, m: "TableModel") -> Caption:
    zh, en = who(m, e.seat)
    gzh, gen = who(m, e.from_seat)
    tzh, ten = tile_names(e.kind)
    return Caption(f"抢杠胡！{gzh}加杠的{tzh}正是{zh}要的牌。",
                   f"Robbing the kong! The {ten} {obj(gen)} added is the tile {obj(en)} "
                   f"{verb(en, 'was', 'were')} waiting for.")


def _c_Won(e: ev.Won, m: "TableModel") -> Caption:
    zh, en = who(m, e.seat)
    tzh, ten = tile_names(e.kind)
    total_zh, total_en = score_words(e.score)
    on, on_en = m.presenter.win_note(e, m)
    if e.self_drawn:
        return Caption(f"自摸！{zh}摸到{tzh}和牌，共{total_zh}，另外几家都要付。{on}",
                       f"Self-drawn win! {en} {verb(en, 'draws', 'draw')} {ten} and {verb(en, 'wins', 'win')} "
                       f"with {total_en}; the others pay.{on_en}")
    gzh, gen = who(m, e.from_seat) if e.from_seat is not None else ("", "")
    if e.robbed_kong:
        return Caption(f"胡！{zh}抢{gzh}的杠，共{total_zh}。{on}",
                       f"Win! {en} {verb(en, 'robs', 'rob')} {poss(gen)} kong: {total_en}.{on_en}")
    return Caption(f"胡！{zh}胡{gzh}打出的{tzh}，共{total_zh}。{gzh}点炮付钱。{on}",
                   f"Win! {en} {verb(en, 'wins', 'win')} on {poss(gen)} {ten} with {total_en}; {obj(gen)} "
                   f"{verb(gen, 'pays', 'pay')}.{on_en}")


def _c_HandExhausted(e: ev.HandExhausted, m: "TableModel") -> Caption:
    own = m.presenter.exhausted_caption(m)
    if own is not None:
        return own
    return Caption("荒庄：牌墙摸完了，没有人和牌，本盘不算分。",
                   "Exhausted wall: the wall ran out and nobody won; no payments.")


def _c_HandsRevealed(e: ev.HandsRevealed, m: "TableModel") -> Caption:
    return Caption("亮牌：大家把手牌摊开。", "Everyone lays their hand face up.")


def _c_Settled(e: ev.Settled, m: "TableModel") -> Caption:
    human = m.human_seat
    if human is not None:
        pay = e.payments[human]
        if pay:
            sign = "赢" if pay > 0 else "输"
            return Caption(f"结算：你{sign}{abs(pay)}分，现在{e.scores[human]}分。",
                           f"Settlement: you {'win' if pay > 0 else 'lose'} {abs(pay)}; you now have "
                           f"{e.scores[human]}.")
    zh, en = [], []
    for seat, pay in enumerate(e.payments):
        if pay:
            name_zh, name_en = who(m, seat)
            zh.append(f"{name_zh}{pay:+d}")
            en.append(f"{name_en} {pay:+d}")
    if not zh:
        return Caption("结算：没有人输赢。", "Settlement: nobody pays.")
    return Caption("结算：" + "，".join(zh) + "。", "Settlement: " + ", ".join(en) + ".")


def waiting_caption(kind: str) -> Caption:
    """Prompts while the human must act ('turn' or 'claim')."""
    if kind == "turn":
        return Caption("轮到你出牌：点一下选中，再点一下（或双击、回车）打出；←/→ 也能选。",
                       "Your turn: click a tile to select it, click again (or double-click, Enter) "
                       "to discard; ←/→ select.")
    return Caption("你可以要这张牌：按按钮选择，或按「过」。时间到自动过。",
                   "You may claim this tile: choose a button, or Pass. When time runs out you pass.")


# The common events' captions, by class (a variant's own are its presenter's).
CAPTIONS: dict[type[Event], Callable[..., Optional[Caption]]] = {
    ev.SeatsDrawn: _c_SeatsDrawn,
    ev.SeatsRotated: _c_SeatsRotated,
    ev.HandStarted: _c_HandStarted,
    ev.WallBuilt: _c_WallBuilt,
    ev.DiceRolled: _c_DiceRolled,
    ev.WallBroken: _c_WallBroken,
    ev.TilesDealt: _c_TilesDealt,
    ev.FlowerReplaced: _c_FlowerReplaced,
    ev.TileDrawn: _c_TileDrawn,
    ev.Discarded: _c_Discarded,
    ev.Claimed: _c_Claimed,
    ev.KongDeclared: _c_KongDeclared,
    ev.KongRobbed: _c_KongRobbed,
    ev.Won: _c_Won,
    ev.HandExhausted: _c_HandExhausted,
    ev.HandsRevealed: _c_HandsRevealed,
    ev.Settled: _c_Settled,
}


# The words on the table's banners and floating labels (the planners write them in Chinese), as
# (Chinese, English): the common ones and every variant's.
BANNER_WORDS = {
    "吃": ("吃", "Chow"), "碰": ("碰", "Pung"), "杠": ("杠", "Kong"), "暗杠": ("暗杠", "Kong"),
    "加杠": ("加杠", "Kong+"), "抢杠": ("抢杠", "Rob!"), "胡": ("胡", "Win"), "自摸": ("自摸", "Self-drawn"),
    "荒庄": ("荒庄", "Draw"), "流局": ("流局", "Draw"), **banner_words(),
}
_ORDER_EN = {1: "1st", 2: "2nd", 3: "3rd"}


def banner_text(text: str) -> str:
    """A banner's (or its sub-line's) text in the current language: '碰' / 'Pung', '第2家 · 8番' /
    '2nd · 8 fans'; as written when both languages are shown."""
    code = lang.current()
    if code == "both" or not text:
        return text
    parts = []
    for part in text.split(" · "):
        zh, en = BANNER_WORDS.get(part, (part, part))
        order = re.fullmatch(r"第(\d+)家", part)
        amount = re.fullmatch(r"(\d+)(番|花|分)", part)
        if order:
            en = _ORDER_EN.get(int(order.group(1)), f"{order.group(1)}th")
        elif amount:
            en = f"{amount.group(1)} " + {"番": "fans", "花": "flowers", "分": "points"}[amount.group(2)]
        parts.append(zh if code == "zh" else en)
    return " · ".join(parts)
