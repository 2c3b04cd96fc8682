"""Tweens and the timeline: values reach their end, easing shapes the way, pace scales time."""
import pytest

from game.client.presenting.tween import EASINGS, Call, Timeline, Tween, Wait, lerp, scaled_duration


class Box:
    def __init__(self):
        self.x = 0.0
        self.pos = (0.0, 0.0)


def test_tween_reaches_its_end_exactly():
    box = Box()
    tween = Tween(box, "x", 10.0, 0.5, "out_cubic")
    for _ in range(10):
        tween.update(0.06)
    assert box.x == 10.0 and tween.done


def test_tween_moves_tuples_and_reads_start_late():
    box = Box()
    line = Timeline()
    line.add(Tween(box, "pos", (10.0, 20.0), 1.0, "linear"))
    line.update(0.5)
    assert box.pos == pytest.approx((5.0, 10.0))
    box2 = Box()
    later = Tween(box2, "x", 4.0, 1.0, "linear", delay=1.0)
    box2.x = 2.0  # changed before the delay ends: the tween starts from here
    later.update(1.5)
    assert box2.x == pytest.approx(3.0)


def test_easings_start_at_zero_and_end_at_one():
    for name, fn in EASINGS.items():
        assert fn(0.0) == pytest.approx(0.0, abs=1e-9), name
        assert fn(1.0) == pytest.approx(1.0, abs=1e-9), name
    assert EASINGS["out_cubic"](0.5) > 0.5  # ease-out: fast first


def test_timeline_running_until_every_tween_ends():
    box = Box()
    line = Timeline()
    line.add(Tween(box, "x", 1.0, 0.2))
    line.add(Wait(0.5))
    line.update(0.3)
    assert line.running and box.x == 1.0
    line.update(0.3)
    assert not line.running


def test_call_runs_once_after_its_delay_and_finish_all_jumps_to_the_end():
    calls = []
    line = Timeline()
    box = Box()
    line.add(Call(lambda: calls.append(1), delay=0.3))
    line.add(Tween(box, "x", 5.0, 2.0))
    line.update(0.1)
    assert calls == []
    line.finish_all()
    assert calls == [1] and box.x == 5.0 and not line.running


def test_pace_scales_durations():
    assert scaled_duration(1.0, "slow") == 2 * scaled_duration(1.0, "normal")
    assert scaled_duration(1.0, "fast") < scaled_duration(1.0, "normal")
    with pytest.raises(ValueError):
        scaled_duration(1.0, "warp")


def test_lerp_refuses_mismatched_tuples():
    with pytest.raises(ValueError):
        lerp((1, 2), (1, 2, 3), 0.5)


def test_negative_durations_are_refused():
    with pytest.raises(ValueError):
        Tween(Box(), "x", 1.0, -1.0)
