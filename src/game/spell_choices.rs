//! Instructions of spells that move cards a player chooses as they resolve
//! (608.2d): edicts (701.21a), discards chosen by the player or by another
//! from a revealed hand (701.9b, 701.20a), exile (701.13a) with the
//! life a creature's controller gains (608.2h), and a card returned from
//! the graveyard to the hand (400.3).

use super::Game;
use super::combat::illegal;
use super::enter::{EnterCause, Entering, Entrant};
use super::error::RulesError;
use super::events::Event;
use super::ids::{ObjectId, PlayerId};
use super::state::{ChoicePurpose, LibrarySearch, ManaType, Pending};
use super::targets::Target;
use super::turn::Flow;
use crate::card::Zone;
use crate::card::{CardType, CardTypeSet};
use crate::color::{Color, ColorSet};
use crate::text::{Effect, ObjectFilter, Quantity, RevealedGroups};

impl Game {
    /// 701.13a, 406.2. Exiles the permanent `id`; with `gains`, its
    /// controller then gains life equal to its power as it last existed on
    /// the battlefield (608.2h).
    pub(crate) fn exile_permanent(
        &mut self,
        id: ObjectId,
        gains: bool,
        events: &mut Vec<Event>,
    ) -> Result<Option<ObjectId>, RulesError> {
        let Some(view) = self.permanent(id) else { return Ok(None) };
        let (controller, power) = (view.controller, view.power);
        let (card, exiled) = self.move_to_owners(id, Zone::Exile)?;
        events.push(Event::ObjectMoved { card, from: id, object: exiled, zone: Zone::Exile });
        let amount = u32::try_from(power).unwrap_or(0);
        if gains {
            self.gain_life(controller, amount, events);
        }
        Ok(Some(exiled))
    }

    /// 701.21a. "Target player sacrifices a creature": `player` chooses a
    /// permanent they control that `filter` matches (608.2d: with
    /// `greatest`, one with the greatest value of it among those), for
    /// `purpose` (sacrificed, or exiled: Blot Out).
    pub(crate) fn edict(
        &mut self,
        player: PlayerId,
        filter: &ObjectFilter,
        greatest: Option<Quantity>,
        purpose: ChoicePurpose,
        source: ObjectId,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        let objects = self.with_greatest(self.controlled_matching(player, filter, source), greatest);
        self.ask_choose_object(player, objects, purpose, events)
    }

    /// 608.2d. Of `objects`, those with the greatest value of `greatest`
    /// ("with the greatest power among creatures they control"); all of
    /// them without one.
    fn with_greatest(&self, mut objects: Vec<ObjectId>, greatest: Option<Quantity>) -> Vec<ObjectId> {
        if let Some(quantity) = greatest {
            let value = |id| {
                let view = self.permanent(id)?;
                match quantity {
                    Quantity::Power => Some(i64::from(view.power)),
                    Quantity::ManaValue => i64::try_from(view.characteristics.mana_value.whole()).ok(),
                    Quantity::Toughness
                    | Quantity::PowerOrToughness
                    | Quantity::TotalPowerAndToughness
                    | Quantity::PowerAndToughness
                    | Quantity::ManaCost => None,
                }
            };
            let most = objects.iter().filter_map(|&id| value(id)).max();
            objects.retain(|&id| value(id) == most);
        }
        objects
    }

    /// 119.3. `player` gains `amount` life (none if 0, if they can't gain
    /// life, or if they have left the game).
    pub(crate) fn gain_life(&mut self, player: PlayerId, amount: u32, events: &mut Vec<Event>) {
        if amount > 0
            && self.can_gain_life(player)
            && let Some(p) = self.state.player_mut(player).filter(|p| !p.lost)
        {
            p.life = p.life.saturating_add(i32::try_from(amount).unwrap_or(i32::MAX));
            events.push(Event::LifeGained { player, amount });
            self.gain_life_triggers(player);
        }
    }

    /// 701.20a, 701.9b. `chooser` looks at `player`'s revealed hand and
    /// chooses a card `filter` matches; `player` discards it, or it is
    /// exiled (701.13a).
    pub(crate) fn choose_discard(
        &mut self,
        chooser: PlayerId,
        player: PlayerId,
        filter: &ObjectFilter,
        exile: bool,
        source: ObjectId,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        let hand = self.state.player(player).map(|p| p.hand.as_slice()).unwrap_or_default();
        let objects = self.matching(hand, filter, source, chooser);
        let purpose = if exile { ChoicePurpose::Exile } else { ChoicePurpose::Discard };
        self.ask_choose_object(chooser, objects, purpose, events)
    }

