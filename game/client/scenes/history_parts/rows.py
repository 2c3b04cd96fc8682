"""The words of the match history's rows, in the language shown (pure: no pygame).

A row names the variant as its record titles it, the kind of file (a finished match, a saved
match still in progress, a bug report, a file the player opened), when it was played, how many
hands were finished and how the player stands (his score and place), then everyone's scores.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Optional, Sequence

from game.client.display import lang
from rules.variants.registry import get_variant

if TYPE_CHECKING:
    from game.history import LogSource

KIND_WORDS = {"history": ("打过的对局", "played match"), "save": ("未打完（存档）", "in progress (saved)"),
              "report": ("问题报告", "bug report"), "file": ("打开的文件", "opened file")}
ORDINALS_EN = ("1st", "2nd", "3rd", "4th")


@dataclass(frozen=True)
class RowWords:
    """One entry of the history as shown: its title (the variant), its kind, and the detail line
    (when, hands, the player's result, everyone's scores)."""

    title: str
    kind: str
    detail: str


def variant_title(name: str) -> str:
    """The variant's title from its record in the language shown (its id when unknown)."""
    try:
        variant = get_variant(name)
    except (ValueError, KeyError):
        return name or "?"
    return lang.tr(variant.title_zh.split("·")[0].strip(), variant.title_en, " ")


def when_words(when: Optional[datetime]) -> str:
    """The date and time of an entry in the player's time zone ("—" when unknown)."""
    return when.astimezone().strftime("%Y-%m-%d %H:%M") if when is not None else "—"


def hands_words(hands: int) -> str:
    """How many hands were finished ("3盘" / "3 hands")."""
    return lang.tr(f"打完{hands}盘", f"{hands} hand{'s' if hands != 1 else ''} finished")


def place_words(name: str, place: int, players: int) -> str:
    """The player's place among `players` ("你 第1名" / "You: 1st of 4")."""
    en = ORDINALS_EN[place - 1] if 0 < place <= len(ORDINALS_EN) else f"{place}th"
    return lang.tr(f"{name} 第{place}名", f"{lang.person_en(name)}: {en} of {players}")


def score_text(score: int) -> str:
    """A score as the sheets show it (+24, -8, 0)."""
    return f"{score:+d}" if score else "0"


def result_words(human: Optional[int], scores: Sequence[int], names: Sequence[str]) -> str:
    """The player's place ("你 第1名 · 你 +24  阿明 -8 ..."), then everyone's scores; a match without a human
    says so; no scores known: none are shown."""
    if not scores:
        return ""
    shown = [lang.person(names[i]) if i < len(names) and names[i] else f"P{i + 1}" for i in range(len(scores))]
    everyone = "  ".join(f"{name} {score_text(score)}" for name, score in zip(shown, scores))
    if human is None or not 0 <= human < len(scores):
        return lang.tr("电脑对局", "bots only") + " · " + everyone
    place = 1 + sum(1 for s in scores if s > scores[human])
    name = names[human] if human < len(names) and names[human] else f"P{human + 1}"
    return f"{place_words(name, place, len(scores))} · {everyone}"


def row_words(source: LogSource) -> RowWords:
    """The words of one history entry in the language shown."""
    kind = lang.tr(*KIND_WORDS.get(source.kind, KIND_WORDS["file"]))
    parts = [when_words(source.when), hands_words(source.hands)]
    # no hand finished: every score is 0, and "1st of 4" would rank nothing
    result = result_words(source.human, source.scores, source.names) if source.hands > 0 else ""
    if result:
        parts.append(result)
    return RowWords(variant_title(source.variant), kind, " · ".join(parts))


def review_match_id(source: LogSource) -> Optional[str]:
    """The id a history entry's mistakes are counted under, the one its hands were counted under
    (services/match_keeper.py: the save file's name; an archived match is kept as <id>.jsonl);
    None for a bug report or another file (not the player's own record)."""
    from game.history import match_id_of
    from game.journal import save_path_of
    if source.kind == "save":
        return save_path_of(source.path).name if source.path.name.endswith(".journal.jsonl") else source.path.name
    if source.kind == "history":
        return match_id_of(source.path)
    return None


LOG_SUFFIXES = (".jsonl", ".json", ".journal", ".txt", ".log")


def export_stem(path: Path) -> str:
    """The name an entry's exported files begin with: its file's name without the log suffixes
    (a history file `<save name>.json.jsonl` exports as `<save name>`)."""
    name = path.name
    while True:
        suffix = next((s for s in LOG_SUFFIXES if name.endswith(s) and len(name) > len(s)), None)
        if suffix is None:
            return name
        name = name[: -len(suffix)]


def skip_notice(notice: str) -> tuple[str, str]:
    """A skipped file's notice (game.history: "x.jsonl 读不出来，已跳过 / skipped: why") as its
    Chinese and its English ("x.jsonl skipped: why"); another form is shown as it is."""
    found = re.fullmatch(r"(\S+) (.+?) / (skipped: .+)", notice, re.S)
    if found is None:
        return notice, notice
    return f"{found[1]} {found[2]}", f"{found[1]} {found[3]}"
