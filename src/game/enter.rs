//! The one way a permanent enters the battlefield (CR 110.2, 111.1, 305.1,
//! 608.3a, 614.1c–d, 614.12, 122.6, 306.5b, 310.4b, 707.2).
//!
//! Everything that puts a permanent onto the battlefield — a land played, a
//! permanent spell resolving, a token created, an effect returning or putting
//! a card there — calls `Game::put_onto_battlefield` with what enters
//! (`Entrant`) and how ([`Entering`]: controller, tapped, counters, face,
//! prototype, copy, and what put it there). It then, in order:
//!
//! 1. applies the replacement effects that modify how the permanent enters
//!    (614.1c–d), *before* it enters (614.12): those of its own card, or of
//!    the card it enters as a copy of (707.2). One that needs a choice of its
//!    controller (enter as a copy of …, 707.9; pay life or enter tapped) is a
//!    pending choice ([`Pending::ChooseCopy`], [`Pending::ChooseReplacement`]),
//!    one at a time, in the order written; the object waits where it is (a
//!    spell on the stack, a card in hand or exile) and its answer resumes the
//!    entry where it stopped ([`Entering::decided`]);
//! 2. moves the object (a new object, 400.7) or makes the token (111.1), with
//!    its status: tapped (110.5), summoning sick (302.6), face (712.8),
//!    prototyped (718.3b), copy (707.2), and the counters it enters with
//!    (122.6), loyalty for a planeswalker (306.5b) and defense for a battle
//!    (310.4b) unless it enters with some, a lore counter for a Saga (714.3a);
//! 3. says so in one event (what put it there: [`EnterCause`]);
//! 4. chooses a battle's protector (310.9a, 310.12a: a pending choice among
//!    several) and triggers its "enters" abilities (603.6a).
//!
//! A choice asked while a spell or ability resolves waits until the
//! resolution ends (TODO(CR 608.2c): instructions after it are followed
//! first; none the engine reads depends on the permanent), and a second such
//! choice in the same resolution is decided as declining (TODO(CR 616.1)).

use super::Game;
use super::combat::AttackTarget;
use super::error::RulesError;
use super::events::Event;
use super::ids::{ObjectId, PlayerId};
use super::state::{CastMethod, CopyOf, GameObject, Pending, TriggerKind};
use crate::card::subtypes::CreatureType;
use crate::card::{CardType, Zone};
use crate::color::Color;
use crate::counter::{CounterKind, Counters};
use crate::text::{Ability, EnterCondition, StaticAbility};
use serde::{Deserialize, Serialize};

/// What put a permanent onto the battlefield (what its event says).
/// Serialized as a `type`-tagged object, e.g. `{ "type": "playLand", "player": 0 }`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase", deny_unknown_fields)]
pub enum EnterCause {
    /// 305.1. A land played by `player` (event `landPlayed`).
    PlayLand {
        /// Who played it.
        player: PlayerId,
    },
    /// 608.3a. A permanent spell resolving (event `spellResolved`).
    Resolve,
    /// 111.1. A token created (event `tokenCreated`).
    Token,
    /// An effect put it there: returned from exile, put from a library or
    /// a hand (event `objectMoved`).
    Effect,
}

/// A replacement effect that modifies how a permanent enters and asks its
/// controller to choose (614.12). Serialized as a `type`-tagged object.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase", deny_unknown_fields)]
pub enum EnterChoice {
    /// 614.1c, 707.9. "You may have \[this\] enter as a copy of …" (answered
    /// with `chooseCopy`).
    Copy,
    /// 614.1c, 119.4. "As \[this\] enters, you may pay N life. If you don't,
    /// it enters tapped." (a shock land; answered with `chooseReplacement`,
    /// `accept` to pay).
    PayLifeOrTapped {
        /// The life to pay.
        life: u32,
    },
    /// 614.12. "As \[this\] enters, choose a color \[other than blue\]."
    /// (answered with `chooseReplacement`, `accept` and the `color`).
    Color {
        /// The color that may not be chosen.
        except: Option<Color>,
    },
    /// 614.12, 205.3m. "As \[this\] enters, choose a creature type."
    /// (answered with `chooseReplacement`, `accept` and the `creatureType`;
    /// any creature type of the rules' list, `legalActions` lists those of
    /// the cards its controller owns).
    CreatureType,
    /// 614.12, 201.3. "As \[this\] enters, choose a card name." (answered
    /// with `nameACard`: the name of a card in the game, 201.3).
    CardName,
    /// 614.12. "As \[this\] enters, choose a player." (answered with
    /// `chooseReplacement`, `accept` and the `chosenPlayer`: a player in the
    /// game).
    Player,
    /// 614.1a, 701.9a. "If \[this\] would enter, you may discard a land card
    /// instead. … If you don't, put it into its owner's graveyard." (answered
    /// with `chooseReplacement`: `accept` and the land `card` discarded, or
    /// not `accept`).
    DiscardLand,
}

impl EnterChoice {
    /// 614.12. The colors a [`EnterChoice::Color`] allows, in WUBRG order.
    pub fn colors(&self) -> impl Iterator<Item = Color> + '_ {
        let except = match self {
            EnterChoice::Color { except } => *except,
            EnterChoice::Copy
            | EnterChoice::PayLifeOrTapped { .. }
            | EnterChoice::CreatureType
            | EnterChoice::CardName
            | EnterChoice::Player
            | EnterChoice::DiscardLand => {
                return None.into_iter().flatten();
            }
        };
        Some(Color::ALL.into_iter().filter(move |&c| Some(c) != except)).into_iter().flatten()
    }
}

