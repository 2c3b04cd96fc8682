"""A beginner's caption for every event: what just happened and why, in Chinese and English.

Pure: reads the event and the model (after the event was applied) and returns a `Caption`: its
*what* (the log's line) and, when a rule explains it, its *why* (the table shows both). The rules
are explained, not decided: every fact comes from the event (dice values, counts, tiles). The
common events are captioned here (each function is the caption of one row of common_events.py);
a variant's own events, and the common ones it words its own way, by the hand's presenter
(game/client/variants/).
"""
from __future__ import annotations

from typing import Optional, Sequence

from game.client.presenting.caption_kit import WIND_EN, WIND_ZH, Caption, obj, poss, score_words, sum_text, tile_names, verb, who
from game.client.presenting.table_data import TableData
from game.teaching.i18n import Bi
from rules import events as ev
from rules.variants.base import ClaimRules, Variant
from rules.variants.registry import get_variant

COUNT_ZH = {2: "两", 3: "三", 4: "四"}
COUNT_EN = {2: "two", 3: "three", 4: "four"}
TWO_ROWS = 2         # a wall of two rows (a table of two) closes no square
DEAL_BLOCK = 4       # the deal's rounds take two stacks (four tiles) at a time
DEALER_JUMP = 2      # the dealer's jump: two top tiles


def said(what: tuple[str, str], why: Optional[tuple[str, str]] = None) -> Caption:
    """A caption from its what and its why, each (Chinese, English)."""
    return Caption(what[0], what[1], Bi(*why) if why is not None else None)


def seats_drawn(e: ev.SeatsDrawn, m: TableData) -> Caption:
    """打风: the winds drawn for the seats (the human's own), and who deals first: as many wind
    tiles as there are players."""
    human = m.human_player
    n = len(e.winds)
    zh_n, en_n = COUNT_ZH.get(n, str(n)), COUNT_EN.get(n, str(n))
    variant = get_variant(m.variant) if m.variant else None
    # 四川 plays no wind tiles (they only seat the players) and, like 天津, throws for its dealer
    borrowed = Bi("（只用来定座位）", " (used only to seat the players)") if variant and not variant.has_winds \
        else Bi("", "")
    # the dealer the dice choose counts as East, the others' winds following him (a tester saw
    # his plate say E after drawing South)
    dealer = Bi("然后掷骰子定庄，庄家算东。", "then the dice pick the dealer, who counts as East.") \
        if variant and variant.choose_dealer is not None else Bi("摸到东的先做庄。", "whoever draws East deals first.")
    if human is not None:
        wind = e.winds[human]
        return Caption(
            f"打风：{zh_n}张风牌{borrowed.zh}扣着洗好，每人摸一张。你摸到「{WIND_ZH[wind]}」，坐{WIND_ZH[wind]}位；",
            f"Drawing seats: {en_n} wind tiles{borrowed.en} lie face down and each player draws one. You drew "
            f"{WIND_EN[wind]} and sit there;", dealer)
    return Caption(f"打风：{zh_n}张风牌{borrowed.zh}扣着洗好，每人摸一张，摸到什么风就坐什么位；",
                   f"Drawing seats: {en_n} wind tiles{borrowed.en} face down, each player draws one and sits at "
                   f"that wind;", dealer)


def seats_drawn_line(e: ev.SeatsDrawn, m: TableData) -> Bi:
    """打风's log line: every player's wind."""
    zh, en = [], []
    for player, wind in enumerate(e.winds):
        name_zh, name_en = who(m, m.seat_of_player[player])
        zh.append(f"{name_zh}{WIND_ZH[wind]}")
        en.append(f"{name_en} {WIND_EN[wind]}")
    return Bi("打风：" + "，".join(zh), "Seats drawn: " + ", ".join(en))


def seats_rotated(e: ev.SeatsRotated, m: TableData) -> Caption:
    """A new round: everyone changes seats."""
    return Caption(f"换位：进入{WIND_ZH[e.round_wind]}风圈，大家按规定换座位。",
                   f"Changing seats: the {WIND_EN[e.round_wind]} round begins and players move seats.")


