//! Permanents of real decks (issue 14, `data/pool-decks.json`, current
//! Oracle text) whose abilities change combat's requirements or define
//! their own characteristics, or trigger as players cast spells.

mod game_fixture;
use game_fixture::*;
use mtg_rules::game::{Action, CastMethod, Game, Pending, PlayerId, Step};
use serde_json::{Value, json};

/// Player 0 (active, precombat main of turn 3) has `mine` on the
/// battlefield, `hand` and `graveyard`; player 1 has `theirs`.
fn table(mine: Value, hand: Value, graveyard: Value, theirs: Value) -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": mine, "hand": hand, "graveyard": graveyard, "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": theirs, "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

/// Four card types in a graveyard: land, instant, sorcery, artifact (205.2a).
fn four_types() -> Value {
    json!(["Mountain", "Lightning Bolt", "Preordain", "Mishra's Bauble"])
}

fn declares_attackers(g: &Game) -> bool {
    matches!(g.state().pending, Some(Pending::DeclareAttackers { .. }))
}

#[test]
fn dragons_rage_channeler_with_delirium_is_three_three_flying_and_must_attack_508_1d() {
    let mut g =
        table(json!(["Dragon's Rage Channeler", "Ragavan, Nimble Pilferer"]), json!([]), four_types(), json!([]));
    let drc = the_only(&g, "Dragon's Rage Channeler");
    let ragavan = the_only(&g, "Ragavan, Nimble Pilferer");
    let view = g.permanent(drc).expect("on the battlefield");
    assert_eq!((view.power, view.toughness), (3, 3), "delirium: +2/+2 (611.3a, 613.4c)");
    assert!(view.keywords.flying, "delirium: flying (613.1f)");
    advance_to(&mut g, Step::DeclareAttackers);
    assert!(declares_attackers(&g));
    // 508.1d: every declaration offered includes it; one without it is refused.
    for action in g.legal_actions() {
        let Action::DeclareAttackers { attackers, .. } = &action else { continue };
        assert!(attackers.iter().any(|a| a.attacker == drc), "{action:?} leaves it home");
    }
    // No declaration is listed twice (as a set of attackers and what they attack).
    let mut listed: Vec<Vec<String>> = g
        .legal_actions()
        .iter()
        .filter_map(|a| match a {
            Action::DeclareAttackers { attackers, .. } => {
                let mut set: Vec<String> = attackers.iter().map(|d| format!("{d:?}")).collect();
                set.sort();
                Some(set)
            }
            _ => None,
        })
        .collect();
    let all = listed.len();
    listed.sort();
    listed.dedup();
    assert_eq!(listed.len(), all, "a declaration listed twice");
    refused_with(&mut g, attack(0, &[]), "attack_requirement", Some("508.1d"));
    refused_with(&mut g, attack(0, &[(ragavan, at_player(1))]), "attack_requirement", Some("508.1d"));
    check_legal_actions(&g);
    g.apply(attack(0, &[(drc, at_player(1))])).expect("it attacks alone: the requirement obeyed");
    assert_eq!(g.state().combat.as_ref().map(|c| c.attackers.len()), Some(1));
}

#[test]
fn dragons_rage_channeler_without_delirium_is_one_one_and_may_stay_home_508_1d() {
    // Three card types only: land, instant, sorcery.
    let mut g = table(
        json!(["Dragon's Rage Channeler"]),
        json!([]),
        json!(["Mountain", "Lightning Bolt", "Preordain"]),
        json!([]),
    );
    let drc = the_only(&g, "Dragon's Rage Channeler");
    let view = g.permanent(drc).expect("on the battlefield");
    assert_eq!((view.power, view.toughness), (1, 1));
    assert!(!view.keywords.flying);
    advance_to(&mut g, Step::DeclareAttackers);
    assert!(declares_attackers(&g));
    g.apply(attack(0, &[])).expect("no requirement without delirium");
}

#[test]
fn a_tapped_dragons_rage_channeler_is_not_able_to_attack_so_nothing_is_required_508_1d() {
    // Ragavan, untapped, makes the declare attackers step ask.
    let mut g = table(
        json!([{ "card": "Dragon's Rage Channeler", "tapped": true }, "Ragavan, Nimble Pilferer"]),
        json!([]),
        four_types(),
        json!([]),
    );
    advance_to(&mut g, Step::DeclareAttackers);
    assert!(declares_attackers(&g));
    g.apply(attack(0, &[])).expect("a tapped creature is not able to attack (508.1a)");
}

#[test]
fn dragons_rage_channeler_surveils_1_when_its_controller_casts_a_noncreature_spell_701_25a() {
    let mut g = table(json!(["Dragon's Rage Channeler", "Mountain"]), json!(["Lightning Bolt"]), json!([]), json!([]));
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![player_target(1)])).expect("Bolt is cast");
    // The trigger goes on the stack above Bolt and resolves first.
    g.apply(pass(0)).unwrap();
    g.apply(pass(1)).unwrap();
    let Some(Pending::Surveil { player, cards, .. }) = g.state().pending.clone() else {
        panic!("surveil 1 is pending: {:?}", g.state().pending)
    };
    assert_eq!(player, PlayerId(0));
    assert_eq!(cards.len(), 1, "surveil 1: the top card (701.25a)");
    let library = g.state().players[0].library.len();
    g.apply(Action::Surveil { player, top: vec![], graveyard: vec![cards[0]] }).expect("to the graveyard");
    assert_eq!(g.state().players[0].library.len(), library - 1, "the top card left the library");
    let graveyard: Vec<String> =
        g.state().players[0].graveyard.iter().map(|&id| g.object(id).expect("exists").card.clone()).collect();
    assert!(graveyard.contains(&"Plains".to_string()), "the Plains surveilled into the graveyard: {graveyard:?}");
}

#[test]
fn nishoba_brawlers_power_is_the_number_of_basic_land_types_among_its_controllers_lands_604_3() {
    // Forest; Bayou (Swamp Forest); Breeding Pool (Forest Island): Forest, Swamp, Island.
    let g = table(
        json!(["Nishoba Brawler", "Forest", "Bayou", "Breeding Pool", { "card": "Nishoba Brawler", "counters": { "+1/+1": 1 } }]),
        json!([]),
        json!([]),
        json!(["Plains", "Mountain"]),
    );
    let brawlers = on_battlefield(&g, "Nishoba Brawler");
    let plain = g.permanent(brawlers[0]).expect("on the battlefield");
    assert_eq!((plain.power, plain.toughness), (3, 3), "three basic land types; the opponent's lands don't count");
    assert!(plain.keywords.trample);
    // 613.4a before 613.4c: the +1/+1 counter adds to the defined power.
    let countered = g.permanent(brawlers[1]).expect("on the battlefield");
    assert_eq!((countered.power, countered.toughness), (4, 4));
}

#[test]
fn under_blood_moon_nishoba_brawler_counts_only_mountains_layer_4_before_layer_7a_613_1d_613_4a() {
    let g = table(json!(["Nishoba Brawler", "Bayou", "Breeding Pool", "Blood Moon"]), json!([]), json!([]), json!([]));
    let brawler = the_only(&g, "Nishoba Brawler");
    // Blood Moon makes Bayou and Breeding Pool Mountains (layer 4) before the
    // characteristic-defining ability counts their types (layer 7a).
    assert_eq!(g.permanent(brawler).expect("on the battlefield").power, 1);
}

#[test]
fn scion_of_draco_gives_each_creature_you_control_the_keyword_of_each_of_its_colors_613_1f() {
    let g = table(
        json!([
            "Scion of Draco",
            "Crawling Chorus",
            "Faerie Seer",
            "Dauthi Voidwalker",
            "Fulminator Mage",
            "Cenote Scout",
            "Haywire Mite"
        ]),
        json!([]),
        json!([]),
        json!(["Crawling Chorus"]),
    );
    let keywords = |name: &str| {
        let id = *on_battlefield(&g, name).first().expect("on the battlefield");
        g.permanent(id).expect("a permanent").keywords
    };
    assert!(keywords("Crawling Chorus").vigilance, "white: vigilance");
    assert!(keywords("Faerie Seer").hexproof, "blue: hexproof");
    assert!(keywords("Dauthi Voidwalker").lifelink, "black: lifelink");
    let fulminator = keywords("Fulminator Mage");
    assert!(fulminator.lifelink && fulminator.first_strike, "black and red: lifelink and first strike");
    assert!(!fulminator.trample && !fulminator.vigilance);
    assert!(keywords("Cenote Scout").trample, "green: trample");
    let mite = keywords("Haywire Mite");
    assert!(
        !(mite.vigilance || mite.hexproof || mite.lifelink || mite.first_strike || mite.trample),
        "colorless: none"
    );
    let scion = keywords("Scion of Draco");
    assert!(scion.flying && !scion.vigilance, "Scion itself is colorless");
    // The opponent's white creature gains nothing.
    let theirs = *on_battlefield(&g, "Crawling Chorus").last().unwrap();
    assert_eq!(g.object(theirs).unwrap().controller, PlayerId(1));
    assert!(!g.permanent(theirs).unwrap().keywords.vigilance);
}

#[test]
fn up_the_beanstalk_draws_as_it_enters_and_for_each_spell_of_mana_value_five_or_more_603_2() {
    let mut lands = vec!["Plains"; 10];
    lands.extend(["Forest", "Forest"]);
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": lands, "hand": ["Up the Beanstalk", "Eagles of the North", "Guardian of the Guildpact"], "library": ["Island", "Island", "Island", "Island"] },
            { "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let hand = |g: &Game| g.state().players[0].hand.len();
    let beanstalk = in_hand(&g, 0, "Up the Beanstalk");
    g.apply(cast(0, beanstalk, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert_eq!(hand(&g), 3, "cast one, drew one as it entered");
    // Mana value 4: no draw.
    let guardian = in_hand(&g, 0, "Guardian of the Guildpact");
    g.apply(cast(0, guardian, CastMethod::Normal)).unwrap();
    assert_eq!(g.state().stack.len(), 1, "no trigger for mana value 4");
    resolve_all(&mut g);
    assert_eq!(hand(&g), 2);
    // Mana value 6: the trigger resolves before the spell.
    let eagles = in_hand(&g, 0, "Eagles of the North");
    g.apply(cast(0, eagles, CastMethod::Normal)).unwrap();
    assert_eq!(g.state().stack.len(), 2, "Eagles and the draw trigger");
    resolve_all(&mut g);
    assert_eq!(hand(&g), 2, "cast one, drew one");
}

#[test]
fn archon_of_cruelty_attacking_makes_that_opponent_sacrifice_discard_and_lose_three_and_you_draw_and_gain_three_608_2c()
{
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Archon of Cruelty"], "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": ["Jawbone Duelist", { "card": "Liliana of the Veil", "counters": { "loyalty": 3 } }],
              "hand": ["Lightning Bolt", "Counterspell"], "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let archon = the_only(&g, "Archon of Cruelty");
    let duelist = the_only(&g, "Jawbone Duelist");
    let liliana = the_only(&g, "Liliana of the Veil");
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(archon, at_player(1))])).unwrap();
    // 603.3d: its one target, an opponent.
    if matches!(g.state().pending, Some(Pending::ChooseTargets { .. })) {
        let choose = g
            .legal_actions()
            .into_iter()
            .find(|a| matches!(a, Action::ChooseTargets { targets, .. } if targets[..] == [player_target(1)]));
        g.apply(choose.expect("target opponent: player 1")).unwrap();
    }
    resolve_all(&mut g);
    // 701.21a: "a creature or planeswalker": player 1 chooses between both.
    let Some(Pending::ChooseObject { player, objects, .. }) = g.state().pending.clone() else {
        panic!("a sacrifice choice: {:?}", g.state().pending)
    };
    assert_eq!(player, PlayerId(1));
    assert_eq!(objects.len(), 2);
    assert!(objects.contains(&duelist) && objects.contains(&liliana));
    g.apply(Action::ChooseObject { player: PlayerId(1), object: liliana }).unwrap();
    assert!(on_battlefield(&g, "Liliana of the Veil").is_empty(), "701.21a: sacrificed");
    // 608.2c, 701.9b: then that player discards a card of their choice.
    assert!(matches!(g.state().pending, Some(Pending::Discard { player: PlayerId(1), .. })), "{:?}", g.state().pending);
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    g.apply(Action::Discard { player: PlayerId(1), object: bolt }).unwrap();
    resolve_all(&mut g);
    assert!(g.state().pending.is_none(), "{:?}", g.state().pending);
    let (me, them) = (&g.state().players[0], &g.state().players[1]);
    assert_eq!(them.life, 17, "119.3: that player loses 3 life");
    assert_eq!(them.hand.len(), 1, "one card discarded");
    assert_eq!(me.life, 23, "you gain 3 life");
    assert_eq!(me.hand.len(), 1, "you draw a card");
    assert_eq!(the_only(&g, "Jawbone Duelist"), duelist, "only one permanent sacrificed");
}

/// Player `active` (precombat main of turn 3) and the other player, each
/// with `battlefield` and `hand` (and three Plains in their library).
fn two_sided(active: u8, p0: (Value, Value), p1: (Value, Value)) -> Game {
    decks_game(json!({
        "players": [
            { "battlefield": p0.0, "hand": p0.1, "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": p1.0, "hand": p1.1, "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": active, "step": "precombatMain", "turn": 3
    }))
}

#[test]
fn kambal_makes_the_opponent_who_casts_a_noncreature_spell_lose_two_and_its_controller_gain_two_601_2i_608_2c() {
    let mut g = two_sided(
        1,
        (json!(["Kambal, Consul of Allocation"]), json!([])),
        (json!(["Mountain", "Mountain", "Plains", "Plains"]), json!(["Lightning Bolt", "Jawbone Duelist"])),
    );
    // 601.2i: a creature spell is no noncreature spell: nothing triggers.
    g.apply(cast(1, in_hand(&g, 1, "Jawbone Duelist"), CastMethod::Normal)).unwrap();
    assert_eq!(g.state().stack.len(), 1, "only the creature spell");
    resolve_all(&mut g);
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    g.apply(cast_at(1, bolt, CastMethod::Normal, vec![player_target(0)])).unwrap();
    // 603.3: Kambal's ability goes on the stack above the Bolt.
    assert_eq!(g.state().stack.len(), 2, "the Bolt and the trigger");
    resolve_all(&mut g);
    let (kambals, caster) = (&g.state().players[0], &g.state().players[1]);
    assert_eq!(caster.life, 18, "608.2c: that player (the caster) loses 2 life");
    assert_eq!(kambals.life, 20 + 2 - 3, "Kambal's controller gains 2, then takes the Bolt's 3");
}

#[test]
fn kambal_does_not_trigger_for_its_controllers_own_noncreature_spell_102_2() {
    let mut g = two_sided(
        0,
        (json!(["Kambal, Consul of Allocation", "Mountain"]), json!(["Lightning Bolt"])),
        (json!([]), json!([])),
    );
    g.apply(cast_at(0, in_hand(&g, 0, "Lightning Bolt"), CastMethod::Normal, vec![player_target(1)])).unwrap();
    assert_eq!(g.state().stack.len(), 1, "an opponent's spells only");
    resolve_all(&mut g);
    assert_eq!((g.state().players[0].life, g.state().players[1].life), (20, 17));
}

#[test]
fn deafening_silence_lets_each_player_cast_one_noncreature_spell_each_turn_601_3() {
    let mut g = two_sided(
        0,
        (
            json!(["Deafening Silence", "Mountain", "Mountain", "Mountain"]),
            json!(["Lightning Bolt", "Lightning Bolt", "Ragavan, Nimble Pilferer"]),
        ),
        (json!(["Mountain"]), json!(["Lightning Bolt"])),
    );
    let bolts: Vec<_> = g.state().players[0]
        .hand
        .iter()
        .copied()
        .filter(|&id| g.object(id).unwrap().card == "Lightning Bolt")
        .collect();
    g.apply(cast_at(0, bolts[0], CastMethod::Normal, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].life, 17);
    // The count survives a JSON round trip.
    let json = g.to_json();
    let back = Game::from_json(decks_pool(), &json).unwrap();
    assert_eq!(back.to_json(), json);
    // 601.3: the second noncreature spell this turn can't be cast.
    for g in [&g, &back] {
        let second = option(g, bolts[1], CastMethod::Normal);
        assert!(!second.castable);
        assert_eq!(codes(&second), ["cast_limit"], "{:?}", second.reasons);
    }
    refused_with(&mut g, cast_at(0, bolts[1], CastMethod::Normal, vec![player_target(1)]), "cast_limit", Some("601.3"));
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::CastSpell { object, .. } if *object == bolts[1])));
    // A creature spell is not limited.
    let ragavan = in_hand(&g, 0, "Ragavan, Nimble Pilferer");
    assert!(option(&g, ragavan, CastMethod::Normal).castable);
    // The other player has cast none: in their upkeep they may, once; the count begins again each turn.
    to_next_turn_step(&mut g, 1, Step::Upkeep);
    g.apply(cast_at(1, in_hand(&g, 1, "Lightning Bolt"), CastMethod::Normal, vec![player_target(0)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].life, 17);
    assert_eq!(g.state().priority_player, PlayerId(1));
    g.apply(pass(1)).unwrap();
    assert!(option(&g, bolts[1], CastMethod::Normal).castable, "a new turn: player 0 has cast none this turn");
}

