// Card import through the wasm package under Node: the synthetic pool of
// 30,000 Scryfall cards that `examples/import_pool.rs` builds (written to a file
// by scripts/bench.sh; `REAL_SIZE=1` for every field of a real bulk file). Runs in its
// own process so that peak memory means this import.
// Usage: node bench/import.mjs <pool.json> [objects|text|bytes]
// (the real-size bulk file of the e2e test: `node bench/bulk-file.mjs target/bulk-30000.json`)
//   objects: CardDb.fromScryfall(parsed objects); text: CardDb.fromScryfall(JSON text);
//   bytes: CardDbImport fed the file's bytes in 1 MiB chunks from a stream (the whole file is never in memory).
import { createRequire } from 'node:module';
import { createReadStream, readFileSync } from 'node:fs';
const require = createRequire(import.meta.url);
// MTG_RULES_NODE_PKG=dir: another build of the nodejs package (to compare two commits on the same machine).
const { CardDb, CardDbImport } = require(process.env.MTG_RULES_NODE_PKG ? `${process.env.MTG_RULES_NODE_PKG}/mtg_rules.js` : '../pkg/node/mtg_rules.js');

const [path, mode = 'objects'] = process.argv.slice(2);

/** One import of the file's bytes, streamed. */
async function fromBytes() {
  const load = new CardDbImport();
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) load.push(chunk);
  return load.finish();
}

const input = mode === 'bytes' ? null : mode === 'text' ? readFileSync(path, 'utf8') : JSON.parse(readFileSync(path, 'utf8'));
const rssBefore = process.memoryUsage().rss;
let best = Infinity;
let bestCpu = Infinity;
let size = 0;
for (let i = 0; i < 3; i++) {
  const start = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  const db = mode === 'bytes' ? await fromBytes() : CardDb.fromScryfall(input);
  best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e9);
  // CPU time (user + system) of the process: on a shared, loaded machine it moves less than the wall clock.
  const used = process.cpuUsage(cpu);
  bestCpu = Math.min(bestCpu, (used.user + used.system) / 1e6);
  size = db.size;
  db.free();
}
const peak = process.resourceUsage().maxRSS / 1024; // KiB -> MiB
const what = { text: 'CardDb.fromScryfall(JSON text)', objects: 'CardDb.fromScryfall(parsed objects)', bytes: 'CardDbImport (bytes in 1 MiB chunks)' }[mode];
console.log(`${what}: ${size} cards in ${best.toFixed(3)} s ` +
  `(fastest of 3${mode === 'bytes' ? ', the file read included' : ''}) = ${Math.round(size / best).toLocaleString('en-US')} cards/s; ` +
  `CPU time ${bestCpu.toFixed(3)} s (fastest of 3); peak RSS ${peak.toFixed(0)} MB (${(rssBefore / 2 ** 20).toFixed(0)} MB before import${mode === 'bytes' ? '' : ', input included'})`);
