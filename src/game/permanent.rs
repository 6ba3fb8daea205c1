//! What a permanent is now, as combat and state-based actions ask: its
//! characteristics (109.3) with the counters on it (122.1a, 613.4c), the
//! static abilities of permanents on the battlefield that grant keywords
//! (613.1f) or change power and toughness (613.4c), and the keyword
//! abilities combat reads (702).
//!
//! `Game::permanent_among` is the one layer system (613.1): copy effects
//! and their exceptions (layer 1, 707.9b), control changes (2), its own
//! animation and type-changing effects and land types other permanents give
//! (4, 305.7), "all colors" (5), keyword grants, counters and the loss of all
//! abilities (6), characteristic-defining power and toughness (7a), anthems,
//! counters and "until end of turn" changes (7c), switching (7d). Within
//! layer 6, "until end of turn" gains and the loss of all abilities (a static
//! "Creatures lose all abilities.", Tishana's Tidebinder's) are ordered by
//! timestamp (613.7a, 613.7d). Text-changing effects (layer 3) are not
//! modelled. Dependencies (613.8) order layer 4's land-type effects
//! (`Game::land_type_sources`, `super::dependency`); in layer 6 an effect of
//! a creature is gone under "Creatures lose all abilities." (`abilities_of`:
//! it depends on the loss, 613.8a), while a noncreature's grant applies
//! after the loss when its timestamp is later (613.7; an Equipment's or
//! Aura's is its attachment's, 613.7e, `GameState::attached_at`).

use super::Game;
use super::explain::{Applied, By};
use super::ids::{ObjectId, PlayerId};
use super::state::GameObject;
use crate::card::{Card, CardType, Characteristics, Supertype, Zone};
use crate::color::ColorSet;
use crate::counter::CounterKind;
use crate::text::{
    Ability, Controller, KeywordAbility, ObjectFilter, ProtectionFrom, Quantity, StaticAbility, StaticCondition,
};
use std::sync::Arc;

/// 702.16. A source as protection judges it: its colors, its controller
/// and the object itself (for its creature types, read only when a
/// protection from a creature type asks).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Protector {
    pub(crate) colors: ColorSet,
    pub(crate) controller: PlayerId,
    pub(crate) source: Option<ObjectId>,
}

/// The keyword abilities combat and state-based actions read (702).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Keywords {
    /// 702.2. Deathtouch.
    pub deathtouch: bool,
    /// 702.3. Defender.
    pub defender: bool,
    /// 702.4. Double strike.
    pub double_strike: bool,
    /// 702.7. First strike.
    pub first_strike: bool,
    /// 702.8. Flash.
    pub flash: bool,
    /// 702.9. Flying.
    pub flying: bool,
    /// 702.10. Haste.
    pub haste: bool,
    /// 702.12. Indestructible.
    pub indestructible: bool,
    /// 702.15. Lifelink.
    pub lifelink: bool,
    /// 702.14. Landwalk: the basic land types, as bits
    /// ([`crate::text::basic_land_type_bit`]).
    pub landwalk: u8,
    /// 702.17. Reach.
    pub reach: bool,
    /// 702.19. Trample.
    pub trample: bool,
    /// 702.20. Vigilance.
    pub vigilance: bool,
    /// 702.111. Menace.
    pub menace: bool,
    /// 702.28. Shadow.
    pub shadow: bool,
    /// 702.11. Hexproof.
    pub hexproof: bool,
    /// 702.11d. Hexproof from these colors.
    pub hexproof_from: ColorSet,
    /// 702.11d–e. Hexproof from monocolored.
    pub hexproof_from_monocolored: bool,
    /// 702.11d–e. Hexproof from multicolored.
    pub hexproof_from_multicolored: bool,
    /// 702.18. Shroud.
    pub shroud: bool,
    /// 702.16. Protection from these colors.
    pub protection_from: ColorSet,
    /// 702.16. Protection from multicolored (105.4).
    pub protection_from_multicolored: bool,
    /// 702.16. Protection from monocolored.
    pub protection_from_monocolored: bool,
    /// 702.16j. Protection from everything.
    pub protection_from_everything: bool,
    /// 702.16j. Protection from the player chosen as it entered
    /// (`Game::protected`).
    pub protection_from_chosen_player: bool,
    /// 702.16a. Protection from a creature type ("Protection from Humans").
    pub protection_from_type: Option<crate::card::subtypes::CreatureType>,
    /// 509.1b. "\[This\] can't block."
    pub cant_block: bool,
    /// 509.1b. "\[This\] can block only creatures with flying."
    pub blocks_only_flying: bool,
    /// 509.1b. "\[This\] can't be blocked except by N or more creatures."
    pub min_blockers: u32,
    /// 509.1b. "This creature can't be blocked."
    pub cant_be_blocked: bool,
    /// 509.1b. "Creatures with power less than \[this\]'s power can't block it."
    pub not_blocked_by_less_power: bool,
    /// 702.93. Undying.
    pub undying: bool,
    /// 702.79. Persist.
    pub persist: bool,
    /// 702.90. Infect.
    pub infect: bool,
    /// 702.108b. How many prowess abilities it has (each triggers).
    pub prowess: u32,
    /// 702.83b. How many exalted abilities it has (each triggers).
    pub exalted: u32,
    /// 702.164b. The total toxic value: the sum of its toxic abilities' N.
    pub toxic: u32,
    /// 508.1d. "\[This\] attacks each combat if able." (a requirement).
    pub attacks_each_combat: bool,
}

impl Keywords {
    /// The keywords of a face's typed abilities (702), and "can't block"
    /// (509.1b): never read from the names printed, only from what the
    /// text module understood.
    pub fn of_abilities(abilities: &[Ability]) -> Keywords {
        let mut keywords = Keywords::default();
        for a in abilities {
            match a {
                Ability::Keyword { keyword } => keywords.add(keyword),
                Ability::Static { ability: StaticAbility::CantBlock } => keywords.cant_block = true,
                Ability::Static { ability: StaticAbility::CanBlockOnlyFlying } => keywords.blocks_only_flying = true,
                Ability::Static { ability: StaticAbility::CantBeBlockedExceptBy { count } } => {
                    keywords.min_blockers = keywords.min_blockers.max(*count);
                }
                Ability::Static { ability: StaticAbility::CantBeBlocked } => keywords.cant_be_blocked = true,
                Ability::Static { ability: StaticAbility::CantBeBlockedByLessPower } => {
                    keywords.not_blocked_by_less_power = true;
                }
                _ => {}
            }
        }
        keywords
    }

    /// Adds a typed keyword ability; others are ignored.
    pub fn add(&mut self, keyword: &KeywordAbility) {
        match keyword {
            KeywordAbility::Deathtouch => self.deathtouch = true,
            KeywordAbility::Defender => self.defender = true,
            KeywordAbility::DoubleStrike => self.double_strike = true,
            KeywordAbility::Flash => self.flash = true,
            KeywordAbility::FirstStrike => self.first_strike = true,
            KeywordAbility::Flying => self.flying = true,
            KeywordAbility::Haste => self.haste = true,
            KeywordAbility::Indestructible => self.indestructible = true,
            KeywordAbility::Lifelink => self.lifelink = true,
            KeywordAbility::Landwalk { land_type } => {
                self.landwalk |= crate::text::basic_land_type_bit(land_type).unwrap_or(0);
            }
            KeywordAbility::Reach => self.reach = true,
            KeywordAbility::Trample => self.trample = true,
            KeywordAbility::Vigilance => self.vigilance = true,
            KeywordAbility::Menace => self.menace = true,
            KeywordAbility::Shadow => self.shadow = true,
            KeywordAbility::Hexproof => self.hexproof = true,
            KeywordAbility::HexproofFrom { from } => match from {
                ProtectionFrom::Color { color } => self.hexproof_from = self.hexproof_from.with(*color),
                ProtectionFrom::Monocolored => self.hexproof_from_monocolored = true,
                ProtectionFrom::Multicolored => self.hexproof_from_multicolored = true,
                // Not read (`keyword_item`): no card has hexproof from these.
                ProtectionFrom::Everything | ProtectionFrom::ChosenPlayer | ProtectionFrom::CreatureType { .. } => {}
            },
            KeywordAbility::Shroud => self.shroud = true,
            KeywordAbility::Undying => self.undying = true,
            KeywordAbility::Persist => self.persist = true,
            KeywordAbility::Infect => self.infect = true,
            // 702.147a: "This creature can't block" (its trigger is `TriggerKind::Decayed`).
            KeywordAbility::Decayed => self.cant_block = true,
            KeywordAbility::Prowess => self.prowess = self.prowess.saturating_add(1),
            KeywordAbility::Exalted => self.exalted = self.exalted.saturating_add(1),
            KeywordAbility::Toxic { amount } => self.toxic = self.toxic.saturating_add(*amount),
            KeywordAbility::Protection { from } => match from {
                ProtectionFrom::Color { color } => self.protection_from = self.protection_from.with(*color),
                ProtectionFrom::Multicolored => self.protection_from_multicolored = true,
                ProtectionFrom::Monocolored => self.protection_from_monocolored = true,
                ProtectionFrom::Everything => self.protection_from_everything = true,
                ProtectionFrom::ChosenPlayer => self.protection_from_chosen_player = true,
                ProtectionFrom::CreatureType { creature_type } => self.protection_from_type = Some(*creature_type),
            },
            _ => {}
        }
    }

