"""Why the rules refuse what the human tried: a short explanation instead of a silent refusal.

    explain_refusal(view, Pung(0, (12, 13)))  ->  ("漏碰：你放过了二筒…", "漏碰: you let 2 Dots go …")
    explain_refusal(view, action_that_is_legal)  ->  None

The reason is derived, never guessed from the action alone: the seat's view (phase, whose turn,
the window tile, the hand) and the rules. Everything a variant adds (定缺, 混, 小相公, 漏碰/漏胡,
过水, 过碰, the forced win) comes as a `Reason` from the variant's own view record
(`view.extra`, rules/variants/facts.py: `forced_win`, `discard_refusal`, `claim_refusal`,
`own_kong_refusal`, `win_bar`), with its code and words; for a win the variant's scorer speaks
through `waits.judge`, so "under 8 fans" names the fans the hand has. Checks run from the general
(the hand is over, not your turn) to the particular (a pung blocked by 漏碰).

`warning(view, action)` speaks about a legal action with a cost (the variant's
`discard_warning`: 天津's 混 discarded makes the player 小相公).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Optional, Union

from game.bots.table_reading import COPIES, seats_of
from rules.actions import ActionBase, AddedKong, Chow, ConcealedKong, Discard, Kong, Pass, Pung, Win
from rules.engine import SeatView
from rules.melds import MeldKind
from rules.tiles import Tile
from rules.variants.facts import Reason
from rules.variants.registry import get_variant

from .i18n import Bi, claims_bi, join, relative_seat, t, tile_bi, words_bi
from .waits import judge

TURN_ACTIONS = (Discard, ConcealedKong, AddedKong)
CLAIMS = (Chow, Pung, Kong)
_OPTION_WORDS = ((Win, "option_win"), (Kong, "option_kong"), (Pung, "option_pung"), (Chow, "option_chow"),
                 (Pass, "option_pass"))


@dataclass(frozen=True)
class Refusal:
    code: str
    text: Bi

    @property
    def zh(self) -> str:
        return self.text.zh

    @property
    def en(self) -> str:
        return self.text.en


def explain_refusal(view: SeatView, attempted: ActionBase,
                    options: Optional[Mapping[str, Any]] = None) -> Optional[tuple[str, str]]:
    """(zh, en) saying why `attempted` is not allowed now; None when it is one of `view.legal`.
    `options`: the table's rule options (the variant's defaults when None)."""
    found = refusal(view, attempted, options)
    return None if found is None else found.text.pair


def refusal(view: SeatView, attempted: ActionBase, options: Optional[Mapping[str, Any]] = None) -> Optional[Refusal]:
    """The reason with a stable `code` (for tests and the client), or None for a legal action."""
    if attempted in view.legal:
        return None
    opts = get_variant(view.variant).resolve_options(options)
    if view.phase == "over":
        return Refusal("hand_over", t("hand_over"))
    variant = get_variant(view.variant)
    stays = variant.winners_play_on is not None and variant.winners_play_on(opts)   # 血流成河
    if not stays and any(w.seat == view.seat for w in view.wins):   # a variant that plays on after a win (血战)
        book = variant.book
        return Refusal("already_won", words_bi(book.already_won) if book and book.already_won else t("not_offered"))
    if view.phase == "setup":
        if attempted.SETUP_STEP is not None and not view.to_act:
            return Refusal("choice_made", t("choice_made"))
        if attempted.SETUP_STEP is None:
            step = view.legal[0].SETUP_STEP if view.legal else None
            return Refusal("setup_first", t("setup_first", step=t("step_other") if step is None else words_bi(step)))
        return Refusal("not_offered", t("not_offered"))
    forced = view.extra.forced_win(view, opts)
    if isinstance(attempted, Win):
        return _win(view, opts)
    if forced is not None:          # the rules offer only a win now (the variant says why)
        return _said(forced)
    if isinstance(attempted, Discard):
        return _discard(view, attempted, opts)
    if isinstance(attempted, Chow):
        return _chow(view, attempted)
    if isinstance(attempted, (Pung, Kong)):
        return _pung_or_kong(view, attempted, opts)
    if isinstance(attempted, (ConcealedKong, AddedKong)):
        return _own_kong(view, attempted, opts)
    if isinstance(attempted, Pass):
        return Refusal("nothing_to_pass", t("nothing_to_pass"))
    own = _first(view.extra.action_refusal(view, attempted, opts))     # a variant's own action (扣听)
    return own if own is not None else Refusal("not_offered", t("not_offered"))


def warning(view: SeatView, action: ActionBase, options: Optional[Mapping[str, Any]] = None) -> Optional[Bi]:
    """A legal action the player may regret (the variant's `discard_warning`: a 混 discarded
    makes a 天津 player 小相公)."""
    if not isinstance(action, Discard) or action.tile not in view.hand:
        return None
    found = view.extra.discard_warning(view, _kind(view, action.tile))
    return None if found is None else words_bi(found.text)


# ------------------------------------------------------------------------------ helpers

def _kind(view: SeatView, tile: int) -> Tile:
    return view.hand_kinds[view.hand.index(tile)]


def _held(view: SeatView, kind: Tile) -> int:
    return sum(1 for k in view.hand_kinds if k is kind)


def _said(reason: Reason) -> Refusal:
    """The variant's reason as a refusal."""
    return Refusal(reason.code, words_bi(reason.text))


