//! [`Action`]s and the one source of truth for legality:
//! [`Game::legal_actions`], [`Game::is_legal`] and [`Game::apply`].

use super::Game;
use super::cast_options::Reason;
use super::combat::{AttackDeclaration, BlockDeclaration, illegal};
use super::error::RulesError;
use super::events::Event;
use super::ids::{ObjectId, PlayerId};
use super::payment::PaymentPlan;
use super::state::{CastMethod, Pending};
use super::turn::Flow;
use crate::card::{CardType, Zone};
use serde::{Deserialize, Serialize};

fn normal() -> CastMethod {
    CastMethod::Normal
}

/// Something a player does. Serialized as a `type`-tagged object in
/// camelCase, e.g.
/// `{ "type": "castSpell", "player": 0, "object": 7, "method": { "type": "prototype" } }`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase", deny_unknown_fields)]
pub enum Action {
    /// 305.1, 116.2a. Play a land from hand (a special action).
    PlayLand {
        /// Who acts.
        player: PlayerId,
        /// The land card in hand.
        object: ObjectId,
    },
    /// 605.3a. Activate a `{T}` mana ability of a permanent.
    ActivateManaAbility {
        /// Who acts.
        player: PlayerId,
        /// The permanent.
        object: ObjectId,
        /// Which bundle of mana to add, by index among the permanent's
        /// choices (0 if absent), e.g. 1 for `{U}` from `{T}: Add {W} or {U}`.
        #[serde(default)]
        choice: usize,
    },
    /// 601.2. Cast a spell from hand.
    CastSpell {
        /// Who acts.
        player: PlayerId,
        /// The card in hand.
        object: ObjectId,
        /// How: normal if absent.
        #[serde(default = "normal")]
        #[tsify(optional)]
        method: CastMethod,
        /// 107.3. The value of X, if the cost has X (0 if absent).
        #[serde(default)]
        #[tsify(optional)]
        x: Option<u32>,
        /// 601.2g–h. How to pay; the solver's plan if absent.
        #[serde(default)]
        #[tsify(optional)]
        payment: Option<PaymentPlan>,
    },
    /// 117.3d. Pass priority: the next player in turn order receives it;
    /// when all players have passed in succession, the top object of the
    /// stack resolves or, with an empty stack, the step ends (117.4).
    PassPriority {
        /// Who acts.
        player: PlayerId,
    },
    /// 508.1. Declare attackers (the active player, in the declare attackers
    /// step, when [`Pending::DeclareAttackers`] asks), e.g.
    /// `{ "type": "declareAttackers", "player": 0, "attackers": [{ "attacker": 7, "target": { "type": "battle", "object": 12 } }] }`.
    /// An empty list attacks with nothing.
    DeclareAttackers {
        /// The active player.
        player: PlayerId,
        /// Each attacking creature and what it attacks.
        attackers: Vec<AttackDeclaration>,
    },
    /// 509.1. Declare blockers (a defending player, when
    /// [`Pending::DeclareBlockers`] asks), e.g.
    /// `{ "type": "declareBlockers", "player": 1, "blockers": [{ "blocker": 9, "attacker": 7 }] }`.
    DeclareBlockers {
        /// The defending player.
        player: PlayerId,
        /// Each blocking creature and the attacker it blocks.
        blockers: Vec<BlockDeclaration>,
    },
    /// 514.1. Discard one card to hand size in the cleanup step
    /// ([`Pending::Discard`]): `{ "type": "discard", "player": 0, "object": 31 }`.
    Discard {
        /// The active player.
        player: PlayerId,
        /// The card in hand.
        object: ObjectId,
    },
    /// 310.8a, 310.11a, 704.5w–x. Choose a battle's protector
    /// ([`Pending::ChooseProtector`]):
    /// `{ "type": "chooseProtector", "player": 0, "battle": 12, "protector": 2 }`.
    ChooseProtector {
        /// The battle's controller.
        player: PlayerId,
        /// The battle.
        battle: ObjectId,
        /// The player who protects it.
        protector: PlayerId,
    },
    /// 310.11b. Cast a defeated Siege transformed without paying its mana
    /// cost, or not ([`Pending::CastTransformed`]):
    /// `{ "type": "castTransformed", "player": 0, "object": 20, "cast": true }`.
    CastTransformed {
        /// Who may cast it.
        player: PlayerId,
        /// The card in exile.
        object: ObjectId,
        /// Whether to cast it.
        cast: bool,
    },
    /// 704.5j. The legend rule: keep one legendary permanent
    /// ([`Pending::ChooseLegend`]): `{ "type": "chooseLegend", "player": 0, "keep": 14 }`.
    ChooseLegend {
        /// Who chooses.
        player: PlayerId,
        /// The permanent kept.
        keep: ObjectId,
    },
}

