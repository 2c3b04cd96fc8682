"""What the start screen and the rules browser say in one line: a saved match with the scores it
resumes with, the 天津 subtitle's word for its wildcards, the description box wrapped without
stray dashes, and an example hand below the variant's minimum saying so."""
import re

import pytest

from game.bots.base import make_bot
from game.client.display import lang
from game.client.app import App, Settings, Storage
from game.client.scenes.rules_browser import example_result
from game.client.scenes.start import StartScene, save_line, variant_facts
from game.saves import read_save_info, save_match, table_scores
from game.session import MatchSession
from game.teaching.rules_book import rules_book, score_example
from rules import engine
from rules.variants.registry import get_variant


def play(session: MatchSession, until, limit: int = 5000) -> None:
    """The human plays as the default bot would, until `until(session)` or the hand's end."""
    bot = make_bot("default", session.seed, 0)
    for _ in range(limit):
        if until(session) or session.hand_over:
            return
        if session.waiting_for_human():
            session.act(bot.act(engine.view_for(session.state, session.seat_of(0)), session.human_actions()))
        else:
            session.step()


def kong_paid(session: MatchSession) -> bool:
    return any(type(e).__name__ == "KongPaid" for e in session._hand_events)


def win_paid(session: MatchSession) -> bool:
    return any(type(e).__name__ == "WinPaid" for e in session._hand_events)


def resumed_scores(tmp_path, path) -> tuple:
    app = App((1280, 800), resizable=False, storage=Storage(tmp_path / "s.json", tmp_path, tmp_path))
    table = app.resume_match(path)
    for _ in range(300):
        app.frame(1 / 60)
    shown = tuple(table.model.seats[table.model.seat_of_player[p]].score for p in range(4))
    app.stack.clear()
    return shown


@pytest.mark.parametrize("variant, seed, until", [
    ("guobiao", 4, lambda s: False),           # saved as the hand is settled
    ("tianjin", 2, lambda s: False),
    ("sichuan", 3, kong_paid),                 # saved mid-hand after a kong paid at once (刮风下雨)
    ("sichuan", 5, win_paid),                  # saved mid-hand after a win paid at once (血战到底)
])
@pytest.mark.slow
def test_the_saved_line_shows_the_scores_the_table_resumes_with(variant, seed, until, tmp_path):
    session = MatchSession(variant, seed=seed, human=0, names=["你", "阿明", "小红", "老王"])
    play(session, until)
    path = save_match(session, tmp_path / f"{variant}.json")
    info = read_save_info(path)
    shown = resumed_scores(tmp_path, path)
    assert info.resume_scores == shown == table_scores(session)
    assert any(shown), "the case must have scores to show"
    line = save_line(info)
    for name, score in zip(info.names, shown):
        assert (f"{name} {score:+d}" if score else f"{name} 0") in line


def test_an_old_save_without_table_scores_shows_its_booked_scores(tmp_path):
    import json

    from game.saves import _checksum
    session = MatchSession("guobiao", seed=4, human=0)
    play(session, lambda s: False)
    path = save_match(session, tmp_path / "old.json")
    payload = json.loads(path.read_text(encoding="utf-8"))
    del payload["table_scores"]
    payload["checksum"] = _checksum(payload)
    path.write_text(json.dumps(payload), encoding="utf-8")
    assert read_save_info(path).resume_scores == tuple(payload["scores"])


def test_the_tianjin_subtitle_calls_its_wildcards_hun():
    facts = variant_facts(get_variant("tianjin"))
    zh = " ".join(z for z, _ in facts)
    assert "混儿" in zh and "百搭" not in zh       # 百搭 is a 苏州 flower tile, not a wildcard
    assert any(en == "wildcards" for _, en in facts)


