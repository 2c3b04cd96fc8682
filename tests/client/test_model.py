"""The table model, fed whole simulated hands: tile counts stay consistent after every event and
the final table equals the engine's state (rivers, melds, flowers, hands)."""
import pytest

from game.client.presenting.model import TableModel
from game.session import MatchSession
from rules.events import Claimed, Discarded, KongDeclared, TileDrawn, TilesDealt


def play_hand(seed, bot_kind, viewer=0):
    session = MatchSession(variant="guobiao", seed=seed, human=None, bot_kind=bot_kind)
    while session.step():
        pass
    return session, session.poll_events(viewer)


def _check_counts(model, event):
    total = model.table_tile_count()
    assert total == model.wall_total, f"{total} tiles on the table after {event}"
    if model.phase == "play":
        for seat_no, seat in enumerate(model.seats):
            size = seat.concealed_count() + 3 * len(seat.melds)
            assert size in (13, 14), f"seat {seat_no} holds {size} after {event}"
        # Only the seat whose turn it is holds a tile apart.
        apart = [s for s, seat in enumerate(model.seats) if seat.drawn is not None]
        assert len(apart) <= 1, apart


CASES = [(seed, "random") for seed in range(6)] + [(seed, "default") for seed in range(6)]


@pytest.mark.parametrize("seed,bot_kind", CASES)
@pytest.mark.parametrize("viewer", [0, 2])
def test_counts_stay_consistent_and_the_end_matches_the_engine(seed, bot_kind, viewer):
    session, events = play_hand(seed, bot_kind, viewer)
    model = TableModel(human_player=viewer)
    for event in events:
        model.apply(event)
        if model.wall_total:
            _check_counts(model, event)
    state = session.state
    for seat in range(4):
        mine = model.seats[seat]
        assert [t.id for t in mine.river] == list(state.discards[seat])
        assert [t.id for t in mine.flowers] == list(state.flowers[seat])
        model_meld_ids = sorted(t.id for m in mine.melds for t in m.drawn_tiles())
        assert model_meld_ids == sorted(t for m in state.melds[seat] for t in m.tiles)
        # After HandsRevealed every hand is known; the winner's includes the winning tile.
        held = sorted(t.id for t in mine.hand) + ([mine.drawn.id] if mine.drawn is not None else [])
        assert sorted(held) == sorted(state.hands[seat])
    assert model.settled is not None
    assert [s.score for s in model.seats] == list(model.settled.scores)


def test_masked_events_keep_other_hands_hidden_until_the_end():
    session, events = play_hand(3, "default", viewer=0)
    model = TableModel(human_player=0)
    me = session.seat_of(0)
    for event in events:
        model.apply(event)
        if type(event).__name__ in ("Won", "HandsRevealed", "HandExhausted"):
            break
        for seat_no, seat in enumerate(model.seats):
            if seat_no != me:
                assert all(t.kind is None for t in seat.hand)
            else:
                assert all(t.kind is not None for t in seat.hand)


def test_human_hand_is_sorted_and_the_drawn_tile_stays_apart():
    session, events = play_hand(5, "default", viewer=0)
    model = TableModel(human_player=0)
    me = session.seat_of(0)
    seen_draw = False
    for event in events:
        model.apply(event)
        seat = model.seats[me]
        kinds = [t.kind.index for t in seat.hand]
        assert kinds == sorted(kinds)
        if isinstance(event, TileDrawn) and event.seat == me and event.reason == "turn":
            assert seat.drawn is not None and seat.drawn.id == event.tile
            seen_draw = True
    assert seen_draw


def test_changes_name_where_tiles_went():
    session, events = play_hand(1, "random", viewer=0)
    model = TableModel(human_player=0)
    kinds_seen = set()
    for event in events:
        change = model.apply(event)
        if isinstance(event, TilesDealt):
            assert len(change.moves) == len(event.tiles)
            assert all(m.src.where == "wall" and m.dst.where == "hand" for m in change.moves)
            kinds_seen.add("deal")
        elif isinstance(event, Discarded):
            (move,) = change.moves
            assert move.dst.where == "river" and move.dst.index == len(model.seats[event.seat].river) - 1
            kinds_seen.add("discard")
        elif isinstance(event, Claimed):
            assert change.moves[0].src.where == "river" and change.moves[0].dst.where == "meld"
            assert len(change.moves) == len(event.tiles)
            kinds_seen.add("claim")
        elif isinstance(event, TileDrawn):
            assert change.removed_wall == [(event.position.side, event.position.stack, event.position.layer)]
        elif isinstance(event, KongDeclared):
            assert change.moves
    assert {"deal", "discard", "claim"} <= kinds_seen


def test_claimed_tile_lies_toward_its_giver():
    for seed in range(8):
        session, events = play_hand(seed, "random", viewer=0)
        model = TableModel(human_player=0)
        for event in events:
            model.apply(event)
            if isinstance(event, Claimed):
                meld = model.seats[event.seat].melds[-1]
                rel = (event.from_seat - event.seat) % 4
                expected = {3: 0, 2: 1, 1: len(meld.tiles) - 1}[rel]
                assert meld.sideways == expected
                assert meld.tiles[meld.sideways].id == event.tile
                return
    pytest.fail("no claim in eight random hands")
