//! Day and night (CR 730) and daybound and nightbound (702.145).
//!
//! The game starts with neither designation (730.1, `GameState::day_night`,
//! JSON `dayNight`). It becomes day as a permanent with daybound is on the
//! battlefield while it is neither (702.145d), or night as one with
//! nightbound is and no permanent has daybound (702.145g). As the untap step
//! begins, the turn that ended decides (502.2, 730.2): day becomes night if
//! its active player cast no spells, night becomes day if they cast two or
//! more. As it becomes night each permanent with daybound transforms
//! (702.145c), as it becomes day each with nightbound (702.145f); a
//! daybound permanent entering at night enters transformed (702.145b), and
//! neither can transform otherwise (702.145b, 702.145e: `Game::transform`).
//!
//! TODO(CR 702.145c, 702.145f): a permanent that gains daybound or nightbound
//! otherwise than by entering or a change of day and night (its abilities
//! back after "lose all abilities" ends) transforms only at the next change.
//!
//! All of it is gated by `Watched::DayNight` (a card of the table has
//! daybound or nightbound): in other games the untap step's check finds
//! neither designation and nothing else is looked at.

use super::Game;
use super::events::Event;
use super::ids::{ObjectId, PlayerId};
use super::turn::Watched;
use crate::card::Zone;
use crate::text::{Ability, KeywordAbility};
use serde::{Deserialize, Serialize};

/// 730.1. The game's day/night designation, once it has one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum DayNight {
    /// It is day.
    Day,
    /// It is night.
    Night,
}

impl DayNight {
    /// The keyword whose permanents transform as it becomes this (702.145c, 702.145f).
    fn transforming(self) -> KeywordAbility {
        match self {
            DayNight::Day => KeywordAbility::Nightbound,
            DayNight::Night => KeywordAbility::Daybound,
        }
    }
}

impl Game {
    /// 502.2, 730.2. What the untap step makes it after the turn of
    /// `ending` (its active player), judged on the spells they cast during
    /// it; `None`: no change (730.2c: neither stays neither).
    pub(crate) fn day_night_after_turn_of(&self, ending: PlayerId) -> Option<DayNight> {
        let now = self.state.day_night?;
        let spells = self.state.player(ending).map_or(0, |p| p.spells_cast);
        match now {
            DayNight::Day if spells == 0 => Some(DayNight::Night),
            DayNight::Night if spells >= 2 => Some(DayNight::Day),
            DayNight::Day | DayNight::Night => None,
        }
    }

    /// 730.1, 730.1a. It becomes day or night (nothing if it already is);
    /// then each permanent with daybound transforms as it becomes night,
    /// each with nightbound as it becomes day (702.145c, 702.145f).
    pub(crate) fn become_day_or_night(&mut self, designation: DayNight, events: &mut Vec<Event>) {
        if self.state.day_night == Some(designation) {
            return;
        }
        self.state.day_night = Some(designation);
        events.push(Event::BecameDayOrNight { designation });
        if !self.watches.has(Watched::DayNight) {
            return;
        }
        let bound = designation.transforming();
        let turning: Vec<ObjectId> = self
            .state
            .objects_in(&self.state.battlefield)
            .flatten()
            .filter(|o| self.has_keyword(o, &bound))
            .map(|o| o.id)
            .collect();
        for id in turning {
            crate::executed!(keyword bound.clone());
            self.turn_over(id, events);
        }
    }

    /// Whether `object`'s abilities as they are now include `keyword`.
    fn has_keyword(&self, object: &super::state::GameObject, keyword: &KeywordAbility) -> bool {
        self.abilities_of(object).iter().any(|a| matches!(a, Ability::Keyword { keyword: k } if k == keyword))
    }

    /// 702.145b, 702.145e. Whether `object` has daybound or nightbound, so
    /// that nothing but day and night transforms it.
    pub(crate) fn bound_to_day_and_night(&self, object: &super::state::GameObject) -> bool {
        self.watches.has(Watched::DayNight)
            && (self.has_keyword(object, &KeywordAbility::Daybound)
                || self.has_keyword(object, &KeywordAbility::Nightbound))
    }

    /// 702.145b. "If it is night and this permanent is represented by a
    /// double-faced card, it enters transformed": the face `new_id` enters
    /// with, before it is said to have entered (614.1c).
    pub(crate) fn enters_transformed_at_night(&mut self, new_id: ObjectId) {
        if self.state.day_night != Some(DayNight::Night) || !self.watches.has(Watched::DayNight) {
            return;
        }
        let Some(o) = self.state.object(new_id) else { return };
        let transforming = !o.token
            && o.face.unwrap_or(0) == 0
            && self.entry(o).is_ok_and(|e| e.card.layout.is_nonmodal_double_faced())
            && self.has_keyword(o, &KeywordAbility::Daybound);
        if transforming && let Some(o) = self.state.object_mut(new_id) {
            crate::executed!(keyword KeywordAbility::Daybound);
            o.face = Some(1);
        }
    }

    /// 702.145d, 702.145g. A permanent has entered: with daybound, if it is
    /// neither day nor night, it becomes day; with nightbound, if it is
    /// neither and no permanent has daybound, it becomes night.
    pub(crate) fn day_night_as_it_enters(&mut self, new_id: ObjectId, events: &mut Vec<Event>) {
        if self.state.day_night.is_some() || !self.watches.has(Watched::DayNight) {
            return;
        }
        let Some(o) = self.state.object(new_id).filter(|o| o.zone == Zone::Battlefield) else { return };
        if self.has_keyword(o, &KeywordAbility::Daybound) {
            self.become_day_or_night(DayNight::Day, events);
        } else if self.has_keyword(o, &KeywordAbility::Nightbound)
            && !self
                .state
                .objects_in(&self.state.battlefield)
                .flatten()
                .any(|p| self.has_keyword(p, &KeywordAbility::Daybound))
        {
            self.become_day_or_night(DayNight::Night, events);
        }
    }

    /// 730.1, 702.145c–g. A setup's day or night: if it names neither, day
    /// with a daybound permanent listed (702.145d), night with only
    /// nightbound ones (702.145g); then a double-faced permanent listed
    /// front face up with daybound at night, or back face up with nightbound
    /// at day, is a problem (it would have transformed, 702.145c, 702.145f).
    pub(crate) fn day_night_at_setup(&mut self, problems: &mut super::setup::Problems) {
        if !self.watches.has(Watched::DayNight) {
            return;
        }
        if self.state.day_night.is_none() {
            let with = |k: KeywordAbility| {
                self.state.objects_in(&self.state.battlefield).flatten().any(|o| self.has_keyword(o, &k))
            };
            let designation = if with(KeywordAbility::Daybound) {
                Some(DayNight::Day)
            } else if with(KeywordAbility::Nightbound) {
                Some(DayNight::Night)
            } else {
                None
            };
            self.state.day_night = designation;
        }
        let Some(now) = self.state.day_night else { return };
        let bound = now.transforming();
        for o in self.state.objects_in(&self.state.battlefield).flatten() {
            let turns = !o.token && self.entry(o).is_ok_and(|e| e.card.layout.is_nonmodal_double_faced());
            if turns && self.has_keyword(o, &bound) {
                let (rule, face, name) = match now {
                    DayNight::Night => ("702.145c", "back", "night"),
                    DayNight::Day => ("702.145f", "front", "day"),
                };
                problems.push(
                    "dayNight".into(),
                    "day_night_face",
                    Some(rule),
                    format!("'{}' has {} at {name}: list it with its {face} face up", o.card, bound.name()),
                );
            }
        }
    }
}
