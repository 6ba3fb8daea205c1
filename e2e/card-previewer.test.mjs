// End-to-end: the card previewer in headless Chromium, with the bundled real cards and pasted Scryfall JSON.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openBrowser, OUTPUT } from './browser.mjs';

let b;
const dialogs = [];
before(async () => {
  b = await openBrowser();
  await b.page.setViewportSize({ width: 1100, height: 900 });
  b.page.on('dialog', (d) => { dialogs.push(d.message()); d.dismiss().catch(() => {}); });
  await b.page.goto(`${b.url}/www/`);
  await b.page.waitForSelector('body[data-cards=ready]', { timeout: 15000 });
});
after(async () => b && b.close());

async function search(name) {
  await b.page.fill('#card-name', name);
  await b.page.press('#card-name', 'Enter');
  await b.page.waitForSelector('#card-title');
}

async function paste(text) {
  await b.page.fill('#card-json', text);
  await b.page.click('#card-preview');
}

/** What a panel shows: its frame, each data-field's text, and the mana symbols of its cost. */
async function panel(view) {
  return b.page.$eval(`#card-result .card-panel[data-view="${view}"]`, (p) => {
    const field = (name) => p.querySelector(`[data-field="${name}"]`)?.textContent ?? null;
    const cost = p.querySelector('[data-field="manaCost"]');
    return {
      title: p.querySelector('.panel-title').textContent,
      frame: p.dataset.frame,
      name: field('name'),
      cost: cost.dataset.text,
      symbols: [...cost.querySelectorAll('.mana')].map((s) => s.textContent),
      manaValue: field('manaValue'),
      colors: field('colors'),
      typeLine: field('typeLine'),
      pt: field('pt'),
      defense: field('defense'),
    };
  });
}

async function errorBox() {
  if (!await b.page.isVisible('#card-error')) return null;
  return {
    text: await b.page.textContent('#card-error'),
    problems: await b.page.$$eval('#card-error .problems li', (els) => els.map((e) => e.textContent)),
  };
}

test('a prototype card shows its normal and prototyped characteristics side by side (CR 718.3b, 718.4)', async () => {
  await search('Blitz Automaton');
  assert.equal(await b.page.textContent('#card-title'), 'Blitz Automaton');
  const normal = await panel('normal');
  assert.equal(normal.cost, '{7}');
  assert.deepEqual(normal.symbols, ['7']);
  assert.equal(normal.manaValue, '7');
  assert.equal(normal.colors, 'colorless');
  assert.equal(normal.frame, 'C');
  assert.equal(normal.pt, '6/4');
  assert.equal(normal.typeLine, 'Artifact Creature — Construct');
  const proto = await panel('prototype');
  assert.equal(proto.cost, '{2}{R}');
  assert.deepEqual(proto.symbols, ['2', 'R']);
  assert.equal(proto.manaValue, '3');
  assert.equal(proto.colors, 'red');
  assert.equal(proto.frame, 'R');
  assert.equal(proto.pt, '3/2');
  assert.equal(proto.typeLine, normal.typeLine, 'types stay the same (CR 718.5)');
  const note = await b.page.textContent('#card-result .rule-note');
  assert.match(note, /CR 718\.3b/);
  assert.match(note, /CR 718\.4/);
  // The two panels are side by side at this width.
  const [left, right] = await b.page.$$eval('#card-result .card-panel', (els) => els.map((e) => e.getBoundingClientRect().top));
  assert.equal(left, right);
  assert.equal(await errorBox(), null);
  await b.page.screenshot({ path: join(OUTPUT, 'previewer-prototype.png'), fullPage: true });
});

