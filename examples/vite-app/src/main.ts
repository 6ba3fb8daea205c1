// The README's import snippet, in a Vite app: the bundler build needs no init().
import { parseManaCost, CardDb, MtgRulesError } from 'mtg-rules';
import type { ManaCost, Characteristics } from 'mtg-rules';
// Castability by turn in Web Workers (the web build's worker entry, as the README shows).
import { analyzeInWorkers } from 'mtg-rules/web/analysis';

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

// 24 Forests and 36 Grizzly Bears, 20,000 games in two workers: how often are the Bears castable by turn 2?
const cards = [
  { object: 'card', name: 'Forest', layout: 'normal', mana_cost: '', type_line: 'Basic Land — Forest', oracle_text: '({T}: Add {G}.)', colors: [] },
  { object: 'card', name: 'Grizzly Bears', layout: 'normal', mana_cost: '{1}{G}', type_line: 'Creature — Bear', oracle_text: '', colors: ['G'], power: '2', toughness: '2' },
];
let done = 0;
const analysis = await analyzeInWorkers({
  cards, deck: '24 Forest\n36 Grizzly Bears', options: { games: 20_000, seed: 1 }, workers: 2,
  onProgress: (games) => { done = games; },
});
const bears = analysis.cards[0];
document.getElementById('analysis')!.textContent =
  `${analysis.games} games (${done} reported): ${bears.name} castable by turn 2 in ${(100 * bears.castableBy[1].p).toFixed(1)}% ± ${(100 * bears.castableBy[1].se).toFixed(1)}`;
document.body.dataset.ready = 'true';