    /// 701.21a. The permanents `player` controls that `filter` matches (what
    /// they may sacrifice to an edict).
    pub(crate) fn controlled_matching(
        &self,
        player: PlayerId,
        filter: &ObjectFilter,
        source: ObjectId,
    ) -> Vec<ObjectId> {
        self.permanents_matching(filter, source, player)
            .into_iter()
            .filter(|&id| self.state.object(id).is_some_and(|o| o.controller == player))
            .collect()
    }

    /// The objects of `ids` (a zone's list) that `filter` matches, judged by
    /// their current characteristics for `you` as the controller of `source`.
    pub(crate) fn matching(
        &self,
        ids: &[ObjectId],
        filter: &ObjectFilter,
        source: ObjectId,
        you: PlayerId,
    ) -> Vec<ObjectId> {
        ids.iter()
            .copied()
            .filter(|&id| {
                let Some(o) = self.state.object(id) else { return false };
                let Ok(c) = self.characteristics_cow(o) else { return false };
                Self::filter_matches(filter, o, &c, c.power, c.toughness, source, you)
            })
            .collect()
    }

    /// 608.2d. Asks `player` to choose one of `objects`; with no
    /// alternative (one object) it is chosen without asking, with none
    /// nothing happens.
    pub(crate) fn ask_choose_object(
        &mut self,
        player: PlayerId,
        objects: Vec<ObjectId>,
        purpose: ChoicePurpose,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        self.ask_each_choose(vec![LibrarySearch { player, cards: objects }], Vec::new(), (purpose, false), events)
    }

    /// 101.4, 608.2d. [`Game::ask_each_choose`] where each choice is of "up
    /// to one" (Krenko's Buzzcrusher's): none may be chosen.
    pub(crate) fn ask_each_choose_up_to(
        &mut self,
        choosers: Vec<LibrarySearch>,
        purpose: ChoicePurpose,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        self.ask_each_choose(choosers, Vec::new(), (purpose, true), events)
    }

    /// 101.4, 608.2d. Each of `choosers` in turn (APNAP order) chooses one of
    /// their objects (one is chosen without asking unless `up_to`, none
    /// nothing); after the last choice every object `chosen` is dealt with
    /// at once.
    fn ask_each_choose(
        &mut self,
        choosers: Vec<LibrarySearch>,
        mut chosen: Vec<ObjectId>,
        (purpose, up_to): (ChoicePurpose, bool),
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        let mut choosers = choosers.into_iter();
        while let Some(LibrarySearch { player, mut cards }) = choosers.next() {
            // 608.2d: an object chosen once is not offered again (Brainstorm's two cards).
            cards.retain(|c| !chosen.contains(c));
            match cards.as_slice() {
                [] => {}
                [only] if !up_to => chosen.push(*only),
                _ => {
                    let (then, objects) = (choosers.collect(), cards);
                    self.state.pending = Some(Pending::ChooseObject { player, objects, purpose, then, chosen, up_to });
                    return Ok(());
                }
            }
        }
        for object in chosen {
            // 608.2h: "its controller", for "each land destroyed this way".
            let controller = self.state.object(object).map(|o| o.controller);
            self.carry_out_choice(object, purpose, events)?;
            let destroyed = purpose == ChoicePurpose::Destroy && !self.state.battlefield.contains(&object);
            if let (true, Some(c), Some(at)) = (destroyed, controller, self.state.resolving.as_mut()) {
                at.destroyed.push(c);
            }
        }
        Ok(())
    }

    /// 608.2d. "Up to one": the pending [`Pending::ChooseObject`] declined
    /// (`youMay` false), the next chooser chooses; accepting is no answer.
    pub(crate) fn choose_none(&mut self, pending: &Pending, accept: bool) -> Result<Vec<Event>, RulesError> {
        let Pending::ChooseObject { purpose, then, chosen, up_to: true, .. } = pending else {
            return Err(illegal("not_a_choice", "608.2d", "none may be chosen only of \"up to one\""));
        };
        if accept {
            return Err(illegal("not_a_choice", "608.2d", "choose one of the objects, or decline to choose any"));
        }
        self.state.pending = None;
        let mut events = Vec::new();
        self.ask_each_choose(then.clone(), chosen.clone(), (*purpose, true), &mut events)?;
        self.state.priority_player = self.state.active_player;
        self.proceed(Flow::Priority, &mut events)?;
        Ok(events)
    }

    /// 701.21a, 101.4. "Each opponent sacrifices a creature": each opponent
    /// of `player` in APNAP order chooses a permanent they control that
    /// `filter` matches; they are sacrificed at once.
    pub(crate) fn each_opponent_sacrifices(
        &mut self,
        player: PlayerId,
        filter: &ObjectFilter,
        greatest: Option<Quantity>,
        source: ObjectId,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        let choosers = self
            .state
            .apnap()
            .into_iter()
            .filter(|&p| self.state.are_opponents(player, p) && self.state.in_game(p))
            .map(|p| LibrarySearch {
                player: p,
                cards: self.with_greatest(self.controlled_matching(p, filter, source), greatest),
            })
            .collect();
        self.ask_each_choose(choosers, Vec::new(), (ChoicePurpose::Sacrifice, false), events)
    }

