// A generated Scryfall bulk file of real size (Oracle Cards, every field Scryfall sends: ids, image URIs,
// 22 legalities, prices, purchase links; ~3.4 KB a card): the 543 real cards of tests/data/pool-decks.json, then
// renamed copies. Shared by e2e/user-cards.test.mjs and the import benchmarks (bench/import.mjs, the native
// `import_pool` example with POOL=path), so they all read the same bytes; nothing of it is committed.
// Usage as a script: node bench/bulk-file.mjs <out.json> [cards]
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CARDS = 30_000;
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

/** The real cards the file starts with. */
export const REAL_CARDS = JSON.parse(readFileSync(join(ROOT, 'tests/data/pool-decks.json'), 'utf8'));

/** The bulk file's text: `cards` objects, the real cards then renamed copies (faces renamed too). */
export function bulkFileText(cards = CARDS) {
  const real = REAL_CARDS;
  const parts = [];
  for (let i = 0; i < cards; i++) {
    const card = structuredClone(real[i % real.length]);
    if (i >= real.length) card.name = card.card_faces ? card.card_faces.map((f) => `${f.name} #${i}`).join(' // ') : `${card.name} #${i}`;
    if (i >= real.length && card.card_faces) card.card_faces.forEach((f, k) => { f.name = card.name.split(' // ')[k]; });
    parts.push(JSON.stringify({ object: 'card', ...printFields(i), ...card }));
  }
  return `[\n${parts.join(',\n')}\n]\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [out, cards = CARDS] = process.argv.slice(2);
  if (!out) {
    console.error('usage: node bench/bulk-file.mjs <out.json> [cards]');
    process.exit(2);
  }
  const text = bulkFileText(Number(cards));
  writeFileSync(out, text);
  console.log(`${out}: ${Number(cards).toLocaleString('en-US')} cards, ${(text.length / 2 ** 20).toFixed(1)} MiB, ${Math.round(text.length / cards)} bytes a card`);
}
