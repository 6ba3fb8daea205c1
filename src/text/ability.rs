//! Abilities (113): [`Ability`], with the [`Trigger`]s of triggered
//! abilities (603) and the [`StaticAbility`]s (604) this engine understands.

use super::cost::{ActivationRestriction, Cost};
use super::effect::{Effect, ObjectFilter};
use super::keyword::KeywordAbility;
use crate::card::CardType;
use crate::color::{Color, ColorSet};
use crate::mana::ManaCost;
use serde::Serialize;

/// 113.3. One ability read from one line of oracle text (a keyword line may
/// give several).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Ability {
    /// 702. A keyword ability.
    Keyword {
        /// Which.
        keyword: KeywordAbility,
    },
    /// 603. A triggered ability: "\[When/Whenever/At\] \[condition\], \[effect\]."
    Triggered {
        /// The trigger condition.
        trigger: Trigger,
        /// 603.4. An intervening "if" clause ("At the beginning of your
        /// upkeep, if you control seven or more Plains, …"): checked when the
        /// event occurs (it triggers only if true) and again as it resolves.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        condition: Option<StaticCondition>,
        /// The effect, in the order written (608.2c); none for a modal one.
        effects: Vec<Effect>,
        /// 700.2b, 603.3c. A modal triggered ability ("When ~ enters, choose
        /// one —" and its bulleted modes): its modes, chosen as it is put on
        /// the stack, with their targets.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        modal: Option<Modal>,
    },
    /// 604. A static ability.
    Static {
        /// Which.
        ability: StaticAbility,
    },
    /// 113.3a. The spell ability of an instant or sorcery: its effects, in the
    /// order written (608.2c).
    Spell {
        /// The effects.
        effects: Vec<Effect>,
    },
    /// 602, 605.1a. A mana ability: an activated ability with no target
    /// that adds mana and neither moves a card to or from a library
    /// (605.1a's fourth criterion, 7 Aug 2026) nor is a loyalty ability:
    /// "{T}: Add {G}.", "{1}, {T}: Add {W}{U}.", "{T}, Sacrifice this
    /// token: Add one mana of any color." Its execution is the game
    /// module's (`game::mana_ability`).
    Mana {
        /// 602.1a. Its cost.
        cost: Cost,
        /// The choices of mana one activation adds, each as mana symbols,
        /// e.g. `\["{W}", "{U}"\]` for "Add {W} or {U}", `\["{C}{C}"\]`.
        #[tsify(type = "string[]")]
        choices: Vec<ManaCost>,
        /// "This land deals 1 damage to you." (pain lands): damage its
        /// source deals to its controller as it resolves (120.3).
        #[serde(skip_serializing_if = "is_zero")]
        damage_to_you: u32,
        /// 106.6. "Spend this mana only to cast \[quality\] spells": the
        /// spells the mana may pay for.
        #[serde(skip_serializing_if = "Option::is_none")]
        spend_only_on: Option<ObjectFilter>,
        /// 106.6. "… a creature spell of the chosen type": the spells must
        /// also have the creature type chosen as the source entered (614.12).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        of_chosen_type: bool,
        /// 602.5. Restrictions on activating it.
        #[serde(skip_serializing_if = "Vec::is_empty")]
        restrictions: Vec<ActivationRestriction>,
        /// "Add {U} or one mana of the chosen color", "Add two mana of the
        /// chosen color": one more choice, that many mana of the color chosen
        /// as the permanent entered (614.12; none chosen: no mana); 0: none.
        #[serde(default, skip_serializing_if = "is_zero")]
        chosen_color: u32,
        /// 106.6. "Spend this mana only to activate abilities of land
        /// sources." (Sunken Citadel): its mana pays only for activating an
        /// ability of a land.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        land_abilities_only: bool,
        /// 106.6. "This mana can't be spent to pay generic mana costs."
        /// (Jegantha, the Wellspring): its mana pays only colored, colorless
        /// and hybrid symbols, never generic mana (107.4b) or `{X}`.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        no_generic: bool,
        /// 106.6, 101.2. "…, and that spell can't be countered" after the
        /// spending restriction: a spell its restricted mana paid for can't be
        /// countered.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        uncounterable: bool,
        /// 106.1, 106.5. "Add one mana of any color among legendary
        /// permanents you control": only the colors of the permanents its
        /// controller controls that the filter matches, as it is activated
        /// (none: no mana).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        among: Option<ObjectFilter>,
    },
    /// 700.2, 113.3a. The spell ability of a modal instant or sorcery:
    /// "Choose one —" and its bulleted modes; or spree (702.172a): "Choose
    /// one or more modes. As an additional cost to cast this spell, pay the
    /// costs associated with those modes." The modes are chosen as it is
    /// cast (601.2b, 700.2a).
    ModalSpell {
        /// How many modes may be chosen.
        choose: ModeCount,
        /// The modes, in the order printed.
        modes: Vec<Mode>,
        /// 601.2b. "If you control a Wizard as you cast this spell, you may
        /// choose two instead.": more modes when a condition holds as it is
        /// cast.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        more: Option<MoreModes>,
    },
    /// 602.1. An activated ability that is not a mana ability: "\[cost\]:
    /// \[effect\]. \[Activate only …\]". It uses the stack (602.2a).
    Activated {
        /// 602.1a. Its cost.
        cost: Cost,
        /// The effect, in the order written (608.2c).
        effects: Vec<Effect>,
        /// 602.5. Restrictions on activating it.
        #[serde(skip_serializing_if = "Vec::is_empty")]
        restrictions: Vec<ActivationRestriction>,
        /// 601.2f via 602.2b. "This ability costs {1} less to activate for
        /// each legendary creature you control." (channel lands).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        reduction: Option<ActivationReduction>,
    },
}

/// 700.2. How many modes of a modal spell its controller chooses: "Choose
/// one —" (1–1), "Choose two —" (2–2), "Choose one or both —" (1–2),
/// "Choose one or more —" (1–all), spree (1–all, 702.172a).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct ModeCount {
    /// The fewest.
    pub min: u32,
    /// The most (700.2d: no mode twice).
    pub max: u32,
    /// 702.172a. Spree: each mode has an additional cost.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub spree: bool,
}

/// 700.2b. The modes of a modal triggered ability and how many its
/// controller chooses ("choose up to one —": none or one, 603.3c).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Modal {
    /// How many modes may be chosen.
    pub choose: ModeCount,
    /// The modes, in the order printed.
    pub modes: Vec<Mode>,
}

/// 601.2b, 700.2. "Choose one. If you control a Wizard as you cast this
/// spell, you may choose two instead." (Flame of Anor); "If there are eight
/// or more permanent cards in your graveyard as you cast this spell, choose
/// one or more instead." (descend, Wail of the Forgotten): the most modes
/// when the condition holds for the caster as the modes are chosen.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct MoreModes {
    /// The condition, judged for the caster.
    pub condition: StaticCondition,
    /// The most modes then (the fewest is unchanged).
    pub max: u32,
}

/// 700.2. One mode of a modal spell: its instructions, and for spree its
/// additional cost (700.2h, 702.172a: "+ {1} — …").
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Mode {
    /// 700.2h. The mana added to the spell's cost when this mode is chosen.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(type = "string | null")]
    pub cost: Option<ManaCost>,
    /// The instructions, in the order written (608.2c).
    pub effects: Vec<Effect>,
}

/// Whether a count is 0 (left out of JSON).
pub(crate) fn is_zero<N: Default + PartialEq>(n: &N) -> bool {
    *n == N::default()
}

pub(crate) fn is_one(n: &u32) -> bool {
    *n == 1
}

