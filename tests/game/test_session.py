"""The match session: whole matches, the human's turn, the action log and replay."""
import json

import pytest

from game.cli.simulate import simulate
from game.session import MatchSession, ReplayError, replay_log
from rules.actions import Discard
from rules.errors import IllegalAction
from rules.events import HandStarted, SeatsDrawn

GOLDEN = __import__("pathlib").Path(__file__).parent / "golden" / "guobiao_seed7_4hands.jsonl"


def _play_hands(session, hands):
    for _ in range(hands):
        while session.step():
            pass
        assert session.hand_over
        session.next_hand()


@pytest.mark.slow
def test_a_whole_match_of_sixteen_hands():
    session = MatchSession("guobiao", seed=11, human=None, bot_kind="default")
    first = session.poll_events(0)
    assert isinstance(first[0], SeatsDrawn)
    dealers, winds = [], []
    while not session.finished:
        dealers.append(session.match.dealer)
        winds.append(session.match.round_wind)
        _play_hands(session, 1)
    assert len(dealers) == 16
    assert dealers == [0, 1, 2, 3] * 4            # the dealer never repeats in 国标
    assert winds == list("EEEESSSSWWWWNNNN")      # 圈风 moves every four hands
    assert sum(session.scores) == 0
    assert session.standings()[0][1] == max(session.scores)


def test_the_human_is_asked_and_only_legal_answers_are_taken():
    session = MatchSession("guobiao", seed=2, human=0, bot_kind="random")
    while not session.waiting_for_human():
        assert session.step() or session.waiting_for_human()
    legal = session.human_actions()
    assert legal
    seat = session.seat_of(0)
    before = session.state
    with pytest.raises(IllegalAction):
        session.act(Discard(seat, 10_000))
    assert session.state is before
    session.act(legal[-1])
    assert session.state is not before
    # Bots do not act for the human: step() refuses while the human must answer.
    if session.waiting_for_human():
        assert session.step() is False


def test_log_replays_and_edits_are_refused(tmp_path):
    session = MatchSession("guobiao", seed=5, human=None, bot_kind="default")
    _play_hands(session, 2)
    lines = [json.dumps(e) for e in session.closed_log()]
    assert replay_log(lines)["hands"] == 2
    # Change one discard: the replay must stop at that line (illegal) or at the hand's end.
    edited = list(lines)
    index = next(i for i, e in enumerate(session.closed_log()) if e.get("type") == "action"
                 and e["action"]["type"] == "discard")
    entry = json.loads(edited[index])
    entry["action"]["tile"] = (entry["action"]["tile"] + 1) % 144
    edited[index] = json.dumps(entry)
    with pytest.raises(ReplayError, match=r"line \d+"):
        replay_log(edited)
    with pytest.raises(ReplayError, match="truncated"):
        replay_log(lines[: len(lines) // 3])
    with pytest.raises(ReplayError, match="line 1"):
        replay_log(["garbage"])


@pytest.mark.parametrize("variant", ["guobiao", "sichuan", "tianjin", "suzhou", "erren"])
def test_golden_log_reproduces_the_same_events_forever(variant):
    # Recorded once with default bots (`main.py simulate --variant V --hands 4 --seed 7 --log
    # tests/game/golden/V_seed7_4hands.jsonl`): whole matches, so the match's own steps (打风,
    # dealer throws, carried 滴零, seat rotation) are held too. Changing the engine so that these
    # actions give other events or payments breaks this test on purpose.
    path = GOLDEN.with_name(f"{variant}_seed7_4hands.jsonl")
    summary = replay_log(path.read_text(encoding="utf-8").splitlines())
    assert str(summary.pop("seed")) == "7"
    assert summary.pop("options") == json.loads(path.read_text(encoding="utf-8").splitlines()[0])["options"]
    assert summary == {"variant": variant, "matches": 1, "hands": 4, "unfinished": [0]}


@pytest.mark.slow
def test_simulate_is_deterministic(tmp_path):
    a = simulate("guobiao", 3, "det", ["default"] * 4, log_path=str(tmp_path / "a.jsonl"))
    b = simulate("guobiao", 3, "det", ["default"] * 4, log_path=str(tmp_path / "b.jsonl"))
    timing = {"seconds", "hands_per_second", "decision_ms_p50", "decision_ms_p99"}
    assert {k: v for k, v in a.items() if k not in timing} == {k: v for k, v in b.items() if k not in timing}
    assert (tmp_path / "a.jsonl").read_text() == (tmp_path / "b.jsonl").read_text()
    assert a["exceptions"] == 0 and a["invariant_violations"] == 0
    assert a["hands"] == 3 and a["wins"] + a["draws"] == 3


def test_events_are_masked_per_player():
    session = MatchSession("guobiao", seed=9, human=0, bot_kind="random")
    events = session.poll_events(0)
    dealt = [e for e in events if type(e).__name__ == "TilesDealt"]
    assert dealt
    mine = session.seat_of(0)
    for e in dealt:
        data = e.to_json()
        tiles = data.get("tiles")
        if data.get("seat") != mine and tiles is not None:
            assert all(t is None for t in tiles)
    assert any(isinstance(e, HandStarted) for e in events)


def test_a_hand_in_progress_replays_and_a_cut_one_is_refused():
    session = MatchSession("guobiao", seed=4, human=None, bot_kind="random")
    for _ in range(25):
        session.step()
    assert not session.hand_over
    lines = [json.dumps(e) for e in session.closed_log()]
    assert replay_log(lines)["hands"] == 0
    cut = lines[:-3] + lines[-1:]   # two actions lost, closing line kept
    with pytest.raises(ReplayError, match="actions"):
        replay_log(cut)


def test_the_decision_listeners_hear_each_bot_move_once_with_its_reasons():
    """The session hands every bot decision it plays to its listeners: one per move, the action
    the log records, and the reasons of the bot that made it."""
    session = MatchSession("guobiao", seed=6, human=None, bot_kind="expert")
    heard = []

    def listener(turn, decision):
        heard.append((turn.seat, decision))

    session.add_decision_listener(listener)
    for _ in range(30):
        assert session.step()
    actions = [e["action"] for e in session.log if e["type"] == "action"]
    assert [d.action.to_json() for _, d in heard] == actions
    assert all(seat == d.action.to_json()["seat"] and d.explained for seat, d in heard)
    assert "decide" not in vars(session)      # listened to, never patched
    session.remove_decision_listener(listener)
    session.step()
    assert len(heard) == 30


def test_the_final_standings_count_the_last_hand():
    """A tester's slip: the 'Match over' standings showed the scores after the next-to-last hand
    (the last sheet leads straight to them, before the hand is booked), naming the wrong winner."""
    session = MatchSession("erren", seed=5, human=None, options={"match_hands": 4})
    while not session.match_over:
        if session.hand_over:
            session.next_hand()
        else:
            session.step()
    paid = [0, 0]
    for entry in session.log:
        if entry["type"] == "end":
            for player, amount in enumerate(entry["payments"]):
                paid[player] += amount
    assert sorted(paid, reverse=True) == [score for _, score in session.standings()]
    shown = session.standings()
    session.next_hand()                       # booking the last hand changes nothing shown
    assert session.standings() == shown and sorted(session.scores, reverse=True) == sorted(paid, reverse=True)
