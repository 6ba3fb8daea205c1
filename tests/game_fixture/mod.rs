//! Shared by the `game_*` tests: the sample card database (loaded once,
//! with a few extra cards for snow and any-color mana) and small helpers.
#![allow(dead_code)]

use mtg_rules::card::CardDb;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, CastOption, Game, ObjectId, PlayerId, Target};
use serde_json::Value;
use std::sync::OnceLock;

/// Cards the sample file lacks: snow lands (107.4h), an any-color source,
/// a double striker with trample, a legendary Rogue, a "whenever you cast a creature spell" creature (Beast Whisperer), and five made-up cards
/// for templates no printed card has alone (their names say they are test
/// cards; Test Non-Siege Battle is a battle with no battle type, which no
/// printed card is yet, for CR 310.8 and 704.5w of 7 August 2026). `data/full-text-cards.json` adds printed cards with their whole
/// oracle text (Clone, Ephemerate, ...) and replaces the sample's abridged
/// Invasion of Belenon; `data/pool-full-text.json` is the coverage pool of
/// real cards with their whole text (Wrath of God, Lightning Helix, ...);
/// `data/mechanics-cards.json` real cards for mechanics no pool card has (Act of Treason);
/// `data/lands-costs-cards.json` real modal double-faced cards and spells
/// with cost modifiers (affinity, improvise, convoke, delve, Thalia), artifact
/// and indestructible lands; `data/pool-lands-mana.json` every land and mana
/// source of the real-deck pool (`data/POOLS.md`), then the rest of `data/pool-decks.json`; `data/lands-mana-cards.json` lands
/// and mana sources with today's oracle text (fetch, pain, filter and utility
/// lands, Treasure, Chromatic Star).
const EXTRA: &str = r#"[
  {"name": "Snow-Covered Forest", "layout": "normal", "type_line": "Basic Snow Land — Forest", "oracle_text": "({T}: Add {G}.)", "colors": []},
  {"name": "Snow-Covered Swamp", "layout": "normal", "type_line": "Basic Snow Land — Swamp", "oracle_text": "({T}: Add {B}.)", "colors": []},
  {"name": "Birds of Paradise", "layout": "normal", "mana_cost": "{G}", "type_line": "Creature — Bird", "oracle_text": "Flying\n{T}: Add one mana of any color.", "power": "0", "toughness": "1", "colors": ["G"]},
  {"name": "Zetalpa, Primal Dawn", "layout": "normal", "mana_cost": "{6}{W}{W}", "type_line": "Legendary Creature — Elder Dinosaur", "oracle_text": "Flying, double strike, vigilance, trample, indestructible", "power": "4", "toughness": "8", "colors": ["W"], "keywords": ["Flying", "Double strike", "Vigilance", "Trample", "Indestructible"]},
  {"name": "Tetsuko Umezawa, Fugitive", "layout": "normal", "mana_cost": "{1}{U}", "type_line": "Legendary Creature — Human Rogue", "oracle_text": "Creatures you control with power or toughness 1 or less can't be blocked.", "power": "1", "toughness": "3", "colors": ["U"]},
  {"name": "Test Venom Trampler", "layout": "normal", "mana_cost": "{2}{B}{G}", "type_line": "Creature — Snake", "oracle_text": "Deathtouch, trample", "power": "4", "toughness": "4", "colors": ["B", "G"], "keywords": ["Deathtouch", "Trample"]},
  {"name": "Test Red Spell Counter", "layout": "normal", "mana_cost": "{U}", "type_line": "Instant", "oracle_text": "Counter target red spell.", "colors": ["U"]},
  {"name": "Test War Drummer", "layout": "normal", "mana_cost": "{1}{W}", "type_line": "Creature — Human Soldier", "oracle_text": "Whenever Test War Drummer attacks, you gain 1 life.\nAt the beginning of your end step, draw a card.", "power": "2", "toughness": "2", "colors": ["W"]},
  {"name": "Beast Whisperer", "layout": "normal", "mana_cost": "{2}{G}{G}", "type_line": "Creature — Elf Druid", "oracle_text": "Whenever you cast a creature spell, draw a card.", "power": "4", "toughness": "3", "colors": ["G"]},
  {"name": "Test Small Creature Counter", "layout": "normal", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "Counter target creature spell with power or toughness 2 or less.", "colors": ["U"]},
  {"name": "Test Twice Sacrificed", "layout": "normal", "mana_cost": "{R}", "type_line": "Sorcery", "oracle_text": "As an additional cost to cast this spell, sacrifice a creature.\nDraw a card.\nFlashback—Sacrifice a creature.", "colors": ["R"]},
  {"name": "Test Non-Siege Battle", "layout": "normal", "mana_cost": "{1}{W}", "type_line": "Battle", "oracle_text": "At the beginning of your upkeep, you gain 1 life.", "defense": "3", "colors": ["W"]}
]"#;

