//! The turn (CR 500–514) and priority (117): steps and their turn-based
//! actions, priority passing in succession (117.3–117.4), the stack
//! resolving last in, first out (405.5, 608), state-based actions (704)
//! and triggered abilities (603.3) whenever a player would receive
//! priority (117.5), and the explicit auto-pass helper [`Game::advance`].

use super::Game;
use super::action::Action;
use super::combat::illegal;
use super::error::RulesError;
use super::events::Event;
use super::ids::{ObjectId, PlayerId};
use super::permanent::counter;
use super::state::{CastMethod, Pending, Step, TriggerKind};
use crate::card::{CardType, Zone};
use crate::text::{Ability, Trigger, TriggerStep, Whose};
use serde::{Deserialize, Serialize};

/// 402.2. The maximum hand size.
pub const MAX_HAND_SIZE: usize = 7;

/// What happens next after an action, inside [`Game::apply`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Flow {
    /// A player is about to receive priority: state-based actions and
    /// triggers first (117.5).
    Priority,
    /// The current step ends (500.2).
    EndStep,
    /// 514.3a. The cleanup step's check: priority only if state-based
    /// actions were performed or abilities triggered.
    CleanupCheck,
    /// A player must choose ([`Pending`]).
    Wait,
}

/// Where [`Game::advance`] stops. Serialized as a `type`-tagged object,
/// e.g. `{ "type": "step", "step": "declareAttackers" }`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase", deny_unknown_fields)]
pub enum Until {
    /// When this step (or main phase) next begins.
    Step {
        /// The step.
        step: Step,
    },
    /// When the next turn begins (its upkeep, after the untap step).
    NextTurn,
    /// Only when a choice other than passing is needed (or the game ends).
    Choice,
}

/// An auto-pass policy the caller asks for explicitly: [`Game::advance`]
/// passes priority for whoever has it until `until`, or until a choice is
/// needed. Attacks and blocks are never decided for a player unless the
/// caller says so with `noAttacks` / `noBlocks` (declare none).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AutoPass {
    /// Where to stop.
    pub until: Until,
    /// Declare no attackers when asked.
    #[serde(default)]
    pub no_attacks: bool,
    /// Declare no blockers when asked.
    #[serde(default)]
    pub no_blocks: bool,
    /// Stop when the stack is not empty (so a player can respond).
    #[serde(default)]
    pub stop_on_stack: bool,
    /// The most actions to take (a bound; 10,000 if 0).
    #[serde(default)]
    pub max_actions: u32,
}

impl AutoPass {
    /// Pass until `until`, declaring nothing for anyone.
    pub const fn until(until: Until) -> AutoPass {
        AutoPass { until, no_attacks: false, no_blocks: false, stop_on_stack: false, max_actions: 0 }
    }

    /// The goldfish policy: pass until `until`, declaring no attackers and
    /// no blockers.
    pub const fn goldfish(until: Until) -> AutoPass {
        AutoPass { until, no_attacks: true, no_blocks: true, stop_on_stack: false, max_actions: 0 }
    }
}

impl Game {
    /// Who must act now: the player a pending choice waits for, else the
    /// player with priority; `None` once the game is over.
    pub fn acting_player(&self) -> Option<PlayerId> {
        if self.state.is_over() {
            return None;
        }
        Some(self.state.pending.as_ref().map_or(self.state.priority_player, Pending::player))
    }

    /// Runs the game forward until a player must act (117.5, 704.3, 603.3).
    pub(crate) fn proceed(&mut self, flow: Flow, events: &mut Vec<Event>) -> Result<(), RulesError> {
        self.proceed_from(flow, false, events)
    }

    /// [`Game::proceed`], told whether the state is settled (`Checked::settled`): it
    /// was as the action began and nothing has changed since but who has
    /// priority or mana in a pool. Then a player about to receive priority
    /// needs no new check (117.5), and neither after steps that begin quietly
    /// ([`Game::quiet_step_change`]).
    fn proceed_from(&mut self, mut flow: Flow, mut settled: bool, events: &mut Vec<Event>) -> Result<(), RulesError> {
        for _ in 0..100_000 {
            if self.state.is_over() || self.state.pending.is_some() || flow == Flow::Wait {
                // Settled only when a player receives priority.
                self.state.checked.settled = false;
                if self.state.is_over() {
                    self.state.pending = None;
                }
                return Ok(());
            }
            flow = match flow {
                Flow::Wait => return Ok(()),
                Flow::EndStep => {
                    let ended = self.state.step;
                    let flow = self.end_step(events)?;
                    settled &= self.quiet_step_change(ended);
                    flow
                }
                Flow::Priority => {
                    if settled {
                        self.state.checked.settled = true;
                    } else {
                        self.check_state(events)?;
                        if self.state.pending.is_some() || self.state.is_over() {
                            continue;
                        }
                    }
                    // 800.4j: priority skips players who left the game.
                    if !self.state.in_game(self.state.priority_player) {
                        self.state.priority_player = self.state.next_player(self.state.priority_player);
                    }
                    return Ok(());
                }
                Flow::CleanupCheck => {
                    settled = false;
                    if self.check_state(events)? {
                        self.state.priority_player = self.state.active_player;
                        Flow::Priority
                    } else if self.state.pending.is_some() {
                        Flow::Wait
                    } else {
                        Flow::EndStep
                    }
                }
            };
        }
        Err(RulesError::Internal { message: "the game does not come to a choice".into() })
    }