test('a battle shows its front face with defense and its back face with the front face’s mana value (CR 310.4a, 202.3b)', async () => {
  await search('Invasion of Belenon');
  assert.equal(await b.page.textContent('#card-title'), 'Invasion of Belenon // Belenon War Anthem');
  const front = await panel('front');
  assert.equal(front.name, 'Invasion of Belenon');
  assert.match(front.title, /battle/);
  assert.equal(front.defense, '5');
  assert.equal(front.typeLine, 'Battle — Siege');
  assert.equal(front.cost, '{2}{W}');
  assert.equal(front.manaValue, '3');
  const back = await panel('back');
  assert.equal(back.name, 'Belenon War Anthem');
  assert.match(back.colors, /^white/);
  assert.match(back.colors, /color indicator/);
  assert.equal(back.frame, 'W');
  assert.equal(back.cost, '', 'the back face has no mana cost');
  assert.equal(back.manaValue, front.manaValue, 'CR 202.3b');
  assert.equal(back.typeLine, 'Enchantment');
  assert.match(await b.page.textContent('#card-result .card-panel[data-view="back"]'), /CR 202\.3b/);
  // A Siege's fate at defense 0 by the rules of 7 August 2026 (CR 310.12b, 704.5v).
  assert.match(await b.page.textContent('#card-result .card-panel[data-view="front"] [data-field="battleFate"]'),
    /exiled and may be cast transformed.*CR 310\.12b.*CR 704\.5v/);
  await b.page.screenshot({ path: join(OUTPUT, 'previewer-battle.png'), fullPage: true });
});

test('a pasted battle with no battle type says it goes to its owner’s graveyard at defense 0 (CR 310.8, 704.5w)', async () => {
  // A made-up test card: no printed battle lacks the Siege type yet.
  await paste(JSON.stringify({
    object: 'card', name: 'Test Non-Siege Battle', layout: 'normal', mana_cost: '{1}{W}', type_line: 'Battle',
    oracle_text: 'At the beginning of your upkeep, you gain 1 life.', defense: '3', colors: ['W'],
  }));
  await b.page.waitForSelector('#card-title');
  assert.equal((await panel('card')).defense, '3');
  const fate = await b.page.textContent('#card-result .card-panel[data-view="card"] [data-field="battleFate"]');
  assert.match(fate, /its controller protects it \(CR 310\.9a\)/);
  assert.match(fate, /graveyard at once.*\(CR 310\.8, 704\.5w\)/);
  assert.equal(await errorBox(), null);
});

test('a prowl card shows both costs and when prowl is available (CR 702.76a)', async () => {
  await search("Auntie's Snitch");
  const costs = await b.page.$eval('#card-result [data-view="prowl"]', (s) => ({
    normal: s.querySelector('[data-field="normalCost"]').dataset.text,
    normalSymbols: [...s.querySelectorAll('[data-field="normalCost"] .mana')].map((e) => e.textContent),
    prowl: s.querySelector('[data-field="prowlCost"]').dataset.text,
    prowlSymbols: [...s.querySelectorAll('[data-field="prowlCost"] .mana')].map((e) => e.textContent),
    condition: s.querySelector('[data-field="prowlCondition"]').textContent,
  }));
  assert.equal(costs.normal, '{2}{B}');
  assert.deepEqual(costs.normalSymbols, ['2', 'B']);
  assert.equal(costs.prowl, '{1}{B}');
  assert.deepEqual(costs.prowlSymbols, ['1', 'B']);
  assert.match(costs.condition, /combat damage to a player/);
  assert.match(costs.condition, /Goblin/);
  assert.match(costs.condition, /Rogue/);
  const card = await panel('card');
  assert.equal(card.manaValue, '3');
  assert.equal(card.colors, 'black');
  assert.equal(card.pt, '3/1');
  await b.page.screenshot({ path: join(OUTPUT, 'previewer-prowl.png'), fullPage: true });
});

test('a hostile card name pasted as Scryfall JSON shows as text: no element, no script (issue 7, safety)', async () => {
  const hostile = '<img src=x onerror=alert(1)>';
  const imagesBefore = await b.page.$$eval('img', (els) => els.length);
  await paste(JSON.stringify({
    object: 'card', name: hostile, layout: 'normal', mana_cost: '{1}{G}', type_line: 'Creature — Elf',
    oracle_text: '<script>alert(2)</script>\n<b onmouseover=alert(3)>bold</b>', power: '2', toughness: '2',
  }));
  await b.page.waitForSelector('#card-title');
  assert.equal(await b.page.textContent('#card-title'), hostile);
  assert.equal((await panel('card')).name, hostile);
  assert.match(await b.page.textContent('#card-result .oracle'), /<script>alert\(2\)<\/script>/);
  assert.equal(await b.page.$$eval('img', (els) => els.length), imagesBefore);
  assert.equal(await b.page.$$eval('#card-result script, #card-result b, #card-result img', (els) => els.length), 0);
  await b.page.waitForTimeout(200); // an onerror handler would have fired by now
  assert.deepEqual(dialogs, []);
  assert.equal(await errorBox(), null);
});

