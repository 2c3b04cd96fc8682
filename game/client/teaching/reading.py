"""The human seat's view, and its waits worked out off the frame: the view is read once per
session state (it is asked every frame), its waits are sent to the table's decision thread once
per new view and taken when the answer is there."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Hashable, Optional

from game.teaching import discard_waits, waits_report
from game.teaching.waits import DiscardWaits, WaitInfo
from rules import actions as act
from rules.engine import SeatView

from .ports import seat_views

if TYPE_CHECKING:
    from game.client.match.decision_worker import Job, Runner

    from .ports import TableForPanel

Reading = tuple[list[WaitInfo], list[DiscardWaits]]


def waits_reading(view: SeatView, options: Optional[dict[str, Any]]) -> Reading:
    """What the waits panel shows for `view`: its waits, and on its turn the discards that leave
    it ready (only the one that may go, when one tile alone may: 报听)."""
    waits = waits_report(view, options)
    discards = discard_waits(view, options) if view.turn == view.seat and view.phase == "play" else []
    if sum(1 for a in view.legal if isinstance(a, act.Discard)) == 1:    # one tile may go (报听): its waits only
        discards = [d for d in discards if d.legal]
    return waits, discards


class SeatReading:
    """The human seat's view now and the waits of the view the table shows."""

    def __init__(self, table: TableForPanel, runner: Runner) -> None:
        self.table = table
        self.runner = runner
        self.job: Optional[Job[Reading]] = None   # the waits of `shown`, still being worked out
        self._seen_state: object = None           # the session state the cached view is of
        self._seen_view: Optional[SeatView] = None
        self.shown: Optional[SeatView] = None     # the view whose waits are read (the table shows it)
        self._shown_key: Hashable = None
        self.waits: list[WaitInfo] = []
        self.discards: list[DiscardWaits] = []

    @property
    def active(self) -> bool:
        """A human plays a real session (not the demo, not a replay)."""
        return self.table.settings.human is not None and seat_views(self.table.session) is not None

    @property
    def options(self) -> Optional[dict[str, Any]]:
        """The session's rule options (None: the variant's defaults)."""
        options: Optional[dict[str, Any]] = getattr(self.table.session, "options", None)
        return options

    def view(self) -> Optional[SeatView]:
        """The human seat's view now (None without a human or while events are still shown);
        built once per session state (it is asked every frame)."""
        human = self.table.settings.human
        session = seat_views(self.table.session)
        if human is None or session is None:
            return None
        state = getattr(session, "state", None)
        if state is not None and state is self._seen_state:
            return self._seen_view
        try:
            view = session.view(human)
        except Exception:   # noqa: BLE001 - a session between hands has no view: show nothing
            return None
        self._seen_state, self._seen_view = state, view
        return view

    def take(self) -> None:
        """Take the waits once their answer is there; never waits."""
        if self.job is not None and self.job.ready:
            job, self.job = self.job, None
            self.waits, self.discards = job.result()

    def wait(self) -> None:
        """Wait for the waits asked for, if any."""
        if self.job is not None:
            self.job.wait()

    def follow(self) -> Optional[SeatView]:
        """The view when the table shows the same hand as the session (None while the hand is
        still in motion); a new view's waits are asked of the decision thread, never waited for."""
        ids = sorted(t.id for t in self.table.human_tiles() if t.id is not None)
        view = self.view()
        if view is None or sorted(view.hand) != ids:
            if self.shown is not None and sorted(self.shown.hand) != ids:
                self.shown, self._shown_key, self.waits, self.discards = None, None, [], []
                self.job = None
            return None
        self._read(view)
        return view

    def _read(self, view: SeatView) -> None:
        """Ask for the waits of `view` unless they were asked for already."""
        key = (view.hand, view.drawn, tuple(map(len, view.discards)), tuple(map(len, view.melds)),
               view.phase, view.wall_remaining, view.window_tile, view.turn)
        if key == self._shown_key:
            return
        self._shown_key = key
        self.shown = view
        options = self.options
        self.job = self.runner.submit(lambda: waits_reading(view, options))
