// The playtester: a decklist (pasted or a sample) becomes a game in the rules engine; the page shows the
// board and offers, as buttons, exactly the actions `game.legalActions()` lists (the one source of truth).
// Card names and every other string from the engine or the user are set with textContent (via `el`),
// never parsed as HTML.
import init, { CardDb, Game, parseDecklist, parseManaCost } from '../pkg/web/mtg_rules.js';
import { el } from './card-view.js';
import { drawCost, colorWords } from './mana.js';
import { SAMPLE_DECKS, deckCards } from './sample-decks.js';
import { loadBundledCards } from './card-data.js';
import { mergeCards, setupUserCards } from './user-cards.js';

const MAX_UNDO = 300;
const MAX_LOG = 2000;
const ME = 0;
const OPPONENT = 1;

const STEP_LABELS = {
  untap: 'untap step', upkeep: 'upkeep', draw: 'draw step', precombatMain: 'precombat main phase',
  beginningOfCombat: 'beginning of combat', declareAttackers: 'declare attackers step',
  declareBlockers: 'declare blockers step', combatDamage: 'combat damage step', endOfCombat: 'end of combat',
  postcombatMain: 'postcombat main phase', end: 'end step', cleanup: 'cleanup step',
};
const ADVANCE_STEPS = ['upkeep', 'draw', 'precombatMain', 'beginningOfCombat', 'declareAttackers', 'postcombatMain', 'end'];
const METHOD_LABELS = { normal: 'Cast', prototype: 'Prototype', prowl: 'Prowl', transformed: 'Transformed', sneak: 'Sneak', flashback: 'Flashback', escape: 'Escape', disturb: 'Disturb', adventure: 'Adventure', fused: 'Fused', withoutPayingManaCost: 'Cast without paying its mana cost', jumpStart: 'Jump-start', miracle: 'Miracle' };

// The rooms of Undercity, the initiative's dungeon (CR 309.4, 725.2): name and the rooms its arrows point to.
const UNDERCITY_ROOMS = {
  secretEntrance: ['Secret Entrance', ['forge', 'lostWell']],
  forge: ['Forge', ['trap', 'arena']],
  lostWell: ['Lost Well', ['arena', 'stash']],
  trap: ['Trap!', ['archives']],
  arena: ['Arena', ['archives', 'catacombs']],
  stash: ['Stash', ['catacombs']],
  archives: ['Archives', ['throneOfTheDeadThree']],
  catacombs: ['Catacombs', ['throneOfTheDeadThree']],
  throneOfTheDeadThree: ['Throne of the Dead Three', []],
};
const COLOR_WORDS = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };
const roomName = (room) => UNDERCITY_ROOMS[room]?.[0] ?? String(room);
/** The room a "you may" answer of the room choice (CR 309.5a) moves `player`'s venture marker into. */
const nextRoom = (player, accept) => {
  const room = current?.players?.[player]?.dungeonRoom;
  const next = UNDERCITY_ROOMS[room]?.[1] ?? [];
  return next[accept ? 0 : 1];
};

const $ = (id) => document.getElementById(id);

let db = null; // the CardDb of the cards in use: the bundled ones, and the user's own when imported
let game = null; // the Game in progress (freed when replaced)
let goldfish = true;
let undoStack = []; // [{ json, logLength }]
let log = []; // [{ text, kind }]
const names = new Map(); // object id -> card name (ids are never reused, CR 400.7)
const controllers = new Map(); // object id -> its last known controller
let current = null; // the last state read from the game (refreshed after every change)
let explained = null; // the permanent whose characteristics the "why" panel explains (an object id)

// ---------------------------------------------------------------- words

const playerName = (p) => (p === ME ? 'You' : 'Opponent');
/** "You play" / "Opponent plays". */
const says = (p, you, them) => `${playerName(p)} ${p === ME ? you : them}`;
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
const cardName = (id) => names.get(id) ?? `object ${id}`;
/** The name of one face of a card (a modal double-faced card played as its back face, CR 712.12). */
const faceName = (id, face) => {
  try {
    return db.card(names.get(id)).faces[face]?.name ?? cardName(id);
  } catch {
    return cardName(id);
  }
};
/** A card name, with "Opponent's" for the opponent's objects (so two Grizzly Bears can be told apart). */
const qualified = (id, fallback) => {
  const name = names.get(id) ?? fallback ?? `object ${id}`;
  return controllers.get(id) === OPPONENT ? `Opponent's ${name}` : name;
};
const capitalized = (text) => text.replace(/^./, (c) => c.toUpperCase());
const stepLabel = (step) => STEP_LABELS[step] ?? String(step);
const humanize = (type) => String(type).replace(/([A-Z])/g, ' $1').toLowerCase();
const manaText = (mana) => mana.map((m) => `{${m}}`).join('');

function remember(state) {
  current = state;
  for (const o of state.objects) {
    names.set(o.id, o.card);
    controllers.set(o.id, o.controller);
  }
}

/** A readable value of an action's field: players by name, objects by card name, targets, lists. */
function describeValue(key, value) {
  if (value === null || value === undefined) return 'none';
  if (Array.isArray(value)) return value.length ? value.map((v) => describeValue(key, v)).join(', ') : 'none';
  if (typeof value === 'object') {
    if (value.type === 'player' && 'player' in value) return playerName(value.player);
    if ('object' in value && Object.keys(value).length <= 2) return describeObject(value.object);
    if ('attacker' in value && 'target' in value) return `${cardName(value.attacker)} → ${describeTarget(value.target)}`;
    if ('blocker' in value && 'attacker' in value) return `${cardName(value.blocker)} blocks ${cardName(value.attacker)}`;
    if ('attacker' in value && 'to' in value && 'amount' in value) {
      return `${value.amount} from ${cardName(value.attacker)} to ${describeValue('to', value.to)}`;
    }
    if (value.type && Object.keys(value).length === 1) return humanize(value.type);
    return Object.entries(value).map(([k, v]) => `${humanize(k)}: ${describeValue(k, v)}`).join(', ');
  }
  if (typeof value === 'number') {
    if (/player|protector|controller|owner/i.test(key)) return playerName(value);
    if (/object|battle|keep|attacker|blocker|card|source|target/i.test(key)) return describeObject(value);
  }
  return String(value);
}

function describeObject(id) {
  const o = current?.objects.find((x) => x.id === id);
  if (!o) return cardName(id);
  const where = o.zone === 'battlefield' ? '' : ` (${o.zone})`;
  return `${o.card}${where}`;
}

/** An attack target: a player, or a planeswalker or battle with its counters and protector. */
function describeTarget(t) {
  if (!t) return 'nothing';
  if (t.type === 'player') return playerName(t.player);
  const o = current?.objects.find((x) => x.id === t.object);
  if (!o) return `${t.type} ${t.object}`;
  if (t.type === 'battle') {
    const protector = o.protector === null || o.protector === undefined ? '' : `, protected by ${playerName(o.protector)}`;
    return `${o.card} (battle, defense ${o.counters.defense ?? 0}${protector})`;
  }
  if (t.type === 'planeswalker') return `${o.card} (planeswalker, loyalty ${o.counters.loyalty ?? 0})`;
  return o.card;
}

/** One part of an activated ability's cost in words (CR 118, 602.1). */
function costPart(part) {
  switch (part.type) {
    case 'tap': return '{T}';
    case 'untap': return '{Q}';
    case 'mana': return typeof part.cost === 'string' ? part.cost : 'mana';
    case 'payLife': return `pay ${part.amount} life`;
    case 'payEnergy': return `pay ${'{E}'.repeat(part.amount)}`;
    case 'loyalty': return part.change > 0 ? `+${part.change}` : String(part.change);
    case 'sacrificeSelf': return 'sacrifice it';
    case 'discardSelf': return 'discard it';
    case 'exileSelf': return 'exile it';
    default: return `${humanize(part.type)}${part.count ? ` ${part.count}` : ''}`;
  }
}

/** An activated ability of an object in words: its cost, then what it does (from the engine's reading of the card). */
function abilityText(id, index) {
  try {
    const face = current?.objects.find((o) => o.id === id)?.face ?? 0;
    const ability = db.card(names.get(id)).faces[face]?.abilities?.[index];
    if (!ability) return `ability ${index + 1}`;
    const cost = (ability.cost?.parts ?? []).map(costPart).join(', ');
    const effects = (ability.effects ?? []).map((e) => humanize(e.type)).join(', ');
    return `${cost}${effects ? ` → ${effects}` : ''}`;
  } catch {
    return `ability ${index + 1}`;
  }
}

