// Shared set-up for the end-to-end tests: Debian's Chromium through playwright-core,
// and the static server on a free 127.0.0.1 port.
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, ROOT } from '../scripts/static-server.mjs';

export const OUTPUT = join(ROOT, 'test-output');
mkdirSync(OUTPUT, { recursive: true });

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** Starts the server (on `root`, the repository by default) and the browser (with extra `args`); returns { page, url, errors, close }. */
export async function openBrowser({ root, args = [] } = {}) {
  const { server, url } = await startServer(root ? { root } : {});
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: [...ARGS, ...args] });
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  return {
    page, url, errors,
    close: async () => { await browser.close(); server.close(); },
  };
}