    /// Removes a keyword ability it has (613.1f: "loses"); others are ignored.
    pub fn remove(&mut self, keyword: &KeywordAbility) {
        let mut without = Keywords::default();
        without.add(keyword);
        let flags = [
            (without.deathtouch, &mut self.deathtouch),
            (without.double_strike, &mut self.double_strike),
            (without.first_strike, &mut self.first_strike),
            (without.flying, &mut self.flying),
            (without.haste, &mut self.haste),
            (without.indestructible, &mut self.indestructible),
            (without.lifelink, &mut self.lifelink),
            (without.reach, &mut self.reach),
            (without.trample, &mut self.trample),
            (without.vigilance, &mut self.vigilance),
            (without.menace, &mut self.menace),
            (without.shadow, &mut self.shadow),
            (without.hexproof, &mut self.hexproof),
            (without.shroud, &mut self.shroud),
        ];
        for (lost, flag) in flags {
            if lost {
                *flag = false;
            }
        }
    }

    /// 702.16b. Whether protection stops a source of these colors (a spell,
    /// or the source of an ability) from targeting it.
    pub fn protected_from(&self, colors: ColorSet) -> bool {
        self.protection_from_everything
            || self.protection_from.iter().any(|c| colors.contains(c))
            || (self.protection_from_multicolored && colors.is_multicolored())
            || (self.protection_from_monocolored && colors.is_monocolored())
    }

    /// 702.16. Whether it has any protection ability.
    pub fn has_protection(&self) -> bool {
        self.protection_from_everything
            || !self.protection_from.is_empty()
            || self.protection_from_multicolored
            || self.protection_from_monocolored
            || self.protection_from_chosen_player
            || self.protection_from_type.is_some()
    }

    /// 510.4. First strike or double strike.
    pub const fn strikes_first(&self) -> bool {
        self.first_strike || self.double_strike
    }

    /// The first strike and double strike abilities among these (feature
    /// `template-log`).
    #[cfg(feature = "template-log")]
    pub(crate) fn strike_abilities(&self) -> Vec<Ability> {
        let strikes =
            [(self.first_strike, KeywordAbility::FirstStrike), (self.double_strike, KeywordAbility::DoubleStrike)];
        strikes.into_iter().filter(|(has, _)| *has).map(|(_, keyword)| Ability::Keyword { keyword }).collect()
    }
}

/// A permanent as the rules see it now.
#[derive(Clone, Debug)]
pub struct PermanentView {
    /// Its characteristics (printed, face, prototype), shared with the
    /// game's card table.
    pub characteristics: Arc<Characteristics>,
    /// Its controller.
    pub controller: PlayerId,
    /// 208.3, 613.4. Power with counters and anthems (0 if it has none).
    pub power: i32,
    /// 208.3, 613.4. Toughness with counters and anthems (0 if it has none).
    pub toughness: i32,
    /// Its keywords, printed and granted.
    pub keywords: Keywords,
}

impl PermanentView {
    /// Whether it has a card type.
    pub fn is(&self, t: CardType) -> bool {
        self.characteristics.types.contains(t)
    }

    /// 205.4d. Whether it is legendary.
    pub fn is_legendary(&self) -> bool {
        self.characteristics.supertypes.contains(Supertype::Legendary)
    }

    /// 310.12. Whether it is a Siege.
    pub fn is_siege(&self) -> bool {
        self.is(CardType::Battle) && self.characteristics.subtypes.iter().any(|s| s.eq_ignore_ascii_case("Siege"))
    }
}

/// 611.2a. The "becomes a … creature" that applies to a permanent
/// ([`Game::animated_or_printed`]).
#[derive(Clone, Copy)]
pub(crate) struct Animated<'a> {
    /// The animation (the latest, 613.7).
    pub(crate) became: &'a super::state::BecameCreature,
    /// Its index among the animations of the permanent's card now (for the
    /// card table's caches); none if it is another card's.
    pub(crate) own: Option<usize>,
}

/// A [`PermanentView`] that borrows its characteristics from the game's
/// card table instead of sharing them (no reference count to change): what
/// state-based actions read for every permanent, each time they are checked.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PermanentRef<'a> {
    pub(crate) characteristics: &'a Arc<Characteristics>,
    pub(crate) controller: PlayerId,
    pub(crate) power: i32,
    pub(crate) toughness: i32,
    pub(crate) keywords: Keywords,
}

impl PermanentRef<'_> {
    /// Whether it has a card type.
    pub(crate) fn is(&self, t: CardType) -> bool {
        self.characteristics.types.contains(t)
    }

    /// 205.4d. Whether it is legendary.
    pub(crate) fn is_legendary(&self) -> bool {
        self.characteristics.supertypes.contains(Supertype::Legendary)
    }

    /// 310.12. Whether it is a Siege.
    pub(crate) fn is_siege(&self) -> bool {
        self.is(CardType::Battle) && self.characteristics.subtypes.iter().any(|s| s.eq_ignore_ascii_case("Siege"))
    }

    /// The view that owns its share of the characteristics.
    pub(crate) fn to_view(self) -> PermanentView {
        PermanentView {
            characteristics: Arc::clone(self.characteristics),
            controller: self.controller,
            power: self.power,
            toughness: self.toughness,
            keywords: self.keywords,
        }
    }
}

/// The count of one kind of counter on an object.
pub(crate) fn counter(object: &GameObject, kind: &CounterKind) -> u32 {
    object.counters.get(kind)
}

/// 122.1a, 613.4c. What counters change: net +1/+1 counters (a -1/-1
/// counter cancels one) on both, -0/-1 counters on toughness only.
fn counter_bonus(object: &GameObject) -> (i64, i64) {
    if object.counters.is_empty() {
        return (0, 0);
    }
    let net = i64::from(counter(object, &CounterKind::PlusOnePlusOne))
        - i64::from(counter(object, &CounterKind::MinusOneMinusOne));
    (net, net - i64::from(counter(object, &CounterKind::MinusZeroMinusOne)))
}

/// 707.9b. A copy's characteristics with its exception's subtype added
/// (made once).
fn excepted<'a>(copy: &'a super::state::CopyOf, base: &Arc<Characteristics>) -> &'a Arc<Characteristics> {
    super::state::derived_once(&copy.excepted, base, |c| {
        c.subtypes.extend(copy.also_subtype.clone().map(std::borrow::Cow::Owned));
        if let Some(colors) = copy.colors {
            c.colors = colors;
        }
        if copy.no_mana_cost {
            (c.mana_cost, c.mana_value) = (None, crate::mana::ManaValue::default());
        }
    })
}

/// 702.102d. The right half's abilities of a fused split spell (`card`),
/// whose instructions follow the left half's; none for any other object.
pub(crate) fn fused_half_in<'a>(card: &'a Card, object: &GameObject) -> &'a [Ability] {
    if object.ability.is_some() || object.cast_method != Some(super::state::CastMethod::Fused) {
        return &[];
    }
    card.face(1).map_or(&[][..], |f| f.abilities.as_slice())
}

fn clamp(n: i64) -> i32 {
    i32::try_from(n.clamp(i64::from(i32::MIN / 2), i64::from(i32::MAX / 2))).unwrap_or(0)
}

impl Game {
    /// 702.16b–f, 702.16j. Whether the permanent `object`, with `keywords`,
    /// has protection from the source `by`: from one of its colors, from
    /// the player chosen as it entered (True-Name Nemesis,
    /// `GameState::chosen_players`) when that player controls it, or from
    /// its creature type (Yawgmoth, Thran Physician's "Protection from
    /// Humans").
    pub(crate) fn protected(&self, object: ObjectId, keywords: &Keywords, by: Protector) -> bool {
        keywords.protected_from(by.colors)
            || (keywords.protection_from_chosen_player && self.chosen_player(object) == Some(by.controller) && {
                crate::executed!(keyword KeywordAbility::Protection { from: ProtectionFrom::ChosenPlayer });
                true
            })
            || keywords.protection_from_type.is_some_and(|t| {
                let has = |c: &Characteristics| c.every_creature_type || c.subtypes.iter().any(|s| s.as_ref() == t.name());
                // A permanent as it is now (613), a spell or a card by its characteristics.
                let of_type = by.source.and_then(|s| self.state.object(s)).is_some_and(|o| match self.permanent_of(o) {
                    Some(view) => has(&view.characteristics),
                    None => self.characteristics_cow(o).is_ok_and(|c| has(&c)),
                });
                crate::executed!(keyword KeywordAbility::Protection { from: ProtectionFrom::CreatureType { creature_type: t } }, if of_type);
                of_type
            })
    }

