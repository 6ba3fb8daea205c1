// Benchmarks of the JS façade under Node (the nodejs package in pkg/node).
// Usage: node bench/facade.mjs [filter]
import { createRequire } from 'node:module';
import { readFileSync, readdirSync } from 'node:fs';
import { measure, makeCases, line } from './facade-cases.mjs';
const require = createRequire(import.meta.url);
const engine = require('../pkg/node/mtg_rules.js');

const read = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const cases = makeCases(engine, { cards: read('../tests/data/scryfall-cards.json'), setup: read('./setups/hand-of-7.json') });
const now = () => Number(process.hrtime.bigint()) / 1e6;
const filter = process.argv[2] ?? '';
console.log(`Node ${process.version}, ${process.arch}`);
for (const [name, body] of Object.entries(cases)) {
  if (name.includes(filter)) console.log(line(name, measure(body, { now })));
}

// castOptions on a real hand: seven cards of a real Modern decklist (tests/data/decks/modern-12635872-1.txt:
// Ragavan, Fatal Push, Kolaghan's Command, Thoughtseize, Fable, Sheoldred, Lightning Bolt) with eight of its
// lands on the battlefield (shock, fast, fetch lands, a channel land), against tests/data/pool-decks.json.
if ('castOptions, one card of a real 7-card hand with 8 real lands'.includes(filter)) {
  const real = makeCases(engine, {
    cards: readFileSync(new URL('../tests/data/pool-decks.json', import.meta.url), 'utf8'),
    setup: read('./setups/real-hand.json'),
  });
  const body = real['castOptions, one card of a 7-card hand with 8 lands'];
  console.log(line('castOptions, one card of a real 7-card hand with 8 real lands', measure(body, { now })));
}

// Whole random games, the workload of benches/turn.rs (agent_games) and
// `cargo run --release --example random_play`: the duel of setups/duel.json
// with seeds 0, 1, 2, ..., each played by the core's random agent to the end
// (Game.playRandom), setup included.
if ('random games (agent, duel)'.includes(filter)) {
  const db = engine.CardDb.fromScryfall(read('../tests/data/scryfall-cards.json'));
  const duel = read('./setups/duel.json');
  const play = (seed) => {
    const game = new engine.Game(db, { ...duel, seed });
    const { actions } = game.playRandom(seed, 5000);
    game.free();
    return actions;
  };
  for (let seed = 0; seed < 16; seed++) play(seed); // warm-up
  const rates = [];
  for (let round = 0; round < 5; round++) {
    let [games, actions] = [0, 0];
    const start = now();
    while (now() - start < 1000 || games % 8 !== 0) actions += play(games++);
    const s = (now() - start) / 1000;
    rates.push([actions / s, games / s]);
  }
  const [actionsPerSecond, gamesPerSecond] = rates.sort((a, b) => a[0] - b[0])[2];
  console.log(line('random games (agent, duel): applied actions', actionsPerSecond));
  console.log(line('random games (agent, duel): whole games', gamesPerSecond));
}

// Random games of real decks, the workload of `cargo run --release --example random_play 200
// real-decks`: the 40 decklists of tests/data/decks/ against tests/data/pool-decks.json (lines naming
// the few unsourced cards left out), deck g % 40 against deck (7g + 3) % 40, shuffled, opening hands
// and mulligans, seed g, at most 3,000 actions; 200 games, setups built before the clock starts.
// The total of actions is printed too: the same as natively shows the same games were played.
if ('random games (agent, real decks)'.includes(filter)) {
  const db = engine.CardDb.fromScryfall(readFileSync(new URL('../tests/data/pool-decks.json', import.meta.url), 'utf8'));
  const dir = new URL('../tests/data/decks/', import.meta.url);
  const libraries = readdirSync(dir).sort().map((file) => {
    const text = readFileSync(new URL(file, dir), 'utf8');
    let deck;
    try { deck = engine.parseDecklist(text, db); } catch (e) {
      const bad = new Set((e.problems ?? []).map((p) => p.line));
      deck = engine.parseDecklist(text.split('\n').filter((_, i) => !bad.has(i + 1)).join('\n'), db);
    }
    return deck.main.flatMap((e) => Array(e.count).fill(e.name));
  });
  const n = libraries.length;
  const games = 200;
  const setups = Array.from({ length: games }, (_, g) => ({
    players: [{ library: libraries[g % n] }, { library: libraries[(g * 7 + 3) % n] }],
    shuffle: true, openingHands: true, seed: g,
  }));
  const rates = [];
  let total = 0;
  for (let round = 0; round < 3; round++) {
    let actions = 0;
    const start = now();
    setups.forEach((setup, g) => {
      const game = new engine.Game(db, setup);
      actions += game.playRandom(g, 3000).actions;
      game.free();
    });
    rates.push(actions / ((now() - start) / 1000));
    total = actions;
  }
  console.log(line(`random games (agent, real decks, ${games} games, ${total} actions): applied actions`, rates.sort((a, b) => a - b)[1]));
}

// Castability by turn, the workload of benches/analysis.rs: the 60-card two-color deck of
// decks/two-color-60.txt, games of six turns with the London mulligan, through DeckAnalyzer.run
// in parts of 100,000 games (as a worker plays them).
if ('analysis games (two-color 60)'.includes(filter)) {
  const db = engine.CardDb.fromScryfall(read('../tests/data/scryfall-cards.json'));
  const deck = readFileSync(new URL('./decks/two-color-60.txt', import.meta.url), 'utf8');
  const analyzer = new engine.DeckAnalyzer(db, deck, { turns: 6 });
  const part = 100_000;
  analyzer.run(0, part); // warm-up
  const rates = [];
  for (let round = 0; round < 5; round++) {
    let games = 0;
    const start = now();
    while (now() - start < 1000) {
      analyzer.run(games, part);
      games += part;
    }
    rates.push(games / ((now() - start) / 1000));
  }
  console.log(line('analysis games (two-color 60): games', rates.sort((a, b) => a - b)[2]));
  analyzer.free();
}
