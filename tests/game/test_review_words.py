"""The review's and the hints' words say what is true for the table they are about: the other
player of a two-seat table is the opponent, a hand's result is its whole result, a claim's plan is
the one after the claim, a set-up choice reads as the table says it, the Chinese review is Chinese,
and a ready hand whose every winning tile is in sight says so instead of an empty reason."""
from __future__ import annotations

import io
from pathlib import Path

from game.bots.decision import Decision
from game.cli.review import print_review
from game.cli.simulate import simulate
from game.review import review_log
from game.review.cost import plan_words, words_of_action
from game.teaching import hint
from game.teaching.hints import _ready_text
from game.teaching.i18n import Bi, t
from rules.actions import Chow, Pass
from rules.engine import view_for
from rules.tiles import Tile
from rules.variants.tianjin.events import PullDealer, SitDealer
from tests.game.test_claim_hint_words import expert_turns
from tests.rules.helpers_engine import deal, discard, pass_all


def _review(tmp_path: Path, variant: str, seed: str, hands: int, seat: int, lang: str) -> str:
    log = tmp_path / f"{variant}.log"
    simulate(variant, hands, seed, "default", log_path=str(log), checks=False)
    review = review_log(log.read_text(encoding="utf-8").splitlines(), player=seat)
    out = io.StringIO()
    print_review(review, out, as_json=False, lang=lang)
    return out.getvalue()


def test_a_two_seat_review_calls_the_other_player_the_opponent(tmp_path):
    text = _review(tmp_path, "erren", "rw-erren", 3, 0, "zh")
    assert "他家和牌" not in text
    assert "对家和牌" in text or "你和牌" in text or "流局" in text
    assert "本手合计" in text


def test_the_chinese_review_has_no_english_labels(tmp_path):
    text = _review(tmp_path, "sichuan", "rw-zh", 1, 0, "zh")
    assert text.startswith("（手牌记法：")                       # the notation said once, first
    assert text.splitlines()[1].startswith("第1场第1手（玩家0，") and "号座）：" in text.splitlines()[1]
    for english in ("match ", "line ", "hand ", "wall ", "melds ", "from seat", "decisions", " s\n"):
        assert english not in text, english
    assert "行：手牌 " in text and "牌墙余" in text and "四川" in text.splitlines()[-1]
    english = _review(tmp_path, "sichuan", "rw-zh", 1, 0, "en")
    assert english.startswith("(hands in short notation: 224567p = 2, 2, 4, 5, 6, 7 Dots;")
    assert "1 step = one more tile needed to be ready" in english.splitlines()[0]
    assert english.splitlines()[1].startswith("match 1 hand 1 (player 0, seat ")   # counted from 1, as the game does


def test_a_claims_plan_in_the_review_is_the_one_after_the_claim():
    chow = Chow(1, (1, 2))
    before = [("mixed_shifted:0", "三色三步高", 6), ("concealed:0", "门前清", 2)]
    after = [("mixed_triple:0", "三色三同顺", 8)]
    decision = Decision(chow, code="chow", facts={"plans": before,
                                                  "claims": [{"action": chow, "outcome": "closer", "plans": after}]})
    assert plan_words(decision, "guobiao").zh == "三色三同顺（约8番）"     # in the table's unit
    assert plan_words(decision, "guobiao").en == "Mixed Triple Chow (about 8 fans)"
    flush = Decision(Pass(1), code="pass_not_closer", facts={"plans": [("flush", "清一色", 10)], "claims": []})
    assert plan_words(flush, "suzhou").zh == "清一色（约10花）" and plan_words(flush, "tianjin").en.endswith("(about 10 points)")
    one = Decision(Pass(1), code="pass_not_closer", facts={"plans": [("honour", "番牌", 1)], "claims": []})
    assert plan_words(one, "erren").en.endswith("(about 1 fan)")                  # not "1 fans"
    passing = Decision(Pass(1), code="pass_not_closer", facts={"plans": before, "claims": []})
    assert plan_words(passing, "guobiao").zh.startswith("三色三步高+门前清")


