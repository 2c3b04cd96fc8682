"""Measure how well the tree keeps "a variant is one package on every layer".

    .venv/bin/python tools/arch_metrics.py [ROOT] [--json] [--list]

Counts, over the Python files of ROOT (default: this checkout), excluding tests/ and tools/:
- variant literals: string constants equal to a variant id or alias, outside that variant's
  homes: its own files (`own_files`: rules/variants/<name>/, game/bots/policies/<name>.py and
  <name>_*.py, game/bots/baseline/policies/<name>.py, game/client/variants/<name>.py and
  <name>_*.py) and the three registries (`variant_homes`);
- variant branches: comparisons (`==`, `!=`, `in`) of anything with such a literal;
- files naming each variant (id or Chinese title in any string, outside its packages);
- import circles: strongly connected groups of project modules that import each other (imports
  at any depth and the importlib edges below, `TYPE_CHECKING` blocks excepted, since they do not
  run);
- imports inside functions;
- hard-coded seat counts: `range(4)`, `% 4`, `SEATS = 4`, `== 4` / `!= 4` / `< 4` comparisons,
  and literal tuples/lists of four equal items (`[(), (), (), ()]`);
- the largest files.

Where a variant's *concepts* live (issue 26), over game/ and main.py unless said otherwise:
- bag key reads: a string key read (`x["k"]`, `x.get("k")`, `"k" in x`) on a variant bag, an
  expression whose last name ends in `extra` (`view.extra`, `ctx.extra`, `extra`), outside every
  variant's homes;
- option key reads: the same reads on an expression whose last name contains `opt` (`opts`,
  `options`, `self.settings.options`) whose key is a rule option a variant declares
  (`Variant.options[i].key`, read from the registry), outside every variant's homes;
- class names as strings (game/ only): string constants equal to the name of a class defined in
  rules/ or game/. Not counted, as they are types or text rather than a dispatch key:
  docstrings, type annotations, the type of a `cast()` or `TypeVar(bound=)`, a forward reference
  in a generic (`Callable[["TableModel"], None]`), `__all__`, the pieces of an f-string, an
  English word beside Chinese in one call or tuple (`Bi("吃", "Chow")`, `("牌墙", "Wall")`), a
  label table's value that is its key capitalised (`{"pass": "Pass"}`), and a lazy import
  table's entry (the class named in one tuple, or one dict item, with a string naming a module
  beside it that defines that class, as `("table", "TableScene")` or `{"Hint": "hints"}`);
- type-name dispatch (game/ only): `type(x).__name__` or `x.__class__.__name__` (or a local name
  assigned from one, or `.lower()` of it) used as an operand of a comparison, as a subscript key,
  as the key of `.get()`/`.pop()`/`.setdefault()`, or as the name in `getattr()`; and name-built
  lookups: `globals()[...]`/`vars()[...]` read with a key that is not a constant, and `getattr(x,
  f"_on_{name}")` with a name built from text. The rule for messages: such a name inside an
  f-string (or passed to a function as a value) is text, not a lookup, and is not counted;
- variant imports: an import of `rules.variants.<name>` (any depth, relative or absolute,
  `TYPE_CHECKING` blocks included) outside that variant's homes and the registries (all scanned
  files);
- importlib edges: calls of `import_module`/`importlib.import_module`/`__import__`. A constant
  module name is an edge of the import graph (`importlib_constant`); an f-string with a constant
  part (`f"{__name__}.{module}_room"`, `__name__` read as the module's own name, every other
  field as one of the registry names the module lists in its module-level dict/tuple/list/set
  literals, or any name without dots when it lists none; a local name assigned such a string
  is read as it) is an edge to every project module it matches (`importlib_pattern`); any other
  argument is only counted (`importlib_calls`);
- type-level circles: circles of the import graph that counts the `TYPE_CHECKING` imports too
  (`type_level_circles`, apart from the run-time `import_circles`, which leave them out);
- large classes: classes in game/client longer than 400 lines (`large_classes`, name and size);
- method-assign ignores: `# type: ignore[method-assign]` comments (a method replaced on a class or
  an instance at run time);
- mypy scope: the folders and modules of rules/ and game/ that mypy.ini's `files` leaves out
  (`mypy_missing`; `mypy_covers_all` when none).
The same functions back tests/test_variant_packages.py and tests/test_architecture.py, so the
numbers in a closing note and the guard tests cannot disagree.
"""
from __future__ import annotations

