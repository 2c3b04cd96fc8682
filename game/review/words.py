"""Every text of the hand review in Chinese and English: one table of templates (a test checks
each has both languages with the same placeholders)."""
from __future__ import annotations

from typing import Any

from rules.variants.book import Words

from game.teaching.i18n import Bi, fill

WORDS: dict[str, tuple[str, str]] = {
    # danger of a discard
    # "dangerous" only where the hints call it so (game/teaching/danger.py DANGER_CHANCE, weighed by
    # the threatened hand's value); below that a tile told of carries "some risk", never "danger"
    "danger_head": ("{tile}危险（约{pct}%会点炮）", "{tile} is dangerous (about {pct}% to deal in)"),
    "danger_some": ("{tile}有些风险（约{pct}%会点炮）", "{tile} carries some risk (about {pct}% to deal in)"),
    "danger_low": ("{tile}较安全（约{pct}%会点炮）", "{tile} is fairly safe (about {pct}% to deal in)"),
    "danger_short": ("这张牌约{pct}%会点炮", "about {pct}% to deal in with it"),
    "danger_nobody": ("{tile}安全：没有对手像已听牌", "{tile} is safe: no opponent looks ready"),
    # one decision
    "same": ("与高手一致：{choice}", "as the expert would: {choice}"),
    "differs": ("你{played}，高手会{expert}", "your move: {played}; the expert's: {expert}"),
    "measure": ("{who}后离听{shanten}步、有效牌{live}张", "after {who}: {shanten} from ready; tiles that help: {live}"),
    "measure_ready": ("{who}后听牌、和牌张{live}张", "after {who}: ready; unseen winning tiles: {live}"),
    "measure_won": ("{who}即和牌", "{who} wins the hand"),
    "yours": ("你的选择", "yours"),
    "theirs": ("高手的选择", "the expert's"),
    "breaks_ready": ("这一步拆了听牌", "this broke a ready hand"),
    "missed_win": ("错过了一次和牌", "a win was passed up"),
    "cost_steps": ("代价约{steps}", "costs about {steps}"),     # {steps}: "1.2步" / "1.2 steps", "0.4 of a step"
    # the two choices leave the hand as near ready with as many helpful tiles
    "cost_same_measure": ("按离听和有效牌，你的打法不差，差别很小", "by the distance and the tiles that help yours is "
                          "no worse: a small difference"),
    "cost_elsewhere": ("按离听和有效牌，你的打法不差，差别在别处（安全、价值或以后的进张），代价约{steps}",
                       "by the distance and the tiles that help yours is no worse; the difference is elsewhere (safety, "
                       "value or the tiles after), about {steps}"),
    # both choices leave the hand ready: the difference is in the waits, not in steps
    "cost_better_wait": ("两种打法都听牌，高手的听口更好（和牌张更容易来、和得更大或打出的牌更安全）",
                         "both leave the hand ready; the expert's wait is the better one (its winning tiles "
                         "come more easily, it wins more, or the tile thrown is safer)"),
    # a set-up choice (定缺, 换三张, 坐庄, 拉庄) is marked, but its weight is no count of steps
    "cost_setup": ("这是开局前的选择，定下这一手的打法或输赢，不按步数计",
                   "a choice before play that sets the hand's course or stakes, not counted in steps"),
    # a step further from ready, yet the expert's weights put the two close
    "cost_weighed_less": ("离听虽然更远，但高手还看别的（能不能和够、价值、安全），代价只约{steps}",
                          "further from ready, but the expert weighs more than the steps (a win the rules accept, "
                          "value, safety): only about {steps}"),
    "cost_huge": ("代价很大：远不止几步", "a very costly choice: far more than a few steps"),
    # a hand
    "hand_matched": ("这一手的每个决定都与高手一致，打得好", "every decision matched the expert: well played"),
    "hand_differs": ("{n}个决定与高手不同，最要紧的{marked}个已标出",
                     "{n} decisions differ from the expert; the {marked} that cost most are marked"),
    "hand_differs_one_marked": ("{n}个决定与高手不同，最要紧的1个已标出",
                                "{n} decisions differ from the expert; the costliest is marked"),
    "hand_one_differs": ("1个决定与高手不同，已标出", "1 decision differs from the expert and is marked"),
    "hand_one_differs_small": ("1个决定与高手不同，差别很小", "1 decision differs from the expert, a small one"),
    "hand_differs_small": ("{n}个决定与高手不同，都是小差别", "{n} decisions differ from the expert, all small"),
    # {pay}: the seat's whole result of the hand (血战: wins, deal-ins, kongs and the end checks)
    "result_won": ("你和牌，本手合计{pay}", "you won: {pay} in all this hand"),
    "result_won_but_lost": ("你和了牌，但别家的和牌和杠付得更多，本手合计{pay}",
                            "you won, but paid more for the others' wins and kongs: {pay} in all this hand"),
    "result_won_dealt_in": ("你和牌，也放过铳，本手合计{pay}", "you won, and dealt in too: {pay} in all this hand"),
    "result_dealt_in": ("你点炮，本手合计{pay}", "you dealt in: {pay} in all this hand"),
    "result_other": ("他家和牌，你本手合计{pay}", "another player won: {pay} in all this hand for you"),
    "result_opponent": ("对家和牌，你本手合计{pay}", "your opponent won: {pay} in all this hand for you"),
    "result_drawn": ("流局，你本手合计{pay}", "drawn hand: {pay} in all this hand for you"),
    "result_unfinished": ("这一手没有打完", "the hand was not finished"),
}


# The phrases that name safety as a possible reason, and the same sentence without it: where
# nobody wins on a discard (天津) a tile thrown is never safer or more dangerous.
_SAFETY_PHRASES: tuple[tuple[str, str], ...] = (
    ("安全、价值或以后的进张", "价值或以后的进张"), ("safety, value or the tiles after", "value or the tiles after"),
    ("、和得更大或打出的牌更安全", "或和得更大"), (", it wins more, or the tile thrown is safer", " or it wins more"),
    ("（能不能和够、价值、安全）", "（能不能和够、价值）"), ("(a win the rules accept, value, safety)",
                                                 "(a win the rules accept, value)"),
    ("还看价值和安全", "还看价值"), ("value and safety too", "value too"),
    ("把速度、价值和安全合起来算", "把速度和价值合起来算"), ("All told (speed, value and safety)", "All told (speed and value)"),
)


def without_safety(text: Bi) -> Bi:
    """`text` with every mention of safety as a reason taken out (a table where no discard is won on)."""
    zh, en = text.zh, text.en
    for old, new in _SAFETY_PHRASES:
        zh, en = zh.replace(old, new), en.replace(old, new)
    return Bi(zh, en)


def fill_text(key: str, **args: Any) -> Bi:
    """The review template `key` filled in both languages."""
    zh, en = WORDS[key]
    return fill(Words(zh, en), **args)
