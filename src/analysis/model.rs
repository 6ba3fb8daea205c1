//! A deck as the simulator sees it: each distinct card once (a *kind*), with
//! what the engine's card table knows of it — its mana profile as a
//! permanent (605, 305.6, 614.1c, 302.6) and the costs it can be cast for
//! (601.2f, 718.3 prototype) — and what was assumed where the engine does
//! not understand the card.

use super::options::AnalysisOptions;
use crate::card::{CardDb, CardType};
use crate::game::mana_ability::ManaBundle;
use crate::game::state::{ManaType, ManaTypes};
use crate::game::{CardEntry, ManaProfile};
use crate::mana::{ManaCost, ManaSymbol, Variable};
use crate::text::{Ability, ObjectFilter, StaticAbility};
use std::sync::Arc;

/// One distinct card of the deck.
#[derive(Clone, Debug)]
pub(crate) struct Kind {
    pub(crate) name: String,
    /// Copies in the library.
    pub(crate) copies: u32,
    /// In the command zone (903.6): castable from there, never drawn.
    pub(crate) commander: bool,
    /// 205.2a. Its front face is a land: played, not cast (305.1).
    pub(crate) land: bool,
    /// 712.12. A modal double-faced card whose front is a spell and whose
    /// back is a land: cast as its front, or played as its land face.
    pub(crate) land_back: bool,
    /// What it does as a mana source on the battlefield, if anything.
    pub(crate) source: Option<Source>,
    /// A fetch land (701.23): what it finds.
    pub(crate) fetch: Option<Fetch>,
    /// Its index among the analysed spells, if it can be cast.
    pub(crate) spell: Option<usize>,
    /// The costs it can be cast for: normal, then prototype (718.3); X is
    /// `x`.
    pub(crate) costs: Vec<ManaCost>,
    pub(crate) x: u64,
    /// 202.3e. The mana value with X (whole).
    pub(crate) mana_value: u64,
    /// What the analysis assumed for it.
    pub(crate) assumptions: Vec<String>,
    /// Its index among the deck's cost changers, if it is one.
    pub(crate) changer: Option<usize>,
    /// 111.10a, 701.7. Treasure tokens it creates as it resolves (an instant
    /// or sorcery) or as it enters (a permanent's "When this enters").
    pub(crate) treasures: u32,
    /// Its front face's static abilities that change spells' costs (601.2f):
    /// which spells, by how much generic mana, and whether more (not less). Not
    /// the abilities themselves: no `StaticAbility: Clone` in the wasm.
    cost_statics: Vec<(ObjectFilter, u32, bool)>,
    /// 601.2a. Its characteristics as a spell (cast normally).
    on_stack: Option<std::sync::Arc<crate::card::Characteristics>>,
}

impl Kind {
    /// Played as a land (305.1): a land card, or a modal double-faced card
    /// by its land face (712.12). Counted as a land when keeping a hand.
    pub(crate) fn playable(&self) -> bool {
        self.land || self.land_back
    }
}

/// A permanent spell of the deck whose static abilities change what the
/// deck's spells cost while it is on the battlefield (601.2f): "Goblin
/// spells you cast cost {1} less to cast", "Noncreature spells cost {1}
/// more to cast". Which spells each applies to is decided once with the
/// game's own filter matching, against each spell's characteristics on the
/// stack.
#[derive(Clone, Debug)]
pub(crate) struct CostChanger {
    /// Its kind.
    pub(crate) kind: u16,
    /// Per spell: generic mana each copy adds to its cost.
    pub(crate) more: Vec<u32>,
    /// Per spell: generic mana each copy takes off.
    pub(crate) less: Vec<u32>,
}

