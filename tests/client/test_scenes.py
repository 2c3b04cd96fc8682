"""Start screen, settlement sheet and standings, driven headless."""
import pygame
import pytest

from game.client.app import Settings
from game.client.scenes.settlement import SettlementScene
from game.client.scenes.standings import StandingsScene, standings_rows
from game.client.scenes.start import StartScene, variant_facts, variant_summary
from game.client.scenes.table import TableScene
from rules.variants.registry import all_variants


def press(app, button):
    """A real mouse click on a pygame_gui button, then the frames that deliver its event."""
    pos = button.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    for _ in range(3):
        app.frame(1 / 60)


def test_start_screen_offers_every_registered_variant_with_its_facts(app):
    app.stack.clear()
    scene = app.push(StartScene(app, Settings()))
    app.frame(1 / 60)
    variants = all_variants()
    assert sorted(scene.variant_buttons.values()) == sorted(v.name for v in variants)
    for v in variants:
        facts = " ".join(zh + " " + en for zh, en in variant_facts(v))
        assert str(len(v.tiles.kinds)) in facts
        assert ("chow" in facts) and ("wildcards" in facts) and ("flower" in facts)
        assert variant_summary(v).startswith(v.title_zh)
        assert f"{len(v.tiles.kinds)} tiles" in variant_summary(v)           # not a bare "144 ·"
        assert f"{len(v.tiles.kinds)} ·" not in variant_summary(v)
    # Choose the pace and a name, then start: the table gets exactly those settings.
    fast = next(b for b, p in scene.pace_buttons.items() if p == "fast")
    press(app, fast)
    assert scene.settings.pace == "fast"
    scene.name_entry.set_text("小李")
    press(app, scene.start_button)
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.settings.pace == "fast" and table.settings.name == "小李"
    assert table.settings.variant == variants[0].name
    assert table.model.names[0] == "小李"


def wait_until_ready(app, sheet):
    """The sheet ignores input for its first second (so a held discard key cannot close it)."""
    while not sheet.ready:
        app.frame(1 / 60)


def play_to_settlement(app, seed, bot_kind="default"):
    app.stack.clear()
    settings = Settings(seed=seed, human=None, pace="fast", show_hands=True, bot_kind=bot_kind)
    table = app.push(TableScene(app, settings, hands_to_play=1))
    for _ in range(20000):
        if isinstance(app.stack.top, SettlementScene):
            return table, app.stack.top
        app.frame(1 / 60)
    pytest.fail("no settlement reached")


@pytest.mark.slow
def test_settlement_lists_fans_highlights_their_tiles_and_leads_to_standings(app):
    table, sheet = play_to_settlement(app, seed=4)
    assert table.model.wins, "the default bots win this seed"
    win = table.model.wins[0]
    items = sheet.items()
    assert [i.name_zh for i in items] == [i.name_zh for i in win.score.items]
    assert sum(i.value * i.count for i in items if i.op == "add") == win.score.total
    zh, en = sheet.title()
    assert table.model.name_at(win.seat) in zh and "和牌" in zh
    assert "胡" not in zh, "the heading says 和 throughout (和牌！X点炮 / 自摸), not 和 and 胡 side by side"
    if not win.self_drawn and not win.robbed_kong:
        assert zh.endswith("点炮") or "点炮（" in zh
    # Hovering a fan row with tiles lights those tiles up.
    rows = sheet.item_rects()
    with_tiles = next(i for i, item in enumerate(items) if item.tiles)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rows[with_tiles].center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.frame(1 / 60)
    assert sheet.hover_item == with_tiles
    wanted = sheet._highlight_counts()
    assert sum(wanted.values()) == len(items[with_tiles].tiles)
    # Payments sum to zero and the scores on the plates are the settled ones.
    assert sum(table.model.settled.payments) == 0
    wait_until_ready(app, sheet)
    press(app, sheet.next_button)
    top = app.stack.top
    assert isinstance(top, StandingsScene)
    scores = [score for _, score in top.rows]
    assert scores == sorted(scores, reverse=True)
    # the last hand counts: its sheet leads here before the session books it
    assert sorted(scores) == sorted(a + b for a, b in zip(table.session.scores, table.model.settled.payments))
    top.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert isinstance(app.stack.top, StartScene)         # Esc: back to the start screen


