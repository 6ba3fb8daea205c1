// The façade benchmark cases, shared by Node (bench/facade.mjs) and Chromium
// (bench/browser.html). `engine` is the loaded package, `data` the sample cards
// and the hand-of-7 setup (bench/setups/hand-of-7.json, also used by benches/cast_options.rs).

const TYPICAL = ['{R}', '{1}{G}', '{2}{W}{W}', '{3}{U}', '{X}{R}', '{1}{B}{B}', '{4}', '{2}{U}{R}'];
const TRICKY = ['{W/U}{W/U}', '{2/B}{2/B}{2/B}', '{1}{G/U/P}', '{C/W}', '{S}{S}', '{B/P}{B/P}'];

/** Runs `body(i)` repeatedly for `ms`; returns the median operations per second of `rounds` rounds. */
export function measure(body, { rounds = 5, ms = 300, now }) {
  for (let i = 0; i < 2000; i++) body(i);
  const rates = [];
  for (let r = 0; r < rounds; r++) {
    let n = 0;
    const start = now();
    let elapsed = 0;
    while (elapsed < ms) {
      for (let k = 0; k < 100; k++) body(n++);
      elapsed = now() - start;
    }
    rates.push(n / (elapsed / 1000));
  }
  return rates.sort((a, b) => a - b)[Math.floor(rounds / 2)];
}

/** name -> body(i) */
export function makeCases(engine, { cards, setup }) {
  const db = engine.CardDb.fromScryfall(cards);
  const game = new engine.Game(db, setup);
  const hand = game.state().players[0].hand;
  return {
    'parseManaCost typical': (i) => engine.parseManaCost(TYPICAL[i & 7]),
    'parseManaCost tricky': (i) => engine.parseManaCost(TRICKY[i % 6]),
    'parseManaCost error': () => { try { engine.parseManaCost('{2}{W'); } catch { /* measured */ } },
    'castOptions, one card of a 7-card hand with 8 lands': (i) => game.castOptions(hand[i % hand.length]),
    'db.characteristics prototyped': () => db.characteristics('Blitz Automaton', { castAs: 'prototype' }),
    'game.legalActions': () => game.legalActions(),
    'a goldfish turn: clone, advance to the next turn, free': () => {
      const turn = game.clone();
      turn.advance({ until: { type: 'nextTurn' }, noAttacks: true, noBlocks: true });
      turn.free();
    },
  };
}

/** Formats one result line. */
export function line(name, rate) {
  return `${name.padEnd(52)} ${Math.round(rate).toLocaleString('en-US').padStart(12)} /s  (${(1e6 / rate).toFixed(2)} µs each)`;
}
