"""The rules in force on screen (issue 27): the table's rules card and the list it opens, the
settlement's line for a room rule that changed a win, the rules browser (the match's rules from a
table, the remembered ones and the room-rules button elsewhere), the calculator starting from
them, and lessons at the classic rules whatever the player keeps."""
from __future__ import annotations

import pygame
import pytest

from game.client.display import lang
from game.client.display.layout import TableLayout
from game.client.match.table_settings import Settings
from game.client.presenting.rules_in_force import (
    CLASSIC_RULES,
    LESSON_CLASSIC,
    card_summary,
    effect_line,
    lesson_rules,
    rules_in_force,
    session_effects,
)
from game.client.scenes.table_parts.rules_card import CARD_BAND, PANEL
from game.session import MatchSession
from game.settings import UserSettings
from rules.option_effects import OptionEffect
from rules.variants.registry import all_variants, get_variant

BLOODY_RIVER = get_variant("sichuan").preset("bloody_river").values
SIZES = [(1024, 640), (1280, 800), (1920, 1080)]
MAX_FLOWERS = {"guobiao": 8, "suzhou": 28, "sichuan": 0, "tianjin": 0, "erren": 8}


@pytest.fixture
def app(tmp_path):
    from game.client.app import App, Storage
    application = App((1024, 640), resizable=False, user=UserSettings(),
                      storage=Storage(tmp_path / "settings.json", tmp_path / "saves", tmp_path / "reports"))
    yield application
    application.stack.clear()


# --- the words -----------------------------------------------------------------------------------

def test_the_card_names_the_preset_the_extra_options_or_the_changes():
    assert card_summary(rules_in_force("sichuan", {})) == CLASSIC_RULES
    river = get_variant("sichuan").preset("bloody_river").title
    assert card_summary(rules_in_force("sichuan", BLOODY_RIVER)).zh == river.zh
    plus_two = card_summary(rules_in_force("sichuan", {**BLOODY_RIVER, "fan_cap": 3, "zimo": "base"}))
    assert (plus_two.zh, plus_two.en) == (f"{river.zh} +2", f"{river.en} +2")
    one = rules_in_force("suzhou", {"qidui_value": 10})
    assert one.changed[0].value.zh == "10"
    assert card_summary(one).zh == f"{one.changed[0].title.zh}：10"      # one option: its value too
    assert card_summary(one).en == f"{one.changed[0].title.en}: {one.changed[0].value.en}"


def test_every_option_of_every_variant_has_a_line_and_a_brief_in_both_languages():
    for variant in all_variants():
        for opt in variant.options:
            other = next((c for c in opt.choices if c != opt.default), None)
            if other is None:
                continue
            (line,) = rules_in_force(variant.name, {opt.key: other}).changed
            assert line.key == opt.key and line.brief.zh and line.brief.en and line.title.en


def test_an_effect_line_says_the_rule_and_how_much_in_each_language():
    sichuan = get_variant("sichuan")
    score = OptionEffect("zimo", "base", "fan", "fan", 3, 2, True, 7, 5)
    text = effect_line(sichuan, score)
    assert text.zh.startswith("因房间规则「") and "−1番" in text.zh and "+5" in text.zh and "+7" in text.zh
    assert text.en.startswith("Room rule '") and "−1 fan" in text.en and "+5" in text.en
    no_win = effect_line(sichuan, OptionEffect("zimo", "base", "fan", "fan", 0, 2, False))
    assert "才能和" in no_win.zh and "could not win" in no_win.en
    paid = effect_line(get_variant("suzhou"), OptionEffect("silver_per_hua", 2, 1, "hua", 20, 20, True, 40, 80))
    assert "花" not in paid.zh.split("」")[1] and "+80" in paid.zh and "+40" in paid.en


def test_lessons_say_they_use_the_classic_rules():
    assert lesson_rules("sichuan", {}) == LESSON_CLASSIC
    assert lesson_rules("sichuan", BLOODY_RIVER).zh.startswith("本课规则")


# --- the table's card --------------------------------------------------------------------------

@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("large", [False, True])
def test_the_card_band_is_clear_of_every_seat_button_caption_wall_and_panel(size, large):
    layout = TableLayout(*size, large_tiles=large)
    band = layout.rect(*CARD_BAND)
    assert layout.window_rect().contains(band)
    others = [layout.caption_rect(), layout.button_area(), layout.toggle_rect(), layout.menu_rect(),
              layout.toolbar_rect(), layout.centre_rect(), layout.wall_outer_rect(), layout.countdown_rect(),
              layout.tracker_area(max(MAX_FLOWERS.values())), layout.teaching_column(max(MAX_FLOWERS.values()))]
    for side in range(4):
        others += layout.seat_region(side, max(MAX_FLOWERS.values()))
        others.append(layout.plate_rect(side))
    for rect in others:
        assert not band.colliderect(rect), rect


def table(app, variant, options, lang_code="en", size=(1024, 640)):
    from game.client.scenes.table import TableScene
    app.resize(size) if app.size != size else None
    app.user.language = lang_code
    lang.set_language(lang_code)
    app.stack.clear()
    scene = TableScene(app, Settings(variant=variant, seed=3, pace="fast", name="Tester", options=dict(options)))
    app.push(scene)
    app.frame(1 / 60)
    return scene