    /// 608.2c. The resolution goes on knowing the card a choice moved (`new_id`, as it is now).
    fn remember_chosen(&mut self, new_id: ObjectId) {
        if let Some(at) = self.state.resolving.as_mut() {
            at.chosen.push(new_id);
        }
    }

    /// Sacrifices (701.21a) or discards (701.9b) the object chosen.
    pub(super) fn carry_out_choice(
        &mut self,
        object: ObjectId,
        purpose: ChoicePurpose,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        match purpose {
            ChoicePurpose::Sacrifice => self.sacrifice(object, events),
            // 608.2h: the power it had as it was sacrificed, to the resolving spell's controller (on top, 608.1).
            ChoicePurpose::SacrificeYouGainLifeEqualToPower => {
                let power = self.permanent(object).map_or(0, |v| u32::try_from(v.power).unwrap_or(0));
                let resolving = self.state.resolving.as_ref().map(|at| at.object).or(self.state.stack.last().copied());
                let you = self.object(resolving.unwrap_or(object))?.controller;
                self.sacrifice(object, events)?;
                self.gain_life(you, power, events);
                Ok(())
            }
            ChoicePurpose::Discard => {
                let owner = self.object(object)?.owner;
                let discarded = self.discard_card(owner, object, events)?;
                self.remember_chosen(discarded);
                Ok(())
            }
            ChoicePurpose::PutOnTopOfLibrary => {
                let owner = self.object(object)?.owner;
                let (card, new_id) = self.move_to_owners(object, Zone::Library)?;
                // 401.4: on top (the library's first card), not at the bottom.
                if let Some(p) = self.state.player_mut(owner) {
                    p.library.retain(|&id| id != new_id);
                    p.library.insert(0, new_id);
                }
                events.push(Event::ObjectMoved { card, from: object, object: new_id, zone: Zone::Library });
                Ok(())
            }
            // 401.4: on the bottom; the other card looked at, now on top, is exiled (608.2d).
            ChoicePurpose::BottomExileOther => self.bottom_exile_other(object, events),
            // 401.4: on the bottom (the library's last card).
            ChoicePurpose::TopOrBottomOfLibrary => {
                let (card, new_id) = self.move_to_owners(object, Zone::Library)?;
                events.push(Event::ObjectMoved { card, from: object, object: new_id, zone: Zone::Library });
                Ok(())
            }
            ChoicePurpose::ReturnToHand | ChoicePurpose::ReturnElseSacrifice => {
                let (card, new_id) = self.move_to_owners(object, Zone::Hand)?;
                events.push(Event::ObjectMoved { card, from: object, object: new_id, zone: Zone::Hand });
                Ok(())
            }
            ChoicePurpose::RevealedIntoHand => {
                let (card, new_id) = self.move_to_owners(object, Zone::Hand)?;
                events.push(Event::ObjectMoved { card, from: object, object: new_id, zone: Zone::Hand });
                self.remember_chosen(new_id);
                Ok(())
            }
            // 406.3, 701.23: then the cards with its name, from its owner's graveyard, hand and library;
            // its owner shuffles, then draws a card for each one exiled from their hand.
            ChoicePurpose::ExileWithSameName => {
                let (name, owner) = { (self.object(object)?.card.clone(), self.object(object)?.owner) };
                let (card, new_id) = self.move_to_owners(object, Zone::Exile)?;
                events.push(Event::ObjectMoved { card, from: object, object: new_id, zone: Zone::Exile });
                let from_hand = self.exile_cards_named(owner, &name, None, events)?;
                self.shuffle_library(owner, events);
                self.draw(owner, from_hand, events)
            }
            ChoicePurpose::ExileFromGraveyard | ChoicePurpose::Exile => {
                let (card, new_id) = self.move_to_owners(object, Zone::Exile)?;
                events.push(Event::ObjectMoved { card, from: object, object: new_id, zone: Zone::Exile });
                self.remember_chosen(new_id);
                Ok(())
            }
            ChoicePurpose::Destroy => self.destroy(object, events),
            ChoicePurpose::ReturnToBattlefield => {
                let owner = self.object(object)?.owner;
                let entering = Entering::new(owner, EnterCause::Effect);
                self.put_onto_battlefield(Entrant::Object(object), entering, events).map(|_| ())
            }
            ChoicePurpose::Shuffle => {
                let player = self.object(object)?.controller;
                self.shuffle_library(player, events);
                Ok(())
            }
            // 608.2c: "that player": the player the resolving spell targets.
            ChoicePurpose::ThatPlayerShuffles => {
                let targets = &self.object(object)?.targets;
                if let Some(&Target::Player { player }) = targets.iter().find(|t| matches!(t, Target::Player { .. })) {
                    self.shuffle_library(player, events);
                }
                Ok(())
            }
            // 610.3: linked to the resolving ability's source; back to its owner's hand once that has left.
            ChoicePurpose::ExileUntilThisLeaves => {
                let resolving = self.state.resolving.as_ref().and_then(|at| self.state.object(at.object));
                let source = resolving.and_then(|o| o.ability.as_ref()).map(|a| a.source);
                let (card, new_id) = self.move_to_owners(object, Zone::Exile)?;
                events.push(Event::ObjectMoved { card, from: object, object: new_id, zone: Zone::Exile });
                if let (Some(source), Some(o)) = (source, self.state.object_mut(new_id)) {
                    o.exiled_with = Some(super::state::ExiledWith { source, until_it_leaves: true, to_hand: true });
                }
                Ok(())
            }
            ChoicePurpose::Amass => self.amass_chosen(object, events),
            // 707.2: a token copy of the one chosen, created by the resolving ability's controller.
            ChoicePurpose::CreateTokenCopy => {
                let resolving = self.state.resolving.as_ref().and_then(|at| self.state.object(at.object));
                let Some(controller) = resolving.map(|o| o.controller) else { return Ok(()) };
                self.create_token_copy(controller, object, false, events).map(|_| ())
            }
            // 122.1: the counters of the paused instruction ("Put a shield counter on a creature you control.",
            // "you may put a -1/-1 counter on target creature"), put by its controller.
            ChoicePurpose::PutCounters => {
                let no_counters = || RulesError::Internal { message: "no instruction puts counters".into() };
                let (resolving, _, effect) = self.paused_instruction().ok_or_else(no_counters)?;
                let (count, counter, gains) = match effect {
                    Effect::PutCountersOnOneYouControl { count, counter, .. }
                    | Effect::MayPutCounters { count, counter, .. } => (count, counter, Vec::new()),
                    Effect::PutCountersOnUpToOne { count, counter, gains, .. } => (count, counter, gains),
                    _ => return Err(no_counters()),
                };
                if let Some(o) = self.state.object_mut(object) {
                    o.counters.add(counter.clone(), count);
                }
                events.push(Event::CountersPut { object, counter: counter.clone(), count });
                self.counters_put_triggers(resolving.controller, object, &counter);
                // 611.2a: "It gains lifelink until end of turn.": the one chosen.
                if !gains.is_empty() {
                    self.pump_until_end_of_turn(object, 0, 0, gains, None, events);
                }
                Ok(())
            }
            // 608.2d: from its owner's library into their graveyard.
            ChoicePurpose::PutIntoGraveyard => {
                let (card, new_id) = self.move_to_owners(object, Zone::Graveyard)?;
                events.push(Event::ObjectMoved {
                    card,
                    from: object,
                    object: new_id,
                    zone: self.graveyard_or_exile(new_id),
                });
                Ok(())
            }
            // 601.3, 118.9: the resolving ability's controller may play it this turn without paying its mana cost.
            ChoicePurpose::PlayThisTurnWithoutPaying => {
                let Some(you) =
                    self.state.resolving.as_ref().and_then(|at| self.state.object(at.object)).map(|o| o.controller)
                else {
                    return Err(RulesError::Internal { message: "no resolving ability lets a card be played".into() });
                };
                self.state.play_from_exile.push(super::state::PlayFromExile {
                    object,
                    player: you,
                    cast_only: false,
                    until_next_end_step: false,
                    exile_instead: false,
                    without_paying: true,
                    lasting: false,
                });
                Ok(())
            }
            // 608.2d, 110.2a: under the resolving ability's controller's control, whoever owns it.
            ChoicePurpose::PutOntoBattlefieldUnderYourControl => {
                let Some(you) =
                    self.state.resolving.as_ref().and_then(|at| self.state.object(at.object)).map(|o| o.controller)
                else {
                    return Err(RulesError::Internal { message: "no resolving ability puts it".into() });
                };
                let entering = Entering::new(you, EnterCause::Effect);
                self.put_onto_battlefield(Entrant::Object(object), entering, events).map(|_| ())
            }
            // 701.20a, 608.2d, 611.2a: it enters with the counters, gains the keywords until its controller's
            // next turn, then they shuffle.
            ChoicePurpose::PutOntoBattlefieldWithCounters => {
                let Some((resolving, _, Effect::RevealTopPutOntoBattlefield { counters, gains, .. })) =
                    self.paused_instruction()
                else {
                    return Err(RulesError::Internal { message: "no instruction reveals and puts".into() });
                };
                let you = resolving.controller;
                let counters = [(crate::counter::CounterKind::PlusOnePlusOne, counters)].into_iter().collect();
                let entering = Entering { counters, ..Entering::new(you, EnterCause::Effect) };
                // TODO(CR 611.2a): a creature that waits for a replacement choice as it enters gains nothing.
                if let Some(id) = self.put_onto_battlefield(Entrant::Object(object), entering, events)? {
                    let (power, toughness, loses) = (0, 0, Vec::new());
                    let pump = super::state::Pump {
                        object: id,
                        power,
                        toughness,
                        keywords: gains,
                        loses,
                        until_next_turn_of: Some(you),
                        lasting: false,
                        since: self.state.next_object_id, // 613.7a
                    };
                    self.state.until_end_of_turn.push(pump);
                }
                self.shuffle_library(you, events);
                Ok(())
            }
            // Asked only as a "you may" (`answer_you_may`), which knows who reveals.
            ChoicePurpose::RevealTopCounterIfSameManaValue
            | ChoicePurpose::ExileUntilNextEndStep
            | ChoicePurpose::IfYouDo
            | ChoicePurpose::OddOrEven
            | ChoicePurpose::VentureIntoRoom
            | ChoicePurpose::BattlefieldElseHand
            | ChoicePurpose::BeginOnBattlefield => {
                Err(RulesError::Internal { message: "only a \"you may\" choice".into() })
            }
        }
    }

