"""苏州麻将: the rules-book text (`Book`, rules/variants/book.py), from docs/rules/.

The procedure, the minimum, the scoring sections, the Chinese of the rule options and of
the fixed decisions (`NOTES`), and the English of the Chinese terms its English texts keep."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from ..book import Book, OptionText, ScoreGroup, Section, Words

if TYPE_CHECKING:
    from ...scoring import ScoreResult, WinContext

# The book is data the start screen's card reads: the scorer is imported when a hand is scored.


def threshold(self_drawn: bool, options: Mapping[str, Any]) -> int:
    """The flowers a win needs (the scorer's threshold for a self-draw or a discard)."""
    from .scoring import threshold as needed
    return needed(self_drawn, options)


def minimum_facts(ctx: WinContext, result: ScoreResult, options: Mapping[str, Any]) -> Mapping[str, int]:
    """The 花 a win short of the threshold counts: its flower tiles, its soft flowers (when they
    count toward the threshold), their sum, the threshold, and whether it is a self-draw."""
    from .scoring import BY_KEY, needs_self_draw_count
    soft = sum(i.value * i.count for i in result.items if i.key in BY_KEY and BY_KEY[i.key].has("soft"))
    if not options.get("threshold_counts_soft_flowers", True):
        soft = 0
    hard = sum(i.value * i.count for i in result.items if i.key in BY_KEY and BY_KEY[i.key].has("hard"))  # 无搭
    by_self = needs_self_draw_count(ctx, options)
    return {"counted": ctx.flowers + hard + soft, "flowers": ctx.flowers, "soft": soft,
            "need": threshold(by_self, options), "self_drawn": int(by_self)}


BOOK = Book(
    short_name=Words("苏州", "Suzhou"),
    procedure=(
        Section(Words("牌", "Tiles"),
                Words("152张：中发白、百搭、春夏秋冬、梅兰竹菊、老鼠财神猫聚宝盆都是花牌，共28张，摸到就补"
                      "（开房选“苏州百搭”时四张百搭不是花，是万能牌）。",
                      "152 tiles: the dragons, the jokers, the seasons, the plants, the Rat, the God of Wealth, the "
                      "Cat and the Treasure Bowl are all flowers, 28 in all, set aside and replaced at once (with the "
                      "room rule 'Suzhou jokers' the four jokers are wildcards instead).")),
        Section(Words("庄家与骰子", "Dealer and dice"),
                Words("谁和谁坐庄，荒庄连庄。庄家掷骰开牌；两个点数一样是豹子，这盘输赢加倍。",
                      "The winner deals next; after a draw the dealer stays. The dealer's throw breaks the wall; a "
                      "double is a leopard and doubles this hand's payments.")),
        Section(Words("行牌", "Play"),
                Words("不能吃，能碰能杠。漏碰：放过的碰，摸牌前不能再碰；漏胡：放过的和，摸牌前不能和别人的牌。",
                      "No chow; pung and kong. Missed pung: a pung passed up cannot be made before one's next draw; "
                      "missed win: after passing a win, no win on a discard before one's next draw.")),
        Section(Words("和牌", "Winning"),
                Words("四组加一对或七对。要够花：自摸3花，和别人的牌4花（软花也算）；门清、对对胡等不受限制。一炮可以多响。",
                      "Four sets and a pair, or seven pairs. Enough flowers are needed: 3 by self-draw, 4 on a "
                      "discard (soft flowers count); a concealed hand, all pungs and the other exempt patterns win "
                      "at any count. Several may win on one discard.")),
        Section(Words("结算", "Settlement"),
                Words("自摸每家付，和别人的牌由打牌者付；抢杠、包饺子由责任人付三家。豹子加倍；上一盘是豹子、荒庄或几家同时和，这一盘滴零，也加倍。",
                      "Self-drawn: each other player pays; on a discard the discarder pays; for a robbed kong or a "
                      "fed kong the liable player pays for all three. A leopard doubles, and so does carried doubling "
                      "(the hand after a leopard, a drawn hand or several winners).")),
    ),
    minimum=Words("3花自摸、4花和别人打的牌；门清、对对胡、混一色、清一色、七对、杠开、花开、大吊车、天胡、地胡不限花数",
                  "3 flowers to win by self-draw, 4 on a discard; no minimum for a concealed hand, all pungs, a "
                  "flush, seven pairs, a kong or flower replacement win, the big single wait, a heavenly or earthly "
                  "hand"),
    scoring_intro=Words("所有花相加，豹子或滴零再翻倍；每花多少银子由桌上定。",
                        "Every item adds flowers; a leopard or carried doubling doubles the sum; the silver per "
                        "flower is set by the table."),
    groups={
        "base": ScoreGroup(Words("底与硬花", "Base and flower tiles"), "hua"),
        "soft": ScoreGroup(Words("软花（计入起和花数）", "Soft flowers (count toward the minimum)"), "hua"),
        "exempt": ScoreGroup(Words("番型（不受花数限制）", "Patterns (win at any flower count)"), "hua"),
        "other": ScoreGroup(Words("其他", "Other"), "hua"),
        "mul": ScoreGroup(Words("加倍", "Doubling"), "times"),
    },
    options={
        "threshold_profile": OptionText(
            Words("起和花数", "Flowers needed"),
            "3花自摸、4花和别人的牌；2/3是新流行的“2花自摸3花冲”。门清等番型不限。",
            Words("2/3：自摸2花、点冲3花就能和，例如3花的平和可以和别人打的牌",
                  "2/3: 2 flowers win by self-draw, 3 on a discard (a plain hand with 3 flowers may win on a discard)"),
            doc_en=("3/4: a win needs 3 flowers by self-draw or 4 on a discard. 2/3: the newer, popular count, 2 "
                    "flowers by self-draw and 3 on a discard. A concealed hand, all pungs, a half or full flush, "
                    "seven pairs, a kong or flower replacement win, the big single wait and a heavenly or earthly "
                    "hand win at any count.")),
        "threshold_counts_soft_flowers": OptionText(
            Words("软花算不算", "Soft flowers count"),
            "开：起和花数也算软花（风碰、风暗刻、杠）；关：只算花牌。",
            Words("关：起和只数花牌，风碰、杠不算，例如2张花牌加一个风碰不够自摸3花",
                  "off: only flower tiles count toward the minimum (2 flower tiles and a wind pung are not 3)"),
            doc_en=("On: the flowers needed to win include soft flowers (wind pungs, concealed wind pungs and "
                    "kongs) as well as flower tiles. Off: only flower tiles count, e.g. 2 flower tiles and a wind pung are not the 3 "
                    "flowers a self-draw needs.")),
        "qidui_value": OptionText(
            Words("七对花数", "Seven pairs value"),
            "15：七对算15花，每张花牌算2花。10：七对加10花，花牌不翻倍。",
            Words("10：七对只加10花，花牌不翻倍", "10: seven pairs add 10 and the flower tiles are not doubled"),
            doc_en=("15: seven pairs is worth 15 flowers and every flower tile counts twice. 10: seven pairs adds "
                    "10 flowers and flower tiles count once.")),
        "dadiaoche_mode": OptionText(
            Words("大吊车", "Big single wait"),
            "大吊车加5花；翻倍：整手翻倍。",
            Words("翻倍：四组都亮出来单钓时整手花数翻倍，而不是加5花",
                  "double: four sets shown and a single wait doubles the hand instead of adding 5"),
            doc_en=("Add 5: the big single wait (four sets shown, winning on the last tile in the hand) adds 5 "
                    "flowers. Double: it doubles the whole hand's flowers instead.")),
        "menqing_stack": OptionText(
            Words("大小门清", "Concealed and flowerless together"),
            "开：小门清（没有碰和明杠，5花）和大门清（没有花牌也没有软花，10花）同时成立时都算，共15花；关：只算大门清10花。",
            Words("关：没碰没明杠、又一朵花都没有的手只算大门清10花，不再加小门清5花",
                  "off: a hand with no pung or melded kong and no flowers at all scores only Flowerless hand (10), "
                  "not Concealed hand (5) too"),
            doc_en=("On: a hand that is both a Concealed hand (no pung or melded kong, 5 flowers) and a Flowerless "
                    "hand (no flower tiles and no soft flowers, 10 flowers) scores both, 15 flowers. Off: it "
                    "scores only the Flowerless hand's 10.")),
        "baozi_diling_stack": OptionText(
            Words("豹子滴零叠加", "Leopard and carried doubling together"),
            "豹子：庄家开牌掷出两个一样的点数，这盘加倍。滴零：上一盘是豹子、荒庄或几家同时和，这盘加倍。两样都有时，关：只×2；开：×4。",
            Words("开：庄家掷出豹子（两个点数一样），而这盘又滴零（上盘豹子、荒庄或多家和），输赢×4而不是×2",
                  "on: when the dealer throws a double (leopard) in a hand already doubled after a leopard, a drawn "
                  "hand or several winners, it pays ×4, not ×2"),
            doc_en=("A leopard is the dealer's throw coming up a double: that hand's payments are doubled. Carried "
                    "doubling doubles the hand after a leopard, a drawn hand or a hand with several winners (on "
                    "one discard, or robbing one kong). When a hand has both, off: it is doubled only once, ×2; "
                    "on: it is doubled twice, ×4.")),
        "pass_win_rule": OptionText(
            Words("漏胡", "Passed win"),
            "放过和牌后，摸牌前不能和任何别人打的牌；同一张：只禁那一张。",
            Words("同一张：放过和牌后只是同一张牌摸牌前不能和，别的牌照和",
                  "same tile: after passing a win only that tile is barred until your draw"),
            doc_en=("Any tile: after passing up a win you cannot win on any discard until your next draw. The same "
                    "tile: only the tile you passed up is barred until then; other discards may still be won on.")),
        "exhausted_dealer": OptionText(
            Words("荒庄庄家", "Dealer after a draw"),
            "荒庄庄家连庄；下家：下家坐庄。",
            Words("下家：荒庄后庄家的下家坐庄", "next: after a drawn hand the deal passes on"),
            doc_en=("Stays: after a drawn hand the dealer keeps the deal. Next player: the deal passes to the "
                    "player after the dealer.")),
        "multi_win_dealer": OptionText(
            Words("一炮多响后谁坐庄", "Dealer after several winners"),
            "一炮多响（或几家抢杠）后由点炮的人（被抢杠的人）坐庄；最近的和牌人：第一个和牌的人。",
            Words("最近的和牌人：一炮多响后由离点炮者最近的和牌人坐庄",
                  "nearest winner: after several winners the first winner in turn deals"),
            doc_en=("Discarder: when several players win on one discard, or several rob one kong, the discarder "
                    "(or the player robbed) deals next. Nearest winner: the first of the winners in turn deals "
                    "next.")),
        "break_throws": OptionText(
            Words("开牌掷骰", "Wall break throws"),
            "掷一次骰定家和墩；2＝两次掷骰。豹子只看庄家这一次。",
            Words("2：掷两次骰开牌；豹子仍只看庄家那一次",
                  "2: two throws break the wall; a leopard is still read off the dealer's throw"),
            doc_en=("1: a single throw of two dice counts round to the seat (the dealer counts as 1) and then the "
                    "stacks where the wall opens. 2: the wall is broken with two throws. A leopard is always read "
                    "off the dealer's throw.")),
        "hua_cap": OptionText(
            Words("花数封顶", "Flower cap"),
            "不封顶：和牌的花数没有上限。50、100、200：一次和牌最多算这么多花（在豹子、滴零等翻倍之前），例如封顶50时天胡也只算50。",
            Words("设上限：一次和牌最多算这么多花（翻倍前），例如封顶50时天胡也只算50",
                  "a cap: a win counts at most this many flowers before any doubling, e.g. at 50 even a heavenly "
                  "hand counts only 50"),
            values=((0, Words("不封顶", "no cap")),),
            doc_en=("No cap: a win's flowers have no upper limit. 50, 100 or 200: a win counts at most that many "
                    "flowers before any doubling, e.g. with a cap of 50 a heavenly hand counts 50.")),
        "silver_per_hua": OptionText(
            Words("每花银子", "Silver per flower"),
            "每花值多少银子由桌上定（1、2、5或10）：每笔输赢是花数乘这个数。",
            Words("每笔输赢是花数乘这个数，例如每花5两银子时，20花的和每个付钱的人付100",
                  "each payment is its flowers times this, e.g. at 5 a 20-flower win costs each payer 100"),
            doc_en=("How much silver each flower is worth is up to the table: every payment is the flowers times "
                    "this number (1, 2, 5 or 10).")),
        "match_hands": OptionText(
            Words("每场盘数", "Hands per match"),
            "打满四圈：庄家轮过四整圈为止。8、16、32：打满这么多盘就结束。",
            Words("定盘数：打满这么多盘就结束，不按圈数", "a number: the match ends after that many hands, not rounds"),
            values=((0, Words("打满四圈", "four rounds")),),
            doc_en=("Four rounds: the match lasts until the deal has gone around the table four times. 8, 16 or "
                    "32: the match ends after that many hands.")),
        "tile_set": OptionText(
            Words("牌数", "Tile set"),
            "152张，28张花牌每张1花；百搭算不算花看“百搭”选项。",
            Words("152张，28张花牌（百搭算不算花见“百搭”）", "152 tiles, 28 flowers (for the jokers see the Jokers option)"),
            doc_en=("152 tiles, of which the 28 flower tiles are worth 1 flower each; this is fixed. Whether the "
                    "four jokers are flowers is set by the Jokers option.")),
        "first_dealer": OptionText(
            Words("首局庄家", "First dealer"),
            "摸风定座，东家先坐庄。",
            Words("摸风定座，东家先坐庄", "seats are drawn; East deals first"),
            doc_en="Seats are drawn with the winds and East deals the first hand; this is fixed."),
        "flower_replacement": OptionText(
            Words("补花", "Flower replacement"),
            "花牌亮出，从牌尾补；开局庄家先补，依次补到没有花为止。",
            Words("花牌亮出从牌尾补，开局庄家先补", "flowers are shown and replaced from the tail, the dealer first"),
            doc_en=("A flower tile is laid face up and replaced from the tail of the wall at once; at the deal the "
                    "dealer replaces first, then the others in turn, until nobody holds a flower. This is fixed.")),
        "dead_wall": OptionText(
            Words("留牌", "Dead wall"),
            "不留牌：最后一张摸完、打出没人和就荒庄。",
            Words("不留牌：摸完最后一张没人和就荒庄", "no dead wall: the hand is drawn after the last tile"),
            doc_en=("No tiles are kept back: the hand is drawn when the last tile has been drawn and its discard "
                    "is not won on. This is fixed.")),
        "heavenly_after_flowers": OptionText(
            Words("天胡", "Heavenly hand"),
            "天胡按补花后的庄家十四张算。",
            Words("天胡按补花后的十四张算", "a heavenly hand counts the dealer's 14 tiles after flowers"),
            doc_en=("A heavenly hand is judged on the dealer's 14 tiles after his opening flower replacements; "
                    "this is fixed.")),
        "baida": OptionText(
            Words("百搭", "Jokers"),
            "花牌：四张百搭是花牌，每张1花。万能：苏州百搭，百搭留在手里当任何数牌或风牌（不能碰杠）；手里有百搭只能自摸或抢杠；"
            "打出百搭（出搭）这一盘不能再和、碰、杠；没有百搭和牌加无搭5花，算进起和花数。",
            Words("万能：百搭当任何牌；有百搭只能自摸或抢杠，没有百搭和牌加5花（无搭）",
                  "wild: jokers stand for any tile; holding one you win only by self-draw or robbing a kong; a win "
                  "with no joker adds 5"),
            doc_en=("Flower tiles: the four jokers are flowers, worth 1 flower each and replaced at once. Wild "
                    "(Suzhou jokers): jokers stay in the hand and stand for any suit or wind tile, but can never "
                    "be punged or konged; a hand holding one wins only by self-draw or by robbing a kong, and "
                    "whoever discards one cannot win, pung or kong for the rest of the hand. A win with no joker "
                    "in the hand adds 5 flowers, which count toward the flowers needed.")),
        "haohua_qidui": OptionText(
            Words("豪华七对", "Luxury seven pairs"),
            "不另加：七对里的四张一样算两对。20/40/80：有一、二、三组四张时七对算20、40、80花。每组翻倍：每有一组四张整手翻一倍。",
            Words("20/40/80或每组翻倍：七对里有四张一样的（如1111万加五对）更值钱；不另加：算两对",
                  "20/40/80 or ×2 each: seven pairs holding four of a kind (1111m and five pairs) score more; "
                  "no extra: it is just two pairs"),
            doc_en=("No extra: four of a kind in seven pairs counts as two pairs and nothing more. 20/40/80: seven "
                    "pairs is worth 20, 40 or 80 flowers with one, two or three fours of a kind. ×2 each: the "
                    "whole hand doubles for each four of a kind (×2, ×4, ×8).")),
        "san_feng_ke": OptionText(
            Words("三风刻", "Three wind sets"),
            "不算：三副风刻不另加花。12：三副风刻（碰、暗刻、杠都算）加12花。",
            Words("12：三副风刻（东东东南南南西西西）加12花", "12: three wind pungs or kongs (EEE SSS WWW) add 12"),
            values=((0, Words("不算", "not scored")),),
            doc_en=("Not scored: three wind sets earn nothing extra. 12: three pungs or kongs of winds, concealed "
                    "or not, add 12 flowers.")),
        "rob_threshold": OptionText(
            Words("抢杠要几花", "Flowers to rob a kong"),
            "当自摸：抢杠的手没有不限花数的番型时，要够自摸的花（3花，起和选2/3时2花）；"
            "当点冲：要够和别人牌的花（4花，选2/3时3花）；不限：抢杠不看花数，一朵花都没有也能抢。",
            Words("抢杠要够几花：当自摸、当点冲（和别人的牌），或不限（一朵花都没有也能抢）",
                  "robbing a kong needs the flowers of a self-draw, or of a win on a discard, or no minimum "
                  "(even with no flowers)"),
            doc_en=("As a self-draw: a hand robbing a kong, unless it has a pattern that wins at any count, needs "
                    "the flowers of a self-draw (3, or 2 with the 2/3 count). As on a discard: it needs the "
                    "flowers of a win on a discard (4, or 3 with the 2/3 count). No minimum: robbing a kong wins "
                    "at any flower count, even with no flowers.")),
        "pass_win_rob": OptionText(
            Words("漏胡与抢杠", "Passed win and robbing"),
            "抢杠也算：漏胡后摸牌前不能抢杠，放过抢杠也算漏胡；只算打出的牌：漏胡只管别人打的牌。",
            Words("只算打出的牌：漏胡后照样可以抢杠，放过抢杠不算漏胡",
                  "discards only: after a passed win you may still rob a kong; passing a rob is no passed win"),
            doc_en=("Robbing too: after passing up a win you cannot rob a kong until your next draw, and passing "
                    "up a chance to rob a kong also counts as passing up a win. Discards only: passing up a win "
                    "concerns discards only, so you may still rob a kong, and passing up a rob bars nothing.")),
    },
    notes_zh={
        "No chow claims; chows formed in the hand count as sets (§4, §5).":
            "不能吃；手里自己凑成的顺子照样算一组。",
        "Several players may win on one discard (一炮多响) or rob one kong; the discarder pays each (§4, §7).":
            "几家可以和同一张牌（一炮多响）或抢同一个杠；打牌的人（抢杠时是被抢杠的人）分别付给每一家。",
        "漏碰 blocks both 碰 and 杠 of the tile passed (or of a kind thrown away while holding three) until that "
        "player's next draw (any draw, replacements included) (§4; the kong part is our reading).":
            "漏碰：放过的那张牌（或手里有三张却打掉了一张的牌），到下次摸牌（补牌也算）前不能碰也不能杠。",
        "A wind triple completed by the winning discard (or a robbed tile) counts as 字碰 (1), not 风暗刻 (2).":
            "用和的那张牌（或抢来的牌）凑成的风刻算字碰（1花），不算风暗刻（2花）。",
        "A win on the replacement of a flower that itself replaced a kong is 杠开 (and 包饺子 if the kong was claimed on "
        "a discard); a win on a flower's replacement after a turn draw is 花开. Both 5 花.":
            "杠后补到花、再补花补上来的牌和了算杠开（杠的是别人打的牌就是包饺子）；平常摸到花补上来的牌和了算花开。都是5花。",
        "七对 may hold four of a kind as two pairs; 豪华七对 and 三风刻 are room options (§11), the other extras of "
        "other apps are not scored.":
            "七对里四张一样的算两对；豪华七对和三风刻是开房选项，此外没有别的加番。",
        "海底捞月 is the self-drawn last tile; a win on the last discard is allowed but scores no 海底.":
            "海底捞月是自摸最后一张；和最后打出的牌可以，但不算海底。",
        "The next hand is 滴零 after a 豹子 hand, a 荒庄 or a hand with several winners (一炮多响 or several robbers of one "
        "kong).":
            "豹子、荒庄或几家同时和（一炮多响或几家抢同一个杠）之后，下一盘滴零。",
        "Only legal wins are offered (the threshold is checked before 胡 is offered), so there is no 诈胡.":
            "只提供合法的和牌（先查够不够花才给胡），所以没有诈胡。",
        "No kong and no claim other than 胡 on the last tile; a flower drawn as the last tile ends the hand in 荒庄.":
            "最后一张牌不能杠，也只能胡不能碰；最后摸到的是花牌就荒庄。",
    },
    notes_en={
        "No chow claims; chows formed in the hand count as sets (§4, §5).":
            "You cannot claim a chow, but runs you make in your own hand still count as sets.",
        "Several players may win on one discard (一炮多响) or rob one kong; the discarder pays each (§4, §7).":
            "Several players may win on the same discard or rob the same kong; the discarder (or the player whose "
            "kong is robbed) pays each winner separately.",
        "漏碰 blocks both 碰 and 杠 of the tile passed (or of a kind thrown away while holding three) until that "
        "player's next draw (any draw, replacements included) (§4; the kong part is our reading).":
            "Missed pung: after you pass up a pung (or discard one of three identical tiles you hold), you may "
            "neither pung nor kong that tile until your next draw, replacement draws included.",
        "A wind triple completed by the winning discard (or a robbed tile) counts as 字碰 (1), not 风暗刻 (2).":
            "Three winds completed by the winning discard (or a robbed tile) count as a Wind pung (1 flower), not "
            "a Concealed wind pung (2 flowers).",
        "A win on the replacement of a flower that itself replaced a kong is 杠开 (and 包饺子 if the kong was claimed on "
        "a discard); a win on a flower's replacement after a turn draw is 花开. Both 5 花.":
            "If a kong's replacement is a flower and you win on the tile that replaces it, that is a Win on a "
            "kong replacement (a Win on a fed kong's replacement if the kong was claimed on a discard). A win on "
            "the tile that replaces a flower from an ordinary draw is a Win on a flower replacement. Each is "
            "worth 5 flowers.",
        "七对 may hold four of a kind as two pairs; 豪华七对 and 三风刻 are room options (§11), the other extras of "
        "other apps are not scored.":
            "Seven pairs may hold four identical tiles as two pairs. Luxury seven pairs and Three wind sets are "
            "room rules; no other extras are scored.",
        "海底捞月 is the self-drawn last tile; a win on the last discard is allowed but scores no 海底.":
            "Last tile means self-drawing the very last tile. You may also win on the last discard, but that "
            "does not score Last tile.",
        "The next hand is 滴零 after a 豹子 hand, a 荒庄 or a hand with several winners (一炮多响 or several robbers of one "
        "kong).":
            "The next hand has carried doubling after a leopard hand (the dealer threw a double), a drawn hand, "
            "or a hand with several winners (on one discard, or robbing one kong).",
        "Only legal wins are offered (the threshold is checked before 胡 is offered), so there is no 诈胡.":
            "The game offers a win only when the hand is complete and has the flowers it needs, so you can never "
            "declare a wrong win.",
        "No kong and no claim other than 胡 on the last tile; a flower drawn as the last tile ends the hand in 荒庄.":
            "The last tile cannot be konged, and its discard can only be taken to win, not to pung. If the last "
            "tile drawn is a flower, the hand is a draw.",
    },
    terms={
        "苏州麻将": "Suzhou",
        "苏州": "Suzhou",
        "太仓": "Taicang",
        "豹子": "leopard (a dice double)",
        "滴零": "carried doubling",
        "具体一个花算多少银子可以随意定": "the silver per flower is up to the table",
        "银子": "silver",
    },
    value_words={
        "add5": Words("加5花", "add 5"),
        "any_tile": Words("任何牌", "any tile"),
        "same_tile": Words("同一张", "the same tile"),
        "stays": Words("连庄", "stays"),
        "next": Words("下家", "next player"),
        "discarder": Words("点炮的人", "discarder"),
        "nearest_winner": Words("最近的和牌人", "nearest winner"),
        "seat_draw": Words("摸风", "seat draw"),
        "tail_dealer_first": Words("牌尾补，庄家先", "from the tail, dealer first"),
        "none": Words("不留", "none"),
        "flower_tiles": Words("花牌", "flower tiles"),
        "wild": Words("万能（苏州百搭）", "wild (Suzhou jokers)"),
        "plain": Words("不另加", "no extra"),
        "20/40/80": Words("20/40/80花", "20/40/80 flowers"),
        "x2_each": Words("每组翻倍", "×2 each"),
        "as_self_draw": Words("当自摸", "as a self-draw"),
        "as_discard": Words("当点冲", "as on a discard"),
        "no_minimum": Words("不限", "no minimum"),
        "with_rob": Words("抢杠也算", "robbing too"),
        "discards_only": Words("只算打出的牌", "discards only"),
    },
    below_minimum=Words("{counted}花（{flowers}张花牌+{soft}软花），{how}要{need}花；门清、对对胡、混一色、清一色、七对、杠开等不受限制",
                        "{counted} flowers ({flowers} tiles + {soft} soft); {how} needs {need}, unless concealed, "
                        "all pungs, a flush, seven pairs, a kong replacement win ..."),
    minimum_facts=minimum_facts,
    reach=Words("够自摸{need}花", "reach {need} flowers self-drawn"),
    minimum_need=threshold,
)
