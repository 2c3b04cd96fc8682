"""Export (game/export.py, `main.py export`): every variant's log told in zh and en with the winner,
the score and the payments, true for the table (二人 has two seats); the JSON log round-trips
through replay_log; a bad file is refused in one line (exit 2)."""
from __future__ import annotations

import json

import pytest

import main as main_module
from game.export import export_files, export_text, json_lines
from game.export_words import YOU, player_names
from game.session import MatchSession, ReplayError, replay_log
from rules import engine
from rules.variants.registry import all_variants


def _won_hand(variant: str) -> tuple[list[str], MatchSession]:
    """The closed log of one hand the bots played (player 0 the human, played by the same bot)
    that somebody won, and its session at the end of the hand."""
    for n in range(12):
        session = MatchSession(variant, f"export{n}", human=None, bot_kind="default")
        while not session.hand_over:
            session.step()
        if engine.result(session.state).wins:
            return [json.dumps(e, ensure_ascii=False) for e in session.closed_log()], session
    raise AssertionError(f"no {variant} hand was won")


@pytest.mark.parametrize("variant", [v.name for v in all_variants()])
def test_every_variant_exports_in_both_languages_with_winner_score_and_payments(variant):
    lines, session = _won_hand(variant)
    result = engine.result(session.state)
    names = player_names(session.variant.seats, None, None)
    for lang in ("zh", "en"):
        text = export_text(lines, lang)
        title = session.variant.title_zh if lang == "zh" else session.variant.title_en
        assert title in text and ("Seed: export" in text or "牌局种子：export" in text)
        for win in result.wins:
            winner = names[session.player_at(win.seat)].get(lang)
            said = [line for line in text.splitlines() if line.strip().startswith(winner)
                    and ("和牌" in line or "won" in line)]
            assert said, (lang, winner)
            first = win.score.items[0]
            assert (first.name_zh if lang == "zh" else first.name_en) in text
        paid = next(line for line in text.splitlines()
                    if any(w in line for w in ("本盘结算", "本盘合计", "Payments this hand", "This hand in all")))
        for seat, amount in enumerate(result.payments):
            assert f"{names[session.player_at(seat)].get(lang)} {amount:+d}" in paid
        assert ("起手牌" if lang == "zh" else "Starting hands") in text
        assert "_" not in text and "{" not in text          # no key or template left unfilled
    if variant == "sichuan":                                  # 四川 has no flowers: no word of them
        assert "补花" not in export_text(lines, "zh") and "flower" not in export_text(lines, "en")
        assert "圈风" not in export_text(lines, "zh") and "round wind" not in export_text(lines, "en")   # nor winds


def test_a_two_player_log_never_mentions_four_seats():
    lines, _session = _won_hand("erren")
    zh, en = export_text(lines, "zh"), export_text(lines, "en")
    assert "2人对局" in zh and "2 players" in en
    for word in ("4人", "老王", "阿芳", "（西）", "（北）"):
        assert word not in zh
    for word in ("4 players", "Wang", "Fang", "(West)", "(North)"):
        assert word not in en


def test_only_what_the_player_saw_is_told():
    lines, _session = _won_hand("guobiao")
    text, full = export_text(lines, "en", player=0), export_text(lines, "en")
    assert _starting(full) == 4 and _starting(text) == 1
    assert f"  {YOU.en}: " in text and "As you saw it" in text
    assert full.count("drew") > text.count("drew")   # the others' draws are hidden


def _starting(text: str) -> int:
    """How many starting hands the account lists."""
    lines = text.splitlines()
    at = lines.index("Starting hands") + 1
    verbs = ("drew", "discarded", "set aside", "won", "chowed", "punged", "konged", "exchange")
    count = 0
    while at < len(lines) and lines[at].startswith("  ") and not any(v in lines[at] for v in verbs):
        count, at = count + 1, at + 1
    return count


def test_the_json_log_round_trips_and_one_hand_is_a_log_of_its_own(tmp_path):
    session = MatchSession("sichuan", "export-json", human=None, bot_kind="default")
    while session.match.hand_no < 1 or not session.hand_over:
        if session.hand_over:
            session.next_hand()
        else:
            session.step()
    lines = [json.dumps(e, ensure_ascii=False) for e in session.closed_log()]
    json_path, text_path = export_files(lines, tmp_path / "out", "m", "zh")
    again = json_path.read_text(encoding="utf-8").splitlines()
    assert replay_log(again) == replay_log(lines) and again == lines
    assert text_path.name == "m.zh.txt" and "第2盘" in text_path.read_text(encoding="utf-8")
    first = json_lines(lines, hand=1)
    assert replay_log(first)["hands"] == 1
    one = export_text(lines, "en", hand=2)
    assert "Hand 2" in one and "Hand 1 " not in one
    with pytest.raises(ValueError):
        export_text(lines, "en", hand=3)
    with pytest.raises(ValueError):
        export_text(lines, "fr")
    with pytest.raises(ReplayError):
        export_text(lines[:-2], "en")


@pytest.mark.parametrize("content", ["", "not json\n", '{"type": "match", "version": 99}\n', "[" * 100000 + "\n"])
def test_the_command_refuses_a_bad_file_in_one_line(tmp_path, capsys, content):
    path = tmp_path / "bad.jsonl"
    path.write_text(content, encoding="utf-8")
    assert main_module.main(["export", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and len(captured.err.strip().splitlines()) == 1 and "Traceback" not in captured.err


def test_the_command_writes_text_or_json(tmp_path, capsys):
    lines, _session = _won_hand("suzhou")
    log = tmp_path / "log.jsonl"
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert main_module.main(["export", str(log), "--lang", "zh"]) == 0
    assert "对局记录" in capsys.readouterr().out
    out = tmp_path / "copy.jsonl"
    assert main_module.main(["export", str(log), "--json", "--out", str(out)]) == 0
    assert replay_log(out.read_text(encoding="utf-8").splitlines())["hands"] == 1
    assert main_module.main(["export", str(log), "--seat", "9"]) == 2
    assert main_module.main(["export", str(log), "--hand", "0"]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 2


def test_an_english_export_says_your_not_yous():
    """A tester's slip: 'pungs You's 7 Character'."""
    for n in range(30):
        session = MatchSession("guobiao", f"whose{n}", human=None, bot_kind="default")
        while not session.hand_over:
            session.step()
        # told as player 0 saw it: he is "You"
        text = export_text([json.dumps(e, ensure_ascii=False) for e in session.closed_log()], "en", player=0)
        if "your " in text:
            assert "You's" not in text
            return
    raise AssertionError("no claim of the human's tile in 30 hands")


def test_a_sichuan_record_tells_the_set_up_in_the_third_person_and_what_you_took_in():
    """A tester read "Wang: choose your void suit: Dots", "Hong: choose your void suit: Characters,
    discards 5 Dot" (two steps on one line) and no word of the three tiles he received."""
    from pathlib import Path
    log = Path(__file__).resolve().parents[1] / "data" / "preset_golden" / "sichuan_exchange_three.jsonl"
    told = export_text(log.read_text(encoding="utf-8").splitlines(), "en", player=0)
    assert "choose your" not in told
    assert "\n  Hong: chose the void suit: Characters\n  Hong: discarded 4 Character\n" in told
    assert "\n  You: took 2 Character, 6 Character, 9 Character in exchange\n" in told
    assert "seats drawn:" in told and "the dealer the dice choose counts as East" in told