test('malformed JSON and wrong field types show the message and every problem; the page stays usable', async () => {
  await paste('{"name": "Broken", ');
  let shown = await errorBox();
  assert.ok(shown, 'an error is shown');
  assert.match(shown.text, /not valid card data/);
  assert.match(shown.text, /invalid_json/);
  assert.equal(shown.problems.length, 1);
  assert.equal(await b.page.$$eval('#card-result > *', (els) => els.length), 0, 'no stale card is left');

  await paste(JSON.stringify([
    { object: 'card', name: 'Strong Bear', layout: 'normal', mana_cost: '{1}{G}', type_line: 'Creature — Bear', power: 3, toughness: '2' },
    { object: 'card', name: 'Unclosed', layout: 'normal', mana_cost: '{W', type_line: 'Creature — Cat', power: '1', toughness: '1' },
  ]));
  shown = await errorBox();
  assert.match(shown.text, /invalid_cards/);
  assert.equal(shown.problems.length, 2);
  assert.match(shown.problems[0], /card 0/);
  assert.match(shown.problems[0], /Strong Bear/);
  assert.match(shown.problems[0], /power/);
  assert.match(shown.problems[0], /must be a string/);
  assert.match(shown.problems[1], /Unclosed/);
  assert.match(shown.problems[1], /mana_cost/);
  assert.match(shown.problems[1], /never closed/);

  await search('Blitz Automaton');
  assert.equal(await errorBox(), null);
  assert.equal((await panel('prototype')).manaValue, '3');
  // The mana-cost box still works too.
  await b.page.fill('#cost-input', '{G}{G}');
  assert.equal(await b.page.textContent('#cost-mana-value'), '2');
});

test('keyboard only: Tab to the search, type part of a name, Enter shows the card', async () => {
  await b.page.goto(`${b.url}/www/`);
  await b.page.waitForSelector('body[data-cards=ready]', { timeout: 15000 });
  let focused = null;
  for (let i = 0; i < 10 && focused !== 'card-name'; i++) {
    await b.page.keyboard.press('Tab');
    focused = await b.page.evaluate(() => document.activeElement?.id);
  }
  assert.equal(focused, 'card-name');
  await b.page.keyboard.type('pestermi');
  await b.page.keyboard.press('Enter');
  await b.page.waitForSelector('#card-title');
  assert.equal(await b.page.textContent('#card-title'), 'Pestermite');
  assert.equal((await panel('card')).colors, 'blue');
  // What the engine does not understand yet is shown, muted.
  assert.match(await b.page.textContent('#card-result [data-field="unsupported"]'), /tap or untap target permanent/);
  assert.equal(await b.page.evaluate(() => document.activeElement?.id), 'card-name', 'focus stays in the search');

  // Several matches: a list of buttons, reachable with Tab and pressed with Enter.
  await b.page.fill('#card-name', 'invasion of');
  await b.page.keyboard.press('Enter');
  await b.page.waitForSelector('#card-result .chooser button');
  await b.page.keyboard.press('Tab'); // the "Show card" button
  await b.page.keyboard.press('Tab'); // on to the paste box and its button, then the first match
  await b.page.keyboard.press('Tab');
  await b.page.keyboard.press('Tab');
  const label = await b.page.evaluate(() => document.activeElement?.textContent);
  assert.match(label, /^Invasion of /);
  await b.page.keyboard.press('Enter');
  await b.page.waitForSelector('#card-result .card-panel[data-view="front"]');
  assert.equal(await b.page.textContent('#card-title'), label);
  assert.equal(await b.page.evaluate(() => document.activeElement?.id), 'card-title', 'focus moves to the card shown');
  assert.deepEqual(b.errors, [], 'no console errors');
});
