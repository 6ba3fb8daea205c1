// The browser soak: `node bench/soak-browser.mjs [minutes]` (10 by default; needs pkg/web:
// `bash scripts/build-pkg.sh web`). Runs bench/soak.html in headless Chromium (playwright-core):
// games of the real decks (tests/data/decks/ against tests/data/pool-decks.json) created, played
// to the end by the random agent, copied and freed, for the minutes asked, sampling the size of
// the wasm memory (WebAssembly.Memory) and of the JS heap. Prints the samples and fails if the wasm
// memory grew after the first minute (a leak: every game is freed). Not part of the test command.
import { openBrowser } from '../e2e/browser.mjs';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../scripts/static-server.mjs';

const minutes = Number(process.argv[2] ?? 10);
const dir = join(ROOT, 'tests/data/decks');
const decks = readdirSync(dir).sort().map((f) => readFileSync(join(dir, f), 'utf8'));
const b = await openBrowser({ args: ['--js-flags=--expose-gc', '--enable-precise-memory-info'] });
try {
  await b.page.goto(`${b.url}/bench/soak.html`);
  await b.page.waitForSelector('body[data-ready=true]', { timeout: 60_000 });
  const result = await b.page.evaluate((config) => window.soak(config), { minutes, decks, sampleSeconds: Math.max(5, minutes * 6) });
  const mb = (n) => (n == null ? '—' : `${(n / 1048576).toFixed(1)} MB`);
  console.log(`${result.games} games (${result.ended} ended), ${result.actions} actions in ${result.seconds.toFixed(0)} s ` +
    `(${Math.round(result.actions / result.seconds)} actions/s) over ${decks.length} decks`);
  console.log('seconds  games  actions    wasm memory  JS heap');
  for (const s of result.samples) {
    console.log(`${String(s.seconds).padStart(7)} ${String(s.games).padStart(6)} ${String(s.actions).padStart(9)}  ${mb(s.wasmBytes).padStart(11)}  ${mb(s.jsHeapBytes).padStart(8)}`);
  }
  if (b.errors.length) throw new Error(b.errors.join('\n'));
  const afterWarmUp = result.samples.filter((s) => s.seconds >= 60);
  const grew = afterWarmUp.length > 1 && afterWarmUp.at(-1).wasmBytes > afterWarmUp[0].wasmBytes;
  console.log(grew ? 'wasm memory GREW after the first minute' : 'wasm memory flat after the first minute');
  if (grew) process.exitCode = 1;
} finally {
  await b.close();
}
