"""`main.py review LOG [--seat N] [--json] [--lang zh|en]`: the hand review of every hand of a log."""
from __future__ import annotations

import json
from typing import TextIO

from game.review import HandReview, LogReview, ReviewedDecision


def _decision_lines(d: ReviewedDecision, lang: str) -> list[str]:
    pos = d.position()
    where = f"hand {pos['hand']}" + (f" +{pos['drawn']}" if pos["drawn"] else "")
    if pos["melds"]:
        where += " melds " + " ".join(pos["melds"])
    if pos["window"]:
        where += f" on {pos['window']['tile']} from seat {pos['window']['seat']}"
    where += f", wall {pos['wall']}"
    mark = "*" if d.marked else ("=" if d.same else "-")
    lines = [f"  {mark} line {d.line}: {where}", f"      {d.text.get(lang)}"]
    if not d.same and d.reasons.get(lang):
        lines.append(f"      {'高手' if lang == 'zh' else 'why'}: {d.reasons.get(lang)}")
    if not d.same and d.plan.get(lang):
        lines.append(f"      {'计划' if lang == 'zh' else 'plan'}: {d.plan.get(lang)}")
    return lines


def _hand_lines(h: HandReview, lang: str) -> list[str]:
    lines = [f"match {h.match} hand {h.hand} (player {h.player}, seat {h.seat}): {h.result.get(lang)}; "
             f"{h.summary.get(lang)}"]
    marked = h.marked
    if marked:
        lines.append("  " + ("代价最大：" if lang == "zh" else "costliest first:"))
        for d in marked:
            lines.extend(_decision_lines(d, lang))
        lines.append("  " + ("每个决定：" if lang == "zh" else "every decision:"))
    for d in h.decisions:
        if not d.marked:
            lines.extend(_decision_lines(d, lang))
    return lines


def print_review(review: LogReview, out: TextIO, as_json: bool, lang: str = "en") -> None:
    """The review as text (marked decisions first in each hand) or as one JSON object."""
    if as_json:
        out.write(json.dumps(review.to_json(), ensure_ascii=False) + "\n")
        return
    for hand in review.hands:
        out.write("\n".join(_hand_lines(hand, lang)) + "\n")
    totals = review.to_json()["totals"]
    out.write(f"{review.variant}, player {review.player}: {totals['hands']} hands, {totals['decisions']} decisions, "
              f"{totals['differences']} differ from the expert, {totals['marked']} marked, "
              f"{totals['matched_hands']} hands matched the expert; {review.seconds} s\n")
