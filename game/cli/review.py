"""`main.py review LOG [--seat N] [--json] [--lang zh|en]`: the hand review of every hand of a log."""
from __future__ import annotations

import json
from typing import Any, TextIO

from game.review import HandReview, LogReview, ReviewedDecision
from rules.variants.registry import get_variant


def _position(pos: dict[str, Any], lang: str) -> str:
    """Where a decision stands: the hand (+ the drawn tile), the melds, the discard asked about, the wall."""
    zh = lang == "zh"
    if not pos["hand"]:         # a set-up step before the deal (天津 坐庄 / 拉庄)
        return "还没发牌" if zh else "before the deal"
    where = ("手牌 " if zh else "hand ") + str(pos["hand"]) + (f" +{pos['drawn']}" if pos["drawn"] else "")
    if pos["melds"]:
        where += (" 副露 " if zh else " melds ") + " ".join(pos["melds"])
    if pos["window"]:
        window = pos["window"]
        where += (f"，{window['seat']}号座打出{window['tile']}" if zh
                  else f" on {window['tile']} from seat {window['seat']}")
    return where + (f"，牌墙余{pos['wall']}" if zh else f", wall {pos['wall']}")


def _decision_lines(d: ReviewedDecision, lang: str) -> list[str]:
    zh = lang == "zh"
    mark = "*" if d.marked else ("=" if d.same else "-")
    line = f"第{d.line}行" if zh else f"line {d.line}"
    lines = [f"  {mark} {line}{'：' if zh else ': '}{_position(d.position(), lang)}", f"      {d.text.get(lang)}"]
    if not d.same and d.reasons.get(lang):
        lines.append(f"      {'高手：' if zh else 'why: '}{d.reasons.get(lang)}")
    if not d.same and d.plan.get(lang):
        lines.append(f"      {'计划：' if zh else 'plan: '}{d.plan.get(lang)}")
    return lines


def _hand_lines(h: HandReview, lang: str) -> list[str]:
    if lang == "zh":
        head = f"第{h.match + 1}场第{h.hand + 1}手（玩家{h.player}，{h.seat}号座）：{h.result.get(lang)}；"
    else:
        head = f"match {h.match + 1} hand {h.hand + 1} (player {h.player}, seat {h.seat}): {h.result.get(lang)}; "
    lines = [head + h.summary.get(lang)]
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
    # the positions are written in short notation: said once, before the first hand
    out.write("（手牌记法：224567p = 两张二筒、四五六七筒；m万 p筒 s条 z字牌（1-7：东南西北中发白）；+ 后是摸到的牌。"
              "代价按步计：1步 = 离听牌多差一张牌）\n"
              if lang == "zh" else
              "(hands in short notation: 224567p = 2, 2, 4, 5, 6, 7 Dots; m Characters, p Dots, s Bamboo, "
              "z honours 1-7 = East South West North Red Green White; after + the tile drawn. Costs are in "
              "steps: 1 step = one more tile needed to be ready)\n")
    for hand in review.hands:
        out.write("\n".join(_hand_lines(hand, lang)) + "\n")
    totals = review.to_json()["totals"]
    if lang == "zh":
        out.write(f"{get_variant(review.variant).title_zh}，玩家{review.player}：{totals['hands']}手，"
                  f"{totals['decisions']}个决定，{totals['differences']}个与高手不同，{totals['marked']}个已标出，"
                  f"{totals['matched_hands']}手与高手完全一致；用时{review.seconds}秒\n")
        return
    out.write(f"{review.variant}, player {review.player}: {totals['hands']} hands, {totals['decisions']} decisions, "
              f"{totals['differences']} differ from the expert, {totals['marked']} marked, "
              f"{totals['matched_hands']} hands matched the expert; {review.seconds} s\n")
