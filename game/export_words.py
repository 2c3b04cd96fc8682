"""Every text of the exported match record (game/export.py) in Chinese and English: one table of
templates (tests/game/test_export_wording.py checks each has both languages with the same placeholders)."""
from __future__ import annotations

from typing import Any, Callable, Optional

from rules.actions import ActionBase
from rules.tiles import SUITS, Tile
from rules.variants.book import Words

from game.teaching.i18n import WIND_NAMES, Bi, fill, suit_bi, tiles_bi

WORDS: dict[str, tuple[str, str]] = {
    # the header
    "title": ("对局记录：{variant}", "Match record: {variant}"),
    "seed": ("牌局种子：{seed}", "Seed: {seed}"),
    "classic": ("规则：经典规则", "Rules: classic"),
    "rules": ("规则（与经典不同）：{rules}", "Rules (changed from classic): {rules}"),
    "rule": ("{title}：{value}（经典：{default}）", "{title}: {value} (classic: {default})"),
    "seats": ("{n}人对局，座位：{seats}", "{n} players, seats: {seats}"),
    # a dealer chosen by the dice counts as East, the drawn winds only seat the players
    "seats_drawn": ("{n}人对局，打风定座：{seats}（掷骰定庄后，庄家算东）",
                    "{n} players, seats drawn: {seats} (the dealer the dice choose counts as East)"),
    "seat": ("{name}（{wind}）", "{name} ({wind})"),
    # who saw the record: `others` the hidden hands at this table's seat count (others_words)
    "seen_by": ("按{name}看到的记录：{others}的暗牌不写", "As {name} saw it: {others} hidden tiles are not shown"),
    # a hand (盘, as the table's window says; 局 is the whole match: 对局)
    "hand": ("第{n}盘　庄家：{dealer}　圈风：{wind}", "Hand {n}   dealer: {dealer}   round wind: {wind}"),
    "hand_no_winds": ("第{n}盘　庄家：{dealer}", "Hand {n}   dealer: {dealer}"),
    "rotated": ("换位：{seats}", "Seats change: {seats}"),
    "starting": ("起手牌", "Starting hands"),
    "start_line": ("  {name}：{tiles}", "  {name}: {tiles}"),
    # what a player did, after "  {name}: ": English in the past tense, right after "You" and a name alike
    "turn": ("  {name}：{what}", "  {name}: {what}"),
    "draw": ("摸{tile}", "drew {tile}"),
    "draw_kong": ("杠后补摸{tile}", "drew {tile} after the kong"),
    "draw_flower": ("补摸{tile}", "drew {tile} for the flower"),
    "draw_last": ("从备用牌再摸{tile}（海底捞月）", "drew {tile} from the reserve for the last chance"),
    "draw_last_hidden": ("从备用牌再摸一张（海底捞月）", "drew a tile from the reserve for the last chance"),
    "exchanged": ("换进{tiles}", "took {tiles} in exchange"),
    "flower": ("补花{tile}", "set aside the flower {tile}"),
    "discard": ("打{tile}", "discarded {tile}"),
    "chow": ("吃{from_name}的{tile}（{meld}）", "chowed {from_whose} {tile} ({meld})"),
    "pung": ("碰{from_name}的{tile}", "punged {from_whose} {tile}"),
    "kong": ("杠{from_name}的{tile}", "konged {from_whose} {tile}"),
    "added_kong": ("加杠{tile}", "added {tile} to a pung for a kong"),
    "concealed_kong": ("暗杠{tile}", "declared a concealed kong of {tile}"),
    "concealed_kong_hidden": ("暗杠", "declared a concealed kong"),
    "won_self": ("自摸和牌：{tile}", "won by self-draw on {tile}"),
    "won_discard": ("和牌：{from_name}打的{tile}", "won on {from_whose} {tile}"),
    "won_robbed": ("抢杠和：{from_name}的{tile}", "won by robbing {from_whose} kong: {tile}"),
    # a declaration or set-up step (export_words.action_told), in the same form
    "did_declare_ready": ("报听", "declared ready"),
    "did_kou_ting": ("扣听", "declared ready with the hand face down"),
    "did_exchange_tiles": ("把{tiles}放回备用牌", "gave back {tiles} to the reserve"),
    "did_exchange_tiles_hidden": ("换了{n}张牌", "exchanged {n} tiles"),
    "did_keep_all": ("不换牌", "kept every tile"),
    "did_exchange_three": ("换三张：{tiles}", "passed on {tiles}"),
    "did_exchange_three_hidden": ("换三张", "passed on three tiles"),
    "did_void": ("定缺：{suit}", "chose the void suit: {suit}"),
    "did_sit": ("坐庄（输赢加倍）", "chose to sit (payments double)"),
    "did_not_sit": ("不坐庄", "chose not to sit"),
    "did_pull_0": ("不拉", "did not pull"),
    "did_pull_1": ("拉一庄", "pulled once"),
    "did_pull_2": ("拉两庄", "pulled twice"),
    "won_hand": ("    和牌的手：{tiles}", "    winning hand: {tiles}"),
    "won_melds": ("    副露：{melds}", "    melds: {melds}"),
    "score": ("    计分：{items}，共{total}{unit}", "    score: {items}; total {total} {unit}"),
    "item": ("{name} {value}", "{name} {value}"),
    "exhausted": ("  流局：牌摸完了，没有人和牌", "  Drawn hand: the wall is empty and nobody won"),
    "paid_now": ("  即时结算：{payments}", "  Paid at once: {payments}"),
    "payments": ("  本盘结算：{payments}", "  Payments this hand: {payments}"),
    # the hand's settlement after payments made at once: it sums them, they are not paid twice
    "payments_total": ("  本盘合计：{payments}", "  This hand in all: {payments}"),
    "payments_none": ("  本盘结算：没有输赢", "  Payments this hand: none"),
    "scores": ("  总分：{scores}", "  Scores: {scores}"),
    "amount": ("{name} {amount}", "{name} {amount}"),
    "unfinished": ("  （记录到此为止：这一盘没有打完）", "  (the record stops here: the hand was not finished)"),
    "final": ("最终得分：{scores}", "Final scores: {scores}"),
    "no_hand": ("记录里没有第{n}盘", "the log has no hand {n}"),
}

