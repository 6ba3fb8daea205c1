//! The unchecked [`GameSetup`] (plain JSON) and its validation into a
//! [`Game`], with every problem reported at once
//! ([`GameSetupError`]).

use super::Game;
use super::ids::{ObjectId, PlayerId};
use super::state::{DamageRecord, Damaged, GameObject, GameState, ManaPool, Player, Step};
use super::table::TableBuilder;
use crate::card::{CardDb, CardType, FaceSelector, SubtypeKind, Zone};
use crate::counter::Counters;
use crate::error::{Coded, ProblemReport};
use serde::{Deserialize, Serialize};

/// The most players a game may have.
pub const MAX_PLAYERS: usize = 4;

/// The most objects one zone of one player may hold in a setup.
pub const MAX_ZONE_OBJECTS: usize = 1000;

/// The most problems a [`GameSetupError`] lists one by one.
pub const MAX_SETUP_PROBLEMS: usize = 1000;

/// The largest number of one kind of counter, or of damage, a setup may give.
pub const MAX_COUNT: u32 = 1_000_000;

/// A game as the caller describes it: plain JSON in camelCase, not
/// necessarily legal. [`Game::from_setup`] checks it.
///
/// ```json
/// { "players": [ { "life": 20, "library": ["Forest"], "hand": ["Grizzly Bears"],
///                  "battlefield": ["Forest", { "card": "Llanowar Elves", "summoningSick": true }] },
///                { "hand": [] } ],
///   "activePlayer": 0, "step": "precombatMain", "seed": 42 }
/// ```
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GameSetup {
    /// The players, by seat (1 to [`MAX_PLAYERS`]).
    pub players: Vec<PlayerSetup>,
    /// Whose turn it is (a seat); 0 if absent.
    #[serde(default)]
    pub active_player: u32,
    /// Who has priority (a seat); the active player if absent (117.3a).
    #[serde(default)]
    #[tsify(optional)]
    pub priority_player: Option<u32>,
    /// The step or main phase, e.g. `"precombatMain"` (also `"main1"`, `"main2"`);
    /// the precombat main phase if absent.
    #[serde(default)]
    #[tsify(optional, type = "Step | \"main1\" | \"main2\"")]
    pub step: Option<String>,
    /// The seed of the game's random choices.
    #[serde(default)]
    pub seed: u64,
    /// The turn number, from 1; 1 if absent.
    #[serde(default)]
    #[tsify(optional)]
    pub turn: Option<u32>,
    /// Damage dealt earlier this turn (for prowl, 702.76a).
    #[serde(default)]
    #[tsify(optional)]
    pub damage_this_turn: Vec<DamageSetup>,
    /// 103.3, 701.24. Shuffle every library with the game's PRNG (seeded by
    /// `seed`) before play; the libraries are in the given order if absent.
    #[serde(default)]
    #[tsify(optional)]
    pub shuffle: bool,
    /// 103.5. Deal opening hands: after the optional shuffle each player
    /// draws seven cards, and the game waits for the London mulligan
    /// (`mulligan` and `putOnBottom` actions, in turn order from the active
    /// player, the starting player) before anyone gets priority. Hands must
    /// then be empty in the setup. False if absent.
    #[serde(default)]
    #[tsify(optional)]
    pub opening_hands: bool,
    /// 730.1. Whether it is day or night; neither if absent, unless a
    /// permanent listed has daybound (then day, 702.145d) or only nightbound
    /// (then night, 702.145g). A daybound permanent front face up at night
    /// or a nightbound one back face up at day is a problem (702.145c, f).
    #[serde(default)]
    #[tsify(optional)]
    pub day_night: Option<super::DayNight>,
}

