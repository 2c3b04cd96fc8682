"""A lesson's words are true to the table they are shown over (a tester's slips, played in a real
window): the waits a step names are the rules' waits (国标 lesson 3 named 6 and 9 Bamboo; 3 Bamboo
wins too), a discard a step speaks of has been made (四川 lesson 2 told of the 3 Character before
the others had chosen their void suits), a step shown after a draw speaks of the tile drawn,
an amount received carries no sign, a say step frames the tiles it names, and a wrong move is
told in whole sentences that say the wanted move once, honours named in full (红中)."""
from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from game.teaching.lesson_file import LessonError, lesson_files, lessons_root, parse_lesson, read_lesson
from game.teaching.lesson_verdict import tile_words
from game.teaching.lessons import LessonRun, check_lesson, fill
from game.teaching.waits import waits_report
from rules import engine
from rules.actions import ACTION_TYPES, Discard, Pung
from rules import events as ev
from rules.tiles import TILES, Tile
from rules.variants.erren.events import IndicatorRevealed
from rules.variants.registry import all_variants
from rules.variants.tianjin.events import HunRevealed
from tests.game.lesson_walk import play_lesson_until, steps_as_shown

ALL_FILES = [p for v in all_variants() for p in lesson_files(v.name)]
SUITS_EN = {"Character": "m", "Dot": "p", "Bamboo": "s"}
TILE_EN = r"[1-9] (?:Characters?|Dots?|Bamboo)|(?:East|South|West|North) Wind|(?:Red|Green|White) Dragon"
TILE_ZH = r"[一二三四五六七八九][万筒条]|东风|南风|西风|北风|红中|发财|白板"
WHO_EN = {"Your left-hand player": "left", "Your right-hand player": "right", "The player opposite": "opposite",
          "Your opponent": "opposite"}
WHO_ZH = {"上家": "left", "下家": "right", "对家": "opposite", "对手": "opposite"}
# Words that name the tiles a hand waits on ("you wait on 5 or 8 Bamboo", "听三条、六条").
WAITS_EN = re.compile(r"\bwaits? (?:on|for) (?:a |an |the )?(?:[1-9]|East|South|West|North|Red|Green|White)\b"
                      r"|\bready on\b|\ba [1-9] or a [1-9] of\b|\buntil you draw a [1-9]\b")
WAITS_ZH = re.compile(rf"听(?:{TILE_ZH})|等(?:{TILE_ZH})|来(?:{TILE_ZH})|只差(?:{TILE_ZH})|再来(?:{TILE_ZH})")


def _id(path: Path) -> str:
    return f"{path.parent.name}/{path.stem}"


def _file(variant: str, stem: str) -> Path:
    return lessons_root() / variant / f"{stem}.lesson"


def tile_of(name: str) -> Tile:
    """The tile an English lesson names ("3 Character", "the Red Dragon", "6 Dots")."""
    name = name.removeprefix("the ").strip()
    rank, _, suit = name.partition(" ")
    if rank.isdigit():
        return Tile.parse(f"{rank}{SUITS_EN[suit if suit == 'Bamboo' else suit.removesuffix('s')]}")
    return next(t for t in TILES if t.name_en == name)


def tile_of_zh(name: str) -> Tile:
    return next(t for t in TILES if tile_words(t).zh == name)


def last_discard(run: LessonRun) -> ev.Discarded | None:
    return next((e for e in reversed(run.session.hand_events) if isinstance(e, ev.Discarded)), None)


# ------------------------------------------------------------------------------ the waits a step names

def test_every_step_naming_waits_writes_them_and_its_words_name_each():
    """A step whose words name the tiles a hand waits on writes them in a `waits:` line, which the
    check plays against the rules' waits; its words name each of them in both languages."""
    missing, unnamed = [], []
    for path in ALL_FILES:
        for step in read_lesson(path).steps:
            words = [step.en, step.why_en, step.zh, step.why_zh]
            claims = any(WAITS_EN.search(w) for w in words[:2]) or any(WAITS_ZH.search(w) for w in words[2:])
            if claims and not step.waits:
                missing.append(f"{_id(path)}:{step.line}: {step.en}")
            for tile in step.waits:
                rank_ok = tile.suit == "z" or re.search(rf"\b{tile.rank}\b", step.en)
                suit_ok = tile_words(tile).en.split(" ")[-1].rstrip("s") in step.en if tile.suit != "z" \
                    else tile.name_en in step.en
                if not (rank_ok and suit_ok) or tile_words(tile).zh not in step.zh + step.why_zh:
                    unnamed.append(f"{_id(path)}:{step.line}: {tile} in {step.en} / {step.zh}")
    assert not missing, "steps that name waits without a waits: line\n" + "\n".join(missing)
    assert not unnamed, "\n".join(unnamed)


