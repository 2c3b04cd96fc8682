"""How dangerous a discard is for the viewing seat, read the way the bots read it, for the hints
and the hand review (pure: no pygame).

    note = assess(view, kind)          # DangerNote: level, chance, who threatens and why
    line = danger_line(view, legal, kind)   # the hint's danger line (None: nothing to warn of)

The numbers are the default bot's danger reading (game/bots/defence.py `read_seats`,
`tile_danger`) with the variant's facts through its policy (`known_ready`: 二人 报听, 天津 扣听;
`known_safe`; `opponent_voids`: 四川 定缺; `flowers_value`: 苏州's flower hands; `known_waits`:
a 血流成河 winner's locked hand), so a hint never calls dangerous what the bot thinks safe, and a
table where nobody wins on a discard (the variant's claims) has no danger at all. A tile is
dangerous from DANGER_CHANCE, weighed by the threatened hand's value as the bot reads it (a deal-in
into a seat showing many flowers where flowers are the value warns at a lower chance). Words are in
game/teaching/danger_words.py.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Optional, Sequence

from game.bots.default_bot import DefaultBot
from game.bots.defence import SeatRead, read_seats, tile_danger
from game.bots.policies import policy_for
from game.bots.table_reading import hand_counts, seats_of, visible_counts
from game.bots.weighing import plainly_threatening  # the bot's own test
from rules.actions import ActionBase, Discard
from rules.engine import SeatView
from rules.tiles import NUM_PLAY_KINDS, SUITS, TILES, Tile
from rules.variants.registry import get_variant

from .danger_words import all_dangerous_text, safe_because, safer_text, threat_why, unsafe_because, warning_text
from .i18n import Bi

THREAT_READY = 0.3       # a seat this likely ready is a threat worth naming (the bot's "threats")
DANGER_CHANCE = 0.06     # a deal-in chance from which a tile is called dangerous
SAFE_CHANCE = 0.015      # ... and below which it is safe
LATE_DRAWS = 6           # late in the hand: at most this many draws left per seat still in
SAFER_SHARE = 0.5        # a safer choice deals in at most this share of the hinted tile's chance


@dataclass(frozen=True)
class Threat:
    """One opponent who may win on a discard, and what on the table says so."""

    seat: int
    ready: float             # chance he is ready (1: the table shows it)
    declared: bool           # a declared ready (报听, 扣听) or a won, locked hand
    why: Bi                  # "上家碰了两副条，可能在做一色" / "the player on your left ..."


@dataclass(frozen=True)
class DangerNote:
    """The danger of throwing one kind now: how likely a deal-in is, against whom, and why."""

    kind: Tile
    level: str               # "danger", "low" or "safe"
    chance: float            # of dealing in (0..1), summed over the opponents
    cost: float              # expected points lost (the bot's scale)
    threat: Optional[Threat]     # the seat it is most dangerous against (None: nobody threatens)
    because: Bi              # why it is unsafe or safe against him ("6条 has not been discarded")

    @property
    def dangerous(self) -> bool:
        return self.level == "danger"


@dataclass(frozen=True)
class SaferChoice:
    """A safer discard than the hinted one, with what it costs the own hand."""

    kind: Tile
    note: DangerNote
    steps_after: int         # steps from ready after throwing it (0: ready)
    steps_more: int          # steps further from ready than after the hinted discard
    live: int                # tiles that help after throwing it
    live_lost: int           # tiles that help fewer than after the hinted discard


def discard_wins(view: SeatView) -> bool:
    """Whether anyone at this table can win on a discard (天津: nobody does)."""
    return get_variant(view.variant).claims.win_on_discard


def _reads(view: SeatView) -> list[SeatRead]:
    """The opponents as the bot reads them; where the policy reads only the threats in plain
    sight (四川), only those, so the hint warns of what the bot weighs."""
    policy = policy_for(view.variant)
    reads = read_seats(view, policy.danger, policy.known_ready(view), policy.flowers_value, policy.known_safe(view))
    if policy.plain_reads:
        reads = [r for r in reads if plainly_threatening(r, view.wall_remaining)]
    return reads


def threats(view: SeatView) -> tuple[Threat, ...]:
    """The opponents who threaten the viewing seat, most likely ready first (declared and locked
    hands first of all); () where nobody wins on a discard."""
    if not discard_wins(view):
        return ()
    policy = policy_for(view.variant)
    out = [Threat(r.seat, r.ready, r.known_ready, threat_why(view, r, policy.flowers_value))
           for r in _reads(view) if r.ready >= THREAT_READY or r.known_ready]
    waits = policy.known_waits(view)
    for seat, kinds in enumerate(waits):
        if kinds and seat != view.seat:
            out.append(Threat(seat, 1.0, True, threat_why(view, None, False, seat=seat, waits=kinds)))
    return tuple(sorted(out, key=lambda t: (-t.declared, -t.ready, t.seat)))


def assess(view: SeatView, kind: int) -> DangerNote:
    """The danger of throwing `kind` (a kind index) now, for the viewing seat."""
    tile = TILES[kind]
    if not discard_wins(view) or kind >= NUM_PLAY_KINDS:
        return DangerNote(tile, "safe", 0.0, 0.0, None, Bi("", ""))
    policy = policy_for(view.variant)
    reads = _reads(view)
    seen = visible_counts(view)
    held = hand_counts(view)[:NUM_PLAY_KINDS]
    found = tile_danger(kind, seen, held, reads, policy.danger, policy.opponent_voids(view))
    chance, cost = found.chance, found.cost
    waits = policy.known_waits(view)
    locked = [s for s, kinds in enumerate(waits) if kind in kinds and s != view.seat]
    if locked:     # a won hand that waits on it takes it for sure (血流成河)
        chance, cost = 1.0, cost + policy.danger.deal_in_cost
    known = threats(view)
    if locked:
        threat: Optional[Threat] = next(t for t in known if t.seat == locked[0])
    else:
        # the threat it is most dangerous against: a seat the tile is not safe from, most likely ready first
        by_seat = {r.seat: r for r in reads}
        threat = next((t for t in known if t.seat in by_seat and
                       _chance_against(view, kind, by_seat[t.seat], seen, held) > 0.0), None)
    weight = _value_weight(reads, threat, policy.danger.deal_in_cost, locked=bool(locked))
    level = "danger" if chance > SAFE_CHANCE and chance * weight >= DANGER_CHANCE and threat is not None else \
        "safe" if chance <= SAFE_CHANCE else "low"
    if level == "safe":
        # "nobody looks ready" only where nobody reads as likely ready (the review names such a seat)
        threatened = bool(known) or any(r.ready >= LIKELY_READY for r in reads)
        because = safe_because(view, tile, found.reason, seen[kind], threatened=threatened)
    elif threat is not None:
        read = next((r for r in reads if r.seat == threat.seat), None)
        because = unsafe_because(view, tile, read, seen[kind], locked=bool(locked))
        if read is not None and read.flush_suit is not None and tile.is_suited \
                and SUITS.index(tile.suit) != read.flush_suit:
            # his flush is no reason to fear a tile of another suit: say what else makes him a threat
            plain = threat_why(view, replace(read, flush_suit=None), policy.flowers_value)
            threat = replace(threat, why=plain)
    else:
        because = Bi("", "")
    return DangerNote(tile, level, round(chance, 4), round(cost, 3), threat, because)


LIKELY_READY = 0.2       # a seat read at least this ready is not "nobody looks ready"


def _value_weight(reads: Sequence[SeatRead], threat: Optional[Threat], ordinary: float, *, locked: bool) -> float:
    """How much more than an ordinary deal-in a deal-in into the threat costs, as the bot reads
    his hand's value (`SeatRead.cost`: 苏州's flowers on show; 1 where the variant reads no
    value): a tile into a big hand is dangerous at a lower chance (never at a safe one)."""
    if threat is None or locked or ordinary <= 0.0:
        return 1.0
    read = next((r for r in reads if r.seat == threat.seat), None)
    return max(1.0, read.cost / ordinary) if read is not None else 1.0


def _chance_against(view: SeatView, kind: int, read: SeatRead, seen: Sequence[int], held: Sequence[int]) -> float:
    policy = policy_for(view.variant)
    return tile_danger(kind, seen, held, [read], policy.danger, policy.opponent_voids(view)).chance


def is_late(view: SeatView) -> bool:
    """Late in the hand: at most LATE_DRAWS draws left for each seat still in."""
    gone = {w.seat for w in view.wins} - {s for s, k in enumerate(policy_for(view.variant).known_waits(view)) if k}
    active = max(1, seats_of(view) - len(gone))
    return view.wall_remaining <= LATE_DRAWS * active


def _offered(view: SeatView, legal: Sequence[ActionBase]) -> list[int]:
    kinds = {view.hand_kinds[view.hand.index(a.tile)].index for a in legal if isinstance(a, Discard)}
    return sorted(k for k in kinds if k < NUM_PLAY_KINDS)


def safer_choice(view: SeatView, legal: Sequence[ActionBase], kind: int) -> Optional[SaferChoice]:
    """The discard among `legal` that is clearly safer than `kind` (at most SAFER_SHARE of its
    deal-in chance and not dangerous itself) and costs the own hand least; None when none is."""
    hinted = assess(view, kind)
    ctx = DefaultBot._context(view)
    by_kind = {o.discard: o for o in ctx.options(ctx.counts, len(ctx.melds))}
    base = by_kind.get(kind)
    if base is None:
        return None
    best: Optional[tuple[tuple[int, int, float], SaferChoice]] = None
    for other in _offered(view, legal):
        option = by_kind.get(other)
        if other == kind or option is None:
            continue
        note = assess(view, other)
        if note.dangerous or note.chance > hinted.chance * SAFER_SHARE:
            continue
        choice = SaferChoice(note.kind, note, option.shanten_after, option.shanten_after - base.shanten_after,
                             option.total_live, base.total_live - option.total_live)
        key = (option.shanten_after, -option.total_live, note.chance)
        if best is None or key < best[0]:
            best = (key, choice)
    return best[1] if best else None


def danger_line(view: SeatView, legal: Sequence[ActionBase], kind: int) -> Optional[Bi]:
    """What the hint says of throwing `kind` (the hinted or the selected tile): nothing when it is
    not dangerous; else who threatens and why, and late in the hand the safer choice with its cost,
    or that every tile is dangerous (never an invented safe one)."""
    note = assess(view, kind)
    if not note.dangerous:
        return None
    parts = [warning_text(note.threat.why if note.threat is not None else Bi("", ""), note.because)]
    if is_late(view):
        choice = safer_choice(view, legal, kind)
        if choice is not None:
            parts.append(safer_text(choice.kind, choice.steps_more, choice.steps_after, choice.live,
                                    choice.live_lost))
        elif all(assess(view, k).dangerous for k in _offered(view, legal)):
            parts.append(all_dangerous_text())
    return Bi("；".join(p.zh for p in parts), "; ".join(p.en for p in parts))


def danger_of_tile(view: SeatView, legal: Sequence[ActionBase], tile: int) -> Optional[Bi]:
    """`danger_line` for a tile id in the viewing seat's hand (the player's selected tile)."""
    if tile not in view.hand:
        return None
    return danger_line(view, legal, view.hand_kinds[view.hand.index(tile)].index)
