"""The room-rules panel fits the window (issue 27): at 1024x640, 1280x800 and 1920x1080, in Chinese
English and both, for every variant, every text and button lies inside the panel (the page's inside
its width), no two overlap, no button's label is cut, and the page keeps room to scroll in."""
import itertools

import pytest

from game.client.display import lang
from game.client.display.fonts import get_font, missing_glyphs
from game.settings import UserSettings
from rules.variants.registry import all_variants

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]


def _overlaps(rects):
    return [(a, b) for (a, b) in itertools.combinations(rects, 2) if a[1].colliderect(b[1])]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", ["zh", "en", "both"])
def test_the_panel_fits(size, code):
    from game.client.app import App
    from game.client.scenes.room_rules_parts import open_room_rules
    app = App(size, resizable=False, user=UserSettings(language=code))
    lang.set_language(code)
    try:
        for variant in all_variants():
            presets = [{}] + [dict(p.values) for p in variant.presets]
            for options in presets[:2]:
                scene = open_room_rules(app, variant.name, None, options)
                app.frame(1 / 60)
                panel = scene.panel_rect()
                frame, page = scene.frame, scene.page
                named = [(t.text, t.rect) for t in frame.texts] + [(b.label, b.rect) for b in frame.buttons]
                for text, rect in named:
                    assert panel.contains(rect), (variant.name, code, text, rect, panel)
                assert not _overlaps(named), (variant.name, code, _overlaps(named))
                assert frame.view.height >= panel.height // 3, (variant.name, code, "the header leaves no page")
                on_page = [(t.text, t.rect) for t in page.texts] + [(b.label, b.rect) for b in page.buttons]
                for text, rect in on_page:
                    assert rect.left >= 0 and rect.right <= scene.page_width, (variant.name, code, text, rect)
                assert not _overlaps(on_page), (variant.name, code, _overlaps(on_page)[:3])
                for button in frame.buttons + page.buttons:        # every label whole in its button
                    width = get_font(button.size).size(button.label)[0]
                    assert width <= button.rect.width - 4, (variant.name, code, button.label)
                for text, _ in named + on_page:                    # and drawable with the bundled font
                    assert not missing_glyphs(text) and not missing_glyphs(text, bold=True), (variant.name, text)
                app.stack.clear()
    finally:
        app.stack.clear()


@pytest.mark.parametrize("code", ["zh", "en", "both"])
def test_the_start_screens_rules_line_fits_its_button(code):
    from game.client.app import App
    from game.client.match.table_settings import Settings
    app = App((1024, 640), resizable=False, user=UserSettings(language=code))
    lang.set_language(code)
    try:
        start = app.push("start", Settings())
        for variant in all_variants():
            rule_sets = [{}] + [dict(p.values) for p in variant.presets]
            changed = {o.key: o.choices[-1] for o in variant.options if len(o.choices) > 1}
            for options in rule_sets + [changed]:
                start.settings.variant, start.settings.options = variant.name, options
                start._refresh_choices()
                text = start.rules_button.text
                width = get_font(app.font_px(18)).size(text)[0]
                assert text and width <= start.rules_button.rect.width - 16, (variant.name, code, text)
    finally:
        app.stack.clear()
