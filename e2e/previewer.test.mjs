// End-to-end: the previewer page in headless Chromium, as a user types costs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openBrowser, OUTPUT } from './browser.mjs';

let b;
before(async () => {
  b = await openBrowser();
  await b.page.goto(`${b.url}/www/`);
  await b.page.waitForSelector('body[data-ready=true]', { timeout: 15000 });
});
after(async () => b && b.close());

async function type(text) {
  await b.page.fill('#cost-input', text);
  return {
    text: await b.page.textContent('#cost-text'),
    manaValue: await b.page.textContent('#cost-mana-value'),
    colors: await b.page.textContent('#cost-colors'),
    symbols: await b.page.$$eval('#cost-symbols .mana', (els) => els.map((e) => e.textContent)),
    labels: await b.page.$$eval('#cost-symbols .mana', (els) => els.map((e) => e.getAttribute('aria-label'))),
    error: await b.page.isVisible('#cost-error') ? await b.page.textContent('#cost-error') : null,
  };
}

test('hybrid costs show both colors and mana value one per symbol (CR 202.3f)', async () => {
  const shown = await type('{1}{W/U}{W/U}');
  assert.equal(shown.manaValue, '3');
  assert.equal(shown.colors, 'white, blue');
  assert.deepEqual(shown.symbols, ['1', 'W/U', 'W/U']);
  assert.equal(shown.error, null);
});

test('monocolored hybrid counts two each (CR 202.3f)', async () => {
  const shown = await type('{2/B}{2/B}{2/B}');
  assert.equal(shown.manaValue, '6');
  assert.equal(shown.colors, 'black');
});

test('shorthand and lowercase are normalised to canonical text', async () => {
  const shown = await type('2ww');
  assert.equal(shown.text, '{2}{W}{W}');
  assert.equal(shown.manaValue, '4');
});

test('X counts zero off the stack and Phyrexian symbols are labelled (CR 202.3e, 107.4f)', async () => {
  const shown = await type('{X}{B/P}');
  assert.equal(shown.manaValue, '1');
  assert.equal(shown.labels[1], 'Phyrexian black mana (or 2 life)');
});

test('a malformed cost shows a located error message and the page stays usable', async () => {
  const shown = await type('{2}{W');
  assert.match(shown.error, /never closed/);
  assert.match(shown.error, /offset 3/);
  assert.match(shown.error, /unclosed_brace/);
  const again = await type('{G}');
  assert.equal(again.error, null);
  assert.equal(again.colors, 'green');
});

test('the example buttons are keyboard reachable and fill the box', async () => {
  await b.page.focus('button.example >> nth=1');
  await b.page.keyboard.press('Enter');
  assert.equal(await b.page.inputValue('#cost-input'), '{X}{R}');
  assert.equal(await b.page.textContent('#cost-mana-value'), '1');
  await type('{G/U/P}{2/W}');
  await b.page.screenshot({ path: join(OUTPUT, 'previewer-mana-cost.png'), fullPage: true });
  assert.deepEqual(b.errors, [], 'no console errors');
});
