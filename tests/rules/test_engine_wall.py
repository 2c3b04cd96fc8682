"""The wall geometry, the deal, action records, event masking, the variant registry."""
import json

import pytest

from rules.actions import (ActionBase, AddedKong, Chow, ConcealedKong, Discard, Kong, Pass, Pung, Win,
                           action_from_json)
from rules.engine import HandConfig, new_hand
from rules.errors import NotationError
from rules.events import DiceRolled, KongDeclared, TileDrawn, TilesDealt, WallBroken
from rules.tiles import Tile
from rules.variants.registry import all_variants, get_variant
from rules.wall import Wall, WallPos, break_count, build_layout, clockwise_stacks, deal_schedule

GB = get_variant("guobiao")
STACKS = (18, 18, 18, 18)


def test_break_counts_seats_from_the_dealer_then_stacks_with_both_throws():
    # dealer 0 throws 3+4 = 7: seats 0,1,2,3,0,1,2 -> seat 2 throws again (2+5): 14 stacks
    assert break_count(0, ((3, 4), (2, 5))) == (2, 14)
    assert break_count(1, ((1, 1), (6, 6))) == (2, 14)       # 2 counts to the dealer's right
    assert break_count(3, ((2, 2), (1, 1))) == (2, 6)        # 4 -> the dealer's left (上家)
    assert break_count(0, ((3, 4),)) == (2, 7)               # the single-throw method


def test_ring_starts_after_the_counted_stacks_and_runs_clockwise():
    layout = build_layout(list(range(144)), STACKS)
    wall = Wall.after_break(layout, STACKS, side=2, count=14)
    assert wall.pos(0) == WallPos(2, 14, 0) and wall.pos(1) == WallPos(2, 14, 1)
    assert wall.ring[3] == (2, 17) and wall.ring[4] == (1, 0)   # on to the wall on side 2's left
    assert wall.ring[-1] == (2, 13)                            # the counted stacks are the tail
    assert wall.tiles[0] == layout[(2, 14, 0)]
    # a count beyond the wall's length spills into the next wall clockwise
    spill = Wall.after_break(layout, STACKS, side=2, count=20)
    assert spill.pos(0) == WallPos(1, 2, 0)


def test_clockwise_order_visits_every_stack_once():
    order = clockwise_stacks((14, 13, 14, 13), 1)
    assert len(order) == len(set(order)) == 54
    assert order[0] == (1, 0) and order[13] == (0, 0) and order[-1] == (2, 13)


def test_live_end_takes_top_then_bottom_and_tail_takes_the_last_stack_top_first():
    wall = Wall.stacked(tuple((0, k) for k in range(4)), tuple(range(100, 108)))
    wall, t, p = wall.draw_live()
    assert (t, p) == (100, 0)
    wall, t, p = wall.draw_tail()
    assert (t, p) == (106, 6)          # top of the last stack
    wall, t, p = wall.draw_tail()
    assert (t, p) == (107, 7)          # then its bottom
    wall, t, p = wall.draw_tail()
    assert (t, p) == (104, 4)
    assert wall.remaining() == 4 and wall.remaining_positions() == (1, 2, 3, 5)


@pytest.mark.parametrize("pattern", ["LTLTLTLT", "TTTTLLLL", "LLLTTTLL", "TLTLTLTL", "LLLLLLLT"])
def test_live_and_tail_meet_without_losing_or_repeating_a_tile(pattern):
    wall = Wall.stacked(tuple((0, k) for k in range(4)), tuple(range(8)))
    seen = []
    for step in pattern:
        wall, t, p = wall.draw_live() if step == "L" else wall.draw_tail()
        assert t == p
        seen.append(t)
    assert sorted(seen) == list(range(8)) and wall.remaining() == 0
    with pytest.raises(ValueError, match="empty"):
        wall.draw_live()


def test_reserve_keeps_live_draws_off_the_tail():
    wall = Wall.stacked(tuple((0, k) for k in range(2)), tuple(range(4)))
    wall = Wall(wall.ring, wall.tiles, 0, 4, -1, reserve=3)
    assert wall.live_remaining() == 1
    wall, _, _ = wall.draw_live()
    assert wall.live_remaining() == 0 and wall.remaining() == 3
    wall, t, _ = wall.draw_tail()
    assert t == 2 and wall.reserve == 2


def test_deal_schedule_is_4_4_4_then_the_dealer_jumps():
    schedule = deal_schedule(13, 4)
    got = {}
    for _rnd, seat, picks in schedule:
        got.setdefault(seat, []).extend(picks)
    assert got[0] == [0, 1, 2, 3, 16, 17, 18, 19, 32, 33, 34, 35, 48, 52]
    assert got[1] == [4, 5, 6, 7, 20, 21, 22, 23, 36, 37, 38, 39, 49]
    assert got[3][-1] == 51
    assert sorted(p for ps in got.values() for p in ps) == list(range(53))
    with pytest.raises(ValueError):
        deal_schedule(12, 4)


