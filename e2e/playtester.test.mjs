// End-to-end: the playtester in headless Chromium. A goldfish game of the first sample deck with its
// default seed (315: an opening hand of Forest, Plains, Mountain, Llanowar Elves, Invasion of Belenon, Blitz
// Automaton and Hill Giant): T1 Forest + Elves, T3 Plains + Invasion of Belenon, T5 the Elves attack the
// battle and Mountain + Blitz Automaton prototyped. Also: decklist errors, hostile card names, undo,
// and an illegal action's error.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openBrowser, OUTPUT } from './browser.mjs';

let b;
const dialogs = [];
before(async () => {
  b = await openBrowser();
  await b.page.setViewportSize({ width: 1280, height: 1000 });
  b.page.on('dialog', (d) => { dialogs.push(d.message()); d.dismiss().catch(() => {}); });
  await b.page.goto(`${b.url}/www/playtester.html`);
  await b.page.waitForSelector('body[data-ready=true]', { timeout: 15000 });
});
after(async () => b && b.close());

const page = () => b.page;

/** Starts a game of the first sample deck (or `decklist`) with `seed`, in goldfish mode. */
async function start({ decklist = null, seed = '315' } = {}) {
  if (decklist === null) await page().selectOption('#sample-deck', 'naya-invasion');
  else await page().fill('#decklist', decklist);
  await page().fill('#seed', seed);
  await page().check('input[name=mode][value=goldfish]');
  await page().click('#start');
}

async function startAndWaitForMulligan() {
  await start();
  await page().waitForSelector('body[data-pending=mulligan][data-acting="0"]');
}

/** Clicks the listed-action button whose text is exactly `label`. */
async function clickAction(label) {
  const button = page().locator('button.action', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) });
  await button.first().click();
}

async function handNames(player = 0) {
  return page().$$eval(`.hand[data-player="${player}"] .hand-card`, (els) => els.map((e) => e.dataset.card));
}

/** The facts line of a permanent of player 0 whose card name starts with `name`. */
async function permanentFacts(name) {
  return page().$eval(`.player[data-player="0"] .permanent[data-card^="${name}"] .facts`, (e) => e.textContent);
}

async function goTo(step) {
  await page().selectOption('#advance-step', step);
  await page().click('#advance');
  await page().waitForSelector(`body[data-step=${step}]`);
}

async function logText() {
  return page().$$eval('#log li', (els) => els.map((e) => e.textContent).join('\n'));
}

async function castFromHand(name, method) {
  await page().click(`.hand[data-player="0"] .hand-card[data-card^="${name}"] .cast-option[data-method=${method}] button.action`);
}

async function passToMyNextTurn(turn) {
  await page().click('#next-turn');
  await page().waitForSelector(`body[data-turn="${turn}"][data-acting="0"]`);
}

