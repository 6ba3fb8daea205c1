//! The game: state, casting spells, playing lands, mana abilities and paying
//! costs (CR 116, 117, 118, 305, 400–406, 601.2, 605, 702.76, 702.160, 718, 732).
//!
//! # Design
//!
//! - **Unchecked setup, validated game.** [`GameSetup`] is plain JSON, not
//!   necessarily legal; [`Game::from_setup`] checks it against a
//!   [`CardDb`] and reports every problem at once in a [`GameSetupError`].
//! - **Card data stays out of the game's JSON.** Objects name their card;
//!   the game keeps a table of the cards it uses (cloned once from the
//!   database, shared by `Arc` between clones of the game, with each
//!   card's mana abilities read once). Serializing a [`Game`] writes only its
//!   [`GameState`]; [`Game::from_json`] reads it back against a card
//!   database, which must know every card named.
//! - **One source of truth for legality.** [`Game::legal_actions`],
//!   [`Game::is_legal`] and [`Game::apply`] share one validation path;
//!   [`Game::cast_options`] explains with [`Reason`]s (code, rule, message)
//!   what [`Game::apply`] would refuse with a [`RulesError`] of the same code.
//! - **Illegal actions change nothing (732.1).** `apply` works on a clone and
//!   swaps it in only on success, so a failed action leaves the game, and
//!   its JSON, exactly as it was.
//! - **Objects are new after each zone change (400.7):** casting gives the
//!   spell a new id, resolving gives the permanent another; events say which
//!   id became which.
//! - **Characteristics are computed, not stored:** an object's zone, whether
//!   it is prototyped and its face make a [`View`] of its
//!   card (718.3b–718.4, 712.8); X on the stack adds to its mana value (202.3e).
//! - **Payment** is a min-cost flow over grouped sources (see [`payment`]),
//!   polynomial in the number of sources.
//!
//! # Invariants
//!
//! - The state changes only through [`Game::apply`].
//! - Every object id in a zone list names an object whose `zone` (and owner,
//!   for a player's zones) matches; `objects` is sorted by id.
//! - Untrusted input (setups, actions, payment plans) never panics: it is
//!   bounded ([`MAX_PLAYERS`], [`MAX_ZONE_OBJECTS`], [`MAX_X`]) and answered
//!   with typed errors.
//!
//! # Not yet
//!
//! A full turn simulator (`TODO(CR 500)`: priority passing in succession,
//! combat, triggered abilities, state-based actions), costs other than mana
//! (601.2f cost changes), spell effects, casting from zones other than the
//! hand, split cards, adventures and modal double-faced cards' back faces.

pub mod action;
pub mod cast_options;
pub mod casting;
pub mod error;
pub mod events;
pub mod ids;
pub mod mana_ability;
pub mod payment;
pub mod setup;
pub mod state;

pub use action::Action;
pub use cast_options::{CastOption, Reason};
pub use error::RulesError;
pub use events::Event;
pub use ids::{ObjectId, PlayerId};
pub use mana_ability::{ManaAbility, ManaBundle, ManaProfile};
pub use payment::{CannotPay, Payment, PaymentPlan};
pub use setup::{
    BattlefieldEntry, DamageSetup, GameSetup, GameSetupError, MAX_PLAYERS, MAX_ZONE_OBJECTS, PermanentSetup,
    PlayerSetup,
};
pub use state::{
    CastMethod, DamageRecord, Damaged, GameObject, GameState, ManaCounts, ManaPool, ManaType, Player, Step,
};

use crate::card::{Card, CardDb, CastAs, Characteristics, FaceSelector, View};
use payment::{ManaSource, Wallet};
use serde::{Serialize, Serializer};
use std::sync::Arc;

/// The largest value of X accepted (107.3), the same bound as a generic number.
pub const MAX_X: u32 = crate::mana::MAX_GENERIC;

/// A card the game uses, with what the game reads from it once.
#[derive(Clone, Debug)]
pub(crate) struct CardEntry {
    pub(crate) card: Card,
    /// Per face: its mana abilities and status as a permanent.
    pub(crate) profiles: Vec<ManaProfile>,
}

impl CardEntry {
    pub(crate) fn new(card: Card) -> CardEntry {
        let profiles = card.faces.iter().map(|f| ManaProfile::of_face(f, &card.name)).collect();
        CardEntry { card, profiles }
    }

    pub(crate) fn profile(&self, face: Option<usize>) -> Option<&ManaProfile> {
        self.profiles.get(face.unwrap_or(0))
    }
}

