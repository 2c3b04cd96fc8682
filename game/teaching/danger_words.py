"""The words of the danger reading (game/teaching/danger.py) in zh and en: who threatens and
why, why a tile is unsafe or safe, and the safer choice with its cost. Seats are named by where
they sit for the viewer (`relative_seat`: at a table of two the other player is 对家)."""
from __future__ import annotations

from typing import Any, Optional

from game.bots.defence import SeatRead
from rules.engine import SeatView
from rules.tiles import SUITS, TILES, Tile
from rules.variants.book import Words

from .i18n import Bi, fill, relative_seat, suit_bi, tile_bi, tiles_bi

FLOWER_WARN = 4          # a seat showing this many flowers where flowers are the value: a costly deal-in
SHOWN_WAITS = 4          # a locked hand's waits named at most


# Why a discard is safe against the seat most likely ready, by the fact the bot's danger reading
# found (game/bots/defence.py FACTS and reasons): {tile}, {who} (where he sits), {meld} (his last
# meld), {suji} (his discard three ranks away), {suit}.
DEFENCE_WORDS: dict[str, tuple[str, str]] = {
    "after_meld": ("{tile}对{who}较安全：他{meld}后打过", "{tile} is safer against {who}: he discarded it after his {meld}"),
    "own_discard": ("{tile}对{who}较安全：他自己打过", "{tile} is safer against {who}: he discarded it himself"),
    "passed": ("{tile}对{who}安全：他刚放过这张没和", "{tile} is safe against {who}: he let it pass since his last turn"),
    "suji": ("{tile}对{who}较安全：他打过{suji}（筋牌）", "{tile} is safer against {who}: he threw {suji}, three ranks away"),
    "flush_out": ("{tile}对{who}较安全：他在做{suit}的一色", "{tile} is safer against {who}: he is collecting {suit}"),
    "gone": ("{tile}安全：其余几张都已见", "{tile} is safe: every other copy is in sight"),
    "void": ("{tile}对{who}安全：他缺{suit}", "{tile} is safe against {who}: he is void in {suit}"),
}
MELD_WORDS = {"chow": Bi("吃", "chow"), "pung": Bi("碰", "pung"), "kong": Bi("杠", "kong"),
              "concealed_kong": Bi("暗杠", "concealed kong")}




def defence_reason(view: SeatView, kind: Tile, fact: str, seat: int) -> Optional[Bi]:
    """Why throwing `kind` is safe against `seat`, in words, for the fact the danger reading gave
    ("东 is safe: the player on your left discarded it after his pung"); None for no fact."""
    template = DEFENCE_WORDS.get(fact)
    if template is None or not 0 <= seat < len(view.seat_winds):
        return None
    melds = view.melds[seat]
    args: dict[str, Any] = {"tile": tile_bi(kind), "who": relative_seat(view.seat, seat, len(view.seat_winds)),
                            "meld": MELD_WORDS.get(str(getattr(melds[-1].kind, "value", melds[-1].kind)),
                                                   MELD_WORDS["pung"]) if melds else MELD_WORDS["pung"],
                            "suit": suit_bi(kind.suit) if kind.is_suited else Bi("", "")}
    if fact == "suji":
        own = {k.index for k in view.discard_kinds[seat]}
        rank, base = kind.index % 9, kind.index - kind.index % 9
        near = [base + r for r in (rank - 3, rank + 3) if 0 <= r <= 8 and base + r in own]
        if not near or kind.index >= 27:
            return None
        args["suji"] = tile_bi(TILES[near[0]])
    if fact == "flush_out":
        suits = {m_kind.suit for m in melds for m_kind in m.kinds if m_kind is not None and m_kind.is_suited}
        if len(suits) != 1:
            return None
        args["suit"] = suit_bi(next(iter(suits)))
    return fill(Words(*template), **args)



def _who(view: SeatView, seat: int) -> Bi:
    return relative_seat(view.seat, seat, len(view.seat_winds))


def _w(zh: str, en: str, **args: Any) -> Bi:
    return fill(Words(zh, en), **args)