def test_tianjins_set_up_choices_read_as_the_table_says_them():
    def words(action):
        return words_of_action(action, lambda tile: None)
    assert words(PullDealer(1, 0)).zh == "不拉" and words(PullDealer(1, 2)).en == "pull twice"
    assert words(PullDealer(1, 1)).zh == "拉一庄"
    assert words(SitDealer(0, True)).zh == "坐庄（输赢加倍）" and words(SitDealer(0, False)).en == "do not sit"


def test_an_exchange_of_no_tile_reads_as_no_exchange():
    """A tester's slip: 二人's lessons asked for 「换牌不换」 / "exchange none"."""
    from rules.variants.erren.events import ExchangeTiles
    said = words_of_action(ExchangeTiles(0, []), lambda tile: None)
    assert (said.zh, said.en) == ("不换牌", "exchange nothing")


def test_a_ready_hand_whose_winning_tiles_are_all_in_sight_says_so():
    # 国标: the dealer waits on 9s alone after throwing 1z, and the other three 9s lie in the rivers
    state, _ = deal({0: "123m456m789m111p9s5z", 1: "9s", 2: "9s", 3: "9s"}, draws="2z3z4z1z")
    state, _ = discard(state, 0, "5z")
    state, _ = pass_all(state)
    for seat in (1, 2, 3):
        state, _ = discard(state, seat, "9s")
        state, _ = pass_all(state)
    said = _ready_text(view_for(state, 0), Tile.parse("1z"), state.options)
    assert said.zh == "打后听九条，但这些牌都已见光，和不了；先听着，摸到合适的牌再改听"
    assert said.en.startswith("leaves the hand waiting on 9 Bamboo, but every copy is already in sight: no win can come")


def test_words_that_go_to_every_variant_name_no_variants_unit():
    # 苏州 counts 花, 天津 a value: a pass "not worth it" speaks of the win's value, not of 番
    said = t("pass_not_worth", claim=Bi("碰", "pung"))
    assert "番" not in said.zh and "和牌价值" in said.zh


def test_erren_exchange_does_not_call_a_pair_furthest_from_a_set():
    seen = 0
    for seed in ("ex:0", "ex:1", "ex:2"):
        for view, legal, options in expert_turns("erren", seed):
            words = hint(view, legal, options)
            if words.reason_zh.startswith("换掉"):
                seen += 1
                assert "离成牌最远" not in words.reason_zh and "用处最小" in words.reason_zh
                assert "do the least for this hand" in words.reason_en
    assert seen >= 2


def test_a_tile_seen_twice_is_safer_in_english_too():
    said = t("discard_safe_seen", tile=Bi("东", "East Wind"), seen=2)
    assert said.zh == "东已见2张，较安全" and said.en == "East Wind is safer: 2 already seen"


def test_a_cost_is_not_told_as_a_bare_number_where_the_measures_shown_are_equal(tmp_path):
    log = tmp_path / "sichuan.log"
    simulate("sichuan", 3, "rw-cost", "default", log_path=str(log), checks=False)
    review = review_log(log.read_text(encoding="utf-8").splitlines(), player=0)
    equal = 0
    for d in (d for h in review.hands for d in h.decisions if not d.same):
        mine, theirs = d.played, d.expert
        if mine.shanten is None or theirs.shanten is None or mine.shanten < 0 or theirs.shanten < 0:
            continue
        if (mine.shanten, -(mine.live or 0)) > (theirs.shanten, -(theirs.live or 0)):
            continue        # the expert's is better on the measures shown: a plain cost in steps
        equal += 1
        dangerous = mine.danger is not None and "点炮" in d.text.zh
        if dangerous:
            assert "差别很小" not in d.text.zh and "差别在别处" in d.text.zh
        else:
            assert "差别很小" in d.text.zh or "差别在别处" in d.text.zh, d.text.zh
            assert "a small difference" in d.text.en or "the difference is elsewhere" in d.text.en
    assert equal >= 3