    /// 701.20a, 701.6a. `player` reveals the top card of their library; the
    /// spell `spell` is countered if it is still on the stack and has the
    /// same mana value (202.3) as that card (Counterbalance).
    fn reveal_top_counter_if_same_mana_value(
        &mut self,
        player: PlayerId,
        spell: ObjectId,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        let Some(&top) = self.state.player(player).and_then(|p| p.library.first()) else { return Ok(()) };
        let revealed = self.object(top)?;
        events.push(Event::Revealed { player, object: top, card: revealed.card.clone() });
        let revealed = self.characteristics_of(revealed)?.mana_value;
        let Some(on_stack) = self.state.object(spell).filter(|o| o.zone == Zone::Stack && o.ability.is_none()) else {
            return Ok(());
        };
        if self.characteristics_of(on_stack)?.mana_value == revealed && !self.cant_be_countered(spell) {
            self.counter_spell(spell, false, events)?;
        }
        Ok(())
    }

    /// 608.2d. `player` chooses `count` of `cards` one at a time (all of
    /// them if no more); they are dealt with in the order chosen after the
    /// last choice: "put two cards from your hand on top of your library in
    /// any order" (Brainstorm, the last chosen on top, 401.4), "Put two of
    /// them into your hand" (Dig Through Time).
    pub(crate) fn choose_several(
        &mut self,
        player: PlayerId,
        cards: Vec<ObjectId>,
        count: u32,
        purpose: ChoicePurpose,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        let n = cards.len().min(count as usize);
        let choosers = (0..n).map(|_| LibrarySearch { player, cards: cards.clone() }).collect();
        self.ask_each_choose(choosers, Vec::new(), (purpose, false), events)
    }

