// Card import through the wasm package under Node: the synthetic pool of
// 30,000 Scryfall cards that `examples/import_pool.rs` builds (written to a file
// by scripts/bench.sh). Runs in its own process so that peak memory means this import.
// Usage: node bench/import.mjs <pool.json> [objects|text]
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
const require = createRequire(import.meta.url);
const { CardDb } = require('../pkg/node/mtg_rules.js');

const [path, mode = 'objects'] = process.argv.slice(2);
const text = readFileSync(path, 'utf8');
const input = mode === 'text' ? text : JSON.parse(text);
const rssBefore = process.memoryUsage().rss;
let best = Infinity;
let size = 0;
for (let i = 0; i < 3; i++) {
  const start = process.hrtime.bigint();
  const db = CardDb.fromScryfall(input);
  best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e9);
  size = db.size;
  db.free();
}
const peak = process.resourceUsage().maxRSS / 1024; // KiB -> MiB
console.log(`CardDb.fromScryfall(${mode === 'text' ? 'JSON text' : 'parsed objects'}): ${size} cards in ${best.toFixed(3)} s ` +
  `(fastest of 3) = ${Math.round(size / best).toLocaleString('en-US')} cards/s; ` +
  `peak RSS ${peak.toFixed(0)} MB (${(rssBefore / 2 ** 20).toFixed(0)} MB before import, input included)`);
