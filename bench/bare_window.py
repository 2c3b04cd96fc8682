"""The bare app the launch benchmark compares the game with: pygame_gui's UIManager, one button,
one frame. With MAHJONG_LAUNCH_PROBE naming a file it writes its first frame's time (and the CPU seconds until then) there (as the
game's window does, game/client/app.py), so both are timed alike; bench/bench_launch.py runs it
from source and, frozen by bench/bare_window.spec, as a one-file executable."""
import os
import time

import pygame
import pygame_gui

pygame.init()
screen = pygame.display.set_mode((1280, 800))
ui = pygame_gui.UIManager((1280, 800))
pygame_gui.elements.UIButton(pygame.Rect(40, 40, 160, 40), "Start", ui)
ui.update(1 / 60)
screen.fill((20, 80, 50))
ui.draw_ui(screen)
pygame.display.flip()
probe = os.environ.get("MAHJONG_LAUNCH_PROBE")
if probe:
    with open(probe, "w", encoding="utf-8") as handle:
        handle.write(f"{time.time()!r} {time.process_time()!r}")
pygame.quit()
