"""二人麻将（71张）: the rules-book text (`Book`, rules/variants/book.py), from
docs/rules/two-player-71.md.

The procedure (§1-§8), the minimum, the scoring sections, the Chinese of the rule options
(options.py) and of the fixed decisions (`NOTES`), and the words for the options' own values."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from ..book import Book, OptionText, ScoreGroup, Section, Words

if TYPE_CHECKING:
    from ...scoring import ScoreResult, WinContext

# The book is data the start screen's card reads: the scorer is imported when a hand is scored.


def minimum_facts(ctx: WinContext, result: ScoreResult, options: Mapping[str, Any]) -> Mapping[str, int]:
    """The 番 of the 花牌 indicator in a win short of the minimum (they do not count toward it)."""
    from .rows import BONUS, ROWS
    bonus = frozenset(row.key for row in ROWS if row.has(BONUS))
    from .scoring import minimum_of
    return {"indicator": sum(i.value * i.count for i in result.items if i.key in bonus), "need": minimum_of(options)}


def minimum_need(self_drawn: bool, options: Mapping[str, Any]) -> int:
    """The fans a win needs besides the indicator (the scorer's minimum)."""
    from .scoring import minimum_of
    return minimum_of(options)


BOOK = Book(
    short_name=Words("二人", "Two-player"),
    procedure=(
        Section(Words("牌", "Tiles"),
                Words("136张（万筒条、东南西北、中发白，各4张），没有花牌。洗好后前71张是牌墙，其余65张扣着作备用牌，"
                      "只用于开局换牌、翻花牌和海底捞月。71张用完这盘就结束。",
                      "136 tiles (characters, dots, bamboo, winds and dragons, four of each), no flowers. After "
                      "the shuffle the first 71 are the live deck; the other 65 stay face down as the reserve, "
                      "used only for the opening exchange, the indicator and the last-chance draw. When the 71 "
                      "are used up the hand ends.")),
        Section(Words("庄家与座位", "Dealer and seats"),
                Words("两人：庄家和闲家。第一盘随机定庄，谁和牌下一盘谁坐庄，流局庄家连庄。庄家是东风，闲家是南风，场风一直是东。",
                      "Two players, the dealer and the non-dealer. The first dealer is drawn at random; the "
                      "winner deals the next hand, and after a drawn hand the dealer stays. The dealer sits "
                      "East, the other South, and the prevalent wind is always East.")),
        Section(Words("发牌与换牌", "Deal and exchange"),
                Words("庄家14张，闲家13张，牌墙剩44张。发完后两人同时暗中选任意张数的牌换掉：放回备用牌，再从备用牌里随机补回同样张数，牌墙仍是44张。",
                      "The dealer gets 14 tiles, the other 13, leaving 44 in the live deck. Then both secretly "
                      "mark any number of tiles at once: they go back to the reserve and as many come from it "
                      "at random; the live deck stays at 44.")),
        Section(Words("花牌", "The indicator"),
                Words("换牌后从备用牌翻开一张放在牌墙上，就是花牌。和牌时手里（含副露和和的那张）每有一张和它一样的牌多算1番，但不算在起和的1番里。",
                      "After the exchange one reserve tile is turned face up on the wall: the indicator. Each "
                      "identical tile in the winner's complete hand (melds and the winning tile included) adds "
                      "1 fan, which does not count toward the 1-fan minimum.")),
        Section(Words("行牌", "Play"),
                Words("庄家先打。对手打出的牌可以吃、碰、明杠或和；自己摸牌后可以暗杠、加杠或自摸。杠后从牌墙末端补牌。"
                      "只有加杠可以被抢（抢杠），按自摸计再加抢杠。没有振听。",
                      "The dealer discards first. On the opponent's discard a player may chow, pung, make a "
                      "melded kong or win; after his own draw he may make a concealed or added kong, or win. A "
                      "kong is replaced from the end of the live deck. Only an added kong can be robbed, scored "
                      "as a self-draw plus robbing a kong. A player may win on any tile, even one he passed.")),
        Section(Words("报听", "Ready declaration"),
                Words("打出一张牌后听牌就可以报听，副露的手也可以。报听后系统自动摸牌打牌，不能再杠；来了和牌的牌会问你和不和，不和就继续报听。"
                      "用第一张打出的牌报听叫天听。",
                      "A player whose discard leaves his hand ready may declare it, open hands too. From then "
                      "on the game draws and discards for him and he makes no kong; when a winning tile comes "
                      "he is asked, and declining keeps the declaration. Declaring with one's very first "
                      "discard is a double ready.")),
        Section(Words("海底捞月与流局", "The last tile and a drawn hand"),
                Words("71张用完还没人和时：只有一人听牌，由他从备用牌摸一张；两人都听牌，由先听牌的人摸。摸到的牌能和（够1番）就是海底捞月自摸，"
                      "否则流局。没人听牌也流局。流局不付分，庄家连庄。",
                      "When the 71 tiles are used without a win: if one player is ready he draws one tile from the "
                      "reserve; if both are, the one who was ready first draws. If that tile completes a legal "
                      "hand it is a last-tile self-draw; otherwise, or when nobody is ready, the hand is drawn: "
                      "no payment, and the dealer stays.")),
        Section(Words("计番与结算", "Scoring and payment"),
                Words("所有番相加，13番封顶（满贯就是13番，不累加）。至少1番才能和，花牌不计；副露的手没有番种不能和。输家付给赢家底分×番数，没有庄家加分。",
                      "All fans add up, capped at 13 (a limit hand is 13; two do not add up). A win needs 1 fan "
                      "besides the indicator's, so an open hand needs a scoring pattern. The loser pays the "
                      "winner the base times the fans; there is no dealer bonus.")),
    ),
    no_flower_tiles=Words("翻一张花牌", "an indicator tile, no flowers"),
    minimum=Words("1番起和，花牌（换牌后翻开的那张指示牌，同样的牌每张加1番）的番不计；吃碰过的手必须有番种",
                  "1 fan, not counting the indicator's (a reserve tile turned up after the exchange: each copy "
                  "in a winning hand adds a fan); an open hand needs a scoring pattern"),
    table=Words("两人对打：136张牌，前71张是牌墙，其余65张扣着作备用牌",
                "two players: of the 136 tiles the first 71 are the wall, the other 65 a face-down reserve"),
    scoring_intro=Words("方案A（默认）：日式番种，所有番相加，13番封顶；门清和副露番数可能不同（如三色同顺2番、副露1番），有的番只限门清。"
                        "满贯13番，不计其他番。方案B：中式番种，所有番相加，不计的番见各番说明。花牌每张加1番，不计起和。",
                        "Table A (the default): riichi-style fans that all add up, capped at 13. Some are worth one "
                        "fan less in an open hand (a mixed triple chow is 2 closed, 1 open), some count only in a "
                        "closed hand. A limit hand is 13 and counts alone. Table B: Chinese-style fans that all add "
                        "up except those a row cancels. Each indicator tile adds 1 fan, never toward the minimum."),
    groups={
        "fan": ScoreGroup(Words("番种（门清番数／副露番数）", "Fans (closed / open)"), "fans"),
        "yakuman": ScoreGroup(Words("满贯（13番，只计满贯，不累加）", "Limit hands (13, counted alone, never added up)"), "fans"),
        "qq": ScoreGroup(Words("方案B番种（中式，全部相加）", "Table B fans (Chinese-style, all added up)"), "fans"),
        "bonus": ScoreGroup(Words("花牌（不计起和）", "The indicator (not toward the minimum)"), "plus_fans"),
    },
    options={
        "live_tiles": OptionText(
            Words("牌墙张数", "Live deck"),
            "136张洗好，前71张是牌墙，其余65张扣着作备用牌，只用于换牌、花牌和海底捞月。固定71张，没有别的张数。",
            Words("71张牌墙，其余作备用牌；固定", "71 live tiles, the rest a reserve; fixed"),
            doc_en=("The 136 tiles are shuffled; the first 71 form the live deck and the other 65 stay face down as "
                    "the reserve, used only for the opening exchange, the indicator and the last-chance draw. 71 is "
                    "the only count; this is fixed.")),
        "seat_winds": OptionText(
            Words("门风与场风", "Seat and prevalent winds"),
            "庄家的门风是东，闲家是南（算番牌用）；场风整场都是东。固定。",
            Words("庄家东、闲家南，场风一直是东（只有这一种）", "dealer East, other South, prevalent East (the only seating)"),
            doc_en=("The dealer's seat wind is East and the other player's is South (this decides which wind pungs "
                    "score); the prevalent wind is East for the whole match. This is fixed.")),
        "exchange": OptionText(
            Words("开局换牌", "Opening exchange"),
            "发完牌后两人同时暗选任意张数（可以不换）放回备用牌，再从备用牌随机补回，牌墙仍是44张；在庄家第一张出牌前。"
            "选“不换”时没有换牌，发完牌直接翻花牌。",
            Words("不换：开局不能换牌，起手牌就是最终的牌", "off: no opening exchange, the dealt hand is the hand "
                  "you play"),
            doc_en=("Any number (the default): after the deal, before the dealer's first discard, both players at "
                    "the same time secretly put any number of tiles, or none, back into the reserve and draw as many "
                    "from it at random; the live deck stays at 44. Off: there is no exchange, and the indicator is "
                    "turned up right after the deal.")),
        "indicators": OptionText(
            Words("花牌张数", "Indicator tiles"),
            "换牌后从备用牌翻开一张花牌（可选不翻）；和牌时手里每有一张和花牌一样的牌加1番，不计起和。不提供翻两张：桌面只有一个花牌位置。",
            Words("0：不翻花牌，没有花牌加番，番数只看牌型", "0: no indicator, so no bonus fans; only the hand's "
                  "patterns score"),
            doc_en=("1 (the default): after the exchange one reserve tile is turned face up as the indicator; each "
                    "identical tile in the winning hand adds 1 fan, which does not count toward the minimum. 0: no "
                    "indicator is turned up, so there are no bonus fans. Two indicators are not offered: the table "
                    "has one place for it.")),
        "baoting_open": OptionText(
            Words("副露报听", "Declaring with an open hand"),
            "默认打出一张后听牌就能报听，吃碰杠过的手也可以，这时报听也算1番；关闭时按日麻立直，只有门清（暗杠可以）能报听。",
            Words("关：吃碰过的手不能报听，像立直一样只限门清", "off: a hand with a chow or pung cannot declare, "
                  "closed hands only as in riichi"),
            doc_en=("On (the default): a player whose discard leaves his hand ready may make the ready declaration "
                    "even after a chow, pung or kong, and it scores its fan in an open hand too. Off: as in riichi, "
                    "only a closed hand may declare (a concealed kong is allowed).")),
        "baoting_win": OptionText(
            Words("报听后的和牌", "A win after the declaration"),
            "默认报听后来了和牌的牌（自摸或对手打出）会问玩家，不和就继续报听，不和的自摸牌自动打出；选“自动”时系统直接替他和牌。",
            Words("自动：报听后来了和牌的牌就自动和，不再询问", "auto: after declaring, every winning tile is won "
                  "for you without asking"),
            doc_en=("Ask (the default): after your ready declaration, when a winning tile comes, drawn or discarded, "
                    "you are asked whether to win; if you decline you stay declared, and a declined drawn tile is "
                    "discarded. Win automatically: the game wins for you on every winning tile without asking.")),
        "ippatsu": OptionText(
            Words("一发", "One-shot"),
            "打开时报听后一巡内和牌加1番；默认关闭，因为报听后自动摸打，一发会很常见。",
            Words("开：报听后一巡内和牌加1番", "on: a win within one go-around after declaring scores 1 fan more"),
            doc_en=("Off (the default): there is no one-shot fan, because the automatic play after a ready "
                    "declaration would make it common. On: a win within one go-around after the declaration scores 1 "
                    "fan more (One-Shot).")),
        "kong_replacement": OptionText(
            Words("杠后补牌", "Kong replacement"),
            "杠后从牌墙末端补牌，算在71张里。固定。",
            Words("杠后从牌墙末端补牌（只有这一种）", "a kong's replacement comes from the live deck's end (the only way)"),
            doc_en=("A kong's replacement tile comes from the end of the live deck and counts toward the 71. The "
                    "live deck's end is the only place; this is fixed.")),
        "haidi_draws": OptionText(
            Words("海底捞月", "The last-chance draw"),
            "71张用完没人和时，听牌的人（两人都听时先听牌的人）从备用牌摸一张；能和就是海底捞月，否则流局。选0时不摸，直接流局。",
            Words("0：牌墙摸完直接流局，听牌的人不再从备用牌捞一张", "0: when the 71 tiles are used the hand is drawn, no "
                  "extra draw for a ready player"),
            doc_en=("1 (the default): when the 71 tiles are used up without a win, the ready player (when both are "
                    "ready, the one who was ready first) draws one tile from the reserve; if it completes a legal "
                    "hand it is a last-tile self-draw, otherwise the hand is drawn. 0: there is no extra draw, and "
                    "the hand is drawn as soon as the 71 tiles are used.")),
        "furiten": OptionText(
            Words("振听", "Furiten"),
            "默认没有振听：自己打过的牌也可以和。打开时按日麻振听：自己的牌河里有自己听的牌，就不能和别人打出的牌，只能自摸。",
            Words("开：自己打过所听的牌就不能和别人的牌，只能自摸", "on: if you discarded one of your waits you "
                  "cannot win on a discard, only by self-draw"),
            doc_en=("Off (the default): you may win on any tile, even one you have discarded yourself. On: the "
                    "riichi furiten rule: while a tile you are waiting for is among your own discards, you cannot "
                    "win on your opponent's discard, only by self-draw.")),
        "scoring": OptionText(
            Words("番种表", "Scoring table"),
            "方案A：日式番种，1到13番，满贯13番封顶。方案B：网上二人麻将常见的中式番种（天胡88、清一色16、碰碰胡6、自摸1等，没有国士无双），"
            "用方案B时封顶宜选88。",
            Words("B：中式番种（清一色16、七对24、碰碰胡6…），宜配88番封顶", "B: the Chinese-style table (full flush 16, "
                  "seven pairs 24, all pungs 6 ...), best with the 88 cap"),
            doc_en=("Table A (the default): riichi-style fans from 1 to 13, with limit hands worth 13, the cap. "
                    "Table B: a Chinese-style table as in online two-player games (Heavenly Win 88, Full Flush 16, "
                    "All Pungs 6, Self-Drawn 1 and so on, with no Thirteen Orphans); choose the 88 cap with it.")),
        "min_fan": OptionText(
            Words("起和番数", "Minimum fans"),
            "至少1番才能和（可选2番、8番），花牌的番不计；所以副露的手必须有自己的番种。",
            Words("起和番数：选8番时小牌不能和，如只有断幺的手", "fans a win needs: at 8, small hands such as all "
                  "simples alone cannot win"),
            doc_en=("1 (the default): a win needs at least 1 fan besides the indicator's, so an open hand needs a "
                    "scoring pattern of its own. 2 or 8: a stricter minimum; 8 is the usual minimum of Chinese-style "
                    "tables and suits table B.")),
        "fan_cap": OptionText(
            Words("封顶", "Cap"),
            "所有番相加，超过封顶按封顶算：默认13番，可选88番（方案B番种表的最高番）。",
            Words("封顶：方案B配88，天胡等大牌不会被压到13番", "the cap: 88 with table B, so its big hands are not "
                  "cut down to 13"),
            doc_en=("13 (the default): all fans add up, and any total above 13 counts as 13. 88: the top of table "
                    "B's scale, so its big hands such as a Heavenly Win are not cut down to 13; use it with table B.")),
        "limit_hands": OptionText(
            Words("满贯", "Limit hands"),
            "天和、地和、国士无双、四暗刻、大三元、小四喜、大四喜、字一色、绿一色、清老头、九莲宝灯、四杠子，"
            "每个13番，就是封顶；几个满贯也不累加。固定（方案B有自己的大牌）。",
            Words("日式满贯各13番（只有这一种；方案B有自己的大牌）", "the riichi limit hands, 13 each (the only set; "
                  "table B has its own)"),
            doc_en=("Heavenly Win, Earthly Win, Thirteen Orphans, Four Concealed Pungs, Big Three Dragons, Little "
                    "Four Winds, Big Four Winds, All Honours, All Green, All Terminals, Nine Gates and Four Kongs "
                    "are worth 13 fans each, which is the cap; two limit hands do not add up. The riichi set is the "
                    "only choice (table B has big hands of its own).")),
        "payment": OptionText(
            Words("结算方式", "Payment"),
            "输家付给赢家底分×番数，到封顶为止；自摸和点炮一样，都由对手付；流局不付。固定。",
            Words("输家付底分×番数（只有这一种）", "the loser pays base × fans (the only way)"),
            doc_en=("The loser pays the winner the base times the fans, up to the cap; a self-draw is paid the same "
                    "as a win on a discard, by the opponent, and a drawn hand pays nothing. Base × fans is the only "
                    "choice.")),
        "dealer_bonus": OptionText(
            Words("庄家加分", "Dealer bonus"),
            "默认没有庄家加分。打开时庄家和牌或庄家付钱，都多算1番（不超过封顶）。",
            Words("开：庄家和牌或输牌都多算1番", "on: a win the dealer makes or pays counts 1 fan more"),
            doc_en=("Off (the default): there is no dealer bonus. On: a win the dealer makes, or a win he pays for, "
                    "counts 1 fan more, never above the cap.")),
        "match_hands": OptionText(
            Words("每场盘数", "Hands per match"),
            "房间设定的盘数；不提供打到目标分数为止。",
            Words("一场打几盘", "how many hands a match lasts"),
            doc_en=("The number of hands a match lasts, set for the room: 8 by default, or 4 or 16. Playing to a "
                    "target score is not offered.")),
    },
    notes_zh={
        "136 tiles: characters, dots and bamboo 1-9, four winds and three dragons, four of each; no flowers "
        "and no wildcards (§1).":
            "136张：万筒条一到九、东南西北、中发白，各4张；没有花牌，也没有百搭。",
        "Two players: the dealer and the non-dealer. The first dealer is drawn at random; the winner deals "
        "next, and the dealer stays after a drawn hand (§2).":
            "两人：庄家和闲家。第一盘随机定庄；和牌的人下一盘坐庄，流局庄家连庄。",
        "The dealer gets 14 tiles, the other 13; the dealer discards first (§3, §4).":
            "庄家14张，闲家13张；庄家先打。",
        "Chow, pung and melded kong on the opponent's discard, concealed and added kongs in one's turn; win "
        "> kong or pung > chow (§4).":
            "对手打出的牌可以吃、碰、明杠，自己的回合可以暗杠、加杠；和 > 杠、碰 > 吃。",
        "Only an added kong can be robbed; the robbing win is scored as a self-draw plus robbing a kong (§4).":
            "只有加杠可以被抢；抢杠按自摸计，再加抢杠。",
    },
    notes_en={
        "136 tiles: characters, dots and bamboo 1-9, four winds and three dragons, four of each; no flowers "
        "and no wildcards (§1).":
            "There are 136 tiles: Characters, Dots and Bamboo 1 to 9, the four winds and the three dragons, four "
            "of each. There are no flowers and no wildcards.",
        "Two players: the dealer and the non-dealer. The first dealer is drawn at random; the winner deals "
        "next, and the dealer stays after a drawn hand (§2).":
            "Two players play: the dealer and the non-dealer. The first dealer is chosen at random; the winner "
            "deals the next hand, and after a drawn hand the dealer deals again.",
        "The dealer gets 14 tiles, the other 13; the dealer discards first (§3, §4).":
            "The dealer gets 14 tiles and the non-dealer 13; the dealer discards first.",
        "Chow, pung and melded kong on the opponent's discard, concealed and added kongs in one's turn; win "
        "> kong or pung > chow (§4).":
            "On your opponent's discard you may chow, pung or make a melded kong; in your own turn you may make "
            "a concealed or added kong. A win comes before a kong or pung, and those before a chow.",
        "Only an added kong can be robbed; the robbing win is scored as a self-draw plus robbing a kong (§4).":
            "Only an added kong can be robbed; a win by robbing it scores as a self-draw, plus Robbing a Kong.",
    },
    value_words={
        "any": Words("不限张数", "any number"),
        "ask": Words("询问", "ask"),
        "live_end": Words("牌墙末端", "the live deck's end"),
        "A": Words("方案A（日式番）", "table A (riichi-style)"),
        "B": Words("方案B（中式番）", "table B (Chinese-style)"),
        "auto": Words("自动和牌", "win automatically"),
        "linear": Words("底分×番数", "base × fans"),
        "dealer_east": Words("庄家东、闲家南", "dealer East, other South"),
        "riichi_set": Words("日式标准满贯", "the riichi set"),
    },
    below_minimum=Words("没有够数的番（花牌的{indicator}番不计）：这桌至少要{need}番",
                        "not enough fans (the indicator's {indicator} fans do not count): this table needs {need}"),
    minimum_facts=minimum_facts,
    reach=Words("够{need}番（花牌不计）", "reach {need} fan besides the indicator"),
    minimum_need=minimum_need,
)
