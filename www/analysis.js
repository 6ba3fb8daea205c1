// The castability page: a decklist (or a sample) analysed in Web Workers (pkg/web/analysis.js), with
// progress and cancel, then a table per card, an SVG chart of P(castable by turn) and the deck's numbers.
// The decklist is read on this thread against every card in use (the bundled ones, and the user's own when
// imported: www/user-cards.js); the workers get only the deck's cards.
import init, { CardDb, parseDecklist } from '../pkg/web/mtg_rules.js';
import { analyzeInWorkers } from '../pkg/web/analysis.js';
import { SAMPLE_DECKS } from './sample-decks.js';
import { loadBundledCards } from './card-data.js';
import { mergeCards, setupUserCards } from './user-cards.js';

const $ = (id) => document.getElementById(id);
/** An element with attributes and children (text or nodes). */
function el(tag, attrs = {}, children = []) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  node.append(...children);
  return node;
}
const TWO_COLOR = `// The benchmark deck (bench/decks/two-color-60.txt): 24 basic lands, 9 spells
12 Forest
12 Island
4 Giant Growth
4 Grizzly Bears
4 Counterspell
4 Divination
4 Pestermite
4 Latchkey Faerie
4 Ohran Frostfang
4 Craw Wurm
4 Colossal Dreadmaw
`;
const SAMPLES = [{ id: 'two-color', name: 'Simic basics (the benchmark deck)', text: TWO_COLOR }, ...SAMPLE_DECKS];
const PALETTE = ['#1b6ca8', '#c0392b', '#23794a', '#8e44ad', '#b8901f', '#16a085', '#d35400', '#2c3e50', '#7f8c8d',
  '#e84393', '#0984e3', '#6c5ce7'];

let bundled = null; // the bundled cards' JSON text
let db = null; // a CardDb of every card in use
let byName = new Map(); // every card in use, as a Scryfall object, by name
let controller = null;

/** Uses the bundled cards and the user's (or only the bundled ones, for null). */
function useCards(record) {
  const merged = mergeCards(bundled, record?.json);
  const next = CardDb.fromScryfall(merged);
  db?.free();
  db = next;
  byName = new Map(JSON.parse(merged).map((c) => [c.name, c]));
}

/** The Scryfall objects of a parsed deck's cards (and of the tokens and parts they name), as JSON text. */
function deckCardsJson(deck) {
  const names = new Set([...deck.main, ...deck.sideboard, ...deck.commander, ...deck.companion].map((e) => e.name));
  for (const name of [...names]) for (const part of byName.get(name)?.all_parts ?? []) if (byName.has(part.name)) names.add(part.name);
  return JSON.stringify([...names].map((name) => byName.get(name)).filter(Boolean));
}

const pct = (e) => `${(100 * e.p).toFixed(1)}%`;
const cell = (e) => el('td', {}, [pct(e), ' ', el('span', { class: 'se' }, [`±${(100 * e.se).toFixed(1)}`])]);

function renderChart(analysis) {
  const ns = 'http://www.w3.org/2000/svg';
  const [w, h, left, bottom, top, right] = [600, 320, 44, 30, 10, 10];
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', `0 0 ${w} ${h}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', 'P(castable by turn) per card; the table below has the same numbers');
  const add = (name, attrs, text) => {
    const node = document.createElementNS(ns, name);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
    if (text !== undefined) node.textContent = text;
    svg.append(node);
    return node;
  };
  const turns = analysis.turns;
  const x = (t) => left + ((t - 1) / Math.max(1, turns - 1)) * (w - left - right);
  const y = (p) => top + (1 - p) * (h - top - bottom);
  for (let p = 0; p <= 1.0001; p += 0.25) {
    add('line', { x1: left, x2: w - right, y1: y(p), y2: y(p), stroke: '#ddd' });
    add('text', { x: left - 6, y: y(p) + 4, 'text-anchor': 'end', 'font-size': 11, fill: '#555' }, `${p * 100}%`);
  }
  for (let t = 1; t <= turns; t++) add('text', { x: x(t), y: h - 10, 'text-anchor': 'middle', 'font-size': 11, fill: '#555' }, `T${t}`);
  const legend = el('ul', { class: 'legend' }, []);
  analysis.cards.forEach((card, i) => {
    const color = PALETTE[i % PALETTE.length];
    const points = card.castableBy.map((e, t) => `${x(t + 1).toFixed(1)},${y(e.p).toFixed(1)}`).join(' ');
    add('polyline', { points, fill: 'none', stroke: color, 'stroke-width': 2, 'data-card': card.name });
    legend.append(el('li', {}, [el('span', { class: 'swatch', 'aria-hidden': 'true' }, []), card.name]));
    legend.lastChild.firstChild.setAttribute('data-color', color);
  });
  const chart = $('chart');
  chart.replaceChildren(svg, legend);
  // Swatch colors through the CSSOM (the page's CSP forbids inline styles).
  for (const swatch of legend.querySelectorAll('.swatch')) swatch.style.background = swatch.dataset.color;
}

