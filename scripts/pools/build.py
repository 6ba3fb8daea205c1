#!/usr/bin/env python3
"""Builds the Scryfall-shaped card pools of tests/data/ from card transcriptions.

Input: transcription files (tests/data/pools-src/cards-*.txt) in a compact
format, one block per card, transcribed from the sources named in
tests/data/POOLS.md:

    =Name|Forge-style cost|Types words|P/T or L<loyalty> or D<defense>|color indicator|!mod
    oracle text, one line per paragraph

Multi-face cards: `=A // B|layout|!mod`, then one `-Face|cost|types|stats|indicator`
block per face. `!mod` marks text modernized from a stale script (listed in
POOLS.md). Costs are written as Forge writes them ("1 U/B U/B", "X G G G",
"no cost").

Usage: build.py decks|lands  (writes tests/data/pool-decks.json or
tests/data/pool-lands-mana.json and tests/data/decks/*.txt)
"""
import json, re, sys, os, unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SRC = os.path.join(ROOT, "tests", "data", "pools-src")
SUPERTYPES = {"Legendary", "Basic", "Snow", "World", "Ongoing", "Host"}
CARDTYPES = {"Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Tribal",
             "Land", "Planeswalker", "Sorcery", "Conspiracy", "Dungeon", "Phenomenon", "Plane", "Scheme", "Vanguard"}
ORDER = "WUBRG"
BASIC_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
KEYWORDS = ["Flying", "First strike", "Double strike", "Deathtouch", "Defender", "Flash", "Haste",
            "Hexproof", "Indestructible", "Lifelink", "Menace", "Reach", "Trample", "Vigilance", "Ward",
            "Prowess", "Convoke", "Delve", "Affinity", "Flashback", "Kicker", "Evoke", "Escape", "Cycling",
            "Landcycling", "Basic landcycling", "Ninjutsu", "Equip", "Crew", "Changeling", "Cascade",
            "Exalted", "Toxic", "Backup", "Improvise", "Undying", "Persist", "Storm", "Protection",
            "Enchant", "Channel", "Landfall", "Corrupted", "Converge", "Metalcraft", "Threshold",
            "Delirium", "Domain", "Surveil", "Scry", "Mill", "Explore", "Investigate", "Proliferate",
            "Transform", "Fight", "Dash", "Blitz", "Unearth", "Adventure", "Plot", "Disguise", "Offspring",
            "Bargain", "Celebration", "For Mirrodin!", "Casualty", "Craft", "Descend", "Discover",
            "Mentor", "Training", "Suspend", "Madness", "Buyback", "Retrace", "Jump-start", "Aftermath",
            "Splice", "Entwine", "Replicate", "Overload", "Emerge", "Foretell", "Spectacle", "Riot",
            "Mutate", "Companion", "Partner", "Dredge", "Shadow", "Fear", "Intimidate", "Skulk",
            "Flanking", "Bushido", "Soulbond", "Living weapon", "Reconfigure", "Prototype", "Prowl"]


def cost_symbols(cost):
    if cost in ("", "no cost"):
        return []
    return cost.split()


def scry_cost(cost):
    return "".join("{%s}" % s for s in cost_symbols(cost))


def mana_value(cost):
    total = 0
    for s in cost_symbols(cost):
        if s.isdigit():
            total += int(s)
        elif s in ("X", "Y", "Z"):
            pass
        elif "/" in s and s.split("/")[0].isdigit():
            total += int(s.split("/")[0])
        else:
            total += 1
    return float(total)


def colors_of(cost, indicator=""):
    found = set(indicator)
    for s in cost_symbols(cost):
        for c in ORDER:
            if c in s.split("/"):
                found.add(c)
    return [c for c in ORDER if c in found]


def type_line(words):
    words = words.split()
    last = max((i for i, w in enumerate(words) if w in CARDTYPES or w in SUPERTYPES), default=len(words) - 1)
    main, sub = words[: last + 1], words[last + 1 :]
    return " ".join(main) + (" — " + " ".join(sub) if sub else "")


def strip_reminder(text):
    return re.sub(r"\([^()]*\)", "", text)


def produced(text, tl):
    found = set()
    for m in re.finditer(r"[Aa]dd ([^.]*)", text):
        phrase = m.group(1)
        for sym in re.findall(r"\{([^}]*)\}", phrase):
            for c in ORDER + "C":
                if sym == c:
                    found.add(c)
        if re.search(r"any (one )?color|any type|chosen color|of any color", phrase):
            found.update(ORDER)
    for land, c in BASIC_MANA.items():
        if re.search(r"\b%s\b" % land, tl.split("—")[-1]) and "—" in tl:
            found.add(c)
    return [c for c in ORDER + "C" if c in found]