    /// Whether ending step `ended` and beginning the current one changed
    /// nothing that state-based actions (704.5), triggers (603.3) or targets
    /// read: steps whose turn-based actions are untapping (502.3), drawing
    /// from a library that had a card (504.1, 704.5b) or none, when no
    /// ability triggered. Not the end of combat (511.3: a battle no longer
    /// attacked may need a protector, 704.5w), not combat's other steps, not
    /// cleanup (514.2: damage wears off, effects end).
    fn quiet_step_change(&self, ended: Step) -> bool {
        ended != Step::EndOfCombat
            && matches!(
                self.state.step,
                Step::Untap | Step::Upkeep | Step::Draw | Step::PrecombatMain | Step::BeginningOfCombat | Step::End
            )
            && self.state.triggers.is_empty()
            && self.state.players.iter().all(|p| !p.drew_from_empty_library)
    }

    /// 117.5. A player is about to receive priority after an action that
    /// changed nothing but who has priority or the mana in a pool: if the
    /// state was settled as the action began, it still is.
    pub(crate) fn receive_priority(&mut self, settled: bool, events: &mut Vec<Event>) -> Result<(), RulesError> {
        self.proceed_from(Flow::Priority, settled, events)
    }

    /// 117.3d–117.4. Passes priority: the next player in turn order gets it;
    /// once all players have passed in succession, the top object of the
    /// stack resolves (the active player then gets priority, 117.3b) or, with
    /// an empty stack, the step ends.
    /// `settled`: whether the state was settled (`Checked::settled`) as the action began.
    pub(crate) fn pass_priority(&mut self, player: PlayerId, settled: bool) -> Result<Vec<Event>, RulesError> {
        let mut events = vec![Event::PriorityPassed { player }];
        self.state.passes = self.state.passes.saturating_add(1);
        let in_game = u32::try_from(self.state.players_in_game()).unwrap_or(u32::MAX);
        if self.state.passes < in_game {
            self.state.priority_player = self.state.next_player(player);
            self.receive_priority(settled, &mut events)?;
            return Ok(events);
        }
        self.state.passes = 0;
        if let Some(&top) = self.state.stack.last() {
            events.extend(self.resolve(top)?);
            self.proceed(Flow::Priority, &mut events)?;
        } else if self.state.step == Step::Cleanup {
            // 514.3a: another cleanup step.
            self.empty_pools(&mut events);
            let flow = self.begin_step(Step::Cleanup, &mut events)?;
            self.proceed(flow, &mut events)?;
        } else {
            self.proceed_from(Flow::EndStep, settled, &mut events)?;
        }
        Ok(events)
    }

    /// 106.4, 500.4. Mana empties from every pool.
    fn empty_pools(&mut self, events: &mut Vec<Event>) {
        if self.state.players.iter().any(|p| !p.mana_pool.is_empty()) {
            for p in &mut self.state.players {
                p.mana_pool = Default::default();
            }
            events.push(Event::ManaPoolsEmptied);
        }
    }

    /// 500.2–500.4. Ends the current step and begins the next: 508.8 (no
    /// attackers: no blockers or damage steps), 510.4 (a second combat
    /// damage step after a first-strike one), 511.3 (combat ends), and a new
    /// turn after cleanup (500.1, 103.1).
    fn end_step(&mut self, events: &mut Vec<Event>) -> Result<Flow, RulesError> {
        self.empty_pools(events);
        let combat = self.state.combat.as_ref();
        let next = match self.state.step {
            Step::DeclareAttackers if combat.is_none_or(|c| c.attackers.is_empty()) => Some(Step::EndOfCombat),
            Step::CombatDamage if combat.is_some_and(|c| c.first_strike_step && c.damage_steps == 1) => {
                Some(Step::CombatDamage)
            }
            Step::EndOfCombat => {
                self.state.combat = None; // 511.3
                Some(Step::PostcombatMain)
            }
            s => s.next(),
        };
        match next {
            Some(step) => self.begin_step(step, events),
            None => {
                // A new turn: the next player in turn order still in the game.
                let next = self.state.next_player(self.state.active_player);
                self.state.active_player = next;
                self.state.turn = self.state.turn.saturating_add(1);
                self.state.damage_this_turn.clear();
                self.state.combat = None;
                for p in &mut self.state.players {
                    p.lands_played = 0;
                }
                self.begin_step(Step::Untap, events)
            }
        }
    }

