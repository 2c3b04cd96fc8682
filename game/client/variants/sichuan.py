"""四川 (血战到底) in the client: 定缺 and 换三张 on the table and the plates, 刮风下雨 paid at once,
every win numbered as the others play on, 流局's checks, the 2^(番−1) payment; under 血流成河
(option play_on) a winner's won tiles set aside in front of him while he plays on, and 呼叫转移."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Optional, Sequence

from game.client.display import lang
from game.client.display.layout import TableLayout
from game.client.presenting.caption_kit import SUIT_EN, SUIT_ZH, Caption, money, obj, poss, sum_text, verb, who
from game.client.presenting import common_appliers
from game.client.presenting.captions import dice_rolled, payers_words, won
from game.client.presenting.plan_kit import READ_PAUSE, Plan, Visual, floats, motion, moves, seat_banner, wait
from game.client.presenting.table_data import TableData
from game.client.presenting.table_state import Change, Mark, Move, Slot, TableTile
from game.client.presenting.tween import Wait
from game.teaching.i18n import Bi
from rules.events import DiceRolled, HandExhausted, TileDrawn, Won
from rules.tiles import Tile
from rules.variants.sichuan import VARIANT
from rules.variants.sichuan.events import (
    DEALER_THROW,
    EXCHANGE_THROW,
    CallTransferred,
    ChooseVoid,
    ExchangeChosen,
    ExchangeThree,
    KongPaid,
    PlayOn,
    TilesExchanged,
    VoidChosen,
    VoidsRevealed,
    WinPaid,
)
from rules.actions import ActionBase, Win
from rules.variants.facts import fill_words
from rules.variants.sichuan.scoring import fan_payment
from rules.variants.sichuan.view import FORCED_WIN_DEFAULT, MUST_WIN

from ..ui.palette import BANNER_GREY, MARK_GREY, MARK_RED, SUIT_COLOURS
from .base import EventView, MatchedPick, Presenter

DIRECTION_ZH = {"clockwise": "顺时针（给上家）", "counter_clockwise": "逆时针（给下家）", "opposite": "对家互换"}
DIRECTION_EN = {"clockwise": "clockwise (to the left player)", "counter_clockwise":
                "counter-clockwise (to the right player)", "opposite": "across the table"}
KONG_ZH = {"direct": "直杠（刮风）", "added": "面下杠（刮风）", "concealed": "暗杠（下雨）"}
KONG_EN = {"direct": "a direct kong", "added": "an added kong", "concealed": "a concealed kong"}


@dataclass
class SichuanSeat:
    """A seat's 定缺 and 换三张 as the viewer knows them."""

    void: Optional[str] = None        # "m" / "p" / "s" once known
    void_chosen: bool = False
    exchange_chosen: bool = False     # three tiles put aside


@dataclass
class SichuanTable:
    """四川's state of the hand on the table."""

    seats: list[SichuanSeat] = field(default_factory=list)
    exchange_direction: Optional[str] = None   # once the tiles have moved
    bloody_river: bool = False                 # 血流成河: winners stay in (said by PlayOn)


def fresh_table(model: TableData) -> SichuanTable:
    """四川's state of a hand not yet begun: no 定缺, no exchange, nobody's kong."""
    return SichuanTable([SichuanSeat() for _ in model.seats])


def table_of(model: TableData) -> SichuanTable:
    """四川's state of `model` (made when the hand began)."""
    state = model.variant_state
    assert isinstance(state, SichuanTable), "the table is not presenting 四川"
    return state


# ---------------------------------------------------------------------- the model
def _void_chosen(model: TableData, e: VoidChosen, c: Change) -> None:
    seat = table_of(model).seats[e.seat]
    seat.void_chosen = True
    if e.suit:
        seat.void = e.suit


def _voids_revealed(model: TableData, e: VoidsRevealed, c: Change) -> None:
    for seat, suit in zip(table_of(model).seats, e.voids):
        seat.void_chosen = True
        seat.void = suit


