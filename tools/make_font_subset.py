"""Build assets/fonts/NotoSansSC-subset*.otf: Noto Sans SC cut down to the characters the UI draws.

Noto Sans SC (SIL OFL 1.1, no Reserved Font Name) ships inside pygame_gui, 8.5 MB a weight.
The game needs a few thousand characters, so we keep:
  * every non-ASCII character in a string literal of rules/**/*.py, game/**/*.py and main.py
    (found with `ast`, so comments are not counted),
  * every tile's Chinese name (rules.tiles), the 国标 fan names, the mahjong/UI terms below,
  * printable ASCII, full-width forms and common CJK / typographic punctuation,
  * the 3755 common hanzi of GB 2312 level 1 (decoded from Python's own codec, no download),
    so text written later in the usual vocabulary is covered without rebuilding the font.

Reproducible: the same sources give byte-identical fonts (the head timestamp is kept from the
source font). Run from the repository root:
    .venv/bin/python tools/make_font_subset.py            # writes the fonts and OFL.txt
    .venv/bin/python tools/make_font_subset.py --check    # exit 1 if the fonts would change
Rebuild after adding UI text; tests/client/test_font_glyphs.py fails when a glyph is missing.
"""
from __future__ import annotations

import argparse
import ast
import hashlib
import importlib.util
import io
import sys
import unicodedata
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rules.tiles import TILES  # noqa: E402  (needs ROOT on sys.path)

OUT_DIR = ROOT / "assets" / "fonts"
# (source file inside pygame_gui/data, subset written to assets/fonts)
WEIGHTS = (
    ("NotoSansSC-Regular.otf", "NotoSansSC-subset.otf"),
    ("NotoSansSC-Bold.otf", "NotoSansSC-subset-Bold.otf"),
)
SOURCE_COPYRIGHT = "Copyright 2014-2020 Adobe (http://www.adobe.com/), with no Reserved Font Name."

# Fan names of the 国标 table (tests/data/README.md) and of the regional variants.
FAN_NAMES = """
大四喜 大三元 绿一色 九莲宝灯 四杠 连七对 十三幺 清幺九 小四喜 小三元 字一色 四暗刻 一色双龙会
一色四同顺 一色四节高 一色四步高 三杠 混幺九 七对 七星不靠 全双刻 清一色 一色三同顺 一色三节高
全大 全中 全小 清龙 三色双龙会 一色三步高 全带五 三同刻 三暗刻 全不靠 组合龙 大于五 小于五 三风刻
花龙 推不倒 三色三同顺 三色三节高 无番和 妙手回春 海底捞月 杠上开花 抢杠和 碰碰和 混一色 三色三步高
五门齐 全求人 双暗杠 双箭刻 全带幺 不求人 双明杠 和绝张 箭刻 圈风刻 门风刻 门前清 平和 四归一
双同刻 双暗刻 暗杠 断幺 一般高 喜相逢 连六 老少副 幺九刻 明杠 缺一门 无字 边张 嵌张 单钓将 自摸
花牌 明暗杠 天和 地和 人和 七小对 龙七对 清七对 金钩钓 根 杠上炮 海底炮 一条龙 捉五魁 素本混
"""
# Tiles, seats, actions and table terms; 萬 is drawn on every 万 tile.
MAHJONG_TERMS = """
一二三四五六七八九十 万萬筒饼条索 东南西北中发白 春夏秋冬梅兰竹菊 百搭 老鼠 财神 猫 聚宝盆 混儿
庄 吃碰杠胡和过听 补花 明杠 暗杠 加杠 抢杠 自摸 点炮 放炮 流局 荒庄 定缺 换三张 血战到底 坐庄 拉庄
小相公 大相公 花 圈风 门风 上家 下家 对家 本家 骰子 牌墙 牌河 手牌 副露 番 分 局 圈 胜 负 和局
国标 麻将 四川 天津 苏州 二人 规则 设置 开始 继续 退出 保存 读取 新游戏 提示 教学 速度 慢 快 正常
确定 取消 返回 下一局 结算 得分 总分 玩家 电脑 你 向听 进张 听牌 等待 剩余
"""
PUNCTUATION = (
    "，。、：；！？（）《》〈〉「」『』【】〔〕“”‘’…—–·・～×÷±°％‰→←↑↓↔≤≥≈−＋－／＝"
    "①②③④⑤⑥⑦⑧⑨⑩■□▲△▼▽●○◆◇★☆✓♪§©®•"
)


def gb2312_level1() -> str:
    """The 3755 common hanzi, rows 16..55 of GB 2312, in code order."""
    chars = []
    for high in range(0xB0, 0xD8):
        for low in range(0xA1, 0xFF):
            try:
                chars.append(bytes((high, low)).decode("gb2312"))
            except UnicodeDecodeError:  # the unused end of row 55
                pass
    return "".join(chars)


