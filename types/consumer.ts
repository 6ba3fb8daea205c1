// A consumer of the generated TypeScript declarations, type-checked with
// `tsc --noEmit --strict` by the test command. It is never run: it exists to
// fail the build when the generated types and the documented API drift apart.
import init, { parseManaCost } from '../pkg/web/mtg_rules.js';
import type { ManaCost, ManaSymbol, SymbolView, Color, MtgRulesErrorFields } from '../pkg/web/mtg_rules.js';
import { parseManaCost as parseFromBundler } from '../pkg/bundler/mtg_rules.js';

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
    const fields = e as Error & MtgRulesErrorFields;
    const where: number | null = fields.offset;
    const code: string = fields.code;
    console.log(code, where, fields.rule, fields.message);
  }
  console.log(colors, labels, exists, parseFromBundler('2WW').text);
  return cost.manaValue;
}
