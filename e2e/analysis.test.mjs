// End-to-end: the castability page in headless Chromium. 100,000 games of the benchmark deck split across
// Web Workers with a progress bar, then the table and chart per card; a cancelled run; a decklist error;
// phone width (390 px) without horizontal scrolling. Screenshots in test-output/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openBrowser, OUTPUT } from './browser.mjs';

let b;
before(async () => {
  b = await openBrowser();
  await b.page.setViewportSize({ width: 1100, height: 1000 });
  await b.page.goto(`${b.url}/www/analysis.html`);
  await b.page.waitForSelector('body[data-ready=true]', { timeout: 20000 });
});
after(async () => b && b.close());

const page = () => b.page;

test('100,000 games of the two-color sample run in workers with progress, then a table and a chart per card', async () => {
  await page().selectOption('#sample-deck', 'two-color');
  await page().fill('#games', '100000');
  const seen = [];
  await page().exposeFunction('recordProgress', (v) => seen.push(v));
  await page().evaluate(() => {
    const bar = document.getElementById('progress');
    const tick = () => { window.recordProgress(bar.value); if (document.body.dataset.state === 'running') requestAnimationFrame(tick); };
    document.getElementById('run').addEventListener('click', () => requestAnimationFrame(tick));
  });
  await page().click('#run');
  await page().waitForSelector('body[data-state=done]', { timeout: 120000 });
  assert.deepEqual(b.errors, []);
  assert.ok(seen.some((v) => v > 0 && v < 1), `the bar moved between 0 and 1: ${seen.slice(0, 20)}`);
  assert.match(await page().textContent('#status'), /^Done: 100,000 games in/);
  const rows = await page().$$eval('#cards-table tbody tr', (trs) => trs.map((tr) => tr.dataset.card));
  assert.equal(rows.length, 9);
  assert.ok(rows.includes('Grizzly Bears') && rows.includes('Counterspell'));
  assert.equal(await page().locator('#chart polyline').count(), 9);
  // Giant Growth ({G}) by turn 7: a Forest among the first 13 cards is all but certain.
  const growth = await page().$eval('#cards-table tr[data-card="Giant Growth"] td:nth-of-type(9)', (td) => td.textContent);
  assert.ok(parseFloat(growth) > 95, growth);
  // Counterspell's two blue by turn 7, and Craw Wurm's two green: a row each.
  const blue = await page().$eval('#colors-table tr[data-card="Counterspell"][data-mana="U"]', (tr) => [tr.querySelector('th').textContent, tr.querySelectorAll('td').length, parseFloat(tr.querySelector('td:nth-of-type(7)').textContent)]);
  assert.deepEqual(blue.slice(0, 2), ['Counterspell: 2 Blue', 7]);
  assert.ok(blue[2] > 70 && blue[2] < 100, String(blue));
  assert.equal(await page().locator('#colors-table tr[data-card="Craw Wurm"][data-mana="G"]').count(), 1);
  await page().screenshot({ path: join(OUTPUT, 'analysis-results.png'), fullPage: true });
});

test('a run can be cancelled: the workers stop and the page says so', async () => {
  await page().fill('#games', '10000000');
  await page().click('#run');
  await page().waitForFunction(() => document.getElementById('progress').value > 0, null, { timeout: 60000 });
  await page().click('#cancel');
  await page().waitForSelector('body[data-state=cancelled]');
  assert.equal(await page().textContent('#status'), 'Cancelled.');
  assert.equal(await page().isEnabled('#run'), true);
  assert.equal(await page().isDisabled('#cancel'), true);
});

test('a decklist with an unknown card and an empty deck say what is wrong', async () => {
  await page().fill('#games', '1000');
  await page().fill('#decklist', '20 Forest\n4 Grizzly Baers');
  await page().click('#run');
  await page().waitForSelector('body[data-state=error]');
  assert.match(await page().textContent('#problems'), /Grizzly Baers.*Grizzly Bears/);
});

test('at phone width (390 px) the page does not scroll sideways', async () => {
  await page().setViewportSize({ width: 390, height: 844 });
  await page().selectOption('#sample-deck', 'two-color');
  await page().fill('#games', '10000');
  await page().click('#run');
  await page().waitForSelector('body[data-state=done]', { timeout: 60000 });
  const [scroll, client] = await page().evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  assert.ok(scroll <= client, `scrollWidth ${scroll} > clientWidth ${client}`);
  await page().screenshot({ path: join(OUTPUT, 'analysis-390px.png'), fullPage: true });
});
