//! [`Game::cast_options`]: every way an object could be cast now, with the
//! reasons the others are not available.

use super::Game;
use super::error::RulesError;
use super::ids::{ObjectId, PlayerId};
use super::payment::{self, PaymentPlan};
use super::state::CastMethod;
use crate::card::{CastAs, Characteristics, FaceSelector, View, Zone};
use crate::mana::ManaCost;
use serde::Serialize;

/// Why something cannot be done now: a stable `code`, the `rule` that
/// decides it, and a message for a player. The same codes are those of the
/// [`RulesError`] that [`Game::apply`](super::Game::apply) returns.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Reason {
    /// E.g. `not_main_phase`, `stack_not_empty`, `cannot_pay`.
    #[tsify(type = "string")]
    pub code: &'static str,
    /// E.g. `117.1a`.
    #[tsify(type = "string")]
    pub rule: &'static str,
    /// E.g. "needs {B}{B}; 1 black source untapped".
    pub message: String,
}

impl Reason {
    /// A reason.
    pub fn new(code: &'static str, rule: &'static str, message: impl Into<String>) -> Reason {
        Reason { code, rule, message: message.into() }
    }

    /// The error an action refused for this reason returns.
    pub fn into_error(self) -> RulesError {
        RulesError::Illegal { code: self.code, rule: self.rule, message: self.message }
    }
}

/// One way of casting an object (601.2b): its method, the cost to pay
/// (601.2f), whether it can be cast now and why not, a payment plan when
/// it can, and the characteristics the spell would have on the stack.
///
/// ```json
/// { "method": { "type": "prototype" }, "manaCost": "{2}{R}", "hasX": false,
///   "castable": true, "reasons": [],
///   "payment": { "payments": [{ "type": "mana", "symbol": 0, "source": 3, "mana": "R", "snow": false }, ...] },
///   "characteristics": { "name": "Blitz Automaton", "manaValue": 3, "colors": ["R"], ... } }
/// ```
#[derive(Clone, Debug, PartialEq, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct CastOption {
    /// How it would be cast.
    pub method: CastMethod,
    /// 712.11b, 712.12. For a modal double-faced card, the face this option
    /// is about (0 = front); `null` for other cards. A land face is played
    /// (`playLand` with this face), never cast (305.9).
    pub face: Option<usize>,
    /// 601.2f. The total cost; `null` when there is none (118.6).
    #[tsify(type = "string | null")]
    pub mana_cost: Option<ManaCost>,
    /// 107.3. Whether the cost has `{X}` (the option is judged with X = 0).
    pub has_x: bool,
    /// Whether it can be cast now.
    pub castable: bool,
    /// Why it cannot (empty when it can).
    pub reasons: Vec<Reason>,
    /// 601.2g–h. A way to pay, when it can be cast.
    pub payment: Option<PaymentPlan>,
    /// 601.2a, 718.3b. The spell's characteristics on the stack.
    pub characteristics: Characteristics,
    /// 700.2a. For a modal spell: each mode in printed order, with its
    /// additional cost (spree, 700.2h) and why it cannot be chosen now.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[tsify(optional)]
    pub modes: Vec<ModeOption>,
    /// 601.2b. For a modal spell: the modes this option's cost, reasons and
    /// payment are judged with (the fewest it must choose, the first —
    /// for spree the cheapest — that can be chosen).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[tsify(optional)]
    pub judged_modes: Vec<usize>,
    /// 601.2f–h, 118.8–118.9. The parts of the cost other than its mana, in
    /// the order paid: the additional cost's, then the method's (an
    /// alternative cost's life or cards, a flashback cost's sacrifice);
    /// the objects they choose go in the cast's `choices`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[tsify(optional)]
    pub other_costs: Vec<OtherCost>,
}

/// 118. One part of a cast's cost other than mana, typed and in words.
#[derive(Clone, Debug, PartialEq, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct OtherCost {
    /// The part.
    pub part: crate::text::CostPart,
    /// In words: "pay 4 life", "exile 1 blue card from your hand".
    pub text: String,
}

/// 700.2a. One mode of a modal spell as a cast option shows it.
#[derive(Clone, Debug, PartialEq, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct ModeOption {
    /// 700.2h. The mana it adds to the cost (spree), if any.
    #[tsify(type = "string | null")]
    pub cost: Option<ManaCost>,
    /// Why it cannot be chosen now (empty when it can).
    pub reasons: Vec<Reason>,
}

/// How much a judgement of casts says: all of it (`castOptions`), or only
/// whether each way is castable (no payment plan, cost texts or modes).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Detail {
    Full,
    Castability,
}

/// Whether a cost has `{X}`.
pub(crate) fn has_x(cost: &ManaCost) -> bool {
    cost.symbols().iter().any(|s| s.is_x())
}

impl Game {
    /// Every way the object could be cast now by its owner (or, for a card in
    /// exile that a permission lets only another player cast, that player,
    /// 601.3: Ragavan, Nimble Pilferer) — normally,
    /// prototyped (702.160), for its prowl cost (702.76), its sneak cost
    /// (702.190), from the graveyard with flashback (702.34a), for an
    /// alternative cost (118.9), dash (702.109a) or blitz (702.152a), a modal
    /// double-faced card's back face (712.11b) — each with its cost, whether it is
    /// castable, the reasons it is not, a payment plan when it is, and the
    /// spell's characteristics. An object that is not where the method casts
    /// it from gets options that say so (`not_in_hand`, `not_in_graveyard`);
    /// a land says it is played, not cast (305.9).
    pub fn cast_options(&self, id: ObjectId) -> Result<Vec<CastOption>, RulesError> {
        self.judge_casts(id, None, Detail::Full)
    }