def _exchange_chosen(model: TableData, e: ExchangeChosen, c: Change) -> None:
    table_of(model).seats[e.seat].exchange_chosen = True


def _tiles_exchanged(model: TableData, e: TilesExchanged, c: Change) -> None:
    table_of(model).exchange_direction = e.direction
    giver, receiver = e.from_seat, e.seat
    moved = []
    for tile, kind in zip(e.tiles, e.kinds):
        take_id, take_kind = tile, kind
        if take_id is None and all(t.known for t in model.seats[giver].hand):
            # A known hand whose gift this stream does not name: keep the count right.
            last = model.seats[giver].hand[-1]
            take_id, take_kind = last.id, last.kind
        src = model.remove_concealed(giver, take_id, take_kind, prefer_drawn=False)
        arrived = TableTile(tile, kind)
        model.seats[receiver].hand.append(arrived)
        moved.append((kind, src, arrived))
    model.sort_hand(giver)
    model.sort_hand(receiver)
    hand = model.seats[receiver].hand
    for kind, src, arrived in moved:
        index = next(i for i, t in enumerate(hand) if t is arrived)
        c.moves.append(Move(kind, src, Slot("hand", receiver, index=index, count=len(hand)),
                            face_up=kind is not None))


def _paid_at_once(model: TableData, e: KongPaid | WinPaid | CallTransferred, c: Change) -> None:
    """刮风下雨, a 血战 win, 呼叫转移: the plates' scores move the moment it is paid."""
    for seat, change in zip(model.seats, e.payments):
        seat.score += change


def _play_on(model: TableData, e: PlayOn, c: Change) -> None:
    table_of(model).bloody_river = True


def _set_won_tile_aside(model: TableData, seat_no: int) -> None:
    """血流成河: the tile a winner won on (kept apart since) goes to the row in front of him,
    face up, before he draws or wins again."""
    seat = model.seats[seat_no]
    if table_of(model).bloody_river and seat.win_order is not None and seat.drawn is not None:
        if not seat.drawn.echo:          # 一炮多响: one physical tile, set aside by the first winner
            seat.flowers.append(TableTile(seat.drawn.id, seat.drawn.kind))
        seat.drawn = None


def _dice_rolled(model: TableData, e: DiceRolled, c: Change) -> None:
    """A throw after a settled hand (the next hand's 掷骰定庄) clears that hand off the table
    (common_appliers.dice_rolled) and, with it, its 缺 and exchange marks; while the dice choose the
    dealer, no seat is the dealer (a tester saw hand 1's 缺万 and 庄 on the plates while the
    caption named hand 2's new dealer: HandStarted, which makes the state anew, comes after it)."""
    finished = model.phase == "over" and model.settled is not None
    common_appliers.dice_rolled(model, e, c)
    if finished:
        model.variant_state = fresh_table(model)
    if e.purpose == DEALER_THROW:
        model.dealer_known = False


def _tile_drawn(model: TableData, e: TileDrawn, c: Change) -> None:
    _set_won_tile_aside(model, e.seat)
    common_appliers.tile_drawn(model, e, c)


def _won(model: TableData, e: Won, c: Change) -> None:
    if not e.self_drawn:     # a self-drawn win's tile is the one just drawn (the last one went aside)
        _set_won_tile_aside(model, e.seat)
    common_appliers.won(model, e, c)


# ---------------------------------------------------------------------- captions
def _void_chosen_caption(e: VoidChosen, m: TableData) -> Caption:
    zh, en = who(m, e.seat)
    if e.suit:
        return Caption(f"定缺：{zh}缺{SUIT_ZH[e.suit]}。", f"Void suit: {en} will play without {SUIT_EN[e.suit]}:",
                       Bi("这门牌要先打光，不能碰、杠，手里有它就不能胡。",
                          "discard them first; they cannot be punged or konged, and no win while holding one."))
    return Caption(f"{zh}选好了定缺（扣着，等四家都选好一起亮）。",
                   f"{en} {verb(en, 'has', 'have')} chosen a void suit (kept secret until all four have chosen).")


