"""Danger in the hints (issue 28): a dangerous hinted (or selected) discard says who threatens
and why; a safe tile is never called dangerous; late in the hand a safer choice is offered with
its cost, or the hint says every tile is dangerous; per variant through its policy (四川 定缺,
二人 报听, 天津 no discard wins, 血流成河 locked hands)."""
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from game.bots.default_bot import DefaultBot
from game.session import MatchSession
from game.teaching.danger import assess, danger_line, danger_of_tile, is_late, safer_choice, threats
from game.teaching.hints import hint
from rules.actions import Discard
from rules.tiles import parse_tiles
from rules.variants.erren.view import erren_view
from rules.variants.registry import get_variant
from tests.game.danger_positions import scripted
from tests.rules.helpers_engine import deal
from tests.rules.sichuan_scenarios import sc_deal

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rules"))

from helpers_erren import erren_deal, exchange  # noqa: E402

READY_HAND = "123m456p789p6s11z55z"        # throwing 6条 leaves it ready on 东/中
FLUSH = {1: {"pungs": "2s8s4s", "discards": "1m9p2z3z4z7p1p2m9m"}}   # 下家: three 条 pungs


def k(text: str) -> int:
    return parse_tiles(text)[0].index


def hinted_kind(view, h) -> str:
    return str(view.hand_kinds[view.hand.index(h.action.tile)])


def test_the_hinted_discard_into_a_visible_flush_says_so_names_him_and_why():
    view, legal = scripted(READY_HAND, seats=FLUSH, wall=60)
    h = hint(view, legal)
    assert hinted_kind(view, h) == "6s"
    assert h.danger is not None and h.details["danger_line"]["zh"] == h.danger_zh
    assert h.danger_zh == "危险：下家副露3组都是条（像在做一色），很可能听牌了；六条正是他做的花色，还一张没见"
    assert h.danger_en == ("Danger: the player on your right shows 3 melds all in Bamboo (a flush) and is likely "
                           "ready; 6 Bamboo is in his suit and none has been discarded")
    note = assess(view, k("6s"))
    assert note.dangerous and note.threat is not None and note.threat.seat == 1


def test_without_the_melds_the_same_discard_is_not_dangerous():
    view, legal = scripted(READY_HAND, seats={1: {"discards": FLUSH[1]["discards"]}}, wall=60)
    assert hint(view, legal).danger is None
    assert not assess(view, k("6s")).dangerous and threats(view) == ()


def test_a_safe_tile_is_not_called_dangerous():
    view, legal = scripted(READY_HAND, seats=FLUSH, wall=20)
    one = assess(view, k("1m"))      # he threw 1万 after his last pung
    assert one.level == "safe" and not one.dangerous
    assert one.because.zh == "一万对下家较安全：他碰后打过"
    assert danger_line(view, legal, k("1m")) is None
    tile = next(t for t, kind in zip(view.hand, view.hand_kinds) if str(kind) == "1m")
    assert danger_of_tile(view, legal, tile) is None          # the player's selected tile
    six = next(t for t, kind in zip(view.hand, view.hand_kinds) if str(kind) == "6s")
    assert danger_of_tile(view, legal, six) is not None


def test_late_in_the_hand_the_safer_choice_and_its_cost_are_given():
    early, legal = scripted(READY_HAND, seats=FLUSH, wall=60)
    late, _ = scripted(READY_HAND, seats=FLUSH, wall=20)
    assert not is_late(early) and is_late(late)
    assert "较安全" not in (hint(early, legal).danger_zh)
    h = hint(late, legal)
    assert hinted_kind(late, h) == "6s"
    choice = safer_choice(late, legal, k("6s"))
    assert choice is not None and str(choice.kind) == "1z"
    assert choice.note.chance <= assess(late, k("6s")).chance / 2 and not choice.note.dangerous
    # the cost is the bot's own analysis: throwing 东 leaves the hand one step from ready
    ctx = DefaultBot._context(late)
    after = {o.discard: o for o in ctx.options(ctx.counts, len(ctx.melds))}
    assert (choice.steps_after, choice.live) == (after[k("1z")].shanten_after, after[k("1z")].total_live)
    assert choice.steps_more == after[k("1z")].shanten_after - after[k("6s")].shanten_after == 1
    assert h.danger_zh.endswith(f"较安全：东，离听牌远1步（有效牌{choice.live}张）")
    assert h.danger_en.endswith(f"safer: East Wind, one step further from ready ({choice.live} tiles that help)")


def test_sichuan_the_void_suit_is_safe_and_the_flush_suit_is_not():
    state, _ = sc_deal({0: "1234567m2349p19s"}, voids={0: "s", 1: "p", 2: "m", 3: "m"})
    view, legal = scripted(state=state, seats={1: {"pungs": "2m5m8m", "discards": "1s2s3s4s5s6s7s8s9s1s"}}, wall=30)
    nine = assess(view, k("9p"))
    assert nine.level == "safe" and nine.because.zh == "九筒对下家安全：他缺筒"
    assert nine.because.en == "9 Dot is safe against the player on your right: he is void in Dots"
    four = assess(view, k("4m"))
    assert four.dangerous and four.threat is not None and four.threat.seat == 1
    assert "万" in four.threat.why.zh and "四万正是他做的花色" in four.because.zh


def erren_position(hand: str, wall: int, declared: bool):
    state, _ = erren_deal({0: hand})
    state, _ = exchange(state)
    view, legal = scripted(state=state, seats={1: {"discards": "1z2z4z9s"}}, wall=wall)
    if declared:      # he declared 报听 with his third discard; 9条 went by after it
        view = replace(view, extra=replace(erren_view(view), declared=(False, True), declared_at=(None, 2)))
    return view, legal


