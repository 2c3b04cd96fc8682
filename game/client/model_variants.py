"""The variants' own events, as the table model applies them (a mixin of `TableModel`).

The event classes live with their variants (rules/variants/<name>/phases.py); the model dispatches by
class name and reads fields by name, so it needs no import of them and a variant that is still
being written cannot break the client. Every handler only records what the event says:

- 四川: VoidChosen / VoidsRevealed (定缺), ExchangeChosen / TilesExchanged (换三张), KongPaid
  (刮风下雨: paid at once, so the scores change now);
- 天津: WindsDrawn (打风 throw), DealerSat (坐庄), PullChosen / PullsRevealed (拉庄), HunRevealed
  (翻混: the indicator lies face up on its stack), XiaoXiangGong, ChanAnnounced (铲), KongScored
  (paid with the hand);
- 苏州: HandDoubled (豹子 / 滴零), FlowerTally (running 花), HuaSettlement, DilingNext.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from rules.tiles import Tile


@dataclass(frozen=True)
class OwnExchange:
    """Client-side event: the human passed these three tiles on (换三张). The rules' events do
    not name a giver's tiles to him (he chose them), so the scene tells the model what it sent."""

    seat: int
    tiles: tuple[int, ...]


class VariantEvents:
    """Handlers for the variants' events; state is created by `_reset_variant_state`."""

    def _reset_variant_state(self) -> None:
        self.hun: tuple[Tile, ...] = ()                 # 天津 混儿 kinds
        self.hun_indicator = None                       # TableTile lying face up on its stack
        self.hun_key: Optional[tuple[int, int, int]] = None
        self.hun_event: Any = None
        self.doubled: Any = None                        # 苏州 HandDoubled
        self.diling_next: Any = None                    # 苏州 DilingNext
        self.hua_settlements: list[Any] = []            # 苏州 HuaSettlement, one per win
        self.kong_events: list[Any] = []                # 四川 KongPaid, 天津 KongScored
        self.chan: Any = None                           # 天津 ChanAnnounced
        self.exchange_direction: Optional[str] = None   # 四川 换三张
        self.own_pick: dict[int, tuple[int, ...]] = {}  # 换三张 tiles the human passed on

    def hun_indices(self) -> frozenset[int]:
        return frozenset(k.index for k in self.hun)

    def is_hun(self, kind: Optional[Tile]) -> bool:
        return kind is not None and kind in self.hun

    # ------------------------------------------------------------------ 四川
    def _on_VoidChosen(self, e: Any, c: Any) -> None:
        seat = self.seats[e.seat]
        seat.void_chosen = True
        if getattr(e, "suit", None):
            seat.void = e.suit

    def _on_VoidsRevealed(self, e: Any, c: Any) -> None:
        for seat, suit in zip(self.seats, e.voids):
            seat.void_chosen = True
            seat.void = suit

    def _on_ExchangeChosen(self, e: Any, c: Any) -> None:
        self.seats[e.seat].exchange_chosen = True

    def _on_OwnExchange(self, e: OwnExchange, c: Any) -> None:
        self.own_pick[e.seat] = tuple(e.tiles)

    def _on_TilesExchanged(self, e: Any, c: Any) -> None:
        from .model import Move, Slot, TableTile  # the model module imports this one
        self.exchange_direction = getattr(e, "direction", None)
        giver, receiver = e.from_seat, e.seat
        picked = list(self.own_pick.get(giver, ()))
        moved = []
        for tile, kind in zip(e.tiles, e.kinds):
            take_id, take_kind = tile, kind
            if take_id is None and picked:
                take_id = picked.pop(0)        # the human gave these; the receiver is hidden from him
                take_kind = next((t.kind for t in self.seats[giver].hand if t.id == take_id), None)
            elif take_id is None and all(t.known for t in self.seats[giver].hand):
                # A known hand whose gift this stream does not name: keep the count right.
                last = self.seats[giver].hand[-1]
                take_id, take_kind = last.id, last.kind
            src = self._remove_concealed(giver, take_id, take_kind, prefer_drawn=False)
            arrived = TableTile(tile, kind)
            self.seats[receiver].hand.append(arrived)
            moved.append((kind, src, arrived))
        self._sort_hand(giver)
        self._sort_hand(receiver)
        hand = self.seats[receiver].hand
        for kind, src, arrived in moved:
            index = next(i for i, t in enumerate(hand) if t is arrived)
            c.moves.append(Move(kind, src, Slot("hand", receiver, index=index, count=len(hand)),
                                face_up=kind is not None))

    def _on_KongPaid(self, e: Any, c: Any) -> None:
        self.kong_events.append(e)
        for seat, change in zip(self.seats, e.payments):
            seat.score += change

    # ------------------------------------------------------------------ 天津
    def _on_WindsDrawn(self, e: Any, c: Any) -> None:
        self.winds_drawn = e

    def _on_DealerSat(self, e: Any, c: Any) -> None:
        self.seats[e.seat].sits = bool(e.sits)

    def _on_PullChosen(self, e: Any, c: Any) -> None:
        seat = self.seats[e.seat]
        seat.pull_chosen = True
        if e.times is not None:
            seat.pull = e.times

    def _on_PullsRevealed(self, e: Any, c: Any) -> None:
        for seat_no, times in enumerate(e.times):
            if seat_no != self.dealer:
                self.seats[seat_no].pull = times
                self.seats[seat_no].pull_chosen = True

    def _on_HunRevealed(self, e: Any, c: Any) -> None:
        from .model import Move, Slot, TableTile
        self.hun = tuple(e.hun)
        self.hun_event = e
        key = (e.position.side, e.position.stack, e.position.layer)
        if self.wall.get(key):
            self.wall[key] = False
        self.hun_indicator = TableTile(e.tile, e.kind)
        self.hun_key = key
        c.moves.append(Move(e.kind, Slot("wall", key[0], index=key[1], sub=key[2]),
                            Slot("indicator", key[0], index=key[1], sub=key[2])))

    def _on_XiaoXiangGong(self, e: Any, c: Any) -> None:
        self.seats[e.seat].xiaoxianggong = True

    def _on_ChanAnnounced(self, e: Any, c: Any) -> None:
        self.chan = e

    def _on_KongScored(self, e: Any, c: Any) -> None:
        self.kong_events.append(e)   # paid with the hand: the scores change at Settled

    # ------------------------------------------------------------------ 苏州
    def _on_HandDoubled(self, e: Any, c: Any) -> None:
        self.doubled = e

    def _on_FlowerTally(self, e: Any, c: Any) -> None:
        seat = self.seats[e.seat]
        seat.hua_public = e.hua_public
        seat.hua = e.hua

    def _on_HuaSettlement(self, e: Any, c: Any) -> None:
        self.hua_settlements.append(e)

    def _on_DilingNext(self, e: Any, c: Any) -> None:
        self.diling_next = e
