"""The hand review window (复盘): it reviews a log off the frame, lists the costliest decisions
first, moves with the keys, plays on from a decision as practice and comes back, refuses a bad
log with a clear message, and adds an own match's mistakes to the statistics."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.cli.simulate import simulate
from game.client.app import App, Storage
from game.client.display import lang
from game.client.scenes.review_scene import ReviewScene
from game.client.scenes.table import TableScene


@pytest.fixture(scope="module")
def log_lines(tmp_path_factory) -> list[str]:
    """Two hands of 国标 played by bots (seed 7: the first hand has marked decisions)."""
    path = tmp_path_factory.mktemp("review") / "guobiao.jsonl"
    simulate("guobiao", 2, "7", ["default"] * 4, log_path=str(path), checks=False)
    return path.read_text(encoding="utf-8").splitlines()


@pytest.fixture
def window(tmp_path):
    app = App((1024, 640), resizable=False,
              storage=Storage(settings_path=tmp_path / "settings.json", saves_folder=tmp_path / "saves",
                              reports_folder=tmp_path / "reports"))
    lang.set_language("zh")
    yield app
    app.stack.clear()
    lang.set_language("both")


def opened(app: App, lines: list[str], **kwargs) -> ReviewScene:
    scene = app.push("review", lines, **kwargs)
    assert isinstance(scene, ReviewScene)
    assert scene.job.wait(20), "the review thread did not finish"
    app.frame(1 / 60)
    return scene


def key(app: App, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    app.frame(1 / 60)


def test_review_opens_off_the_frame_and_lists_the_marked_first(window, log_lines):
    scene = window.push("review", log_lines)
    window.frame(1 / 60)      # the first frame shows the progress, whatever the thread has done
    assert scene.job.wait(20)
    window.frame(1 / 60)
    browser = scene.browser
    assert browser is not None and browser.hand is not None and browser.hand.hand == 0
    hand = browser.hand
    assert hand.marked, "seed 7's first hand has costly decisions"
    rows = browser.rows
    assert rows[:len(hand.marked)] == hand.marked            # the marked first, costliest first
    rest = rows[len(hand.marked):]
    assert [d.line for d in rest] == sorted(d.line for d in rest)   # then the rest in order of play
    assert browser.decision is hand.marked[0]


def test_the_page_rests_until_something_changes(window, log_lines, monkeypatch):
    scene = opened(window, log_lines)
    painted = []
    real = scene.paint
    monkeypatch.setattr(scene, "paint", lambda surface: (painted.append(1), real(surface)))
    for _ in range(5):
        window.frame(1 / 60)
    assert painted == []                   # nothing changed: the cached page is blitted
    key(window, pygame.K_DOWN)
    assert len(painted) == 1


def test_keys_move_the_selection_and_the_hand_and_esc_closes(window, log_lines):
    scene = opened(window, log_lines, hand=1)
    assert scene.browser is not None and scene.browser.hand_index == 1     # opened at the hand asked for
    key(window, pygame.K_LEFT)
    assert scene.browser.hand_index == 0 and scene.browser.selected == 0
    key(window, pygame.K_DOWN)
    key(window, pygame.K_DOWN)
    assert scene.browser.selected == 2
    key(window, pygame.K_UP)
    assert scene.browser.selected == 1
    key(window, pygame.K_PAGEDOWN)
    assert scene.browser.selected > 1
    key(window, pygame.K_RIGHT)
    assert scene.browser.hand_index == 1 and scene.browser.selected == 0
    key(window, pygame.K_ESCAPE)
    assert window.stack.top is not scene


def test_clicking_a_row_selects_it(window, log_lines):
    scene = opened(window, log_lines)
    from game.client.scenes.review_parts.page import entry_rects
    (kind, index), rect = [e for e in entry_rects(scene.browser, scene.page) if e[0][0] == "row"][2]
    inner = scene.page.listing.inflate(-scene.px(8), -scene.px(8))
    pos = (inner.x + rect.centerx, inner.y + rect.centery - scene.scroll)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    window.frame(1 / 60)
    assert scene.browser.selected == index


def test_play_on_opens_a_practice_table_at_the_decision_and_comes_back(window, log_lines):
    scene = opened(window, log_lines)
    decision = scene.browser.decision
    key(window, pygame.K_p)
    table = window.stack.top
    assert isinstance(table, TableScene)
    assert table.settings.practice and table.hands_to_play == 1
    assert table.session.state == decision.state            # the same wall, the same moment
    assert "练习（不计分）" in table.rules_card.text()
    table.settlement_closed()                                # the hand settled: back to the review
    assert window.stack.top is scene


def test_a_bad_log_shows_a_clear_message(window):
    scene = opened(window, ['{"type": "match", "variant": "nowhere"}', "not json"])
    assert scene.browser is None and scene.job.state == "failed"
    assert scene.job.error is not None and "无法复盘" in scene.job.error.zh
    window.frame(1 / 60)
    key(window, pygame.K_DOWN)            # nothing to move: no crash
    key(window, pygame.K_p)
    key(window, pygame.K_ESCAPE)
    assert window.stack.top is not scene


def test_an_own_match_adds_its_marked_mistakes_to_the_statistics(window, log_lines, tmp_path):
    from game.stats import StatsStore, stats_path
    scene = opened(window, log_lines, match_id="m-7", own=True)
    marked = [d.line for h in scene.browser.hands for d in h.marked]
    with StatsStore.open(stats_path(Path(tmp_path))) as stats:
        kept = stats.mistakes()
        reviews = stats.reviews()
    assert sorted(m.line for m in kept) == sorted(marked) and all(m.match_id == "m-7" for m in kept)
    assert [(r.match_id, r.variant) for r in reviews] == [("m-7", "guobiao")]     # the review itself kept too


def reviewed(tmp_path: Path, variant: str, seats: int):
    from game.review import review_log
    path = tmp_path / f"{variant}.jsonl"
    simulate(variant, 1, "7", ["default"] * seats, log_path=str(path), checks=False)
    return review_log(path.read_text(encoding="utf-8").splitlines())


def test_set_up_steps_are_worded_as_the_table_words_them(window, tmp_path):
    from game.client.scenes.review_parts.model import action_tiles
    from game.client.scenes.review_parts.page import choice_text
    void = next(d for h in reviewed(tmp_path, "sichuan", 4).hands for d in h.decisions
                if d.played.action.TYPE == "choose_void")
    suit = void.played.action.to_json()["suit"]
    ringed = action_tiles(void, void.played)
    assert ringed and all(void.view.hand_kinds[void.view.hand.index(t)].suit == suit for t in ringed)
    pull = next(d for h in reviewed(tmp_path, "tianjin", 4).hands for d in h.decisions
                if d.played.action.TYPE == "la_zhuang")
    words = choice_text(pull, pull.played)
    assert words.startswith("拉庄") and "庄家" in words        # the step and what it does, not "拉庄 1"


def test_a_two_seat_table_shows_one_opponent(tmp_path):
    from game.client.scenes.review_parts.position import compact_rows
    review = reviewed(tmp_path, "erren", 2)
    decision = review.hands[0].decisions[-1]
    assert len(compact_rows(decision)) == 2        # the opponent's row and the player's own river


def test_leaving_a_practice_from_its_menu_goes_back_to_the_review_and_keeps_nothing(window, log_lines):
    scene = opened(window, log_lines)
    key(window, pygame.K_p)
    table = window.stack.top
    assert isinstance(table, TableScene)
    window.push("menu", table)
    menu = window.stack.top
    leave = next(button for button, what in menu.buttons.items() if what == "leave")
    assert leave.text in ("结束练习，回到复盘", "End practice, back to the review")
    menu.leave()
    assert window.stack.top is scene                       # not the start screen
    assert table.save_path is None                         # a practice is never saved


@pytest.mark.parametrize("language", ["zh", "en"])
def test_every_decisions_words_are_shown_whole_at_1024x640(window, log_lines, monkeypatch, language):
    """A decision's reasons, danger and cost are never cut off at the foot of the panel (seen
    at 1920x1080: 这一步 with no text under it): the words shrink a little instead."""
    from game.client.scenes.review_parts import page as page_module
    from game.client.ui.text import wrapped
    lang.set_language(language)
    cut: list[str] = []
    drawn = page_module.draw_wrapped

    def watching(surface, view, text, size, colour, x, y, width, **kw):
        limit = kw.get("max_lines")
        if limit is not None and len(wrapped(text, size, width)) > limit:
            cut.append(text)
        return drawn(surface, view, text, size, colour, x, y, width, **kw)

    monkeypatch.setattr(page_module, "draw_wrapped", watching)
    scene = opened(window, log_lines)
    browser = scene.browser
    for hand in range(len(browser.hands)):
        browser.show_hand(hand)
        for index in range(len(browser.rows)):
            browser.select(index)
            scene.repaint()
            window.draw()
    assert cut == []


def test_the_position_line_speaks_of_the_dealer_and_of_no_wind_a_table_lacks(tmp_path):
    from game.client.scenes.review_parts.position import table_line
    from game.review import review_log
    reviews = {}
    for variant in ("sichuan", "tianjin"):
        log = tmp_path / f"{variant}.log"
        simulate(variant, 1, "pos-line", "default", log_path=str(log), checks=False)
        log_lines = log.read_text(encoding="utf-8").splitlines()
        reviews[variant] = [review_log(log_lines, player=p) for p in range(4)]   # the dealer is one of them
    lang.set_language("zh")
    try:
        sichuan = [table_line(d) for r in reviews["sichuan"] for h in r.hands for d in h.decisions]
        tianjin = [(d.view.dealer == d.view.seat, table_line(d))
                   for r in reviews["tianjin"] for h in r.hands for d in h.decisions]
        assert sichuan and not any("圈风" in text for text in sichuan)       # 四川 has no wind tiles
        assert all("圈风" in text for _, text in tianjin)
        dealer_lines = [text for dealer, text in tianjin if dealer]
        assert dealer_lines and all("你是庄家" in text and "坐庄" not in text for text in dealer_lines)
    finally:
        lang.set_language("en")


def test_the_list_names_a_set_up_choice_without_a_count_of_steps():
    """The list said "cost 0.3 step" beside a 天津 坐庄 choice (a fixed mark, no distance from
    ready); other rows say "steps"."""
    from game.client.scenes.review_parts.page import cost_words
    assert cost_words(30.0, setup=True).en == "set-up choice" and cost_words(30.0, setup=True).zh == "开局选择"
    assert cost_words(110.0).en == "cost 1.1 steps" and cost_words(110.0).zh == "代价1.1步"


def test_the_two_player_review_calls_the_other_seat_opposite_as_the_table_does():
    """'dealer: Opponent (East)': the table calls him 'the player opposite' (a tester)."""
    from game.client.scenes.review_parts.model import seat_name
    from game.teaching.i18n import Bi
    assert seat_name(0, 1, ("S", "E"), short=True) == Bi("对家（东）", "Opposite (East)")


def test_who_a_discard_deals_into_is_said_in_one_bracket():
    """"the player on your right (North) (about 31% likely ready)": two bracket groups in a row."""
    from types import SimpleNamespace

    from game.client.scenes.review_parts.model import threat_words
    from game.review import Danger
    from game.teaching.i18n import Bi
    why = Bi("六条有些风险（约5%会点炮）", "6 Bamboo carries some risk (about 5% to deal in)")
    decision = SimpleNamespace(view=SimpleNamespace(seat=0, seat_winds=("W", "N", "E", "S")))
    said = threat_words(decision, SimpleNamespace(danger=Danger(0.05, 1, 0.31, why)))
    assert said.en.startswith("It would most likely deal into the player on your right (North, about 31% likely "
                              "ready). 6 Bamboo")
    assert ") (" not in said.en and "）（" not in said.zh
    assert said.zh.startswith("最可能点到下家（北，约31%已听牌）。")


def test_a_safe_tile_is_not_said_to_deal_into_anyone():
    """"It would most likely deal into the player on your left (East, about 0% likely ready).
    East Wind is safe: nobody looks ready" (a tester): a tile nobody reads ready for has its why alone."""
    from types import SimpleNamespace

    from game.client.scenes.review_parts.model import threat_words
    from game.review import Danger
    from game.teaching.i18n import Bi
    why = Bi("东风安全：没有人像听牌", "East Wind is safe: nobody looks ready")
    decision = SimpleNamespace(view=SimpleNamespace(seat=0, seat_winds=("W", "N", "E", "S")))
    assert threat_words(decision, SimpleNamespace(danger=Danger(0.0, 3, 0.002, why))) == why