def test_the_description_box_is_wrapped_without_dashes_or_lone_dots():
    before = lang.current()
    try:
        for code in ("zh", "en"):
            lang.set_language(code)
            app = App((1024, 640), resizable=False)
            start = app.push(StartScene(app, Settings(variant="suzhou")))
            for name in ("guobiao", "sichuan", "tianjin", "suzhou"):
                start.settings.variant = name
                start._refresh()
                lines = [re.sub(r"<[^>]+>", "", line) for line in start.description.html_text.split("<br>")]
                app.frame(1 / 60)
                for line in lines:
                    assert line.strip() not in ("·", "•"), line          # never a lone dot
                    assert not line.endswith("-") and not line.startswith("-"), line
                # pygame_gui needed no break of its own: one drawn row per line given
                rows = start.description.text_box_layout.layout_rows
                assert len(rows) == len(lines), (code, name)
            app.stack.clear()
    finally:
        lang.set_language(before)


@pytest.mark.parametrize("variant, zh, en", [
    ("tianjin", "不够起和（最少2分）", "below the minimum of 2 points"),
    ("guobiao", "不够起和（最少8番）", "below the minimum of 8 fans"),
])
def test_an_example_below_the_minimum_says_so(variant, zh, en):
    book = rules_book(variant)
    low = [r for r in book.scoring if r.example is not None and not score_example(variant, r.example).meets_minimum]
    assert low, f"{variant} has an example below its minimum"
    before = lang.current()
    try:
        for code, words in (("zh", zh), ("en", en)):
            lang.set_language(code)
            for row in low:
                scored = score_example(variant, row.example)
                assert example_result(scored).endswith(words), example_result(scored)
        lang.set_language("en")
        tiliu = next(r for r in book.scoring if r.name.zh == "提溜") if variant == "tianjin" else None
        if tiliu is not None:
            assert example_result(score_example(variant, tiliu.example)) == "→ 1 point — below the minimum of 2 points"
        enough = next(r for r in book.scoring if r.example is not None and score_example(variant, r.example).meets_minimum)
        assert "minimum" not in example_result(score_example(variant, enough.example))
    finally:
        lang.set_language(before)


def test_a_saved_sichuan_match_names_no_wind_round(tmp_path):
    """A tester's slip: 「第1盘 东风圈」 for 四川, which plays no wind tiles."""
    lines = {}
    for variant in ("sichuan", "guobiao"):
        session = MatchSession(variant, seed=3, human=0, names=["你", "阿明", "小红", "老王"])
        for _ in range(40):
            if not session.step():
                break
        lines[variant] = save_line(read_save_info(save_match(session, tmp_path / f"{variant}.json")))
    assert "风圈" not in lines["sichuan"] and "round" not in lines["sichuan"] and "第1盘" in lines["sichuan"]
    assert "风圈" in lines["guobiao"]


def test_an_examples_total_says_where_a_multiplier_comes_from():
    """天津's 捉伍儿 is worth 3, its example '→ 6分': the 素 that doubles it was not named."""
    from game.teaching.rules_book import scoring_rows
    row = next(r for r in scoring_rows("tianjin") if r.name.zh == "捉伍儿")
    scored = score_example("tianjin", row.example)
    before = lang.current()
    try:
        lang.set_language("zh")
        assert example_result(scored) == "→ 6分（3×素2）"
        lang.set_language("en")
        assert example_result(scored) == "→ 6 points (3 × No Wildcards 2)"
        suzhou = next(r for r in scoring_rows("suzhou") if r.name.zh == "豹子")
        lang.set_language("zh")
        assert example_result(score_example("suzhou", suzhou.example)) == "→ 28花（14×豹子2）"
    finally:
        lang.set_language(before)


def test_the_two_player_card_says_how_many_of_its_tiles_are_played():
    """'Two-Player (71 tiles)' above '136 tiles' read as a contradiction (a tester)."""
    facts = variant_facts(get_variant("erren"))
    assert facts[0] == ("136张打71张", "136 tiles, 71 in play")
    assert variant_facts(get_variant("guobiao"))[0] == ("144张牌", "144 tiles")