/** A button label for any action; new action types get their type and fields in words. */
function describeAction(a) {
  const who = a.player === ME ? '' : ` (${playerName(a.player)})`;
  switch (a.type) {
    case 'passPriority': return `Pass priority${who}`;
    case 'playLand': return `Play ${a.face == null ? cardName(a.object) : faceName(a.object, a.face)}${who}`;
    case 'plot': return `Plot ${cardName(a.object)}: exile it, cast it free on a later turn${who}`;
    case 'foretell': return `Foretell ${cardName(a.object)}: pay {2}, exile it face down, cast it for its foretell cost on a later turn (CR 702.143a)${who}`;
    case 'suspend': return `Suspend ${cardName(a.object)}: exile it with time counters, cast it free when the last is removed (CR 702.62a)${who}`;
    case 'putCompanionIntoHand': return `Pay {3}: put your companion into your hand (CR 116.2g)${who}`;
    case 'castSpell': {
      const free = a.method?.type === 'withoutPayingManaCost';
      const times = a.method?.type === 'replicated' ? ` ×${a.method.times}` : '';
      const method = free ? ' without paying its mana cost' : a.method?.type && a.method.type !== 'normal' ? ` (${a.method.type}${times})` : '';
      const x = a.x ? ` with X = ${a.x}` : '';
      const targets = a.targets !== undefined ? ` targeting ${describeValue('targets', a.targets)}` : '';
      return `Cast ${cardName(a.object)}${method}${x}${targets}${who}`;
    }
    case 'activateManaAbility': return `Tap ${cardName(a.object)} for mana${a.choice ? ` (choice ${a.choice + 1})` : ''}${who}`;
    case 'declareAttackers':
      return a.attackers.length ? `Attack: ${describeValue('attackers', a.attackers)}${who}` : `Attack with nothing${who}`;
    case 'declareBlockers':
      return a.blockers.length ? `Block: ${describeValue('blockers', a.blockers)}${who}` : `No blocks${who}`;
    case 'discard': return `Discard ${cardName(a.object)}${who}`;
    case 'chooseProtector': return `${playerName(a.protector)} protect${a.protector === ME ? '' : 's'} ${cardName(a.battle)}${who}`;
    case 'castTransformed':
      return a.cast ? `Cast ${cardName(a.object)} transformed, for free${who}` : `Leave ${cardName(a.object)} in exile${who}`;
    case 'chooseLegend': return `Keep ${cardName(a.keep)} (the others go to the graveyard)${who}`;
    case 'mulligan': return a.keep ? `Keep this hand${who}` : `Take a mulligan${who}`;
    case 'putOnBottom': return `Put ${describeValue('objects', a.objects)} on the bottom${who}`;
    case 'chooseTargets': {
      // 700.2b: a modal triggered ability's modes (numbered from 1 as printed); none removes it.
      const modes = a.modes?.length ? `Mode ${a.modes.map((m) => m + 1).join(' and ')} of ${cardName(a.object)}` : '';
      const targets = a.targets.length ? `target ${describeValue('targets', a.targets)}` : '';
      if (modes) return `${modes}${targets ? `: ${targets}` : ''}${who}`;
      return a.targets.length ? `Target ${describeValue('targets', a.targets)} with ${cardName(a.object)}${who}` : `No mode for ${cardName(a.object)}${who}`;
    }
    case 'scry': return current?.pending?.look
      ? `Put back on top: ${a.top.map(cardName).join(', ')} (top first)${who}`
      : `Scry: ${a.top.map(cardName).join(', ') || 'nothing'} on top, ${a.bottom.map(cardName).join(', ') || 'nothing'} on the bottom${who}`;
    case 'surveil': return `Surveil: ${a.top.map(cardName).join(', ') || 'nothing'} on top, ${a.graveyard.map(cardName).join(', ') || 'nothing'} into the graveyard${who}`;
    case 'returnLand': return `Return ${cardName(a.object)} to its owner's hand${who}`;
    case 'chooseObject': return `Choose ${cardName(a.object)}${who}`;
    case 'youMay':
      if (current?.pending?.type === 'cascade') return `Don't cast ${cardName(current.pending.object)}: it goes to the bottom${who}`;
      if (current?.pending?.type === 'rebound') return `Don't cast ${cardName(current.pending.object)}: it stays in exile${who}`;
      if (current?.pending?.purpose === 'ventureIntoRoom') return `Venture into ${roomName(nextRoom(a.player, a.accept))}${who}`;
      return a.accept ? `Yes, do it${who}` : `No, don't${who}`;
    case 'chooseMana': return `Add {${a.mana}}${who}`;
    case 'nameACard': return `Name ${a.name}${who}`;
    case 'chooseColor': return `Choose ${COLOR_WORDS[a.color]}${who}`;
    case 'proliferate': {
      const chosen = [...a.objects.map(cardName), ...a.players.map(playerName)];
      return `Proliferate: ${chosen.join(', ') || 'nothing'}${who}`;
    }
    case 'separatePiles': {
      const rest = (current?.pending?.objects ?? []).filter((o) => !a.pile.includes(o));
      return `Piles: ${a.pile.map(cardName).join(', ') || 'nothing'} | ${rest.map(cardName).join(', ') || 'nothing'}${who}`;
    }
    case 'choosePile': {
      const pile = (a.first ? current?.pending?.first : current?.pending?.second) ?? [];
      return `Sacrifice the ${a.first ? 'first' : 'second'} pile: ${pile.map(cardName).join(', ') || 'nothing'}${who}`;
    }
    case 'mutate': return current?.pending?.type === 'mutate'
      ? `Put ${cardName(current.pending.spell)} ${a.onTop ? 'on top of' : 'under'} ${cardName(current.pending.target)}${who}`
      : `Mutate ${a.onTop ? 'on top' : 'under'}${who}`;
    case 'chooseCopy':
      return a.copy === null || a.copy === undefined
        ? `${cardName(a.object)} enters as itself${who}`
        : `${cardName(a.object)} enters as a copy of ${describeObject(a.copy)}${who}`;
    case 'chooseReplacement': {
      const choice = current?.pending?.choice;
      if (choice?.type === 'color') {
        return `Choose ${COLOR_WORDS[a.color] ?? a.color} as ${cardName(a.object)} enters${who}`;
      }
      if (choice?.type === 'discardLand') {
        return a.accept ? `Discard ${cardName(a.card)}: ${cardName(a.object)} enters${who}` : `Discard nothing: ${cardName(a.object)} goes to the graveyard${who}`;
      }
      if (choice?.type === 'creatureType') {
        return `Choose ${a.creatureType} as ${cardName(a.object)} enters${who}`;
      }
      if (choice?.type === 'payLifeOrTapped') {
        return a.accept ? `Pay ${choice.life} life: ${cardName(a.object)} enters untapped${who}` : `${cardName(a.object)} enters tapped${who}`;
      }
      return `${a.accept ? 'Accept' : 'Decline'} as ${cardName(a.object)} enters${who}`;
    }
    case 'assignCombatDamage': return `Assign damage: ${describeValue('assignments', a.assignments)}${who}`;
    case 'payWard': return a.pay ? `Pay the ward cost${who}` : `Don't pay: the spell is countered${who}`;
    case 'activateAbility': {
      const chosen = a.choices?.length ? ` (${describeValue('choices', a.choices)})` : '';
      const targets = a.targets?.length ? ` targeting ${describeValue('targets', a.targets)}` : '';
      return `Activate ${cardName(a.object)}: ${abilityText(a.object, a.ability)}${chosen}${targets}${who}`;
    }
    case 'searchLibrary': return a.found == null ? `Find nothing${who}` : `Find ${cardName(a.found)}${who}`;
    default: {
      const fields = Object.entries(a).filter(([k]) => k !== 'type' && k !== 'player');
      const rest = fields.map(([k, v]) => `${humanize(k)}: ${describeValue(k, v)}`).join('; ');
      return `${humanize(a.type).replace(/^./, (c) => c.toUpperCase())}${rest ? ` — ${rest}` : ''}${who}`;
    }
  }
}

/** For actions that differ only in some fields (e.g. targets), the differing fields in words. */
function differences(actions) {
  if (actions.length < 2) return actions.map(() => '');
  const keys = new Set(actions.flatMap((a) => Object.keys(a)));
  const differing = [...keys].filter((k) => new Set(actions.map((a) => JSON.stringify(a[k] ?? null))).size > 1);
  return actions.map((a) => differing.map((k) => `${humanize(k)}: ${describeValue(k, a[k])}`).join('; '));
}

