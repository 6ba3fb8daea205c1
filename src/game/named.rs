//! 201.3, 701.23. Naming a card and exiling every card with that name from
//! a player's graveyard, hand and library ([`Effect::ExileNamedCards`]:
//! Unmoored Ego, Necromentia, The Stone Brain, Surgical Extraction). The
//! name is asked as the instruction resolves ([`Pending::NameACard`]; the
//! names offered are those of the cards in the game) or is the target
//! card's; the cards found are exiled, their owner shuffles, and gets what
//! the text gives for each card exiled from their hand.

use super::Game;
use super::error::RulesError;
use super::events::Event;
use super::ids::{ObjectId, PlayerId};
use super::state::Pending;
use super::targets::Target;
use crate::card::{CardType, Supertype, Zone};
use crate::text::{Effect, ForEachFromHand};

/// The longest name accepted in an answer (longer ones are no card's).
const MAX_NAME_LEN: usize = 200;

impl Game {
    /// 201.3. The names that may be chosen: every card's in the game (not a
    /// token's), but a basic land's with `not_basic_land`, sorted.
    pub(crate) fn nameable(&self, not_basic_land: bool) -> Vec<String> {
        let mut names: Vec<String> = Vec::new();
        for o in self.state.objects.iter().filter(|o| self.names_a_card(o, not_basic_land)) {
            if !names.contains(&o.card) {
                names.push(o.card.clone());
            }
        }
        names.sort();
        names
    }

    /// 201.3. Whether `o` is a card of the game whose name may be chosen:
    /// not a token, a copy or an ability, nor a basic land with `not_basic_land`.
    fn names_a_card(&self, o: &super::state::GameObject, not_basic_land: bool) -> bool {
        let basic_land = || {
            self.entry(o).is_ok_and(|e| {
                e.card.faces.first().is_some_and(|f| {
                    f.type_line.supertypes.contains(Supertype::Basic) && f.type_line.types.contains(CardType::Land)
                })
            })
        };
        !(o.token || o.spell_copy || o.ability.is_some() || (not_basic_land && basic_land()))
    }

    /// 201.3. The answer to [`Pending::NameACard`]: the cards with that name
    /// are exiled from the zones of the resolving instruction's target.
    pub(crate) fn answer_name_a_card(&mut self, pending: &Pending, name: &str) -> Result<Vec<Event>, RulesError> {
        let not_basic_land = match pending {
            &Pending::NameACard { not_basic_land, .. } => not_basic_land,
            Pending::ChooseReplacement { .. } => false,
            _ => return Err(super::combat::illegal("nothing_to_choose", "117.1", "no card name is asked")),
        };
        let known = self.state.objects.iter().any(|o| o.card == name && self.names_a_card(o, not_basic_land));
        if name.len() > MAX_NAME_LEN || !known {
            let what = if not_basic_land { "a nonbasic-land card in the game" } else { "a card in the game" };
            let shown: String = name.chars().take(60).collect();
            return Err(super::combat::illegal(
                "unknown_card_name",
                "201.3",
                format!("'{shown}' is not the name of {what}"),
            ));
        }
        // 614.12: "As [this] enters, choose a card name." (Pithing Needle).
        if let Pending::ChooseReplacement { .. } = pending {
            return self.name_as_it_enters(pending, name);
        }
        let Some((object, next_target, effect)) = self.paused_instruction() else {
            return Err(RulesError::Internal { message: "no instruction asked for a card name".into() });
        };
        // The instruction's target: the one before the next.
        let target = next_target.checked_sub(1).and_then(|k| object.targets.get(k as usize).copied());
        self.state.pending = None;
        let mut events = Vec::new();
        if let Some(Target::Player { player }) = target {
            self.exile_named(&effect, player, name, &mut events)?;
        }
        self.state.priority_player = self.state.active_player;
        self.proceed(super::turn::Flow::Priority, &mut events)?;
        Ok(events)
    }

    /// 701.23, 406.3. Exiles the cards named `name` from `player`'s
    /// graveyard, hand and library (at most `most` of them; TODO(CR 701.23b):
    /// the searcher chooses which when more match, and may find fewer),
    /// then `player` shuffles and gets what `effect` gives for each card
    /// exiled from their hand.
    pub(crate) fn exile_named(
        &mut self,
        effect: &Effect,
        player: PlayerId,
        name: &str,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        let Effect::ExileNamedCards { most, for_each_from_hand, .. } = effect else { return Ok(()) };
        let from_hand = self.exile_cards_named(player, name, *most, events)?;
        self.shuffle_library(player, events);
        match for_each_from_hand {
            Some(ForEachFromHand::Draw) => self.draw(player, from_hand, events)?,
            Some(ForEachFromHand::CreateToken { token }) => {
                let key = super::tokens::token_key(token);
                let Some(index) = self.card_index_of(&key) else {
                    return Err(RulesError::Internal { message: format!("no card for the token '{key}'") });
                };
                for _ in 0..from_hand {
                    self.create_token(player, key.clone(), index, None, false, events)?;
                }
            }
            None => {}
        }
        Ok(())
    }

    /// 701.23, 406.3. Exiles the cards named `name` from `player`'s
    /// graveyard, hand and library (at most `most` of them); how many came
    /// from the hand.
    pub(crate) fn exile_cards_named(
        &mut self,
        player: PlayerId,
        name: &str,
        most: Option<u32>,
        events: &mut Vec<Event>,
    ) -> Result<u32, RulesError> {
        let Some(p) = self.state.player(player) else { return Ok(0) };
        let named = |ids: &[ObjectId], zone: Zone| -> Vec<(ObjectId, Zone)> {
            ids.iter()
                .copied()
                .filter(|&id| self.state.object(id).is_some_and(|o| o.card == name))
                .map(|id| (id, zone))
                .collect()
        };
        let mut found = named(&p.graveyard, Zone::Graveyard);
        found.extend(named(&p.hand, Zone::Hand));
        found.extend(named(&p.library, Zone::Library));
        found.truncate(most.map_or(usize::MAX, |m| m as usize));
        let mut from_hand = 0;
        for (id, zone) in found {
            from_hand += u32::from(zone == Zone::Hand);
            let (card, new_id) = self.move_to_owners(id, Zone::Exile)?;
            events.push(Event::ObjectMoved { card, from: id, object: new_id, zone: Zone::Exile });
        }
        Ok(from_hand)
    }
}