test('a goldfish game: Elves, then Invasion of Belenon, then an attack on the battle and a prototyped Blitz Automaton', async () => {
  await startAndWaitForMulligan();
  const hand = await handNames();
  assert.equal(hand.length, 7, 'an opening hand of seven (CR 103.5)');
  for (const card of ['Forest', 'Plains', 'Mountain', 'Llanowar Elves', 'Blitz Automaton']) assert.ok(hand.includes(card), card);
  assert.ok(hand.some((c) => c.startsWith('Invasion of Belenon')));
  assert.match(await page().textContent('#choices'), /mulligan \(CR 103\.5\)/);
  await clickAction('Keep this hand');
  await page().waitForSelector('body[data-pending=""][data-turn="1"][data-step=upkeep]');
  assert.match(await logText(), /Opponent keeps the hand/);

  // Turn 1: Forest, Llanowar Elves.
  await goTo('precombatMain');
  await clickAction('Play Forest');
  await castFromHand('Llanowar Elves', 'normal');
  assert.match(await page().textContent('#stack'), /Llanowar Elves/);
  await clickAction('Pass priority');
  await page().waitForSelector('.player[data-player="0"] .permanent[data-card="Llanowar Elves"]');
  assert.match(await permanentFacts('Llanowar Elves'), /1\/1/);
  assert.match(await logText(), /Turn 1: You cast Llanowar Elves for \{G\}/);

  // Turn 3 (your second): Plains, Invasion of Belenon for {2}{W}; its protector is the opponent (CR 310.12a).
  await passToMyNextTurn(3);
  assert.match(await logText(), /Turn 2 \(Opponent's turn\) begins/);
  await goTo('precombatMain');
  await clickAction('Play Plains');
  await castFromHand('Invasion of Belenon', 'normal');
  await clickAction('Pass priority');
  await page().waitForSelector('.player[data-player="0"] .permanent[data-card^="Invasion of Belenon"]');
  const battle = await permanentFacts('Invasion of Belenon');
  assert.match(battle, /defense 5/);
  assert.match(battle, /protected by Opponent/);
  assert.match(battle, /at defense 0: exiled, then may be cast transformed \(CR 310\.12b, 704\.5v\)/);

  // Turn 5 (your third): the Elves attack the battle you control (CR 310.9b), its defense goes down.
  await passToMyNextTurn(5);
  await goTo('declareAttackers');
  await page().waitForSelector('#attack-form');
  const elves = await page().$eval('#attack-form li[data-card="Llanowar Elves"]', (li) => li.dataset.id);
  await page().check(`#attacker-${elves}`);
  const target = await page().$eval(`#attack-target-${elves}`, (select) =>
    [...select.options].find((o) => o.textContent.startsWith('Invasion of Belenon')).value);
  await page().selectOption(`#attack-target-${elves}`, target);
  await page().click('#declare-attackers');
  await page().waitForSelector('body[data-pending=""]');
  assert.match(await logText(), /You attack: Llanowar Elves → Invasion of Belenon/);
  await goTo('postcombatMain');
  assert.match(await permanentFacts('Invasion of Belenon'), /defense 4/);
  assert.match(await logText(), /Llanowar Elves deals 1 combat damage to Invasion of Belenon/);

  // Mountain, then Blitz Automaton cast for its prototype: {2}{R}, red, 3/2 (CR 718.3b).
  await clickAction('Play Mountain');
  const options = await page().$$eval('.hand-card[data-card="Blitz Automaton"] .cast-option', (rows) => rows.map((r) => ({
    method: r.dataset.method,
    cost: r.querySelector('.cost').dataset.text,
    facts: r.querySelector('.facts').textContent,
    castable: r.classList.contains('castable'),
    reasons: r.querySelector('.reasons')?.textContent ?? '',
  })));
  const normal = options.find((o) => o.method === 'normal');
  const proto = options.find((o) => o.method === 'prototype');
  assert.equal(normal.cost, '{7}');
  assert.equal(normal.castable, false);
  assert.match(normal.reasons, /needs 7 mana/);
  assert.deepEqual([proto.cost, proto.castable], ['{2}{R}', true]);
  assert.match(proto.facts, /red · 3\/2/);
  await castFromHand('Blitz Automaton', 'prototype');
  await clickAction('Pass priority');
  await page().waitForSelector('.player[data-player="0"] .permanent[data-card="Blitz Automaton"]');
  const blitz = await permanentFacts('Blitz Automaton');
  assert.match(blitz, /3\/2/);
  assert.match(blitz, /prototyped/);
  assert.equal(await page().$eval('.permanent[data-card="Blitz Automaton"]', (e) => e.dataset.colors), 'R');
  assert.match(await logText(), /Turn 5: You cast Blitz Automaton \(prototype\) for \{2\}\{R\}/);
  assert.match(await page().textContent('#game-status'), /Turn 5 · postcombat main phase · your turn/);
  assert.equal(await page().textContent('.player[data-player="1"] [data-field=life]'), '20');
  // The player's third turn (game turn 5).
  await page().screenshot({ path: join(OUTPUT, 'playtester-turn3.png'), fullPage: true });
  assert.deepEqual(b.errors, []);
});

test('a mulligan draws a new hand and asks for a card to put on the bottom; undo restores the hand', async () => {
  await startAndWaitForMulligan();
  const before = await handNames();
  await clickAction('Take a mulligan');
  await page().waitForSelector('body[data-pending=mulliganBottom]');
  assert.match(await logText(), /You draw a new hand of seven \(mulligan 1\)/);
  const bottoms = await page().$$eval('button.action[data-action=putOnBottom]', (els) => els.map((e) => e.textContent));
  assert.equal(bottoms.length, 7, 'any one of the seven new cards');
  await page().locator('button.action[data-action=putOnBottom]').first().click();
  await page().waitForSelector('body[data-pending=mulligan]');
  assert.equal((await handNames()).length, 6);
  await page().click('#undo');
  await page().waitForSelector('body[data-pending=mulliganBottom]');
  await page().click('#undo');
  await page().waitForSelector('body[data-pending=mulligan]');
  assert.deepEqual(await handNames(), before, 'the hand before the mulligan');
  assert.equal(await page().isDisabled('#undo'), true);
  await page().screenshot({ path: join(OUTPUT, 'playtester-mulligan.png') });
});

test('undo restores the game before the last action', async () => {
  await startAndWaitForMulligan();
  await clickAction('Keep this hand');
  await goTo('precombatMain');
  await clickAction('Play Forest');
  await page().waitForSelector('.player[data-player="0"] .permanent[data-card="Forest"]');
  assert.equal((await handNames()).length, 6);
  await page().click('#undo');
  await page().waitForSelector('.hand-card[data-card="Forest"] button.action[data-action=playLand]');
  assert.equal(await page().$('.player[data-player="0"] .permanent[data-card="Forest"]'), null);
  assert.equal((await handNames()).length, 7);
  assert.match(await logText(), /Undone/);
});

test('an illegal action shows the engine error and the page stays usable', async () => {
  await startAndWaitForMulligan();
  await clickAction('Keep this hand');
  await goTo('precombatMain');
  const giant = await page().$eval('.hand-card[data-card="Hill Giant"]', (e) => e.dataset.id);
  await page().click('.custom-action summary');
  await page().fill('#custom-action', JSON.stringify({ type: 'playLand', player: 0, object: Number(giant) }));
  await page().click('#custom-form button[type=submit]');
  await page().waitForSelector('#engine-error:not([hidden])');
  const error = await page().textContent('#engine-error');
  assert.match(error, /'Hill Giant' is not a land card/);
  assert.match(error, /\[not_a_land, CR 305\.1\]/);
  await page().fill('#custom-action', '{"type": "fly"}');
  await page().click('#custom-form button[type=submit]');
  assert.match(await page().textContent('#engine-error'), /invalid_action/);
  // Still usable: a listed action works and clears the error.
  await clickAction('Play Forest');
  await page().waitForSelector('.player[data-player="0"] .permanent[data-card="Forest"]');
  assert.equal(await page().isHidden('#engine-error'), true);
  // A land explains why it cannot be played now (CR 305.2).
  assert.match(await page().textContent('.hand-card[data-card="Plains"]'), /already played a land this turn/);
});

test('a decklist with an unknown card shows the error and a suggestion', async () => {
  await start({ decklist: '4 Llanowar Elfs\n20 Forest\n' });
  await page().waitForSelector('#deck-error:not([hidden])');
  const text = await page().textContent('#deck-error');
  assert.match(text, /Line 1/);
  assert.match(text, /Llanowar Elfs/);
  assert.match(text, /unknown_card/);
  assert.match(await page().textContent('#deck-error .suggestion'), /Did you mean “Llanowar Elves”\?/);
  await page().screenshot({ path: join(OUTPUT, 'playtester-decklist-error.png') });
});

test('a hostile card name in a pasted decklist is shown as text, never run', async () => {
  const hostile = '1 <img src=x onerror="window.__hacked = 1">';
  await start({ decklist: `${hostile}\n<script>window.__hacked = 2</script>\n20 Forest` });
  await page().waitForSelector('#deck-error:not([hidden])');
  assert.match(await page().textContent('#deck-error'), /<img src=x onerror="window.__hacked = 1">/);
  assert.equal(await page().$('#deck-error img, #deck-error script'), null);
  assert.equal(await page().evaluate(() => window.__hacked), undefined);
  assert.deepEqual(dialogs, []);
});

test('playing both sides: the opponent keeps, plays, and blocks through the block form', async () => {
  await page().fill('#decklist', '30 Forest\n30 Grizzly Bears\n');
  await page().fill('#seed', '315');
  await page().check('input[name=mode][value=opponent]');
  await page().click('#start');
  await page().waitForSelector('body[data-pending=mulligan][data-acting="0"]');
  assert.equal(await page().textContent('#next-turn'), 'Pass to the next turn');
  await clickAction('Keep this hand');
  await page().waitForSelector('body[data-pending=mulligan][data-acting="1"]');
  await clickAction('Keep this hand (Opponent)');
  await page().waitForSelector('body[data-pending=""]');
  assert.equal((await handNames(1)).length, 7, "the opponent's hand is shown");

  const nextTurn = async (turn, acting) => {
    await page().click('#next-turn');
    await page().waitForSelector(`body[data-turn="${turn}"][data-acting="${acting}"]`);
  };
  // T1 you: Forest. T2 opponent: Forest. T3 you: Forest, Grizzly Bears. T4 opponent: the same.
  await goTo('precombatMain');
  await clickAction('Play Forest');
  await nextTurn(2, 1);
  await goTo('precombatMain');
  await clickAction('Play Forest (Opponent)');
  await nextTurn(3, 0);
  await goTo('precombatMain');
  await clickAction('Play Forest');
  await castFromHand('Grizzly Bears', 'normal');
  await clickAction('Pass priority');
  await clickAction('Pass priority (Opponent)');
  await page().waitForSelector('.player[data-player="0"] .permanent[data-card="Grizzly Bears"]');
  await nextTurn(4, 1);
  await goTo('precombatMain');
  await clickAction('Play Forest (Opponent)');
  await page().click('.hand[data-player="1"] .hand-card[data-card="Grizzly Bears"] .cast-option[data-method=normal] button.action');
  await clickAction('Pass priority (Opponent)');
  await clickAction('Pass priority');
  await page().waitForSelector('.player[data-player="1"] .permanent[data-card="Grizzly Bears"]');
  await nextTurn(5, 0);

  // T5: your Bears attack the opponent; the opponent blocks with its Bears; both die (CR 704.5g).
  await goTo('declareAttackers');
  const mine = await page().$eval('#attack-form li[data-card="Grizzly Bears"]', (li) => li.dataset.id);
  await page().check(`#attacker-${mine}`);
  await page().click('#declare-attackers');
  await clickAction('Pass priority');
  await clickAction('Pass priority (Opponent)');
  await page().waitForSelector('#block-form');
  const blocker = await page().$eval('#block-form select.block-choice', (s) => s.id);
  await page().selectOption(`#${blocker}`, { label: 'blocks Grizzly Bears' });
  await page().click('#declare-blockers');
  await page().waitForSelector('body[data-pending=""]');
  assert.match(await logText(), /Opponent blocks: Opponent's Grizzly Bears blocks Grizzly Bears/);
  await goTo('postcombatMain');
  assert.match(await logText(), /Grizzly Bears deals 2 combat damage to Opponent's Grizzly Bears/);
  assert.match(await logText(), /Opponent's Grizzly Bears deals 2 combat damage to Grizzly Bears/);
  assert.equal(await page().textContent('.player[data-player="0"] [data-field=graveyard]'), '1');
  assert.equal(await page().textContent('.player[data-player="1"] [data-field=graveyard]'), '1');
  assert.equal(await page().textContent('.player[data-player="1"] [data-field=life]'), '20');
  await page().screenshot({ path: join(OUTPUT, 'playtester-both-sides.png'), fullPage: true });
  assert.deepEqual(b.errors, []);
});

test('at phone width (390 px) the playtester does not scroll sideways: player panels, hands and cast options fit', async () => {
  await page().setViewportSize({ width: 390, height: 844 });
  try {
    // Both sides shown (two player panels, two hands), a game under way with permanents and cast options.
    await page().fill('#decklist', '30 Forest\n30 Grizzly Bears\n');
    await page().fill('#seed', '315');
    await page().check('input[name=mode][value=opponent]');
    await page().click('#start');
    await page().waitForSelector('body[data-pending=mulligan][data-acting="0"]');
    await clickAction('Keep this hand');
    await clickAction('Keep this hand (Opponent)');
    await page().waitForSelector('body[data-pending=""]');
    await goTo('precombatMain');
    await clickAction('Play Forest');
    const overflow = await page().evaluate(() => {
      const width = document.documentElement.clientWidth;
      const wide = [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > width + 0.5 && getComputedStyle(e).position !== 'fixed')
        .filter((e) => !e.closest('.scroll'))
        .slice(0, 5)
        .map((e) => `${e.tagName.toLowerCase()}.${e.className} ${Math.round(e.getBoundingClientRect().right)}px`);
      return { scroll: document.documentElement.scrollWidth, width, wide };
    });
    assert.ok(overflow.scroll <= overflow.width, `scrollWidth ${overflow.scroll} > ${overflow.width}: ${overflow.wide.join(', ')}`);
    assert.deepEqual(overflow.wide, []);
    assert.equal(await page().locator('.hand[data-player="1"] .hand-card').count(), 7);
    await page().screenshot({ path: join(OUTPUT, 'playtester-390px.png'), fullPage: true });
  } finally {
    await page().setViewportSize({ width: 1280, height: 1000 });
  }
});

test('real lands with buttons from legalActions: a fetch land searched by card name, then a shock land paid for (CR 701.23, 614.12)', async () => {
  await start({ decklist: '30 Arid Mesa\n15 Sacred Foundry\n15 Mountain', seed: '7' });
  await page().waitForSelector('body[data-pending=mulligan][data-acting="0"]');
  await clickAction('Keep this hand');
  await goTo('precombatMain');
  await clickAction('Play Arid Mesa');
  // The fetch's ability, its cost in words: {T}, 1 life, sacrificed.
  const activate = page().locator('button.action', { hasText: /^Activate Arid Mesa: \{T\}, pay 1 life, sacrifice it → search library$/ });
  await activate.first().click();
  await page().waitForSelector('.player[data-player="0"] [data-field=life]:text-is("19")');
  await clickAction('Pass priority');
  await page().waitForSelector('body[data-pending=searchLibrary][data-acting="0"]');
  assert.match(await page().textContent('#choices'), /search your library for a card \(CR 701\.23\)/);
  const finds = await page().$$eval('button.action', (els) => [...new Set(els.map((e) => e.textContent.split(' — ')[0]))]);
  assert.deepEqual(finds.filter((t) => t.startsWith('Find')).sort(), ['Find Mountain', 'Find Sacred Foundry', 'Find nothing']);
  await page().locator('button.action', { hasText: /^Find Sacred Foundry/ }).first().click();
  // Sacred Foundry: pay 2 life or enter tapped, the choice its controller makes as it enters.
  await page().waitForSelector('body[data-pending=chooseReplacement][data-acting="0"]');
  await clickAction('Pay 2 life: Sacred Foundry enters untapped');
  await page().waitForSelector('.player[data-player="0"] .permanent[data-card="Sacred Foundry"]');
  assert.equal(await page().textContent('.player[data-player="0"] [data-field=life]'), '17');
  assert.doesNotMatch(await permanentFacts('Sacred Foundry'), /tapped/);
  assert.match(await logText(), /You pay 1 life\.\n.*Arid Mesa is put into the graveyard\.\n.*You activate an ability of Arid Mesa\.[\s\S]*You pay 2 life\.\n.*Sacred Foundry is put onto the battlefield\./);
  assert.deepEqual(b.errors, []);
});

test('a discard chosen from a revealed hand is asked with a button per card that may be chosen: Duress (CR 701.9b)', async () => {
  await start({ decklist: '24 Swamp\n36 Duress', seed: '7' });
  await page().waitForSelector('body[data-pending=mulligan][data-acting="0"]');
  await clickAction('Keep this hand');
  await goTo('precombatMain');
  await clickAction('Play Swamp');
  await castFromHand('Duress', 'normal');
  await clickAction('Pass priority');
  await page().waitForSelector('body[data-pending=chooseObject][data-acting="0"]');
  assert.match(await page().textContent('#choices'), /You choose a card from a revealed hand to be discarded \(CR 701\.9b\)/);
  // The opponent's noncreature, nonland cards: their Duresses, one button each, never a Swamp.
  const buttons = await page().$$eval('button.action', (els) => els.map((e) => e.textContent).filter((t) => t.startsWith('Choose ')));
  assert.ok(buttons.length > 0);
  assert.ok(buttons.every((t) => t.startsWith('Choose Duress')), buttons.join());
  await clickAction(buttons[0]);
  await page().waitForFunction(() => !document.body.dataset.pending);
  assert.match(await logText(), /Opponent discards Duress\./);
  assert.deepEqual(b.errors, []);
});

test('an X spell is cast with the X chosen in its field, and an X that cannot be paid shows the engine reason: Engineered Explosives (CR 107.3, 601.2b, 702.44a)', async () => {
  await start({ decklist: '30 Mountain\n30 Engineered Explosives', seed: '7' });
  await page().waitForSelector('body[data-pending=mulligan][data-acting="0"]');
  await clickAction('Keep this hand');
  await goTo('precombatMain');
  await clickAction('Play Mountain');
  const row = page().locator('.hand[data-player="0"] .hand-card[data-card="Engineered Explosives"] .cast-option[data-method=normal]').first();
  await row.locator('input.x-value').fill('2');
  await row.locator('button.action').first().click();
  await page().waitForSelector('#engine-error:not([hidden])');
  assert.match(await page().textContent('#engine-error'), /The rules engine says no/);
  await row.locator('input.x-value').fill('1');
  await row.locator('button.action').first().click();
  await clickAction('Pass priority');
  await page().waitForSelector('.player[data-player="0"] .permanent[data-card="Engineered Explosives"]');
  assert.match(await logText(), /You cast Engineered Explosives for .*\(X = 1\)\./);
  // Sunburst: one color of mana spent, one charge counter (CR 702.44a).
  assert.match(await permanentFacts('Engineered Explosives'), /charge/);
  assert.deepEqual(b.errors, []);
});

test('the why panel shows a permanent\'s characteristics and what changed them: an anthem and a counter (CR 613.4c, 122.1a)', async () => {
  await page().click('.setup-json summary');
  await page().fill('#setup-json', JSON.stringify({
    players: [
      { battlefield: ['Glorious Anthem', { card: 'Grizzly Bears', counters: { '+1/+1': 1 } }], library: ['Plains', 'Plains', 'Plains'] },
      { library: ['Plains', 'Plains', 'Plains'] },
    ],
    activePlayer: 0, step: 'precombatMain',
  }));
  await page().check('input[name=mode][value=goldfish]');
  await page().click('#start-setup');
  await page().waitForSelector('.player[data-player="0"] .permanent[data-card="Grizzly Bears"]');
  assert.match(await page().textContent('#why'), /Choose “Why\?” on a permanent/);
  // Hovering explains it.
  await page().hover('.player[data-player="0"] .permanent[data-card="Grizzly Bears"] .name');
  await page().waitForSelector('#why h3:text-is("Why: Grizzly Bears")');
  const field = (name) => page().textContent(`#why dd[data-field="${name}"]`);
  assert.equal(await field('Power/toughness'), '4/4');
  assert.equal(await field('Type line'), 'Creature — Bear');
  assert.equal(await field('Mana value'), '2');
  assert.equal(await field('Colors'), 'green');
  assert.equal(await field('Counters'), '+1/+1 1');
  assert.match(await page().textContent('#why .printed'), /Printed: Grizzly Bears · Creature — Bear · 2\/2/);
  const changes = await page().$$eval('#why .why-changes li', (els) => els.map((e) => e.textContent));
  assert.deepEqual(changes, [
    '+1/+1 from counters (layer 7c, 613.4c)',
    '+1/+1 from Glorious Anthem (layer 7c, 613.4c)',
  ]);
  // The keyboard's way: the "Why?" button of the anthem, which nothing changes.
  const why = page().locator('.player[data-player="0"] .permanent[data-card="Glorious Anthem"] button.why-button');
  assert.match(await why.getAttribute('aria-label'), /^Why: what changed the characteristics of Glorious Anthem$/);
  await why.focus();
  await page().keyboard.press('Enter');
  await page().waitForSelector('#why h3:text-is("Why: Glorious Anthem")');
  assert.equal(await page().evaluate(() => document.activeElement?.id), 'why');
  assert.match(await page().textContent('#why'), /Nothing: it has its printed characteristics \(CR 109\.3\)\./);
  assert.equal(await why.getAttribute('aria-pressed'), 'true');
  assert.deepEqual(b.errors, []);
});