    /// 608.2d. Of the `revealed` cards, `player` chooses one for each of
    /// `groups` (none chosen twice, 101.4-style one at a time), and they go
    /// into the hand at once after the last choice, remembered for the
    /// instruction putting the rest on the bottom. For card types (205.2a)
    /// each choice is a "you may" (`Pending::SearchLibrary` among the cards,
    /// no shuffle); a color pair's card must be chosen (`Pending::ChooseObject`).
    pub(crate) fn choose_for_each_group(
        &mut self,
        player: PlayerId,
        revealed: &[ObjectId],
        groups: RevealedGroups,
        source: ObjectId,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        let views: Vec<(ObjectId, CardTypeSet, ColorSet)> = revealed
            .iter()
            .filter_map(|&id| {
                let c = self.characteristics_of(self.state.object(id)?).ok()?;
                Some((id, c.types, c.colors))
            })
            .collect();
        let of = |keep: &dyn Fn(CardTypeSet, ColorSet) -> bool| LibrarySearch {
            player,
            cards: views.iter().filter(|&&(_, t, c)| keep(t, c)).map(|&(id, ..)| id).collect(),
        };
        match groups {
            RevealedGroups::CardTypes => {
                // The card types a card in a library can have (Atraxa's reminder text).
                const TYPES: [CardType; 9] = [
                    CardType::Artifact,
                    CardType::Battle,
                    CardType::Creature,
                    CardType::Enchantment,
                    CardType::Instant,
                    CardType::Kindred,
                    CardType::Land,
                    CardType::Planeswalker,
                    CardType::Sorcery,
                ];
                let searches = TYPES.iter().map(|&t| of(&|types, _| types.contains(t)));
                let searches = searches.filter(|s| !s.cards.is_empty()).collect();
                self.ask_searches(searches, source, crate::text::SearchDestination::Hand, true);
                Ok(())
            }
            RevealedGroups::ColorPairs => {
                let pairs = Color::ALL.iter().enumerate().flat_map(|(i, &first)| {
                    Color::ALL[i + 1..].iter().map(move |&second| ColorSet::EMPTY.with(first).with(second))
                });
                let choosers = pairs.map(|pair| of(&|_, colors| colors == pair)).collect();
                self.ask_each_choose(choosers, Vec::new(), (ChoicePurpose::RevealedIntoHand, false), events)
            }
        }
    }