fn not_now(code: &'static str, rule: &'static str, message: &str) -> RulesError {
    illegal(code, rule, message)
}

/// The rule behind a pending choice.
fn pending_rule(pending: &Pending) -> &'static str {
    match pending {
        Pending::DeclareAttackers { .. } => "508.1",
        Pending::DeclareBlockers { .. } => "509.1",
        Pending::Discard { .. } => "514.1",
        Pending::ChooseProtector { .. } => "310.8a",
        Pending::CastTransformed { .. } => "310.11b",
        Pending::ChooseLegend { .. } => "704.5j",
    }
}

impl Action {
    /// Who takes the action.
    pub const fn player(&self) -> PlayerId {
        match *self {
            Action::PlayLand { player, .. }
            | Action::ActivateManaAbility { player, .. }
            | Action::CastSpell { player, .. }
            | Action::PassPriority { player }
            | Action::DeclareAttackers { player, .. }
            | Action::DeclareBlockers { player, .. }
            | Action::Discard { player, .. }
            | Action::ChooseProtector { player, .. }
            | Action::CastTransformed { player, .. }
            | Action::ChooseLegend { player, .. } => player,
        }
    }

    /// Reads an action from JSON; a malformed action (an unknown type, a
    /// negative X, a missing field) is an `invalid_action` error.
    pub fn from_json(json: &str) -> Result<Action, RulesError> {
        serde_json::from_str(json).map_err(|e| RulesError::InvalidAction { message: e.to_string() })
    }
}

impl Game {
    /// 117.1. Every action the player who must act may take now. With a
    /// pending choice ([`GameState::pending`](super::GameState)), its answers:
    /// for attackers and blockers a representative set (none, each single
    /// attacker at each target or each single block, everything at once —
    /// not every combination, which [`Game::is_legal`] accepts nonetheless);
    /// each card to discard; each possible protector; yes and no; each
    /// legend to keep. Otherwise the priority player's: play a land,
    /// activate each mana ability (each choice of mana), cast each castable
    /// option of each card in hand (X = 0, the solver's payment), pass
    /// priority. Nothing once the game is over.
    pub fn legal_actions(&self) -> Vec<Action> {
        if self.state.is_over() {
            return Vec::new();
        }
        if let Some(pending) = &self.state.pending {
            return self.answers(pending);
        }
        let player = self.state.priority_player;
        let mut actions = Vec::new();
        let Some(p) = self.state.player(player) else { return actions };
        // The fast forms of `check_play_land`, `check_mana_ability` and
        // `cast_options` (see `legal`).
        for (&id, object) in p.hand.iter().zip(self.state.objects_in(&p.hand)) {
            if object.is_some_and(|o| self.can_play_land(player, o)) {
                actions.push(Action::PlayLand { player, object: id });
            }
        }
        let battlefield = &self.state.battlefield;
        for (&id, object) in battlefield.iter().zip(self.state.objects_in(battlefield)) {
            let Some(object) = object.filter(|o| o.controller == player && !o.tapped) else { continue };
            let Some(profile) = self.entry(object).ok().and_then(|e| e.profile(object.face)) else { continue };
            for choice in 0..profile.bundles.len() {
                if self.can_activate_mana_ability(player, object, choice) {
                    actions.push(Action::ActivateManaAbility { player, object: id, choice });
                }
            }
        }
        for c in self.castable_in_hand(player, &p.hand) {
            actions.push(Action::CastSpell {
                player,
                object: c.object,
                method: c.method,
                x: c.has_x.then_some(0),
                payment: None,
            });
        }
        actions.push(Action::PassPriority { player });
        actions
    }

