// The browser soak: `node bench/soak-browser.mjs [minutes]` (10 by default; needs pkg/web:
// `bash scripts/build-pkg.sh web`). Runs bench/soak.html in headless Chromium (playwright-core):
// games of the real decks (tests/data/decks/ against tests/data/pool-decks.json) created, played
// to the end by the random agent, copied and freed, for the minutes asked, sampling between games the
// wasm heap (heapStats(): live bytes and allocations), the size of the wasm memory (WebAssembly.Memory)
// and the JS heap. Prints the samples and fails if the live wasm heap between games ever differs from its
// first sample (a leak: every game is freed). The wasm memory never shrinks: it grows to what the largest
// game so far needed, and is reported, not judged. Not part of the test command.
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
  console.log('seconds  games  actions    live wasm heap (bytes, allocations)  wasm memory  JS heap');
  for (const s of result.samples) {
    console.log(`${String(s.seconds).padStart(7)} ${String(s.games).padStart(6)} ${String(s.actions).padStart(9)}  ` +
      `${`${s.liveBytes.toLocaleString('en-US')} B, ${s.liveAllocations.toLocaleString('en-US')}`.padStart(35)}  ` +
      `${mb(s.wasmBytes).padStart(11)}  ${mb(s.jsHeapBytes).padStart(8)}`);
  }
  if (b.errors.length) throw new Error(b.errors.join('\n'));
  const [first] = result.samples;
  const leaked = result.samples.filter((s) => s.liveBytes !== first.liveBytes || s.liveAllocations !== first.liveAllocations);
  console.log(leaked.length ? `the live wasm heap CHANGED between games (first at ${leaked[0].seconds} s): a leak`
    : `the live wasm heap is the same between games at every sample (${first.liveBytes.toLocaleString('en-US')} B in ` +
      `${first.liveAllocations.toLocaleString('en-US')} allocations: the two card databases); wasm memory ` +
      `${mb(first.wasmBytes)} → ${mb(result.samples.at(-1).wasmBytes)} (the largest game's need)`);
  if (leaked.length) process.exitCode = 1;
} finally {
  await b.close();
}