def _first(*reasons: Union[Reason, None]) -> Optional[Refusal]:
    """The first reason given, as a refusal."""
    found = next((r for r in reasons if r is not None), None)
    return None if found is None else _said(found)


def _not_my_turn(view: SeatView) -> Optional[Refusal]:
    """For turn actions (discard, own kongs): None when it is this seat's turn to play."""
    if view.phase == "play" and view.turn == view.seat:
        return None
    if view.phase in ("claim", "rob") and view.to_act:
        words = []
        for cls, key in _OPTION_WORDS:
            if any(isinstance(a, cls) for a in view.legal):
                words.append(t(key))
        return Refusal("answer_first", t("answer_first", options=join(words, Bi("、", ", "))))
    if view.phase in ("claim", "rob") and view.window_tile is not None and view.window_tile[0] == view.seat:
        return Refusal("wait_claims", t("wait_claims"))
    return Refusal("not_your_turn", t("not_your_turn", who=relative_seat(view.seat, view.turn, seats_of(view))))


def _target(view: SeatView) -> Union[Refusal, tuple[int, Tile]]:
    """For claims on a discard: a refusal when there is nothing to claim, else (discarder,
    kind). Besides an open window, another player's discard still lying last in
    its river counts: a seat that was not asked at all (nothing it could claim) learns why."""
    if view.phase == "rob":
        return Refusal("rob_win_only", t("rob_win_only"))
    if view.phase == "claim" and view.window_tile is not None:
        if view.window_tile[0] == view.seat:
            return Refusal("own_discard", t("own_discard"))
        return view.window_tile[0], view.window_tile[2]
    fresh = _fresh_discard(view)
    if view.phase == "play" and fresh is not None:
        return fresh
    return Refusal("nothing_to_claim", t("nothing_to_claim"))


# ------------------------------------------------------------------------------ each action

def _discard(view: SeatView, action: Discard, opts: Mapping[str, Any]) -> Refusal:
    turn = _not_my_turn(view)
    if turn is not None:
        return turn
    if action.tile not in view.hand:
        return Refusal("not_in_hand", t("not_in_hand"))
    said = _first(view.extra.discard_refusal(view, _kind(view, action.tile), opts))
    return said if said is not None else Refusal("not_offered", t("not_offered"))


def _win(view: SeatView, opts: Mapping[str, Any]) -> Refusal:
    last = view.wall_remaining == 0
    if view.phase == "play" and view.turn == view.seat:
        if view.drawn is None:
            return Refusal("win_after_claim", t("win_after_claim", claims=claims_bi(view.variant)))
        drawn = _kind(view, view.drawn)
        concealed = list(view.hand_kinds)
        concealed.remove(drawn)
        verdict = judge(view, concealed, drawn, True, opts, last_tile=last)
    elif view.phase in ("claim", "rob") and view.window_tile is not None and view.window_tile[0] != view.seat:
        verdict = judge(view, list(view.hand_kinds), view.window_tile[2], False, opts,
                        kong_related=view.phase == "rob", last_tile=last, on_table=True)
    elif view.phase in ("claim", "rob") and view.window_tile is not None:
        return Refusal("own_discard", t("own_discard"))
    elif (fresh := _fresh_discard(view)) is not None:
        # no window was opened for this seat (nothing it could claim): say why that discard,
        # still lying in its river, was not a win
        verdict = judge(view, list(view.hand_kinds), fresh[1], False, opts, last_tile=last, on_table=True)
    else:
        return Refusal("not_your_turn", t("not_your_turn", who=relative_seat(view.seat, view.turn, seats_of(view))))
    if not verdict.legal:
        return Refusal(verdict.code, verdict.why)
    return Refusal("not_offered", t("refuse_not_offered"))