/** The pending choice in words; `resolving` (the state's) names the spell or ability that asked it. */
function describePending(p, resolving) {
  const s = (you, them) => says(p.player, you, them);
  switch (p.type) {
    case 'mulligan': {
      const taken = p.mulligans?.taken?.[p.player] ?? 0;
      return `${s('keep', 'keeps')} this hand or ${p.player === ME ? 'take' : 'takes'} a mulligan (CR 103.5); mulligans taken: ${taken}.`;
    }
    case 'mulliganBottom':
      return `${s('put', 'puts')} ${plural(p.count, 'card')} from hand on the bottom of the library, in any order (CR 103.5).`;
    case 'declareAttackers': return `${s('declare', 'declares')} attackers (CR 508.1).`;
    case 'declareBlockers': return `${s('declare', 'declares')} blockers (CR 509.1).`;
    case 'discard': return p.effect
      ? `${s('discard', 'discards')} a card for ${resolving ? cardName(resolving.object) : 'a resolving spell or ability'} (CR 701.9b).`
      : `${s('discard', 'discards')} down to seven cards (CR 514.1).`;
    case 'chooseProtector': return `${s('choose', 'chooses')} a protector for ${cardName(p.battle)} (CR 310.9a).`;
    case 'castTransformed': return `${s('may cast', 'may cast')} ${cardName(p.object)} transformed (CR 310.12b).`;
    case 'cascade': return `${s('may cast', 'may cast')} ${cardName(p.object)} without paying its mana cost (cascade, CR 702.85a); the other cards exiled go on the bottom in a random order.`;
    case 'rebound': return `${s('may cast', 'may cast')} ${cardName(p.object)} from exile without paying its mana cost (rebound, CR 702.88a); if not, it stays in exile.`;
    case 'chooseLegend': return `${s('choose', 'chooses')} which legendary permanent to keep (CR 704.5j).`;
    case 'chooseTargets': return `${s('choose', 'chooses')} the modes and targets of ${cardName(p.object)}'s ability (CR 603.3c–d).`;
    case 'mutate': return `${s('put', 'puts')} ${cardName(p.spell)} on top of ${cardName(p.target)} or under it: the merged creature has the top card's characteristics and every card's abilities (CR 702.140c, 729.2).`;
    case 'chooseCopy': return `${s('choose', 'chooses')} what ${cardName(p.object)} enters as a copy of (CR 707.9).`;
    case 'chooseReplacement': return p.choice?.type === 'cardName'
      ? `${s('name', 'names')} a card as ${cardName(p.object)} enters (CR 614.12, 201.3).`
      : `${s('choose', 'chooses')} how ${cardName(p.object)} enters (CR 614.12).`;
    case 'searchLibrary': return `${s('search', 'searches')} ${p.player === ME ? 'your' : 'their'} library for a card (CR 701.23).`;
    case 'scry': return p.look
      ? `${s('look', 'looks')} at the top ${plural(p.cards.length, 'card')} of ${p.player === ME ? 'your' : 'their'} library and ${s('put', 'puts')} them back in any order (CR 608.2d).`
      : `${s('scry', 'scries')} ${p.cards.length} (CR 701.22a).`;
    case 'surveil': return p.look
      ? `${s('look', 'looks')} at the top card of ${p.player === ME ? 'your' : 'their'} library and may put it into the graveyard (CR 608.2d).`
      : `${s('surveil', 'surveils')} ${p.cards.length} (CR 701.25a).`;
    case 'returnLand': return `${s('choose', 'chooses')} a land to return to its owner's hand (CR 608.2d).`;
    case 'chooseObject':
      if (p.purpose === 'putOnTopOfLibrary') return `${s('choose', 'chooses')} a card from ${p.player === ME ? 'your' : 'their'} hand to put on top of the library; the last chosen ends on top (CR 608.2d).`;
      if (p.purpose === 'exileUntilThisLeaves') return `${s('choose', 'chooses')} a card from a hand to exile until the ability's source leaves the battlefield (CR 610.3).`;
      if (p.purpose === 'putCounters') return `${s('choose', 'chooses')} the permanent that gets the counter (CR 122.1, 608.2d).`;
      if (p.purpose === 'putOntoBattlefieldWithCounters') return `${s('choose', 'chooses')} a revealed card to put onto the battlefield with +1/+1 counters (CR 701.20a, 608.2d).`;
      if (p.purpose === 'amass') return `${s('choose', 'chooses')} the Army creature that gets the +1/+1 counters (CR 701.47a).`;
      if (p.purpose === 'exileFromGraveyard') return `${s('choose', 'chooses')} a card in ${p.player === ME ? 'your' : 'their'} graveyard to exile (CR 406.2).`;
      if (p.purpose === 'returnToHand') return `${s('choose', 'chooses')} a card to put into ${p.player === ME ? 'your' : 'their'} hand (CR 608.2d).`;
      if (p.purpose === 'exile') return `${s('choose', 'chooses')} a permanent to exile (CR 701.13a).`;
      if (p.purpose === 'bottomExileOther') return `${s('choose', 'chooses')} the card to put on the bottom of the library; the other is exiled (CR 608.2d).`;
      return p.purpose === 'sacrifice' || p.purpose === 'sacrificeYouGainLifeEqualToPower'
        ? `${s('choose', 'chooses')} a permanent to sacrifice (CR 701.21a).`
        : `${s('choose', 'chooses')} a card from a revealed hand to be discarded (CR 701.9b).`;
    case 'youMay': {
      const whose = p.player === ME ? 'your' : 'their';
      switch (p.purpose) {
        case 'ventureIntoRoom': return `${s('choose', 'chooses')} the next room of Undercity: ${roomName(nextRoom(p.player, true))} (yes) or ${roomName(nextRoom(p.player, false))} (no) (CR 309.5a).`;
        case 'oddOrEven': return `${s('choose', 'chooses')} odd (yes) or even (no) for ${cardName(p.object)} (zero is even; CR 608.2d).`;
        case 'beginOnBattlefield': return `${s('choose', 'chooses')} whether to begin the game with ${cardName(p.object)} from ${whose} opening hand on the battlefield (CR 103.6a).`;
        case 'battlefieldElseHand': return `${s('choose', 'chooses')} whether ${cardName(p.object)} goes onto the battlefield (yes) or into ${whose} hand (no) (CR 608.2d).`;
        case 'topOrBottomOfLibrary': return `${s('choose', 'chooses')} whether ${cardName(p.object)} goes on top of ${whose} library (yes) or on the bottom (no) (CR 608.2d).`;
        case 'shuffle': return `${s('choose', 'chooses')} whether to shuffle ${whose} library (CR 701.24).`;
        case 'thatPlayerShuffles': return `${s('choose', 'chooses')} whether the targeted player shuffles their library (CR 701.24).`;
        case 'returnElseSacrifice': return `${s('choose', 'chooses')} whether to return a permanent to its owner's hand; if not, ${cardName(p.object)} is sacrificed (CR 118.12a).`;
        case 'revealTopCounterIfSameManaValue': return `${s('choose', 'chooses')} whether to reveal the top card of ${whose} library: ${cardName(p.object)} is countered if it has the same mana value (CR 701.20a, 701.6a).`;
        case 'ifYouDo': return `${s('choose', 'chooses')} whether to do what ${cardName(p.object)} says ${p.player === ME ? 'you' : 'they'} may do (CR 603.5).`;
        default: return `${s('choose', 'chooses')} whether to put ${cardName(p.object)} on top of ${whose} library (CR 603.5).`;
      }
    }
    case 'chooseMana': return `${s('choose', 'chooses')} ${p.count} more mana for ${cardName(p.source)}, one at a time (CR 608.2d).`;
    case 'chooseColor': return `${s('choose', 'chooses')} a color for ${cardName(p.spell)}${p.may ? ', or nothing' : ''} (CR 105.1, 608.2d).`;
    case 'nameACard': return `${s('name', 'names')} a card for ${cardName(p.spell)}${p.notBasicLand ? ', not a basic land' : ''} (CR 201.3).`;
    case 'proliferate': return `${s('choose', 'chooses')} which permanents and players with counters get one more of each kind (CR 701.34a).`;
    case 'separatePiles': return `${s('separate', 'separates')} ${p.chooser === ME ? 'your' : "the opponent's"} permanents into two piles (CR 700.3a).`;
    case 'choosePile': return `${s('choose', 'chooses')} a pile and sacrifices every permanent in it (CR 700.3, 701.21a).`;
    case 'assignCombatDamage': return `${s('divide', 'divides')} combat damage among blockers (CR 510.1c).`;
    case 'payWard': {
      const cost = p.mana ?? `${p.life} life`;
      if (p.for === 'mayPay') return `${s('choose', 'chooses')} whether to pay ${cost} for what ${cardName(p.spell)} offers (CR 608.2d).`;
      return p.for?.startsWith('counterUnless')
        ? `${s('pay', 'pays')} ${cost} or ${cardName(p.spell)} is countered${p.for === 'counterUnlessExile' ? ' and exiled' : ''} (CR 608.2d).`
        : `${s('pay', 'pays')} ward ${cost} or ${cardName(p.spell)} is countered (CR 702.21a).`;
    }
    default: return `${s('must choose', 'must choose')}: ${humanize(p.type)}.`;
  }
}