import argparse
import ast
import configparser
import io
import json
import re
import sys
import tokenize
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable, Iterator, TypeVar

ROOT = Path(__file__).resolve().parent.parent
SCANNED = ("main.py", "rules", "game")

# Where a variant may be named: its own packages (any layer) and the three registries.
REGISTRIES = ("rules/variants/registry.py", "game/bots/policies/__init__.py",
              "game/client/variants/__init__.py")


# A class longer than this in game/client is too large (docs/architecture.md).
LARGE_CLASS_LINES = 400


def own_files(name: str) -> tuple[str, ...]:
    """The variant's own files: its rules package, its bot policies (with their `<name>_*.py`
    helpers and the frozen baseline's copy) and its client presenter (with its helpers). A path
    ending in "/" is a folder, one ending in "_" a prefix of file names."""
    return (f"rules/variants/{name}/", f"rules/variants/{name}.py", f"rules/variants/{name}_",
            f"game/bots/policies/{name}.py", f"game/bots/policies/{name}_",
            f"game/bots/baseline/policies/{name}.py",
            f"game/client/variants/{name}.py", f"game/client/variants/{name}_")


def variant_homes(name: str) -> tuple[str, ...]:
    """The paths (file or folder prefixes) where variant `name` may be spelled out."""
    return own_files(name) + REGISTRIES


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
    bag_key_reads: list[Finding] = field(default_factory=list)
    option_key_reads: list[Finding] = field(default_factory=list)
    class_name_strings: list[Finding] = field(default_factory=list)
    type_name_dispatch: list[Finding] = field(default_factory=list)
    variant_imports: list[Finding] = field(default_factory=list)
    importlib_calls: list[Finding] = field(default_factory=list)
    importlib_constant: list[Finding] = field(default_factory=list)
    importlib_pattern: list[Finding] = field(default_factory=list)
    type_level_circles: list[list[str]] = field(default_factory=list)
    large_classes: list[tuple[str, int]] = field(default_factory=list)
    method_assign_ignores: list[Finding] = field(default_factory=list)
    mypy_missing: list[str] = field(default_factory=list)
    dynamic_edges: set[tuple[str, str]] = field(default_factory=set)   # (importer, module) by importlib

    def circle_lines(self, groups: list[list[str]]) -> list[str]:
        """Each circle on a line, with the importlib edges inside it named (they run lazily)."""
        out = []
        for group in groups:
            members = set(group)
            lazy = sorted(f"{a} -> {b}" for a, b in self.dynamic_edges if a in members and b in members)
            out.append(" <-> ".join(group) + (f"   [by importlib: {'; '.join(lazy)}]" if lazy else ""))
        return out

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
            "bag_key_reads": len(self.bag_key_reads),
            "bag_keys_read": sorted({_key_of(f) for f in self.bag_key_reads}),
            "option_key_reads": len(self.option_key_reads),
            "option_keys_read": sorted({_key_of(f) for f in self.option_key_reads}),
            "class_name_strings": len(self.class_name_strings),
            "type_name_dispatch": len(self.type_name_dispatch),
            "variant_imports": len(self.variant_imports),
            "importlib_calls": len(self.importlib_calls),
            "importlib_constant": len(self.importlib_constant),
            "importlib_pattern": len(self.importlib_pattern),
            "type_level_circles": len(self.type_level_circles),
            "type_level_circle_sizes": sorted((len(c) for c in self.type_level_circles), reverse=True),
            "large_classes": self.large_classes,
            "method_assign_ignores": len(self.method_assign_ignores),
            "mypy_covers_all": not self.mypy_missing,
            "mypy_missing": self.mypy_missing,
        }


