"""二人麻将 in the client: two players face to face, the live deck and the reserve drawn apart as
two piles, the opening exchange of any number of tiles (picked in the hand, sent with one
button), the 花牌 indicator turned up on the reserve and every matching face marked, 报听 (a
button beside the tiles that leave the hand ready, a banner, a plate mark, then the table
discarding the drawn tile by itself and asking on a winning tile), 海底捞月 from the reserve, and
the sheet's 番 with the cap. Captions are in erren_words.py, plans in erren_plans.py; the rows
that join them with the model's changes are here."""
from __future__ import annotations

from typing import Any, Mapping, Optional, Sequence

import pygame

from game.client.display import lang
from game.client.display.tile_art import Badge
from game.client.presenting.caption_kit import Caption, tile_names
from game.client.presenting.table_data import TableData
from game.client.presenting.table_state import Change, Mark, Move, Piles, Slot, TableTile
from game.teaching.i18n import Bi
from rules import actions as act
from rules import events as ev
from rules.actions import ActionBase
from rules.events import Won
from rules.scoring import ScoreItem
from rules.tiles import Tile
from rules.variants.erren.events import (
    DeclareReady,
    ExchangeChosen,
    ExchangeTiles,
    IndicatorRevealed,
    LastChance,
    ReadyDeclared,
    ReserveSet,
    TilesExchanged,
)
from rules.score_rows import rows_in_force
from rules.variants.erren.rows import CAP
from rules.variants.registry import get_variant
from rules.variants.erren.settle import BASE
from rules.wall import clockwise_stacks

from ..ui.palette import MARK_GREY, MARK_ORANGE, MARK_RED
from . import erren_plans as plans
from . import erren_words as words
from .base import AnyPick, CalcFlip, Declaration, EventView, Presenter
from .erren_state import LIVE, RESERVE, ErrenSeat, ErrenTable, table_of

# The 花牌 indicator's kind on every face: a pink glow and a corner badge 花 (天津's 混 is gold).
INDICATOR_BADGE = Badge("花", (214, 70, 150), (255, 200, 228), (150, 16, 86), "+")   # "+": each adds a fan
BONUS_KEYS = ("hua_pai",)          # the score row of the indicator tiles (not toward the minimum)