def _docstring_nodes(tree: ast.AST) -> set[int]:
    """ids of docstring Constant nodes: never drawn, so they do not decide the glyph set."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                    and isinstance(body[0].value.value, str):
                found.add(id(body[0].value))
    return found


def source_files(root: Path = ROOT) -> list[Path]:
    files = sorted((root / "rules").rglob("*.py")) + sorted((root / "game").rglob("*.py"))
    main = root / "main.py"
    if main.exists():
        files.append(main)
    return files


def source_string_chars(files: list[Path]) -> set[str]:
    """Non-ASCII characters of every string literal (f-string parts too) except docstrings."""
    chars: set[str] = set()
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        skip = _docstring_nodes(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
                chars.update(ch for ch in node.value if ord(ch) > 0x7E)
    return chars


def wanted_chars(files: list[Path]) -> set[str]:
    chars = {chr(c) for c in range(0x20, 0x7F)}
    chars.update(chr(c) for c in range(0xFF01, 0xFF5F))  # full-width ASCII forms
    chars.update(PUNCTUATION)
    chars.update(ch for ch in FAN_NAMES + MAHJONG_TERMS if not ch.isspace())
    for tile in TILES:
        chars.update(tile.name_zh)
    chars.update(gb2312_level1())
    chars.update(source_string_chars(files))
    # Line breaks and other control characters are never drawn as glyphs.
    return {ch for ch in chars if unicodedata.category(ch) != "Cc"}


def pygame_gui_data() -> Path:
    """pygame_gui's data folder, found without importing pygame_gui (which imports pygame)."""
    spec = importlib.util.find_spec("pygame_gui")
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit("pygame_gui is not installed: it carries the Noto Sans SC source fonts")
    return Path(list(spec.submodule_search_locations)[0]) / "data"


def source_font(name: str) -> Path:
    return pygame_gui_data() / name


def build_subset(src: Path, chars: set[str]) -> tuple[bytes, list[str]]:
    """The subset font as bytes, and the wanted characters the source font lacks."""
    font = TTFont(str(src), recalcTimestamp=False)
    cmap = font.getBestCmap()
    missing = sorted(ch for ch in chars if ord(ch) not in cmap)
    options = subset.Options()
    options.name_IDs = ["*"]          # keep copyright, licence and URL records (OFL requires)
    options.name_languages = ["*"]
    options.notdef_outline = True      # a visible box for anything we failed to include
    options.drop_tables += ["VORG", "vhea", "vmtx"]  # the UI never sets text vertically
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(ord(ch) for ch in chars if ord(ch) in cmap))
    subsetter.subset(font)
    buffer = io.BytesIO()
    font.save(buffer)
    return buffer.getvalue(), missing


def ofl_text() -> str:
    """The OFL 1.1 text as pygame_gui ships it, under Noto Sans SC's own copyright line."""
    licence = pygame_gui_data() / "licenses" / "NotoSans-LICENSE.txt"
    text = licence.read_text(encoding="utf-8")
    body = text[text.index("This Font Software is licensed"):]
    return (f"Noto Sans SC (subset in NotoSansSC-subset.otf, NotoSansSC-subset-Bold.otf)\n"
            f"{SOURCE_COPYRIGHT}\n"
            f"Noto is a trademark of Google Inc.\n\n{body}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare with the fonts on disk")
    parser.add_argument("--list", action="store_true", help="print the characters that are kept")
    args = parser.parse_args(argv)

    chars = wanted_chars(source_files())
    if args.list:
        print("".join(sorted(chars)))
    stale = False
    outputs = [(OUT_DIR / "OFL.txt", ofl_text().encode("utf-8"))]
    for src_name, out_name in WEIGHTS:
        data, missing = build_subset(source_font(src_name), chars)
        if missing:
            print(f"{src_name}: no glyph for {''.join(missing)!r} "
                  f"({', '.join(f'U+{ord(c):04X}' for c in missing)})", file=sys.stderr)
        outputs.append((OUT_DIR / out_name, data))
    for path, data in outputs:
        old = path.read_bytes() if path.exists() else None
        digest = hashlib.sha256(data).hexdigest()[:16]
        if old == data:
            print(f"{path.relative_to(ROOT)}: unchanged, {len(data):,} bytes, sha256 {digest}")
            continue
        stale = True
        if args.check:
            print(f"{path.relative_to(ROOT)}: out of date", file=sys.stderr)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"{path.relative_to(ROOT)}: wrote {len(data):,} bytes, sha256 {digest}")
    print(f"{len(chars)} characters wanted")
    return 1 if (args.check and stale) else 0


if __name__ == "__main__":
    sys.exit(main())
