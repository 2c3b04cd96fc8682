"""Issue 30 (1): a journal that is not the save's own (another match's, restored from a backup or
copied between machines, named after the save) never replaces the save: it is set aside with a
notice that calls it the match's journal (对局记录), and the save stays as it was."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game.journal import Journal, journal_path
from game.saves import SaveError, load_match, save_match, scan_saves
from game.session import MatchSession

sys.path.insert(0, str(Path(__file__).resolve().parent))
from journal_driver import play_session  # noqa: E402


def cut_off_journal(session: MatchSession, path: Path, entries: int) -> Path:
    """`session` played to `entries` with its journal at `path`, left as a kill leaves it."""
    journal = Journal.begin(session, path)
    play_session(session, entries)
    journal.close(remove=False)
    return path


def saved(tmp_path: Path, variant: str, seed: int, entries: int) -> tuple[Path, bytes]:
    session = MatchSession(variant, seed=seed, human=0)
    play_session(session, entries)
    save = save_match(session, tmp_path / "mine.json")
    return save, save.read_bytes()


@pytest.mark.parametrize("other", [("sichuan", 7, {}), ("guobiao", 8, {}),
                                   ("guobiao", 7, {"fan_cap": 88})],
                         ids=["another variant", "another seed", "other options"])
def test_a_foreign_journal_beside_a_save_is_set_aside_and_the_save_kept(tmp_path, other):
    save, before = saved(tmp_path, "guobiao", 7, 20)
    variant, seed, options = other
    foreign = MatchSession(variant, seed=seed, human=0, options=options)
    cut_off_journal(foreign, journal_path(save), 80)   # more entries than the save holds
    scan = scan_saves(tmp_path)
    assert save.read_bytes() == before                 # the save is not replaced
    assert [info.variant for info in scan.saves] == ["guobiao"]
    assert len(scan.refused) == 1 and not scan.recovered
    refused = scan.refused[0]
    assert refused.moved_to is not None and refused.moved_to.name.startswith("mine.journal.jsonl.bad-")
    assert "journal" in str(refused) and "not this save's" in str(refused)
    assert refused.notice[0].startswith("对局记录")        # the journal, not called a 存档 (the save)
    assert not journal_path(save).exists()


def test_a_journal_of_the_same_deal_that_went_another_way_is_refused(tmp_path):
    """Same variant, seed and options, but the save's moves are not the start of the journal's."""
    from game.saves import recover_journal
    save, before = saved(tmp_path, "erren", 4, 40)
    other = MatchSession("erren", seed=4, human=0)
    journal = Journal.begin(other, journal_path(save))
    while len(other.log) < 10 or not other.waiting_for_human():   # to a human choice before the save ends
        if other.waiting_for_human():
            legal = other.human_actions()
            other.act(legal[(len(other.log) * 7 + 1) % len(legal)])   # not what the save's player chose
        else:
            other.step()
    play_session(other, 90)
    journal.close(remove=False)
    mine = MatchSession("erren", seed=4, human=0)
    play_session(mine, 40)
    assert other.log[:len(mine.log)] != mine.log
    with pytest.raises(SaveError) as caught:
        recover_journal(journal_path(save))
    assert "not this save's" in str(caught.value)
    assert save.read_bytes() == before


def test_the_saves_own_journal_still_recovers_its_moves(tmp_path):
    session = MatchSession("guobiao", seed=7, human=0)
    play_session(session, 20)
    save = save_match(session, tmp_path / "mine.json")
    cut_off_journal(session, journal_path(save), 60)
    scan = scan_saves(tmp_path)
    assert scan.recovered == [save] and not scan.refused
    assert len(load_match(save).log) == len(session.log)


def test_resuming_a_save_beside_a_foreign_journal_resumes_the_save_and_names_the_journal(tmp_path):
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.client.app import App, Storage
    folder = tmp_path / "saves"
    folder.mkdir()
    save, before = saved(folder, "guobiao", 7, 20)
    foreign = MatchSession("sichuan", seed=7, human=0)
    cut_off_journal(foreign, journal_path(save), 80)
    app = App((1280, 800), resizable=False, storage=Storage(tmp_path / "s.json", folder, tmp_path / "r"))
    table = app.resume_match(save)
    assert table.session.variant.name == "guobiao"
    assert save.read_bytes() == before
    notices = [n.words for n in app.notices if isinstance(n.words, tuple)]
    assert any(zh.startswith("对局记录") and "journal" in en for zh, en in notices), notices
