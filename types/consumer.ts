// A consumer of the generated TypeScript declarations, type-checked with
// `tsc --noEmit --strict` by the test command. It is never run: it exists to
// fail the build when the generated types and the documented API drift apart.
import init, { parseManaCost } from '../pkg/web/mtg_rules.js';
import type { ManaCost, ManaSymbol, SymbolView, Color, MtgRulesErrorFields } from '../pkg/web/mtg_rules.js';
import { parseManaCost as parseFromBundler } from '../pkg/bundler/mtg_rules.js';
import { MtgRulesError } from '../pkg/web/index.js';

function symbolLabel(symbol: ManaSymbol): string {
  // The union is discriminated by `type`; every variant is handled.
  switch (symbol.type) {
    case 'colored': return symbol.color;
    case 'colorless': return 'C';
    case 'generic': return String(symbol.amount);
    case 'variable': return symbol.letter;
    case 'hybrid': return `${symbol.first}/${symbol.second}`;
    case 'monocoloredHybrid': return `2/${symbol.color}`;
    case 'colorlessHybrid': return `C/${symbol.color}`;
    case 'phyrexian': return `${symbol.color}/P`;
    case 'hybridPhyrexian': return `${symbol.first}/${symbol.second}/P`;
    case 'colorlessPhyrexian': return 'C/P';
    case 'snow': return 'S';
    case 'half': return symbol.color === null ? '½' : `H${symbol.color}`;
    case 'infinity': return '∞';
    default: {
      const unreachable: never = symbol;
      return unreachable;
    }
  }
}

export async function example(): Promise<number> {
  await init();
  const cost: ManaCost = parseManaCost('{1}{W/U}{W/U}');
  const colors: Color[] = cost.colors;
  const labels: string[] = cost.symbols.map((s: SymbolView) => `${s.text} ${symbolLabel(s)}`);
  const exists: boolean = cost.hasManaCost && !cost.hasUnSymbols;
  try {
    parseManaCost('{Q}');
  } catch (e) {
    if (e instanceof MtgRulesError) {
      const code: string = e.code;
      const rule: string | null = e.rule;
      console.log(code, rule);
    }
    const fields = e as Error & MtgRulesErrorFields;
    const where: number | null = fields.offset;
    const code: string = fields.code;
    console.log(code, where, fields.rule, fields.message);
  }
  console.log(colors, labels, exists, parseFromBundler('2WW').text);
  return cost.manaValue;
}

import { CardDb, heapStats, parseDecklist } from '../pkg/web/mtg_rules.js';
import type { Card, Characteristics, View, Decklist, DeckEntry, ProblemReport, DecklistProblem, Stat, HeapStats } from '../pkg/web/mtg_rules.js';

function statText(stat: Stat | null): string {
  if (stat === null) return '—';
  return stat.type === 'number' ? String(stat.value) : stat.text;
}

export function cards(scryfall: object[]): string[] {
  const db: CardDb = CardDb.fromScryfall(scryfall);
  try {
    const size: number = db.size;
    const prototyped: View = { castAs: 'prototype', zone: 'battlefield' };
    const c: Characteristics = db.characteristics('Blitz Automaton', prototyped);
    const normal: Characteristics = db.characteristics('Blitz Automaton');
    const back: Characteristics = db.characteristics('Invasion of Belenon', { face: 'back' });
    const power: number | null = c.power;
    const cost: string | null = normal.manaCost;
    const card: Card = db.card("Auntie's Snitch");
    const front = card.faces[0];
    const deck: Decklist = parseDecklist('4 Blitz Automaton', db);
    const entries: DeckEntry[] = deck.main;
    const names: string[] = db.names();
    const warnings: ProblemReport[] = db.warnings();
    const heap: HeapStats = heapStats();
    const live: number = heap.allocatedBytes + heap.allocations + heap.memoryBytes;
    return [String(live), String(size), String(power), String(cost), back.typeLine, statText(front.power), String(entries.length),
      String(names.length + warnings.length), ...front.unsupportedText];
  } catch (e) {
    const problems: Array<ProblemReport | DecklistProblem | AnalysisProblem> = (e as MtgRulesErrorFields).problems ?? [];
    return problems.map((p) => p.message);
  } finally {
    db.free();
  }
}

import { Game } from '../pkg/web/mtg_rules.js';
import type {
  GameSetup, GameState, CastOption, Action, Event, Reason, CharacteristicsExplanation, AppliedEffect, Layer,
} from '../pkg/web/mtg_rules.js';

