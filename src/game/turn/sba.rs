//! State-based actions (CR 704): checked whenever a player would receive
//! priority (117.5, 704.3), the legend rule's choice (704.5j), and a player
//! losing and leaving the game (104.3, 800.4a).

use super::Flow;
use crate::card::{CardType, Zone};
use crate::counter::CounterKind;
use crate::game::Game;
use crate::game::combat::{AttackTarget, illegal};
use crate::game::error::RulesError;
use crate::game::events::Event;
use crate::game::ids::{ObjectId, PlayerId};
use crate::game::permanent::counter;
use crate::game::state::{GameObject, Pending, PendingTrigger, TriggerKind};

impl Game {
    /// 117.5, 704.3. State-based actions until none apply, then triggered
    /// abilities onto the stack, repeated. Returns whether anything happened.
    pub(crate) fn check_state(&mut self, events: &mut Vec<Event>) -> Result<bool, RulesError> {
        let mut acted = false;
        for _ in 0..1000 {
            // 610.3: cards exiled "until" a permanent leaves return first.
            let returned = self.return_exiled_until_gone(events)?;
            // 614.1a: a token a replacement owes, if any path moved a permanent without making it.
            self.create_owed_tokens(events)?;
            let performed = self.state_based_actions(events)? || returned;
            if self.state.pending.is_some() || self.state.is_over() {
                return Ok(acted || performed);
            }
            if performed {
                acted = true;
                continue;
            }
            if self.watches.has(super::Watched::State) {
                self.state_triggered();
            }
            if self.put_triggers_on_stack(events) {
                acted = true;
                continue;
            }
            // 707.10c: then copies of spells whose controller may choose new targets.
            if self.ask_for_targets(events) || self.ask_copies_for_new_targets() {
                acted = true;
                continue;
            }
            self.state.checked.settled = true;
            return Ok(acted);
        }
        Err(RulesError::Internal { message: "state-based actions do not settle".into() })
    }

    /// Whether the permanent `id` has a static ability that may lower a
    /// creature's toughness (613.4c, [`CardEntry::lowers_toughness`](crate::game::CardEntry)).
    fn may_lower_toughness(&self, id: ObjectId) -> bool {
        let Some(o) = self.state.object(id) else { return true };
        self.entry(o).ok().and_then(|e| e.lowers_toughness.get(o.face.unwrap_or(0)).copied()).unwrap_or(true)
    }

    /// 704.5. Whether no state-based action can apply to `object`, judged
    /// without its view while no permanent may lower toughness: a creature
    /// by its printed characteristics, nothing more (not legendary, not an
    /// Aura, Saga, planeswalker or battle), with a printed toughness of 1 or
    /// more that no "until end of turn" change, counter, type change or
    /// animation touches (613.4), no damage (704.5g–h) and attached to
    /// nothing (704.5m–n).
    #[inline]
    fn safe_from_state_based_actions(&self, object: &GameObject) -> bool {
        if object.damage != 0 || object.deathtouch_damage || !object.counters.is_empty() || object.attached_to.is_some()
        {
            return false;
        }
        let id = object.id;
        self.printed_kind(object) == crate::game::PrintedKind::PlainCreature
            && !self.state.until_end_of_turn.iter().any(|p| p.object == id)
            && !self.state.became_creatures.iter().any(|b| b.object == id)
            && !self.state.type_changes.iter().any(|t| t.object == id)
            && !self.state.also_subtypes.iter().any(|a| a.object == id)
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
        let (card, owner, controller, card_index, token) =
            (o.card.clone(), o.owner, o.controller, o.card_index, o.token);
        // 702.93a, 702.79a: undying triggers if it had no +1/+1 counters, persist if
        // it had no -1/-1 counters (looking back at it, 603.10a).
        let keywords = self.permanent(id).map(|v| v.keywords);
        let undying = !o.counters.has(&CounterKind::PlusOnePlusOne) && keywords.as_ref().is_some_and(|k| k.undying);
        let persist = !o.counters.has(&CounterKind::MinusOneMinusOne) && keywords.as_ref().is_some_and(|k| k.persist);
        // 603.6c, 603.10a: a "when this creature dies" gained until end of turn, looking back at it.
        let returns: Vec<TriggerKind> = match self.state.dies_returns.is_empty() {
            true => Vec::new(),
            false => {
                let creature = self.permanent(id).is_some_and(|v| v.is(CardType::Creature));
                let granted = self.state.dies_returns.iter().filter(|d| creature && d.creature == id);
                granted.map(|d| TriggerKind::DiesReturn { tapped: d.tapped, role: d.role }).collect()
            }
        };
        self.dies_triggers(id);
        let new_id = self.move_object(id, Zone::Graveyard, owner)?;
        let zone = self.graveyard_or_exile(new_id);
        events.push(Event::ObjectMoved { card: card.clone(), from: id, object: new_id, zone });
        self.create_owed_tokens(events)?;
        if !token && zone == Zone::Graveyard {
            for kind in [(undying, TriggerKind::Undying), (persist, TriggerKind::Persist)]
                .into_iter()
                .filter_map(|(has, kind)| has.then_some(kind))
                .chain(returns)
            {
                let card = card.clone();
                self.state.triggers.push(PendingTrigger {
                    source: new_id,
                    card,
                    face: None,
                    controller,
                    kind,
                    card_index,
                });
            }
        }
        Ok(())
    }