def hand_started(e: ev.HandStarted, m: TableData) -> Caption:
    """The hand's number, round and dealer."""
    zh, en = who(m, e.dealer)
    # watched with no human, `who` names the seat by its wind already ("Hong (East)"): said once
    east_zh, east_en = ("", "") if m.human_seat is None else ("（东）", " (East)")
    if not get_variant(e.variant).has_winds:      # 四川 plays no wind tiles: no wind round
        return Caption(f"第{e.hand_no + 1}盘。{zh}做庄家{east_zh}：庄家先出牌。",
                       f"Hand {e.hand_no + 1}. {en} {verb(en, 'deals', 'deal')}{east_en} and "
                       f"{verb(en, 'discards', 'discard')} first.")
    return Caption(f"第{e.hand_no + 1}盘，{WIND_ZH[e.round_wind]}风圈。{zh}做庄家{east_zh}：庄家先出牌。",
                   f"Hand {e.hand_no + 1}, {WIND_EN[e.round_wind]} round. {en} {verb(en, 'deals', 'deal')}"
                   f"{east_en} and {verb(en, 'discards', 'discard')} first.")


def wall_built(e: ev.WallBuilt, m: TableData) -> Caption:
    """The wall: its tiles and stacks."""
    sizes = sorted(set(e.stacks_per_side), reverse=True)
    stacks = "/".join(str(n) for n in sizes)
    if len(e.stacks_per_side) == TWO_ROWS:     # a table of two: two rows, no square
        return Caption(f"码牌：{e.tiles}张牌洗好，码成{len(e.stacks_per_side)}排，每排{stacks}墩，每墩上下两张。",
                       f"Building the wall: {e.tiles} tiles in {len(e.stacks_per_side)} rows of {stacks} stacks of two.")
    return Caption(f"码牌：{e.tiles}张牌洗好，每人面前码{stacks}墩，每墩上下两张，四面围成方城。",
                   f"Building the wall: {e.tiles} tiles, {stacks} stacks of two in front of each "
                   f"player, closing a square.")


def dice_rolled(e: ev.DiceRolled, m: TableData) -> Caption:
    """A throw of the dice and what it decides: where the wall breaks (the two common throws); a
    variant's own throw (its dealer, its exchange, its wildcard) is worded by its presenter's row."""
    zh, en = who(m, e.seat)
    total = sum(e.values)
    if e.purpose == "break_seat":
        target = (e.seat + total - 1) % len(m.seats)
        tzh, ten = who(m, target)
        return said((f"{zh}掷骰：{sum_text(e.values)}。", f"{en} {verb(en, 'throws', 'throw')} {sum_text(e.values)}:"),
                    (f"从庄家数起（庄家算1）逆时针数到第{total}家：{tzh}。",
                     f"counting the dealer as 1, counter-clockwise, seat {total} is {obj(ten)}."))
    if e.purpose != "break_stacks":
        return Caption(f"{zh}掷骰：{sum_text(e.values)}。", f"{en} {verb(en, 'throws', 'throw')} the dice: {sum_text(e.values)}.")
    first = m.dice[0] if len(m.dice) > 1 else ()
    grand = sum(first) + total
    return said((f"{zh}再掷：{sum_text(e.values)}。", f"{en} {verb(en, 'throws', 'throw')} again: {sum_text(e.values)}."),
                (f"两次点数共{grand}：从{zh}面前牌墙的右端数{grand}墩开牌。",
                 f"Both throws make {grand}: count {grand} stacks from the right end of {poss(en)} wall and break it "
                 f"there."))


def wall_broken(e: ev.WallBroken, m: TableData) -> Caption:
    """Where the wall breaks, and which side is dealt from."""
    zh, en = who(m, e.side)
    what = (f"开牌：从{zh}牌墙右端数过{e.count}墩分开。", f"The break: {e.count} stacks from the right end of {poss(en)} wall.")
    stacks = m.stacks_per_side[e.side] if e.side < len(m.stacks_per_side) else 0
    if 0 < stacks < e.count:      # a count past the wall's end goes on along the next wall
        what = (f"开牌：{zh}的牌墙只有{stacks}墩，数完接着数下一排，共数过{e.count}墩分开。",
                f"The break: {poss(en)} wall has only {stacks} stacks, so the count of {e.count} goes on along "
                f"the next wall.")
    if not has_flowers(m.variant):
        return said(what, ("缺口左边依次抓牌；右边是牌尾，杠后从牌尾摸。",
                           "Tiles are dealt from the left of the gap; the right side is the tail, used for kong "
                           "replacements."))
    return said(what, ("缺口左边依次抓牌；右边是牌尾，补花和杠后从牌尾摸。",
                       "Tiles are dealt from the left of the gap; the right side is the tail, used for flower and "
                       "kong replacements."))


