//! Mana abilities (CR 605): the intrinsic abilities of the basic land types
//! (305.6) and the mana abilities read from oracle text (`Ability::Mana`:
//! `{T}: Add …`, with costs such as `{1}, {T}` or "Sacrifice this token",
//! pain lands' damage, spending restrictions 106.6); "enters tapped" lands;
//! snow sources (106.3, 107.4h).

use super::state::{ManaType, ManaTypes};
use crate::card::{CardType, Face, Supertype};
use crate::color::Color;
use crate::mana::{ManaCost, ManaSymbol};
use crate::text::{Ability, CostPart, ObjectFilter};
use serde::Serialize;

/// One way a mana ability can add mana: the mana added by one activation,
/// e.g. `[G]`, or `[C, C]` for `{T}: Add {C}{C}.`
pub type ManaBundle = Vec<ManaType>;

/// 605.1a. A mana ability: the bundles of mana one activation may add (one
/// of them, chosen as it resolves; 605.3b) and what activating it costs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct ManaAbility {
    /// The choices, e.g. `[["W"], ["U"]]` for `{T}: Add {W} or {U}.`
    pub choices: Vec<ManaBundle>,
    /// 305.6. Whether it is the intrinsic ability of a basic land type.
    pub intrinsic: bool,
    /// Its index among the face's abilities (`Face.abilities`); `None` for
    /// an intrinsic one.
    pub ability: Option<usize>,
    /// 107.5. Whether its cost includes `{T}`.
    pub taps: bool,
    /// The mana part of its cost (`{1}` of `{1}, {T}: Add {W}{U}`).
    #[tsify(type = "string | null")]
    pub mana_cost: Option<ManaCost>,
    /// 701.21a. Whether its cost sacrifices the source (Treasure, 111.10a).
    pub sacrifice: bool,
    /// 119.4. Life its cost pays.
    pub life: u32,
    /// 120.3. Damage its source deals to you as it resolves (pain lands).
    pub damage: u32,
    /// 106.6. Whether its mana may be spent only on some spells.
    pub restricted: bool,
    /// Whether its cost has other parts (`{Q}`, energy, sacrificing or
    /// discarding other objects, counters): activated by an action only.
    pub other_costs: bool,
    /// 106.1. Whether the colors it adds depend on the permanents its
    /// controller controls ("any color among …"): activated by an action only.
    pub varies: bool,
}

impl ManaAbility {
    /// Whether it costs nothing but `{T}` and has no side effect: the
    /// abilities the payment solver taps freely (305.6, "{T}: Add {G}").
    pub fn is_plain(&self) -> bool {
        self.taps
            && self.mana_cost.is_none()
            && !self.sacrifice
            && self.life == 0
            && self.damage == 0
            && !self.restricted
            && !self.other_costs
            && !self.varies
    }

    /// Whether the payment solver may use it while paying a cost (605.3a):
    /// a `{T}` ability without a mana cost, spending restriction or costs
    /// other than life and sacrificing its source.
    pub fn solver_usable(&self) -> bool {
        self.taps && self.mana_cost.is_none() && !self.restricted && !self.other_costs && !self.varies
    }

    /// 605.1a. The mana ability `Ability::Mana` at `index` of a face, on a
    /// permanent for which `chosen` was chosen as it entered (614.12); `None`
    /// when it can add no mana (no color chosen).
    pub(crate) fn read(ability: &Ability, index: usize, chosen: Option<Color>) -> Option<ManaAbility> {
        let Ability::Mana {
            cost,
            choices,
            damage_to_you,
            spend_only_on,
            of_chosen_type: _,
            restrictions,
            chosen_color,
            land_abilities_only,
            no_generic,
            uncounterable: _,
            among,
        } = ability
        else {
            return None;
        };
        let choices: Option<Vec<ManaBundle>> = choices.iter().map(bundle_of).collect();
        let mut choices = choices?;
        if let (1.., Some(color)) = (*chosen_color, chosen) {
            let bundle = vec![ManaType::of(color); *chosen_color as usize];
            if !choices.contains(&bundle) {
                choices.push(bundle);
            }
        }
        if choices.is_empty() {
            return None;
        }
        let mut read = ManaAbility {
            choices,
            intrinsic: false,
            ability: Some(index),
            taps: false,
            mana_cost: None,
            sacrifice: false,
            life: 0,
            damage: *damage_to_you,
            restricted: spend_only_on.is_some() || *land_abilities_only || *no_generic,
            other_costs: !restrictions.is_empty(),
            varies: among.is_some(),
        };
        for part in &cost.parts {
            match part {
                CostPart::Tap => read.taps = true,
                CostPart::Mana { cost } => read.mana_cost = Some(cost.clone()),
                CostPart::SacrificeSelf => read.sacrifice = true,
                CostPart::PayLife { amount } => read.life = read.life.saturating_add(*amount),
                CostPart::Untap
                | CostPart::PayEnergy { .. }
                | CostPart::Sacrifice { .. }
                | CostPart::ReturnSelfToHand
                | CostPart::DiscardSelf
                | CostPart::RevealSelf
                | CostPart::Discard { .. }
                | CostPart::RevealX { .. }
                | CostPart::DiscardX { .. }
                | CostPart::ExileSelf { .. }
                | CostPart::Exile { .. }
                | CostPart::ExileMaterials { .. }
                | CostPart::ReturnToHand { .. }
                | CostPart::TapUntapped { .. }
                | CostPart::TapPower { .. }
                | CostPart::CollectEvidence { .. }
                | CostPart::ExileAnyNumber { .. }
                | CostPart::Either { .. }
                | CostPart::RemoveCounters { .. }
                | CostPart::PutCounters { .. }
                | CostPart::Loyalty { .. }
                | CostPart::LoyaltyMinusX => read.other_costs = true,
            }
        }
        Some(read)
    }
}