EIGHT_FANS = _file("guobiao", "03-eight-fans").read_text(encoding="utf-8")


@pytest.mark.parametrize("waits, wrong", [("6s 9s", True),            # what the tester read: 3 Bamboo wins too
                                           ("3s 6s 9s 4s", True),      # a tile that completes nothing
                                           ("3s 6s", False),           # the 9 never wins: it may go unnamed
                                           ("3s 6s 9s", False)])
def test_the_check_holds_a_steps_waits_against_the_rules(waits, wrong):
    text = EIGHT_FANS.replace("waits: 3s 6s 9s", f"waits: {waits}")
    assert text != EIGHT_FANS or waits == "3s 6s 9s"
    result = check_lesson(parse_lesson(text, "eight.lesson"))
    assert result.ok is not wrong, result.message
    if wrong:
        line = next(n for n, raw in enumerate(text.splitlines(), 1) if raw.startswith("waits:"))
        assert result.message.startswith(f"eight.lesson:{line}: waits:") and "3s 6s 9s" in result.message


@pytest.mark.parametrize("waits, words", [("3s 6x", "waits:"), ("3s 3s", "each tile is named once")])
def test_a_waits_line_that_cannot_be_read_is_refused_by_its_line(waits, words):
    text = EIGHT_FANS.replace("waits: 3s 6s 9s", f"waits: {waits}")
    line = next(n for n, raw in enumerate(text.splitlines(), 1) if raw.startswith("waits:"))
    with pytest.raises(LessonError) as caught:
        parse_lesson(text, "eight.lesson")
    assert caught.value.line == line and words in caught.value.message


def test_the_eight_fans_lesson_names_all_three_waits_and_which_reach_eight():
    lesson = read_lesson(_file("guobiao", "03-eight-fans"))
    run = LessonRun(lesson)
    step = run.step
    assert step.kind == "say" and set(map(str, step.waits)) == {"3s", "6s", "9s"}
    assert "3, 6 or 9 Bamboo" in step.en and "三条、六条、九条" in step.zh
    report = {str(w.tile): w for w in waits_report(run.session.view(0), run.session.options)}
    assert set(report) == {"3s", "6s", "9s"}                     # as the Waits panel lists them
    # "the 9 Bamboo falls short however it comes; the 3 and the 6 reach 8 only self-drawn"
    assert not report["9s"].self_drawn.legal and not report["9s"].discard.legal
    for tile in ("3s", "6s"):
        assert report[tile].self_drawn.legal and report[tile].self_drawn.total >= 8
        assert not report[tile].discard.legal and report[tile].discard.total < 8
    assert "9 Bamboo falls short" in step.en and "only when you draw them yourself" in step.en
    assert "九条怎么和都不够8番" in step.zh and "三条、六条只有自摸才够" in step.zh
    assert {str(run.state.kinds[t]) for t in run.frame().tiles} == {"3s", "4s", "5s", "6s", "7s", "8s"}


# ------------------------------------------------------------------------------ the moment a step is shown

@pytest.mark.parametrize("path", ALL_FILES, ids=_id)
def test_a_discard_a_step_speaks_of_has_been_made_when_it_shows(path):
    """"Your left-hand player discarded 3 Character" shows once that tile lies on the table as his
    latest discard, not while the others still choose their void suits."""
    lesson = read_lesson(path)
    for run, step in steps_as_shown(lesson):
        said = [(WHO_EN[m["who"]], tile_of(m["tile"])) for m in re.finditer(
            rf"(?P<who>{'|'.join(WHO_EN)}) (?:discards|discarded) (?:the |a |an )?(?P<tile>{TILE_EN})", step.en)]
        said += [(WHO_ZH[m["who"]], tile_of_zh(m["tile"])) for m in re.finditer(
            rf"(?P<who>{'|'.join(WHO_ZH)})打出(?:了)?(?P<tile>{TILE_ZH})", step.zh)]
        last = last_discard(run)
        for who, tile in said:
            assert last is not None and (lesson.who_at(last.seat), last.kind) == (who, tile), \
                f"{_id(path)}:{step.line}: the words say {who} discarded {tile}; the table's last discard: " \
                f"{None if last is None else (lesson.who_at(last.seat), str(last.kind))}"