/** One event in words, or null for the ones too small to log. */
function eventText(e) {
  switch (e.type) {
    case 'landPlayed': return `${says(e.player, 'play', 'plays')} ${e.face == null ? e.card : faceName(e.object, e.face)}${e.tapped ? ' (tapped)' : ''}.`;
    case 'manaAdded': return `${says(e.player, 'tap', 'taps')} ${cardName(e.source)} for ${manaText(e.mana)}.`;
    case 'lifePaid': return `${says(e.player, 'pay', 'pays')} ${e.amount} life.`;
    case 'becameCreature': return `${cardName(e.object)} becomes a creature until end of turn.`;
    case 'attached': return `${cardName(e.object)} is attached to ${cardName(e.to)} (CR 701.3).`;
    case 'unattached': return `${cardName(e.object)} becomes unattached (CR 704.5n).`;
    case 'tappedToPay': return `${says(e.player, 'tap', 'taps')} ${cardName(e.object)} to pay (${e.by}).`;
    case 'spellCast': {
      const method = e.method.type === 'normal' ? '' : ` (${e.method.type})`;
      return `${says(e.player, 'cast', 'casts')} ${e.card}${method} for ${e.totalCost}${e.x !== null && e.x !== undefined ? ` (X = ${e.x})` : ''}.`;
    }
    case 'spellResolved':
      return e.permanent !== null && e.permanent !== undefined
        ? `${e.card} resolves and enters the battlefield.` : `${e.card} resolves.`;
    case 'stepBegan': return null;
    case 'untapped': return `${plural(e.objects.length, 'permanent')} untap.`;
    case 'cardDrawn':
      return goldfish && e.player !== ME ? `${says(e.player, 'draw', 'draws')} a card.`
        : `${says(e.player, 'draw', 'draws')} ${cardName(e.object)}.`;
    case 'drawPrevented': return `${says(e.player, "can't", "can't")} draw more than one card this turn: ${cardName(e.source)} (CR 121.2b).`;
    case 'drawSkipped': return `${says(e.player, 'skip', 'skips')} a draw: ${cardName(e.source)}'s controller draws instead (CR 614.1a).`;
    case 'attackersDeclared':
      return e.attackers.length
        ? `${says(e.player, 'attack', 'attacks')}: ${e.attackers.map((d) => `${cardName(d.attacker)} → ${describeTarget(d.target)}`).join(', ')}.`
        : `${says(e.player, 'attack', 'attacks')} with nothing.`;
    case 'blockersDeclared':
      return e.blockers.length
        ? `${says(e.player, 'block', 'blocks')}: ${e.blockers.map((b) => `${qualified(b.blocker)} blocks ${qualified(b.attacker)}`).join(', ')}.`
        : `${says(e.player, 'declare', 'declares')} no blockers.`;
    case 'damageDealt': {
      const to = e.to.type === 'player' ? (e.to.player === ME ? 'you' : 'Opponent') : qualified(e.to.object);
      return `${capitalized(qualified(e.source, e.card))} deals ${e.amount} ${e.combat ? 'combat ' : ''}damage to ${to}.`;
    }
    case 'lifeGained': return `${says(e.player, 'gain', 'gains')} ${e.amount} life.`;
    case 'lifeLost': return `${says(e.player, 'lose', 'loses')} ${e.amount} life.`;
    case 'objectMoved': {
      const where = e.zone === 'exile' ? 'into exile' : e.zone === 'battlefield' ? 'onto the battlefield' : `into the ${e.zone}`;
      return `${capitalized(qualified(e.from, e.card))} is put ${where}.`;
    }
    case 'abilityActivated': return `${says(e.player, 'activate', 'activates')} an ability of ${qualified(e.source, e.card)}.`;
    case 'discarded': return `${says(e.player, 'discard', 'discards')} ${e.card}.`;
    case 'playerLost': return `${says(e.player, 'lose', 'loses')} the game (CR ${e.rule}).`;
    case 'gameOver':
      return e.winner === null || e.winner === undefined ? 'The game is a draw.' : `The game is over: ${says(e.winner, 'win', 'wins')}.`;
    case 'colorChosen': return `${says(e.player, 'choose', 'chooses')} ${COLOR_WORDS[e.color]} for ${cardName(e.object)} (CR 105.1).`;
    case 'protectorChosen': return `${playerName(e.player)} ${e.player === ME ? 'protect' : 'protects'} ${cardName(e.battle)} (CR 310.9).`;
    case 'triggerPutOnStack': return `${e.card}'s ability triggers.`;
    case 'abilityResolved': return `${e.card}'s ability resolves.`;
    case 'declined': return `${says(e.player, 'decline', 'declines')} to cast ${cardName(e.object)}.`;
    case 'transformed': return `${cardName(e.object)} transforms (CR 701.27a).`;
    case 'becameDayOrNight': return `It becomes ${e.designation} (CR 730.1).`;
    case 'revealed': return `${says(e.player, 'reveal', 'reveals')} ${e.card} from the top of ${e.player === ME ? 'your' : 'their'} library.`;
    case 'libraryShuffled': return `${says(e.player, 'shuffle', 'shuffles')} ${e.player === ME ? 'your' : 'their'} library.`;
    case 'mulliganDeclared': return e.keep ? `${says(e.player, 'keep', 'keeps')} the hand.` : `${says(e.player, 'take', 'takes')} a mulligan.`;
    case 'mulliganTaken': return `${says(e.player, 'draw', 'draws')} a new hand of seven (mulligan ${e.mulligans}).`;
    case 'putOnBottom':
      return goldfish && e.player !== ME ? `${says(e.player, 'put', 'puts')} ${plural(e.objects.length, 'card')} on the bottom.`
        : `${says(e.player, 'put', 'puts')} ${e.objects.map(cardName).join(', ')} on the bottom of the library.`;
    case 'becameTheMonarch': return `${says(e.player, 'become', 'becomes')} the monarch (CR 724.1).`;
    case 'tookTheInitiative': return `${says(e.player, 'take', 'takes')} the initiative (CR 725.1).`;
    case 'venturedIntoRoom': return `${says(e.player, 'venture', 'ventures')} into Undercity: ${roomName(e.room)} (CR 701.49, 309.4c).`;
    case 'completedDungeon': return `${says(e.player, 'complete', 'completes')} Undercity (CR 309.7).`;
    case 'goaded': return `${cardName(e.object)} is goaded by ${e.by === ME ? 'you' : 'the opponent'} until ${e.by === ME ? 'your' : 'their'} next turn (CR 701.15a).`;
    case 'mulligansDone': return 'Every player has kept an opening hand: the game begins (CR 103.8).';
    case 'targetsChosen': return `${capitalized(qualified(e.object, cardName(e.object)))} targets ${describeValue('targets', e.targets)}.`;
    case 'mutated': return `${e.card} mutates ${e.onTop ? 'on top of' : 'under'} ${cardName(e.object)} (CR 702.140c).`;
    case 'didNotResolve': return `${e.card} does not resolve (CR ${e.rule}).`;
    case 'countered': return `${e.card} is countered.`;
    case 'counteredIntoExile': return `${e.card} is countered and exiled (CR 614.1a).`;
    case 'destroyed': return `${e.card} is destroyed.`;
    case 'tokenCreated': return `${says(e.controller, 'create', 'creates')} a token: ${e.card}.`;
    case 'emblemCreated': return `${says(e.player, 'get', 'gets')} an emblem from ${e.card}.`;
    case 'tokenCeasedToExist': return `The token ${e.card} ceases to exist.`;
    case 'spellCopied': return `${says(e.controller, 'put', 'puts')} a copy of ${e.card} on the stack (CR 707.10).`;
    case 'spellCopyCeasedToExist': return `The copy of ${e.card} ceases to exist.`;
    case 'enteredAsCopy': return e.copied === null || e.copied === undefined
      ? `${cardName(e.object)} enters as itself.` : `${cardName(e.object)} enters as a copy of ${e.card}.`;
    case 'becameCopy': return `${cardName(e.object)} becomes a copy of ${e.card}.`;
    case 'pumped': return `${cardName(e.object)} gets ${e.power >= 0 ? '+' : ''}${e.power}/${e.toughness >= 0 ? '+' : ''}${e.toughness} until end of turn.`;
    case 'countersPut': return `${plural(e.count, `${e.counter} counter`)} on ${cardName(e.object)}.`;
    case 'countersRemoved': return `${plural(e.count, `${e.counter} counter`)} removed from ${cardName(e.object)}.`;
    case 'playerCountersPut': return `${says(e.player, 'get', 'gets')} ${plural(e.count, `${e.counter} counter`)}.`;
    case 'priorityPassed': case 'manaSpent': case 'manaPoolsEmptied': return null;
    default: return `${humanize(e.type)}: ${JSON.stringify(e)}`;
  }
}

// ---------------------------------------------------------------- game flow

function addLog(text, kind = 'event') {
  log.push({ text, kind });
  if (log.length > MAX_LOG) log.splice(0, log.length - MAX_LOG);
}

/** Logs events in words, each prefixed with its turn; a new step is a heading line. */
function logEvents(events, startTurn) {
  let turn = startTurn;
  for (const e of events) {
    if (e.type === 'stepBegan') {
      turn = e.turn;
      if (e.step === 'untap') addLog(`Turn ${e.turn} (${e.activePlayer === ME ? 'your' : "Opponent's"} turn) begins.`, 'turn');
      continue;
    }
    const text = eventText(e);
    if (text) addLog(`Turn ${turn}: ${text}`);
  }
}