def _voids_revealed_caption(e: VoidsRevealed, m: TableData) -> Caption:
    parts_zh, parts_en = [], []
    for seat, suit in enumerate(e.voids):
        zh, en = who(m, seat)
        parts_zh.append(f"{zh}缺{SUIT_ZH.get(suit, suit)}")
        parts_en.append(f"{en}: {SUIT_EN.get(suit, suit)}")
    return Caption("亮缺：" + "，".join(parts_zh) + "。", "Voids shown: " + "; ".join(parts_en) + ".",
                   Bi("缺的那门要先打光。", "Each must discard that suit first."))


def _exchange_chosen_caption(e: ExchangeChosen, m: TableData) -> Caption:
    zh, en = who(m, e.seat)
    return Caption(f"换三张：{zh}扣下了三张同一门的牌。",
                   f"Exchange: {en} {verb(en, 'has', 'have')} put three tiles of one suit aside.",
                   Bi("四家都选好后掷骰定方向。", "When all four have, the dice choose the direction."))


def _tiles_exchanged_words(e: TilesExchanged, m: TableData) -> Bi:
    """One exchange as the log says it: who received whose three (and what, where it is known)."""
    zh, en = who(m, e.seat)
    gzh, gen = who(m, e.from_seat)
    direction = e.direction
    got = "、".join(k.name_zh for k in e.kinds if k is not None)
    got_en = ", ".join(k.name_en for k in e.kinds if k is not None)
    what = f"：{got}" if got else ""
    what_en = f": {got_en}" if got_en else ""
    return Bi(f"换牌·{DIRECTION_ZH.get(direction, direction)}：{zh}收到{gzh}的三张{what}。",
              f"Exchange, {DIRECTION_EN.get(direction, direction)}: {en} {verb(en, 'receives', 'receive')} "
              f"{poss(gen)} three tiles{what_en}.")


def _tiles_exchanged_caption(e: TilesExchanged, m: TableData) -> Optional[Caption]:
    """At a human's table his own exchange, told once where his tiles come in: what he got, from
    whom and where his three went (a tester saw only "Wang receives your three tiles" one hand,
    only what he got the next); the others' hidden exchanges have their log lines only."""
    human = m.human_seat
    if human is None:
        words = _tiles_exchanged_words(e, m)
        return Caption(words.zh, words.en)
    if e.seat != human:
        return None
    seats = len(m.seats)
    gzh, gen = who(m, e.from_seat)
    rzh, ren = who(m, (human + (e.seat - e.from_seat)) % seats)     # his go the same way round
    got = "、".join(k.name_zh for k in e.kinds if k is not None)
    got_en = ", ".join(k.name_en for k in e.kinds if k is not None)
    direction = e.direction
    return Caption(f"换牌·{DIRECTION_ZH.get(direction, direction)}：你收到{gzh}的三张：{got}；你的三张给了{rzh}。",
                   f"Exchange, {DIRECTION_EN.get(direction, direction)}: you receive {poss(gen)} three tiles: "
                   f"{got_en}; yours went to {obj(ren)}.")


def _kong_paid_caption(e: KongPaid, m: TableData) -> Caption:
    zh, en = who(m, e.seat)
    money_zh, money_en = money(e.payments, m)
    if e.kong == "added":
        rule_zh, rule_en = "面下杠是刮风：还在场的每家付1", "an added kong is 'wind': everyone still in pays 1"
    elif e.kong == "concealed":
        rule_zh, rule_en = "暗杠是下雨：还在场的每家付2", "a concealed kong is 'rain': everyone still in pays 2"
    else:
        rule_zh, rule_en = "直杠是刮风：点杠的人付", "a direct kong is 'wind': the discarder pays"
    return Caption(f"刮风下雨：{zh}{KONG_ZH.get(e.kong, '杠')}，当场收钱——{rule_zh}。{money_zh}",
                   f"Wind and rain: {en} made {KONG_EN.get(e.kong, 'a kong')}, paid at once: {rule_en}. "
                   f"{money_en}")


