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


# ---------------------------------------------------------------- a match whose last hand was drawn

@pytest.fixture(scope="module")
def erren_drawn_lines(tmp_path_factory):
    """The tester's log: `main.py simulate --variant erren --hands 4 --seed 8 --option
    match_hands=4`; hands 3 and 4 are drawn after the 海底捞月 draw from the reserve, the 4th the
    match's last."""
    import main as main_module
    log = tmp_path_factory.mktemp("replay") / "erren.log"
    assert main_module.main(["simulate", "--variant", "erren", "--hands", "4", "--seed", "8",
                             "--option", "match_hands=4", "--log", str(log)]) == 0
    return log.read_text(encoding="utf-8").splitlines()


@pytest.fixture
def erren_viewer(request, erren_drawn_lines):
    """A factory: the replay of the tester's log in a window ("app" 1280x800, "small_window"
    1024x640) in a language, at a hand's end (0-based index)."""
    opened = []

    def open_at(window, code, hand=3):
        app = request.getfixturevalue(window)
        lang.set_language(code)
        app.stack.clear()
        scene = app.push("replay_viewer", erren_drawn_lines, hand=hand)
        app.frame(1 / 60)
        scene.act("end")
        app.frame(1 / 60)
        opened.append(app)
        return app, scene

    yield open_at
    for app in opened:
        app.stack.clear()
    lang.set_language("zh")


def painted_result(monkeypatch, app, scene):
    """The lines the scene hands the result card at its next paint."""
    from game.client.scenes import replay_viewer
    seen = []
    real = replay_viewer.paint_result
    monkeypatch.setattr(replay_viewer, "paint_result", lambda *a: (seen.append(list(a[-1])), real(*a)))
    scene.picture = None
    app.frame(1 / 60)
    return [text for text, *_ in seen[-1]]


@pytest.mark.parametrize("code", ["en", "zh", "both"])
def test_the_matchs_last_hand_says_nothing_of_a_next_hand(monkeypatch, erren_viewer, code):
    """"drawn hand: the dealer deals again" / "流局：庄家连庄" under "Hand 4 (4/4)": the match is over
    (the settlement sheet's next_note says nothing there); the 3rd hand, drawn too, still says it."""
    app, scene = erren_viewer("app", code)
    assert scene.cursor.hand.number == 3 and scene.table().settled is not None and not scene.table().wins
    last = " ".join(painted_result(monkeypatch, app, scene))
    assert "deals again" not in last and "连庄" not in last
    scene.act("prev_hand")
    scene.act("end")
    assert scene.cursor.hand.number == 2
    before = " ".join(painted_result(monkeypatch, app, scene))
    assert all(word in before for word in lang.lines("连庄", "deals again"))


@pytest.mark.parametrize("window,code", [("app", "en"), ("small_window", "zh"), ("app", "both")])
def test_the_drawn_hands_box_shows_its_whole_explanation(monkeypatch, erren_viewer, window, code):
    """"…nobody won (nobody ready, or the last draw" and no more at 1280x800: the heading's name
    ("Drawn hand", "流局") large, its explanation (split_heading) wrapped whole at a readable size."""
    from game.client.scenes.replay_parts import paint
    from game.client.scenes.settlement_parts.items import MIN_TEXT_PX
    from game.client.scenes.settlement_parts.no_win import split_heading
    from game.client.presenting.settlement_text import end_title
    from game.client.ui.text import label_width
    app, scene = erren_viewer(window, code)
    from game.client.scenes import replay_viewer
    drawn, card = [], []
    real_text, real_card = paint.fit_text, replay_viewer.paint_result

    def result(*args):
        start = len(drawn)
        real_card(*args)
        card.extend(drawn[start:])                  # what the result card drew

    monkeypatch.setattr(paint, "fit_text", lambda cache, text, size, colour, width, bold=False: (
        drawn.append((text, size, width, bold)), real_text(cache, text, size, colour, width, bold=bold))[1])
    monkeypatch.setattr(replay_viewer, "paint_result", result)
    scene.picture = None
    app.frame(1 / 60)
    assert card
    for text, size, width, bold in card:
        assert label_width(text, size, bold) <= width and size >= MIN_TEXT_PX, text     # never cut nor tiny
    zh, en = end_title(scene.table())
    said = " ".join(text for text, *_ in card)
    for first in lang.lines(zh, en)[:1]:
        name, rest = split_heading(first)
        assert card[0][0] == name and card[0][3] and card[0][1] > card[1][1]      # the name large, alone
        squeeze = re.compile(r"\s+")
        assert squeeze.sub("", rest) in squeeze.sub("", said), said               # the explanation whole
    if code == "both":
        assert squeeze.sub("", en) in squeeze.sub("", said)


def test_next_is_off_at_the_replays_very_end_and_its_key_does_nothing(app, erren_viewer):
    """"Next →" stayed on at the last move of the last hand and did nothing: it is off there, and
    → does nothing (no step, no hand, no paint); at an earlier hand's end it goes on to the next
    hand's deal, and ← from a deal back to the previous hand's end."""
    app, scene = erren_viewer("app", "en")
    cursor = scene.cursor
    assert cursor.hand_index == len(cursor.replay.hands) - 1 and cursor.at_end
    assert not scene.buttons["forward"].is_enabled and not scene.buttons["end"].is_enabled
    assert scene.buttons["back"].is_enabled
    app.frame(1 / 60)
    where, paints = (cursor.hand_index, cursor.step), scene.paints
    key(app, pygame.K_RIGHT, 3)
    scene.act("forward")
    app.frame(1 / 60)
    assert (cursor.hand_index, cursor.step) == where and scene.paints == paints and not cursor.playing
    scene.act("prev_hand")
    scene.act("end")
    assert cursor.hand_index == 2 and scene.buttons["forward"].is_enabled
    key(app, pygame.K_RIGHT)
    assert (cursor.hand_index, cursor.step) == (3, 0) and scene.buttons["forward"].is_enabled
    key(app, pygame.K_LEFT)
    assert cursor.hand_index == 2 and cursor.at_end
    key(app, pygame.K_HOME)
    key(app, pygame.K_PAGEUP, 2)
    assert (cursor.hand_index, cursor.step) == (0, 0)
    assert not scene.buttons["back"].is_enabled and not scene.buttons["start"].is_enabled
    key(app, pygame.K_LEFT)
    assert (cursor.hand_index, cursor.step) == (0, 0)


@pytest.mark.parametrize("open_hands", [True, False])
def test_the_last_draw_from_the_reserve_is_named_as_the_table_names_it(erren_drawn_lines, open_hands):
    """二人's 海底捞月 that did not win read only "Ming (East) is ready: the drawn 8 Bamboo goes out by
    itself": the discard after the TileDrawn from the reserve is worded as the live table words it."""
    from rules.events import Discarded, TileDrawn
    replay = load_replay(erren_drawn_lines, viewer=0)
    for hand in replay.hands[2:]:
        words = hand_words(hand, open_hands)
        drew = next(i for i, s in enumerate(hand.steps)
                    if any(isinstance(e, TileDrawn) and e.source == "reserve" for e in s.events))
        thrown = next(e for e in hand.steps[drew + 1].events if isinstance(e, Discarded))
        zh, en = words[drew + 1].head
        assert zh.startswith("海底捞月") and en.startswith("The last draw"), (zh, en)
        assert thrown.kind.name_zh in zh and thrown.kind.name_en in en
        assert "海底捞月" in words[drew].caption()[0] and "last draw" in words[drew].caption()[1]
