// The Web Worker of the card import (copied into the web build as pkg/web/card-import-worker.js; started by
// card-import.js). It streams a file's bytes through CardDbImport (never the whole file in memory), reports
// progress about every MiB, and returns the slim copy: each card object with only the fields the engine reads.
//   in:  { file }        (a Blob or File)
//   out: { type: 'progress', bytes, total, cards } ..., then { type: 'done', cards, bytes, warnings, json }
//        or { type: 'error', error }
import init, { CardDbImport } from './mtg_rules.js';
import { plainError } from './worker-util.js';

const REPORT_EVERY = 1 << 20;

self.onmessage = async ({ data }) => {
  let load = null;
  try {
    await init();
    load = new CardDbImport();
    load.keepSlim();
    const total = data.file.size;
    const reader = data.file.stream().getReader();
    let reported = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      load.push(value);
      if (load.bytes - reported >= REPORT_EVERY) {
        reported = load.bytes;
        self.postMessage({ type: 'progress', bytes: load.bytes, total, cards: load.cards });
      }
    }
    const db = load.finish();
    const cards = db.size;
    const warnings = db.warnings().length;
    db.free();
    const json = load.takeSlimJson();
    if (json === undefined) throw Object.assign(new Error('the file is not a JSON array of card objects'), { code: 'not_a_card_array' });
    self.postMessage({ type: 'done', cards, bytes: total, warnings, json });
  } catch (e) {
    self.postMessage({ type: 'error', error: plainError(e) });
  } finally {
    load?.free();
  }
};
