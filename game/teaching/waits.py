"""What a ready hand waits for, what each wait would score, and why a wait would not win.

    waits_report(view)  -> [WaitInfo]      the human's hand is 13-equivalent (after a discard,
                                           or while others play)
    discard_waits(view) -> [DiscardWaits]  on the human's turn (14-equivalent): the discards that
                                           leave the hand ready, each with its waits

A wait is a tile that completes the hand's shape (`rules.analysis.waits` with the variant's
shapes and its wildcards, 天津 混). Each wait is then judged twice, as a self-drawn win and as a
win on a discard, with the variant's own `score` and `is_legal_win`; a wait that would not be a
legal win carries the reason in both languages (`judge`). The void suit (四川) is left out of the
shape search on purpose: a hand that still holds its void suit is shown with the waits its shape
has and the reason none of them can win yet.

Everything comes from the seat's view: its concealed tiles and melds, the tiles it can see (for
the unseen copies), its flowers, and the variant's view record `view.extra` (rules/variants/
facts.py): its wildcards and face-up indicator, its scorer facts, and the reasons its rules bar
a hand or a win (`hand_refusal`: 四川's void suit; `win_bar`: 小相公, 过水, 漏胡).
What the view cannot tell (a kong replacement, the first turn) is not assumed, so a
score here can miss a situational fan (杠上开花, 天和); the engine's own offer decides at play.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping, Optional, Sequence

from game.bots.policies import policy_for
from game.bots.table_reading import COPIES, own_melds, visible_counts
from rules.actions import Discard
from rules.analysis import shanten, waits
from rules.engine import SeatView
from rules.errors import NotationError
from rules.scoring import ScoreItem, ScoreResult, WinContext
from rules.tiles import TILES, Tile, counts_of
from rules.variants.facts import scorer_facts_of
from rules.variants.base import Variant
from rules.variants.registry import get_variant

from .i18n import EMPTY, Bi, fill, join, t, unit_bi, words_bi
from .item_meaning import item_meaning


@dataclass(frozen=True)
class Verdict:
    """One possible win: its score and whether the rules let it stand (`code` "" when legal)."""

    self_drawn: bool
    result: ScoreResult
    legal: bool
    code: str = ""
    why: Bi = EMPTY

    @property
    def total(self) -> int:
        return self.result.total

    @property
    def unit(self) -> str:
        return self.result.unit

    @property
    def items(self) -> tuple[ScoreItem, ...]:
        return self.result.items

    def summary(self) -> Bi:
        """"8番（清一色 24 …）" for a scoring win; the reason for a refused one."""
        if not self.result.win:
            return self.why
        items = join((Bi(f"{i.name_zh} {_times(i)}", f"{i.name_en} {_times(i)}") for i in self.items),
                     Bi(" ", ", "))
        text = t("win_score", total=self.total, unit=unit_bi(self.unit), items=items)
        return text if self.legal else join((text, self.why))


def _times(item: ScoreItem) -> str:
    if item.op == "mul":
        return f"×{item.value ** item.count}"
    return f"{item.value}" + (f"×{item.count}" if item.count > 1 else "")


@dataclass(frozen=True)
class WaitInfo:
    tile: Tile
    unseen: int                 # copies not in this hand and not visible on the table
    self_drawn: Verdict
    discard: Verdict            # for 天津 always refused (self-draw only), with the reason

    @property
    def can_win(self) -> bool:
        return self.unseen > 0 and (self.self_drawn.legal or self.discard.legal)


@dataclass(frozen=True)
class DiscardWaits:
    tile: int                   # the physical tile to discard (the drawn one when it is this kind)
    kind: Tile
    legal: bool                 # the engine offers this discard now
    waits: tuple[WaitInfo, ...]

    @property
    def live(self) -> int:
        """Unseen copies of the waits that would be legal wins."""
        return sum(w.unseen for w in self.waits if w.can_win)


# ------------------------------------------------------------------------------ reading the view

def hun_of(view: SeatView) -> frozenset[int]:
    """The wildcard kinds at this table (the variant's view says: 天津 混); empty elsewhere."""
    return view.extra.wildcards()


def _options(view: SeatView, options: Optional[Mapping[str, Any]]) -> dict[str, Any]:
    """The rules to judge by: those given, else the table's own (every view carries them)."""
    variant = get_variant(view.variant)
    return variant.resolve_options(options if options is not None else view.options)


def win_context(view: SeatView, concealed: Sequence[Tile], win_tile: Tile, self_drawn: bool, *,
                kong_related: bool = False, last_tile: bool = False, on_table: bool = False) -> WinContext:
    """The scorer's context for this seat winning on `win_tile`, from what the view shows.
    `on_table`: the winning tile itself lies face up (the discard or the robbed kong's tile), so
    it is not one of the other copies that make 和绝张."""
    seen = visible_counts(view)
    others = seen[win_tile.index] - (1 if on_table else 0) if win_tile.index < 34 else 0
    return WinContext(
        melds=own_melds(view), concealed=tuple(concealed), win_tile=win_tile, self_drawn=self_drawn,
        last_of_kind=others >= 3,
        kong_related=kong_related, last_tile=last_tile,
        seat_wind=view.seat_winds[view.seat], round_wind=view.round_wind,
        flowers=len(view.flowers[view.seat]), dealer=view.dealer == view.seat,
        first_turn=first_go_around(view),
        extra={**scorer_facts_of(view), "flower_tiles": tuple(view.flower_kinds[view.seat])})


def first_go_around(view: SeatView) -> bool:
    """Whether a win now is a first-turn win (天和/地和/人和), as the engine judges it: no claim or
    kong yet at the table (every one shows as a meld) and this seat has not discarded."""
    return not any(view.melds) and not any(r.seat == view.seat for r in view.discard_log)


def _split_jokers(concealed: Sequence[Tile], hun: frozenset[int]) -> tuple[list[int], int]:
    counts = counts_of(concealed)
    jokers = sum(1 for t in concealed if t.index in hun and t.index >= len(counts))  # 苏州百搭 (1x)
    for k in hun:
        if k < len(counts):
            jokers += counts[k]
            counts[k] = 0
    return counts, jokers


# ------------------------------------------------------------------------------ judging a win

def judge(view: SeatView, concealed: Sequence[Tile], win_tile: Tile, self_drawn: bool,
          options: Optional[Mapping[str, Any]] = None, *, kong_related: bool = False,
          last_tile: bool = False, on_table: bool = False, discarding: Optional[Tile] = None) -> Verdict:
    """Score this seat's win on `win_tile` (`concealed`: the hand without it) and say whether the
    rules let it stand; `on_table` as in `win_context`; `discarding`: the kind the seat is about to
    throw first (a 天津 混 would bar it: the variant's `win_bar` says)."""
    variant = get_variant(view.variant)
    opts = _options(view, options)
    ctx = win_context(view, concealed, win_tile, self_drawn, kong_related=kong_related, last_tile=last_tile,
                      on_table=on_table)
    held = sum(1 for t_ in ctx.all_concealed if t_ is win_tile) + sum(
        1 for m in ctx.melds for t_ in m.tiles if t_ is win_tile)
    if held > COPIES:                # every variant has four of each kind
        return Verdict(self_drawn, ScoreResult(False, 0, "fan"), False, "all_held", t("refuse_all_held"))
    try:
        result = variant.score(ctx, opts)
    except NotationError as exc:     # an input the scorer cannot read: no win
        return Verdict(self_drawn, ScoreResult(False, 0, "fan", reason=str(exc)), False, "no_shape",
                       t("refuse_shape_plain"))
    if not self_drawn and not variant.claims.win_on_discard:
        return Verdict(self_drawn, result, False, "discard_win",
                       t("refuse_discard_win", variant=Bi(variant.title_zh, variant.title_en)))
    if not result.win:
        code, why = _no_win(view, ctx, variant, result)
        return Verdict(self_drawn, result, False, code, why)
    if not variant.is_legal_win(result):
        return Verdict(self_drawn, result, False, "below_minimum", _below_minimum(variant, ctx, result, opts))
    barred = view.extra.win_bar(view, result.total, self_drawn, opts, discarding)
    if barred is not None:
        return Verdict(self_drawn, result, False, barred.code, words_bi(barred.text))
    return Verdict(self_drawn, result, True)


def _no_win(view: SeatView, ctx: WinContext, variant: Variant, result: ScoreResult) -> tuple[str, Bi]:
    every = list(ctx.all_concealed) + [t for m in ctx.melds for t in m.tiles]
    refused = view.extra.hand_refusal(view, every)                      # 定缺 (四川)
    if refused is not None:
        return refused.code, words_bi(refused.text)
    missing_suit = variant.book.missing_suit if variant.book else None  # 缺一门 (四川)
    if missing_suit is not None and len({t.suit for t in every if t.is_suited}) == 3:
        return "three_suits", words_bi(missing_suit)
    counts, jokers = _split_jokers(ctx.all_concealed, hun_of(view))
    try:
        distance = shanten(counts, len(ctx.melds), shapes=variant.shapes, jokers=jokers)
    except ValueError:
        return "no_shape", t("refuse_shape_plain")
    if distance < 0:      # the shape is there, the scorer refused it for its own reason
        reason = result.reason or ""
        return "no_win", t("refuse_other", why=Bi(reason, reason))
    return "no_shape", t("refuse_shape", shanten=distance)


def _below_minimum(variant: Variant, ctx: WinContext, result: ScoreResult, opts: Mapping[str, Any]) -> Bi:
    """Why a scoring win falls short, in the words of the variant's book: the items that count
    toward the minimum (flowers and other bonus rows left out) with their total, the score's
    total, and whatever else the book's `minimum_facts` counts (苏州's 花)."""
    book = variant.book
    if book is None or book.below_minimum is None:
        reason = result.reason or ""
        return t("refuse_other", why=Bi(reason, reason))
    bonus = {row.key for row in variant.rows if row.has("bonus")}
    counted = [i for i in result.items if i.key not in bonus]
    items = join((Bi(f"{i.name_zh}{i.value * i.count}", f"{i.name_en} {i.value * i.count}") for i in counted),
                 Bi("、", ", "))
    facts = dict(book.minimum_facts(ctx, result, opts)) if book.minimum_facts else {}
    self_drawn = bool(facts.pop("self_drawn", ctx.self_drawn))
    return fill(book.below_minimum, fans=sum(i.value * i.count for i in counted), items=items, value=result.total,
                how=t("how_self" if self_drawn else "how_discard"), **facts)


# ------------------------------------------------------------------------------ how many can win

def reach_words(variant: str, options: Optional[Mapping[str, Any]] = None,
                verdict: Optional[Verdict] = None) -> Optional[Bi]:
    """The variant's minimum as "够8番" / "reach 8 fans" (国标 8 fans, 天津 value 2, 苏州 its
    self-draw flower threshold), in its book's words; None where there is no minimum (四川). The
    number comes from the rules: the scorer's `needed`, else the book's `minimum_need`."""
    rules = get_variant(variant)
    book = rules.book
    if book is None or book.reach is None or book.minimum_need is None:
        return None
    needed = verdict.result.needed if verdict is not None else None
    if needed is None:
        needed = book.minimum_need(True, rules.resolve_options(options))
    return fill(book.reach, need=needed)


def live_words(waits_: Sequence[WaitInfo], variant: str, options: Optional[Mapping[str, Any]] = None) -> Bi:
    """How many of the unseen copies of these waits would win: "余4张" when all would; when some
    only fall short of the minimum, "余4张，其中1张够8番" / "4 left, 1 of these reach 8 fans", and
    when none would, "余4张，都不够8番，和不了" / "4 left, but none of these reach 8 fans: no win
    yet"; for any other reason (四川 void suit, 小相公 …) "能和" / "can win" in their place."""
    unseen = sum(w.unseen for w in waits_)
    live = sum(w.unseen for w in waits_ if w.can_win)
    left = Bi(f"余{unseen}张", f"{unseen} left")
    # a wait that wins only self-drawn where discards could win says so (a 6 on a discard, 8 drawn)
    drawn_only = sum(w.unseen for w in waits_ if w.can_win and not w.discard.legal and w.discard.code != "discard_win")
    if drawn_only:
        tail = Bi("，只能自摸", ", self-drawn only") if drawn_only == live else \
            Bi(f"，其中{drawn_only}张只能自摸", f", {drawn_only} of them only self-drawn")
        words = live_words([w for w in waits_ if not (w.can_win and not w.discard.legal)] +
                           [replace(w, discard=w.self_drawn) for w in waits_ if w.can_win and not w.discard.legal],
                           variant, options)
        return Bi(words.zh + tail.zh, words.en + tail.en)
    if live == unseen:
        return left
    short = [w for w in waits_ if w.unseen and not w.can_win]
    below = [w for w in short if (w.self_drawn.code or w.discard.code) == "below_minimum"]
    reach = reach_words(variant, options, below[0].self_drawn if below else None) \
        if short and len(below) == len(short) else None
    if live == 0:     # none: said so, not "0 of these" (a newcomer read "ready" as able to win)
        if reach is None:
            return Bi(f"{left.zh}，都和不了", f"{left.en}, but none of these can win")
        return Bi(f"{left.zh}，都不{reach.zh}，和不了", f"{left.en}, but none of these {reach.en}: no win yet")
    if reach is None:
        reach = Bi("能和", "can win")
    return Bi(f"{left.zh}，其中{live}张{reach.zh}", f"{left.en}, {live} of these {reach.en}")


# ------------------------------------------------------------------------------ what the items mean

@dataclass(frozen=True)
class ItemMeaning:
    """One item a wait would score: its name with its value, and what the pattern is."""

    key: str
    name: Bi
    meaning: Bi


def wait_items(w: WaitInfo) -> tuple[ScoreItem, ...]:
    """The items a wait would score: won on a discard where that is a legal win, else self-drawn
    (empty when neither would win)."""
    for verdict in (w.discard, w.self_drawn):
        if verdict.legal and verdict.result.win:
            return verdict.items
    return ()


def item_name(item: ScoreItem, unit: str) -> Bi:
    """"组合龙 12番" / "Knitted Straight 12 fans", "×2" for a multiplier, "×3" after a count."""
    if item.op == "mul":
        value = Bi(f"×{item.value}", f"×{item.value}")
    else:
        words = unit_bi(unit)
        one = words.en[:-1] if item.value == 1 and words.en.endswith("s") else words.en
        value = Bi(f"{item.value}{words.zh}", f"{item.value} {one}")
    times = f" ×{item.count}" if item.count > 1 else ""
    return Bi(f"{item.name_zh} {value.zh}{times}", f"{item.name_en} {value.en}{times}")


def wait_item_words(w: WaitInfo) -> Bi:
    """The items a wait would score on one line: "组合龙 12番 · 嵌张 1番" (EMPTY when none)."""
    verdict = w.discard if w.discard.legal and w.discard.result.win else w.self_drawn
    return join((item_name(i, verdict.unit) for i in wait_items(w)), Bi(" · ", " · "))


def item_meanings(waits_: Sequence[WaitInfo], variant: str) -> list[ItemMeaning]:
    """Each item the winnable waits would score (on a discard or self-drawn), once, with the
    meaning of its row in the variant's table: what the card explains under the waits."""
    out: dict[str, ItemMeaning] = {}
    for w in waits_:
        if not w.can_win:
            continue
        for verdict in (w.discard, w.self_drawn):
            if not (verdict.legal and verdict.result.win):
                continue
            for item in verdict.items:
                if item.key not in out:
                    out[item.key] = ItemMeaning(item.key, Bi(item.name_zh, item.name_en),
                                                item_meaning(variant, item.key))
    return list(out.values())


# ------------------------------------------------------------------------------ waits

def _report(view: SeatView, concealed: Sequence[Tile], options: Optional[Mapping[str, Any]], *,
            discarded: Optional[Tile] = None) -> list[WaitInfo]:
    melds = own_melds(view)
    hun = hun_of(view)
    counts, jokers = _split_jokers(concealed, hun)
    shapes = policy_for(view.variant).shapes
    found = waits(counts, len(melds), shapes=shapes, jokers=jokers, joker_kinds=tuple(sorted(hun)))
    held = counts_of(concealed)
    seen = visible_counts(view)
    for shown in view.extra.face_up():                   # 翻混: the indicator lies face up
        seen[shown.index] += 1
    if discarded is not None and discarded.index < len(seen):   # (a 苏州百搭 is no play kind)
        seen[discarded.index] += 1
    out = []
    for w in found:
        tile = TILES[w]
        unseen = max(0, COPIES - held[w] - seen[w])
        out.append(WaitInfo(tile, unseen,
                            judge(view, concealed, tile, True, options, discarding=discarded),
                            judge(view, concealed, tile, False, options, discarding=discarded)))
    return out


def waits_report(view: SeatView, options: Optional[Mapping[str, Any]] = None) -> list[WaitInfo]:
    """The waits of a ready 13-equivalent hand (empty when it is not ready or holds 14)."""
    concealed = list(view.hand_kinds)
    if len(concealed) + 3 * len(view.melds[view.seat]) != 13:
        return []
    return _report(view, concealed, options)


def discard_waits(view: SeatView, options: Optional[Mapping[str, Any]] = None) -> list[DiscardWaits]:
    """For a 14-equivalent hand: every discard that leaves it ready, with the waits after it,
    the most winning copies first."""
    concealed = list(view.hand_kinds)
    if len(concealed) + 3 * len(view.melds[view.seat]) != 14:
        return []
    offered = {a.tile for a in view.legal if isinstance(a, Discard)}
    out = []
    for kind in sorted(set(concealed)):
        rest = list(concealed)
        rest.remove(kind)
        ids = [tid for tid, k in zip(view.hand, view.hand_kinds) if k is kind]
        legal_ids = [tid for tid in ids if tid in offered]
        tile_id = view.drawn if view.drawn in (legal_ids or ids) else (legal_ids or ids)[-1]
        report = _report(view, rest, options, discarded=kind)    # a 天津 混 thrown: 小相公
        if report:
            out.append(DiscardWaits(tile_id, kind, bool(legal_ids), tuple(report)))
    out.sort(key=lambda d: (-d.live, not d.legal, d.kind.index))
    return out
