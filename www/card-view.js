// Drawing a card's characteristics as plain DOM. Every value shown comes from the rules engine
// (`db.card`, `db.characteristics`, `parseManaCost`); every string is set with `textContent`, never
// parsed as HTML, so card data pasted by a user is only ever text.
import { parseManaCost } from '../pkg/web/mtg_rules.js';
import { drawCost, colorWords } from './mana.js';

/** Layouts whose two faces are the two sides of one card (CR 712). */
const DOUBLE_FACED = new Set(['transform', 'modal_dfc', 'meld', 'double_faced_token', 'reversible_card']);
/** Layouts whose back face's mana value is the front face's (CR 202.3b, 712.8e). */
const NONMODAL = new Set(['transform']);

/** `el('p', { className: 'x' }, 'text', child)`: an element with properties and text/element children. */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null) continue;
    if (key === 'dataset') Object.assign(node.dataset, value);
    else if (key.startsWith('aria-') || key === 'role') node.setAttribute(key, value);
    else node[key] = value;
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return node;
}

/** A rule reference, e.g. `rule('718.3b')` -> "(CR 718.3b)". */
const rule = (...numbers) => el('span', { className: 'rule' }, `(CR ${numbers.join(', ')})`);

/** The frame a card of these colors is printed in: a color letter, `C` for colorless, `M` for gold. */
export function frameOf(colors) {
  if (colors.length === 0) return 'C';
  return colors.length === 1 ? colors[0] : 'M';
}

/** Colors in words, with "multicolored" for two or more (CR 105.2b). */
export function colorText(colors) {
  const words = colorWords(colors);
  return colors.length > 1 ? `${words} (multicolored)` : words;
}

/** Mana symbols for a cost in Scryfall notation (`null`: no mana cost, CR 202.1b). */
function costElement(manaCost, field) {
  const box = el('span', { className: 'symbols cost', dataset: { field, text: manaCost ?? '' } });
  drawCost(box, parseManaCost(manaCost ?? ''));
  return box;
}

/** Power/toughness, loyalty or defense as printed ("*" stays "*"). */
function statRows(ch) {
  const rows = [];
  if (ch.powerText !== null || ch.toughnessText !== null) {
    rows.push(['Power/toughness', `${ch.powerText ?? '—'}/${ch.toughnessText ?? '—'}`, 'pt', ['208']]);
  }
  if (ch.loyaltyText !== null) rows.push(['Loyalty', ch.loyaltyText, 'loyalty', ['306.5b']]);
  if (ch.defenseText !== null) rows.push(['Defense', ch.defenseText, 'defense', ['310.4a']]);
  return rows;
}

/**
 * The oracle text of a face, one paragraph per line. Lines the engine does not understand yet are muted
 * and tagged in place; any it reports that are not printed lines as such are listed after.
 */
function rulesText(face) {
  const unsupported = [...new Set(face.unsupportedText)];
  const tagged = new Set();
  const lines = face.oracleText.split('\n').filter((line) => line.trim() !== '').map((line) => {
    if (!unsupported.includes(line)) return el('p', {}, line);
    tagged.add(line);
    return el('p', { className: 'not-understood', dataset: { field: 'unsupported' } },
      line, ' ', el('span', { className: 'tag' }, 'not understood yet'));
  });
  const rest = unsupported.filter((line) => !tagged.has(line));
  return [
    lines.length ? el('div', { className: 'oracle', dataset: { field: 'oracleText' } }, lines) : null,
    rest.length ? el('div', { className: 'not-understood-list' },
      el('p', {}, 'Not understood yet by the engine (shown, not applied):'),
      el('ul', {}, rest.map((line) => el('li', { className: 'not-understood', dataset: { field: 'unsupported' } }, line))))
      : null,
  ];
}

/**
 * One panel: a card-like frame in the colors of `ch` (its border is the frame's color) with the name,
 * mana cost, type line, mana value, colors, and power/toughness, loyalty or defense.
 * `view` names the panel for tests and styling ("normal", "prototype", "front", "back", "card").
 */
