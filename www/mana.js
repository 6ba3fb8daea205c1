// Drawing mana symbols as plain DOM (no images, no innerHTML with data).

const COLOR_NAMES = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** The label a screen reader reads for a symbol. */
export function describeSymbol(s) {
  switch (s.type) {
    case 'colored': return `one ${COLOR_NAMES[s.color]} mana`;
    case 'colorless': return 'one colorless mana';
    case 'generic': return `${s.amount} generic mana`;
    case 'variable': return `${s.letter} generic mana`;
    case 'hybrid': return `${COLOR_NAMES[s.first]} or ${COLOR_NAMES[s.second]} hybrid mana`;
    case 'monocoloredHybrid': return `two generic or one ${COLOR_NAMES[s.color]} mana`;
    case 'colorlessHybrid': return `one colorless or one ${COLOR_NAMES[s.color]} mana`;
    case 'phyrexian': return `Phyrexian ${COLOR_NAMES[s.color]} mana (or 2 life)`;
    case 'hybridPhyrexian': return `Phyrexian ${COLOR_NAMES[s.first]} or ${COLOR_NAMES[s.second]} mana (or 2 life)`;
    case 'colorlessPhyrexian': return 'Phyrexian colorless mana (or 2 life)';
    case 'snow': return 'one snow mana';
    case 'half': return s.color ? `half a ${COLOR_NAMES[s.color]} mana` : 'half a generic mana';
    case 'infinity': return 'infinite generic mana';
    default: return s.text;
  }
}

/** The colors a symbol is drawn in (its own, in printed order). */
export function symbolColors(s) {
  if (s.first) return [s.first, s.second];
  return s.color ? [s.color] : [];
}

/** A <span> drawing one symbol: a coin in its color(s) with its short text. */
export function symbolElement(s) {
  const el = document.createElement('span');
  el.className = 'mana';
  const own = symbolColors(s);
  const colors = own.length ? own : ['C'];
  el.dataset.colors = colors.join('');
  if (colors.length === 2) el.classList.add('split');
  if (s.type === 'phyrexian' || s.type === 'hybridPhyrexian' || s.type === 'colorlessPhyrexian') el.classList.add('phyrexian');
  el.setAttribute('role', 'img');
  el.setAttribute('aria-label', describeSymbol(s));
  el.title = `${s.text}: ${describeSymbol(s)}`;
  el.textContent = s.text.slice(1, -1);
  return el;
}

/** Replaces the children of `parent` with the symbols of a parsed cost. */
export function drawCost(parent, cost) {
  parent.replaceChildren(...cost.symbols.map(symbolElement));
  if (!cost.hasManaCost) parent.textContent = 'no mana cost';
}

/** Color letters as words, e.g. ["W", "U"] -> "white, blue"; [] -> "colorless". */
export function colorWords(colors) {
  return colors.length ? colors.map((c) => COLOR_NAMES[c]).join(', ') : 'colorless';
}