impl Ability {
    /// A stable key naming the ability's template: its shape with the
    /// particulars left out. The `type` tags and camelCase enum values stay;
    /// numbers become `#`, other strings (mana symbols, subtypes, colors)
    /// `_`, repeated list items collapse into one, and empty, absent and
    /// false fields are left out. "Add {W} or {U}." and
    /// "Add {G}." share `mana{choices:[_]}`; Shock and Lightning Bolt share
    /// their key. The `template-log` feature records the keys a game executes
    /// (`crate::template_log`), and the coverage command counts the cards
    /// whose every key was executed by a test (ARCHITECTURE.md).
    ///
    /// ```
    /// use mtg_rules::text::{Ability, KeywordAbility};
    /// let flying = Ability::Keyword { keyword: KeywordAbility::Flying };
    /// assert_eq!(flying.template_key(), "keyword{keyword:flying{}}");
    /// ```
    pub fn template_key(&self) -> String {
        serde_json::to_value(self).map(|v| skeleton(&v)).unwrap_or_default()
    }

    /// Every instruction the ability may carry out: its effects, every
    /// mode's of a modal spell or triggered ability (700.2); none for keyword, static and mana
    /// abilities.
    pub fn all_effects(&self) -> impl Iterator<Item = &Effect> {
        let (effects, modes): (&[Effect], &[Mode]) = match self {
            Ability::Triggered { effects, modal, .. } => (effects, modal.as_ref().map_or(&[][..], |m| &m.modes)),
            Ability::Spell { effects } | Ability::Activated { effects, .. } => (effects, &[]),
            Ability::ModalSpell { modes, .. } => (&[], modes),
            Ability::Keyword { .. } | Ability::Static { .. } | Ability::Mana { .. } => (&[], &[]),
        };
        effects.iter().chain(modes.iter().flat_map(|m| &m.effects))
    }

    /// 702.29a, 702.29e. Whether this is a cycling ability: "\[Cost\],
    /// Discard this card: Draw a card." or a typecycling search, as the
    /// keyword line is read (`parse::cycling`). TODO(CR 702.29a): the same
    /// words printed as an ability of their own would count too.
    pub fn is_cycling(&self) -> bool {
        let Ability::Activated { cost, effects, .. } = self else { return false };
        cost.parts.last() == Some(&crate::text::CostPart::DiscardSelf)
            && matches!(
                effects.as_slice(),
                [Effect::Draw { player: crate::text::PlayerRef::You, count: 1 }]
                    | [Effect::SearchLibrary { destination: crate::text::SearchDestination::Hand, .. }]
            )
    }

    /// 114.2. The abilities of the emblem this ability gives ("You get an
    /// emblem with …"), if it gives one.
    pub fn emblem(&self) -> Option<&[Ability]> {
        self.all_effects().find_map(|e| match e {
            Effect::GetEmblem { abilities } => Some(abilities.as_slice()),
            _ => None,
        })
    }

    /// 613.1f. The ability this one's "\[this\] gains \"…\"" gives its
    /// permanent, if it gives one.
    pub fn granted_to_self(&self) -> Option<&Ability> {
        self.all_effects().find_map(|e| match e {
            Effect::ThisGains { ability } => Some(ability.as_ref()),
            // 613.1f: while it is animated (`Game::self_granted_at`).
            Effect::BecomeCreature { abilities, .. } => abilities.first(),
            _ => None,
        })
    }

    /// The templates an ability is made of: its [`Ability::template_key`];
    /// for a modal spell (700.2), the choice of modes (the ability with no
    /// modes) and each mode as the spell ability of its instructions, so a
    /// mode is executed when a spell cast with that mode resolves.
    ///
    /// ```
    /// use mtg_rules::text::{parse_oracle_text, ParseContext};
    /// let ctx = ParseContext { names: &["Abrade"], spell: true };
    /// let text = "Choose one —\n• Abrade deals 3 damage to target creature.\n• Destroy target artifact.";
    /// let parsed = parse_oracle_text(text, &ctx);
    /// let keys = parsed.abilities[0].template_keys();
    /// assert_eq!(keys.len(), 3);
    /// assert_eq!(keys[0], "modalSpell{choose:{max:#,min:#}}");
    /// ```
    pub fn template_keys(&self) -> Vec<String> {
        match self {
            Ability::ModalSpell { choose, modes, more } => {
                let header =
                    Ability::ModalSpell { choose: *choose, modes: Vec::new(), more: more.clone() }.template_key();
                std::iter::once(header).chain(modes.iter().map(Mode::template_key)).collect()
            }
            // 700.2b: a modal triggered ability likewise.
            Ability::Triggered { trigger, condition, effects, modal: Some(modal) } => {
                let header = Ability::Triggered {
                    trigger: trigger.clone(),
                    condition: condition.clone(),
                    effects: effects.clone(),
                    modal: Some(Modal { choose: modal.choose, modes: Vec::new() }),
                };
                std::iter::once(header.template_key()).chain(modal.modes.iter().map(Mode::template_key)).collect()
            }
            _ => vec![self.template_key()],
        }
    }
}

impl Mode {
    /// The template of this mode: that of a spell ability with its
    /// instructions (see [`Ability::template_keys`]).
    pub fn template_key(&self) -> String {
        Ability::Spell { effects: self.effects.clone() }.template_key()
    }
}

/// The shape of a serialized value (see [`Ability::template_key`]).
fn skeleton(value: &serde_json::Value) -> String {
    use serde_json::Value;
    match value {
        Value::Null => "-".to_string(),
        Value::Bool(b) => b.to_string(),
        Value::Number(_) => "#".to_string(),
        Value::String(s) => {
            let enum_like =
                s.starts_with(|c: char| c.is_ascii_lowercase()) && s.chars().all(|c| c.is_ascii_alphanumeric());
            if enum_like { s.clone() } else { "_".to_string() }
        }
        Value::Array(items) => {
            let mut parts: Vec<String> = Vec::new();
            for item in items {
                let part = skeleton(item);
                if !parts.contains(&part) {
                    parts.push(part);
                }
            }
            format!("[{}]", parts.join(","))
        }
        Value::Object(map) => {
            let tag = map.get("type").and_then(Value::as_str).unwrap_or_default();
            let mut fields: Vec<String> = map
                .iter()
                .filter(|(k, _)| *k != "type")
                .map(|(k, v)| (k, skeleton(v)))
                .filter(|(_, v)| !matches!(v.as_str(), "[]" | "-" | "false"))
                .map(|(k, v)| format!("{k}:{v}"))
                .collect();
            crate::sort::ascending(&mut fields);
            format!("{tag}{{{}}}", fields.join(","))
        }
    }
}

/// Which step a "beginning of" trigger waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum TriggerStep {
    /// 503. The upkeep step.
    Upkeep,
    /// 513. The end step.
    EndStep,
    /// 505.1. The precombat main phase.
    PrecombatMain,
    /// 505.1. Each main phase, precombat and postcombat ("At the beginning
    /// of each of your main phases", Carpet of Flowers).
    MainPhase,
}

impl TriggerStep {
    /// Whether a "beginning of" trigger waiting for this step triggers as
    /// `step` begins (`MainPhase` at either main phase; the game names the
    /// postcombat one `MainPhase`).
    pub fn begins_with(self, step: TriggerStep) -> bool {
        self == step || (self == TriggerStep::MainPhase && step == TriggerStep::PrecombatMain)
    }
}

/// Whose step a "beginning of" trigger waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum Whose {
    /// "your upkeep".
    Yours,
    /// "each upkeep", "the end step": every player's.
    Each,
}

