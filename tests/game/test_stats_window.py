"""The window keeps the player's statistics: a settled hand of a player's match is added once
to stats.sqlite3 in the data folder (the saves folder's parent), the demo's hands never."""
from __future__ import annotations

from pathlib import Path

from game.stats import StatsStore
from tests.game.journal_driver import choose


def _window(tmp_path: Path):
    from game.client.app import App, Storage
    return App((1280, 800), storage=Storage(tmp_path / "settings.json", tmp_path / "saves", tmp_path / "reports"))


def _play_to_settlement(app, table, limit: int = 4000) -> None:
    for _ in range(limit):
        app.frame(0.05)
        if table.session.hand_over and app.match_keeper.hands_recorded:
            return
        if table.prompt is not None:
            table._act(choose(table.session))
    raise AssertionError("the hand was not settled")


def test_a_settled_hand_in_the_window_joins_the_statistics_once(tmp_path):
    from game.client.match.table_settings import Settings
    app = _window(tmp_path)
    table = app.push("table", Settings(variant="sichuan", seed=4, pace="fast", claim_seconds=0))
    _play_to_settlement(app, table)
    assert not app.match_keeper.record_hand(table, table.session)    # saved again: not counted twice
    app.save_table(table)
    with StatsStore.open(tmp_path / "stats.sqlite3") as store:
        hands = store.hands()
    assert len(hands) == 1
    hand = hands[0]
    assert (hand.variant, hand.match_id, hand.hand_no) == ("sichuan", table.save_path.name, 0)
    assert hand.payment == table.session.state.settlement.payments[table.session.seat_of(0)]
    assert hand.level == table.settings.bot_kind


def test_a_bad_statistics_file_is_set_aside_with_a_notice_in_the_window(tmp_path):
    from game.client.match.table_settings import Settings
    (tmp_path / "stats.sqlite3").write_bytes(b"not a database\n" * 100)
    app = _window(tmp_path)
    table = app.push("table", Settings(variant="guobiao", seed=2, pace="fast", claim_seconds=0))
    _play_to_settlement(app, table)
    assert list(tmp_path.glob("stats.sqlite3.bad-*"))
    assert any("stats.sqlite3" in notice.text for notice in app.notices)
    with StatsStore.open(tmp_path / "stats.sqlite3") as store:
        assert store.count() == 1