@pytest.mark.parametrize("path", ALL_FILES, ids=_id)
def test_a_step_speaks_of_tiles_and_reveals_the_table_has_shown(path):
    """Before the deal a step speaks of no tile the learner holds (天津 lesson 3 told of "a pair of 5
    Dots" over an empty hand); the wildcards and the indicator are named once they are turned up."""
    lesson = read_lesson(path)
    for run, step in steps_as_shown(lesson):
        if step.kind == "watch":      # a watch step tells what the table is about to play
            continue
        where = f"{_id(path)}:{step.line}"
        if not run.state.hands[0]:
            assert not re.search(r"\byou hold\b|\bpair of\b|\byour hand\b|\bYou are nearly\b", step.en), where
            assert not re.search(r"你有|你手里|一对", step.zh), where
        revealed = any(isinstance(e, (HunRevealed, IndicatorRevealed)) for e in run.session.hand_events)
        if re.search(r"\bwildcards are\b|\bthe indicator\b", step.en):
            assert revealed, where


def test_the_self_draw_step_speaks_of_the_tile_just_drawn():
    """国标 lesson 3: after Pass the learner draws 9 Dot; the next words do not read as if that were
    his winning tile."""
    lesson = read_lesson(_file("guobiao", "03-eight-fans"))
    run = LessonRun(lesson)
    play_lesson_until(run, lambda r: r.step is not None and r.step.kind == "say" and r.index > 0)
    state = run.state
    assert state.turn == 0 and state.drawn in state.hands[0] and str(state.kinds[state.drawn]) == "9p"
    text = run.text()
    assert text.en.startswith("The 9 Dot you drew is not one of your waits.")
    assert text.zh.startswith("你摸到的九筒不是你听的牌。")


def test_the_void_suit_lessons_tell_the_first_discard_after_the_table_plays_it():
    """四川 lesson 2 (the tester's shots a29-a31) and lesson 3: the others choose their void suits
    and the dealer discards during a watch step; the say step that speaks of the discard follows."""
    for stem, tile in (("02-pung-and-kong", "3m"), ("03-win-lacking-a-suit", "2p")):
        lesson = read_lesson(_file("sichuan", stem))
        kinds = [s.kind for s in lesson.steps]
        assert kinds[:3] == ["do", "watch", "say"], stem
        run = LessonRun(lesson)
        play_lesson_until(run, lambda r: r.index == 2)
        last = last_discard(run)
        assert last is not None and lesson.who_at(last.seat) == "left" and str(last.kind) == tile
        assert "discarded" in run.text().en and "打出了" in run.text().zh


# ------------------------------------------------------------------------------ amounts and words

@pytest.mark.parametrize("path", ALL_FILES, ids=_id)
def test_an_amount_received_carries_no_sign(path):
    """"You receive 51.", "你一共收35分": {payment} is an amount, not "+51" (nor "—" while a 四川
    hand plays on after the learner's win, which was paid at once)."""
    lesson = read_lesson(path)
    run = LessonRun(lesson)
    play_lesson_until(run, lambda r: False)
    for step in lesson.steps:
        if "{payment}" in step.zh + step.en:
            amount = fill(run.state, "payment", run.session.hand_events)
            assert re.fullmatch(r"[1-9]\d*分", amount.zh) and re.fullmatch(r"[1-9]\d*", amount.en), amount
            text = run.text(step)
            assert amount.zh in text.zh and amount.en in text.en
            assert not re.search(r"[+＋]\d", text.zh + text.en), text


def test_the_common_fans_payment_names_the_discarder_as_the_game_does():
    lesson = read_lesson(_file("guobiao", "04-common-fans"))
    run = LessonRun(lesson)
    play_lesson_until(run, lambda r: False)
    text = run.text(lesson.steps[-1])
    pay = engine.result(run.state).payments[0]
    assert pay == 35
    assert "点炮的人付你8分底分加番数" in text.zh and text.zh.endswith("你一共收35分。")
    assert "点和的人" not in text.zh
    three = read_lesson(_file("guobiao", "03-eight-fans"))
    run = LessonRun(three)
    play_lesson_until(run, lambda r: False)
    assert run.text(three.steps[-1]).en.endswith(f"You receive {engine.result(run.state).payments[0]}.")


def test_no_lesson_calls_the_discarder_the_one_who_won_on_a_discard():
    """点和 is winning on a discard (the waits card, the stats); the discarder is 点炮的人."""
    for path in ALL_FILES:
        for step in read_lesson(path).steps:
            assert "点和的人" not in step.zh + step.why_zh and "放铳" not in step.zh, f"{_id(path)}:{step.line}"