@pytest.mark.slow
def test_an_exhausted_hand_is_shown_as_such(app):
    table, sheet = play_to_settlement(app, seed=2, bot_kind="random")
    assert table.model.exhausted and not table.model.wins
    assert sheet.title()[0] == "荒庄：牌摸完了，没有人和牌"
    assert all(p == 0 for p in table.model.settled.payments)


@pytest.mark.slow
def test_standings_rows_come_from_the_session_best_first(app):
    table, sheet = play_to_settlement(app, seed=4)
    rows = standings_rows(table.model, table.session)
    assert [name for name, _ in rows][0] == table.model.names[table.session.standings()[0][0]]


@pytest.mark.slow
def test_next_hand_starts_after_the_settlement_sheet(app):
    app.stack.clear()
    table = app.push(TableScene(app, Settings(seed=9, pace="fast", claim_seconds=0.2)))
    for _ in range(30000):
        top = app.stack.top
        if isinstance(top, SettlementScene):
            break
        if table.prompt is not None and table.prompt.kind == "turn" and not table.timeline.running:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
        app.frame(1 / 60)
    sheet = app.stack.top
    assert isinstance(sheet, SettlementScene)
    first_scores = [s.score for s in table.model.seats]
    wait_until_ready(app, sheet)
    press(app, sheet.next_button)
    assert app.stack.top is table
    for _ in range(300):
        app.frame(1 / 60)
        if table.model.hand_no == 1:
            break
    assert table.model.hand_no == 1
    # The scores carried over to the new hand (by player, whatever seat each now has).
    assert sorted(s.score for s in table.model.seats) == sorted(first_scores)


@pytest.mark.slow
def test_a_saved_log_replays_through_the_table(app, tmp_path):
    from game.client.match.replay_session import ReplaySession
    from game.session import MatchSession, replay_log

    session = MatchSession(variant="guobiao", seed=5, human=None, bot_kind="default")
    for hand in range(2):
        while session.step():
            pass
        if hand == 0:
            session.next_hand()
    log = tmp_path / "match.jsonl"
    session.write_log(str(log))
    events = []
    replay_log(log.read_text(encoding="utf-8").splitlines(), on_events=events.extend)
    replay = ReplaySession(events)
    assert len(replay.hands) == 2
    app.stack.clear()
    settings = Settings(human=None, pace="fast", show_hands=True)
    table = app.push(TableScene(app, settings, session=replay))
    sheets = 0
    for _ in range(30000):
        top = app.stack.top
        if isinstance(top, SettlementScene):
            sheets += 1
            top.close()
        elif isinstance(top, StandingsScene):
            break
        app.frame(1 / 60)
    assert sheets == 2 and isinstance(app.stack.top, StandingsScene)
    # The table ended exactly where the engine ended: the same rivers in the last hand.
    assert [[t.id for t in s.river] for s in table.model.seats] == [list(d) for d in session.state.discards]


def test_no_scene_imports_the_app_and_the_app_names_no_scene_type():
    # The seam (docs/client.md "The App, its services and the seam"): scenes, widgets and the
    # app's services see the app as scenes/base.py AppForScenes; app.py sees a table as
    # scenes/ports.py TableLike. Counting imports under TYPE_CHECKING too: no circle through app.py.
    import ast
    from pathlib import Path
    client = Path(__file__).resolve().parents[2] / "game" / "client"

    def imported(path):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                yield node.level, node.module or "", [a.name for a in node.names]

    # every client module but the app itself and the windows that run it (demo, replay)
    users = [p for p in sorted(client.rglob("*.py")) if p.relative_to(client).as_posix() not in ("app.py", "demo_run.py")]
    assert len(users) > 100
    for path in users:
        for level, module, _ in imported(path):
            assert not (level and module == "app") and module != "game.client.app", path
    for _level, module, names in imported(client / "app.py"):
        assert "TableScene" not in names and not module.endswith("scenes.table"), (module, names)


def test_the_two_player_card_does_not_deny_the_flower_it_turns_up():
    """A tester's slip: 二人's card said 没有花牌 where its table turns a 花牌 (the indicator) up."""
    from rules.variants.registry import get_variant
    facts = dict(variant_facts(get_variant("erren")))
    assert "没有花牌" not in facts and "翻一张花牌" in facts
    assert "没有花牌" in dict(variant_facts(get_variant("sichuan")))