/// One player in a [`GameSetup`]: every zone lists card names.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PlayerSetup {
    /// Life total; 20 if absent (103.4).
    #[serde(default = "twenty")]
    pub life: i32,
    /// The library, top card first.
    #[serde(default)]
    pub library: Vec<String>,
    /// The hand.
    #[serde(default)]
    pub hand: Vec<String>,
    /// Permanents: a card name, or an object with the permanent's status.
    #[serde(default)]
    pub battlefield: Vec<BattlefieldEntry>,
    /// The graveyard, bottom first.
    #[serde(default)]
    pub graveyard: Vec<String>,
    /// Cards this player owns in exile.
    #[serde(default)]
    pub exile: Vec<String>,
    /// Cards this player owns in the command zone.
    #[serde(default)]
    pub command: Vec<String>,
    /// Mana already in the pool.
    #[serde(default)]
    pub mana_pool: ManaPool,
    /// 103.2b, 702.139a. The companion revealed from outside the game (a
    /// card name), whose condition every card the setup gives this player
    /// must fulfil.
    #[serde(default)]
    #[tsify(optional)]
    pub companion: Option<String>,
    /// 122.1, 107.14. The player's counters, e.g. `{ "energy": 2 }`.
    #[serde(default)]
    #[tsify(optional)]
    pub counters: Counters,
}

impl Default for PlayerSetup {
    fn default() -> Self {
        PlayerSetup {
            life: 20,
            library: Vec::new(),
            hand: Vec::new(),
            battlefield: Vec::new(),
            graveyard: Vec::new(),
            exile: Vec::new(),
            command: Vec::new(),
            companion: None,
            mana_pool: ManaPool::default(),
            counters: Counters::default(),
        }
    }
}

const fn twenty() -> i32 {
    20
}

/// A permanent in a setup: just a card name (untapped, not summoning sick),
/// or the card with its status.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, tsify::Tsify)]
#[serde(untagged)]
pub enum BattlefieldEntry {
    /// A card name.
    Name(String),
    /// A card with its status.
    Permanent(PermanentSetup),
}

/// A permanent with its status.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PermanentSetup {
    /// The card's name.
    pub card: String,
    /// 110.5. Tapped.
    #[serde(default)]
    pub tapped: bool,
    /// 718.3. Cast prototyped.
    #[serde(default)]
    pub prototyped: bool,
    /// 122. Counters by kind, e.g. `{ "+1/+1": 2 }`.
    #[serde(default)]
    #[tsify(optional)]
    pub counters: Counters,
    /// 302.6. Came under its controller's control this turn.
    #[serde(default)]
    pub summoning_sick: bool,
    /// 712. The face up: an index or `"front"`/`"back"`.
    #[serde(default)]
    #[tsify(optional)]
    pub face: Option<FaceSelector>,
    /// 120.3. Damage marked on it.
    #[serde(default)]
    pub damage: u32,
    /// 702.76. Its prowl cost was paid when it was cast.
    #[serde(default)]
    pub prowl_paid: bool,
    /// 310.9. For a battle: the seat of its protector. If absent, the only
    /// possible protector, or its controller chooses among several (a
    /// pending choice when the game starts).
    #[serde(default)]
    #[tsify(optional)]
    pub protector: Option<u32>,
}

/// Damage dealt earlier this turn, for prowl (702.76a): the source (a card
/// name, or its creature types), who controlled it, what it damaged, and
/// whether it was combat damage.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DamageSetup {
    /// The source's card name: its creature types (and changeling) count.
    #[serde(default)]
    #[tsify(optional)]
    pub source: Option<String>,
    /// The source's creature types (added to the card's, if both are given).
    #[serde(default)]
    #[tsify(optional)]
    pub creature_types: Vec<String>,
    /// 702.73a. The source was every creature type.
    #[serde(default)]
    #[tsify(optional)]
    pub every_creature_type: bool,
    /// The seat of the source's controller.
    pub controller: u32,
    /// What was dealt damage; a player if absent.
    #[serde(default = "player")]
    #[tsify(optional)]
    pub damaged: Damaged,
    /// Whether it was combat damage; true if absent.
    #[serde(default = "yes")]
    #[tsify(optional)]
    pub combat: bool,
}

const fn player() -> Damaged {
    Damaged::Player
}

const fn yes() -> bool {
    true
}

impl GameSetup {
    /// Reads a setup from JSON. A JSON error is one problem, located by line
    /// and column.
    pub fn from_json(json: &str) -> Result<GameSetup, GameSetupError> {
        bounded_json(json)?;
        let invalid = |message: String| GameSetupError {
            problems: vec![problem(String::new(), "invalid_json", None, format!("the setup is not valid: {message}"))],
        };
        // Read by hand (`read_json`): serde's derive is large in the wasm.
        let value: serde_json::Value = serde_json::from_slice(json.as_bytes()).map_err(|e| invalid(e.to_string()))?;
        <GameSetup as super::read_json::FromJson>::read(&value).map_err(invalid)
    }
}

