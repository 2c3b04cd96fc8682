"""One language at a time: in English nothing Chinese is drawn but tile faces, the language names
on the switch and the fan-name glosses; in Chinese no English word but key names. Checked on
every screen (every string drawn, widgets included), on every caption and teaching text the
builders make, and on every literal pair in the source. Also: the language switch names the
language it goes to, switching re-renders every open screen, and "both" is saved too."""
import ast
import json
import re
from pathlib import Path

import pygame
import pytest

from game.client.display import lang
from rules.variants.registry import all_variants, get_variant

ROOT = Path(__file__).resolve().parents[2]
PARTS = ("start and teaching screens",) + tuple(v.name for v in all_variants())   # the walk's parts
PLAYER_NAMES = ("Tester",)          # typed by the player: shown as typed in either language


@pytest.fixture(autouse=True)
def _both_afterwards():
    lang.set_language("both")
    yield
    lang.set_language("both")


# ---------------------------------------------------------------- the checker

def test_english_text_may_hold_chinese_only_as_a_gloss_or_a_language_name():
    assert lang.stray_text("You drew 6 Character; 3 tiles left.", "en") == []
    assert lang.stray_text("You set 兰 aside", "en") == ["兰"]
    assert lang.stray_text("Flower pig (查花猪): pays 8", "en") == ["查花猪"]    # not made by gloss
    assert lang.stray_text("Win（hand）", "en") == ["（", "）"]                  # full-width brackets
    lang.set_language("en")
    row = lang.gloss("清一色", "Full Flush")
    assert row == "Full Flush (清一色)"
    assert lang.stray_text(row + "  24 fans", "en") == []
    assert lang.stray_text("Full Flush (清一色色)", "en") == ["清一色色"]
    assert lang.stray_text("中文", "en") == [] and lang.stray_text("中文+English", "en") == []


def test_nested_brackets_are_found():
    assert lang.nested_brackets("Flowers (花 (flowers))") and lang.nested_brackets("（第1家（续））")
    assert not lang.nested_brackets("Tester (you) → Ming (right)  8  (self-drawn: 8 + 9)")


def test_chinese_text_may_hold_key_names_tile_notation_and_numbers():
    assert lang.stray_text("轮到你出牌：回车或 Enter 打出，Esc 过，F1 提示，Ctrl+Z 悔牌", "zh") == []
    assert lang.stray_text("123m456p 共 8 番，12 s", "zh") == []
    assert lang.stray_text("结算 Payments", "zh") == ["Payments"]
    assert lang.stray_text("English", "zh") == []                  # the switch names the language
    assert lang.stray_text("Tester 和牌", "zh", allowed=PLAYER_NAMES) == []
    assert lang.stray_text("Tester 和牌", "zh") == ["Tester"]


def test_in_chinese_a_gloss_is_the_chinese_alone_and_both_keeps_both():
    lang.set_language("zh")
    assert lang.gloss("清一色", "Full Flush") == "清一色"
    lang.set_language("both")
    assert lang.gloss("清一色", "Full Flush") == "清一色 Full Flush"
    assert lang.stray_text("清一色 Full Flush", "both") == []


# ---------------------------------------------------------------- every screen

def screen_problems(app, visit_names=None, part=None):
    """Walk every screen (or one part of the walk), check what it shows in Chinese and in English;
    the problems as lines "screen [lang] 'text' stray [...] (where)"."""
    from screens import TextLog, shown_texts, walk_part, walk_screens

    problems: list[str] = []
    with TextLog() as log:
        def visit(name):
            if visit_names is not None:
                visit_names.append(name)
            for code in ("zh", "en"):
                lang.set_language(code)
                for shown in shown_texts(app, log, name):
                    stray = lang.stray_text(shown.text, code, allowed=PLAYER_NAMES + files_shown(app))
                    if stray:
                        problems.append(f"{name} [{code}] {shown.text!r} stray {stray} ({shown.where})")
                    if lang.nested_brackets(shown.text):
                        problems.append(f"{name} [{code}] {shown.text!r} nested brackets ({shown.where})")
            lang.set_language("both")
        walk_screens(app, visit) if part is None else walk_part(app, part, visit)
    return problems


