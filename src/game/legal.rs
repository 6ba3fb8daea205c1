//! Listing the priority player's actions quickly (117.1) for
//! [`Game::legal_actions`]: the same decisions as `check_play_land`,
//! `check_mana_ability` and [`Game::cast_options`], without building
//! reasons, messages or characteristics — the wallet is built once per
//! listing, a spell's characteristics on the stack come from the card table,
//! and each distinct cost's payability is decided once.
//!
//! `tests/game_random.rs` checks, after every action of random games, that
//! the listing agrees with `is_legal` and `cast_options`.

use super::Game;
use super::cast_options::has_x;
use super::ids::{ObjectId, PlayerId};
use super::payment::{self, Wallet};
use super::state::{CastMethod, GameObject, Step};
use crate::card::{CardType, Characteristics, Zone};
use crate::color::ColorSet;
use crate::mana::ManaCost;

/// A castable way of casting a card in hand: the card, how, and whether its
/// cost has X (judged with X = 0, as [`Game::cast_options`] does).
pub(crate) struct Castable {
    pub(crate) object: ObjectId,
    pub(crate) method: CastMethod,
    pub(crate) has_x: bool,
    /// The spell's colors on the stack (for protection from its targets, 702.16b).
    pub(crate) colors: ColorSet,
}

impl Castable {
    /// The cast listed for it (X = 0, the solver's payment) with these
    /// targets, modes and objects for its additional cost.
    pub(crate) fn action(
        &self,
        player: PlayerId,
        targets: Vec<super::targets::Target>,
        modes: Vec<usize>,
        choices: Vec<ObjectId>,
    ) -> super::Action {
        let (object, method, x) = (self.object, self.method, self.has_x.then_some(0));
        let division = Vec::new();
        super::Action::CastSpell { player, object, method, x, payment: None, targets, modes, choices, division }
    }
}

impl Game {
    /// 305.1–305.3, 116.2a. Whether `player` may play a land now, whichever.
    pub(crate) fn may_play_land_now(&self, player: PlayerId) -> bool {
        let s = &self.state;
        s.priority_player == player
            && s.active_player == player
            && s.step.is_main_phase()
            && s.stack.is_empty()
            && s.player(player).is_none_or(|p| self.may_play_another_land(player, p.lands_played))
    }

    /// 305.1, 712.12. Whether `object` is a land card in `player`'s hand
    /// (with one or more land faces), or in their graveyard (asked only when
    /// [`Game::plays_lands_from_graveyard`]), or in exile with a permission
    /// to play it ([`Game::may_play_from_exile`]): with [`Game::may_play_land_now`],
    /// exactly `check_play_land(player, object.id, face).is_ok()` for each
    /// of its land faces.
    pub(crate) fn can_play_land(&self, player: PlayerId, object: &GameObject) -> bool {
        (matches!(object.zone, Zone::Hand | Zone::Graveyard) && object.owner == player
            || self.may_play_from_exile(player, object, true))
            && self.entry(object).is_ok_and(|e| !e.land_faces.is_empty())
    }

    /// 605.3a, 302.6. Whether `player` may activate choice `choice` of the
    /// `{T}` mana abilities of `object` now: exactly
    /// `check_mana_ability(player, object.id, choice).is_ok()`.
    pub(crate) fn can_activate_mana_ability(&self, player: PlayerId, object: &GameObject, choice: usize) -> bool {
        let Some(profile) = self.profile_of(object) else { return false };
        object.zone == Zone::Battlefield
            && object.controller == player
            && !object.tapped
            && !self.sick_for_tapping(object, profile)
            && choice < self.mana_bundles(object, profile).len()
            && !self.activation_stopped(object)
    }

    /// 106.6. Whether `player` controls an untapped mana source whose mana
    /// only some spells may spend.
    fn restricted_sources(&self, player: PlayerId) -> bool {
        self.state
            .objects_in(&self.state.battlefield)
            .flatten()
            .any(|o| o.controller == player && !o.tapped && self.profile_of(o).is_some_and(|p| p.restricted.is_some()))
    }