/** The goldfish: the opponent keeps its hand, passes, declares no attackers or blockers, takes the first listed answer otherwise. */
function autoOpponent(events) {
  if (!goldfish) return;
  for (let i = 0; i < 2000 && game.actingPlayer === OPPONENT; i += 1) {
    const actions = game.legalActions();
    remember(game.state());
    const pick = actions.find((a) => a.type === 'passPriority')
      ?? actions.find((a) => a.type === 'mulligan' && a.keep)
      ?? actions.find((a) => a.type === 'declareAttackers' && a.attackers.length === 0)
      ?? actions.find((a) => a.type === 'declareBlockers' && a.blockers.length === 0)
      ?? actions.find((a) => a.type === 'castTransformed' && !a.cast)
      ?? actions[0];
    if (!pick) break;
    events.push(...game.apply(pick));
  }
  remember(game.state());
}

/** Runs `change(events)` as one undoable step: snapshot, log, goldfish replies, errors shown. */
function perform(change) {
  hideEngineError();
  const json = game.toJson();
  const logLength = log.length;
  const events = [];
  const startTurn = game.state().turn;
  remember(game.state());
  try {
    change(events);
    remember(game.state());
    autoOpponent(events);
  } catch (e) {
    showEngineError(e);
  }
  remember(game.state());
  if (game.toJson() !== json) {
    undoStack.push({ json, logLength });
    if (undoStack.length > MAX_UNDO) undoStack.shift();
  }
  logEvents(events, startTurn);
  render();
}

function act(action) {
  perform((events) => { events.push(...game.apply(action)); });
}

/** Checks an action built from a form with isLegal first; an illegal one shows the engine's reason. */
function tryAction(action) {
  let legal;
  try {
    legal = game.isLegal(action);
  } catch (e) {
    showEngineError(e); // not an action at all (invalid_action)
    return;
  }
  if (legal) {
    act(action);
    return;
  }
  const copy = game.clone();
  try {
    copy.apply(action);
    showEngineError(new Error('The engine refused the action.'));
  } catch (e) {
    showEngineError(e);
  } finally {
    copy.free();
  }
}

function advanceTo(step) {
  perform((events) => {
    events.push(...game.advance({ until: { type: 'step', step }, noAttacks: goldfish && step !== 'declareAttackers', noBlocks: goldfish }));
  });
}

function passToMyNextTurn() {
  const start = game.state().turn;
  perform((events) => {
    for (let i = 0; i < 20; i += 1) {
      const s = game.state();
      if (game.actingPlayer === null || (s.activePlayer === ME && s.turn > start)) break;
      if (i > 0 && s.pending && game.actingPlayer === ME) break; // a choice only you can make
      events.push(...game.advance({ until: { type: 'nextTurn' }, noAttacks: goldfish, noBlocks: goldfish }));
      remember(game.state());
      autoOpponent(events);
      if (!goldfish) break;
    }
  });
}

function undo() {
  const last = undoStack.pop();
  if (!last) return;
  hideEngineError();
  const restored = Game.fromJson(db, last.json);
  game.free();
  game = restored;
  remember(game.state());
  log.length = Math.min(log.length, last.logLength);
  addLog('Undone: the game is back to the state before the last action.', 'note');
  render();
}

// ---------------------------------------------------------------- rendering

function showEngineError(e) {
  const box = $('engine-error');
  box.replaceChildren(el('p', { className: 'error' }, 'The rules engine says no: ',
    el('span', { className: 'message' }, String(e?.message ?? e)),
    e?.code ? el('span', { className: 'rule' }, ` [${e.code}${e.rule ? `, CR ${e.rule}` : ''}]`) : null));
  box.hidden = false;
}

function hideEngineError() {
  $('engine-error').hidden = true;
  $('engine-error').replaceChildren();
}

function button(label, onclick, props = {}) {
  return el('button', { type: 'button', onclick, ...props }, label);
}

/** A button that applies one listed action. */
function actionButton(action, label = describeAction(action)) {
  return button(label, () => act(action), { className: 'action', dataset: { action: action.type } });
}

function costElement(manaCost) {
  const box = el('span', { className: 'symbols cost', dataset: { text: manaCost ?? '' } });
  try {
    drawCost(box, parseManaCost(manaCost ?? ''));
  } catch {
    box.textContent = manaCost ?? '';
  }
  return box;
}

function ptText(ch) {
  if (!ch) return '';
  if (ch.powerText !== null && ch.powerText !== undefined) return `${ch.power ?? ch.powerText}/${ch.toughness ?? ch.toughnessText}`;
  return '';
}

function render() {
  const s = game.state();
  remember(s);
  const actions = game.legalActions();
  renderStatus(s);
  renderControls(s, actions);
  renderChoices(s, actions);
  renderPlayers(s, actions);
  renderStack(s);
  renderHands(s, actions);
  renderWhy();
  renderLog();
  $('undo').disabled = undoStack.length === 0;
  document.body.dataset.turn = String(s.turn);
  document.body.dataset.step = s.step;
  document.body.dataset.pending = s.pending?.type ?? '';
  document.body.dataset.acting = game.actingPlayer === null || game.actingPlayer === undefined ? '' : String(game.actingPlayer);
}

function renderStatus(s) {
  const acting = game.actingPlayer;
  const over = acting === null || acting === undefined;
  const beforeGame = Boolean(s.pending?.type?.startsWith('mulligan'));
  const parts = beforeGame ? ['Before the first turn (opening hands)']
    : [`Turn ${s.turn}`, stepLabel(s.step), `${s.activePlayer === ME ? 'your' : "Opponent's"} turn`];
  // The game's day/night designation, once it has one (CR 730.1).
  if (s.dayNight) parts.splice(1, 0, s.dayNight === 'day' ? 'day' : 'night');
  if (over) parts.push('the game is over');
  else if (s.pending) parts.push(describePending(s.pending, s.resolving));
  else parts.push(`${playerName(s.priorityPlayer)} ${s.priorityPlayer === ME ? 'have' : 'has'} priority`);
  $('game-status').textContent = parts.join(' · ');
}

function renderControls(s, actions) {
  const pass = actions.find((a) => a.type === 'passPriority');
  $('pass-slot').replaceChildren(pass ? actionButton(pass) : button('Pass priority', () => {}, { disabled: true }));
  const over = game.actingPlayer === null || game.actingPlayer === undefined;
  for (const id of ['advance', 'next-turn', 'advance-step']) $(id).disabled = over || Boolean(s.pending?.type?.startsWith('mulligan'));
}

/** Pending choices and every listed action not shown elsewhere (cast and land buttons are with the hand). */
function renderChoices(s, actions) {
  const box = $('choices');
  const parts = [];
  if (s.pending) parts.push(el('p', { className: 'pending' }, describePending(s.pending, s.resolving)));
  if (s.pending?.type === 'declareAttackers') parts.push(attackForm(s, actions));
  if (s.pending?.type === 'declareBlockers') parts.push(blockForm(s, actions));
  const elsewhere = new Set(['castSpell', 'playLand', 'activateManaAbility', 'passPriority']);
  const rest = actions.filter((a) => !elsewhere.has(a.type));
  if (rest.length) {
    const groups = new Map();
    for (const a of rest) {
      if (!groups.has(a.type)) groups.set(a.type, []);
      groups.get(a.type).push(a);
    }
    for (const [type, list] of groups) {
      const declaration = type === 'declareAttackers' || type === 'declareBlockers';
      const buttons = el('div', { className: 'action-list', role: 'group', 'aria-label': humanize(type) }, list.map((a) => actionButton(a)));
      parts.push(declaration ? el('details', { className: 'quick' }, el('summary', {}, 'Listed declarations'), buttons) : buttons);
    }
  }
  if (game.actingPlayer === null || game.actingPlayer === undefined) parts.push(el('p', { className: 'pending' }, 'The game is over.'));
  box.replaceChildren(...parts);
}

function attackForm(s, actions) {
  const decls = actions.filter((a) => a.type === 'declareAttackers');
  const attackers = [...new Set(decls.flatMap((a) => a.attackers.map((d) => d.attacker)))];
  const targetsByKey = new Map();
  for (const d of decls.flatMap((a) => a.attackers)) targetsByKey.set(JSON.stringify(d.target), d.target);
  const targets = [...targetsByKey.values()];
  const player = s.pending.player;
  const rows = attackers.map((id) => {
    const ch = safeCharacteristics(id);
    const select = el('select', { id: `attack-target-${id}`, className: 'attack-target', 'aria-label': `What ${cardName(id)} attacks` },
      targets.map((t) => el('option', { value: JSON.stringify(t) }, describeTarget(t))));
    return el('li', { dataset: { card: cardName(id), id: String(id) } },
      el('label', { className: 'inline' }, el('input', { type: 'checkbox', className: 'attacker', value: String(id), id: `attacker-${id}` }),
        ` ${cardName(id)} ${ptText(ch)}`),
      ' attacks ', select);
  });
  const form = el('form', { className: 'combat-form', id: 'attack-form' },
    el('p', {}, 'Choose attackers and, for each, what it attacks: a player, a planeswalker, or a battle (CR 506.3, 310.9b).'),
    el('ul', { className: 'plain' }, rows),
    el('button', { type: 'submit', id: 'declare-attackers' }, 'Declare attackers'));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const chosen = [...form.querySelectorAll('input.attacker:checked')].map((box) => {
      const attacker = Number(box.value);
      return { attacker, target: JSON.parse(form.querySelector(`#attack-target-${attacker}`).value) };
    });
    tryAction({ type: 'declareAttackers', player, attackers: chosen });
  });
  return form;
}

