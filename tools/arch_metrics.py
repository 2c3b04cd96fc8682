"""Measure how well the tree keeps "a variant is one package on every layer".

    .venv/bin/python tools/arch_metrics.py [ROOT] [--json] [--list]

Counts, over the Python files of ROOT (default: this checkout), excluding tests/ and tools/:
- variant literals: string constants equal to a variant id or alias, outside that variant's own
  packages and the registries (`VARIANT_HOMES` below);
- variant branches: comparisons (`==`, `!=`, `in`) of anything with such a literal;
- files naming each variant (id or Chinese title in any string, outside its packages);
- import circles: strongly connected groups of project modules that import each other (imports
  at any depth, `TYPE_CHECKING` blocks excepted, since they do not run);
- imports inside functions;
- hard-coded seat counts: `range(4)`, `% 4`, `SEATS = 4`, `== 4` / `!= 4` / `< 4` comparisons,
  and literal tuples/lists of four equal items (`[(), (), (), ()]`);
- the largest files.
The same functions back tests/test_architecture.py, so the numbers in a closing note and the
guard test cannot disagree.
"""
from __future__ import annotations

import argparse
import ast
import json
import re
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Iterator

ROOT = Path(__file__).resolve().parent.parent
SCANNED = ("main.py", "rules", "game")

# Where a variant may be named: its own packages (any layer) and the three registries.
REGISTRIES = ("rules/variants/registry.py", "game/bots/policies/__init__.py",
              "game/client/variants/__init__.py")


def variant_homes(name: str) -> tuple[str, ...]:
    """The paths (file or folder prefixes) where variant `name` may be spelled out."""
    return (f"rules/variants/{name}/", f"rules/variants/{name}.py", f"rules/variants/{name}_",
            f"game/bots/policies/{name}.py", f"game/client/variants/{name}.py") + REGISTRIES


@dataclass
class Finding:
    path: str
    line: int
    what: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.what}"


@dataclass
class Report:
    variant_literals: list[Finding] = field(default_factory=list)
    variant_branches: list[Finding] = field(default_factory=list)
    files_naming: dict[str, list[str]] = field(default_factory=dict)
    import_circles: list[list[str]] = field(default_factory=list)
    inner_imports: list[Finding] = field(default_factory=list)
    seat_fours: list[Finding] = field(default_factory=list)
    largest: list[tuple[str, int]] = field(default_factory=list)

    def summary(self) -> dict[str, object]:
        """The counts, as printed in a closing note."""
        return {
            "variant_literals": len(self.variant_literals),
            "variant_branches": len(self.variant_branches),
            "files_naming": {k: len(v) for k, v in self.files_naming.items()},
            "import_circles": len(self.import_circles),
            "import_circle_sizes": sorted((len(c) for c in self.import_circles), reverse=True),
            "inner_imports": len(self.inner_imports),
            "seat_fours": len(self.seat_fours),
            "largest": self.largest[:10],
        }


def known_variants(root: Path) -> dict[str, tuple[str, ...]]:
    """{variant id: (id, aliases..., Chinese title)} read from the registry of `root`."""
    sys.path.insert(0, str(root))
    # `root`'s own rules package, imported afresh; the caller's modules are put back afterwards (a
    # record of theirs may still import its hooks, which must find the modules it was made with)
    saved = {m: sys.modules.pop(m) for m in [m for m in sys.modules if m == "rules" or m.startswith("rules.")]}
    try:
        from rules.variants.registry import all_variants  # type: ignore[import-not-found]
        names = {}
        for v in all_variants():
            words = {v.name, *v.aliases}
            title = getattr(v, "title_zh", "")
            short = re.sub(r"(麻将|·.*)$", "", title) if title else ""
            if short:
                words.add(short)
            names[v.name] = tuple(sorted(words))
        return names
    finally:
        sys.path.remove(str(root))
        for mod in [m for m in sys.modules if m == "rules" or m.startswith("rules.")]:
            del sys.modules[mod]
        sys.modules.update(saved)


def python_files(root: Path) -> Iterator[Path]:
    """Every scanned .py file under `root`, in a stable order."""
    for top in SCANNED:
        path = root / top
        if path.is_file():
            yield path
        elif path.is_dir():
            yield from sorted(p for p in path.rglob("*.py") if "__pycache__" not in p.parts)


def module_name(root: Path, path: Path) -> str:
    rel = path.relative_to(root).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_home(rel: str, variant: str) -> bool:
    return any(rel == h or (h.endswith("/") and rel.startswith(h)) or
               (h.endswith("_") and rel.startswith(h)) for h in variant_homes(variant))


def _docstring_nodes(tree: ast.AST) -> set[int]:
    ids = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                ids.add(id(body[0].value))
    return ids


def _type_checking_nodes(tree: ast.AST) -> set[int]:
    ids: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If):
            test = node.test
            name = test.id if isinstance(test, ast.Name) else getattr(test, "attr", None)
            if name == "TYPE_CHECKING":
                for sub in node.body:
                    ids.update(id(n) for n in ast.walk(sub))
    return ids


def _resolve(root: Path, module: str, node: ast.ImportFrom | ast.Import, alias: str | None) -> Iterable[str]:
    """Project modules an import statement in `module` loads."""
    if isinstance(node, ast.Import):
        for a in node.names:
            yield a.name
        return
    base = module.split(".")
    pkg = base if (root / Path(*base) / "__init__.py").exists() else base[:-1]
    if node.level:
        pkg = pkg[: len(pkg) - (node.level - 1)] if node.level > 1 else pkg
        target = ".".join(pkg + ([node.module] if node.module else []))
    else:
        target = node.module or ""
    yield target
    for a in node.names:
        yield f"{target}.{a.name}"


