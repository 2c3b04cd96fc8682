"""The room-rules panel (issue 27): every option of every variant with its values, presets that set
the options, the choice kept per variant and played by the match the start screen starts, bad
stored values refused with a message, and the panel fitting 1024x640 in both languages."""
import json

import pygame
import pytest

from game.client.display import lang
from game.client.scenes.room_rules_parts.model import RoomChoice, button_words, status_words, option_rows, same_value, \
    valid_overrides
from game.settings import UserSettings, load_settings, settings_from_json
from rules.variants.base import OPTION_GROUPS
from rules.variants.registry import all_variants, get_variant

VARIANTS = [v.name for v in all_variants()]


@pytest.fixture
def app(tmp_path):
    """A headless window with its own settings file (nothing of the player's is touched)."""
    from game.client.app import App, Storage
    application = App((1024, 640), resizable=False, user=UserSettings(),
                      storage=Storage(tmp_path / "settings.json", tmp_path / "saves", tmp_path / "reports"))
    yield application
    application.stack.clear()


def open_panel(app, variant, options=None, closed=None):
    from game.client.scenes.room_rules_parts import open_room_rules
    scene = open_room_rules(app, variant, closed.append if closed is not None else None, options)
    app.frame(1 / 60)
    return scene


def key(scene, k, mod=0):
    scene.process_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


@pytest.mark.parametrize("name", VARIANTS)
def test_every_option_is_listed_with_every_value_in_its_group(app, name):
    variant = get_variant(name)
    scene = open_panel(app, name)
    rows = {row.key: row for row in scene.page.rows}
    assert set(rows) == {o.key for o in variant.options}
    # the groups' order is OPTION_GROUPS', each option under its own heading
    groups = [o.group for o in sorted(variant.options, key=lambda o: [r.key for r in scene.page.rows].index(o.key))]
    assert groups == sorted(groups, key=OPTION_GROUPS.index)
    for opt in variant.options:
        values = [b for b in scene.page.buttons if b.key == opt.key]
        if len(opt.choices) == 1:              # fixed: its value shown, nothing to press
            assert not values and rows[opt.key].fixed
            continue
        assert [b.value for b in values] == list(opt.choices)
        defaults = [b for b in values if same_value(b.value, opt.default)]
        assert len(defaults) == 1 and "默认" in defaults[0].label                 # the default marked
        assert [b.value for b in values if b.chosen] == [opt.default]
    texts = " ".join(t.text for t in scene.page.texts)
    for row in option_rows(variant):           # its title and its one line (brief, else the reading's first)
        assert row.title.zh[:6] in texts and row.brief.zh[:6] in texts


def test_choosing_a_preset_sets_every_option_and_reset_goes_back(app):
    for name in VARIANTS:
        variant = get_variant(name)
        for preset in variant.all_presets():
            scene = open_panel(app, name, {})
            button = next(b for b in scene.frame.buttons if b.kind == "preset" and b.key == preset.key)
            scene.press(button)
            assert scene.choice.changed == variant.changed_options(preset.values)
            assert scene.choice.preset() is not None
            for row in scene.page.rows:
                if not row.fixed:
                    chosen = [b.value for b in row.buttons if b.chosen]
                    assert chosen == [variant.resolve_options(preset.values)[row.key]], (name, preset.key, row.key)
            chosen_presets = [b.key for b in scene.frame.buttons if b.kind == "preset" and b.chosen]
            assert preset.key in chosen_presets
            scene.press(next(b for b in scene.frame.buttons if b.kind == "reset"))
            assert scene.choice.changed == {} and scene.choice.preset().key == "classic"
            app.stack.clear()


def test_a_change_is_kept_per_variant_and_played_by_the_started_match(app, tmp_path):
    from game.client.match.table_settings import Settings
    app.user.language = "en"
    lang.set_language("en")
    start = app.push("start", Settings(variant="suzhou"))
    app.frame(1 / 60)
    assert start.rules_button.text == "Room rules: Classic"
    start.open_rules()
    panel = app.stack.top
    opt = next(o for o in get_variant("suzhou").options if len(o.choices) > 1)
    other = next(c for c in opt.choices if not same_value(c, opt.default))
    button = next(b for b in panel.page.buttons if b.key == opt.key and same_value(b.value, other))
    panel.press(button)
    key(panel, pygame.K_ESCAPE)                       # closes, keeping the choice
    assert app.stack.top is start
    assert start.settings.options == {opt.key: other}
    assert app.user.variant_options["suzhou"] == {opt.key: other}          # only the changed value
    assert "Custom (1 changed)" in start.rules_button.text or \
        start.rules_button.text == "Room rules: " + lang.tr_bi(get_variant("suzhou").preset_matching({opt.key: other}).title)
    stored, problems = load_settings(tmp_path / "settings.json")           # on disk too
    assert problems == [] and stored.variant_options["suzhou"] == {opt.key: other}
    # another variant keeps its own (none), and choosing 苏州 again brings the choice back
    sichuan = next(b for b, n in start.variant_buttons.items() if n == "sichuan")
    start.process_event(pygame.event.Event(__import__("pygame_gui").UI_BUTTON_PRESSED, ui_element=sichuan))
    assert start.settings.options == {} and start.rules_button.text == "Room rules: Classic"
    suzhou = next(b for b, n in start.variant_buttons.items() if n == "suzhou")
    start.process_event(pygame.event.Event(__import__("pygame_gui").UI_BUTTON_PRESSED, ui_element=suzhou))
    assert start.settings.options == {opt.key: other}
    start.start()
    table = app.stack.top
    assert type(table).__name__ == "TableScene"
    assert table.session.options[opt.key] == other                        # the match plays by it