function blockForm(s, actions) {
  const decls = actions.filter((a) => a.type === 'declareBlockers');
  const blockers = [...new Set(decls.flatMap((a) => a.blockers.map((b) => b.blocker)))];
  const attackers = (s.combat?.attackers ?? []).map((a) => a.object);
  const player = s.pending.player;
  const rows = blockers.map((id) => el('li', { dataset: { card: cardName(id) } },
    el('label', { className: 'inline', htmlFor: `block-${id}` }, `${cardName(id)} ${ptText(safeCharacteristics(id))} `),
    el('select', { id: `block-${id}`, className: 'block-choice' },
      el('option', { value: '' }, 'does not block'),
      attackers.map((a) => el('option', { value: String(a) }, `blocks ${cardName(a)}`)))));
  const form = el('form', { className: 'combat-form', id: 'block-form' },
    el('p', {}, blockers.length ? 'Choose blockers (CR 509.1).' : 'No creature can block.'),
    el('ul', { className: 'plain' }, rows),
    el('button', { type: 'submit', id: 'declare-blockers' }, 'Declare blockers'));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const chosen = [...form.querySelectorAll('select.block-choice')]
      .filter((sel) => sel.value !== '')
      .map((sel) => ({ blocker: Number(sel.id.slice('block-'.length)), attacker: Number(sel.value) }));
    tryAction({ type: 'declareBlockers', player, blockers: chosen });
  });
  return form;
}

function safeCharacteristics(id) {
  try {
    return game.characteristics(id);
  } catch {
    return null;
  }
}

function renderPlayers(s, actions) {
  const panels = s.players.map((p) => {
    const exile = s.objects.filter((o) => o.zone === 'exile' && o.owner === p.id).length;
    const pool = Object.entries(p.manaPool.mana).filter(([, n]) => n > 0).map(([t, n]) => `{${t}}`.repeat(n)).join('');
    const badges = [];
    if (s.activePlayer === p.id) badges.push('active player');
    if (!s.pending && s.priorityPlayer === p.id) badges.push('priority');
    if (p.lost) badges.push('lost');
    if (s.monarch === p.id) badges.push('the monarch (CR 724)');
    if (s.initiative === p.id) badges.push('the initiative (CR 725)');
    const permanents = s.battlefield.map((id) => s.objects.find((o) => o.id === id)).filter((o) => o && o.controller === p.id);
    return el('section', { className: 'player', dataset: { player: String(p.id) }, 'aria-label': playerName(p.id) },
      el('h3', {}, p.id === ME ? 'You' : goldfish ? 'Opponent (goldfish)' : 'Opponent',
        badges.length ? el('span', { className: 'badges' }, ` — ${badges.join(', ')}`) : null),
      el('dl', { className: 'counts' },
        el('dt', {}, 'Life'), el('dd', { dataset: { field: 'life' } }, String(p.life)),
        el('dt', {}, 'Library'), el('dd', { dataset: { field: 'library' } }, String(p.library.length)),
        el('dt', {}, 'Hand'), el('dd', { dataset: { field: 'hand' } }, String(p.hand.length)),
        el('dt', {}, 'Graveyard'), el('dd', { dataset: { field: 'graveyard' } }, String(p.graveyard.length)),
        el('dt', {}, 'Exile'), el('dd', { dataset: { field: 'exile' } }, String(exile)),
        // Counters on the player: energy (CR 107.14), poison (CR 122.1f), …
        Object.entries(p.counters ?? {}).filter(([, n]) => n > 0).flatMap(([kind, n]) => [
          el('dt', {}, capitalized(kind)), el('dd', { dataset: { field: `counter-${kind}` } }, String(n))]),
        pool ? [el('dt', {}, 'Mana pool'), el('dd', { dataset: { field: 'pool' } }, pool)] : null,
        // The room of Undercity the venture marker is on (CR 309.4), and the dungeons completed (CR 309.7).
        p.dungeonRoom ? [el('dt', {}, 'Undercity'), el('dd', { dataset: { field: 'dungeon' } }, roomName(p.dungeonRoom))] : null,
        p.dungeonsCompleted ? [el('dt', {}, 'Dungeons completed'),
          el('dd', { dataset: { field: 'dungeonsCompleted' } }, String(p.dungeonsCompleted))] : null),
      el('h4', {}, 'Battlefield'),
      permanents.length
        ? el('ul', { className: 'battlefield' }, permanents.map((o) => permanentItem(o, actions)))
        : el('p', { className: 'status' }, 'No permanents.'),
      p.graveyard.length ? el('details', {}, el('summary', {}, 'Graveyard'),
        el('ul', {}, p.graveyard.map((id) => el('li', {}, cardName(id))))) : null);
  });
  $('players').replaceChildren(...panels);
}

function permanentItem(o, actions) {
  const ch = safeCharacteristics(o.id);
  const facts = [];
  if (ch?.types?.length) facts.push(ch.typeLine);
  const pt = ptText(ch);
  if (pt) facts.push(pt);
  if (o.prototyped) facts.push('prototyped');
  if (o.tapped) facts.push('tapped');
  if (o.summoningSick && ch?.types?.includes('Creature')) facts.push('summoning sick');
  for (const [kind, n] of Object.entries(o.counters ?? {})) facts.push(`${kind} ${n}`);
  if (o.protector !== null && o.protector !== undefined) facts.push(`protected by ${playerName(o.protector)}`);
  // What happens at defense 0, by the Comprehensive Rules of 7 August 2026.
  if (ch?.types?.includes('Battle')) {
    facts.push(ch.subtypes?.includes('Siege')
      ? 'at defense 0: exiled, then may be cast transformed (CR 310.12b, 704.5v)'
      : 'at defense 0: to its owner’s graveyard (CR 310.8, 704.5w)');
  }
  if (o.damage) facts.push(`${o.damage} damage`);
  const mine = actions.filter((a) => a.type === 'activateManaAbility' && a.object === o.id);
  const colors = ch?.colors?.length ? ch.colors.join('') : 'C';
  const why = button('Why?', () => explain(o.id, true), {
    className: 'why-button', 'aria-controls': 'why', 'aria-label': `Why: what changed the characteristics of ${qualified(o.id, o.card)}`,
  });
  if (explained === o.id) why.setAttribute('aria-pressed', 'true');
  const item = el('li', { className: `permanent${o.tapped ? ' tapped' : ''}${explained === o.id ? ' explained' : ''}`, dataset: { id: String(o.id), card: o.card, colors } },
    el('span', { className: 'name' }, o.card),
    el('span', { className: 'facts' }, facts.join(' · ')),
    why,
    mine.length ? el('span', { className: 'mana-buttons' }, mine.map((a) => actionButton(a, a.choice ? `Tap for mana (${a.choice + 1})` : 'Tap for mana'))) : null);
  // Hovering a permanent explains it too (the button is the keyboard's way).
  item.addEventListener('mouseenter', () => explain(o.id));
  return item;
}

// ---------------------------------------------------------------- why (CR 613)

const signed = (n) => `${n >= 0 ? '+' : ''}${n}`;
const CAUSE_WORDS = {
  staticAbility: 'a static ability', attached: 'an Equipment or Aura', counters: 'counters', castMethod: 'its cast method',
  typeChange: 'an effect that set its types', animation: 'its own animation', untilEndOfTurn: 'an effect until end of turn',
  untilNextTurn: "an effect until a player's next turn",
};

/** One change as a sentence: what, from what (its source, else its cause), then (layer, rule). */
function changeText(c) {
  const from = c.sourceName ?? (c.cause ? CAUSE_WORDS[c.cause] ?? humanize(c.cause) : null);
  let what;
  switch (c.type) {
    case 'copy': what = `copy of ${c.card}`; break;
    case 'copyException': what = `copy exception: ${[c.subtype ? `also a ${c.subtype}` : '', c.colors ? colorWords(c.colors) : '', c.noManaCost ? 'no mana cost' : '', c.haste ? 'haste' : ''].filter(Boolean).join(', ')}`; break;
    case 'types': what = `is a ${[...c.types].join(' ')}${c.subtypes.length ? ` — ${c.subtypes.join(' ')}` : ''}`; break;
    case 'subtypeAdded': what = `is also a ${c.subtype}`; break;
    case 'landTypeSet': what = `is a ${c.subtype}`; break;
    case 'landTypeAdded': what = `is also a ${c.subtype}`; break;
    case 'colors': what = `is ${colorWords(c.colors)}`; break;
    case 'keywordGained': what = `has ${c.keyword}`; break;
    case 'keywordLost': what = `loses ${c.keyword}`; break;
    case 'abilitiesLost': what = 'loses all abilities'; break;
    case 'powerToughnessDefined': what = `${signed(c.power)}/${signed(c.toughness)} for its printed * (characteristic-defining)`; break;
    case 'powerToughnessSet': what = `base power and toughness ${c.power}/${c.toughness}`; break;
    case 'powerToughnessChanged': what = `${signed(c.power)}/${signed(c.toughness)}`; break;
    default: what = humanize(c.type);
  }
  const joiner = c.type === 'powerToughnessChanged' || c.type === 'keywordGained' || c.type === 'copy' ? ' from ' : ': ';
  const sourceText = from ? `${c.type === 'copy' ? ': ' : joiner}${from}` : '';
  return `${what}${sourceText} (layer ${c.layer}, ${c.rule})`;
}

