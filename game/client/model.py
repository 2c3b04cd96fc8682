"""What the table shows, changed only by `model.apply(event)`.

The model mirrors the events the human seat may see (masked events: another seat's tiles are
None). It decides nothing: it moves tiles where the events say they went, and returns a `Change`
naming every tile that moved (from where, to where) so animation planning can fly it.

The common events are applied here; a variant's own events by its presenter
(game/client/variants/<name>.py), found by the event's class. The presenter of the hand's
variant keeps that variant's state of the table (`variant_state`: 定缺, 坐庄 ...) and answers
what the common code asks of the variant (plate marks, formula ...).

Seats are engine seats 0 .. seats−1 (the number of players the session names); `seat_of_player`
maps players (the session's ids) to seats after 打风. The wall keeps rules/wall.py's numbering:
(side, stack from the owner's right, layer 0 top).
"""
from __future__ import annotations

from typing import Callable, Optional

from rules import events as ev
from rules.events import Event
from rules.melds import MeldKind
from rules.tiles import WIND_LETTERS, Tile
from rules.wall import WallPos

from . import lang
from .layout import seat_on_side, side_of
from .table_state import Change, MeldView, Move, Piles, SeatState, SeatThrow, Slot, TableTile, sort_key
from .variants import presenter_for, presenter_of
from .variants.base import Presenter

DEFAULT_NAMES = ("东家", "南家", "西家", "北家")   # before the session names the players
LEFT, OPPOSITE = 3, 2                                # screen sides of 上家 and 对家 (layout.py)


