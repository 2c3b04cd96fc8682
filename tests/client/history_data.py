"""A player's data folder as the match history reads it (tests and screenshots): a finished match
in the history, a saved match in progress, a bug report and, when asked, a file that is no log."""
from __future__ import annotations

from pathlib import Path
from typing import Callable, Optional

from game.bots.base import make_bot
from game.session import MatchSession
from rules import engine

NAMES = ["你", "阿明", "小红", "老王"]


def play_hands(session: MatchSession, hands: int, limit: int = 20000) -> MatchSession:
    """The human plays as the default bot would until `hands` hands are settled (each booked
    but the last, so the session stands at the settlement of the last one)."""
    bot = make_bot("default", session.seed, 0)
    done = 0
    for _ in range(limit):
        if session.hand_over:
            done += 1
            if done >= hands or session.match_over:
                return session
            session.next_hand()
            continue
        if session.waiting_for_human():
            session.act(bot.act(engine.view_for(session.state, session.seat_of(0)), session.human_actions()))
        else:
            session.step()
    return session


def session_of(variant: str, seed: int, hands: int) -> MatchSession:
    """A human's match of `variant` played `hands` hands by the default bot in the human's seat."""
    players = 2 if variant == "erren" else 4
    session = MatchSession(variant, seed=seed, human=0, names=NAMES[:players])
    return play_hands(session, hands)


def player_folder(root: Path, bad: bool = False, extra: Optional[Callable[[Path], None]] = None) -> dict[str, Path]:
    """`root` as a player's data folder: saves/, reports/, history/ with one file each (and a bad
    one in history/ when `bad`). Returns the files by kind and the folders."""
    from game.bugreport import write_bug_report
    from game.history import archive_match, history_folder
    from game.saves import save_match
    saves, reports = root / "saves", root / "reports"
    saves.mkdir(parents=True, exist_ok=True)
    reports.mkdir(parents=True, exist_ok=True)
    archived = archive_match(session_of("guobiao", 4, 2), history_folder(root), "guobiao-match.json")
    assert archived is not None
    saved = save_match(session_of("sichuan", 3, 1), saves / "sichuan-save.json")
    report = write_bug_report(session_of("tianjin", 2, 1), reports)
    files = {"history": archived, "save": saved, "report": report, "saves": saves, "reports": reports}
    if bad:
        broken = history_folder(root) / "broken.jsonl"
        broken.write_text("this is not a log\n", encoding="utf-8")
        files["bad"] = broken
    if extra is not None:
        extra(root)
    return files
