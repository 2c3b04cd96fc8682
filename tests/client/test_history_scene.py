"""The match history and the ways into the review, the replay viewer and the export (issue 28):
the history lists an archived match, a saved match and a bug report (a bad file is skipped with
a notice); Enter reviews the chosen log, R replays it, E exports it; the settlement sheet's
Review opens the review of the hand just settled over the sheet, which stays; the standings and
the Esc menu offer the review of the match; the start screen opens the history and the
statistics. The review and the replay viewer are stood in for by screens that record what they
were opened with (their own tests are theirs)."""
from __future__ import annotations

import pygame
import pygame_gui
import pytest

from game.client.app import App, Storage
from game.client.display import lang
from game.client.match.table_settings import Settings
from game.client.scenes.base import Scene
from game.history import load_log_lines
from game.settings import UserSettings
from history_data import player_folder, session_of

FRAME = 1 / 60


class Opened(Scene):
    """A stand-in screen: records what it was opened with; Esc closes it."""

    opened: list[tuple[str, tuple, dict]] = []
    name = "?"

    def __init__(self, app, *args, **kwargs) -> None:
        super().__init__(app)
        Opened.opened.append((self.name, args, kwargs))

    def process_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return False


def stand_ins(app: App) -> list[tuple[str, tuple, dict]]:
    """Register recording screens for the review, the replay viewer and the statistics."""
    Opened.opened = []
    for name in ("review", "replay_viewer", "stats"):
        app.register_scene(name, type(f"Fake_{name}", (Opened,), {"name": name}))
    return Opened.opened


def window(code: str, storage: Storage | None = None) -> App:
    """A 1024x640 window showing `code` (the app follows the player's language setting)."""
    lang.set_language(code)
    return App((1024, 640), resizable=False, user=UserSettings(language=code), storage=storage)


def key(app: App, k: int) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))


def press(app: App, widget) -> None:
    app.dispatch(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=widget))


def notices(app: App) -> str:
    return " | ".join(str(n.text) for n in app.notices)


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    """One player's data folder for the module (its matches are played once)."""
    root = tmp_path_factory.mktemp("player")

    def archived_save(folder) -> None:    # the save's match is in the history too (kept after each hand)
        from game.history import archive_match, history_folder
        archive_match(session_of("sichuan", 3, 1), history_folder(folder), "sichuan-save.json")
    return root, player_folder(root, bad=True, extra=archived_save)


@pytest.fixture
def player(folder):
    root, files = folder
    app = window("en", Storage(root / "settings.json", files["saves"], files["reports"]))
    yield app, files, root
    app.stack.clear()


def history(app: App):
    scene = app.push("history")
    app.frame(FRAME)
    return scene


def test_the_history_lists_a_finished_match_a_save_and_a_bug_report_and_skips_a_bad_file(player):
    app, files, _ = player
    scene = history(app)
    kinds = {s.kind: s.path for s in scene.sources}
    assert kinds == {"history": files["history"], "save": files["save"], "report": files["report"]}
    assert len(scene.sources) == 3                  # the saved match once, though it is archived too
    assert "broken.jsonl" in notices(app)
    words = {kind: w for kind, w in scene.words}
    assert words["history"].title == "Chinese Official (MCR)" and words["history"].kind == "played match"
    assert words["save"].title == "Sichuan Bloody Battle" and "in progress" in words["save"].kind
    assert words["report"].kind == "bug report"
    assert "2 hands finished" in words["history"].detail and "You:" in words["history"].detail


def test_enter_reviews_the_chosen_log_r_replays_it_and_esc_comes_back(player):
    app, files, _ = player
    opened = stand_ins(app)
    scene = history(app)
    scene.choose(next(i for i, s in enumerate(scene.sources) if s.kind == "history"))
    key(app, pygame.K_RETURN)
    name, args, kwargs = opened[-1]
    assert name == "review" and args[0] == load_log_lines(files["history"]) and args[1] == 0
    assert kwargs["own"] is True and kwargs["match_id"] == "guobiao-match.json"
    key(app, pygame.K_ESCAPE)                       # the review closes: the history is back
    assert app.stack.top is scene
    scene.choose(next(i for i, s in enumerate(scene.sources) if s.kind == "report"))
    key(app, pygame.K_r)
    name, args, kwargs = opened[-1]
    assert name == "replay_viewer" and args[0] == load_log_lines(files["report"]) and kwargs["viewer"] == 0
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)                       # Esc on the history closes it
    assert app.stack.top is None