def _won_caption(e: Won, m: TableData) -> Caption:
    """A win as every table says it, without who pays: the WinPaid that follows names the payers
    from the rules' own transfers (a tester read "另外几家都要付" when three had won and only 老王
    was left to pay; working the payers out here would copy settle.win_transfers)."""
    return won(e, m, say_payers=False)


def _win_paid_caption(e: WinPaid, m: TableData) -> Caption:
    """A win paid at once: who pays, read off the rules' transfers (血战: the players still in;
    血流成河: everyone else; 点杠花: the kong's feeder, as the room says)."""
    zh, en = who(m, e.seat)
    money_zh, money_en = money(e.payments, m)
    pay_zh, pay_en = payers_words(m, e.seat, sorted({t.payer for t in e.transfers}))
    return Caption(f"当场结算：{zh}胡了，{pay_zh}，分数马上变。{money_zh}",
                   f"Paid at once: {en} won, {pay_en}; the scores change now. {money_en}")


def _dice_caption(e: DiceRolled, m: TableData) -> Caption:
    """四川's own throws (the dealer of the first hand, the exchange's direction); the common
    throws as every table words them."""
    zh, en = who(m, e.seat)
    total = sum(e.values)
    if e.purpose == DEALER_THROW:
        dzh, den = who(m, (e.seat + total - 1) % len(m.seats))
        return Caption(f"{zh}掷骰定庄：{sum_text(e.values)}，从自己数起（自己算1）逆时针数{total}家，数到{dzh}，{dzh}做庄。",
                       f"{en} {verb(en, 'throws', 'throw')} for the dealer: {sum_text(e.values)}; counting "
                       f"{total} players counter-clockwise from the thrower as 1 lands on {obj(den)}: "
                       f"{den} {verb(den, 'deals', 'deal')}.")
    if e.purpose == EXCHANGE_THROW:
        way = ("对家互换", "across") if total % 3 == 0 else (("顺时针，给上家", "clockwise, to the left")
                                                        if total % 3 == 1 else ("逆时针，给下家", "counter-clockwise, to the right"))
        return Caption(f"庄家{zh}掷骰定换牌方向：{sum_text(e.values)}，{way[0]}。",
                       f"The dealer {en} throws for the exchange: {sum_text(e.values)}, {way[1]}.")
    return dice_rolled(e, m)


def _call_transferred_caption(e: CallTransferred, m: TableData) -> Caption:
    zh, en = who(m, e.seat)
    money_zh, money_en = money(e.payments, m)
    return Caption(f"呼叫转移：{zh}杠后打出的牌点炮（杠上炮），这个杠收的钱转给和牌的人。{money_zh}",
                   f"Call transfer: {en} dealt in with the discard after {poss(en)} kong, so that kong's "
                   f"money goes to the winner. {money_en}")


def _play_on_caption(e: PlayOn, m: TableData) -> Caption:
    return Caption("血流成河：和了不离场，和的牌放在一边，手牌锁定，牌摸完前可以一直和。",
                   "Bloody river: a winner stays in, sets the won tile aside and plays on with a locked hand; "
                   "he may win again until the wall is empty.")


def _exhausted_caption(e: HandExhausted, m: TableData) -> Caption:
    return Caption("流局：牌摸完了。还没胡的人要查花猪（手里还有三门）、查大叫（没听牌的赔听牌的），没听牌的退杠钱。",
                   "The wall is empty: players still in are checked: a 'flower pig' (a hand still holding its "
                   "void suit, three suits) pays, "
                   "a player not ready pays the ready ones, and returns his kong income.")