    /// 701.24a. `player` shuffles their library with the game's generator.
    pub(crate) fn shuffle_library(&mut self, player: PlayerId, events: &mut Vec<Event>) {
        let mut rng = self.state.rng;
        if let Some(p) = self.state.player_mut(player) {
            rng.shuffle(&mut p.library);
        }
        self.state.rng = rng;
        events.push(Event::LibraryShuffled { player });
    }

    /// 608.2d, 400.3. "Return a creature or planeswalker card from your
    /// graveyard to your hand": `player` chooses a card in their graveyard
    /// that `filter` matches.
    pub(crate) fn return_from_graveyard(
        &mut self,
        player: PlayerId,
        filter: &ObjectFilter,
        up_to: u32,
        source: ObjectId,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        let graveyard = self.state.player(player).map(|p| p.graveyard.as_slice()).unwrap_or_default();
        let objects = self.matching(graveyard, filter, source, player);
        if up_to == 0 {
            return self.ask_choose_object(player, objects, ChoicePurpose::ReturnToHand, events);
        }
        // 608.2d: "up to N": one choice of up to one after another, a card chosen not offered again.
        let choosers = (0..up_to).map(|_| LibrarySearch { player, cards: objects.clone() }).collect();
        self.ask_each_choose_up_to(choosers, ChoicePurpose::ReturnToHand, events)
    }

    /// 608.2d. "Return a permanent you control to its owner's hand":
    /// `player` chooses a permanent they control that `filter` matches.
    pub(crate) fn return_you_control(
        &mut self,
        player: PlayerId,
        filter: &ObjectFilter,
        source: ObjectId,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        let objects = self.permanents_matching(filter, source, player);
        self.ask_choose_object(player, objects, ChoicePurpose::ReturnToHand, events)
    }

    /// 603.5, 608.2d. "You may …" to `object` as an ability resolves: asks
    /// its controller whether to do it ([`Pending::YouMay`]).
    pub(crate) fn ask_you_may(&mut self, player: PlayerId, object: ObjectId, purpose: ChoicePurpose) {
        self.state.pending = Some(Pending::YouMay { player, object, purpose });
    }

    /// 603.5. The answer to [`Pending::YouMay`]: do it (`accept`) or not.
    pub(crate) fn answer_you_may(&mut self, pending: &Pending, accept: bool) -> Result<Vec<Event>, RulesError> {
        let &Pending::YouMay { player, object, purpose } = pending else {
            return Err(illegal("nothing_to_choose", "117.1", "no \"you may\" choice is pending"));
        };
        if purpose == ChoicePurpose::BeginOnBattlefield {
            return self.answer_opening_hand_action(player, object, accept);
        }
        self.state.pending = None;
        let mut events = Vec::new();
        if purpose == ChoicePurpose::ReturnElseSacrifice {
            self.return_else_sacrifice(player, object, accept, &mut events)?;
        } else if purpose == ChoicePurpose::RevealTopCounterIfSameManaValue {
            if accept {
                self.reveal_top_counter_if_same_mana_value(player, object, &mut events)?;
            }
        } else if purpose == ChoicePurpose::TopOrBottomOfLibrary {
            let on_top = if accept { ChoicePurpose::PutOnTopOfLibrary } else { ChoicePurpose::TopOrBottomOfLibrary };
            self.carry_out_choice(object, on_top, &mut events)?;
        } else if purpose == ChoicePurpose::BattlefieldElseHand {
            let into = if accept { ChoicePurpose::ReturnToBattlefield } else { ChoicePurpose::ReturnToHand };
            self.carry_out_choice(object, into, &mut events)?;
        } else if purpose == ChoicePurpose::OddOrEven {
            // 608.2d: odd if accepted, even if declined (zero is even).
            if let Some((source, _, crate::text::Effect::ExileEachOfChosenParity { filter })) =
                self.paused_instruction()
            {
                for id in self.permanents_matching(&filter, source.id, player) {
                    let odd = self.permanent(id).is_some_and(|v| v.characteristics.mana_value.whole() % 2 == 1);
                    if odd == accept {
                        let (card, new_id) = self.move_to_owners(id, Zone::Exile)?;
                        events.push(Event::ObjectMoved { card, from: id, object: new_id, zone: Zone::Exile });
                    }
                }
            }
        } else if purpose == ChoicePurpose::ExileUntilNextEndStep {
            if self.answer_exile_until_next_end_step(player, object, accept, &mut events)? {
                return Ok(events);
            }
        } else if purpose == ChoicePurpose::VentureIntoRoom {
            self.choose_dungeon_room(player, accept, &mut events);
        } else if purpose == ChoicePurpose::IfYouDo {
            // 608.2d: "If you do, …" is followed if they accepted.
            if let Some(at) = self.state.resolving.as_mut() {
                at.done = accept;
            }
            if accept {
                self.choose_after_you_may(player, &mut events)?;
            }
        } else if accept {
            self.carry_out_choice(object, purpose, &mut events)?;
        }
        // 608.2d: the resolution ends; the active player receives priority (117.3b).
        self.state.priority_player = self.state.active_player;
        self.proceed(Flow::Priority, &mut events)?;
        Ok(events)
    }

