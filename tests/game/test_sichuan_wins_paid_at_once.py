"""血战到底 pays each win the moment it is made (`WinPaid`), so the scores the table shows move
with the win while the others play on, and the hand's settlement books the same payments."""
from rules.events import Settled, Won
from rules.variants.sichuan.events import WinPaid
from game.session import MatchSession

WIN_REASONS = ("自摸", "点炮", "被抢杠", "点杠花")


def _hand_events(seed: int, options: dict | None = None) -> tuple[list, MatchSession]:
    session = MatchSession("sichuan", seed=seed, human=None, bot_kind="default", options=options or {})
    while session.step():
        pass
    assert session.hand_over
    return list(session._hand_events), session


def test_every_win_is_paid_at_once_as_the_settlement_books_it():
    checked_play_on = 0
    for seed in range(1, 7):
        events, session = _hand_events(seed)
        wins = [e for e in events if isinstance(e, Won)]
        paid = [e for e in events if isinstance(e, WinPaid)]
        assert [p.seat for p in paid] == [w.seat for w in wins]
        for won, pay in zip(wins, paid):    # each payment right after its win (or its 一炮多响 partner's)
            assert events.index(pay) > events.index(won)
        settled = next(e for e in events if isinstance(e, Settled))
        booked = [(t.payer, t.payee, t.amount) for t in settled.transfers if t.reason.startswith(WIN_REASONS)]
        assert sorted(booked) == sorted((t.payer, t.payee, t.amount) for p in paid for t in p.transfers)
        if len(wins) == 3:      # the hand ended on its third win: nothing is paid at the end
            checked_play_on += 1
            at_once = [0, 0, 0, 0]
            for e in events:
                for seat, amount in enumerate(e.paid_at_once() or ()):
                    at_once[seat] += amount
            assert tuple(at_once) == tuple(settled.payments)
    assert checked_play_on, "some hand must end on its third win"


def test_a_second_self_draw_is_paid_only_by_the_players_still_in():
    for seed in range(1, 30):
        events, _ = _hand_events(seed)
        wins = [e for e in events if isinstance(e, Won)]
        paid = [e for e in events if isinstance(e, WinPaid)]
        for i, (won, pay) in enumerate(zip(wins, paid)):
            if i and won.self_drawn:
                gone = {w.seat for w in wins[:i]}
                assert {t.payer for t in pay.transfers} == set(range(4)) - gone - {won.seat}
                return
    raise AssertionError("no later self-drawn win in these hands")
