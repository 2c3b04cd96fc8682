"""The hand calculator's state: a hand built tile by tile, its win conditions, and its score.

    calc = Calculator("guobiao")
    calc.set_mode("hand"); calc.click(Tile.parse("1m")) ...      # concealed tiles
    calc.set_mode("pung"); calc.click(Tile.parse("5z"))          # a claimed pung of 中
    calc.set_mode("win");  calc.click(Tile.parse("4m"))          # the winning tile
    calc.set_flag("self_drawn", True); calc.set_wind("seat", "S"); calc.set_flowers(2)
    calc.request()   -> {"variant": ..., "hand": {...}, "options": {...}}   (main.py score's input)
    calc.evaluate()  -> Evaluation(output, result, error)

The score is `main.py score`'s own: the request is the JSON line the CLI reads and the output is
`game.cli.score.score_line` of it, so the screen can never disagree with the command. The
ScoreResult (the same reader and scorer) is kept beside it because its items name their tiles
(for highlighting), which the JSON does not carry.

Which win conditions and rule options a variant scores is read from its record
(`Variant.score_flags`, `Variant.score_options`); the hand fields beyond them (a void suit, the
混 of a flipped tile) and the flags a hand starts with are its presenter's (game/client/variants/),
checked by tests against the variants' readers.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Mapping, Optional, Protocol, cast

from game.cli.score import score_line
from game.client.variants import flag_names, presenter_for
from game.client.variants.base import Presenter
from game.teaching.i18n import Bi
from rules.errors import NotationError
from rules.events import WinRecord
from rules.melds import MeldKind
from rules.scoring import ScoreResult
from rules.tiles import TILES, Tile, format_tiles
from rules.variants.base import Variant
from rules.variants.registry import DEFAULT_VARIANT, get_variant

if TYPE_CHECKING:
    from rules.state import State

MODES = ("hand", "chow", "pung", "kong", "concealed_kong", "win", "indicator")
MODE_NAMES = {
    "hand": Bi("手牌", "Hand tile"), "chow": Bi("吃", "Chow"), "pung": Bi("碰", "Pung"),
    "kong": Bi("明杠", "Kong"), "concealed_kong": Bi("暗杠", "Concealed kong"), "win": Bi("和牌张", "Winning tile"),
    "indicator": Bi("翻混", "Flipped tile"),
}
WINDS = ("E", "S", "W", "N")
SUITS = ("m", "p", "s")

# Boolean flags of the `hand.flags` object each variant's reader accepts, with their names.
FLAG_NAMES = {
    "self_drawn": Bi("自摸", "Self-drawn"),
    "last_tile": Bi("最后一张（海底）", "Last tile of the wall"),
    "kong_related": Bi("杠上开花 / 抢杠", "Kong replacement / robbing a kong"),
    "last_of_kind": Bi("和绝张", "Last of its kind"),
    "first_turn": Bi("第一轮（天和 / 地和）", "First turn (heavenly / earthly)"),
    "dealer": Bi("庄家", "Dealer"),
    **flag_names(),                      # the variants' own (杠上炮, 豹子 ...)
}
# The `hand.flags` that are values, not true/false conditions (Variant.score_flags names them).
VALUE_FLAGS = ("seat_wind", "round_wind", "flowers")
COPIES = 4           # of each kind in a set
SETS = 4             # a hand's sets besides its pair (melds and concealed)
FLIPPABLE = 34       # the kinds below this index may be flipped for 混 (not the flowers)


@dataclass
class MeldEntry:
    """One meld of the calculated hand: its kind, tiles, and who it was claimed from."""
    kind: MeldKind
    tiles: tuple[Tile, ...]
    from_seat: Optional[int] = None      # 1 left, 2 opposite, 3 right; None for a concealed kong
    claimed: Optional[Tile] = None

    def to_json(self) -> dict:
        """The meld as the `hand` object of `main.py score` writes it."""
        obj: dict = {"type": self.kind.value, "tiles": format_tiles(sorted(self.tiles))}
        if self.kind is not MeldKind.CONCEALED_KONG:
            obj["from"] = self.from_seat or 1
        if self.kind is MeldKind.CHOW:
            obj["claimed"] = str(self.claimed or self.tiles[0])
        return obj


class NeedsTable(Exception):
    """The variant's settlement asks about the table (the dealer, the kongs paid ...), which a
    lone calculated hand does not have: no payment can be shown."""


class LoneWin:
    """What a variant's `settle` may read of the hand's end state when the hand stands alone:
    the variant's record, the rule options and its win facts (`extra`); anything else raises
    NeedsTable."""

    def __init__(self, variant: Variant, options: Mapping[str, Any], extra: object) -> None:
        self.variant = variant
        self.options = options
        self.extra = extra

    def __getattr__(self, name: str) -> Any:
        raise NeedsTable(name)


@dataclass(frozen=True)
class Payment:
    """Who pays the winner (seat 0) what, from the variant's own `settle`: the amount of each
    payer (seat -> amount), the seat the win came from (None: self-drawn) and the total."""

    amounts: dict[int, int]
    from_seat: Optional[int]
    robbed_kong: bool
    fed_kong: bool

    @property
    def total(self) -> int:
        """What the winner receives in all."""
        return sum(self.amounts.values())

    def line(self) -> Bi:
        """"每家付 40，共 120" / "each of three pays 40 = 120", or who pays alone."""
        values = sorted(set(self.amounts.values()))
        if len(self.amounts) == 3 and len(values) == 1:
            return Bi(f"每家付 {values[0]}，共 {self.total}", f"each of three pays {values[0]} = {self.total}")
        if len(self.amounts) == 1:
            who = (Bi("被抢杠的一家", "the robbed player") if self.robbed_kong
                   else Bi("喂杠的一家", "the player who fed the kong") if self.fed_kong
                   else Bi("点炮的一家", "the discarder"))
            return Bi(f"{who.zh}付 {self.total}", f"{who.en} pays {self.total}")
        main = self.amounts.get(self.from_seat, 0) if self.from_seat is not None else 0
        rest = [a for seat, a in self.amounts.items() if seat != self.from_seat]
        if self.from_seat is not None and len(set(rest)) == 1:
            return Bi(f"点炮的一家付 {main}，另两家各付 {rest[0]}，共 {self.total}",
                      f"the discarder pays {main}, the other two {rest[0]} each = {self.total}")
        parts = " + ".join(str(a) for _, a in sorted(self.amounts.items()))
        return Bi(f"{parts} = {self.total}", f"{parts} = {self.total}")


@dataclass
class Evaluation:
    """The calculator's score of the hand: main.py's output, the result, or why none."""
    output: Optional[dict]          # main.py score's answer for this hand (None when incomplete)
    result: Optional[ScoreResult]   # the same result with each item's tiles
    error: Optional[Bi]             # why there is no score yet (incomplete hand, bad input)


class RememberedRules(Protocol):
    """The player's settings as the calculator reads them: the room rules kept per variant."""

    def options_for(self, variant: str) -> dict[str, Any]:
        """The player's rule options for `variant`."""
        ...