    /// Begins a step: its turn-based actions (703), then what follows.
    pub(crate) fn begin_step(&mut self, step: Step, events: &mut Vec<Event>) -> Result<Flow, RulesError> {
        self.state.step = step;
        self.state.passes = 0;
        // 117.3a: the active player receives priority (or the next player
        // still in the game, 800.4j).
        self.state.priority_player = self.state.active_player;
        events.push(Event::StepBegan { turn: self.state.turn, step, active_player: self.state.active_player });
        Ok(match step {
            Step::Untap => {
                // 502.3, 302.6.
                let active = self.state.active_player;
                let mut untapped = Vec::new();
                for &id in &self.state.battlefield.clone() {
                    if let Some(o) = self.state.object_mut(id)
                        && o.controller == active
                    {
                        o.summoning_sick = false;
                        if o.tapped {
                            o.tapped = false;
                            untapped.push(id);
                        }
                    }
                }
                if !untapped.is_empty() {
                    events.push(Event::Untapped { objects: untapped });
                }
                // 502.4: no player receives priority.
                Flow::EndStep
            }
            Step::Draw => {
                // 103.8a: the starting player of a two-player game skips the
                // draw of their first turn.
                if !(self.state.turn == 1 && self.state.players.len() == 2) {
                    self.draw(self.state.active_player, 1, events)?;
                }
                Flow::Priority
            }
            Step::BeginningOfCombat => {
                // 507, 802.2: every opponent is a defending player.
                self.state.combat = Some(Default::default());
                Flow::Priority
            }
            Step::DeclareAttackers => {
                let active = self.state.active_player;
                let can_attack = !self.possible_attackers(active).is_empty() && !self.attack_targets(active).is_empty();
                if can_attack {
                    self.state.pending = Some(Pending::DeclareAttackers { player: active });
                    Flow::Wait
                } else {
                    // No creature can attack: there is nothing to choose.
                    let c = self.state.combat.get_or_insert_with(Default::default);
                    c.attackers_declared = true;
                    events.push(Event::AttackersDeclared { player: active, attackers: Vec::new(), tapped: Vec::new() });
                    Flow::Priority
                }
            }
            Step::DeclareBlockers => self.ask_blockers(events),
            Step::CombatDamage => {
                // 510.1c: the active player divides damage where there is a choice.
                if self.damage_division_pending() && self.state.in_game(self.state.active_player) {
                    self.state.pending = Some(Pending::AssignCombatDamage { player: self.state.active_player });
                    Flow::Wait
                } else {
                    self.combat_damage(events, None)?;
                    Flow::Priority
                }
            }
            Step::Cleanup => self.cleanup(events),
            Step::Upkeep => {
                self.beginning_of_triggers(TriggerStep::Upkeep);
                Flow::Priority
            }
            Step::End => {
                self.beginning_of_triggers(TriggerStep::EndStep);
                Flow::Priority
            }
            Step::PrecombatMain | Step::EndOfCombat | Step::PostcombatMain => Flow::Priority,
        })
    }

    /// 509.1, 802.4: asks the next defending player for blockers, or gives
    /// the active player priority when all have declared.
    pub(crate) fn ask_blockers(&mut self, events: &mut Vec<Event>) -> Flow {
        match self.next_blocking_player(events) {
            Some(player) => {
                self.state.pending = Some(Pending::DeclareBlockers { player });
                Flow::Wait
            }
            None => {
                self.state.priority_player = self.state.active_player;
                Flow::Priority
            }
        }
    }

    /// 514.1–514.2. Discard to hand size (a choice), then damage wears off
    /// and "until end of turn" effects end; then 514.3a.
    pub(crate) fn cleanup(&mut self, _events: &mut Vec<Event>) -> Flow {
        let active = self.state.active_player;
        if self.state.player(active).is_some_and(|p| !p.lost && p.hand.len() > MAX_HAND_SIZE) {
            self.state.pending = Some(Pending::Discard { player: active });
            return Flow::Wait;
        }
        for &id in &self.state.battlefield.clone() {
            if let Some(o) = self.state.object_mut(id) {
                o.damage = 0;
                o.deathtouch_damage = false;
            }
        }
        // 514.2: "until end of turn" effects end.
        self.state.until_end_of_turn.clear();
        Flow::CleanupCheck
    }

    /// 121.1, 704.5b. `player` draws `count` cards; drawing from an empty
    /// library is remembered for the state-based action.
    pub(crate) fn draw(&mut self, player: PlayerId, count: u32, events: &mut Vec<Event>) -> Result<(), RulesError> {
        for _ in 0..count {
            match self.state.player(player).map(|p| p.library.first().copied()) {
                Some(Some(top)) => {
                    let new_id = self.move_object(top, Zone::Hand, player)?;
                    events.push(Event::CardDrawn { player, from: top, object: new_id });
                }
                Some(None) => {
                    if let Some(p) = self.state.player_mut(player) {
                        p.drew_from_empty_library = true;
                    }
                }
                None => {}
            }
        }
        Ok(())
    }