pub fn db() -> &'static CardDb {
    static DB: OnceLock<CardDb> = OnceLock::new();
    DB.get_or_init(|| {
        let mut cards: Vec<Value> = serde_json::from_str(include_str!("../data/scryfall-cards.json")).unwrap();
        let full: Vec<Value> = serde_json::from_str(include_str!("../data/full-text-cards.json")).unwrap();
        cards.retain(|c| !full.iter().any(|f| f["name"] == c["name"]));
        cards.extend(full);
        cards.extend(serde_json::from_str::<Vec<Value>>(include_str!("../data/pool-full-text.json")).unwrap());
        // Real cards for mechanics no pool card has (`data/POOLS.md`, "Mechanics cards").
        cards.extend(serde_json::from_str::<Vec<Value>>(include_str!("../data/mechanics-cards.json")).unwrap());
        cards.extend(serde_json::from_str::<Vec<Value>>(include_str!("../data/lands-costs-cards.json")).unwrap());
        cards.extend(serde_json::from_str::<Vec<Value>>(include_str!("../data/lands-mana-cards.json")).unwrap());
        // Every land and mana source of the real-deck pool, but for the cards above.
        let lands: Vec<Value> = serde_json::from_str(include_str!("../data/pool-lands-mana.json")).unwrap();
        let lands: Vec<Value> = lands.into_iter().filter(|c| !cards.iter().any(|k| k["name"] == c["name"])).collect();
        cards.extend(lands);
        // Every other card of the real-deck pool (Thraben Inspector, Blood Fountain, ...).
        let decks: Vec<Value> = serde_json::from_str(include_str!("../data/pool-decks.json")).unwrap();
        let extra: Vec<Value> = serde_json::from_str(EXTRA).unwrap();
        let decks: Vec<Value> =
            decks.into_iter().filter(|c| !cards.iter().chain(&extra).any(|k| k["name"] == c["name"])).collect();
        cards.extend(decks);
        cards.extend(extra);
        CardDb::from_scryfall_value(&Value::Array(cards)).unwrap_or_else(|e| panic!("the sample imports: {e}"))
    })
}

/// The real-deck pool alone (every card of the 40 decklists,
/// `data/pool-decks.json`, today's Oracle text).
pub fn decks_pool() -> &'static CardDb {
    static DB: OnceLock<CardDb> = OnceLock::new();
    DB.get_or_init(|| CardDb::from_scryfall_json(include_str!("../data/pool-decks.json")).expect("the pool imports"))
}

/// A game of real-deck pool cards from a setup written as JSON.
pub fn decks_game(setup: Value) -> Game {
    Game::from_setup(decks_pool(), serde_json::from_value(setup).unwrap()).unwrap_or_else(|e| panic!("setup: {e}"))
}

