// "Card data": the pages' bundled cards, or the user's own Scryfall bulk file (chosen or dropped), imported in a
// Web Worker with progress (pkg/web/card-import.js) and kept in IndexedDB for the next visit. The markup is the
// `#user-cards` section of analysis.html and playtester.html.
import { importCardFile, saveUserCards, loadUserCards, forgetUserCards } from '../pkg/web/card-import.js';

const $ = (id) => document.getElementById(id);
const count = (n) => n.toLocaleString('en-US');

/** The bundled cards' JSON text with the user's cards (slim JSON text) added; a user card replaces a bundled one of its name. */
export function mergeCards(bundledJson, userJson) {
  if (!userJson) return bundledJson;
  const byName = new Map(JSON.parse(bundledJson).map((c) => [c.name, c]));
  for (const card of JSON.parse(userJson)) byName.set(typeof card.name === 'string' ? card.name : Symbol('unnamed'), card);
  return JSON.stringify([...byName.values()]);
}

/**
 * Wires the section: shows which cards are in use, imports a chosen or dropped file, forgets the kept one.
 * `use(record | null)` is awaited whenever the cards change (and once now with what IndexedDB kept), so the
 * page can rebuild its CardDb; it may throw to refuse the cards.
 */
export async function setupUserCards(use) {
  let record = null;
  try {
    record = await loadUserCards();
  } catch {
    record = null; // no IndexedDB (private mode): the bundled cards
  }
  const show = () => {
    $('cards-source').textContent = record
      ? `Your cards: ${record.fileName} (${count(record.cards)} cards, kept in this browser since ${record.savedAt?.slice(0, 10) ?? 'today'}), with the bundled ones.`
      : 'The bundled cards (the sample decks\' and the real-deck pools\'). Add your own below.';
    $('forget-cards').hidden = !record;
    document.body.dataset.cards = record ? 'user' : 'bundled';
  };
  try {
    await use(record);
  } catch (e) {
    $('import-status').textContent = `Your kept cards could not be used (${e.message}); the bundled cards are.`;
    record = null;
    await use(null);
  }
  let controller = null;
  const importFile = async (file) => {
    controller?.abort();
    controller = new AbortController();
    const mine = controller;
    const started = performance.now();
    document.body.dataset.importing = 'true';
    $('import-progress').value = 0;
    $('import-status').textContent = `Reading ${file.name}…`;
    try {
      const imported = await importCardFile(file, {
        signal: mine.signal,
        onProgress: (bytes, total, cards) => {
          $('import-progress').value = total ? bytes / total : 0;
          $('import-status').textContent = `${count(cards)} cards read (${(bytes / 2 ** 20).toFixed(0)} of ${(total / 2 ** 20).toFixed(0)} MB)`;
        },
      });
      const next = { fileName: file.name, cards: imported.cards, json: imported.json, savedAt: new Date().toISOString() };
      await use(next);
      record = next;
      let kept = 'kept in this browser for your next visit';
      try {
        await saveUserCards(next);
      } catch (e) {
        kept = `not kept for your next visit (${e.message})`;
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      $('import-status').textContent = `${count(imported.cards)} cards imported in ${seconds} s, ${kept}.`
        + (imported.warnings ? ` ${count(imported.warnings)} import warnings.` : '');
      $('import-progress').value = 1;
    } catch (e) {
      if (e.name !== 'AbortError') {
        const problems = e.problems?.length ? `: ${e.problems.slice(0, 3).map((p) => p.message).join('; ')}` : '';
        $('import-status').textContent = `${file.name} could not be imported (${e.message})${problems}`;
        $('import-progress').value = 0;
      }
    } finally {
      if (controller === mine) {
        controller = null;
        delete document.body.dataset.importing;
      }
      show();
    }
  };
  const input = $('card-file');
  input.addEventListener('change', () => input.files[0] && importFile(input.files[0]));
  const zone = $('card-drop');
  zone.addEventListener('dragover', (event) => {
    event.preventDefault();
    zone.classList.add('over');
  });
  zone.addEventListener('dragleave', () => zone.classList.remove('over'));
  zone.addEventListener('drop', (event) => {
    event.preventDefault();
    zone.classList.remove('over');
    const file = event.dataTransfer?.files?.[0];
    if (file) importFile(file);
  });
  $('forget-cards').addEventListener('click', async () => {
    controller?.abort();
    await forgetUserCards().catch(() => {});
    record = null;
    await use(null);
    $('import-status').textContent = 'Your cards are forgotten; the bundled cards are in use.';
    show();
  });
  input.disabled = false;
  show();
  return record;
}
