// Writes pkg/package.json: one npm package "mtg-rules" holding the three wasm-pack
// builds, with conditional exports that pick the right one:
//   import 'mtg-rules'        -> bundler build (Vite, webpack) ; require('mtg-rules') / Node -> nodejs build
//   import 'mtg-rules/web'    -> web build (plain ES modules in a page; call init() first)
//   require('mtg-rules/node') -> nodejs build explicitly
import { readFileSync, writeFileSync, existsSync, readdirSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './static-server.mjs';

const pkg = join(ROOT, 'pkg');
const inner = JSON.parse(readFileSync(join(pkg, 'bundler', 'package.json'), 'utf8'));
for (const target of ['web', 'bundler', 'node']) {
  if (!existsSync(join(pkg, target, 'mtg_rules.js'))) throw new Error(`pkg/${target} is missing: run scripts/build-pkg.sh first`);
}
// Each build gets an entry point that re-exports the generated module and the
// MtgRulesError class (js/errors.js, which wasm-bindgen copies under snippets/).
const CLASS_DTS = `import type { ProblemReport, DecklistProblem, AnalysisProblem } from './mtg_rules.js';
/** The error every mtg-rules call throws: test it with \`e instanceof MtgRulesError\`. */
export declare class MtgRulesError extends Error {
  /** Stable machine-readable code, e.g. "unknown_symbol". */
  readonly code: string;
  /** The Comprehensive Rules number that decides it, when one does. */
  readonly rule: string | null;
  /** Index in the input string (UTF-16 code units), for text input. */
  readonly offset: number | null;
  /** Every problem, for errors that report several at once. */
  readonly problems?: Array<ProblemReport | DecklistProblem | AnalysisProblem>;
}
`;
for (const target of ['web', 'bundler', 'node']) {
  const dir = join(pkg, target);
  const snippet = readdirSync(join(dir, 'snippets')).map((d) => `./snippets/${d}/js/errors.js`)
    .find((path) => existsSync(join(dir, path)));
  if (!snippet) throw new Error(`pkg/${target}: js/errors.js is missing from snippets/`);
  const reexport = target === 'web' ? "export { default } from './mtg_rules.js';\n" : '';
  const js = target === 'node'
    ? `module.exports = { ...require('./mtg_rules.js'), MtgRulesError: require('${snippet}').MtgRulesError };\n`
    : `export * from './mtg_rules.js';\n${reexport}export { MtgRulesError } from '${snippet}';\n`;
  writeFileSync(join(dir, 'index.js'), js);
  writeFileSync(join(dir, 'index.d.ts'), `export * from './mtg_rules.js';\n${reexport}${CLASS_DTS}`);
}

// The castability analysis in Web Workers (js/analysis.js, js/analysis-worker.js): for the web build, whose
// worker loads the engine with init().
const ANALYSIS_DTS = `import type { Analysis, AnalysisOptions, Decklist } from './mtg_rules.js';
/** What analyzeInWorkers takes. */
export interface AnalyzeInWorkersRequest {
  /** Scryfall card objects (or their JSON text) the deck's cards are read from. */
  cards: string | object[];
  /** Decklist text or a parsed Decklist. */
  deck: string | Decklist;
  options?: Partial<AnalysisOptions>;
  /** How many workers (default: navigator.hardwareConcurrency). */
  workers?: number;
  /** Games between progress reports (default 10,000). */
  chunk?: number;
  onProgress?: (done: number, total: number) => void;
  /** Aborting terminates the workers and rejects with an AbortError. */
  signal?: AbortSignal;
}
/** Castability by turn split across Web Workers; the same result as analyzeDeck with the same options. */
export declare function analyzeInWorkers(request: AnalyzeInWorkersRequest): Promise<Analysis>;
`;
// The user's own card data (js/card-import.js, js/card-import-worker.js): a bulk file imported in a Web
// Worker, kept in IndexedDB.
const CARD_IMPORT_DTS = `/** What importCardFile gives: cards read, the file's size, import warnings, and the slim copy (JSON text). */
export interface ImportedCards {
  cards: number;
  bytes: number;
  warnings: number;
  /** Each card object with only the fields the engine reads; CardDb.fromScryfall reads it back. */
  json: string;
}
export interface ImportCardFileOptions {
  onProgress?: (bytes: number, total: number, cards: number) => void;
  /** Aborting terminates the worker and rejects with an AbortError. */
  signal?: AbortSignal;
}
/** Imports a Scryfall card file (a JSON array of card objects) in a Web Worker, streamed in chunks. */
export declare function importCardFile(file: Blob, options?: ImportCardFileOptions): Promise<ImportedCards>;
/** The user's cards as kept in IndexedDB. */
export interface UserCards {
  fileName: string;
  cards: number;
  json: string;
  savedAt?: string;
}
/** Keeps the user's cards for the next visit (IndexedDB). */
export declare function saveUserCards(record: UserCards): Promise<unknown>;
/** The kept cards, or null. */
export declare function loadUserCards(): Promise<UserCards | null>;
/** Forgets the kept cards. */
export declare function forgetUserCards(): Promise<unknown>;
`;
for (const file of ['analysis.js', 'analysis-worker.js', 'card-import.js', 'card-import-worker.js', 'worker-util.js']) {
  copyFileSync(join(ROOT, 'js', file), join(pkg, 'web', file));
}
writeFileSync(join(pkg, 'web', 'analysis.d.ts'), ANALYSIS_DTS);
writeFileSync(join(pkg, 'web', 'card-import.d.ts'), CARD_IMPORT_DTS);

const manifest = {
  name: inner.name,
  version: inner.version,
  description: inner.description,
  license: inner.license,
  files: ['web', 'bundler', 'node', 'README.md'],
  main: './node/index.js',
  module: './bundler/index.js',
  types: './bundler/index.d.ts',
  sideEffects: ['./bundler/mtg_rules.js', './bundler/index.js', './*/snippets/*'],
  exports: {
    '.': {
      types: './bundler/index.d.ts',
      node: './node/index.js',
      import: './bundler/index.js',
      default: './bundler/index.js',
    },
    './web': { types: './web/index.d.ts', default: './web/index.js' },
    './web/analysis': { types: './web/analysis.d.ts', default: './web/analysis.js' },
    './web/card-import': { types: './web/card-import.d.ts', default: './web/card-import.js' },
    './node': { types: './node/index.d.ts', default: './node/index.js' },
    './bundler': { types: './bundler/index.d.ts', default: './bundler/index.js' },
    './package.json': './package.json',
  },
};
writeFileSync(join(pkg, 'package.json'), JSON.stringify(manifest, null, 2) + '\n');
writeFileSync(join(pkg, 'README.md'), readFileSync(join(ROOT, 'README.md')));
console.log('pkg/package.json: one package, exports . (bundler; node under Node), ./web, ./web/analysis, ./web/card-import, ./node, ./bundler');
