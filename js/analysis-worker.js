// The Web Worker of the castability analysis (copied into the web build as pkg/web/analysis-worker.js by
// scripts/pkg-manifest.mjs; started by analysis.js). It loads the engine, reads the cards and the deck once,
// then plays the games it is given in chunks, reporting progress after each; one worker also adds up the
// others' counts (Tally) and returns the Analysis. Messages:
//   in:  { type: 'init', cards, deck, options }      out: { type: 'ready' } or { type: 'error', error }
//   in:  { type: 'run', start, count, chunk }        out: { type: 'progress', games } ..., { type: 'tally', tally }
//   in:  { type: 'merge', tallies }                  out: { type: 'result', analysis }
import init, { CardDb, DeckAnalyzer } from './mtg_rules.js';
import { plainError } from './worker-util.js';

let analyzer = null;

self.onmessage = async ({ data }) => {
  try {
    if (data.type === 'init') {
      await init();
      const db = CardDb.fromScryfall(data.cards);
      try {
        analyzer = new DeckAnalyzer(db, data.deck, data.options);
      } finally {
        db.free();
      }
      self.postMessage({ type: 'ready' });
    } else if (data.type === 'run') {
      analyzer.reset();
      const end = data.start + data.count;
      for (let start = data.start; start < end; start += data.chunk) {
        analyzer.run(start, Math.min(data.chunk, end - start));
        self.postMessage({ type: 'progress', games: analyzer.games });
      }
      self.postMessage({ type: 'tally', tally: analyzer.tally() });
    } else if (data.type === 'merge') {
      analyzer.reset();
      for (const tally of data.tallies) analyzer.addTally(tally);
      self.postMessage({ type: 'result', analysis: analyzer.result() });
    }
  } catch (e) {
    self.postMessage({ type: 'error', error: plainError(e) });
  }
};