    /// 701.21a. Sacrifices a permanent: its controller moves it to its
    /// owner's graveyard and has sacrificed a permanent this turn.
    pub(crate) fn sacrifice(&mut self, id: ObjectId, events: &mut Vec<Event>) -> Result<(), RulesError> {
        let controller = self.state.object(id).filter(|o| o.zone == Zone::Battlefield).map(|o| o.controller);
        if let Some(p) = controller.and_then(|c| self.state.player_mut(c)) {
            p.sacrificed = true;
        }
        self.put_in_graveyard(id, events)
    }

    /// 704.5. One check of the state-based actions, performed simultaneously.
    /// Returns whether any was performed.
    pub(crate) fn state_based_actions(&mut self, events: &mut Vec<Event>) -> Result<bool, RulesError> {
        // 704.5d: tokens not on the battlefield cease to exist.
        let mut performed = self.tokens_cease_to_exist(events);
        // 309.6: a dungeon's bottommost room left behind; only once a player took the initiative (725.2).
        if self.state.initiative.is_some() {
            performed |= self.dungeon_state_based_actions(events);
        }
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
            } else if p.counters.get(&CounterKind::Poison) >= 10 {
                losers.push((p.id, "704.5c"));
            }
            p.drew_from_empty_library = false;
        }
        let mut dying: Vec<ObjectId> = Vec::new();
        let mut sagas: Vec<ObjectId> = Vec::new();
        let mut legends: Vec<(PlayerId, String, Vec<ObjectId>)> = Vec::new();
        let mut protectors: Vec<ObjectId> = Vec::new();
        let mut unattached: Vec<ObjectId> = Vec::new();
        // 303.7a: the Roles attached to each permanent, by their controller.
        let mut roles: Vec<(ObjectId, PlayerId, ObjectId)> = Vec::new();
        // The layer sources, and whether one may lower toughness: found once, when first needed.
        let mut sources: Option<(Vec<ObjectId>, bool)> = None;
        let find_sources = || {
            let sources = self.layer_sources();
            let lowered = sources.iter().any(|&s| self.may_lower_toughness(s));
            (sources, lowered)
        };
        // 704.5q below: whether a permanent has counters or deathtouch damage to clear.
        let mut marked = false;
        for (&id, object) in self.state.battlefield.iter().zip(self.state.objects_in(&self.state.battlefield)) {
            let Some(object) = object else { continue };
            marked |= object.deathtouch_damage || !object.counters.is_empty();
            if self.only_a_land(object) {
                continue; // no state-based action applies to a land that is nothing else (704.5)
            }
            let (sources, lowered) = sources.get_or_insert_with(find_sources);
            if !*lowered && self.safe_from_state_based_actions(object) {
                continue;
            }
            let Some(view) = self.permanent_with(object, sources) else { continue };
            if view.is(CardType::Creature) {
                if view.toughness <= 0 {
                    dying.push(id); // 704.5f
                    continue;
                }
                let lethal = i64::from(object.damage) >= i64::from(view.toughness);
                crate::executed!(keyword crate::text::KeywordAbility::Indestructible, if (lethal || object.deathtouch_damage) && view.keywords.indestructible);
                if (lethal || object.deathtouch_damage) && !view.keywords.indestructible {
                    dying.push(id); // 704.5g, 704.5h
                    continue;
                }
            }
            // 704.5s, 714.4: a Saga with its final chapter reached, unless one of
            // its abilities has triggered and not yet left the stack, is sacrificed.
            if view.is(CardType::Enchantment) && view.characteristics.subtypes.iter().any(|s| s == "Saga") {
                let last = self.final_chapter(object);
                if last > 0 && counter(object, &CounterKind::Lore) >= last && !self.has_pending_ability(id) {
                    sagas.push(id);
                    continue;
                }
            }
            if view.is(CardType::Planeswalker) && counter(object, &CounterKind::Loyalty) == 0 {
                dying.push(id); // 704.5i
                continue;
            }
            if view.is(CardType::Battle) {
                let siege = view.is_siege();
                // 704.5v: a Siege at 0 defense, unless it is the source of an
                // ability still waiting or on the stack (310.7); 704.5w: any
                // other battle at 0 defense, with no such exception (310.8).
                if counter(object, &CounterKind::Defense) == 0 && (!siege || !self.has_pending_ability(id)) {
                    dying.push(id);
                    continue;
                }
                match object.protector.filter(|&p| self.state.in_game(p)) {
                    // 704.5x: no protector in the game, and not being attacked.
                    None => {
                        let attacked = self.state.combat.as_ref().is_some_and(|c| {
                            c.attackers.iter().any(|a| a.target == AttackTarget::Battle { object: id })
                        });
                        if !attacked {
                            protectors.push(id);
                        }
                    }
                    // 704.5y: a protector its battle type does not allow (310.11).
                    Some(p) if !self.may_protect(object.controller, siege, p) => protectors.push(id),
                    Some(_) => {}
                }
            }
            // 704.5m: an Aura not attached, or attached illegally; 704.5n: an
            // Equipment attached illegally becomes unattached.
            let aura = view.is(CardType::Enchantment) && view.characteristics.subtypes.iter().any(|s| s == "Aura");
            if aura || object.attached_to.is_some() {
                match self.illegal_attachment(object, aura) {
                    Some(true) => {
                        dying.push(id);
                        continue;
                    }
                    Some(false) => unattached.push(id),
                    None => {}
                }
                if aura
                    && let Some(to) = object.attached_to
                    && view.characteristics.subtypes.iter().any(|s| s == "Role")
                {
                    roles.push((to, object.controller, id));
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
        // 704.5z (704.5y before 2026), 303.7a: of the Roles one player controls attached to one permanent, all
        // but the one with the most recent timestamp (the greatest id: a new object's, 613.7d) go to the graveyard.
        for &(to, player, role) in &roles {
            if roles.iter().any(|&(t, p, other)| t == to && p == player && other > role) {
                dying.push(role);
            }
        }
        // 704.5q: +1/+1 and -1/-1 counters annihilate.
        for i in 0..if marked { self.state.battlefield.len() } else { 0 } {
            let Some(o) = self.state.battlefield.get(i).copied().and_then(|id| self.state.object_mut(id)) else {
                continue;
            };
            if o.counters.is_empty() {
                o.deathtouch_damage = false;
                continue;
            }
            let (plus, minus) = (counter(o, &CounterKind::PlusOnePlusOne), counter(o, &CounterKind::MinusOneMinusOne));
            if plus > 0 && minus > 0 {
                let n = plus.min(minus);
                o.counters.set(CounterKind::PlusOnePlusOne, plus - n);
                o.counters.set(CounterKind::MinusOneMinusOne, minus - n);
                performed = true;
            }
            o.deathtouch_damage = false;
        }
        for id in unattached {
            if let Some(o) = self.state.object_mut(id) {
                o.attached_to = None;
            }
            events.push(Event::Unattached { object: id });
            performed = true;
        }
        for id in &dying {
            self.put_in_graveyard(*id, events)?;
            performed = true;
        }
        for id in sagas {
            self.sacrifice(id, events)?;
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
                self.put_in_graveyard(battle, events)?; // 704.5x–y: no player can be chosen
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

    /// 104.3e. An effect says a player loses the game: they lose at once,
    /// and the game is over if one player is left (104.2a).
    pub(crate) fn loses_the_game(
        &mut self,
        player: PlayerId,
        rule: &'static str,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        if self.state.player(player).is_none_or(|p| p.lost) {
            return Ok(());
        }
        self.lose(player, rule, events)?;
        if self.state.is_over() {
            let winner = self.state.players.iter().find(|p| !p.lost).map(|p| p.id);
            events.push(Event::GameOver { winner });
        }
        Ok(())
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
        self.monarch_left_the_game(player, events);
        self.initiative_left_the_game(player, events);
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
        self.state.next_upkeep.retain(|t| t.controller != player);
        self.state.end_of_combat.retain(|t| t.controller != player);
        self.state.delayed_this_turn.retain(|t| t.controller != player);
        self.state.next_end_step.retain(|t| t.controller != player);
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
            c.attackers.retain(|a| !matches!(a.target, AttackTarget::Player { player: p } if p == player));
        }
        if matches!(self.state.pending.as_ref(), Some(p) if p.player() == player) {
            self.state.pending = None;
        }
        Ok(())
    }
}