def threat_why(view: SeatView, read: Optional[SeatRead], flowers_value: bool, *, seat: int = -1,
               waits: frozenset[int] = frozenset()) -> Bi:
    """Why a seat threatens, from what the table shows ("上家副露2组都是条，很可能听牌了")."""
    if read is None:      # a won, locked hand whose waits are known (血流成河)
        kinds = [TILES[k] for k in sorted(waits)]
        shown = tiles_bi(kinds[:SHOWN_WAITS])
        more = Bi("等", " and more") if len(kinds) > SHOWN_WAITS else Bi("", "")
        return _w("{who}已和牌，锁牌听{tiles}{more}", "{who} has won and plays on, his locked hand waiting on {tiles}{more}",
                  who=_who(view, seat), tiles=shown, more=more)
    who = _who(view, read.seat)
    melds = view.melds[read.seat]
    if read.known_ready:
        text = _w("{who}已宣告听牌", "{who} has declared ready", who=who)
    elif read.flush_suit is not None:
        text = _w("{who}副露{n}组都是{suit}（像在做一色）", "{who} shows {n} melds all in {suit} (a flush)",
                  who=who, n=read.melds, suit=suit_bi(SUITS[read.flush_suit]))
    elif read.melds >= 2 and all(m.kind in ("pung", "kong", "concealed_kong") for m in melds):
        text = _w("{who}碰了{n}副（可能全做碰）", "{who} shows {n} pungs (perhaps all pungs)", who=who, n=read.melds)
    elif read.melds >= 2:
        text = _w("{who}已副露{n}组", "{who} shows {n} melds", who=who, n=read.melds)
    elif read.streak >= 2:
        text = _w("{who}连续{n}张摸到就打", "{who} threw his last {n} draws straight away", who=who, n=read.streak)
    else:
        text = _w("{who}已打出{n}张", "{who} has made {n} discards", who=who, n=read.turn)
    if not read.known_ready:
        text = Bi(text.zh + ("，很可能听牌了" if read.ready >= 0.5 else "，可能听牌了"),
                  text.en + (" and is likely ready" if read.ready >= 0.5 else " and may be ready"))
    flowers = len(view.flowers[read.seat])
    if flowers_value and flowers >= FLOWER_WARN:
        # flower TILES: a plate's 花 count may be higher (苏州 counts kongs too), so say which
        text = Bi(text.zh + f"；亮出{flowers}张花牌，点炮代价大",
                  text.en + f"; he has set aside {flowers} flower tiles, so a deal-in costs a lot")
    return text


def unsafe_because(view: SeatView, tile: Tile, read: Optional[SeatRead], seen: int, *, locked: bool = False) -> Bi:
    """Why throwing `tile` is unsafe against the threat of `read` ("6条还一张没见")."""
    if locked:
        return _w("{tile}正是他的和牌张", "{tile} is one of his winning tiles", tile=tile_bi(tile))
    parts: list[Bi] = []
    if read is not None and read.flush_suit is not None and tile.is_suited and SUITS.index(tile.suit) == read.flush_suit:
        parts.append(_w("{tile}正是他做的花色", "{tile} is in his suit", tile=tile_bi(tile)))
    named = bool(parts)     # the tile is named already: the rest says "none", "one", "it"
    if seen == 0:
        parts.append(Bi("还一张没见", "none has been discarded") if named else
                     _w("{tile}还一张没见", "no {tile} has been discarded", tile=tile_bi(tile)))
    elif seen == 1:
        parts.append(Bi("只见过1张", "only one is in sight") if named else
                     _w("{tile}只见过1张", "only one {tile} is in sight", tile=tile_bi(tile)))
    elif read is not None:
        parts.append(Bi("他没打过", "he has not discarded it") if named else
                     _w("他没打过{tile}", "he has not discarded {tile}", tile=tile_bi(tile)))
    return Bi("，".join(p.zh for p in parts), " and ".join(p.en for p in parts))


def safe_because(view: SeatView, tile: Tile, reason: tuple[str, int], seen: int, *, threatened: bool = False) -> Bi:
    """Why throwing `tile` is safe, from the fact the danger reading found (`TileDanger.reason`)."""
    fact, seat = reason
    said = defence_reason(view, tile, fact, seat)
    if said is not None:
        return said
    if seen >= 3:
        return defence_reason(view, tile, "gone", seat) or Bi("", "")
    if threatened:      # someone may be ready: the tile is safe because it is unlikely to be his
        return _w("{tile}较安全：不太像有人在等这张", "{tile} is safe enough: unlikely to be what anyone waits on",
                  tile=tile_bi(tile))
    return _w("{tile}安全：没有人像是听牌了", "{tile} is safe: nobody looks ready", tile=tile_bi(tile))


def warning_text(why: Bi, because: Bi) -> Bi:
    """"危险：{who threatens and why}；{why the tile is unsafe}" for a dangerous tile."""
    return _w("危险：{why}；{because}", "Danger: {why}; {because}", why=why, because=because)


def safer_text(tile: Tile, steps_more: int, steps_after: int, live: int, live_lost: int) -> Bi:
    """The safer choice and what it costs: steps further from ready and tiles that help."""
    if steps_more >= 1:
        steps_en = "one step" if steps_more == 1 else f"{steps_more} steps"
        return _w("较安全：{tile}，离听牌远{n}步（有效牌{live}张）",
                  "safer: {tile}, {steps} further from ready ({live} tiles that help)",
                  tile=tile_bi(tile), n=steps_more, steps=steps_en, live=live)
    if live_lost > 0:
        return _w("较安全：{tile}，离听牌一样近，少{lost}张有效牌",
                  "safer: {tile}, as near ready with {lost} fewer tiles that help",
                  tile=tile_bi(tile), lost=live_lost)
    return _w("较安全：{tile}，不损牌效", "safer: {tile}, at no cost to your hand", tile=tile_bi(tile))


def all_dangerous_text() -> Bi:
    """Every tile the seat can throw is dangerous: say so rather than invent a safe one."""
    return Bi("每张能打的牌都有危险，没有安全牌", "every tile you can throw is dangerous: there is no safe one")


def selected_title(kind: Tile) -> Bi:
    """The title of the warning on the player's own chosen tile ("小心：六条可能点炮"; "小心：打六条"
    read to a tester as advice to throw it)."""
    return _w("小心：{tile}可能点炮", "Careful: {tile} may give a win away", tile=tile_bi(kind))