    /// 117.5, 704.3. State-based actions until none apply, then triggered
    /// abilities onto the stack, repeated. Returns whether anything happened.
    pub(crate) fn check_state(&mut self, events: &mut Vec<Event>) -> Result<bool, RulesError> {
        let mut acted = false;
        for _ in 0..1000 {
            let performed = self.state_based_actions(events)?;
            if self.state.pending.is_some() || self.state.is_over() {
                return Ok(acted || performed);
            }
            if performed {
                acted = true;
                continue;
            }
            if self.put_triggers_on_stack(events) {
                acted = true;
                continue;
            }
            if self.ask_for_targets(events) {
                acted = true;
                continue;
            }
            self.state.checked.settled = true;
            return Ok(acted);
        }
        Err(RulesError::Internal { message: "state-based actions do not settle".into() })
    }

    /// 603.3, 603.3b. Puts waiting triggered abilities on the stack, each
    /// player's in APNAP order (the active player's first, so they resolve
    /// last). TODO(CR 603.3b): a player orders their own simultaneous
    /// triggers; here they go in the order they triggered.
    fn put_triggers_on_stack(&mut self, events: &mut Vec<Event>) -> bool {
        if self.state.triggers.is_empty() {
            return false;
        }
        let mut waiting = std::mem::take(&mut self.state.triggers);
        for player in self.state.apnap() {
            for t in waiting.iter().filter(|t| t.controller == player) {
                let id = self.state.new_id();
                self.state.objects.push(super::state::GameObject {
                    face: t.face,
                    ability: Some(super::state::StackAbility { source: t.source, kind: t.kind.clone() }),
                    ..super::state::GameObject::new(id, t.card.clone(), t.card_index, t.controller, Zone::Stack)
                });
                self.state.stack.push(id);
                events.push(Event::TriggerPutOnStack {
                    object: id,
                    source: t.source,
                    card: t.card.clone(),
                    kind: t.kind.clone(),
                });
            }
        }
        // 800.4d: abilities of players who left the game are not put on the stack.
        waiting.clear();
        true
    }

    /// 603.6a. Abilities of a permanent that trigger as it enters.
    pub(crate) fn enters_triggers(&mut self, id: ObjectId) {
        self.trigger(id, |t| matches!(t, Trigger::SelfEnters));
    }

    /// 603.2. The triggered abilities of object `id` whose condition `when`
    /// holds trigger: they wait to be put on the stack (603.3). The source's
    /// card (or the card it copies) and face say what they do.
    pub(crate) fn trigger(&mut self, id: ObjectId, when: impl Fn(&Trigger) -> bool) {
        let Some(object) = self.state.object(id) else { return };
        let found: Vec<TriggerKind> = self
            .abilities_of(object)
            .iter()
            .enumerate()
            .filter_map(|(ability, a)| match a {
                Ability::Triggered { trigger, .. } if when(trigger) => Some(match trigger {
                    Trigger::SelfEnters => TriggerKind::Enters { ability },
                    _ => TriggerKind::Triggered { ability },
                }),
                _ => None,
            })
            .collect();
        if found.is_empty() {
            return;
        }
        let (card, card_index) = match &object.copy_of {
            Some(copy) => (copy.card.clone(), copy.card_index),
            None => (object.card.clone(), object.card_index),
        };
        let (face, controller) = (object.face, object.controller);
        for kind in found {
            self.state.triggers.push(super::state::PendingTrigger {
                source: id,
                card: card.clone(),
                face,
                controller,
                kind,
                card_index,
            });
        }
    }

    /// 700.4, 603.6c, 603.10a. "When \[this\] dies": a creature about to be
    /// put into a graveyard from the battlefield (checked before it moves,
    /// looking back at it as it was).
    pub(crate) fn dies_triggers(&mut self, id: ObjectId) {
        if self.permanent(id).is_some_and(|v| v.is(CardType::Creature)) {
            self.trigger(id, |t| matches!(t, Trigger::SelfDies));
        }
    }

    /// 503.1a, 513.1a. "At the beginning of your upkeep / end step" of the
    /// permanents on the battlefield, as `step` begins.
    fn beginning_of_triggers(&mut self, step: TriggerStep) {
        let active = self.state.active_player;
        for id in self.state.battlefield.clone() {
            let Some(controller) = self.state.object(id).map(|o| o.controller) else { continue };
            self.trigger(id, |t| {
                matches!(t, Trigger::BeginningOf { step: s, whose } if *s == step && (*whose == Whose::Each || controller == active))
            });
        }
    }