# ---------------------------------------------------------------------- plans
def _void_chosen_plan(plan: Plan, e: VoidChosen, change: Change, model: TableData, layout: TableLayout,
                      visual: Visual, pace: str, bot: bool) -> None:
    plan.add(Wait(wait(0.35 if bot else 0.1, pace)))


def _voids_revealed_plan(plan: Plan, e: VoidsRevealed, change: Change, model: TableData, layout: TableLayout,
                         visual: Visual, pace: str, bot: bool) -> None:
    duration = 0.0
    for seat, suit in enumerate(e.voids):
        duration = seat_banner(plan, model, layout, seat, f"缺{SUIT_ZH.get(suit, suit)}",
                               SUIT_COLOURS.get(suit, BANNER_GREY), pace)
    plan.add(Wait(duration + wait(READ_PAUSE * 2, pace)))
    plan.milestone = "void"
    plan.shot_at = duration * 0.5


def _exchange_chosen_plan(plan: Plan, e: ExchangeChosen, change: Change, model: TableData, layout: TableLayout,
                          visual: Visual, pace: str, bot: bool) -> None:
    plan.add(Wait(wait(0.3 if bot else 0.1, pace)))


def _tiles_exchanged_plan(plan: Plan, e: TilesExchanged, change: Change, model: TableData, layout: TableLayout,
                          visual: Visual, pace: str, bot: bool) -> None:
    moves(plan, change, model, layout, motion(0.45, pace), 0.0, stagger=0.05)
    plan.add(Wait(plan.duration + wait(0.3, pace)))
    plan.milestone = "exchange"


def _payment_plan(milestone: str) -> Callable[..., None]:
    """The plan of a payment made at once: the amounts float from the plates, then a pause."""
    def plan_it(plan: Plan, e: KongPaid | WinPaid | CallTransferred, change: Change, model: TableData,
                layout: TableLayout, visual: Visual, pace: str, bot: bool) -> None:
        rise = floats(plan, model, layout, tuple(e.payments), pace)
        plan.add(Wait(rise * 0.8 + wait(READ_PAUSE, pace)))
        plan.milestone = milestone
        plan.shot_at = rise * 0.35
    return plan_it


# ---------------------------------------------------------------------- set-up buttons
def _void_label(action: ChooseVoid, hand_kinds: Sequence[Optional[Tile]]) -> tuple[str, str, str]:
    held = sum(1 for k in hand_kinds if k is not None and k.suit == action.suit)
    return (lang.tr(f"缺{SUIT_ZH[action.suit]}", SUIT_EN[action.suit]) + f" ({held})", "#claim_pung",
            lang.tr(f"定缺：不要{SUIT_ZH[action.suit]}（你有{held}张）",
                    f"void suit: play without {SUIT_EN[action.suit]} (you hold {held})"))