def scan(root: Path = ROOT, variants: dict[str, tuple[str, ...]] | None = None) -> Report:
    """Measure `root` (a checkout); `variants` ({id: words}) defaults to its registry's."""
    report = Report()
    variants = known_variants(root) if variants is None else variants
    literal_to_variant = {w: v for v, words in variants.items() for w in words}
    files = list(python_files(root))
    modules = {module_name(root, p): p for p in files}
    graph: dict[str, set[str]] = {m: set() for m in modules}
    sizes = []
    for path in files:
        rel = path.relative_to(root).as_posix()
        text = path.read_text(encoding="utf-8")
        sizes.append((rel, text.count("\n") + 1))
        tree = ast.parse(text, filename=rel)
        docstrings = _docstring_nodes(tree)
        type_only = _type_checking_nodes(tree)
        mod = module_name(root, path)
        naming: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
                v = literal_to_variant.get(node.value)
                if v and not _is_home(rel, v):
                    report.variant_literals.append(Finding(rel, node.lineno, repr(node.value)))
                for vname, words in variants.items():
                    if not _is_home(rel, vname) and any(w in node.value for w in words if len(w) > 1):
                        naming.add(vname)
            if isinstance(node, ast.Compare):
                consts = [c for c in [node.left, *node.comparators] for c in ast.walk(c)
                          if isinstance(c, ast.Constant) and isinstance(c.value, str)]
                if any(c.value in literal_to_variant and not _is_home(rel, literal_to_variant[c.value])
                       for c in consts):
                    report.variant_branches.append(Finding(rel, node.lineno, ast.unparse(node)[:80]))
            if isinstance(node, (ast.Import, ast.ImportFrom)) and id(node) not in type_only:
                for target in _resolve(root, mod, node, None):
                    if target in modules and target != mod:
                        graph[mod].add(target)
        for vname in naming:
            report.files_naming.setdefault(vname, []).append(rel)
        for func in ast.walk(tree):
            if isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for sub in ast.walk(func):
                    if isinstance(sub, (ast.Import, ast.ImportFrom)) and sub is not func:
                        report.inner_imports.append(Finding(rel, sub.lineno, ast.unparse(sub)[:80]))
        report.seat_fours.extend(_seat_fours(rel, tree))
    # an inner import found twice (nested functions) counts once
    report.inner_imports = list({(f.path, f.line): f for f in report.inner_imports}.values())
    report.import_circles = _circles(graph)
    report.largest = sorted(sizes, key=lambda s: -s[1])
    return report


def _four(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and node.value == 4 and type(node.value) is int


def _seat_fours(rel: str, tree: ast.AST) -> Iterator[Finding]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "range" \
                and len(node.args) == 1 and _four(node.args[0]):
            yield Finding(rel, node.lineno, "range(4)")
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod) and _four(node.right):
            yield Finding(rel, node.lineno, ast.unparse(node)[:60])
        elif isinstance(node, ast.Assign) and _four(node.value) and any(
                isinstance(t, ast.Name) and "SEAT" in t.id.upper() or
                isinstance(t, ast.Name) and "PLAYER" in t.id.upper() for t in node.targets):
            yield Finding(rel, node.lineno, ast.unparse(node)[:60])
        elif isinstance(node, ast.Compare) and any(_four(c) for c in node.comparators) and \
                isinstance(node.left, ast.Call) and getattr(node.left.func, "id", "") == "len":
            yield Finding(rel, node.lineno, ast.unparse(node)[:60])
        elif isinstance(node, (ast.List, ast.Tuple)) and len(node.elts) == 4 and node.elts and \
                len({ast.dump(e) for e in node.elts}) == 1:
            yield Finding(rel, node.lineno, ast.unparse(node)[:60])
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult) and \
                isinstance(node.left, (ast.List, ast.Tuple)) and _four(node.right):
            yield Finding(rel, node.lineno, ast.unparse(node)[:60])


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    out: list[list[str]] = []
    counter = 0
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            advanced = False
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                    advanced = True
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    top = stack.pop()
                    on_stack.discard(top)
                    group.append(top)
                    if top == node:
                        break
                if len(group) > 1:
                    out.append(sorted(group))
    return sorted(out, key=lambda g: (-len(g), g))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("root", nargs="?", default=str(ROOT))
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--list", action="store_true", help="every finding, not only the counts")
    args = parser.parse_args(argv)
    report = scan(Path(args.root).resolve())
    summary = report.summary()
    if args.json:
        print(json.dumps(summary, ensure_ascii=False))
    else:
        for key, value in summary.items():
            print(f"{key}: {value}")
        print("import circles:")
        for group in report.import_circles:
            print("  " + " <-> ".join(group))
    if args.list:
        for title, items in (("variant literals", report.variant_literals),
                             ("variant branches", report.variant_branches),
                             ("inner imports", report.inner_imports),
                             ("seat fours", report.seat_fours)):
            print(f"== {title}")
            for f in items:
                print(f"  {f}")
        for v, paths in report.files_naming.items():
            print(f"== files naming {v}: {len(paths)}")
            by_folder = Counter(str(Path(p).parent) for p in paths)
            print("   " + ", ".join(f"{k} {n}" for k, n in sorted(by_folder.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