def _key_of(finding: Finding) -> str:
    """The key a bag or option read names (its finding reads `key 'k': source`)."""
    return finding.what.split(":", 1)[0].removeprefix("key ").strip("'")


_T = TypeVar("_T")


def _from_registry(root: Path, read: Callable[[tuple], _T]) -> _T:
    """`read(all_variants())` with the registry of `root`'s own rules package, imported afresh."""
    sys.path.insert(0, str(root))
    # `root`'s own rules package, imported afresh; the caller's modules are put back afterwards (a
    # record of theirs may still import its hooks, which must find the modules it was made with)
    saved = {m: sys.modules.pop(m) for m in [m for m in sys.modules if m == "rules" or m.startswith("rules.")]}
    try:
        from rules.variants.registry import all_variants
        return read(all_variants())
    finally:
        sys.path.remove(str(root))
        for mod in [m for m in sys.modules if m == "rules" or m.startswith("rules.")]:
            del sys.modules[mod]
        sys.modules.update(saved)


def known_variants(root: Path) -> dict[str, tuple[str, ...]]:
    """{variant id: (id, aliases..., Chinese title)} read from the registry of `root`."""
    def words_of(records: tuple) -> dict[str, tuple[str, ...]]:
        names = {}
        for v in records:
            words = {v.name, *v.aliases}
            title = getattr(v, "title_zh", "")
            short = re.sub(r"(麻将|·.*)$", "", title) if title else ""
            if short:
                words.add(short)
            names[v.name] = tuple(sorted(words))
        return names
    return _from_registry(root, words_of)


def known_option_keys(root: Path) -> dict[str, tuple[str, ...]]:
    """{variant id: the keys of the rule options its record declares} from the registry of `root`."""
    return _from_registry(root, lambda records: {v.name: tuple(o.key for o in v.options) for v in records})


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
    # `from package import module` loads that module (the package is its parent, loaded with
    # any of its modules and never counted as an edge); any other name is read from `target`
    submodules = [f"{target}.{a.name}" for a in node.names if _is_module(root, f"{target}.{a.name}")]
    if len(submodules) < len(node.names):
        yield target
    yield from submodules