def test_an_invalid_stored_value_is_refused_with_a_message(app):
    data = {"variant_options": {"sichuan": {"fan_cap": 7, "exchange_three": True, "no_such": 1}}}
    settings, messages = settings_from_json(json.loads(json.dumps(data)))
    assert settings.variant_options == {"sichuan": {"exchange_three": True}}
    assert any("'fan_cap'" in m and "7" in m for m in messages)
    assert any("'no_such'" in m for m in messages)
    # the panel refuses what reaches it some other way, and says so
    changed, refused = valid_overrides(get_variant("sichuan"), {"fan_cap": 7, "exchange_three": True})
    assert changed == {"exchange_three": True} and len(refused) == 1 and "fan_cap" in refused[0].en
    shown = []
    app.notify = lambda text, seconds=6.0: shown.append(text)
    scene = open_panel(app, "sichuan", {"fan_cap": 7, "exchange_three": True})
    assert scene.choice.changed == {"exchange_three": True}
    assert len(shown) == 1 and "fan_cap" in shown[0][1]


def test_the_keyboard_moves_changes_and_closes(app):
    closed = []
    scene = open_panel(app, "sichuan", {}, closed)
    stops = scene.stops()
    key(scene, pygame.K_TAB)
    assert scene.focused == stops[0] == ("preset", "classic")
    presets = len(get_variant("sichuan").all_presets())
    for _ in range(presets):
        key(scene, pygame.K_DOWN)
    assert scene.focused[0] == "option"
    option = scene.focused[1]
    before = scene.choice.value(option)
    key(scene, pygame.K_RIGHT)                        # the next value of the focused option
    assert not same_value(scene.choice.value(option), before)
    key(scene, pygame.K_LEFT)
    assert same_value(scene.choice.value(option), before)
    key(scene, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert scene.focused == stops[presets - 1]
    if presets > 1:                                   # Enter on a preset chooses it
        key(scene, pygame.K_RETURN)
        assert scene.choice.preset().key == stops[presets - 1][1]
    for _ in range(len(stops)):                        # the focused option is scrolled into view
        key(scene, pygame.K_DOWN)
        if scene.focused[0] == "option":
            row = next(r for r in scene.page.rows if r.key == scene.focused[1])
            assert scene.scroll <= row.rect.top and row.rect.bottom <= scene.scroll + scene.frame.view.height
    key(scene, pygame.K_END)
    assert scene.scroll == scene.max_scroll()
    key(scene, pygame.K_ESCAPE)
    assert closed == [scene.choice.changed] and app.stack.top is not scene


def test_nothing_is_painted_again_while_nothing_changes(app):
    scene = open_panel(app, "suzhou", {})
    picture = scene.picture
    app.frame(1 / 60)
    scene.process_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(1 / 60)
    assert scene.picture is picture                   # the same picture, blitted
    scene.scroll_by(40)
    app.frame(1 / 60)
    assert scene.picture is not picture


def test_the_start_line_names_the_rules_in_force():
    variant = get_variant("sichuan")
    lang.set_language("zh")
    assert lang.tr_bi(button_words(variant, {})) == "房间规则：经典"
    for preset in variant.presets:
        assert button_words(variant, preset.values).zh == f"房间规则：{preset.title.zh}"
    opts = [o for o in variant.options if len(o.choices) > 1]
    picks = {}
    for opt in opts:                                  # a rule set no preset has
        picks[opt.key] = next(c for c in opt.choices if not same_value(c, opt.default))
        if variant.preset_matching(picks) is None and len(picks) >= 3:
            break
    assert button_words(variant, picks).en == f"Room rules: Custom ({len(picks)} changed)"
    assert RoomChoice(variant, picks).status().zh == f"自定（改了{len(picks)}项）"


def test_a_choice_made_from_another_screen_shows_on_the_start_screen(app):
    # the rules browser opens the panel with no callback: the start screen reads the kept choice back
    from game.client.match.table_settings import Settings
    from game.client.scenes.room_rules_parts import open_room_rules
    start = app.push("start", Settings(variant="sichuan"))
    app.frame(1 / 60)
    variant = get_variant("sichuan")
    preset = variant.presets[0] if variant.presets else None
    panel = open_room_rules(app, "sichuan")
    if preset is not None:
        panel.choice.apply(preset)
    else:
        opt = next(o for o in variant.options if len(o.choices) > 1)
        panel.choice.set(opt.key, next(c for c in opt.choices if not same_value(c, opt.default)))
    panel.close()
    assert app.stack.top is start
    assert start.settings.options == panel.choice.changed != {}
    # the start screen's own words for the kept choice (the "Room rules:" prefix goes when the
    # button is too narrow for both languages: which depends on the window the worker made first)
    assert start.rules_button.text == start.rules_words()
    assert status_words(variant, panel.choice.changed).zh in start.rules_button.text


def test_pointing_at_a_preset_shows_what_it_is_and_a_title_its_whole_reading(app):
    lang.set_language("zh")
    app.user.language = "zh"
    variant = next(v for v in all_variants() if v.presets)
    scene = open_panel(app, variant.name, {})
    preset = variant.presets[0]
    button = next(b for b in scene.frame.buttons if b.kind == "preset" and b.key == preset.key)
    scene.process_event(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert any(preset.about.zh[:8] in t.text for t in scene.frame.texts)
    assert scene.choice.changed == {}                                    # pointing chooses nothing
    row = scene.page.rows[0]
    pos = (scene.frame.view.x + row.title_rect.centerx, scene.frame.view.y + row.title_rect.centery - scene.scroll)
    scene.process_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    assert scene.tip is not None and scene.tip[0] == row.key
    app.frame(1 / 60)                                                    # painted with its reading