/// A permanent's `{T}` mana abilities (605.1a) as the payment solver reads
/// them.
#[derive(Clone, Debug)]
pub(crate) struct Source {
    pub(crate) bundles: Vec<ManaBundle>,
    pub(crate) snow: bool,
    /// 614.1c.
    pub(crate) enters_tapped: bool,
    /// 614.1c, 119.4: "you may pay N life; if you don't, it enters tapped".
    pub(crate) pay_life: Option<u32>,
    /// 302.6: a creature without haste taps for mana only from its
    /// controller's next turn.
    pub(crate) sick: bool,
    /// The types of mana it can make.
    pub(crate) colors: ManaTypes,
    /// Its `{T}` mana abilities that sacrifice it (a Treasure, 111.10a),
    /// which the payment solver uses only when it must.
    pub(crate) costly: Vec<crate::game::ManaAbility>,
}

/// A land whose ability sacrifices it to put a land card from the library
/// onto the battlefield (701.23; "{T}, Pay 1 life, Sacrifice this land:
/// Search your library for a basic Forest or Plains card, put it onto the
/// battlefield, then shuffle."). The policy cracks it as it is played.
#[derive(Clone, Debug)]
pub(crate) struct Fetch {
    /// The kinds of the deck it can find.
    pub(crate) targets: Vec<u16>,
    /// Whether the land found enters tapped.
    pub(crate) tapped: bool,
    /// Life its cost pays (119.4).
    pub(crate) life: u32,
    filter: crate::text::ObjectFilter,
}

/// The deck compiled for simulation.
#[derive(Clone, Debug)]
pub(crate) struct Model {
    pub(crate) kinds: Vec<Kind>,
    /// The library: one kind index per card.
    pub(crate) library: Vec<u16>,
    /// The kinds analysed (castable), by spell index.
    pub(crate) spells: Vec<u16>,
    /// Each spell's colored requirements, one per mana type its normal cost
    /// names: bit `spells.len() + i` of an answer is part `i`.
    pub(crate) parts: Vec<Part>,
    /// Per mana type (WUBRGC): the most symbols of only that type one
    /// spell's cost has (what the land choice tries to reach).
    pub(crate) need: [u8; 6],
    /// Mixed-radix weights of the source kinds (a battlefield's sources as
    /// one exact number); `None` if the deck has too many to fit in 128 bits.
    pub(crate) radix: Option<Vec<u128>>,
    /// Mixed-radix weights of the cost changers on the battlefield, after
    /// the sources' (`None` with `radix`).
    pub(crate) changer_radix: Option<Vec<u128>>,
    /// The deck's cost changers.
    pub(crate) changers: Vec<CostChanger>,
    /// The Treasure token's kind (111.10a: the game's own predefined token
    /// card), when a card of the deck makes Treasures: never in the library;
    /// its `copies` bound how many can be on the battlefield.
    pub(crate) treasure: Option<u16>,
    /// What the goldfish casts as soon as it can: nonland mana sources, cost
    /// changers and Treasure makers, cheapest first.
    pub(crate) ramp: Vec<u16>,
    /// 103.5c: the first mulligan is free.
    pub(crate) free_first: bool,
    pub(crate) life: i32,
}

/// One mana type a spell's normal cost asks for (107.4b–c: `{G}{G}` asks two
/// green; `{C}` colorless), as a cost of its own: "can the untapped sources
/// make this card's green?" Hybrid and Phyrexian symbols are left out (they
/// can be paid another way, 107.4e–f).
#[derive(Clone, Debug)]
pub(crate) struct Part {
    /// The spell's index.
    pub(crate) spell: usize,
    pub(crate) mana: ManaType,
    /// How many symbols of that type.
    pub(crate) pips: u32,
    /// Those symbols alone.
    pub(crate) cost: ManaCost,
}

/// A deck entry the model is built from: name, count, command zone.
pub(crate) struct Entry<'a> {
    pub(crate) name: &'a str,
    pub(crate) count: u32,
    pub(crate) commander: bool,
}

