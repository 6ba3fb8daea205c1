// Benchmarks of the JS façade under Node (the nodejs package in pkg/node).
// Usage: node bench/facade.mjs [filter]
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { measure, makeCases, line } from './facade-cases.mjs';
const require = createRequire(import.meta.url);
const engine = require('../pkg/node/mtg_rules.js');

const read = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const cases = makeCases(engine, { cards: read('../tests/data/scryfall-cards.json'), setup: read('./setups/hand-of-7.json') });
const now = () => Number(process.hrtime.bigint()) / 1e6;
const filter = process.argv[2] ?? '';
console.log(`Node ${process.version}, ${process.arch}`);
for (const [name, body] of Object.entries(cases)) {
  if (name.includes(filter)) console.log(line(name, measure(body, { now })));
}