    /// Whether `action` is legal now: exactly when [`Game::apply`] would succeed.
    pub fn is_legal(&self, action: &Action) -> bool {
        self.scratch().execute(action).is_ok()
    }

    /// Takes an action. An illegal one returns a typed error and leaves the
    /// game exactly as it was (732.1): the action runs in place and, should
    /// it fail, the game is rebuilt from its last checkpoint (see `journal`).
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, RulesError> {
        self.apply_atomically(action)
    }

    /// The answers offered for a pending choice.
    fn answers(&self, pending: &Pending) -> Vec<Action> {
        match pending {
            &Pending::DeclareAttackers { player } => self.attack_choices(player),
            &Pending::DeclareBlockers { player } => self.block_choices(player),
            &Pending::Discard { player } => self
                .state
                .player(player)
                .map(|p| p.hand.iter().map(|&object| Action::Discard { player, object }).collect())
                .unwrap_or_default(),
            &Pending::ChooseProtector { player, battle } => self
                .protector_choices(battle)
                .into_iter()
                .map(|protector| Action::ChooseProtector { player, battle, protector })
                .collect(),
            &Pending::CastTransformed { player, object } => vec![
                Action::CastTransformed { player, object, cast: true },
                Action::CastTransformed { player, object, cast: false },
            ],
            Pending::ChooseLegend { player, objects } => {
                objects.iter().map(|&keep| Action::ChooseLegend { player: *player, keep }).collect()
            }
        }
    }

    pub(crate) fn execute(&mut self, action: &Action) -> Result<Vec<Event>, RulesError> {
        let player = action.player();
        if self.state.player(player).is_none() {
            return Err(RulesError::UnknownPlayer { player });
        }
        if self.state.is_over() {
            return Err(illegal("game_over", "104.1", "the game is over"));
        }
        // A pending choice: only its answer, by the player who chooses.
        if let Some(pending) = self.state.pending.clone() {
            let answers = matches!(
                (&pending, action),
                (Pending::DeclareAttackers { .. }, Action::DeclareAttackers { .. })
                    | (Pending::DeclareBlockers { .. }, Action::DeclareBlockers { .. })
                    | (Pending::Discard { .. }, Action::Discard { .. })
                    | (Pending::ChooseProtector { .. }, Action::ChooseProtector { .. })
                    | (Pending::CastTransformed { .. }, Action::CastTransformed { .. })
                    | (Pending::ChooseLegend { .. }, Action::ChooseLegend { .. })
            );
            if !answers {
                return Err(match action {
                    Action::DeclareAttackers { .. } => not_now(
                        "not_declare_attackers_step",
                        "508.1",
                        "attackers are declared only as the declare attackers step begins",
                    ),
                    Action::DeclareBlockers { .. } => not_now(
                        "not_declare_blockers_step",
                        "509.1",
                        "blockers are declared only as the declare blockers step begins",
                    ),
                    _ => illegal(
                        "choice_pending",
                        pending_rule(&pending),
                        format!("{} must first make a choice: {pending:?}", pending.player()),
                    ),
                });
            }
            if pending.player() != player {
                return Err(illegal(
                    "not_your_choice",
                    pending_rule(&pending),
                    format!("{} makes this choice, not {player}", pending.player()),
                ));
            }
            let events = match action {
                Action::DeclareAttackers { attackers, .. } => {
                    let mut events = self.declare_attackers(player, attackers)?;
                    self.state.pending = None;
                    self.state.priority_player = self.state.active_player;
                    self.proceed(Flow::Priority, &mut events)?;
                    events
                }
                Action::DeclareBlockers { blockers, .. } => {
                    let mut events = self.declare_blockers(player, blockers)?;
                    self.state.pending = None;
                    let flow = self.ask_blockers(&mut events);
                    self.proceed(flow, &mut events)?;
                    events
                }
                Action::Discard { object, .. } => self.discard(player, *object)?,
                Action::ChooseProtector { battle, protector, .. } => {
                    self.choose_protector(player, *battle, *protector)?
                }
                Action::CastTransformed { object, cast, .. } => self.cast_transformed(player, *object, *cast)?,
                Action::ChooseLegend { keep, .. } => self.choose_legend(player, *keep)?,
                _ => Vec::new(),
            };
            return Ok(events);
        }
        match action {
            Action::DeclareAttackers { .. } => {
                return Err(not_now(
                    "not_declare_attackers_step",
                    "508.1",
                    "attackers are declared only as the declare attackers step begins",
                ));
            }
            Action::DeclareBlockers { .. } => {
                return Err(not_now(
                    "not_declare_blockers_step",
                    "509.1",
                    "blockers are declared only as the declare blockers step begins",
                ));
            }
            Action::Discard { .. }
            | Action::ChooseProtector { .. }
            | Action::CastTransformed { .. }
            | Action::ChooseLegend { .. } => {
                return Err(illegal("nothing_to_choose", "117.1", "no such choice is pending"));
            }
            _ => {}
        }
        if self.state.priority_player != player {
            return Err(RulesError::NotYourPriority { player, priority: self.state.priority_player });
        }
        let mut events = match action {
            Action::PlayLand { object, .. } => self.play_land(player, *object)?,
            Action::ActivateManaAbility { object, choice, .. } => {
                self.activate_mana_ability(player, *object, *choice)?
            }
            Action::CastSpell { object, method, x, payment, .. } => {
                self.cast(player, *object, *method, *x, payment.as_ref())?
            }
            Action::PassPriority { .. } => return self.pass_priority(player),
            _ => Vec::new(),
        };
        // 117.3c: the player keeps priority; 117.4: a new round of passing.
        self.state.passes = 0;
        self.proceed(Flow::Priority, &mut events)?;
        Ok(events)
    }