@pytest.fixture(scope="module")
def player_window(tmp_path_factory):
    """A player's window with a saved match, a damaged save and a settings file with a bad field
    (so the start screen lists a save and shows notices)."""
    from game.client.app import Storage, open_player_window
    from screens import make_saves
    folder = tmp_path_factory.mktemp("one-language")
    make_saves(folder / "saves")
    (folder / "settings.json").write_text('{"language": "fr", "pace": "fast"}', encoding="utf-8")
    before = lang.current()
    app = open_player_window(Storage(folder / "settings.json", folder / "saves", folder / "reports"))
    lang.set_language(before)          # the window followed its settings (zh): each test chooses
    yield app
    app.stack.clear()
    lang.set_language(before)


@pytest.mark.slow
@pytest.mark.parametrize("part", PARTS)
def test_every_screen_keeps_to_one_language(player_window, part):
    names = []
    problems = screen_problems(player_window, names, part)
    assert len(names) >= (20 if part.startswith("start") else 10), names      # the walk reached its screens
    assert not problems, f"{len(problems)} drawn texts mix the languages:\n" + "\n".join(problems[:120])


def files_shown(app):
    """File names a notice or the saved-match list may show (they are what they are on disk)."""
    storage = getattr(app, "storage", None)
    if storage is None:
        return ()
    names = []
    for folder in (storage.saves_folder, storage.settings_path.parent if storage.settings_path else None):
        if folder is not None and folder.exists():
            for path in folder.rglob("*"):   # a damaged file set aside keeps its name with .bad-<when>
                names += [path.name, re.sub(r"\.bad-[\d-]+$", "", path.name)]
    if storage.settings_path is not None:   # a bad value a settings notice names, as the file holds it
        for path in storage.settings_path.parent.glob(storage.settings_path.name + "*"):
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                continue
            names += [v for v in data.values() if isinstance(v, str)] if isinstance(data, dict) else []
    return tuple(names) + ("settings.json",)


# ---------------------------------------------------------------- every literal pair in the source

PAIR_CALLS = {"Bi", "Caption", "tr", "short", "lines", "gloss", "Refusal"}


def _literal(node):
    """The text of a str literal or an f-string with its fields ("{tile}" too) left out; None
    otherwise."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return re.sub(r"\{[A-Za-z_][^{}]*\}", " ", node.value)
    if isinstance(node, ast.JoinedStr):
        return " ".join(v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str))
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _literal(node.left), _literal(node.right)
        if left is not None or right is not None:
            return (left or "") + " " + (right or "")
    return None


def literal_pairs(path):
    """(line, zh, en) of every two-language pair written in a file: the first two arguments of
    Bi / Caption / lang.tr / short / lines / gloss, and the (zh, en) tuples of i18n.STRINGS."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name in PAIR_CALLS and len(node.args) >= 2:
                zh, en = _literal(node.args[0]), _literal(node.args[1])
                if zh is not None and en is not None:
                    out.append((node.lineno, zh, en))
        if isinstance(node, ast.Tuple) and len(node.elts) == 2:
            zh, en = (_literal(e) for e in node.elts)
            if zh and en and any(ord(c) > 0x2E80 for c in zh) and len(re.findall(r"[A-Za-z]{2,}", en)) >= 1 \
                    and not re.search(r"[A-Za-z]{2,}", zh):
                out.append((node.lineno, zh, en))
    return out


def test_every_literal_pair_keeps_each_language_to_itself():
    problems = []
    count = 0
    for path in sorted((ROOT / "game").rglob("*.py")):
        for line, zh, en in literal_pairs(path):
            count += 1
            for text, code in ((zh, "zh"), (en, "en")):
                stray = lang.stray_text(text, code)
                if stray:
                    problems.append(f"{path.relative_to(ROOT)}:{line} [{code}] {text!r} stray {stray}")
    assert count > 500
    assert not problems, f"{len(problems)} pairs mix the languages:\n" + "\n".join(problems)