/// How a permanent enters the battlefield: what it is and its status as it
/// arrives. Kept in a pending choice while a replacement effect waits for an
/// answer.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Entering {
    /// 110.2. Who will control it.
    pub controller: PlayerId,
    /// What put it there.
    pub cause: EnterCause,
    /// 110.5, 614.1c. Whether it enters tapped.
    #[serde(default)]
    pub tapped: bool,
    /// 122.6. The counters it enters with.
    #[serde(default, skip_serializing_if = "Counters::is_empty")]
    pub counters: Counters,
    /// 712.8. The face up, if not the front.
    #[serde(default)]
    pub face: Option<usize>,
    /// 718.3b. Whether it is prototyped.
    #[serde(default)]
    pub prototyped: bool,
    /// 702.76. Whether it was cast for its prowl cost.
    #[serde(default)]
    pub prowl_paid: bool,
    /// 707.2. The card it enters as a copy of.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub copy_of: Option<Box<CopyOf>>,
    /// 707.2. The permanent it copies (for the event).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub copied: Option<ObjectId>,
    /// 310.9. A battle's protector, when already known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub protector: Option<PlayerId>,
    /// 508.4, 702.190b. What it enters attacking, if it does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attacking: Option<AttackTarget>,
    /// 614.12. The color chosen as it enters.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chosen_color: Option<Color>,
    /// 614.12, 205.3m. The creature type chosen as it enters.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chosen_type: Option<CreatureType>,
    /// 614.12, 201.3. The card name chosen as it enters.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chosen_name: Option<String>,
    /// 614.12. The player chosen as it enters.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chosen_player: Option<PlayerId>,
    /// 608.2c–d. Whether the resolving spell or ability that puts it there
    /// remembers it once it has entered (`Resolution::chosen`: "If you put a
    /// Cave onto the battlefield this way, …").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub remembered: bool,
    /// 614.12. The replacement choices already answered, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub decided: Vec<EnterChoice>,
    /// 303.4f. What an Aura spell enters attached to (its target).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attached_to: Option<ObjectId>,
    /// 601.2. How the spell it was had been cast (702.74a: evoked).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cast_method: Option<CastMethod>,
    /// 702.62a. A creature spell cast by suspend: the permanent has haste
    /// until its controller loses control of it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub suspend_haste: bool,
    /// 107.3m. The value of X of the spell it was, which its enters
    /// abilities read.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub x: Option<u32>,
}

impl Entering {
    /// Entering under `controller` because of `cause`, untapped, with nothing else.
    pub const fn new(controller: PlayerId, cause: EnterCause) -> Entering {
        Entering {
            controller,
            cause,
            tapped: false,
            counters: Counters::new(),
            face: None,
            prototyped: false,
            prowl_paid: false,
            copy_of: None,
            copied: None,
            protector: None,
            attacking: None,
            chosen_color: None,
            chosen_type: None,
            chosen_name: None,
            chosen_player: None,
            remembered: false,
            decided: Vec::new(),
            attached_to: None,
            cast_method: None,
            suspend_haste: false,
            x: None,
        }
    }
}

/// 614.12. What a player chose for a replacement choice as a permanent
/// enters: a color, a creature type (each only for its own choice).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Answer {
    /// "choose a color".
    pub color: Option<Color>,
    /// "choose a creature type".
    pub creature_type: Option<CreatureType>,
    /// "you may discard a land card": the card.
    pub card: Option<ObjectId>,
    /// "choose a player".
    pub player: Option<PlayerId>,
}

/// What enters the battlefield: an object moving there from another zone,
/// or a token made as it enters (111.1).
#[derive(Clone, Debug)]
pub(crate) enum Entrant {
    /// A card or spell now in another zone.
    Object(ObjectId),
    /// A token: its card (a token description or a copied card) in the card table.
    Token {
        /// The name the token's object carries.
        card: String,
        /// Its index in the game's card table.
        card_index: u32,
    },
}

impl Game {
    /// The counters a permanent spell's keywords make it enter with.
    /// 702.44a, sunburst: one for each color of mana spent to cast it
    /// (601.2h), +1/+1 counters if it is a creature, charge counters
    /// otherwise. 702.150a, compleated: its loyalty less two for each
    /// Phyrexian symbol of its cost paid with life (107.4f).
    pub(crate) fn spell_counters(&self, spell: &GameObject) -> Counters {
        let sunburst = |a: &Ability| matches!(a, Ability::Keyword { keyword: crate::text::KeywordAbility::Sunburst });
        let compleated =
            |a: &Ability| matches!(a, Ability::Keyword { keyword: crate::text::KeywordAbility::Compleated });
        let colors = spell.colors_spent.len();
        let mut counters = Counters::default();
        if spell.phyrexian_life > 0 && self.abilities_of(spell).iter().any(compleated) {
            crate::executed!(keyword crate::text::KeywordAbility::Compleated);
            let loyalty = self.characteristics_of(spell).ok().and_then(|c| c.loyalty).unwrap_or(0).max(0);
            let less = 2 * u32::from(spell.phyrexian_life);
            counters.put(CounterKind::Loyalty, loyalty.unsigned_abs().saturating_sub(less));
        }
        if colors == 0 || !self.abilities_of(spell).iter().any(sunburst) {
            return counters;
        }
        crate::executed!(keyword crate::text::KeywordAbility::Sunburst);
        let creature = self.characteristics_of(spell).is_ok_and(|c| c.types.contains(CardType::Creature));
        let kind = if creature { CounterKind::PlusOnePlusOne } else { CounterKind::Charge };
        counters.add(kind, colors);
        counters
    }