def _is_module(root: Path, name: str) -> bool:
    """Whether `name` is a module or package of the checkout at `root`."""
    path = root / Path(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def _own_files_of_any(rel: str, variants: Iterable[str]) -> bool:
    return any(_in(rel, own_files(v)) for v in variants)


def _in(rel: str, homes: Iterable[str]) -> bool:
    return any(rel == h or (h.endswith(("/", "_")) and rel.startswith(h)) for h in homes)


def scan(root: Path = ROOT, variants: dict[str, tuple[str, ...]] | None = None,
         option_keys: dict[str, tuple[str, ...]] | None = None) -> Report:
    """Measure `root` (a checkout); `variants` ({id: words}) and `option_keys` ({id: option keys})
    default to its registry's (the option keys to none when `variants` is given)."""
    report = Report()
    if variants is None:
        variants = known_variants(root)
        option_keys = known_option_keys(root) if option_keys is None else option_keys
    option_keys = option_keys or {}
    literal_to_variant = {w: v for v, words in variants.items() for w in words}
    files = list(python_files(root))
    modules = {module_name(root, p): p for p in files}
    graph: dict[str, set[str]] = {m: set() for m in modules}
    type_graph: dict[str, set[str]] = {m: set() for m in modules}
    trees: dict[str, ast.Module] = {}
    texts: dict[str, str] = {}
    for path in files:
        rel = path.relative_to(root).as_posix()
        texts[rel] = path.read_text(encoding="utf-8")
        trees[rel] = ast.parse(texts[rel], filename=rel)
    class_homes = _class_homes(root, trees)
    option_key_set = {k for keys in option_keys.values() for k in keys}
    sizes = []
    for path in files:
        rel = path.relative_to(root).as_posix()
        text, tree = texts[rel], trees[rel]
        sizes.append((rel, text.count("\n") + 1))
        docstrings = _docstring_nodes(tree)
        type_only = _type_checking_nodes(tree)
        mod = module_name(root, path)
        naming: set[str] = set()
        nodes = list(ast.walk(tree))
        for node in nodes:
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
                v = literal_to_variant.get(node.value)
                if v and not _is_home(rel, v):
                    report.variant_literals.append(Finding(rel, node.lineno, repr(node.value)))
                for vname, words in variants.items():
                    if not _is_home(rel, vname) and any(w in node.value for w in words if len(w) > 1):
                        naming.add(vname)
            if isinstance(node, ast.Compare):
                consts = [c for side in [node.left, *node.comparators] for c in ast.walk(side)
                          if isinstance(c, ast.Constant) and isinstance(c.value, str)]
                if any(c.value in literal_to_variant and not _is_home(rel, literal_to_variant[c.value])
                       for c in consts):
                    report.variant_branches.append(Finding(rel, node.lineno, ast.unparse(node)[:80]))
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                for target in _resolve(root, mod, node, None):
                    if target in modules and target != mod:
                        type_graph[mod].add(target)
                        if id(node) not in type_only:
                            graph[mod].add(target)
                report.variant_imports.extend(_variant_imports(root, rel, mod, node, variants))
        for vname in naming:
            report.files_naming.setdefault(vname, []).append(rel)
        for func in ast.walk(tree):
            if isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for sub in ast.walk(func):
                    if isinstance(sub, (ast.Import, ast.ImportFrom)):
                        report.inner_imports.append(Finding(rel, sub.lineno, ast.unparse(sub)[:80]))
        report.seat_fours.extend(_seat_fours(rel, tree))
        for kind, finding, targets in _importlib_calls(rel, mod, nodes, modules):
            {"calls": report.importlib_calls, "constant": report.importlib_constant,
             "pattern": report.importlib_pattern}[kind].append(finding)
            for target in targets:
                if target != mod:
                    graph[mod].add(target)
                    type_graph[mod].add(target)
                    report.dynamic_edges.add((mod, target))
        outside_variants = rel == "main.py" or (rel.startswith("game/") and not _own_files_of_any(rel, variants))
        if outside_variants:
            for finding, bag in _key_reads(rel, nodes, option_key_set):
                (report.bag_key_reads if bag == "extra" else report.option_key_reads).append(finding)
        if rel.startswith("game/"):
            report.class_name_strings.extend(_class_name_strings(rel, mod, nodes, docstrings, class_homes))
            report.type_name_dispatch.extend(_type_name_dispatch(rel, tree, nodes))
        if rel.startswith("game/client/"):
            report.large_classes.extend(_large_classes(rel, nodes))
        if "method-assign" in text:
            report.method_assign_ignores.extend(_method_assign_ignores(rel, text))
    # an inner import found twice (nested functions) counts once
    report.inner_imports = list({(f.path, f.line): f for f in report.inner_imports}.values())
    report.type_name_dispatch = list({(f.path, f.line, f.what): f for f in report.type_name_dispatch}.values())
    report.import_circles = _circles(graph)
    report.type_level_circles = _circles(type_graph)
    report.largest = sorted(sizes, key=lambda s: -s[1])
    report.large_classes.sort(key=lambda c: -c[1])
    report.mypy_missing = _mypy_missing(root)
    return report


# --- where a variant's concepts are read -------------------------------------------------------

def _line(node: ast.AST) -> int:
    return getattr(node, "lineno", 0)


def _last_name(node: ast.AST) -> str:
    """The name an expression ends in: `view.extra` -> "extra", `opts` -> "opts", else ""."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def _bag_kind(node: ast.AST) -> str:
    """"extra" for a variant bag, "options" for a rule-option mapping, "" for anything else."""
    name = _last_name(node).lower()
    if name.endswith("extra"):
        return "extra"
    if "opt" in name:
        return "options"
    return ""


def _key_reads(rel: str, nodes: list[ast.AST], option_keys: set[str]) -> Iterator[tuple[Finding, str]]:
    """String-key reads of a variant bag (any key) or a rule-option mapping (a declared option key)."""
    for node in nodes:
        read: tuple[ast.AST, ast.AST] | None = None
        if isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load):
            read = (node.value, node.slice)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                node.func.attr in ("get", "pop", "setdefault") and node.args:
            read = (node.func.value, node.args[0])
        elif isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], (ast.In, ast.NotIn)):
            read = (node.comparators[0], node.left)
        if read is None:
            continue
        bag, key = read
        if not (isinstance(key, ast.Constant) and isinstance(key.value, str)):
            continue
        kind = _bag_kind(bag)
        if kind == "extra" or (kind == "options" and key.value in option_keys):
            yield Finding(rel, _line(node), f"key {key.value!r}: {ast.unparse(node)[:70]}"), kind


def _class_homes(root: Path, trees: dict[str, ast.Module]) -> dict[str, set[str]]:
    """{class name: the modules that define a class of that name} over rules/ and game/."""
    homes: dict[str, set[str]] = {}
    for rel, tree in trees.items():
        if not rel.startswith(("rules/", "game/")):
            continue
        mod = module_name(root, root / rel)
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                homes.setdefault(node.name, set()).add(mod)
    return homes


def _not_text_nodes(nodes: list[ast.AST]) -> set[int]:
    """Strings that are not values: annotations, `cast()`/`TypeVar` types, `__all__`, f-string pieces."""
    skip: set[int] = set()

    def under(node: ast.AST | None) -> None:
        if node is not None:
            skip.update(id(n) for n in ast.walk(node))
    for node in nodes:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            under(node.returns)
            args = node.args
            for a in [*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg]:
                if a is not None:
                    under(a.annotation)
        elif isinstance(node, ast.AnnAssign):
            under(node.annotation)
        elif isinstance(node, ast.Call) and _last_name(node.func) == "cast" and node.args:
            under(node.args[0])
        elif isinstance(node, ast.Call) and _last_name(node.func) == "TypeVar":
            for kw in node.keywords:
                under(kw.value)
        elif isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            under(node.value)
        elif isinstance(node, ast.JoinedStr):
            skip.update(id(v) for v in node.values if isinstance(v, ast.Constant))
        elif isinstance(node, ast.Subscript) and _last_name(node.value) in _TYPE_FORMS:
            under(node.slice)       # a forward reference: Callable[["TableModel"], None]
        elif isinstance(node, (ast.Call, ast.Tuple, ast.List)):
            items = node.args if isinstance(node, ast.Call) else node.elts
            if any(_is_chinese(a) for a in items):     # a bilingual pair: Bi("吃", "Chow"), ("牌墙", "Wall")
                skip.update(id(a) for a in items if isinstance(a, ast.Constant))
        elif isinstance(node, ast.Dict):
            for key, value in zip(node.keys, node.values):
                if isinstance(key, ast.Constant) and isinstance(value, ast.Constant) and \
                        isinstance(key.value, str) and isinstance(value.value, str) and key.value == value.value.lower():
                    skip.add(id(value))     # a label table: {"pass": "Pass"}
    return skip


# The generic types whose subscript holds types (a string there is a forward reference).
_TYPE_FORMS = frozenset({
    "Callable", "Optional", "Union", "Type", "type", "list", "dict", "tuple", "set", "frozenset", "List", "Dict",
    "Tuple", "Set", "FrozenSet", "Sequence", "Mapping", "MutableMapping", "Iterable", "Iterator", "Collection",
    "ClassVar", "Final", "Annotated", "Awaitable", "Generator", "AbstractSet", "deque", "Deque", "DefaultDict",
    "defaultdict", "Counter", "OrderedDict", "TypeGuard"})


def _is_chinese(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str) and \
        any("\u4e00" <= ch <= "\u9fff" for ch in node.value)


def _lazy_import_entries(mod: str, nodes: list[ast.AST], class_homes: dict[str, set[str]]) -> set[int]:
    """Class-name strings of a lazy import table: beside a string naming a module of this package
    (or a dotted path) that defines the class, in one tuple or one dict item."""
    # a package's __init__ imports from itself; a module beside it from its package
    candidates = {mod, mod.rsplit(".", 1)[0]}
    ok: set[int] = set()

    def defines(module_word: str, cls: str) -> bool:
        homes = class_homes.get(cls, set())
        return any(f"{base}.{module_word}" in homes for base in candidates) or module_word in homes
    for node in nodes:
        groups: list[list[ast.AST]] = []
        if isinstance(node, ast.Tuple):
            groups.append(list(node.elts))
        elif isinstance(node, ast.Dict):
            groups.extend([k, v] for k, v in zip(node.keys, node.values) if k is not None)
        for group in groups:
            words = [(n, n.value) for n in group if isinstance(n, ast.Constant) and isinstance(n.value, str)]
            for n, word in words:
                if word in class_homes and any(defines(other, word) for m, other in words if m is not n):
                    ok.add(id(n))
    return ok


def _class_name_strings(rel: str, mod: str, nodes: list[ast.AST], docstrings: set[int],
                        class_homes: dict[str, set[str]]) -> Iterator[Finding]:
    """String constants that spell a class name of rules/ or game/ (see the module docstring)."""
    named = [n for n in nodes if isinstance(n, ast.Constant) and isinstance(n.value, str) and n.value in class_homes
             and id(n) not in docstrings]
    if not named:
        return
    skip = _not_text_nodes(nodes) | _lazy_import_entries(mod, nodes, class_homes)
    for node in named:
        if id(node) not in skip:
            yield Finding(rel, node.lineno, repr(node.value))


def _is_type_name(node: ast.AST, tainted: set[str]) -> bool:
    """`type(x).__name__`, `x.__class__.__name__`, a local name holding one, an item or a
    `.lower()`/`.upper()` of one."""
    if isinstance(node, ast.Attribute) and node.attr == "__name__":
        owner = node.value
        return (isinstance(owner, ast.Call) and isinstance(owner.func, ast.Name) and owner.func.id == "type"
                and len(owner.args) == 1) or (isinstance(owner, ast.Attribute) and owner.attr == "__class__")
    if isinstance(node, ast.Name):
        return node.id in tainted
    if isinstance(node, ast.Subscript):
        return _is_type_name(node.value, tainted)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in ("lower", "upper"):
        return _is_type_name(node.func.value, tainted)
    return False


def _holds_type_names(value: ast.AST, tainted: set[str]) -> bool:
    """An assigned value that holds class names: one, or a comprehension/list of them."""
    if isinstance(value, (ast.ListComp, ast.SetComp, ast.GeneratorExp)):
        return _is_type_name(value.elt, tainted)
    if isinstance(value, (ast.List, ast.Tuple, ast.Set)):
        return any(_is_type_name(e, tainted) for e in value.elts)
    return _is_type_name(value, tainted)


def _type_name_dispatch(rel: str, tree: ast.AST, nodes: list[ast.AST]) -> Iterator[Finding]:
    """Lookups and comparisons by a class's spelling, and name-built lookups (module docstring)."""
    has_names = any(isinstance(n, ast.Attribute) and n.attr == "__name__" for n in nodes)
    scopes: list[ast.AST] = [tree, *(n for n in nodes if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)))]
    for scope in scopes if has_names else ():
        tainted: set[str] = set()
        body = list(ast.walk(scope)) if scope is not tree else list(ast.iter_child_nodes(tree))
        for node in body:
            if isinstance(node, ast.Assign) and _holds_type_names(node.value, tainted):
                tainted.update(t.id for t in node.targets if isinstance(t, ast.Name))
        for node in body:
            for used in _lookup_operands(node):
                if _is_type_name(used, tainted):
                    yield Finding(rel, _line(node), ast.unparse(node)[:80])
                    break
    for node in nodes:
        if isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load) and isinstance(node.value, ast.Call) \
                and _last_name(node.value.func) in ("globals", "vars", "locals") \
                and not isinstance(node.slice, ast.Constant):
            yield Finding(rel, node.lineno, ast.unparse(node)[:80])
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("getattr", "hasattr") \
                and len(node.args) >= 2 and isinstance(node.args[1], (ast.JoinedStr, ast.BinOp)):
            yield Finding(rel, node.lineno, ast.unparse(node)[:80])


