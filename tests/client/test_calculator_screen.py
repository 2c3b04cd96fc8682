"""The calculator screen as a player sees it: its controls stay put when the variant changes, it
offers only the win conditions and options the variant scores (read from the variant record),
苏州 shows what each player pays (from 苏州's own settlement), and clicked flowers lie in the hand."""
import pygame
import pytest

from game.client.display import lang
from game.client.scenes.calculator_parts.calculator_model import Calculator
from game.client.scenes.calculator import CalculatorScene, common_flags
from rules.tiles import Tile, parse_tiles
from rules.variants.registry import all_variants, get_variant

VARIANTS = [v.name for v in all_variants()]


def controls_by_action(scene) -> dict:
    return {action: button.rect.copy() for button, action in scene.controls.items()}


def switch(app, scene, variant):
    button = next(b for b, a in scene.controls.items() if a == ("variant", variant))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1))
    for _ in range(3):
        app.frame(1 / 60)
    assert scene.calc.variant == variant


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("code", ["zh", "en"])
def test_common_controls_keep_their_places_when_the_variant_changes(app, size, code):
    before = lang.current()
    lang.set_language(code)
    app.resize(size)
    try:
        app.stack.clear()
        scene = app.push(CalculatorScene(app, "guobiao"))
        app.frame(1 / 60)
        seen = {"guobiao": (controls_by_action(scene), dict((k, r) for r, k in scene.palette_rects()),
                            scene.result_rect())}
        for variant in ("tianjin", "suzhou", "sichuan", "guobiao"):
            switch(app, scene, variant)
            seen[variant] = (controls_by_action(scene), dict((k, r) for r, k in scene.palette_rects()),
                             scene.result_rect())
        names = list(seen)
        for a in names:
            for b in names:
                controls_a, palette_a, result_a = seen[a]
                controls_b, palette_b, result_b = seen[b]
                assert result_a == result_b
                for action in set(controls_a) & set(controls_b):
                    assert controls_a[action] == controls_b[action], (a, b, action)
                for kind in set(palette_a) & set(palette_b):
                    assert palette_a[kind] == palette_b[kind], (a, b, kind)
        shared = [("flag", f) for f in common_flags()]
        assert ("flag", "self_drawn") in shared and ("mode", "win") in seen["tianjin"][0]
    finally:
        lang.set_language(before)
        app.resize((1280, 800))
        app.stack.clear()


@pytest.mark.parametrize("variant", VARIANTS)
def test_only_the_conditions_and_options_the_variant_scores_are_offered(app, variant):
    app.stack.clear()
    scene = app.push(CalculatorScene(app, variant))
    rules = get_variant(variant)
    actions = set(scene.controls.values())
    flags = {a[1] for a in actions if a[0] == "flag"}
    options = {a[1] for a in actions if a[0] == "option"}
    winds = {a[1] for a in actions if a[0] == "wind"}
    assert flags == {f for f in rules.score_flags if f not in ("seat_wind", "round_wind", "flowers")}
    assert options == set(rules.score_options)
    assert bool(winds) == ("seat_wind" in rules.score_flags)
    assert not any(a[0] == "flowers" for a in actions)        # flowers are clicked as tiles
    app.stack.clear()


def test_the_flags_come_from_the_variant_record(monkeypatch):
    """A variant that declares other flags gets those (no second table in the client)."""
    import dataclasses

    import game.client.scenes.calculator_parts.calculator_model as model
    changed = dataclasses.replace(get_variant("tianjin"), score_flags=("self_drawn",), score_options=("gangkai",))
    monkeypatch.setattr(model, "get_variant", lambda name: changed)
    calc = Calculator("tianjin")
    assert calc.flag_names() == ("self_drawn",) and calc.option_keys() == ("gangkai",)


def built(variant: str, concealed: str, win: str, self_drawn: bool) -> Calculator:
    calc = Calculator(variant)
    for kind in parse_tiles(concealed):
        assert calc.add_concealed(kind) is None
    assert calc.set_win_tile(Tile.parse(win)) is None
    calc.set_flag("self_drawn", self_drawn)
    return calc


