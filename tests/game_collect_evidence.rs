//! Collect evidence (701.59) on the real decks' cards (issue 14,
//! `data/pool-decks.json`, current Oracle text): "As an additional cost to
//! cast this spell, you may collect evidence 6." is an optional additional
//! cost (601.2b, 118.8) paid by a cast of its own, and "if evidence was
//! collected" reads it as the spell resolves (701.59c, 608.2c).

mod game_fixture;
use game_fixture::*;
use mtg_rules::card::Zone;
use mtg_rules::game::{Action, CastMethod, Game, ObjectId, Pending, PlayerId};
use serde_json::{Value, json};

/// Player 0 (active, precombat main of turn 3) has `lands`, `hand` and
/// `graveyard`; player 1 has `theirs`, `their_graveyard`, `their_hand` and
/// `their_library`.
fn table(lands: usize, hand: Value, graveyard: Value, theirs: Value, their_zones: [Value; 3]) -> Game {
    let [their_graveyard, their_hand, their_library] = their_zones;
    decks_game(json!({
        "players": [
            { "battlefield": vec!["Swamp"; lands], "hand": hand, "graveyard": graveyard, "library": ["Plains", "Plains"] },
            { "battlefield": theirs, "graveyard": their_graveyard, "hand": their_hand, "library": their_library }
        ],
        "activePlayer": 0, "step": "precombatMain", "turn": 3
    }))
}

fn graveyard_of(g: &Game, player: usize, name: &str) -> Vec<ObjectId> {
    let p = &g.state().players[player];
    p.graveyard.iter().copied().filter(|&id| g.object(id).unwrap().card == name).collect()
}

fn confession(graveyard: Value) -> Game {
    let theirs = json!(["Ragavan, Nimble Pilferer", "Bloated Contaminator"]);
    table(2, json!(["Extract a Confession"]), graveyard, theirs, [json!([]), json!([]), json!(["Plains"])])
}

#[test]
fn extract_a_confession_with_evidence_collected_makes_each_opponent_sacrifice_their_greatest_power_creature_701_59a_701_59c()
 {
    let mut g = confession(json!(["Blood Moon", "Bloated Contaminator", "Mishra's Bauble"]));
    let spell = in_hand(&g, 0, "Extract a Confession");
    let option = option(&g, spell, CastMethod::OptionalCostPaid);
    assert!(option.castable, "{:?}", option.reasons);
    check_legal_actions(&g);
    let evidence = [graveyard_of(&g, 0, "Blood Moon")[0], graveyard_of(&g, 0, "Bloated Contaminator")[0]];
    let collected = cast_by(0, spell, CastMethod::OptionalCostPaid, vec![], evidence.to_vec());
    assert!(g.legal_actions().contains(&collected), "legal_actions offers collecting the two cards (total 6)");
    g.apply(collected).expect("evidence collected");
    assert_eq!(zone_of(&g, "Blood Moon", 0), Some(Zone::Exile), "701.59a: exiled as the spell was cast");
    assert_eq!(graveyard_of(&g, 0, "Bloated Contaminator"), Vec::<ObjectId>::new());
    assert_eq!(zone_of(&g, "Mishra's Bauble", 0), Some(Zone::Graveyard), "not chosen: stays");
    let back = Game::from_json(decks_pool(), &g.to_json()).unwrap();
    assert_eq!(back.to_json(), g.to_json(), "the cast method reads back");
    resolve_all(&mut g);
    assert!(g.state().pending.is_none(), "one creature has the greatest power: no choice");
    assert_eq!(zone_of(&g, "Bloated Contaminator", 1), Some(Zone::Graveyard), "4 power, the greatest");
    assert_eq!(zone_of(&g, "Ragavan, Nimble Pilferer", 1), Some(Zone::Battlefield));
}

#[test]
fn extract_a_confession_without_evidence_lets_each_opponent_choose_the_creature_701_21a() {
    let mut g = confession(json!(["Blood Moon", "Bloated Contaminator"]));
    let spell = in_hand(&g, 0, "Extract a Confession");
    g.apply(cast(0, spell, CastMethod::Normal)).expect("cast without collecting evidence");
    resolve_all(&mut g);
    let Some(Pending::ChooseObject { player: PlayerId(1), objects, .. }) = g.state().pending.clone() else {
        panic!("the opponent chooses: {:?}", g.state().pending)
    };
    assert_eq!(objects.len(), 2, "either creature");
    let ragavan = the_only(&g, "Ragavan, Nimble Pilferer");
    g.apply(Action::ChooseObject { player: PlayerId(1), object: ragavan }).unwrap();
    assert_eq!(zone_of(&g, "Ragavan, Nimble Pilferer", 1), Some(Zone::Graveyard));
    assert_eq!(zone_of(&g, "Bloated Contaminator", 1), Some(Zone::Battlefield));
    assert_eq!(graveyard_of(&g, 0, "Blood Moon").len(), 1, "no evidence collected");
}

