"""Sound effects made by our own code: sine partials and filtered noise under decay envelopes,
computed with the standard `array` module (no numpy, no recordings) into pygame mixer buffers.

    board = SoundBoard(volume=settings.volume, muted=settings.muted)
    board.play("discard")

Without an audio device (no driver, a mixer that fails to open) the board is silent: `play`
returns False and nothing raises. Each effect is synthesized the first time it is played (a few
milliseconds; `warm()` does them all up front) and the same every time (noise from a fixed seed).
"""
from __future__ import annotations

import math
import random
from array import array
from typing import Callable, Iterable, Optional

import pygame

EFFECTS = ("draw", "discard", "chow", "pung", "kong", "hu", "win", "dice")
RATE = 44100
PEAK = 0.8          # loudest sample of any effect, before the player's volume
FADE_S = 0.004      # every effect ends on a short fade, so it never stops with a click
KONG_TILES = 4      # a kong: four clacks

# pygame.mixer.get_init() format -> array typecode and how a sample in -1..1 becomes an item.
# pygame reports 32-bit float as -32 (SDL's float format has the signed bit); it cannot open S32.
_ENCODERS: dict[int, tuple[str, Callable[[float], float]]] = {
    -16: ("h", lambda x: int(x * 32767)),
    16: ("H", lambda x: int((x + 1.0) * 32767.5)),
    -8: ("b", lambda x: int(x * 127)),
    8: ("B", lambda x: int((x + 1.0) * 127.5)),
    -32: ("f", float),
    32: ("f", float),
}


# --- synthesis: mono float samples in -1..1 ------------------------------------------------------

def _silence(seconds: float, rate: int) -> list[float]:
    return [0.0] * max(1, int(seconds * rate))


def _add(into: list[float], part: list[float], at: float, rate: int) -> None:
    """Mix `part` into `into` starting at `at` seconds (growing `into` if needed)."""
    start = int(at * rate)
    end = start + len(part)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    into[start:end] = [a + b for a, b in zip(into[start:end], part)]


def tone(freq: float, seconds: float, rate: int, *, decay: float, amp: float = 1.0,
         attack: float = 0.002, partials: Iterable[tuple[float, float]] = ((1.0, 1.0),)) -> list[float]:
    """A struck tone: sine partials (frequency ratio, weight) under a fast attack and an
    exponential decay (`decay` = seconds to fall to 1/e)."""
    n = max(1, int(seconds * rate))
    attack_n = max(1, int(attack * rate))
    k = -1.0 / (decay * rate)
    exp, sin = math.exp, math.sin
    out = [amp * exp(k * i) * (i / attack_n if i < attack_n else 1.0) for i in range(n)]
    wave = [0.0] * n
    for ratio, weight in partials:
        if freq * ratio >= rate / 2:   # above Nyquist it would fold back as a wrong pitch
            continue
        step = 2.0 * math.pi * freq * ratio / rate
        wave = [w + weight * sin(step * i) for i, w in enumerate(wave)]
    return [e * w for e, w in zip(out, wave)]


def noise(seconds: float, rate: int, rng: random.Random, *, decay: float, amp: float = 1.0,
          smooth: float = 0.0) -> list[float]:
    """A burst of white noise with an exponential decay; `smooth` 0..1 is a one-pole low-pass
    (0 bright, 0.9 dull), which makes a click sound like wood rather than a hiss."""
    n = max(1, int(seconds * rate))
    attack_n = max(1, int(0.001 * rate))   # 1 ms: a burst that starts at full level clicks
    fall = math.exp(-1.0 / (decay * rate))
    level = amp
    last = 0.0
    out = [0.0] * n
    for i in range(n):
        last = smooth * last + (1.0 - smooth) * rng.uniform(-1.0, 1.0)
        out[i] = last * level * (i / attack_n if i < attack_n else 1.0)
        level *= fall
    return out


def _finish(samples: list[float], rate: int) -> list[float]:
    """Scale to PEAK and fade the last few milliseconds to zero."""
    top = max((abs(v) for v in samples), default=0.0)
    scale = PEAK / top if top > 0 else 0.0
    fade = max(1, int(FADE_S * rate))
    n = len(samples)
    out = [v * scale for v in samples]
    for i in range(max(0, n - fade), n):
        out[i] *= (n - 1 - i) / fade
    return out