def test_suzhou_shows_what_each_player_pays_from_its_own_settlement():
    calc = built("suzhou", "111m222m333m444p5p", "5p", True)
    result = calc.evaluate()
    assert result.output["meets_minimum"]
    hua = result.output["total"]
    line = calc.payment().line()
    assert line.en == f"each of three pays {hua} = {3 * hua}" and line.zh == f"每家付 {hua}，共 {3 * hua}"
    # the silver per 花 is 苏州's settlement's, not the client's
    calc.options["silver_per_hua"] = 5
    assert calc.payment().line().en == f"each of three pays {5 * hua} = {15 * hua}"
    on_discard = built("suzhou", "111m222m333m444p5p", "5p", False)
    assert on_discard.payment().line().en == f"the discarder pays {on_discard.evaluate().output['total']}"


def test_no_payment_is_made_up_where_the_settlement_needs_the_table():
    calc = built("tianjin", "123m456m789m123p5p", "5p", True)
    calc.set_indicator(Tile.parse("9s"))
    assert calc.evaluate().output["win"]
    assert calc.payment() is None       # 天津 pays by 坐庄/拉庄 pairs: a table, not a lone hand


def test_the_payment_line_is_drawn_on_the_screen(app, monkeypatch):
    from game.client.display import fonts
    heard = []
    monkeypatch.setattr(fonts, "render_listeners", [heard.append], raising=False)
    before = lang.current()
    lang.set_language("en")
    try:
        app.stack.clear()
        scene = app.push(CalculatorScene(app, "suzhou"))
        scene.calc = built("suzhou", "111m222m333m444p5p", "5p", True)
        app.frame(1 / 60)
        hua = scene.calc.evaluate().output["total"]
        assert any(f"each of three pays {hua} = {3 * hua}" in t for t in heard), heard[:20]
    finally:
        lang.set_language(before)
        app.stack.clear()


def test_clicked_flowers_lie_in_the_hand_and_go_back_when_clicked(app):
    app.stack.clear()
    scene = app.push(CalculatorScene(app, "suzhou"))
    palette = {kind: rect for rect, kind in scene.palette_rects()}
    flowers = [k for k in palette if scene.calc.is_flower(k)][:3]
    for kind in flowers:
        assert scene.click(palette[kind].center)
    shown = [(place, kind) for place, _, kind in scene.calc.shown_tiles()]
    assert [k for place, k in shown if place == "flower"] == flowers
    flower_rects = [rect for rect, place, _ in scene.built_rects() if place == "flower"]
    assert len(flower_rects) == 3 and all(app.screen.get_rect().contains(r) for r in flower_rects)
    assert scene.calc.request()["hand"]["flags"]["flowers"] == 3
    assert scene.click(flower_rects[1].center)          # clicking one in the hand puts it back
    assert scene.calc.flower_tiles == [flowers[0], flowers[2]]
    app.stack.clear()


def test_a_flower_has_only_its_own_copies():
    calc = Calculator("guobiao")
    spring = next(k for k in calc.palette() if calc.is_flower(k))
    assert calc.click(spring) is None
    assert calc.click(spring) is not None          # 国标 has one 春
    assert calc.flowers == 1
    calc.set_flowers(8)
    assert calc.flowers == 8 and len(set(calc.flower_tiles)) == 8
    assert calc.add_flower() is not None            # all eight are out


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_no_variant_tab_covers_the_back_button(app, size):
    """A tester's slip: the fifth tab (二人麻将) lay over 返回 / Back at every size."""
    app.resize(size)
    try:
        app.stack.clear()
        scene = app.push(CalculatorScene(app, "guobiao"))
        app.frame(1 / 60)
        rects = controls_by_action(scene)
        back = rects[("back",)]
        tabs = [r for action, r in rects.items() if action[0] == "variant"]
        assert len(tabs) == len(VARIANTS) and not any(t.colliderect(back) for t in tabs)
        assert not any(a.colliderect(b) for i, a in enumerate(tabs) for b in tabs[i + 1:])
    finally:
        app.resize((1280, 800))


def test_tianjins_conditions_name_only_what_tianjin_has():
    """A tester's slip: 天津 (no robbing a kong, wins by self-draw only) offered 抢杠 and 地和."""
    from game.client.scenes.calculator import flag_label
    before = lang.current()
    lang.set_language("en")
    try:
        tianjin, guobiao = get_variant("tianjin"), get_variant("guobiao")
        assert flag_label("kong_related", tianjin) == "Kong replacement"
        assert flag_label("first_turn", tianjin) == "First turn (heavenly)"
        assert "robbing" in flag_label("kong_related", guobiao) and "earthly" in flag_label("first_turn", guobiao)
    finally:
        lang.set_language(before)
