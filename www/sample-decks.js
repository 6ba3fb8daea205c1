// Sample decks for the playtester, from the cards bundled in tests/data/scryfall-cards.json.
// Each is decklist text, as a deckbuilder exports it, read with the engine's parseDecklist.

/** The sample decks: a name, the seed shown by default, and the decklist text. */
export const SAMPLE_DECKS = [
  {
    id: 'naya-invasion',
    name: 'Naya Invasion (prototype and battles)',
    seed: 0,
    text: `// Naya Invasion: Llanowar Elves, Invasion of Belenon, Blitz Automaton prototyped
Deck
7 Forest
6 Plains
7 Mountain
4 Llanowar Elves
4 Invasion of Belenon
4 Blitz Automaton
4 Grizzly Bears
4 Silvercoat Lion
4 Kitchen Finks
4 Boggart Brute
4 Hill Giant
4 Shock
4 Giant Growth
`,
  },
  {
    id: 'mono-red',
    name: 'Mono-Red Sieges',
    seed: 1,
    text: `Deck
20 Mountain
4 Bloodmark Mentor
4 Goblin Warchief
4 Boggart Brute
4 Hunting Velociraptor
4 Blitz Automaton
4 Invasion of Tarkir
4 Hill Giant
4 Lightning Bolt
4 Shock
4 Char
`,
  },
  {
    id: 'azorius-fliers',
    name: 'Azorius Fliers',
    seed: 2,
    text: `Deck
10 Plains
8 Island
2 Tundra
4 Silvercoat Lion
4 Wall of Omens
4 Abbey Griffin
4 Serra Angel
4 Pestermite
4 Invasion of Dominaria
4 Counterspell
4 Divination
4 Steel Seraph
4 Spotter Thopter
`,
  },
];

/** Card names, one per copy, of a parsed decklist's main deck (in list order). */
export function deckCards(decklist) {
  const cards = [];
  for (const entry of decklist.main) for (let i = 0; i < entry.count; i += 1) cards.push(entry.name);
  return cards;
}