impl Model {
    /// Builds the model; `None` for an entry `db` does not know (the caller
    /// checked names before).
    pub(crate) fn build(db: &CardDb, entries: &[Entry<'_>], options: &AnalysisOptions) -> Option<Model> {
        let mut kinds: Vec<Kind> = Vec::new();
        let mut library = Vec::new();
        let mut in_command_zone = 0u32;
        for entry in entries {
            let card = db.shared(entry.name)?;
            let index = match kinds.iter().position(|k| k.name == card.name && k.commander == entry.commander) {
                Some(i) => i,
                None => {
                    let x = options.x.get(&card.name).or_else(|| options.x.get(entry.name)).copied().unwrap_or(0);
                    kinds.push(kind(CardEntry::new(Arc::clone(card)), x, entry.commander));
                    kinds.len() - 1
                }
            };
            let i = u16::try_from(index).ok()?;
            let k = kinds.get_mut(index)?;
            if entry.commander {
                k.copies = k.copies.saturating_add(entry.count);
                in_command_zone = in_command_zone.saturating_add(entry.count);
            } else {
                k.copies = k.copies.saturating_add(entry.count);
                library.extend(std::iter::repeat_n(i, entry.count as usize));
            }
        }
        // 701.23: what each fetch land can find among the deck's lands.
        let lands: Vec<(u16, bool)> = kinds
            .iter()
            .enumerate()
            .filter_map(|(i, k)| u16::try_from(i).ok().map(|i| (i, k.land && k.source.is_some())))
            .collect();
        for i in 0..kinds.len() {
            let Some(filter) = kinds[i].fetch.as_ref().map(|f| f.filter.clone()) else { continue };
            let targets: Vec<u16> = lands
                .iter()
                .filter(|&&(k, ok)| ok && db.get(&kinds[k as usize].name).is_some_and(|c| matches_land(c, &filter)))
                .map(|&(k, _)| k)
                .collect();
            if let Some(f) = kinds[i].fetch.as_mut() {
                f.targets = targets;
            }
        }
        let mut spells = Vec::new();
        for (i, k) in kinds.iter_mut().enumerate() {
            if !k.land && !k.costs.is_empty() {
                k.spell = Some(spells.len());
                spells.push(u16::try_from(i).ok()?);
            }
        }
        let changers = changers(&mut kinds, &spells);
        let treasure = treasure_kind(&kinds).and_then(|k| {
            kinds.push(k);
            u16::try_from(kinds.len() - 1).ok()
        });
        let mut ramp: Vec<u16> = (0..kinds.len())
            .filter(|&i| {
                let k = &kinds[i];
                (k.source.is_some() && !k.land_back || k.changer.is_some() || k.treasures > 0)
                    && k.spell.is_some()
                    && !k.commander
            })
            .filter_map(|i| u16::try_from(i).ok())
            .collect();
        crate::sort::by_key(&mut ramp, |&i| kinds[i as usize].mana_value);
        let (radix, changer_radix) = match radix(&kinds, &changers) {
            Some((r, c)) => (Some(r), Some(c)),
            None => (None, None),
        };
        let mut need = [0u8; 6];
        for &s in &spells {
            let Some(cost) = kinds[s as usize].costs.first() else { continue };
            let mut count = [0u8; 6];
            for symbol in cost.symbols() {
                let t = match *symbol {
                    ManaSymbol::Colored { color } => ManaType::of(color),
                    ManaSymbol::Colorless => ManaType::C,
                    _ => continue,
                };
                count[t.index()] = count[t.index()].saturating_add(1);
            }
            need.iter_mut().zip(count).for_each(|(n, c)| *n = (*n).max(c));
        }
        let mut parts = Vec::new();
        for (spell, &s) in spells.iter().enumerate() {
            let Some(cost) = kinds[s as usize].costs.first() else { continue };
            for mana in ManaType::ALL {
                let symbols: Vec<ManaSymbol> = cost
                    .symbols()
                    .iter()
                    .copied()
                    .filter(|symbol| match *symbol {
                        ManaSymbol::Colored { color } => ManaType::of(color) == mana,
                        ManaSymbol::Colorless => mana == ManaType::C,
                        _ => false,
                    })
                    .collect();
                if !symbols.is_empty() {
                    let pips = u32::try_from(symbols.len()).unwrap_or(u32::MAX);
                    parts.push(Part { spell, mana, pips, cost: ManaCost::from_symbols(symbols) });
                }
            }
        }
        let size = library.len() + in_command_zone as usize;
        let big = size == 99 || size == 100;
        Some(Model {
            kinds,
            library,
            spells,
            parts,
            need,
            radix,
            changer_radix,
            changers,
            treasure,
            ramp,
            free_first: options.mulligan.free_first.unwrap_or(big),
            life: options.play.life.unwrap_or(if big { 40 } else { 20 }),
        })
    }

    /// Words of a bit set over the spells and then the parts.
    pub(crate) fn words(&self) -> usize {
        (self.spells.len() + self.parts.len()).div_ceil(64).max(1)
    }
}

/// The weights: kind `k` counts `radix[k]` per untapped copy, changer `c`
/// counts `changer_radix[c]` per copy on the battlefield.
fn radix(kinds: &[Kind], changers: &[CostChanger]) -> Option<(Vec<u128>, Vec<u128>)> {
    let mut weight: u128 = 1;
    let mut out = Vec::with_capacity(kinds.len());
    for k in kinds {
        if k.source.is_some() {
            out.push(weight);
            weight = weight.checked_mul(u128::from(k.copies) + 1)?;
        } else {
            out.push(0);
        }
    }
    let mut of_changers = Vec::with_capacity(changers.len());
    for c in changers {
        of_changers.push(weight);
        weight = weight.checked_mul(u128::from(kinds.get(c.kind as usize)?.copies) + 1)?;
    }
    Some((out, of_changers))
}

/// The most Treasures the analysis keeps track of at once.
const MAX_TREASURES: u32 = 60;

/// 111.10a. The Treasure token as a mana source, if a card of the deck
/// makes Treasures: the game's predefined Treasure card and its mana
/// ability ("{T}, Sacrifice this token: Add one mana of any color.") as the
/// card table reads it; as many copies as the deck's makers can make.
fn treasure_kind(kinds: &[Kind]) -> Option<Kind> {
    let most = kinds.iter().filter(|k| !k.commander).map(|k| k.copies.saturating_mul(k.treasures)).sum::<u32>();
    if most == 0 {
        return None;
    }
    let card = crate::game::tokens::predefined_card(crate::text::PredefinedToken::Treasure)?;
    let entry = CardEntry::new(card);
    let profile = entry.profiles.first()?;
    let costly: Vec<crate::game::ManaAbility> = profile
        .abilities
        .iter()
        .filter(|a| a.taps && a.sacrifice && a.mana_cost.is_none() && !a.restricted && !a.other_costs)
        .cloned()
        .collect();
    let colors = costly.iter().flat_map(|a| a.choices.iter().flatten()).fold(0, |m, t| m | t.bit());
    Some(Kind {
        name: entry.card.name.clone(),
        copies: most.min(MAX_TREASURES),
        commander: false,
        land: false,
        land_back: false,
        source: Some(Source {
            bundles: profile.bundles.clone(),
            snow: false,
            enters_tapped: false,
            pay_life: None,
            sick: false,
            colors,
            costly,
        }),
        fetch: None,
        spell: None,
        costs: Vec::new(),
        x: 0,
        mana_value: 0,
        assumptions: Vec::new(),
        changer: None,
        treasures: 0,
        cost_statics: Vec::new(),
        on_stack: None,
    })
}

/// 111.10a, 701.7. The Treasures a card makes as it resolves (an instant or
/// sorcery's spell ability) or as it enters ("When this enters, create a
/// Treasure token"); and whether its text makes Treasures any other way.
fn treasures_of(face: Option<&crate::card::Face>) -> (u32, bool) {
    use crate::text::{Effect, PredefinedToken, Trigger};
    let (mut counted, mut other) = (0u32, false);
    for ability in face.into_iter().flat_map(|f| f.abilities.iter()) {
        let (effects, counts) = match ability {
            Ability::Spell { effects } => (effects, true),
            Ability::Triggered { trigger: Trigger::SelfEnters, condition: None, effects, modal: None } => {
                (effects, true)
            }
            Ability::Triggered { effects, .. } | Ability::Activated { effects, .. } => (effects, false),
            _ => continue,
        };
        for effect in effects {
            if let Effect::CreatePredefinedTokens {
                count,
                token: PredefinedToken::Treasure,
                targets_controller: false,
            } = effect
            {
                if counts {
                    counted = counted.saturating_add(*count);
                } else {
                    other = true;
                }
            }
        }
    }
    (counted, other)
}

/// 601.2f. The deck's permanent spells with cost-changing static abilities,
/// and what each does to each spell: the game's filter matching
/// (`Game::filter_matches`) on the spell's characteristics on the stack,
/// cast by the changer's controller.
fn changers(kinds: &mut [Kind], spells: &[u16]) -> Vec<CostChanger> {
    use crate::card::Zone;
    use crate::game::ids::{ObjectId, PlayerId};
    use crate::game::{Game, GameObject};
    let you = PlayerId(0);
    let mut out = Vec::new();
    for i in 0..kinds.len() {
        let k = &kinds[i];
        let permanent = k.on_stack.as_ref().is_some_and(|c| c.types.iter().any(|t| t.is_permanent_type()));
        if k.cost_statics.is_empty() || k.spell.is_none() || !permanent {
            continue;
        }
        let mut more = vec![0u32; spells.len()];
        let mut less = vec![0u32; spells.len()];
        for (s, &sk) in spells.iter().enumerate() {
            let spell = &kinds[sk as usize];
            let Some(c) = spell.on_stack.as_deref() else { continue };
            let object = GameObject::new(ObjectId(1), spell.name.clone(), 0, you, Zone::Stack);
            for (filter, generic, increase) in &k.cost_statics {
                let (generic, into) = (*generic, if *increase { &mut more } else { &mut less });
                if Game::filter_matches(filter, &object, c, c.power, c.toughness, ObjectId(2), you) {
                    into[s] = into[s].saturating_add(generic);
                }
            }
        }
        let (Ok(kind), true) = (u16::try_from(i), more.iter().chain(&less).any(|&n| n > 0)) else { continue };
        kinds[i].changer = Some(out.len());
        out.push(CostChanger { kind, more, less });
    }
    out
}

fn kind(entry: CardEntry, x: u64, commander: bool) -> Kind {
    let card = &entry.card;
    let mut assumptions = Vec::new();
    let front = card.front();
    // 305.1, 712.12: the face it is played with as a land (the first land face).
    let land_face = entry.land_faces.first().copied();
    let land = land_face.is_some() && front.is_some_and(|f| f.type_line.is(CardType::Land));
    if entry.land_faces.len() > 1 {
        assumptions.push("played as its first land face only (712.12)".into());
    }
    // 712.12: a spell front with a land face: cast as the spell, or played
    // as the land.
    let land_back = land_face.is_some() && !land;
    if land_back {
        assumptions.push(
            "a modal double-faced card (712.12): counted as a land when keeping a hand; played as its land face \
             only when no other land is in hand; castable as its front face"
                .into(),
        );
    }
    let face_index = land_face.unwrap_or(0);
    let statics = || {
        card.face(face_index).into_iter().flat_map(|f| f.abilities.iter()).filter_map(|a| match a {
            Ability::Static { ability } => Some(ability),
            _ => None,
        })
    };
    // 614.1c: "enters tapped", or a shock land's "pay N life or enters tapped".
    let enters_tapped = statics().any(|a| matches!(a, StaticAbility::EntersTapped));
    let pay_life = statics().find_map(|a| match a {
        StaticAbility::PayLifeOrEntersTapped { life } => Some(*life),
        _ => None,
    });
    let profile: Option<&ManaProfile> = entry.profiles.get(face_index);
    // 605.1a: plain {T} abilities, and those that also cost life or deal
    // damage to you (pain lands), whose colored mana the solver may use.
    let mut bundles: Vec<ManaBundle> = profile.map(|p| p.bundles.clone()).unwrap_or_default();
    let mut painful = false;
    for a in profile.iter().flat_map(|p| p.abilities.iter()) {
        if a.taps
            && a.mana_cost.is_none()
            && !a.sacrifice
            && !a.restricted
            && !a.other_costs
            && (a.life > 0 || a.damage > 0)
        {
            painful = true;
            for b in &a.choices {
                if !bundles.contains(b) {
                    bundles.push(b.clone());
                }
            }
        }
    }
    if painful {
        assumptions.push("the life its mana costs or the damage it deals is not counted (119.4, 120.3)".into());
    }
    let fetch = if land || land_back { fetch_of(card.face(face_index)) } else { None };
    let source = profile.filter(|_| !bundles.is_empty()).map(|p| Source {
        bundles: bundles.clone(),
        snow: p.snow,
        enters_tapped,
        pay_life,
        sick: p.creature && !p.haste,
        colors: p.bundles.iter().flatten().fold(0, |m, t| m | t.bit()),
        costly: Vec::new(),
    });
    if land && source.is_none() && fetch.is_none() {
        assumptions.push("a land that makes no mana the engine can read: counted as a land drop only".into());
    }
    let mut costs = Vec::new();
    let mut mana_value = 0;
    let split_or_adventure = matches!(card.layout, crate::card::Layout::Split | crate::card::Layout::Adventure);
    if !land && let Some(face) = front {
        if face.mana_cost.is_none() {
            assumptions.push("no mana cost (202.1b): it cannot be cast from hand; other ways are not simulated".into());
        } else if face.mana_cost.has_un_symbols() {
            assumptions.push("a cost no mana can pay".into());
        } else {
            mana_value = face.mana_cost.mana_value_with_x(x).whole();
            costs.push(face.mana_cost.clone());
            if let Some(p) = card.prototype() {
                costs.push(p.mana_cost.clone());
            }
            // 709.3, 715.3: either half of a split card, or the Adventure, is cast on its own.
            if split_or_adventure {
                for half in card.faces.iter().skip(1).map(|f| &f.mana_cost) {
                    if !half.is_none() && !half.has_un_symbols() {
                        costs.push(half.clone());
                    }
                }
            }
            let has_x =
                face.mana_cost.symbols().iter().any(|s| matches!(s, ManaSymbol::Variable { letter: Variable::X }));
            if has_x {
                assumptions.push(format!("X = {x} (107.3)"));
            }
        }
    }
    if card.faces.len() > 1 && !land && !land_back && !split_or_adventure {
        assumptions.push("only the front face is cast (712)".into());
    }
    // 601.2f: what it does to other spells' costs on the battlefield.
    let cost_statics: Vec<(ObjectFilter, u32, bool)> = front
        .into_iter()
        .flat_map(|f| f.abilities.iter())
        .filter_map(|a| match a {
            Ability::Static { ability: StaticAbility::CostReduction { spells, generic } } => {
                Some((spells.clone(), *generic, false))
            }
            Ability::Static { ability: StaticAbility::CostIncrease { spells, generic } } => {
                Some((spells.clone(), *generic, true))
            }
            _ => None,
        })
        .collect();
    if entry.own_cost_rules {
        assumptions.push(
            "its own cost rules (affinity, \"costs {1} less for each …\", convoke, delve, improvise: 601.2f) are not \
             applied: castable for its printed cost only"
                .into(),
        );
    }
    let on_stack = entry.on_stack[0].clone();
    let unsupported: Vec<&str> = card.unsupported_text().collect();
    if !unsupported.is_empty() {
        assumptions.push(format!(
            "text the engine does not understand, assumed to do nothing here: {}",
            unsupported.join(" / ")
        ));
    }
    // 111.10a: Treasures made as it resolves or enters; not when text about
    // casting it (an additional cost 601.2b, a restriction) is not understood.
    let (mut treasures, other_treasures) = if land { (0, false) } else { treasures_of(front) };
    // 601.2b, 118.8: the goldfish pays mana only; an additional cost
    // (sacrifice, discard, life) is assumed paid, and a Treasure it makes is
    // not counted (the cost may have needed the very permanent it replaces).
    let additional = front.is_some_and(|f| {
        f.abilities.iter().any(|a| matches!(a, Ability::Static { ability: StaticAbility::AdditionalCost { .. } }))
    });
    if additional {
        assumptions.push(
            "its additional cost (601.2b: sacrifice, discard, life) is assumed paid; only its mana is counted".into(),
        );
    }
    if treasures > 0 && additional {
        treasures = 0;
        assumptions.push("its Treasures are not counted: its additional cost (601.2b) is not played here".into());
    }
    if treasures > 0 && unsupported.iter().any(|line| line.to_ascii_lowercase().contains("cast")) {
        treasures = 0;
        assumptions.push(
            "its Treasures are not counted: text about casting it (601.2b) is not understood, so it may not be castable"
                .into(),
        );
    }
    if other_treasures {
        assumptions.push(
            "Treasures it makes other than as it is cast or enters (an attack, an activated ability) are not counted"
                .into(),
        );
    }
    Kind {
        name: card.name.clone(),
        copies: 0,
        commander,
        land,
        land_back,
        source,
        fetch,
        spell: None,
        costs,
        x,
        mana_value,
        assumptions,
        changer: None,
        treasures,
        cost_statics,
        on_stack,
    }
}

/// 701.23. A land's "{T}, [Pay N life,] Sacrifice this land: Search your
/// library for a … card, put it onto the battlefield [tapped], then
/// shuffle." ability, if it has one.
fn fetch_of(face: Option<&crate::card::Face>) -> Option<Fetch> {
    use crate::text::{CostPart, Effect, SearchDestination};
    face?.abilities.iter().find_map(|a| {
        let Ability::Activated { cost, effects, .. } = a else { return None };
        let mut life = 0;
        let (mut taps, mut sacrifices) = (false, false);
        for part in &cost.parts {
            match part {
                CostPart::Tap => taps = true,
                CostPart::SacrificeSelf => sacrifices = true,
                CostPart::PayLife { amount } => life += amount,
                _ => return None,
            }
        }
        match effects.as_slice() {
            [Effect::SearchLibrary { filter, destination: SearchDestination::Battlefield { tapped, .. } }]
                if taps && sacrifices =>
            {
                Some(Fetch { targets: Vec::new(), tapped: *tapped, life, filter: filter.clone() })
            }
            _ => None,
        }
    })
}

/// Whether a land card matches a search's filter (types, subtypes,
/// supertypes; 701.23).
fn matches_land(card: &crate::card::Card, filter: &crate::text::ObjectFilter) -> bool {
    let Some(line) = card.front().map(|f| &f.type_line) else { return false };
    filter.types.iter().all(|&t| line.is(t))
        && (filter.one_of_types.is_empty() || filter.one_of_types.iter().any(|&t| line.is(t)))
        && !filter.not_types.iter().any(|&t| line.is(t))
        && (filter.subtypes.is_empty() || filter.subtypes.iter().any(|s| line.has_subtype(s)))
        && filter.supertypes.iter().all(|&s| line.has_supertype(s))
        && !filter.not_supertypes.iter().any(|&s| line.has_supertype(s))
}