def test_erren_a_declared_ready_opponent_is_named_as_the_table_has_him():
    view, legal = erren_position("123m456m789m1p9s3z6z7z", 20, declared=True)
    (threat,) = threats(view)
    assert threat.declared and threat.why == threat.why.__class__("对家已宣告听牌", "the player opposite has declared ready")
    h = hint(view, legal)
    assert hinted_kind(view, h) == "9s" and h.danger is None   # the hint defends with the safe tile
    assert assess(view, k("9s")).level == "safe"            # passed since his 报听: he cannot win on it
    one = next(t for t, kind in zip(view.hand, view.hand_kinds) if str(kind) == "1p")
    line = danger_of_tile(view, legal, one)                  # the player's selected tile
    assert line is not None and line.zh == "危险：对家已宣告听牌；一筒还一张没见"
    assert line.en == "Danger: the player opposite has declared ready; no 1 Dot has been discarded"
    quiet, legal = erren_position("123m456m789m1p9s3z6z7z", 20, declared=False)
    assert threats(quiet) == () and hint(quiet, legal).danger is None


def test_when_every_tile_is_dangerous_the_hint_says_so_and_offers_none():
    view, legal = erren_position("123m456m789m1p5p3z6z7z", 10, declared=True)
    assert is_late(view)
    offered = {view.hand_kinds[view.hand.index(a.tile)].index for a in legal if isinstance(a, Discard)}
    assert all(assess(view, kind).dangerous for kind in offered)
    h = hint(view, legal)
    assert h.danger_zh.endswith("每张能打的牌都有危险，没有安全牌") and "较安全" not in h.danger_zh
    assert h.danger_en.endswith("every tile you can throw is dangerous: there is no safe one")


def test_tianjin_nobody_wins_on_a_discard_so_no_tile_is_dangerous():
    state, _ = deal({0: READY_HAND}, variant=get_variant("tianjin"))
    view, _ = scripted(state=state, seats=FLUSH, wall=20)
    assert threats(view) == ()
    assert all(assess(view, kind.index).level == "safe" for kind in view.hand_kinds if kind.index < 34)


@pytest.mark.slow
def test_bloody_river_a_locked_winner_threatens_with_his_known_waits():
    options = dict(get_variant("sichuan").preset("bloody_river").values)
    for seed in range(1, 30):
        session = MatchSession("sichuan", seed=f"locked-{seed}", human=None, options=options)
        while not session.hand_over:
            session.step()
            view = session.view(0)
            winners = {w.seat for w in view.wins} - {view.seat}
            if winners and view.phase == "play":
                seat = min(winners)
                found = [t for t in threats(view) if t.seat == seat]
                assert found and found[0].declared and "已和牌" in found[0].why.zh
                waits = [kind for kind in range(27) if assess(view, kind).chance == 1.0]
                assert waits, "a locked hand waits on something"
                note = assess(view, waits[0])
                assert note.dangerous and note.because.en.endswith("is one of his winning tiles")
                return
    pytest.fail("no 血流成河 win in the hands tried")


def test_sichuan_warns_only_of_the_threats_in_plain_sight_as_its_bot_weighs():
    state, _ = sc_deal({0: "1234567m2349p19s"}, voids={0: "s", 1: "p", 2: "m", 3: "m"})
    seats = {1: {"discards": "1s2s3s4s5s6s7s8s9s1s2p3p4p5p", "drawn": True}}   # 14 摸切, no meld
    mid, _ = scripted(state=state, seats=seats, wall=40)
    assert threats(mid) == ()          # 四川's policy reads concealed hands only in the last tiles
    last, _ = scripted(state=state, seats=seats, wall=10)
    (threat,) = threats(last)
    assert threat.seat == 1 and threat.why.zh == "下家连续14张摸到就打，很可能听牌了"


def test_a_tile_of_another_suit_is_not_feared_for_his_flush():
    """A tester's slip: 'Careful: 3 Bamboo — the player on your right shows 2 melds all in
    Characters (a flush)'. His flush is a reason to fear his suit (and honours), not another."""
    view, _ = scripted(READY_HAND, seats=FLUSH, wall=30)
    other = assess(view, k("4p"))
    assert other.threat is not None and "flush" not in other.threat.why.en and "一色" not in other.threat.why.zh
    assert "3 pungs" in other.threat.why.en
    own = assess(view, k("6s"))
    assert own.threat is not None and "flush" in own.threat.why.en


def test_a_safe_tile_never_says_nobody_looks_ready_while_someone_does():
    """A tester's slip in the review: 'South (about 54% likely ready)' next to '7 Character is
    safe: nobody looks ready'."""
    late = "1m9p2z3z4z7p1p2m9m5s6s7s8s3m4m"        # sixteen discards: he reads a quarter ready
    view, _ = scripted(READY_HAND, seats={1: {"discards": late}}, wall=30)
    eight = assess(view, k("8m"))
    assert eight.level == "safe" and "nobody looks ready" not in eight.because.en
    assert "unlikely to be what anyone waits on" in eight.because.en
    calm, _ = scripted(READY_HAND, seats={1: {"discards": "1m9p"}}, wall=60)
    assert "nobody looks ready" in assess(calm, k("8m")).because.en


def test_the_chosen_tiles_warning_title_warns_and_does_not_advise():
    """'小心：打七条' read as advice to throw the 七条 (a regional tester dealt in)."""
    from game.teaching.danger_words import selected_title
    from rules.tiles import Tile
    title = selected_title(Tile.parse("7s"))
    assert title.zh == "小心：七条可能点炮" and "打" not in title.zh
    assert title.en == "Careful: 7 Bamboo may give a win away"
