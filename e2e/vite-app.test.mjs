// End-to-end: the Vite example app (examples/vite-app), built by the test command,
// imports the bundler package and the analysis worker entry as a dependency and runs in headless Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openBrowser, OUTPUT } from './browser.mjs';
import { ROOT } from '../scripts/static-server.mjs';

const DIST = join(ROOT, 'examples', 'vite-app', 'dist');

test('the Vite app computes a mana cost and a prototyped card with the bundler package, and castability in Web Workers', { skip: !existsSync(DIST) && 'examples/vite-app is not built' }, async () => {
  const b = await openBrowser({ root: DIST });
  try {
    await b.page.goto(`${b.url}/`);
    await b.page.waitForSelector('body[data-ready=true]', { timeout: 60000 });
    assert.equal(await b.page.textContent('#cost'), '{1}{W/U}{W/U}: mana value 3, colors WU');
    assert.equal(await b.page.textContent('#prototype'), 'Blitz Automaton prototyped: {2}{R}, R 3/2');
    assert.equal(await b.page.getAttribute('body', 'data-error'), 'unknown_symbol@0', 'caught as an MtgRulesError');
    // The worker API (mtg-rules/web/analysis) bundled by Vite: 20,000 games in two workers, with progress.
    const analysis = await b.page.textContent('#analysis');
    const [, games, reported, percent] = /^(\d+) games \((\d+) reported\): Grizzly Bears castable by turn 2 in ([\d.]+)% ± [\d.]+$/.exec(analysis) ?? [];
    assert.equal(games, '20000', analysis);
    assert.equal(reported, '20000', 'progress reached every game');
    // Without mulligans P(two of 24 lands among 8 cards) = 0.9099; the London mulligan keeps only hands with
    // at least two lands (103.5), so all but the rare hand kept at the end of the mulligans cast the Bears.
    assert.ok(Number(percent) > 99 && Number(percent) < 100, analysis);
    await b.page.screenshot({ path: join(OUTPUT, 'vite-app.png') });
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
