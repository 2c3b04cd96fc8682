"""四川 settlement (sichuan-xuezhan.md §8): win payments 2^(番−1) with the cap, 自摸加底, and at a
流局 查花猪, 查大叫 and the kong refunds, played out on a scripted wall."""
from collections import Counter
from dataclasses import replace

from helpers_engine import act, check_invariants, find
from rules.actions import ConcealedKong, Win
from rules.engine import PLAY, is_over, legal_actions, result
from rules.events import Settled
from rules.tiles import TILES, parse_tiles
from rules.variants.sichuan.settle import end_of_hand_transfers
from rules.variants.sichuan.events import KongPaid
from sichuan_scenarios import autoplay, discard_kind, no_leak, sc_deal

ALL_S = {0: "s", 1: "s", 2: "s", 3: "s"}

# Nobody wins; seat 1 declares a concealed kong at once; everybody throws away what he draws.
END = {
    0: "35679m2468p1357p9p",         # not ready, no 条; throws the 9p first
    1: "1111m2589m369p47p",          # 暗杠 1111m, then not ready: pays 查大叫 and refunds the kong
    2: "11p22p33p44p55p66p7p",       # ready on 7p: 清七对 5 番
    3: "2467m88p99p12345s",          # void 条 but draws only 条: ends with three suits, a 花猪
}
TAIL = "9s"


def _end_wall() -> tuple[str, str]:
    """The 54 live draws (all but the last, and the last): seat 3's (every fourth, starting
    with the third) are all 条. The kong's replacement takes the top of the last stack, so the
    last live tile is that stack's bottom."""
    used = Counter(parse_tiles("".join(END.values()) + TAIL))
    pool = [t for t in TILES[:27] for _ in range(4 - used[t])]
    bamboo = [t for t in pool if t.suit == "s"]
    rest = [t for t in pool if t.suit != "s"]
    out = []
    for i in range(54):
        seat = (1 + i) % 4
        out.append(bamboo.pop() if seat == 3 else (rest.pop() if rest else bamboo.pop(0)))
    assert not bamboo and not rest
    return "".join(str(t) for t in out[:-1]), str(out[-1])


def _play_out(options=None):
    draws, last = _end_wall()
    state, _ = sc_deal(END, draws, tail=TAIL, end=last, voids=ALL_S,
                       options={"forced_win_tiles": 0, **(options or {})})
    state, _ = discard_kind(state, 0, "9p")
    state, _ = autoplay(state, until=lambda s: s.phase == PLAY and s.turn == 1)   # seat 3 passes 碰 9p
    state, events = act(state, find(legal_actions(state, 1), ConcealedKong)[0])
    paid = [e for e in events if isinstance(e, KongPaid)]
    assert paid and paid[0].payments == (-2, 6, -2, -2)
    state, more = autoplay(state)
    assert is_over(state) and not state.wins
    check_invariants(state)
    return state, events + more


def test_flow_ends_with_pig_ready_check_and_refunds():
    state, events = _play_out()
    res = result(state)
    by_reason = Counter()
    for t in res.transfers:
        by_reason[(t.reason.split(":")[0], t.payer, t.payee, t.amount)] += 1
    # 暗杠: 2 from each player still in
    assert by_reason[("暗杠 concealed kong", 0, 1, 2)] == 1
    # 查花猪: seat 3 holds three suits, pays 16 to every other player still in who is not a 花猪
    assert [(t.payer, t.payee, t.amount) for t in res.transfers if t.reason.startswith("查花猪")] == \
        [(3, 0, 16), (3, 1, 16), (3, 2, 16)]
    # 查大叫: seats 0 and 1 are not ready (seat 3 is a 花猪 and does not pay it): 清七对 5 番 = 16
    assert [(t.payer, t.payee, t.amount) for t in res.transfers if t.reason.startswith("查大叫")] == \
        [(0, 2, 16), (1, 2, 16)]
    # seat 1 is not ready: his kong income goes back
    assert sorted((t.payer, t.payee, t.amount) for t in res.transfers if t.reason.startswith("退杠钱")) == \
        [(1, 0, 2), (1, 2, 2), (1, 3, 2)]
    assert res.payments == (0, 0, 48, -48)
    settled = [e for e in events if isinstance(e, Settled)][0]
    assert settled.payments == res.payments and "流局" in settled.reason
    no_leak(state, events[-3:])


def test_pig_and_ready_payments_are_capped():
    state, _ = _play_out({"fan_cap": 3})
    res = result(state)
    assert {t.amount for t in res.transfers if t.reason.startswith("查花猪")} == {4}     # 3 番 = ×4
    assert {t.amount for t in res.transfers if t.reason.startswith("查大叫")} == {4}


def test_who_a_pig_pays_when_someone_has_won():
    state, _ = _play_out()
    still = [0, 1, 3]              # as if seat 2 had won and left
    pig = lambda opts: sorted(t.payee for t in end_of_hand_transfers(replace(state, options={**state.options, **opts}),  # noqa: E731
                                                                    still) if t.reason.startswith("查花猪"))
    assert pig({}) == [0, 1]                                   # JJ: the players still in only
    assert pig({"huazhu_payees": "all"}) == [0, 1, 2]          # the seed: every non-花猪 player


# --- win payments ---------------------------------------------------------------------------------

CAPPED = {
    0: "2468p3579p1s2s3s4s5s6s",
    1: "1111m22m33m55m77m9m",        # waits 9m: 清龙七对 6 + 自摸 1 = 7 番
}


def _capped_win(options=None):
    state, _ = sc_deal(CAPPED, "7s8s9s1s9m", voids=ALL_S, options=options or {})
    state, _ = autoplay(state, until=lambda s: s.phase == PLAY and s.turn == 1 and s.drawn is not None
                        and str(s.kinds[s.drawn]) == "9m")
    state, events = act(state, Win(1))
    assert state.wins[0].score.total == (6 if (options or {}).get("zimo") == "base" else 7)
    state, more = autoplay(state, wins=True)
    return result(state)


def test_a_win_is_paid_at_the_capped_fan():
    res = _capped_win()
    assert sorted((t.payer, t.amount) for t in res.transfers if t.payee == 1 and t.reason.startswith("自摸")) == \
        [(0, 32), (2, 32), (3, 32)]
    res = _capped_win({"fan_cap": 0})
    assert {t.amount for t in res.transfers if t.payee == 1 and t.reason.startswith("自摸")} == {64}


def test_self_drawn_adds_a_stake_with_zimo_base():
    res = _capped_win({"zimo": "base"})            # 6 番 (no 自摸 fan) = 32, plus one stake
    assert {t.amount for t in res.transfers if t.payee == 1 and t.reason.startswith("自摸")} == {33}


def test_payments_always_sum_to_zero_and_match_the_transfers():
    for options in ({}, {"fan_cap": 0}, {"zimo": "base"}):
        res = _capped_win(options)
        net = [0, 0, 0, 0]
        for t in res.transfers:
            net[t.payer] -= t.amount
            net[t.payee] += t.amount
        assert tuple(net) == res.payments and sum(net) == 0
