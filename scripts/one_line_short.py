#!/usr/bin/env python3
"""Cards of a pool one line (or one template) short of counting, grouped by it.

Reads the rows of `cargo run --release --example coverage POOL 0 --cards`
(kind, name, `line` or `template`, text; tab-separated) from a file or stdin,
keeps the cards of one kind (default: nonland permanents) that miss exactly one
thing (one line not understood and no other line missing, or understood with
exactly one template no test executed), and prints each such line or template
with how many cards it would free and their names, most first.

    MTG_TEMPLATE_LOG=... cargo run --quiet --release --example coverage \\
        tests/data/pool-decks.json 0 --cards | python3 scripts/one_line_short.py
"""

import sys
from collections import defaultdict


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--kind=")]
    kinds = [a.split("=", 1)[1] for a in sys.argv[1:] if a.startswith("--kind=")]
    kind = kinds[0] if kinds else "NonlandPermanent"
    source = open(args[0], encoding="utf-8") if args else sys.stdin
    missing = defaultdict(lambda: {"line": [], "template": []})
    for row in source:
        parts = row.rstrip("\n").split("\t", 3)
        if len(parts) != 4 or parts[0] != kind:
            continue
        _, name, what, text = parts
        missing[name][what].append(text)
    groups = defaultdict(list)
    for name, miss in missing.items():
        # A card not understood counts its lines only (its templates are not
        # judged until it is understood).
        short = miss["line"] if miss["line"] else miss["template"]
        if len(short) == 1:
            what = "line" if miss["line"] else "template"
            groups[(what, short[0])].append(name)
    for (what, text), names in sorted(groups.items(), key=lambda g: (-len(g[1]), g[0])):
        print(f"{len(names):>3}  {what}: {text}")
        print(f"       {', '.join(sorted(names))}")
    print(f"{sum(len(n) for n in groups.values())} cards of kind {kind} are one short")


if __name__ == "__main__":
    main()
