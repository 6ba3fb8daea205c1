// End-to-end: the user's own card data. A generated Scryfall bulk file of real size (30,000 card objects with
// every field Scryfall sends, ~100 MB: the 543 real cards of tests/data/pool-decks.json, then renamed copies) is
// chosen on the castability page, imported in a Web Worker with progress, used for a deck of cards the pages do
// not bundle, kept in IndexedDB across a reload, used by the playtester, then forgotten. A file that is not a card
// array says why. Screenshots in test-output/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openBrowser, OUTPUT } from './browser.mjs';
import { ROOT } from '../scripts/static-server.mjs';
import { CARDS, REAL_CARDS, bulkFileText } from '../bench/bulk-file.mjs';

const real = REAL_CARDS;
const bundledNames = new Set(['pool-decks', 'scryfall-cards', 'full-text-cards', 'pool-full-text', 'pool-lands-mana']
  .flatMap((f) => JSON.parse(readFileSync(join(ROOT, `tests/data/${f}.json`), 'utf8')).map((c) => c.name)));
/** A card the pages do not bundle (they bundle every real card of the decks): a renamed copy of a real red
 * creature whose text does not name it, the last of the user's file (so it still holds 30,000 cards). */
const base = real.find((c) => !c.card_faces && /^Creature/.test(c.type_line) && /^\{[0-9]\}\{R\}$/.test(c.mana_cost)
  && !(c.oracle_text ?? '').includes(c.name));
const onlyInFile = { ...base, name: `${base.name} Prime` };
assert.ok(!bundledNames.has(onlyInFile.name));

let b;
let dir;
let bulk;
before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mtg-rules-bulk-'));
  bulk = join(dir, 'oracle-cards.json');
  writeFileSync(bulk, bulkFileText(CARDS - 1).replace(/\n\]\n$/, `,\n${JSON.stringify({ object: 'card', ...onlyInFile })}\n]\n`));
  writeFileSync(join(dir, 'not-cards.json'), '{"object": "error", "details": "not a card file"');
  b = await openBrowser();
  await b.page.setViewportSize({ width: 1100, height: 1000 });
  await b.page.goto(`${b.url}/www/analysis.html`);
  await b.page.waitForSelector('body[data-ready=true]', { timeout: 20000 });
});
after(async () => {
  await b?.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = () => b.page;
const deck = () => `20 Mountain\n4 ${onlyInFile.name}\n`;

test('a bulk file of real size is imported in a worker with progress, then its cards analysed', async () => {
  const size = readFileSync(bulk).length;
  assert.ok(size / CARDS > 3000, `real size: ${Math.round(size / CARDS)} bytes a card`);
  assert.equal(await page().getAttribute('body', 'data-cards'), 'bundled');
  const seen = [];
  await page().exposeFunction('recordImport', (v) => seen.push(v));
  await page().evaluate(() => {
    const bar = document.getElementById('import-progress');
    new MutationObserver(() => window.recordImport(bar.value)).observe(document.getElementById('import-status'), { childList: true, characterData: true, subtree: true });
  });
  await page().setInputFiles('#card-file', bulk);
  await page().waitForSelector('body[data-cards=user]:not([data-importing])', { timeout: 120000 });
  const status = await page().textContent('#import-status');
  assert.match(status, /^30,000 cards imported in [0-9.]+ s, kept in this browser for your next visit\./);
  console.log(`# Chromium: ${status} (${(size / 2 ** 20).toFixed(0)} MB file)`);
  assert.ok(seen.some((v) => v > 0 && v < 1), `the import bar moved: ${seen.slice(0, 10)}`);
  assert.match(await page().textContent('#cards-source'), /^Your cards: oracle-cards\.json \(30,000 cards/);
  await page().fill('#decklist', deck());
  await page().fill('#games', '10000');
  await page().click('#run');
  await page().waitForSelector('body[data-state=done]', { timeout: 60000 });
  const rows = await page().$$eval('#cards-table tbody tr', (trs) => trs.map((tr) => tr.dataset.card));
  assert.deepEqual(rows, [onlyInFile.name]); // the table lists spells
  assert.deepEqual(b.errors, []);
  await page().screenshot({ path: join(OUTPUT, 'user-cards-analysis.png'), fullPage: true });
});

test('the cards are kept across a reload (IndexedDB) and the playtester uses them', async () => {
  await page().reload();
  await page().waitForSelector('body[data-ready=true]', { timeout: 20000 });
  assert.equal(await page().getAttribute('body', 'data-cards'), 'user');
  await page().goto(`${b.url}/www/playtester.html`);
  await page().waitForSelector('body[data-ready=true]', { timeout: 30000 });
  assert.equal(await page().getAttribute('body', 'data-cards'), 'user');
  await page().selectOption('#sample-deck', '');
  await page().fill('#decklist', deck());
  await page().click('#start');
  await page().waitForFunction(() => /^Game started/.test(document.getElementById('deck-status').textContent), null, { timeout: 30000 });
  assert.deepEqual(b.errors, []);
});

test('forgetting the cards goes back to the bundled ones, and a file that is not a card array says why', async () => {
  await page().goto(`${b.url}/www/analysis.html`);
  await page().waitForSelector('body[data-ready=true]', { timeout: 20000 });
  await page().click('#forget-cards');
  await page().waitForSelector('body[data-cards=bundled]');
  assert.equal(await page().isHidden('#forget-cards'), true);
  await page().fill('#decklist', deck());
  await page().fill('#games', '1000');
  await page().click('#run');
  await page().waitForSelector('body[data-state=error]');
  assert.match(await page().textContent('#problems'), new RegExp(`unknown card '${onlyInFile.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}'`));
  await page().reload();
  await page().waitForSelector('body[data-ready=true]', { timeout: 20000 });
  assert.equal(await page().getAttribute('body', 'data-cards'), 'bundled');
  await page().setInputFiles('#card-file', join(dir, 'not-cards.json'));
  await page().waitForFunction(() => /could not be imported/.test(document.getElementById('import-status').textContent), null, { timeout: 20000 });
  assert.equal(await page().getAttribute('body', 'data-cards'), 'bundled');
});
