// A small static file server for the previewer and the end-to-end tests.
// Serves the repository root on 127.0.0.1; `.wasm` as application/wasm.
// Usage: node scripts/static-server.mjs [port]   (port 0 or absent: 8080, or the next free one)
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.wasm': 'application/wasm',
  '.png': 'image/png', '.svg': 'image/svg+xml', '.ts': 'text/plain; charset=utf-8', '.txt': 'text/plain; charset=utf-8',
};

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Starts serving `root`; resolves to { server, url } once listening. */
export function startServer({ root = ROOT, port = 0 } = {}) {
  root = resolve(root);
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      let file = normalize(join(root, path));
      if (!file.startsWith(root)) throw Object.assign(new Error('outside root'), { status: 403 });
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
      res.end(body);
    } catch (e) {
      res.writeHead(e.status ?? 404, { 'content-type': 'text/plain' });
      res.end(e.status === 403 ? 'forbidden' : 'not found');
    }
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => ok({ server, url: `http://127.0.0.1:${server.address().port}` }));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const wanted = Number(process.argv[2] ?? process.env.PORT ?? 8080);
  let started;
  for (let port = wanted; !started && port < wanted + 20; port++) {
    started = await startServer({ port }).catch((e) => (e.code === 'EADDRINUSE' ? null : Promise.reject(e)));
  }
  if (!started) throw new Error(`no free port from ${wanted}`);
  console.log(`mtg-rules previewer: ${started.url}/www/  (Ctrl-C to stop)`);
}
