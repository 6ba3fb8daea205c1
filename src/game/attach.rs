//! Equipment and Auras (301.5, 303.4): attaching (701.3), what an Aura
//! spell targets (303.4a), what they give the permanent they are attached to
//! (applied with the other static abilities in `permanent.rs`), and the
//! state-based actions for illegal attachments (704.5m, 704.5n).

use super::Game;
use super::events::Event;
use super::ids::ObjectId;
use super::permanent::Protector;
use super::state::GameObject;
use crate::card::{CardType, Zone};
use crate::text::{Ability, KeywordAbility, ObjectFilter, TargetSpec};

/// 702.5a, 303.4a. The target an Aura with "Enchant \[type\]" requires as a
/// spell: a permanent of that type (any permanent for "Enchant permanent"), or
/// for "Enchant creature card in a graveyard" a card of that type in any
/// graveyard.
pub(crate) fn enchant_target(abilities: &[Ability]) -> Option<TargetSpec> {
    abilities.iter().find_map(|a| match a {
        Ability::Keyword { keyword: KeywordAbility::Enchant { card_type, in_graveyard } } => {
            let filter = ObjectFilter { types: card_type.iter().copied().collect(), ..Default::default() };
            Some(match in_graveyard {
                true => TargetSpec::CardInAGraveyard { filter, defending_players: false, that_players: false },
                false => TargetSpec::Permanent { filter },
            })
        }
        _ => None,
    })
}

/// What an attachment may be attached to: an Equipment a creature (301.5c),
/// an Aura what its enchant ability allows (303.4d).
enum Attachable {
    Creature,
    Enchant(Option<CardType>),
    /// 702.5a: "Enchant creature card in a graveyard".
    EnchantInGraveyard(Option<CardType>),
}

impl Game {
    /// 702.5a. What the Aura `object` may enchant (its enchant keyword).
    fn attachable(&self, object: &GameObject) -> Option<Attachable> {
        let abilities = self.abilities_of(object);
        let enchant = abilities.iter().find_map(|a| match a {
            Ability::Keyword { keyword: KeywordAbility::Enchant { card_type, in_graveyard } } => {
                Some((*card_type, *in_graveyard))
            }
            _ => None,
        });
        match enchant {
            Some((card_type, false)) => return Some(Attachable::Enchant(card_type)),
            Some((card_type, true)) => return Some(Attachable::EnchantInGraveyard(card_type)),
            None => {}
        }
        let equipment = self.permanent_of(object).is_some_and(|v| {
            v.is(CardType::Artifact) && v.characteristics.subtypes.iter().any(|s| s.eq_ignore_ascii_case("Equipment"))
        });
        equipment.then_some(Attachable::Creature)
    }

    /// 301.5c, 303.4d. Whether `object` could legally be attached to `to`
    /// now: `to` is on the battlefield, of the kind it allows, and not
    /// itself (an Equipment that is a creature equips nothing).
    pub(crate) fn may_attach(&self, object: &GameObject, to: ObjectId) -> bool {
        if to == object.id {
            return false;
        }
        // 613.1f: Animate Dead after its trigger: "enchant creature put onto the battlefield with [this]".
        if !self.state.returned_with.is_empty()
            && let Some(returned) = self.state.returned_with.iter().find(|r| r.aura == object.id)
        {
            return returned.creature == Some(to) && self.permanent(to).is_some_and(|t| t.is(CardType::Creature));
        }
        let Some(target) = self.permanent(to) else {
            // 702.5a, 303.4: "Enchant creature card in a graveyard".
            let Some(Attachable::EnchantInGraveyard(card_type)) = self.attachable(object) else { return false };
            let Some(card) = self.state.object(to).filter(|o| o.zone == Zone::Graveyard) else { return false };
            return self.characteristics_of(card).is_ok_and(|c| card_type.is_none_or(|t| c.types.contains(t)));
        };
        // 702.16c–d: not by an Aura or Equipment of a quality it has protection from.
        if target.keywords.has_protection()
            && self.permanent_of(object).is_some_and(|v| {
                let by =
                    Protector { colors: v.characteristics.colors, controller: v.controller, source: Some(object.id) };
                self.protected(to, &target.keywords, by)
            })
        {
            return false;
        }
        match self.attachable(object) {
            Some(Attachable::Creature) => {
                target.is(CardType::Creature) && self.permanent_of(object).is_some_and(|v| !v.is(CardType::Creature))
            }
            Some(Attachable::Enchant(card_type)) => card_type.is_none_or(|t| target.is(t)),
            Some(Attachable::EnchantInGraveyard(_)) | None => false,
        }
    }

    /// 701.3a–b. Attaches the permanent `object` to `to`, if it still is on
    /// the battlefield and may be attached to it; attaching it to what it is
    /// already attached to does nothing (701.3b).
    pub(crate) fn attach(&mut self, object: ObjectId, to: ObjectId, events: &mut Vec<Event>) {
        let Some(o) = self.state.object(object).filter(|o| o.zone == Zone::Battlefield) else { return };
        if o.attached_to == Some(to) || !self.may_attach(o, to) {
            return;
        }
        if let Some(o) = self.state.object_mut(object) {
            o.attached_to = Some(to);
        }
        // 613.7e, 701.3c: a new timestamp, an id none has.
        let at = self.state.next_object_id;
        self.state.next_object_id = at.saturating_add(1);
        self.state.attached_at.retain(|&(a, _)| a != object);
        self.state.attached_at.push((object, at));
        events.push(Event::Attached { object, to });
    }

    /// 704.5m, 704.5n. Whether the permanent `object` is an Aura that must
    /// go to the graveyard (not attached, or attached illegally), or an
    /// Equipment to unattach (attached illegally): `Some(true)` for the
    /// Aura, `Some(false)` for the Equipment.
    pub(crate) fn illegal_attachment(&self, object: &GameObject, aura: bool) -> Option<bool> {
        let legal = object.attached_to.is_some_and(|to| self.may_attach(object, to));
        match (aura, object.attached_to) {
            (true, _) if !legal => Some(true),
            (false, Some(_)) if !legal => Some(false),
            _ => None,
        }
    }

    /// 301.5, 303.4, 613.4c. The number of permanents `for_each` counts for
    /// the attachment `source` (or its own "gets +1/+1 for each artifact you
    /// control"): its controller's permanents of those types, judged
    /// by their printed characteristics and animations (no effect the engine
    /// models changes a card type otherwise).
    pub(crate) fn attachment_count(&self, for_each: &ObjectFilter, source: &GameObject) -> i64 {
        let you = source.controller;
        let mine = self.state.objects_in(&self.state.battlefield).flatten().filter(|o| o.controller == you);
        let counted = mine.filter(|o| {
            let Ok(entry) = self.entry(o) else { return false };
            let printed = self.animated_or_printed(o, entry).map(|(_, on)| on);
            printed.is_some_and(|(c, _)| Self::filter_matches(for_each, o, c, None, None, source.id, you))
        });
        i64::try_from(counted.count()).unwrap_or(0)
    }
}