    /// 614.12. Whether `entrant` would be a creature on the battlefield: its
    /// card's (or the card it enters as a copy of) or its token's
    /// characteristics, with the face it enters with.
    fn would_enter_as_creature(&self, entrant: &Entrant, entering: &Entering) -> bool {
        let index = match (entering.copy_of.as_deref(), entrant) {
            (Some(copy), _) => Some(copy.card_index),
            (None, Entrant::Object(id)) => self.state.object(*id).map(|o| o.card_index),
            (None, Entrant::Token { card_index, .. }) => Some(*card_index),
        };
        let view = crate::card::View {
            zone: Some(Zone::Battlefield),
            cast_as: if entering.prototyped { crate::card::CastAs::Prototype } else { crate::card::CastAs::Normal },
            face: entering.face.map(crate::card::FaceSelector::Index),
        };
        index
            .and_then(|i| self.cards.get(i as usize))
            .and_then(|e| e.card.characteristics(&view).ok())
            .is_some_and(|c| c.types.contains(CardType::Creature))
    }

    /// 614.12. The replacement effects (from its own card, or the card it
    /// copies) that modify how `object` enters: applies those without a
    /// choice to `entering` and returns the first choice not yet answered.
    fn enter_replacements(&self, object: Option<&GameObject>, entering: &mut Entering) -> Option<EnterChoice> {
        // The face it enters with (712.12, 712.8), of its own card or the copied one.
        let face_abilities = |index: u32| {
            self.cards
                .get(index as usize)
                .and_then(|e| e.card.face(entering.face.unwrap_or(0)))
                .map_or(&[][..], |f| f.abilities.as_slice())
        };
        let (own, copied) = match object {
            Some(o) => (face_abilities(o.card_index), entering.copy_of.as_ref().map(|c| face_abilities(c.card_index))),
            None => (&[][..], None),
        };
        // 614.12, 305.7: a nonbasic land entering while "Nonbasic lands are
        // Mountains." applies enters without its abilities (nor "enters tapped").
        let moon = object.is_some_and(|o| {
            let entering_face = GameObject { face: entering.face, zone: Zone::Battlefield, ..o.clone() };
            self.land_types && entering.copy_of.is_none() && self.loses_land_abilities(&entering_face)
        });
        let own = if moon { &[][..] } else { own };
        // 707.9: a copy's own "enters" replacements are those of what it copies.
        let mut found = None;
        for ability in copied.unwrap_or(own) {
            let Ability::Static { ability } = ability else { continue };
            let choice = match ability {
                StaticAbility::EntersTapped => {
                    crate::executed!(static ability);
                    entering.tapped = true;
                    continue;
                }
                // 122.6: counters as it enters (once: the first reading,
                // before any choice is answered, 614.12).
                StaticAbility::EntersWithCounters { count, counter } => {
                    if entering.decided.is_empty() {
                        crate::executed!(static ability);
                        entering.counters.add(counter.clone(), *count);
                    }
                    continue;
                }
                // 607.2q: one for each card of those types exiled to pay its cost, still in exile.
                StaticAbility::EntersWithCountersPerCardExiledToPay { counter, types } => {
                    if entering.decided.is_empty() {
                        crate::executed!(static ability);
                        let spell = object.map(|o| o.id);
                        let exiled = self.state.exiled_to_pay.iter().filter(|&&(s, _)| Some(s) == spell);
                        let count = exiled
                            .filter_map(|&(_, id)| self.state.object(id).filter(|o| o.zone == Zone::Exile))
                            .filter(|o| {
                                self.characteristics_cow(o).is_ok_and(|c| types.iter().any(|&t| c.types.contains(t)))
                            })
                            .count();
                        entering.counters.add(counter.clone(), u32::try_from(count).unwrap_or(u32::MAX));
                    }
                    continue;
                }
                StaticAbility::EntersTappedUnless { unless } => {
                    crate::executed!(static ability);
                    entering.tapped |= !self.enter_condition_holds(unless, entering.controller);
                    continue;
                }
                StaticAbility::EntersTappedIf { condition } => {
                    crate::executed!(static ability);
                    entering.tapped |= self.enter_condition_holds(condition, entering.controller);
                    continue;
                }
                StaticAbility::PayLifeOrEntersTapped { life } => EnterChoice::PayLifeOrTapped { life: *life },
                StaticAbility::ChooseColorAsEnters { except } => EnterChoice::Color { except: *except },
                StaticAbility::ChooseCreatureTypeAsEnters => EnterChoice::CreatureType,
                StaticAbility::ChooseCardNameAsEnters => EnterChoice::CardName,
                StaticAbility::ChoosePlayerAsEnters => EnterChoice::Player,
                StaticAbility::DiscardLandToEnter => EnterChoice::DiscardLand,
                StaticAbility::EntersAsCopy { .. } if copied.is_none() => EnterChoice::Copy,
                // Not a replacement of how it enters (a copy's choice is made already).
                StaticAbility::CostReduction { .. }
                | StaticAbility::GrantKeywords { .. }
                | StaticAbility::Anthem { .. }
                | StaticAbility::Attached { .. }
                | StaticAbility::SelfCostReduction { .. }
                | StaticAbility::CostIncrease { .. }
                | StaticAbility::SpellsPerTurn { .. }
                | StaticAbility::OpponentsCastOnlyAsSorcery
                | StaticAbility::CreatureCardsInGraveyardsAndLibrariesCantEnter
                | StaticAbility::CantCastFromGraveyardsOrLibraries
                | StaticAbility::CardsInGraveyardsCantBeTargeted
                | StaticAbility::ArtifactsAndCreaturesEnteringDontTrigger
                | StaticAbility::NoncombatDamageToOpponentsCreaturesAsCounters
                | StaticAbility::OpponentsDrawsAreYours
                | StaticAbility::GraveyardBecomesExile { .. }
                | StaticAbility::ThisExiledInsteadOfGraveyard
                | StaticAbility::DiesExiledInsteadWithToken { .. }
                | StaticAbility::BeginGameOnBattlefield
                | StaticAbility::GrantTriggered { .. }
                | StaticAbility::PlayLandsFromGraveyard
                | StaticAbility::GrantProwl { .. }
                | StaticAbility::GrantEscape { .. }
                | StaticAbility::GrantJumpStart { .. }
                | StaticAbility::ColorDefinition { .. }
                | StaticAbility::CantBlock
                | StaticAbility::CrewsAsThoughPowerGreater { .. }
                | StaticAbility::AdditionalCost { .. }
                | StaticAbility::OptionalAdditionalCost { .. }
                | StaticAbility::AlternativeCost { .. }
                | StaticAbility::CantBeCountered
                | StaticAbility::CantBeBlockedExceptBy { .. }
                | StaticAbility::CantBeBlocked
                | StaticAbility::AssignCombatDamageAsThoughUnblocked { .. }
                | StaticAbility::CantBeBlockedByLessPower
                | StaticAbility::OpponentsCantGainLife
                | StaticAbility::YouHaveHexproof
                | StaticAbility::OpponentsDrawAtMostOneEachTurn
                | StaticAbility::OpponentsCantSearchTheirLibraries
                | StaticAbility::SelfBoost { .. }
                | StaticAbility::CanBlockOnlyFlying
                | StaticAbility::LoyaltyAsInstantTheTurnItEntered
                | StaticAbility::CreatureOutsideTheBattlefield { .. }
                | StaticAbility::LandsAreAlso { .. }
                | StaticAbility::NonbasicLandsAre { .. }
                | StaticAbility::EntersAsCopy { .. }
                | StaticAbility::AdditionalLandPlay
                | StaticAbility::InGraveyardLandsHaveMana { .. }
                | StaticAbility::ActivatedAbilitiesCantBeActivated { .. }
                | StaticAbility::CreaturesLoseAllAbilities
                | StaticAbility::ChosenNameActivatedAbilitiesCantBeActivated
                | StaticAbility::LandsYouControlEnterUntapped
                | StaticAbility::OpponentsLandsEnterTapped { .. }
                | StaticAbility::LandsYouControlAreEveryBasicLandType
                | StaticAbility::NonlandPermanentsYouControlAreAllColors
                | StaticAbility::CostIncreasePerSpellCastThisTurn { .. }
                | StaticAbility::LandsTappedForTwoOrMoreProduceC
                | StaticAbility::PreventDamageFromOpponentsSources { .. }
                | StaticAbility::DoesntUntap { .. }
                | StaticAbility::PowerIsCount { .. }
                | StaticAbility::NotCreatureUnlessDevotion { .. }
                | StaticAbility::GrantKeywordsByColor { .. } => continue,
            };
            if found.is_none() && !entering.decided.contains(&choice) {
                crate::executed!(static ability);
                found = Some(choice);
            }
        }
        found
    }