/// 603.1. A trigger condition.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Trigger {
    /// 603.6a. "When \[this\] enters".
    SelfEnters,
    /// 603.6a, 603.4. "When \[this\] enters untapped": it enters and is
    /// untapped as it does (Mystic Sanctuary).
    SelfEntersUntapped,
    /// 508.1m. "Whenever \[this\] attacks".
    SelfAttacks,
    /// 702.140d. "Whenever this creature mutates": a mutating creature
    /// spell merged with it as it resolved (729.2), on top or under.
    SelfMutates,
    /// 508.1m, 603.2. "Whenever \[this\] attacks the player with the most
    /// life or tied for most life" (Preacher of the Schism): it attacks a
    /// player whose life total no other player's exceeds, as it is declared.
    SelfAttacksPlayerWithMostLife,
    /// 508.1m, 603.2. "Whenever \[this\] attacks while you have the most
    /// life or are tied for most life" (Preacher of the Schism): as it is
    /// declared, no other player's life total exceeds its controller's.
    SelfAttacksWhileYouHaveMostLife,
    /// 508.1m, 603.2, 702.171b. "Whenever \[this\] attacks while saddled"
    /// (Quilled Charger): it is saddled as it is declared an attacker.
    SelfAttacksWhileSaddled,
    /// 701.43d, 508.1g, 603.12. "You may exert \[this\] as it attacks. When
    /// you do, …" (Glorybringer): the optional cost to attack and its linked
    /// reflexive trigger (607.2h), one ability; its controller exerted it as
    /// attackers were declared.
    SelfExerted,
    /// 508.1m, 603.2. "Whenever you attack": its controller declared one or
    /// more attacking creatures.
    YouAttack,
    /// 510.2, 603.2. "Whenever \[this\] deals combat damage to a player":
    /// once for each player it dealt combat damage to in a combat damage step.
    SelfDealsCombatDamageToPlayer,
    /// 510.2, 603.2. "Whenever a creature deals combat damage to one of your
    /// opponents" (Gix, Yawgmoth Praetor): once for each creature, whoever
    /// controls it, that deals combat damage to an opponent of the ability's
    /// controller; "its controller" is the creature's (608.2c).
    CreatureDealsCombatDamageToYourOpponent,
    /// 120.3, 603.2. "Whenever \[this\] deals damage": once for each event
    /// in which it deals damage, however many it is dealt to (Vessel of the
    /// All-Consuming).
    SelfDealsDamage,
    /// 120.3, 603.2. "Whenever \[this\] deals damage to a player", combat
    /// or not: once for each player dealt damage ("that player", 608.2c).
    SelfDealsDamageToPlayer,
    /// 603.2, 603.6a, 508.1m. "Whenever \[this\] enters or attacks": one
    /// ability with two trigger events.
    SelfEntersOrAttacks,
    /// 700.4, 603.6c. "When \[this\] dies".
    SelfDies,
    /// 700.4, 603.6c, 603.10a. "Whenever \[this\] or another creature
    /// dies": any creature, this one too.
    CreatureDies,
    /// 603.6c, 603.10a. "When \[this\] is put into a graveyard from the
    /// battlefield" (any permanent, Chromatic Star).
    SelfPutIntoGraveyard,
    /// 603.2, 603.6a, 603.10a. "When \[this\] enters or is put into a
    /// graveyard from the battlefield": one ability with two trigger events.
    SelfEntersOrPutIntoGraveyard,
    /// 603.2, 603.6a, 603.6c, 603.10a. "When \[this\] enters or leaves the
    /// battlefield": one ability with two trigger events.
    SelfEntersOrLeaves,
    /// 603.6a, 701.27e. "When this creature enters or transforms into
    /// \[this face's name\]" (Brutal Cathar): as the permanent enters, or
    /// as it transforms with this face up after it does.
    SelfEntersOrTransformsInto,
    /// 603.6c, 603.10a. "When \[this\] leaves the battlefield" (to any zone:
    /// destroyed, sacrificed, exiled, returned to a hand).
    SelfLeaves,
    /// 120.3, 603.2. "Whenever a source deals damage to \[this\]" (Rona,
    /// Tolarian Obliterator): damage is dealt to this permanent, and the
    /// source's controller is "that source's controller" (608.2c).
    SelfDealtDamage,
    /// 601.2i. "Whenever you cast a … spell".
    YouCast {
        /// Which spells.
        spells: ObjectFilter,
    },
    /// 603.6a. "Whenever another creature you control enters": a permanent
    /// the filter matches (seen from this one) enters the battlefield.
    PermanentEnters {
        /// Which permanents.
        filter: ObjectFilter,
    },
    /// 701.44b. "Whenever a creature you control explores": a permanent
    /// the filter matches (seen from this one) has explored.
    CreatureExplores {
        /// Which permanents.
        filter: ObjectFilter,
    },
    /// 701.9a, 603.2. "Whenever an opponent discards a creature card": a
    /// card the filter matches (in the graveyard it went to) is discarded by
    /// an opponent of this permanent's controller (Waste Not).
    OpponentDiscards {
        /// Which cards.
        cards: ObjectFilter,
    },
    /// 702.29c. "When you cycle \[this\]": its controller discarded this card
    /// to pay the cost of its cycling ability ([`Ability::is_cycling`]); it
    /// triggers from the zone the card went to.
    YouCycleThis,
    /// 701.9a, 603.2. "When a spell or ability an opponent controls causes
    /// you to discard \[this\]" (Orvar, the All-Form): this card is
    /// discarded by its owner while a spell or ability an opponent controls
    /// resolves; it triggers from the zone the card went to.
    OpponentCausesYouToDiscardThis,
    /// 702.29a, 701.9a. "Whenever you cycle or discard another card": a
    /// card its controller discards (cycling discards, so it triggers once).
    YouCycleOrDiscard,
    /// 701.9a, 603.2c. "Whenever you discard one or more cards": its
    /// controller discarded cards, once for each event however many (a
    /// cost's, an instruction's, the cleanup step's, 514.1).
    YouDiscardOneOrMore,
    /// 714.2b–c. A chapter ability, "I, II — \[effect\]": when one or more
    /// lore counters are put onto this Saga, if the number of lore counters
    /// on it was less than N and became at least N.
    Chapter {
        /// The chapter numbers of its symbols.
        chapters: Vec<u32>,
    },
    /// 309.4c. A dungeon's room ability, "When you move your venture marker
    /// into this room, \[effect\]": triggered by the game as the owner's
    /// venture marker moves into the room (701.49), never by a permanent.
    VentureMarkerIntoThisRoom,
    /// 603.8. "When \[this\] has no ice counters on it" (a state trigger):
    /// whenever the permanent has none of that kind, unless this ability
    /// has triggered and not yet left the stack.
    NoCounters {
        /// Which kind.
        #[tsify(type = "string")]
        counter: crate::counter::CounterKind,
    },
    /// 603.8. "When there are four or more page counters on \[this\]"
    /// (Mazemind Tome, a state trigger): whenever the permanent has at least
    /// that many, unless this ability has triggered and not yet left the stack.
    CountersAtLeast {
        /// Which kind.
        #[tsify(type = "string")]
        counter: crate::counter::CounterKind,
        /// The fewest.
        at_least: u32,
    },
    /// 503.1a, 513.1a. "At the beginning of your upkeep / end step".
    BeginningOf {
        /// Which step.
        step: TriggerStep,
        /// Whose.
        whose: Whose,
    },
    /// 601.2i, 603.2. "Whenever an opponent casts a noncreature spell": an
    /// opponent of this permanent's controller casts a spell the filter
    /// matches; "that player" is the caster.
    OpponentCasts {
        /// Which spells.
        spells: ObjectFilter,
        /// "… during your turn": only in the turn of this permanent's controller.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        during_your_turn: bool,
    },
    /// 603.2. "Whenever \[one event\] and whenever \[another\]" (Voice of
    /// Resurgence): one ability with two trigger events; it triggers on
    /// either ([`Trigger::fires`]).
    Either {
        /// The first event.
        first: Box<Trigger>,
        /// The second.
        second: Box<Trigger>,
    },
    /// 601.2i, 603.2. "Whenever a player casts a noncreature spell": any
    /// player, this permanent's controller too; "that player" is the caster.
    PlayerCasts {
        /// Which spells.
        spells: ObjectFilter,
    },
    /// 603.6c, 603.10a. "Whenever an artifact is put into a graveyard from
    /// the battlefield" (Fangren Marauder): any permanent the filter matches
    /// (seen from this one), whoever controlled it.
    PermanentPutIntoGraveyard {
        /// Which permanents.
        filter: ObjectFilter,
    },
    /// 603.6c, 603.10a. "Whenever another creature you control leaves the
    /// battlefield" (Luminous Phantom): a permanent the filter matches (seen
    /// from this one, looking back at it) leaves for any zone.
    PermanentLeaves {
        /// Which permanents.
        filter: ObjectFilter,
    },
    /// 510.2, 603.2. "Whenever a creature you control deals combat damage
    /// to a player" (Kaito Shizuki's emblem): each permanent the filter
    /// matches (seen from this one) that deals combat damage to a player.
    DealsCombatDamageToPlayer {
        /// Which permanents.
        filter: ObjectFilter,
    },
    /// 603.2, 603.10a. "Whenever one or more creature cards are put into
    /// graveyards from anywhere" (Dennick, Pious Apparition): a card (not a
    /// token) the filter matches is put into any graveyard from any zone.
    /// "Whenever a land card is put into your graveyard from anywhere"
    /// (Slogurk, the Overslime): the filter's `controller` is the graveyard's
    /// owner, and each card is an event of its own.
    /// TODO(CR 603.2c): one event for each card, not one for the cards put
    /// there at once (Dennick's only card also says "only once each turn").
    CardsPutIntoGraveyards {
        /// Which cards (as they are in the graveyard).
        cards: ObjectFilter,
    },
    /// 603.2, 603.6c. "Whenever an instant or sorcery card leaves your
    /// graveyard" (Murktide Regent): a card the filter matches (as it is in
    /// its new zone) that its controller owns leaves their graveyard.
    CardLeavesYourGraveyard {
        /// Which cards.
        cards: ObjectFilter,
    },
    /// 121.1, 603.2. "Whenever you draw a card", "Whenever an opponent draws
    /// a card", "… draws their second card each turn", "… draws a card except
    /// the first one they draw in each of their draw steps".
    Draws {
        /// An opponent of this permanent's controller draws (else its controller).
        opponent: bool,
        /// Which card drawn.
        which: DrawnCard,
    },
    /// 119.9, 603.2. "Whenever you gain life" (Amalia Benavides Aguirre):
    /// once for each life-gain event of its controller.
    YouGainLife,
    /// 122.1, 603.2. "Whenever you put one or more -1/-1 counters on a
    /// creature" (Hapatra, Vizier of Poisons): once for each creature its
    /// controller puts such counters on in one event (an instruction of a
    /// spell or ability they control, proliferate, damage dealt as counters).
    YouPutCountersOnCreature {
        /// Which kind.
        #[tsify(type = "string")]
        counter: crate::counter::CounterKind,
    },
    /// 115.1, 603.2. "Whenever a creature you control becomes the target of
    /// a spell" (Venerated Rotpriest): once for each such creature a spell
    /// targets as it is cast (601.2c).
    YourCreatureBecomesTargetOfSpell,
    /// 115.1, 603.2. "Whenever you or another permanent you control becomes
    /// the target of a spell or ability an opponent controls" (Valkmira,
    /// Protector's Shield): once for each of them (each once, however many of
    /// its targets it is) a spell or ability of an opponent of its controller
    /// targets as it is put on the stack (601.2c, 602.2b, 603.3d).
    YouOrAnotherPermanentBecomesTargetOfOpponents,
}