def tiles_dealt(e: ev.TilesDealt, m: TableData) -> Caption:
    """A step of the deal: two stacks, the dealer's jump, the last tile."""
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


def flower_replaced(e: ev.FlowerReplaced, m: TableData) -> Caption:
    """A flower set aside and replaced, and what a flower is worth."""
    zh, en = who(m, e.seat)
    fzh, fen = tile_names(e.kind)
    return said((f"补花：{zh}的「{fzh}」是花牌，亮在一边，从牌尾补一张。",
                 f"Flower: {en} {verb(en, 'sets', 'set')} {fen} aside face up and {verb(en, 'draws', 'draw')} a "
                 f"replacement from the tail."),
                ("和牌时每朵花加1番。", "Each flower adds 1 fan to a win."))


def tile_drawn(e: ev.TileDrawn, m: TableData) -> Optional[Caption]:
    """A draw (a replacement's from the tail; the human's own tile named, with how to discard)."""
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
        return said((f"你摸到{tzh}{left}。", f"You drew {ten}{left_en}."),
                    ("选一张牌打出：点一下选中，再点一下打出。",
                     "Pick a tile to discard: click to select, click again to discard."))
    return Caption(f"{zh}摸牌{left}。", f"{en} {verb(en, 'draws', 'draw')}{left_en}.")


def rules_of(variant_name: str) -> Optional[Variant]:
    """The variant's record (None for an unknown name: the common words are used)."""
    try:
        return get_variant(variant_name) if variant_name else None
    except ValueError:
        return None


def has_flowers(variant_name: str) -> bool:
    """Whether the variant's tile set holds flowers (an unknown name: the common words, with them)."""
    rules = rules_of(variant_name)
    return rules is None or any(rules.is_flower(k) for k in set(rules.tiles.kinds))


def claim_rules(variant_name: str) -> Optional[ClaimRules]:
    """The variant's ClaimRules (None for an unknown name: the common words are used)."""
    rules = rules_of(variant_name)
    return rules.claims if rules is not None else None


def discarded(e: ev.Discarded, m: TableData) -> Caption:
    """A discard (from the hand or the tile just drawn), and who may claim it."""
    zh, en = who(m, e.seat)
    tzh, ten = tile_names(e.kind)
    how = "摸到就打" if e.from_draw else "从手里打"   # plain words, not the riichi 摸切/手切
    how_en = "the tile just drawn" if e.from_draw else "from the hand"
    if m.is_wildcard(e.kind):
        return said((f"{zh}打出混儿{tzh}（{how}）。",
                     f"{en} {verb(en, 'discards', 'discard')} the wildcard {ten} ({how_en});"),
                    ("混儿打出去就不能再当混用了。", "once discarded it is no longer a wildcard."))
    what = (f"{zh}打出{tzh}（{how}）。", f"{en} {verb(en, 'discards', 'discard')} {ten} ({how_en}).")
    claims = claim_rules(m.variant)
    if claims is not None and not claims.chow:
        if not claims.win_on_discard:
            rules = rules_of(m.variant)
            short = rules.book.short_name.zh if rules is not None and rules.book is not None else ""
            return said(what, (f"别人可以碰或杠；{short}只能自摸，不能胡别人打的牌。",
                               "Others may pung or kong it; wins are self-drawn only."))
        several = "，几家都能胡就一起胡（一炮多响）" if claims.multiple_winners else ""
        return said(what, (f"别人可以胡、碰或杠（不能吃）：胡优先{several}。",
                           "Others may win, pung or kong it (no chow); a win comes first"
                           + ("; several may win on it." if claims.multiple_winners else ".")))
    return said(what, ("别人可以吃、碰、杠或胡这张牌：胡优先，碰杠其次，吃最后。",
                       "Others may claim it: a win beats pung/kong, which beat chow."))