    /// The permanents `filter` matches (for the object `this`) that `player`
    /// controls and owns ("… you own and control"), in battlefield order.
    pub(crate) fn owned_and_controlled(
        &self,
        filter: &ObjectFilter,
        this: ObjectId,
        player: PlayerId,
    ) -> Vec<ObjectId> {
        let mut ids = self.permanents_matching(filter, this, player);
        ids.retain(|&id| self.state.object(id).is_some_and(|o| o.owner == player && o.controller == player));
        ids
    }

    /// 608.2d, 701.13a, 603.7a. The answer for one of "any number of other
    /// nonland permanents you own and control" (Yorion, Sky Nomad): the
    /// permanent is remembered if accepted (`Resolution::chosen`) and the
    /// next is asked; after the last, those chosen are exiled at once and the
    /// delayed trigger returning them is created (`GameState::next_end_step`).
    /// Returns whether another is asked.
    fn answer_exile_until_next_end_step(
        &mut self,
        player: PlayerId,
        object: ObjectId,
        accept: bool,
        events: &mut Vec<Event>,
    ) -> Result<bool, RulesError> {
        let Some((resolving, _, Effect::ExileAnyNumberUntilNextEndStep { filter })) = self.paused_instruction() else {
            return Ok(false);
        };
        let this = resolving.ability.as_ref().map_or(resolving.id, |a| a.source);
        if accept && let Some(at) = self.state.resolving.as_mut() {
            at.chosen.push(object);
        }
        // Nothing moves between the answers: the next is the one after `object`.
        let candidates = self.owned_and_controlled(&filter, this, player);
        let at = candidates.iter().position(|&id| id == object);
        if let Some(&next) = at.and_then(|i| candidates.get(i + 1)) {
            self.ask_you_may(player, next, ChoicePurpose::ExileUntilNextEndStep);
            return Ok(true);
        }
        let chosen = self.state.resolving.as_mut().map(|at| std::mem::take(&mut at.chosen)).unwrap_or_default();
        let mut cards = Vec::with_capacity(chosen.len());
        for id in chosen {
            if let Some(exiled) = self.exile_permanent(id, false, events)? {
                cards.push(exiled);
            }
        }
        if let Some(at) = self.state.resolving.as_mut() {
            at.chosen.clone_from(&cards);
        }
        if !cards.is_empty() {
            let kind = super::state::TriggerKind::ReturnAtNextEndStep { cards };
            let (card, face, card_index) = (resolving.card.clone(), resolving.face, resolving.card_index);
            let delayed =
                super::state::PendingTrigger { source: this, card, face, controller: player, kind, card_index };
            self.state.next_end_step.push(delayed);
        }
        Ok(false)
    }

    /// 608.2c–d. "Add {B} or {G} for each permanent destroyed this way":
    /// asks `player` for `count` mana, one at a time, of the kinds `mana`
    /// ([`Pending::ChooseMana`]).
    pub(crate) fn ask_choose_mana(&mut self, player: PlayerId, source: ObjectId, mana: Vec<ManaType>, count: u32) {
        if count > 0 && !mana.is_empty() {
            self.state.pending = Some(Pending::ChooseMana { player, source, mana, count });
        }
    }

    /// 106.1, 106.4. `mana` goes into `player`'s mana pool from `source`.
    pub(crate) fn add_mana(
        &mut self,
        player: PlayerId,
        source: ObjectId,
        mana: Vec<ManaType>,
        events: &mut Vec<Event>,
    ) {
        if let Some(p) = self.state.player_mut(player) {
            for &t in &mana {
                p.mana_pool.add(t, false);
            }
        }
        events.push(Event::ManaAdded { player, source, mana });
    }