def _lookup_operands(node: ast.AST) -> list[ast.AST]:
    """The expressions `node` compares or looks up by (none for anything else)."""
    if isinstance(node, ast.Compare):
        return [node.left, *node.comparators]
    if isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load):
        return [node.slice]
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
            node.func.attr in ("get", "pop", "setdefault") and node.args:
        return [node.args[0]]
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("getattr", "hasattr") \
            and len(node.args) >= 2:
        return [node.args[1]]
    return []


def _variant_imports(root: Path, rel: str, mod: str, node: ast.Import | ast.ImportFrom,
                     variants: dict[str, tuple[str, ...]]) -> Iterator[Finding]:
    """`rules.variants.<name>` (any depth) imported outside that variant's homes."""
    named: set[str] = set()
    for target in _resolve(root, mod, node, None):
        parts = target.split(".")
        if parts[:2] == ["rules", "variants"] and len(parts) > 2 and parts[2] in variants:
            named.add(parts[2])
    for name in sorted(named):
        if not _is_home(rel, name):
            yield Finding(rel, node.lineno, ast.unparse(node)[:80])


def _importlib_calls(rel: str, mod: str, nodes: list[ast.AST],
                     modules: dict[str, Path]) -> Iterator[tuple[str, Finding, list[str]]]:
    """Each dynamic import: ("constant" | "pattern" | "calls", finding, the modules it may load)."""
    for node in nodes:
        if not (isinstance(node, ast.Call) and _last_name(node.func) in ("import_module", "__import__") and node.args):
            continue
        arg = node.args[0]
        where = ast.unparse(node)[:80]
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
            targets = [arg.value] if arg.value in modules else []
            yield "constant", Finding(rel, node.lineno, where), targets
            continue
        if isinstance(arg, ast.Name):      # a name assigned a module name in this module
            arg = next((a.value for a in nodes if isinstance(a, ast.Assign)
                        and any(isinstance(t, ast.Name) and t.id == arg.id for t in a.targets)
                        and isinstance(a.value, (ast.JoinedStr, ast.Constant))), arg)
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                yield "constant", Finding(rel, node.lineno, where), [arg.value] if arg.value in modules else []
                continue
        pattern = _module_pattern(arg, mod, _registry_words(nodes[0]))
        if pattern is not None:
            targets = sorted(m for m in modules if pattern.fullmatch(m))
            yield "pattern", Finding(rel, node.lineno, f"{where} -> {len(targets)} modules"), targets
            continue
        yield "calls", Finding(rel, node.lineno, where), []