impl Trigger {
    /// 603.2. Whether `event` matches this trigger condition or, for
    /// [`Trigger::Either`], one of its two.
    pub fn fires(&self, event: &impl Fn(&Trigger) -> bool) -> bool {
        match self {
            Trigger::Either { first, second } => first.fires(event) || second.fires(event),
            other => event(other),
        }
    }
}

/// 121.1. Which card drawn a [`Trigger::Draws`] sees.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum DrawnCard {
    /// Each one.
    Each,
    /// The player's second this turn.
    SecondThisTurn,
    /// Each but the first one they draw in their draw step (504.1).
    ExceptFirstInDrawStep,
}

impl DrawnCard {
    /// Whether the `nth` card a player drew this turn (1 the first), drawn in
    /// their draw step's first draw or not, is one this sees.
    pub const fn sees(self, nth: u32, first_in_draw_step: bool) -> bool {
        match self {
            DrawnCard::Each => true,
            DrawnCard::SecondThisTurn => nth == 2,
            DrawnCard::ExceptFirstInDrawStep => !first_in_draw_step,
        }
    }
}

/// 613.1f. A keyword a permanent of a color gains ([`StaticAbility::GrantKeywordsByColor`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
pub struct ColorKeyword {
    /// The color.
    #[tsify(type = "Color")]
    pub color: Color,
    /// The keyword.
    pub keyword: KeywordAbility,
}