def test_e_exports_the_chosen_log_as_two_files_and_names_them(player):
    app, files, root = player
    scene = history(app)
    scene.choose(next(i for i, s in enumerate(scene.sources) if s.kind == "save"))
    key(app, pygame.K_e)
    written = sorted(p.name for p in (root / "exports").iterdir())
    assert written == ["sichuan-save.en.txt", "sichuan-save.jsonl"]
    text = (root / "exports" / "sichuan-save.en.txt").read_text(encoding="utf-8")
    assert text.strip() and "Sichuan" in text
    assert "sichuan-save.jsonl" in notices(app) and "sichuan-save.en.txt" in notices(app)


def test_the_keys_move_the_choice_and_a_double_click_reviews(player):
    app, _, _ = player
    opened = stand_ins(app)
    scene = history(app)
    assert scene.selected == 0
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    assert scene.selected == 2
    key(app, pygame.K_DOWN)                         # the last stays chosen
    assert scene.selected == 2
    key(app, pygame.K_HOME)
    assert scene.selected == 0
    from game.client.scenes.history_parts.page import row_rect
    spot = row_rect(scene.frame, 1, scene.scroll, scene.px).center
    for _ in range(2):
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=spot))
    assert scene.selected == 1 and opened[-1][0] == "review"


def test_the_page_rests_until_something_changes(player):
    app, _, _ = player
    scene = history(app)
    app.frame(FRAME)
    picture = scene.picture
    for _ in range(3):
        app.frame(FRAME)
    assert scene.picture is picture                 # painted once
    key(app, pygame.K_DOWN)
    app.frame(FRAME)
    assert scene.picture is not picture             # painted again on a change


def test_an_opened_file_joins_the_list_and_a_foreign_one_is_refused(player, tmp_path):
    app, files, _ = player
    scene = history(app)
    foreign = tmp_path / "notes.txt"
    foreign.write_text("hello\n", encoding="utf-8")
    count = len(scene.sources)
    scene.open_file(foreign)
    assert len(scene.sources) == count and "notes.txt" in notices(app)
    replay = tmp_path / "match.jsonl"
    session = session_of("guobiao", 9, 1)
    session.write_log(str(replay))
    press(app, next(w for w, k in scene.buttons.items() if k == "open"))    # the file dialog
    app.frame(FRAME)
    assert scene.dialog is not None and scene.dialog.alive()
    key(app, pygame.K_r)                            # typing in the dialog replays nothing
    assert app.stack.top is scene
    app.dispatch(pygame.event.Event(pygame_gui.UI_FILE_DIALOG_PATH_PICKED, text=str(replay), ui_element=scene.dialog))
    assert scene.sources[0].path == replay and scene.sources[0].kind == "file" and scene.selected == 0
    assert scene.words[0][1].kind == "opened file"


def test_an_empty_history_says_how_it_fills_and_offers_nothing_to_review(tmp_path):
    (tmp_path / "saves").mkdir()
    app = window("zh", Storage(tmp_path / "s.json", tmp_path / "saves", tmp_path / "r"))
    opened = stand_ins(app)
    scene = history(app)
    assert scene.sources == [] and scene.selected is None
    assert all(not w.is_enabled for w, k in scene.buttons.items() if k in ("review", "replay", "export"))
    key(app, pygame.K_RETURN)
    assert opened == []
    app.stack.clear()


# ---- the entry points -------------------------------------------------------------------------

def settled_table(app: App, variant: str = "guobiao", seed: int = 4, hands: int = 1):
    """A human's table at the settlement of its `hands`th hand (the sheet open over it)."""
    session = session_of(variant, seed, hands)
    table = app.push("table", Settings(variant=variant, seed=seed, human=0, pace="fast"), session=session, resumed=True)
    for _ in range(200):
        app.frame(FRAME)
        if table.settlement_open:
            break
    assert table.settlement_open
    return table, session


def test_the_settlement_reviews_the_hand_just_settled_and_stays_open_beneath(tmp_path):
    app = window("en", Storage(tmp_path / "s.json", tmp_path / "saves", tmp_path / "reports"))
    opened = stand_ins(app)
    table, session = settled_table(app, hands=2)
    sheet = app.stack.top
    assert sheet.actions is not None
    key(app, pygame.K_r)                            # not ready yet: R does nothing, the sheet stays
    assert opened == [] and app.stack.top is sheet
    sheet.update(1.0)                               # a second later: the sheet is ready
    assert sheet.ready
    key(app, pygame.K_r)
    name, args, kwargs = opened[-1]
    assert name == "review" and kwargs["hand"] == session.match.hand_no == 1   # the log counts from 0
    assert args[0][0].startswith('{"type": "match"') and '"type": "stop"' in args[0][-1]
    assert args[1] == 0 and kwargs["own"] is True
    assert app.stack.scenes[-2] is sheet            # the sheet lies beneath the review
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is sheet and table.settlement_open   # back on the sheet, not closed
    button = next(w for w, k in sheet.actions.buttons.items() if k == "replay")
    press(app, button)
    assert opened[-1][0] == "replay_viewer" and opened[-1][2]["hand"] == 1
    key(app, pygame.K_ESCAPE)
    press(app, next(w for w, k in sheet.actions.buttons.items() if k == "export"))   # this hand alone
    written = sorted(p.name for p in (tmp_path / "exports").iterdir())
    assert len(written) == 2 and all("hand2" in name for name in written), written
    assert all(name in notices(app) for name in written)
    app.stack.clear()


