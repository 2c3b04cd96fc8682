"""Tweens: change one attribute of one object from its value now to an end value over time.

`Tween(target, attr, end, duration, easing)` reads the start value when it first runs (after its
delay), so a chain of tweens on the same attribute composes. A `Timeline` runs many tweens and
says whether anything is still moving: the table scene takes the next event only when it is idle.

Values may be numbers or tuples of numbers (positions, colours). No pygame here: pure and testable.
"""
from __future__ import annotations

import math
from typing import Callable, Iterable, Optional, Union


def linear(t: float) -> float:
    """No easing."""
    return t


def out_quad(t: float) -> float:
    """Fast, then slowing (quadratic)."""
    return 1 - (1 - t) * (1 - t)


def out_cubic(t: float) -> float:
    """Fast, then slowing (cubic)."""
    return 1 - (1 - t) ** 3


def in_out_quad(t: float) -> float:
    """Slow, fast, slow (quadratic)."""
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def out_back(t: float) -> float:
    """Slowing with a slight overshoot."""
    # A slight overshoot: banners and the drawn tile "land".
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def out_bounce(t: float) -> float:
    """Landing with bounces."""
    n1, d1 = 7.5625, 2.75
    if t < 1 / d1:
        return n1 * t * t
    if t < 2 / d1:
        t -= 1.5 / d1
        return n1 * t * t + 0.75
    if t < 2.5 / d1:
        t -= 2.25 / d1
        return n1 * t * t + 0.9375
    t -= 2.625 / d1
    return n1 * t * t + 0.984375


EASINGS: dict[str, Callable[[float], float]] = {
    "linear": linear,
    "out_quad": out_quad,
    "out_cubic": out_cubic,
    "in_out_quad": in_out_quad,
    "out_back": out_back,
    "out_bounce": out_bounce,
}


# What a tween moves: a number, or a tuple or list of them (a position, a size, a colour).
Tweenable = Union[float, tuple["Tweenable", ...], list["Tweenable"]]


def lerp(a: Tweenable, b: Tweenable, t: float) -> Tweenable:
    """Interpolate numbers or equal-length tuples of numbers."""
    if isinstance(a, (tuple, list)):
        if not isinstance(b, (tuple, list)):
            raise TypeError(f"cannot tween {a!r} to {b!r}: a sequence to a number")
        if len(a) != len(b):
            raise ValueError(f"cannot tween {a!r} to {b!r}: different lengths")
        mixed = [lerp(x, y, t) for x, y in zip(a, b)]
        return tuple(mixed) if isinstance(a, tuple) else mixed
    if isinstance(b, (tuple, list)):
        raise TypeError(f"cannot tween {a!r} to {b!r}: a number to a sequence")
    return a + (b - a) * t


class Tween:
    """Move `target.attr` to `end` in `duration` seconds after `delay` seconds."""

    def __init__(self, target: object, attr: str, end: Tweenable, duration: float,
                 easing: str | Callable[[float], float] = "out_cubic", delay: float = 0.0,
                 start: Optional[Tweenable] = None, on_done: Optional[Callable[[], None]] = None) -> None:
        if duration < 0 or delay < 0:
            raise ValueError("a tween needs a duration and delay of zero or more seconds")
        self.target = target
        self.attr = attr
        self.end = end
        self.duration = float(duration)
        self.delay = float(delay)
        self.easing = EASINGS[easing] if isinstance(easing, str) else easing
        self.start = start
        self.on_done = on_done
        self.elapsed = 0.0
        self.done = False

    def update(self, dt: float) -> float:
        """Advance by dt seconds; return the time left over once finished (for chaining)."""
        if self.done:
            return dt
        self.elapsed += dt
        if self.elapsed < self.delay:
            return 0.0
        if self.start is None:
            self.start = getattr(self.target, self.attr)
        run = self.elapsed - self.delay
        if self.duration == 0 or run >= self.duration:
            self.finish()
            return run - self.duration
        setattr(self.target, self.attr, lerp(self.start, self.end, self.easing(run / self.duration)))
        return 0.0

    def finish(self) -> None:
        """Jump to the end (used when the player skips an animation)."""
        if self.done:
            return
        setattr(self.target, self.attr, self.end)
        self.done = True
        if self.on_done is not None:
            self.on_done()


class Wait(Tween):
    """A pause in a timeline (a bot 'thinking', a caption being read). Changes nothing."""

    class _Nothing:
        value = 0.0

    def __init__(self, duration: float, delay: float = 0.0,
                 on_done: Optional[Callable[[], None]] = None) -> None:
        super().__init__(Wait._Nothing(), "value", 1.0, duration, "linear", delay, start=0.0,
                         on_done=on_done)


class Call(Tween):
    """Run a function once, after `delay` seconds (e.g. drop a sprite when its flight ends)."""

    def __init__(self, func: Callable[[], None], delay: float = 0.0) -> None:
        super().__init__(Wait._Nothing(), "value", 1.0, 0.0, "linear", delay, start=0.0, on_done=func)


class Timeline:
    """Tweens running together. `running` is False once every tween has finished."""

    def __init__(self) -> None:
        self.tweens: list[Tween] = []

    def add(self, tween: Tween) -> Tween:
        """Start `tween` with the others; returns it."""
        self.tweens.append(tween)
        return tween

    def extend(self, tweens: Iterable[Tween]) -> None:
        """Start every tween of `tweens`."""
        for tween in tweens:
            self.add(tween)

    @property
    def running(self) -> bool:
        """Whether any tween is still moving."""
        return any(not t.done for t in self.tweens)

    @property
    def time_left(self) -> float:
        """Seconds until the last running tween ends."""
        left = 0.0
        for t in self.tweens:
            if not t.done:
                left = max(left, t.delay + t.duration - t.elapsed)
        return left

    def update(self, dt: float) -> None:
        """Advance every tween by `dt` seconds and drop the finished ones."""
        # A tween may add tweens from on_done; iterate over a snapshot and keep the new ones.
        for tween in list(self.tweens):
            tween.update(dt)
        self.tweens = [t for t in self.tweens if not t.done]

    def finish_all(self) -> None:
        """Jump every tween (and those they start) to its end."""
        # Finishing may schedule more tweens (on_done); loop until nothing is left.
        for _ in range(100):
            if not self.tweens:
                return
            current, self.tweens = self.tweens, []
            for tween in current:
                tween.finish()
        self.tweens = []


def scaled_duration(seconds: float, pace: str) -> float:
    """Durations at a pace: slow doubles, fast compresses waits and motion hard."""
    factor = PACE_FACTORS.get(pace)
    if factor is None:
        raise ValueError(f"unknown pace {pace!r}: use one of {', '.join(PACE_FACTORS)}")
    return seconds * factor


PACE_FACTORS = {"slow": 2.0, "normal": 1.0, "fast": 0.35}


def distance(a: tuple[float, float], b: tuple[float, float]) -> float:
    """The straight distance between two points."""
    return math.hypot(b[0] - a[0], b[1] - a[1])