# ------------------------------------------------------------------------------ what a say step frames

HELD_EN = re.compile(r"(?P<runs>[1-9](?:-[1-9])+(?:(?:,|, and| and) [1-9](?:-[1-9])+)*) (?P<suit>Characters?|Dots?|Bamboo)"
                     r"|pairs? of (?P<pair>[1-9]) (?P<psuit>Characters?|Dots?|Bamboo)")


def named_tiles(en: str) -> Counter[Tile]:
    """The tiles an English text names as runs and pairs ("1-2-3 and 4-5-6 Characters", "a pair of
    9 Bamboo")."""
    out: Counter[Tile] = Counter()
    for m in HELD_EN.finditer(en):
        if m["runs"]:
            for rank in re.findall(r"[1-9]", m["runs"]):
                out[tile_of(f"{rank} {m['suit']}")] += 1
        else:
            out[tile_of(f"{m['pair']} {m['psuit']}")] += 2
    return out


@pytest.mark.parametrize("path", ALL_FILES, ids=_id)
def test_a_say_step_that_frames_tiles_frames_every_held_tile_it_names(path):
    """国标 lesson 1 named 1-2-3 and 4-5-6 Characters, 7-8-9 Dots, the 9 Bamboo pair and 3-4 Bamboo
    but framed only 4-5-6, 7-8-9 and 9-9."""
    lesson = read_lesson(path)
    for run, step in steps_as_shown(lesson):
        if step.kind != "say" or all(token in ACTION_TYPES for token in step.frame):
            continue
        state = run.state
        held = Counter(state.kinds[t] for t in state.hands[0])
        framed = Counter(state.kinds[t] for t in run.frame().tiles)
        named = named_tiles(step.en) & held
        assert not (named - framed), f"{_id(path)}:{step.line}: names {sorted(map(str, named.elements()))}, " \
                                     f"frames {sorted(map(str, framed.elements()))}"


def test_the_sets_and_pair_step_frames_the_whole_hand_it_names():
    lesson = read_lesson(_file("guobiao", "01-sets-and-pair"))
    run = LessonRun(lesson)
    run.next()
    state = run.state
    framed = Counter(str(state.kinds[t]) for t in run.frame().tiles)
    # every tile the words name; the White Dragon, which fits no set, is left out
    assert framed == Counter("1m 2m 3m 4m 5m 6m 7p 8p 9p 9s 9s 3s 4s".split())


# ------------------------------------------------------------------------------ a wrong move, in words

def _at_do(variant: str, stem: str, expect: str, text: str | None = None) -> LessonRun:
    lesson = parse_lesson(text, "lesson.lesson") if text is not None else read_lesson(_file(variant, stem))
    run = LessonRun(lesson)
    play_lesson_until(run, lambda r: r.step is not None and r.step.kind == "do" and r.step.expect[0].text == expect)
    return run


def test_a_legal_move_not_taught_is_told_the_lessons_why_once():
    """The tester's a10: "This step asks for: discard White Dragon. That tile is still useful. This
    lesson wants the White Dragon, which fits no set." said the wanted move twice."""
    run = _at_do("guobiao", "01-sets-and-pair", "discard 7z")
    one = next(t for t in run.state.hands[0] if str(run.state.kinds[t]) == "1m")
    verdict = run.attempt(Discard(0, one))
    assert verdict.code == "not_taught"
    assert verdict.text.en == ("Your move (discard 1 Character) is allowed, but it is not the one this step asks for. "
                               "That tile is still useful. This lesson wants the White Dragon, which fits no set.")
    assert verdict.text.zh == "你的这一步（打一万）规则允许，但不是这一步要的。这张牌还有用。这一课要你打掉用不上的白板。"


def test_a_step_without_a_why_names_the_move_it_asks_for():
    text = _file("guobiao", "01-sets-and-pair").read_text(encoding="utf-8")
    text = "\n".join(line for line in text.splitlines() if not line.startswith("why."))
    run = _at_do("guobiao", "", "discard 7z", text)
    one = next(t for t in run.state.hands[0] if str(run.state.kinds[t]) == "1m")
    verdict = run.attempt(Discard(0, one))
    assert verdict.text.en == "Your move (discard 1 Character) is allowed, but this step asks for: discard White Dragon."
    assert verdict.text.zh == "你的这一步（打一万）规则允许，但这一步要的是：打白板。"