/// A game in progress: its [`GameState`] and the cards it uses.
///
/// ```
/// use mtg_rules::card::CardDb;
/// use mtg_rules::game::{Game, GameSetup};
/// let db = CardDb::from_scryfall_json(r#"[
///   {"name": "Mountain", "layout": "normal", "type_line": "Basic Land — Mountain", "oracle_text": "({T}: Add {R}.)"},
///   {"name": "Shock", "layout": "normal", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Shock deals 2 damage to any target."}
/// ]"#).unwrap();
/// let game = Game::from_setup_json(&db, r#"{
///   "players": [{ "hand": ["Shock"], "battlefield": ["Mountain"] }, {}],
///   "activePlayer": 1, "step": "upkeep", "priorityPlayer": 0
/// }"#).unwrap();
/// let shock = game.state().players[0].hand[0];
/// let options = game.cast_options(shock).unwrap();
/// assert!(options[0].castable); // an instant, at any priority (CR 117.1a)
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    state: GameState,
    cards: Arc<[CardEntry]>,
}

impl Serialize for Game {
    /// The [`GameState`]: card names, no card data.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.state.serialize(serializer)
    }
}

impl PartialEq for Game {
    fn eq(&self, other: &Self) -> bool {
        self.state == other.state
    }
}

impl Game {
    /// The state, as plain data.
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// The object with this id.
    pub fn object(&self, id: ObjectId) -> Result<&GameObject, RulesError> {
        self.state.object(id).ok_or(RulesError::UnknownObject { id })
    }

    /// The card an object is.
    pub fn card(&self, id: ObjectId) -> Result<&Card, RulesError> {
        self.entry(self.object(id)?).map(|e| &e.card)
    }

    pub(crate) fn entry(&self, object: &GameObject) -> Result<&CardEntry, RulesError> {
        self.cards.get(object.card_index as usize).ok_or_else(|| RulesError::Internal {
            message: format!("object {} names a card the game does not have", object.id),
        })
    }

    /// The view of an object's card that gives its characteristics: its
    /// zone, prototyped or not (718.3b–718.4), the face up (712.8).
    pub fn view_of(object: &GameObject) -> View {
        View {
            zone: Some(object.zone),
            cast_as: if object.prototyped { CastAs::Prototype } else { CastAs::Normal },
            face: object.face.map(FaceSelector::Index),
        }
    }

    /// 109.3. An object's characteristics where it is; a spell's mana value
    /// counts its X (202.3e).
    pub fn characteristics(&self, id: ObjectId) -> Result<Characteristics, RulesError> {
        let object = self.object(id)?;
        self.characteristics_of(object)
    }

    pub(crate) fn characteristics_of(&self, object: &GameObject) -> Result<Characteristics, RulesError> {
        let entry = self.entry(object)?;
        let mut c = entry
            .card
            .characteristics(&Self::view_of(object))
            .map_err(|e| RulesError::Internal { message: e.to_string() })?;
        if let (Some(x), Some(cost)) = (object.x, c.mana_cost.as_ref()) {
            c.mana_value = cost.mana_value_with_x(u64::from(x));
        }
        Ok(c)
    }

