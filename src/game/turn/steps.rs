//! Steps and their turn-based actions (CR 500–514), priority (117), drawing
//! (121.1) and the explicit auto-pass helper [`Game::advance`].

use super::{AutoPass, Flow, MAX_HAND_SIZE, Until};
use crate::card::Zone;
use crate::game::Game;
use crate::game::action::Action;
use crate::game::combat::illegal;
use crate::game::error::RulesError;
use crate::game::events::Event;
use crate::game::ids::{ObjectId, PlayerId};
use crate::game::state::{Draws, Pending, Step, TriggerKind};
use crate::text::{Ability, KeywordAbility, StaticAbility, TriggerStep};

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
                    self.state.resolving = None;
                }
                return Ok(());
            }
            if self.state.resolving.is_some() {
                // 608.2c–d: the choice that paused a resolution is answered.
                settled = false;
                self.resume_resolution(events)?;
                continue;
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
    /// attacked may need a protector, 704.5x), not combat's other steps, not
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
        // Room for the events of a step or two (growing one at a time costs).
        let mut events = Vec::with_capacity(8);
        events.push(Event::PriorityPassed { player });
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
                // 502.2: judged on the turn that ends, before its counts are cleared.
                let day_night = self.day_night_after_turn_of(self.state.active_player);
                // A new turn: the next player in turn order still in the game.
                let next = self.state.next_player(self.state.active_player);
                self.state.active_player = next;
                // 611.2a: "until your next turn" ends as that player's turn begins.
                self.state.sorceries_as_though_flash.retain(|&p| p != next);
                self.state.protected_from_everything.retain(|&p| p != next);
                self.state.until_end_of_turn.retain(|p| p.until_next_turn_of != Some(next));
                self.state.goaded.retain(|g| g.by != next);
                self.state.turn = self.state.turn.saturating_add(1);
                self.state.damage_this_turn.clear();
                self.state.activated_this_turn.clear(); // 602.5b
                self.state.resolved_this_turn.clear(); // 608.2c
                self.state.done_this_turn.clear(); // 603.2h
                self.state.triggered_this_turn.clear();
                self.state.entered_this_turn.clear();
                self.state.combat = None;
                for p in &mut self.state.players {
                    p.lands_played = 0;
                    p.sacrificed = false;
                    p.permanent_left_this_turn = false;
                    p.descended = false;
                    p.noncreature_spells_cast = 0;
                    p.spells_cast = 0;
                    p.creatures_attacked_with = 0;
                    p.cards_drawn = 0;
                    p.drew_in_draw_step = false;
                    p.noncreature_spells_forbidden = false;
                    p.spell_colors_cast = crate::color::ColorSet::EMPTY;
                    p.spells_cant_be_countered = false; // 101.2: "this turn"
                }
                self.begin_step_with(Step::Untap, day_night, events)
            }
        }
    }

    /// Begins a step: its turn-based actions (703), then what follows.
    pub(crate) fn begin_step(&mut self, step: Step, events: &mut Vec<Event>) -> Result<Flow, RulesError> {
        self.begin_step_with(step, None, events)
    }

    /// [`Game::begin_step`], with what the untap step makes it, day or night
    /// (502.2, judged as the turn before ended).
    fn begin_step_with(
        &mut self,
        step: Step,
        day_night: Option<crate::game::DayNight>,
        events: &mut Vec<Event>,
    ) -> Result<Flow, RulesError> {
        self.state.step = step;
        self.state.passes = 0;
        // 117.3a: the active player receives priority (or the next player
        // still in the game, 800.4j).
        self.state.priority_player = self.state.active_player;
        events.push(Event::StepBegan { turn: self.state.turn, step, active_player: self.state.active_player });
        Ok(match step {
            Step::Untap => {
                // 502.2, 730.2.
                if let Some(designation) = day_night {
                    self.become_day_or_night(designation, events);
                }
                // 502.1: phasing, before anything untaps.
                let active = self.state.active_player;
                self.phase_in(active, events);
                // 502.3, 302.6.
                let mut untapped = Vec::with_capacity(self.state.battlefield.len());
                let mut held: Vec<ObjectId> = match self.any_doesnt_untap() {
                    true => self
                        .state
                        .objects_in(&self.state.battlefield)
                        .flatten()
                        .filter(|o| o.controller == active && o.tapped && self.doesnt_untap(o))
                        .map(|o| o.id)
                        .collect(),
                    false => Vec::new(),
                };
                // 701.43a–b: what the active player exerted stays tapped, this once.
                if !self.state.exerted.is_empty() {
                    held.extend(self.state.exerted.iter().filter(|e| e.by == active).map(|e| e.creature));
                    self.state.exerted.retain(|e| e.by != active);
                }
                for &id in &self.state.battlefield.clone() {
                    if let Some(o) = self.state.object_mut(id)
                        && o.controller == active
                    {
                        o.summoning_sick = false;
                        if o.tapped && !held.contains(&id) {
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
                // 611.2a: "until your next end step" permissions of the active player end as it begins.
                if !self.state.play_from_exile.is_empty() {
                    let active = self.state.active_player;
                    self.state.play_from_exile.retain(|p| !(p.until_next_end_step && p.player == active));
                }
                self.beginning_of_triggers(TriggerStep::EndStep);
                Flow::Priority
            }
            Step::PrecombatMain => {
                self.lore_counters_of_main_phase(events);
                // 505.1: "At the beginning of your precombat main phase" (Klothys, God of Destiny).
                if self.watches.has(super::Watched::StepBegins) {
                    self.beginning_of_triggers(TriggerStep::PrecombatMain);
                }
                Flow::Priority
            }
            Step::EndOfCombat => {
                // 511.2, 603.7a: "at end of combat" delayed triggers.
                let delayed = std::mem::take(&mut self.state.end_of_combat);
                self.state.triggers.extend(delayed);
                Flow::Priority
            }
            // 505.1: "At the beginning of each of your main phases" (Carpet of Flowers).
            Step::PostcombatMain => {
                if self.watches.has(super::Watched::StepBegins) {
                    self.beginning_of_triggers(TriggerStep::MainPhase);
                }
                Flow::Priority
            }
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
    pub(crate) fn cleanup(&mut self, events: &mut Vec<Event>) -> Flow {
        let active = self.state.active_player;
        if self.state.player(active).is_some_and(|p| !p.lost && p.hand.len() > MAX_HAND_SIZE) {
            self.state.pending = Some(Pending::Discard {
                player: active,
                effect: false,
                then: Vec::new(),
                chosen: Vec::new(),
                up_to: false,
            });
            return Flow::Wait;
        }
        for &id in &self.state.battlefield.clone() {
            if let Some(o) = self.state.object_mut(id) {
                o.damage = 0;
                o.deathtouch_damage = false;
            }
        }
        self.phased_out_damage_wears_off();
        // 514.2: "until end of turn" effects end.
        self.end_control_changes_until_end_of_turn(events);
        self.state.until_end_of_turn.retain(|p| p.until_next_turn_of.is_some() || p.lasting);
        self.state.switched.clear();
        self.state.saddled.clear(); // 702.171b
        // 400.7: an ability gained with no duration goes with the object that gained it.
        if !self.state.gained_abilities.is_empty() {
            let (battlefield, phased_out) = (&self.state.battlefield, &self.state.phased_out);
            let here = |id: &ObjectId| battlefield.contains(id) || phased_out.iter().any(|p| p.object.id == *id);
            self.state.gained_abilities.retain(|(id, _)| here(id));
        }
        self.state.dies_returns.clear(); // 611.2a
        self.state.became_creatures.clear();
        self.state.combat_damage_prevented.clear();
        self.state.all_combat_damage_prevented = false;
        self.state.damage_prevented_by_colors = crate::color::ColorSet::EMPTY;
        self.state.creatures_entering_uncast_exiled = false;
        self.state.cant_be_blocked_this_turn.clear();
        for p in &mut self.state.players {
            p.hexproof_from = crate::color::ColorSet::EMPTY; // 702.11c: "until end of turn"
        }
        // 611.2a: those that last to an end step, or with no duration.
        self.state.play_from_exile.retain(|p| p.until_next_end_step || p.lasting);
        self.state.delayed_this_turn.clear(); // 603.7c: "this turn"
        if !self.state.exiled_to_pay.is_empty() {
            let stack = &self.state.stack;
            self.state.exiled_to_pay.retain(|(spell, _)| stack.contains(spell));
        }
        Flow::CleanupCheck
    }

    /// 121.1, 704.5b. `player` draws `count` cards; drawing from an empty
    /// library is remembered for the state-based action. A draw a dredge
    /// card may replace stops the sequence for that choice
    /// ([`Pending::Dredge`]); the draws still to come wait with it (121.6b).
    pub(crate) fn draw(&mut self, player: PlayerId, count: u32, events: &mut Vec<Event>) -> Result<(), RulesError> {
        self.draw_each(vec![Draws { player, count, discard: 0 }], events)
    }

    /// 121.2, 121.6b. Each of `draws` in order: its player draws its cards one
    /// at a time, then discards its `discard` (a choice, 701.9b). A draw
    /// stopped for a replacement choice ([`Pending::Dredge`]) keeps the rest
    /// with that choice, to be drawn once it is made.
    pub(crate) fn draw_each(&mut self, draws: Vec<Draws>, events: &mut Vec<Event>) -> Result<(), RulesError> {
        let mut draws = std::collections::VecDeque::from(draws);
        while let Some(mut d) = draws.pop_front() {
            while d.count > 0 {
                d.count -= 1;
                self.draw_one(d.player, &mut Vec::new(), events)?;
                if let Some(Pending::Dredge { then, .. }) = &mut self.state.pending {
                    then.extend((d.count > 0 || d.discard > 0).then_some(d));
                    then.extend(draws);
                    return Ok(());
                }
            }
            if d.discard > 0 {
                self.ask_discard(d.player, d.discard, false);
            }
        }
        Ok(())
    }

    /// 103.5. The opening hand's draws. TODO(CR 103.5, 702.52a): a dredge
    /// card a setup put into a graveyard does not replace them.
    pub(crate) fn draw_opening_hand(
        &mut self,
        player: PlayerId,
        count: u32,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        for _ in 0..count {
            self.draw_from_library(player, events)?;
        }
        Ok(())
    }

    /// 121.2. `player` draws one card, unless a replacement effect not in
    /// `applied` makes another player draw instead (614.1a; 614.5: each
    /// applies once to a draw and the draws that replace it), or a dredge
    /// card of the drawer's graveyard may replace it (702.52a: the choice
    /// is asked, [`Pending::Dredge`]).
    fn draw_one(
        &mut self,
        player: PlayerId,
        applied: &mut Vec<ObjectId>,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        // 121.2b: "Each opponent can't draw more than one card each turn." (Narset): the draw doesn't happen.
        if self.state.player(player).is_some_and(|p| p.cards_drawn >= 1)
            && let Some(source) = self.opponents_static(
                player,
                &StaticAbility::OpponentsDrawAtMostOneEachTurn,
                super::Watched::DrawsLimited,
            )
        {
            events.push(Event::DrawPrevented { player, source });
            return Ok(());
        }
        let draw_step = self.state.step == Step::Draw && self.state.active_player == player;
        let first_in_draw_step = draw_step && self.state.player(player).is_some_and(|p| !p.drew_in_draw_step);
        if !first_in_draw_step && let Some((thief, instead)) = self.draw_replacement(player, applied) {
            applied.push(thief);
            events.push(Event::DrawSkipped { player, source: thief });
            return self.draw_one(instead, applied, events);
        }
        // 702.52a–b: the drawer may dredge instead (a choice); 121.6a: even with an empty library.
        let cards = self.dredge_cards(player);
        if !cards.is_empty() && self.state.pending.is_none() {
            self.state.pending = Some(Pending::Dredge { player, cards, then: Vec::new() });
            return Ok(());
        }
        self.draw_from_library(player, events)
    }

    /// 121.1, 704.5b. `player` puts the top card of their library into their
    /// hand (the draw itself, its replacements settled), or remembers trying
    /// with an empty library.
    fn draw_from_library(&mut self, player: PlayerId, events: &mut Vec<Event>) -> Result<(), RulesError> {
        match self.state.player(player).map(|p| p.library.first().copied()) {
            Some(Some(top)) => {
                let new_id = self.move_object(top, Zone::Hand, player)?;
                events.push(Event::CardDrawn { player, from: top, object: new_id });
                let draw_step = self.state.step == Step::Draw && self.state.active_player == player;
                let Some(p) = self.state.player_mut(player) else { return Ok(()) };
                p.cards_drawn = p.cards_drawn.saturating_add(1);
                let first_in_draw_step = draw_step && !p.drew_in_draw_step;
                p.drew_in_draw_step |= draw_step;
                let nth = p.cards_drawn;
                self.draw_triggers(player, nth, first_in_draw_step);
                // 702.94a: the first card its owner drew this turn, revealed as it is drawn.
                if nth == 1 && self.watches.has(super::Watched::Miracle) {
                    self.miracle_trigger(new_id);
                }
            }
            Some(None) => {
                if let Some(p) = self.state.player_mut(player) {
                    p.drew_from_empty_library = true;
                }
            }
            None => {}
        }
        Ok(())
    }

    /// 702.52a–b. The cards with dredge in `player`'s graveyard that may
    /// replace a draw of theirs: those whose N is at most the number of
    /// cards in their library. None in a game without a dredge card.
    pub(crate) fn dredge_cards(&self, player: PlayerId) -> Vec<ObjectId> {
        if !self.watches.has(super::Watched::Dredge) {
            return Vec::new();
        }
        let Some(p) = self.state.player(player) else { return Vec::new() };
        let library = p.library.len();
        p.graveyard
            .iter()
            .copied()
            .filter(|&id| self.dredge_amount(id).is_some_and(|n| usize::try_from(n).is_ok_and(|n| n <= library)))
            .collect()
    }

    /// 702.52a. The N of the card `id`'s "Dredge N", if it has one.
    fn dredge_amount(&self, id: ObjectId) -> Option<u32> {
        let object = self.state.object(id)?;
        self.abilities_of(object).iter().find_map(|a| match a {
            Ability::Keyword { keyword: KeywordAbility::Dredge { amount } } => Some(*amount),
            _ => None,
        })
    }

    /// 702.52a, 121.6b. The answer to [`Pending::Dredge`]: with `card`, its
    /// owner mills N cards (701.17a) and returns it from their graveyard to
    /// their hand; without, they draw the card. Then the draws still to come,
    /// then the game goes on (a paused resolution first, 608.2d).
    pub(crate) fn answer_dredge(
        &mut self,
        pending: &Pending,
        card: Option<ObjectId>,
    ) -> Result<Vec<Event>, RulesError> {
        let Pending::Dredge { player, cards, then } = pending else {
            return Err(illegal("nothing_to_choose", "117.1", "no dredge choice is pending"));
        };
        let player = *player;
        let mut events = Vec::new();
        match card {
            Some(card) => {
                let Some(amount) = self.dredge_amount(card).filter(|_| cards.contains(&card)) else {
                    return Err(illegal(
                        "not_a_choice",
                        "702.52a",
                        format!("{card} is not a card with dredge that may replace this draw ({cards:?})"),
                    ));
                };
                self.state.pending = None;
                crate::executed!(keyword KeywordAbility::Dredge { amount });
                self.mill(player, amount, &mut events)?;
                let (name, returned) = self.move_to_owners(card, Zone::Hand)?;
                events.push(Event::Dredged { player, from: card, object: returned, milled: amount });
                events.push(Event::ObjectMoved { card: name, from: card, object: returned, zone: Zone::Hand });
            }
            None => {
                self.state.pending = None;
                self.draw_from_library(player, &mut events)?;
            }
        }
        self.draw_each(then.clone(), &mut events)?;
        self.state.priority_player = self.state.active_player;
        self.proceed(Flow::Priority, &mut events)?;
        Ok(events)
    }

    /// 702.94a. The card `card` was the first its owner drew this turn: with
    /// miracle, its trigger waits to be put on the stack (603.3). TODO(CR
    /// 702.94a–b): revealing it is not a choice of its own; the trigger
    /// always goes on the stack, and declining to cast it as it resolves
    /// (`youMay` false) is the same as not revealing it, but for what the
    /// opponent saw.
    fn miracle_trigger(&mut self, card: ObjectId) {
        let Some(object) = self.state.object(card) else { return };
        let miracle = |a: &Ability| matches!(a, Ability::Keyword { keyword: KeywordAbility::Miracle { .. } });
        if self.abilities_of(object).iter().any(miracle) {
            self.push_trigger(card, TriggerKind::Miracle);
        }
    }

    /// 614.1a. The first permanent not in `applied` that replaces a draw of
    /// `player`'s: one whose controller is their opponent with "If an
    /// opponent would draw a card …, instead that player skips that draw and
    /// you draw a card." (Notion Thief), and who draws instead.
    fn draw_replacement(&self, player: PlayerId, applied: &[ObjectId]) -> Option<(ObjectId, PlayerId)> {
        if !self.watches.has(super::Watched::DrawReplaced) {
            return None;
        }
        let replaces = |a: &Ability| matches!(a, Ability::Static { ability: StaticAbility::OpponentsDrawsAreYours });
        let found = self.state.objects_in(&self.state.battlefield).flatten().find(|o| {
            !applied.contains(&o.id)
                && self.state.are_opponents(o.controller, player)
                && self.abilities_of(o).iter().any(replaces)
        })?;
        crate::executed!(static &StaticAbility::OpponentsDrawsAreYours);
        Some((found.id, found.controller))
    }

    /// 701.9b, 608.2d. `player` discards `count` cards (`up_to`: at most
    /// that many) as an instruction resolves: a pending choice, unless their
    /// hand is empty.
    pub(crate) fn ask_discard(&mut self, player: PlayerId, count: u32, up_to: bool) {
        // 701.9b: "discards two cards": as many choices as cards (at most the hand), discarded at once.
        let cards = self.state.player(player).map_or(0, |p| p.hand.len().min(count as usize));
        if cards > 0 {
            let then = vec![player; cards - 1];
            self.state.pending = Some(Pending::Discard { player, effect: true, then, chosen: Vec::new(), up_to });
        }
    }

    /// 701.9b, 101.4. Each player (each opponent of `opponents_of`, if
    /// given) with a card in hand chooses one, in APNAP order; the cards are
    /// discarded at once after the last choice.
    pub(crate) fn ask_each_discard(&mut self, opponents_of: Option<PlayerId>) {
        let mut players: Vec<PlayerId> = self
            .state
            .apnap()
            .into_iter()
            .filter(|&p| opponents_of.is_none_or(|you| self.state.are_opponents(you, p)))
            .filter(|&p| self.state.player(p).is_some_and(|p| !p.lost && !p.hand.is_empty()))
            .collect();
        if players.is_empty() {
            return;
        }
        let player = players.remove(0);
        self.state.pending =
            Some(Pending::Discard { player, effect: true, then: players, chosen: Vec::new(), up_to: false });
    }

    /// Answers [`Pending::Discard`] (514.1, or 701.9 as an instruction
    /// resolves): discards one card.
    pub(crate) fn discard(&mut self, player: PlayerId, object: ObjectId) -> Result<Vec<Event>, RulesError> {
        let Some(Pending::Discard { effect, then, chosen, up_to, .. }) = &self.state.pending else {
            return Err(illegal("not_pending", "514.1", "no discard is pending"));
        };
        let (effect, mut then, mut chosen, up_to) = (*effect, then.clone(), chosen.clone(), *up_to);
        let rule = if effect { "701.9a" } else { "514.1" };
        let o = self.object(object)?;
        // 701.9b: a card chosen once is not chosen again.
        let again = chosen.contains(&object);
        if o.zone != Zone::Hand || o.owner != player || again {
            let code = if again { "already_chosen" } else { "not_in_hand" };
            return Err(illegal(code, rule, format!("{object} is not in your hand, or is already chosen")));
        }
        chosen.push(object);
        // 101.4: the next player chooses; the cards are discarded after the last choice.
        if !then.is_empty() {
            let next = then.remove(0);
            self.state.pending = Some(Pending::Discard { player: next, effect, then, chosen, up_to });
            return Ok(Vec::new());
        }
        self.finish_discard(effect, up_to, chosen)
    }

    /// 701.9b, 107.1c. Answers [`Pending::Discard`] of "discard up to N
    /// cards" with `youMay` declining: no more cards; those chosen so far
    /// are discarded. Refused for any other discard, or accepting.
    pub(crate) fn stop_discarding(&mut self, accept: bool) -> Result<Vec<Event>, RulesError> {
        let Some(Pending::Discard { effect, chosen, up_to: true, .. }) = &self.state.pending else {
            return Err(illegal("not_up_to", "701.9b", "this discard can't stop before its number of cards"));
        };
        if accept {
            return Err(illegal("not_a_choice", "701.9b", "choose a card to discard, or decline to discard more"));
        }
        let (effect, chosen) = (*effect, chosen.clone());
        self.finish_discard(effect, true, chosen)
    }

    /// 701.9b, 101.4. The cards `chosen` are discarded at once; then the
    /// resolution goes on (`effect`, 608.2d) or the cleanup step (514.1).
    fn finish_discard(&mut self, effect: bool, up_to: bool, chosen: Vec<ObjectId>) -> Result<Vec<Event>, RulesError> {
        let mut events = Vec::new();
        // 608.2c: "If you do" after "up to": done when a card was discarded.
        if let Some(at) = self.state.resolving.as_mut().filter(|_| effect && up_to) {
            at.done = !chosen.is_empty();
        }
        for object in chosen {
            let owner = self.object(object)?.owner;
            let discarded = self.discard_card(owner, object, &mut events)?;
            // 608.2c: "the discarded cards" of a later instruction (connive, 701.50a).
            if let Some(at) = self.state.resolving.as_mut().filter(|_| effect) {
                at.chosen.push(discarded);
            }
        }
        self.state.pending = None;
        let flow = if effect {
            // 608.2d: the resolution ends; the active player receives priority (117.3b).
            self.state.priority_player = self.state.active_player;
            Flow::Priority
        } else {
            self.cleanup(&mut events)
        };
        self.proceed(flow, &mut events)?;
        Ok(events)
    }

    /// The explicit auto-pass helper: passes priority for whoever has it
    /// (and, if the policy says so, declares no attackers or blockers) until
    /// `policy.until`, a choice, or the end of the game. Returns every
    /// event. Nothing else is decided for anyone. Atomic (732.1): should
    /// one of its actions fail, the game is put back as it was before the
    /// call, not before the failed action.
    pub fn advance(&mut self, policy: &AutoPass) -> Result<Vec<Event>, RulesError> {
        self.atomically(|game| game.advance_in_place(policy))
    }

    /// [`Game::advance`]'s actions, each atomic on its own.
    fn advance_in_place(&mut self, policy: &AutoPass) -> Result<Vec<Event>, RulesError> {
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
                    // 508.1d: only those that must attack.
                    Action::DeclareAttackers {
                        player: *player,
                        attackers: self.fewest_attackers(*player, &self.attack_targets(*player)),
                    }
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