    /// 614.1c. Whether the condition of "enters tapped unless …" holds for
    /// a permanent entering under `player`: among the permanents they
    /// control now (it is not one of them yet, so all are "other").
    fn enter_condition_holds(&self, condition: &EnterCondition, player: PlayerId) -> bool {
        let theirs = || {
            self.state
                .objects_in(&self.state.battlefield)
                .flatten()
                .filter(move |o| o.controller == player)
                .filter_map(|o| self.permanent_of(o))
        };
        let lands = || theirs().filter(|p| p.is(CardType::Land)).count();
        match condition {
            EnterCondition::YouControlA { subtypes } => theirs()
                .any(|p| p.characteristics.subtypes.iter().any(|t| subtypes.iter().any(|s| s.eq_ignore_ascii_case(t)))),
            EnterCondition::AtMostOtherLands { lands: most } => lands() <= *most as usize,
            EnterCondition::AtLeastOtherLands { lands: least } => lands() >= *least as usize,
            EnterCondition::AtLeastOtherOfType { count, subtype } => {
                let of_type =
                    |p: &super::permanent::PermanentView| p.characteristics.subtypes.iter().any(|t| t == subtype);
                theirs().filter(|p| of_type(p)).count() >= *count as usize
            }
        }
    }

    /// Puts `entrant` onto the battlefield as `entering` says (see the
    /// module's documentation). Returns the new permanent's id, or `None`
    /// when a replacement choice is pending (the entry resumes when it is
    /// answered) or an object copy with nothing to copy skips its choice.
    pub(crate) fn put_onto_battlefield(
        &mut self,
        entrant: Entrant,
        mut entering: Entering,
        events: &mut Vec<Event>,
    ) -> Result<Option<ObjectId>, RulesError> {
        // 101.2: "Creature cards in graveyards and libraries can't enter the battlefield." (Grafdigger's Cage):
        // it stays where it is.
        if let Entrant::Object(id) = entrant
            && self.state.object(id).is_some_and(|o| matches!(o.zone, Zone::Graveyard | Zone::Library))
            && self.prohibited(&StaticAbility::CreatureCardsInGraveyardsAndLibrariesCantEnter)
            && self.would_enter_as_creature(&entrant, &entering)
        {
            return Ok(None);
        }
        // 614.1a: "if a creature would enter and it wasn't cast, exile it instead" (Hallowed Moonlight).
        if self.state.creatures_entering_uncast_exiled
            && entering.cause != EnterCause::Resolve
            && self.would_enter_as_creature(&entrant, &entering)
        {
            if let Entrant::Object(id) = entrant {
                let (card, new_id) = self.move_to_owners(id, Zone::Exile)?;
                events.push(Event::ObjectMoved { card, from: id, object: new_id, zone: Zone::Exile });
            }
            return Ok(None); // 111.1: a token exiled instead never exists
        }
        let object = match &entrant {
            Entrant::Object(id) => Some(self.object(*id)?.clone()),
            Entrant::Token { .. } => None,
        };
        while let Some(choice) = self.enter_replacements(object.as_ref(), &mut entering) {
            let Some(object) = &object else { break }; // tokens: their makers say how they enter
            let player = entering.controller;
            let waiting = match &choice {
                // 707.9: nothing to copy, and it may not decline: it enters as itself.
                EnterChoice::Copy => self.copy_choices(object).is_some_and(|(_, c)| !c.is_empty()),
                EnterChoice::PayLifeOrTapped { .. }
                | EnterChoice::Color { .. }
                | EnterChoice::CreatureType
                | EnterChoice::CardName
                | EnterChoice::Player
                | EnterChoice::DiscardLand => true,
            };
            if !waiting || self.state.pending.is_some() {
                // TODO(CR 616.1): a second choice in one resolution is declined
                // (a color: the first allowed).
                let first = self.creature_type_choices(player).next();
                let answer = Answer { creature_type: first, ..Answer::default() };
                if !self.decide_entering(&choice, false, answer, &mut entering, events)? {
                    self.instead_to_graveyard(object.id, entering.cause, events)?;
                    return Ok(None);
                }
                continue;
            }
            let entering = Box::new(entering);
            self.state.pending = Some(match choice {
                EnterChoice::Copy => Pending::ChooseCopy { player, object: object.id, entering },
                choice => Pending::ChooseReplacement { player, object: object.id, entering, choice },
            });
            return Ok(None);
        }
        let controller = entering.controller;
        let (new_id, card) = match entrant {
            Entrant::Object(id) => {
                let card = object.as_ref().map(|o| o.card.clone()).unwrap_or_default();
                (self.move_object(id, Zone::Battlefield, controller)?, card)
            }
            Entrant::Token { card, card_index } => {
                let id = self.state.new_id();
                let token = GameObject {
                    token: true,
                    ..GameObject::new(id, card.clone(), card_index, controller, Zone::Battlefield)
                };
                self.state.objects.push(token); // the newest id sorts last
                self.state.battlefield.push(id);
                (id, card)
            }
        };
        self.state.entered_this_turn.push(new_id);
        let as_copy = entering.copy_of.as_ref().map(|c| c.card.clone());
        if let Some(o) = self.state.object_mut(new_id) {
            o.summoning_sick = true;
            o.face = entering.face;
            o.prototyped = entering.prototyped;
            o.prowl_paid = entering.prowl_paid;
            o.copy_of = entering.copy_of;
            o.protector = entering.protector;
            o.counters = entering.counters; // 122.6
            o.chosen_color = entering.chosen_color; // 614.12
            o.chosen_type = entering.chosen_type;
            o.attached_to = entering.attached_to; // 303.4f
            o.cast_method = entering.cast_method;
            o.suspend_haste = entering.suspend_haste;
            o.x = entering.x; // 107.3m
        }
        // 702.145b: a daybound permanent enters transformed at night.
        self.enters_transformed_at_night(new_id);
        // 614.1c: "Lands you control enter untapped." (Spelunking) over any reason it would enter tapped
        // (616.1: its controller applies it last), "Nonbasic lands your opponents control enter tapped." among them.
        let tapped = (entering.tapped || self.enters_tapped_by_an_opponent(new_id)) && !self.enters_untapped(new_id);
        if let Some(o) = self.state.object_mut(new_id) {
            o.tapped = tapped;
        }
        // 608.2c–d: the resolution that put it there remembers it.
        if entering.remembered
            && let Some(at) = self.state.resolving.as_mut()
        {
            at.chosen.push(new_id);
        }
        // 614.12, 201.3: a name is kept beside the permanent (a rare string, out of `GameObject`).
        if let Some(name) = entering.chosen_name {
            self.state.chosen_names.push(super::state::ChosenName { object: new_id, name });
        }
        // 614.12: a player likewise (a side table: `GameObject` is at its size limit).
        if let Some(player) = entering.chosen_player {
            self.state.chosen_players.push(super::state::ChosenPlayer { object: new_id, player });
        }
        let from = object.as_ref().map(|o| o.id);
        events.push(match (entering.cause, from) {
            (EnterCause::PlayLand { player }, Some(from)) => {
                Event::LandPlayed { player, card: card.clone(), from, object: new_id, face: entering.face, tapped }
            }
            (EnterCause::Resolve, Some(from)) => {
                Event::SpellResolved { object: from, card: card.clone(), permanent: Some(new_id), graveyard: None }
            }
            (EnterCause::Effect, Some(from)) => {
                Event::ObjectMoved { card: card.clone(), from, object: new_id, zone: Zone::Battlefield }
            }
            (_, _) => Event::TokenCreated { object: new_id, card: card.clone(), controller },
        });
        if entering.decided.contains(&EnterChoice::Copy) || as_copy.is_some() {
            let card = as_copy.unwrap_or(card);
            events.push(Event::EnteredAsCopy { object: new_id, copied: entering.copied, card });
        }
        // 702.145d, 702.145g: with neither day nor night, it may become one.
        self.day_night_as_it_enters(new_id, events);
        // 310.4b, 306.5b, 310.9a, 310.12a, 603.6a.
        if self.starting_counters(new_id) {
            self.choose_protector_or_ask(new_id, events);
        }
        // 714.3a: a Saga enters with a lore counter (its chapter I triggers, 714.2b).
        if self.state.object(new_id).is_some_and(|o| self.final_chapter(o) > 0) {
            self.add_lore_counters(new_id, 1, events);
        }
        if !self.entering_does_not_trigger(new_id) {
            // 601.2, 707.10: cast if its spell resolved, not a copy of a spell (never cast).
            let cast = entering.cause == EnterCause::Resolve && object.as_ref().is_some_and(|o| !o.spell_copy);
            self.enters_triggers(new_id, cast);
            // 702.74a: "When this permanent enters, if its evoke cost was paid, its controller sacrifices it."
            if entering.cast_method == Some(CastMethod::Evoke) {
                self.push_trigger(new_id, TriggerKind::Evoke);
            }
            self.permanent_enters_triggers(new_id);
        }
        if let Some(target) = entering.attacking {
            self.enter_attacking(new_id, target);
        }
        Ok(Some(new_id))
    }