export function play(db: CardDb): string[] {
  const setup: GameSetup = {
    players: [{ life: 20, hand: ['Blitz Automaton'], battlefield: ['Mountain', 'Mountain', 'Mountain'] }, { life: 20 }],
    activePlayer: 0, step: 'precombatMain', seed: 7,
  } as GameSetup;
  const game = new Game(db, setup);
  try {
    const state: GameState = game.state();
    const inHand = state.objects.find((o) => o.zone === 'hand');
    const options: CastOption[] = inHand ? game.castOptions(inHand.id) : [];
    const why: Reason[] = options.flatMap((o) => o.reasons);
    const castable = options.find((o) => o.castable);
    const log: string[] = why.map((r) => `${r.code} (CR ${r.rule}): ${r.message}`);
    if (castable && inHand) {
      const action: Action = { type: 'castSpell', player: 0, object: inHand.id, method: castable.method };
      if (game.isLegal(action)) {
        const events: Event[] = game.apply(action);
        log.push(...events.map((e) => e.type));
      }
    }
    const actions: Action[] = game.legalActions();
    const saved: string = game.toJson();
    Game.fromJson(db, saved).free();
    log.push(String(actions.length), String(game.characteristics(state.objects[0].id).manaValue));
    const permanent = state.objects.find((o) => o.zone === 'battlefield');
    if (permanent) {
      const explained: CharacteristicsExplanation = game.explainCharacteristics(permanent.id);
      const changes: AppliedEffect[] = explained.changes;
      log.push(...changes.map((c) => {
        const layer: Layer = c.layer;
        const what = c.type === 'powerToughnessChanged' ? `${c.power}/${c.toughness} (${c.cause})` : c.type;
        return `${what} from ${c.sourceName ?? 'an effect'} (layer ${layer}, ${c.rule})`;
      }), explained.printed.name, String(explained.characteristics.power), String(explained.owner));
    }
    return log;
  } finally {
    game.free();
  }
}

import { analyzeDeck, karsten, DeckAnalyzer } from '../pkg/web/mtg_rules.js';
import type {
  Analysis, AnalysisOptions, CardAnalysis, CardColor, Estimate, Tally, KarstenResult, AnalysisProblem, DeckSource,
  ManaType,
} from '../pkg/web/mtg_rules.js';

/** Castability by turn: one call, then in parts as workers would. */
export function castability(db: CardDb, deck: DeckSource): string[] {
  const options: Partial<AnalysisOptions> = { games: 1000, seed: 1, onThePlay: false, turns: 5 };
  try {
    const analysis: Analysis = analyzeDeck(db, deck, options);
    const card: CardAnalysis | undefined = analysis.cards[0];
    const byTurn: Estimate[] = card ? card.castableBy : [];
    const given: number = card?.castableByGivenDrops[1].p ?? 0;
    const curve: Estimate | null = card ? card.onCurve : null;
    // P(each color the card's cost names is available) by turn.
    const colors: CardColor[] = card ? card.colors : [];
    const green: string[] = colors.filter((c) => c.mana === ('G' satisfies ManaType)).map((c) => `${c.pips}: ${c.byTurn[0]?.p}`);
    const flags: string[] = analysis.flags.flatMap((f) => f.assumptions);
    const a = new DeckAnalyzer(db, deck, options);
    const b = new DeckAnalyzer(db, deck, options);
    a.run(0, 500);
    b.run(500, 500);
    const tally: Tally = b.tally();
    a.addTally(tally);
    const games: number = a.games;
    const merged: Analysis = a.result();
    a.free();
    b.free();
    const k: KarstenResult = karsten({ lands: 17, deckSize: 40, sources: 9, pips: 1, turn: 2 });
    return [String(byTurn.length), String(given), String(curve?.se), ...green, ...flags, String(games),
      String(merged.keptHandSize.mean), String(k.successGivenLands.p)];
  } catch (e) {
    const problems = ((e as MtgRulesErrorFields).problems ?? []) as AnalysisProblem[];
    return problems.map((p) => `${p.code}: ${p.message}`);
  }
}

import { CardDbImport } from '../pkg/web/mtg_rules.js';
import { importCardFile, loadUserCards, saveUserCards } from '../pkg/web/card-import.js';
import type { ImportedCards, UserCards } from '../pkg/web/card-import.js';

/** A bulk file streamed in chunks on this thread, its slim copy kept; then the worker way with IndexedDB. */
export async function userCards(chunks: Uint8Array[], file: Blob): Promise<number> {
  const load = new CardDbImport();
  load.keepSlim();
  for (const chunk of chunks) load.push(chunk);
  const db: CardDb = load.finish();
  const slim: string | undefined = load.takeSlimJson();
  load.free();
  const again = CardDb.fromScryfall(slim ?? '[]');
  const same = again.size === db.size;
  again.free();
  db.free();
  const imported: ImportedCards = await importCardFile(file, { onProgress: (bytes, total, cards) => void [bytes, total, cards] });
  await saveUserCards({ fileName: 'oracle-cards.json', cards: imported.cards, json: imported.json });
  const kept: UserCards | null = await loadUserCards();
  return same ? kept?.cards ?? 0 : -1;
}