/** Shows, in the "why" panel, `id`'s characteristics now and what changed them, and why (CR 613). */
function explain(id, focus = false) {
  explained = id;
  renderWhy();
  for (const li of document.querySelectorAll('.permanent')) {
    const on = li.dataset.id === String(id);
    li.classList.toggle('explained', on);
    li.querySelector('.why-button')?.setAttribute('aria-pressed', String(on));
  }
  if (focus) $('why').focus();
}

function renderWhy() {
  const box = $('why');
  let e = null;
  if (explained !== null) {
    try {
      e = game.explainCharacteristics(explained);
    } catch {
      e = null; // it left the battlefield (CR 400.7)
    }
  }
  if (!e) {
    explained = null;
    box.replaceChildren(el('h3', { id: 'why-heading' }, 'Why'),
      el('p', { className: 'status' }, 'Choose “Why?” on a permanent (or hover it) to see its characteristics now and what changed them.'));
    return;
  }
  const c = e.characteristics;
  const facts = [
    ['Name', c.name],
    ['Mana value', String(c.manaValue)],
    ['Colors', colorWords(c.colors)],
    ['Type line', c.typeLine],
    ptText(c) ? ['Power/toughness', ptText(c)] : null,
    ['Keywords', c.keywords.length ? c.keywords.join(', ') : 'none'],
    ['Counters', Object.entries(e.counters ?? {}).map(([kind, n]) => `${kind} ${n}`).join(', ') || 'none'],
    e.controller !== e.owner ? ['Control', `${playerName(e.controller)} control it; ${playerName(e.owner)} own it (CR 108.4; control-changing effects, layer 2, are not modelled)`] : null,
  ].filter(Boolean);
  const printed = e.printed;
  const printedText = [printed.name, printed.typeLine, ptText(printed)].filter(Boolean).join(' · ');
  box.replaceChildren(
    el('h3', { id: 'why-heading' }, `Why: ${c.name}`),
    el('dl', { className: 'why-facts' }, facts.flatMap(([k, v]) => [el('dt', {}, k), el('dd', { dataset: { field: k } }, v)])),
    el('p', { className: 'printed' }, `Printed: ${printedText}`),
    el('h4', { id: 'why-changes-heading' }, 'What changed them — and why (rule)'),
    e.changes.length
      ? el('ol', { className: 'why-changes', 'aria-labelledby': 'why-changes-heading' }, e.changes.map((ch) => el('li', { dataset: { layer: ch.layer, rule: ch.rule } }, changeText(ch))))
      : el('p', { className: 'status' }, 'Nothing: it has its printed characteristics (CR 109.3).'));
}

function renderStack(s) {
  const items = [...s.stack].reverse().map((id) => {
    const o = s.objects.find((x) => x.id === id);
    if (!o) return el('li', {}, `object ${id}`);
    const ch = o.ability ? null : safeCharacteristics(id);
    const what = o.ability ? `ability of ${o.card}` : `${o.card}${o.prototyped ? ' (prototyped)' : ''}`;
    const extra = ch ? [ptText(ch), ch.colors ? colorWords(ch.colors) : ''].filter(Boolean).join(', ') : '';
    return el('li', { dataset: { card: o.card } }, `${what}${extra ? ` — ${extra}` : ''}, controlled by ${playerName(o.controller)}`);
  });
  $('stack').replaceChildren(...(items.length ? items : [el('li', { className: 'status' }, 'empty')]));
}

function renderHands(s, actions) {
  const shown = goldfish ? [ME] : [ME, OPPONENT];
  const mulliganing = s.pending?.type === 'mulligan' || s.pending?.type === 'mulliganBottom';
  $('hands').replaceChildren(...shown.map((p) => {
    const hand = s.players[p].hand;
    // CR 702.34a, 702.138a, 715.4, 305.1: cards that can be cast from the graveyard (flashback, escape) or from exile (on an
    // adventure), and lands that can be played from the graveyard (Crucible of Worlds), are shown with the hand.
    const onAdventure = s.exile.filter((id) => s.objects.find((x) => x.id === id)?.onAdventure);
    const playable = (id) => graveyardOptions(s, id, p).length
      || actions.some((a) => a.type === 'playLand' && a.object === id);
    const fromGraveyard = mulliganing ? [] : [...s.players[p].graveyard, ...onAdventure].filter(playable);
    return el('section', { className: 'hand', dataset: { player: String(p) }, 'aria-label': `${p === ME ? 'Your' : "Opponent's"} hand` },
      el('h3', {}, `${p === ME ? 'Your' : "Opponent's"} hand (${hand.length})`),
      hand.length ? el('ul', { className: 'hand-cards' }, hand.map((id) => handCard(s, id, actions, mulliganing)))
        : el('p', { className: 'status' }, 'No cards in hand.'),
      fromGraveyard.length ? el('h4', {}, 'Playable from the graveyard or exile (CR 702.34a, 702.138a, 715.4, 305.1)') : null,
      fromGraveyard.length ? el('ul', { className: 'hand-cards graveyard-cards' },
        fromGraveyard.map((id) => handCard(s, id, actions, false, graveyardOptions(s, id, p)))) : null);
  }));
}

/** The cast options of `player`'s card in a graveyard or exile other than casting it from hand (flashback,
 * CR 702.34a; a card on an adventure, 715.4). */
function graveyardOptions(s, id, player) {
  try {
    if (s.objects.find((x) => x.id === id)?.owner !== player) return [];
    return game.castOptions(id).filter((o) => !o.reasons.some((r) => r.code === 'not_in_hand'));
  } catch {
    return [];
  }
}

function handCard(s, id, actions, mulliganing, fromGraveyard = null) {
  const o = s.objects.find((x) => x.id === id);
  const ch = safeCharacteristics(id);
  const item = el('li', { className: 'hand-card', dataset: { id: String(id), card: o.card } },
    el('div', { className: 'hand-card-head' },
      el('span', { className: 'name' }, o.card),
      ch ? costElement(ch.manaCost) : null,
      el('span', { className: 'type' }, ch?.typeLine ?? '')));
  const notUnderstood = unsupportedLines(o.card);
  if (notUnderstood.length) {
    item.append(el('p', { className: 'not-understood' },
      `Text the engine does not understand yet (the card plays without it): ${notUnderstood.join(' / ')}`));
  }
  if (mulliganing) return item;
  const lands = actions.filter((a) => a.type === 'playLand' && a.object === id);
  if (lands.length) item.append(el('div', { className: 'cast-option castable' }, lands.map((a) => actionButton(a))));
  let options = fromGraveyard ?? [];
  try {
    if (!fromGraveyard) options = game.castOptions(id);
  } catch (e) {
    item.append(el('p', { className: 'reason' }, String(e.message ?? e)));
  }
  const isLand = ch?.types?.includes('Land');
  if (isLand && !lands.length) item.append(el('ul', { className: 'reasons' }, el('li', {}, landReason(id))));
  for (const option of options) {
    if (isLand) continue; // a land is played, not cast (CR 305.9)
    const method = option.method.type;
    const c = option.characteristics;
    const facts = [colorWords(c?.colors ?? []), ptText(c), `mana value ${c?.manaValue ?? '?'}`].filter(Boolean).join(' · ');
    // Sneak: one option per unblocked attacker it would return (CR 702.190a).
    const returning = option.method.returning ?? null;
    // CR 709.3: one option per half of a split card; 712.11b: a modal double-faced card's back face, by its name.
    const half = option.method.half ?? null;
    const matching = actions.filter((a) => a.type === 'castSpell' && a.object === id && a.method?.type === method
      && (a.method?.returning ?? null) === returning && (a.method?.half ?? null) === half);
    const diffs = differences(matching);
    // CR 601.2b: "discard a card or pay 3 life": the first way with cards chosen for it, else the second.
    const either = option.otherCosts?.find((o) => o.part.type === 'either')?.text.split(' or ');
    const way = (a) => (either ? ` (${either[a.choices?.length ? 0 : 1]})` : '');
    const row = el('div', { className: `cast-option ${option.castable ? 'castable' : 'unavailable'}`, dataset: { method } },
      el('span', { className: 'method' }, half !== null || method === 'backFace' ? `Cast ${c?.name ?? `half ${half}`}` : METHOD_LABELS[method] ?? humanize(method),
        returning !== null ? `, returning ${cardName(returning)} to hand` : ''),
      costElement(option.manaCost),
      // CR 601.2f–h, 118.8–118.9: the parts of the cost other than mana (life, cards, permanents).
      option.otherCosts?.length ? el('span', { className: 'other-costs' }, ` + ${option.otherCosts.map((c) => c.text).join(', ')}`) : null,
      el('span', { className: 'facts' }, facts));
    // CR 107.3, 601.2b: X is announced as the spell is cast. The listing offers X = 0; this field any X,
    // and the engine refuses (with its reason) an X that cannot be paid.
    const xInput = option.hasX && matching.length
      ? el('input', { type: 'number', min: '0', max: '1000000', step: '1', value: '0', inputMode: 'numeric', className: 'x-value' })
      : null;
    if (xInput) row.append(el('label', { className: 'x-choice' }, ' X = ', xInput));
    const castButton = (a, label) => (xInput
      ? button(label, () => tryAction({ ...a, x: Math.max(0, Math.trunc(Number(xInput.value) || 0)) }), { className: 'action', dataset: { action: a.type } })
      : actionButton(a, label));
    if (matching.length) {
      row.append(el('span', { className: 'cast-buttons' }, matching.map((a, i) => castButton(a,
        `${method === 'normal' ? 'Cast' : `Cast (${method})`}${way(a)}${diffs[i] ? ` — ${diffs[i]}` : ''}`))));
    } else if (option.castable) {
      row.append(el('span', { className: 'status' }, ' castable, but not listed now'));
    }
    if (option.reasons.length) {
      row.append(el('ul', { className: 'reasons' }, option.reasons.map((r) => el('li', {}, r.message,
        el('span', { className: 'rule' }, ` [${r.code}, CR ${r.rule}]`)))));
    }
    item.append(row);
  }
  return item;
}

