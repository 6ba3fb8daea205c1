// The README's import snippet, in a Vite app: the bundler build needs no init().
import { parseManaCost, CardDb, MtgRulesError } from 'mtg-rules';
import type { ManaCost, Characteristics } from 'mtg-rules';

const cost: ManaCost = parseManaCost('{1}{W/U}{W/U}');
document.getElementById('cost')!.textContent = `${cost.text}: mana value ${cost.manaValue}, colors ${cost.colors.join('')}`;

const db = CardDb.fromScryfall({
  object: 'card', name: 'Blitz Automaton', layout: 'prototype', mana_cost: '{7}',
  type_line: 'Artifact Creature — Construct', power: '6', toughness: '4', colors: [], keywords: ['Prototype', 'Haste'],
  oracle_text: 'Haste\nPrototype {2}{R} — 3/2 (You may cast this spell with different mana cost, color, and size. It keeps its abilities and types.)',
});
const prototyped: Characteristics = db.characteristics('Blitz Automaton', { castAs: 'prototype' });
db.free();
document.getElementById('prototype')!.textContent =
  `${prototyped.name} prototyped: ${prototyped.manaCost}, ${prototyped.colors.join('')} ${prototyped.power}/${prototyped.toughness}`;
try {
  parseManaCost('{Q}');
} catch (e) {
  if (e instanceof MtgRulesError) document.body.dataset.error = `${e.code}@${e.offset}`;
}
document.body.dataset.ready = 'true';
