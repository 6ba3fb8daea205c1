// Castability by turn off the main thread (pkg/web/analysis.js, import 'mtg-rules/web/analysis'): the games
// are split across `workers` Web Workers (default navigator.hardwareConcurrency), each playing its share in
// chunks; progress is reported as games finish, an AbortSignal cancels (the workers are terminated: nothing
// is left behind), and the counts of every worker add up to exactly the result of one run (game i is always
// seeded (seed, i)).
import { abortError, fromPlain } from './worker-util.js';

/**
 * @param {object} request
 * @param {string | object[]} request.cards Scryfall card objects (or their JSON text) the deck's cards are read from.
 * @param {string | object} request.deck Decklist text or a parsed Decklist.
 * @param {object} [request.options] AnalysisOptions (games, seed, onThePlay, turns, mulligan, play, x).
 * @param {number} [request.workers] How many workers (default: navigator.hardwareConcurrency).
 * @param {number} [request.chunk] Games between progress reports (default 10,000).
 * @param {(done: number, total: number) => void} [request.onProgress]
 * @param {AbortSignal} [request.signal]
 * @returns {Promise<object>} the Analysis.
 */
export function analyzeInWorkers({ cards, deck, options = {}, workers, chunk = 10_000, onProgress, signal }) {
  const games = options.games ?? 10_000;
  const count = Math.max(1, Math.min(workers ?? globalThis.navigator?.hardwareConcurrency ?? 1, 64, games));
  const pool = Array.from({ length: count }, () => new Worker(new URL('./analysis-worker.js', import.meta.url), { type: 'module' }));
  const stop = () => pool.forEach((w) => w.terminate());
  return new Promise((resolve, reject) => {
    const fail = (error) => {
      stop();
      reject(error);
    };
    if (signal?.aborted) return fail(abortError(signal));
    signal?.addEventListener('abort', () => fail(abortError(signal)), { once: true });
    const done = new Array(count).fill(0);
    const tallies = new Array(count);
    let finished = 0;
    const share = Math.floor(games / count);
    pool.forEach((worker, i) => {
      const start = i * share;
      const mine = i === count - 1 ? games - start : share;
      worker.onerror = (event) => fail(new Error(`analysis worker failed: ${event.message}`));
      worker.onmessage = ({ data }) => {
        if (data.type === 'error') return fail(fromPlain(data.error));
        if (data.type === 'ready') {
          worker.postMessage({ type: 'run', start, count: mine, chunk });
        } else if (data.type === 'progress') {
          done[i] = data.games;
          onProgress?.(done.reduce((a, b) => a + b, 0), games);
        } else if (data.type === 'tally') {
          tallies[i] = data.tally;
          if (++finished === count) pool[0].postMessage({ type: 'merge', tallies });
        } else if (data.type === 'result') {
          stop();
          resolve(data.analysis);
        }
      };
      worker.postMessage({ type: 'init', cards, deck, options });
    });
  });
}
