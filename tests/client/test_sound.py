"""Synthesized effects: shapes of the waves, buffers for the mixer, silence without a device."""
from array import array

import pygame
import pytest

from game.client.display.sound import EFFECTS, PEAK, SoundBoard, encode, synthesize


@pytest.fixture
def mixer_restored():
    """Leave the mixer as the test found it (other client tests run in the same process)."""
    was_open = pygame.mixer.get_init()
    yield
    now_open = pygame.mixer.get_init()
    if now_open and now_open != was_open:
        pygame.mixer.quit()
    if was_open and not pygame.mixer.get_init():
        pygame.mixer.init(*was_open)


@pytest.mark.parametrize("name", EFFECTS)
def test_each_effect_is_a_short_clean_wave(name):
    samples = synthesize(name, 22050)
    assert 0.05 <= len(samples) / 22050 <= 1.5
    assert max(abs(v) for v in samples) == pytest.approx(PEAK)
    assert samples[-1] == 0.0 and abs(samples[0]) < 0.3      # no click at either end
    assert synthesize(name, 22050) == samples                  # the same sound every time
    # Energy where it belongs: the first tenth is louder than the last tenth (a struck sound).
    tenth = len(samples) // 10
    assert sum(v * v for v in samples[:tenth]) > sum(v * v for v in samples[-tenth:])


def test_the_effects_are_different_sounds():
    waves = {name: synthesize(name, 22050) for name in EFFECTS}
    names = list(waves)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert waves[a] != waves[b], (a, b)
    assert len(waves["win"]) > len(waves["discard"])


def test_an_unknown_effect_is_a_programming_error():
    with pytest.raises(KeyError, match="known"):
        synthesize("bell")


def test_buffers_match_the_mixer_format():
    samples = [0.0, 0.5, -1.0, 2.0]
    stereo = array("h", encode(samples, -16, 2))
    assert list(stereo) == [0, 0, 16383, 16383, -32767, -32767, 32767, 32767]
    assert list(array("B", encode([0.0, -1.0, 1.0], 8, 1))) == [127, 0, 255]
    assert list(array("f", encode([0.25], -32, 1))) == [0.25]
    with pytest.raises(ValueError):
        encode(samples, 24, 2)


def test_the_board_plays_with_the_dummy_driver(mixer_restored):
    board = SoundBoard(volume=0.6, muted=False)
    assert board.enabled and board.reason is None
    rate, fmt, channels = pygame.mixer.get_init()
    for name in EFFECTS:
        assert board.play(name) is True
    discard = board.sound("discard")
    assert discard.get_length() == pytest.approx(len(synthesize("discard", rate)) / rate, abs=1e-3)
    assert discard.get_volume() == pytest.approx(0.6, abs=0.01)
    board.set_muted(True)
    assert board.play("win") is False
    board.set_muted(False)
    board.set_volume(0.0)
    assert board.play("win") is False
    with pytest.raises(KeyError):
        board.play("bell")


def test_no_audio_device_means_silence_not_a_crash(mixer_restored, monkeypatch):
    if pygame.mixer.get_init():
        pygame.mixer.quit()

    def no_device(*args, **kwargs):
        raise pygame.error("dsp: No such audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    board = SoundBoard(volume=1.0)
    assert not board.enabled and "no audio device" in board.reason
    assert [board.play(name) for name in EFFECTS] == [False] * len(EFFECTS)
    assert board.sound("hu") is None
    board.warm()


def test_a_mixer_that_fails_later_goes_silent(mixer_restored, monkeypatch):
    board = SoundBoard()
    assert board.enabled

    def broken(*args, **kwargs):
        raise pygame.error("mixer not initialized")

    monkeypatch.setattr(pygame.mixer, "Sound", broken)
    assert board.play("dice") is False
    assert not board.enabled and "failed" in board.reason
    assert board.play("dice") is False