/// `{W}{W}` (a cost of colored and colorless symbols) as mana types.
pub fn bundle_of(cost: &ManaCost) -> Option<ManaBundle> {
    let bundle: Option<ManaBundle> = cost
        .symbols()
        .iter()
        .map(|s| match *s {
            ManaSymbol::Colored { color } => Some(ManaType::of(color)),
            ManaSymbol::Colorless => Some(ManaType::C),
            _ => None,
        })
        .collect();
    bundle.filter(|b| !b.is_empty() && b.len() <= 16)
}

/// What a face of a card can do as a mana source once it is a permanent,
/// read once when a game is built.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ManaProfile {
    /// Its mana abilities: intrinsic ones first, then those of its text in order.
    pub abilities: Vec<ManaAbility>,
    /// 205.4g, 106.3. Whether it is a snow permanent, whose mana pays `{S}`.
    pub snow: bool,
    /// Whether it is a creature (302.6 applies to its `{T}` abilities).
    pub creature: bool,
    /// 702.10c. Whether it has haste.
    pub haste: bool,
    /// Every distinct bundle one activation of its plain `{T}` abilities
    /// ([`ManaAbility::is_plain`]) can add, in ability order.
    pub bundles: Vec<ManaBundle>,
    /// Its mana abilities the payment solver may use at a cost beyond `{T}`
    /// (life, damage, sacrificing it: pain lands, Treasure), beyond `bundles`.
    pub costly: Vec<ManaAbility>,
    /// 106.6. Its first `{T}` mana ability whose mana may be spent only on
    /// some spells ("Spend this mana only to cast a legendary spell").
    pub restricted: Option<RestrictedMana>,
    /// 106.1. The index of its plain `{T}` ability that adds "one mana of any
    /// color among …" (Plaza of Heroes): the solver offers the colors it
    /// can add now, read from the battlefield by `Game::wallet`.
    pub among: Option<usize>,
    /// 106.6. What one activation adds when paying for an ability of a land
    /// ("Spend this mana only to activate abilities of land sources",
    /// Sunken Citadel): `bundles` and that ability's choices; empty if it
    /// has no such ability.
    pub land_abilities: Vec<ManaBundle>,
    /// 106.6. The choices of its plain `{T}` ability whose mana "can't be
    /// spent to pay generic mana costs" (Jegantha, the Wellspring); empty if
    /// it has none. The solver taps it only when it has no plain bundle.
    pub no_generic: Vec<ManaBundle>,
}

/// 106.6. What a source adds for a spell its restricted mana may pay for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RestrictedMana {
    /// The spells the restricted mana may be spent on.
    pub spells: ObjectFilter,
    /// "… of the chosen type": they must also have the source's chosen
    /// creature type (614.12).
    pub of_chosen_type: bool,
    /// `bundles` and the restricted ability's choices: what tapping the
    /// source can add for such a spell.
    pub bundles: Vec<ManaBundle>,
    /// The restricted ability's own choices.
    pub choices: Vec<ManaBundle>,
    /// 101.2. "…, and that spell can't be countered".
    pub uncounterable: bool,
}

/// For the payment solver: what tapping one source gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SourceOutput {
    /// One mana of any of these types (most lands).
    One(ManaTypes),
    /// Several mana at once, e.g. `{C}{C}` (the largest bundle the source
    /// can make; other bundles of several mana are not considered yet).
    Several(Vec<ManaType>),
}

impl ManaProfile {
    /// 305.6, 605. Reads a face's mana abilities and status.
    pub fn of_face(face: &Face) -> ManaProfile {
        ManaProfile::of_face_chosen(face, None)
    }

    /// Whether the face has a mana ability that adds the color chosen as
    /// it entered ("one mana of the chosen color", 614.12).
    pub fn uses_chosen_color(face: &Face) -> bool {
        face.abilities.iter().any(|a| matches!(a, Ability::Mana { chosen_color: 1.., .. }))
    }

    /// [`ManaProfile::of_face`] for a permanent for which `chosen` was
    /// chosen as it entered (614.12).
    pub fn of_face_chosen(face: &Face, chosen: Option<Color>) -> ManaProfile {
        ManaProfile::of_face_typed(face, chosen, 0)
    }