    /// 608.2. Resolves a triggered ability on the stack; it then ceases to
    /// exist. The active player receives priority (117.3b).
    pub(crate) fn resolve_ability(&mut self, id: ObjectId) -> Result<Vec<Event>, RulesError> {
        let object = self.object(id)?.clone();
        let Some(ability) = object.ability.clone() else {
            return Err(RulesError::Internal { message: format!("{id} is not an ability") });
        };
        self.state.stack.retain(|&s| s != id);
        self.state.objects.retain(|o| o.id != id);
        let mut events = vec![Event::AbilityResolved { object: id, source: ability.source, card: object.card.clone() }];
        let controller = object.controller;
        self.state.priority_player = self.state.active_player;
        match ability.kind {
            TriggerKind::SiegeDefeated => {
                // 310.11b: exile it, then its controller may cast it transformed.
                let on_battlefield = self.state.object(ability.source).is_some_and(|o| o.zone == Zone::Battlefield);
                if on_battlefield {
                    let owner = self.object(ability.source)?.owner;
                    let exiled = self.move_object(ability.source, Zone::Exile, owner)?;
                    events.push(Event::ObjectMoved {
                        card: object.card.clone(),
                        from: ability.source,
                        object: exiled,
                        zone: Zone::Exile,
                    });
                    if self.state.in_game(controller) {
                        self.state.pending = Some(Pending::CastTransformed { player: controller, object: exiled });
                    }
                }
            }
            TriggerKind::Ward { spell } => self.resolve_ward(&object, spell),
            TriggerKind::Enters { .. } | TriggerKind::Triggered { .. } => {
                if !self.carry_out(&object, &mut events)? {
                    events[0] =
                        Event::DidNotResolve { object: id, card: object.card.clone(), graveyard: None, rule: "608.2b" };
                }
            }
        }
        Ok(events)
    }

    /// 603.3d. Targets for the triggered abilities just put on the stack, in
    /// the order they were put there: none possible removes the ability;
    /// a single possible choice is made; several wait for the controller
    /// ([`Pending::ChooseTargets`]). Returns whether anything happened.
    fn ask_for_targets(&mut self, events: &mut Vec<Event>) -> bool {
        let mut acted = false;
        for id in self.state.stack.clone() {
            let Some(object) = self
                .state
                .object(id)
                .filter(|o| o.ability.is_some() && o.targets.is_empty() && self.targets_something(o))
            else {
                continue;
            };
            let specs = self.target_specs_of(object);
            let (controller, card) = (object.controller, object.card.clone());
            let mut choices = self.target_choices(&specs, &self.targeter_of(object));
            acted = true;
            match choices.len() {
                0 => {
                    self.state.stack.retain(|&s| s != id);
                    self.state.objects.retain(|o| o.id != id);
                    events.push(Event::DidNotResolve { object: id, card, graveyard: None, rule: "603.3d" });
                }
                1 => {
                    let targets = choices.pop().unwrap_or_default();
                    if let Some(o) = self.state.object_mut(id) {
                        o.targets = targets.clone();
                    }
                    events.push(Event::TargetsChosen { object: id, targets });
                    self.ward_triggers(id);
                }
                _ => {
                    self.state.pending = Some(Pending::ChooseTargets { player: controller, object: id });
                    return true;
                }
            }
        }
        acted
    }

    /// 310.4b, 306.5b, 310.8a, 310.11a. A permanent entering the battlefield:
    /// a battle gets its defense counters and a protector (chosen by its
    /// controller among several opponents, a pending choice), a planeswalker
    /// its loyalty counters; "enters" abilities trigger.
    pub(crate) fn entered(&mut self, id: ObjectId, events: &mut Vec<Event>) {
        let Some(view) = self.permanent(id) else { return };
        if let Some(o) = self.state.object_mut(id) {
            if view.is(CardType::Battle) && !o.counters.contains_key("defense") {
                let d = view.characteristics.defense.unwrap_or(0).max(0).unsigned_abs();
                o.counters.insert("defense".into(), d);
            }
            if view.is(CardType::Planeswalker) && !o.counters.contains_key("loyalty") {
                let l = view.characteristics.loyalty.unwrap_or(0).max(0).unsigned_abs();
                o.counters.insert("loyalty".into(), l);
            }
        }
        if view.is(CardType::Battle) {
            self.choose_protector_or_ask(id, events);
        }
        self.enters_triggers(id);
    }

    /// 310.8a, 310.11a. The players who may protect a battle.
    pub(crate) fn protector_choices(&self, battle: ObjectId) -> Vec<PlayerId> {
        let Some(view) = self.permanent(battle) else { return Vec::new() };
        let controller = view.controller;
        if view.is_siege() {
            self.state.apnap().into_iter().filter(|&p| self.state.are_opponents(controller, p)).collect()
        } else if self.state.in_game(controller) {
            vec![controller]
        } else {
            Vec::new()
        }
    }

    /// Sets a battle's protector when there is exactly one choice; asks its
    /// controller when there are several. Returns false when there is none.
    pub(crate) fn choose_protector_or_ask(&mut self, battle: ObjectId, events: &mut Vec<Event>) -> bool {
        let choices = self.protector_choices(battle);
        match choices[..] {
            [] => false,
            [only] => {
                if let Some(o) = self.state.object_mut(battle) {
                    o.protector = Some(only);
                }
                events.push(Event::ProtectorChosen { battle, player: only });
                true
            }
            _ => {
                let controller = self.state.object(battle).map_or(self.state.active_player, |o| o.controller);
                if self.state.pending.is_none() {
                    self.state.pending = Some(Pending::ChooseProtector { player: controller, battle });
                }
                true
            }
        }
    }

