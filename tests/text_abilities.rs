//! Oracle text → typed abilities, one test per template, in the rules'
//! words (CR 113, 115, 603, 604, 609, 613, 614, 702, 707), plus what is not
//! understood: reported whole, never guessed. The coverage figure of the
//! sample file is asserted so it cannot silently fall.

use mtg_rules::card::{CardDb, CardType};
use mtg_rules::color::{Color, ColorSet};
use mtg_rules::error::Coded;
use mtg_rules::text::{
    Ability, Comparison, Condition, Controller, CounterKind, Coverage, Effect, KeywordAbility, LineReading,
    ObjectFilter, ParseContext, PlayerRef, ProtectionFrom, Quantity, Recipient, StaticAbility, TargetSpec, TokenSpec,
    Trigger, TriggerStep, WardCost, Whose, parse_line, parse_oracle_text,
};
use proptest::prelude::*;

const SAMPLE: &str = include_str!("data/scryfall-cards.json");

/// The abilities of one line of a card named `name`, or a panic saying what
/// the parser made of it.
fn read(name: &str, spell: bool, line: &str) -> Vec<Ability> {
    match parse_line(line, &ParseContext { names: &[name], spell }) {
        LineReading::Understood(abilities) => abilities,
        other => panic!("{line:?} is not understood: {other:?}"),
    }
}

fn spell(name: &str, line: &str) -> Vec<Effect> {
    match read(name, true, line).as_slice() {
        [Ability::Spell { effects }] => effects.clone(),
        other => panic!("not a spell ability: {other:?}"),
    }
}

fn one_static(name: &str, line: &str) -> StaticAbility {
    match read(name, false, line).as_slice() {
        [Ability::Static { ability }] => ability.clone(),
        other => panic!("not one static ability: {other:?}"),
    }
}

fn reading(name: &str, spell: bool, line: &str) -> LineReading {
    parse_line(line, &ParseContext { names: &[name], spell })
}

fn creatures() -> ObjectFilter {
    ObjectFilter { types: vec![CardType::Creature], ..ObjectFilter::default() }
}

fn target_creature() -> TargetSpec {
    TargetSpec::Permanent { filter: creatures() }
}

// --- Keyword abilities (702) -------------------------------------------------------------