def _clack(rate: int, rng: random.Random, pitch: float, *, loud: float = 1.0) -> list[float]:
    """A tile meeting the table: a short bright noise tick plus two woody resonances."""
    wood = (pitch, pitch * 1.63)
    out = noise(0.03, rate, rng, decay=0.004, amp=0.7 * loud, smooth=0.35)
    _add(out, tone(wood[0], 0.09, rate, decay=0.018, amp=0.5 * loud), 0.0, rate)
    _add(out, tone(wood[1], 0.07, rate, decay=0.012, amp=0.3 * loud), 0.0, rate)
    return out


def _bell(freq: float, seconds: float, rate: int, *, decay: float, amp: float = 1.0) -> list[float]:
    """A bright chime (inharmonic partials as in a small bell or a glockenspiel)."""
    return tone(freq, seconds, rate, decay=decay, amp=amp,
                partials=((1.0, 1.0), (2.0, 0.35), (3.01, 0.15), (4.2, 0.08)))


def _draw(rate: int, rng: random.Random) -> list[float]:
    out = noise(0.05, rate, rng, decay=0.012, amp=0.5, smooth=0.8)     # the tile slides
    _add(out, _clack(rate, rng, 1700.0, loud=0.35), 0.035, rate)       # and is set down softly
    return out


def _discard(rate: int, rng: random.Random) -> list[float]:
    out = _clack(rate, rng, 950.0)
    _add(out, tone(140.0, 0.1, rate, decay=0.025, amp=0.6), 0.0, rate)  # the table's thump
    return out


def _chow(rate: int, rng: random.Random) -> list[float]:
    out = _silence(0.3, rate)      # a run: two rising notes
    for at, freq in ((0.0, 659.3), (0.09, 880.0)):
        _add(out, _bell(freq, 0.2, rate, decay=0.06), at, rate)
    return out


def _pung(rate: int, rng: random.Random) -> list[float]:
    out = _silence(0.35, rate)     # three of a kind: three clacks on one pitch
    for i in range(3):
        _add(out, _clack(rate, rng, 1200.0), i * 0.07, rate)
        _add(out, _bell(784.0, 0.15, rate, decay=0.05, amp=0.5), i * 0.07, rate)
    return out


def _kong(rate: int, rng: random.Random) -> list[float]:
    out = _silence(0.6, rate)      # four clacks, then a low gong
    for i in range(KONG_TILES):
        _add(out, _clack(rate, rng, 1050.0), i * 0.06, rate)
    _add(out, tone(196.0, 0.4, rate, decay=0.15, amp=0.8,
                   partials=((1.0, 1.0), (2.76, 0.4), (5.4, 0.2))), 0.24, rate)
    return out


def _hu(rate: int, rng: random.Random) -> list[float]:
    out = _silence(0.7, rate)      # the call: a quick rising arpeggio
    for i, freq in enumerate((523.3, 659.3, 784.0, 1046.5)):
        _add(out, _bell(freq, 0.45, rate, decay=0.14), i * 0.07, rate)
    return out


def _win(rate: int, rng: random.Random) -> list[float]:
    out = _silence(1.3, rate)      # the hand is won: a chord that opens onto a held high note
    for freq in (523.3, 659.3, 784.0):
        _add(out, _bell(freq, 0.6, rate, decay=0.2, amp=0.6), 0.0, rate)
    for freq in (698.5, 880.0, 1046.5):
        _add(out, _bell(freq, 0.9, rate, decay=0.35, amp=0.6), 0.35, rate)
    return out


def _dice(rate: int, rng: random.Random) -> list[float]:
    out = _silence(0.5, rate)      # two dice rattling in the bowl, each hit a little softer
    at = 0.0
    for hit in range(9):
        loud = 1.0 - hit * 0.08
        _add(out, noise(0.025, rate, rng, decay=0.003, amp=loud, smooth=0.2), at, rate)
        _add(out, tone(rng.uniform(2200.0, 3200.0), 0.03, rate, decay=0.006, amp=0.4 * loud), at, rate)
        at += rng.uniform(0.03, 0.06)
    return out


_SYNTHS: dict[str, Callable[[int, random.Random], list[float]]] = {
    "draw": _draw, "discard": _discard, "chow": _chow, "pung": _pung, "kong": _kong,
    "hu": _hu, "win": _win, "dice": _dice,
}