def test_the_demo_sheet_has_no_review_buttons():
    app = window("both")
    table = app.push("table", Settings(variant="guobiao", seed=4, human=None, pace="fast"), demo=True,
                     session=session_of("guobiao", 4, 1), resumed=True)
    for _ in range(200):
        app.frame(FRAME)
        if table.settlement_open:
            break
    assert table.settlement_open and app.stack.top.actions is None
    app.stack.clear()


def test_the_standings_and_the_menu_review_the_match():
    app = window("en")
    opened = stand_ins(app)
    table, session = settled_table(app)
    app.pop()                                       # the sheet
    app.open_menu(table)
    menu = app.stack.top
    entry = next(w for w, k in menu.buttons.items() if k == "review")
    assert entry.text == "Review finished hands"
    press(app, entry)
    assert opened[-1][0] == "review" and opened[-1][2]["hand"] is None
    key(app, pygame.K_ESCAPE)
    app.stack.clear()
    standings = app.push("standings", table.model, session, table.settings)
    keys = sorted(standings.actions.buttons.values())
    assert keys == ["export", "review_match"]
    press(app, next(w for w, k in standings.actions.buttons.items() if k == "review_match"))
    assert opened[-1][0] == "review" and opened[-1][2]["hand"] is None
    app.stack.clear()


def test_the_menu_offers_no_review_before_a_hand_is_finished():
    app = window("both")
    table = app.push("table", Settings(variant="guobiao", seed=4, human=0, pace="fast"))
    app.frame(FRAME)
    app.open_menu(table)
    assert "review" not in app.stack.top.buttons.values()
    app.stack.clear()


@pytest.mark.parametrize("which, name", [("history", "history"), ("stats", "stats")])
def test_the_start_screen_opens_the_history_and_the_statistics(tmp_path, which, name):
    app = window("zh", Storage(tmp_path / "s.json", tmp_path / "saves", tmp_path / "r"))
    opened = stand_ins(app)
    start = app.push("start", Settings())
    app.frame(FRAME)
    button = next(w for w, k in start.teach_buttons.items() if k == which)
    assert button.text == {"history": "对局记录", "stats": "我的统计"}[which]
    press(app, button)
    if name == "stats":
        assert opened[-1][0] == "stats"
    else:
        assert type(app.stack.top).__name__ == "HistoryScene"
    for a in start.teach_buttons:                  # the corner buttons keep apart
        for b in start.teach_buttons:
            assert a is b or not a.rect.colliderect(b.rect)
    app.stack.clear()


def test_a_long_history_scrolls_to_keep_the_chosen_entry_in_view(player):
    app, _, _ = player
    scene = history(app)
    scene.sources = scene.sources * 10
    scene.reword()
    key(app, pygame.K_END)
    from game.client.scenes.history_parts.page import row_rect
    assert scene.selected == len(scene.sources) - 1 and scene.scroll == scene.max_scroll() > 0
    assert scene.frame.view.contains(row_rect(scene.frame, scene.selected, scene.scroll, scene.px))
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False, precise_x=0.0, precise_y=3.0))
    assert scene.scroll < scene.max_scroll()
    key(app, pygame.K_HOME)
    assert scene.scroll == 0 and scene.selected == 0


def test_an_entry_with_no_hand_finished_ranks_nobody():
    """A tester's question: a saved match with 0 hands finished read "You: 1st of 4" over
    everyone's 0. With no hand finished the entry names no place."""
    from datetime import datetime, timezone
    from pathlib import Path

    from game.client.scenes.history_parts.rows import row_words
    from game.history import LogSource
    before = lang.current()
    try:
        lang.set_language("en")
        source = LogSource("save", Path("x.json"), "guobiao", "1", datetime(2026, 12, 7, tzinfo=timezone.utc), 0, 0,
                           (0, 0, 0, 0), ("You", "Ming", "Hong", "Wang"))
        assert "1st" not in row_words(source).detail and "0 hands finished" in row_words(source).detail
        played = LogSource("save", Path("x.json"), "guobiao", "1", datetime(2026, 12, 7, tzinfo=timezone.utc), 2, 0,
                           (24, -8, -8, -8), ("You", "Ming", "Hong", "Wang"))
        assert "1st of 4" in row_words(played).detail
    finally:
        lang.set_language(before)