def keywords_of(text):
    out = []
    for line in text.split("\n"):
        body = line.split("(")[0]
        for kw in KEYWORDS:
            if re.search(r"(^|[ ,—])%s\b" % re.escape(kw), body, re.IGNORECASE) and kw not in out:
                if line.lower().startswith(kw.lower()) or (kw[0].isupper() and re.search(r"\b%s\b" % re.escape(kw.lower()), body.lower())):
                    out.append(kw)
    return out


def stats(face, value):
    if not value:
        return
    if value.startswith("L"):
        face["loyalty"] = value[1:]
    elif value.startswith("D"):
        face["defense"] = value[1:]
    else:
        p, t = value.split("/")
        face["power"], face["toughness"] = p, t


def face_object(header, lines, top=False):
    parts = header.split("|") + ["", "", "", "", ""]
    name, cost, types, st, ind = parts[:5]
    text = "\n".join(lines).strip()
    tl = type_line(types)
    f = {"object": "card_face" if not top else "card", "name": name, "mana_cost": scry_cost(cost),
         "type_line": tl, "oracle_text": text, "colors": colors_of(cost, ind)}
    if ind:
        f["color_indicator"] = [c for c in ORDER if c in ind]
    stats(f, st)
    return f, cost


def parse(paths):
    cards, cur = [], None
    for path in paths:
        for raw in open(path, encoding="utf-8"):
            line = raw.rstrip("\n")
            if line.startswith("="):
                cur = {"header": line[1:], "faces": [], "lines": []}
                cards.append(cur)
            elif line.startswith("-") and cur is not None and "|" in line:
                cur["faces"].append({"header": line[1:], "lines": []})
            elif cur is not None and line.strip():
                (cur["faces"][-1]["lines"] if cur["faces"] else cur["lines"]).append(line)
    return cards


def build(card):
    header = card["header"]
    modernized = header.endswith("|!mod")
    if modernized:
        header = header[: -len("|!mod")]
    if not card["faces"]:
        f, cost = face_object(header, card["lines"], top=True)
        obj = {"object": "card", "name": f["name"], "layout": "normal", "mana_cost": f["mana_cost"],
               "cmc": mana_value(cost), "type_line": f["type_line"], "oracle_text": f["oracle_text"],
               "colors": f["colors"]}
        for k in ("color_indicator", "power", "toughness", "loyalty", "defense"):
            if k in f:
                obj[k] = f[k]
        if "Saga" in f["type_line"].split("—")[-1].split():
            obj["layout"] = "saga"
        if "Case" in f["type_line"].split("—")[-1].split():
            obj["layout"] = "case"
        faces = [f]
        texts = [f["oracle_text"]]
        tls = [f["type_line"]]
    else:
        name, layout = header.split("|")[:2]
        faces, costs = [], []
        for fc in card["faces"]:
            f, cost = face_object(fc["header"], fc["lines"])
            faces.append(f)
            costs.append(cost)
        obj = {"object": "card", "name": name, "layout": layout}
        if layout in ("split", "adventure", "flip"):
            obj["mana_cost"] = " // ".join(f["mana_cost"] for f in faces) if layout != "flip" else faces[0]["mana_cost"]
        if layout == "split":
            obj["cmc"] = sum(mana_value(c) for c in costs)
        else:
            obj["cmc"] = mana_value(costs[0])
        obj["type_line"] = " // ".join(f["type_line"] for f in faces)
        if layout in ("split", "adventure", "flip"):
            obj["colors"] = [c for c in ORDER if any(c in f["colors"] for f in faces)]
        obj["card_faces"] = faces
        texts = [f["oracle_text"] for f in faces]
        tls = [f["type_line"] for f in faces]
    ident = set()
    for f in faces:
        ident.update(f["colors"])
        for sym in re.findall(r"\{([^}]*)\}", strip_reminder(f["oracle_text"])):
            for c in ORDER:
                if c in sym.split("/"):
                    ident.add(c)
        for land, c in BASIC_MANA.items():
            if "—" in f["type_line"] and land in f["type_line"].split("—")[-1].split():
                ident.add(c)
    obj["color_identity"] = [c for c in ORDER if c in ident]
    kws = []
    for t in texts:
        for k in keywords_of(t):
            if k not in kws:
                kws.append(k)
    obj["keywords"] = kws
    prod = []
    for t, tl in zip(texts, tls):
        for c in produced(t, tl):
            if c not in prod:
                prod.append(c)
    if prod:
        obj["produced_mana"] = [c for c in ORDER + "C" if c in prod]
    return obj, modernized