def _chow(view: SeatView, action: Chow) -> Refusal:
    variant = get_variant(view.variant)
    if not variant.claims.chow:
        return Refusal("no_chow", t("no_chow", variant=Bi(variant.title_zh, variant.title_en)))
    target = _target(view)
    if isinstance(target, Refusal):
        return target
    discarder, kind = target
    if view.wall_remaining == 0:
        return Refusal("last_discard_win_only", t("last_discard_win_only", claims=claims_bi(view.variant)))
    seats = seats_of(view)
    if discarder != (view.seat - 1) % seats:
        return Refusal("chow_left_only", t("chow_left_only", who=relative_seat(view.seat, discarder, seats)))
    if kind.is_honor:
        return Refusal("chow_honor", t("chow_honor"))
    if not action.tiles:            # the chow key, and no two tiles of the hand make a run with it
        return Refusal("chow_no_pair", t("chow_no_pair", tile=tile_bi(kind)))
    held = [tid for tid in action.tiles if tid in view.hand]
    if len(held) != 2 or len(set(held)) != 2:
        return Refusal("not_in_hand", t("not_in_hand"))
    run = sorted([kind.index] + [_kind(view, tid).index for tid in held])
    if not (run[0] // 9 == run[2] // 9 and run[1] == run[0] + 1 and run[2] == run[0] + 2):
        return Refusal("chow_no_run", t("chow_no_run", tile=tile_bi(kind)))
    return _too_late(view)


def _pung_or_kong(view: SeatView, action: Pung | Kong, opts: Mapping[str, Any]) -> Refusal:
    target = _target(view)
    if isinstance(target, Refusal):
        return target
    kind = target[1]
    is_kong = isinstance(action, Kong)
    if view.wall_remaining == 0:
        return Refusal("kong_last_tile", t("kong_last_tile")) if is_kong else \
            Refusal("last_discard_win_only", t("last_discard_win_only", claims=claims_bi(view.variant)))
    need = 3 if is_kong else 2
    if _held(view, kind) < need:
        return Refusal("not_enough", t("not_enough", need=_COUNT_WORDS[need], tile=tile_bi(kind)))
    said = _first(view.extra.claim_refusal(view, kind, is_kong, opts))
    return said if said is not None else _too_late(view)


def _own_kong(view: SeatView, action: ConcealedKong | AddedKong, opts: Mapping[str, Any]) -> Refusal:
    turn = _not_my_turn(view)
    if turn is not None:
        return turn
    if view.drawn is None:
        return Refusal("kong_after_claim", t("kong_after_claim", claims=claims_bi(view.variant)))
    if view.wall_remaining == 0:
        return Refusal("kong_last_tile", t("kong_last_tile"))
    if isinstance(action, ConcealedKong):
        kind = action.kind
        if _held(view, kind) < COPIES:
            return Refusal("not_enough", t("not_enough", need=COPIES, tile=tile_bi(kind)))
    else:
        if action.tile not in view.hand:
            return Refusal("not_in_hand", t("not_in_hand"))
        kind = _kind(view, action.tile)
        pungs = [m for m in view.melds[view.seat] if m.kind == MeldKind.PUNG.value and m.kinds[0] is kind]
        if not pungs:
            return Refusal("no_pung_to_add", t("no_pung_to_add", tile=tile_bi(kind)))
    said = _first(view.extra.own_kong_refusal(view, kind, opts))
    return said if said is not None else Refusal("not_offered", t("not_offered"))


_COUNT_WORDS = {2: Bi("两", "two"), 3: Bi("三", "three")}     # "you do not hold two 9 Bamboo", not "2 9 Bamboo"


def _too_late(view: SeatView) -> Refusal:
    """Nothing forbids the claim itself: the window has closed (or was never this seat's); on
    one's own turn after the draw, that the discard has passed (the claim keys pressed then)."""
    if view.phase == "claim" and view.to_act:
        return Refusal("not_offered", t("not_offered"))
    fresh = _fresh_discard(view)
    if view.phase == "play" and view.turn == view.seat and view.drawn is not None and fresh is not None:
        return Refusal("claim_passed", t("claim_passed", tile=tile_bi(fresh[1]), claims=claims_bi(view.variant)))
    return Refusal("nothing_to_claim", t("nothing_to_claim"))


def _fresh_discard(view: SeatView) -> Optional[tuple[int, Tile]]:
    """(discarder, kind) of another player's discard still lying last in his river, if any."""
    last = view.last_discard
    if last is None or last[0] == view.seat:
        return None
    river = view.discards[last[0]]
    return (last[0], last[2]) if river and river[-1] == last[1] else None