    /// 603.2, 603.6a. Whether the permanent `id`, having entered, is an
    /// artifact or creature while a permanent on the battlefield says
    /// "Artifacts and creatures entering don't cause abilities to trigger."
    fn entering_does_not_trigger(&self, id: ObjectId) -> bool {
        if !self.watches.has(super::turn::Watched::EnteringDoesNotTrigger) {
            return false;
        }
        let Some(o) = self.state.object(id) else { return false };
        let artifact_or_creature = self
            .characteristics_of(o)
            .is_ok_and(|c| c.types.contains(CardType::Artifact) || c.types.contains(CardType::Creature));
        let stops = |a: &Ability| {
            matches!(a, Ability::Static { ability: StaticAbility::ArtifactsAndCreaturesEnteringDontTrigger })
        };
        let stopped = artifact_or_creature
            && self.state.objects_in(&self.state.battlefield).flatten().any(|p| self.abilities_of(p).iter().any(stops));
        if stopped {
            crate::executed!(static &StaticAbility::ArtifactsAndCreaturesEnteringDontTrigger);
        }
        stopped
    }

    /// 306.5b, 310.4b. A planeswalker on the battlefield gets as many
    /// loyalty counters as its loyalty, a battle as many defense counters as
    /// its defense, unless it entered with (or a setup lists) that kind
    /// already. Returns whether it is a battle.
    pub(crate) fn starting_counters(&mut self, id: ObjectId) -> bool {
        let Some(view) = self.permanent(id) else { return false };
        let battle = view.is(CardType::Battle);
        let stat = |n: Option<i32>| n.unwrap_or(0).max(0).unsigned_abs();
        if let Some(o) = self.state.object_mut(id) {
            if battle && !o.counters.lists(&CounterKind::Defense) {
                o.counters.set(CounterKind::Defense, stat(view.characteristics.defense));
            }
            if view.is(CardType::Planeswalker) && !o.counters.lists(&CounterKind::Loyalty) {
                o.counters.set(CounterKind::Loyalty, stat(view.characteristics.loyalty));
            }
        }
        battle
    }