def test_flowers_lie_apart_from_the_river_under_their_own_mark():
    """A tester read 春 and 菊 mid-row as discards: each river starts at the row's left, the melds
    and the flowers (after a "flowers" mark) lie together at the row's right end."""
    from game.client.scenes.review_parts.position import FLOWERS_MARK, Row, row_plan, tile_width_to_fit
    from rules.tiles import parse_tiles
    chow, river = tuple(parse_tiles("789p")), tuple(parse_tiles("12345m6789p1234s")) + tuple(parse_tiles("123z"))
    flowers = tuple(parse_tiles("12f"))
    row = Row("Opposite (East), dealer", (chow,), flowers, river)
    left, right, tag_w = 190, 770, 44
    w = tile_width_to_fit([row], right - left, tag_w)
    plan = row_plan(row, left, right, w, tag_w)
    assert plan.river == tuple(left + i * w for i in range(len(river)))      # from the left, no gap
    assert plan.tag is not None and plan.flowers[-1] + w == right            # the flowers end the row
    exposed = [x for meld in plan.melds for x in meld]
    assert plan.river[-1] + w < min(exposed) < plan.tag < plan.tag + tag_w <= plan.flowers[0]
    assert FLOWERS_MARK.en == "flowers" and FLOWERS_MARK.zh == "花"
    no_flowers = row_plan(Row("Left", (), (), river), left, right, w, tag_w)
    assert no_flowers.tag is None and no_flowers.flowers == ()


