"""The teaching features in the window (headless, real frames and posted input): the hint names a
legal action and frames it; the waits panel shows the teaching core's report; refused clicks
and keys and complete-but-not-legal hands are explained; the tile tracker; taking back a
discard; the rules browser and the calculator screens; the start screen's corner; the language
switch; and every new string exists in Chinese and English."""
import ast
import json
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest

from game.cli.score import score_line
from game.client.display import lang
from game.client.app import Settings
from game.client.scenes.calculator_parts.calculator_model import MODE_NAMES
from game.client.scenes.calculator import CalculatorScene
from game.client.scenes.rules_browser import SECTIONS, RulesBrowserScene, plain
from game.client.scenes.settlement import SettlementScene
from game.client.scenes.start import StartScene
from game.client.scenes.table import TableScene
from game.client.scenes.table_parts.prompts import Prompt
from game.client.teaching.missed_win import MissedWinNotes
from game.client.teaching.panel import discard_note, missed_win_note, unseen_counts
from game.client.teaching.toast import Toast
from game.client.match.undo import log_without, undo_point
from game.client.scenes.ask import AskScene
from game.teaching import hint, refusal, waits_report
from game.teaching.i18n import Bi
from game.teaching.rules_book import rules_book
from rules.actions import Discard, Win
from rules.engine import legal_actions, view_for
from rules.tiles import Tile, parse_tiles
from rules.variants.registry import all_variants
from tests.client.variant_driver import click, post_key, tile_centre
from tests.rules.helpers_engine import act, deal, discard, ids_of, pass_all
from tests.rules.helpers_tianjin import tianjin_hand
from tests.rules.sichuan_scenarios import sc_deal

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _both_languages(app):
    lang.set_language("both")
    app.stack.clear()
    yield
    lang.set_language("both")
    app.stack.clear()


def frames(app, n=1):
    for _ in range(n):
        app.frame(1 / 60)


def open_table(app, variant, seed, **kw):
    scene = TableScene(app, Settings(variant=variant, seed=seed, pace="fast", name="Tester", claim_seconds=60, **kw))
    app.push(scene)
    return scene


def settled_prompt(scene):
    return scene.prompt is not None and not scene.timeline.running and not scene.queue


def play_until(app, scene, found, max_frames=30000):
    """Frames until found(scene) on an open prompt; the human follows the hint, settlement sheets
    are closed. Returns True when found."""
    for _ in range(max_frames):
        frames(app)
        top = app.stack.top
        if isinstance(top, SettlementScene):
            top.close()
            continue
        if top is not scene or not settled_prompt(scene):
            continue
        if found(scene):
            return True
        view = scene.session.view(0)
        scene._act(hint(view, scene.prompt.actions, scene.session.options).action)
    return False


# ---------------------------------------------------------------- the language helper

def test_tr_short_and_lines_follow_the_language():
    lang.set_language("zh")
    assert (lang.tr("胡", "Win"), lang.short("胡", "Win"), lang.lines("你好", "hello")) == ("胡", "胡", ["你好"])
    lang.set_language("en")
    assert (lang.tr("胡", "Win"), lang.short("胡", "Win"), lang.lines("你好", "hello")) == ("Win", "Win", ["hello"])
    lang.set_language("both")
    assert (lang.tr("胡", "Win"), lang.short("胡", "Win"), lang.lines("你好", "hello")) == \
        ("胡 Win", "胡", ["你好", "hello"])
    before = lang.version()
    assert [lang.cycle() for _ in range(3)] == ["zh", "en", "zh"] and lang.version() == before + 3   # both: settings only
    with pytest.raises(ValueError):
        lang.set_language("fr")


def test_the_settings_language_is_followed_only_in_a_players_window():
    saved = []
    user = SimpleNamespace(language="en")
    tests_app = SimpleNamespace(storage=None, user=user)
    lang.follow(tests_app)
    assert lang.current() == "both"            # tests and the demo keep their language
    window = SimpleNamespace(storage=object(), user=user, save_user_settings=lambda: saved.append(user.language))
    lang.follow(window)
    assert lang.current() == "en"
    lang.choose("zh", window)                  # a button: shown and kept in the settings
    assert lang.current() == "zh" and user.language == "zh" and saved == ["zh"]
    lang.choose("both", window)                # "both" is kept too
    lang.follow(window)
    assert lang.current() == "both" and user.language == "both" and saved == ["zh", "both"]