    /// What `player` can pay with now: untapped permanents they control
    /// with a `{T}` mana ability that summoning sickness does not stop
    /// (302.6, 702.10), their pool and their life.
    pub(crate) fn wallet(&self, player: PlayerId) -> Wallet<'_> {
        let mut sources = Vec::new();
        for &id in &self.state.battlefield {
            let Some(object) = self.state.object(id) else { continue };
            if object.controller != player || object.tapped {
                continue;
            }
            let Some(profile) = self.entry(object).ok().and_then(|e| e.profile(object.face)) else { continue };
            if profile.bundles.is_empty() || (profile.creature && object.summoning_sick && !profile.haste) {
                continue;
            }
            sources.push(ManaSource { id, bundles: &profile.bundles, snow: profile.snow });
        }
        let (pool, life) = self.state.player(player).map_or((ManaPool::default(), 0), |p| (p.mana_pool, p.life));
        Wallet { sources, pool, life }
    }

    /// 601.2g–h. A plan for `player` to pay `cost` with X = `x` from their
    /// untapped sources, pool and life now, or why they cannot.
    pub fn payment_for(
        &self,
        player: PlayerId,
        cost: &crate::mana::ManaCost,
        x: u32,
    ) -> Result<PaymentPlan, CannotPay> {
        payment::solve(cost, u64::from(x), &self.wallet(player))
    }

    /// The permanents `player` could tap for mana now.
    pub fn mana_sources(&self, player: PlayerId) -> Vec<ObjectId> {
        self.wallet(player).sources.iter().map(|s| s.id).collect()
    }

    /// Serializes the game (its [`GameState`]) as JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(&self.state).unwrap_or_default()
    }

    /// Reads a game serialized by [`Game::to_json`], resolving its card
    /// names against `db` and checking that its zones and objects agree.
    pub fn from_json(db: &CardDb, json: &str) -> Result<Game, GameSetupError> {
        let state: GameState = serde_json::from_str(json).map_err(|e| GameSetupError {
            problems: vec![crate::error::ProblemReport {
                index: None,
                name: None,
                field: String::new(),
                code: "invalid_json",
                rule: None,
                message: format!("the game is not valid: {e}"),
                offset: None,
            }],
        })?;
        Game::from_state(db, state)
    }

    /// A game from its state, resolving card names against `db` and
    /// checking the state's consistency (every problem at once).
    pub fn from_state(db: &CardDb, mut state: GameState) -> Result<Game, GameSetupError> {
        use crate::card::Zone;
        let mut problems = setup::Problems::default();
        let mut table = setup::TableBuilder::default();
        let n = state.players.len();
        if n == 0 || n > MAX_PLAYERS {
            problems.push(
                "players".into(),
                "too_many_players",
                None,
                format!("{n} players; 1 to {MAX_PLAYERS} are allowed"),
            );
        }
        for p in [state.active_player, state.priority_player] {
            if p.index() >= n {
                problems.push("activePlayer".into(), "unknown_player", Some("102.1"), format!("there is no {p}"));
            }
        }
        if !state.objects.windows(2).all(|w| matches!(w, [a, b] if a.id < b.id)) {
            problems.push(
                "objects".into(),
                "unsorted_objects",
                None,
                "objects must be sorted by id, each id once".into(),
            );
        }
        if state.objects.iter().any(|o| o.id.0 >= state.next_object_id) {
            problems.push(
                "nextObjectId".into(),
                "invalid_next_id",
                None,
                "an object has an id not below nextObjectId".into(),
            );
        }
        if state.objects.len() > MAX_ZONE_OBJECTS * 6 * MAX_PLAYERS {
            problems.push("objects".into(), "too_many_objects", None, "too many objects".into());
        }
        for (i, object) in state.objects.iter_mut().enumerate() {
            match table.add(db, &object.card) {
                Some((index, entry)) => {
                    object.card_index = index;
                    if object.prototyped && entry.card.prototype().is_none() {
                        problems.push(
                            format!("objects[{i}].prototyped"),
                            "not_a_prototype",
                            Some("702.160a"),
                            format!("'{}' has no prototype", object.card),
                        );
                    }
                    if object.face.is_some_and(|f| f >= entry.card.faces.len()) {
                        problems.push(
                            format!("objects[{i}].face"),
                            "no_such_face",
                            Some("712.8"),
                            format!("'{}' has no such face", object.card),
                        );
                    }
                }
                None => problems.push(
                    format!("objects[{i}].card"),
                    "unknown_card",
                    None,
                    format!(
                        "no card named '{}' is in the card database",
                        object.card.chars().take(100).collect::<String>()
                    ),
                ),
            }
            if object.owner.index() >= n || object.controller.index() >= n {
                problems.push(
                    format!("objects[{i}]"),
                    "unknown_player",
                    Some("102.1"),
                    "owner or controller is not a player".into(),
                );
            }
        }
        // Every zone list names objects in that zone, each object in exactly one list.
        let mut seen = vec![0u8; state.objects.len()];
        let mut check =
            |list: &[ObjectId], zone: Zone, owner: Option<PlayerId>, field: String, problems: &mut setup::Problems| {
                for id in list {
                    match state.objects.binary_search_by_key(id, |o| o.id) {
                        Ok(i)
                            if state
                                .objects
                                .get(i)
                                .is_some_and(|o| o.zone == zone && owner.is_none_or(|p| o.owner == p)) =>
                        {
                            if let Some(s) = seen.get_mut(i) {
                                *s = s.saturating_add(1);
                            }
                        }
                        _ => problems.push(
                            field.clone(),
                            "inconsistent_zone",
                            Some("400.1"),
                            format!("{id} is listed in {field} but is not an object there"),
                        ),
                    }
                }
            };
        for p in &state.players {
            check(&p.library, Zone::Library, Some(p.id), format!("players[{}].library", p.id.0), &mut problems);
            check(&p.hand, Zone::Hand, Some(p.id), format!("players[{}].hand", p.id.0), &mut problems);
            check(&p.graveyard, Zone::Graveyard, Some(p.id), format!("players[{}].graveyard", p.id.0), &mut problems);
        }
        check(&state.battlefield, Zone::Battlefield, None, "battlefield".into(), &mut problems);
        check(&state.stack, Zone::Stack, None, "stack".into(), &mut problems);
        check(&state.exile, Zone::Exile, None, "exile".into(), &mut problems);
        check(&state.command, Zone::Command, None, "command".into(), &mut problems);
        if seen.iter().any(|&s| s != 1) {
            problems.push(
                "objects".into(),
                "inconsistent_zone",
                Some("400.1"),
                "every object must be in exactly one zone list".into(),
            );
        }
        if state.players.iter().enumerate().any(|(i, p)| p.id.index() != i) {
            problems.push("players".into(), "inconsistent_seat", None, "players[i].id must be i".into());
        }
        problems.finish()?;
        Ok(Game { state, cards: Arc::from(table.entries) })
    }
}
