"""Hints: the human's seat answered with the hint every time, a few hands per variant: the hint
always names a legal action and gives a reason in both languages that matches the bot's own
numbers; and the reasons of each kind read as they should."""
from collections import Counter

import pytest

from game.bots.default_bot import DefaultBot
from game.bots.policies.sichuan import choose_void
from game.session import MatchSession
from game.bots.base import make_bot
from game.bots.defence import read_seats, tile_danger
from game.bots.policies import policy_for
from game.bots.table_reading import hand_counts, visible_counts
from game.teaching.hints import defence_reason, hint
from rules.actions import Discard, Pass, Pung, Win
from rules.analysis import effective_tiles
from rules.engine import HandConfig, is_offered, new_hand, view_for
from rules.variants.registry import all_variants, get_variant
from rules.tiles import TILES
from tests.rules.helpers_engine import act, deal, discard, find, ids_of, pass_all, stack_wall
from tests.rules.sichuan_scenarios import sc_deal

HANDS = {"guobiao": 2, "sichuan": 3, "tianjin": 3, "suzhou": 3}


def play_with_hints(variant, seed, hands):
    """Player 0 always takes the hint; returns the codes seen and the hints on discards."""
    session = MatchSession(variant, seed=seed, human=0)
    codes: Counter = Counter()
    discards = []
    for _ in range(hands):
        while not session.hand_over:
            if not session.waiting_for_human():
                session.step()
                continue
            legal = session.human_actions()
            view = session.view(0)
            h = hint(view, legal, session.options)
            assert is_offered(legal, h.action)   # an exchange of any subset is offered by admits()
            assert h.reason_zh and h.reason_en and h.reason.pair == (h.reason_zh, h.reason_en)
            codes[h.details["code"]] += 1
            if h.details["code"] == "discard":
                discards.append((view, h))
            session.act(h.action)
        if session.match_over:
            break
        session.next_hand()
    return codes, discards


@pytest.mark.parametrize("variant", [v.name for v in all_variants()])
def test_hints_always_name_a_legal_action(variant):
    codes, discards = play_with_hints(variant, f"hint-{variant}", HANDS.get(variant, 2))
    assert codes["discard"] >= 10, codes
    if variant in ("sichuan", "tianjin"):
        assert codes["setup"] >= 1, codes
    # the numbers in a discard's reason are the bot's own analysis of the same view
    for view, h in discards:
        facts = h.details["discard"]
        ctx = DefaultBot._context(view)
        options = effective_tiles(ctx.counts, len(ctx.melds), visible=ctx.seen, **ctx.analysis_args())
        kind = view.hand_kinds[view.hand.index(h.action.tile)].index
        chosen = next(o for o in options if o.discard == kind)
        assert (facts["shanten_after"], facts["live"]) == (chosen.shanten_after, chosen.total_live)
        if chosen.shanten_after > 0 and "void_suit" not in h.details["candidates"][0]["weights"]:
            assert f"保留{chosen.total_live}张有效牌" in h.reason_zh
            assert f"keeps {chosen.total_live} live tiles" in h.reason_en


def test_the_hint_is_the_default_bots_choice():
    state, _ = deal({0: "4m1z1s123456789p11s", 1: "23m123p456p678s55z"})
    view = view_for(state, 0)
    h = hint(view, state.legal[0])
    assert h.action == DefaultBot(None).decide(view, state.legal[0]).action


def test_a_discard_that_makes_the_hand_ready_names_the_waits():
    # 14 tiles: throwing 1z leaves 123456789p 11s 4m 1s ... not ready; build a ready one
    state, _ = deal({0: "5z123m456p789s23p11s"})
    h = hint(view_for(state, 0), state.legal[0])
    assert isinstance(h.action, Discard) and str(state.kinds[h.action.tile]) == "5z"
    assert "打后听牌" in h.reason_zh and "一筒" in h.reason_zh and "四筒" in h.reason_zh
    assert h.reason_en.startswith("discard Red Dragon: leaves the hand ready")


def test_a_ready_discard_whose_waits_cannot_win_says_why():
    # 国标: throwing 7z leaves 23m123p456p678s55z, whose waits reach 6 fans at most
    from game.teaching.hints import _ready_text
    state, _ = deal({0: "7z23m123p456p678s55z"})
    text = _ready_text(view_for(state, 0), state.kinds[ids_of(state, 0, "7z")[0]], None)
    assert text.zh.startswith("打后听牌，但听的牌和不了：只有6番") and "国标起和8番" in text.zh
    assert text.en.startswith("leaves the hand ready, but no wait can win: only 6 fans")
    # and what the player does with such a hand, not only what is wrong with it
    assert text.zh.endswith("先听着，摸到合适的牌再改听") and text.en.endswith("change the wait when a tile that helps comes")