def test_tianjins_dragon_is_told_as_a_straight_in_english():
    # 龙 is 1-9 of one suit; at a table with 中发白 "a dragon" alone reads as a dragon tile
    from rules.variants.registry import get_variant
    book = get_variant("tianjin").book
    assert "a dragon (1-9 of a suit)" in book.below_minimum.en
    assert "a dragon or" not in book.minimum.en and "1-9 straight" in book.minimum.en


def test_no_score_items_english_meaning_opens_with_its_chinese_name():
    # "四坎牌加一对将: four sets and a pair" read "four sets and a pair: four sets and a pair" in English
    import re
    from rules.variants.registry import get_variant
    rows = {row.name_en: row for row in get_variant("sichuan").rows}
    for name in ("Plain Win", "All Pungs"):
        assert not re.search(r"[\u4e00-\u9fff]", rows[name].meaning_en), rows[name].meaning_en


def test_a_winner_who_lost_on_the_hand_is_told_why(monkeypatch):
    """A tester's slip: '你和牌 … -6' read as a contradiction in a 四川 hand where later wins and
    kongs cost the winner more than his own win brought."""
    from types import SimpleNamespace

    from game.review import reviewer
    result = SimpleNamespace(payments=(-6, 14, -4, -4), winners=(0, 1),
                             wins=(SimpleNamespace(from_seat=2), SimpleNamespace(from_seat=None)))
    monkeypatch.setattr(reviewer.engine, "is_over", lambda state: True)
    monkeypatch.setattr(reviewer.engine, "result", lambda state: result)
    said = reviewer._result_words(None, 0)
    assert "paid more" in said.en and "-6" in said.en and "付得更多" in said.zh
    assert "paid more" not in reviewer._result_words(None, 1).en


def test_a_tile_below_the_hints_danger_is_not_called_dangerous(tmp_path, monkeypatch):
    """A tester's decision 22: "Chance to deal in: about 5%" over "6 Bamboo is dangerous (about 5%
    to deal in)". The hints call a tile dangerous from DANGER_CHANCE (weighed by the hand's value):
    below it the review tells the risk without that word, at it it says "dangerous"."""
    from game.review import cost as cost_module
    from game.teaching.danger import DANGER_CHANCE, DangerNote, Threat
    log = tmp_path / "guobiao.log"
    simulate("guobiao", 1, "7", "default", log_path=str(log), checks=False)
    review = review_log(log.read_text(encoding="utf-8").splitlines(), player=0)
    decision = next(d for h in review.hands for d in h.decisions if d.played.action.TYPE == "discard")
    view = decision.view
    other = (view.seat + 1) % len(view.seat_winds)
    kind = view.hand_kinds[0]
    threat = Threat(other, 0.31, False, Bi("下家已打出17张，可能听牌了", "the player on your right may be ready"))
    for chance, level in ((0.05, "low"), (DANGER_CHANCE, "danger")):
        note = DangerNote(kind, level, chance, 1.0, threat, Bi("六条还一张没见", "no 6 Bamboo has been discarded"))
        monkeypatch.setattr(cost_module, "assess", lambda _view, _kind, note=note: note)
        danger = cost_module.Measurer(view).danger(kind)
        assert danger is not None
        if level == "danger":
            assert "is dangerous" in danger.why.en and "危险" in danger.why.zh
        else:
            assert "dangerous" not in danger.why.en and "危险" not in danger.why.zh, danger.why
            assert "carries some risk (about 5% to deal in)" in danger.why.en
            assert "有些风险（约5%会点炮）" in danger.why.zh


def test_where_nobody_wins_on_a_discard_no_sentence_offers_safety():
    """天津: the review and the drills said "the difference is elsewhere (safety, value or the tiles
    after)" and "the tile thrown is safer" where no discard is ever won on (a helper)."""
    from game.review.words import fill_text, without_safety
    for key, args in (("cost_elsewhere", {"steps": "1 step"}), ("cost_better_wait", {}),
                      ("cost_weighed_less", {"steps": "0.2 of a step"})):
        said = without_safety(fill_text(key, **args))
        assert "safe" not in said.en and "安全" not in said.zh, (key, said)
        assert said.en and said.zh