/// A setup's or a serialized game's JSON text is at most
/// [`MAX_GAME_JSON_LEN`](super::MAX_GAME_JSON_LEN) bytes long (`game_json_too_long`).
pub(crate) fn bounded_json(json: &str) -> Result<(), GameSetupError> {
    if json.len() <= super::MAX_GAME_JSON_LEN {
        return Ok(());
    }
    let message = format!("the JSON is {} bytes long; at most {} are accepted", json.len(), super::MAX_GAME_JSON_LEN);
    Err(GameSetupError { problems: vec![problem(String::new(), "game_json_too_long", None, message)] })
}

/// A setup (or a serialized game) that cannot become a game: every problem
/// found, each with the field (e.g. `players[0].battlefield[3]`), a stable
/// code, the rule when one decides it, and a message.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.summary())]
pub struct GameSetupError {
    /// Every problem (at most [`MAX_SETUP_PROBLEMS`], then one `too_many_problems`).
    pub problems: Vec<ProblemReport>,
}

impl GameSetupError {
    fn summary(&self) -> String {
        let n = self.problems.len();
        let shown: Vec<String> = self
            .problems
            .iter()
            .take(5)
            .map(|p| {
                if p.field.is_empty() {
                    format!("{} [{}]", p.message, p.code)
                } else {
                    format!("{}: {} [{}]", p.field, p.message, p.code)
                }
            })
            .collect();
        let more = if n > 5 { format!("; and {} more", n - 5) } else { String::new() };
        format!("the game setup has {n} problem{}: {}{more}", if n == 1 { "" } else { "s" }, shown.join("; "))
    }

    /// Whether some problem has this code.
    pub fn has(&self, code: &str) -> bool {
        self.problems.iter().any(|p| p.code == code)
    }
}

impl Coded for GameSetupError {
    fn code(&self) -> &'static str {
        "invalid_setup"
    }

    fn problems(&self) -> Vec<ProblemReport> {
        self.problems.clone()
    }
}

fn problem(field: String, code: &'static str, rule: Option<&'static str>, message: String) -> ProblemReport {
    ProblemReport { index: None, name: None, field, code, rule, message, offset: None }
}

/// The longest name a problem repeats, in characters.
fn short(name: &str) -> String {
    name.chars().take(100).collect()
}

/// One zone of a player's setup: its name, the zone, and each entry's
/// status (for permanents) and card name.
type ZoneEntries<'a> = (&'static str, Zone, Vec<(Option<&'a PermanentSetup>, &'a str)>);

/// Collects problems, up to the bound.
#[derive(Default)]
pub(crate) struct Problems {
    list: Vec<ProblemReport>,
    more: usize,
}

/// The largest life total, either way, of a serialized game (`Game::from_json`): a game in play
/// may pass a setup's [`MAX_COUNT`] (life gain has no maximum, 119.3), and its JSON must read
/// back. Half of `i32`'s range, so that the gains the engine makes (amounts up to a few million)
/// are still added in full (found by the oracle_template fuzz target: a game at 1,000,020 life
/// did not read back).
pub const MAX_GAME_LIFE: u32 = (i32::MAX / 2) as u32;

/// A life total in a setup is at most [`MAX_COUNT`] either way (119.1), in a serialized game at
/// most `bound` ([`MAX_GAME_LIFE`]). Found by the game_setup fuzz target: at i32::MAX a life
/// gain could not be added (119.3).
pub(crate) fn check_life(problems: &mut Problems, player: usize, life: i32, bound: u32) {
    if life.unsigned_abs() > bound {
        problems.push(
            format!("players[{player}].life"),
            "invalid_life",
            Some("119.1"),
            format!("life {life} is out of bounds; at most {bound} either way"),
        );
    }
}