    /// 614.12. Applies an answer to a replacement choice as a permanent
    /// enters: `accept` pays the life (119.4) or, declined, it enters
    /// tapped; a color or creature type is remembered (no color given: the
    /// first allowed).
    fn decide_entering(
        &mut self,
        choice: &EnterChoice,
        accept: bool,
        answer: Answer,
        entering: &mut Entering,
        events: &mut Vec<Event>,
    ) -> Result<bool, RulesError> {
        match *choice {
            EnterChoice::Copy => {}
            EnterChoice::Color { .. } => {
                entering.chosen_color = answer.color.or_else(|| choice.colors().next());
            }
            EnterChoice::CreatureType => {
                crate::executed!(static & StaticAbility::ChooseCreatureTypeAsEnters);
                entering.chosen_type = answer.creature_type;
            }
            // Named by `nameACard` (`Game::name_as_it_enters`), never by `chooseReplacement`.
            EnterChoice::CardName => {}
            // 614.12: declined (a second choice in one resolution), the first player in turn order.
            EnterChoice::Player => {
                crate::executed!(static & StaticAbility::ChoosePlayerAsEnters);
                let first = self.state.players.iter().find(|p| self.state.in_game(p.id)).map(|p| p.id);
                entering.chosen_player = answer.player.or(first);
            }
            EnterChoice::DiscardLand => {
                crate::executed!(static & StaticAbility::DiscardLandToEnter);
                match answer.card {
                    Some(card) if accept => {
                        self.discard_card(entering.controller, card, events)?;
                    }
                    _ => return Ok(false),
                }
            }
            EnterChoice::PayLifeOrTapped { life } => {
                let player = entering.controller;
                match self.state.player_mut(player) {
                    Some(p) if accept => {
                        p.life = p.life.saturating_sub(i32::try_from(life).unwrap_or(i32::MAX));
                        events.push(Event::LifePaid { player, amount: life });
                    }
                    _ => entering.tapped = true,
                }
            }
        }
        entering.decided.push(choice.clone());
        Ok(true)
    }

