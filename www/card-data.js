// The real cards the pages bundle, as Scryfall card objects: every card of the 40 real decklists
// (tests/data/pool-decks.json, tests/data/POOLS.md: any of those decklists can be pasted), the sample
// (tests/data/scryfall-cards.json, whose prototype, prowl and battle cards carry abridged text), then cards with
// their whole oracle text (Invasion of Belenon with its Knight token, Clone, ...), the 162-card coverage pool and
// the real lands and mana sources (fetch, shock, pain, fast, pathway, Treasure makers:
// tests/data/pool-lands-mana.json). A later file's card replaces an earlier one of the same name.
const FILES = [
  '../tests/data/pool-decks.json',
  '../tests/data/scryfall-cards.json',
  '../tests/data/full-text-cards.json',
  '../tests/data/pool-full-text.json',
  '../tests/data/pool-lands-mana.json',
];

/** Fetches the bundled cards; returns them as one JSON text for `CardDb.fromScryfall`. */
export async function loadBundledCards() {
  const byName = new Map();
  for (const url of FILES) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`could not load ${url}: HTTP ${response.status}`);
    for (const card of await response.json()) byName.set(card.name, card);
  }
  return JSON.stringify([...byName.values()]);
}