def chow_words(e: ev.Claimed, m: TableData) -> tuple[str, str]:
    """A chow told from the viewer's seat alone, in the game's word (a tester read "Hong
    (opposite) takes 8 Dot from the left player, Wang (right), to make a run": Hong's left beside
    the viewer's right): "吃！小红（对家）吃老王（下家）打的八筒，凑成顺子七八九筒" / "Chow! Hong
    (opposite) takes Wang (right)'s 8 Dot for a chow of 7-8-9 Dot" (no closing stop: the table's
    caption and the replay's line end it their own way)."""
    zh, en = who(m, e.seat)
    gzh, gen = who(m, e.from_seat)
    tzh, ten = tile_names(e.kind)
    kinds = sorted(e.kinds) if e.kinds else [e.kind]
    if all(k.is_suited and k.suit == e.kind.suit for k in kinds):
        run_zh = "".join(k.name_zh[0] for k in kinds) + e.kind.name_zh[1:]
        run_en = "-".join(str(k.rank) for k in kinds) + " " + e.kind.name_en.split(" ", 1)[-1]
    else:       # a wildcard stands in (天津's 混): the tiles by name
        run_zh, run_en = "、".join(k.name_zh for k in kinds), ", ".join(k.name_en for k in kinds)
    return (f"吃！{zh}吃{gzh}打的{tzh}，凑成顺子{run_zh}",
            f"Chow! {en} {verb(en, 'takes', 'take')} {poss(gen)} {ten} for a chow of {run_en}")


def claimed(e: ev.Claimed, m: TableData) -> Caption:
    """A chow, pung or kong of a discard, and what follows it."""
    zh, en = who(m, e.seat)
    gzh, gen = who(m, e.from_seat)
    tzh, ten = tile_names(e.kind)
    if e.claim == "chow":
        what_zh, what_en = chow_words(e, m)
        return said((f"{what_zh}。", f"{what_en}."),
                    ("吃只能吃上家的牌，吃后打出一张。",
                     "Only the discard of the player just before in turn may be chowed; the chower then discards."))
    if e.claim == "pung":
        return said((f"碰！{zh}手里有一对{tzh}，碰{gzh}打的这张凑成刻子。",
                     f"Pung! {en} {verb(en, 'holds', 'hold')} a pair of {ten} and {verb(en, 'takes', 'take')} "
                     f"{poss(gen)} discard to make three of a kind,"),
                    ("碰后打出一张。", f"then {verb(en, 'discards', 'discard')}."))
    return said((f"杠！{zh}手里有三张{tzh}，杠{gzh}打的第四张。",
                 f"Kong! {en} {verb(en, 'holds', 'hold')} three {ten} and {verb(en, 'takes', 'take')} "
                 f"{poss(gen)} fourth,"),
                ("杠后从牌尾补一张。", f"then {verb(en, 'draws', 'draw')} a replacement from the tail."))


def kong_declared(e: ev.KongDeclared, m: TableData) -> Caption:
    """An added kong (which may be robbed) or a concealed one."""
    zh, en = who(m, e.seat)
    if e.kong == "added":
        tzh, ten = tile_names(next((k for k in e.kinds if k is not None), None))
        return said((f"加杠！{zh}把第四张{tzh}加到碰出的刻子上。",
                     f"Added kong! {en} {verb(en, 'adds', 'add')} the fourth {ten} to an exposed pung."),
                    ("别人要这张可以抢杠胡。", "Someone waiting on it may rob the kong."))
    return Caption(f"暗杠！{zh}手里四张相同的牌扣下成杠（别人看不到是什么），从牌尾补一张。",
                   f"Concealed kong! {en} {verb(en, 'lays', 'lay')} down four of a kind face down (hidden "
                   f"from others) and {verb(en, 'draws', 'draw')} from the tail.")


def kong_robbed(e: ev.KongRobbed, m: TableData) -> Caption:
    """The tile of an added kong taken for a win."""
    zh, en = who(m, e.seat)
    gzh, gen = who(m, e.from_seat)
    tzh, ten = tile_names(e.kind)
    return Caption(f"抢杠胡！{gzh}加杠的{tzh}正是{zh}要的牌。",
                   f"Robbing the kong! The {ten} {obj(gen)} added is the tile {obj(en)} "
                   f"{verb(en, 'was', 'were')} waiting for.")


def payers_words(m: TableData, winner: int, payers: Optional[Sequence[int]]) -> tuple[str, str]:
    """Who pays a self-drawn win: "另外几家都要付" / "the others pay" when every other seat does
    (or the variant does not say), else by name: "由老王（下家）付" / "Wang (right) pays", "由小红（对家）、
    你付" / "Hong (opposite) and you each pay" (血战: the winners before have left)."""
    others = [s for s in range(len(m.seats)) if s != winner]
    if not payers or sorted(payers) == others:
        return "另外几家都要付", "the others pay"
    names = [who(m, s) for s in payers]
    if len(names) == 1:
        zh, en = names[0]
        return f"由{zh}付", f"{obj(en)} {verb(en, 'pays', 'pay')}"
    en_names = [obj(en) for _, en in names]
    return ("由" + "、".join(zh for zh, _ in names) + "付",     # "各付" with no amount read unfinished
            ", ".join(en_names[:-1]) + f" and {en_names[-1]} each pay")