/// A game of real-deck pool cards: player 0 (active, precombat main of turn
/// 3) has `mine` on the battlefield and `hand`; player 1 has `theirs`; each
/// library is three Plains.
pub fn decks_duel(mine: Value, hand: Value, theirs: Value) -> Game {
    decks_game(serde_json::json!({
        "players": [
            { "battlefield": mine, "hand": hand, "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": theirs, "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

/// Player 0 (active, precombat main of turn 3) has `mine` on the battlefield
/// and `hand`; player 1 has `theirs`; each library is `library`.
pub fn duel_with_library(mine: Value, hand: Value, theirs: Value, library: &[&str]) -> Game {
    game(serde_json::json!({
        "players": [
            { "battlefield": mine, "hand": hand, "library": library },
            { "battlefield": theirs, "library": library }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

/// A game from a setup written as JSON.
pub fn game(setup: Value) -> Game {
    Game::from_setup(db(), serde_json::from_value(setup).unwrap()).unwrap_or_else(|e| panic!("setup: {e}"))
}

/// The first object named `name` in `player`'s hand.
pub fn in_hand(game: &Game, player: u8, name: &str) -> ObjectId {
    let p = &game.state().players[player as usize];
    *p.hand.iter().find(|&&id| game.object(id).unwrap().card == name).unwrap_or_else(|| panic!("{name} in hand"))
}

/// Every permanent named `name`.
pub fn on_battlefield(game: &Game, name: &str) -> Vec<ObjectId> {
    game.state().battlefield.iter().copied().filter(|&id| game.object(id).unwrap().card == name).collect()
}

/// The cast option with this method.
pub fn option(game: &Game, id: ObjectId, method: CastMethod) -> CastOption {
    game.cast_options(id).unwrap().into_iter().find(|o| o.method == method).expect("the option is offered")
}

pub fn codes(option: &CastOption) -> Vec<&'static str> {
    option.reasons.iter().map(|r| r.code).collect()
}

pub fn cast(player: u8, object: ObjectId, method: CastMethod) -> Action {
    cast_at(player, object, method, Vec::new())
}

/// A cast with targets (601.2c).
pub fn cast_at(player: u8, object: ObjectId, method: CastMethod, targets: Vec<Target>) -> Action {
    let player = PlayerId(player);
    Action::CastSpell {
        player,
        object,
        method,
        x: None,
        payment: None,
        targets,
        modes: Vec::new(),
        choices: Vec::new(),
        division: Vec::new(),
    }
}

/// A cast by `method` with targets and the cards its cost exiles or discards.
pub fn cast_by(
    player: u8,
    object: mtg_rules::game::ObjectId,
    method: CastMethod,
    targets: Vec<mtg_rules::game::Target>,
    choices: Vec<mtg_rules::game::ObjectId>,
) -> Action {
    match cast_at(player, object, method, targets) {
        Action::CastSpell { player, object, method, x, payment, targets, modes, .. } => {
            Action::CastSpell { player, object, method, x, payment, targets, modes, choices, division: Vec::new() }
        }
        other => other,
    }
}

/// A normal cast with targets (601.2c), modes (601.2b, 700.2a) and the
/// objects its additional cost sacrifices, discards or exiles (601.2h).
pub fn cast_choosing(
    player: u8,
    object: ObjectId,
    targets: Vec<Target>,
    modes: Vec<usize>,
    choices: Vec<ObjectId>,
) -> Action {
    match cast_at(player, object, CastMethod::Normal, targets) {
        Action::CastSpell { player, object, method, x, payment, targets, .. } => {
            Action::CastSpell { player, object, method, x, payment, targets, modes, choices, division: Vec::new() }
        }
        other => other,
    }
}

/// An object as a target.
pub fn at(object: ObjectId) -> Target {
    Target::Object { object }
}

/// A player as a target.
pub fn player_target(player: u8) -> Target {
    Target::Player { player: PlayerId(player) }
}

pub fn pass(player: u8) -> Action {
    Action::PassPriority { player: PlayerId(player) }
}

/// Applies an action that must fail and checks the game is unchanged (732.1);
/// returns the error's code.
pub fn refused(game: &mut Game, action: Action) -> &'static str {
    use mtg_rules::error::Coded;
    let before = serde_json::to_string(game).unwrap();
    let error = game.apply(action.clone()).expect_err("the action is illegal");
    assert_eq!(serde_json::to_string(game).unwrap(), before, "{action:?} changed the game");
    assert!(!game.is_legal(&action));
    error.code()
}

/// Every legal action is legal and applies (on a copy).
pub fn check_legal_actions(game: &Game) {
    for action in game.legal_actions() {
        assert!(game.is_legal(&action), "{action:?}");
        let mut copy = game.clone();
        copy.apply(action.clone()).unwrap_or_else(|e| panic!("{action:?}: {e}"));
    }
}

/// 117.4. Every player still in the game passes priority in succession
/// (starting with the player who has it): the top of the stack resolves or
/// the step ends. Returns every event.
pub fn pass_all(game: &mut Game) -> Vec<mtg_rules::game::Event> {
    let n = game.state().players_in_game();
    let mut events = Vec::new();
    for _ in 0..n {
        let p = game.state().priority_player;
        events.extend(game.apply(Action::PassPriority { player: p }).unwrap_or_else(|e| panic!("pass: {e}")));
    }
    events
}

/// Passes priority (whoever has it) until `step` begins, taking the default
/// division of combat damage (510.1c); panics if another choice is pending.
pub fn advance_to(game: &mut Game, step: mtg_rules::game::Step) -> Vec<mtg_rules::game::Event> {
    let mut events = Vec::new();
    for _ in 0..500 {
        if game.state().step == step {
            return events;
        }
        // 510.1c: the attacking player takes the default division (listed first).
        if let Some(mtg_rules::game::Pending::AssignCombatDamage { .. }) = game.state().pending {
            let default = game.legal_actions().remove(0);
            events.extend(game.apply(default).unwrap_or_else(|e| panic!("default division: {e}")));
            continue;
        }
        assert!(game.state().pending.is_none(), "a choice is pending: {:?}", game.state().pending);
        let p = game.state().priority_player;
        events.extend(game.apply(Action::PassPriority { player: p }).unwrap_or_else(|e| panic!("pass: {e}")));
    }
    panic!("{step} did not come");
}

/// `DeclareAttackers` for `player`, each attacker at its target.
pub fn attack(player: u8, attackers: &[(ObjectId, mtg_rules::game::AttackTarget)]) -> Action {
    Action::DeclareAttackers {
        player: PlayerId(player),
        attackers: attackers
            .iter()
            .map(|&(attacker, target)| mtg_rules::game::AttackDeclaration { attacker, target, exert: false })
            .collect(),
    }
}

/// `DeclareBlockers` for `player`, each blocker on its attacker.
pub fn block(player: u8, blockers: &[(ObjectId, ObjectId)]) -> Action {
    Action::DeclareBlockers {
        player: PlayerId(player),
        blockers: blockers
            .iter()
            .map(|&(blocker, attacker)| mtg_rules::game::BlockDeclaration { blocker, attacker })
            .collect(),
    }
}

/// The attack target "player `p`".
pub fn at_player(p: u8) -> mtg_rules::game::AttackTarget {
    mtg_rules::game::AttackTarget::Player { player: PlayerId(p) }
}

/// The attack target "battle `id`".
pub fn at_battle(object: ObjectId) -> mtg_rules::game::AttackTarget {
    mtg_rules::game::AttackTarget::Battle { object }
}

/// Applies an action that must fail with `code` (and `rule`, if given),
/// checking the game's JSON is unchanged (732.1).
pub fn refused_with(game: &mut Game, action: Action, code: &str, rule: Option<&str>) {
    use mtg_rules::error::Coded;
    let before = game.to_json();
    let error = game.apply(action.clone()).expect_err("the action is illegal");
    assert_eq!(game.to_json(), before, "{action:?} changed the game");
    assert!(!game.is_legal(&action));
    assert_eq!(error.code(), code, "{error}");
    if let Some(rule) = rule {
        assert_eq!(error.rule(), Some(rule), "{error}");
    }
}

/// The defense counters on a battle.
pub fn defense(game: &Game, id: ObjectId) -> u32 {
    game.object(id).unwrap().counters.get(&mtg_rules::counter::CounterKind::Defense)
}

/// Passes priority until the stack is empty or a choice is pending.
pub fn resolve_all(g: &mut Game) -> Vec<mtg_rules::game::Event> {
    let mut events = Vec::new();
    while !g.state().stack.is_empty() && g.state().pending.is_none() {
        let p = g.state().priority_player;
        events.extend(g.apply(pass(p.0)).unwrap());
    }
    events
}

/// The one permanent named `name`.
pub fn the_only(g: &Game, name: &str) -> ObjectId {
    let ids = on_battlefield(g, name);
    assert_eq!(ids.len(), 1, "{name}: {ids:?}");
    ids[0]
}

/// Activating ability number `index` of `object` (its controller's; mana
/// ability choice 0), with no targets, choices or payment (the solver pays).
pub fn activate(game: &Game, object: ObjectId, index: usize) -> Action {
    activate_at(game, object, index, Vec::new())
}

/// Activating ability number `index` of `object` with `targets`.
pub fn activate_at(game: &Game, object: ObjectId, index: usize, targets: Vec<Target>) -> Action {
    let player = game.object(object).map_or(PlayerId(0), |o| o.controller);
    Action::ActivateAbility {
        player,
        object,
        ability: index,
        choice: 0,
        targets,
        choices: Vec::new(),
        payment: None,
        x: None,
    }
}

/// The zone where a card named `name` of player `player` is (their
/// graveyard or hand, exile, the battlefield, the stack), if anywhere.
pub fn zone_of(g: &Game, name: &str, player: usize) -> Option<Zone> {
    let p = &g.state().players[player];
    let named = |id: &ObjectId| g.object(*id).is_ok_and(|o| o.card == name);
    if p.graveyard.iter().any(named) {
        Some(Zone::Graveyard)
    } else if p.hand.iter().any(named) {
        Some(Zone::Hand)
    } else if g.state().exile.iter().any(named) {
        Some(Zone::Exile)
    } else if g.state().battlefield.iter().any(named) {
        Some(Zone::Battlefield)
    } else if g.state().stack.iter().any(named) {
        Some(Zone::Stack)
    } else {
        None
    }
}

/// The index of the loyalty ability with this cost among the face's abilities.
pub fn loyalty_ability(card: &str, change: i32) -> usize {
    use mtg_rules::text::{Ability, CostPart};
    let face = decks_pool().card(card).unwrap().front().unwrap();
    face.abilities
        .iter()
        .position(|a| matches!(a, Ability::Activated { cost, .. } if cost.parts == [CostPart::Loyalty { change }]))
        .unwrap_or_else(|| panic!("{card} has a loyalty ability {change}"))
}

/// Passes priority until `step` of the next turn of player `player` begins.
pub fn to_next_turn_step(g: &mut Game, player: u8, step: mtg_rules::game::Step) -> Vec<mtg_rules::game::Event> {
    let turn = g.state().turn;
    let mut events = Vec::new();
    while !(g.state().turn > turn && g.state().active_player == PlayerId(player) && g.state().step == step) {
        match g.state().pending {
            Some(mtg_rules::game::Pending::DeclareAttackers { player }) => {
                events.extend(g.apply(attack(player.0, &[])).unwrap());
                continue;
            }
            Some(mtg_rules::game::Pending::DeclareBlockers { player }) => {
                events.extend(g.apply(block(player.0, &[])).unwrap());
                continue;
            }
            ref other => assert!(other.is_none(), "a choice is pending: {other:?}"),
        }
        let p = g.state().priority_player;
        events.extend(g.apply(mtg_rules::game::Action::PassPriority { player: p }).unwrap());
    }
    events
}

/// Answers the pending choice of a trigger's targets (603.3d) with `targets`.
pub fn choose_trigger_targets(g: &mut Game, targets: &[Target]) {
    assert!(
        matches!(g.state().pending, Some(mtg_rules::game::Pending::ChooseTargets { .. })),
        "{:?}",
        g.state().pending
    );
    let choose = g
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::ChooseTargets { targets: t, .. } if t[..] == *targets));
    g.apply(choose.expect("a legal choice of targets")).unwrap();
}