    /// 614.12. The player chosen as the permanent `object` entered, if any.
    pub(crate) fn chosen_player(&self, object: ObjectId) -> Option<PlayerId> {
        self.state.chosen_players.iter().find(|c| c.object == object).map(|c| c.player)
    }

    /// Whether `source`'s abilities as they are now ([`Game::abilities_of`])
    /// include the static ability `ability`.
    pub(crate) fn says(&self, source: &GameObject, ability: &StaticAbility) -> bool {
        self.abilities_of(source).iter().any(|a| matches!(a, Ability::Static { ability: a } if a == ability))
    }

    /// The face abilities of an object's card as it is now (the face that is
    /// up): none for a nonbasic land that "Nonbasic lands are Mountains."
    /// makes lose them (305.7, 613.1d), none for a creature while
    /// "Creatures lose all abilities." applies (613.1f).
    pub(crate) fn abilities_of(&self, object: &GameObject) -> &[Ability] {
        self.entry(object).map_or(&[], |e| self.abilities_in(&e.card, object))
    }

    /// [`Game::abilities_of`] in `card`, the object's card held apart from
    /// the game (a resolving spell's instructions, 608.2c).
    pub(crate) fn abilities_in<'a>(&self, card: &'a Card, object: &GameObject) -> &'a [Ability] {
        // 114.3: an emblem's (and its triggered abilities') are the ones it was given.
        if let Some(index) = object.emblem {
            let giver = card.face(object.face.unwrap_or(0)).and_then(|f| f.abilities.get(usize::from(index)));
            return giver.and_then(Ability::emblem).unwrap_or(&[]);
        }
        if self.land_types && self.loses_land_abilities(object) || self.loses_all_abilities(object) {
            return &[];
        }
        card.face(object.face.unwrap_or(0)).map_or(&[][..], |f| f.abilities.as_slice())
    }

    /// The face abilities of an object's card (the face that is up), before
    /// any effect removes them.
    pub(crate) fn printed_abilities_of(&self, object: &GameObject) -> &[Ability] {
        self.entry(object)
            .ok()
            .and_then(|e| e.card.face(object.face.unwrap_or(0)))
            .map_or(&[][..], |f| f.abilities.as_slice())
    }

    /// 602.1, 613.1f. Ability number `index` of `object`: one of
    /// [`Game::abilities_of`], or, just after them, the ability a copy gained
    /// ("… and gains this ability", Thespian's Stage), which goes with the
    /// others when a land loses its abilities (305.7).
    pub(crate) fn ability_at(&self, object: &GameObject, index: usize) -> Option<&Ability> {
        let own = self.abilities_of(object);
        if let Some(ability) = own.get(index) {
            return Some(ability);
        }
        if let Some(gained) = self.self_granted_at(object, index) {
            return Some(gained);
        }
        let copy = object.copy_of.as_ref()?;
        let gained = copy.gained_ability?;
        if index != self.printed_abilities_of(object).len()
            || (self.land_types && self.loses_land_abilities(object))
            || self.loses_all_abilities(object)
        {
            return None;
        }
        self.cards.get(copy.gained_index as usize)?.card.face(0)?.abilities.get(gained)
    }

    /// 611.2a, 613.1f. Ability number `index` of `object` if it is one its
    /// own instructions granted it and it has it now
    /// (`GameState::gained_abilities`; lost with its other abilities).
    /// A quoted ability of a "becomes a … creature with …" instruction is
    /// had while that animation applies (`GameState::became_creatures`,
    /// until end of turn, 514.2: Hive of the Eye Tyrant).
    pub(crate) fn self_granted_at(&self, object: &GameObject, index: usize) -> Option<&Ability> {
        let gained = self.state.gained_abilities.contains(&(object.id, index));
        if !gained && !self.state.became_creatures.iter().any(|b| b.object == object.id) {
            return None;
        }
        let own = self.abilities_of(object);
        let face = self.entry(object).ok()?.card.face(object.face.unwrap_or(0))?;
        // Lost with the others (305.7, 613.1f): no abilities of its own, none gained.
        (own.len() == face.abilities.len()).then_some(())?;
        let granting = face.abilities.iter().enumerate().filter_map(|(i, a)| Some((i, a.granted_to_self()?)));
        let (at, ability) = granting.clone().nth(index.checked_sub(own.len())?)?;
        if gained {
            return Some(ability);
        }
        // The animation number of that ability's instruction, among the face's (`animation_effects`).
        let animates = |a: &Ability| a.all_effects().filter(|e| super::animation_effects_match(e)).count();
        let animation = face.abilities.iter().take(at).map(animates).sum::<usize>();
        // TODO(CR 611.2a, 113.7a): not the quoted ability of another card's animation (a copy changed since).
        let animated = face.abilities.get(at).is_some_and(|a| animates(a) > 0)
            && self.state.became_creatures.iter().any(|b| {
                b.object == object.id && b.animation as usize == animation && self.is_own_animation(object, b)
            });
        animated.then_some(ability)
    }

    /// 611.2a, 613.1f. The numbers of the abilities `object` gained by its
    /// own instructions and has now, with those abilities.
    pub(crate) fn self_granted_of<'a>(&'a self, object: &'a GameObject) -> impl Iterator<Item = (usize, &'a Ability)> {
        let any = self.state.gained_abilities.iter().any(|(id, _)| *id == object.id)
            || self.state.became_creatures.iter().any(|b| b.object == object.id);
        let own = if any { self.abilities_of(object).len() } else { 0 };
        let face = self.entry(object).ok().and_then(|e| e.card.face(object.face.unwrap_or(0)));
        let n = if any { face.map_or(0, |f| f.self_granted().count()) } else { 0 };
        (own..own + n).filter_map(move |index| Some((index, self.self_granted_at(object, index)?)))
    }

    /// 305.7. Whether `object` is a nonbasic land on the battlefield while a
    /// permanent says "Nonbasic lands are \[type\]s.".
    pub(crate) fn loses_land_abilities(&self, object: &GameObject) -> bool {
        object.zone == Zone::Battlefield && self.is_nonbasic_land(object) && self.nonbasic_lands_are().is_some()
    }

    /// 613.1f (layer 6). Whether `object` is a permanent that lost all
    /// abilities for as long as another remains (611.2b,
    /// `GameState::abilities_lost`), or a creature on the battlefield
    /// (by its card types, layers 1–4: no view is computed again) while a
    /// permanent says "Creatures lose all abilities." (Dress Down, read from
    /// its printed abilities: TODO(CR 613.8) a creature with it, an animated
    /// Dress Down, would lose it too, a dependency the engine does not model).
    #[inline(always)]
    pub(crate) fn loses_all_abilities(&self, object: &GameObject) -> bool {
        // Asked for every object's abilities: the game's flag first, inlined.
        self.watches.has(super::turn::Watched::AbilitiesLost) && self.loses_all_abilities_now(object)
    }

    /// 611.2b, 613.1f. "that permanent loses all abilities for as long as
    /// \[this\] remains on the battlefield" (Tishana's Tidebinder): if
    /// `permanent` is an artifact, creature or planeswalker on the
    /// battlefield and `this` is still there (otherwise the duration has
    /// already ended and nothing happens), it loses them while both stay.
    pub(crate) fn loses_abilities_while_this_remains(&mut self, permanent: ObjectId, this: ObjectId) {
        let here = |id| self.state.object(id).is_some_and(|o| o.zone == Zone::Battlefield);
        let kinds = [CardType::Artifact, CardType::Creature, CardType::Planeswalker];
        let fits = self.permanent(permanent).is_some_and(|v| kinds.iter().any(|&k| v.is(k)));
        if fits && here(this) {
            // 613.7a: its timestamp, an id taken so that a later "until end of turn" gain is later still.
            let since = self.state.next_object_id;
            self.state.next_object_id = since.saturating_add(1);
            self.state.abilities_lost.push((permanent, (this, since)));
        }
    }

    /// 613.7a, 613.7d. The timestamp of the latest effect that makes
    /// `object`, a permanent losing all abilities, lose them: Tishana's
    /// Tidebinder's (611.2b, taken as it was created) while its permanent
    /// remains, or a static "Creatures lose all abilities." (its permanent's
    /// id) if `object` is a creature. An "until end of turn" gain with an
    /// earlier timestamp ([`Pump::since`](super::state::Pump)) is lost.
    fn loss_since(&self, object: &GameObject) -> Option<u32> {
        let here = |id| self.state.object(id).is_some_and(|o| o.zone == Zone::Battlefield);
        let lost = self.state.abilities_lost.iter();
        let tidebinder = lost.filter(|&&(l, (while_here, _))| l == object.id && here(while_here)).map(|(_, (_, t))| *t);
        let ability = StaticAbility::CreaturesLoseAllAbilities;
        let statics = self.state.objects_in(&self.state.battlefield).flatten().filter(|o| {
            self.printed_abilities_of(o).iter().any(|a| matches!(a, Ability::Static { ability: a } if *a == ability))
        });
        let by_static = statics.map(|o| o.id.0).filter(|_| self.is_creature_by_types(object));
        tidebinder.chain(by_static).max()
    }

    /// 613.7a, 613.7d, 613.7e. The timestamp of the static abilities of
    /// `permanent`: its id, or the timestamp it received as it last became
    /// attached (`GameState::attached_at`).
    fn timestamp_of(&self, permanent: &GameObject) -> u32 {
        let attached = self.state.attached_at.iter().find(|&&(a, _)| a == permanent.id);
        attached.map_or(permanent.id.0, |&(_, at)| at)
    }

    /// [`Game::loses_all_abilities`] once a card of the game says so.
    fn loses_all_abilities_now(&self, object: &GameObject) -> bool {
        self.abilities_lost_to(object).is_some()
    }

    /// 613.1f. The permanent that makes `object` lose all abilities, if any:
    /// the one it lost them to for as long as that one remains (611.2b), or
    /// the first on the battlefield whose "Creatures lose all abilities."
    /// applies to the creature `object`.
    pub(crate) fn abilities_lost_to(&self, object: &GameObject) -> Option<&GameObject> {
        let here = |id| self.state.object(id).filter(|o| o.zone == Zone::Battlefield);
        if object.zone == Zone::Battlefield
            && let Some(source) = self
                .state
                .abilities_lost
                .iter()
                .filter(|&&(lost, _)| lost == object.id)
                .find_map(|&(_, (while_here, _))| here(while_here))
        {
            return Some(source);
        }
        if !self.is_creature_by_types(object) {
            return None;
        }
        let ability = StaticAbility::CreaturesLoseAllAbilities;
        let source = self.state.objects_in(&self.state.battlefield).flatten().find(|o| {
            self.printed_abilities_of(o).iter().any(|a| matches!(a, Ability::Static { ability: a } if *a == ability))
        });
        if source.is_some() {
            crate::executed!(static &ability);
        }
        source
    }

    /// 700.5, 613.1d. Whether `object`, a permanent, says "As long as your
    /// devotion to … is less than N, \[this\] isn't a creature." while its
    /// controller's devotion to those colors is less than N: the mana symbols
    /// of those colors among the mana costs of the permanents they control
    /// (700.5a: a hybrid symbol counts once), read from the printed or
    /// copied card (no effect the engine models changes a mana cost but
    /// "it has no mana cost", 707.9b).
    pub(crate) fn short_of_devotion(&self, object: &GameObject, entry: &super::CardEntry) -> bool {
        if entry.not_creature.is_empty() {
            return false;
        }
        let face = object.face.unwrap_or(0);
        let Some(StaticAbility::NotCreatureUnlessDevotion { colors, devotion }) =
            entry.card.face(face).into_iter().flat_map(|f| &f.abilities).find_map(|a| match a {
                Ability::Static { ability: a @ StaticAbility::NotCreatureUnlessDevotion { .. } } => Some(a),
                _ => None,
            })
        else {
            return false;
        };
        crate::executed!(static &StaticAbility::NotCreatureUnlessDevotion { colors: *colors, devotion: *devotion });
        let mut count = 0u32;
        for o in self.state.objects_in(&self.state.battlefield).flatten().filter(|o| o.controller == object.controller)
        {
            let Ok(entry) = self.entry(o) else { continue };
            let printed = entry.battlefield.get(o.face.unwrap_or(0)).and_then(|f| f.get(usize::from(o.prototyped)));
            let Some(Some((c, _))) = printed else { continue };
            if o.copy_of.as_ref().is_some_and(|copy| copy.no_mana_cost) {
                continue;
            }
            let symbols = c.mana_cost.as_ref().map_or(&[][..], |m| m.symbols());
            let counted = symbols.iter().filter(|s| s.colors().iter().any(|k| colors.contains(k))).count();
            count = count.saturating_add(u32::try_from(counted).unwrap_or(u32::MAX));
        }
        count < *devotion
    }

    /// 613.1e (layer 5). The permanent whose ability makes `object`, a
    /// permanent with `c` as layer 4 leaves them, all colors: a nonland
    /// permanent whose controller controls one that says "Each nonland
    /// permanent you control is all colors." (Leyline of the Guildpact; gated
    /// by `Watched::AllColors`).
    fn all_colors_by(&self, object: &GameObject, c: &Characteristics) -> Option<&GameObject> {
        if !self.watches.has(super::turn::Watched::AllColors)
            || c.types.contains(CardType::Land)
            || c.colors == crate::color::ColorSet::ALL
        {
            return None;
        }
        let ability = StaticAbility::NonlandPermanentsYouControlAreAllColors;
        let source = self
            .state
            .objects_in(&self.state.battlefield)
            .flatten()
            .find(|source| source.controller == object.controller && self.says(source, &ability));
        if source.is_some() {
            crate::executed!(static &ability);
        }
        source
    }

    /// Whether the permanent `object` is a nonbasic land (205.4c; its printed
    /// types: no effect the engine models changes a supertype or removes
    /// the land type).
    pub(crate) fn is_nonbasic_land(&self, object: &GameObject) -> bool {
        let Ok(entry) = self.entry(object) else { return false };
        let printed = entry.battlefield.get(object.face.unwrap_or(0)).and_then(|f| f.first()?.as_ref());
        printed.is_some_and(|(c, _)| c.types.contains(CardType::Land) && !c.supertypes.contains(Supertype::Basic))
    }

    /// Whether `filter` matches `object` (with characteristics `c`) for the
    /// source `source` controlled by `you`.
    pub(crate) fn filter_matches(
        filter: &ObjectFilter,
        object: &GameObject,
        c: &Characteristics,
        power: Option<i32>,
        toughness: Option<i32>,
        source: ObjectId,
        you: PlayerId,
    ) -> bool {
        if !filter.types.iter().all(|&t| c.types.contains(t))
            || !(filter.one_of_types.is_empty()
                || filter.or_token && object.token
                || filter.one_of_types.iter().any(|&t| c.types.contains(t)))
            || filter.not_types.iter().any(|&t| c.types.contains(t))
            || !filter.supertypes.iter().all(|&s| c.supertypes.contains(s))
            || filter.not_supertypes.iter().any(|&s| c.supertypes.contains(s))
        {
            return false;
        }
        let every_type = c.every_creature_type && c.types.contains(CardType::Creature);
        crate::executed!(keyword crate::text::KeywordAbility::Changeling, if every_type && !filter.subtypes.is_empty());
        let shares = || filter.subtypes.iter().any(|s| c.subtypes.iter().any(|t| t.eq_ignore_ascii_case(s)));
        if !(filter.subtypes.is_empty() || every_type || shares()) {
            return false;
        }
        // "non-Dragon": a changeling is every creature type (702.73a), a Dragon too.
        let has = |s: &String| every_type || c.subtypes.iter().any(|t| t.eq_ignore_ascii_case(s));
        if filter.not_subtypes.iter().any(has) {
            return false;
        }
        if !filter.colors.is_empty() && !filter.colors.iter().any(|col| c.colors.contains(col)) {
            return false;
        }
        // 105.2: "nonblack"; 105.2b: "monocolored".
        if filter.not_colors.iter().any(|col| c.colors.contains(col))
            || (filter.monocolored && c.colors.len() != 1)
            || (filter.multicolored && c.colors.len() < 2)
            || filter.color_count.is_some_and(|n| c.colors.len() != n)
        {
            return false;
        }
        if let Some(from) = filter.cast_from
            && !Self::cast_from_matches(object, from)
        {
            return false;
        }
        match filter.controller {
            Some(Controller::You) if object.controller != you => return false,
            Some(Controller::NotYou) if object.controller == you => return false,
            _ => {}
        }
        if (filter.other && object.id == source)
            || filter.token.is_some_and(|token| token != object.token)
            || (filter.tapped && !object.tapped)
        {
            return false;
        }
        if let Some(cond) = &filter.condition
            && !match cond.quantity {
                Quantity::ManaCost => cond.holds_for_cost(c.mana_cost.as_ref()),
                _ => cond.holds(power, toughness, u32::try_from(c.mana_value.whole()).unwrap_or(u32::MAX)),
            }
        {
            return false;
        }
        // 702.9b: "without flying" (`c` with its granted keywords, 613.1f).
        if let Some(k) = filter.not_keyword
            && c.keywords.iter().any(|n| n.eq_ignore_ascii_case(&k.ability().name()))
        {
            return false;
        }
        // 702.9b: "a creature with flying" (`c` with its granted keywords, 613.1f).
        if let Some(k) = filter.keyword {
            let name = k.ability().name();
            return c.keywords.iter().any(|n| n.eq_ignore_ascii_case(&name));
        }
        true
    }

    /// The first permanent an opponent of `player` controls with the static
    /// ability `ability` (read only when some card of the game has it,
    /// `watched`), recorded as executed when found.
    pub(crate) fn opponents_static(
        &self,
        player: PlayerId,
        ability: &StaticAbility,
        watched: crate::game::turn::Watched,
    ) -> Option<ObjectId> {
        if !self.watches.has(watched) {
            return None;
        }
        let has = |a: &Ability| matches!(a, Ability::Static { ability: a } if a == ability);
        let found = self
            .state
            .objects_in(&self.state.battlefield)
            .flatten()
            .find(|o| self.state.are_opponents(o.controller, player) && self.abilities_of(o).iter().any(has))?;
        crate::executed!(static ability);
        Some(found.id)
    }

    /// 119.7, 604.1. Whether `player` may gain life: no permanent an
    /// opponent controls says "Your opponents can't gain life".
    pub(crate) fn can_gain_life(&self, player: PlayerId) -> bool {
        let stops = |o: &GameObject| {
            o.controller != player
                && self
                    .abilities_of(o)
                    .iter()
                    .any(|a| matches!(a, Ability::Static { ability: StaticAbility::OpponentsCantGainLife }))
        };
        let stopped = self.state.objects_in(&self.state.battlefield).flatten().any(stops);
        if stopped {
            crate::executed!(static &StaticAbility::OpponentsCantGainLife);
        }
        !stopped
    }

    /// 702.11c. Whether `player` has hexproof: a permanent they control
    /// says "You have hexproof."
    pub(crate) fn player_has_hexproof(&self, player: PlayerId) -> bool {
        if !self.watches.has(super::turn::Watched::PlayerHexproof) {
            return false;
        }
        let gives = |o: &GameObject| {
            o.controller == player
                && self
                    .abilities_of(o)
                    .iter()
                    .any(|a| matches!(a, Ability::Static { ability: StaticAbility::YouHaveHexproof }))
        };
        self.state.objects_in(&self.state.battlefield).flatten().any(gives)
    }

    /// 602.5, 605.1a. Whether the activated abilities of the permanent
    /// `object` (mana abilities too) can't be activated: a permanent's
    /// "Activated abilities of artifacts can't be activated." matches it.
    #[inline(always)]
    pub(crate) fn activation_stopped(&self, object: &GameObject) -> bool {
        // Asked for every permanent's mana abilities listed: the game's flags first, inlined.
        (self.stoppers || self.watches.has(super::turn::Watched::AbilitiesLost)) && self.activation_stopped_now(object)
    }

    /// [`Game::activation_stopped`] once a card of the game may stop one.
    fn activation_stopped_now(&self, object: &GameObject) -> bool {
        // 613.1f: a creature that lost all abilities has no mana ability to activate (its profile is its card's).
        if self.loses_all_abilities(object) {
            return true;
        }
        if !self.stoppers || object.zone != Zone::Battlefield {
            return false;
        }
        let Some(view) = self.permanent_of(object) else { return false };
        let (p, t) = (Some(view.power), Some(view.toughness));
        self.state.objects_in(&self.state.battlefield).flatten().any(|source| {
            let has = self.entry(source).ok().and_then(|e| e.stopper_statics.get(source.face.unwrap_or(0)).copied());
            has.unwrap_or(false)
                && self.abilities_of(source).iter().any(|a| {
                    let Ability::Static { ability } = a else { return false };
                    let StaticAbility::ActivatedAbilitiesCantBeActivated { permanents } = ability else { return false };
                    let c = &view.characteristics;
                    let holds = Self::filter_matches(permanents, object, c, p, t, source.id, source.controller);
                    if holds {
                        crate::executed!(static ability);
                    }
                    holds
                })
        })
    }

    /// 602.5, 201.3. Whether the (non-mana) activated abilities of `object`, a
    /// source in any zone, can't be activated: a permanent's "Activated
    /// abilities of sources with the chosen name can't be activated unless
    /// they're mana abilities." (Pithing Needle) with its name chosen.
    pub(crate) fn stopped_by_chosen_name(&self, object: &GameObject) -> bool {
        if !self.stoppers || self.state.chosen_names.is_empty() {
            return false;
        }
        let ability = StaticAbility::ChosenNameActivatedAbilitiesCantBeActivated;
        let Ok(name) = self.characteristics_of(object).map(|c| c.name) else { return false };
        let stopped = self.state.chosen_names.iter().filter(|c| c.name == name).any(|c| {
            self.state
                .object(c.object)
                .is_some_and(|source| source.zone == Zone::Battlefield && self.says(source, &ability))
        });
        if stopped {
            crate::executed!(static &ability);
        }
        stopped
    }

    /// 305.2, 305.2a. How many lands `player` may play this turn: one, and one
    /// more for each "You may play an additional land on each of your turns."
    /// of a permanent they control.
    pub(crate) fn land_plays_allowed(&self, player: PlayerId) -> u32 {
        let extra = |o: &GameObject| {
            let abilities = self.abilities_of(o).iter();
            abilities.filter(|a| matches!(a, Ability::Static { ability: StaticAbility::AdditionalLandPlay })).count()
        };
        let mine = self.state.objects_in(&self.state.battlefield).flatten().filter(|o| o.controller == player);
        1 + u32::try_from(mine.map(extra).sum::<usize>()).unwrap_or(u32::MAX - 1)
    }

    /// 305.1. Whether a permanent `player` controls lets them play lands from
    /// their graveyard ("You may play lands from your graveyard.").
    pub(crate) fn plays_lands_from_graveyard(&self, player: PlayerId) -> bool {
        let mine = self.state.objects_in(&self.state.battlefield).flatten().filter(|o| o.controller == player);
        mine.flat_map(|o| self.abilities_of(o))
            .any(|a| matches!(a, Ability::Static { ability: StaticAbility::PlayLandsFromGraveyard }))
    }

    /// 305.2. Whether `player`, having played `lands_played` lands this turn,
    /// may play another: the first needs no look at the battlefield.
    pub(crate) fn may_play_another_land(&self, player: PlayerId, lands_played: u32) -> bool {
        lands_played == 0 || lands_played < self.land_plays_allowed(player)
    }

    /// 502.3. Whether a permanent has a "\[these\] don't untap" ability (a
    /// look at each permanent, before asking [`Game::doesnt_untap`] of each).
    pub(crate) fn any_doesnt_untap(&self) -> bool {
        self.state.objects_in(&self.state.battlefield).flatten().any(|source| {
            let abilities = self.abilities_of(source).iter();
            abilities.into_iter().any(|a| matches!(a, Ability::Static { ability: StaticAbility::DoesntUntap { .. } }))
        })
    }

    /// 502.3. Whether `object` stays tapped in its controller's untap step:
    /// a permanent's "\[these\] don't untap during their controllers' untap
    /// steps" matches it.
    pub(crate) fn doesnt_untap(&self, object: &GameObject) -> bool {
        // The object's characteristics only once a source has such an ability.
        let mut view = None;
        self.state.objects_in(&self.state.battlefield).flatten().any(|source| {
            self.abilities_of(source).iter().any(|a| {
                let Ability::Static { ability } = a else { return false };
                let StaticAbility::DoesntUntap { permanents } = ability else { return false };
                if view.is_none() {
                    view = self.permanent_of(object);
                }
                let Some(view) = &view else { return false };
                let (p, t) = (Some(view.power), Some(view.toughness));
                let c = &view.characteristics;
                let holds = Self::filter_matches(permanents, object, c, p, t, source.id, source.controller);
                if holds {
                    crate::executed!(static ability);
                }
                holds
            })
        })
    }

    /// 611.3a. Whether the condition of an "as long as" ability holds for
    /// `you`. Permanents are judged by their printed characteristics and the
    /// basic land types other permanents give lands (613.1d; no other effect
    /// the engine models changes a subtype or card type), so no ability's
    /// condition depends on another's.
    pub(crate) fn static_condition_holds(&self, condition: &StaticCondition, you: PlayerId) -> bool {
        match condition {
            StaticCondition::YouControl { filter, at_least } => {
                let added = self.lands_added_types(you);
                let theirs = self.state.objects_in(&self.state.battlefield).flatten().filter(|o| o.controller == you);
                let matching = theirs.filter(|o| {
                    let Ok(entry) = self.entry(o) else { return false };
                    let face = o.face.unwrap_or(0);
                    let printed = entry.battlefield.get(face).and_then(|b| b.get(usize::from(o.prototyped))?.as_ref());
                    printed.is_some_and(|(c, _)| {
                        let c = entry.typed_characteristics(face, None, c, added);
                        Self::filter_matches(filter, o, c, None, None, o.id, you)
                    })
                });
                matching.take(*at_least as usize).count() >= *at_least as usize
            }
            StaticCondition::CardTypesInYourGraveyard { at_least } => {
                // 205.2a: the card types among them, each counted once.
                let Some(p) = self.state.player(you) else { return false };
                let mut types = crate::card::CardTypeSet::default();
                for o in self.state.objects_in(&p.graveyard).flatten() {
                    if let Ok(c) = self.characteristics_cow(o) {
                        types = types.union(c.types);
                    }
                }
                types.len() >= *at_least
            }
            StaticCondition::CardsInYourGraveyard { filter, at_least } => {
                let Some(p) = self.state.player(you) else { return false };
                let matching = self.state.objects_in(&p.graveyard).flatten().filter(|o| {
                    self.characteristics_cow(o)
                        .is_ok_and(|c| Self::filter_matches(filter, o, &c, None, None, o.id, you))
                });
                matching.count() >= *at_least as usize
            }
            StaticCondition::AGraveyardHasCards { at_least } => {
                self.state.players.iter().any(|p| p.graveyard.len() >= *at_least as usize)
            }
            // 603.4: judged on the ability's source (`Game::intervening_holds`).
            StaticCondition::ThisWasKicked
            | StaticCondition::ThisWasBargained
            | StaticCondition::EvidenceWasCollected
            | StaticCondition::ThisDidNotEscape
            | StaticCondition::YouCastIt
            | StaticCondition::ThatSpellTargetsAnotherPermanentYouControl
            | StaticCondition::NotDoneThisTurn
            | StaticCondition::NotTriggeredThisTurn
            | StaticCondition::ThisEnteredThisTurn
            | StaticCondition::OnBattlefieldOrInYourGraveyardIfYouControl { .. }
            | StaticCondition::ThisDealtDamageToThatPlayerThisTurn { .. } => false,
            StaticCondition::YouSacrificedThisTurn => self.state.player(you).is_some_and(|p| p.sacrificed),
            StaticCondition::YouDescendedThisTurn => self.state.player(you).is_some_and(|p| p.descended),
            StaticCondition::YouAttackedWith { at_least } => {
                self.state.player(you).is_some_and(|p| p.creatures_attacked_with >= *at_least)
            }
            StaticCondition::YouDidntAttackThisTurn => {
                self.state.player(you).is_some_and(|p| p.creatures_attacked_with == 0)
            }
            StaticCondition::PermanentLeftThisTurn => {
                self.state.player(you).is_some_and(|p| p.permanent_left_this_turn)
            }
            // 608.2h: judged on a target, or on the resolving ability's source (`Game::holds_now`).
            StaticCondition::ItsControllerHasPoison { .. }
            | StaticCondition::ThisHasCounters { .. }
            | StaticCondition::ThisHasNoCounters { .. }
            | StaticCondition::ThisPowerIs { .. } => false,
            StaticCondition::AnOpponentHasPoison { at_least } => self.state.players.iter().any(|p| {
                self.state.are_opponents(you, p.id)
                    && !p.lost
                    && p.counters.get(&crate::counter::CounterKind::Poison) >= *at_least
            }),
            // 601.2i: the colors of the spells each opponent cast this turn.
            StaticCondition::AnOpponentCastSpellThisTurn { colors } => {
                self.state.players.iter().any(|p| {
                    self.state.are_opponents(you, p.id) && !p.spell_colors_cast.intersection(*colors).is_empty()
                })
            }
        }
    }

    /// The permanent `id` as the rules see it now, or `None` if it is not
    /// on the battlefield.
    pub fn permanent(&self, id: ObjectId) -> Option<PermanentView> {
        let object = self.state.object(id).filter(|o| o.zone == Zone::Battlefield)?;
        self.permanent_of(object)
    }

    pub(crate) fn permanent_of(&self, object: &GameObject) -> Option<PermanentView> {
        let battlefield = self.state.objects_in(&self.state.battlefield).flatten();
        self.permanent_among(object, battlefield, |_| {}).map(PermanentRef::to_view)
    }

    /// 613.1f, 613.4c. A permanent's characteristics `c` (its card's, or the
    /// copied card's, 613.2) with the keywords granted to it and, for a
    /// creature, its power and toughness now.
    pub(crate) fn apply_layers(&self, object: &GameObject, c: &mut Characteristics) {
        // The keywords gained (true) and lost (false), in the order applied.
        let mut keyword_changes: Vec<(bool, String)> = Vec::new();
        let (mut lost, mut animated, mut typed, mut not_creature) = (false, false, false, false);
        let battlefield = self.state.objects_in(&self.state.battlefield).flatten();
        let Some(view) = self.permanent_among(object, battlefield, |applied| match applied {
            Applied::KeywordGained { keyword, .. } => keyword_changes.push((true, keyword.name())),
            Applied::KeywordLost { keyword, .. } => keyword_changes.push((false, keyword.name())),
            // 613.1f: every keyword it had so far, printed or gained.
            Applied::AbilitiesLost => (lost, keyword_changes) = (true, Vec::new()),
            Applied::Animated { .. } => (animated, typed) = (true, true),
            // 208.3: a noncreature permanent has no power or toughness.
            Applied::NotACreature { .. } => (typed, not_creature) = (true, true),
            Applied::SubtypeAdded { .. } | Applied::TypeChanged { .. } | Applied::LandTypes { .. } => typed = true,
            // 707.9b (layer 1): a copy's exception "except it has haste".
            Applied::Copy { copy } if copy.haste => keyword_changes.push((true, KeywordAbility::Haste.name())),
            // 613.1e: the colors are copied from the view below.
            // 613.1b: control is not a characteristic (the object's `controller` holds it).
            Applied::Copy { .. }
            | Applied::ControlChanged { .. }
            | Applied::Switched
            | Applied::AllColors { .. }
            | Applied::Defined { .. }
            | Applied::Modified { .. } => {}
        }) else {
            return;
        };
        let now = &view.characteristics;
        // 611.2a, 613.1d, 613.1e, 613.4b: a land that became a creature has
        // the animation's card types, colors and base power and toughness.
        (c.types, c.colors) = (now.types, now.colors);
        // 604.3: a "*/*" its characteristic-defining ability sets (Voice of Resurgence's Elemental) too.
        let defined = || {
            self.abilities_of(object)
                .iter()
                .any(|a| matches!(a, Ability::Static { ability: StaticAbility::PowerIsCount { .. } }))
        };
        if not_creature {
            (c.power, c.toughness, c.power_text, c.toughness_text) = (None, None, None, None);
        } else if now.power.is_some() || now.toughness.is_some() || defined() {
            (c.power, c.toughness) = (Some(view.power), Some(view.toughness));
        }
        // 613.1d (layer 4): creature types of an animation, basic land types
        // other permanents give it or set (305.7).
        c.subtypes.clone_from(&view.characteristics.subtypes);
        // 205.1a, 613.1d: the type line of the types it has now (an effect
        // set them, an animation or layer 4 added some).
        if typed {
            let line = crate::card::TypeLine { supertypes: c.supertypes, types: c.types, subtypes: c.subtypes.clone() };
            c.type_line = line.text();
        }
        // 611.2a: an animation's keywords; 305.7: a land's rules text's
        // abilities are gone, an animation's stay.
        // TODO(CR 305.7): keywords printed on a land are kept with them.
        if animated || (self.land_types && self.loses_land_abilities(object)) {
            c.keywords.clone_from(&now.keywords);
        }
        // 613.1f: a creature that lost all abilities has no printed keyword.
        if lost {
            c.keywords.clear();
        }
        for (gained, name) in keyword_changes {
            if !gained {
                c.keywords.retain(|k| !k.eq_ignore_ascii_case(&name));
            } else if !c.keywords.iter().any(|k| k.eq_ignore_ascii_case(&name)) {
                c.keywords.push(name);
            }
        }
    }

    /// 704.5. Whether `object` is a permanent that is a land and nothing else
    /// (no other card type, not legendary, not animated: 611.2a): the
    /// state-based actions of 704.5 look at creatures, planeswalkers,
    /// battles, Sagas, Auras, Equipment and legendary permanents, never at
    /// such a land. Layer 4 only adds land types (613.1d), so its printed
    /// characteristics tell.
    pub(crate) fn only_a_land(&self, object: &GameObject) -> bool {
        self.printed_kind(object) == super::PrintedKind::OnlyALand
            && !self.state.became_creatures.iter().any(|b| b.object == object.id)
            && !self.state.type_changes.iter().any(|c| c.object == object.id)
    }

    /// The permanents whose static abilities may grant keywords or change
    /// power and toughness (613.1f, 613.4c), in battlefield order: the
    /// `sources` for [`Game::permanent_with`] while the battlefield stays
    /// as it is.
    pub(crate) fn layer_sources(&self) -> Vec<ObjectId> {
        let has = |o: &GameObject| {
            self.entry(o).ok().and_then(|e| e.layer_statics.get(o.face.unwrap_or(0)).copied()).unwrap_or(false)
        };
        let battlefield = &self.state.battlefield;
        battlefield
            .iter()
            .zip(self.state.objects_in(battlefield))
            .filter(|(_, o)| o.is_some_and(has))
            .map(|(&id, _)| id)
            .collect()
    }

    /// [`Game::permanent_of`], given the battlefield's [`Game::layer_sources`]
    /// (computed once for many permanents).
    pub(crate) fn permanent_with<'a>(
        &'a self,
        object: &'a GameObject,
        sources: &[ObjectId],
    ) -> Option<PermanentRef<'a>> {
        self.permanent_among(object, sources.iter().filter_map(|&id| self.state.object(id)), |_| {})
    }

    /// 611.2a, 613.1d. A permanent's characteristics and keywords before
    /// layer 4's other effects: the last "becomes a … creature" that applies
    /// to it, else its card's on the battlefield. An animation of another
    /// card than the permanent's now (a copy effect changed it since, 113.7a,
    /// 613.1a) is applied to its printed characteristics, kept in the
    /// animation (`BecameCreature::foreign`).
    pub(crate) fn animated_or_printed<'a>(
        &'a self,
        object: &GameObject,
        entry: &'a super::CardEntry,
    ) -> Option<(Option<Animated<'a>>, &'a super::OnBattlefield)> {
        let face = object.face.unwrap_or(0);
        let printed = || entry.battlefield.get(face)?.get(usize::from(object.prototyped))?.as_ref();
        let Some(became) = self.state.became_creatures.iter().rev().find(|b| b.object == object.id) else {
            return Some((None, printed()?));
        };
        if !self.is_own_animation(object, became) {
            let effect = self.animation_effect(object, became);
            let on = effect.zip(printed()).map(|(e, p)| became.foreign.get_or_init(|| super::animated(p, e)));
            return match on {
                Some(on) => Some((Some(Animated { became, own: None }), on)),
                None => Some((None, printed()?)),
            };
        }
        let own = became.animation as usize;
        match entry.animations.get(face).and_then(|a| a.get(own)) {
            Some(on) => Some((Some(Animated { became, own: Some(own) }), on)),
            None => Some((None, printed()?)),
        }
    }

    /// 611.2a, 113.7a. Whether animation `b` of `object` is of the card (and
    /// face) `object` has now, so the card table's own animations tell it.
    pub(crate) fn is_own_animation(&self, object: &GameObject, b: &super::state::BecameCreature) -> bool {
        let own = object.copy_of.as_ref().map_or(object.card_index, |c| c.card_index);
        b.card_index.is_none_or(|i| (i, b.face as usize) == (own, object.face.unwrap_or(0)))
    }

    /// 611.2a, 113.7a. The "becomes a … creature" instruction of animation
    /// `b` of `object`: of the card the ability was of, else of its card now.
    pub(crate) fn animation_effect(
        &self,
        object: &GameObject,
        b: &super::state::BecameCreature,
    ) -> Option<&crate::text::Effect> {
        let (entry, face) = match b.card_index {
            Some(i) => (self.cards.get(i as usize)?, b.face as usize),
            None => (self.entry(object).ok()?, object.face.unwrap_or(0)),
        };
        entry.animation(face, b.animation as usize).map(|(e, _)| e)
    }

    /// 604.3, 613.4a. The permanents `object`'s controller controls that
    /// `filter` matches, for its characteristic-defining ability ("the
    /// number of lands you control", Beau): judged on each permanent's
    /// printed or animated characteristics (as [`Self::is_creature_by_types`]
    /// does), so no such ability reads itself. TODO(CR 613.1d): other
    /// type-changing effects.
    pub(crate) fn counted_for_definition(&self, filter: &crate::text::ObjectFilter, object: &GameObject) -> u32 {
        let you = object.controller;
        let counted = self.state.objects_in(&self.state.battlefield).flatten().filter(|o| {
            o.controller == you
                && self
                    .entry(o)
                    .ok()
                    .and_then(|e| self.animated_or_printed(o, e))
                    .is_some_and(|(_, (c, _))| Self::filter_matches(filter, o, c, None, None, object.id, you))
        });
        u32::try_from(counted.count()).unwrap_or(u32::MAX)
    }

    /// 604.3, 613.4a. Whether a permanent is a creature, told by its card
    /// types alone (no power or toughness computed: a characteristic-defining
    /// ability counting creatures reads this, [`CostCount::Creatures`]).
    pub(crate) fn is_creature_by_types(&self, object: &GameObject) -> bool {
        object.zone == Zone::Battlefield
            && self.entry(object).ok().is_some_and(|entry| {
                self.animated_or_printed(object, entry).is_some_and(|(_, (c, _))| c.types.contains(CardType::Creature))
                    && !(self.watches.has(super::turn::Watched::Devotion) && self.short_of_devotion(object, entry))
            })
            || self
                .state
                .type_changes
                .iter()
                .rev()
                .find(|c| c.object == object.id)
                .is_some_and(|c| object.zone == Zone::Battlefield && c.types.contains(&CardType::Creature))
    }

    /// A permanent's view, with the static abilities of those of `sources`
    /// that have them (a superset of the layer sources, in battlefield order):
    /// the one layer system (613). `record` sees each change as it is applied
    /// ([`Applied`], for [`Game::apply_layers`] and
    /// [`Game::explain_characteristics`]); the hot paths pass a closure that
    /// does nothing, which compiles away.
    pub(crate) fn permanent_among<'a>(
        &'a self,
        object: &'a GameObject,
        sources: impl Iterator<Item = &'a GameObject>,
        mut record: impl FnMut(Applied<'_>),
    ) -> Option<PermanentRef<'a>> {
        if object.zone != Zone::Battlefield {
            return None;
        }
        // 613.1f (layer 6): "Creatures lose all abilities.": no keyword printed, granted by a static
        // ability or by a counter; "until end of turn" gains only when later (613.7a, `lost_since`).
        let lost = self.loses_all_abilities(object);
        let entry = self.entry(object).ok()?;
        let face = object.face.unwrap_or(0);
        // 707.2, 613.2a (layer 1): `entry` is the copied card's.
        if let Some(copy) = &object.copy_of {
            record(Applied::Copy { copy });
        }
        // 613.1b (layer 2): `object.controller` is the latest control-changing effect's (`Game::gain_control`).
        if !self.state.control_changes.is_empty()
            && let Some(change) = self.state.control_changes.iter().rev().find(|c| c.object == object.id)
        {
            record(Applied::ControlChanged { change });
        }
        let (animated, (characteristics, keywords)) = self.animated_or_printed(object, entry)?;
        // 611.2a: its own "becomes a … creature" (layers 4, 5, 6, 7b).
        if let Some(a) = animated {
            record(Applied::Animated { became: a.became, characteristics });
        }
        let foreign = animated.filter(|a| a.own.is_none()).map(|a| &a.became.derived);
        // 707.9b: a copy's exception, "except it's a Cave in addition to its
        // other types" (TODO(CR 707.9b): not while animated or while layer 4
        // adds land types, below).
        // `derived`: the last effect that derived characteristics of this permanent's own.
        let (characteristics, mut derived) = match object.copy_of.as_ref().filter(|_| animated.is_none()) {
            Some(copy) if copy.excepts() => (excepted(copy, characteristics), Some(&copy.excepted)),
            _ => (characteristics, foreign),
        };
        // 701.47a (layer 4): "it becomes an Orc in addition to its other types".
        let characteristics = match self.state.also_subtypes.iter().rev().find(|a| a.object == object.id) {
            Some(also) => {
                record(Applied::SubtypeAdded { subtype: &also.subtype });
                derived = Some(&also.with);
                also.applied(characteristics)
            }
            None => characteristics,
        };
        // 205.1a, 613.1d, 613.4b: an effect that set its types, subtypes and base power and toughness.
        let changed = self.state.type_changes.iter().rev().find(|c| c.object == object.id);
        if let Some(change) = changed {
            record(Applied::TypeChanged { change });
            derived = Some(&change.with);
        }
        let characteristics = changed.map_or(characteristics, |c| c.applied(characteristics));
        // 613.1d (layer 4): basic land types other permanents give it, made from its card's
        // characteristics in the card's table, from an effect's in that effect's (never
        // another permanent's of the same card).
        let added = self.lands_added_types(object.controller);
        let characteristics = match added {
            0 => characteristics,
            _ => {
                let typed = match derived {
                    Some(derived) => derived.land_typed(characteristics, added),
                    None => entry.typed_characteristics(face, animated.and_then(|a| a.own), characteristics, added),
                };
                if !Arc::ptr_eq(typed, characteristics) {
                    record(Applied::LandTypes { before: characteristics, after: typed });
                }
                typed
            }
        };
        // 613.1d (layer 4), 700.5: "As long as your devotion to … is less than seven, [this] isn't a creature."
        let characteristics = match self.watches.has(super::turn::Watched::Devotion) {
            true if self.short_of_devotion(object, entry) => {
                let after = entry.not_a_creature(characteristics);
                record(Applied::NotACreature { after });
                after
            }
            _ => characteristics,
        };
        // 613.1e (layer 5): "Each nonland permanent you control is all colors."
        let characteristics = match self.all_colors_by(object, characteristics) {
            Some(source) => {
                record(Applied::AllColors { source });
                entry.all_colored(characteristics)
            }
            None => characteristics,
        };
        let mut keywords = *keywords;
        // 707.9b (layer 1): a copy's exception "except it has haste".
        keywords.haste |= object.copy_of.as_ref().is_some_and(|copy| copy.haste);
        // 613.1f: the keywords such an effect gave it.
        for k in changed.iter().flat_map(|c| &c.keywords) {
            keywords.add(&k.ability());
            record(Applied::KeywordGained { keyword: &k.ability(), by: By::TypeChange });
        }
        // 702.109a, 702.152a: "As long as this permanent's dash (blitz) cost was paid, it has haste."
        if matches!(object.cast_method, Some(super::state::CastMethod::Dash | super::state::CastMethod::Blitz)) {
            keywords.haste = true;
            record(Applied::KeywordGained { keyword: &KeywordAbility::Haste, by: By::CastMethod });
        }
        // 702.62a: cast by suspend, "it gains haste until you lose control of the spell or the permanent it becomes".
        if object.suspend_haste {
            keywords.haste = true;
            record(Applied::KeywordGained { keyword: &KeywordAbility::Haste, by: By::CastMethod });
        }
        // 122.1b, 613.1f: a keyword counter gives it that keyword.
        for (kind, _) in object.counters.iter() {
            if let Some(k) = crate::text::GrantedKeyword::of_counter(kind) {
                keywords.add(&k.ability());
                record(Applied::KeywordGained { keyword: &k.ability(), by: By::Counters });
            }
        }
        let (power_bonus, toughness_bonus) = counter_bonus(object);
        // 122.1a, 613.4c (layer 7c): +1/+1 and -1/-1 counters.
        record(Applied::Modified { power: power_bonus, toughness: toughness_bonus, by: By::Counters });
        let mut power = i64::from(characteristics.power.unwrap_or(0)) + power_bonus;
        let mut toughness = i64::from(characteristics.toughness.unwrap_or(0)) + toughness_bonus;
        let creature = characteristics.types.contains(CardType::Creature);
        // 604.3, 613.4a (layer 7a): a characteristic-defining ability gives the printed "*" its value.
        // TODO(CR 604.3): in the other zones too (only the battlefield's view reads it).
        if creature && characteristics.power.is_none() {
            for ability in self.abilities_of(object) {
                if let Ability::Static { ability } = ability
                    && let StaticAbility::PowerIsCount { per, toughness: both } = ability
                {
                    crate::executed!(static ability);
                    let count = match per {
                        crate::text::CostCount::Permanents { filter } => self.counted_for_definition(filter, object),
                        per => self.cost_count(per, object.controller, object.id),
                    };
                    let count = i64::from(count);
                    power += count;
                    let both = *both && characteristics.toughness.is_none();
                    if both {
                        toughness += count;
                    }
                    record(Applied::Defined { power: count, toughness: if both { count } else { 0 } });
                }
            }
        }
        // 613.7a, 613.7d: the loss applies from its timestamp (a static ability's: its permanent's id).
        let lost_since = match lost {
            true => self.loss_since(object),
            false => None,
        };
        // 613.7, 613.8a: a grant of a permanent that keeps its abilities is independent of the loss: it
        // applies after it when its timestamp is later (an Equipment's or Aura's: its attachment's, 613.7e).
        // A creature's grant depends on "Creatures lose all abilities." (applying it removes the grant), so
        // it applies after it and is gone: `abilities_of` gives such a source none.
        let later = |source: &GameObject| lost_since.is_some_and(|since| self.timestamp_of(source) > since);
        let mut after_loss: Vec<(&KeywordAbility, By<'_>)> = Vec::new();
        // 613.1f (layer 6) and 613.4c (layer 7c): static abilities of permanents.
        for source in sources {
            if !creature {
                break;
            }
            let source_id = source.id;
            let has = self
                .entry(source)
                .ok()
                .and_then(|e| e.layer_statics.get(source.face.unwrap_or(0)).copied())
                .unwrap_or(false);
            if !has {
                continue;
            }
            let applies = |creatures| {
                Self::filter_matches(
                    creatures,
                    object,
                    characteristics,
                    characteristics.power,
                    characteristics.toughness,
                    source_id,
                    source.controller,
                )
            };
            for ability in self.abilities_of(source) {
                let Ability::Static { ability } = ability else { continue };
                match ability {
                    StaticAbility::GrantKeywords { creatures, keywords: grants, condition }
                        if applies(creatures)
                            && condition.as_ref().is_none_or(|c| self.static_condition_holds(c, source.controller)) =>
                    {
                        crate::executed!(static ability);
                        for keyword in grants {
                            keywords.add(keyword);
                            record(Applied::KeywordGained { keyword, by: By::Static(source) });
                        }
                        if later(source) {
                            after_loss.extend(grants.iter().map(|k| (k, By::Static(source))));
                        }
                    }
                    StaticAbility::Anthem { creatures, power: p, toughness: t } if applies(creatures) => {
                        crate::executed!(static ability);
                        power += i64::from(*p);
                        toughness += i64::from(*t);
                        record(Applied::Modified {
                            power: (*p).into(),
                            toughness: (*t).into(),
                            by: By::Static(source),
                        });
                    }
                    // 301.5a, 303.4a: what an Equipment or Aura gives what it is attached to.
                    StaticAbility::Attached { power: p, toughness: t, keywords: grants, for_each }
                        if source.attached_to == Some(object.id) =>
                    {
                        crate::executed!(static ability);
                        let times = for_each.as_ref().map_or(1, |f| self.attachment_count(f, source));
                        power += i64::from(*p) * times;
                        toughness += i64::from(*t) * times;
                        let (p, t) = (i64::from(*p) * times, i64::from(*t) * times);
                        record(Applied::Modified { power: p, toughness: t, by: By::Attached(source) });
                        for keyword in grants {
                            keywords.add(keyword);
                            record(Applied::KeywordGained { keyword, by: By::Attached(source) });
                        }
                        if later(source) {
                            after_loss.extend(grants.iter().map(|k| (k, By::Attached(source))));
                        }
                    }
                    // 613.1f: "… gains vigilance if it's white, …", by the creature's colors.
                    StaticAbility::GrantKeywordsByColor { creatures, grants } if applies(creatures) => {
                        crate::executed!(static ability);
                        for g in grants.iter().filter(|g| characteristics.colors.contains(g.color)) {
                            keywords.add(&g.keyword);
                            record(Applied::KeywordGained { keyword: &g.keyword, by: By::Static(source) });
                            if later(source) {
                                after_loss.push((&g.keyword, By::Static(source)));
                            }
                        }
                    }
                    // 611.3a: its own "as long as" ability, while the condition holds.
                    StaticAbility::SelfBoost {
                        power: p,
                        toughness: t,
                        keywords: grants,
                        attacks_each_combat,
                        condition,
                        for_each,
                    } if source_id == object.id
                        && condition.as_ref().is_none_or(|c| self.static_condition_holds(c, source.controller)) =>
                    {
                        crate::executed!(static ability);
                        // 613.4c: "… for each artifact you control", counted now.
                        let times = for_each.as_ref().map_or(1, |f| self.attachment_count(f, source));
                        let (p, t) = (i64::from(*p) * times, i64::from(*t) * times);
                        power += p;
                        toughness += t;
                        record(Applied::Modified { power: p, toughness: t, by: By::Static(source) });
                        keywords.attacks_each_combat |= *attacks_each_combat;
                        for keyword in grants {
                            keywords.add(keyword);
                            record(Applied::KeywordGained { keyword, by: By::Static(source) });
                        }
                    }
                    _ => {}
                }
            }
        }
        if lost {
            keywords = Keywords::default();
            record(Applied::AbilitiesLost);
            for (keyword, by) in after_loss {
                keywords.add(keyword);
                record(Applied::KeywordGained { keyword, by });
            }
        }
        // 611.2a, 613.4c: "until end of turn" changes, in timestamp order.
        for pump in self.state.until_end_of_turn.iter().filter(|p| p.object == object.id) {
            let by = if pump.until_next_turn_of.is_some() { By::UntilNextTurn } else { By::UntilEndOfTurn };
            if creature {
                power += i64::from(pump.power);
                toughness += i64::from(pump.toughness);
                let (p, t) = (pump.power.into(), pump.toughness.into());
                record(Applied::Modified { power: p, toughness: t, by });
                // 613.1f, 613.7a: "… gains first strike until end of turn" (layer 6), unless the loss of all
                // abilities is later.
                let earlier = lost_since.is_some_and(|since| pump.since <= since);
                for k in pump.keywords.iter().filter(|_| !earlier) {
                    keywords.add(&k.ability());
                    record(Applied::KeywordGained { keyword: &k.ability(), by });
                }
            }
            // 613.1f: "… lose hexproof and indestructible until end of turn".
            for k in &pump.loses {
                keywords.remove(&k.ability());
                record(Applied::KeywordLost { keyword: &k.ability(), by });
            }
        }
        // 613.4d (layer 7d): switched until end of turn, after every change of 7a–7c.
        if creature && !self.state.switched.is_empty() {
            for _ in self.state.switched.iter().filter(|&&s| s == object.id) {
                std::mem::swap(&mut power, &mut toughness);
                record(Applied::Switched);
            }
        }
        Some(PermanentRef {
            controller: object.controller,
            power: clamp(power),
            toughness: clamp(toughness),
            keywords,
            characteristics,
        })
    }
}