def assert_hint_discards(state, tile: str, zh: str, en: str) -> None:
    """Seat 0's hint discards `tile` and its reason says `zh` / `en`."""
    h = hint(view_for(state, 0), state.legal[0])
    assert str(state.kinds[h.action.tile]) == tile
    assert zh in h.reason_zh and en in h.reason_en, (h.reason_zh, h.reason_en)


def test_a_discard_chosen_for_its_faster_shapes_says_so():
    # 苏州, one step from ready: 4m 678m 789m 445p 3s 789s. Throwing 5p would keep two more live
    # tiles; the expert (the hint) throws 3s for the 445p complex, and the hint says why, since
    # the live count it quotes is the smaller one.
    sz = get_variant("suzhou")
    wall = stack_wall({0: "4m6m7m7m8m8m9m4p4p5p3s7s8s9s"}, "", "", variant=sz, throws=((3, 4),))
    state, _ = new_hand(sz, HandConfig(seed="bot", dealer=0), stacked=wall)
    assert_hint_discards(state, "3s", "留下的搭子更好", "the shapes kept grow faster")


def test_a_ready_discard_that_keeps_the_outer_wait_says_why():
    # 国标 七对 ready on 9p or on 5s, three live copies each: the hint (高手) keeps the 9p wait and
    # says why, since the number of unseen copies it quotes is the same for both
    state, _ = deal({0: "1133m5577p99s44z9p5s"})
    assert_hint_discards(state, "5s", "这个听口更容易等到", "this wait comes in more often")


def test_a_discard_of_the_widest_hand_does_not_claim_faster_shapes():
    # a ready discard and a plain widest discard never carry the speed sentence
    state, _ = deal({0: "5z123m456p789s23p11s"})
    h = hint(view_for(state, 0), state.legal[0])
    assert "搭子更好" not in h.reason_zh


def test_a_win_hint_names_the_score():
    state, _ = deal({0: "3m1z1s123456789p11s", 1: "12m456p789s123s55z"})
    state, _ = discard(state, 0, "3m")              # 花龙 + 门前清 ...: a legal win for seat 1
    assert Win(1) in state.legal[1]
    h = hint(view_for(state, 1), state.legal[1])
    assert h.action == Win(1) and h.reason_zh.startswith("和！") and "花龙" in h.reason_zh
    assert "Mixed Straight" in h.reason_en and h.reason_zh.startswith(f"和！{state.win_scores[1].total}番")


def test_a_pung_hint_says_how_much_closer():
    state, _ = deal({0: "5z", 1: "5z5z123m456p789s1s9s"})
    state, _ = discard(state, 0, "5z")
    h = hint(view_for(state, 1), state.legal[1])
    assert isinstance(h.action, Pung)
    assert h.reason_zh == "碰：碰后就听牌，朝花龙+箭刻"
    assert h.reason_en == "pung: the hand is ready after it, heading for Mixed Straight + Dragon Pung"


def test_a_pass_hint_gives_the_reason():
    state, _ = deal({0: "1s", 1: "11s123m456p789s23p"})   # ready on 1p/4p: a pung of 1s gains nothing
    state, _ = discard(state, 0, "1s")
    h = hint(view_for(state, 1), state.legal[1])
    assert isinstance(h.action, Pass) and h.details["code"] == "pass_not_closer"
    assert h.reason_zh == "过：已经听牌，碰了也不会听得更好"       # not "no closer: still 0 from ready"
    assert h.reason_en == "pass: the hand is ready already; a pung would not make the wait better"
    state, _ = deal({0: "9m", 1: "99m1133p557s22z4z6z"})    # five pairs, one from 七对's wait
    state, _ = discard(state, 0, "9m")
    h = hint(view_for(state, 1), state.legal[1])
    assert isinstance(h.action, Pass) and h.reason_zh == "过：七对要门清，碰就破坏了"
    assert h.reason_en == "pass: Seven Pairs needs a concealed hand; a pung would break it"
    state, _ = deal({0: "9m", 1: "99m1133p5577s22z4z"})    # six pairs: ready already on 4z
    state, _ = discard(state, 0, "9m")
    h = hint(view_for(state, 1), state.legal[1])
    assert isinstance(h.action, Pass) and h.reason_zh == "过：已经听牌，碰了也不会听得更好"


def test_the_void_suit_hint():
    state, _ = sc_deal({0: "1m2p3p4p5p6p7p8p9p1s2s3s4s5s"})
    legal = state.legal[0]
    h = hint(view_for(state, 0), legal)
    suit, _why = choose_void([sum(1 for k in view_for(state, 0).hand_kinds if k.index == i) for i in range(34)])
    assert h.action.suit == suit == "m"
    assert h.reason_zh == "缺万：万最少，只有1张" and h.reason_en == "void Characters: the fewest tiles, only 1"


def test_void_tiles_first_hint():
    state, _ = sc_deal({0: "1m2p3p4p5p6p7p8p9p1m2m3m4m5m"}, voids={0: "m", 1: "s", 2: "s", 3: "s"})
    h = hint(view_for(state, 0), state.legal[0])
    assert "定缺万，缺门的牌要先打" in h.reason_zh and "void suit is Characters" in h.reason_en