# ---------------------------------------------------------------- hint

def test_the_hint_names_a_legal_action_and_frames_it(app):
    scene = open_table(app, "guobiao", "teach-hint")
    kinds = set()

    def check(s):
        post_key(pygame.K_F1)
        frames(app, 2)
        panel = s.teaching
        assert panel.hint is not None and panel.hint.action in s.prompt.actions
        assert panel.hint.reason_zh and panel.hint.reason_en
        action = panel.hint.action
        if isinstance(action, Discard):
            assert panel.hand_tile_rects({action.tile}), "the hinted tile is framed"
        else:
            assert any(a == action or (a == "chow-menu") for a in s.buttons.values()), "the hinted button"
        kinds.add(s.prompt.kind)
        return {"turn", "claim"} <= kinds

    assert play_until(app, scene, check)
    # a new prompt clears the hint
    scene._act(scene.teaching.hint.action)
    frames(app, 2)
    assert scene.teaching.hint is None


def test_hints_switched_off_in_the_settings_are_not_given(app):
    app.user.hints = False
    try:
        scene = open_table(app, "guobiao", "teach-off")
        assert play_until(app, scene, lambda s: s.prompt.kind == "turn")
        post_key(pygame.K_F1)
        frames(app, 2)
        assert scene.teaching.hint is None and "settings" in scene.teaching.toast.en
        assert not scene.teaching.show_waits
    finally:
        app.user.hints = True


# ---------------------------------------------------------------- waits and the tracker

@pytest.mark.slow
def test_the_waits_panel_shows_the_cores_report_and_the_tracker_agrees(app):
    scene = open_table(app, "guobiao", "shot-1")
    seen = {"ready": False, "turn": False}

    def check(s):
        panel = s.teaching
        view = s.session.view(0)
        if panel.sync() is None:
            return False
        if panel.waits and not seen["ready"]:
            report = waits_report(view, s.session.options)
            assert [(w.tile, w.unseen) for w in panel.waits] == [(w.tile, w.unseen) for w in report]
            unseen = unseen_counts(view)
            for w in report:
                assert unseen[w.tile] == w.unseen
                text = panel.wait_text(w)
                assert str(w.unseen) in text
                if not w.self_drawn.legal and not w.discard.legal:     # greyed, with the reason
                    assert w.self_drawn.why.zh in text
                else:                                                  # the score of each legal way
                    assert all(str(v.total) in text for v in (w.self_drawn, w.discard) if v.legal)
            post_key(pygame.K_F3)
            frames(app, 2)
            assert panel.show_tracker
            post_key(pygame.K_F3)
            seen["ready"] = True
        if panel.discards and s.prompt.kind == "turn" and not seen["turn"]:
            entry = panel.discards[0]
            index = next(i for i, t in enumerate(s.human_tiles()) if t.kind is entry.kind)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=tile_centre(s, index), rel=(0, 0),
                                                 buttons=(0, 0, 0)))
            frames(app, 2)
            assert s.hover == index          # the popup names this discard's waits (drawn this frame)
            seen["turn"] = True
        return all(seen.values())

    assert play_until(app, scene, check, max_frames=60000)


def test_unseen_counts_are_four_less_what_the_seat_sees():
    state, _ = deal({0: "123m456p789s1122z5z"})
    view = view_for(state, 0)
    unseen = unseen_counts(view)
    assert len(unseen) == 34
    assert unseen[Tile.parse("1z")] == 2 and unseen[Tile.parse("5z")] == 3 and unseen[Tile.parse("9p")] == 4 - 0
    assert sum(unseen.values()) == 136 - 14


# ---------------------------------------------------------------- why not

def test_a_refused_click_and_a_missing_claim_key_are_explained(app):
    scene = open_table(app, "sichuan", "teach-why")
    # 定缺 first: a tile click during a set-up step says what to finish
    assert play_until(app, scene, lambda s: s.prompt.kind == "turn" and len(s.prompt.discards) < len(s.human_tiles()))
    tiles = scene.human_tiles()
    index = next(i for i, t in enumerate(tiles) if t.id not in scene.prompt.discards)
    view = scene.session.view(0)
    expected = refusal(view, Discard(scene.human_seat, tiles[index].id), scene.session.options)
    click(tile_centre(scene, index))
    frames(app, 2)
    assert expected.code == "void_first"
    assert scene.teaching.toast == expected.text and scene.prompt is not None   # nothing was sent
    # H with no 胡 button: why there is no win
    post_key(pygame.K_h)
    frames(app, 2)
    assert scene.teaching.toast == refusal(scene.session.view(0), Win(scene.human_seat), scene.session.options).text
    # Enter on a selected tile that may not go
    scene.selected = index
    post_key(pygame.K_RETURN)
    frames(app, 2)
    assert scene.teaching.toast == expected.text and scene.prompt is not None