export function characteristicsPanel(ch, { view, title, notes = [], face = null, colorsNote = null }) {
  const titleId = `panel-${view}-title`;
  const facts = el('dl', { className: 'facts' },
    el('dt', {}, 'Mana value ', rule('202.3')), el('dd', { dataset: { field: 'manaValue' } }, String(ch.manaValue)),
    el('dt', {}, 'Colors ', rule('105.2')),
    el('dd', { dataset: { field: 'colors' } },
      el('span', { className: 'swatch', dataset: { frame: frameOf(ch.colors) }, 'aria-hidden': 'true' }),
      colorText(ch.colors), colorsNote ? el('span', { className: 'rule' }, ` ${colorsNote}`) : null),
    statRows(ch).flatMap(([label, value, field, rules]) => [
      el('dt', {}, `${label} `, rule(...rules)), el('dd', { dataset: { field } }, value)]),
    ch.keywords.length ? [el('dt', {}, 'Keywords'), el('dd', { dataset: { field: 'keywords' } }, ch.keywords.join(', '))] : null);
  return el('article', { className: 'card-panel', dataset: { view, frame: frameOf(ch.colors) }, 'aria-labelledby': titleId },
    el('h4', { id: titleId, className: 'panel-title' }, title),
    el('div', { className: 'frame' },
      el('div', { className: 'frame-head' },
        el('span', { className: 'card-name', dataset: { field: 'name' } }, ch.name),
        el('span', { className: 'visually-hidden' }, 'Mana cost: '),
        costElement(ch.manaCost, 'manaCost')),
      el('div', { className: 'frame-type', dataset: { field: 'typeLine' } }, ch.typeLine),
      el('div', { className: 'frame-body' }, facts, face ? rulesText(face) : null)),
    notes.map((note) => el('p', { className: 'panel-note' }, note)));
}

/** "a Goblin or Rogue", "an Elf, Rogue or Shaman". */
function creatureTypesPhrase(types) {
  const list = types.length <= 2 ? types.join(' or ') : `${types.slice(0, -1).join(', ')} or ${types.at(-1)}`;
  return `${/^[AEIOU]/i.test(list) ? 'an' : 'a'} ${list}`;
}

/** The prowl block: both costs and when the prowl cost may be paid (CR 702.76a, 118.9c). */
function prowlSection(ch, prowl) {
  const who = ch.everyCreatureType
    ? 'a creature of any creature type (it has every creature type, CR 702.73a)'
    : ch.subtypes.length ? creatureTypesPhrase(ch.subtypes) : null;
  const condition = who
    ? `You may cast it for its prowl cost if, this turn, you dealt combat damage to a player with ${who}.`
    : 'It has no creature types, so no source can share one with it: its prowl cost can never be paid.';
  return el('section', { className: 'casting', dataset: { view: 'prowl' }, 'aria-labelledby': 'prowl-title' },
    el('h4', { id: 'prowl-title' }, 'Two ways to pay for it'),
    el('dl', { className: 'facts' },
      el('dt', {}, 'Normal cost ', rule('202.1')), el('dd', {}, costElement(ch.manaCost, 'normalCost')),
      el('dt', {}, 'Prowl cost ', rule('702.76a')), el('dd', {}, costElement(prowl.cost, 'prowlCost'))),
    el('p', { className: 'condition', dataset: { field: 'prowlCondition' } }, condition),
    el('p', { className: 'panel-note' },
      `Prowl is an alternative cost: it changes what you pay, not the mana cost, so the mana value stays ${ch.manaValue} `,
      rule('118.9c'), '.'));
}

/** Panels for a prototype card: cast normally and cast prototyped, side by side (CR 718). */
function prototypeView(db, card) {
  const normal = db.characteristics(card.name, { castAs: 'normal' });
  const proto = db.characteristics(card.name, { castAs: 'prototype' });
  return [
    el('div', { className: 'panels' },
      characteristicsPanel(normal, { view: 'normal', title: 'Cast normally' }),
      characteristicsPanel(proto, { view: 'prototype', title: 'Cast prototyped' })),
    el('p', { className: 'rule-note' },
      'A prototyped spell, and the permanent it becomes, has only the prototype’s mana cost, power and toughness, '
      + 'and is the colors of that mana cost ', rule('718.3b'), '. Everywhere else, and when not cast prototyped, '
      + 'the card has its normal characteristics ', rule('718.4'), '; its name, types and abilities are the same '
      + 'either way ', rule('718.5'), '.'),
    rulesText(card.faces[0]),
  ];
}