    /// 305.1–305.3, 116.2a: whether `player` may play `id` as a land now.
    fn check_play_land(&self, player: PlayerId, id: ObjectId) -> Result<(), RulesError> {
        let object = self.object(id)?;
        let card = &self.entry(object)?.card;
        let land = card.front().is_some_and(|f| f.type_line.is(CardType::Land));
        let reason = if object.zone != Zone::Hand || object.owner != player {
            Some(Reason::new("not_in_hand", "305.1", format!("'{}' is not in your hand", card.name)))
        } else if !land {
            Some(Reason::new("not_a_land", "305.1", format!("'{}' is not a land card", card.name)))
        } else if self.state.priority_player != player {
            Some(Reason::new("not_your_priority", "117.1", "you do not have priority"))
        } else if self.state.active_player != player {
            Some(Reason::new("not_your_turn", "305.3", "a land can be played only in your own turn"))
        } else if !self.state.step.is_main_phase() {
            Some(Reason::new("not_main_phase", "305.1", "a land can be played only in a main phase"))
        } else if !self.state.stack.is_empty() {
            Some(Reason::new("stack_not_empty", "305.1", "a land can be played only when the stack is empty"))
        } else if self.state.player(player).is_some_and(|p| p.lands_played >= 1) {
            Some(Reason::new("land_already_played", "305.2", "you have already played a land this turn"))
        } else {
            None
        };
        reason.map_or(Ok(()), |r| Err(r.into_error()))
    }

    fn play_land(&mut self, player: PlayerId, id: ObjectId) -> Result<Vec<Event>, RulesError> {
        self.check_play_land(player, id)?;
        let object = self.object(id)?.clone();
        let enters_tapped = self.entry(&object)?.profile(None).is_some_and(|p| p.enters_tapped);
        let new_id = self.move_object(id, Zone::Battlefield, player)?;
        if let Some(o) = self.state.object_mut(new_id) {
            o.tapped = enters_tapped;
            o.summoning_sick = true;
        }
        if let Some(p) = self.state.player_mut(player) {
            p.lands_played = p.lands_played.saturating_add(1);
        }
        let mut events =
            vec![Event::LandPlayed { player, card: object.card, from: id, object: new_id, tapped: enters_tapped }];
        self.entered(new_id, &mut events);
        Ok(events)
    }

