"""二人麻将's captions: its own events (the piles, the exchange, the indicator, 报听, 海底捞月) and
the common events as a table of two words them (one opponent to claim or pay, the wall that
is not thrown for, the reserve: the captions of its rows in `common_events`; where two play as
four do, in the common words)."""
from __future__ import annotations

from typing import Optional, Sequence

from game.client.presenting import captions
from game.client.presenting.caption_kit import Caption, obj, player_words, poss, score_words, tile_names, verb, who
from game.client.presenting.table_data import TableData
from game.teaching.i18n import Bi
from rules import events as ev
from rules.match import last_counted_hand
from rules.tiles import Tile
from rules.variants.erren.events import ExchangeChosen, IndicatorRevealed, LastChance, ReadyDeclared, ReserveSet, TilesExchanged

from .erren_state import opponent, table_of

HOW_ZH = {True: "摸到就打", False: "从手里打"}   # as the common captions
HOW_EN = {True: "the tile just drawn", False: "from the hand"}


def _names(kinds: Sequence[Optional[Tile]]) -> tuple[str, str]:
    known = [k for k in kinds if k is not None]
    return "、".join(k.name_zh for k in known), ", ".join(k.name_en for k in known)


# ---------------------------------------------------------------------- its own events
def reserve_set_caption(e: ReserveSet, m: TableData) -> Caption:
    """The two piles: the wall drawn from and the reserve, and what the reserve is for."""
    return Caption(f"分牌：136张洗好，前{e.live}张是牌墙（左边），两人从这里摸牌；",
                   f"The wall (left): {e.live} tiles both players draw from.",
                   Bi(f"其余{e.reserve}张扣着作备用牌（右边），只用来换牌、翻花牌和海底捞月。",
                      f"The reserve (right): {e.reserve} face down, for the exchange, the indicator and the last "
                      "draw."))


def exchange_chosen_caption(e: ExchangeChosen, m: TableData) -> Caption:
    """A seat has chosen the tiles to give back (face down)."""
    zh, en = who(m, e.seat)
    return Caption(f"换牌：{zh}选好了要换的牌（扣着，两人都选好后一起换）。",
                   f"Exchange: {en} {verb(en, 'has', 'have')} chosen the tiles to give back (shown when both "
                   f"have).")


def tiles_exchanged_caption(e: TilesExchanged, m: TableData) -> Caption:
    """The tiles given back to the reserve and those drawn from it."""
    zh, en = who(m, e.seat)
    n = len(e.tiles)
    if n == 0:
        return Caption(f"换牌：{zh}一张也没换。", f"Exchange: {en} {verb(en, 'keeps', 'keep')} every tile.")
    gave_zh, gave_en = _names(e.kinds)
    got_zh, got_en = _names(e.drawn_kinds)
    if gave_zh:
        return Caption(f"换牌：{zh}把{n}张（{gave_zh}）放回备用牌，又从备用牌摸了{n}张：{got_zh}。",
                       f"Exchange: {en} {verb(en, 'gives', 'give')} {n} back to the reserve ({gave_en}) and "
                       f"{verb(en, 'draws', 'draw')} {n} from it: {got_en}.")
    return Caption(f"换牌：{zh}换了{n}张——放回备用牌，再从备用牌摸{n}张。",
                   f"Exchange: {en} {verb(en, 'swaps', 'swap')} {n}: back to the reserve, and {n} from it.")


def indicator_revealed_caption(e: IndicatorRevealed, m: TableData) -> Caption:
    """The indicator turned up, and what each one in a winning hand adds."""
    zh, en = tile_names(e.kind)
    return Caption(f"翻花牌：备用牌翻开一张——{zh}。", f"The indicator: a reserve tile turned up, {en}.",
                   Bi(f"和牌时手里每有一张{zh}多算1番（不计起和），桌上的{zh}都带「花」字标记。",
                      f"Each {en} in a winning hand adds 1 fan (never toward the minimum); every one is marked."))


