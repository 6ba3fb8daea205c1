// Node.js example: `require('mtg-rules')` resolves to the nodejs build (no init() needed).
// Run: node examples/node-app/index.cjs   (after scripts/build-pkg.sh; the test command runs it)
const { parseManaCost, CardDb, MtgRulesError } = require('mtg-rules');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const cost = parseManaCost('{2/B}{2/B}{2/B}');
try {
  parseManaCost('{2}{W');
  process.exit(1);
} catch (e) {
  if (!(e instanceof MtgRulesError) || e.code !== 'unclosed_brace') process.exit(1);
  console.log(`an MtgRulesError: ${e.code} at ${e.offset}: ${e.message}`);
}
console.log(`${cost.text}: mana value ${cost.manaValue}, colors ${cost.colors.join('')}`);

const cards = JSON.parse(readFileSync(join(__dirname, '../../tests/data/scryfall-cards.json'), 'utf8'));
const db = CardDb.fromScryfall(cards);
try {
  const c = db.characteristics('Blitz Automaton', { castAs: 'prototype' });
  console.log(`${c.name} prototyped: ${c.manaCost}, mana value ${c.manaValue}, ${c.colors.join('')} ${c.power}/${c.toughness}`);
  if (c.manaCost !== '{2}{R}' || c.power !== 3) process.exit(1);
} finally {
  db.free();
}