def test_a_complete_hand_without_a_legal_win_says_why():
    # 国标: seat 1 waits on 1m/4m with only 门前清: the dealer's 4m is a chow, not a win
    state, _ = deal({0: "4m1z1s123456789p11s", 1: "23m123p456p678s55z", 2: "35m"})
    state, _ = discard(state, 0, "4m")
    view = view_for(state, 1)
    note = missed_win_note(view, legal_actions(state, 1), waits_report(view, state.options), state.options)
    assert note is not None and "门前清" in note.zh and "8" in note.en
    # 四川: seven pairs on the discard, but the void suit (万) is still held
    state, _ = sc_deal({0: "7p123m456m789m2p3p9m9m", 1: "11m22p33p44p55p66p7p", 2: "77p"},
                       voids={0: "s", 1: "m", 2: "s", 3: "s"})
    state, _ = discard(state, 0, "7p")
    view = view_for(state, 1)
    note = missed_win_note(view, legal_actions(state, 1), waits_report(view, state.options), state.options)
    assert note is not None and "定缺" in note.zh and "void suit" in note.en
    # 天津: a discard completes the hand, but only a self-draw wins
    state, _ = tianjin_hand({0: "1s123m456m789m2z3z6z7z", 1: "123m456m789m23s55z", 2: "11s"})
    state, _ = act(state, Discard(0, ids_of(state, 0, "1s")[0]))
    view = view_for(state, 1)
    waits = waits_report(view, state.options)
    note = discard_note(waits, Tile.parse("1s"))
    assert "只能自摸" in note.zh and note.zh.startswith("一条能凑成和牌") and note.en.startswith("1 Bamboo completes")
    assert discard_note(waits, Tile.parse("9p")) is None
    # 天津 on his own turn: the drawn tile completes a plain hand with a wildcard, worth 1
    state, _ = tianjin_hand({0: "123m57p789s234s5z3p9m"}, draws="1s1s1s5z")
    state, _ = act(state, Discard(0, ids_of(state, 0, "9m")[0]))
    state, _ = pass_all(state)
    for _ in range(3):
        state, _ = act(state, Discard(state.turn, state.drawn))
        state, _ = pass_all(state)
    view = view_for(state, 0)
    note = missed_win_note(view, legal_actions(state, 0), waits_report(view, state.options), state.options)
    assert note is not None and "价值1" in note.zh
    # a hand that is not complete: nothing to say
    state, _ = deal({0: "4m1z1s123456789p11s", 1: "23m123p456p678s55z", 2: "35m"})
    view = view_for(state, 0)
    assert missed_win_note(view, legal_actions(state, 0), [], state.options) is None


def test_a_lit_hu_takes_away_the_note_that_the_last_discard_was_no_win():
    # 天津: seat 1's hand is complete with 1s, but seat 0's 1s cannot be won on (self-draw only).
    state, _ = tianjin_hand({0: "1s123m456m789m2z3z6z7z", 1: "123m456m789m23s55z", 2: "11s"})
    state, _ = act(state, Discard(0, ids_of(state, 0, "1s")[0]))
    view = view_for(state, 1)
    reading = SimpleNamespace(job=None, waits=waits_report(view, state.options), options=state.options)
    asked = SimpleNamespace(ready=False)
    toast = Toast(SimpleNamespace())
    notes = MissedWinNotes(SimpleNamespace(prompt=None), reading, SimpleNamespace(submit=lambda job: asked), toast)
    notes.discard_seen(0, Tile.parse("1s"))
    notes.collect()
    said = toast.text
    assert said is not None and "只能自摸" in said.zh
    # a prompt without 胡 (his draw did not complete the hand) leaves the note up
    notes.prompt_opened(Prompt([Discard(1, ids_of(state, 1, "5z")[0])]), view)
    assert toast.text is said
    # his own draw completes it and 胡 is lit: "no win" beside it would read as about this hand
    notes.prompt_opened(Prompt([Win(1), Discard(1, ids_of(state, 1, "5z")[0])]), view)
    assert toast.text is None
    # a note said since stays: only the stale one goes
    toast.show(said)
    notes.prompt_opened(Prompt([Win(1)]), view)
    assert toast.text is said


