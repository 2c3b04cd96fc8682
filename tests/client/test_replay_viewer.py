"""The replay viewer (scenes/replay_viewer.py), driven headless: stepping forward and back,
what the masked view hides, the move list, playing, a refused log, a 苏州 hand's 补花."""
import json
import re

import pygame
import pytest

from game.client.display import lang
from game.client.scenes.replay_parts.steps import load_replay
from game.client.scenes.replay_parts.table_at import hand_words, table_at
from game.client.scenes.replay_viewer import ReplayViewerScene
from game.session import MatchSession
from rules.events import FlowerReplaced, HandsRevealed


def match_lines(variant, seed, hands):
    """A bots' match of `hands` finished hands as its closed log's lines."""
    session = MatchSession(variant=variant, seed=seed, human=None, bot_kind="default")
    for hand in range(hands):
        while session.step():
            pass
        if hand < hands - 1:
            session.next_hand()
    return [json.dumps(entry, ensure_ascii=False) for entry in session.closed_log()]


@pytest.fixture(scope="module")
def suzhou_lines():
    return match_lines("suzhou", 5, 2)


@pytest.fixture
def viewer(app, suzhou_lines):
    lang.set_language("zh")
    app.stack.clear()
    scene = app.push("replay_viewer", suzhou_lines)
    app.frame(1 / 60)
    yield scene
    app.stack.clear()


def key(app, k, times=1):
    for _ in range(times):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
        app.frame(1 / 60)


def snapshot(model):
    """What a player sees of the table: hands, rivers, melds, flowers, the wall, the scores."""
    return ([[(t.id, t.kind) for t in s.hand] + [(s.drawn.id, s.drawn.kind) if s.drawn else None]
             for s in model.seats],
            [[t.id for t in s.river] for s in model.seats],
            [[[t.id for t in m.drawn_tiles()] for m in s.melds] for s in model.seats],
            [[t.id for t in s.flowers] for s in model.seats],
            model.wall_count(), model.remaining, [s.score for s in model.seats])


def test_forward_then_back_shows_the_same_table(app, viewer):
    for _ in range(24):
        viewer.act("forward")
    key(app, pygame.K_RIGHT, 6)
    assert viewer.cursor.step == 30
    before = snapshot(viewer.table())
    key(app, pygame.K_RIGHT, 8)
    assert snapshot(viewer.table()) != before
    key(app, pygame.K_LEFT, 8)
    assert viewer.cursor.step == 30
    assert snapshot(viewer.table()) == before
    # ... the same as the table built afresh at that step; Home and End go to the hand's ends
    assert snapshot(table_at(viewer.cursor.hand, 30, True)) == before
    key(app, pygame.K_END)
    assert viewer.cursor.step == viewer.cursor.hand.last and viewer.table().settled is not None
    key(app, pygame.K_HOME)
    assert viewer.cursor.step == 0
    key(app, pygame.K_PAGEDOWN)
    assert viewer.cursor.hand_index == 1 and viewer.cursor.step == 0


def test_only_what_the_viewer_saw_hides_the_other_seats_tiles(app, viewer):
    key(app, pygame.K_h)
    assert not viewer.cursor.open_hands
    hand = viewer.cursor.hand
    mine = hand.viewer_seat
    revealed = False
    for step in range(hand.last + 1):
        model = viewer.table()
        revealed = revealed or any(isinstance(e, HandsRevealed) for e in hand.steps[step].masked)
        if not revealed:
            for seat_no, seat in enumerate(model.seats):
                tiles = seat.hand + ([seat.drawn] if seat.drawn else [])
                if seat_no == mine:
                    assert all(t.kind is not None for t in tiles)
                else:
                    assert tiles and all(t.kind is None for t in tiles), (step, seat_no)
        viewer.act("forward")
    key(app, pygame.K_h)       # all open again: every hand face up
    key(app, pygame.K_HOME)
    assert all(t.kind is not None for s in viewer.table().seats for t in s.hand)


