//! Choices a player makes while a spell or ability resolves (608.2d): scry
//! (701.22a), surveil (701.25a), and the land a bounce land returns. Each is
//! a pending choice that pauses the resolution; once it is answered, the
//! remaining instructions are followed (`Game::resume_resolution`, 608.2c).

use super::Game;
use super::action::Action;
use super::combat::illegal;
use super::error::RulesError;
use super::events::Event;
use super::ids::{ObjectId, PlayerId};
use super::state::Pending;
use super::turn::Flow;
use crate::card::{CardType, Zone};

impl Game {
    /// 701.22a, 701.25a. `player` looks at the top `amount` cards of their
    /// library to scry (or surveil) them: a pending choice, unless the
    /// library is empty.
    pub(crate) fn ask_look(&mut self, player: PlayerId, amount: u32, surveil: bool) {
        self.ask_look_kind(player, amount, surveil, false);
    }

    /// 608.2d. "Look at the top card of your library. You may put that card
    /// into your graveyard." (Consider): surveil's choice, not a surveil.
    pub(crate) fn ask_look_may_mill(&mut self, player: PlayerId) {
        self.ask_look_kind(player, 1, true, true);
    }

    /// `look` without `surveil`: Ponder's "look at the top three cards …,
    /// then put them back in any order" (608.2d).
    pub(crate) fn ask_look_kind(&mut self, player: PlayerId, amount: u32, surveil: bool, look: bool) {
        self.ask_look_in(player, player, amount, surveil, look);
    }

    /// 608.2d. The same, `player` looking at `owner`'s library: "look at the
    /// top three cards of target player's library, then put them back in any
    /// order" (Architects of Will, `look`).
    pub(crate) fn ask_look_in(&mut self, player: PlayerId, owner: PlayerId, amount: u32, surveil: bool, look: bool) {
        let Some(p) = self.state.player(owner) else { return };
        let cards: Vec<ObjectId> = p.library.iter().take(amount as usize).copied().collect();
        if cards.is_empty() {
            return;
        }
        self.state.pending = Some(if surveil {
            Pending::Surveil { player, cards, explorer: None, look }
        } else {
            Pending::Scry { player, cards, look, bottom: false }
        });
    }

    /// 701.44a. `explorer` explores for `player` (its controller, or last
    /// controller, 701.44c): the top card of their library is revealed; a
    /// land card goes to their hand; otherwise `explorer`, if still on the
    /// battlefield, gets a +1/+1 counter and `player` chooses whether the
    /// card goes into the graveyard (a pending choice, answered as surveil's).
    pub(crate) fn explore(
        &mut self,
        explorer: ObjectId,
        player: PlayerId,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        let Some(&top) = self.state.player(player).and_then(|p| p.library.first()) else {
            events.push(Event::Explored { object: explorer, player, card: None, land: false, graveyard: None });
            self.explores_triggers(explorer);
            return Ok(());
        };
        let land = self.characteristics_of(self.object(top)?)?.types.contains(CardType::Land);
        if land {
            let (card, object) = self.move_to_owners(top, Zone::Hand)?;
            events.push(Event::ObjectMoved { card, from: top, object, zone: Zone::Hand });
            events.push(Event::Explored { object: explorer, player, card: Some(object), land, graveyard: None });
            self.explores_triggers(explorer);
            return Ok(());
        }
        if self.permanent(explorer).is_some() {
            let counter = crate::counter::CounterKind::PlusOnePlusOne;
            if let Some(o) = self.state.object_mut(explorer) {
                o.counters.add(counter.clone(), 1);
            }
            events.push(Event::CountersPut { object: explorer, counter, count: 1 });
        }
        self.state.pending = Some(Pending::Surveil { player, cards: vec![top], explorer: Some(explorer), look: false });
        Ok(())
    }

    /// 608.2d. "Return a land you control to its owner's hand": asked of
    /// `player` when they control two or more lands; a single land returns
    /// without asking (no alternative), none returns nothing.
    pub(crate) fn ask_return_land(&mut self, player: PlayerId, events: &mut Vec<Event>) -> Result<(), RulesError> {
        let lands: Vec<ObjectId> = self
            .state
            .objects_in(&self.state.battlefield)
            .flatten()
            .filter(|o| o.controller == player && self.permanent_of(o).is_some_and(|p| p.is(CardType::Land)))
            .map(|o| o.id)
            .collect();
        match lands.as_slice() {
            [] => Ok(()),
            [only] => self.return_land(*only, events),
            _ => {
                self.state.pending = Some(Pending::ReturnLand { player, lands });
                Ok(())
            }
        }
    }

    fn return_land(&mut self, land: ObjectId, events: &mut Vec<Event>) -> Result<(), RulesError> {
        let (card, object) = self.move_to_owners(land, Zone::Hand)?;
        events.push(Event::ObjectMoved { card, from: land, object, zone: Zone::Hand });
        Ok(())
    }