    /// Answers [`Pending::ChooseProtector`].
    pub(crate) fn choose_protector(
        &mut self,
        player: PlayerId,
        battle: ObjectId,
        protector: PlayerId,
    ) -> Result<Vec<Event>, RulesError> {
        if !matches!(self.state.pending, Some(Pending::ChooseProtector { battle: b, .. }) if b == battle) {
            return Err(illegal("not_pending", "310.8a", format!("no protector is to be chosen for {battle}")));
        }
        if !self.protector_choices(battle).contains(&protector) {
            return Err(illegal(
                "invalid_protector",
                "310.11a",
                format!("{protector} cannot protect {battle}: a Siege's protector is an opponent of its controller"),
            ));
        }
        if let Some(o) = self.state.object_mut(battle) {
            o.protector = Some(protector);
        }
        self.state.pending = None;
        let mut events = vec![Event::ProtectorChosen { battle, player: protector }];
        let _ = player;
        self.proceed(Flow::Priority, &mut events)?;
        Ok(events)
    }

    /// Answers [`Pending::CastTransformed`] (310.11b): cast the card in exile
    /// transformed without paying its mana cost, or leave it in exile.
    pub(crate) fn cast_transformed(
        &mut self,
        player: PlayerId,
        object: ObjectId,
        cast: bool,
    ) -> Result<Vec<Event>, RulesError> {
        if !matches!(self.state.pending, Some(Pending::CastTransformed { object: o, .. }) if o == object) {
            return Err(illegal("not_pending", "310.11b", format!("{object} is not waiting to be cast transformed")));
        }
        self.state.pending = None;
        let mut events = Vec::new();
        if cast {
            let card = self.object(object)?.card.clone();
            let back = self.entry(self.object(object)?)?.card.faces.len() > 1;
            if back {
                let spell = self.move_object(object, Zone::Stack, player)?;
                if let Some(o) = self.state.object_mut(spell) {
                    o.face = Some(1);
                    o.cast_method = Some(CastMethod::Transformed);
                    o.total_cost = Some("{0}".into());
                }
                events.push(Event::SpellCast {
                    player,
                    card,
                    from: object,
                    object: spell,
                    method: CastMethod::Transformed,
                    total_cost: "{0}".into(),
                    x: None,
                });
            }
        } else {
            events.push(Event::Declined { player, object });
        }
        // 117.3b: after the ability resolved, the active player gets priority.
        self.state.priority_player = self.state.active_player;
        self.proceed(Flow::Priority, &mut events)?;
        Ok(events)
    }

    /// Answers [`Pending::Discard`] (514.1): discards one card.
    pub(crate) fn discard(&mut self, player: PlayerId, object: ObjectId) -> Result<Vec<Event>, RulesError> {
        if !matches!(self.state.pending, Some(Pending::Discard { .. })) {
            return Err(illegal("not_pending", "514.1", "no discard is pending"));
        }
        let o = self.object(object)?;
        if o.zone != Zone::Hand || o.owner != player {
            return Err(illegal("not_in_hand", "514.1", format!("{object} is not in your hand")));
        }
        let card = o.card.clone();
        let new_id = self.move_object(object, Zone::Graveyard, player)?;
        let mut events = vec![Event::Discarded { player, card, from: object, object: new_id }];
        self.state.pending = None;
        let flow = self.cleanup(&mut events);
        self.proceed(flow, &mut events)?;
        Ok(events)
    }

    /// Answers [`Pending::ChooseLegend`] (704.5j): keeps one, the rest go to
    /// their owners' graveyards.
    pub(crate) fn choose_legend(&mut self, player: PlayerId, keep: ObjectId) -> Result<Vec<Event>, RulesError> {
        let Some(Pending::ChooseLegend { objects, .. }) = self.state.pending.clone() else {
            return Err(illegal("not_pending", "704.5j", "no legend rule choice is pending"));
        };
        if !objects.contains(&keep) {
            return Err(illegal("invalid_choice", "704.5j", format!("{keep} is not one of the legendary permanents")));
        }
        self.state.pending = None;
        let mut events = Vec::new();
        for id in objects.into_iter().filter(|&id| id != keep) {
            self.put_in_graveyard(id, &mut events)?;
        }
        let _ = player;
        self.proceed(Flow::Priority, &mut events)?;
        Ok(events)
    }

    /// Puts a permanent into its owner's graveyard.
    pub(crate) fn put_in_graveyard(&mut self, id: ObjectId, events: &mut Vec<Event>) -> Result<(), RulesError> {
        let Some(o) = self.state.object(id).filter(|o| o.zone == Zone::Battlefield) else { return Ok(()) };
        let (card, owner) = (o.card.clone(), o.owner);
        self.dies_triggers(id);
        let new_id = self.move_object(id, Zone::Graveyard, owner)?;
        events.push(Event::ObjectMoved { card, from: id, object: new_id, zone: Zone::Graveyard });
        Ok(())
    }

