//! [`Action`]s and the one source of truth for legality:
//! [`Game::legal_actions`], [`Game::is_legal`] and [`Game::apply`].

use super::Game;
use super::cast_options::Reason;
use super::error::RulesError;
use super::events::Event;
use super::ids::{ObjectId, PlayerId};
use super::payment::PaymentPlan;
use super::state::{CastMethod, Step};
use crate::card::{CardType, Zone};
use serde::{Deserialize, Serialize};

fn normal() -> CastMethod {
    CastMethod::Normal
}

/// Something a player does. Serialized as a `type`-tagged object in
/// camelCase, e.g.
/// `{ "type": "castSpell", "player": 0, "object": 7, "method": { "type": "prototype" } }`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase", deny_unknown_fields)]
pub enum Action {
    /// 305.1, 116.2a. Play a land from hand (a special action).
    PlayLand {
        /// Who acts.
        player: PlayerId,
        /// The land card in hand.
        object: ObjectId,
    },
    /// 605.3a. Activate a `{T}` mana ability of a permanent.
    ActivateManaAbility {
        /// Who acts.
        player: PlayerId,
        /// The permanent.
        object: ObjectId,
        /// Which bundle of mana to add, by index among the permanent's
        /// choices (0 if absent), e.g. 1 for `{U}` from `{T}: Add {W} or {U}`.
        #[serde(default)]
        choice: usize,
    },
    /// 601.2. Cast a spell from hand.
    CastSpell {
        /// Who acts.
        player: PlayerId,
        /// The card in hand.
        object: ObjectId,
        /// How: normal if absent.
        #[serde(default = "normal")]
        #[tsify(optional)]
        method: CastMethod,
        /// 107.3. The value of X, if the cost has X (0 if absent).
        #[serde(default)]
        #[tsify(optional)]
        x: Option<u32>,
        /// 601.2g–h. How to pay; the solver's plan if absent.
        #[serde(default)]
        #[tsify(optional)]
        payment: Option<PaymentPlan>,
    },
    /// 117.3d. Pass priority. For now, with a non-empty stack the top object
    /// resolves; with an empty stack the game moves to the next step.
    /// TODO(CR 117.4): all players passing in succession.
    PassPriority {
        /// Who acts.
        player: PlayerId,
    },
}

impl Action {
    /// Who takes the action.
    pub const fn player(&self) -> PlayerId {
        match *self {
            Action::PlayLand { player, .. }
            | Action::ActivateManaAbility { player, .. }
            | Action::CastSpell { player, .. }
            | Action::PassPriority { player } => player,
        }
    }

    /// Reads an action from JSON; a malformed action (an unknown type, a
    /// negative X, a missing field) is an `invalid_action` error.
    pub fn from_json(json: &str) -> Result<Action, RulesError> {
        serde_json::from_str(json).map_err(|e| RulesError::InvalidAction { message: e.to_string() })
    }
}

impl Game {
    /// 117.1. Every action the player with priority may take now: play a
    /// land, activate each mana ability (each choice of mana), cast each
    /// castable option of each card in hand (X = 0, the solver's payment),
    /// pass priority.
    pub fn legal_actions(&self) -> Vec<Action> {
        let player = self.state.priority_player;
        let mut actions = Vec::new();
        let Some(p) = self.state.player(player) else { return actions };
        for &id in &p.hand {
            if self.check_play_land(player, id).is_ok() {
                actions.push(Action::PlayLand { player, object: id });
            }
        }
        for &id in &self.state.battlefield {
            let Some(object) = self.state.object(id) else { continue };
            let Some(profile) = self.entry(object).ok().and_then(|e| e.profile(object.face)) else { continue };
            for choice in 0..profile.bundles.len() {
                if self.check_mana_ability(player, id, choice).is_ok() {
                    actions.push(Action::ActivateManaAbility { player, object: id, choice });
                }
            }
        }
        for &id in &p.hand {
            let Ok(options) = self.cast_options(id) else { continue };
            for option in options.into_iter().filter(|o| o.castable) {
                actions.push(Action::CastSpell {
                    player,
                    object: id,
                    method: option.method,
                    x: option.has_x.then_some(0),
                    payment: None,
                });
            }
        }
        actions.push(Action::PassPriority { player });
        actions
    }

    /// Whether `action` is legal now: exactly when [`Game::apply`] would succeed.
    pub fn is_legal(&self, action: &Action) -> bool {
        self.clone().execute(action).is_ok()
    }

