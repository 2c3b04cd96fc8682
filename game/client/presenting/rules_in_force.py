"""The rules in force at a table, in words (pure): the table's rules card ("房间规则：血流成河 +1"),
the list it opens (every option that differs from classic, its value and a one-line reading),
and the settlement's line for a room rule that changed a win ("因房间规则「门清：开」+1番").

    rules = rules_in_force("sichuan", {"men_qing": True})
    card_summary(rules)      -> Bi("门清", "Concealed hand")   (Bi("经典规则", "Classic rules") at classic)
    rules.changed            -> (RuleLine(title, value, default, brief), ...)
    effect_line(variant, effect)   -> Bi of one rules/option_effects.OptionEffect

Every word comes from the variant's record and book (titles, value words, briefs).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Optional

from game.session import MatchSession
from game.teaching.i18n import Bi, english, words_bi
from game.teaching.rules_book import option_reading, option_value_word
from rules.actions import action_from_json
from rules.match import hand_config
from rules.option_effects import OptionEffect, hand_effects
from rules.variants.base import Preset, Variant
from rules.variants.registry import get_variant

ROOM_RULES = Bi("房间规则", "Room rules")
CLASSIC_RULES = Bi("经典规则", "Classic rules")
LIST_AT_MOST = 2          # the card names this many changed options; more read "N changes"
UNIT_ZH = {"fan": "番", "hua": "花"}
UNIT_EN = {"fan": ("fan", "fans"), "hua": ("flower", "flowers")}


@dataclass(frozen=True)
class RuleLine:
    """One option that differs from classic: its title, its value here and its default in words,
    and what it changes in one line."""

    key: str
    title: Bi
    value: Bi
    default: Bi
    brief: Bi


@dataclass(frozen=True)
class RulesInForce:
    """A table's rule set: its variant, its resolved options, the preset it is (None: a set of
    the player's own) and the options that differ from classic."""

    variant: str
    options: Mapping[str, Any]
    preset: Optional[Preset]
    changed: tuple[RuleLine, ...]

    @property
    def classic(self) -> bool:
        """Every option at its default."""
        return not self.changed


def option_title(variant: Variant, key: str) -> Bi:
    """An option's title in both languages (its key when the book has none)."""
    text = variant.book.options.get(key) if variant.book else None
    if text is None:
        return Bi(key, key)
    return Bi(text.title.zh or key, english(text.title.en) or key)


def option_brief(variant: Variant, key: str) -> Bi:
    """What an option changes in one line: the book's brief, else the first sentence of its
    reading (the English without its rules-file section)."""
    text = variant.book.options.get(key) if variant.book else None
    if text is not None and text.brief is not None:
        return words_bi(text.brief)
    reading = option_reading(variant, key)
    return Bi(_first_sentence(reading.zh, "。") or option_title(variant, key).zh,
              _first_sentence(reading.en, ". ") or key)


def _first_sentence(text: str, stop: str) -> str:
    head = text.split(stop, 1)[0].strip()
    return head + (stop.strip() if stop.strip() and head and head != text.strip() else "")


def rules_in_force(variant_name: str, options: Optional[Mapping[str, Any]]) -> RulesInForce:
    """The rule set of a table of `variant_name` with these options (unknown ones refused)."""
    variant = get_variant(variant_name)
    resolved = variant.resolve_options(options)
    lines = tuple(RuleLine(key, option_title(variant, key), option_value_word(variant, key, value),
                           option_value_word(variant, key, variant.option(key).default), option_brief(variant, key))
                  for key, value in variant.changed_options(resolved).items())
    return RulesInForce(variant.name, resolved, variant.preset_matching(resolved), lines)


def _nearest_preset(variant: Variant, options: Mapping[str, Any]) -> Optional[Preset]:
    """The non-classic preset whose every value these options keep, with the most values."""
    best: Optional[Preset] = None
    for preset in variant.presets:
        if preset.values and all(options.get(k) == v for k, v in preset.values.items()):
            if best is None or len(preset.values) > len(best.values):
                best = preset
    return best


