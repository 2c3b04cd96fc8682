"""`main.py stats [--json] [--reset] [--file PATH]`: the player's statistics per variant and
level (game/stats/), the hand review's costliest mistakes, the lessons and drills progress;
`--reset` empties the hands and mistakes."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Optional, TextIO

from game.stats.store import StatsError, StatsStore, stats_path
from game.stats.summary import GroupSummary, StatsSummary, summarize
from game.stats.progress import read_progress
from game.teaching.i18n import unit_bi


def _lessons(folder: Path) -> tuple[dict[str, list[str]], dict[str, dict[str, dict[str, int]]]]:
    """The lessons and drills progress kept beside the statistics (game/stats/progress.py);
    a file that cannot be read counts as none (the window reports it when it opens the lessons)."""
    lessons, drills, _problems = read_progress(folder)
    return lessons, drills


def _exists(path: Path) -> bool:
    try:
        return path.exists()
    except (OSError, ValueError):
        return True    # let opening it say what is wrong


def _unit(unit: str) -> str:
    """What a score counts, in English words (fans, points, flowers); "" for none."""
    return unit_bi(unit).en if unit else ""


def _pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.0f}%" if whole else "-"


def _group_text(group: GroupSummary) -> list[str]:
    n = group.hands
    mean = "-" if group.mean_win_value is None else f"{group.mean_win_value:.1f} {_unit(group.unit)}".strip()
    lines = [f"{group.variant} · level {group.level}: {n} hands in {group.matches} "
             f"match{'es' if group.matches != 1 else ''}",
             f"  won {group.wins} ({_pct(group.wins, n)}), self-drawn {group.self_draws}, "
             f"dealt in {group.deal_ins} ({_pct(group.deal_ins, n)}), drawn {group.draws} ({_pct(group.draws, n)})",
             f"  mean winning value {mean}; net payments {group.total_payment:+d}"]
    if group.biggest is not None:
        lines.append(f"  biggest hand {group.biggest.value} {_unit(group.biggest.unit)}".rstrip()
                     + f" ({', '.join(i.name_en for i in group.biggest.items) or 'no items'})")
    if group.top_items:
        lines.append("  most often won: " + ", ".join(f"{i.name_en} ×{i.hands}" for i in group.top_items[:5]))
    return lines


def summary_text(summary: StatsSummary) -> str:
    """The summary as English lines for the terminal."""
    lines = [f"{summary.hands} hands kept"] if summary.groups else ["no hands kept yet: play a match in the window"]
    for group in summary.groups:
        lines.extend(_group_text(group))
    for kept in summary.mistakes:
        lines.append(f"costliest mistakes {kept.variant} · level {kept.level} ({kept.count} kept):")
        for record in kept.top:
            lines.append(f"  hand {record.hand + 1}, log line {record.line}, cost {record.cost:.0f}: {record.text_en}")
    for variant, ids in sorted(summary.lessons.items()):
        lines.append(f"lessons {variant}: {len(ids)} finished")
    for variant, kinds in sorted(summary.drills.items()):
        for kind, score in sorted(kinds.items()):
            lines.append(f"drill {variant} {kind}: {score['right']} of {score['asked']} right")
    return "\n".join(lines) + "\n"


def run(out: TextIO, err: TextIO, *, as_json: bool = False, reset: bool = False,
        path: Optional[Path] = None) -> int:
    """Print the statistics (or empty them with `reset`); 0 on success, 2 with one line on `err`
    when the file cannot be used (a bad file has then been set aside)."""
    path = path if path is not None else stats_path()
    if not reset and not _exists(path):    # nothing kept yet: a read makes no file
        summary = summarize([], *_lessons(path.parent))
        out.write(json.dumps(summary.to_json(), ensure_ascii=False, sort_keys=True) + "\n" if as_json
                  else summary_text(summary))
        return 0
    try:
        store = StatsStore.open(path, repair=False)
    except StatsError as exc:
        err.write(f"stats: {exc}\n")
        return 2
    with store:
        if reset:
            count = store.count()
            mistakes = len(store.mistakes())
            out.write(f"removing {count} kept hand{'s' if count != 1 else ''} and {mistakes} kept "
                      f"mistake{'s' if mistakes != 1 else ''} from {store.path} "
                      "(the lessons and drills progress is kept)\n")
            store.reset()
            out.write("the statistics are empty\n")
            return 0
        lessons, drills = _lessons(store.path.parent)
        summary = summarize(store.hands(), lessons, drills, store.mistakes())
    if as_json:
        out.write(json.dumps(summary.to_json(), ensure_ascii=False, sort_keys=True) + "\n")
    else:
        out.write(summary_text(summary))
    return 0
