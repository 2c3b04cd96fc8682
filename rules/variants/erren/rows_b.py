"""二人麻将 option B (docs/rules/two-player-71.md §7 option B): the QQ-二人-style table as data
rows, values as the public QQ-family client codes them (0377/gc_client TmjFanCalculator.lua).

Every row exists only under `scoring` = "B" (`ScoreRow.only_with`); the 花牌 indicator row is
option A's, shared (1 番 a tile in both tables). The exclusions (不计) follow the client's
FAN_UNIQUE_MAP where it reads as a rule, and the 国标 sentence where the map is evidently a
copy slip (双箭刻 不计箭刻, 双明杠 不计明杠, 不求人 不计门前清/自摸): §7 B of the rules file.
"""
from __future__ import annotations

from typing import Any, Mapping

from ...score_rows import ScoreRow
from . import reading as a
from . import reading_b as b

B_ONLY: Mapping[str, Any] = {"scoring": "B"}
GROUP = "qq"

_PLAIN = {"concealed": "123m456p789s24s55p", "win_tile": "3s"}
_PLAIN_OPEN = {"melds": [{"type": "chow", "tiles": "123m", "from": 1}], "concealed": "456p789s24s55p",
               "win_tile": "3s"}


def _flags(hand: Mapping[str, Any], **flags: bool) -> dict[str, Any]:
    return {**hand, "flags": flags}


def _m(kind: str, tiles: str) -> dict[str, Any]:
    return {"type": kind, "tiles": tiles} if kind == "concealed_kong" else {"type": kind, "tiles": tiles, "from": 1}


def _h(concealed: str, win: str, *melds: tuple[str, str], **flags: bool) -> dict[str, Any]:
    hand: dict[str, Any] = {"concealed": concealed, "win_tile": win}
    if melds:
        hand["melds"] = [_m(k, t) for k, t in melds]
    if flags:
        hand["flags"] = flags
    return hand


def _row(key: str, zh: str, en: str, value: int, counter: Any, zh_means: str, en_means: str,
         example: Mapping[str, Any], excludes: tuple[str, ...] = (), rule: str = "") -> ScoreRow:
    return ScoreRow(f"b_{key}", zh, en, value, excludes=frozenset(f"b_{k}" for k in excludes), rule=rule,
                    meaning_zh=zh_means, meaning_en=en_means, example=example,
                    example_options={**B_ONLY, "fan_cap": 88},      # table B is played with the 88 cap
                    group=GROUP, counter=counter, tiles=lambda x: x.hand.tiles, only_with=B_ONLY)


_SEVEN = ("men_qing", "bu_qiu_ren", "dan_diao", "zi_mo", "qi_dui")
_FIRST = ("dan_diao", "bu_qiu_ren", "zi_mo", "men_qing")