impl Problems {
    pub(crate) fn push(&mut self, field: String, code: &'static str, rule: Option<&'static str>, message: String) {
        if self.list.len() < MAX_SETUP_PROBLEMS {
            self.list.push(problem(field, code, rule, message));
        } else {
            self.more += 1;
        }
    }

    pub(crate) fn finish(mut self) -> Result<(), GameSetupError> {
        if self.more > 0 {
            let more = self.more;
            self.list.push(problem(
                String::new(),
                "too_many_problems",
                None,
                format!("{more} more problems were found and not listed"),
            ));
        }
        if self.list.is_empty() { Ok(()) } else { Err(GameSetupError { problems: self.list }) }
    }
}

impl Game {
    /// Validates a setup into a game, reporting every problem at once:
    /// unknown card names, a card in a zone it cannot be in (an instant or
    /// sorcery on the battlefield, 304.4, 307.4), a prototyped permanent
    /// without prototype (702.160a), a face the card lacks, too many players,
    /// a zone over [`MAX_ZONE_OBJECTS`], an unknown step or seat, unknown
    /// creature types in the damage history, ...
    pub fn from_setup(db: &CardDb, setup: GameSetup) -> Result<Game, GameSetupError> {
        let mut problems = Problems::default();
        let n = setup.players.len();
        if n == 0 {
            problems.push("players".into(), "no_players", Some("102.1"), "a game needs at least one player".into());
        }
        if n > MAX_PLAYERS {
            problems.push(
                "players".into(),
                "too_many_players",
                None,
                format!("{n} players; this engine plays games of 1 to {MAX_PLAYERS} players"),
            );
        }
        let seat = |s: u32, field: &str, problems: &mut Problems| -> PlayerId {
            if (s as usize) >= n.min(MAX_PLAYERS) {
                if n == 0 {
                    return PlayerId(0); // already reported as no_players
                }
                problems.push(
                    field.to_string(),
                    "unknown_player",
                    Some("102.1"),
                    format!("there is no player {s}; seats are numbered from 0 to {}", n.saturating_sub(1)),
                );
                return PlayerId(0);
            }
            PlayerId(u8::try_from(s).unwrap_or(0))
        };
        let active = seat(setup.active_player, "activePlayer", &mut problems);
        let priority = match setup.priority_player {
            Some(p) => seat(p, "priorityPlayer", &mut problems),
            None => active,
        };
        let step = match setup.step.as_deref() {
            None => Step::PrecombatMain,
            Some(name) => Step::from_name(name).unwrap_or_else(|| {
                let names: Vec<&str> = Step::ALL.iter().map(|s| s.name()).collect();
                problems.push(
                    "step".into(),
                    "unknown_step",
                    Some("500.1"),
                    format!("'{}' is not a step; use one of {}", short(name), names.join(", ")),
                );
                Step::PrecombatMain
            }),
        };
        let turn = setup.turn.unwrap_or(1);
        if turn == 0 {
            problems.push("turn".into(), "invalid_turn", Some("500"), "turns are numbered from 1".into());
        }

        let mut table = TableBuilder::new(db);
        // Room for every card of the setup (each zone bounded below by MAX_ZONE_OBJECTS).
        let cards: usize = setup
            .players
            .iter()
            .take(MAX_PLAYERS)
            .map(|p| {
                let zones = [
                    p.library.len(),
                    p.hand.len(),
                    p.battlefield.len(),
                    p.graveyard.len(),
                    p.exile.len(),
                    p.command.len(),
                ];
                zones.iter().map(|&n| n.min(MAX_ZONE_OBJECTS)).sum::<usize>()
            })
            .sum();
        let mut state = GameState {
            players: Vec::with_capacity(n),
            objects: Vec::with_capacity(cards),
            battlefield: Vec::new(),
            stack: Vec::new(),
            exile: Vec::new(),
            command: Vec::new(),
            turn: turn.max(1),
            step,
            active_player: active,
            priority_player: priority,
            seed: setup.seed,
            next_object_id: 0,
            damage_this_turn: Vec::new(),
            passes: 0,
            pending: None,
            combat: None,
            triggers: Vec::new(),
            rng: super::rng::Pcg32::new(setup.seed, 0),
            until_end_of_turn: Vec::new(),
            switched: Vec::new(),
            saddled: Vec::new(),
            gained_abilities: Vec::new(),
            activated_this_turn: Vec::new(),
            resolved_this_turn: Vec::new(),
            done_this_turn: Vec::new(),
            triggered_this_turn: Vec::new(),
            entered_this_turn: Vec::new(),
            became_creatures: Vec::new(),
            drawn: false,
            resolving: None,
            copies_choosing_targets: Vec::new(),
            combat_damage_prevented: Vec::new(),
            all_combat_damage_prevented: false,
            damage_prevented_by_colors: crate::color::ColorSet::EMPTY,
            creatures_entering_uncast_exiled: false,
            next_upkeep: Vec::new(),
            end_of_combat: Vec::new(),
            delayed_this_turn: Vec::new(),
            next_end_step: Vec::new(),
            cant_attack_or_block: Vec::new(),
            abilities_lost: Vec::new(),
            exiled_to_pay: Vec::new(),
            cant_be_blocked_this_turn: Vec::new(),
            goaded: Vec::new(),
            exerted: Vec::new(),
            dies_returns: Vec::new(),
            play_from_exile: Vec::new(),
            plotted: Vec::new(),
            foretold: Vec::new(),
            plot_as_it_resolves: Vec::new(),
            exile_instead_of_graveyard: Vec::new(),
            sorceries_as_though_flash: Vec::new(),
            protected_from_everything: Vec::new(),
            attached_at: Vec::new(),
            also_subtypes: Vec::new(),
            merged: Vec::new(),
            type_changes: Vec::new(),
            control_changes: Vec::new(),
            returned_with: Vec::new(),
            chosen_names: Vec::new(),
            chosen_players: Vec::new(),
            owed_tokens: Vec::new(),
            monarch: None,
            initiative: None,
            day_night: setup.day_night,
            divisions: Vec::new(),
            phased_out: Vec::new(),
            index: Default::default(),
            checked: Default::default(),
        };
        let mut protectors: Vec<(ObjectId, u32, String)> = Vec::new();

        for (pi, p) in setup.players.iter().enumerate().take(MAX_PLAYERS) {
            let owner = PlayerId(u8::try_from(pi).unwrap_or(0));
            let mut player = Player {
                id: owner,
                life: p.life,
                mana_pool: p.mana_pool,
                lands_played: 0,
                library: Vec::with_capacity(p.library.len().min(MAX_ZONE_OBJECTS)),
                hand: Vec::with_capacity(p.hand.len().min(MAX_ZONE_OBJECTS)),
                graveyard: Vec::with_capacity(p.graveyard.len().min(MAX_ZONE_OBJECTS)),
                lost: false,
                drew_from_empty_library: false,
                counters: p.counters.clone(),
                companion: None,
                sacrificed: false,
                permanent_left_this_turn: false,
                descended: false,
                dungeon_room: None,
                dungeons_completed: 0,
                noncreature_spells_cast: 0,
                spells_cast: 0,
                creatures_attacked_with: 0,
                cards_drawn: 0,
                drew_in_draw_step: false,
                noncreature_spells_forbidden: false,
                spell_colors_cast: crate::color::ColorSet::EMPTY,
                spells_cant_be_countered: false,
                hexproof_from: crate::color::ColorSet::EMPTY,
            };
            if p.counters.iter().any(|(_, n)| n > MAX_COUNT) {
                problems.push(
                    format!("players[{pi}].counters"),
                    "invalid_counters",
                    Some("122.1"),
                    format!("a player has at most {MAX_COUNT} counters of a kind"),
                );
            }
            check_life(&mut problems, pi, p.life, MAX_COUNT);
            let zones: [ZoneEntries<'_>; 6] = [
                ("library", Zone::Library, p.library.iter().map(|s| (None, s.as_str())).collect()),
                ("hand", Zone::Hand, p.hand.iter().map(|s| (None, s.as_str())).collect()),
                (
                    "battlefield",
                    Zone::Battlefield,
                    p.battlefield
                        .iter()
                        .map(|e| match e {
                            BattlefieldEntry::Name(s) => (None, s.as_str()),
                            BattlefieldEntry::Permanent(ps) => (Some(ps), ps.card.as_str()),
                        })
                        .collect(),
                ),
                ("graveyard", Zone::Graveyard, p.graveyard.iter().map(|s| (None, s.as_str())).collect()),
                ("exile", Zone::Exile, p.exile.iter().map(|s| (None, s.as_str())).collect()),
                ("command", Zone::Command, p.command.iter().map(|s| (None, s.as_str())).collect()),
            ];
            for (zone_name, zone, entries) in zones {
                let base = format!("players[{pi}].{zone_name}");
                if entries.len() > MAX_ZONE_OBJECTS {
                    problems.push(
                        base.clone(),
                        "zone_too_large",
                        None,
                        format!("{} cards; a zone may hold at most {MAX_ZONE_OBJECTS} in a setup", entries.len()),
                    );
                    continue;
                }
                for (i, (status, name)) in entries.into_iter().enumerate() {
                    // The entry's path, written only for a problem (a setup's every card would pay for it).
                    let field = || format!("{base}[{i}]");
                    let Some((card_index, entry)) = table.add(db, name) else {
                        problems.push(
                            field(),
                            "unknown_card",
                            None,
                            format!("no card named '{}' is in the card database", short(name)),
                        );
                        continue;
                    };
                    let card = &entry.card;
                    let mut object = GameObject::new(ObjectId(0), card.name.clone(), card_index, owner, zone);
                    if let Some(s) = status {
                        let face = s.face.map(FaceSelector::index);
                        if let Some(f) = face
                            && f >= card.faces.len()
                        {
                            problems.push(
                                format!("{}.face", field()),
                                "no_such_face",
                                Some("712.8"),
                                format!(
                                    "'{}' has {} face(s), numbered from 0; it has no face {f}",
                                    card.name,
                                    card.faces.len()
                                ),
                            );
                        }
                        if s.prototyped && card.prototype().is_none() {
                            problems.push(
                                format!("{}.prototyped", field()),
                                "not_a_prototype",
                                Some("702.160a"),
                                format!("'{}' has no prototype ability, so it cannot be prototyped", card.name),
                            );
                        }
                        for (kind, count) in s.counters.iter() {
                            if count > MAX_COUNT {
                                problems.push(
                                    format!("{}.counters", field()),
                                    "invalid_counters",
                                    Some("122.1"),
                                    format!("counters '{kind}': {count}; a count is at most {MAX_COUNT}"),
                                );
                            }
                        }
                        if s.damage > MAX_COUNT {
                            problems.push(
                                format!("{}.damage", field()),
                                "invalid_damage",
                                Some("120.3"),
                                format!("damage {} is over {MAX_COUNT}", s.damage),
                            );
                        }
                        object.tapped = s.tapped;
                        object.summoning_sick = s.summoning_sick;
                        object.counters = s.counters.clone();
                        object.damage = s.damage;
                        object.prototyped = s.prototyped && card.prototype().is_some();
                        object.face = face.filter(|&f| f > 0 && f < card.faces.len());
                        object.prowl_paid = s.prowl_paid;
                    }
                    if zone == Zone::Battlefield {
                        let face = card.face(object.face.unwrap_or(0));
                        let permanent = face.is_some_and(|f| f.type_line.types.iter().any(CardType::is_permanent_type));
                        if !permanent {
                            let rule =
                                if face.is_some_and(|f| f.type_line.is(CardType::Instant)) { "304.4" } else { "307.4" };
                            problems.push(
                                field(),
                                "not_a_permanent",
                                Some(rule),
                                format!(
                                    "'{}' is not a permanent card, so it cannot be on the battlefield (CR 110.4)",
                                    card.name
                                ),
                            );
                            continue;
                        }
                    }
                    let id = state.new_id();
                    object.id = id;
                    if let Some(p) = status.and_then(|s| s.protector) {
                        protectors.push((id, p, format!("{}.protector", field())));
                    }
                    match zone {
                        Zone::Library => player.library.push(id),
                        Zone::Hand => player.hand.push(id),
                        Zone::Graveyard => player.graveyard.push(id),
                        Zone::Battlefield => state.battlefield.push(id),
                        Zone::Exile => state.exile.push(id),
                        Zone::Command | Zone::Stack => state.command.push(id),
                    }
                    state.objects.push(object);
                }
            }
            // 103.2b, 702.139a–b: a companion outside the game, its condition fulfilled by the starting deck.
            if let Some(name) = &p.companion {
                let field = format!("players[{pi}].companion");
                match table.add(db, name).map(|(_, e)| e.card.clone()) {
                    None => problems.push(
                        field,
                        "unknown_card",
                        None,
                        format!("no card named '{}' is in the card database", short(name)),
                    ),
                    Some(card) => {
                        let deck: Vec<&crate::card::Card> = state
                            .objects
                            .iter()
                            .filter(|o| o.owner == owner)
                            .filter_map(|o| table.entry(o.card_index).map(|e| &*e.card))
                            .collect();
                        match super::companion::companion_condition(&card) {
                            None => problems.push(
                                field,
                                "not_a_companion",
                                Some("702.139a"),
                                format!("'{}' has no companion ability", card.name),
                            ),
                            Some(condition) => match super::companion::companion_unmet(condition, &deck) {
                                Some(why) => problems.push(
                                    field,
                                    "companion_condition_unmet",
                                    Some("103.2b"),
                                    format!("'{}' can't be your companion: {why}", card.name),
                                ),
                                None => player.companion = Some(card.name.clone()),
                            },
                        }
                    }
                }
            }
            state.players.push(player);
        }

        for (i, d) in setup.damage_this_turn.iter().enumerate() {
            let field = format!("damageThisTurn[{i}]");
            let controller = seat(d.controller, &format!("{field}.controller"), &mut problems);
            let mut record = DamageRecord {
                source: None,
                creature_types: Vec::new(),
                every_creature_type: d.every_creature_type,
                controller,
                damaged: d.damaged,
                combat: d.combat,
                object: None,
                player: None,
                amount: 0,
            };
            if let Some(name) = &d.source {
                match db.get(name) {
                    Some(card) => {
                        record.source = Some(card.name.clone());
                        if let Some(front) = card.front() {
                            record.creature_types.extend(front.type_line.creature_types().map(str::to_string));
                            record.every_creature_type |= front.every_creature_type;
                        }
                    }
                    None => problems.push(
                        format!("{field}.source"),
                        "unknown_card",
                        None,
                        format!("no card named '{}' is in the card database", short(name)),
                    ),
                }
            }
            for (j, t) in d.creature_types.iter().enumerate() {
                match SubtypeKind::Creature.find(t) {
                    Some(found) => {
                        if !record.creature_types.iter().any(|c| c == found) {
                            record.creature_types.push(found.to_string());
                        }
                    }
                    None => problems.push(
                        format!("{field}.creatureTypes[{j}]"),
                        "unknown_creature_type",
                        Some("205.3m"),
                        format!("'{}' is not a creature type (CR 205.3m)", short(t)),
                    ),
                }
            }
            state.damage_this_turn.push(record);
        }
        if setup.damage_this_turn.len() > MAX_ZONE_OBJECTS {
            problems.push(
                "damageThisTurn".into(),
                "too_many_entries",
                None,
                format!("at most {MAX_ZONE_OBJECTS} entries"),
            );
        }
        // 310.9: protectors given.
        for (id, seat_number, field) in protectors {
            let p = seat(seat_number, &field, &mut problems);
            if let Some(o) = state.object_mut(id) {
                o.protector = Some(p);
            }
        }
        if setup.opening_hands {
            for (pi, p) in setup.players.iter().enumerate().take(MAX_PLAYERS) {
                if !p.hand.is_empty() {
                    problems.push(
                        format!("players[{pi}].hand"),
                        "hand_with_opening_hands",
                        Some("103.5"),
                        "with `openingHands` each player draws their hand from their library: list these cards in the library".into(),
                    );
                }
            }
        }
        problems.finish()?;
        let (shuffle, opening_hands) = (setup.shuffle, setup.opening_hands);
        let cards = table.finish(db);
        let (land_types, stoppers, watches) =
            (super::land_types_in(&cards), super::stoppers_in(&cards), super::turn::Watches::of(&cards));
        let mut game = Game { state, cards, land_types, stoppers, watches, journal: Default::default() };
        game.start(shuffle, opening_hands, &mut Problems::default())?;
        game.state.reindex();
        game.journal = super::journal::Journal::starting_at(&game.state);
        Ok(game)
    }