#[test]
fn collecting_evidence_needs_cards_with_total_mana_value_n_or_greater_701_59a_701_59b() {
    // 701.59b: a graveyard totalling 4 can't collect evidence 6.
    let mut g = confession(json!(["Blood Moon", "Lightning Bolt", "Mishra's Bauble"]));
    let spell = in_hand(&g, 0, "Extract a Confession");
    let collect = option(&g, spell, CastMethod::OptionalCostPaid);
    assert!(!collect.castable);
    assert_eq!(codes(&collect), vec!["cannot_collect_evidence"]);
    assert!(collect.reasons.iter().all(|r| r.rule == "701.59b"));
    assert!(
        !g.legal_actions().iter().any(|a| matches!(a, Action::CastSpell { method: CastMethod::OptionalCostPaid, .. }))
    );
    assert!(option(&g, spell, CastMethod::Normal).castable, "cast normally all the same");
    let all = g.state().players[0].graveyard.clone();
    let short = cast_by(0, spell, CastMethod::OptionalCostPaid, vec![], all);
    refused_with(&mut g, short, "cannot_collect_evidence", Some("701.59b"));
    // 701.59a, 732: a graveyard totalling 7, but the cards chosen total 4; refused, nothing changes.
    let mut g = confession(json!(["Blood Moon", "Lightning Bolt", "Bloated Contaminator"]));
    let spell = in_hand(&g, 0, "Extract a Confession");
    let chosen = vec![graveyard_of(&g, 0, "Blood Moon")[0], graveyard_of(&g, 0, "Lightning Bolt")[0]];
    let short = cast_by(0, spell, CastMethod::OptionalCostPaid, vec![], chosen);
    refused_with(&mut g, short, "not_enough_evidence", Some("701.59a"));
    // A card not in the caster's graveyard is no evidence.
    let mut g = confession(json!(["Atraxa, Grand Unifier"]));
    let spell = in_hand(&g, 0, "Extract a Confession");
    let ragavan = the_only(&g, "Ragavan, Nimble Pilferer");
    refused_with(
        &mut g,
        cast_by(0, spell, CastMethod::OptionalCostPaid, vec![], vec![ragavan]),
        "invalid_cost_choice",
        Some("701.59a"),
    );
    let atraxa = graveyard_of(&g, 0, "Atraxa, Grand Unifier")[0];
    g.apply(cast_by(0, spell, CastMethod::OptionalCostPaid, vec![], vec![atraxa])).expect("one card of mana value 7");
    assert_eq!(zone_of(&g, "Atraxa, Grand Unifier", 0), Some(Zone::Exile));
}

fn cover_up(graveyard: Value) -> Game {
    table(
        5,
        json!(["Deadly Cover-Up"]),
        graveyard,
        json!(["Ragavan, Nimble Pilferer", "Bloated Contaminator"]),
        [
            json!(["Lightning Bolt"]),
            json!(["Lightning Bolt", "Blood Moon"]),
            json!(["Plains", "Lightning Bolt", "Plains"]),
        ],
    )
}

#[test]
fn deadly_cover_up_with_evidence_exiles_every_card_with_the_chosen_name_and_its_owner_draws_for_those_from_hand_701_59c_701_23()
 {
    let mut g = cover_up(json!(["Atraxa, Grand Unifier"]));
    let spell = in_hand(&g, 0, "Deadly Cover-Up");
    let atraxa = graveyard_of(&g, 0, "Atraxa, Grand Unifier")[0];
    g.apply(cast_by(0, spell, CastMethod::OptionalCostPaid, vec![], vec![atraxa])).expect("evidence collected");
    resolve_all(&mut g);
    // 608.2d: destroyed first; then the caster chooses among the opponent's graveyard, the creatures now in it.
    assert!(
        on_battlefield(&g, "Ragavan, Nimble Pilferer").is_empty()
            && on_battlefield(&g, "Bloated Contaminator").is_empty()
    );
    let Some(Pending::ChooseObject { player: PlayerId(0), objects, .. }) = g.state().pending.clone() else {
        panic!("the caster chooses a card: {:?}", g.state().pending)
    };
    assert_eq!(objects.len(), 3, "Lightning Bolt and the two creatures destroyed");
    let bolt = graveyard_of(&g, 1, "Lightning Bolt")[0];
    check_legal_actions(&g);
    g.apply(Action::ChooseObject { player: PlayerId(0), object: bolt }).unwrap();
    let p = &g.state().players[1];
    let named = |ids: &[ObjectId]| ids.iter().filter(|&&id| g.object(id).unwrap().card == "Lightning Bolt").count();
    assert_eq!((named(&p.graveyard), named(&p.hand), named(&p.library)), (0, 0, 0), "every Lightning Bolt exiled");
    assert_eq!(g.state().exile.iter().filter(|&&id| g.object(id).unwrap().card == "Lightning Bolt").count(), 3);
    // That player shuffles, then draws a card for the one Lightning Bolt exiled from their hand: a Plains.
    assert_eq!(p.library.len(), 1, "two Plains stayed, and one was drawn");
    assert_eq!(p.hand.iter().filter(|&&id| g.object(id).unwrap().card == "Plains").count(), 1);
    assert_eq!(zone_of(&g, "Blood Moon", 1), Some(Zone::Hand), "another name stays");
    assert_eq!(zone_of(&g, "Ragavan, Nimble Pilferer", 1), Some(Zone::Graveyard));
    assert!(g.state().stack.is_empty() && g.state().pending.is_none());
    assert_eq!(zone_of(&g, "Deadly Cover-Up", 0), Some(Zone::Graveyard));
}

#[test]
fn deadly_cover_up_without_evidence_only_destroys_all_creatures_608_2c() {
    let mut g = cover_up(json!(["Atraxa, Grand Unifier"]));
    let spell = in_hand(&g, 0, "Deadly Cover-Up");
    g.apply(cast(0, spell, CastMethod::Normal)).expect("cast normally");
    resolve_all(&mut g);
    assert!(g.state().stack.is_empty() && g.state().pending.is_none(), "no choice: evidence was not collected");
    assert_eq!(zone_of(&g, "Bloated Contaminator", 1), Some(Zone::Graveyard), "701.8a: destroyed");
    assert_eq!(graveyard_of(&g, 1, "Lightning Bolt").len(), 1);
    assert_eq!(zone_of(&g, "Atraxa, Grand Unifier", 0), Some(Zone::Graveyard));
    assert_eq!(g.state().players[1].hand.len(), 2);
}
