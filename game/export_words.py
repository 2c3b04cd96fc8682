"""Every text of the exported match record (game/export.py) in Chinese and English: one table of
templates (a test checks each has both languages with the same placeholders)."""
from __future__ import annotations

from typing import Any

from rules.variants.book import Words

from game.teaching.i18n import WIND_NAMES, Bi, fill

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
    "seen_by": ("按{name}看到的记录：别人的暗牌不写", "As {name} saw it: the others' hidden tiles are not told"),
    # a hand
    "hand": ("第{n}局　庄家：{dealer}　圈风：{wind}", "Hand {n}   dealer: {dealer}   round wind: {wind}"),
    "hand_no_winds": ("第{n}局　庄家：{dealer}", "Hand {n}   dealer: {dealer}"),
    "rotated": ("换位：{seats}", "Seats change: {seats}"),
    "starting": ("起手牌", "Starting hands"),
    "start_line": ("  {name}：{tiles}", "  {name}: {tiles}"),
    "turn": ("  {name}：{what}", "  {name}: {what}"),
    "draw": ("摸{tile}", "draws {tile}"),
    "draw_kong": ("杠后补摸{tile}", "draws {tile} after the kong"),
    "draw_flower": ("补摸{tile}", "draws {tile} for the flower"),
    "exchanged": ("换进{tiles}", "takes {tiles} in exchange"),
    "flower": ("补花{tile}", "sets aside the flower {tile}"),
    "discard": ("打{tile}", "discards {tile}"),
    "chow": ("吃{from_name}的{tile}（{meld}）", "chows {from_whose} {tile} ({meld})"),
    "pung": ("碰{from_name}的{tile}", "pungs {from_whose} {tile}"),
    "kong": ("杠{from_name}的{tile}", "kongs {from_whose} {tile}"),
    "added_kong": ("加杠{tile}", "adds {tile} to a kong"),
    "concealed_kong": ("暗杠{tile}", "declares a concealed kong of {tile}"),
    "concealed_kong_hidden": ("暗杠", "declares a concealed kong"),
    "robbed": ("抢{from_name}的杠：{tile}", "robs {from_whose} kong: {tile}"),
    "won_self": ("自摸和牌：{tile}", "wins by self-draw on {tile}"),
    "won_discard": ("和牌：{from_name}打的{tile}", "wins on {from_whose} {tile}"),
    "won_robbed": ("抢杠和：{from_name}的{tile}", "wins by robbing {from_whose} kong: {tile}"),
    "won_hand": ("    和牌的手：{tiles}", "    winning hand: {tiles}"),
    "won_melds": ("    副露：{melds}", "    melds: {melds}"),
    "score": ("    计分：{items}，共{total}{unit}", "    score: {items}; total {total} {unit}"),
    "item": ("{name} {value}", "{name} {value}"),
    "exhausted": ("  流局：牌摸完了，没有人和牌", "  Drawn hand: the wall is empty and nobody won"),
    "paid_now": ("  即时结算：{payments}", "  Paid at once: {payments}"),
    "payments": ("  本局结算：{payments}", "  Payments this hand: {payments}"),
    "scores": ("  总分：{scores}", "  Scores: {scores}"),
    "amount": ("{name} {amount}", "{name} {amount}"),
    "unfinished": ("  （记录到此为止：这一局没有打完）", "  (the record stops here: the hand was not finished)"),
    "final": ("最终得分：{scores}", "Final scores: {scores}"),
    "no_hand": ("记录里没有第{n}局", "the log has no hand {n}"),
}

# The players' names as the table gives them (game/client/scenes/table.py BOT_NAMES; the human is
# 你), and as an English reader sees them (game/client/display/lang.py PERSON_EN).
BOT_NAMES: tuple[Bi, ...] = (Bi("阿明", "Ming"), Bi("小红", "Hong"), Bi("老王", "Wang"), Bi("阿芳", "Fang"))
YOU = Bi("你", "You")
_KNOWN = {name.zh: name for name in (*BOT_NAMES, YOU)}

WINDS = WIND_NAMES          # the teaching's table of wind words


def words(key: str, **args: Any) -> Bi:
    """The export template `key` filled in both languages."""
    zh, en = WORDS[key]
    return fill(Words(zh, en), **args)


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