def won(e: ev.Won, m: TableData, payers: Optional[Sequence[int]] = None, say_payers: bool = True) -> Caption:
    """A win: self-drawn, robbing a kong or on a discard, its score and who pays (a self-draw:
    `payers`, the seats the variant says pay it; every other seat when None; nothing with
    `say_payers` False, where a payment event that follows says it); what the variant adds
    (`Presenter.win_note`) is its why."""
    zh, en = who(m, e.seat)
    tzh, ten = tile_names(e.kind)
    total_zh, total_en = score_words(e.score)
    on, on_en = m.presenter.win_note(e, m)
    note = (on, on_en.lstrip()) if on or on_en else None
    if e.self_drawn:
        pay_zh, pay_en = payers_words(m, e.seat, payers) if say_payers else ("", "")
        return said((f"自摸！{zh}摸到{tzh}和牌，共{total_zh}" + (f"，{pay_zh}。" if pay_zh else "。"),
                     f"Self-drawn win! {en} {verb(en, 'draws', 'draw')} {ten} and {verb(en, 'wins', 'win')} "
                     f"with {total_en}" + (f"; {pay_en}." if pay_en else ".")), note)
    gzh, gen = who(m, e.from_seat) if e.from_seat is not None else ("", "")
    if e.robbed_kong:
        return said((f"胡！{zh}抢{gzh}的杠，共{total_zh}。",
                     f"Win! {en} {verb(en, 'robs', 'rob')} {poss(gen)} kong: {total_en}."), note)
    return said((f"胡！{zh}胡{gzh}打出的{tzh}，共{total_zh}。{gzh}点炮付钱。",
                 f"Win! {en} {verb(en, 'wins', 'win')} on {poss(gen)} {ten} with {total_en}; {obj(gen)} "
                 f"{verb(gen, 'pays', 'pay')}."), note)


def hand_exhausted(e: ev.HandExhausted, m: TableData) -> Caption:
    """The wall ran out and nobody won."""
    return Caption("荒庄：牌墙摸完了，没有人和牌，本盘不算分。",
                   "Exhausted wall: the wall ran out and nobody won; no payments.")


def hands_revealed(e: ev.HandsRevealed, m: TableData) -> Caption:
    """Every hand laid face up (both, at a table of two)."""
    if len(m.seats) == 2:
        return Caption("亮牌：两人都把手牌摊开。", "Both players lay their hands face up.")
    return Caption("亮牌：大家把手牌摊开。", "Everyone lays their hand face up.")


def settled(e: ev.Settled, m: TableData) -> Caption:
    """The settlement: what the human won or lost (every payment when no human plays)."""
    human = m.human_seat
    if human is not None:
        pay = e.payments[human]
        if pay:
            sign = "赢" if pay > 0 else "输"
            return Caption(f"结算：你{sign}{abs(pay)}分，现在{e.scores[human]}分。",
                           f"Settlement: you {'win' if pay > 0 else 'lose'} {abs(pay)}; you now have "
                           f"{e.scores[human]}.")
    line = settled_line(e, m)
    return Caption(line.zh + "。", line.en + ".")


def settled_line(e: ev.Settled, m: TableData) -> Bi:
    """结算's log line: every player's payment."""
    zh, en = [], []
    for seat, pay in enumerate(e.payments):
        if pay:
            name_zh, name_en = who(m, seat)
            zh.append(f"{name_zh}{pay:+d}")
            en.append(f"{name_en} {pay:+d}")
    if not zh:
        return Bi("结算：没有人输赢", "Settlement: nobody pays")
    return Bi("结算：" + "，".join(zh), "Settlement: " + ", ".join(en))


def waiting_caption(kind: str) -> Caption:
    """Prompts while the human must act ('turn' or 'claim')."""
    if kind == "turn":
        return Caption("轮到你出牌：点一下选中，再点一下（或双击、回车）打出；←/→ 也能选。",
                       "Your turn: click a tile to select it, click again (or double-click, Enter) "
                       "to discard; ←/→ select.")
    return Caption("你可以要这张牌：按按钮选择，或按「过」。时间到自动过。",
                   "You may claim this tile: choose a button, or Pass. When time runs out you pass.")