/// The first card named `name` in `player`'s graveyard.
fn in_graveyard(g: &Game, player: u8, name: &str) -> mtg_rules::game::ObjectId {
    let p = &g.state().players[player as usize];
    *p.graveyard.iter().find(|&&id| g.object(id).unwrap().card == name).unwrap_or_else(|| panic!("{name} in graveyard"))
}

fn play_land(player: u8, object: mtg_rules::game::ObjectId) -> Action {
    Action::PlayLand { player: PlayerId(player), object, face: None }
}

#[test]
fn crucible_of_worlds_lets_its_controller_play_a_land_from_their_graveyard_as_their_land_play_305_1_305_2() {
    let setup = |crucible: bool| {
        let mine = if crucible { json!(["Crucible of Worlds"]) } else { json!([]) };
        decks_game(json!({
            "players": [
                { "battlefield": mine, "graveyard": ["Mountain", "Plains", "Lightning Bolt"],
                  "library": ["Plains", "Plains", "Plains"] },
                { "graveyard": ["Island"], "library": ["Plains", "Plains", "Plains"] }
            ],
            "activePlayer": 0, "step": "precombatMain", "turn": 3
        }))
    };
    // Without it, a land in the graveyard is not playable (305.1: from hand).
    let mut g = setup(false);
    let mountain = in_graveyard(&g, 0, "Mountain");
    refused_with(&mut g, play_land(0, mountain), "not_in_hand", Some("305.1"));
    let mut g = setup(true);
    let (mountain, plains) = (in_graveyard(&g, 0, "Mountain"), in_graveyard(&g, 0, "Plains"));
    let island = in_graveyard(&g, 1, "Island");
    let listed = g.legal_actions();
    assert!(listed.contains(&play_land(0, mountain)) && listed.contains(&play_land(0, plains)));
    assert!(!listed.iter().any(|a| matches!(a, Action::PlayLand { object, .. } if *object == island)));
    // Only its owner's graveyard ("your graveyard").
    refused_with(&mut g, play_land(0, island), "not_in_hand", Some("305.1"));
    check_legal_actions(&g);
    g.apply(play_land(0, mountain)).unwrap();
    assert_eq!(on_battlefield(&g, "Mountain").len(), 1, "the Mountain is played from the graveyard");
    assert_eq!(g.state().players[0].lands_played, 1);
    // 305.2: it is the turn's land play.
    let plains = in_graveyard(&g, 0, "Plains");
    refused_with(&mut g, play_land(0, plains), "land_already_played", Some("305.2"));
}

#[test]
fn magebane_lizard_deals_each_caster_of_a_noncreature_spell_damage_equal_to_their_noncreature_spells_this_turn_601_2i_608_2c()
 {
    let mut g = two_sided(
        1,
        (json!(["Magebane Lizard", "Mountain"]), json!(["Lightning Bolt"])),
        (
            json!(["Mountain", "Mountain", "Mountain", "Plains", "Plains"]),
            json!(["Jawbone Duelist", "Lightning Bolt", "Lightning Bolt"]),
        ),
    );
    // A creature spell: nothing triggers, and it is not counted.
    g.apply(cast(1, in_hand(&g, 1, "Jawbone Duelist"), CastMethod::Normal)).unwrap();
    assert_eq!(g.state().stack.len(), 1, "only the creature spell");
    resolve_all(&mut g);
    // The first noncreature spell: 1 damage to its caster.
    g.apply(cast_at(1, in_hand(&g, 1, "Lightning Bolt"), CastMethod::Normal, vec![player_target(0)])).unwrap();
    assert_eq!(g.state().stack.len(), 2, "the Bolt and the Lizard's trigger above it (603.3)");
    resolve_all(&mut g);
    assert_eq!((g.state().players[0].life, g.state().players[1].life), (17, 19));
    // The second: 2 damage. Its controller answers with a Bolt of their own: "a player" includes them (1 damage).
    g.apply(cast_at(1, in_hand(&g, 1, "Lightning Bolt"), CastMethod::Normal, vec![player_target(0)])).unwrap();
    g.apply(pass(1)).unwrap();
    g.apply(cast_at(0, in_hand(&g, 0, "Lightning Bolt"), CastMethod::Normal, vec![player_target(1)])).unwrap();
    assert_eq!(g.state().stack.len(), 4);
    resolve_all(&mut g);
    let (lizards, caster) = (&g.state().players[0], &g.state().players[1]);
    assert_eq!(caster.life, 19 - 3 - 2, "their Bolt's 3, then the Lizard's 2 for their second noncreature spell");
    assert_eq!(lizards.life, 17 - 1 - 3, "the Lizard's 1 for its controller's own first one, then the second Bolt");
    // The counts begin again each turn.
    to_next_turn_step(&mut g, 0, Step::Upkeep);
    assert!(g.state().players.iter().all(|p| (p.spells_cast, p.noncreature_spells_cast) == (0, 0)));
}

#[test]
fn aetherflux_reservoir_gains_one_life_for_each_spell_cast_this_turn_then_pays_fifty_life_for_fifty_damage_601_2i_119_4()
 {
    let mut g = decks_game(json!({
        "players": [
            { "life": 45, "battlefield": ["Aetherflux Reservoir", "Mountain", "Mountain", "Mountain", "Plains", "Plains"],
              "hand": ["Lightning Bolt", "Lightning Bolt", "Jawbone Duelist"], "library": ["Plains", "Plains"] },
            { "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let reservoir = the_only(&g, "Aetherflux Reservoir");
    let fifty = |g: &Game| {
        g.legal_actions().into_iter().find(|a| {
            matches!(a, Action::ActivateAbility { object, targets, .. }
                if *object == reservoir && targets[..] == [player_target(1)])
        })
    };
    assert!(fifty(&g).is_none(), "119.4: 45 life can't pay 50");
    for _ in 0..2 {
        let bolt = in_hand(&g, 0, "Lightning Bolt");
        g.apply(cast_at(0, bolt, CastMethod::Normal, vec![player_target(1)])).unwrap();
        resolve_all(&mut g);
    }
    assert_eq!(g.state().players[0].life, 45 + 1 + 2, "the first spell this turn gains 1, the second 2");
    // Any spell counts, a creature spell too.
    g.apply(cast(0, in_hand(&g, 0, "Jawbone Duelist"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].life, 51);
    assert_eq!(g.state().players[0].spells_cast, 3);
    // The count survives a JSON round trip.
    let json = g.to_json();
    assert_eq!(Game::from_json(decks_pool(), &json).unwrap().to_json(), json);
    // 119.4: now 50 life can be paid: 50 damage to the opponent.
    g.apply(fifty(&g).expect("Pay 50 life: 50 damage to any target")).unwrap();
    assert_eq!(g.state().players[0].life, 1);
    resolve_all(&mut g);
    let opponent = &g.state().players[1];
    assert_eq!(opponent.life, 20 - 6 - 50);
    assert!(opponent.lost, "704.5a: 0 or less life");
}

#[test]
fn counterbalance_reveals_the_top_card_and_counters_that_spell_only_if_it_has_the_same_mana_value_701_20a_701_6a() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Counterbalance"], "library": ["Lightning Bolt", "Plains"] },
            { "battlefield": ["Mountain", "Mountain", "Plains", "Plains"], "hand": ["Jawbone Duelist", "Lightning Bolt"],
              "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 1, "step": "precombatMain", "turn": 3
    }));
    let top = g.state().players[0].library[0];
    let may = |g: &Game, spell| matches!(g.state().pending, Some(Pending::YouMay { player: PlayerId(0), object, .. }) if object == spell);
    // Mana value 2 against the revealed Bolt's 1: the Duelist resolves.
    g.apply(cast(1, in_hand(&g, 1, "Jawbone Duelist"), CastMethod::Normal)).unwrap();
    assert_eq!(g.state().stack.len(), 2, "the opponent's spell and Counterbalance's trigger");
    let spell = g.state().stack[0];
    resolve_all(&mut g);
    assert!(may(&g, spell), "that spell: {:?}", g.state().pending);
    // The choice survives a JSON round trip.
    let json = g.to_json();
    assert_eq!(Game::from_json(decks_pool(), &json).unwrap().to_json(), json);
    let events = g.apply(Action::YouMay { player: PlayerId(0), accept: true }).unwrap();
    assert!(events.iter().any(|e| matches!(e, mtg_rules::game::Event::Revealed { object, .. } if *object == top)));
    assert_eq!(g.state().players[0].library[0], top, "701.20a: revealed, it stays on top");
    resolve_all(&mut g);
    assert_eq!(on_battlefield(&g, "Jawbone Duelist").len(), 1);
    // Mana value 1, as the revealed card: the Bolt is countered (701.6a) and goes to the graveyard.
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    g.apply(cast_at(1, bolt, CastMethod::Normal, vec![player_target(0)])).unwrap();
    let spell = g.state().stack[0];
    resolve_all(&mut g);
    assert!(may(&g, spell));
    g.apply(Action::YouMay { player: PlayerId(0), accept: true }).unwrap();
    resolve_all(&mut g);
    assert!(g.state().stack.is_empty());
    assert_eq!(g.state().players[0].life, 20, "countered: no damage");
    assert_eq!(g.state().players[1].graveyard.len(), 1);
}

#[test]
fn counterbalance_declined_reveals_nothing_and_counters_nothing_603_5() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Counterbalance"], "library": ["Lightning Bolt"] },
            { "battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": ["Plains"] }
        ],
        "activePlayer": 1, "step": "precombatMain", "turn": 3
    }));
    g.apply(cast_at(1, in_hand(&g, 1, "Lightning Bolt"), CastMethod::Normal, vec![player_target(0)])).unwrap();
    resolve_all(&mut g);
    let events = g.apply(Action::YouMay { player: PlayerId(0), accept: false }).unwrap();
    assert!(!events.iter().any(|e| matches!(e, mtg_rules::game::Event::Revealed { .. })));
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].life, 17);
}

#[test]
fn sheoldred_the_apocalypse_gains_its_controller_two_for_each_card_they_draw_and_costs_an_opponent_two_for_each_of_theirs_121_1_603_2()
 {
    let mut g = two_sided(0, (json!(["Sheoldred, the Apocalypse"]), json!([])), (json!([]), json!([])));
    // The opponent's draw step: their card drawn triggers the second ability; "they" is who drew (608.2c).
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    assert_eq!((g.state().players[0].life, g.state().players[1].life), (20, 18));
    assert_eq!(g.state().players[1].cards_drawn, 1);
    // Its controller's draw step: the first ability.
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    assert_eq!((g.state().players[0].life, g.state().players[1].life), (22, 18));
}

#[test]
fn faerie_mastermind_draws_when_an_opponent_draws_their_second_card_each_turn_not_their_first_or_third_121_1() {
    let mine =
        json!(["Faerie Mastermind", "Island", "Island", "Island", "Island", "Island", "Island", "Island", "Island"]);
    let mut g = two_sided(0, (mine, json!([])), (json!([]), json!([])));
    let mastermind = the_only(&g, "Faerie Mastermind");
    // The opponent's draw step: their first card this turn.
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    assert!(g.state().stack.is_empty() && g.state().players[0].hand.is_empty(), "the first card: nothing");
    // "{3}{U}: Each player draws a card." in the opponent's main phase: their second card this turn.
    let activate = |g: &Game| {
        g.legal_actions()
            .into_iter()
            .find(|a| matches!(a, Action::ActivateAbility { object, .. } if *object == mastermind))
            .expect("{3}{U}: each player draws a card")
    };
    g.apply(pass(1)).unwrap();
    g.apply(activate(&g)).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].cards_drawn, 2);
    assert_eq!(g.state().players[0].hand.len(), 2, "its own draw and the trigger's");
    // Their third card this turn: nothing more.
    g.apply(pass(1)).unwrap();
    g.apply(activate(&g)).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].cards_drawn, 3);
    assert_eq!(g.state().players[0].hand.len(), 3, "only its own draw");
}

#[test]
fn venerated_rotpriest_gives_target_opponent_a_poison_counter_when_a_spell_targets_a_creature_you_control_115_1_122_1()
{
    let mut g = two_sided(
        1,
        (json!(["Venerated Rotpriest", "Jawbone Duelist", "Mountain"]), json!(["Lightning Bolt"])),
        (json!(["Jawbone Duelist", "Mountain"]), json!(["Lightning Bolt"])),
    );
    let mine = g.state().battlefield[1];
    let theirs = g.state().battlefield[3];
    assert_eq!(g.object(mine).unwrap().controller, PlayerId(0));
    assert_eq!(g.object(theirs).unwrap().controller, PlayerId(1));
    // The opponent's Bolt targets a creature Rotpriest's controller controls: it triggers.
    g.apply(cast_at(1, in_hand(&g, 1, "Lightning Bolt"), CastMethod::Normal, vec![at(mine)])).unwrap();
    if matches!(g.state().pending, Some(Pending::ChooseTargets { .. })) {
        choose_trigger_targets(&mut g, &[player_target(1)]);
    }
    assert_eq!(g.state().stack.len(), 2, "the Bolt and Rotpriest's trigger");
    // Its controller's own Bolt at a creature they don't control: it does not.
    g.apply(pass(1)).unwrap();
    g.apply(cast_at(0, in_hand(&g, 0, "Lightning Bolt"), CastMethod::Normal, vec![at(theirs)])).unwrap();
    assert_eq!(g.state().stack.len(), 3);
    resolve_all(&mut g);
    let poison = |p: usize| g.state().players[p].counters.get(&mtg_rules::counter::CounterKind::Poison);
    assert_eq!((poison(0), poison(1)), (0, 1), "122.1: one poison counter on the target opponent");
}

