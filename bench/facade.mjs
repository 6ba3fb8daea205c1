// Benchmarks of the JS façade under Node (the nodejs package in pkg/node).
// Each case runs for a fixed time after a warm-up and reports operations per second
// (median of 5 rounds). Usage: node bench/facade.mjs [filter]
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const engine = require('../pkg/node/mtg_rules.js');

const TYPICAL = ['{R}', '{1}{G}', '{2}{W}{W}', '{3}{U}', '{X}{R}', '{1}{B}{B}', '{4}', '{2}{U}{R}'];
const TRICKY = ['{W/U}{W/U}', '{2/B}{2/B}{2/B}', '{1}{G/U/P}', '{C/W}', '{S}{S}', '{B/P}{B/P}'];

/** Runs `body(i)` repeatedly; returns the median operations per second. */
export function measure(body, { rounds = 5, ms = 300 } = {}) {
  for (let i = 0; i < 20000; i++) body(i);
  const rates = [];
  for (let r = 0; r < rounds; r++) {
    let n = 0;
    const start = process.hrtime.bigint();
    let elapsed = 0;
    while (elapsed < ms) {
      for (let k = 0; k < 1000; k++) body(n++);
      elapsed = Number(process.hrtime.bigint() - start) / 1e6;
    }
    rates.push(n / (elapsed / 1000));
  }
  return rates.sort((a, b) => a - b)[Math.floor(rounds / 2)];
}

export const CASES = {
  'parseManaCost typical': (i) => engine.parseManaCost(TYPICAL[i & 7]),
  'parseManaCost tricky': (i) => engine.parseManaCost(TRICKY[i % 6]),
  'parseManaCost error': (i) => { try { engine.parseManaCost('{2}{W'); } catch { return i; } },
};

const filter = process.argv[2] ?? '';
console.log(`node ${process.version}, ${process.arch}`);
for (const [name, body] of Object.entries(CASES)) {
  if (!name.includes(filter)) continue;
  const rate = measure(body);
  console.log(`${name.padEnd(28)} ${Math.round(rate).toLocaleString('en-US').padStart(12)} /s  (${(1e6 / rate).toFixed(2)} µs each)`);
}
