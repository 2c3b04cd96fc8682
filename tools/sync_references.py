"""Keep the in-repo copies of the studio's reference texts in step with their source folder.

    python tools/sync_references.py SOURCE_DIR            copy the files the repository lacks
    python tools/sync_references.py SOURCE_DIR --check    list the copies that differ; exit 1 if any

SOURCE_DIR is the studio's shared reference folder (rules, CLI spec, architecture and look notes,
seed texts, the reference-scored 国标 cases). A clone of this repository has no such folder beside
it, so the repository keeps copies (docs/rules/README.md says which) and this tool refreshes them.
Paths inside the copied texts that point at another copied file are rewritten to point at its copy.

Once copied, a file is the project's own (house rules and their sources in docs/rules/, the CLI
as built in docs/cli.md, the design notes): the tool never writes over a copy that differs from
its source. It adds the files the repository lacks and lists each differing copy ("kept: ...")
for a person to merge by hand, exiting 1 so the difference is not missed.
"""
from __future__ import annotations

import argparse
import posixpath
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

# Source folder (relative to SOURCE_DIR) -> destination folder (relative to the repo), with the
# file pattern copied from it. The first match wins; top-level notes get lower-case names in docs/.
FOLDERS: tuple[tuple[str, str, str], ...] = (
    ("testdata", "tests/data", "*"),
    ("rules", "docs/rules", "*.md"),
    ("seeds", "docs/rules/seeds", "*.txt"),
    ("spec", "docs", "cli.md"),
    ("", "docs", "[A-Z]*.md"),  # the design notes at the top, named in capitals there
)

# A path-like token inside a text: optional ../ steps, then a name with a slash or a .md file.
_TOKEN = re.compile(r"(?<![\w/.])((?:\.\./)+[\w./*-]+|[\w-]+/[\w./*-]*|[\w-]+\.md)")
_FROM_REPO = re.compile(r"^\.\./[\w.-]+/")


def destination(source_rel: str) -> str | None:
    """The repo-relative path of a source file's copy, or None if it is not copied."""
    folder, name = posixpath.split(source_rel)
    for src_folder, dest_folder, pattern in FOLDERS:
        if folder == src_folder and Path(name).match(pattern):
            return posixpath.join(dest_folder, name if src_folder else name.lower())
    return None


def destination_dir(source_rel: str) -> str | None:
    """The repo-relative copy of a whole source folder, or None if it is not copied as one."""
    for src_folder, dest_folder, _ in FOLDERS:
        if src_folder and source_rel.rstrip("/") == src_folder:
            return dest_folder
    return None


def copied_files(source: Path) -> dict[str, str]:
    """Every source file that has a copy: source-relative path -> repo-relative path."""
    found: dict[str, str] = {}
    for path in sorted(source.rglob("*")):
        if path.is_file():
            rel = path.relative_to(source).as_posix()
            dest = destination(rel)
            if dest is not None:
                found[rel] = dest
    return found


def _resolve(token: str, source_rel: str, source: Path) -> str | None:
    """The source-relative file or folder a token names, or None if it names nothing copied."""
    here = posixpath.dirname(source_rel)
    # Texts written from the repo's point of view reach the source folder as ../<its name>/...
    candidates = [posixpath.normpath(posixpath.join(here, token)), token, _FROM_REPO.sub("", token)]
    for candidate in candidates:
        candidate = candidate.rstrip("/")
        if candidate.startswith("..") or not candidate:
            continue
        target = source / candidate
        if target.is_file() and destination(candidate) is not None:
            return candidate
        # A bare folder name ("rules/") is as often the repo's own package: only an explicit
        # step outward ("../testdata/") is taken to mean the source folder.
        if target.is_dir() and token.startswith("../") and destination_dir(candidate) is not None:
            return candidate + "/"
    return None


def rewrite_links(text: str, source_rel: str, source: Path) -> str:
    """The text with each path to another copied file replaced by the path to its copy."""
    dest_here = posixpath.dirname(destination(source_rel) or "")

    def swap(match: re.Match[str]) -> str:
        token = match.group(1)
        trailing = ""
        while token and token[-1] in ".,;:)":
            token, trailing = token[:-1], token[-1] + trailing
        target = _resolve(token, source_rel, source)
        if target is None:
            return match.group(1)
        if target.endswith("/"):
            dest = destination_dir(target) or ""
            new = posixpath.relpath(dest, dest_here or ".") + "/"
        else:
            new = posixpath.relpath(destination(target) or "", dest_here or ".")
        return new + trailing

    return _TOKEN.sub(swap, text)


def expected_copies(source: Path, into: Path = REPO) -> dict[Path, bytes]:
    """What each copy in the checkout `into` should contain."""
    wanted: dict[Path, bytes] = {}
    for rel, dest in copied_files(source).items():
        data = (source / rel).read_bytes()
        if rel.endswith(".md"):
            data = rewrite_links(data.decode("utf-8"), rel, source).encode("utf-8")
        wanted[into / dest] = data
    return wanted


def main(argv: list[str] | None = None) -> int:
    """Copy (or with --check, compare) the reference texts; exit 1 if --check finds a difference."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", type=Path, help="the shared reference folder to copy from")
    parser.add_argument("--check", action="store_true", help="only report copies that differ")
    parser.add_argument("--into", type=Path, default=REPO, help="the checkout to update (default: this one)")
    args = parser.parse_args(argv)
    if not args.source.is_dir():
        print(f"sync_references: {args.source} is not a folder", file=sys.stderr)
        return 2
    into = args.into.resolve()
    wanted = expected_copies(args.source.resolve(), into)
    if not wanted:
        print(f"sync_references: nothing to copy in {args.source}", file=sys.stderr)
        return 2
    stale = [path for path, data in wanted.items() if not path.is_file() or path.read_bytes() != data]
    kept = 0
    for path in stale:
        rel = path.relative_to(into).as_posix()
        if args.check:
            print(f"differs: {rel}")
        elif path.is_file():
            kept += 1        # the project's own text now: never written over (merge by hand)
            print(f"kept: {rel} differs from its source; merge by hand")
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(wanted[path])
            print(f"added: {rel}")
    if args.check:
        print(f"{len(wanted) - len(stale)} of {len(wanted)} copies in step")
        return 1 if stale else 0
    return 1 if kept else 0


if __name__ == "__main__":
    sys.exit(main())