def card_summary(rules: RulesInForce, with_value: bool = True) -> Bi:
    """The card's one line: the preset's name ("血流成河"), a preset and how many more options
    ("血流成河 +2"), one changed option with its value ("局数：4盘"; its title alone without
    `with_value`, where the card has no room), two by their titles ("门清 · 中张"), or how many
    ("5项改动")."""
    if rules.classic:
        return CLASSIC_RULES
    if rules.preset is not None:
        return words_bi(rules.preset.title)
    variant = get_variant(rules.variant)
    near = _nearest_preset(variant, rules.options)
    if near is not None:
        extra = len(rules.changed) - sum(1 for line in rules.changed if line.key in near.values)
        return Bi(f"{near.title.zh} +{extra}", f"{near.title.en} +{extra}")
    if len(rules.changed) == 1 and with_value:     # one option: its value too ("Hands per match" alone said too little)
        line = rules.changed[0]
        return Bi(f"{line.title.zh}：{line.value.zh}", f"{line.title.en}: {line.value.en}")
    if len(rules.changed) <= LIST_AT_MOST:
        return Bi(" · ".join(line.title.zh for line in rules.changed),
                  " · ".join(line.title.en for line in rules.changed))
    n = len(rules.changed)
    return Bi(f"{n}项改动", f"{n} changes")


LESSON_CLASSIC = Bi("本课使用经典规则", "This lesson uses the classic rules")


def lesson_rules(variant_name: str, options: Optional[Mapping[str, Any]]) -> Bi:
    """The lesson screen's line on its rules: the classic ones (every lesson so far), else the
    lesson file's own set named."""
    rules = rules_in_force(variant_name, options)
    if rules.classic:
        return LESSON_CLASSIC
    summary = card_summary(rules)
    return Bi(f"本课规则：{summary.zh}", f"This lesson's rules: {summary.en}")


def rule_line_text(line: RuleLine) -> Bi:
    """"门清：开（经典：关）" / "Concealed hand: on (classic: off)"."""
    return Bi(f"{line.title.zh}：{line.value.zh}（经典：{line.default.zh}）",
              f"{line.title.en}: {line.value.en} (classic: {line.default.en})")


def _amount(value: int, unit: str) -> Bi:
    sign = "+" if value > 0 else "−" if value < 0 else "±"
    n = abs(value)
    one, many = UNIT_EN.get(unit, ("point", "points"))
    return Bi(f"{sign}{n}{UNIT_ZH.get(unit, '分')}", f"{sign}{n} {one if n == 1 else many}")


def effect_line(variant: Variant, effect: OptionEffect) -> Bi:
    """The settlement's line for a room rule that changed this win: by how much it changed the
    score (or that the hand wins only by it), and what the winner got with it and without it."""
    title, value = option_title(variant, effect.key), option_value_word(variant, effect.key, effect.value)
    zh = f"因房间规则「{title.zh}：{value.zh}」"
    en = f"Room rule '{title.en}: {value.en}':"
    parts_zh, parts_en = [], []
    if not effect.wins_before:
        parts_zh.append("这手牌才能和")
        parts_en.append("without it this hand could not win")
    elif effect.score_changed:
        amount = _amount(effect.change, effect.unit)
        parts_zh.append(amount.zh)
        parts_en.append(amount.en)
    if effect.paid_changed and effect.paid_before is not None and effect.paid_after is not None:
        parts_zh.append(f"本盘得分{effect.paid_after:+d}（经典规则下{effect.paid_before:+d}）")
        parts_en.append(f"this hand {effect.paid_after:+d} ({effect.paid_before:+d} under the classic rule)")
    return Bi(zh + "，".join(parts_zh), en + " " + "; ".join(parts_en))


def session_effects(session: object) -> tuple[tuple[OptionEffect, ...], ...]:
    """The room rules that changed each win of a live match's finished hand (before the next is
    dealt): one tuple per win, in order; () for a classic table or a recorded match."""
    if not isinstance(session, MatchSession) or not session.hand_over:
        return ()
    variant = session.variant
    if not variant.changed_options(session.options):
        return ()
    hand = session.match.hand_no
    actions = [action_from_json(e["action"]) for e in session.log
               if e.get("type") == "action" and e.get("hand") == hand]
    return hand_effects(variant, hand_config(session.match), actions)