def ready_declared_caption(e: ReadyDeclared, m: TableData) -> Caption:
    """报听 (天听): the hand declared ready, and what that means."""
    zh, en = who(m, e.seat)
    tzh, ten = tile_names(e.kind)
    if e.tianting:
        return Caption(f"天听！{zh}第一张就打出{tzh}报听：之后自动摸打，不能换牌、不能杠；和了计天听。",
                       f"Ready on the first discard! {en} {verb(en, 'discards', 'discard')} {ten} and "
                       f"{verb(en, 'declares', 'declare')} ready: the game plays the drawn tiles, no kongs; a win "
                       f"scores Double Ready.")
    return Caption(f"报听！{zh}打出{tzh}宣布听牌：之后自动摸打，不能换牌、不能杠；和了计报听。",
                   f"Ready! {en} {verb(en, 'discards', 'discard')} {ten} and {verb(en, 'declares', 'declare')} the "
                   f"hand ready: from now on the game plays the drawn tiles, no kongs; a win scores the declaration.")


def last_chance_caption(e: LastChance, m: TableData) -> Caption:
    """海底捞月: the wall is used and a ready seat draws once from the reserve."""
    zh, en = who(m, e.seat)
    first = "（两人都听牌，先听的摸）" if len(e.ready) > 1 else ""
    first_en = " (first of the two)" if len(e.ready) > 1 else ""
    return Caption("海底捞月：71张牌墙摸完了，没人和。", "Last chance: the 71 tiles are used and nobody won.",
                   Bi(f"{zh}听牌{first}，从备用牌再摸一张：能和就是海底捞月，不能和就流局。",
                      f"{en} {verb(en, 'is', 'are')} ready{first_en} and {verb(en, 'draws', 'draw')} once from the "
                      f"reserve: a win, or a drawn hand."))


def exhausted_caption(e: ev.HandExhausted, m: TableData) -> Caption:
    """A drawn hand: nobody won; the dealer deals again, unless it was the match's last hand (a
    tester read "deals again" over the last one)."""
    if last_counted_hand(m.options or {}, m.hand_no):
        return Caption("流局：牌摸完了，没有人和，不算分。这是本场最后一盘。",
                       "Drawn hand: the tiles are used and nobody won; no payments. That was the match's last hand.")
    return Caption("流局：牌摸完了，没有人和，不算分；庄家下盘接着坐庄。",
                   "Drawn hand: the tiles are used and nobody won; no payments, and the dealer deals again.")


# ---------------------------------------------------------------------- the common events, for two
def seats_drawn_caption(e: ev.SeatsDrawn, m: TableData) -> Caption:
    """The dealer drawn at random for two, and who deals later."""
    dealer = e.winds.index("E") if "E" in e.winds else 0
    zh, en = player_words(m, dealer)
    return Caption(f"定庄：第一盘随机选庄家——{zh}坐庄（东），先拿14张、先出牌；",
                   f"The dealer is drawn at random: {en} {verb(en, 'deals', 'deal')} (East), "
                   f"{verb(en, 'takes', 'take')} 14 tiles and {verb(en, 'discards', 'discard')} first.",
                   Bi("以后谁和牌谁坐庄，流局庄家连庄。", "Then the winner deals; a drawn hand keeps the dealer."))


def wall_built_caption(e: ev.WallBuilt, m: TableData) -> Caption:
    """The wall, shuffled (two players throw no dice)."""
    return Caption(f"洗牌：{e.tiles}张牌洗好码成牌墙（两个人打，不掷骰，不开牌）。",
                   f"Shuffling: the {e.tiles} tiles are shuffled into a wall (two players throw no dice).")


def wall_broken_caption(e: ev.WallBroken, m: TableData) -> Caption:
    """The deal starts at the wall's first stack."""
    return Caption("从牌墙的第一墩开始抓牌：庄家14张，闲家13张。",
                   "Dealing starts at the wall's first stack: 14 tiles to the dealer, 13 to the other.")


def tiles_dealt_caption(e: ev.TilesDealt, m: TableData) -> Caption:
    """The dealer's jump for two (the other deal steps in the common words)."""
    zh, en = who(m, e.seat)
    if len(e.tiles) == 2:
        return Caption(f"跳牌：庄家{zh}隔一张抓两张，共14张。",
                       f"The jump: {obj(en)}, the dealer, {verb(en, 'takes', 'take')} two tiles, skipping one: 14.")
    return captions.tiles_dealt(e, m)