def test_every_lesson_file_keeps_each_language_to_itself():
    """The lesson files' own words (titles, steps, whys): no 花, 滴零, 混儿 left in the English,
    no English in the Chinese (the {score} / {payment} fields are filled in the language shown)."""
    problems = []
    for path in sorted((ROOT / "assets" / "lessons").rglob("*.lesson")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            key, _, value = line.partition(":")
            if line.startswith("#") or not key.endswith(("zh", "en")):
                continue
            code = key[-2:]
            stray = lang.stray_text(re.sub(r"\{\w+\}", "", value.strip()), code)
            if stray:
                problems.append(f"{path.relative_to(ROOT)}:{n} [{code}] stray {stray}")
    assert not problems, "\n".join(problems)


# ---------------------------------------------------------------- every caption and teaching text

VARIANTS = tuple(v.name for v in all_variants())
NAMES = ("阿明", "小红", "老王")     # the bots' names beside the player's


def table_names(variant, first):
    """The players' names of a table of `variant`: `first`, then the bots'."""
    return [first] + list(NAMES[:get_variant(variant).seats - 1])


def _check_pair(problems, where, zh, en):
    for text, code in ((zh, "zh"), (en, "en")):
        stray = lang.stray_text(text, code, allowed=PLAYER_NAMES)
        if stray:
            problems.append(f"{where} [{code}] {text!r} stray {stray}")
        if lang.nested_brackets(text):
            problems.append(f"{where} [{code}] {text!r} nested brackets")


def _check_shown(problems, where, build):
    """`build()` called in each language; what it returns (a str or a list of str) checked."""
    for code in ("zh", "en"):
        lang.set_language(code)
        out = build()
        for text in ([out] if isinstance(out, str) else out):
            stray = lang.stray_text(text, code, allowed=PLAYER_NAMES)
            if stray:
                problems.append(f"{where} [{code}] {text!r} stray {stray}")
            if lang.nested_brackets(text):
                problems.append(f"{where} [{code}] {text!r} nested brackets")
    lang.set_language("both")


def played_hands(variant, seeds, bot_kind, human_view):
    """(events, session) of whole hands; the events masked for player 0."""
    from game.session import MatchSession
    out = []
    for seed in seeds:
        session = MatchSession(variant=variant, seed=seed, human=None, bot_kind=bot_kind)
        while session.step() and not session.hand_over:
            pass
        out.append(session.poll_events(0 if human_view else None))
    return out


def caption_problems(variant):
    """Captions, plate marks, settlement rows and set-up prompts of whole hands, in each language."""
    from game.client.presenting.animation_plan import caption_for
    from game.client.presenting.captions import waiting_caption
    from game.client.presenting.marks import plate_marks
    from game.client.presenting.model import TableModel
    from game.client.presenting.settlement_text import end_title, formula, payment_note, score_rows, transfer_groups
    problems = []
    hands = played_hands(variant, range(4), "random", True) + played_hands(variant, range(3), "default", True)
    for human in (0, None):
        for events in hands:
            model = TableModel(human_player=human, names=table_names(variant, "Tester" if human == 0 else "阿芳"),
                               viewer=0)
            for event in events:
                model.apply(event)
                caption = caption_for(event, model)
                name = type(event).__name__
                if caption is not None:
                    _check_pair(problems, f"{variant} caption {name}", caption.zh, caption.en)
                for seat in range(len(model.seats)):
                    _check_shown(problems, f"{variant} plate marks after {name}",
                                 lambda: [t for m in plate_marks(model, seat) for t in (m.text, m.tip)])
                if name == "Settled":
                    for win in model.wins:
                        _check_shown(problems, f"{variant} score rows",
                                     lambda: [t for r in score_rows(win, model) for t in (r.name, r.value, r.why)])
                        _check_shown(problems, f"{variant} formula", lambda: list(lang.lines(*formula(win, model))))
                    _check_shown(problems, f"{variant} payment note", lambda: list(lang.lines(*payment_note(model))))
                    _check_shown(problems, f"{variant} end title", lambda: list(lang.lines(*end_title(model))))
                    _check_shown(problems, f"{variant} transfers", lambda: [
                        t for g in transfer_groups(event.transfers, model) for t in [g.title, g.note] + g.lines])
    for kind in ("turn", "claim"):
        caption = waiting_caption(kind)
        _check_pair(problems, f"waiting caption {kind}", caption.zh, caption.en)
    return problems


def setup_problems(variant):
    """Every set-up step's buttons, tooltips and caption, from the engine's legal actions."""
    from game.client.scenes.table_parts.setup_prompts import is_setup, setup_caption, setup_label
    from game.session import MatchSession
    from rules import engine
    problems = []
    from rules.variants.registry import get_variant
    record = get_variant(variant)
    plain = record.resolve_options()
    # each option value that turns a set-up step on (换三张 ...)
    rooms = [{o.key: c} for o in record.options for c in o.choices if c != o.default
             and any(getattr(p, "enabled", None) and p.enabled(record.resolve_options({o.key: c}))
                     and not p.enabled(plain) for p in record.phases)]
    for options in [{}] + rooms:
        for seed in range(3):
            session = MatchSession(variant=variant, seed=seed, human=None, options=options or None)
            for _ in range(400):
                for seat in range(session.state.variant.seats):
                    legal = list(engine.legal_actions(session.state, seat))
                    if legal and is_setup(legal):
                        kinds = engine.view_for(session.state, seat).hand_kinds
                        _check_shown(problems, f"{variant} set-up buttons", lambda: [
                            t for a in legal for t in (setup_label(a, kinds) or ("",))[::2]])
                        caption = setup_caption(legal)
                        if caption is not None:
                            _check_pair(problems, f"{variant} set-up caption", caption.zh, caption.en)
                if not session.step() or session.hand_over:
                    break
    return problems


def teaching_problems(variant, decisions=40):
    """Hints, waits, discard waits, why-not reasons and warnings on real decisions of each seat."""
    from game.session import MatchSession
    from game.teaching import discard_waits, hint, refusal, waits_report
    from game.teaching.why_not import warning
    from rules import actions as act
    from rules import engine
    problems = []
    seen = 0

    def check(where, bi):
        if bi is not None:
            _check_pair(problems, f"{variant} {where}", bi.zh, bi.en)

    for seed in range(6):
        session = MatchSession(variant=variant, seed=seed, human=None)
        for step in range(300):
            state = session.state
            for seat in range(state.variant.seats):
                legal = list(engine.legal_actions(state, seat))
                view = engine.view_for(state, seat)
                if legal and step % 3 == 0:
                    seen += 1
                    found = hint(view, legal, state.options)
                    check("hint", found.reason)
                    for w in waits_report(view, state.options):
                        for v in (w.discard, w.self_drawn):
                            check("wait", v.why)
                    for entry in discard_waits(view, state.options):
                        for w in entry.waits:
                            check("discard wait", w.discard.why)
                    for a in legal:
                        check("warning", warning(view, a, state.options))
                hand = list(view.hand)
                tries = [act.Win(seat), act.Pass(seat), act.Discard(seat, 999)]
                tries += [act.Discard(seat, t) for t in hand[:2]]
                tries += [act.Pung(seat, tuple(hand[:2])), act.Chow(seat, tuple(hand[:2])),
                          act.Kong(seat, tuple(hand[:3]))]
                if view.hand_kinds:
                    tries.append(act.ConcealedKong(seat, view.hand_kinds[0]))
                for a in tries:
                    try:
                        found = refusal(view, a, state.options)
                    except (ValueError, IndexError, KeyError, TypeError):
                        continue
                    if found is not None:
                        check(f"why not {found.code}", found.text)
            if not session.step() or session.hand_over or seen > decisions:
                break
    return problems


@pytest.mark.slow
@pytest.mark.parametrize("variant", VARIANTS)
def test_every_caption_mark_and_settlement_line_keeps_to_one_language(variant):
    problems = sorted(set(caption_problems(variant) + setup_problems(variant)))
    assert not problems, f"{len(problems)} texts mix the languages:\n" + "\n".join(problems[:80])


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_teaching_text_keeps_to_one_language(variant):
    problems = sorted(set(teaching_problems(variant)))
    assert not problems, f"{len(problems)} texts mix the languages:\n" + "\n".join(problems[:80])


# ---------------------------------------------------------------- the language switch

@pytest.fixture()
def window(tmp_path):
    """A player's window (settings and saves in tmp_path) on the start screen."""
    from game.client.app import App, Settings, Storage
    from game.client.scenes.start import StartScene
    from game.settings import UserSettings
    app = App((1280, 800), resizable=False, user=UserSettings(language="both"),
              storage=Storage(tmp_path / "settings.json", tmp_path / "saves", tmp_path / "reports"))
    app.push(StartScene(app, Settings()))
    app.frame(1 / 60)
    yield app
    app.stack.clear()


def frames(app, n=2):
    for _ in range(n):
        app.frame(1 / 60)


def corner(start, key):
    return next(b for b, k in start.teach_buttons.items() if k == key)


def test_the_language_button_names_the_language_it_switches_to_and_every_choice_is_saved(window, tmp_path):
    from game.settings import load_settings
    from variant_driver import click
    start = window.stack.top
    lang.choose("zh", window)
    frames(window)
    seen = []
    for _ in range(3):
        button = corner(start, "lang")
        seen.append((lang.current(), button.text))
        click(button.rect.center)
        frames(window)
        saved, problems = load_settings(tmp_path / "settings.json")
        assert not problems and saved.language == lang.current() == window.user.language
    assert seen == [("zh", "English"), ("en", "中文"), ("zh", "English")]   # no third, mixed state
    assert lang.current() == "en"


def test_both_is_restored_from_the_settings_file(tmp_path):
    from game.client.app import Storage, open_player_window
    from game.settings import UserSettings, save_settings
    save_settings(UserSettings(language="both"), tmp_path / "settings.json")
    lang.set_language("zh")
    app = open_player_window(Storage(tmp_path / "settings.json", tmp_path / "saves", tmp_path / "reports"))
    try:
        assert app.user.language == "both" and lang.current() == "both"
    finally:
        app.stack.clear()


def test_the_tables_language_button_names_the_next_language(window):
    from game.client.app import Settings
    from game.client.scenes.table import TableScene
    from variant_driver import post_key
    table = window.replace(TableScene(window, Settings(variant="guobiao", seed=3, pace="fast", name="Tester")))
    names = []
    for _ in range(3):
        frames(window)
        button = next(b for b, key in table.teaching.buttons.items() if key == "lang")
        names.append((lang.current(), button.text))
        post_key(pygame.K_F6)
    assert names == [("both", "中"), ("zh", "EN"), ("en", "中")]      # F6: both -> zh -> en, no third state


def test_switching_in_the_settings_re_renders_every_open_screen(window):
    """Table -> Esc menu -> settings: choosing English shows the settings in English at once, then
    the menu and the table under them when they come back on top."""
    from game.client.app import Settings
    from game.client.scenes.settings_scene import SettingsScene
    from game.client.scenes.table import TableScene
    from variant_driver import click, post_key
    lang.choose("zh", window)
    table = window.replace(TableScene(window, Settings(variant="sichuan", seed=4, pace="fast", name="Tester")))
    frames(window, 3)
    assert table.menu_button.text == "菜单 Esc"
    post_key(pygame.K_ESCAPE)
    frames(window)
    menu = window.stack.top
    assert {b.text for b in menu.buttons} >= {"继续 (Esc)", "设置"}
    click(next(b for b, k in menu.buttons.items() if k == "settings").rect.center)
    frames(window)
    settings = window.stack.top
    assert isinstance(settings, SettingsScene)
    english = next(b for b, choice in settings.choices.items() if choice == ("language", "en"))
    assert english.text == "English"
    click(english.rect.center)
    frames(window)
    assert lang.current() == "en" and window.user.language == "en"
    assert settings.done_button.text == "Done (Esc)"                      # the top screen at once
    assert {label for label, _ in settings.row_labels} >= {"Language", "Pace", "Volume"}
    post_key(pygame.K_ESCAPE)
    frames(window)
    assert window.stack.top is menu and {b.text for b in menu.buttons} >= {"Resume (Esc)", "Settings"}
    post_key(pygame.K_ESCAPE)
    frames(window)
    assert window.stack.top is table
    assert table.menu_button.text == "Menu Esc" and table.toggle_button.text == "Show hands"
    assert {b.text for b in table.teaching.buttons} >= {"Hint", "Waits", "Rules"}


def test_glosses_are_made_only_on_the_fan_lists():
    """The Chinese an English reader sees besides tile faces: fan names on the three fan lists."""
    sites = set()
    for path in sorted((ROOT / "game").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "gloss":
                sites.add(path.relative_to(ROOT).as_posix())
    assert sites == {"game/client/presenting/settlement_text.py",            # the settlement's fan rows
                     "game/client/scenes/calculator.py",          # the calculator's score items
                     "game/client/scenes/rules_browser.py"}       # the rules browser's scoring table


# ---------------------------------------------------------------- English grammar

def _model_with_human_named(name):
    """A 国标 table of the human (player 0, named `name`) after its first events."""
    from game.client.presenting.model import TableModel
    from game.session import MatchSession
    session = MatchSession(variant="guobiao", seed=2, human=None)
    for _ in range(60):
        session.step()
    model = TableModel(human_player=0, names=[name, "阿明", "小红", "老王"], viewer=0)
    for event in session.poll_events(0):
        model.apply(event)
    return model


def test_the_human_reads_you_once_with_the_verb_agreeing_and_tiles_in_english():
    from game.client.presenting.animation_plan import caption_for
    from rules.events import FlowerReplaced
    from rules.tiles import Tile
    model = _model_with_human_named("你")
    me = model.human_seat
    caption = caption_for(FlowerReplaced(seat=me, tile=140, kind=Tile.parse("6f")), model)
    assert caption.en.startswith("Flower: You set Orchid aside face up and draw a replacement")
    other = caption_for(FlowerReplaced(seat=(me + 1) % 4, tile=141, kind=Tile.parse("5f")), model)
    right = lang.person_en(model.names[model.player_at((me + 1) % 4)])     # a bot: its English name
    assert right in ("Ming", "Hong", "Wang")
    assert other.en.startswith(f"Flower: {right} (right) sets Plum aside face up and draws")
    assert "（下家）" in other.zh and "(" not in other.zh     # Chinese brackets are full-width (a regional tester)
    assert "(" not in caption.zh.split("的")[0] and "（" not in caption.zh.split("的")[0]   # 你, not 你（你）


def test_the_sheet_names_the_human_once():
    from game.client.presenting.settlement_text import seat_label
    for name, zh, en in (("你", "你", "You"), ("Tester", "Tester（你）", "Tester (you)")):
        model = _model_with_human_named(name)
        me = model.human_seat
        lang.set_language("zh")
        assert seat_label(model, me).split("  ")[1] == zh
        lang.set_language("en")
        assert seat_label(model, me).split("  ")[1] == en
        assert "(" not in seat_label(model, (me + 1) % 4)


def test_the_window_title_follows_the_language(window):
    from game.client.app import window_title
    window.show_title("tianjin", 7)
    for code in ("zh", "en"):
        lang.set_language(code)
        frames(window, 1)
        title = pygame.display.get_caption()[0]
        assert title == window_title("tianjin", 7)
        assert lang.stray_text(title, code) == [], title
    assert title == "Mahjong · Tianjin · seed 7"


@pytest.mark.parametrize("code", ["zh", "en", "both"])
def test_every_corner_button_of_the_start_screen_shows_its_whole_label_at_1024x640(tmp_path, code):
    """中文+English at 1024x640: "看演示 Watch a dem" ran past its button's border (a tester)."""
    from game.client.app import App, Settings, Storage
    from game.client.scenes.start import StartScene
    from game.client.ui.text import label_width
    from game.settings import UserSettings
    app = App((1024, 640), resizable=False, user=UserSettings(language=code),
              storage=Storage(tmp_path / "settings.json", tmp_path / "saves", tmp_path / "reports"))
    try:
        start = app.push(StartScene(app, Settings()))
        app.frame(1 / 60)
        for button, key in start.teach_buttons.items():
            room = button.rect.width - 12          # the button's border and padding
            assert label_width(button.text, app.font_px(18)) <= room, (code, key, button.text)
    finally:
        app.stack.clear()


def test_a_transfers_reason_takes_full_width_brackets_in_chinese():
    """The sheet read "阿明、Tester → 老王 各 8 (底分: 8)" with half-width brackets (a regional tester)."""
    from game.client.presenting.settlement_text import transfer_groups
    from rules.events import Transfer
    model = _model_with_human_named("Tester")
    transfers = (Transfer(1, 2, 8, "底分 base: 8"), Transfer(3, 2, 22, "点炮 discard: 8 + 14"))
    try:
        lang.set_language("zh")
        lines = [line for group in transfer_groups(transfers, model) for line in group.lines]
        assert lines and all(line.endswith("）") and "(" not in line and ": " not in line for line in lines), lines
        lang.set_language("en")
        lines = [line for group in transfer_groups(transfers, model) for line in group.lines]
        assert all(line.endswith(")") for line in lines), lines
    finally:
        lang.set_language("both")


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("code", ["zh", "en", "both"])
def test_the_tables_own_buttons_show_their_whole_label(tmp_path, size, code):
    """中文+English at 1920x1080: "看牌 Show hands" and "记录 Log" ran past their borders (a tester);
    the English Menu button now names its key as the Chinese one does."""
    from game.client.app import App, Settings, Storage
    from game.client.ui.text import label_width
    from game.settings import UserSettings
    app = App(size, resizable=False, user=UserSettings(language=code),
              storage=Storage(tmp_path / "settings.json", tmp_path / "saves", tmp_path / "reports"))
    try:
        table = app.push("table", Settings(variant="guobiao", seed=1, pace="fast"))
        app.frame(1 / 60)
        buttons = [table.menu_button, table.toggle_button, table.log_panel.button]
        for button in buttons:
            assert label_width(button.text, app.font_px(16)) <= button.rect.width - 8, (code, button.text)
        assert table.menu_button.text.endswith("Esc")
    finally:
        app.stack.clear()