# ---------------------------------------------------------------- take back

def test_taking_back_a_discard_rebuilds_the_table_before_it(app):
    scene = open_table(app, "guobiao", "teach-undo")
    assert play_until(app, scene, lambda s: s.prompt.kind == "turn")
    before = scene.session.view(0)
    actions = list(scene.prompt.actions)
    log_before = list(scene.session.log)
    scene._act(next(a for a in actions if isinstance(a, Discard)))
    frames(app, 30)                              # the bots may pass, draw and throw meanwhile
    assert scene.teaching.can_undo()
    post_key(pygame.K_z)                         # Backspace / Ctrl+Z
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0))
    frames(app, 2)
    assert isinstance(app.stack.top, AskScene)    # a scored match asks first (issue 29)
    post_key(pygame.K_RETURN)
    frames(app, 2)
    rebuilt = app.stack.top
    assert isinstance(rebuilt, TableScene) and rebuilt is not scene
    assert rebuilt.session.log == log_before
    for _ in range(600):
        frames(app)
        if settled_prompt(rebuilt):
            break
    view = rebuilt.session.view(0)
    assert (view.hand, view.drawn) == (before.hand, before.drawn)
    assert list(rebuilt.prompt.actions) == actions
    assert sorted(t.id for t in rebuilt.human_tiles()) == sorted(before.hand)


def test_a_claimed_discard_cannot_be_taken_back():
    def session(log, river):
        return SimpleNamespace(log=log, human=0, closed_log=lambda: log, hand_over=False, seat_of=lambda p: p,
                               state=SimpleNamespace(discards=(river, (), (), ())))
    log = [{"type": "hand", "hand": 0},
           {"type": "action", "hand": 0, "action": {"type": "discard", "seat": 0, "tile": 7}},
           {"type": "action", "hand": 0, "action": {"type": "pass", "seat": 1}}]
    assert undo_point(session(log, (7,))) == 1
    assert undo_point(session(log, ())) is None                 # claimed: it left the river
    mine = log + [{"type": "action", "hand": 0, "action": {"type": "pass", "seat": 0}}]
    assert undo_point(session(mine, (7,))) is None              # the human acted since
    assert undo_point(session(log[:1], ())) is None             # nothing discarded this hand
    closed = log_without(session(log, (7,)), 1)
    assert closed[-1] == {"type": "stop", "hands_finished": 0, "actions_in_progress": 0}


# ---------------------------------------------------------------- rules browser

@pytest.mark.parametrize("variant", [v.name for v in all_variants()])
def test_the_rules_browser_shows_every_section_and_row(app, variant):
    for code in ("zh", "en"):
        lang.set_language(code)
        scene = app.push(RulesBrowserScene(app, variant))
        frames(app, 2)
        book = rules_book(variant)
        assert all(scene.section_top(key) is not None for key, _ in SECTIONS)
        assert scene.content_height() > scene.page_rect().height * 3
        for key, _ in SECTIONS:
            button = next(b for b, a in scene.controls.items() if a == ("section", key))
            click(button.rect.center)
            frames(app, 2)
            assert scene.scroll == min(scene.section_top(key), scene.max_scroll())
            assert scene.current_section() == key or scene.scroll == scene.max_scroll()
        post_key(pygame.K_END)
        frames(app, 2)
        assert scene.scroll == scene.max_scroll()
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False, precise_x=0.0,
                                             precise_y=3.0, touch=False))
        frames(app, 1)
        assert scene.scroll < scene.max_scroll()
        assert len(book.scoring) and all(row.name.zh and row.name.en for row in book.scoring)
        post_key(pygame.K_ESCAPE)
        frames(app, 1)
        assert app.stack.top is not scene