def _registry_words(module: ast.AST) -> list[str]:
    """The names a module's registries hold: the identifier-like strings of its module-level
    dict, tuple, list and set literals (`_MODULES = {"guobiao": "guobiao", ...}`)."""
    words: set[str] = set()
    for stmt in getattr(module, "body", ()):
        value = stmt.value if isinstance(stmt, (ast.Assign, ast.AnnAssign)) else None
        if isinstance(value, (ast.Dict, ast.Tuple, ast.List, ast.Set)):
            words.update(c.value for c in ast.walk(value) if isinstance(c, ast.Constant)
                         and isinstance(c.value, str) and re.fullmatch(r"[A-Za-z0-9_]+", c.value))
    return sorted(words)


def _module_pattern(arg: ast.AST, mod: str, registry: list[str]) -> re.Pattern[str] | None:
    """The modules an f-string module name can be: `__name__` is this module, another field one of
    the module's registry names (any name without dots when it has none); None when no part of
    it is constant."""
    if not isinstance(arg, ast.JoinedStr):
        return None
    field_pattern = "(?:" + "|".join(map(re.escape, registry)) + ")" if registry else r"[A-Za-z0-9_]+"
    parts, constant = [], False
    for value in arg.values:
        if isinstance(value, ast.Constant):
            parts.append(re.escape(str(value.value)))
            constant = constant or bool(str(value.value).strip("."))
        elif isinstance(value, ast.FormattedValue) and isinstance(value.value, ast.Name) and value.value.id == "__name__":
            parts.append(re.escape(mod))
            constant = True
        else:
            parts.append(field_pattern)
    return re.compile("".join(parts)) if constant else None


