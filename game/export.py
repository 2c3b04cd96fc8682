"""Export a finished hand or match: the documented JSON log, and a readable account in Chinese or
English (`main.py export`, the history window's Export).

    text = export_text(lines, "zh")                 # every hand of the log
    text = export_text(lines, "en", player=0, hand=2)   # hand 2 only, as player 0 saw it
    json_path, text_path = export_files(lines, exports_folder(data), "match", "zh")

The log is replayed first (game.session.replay_log: a bad, truncated or foreign log raises
ReplayError naming its line), and the account is told from the events the replay gives: the
table (variant, seed, the rules that differ from classic, the seats and winds), then per hand the
dealer, each player's starting hand, every draw, discard, claim, kong, flower and set-up step in
plain words, each win with its score items, the payments and the running scores. With `player`
the events are masked for that player's seat: only what the player saw is told.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Optional, Sequence

from platformdirs import user_data_dir
from rules.actions import ActionBase, AddedKong, Chow, ConcealedKong, Discard, Kong, Pass, Pung, Win, action_from_json
from rules.events import (Claimed, Discarded, Event, FlowerReplaced, HandExhausted, HandStarted, KongDeclared,
                          KongRobbed, SeatsDrawn, SeatsRotated, Settled, TileDrawn, TilesDealt, Won, masked)
from rules.scoring import ScoreResult
from rules.tiles import Tile
from rules.variants.base import Variant
from rules.variants.registry import load_variant

from game.durable import APP_NAME, atomic_write_text
from game.export_words import action_told, in_sentence, others_words, player_names, wind_bi, words
from game.history import table_info
from game.review.cost import action_head, discard_tile, words_of_action
from game.session import replay_log
from game.teaching.i18n import LANGS, Bi, english, join, tile_bi, tiles_bi, unit_bi
from game.teaching.rules_book import value_word

EXPORTS_DIR = "exports"
_CORE = (Discard, Chow, Pung, Kong, AddedKong, ConcealedKong, Win, Pass)   # told by their events
_COMMA = Bi("，", ", ")


def exports_folder(data_folder: Optional[Path]) -> Path:
    """The exports folder in `data_folder` (None: the user's data folder)."""
    folder = data_folder if data_folder is not None else Path(user_data_dir(APP_NAME, appauthor=False))
    return folder / EXPORTS_DIR


def _option_title(variant: Variant, key: str) -> Bi:
    text = variant.book.options.get(key) if variant.book else None
    return Bi(key, key) if text is None else Bi(text.title.zh or key, english(text.title.en) or key)


def rules_words(variant: Variant, options: dict) -> Bi:
    """The rules in force that differ from classic, from the variant's record and book."""
    changed = variant.changed_options(variant.resolve_options(options))
    if not changed:
        return words("classic")
    lines = [words("rule", title=_option_title(variant, key), value=value_word(value),
                   default=value_word(variant.option(key).default)) for key, value in changed.items()]
    return words("rules", rules=join(lines, Bi("；", "; ")))


def _score_words(score: ScoreResult) -> Bi:
    items = [words("item", name=Bi(i.name_zh, english(i.name_en) or i.name_en),
                   value=(f"×{i.value}" if i.op == "mul" else str(i.value * i.count))) for i in score.items]
    unit = unit_bi(score.unit)
    if abs(score.total) == 1 and unit.en.endswith("s"):   # "1 fan", "1 point"
        unit = Bi(unit.zh, unit.en[:-1])
    return words("score", items=join(items, Bi("、", ", ")), total=score.total, unit=unit)


class _Account:
    """The account of one log being written: the table as the events set it, the lines so far."""

    def __init__(self, player: Optional[int], hand: Optional[int]) -> None:
        self.viewer = player
        self.only_hand = hand
        self.lines: list[Bi] = []
        self.names: list[Bi] = []
        self.seat_of: list[int] = []
        self.scores: list[int] = []
        self.showing = hand is None
        self.hand_found = False
        self.turn: Optional[tuple[int, list[Bi]]] = None   # the seat speaking and what it did, not yet written
        self.kinds: dict[int, Tile] = {}                   # tile id -> kind, as far as seen this hand
        self.dealer = 0                                    # this hand's dealer (seat)
        self.paid_now = False                              # a payment made at once this hand

    # --- writing ---------------------------------------------------------------------------------
    def write(self, line: Bi, always: bool = False) -> None:
        if self.showing or always:
            self.flush()
            self.lines.append(line)

    def say(self, seat: int, what: Bi) -> None:
        if self.turn is not None and self.turn[0] != seat:
            self.flush()
        if self.turn is None:
            self.turn = (seat, [])
        self.turn[1].append(what)

    def flush(self) -> None:
        turn, self.turn = self.turn, None
        if turn is not None and self.showing:
            self.lines.append(words("turn", name=self.name_at(turn[0]), what=join(turn[1], _COMMA)))

    def whose(self, seat: int) -> Bi:
        """A seat's possessive in English ("Ming's", "your"); the Chinese template adds 的 itself."""
        name = self.name_at(seat)
        return Bi(name.zh, "your" if name.en == "You" else f"{name.en}'s")

    def name_at(self, seat: int) -> Bi:
        return self.names[self.seat_of.index(seat)] if seat in self.seat_of else Bi(str(seat), str(seat))

    def amounts(self, per_seat: Sequence[int], only_moved: bool = False) -> Bi:
        """Each player's amount, signed; `only_moved`: those who paid or were paid."""
        return join((words("amount", name=self.names[p], amount=f"{per_seat[self.seat_of[p]]:+d}")
                     for p in range(len(self.names)) if per_seat[self.seat_of[p]] or not only_moved),
                    Bi("，", ", "))

    # --- a match ---------------------------------------------------------------------------------
    def begin_match(self, header: dict, events: list[Event]) -> None:
        variant = load_variant(str(header.get("variant")))
        players = variant.seats
        you = self.viewer if self.viewer is not None else header.get("human")
        self.names = player_names(players, you, table_info(header).get("names"))
        self.seat_of = list(range(players))
        self.scores = []
        if self.lines:
            self.lines.append(Bi("", ""))
        self.lines.append(words("title", variant=Bi(variant.title_zh, variant.title_en)))
        self.lines.append(words("seed", seed=header.get("seed")))
        self.lines.append(rules_words(variant, dict(header.get("options") or {})))
        drawn = next((e for e in events if isinstance(e, SeatsDrawn)), None)
        if drawn is not None:
            self.seat_of = ["ESWN".index(w) for w in drawn.winds]
            seats = [words("seat", name=self.names[p], wind=wind_bi(drawn.winds[p]))
                     for p in sorted(range(players), key=lambda q: self.seat_of[q])]
            key = "seats" if variant.choose_dealer is None else "seats_drawn"
            self.lines.append(words(key, n=players, seats=join(seats, Bi("，", ", "))))
        if self.viewer is not None:
            viewer = self.names[self.viewer]
            self.lines.append(words("seen_by", name=in_sentence(viewer), others=others_words(players, viewer)))

    def begin_hand(self, number: int) -> None:
        self.flush()
        self.showing = self.only_hand is None or self.only_hand == number + 1
        self.hand_found = self.hand_found or self.showing

    # --- events ----------------------------------------------------------------------------------
    def action(self, action: ActionBase, events: list[Event]) -> None:
        """A set-up step or declaration, in the variant's own word (a core action is told by its events)."""
        if isinstance(action, _CORE):
            return
        self.learn(events)
        told = action_told(action, self.kinds.get)
        if told is not None:
            self.say(action.seat, told)
            if action.SETUP_STEP is not None:
                self.flush()
            return
        data = action.to_json()     # a step the record has no words of its own for: the review's
        ids = [data["tile"]] if isinstance(data.get("tile"), int) else list(data.get("tiles") or [])
        known = all(self.kinds.get(t) is not None for t in ids if isinstance(t, int))
        head = action_head(action)
        if discard_tile(action) is not None or not known:
            self.say(action.seat, head)
        else:
            full = words_of_action(action, self.kinds.get)
            body = Bi(full.zh[len(head.zh):].strip(), full.en[len(head.en):].strip())
            self.say(action.seat, Bi(f"{head.zh}：{body.zh}", f"{head.en}: {body.en}") if body.zh and body.en else full)
        if action.SETUP_STEP is not None:     # a set-up choice is a line of its own, not the start of a turn
            self.flush()

    def learn(self, events: list[Event]) -> None:
        for e in events:
            if isinstance(e, (TileDrawn, Discarded, FlowerReplaced)) and e.kind is not None and e.tile is not None:
                self.kinds[e.tile] = e.kind
            elif isinstance(e, TilesDealt):
                self.kinds.update((t, k) for t, k in zip(e.tiles, e.kinds) if t is not None and k is not None)

    def events(self, events: list[Event]) -> None:
        if self.viewer is not None and self.viewer < len(self.seat_of):
            events = masked(events, self.seat_of[self.viewer])
        self.learn(events)
        dealt = [e for e in events if isinstance(e, TilesDealt)]
        for e in events:
            if dealt and e is dealt[0]:
                self.starting_hands(dealt)
            self.event(e)

    def starting_hands(self, dealt: list[TilesDealt]) -> None:
        if not dealt:
            return
        hands: dict[int, list[Tile]] = {}
        for e in dealt:
            hands.setdefault(e.seat, []).extend(k for k in e.kinds if k is not None)
        self.write(words("starting"))
        for seat in sorted(hands, key=lambda s: (s - self.dealer) % len(self.seat_of)):   # the dealer's first
            if hands[seat]:
                self.write(words("start_line", name=self.name_at(seat),
                                 tiles=tiles_bi(sorted(hands[seat], key=lambda k: k.index))))

    def event(self, e: Event) -> None:   # noqa: C901 - one branch per event kind the account tells
        if isinstance(e, SeatsRotated):
            self.seat_of = list(e.seat_of_player)
            seats = [words("seat", name=self.names[p], wind=wind_bi("ESWN"[self.seat_of[p]]))
                     for p in range(len(self.names))]
            self.write(words("rotated", seats=join(seats, _COMMA)), always=self.only_hand is None)
        elif isinstance(e, HandStarted):
            self.begin_hand(e.hand_no)
            self.write(Bi("", ""))
            self.dealer, self.paid_now = e.dealer, False
            if load_variant(e.variant).has_winds:   # the dealer sits East: a wind beside him only if not
                wind = e.seat_winds[e.dealer]
                dealer = self.name_at(e.dealer) if wind == "E" else words("seat", name=self.name_at(e.dealer),
                                                                          wind=wind_bi(wind))
                self.write(words("hand", n=e.hand_no + 1, dealer=dealer, wind=wind_bi(e.round_wind)))
            else:    # 四川 plays no wind tiles: no round wind, no seat wind beside the dealer
                self.write(words("hand_no_winds", n=e.hand_no + 1, dealer=self.name_at(e.dealer)))
        elif isinstance(e, TileDrawn) and e.source == "reserve" and e.reason == "exhausted":   # 海底捞月
            self.say(e.seat, words("draw_last", tile=tile_bi(e.kind)) if e.kind else words("draw_last_hidden"))
        elif isinstance(e, TileDrawn) and e.kind is not None:
            key = {"kong": "draw_kong", "flower": "draw_flower"}.get(e.reason, "draw")
            self.say(e.seat, words(key, tile=tile_bi(e.kind)))
        elif isinstance(e, FlowerReplaced):
            self.say(e.seat, words("flower", tile=tile_bi(e.kind)))
        elif isinstance(e, Discarded):
            self.say(e.seat, words("discard", tile=tile_bi(e.kind)))
        elif isinstance(e, Claimed):
            meld = tiles_bi(sorted(e.kinds, key=lambda k: k.index))
            self.say(e.seat, words(e.claim if e.claim in ("chow", "pung", "kong") else "pung",
                                   from_name=self.name_at(e.from_seat), from_whose=self.whose(e.from_seat),
                                   tile=tile_bi(e.kind), meld=meld))
        elif isinstance(e, KongDeclared):
            kind = next((k for k in e.kinds if k is not None), None)
            key = "added_kong" if e.kong == "added" else "concealed_kong" if kind else "concealed_kong_hidden"
            self.say(e.seat, words(key, tile=tile_bi(kind) if kind else ""))
        elif isinstance(e, KongRobbed):
            pass     # the robber's win tells it ("won by robbing Hong's kong"), once
        elif isinstance(e, Won):
            self.won(e)
        elif isinstance(e, HandExhausted):
            self.write(words("exhausted"))
        elif isinstance(e, Settled):
            if not any(e.payments) and not self.paid_now:
                self.write(words("payments_none"))
            else:   # after payments made at once, the settlement is their sum with the rest
                key = "payments_total" if self.paid_now else "payments"
                self.write(words(key, payments=self.amounts(e.payments)))
            self.scores = [e.scores[self.seat_of[p]] for p in range(len(self.names))]
            self.write(words("scores", scores=self.totals()))
        else:
            self.other(e)

    def other(self, e: Event) -> None:
        """A variant's event: the tiles a seat took in an exchange, a payment made at once."""
        seat, taken = getattr(e, "seat", None), getattr(e, "drawn_kinds", None)
        drawn = [k for k in taken if isinstance(k, Tile)] if isinstance(taken, tuple) else []
        if isinstance(seat, int) and drawn:
            self.say(seat, words("exchanged", tiles=tiles_bi(drawn)))
        paid = e.paid_at_once()
        if paid is not None:
            self.paid_now = True
            self.write(words("paid_now", payments=self.amounts(paid, only_moved=True)))

    def won(self, e: Won) -> None:
        tile = tile_bi(e.kind)
        if e.from_seat is None:
            self.say(e.seat, words("won_self", tile=tile))
        else:
            key = "won_robbed" if e.robbed_kong else "won_discard"
            self.say(e.seat, words(key, from_name=self.name_at(e.from_seat), from_whose=self.whose(e.from_seat),
                                   tile=tile))
        self.write(words("won_hand", tiles=tiles_bi(sorted(e.hand_kinds, key=lambda k: k.index))))
        if e.melds:
            melds = join((tiles_bi(m.meld.tiles) for m in e.melds), Bi(" | ", " | "))
            self.write(words("won_melds", melds=melds))
        self.write(_score_words(e.score))

    def totals(self) -> Bi:
        return join((words("amount", name=self.names[p], amount=str(s)) for p, s in enumerate(self.scores)), _COMMA)

    def finish(self, stopped_in_hand: bool) -> None:
        if stopped_in_hand:
            self.write(words("unfinished"))
        self.flush()
        if self.only_hand is None and self.scores:
            self.lines.append(Bi("", ""))
            self.lines.append(words("final", scores=self.totals()))


def _account(lines: Sequence[str], player: Optional[int], hand: Optional[int]) -> list[Bi]:
    """The account's lines in both languages (ValueError: a bad log, player or hand)."""
    batches: list[list[Event]] = []
    replay_log(lines, on_events=lambda events: batches.append(list(events)), events_may_differ=True)   # ReplayError
    entries = [json.loads(line) for line in lines if line.strip()]
    account = _Account(player, hand)
    pending = iter(batches)
    dealt = False
    in_hand = False
    for entry in entries:
        kind = entry.get("type")
        if kind == "match":
            seats = load_variant(str(entry.get("variant"))).seats
            if player is not None and not 0 <= player < seats:
                raise ValueError(f"the log's table has players 0 to {seats - 1}, not {player}")
            account.begin_match(entry, next(pending))
            dealt = in_hand = False
        elif kind == "hand":
            if dealt:
                account.events(next(pending))      # the match moves on: seats may rotate
            account.kinds = {}
            account.events(next(pending))
            dealt = in_hand = True
        elif kind == "action":
            events = next(pending)
            account.action(action_from_json(entry.get("action")), events)
            account.events(events)
        elif kind == "end":
            in_hand = False
        elif kind == "stop":
            account.finish(in_hand)
    if hand is not None and not account.hand_found:
        raise ValueError(words("no_hand", n=hand).en)
    return account.lines


def export_text(lines: Sequence[str], language: str, player: Optional[int] = None,
                hand: Optional[int] = None) -> str:
    """The readable account of a log in "zh" or "en"; `player`: only what that player saw;
    `hand`: only that hand (1-based match hand number). ReplayError / ValueError for a bad log,
    language, player or hand."""
    if language not in LANGS:
        raise ValueError(f"unknown language {language!r}; use one of {', '.join(LANGS)}")
    return "\n".join(line.get(language) for line in _account(lines, player, hand)) + "\n"


def json_lines(lines: Sequence[str], hand: Optional[int] = None) -> list[str]:
    """The log as the documented JSON lines; with `hand`, the first match up to the end of that
    hand and a closing line (a log replay_log reads: earlier hands set the scores and seats)."""
    kept = [line for line in lines if line.strip()]
    if hand is None:
        return kept
    out: list[str] = []
    for line in kept:
        entry = json.loads(line)
        out.append(line)
        if entry.get("type") == "stop":   # the hand did not finish in the first match: its own closing line
            break
        if entry.get("type") == "end" and entry.get("hand") == hand - 1:
            out.append(json.dumps({"type": "stop", "hands_finished": hand, "actions_in_progress": 0}))
            break
    return out


def export_files(lines: Sequence[str], folder: Path, stem: str, language: str, player: Optional[int] = None,
                 hand: Optional[int] = None) -> tuple[Path, Path]:
    """Write the JSON log `<stem>.jsonl` and the account `<stem>.<lang>.txt` into `folder`
    (atomically); ValueError for a bad log, OSError when they cannot be written."""
    text = export_text(lines, language, player, hand)
    folder.mkdir(parents=True, exist_ok=True)
    json_path, text_path = folder / f"{stem}.jsonl", folder / f"{stem}.{language}.txt"
    atomic_write_text(json_path, "\n".join(json_lines(lines, hand)) + "\n")
    atomic_write_text(text_path, text)
    return json_path, text_path