#[test]
fn keyword_lists_give_one_typed_keyword_each_702_1() {
    let abilities = read("X", false, "Flying, first strike, deathtouch, lifelink");
    let keywords: Vec<_> = abilities
        .iter()
        .map(|a| match a {
            Ability::Keyword { keyword } => keyword.clone(),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(
        keywords,
        [KeywordAbility::Flying, KeywordAbility::FirstStrike, KeywordAbility::Deathtouch, KeywordAbility::Lifelink]
    );
    for (word, keyword) in [
        ("Reach", KeywordAbility::Reach),
        ("Double strike", KeywordAbility::DoubleStrike),
        ("Trample", KeywordAbility::Trample),
        ("Menace", KeywordAbility::Menace),
        ("Vigilance", KeywordAbility::Vigilance),
        ("Haste", KeywordAbility::Haste),
        ("Defender", KeywordAbility::Defender),
        ("Flash", KeywordAbility::Flash),
        ("Hexproof", KeywordAbility::Hexproof),
        ("Shroud", KeywordAbility::Shroud),
        ("Indestructible", KeywordAbility::Indestructible),
        ("Changeling", KeywordAbility::Changeling),
        ("Devoid", KeywordAbility::Devoid),
    ] {
        assert_eq!(read("X", false, word), [Ability::Keyword { keyword }], "{word}");
    }
}

#[test]
fn reminder_text_after_a_keyword_is_ignored_207_2a() {
    assert_eq!(
        read("X", false, "Flying (This creature can't be blocked except by creatures with flying or reach.)"),
        [Ability::Keyword { keyword: KeywordAbility::Flying }]
    );
    assert_eq!(reading("X", false, "(This is only a reminder.)"), LineReading::Reminder);
}

#[test]
fn ward_takes_a_mana_cost_or_a_life_payment_702_21a() {
    let ward = |line| match read("X", false, line).as_slice() {
        [Ability::Keyword { keyword: KeywordAbility::Ward { cost } }] => cost.clone(),
        other => panic!("{other:?}"),
    };
    assert!(matches!(ward("Ward {2}"), WardCost::Mana { cost } if cost.to_string() == "{2}"));
    assert_eq!(ward("Ward—Pay 3 life."), WardCost::Life { amount: 3 });
    assert_eq!(ward("Ward—Pay 2 life"), WardCost::Life { amount: 2 });
    // A cost the vocabulary lacks is not guessed.
    assert_eq!(reading("X", false, "Ward—Discard a card."), LineReading::Unsupported);
}

#[test]
fn a_malformed_ward_cost_is_a_located_problem_not_a_guess_702_21a() {
    let LineReading::Problem(problem) = reading("X", false, "Ward {Q} (Whenever this creature becomes the target…)")
    else {
        panic!("a problem is expected");
    };
    assert_eq!(problem.code(), "unknown_symbol");
    assert_eq!(problem.offset, 5, "at the bad symbol, after 'Ward '");
    // In a whole text, the offset counts from the start of the text.
    let parsed = parse_oracle_text("Flying\nWard {Q}", &ParseContext { names: &["X"], spell: false });
    assert_eq!(parsed.unsupported, ["Ward {Q}"]);
    assert_eq!(parsed.problems[0].offset, 12);
    assert_eq!(parsed.abilities, [Ability::Keyword { keyword: KeywordAbility::Flying }]);
}

#[test]
fn a_malformed_ward_cost_in_a_scryfall_card_fails_its_import_with_a_located_error_702_21a() {
    let error = CardDb::from_scryfall_json(
        r#"{"name": "Bad Ward", "layout": "normal", "mana_cost": "{1}{U}", "type_line": "Creature — Spirit",
            "oracle_text": "Flying\nWard {Q}", "power": "1", "toughness": "1"}"#,
    )
    .expect_err("a malformed cost is an error");
    let problem = error.problems.iter().find(|p| p.code == "unknown_symbol").expect("unknown_symbol");
    assert_eq!(problem.field, "oracle_text");
    assert_eq!(problem.offset, Some(12));
    assert_eq!(problem.rule, Some("107.4"));
}

#[test]
fn protection_from_a_color_or_from_multicolored_702_16a() {
    assert_eq!(
        read("X", false, "Protection from red"),
        [Ability::Keyword { keyword: KeywordAbility::Protection { from: ProtectionFrom::Color { color: Color::R } } }]
    );
    assert_eq!(
        read("X", false, "Protection from multicolored"),
        [Ability::Keyword { keyword: KeywordAbility::Protection { from: ProtectionFrom::Multicolored } }]
    );
    // 702.16a: a creature type, plural (Yawgmoth, Thran Physician's "Protection from Humans").
    let goblin = mtg_rules::card::subtypes::CreatureType::find("Goblin").unwrap();
    assert_eq!(
        read("X", false, "Protection from Goblins"),
        [Ability::Keyword {
            keyword: KeywordAbility::Protection { from: ProtectionFrom::CreatureType { creature_type: goblin } }
        }]
    );
    assert_eq!(reading("X", false, "Protection from creatures"), LineReading::Unsupported);
}

#[test]
fn prototype_and_prowl_lines_keep_their_typed_data_702_160a_702_76a() {
    let card = CardDb::from_scryfall_json(SAMPLE).unwrap();
    let blitz = card.card("Blitz Automaton").unwrap();
    assert!(matches!(&blitz.faces[0].abilities[..], [
        Ability::Keyword { keyword: KeywordAbility::Haste },
        Ability::Keyword { keyword: KeywordAbility::Prototype { prototype } },
    ] if prototype.mana_cost.to_string() == "{2}{R}"));
    let snitch = card.card("Auntie's Snitch").unwrap();
    assert!(matches!(&snitch.faces[0].abilities[..], [
        Ability::Keyword { keyword: KeywordAbility::Prowl { prowl } }
    ] if prowl.cost.to_string() == "{1}{B}"));
}

#[test]
fn equip_crew_suspend_and_affinity_keep_their_parameters_702_6a_702_122a_702_62a_702_41a() {
    // 702.6a: equip is read as the activated ability it means.
    assert!(matches!(&read("X", false, "Equip {1}")[..],
        [Ability::Activated { cost, effects, restrictions, .. }]
            if matches!(&cost.parts[..], [mtg_rules::text::CostPart::Mana { cost }] if cost.to_string() == "{1}")
                && matches!(effects[..], [Effect::Attach { .. }])
                && restrictions == &[mtg_rules::text::ActivationRestriction::SorcerySpeed]));
    // 702.122a: crew is read as the activated ability it means (any time, no sorcery restriction).
    assert!(matches!(&read("X", false, "Crew 3")[..],
        [Ability::Activated { cost, effects, restrictions, .. }]
            if cost.parts == [mtg_rules::text::CostPart::TapPower { power: 3, crew: true }]
                && matches!(effects[..], [Effect::BecomeArtifactCreature])
                && restrictions.is_empty()));
    assert!(matches!(&read("X", false, "Suspend 4—{U}")[..],
        [Ability::Keyword { keyword: KeywordAbility::Suspend { time: 4, cost } }] if cost.to_string() == "{U}"));
    assert_eq!(
        read("X", false, "Affinity for artifacts"),
        [Ability::Keyword { keyword: KeywordAbility::Affinity { card_type: CardType::Artifact } }]
    );
}

#[test]
fn keywords_the_engine_does_not_model_are_recognised_by_name_and_counted_apart_702() {
    let abilities = read("X", false, "Wither");
    let [Ability::Keyword { keyword }] = abilities.as_slice() else { panic!() };
    assert!(!keyword.is_modelled());
    assert_eq!(keyword.name(), "Wither");
}

// --- Spell effects (609) -----------------------------------------------------------------

#[test]
fn deals_damage_to_any_target_which_includes_battles_115_4_120_3() {
    assert_eq!(
        spell("Lightning Bolt", "Lightning Bolt deals 3 damage to any target."),
        [Effect::DealDamage { amount: 3, to: Recipient::Target { target: TargetSpec::AnyTarget } }]
    );
    assert_eq!(
        spell("Explosive Impact", "Explosive Impact deals 5 damage to any target."),
        [Effect::DealDamage { amount: 5, to: Recipient::Target { target: TargetSpec::AnyTarget } }]
    );
    // "this spell" is the object itself too.
    assert_eq!(spell("Z", "This spell deals 1 damage to any target.").len(), 1);
}

#[test]
fn deals_damage_to_target_creature_player_or_planeswalker_or_each_creature_120_3() {
    assert_eq!(
        spell("Shock", "Shock deals 2 damage to target creature."),
        [Effect::DealDamage { amount: 2, to: Recipient::Target { target: target_creature() } }]
    );
    assert_eq!(
        spell("Lava Spike", "Lava Spike deals 3 damage to target player or planeswalker."),
        [Effect::DealDamage { amount: 3, to: Recipient::Target { target: TargetSpec::PlayerOrPlaneswalker } }]
    );
    assert_eq!(
        spell("Pyroclasm", "Pyroclasm deals 2 damage to each creature."),
        [Effect::DealDamage { amount: 2, to: Recipient::Each { filter: creatures() } }]
    );
    assert_eq!(
        spell("Char", "Char deals 4 damage to any target and 2 damage to you."),
        [
            Effect::DealDamage { amount: 4, to: Recipient::Target { target: TargetSpec::AnyTarget } },
            Effect::DealDamage { amount: 2, to: Recipient::You },
        ]
    );
}

#[test]
fn destroy_target_creature_artifact_enchantment_or_permanent_with_conditions_701_8a() {
    assert_eq!(spell("Murder", "Destroy target creature."), [Effect::Destroy { target: target_creature() }]);
    assert_eq!(
        spell("Disenchant", "Destroy target artifact or enchantment."),
        [Effect::Destroy {
            target: TargetSpec::Permanent {
                filter: ObjectFilter {
                    one_of_types: vec![CardType::Artifact, CardType::Enchantment],
                    ..ObjectFilter::default()
                }
            }
        }]
    );
    assert_eq!(
        spell("Vindicate", "Destroy target permanent."),
        [Effect::Destroy { target: TargetSpec::Permanent { filter: ObjectFilter::default() } }]
    );
    let condition = |line| match spell("C", line).as_slice() {
        [Effect::Destroy { target: TargetSpec::Permanent { filter } }] => filter.condition.unwrap(),
        other => panic!("{other:?}"),
    };
    assert_eq!(
        condition("Destroy target creature with total power and toughness 5 or less."),
        Condition { quantity: Quantity::TotalPowerAndToughness, comparison: Comparison::AtMost, value: 5, x: false }
    );
    assert_eq!(
        condition("Destroy target creature with mana value 3 or less."),
        Condition { quantity: Quantity::ManaValue, comparison: Comparison::AtMost, value: 3, x: false }
    );
    assert_eq!(
        condition("Destroy target creature with power 4 or greater."),
        Condition { quantity: Quantity::Power, comparison: Comparison::AtLeast, value: 4, x: false }
    );
    // Instants and sorceries are not permanents (110.1).
    assert_eq!(reading("C", true, "Destroy target instant."), LineReading::Unsupported);
}

#[test]
fn counter_target_spell_creature_spell_or_colored_spell_701_6a() {
    let counter = |line| match spell("C", line).as_slice() {
        [Effect::Counter { target: TargetSpec::Spell { filter }, exile: false, source_loses_abilities: false }] => {
            filter.clone()
        }
        other => panic!("{other:?}"),
    };
    assert_eq!(counter("Counter target spell."), ObjectFilter::default());
    assert_eq!(counter("Counter target creature spell."), creatures());
    assert_eq!(
        counter("Counter target red spell."),
        ObjectFilter { colors: ColorSet::only(Color::R), ..ObjectFilter::default() }
    );
    assert_eq!(
        counter("Counter target noncreature spell."),
        ObjectFilter { not_types: vec![CardType::Creature], ..ObjectFilter::default() }
    );
    let essence = counter("Counter target creature spell with power or toughness 2 or less.");
    let condition = essence.condition.unwrap();
    assert_eq!(condition.quantity, Quantity::PowerOrToughness);
    // A prototyped Blitz Automaton on the stack is a 3/2 (718.3b): it passes; a normal 6/4 does not.
    assert!(condition.holds(Some(3), Some(2), 3));
    assert!(!condition.holds(Some(6), Some(4), 7));
    // A permanent is not a spell.
    assert_eq!(reading("C", true, "Counter target creature."), LineReading::Unsupported);
}

#[test]
fn draw_cards_and_gain_or_lose_life_121_1_119_3() {
    assert_eq!(spell("D", "Draw two cards."), [Effect::Draw { player: PlayerRef::You, count: 2 }]);
    assert_eq!(spell("D", "Draw a card."), [Effect::Draw { player: PlayerRef::You, count: 1 }]);
    assert_eq!(
        spell("D", "Target player draws three cards."),
        [Effect::Draw { player: PlayerRef::TargetPlayer, count: 3 }]
    );
    assert_eq!(spell("D", "You gain 3 life."), [Effect::GainLife { amount: 3 }]);
    assert_eq!(spell("D", "You lose 2 life."), [Effect::LoseLife { amount: 2 }]);
    assert_eq!(reading("D", true, "Draw two card."), LineReading::Unsupported);
}

#[test]
fn several_sentences_are_one_ability_whose_effects_follow_in_order_608_2c() {
    assert_eq!(
        spell("Lich's Caress", "Destroy target creature. You gain 3 life."),
        [Effect::Destroy { target: target_creature() }, Effect::GainLife { amount: 3 }]
    );
    // One sentence not understood makes the whole line unsupported.
    assert_eq!(reading("L", true, "Destroy target creature. Its controller loses 2 life."), LineReading::Unsupported);
    // 701.19c: regeneration is not modelled, so "It can't be regenerated" after
    // a destroy changes nothing and is read as such; alone it means nothing.
    assert_eq!(
        spell("Terminate", "Destroy target creature. It can't be regenerated."),
        [Effect::Destroy { target: target_creature() }]
    );
    assert_eq!(reading("L", true, "It can't be regenerated."), LineReading::Unsupported);
}

#[test]
fn create_creature_tokens_with_power_toughness_colors_types_and_keywords_111_4_701_7a() {
    assert_eq!(
        spell("Raise the Alarm", "Create two 1/1 white Soldier creature tokens."),
        [Effect::CreateTokens {
            count: 2,
            token: TokenSpec {
                name: None,
                legendary: false,
                power: 1,
                toughness: 1,
                star: false,
                colors: ColorSet::only(Color::W),
                types: vec![CardType::Creature],
                subtypes: vec!["Soldier".into()],
                keywords: vec![],
                abilities: vec![],
            }
        }]
    );
    let [Effect::CreateTokens { count: 1, token }] =
        <[Effect; 1]>::try_from(spell("T", "Create a 1/1 colorless Thopter artifact creature token with flying."))
            .unwrap()
    else {
        panic!()
    };
    assert_eq!(token.types, [CardType::Artifact, CardType::Creature]);
    assert!(token.colors.is_empty());
    assert_eq!(token.keywords, [KeywordAbility::Flying]);
    let [Effect::CreateTokens { token, .. }] = <[Effect; 1]>::try_from(spell(
        "T",
        "Create a 2/2 white and blue Knight creature token with vigilance and haste.",
    ))
    .unwrap() else {
        panic!()
    };
    assert_eq!(token.colors.to_string(), "WU");
    assert_eq!(token.keywords, [KeywordAbility::Vigilance, KeywordAbility::Haste]);
    // "tokens" must agree with the number; an unknown subtype is not guessed.
    assert_eq!(reading("T", true, "Create two 1/1 white Soldier creature token."), LineReading::Unsupported);
    assert_eq!(reading("T", true, "Create a 1/1 white Blorp creature token."), LineReading::Unsupported);
}

#[test]
fn target_creature_gets_plus_n_until_end_of_turn_611_2a_613_4c() {
    assert_eq!(
        spell("Giant Growth", "Target creature gets +3/+3 until end of turn."),
        [Effect::PumpUntilEndOfTurn {
            target: target_creature(),
            power: 3,
            toughness: 3,
            keywords: vec![],
            until_your_next_turn: false
        }]
    );
    assert_eq!(reading("G", true, "Target creature gets +3/+3."), LineReading::Unsupported, "no duration, no guess");
}

#[test]
fn return_target_to_its_owners_hand() {
    assert_eq!(
        spell("Unsummon", "Return target creature to its owner's hand."),
        [Effect::ReturnToHand { target: target_creature() }]
    );
}

#[test]
fn exile_and_return_under_its_owners_control_is_a_new_object_400_7() {
    let you_control = ObjectFilter { controller: Some(Controller::You), ..creatures() };
    assert_eq!(
        spell(
            "Cloudshift",
            "Exile target creature you control, then return that card to the battlefield under its owner's control."
        ),
        [Effect::ExileAndReturn { target: TargetSpec::Permanent { filter: you_control.clone() } }]
    );
    assert_eq!(
        spell("F", "Exile target creature you control, then return it to the battlefield under its owner's control."),
        [Effect::ExileAndReturn { target: TargetSpec::Permanent { filter: you_control } }]
    );
}

#[test]
fn copies_enter_as_a_copy_or_create_a_token_copy_707_2_614_1c() {
    assert_eq!(
        one_static("Clone", "You may have Clone enter as a copy of any creature on the battlefield."),
        StaticAbility::EntersAsCopy {
            optional: true,
            of: creatures(),
            tapped: false,
            from_graveyard: false,
            also_subtype: None
        }
    );
    // 707.9b: a copy of a card in a graveyard, with an exception.
    assert_eq!(
        one_static(
            "Echoing Deeps",
            "You may have Echoing Deeps enter tapped as a copy of any land card in a graveyard, except it's a Cave in addition to its other types."
        ),
        StaticAbility::EntersAsCopy {
            optional: true,
            of: ObjectFilter { types: vec![CardType::Land], ..ObjectFilter::default() },
            tapped: true,
            from_graveyard: true,
            also_subtype: Some("Cave".into())
        }
    );
    assert_eq!(
        spell("Cackling Counterpart", "Create a token that's a copy of target creature you control."),
        [Effect::CreateTokenCopy {
            target: TargetSpec::Permanent { filter: ObjectFilter { controller: Some(Controller::You), ..creatures() } },
            haste: false,
            sacrificed_at_next_end_step: false,
            x_copies: false
        }]
    );
}

#[test]
fn put_plus_one_counters_on_target_creature_122_1a() {
    assert_eq!(
        spell("P", "Put two +1/+1 counters on target creature."),
        [Effect::PutCounters { count: 2, counter: CounterKind::PlusOnePlusOne, target: target_creature(), also: None }]
    );
    assert_eq!(spell("P", "Put a +1/+1 counter on target creature.").len(), 1);
}

#[test]
fn effect_lines_of_a_permanent_are_not_its_spell_ability_113_3a() {
    assert_eq!(reading("Murder", false, "Destroy target creature."), LineReading::Unsupported);
}

// --- Triggered abilities (603) ------------------------------------------------------------

fn triggered(name: &str, line: &str) -> (Trigger, Vec<Effect>) {
    match read(name, false, line).as_slice() {
        [Ability::Triggered { trigger, effects, condition: None, .. }] => (trigger.clone(), effects.clone()),
        other => panic!("not a triggered ability: {other:?}"),
    }
}

#[test]
fn when_this_enters_triggers_603_6a() {
    assert_eq!(
        triggered("Wall of Omens", "When Wall of Omens enters, draw a card."),
        (Trigger::SelfEnters, vec![Effect::Draw { player: PlayerRef::You, count: 1 }])
    );
    assert_eq!(triggered("Y", "When this creature enters the battlefield, you gain 2 life.").0, Trigger::SelfEnters);
    let (trigger, effects) = triggered(
        "Invasion of Belenon",
        "When Invasion of Belenon enters, create a 2/2 white Knight creature token with vigilance.",
    );
    assert_eq!(trigger, Trigger::SelfEnters);
    assert!(matches!(&effects[..], [Effect::CreateTokens { count: 1, token }] if token.subtypes == ["Knight"]));
}

#[test]
fn whenever_this_attacks_and_when_this_dies_trigger_508_1m_700_4() {
    assert_eq!(triggered("A", "Whenever A attacks, you gain 1 life.").0, Trigger::SelfAttacks);
    assert_eq!(
        triggered("Doomed", "When Doomed dies, target player draws two cards.").1,
        [Effect::Draw { player: PlayerRef::TargetPlayer, count: 2 }]
    );
    // "When … attacks" is not the template: "Whenever" is.
    assert_eq!(reading("A", false, "When A attacks, you gain 1 life."), LineReading::Unsupported);
}

#[test]
fn whenever_you_cast_a_spell_triggers_601_2i() {
    let (trigger, _) = triggered("B", "Whenever you cast a noncreature spell, B deals 1 damage to each opponent.");
    assert_eq!(
        trigger,
        Trigger::YouCast { spells: ObjectFilter { not_types: vec![CardType::Creature], ..ObjectFilter::default() } }
    );
    let (trigger, _) = triggered("B", "Whenever you cast a Goblin spell, draw a card.");
    assert_eq!(
        trigger,
        Trigger::YouCast { spells: ObjectFilter { subtypes: vec!["Goblin".into()], ..ObjectFilter::default() } }
    );
}

#[test]
fn at_the_beginning_of_your_upkeep_or_end_step_triggers_503_1a_513_1a() {
    assert_eq!(
        triggered("U", "At the beginning of your upkeep, you lose 1 life.").0,
        Trigger::BeginningOf { step: TriggerStep::Upkeep, whose: Whose::Yours }
    );
    assert_eq!(
        triggered("U", "At the beginning of your end step, draw a card.").0,
        Trigger::BeginningOf { step: TriggerStep::EndStep, whose: Whose::Yours }
    );
    assert_eq!(
        triggered("U", "At the beginning of each end step, draw a card.").0,
        Trigger::BeginningOf { step: TriggerStep::EndStep, whose: Whose::Each }
    );
}

#[test]
fn a_trigger_with_an_effect_outside_the_vocabulary_is_unsupported_whole_603_1() {
    assert_eq!(
        reading("Pestermite", false, "When Pestermite enters, you may tap or untap target permanent."),
        LineReading::Unsupported
    );
}

// --- Static abilities (604, 613) --------------------------------------------------------

#[test]
fn type_spells_you_cast_cost_less_601_2f() {
    assert_eq!(
        one_static("Goblin Warchief", "Goblin spells you cast cost {1} less to cast."),
        StaticAbility::CostReduction {
            spells: ObjectFilter {
                subtypes: vec!["Goblin".into()],
                controller: Some(Controller::You),
                ..ObjectFilter::default()
            },
            generic: 1
        }
    );
    assert!(matches!(
        one_static("X", "Creature spells you cast cost {2} less to cast."),
        StaticAbility::CostReduction { generic: 2, .. }
    ));
}

#[test]
fn quality_creatures_you_control_have_a_keyword_613_1f() {
    assert_eq!(
        one_static("Bloodmark Mentor", "Red creatures you control have first strike."),
        StaticAbility::GrantKeywords {
            creatures: ObjectFilter {
                colors: ColorSet::only(Color::R),
                controller: Some(Controller::You),
                ..creatures()
            },
            keywords: vec![KeywordAbility::FirstStrike],
            condition: None
        }
    );
    assert!(matches!(
        one_static("Goblin Warchief", "Goblins you control have haste."),
        StaticAbility::GrantKeywords { creatures, keywords, .. } if creatures.subtypes == ["Goblin"] && keywords == [KeywordAbility::Haste]
    ));
    assert!(matches!(
        one_static("E", "Other Elves you control have flying and vigilance."),
        StaticAbility::GrantKeywords { creatures, keywords, .. } if creatures.other && creatures.subtypes == ["Elf"] && keywords.len() == 2
    ));
}

#[test]
fn creatures_you_control_get_plus_n_613_4c() {
    assert_eq!(
        one_static("Glorious Anthem", "Creatures you control get +1/+1."),
        StaticAbility::Anthem {
            creatures: ObjectFilter { controller: Some(Controller::You), ..creatures() },
            power: 1,
            toughness: 1
        }
    );
    // Everyone's creatures is another ability, not this one.
    assert_eq!(reading("X", false, "Creatures get +1/+1."), LineReading::Unsupported);
}

#[test]
fn type_spells_you_cast_have_prowl_702_76a() {
    let StaticAbility::GrantProwl { spells, cost } =
        one_static("Hunting Velociraptor", "Dinosaur spells you cast have prowl {2}{R}.")
    else {
        panic!()
    };
    assert_eq!(spells.subtypes, ["Dinosaur"]);
    assert_eq!(cost.to_string(), "{2}{R}");
    let LineReading::Problem(problem) = reading("H", false, "Dinosaur spells you cast have prowl {2}{Q}.") else {
        panic!()
    };
    assert_eq!(problem.code(), "unknown_symbol");
}

#[test]
fn a_shock_lands_pay_life_or_enter_tapped_is_one_replacement_effect_614_1c_614_12() {
    let line = "As Hallowed Fountain enters, you may pay 2 life. If you don't, it enters tapped.";
    assert_eq!(one_static("Hallowed Fountain", line), StaticAbility::PayLifeOrEntersTapped { life: 2 });
    let this = "As this land enters, you may pay 3 life. If you don’t, it enters tapped.";
    assert_eq!(one_static("Valakut Stoneforge", this), StaticAbility::PayLifeOrEntersTapped { life: 3 });
    // Half of it is not understood at all.
    let half = "As Hallowed Fountain enters, you may pay 2 life.";
    assert_eq!(reading("Hallowed Fountain", false, half), LineReading::Unsupported);
}

#[test]
fn enters_tapped_and_color_definitions_are_static_abilities_614_1c_604_3() {
    assert_eq!(one_static("Thornwood Falls", "Thornwood Falls enters tapped."), StaticAbility::EntersTapped);
    assert_eq!(
        one_static("Ghostfire", "Ghostfire is colorless."),
        StaticAbility::ColorDefinition { colors: ColorSet::EMPTY }
    );
}

#[test]
fn tap_add_lines_are_mana_abilities_605_1a() {
    let [Ability::Mana { choices, cost, .. }] =
        <[Ability; 1]>::try_from(read("Frontier Bivouac", false, "{T}: Add {G}, {U}, or {R}.")).unwrap()
    else {
        panic!()
    };
    assert_eq!(choices.iter().map(ToString::to_string).collect::<Vec<_>>(), ["{G}", "{U}", "{R}"]);
    assert_eq!(cost.parts, [mtg_rules::text::CostPart::Tap]);
    // 106.6: a spending restriction is part of the ability.
    let [Ability::Mana { spend_only_on: Some(filter), .. }] =
        <[Ability; 1]>::try_from(read("X", false, "{T}: Add {C}. Spend this mana only to cast artifact spells."))
            .unwrap()
    else {
        panic!()
    };
    assert_eq!(filter.types, [mtg_rules::card::CardType::Artifact]);
    assert_eq!(reading("X", false, "{T}: Add {C}. Spend this mana only on Tuesdays."), LineReading::Unsupported);
}

// --- Self-reference and what is not guessed -----------------------------------------------

#[test]
fn another_cards_name_is_not_a_self_reference_201_5() {
    assert_eq!(reading("Bolt", true, "Shock deals 2 damage to any target."), LineReading::Unsupported);
    assert_eq!(reading("Shock", true, "Shockwave deals 2 damage to any target."), LineReading::Unsupported);
}

#[test]
fn loyalty_abilities_modes_and_quoted_abilities_are_unsupported() {
    for line in [
        "+1: Target player draws two cards, then discards two cards.",
        "−6: You get an emblem with \"Whenever you cast a spell, draw a card.\"",
        "Choose one —",
        "• Destroy target creature.",
        "Lightning Bolt deals 3 damage to any target",
    ] {
        assert_eq!(reading("Lightning Bolt", true, line), LineReading::Unsupported, "{line}");
    }
}

// --- The sample file and its coverage -------------------------------------------------------

#[test]
fn every_face_splits_its_lines_into_abilities_and_exactly_the_unsupported_rest_113_2c() {
    let db = CardDb::from_scryfall_json(SAMPLE).unwrap();
    for card in db.cards() {
        for face in &card.faces {
            for line in &face.unsupported_text {
                assert!(face.oracle_text.lines().any(|l| l == line), "{}: {line}", face.name);
            }
            let lines = face.oracle_text.lines().filter(|l| !l.trim().is_empty()).count();
            assert!(face.unsupported_text.len() <= lines);
        }
    }
    let unsupported: Vec<(&str, &str)> =
        db.cards().iter().flat_map(|c| c.unsupported_text().map(move |l| (c.name.as_str(), l))).collect();
    assert_eq!(
        unsupported,
        [
            ("Phyrexian Fleshgorger", "Ward Pay life equal to this creature's power"),
            ("Pestermite", "When Pestermite enters, you may tap or untap target permanent."),
            ("Dack Fayden", "+1: Target player draws two cards, then discards two cards."),
            (
                "Dack Fayden",
                "−6: You get an emblem with \"Whenever you cast a spell that targets one or more permanents, gain control of those permanents.\""
            ),
        ]
    );
}

#[test]
fn the_coverage_of_the_sample_file_does_not_fall_below_143_of_146_cards() {
    let db = CardDb::from_scryfall_json(SAMPLE).unwrap();
    let coverage = Coverage::of(&db);
    assert_eq!(coverage.cards, 146);
    assert!(coverage.understood >= 143, "{} of {} understood", coverage.understood, coverage.cards);
    assert!(coverage.understood_with_text >= 84, "{} of {}", coverage.understood_with_text, coverage.cards_with_text);
    assert!(coverage.share() > 0.979);
    let lines = coverage.most_common_unsupported(10);
    assert!(lines.iter().any(|(l, n)| l == "When CARDNAME enters, you may tap or untap target permanent." && *n == 1));
    // Persist (Kitchen Finks), the one keyword of the sample once unmodelled, is modelled (702.79).
    assert!(coverage.unmodelled_keywords().is_empty(), "{:?}", coverage.unmodelled_keywords());
    // It serializes as plain JSON for the UI.
    let json = serde_json::to_value(&coverage).unwrap();
    assert_eq!(json["cards"], 146);
    assert!(json["notUnderstood"][0]["unsupported"].is_array());
}

#[test]
fn the_coverage_of_the_full_text_pool_does_not_fall_below_49_of_162_cards() {
    let db = CardDb::from_scryfall_json(include_str!("data/pool-full-text.json")).unwrap();
    let coverage = Coverage::of(&db);
    assert_eq!(coverage.cards, 162);
    assert!(coverage.understood >= 49, "{} of {} understood", coverage.understood, coverage.cards);
}

#[test]
fn abilities_serialize_as_type_tagged_camel_case_json() {
    let abilities = read("Goblin Warchief", false, "Goblin spells you cast cost {1} less to cast.");
    let json = serde_json::to_value(&abilities).unwrap();
    assert_eq!(json[0]["type"], "static");
    assert_eq!(json[0]["ability"]["type"], "costReduction");
    assert_eq!(json[0]["ability"]["spells"]["subtypes"][0], "Goblin");
    assert_eq!(json[0]["ability"]["spells"]["controller"], "you");
    let keyword = serde_json::to_value(read("X", false, "Ward {2}")).unwrap();
    assert_eq!(keyword[0]["keyword"], serde_json::json!({"type": "ward", "cost": {"type": "mana", "cost": "{2}"}}));
}

// --- Never a panic ------------------------------------------------------------------------

const FRAGMENTS: &[&str] = &[
    "When ",
    "Whenever ",
    "At the beginning of ",
    "your ",
    "upkeep",
    "X",
    " enters",
    " attacks",
    " dies",
    ", ",
    ". ",
    ".",
    "deals ",
    "3 ",
    "damage to ",
    "any target",
    "target ",
    "creature",
    " spell",
    " or ",
    "artifact",
    " with ",
    "power ",
    "toughness ",
    "2 or less",
    "Ward {",
    "Q}",
    "{2}",
    "Prowl ",
    "Prototype ",
    " — ",
    "3/2",
    "Create ",
    "a ",
    "two ",
    "1/1 ",
    "white ",
    "Goblin ",
    "token",
    "tokens",
    " with flying",
    "gets ",
    "+3/+3",
    " until end of turn",
    "(",
    ")",
    "Suspend ",
    "—",
    "Crew ",
    "Protection from ",
    "red",
    "you control",
    " have ",
    "é",
    "’",
    "−",
    "\n",
    "{T}: Add ",
    "{G}",
    "Destroy ",
    "Counter ",
    "non",
    "Return ",
    "Exile ",
    ", then return it",
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,200}", spell in any::<bool>()) {
        let parsed = parse_oracle_text(&text, &ParseContext { names: &["X", ""], spell });
        for line in &parsed.unsupported {
            prop_assert!(text.contains(line.as_str()));
        }
    }

    #[test]
    fn text_made_of_template_fragments_never_panics(parts in proptest::collection::vec(0..FRAGMENTS.len(), 0..30), spell in any::<bool>()) {
        let text: String = parts.iter().map(|&i| FRAGMENTS[i]).collect();
        let parsed = parse_oracle_text(&text, &ParseContext { names: &["X"], spell });
        for problem in &parsed.problems {
            prop_assert!(problem.offset <= text.encode_utf16().count());
        }
    }
}