def tile_drawn_caption(e: ev.TileDrawn, m: TableData) -> Optional[Caption]:
    """The 海底捞月 draw from the reserve; the declared-ready human's own draw (it is not his to
    discard: a tester read "Pick a tile to discard" while it went by itself); the other draws
    in the common words."""
    own = m.human_seat is not None and e.seat == m.human_seat and e.kind is not None
    if e.source != "reserve" and own and e.reason not in ("kong", "flower") and table_of(m).seats[e.seat].ready:
        tzh, ten = tile_names(e.kind)
        return captions.said((f"你摸到{tzh}，牌墙还剩{e.remaining}张。", f"You drew {ten}; {e.remaining} tiles left in the wall."),
                             ("你已报听：能和就和，不能和就自动打出。", "You declared ready: it wins, or it goes out by itself."))
    if e.source != "reserve":
        return captions.tile_drawn(e, m)
    zh, en = who(m, e.seat)
    tzh, ten = tile_names(e.kind)
    got = f"：{tzh}" if e.kind is not None else ""
    got_en = f": {ten}" if e.kind is not None else ""
    return Caption(f"海底捞月：{zh}从备用牌摸了一张{got}。", f"The last draw: {en} {verb(en, 'draws', 'draw')} "
                                                     f"from the reserve{got_en}.")


def discarded_caption(e: ev.Discarded, m: TableData) -> Caption:
    """A discard the one opponent may claim (报听: the drawn tile goes by itself)."""
    zh, en = who(m, e.seat)
    tzh, ten = tile_names(e.kind)
    if table_of(m).seats[e.seat].ready and e.from_draw:
        return Caption(f"{zh}报听中，自动打出摸到的{tzh}。", f"{en} {verb(en, 'is', 'are')} ready: the drawn {ten} "
                                                    f"goes out by itself.")
    other = opponent(m, e.seat)
    ozh, oen = who(m, other)
    may = Bi(f"{ozh}报听了，只能胡这张牌，不能吃碰杠。", f"{oen} declared ready: only a win on it, no chow, pung or kong.") \
        if table_of(m).seats[other].ready else \
        Bi(f"{ozh}手里凑得上就可以吃、碰、杠或胡这张牌。", f"{oen} may chow, pung, kong or win on it where the hand allows.")
    return Caption(f"{zh}打出{tzh}（{HOW_ZH[e.from_draw]}）。",
                   f"{en} {verb(en, 'discards', 'discard')} {ten} ({HOW_EN[e.from_draw]}).", may)


def claimed_caption(e: ev.Claimed, m: TableData) -> Caption:
    """A chow of the opponent's discard (the other claims in the common words)."""
    if e.claim != "chow":
        return captions.claimed(e, m)
    what_zh, what_en = captions.chow_words(e, m)      # told from the viewer's seat, as the table of four
    en = who(m, e.seat)[1]
    return Caption(f"{what_zh}。", what_en,
                   Bi("两个人打，对手的牌都能吃；吃后打出一张。",
                      f"(with two players every discard of the opponent may be chowed), then "
                      f"{verb(en, 'discards', 'discard')}."))


def won_caption(e: ev.Won, m: TableData) -> Caption:
    """A win for two: the one opponent pays."""
    zh, en = who(m, e.seat)
    tzh, ten = tile_names(e.kind)
    total_zh, total_en = score_words(e.score)
    ozh, oen = who(m, opponent(m, e.seat))
    note_zh, note_en = m.presenter.win_note(e, m)
    note = Bi(note_zh, note_en.lstrip()) if note_zh or note_en else None
    if e.self_drawn:
        return Caption(f"自摸！{zh}摸到{tzh}和牌，共{total_zh}，{ozh}付。",
                       f"Self-drawn win! {en} {verb(en, 'draws', 'draw')} {ten} and {verb(en, 'wins', 'win')} with "
                       f"{total_en}; {obj(oen)} {verb(oen, 'pays', 'pay')}.", note)
    if e.robbed_kong:
        return Caption(f"抢杠胡！{zh}抢{ozh}加杠的{tzh}，按自摸算，共{total_zh}。",
                       f"Robbing the kong! {en} {verb(en, 'takes', 'take')} the {ten} {obj(oen)} added, scored as a "
                       f"self-draw: {total_en}.", note)
    return Caption(f"胡！{zh}胡{ozh}打出的{tzh}，共{total_zh}，{ozh}付。",
                   f"Win! {en} {verb(en, 'wins', 'win')} on {poss(oen)} {ten} with {total_en}; {obj(oen)} "
                   f"{verb(oen, 'pays', 'pay')}.", note)
