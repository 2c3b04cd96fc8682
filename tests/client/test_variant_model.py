"""The table model and the plate markers with 四川, 天津 and 苏州: whole simulated hands keep every
tile, and each variant marker appears once the event that makes it known has been applied."""
import pytest

from game.client.presenting.marks import plate_marks
from game.client.presenting.model import TableModel
from game.client.variants import sichuan, suzhou
from game.session import MatchSession

VARIANTS = ["sichuan", "tianjin", "suzhou"]


def bot_hand(variant, seed, viewer, options=None, bot_kind="default"):
    session = MatchSession(variant=variant, seed=seed, human=None, options=options, bot_kind=bot_kind)
    while session.step():
        pass
    return session, session.poll_events(viewer)


def check_against_engine(model, state):
    for seat in range(4):
        mine = model.seats[seat]
        assert [t.id for t in mine.river] == list(state.discards[seat])
        assert [t.id for t in mine.flowers] == list(state.flowers[seat])
        assert sorted(t.id for m in mine.melds for t in m.drawn_tiles()) == \
            sorted(t for m in state.melds[seat] for t in m.tiles)
        # a second winner of one discard (一炮多响) shows a copy of the tile: not a tile he holds
        held = [t.id for t in mine.hand + ([mine.drawn] if mine.drawn is not None else []) if not t.echo]
        assert sorted(held) == sorted(state.hands[seat])


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("seed", [1, 2, 3, 4])
@pytest.mark.parametrize("viewer", [None, 0])
def test_whole_hands_keep_every_tile(variant, seed, viewer):
    session, events = bot_hand(variant, seed, viewer)
    model = TableModel(human_player=viewer, viewer=viewer)
    for event in events:
        model.apply(event)
        if model.wall_total:
            assert model.table_tile_count() == model.wall_total, f"after {event!r:.120}"
        if model.phase == "play":
            # Only the seat on turn holds a tile apart; winners who left play (血战) keep theirs.
            apart = [s for s, seat in enumerate(model.seats) if seat.drawn is not None and not seat.out]
            assert len(apart) <= 1, apart
    check_against_engine(model, session.state)
    assert [s.score for s in model.seats] == list(model.settled.scores)


@pytest.mark.parametrize("seed", [0, 1, 5])
def test_the_exchange_of_three_moves_the_right_tiles_for_the_human_and_the_watcher(seed):
    """换三张 with the human giving: the rules name his own three tiles to him as they go; the
    unmasked watcher sees every tile move."""
    session = MatchSession(variant="sichuan", seed=seed, human=0, options={"exchange_three": True})
    masked = TableModel(human_player=0)
    watcher = TableModel(human_player=None, viewer=None)
    for _ in range(4000):
        for event in session.poll_events(0):
            masked.apply(event)
            assert masked.table_tile_count() == masked.wall_total
        for event in session.poll_events(None):
            watcher.apply(event)
            assert watcher.table_tile_count() == watcher.wall_total
        if session.hand_over:
            break
        if session.waiting_for_human():
            action = session.human_actions()[0]
            session.act(action)
        else:
            session.step()
    assert session.hand_over
    assert sichuan.table_of(masked).exchange_direction is not None
    for model in (masked, watcher):
        check_against_engine(model, session.state)


def marks_of(model, seat):
    return {m.key: m.text for m in plate_marks(model, seat)}


def test_sichuan_void_marks_appear_when_revealed_and_win_order_after_each_win():
    session, events = bot_hand("sichuan", 3, 0)
    model = TableModel(human_player=0)
    me = session.seat_of(0)
    wins = 0
    for event in events:
        name = type(event).__name__
        if name == "VoidsRevealed":
            others = [s for s in range(4) if s != me]
            assert all("void" not in marks_of(model, s) for s in others)
            assert all(marks_of(model, s).get("void_chosen") == "已定缺" for s in others)
        model.apply(event)
        if name == "VoidChosen" and event.seat == me:
            assert marks_of(model, me)["void"] == "缺" + {"m": "万", "p": "筒", "s": "条"}[event.suit]
        if name == "VoidsRevealed":
            for seat, suit in enumerate(event.voids):
                assert marks_of(model, seat)["void"] == "缺" + {"m": "万", "p": "筒", "s": "条"}[suit]
        if name == "Won":
            wins += 1
            assert marks_of(model, event.seat)["win_order"] == f"第{wins}家胡"
    assert wins >= 1


def test_tianjin_zuo_la_and_xiaoxianggong_marks():
    from rules.variants.tianjin.events import XiaoXiangGong

    session, events = bot_hand("tianjin", 3, 0)
    model = TableModel(human_player=0)
    seen = set()
    for event in events:
        name = type(event).__name__
        model.apply(event)
        if name == "DealerSat":
            assert marks_of(model, event.seat)["sits"] == ("坐庄×2" if event.sits else "不坐")
            seen.add(name)
        if name == "PullsRevealed":
            for seat, times in enumerate(event.times):
                if seat != model.dealer:
                    assert marks_of(model, seat)["pull"] == {0: "不拉", 1: "拉一庄", 2: "拉两庄"}[times]
            seen.add(name)
        if name == "HunRevealed":
            assert model.wildcards == tuple(event.hun) and model.indicator_tile.id == event.tile
            seen.add(name)
            seat = (model.dealer + 1) % 4
            assert "xiaoxianggong" not in marks_of(model, seat)
            model.apply(XiaoXiangGong(seat, model.indicator_tile.id, event.kind))
            assert marks_of(model, seat)["xiaoxianggong"] == "小相公"
    assert seen == {"DealerSat", "PullsRevealed", "HunRevealed"}


def test_suzhou_plates_count_flowers_as_the_tally_says():
    session, events = bot_hand("suzhou", 3, 0)
    model = TableModel(human_player=0)
    tallies = 0
    for event in events:
        model.apply(event)
        if type(event).__name__ == "FlowerTally":
            tallies += 1
            shown = event.hua if event.seat == model.human_seat and event.hua is not None else event.hua_public
            assert marks_of(model, event.seat)["hua"] == f"花{shown}"
    assert tallies >= 4
    assert suzhou.table_of(model).hua_settlements or model.exhausted


def test_transfers_are_grouped_by_rule_with_names_and_joined_payers():

    from game.client.presenting.settlement_text import classify, formula, transfer_groups

    assert classify("查花猪: a player holding three suits pays 16") == "huazhu"
    assert classify("查大叫: not ready, pays the ready player's best 2 番: 2") == "dajiao"
    assert classify("退杠钱: not ready at the end, returns kong income 2") == "refund"
    assert classify("被抢杠 robbed kong, 3 番: 4") == "win"
    assert classify("直杠 direct kong: the discarder pays 2") == "kong"
    assert classify("底分 base: 8") == "win"
    # the frozen bot: a hand whose payments are only kongs and wins, whatever the default bot learns
    session, events = bot_hand("sichuan", 3, None, bot_kind="baseline")
    model = TableModel(human_player=None, viewer=None)
    for event in events:
        model.apply(event)
    groups = transfer_groups(model.settled.transfers, model)
    assert [g.key for g in groups] == ["kong", "win"]
    text = "\n".join(line for g in groups for line in g.lines)
    assert "seat" not in text and "各 8" in text and all(n in text for n in model.names)
    win = model.wins[0]
    zh, en = formula(win, model, {"fan_cap": 6})
    assert f"2^({win.score.total}−1) = {2 ** (win.score.total - 1)}" in zh
