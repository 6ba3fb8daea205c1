// Runs bench/browser.html in headless Chromium (playwright-core) and prints its figures.
// Usage: node bench/browser.mjs [filter]
import { openBrowser } from '../e2e/browser.mjs';

const b = await openBrowser();
try {
  const filter = process.argv[2] ?? '';
  await b.page.goto(`${b.url}/bench/browser.html?filter=${encodeURIComponent(filter)}`);
  await b.page.waitForSelector('body[data-done=true]', { timeout: 300000 });
  console.log((await b.page.textContent('#out')).replace(/^[^\n]*HeadlessChrome\/([\d.]+)[^\n]*/, 'Chromium $1 (headless)'));
  if (b.errors.length) throw new Error(b.errors.join('\n'));
} finally {
  await b.close();
}