#[test]
fn under_doorkeeper_thrull_a_creature_entering_triggers_nothing_but_an_enchantment_still_does_603_6a() {
    let mut g = two_sided(
        0,
        (json!(["Mountain", "Forest", "Forest"]), json!(["Voldaren Epicure", "Up the Beanstalk"])),
        (json!(["Doorkeeper Thrull"]), json!([])),
    );
    g.apply(cast(0, in_hand(&g, 0, "Voldaren Epicure"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert_eq!(on_battlefield(&g, "Voldaren Epicure").len(), 1);
    assert!(g.state().stack.is_empty() && g.state().pending.is_none(), "its enters ability did not trigger");
    assert_eq!(g.state().players[1].life, 20, "no damage");
    assert!(on_battlefield(&g, "Blood").is_empty(), "no Blood token");
    // An enchantment entering is neither an artifact nor a creature: "When Up the Beanstalk enters" triggers.
    let hand = g.state().players[0].hand.len();
    g.apply(cast(0, in_hand(&g, 0, "Up the Beanstalk"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].hand.len(), hand - 1 + 1, "cast, then a card drawn");
}

#[test]
fn soul_scar_mage_turns_noncombat_damage_to_an_opponents_creature_into_minus_one_counters_614_1a() {
    let mut g = two_sided(
        0,
        (json!(["Soul-Scar Mage", "Mountain", "Mountain"]), json!(["Lightning Bolt", "Lightning Bolt"])),
        (json!(["Gurmag Angler"]), json!([])),
    );
    let angler = the_only(&g, "Gurmag Angler");
    g.apply(cast_at(0, in_hand(&g, 0, "Lightning Bolt"), CastMethod::Normal, vec![at(angler)])).unwrap();
    let events = resolve_all(&mut g);
    let o = g.object(angler).unwrap();
    assert_eq!(o.damage, 0, "no damage is dealt");
    assert_eq!(o.counters.get(&mtg_rules::counter::CounterKind::MinusOneMinusOne), 3);
    assert!(!events.iter().any(|e| matches!(e, mtg_rules::game::Event::DamageDealt { .. })));
    let view = g.permanent(angler).unwrap();
    assert_eq!((view.power, view.toughness), (2, 2), "5/5 with three -1/-1 counters");
    // Damage to a player is dealt as usual.
    g.apply(cast_at(0, in_hand(&g, 0, "Lightning Bolt"), CastMethod::Normal, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].life, 17);
}

#[test]
fn thorn_of_the_black_rose_makes_you_the_monarch_who_draws_at_each_end_step_until_a_creature_deals_you_combat_damage_724_2_724_3()
 {
    use mtg_rules::game::Event;
    let mut g = two_sided(
        0,
        (json!(["Swamp", "Swamp", "Swamp", "Swamp"]), json!(["Thorn of the Black Rose"])),
        (json!(["Gurmag Angler"]), json!([])),
    );
    assert_eq!(g.state().monarch, None, "724.1: no monarch until an effect makes one");
    g.apply(cast(0, in_hand(&g, 0, "Thorn of the Black Rose"), CastMethod::Normal)).unwrap();
    let events = resolve_all(&mut g);
    assert_eq!(g.state().monarch, Some(PlayerId(0)));
    assert!(events.iter().any(|e| matches!(e, Event::BecameTheMonarch { player: PlayerId(0) })));
    let back = Game::from_json(decks_pool(), &g.to_json()).unwrap();
    assert_eq!(back.state().monarch, Some(PlayerId(0)), "the game's JSON keeps the monarch");
    // 724.2: "At the beginning of the monarch's end step, that player draws a card." (no source)
    assert!(g.state().players[0].hand.is_empty());
    let mut events = advance_to(&mut g, Step::End);
    let json = g.to_json();
    assert_eq!(Game::from_json(decks_pool(), &json).unwrap().to_json(), json, "its ability with no source reads back");
    events.extend(resolve_all(&mut g));
    assert!(events.iter().any(|e| matches!(e, Event::TriggerPutOnStack { card, .. } if card == "The Monarch")));
    assert_eq!(g.state().players[0].hand.len(), 1, "the monarch drew a card");
    // The opponent's turn: no card for them at their end step, they are not the monarch.
    let angler = the_only(&g, "Gurmag Angler");
    to_next_turn_step(&mut g, 1, Step::DeclareAttackers);
    g.apply(attack(1, &[(angler, at_player(0))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    g.apply(block(0, &[])).unwrap();
    // 724.2: "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch."
    advance_to(&mut g, Step::EndOfCombat);
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].life, 15);
    assert_eq!(g.state().monarch, Some(PlayerId(1)), "724.3: one monarch, now the opponent");
    let (mine, theirs) = (g.state().players[0].hand.len(), g.state().players[1].hand.len());
    advance_to(&mut g, Step::End);
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].hand.len(), theirs + 1, "the new monarch draws at their end step");
    assert_eq!(g.state().players[0].hand.len(), mine, "the old one does not");
}

/// The permanents `player` controls with the creature type `subtype`.
fn with_subtype(g: &Game, player: u8, subtype: &str) -> Vec<mtg_rules::game::ObjectId> {
    g.state()
        .battlefield
        .iter()
        .copied()
        .filter(|&id| g.object(id).unwrap().controller == PlayerId(player))
        .filter(|&id| g.characteristics(id).unwrap().subtypes.iter().any(|s| s == subtype))
        .collect()
}

#[test]
fn orcish_bowmasters_deals_one_damage_and_amasses_orcs_as_it_enters_and_when_an_opponent_draws_outside_their_draw_step_701_47a()
 {
    let mine = json!(["Swamp", "Swamp", "Faerie Mastermind", "Island", "Island", "Island", "Island"]);
    let mut g = two_sided(0, (mine, json!(["Orcish Bowmasters"])), (json!([]), json!([])));
    g.apply(cast(0, in_hand(&g, 0, "Orcish Bowmasters"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    choose_trigger_targets(&mut g, &[player_target(1)]);
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].life, 19, "1 damage to the target");
    // 701.47a: no Army: a 0/0 black Orc Army token, then a +1/+1 counter on it.
    let armies = with_subtype(&g, 0, "Army");
    assert_eq!(armies.len(), 1);
    let army = g.characteristics(armies[0]).unwrap();
    assert_eq!((army.power, army.toughness), (Some(1), Some(1)));
    assert!(army.subtypes.iter().any(|s| s == "Orc"));
    // "Each player draws a card.": the opponent's card, not drawn in their draw step, triggers it.
    let mastermind = the_only(&g, "Faerie Mastermind");
    let activate = g
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::ActivateAbility { object, .. } if *object == mastermind))
        .expect("{3}{U}: each player draws a card");
    g.apply(activate).unwrap();
    resolve_all(&mut g);
    choose_trigger_targets(&mut g, &[player_target(1)]);
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].life, 18);
    // The Army it has grows: no second token.
    assert_eq!(with_subtype(&g, 0, "Army"), armies);
    let army = g.characteristics(armies[0]).unwrap();
    assert_eq!((army.power, army.toughness), (Some(2), Some(2)));
}