class TableModel:
    """The whole visible table. `apply(event) -> Change` is the only way it changes."""

    def __init__(self, human_player: Optional[int] = 0, names: Optional[list[str]] = None,
                 scores: Optional[list[int]] = None, viewer: Optional[int] = None) -> None:
        self.human_player = human_player
        # Whose events these are (masked for him): he sits at the bottom. Defaults to the human.
        self.viewer = human_player if viewer is None else viewer
        self.names = list(names or DEFAULT_NAMES)
        self.seat_of_player: list[int] = list(range(len(self.names)))
        self.seats = [SeatState() for _ in self.names]
        if scores:
            for seat, score in zip(self.seats, scores):
                seat.score = score
        self.variant = ""
        self.hand_no = 0
        self.dealer = 0
        self.round_wind = "E"
        self.seat_winds_drawn: Optional[tuple[str, ...]] = None   # 打风 result per player
        self.seat_throw: Optional[SeatThrow] = None               # 打风 decided by the dice
        self.stacks_per_side: tuple[int, ...] = ()
        self.wall: dict[tuple[int, int, int], bool] = {}
        self.wall_total = 0
        self.remaining = 0
        self.dice: list[tuple[int, ...]] = []
        self.dice_purposes: list[str] = []
        self.break_side: Optional[int] = None
        self.break_count = 0
        self.live_start: Optional[tuple[int, int, int]] = None
        self.last_live: Optional[tuple[int, int, int]] = None
        self.last_tail: Optional[tuple[int, int, int]] = None
        self.last_discard: Optional[tuple[int, int]] = None        # (seat, river index)
        self.turn: Optional[int] = None
        self.wins: list[ev.Won] = []
        self.exhausted = False
        self.settled: Optional[ev.Settled] = None
        self.phase = "idle"   # idle, seats, wall, dice, deal, play, over
        self.events_seen = 0
        self.presenter: Presenter = presenter_for("")
        self.variant_state: object = None    # the presenter's own state of this hand
        self._reset_hand_marks()

    def _reset_hand_marks(self) -> None:
        # Wildcards (混) and a tile lying face up on its stack, as a variant's events set them.
        self.hun: tuple[Tile, ...] = ()
        self.hun_indicator: Optional[TableTile] = None
        self.hun_key: Optional[tuple[int, int, int]] = None
        # A wall split in two piles drawn apart (a table of two), as a variant's event sets it.
        self.piles: Optional[Piles] = None

    def _adopt(self, presenter: Presenter) -> None:
        """Present the hand's variant with `presenter` (its state new)."""
        self.presenter = presenter
        self.variant_state = presenter.new_state(self)

    # ------------------------------------------------------------------ seats
    @property
    def human_seat(self) -> Optional[int]:
        """The human's seat (None when bots play alone)."""
        if self.human_player is None:
            return None
        return self.seat_of_player[self.human_player]

    @property
    def bottom_seat(self) -> int:
        """The seat drawn at the bottom of the screen: the viewer's (seat 0 if there is none)."""
        if self.viewer is None:
            return 0
        return self.seat_of_player[self.viewer]

    def side_of(self, seat: int) -> int:
        """The screen side `seat` is drawn on (0 bottom, 1 right, 2 top, 3 left)."""
        return side_of(seat, self.bottom_seat, len(self.seats))

    def seat_on_side(self, side: int) -> Optional[int]:
        """The seat drawn on screen side `side` (None where nobody sits)."""
        return seat_on_side(side, self.bottom_seat, len(self.seats))

    def player_at(self, seat: int) -> int:
        """The player (the session's id) at `seat`."""
        return self.seat_of_player.index(seat)

    def name_at(self, seat: int) -> str:
        """The name of the player at `seat` as shown (the bots' names in English in English)."""
        return lang.person(self.names[self.player_at(seat)])

    def wall_count(self) -> int:
        """Tiles still standing in the wall."""
        return sum(1 for present in self.wall.values() if present)

    def pile_count(self, pile: int) -> int:
        """Tiles still standing in one pile of a split wall (0 when the wall is not split)."""
        if self.piles is None:
            return 0
        return sum(1 for key in self.piles.keys_of(pile) if self.wall.get(key))

    def table_tile_count(self) -> int:
        """Every physical tile that is somewhere on the table (wall, hands, melds, flowers, rivers)."""
        total = self.wall_count() + (1 if self.hun_indicator is not None else 0)
        for s in self.seats:
            total += s.concealed_count() + s.meld_tile_count() + len(s.flowers) + len(s.river)
            total -= sum(1 for t in s.hand + ([s.drawn] if s.drawn else []) if t.echo)
        return total

    def hun_indices(self) -> frozenset[int]:
        """The kind indices of the wildcards (混), for the painter's mark."""
        return frozenset(k.index for k in self.hun)

    def is_hun(self, kind: Optional[Tile]) -> bool:
        """`kind` is a wildcard (混) of this hand."""
        return kind is not None and kind in self.hun

    # ------------------------------------------------------------------ apply
    def apply(self, event: Event) -> Change:
        """Apply one event (a common one here, a variant's by its presenter); what moved."""
        self.events_seen += 1
        change = Change(event)
        common = _APPLIERS.get(type(event))
        if common is not None:
            common(self, event, change)
            return change
        owner = presenter_of(type(event))
        if owner is not None:
            if owner is not self.presenter:     # a variant's event before its first hand (打风)
                self._adopt(owner)
            owner.apply(self, event, change)
        return change

    def _on_SeatsDrawn(self, e: ev.SeatsDrawn, c: Change) -> None:
        self.phase = "seats"
        self.seat_winds_drawn = tuple(e.winds)
        self.seat_of_player = [WIND_LETTERS.index(w) for w in e.winds]
        for player, _wind in enumerate(e.winds):
            c.moves.append(Move(None, Slot("centre", self.seat_of_player[player], index=player),
                                Slot("plate", self.seat_of_player[player])))

    def _on_SeatsRotated(self, e: ev.SeatsRotated, c: Change) -> None:
        scores = {p: self.seats[self.seat_of_player[p]].score for p in range(len(self.seat_of_player))}
        self.seat_of_player = list(e.seat_of_player)
        self.round_wind = e.round_wind
        for p, score in scores.items():
            self.seats[self.seat_of_player[p]].score = score

    def _on_HandStarted(self, e: ev.HandStarted, c: Change) -> None:
        scores = [s.score for s in self.seats]
        self.seats = [SeatState(wind=w, score=sc) for w, sc in zip(e.seat_winds, scores)]
        self.variant = e.variant
        self.hand_no = e.hand_no
        self.dealer = e.dealer
        self.round_wind = e.round_wind
        self.wall = {}
        self.remaining = 0
        self.dice = []
        self.dice_purposes = []
        self.break_side = None
        self.break_count = 0
        self.live_start = self.last_live = self.last_tail = None
        self.last_discard = None
        self.turn = None
        self.wins = []
        self.exhausted = False
        self.settled = None
        self.phase = "wall"
        self._reset_hand_marks()
        self._adopt(presenter_for(e.variant))

    def _on_WallBuilt(self, e: ev.WallBuilt, c: Change) -> None:
        self.stacks_per_side = tuple(e.stacks_per_side)
        self.wall = {(side, stack, layer): True
                     for side in range(len(e.stacks_per_side)) for stack in range(e.stacks_per_side[side]) for layer in (0, 1)}
        self.wall_total = e.tiles
        self.remaining = e.tiles

    def _on_DiceRolled(self, e: ev.DiceRolled, c: Change) -> None:
        if e.purpose == "break_seat" or not self.dice_purposes or self.phase != "dice":
            if e.purpose == "break_seat":
                self.dice, self.dice_purposes = [], []
        self.phase = "dice"
        self.dice.append(tuple(e.values))
        self.dice_purposes.append(e.purpose)

    def _on_WallBroken(self, e: ev.WallBroken, c: Change) -> None:
        self.break_side = e.side
        self.break_count = e.count
        self.live_start = (e.first.side, e.first.stack, e.first.layer)
        self.phase = "deal"

    def _take_wall(self, pos: WallPos, c: Change) -> tuple[int, int, int]:
        key = (pos.side, pos.stack, pos.layer)
        if self.wall.get(key):
            self.wall[key] = False
            c.removed_wall.append(key)
        self.remaining = max(0, self.remaining - 1)
        return key

    def _wall_slot(self, key: tuple[int, int, int]) -> Slot:
        return Slot("wall", key[0], index=key[1], sub=key[2])

    def _on_TilesDealt(self, e: ev.TilesDealt, c: Change) -> None:
        seat = self.seats[e.seat]
        new: list[tuple[TableTile, tuple[int, int, int]]] = []
        for tile, kind, pos in zip(e.tiles, e.kinds, e.positions):
            key = self._take_wall(pos, c)
            self.last_live = key
            t = TableTile(tile, kind)
            seat.hand.append(t)
            new.append((t, key))
        self.sort_hand(e.seat)
        # Destinations: where each tile sits in the hand after this deal step.
        n = len(seat.hand)
        for t, key in new:
            index = next(i for i, h in enumerate(seat.hand) if h is t)
            c.moves.append(Move(t.kind, self._wall_slot(key), Slot("hand", e.seat, index=index, count=n),
                                face_up=False))

    def _on_TileDrawn(self, e: ev.TileDrawn, c: Change) -> None:
        key = self._take_wall(e.position, c)
        if e.source == "tail":
            self.last_tail = key
        else:
            self.last_live = key
        self.remaining = e.remaining
        seat = self.seats[e.seat]
        if seat.drawn is not None:  # a replacement after a flower or kong: keep the newest apart
            seat.hand.append(seat.drawn)
            self.sort_hand(e.seat)
        seat.drawn = TableTile(e.tile, e.kind)
        self.turn = e.seat
        if self.phase in ("deal", "dice", "wall") and e.reason == "turn":
            self.phase = "play"
        elif self.phase == "over" and self.settled is None and not self.exhausted:
            self.phase = "play"   # 血战到底: play goes on after a win
        c.moves.append(Move(e.kind, self._wall_slot(key),
                            Slot("hand", e.seat, index=len(seat.hand), count=len(seat.hand) + 1, drawn=True),
                            face_up=False))

    def remove_concealed(self, seat_no: int, tile: Optional[int], kind: Optional[Tile],
                          prefer_drawn: bool) -> Slot:
        """Take one tile out of a hand; returns where it was (before removal)."""
        seat = self.seats[seat_no]
        count = seat.concealed_count()
        drawn = seat.drawn
        if drawn is not None and ((tile is not None and drawn.id == tile) or
                                  (drawn.id is None and prefer_drawn)):
            seat.drawn = None
            return Slot("hand", seat_no, index=len(seat.hand), count=count, drawn=True)
        index = None
        if tile is not None:
            index = next((i for i, t in enumerate(seat.hand) if t.id == tile), None)
        if index is None and kind is not None:
            index = next((i for i, t in enumerate(seat.hand) if t.id is None and t.kind == kind), None)
        if index is None:
            hidden = [i for i, t in enumerate(seat.hand) if t.id is None]
            if hidden:
                # Which face-down tile leaves is not known: pick one spread along the hand.
                index = hidden[(tile or 0) % len(hidden)] if tile is not None else hidden[len(hidden) // 2]
        if index is None and drawn is not None:
            seat.drawn = None
            return Slot("hand", seat_no, index=len(seat.hand), count=count, drawn=True)
        if index is None:
            raise ValueError(f"seat {seat_no} has no tile {kind} ({tile}) to give up")
        seat.hand.pop(index)
        return Slot("hand", seat_no, index=index, count=count, drawn=drawn is not None)

    def merge_drawn(self, seat_no: int) -> None:
        seat = self.seats[seat_no]
        if seat.drawn is not None:
            seat.hand.append(seat.drawn)
            seat.drawn = None
        self.sort_hand(seat_no)

    def sort_hand(self, seat_no: int) -> None:
        seat = self.seats[seat_no]
        if all(t.kind is not None for t in seat.hand):
            seat.hand.sort(key=sort_key)

    def _on_FlowerReplaced(self, e: ev.FlowerReplaced, c: Change) -> None:
        seat = self.seats[e.seat]
        src = self.remove_concealed(e.seat, e.tile, e.kind, prefer_drawn=True)
        seat.flowers.append(TableTile(e.tile, e.kind))
        c.moves.append(Move(e.kind, src, Slot("flower", e.seat, index=len(seat.flowers) - 1)))

    def _on_Discarded(self, e: ev.Discarded, c: Change) -> None:
        seat = self.seats[e.seat]
        src = self.remove_concealed(e.seat, e.tile, e.kind, prefer_drawn=e.from_draw)
        # After a discard nobody holds a tile apart (补花 replacements of the deal included);
        # a winner who left play (血战) keeps his winning tile apart.
        for seat_no, other in enumerate(self.seats):
            if not other.out:
                self.merge_drawn(seat_no)
        seat.river.append(TableTile(e.tile, e.kind))
        self.last_discard = (e.seat, len(seat.river) - 1)
        self.turn = e.seat
        if self.phase != "over":
            self.phase = "play"
        c.moves.append(Move(e.kind, src, Slot("river", e.seat, index=len(seat.river) - 1)))

    def _sideways_index(self, owner: int, from_seat: int, size: int) -> int:
        """The claimed tile lies at the side of the seat it came from: 上家 left, 对家 middle,
        下家 right."""
        rel = side_of(from_seat, owner, len(self.seats))
        if rel == LEFT:
            return 0
        if rel == OPPOSITE:
            return 1
        return size - 1

    def _on_Claimed(self, e: ev.Claimed, c: Change) -> None:
        owner = self.seats[e.seat]
        giver = self.seats[e.from_seat]
        # The claimed tile leaves the discarder's river (it is the last discard).
        river_index = next((i for i in range(len(giver.river) - 1, -1, -1) if giver.river[i].id == e.tile),
                           len(giver.river) - 1)
        src_river = Slot("river", e.from_seat, index=river_index)
        if giver.river:
            giver.river.pop(river_index)
        self.last_discard = None
        hand_moves = []
        for tile, kind in zip(e.tiles, e.kinds):
            if tile == e.tile:
                continue
            hand_moves.append((kind, self.remove_concealed(e.seat, tile, kind, prefer_drawn=False)))
        self.merge_drawn(e.seat)
        # Lay the meld in the owner's left-to-right order, claimed tile turned toward its giver.
        others = [TableTile(t, k) for t, k in zip(e.tiles, e.kinds) if t != e.tile]
        others.sort(key=sort_key)
        side_at = self._sideways_index(e.seat, e.from_seat, len(e.tiles))
        if e.claim == "chow":
            side_at = 0  # a chow always comes from 上家 (the left)
        tiles = others[:side_at] + [TableTile(e.tile, e.kind)] + others[side_at:]
        meld = MeldView(e.claim, tiles, e.from_seat, e.tile, side_at)
        owner.melds.append(meld)
        m = len(owner.melds) - 1
        order = meld.drawn_tiles()
        c.moves.append(Move(e.kind, src_river, Slot("meld", e.seat, index=m, sub=side_at)))
        used = {side_at}
        for kind, src in hand_moves:
            sub = next(i for i, t in enumerate(order) if i not in used and (t.kind == kind or t.kind is None))
            used.add(sub)
            c.moves.append(Move(kind, src, Slot("meld", e.seat, index=m, sub=sub)))
        self.turn = e.seat

    def _on_KongDeclared(self, e: ev.KongDeclared, c: Change) -> None:
        owner = self.seats[e.seat]
        if e.kong == "added":
            kind = next((k for k in e.kinds if k is not None), None)
            meld_no = next((i for i, m in enumerate(owner.melds)
                            if m.claim == "pung" and m.tiles and m.tiles[0].kind == kind), None)
            known_ids = set()
            if meld_no is not None:
                known_ids = {t.id for t in owner.melds[meld_no].tiles}
            added_id = next((t for t in e.tiles if t not in known_ids), e.tiles[-1] if e.tiles else None)
            src = self.remove_concealed(e.seat, added_id, kind, prefer_drawn=False)
            self.merge_drawn(e.seat)
            if meld_no is None:  # should not happen; show the kong as a new meld rather than crash
                owner.melds.append(MeldView("kong", [TableTile(t, k) for t, k in zip(e.tiles, e.kinds)]))
                meld_no = len(owner.melds) - 1
                c.moves.append(Move(kind, src, Slot("meld", e.seat, index=meld_no, sub=0)))
                return
            meld = owner.melds[meld_no]
            meld.added = TableTile(added_id, kind)
            meld.claim = "kong"
            c.moves.append(Move(kind, src, Slot("meld", e.seat, index=meld_no, sub=(meld.sideways or 0) + 1)))
            return
        srcs = []
        for tile, kind in zip(e.tiles, e.kinds):
            srcs.append((kind, self.remove_concealed(e.seat, tile, kind, prefer_drawn=tile is None and not srcs)))
        self.merge_drawn(e.seat)
        tiles = [TableTile(t, k) for t, k in zip(e.tiles, e.kinds)]
        owner.melds.append(MeldView("concealed_kong", tiles))
        m = len(owner.melds) - 1
        for i, (kind, src) in enumerate(srcs):
            c.moves.append(Move(kind, src, Slot("meld", e.seat, index=m, sub=i), face_up=False))

    def _on_KongRobbed(self, e: ev.KongRobbed, c: Change) -> None:
        victim = self.seats[e.from_seat]
        for m_no, meld in enumerate(victim.melds):
            if meld.added is not None and (meld.added.id == e.tile or meld.added.kind == e.kind):
                src = Slot("meld", e.from_seat, index=m_no, sub=(meld.sideways or 0) + 1)
                meld.added = None
                meld.claim = "pung"
                robber = self.seats[e.seat]
                self.merge_drawn(e.seat)
                robber.drawn = TableTile(e.tile, e.kind)
                c.moves.append(Move(e.kind, src, Slot("hand", e.seat, index=len(robber.hand),
                                                      count=len(robber.hand) + 1, drawn=True)))
                break

    def _on_Won(self, e: ev.Won, c: Change) -> None:
        self.wins.append(e)
        seat = self.seats[e.seat]
        seat.win_order = len(self.wins)
        # Show the whole winning hand face up: concealed tiles sorted, the winning tile apart.
        rest = [TableTile(t, k) for t, k in zip(e.hand, e.hand_kinds)]
        win_index = next((i for i, t in enumerate(rest) if t.id == e.tile), None)
        if win_index is not None:
            rest.pop(win_index)
        rest.sort(key=sort_key)
        echo = False
        if not e.self_drawn and e.from_seat is not None:
            giver = self.seats[e.from_seat]
            found = False
            if not e.robbed_kong:
                for i in range(len(giver.river) - 1, -1, -1):
                    if giver.river[i].id == e.tile:
                        c.moves.append(Move(e.kind, Slot("river", e.from_seat, index=i),
                                            Slot("hand", e.seat, index=len(rest), count=len(rest) + 1,
                                                 drawn=True)))
                        giver.river.pop(i)
                        found = True
                        break
                self.last_discard = None
            held = seat.drawn is not None and seat.drawn.id == e.tile
            # 一炮多响: the tile already went to an earlier winner; this one shows a copy of it.
            echo = not found and not held and any(
                s.drawn is not None and s.drawn.id == e.tile for n, s in enumerate(self.seats) if n != e.seat)
        seat.hand = rest
        seat.drawn = TableTile(e.tile, e.kind, echo=echo)
        seat.revealed = True
        if e.melds:
            seat.melds = [self._meld_view(e.seat, tm) for tm in e.melds]
        self.phase = "over"

    def _meld_view(self, owner: int, tm: ev.TableMeld) -> MeldView:
        meld = tm.meld
        kinds = list(meld.tiles)
        ids = list(tm.tiles) + [None] * (len(kinds) - len(tm.tiles))
        if meld.kind is MeldKind.CONCEALED_KONG or tm.from_seat is None:
            return MeldView("concealed_kong", [TableTile(i, k) for i, k in zip(ids, kinds)])
        claimed_index = next((i for i, t in enumerate(ids) if t == tm.claimed), 0)
        claimed = TableTile(ids[claimed_index], kinds[claimed_index])
        others = [TableTile(i, k) for j, (i, k) in enumerate(zip(ids, kinds)) if j != claimed_index]
        others.sort(key=sort_key)
        added = None
        if meld.added and len(others) == 3:
            added = others.pop()
        claim = {MeldKind.CHOW: "chow", MeldKind.PUNG: "pung"}.get(meld.kind, "kong")
        size = len(others) + 1
        side_at = 0 if claim == "chow" else self._sideways_index(owner, tm.from_seat, size)
        tiles = others[:side_at] + [claimed] + others[side_at:]
        return MeldView(claim, tiles, tm.from_seat, tm.claimed, side_at, added)

    def _on_HandExhausted(self, e: ev.HandExhausted, c: Change) -> None:
        self.exhausted = True
        self.phase = "over"

    def _on_HandsRevealed(self, e: ev.HandsRevealed, c: Change) -> None:
        for seat_no, (ids, kinds, melds) in enumerate(zip(e.hands, e.hand_kinds, e.melds)):
            seat = self.seats[seat_no]
            if any(w.seat == seat_no for w in self.wins):
                continue  # the winner's hand is already laid out with its winning tile apart
            seat.hand = sorted((TableTile(t, k) for t, k in zip(ids, kinds)), key=sort_key)
            seat.drawn = None
            seat.revealed = True
            if melds:
                seat.melds = [self._meld_view(seat_no, tm) for tm in melds]

    def _on_Settled(self, e: ev.Settled, c: Change) -> None:
        self.settled = e
        for seat, score in zip(self.seats, e.scores):
            seat.score = score
        self.phase = "over"


# The common events, by class (a variant's own events are its presenter's).
_APPLIERS: dict[type[Event], Callable[..., None]] = {
    ev.SeatsDrawn: TableModel._on_SeatsDrawn,
    ev.SeatsRotated: TableModel._on_SeatsRotated,
    ev.HandStarted: TableModel._on_HandStarted,
    ev.WallBuilt: TableModel._on_WallBuilt,
    ev.DiceRolled: TableModel._on_DiceRolled,
    ev.WallBroken: TableModel._on_WallBroken,
    ev.TilesDealt: TableModel._on_TilesDealt,
    ev.TileDrawn: TableModel._on_TileDrawn,
    ev.FlowerReplaced: TableModel._on_FlowerReplaced,
    ev.Discarded: TableModel._on_Discarded,
    ev.Claimed: TableModel._on_Claimed,
    ev.KongDeclared: TableModel._on_KongDeclared,
    ev.KongRobbed: TableModel._on_KongRobbed,
    ev.Won: TableModel._on_Won,
    ev.HandExhausted: TableModel._on_HandExhausted,
    ev.HandsRevealed: TableModel._on_HandsRevealed,
    ev.Settled: TableModel._on_Settled,
}
