//! 702.85. Cascade: as its trigger resolves, cards are exiled from the top
//! of the library until a nonland card with a lesser mana value; its
//! controller may cast that card without paying its mana cost (the one cast
//! path, [`CastMethod::WithoutPayingManaCost`], answering
//! [`Pending::Cascade`]); the cards exiled and not cast go on the bottom of
//! the library in a random order.

use super::Game;
use super::action::Action;
use super::casting::Chosen;
use super::combat::illegal;
use super::error::RulesError;
use super::events::Event;
use super::ids::{ObjectId, PlayerId};
use super::state::{CastMethod, Pending};
use super::turn::Flow;
use crate::card::{CardType, Zone};

impl Game {
    /// 702.85a. Resolves a cascade trigger controlled by `player` whose
    /// spell had mana value `mana_value`: exiles cards from the top of
    /// their library until a nonland card with a lesser mana value, which
    /// they are then asked about; with none, every card exiled goes to the
    /// bottom.
    pub(crate) fn resolve_cascade(
        &mut self,
        player: PlayerId,
        mana_value: u32,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        crate::executed!(keyword crate::text::KeywordAbility::Cascade);
        let mut exiled = Vec::new();
        while let Some(&top) = self.state.player(player).and_then(|p| p.library.first()) {
            let card = self.object(top)?.card.clone();
            let id = self.move_object(top, Zone::Exile, player)?;
            events.push(Event::ObjectMoved { card, from: top, object: id, zone: Zone::Exile });
            let hit = self
                .characteristics_of(self.object(id)?)
                .is_ok_and(|c| !c.types.contains(CardType::Land) && c.mana_value.whole() < u64::from(mana_value));
            if hit {
                self.state.pending = Some(Pending::Cascade { player, object: id, mana_value, exiled });
                return Ok(());
            }
            exiled.push(id);
        }
        self.put_on_bottom_at_random(exiled, events)
    }

    /// The answer to [`Pending::Cascade`] or [`Pending::Rebound`] (and
    /// [`Pending::Miracle`], whose card is cast from its owner's hand with the
    /// method `miracle`, 702.94a): the card
    /// cast (a `castSpell` with the method `withoutPayingManaCost`, judged by
    /// the one cast path) or declined (`youMay` false); then, for a cascade,
    /// the cards exiled and not cast go on the bottom (a rebound card
    /// declined stays in exile, 702.88a); and the active player receives
    /// priority (117.3b).
    pub(crate) fn answer_cast_from_exile(
        &mut self,
        pending: &Pending,
        action: &Action,
    ) -> Result<Vec<Event>, RulesError> {
        let (player, object, mut rest, rule, what) = match pending {
            Pending::Cascade { player, object, exiled, .. } => {
                (*player, *object, Some(exiled.clone()), "702.85a", "cascade")
            }
            Pending::Rebound { player, object } => (*player, *object, None, "702.88a", "rebound"),
            Pending::Miracle { player, object } => (*player, *object, None, "702.94a", "miracle trigger"),
            Pending::CastFromGraveyard { player, object, .. } | Pending::CastWithoutPaying { player, object, .. } => {
                (*player, *object, None, "608.2g", "resolving ability")
            }
            _ => return Err(illegal("not_pending", "702.85a", "no card in exile is waiting to be cast")),
        };
        let mut events = match action {
            Action::CastSpell { object: cast, method, x, payment, targets, modes, choices, division, .. } => {
                // 702.94a: for its miracle cost; the others without paying its mana cost.
                let offered = match pending {
                    Pending::Miracle { .. } => CastMethod::Miracle,
                    // 118.14: for its mana cost, spending mana of any type.
                    Pending::CastFromGraveyard { mana_of_any_type: true, .. } => CastMethod::Normal,
                    _ => CastMethod::WithoutPayingManaCost,
                };
                if *cast != object || *method != offered {
                    return Err(illegal(
                        "not_offered",
                        rule,
                        format!("the {what} offers {object}, cast with the method {}", offered.name()),
                    ));
                }
                let chosen = Chosen { targets, modes, choices, division };
                let events = self.cast(player, object, *method, *x, payment.as_deref(), chosen)?;
                // 702.62a: a creature spell cast by suspend gains haste.
                if let (Pending::CastWithoutPaying { suspended: true, .. }, Some(&spell)) =
                    (pending, self.state.stack.last())
                {
                    let creature = self.state.object(spell).and_then(|o| self.characteristics_of(o).ok());
                    if creature.is_some_and(|c| c.types.contains(crate::card::CardType::Creature))
                        && let Some(o) = self.state.object_mut(spell)
                    {
                        o.suspend_haste = true;
                    }
                }
                // 614.1a: "If that spell would be put into your graveyard, exile it instead."
                if let (Pending::CastFromGraveyard { exile_instead: true, .. }, Some(&spell)) =
                    (pending, self.state.stack.last())
                {
                    self.state.exile_instead_of_graveyard.push(spell);
                }
                crate::executed!(keyword crate::text::KeywordAbility::Cascade, if rest.is_some());
                crate::executed!(keyword crate::text::KeywordAbility::Rebound, if matches!(pending, Pending::Rebound { .. }));
                events
            }
            Action::YouMay { accept: false, .. } => {
                if let Some(rest) = rest.as_mut() {
                    rest.push(object);
                }
                vec![Event::Declined { player, object }]
            }
            _ => {
                return Err(illegal(
                    "cast_with_cast_spell",
                    rule,
                    "to cast the card, answer with castSpell and the method offered; youMay false declines",
                ));
            }
        };
        self.state.pending = None;
        if let Some(rest) = rest {
            self.put_on_bottom_at_random(rest, &mut events)?;
        }
        self.state.priority_player = self.state.active_player;
        self.proceed(Flow::Priority, &mut events)?;
        Ok(events)
    }

    /// 702.85a, 401.4. Puts `cards` on the bottom of their owners' libraries
    /// in an order the game's generator chooses.
    pub(crate) fn put_on_bottom_at_random(
        &mut self,
        mut cards: Vec<ObjectId>,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        let mut rng = self.state.rng;
        rng.shuffle(&mut cards);
        self.state.rng = rng;
        for card in cards {
            let (name, owner) = self.object(card).map(|o| (o.card.clone(), o.owner))?;
            let new_id = self.move_object(card, Zone::Library, owner)?; // pushed last: the bottom
            events.push(Event::ObjectMoved { card: name, from: card, object: new_id, zone: Zone::Library });
        }
        Ok(())
    }
}
