//! 702.140 Mutate and 729 merged permanents.
//!
//! A mutating creature spell (cast for its mutate cost, `CastMethod::Mutate`)
//! targets a non-Human creature with the same owner (702.140a). As it
//! resolves with a legal target, its controller puts it on top of that
//! creature or under it ([`Pending::Mutate`], answered by `Action::Mutate`):
//! the spell leaves the stack without a new object, and the creature, the
//! same object (729.2c: no summoning sickness, counters, damage and
//! attachments kept), is represented by one more card (`GameObject::merged`,
//! the components under its topmost one, `card`). Its characteristics are the
//! topmost component's, with the abilities of every component (702.140e):
//! a card of its own in the game's table, made once per set of components
//! (`merged_card`) as they merge and as a game is read back, so the
//! characteristics of every other permanent cost nothing more (only
//! `Game::entry` asks whether an object is merged). As a merged permanent
//! leaves the battlefield, each card that represents it goes to the same zone
//! (729.3, `Game::move_object`); a token component ceases to exist (704.5d).

use super::Game;
use super::error::RulesError;
use super::events::Event;
use super::ids::{ObjectId, PlayerId};
use super::state::{CastMethod, Component, GameObject, Merged, Pending};
use super::targets::Target;
use crate::card::{Card, Zone};
use crate::text::{TargetSpec, Trigger};
use std::sync::Arc;

/// 729.3. A card that represented a merged permanent as it left the
/// battlefield: its name, owner and index in the card table.
pub(crate) type Unmerged = (String, PlayerId, u32);

/// 702.140a. What a mutating creature spell targets: "a non-Human creature
/// with the same owner as this spell".
pub(crate) static MUTATE_TARGET: TargetSpec = TargetSpec::Mutate;

/// 729.2a, 702.140e. The card a merged permanent is: `top` (its face `face`
/// up) with the abilities, keywords and rules text of the cards under it
/// (their front faces) after its own, in order.
pub(crate) fn merged_card(top: &Card, face: usize, under: &[&Card]) -> Card {
    let mut card = top.clone();
    if let Some(f) = card.faces.get_mut(face) {
        for c in under {
            let Some(u) = c.front() else { continue };
            f.abilities.extend(u.abilities.iter().cloned());
            f.unsupported_text.extend(u.unsupported_text.iter().cloned());
            for k in &u.keywords {
                if !f.keywords.contains(k) {
                    f.keywords.push(k.clone());
                }
            }
        }
    }
    card
}

/// The key of a merged permanent's card in the game's table: the topmost
/// component's card (and face) and those under it.
pub(crate) fn merged_key(top: &str, face: Option<usize>, under: &[Component]) -> String {
    let mut key = format!("{top} [face {}] merged over", face.unwrap_or(0));
    for c in under {
        key.push_str(" / ");
        key.push_str(&c.card);
    }
    key
}