def test_a_refused_move_is_closed_by_a_stop_and_names_an_honour_in_full():
    """The tester's a34 ("This step asks for: discard 9 Bamboo" with no stop) and c07 ("这一步要的是：
    碰中": 红中 in full, as the lessons write it)."""
    run = _at_do("sichuan", "02-pung-and-kong", "discard 9s")
    other = next(t for t in run.state.hands[0] if run.state.kinds[t].suit != "s")
    verdict = run.attempt(Discard(0, other))
    assert verdict.code == "refused"
    assert verdict.text.en.endswith("This step asks for: discard 9 Bamboo.")
    assert verdict.text.zh.endswith("这一步要的是：打九条。")
    run = _at_do("guobiao", "04-common-fans", "pung 5z")
    verdict = run.attempt(Discard(0, run.state.hands[0][0]))
    assert verdict.code == "refused" and verdict.text.zh.endswith("这一步要的是：碰红中。")
    assert verdict.text.en.endswith("This step asks for: pung Red Dragon.")
    white = _at_do("guobiao", "01-sets-and-pair", "discard 7z")
    pung = white.attempt(Pung(0, tuple(white.state.hands[0][:2])))
    assert pung.text.zh.endswith("这一步要的是：打白板。")


@pytest.mark.parametrize("path", ALL_FILES, ids=_id)
def test_every_wrong_move_is_told_in_whole_sentences_each_said_once(path):
    """At every do step the check tries a move the rules refuse and a legal one not taught: each
    verdict ends with its stop, says no sentence twice, names the asked move at most once and names
    honours in full in Chinese."""
    result = check_lesson(read_lesson(path))
    assert result.ok, result.message
    for line, _code, text in result.refusals:
        where = f"{_id(path)}:{line}"
        assert text.zh.endswith(("。", "！", "？")) and text.en.endswith((".", "!", "?")), (where, text)
        assert "。。" not in text.zh and ".." not in text.en.replace("...", ""), (where, text)
        sentences = [s.strip() for s in re.split(r"(?<=[.!?])\s+", text.en) if s.strip()]
        assert len(sentences) == len(set(sentences)), (where, text.en)
        assert text.en.count("asks for") <= 1 and text.zh.count("这一步要") <= 1, (where, text)
        moves = re.findall(r"你的这一步（(.*?)）(?:不行|规则允许)", text.zh) + re.findall(r"这一步要的是：(.*?)。", text.zh)
        for words in moves:
            assert not re.search(r"[东南西北中发白]", re.sub("东风|南风|西风|北风|红中|发财|白板", "", words)), \
                (where, words)


# The words of a taught move that names no tile, or of its kind (zh, en).
MOVE_WORDS = {"win": ("和", "win"), "pass": ("过", "pass"), "la_zhuang": ("不拉", "pull"), "zuo_zhuang": ("坐庄", "sit"),
              "exchange_tiles": ("不换牌", "keep"), "kong": ("杠", "kong"), "concealed_kong": ("暗杠", "concealed kong"),
              "declare_ready": ("报听", "declare")}
SUIT_WORDS = {"m": ("万", "Character"), "p": ("筒", "Dot"), "s": ("条", "Bamboo")}


def test_every_why_names_the_move_its_step_wants():
    """A legal move the lesson does not teach is answered with the step's why alone (the verdict
    does not name the wanted move a second time), so each why names that move in both languages:
    its tile, its suit or its kind."""
    bad = []
    for path in ALL_FILES:
        for step in read_lesson(path).steps:
            if step.kind != "do" or step.why is None:
                continue
            named = False
            for spec in step.expect:
                said = [(tile_words(k).zh, tile_words(k).en) for k in spec.kinds]
                said += [SUIT_WORDS[w] for w in spec.words if spec.type == "choose_void" and w in SUIT_WORDS]
                said += [MOVE_WORDS[spec.type]] if spec.type in MOVE_WORDS else []
                named = named or any(zh in step.why_zh and en.lower() in step.why_en.lower() for zh, en in said)
            if not named:
                bad.append(f"{_id(path)}:{step.line}: {step.why_zh} / {step.why_en}")
    assert not bad, "\n".join(bad)


def test_suzhou_names_its_flush_exemptions_as_the_rows_do():
    """苏州's banner said 一色 where the lesson and the rows say 混一色、清一色 (a tester)."""
    from rules.variants.registry import get_variant
    variant = get_variant("suzhou")
    for text in (variant.book.below_minimum.zh, variant.minimum):
        assert "混一色、清一色" in text and "、一色" not in text, text