/// 611.3a. The condition of an "as long as" static ability, judged for its
/// controller.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum StaticCondition {
    /// "as long as you control a Mountain": a permanent they control the
    /// filter matches (its printed characteristics); "if you control seven
    /// or more Plains": at least that many.
    YouControl {
        /// Which permanents.
        filter: ObjectFilter,
        /// The fewest (1 for "a").
        #[serde(skip_serializing_if = "is_one")]
        at_least: u32,
    },
    /// "if there are four or more card types among cards in your graveyard"
    /// (delirium; 205.2a).
    CardTypesInYourGraveyard {
        /// The fewest card types.
        at_least: u32,
    },
    /// "as long as there are three or more land cards in your graveyard".
    CardsInYourGraveyard {
        /// Which cards.
        filter: ObjectFilter,
        /// The fewest.
        at_least: u32,
    },
    /// 404.1. "if a graveyard has twenty or more cards in it" (Jace, the
    /// Perfected Mind): any player's graveyard.
    AGraveyardHasCards {
        /// The fewest.
        at_least: u32,
    },
    /// 702.33e. "if it was kicked": the permanent's spell was kicked (only a
    /// triggered ability's intervening "if", 603.4, judged on its source).
    ThisWasKicked,
    /// 702.166c. "if it was bargained": the permanent's spell was bargained
    /// (only a triggered ability's intervening "if", 603.4, judged on its source).
    ThisWasBargained,
    /// 701.59c, 607.2. "if evidence was collected": the resolving spell was
    /// cast with its optional "collect evidence N" cost paid
    /// (`CastMethod::OptionalCostPaid`), judged as the instruction is
    /// followed (608.2c).
    EvidenceWasCollected,
    /// 702.138b. "unless it escaped" (Uro, Kroxa): the permanent's spell was
    /// not cast with escape (judged on the ability's source as the
    /// instruction is followed, 608.2c).
    ThisDidNotEscape,
    /// 603.4, 601.2. "if you cast it" (The One Ring): the permanent entered
    /// as its spell resolved (only a triggered ability's intervening "if" of
    /// "When \[this\] enters", judged as it triggers; the fact can't change).
    YouCastIt,
    /// 603.2h. "Do this only once each turn." (Ancient Cornucopia): its
    /// source's controller has not yet taken the ability's "you may" action
    /// this turn (only a triggered ability's, judged on its source).
    NotDoneThisTurn,
    /// 603.2h's like. "This ability triggers only once each turn." (Dennick,
    /// Pious Apparition): the ability of this source has not triggered yet
    /// this turn (only a triggered ability's, judged on its source as it would
    /// trigger; `GameState::triggered_this_turn`).
    NotTriggeredThisTurn,
    /// 113.6k-like, 603.2. "This ability triggers only if \[this\] is on the
    /// battlefield or if \[this\] is in your graveyard and you control a
    /// Giant." (Quakebringer): a limit on triggering, judged on its source as
    /// it would trigger; the ability also functions from its owner's
    /// graveyard while they control a permanent the filter matches.
    OnBattlefieldOrInYourGraveyardIfYouControl {
        /// What "you control a Giant" asks for.
        filter: super::effect::ObjectFilter,
    },
    /// 603.4, 115.1. "if it targets one or more other permanents you
    /// control" (Orvar, the All-Form): the spell whose casting triggered the
    /// ability targets a permanent its controller controls other than the
    /// ability's source (only a triggered ability's intervening "if" of
    /// "Whenever you cast …", judged on that spell).
    ThatSpellTargetsAnotherPermanentYouControl,
    /// 603.4, 120.2. "if it has dealt 10 or more damage to that player this
    /// turn" (Vessel of the All-Consuming): the damage this turn's record
    /// (`GameState::damage_this_turn`) holds from the ability's source to the
    /// player its trigger saw (only a triggered ability's intervening "if"
    /// of "Whenever \[this\] deals damage to a player").
    ThisDealtDamageToThatPlayerThisTurn {
        /// The least damage.
        at_least: u32,
    },
    /// 701.21a. "as long as you sacrificed a permanent this turn".
    YouSacrificedThisTurn,
    /// Revolt (207.2c). "if a permanent you controlled left the battlefield
    /// this turn".
    PermanentLeftThisTurn,
    /// 700.11. "If you descended this turn": a permanent card was put into
    /// your graveyard from anywhere this turn.
    YouDescendedThisTurn,
    /// 508.1. "if you attacked with two or more creatures this turn": the
    /// creatures its controller declared as attackers this turn.
    YouAttackedWith {
        /// The fewest creatures.
        at_least: u32,
    },
    /// 508.1. "unless you attacked this turn" (Kaito Shizuki): its
    /// controller declared no attackers this turn.
    YouDidntAttackThisTurn,
    /// 603.4. "if \[this\] entered this turn" (Kaito Shizuki): judged on the
    /// ability's source (`Game::intervening_holds`).
    ThisEnteredThisTurn,
    /// 122.1. "if \[this\] has three or more invitation counters on it":
    /// judged on the ability's source as it resolves (`Game::holds_now`).
    ThisHasCounters {
        /// Which kind.
        #[tsify(type = "string")]
        counter: crate::counter::CounterKind,
        /// The fewest.
        at_least: u32,
    },
    /// 122.1, 608.2c. "if there are no charge counters on \[this\]"
    /// (Reckoner Bankbuster): judged on the ability's source as it resolves
    /// (`Game::holds_now`).
    ThisHasNoCounters {
        /// Which kind.
        #[tsify(type = "string")]
        counter: crate::counter::CounterKind,
    },
    /// 208.1, 608.2c. "if its power is exactly 20" (Amalia Benavides
    /// Aguirre): the power of the resolving ability's source, as it is now.
    ThisPowerIs {
        /// The power.
        power: i32,
    },
    /// Corrupted (207.2c, 608.2h). "if its controller has three or more
    /// poison counters": the controller of the instruction's target (a
    /// spell's "instead if" only).
    ItsControllerHasPoison {
        /// The fewest poison counters.
        at_least: u32,
    },
    /// Corrupted (207.2c, 122.1f). "as long as an opponent has three or more
    /// poison counters": any opponent of the controller.
    AnOpponentHasPoison {
        /// The fewest poison counters.
        at_least: u32,
    },
    /// 601.2i. "if an opponent has cast a blue or black spell this turn"
    /// (Veil of Summer): a spell of one of these colors, as it was cast
    /// (`Player::spell_colors_cast`), by any opponent of the controller.
    AnOpponentCastSpellThisTurn {
        /// The colors, any one of which the spell had.
        #[tsify(type = "Color[]")]
        colors: crate::color::ColorSet,
    },
}

/// 614.1c. The condition of "enters tapped unless …", judged for the
/// player it enters under, among the other permanents they control (the
/// one entering is not on the battlefield yet).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum EnterCondition {
    /// "unless you control a Plains or an Island" (check lands): a
    /// permanent with one of these subtypes.
    YouControlA {
        /// The subtypes, as the rules' lists spell them (205.3i).
        subtypes: Vec<String>,
    },
    /// "unless you control two or fewer other lands" (fast lands).
    AtMostOtherLands {
        /// The most other lands.
        lands: u32,
    },
    /// "unless you control two or more other lands" (slow lands).
    AtLeastOtherLands {
        /// The fewest other lands.
        lands: u32,
    },
    /// "unless you control three or more other Islands" (Mystic Sanctuary):
    /// at least `count` permanents with the land subtype `subtype` (205.3i).
    AtLeastOtherOfType {
        /// The fewest.
        count: u32,
        /// The land type, as the rules spell it.
        subtype: String,
    },
}

/// 601.2f via 602.2b. Generic mana an activated ability's cost is reduced
/// by for each thing counted.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct ActivationReduction {
    /// Generic mana less for each one counted.
    pub generic: u32,
    /// What is counted.
    pub per: CostCount,
}

/// 601.2f. What a "costs {N} less to cast for each …" ability counts, for
/// the player casting the spell.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum CostCount {
    /// "for each artifact you control" (affinity, 702.41a, reads so too):
    /// the permanents they control that the filter matches.
    Permanents {
        /// Which permanents.
        filter: ObjectFilter,
    },
    /// "for each instant and sorcery card in your graveyard": the cards in
    /// their graveyard with one of these card types.
    GraveyardCards {
        /// The card types, any one of which counts.
        #[tsify(type = "CardType[]")]
        types: Vec<CardType>,
    },
    /// "if it targets a blue spell" (a spell's own reduction, 601.2c before
    /// 601.2f): one when a target of the spell matches the filter.
    Target {
        /// What the target must be.
        filter: ObjectFilter,
    },
    /// Domain: "for each basic land type among lands you control" (305.6).
    BasicLandTypes,
    /// "the number of creatures you control", told apart by their card
    /// types alone (layers 1–4), so a characteristic-defining ability that
    /// counts them reads no creature's power or toughness, its own included
    /// (604.3, 613.4a).
    Creatures,
    /// 607.2a. "the number of cards exiled with it": the cards in exile that
    /// an ability of the permanent exiled (`ExiledWith`).
    ExiledWithThis,
    /// 601.2f. "for each card exiled this way" of a spell's own "costs {2}
    /// less" after its additional cost "exile any number of …"
    /// (`CostPart::ExileAnyNumber`): the cards chosen for that cost.
    ExiledForCost,
    /// "the number of opponents who control an artifact" (Journey On): the
    /// player's opponents who control a permanent the filter matches.
    OpponentsControlling {
        /// What such an opponent controls.
        filter: ObjectFilter,
    },
}

/// 205.3i. The basic land types, in WUBRG order of the mana their
/// intrinsic abilities add (305.6).
pub const BASIC_LAND_TYPES: [&str; 5] = ["Plains", "Island", "Swamp", "Mountain", "Forest"];

/// A basic land type's bit in a set of them (bit i for [`BASIC_LAND_TYPES`]`[i]`).
pub fn basic_land_type_bit(subtype: &str) -> Option<u8> {
    BASIC_LAND_TYPES.iter().position(|t| t.eq_ignore_ascii_case(subtype)).map(|i| 1 << i)
}

