// The castability analysis in headless Chromium: `node bench/analysis-browser.mjs [games] [rounds]` (10⁶ games and
// 3 rounds by default; needs pkg/web: `bash scripts/build-pkg.sh web`). Opens www/analysis.html (playwright-core and
// Debian's Chromium, as the e2e tests do) and times the benchmark deck bench/decks/two-color-60.txt, seven turns,
// on the play, London mulligan:
//   1. through the page itself: the deck pasted, the games set, Analyse clicked, until the page says it is done
//      (its own timer: all workers, worker start-up and card loading included);
//   2. `analyzeInWorkers` called in the page with 1 worker and with navigator.hardwareConcurrency workers, the
//      median of the rounds (worker start-up and the card database built in each worker included).
// Prints the machine (CPU, cores, load average before and after: the machine may be shared) and the Chromium
// version with each figure. Not part of the test command.
import { openBrowser } from '../e2e/browser.mjs';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../scripts/static-server.mjs';

const games = Number(process.argv[2] ?? 1_000_000);
const rounds = Number(process.argv[3] ?? 3);
if (!(Number.isInteger(games) && games > 0 && games <= 100_000_000) || !(Number.isInteger(rounds) && rounds > 0 && rounds <= 20)) {
  console.error('usage: node bench/analysis-browser.mjs [games 1..10^8] [rounds 1..20]');
  process.exit(2);
}
const deck = readFileSync(join(ROOT, 'bench/decks/two-color-60.txt'), 'utf8');
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');
const loadBefore = load();
const b = await openBrowser();
try {
  const version = b.page.context().browser().version();
  await b.page.setViewportSize({ width: 1100, height: 1000 });
  await b.page.goto(`${b.url}/www/analysis.html`);
  await b.page.waitForSelector('body[data-ready=true]', { timeout: 60_000 });
  const cores = await b.page.evaluate(() => navigator.hardwareConcurrency);
  console.log(`machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores (navigator.hardwareConcurrency ${cores}); Chromium ${version}`);
  console.log(`load average before: ${loadBefore}`);

  // 1. The page: paste the deck, set the games, click Analyse.
  await b.page.fill('#decklist', deck);
  await b.page.fill('#games', String(games));
  await b.page.fill('#turns', '7');
  await b.page.check('input[name=start][value=play]');
  await b.page.selectOption('#mulligan', 'london');
  await b.page.click('#run');
  await b.page.waitForSelector('body[data-state=done]', { timeout: 600_000 });
  const status = await b.page.textContent('#status');
  const pageSeconds = Number(/in ([\d.]+) s/.exec(status)?.[1]);
  console.log(`the page (${cores} workers): ${status} → ${Math.round(games / pageSeconds).toLocaleString('en-US')} games/s`);

  // 2. analyzeInWorkers with 1 worker and with every core.
  const timed = (workers) => b.page.evaluate(async ({ deck, games, workers }) => {
    const { analyzeInWorkers } = await import('/pkg/web/analysis.js');
    const { loadBundledCards } = await import('/www/card-data.js');
    const cards = await loadBundledCards();
    const options = { games, turns: 7, onThePlay: true, seed: 1 };
    const started = performance.now();
    const analysis = await analyzeInWorkers({ cards, deck, options, workers, chunk: 50_000 });
    return { seconds: (performance.now() - started) / 1000, played: analysis.games };
  }, { deck, games, workers });
  for (const workers of [...new Set([1, cores])]) {
    const times = [];
    for (let r = 0; r < rounds; r++) {
      const { seconds, played } = await timed(workers);
      if (played !== games) throw new Error(`played ${played} games, asked ${games}`);
      times.push(seconds);
    }
    times.sort((x, y) => x - y);
    const median = times[Math.floor(times.length / 2)];
    console.log(`analyzeInWorkers, ${workers} worker${workers > 1 ? 's' : ''}: ${games.toLocaleString('en-US')} games in ` +
      `${median.toFixed(2)} s (median of ${rounds}: ${times.map((t) => t.toFixed(2)).join(', ')}) → ` +
      `${Math.round(games / median).toLocaleString('en-US')} games/s`);
  }
  console.log(`load average after: ${load()}`);
  if (b.errors.length) throw new Error(b.errors.join('\n'));
} finally {
  await b.close();
}
