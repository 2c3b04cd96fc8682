"""The statistics screen, headless: the counts of a store of 20 hands, another variant's numbers
(and its own unit) after Right, the review's mistakes, the empty store's words, reset asks
first then empties, a bad file is set aside with a notice, and the page rests between changes."""
from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from game.client.app import App, Storage
from game.client.display import lang
from game.settings import UserSettings
from game.stats import HandRecord, MistakeRecord, StatsStore, WonItem

sys.path.insert(0, str(Path(__file__).parent))
from screens import TextLog, shown_texts  # noqa: E402
from variant_driver import press  # noqa: E402


def _hand(variant: str, no: int, **kw) -> HandRecord:
    fields = dict(match_id=f"{variant}-{no // 6}", hand_no=no % 6, played_at=1000.0 + no, variant=variant,
                  level="normal", preset="classic", payment=-8)
    fields.update(kw)
    return HandRecord(**fields)


def _fill(folder: Path) -> None:
    """20 hands: 12 国标 (3 wins of 8, 16 and 24 fan, 2 deal-ins, 1 draw), 8 天津 (4 wins, in 分)."""
    pung = (WonItem("all_pungs", "碰碰和", "All Pungs"),)
    with StatsStore.open(folder / "stats.sqlite3") as store:
        for n in range(12):
            won = n in (1, 5, 9)
            store.add(_hand("guobiao", n, won=won, self_drawn=n == 5, value=(8 * (n // 4 + 1)) if won else None,
                            unit="fan" if won else "", items=pung if won else (), payment=30 if won else -8,
                            dealt_in=1 if n in (2, 3) else 0, drawn=n == 11))
        for n in range(8):
            won = n % 2 == 0
            store.add(_hand("tianjin", n, level="expert", won=won, value=3 if won else None,
                            unit="value" if won else "", payment=12 if won else -6))
        store.add_mistakes([MistakeRecord("guobiao-0", "guobiao", "normal", 1, 40, 180.0, "拆了听牌",
                                          "this broke a ready hand", 1000.0)])


@pytest.fixture
def folder(tmp_path):
    return tmp_path


def _app(folder: Path, language: str = "en") -> App:
    app = App((1280, 800), resizable=False, user=UserSettings(language=language),
              storage=Storage(settings_path=folder / "settings.json", saves_folder=folder / "saves",
                              reports_folder=folder / "reports"))
    lang.choose(language, app)
    return app


def _texts(app, scene) -> set[str]:
    scene.picture = None            # painted again, so every text is heard
    with TextLog() as log:
        return {shown.text for shown in shown_texts(app, log, "stats", frames=1)}


def _button(scene, kind, value=None):
    return next(b for b, (k, v) in scene.buttons.items() if k == kind and (value is None or v == value))


def test_the_counts_of_20_hands_another_variant_after_right_then_all(folder):
    _fill(folder)
    app = _app(folder)
    scene = app.push("stats")
    texts = _texts(app, scene)
    assert {"MCR", "Tianjin", "All levels", "Normal"} <= texts          # the variants and levels with hands
    assert "MCR · All levels" in texts
    assert {"12 in 2 matches", "3 (25%)", "2 (17%)", "1 (8%)", "16.0 fans", "+18"} <= texts
    assert "24 fans: All Pungs" in texts                                   # the biggest hand and its items
    # deal-ins counted per time (四川 can deal in twice a hand) are not the chart's hands 'Dealt in'
    assert "Times dealt in" in texts and "Deal-ins" not in texts
    assert "Fans most often won" in texts
    assert any("this broke a ready hand" in t for t in texts)              # the review's costliest mistake
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    app.frame(1 / 60)
    assert scene.variant == "tianjin"
    texts = _texts(app, scene)
    assert {"Tianjin · All levels", "8 in 2 matches", "4 (50%)", "3.0 points", "+24"} <= texts
    assert "Scoring items most often won" in texts and "Fans most often won" not in texts   # 天津 counts 分
    assert "16.0 fans" not in texts and not any("broke a ready hand" in t for t in texts)
    press(app, _button(scene, "level", "expert"))                          # the mouse picks a level
    assert scene.level == "expert" and "Tianjin · Expert" in _texts(app, scene)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    app.frame(1 / 60)
    assert scene.variant is None                                           # every variant together
    texts = _texts(app, scene)
    assert {"All variants · All levels", "20 in 4 matches", "7 (35%)", "MCR 16.0 fans, Tianjin 3.0 points",
            "MCR 24 fans, Tianjin 3 points"} <= texts                     # each variant in its own unit
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.frame(1 / 60)
    assert app.stack.top is not scene                                      # Esc closes


def test_the_page_rests_until_something_changes(folder):
    _fill(folder)
    app = _app(folder, "zh")
    scene = app.push("stats")
    app.frame(1 / 60)
    picture = scene.picture
    for _ in range(5):
        app.frame(1 / 60)
    assert scene.picture is picture                                        # not painted again
    press(app, _button(scene, "variant", "tianjin"))
    assert scene.variant == "tianjin" and scene.picture is not picture
    assert "3.0分" in _texts(app, scene)                                   # 天津 counts 分
    app.frame(1 / 60)
    picture = scene.picture
    lang.choose("en", app)                                                 # F6: the page follows
    app.frame(1 / 60)
    assert scene.picture is not picture and "3.0 points" in _texts(app, scene)


def test_an_empty_store_says_what_to_do(folder):
    app = _app(folder)
    scene = app.push("stats")
    texts = _texts(app, scene)
    assert "No statistics yet: play a hand to see your statistics." in texts
    assert [kind for kind, _ in scene.buttons.values()] == ["back"]        # nothing to reset or choose
    assert not (folder / "stats.sqlite3").exists()                         # looking makes no file


def test_reset_asks_first_then_empties(folder):
    _fill(folder)
    app = _app(folder)
    scene = app.push("stats")
    app.frame(1 / 60)
    press(app, _button(scene, "reset"))
    assert scene.confirming and "Reset the statistics?" in _texts(app, scene)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.frame(1 / 60)
    assert not scene.confirming and app.stack.top is scene                 # Esc said no: nothing removed
    with StatsStore.open(folder / "stats.sqlite3") as store:
        assert store.count() == 20
    press(app, _button(scene, "reset"))
    press(app, _button(scene, "yes"))
    with StatsStore.open(folder / "stats.sqlite3") as store:
        assert store.count() == 0 and store.mistakes() == []
    assert "No statistics yet: play a hand to see your statistics." in _texts(app, scene)


def test_a_bad_file_is_set_aside_with_a_notice_never_a_crash(folder):
    (folder / "stats.sqlite3").write_bytes(b"not a database\n" * 100)
    app = _app(folder)
    scene = app.push("stats")
    app.frame(1 / 60)
    assert list(folder.glob("stats.sqlite3.bad-*"))
    assert any("stats.sqlite3" in notice.text for notice in app.notices)
    assert "No statistics yet: play a hand to see your statistics." in _texts(app, scene)


@pytest.mark.parametrize("language", ["en", "zh"])
def test_the_mistakes_card_tells_no_review_from_a_review_that_found_none(folder, language):
    """After reviewing a hand with no mistake a tester read "None kept yet: review a match you
    played": the card says whether the review ran and found nothing, or has not run yet."""
    from game.stats import ReviewedMatch
    _fill(folder)
    app = _app(folder, language)
    scene = app.push("stats")
    press(app, _button(scene, "variant", "tianjin"))                       # 天津: no mistake kept
    texts = _texts(app, scene)
    assert any(t.startswith(lang.tr("还没有复盘", "No review yet")) for t in texts), texts
    assert not any(t.startswith(lang.tr("复盘过", "Reviewed")) for t in texts)
    with StatsStore.open(folder / "stats.sqlite3") as store:
        store.add_review(ReviewedMatch("tianjin-0", "tianjin", "expert", 2000.0))
    scene.resume()
    assert scene.variant == "tianjin"
    texts = _texts(app, scene)
    said = lang.tr("复盘过1局，没有发现代价大的失误", "Reviewed 1 match: no costly mistakes found")
    assert any(t.startswith(said[:12]) for t in texts), texts
    assert not any(t.startswith(lang.tr("还没有复盘", "No review yet")) for t in texts)
    from game.client.scenes.stats_parts.model import StatsData
    page = StatsData(scene.data.hands, scene.data.mistakes, reviews=scene.data.reviews).page("tianjin", None)
    assert page.reviewed == 1 and page.mistakes_note.en.startswith("Reviewed 1 match: no costly mistakes found")
    assert page.mistakes_note.zh.startswith("复盘过1局，没有发现代价大的失误")
    assert StatsData(scene.data.hands).page("tianjin", None).mistakes_note.en.startswith("No review yet")


def test_the_results_legend_shows_every_colour_the_bars_are_drawn_in():
    """Losing hands were drawn in salmon, a colour the legend (green, yellow) did not show."""
    from game.client.scenes.stats_parts.charts import LEGEND, bar_colour, draw_results
    from game.client.ui.text import TextCache
    assert {bar_colour(30), bar_colour(-8)} <= set(LEGEND)
    surface = pygame.Surface((700, 300))
    rect = pygame.Rect(10, 10, 680, 280)
    draw_results(surface, rect, TextCache(), lambda v: round(v), [30, -8, -8], [30, 22, 14], y_title="points",
                 x_title="hand, oldest to newest", legend=("gained in a hand", "lost in a hand", "running total"))
    band = [tuple(surface.get_at((x, y)))[:3] for x in range(rect.left, rect.right) for y in range(rect.top, rect.top + 16)]
    for colour in (bar_colour(30), bar_colour(-8), LEGEND[2]):
        assert tuple(colour) in band, colour                               # a swatch of it in the legend


def test_the_statistics_say_dealing_in_as_the_start_screen_does(folder):
    """The start screen's tip says 点炮; the page said 放铳次数 / 放铳."""
    _fill(folder)
    app = _app(folder, "zh")
    scene = app.push("stats")
    texts = _texts(app, scene)
    assert {"点炮次数", "点炮"} <= texts and not any("放铳" in t for t in texts)
    from game.client.scenes.start_parts.start_extras import TIPS
    assert "点炮" in TIPS["stats"][0]