function renderTables(analysis) {
  const turns = Array.from({ length: analysis.turns }, (_, i) => i + 1);
  const head = el('tr', {}, [el('th', { scope: 'col' }, ['Card']), el('th', { scope: 'col' }, ['MV']),
    el('th', { scope: 'col' }, ['On curve']), el('th', { scope: 'col' }, ['On curve, given land drops']),
    ...turns.map((t) => el('th', { scope: 'col' }, [`By T${t}`])), el('th', { scope: 'col' }, ['First turn'])]);
  const rows = analysis.cards.map((c) => el('tr', { 'data-card': c.name }, [
    el('th', { scope: 'row' }, [`${c.copies} ${c.name}`]), el('td', {}, [String(c.manaValue)]),
    c.onCurve ? cell(c.onCurve) : el('td', {}, ['—']), c.onCurveGivenDrops ? cell(c.onCurveGivenDrops) : el('td', {}, ['—']),
    ...c.castableBy.map(cell), el('td', {}, [c.firstTurn.n ? c.firstTurn.mean.toFixed(2) : '—'])]));
  $('cards-table').replaceChildren(el('caption', {}, ['P(castable by turn) per card, unconditional, ± one standard error']),
    el('thead', {}, [head]), el('tbody', {}, rows));
  const colorNames = { W: 'White', U: 'Blue', B: 'Black', R: 'Red', G: 'Green', C: 'Colorless' };
  const colorRows = analysis.cards.flatMap((c) => c.colors.map((color) => el('tr', { 'data-card': c.name, 'data-mana': color.mana }, [
    el('th', { scope: 'row' }, [`${c.name}: ${color.pips} ${colorNames[color.mana]}`]), ...color.byTurn.map(cell)])));
  $('colors-table').replaceChildren(el('caption', {}, ['P(the untapped sources make each color a card needs) on each turn, ± one standard error']),
    el('thead', {}, [el('tr', {}, [el('th', { scope: 'col' }, ['Card: color needed']), ...turns.map((t) => el('th', { scope: 'col' }, [`T${t}`]))])]),
    el('tbody', {}, colorRows));
  const deckRows = [
    ['Land played that turn', analysis.landDrop],
    ['Every land drop so far', analysis.allLandDrops],
    ...analysis.colors.filter((c) => c.byTurn.some((e) => e.p > 0)).map((c) => [`${colorNames[c.mana]} mana available`, c.byTurn]),
  ].map(([name, list]) => el('tr', {}, [el('th', { scope: 'row' }, [name]), ...list.map(cell)]));
  $('deck-table').replaceChildren(el('caption', {}, ['The deck, by turn']),
    el('thead', {}, [el('tr', {}, [el('th', { scope: 'col' }, ['By turn']), ...turns.map((t) => el('th', { scope: 'col' }, [`T${t}`]))])]),
    el('tbody', {}, deckRows));
  const flags = analysis.flags.map((f) => el('li', {}, [el('strong', {}, [f.name]), ': ', f.assumptions.join('; ')]));
  $('flags').replaceChildren(...(flags.length ? [el('h3', {}, ['Assumed for cards the engine does not fully read']), el('ul', {}, flags)] : []));
  const mull = analysis.mulligans.map((e, k) => (e.p > 0 ? `${k}: ${pct(e)}` : null)).filter(Boolean).join(', ');
  $('summary').textContent = `${analysis.games.toLocaleString('en-US')} games ${analysis.onThePlay ? 'on the play' : 'on the draw'}, `
    + `${analysis.librarySize} cards with ${analysis.lands} lands. Mulligans taken (0, 1, …): ${mull}. `
    + `Kept hand: ${analysis.keptHandSize.mean.toFixed(2)} cards on average.`;
}

async function run(event) {
  event.preventDefault();
  $('problems').replaceChildren();
  const options = {
    games: Number($('games').value), turns: Number($('turns').value),
    onThePlay: document.querySelector('input[name=start]:checked').value === 'play',
    seed: 0,
    mulligan: { rule: $('mulligan').value, keep: [{ cards: 7, minLands: 2, maxLands: 5 }, { cards: 6, minLands: 2, maxLands: 4 }, { cards: 5, minLands: 2, maxLands: 4 }], freeFirst: null },
  };
  controller = new AbortController();
  $('run').disabled = true;
  $('cancel').disabled = false;
  $('progress').value = 0;
  document.body.dataset.state = 'running';
  $('status').textContent = 'Playing…';
  const started = performance.now();
  try {
    const deck = parseDecklist($('decklist').value, db);
    const analysis = await analyzeInWorkers({
      cards: deckCardsJson(deck), deck, options, signal: controller.signal,
      onProgress: (done, total) => {
        $('progress').value = done / total;
        $('status').textContent = `${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} games`;
      },
    });
    const seconds = (performance.now() - started) / 1000;
    $('progress').value = 1;
    $('status').textContent = `Done: ${analysis.games.toLocaleString('en-US')} games in ${seconds.toFixed(2)} s.`;
    renderChart(analysis);
    renderTables(analysis);
    $('results').hidden = false;
    document.body.dataset.state = 'done';
  } catch (e) {
    if (e.name === 'AbortError') {
      $('status').textContent = 'Cancelled.';
      $('progress').value = 0;
      document.body.dataset.state = 'cancelled';
    } else {
      $('status').textContent = 'The analysis could not run.';
      const problems = e.problems?.length ? e.problems.map((p) => p.message) : [e.message];
      $('problems').replaceChildren(el('ul', {}, problems.map((m) => el('li', {}, [m]))));
      document.body.dataset.state = 'error';
    }
  } finally {
    $('run').disabled = false;
    $('cancel').disabled = true;
    controller = null;
  }
}

async function main() {
  const select = $('sample-deck');
  select.replaceChildren(...SAMPLES.map((s) => el('option', { value: s.id }, [s.name])));
  select.addEventListener('change', () => { $('decklist').value = SAMPLES.find((s) => s.id === select.value).text; });
  $('decklist').value = SAMPLES[0].text;
  await init();
  bundled = await loadBundledCards();
  await setupUserCards(useCards);
  $('analysis-form').addEventListener('submit', run);
  $('cancel').addEventListener('click', () => controller?.abort());
  for (const id of ['sample-deck', 'decklist', 'run']) $(id).disabled = false;
  $('status').textContent = 'Ready.';
  document.body.dataset.ready = 'true';
}

main().catch((e) => {
  $('status').textContent = `The page could not start: ${e.message}`;
});
