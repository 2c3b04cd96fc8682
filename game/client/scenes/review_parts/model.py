"""What the review window shows, without pygame: the hands, the decisions of the selected hand in
the order the window lists them (the marked, costliest first, then the rest in order of play),
the selection and its moves, and the words of a decision in a learner's terms."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from rules.variants.registry import get_variant

from game.review import Choice, HandReview, LogReview, ReviewedDecision
from game.teaching.i18n import WIND_NAMES, Bi, relative_seat

WINDS = WIND_NAMES          # the teaching's table of wind words
MATCHED = Bi("这手牌你每一步都和高手一样", "You played every step of this hand as the expert would")
NO_CHOICE = Bi("这一手你没有需要选择的时候", "You had no choice to make in this hand")


def hand_title(hand: HandReview, several_matches: bool) -> Bi:
    """"第3手" / "Hand 3" (with the match when the log holds several)."""
    if several_matches:
        return Bi(f"第{hand.match + 1}场 第{hand.hand + 1}手", f"Match {hand.match + 1}, hand {hand.hand + 1}")
    return Bi(f"第{hand.hand + 1}手", f"Hand {hand.hand + 1}")


def hand_verdict(hand: HandReview) -> Bi:
    """The hand in a sentence: the plain praise when every step was the expert's, else the review's summary."""
    if not hand.decisions:
        return NO_CHOICE
    return MATCHED if hand.matched else hand.summary


# Where a seat sits for the player, short (a label beside its tiles), by the seats after the player.
_SHORT = {2: (Bi("对家", "Opposite"),), 3: (Bi("下家", "Right"), Bi("上家", "Left")),
          4: (Bi("下家", "Right"), Bi("对家", "Opposite"), Bi("上家", "Left"))}


def seat_name(view_seat: int, other: int, seat_winds: Sequence[str], short: bool = False) -> Bi:
    """A seat as the player knows it: where it sits and its wind ("下家（南）" / "the player on your
    right (South)"; `short`: "Right (South)")."""
    seats = len(seat_winds)
    step = (other - view_seat) % seats
    where = _SHORT[seats][step - 1] if short and step and seats in _SHORT else relative_seat(view_seat, other, seats)
    wind = WINDS.get(seat_winds[other]) if 0 <= other < len(seat_winds) else None
    if wind is None:
        return where
    if other == view_seat:
        return Bi(f"你（{wind.zh}）", f"{'You' if short else 'you'} ({wind.en})")
    return Bi(f"{where.zh}（{wind.zh}）", f"{where.en} ({wind.en})")


def steps_words(choice: Choice) -> Bi:
    """Steps from ready after a choice, as a learner reads them."""
    if choice.shanten is None:
        return Bi("—", "—")
    if choice.shanten < 0:
        return Bi("和牌", "wins")
    if choice.shanten == 0:
        return Bi("听牌", "ready")
    return Bi(f"{choice.shanten}步", f"{choice.shanten} step{'s' if choice.shanten > 1 else ''}")


def help_words(choice: Choice) -> Bi:
    """The unseen tiles that help after a choice (the winning tiles when it leaves the hand ready)."""
    if choice.live is None or choice.shanten is None or choice.shanten < 0:
        return Bi("—", "—")
    if choice.shanten == 0:
        return Bi(f"能和的牌{choice.live}张", f"{choice.live} winning tile{'' if choice.live == 1 else 's'} unseen")
    return Bi(f"{choice.live}张", f"{choice.live} tile{'' if choice.live == 1 else 's'}")


def danger_words(choice: Choice) -> Bi:
    """A discard's chance to deal in, short ("约6%" / "about 6%")."""
    if choice.danger is None:
        return Bi("—", "—")
    pct = round(choice.danger.chance * 100)
    if pct < 1:
        return Bi("不到1%", "under 1%")
    return Bi(f"约{pct}%", f"about {pct}%")


def threat_words(decision: ReviewedDecision, choice: Choice) -> Bi:
    """Who the discard would most likely deal into and why, named as the player sees the table."""
    danger = choice.danger
    if danger is None:
        return Bi("", "")
    view = decision.view
    if danger.seat < 0 or danger.seat == view.seat or round(danger.ready * 100) < 1:
        return danger.why     # nobody reads ready: "most likely deal into … (0% ready)" beside "safe" read as a slip
    seats = len(view.seat_winds)
    where = relative_seat(view.seat, danger.seat, seats)
    wind = WINDS.get(view.seat_winds[danger.seat]) if 0 <= danger.seat < seats else None
    ready = round(danger.ready * 100)
    # one bracket: the seat's wind and how likely he is ready ("(North) (about 31% ...)" read as a slip)
    said = Bi(f"{wind.zh}，约{ready}%已听牌", f"{wind.en}, about {ready}% likely ready") if wind is not None else \
        Bi(f"约{ready}%已听牌", f"about {ready}% likely ready")
    return Bi(f"最可能点到{where.zh}（{said.zh}）。{danger.why.zh}",
              f"It would most likely deal into {where.en} ({said.en}). {danger.why.en}")


def action_tiles(decision: ReviewedDecision, choice: Choice) -> list[int]:
    """The player's own tiles a choice uses or throws (tile ids in the view's hand)."""
    data = choice.action.to_json()
    found: list[int] = []
    tile = data.get("tile")
    if isinstance(tile, int):
        found.append(tile)
    tiles = data.get("tiles")
    if isinstance(tiles, list):
        found.extend(t for t in tiles if isinstance(t, int))
    plays_as = getattr(choice.action, "plays_as", None)
    played = plays_as() if callable(plays_as) else None
    inner = getattr(played, "tile", None)
    if isinstance(inner, int):
        found.append(inner)
    suit = data.get("suit")
    view = decision.view
    if isinstance(suit, str) and not found:     # 定缺: the tiles of the suit given up
        found = [t for t, k in zip(view.hand, view.hand_kinds) if k.suit == suit]
    hand = set(view.hand)
    return [t for t in dict.fromkeys(found) if t in hand]


def variant_words(variant: str) -> Bi:
    """The variant's title ("国标麻将" / "Guobiao ...")."""
    v = get_variant(variant)
    return Bi(v.title_zh, v.title_en)


def ordered(hand: HandReview) -> list[ReviewedDecision]:
    """The decisions as listed: the marked ones, costliest first, then the rest in order of play."""
    marked = hand.marked
    ids = {id(d) for d in marked}
    return marked + [d for d in hand.decisions if id(d) not in ids]


@dataclass
class ReviewBrowser:
    """The hands of a review, the hand shown and the decision selected in its list."""

    review: LogReview
    hand_index: int = 0
    selected: int = 0

    @property
    def hands(self) -> tuple[HandReview, ...]:
        """Every reviewed hand, in order."""
        return self.review.hands

    @property
    def several_matches(self) -> bool:
        """The log holds more than one match (a simulate log may)."""
        return len({h.match for h in self.hands}) > 1

    @property
    def hand(self) -> Optional[HandReview]:
        """The hand shown (None: the log had no hand to review)."""
        return self.hands[self.hand_index] if self.hands else None

    @property
    def rows(self) -> list[ReviewedDecision]:
        """The decisions of the hand shown, in the order listed."""
        return ordered(self.hand) if self.hand is not None else []

    @property
    def decision(self) -> Optional[ReviewedDecision]:
        """The decision selected (None: the hand had none)."""
        rows = self.rows
        return rows[self.selected] if 0 <= self.selected < len(rows) else None

    def open_at(self, hand_no: Optional[int]) -> None:
        """Show the first hand whose match hand number is `hand_no` (0-based, as the log's "hand")."""
        for index, h in enumerate(self.hands):
            if h.hand == hand_no:
                self.show_hand(index)
                return

    def show_hand(self, index: int) -> bool:
        """Show hand `index` (kept within the review), its first listed decision selected; True if it changed."""
        index = max(0, min(len(self.hands) - 1, index))
        if index == self.hand_index or not self.hands:
            return False
        self.hand_index, self.selected = index, 0
        return True

    def move(self, step: int) -> bool:
        """Select `step` rows down (up when negative), kept within the list; True if it changed."""
        rows = len(self.rows)
        at = max(0, min(rows - 1, self.selected + step)) if rows else 0
        changed = at != self.selected
        self.selected = at
        return changed

    def select(self, row: int) -> bool:
        """Select row `row` of the list; True if it changed."""
        return self.move(row - self.selected)
