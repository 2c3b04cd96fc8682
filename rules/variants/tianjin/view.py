"""天津's masked view of one seat (`SeatView.extra`) and the reasons its rules give: the 混儿
are wildcards that are never punged (and with hun_discard=forbidden never discarded), and a
player who discards one becomes 小相公, barred from winning the hand (docs/rules/tianjin.md §2-4)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Optional

from ...actions import ActionBase
from ...tiles import Tile
from ..book import Words
from ..facts import CostWarning, OwnSeat, Reason, VariantView
from .events import DeclareKouTing
from .scoring import ready_after

HUN_NO_PUNG = Words("混儿不能碰、不能明杠（四张混儿只能暗杠：金杠）",
                    "a wildcard cannot be punged or melded into a kong (four of them: a concealed golden kong only)")
HUN_NO_DISCARD = Words("这一桌规定混儿不能打", "at this table a wildcard may not be discarded")
XIAOXIANGGONG = Words("小相公：你打过混儿，这一盘不能和", "barred: you discarded a wildcard, so you cannot win this hand")
# 扣听 (option kou_ting): why a declaration is not offered, and the locked hand afterwards.
KOU_TING_NOT_READY = Words("扣听要先听牌：打出这张后手牌还没听", "to declare kou ting the hand must be ready after this discard")
KOU_TING_LOCKED = Words("扣听了：牌已扣下，只能打摸到的牌", "kou ting declared: the hand is face down, only the drawn tile may go")
KOU_TING_OFF = Words("这一桌不玩扣听", "this table does not play kou ting")
KOU_TING_ALREADY = Words("已经扣听了", "kou ting is already declared")
KOU_TING_NO_CLAIM = Words("扣听了：不能再碰、杠", "kou ting declared: no more pungs or kongs")
# Discarding a 混 is legal and costly: the teaching's warning, the client's question and button.
HUN_DISCARD_WARNING = CostWarning(
    Words("打出混儿会变成小相公：这一盘就不能和了", "discarding a wildcard bars you (xiaoxianggong): you cannot win this hand"),
    Words("打出混儿会变成小相公：这盘就不能胡了（还能碰、杠）。确定要打吗？",
          "Discarding a wildcard bars you from winning this hand (you may still pung or kong). Discard it anyway?"),
    Words("打出混儿", "Discard it"))


@dataclass(frozen=True)
class TianjinView(VariantView):
    """The 混儿, 坐庄, 拉庄 (each seat's own choice at once, all once everyone has chosen), who is
    小相公, 铲, and the kongs made so far (kinds of concealed ones stay hidden)."""

    zuo: Optional[bool] = None
    la: Optional[tuple[int, ...]] = None
    chan: bool = False
    la_own: Optional[int] = None                     # one's own 拉庄 pick until all have chosen
    hun: Optional[tuple[str, ...]] = None            # the two 混 kinds (text), once flipped
    hun_indicator: Optional[int] = None              # the indicator's tile id
    hun_indicator_kind: Optional[str] = None
    xiaoxianggong: tuple[bool, ...] = ()             # per seat, once the 混 are flipped
    kongs: tuple[tuple[int, str], ...] = ()
    kou_ting: tuple[bool, ...] = ()                  # per seat, at a table that plays 扣听
    kou_ting_own: bool = False                       # the viewing seat declared 扣听 (its wins ×4)

    def scorer_facts(self) -> Mapping[str, Any]:
        """The public facts in the view's JSON order (the scorer reads "hun")."""
        out: dict[str, Any] = {"zuo": self.zuo, "la": self.la, "chan": self.chan}
        if self.la is None:
            out["la_own"] = self.la_own
        if self.hun is not None:
            out["hun"] = self.hun
            out["hun_indicator"] = self.hun_indicator
            out["hun_indicator_kind"] = self.hun_indicator_kind
            out["xiaoxianggong"] = self.xiaoxianggong
        out["kongs"] = self.kongs
        if self.kou_ting:                 # the scorer reads "kou_ting" as the seat's own (×4)
            out["kou_ting_seats"] = self.kou_ting
            out["kou_ting"] = self.kou_ting_own
        return out

    def wildcards(self) -> frozenset[int]:
        """The two 混 kinds (none before the flip)."""
        return frozenset(Tile.parse(t).index for t in self.hun or ())

    def wildcards_said(self) -> Optional[Words]:
        """"混儿：三筒、四筒" / "wildcards: 3 Dot, 4 Dot" once flipped."""
        if self.hun is None:
            return None
        kinds = [Tile.parse(t) for t in self.hun]
        return Words("混儿：" + "、".join(k.name_zh for k in kinds), "wildcards: " + ", ".join(k.name_en for k in kinds))

    def face_up(self) -> tuple[Tile, ...]:
        """翻混: the indicator lies face up."""
        return () if self.hun_indicator_kind is None else (Tile.parse(self.hun_indicator_kind),)

    def barred(self, seat: int) -> bool:
        """`seat` is 小相公 (it discarded a 混)."""
        return bool(self.xiaoxianggong) and bool(self.xiaoxianggong[seat])

    def declared(self, seat: int) -> bool:
        """`seat` has declared 扣听."""
        return bool(self.kou_ting) and bool(self.kou_ting[seat])

    def discard_refusal(self, view: OwnSeat, kind: Tile, options: Mapping[str, Any]) -> Optional[Reason]:
        """hun_discard=forbidden: a 混 may not be discarded; 扣听: only the drawn tile may."""
        if options.get("hun_discard") == "forbidden" and kind.index in self.wildcards():
            return Reason("hun_no_discard", HUN_NO_DISCARD)
        if self.declared(view.seat):       # asked of a discard not offered: only the drawn tile is
            return Reason("kou_ting_locked", KOU_TING_LOCKED)
        return None

    def action_refusal(self, view: OwnSeat, action: ActionBase, options: Mapping[str, Any]) -> Optional[Reason]:
        """扣听 refused: the table does not play it, it is declared already, or the discard it is
        made with leaves no ready hand (a 混 counts as any tile)."""
        if not isinstance(action, DeclareKouTing):
            return None
        if options.get("kou_ting", "off") == "off":
            return Reason("kou_ting_off", KOU_TING_OFF)
        if self.declared(view.seat):
            return Reason("kou_ting_already", KOU_TING_ALREADY)
        if self.barred(view.seat):          # 小相公 cannot win: nothing to declare ready for
            return Reason("xiaoxianggong", XIAOXIANGGONG)
        if not view.to_act or action.tile not in view.hand:
            return None
        rest = list(view.hand_kinds)
        rest.pop(view.hand.index(action.tile))
        if not ready_after(rest, self.wildcards(), (len(rest) - 1) // 3):
            return Reason("kou_ting_not_ready", KOU_TING_NOT_READY)
        return None

    def own_kong_refusal(self, view: OwnSeat, kind: Tile, options: Mapping[str, Any]) -> Optional[Reason]:
        """扣听: the hand is face down, no kong."""
        if self.declared(view.seat):
            return Reason("kou_ting_no_claim", KOU_TING_NO_CLAIM)
        return None

    def discard_warning(self, view: OwnSeat, kind: Tile) -> Optional[CostWarning]:
        """A 混 discarded makes one 小相公 (no warning once one is already)."""
        if kind.index in self.wildcards() and not self.barred(view.seat):
            return HUN_DISCARD_WARNING
        return None

    def claim_refusal(self, view: OwnSeat, kind: Tile, kong: bool, options: Mapping[str, Any]) -> Optional[Reason]:
        """A 混 is never punged or melded into a kong; a 扣听 hand claims nothing."""
        if kind.index in self.wildcards():
            return Reason("hun_no_pung", HUN_NO_PUNG)
        if self.declared(view.seat):
            return Reason("kou_ting_no_claim", KOU_TING_NO_CLAIM)
        return None

    def win_bar(self, view: OwnSeat, total: int, self_drawn: bool, options: Mapping[str, Any],
                discarding: Optional[Tile] = None) -> Optional[Reason]:
        """小相公: no win at all once a 混 is discarded (or about to be)."""
        if self.barred(view.seat) or (discarding is not None and discarding.index in self.wildcards()):
            return Reason("xiaoxianggong", XIAOXIANGGONG)
        return None
