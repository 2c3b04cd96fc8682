"""How the table model applies each common event (the rows of common_events.py): it moves
tiles where the event says they went and notes every move in the `Change` (from where, to where)
so the planner can fly them. A variant's own events are applied by its presenter
(game/client/variants/<name>.py) in the same form: `apply(model, event, change)`."""
from __future__ import annotations

from typing import Optional

from game.client.display.layout import side_of
from game.client.presenting.table_data import TableData
from game.client.presenting.table_state import Change, MeldView, Move, SeatState, Slot, TableTile, sort_key
from rules import events as ev
from rules.melds import MeldKind
from rules.tiles import WIND_LETTERS, Tile
from rules.wall import WallPos

LEFT, OPPOSITE = 3, 2                                # screen sides of 上家 and 对家 (layout.py)


def seats_drawn(model: TableData, e: ev.SeatsDrawn, c: Change) -> None:
    """打风: each player's seat, the winds flying from the centre to the plates."""
    model.phase = "seats"
    model.seat_winds_drawn = tuple(e.winds)
    model.seat_of_player = [WIND_LETTERS.index(w) for w in e.winds]
    # until the hand names its dealer (四川 throws for him) the plates show the winds drawn and
    # no dealer (a tester saw four Easts and a dealer badge during the dealer's throw)
    for seat_no, seat in enumerate(model.seats):
        seat.wind = WIND_LETTERS[seat_no]
    model.dealer_known = False
    for player, _wind in enumerate(e.winds):
        c.moves.append(Move(None, Slot("centre", model.seat_of_player[player], index=player),
                            Slot("plate", model.seat_of_player[player])))


def seats_rotated(model: TableData, e: ev.SeatsRotated, c: Change) -> None:
    """A new round: the players change seats and keep their scores."""
    scores = {p: model.seats[model.seat_of_player[p]].score for p in range(len(model.seat_of_player))}
    model.seat_of_player = list(e.seat_of_player)
    model.round_wind = e.round_wind
    for p, score in scores.items():
        model.seats[model.seat_of_player[p]].score = score


def hand_started(model: TableData, e: ev.HandStarted, c: Change) -> None:
    """A new hand: the seats, the wall and the marks start afresh (the model then adopts the hand's
    presenter, model.py)."""
    scores = [s.score for s in model.seats]
    model.seats = [SeatState(wind=w, score=sc) for w, sc in zip(e.seat_winds, scores)]
    model.variant = e.variant
    model.hand_no = e.hand_no
    model.dealer = e.dealer
    model.dealer_known = True
    model.round_wind = e.round_wind
    model.wall = {}
    model.remaining = 0
    model.dice = []
    model.dice_purposes = []
    model.break_side = None
    model.break_count = 0
    model.live_start = model.last_live = model.last_tail = None
    model.last_discard = None
    model.turn = None
    model.wins = []
    model.exhausted = False
    model.settled = None
    model.phase = "wall"
    model.reset_hand_marks()


def wall_built(model: TableData, e: ev.WallBuilt, c: Change) -> None:
    """The wall stands, every place full."""
    model.stacks_per_side = tuple(e.stacks_per_side)
    model.wall = {(side, stack, layer): True
                  for side in range(len(e.stacks_per_side)) for stack in range(e.stacks_per_side[side]) for layer in (0, 1)}
    model.wall_total = e.tiles
    model.remaining = e.tiles


def clear_finished_hand(model: TableData) -> None:
    """A throw before the next hand begins (四川's dice for the dealer): the settled hand's tiles,
    wall and dice leave the table, the seats keep their winds and scores."""
    model.seats = [SeatState(wind=s.wind, score=s.score) for s in model.seats]
    model.wall = {}
    model.remaining = 0
    model.dice, model.dice_purposes = [], []
    model.last_discard = None
    model.turn = None
    model.wins = []
    model.hand_no += 1            # the centre names the hand now being set up, not the one cleared
    model.reset_hand_marks()


def dice_rolled(model: TableData, e: ev.DiceRolled, c: Change) -> None:
    """A throw of the dice is kept (a new break's first throw clears the earlier ones); a throw
    after a settled hand clears that hand off the table first."""
    if model.phase == "over" and model.settled is not None:
        clear_finished_hand(model)
    if e.purpose == "break_seat" or not model.dice_purposes or model.phase != "dice":
        if e.purpose == "break_seat":
            model.dice, model.dice_purposes = [], []
    model.phase = "dice"
    model.dice.append(tuple(e.values))
    model.dice_purposes.append(e.purpose)


def wall_broken(model: TableData, e: ev.WallBroken, c: Change) -> None:
    """Where the wall was broken: the live end starts there."""
    model.break_side = e.side
    model.break_count = e.count
    model.live_start = (e.first.side, e.first.stack, e.first.layer)
    model.phase = "deal"


def take_wall(model: TableData, pos: WallPos, c: Change) -> tuple[int, int, int]:
    """Take the tile at `pos` off the wall (noted in the change); its key."""
    key = (pos.side, pos.stack, pos.layer)
    if model.wall.get(key):
        model.wall[key] = False
        c.removed_wall.append(key)
    model.remaining = max(0, model.remaining - 1)
    return key