@pytest.mark.parametrize("code", ["zh", "en"])
@pytest.mark.parametrize("size", SIZES)
def test_the_card_fits_its_band_and_the_list_fits_its_panel(app, code, size):
    scene = table(app, "sichuan", {**BLOODY_RIVER, "fan_cap": 3, "zimo": "base", "men_qing": True}, code, size)
    card = scene.rules_card
    band = scene.layout.rect(*CARD_BAND)
    assert band.contains(card.rect())
    text = card.text()
    assert (text.startswith("房间规则：") if code == "zh" else text.startswith("Room rules: "))
    assert scene.view.text.get(text, scene.layout.px(14), (0, 0, 0), True).get_width() <= band.width - scene.layout.px(20)
    panel = scene.layout.rect(*PANEL)
    rows = card._rows(panel.width - scene.layout.px(32))
    assert scene.layout.px(44) + sum(r[4] for r in rows) + scene.layout.px(12) <= panel.height


def test_a_click_or_o_opens_the_list_and_esc_closes_it(app):
    scene = table(app, "sichuan", BLOODY_RIVER)
    card = scene.rules_card
    assert [line.key for line in card.rules.changed] == list(get_variant("sichuan").changed_options(BLOODY_RIVER))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=card.rect().center, button=1))
    app.frame(1 / 60)
    assert card.open
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.frame(1 / 60)
    assert not card.open
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_o, mod=0, unicode="o"))
    app.frame(1 / 60)
    assert card.open
    texts = " ".join(t for t, *_ in card.list_lines())
    assert all(line.title.en in texts for line in card.rules.changed)


def test_a_classic_table_says_classic_quietly(app):
    scene = table(app, "guobiao", {}, "zh")
    assert scene.rules_card.rules.classic and scene.rules_card.text() == "经典规则"


def test_a_loaded_match_shows_its_own_rules_not_the_settings(app):
    from game.client.scenes.table import TableScene
    session = MatchSession(variant="sichuan", seed=3, human=0, options=dict(BLOODY_RIVER))
    scene = TableScene(app, Settings(variant="sichuan", seed=3, pace="fast", name="Tester"), session=session)
    app.stack.clear()
    app.push(scene)
    app.frame(1 / 60)
    assert scene.rules_card.rules.preset is not None and scene.rules_card.rules.preset.key == "bloody_river"


# --- the settlement ---------------------------------------------------------------------------

def self_drawn_hand(options):
    """A four-bot 四川 hand to its end with a self-drawn win (seed 2 has one: test_option_effects)."""
    session = MatchSession(variant="sichuan", seed=2, human=None, options=options)
    while not session.hand_over:
        session.step()
    return session


def test_the_settlement_names_the_rule_that_changed_a_self_drawn_win(app):
    from game.client.scenes.settlement import SettlementSheet
    from game.client.scenes.table import TableScene
    session = self_drawn_hand({"zimo": "base"})
    effects = session_effects(session)
    drawn = [i for i, w in enumerate(session.state.wins) if w.self_drawn]
    assert drawn and all(effects[i] for i in drawn)
    assert all(effects[i] == () for i in range(len(effects)) if i not in drawn)
    scene = TableScene(app, Settings(variant="sichuan", seed=2, human=None, pace="fast", options={"zimo": "base"}),
                       session=session)
    app.stack.clear()
    app.push(scene)
    for _ in range(20000):       # the table shows the hand to its settlement sheet
        if isinstance(app.stack.top, SettlementSheet):
            break
        app.frame(1 / 60)
    sheet = app.stack.top
    assert isinstance(sheet, SettlementSheet) and sheet.rule_effects == effects
    sheet.win_index = drawn[0]
    lang.set_language("zh")
    assert sheet.rule_lines() and sheet.rule_lines()[0].startswith("因房间规则「")
    lang.set_language("en")
    assert sheet.rule_lines()[0].startswith("Room rule '")
    assert session_effects(self_drawn_hand({})) == ()


# --- the rules browser, the calculator, the lessons ------------------------------------------------

def test_the_rules_browser_shows_the_match_rules_from_a_table_and_offers_no_panel(app):
    browser = app.push("rules", "sichuan", dict(BLOODY_RIVER), in_match=True)
    app.frame(1 / 60)
    assert browser.in_force().preset.key == "bloody_river"
    assert ("room_rules",) not in browser.controls.values()


def test_the_rules_browser_shows_the_remembered_rules_and_opens_the_panel(app):
    app.user.variant_options["suzhou"] = {"qidui_value": 10}
    browser = app.push("rules", "suzhou")
    app.frame(1 / 60)
    assert [line.key for line in browser.in_force().changed] == ["qidui_value"]
    browser.press(("variant", "guobiao"))
    assert browser.in_force().classic
    browser.press(("room_rules",))
    app.frame(1 / 60)
    assert type(app.stack.top).__name__ == "RoomRulesScene"


def test_the_calculator_starts_from_the_remembered_rules(app):
    app.user.variant_options["suzhou"] = {"qidui_value": 10}
    calc = app.push("calculator", "suzhou").calc
    assert calc.option_value("qidui_value") == 10
    assert app.push("calculator", "suzhou", {"qidui_value": 15}).calc.option_value("qidui_value") == 15


@pytest.mark.parametrize("variant", ["guobiao", "sichuan", "suzhou"])
def test_a_lesson_plays_the_classic_rules_whatever_the_player_keeps(app, variant):
    from game.client.services.lessons_store import ProgressKeeper
    from game.teaching.lesson_file import variant_lessons
    v = get_variant(variant)
    app.user.variant_options[variant] = {o.key: next(c for c in o.choices if c != o.default)
                                         for o in v.options if len(o.choices) > 1 and o.group != "match"}
    lesson = variant_lessons(variant)[0][0]
    scene = app.push("lesson", lesson, ProgressKeeper.for_app(app))
    app.frame(1 / 60)
    assert not v.changed_options(scene.run.session.options)
    assert scene.table.rules_card.rules.classic