    /// Whether an object is the source of a triggered ability that has
    /// triggered and not yet left the stack (310.7, 704.5v).
    fn has_pending_ability(&self, id: ObjectId) -> bool {
        self.state.triggers.iter().any(|t| t.source == id)
            || self
                .state
                .stack
                .iter()
                .any(|&s| self.state.object(s).and_then(|o| o.ability.as_ref()).is_some_and(|a| a.source == id))
    }

    /// 704.5. One check of the state-based actions, performed simultaneously.
    /// Returns whether any was performed.
    pub(crate) fn state_based_actions(&mut self, events: &mut Vec<Event>) -> Result<bool, RulesError> {
        // 704.5d: tokens not on the battlefield cease to exist.
        let mut performed = self.tokens_cease_to_exist(events);
        // 704.5a, 704.5b.
        let mut losers = Vec::new();
        for p in &mut self.state.players {
            if p.lost {
                continue;
            }
            if p.life <= 0 {
                losers.push((p.id, "704.5a"));
            } else if p.drew_from_empty_library {
                losers.push((p.id, "704.5b"));
            }
            p.drew_from_empty_library = false;
        }
        let mut dying: Vec<ObjectId> = Vec::new();
        let mut legends: Vec<(PlayerId, String, Vec<ObjectId>)> = Vec::new();
        let mut protectors: Vec<ObjectId> = Vec::new();
        let sources = self.layer_sources();
        for (&id, object) in self.state.battlefield.iter().zip(self.state.objects_in(&self.state.battlefield)) {
            let Some(object) = object else { continue };
            let Some(view) = self.permanent_with(object, &sources) else { continue };
            if view.is(CardType::Creature) {
                if view.toughness <= 0 {
                    dying.push(id); // 704.5f
                    continue;
                }
                let lethal = i64::from(object.damage) >= i64::from(view.toughness);
                if (lethal || object.deathtouch_damage) && !view.keywords.indestructible {
                    dying.push(id); // 704.5g, 704.5h
                    continue;
                }
            }
            if view.is(CardType::Planeswalker) && counter(object, "loyalty") == 0 {
                dying.push(id); // 704.5i
                continue;
            }
            if view.is(CardType::Battle) {
                if counter(object, "defense") == 0 && !self.has_pending_ability(id) {
                    dying.push(id); // 704.5v
                    continue;
                }
                let attacked = self.state.combat.as_ref().is_some_and(|c| {
                    c.attackers.iter().any(|a| a.target == super::combat::AttackTarget::Battle { object: id })
                });
                let valid = object.protector.is_some_and(|p| {
                    self.state.in_game(p) && (!view.is_siege() || self.state.are_opponents(object.controller, p))
                });
                // 704.5w (no protector, not attacked), 704.5x (a Siege protected by its controller).
                let siege_self = view.is_siege() && object.protector == Some(object.controller);
                if (!valid && !attacked) || siege_self {
                    protectors.push(id);
                }
            }
            if view.is_legendary() {
                let name = view.characteristics.name.clone();
                match legends.iter_mut().find(|(p, n, _)| *p == object.controller && *n == name) {
                    Some((_, _, ids)) => ids.push(id),
                    None => legends.push((object.controller, name, vec![id])),
                }
            }
        }
        // 704.5q: +1/+1 and -1/-1 counters annihilate.
        for i in 0..self.state.battlefield.len() {
            let Some(o) = self.state.battlefield.get(i).copied().and_then(|id| self.state.object_mut(id)) else {
                continue;
            };
            if o.counters.is_empty() {
                o.deathtouch_damage = false;
                continue;
            }
            let (plus, minus) = (counter(o, "+1/+1"), counter(o, "-1/-1"));
            if plus > 0 && minus > 0 {
                let n = plus.min(minus);
                o.counters.insert("+1/+1".into(), plus - n);
                o.counters.insert("-1/-1".into(), minus - n);
                o.counters.retain(|_, v| *v > 0);
                performed = true;
            }
            o.deathtouch_damage = false;
        }
        for id in &dying {
            self.put_in_graveyard(*id, events)?;
            performed = true;
        }
        for battle in protectors {
            if self.state.object(battle).is_none_or(|o| o.zone != Zone::Battlefield) {
                continue;
            }
            if let Some(o) = self.state.object_mut(battle) {
                o.protector = None;
            }
            if !self.choose_protector_or_ask(battle, events) {
                self.put_in_graveyard(battle, events)?; // 704.5w–x: no player can be chosen
            }
            performed = true;
        }
        if let Some((player, _, objects)) = legends.into_iter().find(|(_, _, ids)| ids.len() > 1) {
            let objects: Vec<ObjectId> = objects
                .into_iter()
                .filter(|id| self.state.object(*id).is_some_and(|o| o.zone == Zone::Battlefield))
                .collect();
            if objects.len() > 1 && self.state.pending.is_none() {
                self.state.pending = Some(Pending::ChooseLegend { player, objects });
                performed = true;
            }
        }
        if !losers.is_empty() {
            performed = true;
            for (player, rule) in losers {
                self.lose(player, rule, events)?;
            }
            if self.state.is_over() {
                let winner = self.state.players.iter().find(|p| !p.lost).map(|p| p.id);
                events.push(Event::GameOver { winner });
            }
        }
        Ok(performed)
    }