def wall_slot(key: tuple[int, int, int]) -> Slot:
    """The table place of a wall key."""
    return Slot("wall", key[0], index=key[1], sub=key[2])


def tiles_dealt(model: TableData, e: ev.TilesDealt, c: Change) -> None:
    """Tiles dealt from the wall into a hand, sorted."""
    seat = model.seats[e.seat]
    new: list[tuple[TableTile, tuple[int, int, int]]] = []
    for tile, kind, pos in zip(e.tiles, e.kinds, e.positions):
        key = take_wall(model, pos, c)
        model.last_live = key
        t = TableTile(tile, kind)
        seat.hand.append(t)
        new.append((t, key))
    model.sort_hand(e.seat)
    # Destinations: where each tile sits in the hand after this deal step.
    n = len(seat.hand)
    for t, key in new:
        index = next(i for i, h in enumerate(seat.hand) if h is t)
        c.moves.append(Move(t.kind, wall_slot(key), Slot("hand", e.seat, index=index, count=n),
                            face_up=False))


def tile_drawn(model: TableData, e: ev.TileDrawn, c: Change) -> None:
    """A tile drawn from the wall, kept apart from the hand."""
    key = take_wall(model, e.position, c)
    if e.source == "tail":
        model.last_tail = key
    else:
        model.last_live = key
    model.remaining = e.remaining
    seat = model.seats[e.seat]
    if seat.drawn is not None:  # a replacement after a flower or kong: keep the newest apart
        seat.hand.append(seat.drawn)
        model.sort_hand(e.seat)
    seat.drawn = TableTile(e.tile, e.kind)
    model.turn = e.seat
    if model.phase in ("deal", "dice", "wall") and e.reason == "turn":
        model.phase = "play"
    elif model.phase == "over" and model.settled is None and not model.exhausted:
        model.phase = "play"   # 血战到底: play goes on after a win
    c.moves.append(Move(e.kind, wall_slot(key),
                        Slot("hand", e.seat, index=len(seat.hand), count=len(seat.hand) + 1, drawn=True),
                        face_up=False))


def flower_replaced(model: TableData, e: ev.FlowerReplaced, c: Change) -> None:
    """A flower set aside face up."""
    seat = model.seats[e.seat]
    src = model.remove_concealed(e.seat, e.tile, e.kind, prefer_drawn=True)
    seat.flowers.append(TableTile(e.tile, e.kind))
    c.moves.append(Move(e.kind, src, Slot("flower", e.seat, index=len(seat.flowers) - 1)))


def discarded(model: TableData, e: ev.Discarded, c: Change) -> None:
    """A tile from a hand to its river (every tile held apart joins its hand)."""
    seat = model.seats[e.seat]
    src = model.remove_concealed(e.seat, e.tile, e.kind, prefer_drawn=e.from_draw)
    # After a discard nobody holds a tile apart (补花 replacements of the deal included);
    # a winner who left play (血战) keeps his winning tile apart.
    for seat_no, other in enumerate(model.seats):
        if not other.out:
            model.merge_drawn(seat_no)
    seat.river.append(TableTile(e.tile, e.kind))
    model.last_discard = (e.seat, len(seat.river) - 1)
    model.turn = e.seat
    if model.phase != "over":
        model.phase = "play"
    c.moves.append(Move(e.kind, src, Slot("river", e.seat, index=len(seat.river) - 1)))


def sideways_index(model: TableData, owner: int, from_seat: int, size: int) -> int:
    """The claimed tile lies at the side of the seat it came from: 上家 left, 对家 middle,
    下家 right."""
    rel = side_of(from_seat, owner, len(model.seats))
    if rel == LEFT:
        return 0
    if rel == OPPOSITE:
        return 1
    return size - 1


def claimed(model: TableData, e: ev.Claimed, c: Change) -> None:
    """A claimed discard and the hand's tiles become a meld, the claimed tile turned toward its giver."""
    owner = model.seats[e.seat]
    giver = model.seats[e.from_seat]
    # The claimed tile leaves the discarder's river (it is the last discard).
    river_index = next((i for i in range(len(giver.river) - 1, -1, -1) if giver.river[i].id == e.tile),
                       len(giver.river) - 1)
    src_river = Slot("river", e.from_seat, index=river_index)
    if giver.river:
        giver.river.pop(river_index)
    model.last_discard = None
    hand_moves = []
    for tile, kind in zip(e.tiles, e.kinds):
        if tile == e.tile:
            continue
        hand_moves.append((kind, model.remove_concealed(e.seat, tile, kind, prefer_drawn=False)))
    model.merge_drawn(e.seat)
    # Lay the meld in the owner's left-to-right order, claimed tile turned toward its giver.
    others = [TableTile(t, k) for t, k in zip(e.tiles, e.kinds) if t != e.tile]
    others.sort(key=sort_key)
    side_at = sideways_index(model, e.seat, e.from_seat, len(e.tiles))
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
    model.turn = e.seat


