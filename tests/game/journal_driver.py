"""A player's window, headless, playing a match by itself for tests/game/test_journal.py.

    python tests/game/journal_driver.py FOLDER VARIANT SEED HANDS

The real App (a player's window with its storage in FOLDER) plays a table at the fast pace;
the human's answers come from `choose` (a function of the log, so the same match can be played
without the window: `play_session`). It prints one line per moment the test may kill it at:

    L n           the log holds n entries, all of them synced by the journal
    M anim        tiles are moving
    M claim       a claim prompt is open
    M settlement  the settlement sheet is up
    M save        a save is being written
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.session import MatchSession  # noqa: E402

PROMPT_FRAMES = 6      # frames a prompt stays open before the "player" answers
FRAME_SECONDS = 0.05   # long frames: the match moves on quickly, tiles still fly between events


def choose(session: MatchSession):
    """The human's answer: one of the legal actions, picked by the log's length (deterministic)."""
    legal = session.human_actions()
    return legal[len(session.log) * 7 % len(legal)]


def play_session(session: MatchSession, entries: int) -> None:
    """Play `session` without a window, the human by `choose`, until its log holds `entries`."""
    while len(session.log) < entries and not session.finished:
        if session.hand_over:
            if session.match_over:
                return
            session.next_hand()
        elif session.waiting_for_human():
            session.act(choose(session))
        elif not session.step():
            raise RuntimeError("nobody can act")


def main(folder: str, variant: str, seed: int, hands: int) -> None:
    import game.client.services.match_keeper as keeper_module
    from game.client.app import App, Storage
    from game.client.scenes.settlement import SettlementScene
    from game.client.match.table_settings import Settings

    def say(line: str) -> None:
        sys.stdout.write(line + "\n")
        sys.stdout.flush()

    real_save = keeper_module.save_match

    def saving(session, path, *args, **kwargs):
        say("M save")
        return real_save(session, path, *args, **kwargs)

    keeper_module.save_match = saving
    root = Path(folder)
    app = App((1280, 800), storage=Storage(root / "settings.json", root / "saves", root / "reports"))
    table = app.push("table", Settings(variant=variant, seed=seed, pace="fast", claim_seconds=0))
    open_for = 0
    logged = 0
    settled = 0
    for frame in range(400_000):
        app.frame(FRAME_SECONDS)
        session = table.session
        if len(session.log) != logged:
            logged = len(session.log)
            say(f"L {logged}")
        top = app.stack.top
        if isinstance(top, SettlementScene):
            say("M settlement")
            if top.ready:
                settled += 1
                if settled >= hands:
                    say("done")
                    return
                top.close()
            continue
        if table.prompt is not None:
            open_for += 1
            if table.prompt.kind != "turn":
                say("M claim")
            if open_for >= PROMPT_FRAMES:
                open_for = 0
                table._act(choose(session))
        elif table.timeline.running and frame % 5 == 0:
            say("M anim")
    say("out of frames")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