def starting_options(user: RememberedRules, variant: str,
                     options: Optional[Mapping[str, Any]] = None) -> dict[str, Any]:
    """The options the calculator starts from: the rules in force of a match (`options`), else
    the room rules the player keeps for `variant` (the classic ones when none)."""
    chosen = dict(options) if options is not None else user.options_for(variant)
    get_variant(variant).resolve_options(chosen)      # refused here, not at the first score
    return chosen


@dataclass
class Calculator:
    """The calculator screen's hand, flags, winds and options, and its score (no pygame)."""
    variant: str = DEFAULT_VARIANT.name
    concealed: list[Tile] = field(default_factory=list)
    melds: list[MeldEntry] = field(default_factory=list)
    win_tile: Optional[Tile] = None
    flags: dict[str, bool] = field(default_factory=dict)
    seat_wind: str = "E"
    round_wind: str = "E"
    flower_tiles: list[Tile] = field(default_factory=list)   # flowers set aside, in click order
    void_suit: Optional[str] = None
    indicator_tile: Optional[Tile] = None
    options: dict[str, Any] = field(default_factory=dict)
    mode: str = "hand"
    _cache: Optional[tuple[str, Evaluation]] = field(default=None, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.variant = get_variant(self.variant).name
        if not self.flags:
            self.flags = dict(self.presenter.calc_flags)

    # ------------------------------------------------------------------ what the variant offers
    @property
    def rules(self) -> Variant:
        """The variant's record."""
        return get_variant(self.variant)

    @property
    def presenter(self) -> Presenter:
        """The variant's client side (its hand fields beyond the flags)."""
        return presenter_for(self.variant)

    def uses_void(self) -> bool:
        """The hand has a void suit (定缺)."""
        return self.presenter.calc_void

    def uses_indicator(self) -> bool:
        """The hand reads a tile turned up on the wall (天津's 翻混 makes the 混; an indicator)."""
        return self.presenter.calc_flip is not None

    def mode_name(self, mode: str) -> Bi:
        """The words of a mode button (the flipped tile's are the variant's: 翻混, 花牌 ...)."""
        flip = self.presenter.calc_flip
        return flip.words if mode == "indicator" and flip is not None else MODE_NAMES[mode]

    def palette(self) -> list[Tile]:
        """The tiles to click: the variant's playing kinds, then its flowers (counted, not held)."""
        kinds = sorted({k for k in self.rules.tiles.kinds}, key=lambda k: k.index)
        play = [k for k in kinds if not self.is_flower(k)]
        flowers = [k for k in kinds if self.is_flower(k)]
        return play + flowers

    def is_flower(self, kind: Tile) -> bool:
        """Whether `kind` is a flower under the rules chosen (set aside, not played; 苏州百搭's
        jokers are played as wildcards instead)."""
        return bool(self.rules.flower_test(self.rules.resolve_options(self.options))(kind))

    def flag_names(self) -> tuple[str, ...]:
        """The true/false win conditions the variant scores (Variant.score_flags)."""
        return tuple(f for f in self.rules.score_flags if f not in VALUE_FLAGS)

    def uses_winds(self) -> bool:
        """Whether the variant scores the seat and round winds."""
        return "seat_wind" in self.rules.score_flags

    def flower_limit(self) -> int:
        """How many flowers a hand may set aside: the variant's flower tiles (0: none scored)."""
        if "flowers" not in self.rules.score_flags:
            return 0
        return sum(1 for kind in self.rules.tiles.kinds if self.is_flower(kind))

    @property
    def flowers(self) -> int:
        """How many flowers are set aside."""
        return len(self.flower_tiles)

    def modes(self) -> tuple[str, ...]:
        """The palette's click modes this variant has (no chow, no 混 where it has none)."""
        return tuple(m for m in MODES if not (m == "chow" and not self.rules.claims.chow)
                     and not (m == "indicator" and not self.uses_indicator()))

    def option_keys(self) -> tuple[str, ...]:
        """The rule options the variant's scorer reads (Variant.score_options)."""
        keys = {o.key for o in self.rules.options}
        return tuple(k for k in self.rules.score_options if k in keys)

    def option_value(self, key: str) -> Any:
        """The value of rule option `key`: the one set, else the variant's default."""
        return self.rules.resolve_options(self.options).get(key)

    # ------------------------------------------------------------------ building the hand
    def needed(self) -> int:
        """Concealed tiles still missing (besides the winning tile)."""
        return self.rules.hand_size - 3 * len(self.melds) - len(self.concealed)

    def held(self, kind: Tile) -> int:
        """Copies of `kind` used so far (hand, melds, winning tile)."""
        n = sum(1 for t in self.concealed if t is kind) + (1 if self.win_tile is kind else 0)
        return n + sum(1 for m in self.melds for t in m.tiles if t is kind)

    def set_mode(self, mode: str) -> None:
        """What a palette click adds next (ValueError for a mode the variant lacks)."""
        if mode not in self.modes():
            raise ValueError(f"{mode!r} is not a calculator mode for {self.variant}")
        self.mode = mode

    def click(self, kind: Tile) -> Optional[Bi]:
        """A palette tile clicked in the current mode; returns why nothing happened, or None."""
        if self.is_flower(kind):
            return self.add_flower(kind)
        if self.mode == "hand":
            return self.add_concealed(kind)
        if self.mode == "win":
            return self.set_win_tile(kind)
        if self.mode == "indicator":
            self.set_indicator(kind)
            return None
        return self.add_meld(self.mode, kind)

    def add_concealed(self, kind: Tile) -> Optional[Bi]:
        """Add a concealed tile; why not (all four used, the hand full), or None."""
        if self.held(kind) >= COPIES:
            return Bi(f"{kind.name_zh}已经用了四张", f"all four {kind.name_en} are in use")
        if self.needed() <= 0:
            if self.win_tile is None:   # the hand is full: the next tile is the one it wins on
                return self.set_win_tile(kind)
            return Bi("手牌已满：先去掉一张", "the hand is full: remove a tile first")
        self.concealed.append(kind)
        self.concealed.sort()
        return None

    def remove_concealed(self, index: int) -> None:
        """Take the concealed tile at `index` out."""
        del self.concealed[index]

    def set_win_tile(self, kind: Optional[Tile]) -> Optional[Bi]:
        """The winning tile (None: none yet); why not (all four used), or None."""
        if kind is not None and self.held(kind) - (1 if self.win_tile is kind else 0) >= COPIES:
            return Bi(f"{kind.name_zh}已经用了四张", f"all four {kind.name_en} are in use")
        self.win_tile = kind
        return None

    def meld_tiles(self, mode: str, kind: Tile) -> Optional[tuple[Tile, ...]]:
        """The tiles of a `mode` meld started at `kind` (a chow runs up from it); None if none fits."""
        if mode == "chow":
            if not kind.is_suited or kind.rank > 7:
                return None
            return tuple(TILES[kind.index + i] for i in range(3))
        return (kind,) * (3 if mode == "pung" else 4)

    def add_meld(self, mode: str, kind: Tile, from_seat: Optional[int] = None,
                 claimed: Optional[Tile] = None) -> Optional[Bi]:
        """Add a `mode` meld started at `kind`; why not, or None."""
        if mode == "chow" and not self.rules.claims.chow:
            return Bi("这种玩法不能吃", "this variant has no chow")
        if len(self.melds) >= SETS or 3 * (len(self.melds) + 1) + len(self.concealed) > self.rules.hand_size:
            return Bi("放不下更多的副露", "no room for another meld")
        tiles = self.meld_tiles(mode, kind)
        if tiles is None:
            return Bi("顺子从1到7开始（点最小的一张）", "a chow starts at 1 to 7: click its lowest tile")
        for t in set(tiles):
            if self.held(t) + tiles.count(t) > COPIES:
                return Bi(f"{t.name_zh}不够四张", f"not enough {t.name_en} left")
        kind_of = {"chow": MeldKind.CHOW, "pung": MeldKind.PUNG, "kong": MeldKind.KONG,
                   "concealed_kong": MeldKind.CONCEALED_KONG}[mode]
        if kind_of is MeldKind.CONCEALED_KONG:
            from_seat = None
        elif from_seat is None:
            from_seat = 1
        if kind_of is MeldKind.CHOW and claimed is None:
            claimed = tiles[0]
        self.melds.append(MeldEntry(kind_of, tiles, from_seat, claimed))
        return None

    def remove_meld(self, index: int) -> None:
        """Take the meld at `index` out."""
        del self.melds[index]

    def add_flower(self, kind: Optional[Tile] = None) -> Optional[Bi]:
        """Set a flower aside (`kind`, or the first flower with a copy left); why not, or None."""
        limit = self.flower_limit()
        if self.flowers >= limit:
            return Bi(f"花牌最多{limit}张", f"at most {limit} flowers")
        if kind is None:
            kind = next(k for k in self.palette() if self.is_flower(k) and self._flower_left(k))
        if not self._flower_left(kind):
            return Bi(f"{kind.name_zh}已经用完了", f"no {kind.name_en} left")
        self.flower_tiles.append(kind)
        return None

    def _flower_left(self, kind: Tile) -> bool:
        copies = sum(1 for k in self.rules.tiles.kinds if k is kind)
        return sum(1 for k in self.flower_tiles if k is kind) < copies

    def remove_flower(self, index: int) -> None:
        """Take the flower at `index` back."""
        del self.flower_tiles[index]

    def set_flowers(self, n: int) -> None:
        """Exactly `n` flowers set aside (kept ones first, then the palette's in order)."""
        n = max(0, min(self.flower_limit(), int(n)))
        del self.flower_tiles[n:]
        while self.flowers < n:
            self.add_flower()

    def set_flag(self, name: str, value: bool) -> None:
        """Set win condition `name` (ValueError for one the variant does not score)."""
        if name not in self.flag_names():
            raise ValueError(f"{self.variant} has no win condition {name!r}")
        self.flags[name] = bool(value)

    def toggle_flag(self, name: str) -> None:
        """Flip win condition `name`."""
        self.set_flag(name, not self.flags.get(name, False))

    def set_wind(self, which: str, wind: str) -> None:
        """The seat or round (`which`) wind (ValueError for an unknown wind)."""
        if wind not in WINDS:
            raise ValueError(f"wind must be one of {WINDS}")
        if which == "seat":
            self.seat_wind = wind
        elif which == "round":
            self.round_wind = wind
        else:
            raise ValueError("which wind: 'seat' or 'round'")

    def set_void(self, suit: Optional[str]) -> None:
        """The void suit (四川 定缺): m, p, s or None."""
        if suit is not None and suit not in SUITS:
            raise ValueError("void suit: m, p or s")
        self.void_suit = suit

    def set_indicator(self, indicator: Optional[Tile]) -> None:
        """The tile turned up on the wall (天津: it and its successor are the 混)."""
        if indicator is not None and indicator.index >= FLIPPABLE:
            raise ValueError(f"{indicator} cannot be flipped for 混")
        self.indicator_tile = indicator

    def wildcard_tiles(self) -> tuple[Tile, ...]:
        """The kinds the flipped tile marks (天津: the two 混; an indicator: itself)."""
        flip = self.presenter.calc_flip
        if self.indicator_tile is None or flip is None:
            return ()
        return flip.marked(self.indicator_tile)

    def set_option(self, key: str, value: Any) -> None:
        """Set rule option `key` (ValueError for a value the variant does not offer)."""
        opt = next((o for o in self.rules.options if o.key == key), None)
        if opt is None or value not in opt.choices:
            raise ValueError(f"{self.variant} option {key!r} has no choice {value!r}")
        self.options[key] = value

    def cycle_option(self, key: str) -> Any:
        """Set rule option `key` to its next choice; returns the new value."""
        opt = next(o for o in self.rules.options if o.key == key)
        choices = list(opt.choices)
        now = self.option_value(key)
        value = choices[(choices.index(now) + 1) % len(choices)] if now in choices else choices[0]
        self.set_option(key, value)
        return value

    def clear(self) -> None:
        """Take every tile out (hand, melds, flowers, winning tile); flags, winds and options stay."""
        self.concealed.clear()
        self.melds.clear()
        self.flower_tiles.clear()
        self.win_tile = None

    # ------------------------------------------------------------------ the score
    def hand_json(self) -> dict:
        """The `hand` object of main.py score's input (docs/cli.md)."""
        hand: dict[str, Any] = {"melds": [m.to_json() for m in self.melds],
                                "concealed": format_tiles(sorted(self.concealed)),
                                "win_tile": str(self.win_tile) if self.win_tile is not None else ""}
        flags: dict[str, Any] = {name: bool(self.flags.get(name, False)) for name in self.flag_names()}
        if self.uses_winds():
            flags["seat_wind"] = self.seat_wind
            flags["round_wind"] = self.round_wind
        if "flowers" in self.rules.score_flags:
            flags["flowers"] = self.flowers
        hand["flags"] = flags
        if self.uses_void() and self.void_suit is not None:
            hand["void_suit"] = self.void_suit
        flip = self.presenter.calc_flip
        if flip is not None and self.indicator_tile is not None:
            hand[flip.field] = flip.value(self.indicator_tile)
        return hand

    def request(self) -> dict:
        """The whole input line of main.py score for this hand."""
        return {"variant": self.variant, "hand": self.hand_json(), "options": dict(self.options)}

    def problem(self) -> Optional[Bi]:
        """What the hand still lacks before it can be scored (None when it is complete)."""
        missing = self.needed()
        if missing > 0:
            return Bi(f"还差{missing}张手牌", f"{missing} more hand tile{'s' if missing > 1 else ''} needed")
        if missing < 0:
            return Bi(f"手牌多了{-missing}张", f"{-missing} hand tile{'s' if missing < -1 else ''} too many")
        if self.win_tile is None:
            return Bi("选和牌张（最后一张）", "choose the winning tile")
        flip = self.presenter.calc_flip
        if flip is not None and flip.required and self.indicator_tile is None:
            return flip.missing
        return None

    def evaluate(self) -> Evaluation:
        """Score the hand exactly as `main.py score` does (None output while incomplete): the
        output is `score_line` of the request itself; the same reader and scorer give the
        result with each item's tiles. Cached per request (the screen asks every frame)."""
        missing = self.problem()
        if missing is not None:
            return Evaluation(None, None, missing)
        request = self.request()
        key = json.dumps(request, sort_keys=True, ensure_ascii=False)
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        rules = self.rules
        try:
            output = score_line(key)
            result = rules.score(rules.read_hand(request["hand"]), rules.resolve_options(request["options"]))
        except (NotationError, ValueError, KeyError, TypeError) as exc:
            found = Evaluation(None, None, Bi("输入有误：这手牌按这种玩法算不了", f"cannot score: {exc}"))
        else:
            found = Evaluation(output, result, None)
        self._cache = (key, found)
        return found

    def payment(self) -> Optional[Payment]:
        """What the other players pay for this hand, as the variant's own `settle` prices a win
        of seat 0 (self-drawn, or from seat 1); None while the hand is no legal win, or when the
        variant's settlement needs the table (天津 坐庄/拉庄, 四川's kongs)."""
        found = self.evaluate()
        rules = self.rules
        if found.result is None or self.win_tile is None or not rules.is_legal_win(found.result):
            return None     # (a scored hand has its winning tile: `problem` asks for it first)
        self_drawn = bool(self.flags.get("self_drawn"))
        robbed = bool(self.flags.get("kong_related")) and not self_drawn
        fed = self_drawn and bool(self.flags.get("fed_kong"))
        feeder = next((m.from_seat or 1 for m in self.melds if m.kind is MeldKind.KONG), None) if fed else None
        # who fed each seat's kong: seat 0 (the winner) was fed by `feeder`
        extra = rules.state_type.lone_win(rules.seats, feeder)
        win = WinRecord(seat=0, tile=0, kind=self.win_tile, from_seat=None if self_drawn else 1,
                        robbed_kong=robbed, score=found.result)
        try:
            # `settle` is typed with the engine's State; a lone hand has only what LoneWin holds
            # (anything else it reads raises NeedsTable)
            alone = cast("State", LoneWin(rules, rules.resolve_options(self.options), extra))
            settlement = rules.settle((win,), alone)
        except NeedsTable:
            return None
        amounts: dict[int, int] = {}
        for t in settlement.transfers:
            if t.payee == 0:
                amounts[t.payer] = amounts.get(t.payer, 0) + t.amount
        if not amounts:
            return None
        return Payment(amounts, win.from_seat, robbed, feeder is not None)

    # ------------------------------------------------------------------ for drawing
    def shown_tiles(self) -> list[tuple[str, int, Tile]]:
        """Every tile of the built hand as (place, index, kind): ("hand", i) concealed tiles,
        ("meld", m) the tiles of meld m, ("win", 0) the winning tile, ("flower", i) the flowers
        set aside."""
        out = [("hand", i, t) for i, t in enumerate(self.concealed)]
        for m, meld in enumerate(self.melds):
            out.extend(("meld", m, t) for t in meld.tiles)
        if self.win_tile is not None:
            out.append(("win", 0, self.win_tile))
        out.extend(("flower", i, t) for i, t in enumerate(self.flower_tiles))
        return out


def item_highlight(shown: list[tuple[str, int, Tile]], item_tiles: tuple[Tile, ...]) -> set[int]:
    """Positions in `shown` of the tiles an item names: each named tile takes one shown tile of
    its kind, the winning tile first (a pattern it completes shows it lit: 组合龙 9 of 9), then
    the melds (a pung item names the meld's tiles)."""
    order = sorted(range(len(shown)), key=lambda i: {"win": 0, "meld": 1, "hand": 2, "flower": 3}[shown[i][0]])
    taken: set[int] = set()
    for kind in item_tiles:
        for i in order:
            if i not in taken and shown[i][2] is kind:
                taken.add(i)
                break
    return taken