# The players' names as the table gives them (game/client/scenes/table.py BOT_NAMES; the human is
# 你), and as an English reader sees them (game/client/display/lang.py PERSON_EN).
BOT_NAMES: tuple[Bi, ...] = (Bi("阿明", "Ming"), Bi("小红", "Hong"), Bi("老王", "Wang"), Bi("阿芳", "Fang"))
YOU = Bi("你", "You")
_KNOWN = {name.zh: name for name in (*BOT_NAMES, YOU)}

WINDS = WIND_NAMES          # the teaching's table of wind words


# Chinese text takes full-width brackets: a piece from elsewhere (a rule's title, a score item, a
# name) written with half-width ones, "小红(对家)", reads "小红（对家）" in the export's Chinese.
_FULL_WIDTH = str.maketrans({"(": "（", ")": "）"})


def zh_marks(text: str) -> str:
    """Chinese text with full-width brackets."""
    return text.translate(_FULL_WIDTH)


def words(key: str, **args: Any) -> Bi:
    """The export template `key` filled in both languages (a Bi argument's Chinese with full-width
    brackets; a plain value, such as the seed, is written as it is)."""
    zh, en = WORDS[key]
    return fill(Words(zh, en), **{k: Bi(zh_marks(v.zh), v.en) if isinstance(v, Bi) else v for k, v in args.items()})


def in_sentence(name: Bi) -> Bi:
    """A player's name inside an English sentence: "you", not "You"."""
    return Bi(name.zh, "you") if name == YOU else name


_OTHERS_ZH = {2: "两", 3: "三"}


def others_words(seats: int, viewer: Bi) -> Bi:
    """Whose hidden tiles the viewer did not see, true for the table's number of seats: at a table
    of two the one opponent, else the other players."""
    if seats == 2:
        return Bi("对手", "your opponent's" if viewer == YOU else "the other player's")
    return Bi(f"其他{_OTHERS_ZH.get(seats - 1, str(seats - 1))}家", "the other players'")


KindAt = Callable[[int], Optional[Tile]]


def action_told(action: ActionBase, kind_at: KindAt) -> Optional[Bi]:
    """A declaration or set-up step in the record's own words, past tense in English ("declared
    ready", "chose the void suit: Dots"); None for an action it has no words for."""
    data = action.to_json()
    kind = data.get("type")
    if kind in ("declare_ready", "kou_ting"):
        return words(f"did_{kind}")
    if kind == "zuo_zhuang" and isinstance(data.get("sit"), bool):
        return words("did_sit" if data["sit"] else "did_not_sit")
    if kind == "la_zhuang" and data.get("times") in (0, 1, 2):
        return words(f"did_pull_{data['times']}")
    if kind == "choose_void" and data.get("suit") in tuple(SUITS):
        return words("did_void", suit=suit_bi(str(data["suit"])))
    if kind in ("exchange_tiles", "exchange_three") and isinstance(data.get("tiles"), list):
        ids = [t for t in data["tiles"] if isinstance(t, int)]
        kinds = [kind_at(t) for t in ids]
        if not ids:
            return words("did_keep_all")
        if all(k is not None for k in kinds):
            return words(f"did_{kind}", tiles=tiles_bi([k for k in kinds if k is not None]))
        return words(f"did_{kind}_hidden", n=len(ids))
    return None


def wind_bi(wind: str) -> Bi:
    """A seat or round wind in words ("东" / "East"); the letter itself when it is none of them."""
    return WINDS.get(wind, Bi(wind, wind))


def player_names(players: int, human: object, given: object) -> list[Bi]:
    """The players' names: those the file gives (the bots' and 你 in English too), else as a
    table names them (你 for the human, the bots' names in turn)."""
    if isinstance(given, list) and len(given) == players and all(isinstance(n, str) and n for n in given):
        return [_KNOWN.get(n, Bi(n, n)) for n in given]
    bots = iter(BOT_NAMES)
    return [YOU if p == human else next(bots, Bi(f"玩家{p + 1}", f"Player {p + 1}")) for p in range(players)]