    /// 614.1a. A permanent that does not enter after all ("If you don't, put
    /// it into its owner's graveyard"): from the stack (it resolved, 608.3)
    /// or another zone to its owner's graveyard.
    fn instead_to_graveyard(
        &mut self,
        object: ObjectId,
        cause: EnterCause,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        let (card, owner) = self.object(object).map(|o| (o.card.clone(), o.owner))?;
        let to = self.move_object(object, Zone::Graveyard, owner)?;
        events.push(match cause {
            EnterCause::Resolve => Event::SpellResolved { object, card, permanent: None, graveyard: Some(to) },
            EnterCause::PlayLand { .. } | EnterCause::Token | EnterCause::Effect => {
                Event::ObjectMoved { card, from: object, object: to, zone: self.graveyard_or_exile(to) }
            }
        });
        Ok(())
    }

    /// 701.9a. The land cards in `player`'s hand other than `entering` (what
    /// Mox Diamond's controller may discard).
    pub(crate) fn land_cards_in_hand(&self, player: PlayerId, entering: ObjectId) -> Vec<ObjectId> {
        let Some(p) = self.state.player(player) else { return Vec::new() };
        let land = |id: &&ObjectId| {
            self.state
                .object(**id)
                .is_some_and(|o| self.characteristics_of(o).is_ok_and(|c| c.types.contains(CardType::Land)))
        };
        p.hand.iter().filter(|&&id| id != entering).filter(land).copied().collect()
    }