    /// After a setup: shuffles the libraries if asked (701.24), deals
    /// opening hands and starts the mulligan process if asked (103.5), puts
    /// defense counters on battles (310.4b) and loyalty counters on
    /// planeswalkers (306.5b) that have none, checks given protectors
    /// (310.9a, 310.12a) and chooses the only possible one (or asks the controller
    /// to choose among several).
    fn start(&mut self, shuffle: bool, opening_hands: bool, problems: &mut Problems) -> Result<(), GameSetupError> {
        if shuffle {
            let mut rng = self.state.rng;
            for p in &mut self.state.players {
                rng.shuffle(&mut p.library);
            }
            self.state.rng = rng;
            self.number_libraries_from_the_bottom();
        }
        // 103.5: before anything else waits for a choice, so a battle's
        // protector is chosen after the mulligans (704.5x).
        if opening_hands && let Err(e) = self.deal_opening_hands() {
            problems.push("openingHands".into(), "internal", Some("103.5"), e.to_string());
        }
        let mut events = Vec::new();
        for id in self.state.battlefield.clone() {
            if !self.starting_counters(id) {
                continue;
            }
            match self.state.object(id).and_then(|o| o.protector) {
                Some(p) => {
                    if !self.protector_choices(id).contains(&p) {
                        let (rule, message) = self.invalid_protector(id, p);
                        problems.push("battlefield".into(), "invalid_protector", Some(rule), message);
                    }
                }
                None => {
                    self.choose_protector_or_ask(id, &mut events);
                }
            }
        }
        self.day_night_at_setup(problems);
        std::mem::take(problems).finish()
    }