# ---------------------------------------------------------------------- the model
def _reserve_set(model: TableData, e: ReserveSet, c: Change) -> None:
    """The live deck (the first `live` places of the wall from the break, in drawing order) and
    the reserve (its places in the order it is drawn from) become the two piles."""
    reserve = [(p.side, p.stack, p.layer) for p in e.positions]
    taken = set(reserve)
    ring: list[tuple[int, int, int]] = []
    if model.stacks_per_side:
        stacks = clockwise_stacks(model.stacks_per_side, model.break_side or 0)
        shift = model.break_count % len(stacks)
        ring = [(side, stack, layer) for side, stack in stacks[shift:] + stacks[:shift] for layer in (0, 1)]
    live = [k for k in ring if k not in taken][:e.live]
    places: dict[tuple[int, int, int], tuple[int, int, int]] = {}
    for pile, keys in ((LIVE, live), (RESERVE, reserve)):
        for i, key in enumerate(keys):
            lone = i == len(keys) - 1 and len(keys) % 2 == 1
            places[key] = (pile, i // 2, 1 if lone else i % 2)     # a pile's last lone tile lies low
    model.piles = Piles(places, (-(-len(live) // 2), -(-len(reserve) // 2)))
    model.remaining = e.live        # the centre counts the live deck (the reserve has its own count)


def declaration_fans(options: Mapping[str, Any]) -> int:
    """What 报听 adds to a win at a table of these options (the scoring table in force says)."""
    variant = get_variant("erren")
    rows = rows_in_force(variant.rows, variant.resolve_options(options))
    return next(row.value for row in rows if row.key in ("bao_ting", "b_bao_ting"))



def _exchange_chosen(model: TableData, e: ExchangeChosen, c: Change) -> None:
    table_of(model).seats[e.seat].exchange_chosen = True


def reserve_slots(model: TableData, count: int) -> list[Slot]:
    """Where tiles going back to the reserve (and coming from it) fly: its last standing places
    (the exchange changes the reserve's tiles, not its places)."""
    if model.piles is None:
        return []
    standing = [k for k in model.piles.keys_of(RESERVE) if model.wall.get(k)]
    ends = standing[::-1][:max(1, count)] or model.piles.keys_of(RESERVE)[-1:]
    return [Slot("wall", k[0], index=k[1], sub=k[2]) for k in (ends[i % len(ends)] for i in range(count))]


def _tiles_exchanged(model: TableData, e: TilesExchanged, c: Change) -> None:
    """The tiles given back leave the hand for the reserve; as many come from it (face down for
    the other seat, which sees only the count)."""
    seat = model.seats[e.seat]
    table_of(model).seats[e.seat].exchanged = len(e.tiles)
    targets = reserve_slots(model, len(e.tiles))
    for (given, kind), dst in zip(zip(e.tiles, e.kinds), targets):
        src = model.remove_concealed(e.seat, given, kind, prefer_drawn=False)
        c.moves.append(Move(kind, src, dst, face_up=False))
    model.merge_drawn(e.seat)
    arrived = [TableTile(t, k) for t, k in zip(e.drawn, e.drawn_kinds)]
    seat.hand.extend(arrived)
    model.sort_hand(e.seat)
    hand = seat.hand
    for came, src in zip(arrived, reserve_slots(model, len(arrived))):
        index = next(i for i, t in enumerate(hand) if t is came)
        c.moves.append(Move(came.kind, src, Slot("hand", e.seat, index=index, count=len(hand)),
                            face_up=came.kind is not None))


def _indicator_revealed(model: TableData, e: IndicatorRevealed, c: Change) -> None:
    key = (e.position.side, e.position.stack, e.position.layer)
    if model.wall.get(key):
        model.wall[key] = False
    model.indicator_tile = TableTile(e.tile, e.kind)      # a tile lying face up on its stack
    model.indicator_key = key
    table_of(model).indicator = e.kind
    c.moves.append(Move(e.kind, Slot("wall", key[0], index=key[1], sub=key[2]),
                        Slot("indicator", key[0], index=key[1], sub=key[2])))


def _ready_declared(model: TableData, e: ReadyDeclared, c: Change) -> None:
    seat = table_of(model).seats[e.seat]
    seat.ready = True
    seat.tianting = bool(e.tianting)


def _last_chance(model: TableData, e: LastChance, c: Change) -> None:
    table_of(model).last_chance = e.seat


# ---------------------------------------------------------------------- set-up and prompts
def _exchange_words(n: int) -> tuple[str, str]:
    return ("不换，就用这手牌", "Keep all") if n == 0 else (f"换这{n}张", f"Exchange {n}")


EXCHANGE_PICK = AnyPick(lambda seat, tiles: ExchangeTiles(seat, tiles), _exchange_words,
                        ("（←/→ 选牌，空格 挑选，Enter 确定）", " (←/→ move, Space pick, Enter send)"))


class ErrenPresenter(Presenter):
    """二人麻将 at the table: two piles, the exchange, the indicator, 报听 and 海底捞月."""

    name = "erren"
    tab_en = "Two-player"
    win_rule = ("输家付底分×番数，到封顶为止（13番，或房间规则的封顶）",
                "the loser pays base × fans, up to the cap (13, or the room's)")
    calc_flip = CalcFlip("indicator", Bi("花牌", "Indicator"), str, lambda t: (t,), INDICATOR_BADGE, False,
                         note=lambda t: Bi(f"花牌：{t.name_zh}，每张加1番（不计起和）",
                                           f"indicator: {t.name_en}, +1 fan each (not toward the minimum)"))

    def __init__(self) -> None:
        super().__init__()
        self.events = {
            ReserveSet: EventView(_reserve_set, words.reserve_set_caption, plans.reserve_set_plan),
            ExchangeChosen: EventView(_exchange_chosen, words.exchange_chosen_caption, plans.exchange_chosen_plan,
                                      "exchange"),
            TilesExchanged: EventView(_tiles_exchanged, words.tiles_exchanged_caption, plans.tiles_exchanged_plan,
                                      "swap"),
            IndicatorRevealed: EventView(_indicator_revealed, words.indicator_revealed_caption,
                                         plans.indicator_revealed_plan),
            ReadyDeclared: EventView(_ready_declared, words.ready_declared_caption, plans.ready_declared_plan),
            LastChance: EventView(_last_chance, words.last_chance_caption, plans.last_chance_plan),
        }
        # The common events at a table of two: one opponent, no dice, the reserve.
        self.common_events = {
            ev.SeatsDrawn: EventView(caption=words.seats_drawn_caption),
            ev.WallBuilt: EventView(caption=words.wall_built_caption, plan=plans.wall_built_plan),
            ev.WallBroken: EventView(caption=words.wall_broken_caption, plan=plans.wall_broken_plan),
            ev.TilesDealt: EventView(caption=words.tiles_dealt_caption),
            ev.TileDrawn: EventView(caption=words.tile_drawn_caption, plan=plans.tile_drawn_plan),
            ev.Discarded: EventView(caption=words.discarded_caption),
            ev.Claimed: EventView(caption=words.claimed_caption),
            ev.Won: EventView(caption=words.won_caption),
            ev.HandExhausted: EventView(caption=words.exhausted_caption),
        }
        self.setup_actions = {ExchangeTiles: None}
        self.pick_actions = (ExchangeTiles,)
        self.pick_rules = {ExchangeTiles: EXCHANGE_PICK}
        self.declarations = {DeclareReady: Declaration(("报听", "Ready"), "#claim_kong", (pygame.K_r, "R"))}
        self.narrated = {ExchangeTiles.TYPE: TilesExchanged, DeclareReady.TYPE: ReadyDeclared}
        self.banner_words = {"报听": ("报听", "Ready"), "天听": ("天听", "Ready!"), "海底捞月": ("海底捞月", "Last draw"),
                             "花牌": ("花牌", "Indicator"), "每张+1番": ("每张+1番", "+1 fan each"),
                             "备用牌": ("备用牌", "reserve"), "换牌": ("换牌", "Exchange")}
        self.flag_names = {"baoting": Bi("报听", "Ready declared"), "tianting": Bi("天听（第一张就报听）",
                                                                             "Ready on the first discard"),
                           "ippatsu": Bi("一发", "One-shot")}

    def new_state(self, model: TableData) -> ErrenTable:
        return ErrenTable([ErrenSeat() for _ in model.seats])

    # ------------------------------------------------------------------ the table
    def pile_names(self, model: TableData) -> tuple[tuple[str, str], ...]:
        return ("牌墙", "Wall"), ("备用牌", "Reserve")

    def marked_kinds(self, model: TableData) -> dict[int, Badge]:
        kind = table_of(model).indicator if isinstance(model.variant_state, ErrenTable) else None
        return {kind.index: INDICATOR_BADGE} if kind is not None else {}

    def example_marks(self, extra: Mapping[str, Any]) -> dict[int, Badge]:
        return {t.index: INDICATOR_BADGE for t in extra.get("indicators", ())}

    def centre_tiles(self, model: TableData) -> Optional[tuple[tuple[str, str], tuple[Tile, ...]]]:
        kind = table_of(model).indicator if isinstance(model.variant_state, ErrenTable) else None
        return (("花牌 每张+1番", "Indicator: +1 fan each"), (kind,)) if kind is not None else None

    def plate_marks(self, model: TableData, seat_no: int) -> list[Mark]:
        table = table_of(model)
        seat = table.seats[seat_no]
        out: list[Mark] = []
        if seat.ready:
            zh, en = ("天听", "ready ×2") if seat.tianting else ("报听", "ready")
            out.append(Mark("ready", lang.short(zh, en), MARK_RED,
                            lang.tr(f"{zh}：自动摸打，和牌时加{2 if seat.tianting else 1}番",
                                    f"declared ready{' on the first discard' if seat.tianting else ''}: plays "
                                    f"itself, +{2 if seat.tianting else 1} fan on a win")))
        played = any(s.river or s.melds for s in model.seats)    # the exchange's marks go with the first discard
        if seat.exchanged is not None and not played:
            out.append(Mark("exchanged", lang.short(f"换{seat.exchanged}张", f"swapped {seat.exchanged}"),
                            MARK_ORANGE if seat.exchanged else MARK_GREY,
                            lang.tr(f"开局换了{seat.exchanged}张", f"gave back {seat.exchanged} at the start")))
        elif seat.exchange_chosen and seat.exchanged is None:
            out.append(Mark("exchange_chosen", lang.short("已选", "chosen"), MARK_GREY,
                            lang.tr("已选好要换的牌（两人都选好后一起换）", "has chosen what to give back (shown when both have)")))
        return out

    def setup_caption(self, kinds: set[type]) -> Optional[Caption]:
        if ExchangeTiles in kinds:
            return Caption("开局换牌：点你不想要的牌（几张都行，也可以不换），它们放回备用牌，再从备用牌摸同样多张。"
                           "选好后按右边的按钮。",
                           "Exchange: click the tiles you don't want (any number, or none): as many come from the "
                           "reserve. Then press the button.")
        return None

    def auto_play(self, model: TableData, seat: int, actions: Sequence[ActionBase]) -> Optional[Caption]:
        """报听 (or the 海底捞月 tile that does not win): the only action is the drawn tile's discard."""
        if len(actions) != 1 or not isinstance(actions[0], act.Discard):
            return None
        table = table_of(model)
        drawn = model.seats[seat].drawn
        tzh, ten = tile_names(drawn.kind if drawn is not None else None)
        if table.last_chance == seat:
            return Caption(f"海底捞月没有和：{tzh}打出，这盘流局。", f"The last draw does not win: {ten} is "
                                                          f"discarded and the hand is drawn.")
        if table.seats[seat].ready:
            return Caption(f"报听中：自动打出摸到的牌（{tzh}）。", f"Ready declared: the drawn tile ({ten}) is "
                                                          f"discarded for you.")
        return None

    def prompt_caption(self, model: TableData, seat: int, actions: Sequence[ActionBase]) -> Optional[Caption]:
        """报听 and a winning tile: win, or not (the declaration stays); a turn that may declare."""
        if any(isinstance(a, DeclareReady) for a in actions):
            fans = declaration_fans(model.options)        # 1 in table A, 2 in table B
            return Caption(f"轮到你出牌。打出带「听」字的牌就听牌：选中它按「报听」(R) 宣布报听——和了加{fans}番，之后自动摸打；"
                           "也可以照常打出。",
                           "Your turn. Discarding a tile marked R leaves you ready: select it and press Ready (R) "
                           f"for +{fans} fan{'s' if fans != 1 else ''}; then the table plays for you.")
        if not any(isinstance(a, act.Win) for a in actions):
            return None
        table = table_of(model)
        if table.last_chance == seat:
            return Caption("海底捞月：这张从备用牌摸的牌能和！按「胡」和牌；打出去就流局。",
                           "The last draw wins! Press Win; discarding it draws the hand.")
        if not table.seats[seat].ready:
            return None
        if any(isinstance(a, act.Pass) for a in actions):
            return Caption("报听中，这张能和：胡（H）还是不胡（空格）？不胡继续报听。",
                           "Ready: this tile wins. Win (H), or not (Space)? Not winning keeps you ready.")
        return Caption("报听中摸到能和的牌：胡（H）还是不胡（空格）？不胡就打出这张，继续报听。",
                       "Ready: the drawn tile wins. Win (H), or not (Space): it is discarded and you stay ready.")

    def decline(self, model: TableData, seat: int, actions: Sequence[ActionBase]) -> Optional[ActionBase]:
        """报听 (or 海底捞月) with a drawn tile that wins: its discard is the 不胡 button."""
        table = table_of(model)
        discards = [a for a in actions if isinstance(a, act.Discard)]
        ready = table.seats[seat].ready or table.last_chance == seat
        if ready and len(discards) == 1 and any(isinstance(a, act.Win) for a in actions):
            return discards[0]
        return None

    def action_words(self, model: TableData, seat: int, action: ActionBase) -> Optional[tuple[str, str]]:
        if isinstance(action, act.Pass) and table_of(model).seats[seat].ready:
            return "不胡", "Don't win"
        return None

    def win_note(self, event: Won, model: TableData) -> tuple[str, str]:
        kind = table_of(model).indicator
        held = sum(1 for k in event.hand_kinds if k == kind) if kind is not None else 0
        if not held:
            return "", ""
        name_zh, name_en = tile_names(kind)
        return f"（手里{held}张花牌{name_zh}，加{held}番）", f" ({held} indicator {name_en}: +{held})"

    # ------------------------------------------------------------------ the settlement sheet
    def item_why(self, model: TableData, win: Won, item: ScoreItem) -> str:
        if item.key in BONUS_KEYS and table_of(model).indicator is not None:
            zh, en = tile_names(table_of(model).indicator)
            return lang.tr(f"花牌是{zh}：每张加1番，不算在起和的番里",
                           f"the indicator is {en}: +1 fan each, never toward the minimum")
        return ""

    def formula(self, win: Won, options: Mapping[str, Any]) -> tuple[str, str]:
        return fan_formula(win.score.items, win.score.total, options.get("scoring", "A") == "A")

    def win_rule_for(self, model: TableData) -> tuple[str, str]:
        cap = model.options.get("fan_cap", CAP)       # this room's cap (the class line says "or the room's")
        return f"输家付底分×番数（封顶{cap}番）", f"the loser pays base × fans (capped at {cap} fans)"

    def payment_note(self, model: TableData) -> tuple[str, str]:
        cap = model.options.get("fan_cap", CAP)       # this room's cap, not "13, or the room's"
        return (f"输家付：底分{BASE}×番数（封顶{cap}番）；自摸和点炮一样",
                f"the loser pays {BASE} × the fans (capped at {cap} fans); self-drawn or not, the same")

    def end_title(self) -> tuple[str, str]:
        # who deals next is the note under it (next_hand_note), in both languages: said once
        return ("流局：71张牌摸完了，没人和牌（没人听牌，或从备用牌再摸的一张也没和），不付分",
                "Drawn hand: the 71 tiles are used and nobody won (nobody ready, or the last draw "
                "from the reserve did not win). No payments.")

    def next_hand_note(self, model: TableData) -> Optional[tuple[str, str]]:
        if model.wins:
            return None
        return "流局：庄家连庄", "drawn hand: the dealer deals again"


def fan_formula(items: Sequence[ScoreItem], total: int, limits: bool = True) -> tuple[str, str]:
    """The sheet's line from the 番 to the payment: "2 + 1 + 1(花牌) = 4 番 × 1 = 4"; above the cap
    "16 番 → 13（封顶）× 1 = 13"; a 满贯 (table A's `limits`) "满贯 13 番 × 1 = 13"."""
    raw = sum(i.value * i.count for i in items)
    pay = BASE * total
    zh_terms, en_terms = [], []
    for item in items:
        value = f"{item.value}×{item.count}" if item.count > 1 else str(item.value)
        bonus = item.key in BONUS_KEYS
        zh_terms.append(value + ("(花牌)" if bonus else ""))
        en_terms.append(value + (" (indicator)" if bonus else ""))
    if limits and any(i.value >= CAP for i in items):
        return f"满贯 {total} 番 × {BASE} = {pay}", f"limit hand {total} fans × {BASE} = {pay}"
    if len(items) == 1 and items[0].count == 1 and raw == total:     # one item: no "1 = 1 fan"
        return f"{total} 番 × {BASE} = {pay}", f"{total} {'fan' if total == 1 else 'fans'} × {BASE} = {pay}"
    if raw > total:
        return (f"{' + '.join(zh_terms)} = {raw} 番 → {total}（封顶）× {BASE} = {pay}",
                f"{' + '.join(en_terms)} = {raw} fans → {total} (the cap) × {BASE} = {pay}")
    return (f"{' + '.join(zh_terms)} = {total} 番 × {BASE} = {pay}",
            f"{' + '.join(en_terms)} = {total} {'fan' if total == 1 else 'fans'} × {BASE} = {pay}")


PRESENTER = ErrenPresenter()