    /// 605.3a, 302.6: whether `player` may activate choice `choice` of the
    /// `{T}` mana abilities of `id` now.
    fn check_mana_ability(&self, player: PlayerId, id: ObjectId, choice: usize) -> Result<(), RulesError> {
        let object = self.object(id)?;
        let profile = self.entry(object)?.profile(object.face);
        let illegal = |code, rule, message: String| Err(Reason::new(code, rule, message).into_error());
        if object.zone != Zone::Battlefield || object.controller != player {
            return illegal("not_your_permanent", "602.2", format!("{id} is not a permanent you control"));
        }
        let Some(profile) = profile.filter(|p| !p.bundles.is_empty()) else {
            return illegal("not_a_mana_source", "605.1a", format!("'{}' has no {{T}} mana ability", object.card));
        };
        if object.tapped {
            return illegal("already_tapped", "602.5b", format!("'{}' is tapped", object.card));
        }
        if profile.creature && object.summoning_sick && !profile.haste {
            return illegal(
                "summoning_sick",
                "302.6",
                format!("'{}' has not been under your control since your most recent turn began", object.card),
            );
        }
        if choice >= profile.bundles.len() {
            return illegal(
                "no_such_choice",
                "605.3b",
                format!(
                    "'{}' has {} choice(s) of mana; there is no choice {choice}",
                    object.card,
                    profile.bundles.len()
                ),
            );
        }
        Ok(())
    }

    fn activate_mana_ability(
        &mut self,
        player: PlayerId,
        id: ObjectId,
        choice: usize,
    ) -> Result<Vec<Event>, RulesError> {
        self.check_mana_ability(player, id, choice)?;
        let object = self.object(id)?;
        let profile = self.entry(object)?.profile(object.face);
        let (bundle, snow) = match profile.and_then(|p| p.bundles.get(choice).map(|b| (b.clone(), p.snow))) {
            Some(found) => found,
            None => return Err(RulesError::Internal { message: "mana choice vanished".into() }),
        };
        if let Some(o) = self.state.object_mut(id) {
            o.tapped = true;
        }
        if let Some(p) = self.state.player_mut(player) {
            for &t in &bundle {
                p.mana_pool.add(t, snow);
            }
        }
        Ok(vec![Event::ManaAdded { player, source: id, mana: bundle }])
    }

    /// Resolves (CR 608) the top object of the stack: a triggered ability
    /// does what it says and ceases to exist; a permanent spell enters the
    /// battlefield with the spell's characteristics (608.3a, 718.3b, 712.8e);
    /// another goes to its owner's graveyard (608.2n). The active player
    /// then receives priority (117.3b).
    pub(crate) fn resolve(&mut self, id: ObjectId) -> Result<Vec<Event>, RulesError> {
        if self.object(id)?.ability.is_some() {
            return self.resolve_ability(id);
        }
        let spell = self.object(id)?.clone();
        let characteristics = self.characteristics_of(&spell)?;
        let permanent = characteristics.types.iter().any(CardType::is_permanent_type);
        // TODO(CR 608.2): the spell's effects (targets, instructions).
        let mut events = Vec::new();
        self.state.priority_player = self.state.active_player;
        if permanent {
            let new_id = self.move_object(id, Zone::Battlefield, spell.controller)?;
            if let Some(o) = self.state.object_mut(new_id) {
                o.prototyped = spell.prototyped;
                o.prowl_paid = spell.prowl_paid;
                o.face = spell.face;
                o.summoning_sick = true;
            }
            events.push(Event::SpellResolved {
                object: id,
                card: spell.card,
                permanent: Some(new_id),
                graveyard: None,
            });
            self.entered(new_id, &mut events);
        } else {
            let new_id = self.move_object(id, Zone::Graveyard, spell.owner)?;
            events.push(Event::SpellResolved {
                object: id,
                card: spell.card,
                permanent: None,
                graveyard: Some(new_id),
            });
        }
        Ok(events)
    }
}
