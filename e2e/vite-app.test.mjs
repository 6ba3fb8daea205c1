// End-to-end: the Vite example app (examples/vite-app), built by the test command,
// imports the bundler package as a dependency and runs in headless Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openBrowser, OUTPUT } from './browser.mjs';
import { ROOT } from '../scripts/static-server.mjs';

const DIST = join(ROOT, 'examples', 'vite-app', 'dist');

test('the Vite app computes a mana cost and a prototyped card with the bundler package', { skip: !existsSync(DIST) && 'examples/vite-app is not built' }, async () => {
  const b = await openBrowser({ root: DIST });
  try {
    await b.page.goto(`${b.url}/`);
    await b.page.waitForSelector('body[data-ready=true]', { timeout: 15000 });
    assert.equal(await b.page.textContent('#cost'), '{1}{W/U}{W/U}: mana value 3, colors WU');
    assert.equal(await b.page.textContent('#prototype'), 'Blitz Automaton prototyped: {2}{R}, R 3/2');
    assert.equal(await b.page.getAttribute('body', 'data-error'), 'unknown_symbol@0', 'caught as an MtgRulesError');
    await b.page.screenshot({ path: join(OUTPUT, 'vite-app.png') });
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