def _large_classes(rel: str, nodes: list[ast.AST]) -> Iterator[tuple[str, int]]:
    for node in nodes:
        if isinstance(node, ast.ClassDef):
            lines = (node.end_lineno or node.lineno) - node.lineno + 1
            if lines > LARGE_CLASS_LINES:
                yield f"{rel}:{node.name}", lines


_METHOD_ASSIGN = re.compile(r"#\s*type:\s*ignore\[[^\]]*\bmethod-assign\b")


def _method_assign_ignores(rel: str, text: str) -> Iterator[Finding]:
    """`# type: ignore[method-assign]` comments (comments only: a string that quotes one is not)."""
    try:
        for tok in tokenize.generate_tokens(io.StringIO(text).readline):
            if tok.type == tokenize.COMMENT and _METHOD_ASSIGN.search(tok.string):
                yield Finding(rel, tok.start[0], tok.string.strip()[:80])
    except (tokenize.TokenError, SyntaxError):
        return


def _mypy_missing(root: Path) -> list[str]:
    """The folders and modules directly under rules/ and game/ that mypy.ini's `files` leaves out."""
    config = configparser.ConfigParser()
    config.read(root / "mypy.ini", encoding="utf-8")
    listed = config.get("mypy", "files", fallback="")
    covered = [p.strip().rstrip("/") for p in re.split(r"[,\n]", listed) if p.strip()]
    missing = []
    for top in ("rules", "game"):
        folder = root / top
        if not folder.is_dir():
            continue
        children = sorted(p for p in folder.iterdir()
                          if p.name != "__pycache__" and (p.is_dir() and any(p.rglob("*.py")) or p.suffix == ".py"))
        for child in children:
            rel = child.relative_to(root).as_posix()
            if not any(rel == c or rel.startswith(c + "/") for c in covered):
                missing.append(rel)
    return missing


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
        for line in report.circle_lines(report.import_circles):
            print("  " + line)
        print("type-level circles:")
        for line in report.circle_lines(report.type_level_circles):
            print("  " + line)
    if args.list:
        for title, items in (("variant literals", report.variant_literals),
                             ("variant branches", report.variant_branches),
                             ("inner imports", report.inner_imports),
                             ("seat fours", report.seat_fours),
                             ("bag key reads", report.bag_key_reads),
                             ("option key reads", report.option_key_reads),
                             ("class names as strings", report.class_name_strings),
                             ("type-name dispatch", report.type_name_dispatch),
                             ("variant imports", report.variant_imports),
                             ("importlib, constant", report.importlib_constant),
                             ("importlib, pattern", report.importlib_pattern),
                             ("importlib, other", report.importlib_calls),
                             ("method-assign ignores", report.method_assign_ignores)):
            print(f"== {title}")
            for f in items:
                print(f"  {f}")
        for v, paths in report.files_naming.items():
            print(f"== files naming {v}: {len(paths)}")
            by_folder = Counter(str(Path(p).parent) for p in paths)
            print("   " + ", ".join(f"{k} {n}" for k, n in sorted(by_folder.items())))
        if args.json:      # the circles' members, which the JSON summary gives as counts only
            for title, groups in (("import circles", report.import_circles),
                                  ("type-level circles", report.type_level_circles)):
                print(f"== {title}")
                for line in report.circle_lines(groups):
                    print("  " + line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
