import { defineConfig } from 'vite';
import wasm from 'vite-plugin-wasm';

export default defineConfig({
  plugins: [wasm()],
  // The bundler build of mtg-rules uses top-level await for its wasm import.
  build: { target: 'esnext' },
  // The analysis worker (mtg-rules/web/analysis) is an ES module worker that imports the engine.
  worker: { format: 'es' },
  // pkg/ is a linked local package: let Vite serve it from outside the app root.
  server: { fs: { allow: ['../..'] } },
});