def test_rule_references_are_dropped_for_players():
    assert plain("§5, S5: 3 花 to win (抢杠 counts as one)") == "3 花 to win (抢杠 counts as one)"
    assert plain("§4, S7 (漏胡): after passing") == "漏胡: after passing"
    assert plain("108 tiles (E/S/W/N) (§1, §3).") == "108 tiles (E/S/W/N)."
    assert plain("§6a 扣听: x4 = a player") == "扣听: x4 = a player"          # no stray "a" of §6a


# ---------------------------------------------------------------- calculator screen

def test_the_calculator_screen_builds_a_hand_by_clicks(app):
    scene = app.push(CalculatorScene(app, "guobiao"))
    frames(app, 2)

    def palette_click(kind):
        rect = next(r for r, k in scene.palette_rects() if k is kind)
        click(rect.center)
        frames(app, 1)

    mode_button = {a: b for b, a in scene.controls.items()}
    click(mode_button[("mode", "pung")].rect.center)
    frames(app, 1)
    palette_click(Tile.parse("5z"))
    click(next(b for b, a in scene.controls.items() if a == ("mode", "hand")).rect.center)
    frames(app, 1)
    for tile in parse_tiles("123m456p789s4m"):
        palette_click(tile)
    palette_click(Tile.parse("4m"))             # the hand is full: this is the winning tile
    out = scene.calc.evaluate().output
    assert out == score_line(json.dumps(scene.calc.request()))
    assert out["win"] and any(i["name_zh"] == "箭刻" for i in out["items"])
    frames(app, 1)
    row = next(i for i, item in enumerate(out["items"]) if item["name_zh"] == "箭刻")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.item_rects[row].center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 1)
    assert scene.hover_item == row
    # clicking a built tile takes it back
    rect, place, index = scene.built_rects()[0]
    click(rect.center)
    frames(app, 1)
    assert scene.calc.needed() == 1 and scene.calc.evaluate().output is None
    # the mode buttons follow the language
    lang.set_language("en")
    frames(app, 1)
    texts = {b.text for b in scene.controls}
    assert MODE_NAMES["pung"].en in texts and "Back (Esc)" in texts


# ---------------------------------------------------------------- start screen and language

def test_the_start_screens_corner_opens_the_teaching_screens(app):
    start = app.push(StartScene(app, Settings(variant="tianjin")))
    frames(app, 2)
    text = start.description.html_text
    assert "混儿" in text and "天津要点" in text and "与国标的不同" not in text     # its own game, not 国标's
    buttons = {key: b for b, key in start.teach_buttons.items()}
    click(buttons["rules"].rect.center)
    frames(app, 2)
    assert isinstance(app.stack.top, RulesBrowserScene) and app.stack.top.variant == "tianjin"
    post_key(pygame.K_ESCAPE)
    frames(app, 2)
    click(buttons["calculator"].rect.center)
    frames(app, 2)
    assert isinstance(app.stack.top, CalculatorScene) and app.stack.top.calc.variant == "tianjin"
    post_key(pygame.K_ESCAPE)
    frames(app, 2)
    assert app.stack.top is start
    click(buttons["lang"].rect.center)          # both -> zh
    frames(app, 2)
    assert lang.current() == "zh"
    assert start.start_button.text == "开始 (Enter)" and "What changes" not in start.description.html_text
    buttons = {key: b for b, key in start.teach_buttons.items()}
    click(buttons["lang"].rect.center)          # zh -> en
    frames(app, 2)
    assert start.start_button.text == "Start (Enter)" and "Tianjin in short" in start.description.html_text
    demo = {key: b for b, key in start.teach_buttons.items()}["demo"]
    click(demo.rect.center)
    frames(app, 2)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.settings.human is None and table.settings.show_hands


def test_the_table_follows_the_language(app):
    scene = open_table(app, "guobiao", "teach-lang")
    assert play_until(app, scene, lambda s: s.prompt.kind == "claim")
    lang.set_language("en")
    frames(app, 2)
    labels = {b.text for b in scene.buttons}
    assert any(text.startswith("Pass") for text in labels)
    assert scene.toggle_button.text == "Show hands"
    assert {b.text for b in scene.teaching.buttons} >= {"Hint", "Waits", "Tracker", "Undo", "Rules"}
    lang.set_language("zh")
    frames(app, 2)
    assert any(text.startswith("过") for text in {b.text for b in scene.buttons})
    assert scene.toggle_button.text == "看牌"
    post_key(pygame.K_F6)                       # in game: 中 -> EN
    frames(app, 2)
    assert lang.current() == "en"


