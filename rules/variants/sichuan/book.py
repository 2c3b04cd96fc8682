"""四川麻将·血战到底: the rules-book text (`Book`, rules/variants/book.py), from docs/rules/.

The procedure, the minimum, the scoring sections, the Chinese of the rule options and of
the fixed decisions (`NOTES`), and the English of the Chinese terms its English texts keep."""
from __future__ import annotations

from ..book import Book, OptionText, ScoreGroup, Section, Words

BOOK = Book(
    short_name=Words("四川", "Sichuan"),
    procedure=(
        Section(Words("牌与庄家", "Tiles and dealer"),
                Words("108张，只有万筒条，没有字牌和花牌。每盘掷骰定庄。",
                      "108 tiles, characters, dots and bamboo only. The dealer is chosen by dice every hand.")),
        Section(Words("换三张（房间选项）", "Exchange three (room option)"),
                Words("每人选同一花色的三张牌，全部选好后庄家掷骰定方向（顺时针、逆时针或对家）交换。",
                      "Each player picks three tiles of one suit; then the dealer's dice choose the direction "
                      "(clockwise, counter-clockwise or across) and the tiles move.")),
        Section(Words("定缺", "Void suit"),
                Words("每人暗选一门不要的花色，同时亮出。手里有这门牌时必须先打掉，也不能碰杠它；有它就不能和。",
                      "Each player secretly chooses a suit to void; the choices are shown together. While he holds "
                      "that suit he must discard it first and may not pung or kong it; holding it, he cannot win.")),
        Section(Words("行牌", "Play"),
                Words("不能吃，只能碰和杠（直杠、面下杠、暗杠），杠立即收钱（刮风下雨）。",
                      "No chow; pung and kong only (direct, added, concealed), each kong paid at once (wind and "
                      "rain).")),
        Section(Words("血战到底", "Bloody battle"),
                Words("一家和了不结束：和牌的人离场，其余人继续，直到三家和牌或牌摸完。一炮可以多响。",
                      "A win does not end the hand: the winner leaves, the others play on until three have won or "
                      "the wall is empty. Several players may win on one discard.")),
        Section(Words("流局", "When the wall runs out"),
                Words("查花猪（三门都有的赔16倍）、查大叫（没听牌的赔给听牌的）、没听牌的退还杠钱。",
                      "The flower-pig check (a hand with all three suits pays 16×), the not-ready check (a player "
                      "not ready pays each ready player his best fan); players not ready return their kong income.")),
    ),
    minimum=Words("没有番数要求，平胡就能和；但必须缺一门，手里不能有定缺的花色",
                  "none: a plain win counts, but the hand must lack a suit and hold none of the void suit"),
    scoring_intro=Words("基本番型只算最大的一个，加番都可以叠加；天胡地胡单独计算。付钱按2的（番−1）次方，默认6番封顶。",
                        "Only the highest base pattern counts, every extra adds; a heavenly or earthly win counts "
                        "alone. A payment is 2^(fans−1) stakes, capped at 6 fans by default."),
    groups={
        "base": ScoreGroup(Words("基本番型（只算最大的一个）", "Base patterns (only the highest counts)"), "fans"),
        "special": ScoreGroup(Words("特殊（单独计算）", "Special (counts alone)"), "fans"),
        "extra": ScoreGroup(Words("加番（可以叠加）", "Extras (add up)"), "plus_fans"),
    },
    options={
        "exchange_three": OptionText(Words("换三张", "Exchange three"),
                                     "血战换三张房间打开：每人换出同一花色三张，庄家掷骰定方向，然后定缺；经典血战默认关闭。",
                                     Words("开局每人换出同一门三张，方向由庄家掷骰定；例：拆掉一门废牌",
                                           "Each player passes three tiles of one suit first; e.g. shed a weak suit"),
                                     doc_en=("On: before choosing the void suit, each player passes three tiles of "
                                             "one suit, and the dealer's dice decide the direction: clockwise, "
                                             "counter-clockwise or across. Off (the default): the classic bloody "
                                             "battle, with no exchange.")),
        "dealer_rule": OptionText(Words("定庄方式", "How the dealer is chosen"),
                                  "掷骰（默认）：每盘掷骰定庄。第一个和牌的人：上一盘第一个和牌的人坐庄（一炮多响时点炮的人坐庄，流局连庄）。",
                                  Words("每盘掷骰定庄，或上一盘第一个和牌的人坐庄",
                                        "Dice every hand, or the first winner of the last hand deals"),
                                  doc_en=("Dice (the default): the dealer is chosen by dice every hand. First "
                                          "winner: the first player to win in the last hand deals; when several "
                                          "players won on the same discard the discarder deals, and when nobody won "
                                          "the dealer stays.")),
        "match_hands": OptionText(Words("每场盘数", "Hands per session"),
                                  "房间设定的盘数。",
                                  Words("一场打几盘", "How many hands a session lasts"),
                                  doc_en=("The number of hands a session lasts, set for the room: 8 by default, or "
                                          "16 or 4.")),
        "fan_cap": OptionText(Words("番数封顶", "Fan cap"),
                              "付钱时的番数封顶，默认6番（32倍）；也可以选5、4、3番，或不封顶。和牌和查大叫都封顶，封顶更低时查花猪的16倍也封顶。",
                              Words("一次付钱最多算几番；例：6番封顶时清龙七对加根也只付32",
                                    "The most fans a payment counts; e.g. at 6 a pure dragon seven pairs with a root (7 fans) pays only 32"),
                              values=((0, Words("不封顶", "no cap")),),
                              doc_en=("6 (the default): a payment counts at most 6 fans, which is 32 stakes (1 fan "
                                      "is 1 stake and each further fan doubles it). 5, 4 or 3: a lower cap. No cap: "
                                      "no limit. The cap applies to every win and to the not-ready check; at 4 or 3 "
                                      "it also cuts the flower pig's 16 stakes to 8 or 4.")),
        "zhigang_mult": OptionText(Words("直杠倍数", "Direct kong payment"),
                                   "直杠（别人打出第四张）由打牌的人付：2（默认）：付2倍底；1：付1倍底。",
                                   Words("点杠的人付直杠几倍底", "How many stakes the discarder pays for a direct kong"),
                                   doc_en=("2 (the default): a direct kong, made on another player's discard of the "
                                           "fourth tile, is paid 2 stakes by that discarder. 1: he pays 1 stake.")),
        "zimo": OptionText(Words("自摸加番还是加底", "Self-draw bonus"),
                           "自摸加1番（加番）；加底：自摸加底，每家多付一底；不加：自摸和点炮一样算番，只是每家都付。",
                           Words("自摸多算1番、每家多付1底，或不加", "A self-draw adds a fan, a stake from each payer, or nothing"),
                           doc_en=("A fan (the default): a self-drawn win adds 1 fan. A base: no extra fan, but "
                                   "every player who pays adds one stake. Nothing: a self-draw counts the same fans "
                                   "as a win on a discard, only it is paid by every other player still in.")),
        "guoshui": OptionText(Words("过水", "Passed win"),
                              "放过和牌后，到自己下次摸牌前，只有番数更高才能和别人的牌；关：不限制。",
                              Words("放过和牌后，摸牌前只能和更大的番；例：放过平胡等清一色",
                                    "After passing a win, only a bigger one until you draw; e.g. pass a plain win, then win only with a flush"),
                              doc_en=("Higher only (the default): after passing up a win on a discard, until your "
                                      "next draw you may win on a discard only with more fans than the win you "
                                      "passed. Off: no such limit. Passing up a self-drawn win never counts.")),
        "guopeng": OptionText(Words("过碰", "Passed pung"),
                              "放过碰后，到自己下次摸牌前不能碰同一张牌。",
                              Words("放过碰后，摸牌前不能再碰同一张", "After passing a pung, not the same tile until you draw"),
                              doc_en=("On (the default): after passing up a pung, you may not pung the same tile "
                                      "until your next draw. Off: you may pung it again at once.")),
        "huazhu_payees": OptionText(Words("花猪赔给谁", "Who the flower pig pays"),
                                    "流局时花猪（三门都有）赔16倍。还在场的人（默认）：只赔给还在场、不是花猪的人；所有人：已和牌的人也收。",
                                    Words("查花猪时已和牌的人收不收钱", "Whether players who have won are paid by a flower pig"),
                                    doc_en=("When the wall runs out, a flower pig (a player still holding all three "
                                            "suits) pays 16 stakes to the others. Players still in (the default): "
                                            "only the players still in the hand who are not flower pigs are paid. "
                                            "Everyone: the players who have already won are paid too.")),
        "forced_win_tiles": OptionText(Words("最后四张必和", "Forced win at the end"),
                                       "4（默认）：牌墙只剩最后四张时，能和的人必须和；0：不强制和。",
                                       Words("牌墙剩最后四张时能和必须和", "In the last four wall tiles a player who can win must"),
                                       doc_en=("4 (the default): once only the last four wall tiles are left, a "
                                               "player who can win must win; he cannot pass or do anything else. 0: "
                                               "nobody is forced to win.")),
        "call_transfer": OptionText(Words("呼叫转移", "Call transfer"),
                                    "开：杠后补牌打出的牌点炮（杠上炮），这个杠收到的钱全部转给和牌的人（一炮多响时平分，零头给第一家）；关：不转。",
                                    Words("杠上炮时，这个杠收的钱转给和牌的人；杠后打牌要小心",
                                          "A discard after one's kong that deals in hands that kong's money to the winner"),
                                    doc_en=("On: if a player discards right after drawing his kong's replacement "
                                            "tile and someone wins on that discard, all the money that kong earned "
                                            "goes to the winner (split evenly among several winners, any remainder "
                                            "to the first). Off (the default): he keeps the kong's money.")),
        "play_on": OptionText(Words("血战到底还是血流成河", "Bloody battle or bloody river"),
                              "血战到底：和牌的人离场，三家和牌或牌摸完为止；血流成河：和牌后把和的那张放在一边，手牌锁定（摸到的牌只能和或打出），"
                              "可以一直和下去，每次和牌都当场算钱，牌摸完才结束；流局时只查没和过牌的人。",
                              Words("血流成河：和了不离场，牌摸完前可以一直和", "Bloody river: a winner stays in and may win again until the wall ends"),
                              doc_en=("Bloody battle (the default): a winner leaves the hand, and it ends when three "
                                      "players have won or the wall is empty. Bloody river: a winner sets his "
                                      "winning tile aside and stays in with his hand locked (he may only win, or "
                                      "discard the tile he draws); he may win again and again, each win paid at "
                                      "once, and the hand ends only when the wall is empty. At that end only the "
                                      "players who never won are checked.")),
        "men_qing": OptionText(Words("门清", "Concealed hand"),
                               "开：和牌时没有碰、直杠、面下杠（暗杠可以）加1番。",
                               Words("没碰没明杠的和牌加1番；例：七对、暗杠都算门清",
                                     "+1 fan for a win without a pung or exposed kong; a concealed kong is fine"),
                               doc_en=("On: a win with no pung, direct kong or added kong adds 1 fan; a concealed "
                                       "kong is allowed. Off (the default): no extra fan.")),
        "zhong_zhang": OptionText(Words("中张", "All simples"),
                                  "开：整手牌（连碰杠）没有一和九加1番（断幺九）。",
                                  Words("整手牌没有一和九加1番；例：234万567筒", "+1 fan for a hand without a 1 or 9; e.g. 234m 567p"),
                                  doc_en=("On: a win with no 1 or 9 anywhere in the hand, melds included, adds 1 "
                                          "fan. Off (the default): no extra fan.")),
        "tian_di_hu": OptionText(Words("天地胡", "Heavenly and earthly wins"),
                                 "开（默认）：天胡、地胡单独算6番；关：这样的和牌按普通和牌算番。",
                                 Words("关掉后天胡地胡按普通和牌算", "Off: a heavenly or earthly win scores as an ordinary win"),
                                 doc_en=("On (the default): a Heavenly Win (the dealer wins on his dealt tiles) or "
                                         "an Earthly Win (a win on the dealer's first discard or on a non-dealer's "
                                         "first draw, before any pung or kong) counts 6 fans on its own. Off: such a "
                                         "hand scores as an ordinary win.")),
        "dian_gang_hua": OptionText(Words("点杠花", "Win on a fed kong's replacement"),
                                    "别人打出第四张让你直杠，补牌自摸：当自摸（默认，每家都付）；当点炮：只由点杠的人按点炮付（不加自摸）。",
                                    Words("点杠后杠上花由谁付：当自摸每家付，或点杠的人一家付",
                                          "A win on a fed kong's replacement: paid as a self-draw, or by the feeder alone"),
                                    doc_en=("This is a win on the replacement tile of a direct kong made on another "
                                            "player's discard. As a self-draw (the default): it counts as a "
                                            "self-drawn win and every player still in pays. The feeder pays: it "
                                            "counts as a win on a discard, without the self-draw extra, and only the "
                                            "player whose discard fed the kong pays.")),
        "jin_gou_diao": OptionText(Words("金钩钓", "Golden hook"),
                                   "开（默认）：四组都碰杠出来、单钓最后一张和牌加1番；关：不加。",
                                   Words("四组都碰杠出来单钓和牌加不加1番", "Whether a win on the last single tile after four melds adds a fan"),
                                   doc_en=("On (the default): a win on the single tile left in the hand after four "
                                           "pungs or kongs have been melded adds 1 fan (Golden Hook). Off: no extra "
                                           "fan.")),
        "hai_di": OptionText(Words("海底", "Last tile"),
                             "开（默认）：摸最后一张自摸（海底捞月）或和它之后打出的牌（海底炮）加1番；关：不加。",
                             Words("最后一张自摸或和最后一张打出的牌加不加1番",
                                   "Whether a win on the last wall tile or the discard after it adds a fan"),
                             doc_en=("On (the default): a self-draw on the last wall tile (Last Tile Self-Drawn) or "
                                     "a win on the discard after it (Last Discard) adds 1 fan. Off: no extra fan.")),
        "pung_root": OptionText(Words("碰加手里第四张算根", "A pung plus its fourth tile as a root"),
                                "开（默认）：碰了以后手里还有第四张也算一根；关：只有手里四张一样的才算根。",
                                Words("碰了的牌手里还有第四张算不算根", "Whether a pung with its fourth tile in hand counts as a root"),
                                doc_en=("A root is four identical tiles in a winning hand that were not declared as "
                                        "a kong; each adds 1 fan. On (the default): a melded pung whose fourth tile "
                                        "is in your hand counts as a root. Off: only four identical tiles held in "
                                        "the hand count.")),
    },
    notes_zh={
        "108 tiles (万 筒 条 ×4), no honours or flowers; walls of 14/13/14/13 stacks (E/S/W/N) (§1, §3).":
            "108张（万筒条各4张），没有字牌和花牌；牌墙东南西北各14、13、14、13墩。",
        "The break: the dealer throws two dice once, counts seats (himself 1), then that many stacks from the right "
        "of that wall; the deal 4-4-4 + jump, the dealer 14 (§3).":
            "开牌：庄家掷一次两颗骰子，从自己数起数到一家，再从那家牌墙右边数同样的墩数；抓牌4-4-4加跳牌，庄家14张。",
        "Kong replacements come from the tail; there is no dead wall: every tile is drawn (§3).":
            "杠后从牌尾补牌；不留牌，所有牌都摸完。",
        "换三张 first, then 定缺 (§4). 定缺 is secret and revealed together; while a player holds tiles of his void suit "
        "he must discard one of them; he may never 碰/杠 them; a hand holding them cannot win (§4).":
            "先换三张，再定缺。定缺扣着、一起亮；手里有缺门的牌就必须先打它，缺门的牌不能碰杠，有它就不能和。",
        "No chow. 胡 > 杠/碰; every player who can win on a discard wins (一炮多响) (§5).":
            "不能吃。胡 > 杠、碰；能和同一张牌的人都和（一炮多响）。",
        "Only a 面下杠 (a pung's fourth tile) can be robbed; a robbed kong is not paid (§5, §8).":
            "只有面下杠（碰后加的第四张）可以被抢；被抢的杠不收钱。",
        "血战: a winner lays his hand down and leaves play (no draws, claims, or payments after); play resumes after "
        "the last winner (counted from the discarder) and ends when three have won or the wall is empty (§5; option "
        "play_on: 血流成河).":
            "血战：和牌的人摊牌离场（之后不摸、不吃碰、不付不收）；从最后一个和牌的人的下家接着打（从打牌者数起），三家和牌或牌摸完为止"
            "（血流成河见房间选项）。",
        "Only the highest base pattern counts; 根, 杠, 杠上花, 杠上炮, 抢杠胡, 自摸, 金钩钓, 海底 add 1 番 each; 天胡/地胡 count 6 alone; "
        "龙七对 counts one 根 less (§7).":
            "基本番型只算最大的一个；根、杠、杠上花、杠上炮、抢杠胡、自摸、金钩钓、海底各加1番；天胡、地胡单独算6番；龙七对少算一个根。",
        "地胡: on the dealer's first discard, or a non-dealer's first draw, before any pung or kong (C8).":
            "地胡：和庄家打的第一张牌，或闲家第一次摸牌就自摸，之前没有人碰杠。",
        "Payment 2^(番−1) × stake: self-drawn, every player still in pays; on a discard, the discarder pays each "
        "winner. Kongs are paid at once: 直杠 by the discarder, 面下杠 1× and 暗杠 2× by everyone still in (§8).":
            "付钱：2的（番−1）次方乘底；自摸时还在场的每家付，点炮时打牌的人付给每个和牌的人。杠当场收钱：直杠由打牌的人付，面下杠每家1倍、暗杠每家2倍。",
        "流局: each 花猪 (three suits) pays 16×; each player not ready pays every ready player his best possible 番 "
        "(counted as a discard win, no situational extras); every player not ready (花猪 too) returns his kong income "
        "(§8).":
            "流局：花猪（三门都有）赔16倍；其余没听牌的人按听牌人能和的最大番赔给他（按点炮算，不加情况番）；没听牌的人（花猪也是）退还杠钱。",
        "过水 does not apply to passing a self-drawn win (the rule speaks of winning on a discard).":
            "放过自摸不算过水（规则只说和别人打的牌）。",
    },
    notes_en={
        "108 tiles (万 筒 条 ×4), no honours or flowers; walls of 14/13/14/13 stacks (E/S/W/N) (§1, §3).":
            "There are 108 tiles: Characters, Dots and Bamboo, four of each, with no winds, dragons or flowers. "
            "The walls of East, South, West and North are 14, 13, 14 and 13 stacks long.",
        "The break: the dealer throws two dice once, counts seats (himself 1), then that many stacks from the right "
        "of that wall; the deal 4-4-4 + jump, the dealer 14 (§3).":
            "To break the wall, the dealer throws two dice once and counts round the players, himself as 1, then "
            "counts as many stacks from the right end of that player's wall. Everyone takes four tiles three "
            "times, then the dealer jumps and takes two more, the others one each: the dealer has 14.",
        "Kong replacements come from the tail; there is no dead wall: every tile is drawn (§3).":
            "A kong's replacement tile comes from the tail of the wall. No tiles are kept back: every tile is "
            "drawn.",
        "换三张 first, then 定缺 (§4). 定缺 is secret and revealed together; while a player holds tiles of his void suit "
        "he must discard one of them; he may never 碰/杠 them; a hand holding them cannot win (§4).":
            "First comes the exchange three (when the room plays it), then the void suit. Each player picks his "
            "void suit face down and all are shown together. While you hold tiles of your void suit you must "
            "discard them first; you may never pung or kong them, and a hand holding one cannot win.",
        "No chow. 胡 > 杠/碰; every player who can win on a discard wins (一炮多响) (§5).":
            "There is no chow. A win comes before a kong or pung, and every player who can win on a discard wins "
            "(several winners on one discard).",
        "Only a 面下杠 (a pung's fourth tile) can be robbed; a robbed kong is not paid (§5, §8).":
            "Only an added kong (the fourth tile added to a pung) can be robbed; a kong that is robbed earns no "
            "kong payment.",
        "血战: a winner lays his hand down and leaves play (no draws, claims, or payments after); play resumes after "
        "the last winner (counted from the discarder) and ends when three have won or the wall is empty (§5; option "
        "play_on: 血流成河).":
            "Bloody battle: a winner lays his hand down and leaves play; after that he draws, claims, pays and "
            "collects nothing. Play goes on from the player after the last winner (counting from the discarder) "
            "and ends when three have won or the wall is empty. The bloody river is a room rule.",
        "Only the highest base pattern counts; 根, 杠, 杠上花, 杠上炮, 抢杠胡, 自摸, 金钩钓, 海底 add 1 番 each; 天胡/地胡 count 6 alone; "
        "龙七对 counts one 根 less (§7).":
            "Only the highest base pattern counts. Each root and each kong adds 1 fan, as do a Win on a Kong "
            "Replacement, a Win on a Discard after a Kong, Robbing a Kong, Self-Drawn, Golden Hook and a last-tile "
            "win. A Heavenly or Earthly Win counts 6 fans alone. Dragon Seven Pairs counts one root fewer (its "
            "four of a kind is already in its value).",
        "地胡: on the dealer's first discard, or a non-dealer's first draw, before any pung or kong (C8).":
            "An Earthly Win is a win on the dealer's first discard, or a non-dealer's self-draw on his first draw, "
            "before anyone has made a pung or kong.",
        "Payment 2^(番−1) × stake: self-drawn, every player still in pays; on a discard, the discarder pays each "
        "winner. Kongs are paid at once: 直杠 by the discarder, 面下杠 1× and 暗杠 2× by everyone still in (§8).":
            "A win is paid 1 stake for 1 fan, doubling with each further fan (2 fans 2, 3 fans 4): by every "
            "player still in for a self-draw, by the discarder to each winner on a discard. Kongs are paid at once: a direct kong by the discarder, an "
            "added kong 1 stake and a concealed kong 2 stakes by everyone still in.",
        "流局: each 花猪 (three suits) pays 16×; each player not ready pays every ready player his best possible 番 "
        "(counted as a discard win, no situational extras); every player not ready (花猪 too) returns his kong income "
        "(§8).":
            "When the wall runs out, each flower pig (a player still holding all three suits) pays 16 stakes. "
            "Each other player who is not ready pays each ready player the most that player's hand could win, "
            "counted as a win on a discard with no extras for how it is won. Every player not ready, flower pigs "
            "too, gives back his kong money.",
        "过水 does not apply to passing a self-drawn win (the rule speaks of winning on a discard).":
            "Passing up a self-drawn win is not a passed win: that rule is only about winning on a discard.",
    },
    terms={
        "四川血战": "Sichuan bloody battle",
        "四川": "Sichuan",
        "血战换三张": "bloody battle with exchange",
        "经典血战": "classic bloody battle",
        "血战到底": "bloody battle",
        "血战": "bloody battle",
        "定缺": "void suit",
        "换三张": "exchange three",
        "刮风下雨": "wind and rain",
        "查花猪": "flower-pig check",
        "花猪": "flower pig",
        "查大叫": "not-ready check",
        "退杠钱": "kong refund",
        "呼叫转移": "call transfer",
        "血流成河": "bloody river",
        "门清": "concealed hand",
        "中张": "all simples",
        "点杠花": "win on a fed kong's replacement",
        "杠上炮": "discard after a kong",
    },
    value_words={
        "dice": Words("掷骰", "dice"),
        "first_winner": Words("第一个和牌的人", "first winner"),
        "fan": Words("加番", "a fan"),
        "base": Words("加底", "a base"),
        "higher": Words("更高番才能和", "higher only"),
        "non_winners": Words("还在场的人", "players still in"),
        "all": Words("所有人", "everyone"),
        "none": Words("不加", "nothing"),
        "bloody_battle": Words("血战到底", "bloody battle"),
        "bloody_river": Words("血流成河", "bloody river"),
        "self_drawn": Words("当自摸", "as a self-draw"),
        "discarder": Words("点杠的人付", "the feeder pays"),
    },
    missing_suit=Words("三门都有：四川必须缺一门才能和", "the hand holds all three suits: Sichuan needs one suit missing"),
    play_on=Words("血战到底：和牌的人离场，其余人继续，直到{n}家和牌或牌摸完",
                  "bloody battle: a winner leaves, the others play on until {n} have won or the wall is empty"),
    winners_stay=Words("血流成河：和牌的人不离场，和了还可以再和，直到牌摸完",
                       "bloody river: a winner stays in and may win again, until the wall is empty"),
    already_won=Words("你已经和了：血战中和牌后不再参与", "you have already won: in a bloody battle a winner takes no further part"),
)
