"""二人麻将（71张）as a `Variant`: docs/rules/two-player-71.md. Two players, 136 tiles of which
71 are played, the rest a reserve for the opening exchange, the 花牌 indicator and 海底捞月.

`scoring` is §7 option A (the riichi-style 番 table in `rows`, counted from the readings of
`reading`) or, by the room option `scoring`, option B (the QQ-二人-style table in `rows_b`,
counters in `reading_b`; `Variant.rows` holds both, each row saying which table it is in), the
win rules and the `hand` object of `main.py score`; `options` holds every
[decision] of the reference as a rule option and the fixed decisions (`NOTES`), `PRESETS` the
named rule sets (docs/rules/two-player-71.md §10); `book` the
rules-book text. The table procedure: `phases` (the live deck and the reserve, the opening
exchange, the indicator), `table` (报听 and its forced play, the first-ready record, 海底捞月,
the dealer), `ready` (the ready-hand test), `settle` (base × 番), `events` (its own actions
and events). This module is the record.
"""
from __future__ import annotations

from ...tiles import SET_136, Tile, WIND_LETTERS
from ..base import LATER, ClaimRules, Preset, Variant
from ..book import Words
from .book import BOOK
from .context import CONTEXT_FACTS
from .options import NOTES, OPTIONS


def hooks() -> dict[str, object]:
    """The record's LATER slots, imported at their first use (they import the events): the
    live deck and the opening exchange (`phases`), 报听 and 海底捞月 (`table`), the payments and
    the variant's own actions and events (the two it counts among them)."""
    from .events import LastChance, ReadyDeclared
    from .phases import ExchangePhase, reveal
    from .rows import ALL_ROWS
    from .scoring import HAND_FORM, cancelled_rows, could_win, is_legal_win, score
    from .settle import settle
    from .state import ErrenState
    from .table import (
        after_apply,
        filter_actions,
        known_tiles,
        next_dealer,
        on_exhausted,
        view_extra,
        win_context,
    )
    return dict(settle=settle, next_dealer=next_dealer, phases=(ExchangePhase(),), reveal=reveal,
                filter_actions=filter_actions, win_context=win_context, after_apply=after_apply,
                view_extra=view_extra, known_tiles=known_tiles, on_exhausted=on_exhausted,
                counted_events=(ReadyDeclared.TYPE, LastChance.TYPE),
                could_win=could_win, score=score, is_legal_win=is_legal_win, rows=ALL_ROWS, hand_form=HAND_FORM,
                cancelled_rows=cancelled_rows,
                state_type=ErrenState)


PLAYERS = 2
LIVE_STACKS = 36       # side 0: the live deck (71 places; the bottom of its last stack is the reserve's)
RESERVE_STACKS = 32    # side 1: the reserve


def is_flower(tile: Tile) -> bool:
    """二人麻将 plays without flowers."""
    return False


# The room's named rule sets besides 经典 (docs/rules/two-player-71.md §10).
PRESETS = (
    Preset("qq_b", Words("中式番表（方案B）", "Chinese-style table (table B)"),
           Words("用中式番种表（网上二人麻将常见的番种和番数，天胡88…自摸1），88番封顶。",
                 "The Chinese-style fan table common in online two-player games (Heavenly Win 88 ... "
                 "self-draw 1), capped at 88."),
           {"scoring": "B", "fan_cap": 88},
           "docs/rules/two-player-71.md §7 option B, §10 (0377/gc_client TmjFanCalculator.lua)"),
    Preset("riichi_strict", Words("日麻式报听", "Riichi-style ready"),
           Words("按立直麻将读报听：只有门清能报听，有振听，一发1番。",
                 "Ready declaration read as riichi: closed hands only, furiten, and one-shot for 1 fan."),
           {"baoting_open": False, "furiten": True, "ippatsu": True},
           "docs/rules/two-player-71.md §4 T4, §7, §10 (WRC 2014 rules, ooyamaneko.net; nobleflash.com)"),
)

VARIANT = Variant(
    name="erren", aliases=("二人麻将", "two-player"),
    title_zh="二人麻将·71张", title_en="Two-Player (71 tiles)",
    book=BOOK,
    tiles=SET_136, wall_stacks=(LIVE_STACKS, RESERVE_STACKS), seats=PLAYERS, played_tiles=71,
    claims=ClaimRules(chow=True, pung=True, kong=True, rob_kong=True, multiple_winners=False,
                      win_on_discard=True),
    is_flower=is_flower, could_win=LATER, score=LATER, is_legal_win=LATER, cancelled_rows=LATER,
    settle=LATER, next_dealer=LATER,
    hand_size=13, break_throws=0, winners_to_end=1,
    options=OPTIONS, presets=PRESETS, phases=LATER, phase_names=("exchange",), reveal=LATER, notes=NOTES,
    minimum="1番起和（花牌的番不计） · 1 fan, not counting the indicator's; an open hand needs a scoring pattern",
    # what the scorer reads besides the tiles (scoring.SCORE_FLAGS, SCORE_OPTIONS), as data
    score_flags=("self_drawn", "kong_related", "last_tile", "first_turn", "dealer", "baoting", "tianting", "ippatsu",
                 "last_of_kind"),
    score_options=("ippatsu", "scoring", "min_fan", "fan_cap"),
    shapes=("standard", "seven_pairs", "thirteen_orphans"), rows=LATER, hand_form=LATER,
    filter_actions=LATER, win_context=LATER, after_apply=LATER,
    view_extra=LATER, known_tiles=LATER, on_exhausted=LATER, state_type=LATER, prevalent_wind=WIND_LETTERS[0],
    counted_events=LATER, context_facts=CONTEXT_FACTS, hooks=hooks,
)