def test_tianjin_sit_and_pull_hints():
    state, _ = new_hand(get_variant("tianjin"), HandConfig(seed=5))
    seat = next(s for s in range(4) if state.legal[s])
    h = hint(view_for(state, seat), state.legal[seat])
    assert h.details["code"] == "setup" and ("坐庄" in h.reason_zh)


def test_no_legal_action_no_hint():
    state, _ = deal({})
    with pytest.raises(ValueError):
        hint(view_for(state, 1), ())


@pytest.mark.parametrize("variant,words", [
    ("sichuan", ("缺", "void")),              # 定缺: the suit and why
    ("tianjin", ("庄", "dealer")),            # 坐庄 / 拉庄: the score that decides it
])
def test_set_up_hints_give_the_policys_own_reason(variant, words):
    session = MatchSession(variant, seed=2, human=0)
    while not session.waiting_for_human():
        assert session.step()
    legal = session.human_actions()
    h = hint(session.view(0), legal, session.options)
    assert h.details["code"] == "setup"
    assert words[0] in h.reason_zh and words[1] in h.reason_en.lower(), (h.reason_zh, h.reason_en)
    assert "{" not in h.reason_zh + h.reason_en           # every field was put into words


def after_a_pung():
    """Seat 2 pungs the dealer's 5p and throws 东 after it; seat 3 holds 东 and is to draw."""
    state, _ = deal({0: "5p", 2: "55p12m46s79p345m9s1z", 3: "1z"})
    state, _ = discard(state, 0, "5p")
    state, _ = act(state, find(state.legal[2], Pung)[0])
    state, _ = pass_all(state)
    state, _ = discard(state, 2, "1z")
    state, _ = pass_all(state)
    return state


def test_a_defensive_reason_names_the_fact_and_the_seat():
    state = after_a_pung()
    view = view_for(state, 3)
    east = TILES[27]
    reason = defence_reason(view, east, "after_meld", 2)
    assert reason.zh == "东对上家较安全：他碰后打过"
    assert reason.en == "East Wind is safer against the player on your left: he discarded it after his pung"
    assert defence_reason(view, east, "own_discard", 2).zh == "东对上家较安全：他自己打过"
    assert defence_reason(view, east, "", 2) is None


def test_the_danger_reading_sees_the_discard_after_his_pung():
    state = after_a_pung()
    view = view_for(state, 3)
    read = next(r for r in read_seats(view, policy_for("guobiao").danger) if r.seat == 2)
    assert read.melds == 1 and 27 in read.after_meld
    counts = hand_counts(view)
    danger = tile_danger(27, visible_counts(view), counts, [read], policy_for("guobiao").danger)
    assert danger.reason == ("after_meld", 2)


@pytest.mark.slow
def test_hints_give_defensive_reasons_that_hold_on_the_table():
    found = 0
    for variant, seed in (("guobiao", "def-guobiao"), ("sichuan", "def-sichuan")):
        session = MatchSession(variant, seed=seed, human=0)
        for _ in range(4):
            while not session.hand_over:
                if not session.waiting_for_human():
                    session.step()
                    continue
                view, legal = session.view(0), session.human_actions()
                h = hint(view, legal, session.options)
                facts = h.details["facts"]
                if h.details["code"] == "discard":
                    kind = view.hand_kinds[view.hand.index(h.action.tile)]
                    d = facts["danger"].get(kind.name_zh)
                    if d and d["seat"] in facts["threats"] and d["fact"] in ("own_discard", "after_meld"):
                        # the reason says he threw it, and he did (his river, or a meld took it);
                        # unless the danger line under it warns about the tile: then it is not called safe
                        said = defence_reason(view, kind, d["fact"], d["seat"]).zh
                        assert (said in h.reason_zh) != bool(h.danger_zh), (h.reason_zh, h.danger_zh)
                        taken = [m_kind for seat_melds in view.melds for m in seat_melds for m_kind in m.kinds]
                        assert kind in view.discard_kinds[d["seat"]] or kind in taken
                        found += 1
                session.act(h.action)
            if session.match_over:
                break
            session.next_hand()
    assert found >= 1


@pytest.mark.slow
def test_the_hint_judges_as_the_expert_whatever_level_the_table_plays():
    session = MatchSession("guobiao", seed="levels-hint", human=0, bot_kind="beginner")
    differs = 0
    for _ in range(2):
        while not session.hand_over:
            if not session.waiting_for_human():
                session.step()
                continue
            view, legal = session.view(0), session.human_actions()
            h = hint(view, legal, session.options)
            expert, normal = make_bot("expert", "x", 0), make_bot("normal", "x", 0)
            assert h.action == expert.act(view, legal)
            differs += normal.act(view, legal) != h.action
            session.act(h.action)
        session.next_hand()
    assert differs >= 1      # the levels disagree somewhere, and the hint sides with the expert