ROWS_B: tuple[ScoreRow, ...] = (
    # ---- 88
    _row("tian_hu", "天胡", "Heavenly Win", 88, a.tian_he, "庄家起手（换牌后）的十四张就和", "The dealer's first fourteen tiles "
         "(after the exchange) are a complete hand.", _flags(_PLAIN, self_drawn=True, first_turn=True, dealer=True),
         _FIRST),
    _row("di_hu", "地胡", "Earthly Win", 88, a.di_he, "闲家第一次摸牌就自摸，之前没有人吃碰杠", "The non-dealer self-draws on his "
         "first draw, before any claim or kong.", _flags(_PLAIN, self_drawn=True, first_turn=True), _FIRST),
    _row("da_qi_xing", "大七星", "Seven Honour Pairs", 88, b.da_qi_xing, "七种字牌各一对", "A pair of each of the seven honours.",
         _h("1122334455667z", "7z"), _SEVEN + ("zi_yi_se", "quan_dai_yao", "hun_yao_jiu", "san_yuan_qi_dui", "si_xi_qi_dui")),
    _row("lian_qi_dui", "连七对", "Seven Shifted Pairs", 88, b.lian_qi_dui, "同一花色数字相连的七对", "Seven pairs of one suit in a "
         "row.", _h("1122334455667m", "7m"), _SEVEN + ("qing_yi_se",)),
    _row("da_yu_wu", "大于五", "Upper Tiles", 88, b.da_yu_wu, "全由6到9的数牌组成", "Only suited tiles from 6 to 9.",
         _h("678m789p666s789s9m", "9m")),
    _row("xiao_yu_wu", "小于五", "Lower Tiles", 88, b.xiao_yu_wu, "全由1到4的数牌组成", "Only suited tiles from 1 to 4.",
         _h("123m234p111s234s4m", "4m")),
    _row("da_si_xi", "大四喜", "Big Four Winds", 88, a.da_si_xi, "东南西北四副刻子或杠", "Pungs or kongs of all four winds.",
         _h("222z333z444z5m", "5m", ("pung", "111z")),
         ("xiao_si_xi", "da_san_feng", "xiao_san_feng", "men_feng_ke", "quan_feng_ke", "peng_peng_hu", "yao_jiu_ke",
          "si_zi_ke")),
    _row("da_san_yuan", "大三元", "Big Three Dragons", 88, a.da_san_yuan, "中发白三副刻子或杠", "Pungs or kongs of all three "
         "dragons.", _h("666z777z123m4p", "4p", ("pung", "555z")), ("xiao_san_yuan", "shuang_jian_ke", "jian_ke")),
    _row("jiu_lian", "九莲宝灯", "Nine Gates", 88, a.jiu_lian, "门清，同一花色1112345678999再加这门任何一张", "Closed: "
         "1112345678999 of one suit and one more of it.", _h("1112345678999m", "5m"), ("qing_yi_se",)),
    _row("luo_han", "十八罗汉", "Four Kongs", 88, a.si_gang_zi, "四副杠", "Four kongs.",
         _h("5z", "5z", ("kong", "1111m"), ("kong", "2222p"), ("kong", "3333s"), ("concealed_kong", "4444z")),
         ("san_gang", "shuang_ming_gang", "ming_gang", "shuang_an_gang", "zi_an_gang", "dan_diao")),
    # ---- 64
    _row("ren_hu", "人胡", "Human Win", 64, b.ren_hu, "闲家在自己第一次出牌前和庄家打出的第一张牌", "The non-dealer wins on the "
         "dealer's first discard, before his own first discard.", _flags(_PLAIN, first_turn=True)),
    _row("zi_yi_se", "字一色", "All Honours", 64, a.zi_yi_se, "全是字牌", "Only honour tiles.",
         _h("222z555z66z77z", "7z", ("pung", "111z")), ("peng_peng_hu", "hun_yao_jiu", "quan_dai_yao", "yao_jiu_ke")),
    _row("si_an_ke", "四暗刻", "Four Concealed Pungs", 64, a.si_an_ke, "四副暗刻", "Four concealed pungs.",
         _h("111m333p555s777s9m", "9m"), ("san_an_ke", "shuang_an_ke", "peng_peng_hu", "men_qing", "bu_qiu_ren", "zi_mo")),
    _row("xiao_si_xi", "小四喜", "Little Four Winds", 64, a.xiao_si_xi, "三副风刻加第四种风作将", "Pungs of three winds and a pair "
         "of the fourth.", _h("222z333z123m4z", "4z", ("pung", "111z")),
         ("da_san_feng", "xiao_san_feng", "men_feng_ke", "quan_feng_ke", "yao_jiu_ke")),
    _row("xiao_san_yuan", "小三元", "Little Three Dragons", 64, a.xiao_san_yuan, "两副箭刻加第三种箭牌作将", "Pungs of two dragons "
         "and a pair of the third.", _h("666z123m456p7z", "7z", ("pung", "555z")), ("shuang_jian_ke", "jian_ke")),
    _row("shuang_long_hui", "一色双龙会", "Pure Terminal Chows", 64, b.shuang_long_hui, "同一花色两副123、两副789，5作将",
         "Two 123 and two 789 of one suit, with a pair of its 5.", _h("112233m778899m5m", "5m"),
         ("ping_hu", "qing_yi_se", "yi_ban_gao", "lao_shao_fu")),
    # ---- 48 .. 24
    _row("si_tong_shun", "一色四同顺", "Quadruple Chow", 48, b.si_tong_shun, "同一花色四副一样的顺子", "Four identical chows.",
         _h("111122223333m5p", "5p"), ("san_tong_shun", "san_jie_gao", "si_gui_yi", "yi_ban_gao")),
    _row("si_jie_gao", "一色四节高", "Four Pure Shifted Pungs", 48, b.si_jie_gao, "同一花色数字依次递增1的四副刻子",
         "Four pungs of one suit rising by one.", _h("222333444m555m5p", "5p"),
         ("san_tong_shun", "san_jie_gao", "peng_peng_hu", "yi_ban_gao")),
    _row("san_yuan_qi_dui", "三元七对子", "Dragon Seven Pairs", 48, b.san_yuan_qi_dui, "七对中有中发白各一对",
         "Seven pairs with a pair of each dragon.", _h("556677z1133m99p1s", "1s"), _SEVEN),
    _row("si_xi_qi_dui", "四喜七对子", "Wind Seven Pairs", 48, b.si_xi_qi_dui, "七对中有东南西北各一对",
         "Seven pairs with a pair of each wind.", _h("11223344z1199m5p", "5p"), _SEVEN),
    _row("tian_ting", "天听", "Double Ready", 32, a.tian_ting, "用第一张打出的牌报听", "Declared ready with one's very first "
         "discard.", _flags(_PLAIN, tianting=True), ("bao_ting",)),
    _row("si_bu_gao", "一色四步高", "Four Pure Shifted Chows", 32, b.si_bu_gao, "同一花色依次递增1或2的四副顺子",
         "Four chows of one suit rising by one or by two.", _h("123234345456m5p", "5p"),
         ("san_bu_gao", "lian_liu", "lao_shao_fu")),
    _row("hun_yao_jiu", "混幺九", "All Terminals and Honours", 32, b.hun_yao_jiu, "全是幺九牌和字牌（刻子或七对）",
         "Only terminals and honours, both present.", _h("111m999p111z999s2z", "2z"),
         ("peng_peng_hu", "quan_dai_yao", "yao_jiu_ke")),
    _row("san_gang", "三杠", "Three Kongs", 32, b.san_gang, "三副杠", "Three kongs.",
         _h("123s4z", "4z", ("kong", "2222m"), ("kong", "5555p"), ("concealed_kong", "8888s")),
         ("shuang_ming_gang", "ming_gang", "shuang_an_gang", "zi_an_gang")),
    _row("qi_dui", "七对", "Seven Pairs", 24, b.qi_dui_b, "七个对子", "Seven pairs.", _h("1133m5577p2299s1z", "1z"),
         ("men_qing", "bu_qiu_ren", "dan_diao", "zi_mo")),
    _row("san_jie_gao", "一色三节高", "Pure Shifted Pungs", 24, b.san_jie_gao, "同一花色数字依次递增1的三副刻子",
         "Three pungs of one suit rising by one.", _h("222333m456p5s", "5s", ("pung", "111m")), ("yi_ban_gao",)),
    _row("san_tong_shun", "一色三同顺", "Pure Triple Chow", 24, b.san_tong_shun, "同一花色三副一样的顺子",
         "Three identical chows of one suit.", _h("112233m456p5s", "5s", ("chow", "123m")), ("yi_ban_gao",)),
    _row("si_zi_ke", "四字刻", "Four Honour Pungs", 24, b.si_zi_ke, "四副字牌刻子", "Four pungs of honours.",
         _h("222z555z666z9m", "9m", ("pung", "111z")), ("peng_peng_hu",)),
    _row("da_san_feng", "大三风", "Big Three Winds", 24, b.da_san_feng, "三副风刻", "Pungs of three winds.",
         _h("222z333z123m5p", "5p", ("pung", "111z")), ("xiao_san_feng",)),
    _row("xiao_san_feng", "小三风", "Little Three Winds", 24, b.xiao_san_feng, "两副风刻加第三种风作将", "Pungs of two winds and a "
         "pair of a third.", _h("222z123m456p3z", "3z", ("pung", "111z"))),
    # ---- 16
    _row("qing_yi_se", "清一色", "Full Flush", 16, a.qing_yi_se, "全是同一种花色，没有字牌", "Every tile of one suit, no honours.",
         _h("123345678999m5m", "5m")),
    _row("san_an_ke", "三暗刻", "Three Concealed Pungs", 16, b.san_an_ke_b, "三副暗刻", "Three concealed pungs.",
         _h("222p444p666s78s99m", "9s"), ("shuang_an_ke",)),
    _row("qing_long", "清龙", "Pure Straight", 16, b.qing_long, "同一花色的123、456、789", "123, 456 and 789 of one suit.",
         _h("123456789m234p5s", "5s"), ("lian_liu", "lao_shao_fu")),
    _row("san_bu_gao", "一色三步高", "Pure Shifted Chows", 16, b.san_bu_gao, "同一花色依次递增1或2的三副顺子",
         "Three chows of one suit rising by one or by two.", _h("123m234m345m678p5s", "5s")),
    # ---- 8
    _row("miao_shou", "妙手回春", "Last Tile Draw", 8, a.hai_di, "自摸牌墙最后一张，或海底捞月从备用牌摸的那张",
         "Self-drawn on the last live tile, or on the reserve draw after it.",
         _flags(_PLAIN_OPEN, self_drawn=True, last_tile=True), ("zi_mo",)),
    _row("hai_di", "海底捞月", "Last Tile Claim", 8, a.he_di, "和最后一张牌摸完后打出的那张牌", "Won on the discard after the "
         "last live tile.", _flags(_PLAIN_OPEN, last_tile=True)),
    _row("gang_shang_hua", "杠上开花", "Out with Replacement Tile", 8, a.ling_shang, "开杠后补的牌自摸和",
         "Self-drawn on one's kong replacement.",
         _h("123m456p24s55p", "3s", ("concealed_kong", "7777m"), self_drawn=True, kong_related=True), ("zi_mo",)),
    _row("quan_qiu_ren", "全求人", "Melded Hand", 8, b.quan_qiu_ren, "四组都是吃碰明杠来的，和对手打出的牌单钓将",
         "All four sets melded, won on the opponent's discard on the pair.",
         _h("2s", "2s", ("chow", "123m"), ("chow", "456p"), ("chow", "789s"), ("pung", "555z")), ("dan_diao",)),
    _row("qiang_gang_hu", "抢杠胡", "Robbing the Kong", 8, a.qiang_gang, "和对手加杠的那张牌（按自摸计）",
         "Won on the tile the opponent adds to his pung (scored as a self-draw).",
         _flags(_PLAIN, kong_related=True), ("hu_jue_zhang",)),
    # ---- 6
    _row("shuang_an_gang", "双暗杠", "Two Concealed Kongs", 6, b.shuang_an_gang, "两副暗杠", "Two concealed kongs.",
         _h("345s678s5p", "5p", ("concealed_kong", "1111m"), ("concealed_kong", "2222p")), ("shuang_an_ke", "zi_an_gang")),
    _row("shuang_jian_ke", "双箭刻", "Two Dragon Pungs", 6, b.shuang_jian_ke, "两副箭刻", "Two dragon pungs.",
         _h("666z123m456p9s", "9s", ("pung", "555z")), ("jian_ke",)),
    _row("hun_yi_se", "混一色", "Half Flush", 6, b.hun_yi_se_b, "一种花色加字牌", "One suit with honours.",
         _h("123m345m777m11z44z", "4z")),
    _row("peng_peng_hu", "碰碰胡", "All Pungs", 6, b.peng_peng_hu, "四组都是刻子或杠", "Four pungs or kongs.",
         _h("555p888s33m77s", "7s", ("pung", "111m"))),
    # ---- 4
    _row("bu_qiu_ren", "不求人", "Fully Concealed Hand", 4, b.bu_qiu_ren, "门清（暗杠也算）自摸", "A closed hand self-drawn.",
         _flags(_PLAIN, self_drawn=True), ("men_qing", "zi_mo")),
    _row("shuang_ming_gang", "双明杠", "Two Melded Kongs", 4, b.shuang_ming_gang, "两副明杠（含加杠）",
         "Two melded kongs (added ones included).", _h("123s456s9p", "9p", ("kong", "2222m"), ("kong", "5555p")),
         ("ming_gang",)),
    _row("hu_jue_zhang", "胡绝张", "Last of its Kind", 4, b.hu_jue_zhang, "和的牌是场上最后一张未现的同种牌",
         "The winning tile is the last of its kind not yet seen.", _flags(_PLAIN, last_of_kind=True)),
    _row("quan_dai_yao", "全带幺", "Outside Hand", 4, b.quan_dai_yao, "每组和将都带幺九或字牌",
         "Every set and the pair hold a terminal or an honour.", _h("123m789p999s12s11z", "3s")),
    # ---- 2
    _row("jian_ke", "箭刻", "Dragon Pung", 2, b.jian_ke, "中、发、白的刻子或杠，每副2番", "Each pung or kong of a dragon.",
         _h("123m456p78s99p", "9s", ("pung", "555z"))),
    _row("men_feng_ke", "门风刻", "Seat Wind Pung", 2, b.men_feng_ke, "自风的刻子（庄家东、闲家南）",
         "A pung of one's seat wind (the dealer East, the other South).", _h("123m456p78s99p", "9s", ("pung", "222z"))),
    _row("quan_feng_ke", "圈风刻", "Prevalent Wind Pung", 2, b.quan_feng_ke, "场风（东）的刻子", "A pung of the prevalent wind "
         "(East).", _h("123m456p78s99p", "9s", ("pung", "111z"))),
    _row("men_qing", "门前清", "Concealed Hand", 2, b.men_qing, "门清（暗杠也算）和对手打出的牌", "A closed hand won on the "
         "opponent's discard.", _PLAIN),
    _row("bao_ting", "报听", "Ready Declaration", 2, a.bao_ting, "打出一张牌后听牌时报听", "Declared ready with a discard.",
         _flags(_PLAIN, baoting=True)),
    _row("zi_an_gang", "自暗杠", "Concealed Kong", 2, b.zi_an_gang, "一副暗杠", "A concealed kong.",
         _h("123m456p24s55p", "3s", ("concealed_kong", "7777m"))),
    _row("duan_yao", "断幺", "All Simples", 2, a.duan_yao, "没有幺九牌和字牌", "No terminal and no honour.",
         _h("456p678s34s88m", "5s", ("chow", "234m"))),
    _row("si_gui_yi", "四归一", "Tile Hog", 2, b.si_gui_yi, "四张相同的牌用在不同的组里（不是杠）",
         "All four of a kind used in the hand without a kong.", _h("111123m456p789s5s", "5s")),
    _row("ping_hu", "平胡", "All Chows", 2, b.ping_hu, "四副顺子，数牌作将", "Four chows and a suited pair.",
         _h("123m456p789s23s55p", "4s")),
    _row("shuang_an_ke", "双暗刻", "Two Concealed Pungs", 2, b.shuang_an_ke, "两副暗刻", "Two concealed pungs.",
         _h("222p444p678s789s9m", "9m")),
    # ---- 1
    _row("zi_mo", "自摸", "Self-Drawn", 1, b.zi_mo, "自己摸到和牌（抢杠按自摸计）", "Won on one's own draw (robbing a kong "
         "counts as one).", _flags(_PLAIN_OPEN, self_drawn=True)),
    _row("dan_diao", "单钓将", "Single Wait", 1, b.dan_diao, "和的牌成将", "The winning tile completes the pair.",
         _h("123m456p789s123s5p", "5p")),
    _row("yi_ban_gao", "一般高", "Pure Double Chow", 1, b.yi_ban_gao, "两副一样的顺子", "Two identical chows.",
         _h("112233m456p789s5p", "5p")),
    _row("lao_shao_fu", "老少副", "Two Terminal Chows", 1, b.lao_shao_fu, "同一花色的123和789", "123 and 789 of one suit.",
         _h("123m789m456p12s55p", "3s")),
    _row("lian_liu", "连六", "Short Straight", 1, b.lian_liu, "同一花色相连的六张（两副顺子）", "Two chows of one suit making six "
         "in a row.", _h("123m456m789p12s55p", "3s")),
    _row("yao_jiu_ke", "幺九刻", "Terminal or Wind Pung", 1, b.yao_jiu_ke, "幺九牌的刻子，或不是自风、场风的风刻",
         "Each pung of a 1 or a 9, or of a wind that is neither one's own nor the prevalent.",
         _h("456p789s24s55p", "3s", ("pung", "111m"))),
    _row("ming_gang", "明杠", "Melded Kong", 1, b.ming_gang, "一副明杠（含加杠）", "A melded kong (an added one included).",
         _h("123s456s789p5p", "5p", ("kong", "2222m"))),
)