def kong_declared(model: TableData, e: ev.KongDeclared, c: Change) -> None:
    """An added kong (onto its pung) or a concealed kong laid face down."""
    owner = model.seats[e.seat]
    if e.kong == "added":
        kind = next((k for k in e.kinds if k is not None), None)
        meld_no = next((i for i, m in enumerate(owner.melds)
                        if m.claim == "pung" and m.tiles and m.tiles[0].kind == kind), None)
        known_ids = set()
        if meld_no is not None:
            known_ids = {t.id for t in owner.melds[meld_no].tiles}
        added_id = next((t for t in e.tiles if t not in known_ids), e.tiles[-1] if e.tiles else None)
        src = model.remove_concealed(e.seat, added_id, kind, prefer_drawn=False)
        model.merge_drawn(e.seat)
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
    srcs: list[tuple[Optional[Tile], Slot]] = []
    for tile, kind in zip(e.tiles, e.kinds):
        srcs.append((kind, model.remove_concealed(e.seat, tile, kind, prefer_drawn=tile is None and not srcs)))
    model.merge_drawn(e.seat)
    tiles = [TableTile(t, k) for t, k in zip(e.tiles, e.kinds)]
    owner.melds.append(MeldView("concealed_kong", tiles))
    m = len(owner.melds) - 1
    for i, (kind, src) in enumerate(srcs):
        c.moves.append(Move(kind, src, Slot("meld", e.seat, index=m, sub=i), face_up=False))


def kong_robbed(model: TableData, e: ev.KongRobbed, c: Change) -> None:
    """The robbed tile leaves the added kong for the robber's hand."""
    victim = model.seats[e.from_seat]
    for m_no, meld in enumerate(victim.melds):
        if meld.added is not None and (meld.added.id == e.tile or meld.added.kind == e.kind):
            src = Slot("meld", e.from_seat, index=m_no, sub=(meld.sideways or 0) + 1)
            meld.added = None
            meld.claim = "pung"
            robber = model.seats[e.seat]
            model.merge_drawn(e.seat)
            robber.drawn = TableTile(e.tile, e.kind)
            c.moves.append(Move(e.kind, src, Slot("hand", e.seat, index=len(robber.hand),
                                                  count=len(robber.hand) + 1, drawn=True)))
            break


def won(model: TableData, e: ev.Won, c: Change) -> None:
    """The winning hand laid face up, the winning tile apart."""
    model.wins.append(e)
    seat = model.seats[e.seat]
    seat.win_order = len(model.wins)
    # Show the whole winning hand face up: concealed tiles sorted, the winning tile apart.
    rest = [TableTile(t, k) for t, k in zip(e.hand, e.hand_kinds)]
    win_index = next((i for i, t in enumerate(rest) if t.id == e.tile), None)
    if win_index is not None:
        rest.pop(win_index)
    rest.sort(key=sort_key)
    echo = False
    if not e.self_drawn and e.from_seat is not None:
        giver = model.seats[e.from_seat]
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
            model.last_discard = None
        held = seat.drawn is not None and seat.drawn.id == e.tile
        # 一炮多响: the tile already went to an earlier winner; this one shows a copy of it.
        echo = not found and not held and any(
            s.drawn is not None and s.drawn.id == e.tile for n, s in enumerate(model.seats) if n != e.seat)
    seat.hand = rest
    seat.drawn = TableTile(e.tile, e.kind, echo=echo)
    seat.revealed = True
    if e.melds:
        seat.melds = [meld_view(model, e.seat, tm) for tm in e.melds]
    model.phase = "over"


def meld_view(model: TableData, owner: int, tm: ev.TableMeld) -> MeldView:
    """A meld of a revealed hand as the table lays it."""
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
    side_at = 0 if claim == "chow" else sideways_index(model, owner, tm.from_seat, size)
    tiles = others[:side_at] + [claimed] + others[side_at:]
    return MeldView(claim, tiles, tm.from_seat, tm.claimed, side_at, added)


def hand_exhausted(model: TableData, e: ev.HandExhausted, c: Change) -> None:
    """The wall ran out."""
    model.exhausted = True
    model.phase = "over"


def hands_revealed(model: TableData, e: ev.HandsRevealed, c: Change) -> None:
    """Every hand laid face up (the winners' are already)."""
    for seat_no, (ids, kinds, melds) in enumerate(zip(e.hands, e.hand_kinds, e.melds)):
        seat = model.seats[seat_no]
        if any(w.seat == seat_no for w in model.wins):
            continue  # the winner's hand is already laid out with its winning tile apart
        seat.hand = sorted((TableTile(t, k) for t, k in zip(ids, kinds)), key=sort_key)
        seat.drawn = None
        seat.revealed = True
        if melds:
            seat.melds = [meld_view(model, seat_no, tm) for tm in melds]


def settled(model: TableData, e: ev.Settled, c: Change) -> None:
    """The hand is paid: the new scores."""
    model.settled = e
    for seat, score in zip(model.seats, e.scores):
        seat.score = score
    model.phase = "over"
