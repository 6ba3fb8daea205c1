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

const CARDS = 30_000;
const FORMATS = ['standard', 'future', 'historic', 'timeless', 'gladiator', 'pioneer', 'explorer', 'modern', 'legacy',
  'pauper', 'vintage', 'penny', 'commander', 'oathbreaker', 'standardbrawl', 'brawl', 'alchemy', 'paupercommander',
  'duel', 'oldschool', 'premodern', 'predh'];

/** The fields of a real Scryfall card object the engine does not read (ids, images, legalities, prices, links). */
function printFields(i) {
  const id = `${(i * 2654435761 % 4294967296).toString(16).padStart(8, '0')}-${(i % 65536).toString(16).padStart(4, '0')}-4${(i % 4096).toString(16).padStart(3, '0')}-8${((i * 7) % 4096).toString(16).padStart(3, '0')}-${(i * 40503).toString(16).padStart(12, '0')}`;
  const image = (size) => `https://cards.scryfall.io/${size}/front/${id[0]}/${id[1]}/${id}.jpg?1562636823`;
  return {
    id, oracle_id: [...id].reverse().join(''), multiverse_ids: [i * 3 + 100000], mtgo_id: i * 2 + 50000,
    tcgplayer_id: i + 200000, cardmarket_id: i + 300000, lang: 'en', released_at: '2023-11-17',
    uri: `https://api.scryfall.com/cards/${id}`, scryfall_uri: `https://scryfall.com/card/lci/${i}/card-${i}?utm_source=api`,
    highres_image: true, image_status: 'highres_scan',
    image_uris: Object.fromEntries(['small', 'normal', 'large', 'png', 'art_crop', 'border_crop'].map((s) => [s, image(s)])),
    legalities: Object.fromEntries(FORMATS.map((f, k) => [f, (i + k) % 3 ? 'legal' : 'not_legal'])),
    games: ['paper', 'arena', 'mtgo'], reserved: false, foil: true, nonfoil: true, finishes: ['nonfoil', 'foil'],
    oversized: false, promo: false, reprint: i % 2 === 0, variation: false, set_id: `${id.slice(0, 8)}-set`, set: 'lci',
    set_name: 'The Lost Caverns of Ixalan', set_type: 'expansion', set_uri: `https://api.scryfall.com/sets/${id}`,
    set_search_uri: `https://api.scryfall.com/cards/search?order=set&q=e%3Alci&unique=prints`,
    scryfall_set_uri: 'https://scryfall.com/sets/lci?utm_source=api', rulings_uri: `https://api.scryfall.com/cards/${id}/rulings`,
    prints_search_uri: `https://api.scryfall.com/cards/search?order=released&q=oracleid%3A${id}&unique=prints`,
    collector_number: String(i), digital: false, rarity: ['common', 'uncommon', 'rare', 'mythic'][i % 4],
    flavor_text: 'The caverns hold more than treasure; they hold the memory of every explorer who did not return.',
    card_back_id: '0aeebaf5-8c7d-4636-9e82-8c27447861f7', artist: 'An Artist', artist_ids: [`${id}-artist`],
    illustration_id: `${id}-art`, border_color: 'black', frame: '2015', full_art: false, textless: false, booster: true,
    story_spotlight: false, edhrec_rank: i + 1, penny_rank: i + 2,
    prices: { usd: '0.25', usd_foil: '1.10', usd_etched: null, eur: '0.20', eur_foil: '0.90', tix: '0.03' },
    related_uris: { gatherer: `https://gatherer.wizards.com/Pages/Card/Details.aspx?multiverseid=${i}`,
      tcgplayer_infinite_articles: `https://tcgplayer.pxf.io/c/4931599/1830156/21018?subId1=api&trafficcat=infinite&u=${id}`,
      tcgplayer_infinite_decks: `https://tcgplayer.pxf.io/c/4931599/1830156/21018?subId1=api&trafficcat=infinite&u=decks-${id}`,
      edhrec: `https://edhrec.com/route/?cc=card-${i}` },
    purchase_uris: { tcgplayer: `https://www.tcgplayer.com/product/${i}?page=1&utm_campaign=affiliate&utm_medium=api&utm_source=scryfall`,
      cardmarket: `https://www.cardmarket.com/en/Magic/Products/Search?referrer=scryfall&searchString=card-${i}&utm_campaign=card_prices&utm_medium=text&utm_source=scryfall`,
      cardhoarder: `https://www.cardhoarder.com/cards/${i}?affiliate_id=scryfall&ref=card-profile&utm_campaign=affiliate&utm_medium=card&utm_source=scryfall` },
  };
}

const real = JSON.parse(readFileSync(join(ROOT, 'tests/data/pool-decks.json'), 'utf8'));
const bundledNames = new Set(['scryfall-cards', 'full-text-cards', 'pool-full-text', 'pool-lands-mana']
  .flatMap((f) => JSON.parse(readFileSync(join(ROOT, `tests/data/${f}.json`), 'utf8')).map((c) => c.name)));
/** A real creature of the decks that the pages do not bundle: only the user's file has it. */
const onlyInFile = real.find((c) => !bundledNames.has(c.name) && !c.card_faces && /^Creature/.test(c.type_line)
  && /^\{[0-9]\}\{R\}$/.test(c.mana_cost)) ?? real.find((c) => !bundledNames.has(c.name) && /^Creature/.test(c.type_line));

let b;
let dir;
let bulk;
before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mtg-rules-bulk-'));
  bulk = join(dir, 'oracle-cards.json');
  const parts = [];
  for (let i = 0; i < CARDS; i++) {
    const card = structuredClone(real[i % real.length]);
    if (i >= real.length) card.name = card.card_faces ? card.card_faces.map((f) => `${f.name} #${i}`).join(' // ') : `${card.name} #${i}`;
    if (i >= real.length && card.card_faces) card.card_faces.forEach((f, k) => { f.name = card.name.split(' // ')[k]; });
    parts.push(JSON.stringify({ object: 'card', ...printFields(i), ...card }));
  }
  writeFileSync(bulk, `[\n${parts.join(',\n')}\n]\n`);
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
