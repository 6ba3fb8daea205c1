// Writes pkg/package.json: one npm package "mtg-rules" holding the three wasm-pack
// builds, with conditional exports that pick the right one:
//   import 'mtg-rules'        -> bundler build (Vite, webpack) ; require('mtg-rules') / Node -> nodejs build
//   import 'mtg-rules/web'    -> web build (plain ES modules in a page; call init() first)
//   require('mtg-rules/node') -> nodejs build explicitly
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './static-server.mjs';

const pkg = join(ROOT, 'pkg');
const inner = JSON.parse(readFileSync(join(pkg, 'bundler', 'package.json'), 'utf8'));
for (const target of ['web', 'bundler', 'node']) {
  if (!existsSync(join(pkg, target, 'mtg_rules.js'))) throw new Error(`pkg/${target} is missing: run scripts/build-pkg.sh first`);
}
const manifest = {
  name: inner.name,
  version: inner.version,
  description: inner.description,
  license: inner.license,
  files: ['web', 'bundler', 'node', 'README.md'],
  main: './node/mtg_rules.js',
  module: './bundler/mtg_rules.js',
  types: './bundler/mtg_rules.d.ts',
  sideEffects: ['./bundler/mtg_rules.js', './*/snippets/*'],
  exports: {
    '.': {
      types: './bundler/mtg_rules.d.ts',
      node: './node/mtg_rules.js',
      import: './bundler/mtg_rules.js',
      default: './bundler/mtg_rules.js',
    },
    './web': { types: './web/mtg_rules.d.ts', default: './web/mtg_rules.js' },
    './node': { types: './node/mtg_rules.d.ts', default: './node/mtg_rules.js' },
    './bundler': { types: './bundler/mtg_rules.d.ts', default: './bundler/mtg_rules.js' },
    './package.json': './package.json',
  },
};
writeFileSync(join(pkg, 'package.json'), JSON.stringify(manifest, null, 2) + '\n');
writeFileSync(join(pkg, 'README.md'), readFileSync(join(ROOT, 'README.md')));
console.log('pkg/package.json: one package, exports . (bundler; node under Node), ./web, ./node, ./bundler');
