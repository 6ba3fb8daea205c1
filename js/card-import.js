// The user's own card data (pkg/web/card-import.js, import 'mtg-rules/web/card-import'): a Scryfall bulk file
// (oracle cards, ~30,000 objects, ~100 MB) imported off the main thread with progress and cancel, and kept in
// IndexedDB for the next visit. What is kept is the import's slim copy (each card with only the fields the
// engine reads: a few MB), which `CardDb.fromScryfall` reads back to the same cards.
import { abortError, fromPlain } from './worker-util.js';

/**
 * Imports a Scryfall card file (a JSON array of card objects) in a Web Worker.
 * @param {Blob} file The file (a `File` from an input or a drop, or any `Blob`).
 * @param {object} [options]
 * @param {(bytes: number, total: number, cards: number) => void} [options.onProgress]
 * @param {AbortSignal} [options.signal] Aborting terminates the worker and rejects with an AbortError.
 * @returns {Promise<{cards: number, bytes: number, warnings: number, json: string}>} how many cards were read,
 *   the file's size, how many import warnings, and the slim copy as JSON text.
 */
export function importCardFile(file, { onProgress, signal } = {}) {
  const worker = new Worker(new URL('./card-import-worker.js', import.meta.url), { type: 'module' });
  return new Promise((resolve, reject) => {
    const finish = (settle, value) => {
      worker.terminate();
      settle(value);
    };
    if (signal?.aborted) return finish(reject, abortError(signal));
    signal?.addEventListener('abort', () => finish(reject, abortError(signal)), { once: true });
    worker.onerror = (event) => finish(reject, new Error(`the card import worker failed: ${event.message}`));
    worker.onmessage = ({ data }) => {
      if (data.type === 'progress') onProgress?.(data.bytes, data.total, data.cards);
      else if (data.type === 'error') finish(reject, fromPlain(data.error));
      else if (data.type === 'done') {
        onProgress?.(data.bytes, data.bytes, data.cards);
        const { cards, bytes, warnings, json } = data;
        finish(resolve, { cards, bytes, warnings, json });
      }
    };
    worker.postMessage({ file });
  });
}

const DB_NAME = 'mtg-rules';
const STORE = 'cards';
const KEY = 'user';

function openStore() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function transaction(mode, body) {
  const db = await openStore();
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = body(tx.objectStore(STORE));
    tx.oncomplete = () => {
      db.close();
      resolve(request.result);
    };
    tx.onerror = tx.onabort = () => {
      db.close();
      reject(tx.error);
    };
  });
}

/**
 * Keeps the user's cards for the next visit (IndexedDB, this origin).
 * @param {{fileName: string, cards: number, json: string}} record
 */
export function saveUserCards(record) {
  return transaction('readwrite', (store) => store.put({ ...record, savedAt: new Date().toISOString() }, KEY));
}

/** The user's kept cards, or null. @returns {Promise<{fileName: string, cards: number, json: string, savedAt: string} | null>} */
export async function loadUserCards() {
  return (await transaction('readonly', (store) => store.get(KEY))) ?? null;
}

/** Forgets the user's kept cards. */
export function forgetUserCards() {
  return transaction('readwrite', (store) => store.delete(KEY));
}