#[test]
fn equipped_and_enchanted_creature_boosts_and_blood_moon_are_read_301_5a_303_4a_305_7() {
    assert_eq!(
        read("Shadowspear", false, "Equipped creature gets +1/+1 and has trample and lifelink."),
        [Ability::Static {
            ability: StaticAbility::Attached {
                power: 1,
                toughness: 1,
                keywords: vec![KeywordAbility::Trample, KeywordAbility::Lifelink],
                for_each: None,
            }
        }]
    );
    let glitters = read(
        "All That Glitters",
        false,
        "Enchanted creature gets +1/+1 for each artifact and/or enchantment you control.",
    );
    assert!(matches!(&glitters[..], [Ability::Static { ability: StaticAbility::Attached { for_each: Some(f), .. } }]
        if f.one_of_types == [CardType::Artifact, CardType::Enchantment] && f.controller == Some(Controller::You)));
    assert_eq!(
        read("X", false, "Enchant creature"),
        [Ability::Keyword {
            keyword: KeywordAbility::Enchant { card_type: Some(CardType::Creature), in_graveyard: false }
        }]
    );
    assert_eq!(
        read("Blood Moon", false, "Nonbasic lands are Mountains."),
        [Ability::Static { ability: StaticAbility::NonbasicLandsAre { subtype: "Mountain".into() } }]
    );
    // Not a basic land type: not understood.
    assert_eq!(reading("X", false, "Nonbasic lands are Deserts."), LineReading::Unsupported);
}