/// 604. A static ability.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum StaticAbility {
    /// 700.5, 613.1d (layer 4). "As long as your devotion to red and green
    /// is less than seven, \[this\] isn't a creature." (Klothys, God of
    /// Destiny): while its controller's devotion to `colors` is below
    /// `devotion`, the permanent loses the card type creature (and so its
    /// power and toughness, 208.3).
    NotCreatureUnlessDevotion {
        /// The colors counted (700.5a: a hybrid symbol of two of them counts once).
        #[tsify(type = "Color[]")]
        colors: crate::color::ColorSet,
        /// The devotion that makes it a creature.
        devotion: u32,
    },
    /// 606.3's exception (The Wandering Emperor): "As long as \[this\]
    /// entered this turn, you may activate her loyalty abilities any time
    /// you could cast an instant."
    LoyaltyAsInstantTheTurnItEntered,
    /// 604.3, 611.3a. "As long as Grist, the Hunger Tide isn't on the
    /// battlefield, it's a 1/1 Insect creature in addition to its other
    /// types.": a characteristic-defining ability of the card in every zone
    /// but the battlefield (`Card::characteristics`).
    CreatureOutsideTheBattlefield {
        /// Its power.
        power: i32,
        /// Its toughness.
        toughness: i32,
        /// The creature type it has too.
        subtype: String,
    },
    /// 601.2f. "\[Quality\] spells you cast cost {N} less to cast."
    CostReduction {
        /// Which spells.
        spells: ObjectFilter,
        /// How much generic mana less.
        generic: u32,
    },
    /// 613.1f, 113.3c. "All artifacts have "At the beginning of your upkeep,
    /// sacrifice this artifact unless you pay {2}."" (Energy Flux): a
    /// triggered ability each permanent the filter matches has (every
    /// player's); "this artifact" is that permanent, the ability's source,
    /// and its controller controls the ability. Granted "at the beginning
    /// of" triggers are the ones that trigger so far.
    GrantTriggered {
        /// Which permanents.
        permanents: ObjectFilter,
        /// The ability they have (an `Ability::Triggered`).
        ability: Box<Ability>,
    },
    /// 613.1f (layer 6). "\[Quality\] creatures you control have \[keywords\]."
    GrantKeywords {
        /// Which permanents.
        creatures: ObjectFilter,
        /// The keywords granted.
        keywords: Vec<KeywordAbility>,
        /// 611.3a. "As long as \[condition\], …": granted only while it holds
        /// for the controller (corrupted, Skrelv's Hive).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        condition: Option<StaticCondition>,
    },
    /// 613.4c (layer 7c). "\[Quality\] creatures you control get +N/+N."
    Anthem {
        /// Which permanents.
        creatures: ObjectFilter,
        /// Power change.
        power: i32,
        /// Toughness change.
        toughness: i32,
    },
    /// 301.5a, 303.4a, 613.4c, 613.1f. "Equipped creature gets +N/+N \[for
    /// each …\] and has \[keywords\]", "Enchanted creature gets …": the
    /// permanent this Equipment or Aura is attached to.
    Attached {
        /// Power change (for each one counted, with `for_each`).
        power: i32,
        /// Toughness change (for each one counted, with `for_each`).
        toughness: i32,
        /// Keywords it has (layer 6).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        keywords: Vec<KeywordAbility>,
        /// "for each artifact and/or enchantment you control": the
        /// permanents counted (controlled by this one's controller).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        for_each: Option<ObjectFilter>,
    },
    /// 601.2f. "This spell costs {N} less to cast for each \[thing\]." (a
    /// static ability that functions while the card is being cast, 604.2).
    SelfCostReduction {
        /// Generic mana less for each one counted.
        generic: u32,
        /// What is counted.
        per: CostCount,
    },
    /// 601.2f. "\[Quality\] spells cost {N} more to cast." (every player's
    /// spells, unless the quality says whose).
    CostIncrease {
        /// Which spells.
        spells: ObjectFilter,
        /// How much generic mana more.
        generic: u32,
    },
    /// 601.2f. "Each spell a player casts costs {1} more to cast for each
    /// other spell that player has cast this turn." (Damping Sphere).
    CostIncreasePerSpellCastThisTurn {
        /// How much generic mana more for each.
        generic: u32,
    },
    /// 106.1, 614.1a. "If a land is tapped for two or more mana, it
    /// produces {C} instead of any other type and amount." (Damping Sphere).
    LandsTappedForTwoOrMoreProduceC,
    /// 615.1, 615.7. "If a source an opponent controls would deal damage to
    /// you or a permanent you control, prevent 1 of that damage." (Valkmira,
    /// Protector's Shield): each such damage event is dealt that much less.
    PreventDamageFromOpponentsSources {
        /// How much of each event is prevented.
        amount: u32,
    },
    /// 601.3, 101.2. "Each player can't cast more than one noncreature spell
    /// each turn." (Deafening Silence), "Each player can't cast more than one
    /// spell each turn." (Archon of Emeria): a player who cast `most` such
    /// spells this turn can't cast another.
    SpellsPerTurn {
        /// How many each player may cast.
        most: u32,
        /// Whether only noncreature spells are counted and limited.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        noncreature: bool,
    },
    /// 307.5, 101.2. "Each opponent can cast spells only any time they could
    /// cast a sorcery." (Teferi, Time Raveler): an opponent of its controller
    /// casts no spell at instant speed, flash or not.
    OpponentsCastOnlyAsSorcery,
    /// 101.2. "Creature cards in graveyards and libraries can't enter the
    /// battlefield." (Grafdigger's Cage): such a card an effect would put
    /// onto the battlefield stays where it is.
    CreatureCardsInGraveyardsAndLibrariesCantEnter,
    /// 101.2, 601.3. "Players can't cast spells from graveyards or
    /// libraries." (Grafdigger's Cage).
    CantCastFromGraveyardsOrLibraries,
    /// 101.2, 601.2c. "Cards in graveyards can't be the targets of spells or
    /// abilities." (Dennick, Pious Apprentice): no card in a graveyard is a
    /// legal target.
    CardsInGraveyardsCantBeTargeted,
    /// 603.2, 603.6a. "Artifacts and creatures entering don't cause
    /// abilities to trigger." (Doorkeeper Thrull): no ability triggers on an
    /// artifact or creature entering, its own "When \[this\] enters" neither.
    ArtifactsAndCreaturesEnteringDontTrigger,
    /// 614.1a. "If a source you control would deal noncombat damage to a
    /// creature an opponent controls, put that many -1/-1 counters on that
    /// creature instead." (Soul-Scar Mage): the damage is not dealt.
    NoncombatDamageToOpponentsCreaturesAsCounters,
    /// 614.1a, 614.10. "If an opponent would draw a card except the first one
    /// they draw in each of their draw steps, instead that player skips that
    /// draw and you draw a card." (Notion Thief).
    OpponentsDrawsAreYours,
    /// 103.6a. "If \[this\] is in your opening hand, you may begin the game
    /// with it on the battlefield." (the Leylines): once the mulligans are
    /// done, its owner chooses whether to put it onto the battlefield.
    BeginGameOnBattlefield,
    /// 614.1a. "If a card or token would be put into a graveyard from
    /// anywhere, exile it instead." (Rest in Peace) and, with `opponents`,
    /// "If a card would be put into an opponent's graveyard from anywhere,
    /// exile it instead." (Leyline of the Void: cards only, not tokens);
    /// with `counter`, "If a card would be put into an opponent's graveyard
    /// from anywhere, instead exile it with a void counter on it." (Dauthi
    /// Voidwalker: the card is exiled with that counter, 122.6).
    GraveyardBecomesExile {
        /// Only cards an opponent of its controller owns.
        opponents: bool,
        /// The kind of counter the exiled card gets, one of it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[tsify(optional, type = "string")]
        counter: Option<crate::counter::CounterKind>,
    },
    /// 614.1a. "If \[this\] would be put into a graveyard from anywhere,
    /// exile it instead." (a disturb card's back face, Luminous Phantom):
    /// the object with this ability (a spell or a permanent) is exiled
    /// instead of being put into a graveyard.
    ThisExiledInsteadOfGraveyard,
    /// 614.1a, 700.4. "If a nontoken creature an opponent controls would
    /// die, instead exile that card and create a 2/2 black Zombie creature
    /// token." (Kalitas, Traitor of Ghet): such a creature put into a
    /// graveyard from the battlefield is exiled instead (it doesn't die),
    /// and the ability's controller creates the token.
    DiesExiledInsteadWithToken {
        /// Which creatures, judged for the ability's controller.
        creatures: ObjectFilter,
        /// The token created.
        token: crate::text::TokenSpec,
    },
    /// 702.76a. "\[Quality\] spells you cast have prowl {cost}."
    GrantProwl {
        /// Which spells.
        spells: ObjectFilter,
        /// The prowl cost.
        #[tsify(type = "string")]
        cost: ManaCost,
    },
    /// 702.138a. "Each nonland card in your graveyard has escape. The escape
    /// cost is equal to the card's mana cost plus exile three other cards
    /// from your graveyard." (Underworld Breach): its controller's cards in
    /// their graveyard that `cards` matches may be cast for their mana cost
    /// plus `cost`'s parts.
    GrantEscape {
        /// Which cards.
        cards: ObjectFilter,
        /// The parts added to the card's mana cost.
        cost: Cost,
    },
    /// 702.133a, 113.6. "Each instant and sorcery card in your graveyard
    /// that's exactly two colors has jump-start." (Niv-Mizzet, Supreme): its
    /// controller's cards in their graveyard that `cards` matches may be
    /// cast from there for their mana cost plus `cost` (discard a card),
    /// and are exiled as they leave the stack.
    GrantJumpStart {
        /// Which cards.
        cards: ObjectFilter,
        /// The additional cost: "discarding a card".
        cost: Cost,
    },
    /// 604.3, 105.2. "\[This\] is all colors." and the like.
    ColorDefinition {
        /// The colors it has.
        #[tsify(type = "Color[]")]
        colors: ColorSet,
    },
    /// 614.12. "As \[this\] enters, choose a color \[other than blue\]."
    /// (a replacement effect whose choice its controller makes; the color
    /// is remembered on the permanent).
    ChooseColorAsEnters {
        /// The color that may not be chosen.
        except: Option<Color>,
    },
    /// 614.12, 205.3m. "As \[this\] enters, choose a creature type." (the
    /// type is remembered on the permanent).
    ChooseCreatureTypeAsEnters,
    /// 614.1c. "Lands you control enter untapped." (Spelunking): a land its
    /// controller's permanent says so of enters untapped, whatever would
    /// have it enter tapped.
    LandsYouControlEnterUntapped,
    /// 614.1c. "Nonbasic lands your opponents control enter tapped." (Archon
    /// of Emeria), "Snow lands your opponents control enter tapped." (Reidane,
    /// God of the Worthy, 205.4g): a land the filter matches entering under
    /// an opponent of its controller's control enters tapped.
    OpponentsLandsEnterTapped {
        /// Which lands ("your opponents control": `controller` not you).
        lands: ObjectFilter,
    },
    /// 614.12, 201.3. "As \[this\] enters, choose a card name." (Pithing
    /// Needle; the name is remembered for the permanent, `GameState::chosen_names`).
    ChooseCardNameAsEnters,
    /// 614.12. "As \[this\] enters, choose a player." (True-Name Nemesis;
    /// the player is remembered for the permanent, `GameState::chosen_players`).
    ChoosePlayerAsEnters,
    /// 614.1a, 614.12. "If \[this\] would enter, you may discard a land card
    /// instead. If you do, put \[this\] onto the battlefield. If you don't,
    /// put it into its owner's graveyard." (Mox Diamond: a replacement
    /// whose choice its controller makes as it would enter).
    DiscardLandToEnter,
    /// 614.1c, 122.6. "\[This\] enters with ten ice counters on it." (a
    /// replacement effect).
    EntersWithCounters {
        /// How many.
        count: u32,
        /// Which kind.
        #[tsify(type = "string")]
        counter: crate::counter::CounterKind,
    },
    /// 614.1c, 607.2q. "\[This\] enters with a +1/+1 counter on it for each
    /// instant and sorcery card exiled with it." (Murktide Regent): one for
    /// each card of one of `types` exiled to pay the cost of the spell it
    /// was (delve, 702.66a) and still in exile.
    EntersWithCountersPerCardExiledToPay {
        /// Which kind.
        #[tsify(type = "string")]
        counter: crate::counter::CounterKind,
        /// The card types counted (any one of them).
        #[tsify(type = "CardType[]")]
        types: Vec<crate::card::CardType>,
    },
    /// 614.1c. "\[This\] enters tapped." (a replacement effect).
    EntersTapped,
    /// 614.1c, 614.12. "As \[this\] enters, you may pay N life. If you
    /// don't, it enters tapped." (a shock land: a replacement effect whose
    /// choice its controller makes as it enters).
    PayLifeOrEntersTapped {
        /// The life to pay.
        life: u32,
    },
    /// 614.1c. "\[This\] enters tapped unless \[condition\]." (check lands,
    /// fast lands, slow lands): a replacement effect whose condition is
    /// judged as the permanent enters.
    EntersTappedUnless {
        /// What keeps it from entering tapped.
        unless: EnterCondition,
    },
    /// 614.1c. "If you control two or more other lands, \[this\] enters
    /// tapped." (the condition judged as it enters).
    EntersTappedIf {
        /// What makes it enter tapped.
        condition: EnterCondition,
    },
    /// 509.1b. "\[This\] can't block." (a restriction on blocking).
    CantBlock,
    /// 702.122a–b. "This creature crews Vehicles as though its power were 2
    /// greater." (Reckoner Bankbuster's Pilot token): its power counts that
    /// much more toward a crew cost's total (not saddle's).
    CrewsAsThoughPowerGreater {
        /// How much more.
        amount: u32,
    },
    /// 601.2b, 601.2f–h, 118.8. "As an additional cost to cast this spell,
    /// sacrifice an artifact or creature." (a static ability that functions
    /// while the spell is being cast, 604.2): paid with its mana cost.
    AdditionalCost {
        /// The cost (not mana: sacrifice, discard, exile, life).
        cost: Cost,
    },
    /// 601.2b, 601.2f–h, 118.8. "As an additional cost to cast this spell,
    /// you may collect evidence 6." (701.59a): an optional additional cost,
    /// paid by a cast of its own (`CastMethod::OptionalCostPaid`), which a
    /// linked ability reads ("if evidence was collected", 701.59c, 607).
    OptionalAdditionalCost {
        /// The cost (collect evidence).
        cost: Cost,
    },
    /// 118.9. "You may pay 1 life and exile a blue card from your hand
    /// rather than pay this spell's mana cost.", "If it's not your turn, you
    /// may …", "If you control a Swamp, you may pay 4 life …": an alternative cost (its parts other than mana paid by the one
    /// cost payer), available only in another player's turn when it says so.
    AlternativeCost {
        /// The cost (life, objects exiled, sacrificed, discarded or tapped, mana).
        cost: Cost,
        /// "If it's not your turn, …".
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        not_your_turn: bool,
        /// "If you control a Swamp, …" (Snuff Out): available only while
        /// the caster controls such a permanent (601.2b).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        condition: Option<StaticCondition>,
    },
    /// 101.2, 701.6. "This spell can't be countered.": a spell or ability
    /// that would counter it does not (the "can't" wins).
    CantBeCountered,
    /// 510.1c–d. "For each non-Human creature you control, you may have that
    /// creature assign its combat damage as though it weren't blocked."
    /// (Zilortha, Apex of Ikoria): a blocked attacker the filter matches
    /// may assign all its combat damage to what it attacks.
    AssignCombatDamageAsThoughUnblocked {
        /// Which creatures (seen from this permanent).
        filter: ObjectFilter,
    },
    /// 509.1b. "This creature can't be blocked." (the Ninja of Kaito
    /// Shizuki's −2): no creature may block it.
    CantBeBlocked,
    /// 509.1b. "Creatures with power less than \[this\]'s power can't block
    /// it." (Elusive Otter): judged as blockers are declared, on both
    /// creatures' power then.
    CantBeBlockedByLessPower,
    /// 509.1b. "\[This\] can't be blocked except by three or more
    /// creatures." (a restriction on blocking, like menace's 702.111b).
    CantBeBlockedExceptBy {
        /// The fewest creatures that may block it.
        count: u32,
    },
    /// 119.7, 604.1. "Your opponents can't gain life."
    OpponentsCantGainLife,
    /// 121.2b. "Each opponent can't draw more than one card each turn."
    /// (Narset, Parter of Veils): each draw after an opponent's first of the
    /// turn doesn't happen.
    OpponentsDrawAtMostOneEachTurn,
    /// 701.23, 101.2. "Spells and abilities your opponents control can't
    /// cause their controller to search their library." (Ashiok, Dream
    /// Render): such a search finds nothing; the rest of the instruction
    /// (a shuffle) still happens.
    OpponentsCantSearchTheirLibraries,
    /// 702.11c. "You have hexproof." (Leyline of Sanctity): its controller
    /// can't be the target of spells or abilities their opponents control.
    YouHaveHexproof,
    /// 611.3a, 613.4c, 613.1f. "\[This\] gets +1/+1 as long as you control a
    /// Mountain.", "As long as you control an artifact, \[this\] gets +1/+0
    /// and has haste.": while the condition holds (checked continuously).
    SelfBoost {
        /// Power change (layer 7c).
        power: i32,
        /// Toughness change (layer 7c).
        toughness: i32,
        /// Keywords it has (layer 6).
        keywords: Vec<KeywordAbility>,
        /// 508.1d. "… and attacks each combat if able": a requirement on
        /// declaring attackers.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        attacks_each_combat: bool,
        /// While what (`None`: always, "This creature gets +1/+1 for each
        /// artifact you control.").
        #[serde(default, skip_serializing_if = "Option::is_none")]
        condition: Option<StaticCondition>,
        /// 613.4c. "… for each artifact you control": the change is
        /// multiplied by the number of its controller's permanents the
        /// filter matches (Urza's Saga's Construct token).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        for_each: Option<ObjectFilter>,
    },
    /// 509.1b. "\[This\] can block only creatures with flying." (a
    /// restriction on blocking).
    CanBlockOnlyFlying,
    /// 613.1d (layer 4), 305.7. "Each land is a Swamp in addition to its
    /// other land types.": every land on the battlefield has the basic land
    /// type too, and with it that type's intrinsic mana ability (305.6).
    LandsAreAlso {
        /// The basic land type every land has.
        subtype: String,
    },
    /// 613.1d (layer 4), 305.7. "Nonbasic lands are Mountains.": each
    /// nonbasic land on the battlefield has that basic land type instead of
    /// its other land types, loses the abilities of its rules text and has
    /// the type's intrinsic mana ability (305.6).
    NonbasicLandsAre {
        /// The basic land type they are.
        subtype: String,
    },
    /// 613.1d (layer 4), 305.7. "Lands you control are every basic land
    /// type in addition to their other types." (Leyline of the Guildpact):
    /// each land its controller controls has the five basic land types too,
    /// and their intrinsic mana abilities (305.6).
    LandsYouControlAreEveryBasicLandType,
    /// 613.1e (layer 5), 105.2. "Each nonland permanent you control is all
    /// colors." (Leyline of the Guildpact).
    NonlandPermanentsYouControlAreAllColors,
    /// 614.1c, 707.9. "You may have \[this\] enter as a copy of any creature
    /// on the battlefield." (a replacement effect); "… enter tapped as a copy
    /// of any land card in a graveyard, except it's a Cave in addition to its
    /// other types." (Echoing Deeps, 707.9b).
    EntersAsCopy {
        /// Whether the controller may decline ("you may").
        optional: bool,
        /// What may be copied.
        of: ObjectFilter,
        /// 614.1c. Whether it enters tapped when it enters as a copy.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        tapped: bool,
        /// 707.9. Whether it copies a card in a graveyard (any player's)
        /// rather than a permanent.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        from_graveyard: bool,
        /// 707.9b. The subtype the copy has in addition to its other types.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        also_subtype: Option<String>,
    },
    /// 305.2, 305.2a. "You may play an additional land on each of your
    /// turns.": one more land play in each of its controller's turns.
    AdditionalLandPlay,
    /// 305.1, 601.3. "You may play lands from your graveyard." (Crucible of
    /// Worlds): its controller's land plays may be land cards they own in
    /// their graveyard, with the usual timing and number (305.2).
    PlayLandsFromGraveyard,
    /// 113.6, 613.1f. "As long as \[this\] is in your graveyard, lands you
    /// control have "{T}: Add {G} or {W}."" (Riftstone Portal): from its
    /// owner's graveyard, each land they control has that mana ability.
    InGraveyardLandsHaveMana {
        /// The choices of mana the granted `{T}` ability adds.
        #[tsify(type = "string[]")]
        choices: Vec<crate::mana::ManaCost>,
    },
    /// 602.5, 605.1a. "Activated abilities of artifacts can't be
    /// activated." (Null Rod, Cursed Totem): no activated ability of a
    /// permanent the filter matches may be activated, mana abilities
    /// included.
    ActivatedAbilitiesCantBeActivated {
        /// Which permanents.
        permanents: ObjectFilter,
    },
    /// 613.1f (layer 6). "Creatures lose all abilities." (Dress Down): each
    /// creature on the battlefield has no abilities: its rules text's, its
    /// printed keywords, and those static abilities and keyword counters
    /// give it.
    CreaturesLoseAllAbilities,
    /// 602.5, 605.1a. "Activated abilities of sources with the chosen name
    /// can't be activated unless they're mana abilities." (Pithing Needle):
    /// the name chosen as it entered.
    ChosenNameActivatedAbilitiesCantBeActivated,
    /// 502.3, 302.6. "Islands don't untap during their controllers' untap
    /// steps.": the permanents the filter matches (whoever controls them)
    /// stay tapped in their controllers' untap steps.
    DoesntUntap {
        /// Which permanents.
        permanents: ObjectFilter,
    },
    /// 604.3, 613.4a (layer 7a). "\[This\]'s power is equal to the number of
    /// basic land types among lands you control." (Nishoba Brawler): a
    /// characteristic-defining ability, in every zone; domain, and the
    /// creatures its controller controls counted by their types only
    /// ([`CostCount::Creatures`], Voice of Resurgence's token).
    PowerIsCount {
        /// What is counted, for the object's controller.
        per: CostCount,
        /// "\[Its\] power and toughness are each equal to …": its toughness too.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        toughness: bool,
    },
    /// 613.1f (layer 6). "Each creature you control gains vigilance if it's
    /// white, hexproof if it's blue, …" (Scion of Draco): each keyword to
    /// those of the creatures that have its color.
    GrantKeywordsByColor {
        /// Which permanents.
        creatures: ObjectFilter,
        /// Each color with the keyword it brings.
        grants: Vec<ColorKeyword>,
    },
}