    /// Takes an action. An illegal one returns a typed error and leaves the
    /// game exactly as it was (732.1): the action runs on a copy, which
    /// replaces the game only on success.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, RulesError> {
        let mut next = self.clone();
        let events = next.execute(&action)?;
        *self = next;
        Ok(events)
    }

    fn execute(&mut self, action: &Action) -> Result<Vec<Event>, RulesError> {
        let player = action.player();
        if self.state.player(player).is_none() {
            return Err(RulesError::UnknownPlayer { player });
        }
        if self.state.priority_player != player {
            return Err(RulesError::NotYourPriority { player, priority: self.state.priority_player });
        }
        match action {
            Action::PlayLand { object, .. } => self.play_land(player, *object),
            Action::ActivateManaAbility { object, choice, .. } => self.activate_mana_ability(player, *object, *choice),
            Action::CastSpell { object, method, x, payment, .. } => {
                self.cast(player, *object, *method, *x, payment.as_ref())
            }
            Action::PassPriority { .. } => self.pass_priority(player),
        }
    }

    /// 305.1–305.3, 116.2a: whether `player` may play `id` as a land now.
    fn check_play_land(&self, player: PlayerId, id: ObjectId) -> Result<(), RulesError> {
        let object = self.object(id)?;
        let card = &self.entry(object)?.card;
        let land = card.front().is_some_and(|f| f.type_line.is(CardType::Land));
        let reason = if object.zone != Zone::Hand || object.owner != player {
            Some(Reason::new("not_in_hand", "305.1", format!("'{}' is not in your hand", card.name)))
        } else if !land {
            Some(Reason::new("not_a_land", "305.1", format!("'{}' is not a land card", card.name)))
        } else if self.state.priority_player != player {
            Some(Reason::new("not_your_priority", "117.1", "you do not have priority"))
        } else if self.state.active_player != player {
            Some(Reason::new("not_your_turn", "305.3", "a land can be played only in your own turn"))
        } else if !self.state.step.is_main_phase() {
            Some(Reason::new("not_main_phase", "305.1", "a land can be played only in a main phase"))
        } else if !self.state.stack.is_empty() {
            Some(Reason::new("stack_not_empty", "305.1", "a land can be played only when the stack is empty"))
        } else if self.state.player(player).is_some_and(|p| p.lands_played >= 1) {
            Some(Reason::new("land_already_played", "305.2", "you have already played a land this turn"))
        } else {
            None
        };
        reason.map_or(Ok(()), |r| Err(r.into_error()))
    }

    fn play_land(&mut self, player: PlayerId, id: ObjectId) -> Result<Vec<Event>, RulesError> {
        self.check_play_land(player, id)?;
        let object = self.object(id)?.clone();
        let enters_tapped = self.entry(&object)?.profile(None).is_some_and(|p| p.enters_tapped);
        let new_id = self.move_object(id, Zone::Battlefield, player)?;
        if let Some(o) = self.state.object_mut(new_id) {
            o.tapped = enters_tapped;
            o.summoning_sick = true;
        }
        if let Some(p) = self.state.player_mut(player) {
            p.lands_played = p.lands_played.saturating_add(1);
        }
        Ok(vec![Event::LandPlayed { player, card: object.card, from: id, object: new_id, tapped: enters_tapped }])
    }

    /// 605.3a, 302.6: whether `player` may activate choice `choice` of the
    /// `{T}` mana abilities of `id` now.
    fn check_mana_ability(&self, player: PlayerId, id: ObjectId, choice: usize) -> Result<(), RulesError> {
        let object = self.object(id)?;
        let profile = self.entry(object)?.profile(object.face);
        let illegal = |code, rule, message: String| Err(Reason::new(code, rule, message).into_error());
        if object.zone != Zone::Battlefield || object.controller != player {
            return illegal("not_your_permanent", "602.2", format!("{id} is not a permanent you control"));
        }
        let Some(profile) = profile.filter(|p| !p.bundles.is_empty()) else {
            return illegal("not_a_mana_source", "605.1a", format!("'{}' has no {{T}} mana ability", object.card));
        };
        if object.tapped {
            return illegal("already_tapped", "602.5b", format!("'{}' is tapped", object.card));
        }
        if profile.creature && object.summoning_sick && !profile.haste {
            return illegal(
                "summoning_sick",
                "302.6",
                format!("'{}' has not been under your control since your most recent turn began", object.card),
            );
        }
        if choice >= profile.bundles.len() {
            return illegal(
                "no_such_choice",
                "605.3b",
                format!(
                    "'{}' has {} choice(s) of mana; there is no choice {choice}",
                    object.card,
                    profile.bundles.len()
                ),
            );
        }
        Ok(())
    }

    fn activate_mana_ability(
        &mut self,
        player: PlayerId,
        id: ObjectId,
        choice: usize,
    ) -> Result<Vec<Event>, RulesError> {
        self.check_mana_ability(player, id, choice)?;
        let object = self.object(id)?;
        let profile = self.entry(object)?.profile(object.face);
        let (bundle, snow) = match profile.and_then(|p| p.bundles.get(choice).map(|b| (b.clone(), p.snow))) {
            Some(found) => found,
            None => return Err(RulesError::Internal { message: "mana choice vanished".into() }),
        };
        if let Some(o) = self.state.object_mut(id) {
            o.tapped = true;
        }
        if let Some(p) = self.state.player_mut(player) {
            for &t in &bundle {
                p.mana_pool.add(t, snow);
            }
        }
        Ok(vec![Event::ManaAdded { player, source: id, mana: bundle }])
    }

    fn pass_priority(&mut self, player: PlayerId) -> Result<Vec<Event>, RulesError> {
        let mut events = vec![Event::PriorityPassed { player }];
        // TODO(CR 117.4): priority goes round the table; here passing
        // stands for every player passing in succession.
        if let Some(&top) = self.state.stack.last() {
            events.extend(self.resolve(top)?);
        } else {
            events.extend(self.advance_step()?);
        }
        Ok(events)
    }

    /// Resolves (CR 608) the top object of the stack: a permanent spell enters
    /// the battlefield with the spell's characteristics (608.3a, 718.3b);
    /// another goes to its owner's graveyard (608.2n).
    fn resolve(&mut self, id: ObjectId) -> Result<Vec<Event>, RulesError> {
        let spell = self.object(id)?.clone();
        let characteristics = self.characteristics_of(&spell)?;
        let permanent = characteristics.types.iter().any(CardType::is_permanent_type);
        // TODO(CR 608.2): the spell's effects (targets, instructions).
        let event = if permanent {
            let new_id = self.move_object(id, Zone::Battlefield, spell.controller)?;
            if let Some(o) = self.state.object_mut(new_id) {
                o.prototyped = spell.prototyped;
                o.prowl_paid = spell.prowl_paid;
                o.face = spell.face;
                o.summoning_sick = true;
            }
            Event::SpellResolved { object: id, card: spell.card, permanent: Some(new_id), graveyard: None }
        } else {
            let new_id = self.move_object(id, Zone::Graveyard, spell.owner)?;
            Event::SpellResolved { object: id, card: spell.card, permanent: None, graveyard: Some(new_id) }
        };
        // 117.3b: the active player receives priority.
        self.state.priority_player = self.state.active_player;
        Ok(vec![event])
    }

    /// 500.2–500.4. Ends the step: mana pools empty (106.4) and the next step
    /// begins, with its turn-based actions (untap 502.3, draw 504.1, cleanup
    /// 514.2); no player gets priority in the untap and cleanup steps
    /// (502.4, 514.3), so those pass at once. TODO(CR 500): a full turn
    /// simulator (beginning-of-step triggers, combat, skipping the first
    /// draw 103.8).
    fn advance_step(&mut self) -> Result<Vec<Event>, RulesError> {
        let mut events = Vec::new();
        if self.state.players.iter().any(|p| !p.mana_pool.is_empty()) {
            for p in &mut self.state.players {
                p.mana_pool = Default::default();
            }
            events.push(Event::ManaPoolsEmptied);
        }
        let mut step = self.state.step.next();
        loop {
            match step {
                None => {
                    // A new turn: the next player in seat order (500.1, 103.1).
                    let n = self.state.players.len().max(1);
                    let next = (self.state.active_player.index() + 1) % n;
                    self.state.active_player = PlayerId(u8::try_from(next).unwrap_or(0));
                    self.state.turn = self.state.turn.saturating_add(1);
                    self.state.damage_this_turn.clear();
                    for p in &mut self.state.players {
                        p.lands_played = 0;
                    }
                    step = Some(Step::Untap);
                }
                Some(Step::Untap) => {
                    self.state.step = Step::Untap;
                    events.push(self.step_began());
                    let active = self.state.active_player;
                    let mut untapped = Vec::new();
                    for &id in &self.state.battlefield.clone() {
                        if let Some(o) = self.state.object_mut(id)
                            && o.controller == active
                        {
                            o.summoning_sick = false; // 302.6
                            if o.tapped {
                                o.tapped = false;
                                untapped.push(id);
                            }
                        }
                    }
                    if !untapped.is_empty() {
                        events.push(Event::Untapped { objects: untapped });
                    }
                    step = Some(Step::Upkeep);
                }
                Some(Step::Cleanup) => {
                    self.state.step = Step::Cleanup;
                    events.push(self.step_began());
                    for o in &mut self.state.objects {
                        o.damage = 0; // 514.2
                    }
                    step = None;
                }
                Some(s) => {
                    self.state.step = s;
                    events.push(self.step_began());
                    if s == Step::Draw {
                        let active = self.state.active_player;
                        // TODO(CR 704.5b): drawing from an empty library.
                        if let Some(&top) = self.state.player(active).and_then(|p| p.library.first()) {
                            let new_id = self.move_object(top, Zone::Hand, active)?;
                            events.push(Event::CardDrawn { player: active, from: top, object: new_id });
                        }
                    }
                    break;
                }
            }
        }
        // 117.3a: the active player receives priority.
        self.state.priority_player = self.state.active_player;
        Ok(events)
    }

    fn step_began(&self) -> Event {
        Event::StepBegan { turn: self.state.turn, step: self.state.step, active_player: self.state.active_player }
    }
}