# ---------------------------------------------------------------- every string in both languages

NEW_FILES = ["game/client/display/lang.py", "game/client/teaching/panel.py", "game/client/scenes/start_parts/start_extras.py",
             "game/client/scenes/calculator_parts/calculator_model.py", "game/client/scenes/calculator.py",
             "game/client/scenes/rules_browser.py", "game/client/ui/text.py", "game/client/ui/widgets.py",
             "game/client/match/undo.py"] + sorted(str(p.relative_to(ROOT)) for p in (ROOT / "game/client/teaching").glob("*.py"))
PAIR_CALLS = {"tr", "short", "Bi", "lines", "button"}


def _pairs(path):
    """(zh, en) literal pairs given to tr / short / Bi / lines / button in a file."""
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        if name not in PAIR_CALLS:
            continue
        args = [a for a in node.args if isinstance(a, (ast.Constant, ast.JoinedStr))]
        if name == "button":
            args = [a for a in node.args[1:3] if isinstance(a, (ast.Constant, ast.JoinedStr))]
        if len(args) >= 2:
            out.append((node.lineno, args[0], args[1]))
    return out


def _text(node):
    if isinstance(node, ast.Constant):
        return str(node.value)
    return "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)


@pytest.mark.parametrize("path", NEW_FILES)
def test_every_new_ui_string_comes_in_chinese_and_english(path):
    found = _pairs(path)
    for line, zh, en in found:
        zh_text, en_text = _text(zh), _text(en)
        if not any(ch.isalpha() for ch in zh_text.replace("{}", "")):
            continue        # only filled in (f"{total}{unit.zh}"): the words come from elsewhere
        assert any(ord(ch) > 0x2E80 for ch in zh_text), f"{path}:{line} {zh_text!r} has no Chinese"
        assert any(ch.isascii() and ch.isalpha() for ch in en_text) or zh_text == en_text, \
            f"{path}:{line} {en_text!r} has no English"
    if path.endswith(("calculator.py", "rules_browser.py", "teaching/toolbar.py", "calculator_model.py")):
        assert len(found) >= 10     # (the teaching panel's words: most are its toolbar's)


def test_the_tracker_counts_a_face_up_indicator_as_seen():
    from rules import engine as eng
    from rules.match import hand_config, new_match
    from game.bots.table_reading import visible_counts
    variant = next(v for v in all_variants() if v.name == "erren")
    match, _ = new_match(variant, "tracker-indicator", {"exchange": "off"})
    state, _ = eng.new_hand(variant, hand_config(match))
    view = view_for(state, 0)
    shown = view.extra.face_up()
    assert shown, "二人 turns its indicator up at once without the exchange"
    kind = shown[0]
    held = sum(1 for k in view.hand_kinds if k == kind)
    assert unseen_counts(view)[kind] == 4 - visible_counts(view)[kind.index] - held - 1


def test_a_refusal_note_goes_with_the_decision_it_was_about():
    """A tester's slip: at the fast pace a 'why not' note from an earlier turn still stood over
    the next prompt. A refusal lasts while its prompt is open; other notes keep their time."""
    table = SimpleNamespace(prompt=object(), model=SimpleNamespace(wins=[], exhausted=False))
    toast = Toast(table)
    refused = Bi("这张不能打", "that tile may not go")
    toast.show(refused, this_prompt=True)
    toast.tick(0.5)
    assert toast.text is refused                 # the same decision: still there
    table.prompt = None                          # the player acted
    toast.tick(0.1)
    assert toast.text is None
    other = Bi("错过了和牌", "a missed win")
    toast.show(other)
    table.prompt = object()
    toast.tick(0.1)
    assert toast.text is other                   # not about a decision: it keeps its seconds


def test_nothing_to_decide_goes_when_a_decision_comes():
    """'现在不用你做决定' (the hint asked between turns) stood above 'Your turn' (a tester)."""
    from game.client.teaching.panel import TeachingPanel
    table = SimpleNamespace(prompt=None, model=SimpleNamespace(wins=[], exhausted=False))
    panel = TeachingPanel.__new__(TeachingPanel)
    panel.toast_card = Toast(table)
    panel.hints_allowed = True
    panel.table = table
    panel.ask_hint()
    assert panel.toast_card.text is not None and "nothing for you" in panel.toast_card.text.en
    panel.toast_card.tick(0.2)
    assert panel.toast_card.text is not None          # still no decision: it stays
    table.prompt = object()                            # the player's turn
    panel.toast_card.tick(0.1)
    assert panel.toast_card.text is None