#[test]
fn amassing_orcs_onto_a_zombie_army_makes_it_an_orc_too_and_with_two_armies_its_controller_chooses_701_47a() {
    let mut g = game(json!({
        "players": [
            { "battlefield": ["Swamp", "Swamp", "Island", "Island", "Island", "Island"],
              "hand": ["Relentless Advance", "Orcish Bowmasters"], "library": ["Plains", "Plains"] },
            { "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    g.apply(cast(0, in_hand(&g, 0, "Relentless Advance"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let zombie = with_subtype(&g, 0, "Army");
    assert_eq!(zombie.len(), 1);
    let army = g.characteristics(zombie[0]).unwrap();
    assert_eq!((army.power, army.toughness), (Some(3), Some(3)));
    assert!(army.subtypes.iter().any(|s| s == "Zombie") && !army.subtypes.iter().any(|s| s == "Orc"));
    // A second Army (the same token once more, as a copy effect could make it), written into the game's JSON.
    let mut state: Value = serde_json::from_str(&g.to_json()).unwrap();
    let next = state["nextObjectId"].as_u64().unwrap();
    let mut twin = state["objects"].as_array().unwrap().iter().find(|o| o["id"] == zombie[0].0).unwrap().clone();
    twin["id"] = json!(next);
    state["objects"].as_array_mut().unwrap().push(twin);
    state["battlefield"].as_array_mut().unwrap().push(json!(next));
    state["nextObjectId"] = json!(next + 1);
    let mut g = Game::from_json(db(), &state.to_string()).unwrap();
    let twin = mtg_rules::game::ObjectId(u32::try_from(next).unwrap());
    g.apply(cast(0, in_hand(&g, 0, "Orcish Bowmasters"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    choose_trigger_targets(&mut g, &[player_target(1)]);
    resolve_all(&mut g);
    // 701.47a: "Choose an Army creature you control.": both are offered.
    let Some(Pending::ChooseObject { objects, .. }) = &g.state().pending else { panic!("{:?}", g.state().pending) };
    assert_eq!(objects, &vec![zombie[0], twin]);
    let choose = g
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::ChooseObject { object, .. } if *object == twin))
        .expect("the twin may be chosen");
    g.apply(choose).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].life, 19);
    let chosen = g.characteristics(twin).unwrap();
    assert_eq!((chosen.power, chosen.toughness), (Some(4), Some(4)), "the counter on the one chosen");
    assert!(chosen.subtypes.iter().any(|s| s == "Zombie") && chosen.subtypes.iter().any(|s| s == "Orc"));
    let other = g.characteristics(zombie[0]).unwrap();
    assert!(!other.subtypes.iter().any(|s| s == "Orc"), "the other is unchanged");
    // The added type is kept in the game's JSON.
    let back = Game::from_json(db(), &g.to_json()).unwrap();
    assert!(back.characteristics(twin).unwrap().subtypes.iter().any(|s| s == "Orc"));
    assert_eq!(back.to_json(), g.to_json());
}

/// The activations of `object` that `legal_actions` lists, as (X, targets).
fn listed_activations(g: &Game, object: mtg_rules::game::ObjectId) -> Vec<(Option<u32>, Vec<mtg_rules::game::Target>)> {
    g.legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::ActivateAbility { object: o, x, targets, .. } if o == object => Some((x, targets)),
            _ => None,
        })
        .collect()
}

#[test]
fn gorilla_shaman_destroys_only_a_noncreature_artifact_whose_mana_value_is_the_x_announced_107_3a_601_2c() {
    let mut g = two_sided(
        0,
        (json!(["Gorilla Shaman", "Mountain", "Mountain", "Mountain"]), json!([])),
        (json!(["Mishra's Bauble", "Grafdigger's Cage", "Mazemind Tome", "Haywire Mite"]), json!([])),
    );
    let shaman = the_only(&g, "Gorilla Shaman");
    let (bauble, cage, tome, mite) = (
        the_only(&g, "Mishra's Bauble"),
        the_only(&g, "Grafdigger's Cage"),
        the_only(&g, "Mazemind Tome"),
        the_only(&g, "Haywire Mite"),
    );
    // Three Mountains pay {X}{X}{1} for X = 0 or 1: each X with the artifacts of that mana value.
    let mut listed = listed_activations(&g, shaman);
    listed.sort_by_key(|(x, _)| *x);
    assert_eq!(listed, vec![(Some(0), vec![at(bauble)]), (Some(1), vec![at(cage)])]);
    // 601.2c after 601.2b: the target must have the mana value X announced.
    let with_x = |x: u32, target| Action::ActivateAbility {
        player: PlayerId(0),
        object: shaman,
        ability: 0,
        choice: 0,
        targets: vec![at(target)],
        choices: Vec::new(),
        payment: None,
        x: Some(x),
    };
    let before = g.to_json();
    for (x, target) in [(1, bauble), (0, cage), (1, mite), (2, tome)] {
        let action = with_x(x, target);
        assert!(g.apply(action).is_err(), "X = {x} with {target:?}");
        assert_eq!(g.to_json(), before, "732: a refused activation changes nothing");
    }
    g.apply(with_x(1, cage)).expect("X = 1: Grafdigger's Cage has mana value 1");
    let tapped = g.state().battlefield.iter().filter(|&&id| g.object(id).unwrap().tapped).count();
    assert_eq!(tapped, 3, "{{X}}{{X}}{{1}} with X = 1: three mana");
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Grafdigger's Cage", 1), Some(mtg_rules::card::Zone::Graveyard));
    assert_eq!(zone_of(&g, "Mishra's Bauble", 1), Some(mtg_rules::card::Zone::Battlefield));
    assert_eq!(zone_of(&g, "Mazemind Tome", 1), Some(mtg_rules::card::Zone::Battlefield));
}

/// Player 1 (active) casts Crucible of Worlds (mana value 3); player 0
/// flashes in Spellstutter Sprite, which resolves. The Crucible's id.
fn crucible_then_sprite(g: &mut Game) -> mtg_rules::game::ObjectId {
    g.apply(cast(1, in_hand(g, 1, "Crucible of Worlds"), CastMethod::Normal)).unwrap();
    let crucible = *g.state().stack.last().unwrap();
    g.apply(pass(1)).unwrap();
    g.apply(cast(0, in_hand(g, 0, "Spellstutter Sprite"), CastMethod::Normal)).unwrap();
    g.apply(pass(0)).unwrap();
    g.apply(pass(1)).unwrap();
    crucible
}

#[test]
fn spellstutter_sprite_counters_a_spell_whose_mana_value_is_at_most_the_faeries_its_controller_controls_now_107_3c() {
    // The opponent is active; player 0 has Faerie Seer and two Sprites to flash in.
    let mut g = two_sided(
        1,
        (
            json!(["Faerie Seer", "Island", "Island", "Island", "Island"]),
            json!(["Spellstutter Sprite", "Spellstutter Sprite"]),
        ),
        (json!(["Plains", "Plains", "Plains"]), json!(["Crucible of Worlds"])),
    );
    // Two Faeries (Seer and the first Sprite): a spell of mana value 3 is no legal target (603.3d).
    let crucible = crucible_then_sprite(&mut g);
    assert_eq!(on_battlefield(&g, "Spellstutter Sprite").len(), 1);
    assert!(!matches!(g.state().pending, Some(Pending::ChooseTargets { .. })), "{:?}", g.state().pending);
    assert_eq!(g.state().stack, vec![crucible], "the trigger with no legal target left the stack");
    // A third Faerie: X is 3 as the second Sprite's trigger targets, and as it resolves (608.2b).
    g.apply(pass(1)).unwrap();
    g.apply(cast(0, in_hand(&g, 0, "Spellstutter Sprite"), CastMethod::Normal)).unwrap();
    g.apply(pass(0)).unwrap();
    g.apply(pass(1)).unwrap();
    assert_eq!(on_battlefield(&g, "Spellstutter Sprite").len(), 2);
    if matches!(g.state().pending, Some(Pending::ChooseTargets { .. })) {
        choose_trigger_targets(&mut g, &[at(crucible)]);
    }
    let back = Game::from_json(decks_pool(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json(), "the trigger's X is not stored: the JSON reads back");
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Crucible of Worlds", 1), Some(mtg_rules::card::Zone::Graveyard), "countered (701.6a)");
}

#[test]
fn spellstutter_sprites_target_becomes_illegal_when_a_faerie_leaves_before_it_resolves_608_2b_107_3c() {
    let mut g = two_sided(
        1,
        (json!(["Faerie Seer", "Faerie Mastermind", "Island", "Island"]), json!(["Spellstutter Sprite"])),
        (json!(["Plains", "Plains", "Plains", "Mountain"]), json!(["Crucible of Worlds", "Lightning Bolt"])),
    );
    let crucible = crucible_then_sprite(&mut g);
    if matches!(g.state().pending, Some(Pending::ChooseTargets { .. })) {
        choose_trigger_targets(&mut g, &[at(crucible)]);
    }
    assert_eq!(g.state().stack.len(), 2, "three Faeries: the trigger targets the Crucible (mana value 3)");
    // In response the opponent kills Faerie Seer: two Faeries, X is 2 as the trigger resolves.
    let seer = the_only(&g, "Faerie Seer");
    g.apply(cast_at(1, in_hand(&g, 1, "Lightning Bolt"), CastMethod::Normal, vec![at(seer)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Faerie Seer", 0), Some(mtg_rules::card::Zone::Graveyard));
    assert_eq!(
        zone_of(&g, "Crucible of Worlds", 1),
        Some(mtg_rules::card::Zone::Battlefield),
        "608.2b: its only target illegal, the trigger did nothing and the Crucible resolved"
    );
}

/// Player 1 (active) casts Gorilla Shaman; player 0 flashes in Subtlety,
/// evoked (702.74a: exiling Spellstutter Sprite, a blue card) or not, and
/// targets the Shaman spell.
fn subtlety_targets_the_shaman(evoke: bool) -> Game {
    let mut g = two_sided(
        1,
        (json!(["Island", "Island", "Island", "Island"]), json!(["Subtlety", "Spellstutter Sprite"])),
        (json!(["Mountain"]), json!(["Gorilla Shaman"])),
    );
    g.apply(cast(1, in_hand(&g, 1, "Gorilla Shaman"), CastMethod::Normal)).unwrap();
    let shaman = *g.state().stack.last().unwrap();
    g.apply(pass(1)).unwrap();
    let subtlety = in_hand(&g, 0, "Subtlety");
    let (method, choices) = match evoke {
        true => (CastMethod::Evoke, vec![in_hand(&g, 0, "Spellstutter Sprite")]),
        false => (CastMethod::Normal, Vec::new()),
    };
    let action = match cast(0, subtlety, method) {
        Action::CastSpell { player, object, method, x, payment, targets, modes, .. } => {
            Action::CastSpell { player, object, method, x, payment, targets, modes, choices, division: Vec::new() }
        }
        other => other,
    };
    g.apply(action).expect("Subtlety is cast at instant speed (702.8a)");
    g.apply(pass(0)).unwrap();
    g.apply(pass(1)).unwrap();
    // 603.3d: up to one target: none, or the creature spell.
    while !matches!(g.state().pending, Some(Pending::ChooseTargets { .. })) {
        let p = g.state().priority_player;
        g.apply(pass(p.0)).unwrap();
    }
    let choices: Vec<_> = g
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::ChooseTargets { targets, .. } => Some(targets),
            _ => None,
        })
        .collect();
    assert!(choices.contains(&vec![at(shaman)]), "{choices:?}");
    choose_trigger_targets(&mut g, &[at(shaman)]);
    g
}

/// Resolves until the owner of the targeted spell is asked top or bottom
/// (401.4), and answers `top`.
fn owner_puts_it(g: &mut Game, top: bool) {
    while !matches!(g.state().pending, Some(Pending::YouMay { .. })) {
        let p = g.state().priority_player;
        g.apply(pass(p.0)).unwrap();
    }
    let Some(Pending::YouMay { player, .. }) = g.state().pending.clone() else { unreachable!() };
    assert_eq!(player, PlayerId(1), "the spell's owner chooses, not Subtlety's controller");
    let json = g.to_json();
    assert_eq!(Game::from_json(decks_pool(), &json).unwrap().to_json(), json, "the pending choice reads back");
    g.apply(Action::YouMay { player, accept: top }).unwrap();
}

#[test]
fn subtlety_has_the_owner_of_the_target_creature_spell_put_it_on_the_bottom_of_their_library_401_4() {
    let mut g = subtlety_targets_the_shaman(false);
    assert_eq!(on_battlefield(&g, "Subtlety").len(), 1);
    let library = g.state().players[1].library.len();
    owner_puts_it(&mut g, false);
    resolve_all(&mut g);
    let p1 = &g.state().players[1];
    assert_eq!(p1.library.len(), library + 1);
    assert_eq!(g.object(*p1.library.last().unwrap()).unwrap().card, "Gorilla Shaman", "at the bottom");
    assert!(on_battlefield(&g, "Gorilla Shaman").is_empty(), "it never resolved");
    assert!(g.state().stack.is_empty());
    assert_eq!(on_battlefield(&g, "Subtlety").len(), 1);
}

#[test]
fn an_evoked_subtlety_is_sacrificed_and_the_owner_puts_the_creature_spell_on_top_702_74a_401_4() {
    let mut g = subtlety_targets_the_shaman(true);
    assert_eq!(zone_of(&g, "Spellstutter Sprite", 0), Some(mtg_rules::card::Zone::Exile), "the evoke cost");
    owner_puts_it(&mut g, true);
    resolve_all(&mut g);
    let p1 = &g.state().players[1];
    assert_eq!(g.object(p1.library[0]).unwrap().card, "Gorilla Shaman", "on top");
    assert!(on_battlefield(&g, "Gorilla Shaman").is_empty());
    assert_eq!(zone_of(&g, "Subtlety", 0), Some(mtg_rules::card::Zone::Graveyard), "evoked: sacrificed");
}

/// Player 0 casts Augur of Bolas with `library` (top first) and the
/// enters trigger resolves up to its first choice.
fn augur_looks_at(library: Value) -> Game {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Island", "Island"], "hand": ["Augur of Bolas"], "library": library },
            { "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    g.apply(cast(0, in_hand(&g, 0, "Augur of Bolas"), CastMethod::Normal)).unwrap();
    while g.state().pending.is_none() && !g.state().stack.is_empty() {
        let p = g.state().priority_player;
        g.apply(pass(p.0)).unwrap();
    }
    g
}

fn library_names(g: &Game, player: usize) -> Vec<String> {
    g.state().players[player].library.iter().map(|&id| g.object(id).unwrap().card.clone()).collect()
}

/// Answers the pending order of the cards put on the bottom (608.2d) with
/// the listed answer that puts them in the reverse of their order.
fn bottom_reversed(g: &mut Game) {
    let Some(Pending::Scry { player, cards, .. }) = g.state().pending.clone() else {
        panic!("the rest go to the bottom in any order: {:?}", g.state().pending)
    };
    let reversed: Vec<_> = cards.iter().rev().copied().collect();
    let on_top = Action::Scry { player, top: vec![cards[0]], bottom: cards[1..].to_vec() };
    refused_with(g, on_top, "not_the_cards_looked_at", Some("608.2d"));
    let listed = g.legal_actions();
    assert!(listed.iter().all(|a| matches!(a, Action::Scry { top, .. } if top.is_empty())), "{listed:?}");
    g.apply(Action::Scry { player, top: Vec::new(), bottom: reversed }).unwrap();
}

#[test]
fn augur_of_bolas_puts_an_instant_or_sorcery_among_the_top_three_into_its_controllers_hand_and_the_rest_on_the_bottom_608_2d()
 {
    let mut g = augur_looks_at(json!(["Mountain", "Lightning Bolt", "Preordain", "Forest", "Swamp"]));
    // 603.5: "You may reveal …".
    let Some(Pending::YouMay { player, .. }) = g.state().pending.clone() else { panic!("{:?}", g.state().pending) };
    g.apply(Action::YouMay { player, accept: true }).unwrap();
    // Which one: the instant or the sorcery, never the land.
    let Some(Pending::ChooseObject { objects, .. }) = g.state().pending.clone() else {
        panic!("{:?}", g.state().pending)
    };
    let names: Vec<String> = objects.iter().map(|&id| g.object(id).unwrap().card.clone()).collect();
    assert_eq!(names, ["Lightning Bolt", "Preordain"]);
    let json = g.to_json();
    assert_eq!(Game::from_json(decks_pool(), &json).unwrap().to_json(), json);
    g.apply(Action::ChooseObject { player, object: objects[1] }).unwrap();
    assert!(g.state().players[0].hand.iter().any(|&id| g.object(id).unwrap().card == "Preordain"));
    // The two others go to the bottom, in the order chosen.
    let json = g.to_json();
    assert_eq!(Game::from_json(decks_pool(), &json).unwrap().to_json(), json, "the order to choose reads back");
    bottom_reversed(&mut g);
    resolve_all(&mut g);
    assert_eq!(library_names(&g, 0), ["Forest", "Swamp", "Lightning Bolt", "Mountain"]);
}

#[test]
fn augur_of_bolas_declined_or_with_no_instant_or_sorcery_puts_all_three_on_the_bottom_603_5_608_2d() {
    let mut g = augur_looks_at(json!(["Mountain", "Lightning Bolt", "Forest", "Swamp"]));
    let Some(Pending::YouMay { player, .. }) = g.state().pending.clone() else { panic!("{:?}", g.state().pending) };
    g.apply(Action::YouMay { player, accept: false }).unwrap();
    bottom_reversed(&mut g);
    resolve_all(&mut g);
    assert_eq!(library_names(&g, 0), ["Swamp", "Forest", "Lightning Bolt", "Mountain"]);
    assert!(g.state().players[0].hand.is_empty());
    // No instant or sorcery among them: nothing to ask but the order.
    let mut g = augur_looks_at(json!(["Mountain", "Forest", "Plains", "Swamp"]));
    assert!(matches!(g.state().pending, Some(Pending::Scry { .. })), "{:?}", g.state().pending);
    bottom_reversed(&mut g);
    resolve_all(&mut g);
    assert_eq!(library_names(&g, 0), ["Swamp", "Plains", "Forest", "Mountain"]);
}

/// Bloated Contaminator (with a +1/+1 counter) attacking player 1, who has
/// one poison counter and `blockers`; returns the game in the declare
/// blockers step and the Contaminator.
fn contaminator_attacks(blockers: Value) -> (Game, mtg_rules::game::ObjectId) {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": [{ "card": "Bloated Contaminator", "counters": { "+1/+1": 1 } }], "library": ["Plains", "Plains"] },
            { "battlefield": blockers, "library": ["Plains", "Plains"], "counters": { "poison": 1 } }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let contaminator = the_only(&g, "Bloated Contaminator");
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(contaminator, at_player(1))])).unwrap();
    advance_to(&mut g, Step::DeclareBlockers);
    (g, contaminator)
}

#[test]
fn bloated_contaminator_proliferates_when_it_deals_combat_damage_to_a_player_510_2_701_34a() {
    use mtg_rules::counter::CounterKind;
    // No creature to block with: nothing is asked (509.1a).
    let (mut g, contaminator) = contaminator_attacks(json!([]));
    advance_to(&mut g, Step::CombatDamage);
    pass_all(&mut g);
    // 702.164c: toxic 1 gave a second poison counter with the 5 damage; then the trigger resolves.
    let Some(Pending::Proliferate { player, objects, players }) = g.state().pending.clone() else {
        panic!("603.2: the trigger resolved and its controller chooses (701.34a): {:?}", g.state().pending)
    };
    assert_eq!(g.state().players[1].life, 15, "4/4 with a +1/+1 counter");
    assert_eq!(g.state().players[1].counters.get(&CounterKind::Poison), 2, "toxic 1 (702.164c)");
    assert_eq!((player, objects.clone(), players.clone()), (PlayerId(0), vec![contaminator], vec![PlayerId(1)]));
    let back = Game::from_json(decks_pool(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json(), "the pending proliferate reads back");
    g.apply(Action::Proliferate { player, objects, players }).unwrap();
    assert_eq!(g.state().players[1].counters.get(&CounterKind::Poison), 3, "another poison counter");
    let view = g.permanent(contaminator).expect("on the battlefield");
    assert_eq!((view.power, view.toughness), (6, 6), "another +1/+1 counter");
}

#[test]
fn bloated_contaminator_blocked_and_dealing_no_damage_to_a_player_does_not_proliferate_510_2() {
    use mtg_rules::counter::CounterKind;
    let (mut g, contaminator) = contaminator_attacks(json!(["Gurmag Angler"]));
    let angler = the_only(&g, "Gurmag Angler");
    g.apply(block(1, &[(angler, contaminator)])).unwrap();
    // 702.19b: all 5 to the 5/5 blocker, none left to trample over.
    let events = advance_to(&mut g, Step::EndOfCombat);
    resolve_all(&mut g);
    assert!(
        !events.iter().any(|e| matches!(e, mtg_rules::game::Event::TriggerPutOnStack { .. })),
        "nothing triggers: {events:?}"
    );
    assert!(g.state().pending.is_none());
    assert_eq!(g.state().players[1].counters.get(&CounterKind::Poison), 1);
    assert_eq!(g.state().players[1].life, 20);
}

/// Voice of Resurgence's Elemental tokens on the battlefield (111.4: named
/// by their subtypes).
fn elementals(g: &Game) -> Vec<mtg_rules::game::ObjectId> {
    g.state()
        .battlefield
        .iter()
        .copied()
        .filter(|&id| g.characteristics(id).unwrap().name == "Elemental Token")
        .collect()
}

#[test]
fn voice_of_resurgence_makes_an_elemental_counting_your_creatures_when_an_opponent_casts_a_spell_during_your_turn_603_2_604_3()
 {
    let mut g = two_sided(
        0,
        (json!(["Voice of Resurgence", "Ragavan, Nimble Pilferer"]), json!([])),
        (json!(["Mountain", "Mountain"]), json!(["Lightning Bolt", "Lightning Bolt"])),
    );
    // The active player passes: the opponent casts Bolt at them in their turn.
    g.apply(pass(0)).unwrap();
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    g.apply(cast_at(1, bolt, CastMethod::Normal, vec![player_target(0)])).unwrap();
    assert_eq!(g.state().stack.len(), 2, "603.3: the trigger above the Bolt");
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].life, 17);
    let [token] = elementals(&g)[..] else { panic!("one Elemental: {:?}", g.state().battlefield) };
    let object = g.object(token).unwrap();
    assert!(object.token);
    assert_eq!(object.controller, PlayerId(0), "created by Voice's controller");
    let c = g.characteristics(token).unwrap();
    assert_eq!(c.colors.iter().map(|c| c.letter()).collect::<String>(), "WG", "green and white, in WUBRG order");
    // 604.3, 613.4a: Voice, Ragavan and the token itself (counted by type, not by its own power).
    let view = g.permanent(token).unwrap();
    assert_eq!((view.power, view.toughness), (3, 3));
    assert_eq!((c.power, c.toughness), (Some(3), Some(3)));
    let back = Game::from_json(decks_pool(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json(), "the token reads back from its description");
    let view = back.permanent(token).unwrap();
    assert_eq!((view.power, view.toughness), (3, 3));
    // The second Bolt kills Ragavan: the Elemental shrinks to 2/2 (the count is read anew, 611.3a).
    let ragavan = the_only(&g, "Ragavan, Nimble Pilferer");
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    g.apply(pass(0)).unwrap();
    g.apply(cast_at(1, bolt, CastMethod::Normal, vec![at(ragavan)])).unwrap();
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Ragavan, Nimble Pilferer").is_empty());
    let tokens = elementals(&g);
    assert_eq!(tokens.len(), 2, "the second spell made a second Elemental");
    for token in tokens {
        let view = g.permanent(token).unwrap();
        assert_eq!((view.power, view.toughness), (3, 3), "Voice and two Elementals");
    }
}

#[test]
fn voice_of_resurgence_ignores_spells_in_the_opponents_turn_but_makes_an_elemental_when_it_dies_603_2_700_4() {
    let mut g = two_sided(
        1,
        (json!(["Voice of Resurgence"]), json!([])),
        (json!(["Mountain", "Mountain"]), json!(["Lightning Bolt", "Lightning Bolt"])),
    );
    let voice = the_only(&g, "Voice of Resurgence");
    // "during your turn": the opponent's own turn, Bolt at a player triggers nothing.
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    g.apply(cast_at(1, bolt, CastMethod::Normal, vec![player_target(0)])).unwrap();
    assert_eq!(g.state().stack.len(), 1, "no trigger in the opponent's turn");
    resolve_all(&mut g);
    assert!(elementals(&g).is_empty());
    // "whenever Voice of Resurgence dies": its own death makes one, alone a 1/1.
    let bolt = in_hand(&g, 1, "Lightning Bolt");
    g.apply(cast_at(1, bolt, CastMethod::Normal, vec![at(voice)])).unwrap();
    assert_eq!(g.state().stack.len(), 1);
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Voice of Resurgence").is_empty(), "704.5g: it died");
    let [token] = elementals(&g)[..] else { panic!("one Elemental: {:?}", g.state().battlefield) };
    assert_eq!(g.object(token).unwrap().controller, PlayerId(0));
    let view = g.permanent(token).unwrap();
    assert_eq!((view.power, view.toughness), (1, 1), "604.3: the only creature its controller controls");
}

/// Boon-Bringer Valkyrie cast with five Plains beside Ragavan; its backup
/// trigger waits for its target (603.3d).
fn valkyrie_enters() -> Game {
    let mut g = table(
        json!(["Plains", "Plains", "Plains", "Plains", "Plains", "Ragavan, Nimble Pilferer"]),
        json!(["Boon-Bringer Valkyrie"]),
        json!([]),
        json!([]),
    );
    g.apply(cast(0, in_hand(&g, 0, "Boon-Bringer Valkyrie"), CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    g
}

#[test]
fn boon_bringer_valkyries_backup_puts_a_counter_on_another_creature_which_gains_its_keywords_until_end_of_turn_702_165a()
 {
    let mut g = valkyrie_enters();
    let (ragavan, valkyrie) = (the_only(&g, "Ragavan, Nimble Pilferer"), the_only(&g, "Boon-Bringer Valkyrie"));
    choose_trigger_targets(&mut g, &[at(ragavan)]);
    let back = Game::from_json(decks_pool(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json(), "the trigger on the stack reads back");
    resolve_all(&mut g);
    let view = g.permanent(ragavan).unwrap();
    assert_eq!((view.power, view.toughness), (3, 2), "one +1/+1 counter on the 2/1");
    let k = view.keywords;
    assert!(k.flying && k.first_strike && k.lifelink, "the abilities printed below backup (702.165a)");
    let valkyrie_view = g.permanent(valkyrie).unwrap();
    assert_eq!((valkyrie_view.power, valkyrie_view.toughness), (4, 4), "no counter on the Valkyrie");
    // 514.2: "until end of turn": the keywords end in the cleanup step, the counter stays.
    to_next_turn_step(&mut g, 1, Step::Upkeep);
    let view = g.permanent(ragavan).unwrap();
    assert_eq!((view.power, view.toughness), (3, 2));
    assert!(!view.keywords.flying && !view.keywords.first_strike && !view.keywords.lifelink);
}

#[test]
fn boon_bringer_valkyries_backup_on_itself_only_puts_the_counter_702_165a() {
    let mut g = valkyrie_enters();
    let (ragavan, valkyrie) = (the_only(&g, "Ragavan, Nimble Pilferer"), the_only(&g, "Boon-Bringer Valkyrie"));
    choose_trigger_targets(&mut g, &[at(valkyrie)]);
    resolve_all(&mut g);
    let view = g.permanent(valkyrie).unwrap();
    assert_eq!((view.power, view.toughness), (5, 5), "its own +1/+1 counter");
    let view = g.permanent(ragavan).unwrap();
    assert_eq!((view.power, view.toughness), (2, 1));
    assert!(!view.keywords.flying, "Ragavan was not the target");
}

/// Troublemaker Ouphe in hand with two Forests, Mishra's Bauble and
/// Ragavan; the opponent has Blood Moon.
fn ouphe_table() -> Game {
    table(
        json!(["Forest", "Forest", "Mishra's Bauble", "Ragavan, Nimble Pilferer"]),
        json!(["Troublemaker Ouphe"]),
        json!([]),
        json!(["Blood Moon"]),
    )
}

/// Casting Troublemaker Ouphe from player 0's hand with `method`,
/// sacrificing `choices` (601.2h).
fn cast_ouphe(g: &Game, method: CastMethod, choices: Vec<mtg_rules::game::ObjectId>) -> Action {
    Action::CastSpell {
        player: PlayerId(0),
        object: in_hand(g, 0, "Troublemaker Ouphe"),
        method,
        x: None,
        payment: None,
        targets: Vec::new(),
        modes: Vec::new(),
        choices,
        division: Vec::new(),
    }
}

#[test]
fn troublemaker_ouphe_bargained_sacrifices_an_artifact_and_exiles_an_opponents_enchantment_702_166a_702_166c() {
    let mut g = ouphe_table();
    let (bauble, ragavan) = (the_only(&g, "Mishra's Bauble"), the_only(&g, "Ragavan, Nimble Pilferer"));
    let option = option(&g, in_hand(&g, 0, "Troublemaker Ouphe"), CastMethod::Bargained);
    assert!(option.castable, "{:?}", option.reasons);
    check_legal_actions(&g);
    // 702.166a: an artifact, enchantment, or token; not a nontoken creature. 732: refused, nothing changes.
    let before = g.to_json();
    assert!(!g.is_legal(&cast_ouphe(&g, CastMethod::Bargained, vec![ragavan])));
    assert!(g.apply(cast_ouphe(&g, CastMethod::Bargained, vec![ragavan])).is_err());
    assert_eq!(g.to_json(), before);
    let bargained = cast_ouphe(&g, CastMethod::Bargained, vec![bauble]);
    assert!(g.legal_actions().contains(&bargained), "legal_actions offers the bargain with the Bauble");
    g.apply(bargained).expect("bargained");
    assert_eq!(zone_of(&g, "Mishra's Bauble", 0), Some(mtg_rules::card::Zone::Graveyard), "sacrificed as it was cast");
    resolve_all(&mut g);
    let ouphe = the_only(&g, "Troublemaker Ouphe");
    assert_eq!(g.object(ouphe).unwrap().cast_method, Some(CastMethod::Bargained), "it remembers (702.166c)");
    let back = Game::from_json(decks_pool(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json(), "a bargained permanent reads back");
    // The one legal target (Blood Moon) is chosen without asking; the trigger resolves.
    resolve_all(&mut g);
    assert_eq!(zone_of(&g, "Blood Moon", 1), Some(mtg_rules::card::Zone::Exile), "603.4: it was bargained");
}

#[test]
fn troublemaker_ouphe_cast_without_its_bargain_exiles_nothing_603_4() {
    let mut g = ouphe_table();
    g.apply(cast_ouphe(&g, CastMethod::Normal, vec![])).expect("cast normally");
    resolve_all(&mut g);
    resolve_all(&mut g);
    assert!(g.state().stack.is_empty() && g.state().pending.is_none());
    assert_eq!(zone_of(&g, "Blood Moon", 1), Some(mtg_rules::card::Zone::Battlefield), "not bargained: no trigger");
    assert_eq!(zone_of(&g, "Mishra's Bauble", 0), Some(mtg_rules::card::Zone::Battlefield));
}

#[test]
fn crypt_rats_deals_x_damage_to_each_creature_and_each_player_with_x_paid_only_in_black_mana_107_3_106_6() {
    let mut g = two_sided(
        0,
        (json!(["Crypt Rats", "Swamp", "Swamp", "Mountain"]), json!([])),
        (json!(["Bloated Contaminator", "Ragavan, Nimble Pilferer"]), json!([])),
    );
    let rats = the_only(&g, "Crypt Rats");
    // 107.3: X = 0, and the largest X two Swamps pay (the Mountain's red mana may not be spent on X).
    let mut listed: Vec<Option<u32>> = listed_activations(&g, rats).into_iter().map(|(x, _)| x).collect();
    listed.sort();
    assert_eq!(listed, vec![Some(0), Some(2)]);
    let with_x = |x: u32| Action::ActivateAbility {
        player: PlayerId(0),
        object: rats,
        ability: 0,
        choice: 0,
        targets: Vec::new(),
        choices: Vec::new(),
        payment: None,
        x: Some(x),
    };
    let before = g.to_json();
    refused_with(&mut g, with_x(3), "cannot_pay", Some("601.2h"));
    assert_eq!(g.to_json(), before, "732: a refused activation changes nothing");
    check_legal_actions(&g);
    g.apply(with_x(2)).expect("X = 2: two Swamps");
    let tapped: Vec<String> = g
        .state()
        .battlefield
        .iter()
        .map(|&id| g.object(id).unwrap())
        .filter(|o| o.tapped)
        .map(|o| o.card.clone())
        .collect();
    assert_eq!(tapped, vec!["Swamp", "Swamp"], "X paid with black mana only; the Mountain stays untapped");
    let json = g.to_json();
    assert_eq!(Game::from_json(decks_pool(), &json).unwrap().to_json(), json, "the ability's X reads back");
    resolve_all(&mut g);
    // 120.3: 2 damage to every creature (its own too) and to each player.
    assert_eq!(g.state().players[0].life, 18);
    assert_eq!(g.state().players[1].life, 18);
    assert_eq!(zone_of(&g, "Crypt Rats", 0), Some(mtg_rules::card::Zone::Graveyard));
    assert_eq!(zone_of(&g, "Ragavan, Nimble Pilferer", 1), Some(mtg_rules::card::Zone::Graveyard));
    let contaminator = the_only(&g, "Bloated Contaminator");
    assert_eq!(g.object(contaminator).unwrap().damage, 2, "the 4/4 survives with 2 damage");
}

/// Ragavan attacks player 1, whose library has `top` on top; combat damage
/// is dealt and its trigger resolves.
fn ragavan_connects(top: &str) -> Game {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Ragavan, Nimble Pilferer"], "library": ["Plains", "Plains"] },
            { "library": [top, "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let ragavan = the_only(&g, "Ragavan, Nimble Pilferer");
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(ragavan, at_player(1))])).unwrap();
    advance_to(&mut g, Step::CombatDamage);
    assert_eq!(g.state().players[1].life, 18);
    assert_eq!(g.state().stack.len(), 1, "510.2, 603.2: the trigger is on the stack");
    let json = g.to_json();
    assert_eq!(Game::from_json(decks_pool(), &json).unwrap().to_json(), json, "the trigger and its player read back");
    pass_all(&mut g);
    assert!(g.state().stack.is_empty());
    g
}

#[test]
fn ragavan_exiles_the_damaged_players_top_card_and_its_controller_may_cast_it_this_turn_with_the_treasure_601_3() {
    let mut g = ragavan_connects("Lightning Bolt");
    assert_eq!(on_battlefield(&g, "Treasure").len(), 1, "111.10a: a Treasure");
    let bolt = g.state().exile.iter().copied().find(|&id| g.object(id).unwrap().card == "Lightning Bolt");
    let bolt = bolt.expect("608.2c: the top card of that player's library is exiled");
    assert_eq!(g.object(bolt).unwrap().owner, PlayerId(1));
    assert_eq!(g.state().players[1].library.len(), 1);
    // 601.3: its controller may cast the card another player owns, paying with the Treasure.
    let options = g.cast_options(bolt).unwrap();
    assert!(options.iter().any(|o| o.castable), "{options:?}");
    let listed = g.legal_actions().into_iter().any(|a| matches!(a, Action::CastSpell { object, .. } if object == bolt));
    assert!(listed, "legal_actions lists the cast");
    check_legal_actions(&g);
    let json = g.to_json();
    assert_eq!(Game::from_json(decks_pool(), &json).unwrap().to_json(), json, "the permission reads back");
    g.apply(cast_at(0, bolt, CastMethod::Normal, vec![player_target(1)])).expect("cast from exile (601.3)");
    assert!(on_battlefield(&g, "Treasure").is_empty(), "the Treasure paid {{R}}");
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].life, 15);
    assert_eq!(zone_of(&g, "Lightning Bolt", 1), Some(mtg_rules::card::Zone::Graveyard), "into its owner's graveyard");
}

#[test]
fn a_land_ragavan_exiles_may_not_be_played_and_the_permission_ends_with_the_turn_601_3_514_2() {
    let mut g = ragavan_connects("Mountain");
    let mountain = g.state().exile.iter().copied().find(|&id| g.object(id).unwrap().card == "Mountain");
    let mountain = mountain.expect("exiled");
    advance_to(&mut g, Step::PostcombatMain);
    // "you may cast that card": a land is played, not cast (305.9).
    let named = |g: &Game| g.legal_actions().into_iter().any(|a| format!("{a:?}").contains(&format!("{mountain:?}")));
    assert!(!named(&g), "no action plays or casts the exiled land");
    refused(&mut g, Action::PlayLand { player: PlayerId(0), object: mountain, face: None });
    assert!(!g.state().play_from_exile.is_empty());
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    assert!(g.state().play_from_exile.is_empty(), "514.2: until end of turn");
}

#[test]
fn martyr_of_sands_reveals_x_white_cards_as_a_cost_and_its_controller_gains_three_times_x_life_107_3_701_20a() {
    let mut g = two_sided(
        0,
        (json!(["Martyr of Sands", "Plains"]), json!(["Ephemerate", "Swords to Plowshares", "Lightning Bolt"])),
        (json!([]), json!([])),
    );
    let martyr = the_only(&g, "Martyr of Sands");
    let (ephemerate, swords, bolt) =
        (in_hand(&g, 0, "Ephemerate"), in_hand(&g, 0, "Swords to Plowshares"), in_hand(&g, 0, "Lightning Bolt"));
    // 107.3: X = 0 and X = every white card in hand, each revealing the first X of them.
    let listed: Vec<(Option<u32>, Vec<mtg_rules::game::ObjectId>)> = g
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::ActivateAbility { object, x, choices, .. } if object == martyr => Some((x, choices)),
            _ => None,
        })
        .collect();
    assert_eq!(listed, vec![(Some(0), vec![]), (Some(2), vec![ephemerate, swords])]);
    let reveal = |x: u32, choices: Vec<mtg_rules::game::ObjectId>| Action::ActivateAbility {
        player: PlayerId(0),
        object: martyr,
        ability: 0,
        choice: 0,
        targets: Vec::new(),
        choices,
        payment: None,
        x: Some(x),
    };
    let before = g.to_json();
    refused_with(&mut g, reveal(2, vec![ephemerate, bolt]), "invalid_cost_choice", Some("601.2h"));
    refused_with(&mut g, reveal(2, vec![ephemerate, ephemerate]), "invalid_cost_choice", Some("601.2h"));
    refused_with(&mut g, reveal(2, vec![ephemerate]), "cost_choice_missing", Some("601.2h"));
    refused_with(&mut g, reveal(1, vec![ephemerate, swords]), "too_many_choices", Some("601.2h"));
    assert_eq!(g.to_json(), before, "732: a refused activation changes nothing");
    check_legal_actions(&g);
    let events = g.apply(reveal(2, vec![ephemerate, swords])).expect("X = 2: two white cards revealed");
    let shown: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            mtg_rules::game::Event::Revealed { object, .. } => Some(*object),
            _ => None,
        })
        .collect();
    assert_eq!(shown, vec![ephemerate, swords], "701.20a: revealed, and still in hand");
    assert_eq!(g.state().players[0].hand.len(), 3);
    assert_eq!(zone_of(&g, "Martyr of Sands", 0), Some(mtg_rules::card::Zone::Graveyard), "sacrificed as a cost");
    let json = g.to_json();
    assert_eq!(Game::from_json(decks_pool(), &json).unwrap().to_json(), json, "the ability's X reads back");
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].life, 26, "three times X = 6 life");
}