/** What a battle does, by the Comprehensive Rules of 7 August 2026: a Siege (CR 310.12, 704.5v) or a battle with no battle type (CR 310.8, 310.9a, 704.5w). */
function battleNotes(ch) {
  const notes = [el('span', {}, 'It enters with as many defense counters as its defense ', rule('310.4b'),
    '; damage dealt to it removes that many ', rule('120.3h'), '.')];
  if (ch.subtypes.includes('Siege')) {
    notes.push(el('span', { dataset: { field: 'battleFate' } }, 'A Siege is protected by an opponent of its controller ',
      rule('310.12a'), '; when its last defense counter is removed, it is exiled and may be cast transformed for free ',
      rule('310.12b'), '; at defense 0 with none of its abilities waiting it goes to its owner’s graveyard ',
      rule('704.5v'), '.'));
  } else {
    notes.push(el('span', { dataset: { field: 'battleFate' } }, 'Not a Siege: its controller protects it ',
      rule('310.9a'), ', and at defense 0 it goes to its owner’s graveyard at once, even with an ability of its own waiting ',
      rule('310.8', '704.5w'), '.'));
  }
  return notes;
}

/** Panels for a card with two or more faces: front and back of a double-faced card, or each half. */
function facesView(db, card) {
  const doubleFaced = DOUBLE_FACED.has(card.layout) && card.faces.length === 2;
  const panels = card.faces.map((face, index) => {
    const ch = db.characteristics(card.name, { face: index });
    const notes = [];
    let title = `Face ${index + 1}`;
    let view = `face-${index}`;
    if (doubleFaced) {
      view = index === 0 ? 'front' : 'back';
      title = index === 0 ? 'Front face' : 'Back face';
    }
    if (ch.types.includes('Battle')) {
      title += ' — a battle';
      notes.push(...battleNotes(ch));
    }
    if (doubleFaced && index === 1 && NONMODAL.has(card.layout)) {
      notes.push(el('span', {}, `Its mana value is that of the front face’s mana cost (${ch.manaValue}), `
        + 'though the back face has no mana cost of its own ', rule('202.3b', '712.8e'), '.'));
    }
    const colorsNote = face.colorIndicator ? '— from its color indicator (CR 204)' : null;
    return characteristicsPanel(ch, { view, title, notes, face, colorsNote });
  });
  return [el('div', { className: 'panels' }, panels)];
}

/** Everything the previewer shows for one card of `db`: a heading, panels, notes. */
export function renderCard(db, name) {
  const card = db.card(name);
  const front = card.faces[0];
  let body;
  let kind;
  if (card.faces.length === 1 && front.prototype) {
    kind = 'Prototype card: it can be cast normally or prototyped (CR 702.160, 718).';
    body = prototypeView(db, card);
  } else if (card.faces.length > 1) {
    kind = DOUBLE_FACED.has(card.layout)
      ? `Double-faced card (${card.layout}): one face up at a time (CR 712).`
      : `A card with ${card.faces.length} parts (${card.layout}).`;
    body = facesView(db, card);
  } else {
    kind = front.prowl ? 'Prowl card: it has an alternative cost (CR 702.76).' : null;
    const ch = db.characteristics(card.name);
    const notes = ch.types.includes('Battle') ? battleNotes(ch) : [];
    body = [el('div', { className: 'panels single' },
      characteristicsPanel(ch, { view: 'card', title: 'As printed', face: front, notes }))];
  }
  const prowls = card.faces.map((face, index) => (face.prowl
    ? prowlSection(db.characteristics(card.name, card.faces.length > 1 ? { face: index } : undefined), face.prowl)
    : null));
  const warnings = card.warnings.length
    ? el('div', { className: 'warnings' }, el('p', {}, 'Notes from reading the card data:'),
      el('ul', {}, card.warnings.map((w) => el('li', {}, `${w.field ? `${w.field}: ` : ''}${w.message}`))))
    : null;
  return el('div', { className: 'card-view', dataset: { layout: card.layout } },
    el('h3', { id: 'card-title', className: 'card-title', tabIndex: -1 }, card.name),
    kind ? el('p', { className: 'kind' }, kind) : null,
    body, prowls, warnings);
}