    /// After the first shuffle (701.24), gives the library cards new ids
    /// (nothing can tell a card in a shuffled library from another, 401.2):
    /// every library's bottom card first, players in turn, so that each top
    /// card has a higher id than any card below it. Objects are kept sorted
    /// by id, so a card drawn from the top then leaves from near the end of
    /// `objects` instead of shifting most of them (a large share of random
    /// play's time otherwise).
    fn number_libraries_from_the_bottom(&mut self) {
        let state = &mut self.state;
        // Which objects are library cards, found by id in `objects` (sorted by id): no
        // slice sort in code the wasm reaches (crate::sort).
        let mut in_library = vec![false; state.objects.len()];
        for id in state.players.iter().flat_map(|p| p.library.iter()) {
            if let Ok(i) = state.objects.binary_search_by_key(id, |o| o.id) {
                in_library[i] = true;
            }
        }
        let all = std::mem::replace(&mut state.objects, Vec::with_capacity(in_library.len()));
        let mut cards = Vec::with_capacity(all.len());
        for (object, library) in all.into_iter().zip(in_library) {
            if library { cards.push(object) } else { state.objects.push(object) }
        }
        let ids: Vec<ObjectId> = cards.iter().map(|o| o.id).collect();
        let mut cards: Vec<Option<GameObject>> = cards.into_iter().map(Some).collect();
        let mut libraries: Vec<Vec<ObjectId>> = state.players.iter().map(|p| p.library.clone()).collect();
        let deepest = libraries.iter().map(Vec::len).max().unwrap_or(0);
        for depth in (0..deepest).rev() {
            for library in &mut libraries {
                let Some(&old) = library.get(depth) else { continue };
                let Some(mut card) = ids.binary_search(&old).ok().and_then(|i| cards[i].take()) else { continue };
                card.id = state.new_id();
                library[depth] = card.id;
                state.objects.push(card);
            }
        }
        for (p, library) in state.players.iter_mut().zip(libraries) {
            p.library = library;
        }
        state.reindex();
    }

    /// Reads a setup from JSON and validates it ([`GameSetup::from_json`],
    /// [`Game::from_setup`]).
    pub fn from_setup_json(db: &CardDb, json: &str) -> Result<Game, GameSetupError> {
        Game::from_setup(db, GameSetup::from_json(json)?)
    }
}