impl Game {
    /// 702.140a. What a mutating creature spell (or the card as it would be
    /// cast so) targets; nothing for any other object.
    #[inline]
    pub(crate) fn mutate_target(&self, object: &GameObject) -> Option<&'static TargetSpec> {
        (object.cast_method == Some(CastMethod::Mutate) && object.ability.is_none() && object.zone != Zone::Battlefield)
            .then_some(&MUTATE_TARGET)
    }

    /// The card of `object` whose abilities its triggered and activated
    /// abilities are numbered in, and its index in the table: a merged
    /// permanent's own card (729.2a, by its key), a copy's copied card
    /// (707.2), else its own.
    pub(crate) fn ability_card_of(&self, object: &GameObject) -> (String, u32) {
        let (card, index) = match &object.copy_of {
            Some(copy) => (&copy.card, copy.card_index),
            None => (&object.card, object.card_index),
        };
        let merged_copy = object.copy_of.as_ref().is_some_and(|c| !c.merged_with.is_empty());
        if (merged_copy || self.is_merged(object.id))
            && let Some(e) = self.cards.get(index as usize)
        {
            return (e.key.clone(), index);
        }
        (card.clone(), index)
    }

    /// 707.2. The copiable values a copy effect takes from `object`: its
    /// own copy effect's, else its card. A merged permanent's are its
    /// topmost card's with the abilities of every card under it (729.2a):
    /// the copy names them (`CopyOf::merged_with`, so that it reads back the
    /// same from JSON) and has the merged permanent's card of the table.
    pub(crate) fn copiable_of(&self, object: &GameObject) -> super::state::CopyOf {
        let mut copy = match &object.copy_of {
            Some(c) => super::state::CopyOf::clone(c),
            None => super::state::CopyOf::of(object.card.clone(), object.card_index),
        };
        if let Some(m) = self.state.merged.iter().find(|m| m.object == object.id) {
            copy.merged_with = m.under.iter().map(|c| c.card.clone()).collect();
        }
        copy
    }

    /// 729.2. Whether `id` is a merged permanent.
    #[inline]
    pub(crate) fn is_merged(&self, id: ObjectId) -> bool {
        !self.state.merged.is_empty() && self.state.merged.iter().any(|m| m.object == id)
    }

    /// 702.140b–c. As a mutating creature spell begins resolving: with a
    /// legal target, its controller is asked to put it on top or under
    /// (`true`); else it ceases to be a mutating creature spell and resolves
    /// as a creature spell (`false`).
    pub(crate) fn begin_mutating(&mut self, spell: &GameObject) -> bool {
        let target = match spell.targets.first() {
            Some(&Target::Object { object }) => Some(object),
            _ => None,
        };
        let by = self.targeter_of(spell);
        let legal = target.filter(|&t| self.check_target(&MUTATE_TARGET, Target::Object { object: t }, &by).is_ok());
        match legal {
            Some(target) => {
                crate::executed!(each self.abilities_of(spell).iter().filter(|a| matches!(a, crate::text::Ability::Keyword { keyword: crate::text::KeywordAbility::Mutate { .. } })));
                self.state.pending = Some(Pending::Mutate { player: spell.controller, spell: spell.id, target });
                true
            }
            None => {
                if let Some(o) = self.state.object_mut(spell.id) {
                    o.cast_method = None;
                    o.targets.clear();
                }
                false
            }
        }
    }

    /// 702.140c, 729.2, 702.140d. The answer to [`Pending::Mutate`]: the
    /// spell merges with its target, on top or under; the merged permanent
    /// is the same object; "whenever this creature mutates" triggers.
    pub(crate) fn merge_mutating(&mut self, pending: &Pending, on_top: bool) -> Result<Vec<Event>, RulesError> {
        let &Pending::Mutate { player, spell, target } = pending else {
            return Err(RulesError::Illegal {
                code: "nothing_to_choose",
                rule: "702.140c",
                message: "no mutating creature spell is resolving".into(),
            });
        };
        let s = self.object(spell)?.clone();
        self.object(target)?;
        // 729.2b: the spell leaves the stack and becomes part of the permanent (no new object).
        let Some(i) = self.state.objects.iter().position(|o| o.id == spell) else {
            return Err(RulesError::UnknownObject { id: spell });
        };
        self.state.objects.remove(i);
        self.state.stack.retain(|&o| o != spell);
        self.state.pending = None;
        // 707.10, 608.3f: a copy of a mutating spell is a token as it merges.
        let incoming = Component { card: s.card.clone(), owner: s.owner, token: s.spell_copy };
        let own_index = self.card_index_of(&s.card).unwrap_or(s.card_index);
        let at = match self.state.merged.iter().position(|m| m.object == target) {
            Some(at) => at,
            None => {
                self.state.merged.push(Merged { object: target, under: Vec::new() });
                self.state.merged.len() - 1
            }
        };
        let Some(o) = self.state.object_mut(target) else { return Err(RulesError::UnknownObject { id: target }) };
        let replaced = on_top.then(|| {
            // 729.2a, 729.2d: the topmost component decides its characteristics and whether it is a token.
            // TODO(CR 729.2a, 707.2): a copy effect on the creature under it is not kept.
            let old = Component { card: o.card.clone(), owner: o.owner, token: o.token };
            o.card.clone_from(&incoming.card);
            o.card_index = own_index;
            o.token = incoming.token;
            o.face = s.face;
            o.prototyped = false;
            o.copy_of = None;
            old
        });
        if replaced.is_some() {
            self.state.copiable_values_changed(target);
        }
        let under = &mut self.state.merged[at].under;
        match replaced {
            Some(old) => under.insert(0, old),
            None => under.push(incoming),
        }
        self.settle_merged(target)?;
        let mut events = vec![Event::Mutated { player, card: s.card, spell, object: target, on_top }];
        // 702.140d: "Whenever this creature mutates".
        self.trigger(target, |t| matches!(t, Trigger::SelfMutates));
        // 117.3b: the resolution is over.
        self.proceed(super::turn::Flow::Priority, &mut events)?;
        Ok(events)
    }

    /// 729.2a. Points a merged permanent at its card in the table (made and
    /// added once per set of components): the object's card index, or its
    /// copy's if its topmost card is one.
    pub(crate) fn settle_merged(&mut self, id: ObjectId) -> Result<(), RulesError> {
        let o = self.object(id)?;
        let Some(m) = self.state.merged.iter().find(|m| m.object == id) else { return Ok(()) };
        let missing =
            |name: &str| RulesError::Internal { message: format!("'{name}' is not in the game's card table") };
        let top = o.copy_of.as_ref().map_or(&o.card, |c| &c.card);
        let top = self
            .cards
            .get(self.card_index_of(top).ok_or_else(|| missing(top))? as usize)
            .ok_or_else(|| missing(top))?;
        let key = merged_key(&top.key, o.face, &m.under);
        let index = match self.card_index_of(&key) {
            Some(index) => index,
            None => {
                let mut under = Vec::with_capacity(m.under.len());
                for c in &m.under {
                    let index = self.card_index_of(&c.card).ok_or_else(|| missing(&c.card))?;
                    under.push(&*self.cards.get(index as usize).ok_or_else(|| missing(&c.card))?.card);
                }
                let card = merged_card(&top.card, o.face.unwrap_or(0), &under);
                let entry = super::CardEntry { key, ..super::CardEntry::new(Arc::new(card)) };
                let mut cards = self.cards.to_vec();
                let index = u32::try_from(cards.len()).map_err(|_| missing("a merged card"))?;
                cards.push(entry);
                self.cards = cards.into();
                index
            }
        };
        if let Some(o) = self.state.object_mut(id) {
            match &mut o.copy_of {
                Some(copy) => copy.card_index = index,
                None => o.card_index = index,
            }
        }
        Ok(())
    }

    /// 729.3. As merged permanent `id` leaves the battlefield: its topmost
    /// card's own index in the table (the new object's), and each other card
    /// that represented it, with its owner and index (token components cease
    /// to exist, 704.5d); nothing for another permanent.
    pub(crate) fn unmerge(&mut self, id: ObjectId, card: &str) -> Option<(u32, Vec<Unmerged>)> {
        let at = self.state.merged.iter().position(|m| m.object == id)?;
        let merged = self.state.merged.remove(at);
        let own = self.card_index_of(card)?;
        let cards = merged
            .under
            .into_iter()
            .filter(|c| !c.token)
            .filter_map(|c| self.card_index_of(&c.card).map(|i| (c.card, c.owner, i)))
            .collect();
        Some((own, cards))
    }
}

