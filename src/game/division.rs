//! Dividing and distributing (601.2d): "Distribute X +1/+1 counters among
//! any number of target creatures you control." (Grove's Bounty). The
//! caster announces the division with the targets (`Action::CastSpell`'s
//! `division`: each chosen target's share, in target order); each target
//! receives at least one and the shares add up to X, else the cast is
//! refused (`bad_division`) and nothing changes (732). The division is kept
//! in `GameState::divisions` (JSON `divisions`) while the spell is on the
//! stack, and each target's instruction ([`Effect::PutDividedCounters`])
//! reads its share as the spell resolves; an illegal target gets none
//! (608.2b). TODO(CR 707.10, 115.7f): a copy of the spell keeps the
//! division.

use super::Game;
use super::error::RulesError;
use super::ids::ObjectId;
use super::state::GameObject;
use super::targets::Target;
use crate::text::Effect;

impl Game {
    /// 601.2d. Whether the spell distributes among its targets.
    pub(crate) fn distributes(&self, object: &GameObject) -> bool {
        let Ok(entry) = self.entry(object) else { return false };
        let divided = |e: &Effect| matches!(e, Effect::XTargets { first, .. } if matches!(**first, Effect::PutDividedCounters { .. }));
        self.abilities_in(&entry.card, object).iter().any(|a| a.all_effects().any(divided))
    }

    /// 601.2d. Checks the division announced for `object` (X announced)
    /// with `targets`: one share per chosen target, each at least one,
    /// adding up to X; none for a spell that does not distribute.
    pub(crate) fn check_division(
        &self,
        object: &GameObject,
        targets: &[Target],
        division: &[u32],
    ) -> Result<(), RulesError> {
        let bad = |message: String| RulesError::Illegal { code: "bad_division", rule: "601.2d", message };
        if !self.distributes(object) {
            return match division.is_empty() {
                true => Ok(()),
                false => Err(bad(format!("'{}' divides nothing among its targets", object.card))),
            };
        }
        let chosen = targets.iter().filter(|t| **t != Target::Nothing).count();
        if division.len() != chosen {
            return Err(bad(format!("{} shares for {chosen} targets: one share per target", division.len())));
        }
        if division.contains(&0) {
            return Err(bad("each target must receive at least one".into()));
        }
        let x = u64::from(object.x.unwrap_or(0));
        let total: u64 = division.iter().map(|&a| u64::from(a)).sum();
        if total != x {
            return Err(bad(format!("the shares add up to {total}, not X = {x}")));
        }
        Ok(())
    }

    /// 601.2d, 608.2b. The share announced for `target` of what the
    /// resolving `spell` distributes (none if it has no division or `target`
    /// is not among its chosen targets).
    pub(crate) fn share_of(&self, spell: ObjectId, target: ObjectId) -> u32 {
        let (Some(division), Some(o)) =
            (self.state.divisions.iter().find(|d| d.spell == spell), self.state.object(spell))
        else {
            return 0;
        };
        let chosen = o.targets.iter().filter(|t| **t != Target::Nothing);
        let at = chosen.into_iter().position(|t| *t == Target::Object { object: target });
        at.and_then(|i| division.amounts.get(i)).copied().unwrap_or(0)
    }
}

/// 601.2d. For listing only: `x` divided as evenly as it can be among the
/// chosen targets (the first ones one more); any division is legal.
pub(crate) fn even_division(x: u32, targets: &[Target]) -> Vec<u32> {
    let n = targets.iter().filter(|t| **t != Target::Nothing).count();
    let Ok(n32) = u32::try_from(n) else { return Vec::new() };
    if n32 == 0 {
        return Vec::new();
    }
    (0..n32).map(|i| x / n32 + u32::from(i < x % n32)).collect()
}