    /// 104.3, 800.4a. A player loses and leaves the game: in a game of more
    /// than two players, the objects they own leave it and those they
    /// control are exiled.
    fn lose(&mut self, player: PlayerId, rule: &'static str, events: &mut Vec<Event>) -> Result<(), RulesError> {
        if let Some(p) = self.state.player_mut(player) {
            p.lost = true;
        }
        events.push(Event::PlayerLost { player, rule });
        if self.state.players.len() <= 2 || self.state.is_over() {
            return Ok(());
        }
        // 800.4a: objects the player owns leave the game.
        let owned: Vec<ObjectId> = self.state.objects.iter().filter(|o| o.owner == player).map(|o| o.id).collect();
        for id in &owned {
            self.remove_from_combat(*id);
        }
        self.state.objects.retain(|o| o.owner != player);
        let gone = |id: &ObjectId| owned.binary_search(id).is_ok();
        self.state.battlefield.retain(|id| !gone(id));
        self.state.stack.retain(|id| !gone(id));
        self.state.exile.retain(|id| !gone(id));
        self.state.command.retain(|id| !gone(id));
        if let Some(p) = self.state.player_mut(player) {
            p.library.clear();
            p.hand.clear();
            p.graveyard.clear();
            p.mana_pool = Default::default();
        }
        self.state.triggers.retain(|t| t.controller != player);
        // Then what they control is exiled.
        let controlled: Vec<ObjectId> = self
            .state
            .objects
            .iter()
            .filter(|o| o.controller == player && o.zone.is_stack_or_battlefield())
            .map(|o| o.id)
            .collect();
        for id in controlled {
            let owner = self.object(id)?.owner;
            self.move_object(id, Zone::Exile, owner)?;
        }
        if let Some(c) = self.state.combat.as_mut() {
            c.attackers
                .retain(|a| !matches!(a.target, super::combat::AttackTarget::Player { player: p } if p == player));
        }
        if matches!(self.state.pending.as_ref(), Some(p) if p.player() == player) {
            self.state.pending = None;
        }
        Ok(())
    }

    /// The explicit auto-pass helper: passes priority for whoever has it
    /// (and, if the policy says so, declares no attackers or blockers) until
    /// `policy.until`, a choice, or the end of the game. Returns every
    /// event. Nothing else is decided for anyone.
    pub fn advance(&mut self, policy: &AutoPass) -> Result<Vec<Event>, RulesError> {
        let mut events = Vec::new();
        let (turn, step) = (self.state.turn, self.state.step);
        let max = if policy.max_actions == 0 { 10_000 } else { policy.max_actions };
        let mut first = true;
        for _ in 0..max {
            if self.state.is_over() {
                break;
            }
            let moved = self.state.turn != turn || self.state.step != step;
            let reached = match policy.until {
                Until::Step { step: s } => !first && moved && self.state.step == s,
                Until::NextTurn => self.state.turn != turn,
                Until::Choice => false,
            };
            if reached {
                break;
            }
            first = false;
            let action = match &self.state.pending {
                Some(Pending::DeclareAttackers { player }) if policy.no_attacks => {
                    Action::DeclareAttackers { player: *player, attackers: Vec::new() }
                }
                Some(Pending::DeclareBlockers { player }) if policy.no_blocks => {
                    Action::DeclareBlockers { player: *player, blockers: Vec::new() }
                }
                Some(_) => break,
                None => {
                    if policy.stop_on_stack && !self.state.stack.is_empty() {
                        break;
                    }
                    Action::PassPriority { player: self.state.priority_player }
                }
            };
            events.extend(self.apply(action)?);
        }
        Ok(events)
    }
}

#[cfg(test)]
mod tests {
    use super::super::RandomAgent;
    use super::super::journal::tests::duel;

    /// 117.5, 704.3: a check skipped because the state was settled is one
    /// that would have found nothing: after every action of random games
    /// that leaves the state settled, a new check changes nothing.
    #[test]
    fn a_settled_state_needs_no_new_check_before_priority() {
        let mut skipped = 0;
        for seed in 0..5 {
            let mut game = duel(seed);
            let mut agent = RandomAgent::new(seed);
            while let Some(action) = agent.next_action(&game) {
                game.apply(action).unwrap();
                if !game.state.checked.settled {
                    continue;
                }
                skipped += 1;
                let (mut checked, mut events) = (game.clone(), Vec::new());
                assert!(!checked.check_state(&mut events).unwrap(), "seed {seed}: {events:?}");
                assert!(events.is_empty());
                assert_eq!(checked.to_json(), game.to_json());
            }
        }
        assert!(skipped > 500, "only {skipped} settled states");
    }
}