@pytest.mark.parametrize("end", ["win", "drawn"])
def test_nothing_to_decide_goes_when_the_hand_is_won_or_drawn(end):
    """The note asked between turns stood over the win's (or the drawn hand's) banner until its
    five seconds were up; the table moved on, so it goes."""
    from game.client.teaching.panel import TeachingPanel
    model = SimpleNamespace(wins=[], exhausted=False)
    table = SimpleNamespace(prompt=None, model=model)
    panel = TeachingPanel.__new__(TeachingPanel)
    panel.toast_card = Toast(table)
    panel.hints_allowed = True
    panel.table = table
    panel.ask_hint()
    panel.toast_card.tick(0.2)
    assert panel.toast_card.text is not None
    if end == "win":
        model.wins.append(object())
    else:
        model.exhausted = True
    panel.toast_card.tick(0.1)
    assert panel.toast_card.text is None


def test_f6_switches_the_language_on_a_screen_without_its_own_button(app):
    """A tester's slip: the table's tooltip says F6 switches the language, but F6 did nothing on
    the rules page or the settlement sheet."""
    app.stack.clear()
    app.push(RulesBrowserScene(app, "guobiao"))
    before, kept = lang.current(), getattr(app.user, "language", None)
    try:
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F6, mod=0, unicode=""))
        assert lang.current() != before
    finally:
        lang.choose(kept or before, app)
        lang.set_language(before)
        app.stack.clear()


def test_an_exchange_pick_that_cannot_go_says_why(app):
    """A tester's slip: three tiles of mixed suits left the 换三张 button disabled with no reason,
    and a fourth click was silently ignored."""
    scene = open_table(app, "sichuan", "pick-why", options={"exchange_three": True})
    assert play_until(app, scene, lambda s: s.prompt.exchange)
    tiles = scene.human_tiles()
    suits: dict[str, list[int]] = {}
    for i, t in enumerate(tiles):
        suits.setdefault(t.kind.suit, []).append(i)
    mixed = [ids[0] for ids in suits.values()][:3]
    assert len(mixed) == 3
    scene.toggle_pick(mixed[0])
    assert scene.teaching.toast is None or "one suit" not in scene.teaching.toast.en
    scene.toggle_pick(mixed[1])          # the second suit: said now, not only at the third tile
    assert scene.teaching.toast is not None and "one suit" in scene.teaching.toast.en
    scene.toggle_pick(mixed[2])
    assert scene.teaching.toast is not None and "one suit" in scene.teaching.toast.en
    spare = next(i for i in range(len(tiles)) if i not in mixed)
    assert not scene.toggle_pick(spare)
    assert scene.teaching.toast is not None and "put it back" in scene.teaching.toast.en
    # a legal pick passed: the note about the pick goes with the step (a tester saw it stay ~2 s)
    for index in mixed:
        scene.toggle_pick(index)
    suit = max(suits.values(), key=len)
    assert len(suit) >= 3
    for index in suit[:3]:
        scene.toggle_pick(index)
    choice = scene.exchange_choice()
    assert choice is not None
    assert scene.teaching.toast is not None          # the last note about the pick still shows
    scene._act(choice)
    frames(app, 2)
    assert scene.teaching.toast is None
    app.stack.clear()


def test_the_waits_title_goes_onto_two_lines_rather_than_being_cut():
    """'Ready · 11 left, 8 of these reach 2 poi…' at 1280×800 in English."""
    from game.client.teaching.waits_card import WaitsCard
    card = WaitsCard.__new__(WaitsCard)
    card.reading = SimpleNamespace(waits=[])
    card.live_text = lambda waits: "11 left, 8 of these reach 2 points"      # type: ignore[method-assign]
    before = lang.current()
    try:
        lang.set_language("en")
        assert card.title_lines(1000, 15) == ("Ready · 11 left, 8 of these reach 2 points", "")
        assert card.title_lines(150, 15) == ("Ready · 11 left,", "8 of these reach 2 points")
    finally:
        lang.set_language(before)


