// End-to-end: every page of www/ checked by axe-core (npm, injected into the page; the WCAG 2.0/2.1 A and AA
// rules and axe's best practices), at desktop and phone width (390 px), in the states a user sees: the previewer
// as it loads, the playtester with a game under way, the analysis page with results. A violation fails
// the test with its rule, impact and the elements at fault.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { openBrowser } from './browser.mjs';

// axe-core is a dev dependency (package.json); a tree whose node_modules predates it is told to run
// scripts/setup.sh (the test command does, so there it always runs).
const AXE_PATH = (() => {
  try { return createRequire(import.meta.url).resolve('axe-core/axe.min.js'); } catch { return null; }
})();
const AXE = AXE_PATH && readFileSync(AXE_PATH, 'utf8');
const skip = !AXE && 'axe-core is not installed: run scripts/setup.sh (npm ci)';

let b;
before(async () => { if (!skip) b = await openBrowser(); });
after(async () => b && b.close());

/** Runs axe on the page as it is; returns its violations as lines. */
async function violations() {
  // Evaluated through the DevTools protocol, so the pages' Content-Security-Policy does not block it.
  await b.page.evaluate(AXE);
  const found = await b.page.evaluate(async () => {
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  });
  return found;
}

async function atBothWidths(check) {
  for (const width of [1280, 390]) {
    await b.page.setViewportSize({ width, height: 900 });
    assert.deepEqual(await violations(), [], `at ${width} px`);
  }
  await check?.();
}

test('the previewer as it loads has no axe-core violations', { skip }, async () => {
  await b.page.goto(`${b.url}/www/index.html`);
  await b.page.waitForSelector('body[data-ready=true]', { timeout: 20000 });
  await atBothWidths();
  assert.deepEqual(b.errors, []);
});

test('the playtester with a game under way has no axe-core violations', { skip }, async () => {
  await b.page.setViewportSize({ width: 1280, height: 900 });
  await b.page.goto(`${b.url}/www/playtester.html`);
  await b.page.waitForSelector('body[data-ready=true]', { timeout: 20000 });
  await b.page.fill('#decklist', '30 Forest\n30 Grizzly Bears\n');
  await b.page.check('input[name=mode][value=opponent]');
  await b.page.click('#start');
  await b.page.waitForSelector('body[data-pending=mulligan][data-acting="0"]');
  await atBothWidths();
  assert.deepEqual(b.errors, []);
});

test('the playtester\'s why panel, explaining a permanent, has no axe-core violations', { skip }, async () => {
  await b.page.setViewportSize({ width: 1280, height: 900 });
  await b.page.goto(`${b.url}/www/playtester.html`);
  await b.page.waitForSelector('body[data-ready=true]', { timeout: 20000 });
  await b.page.click('.setup-json summary');
  await b.page.click('#start-setup');
  const why = b.page.locator('.permanent[data-card="Grizzly Bears"] button.why-button');
  await why.focus();
  await b.page.keyboard.press('Enter');
  await b.page.waitForSelector('#why .why-changes li');
  await atBothWidths();
  assert.deepEqual(b.errors, []);
});

test('the analysis page with results has no axe-core violations', { skip }, async () => {
  await b.page.setViewportSize({ width: 1280, height: 900 });
  await b.page.goto(`${b.url}/www/analysis.html`);
  await b.page.waitForSelector('body[data-ready=true]', { timeout: 20000 });
  await b.page.fill('#games', '10000');
  await b.page.click('#run');
  await b.page.waitForSelector('body[data-state=done]', { timeout: 60000 });
  await atBothWidths();
  assert.deepEqual(b.errors, []);
});
