"""Words that must be true to the table they are on (issue 29): the seats a caption counts, the
flowers a variant has, the unit it scores in, what a dealer chose, the live wall, and one
language at a time in the lessons' own files."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pygame
import pytest

from game.client.display import lang
from game.client.match.narrator import third_person
from game.client.presenting.animation_plan import caption_for
from game.client.presenting.captions import seats_drawn, wall_broken
from game.client.presenting.model import TableModel
from game.client.services.lessons_store import DRILL_SCORE
from game.session import MatchSession
from game.teaching.changes import what_changes
from game.teaching.i18n import Bi, singular_one
from rules import events as ev
from rules.variants.registry import get_variant
from rules.variants.tianjin.events import HunRevealed

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "assets" / "lessons"
CJK = re.compile(r"[\u3400-\u9fff]")


@pytest.fixture(autouse=True)
def _both_afterwards():
    yield
    lang.set_language("both")


def lesson_lines(variant: str) -> list[tuple[str, str, str]]:
    """(where, language, text) of every worded line of a variant's lesson files."""
    out = []
    for path in sorted((LESSONS / variant).glob("*.lesson")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            key, _, value = line.partition(":")
            if key.endswith(("zh", "en")) and not line.startswith("#"):
                out.append((f"{path.name}:{n}", key[-2:], value.strip()))
    return out


def events_of(variant: str, seed: int, viewer: int | None = 0, steps: int = 3000) -> list[ev.Event]:
    session = MatchSession(variant=variant, seed=seed, human=None)
    for _ in range(steps):
        if not session.step() or session.hand_over:
            break
    return list(session.poll_events(viewer))


# ---------------------------------------------------------------- lessons in one language

@pytest.mark.parametrize("variant", ["guobiao", "sichuan", "tianjin", "suzhou", "erren"])
def test_english_lesson_lines_hold_no_chinese(variant):
    """An English reader meets no untranslated 花, 滴零, 混儿, 小相公, 国标 ... in a lesson."""
    bad = [f"{where}: {text}" for where, code, text in lesson_lines(variant) if code == "en" and CJK.search(text)]
    assert not bad, "\n".join(bad)


def test_two_player_lessons_and_book_never_seat_four_or_put_the_opponent_on_the_left():
    book = get_variant("erren").book
    assert book is not None
    texts = [text for _, _, text in lesson_lines("erren")]
    texts += [w for s in book.procedure for w in (s.heading.zh, s.heading.en, s.text.zh, s.text.en)]
    texts += [book.minimum.zh, book.minimum.en, book.scoring_intro.zh, book.scoring_intro.en]
    texts += [w for g in book.groups.values() if g.title for w in (g.title.zh, g.title.en)]
    for text in texts:
        assert not re.search(r"四家|四人|三家|four players|three others|on your left|your left", text), text
        assert "役" not in text, text           # Japanese jargon: 番种 / 番 / 满贯 in Chinese terms
    changes = what_changes("erren")
    assert any("71" in c.zh and "136" in c.zh and "71" in c.en for c in changes)   # the wall beside the set


def test_no_sichuan_lesson_speaks_of_flowers():
    for where, code, text in lesson_lines("sichuan"):
        rest = re.sub(r"花色|花猪|杠上花|没有花牌", "", text) if code == "zh" else \
            re.sub(r"flower pig|no flowers", "", text, flags=re.I)
        assert "花" not in rest and "flower" not in rest.lower(), f"{where}: {text}"


def test_the_score_quiz_names_no_unit_tianjin_does_not_count():
    """天津 counts 分: the quiz button does not ask 算几番."""
    assert "番" not in DRILL_SCORE.zh
    assert not any("番" in text for _, code, text in lesson_lines("tianjin") if code == "zh")


# ---------------------------------------------------------------- captions true to the table

def test_the_seat_draw_counts_the_wind_tiles_of_the_table():
    model = TableModel(human_player=0, names=["Tester", "阿明"])
    two = seats_drawn(ev.SeatsDrawn(("E", "S")), model)
    assert "两张" in two.zh and "two wind tiles" in two.en and "四" not in two.zh and "four" not in two.en
    four = seats_drawn(ev.SeatsDrawn(("E", "S", "W", "N")), TableModel(human_player=0))
    assert "四张" in four.zh and "four wind tiles" in four.en


def test_sichuan_ceremony_names_no_flowers_and_a_dealer_who_is_at_the_table():
    model = TableModel(human_player=0, names=["Tester", "阿明", "小红", "老王"])
    for event in events_of("sichuan", 1, steps=40):
        model.apply(event)
        caption = caption_for(event, model)
        if caption is None:
            continue
        words = caption.zh + caption.en + (caption.why.zh + caption.why.en if caption.why else "")
        assert "补花" not in words and "flower" not in words.lower(), words
        assert not re.search(r"player (\d+) deals", words), words
    broken = [e for e in events_of("sichuan", 1, steps=40) if isinstance(e, ev.WallBroken)]
    assert broken and "flower" not in (wall_broken(broken[0], model).why or Bi("", "")).en


def test_tianjin_centre_counts_the_live_wall_before_the_first_draw():
    """余73, not 余83: the indicator and the reserve behind it are not drawn in turn."""
    model = TableModel(human_player=0, names=["Tester", "阿明", "小红", "老王"])
    seen_hun = False
    for event in events_of("tianjin", 2, steps=200):
        if isinstance(event, ev.TileDrawn) and event.reason == "turn":
            assert seen_hun
            assert model.remaining == event.remaining + 1, (model.remaining, event.remaining)
            return
        seen_hun = seen_hun or isinstance(event, HunRevealed)
        model.apply(event)
    pytest.fail("no draw in the hand")


def test_tianjin_settlement_says_sat_only_when_the_dealer_sat():
    """The sheet's line on the wins follows what the dealer and the others chose this hand."""
    model = TableModel(human_player=0, names=["Tester", "阿明", "小红", "老王"])
    for event in events_of("tianjin", 1):
        model.apply(event)
    seats = model.variant_state.seats
    others = [s for i, s in enumerate(seats) if i != model.dealer]
    for sat in (True, False):
        for pulls in (0, 1):
            seats[model.dealer].sits = sat
            for s in others:
                s.pull = pulls
            zh, en = model.presenter.win_rule_for(model)
            assert ("坐庄×2" in zh) == sat and ("as he sat" in en) == sat, (zh, en)
            assert ("did not sit" in en) == (not sat)
            assert ("per pull" in en) == bool(pulls) and ("nobody pulled" in en) == (not pulls)


def test_the_demo_narration_speaks_of_the_bot_not_to_the_player():
    said = third_person(Bi("你是小相公，这一盘不能和了", "you are barred and cannot win; the suit you mean to void"))
    assert "你" not in said.zh and "他是小相公" in said.zh
    assert "you" not in said.en.lower() and said.en.startswith("he is barred") and "he means" in said.en


def test_a_count_of_one_is_singular_in_english():
    assert singular_one("1 fans, 1 flowers, 11 fans, +1 points") == "1 fan, 1 flower, 11 fans, +1 point"


def test_the_bamboo_flower_is_not_named_like_the_suit():
    from rules.tiles import TILES
    flowers = [t.name_en for t in TILES if t.name_zh == "竹"]
    assert flowers and all(name != "Bamboo" for name in flowers)


def test_the_official_variant_has_one_english_name_family():
    gb = get_variant("guobiao")
    assert "MCR" in gb.title_en and gb.book is not None and gb.book.short_name.en == "MCR"


def test_two_player_chow_is_from_the_opponent_not_the_left():
    from game.client.presenting.captions import hands_revealed
    from game.client.scenes.start_parts.variant_cards import variant_facts
    from game.teaching.rules_book import claim_lines
    erren = get_variant("erren")
    facts = variant_facts(erren)
    assert ("可以吃对手的牌", "chow from the opponent") in facts
    assert not any("上家" in zh or "left" in en for zh, en in facts)
    chow = claim_lines(erren)[0]
    assert "上家" not in chow.zh and "left" not in chow.en and "对手" in chow.zh
    assert "上家" in claim_lines(get_variant("guobiao"))[0].zh        # four seats: the left player's
    both = hands_revealed(ev.HandsRevealed((), (), ()), TableModel(human_player=0, names=["Tester", "阿明"]))
    assert "两人" in both.zh and "Both" in both.en


def chow_captions(variant: str, seed: int) -> list[tuple[str, str]]:
    """Every chow of a bots' hand as the live table captions it for player 0's seat: its what
    (Chinese, English)."""
    seats = get_variant(variant).seats
    model = TableModel(human_player=0, names=["你", "阿明", "小红", "老王"][:seats])
    model.variant = variant
    out = []
    for event in events_of(variant, seed, viewer=None):
        model.apply(event)
        if isinstance(event, ev.Claimed) and event.claim == "chow":
            caption = caption_for(event, model)
            out.append((caption.what_zh, caption.what_en))
    return out


@pytest.mark.parametrize("variant,seed", [("guobiao", 3), ("guobiao", 4), ("erren", 3)])
def test_a_chow_is_told_from_the_viewers_seat_alone_with_the_games_word(variant, seed):
    """"Chow! Hong (opposite) takes 8 Dot from the left player, Wang (right), to make a run":
    "the left player" from Hong's seat beside "(right)" from the viewer's, and "run" where the game
    says "chow" (二人: "to make a run"); now "Chow! Hong (opposite) takes Wang (right)'s 8 Dot for a
    chow of 7-8-9 Dot" / 吃！小红（对家）吃老王（下家）打的八筒，凑成顺子七八九筒, as the replay words it."""
    from game.client.scenes.replay_parts.steps import load_replay
    from game.client.scenes.replay_parts.table_at import hand_words
    chows = chow_captions(variant, seed)
    assert chows
    seat = r"(\w+ \((left|right|opposite)\))"
    for zh, en in chows:
        assert re.fullmatch(rf"Chow! (You take|{seat} takes) (your|{seat}'s) \d \w+ for a chow of \d-\d-\d \w+\.?", en), en
        assert "left player" not in en and "run" not in en
        rel = "（(上家|下家|对家)）"
        assert re.fullmatch(rf"吃！(你|\w+{rel})吃(你|\w+{rel})打的\w+，凑成顺子\w+。", zh), zh
        assert "吃上家" not in zh and zh.count("（") == zh.count("）") and "(" not in zh
    if variant == "guobiao" and seed == 4:       # neither of the two is the viewer
        assert ("吃！阿明（对家）吃小红（下家）打的八筒，凑成顺子七八九筒。",
                "Chow! Ming (opposite) takes Hong (right)'s 8 Dot for a chow of 7-8-9 Dot.") in chows
    # the replay's move list says the same (one wording, not two)
    session = MatchSession(variant=variant, seed=seed, human=None)
    for _ in range(3000):
        if not session.step() or session.hand_over:
            break
    log = session.closed_log()
    log[0]["human"] = 0                         # seen from player 0's seat, as the table above
    hand = load_replay([json.dumps(e, ensure_ascii=False) for e in log]).hands[0]
    heads = [w.head for w in hand_words(hand, True) if w.head[0].startswith("吃！")]
    assert [(zh.rstrip("。"), en.rstrip(".")) for zh, en in chows] == heads


def test_a_suzhou_doubled_hand_is_marked_on_the_table_while_it_is_played():
    """豹子: not only a banner; the dealer's plate says ×2 until the hand ends."""
    from game.client.presenting.marks import plate_marks
    from rules.variants.suzhou.events import HandDoubled
    model = TableModel(human_player=0, names=["Tester", "阿明", "小红", "老王"])
    doubled = False
    for event in events_of("suzhou", 4):
        model.apply(event)
        doubled = doubled or isinstance(event, HandDoubled)
        if doubled and isinstance(event, ev.TileDrawn):
            lang.set_language("en")
            marks = [m for m in plate_marks(model, model.dealer) if m.key == "doubled"]
            assert marks and "×2" in marks[0].text and "this hand ×2" in marks[0].tip
            assert not any(m.key == "doubled" for s in range(4) if s != model.dealer for m in plate_marks(model, s))
            return
    pytest.fail("seed 4 has no doubled hand")


def test_a_break_counted_past_the_wall_says_the_count_goes_on_along_the_next_wall():
    """天津's two throws can count 18 stacks on a 17-stack wall: the caption says where the rest
    of the count goes, not '18 stacks from the right end' of a wall that has 17."""
    model = TableModel(human_player=0, names=["Tester", "阿明", "小红", "老王"])
    for event in events_of("tianjin", 1, steps=12):
        model.apply(event)
    assert model.stacks_per_side == (17, 17, 17, 17)
    long = wall_broken(ev.WallBroken(side=1, count=20, first=(1, 3, 0)), model)
    assert "只有17墩" in long.zh and "only 17 stacks" in long.en and "next wall" in long.en
    short = wall_broken(ev.WallBroken(side=1, count=9, first=(1, 9, 0)), model)
    assert "只有" not in short.zh and "9 stacks from the right end" in short.en


def test_the_centre_names_a_wind_round_only_where_the_table_has_wind_tiles(app, monkeypatch):
    """四川 plays no wind tiles: its centre shows the hand and the tiles left, not 「东 风圈」."""
    from game.client.display.layout import TableLayout
    from game.client.scenes.table_view import TableView
    view = TableView(app.art)
    drawn: list[str] = []
    real = TableView.label

    def record(self, surface, text, *args, **kwargs):
        drawn.append(text)
        return real(self, surface, text, *args, **kwargs)
    monkeypatch.setattr(TableView, "label", record)
    for variant, round_shown in (("sichuan", False), ("guobiao", True)):
        model = TableModel(human_player=0, names=["Tester", "阿明", "小红", "老王"])
        for event in events_of(variant, 1, steps=12):
            model.apply(event)
        drawn.clear()
        view.draw_centre(pygame.Surface((1024, 640)), model, TableLayout(1024, 640), set(), False)
        assert any("余" in t or t.isdigit() for t in drawn), drawn
        assert any("风圈" in t or t == "round" for t in drawn) is round_shown, (variant, drawn)


def test_the_wildcard_reveal_says_the_discard_rule_of_this_table():
    """A tester's slip: with the room rule 打混儿: 不能打 the reveal said whoever discards a
    wildcard is barred, and a click on one then said it may not be discarded at all."""
    from game.client.variants.tianjin import _hun_revealed_caption
    from rules.tiles import Tile
    from rules.variants.tianjin.events import HunRevealed
    event = HunRevealed(seat=2, count=5, tile=7, kind=Tile.parse("3p"), position=(0, 4, 0),
                        hun=(Tile.parse("3p"), Tile.parse("4p")), reserve=9)
    for rule, said, unsaid in (("xiaoxianggong", "cannot win", "never"), ("forbidden", "never", "cannot win")):
        model = TableModel(human_player=0, names=["Tester", "阿明", "小红", "老王"])
        model.options = {"hun_discard": rule}
        why = _hun_revealed_caption(event, model).why
        assert why is not None and said in why.en and unsaid not in why.en, why
        assert ("小相公" in why.zh) is (rule == "xiaoxianggong"), why.zh


def test_kong_words_name_wind_and_rain_as_sichuan_does():
    """刮风 is a melded kong (direct or added), 下雨 a concealed one; 天津 has neither word."""
    from game.client.variants import sichuan, tianjin
    assert "刮风" in sichuan.KONG_ZH["direct"] and "刮风" in sichuan.KONG_ZH["added"]
    assert "下雨" in sichuan.KONG_ZH["concealed"]
    assert not any("刮风" in w or "下雨" in w for w in tianjin.KONG_ZH.values())


def test_two_player_words_name_one_opponent_and_the_tables_values():
    """Tester's slips at 二人: the chow tip said 'the left player's tile', the 报听 prompt said
    +1 fan where table B scores it 2, a ready player was told he may chow or pung, and table B's
    88-fan examples scored 13 (the table-A cap)."""
    from game.client.variants.erren import declaration_fans
    from game.teaching.rules_book import score_example, scoring_rows
    assert declaration_fans({}) == 1 and declaration_fans({"scoring": "B"}) == 2
    big = [r for r in scoring_rows("erren", {"scoring": "B"}) if r.value == 88 and r.example is not None]
    assert big and all(score_example("erren", r.example).total >= 88 for r in big)


def test_a_two_player_discard_tells_a_ready_opponent_he_may_only_win():
    from game.client.variants.erren_state import table_of
    from game.client.variants.erren_words import discarded_caption
    model = TableModel(human_player=0, names=["Tester", "阿明"])
    events = events_of("erren", 1, steps=60)
    for event in events:
        model.apply(event)
    thrown = next(e for e in events if isinstance(e, ev.Discarded) and e.seat == 1)
    open_hand = discarded_caption(thrown, model).why
    assert open_hand is not None and "chow, pung, kong or win" in open_hand.en
    table_of(model).seats[0].ready = True          # the human declared 报听
    ready = discarded_caption(thrown, model).why
    assert ready is not None and "only a win" in ready.en and "只能胡" in ready.zh


def test_a_banner_of_one_fan_is_singular():
    """'1st · 1 fans' on a 四川 win banner: one fan, one point, one flower."""
    from game.client.presenting.banners import banner_text
    before = lang.current()
    try:
        lang.set_language("en")
        assert banner_text("第1家 · 1番") == "1st · 1 fan" and banner_text("第2家 · 8番") == "2nd · 8 fans"
        assert banner_text("1分") == "1 point" and banner_text("1花") == "1 flower"
    finally:
        lang.set_language(before)


def test_sichuans_seat_draw_borrows_the_winds_and_leaves_the_dealer_to_the_dice():
    """A tester's slip: 四川's seat draw said 摸到东的先做庄, then the dice made another player
    dealer; and its 108 tiles hold no winds, so the four drawn only seat the players."""
    model = TableModel(human_player=0, names=["Tester", "阿明", "小红", "老王"])
    model.variant = "sichuan"
    said = seats_drawn(ev.SeatsDrawn(("S", "E", "W", "N")), model)
    assert said.why is not None and "dice" in said.why.en and "摸到东" not in said.why.zh
    assert "only to seat" in said.en
    # the dealer the dice choose counts as East (a tester drew South and saw E on his plate):
    # the words say so, and the table does so
    assert "庄家算东" in said.why.zh and "the dealer, who counts as East" in said.why.en
    for seed in range(1, 6):
        events = MatchSession("sichuan", seed=seed, human=0).poll_events(0)
        start = next(e for e in events if isinstance(e, ev.HandStarted))
        assert start.seat_winds[start.dealer] == "E"
    model.variant = "guobiao"
    said = seats_drawn(ev.SeatsDrawn(("S", "E", "W", "N")), model)
    assert said.why is not None and "East deals first" in said.why.en and "only to seat" not in said.en


def test_a_caption_with_no_mark_to_break_after_is_split_between_words():
    """'has chosen a void suit (k' / 'ept secret until...': a two-line caption with no comma
    was cut in the middle of a word."""
    from game.client.ui.text import split_caption
    text = "Ming has chosen a void suit (kept secret until all four have chosen)"
    first, second = split_caption(text)
    assert first + " " + second == text and not first.endswith(" ")
    assert all(word in text.split() for word in (first.split()[-1], second.split()[0]))


def test_between_hands_the_centre_names_the_next_hand_and_no_empty_wall(app, monkeypatch):
    """A tester's slip: while 四川's next dealer was thrown for, the centre still said
    'Hand 1 · 0 tiles left'."""
    from game.client.display.layout import TableLayout
    from game.client.scenes.table_view import TableView
    session = MatchSession(variant="sichuan", seed=3, human=None)
    while not session.hand_over:
        session.step()
    model = TableModel(human_player=0, names=["Tester", "阿明", "小红", "老王"])
    for event in session.poll_events(0):
        model.apply(event)
    session.next_hand()
    thrown = False
    for event in session.poll_events(0):
        model.apply(event)
        if isinstance(event, ev.DiceRolled):
            thrown = True
            break
    assert thrown and model.hand_no == 1 and not model.wall
    view, drawn = TableView(app.art), []
    real = TableView.label
    monkeypatch.setattr(TableView, "label", lambda self, s, text, *a, **k: (drawn.append(text), real(self, s, text, *a, **k))[1])
    view.draw_centre(pygame.Surface((1024, 640)), model, TableLayout(1024, 640), set(), False)
    assert not any(t.startswith("余") or t == "tiles left" for t in drawn), drawn
    assert any("第2盘" in t or "Hand 2" in t for t in drawn), drawn


def test_the_flower_caption_says_the_rooms_flower_minimum_and_its_exemptions():
    """'自摸要3花、点炮要4花才能胡' at every 苏州 table, though the 2/3 room asks 2 and 3, wind
    pungs and kongs count too, and the exempt patterns win at any count (a regional tester)."""
    from types import SimpleNamespace

    from game.client.variants.suzhou import _flower_rule
    classic = _flower_rule(SimpleNamespace(options={}), "")
    assert "自摸3花、点冲4花（风碰、杠也算花）" in classic.zh and "不看花数" in classic.zh
    assert "a win needs 3 self-drawn, 4 on a discard" in classic.en and "except exempt hands" in classic.en
    newer = _flower_rule(SimpleNamespace(options={"threshold_profile": "2/3",
                                                  "threshold_counts_soft_flowers": False}), "")
    assert "自摸2花、点冲3花；" in newer.zh and "风碰" not in newer.zh


def test_the_humans_exchange_is_told_once_with_what_came_in_and_where_his_went():
    """A tester saw only "Wang (left) receives your three tiles" one hand and only what he got the
    next; and "Exchange (clockwise (to the left player))" nested its brackets."""
    from game.client.variants.sichuan import _tiles_exchanged_caption
    from rules.tiles import parse_tiles
    from rules.variants.sichuan.events import TilesExchanged
    model = TableModel(human_player=0, names=["Tester", "阿明", "小红", "老王"])
    start = ev.HandStarted(variant="sichuan", hand_no=0, dealer=0, round_wind="E", seat_winds=("E", "S", "W", "N"))
    model.apply(start)
    human = model.human_seat
    others = [s for s in range(4) if s != human]
    kinds = tuple(parse_tiles("258m"))
    # clockwise: each gives to the seat before him (the left player); the human receives from the right
    right, left = (human + 1) % 4, (human - 1) % 4
    mine = TilesExchanged(seat=human, from_seat=right, direction="clockwise", tiles=(1, 2, 3), kinds=kinds)
    said = _tiles_exchanged_caption(mine, model)
    assert said is not None
    assert "你收到" in said.zh and "你的三张给了" in said.zh and "2 Character, 5 Character, 8 Character" in said.en
    assert said.en.startswith("Exchange, clockwise (to the left player): you receive")
    assert f"yours went to {who_en(model, left)}" in said.en
    hidden = TilesExchanged(seat=others[0], from_seat=others[1], direction="clockwise", tiles=(None,) * 3,
                            kinds=(None,) * 3)
    assert _tiles_exchanged_caption(hidden, model) is None       # in the log only


def who_en(model, seat):
    from game.client.presenting.caption_kit import obj, who
    return obj(who(model, seat)[1])


def test_the_plates_show_the_drawn_winds_and_no_dealer_until_the_hand_names_him():
    """During 四川's dealer throw all four plates read E and a seat wore the dealer's badge (a tester)."""
    model = TableModel(human_player=0, names=["Tester", "阿明", "小红", "老王"])
    model.apply(ev.SeatsDrawn(("S", "E", "W", "N")))
    assert [s.wind for s in model.seats] == ["E", "S", "W", "N"] and not model.dealer_known
    model.apply(ev.HandStarted(variant="sichuan", hand_no=0, dealer=2, round_wind="E",
                               seat_winds=("W", "N", "E", "S")))
    assert model.dealer_known and model.dealer == 2 and model.seats[2].wind == "E"


def test_discard_captions_say_drawn_or_held_in_plain_chinese():
    """A regional 国标 tester read 摸切/手切 as riichi jargon; the captions say 摸到就打 / 从手里打."""
    from game.client.presenting import captions
    from rules import events as ev
    from rules.tiles import Tile
    from tests.client.test_one_language import _model_with_human_named
    model = _model_with_human_named("你")
    for from_draw, words in ((True, "摸到就打"), (False, "从手里打")):
        caption = captions.discarded(ev.Discarded(1, 99, Tile.parse("1p"), from_draw), model)
        assert f"打出一筒（{words}）" in caption.zh and "摸切" not in caption.zh and "手切" not in caption.zh