    /// 601.2, 117.1a. The castable options of the cards in `hand`, in order,
    /// as [`Game::cast_options`] judges them for the cards' owner (with
    /// X = 0 and the solver's payment).
    pub(crate) fn castable_in_hand(&self, player: PlayerId, hand: &[ObjectId]) -> Vec<Castable> {
        let mut castable = Vec::new();
        let mut wallet: Option<Wallet<'_>> = None;
        let mut payable: Vec<(&ManaCost, bool)> = Vec::new();
        // Cost changes and granted prowl (601.2f, 702.76a) and spells that
        // change their own cost or payment are judged the long way (statics
        // looked for once a card's timing allows casting it).
        let mut spell_statics: Option<bool> = None;
        // 106.6: mana that only some spells may spend (the wallet differs per spell).
        let mut restricted: Option<bool> = None;
        let forbidden = self.state.player(player).is_some_and(|p| p.noncreature_spells_forbidden);
        for (&id, object) in hand.iter().zip(self.state.objects_in(hand)) {
            let Some(object) = object else { continue };
            let Ok(entry) = self.entry(object) else { continue };
            // 702.190a: sneak's own window (rare: judged the long way).
            let sneak = self.state.step == Step::DeclareBlockers
                && self.state.active_player == player
                && entry.card.sneak().is_some();
            // 715.3, 709.3: an Adventure or a split card's half has a timing of its own.
            // 712.11b: so has a modal double-faced card's spell back face.
            let by_face = matches!(entry.card.layout, crate::card::Layout::Adventure | crate::card::Layout::Split)
                || entry.spell_back_face();
            // Whichever way it is cast, not now (117.1a, 307.1).
            if !sneak
                && !by_face
                && !entry.on_stack.iter().flatten().any(|c| self.cast_timing_allows(player, c, entry.flash))
            {
                continue;
            }
            // Not seen in a consistent game (another owner), or a spell with
            // targets (601.2c): judged the long way.
            let spell_statics = *spell_statics.get_or_insert_with(|| self.any_spell_statics());
            let restricted = *restricted.get_or_insert_with(|| self.restricted_sources(player));
            if sneak
                || restricted
                // 101.2: "Your opponents can't cast noncreature spells this turn." (`cast_limit_reason`).
                || forbidden
                || object.owner != player
                || spell_statics
                || entry.own_cost_rules
                || self.targets_something(object)
                || self.modal_of(object).is_some()
                || self.additional_cost_of(object).is_some()
                || entry.card.alternative_cost().is_some()
                || entry.mutate
                || entry.card.evoke().is_some()
                || entry.card.kicker().is_some()
                || entry.card.bargain().is_some()
                || entry.card.optional_additional_cost().is_some()
                || by_face
            // 118.9, 702.140a, 702.74a, 702.33d (a kicked cast without targets too), 702.166a, 715.3, 709.3
            {
                castable.extend(self.castable_ways(id, None).unwrap_or_default());
                continue;
            }
            let card = &entry.card;
            let [normal, prototyped] = &entry.on_stack;
            let Some(normal) = normal else { continue }; // cast_options fails
            let mut methods: [Option<(CastMethod, &Characteristics)>; 3] =
                [Some((CastMethod::Normal, normal)), None, None];
            if card.prototype().is_some() {
                let Some(prototyped) = prototyped else { continue }; // cast_options fails
                methods[1] = Some((CastMethod::Prototype, prototyped));
            }
            if card.prowl().is_some() {
                methods[2] = Some((CastMethod::Prowl, normal));
            }

            if object.zone != Zone::Hand {
                continue;
            }
            for (method, characteristics) in methods.into_iter().flatten() {
                if !self.cast_timing_allows(player, characteristics, entry.flash) {
                    continue;
                }
                let cost = match method {
                    CastMethod::Prowl => {
                        if !self.prowl_condition_met(player, characteristics) {
                            continue;
                        }
                        card.prowl().map(|p| &p.cost)
                    }
                    CastMethod::Normal | CastMethod::Prototype | CastMethod::Transformed => {
                        characteristics.mana_cost.as_ref()
                    }
                    CastMethod::Sneak { .. }
                    | CastMethod::Flashback
                    | CastMethod::Escape
                    | CastMethod::JumpStart
                    | CastMethod::Disturb
                    | CastMethod::Mutate
                    | CastMethod::Alternative
                    | CastMethod::Kicked
                    | CastMethod::Casualty
                    | CastMethod::Replicated { .. }
                    | CastMethod::Bargained
                    | CastMethod::OptionalCostPaid
                    | CastMethod::Evoke
                    | CastMethod::Dash
                    | CastMethod::Blitz
                    | CastMethod::Overload
                    | CastMethod::Cleave
                    | CastMethod::Adventure
                    | CastMethod::BackFace
                    | CastMethod::SplitHalf { .. }
                    | CastMethod::Fused
                    | CastMethod::Plotted
                    | CastMethod::Foretold
                    | CastMethod::Miracle
                    | CastMethod::WithoutPayingManaCost => {
                        continue; // judged the long way
                    }
                };
                let Some(cost) = cost.filter(|c| !c.is_none()) else { continue }; // 118.6
                let can = match payable.iter().find(|(c, _)| *c == cost) {
                    Some(&(_, can)) => can,
                    None => {
                        let wallet = wallet.get_or_insert_with(|| self.wallet(player));
                        let can = payment::can_pay(cost, 0, wallet);
                        payable.push((cost, can));
                        can
                    }
                };
                if can {
                    castable.push(Castable { object: id, method, has_x: has_x(cost), colors: characteristics.colors });
                }
            }
        }
        castable
    }

