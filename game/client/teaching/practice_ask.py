"""A scored match becomes practice only when the player agrees (issue 29).

Taking a discard back (悔牌, Ctrl+Z) and showing the bots' hands (看牌) are teaching aids: in a
match that counts they would make its statistics a lie. So the first use asks (scenes/ask.py);
yes marks the match practice (`MatchSession.practice`, kept in its save so a resumed match stays
practice), says so on the rules card ("练习（不计入统计）") and in a notice, and keeps its hands
from then on out of the statistics (services/match_keeper.py record_hand); no leaves everything
as it was. A table that is not counted anyway (the demo, a replay, a review's practice table, a
match already made practice) does the thing at once.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, cast

from game.teaching.i18n import Bi

if TYPE_CHECKING:
    from game.client.scenes.base import AppForScenes

TITLES = {"undo": Bi("悔牌？", "Take back your discard?"),
          "show": Bi("看电脑的手牌？", "Show the bots' hands?")}
YES = {"undo": Bi("悔牌", "Take it back"), "show": Bi("看牌", "Show them")}
BODY = Bi("这样这一局就变成练习：从现在起不计入你的统计（分数照常算）。",
          "This match then becomes practice: from now on its hands are not counted in your "
          "statistics (the scores still count at the table).")
NOTICE = ("这一局已改为练习：不计入统计", "This match is practice now: not counted in your statistics")


def counted(table: Any) -> bool:
    """The table's match still counts in the player's statistics: a human's own match (not the
    demo, a replay or watched match, a review's practice table) not yet made practice."""
    from game.session import MatchSession
    session = getattr(table, "session", None)
    return isinstance(session, MatchSession) and session.human is not None and not session.practice \
        and not getattr(table, "demo", False) and not getattr(table.settings, "practice", False)


def mark_practice(table: Any) -> None:
    """Make the table's match practice now: saved so (a resume keeps it), shown in a notice."""
    app = cast("AppForScenes", table.app)
    table.session.practice = True
    app.save_table(table)
    app.notify(NOTICE, 6.0)


def then_practice(table: Any, what: str, then: Callable[[], None]) -> None:
    """Do `then` ("undo" or "show": what it is, for the question's words); in a match that
    counts, only after the player agreed to make it practice."""
    if not counted(table):
        then()
        return
    def agreed(_note: str) -> None:
        mark_practice(table)
        then()
    cast("AppForScenes", table.app).push("ask", TITLES[what], BODY, YES[what], Bi("取消", "Cancel"), agreed)