@pytest.fixture(scope="module")
def chow_lines(tmp_path_factory) -> list[str]:
    """A 国标 hand (seed 35) where player 0 chows and differs from the expert on a chow."""
    path = tmp_path_factory.mktemp("review_chow") / "guobiao.jsonl"
    simulate("guobiao", 1, "35", ["default"] * 4, log_path=str(path), checks=False)
    return path.read_text(encoding="utf-8").splitlines()


@pytest.mark.parametrize("language", ["en", "zh"])
def test_a_long_choice_wraps_in_the_list_at_its_neighbours_size(tmp_path, chow_lines, language):
    """"You: chow 5 Character with 4 Character, 6 Chara…" was cut, and entry 21 shrunk below its
    neighbours: each entry's words wrap at the list's own size, the row as tall as its lines."""
    from game.client.scenes.review_parts.page import entry_height, entry_rects, entry_text
    from game.client.ui.text import label_width
    from game.settings import UserSettings
    app = App((1280, 800), resizable=False, user=UserSettings(language=language),
              storage=Storage(settings_path=tmp_path / "s.json", saves_folder=tmp_path / "saves",
                              reports_folder=tmp_path / "reports"))
    lang.set_language(language)
    try:
        scene = opened(app, chow_lines, player=0)
        browser, page = scene.browser, scene.page
        texts = [entry_text(browser, page, i) for i in range(len(browser.rows))]
        column = page.listing.width - scene.px(46)
        for d, words in zip(browser.rows, texts):
            assert all(label_width(line, page.big, d.marked) <= column for line in words.first), words
            assert all(label_width(line, page.small) <= column for line in words.second), words
            assert "…" not in "".join(words.first + words.second)
        chows = [(d, w) for d, w in zip(browser.rows, texts) if d.played.action.TYPE == "chow"]
        assert chows
        for d, words in chows:
            whole = lang.tr("你：", "You: ") + lang.tr_bi(d.played.words)
            assert " ".join(words.first).replace(" ", "").endswith(whole.replace(" ", ""))
        if language == "en":
            assert any(len(w.first) == 2 for _, w in chows), "a chow's words take two lines at 1280x800"
        heights = {i: r.height for (kind, i), r in entry_rects(browser, page) if kind == "row"}
        assert all(heights[i] == entry_height(texts[i], page) >= page.row_h for i in heights)
    finally:
        app.stack.clear()
        lang.set_language("both")


def test_the_decision_head_puts_a_long_chow_on_lines_of_its_own(chow_lines):
    """The head of a differing chow was squeezed into half the width: each choice takes a line."""
    from game.client.scenes.review_parts.page import choice_lines
    from game.client.ui.text import label_width
    from game.review import review_log
    lang.set_language("en")
    try:
        review = review_log(chow_lines, player=0)
        d = next(d for h in review.hands for d in h.decisions if not d.same and d.played.action.TYPE == "chow")
        lines = choice_lines(d, 18, 740, lambda v: round(v))
        assert len(lines) >= 2 and all(len(line) == 1 for line in lines)
        assert all(label_width(text, 18, True) <= 740 for line in lines for text, _c, _x in line)
        assert lines[0][0][0] == "You: " + d.played.words.en and lines[-1][0][0] == "Expert: " + d.expert.words.en
        short = next(d for h in review.hands for d in h.decisions if not d.same and d.played.action.TYPE == "discard")
        assert len(choice_lines(short, 18, 740, lambda v: round(v))) == 1      # short ones side by side
    finally:
        lang.set_language("both")