    /// The answers listed for a pending scry or surveil: every card on top
    /// as it was, every card away, and (for several) each card alone away.
    /// [`Game::is_legal`] accepts every order and split.
    pub(crate) fn look_choices(&self, pending: &Pending, player: PlayerId, cards: &[ObjectId]) -> Vec<Action> {
        let answer = |top: Vec<ObjectId>, away: Vec<ObjectId>| match pending {
            Pending::Surveil { .. } => Action::Surveil { player, top, graveyard: away },
            _ => Action::Scry { player, top, bottom: away },
        };
        if let Pending::Scry { look: true, .. } = pending {
            // 608.2d: every card back on top: as they were, or (for several) in the reverse order.
            let mut answers = vec![answer(cards.to_vec(), Vec::new())];
            if cards.len() > 1 {
                answers.push(answer(cards.iter().rev().copied().collect(), Vec::new()));
            }
            return answers;
        }
        if let Pending::Scry { bottom: true, .. } = pending {
            // 608.2d: every card to the bottom: as they were, or in the reverse order.
            return [cards.to_vec(), cards.iter().rev().copied().collect()]
                .map(|order| answer(Vec::new(), order))
                .to_vec();
        }
        let mut answers = vec![answer(cards.to_vec(), Vec::new()), answer(Vec::new(), cards.to_vec())];
        if cards.len() > 1 {
            for &card in cards {
                answers.push(answer(cards.iter().copied().filter(|&c| c != card).collect(), vec![card]));
            }
        }
        answers
    }

    /// 701.22a, 701.25a. The answer to [`Pending::Scry`] or
    /// [`Pending::Surveil`]: `top` back on top in that order, `away` on the
    /// bottom (scry) or into the graveyard (surveil); each card looked at
    /// exactly once.
    pub(crate) fn answer_look(
        &mut self,
        pending: &Pending,
        top: &[ObjectId],
        away: &[ObjectId],
    ) -> Result<Vec<Event>, RulesError> {
        let (player, cards, surveil, rule) = match pending {
            Pending::Scry { player, cards, look: true, .. } | Pending::Scry { player, cards, bottom: true, .. } => {
                (*player, cards, false, "608.2d")
            }
            Pending::Scry { player, cards, .. } => (*player, cards, false, "701.22a"),
            Pending::Surveil { player, cards, explorer: Some(_), .. } => (*player, cards, true, "701.44a"),
            Pending::Surveil { player, cards, look: true, .. } => (*player, cards, true, "608.2d"),
            Pending::Surveil { player, cards, explorer: None, .. } => (*player, cards, true, "701.25a"),
            _ => return Err(illegal("nothing_to_choose", "117.1", "no scry or surveil is pending")),
        };
        let given: Vec<ObjectId> = top.iter().chain(away).copied().collect();
        // 608.2d: a look puts every card back on top; the rest of Augur of Bolas's go to the bottom.
        let each_once = !matches!((pending, away), (Pending::Scry { look: true, .. }, [_, ..]))
            && !matches!((pending, top), (Pending::Scry { bottom: true, .. }, [_, ..]))
            && given.len() == cards.len()
            && cards.iter().all(|c| given.contains(c))
            && given.iter().enumerate().all(|(i, g)| !given.get(..i).is_some_and(|before| before.contains(g)));
        if !each_once {
            return Err(illegal(
                "not_the_cards_looked_at",
                rule,
                format!("name each card looked at ({cards:?}) exactly once, on top or away; given {given:?}"),
            ));
        }
        self.state.pending = None;
        let mut events = Vec::new();
        let mut moved = Vec::new();
        if surveil {
            for &card in away {
                let (name, object) = self.move_to_owners(card, Zone::Graveyard)?;
                events.push(Event::ObjectMoved {
                    card: name,
                    from: card,
                    object,
                    zone: self.graveyard_or_exile(object),
                });
                moved.push(object);
            }
        }
        // The library the cards are in: another player's after Architects of Will (608.2d).
        let owner = cards.first().and_then(|&c| self.state.object(c)).map_or(player, |o| o.owner);
        if let Some(p) = self.state.player_mut(owner) {
            p.library.retain(|id| !given.contains(id));
            p.library.splice(0..0, top.iter().copied());
            if !surveil {
                p.library.extend(away.iter().copied());
            }
        }
        events.push(if let Pending::Surveil { explorer: Some(object), .. } = pending {
            self.explores_triggers(*object);
            let card = cards.first().copied();
            Event::Explored { object: *object, player, card, land: false, graveyard: moved.first().copied() }
        } else if let Pending::Surveil { look: true, .. }
        | Pending::Scry { look: true, .. }
        | Pending::Scry { bottom: true, .. } = pending
        {
            // 608.2d: a look, not a surveil; the move (if any) is its event.
            self.state.priority_player = self.state.active_player;
            self.proceed(Flow::Priority, &mut events)?;
            return Ok(events);
        } else if surveil {
            Event::Surveilled { player, top: top.to_vec(), graveyard: moved }
        } else {
            Event::Scried { player, top: top.to_vec(), bottom: away.to_vec() }
        });
        self.state.priority_player = self.state.active_player;
        self.proceed(Flow::Priority, &mut events)?;
        Ok(events)
    }

    /// 608.2d. The answer to [`Pending::ReturnLand`].
    pub(crate) fn answer_return_land(&mut self, pending: &Pending, object: ObjectId) -> Result<Vec<Event>, RulesError> {
        let Pending::ReturnLand { lands, .. } = pending else {
            return Err(illegal("nothing_to_choose", "117.1", "no land to return is pending"));
        };
        if !lands.contains(&object) {
            return Err(illegal(
                "not_a_land_you_control",
                "608.2d",
                format!("{object} is not one of the lands you control ({lands:?})"),
            ));
        }
        self.state.pending = None;
        let mut events = Vec::new();
        self.return_land(object, &mut events)?;
        self.state.priority_player = self.state.active_player;
        self.proceed(Flow::Priority, &mut events)?;
        Ok(events)
    }
}