/// 729.2a, 707.2. Reads back a copy of a merged permanent (`copy`, its
/// face `face` up): its card of the table, the copied card with the
/// abilities of the cards it names under it (`None` if one is unknown).
pub(crate) fn read_merged_copy(
    table: &mut super::table::TableBuilder,
    db: &crate::card::CardDb,
    copy: &super::state::CopyOf,
    face: Option<usize>,
) -> Option<u32> {
    let mut under = Vec::with_capacity(copy.merged_with.len());
    let mut components = Vec::with_capacity(copy.merged_with.len());
    for name in &copy.merged_with {
        under.push(Arc::clone(&table.add(db, name)?.1.card));
        components.push(Component { card: name.clone(), owner: PlayerId(0), token: false });
    }
    let (_, top) = table.add(db, &copy.card)?;
    let key = merged_key(&top.key, face, &components);
    let top = Arc::clone(&top.card);
    let under: Vec<&Card> = under.iter().map(|c| &**c).collect();
    table.derived(key, merged_card(&top, face.unwrap_or(0), &under))
}

/// 729.2. Reads back the merged permanents of a game's state: their
/// components' cards and each one's card of its own (729.2a), registered
/// before anything names it; returns, for each, the object's position and
/// that card's index (or the problems).
pub(crate) fn read_merged(
    table: &mut super::table::TableBuilder,
    db: &crate::card::CardDb,
    state: &super::state::GameState,
    problems: &mut super::setup::Problems,
) -> Vec<(usize, u32)> {
    let mut found = Vec::new();
    for (i, m) in state.merged.iter().enumerate() {
        let at = state.objects.binary_search_by_key(&m.object, |o| o.id).ok();
        let object = at.and_then(|at| state.objects.get(at));
        let repeated = state.merged.iter().filter(|n| n.object == m.object).count() > 1;
        let Some(object) = object.filter(|o| o.zone == Zone::Battlefield && !m.under.is_empty() && !repeated) else {
            problems.push(
                format!("merged[{i}]"),
                "not_a_merged_permanent",
                Some("729.2"),
                "a merged permanent is a permanent on the battlefield, listed once, with at least one component under its topmost one".into(),
            );
            continue;
        };
        let mut under = Vec::with_capacity(m.under.len());
        for (j, c) in m.under.iter().enumerate() {
            match table.add(db, &c.card) {
                Some((_, e)) => under.push(Arc::clone(&e.card)),
                None => problems.push(
                    format!("merged[{i}].under[{j}].card"),
                    "unknown_card",
                    None,
                    "a merged component names a card the database does not have".into(),
                ),
            }
        }
        // The topmost component's card (a copy's copied card, 707.2); the game's check reports an unknown one.
        let top = object.copy_of.as_ref().map_or(&object.card, |c| &c.card);
        let Some((_, top)) = table.add(db, top) else { continue };
        if under.len() != m.under.len() {
            continue;
        }
        let key = merged_key(&top.key, object.face, &m.under);
        let top = Arc::clone(&top.card);
        let under: Vec<&Card> = under.iter().map(|c| &**c).collect();
        match (table.derived(key, merged_card(&top, object.face.unwrap_or(0), &under)), at) {
            (Some(index), Some(at)) => found.push((at, index)),
            _ => problems.push(format!("merged[{i}]"), "too_many_cards", None, "the card table is full".into()),
        }
    }
    found
}
