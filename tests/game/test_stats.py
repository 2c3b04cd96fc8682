"""The player's statistics (game/stats/, `main.py stats`): hands from real bot-played sessions
counted right, a damaged or foreign file set aside, reset, the command line's exit codes and JSON."""
from __future__ import annotations

import io
import json
import sqlite3
from pathlib import Path

import pytest

import main
from game.cli.stats import run as run_stats
from game.session import MatchSession
from game.stats import HandRecord, StatsError, StatsStore, WonItem, hand_record, stats_path, summarize
from rules.events import Won


def play_hands(variant: str, seed: int, hands: int, store: StatsStore, player: int = 0,
               bot_kind: str = "default") -> dict[str, int]:
    """Bots play `hands` hands (new matches as needed); each is recorded from `player`'s seat.
    Returns the counts read from the hands' own Won events (not from the code under test)."""
    counts = {"hands": 0, "wins": 0, "self_draws": 0, "deal_ins": 0, "draws": 0, "payment": 0}
    match = 0
    while counts["hands"] < hands:
        session = MatchSession(variant, f"{seed}.{match}", human=None, bot_kind=bot_kind)
        match += 1
        while counts["hands"] < hands and not session.finished:
            while session.step():
                pass
            seat = session.seat_of(player)
            won = [e for e in session.poll_events(None) if isinstance(e, Won)]
            mine = [e for e in won if e.seat == seat]
            counts["hands"] += 1
            counts["wins"] += bool(mine)
            counts["self_draws"] += bool(mine and mine[0].self_drawn)
            counts["deal_ins"] += any(e.from_seat == seat and not e.self_drawn and e.seat != seat for e in won)
            counts["draws"] += not won
            counts["payment"] += session.state.settlement.payments[seat]
            assert store.add(hand_record(session, f"{variant}-{seed}-{bot_kind}-{match}", player=player))
            session.next_hand()
    return counts


@pytest.mark.parametrize("variant, seed, hands", [("guobiao", 3, 12), ("sichuan", 5, 10)])
def test_hands_recorded_from_bot_played_sessions_give_the_right_counts(tmp_path, variant, seed, hands):
    with StatsStore.open(tmp_path / "stats.sqlite3") as store:
        expected = play_hands(variant, seed, hands, store)
        kept = store.hands()
    summary = summarize(kept)
    assert [(g.variant, g.level) for g in summary.groups] == [(variant, "default")]
    group = summary.groups[0]
    assert (group.hands, group.wins, group.self_draws, group.deal_ins, group.draws, group.total_payment) == (
        expected["hands"], expected["wins"], expected["self_draws"], expected["deal_ins"], expected["draws"],
        expected["payment"])
    assert len(group.series) == hands and group.series[-1].total_payment == expected["payment"]
    winning = [h for h in kept if h.won]
    if winning:
        assert group.biggest is not None and group.biggest.value == max(h.value or 0 for h in winning)
        assert group.mean_win_value == pytest.approx(sum(h.value or 0 for h in winning) / len(winning))
        assert all(h.items for h in winning)   # a win keeps the items it scored
        assert group.top_items[0].hands == max(sum(1 for h in winning if any(i.key == key for i in h.items))
                                               for key in {i.key for h in winning for i in h.items})


def test_levels_are_kept_apart_and_options_and_preset_recorded(tmp_path):
    with StatsStore.open(tmp_path / "s.db") as store:
        play_hands("guobiao", 1, 2, store)
        play_hands("guobiao", 2, 3, store, bot_kind="baseline")
        levels = {(g.level, g.hands) for g in summarize(store.hands()).groups}
        hand = store.hands()[0]
    assert levels == {("default", 2), ("baseline", 3)}
    assert hand.preset == "classic" and hand.options and hand.variant == "guobiao"


def _hand(match: str = "a", no: int = 0, **kw) -> HandRecord:
    fields = dict(match_id=match, hand_no=no, played_at=1000.0 + no, variant="guobiao", level="default",
                  preset="classic", won=True, value=12, unit="fan",
                  items=(WonItem("all_pungs", "碰碰和", "All Pungs"), WonItem("mixed_one_suit", "混一色", "Half Flush")))
    fields.update(kw)
    return HandRecord(**fields)


def test_a_hand_is_kept_once_and_read_back_whole(tmp_path):
    path = tmp_path / "stats.sqlite3"
    with StatsStore.open(path) as store:
        assert store.add(_hand())
        assert not store.add(_hand())            # the same settlement saved twice
        assert store.add(_hand(no=1, won=False, value=None, unit="", items=(), dealt_in=1, payment=-8))
    with StatsStore.open(path) as store:     # reopened: all there
        hands = store.hands()
    assert [h.hand_no for h in hands] == [0, 1]
    assert hands[0].items == _hand().items and hands[1].dealt_in == 1 and hands[1].payment == -8


def test_reset_empties_the_statistics(tmp_path):
    path = tmp_path / "stats.sqlite3"
    with StatsStore.open(path) as store:
        for n in range(5):
            store.add(_hand(no=n))
        assert store.reset() == 5
        assert store.count() == 0 and store.hands() == []
        assert store.db.execute("SELECT count(*) FROM won_items").fetchone()[0] == 0
    with StatsStore.open(path) as store:
        assert store.count() == 0
        assert store.add(_hand())                # usable after a reset


def _foreign(path: Path) -> None:
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE contacts (name TEXT)")
    db.commit()
    db.close()