def test_new_hand_is_deterministic_and_reports_dice_break_and_positions():
    config = HandConfig(seed="abc", hand_no=3, dealer=1)
    s1, e1 = new_hand(GB, config)
    s2, e2 = new_hand(GB, config)
    assert [e.to_json() for e in e1] == [e.to_json() for e in e2]
    s3, _ = new_hand(GB, HandConfig(seed="abc", hand_no=4, dealer=1))
    assert s3.wall.tiles != s1.wall.tiles
    dice = [e for e in e1 if isinstance(e, DiceRolled)]
    assert [d.purpose for d in dice] == ["break_seat", "break_stacks"] and dice[0].seat == 1
    side, count = break_count(1, [d.values for d in dice])
    assert dice[1].seat == side
    broken = next(e for e in e1 if isinstance(e, WallBroken))
    assert (broken.side, broken.count) == (side, count)
    dealt = [e for e in e1 if isinstance(e, TilesDealt)]
    assert len(dealt) == 16 and dealt[0].seat == 1 and dealt[0].positions[0] == s1.wall.pos(0)
    assert dealt[12].seat == 1 and len(dealt[12].tiles) == 2       # the jump
    assert dealt[12].positions[1] == s1.wall.pos(52)


def test_single_throw_option_rolls_once():
    _, events = new_hand(GB, HandConfig(seed=1, options={"break_throws": 1}))
    assert [e.purpose for e in events if isinstance(e, DiceRolled)] == ["break_seat"]


def test_bad_options_and_config_are_refused_clearly():
    with pytest.raises(ValueError, match="no option 'nonsense'"):
        new_hand(GB, HandConfig(options={"nonsense": 1}))
    with pytest.raises(ValueError, match="cannot be 3"):
        new_hand(GB, HandConfig(options={"break_throws": 3}))
    with pytest.raises(ValueError, match="dealer"):
        new_hand(GB, HandConfig(dealer=4))


ACTIONS = [Discard(0, 17), Chow(1, (4, 9)), Pung(2, (40, 41)), Kong(3, (40, 41, 42)), AddedKong(0, 7),
           ConcealedKong(1, Tile.parse("7z")), Win(2), Pass(3)]


@pytest.mark.parametrize("action", ACTIONS, ids=lambda a: a.TYPE)
def test_actions_round_trip_through_json(action):
    text = json.dumps(action.to_json())
    assert action_from_json(json.loads(text)) == action
    assert type(action).from_json(json.loads(text)) == action
    assert ActionBase.from_json(json.loads(text)) == action


@pytest.mark.parametrize("entry, fragment", [
    ("discard", "must be a JSON object"),
    ({"type": "fly", "seat": 0}, "unknown action type 'fly'"),
    ({"type": "discard", "tile": 3}, "'seat' must be an integer"),
    ({"type": "discard", "seat": 7, "tile": 3}, "seat must be 0..3"),
    ({"type": "discard", "seat": 1, "tile": "5m"}, "'tile' must be an integer"),
    ({"type": "chow", "seat": 1, "tiles": [1]}, "list of 2 integers"),
    ({"type": "concealed_kong", "seat": 1, "kind": "0m"}, "'0m'"),
])
def test_bad_log_entries_say_what_is_wrong(entry, fragment):
    with pytest.raises(NotationError, match=fragment):
        action_from_json(entry)


def test_from_json_of_a_kind_refuses_another_kind():
    with pytest.raises(NotationError, match="expected a discard"):
        Discard.from_json({"type": "pass", "seat": 1})


def test_hidden_tiles_are_masked_for_other_seats_only():
    drawn = TileDrawn(1, 17, Tile.parse("5m"), "live", "turn", WallPos(0, 3, 1), 80)
    assert drawn.masked_for(1) == drawn
    other = drawn.masked_for(2)
    assert other.tile is None and other.kind is None and other.position == drawn.position
    assert other.to_json()["kind"] == "?" and other.to_json()["tile"] is None
    kong = KongDeclared(0, "concealed", (0, 1, 2, 3), (Tile.parse("1m"),) * 4)
    assert kong.masked_for(3).tiles == (None,) * 4 and kong.masked_for(0) == kong
    added = KongDeclared(0, "added", (0, 1, 2, 3), (Tile.parse("1m"),) * 4)
    assert added.masked_for(3) == added
    dealt = TilesDealt(1, 2, (5, 6), (Tile.parse("2m"), Tile.parse("2m")), (WallPos(0, 0, 0), WallPos(0, 0, 1)))
    assert dealt.masked_for(0).to_json()["kinds"] == ["?", "?"] and dealt.masked_for(2) == dealt


def test_registry_finds_variants_by_alias_and_lists_known_ones():
    assert get_variant("国标") is get_variant("mcr") is get_variant(" GuoBiao ") is GB
    assert GB in all_variants()
    with pytest.raises(ValueError, match="guobiao"):
        get_variant("mahjong-of-mars")


def test_every_option_default_is_one_of_its_choices_and_documented():
    for variant in all_variants():
        for opt in variant.options:
            assert opt.default in opt.choices and len(opt.doc) > 20
        assert variant.resolve_options() == {o.key: o.default for o in variant.options}