def synthesize(name: str, rate: int = RATE) -> list[float]:
    """The effect `name` as mono samples in -1..1 at `rate` Hz (the same every call)."""
    if name not in _SYNTHS:
        raise KeyError(f"no sound effect {name!r}; known: {', '.join(EFFECTS)}")
    return _finish(_SYNTHS[name](rate, random.Random(f"sound:{name}")), rate)


def encode(samples: list[float], fmt: int, channels: int) -> bytes:
    """Samples as the raw buffer a mixer opened with (format, channels) plays."""
    if fmt not in _ENCODERS:
        raise ValueError(f"mixer sample format {fmt} is not supported")
    code, convert = _ENCODERS[fmt]
    mono = array(code, [convert(max(-1.0, min(1.0, v))) for v in samples])
    if channels == 1:
        return mono.tobytes()
    frames = mono * channels      # the right length and type; every channel's slot is written below
    for channel in range(channels):
        frames[channel::channels] = mono
    return frames.tobytes()


# --- playing -------------------------------------------------------------------------------------

def pre_init() -> None:
    """Ask for a small mixer buffer (low latency); call before pygame.init(). Optional."""
    pygame.mixer.pre_init(RATE, -16, 2, 512)


class SoundBoard:
    """The game's effects at the player's volume; silent (never failing) without a mixer."""

    def __init__(self, volume: float = 0.8, muted: bool = False) -> None:
        self.volume = min(1.0, max(0.0, float(volume)))
        self.muted = bool(muted)
        self.reason: Optional[str] = None      # why there is no sound, for a log or a tooltip
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._mixer = self._open_mixer()

    @staticmethod
    def _mixer_format() -> Optional[tuple[int, int, int]]:
        if not pygame.mixer.get_init():
            pygame.mixer.init(RATE, -16, 2, 512)
        return pygame.mixer.get_init()

    def _open_mixer(self) -> Optional[tuple[int, int, int]]:
        try:
            info = self._mixer_format()
        except Exception as exc:  # noqa: BLE001 - pygame.error, or no audio module at all
            self.reason = f"no audio device ({exc})"
            return None
        if not info:
            self.reason = "the mixer did not open"
            return None
        if info[1] not in _ENCODERS:
            self.reason = f"the mixer's sample format {info[1]} is not supported"
            return None
        return info

    @property
    def enabled(self) -> bool:
        """Whether a mixer is open (False: silent)."""
        return self._mixer is not None

    def set_volume(self, volume: float) -> None:
        """The effects' volume, clamped to 0..1."""
        self.volume = min(1.0, max(0.0, float(volume)))

    def set_muted(self, muted: bool) -> None:
        """Mute or unmute every effect."""
        self.muted = bool(muted)

    def sound(self, name: str) -> Optional[pygame.mixer.Sound]:
        """The pygame Sound of effect `name` (made on first use); None without a mixer."""
        if name not in _SYNTHS:
            raise KeyError(f"no sound effect {name!r}; known: {', '.join(EFFECTS)}")
        if self._mixer is None:
            return None
        if name not in self._sounds:
            rate, fmt, channels = self._mixer
            try:
                self._sounds[name] = pygame.mixer.Sound(buffer=encode(synthesize(name, rate), fmt, channels))
            except Exception as exc:  # noqa: BLE001 - the mixer went away: go silent, never crash
                self._mixer, self.reason = None, f"the mixer failed ({exc})"
                return None
        return self._sounds[name]

    def warm(self, names: Iterable[str] = EFFECTS) -> None:
        """Synthesize effects now (e.g. behind the start screen) instead of on first play."""
        for name in names:
            self.sound(name)

    def play(self, name: str) -> bool:
        """Play effect `name`; False when muted, at volume 0, or without a mixer."""
        if name not in _SYNTHS:
            raise KeyError(f"no sound effect {name!r}; known: {', '.join(EFFECTS)}")
        if self.muted or self.volume <= 0.0:
            return False
        sound = self.sound(name)
        if sound is None:
            return False
        try:
            sound.set_volume(self.volume)
            sound.play()
        except Exception as exc:  # noqa: BLE001 - the mixer went away: go silent, never crash
            self._mixer, self.reason = None, f"the mixer failed ({exc})"
            return False
        return True