    /// 702.34a, 702.138a. The castable options of the cards with flashback
    /// or escape (their own or granted) in `player`'s graveyard, judged the
    /// long way by [`Game::cast_options`].
    pub(crate) fn castable_in_graveyard(&self, player: PlayerId, graveyard: &[ObjectId]) -> Vec<Castable> {
        let mut castable = Vec::new();
        // Escape a permanent grants (Underworld Breach) only in a game with such a card.
        let granted = self.watches.has(super::turn::Watched::GraveyardCastGranted);
        for (&id, object) in graveyard.iter().zip(self.state.objects_in(graveyard)) {
            let Some(object) = object else { continue };
            // 601.3: or an effect's permission ("You may cast target … card from your graveyard this turn.").
            let may_cast = self.entry(object).is_ok_and(|e| e.graveyard_castable)
                || granted && (self.escape_cost(object).is_some() || self.jump_start_cost(object).is_some())
                || self.may_play_from_exile(player, object, false);
            if object.owner != player || !may_cast {
                continue;
            }
            castable.extend(self.castable_ways(id, None).unwrap_or_default());
        }
        castable
    }

    /// 715.4, 601.3. The castable options of the cards `player` owns in exile
    /// that are on an adventure or that a permission lets them play
    /// ([`Game::may_play_from_exile`]), judged the long way by
    /// [`Game::cast_options`] (a permission may name a card another player
    /// owns: `cast_options` then judges it for the permitted player, 601.3).
    pub(crate) fn castable_in_exile(&self, player: PlayerId) -> Vec<Castable> {
        let exile = &self.state.exile;
        let mut castable = Vec::new();
        let may = |o: &&GameObject| {
            (o.owner == player && (o.on_adventure || self.is_plotted(o) || self.is_foretold(o)))
                || self.may_play_from_exile(player, o, false)
        };
        for object in self.state.objects_in(exile).flatten().filter(may) {
            castable.extend(self.castable_ways(object.id, Some(player)).unwrap_or_default());
        }
        castable
    }

    /// Whether any permanent has a static ability that changes spells' costs
    /// or grants prowl (601.2f, 702.76a), whoever controls it.
    fn any_spell_statics(&self) -> bool {
        let battlefield = &self.state.battlefield;
        self.state
            .objects_in(battlefield)
            .flatten()
            .any(|o| self.entry(o).is_ok_and(|e| e.spell_statics.get(o.face.unwrap_or(0)).copied().unwrap_or(false)))
    }

    /// 305.9, 117.1, 117.1a. Whether a spell with these characteristics on
    /// the stack may be cast by `caster` now, costs aside (the timing
    /// reasons of `evaluate_cast`).
    fn cast_timing_allows(&self, caster: PlayerId, characteristics: &Characteristics, flash: bool) -> bool {
        let s = &self.state;
        if characteristics.types.contains(CardType::Land) || s.priority_player != caster {
            return false;
        }
        self.at_instant_speed(caster, characteristics, flash)
            || (s.active_player == caster && s.step.is_main_phase() && s.stack.is_empty())
    }
}
