"""二人麻将: every [decision] of docs/rules/two-player-71.md as a named rule option with its
default, and the fixed decisions without an option (`NOTES`).

`choices` lists the values the code implements: the scorer reads `scoring`, `min_fan`,
`fan_cap` and `ippatsu`; the table hooks read `indicators`, `baoting_open`, `baoting_win`,
`haidi_draws` and `furiten`; the payment `dealer_bonus` and the cap. An option that keeps one
value says why in its doc (the rules text names no alternative, or none that can be played).
"""
from __future__ import annotations

from ..base import RuleOption

OPTIONS: tuple[RuleOption, ...] = (
    RuleOption("live_tiles", 71, (71,),
               "§1 T1: the 136 tiles are shuffled; the first 71 are the live deck, the other 65 a face-down "
               "reserve used only for the opening exchange, the indicator and the last-chance draw. One value: "
               "the seed fixes 71 and names no other count.", group="flow"),
    RuleOption("seat_winds", "dealer_east", ("dealer_east",),
               "§2: the dealer's seat wind is East and the non-dealer's South (for scoring honour pungs); the "
               "prevalent wind is East for the whole match. One value: the rules name no other seating.", group="scoring"),
    RuleOption("exchange", "any", ("any", "off"),
               "§3: after the deal each player secretly marks any number of tiles (none is allowed); they go "
               "back to the reserve and as many are drawn from it at random; the live deck stays at 44. "
               "Both exchanges happen at once, before the dealer's first discard. \"off\": no exchange, as in the "
               "QQ two-player family (§0), the indicators are turned up at once.", group="flow"),
    RuleOption("indicators", 1, (1, 0),
               "§5 T2: after the exchange one reserve tile is turned face up on the wall (the indicator), or "
               "none (0: no bonus fans); each identical tile in the winner's complete hand adds 1 fan, which "
               "does not count toward the minimum. Two are not offered: the table shows one face-up place.",
               group="scoring"),
    RuleOption("baoting_open", True, (True, False),
               "§4 T4, §7: the ready declaration is made with a discard that leaves the hand ready, open hands "
               "included (the seed says 'in any situation'), and it scores its fan in an open hand too; "
               "afterwards the game draws and discards the drawn tile for the player, who makes no kong. Off: the "
               "riichi reading of T4, only a closed hand (concealed kongs allowed) may declare.", group="flow"),
    RuleOption("baoting_win", "ask", ("ask", "auto"),
               "§4 T6: after the ready declaration a winning tile (drawn or discarded) is offered to the "
               "player; declining keeps the declaration, and a declined drawn tile is discarded. \"auto\": the "
               "game wins for him on every winning tile (the other reading of T6).", group="flow"),
    RuleOption("ippatsu", False, (False, True),
               "§7: one-shot (a win within one go-around after the ready declaration) scores 1 fan when on; "
               "off by default, since the automatic play after the declaration would make it common.", group="scoring"),
    RuleOption("kong_replacement", "live_end", ("live_end",),
               "§4: a kong's replacement tile comes from the end of the live deck and counts toward the 71. One "
               "value: the rules name no other place to draw it from.", group="flow"),
    RuleOption("haidi_draws", 1, (1, 0),
               "§6 T5: when the 71 are used without a win, the ready player (the first to be ready when both "
               "are, by turn) draws one tile from the reserve; a legal win on it is a last-tile self-draw, "
               "otherwise the hand is drawn. 0: no last-chance draw, the hand is drawn when the 71 are used (T5 "
               "names the procedure as undefined in the seed).", group="flow"),
    RuleOption("furiten", False, (False, True),
               "§4: no rule against winning on a tile one has discarded (the seed has none). On: the riichi "
               "furiten rule the rules compare with, a player may not win on a discard while one of his winning kinds "
               "is in his own discards (a self-draw still wins).", group="flow"),
    RuleOption("scoring", "A", ("A", "B"),
               "§0, §7 T3: option A, riichi-style fans from 1 to 13, the limit hands 13 and the cap. Option B: "
               "the Chinese-style table of the QQ two-player family (天胡 88 ... 自摸 1, values as its public "
               "client codes them), no thirteen orphans; set the cap to 88 with it.", group="scoring"),
    RuleOption("min_fan", 1, (1, 2, 8),
               "§7: a win needs 1 fan besides the indicator's, so an open hand needs a scoring pattern of "
               "its own; 2, or 8 (the Chinese tables' usual minimum, with option B), for a stricter room.",
               group="scoring"),
    RuleOption("fan_cap", 13, (13, 88),
               "§7: all fans add up and a total above 13 counts 13 (the seed's cap); 88, the top of option B's "
               "scale, for the Chinese-style table.", group="scoring"),
    RuleOption("limit_hands", "riichi_set", ("riichi_set",),
               "§7: the standard limit hands (Heavenly Win, Earthly Win, Thirteen Orphans, Four Concealed "
               "Pungs, Big Three Dragons, Little and Big Four Winds, All Honours, All Green, All Terminals, "
               "Nine Gates, Four Kongs) are 13 each, the cap; two of them do not add up. One value: the rules name no "
               "other set (option B has its own limit fans).", group="scoring"),
    RuleOption("payment", "linear", ("linear",),
               "§8: the loser pays the winner the base times the fans, at most the cap (13 by default); a self-draw and a discard "
               "are paid the same (the only opponent pays). A drawn hand pays nothing. One value: the seed measures "
               "the cap in fans lost, so the payment is linear in them.", group="payments"),
    RuleOption("dealer_bonus", False, (False, True),
               "§8: no dealer bonus (the seed has none). On: a win the dealer makes or pays counts 1 fan more "
               "(within the cap), the common Chinese bonus for the seat that deals (坐庄).", group="payments"),
    RuleOption("match_hands", 8, (8, 4, 16),
               "§2: a match is a number of hands set for the room; a point target is not offered.", group="match"),
)

NOTES: tuple[str, ...] = (
    ("136 tiles: characters, dots and bamboo 1-9, four winds and three dragons, four of each; no flowers "
     "and no wildcards (§1)."),
    ("Two players: the dealer and the non-dealer. The first dealer is drawn at random; the winner deals "
     "next, and the dealer stays after a drawn hand (§2)."),
    "The dealer gets 14 tiles, the other 13; the dealer discards first (§3, §4).",
    ("Chow, pung and melded kong on the opponent's discard, concealed and added kongs in one's turn; win "
     "> kong or pung > chow (§4)."),
    "Only an added kong can be robbed; the robbing win is scored as a self-draw plus robbing a kong (§4).",
)