    /// 608.2d. The answer to [`Pending::ChooseMana`]: one mana of a kind
    /// offered; the next is asked until all are added.
    pub(crate) fn answer_choose_mana(&mut self, pending: &Pending, kind: ManaType) -> Result<Vec<Event>, RulesError> {
        let Pending::ChooseMana { player, source, mana, .. } = pending else {
            return Err(illegal("nothing_to_choose", "117.1", "no choice of mana is pending"));
        };
        if !mana.contains(&kind) {
            return Err(illegal(
                "not_a_choice",
                "608.2d",
                "that kind of mana is not one of the kinds that may be chosen",
            ));
        }
        let mut events = Vec::new();
        self.add_mana(*player, *source, vec![kind], &mut events);
        if let Some(Pending::ChooseMana { count: left @ 2.., .. }) = &mut self.state.pending {
            *left -= 1;
            return Ok(events);
        }
        self.state.pending = None;
        // 608.2d: the resolution goes on; then the active player receives priority (117.3b).
        self.state.priority_player = self.state.active_player;
        self.proceed(Flow::Priority, &mut events)?;
        Ok(events)
    }

    /// 105.1, 608.2d. The answer to [`Pending::ChooseColor`]: the resolution
    /// remembers the color ("that color", `Resolution::color`) and goes on.
    pub(crate) fn answer_choose_color(&mut self, pending: &Pending, color: Color) -> Result<Vec<Event>, RulesError> {
        let &Pending::ChooseColor { player, spell, .. } = pending else {
            return Err(illegal("nothing_to_choose", "117.1", "no choice of a color is pending"));
        };
        let Some(at) = self.state.resolving.as_mut() else {
            return Err(RulesError::Internal { message: "no resolution asked for a color".into() });
        };
        at.color = Some(color);
        self.state.pending = None;
        let mut events = vec![Event::ColorChosen { player, object: spell, color }];
        // 106.1: "add X mana of any one color" (Carpet of Flowers): X counted now, the mana of the color chosen.
        if let Some((object, next_target, Effect::MayAddManaOfOneColorPer { per, .. })) = self.paused_instruction() {
            let target = next_target.checked_sub(1).and_then(|k| object.targets.get(k as usize).copied());
            let this = object.ability.as_ref().map_or(object.id, |a| a.source);
            if let Some(Target::Player { player: counted }) = target {
                let x = self.permanents_matching(&per, this, counted).len();
                self.add_mana(player, spell, vec![ManaType::of(color); x], &mut events);
                // 603.2h, 603.4: "if you haven't added mana with this ability this turn".
                self.state.done_this_turn.push(this);
            }
        }
        // 608.2d: the resolution goes on; then the active player receives priority (117.3b).
        self.state.priority_player = self.state.active_player;
        self.proceed(Flow::Priority, &mut events)?;
        Ok(events)
    }

    /// 603.5. Declining a [`Pending::ChooseColor`] that may be declined
    /// ("you may add X mana of any one color"): nothing is added, and the
    /// resolution goes on.
    pub(crate) fn decline_color(&mut self, pending: &Pending) -> Result<Vec<Event>, RulesError> {
        let Pending::ChooseColor { may: true, .. } = pending else {
            return Err(illegal("not_a_choice", "608.2d", "a color must be chosen"));
        };
        self.state.pending = None;
        let mut events = Vec::new();
        self.state.priority_player = self.state.active_player;
        self.proceed(Flow::Priority, &mut events)?;
        Ok(events)
    }

    /// 608.2d. The answer to [`Pending::ChooseObject`]: one of the objects
    /// offered.
    pub(crate) fn answer_choose_object(
        &mut self,
        pending: &Pending,
        object: ObjectId,
    ) -> Result<Vec<Event>, RulesError> {
        let Pending::ChooseObject { objects, purpose, then, chosen, up_to, .. } = pending else {
            return Err(illegal("nothing_to_choose", "117.1", "no choice of an object is pending"));
        };
        if !objects.contains(&object) {
            return Err(illegal(
                "not_a_choice",
                purpose.rule(),
                format!("{object} is not one of the objects that may be chosen ({objects:?})"),
            ));
        }
        self.state.pending = None;
        let mut events = Vec::new();
        let chosen = chosen.iter().copied().chain([object]).collect();
        self.ask_each_choose(then.clone(), chosen, (*purpose, *up_to), &mut events)?;
        // 608.2d: the resolution goes on; then the active player receives priority (117.3b).
        self.state.priority_player = self.state.active_player;
        self.proceed(Flow::Priority, &mut events)?;
        Ok(events)
    }
}