    /// [`ManaProfile::of_face_chosen`] for a land that also has the basic
    /// land types of `added` (bits of [`crate::text::BASIC_LAND_TYPES`]),
    /// given by another permanent's static ability (613.1d).
    pub fn of_face_typed(face: &Face, chosen: Option<Color>, added: u8) -> ManaProfile {
        let line = &face.type_line;
        let mut abilities = Vec::new();
        // 305.7: a nonbasic land set to a basic land type (bits 5–7: 1 + its
        // index) has that type's mana ability instead of its own abilities.
        let set = usize::from(added >> 5);
        let moon = set != 0 && line.is(CardType::Land) && !line.has_supertype(crate::card::Supertype::Basic);
        // 305.6: the intrinsic "{T}: Add [symbol]" of each basic land type.
        if line.is(CardType::Land) {
            let types = [ManaType::W, ManaType::U, ManaType::B, ManaType::R, ManaType::G];
            for (i, (subtype, t)) in crate::text::BASIC_LAND_TYPES.into_iter().zip(types).enumerate() {
                let printed = !moon && line.has_subtype(subtype);
                if printed || added & (1 << i) != 0 || (moon && i + 1 == set) {
                    abilities.push(ManaAbility {
                        choices: vec![vec![t]],
                        intrinsic: true,
                        ability: None,
                        taps: true,
                        mana_cost: None,
                        sacrifice: false,
                        life: 0,
                        damage: 0,
                        restricted: false,
                        other_costs: false,
                        varies: false,
                    });
                }
            }
        }
        if !moon {
            abilities.extend(face.abilities.iter().enumerate().filter_map(|(i, a)| ManaAbility::read(a, i, chosen)));
        }
        let mut bundles: Vec<ManaBundle> = Vec::new();
        for b in abilities.iter().filter(|a| a.is_plain()).flat_map(|a| a.choices.iter()) {
            if !bundles.contains(b) {
                bundles.push(b.clone());
            }
        }
        let costly = abilities.iter().filter(|a| a.solver_usable() && !a.is_plain()).cloned().collect();
        // 106.6: a plain `{T}` ability but for its spending restriction.
        let restricted = abilities
            .iter()
            .filter(|a| a.restricted && ManaAbility { restricted: false, ..(*a).clone() }.is_plain())
            .find_map(|a| match face.abilities.get(a.ability?)? {
                Ability::Mana { spend_only_on: Some(spells), uncounterable, of_chosen_type, .. } => {
                    let mut all = bundles.clone();
                    all.extend(a.choices.iter().filter(|b| !bundles.contains(b)).cloned());
                    let (choices, uncounterable) = (a.choices.clone(), *uncounterable);
                    let spells = spells.clone();
                    Some(RestrictedMana {
                        spells,
                        of_chosen_type: *of_chosen_type,
                        bundles: all,
                        choices,
                        uncounterable,
                    })
                }
                _ => None,
            });
        let among = abilities
            .iter()
            .find(|a| a.varies && ManaAbility { varies: false, ..(*a).clone() }.is_plain())
            .and_then(|a| a.ability);
        let mut land_abilities = Vec::new();
        for a in
            abilities.iter().filter(|a| a.restricted && ManaAbility { restricted: false, ..(*a).clone() }.is_plain())
        {
            if let Some(Ability::Mana { land_abilities_only: true, .. }) = a.ability.and_then(|i| face.abilities.get(i))
            {
                if land_abilities.is_empty() {
                    land_abilities.clone_from(&bundles);
                }
                land_abilities.extend(a.choices.iter().filter(|b| !bundles.contains(b)).cloned());
            }
        }
        let no_generic = abilities
            .iter()
            .filter(|a| a.restricted && ManaAbility { restricted: false, ..(*a).clone() }.is_plain())
            .find(|a| {
                matches!(a.ability.and_then(|i| face.abilities.get(i)), Some(Ability::Mana { no_generic: true, .. }))
            })
            .map(|a| a.choices.clone())
            .unwrap_or_default();
        ManaProfile {
            land_abilities,
            no_generic,
            among,
            abilities,
            bundles,
            snow: line.has_supertype(Supertype::Snow),
            creature: line.is(CardType::Creature),
            haste: crate::game::Keywords::of_abilities(&face.abilities).haste,
            costly,
            restricted,
        }
    }

    /// The mana ability at index `ability` of the face's abilities.
    pub fn ability(&self, ability: usize) -> Option<&ManaAbility> {
        self.abilities.iter().find(|a| a.ability == Some(ability))
    }
}

/// What tapping a source with these bundles gives the payment solver, if
/// anything.
pub fn source_output(bundles: &[ManaBundle]) -> Option<SourceOutput> {
    let mut mask: ManaTypes = 0;
    let mut largest: Option<&ManaBundle> = None;
    for bundle in bundles {
        match bundle.as_slice() {
            [one] => mask |= one.bit(),
            [] => {}
            _ => {
                if largest.is_none_or(|l| l.len() < bundle.len()) {
                    largest = Some(bundle);
                }
            }
        }
    }
    match largest {
        Some(bundle) => Some(SourceOutput::Several(bundle.clone())),
        None if mask != 0 => Some(SourceOutput::One(mask)),
        None => None,
    }
}
