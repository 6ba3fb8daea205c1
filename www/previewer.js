// The card previewer: search the bundled real cards by name, or paste Scryfall JSON.
// Pasted JSON is data: it goes to the engine as text and comes back as values shown with textContent.
import { CardDb, parseDecklist } from '../pkg/web/mtg_rules.js';
import { el, renderCard } from './card-view.js';
import { loadBundledCards } from './card-data.js';

const MAX_MATCHES = 12;

const $ = (id) => document.getElementById(id);

let bundled = null; // the CardDb of the bundled cards, kept for the page's life
let pasted = null; // the CardDb of the last pasted JSON; freed when replaced
let searchable = []; // [{ name, lower, faces: [lowercased face names] }]

function setStatus(text) { $('card-status').textContent = text; }

/** Shows `parts` as the result, and clears the error box. */
function showResult(...parts) {
  $('card-error').replaceChildren();
  $('card-error').hidden = true;
  $('card-result').replaceChildren(...parts);
}

/** Shows an engine error: its message, code, and each of its problems, as text. */
function showError(heading, error) {
  const box = $('card-error');
  const problems = Array.isArray(error?.problems) ? error.problems : [];
  box.replaceChildren(el('div', {},
    el('p', { className: 'error' }, heading),
    el('p', {}, String(error?.message ?? error), error?.code ? ` [${error.code}]` : ''),
    problems.length ? el('ul', { className: 'problems' }, problems.map(problemItem)) : null));
  box.hidden = false;
  $('card-result').replaceChildren();
  setStatus('');
}

/** One problem of an `invalid_cards` error: which card, which field, why. */
function problemItem(p) {
  const where = [];
  if (p.index !== null && p.index !== undefined) where.push(`card ${p.index}`);
  if (p.name) where.push(`“${p.name}”`);
  if (p.field) where.push(`field ${p.field}`);
  if (p.line) where.push(`line ${p.line}`);
  return el('li', {},
    where.length ? el('span', { className: 'where' }, `${where.join(', ')}: `) : null,
    p.message,
    el('span', { className: 'rule' }, ` [${p.code}${p.rule ? `, CR ${p.rule}` : ''}]`));
}

/** Renders one card of `db`; returns whether it worked. */
function showCard(db, name, { focus = false } = {}) {
  try {
    const view = renderCard(db, name);
    showResult(view);
    setStatus(`Showing ${db === bundled ? '' : 'the pasted card '}${view.querySelector('#card-title').textContent}.`);
    if (focus) $('card-title').focus();
    return true;
  } catch (e) {
    showError(`Could not show “${name}”.`, e);
    return false;
  }
}

/** Buttons that each show one card of `db` (for several search matches, or several pasted cards). */
function chooser(db, names, label) {
  return el('div', { className: 'chooser' },
    el('p', {}, label),
    el('ul', {}, names.map((name) => el('li', {},
      el('button', { type: 'button', onclick: () => showCard(db, name, { focus: true }) }, name)))));
}

/** Bundled cards whose name or a face's name contains `query` (case-insensitively), best first. */
function matches(query) {
  const q = query.toLowerCase();
  const starts = [];
  const contains = [];
  for (const entry of searchable) {
    if (entry.lower.startsWith(q) || entry.faces.some((f) => f.startsWith(q))) starts.push(entry.name);
    else if (entry.lower.includes(q)) contains.push(entry.name);
  }
  return [...starts, ...contains];
}

/** A close name for a misspelt one, from the engine's decklist reader; null if none. */
function suggestion(query) {
  try {
    parseDecklist(`1 ${query.replace(/[\r\n]/g, ' ')}`, bundled);
    return null;
  } catch (e) {
    return e.problems?.find((p) => p.suggestion)?.suggestion ?? null;
  }
}

/** A query as echoed back in a message: cut short past 80 characters. */
const echo = (query) => (query.length > 80 ? `${query.slice(0, 80)}…` : query);

function search(query) {
  query = query.trim();
  if (!query) {
    setStatus('Type a card name first.');
    return;
  }
  let name = null;
  try {
    name = bundled.card(query).name; // exact, then ignoring case, then a face's name
  } catch {
    const found = matches(query);
    if (found.length === 1) [name] = found;
    else if (found.length > 1) {
      const shown = found.slice(0, MAX_MATCHES);
      showResult(chooser(bundled, shown, `${found.length} cards match “${echo(query)}”${found.length > shown.length
        ? ` (the first ${shown.length} shown; type more to narrow them)` : ''}. Choose one:`));
      setStatus(`${found.length} matches.`);
      return;
    }
  }
  if (name === null) {
    const close = suggestion(query);
    showResult(el('p', { className: 'no-match' }, `No bundled card is named “${echo(query)}”.`,
      close ? [' Did you mean ', el('button', { type: 'button', onclick: () => { $('card-name').value = close; showCard(bundled, close, { focus: true }); } }, close), '?'] : ''));
    setStatus('No match.');
    return;
  }
  if (showCard(bundled, name)) {
    history.replaceState(null, '', `#card=${encodeURIComponent(name)}`);
  }
}

function preview() {
  const text = $('card-json').value;
  if (!text.trim()) {
    showError('Nothing to preview.', new Error('Paste a Scryfall card object (or an array of them) first.'));
    return;
  }
  let db;
  try {
    db = CardDb.fromScryfall(text);
  } catch (e) {
    showError('The pasted JSON could not be read as Scryfall cards.', e);
    return;
  }
  pasted?.free();
  pasted = db;
  const names = db.names();
  if (names.length === 0) {
    showError('Nothing to preview.', new Error('The pasted JSON holds no cards.'));
    return;
  }
  showCard(db, names[0]);
  if (names.length > 1) {
    $('card-result').append(chooser(db, names, `The pasted JSON holds ${names.length} cards. Show another:`));
  }
}

/** Loads the bundled cards and wires the search and the paste box. */
export async function startCardPreviewer() {
  document.body.dataset.cards = 'loading';
  bundled = CardDb.fromScryfall(await loadBundledCards());
  const names = bundled.names();
  searchable = names.map((name) => ({
    name, lower: name.toLowerCase(), faces: name.split(' // ').map((f) => f.toLowerCase()),
  }));
  $('card-names').replaceChildren(...names.map((name) => el('option', { value: name })));

  const input = $('card-name');
  $('card-search').addEventListener('submit', (e) => { e.preventDefault(); search(input.value); });
  // Picking a suggestion from the list (not typing) shows the card at once.
  input.addEventListener('input', (e) => {
    if ((!e.inputType || e.inputType === 'insertReplacementText') && names.includes(input.value)) search(input.value);
  });
  $('card-paste').addEventListener('submit', (e) => { e.preventDefault(); preview(); });
  for (const control of document.querySelectorAll('#card-search input, #card-search button, #card-paste textarea, #card-paste button')) {
    control.disabled = false;
  }
  setStatus(`${names.length} real cards loaded.`);
  document.body.dataset.cards = 'ready';

  const hash = /^#card=(.+)$/.exec(location.hash);
  if (hash) {
    let wanted = null;
    try { wanted = decodeURIComponent(hash[1]); } catch { /* a malformed hash is ignored */ }
    if (wanted) { input.value = wanted; search(wanted); }
  }
}

/** Shown when the cards cannot load; the rest of the page keeps working. */
export function cardPreviewerFailed(error) {
  document.body.dataset.cards = 'failed';
  setStatus(`The bundled cards failed to load: ${error?.message ?? error}`);
}