class SichuanPresenter(Presenter):
    """四川 (血战到底) at the table: 定缺, 换三张, 刮风下雨 paid at once, every win numbered."""

    name = "sichuan"
    numbers_wins = True
    kong_rule = ("刮风下雨，当场付：直杠点杠者付，面下杠每家1，暗杠每家2",
                 "wind and rain, paid at once: a direct kong by the discarder, added 1 / concealed 2 from "
                 "everyone still in")
    calc_void = True

    def __init__(self) -> None:
        super().__init__()
        self.events = {
            VoidChosen: EventView(_void_chosen, _void_chosen_caption, _void_chosen_plan, "void"),
            VoidsRevealed: EventView(_voids_revealed, _voids_revealed_caption, _voids_revealed_plan),
            ExchangeChosen: EventView(_exchange_chosen, _exchange_chosen_caption, _exchange_chosen_plan, "exchange"),
            TilesExchanged: EventView(_tiles_exchanged, _tiles_exchanged_caption, _tiles_exchanged_plan,
                                      log=_tiles_exchanged_words),
            KongPaid: EventView(_paid_at_once, _kong_paid_caption, _payment_plan("kong-paid")),
            WinPaid: EventView(_paid_at_once, _win_paid_caption, _payment_plan("win-paid")),
            CallTransferred: EventView(_paid_at_once, _call_transferred_caption, _payment_plan("call-transfer")),
            PlayOn: EventView(_play_on, _play_on_caption),
        }
        self.common_events = {HandExhausted: EventView(caption=_exhausted_caption),
                              DiceRolled: EventView(apply=_dice_rolled, caption=_dice_caption),
                              TileDrawn: EventView(apply=_tile_drawn),
                              Won: EventView(apply=_won, caption=_won_caption)}
        self.setup_actions = {ChooseVoid: _void_label, ExchangeThree: None}
        self.pick_actions = (ExchangeThree,)
        self.pick_rules = {ExchangeThree: MatchedPick(3, ("换出这三张", "Pass these three"),
                                                      ("选三张同一门", "Pick 3 of a suit"),
                                                      ("换三张要换同一门（同一花色）的三张：点一张放回，换一张同门的",
                                                       "The three must be of one suit: click one to put it back "
                                                       "and pick one of the same suit"))}
        self.narrated = {ChooseVoid.TYPE: VoidChosen, ExchangeThree.TYPE: ExchangeChosen}
        self.banner_words = {"缺万": ("缺万", "No Char."), "缺筒": ("缺筒", "No Dots"), "缺条": ("缺条", "No Bam.")}
        self.flag_names = {"after_kong_discard": Bi("杠上炮", "Discard after a kong")}

    def new_state(self, model: TableData) -> SichuanTable:
        return fresh_table(model)

    # ------------------------------------------------------------------ captions
    def win_note(self, event: Won, model: TableData) -> tuple[str, str]:
        n = model.seats[event.seat].win_order or len(model.wins)
        if table_of(model).bloody_river:      # 血流成河: every win is counted, the winner stays in
            times = sum(1 for w in model.wins if w.seat == event.seat)
            again = (f"这是他第{times}次和，" if times > 1 else "", f" His win number {times};" if times > 1 else "")
            return (f"本盘第{n}次和牌。{again[0]}和的牌放在一边，他不离场，手牌锁定接着打（血流成河）。",
                    f" Win number {n} of the hand.{again[1]} The won tile is set aside and he plays on "
                    f"with a locked hand (bloody river).")
        more = n < VARIANT.winners_to_end     # 血战 goes on until the last winner
        return (f"第{n}家胡，牌摊开离场" + ("，其他人接着打（血战到底）。" if more else "。"),
                f" Win number {n}: the hand is laid down and leaves play" + (
                    "; the others play on (bloody battle)." if more else "."))

    # ------------------------------------------------------------------ the table
    def plate_marks(self, model: TableData, seat_no: int) -> list[Mark]:
        table = table_of(model)
        seat = table.seats[seat_no]
        out: list[Mark] = []
        times = sum(1 for w in model.wins if w.seat == seat_no)
        if table.bloody_river and times:      # 血流成河: he stays in; the plate counts his wins
            out.append(Mark("win_order", lang.short(f"胡{times}次", f"won ×{times}"), MARK_RED,
                            lang.tr(f"已经和了{times}次，血流成河：不离场，手牌锁定接着打",
                                    f"has won {times} time(s); bloody river: stays in with a locked hand")))
        if seat.void is not None:
            out.append(Mark("void", lang.short(f"缺{SUIT_ZH.get(seat.void, seat.void)}",
                                               f"no {SUIT_EN.get(seat.void, seat.void)}"),
                            SUIT_COLOURS.get(seat.void, MARK_GREY),
                            lang.tr(f"定缺：不要{SUIT_ZH.get(seat.void, seat.void)}",
                                    f"void suit: plays without {SUIT_EN.get(seat.void, seat.void)}")))
        elif seat.void_chosen:
            out.append(Mark("void_chosen", lang.short("已定缺", "void chosen"), MARK_GREY,
                            lang.tr("已选好定缺（四家都选好后一起亮）", "has chosen a void suit (shown when all have)")))
        if seat.exchange_chosen and table.exchange_direction is None and seat.void is None:
            out.append(Mark("exchange_chosen", lang.short("已换牌", "tiles chosen"), MARK_GREY,
                            lang.tr("已扣下换三张的牌", "has put three tiles aside for the exchange")))
        return out

    def pick_pending(self, model: TableData) -> bool:
        return table_of(model).exchange_direction is None

    def setup_caption(self, kinds: set[type]) -> Optional[Caption]:
        if ChooseVoid in kinds:
            return Caption("定缺：选一门不要的花色（一般选手里最少的一门）。选好扣着，四家一起亮；之后要先把这门打光。",
                           "Choose a void suit (usually the one you hold fewest of). It stays secret until all "
                           "four have chosen; then you must discard that suit first.")
        if ExchangeThree in kinds:
            return Caption("换三张：点三张同一门的牌（再点一下放回），然后按「换出这三张」。方向由庄家掷骰决定。",
                           "Exchange: click three tiles of one suit (click again to put one back), then press "
                           "'Pass these three'. The dealer's dice choose the direction.")
        return None

    # ------------------------------------------------------------------ the settlement sheet
    def formula(self, win: Won, options: Mapping[str, Any]) -> tuple[str, str]:
        score = win.score
        cap = options.get("fan_cap", 6)
        counted = min(score.total, cap) if cap else score.total
        pay = fan_payment(score.total, cap)
        capped = f"（封顶{cap}番）" if cap and score.total > cap else ""
        # self-drawn: every player still in pays it; on a discard (or a robbed kong) the discarder alone
        payer_zh, payer_en = ("每家付", "each payer pays") if win.self_drawn else ("放炮者付", "the discarder pays")
        return (f"共 {score.total} 番{capped} → {payer_zh} 2^({counted}−1) = {pay}",
                f"{score.total} {'fan' if score.total == 1 else 'fans'}{' capped at ' + str(cap) if capped else ''}: "
                f"{payer_en} "
                f"2^({counted}−1) = {pay}")

    def flower_count(self, model: TableData, seat: int) -> Optional[int]:
        """四川 has no flowers: the row in front of a 血流成河 winner holds his won tiles."""
        return None

    def prompt_caption(self, model: TableData, seat: int, actions: Sequence[ActionBase]) -> Optional[Caption]:
        """The last tiles: only 胡 is offered (the rules' forced win), so the caption says why there
        is no 过 (the common words said "or press 过; when time runs out you pass")."""
        if not actions or not all(isinstance(a, Win) for a in actions):
            return None
        words = fill_words(MUST_WIN, n=model.options.get("forced_win_tiles", FORCED_WIN_DEFAULT))
        return Caption(f"{words.zh}：按「胡」。", f"{words.en[:1].upper()}{words.en[1:]}: press Win.")

    def payment_note(self, model: TableData) -> tuple[str, str]:
        return "自摸：还在场的每家付；点炮：放炮的一家付", "self-drawn: everyone still in pays; on a discard: the discarder"

    def end_title(self) -> tuple[str, str]:
        return ("流局：牌摸完了，没人和牌。查花猪：手里还有缺门牌的人（花猪）赔不是花猪的人；查叫：没听牌的人赔听牌的人，"
                "并退还杠钱",
                "Drawn hand: the wall is empty and nobody won. A 'flower pig' (a hand still holding its "
                "void suit) pays each player who is not one; a player not ready pays each ready one and returns his kong "
                "money.")


PRESENTER = SichuanPresenter()