def test_a_ready_discard_with_more_waits_than_drawn_says_so_in_words():
    """'+1 余19张，其中0张够2分': the '+1' (a seventh wait not drawn) was never explained."""
    from game.client.teaching.waits_card import WaitsCard
    card = WaitsCard.__new__(WaitsCard)
    card.reading = SimpleNamespace(discards=[SimpleNamespace(waits=list(range(7)))])
    card.live_text = lambda waits: "19 left"      # type: ignore[method-assign]
    before = lang.current()
    try:
        lang.set_language("en")
        assert card.discard_texts() == ["19 left (and 1 more kind not shown)"]
        lang.set_language("zh")
        assert card.discard_texts() == ["19 left（还听另1种，没画出）"]
    finally:
        lang.set_language(before)


def test_ready_discards_beyond_the_cards_rows_are_counted():
    """A tester saw five ready discards listed and a sixth (its waits shown on hover) left out
    without a word."""
    from game.client.teaching.waits_card import SHOWN_DISCARDS, WaitsCard
    card = WaitsCard.__new__(WaitsCard)
    before = lang.current()
    try:
        lang.set_language("en")
        card.reading = SimpleNamespace(discards=[None] * SHOWN_DISCARDS)
        assert card.more_discards_text() == ""
        card.reading = SimpleNamespace(discards=[None] * (SHOWN_DISCARDS + 1))
        assert card.more_discards_text() == "1 more discard also makes you ready (point at a tile in your hand)"
        card.reading = SimpleNamespace(discards=[None] * (SHOWN_DISCARDS + 2))
        lang.set_language("zh")
        assert card.more_discards_text() == "还有2种打法也能听牌（指向手里的牌看）"
    finally:
        lang.set_language(before)


def test_the_closed_rules_badge_never_covers_a_popup(app, monkeypatch):
    """A tester's slip: the waits popup over a hovered tile lay under the 'Room rules: …' badge.
    Closed, the badge is drawn under the teaching cards; opened by the player, over them."""
    scene = open_table(app, "sichuan", "badge-order")
    frames(app)
    order: list[str] = []
    monkeypatch.setattr(scene.rules_card, "draw", lambda surface: order.append("rules"))
    monkeypatch.setattr(scene.teaching, "draw", lambda surface: order.append("teaching"))
    surface = pygame.Surface(app.size)
    for opened, expected in ((False, ["rules", "teaching"]), (True, ["teaching", "rules"])):
        scene.rules_card.open = opened
        order.clear()
        scene.draw(surface)
        assert order == expected
    scene.rules_card.open = False
    app.stack.clear()


def test_a_pressed_toolbar_buttons_tooltip_goes_and_stays_away_while_the_pointer_rests(app, monkeypatch):
    """A tester pressed Hint and the tooltip, hanging below the button, covered the hint card
    until the pointer moved; it now goes at the press and comes back only after leaving."""
    scene = open_table(app, "guobiao", 4)
    assert play_until(app, scene, lambda s: s.prompt.kind == "turn")
    button = next(b for b, key in scene.teaching.buttons.items() if key == "hint")
    pointer = [button.rect.center]
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pointer[0])
    frames(app, 90)                                  # 1.5 s resting on the button
    assert button.tool_tip is not None
    click(button.rect.center)
    frames(app, 120)                                 # pressed, and 2 s more resting there
    assert scene.teaching.hint_card.shown is not None
    assert button.tool_tip is None
    pointer[0] = (app.screen.get_width() // 2, app.screen.get_height() // 2)
    frames(app, 5)
    pointer[0] = button.rect.center
    frames(app, 90)
    assert button.tool_tip is not None               # back after the pointer left and came again


def test_the_missed_win_note_begins_with_a_capital(monkeypatch):
    """天津: the red note began "the hand is complete, but it is no win…" (a tester)."""
    from game.client.teaching import missed_win
    monkeypatch.setattr(missed_win, "complete_shape", lambda view: True)
    monkeypatch.setattr(missed_win, "refusal", lambda view, action, options: SimpleNamespace(
        code="below_minimum", text=Bi("价值1分，天津起和2分", "worth 1 point; Tianjin needs 2")))
    view = SimpleNamespace(window_tile=None, drawn=5, seat=0)
    note = missed_win.missed_win_note(view, [], [])
    assert note is not None and note.en.startswith("The hand is complete, but it is no win: worth 1 point")