def test_a_click_in_the_move_list_jumps_to_that_move(app, viewer):
    moves = viewer.move_list()
    pos = moves.row_rect(5).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(1 / 60)
    assert moves.hover == 5 and viewer.cursor.step == 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.frame(1 / 60)
    assert viewer.cursor.step == 5
    # the wheel scrolls the list (when the mouse is over it)
    pygame.mouse.set_pos(moves.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
    app.frame(1 / 60)
    assert moves.scroll > 0


def test_play_advances_by_itself_and_stops_at_the_hands_end(app, viewer):
    key(app, pygame.K_PLUS, 3)
    assert viewer.cursor.speed == 4.0
    key(app, pygame.K_SPACE)
    assert viewer.cursor.playing
    for _ in range(3):
        app.frame(0.5)
    assert viewer.cursor.step >= 3
    for _ in range(200):
        app.frame(0.5)
        if not viewer.cursor.playing:
            break
    assert not viewer.cursor.playing and viewer.cursor.step == viewer.cursor.hand.last
    # at rest: nothing changes, nothing is painted again
    painted = viewer.paints
    for _ in range(10):
        app.frame(0.5)
    assert viewer.paints == painted and viewer.cursor.step == viewer.cursor.hand.last


def test_a_bad_log_is_refused_with_the_line_where_it_diverged(app, suzhou_lines, capsys):
    bad = list(suzhou_lines)
    at = next(i for i, line in enumerate(bad) if json.loads(line)["type"] == "action")
    entry = json.loads(bad[at])
    entry["action"]["tile"] = 9999
    bad[at] = json.dumps(entry)
    app.stack.clear()
    scene = app.push("replay_viewer", bad)
    app.frame(1 / 60)
    assert isinstance(scene, ReplayViewerScene) and scene.cursor is None
    assert scene.refusal.startswith(f"line {at + 1}:")
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is not scene
    from game.client.demo_run import run_replay
    assert run_replay(bad) == 2
    assert f"line {at + 1}" in capsys.readouterr().err


def test_a_suzhou_hand_steps_through_its_flower_replacements(app, viewer):
    hand = viewer.cursor.hand
    flower_steps = [i for i, s in enumerate(hand.steps) if any(isinstance(e, FlowerReplaced) for e in s.events)]
    assert len(flower_steps) > 10                   # the deal's 补花 and one in play at least
    assert any(hand.steps[i].line is None and i > flower_steps[0] + 5 for i in flower_steps)
    words = viewer.words()
    for i in flower_steps:
        event = next(e for e in hand.steps[i].events if isinstance(e, FlowerReplaced))
        before = len(table_at(hand, i - 1, True).seats[event.seat].flowers)
        viewer.jump(i)
        after = viewer.table().seats[event.seat].flowers
        assert len(after) == before + 1 and after[-1].id == event.tile
        assert words[i].head[0].startswith("补花")


def test_a_two_player_hand_has_two_seats_and_no_dice():
    replay = load_replay(match_lines("erren", 3, 1))
    hand = replay.hands[0]
    model = table_at(hand, hand.last, True)
    assert len(model.seats) == 2 and model.settled is not None and not model.dice
    from game.client.scenes.replay_parts.paint import result_lines
    lang.set_language("en")
    rows = [text for text, *_ in result_lines(model) if "  " in text]
    assert len(rows) == 2


def test_a_long_log_is_read_off_the_frame(app, suzhou_lines, monkeypatch):
    from game.client.scenes.replay_parts import loader
    monkeypatch.setattr(loader, "READ_AT_ONCE", 10)
    app.stack.clear()
    scene = app.push("replay_viewer", suzhou_lines, hand=1)
    app.frame(1 / 60)                       # the window answers while the log is read
    assert scene.loader.wait(30)
    for _ in range(3):
        app.frame(1 / 60)
    assert scene.cursor is not None and scene.cursor.hand.number == 1 and "next_hand" in scene.buttons
    app.stack.clear()


@pytest.fixture(scope="module")
def guobiao_lines():
    """A 国标 hand (seed 3) with a chow, seen by player 0 as the log's human."""
    lines = match_lines("guobiao", 3, 1)
    header = json.loads(lines[0])
    header["human"] = 0
    return [json.dumps(header, ensure_ascii=False)] + lines[1:]


def test_a_chow_is_told_from_the_viewers_seat_alone_with_the_games_word(guobiao_lines):
    """Move 93: "Chow! Hong (opposite) takes 8 Dot from the left player, Wang (right), to make a
    run": Hong's left beside the viewer's right, and "run" where the game says "chow"."""
    from rules.events import Claimed
    hand = load_replay(guobiao_lines).hands[0]
    words = hand_words(hand, True)
    chows = [i for i, s in enumerate(hand.steps) if any(isinstance(e, Claimed) and e.claim == "chow" for e in s.events)]
    assert chows
    for i in chows:
        zh, en = words[i].head
        assert re.fullmatch(r"Chow! (You take|\w+ \((left|right|opposite)\) takes) (your|\w+ \((left|right|opposite)\)'s) "
                            r"\d \w+ for a chow of \d-\d-\d \w+", en), en
        assert "left player" not in en and "run" not in en
        assert zh.startswith("吃！") and "吃上家" not in zh and "凑成顺子" in zh


@pytest.mark.parametrize("code", ["en", "zh", "both"])
def test_the_move_lists_header_fits_without_a_cut_or_a_smaller_font(app, guobiao_lines, code):
    """"Replay · Chinese Official (MC…" at 1280x800: each header line is the fullest wording that
    fits (a shorter variant name, a shorter mode), drawn at its own size."""
    from game.client.ui.text import label_width
    lang.set_language(code)
    app.stack.clear()
    scene = app.push("replay_viewer", guobiao_lines)
    app.frame(1 / 60)
    try:
        px = scene.layout.px
        width = scene.move_list().box.w - 2 * px(10)
        for masked in (False, True):
            scene.cursor.open_hands = not masked
            title, where, mode = scene.header(width)
            assert label_width(title, px(15), True) <= width, title
            assert label_width(where, max(11, px(12))) <= width and label_width(mode, max(11, px(12))) <= width
            assert "…" not in title + where + mode
            assert title.startswith(lang.short("回放 · ", "Replay · "))
        if code == "en":
            assert title in ("Replay · Chinese Official (MCR)", "Replay · Chinese Official", "Replay · MCR")
    finally:
        app.stack.clear()
        lang.set_language("zh")


def test_the_results_totals_carry_their_sign_as_the_settlement_sheet():
    """"North Wang +37 · 37": a running total is signed like the hand's payment."""
    from game.client.scenes.replay_parts.paint import result_lines, signed
    assert (signed(37), signed(-8), signed(0)) == ("+37", "-8", "0")
    hand = load_replay(match_lines("guobiao", 3, 1)).hands[0]
    model = table_at(hand, hand.last, True)
    lang.set_language("en")
    try:
        rows = [text for text, *_ in result_lines(model) if " · " in text and "  " in text]
        assert len(rows) == 4 and any(seat.score for seat in model.seats)
        for row, seat in zip(rows, model.seats):
            assert row.endswith(f" · {signed(seat.score)}"), row
    finally:
        lang.set_language("zh")