def _damaged(path: Path) -> None:
    with StatsStore.open(path) as store:
        for n in range(30):
            store.add(_hand(no=n))
    data = bytearray(path.read_bytes())
    data[100:len(data)] = b"\x5a" * (len(data) - 100)    # the pages overwritten, the header kept
    path.write_bytes(bytes(data))


@pytest.mark.parametrize("spoil", [
    lambda p: p.write_bytes(b"this is not a database at all\n" * 50),
    _foreign, _damaged,
    lambda p: p.write_bytes(b"SQLite format 3\x00" + b"\xff" * 200),
], ids=["text", "foreign", "damaged", "cut-short"])
def test_a_bad_file_is_set_aside_with_a_notice_and_the_statistics_start_afresh(tmp_path, spoil):
    path = tmp_path / "stats.sqlite3"
    spoil(path)
    before = path.read_bytes()
    with StatsStore.open(path) as store:
        assert store.count() == 0 and store.add(_hand())
        assert len(store.notices) == 1 and "cannot be used" in store.notices[0]
        moved = store.set_aside[0].moved_to
    assert moved is not None and moved.name.startswith("stats.sqlite3.bad-")
    assert moved.read_bytes() == before        # kept, never deleted
    with StatsStore.open(path) as store:       # the new file is good: no notice
        assert store.notices == [] and store.count() == 1


def test_the_command_line_prints_the_summary_and_its_json(tmp_path):
    path = tmp_path / "stats.sqlite3"
    with StatsStore.open(path) as store:
        play_hands("guobiao", 4, 6, store)
        store.add(_hand(match="z", variant="sichuan", level="expert", unit="番"))
    out, err = io.StringIO(), io.StringIO()
    assert run_stats(out, err, as_json=True, path=path) == 0
    data = json.loads(out.getvalue())
    assert data["format"] == "mahjong-table/stats-summary" and data["hands"] == 7
    assert [(g["variant"], g["level"]) for g in data["groups"]] == [("guobiao", "default"), ("sichuan", "expert")]
    group = data["groups"][0]
    for key in ("hands", "matches", "wins", "self_draws", "deal_ins", "draws", "mean_win_value", "biggest",
                "top_items", "series", "total_payment"):
        assert key in group
    assert len(group["series"]) == 6 and set(group["series"][0]) == {
        "played_at", "result", "payment", "total_payment", "win_rate"}
    out = io.StringIO()
    assert run_stats(out, err, path=path) == 0
    assert "guobiao · level default: 6 hands" in out.getvalue() and err.getvalue() == ""


def test_the_command_line_reset_says_what_it_removes(tmp_path, capsys):
    path = tmp_path / "stats.sqlite3"
    with StatsStore.open(path) as store:
        for n in range(3):
            store.add(_hand(no=n))
    assert main.main(["stats", "--reset", "--file", str(path)]) == 0
    said = capsys.readouterr().out
    assert "removing 3 kept hands" in said and str(path) in said
    assert main.main(["stats", "--json", "--file", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["hands"] == 0


def test_a_bad_database_gets_one_line_and_exit_2(tmp_path, capsys):
    path = tmp_path / "stats.sqlite3"
    _foreign(path)
    assert main.main(["stats", "--file", str(path)]) == 2
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("stats: ") and "Traceback" not in captured.err
    assert "another program" in lines[0] and ".bad-" in lines[0]
    assert captured.out == ""
    assert main.main(["stats", "--file", str(path)]) == 0    # set aside: the next run starts afresh


def test_a_folder_that_cannot_hold_the_file_is_one_line_too(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert main.main(["stats", "--reset", "--file", str(blocker / "stats.sqlite3")]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_the_file_lives_in_the_data_folder_beside_the_lessons(tmp_path):
    assert stats_path(tmp_path) == tmp_path / "stats.sqlite3"
    with pytest.raises(StatsError):
        StatsStore.open(tmp_path / "no" / "\x00bad")


def test_the_lessons_and_drills_progress_is_read_from_beside_the_statistics(tmp_path, capsys):
    from game.teaching.lesson_progress import Progress, progress_path, save_progress
    progress = Progress()
    progress.finish("guobiao", "01-sets-and-pair")
    progress.answer("sichuan", "discard", right=True)
    progress.answer("sichuan", "discard", right=False)
    save_progress(progress, progress_path(tmp_path))
    assert main.main(["stats", "--json", "--file", str(tmp_path / "stats.sqlite3")]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["lessons"] == {"guobiao": ["01-sets-and-pair"]}
    assert data["drills"] == {"sichuan": {"discard": {"asked": 2, "right": 1}}} and data["hands"] == 0
    assert not (tmp_path / "stats.sqlite3").exists()      # reading makes no file
    assert main.main(["stats", "--file", str(tmp_path / "stats.sqlite3")]) == 0
    assert "drill sichuan discard: 1 of 2 right" in capsys.readouterr().out


def test_a_hand_in_play_is_not_recorded():
    session = MatchSession("guobiao", 1, human=0)
    with pytest.raises(ValueError):
        hand_record(session, "m")


def test_the_statistics_package_needs_no_window():
    import ast
    for source in (Path(main.__file__).parent / "game" / "stats").glob("*.py"):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            assert not any(n.split(".")[0] in {"pygame", "pygame_gui"} or n.startswith("game.client")
                           for n in names), source