    /// The castable ways of casting the object now by its owner (or by
    /// `caster`), as [`Game::cast_options`] judges them (the legal listing's
    /// question).
    pub(crate) fn castable_ways(
        &self,
        id: ObjectId,
        caster: Option<PlayerId>,
    ) -> Result<Vec<super::legal::Castable>, RulesError> {
        let options = self.judge_casts(id, caster, Detail::Castability)?;
        let castable = options.into_iter().filter(|o| o.castable);
        Ok(castable
            .map(|o| super::legal::Castable {
                object: id,
                method: o.method,
                has_x: o.has_x,
                colors: o.characteristics.colors,
            })
            .collect())
    }

    /// [`Game::cast_options`] for `caster` (by default the owner, or the one
    /// player a permission lets cast the card from exile, 601.3), with
    /// everything it says or only what decides castability.
    fn judge_casts(
        &self,
        id: ObjectId,
        caster: Option<PlayerId>,
        detail: Detail,
    ) -> Result<Vec<CastOption>, RulesError> {
        let full = detail == Detail::Full;
        let object = self.object(id)?;
        let caster = caster.unwrap_or_else(|| {
            let mut permitted = self.state.play_from_exile.iter().filter(|p| p.object == id).map(|p| p.player);
            match permitted.next() {
                Some(player)
                    if object.zone == Zone::Exile && !self.may_play_from_exile(object.owner, object, false) =>
                {
                    player
                }
                _ => object.owner,
            }
        });
        let wallet = self.wallet_for(caster, object);
        let methods = self.methods(object)?;
        let entry = self.entry(object)?;
        let modal = entry.is_modal();
        let mut options = Vec::with_capacity(methods.len() + usize::from(modal));
        // 601.2b, 700.2a: a modal spell is judged with the modes it must choose.
        let mut judged = object.clone();
        let mut mode_options = Vec::new();
        if let Some((choose, modes)) = self.modal_of(object) {
            let colors = entry.on_stack[0].as_ref().map(|c| c.colors).unwrap_or_default();
            let reasons = self.mode_reasons(caster, object, colors);
            let mut open: Vec<usize> = (0..modes.len()).filter(|&m| reasons[m].is_empty()).collect();
            crate::sort::by_key(&mut open, |&m| modes[m].cost.as_ref().map(ManaCost::mana_value).unwrap_or_default());
            if open.len() >= choose.min as usize {
                judged.modes = open[..choose.min as usize].to_vec();
                crate::sort::ascending(&mut judged.modes);
            }
            mode_options = modes
                .iter()
                .zip(reasons)
                .map(|(mode, reasons)| ModeOption { cost: mode.cost.clone(), reasons })
                .collect();
        }
        let object = &judged;
        for method in methods {
            let mut eval = self.evaluate_cast(caster, object, method)?;
            let mut plan = None;
            // 715.3, 712.11b: cast as another face (an Adventure, a back face, …) the spell has that
            // face's abilities (convoke, improvise, delve) and kind (106.6: restricted mana), as it
            // will on the stack when paid for (601.2h): its own wallet.
            let cast_as = super::casting::as_cast(object, method);
            let own_wallet = matches!(cast_as, std::borrow::Cow::Owned(_)).then(|| self.wallet_for(caster, &cast_as));
            let wallet = own_wallet.as_ref().unwrap_or(&wallet);
            if let Some(cost) = &eval.cost
                && !eval.reasons.iter().any(|r| r.code == "no_mana_cost" || r.code == "is_a_land")
            {
                if full {
                    match payment::solve(cost, 0, wallet) {
                        Ok(p) => plan = Some(p),
                        Err(e) => eval.reasons.push(Reason::new("cannot_pay", "601.2h", e.message)),
                    }
                } else if !payment::can_pay(cost, 0, wallet) {
                    eval.reasons.push(Reason::new("cannot_pay", "601.2h", String::new()));
                }
            }
            let castable = eval.reasons.is_empty();
            let other_costs = match full {
                true => self
                    .spell_cost_parts(object, method)
                    .map(|part| OtherCost { part: part.clone(), text: part.describe() })
                    .collect(),
                false => Vec::new(),
            };
            options.push(CastOption {
                method,
                // 715.3, 712.11b
                face: if matches!(method, CastMethod::Adventure | CastMethod::BackFace) {
                    Some(1)
                } else {
                    modal.then_some(0)
                },
                has_x: eval.cost.as_ref().is_some_and(has_x),
                mana_cost: eval.cost,
                castable,
                reasons: eval.reasons,
                payment: if castable { plan } else { None },
                characteristics: std::sync::Arc::unwrap_or_clone(eval.characteristics),
                modes: if full { mode_options.clone() } else { Vec::new() },
                judged_modes: if full { object.modes.clone() } else { Vec::new() },
                other_costs,
            });
        }
        // 712.12: a modal double-faced card's land back face is played, not cast.
        for &face in entry.land_faces.iter().filter(|&&f| modal && f > 0) {
            let view = View { zone: Some(Zone::Stack), cast_as: CastAs::Normal, face: Some(FaceSelector::Index(face)) };
            let characteristics =
                entry.card.characteristics(&view).map_err(|e| RulesError::Internal { message: e.to_string() })?;
            let reason = Reason::new(
                "is_a_land",
                "712.12",
                format!(
                    "'{}' is a land face: it is played (playLand with face {face}), not cast",
                    characteristics.name
                ),
            );
            options.push(CastOption {
                method: CastMethod::Normal,
                face: Some(face),
                mana_cost: None,
                has_x: false,
                castable: false,
                reasons: vec![reason],
                payment: None,
                characteristics,
                modes: Vec::new(),
                judged_modes: Vec::new(),
                other_costs: Vec::new(),
            });
        }
        Ok(options)
    }
}