#[test]
fn amalia_explores_whenever_its_controller_gains_life_and_at_power_exactly_20_destroys_all_other_creatures_701_44a_608_2c()
 {
    let mut g = decks_game(json!({
        "players": [
            {
                "battlefield": [
                    { "card": "Amalia Benavides Aguirre", "counters": { "+1/+1": 17 } },
                    "Martyr of Sands", "Mountain", "Plains"
                ],
                "hand": ["Lightning Helix"],
                "library": ["Lightning Bolt", "Plains"]
            },
            { "battlefield": ["Bloated Contaminator", "Ragavan, Nimble Pilferer"], "library": ["Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let amalia = the_only(&g, "Amalia Benavides Aguirre");
    let ragavan = the_only(&g, "Ragavan, Nimble Pilferer");
    let helix = in_hand(&g, 0, "Lightning Helix");
    g.apply(cast_at(0, helix, CastMethod::Normal, vec![at(ragavan)])).unwrap();
    pass_all(&mut g);
    // 119.9, 603.2: 3 life gained; the trigger waits on the stack.
    assert_eq!(g.state().players[0].life, 23);
    assert_eq!(g.state().stack.len(), 1, "Whenever you gain life: the trigger");
    pass_all(&mut g);
    // 701.44a: a nonland card revealed: a +1/+1 counter (20/20), then it goes back or to the graveyard.
    let bolt = g.state().players[0].library[0];
    assert_eq!(
        g.state().pending,
        Some(Pending::Surveil { player: PlayerId(0), cards: vec![bolt], explorer: Some(amalia), look: false })
    );
    assert_eq!(g.permanent(amalia).unwrap().power, 20);
    let json = g.to_json();
    assert_eq!(Game::from_json(decks_pool(), &json).unwrap().to_json(), json, "paused mid-resolution, it reads back");
    g.apply(Action::Surveil { player: PlayerId(0), top: vec![bolt], graveyard: vec![] }).unwrap();
    resolve_all(&mut g);
    // 608.2c: "Then, destroy all other creatures if its power is exactly 20."
    assert_eq!(on_battlefield(&g, "Amalia Benavides Aguirre"), vec![amalia], "not itself");
    assert!(on_battlefield(&g, "Martyr of Sands").is_empty());
    assert!(on_battlefield(&g, "Bloated Contaminator").is_empty());
}

#[test]
fn amalia_below_power_20_destroys_nothing_and_its_ward_makes_an_opponent_pay_3_life_702_21a() {
    let mut g = decks_game(json!({
        "players": [
            {
                "battlefield": ["Amalia Benavides Aguirre", "Mountain", "Plains"],
                "hand": ["Lightning Helix"],
                "library": ["Swamp", "Plains"]
            },
            { "battlefield": ["Bloated Contaminator", "Mountain"], "hand": ["Lightning Bolt"], "library": ["Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let amalia = the_only(&g, "Amalia Benavides Aguirre");
    g.apply(cast_at(0, in_hand(&g, 0, "Lightning Helix"), CastMethod::Normal, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    // 701.44a: a land revealed goes into the hand; no counter: 2/2, nothing destroyed.
    assert_eq!(g.state().players[0].life, 23);
    assert!(g.state().players[0].hand.iter().any(|&id| g.object(id).unwrap().card == "Swamp"));
    assert_eq!(g.permanent(amalia).unwrap().power, 2);
    assert_eq!(on_battlefield(&g, "Bloated Contaminator").len(), 1);
    // 702.21a: the opponent's Bolt targets it: pay 3 life or it is countered.
    g.apply(pass(0)).unwrap();
    g.apply(cast_at(1, in_hand(&g, 1, "Lightning Bolt"), CastMethod::Normal, vec![at(amalia)])).unwrap();
    pass_all(&mut g);
    let Some(Pending::PayWard { player, life, .. }) = g.state().pending.clone() else {
        panic!("ward asks its price: {:?}", g.state().pending)
    };
    assert_eq!((player, life), (PlayerId(1), 3));
    g.apply(Action::PayWard { player: PlayerId(1), pay: true }).unwrap();
    assert_eq!(g.state().players[1].life, 17 - 3, "3 from the Helix, 3 paid for ward");
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Amalia Benavides Aguirre").is_empty(), "Bolt resolved: 3 damage to the 2/2");
}

#[test]
fn torrential_gearhulk_casts_an_instant_from_the_graveyard_without_paying_and_it_is_exiled_after_608_2g_614_1a() {
    let mut g = decks_game(json!({
        "players": [
            {
                "battlefield": ["Island", "Island", "Island", "Island", "Island", "Island"],
                "hand": ["Torrential Gearhulk"],
                "graveyard": ["Lightning Bolt", "Mishra's Bauble"],
                "library": ["Plains", "Plains"]
            },
            { "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let bolt = g.state().players[0].graveyard[0];
    // The enters trigger targets the instant card (Mishra's Bauble is no instant).
    gearhulk_enters_targeting(&mut g, bolt);
    let Some(Pending::CastFromGraveyard { player, object, exile_instead, mana_of_any_type: false }) =
        g.state().pending.clone()
    else {
        panic!("608.2g: the cast is offered: {:?}", g.state().pending)
    };
    assert_eq!((player, object, exile_instead), (PlayerId(0), bolt, true));
    let json = g.to_json();
    assert_eq!(Game::from_json(decks_pool(), &json).unwrap().to_json(), json, "the offer reads back");
    check_legal_actions(&g);
    refused(&mut g, cast_at(0, bolt, CastMethod::Normal, vec![player_target(1)]));
    g.apply(cast_at(0, bolt, CastMethod::WithoutPayingManaCost, vec![player_target(1)])).expect("cast for free");
    let untapped = g.state().battlefield.iter().filter(|&&id| !g.object(id).unwrap().tapped).count();
    assert_eq!(untapped, 1, "Gearhulk's six Islands tapped; nothing more paid for the Bolt (the Gearhulk is untapped)");
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].life, 17);
    assert_eq!(zone_of(&g, "Lightning Bolt", 0), Some(mtg_rules::card::Zone::Exile), "614.1a: exiled instead");
    assert!(g.state().exile_instead_of_graveyard.is_empty());
}

/// Player 0 casts Torrential Gearhulk from hand; it resolves and its enters trigger, targeting
/// `instant` in the graveyard, resolves to the offer of casting it.
fn gearhulk_enters_targeting(g: &mut Game, instant: mtg_rules::game::ObjectId) {
    g.apply(cast(0, in_hand(g, 0, "Torrential Gearhulk"), CastMethod::Normal)).unwrap();
    pass_all(g);
    if matches!(g.state().pending, Some(Pending::ChooseTargets { .. })) {
        choose_trigger_targets(g, &[at(instant)]);
    }
    pass_all(g);
}

/// Torrential Gearhulk, cast with seven Islands under Sphere of Resistance, offers Dig Through Time from
/// `graveyard` (Dig first): the offer, to be cast for the Sphere's {1} with no land left untapped.
fn gearhulk_offers_dig_under_sphere(graveyard: Value) -> (Game, mtg_rules::game::ObjectId) {
    let mut g = decks_game(json!({
        "players": [
            {
                "battlefield": ["Island", "Island", "Island", "Island", "Island", "Island", "Island"],
                "hand": ["Torrential Gearhulk"], "graveyard": graveyard,
                "library": ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Plains"]
            },
            { "battlefield": ["Sphere of Resistance"], "library": ["Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let dig = g.state().players[0].graveyard[0];
    gearhulk_enters_targeting(&mut g, dig);
    assert!(
        matches!(g.state().pending, Some(Pending::CastFromGraveyard { object, .. }) if object == dig),
        "608.2g: the cast is offered: {:?}",
        g.state().pending
    );
    let untapped =
        g.state().battlefield.iter().filter(|&&id| g.object(id).is_ok_and(|o| o.card == "Island" && !o.tapped));
    assert_eq!(untapped.count(), 0, "the seven Islands paid for the Gearhulk and the Sphere");
    (g, dig)
}

#[test]
fn a_delve_spell_cast_from_the_graveyard_cannot_exile_itself_to_pay_its_cost_601_2a_702_66a() {
    // Soak seed 711,561: `legalActions` offered the cast, paying the Sphere's {1} by delving the spell
    // itself (already on the stack, 601.2a), and `apply` refused it.
    let (mut g, dig) = gearhulk_offers_dig_under_sphere(json!(["Dig Through Time"]));
    assert_eq!(g.legal_actions(), vec![Action::YouMay { player: PlayerId(0), accept: false }], "only declining");
    refused(&mut g, cast(0, dig, CastMethod::WithoutPayingManaCost));
    check_legal_actions(&g);

    // Another card in the graveyard pays the {1} (702.66a): that one is exiled, and Dig resolves.
    let (mut g, dig) = gearhulk_offers_dig_under_sphere(json!(["Dig Through Time", "Mishra's Bauble"]));
    check_legal_actions(&g);
    let events = g.apply(cast(0, dig, CastMethod::WithoutPayingManaCost)).expect("delving the Bauble");
    let exiled: Vec<&str> = events
        .iter()
        .filter_map(|e| match e {
            mtg_rules::game::Event::ObjectMoved { card, zone: mtg_rules::card::Zone::Exile, .. } => Some(card.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(exiled, ["Mishra's Bauble"]);
    assert!(matches!(g.state().stack.last().map(|&s| g.object(s).unwrap().card.as_str()), Some("Dig Through Time")));
}

/// Player 0 (active) with Faerie Seer, Magus of the Moon, `lands` and `ninja`
/// in hand; player 1 with Fulminator Mage and three cards in hand. Both
/// creatures attack player 1, the Fulminator blocks the Magus, and the
/// declare blockers step waits for player 0.
fn ninjutsu_table(ninja: &str, lands: Value) -> (Game, mtg_rules::game::ObjectId, mtg_rules::game::ObjectId) {
    let mut mine = vec![json!("Faerie Seer"), json!("Magus of the Moon")];
    mine.extend(lands.as_array().unwrap().iter().cloned());
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": mine, "hand": [ninja], "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": ["Fulminator Mage"], "hand": ["Lightning Bolt", "Preordain", "Mountain"],
              "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let (seer, magus) = (the_only(&g, "Faerie Seer"), the_only(&g, "Magus of the Moon"));
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(seer, at_player(1)), (magus, at_player(1))])).unwrap();
    let ninja = in_hand(&g, 0, ninja);
    // 509.1h: before blockers are declared no attacker is unblocked, so nothing can be returned.
    let early = ninjutsu(ninja, seer);
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::ActivateAbility { object, .. } if *object == ninja)));
    refused_with(&mut g, early, "invalid_cost_choice", Some("601.2h"));
    advance_to(&mut g, Step::DeclareBlockers);
    g.apply(block(1, &[(the_only(&g, "Fulminator Mage"), magus)])).unwrap();
    assert_eq!((g.state().step, g.state().priority_player), (Step::DeclareBlockers, PlayerId(0)));
    (g, seer, magus)
}

/// Ninjutsu (the card's first ability), returning `returned`.
fn ninjutsu(ninja: mtg_rules::game::ObjectId, returned: mtg_rules::game::ObjectId) -> Action {
    Action::ActivateAbility {
        player: PlayerId(0),
        object: ninja,
        ability: 0,
        choice: 0,
        targets: Vec::new(),
        choices: vec![returned],
        payment: None,
        x: None,
    }
}

#[test]
fn ninja_of_the_deep_hours_ninjutsu_returns_the_unblocked_faerie_and_enters_tapped_and_attacking_then_draws_702_49a_702_49c()
 {
    let (mut g, seer, magus) = ninjutsu_table("Ninja of the Deep Hours", json!(["Island", "Island"]));
    let ninja = in_hand(&g, 0, "Ninja of the Deep Hours");
    // 702.49a: only an unblocked attacker pays the cost; the blocked Magus does not.
    refused_with(&mut g, ninjutsu(ninja, magus), "invalid_cost_choice", Some("601.2h"));
    assert!(g.legal_actions().contains(&ninjutsu(ninja, seer)), "113.6m: activated from the hand");
    let events = g.apply(ninjutsu(ninja, seer)).unwrap();
    // 702.49a: the cost reveals the Ninja and returns the Faerie Seer before anyone can respond.
    assert!(events.iter().any(|e| matches!(e, mtg_rules::game::Event::Revealed { object, .. } if *object == ninja)));
    assert!(on_battlefield(&g, "Faerie Seer").is_empty());
    in_hand(&g, 0, "Faerie Seer");
    assert_eq!(g.state().stack.len(), 1, "the ability, on the stack");
    assert!(
        g.state()
            .battlefield
            .iter()
            .filter(|&&id| g.object(id).unwrap().card == "Island")
            .all(|&id| g.object(id).unwrap().tapped)
    );
    let json = g.to_json();
    assert_eq!(Game::from_json(decks_pool(), &json).unwrap().to_json(), json, "the ability remembers what it attacks");
    resolve_all(&mut g);
    // 702.49c: tapped, attacking player 1 (as the Faerie was), unblocked.
    let ninja = the_only(&g, "Ninja of the Deep Hours");
    assert!(g.object(ninja).unwrap().tapped);
    let combat = g.state().combat.clone().unwrap();
    let attacker = combat.attackers.iter().find(|a| a.object == ninja).expect("attacking");
    assert_eq!(attacker.target, at_player(1));
    assert!(!attacker.blocked);
    let hand = g.state().players[0].hand.len();
    advance_to(&mut g, Step::CombatDamage);
    // 510.2: 2 damage to player 1; the trigger asks whether to draw (603.5).
    assert_eq!(g.state().players[1].life, 18);
    while !matches!(g.state().pending, Some(Pending::YouMay { .. })) {
        let p = g.state().priority_player;
        g.apply(Action::PassPriority { player: p }).unwrap();
    }
    g.apply(Action::YouMay { player: PlayerId(0), accept: true }).unwrap();
    assert_eq!(g.state().players[0].hand.len(), hand + 1, "you may draw a card");
}

#[test]
fn okiba_gang_shinobi_enters_attacking_by_ninjutsu_and_the_player_it_damages_discards_two_cards_702_49a_701_9b() {
    let lands = json!(["Swamp", "Swamp", "Swamp", "Swamp"]);
    let (mut g, seer, _) = ninjutsu_table("Okiba-Gang Shinobi", lands);
    let shinobi = in_hand(&g, 0, "Okiba-Gang Shinobi");
    g.apply(ninjutsu(shinobi, seer)).unwrap();
    resolve_all(&mut g);
    let shinobi = the_only(&g, "Okiba-Gang Shinobi");
    assert!(g.state().combat.as_ref().unwrap().attackers.iter().any(|a| a.object == shinobi && !a.blocked));
    advance_to(&mut g, Step::CombatDamage);
    assert_eq!(g.state().players[1].life, 17, "3 damage from the Shinobi");
    while !matches!(g.state().pending, Some(Pending::Discard { .. })) {
        let p = g.state().priority_player;
        g.apply(Action::PassPriority { player: p }).unwrap();
    }
    // 608.2c, 701.9b: that player (the one dealt damage) discards two cards of their choice.
    for name in ["Lightning Bolt", "Mountain"] {
        assert!(
            matches!(g.state().pending, Some(Pending::Discard { player: PlayerId(1), .. })),
            "{:?}",
            g.state().pending
        );
        g.apply(Action::Discard { player: PlayerId(1), object: in_hand(&g, 1, name) }).unwrap();
    }
    let hand: Vec<String> = g.state().players[1].hand.iter().map(|&id| g.object(id).unwrap().card.clone()).collect();
    assert_eq!(hand, ["Preordain"]);
    let graveyard: Vec<String> =
        g.state().players[1].graveyard.iter().map(|&id| g.object(id).unwrap().card.clone()).collect();
    assert!(graveyard.contains(&"Lightning Bolt".into()) && graveyard.contains(&"Mountain".into()), "{graveyard:?}");
}

fn plot(player: u8, object: mtg_rules::game::ObjectId) -> Action {
    Action::Plot { player: PlayerId(player), object, payment: None }
}

#[test]
fn slickshot_show_off_plotted_from_hand_is_cast_free_as_a_sorcery_on_a_later_turn_and_pumps_on_a_noncreature_spell_702_170a_702_170d()
 {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Mountain", "Mountain", "Mountain"], "hand": ["Slickshot Show-Off", "Lightning Bolt"],
              "library": ["Plains", "Plains", "Plains", "Plains"] },
            { "battlefield": [], "library": ["Plains", "Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let show_off = in_hand(&g, 0, "Slickshot Show-Off");
    let bolt = in_hand(&g, 0, "Lightning Bolt");
    // 116.2k: a special action of the card's owner, for a card with plot.
    assert!(g.legal_actions().contains(&plot(0, show_off)));
    assert!(!g.legal_actions().contains(&plot(0, bolt)));
    refused_with(&mut g, plot(0, bolt), "no_plot", Some("702.170a"));
    refused_with(&mut g, plot(1, show_off), "not_your_priority", None);
    let events = g.apply(plot(0, show_off)).unwrap();
    assert!(events.iter().any(|e| matches!(e, mtg_rules::game::Event::Plotted { .. })));
    // 702.170a: {1}{R} paid (two Mountains tapped), the card exiled and plotted; no stack (116.3: still player 0's priority).
    let tapped = g.state().battlefield.iter().filter(|&&id| g.object(id).unwrap().tapped).count();
    assert_eq!(tapped, 2);
    assert!(g.state().stack.is_empty());
    assert_eq!(g.state().priority_player, PlayerId(0));
    assert_eq!(zone_of(&g, "Slickshot Show-Off", 0), Some(mtg_rules::card::Zone::Exile));
    let exiled = g.state().exile[0];
    assert_eq!(g.state().plotted.len(), 1);
    assert_eq!((g.state().plotted[0].object, g.state().plotted[0].turn), (exiled, 3));
    let json = g.to_json();
    assert_eq!(Game::from_json(decks_pool(), &json).unwrap().to_json(), json, "the plotted card reads back");
    // 702.170d: not the turn it became plotted.
    let now = option(&g, exiled, CastMethod::Plotted);
    assert!(!now.castable);
    assert!(codes(&now).contains(&"plotted_this_turn"), "{:?}", now.reasons);
    refused(&mut g, cast(0, exiled, CastMethod::Plotted));
    // Its next turn's upkeep: a sorcery's timing only (117.1a), though the card has haste and no flash.
    to_next_turn_step(&mut g, 0, Step::Upkeep);
    if g.state().priority_player == PlayerId(0) {
        let early = option(&g, exiled, CastMethod::Plotted);
        assert!(codes(&early).contains(&"not_main_phase"), "{:?}", early.reasons);
    }
    advance_to(&mut g, Step::PrecombatMain);
    let free = option(&g, exiled, CastMethod::Plotted);
    assert!(free.castable, "{:?}", free.reasons);
    assert!(g.legal_actions().contains(&cast(0, exiled, CastMethod::Plotted)));
    g.apply(cast(0, exiled, CastMethod::Plotted)).unwrap();
    let untapped = g.state().battlefield.iter().filter(|&&id| !g.object(id).unwrap().tapped).count();
    assert_eq!(untapped, 3, "without paying its mana cost: no Mountain tapped");
    assert!(g.state().plotted.is_empty(), "400.7: the spell is a new object, not plotted");
    resolve_all(&mut g);
    let show_off = the_only(&g, "Slickshot Show-Off");
    // "Whenever you cast a noncreature spell, Slickshot Show-Off gets +2/+0 until end of turn."
    g.apply(cast_at(0, in_hand(&g, 0, "Lightning Bolt"), CastMethod::Normal, vec![player_target(1)])).unwrap();
    resolve_all(&mut g);
    let view = g.permanent(show_off).unwrap();
    assert_eq!((view.power, view.toughness), (3, 2));
    assert_eq!(g.state().players[1].life, 17);
    // Haste: it attacks the turn it entered, for 3 in the air.
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(show_off, at_player(1))])).unwrap();
    advance_to(&mut g, Step::EndOfCombat);
    assert_eq!(g.state().players[1].life, 14);
}

fn names(g: &Game, ids: &[mtg_rules::game::ObjectId]) -> Vec<String> {
    ids.iter().map(|&id| g.object(id).unwrap().card.clone()).collect()
}

#[test]
fn lilah_exiles_a_multicolored_spell_cast_from_hand_as_it_resolves_and_plots_it_then_it_is_cast_free_from_exile_702_170c_614_1a()
 {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Lilah, Undefeated Slickshot", "Mountain", "Plains", "Mountain"],
              "hand": ["Lightning Helix", "Lightning Bolt"], "library": ["Plains", "Plains", "Plains", "Plains"] },
            { "battlefield": [], "library": ["Plains", "Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let lilah = the_only(&g, "Lilah, Undefeated Slickshot");
    let helix = in_hand(&g, 0, "Lightning Helix");
    g.apply(cast_at(0, helix, CastMethod::Normal, vec![player_target(1)])).unwrap();
    // 601.2i: Lilah's trigger and prowess, both above the Helix.
    assert_eq!(g.state().stack.len(), 3);
    resolve_all(&mut g);
    assert_eq!((g.state().players[1].life, g.state().players[0].life), (17, 23));
    // 614.1a, 702.170c: exiled instead of put into the graveyard as it resolved, and plotted.
    assert!(names(&g, &g.state().players[0].graveyard).is_empty());
    assert_eq!(names(&g, &g.state().exile), ["Lightning Helix"]);
    let exiled = g.state().exile[0];
    assert_eq!(g.state().plotted.iter().map(|p| (p.object, p.turn)).collect::<Vec<_>>(), [(exiled, 3)]);
    assert!(g.state().plot_as_it_resolves.is_empty());
    let view = g.permanent(lilah).unwrap();
    assert_eq!((view.power, view.toughness), (4, 4), "prowess");
    // A monocolored instant: only prowess; the Bolt goes to the graveyard.
    g.apply(cast_at(0, in_hand(&g, 0, "Lightning Bolt"), CastMethod::Normal, vec![player_target(1)])).unwrap();
    assert_eq!(g.state().stack.len(), 2);
    resolve_all(&mut g);
    assert_eq!(names(&g, &g.state().players[0].graveyard), ["Lightning Bolt"]);
    let json = g.to_json();
    assert_eq!(Game::from_json(decks_pool(), &json).unwrap().to_json(), json);
    // 702.170d: its next turn, cast from exile without paying; not from hand, so Lilah does not trigger.
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    g.apply(cast_at(0, exiled, CastMethod::Plotted, vec![player_target(1)])).unwrap();
    assert_eq!(g.state().stack.len(), 2, "the Helix and prowess only");
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].life, 11);
    assert!(g.state().plotted.is_empty());
    assert_eq!(names(&g, &g.state().players[0].graveyard), ["Lightning Bolt", "Lightning Helix"]);
}

#[test]
fn aven_interrupter_exiles_a_spell_plotted_and_its_owner_casts_it_later_for_two_more_from_exile_702_170c_601_2f() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Plains", "Plains", "Plains"], "hand": ["Aven Interrupter"],
              "library": ["Plains", "Plains", "Plains", "Plains"] },
            { "battlefield": ["Mountain", "Mountain", "Mountain"], "hand": ["Lightning Bolt"],
              "library": ["Plains", "Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 1, "step": "precombatMain", "turn": 4
    }));
    g.apply(cast_at(1, in_hand(&g, 1, "Lightning Bolt"), CastMethod::Normal, vec![player_target(0)])).unwrap();
    let bolt = g.state().stack[0];
    g.apply(pass(1)).unwrap();
    // Flash: player 0 answers with the Aven; its enters trigger targets the Bolt.
    g.apply(cast(0, in_hand(&g, 0, "Aven Interrupter"), CastMethod::Normal)).unwrap();
    pass_all(&mut g);
    if matches!(g.state().pending, Some(Pending::ChooseTargets { .. })) {
        choose_trigger_targets(&mut g, &[at(bolt)]);
    }
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].life, 20, "the Bolt never resolved");
    // 702.170c: in its owner's exile, plotted; not countered (no graveyard).
    assert!(g.state().players[1].graveyard.is_empty());
    assert_eq!(names(&g, &g.state().exile), ["Lightning Bolt"]);
    let exiled = g.state().exile[0];
    assert_eq!(g.state().plotted.iter().map(|p| (p.object, p.turn)).collect::<Vec<_>>(), [(exiled, 4)]);
    // Player 1's next turn: castable from exile as a sorcery, for {2} (601.2f: the Aven's increase on {0}).
    to_next_turn_step(&mut g, 1, Step::PrecombatMain);
    let option = option(&g, exiled, CastMethod::Plotted);
    assert!(option.castable, "{:?}", option.reasons);
    let events = g.apply(cast_at(1, exiled, CastMethod::Plotted, vec![player_target(0)])).unwrap();
    assert!(
        events.iter().any(|e| matches!(e, mtg_rules::game::Event::SpellCast { total_cost, .. } if total_cost == "{2}"))
    );
    let tapped = g.state().battlefield.iter().filter(|&&id| g.object(id).unwrap().tapped).count();
    assert_eq!(tapped, 2, "two Mountains paid the {{2}}");
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].life, 17);
}

// --- Escape (702.138) ---------------------------------------------------------------------------------------

/// Answers the enters-or-attacks trigger's "you may put a land card from
/// your hand onto the battlefield" with `land` (608.2d), and any order of
/// simultaneous triggers, until the stack is empty.
fn resolve_uro(g: &mut Game, land: Option<&str>) {
    loop {
        resolve_all(g);
        match g.state().pending.clone() {
            None if g.state().stack.is_empty() => return,
            Some(Pending::SearchLibrary { player, candidates, .. }) => {
                let found = land.map(|name| {
                    *candidates.iter().find(|&&c| g.object(c).unwrap().card == name).expect("the land is offered")
                });
                g.apply(Action::SearchLibrary { player, found }).unwrap();
            }
            other => {
                // Any other choice (the order of Uro's two enters triggers, 603.3b): the first legal answer.
                let first = g.legal_actions().into_iter().next().unwrap_or_else(|| panic!("stuck on {other:?}"));
                g.apply(first).unwrap();
            }
        }
    }
}

#[test]
fn uro_cast_from_hand_gains_three_draws_and_puts_a_land_then_is_sacrificed_because_it_did_not_escape_702_138b() {
    assert_eq!(decks_pool().card("Uro, Titan of Nature's Wrath").unwrap().unsupported_text().count(), 0);
    let mut g = table(
        json!(["Forest", "Island", "Island"]),
        json!(["Uro, Titan of Nature's Wrath", "Forest"]),
        json!([]),
        json!([]),
    );
    let uro = in_hand(&g, 0, "Uro, Titan of Nature's Wrath");
    // 702.138a: escape casts it from a graveyard only; from the hand it is an option that says why not.
    let escape = option(&g, uro, CastMethod::Escape);
    assert!(!escape.castable);
    assert!(codes(&escape).contains(&"not_in_graveyard"), "{:?}", escape.reasons);
    g.apply(cast(0, uro, CastMethod::Normal)).unwrap();
    resolve_uro(&mut g, Some("Forest"));
    let p = &g.state().players[0];
    assert_eq!(p.life, 23, "you gain 3 life");
    assert_eq!(names(&g, &p.hand), ["Plains"], "the Forest was put onto the battlefield, a card drawn");
    assert_eq!(on_battlefield(&g, "Forest").len(), 2);
    // "When Uro enters, sacrifice it unless it escaped.": it did not.
    assert!(on_battlefield(&g, "Uro, Titan of Nature's Wrath").is_empty());
    assert_eq!(names(&g, &g.state().players[0].graveyard), ["Uro, Titan of Nature's Wrath"]);
}

#[test]
fn uro_escapes_from_the_graveyard_exiling_five_other_cards_and_stays_because_it_escaped_702_138a_702_138b() {
    let mut g = table(
        json!(["Forest", "Forest", "Island", "Island"]),
        json!([]),
        json!([
            "Uro, Titan of Nature's Wrath",
            "Lightning Bolt",
            "Preordain",
            "Mountain",
            "Plains",
            "Mishra's Bauble",
            "Swamp"
        ]),
        json!([]),
    );
    let graveyard = g.state().players[0].graveyard.clone();
    let uro = graveyard[0];
    let option = option(&g, uro, CastMethod::Escape);
    assert!(option.castable, "{:?}", option.reasons);
    assert!(!g.cast_options(uro).unwrap().iter().any(|o| o.method == CastMethod::Normal && o.castable));
    // 601.2h: five other cards; Uro itself is not "other", four are too few.
    let with_uro = vec![uro, graveyard[1], graveyard[2], graveyard[3], graveyard[4]];
    refused(&mut g, cast_by(0, uro, CastMethod::Escape, vec![], with_uro));
    refused(&mut g, cast_by(0, uro, CastMethod::Escape, vec![], graveyard[1..5].to_vec()));
    let listed = g.legal_actions();
    assert!(
        listed
            .iter()
            .any(|a| matches!(a, Action::CastSpell { object, method: CastMethod::Escape, .. } if *object == uro))
    );
    check_legal_actions(&g);
    let events = g.apply(cast_by(0, uro, CastMethod::Escape, vec![], graveyard[1..6].to_vec())).unwrap();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, mtg_rules::game::Event::SpellCast { total_cost, .. } if total_cost == "{G}{G}{U}{U}"))
    );
    assert_eq!(names(&g, &g.state().exile).len(), 5, "the five chosen cards exiled as the cost");
    assert_eq!(names(&g, &g.state().players[0].graveyard), ["Swamp"]);
    resolve_uro(&mut g, None);
    // 702.138b: it escaped, so it stays; the permanent remembers it (and so does the game's JSON).
    let uro = the_only(&g, "Uro, Titan of Nature's Wrath");
    assert_eq!(g.object(uro).unwrap().cast_method, Some(CastMethod::Escape));
    assert_eq!(g.state().players[0].life, 23);
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("the game reads back");
    assert_eq!(back.object(uro).unwrap().cast_method, Some(CastMethod::Escape));
    assert_eq!(back.to_json(), g.to_json());
    // "Whenever Uro enters or attacks": attacking on its controller's next turn, it triggers again.
    to_next_turn_step(&mut g, 0, Step::DeclareAttackers);
    g.apply(attack(0, &[(uro, at_player(1))])).unwrap();
    resolve_uro(&mut g, None);
    assert_eq!(g.state().players[0].life, 26);
}

#[test]
fn underworld_breach_gives_each_nonland_card_in_your_graveyard_escape_for_its_mana_cost_plus_three_other_cards_702_138a()
 {
    assert_eq!(decks_pool().card("Underworld Breach").unwrap().unsupported_text().count(), 0);
    let mut g = table(
        json!(["Underworld Breach", "Mountain"]),
        json!([]),
        json!(["Lightning Bolt", "Mountain", "Preordain", "Mishra's Bauble", "Plains"]),
        json!([]),
    );
    let graveyard = g.state().players[0].graveyard.clone();
    let bolt = graveyard[0];
    let option = option(&g, bolt, CastMethod::Escape);
    assert!(option.castable, "{:?}", option.reasons);
    // A land card has no escape (it is not a nonland card).
    assert!(!g.cast_options(graveyard[1]).unwrap_or_default().iter().any(|o| o.method == CastMethod::Escape));
    refused(&mut g, cast_by(0, bolt, CastMethod::Escape, vec![player_target(1)], graveyard[1..3].to_vec()));
    let events =
        g.apply(cast_by(0, bolt, CastMethod::Escape, vec![player_target(1)], graveyard[1..4].to_vec())).unwrap();
    assert!(
        events.iter().any(|e| matches!(e, mtg_rules::game::Event::SpellCast { total_cost, .. } if total_cost == "{R}"))
    );
    assert_eq!(names(&g, &g.state().exile), ["Mountain", "Preordain", "Mishra's Bauble"]);
    resolve_all(&mut g);
    assert_eq!(g.state().players[1].life, 17);
    // Unlike flashback, an escaped instant goes to the graveyard as it resolves (608.2n).
    assert_eq!(names(&g, &g.state().players[0].graveyard), ["Plains", "Lightning Bolt"]);
    // "At the beginning of the end step, sacrifice Underworld Breach."
    advance_to(&mut g, Step::End);
    resolve_all(&mut g);
    assert!(on_battlefield(&g, "Underworld Breach").is_empty());
    // Without the Breach, the Bolt has no escape.
    assert!(!g.cast_options(bolt).unwrap_or_default().iter().any(|o| o.method == CastMethod::Escape));
}

#[test]
fn cling_to_dust_exiles_a_creature_card_for_three_life_otherwise_draws_then_escapes_from_the_graveyard_608_2c_702_138a()
{
    assert_eq!(decks_pool().card("Cling to Dust").unwrap().unsupported_text().count(), 0);
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Swamp", "Swamp", "Swamp", "Swamp"], "hand": ["Cling to Dust"],
              "graveyard": ["Lightning Bolt", "Preordain", "Mountain", "Plains", "Mishra's Bauble", "Island"],
              "library": ["Plains", "Plains", "Plains"] },
            { "graveyard": ["Ragavan, Nimble Pilferer", "Island"], "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    // A creature card: exiled, and you gain 3 life (no card drawn).
    let ragavan = g.state().players[1].graveyard[0];
    g.apply(cast_at(0, in_hand(&g, 0, "Cling to Dust"), CastMethod::Normal, vec![at(ragavan)])).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].life, 23);
    assert!(g.state().players[0].hand.is_empty());
    assert_eq!(names(&g, &g.state().exile), ["Ragavan, Nimble Pilferer"]);
    // Escape from the graveyard ({3}{B} and five other cards): a land card exiled, so you draw a card instead.
    let graveyard = g.state().players[0].graveyard.clone();
    let cling = *graveyard.last().unwrap();
    assert_eq!(g.object(cling).unwrap().card, "Cling to Dust");
    let island = g.state().players[1].graveyard[0];
    let escape = cast_by(0, cling, CastMethod::Escape, vec![at(island)], graveyard[..5].to_vec());
    refused(&mut g, escape.clone()); // four Swamps, one tapped for the first cast: {3}{B} is too much.
    to_next_turn_step(&mut g, 0, Step::PrecombatMain);
    let graveyard = g.state().players[0].graveyard.clone();
    assert!(option(&g, cling, CastMethod::Escape).castable);
    let hand = g.state().players[0].hand.len();
    let cling_escape = cast_by(0, cling, CastMethod::Escape, vec![at(island)], graveyard[..5].to_vec());
    g.apply(cling_escape).unwrap();
    resolve_all(&mut g);
    assert_eq!(g.state().players[0].life, 23, "not a creature card: no life");
    assert_eq!(g.state().players[0].hand.len(), hand + 1, "otherwise, you draw a card");
    assert!(g.state().players[1].graveyard.is_empty(), "the Island exiled");
    assert_eq!(names(&g, &g.state().players[0].graveyard), ["Island", "Cling to Dust"]);
}

/// Resolves the stack; each pending discard is answered with the card named
/// `discard` (701.9b), any other choice (the order of Kroxa's enters
/// triggers, 603.3b) with the first legal answer.
fn resolve_kroxa(g: &mut Game, discard: &str) {
    loop {
        resolve_all(g);
        match g.state().pending.clone() {
            None if g.state().stack.is_empty() => return,
            Some(Pending::Discard { player, .. }) => {
                let object = in_hand(g, player.0, discard);
                g.apply(Action::Discard { player, object }).unwrap();
            }
            other => {
                let first = g.legal_actions().into_iter().next().unwrap_or_else(|| panic!("stuck on {other:?}"));
                g.apply(first).unwrap();
            }
        }
    }
}

#[test]
fn kroxa_cast_from_hand_makes_each_opponent_discard_and_a_nonland_discard_spares_their_life_then_is_sacrificed_701_9b_702_138b()
 {
    assert_eq!(
        decks_pool().card("Kroxa, Titan of Death's Hunger").unwrap().unsupported_text().collect::<Vec<_>>(),
        Vec::<&str>::new()
    );
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Swamp", "Mountain"], "hand": ["Kroxa, Titan of Death's Hunger"],
              "library": ["Plains", "Plains", "Plains"] },
            { "hand": ["Lightning Bolt", "Mountain"], "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    g.apply(cast(0, in_hand(&g, 0, "Kroxa, Titan of Death's Hunger"), CastMethod::Normal)).unwrap();
    resolve_kroxa(&mut g, "Lightning Bolt");
    assert_eq!(names(&g, &g.state().players[1].graveyard), ["Lightning Bolt"]);
    assert_eq!(g.state().players[1].life, 20, "a nonland card was discarded: no life lost");
    assert!(on_battlefield(&g, "Kroxa, Titan of Death's Hunger").is_empty(), "it did not escape: sacrificed");
}

#[test]
fn kroxa_escaped_stays_and_an_opponent_who_discards_a_land_loses_three_life_608_2c_702_138b() {
    let mut g = decks_game(json!({
        "players": [
            { "battlefield": ["Swamp", "Swamp", "Mountain", "Mountain"],
              "graveyard": ["Kroxa, Titan of Death's Hunger", "Lightning Bolt", "Preordain", "Mountain", "Plains",
                            "Mishra's Bauble"],
              "library": ["Plains", "Plains", "Plains"] },
            { "hand": ["Mountain"], "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let graveyard = g.state().players[0].graveyard.clone();
    g.apply(cast_by(0, graveyard[0], CastMethod::Escape, vec![], graveyard[1..].to_vec())).unwrap();
    resolve_kroxa(&mut g, "Mountain");
    assert_eq!(names(&g, &g.state().players[1].graveyard), ["Mountain"]);
    assert_eq!(g.state().players[1].life, 17, "a land card discarded: 3 life lost");
    let kroxa = the_only(&g, "Kroxa, Titan of Death's Hunger");
    // Attacking on its controller's next turn: the opponent discards the land they drew and loses 3 again.
    to_next_turn_step(&mut g, 0, Step::DeclareAttackers);
    let hand = g.state().players[1].hand.clone();
    assert_eq!(names(&g, &hand), ["Plains"], "their draw");
    g.apply(attack(0, &[(kroxa, at_player(1))])).unwrap();
    resolve_kroxa(&mut g, "Plains");
    assert_eq!(g.state().players[1].life, 14);
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("the game reads back");
    assert_eq!(back.to_json(), g.to_json());
}

// --- Preacher of the Schism (603.2) -----------------------------------------------------------------------------

/// Player 0 attacks with Preacher of the Schism (on the battlefield since
/// an earlier turn) at `lives` (player 0's, player 1's), in a three-player
/// game when `third` has a life total; returns the game after the triggers resolved.
fn preacher_attacks(lives: (i32, i32), third: Option<i32>, at: u8) -> Game {
    let mut players = vec![
        json!({ "life": lives.0, "battlefield": ["Preacher of the Schism"], "library": ["Plains", "Plains", "Plains"] }),
        json!({ "life": lives.1, "library": ["Plains", "Plains", "Plains"] }),
    ];
    if let Some(life) = third {
        players.push(json!({ "life": life, "library": ["Plains", "Plains", "Plains"] }));
    }
    let mut g = decks_game(json!({ "players": players, "activePlayer": 0, "step": "precombatMain", "turn": 3 }));
    let preacher = the_only(&g, "Preacher of the Schism");
    advance_to(&mut g, Step::DeclareAttackers);
    g.apply(attack(0, &[(preacher, at_player(at))])).unwrap();
    resolve_all(&mut g);
    g
}

fn vampires(g: &Game) -> usize {
    with_subtype(g, 0, "Vampire").len() - 1 // the Preacher is a Vampire too
}

#[test]
fn preacher_of_the_schism_attacking_the_player_with_the_most_life_creates_a_lifelink_vampire_603_2() {
    assert_eq!(decks_pool().card("Preacher of the Schism").unwrap().unsupported_text().count(), 0);
    let g = preacher_attacks((18, 20), None, 1);
    assert_eq!(vampires(&g), 1, "they have the most life: a 1/1 Vampire token");
    let token = *with_subtype(&g, 0, "Vampire")
        .iter()
        .find(|&&id| g.object(id).unwrap().card != "Preacher of the Schism")
        .unwrap();
    let view = g.permanent(token).unwrap();
    assert_eq!((view.power, view.toughness), (1, 1));
    assert!(view.keywords.lifelink);
    assert_eq!(g.state().players[0].hand.len(), 0, "you don't have the most life: no card");
    assert_eq!(g.state().players[0].life, 18);
}

#[test]
fn preacher_of_the_schism_attacking_while_you_have_the_most_life_draws_and_loses_one_and_a_tie_counts_for_both_603_2() {
    let g = preacher_attacks((20, 17), None, 1);
    assert_eq!(vampires(&g), 0, "they don't have the most life");
    assert_eq!(g.state().players[0].hand.len(), 1, "you draw a card");
    assert_eq!(g.state().players[0].life, 19, "and you lose 1 life");
    // Tied for most life: both trigger.
    let g = preacher_attacks((20, 20), None, 1);
    assert_eq!(vampires(&g), 1);
    assert_eq!(g.state().players[0].hand.len(), 1);
    // Three players: attacking player 1 (15) while player 2 has 25: neither has the most life.
    let g = preacher_attacks((20, 15), Some(25), 1);
    assert_eq!((vampires(&g), g.state().players[0].hand.len()), (0, 0));
}

// --- Companion (702.139) ------------------------------------------------------------------------------------

/// The problems (field, code, rule) of a setup of real-deck cards that is refused.
fn setup_problems(setup: Value) -> Vec<(String, &'static str, Option<&'static str>)> {
    let error = Game::from_setup(decks_pool(), serde_json::from_value(setup).unwrap()).expect_err("refused");
    error.problems.iter().map(|p| (p.field.clone(), p.code, p.rule)).collect()
}

/// Player 0 with `companion` and `library` as the rest of their starting deck.
fn with_companion(companion: &str, library: Value) -> Value {
    json!({
        "players": [
            { "companion": companion, "library": library },
            { "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    })
}

#[test]
fn a_companion_is_refused_unless_the_starting_deck_fulfils_its_condition_103_2b_702_139a() {
    // Kaheera: each creature card a Cat, Elemental, Nightmare, Dinosaur or Beast (Ragavan is a Monkey Pirate).
    assert!(
        decks_game(with_companion("Kaheera, the Orphanguard", json!(["Wild Nacatl", "Solitude", "Plains"])))
            .state()
            .players[0]
            .companion
            .is_some()
    );
    let unmet = setup_problems(with_companion(
        "Kaheera, the Orphanguard",
        json!(["Wild Nacatl", "Ragavan, Nimble Pilferer", "Plains"]),
    ));
    assert_eq!(unmet, [("players[0].companion".to_string(), "companion_condition_unmet", Some("103.2b"))]);
    // Jegantha: no card with the same mana symbol twice ({U}{U}: Subtlety's {2}{U}{U}).
    decks_game(with_companion("Jegantha, the Wellspring", json!(["Lightning Bolt", "Wild Nacatl", "Plains"])));
    let unmet = setup_problems(with_companion("Jegantha, the Wellspring", json!(["Lightning Bolt", "Subtlety"])));
    assert_eq!(unmet[0].1, "companion_condition_unmet");
    // Yorion: at least twenty cards more than the minimum deck size (100.2a: sixty).
    decks_game(with_companion("Yorion, Sky Nomad", json!(vec!["Plains"; 80])));
    let unmet = setup_problems(with_companion("Yorion, Sky Nomad", json!(vec!["Plains"; 79])));
    assert_eq!(unmet[0].1, "companion_condition_unmet");
    // A card with no companion ability, and a name the database does not have.
    assert_eq!(setup_problems(with_companion("Lightning Bolt", json!([])))[0].1, "not_a_companion");
    assert_eq!(setup_problems(with_companion("No Such Card", json!([])))[0].1, "unknown_card");
}

#[test]
fn kaheera_is_put_into_hand_from_outside_the_game_for_three_once_then_pumps_other_cats_and_gives_vigilance_116_2g_613_4c()
 {
    assert_eq!(decks_pool().card("Kaheera, the Orphanguard").unwrap().unsupported_text().count(), 0);
    let mut g = decks_game(json!({
        "players": [
            { "companion": "Kaheera, the Orphanguard",
              "battlefield": ["Forest", "Forest", "Forest", "Plains", "Plains", "Plains", "Sacred Cat"],
              "library": ["Plains", "Plains", "Plains"] },
            { "battlefield": ["Wild Nacatl"], "library": ["Plains", "Plains", "Plains"] }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }));
    let take = Action::PutCompanionIntoHand { player: PlayerId(0), payment: None };
    assert!(g.legal_actions().contains(&take), "116.2g: a special action in your main phase, the stack empty");
    check_legal_actions(&g);
    // It stays outside the game across a JSON round trip.
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("the game reads back");
    assert_eq!(back.state().players[0].companion.as_deref(), Some("Kaheera, the Orphanguard"));
    // Not in the opponent's turn (116.2g), and not by the opponent, who has none.
    let mut theirs = decks_game(json!({
        "players": [
            { "companion": "Kaheera, the Orphanguard", "battlefield": ["Forest", "Forest", "Forest"] },
            { "battlefield": ["Forest"] }
        ],
        "activePlayer": 1, "step": "precombatMain", "turn": 3
    }));
    refused_with(
        &mut theirs,
        Action::PutCompanionIntoHand { player: PlayerId(1), payment: None },
        "no_companion",
        Some("116.2g"),
    );
    let events = g.apply(take.clone()).unwrap();
    assert!(events.iter().any(|e| matches!(e, mtg_rules::game::Event::CompanionPutIntoHand { .. })));
    let kaheera = in_hand(&g, 0, "Kaheera, the Orphanguard");
    assert_eq!(g.state().battlefield.iter().filter(|&&id| g.object(id).unwrap().tapped).count(), 3, "{{3}} paid");
    assert!(g.state().players[0].companion.is_none());
    // Once a game.
    refused_with(&mut g, take.clone(), "no_companion", Some("116.2g"));
    g.apply(cast(0, kaheera, CastMethod::Normal)).unwrap();
    resolve_all(&mut g);
    let kaheera = the_only(&g, "Kaheera, the Orphanguard");
    let cat = g.permanent(the_only(&g, "Sacred Cat")).unwrap();
    assert_eq!((cat.power, cat.toughness), (2, 2), "another Cat you control: +1/+1");
    assert!(cat.keywords.vigilance);
    let itself = g.permanent(kaheera).unwrap();
    assert_eq!((itself.power, itself.toughness), (3, 2), "not itself ('other')");
    let nacatl = g.permanent(the_only(&g, "Wild Nacatl")).unwrap();
    assert!(!nacatl.keywords.vigilance, "not an opponent's Cat");
    let back = Game::from_json(decks_pool(), &g.to_json()).expect("the game reads back");
    assert_eq!(back.to_json(), g.to_json());
}