    /// 614.12, 205.3m. The creature types `legalActions` offers `player` for
    /// "choose a creature type": those of the cards they own (a finite list
    /// worth showing; any creature type may be chosen), in the rules' order;
    /// all of them if they own no card with one.
    pub(crate) fn creature_type_choices(&self, player: PlayerId) -> impl Iterator<Item = CreatureType> + '_ {
        let mut owned: Vec<CreatureType> = Vec::new();
        for o in self.state.objects.iter().filter(|o| o.owner == player && !o.token) {
            let Some(entry) = self.cards.get(o.card_index as usize) else { continue };
            for t in entry.card.faces.iter().flat_map(|f| f.type_line.subtypes.iter()) {
                if let Some(t) = CreatureType::find(t)
                    && !owned.contains(&t)
                {
                    owned.push(t);
                }
            }
        }
        let any = owned.is_empty();
        crate::card::subtypes::CREATURE_TYPES
            .iter()
            .filter_map(|t| CreatureType::find(t))
            .filter(move |t| any || owned.contains(t))
    }

    /// 119.4. Whether the controller of an entering permanent can accept a
    /// replacement choice (pay the life).
    pub(crate) fn can_accept_entering(&self, choice: &EnterChoice, player: PlayerId) -> bool {
        match *choice {
            EnterChoice::Copy | EnterChoice::Color { .. } | EnterChoice::CreatureType | EnterChoice::CardName => true,
            EnterChoice::DiscardLand | EnterChoice::Player => true,
            EnterChoice::PayLifeOrTapped { life } => {
                self.state.player(player).is_some_and(|p| i64::from(p.life) >= i64::from(life))
            }
        }
    }

    /// 614.12. The answer to [`Pending::ChooseReplacement`]: pay (or not),
    /// or the color chosen, and go on entering.
    pub(crate) fn choose_replacement(
        &mut self,
        pending: &Pending,
        object: ObjectId,
        accept: bool,
        answer: Answer,
    ) -> Result<Vec<Event>, RulesError> {
        let Pending::ChooseReplacement { player, object: o, entering, choice } = pending else {
            return Err(super::combat::illegal("nothing_to_choose", "614.12", "no replacement choice is pending"));
        };
        if *o != object {
            return Err(super::combat::illegal(
                "not_this_object",
                "614.12",
                format!("{object} is not the permanent entering"),
            ));
        }
        let allowed = match (choice, answer.color, answer.creature_type, answer.card) {
            (EnterChoice::Color { .. }, Some(c), None, None) => accept && choice.colors().any(|a| a == c),
            (EnterChoice::CreatureType, None, Some(_), None) => accept,
            (EnterChoice::DiscardLand, None, None, card) => {
                card.map_or(!accept, |card| accept && self.land_cards_in_hand(*player, object).contains(&card))
            }
            // 614.12: a player in the game.
            (EnterChoice::Player, None, None, None) => accept && answer.player.is_some_and(|p| self.state.in_game(p)),
            (EnterChoice::Color { .. } | EnterChoice::CreatureType | EnterChoice::DiscardLand, _, _, _)
            | (EnterChoice::Player, _, _, _) => false,
            // 201.3: a name is answered with `nameACard`.
            (EnterChoice::CardName, _, _, _) => false,
            (EnterChoice::Copy | EnterChoice::PayLifeOrTapped { .. }, c, t, card) => {
                c.is_none() && t.is_none() && card.is_none()
            }
        } && (answer.player.is_none() || *choice == EnterChoice::Player);
        if !allowed {
            return Err(super::combat::illegal(
                "no_such_choice",
                "614.12",
                match choice {
                    EnterChoice::Color { .. } => {
                        let names: Vec<&str> = choice.colors().map(Color::name).collect();
                        format!("choose one of these colors (accept with a color): {}", names.join(", "))
                    }
                    EnterChoice::CreatureType => "choose a creature type (accept with a creatureType)".into(),
                    EnterChoice::CardName => "choose a card name (with nameACard)".into(),
                    EnterChoice::Player => "choose a player in the game (accept with a chosenPlayer)".into(),
                    EnterChoice::DiscardLand => {
                        "accept with a land card in your hand to discard, or decline (701.9a)".into()
                    }
                    EnterChoice::Copy | EnterChoice::PayLifeOrTapped { .. } => {
                        "this choice takes no color or creature type".into()
                    }
                },
            ));
        }
        if accept && !self.can_accept_entering(choice, *player) {
            return Err(super::combat::illegal(
                "cannot_pay_life",
                "119.4",
                format!(
                    "{player} has less life than the {} to pay",
                    match choice {
                        EnterChoice::PayLifeOrTapped { life } => *life,
                        EnterChoice::Copy
                        | EnterChoice::Color { .. }
                        | EnterChoice::CreatureType
                        | EnterChoice::CardName
                        | EnterChoice::Player
                        | EnterChoice::DiscardLand => 0,
                    }
                ),
            ));
        }
        let mut events = Vec::new();
        let mut entering = (**entering).clone();
        self.state.pending = None;
        if self.decide_entering(choice, accept, answer, &mut entering, &mut events)? {
            self.resume_entering(object, entering, &mut events)?;
        } else {
            self.instead_to_graveyard(object, entering.cause, &mut events)?;
            self.proceed(super::turn::Flow::Priority, &mut events)?;
        }
        Ok(events)
    }

    /// 614.1c. Whether the permanent `id`, entering, is a land whose
    /// controller controls a permanent that says "Lands you control enter
    /// untapped." (Spelunking; gated by `Watched::LandsEnterUntapped`).
    fn enters_untapped(&self, id: ObjectId) -> bool {
        if !self.watches.has(super::turn::Watched::LandsEnterUntapped) {
            return false;
        }
        let Some(o) = self.state.object(id) else { return false };
        let ability = StaticAbility::LandsYouControlEnterUntapped;
        let untapped = self.permanent_of(o).is_some_and(|v| v.is(CardType::Land))
            && self
                .state
                .objects_in(&self.state.battlefield)
                .flatten()
                .any(|source| source.controller == o.controller && self.says(source, &ability));
        if untapped {
            crate::executed!(static &ability);
        }
        untapped
    }

    /// 614.1c. Whether the permanent `id`, entering, is a land an opponent of
    /// its controller's permanent says enters tapped: "Nonbasic lands your
    /// opponents control enter tapped." (Archon of Emeria), "Snow lands …"
    /// (Reidane, God of the Worthy), judged on its printed characteristics
    /// as it enters (614.12; gated by `Watched::OpponentsLandsEnterTapped`).
    fn enters_tapped_by_an_opponent(&self, id: ObjectId) -> bool {
        if !self.watches.has(super::turn::Watched::OpponentsLandsEnterTapped) {
            return false;
        }
        let Some(o) = self.state.object(id) else { return false };
        let Some((c, _)) = self.entry(o).ok().and_then(|e| e.battlefield.get(o.face.unwrap_or(0))?.first()?.as_ref())
        else {
            return false;
        };
        let tapping = self.state.objects_in(&self.state.battlefield).flatten().find_map(|source| {
            self.abilities_of(source).iter().find(|a| {
                matches!(a, Ability::Static { ability: StaticAbility::OpponentsLandsEnterTapped { lands } }
                    if Self::filter_matches(lands, o, c, c.power, c.toughness, source.id, source.controller))
            })
        });
        crate::executed!(each tapping);
        tapping.is_some()
    }

    /// 614.12, 201.3. The answer to [`Pending::ChooseReplacement`] for "As
    /// \[this\] enters, choose a card name." (`nameACard`, the name checked
    /// by the caller): the permanent enters with that name remembered.
    pub(crate) fn name_as_it_enters(&mut self, pending: &Pending, name: &str) -> Result<Vec<Event>, RulesError> {
        let Pending::ChooseReplacement { object, entering, choice: choice @ EnterChoice::CardName, .. } = pending
        else {
            return Err(super::combat::illegal("nothing_to_choose", "117.1", "no card name is asked"));
        };
        crate::executed!(static & StaticAbility::ChooseCardNameAsEnters);
        let mut entering = (**entering).clone();
        entering.chosen_name = Some(name.to_string());
        entering.decided.push(choice.clone());
        self.state.pending = None;
        let mut events = Vec::new();
        self.resume_entering(*object, entering, &mut events)?;
        Ok(events)
    }

    /// Goes on with an entry after a replacement choice: the permanent
    /// enters (or the next choice is asked), then the game proceeds.
    pub(crate) fn resume_entering(
        &mut self,
        object: ObjectId,
        entering: Entering,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        self.put_onto_battlefield(Entrant::Object(object), entering, events)?;
        self.proceed(super::turn::Flow::Priority, events)
    }
}
