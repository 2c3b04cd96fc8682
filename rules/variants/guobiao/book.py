"""国标麻将: the rules-book text (`Book`, rules/variants/book.py), from docs/rules/.

The procedure, the minimum, the scoring sections, the Chinese of the rule options and of
the fixed decisions (`NOTES`), and the English of the Chinese terms its English texts keep."""
from __future__ import annotations

from typing import Any, Mapping

from ..book import Book, OptionText, ScoreGroup, Section, Words

# The book is data the start screen's card reads: the scorer is imported when a hand is scored.


def minimum_need(self_drawn: bool, options: Mapping[str, Any]) -> int:
    """What a win needs to reach the minimum (the scorer's minimum)."""
    from .reading import MINIMUM
    return MINIMUM


BOOK = Book(
    short_name=Words("国标", "MCR"),
    procedure=(
        Section(Words("座位与庄家", "Seats and dealer"),
                Words("摸风定座位，东家先坐庄。每盘庄家轮换，不连庄；四人各坐一次庄为一圈，一局四圈（东南西北圈风）。",
                      "Seats are drawn with the four winds; East deals first. The deal passes every hand (no repeat)"
                      "; four deals make a round, four rounds a match, with the round wind East, South, West, North.")),
        Section(Words("砌牌与开牌", "Wall and break"),
                Words("每人18墩。庄家掷骰数到一家，那一家再掷，两次点数之和从他牌墙右边数墩开牌。",
                      "18 stacks a side. The dealer throws to pick a player, who throws again; the sum of both "
                      "throws counts the stacks from the right end of his wall.")),
        Section(Words("抓牌与补花", "Deal and flowers"),
                Words("每人13张，庄家14张。花牌亮在面前，从牌尾补一张；行牌中摸到花牌也立即补。",
                      "13 tiles each, the dealer 14. Flowers are laid out and replaced from the tail, at the deal "
                      "and whenever one is drawn.")),
        Section(Words("行牌", "Play"),
                Words("庄家先打，逆时针轮流摸打。可以吃上家、碰杠任何人；吃碰后必须打一张。",
                      "The dealer discards first; turns go counter-clockwise, draw then discard. Chow from the left "
                      "player, pung and kong from anyone; after a chow or pung, discard.")),
        Section(Words("和牌与荒牌", "Winning and the end"),
                Words("自摸或和别人打的牌都可以，至少8番（花牌不计）。144张摸完无人和为荒牌，不计分。",
                      "Self-drawn or on a discard, with at least 8 fans not counting flowers. When all 144 tiles "
                      "are gone without a win the hand is a draw, with no payments.")),
        Section(Words("结算", "Settlement"),
                Words("自摸：每家付8+番数；和别人打的牌：打牌者付8+番数，另两家各付8。",
                      "Self-drawn: each other player pays 8 + the fans. On a discard: the discarder pays 8 + the "
                      "fans, the other two pay 8.")),
    ),
    minimum=Words("8番起和，花牌不计", "8 fans, flowers not counted"),
    scoring_intro=Words("所有番相加（不重复、不拆移、就高不就低），花牌另加；8番起和，花牌不计。",
                        "All fans add up (no double counting; the best reading wins); flowers are added on top and "
                        "do not count toward the 8-fan minimum."),
    groups={
        "fan": ScoreGroup(None, "fans"),
        "bonus": ScoreGroup(Words("花牌（不计起和）", "Flowers (not toward the minimum)"), "fans"),
    },
    options={
        "break_throws": OptionText(Words("开牌掷骰", "Wall break throws"),
                                   "两次掷骰：庄家掷出的点数定第二个掷骰的人，两次点数之和数墩；1＝只掷一次。",
                                   Words("开牌掷两次骰还是一次；只改开牌的位置，不改输赢。",
                                         "Break the wall with two throws or one; it moves the break point only."),
                                   doc_en=("2 (the default): the wall is broken with two throws. The dealer's throw "
                                           "picks a player, who throws again, and the sum of both throws counts the "
                                           "stacks from the right end of that player's wall. 1: the dealer throws "
                                           "once, and that one throw both picks the wall and counts the stacks. Only "
                                           "the break point moves; nothing else about the hand changes.")),
        "seat_rotation": OptionText(Words("换圈换座", "Seat changes between rounds"),
                                    "每圈开始前按比赛规则换座，让每人坐遍四个风位；比赛打开，休闲桌关闭。",
                                    Words("每圈开始换座，四个风位人人坐一次（比赛打法）。",
                                          "Players change seats before each round so each sits at every wind (tournaments)."),
                                    doc_en=("On: before each new round the players change seats as in tournament "
                                            "rules, so that each of them sits at every wind once. Off (the default): "
                                            "everyone keeps his seat for the whole match. Tournaments play with it "
                                            "on, casual tables with it off.")),
        "dealer_repeat": OptionText(Words("连庄", "Dealer repeats"),
                                    "关（默认）：按正式规则每盘轮庄，一局固定16盘。开：庄家和牌后继续坐庄，一局可能多于16盘。",
                                    Words("庄家和牌后继续坐庄；正式规则每盘轮庄，一局固定16盘。",
                                          "The dealer keeps the deal after his own win; officially the deal always passes."),
                                    doc_en=("Off (the default): as in the official rules, the deal passes to the "
                                            "next player after every hand, so a match is always 16 hands. On: the "
                                            "dealer keeps the deal after his own win, so a match can last longer.")),
        "fan_cap": OptionText(Words("番数封顶", "Fan cap"),
                              "不封顶（默认）：按全部番数付。88：一副牌最多按88番付（花牌也算在内），每家另付的底分8不变。",
                              Words("88：一副牌最多按88番付，例如大四喜加字一色也只付88番（另加每家都付的底分8）。",
                                    "88: a win is paid for at most 88 fans, e.g. Big Four Winds with All Honors is "
                                    "paid 88 (and the 8 every payer adds)."),
                              values=((0, Words("不封顶", "no cap")),),
                              doc_en=("No cap (the default): a win is paid for all of its fans. 88: a win is paid "
                                      "for at most 88 fans, flowers included; for example, Big Four Winds with All "
                                      "Honors is paid as 88 fans. The 8 points every payer adds on top of the fans "
                                      "stay as they are.")),
        "flower_replacement": OptionText(Words("补花方式", "Flower replacement"),
                                         "花牌摸到立即亮出，从牌尾补一张；不提供缓补（留着以后再补）。固定。",
                                         Words("花牌摸到就亮出补牌；不提供缓补（留着以后再补）。",
                                               "Flowers are shown and replaced at once; keeping one to replace later is not offered."),
                                         doc_en=("At once: a flower tile is laid out as soon as it is drawn and "
                                                 "replaced from the tail of the wall. Keeping a "
                                                 "flower to replace later is not offered.")),
        "blessings": OptionText(Words("天和·地和·人和", "Heavenly, Earthly and Human wins"),
                                "关（默认）：正式规则没有这几种番。各8番：天和、地和、人和各8番——庄家起手就和为天和（不计不求人、"
                                "自摸、边嵌钓）；闲家在自己第一次打牌前、没人吃碰杠时，和庄家打的牌为地和（不计门前清），"
                                "自摸或和另一闲家打的牌为人和（不计门前清，自摸时不计不求人、自摸）。48/32/24番（大众麻将的算法）：天胡48番（庄家起手和），"
                                "地胡32番（闲家第一次摸牌自摸），人胡24番（和庄家打的第一张牌）。都计入8番起和。",
                                Words("开局就和的加番：天和是庄家起手就和，地和、人和是闲家第一次打牌前就和；各8番或48/32/24番。",
                                      "Extra fans for a win at the very start: Heavenly (the dealer's first 14 "
                                      "tiles), Earthly and Human (a non-dealer's first turn); 8 each or 48/32/24."),
                                doc_en=("Off (the default): the official rules have no Heavenly, Earthly or Human "
                                        "Win. 8 fans each: each is worth 8 fans. The dealer winning on his "
                                        "first 14 tiles is a Heavenly Win (Fully Concealed Hand, Self-Drawn and the "
                                        "wait fans are then not counted). A non-dealer winning before his first "
                                        "discard, with no claim or kong made yet, has an Earthly Win on the dealer's "
                                        "discard, or a Human Win on his own draw or on another non-dealer's discard "
                                        "(Concealed Hand is then not counted, nor are Fully Concealed Hand and "
                                        "Self-Drawn for a self-drawn Human Win). 48/32/24 fans, as Dazhong mahjong "
                                        "counts them: a Heavenly Win is 48 fans (the dealer's first 14 tiles), an "
                                        "Earthly Win 32 (a non-dealer's "
                                        "self-draw on his first draw) and a Human Win 24 (a win on the dealer's "
                                        "first discard). These wins all count toward the 8-fan minimum.")),
        "mixed_kongs": OptionText(Words("明暗杠", "One melded and one concealed kong"),
                                  "一副明杠加一副暗杠：明暗杠5番（默认）：两副杠合计5番；明杠1＋暗杠2：分别计明杠1番、暗杠2番，共3番。",
                                  Words("一明杠一暗杠合计5番，或分别计明杠1＋暗杠2＝3番。",
                                        "A melded and a concealed kong: 5 fans together, or melded 1 + concealed 2 = 3 fans."),
                                  doc_en=("5 fans together (the default): one melded kong and one concealed kong in "
                                          "a hand score 5 fans together. Melded 1 + concealed 2: they score "
                                          "separately, Melded Kong 1 fan and Concealed Kong 2 fans, 3 fans in all.")),
    },
    notes_zh={
        "The dealer discards first; play runs counter-clockwise (§4).":
            "庄家先打，逆时针轮流。",
        "吃 only from the left player; 和 > 碰/杠 > 吃; one winner only (截和: the nearest in turn order) (§4).":
            "只能吃上家；和 > 碰、杠 > 吃；只有一家和（截和：按顺序离打牌者最近的一家）。",
        "After 吃/碰 the player must discard: no kong, no win, no 补花 first (§4).":
            "吃碰后必须先打一张：不能杠、不能和、不能先补花。",
        "Only an added kong can be robbed (抢杠和); a concealed kong cannot (§4).":
            "只有加杠可以被抢（抢杠和）；暗杠不能抢。",
        "No 漏和/漏碰 restriction and no 报听 lock (§4, G4).":
            "没有漏和、漏碰的限制，也没有报听。",
        "The player who draws the last tile may win (妙手回春) or must discard; no kong and no 补花 on it; the last "
        "discard may only be claimed for 和 (海底捞月); otherwise 荒牌 (§3).":
            "摸到最后一张的人可以和（妙手回春），否则必须打出；最后一张不能杠、不能补花；最后打出的牌只能和（海底捞月），没人和就荒牌。",
        "If the last tile drawn is a flower it is set aside and, with nothing left to replace it, the hand is 荒牌 "
        "(engine decision).":
            "最后摸到的是花牌时亮出，已经没有牌可补，这一盘荒牌。",
        "A kong replacement that is a flower is replaced again, and a win on that tile is not 杠上开花 (§6 #46).":
            "杠后补到花牌就再补一张，和这张牌不算杠上开花。",
        "Only legal wins of 8+ fans (flowers excluded) are offered, so no 诈和 penalty exists (§5).":
            "只提供够8番（花牌不计）的合法和牌，所以没有诈和的罚分。",
    },
    notes_en={
        "The dealer discards first; play runs counter-clockwise (§4).":
            "The dealer discards first, and play runs counter-clockwise.",
        "吃 only from the left player; 和 > 碰/杠 > 吃; one winner only (截和: the nearest in turn order) (§4).":
            "You may chow only the discard of the player on your left. A win comes before a pung or kong, and "
            "those come before a chow. Only one player can win on a discard: if several could, the nearest in turn "
            "order after the discarder wins.",
        "After 吃/碰 the player must discard: no kong, no win, no 补花 first (§4).":
            "After a chow or pung you must discard first: you may not make a kong, win or replace a flower "
            "before that.",
        "Only an added kong can be robbed (抢杠和); a concealed kong cannot (§4).":
            "Only an added kong can be robbed (Robbing the Kong); a concealed kong cannot.",
        "No 漏和/漏碰 restriction and no 报听 lock (§4, G4).":
            "Passing up a win or a pung does not stop you from taking a later one, and there is no ready "
            "declaration.",
        "The player who draws the last tile may win (妙手回春) or must discard; no kong and no 补花 on it; the last "
        "discard may only be claimed for 和 (海底捞月); otherwise 荒牌 (§3).":
            "The player who draws the last tile may win on it (Last Tile Draw); otherwise he must discard. He may "
            "not make a kong or replace a flower then. The last discard may only be taken to win (Last Tile "
            "Claim); if nobody wins, the hand is a draw.",
        "If the last tile drawn is a flower it is set aside and, with nothing left to replace it, the hand is 荒牌 "
        "(engine decision).":
            "If the last tile drawn is a flower, it is laid out, but no tile is left to replace it, so the hand "
            "is a draw.",
        "A kong replacement that is a flower is replaced again, and a win on that tile is not 杠上开花 (§6 #46).":
            "If a kong's replacement tile is a flower, it is replaced again, and a win on that new tile does not "
            "count as Out with Replacement Tile.",
        "Only legal wins of 8+ fans (flowers excluded) are offered, so no 诈和 penalty exists (§5).":
            "The game offers a win only when the hand is complete and worth at least 8 fans without flowers, so "
            "you can never declare a wrong win and there is no penalty for one.",
    },
    terms={
        "国标麻将": "Chinese Official (MCR)",
        "国标": "MCR",
        "大众麻将": "Dazhong mahjong",
    },
    value_words={
        "immediate": Words("立即补", "at once"),
        "mcr8": Words("各8番", "8 fans each"),
        "dazhong": Words("48/32/24番", "48/32/24 fans"),
        "mingangang": Words("明暗杠5番", "5 fans together"),
        "separate_kongs": Words("明杠1＋暗杠2", "melded 1 + concealed 2"),
    },
    below_minimum=Words("只有{fans}番（{items}），国标起和8番，花牌不计",
                        "only {fans} fans ({items}); MCR needs 8, flowers not counted"),
    reach=Words("够{need}番", "reach {need} fans"),
    minimum_need=minimum_need,
)