const unsupportedCache = new Map();
/** The oracle lines of a card the engine does not understand (CR 113: never guessed, never applied). */
function unsupportedLines(name) {
  if (!unsupportedCache.has(name)) {
    let lines = [];
    try {
      lines = [...new Set(db.card(name).faces.flatMap((f) => f.unsupportedText))];
    } catch {
      lines = []; // a token's description is not a card of the database
    }
    unsupportedCache.set(name, lines);
  }
  return unsupportedCache.get(name);
}

/** Why a land in hand cannot be played now: the engine's own refusal, asked on a copy. */
function landReason(id) {
  const o = current.objects.find((x) => x.id === id);
  const copy = game.clone();
  try {
    copy.apply({ type: 'playLand', player: o.owner, object: id });
    return 'It can be played.';
  } catch (e) {
    return el('span', {}, String(e.message ?? e), el('span', { className: 'rule' }, ` [${e.code}${e.rule ? `, CR ${e.rule}` : ''}]`));
  } finally {
    copy.free();
  }
}

function renderLog() {
  const list = $('log');
  list.replaceChildren(...log.map((entry) => el('li', { className: entry.kind }, entry.text)));
  list.scrollTop = list.scrollHeight;
}

// ---------------------------------------------------------------- the deck form

function showDeckError(heading, error) {
  const box = $('deck-error');
  const problems = Array.isArray(error?.problems) ? error.problems : [];
  box.replaceChildren(
    el('p', { className: 'error' }, heading),
    el('p', {}, String(error?.message ?? error), error?.code ? ` [${error.code}]` : ''),
    problems.length ? el('ul', { className: 'problems' }, problems.map((p) => el('li', {},
      p.line ? el('span', { className: 'where' }, `Line ${p.line}: `) : null,
      p.text ? el('code', { className: 'line-text' }, p.text) : null,
      ' — ', p.message, el('span', { className: 'rule' }, ` [${p.code}${p.rule ? `, CR ${p.rule}` : ''}]`),
      p.suggestion ? el('span', { className: 'suggestion' }, ` Did you mean “${p.suggestion}”?`) : null))) : null);
  box.hidden = false;
  $('deck-status').textContent = heading;
}

/** The card's name if the card data has it, else undefined. */
function knownCard(name) {
  if (!name) return undefined;
  try {
    db.card(name);
    return name;
  } catch {
    return undefined;
  }
}

function startGame() {
  $('deck-error').hidden = true;
  $('deck-error').replaceChildren();
  let deck;
  try {
    deck = parseDecklist($('decklist').value, db);
  } catch (e) {
    showDeckError('The decklist has problems.', e);
    return;
  }
  const cards = deckCards(deck);
  if (cards.length === 0) {
    showDeckError('The decklist has no cards in its main deck.', 'Add lines such as “4 Llanowar Elves”.');
    return;
  }
  const seedText = $('seed').value.trim();
  const seed = Number(seedText);
  if (seedText === '' || !Number.isSafeInteger(seed) || seed < 0) {
    showDeckError('The seed must be a whole number from 0 to 9007199254740991.', `“${seedText}” is not one.`);
    return;
  }
  goldfish = document.querySelector('input[name=mode]:checked')?.value !== 'opponent';
  $('advance-step').value = 'precombatMain';
  $('next-turn').textContent = goldfish ? 'Pass to my next turn' : 'Pass to the next turn';
  // CR 103.2b, 702.139a: the decklist's companion, outside the game (its condition is checked by the engine).
  const companion = knownCard(deck.companion?.[0]?.name);
  const player = companion ? { library: cards, companion } : { library: cards };
  const setup = {
    players: [player, { ...player }],
    activePlayer: ME, step: 'untap', seed, shuffle: true, openingHands: true,
  };
  if (!begin(setup, `New game: ${plural(cards.length, 'card')} in your library, seed ${seed}, ${goldfish ? 'against a goldfish' : 'playing both sides'}.`,
    `Game started with seed ${seed}. Your opening hand is below: keep it or take a mulligan.`)) return;
  perform(() => {}); // the goldfish keeps when it is its turn to declare
  undoStack = [];
  render();
}

/** Replaces the game with a new one from `setup` (false, with the error shown, if it cannot start). */
function begin(setup, note, status) {
  let next;
  try {
    next = new Game(db, setup);
  } catch (e) {
    showDeckError('The game could not start.', e);
    return false;
  }
  if (game) game.free();
  game = next;
  undoStack = [];
  log = [];
  names.clear();
  controllers.clear();
  explained = null;
  addLog(note, 'note');
  $('deck-status').textContent = status;
  $('game-section').hidden = false;
  return true;
}

/** Starts a game from a setup written as JSON (a board to try: permanents, counters, hands), CR 103. */
function startFromSetup() {
  $('deck-error').hidden = true;
  $('deck-error').replaceChildren();
  let setup;
  try {
    setup = JSON.parse($('setup-json').value);
  } catch (e) {
    showDeckError('The setup is not JSON.', e.message);
    return;
  }
  goldfish = document.querySelector('input[name=mode]:checked')?.value !== 'opponent';
  $('next-turn').textContent = goldfish ? 'Pass to my next turn' : 'Pass to the next turn';
  if (begin(setup, 'New game from a setup.', 'Game started from the setup.')) render();
}

function chooseSample(id) {
  const deck = SAMPLE_DECKS.find((d) => d.id === id);
  if (!deck) return;
  $('decklist').value = deck.text;
  $('seed').value = String(deck.seed);
}

async function main() {
  await init();
  const bundled = await loadBundledCards();
  // A game keeps its own card table (a CardDb is read only as a game is made or read back), so the previous one
  // can go when the cards change.
  await setupUserCards((record) => {
    const next = CardDb.fromScryfall(mergeCards(bundled, record?.json));
    db?.free();
    db = next;
  });
  const select = $('sample-deck');
  select.replaceChildren(...SAMPLE_DECKS.map((d) => el('option', { value: d.id }, d.name)), el('option', { value: '' }, 'My own (paste below)'));
  select.addEventListener('change', () => chooseSample(select.value));
  chooseSample(SAMPLE_DECKS[0].id);
  $('advance-step').replaceChildren(...ADVANCE_STEPS.map((s) => el('option', { value: s }, stepLabel(s))));
  $('advance').addEventListener('click', () => advanceTo($('advance-step').value));
  $('next-turn').addEventListener('click', passToMyNextTurn);
  $('undo').addEventListener('click', undo);
  $('deck-form').addEventListener('submit', (event) => { event.preventDefault(); startGame(); });
  $('setup-form').addEventListener('submit', (event) => { event.preventDefault(); startFromSetup(); });
  $('custom-form').addEventListener('submit', (event) => {
    event.preventDefault();
    let action;
    try {
      action = JSON.parse($('custom-action').value);
    } catch (e) {
      showEngineError(new Error(`That is not JSON: ${e.message}`));
      return;
    }
    tryAction(action);
  });
  for (const input of document.querySelectorAll('#deck-form [disabled]')) input.disabled = false;
  $('deck-status').textContent = `${plural(SAMPLE_DECKS.length, 'sample deck')} and the bundled cards are ready.`;
  document.body.dataset.ready = 'true';
}

main().catch((e) => {
  $('deck-status').textContent = `The playtester failed to load: ${e?.message ?? e}`;
});