def all_cards():
    paths = sorted(os.path.join(SRC, p) for p in os.listdir(SRC) if p.startswith("cards-") and p.endswith(".txt"))
    out = {}
    for card in parse(paths):
        obj, mod = build(card)
        out[obj["name"]] = (obj, mod)
    return out


if __name__ == "__main__" and len(sys.argv) == 1:
    cards = all_cards()
    print(len(cards), "cards transcribed")


def shared_cards():
    """Cards taken as they are from the shared Scryfall sample (see POOLS.md)."""
    path = os.path.join(SRC, "shared-cards.json")
    return {c["name"]: c for c in json.load(open(path, encoding="utf-8"))} if os.path.exists(path) else {}


def pool_lookup():
    cards = {n: o for n, (o, _) in all_cards().items()}
    for n, c in shared_cards().items():
        cards.setdefault(n, c)
    by_face = {}
    for n, c in cards.items():
        for f in c.get("card_faces", []):
            by_face.setdefault(f["name"], n)
    return cards, by_face


def decklists():
    decks = []
    for fmt in ("standard", "pioneer", "modern", "pauper", "legacy"):
        cur = None
        for raw in open(os.path.join(SRC, "decklists-%s.txt" % fmt), encoding="utf-8"):
            line = raw.strip()
            if not line:
                continue
            if line.startswith("@"):
                ident, player = line[1:].split(" ", 1)
                cur = {"id": ident, "player": player, "main": [], "side": []}
                decks.append(cur)
                side = False
            elif line == "SB":
                side = True
            else:
                n, name = line.split(" ", 1)
                (cur["side"] if side else cur["main"]).append((int(n), name))
    return decks


def write_pool(names, path, cards, by_face):
    out, missing = [], []
    for n in names:
        canon = n if n in cards else by_face.get(n)
        if canon is None:
            missing.append(n)
            continue
        if all(c["name"] != canon for c in out):
            out.append(cards[canon])
    out.sort(key=lambda c: c["name"])
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    return out, missing


def main(mode):
    cards, by_face = pool_lookup()
    data = os.path.join(ROOT, "tests", "data")
    if mode == "decks":
        decks = decklists()
        names = []
        os.makedirs(os.path.join(data, "decks"), exist_ok=True)
        for d in decks:
            lines = ["// %s, %s (see tests/data/POOLS.md)" % (d["id"], d["player"]), "Deck"]
            for part, header in ((d["main"], None), (d["side"], "Sideboard")):
                if header:
                    lines += ["", header]
                for n, name in part:
                    canon = name if name in cards else by_face.get(name, name)
                    names.append(canon)
                    lines.append("%d %s" % (n, canon))
            with open(os.path.join(data, "decks", d["id"] + ".txt"), "w", encoding="utf-8") as f:
                f.write("\n".join(lines) + "\n")
        out, missing = write_pool(names, os.path.join(data, "pool-decks.json"), cards, by_face)
    else:
        extra = [l.strip() for l in open(os.path.join(SRC, "lands-cycles.txt"), encoding="utf-8") if l.strip() and not l.startswith("#")]
        names = []
        for d in decklists():
            for _, name in d["main"] + d["side"]:
                canon = name if name in cards else by_face.get(name, name)
                c = cards.get(canon)
                if c is None:
                    continue  # unsourced (POOLS.md); not known to be a land or a mana source
                tl = c.get("type_line", "")
                if "Land" in tl.split("//")[0] or "Land" in tl or c.get("produced_mana") or is_mana_source(c):
                    names.append(canon)
        names += extra
        out, missing = write_pool(names, os.path.join(data, "pool-lands-mana.json"), cards, by_face)
    with open(os.path.join(SRC, "modernized.txt"), "w", encoding="utf-8") as f:
        f.write("# Cards whose stored script text was brought to today's templates (see POOLS.md).\n")
        for n, (o, mod) in sorted(all_cards().items()):
            if mod:
                f.write(n + "\n")
    print("%s: %d cards written, %d not sourced: %s" % (mode, len(out), len(set(missing)), sorted(set(missing))))


def is_mana_source(card):
    """A card with a mana ability (605.1a: no target, could add mana, not a loyalty ability),
    judged from its text: an activated ability whose effect adds mana, or a triggered one."""
    texts = [f.get("oracle_text", "") for f in card.get("card_faces", [card])]
    for t in texts:
        for line in strip_reminder(t).split("\n"):
            if re.search(r"^[^\"]*:.*\b[Aa]dd (\{|one|two|three|X|an amount|mana)", line) and not re.match(r"^[+−-]\d", line):
                return True
    return False


if __name__ == "__main__" and len(sys.argv) > 1:
    main(sys.argv[1])
