"""天津麻将: the rules-book text (`Book`, rules/variants/book.py), from docs/rules/.

The procedure, the minimum, the scoring sections, the Chinese of the rule options and of
the fixed decisions (`NOTES`), and the English of the Chinese terms its English texts keep."""
from __future__ import annotations

from typing import Any, Mapping

from ..book import Book, OptionText, ScoreGroup, Section, Words

# The book is data the start screen's card reads: the scorer is imported when a hand is scored.


def minimum_need(self_drawn: bool, options: Mapping[str, Any]) -> int:
    """What a win needs to reach the minimum (the scorer's minimum)."""
    from .scoring import MINIMUM
    return MINIMUM


BOOK = Book(
    short_name=Words("天津", "Tianjin"),
    procedure=(
        Section(Words("牌与座位", "Tiles and seats"),
                Words("136张，没有花牌。打风定座位，东家先坐庄；庄家和牌或荒庄连庄，闲家和牌下家坐庄；四圈一锅，重新打风。",
                      "136 tiles, no flowers. Seats are drawn with the winds and East deals first; the dealer keeps "
                      "the deal on his own win and on a draw, a win by another passes it on; after four rounds (a "
                      "cycle) seats are drawn again.")),
        Section(Words("坐庄与拉庄", "Sitting and pulling"),
                Words("拿牌前庄家选择坐不坐庄（和闲家之间输赢加倍），三家闲家同时选择不拉、拉一庄或拉两庄（和庄家之间每拉一次加倍）。",
                      "Before the deal the dealer chooses to sit (doubling every payment with him) and the three "
                      "others choose at once to pull 0, 1 or 2 times (each pull doubles their payments with the "
                      "dealer).")),
        Section(Words("翻混", "The wildcards"),
                Words("庄家对家掷骰，从牌尾数墩翻开一张：它和它的下一张（9→1，东南西北，中发白）是混儿，共7张，可当任何牌。",
                      "The dealer's opposite throws; the tile that many stacks from the tail is turned up. Its kind "
                      "and the next (9→1, East→South→West→North, Red→Green→White) are the wildcards, 7 in play, "
                      "standing for any tile.")),
        Section(Words("行牌", "Play"),
                Words("不能吃，只能碰杠；混儿不能碰、不能明杠。打出混儿就成小相公，这一盘不能和。",
                      "No chow, pung and kong only; a wildcard may not be punged or melded. Whoever discards a "
                      "wildcard is barred (xiaoxianggong) and cannot win this hand.")),
        Section(Words("和牌", "Winning"),
                Words("只能自摸（包括杠开），四组加一对，价值至少2分。",
                      "Self-draw only (a kong replacement win included), four sets and a pair, worth at least 2 points.")),
        Section(Words("结算", "Settlement"),
                Words("和牌价值由每家付（乘坐庄、拉庄倍数）；杠分也由每家付，荒庄也算；铲由庄家付。",
                      "Each other player pays the win's value (times the sitting and pulling factors); kongs are "
                      "paid by everyone, also on a draw; the shovel is paid by the dealer.")),
    ),
    minimum=Words("只能自摸，价值至少2分（素、混儿吊、捉伍儿、龙、杠开）",
                  "self-draw only, worth at least 2 points (no wildcards, a wildcard wait, catching the five, a 1-9 straight "
                  "or a kong replacement win)"),
    scoring_intro=Words("价值＝基本（提溜1、捉伍儿3、龙4、捉伍儿＋龙7）×各倍数；至少2才能和。杠分和铲另算。",
                        "Value = base (plain 1, catching the five 3, 1-9 straight 4, both 7) × the multipliers; a win "
                        "needs 2. Kongs and the shovel are paid apart."),
    groups={
        "add": ScoreGroup(Words("基本价值", "Base value"), "value"),
        "mul": ScoreGroup(Words("倍数（相乘）", "Multipliers"), "times"),
        "kong": ScoreGroup(Words("杠分（每家付）", "Kongs (paid by each player)"), "units"),
        "chan": ScoreGroup(Words("铲（庄家付）", "The shovel (paid by the dealer)"), "dealer_units"),
    },
    options={
        "flowers": OptionText(Words("花牌", "Flowers"),
                              "天津麻将不用花牌，固定。",
                              Words("天津不用花牌，固定。", "Tianjin plays without flowers; fixed."),
                              doc_en="Tianjin is played without flower tiles; this is fixed."),
        "huang_pass_if_others_konged": OptionText(
            Words("荒庄换庄", "Dealer after a draw"),
            "荒庄庄家连庄；打开：别人开过杠而庄家没有，就下庄。",
            Words("打开：荒庄时别人开过杠、庄家没开，庄家就下庄。",
                  "On: after a drawn hand the dealer passes the deal if others made kongs and he did not."),
            doc_en=("After a drawn hand the dealer keeps the deal. On: he passes the deal on if another player "
                    "made a kong and he made none.")),
        "match_rounds": OptionText(Words("圈数", "Rounds"),
                                   "庄家轮过四家为一圈（连庄不算），四圈为一锅，之后重新打风；8＝两锅。",
                                   Words("打一锅（4圈）还是两锅（8圈）。", "Play one cycle (4 rounds) or two (8 rounds)."),
                                   doc_en=("A round ends when the deal has gone once around all four players (a "
                                           "dealer keeping the deal does not count); four rounds make one cycle, "
                                           "after which seats are drawn again. 8: two cycles are played.")),
        "break_method": OptionText(Words("开牌方式", "Wall break"),
                                   "两次掷骰：庄家掷骰数到第二人，他再掷，两次之和在他的牌墙数墩；一次掷骰：庄家只掷一次，在自己面前的牌墙从右数墩开牌。",
                                   Words("一次掷骰：庄家只掷一次，就在自己面前的牌墙开牌。",
                                         "One throw: the dealer throws once and breaks the wall in front of himself."),
                                   doc_en=("Two throws: the dealer throws and counts round to a second player, who "
                                           "throws again; the two throws added together count the stacks along "
                                           "that player's wall. One throw: the dealer throws only once and counts "
                                           "that many stacks from the right end of his own wall.")),
        "hun_discard": OptionText(Words("打混儿", "Discarding a wildcard"),
                                  "能打，打了不能和：可以打出混儿，但打的人成了小相公，这一盘不能和。不能打：混儿一张都不许打出。",
                                  Words("能打：打出混儿的人这盘不能和（小相公）；不能打：混儿一张都不许打出。",
                                        "May discard: whoever discards a wildcard cannot win this hand (barred). "
                                        "Never discarded: wildcards cannot be discarded at all."),
                                  doc_en=("May discard, then can't win: a wildcard may be discarded, but whoever "
                                          "discards one is barred (xiaoxianggong) and cannot win this hand. Never "
                                          "discarded: a wildcard can never be discarded.")),
        "chan": OptionText(Words("铲", "Shovel"),
                           "铲：庄家打出第一张牌后，三家闲家依次都跟打同一种牌（各自的第一张），庄家就付给每家。只在第一圈算，中间有人碰杠就不算；固定。",
                           Words("三家都跟打庄家的第一张牌就是铲，庄家付每家；只在第一圈算，固定。",
                                 "Shovel: the three others all follow the dealer's first discard with the same tile, "
                                 "so the dealer pays each; first go-around only; fixed."),
                           doc_en=("The shovel: when the three other players follow the dealer's first discard one "
                                   "after another with the same tile, each as his own first discard, the dealer "
                                   "pays each of them. It counts in the first go-around only, and any pung or kong "
                                   "made before it is complete breaks it; this is fixed.")),
        "allow_plain_tiliu": OptionText(Words("提溜能不能和", "Plain win"),
                                        "和牌价值至少2分，手里有混的提溜（价值1分）不能和；打开则可以和。",
                                        Words("打开：手里有混的普通和（价值1分）也能和。",
                                              "On: a plain win worth 1 point with wildcards in hand may be declared."),
                                        doc_en=("A win must be worth at least 2 points, so a plain win with "
                                                "wildcards in hand (worth 1 point) cannot be declared. On: such a "
                                                "win may be declared.")),
        "combination": OptionText(Words("算分方式", "How values combine"),
                                  "捉伍儿和龙（一门1到9）的分相加（3＋4＝7），其余各项（素、混儿吊、杠开等）都是乘上去的倍数；固定。",
                                  Words("捉伍儿和龙相加（3＋4＝7），其余各项都是倍数，相乘；固定。",
                                        "Catching the Five and a Dragon (1-9 straight) add up (3 + 4 = 7); every "
                                        "other item multiplies the value; fixed."),
                                  doc_en=("Catching the Five and a Dragon (1 to 9 in one suit) add up (3 + 4 = 7); "
                                          "every other item, such as No Wildcards or a Wildcard Wait, multiplies "
                                          "the value. This is fixed.")),
        "zhuo_wu_value": OptionText(Words("捉伍儿价值", "Value of catching the five"),
                                    "捉伍儿算3。",
                                    Words("捉伍儿算3，固定。", "Catching the five is worth 3; fixed."),
                                    doc_en=("Catching the five (winning on the 5 Character as the middle of 4-5-6 "
                                            "Characters) is worth 3 points; this is fixed.")),
        "gold_kong_units": OptionText(Words("金杠分", "Golden kong"),
                                      "金杠（四张一样的混儿暗杠）：4：其他三家各付4；8：各付8，有的桌这样打。",
                                      Words("金杠每家付4还是8。", "Each player pays 4 or 8 for a golden kong (four wildcards)."),
                                      doc_en=("A golden kong (four identical wildcards declared as a concealed kong) "
                                              "is paid 4 by each other player. 8: each other player pays 8 for it "
                                              "instead, as some tables play.")),
        "chan_units": OptionText(Words("铲分", "Shovel units"),
                                 "铲（三家都跟打庄家的第一张牌）时庄家付每家的分：1：一个明杠的分；2：2分。都再乘坐庄、拉庄的倍数。",
                                 Words("铲（三家跟打庄家第一张）时庄家付每家1还是2，坐庄、拉庄再加倍。",
                                       "Shovel (all three follow the dealer's first discard): the dealer pays each of "
                                       "them 1 or 2, times the doubles of sitting and pulling, as every payment."),
                                 doc_en=("At a shovel (the three others all follow the dealer's first discard with "
                                         "the same tile) the dealer pays each of them 1, as much as one melded "
                                         "kong, or 2. This doubles if the dealer chose to sit, and doubles again "
                                         "for each time that player chose to pull.")),
        "gangkai": OptionText(Words("杠开倍数", "Kong replacement win"),
                              "杠开×2；按杠：明杠杠开×3，暗杠杠开×4。",
                              Words("按杠：明杠杠开×3、暗杠杠开×4，而不是一律×2。",
                                    "By kong: a win after a melded kong ×3, after a concealed one ×4, instead of ×2."),
                              doc_en=("Double: a win on a kong replacement is ×2. By kong: it is ×3 after a melded "
                                      "kong and ×4 after a concealed or golden kong.")),
        "tianhe": OptionText(Words("天和", "Heavenly win"),
                             "庄家起手十四张就和，×4。",
                             Words("关掉：庄家起手就和不再×4。", "Off: the dealer's win on his first 14 tiles is not ×4."),
                             doc_en=("On: a heavenly win (the dealer wins on his first 14 tiles) multiplies the "
                                     "value by 4. Off: it gets no extra multiplier.")),
        "kong_settlement": OptionText(Words("杠分结算", "When kongs are paid"),
                                      "杠分在一盘结束时和和牌一起结算，荒庄也算；固定（杠时就付，结果也一样）。",
                                      Words("杠分随这一盘一起结算，荒庄也算，固定。",
                                            "Kongs are paid with the hand, also on a draw; fixed."),
                                      doc_en=("Kongs are paid at the end of the hand together with the win, also "
                                              "when the hand is drawn; this is fixed. Paying them as they are made "
                                              "would give the same totals.")),
        "kou_ting": OptionText(Words("扣听", "Face-down ready (kou ting)"),
                               "×4：打出一张后听牌，可以扣听（牌扣下），之后只能和或打摸到的牌，不能碰杠；和了×4（先够起和2），扣听的人输给别人也×4。",
                               Words("×4：听牌时可扣听，之后自动摸打，和了×4；扣听后输也×4。",
                                     "×4: a ready player may lay his hand face down; his win is ×4, but he pays ×4 if another wins."),
                               doc_en=("Off: nobody lays his hand face down. ×4: a player whose discard leaves his "
                                       "hand ready may declare face-down ready with it; from then on he only wins "
                                       "or discards the tile he draws, with no pung or kong. His win counts ×4 "
                                       "(it must still reach 2 points without it), and if another player wins he "
                                       "pays ×4.")),
        "gold_kong_win": OptionText(Words("金杠胡/银杠胡", "Golden/silver kong win"),
                                    "打开：手里有第二种混儿（翻出那张的下一种）全部四张，自摸就和，算8（金杠胡）；有翻出那种牌剩下的三张，算6（银杠胡）；不看牌型。",
                                    Words("开：有第二种混儿的四张，或翻出那种剩下的三张，自摸即和，算8或6。",
                                          "On: holding all four tiles of the second wildcard kind, or the three left "
                                          "of the turned-up kind, wins on any self-draw: 8 or 6."),
                                    doc_en=("On: a self-drawn hand holding all four tiles of the wildcard kind "
                                            "that follows the turned-up tile (in hand or as a golden kong) wins "
                                            "whatever its shape, worth 8 (golden kong win); one holding the three "
                                            "remaining tiles of the turned-up kind wins worth 6 (silver kong win). "
                                            "This value is used when it beats the hand's usual value.")),
        "la_long_wu": OptionText(Words("拉龙五", "Dragon-or-five double"),
                                 "打开：带捉伍儿或龙（一门1到9）的和牌再×2。",
                                 Words("开：带捉伍儿或龙（一门1到9）的和牌再×2，例如龙4变8。",
                                       "On: a win with Catching the Five or a Dragon (1-9 straight) doubles, e.g. a "
                                       "Dragon worth 4 counts 8."),
                                 doc_en=("On: a win with Catching the Five or a Dragon (1 to 9 in one suit) counts "
                                         "double on top of every other multiplier, e.g. a Dragon worth 4 counts "
                                         "8.")),
        "su_gold_kong": OptionText(Words("金杠算不算素", "Golden kong and No Wildcards"),
                                   "金杠不算素：开了混儿金杠就算有混，不能算素；只看手牌：只看手里的牌，金杠以外没有混就算素（×2）。",
                                   Words("只看手牌：开了金杠，手里没有别的混儿也算素×2。",
                                         "Only the hand counts: with a golden kong and no other wildcard in hand, the "
                                         "win still counts No Wildcards (×2)."),
                                   doc_en=("A golden kong cancels it: a golden kong is made of wildcards, so a hand "
                                           "with one never counts No Wildcards. Only the hand counts: only the tiles in "
                                           "hand count, so with no other wildcard the win still doubles (×2) for "
                                           "No Wildcards.")),
        "cap": OptionText(Words("封顶", "Cap"),
                          "不封顶：和牌价值没有上限。8、16、32：一次和牌最多按这个价值付，例如封顶16时价值32的和只收16。",
                          Words("给和牌价值设上限，例如封顶16：32的和只收16。",
                                "Caps a win's value, e.g. with 16 a hand worth 32 collects 16."),
                          values=((0, Words("不封顶", "no cap")),),
                          doc_en=("No cap: a win's value has no upper limit. 8, 16 or 32: a win is paid at most "
                                  "that value, e.g. with a cap of 16 a hand worth 32 collects 16.")),
    },
    notes_zh={
        "136 tiles: 万 饼 条 1-9, 东南西北, 中发白, four of each; 17 stacks a side (§1).":
            "136张：万饼条1到9，东南西北，中发白，每种4张；每边17墩。",
        "打风 at the start and after each 锅 of 4 圈, again while the 上下家 order is unchanged; East deals first (§2).":
            "开局和每打完一锅（4圈）打风；上下家顺序没变就重打；东家先坐庄。",
        "The dealer keeps the deal on his own win and on 荒庄; a 闲家's win passes it on (§2).":
            "庄家和牌或荒庄连庄；闲家和牌就下庄。",
        "Deal 4-4-4 + the dealer's jump: the dealer 14, the others 13 (§3).":
            "抓牌4-4-4加庄家跳牌：庄家14张，其他人13张。",
        "翻混: the dealer's opposite throws n; the top tile of stack n from the tail is turned up and stays out of "
        "play; it and its successor (9→1, 东南西北, 中发白) are the 混儿, 7 live copies (§3).":
            "翻混：庄家的对家掷出n点，从牌尾数第n墩翻开上面一张，这张不再用；它和它的下一张（9→1，东南西北，中发白）是混儿，能用的共7张。",
        "The tail stacks 1..n-1 and the 混 stack's bottom tile are the kong-replacement reserve; 荒庄 when the stack "
        "before the 混 stack has been drawn (§3).":
            "牌尾第1到n−1墩和混儿那墩下面的一张留作杠后补牌；摸到混儿那墩前一墩就荒庄。",
        "坐庄, then 拉庄 (hidden until all three chose), both before 翻混 and the deal (§8).":
            "先坐庄，再拉庄（三家都选好才亮），都在翻混和抓牌之前。",
        "碰 and 杠 only, no 吃; no win on a discard, no robbing a kong: self-draw only, 杠开 included (§4, J10).":
            "只能碰杠，不能吃；不能和别人打的牌，不能抢杠：只能自摸，杠开也算。",
        "混 stand for any tile in the winning shape, never in a 碰 or 明杠; four identical 混 may be a 金杠 (§4).":
            "混儿在和牌时可当任何牌，但不能用来碰或明杠；四张一样的混儿可以暗杠成金杠。",
        "Four sets and a pair only: no 七对, 十三幺 or 全不靠 (§5).":
            "只认四组加一对：没有七对、十三幺、全不靠。",
    },
    notes_en={
        "136 tiles: 万 饼 条 1-9, 东南西北, 中发白, four of each; 17 stacks a side (§1).":
            "There are 136 tiles: Characters, Dots and Bamboo 1 to 9, the four winds and the three dragons, four "
            "of each. Each side of the wall is 17 stacks long.",
        "打风 at the start and after each 锅 of 4 圈, again while the 上下家 order is unchanged; East deals first (§2).":
            "Seats are drawn with the winds at the start and after every cycle of four rounds; if everyone keeps "
            "the same neighbours, they are drawn again. East deals first.",
        "The dealer keeps the deal on his own win and on 荒庄; a 闲家's win passes it on (§2).":
            "The dealer keeps the deal when he wins or the hand is a draw; when a non-dealer wins, the deal "
            "passes on.",
        "Deal 4-4-4 + the dealer's jump: the dealer 14, the others 13 (§3).":
            "Everyone takes four tiles three times, then the dealer jumps and takes two more, the others one "
            "each: the dealer has 14 tiles, the others 13.",
        "翻混: the dealer's opposite throws n; the top tile of stack n from the tail is turned up and stays out of "
        "play; it and its successor (9→1, 东南西北, 中发白) are the 混儿, 7 live copies (§3).":
            "The wildcard reveal: the player opposite the dealer throws the dice; the top tile of the stack that "
            "many from the tail is turned up and stays out of play. Its kind and the next (9 to 1, East South West "
            "North, Red Green White) are the wildcards, 7 tiles in play.",
        "The tail stacks 1..n-1 and the 混 stack's bottom tile are the kong-replacement reserve; 荒庄 when the stack "
        "before the 混 stack has been drawn (§3).":
            "The stacks at the tail before the wildcard's stack, and the tile under the turned-up one, are kept for "
            "kong replacements. The hand is a draw once the stack just before the wildcard's stack is drawn.",
        "坐庄, then 拉庄 (hidden until all three chose), both before 翻混 and the deal (§8).":
            "First the dealer chooses whether to sit, then the others choose whether to pull (hidden until all "
            "three have chosen), both before the wildcard reveal and the deal.",
        "碰 and 杠 only, no 吃; no win on a discard, no robbing a kong: self-draw only, 杠开 included (§4, J10).":
            "Pung and kong only, no chow. There is no win on a discard and no robbing a kong: every win is a "
            "self-draw, a Win on a Kong Replacement included.",
        "混 stand for any tile in the winning shape, never in a 碰 or 明杠; four identical 混 may be a 金杠 (§4).":
            "Wildcards stand for any tile in a winning hand, but never in a pung or melded kong. Four identical "
            "wildcards may be declared as a concealed kong: a golden kong.",
        "Four sets and a pair only: no 七对, 十三幺 or 全不靠 (§5).":
            "Only four sets and a pair can win: there is no Seven Pairs, Thirteen Orphans or Lesser Honors and "
            "Knitted Tiles.",
    },
    terms={
        "天津麻将": "Tianjin",
        "天津": "Tianjin",
        "坐庄": "sitting",
        "拉庄": "pulling",
        "翻混": "wildcard reveal",
        "单混儿吊": "single wildcard wait",
        "双混儿吊": "double wildcard wait",
        "混儿": "wildcard",
        "混": "wildcard",
        "小相公": "barred (xiaoxianggong)",
        "本混龙": "dragon in the wildcard suit",
        "铲": "shovel",
        "打风": "seat draw",
        "锅": "cycle",
        "扣听": "face-down ready (kou ting)",
        "金杠胡": "golden kong win",
        "银杠胡": "silver kong win",
        "拉龙五": "dragon-or-five double",
    },
    value_words={
        "two_throw": Words("两次掷骰", "two throws"),
        "qq_single": Words("一次掷骰", "one throw"),
        "xiaoxianggong": Words("能打，打了不能和", "may discard, then can't win"),
        "forbidden": Words("不能打", "never discarded"),
        "first_go_around": Words("第一圈", "first go-around"),
        "written": Words("先相加再相乘", "add, then multiply"),
        "end_of_hand": Words("一盘结束时", "end of hand"),
        "by_kong": Words("按杠", "by kong"),
        "off": Words("不扣听", "off"),
        "x4": Words("扣听×4", "×4"),
        "not_su": Words("金杠不算素", "a golden kong cancels it"),
        "su": Words("只看手牌", "only the hand counts"),
    },
    tile_role=Words("打牌用；每盘翻混，任何一种都可能成为混儿", "played; any kind may be made a wildcard by the hand's reveal"),
    wildcards=Words("翻出的牌和它的下一张共7张，可当任何牌", "the flipped tile's kind and the next, 7 tiles, stand for any tile"),
    below_minimum=Words("价值{value}分，天津起和2分：素、混儿吊、捉伍儿、龙、杠开才够",
                        "worth {value} points; Tianjin needs 2: no wildcards, a wildcard wait, catching the five, "
                        "a dragon (1-9 of a suit) or a kong replacement win"),
    reach=Words("够{need}分", "reach {need} points"),
    minimum_need=minimum_need,
)
