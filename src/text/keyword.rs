//! 702. Keyword abilities as typed values: [`KeywordAbility`].

use crate::card::{CardType, Prototype, Prowl};
use crate::color::Color;
use crate::mana::ManaCost;
use serde::{Deserialize, Serialize};

/// 702.21a. A ward cost.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum WardCost {
    /// `Ward {2}`: a mana cost.
    Mana {
        /// The cost, e.g. `{2}`.
        #[tsify(type = "string")]
        cost: ManaCost,
    },
    /// `Ward—Pay 2 life`.
    Life {
        /// How much life.
        amount: u32,
    },
}

/// 702.16a. The quality of a protection ability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum ProtectionFrom {
    /// "Protection from red".
    Color {
        /// The color.
        color: Color,
    },
    /// "Protection from multicolored" (105.4: two or more colors).
    Multicolored,
    /// "Protection from monocolored".
    Monocolored,
    /// 702.16j. "Protection from everything".
    Everything,
    /// 702.16j. "\[This\] has protection from the chosen player." (True-Name
    /// Nemesis: the player chosen as it entered, `GameState::chosen_players`).
    ChosenPlayer,
    /// 702.16a. "Protection from Humans": sources of that creature type.
    CreatureType {
        /// The creature type.
        creature_type: crate::card::subtypes::CreatureType,
    },
}

/// 702.139a, 702.139b. A companion's condition on its owner's starting deck
/// (the deck once any sideboard is set aside).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum CompanionCondition {
    /// "No card in your starting deck has more than one of the same mana
    /// symbol in its mana cost." (Jegantha, the Wellspring; 107.4).
    NoManaSymbolTwice,
    /// "Each creature card in your starting deck is a Cat, Elemental,
    /// Nightmare, Dinosaur, or Beast card." (Kaheera, the Orphanguard):
    /// each has at least one of the subtypes.
    CreatureCardsAre {
        /// The creature types, as the rules' list spells them (205.3m).
        subtypes: Vec<String>,
    },
    /// "Your starting deck contains at least twenty cards more than the
    /// minimum deck size." (Yorion, Sky Nomad; 100.2a: sixty).
    CardsOverMinimum {
        /// How many more.
        more: u32,
    },
}

/// A keyword ability (702). The abilities this engine models rules for are
/// variants of their own; [`KeywordAbility::Named`] holds a keyword the
/// parser recognises by name (it is a keyword, not unknown text) whose rules
/// are not modelled yet.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum KeywordAbility {
    /// 702.2. Deathtouch.
    Deathtouch,
    /// 702.3. Defender.
    Defender,
    /// 702.4. Double strike.
    DoubleStrike,
    /// 702.7. First strike.
    FirstStrike,
    /// 702.8. Flash.
    Flash,
    /// 702.9. Flying.
    Flying,
    /// 702.10. Haste.
    Haste,
    /// 702.11. Hexproof.
    Hexproof,
    /// 702.11d–e. "Hexproof from \[quality\]": its controller's opponents'
    /// spells and abilities of that quality can't target it ("hexproof from
    /// monocolored", Niv-Mizzet, Supreme; "hexproof from black"). The
    /// quality is one protection is from (702.16a): a color, monocolored or
    /// multicolored.
    HexproofFrom {
        /// From what.
        from: ProtectionFrom,
    },
    /// 702.12. Indestructible.
    Indestructible,
    /// 702.15. Lifelink.
    Lifelink,
    /// 702.14a. Landwalk: "Swampwalk", … (one of the basic land types).
    Landwalk {
        /// The land type, e.g. `"Swamp"`.
        #[tsify(type = "string")]
        land_type: &'static str,
    },
    /// 702.16. Protection from a quality.
    Protection {
        /// From what.
        from: ProtectionFrom,
    },
    /// 702.17. Reach.
    Reach,
    /// 702.18. Shroud.
    Shroud,
    /// 702.19. Trample.
    Trample,
    /// 702.20. Vigilance.
    Vigilance,
    /// 702.21. Ward with its cost.
    Ward {
        /// The cost an opponent pays or their spell or ability is countered.
        cost: WardCost,
    },
    /// 702.73. Changeling: every creature type (a characteristic-defining
    /// ability, 604.3).
    Changeling,
    /// 702.111. Menace.
    Menace,
    /// 702.28. Shadow: "This creature can block or be blocked by only
    /// creatures with shadow." (702.28b).
    Shadow,
    /// 702.114. Devoid: colorless (a characteristic-defining ability).
    Devoid,
    /// 702.6. Equip with its cost (an activated ability; the parser reads
    /// "Equip {N}" as the activated ability it means, 702.6a).
    Equip {
        /// The cost.
        #[tsify(type = "string")]
        cost: ManaCost,
    },
    /// 702.5, 303.4a. "Enchant creature": what an Aura can enchant (and an
    /// Aura spell targets); `None` for "Enchant permanent".
    Enchant {
        /// The card type of what it enchants.
        card_type: Option<CardType>,
        /// 702.5a, 303.4: "Enchant creature card in a graveyard" (Animate
        /// Dead): a card of that type in a graveyard, not a permanent.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        in_graveyard: bool,
    },
    /// 702.41. "Affinity for artifacts": costs {1} less for each such
    /// permanent you control.
    Affinity {
        /// The card type counted.
        card_type: CardType,
    },
    /// 702.51. Convoke: each creature its caster taps while casting it pays
    /// for {1} or one mana of that creature's color.
    Convoke,
    /// 702.66. Delve: each card its caster exiles from their graveyard while
    /// casting it pays for {1}.
    Delve,
    /// 702.126. Improvise: each artifact its caster taps while casting it
    /// pays for {1}.
    Improvise,
    /// 702.62. "Suspend N—{cost}".
    Suspend {
        /// The number of time counters.
        time: u32,
        /// The cost.
        #[tsify(type = "string")]
        cost: ManaCost,
    },
    /// 702.76. Prowl with its cost.
    Prowl {
        /// The prowl cost.
        prowl: Prowl,
    },
    /// 702.190a (27 February 2026). "Sneak {cost}": an alternative cost
    /// payable during your declare blockers step by also returning an
    /// unblocked attacking creature you control to its owner's hand.
    Sneak {
        /// The sneak cost.
        #[tsify(type = "string")]
        cost: ManaCost,
    },
    /// 702.170a. "Plot {cost}": its owner may pay the cost and exile it from
    /// their hand as a special action during their main phase while the
    /// stack is empty (116.2k); it becomes plotted, castable on a later turn
    /// without paying its mana cost, as a sorcery (702.170d).
    Plot {
        /// The plot cost.
        #[tsify(type = "string")]
        cost: ManaCost,
    },
    /// 702.143a. "Foretell {cost}": any time its owner has priority during
    /// their turn, they may pay {2} and exile it from their hand face down
    /// (116.2h); after that turn they may cast it for the foretell cost
    /// rather than its mana cost (118.9).
    Foretell {
        /// The foretell cost.
        #[tsify(type = "string")]
        cost: ManaCost,
    },
    /// 702.139a. "Companion — \[condition\]": before the game, its owner may
    /// reveal it from outside the game if their starting deck fulfils the
    /// condition (103.2b); once during the game they may pay {3} to put it
    /// into their hand (116.2g).
    Companion {
        /// The condition on the starting deck.
        condition: CompanionCondition,
    },
    /// 702.34a. "Flashback {cost}", "Flashback—Sacrifice a Mountain.": the
    /// card may be cast from its owner's graveyard by paying this cost
    /// rather than its mana cost (118.9); it is exiled instead of going
    /// anywhere else when it leaves the stack.
    Flashback {
        /// The flashback cost: mana and other parts (life, sacrifice, tapping).
        cost: super::cost::Cost,
    },
    /// 702.138a. "Escape—{cost}": the card may be cast from its owner's
    /// graveyard by paying this cost rather than its mana cost (118.9); the
    /// spell and the permanent it becomes "escaped" (702.138b).
    Escape {
        /// The escape cost: mana and cards exiled from the graveyard.
        cost: super::cost::Cost,
    },
    /// 702.146a. "Disturb {cost}", on the front face of a transforming
    /// double-faced card: the card may be cast transformed (back face up,
    /// 712.11a) from its owner's graveyard by paying this cost rather than
    /// its mana cost (118.9); it enters with its back face up (702.146b).
    Disturb {
        /// The disturb cost.
        #[tsify(type = "string")]
        cost: ManaCost,
    },
    /// 702.140a. "Mutate {cost}": the creature card may be cast by paying
    /// this cost rather than its mana cost (118.9), as a mutating creature
    /// spell that targets a non-Human creature with the same owner, which it
    /// merges with as it resolves (702.140c, 729).
    Mutate {
        /// The mutate cost.
        #[tsify(type = "string")]
        cost: ManaCost,
    },
    /// 702.74a. "Evoke {cost}", "Evoke—Exile a green card from your hand.":
    /// the card may be cast by paying this cost rather than its mana cost
    /// (118.9), and "When this permanent enters, if its evoke cost was paid,
    /// its controller sacrifices it."
    Evoke {
        /// The evoke cost: mana or other parts (a card exiled from the hand).
        cost: super::cost::Cost,
    },
    /// 702.109a. "Dash {cost}": cast for this cost rather than its mana
    /// cost (118.9), the permanent has haste and returns to its owner's hand
    /// at the beginning of the next end step.
    Dash {
        /// The dash cost.
        cost: super::cost::Cost,
    },
    /// 702.152a. "Blitz {cost}": cast for this cost rather than its mana
    /// cost (118.9), the permanent has haste and "When this permanent is put
    /// into a graveyard from the battlefield, draw a card.", and is
    /// sacrificed at the beginning of the next end step.
    Blitz {
        /// The blitz cost: mana or other parts.
        cost: super::cost::Cost,
    },
    /// 702.94a. "Miracle {cost}": "You may reveal this card from your hand
    /// as you draw it if it's the first card you've drawn this turn. When
    /// you reveal this card this way, you may cast it by paying \[cost\]
    /// rather than its mana cost." (118.9, `CastMethod::Miracle`).
    Miracle {
        /// The miracle cost.
        #[tsify(type = "string")]
        cost: ManaCost,
    },
    /// 702.33a. "Kicker {cost}": an optional additional cost paid as the
    /// spell is cast (601.2b); a kicked spell's "if this spell was kicked"
    /// instructions are followed (702.33d).
    Kicker {
        /// The kicker cost.
        #[tsify(type = "string")]
        cost: ManaCost,
    },
    /// 702.56a. "Replicate {cost}": as an additional cost to cast the
    /// spell, its controller may pay the cost any number of times
    /// (`CastMethod::Replicated`), and "When you cast this spell, if a
    /// replicate cost was paid for it, copy it for each time its replicate
    /// cost was paid. If the spell has any targets, you may choose new
    /// targets for any of the copies."
    Replicate {
        /// The replicate cost.
        #[tsify(type = "string")]
        cost: ManaCost,
    },
    /// 702.153a. "Casualty N": as an additional cost to cast the spell,
    /// its controller may sacrifice a creature with power N or greater
    /// (`CastMethod::Casualty`), and "When you cast this spell, if a
    /// casualty cost was paid for it, copy it. If the spell has any
    /// targets, you may choose new targets for the copy."
    Casualty {
        /// The sacrifice, as a cost ("Sacrifice a creature with power N or greater").
        cost: super::cost::Cost,
    },
    /// 702.96a. "Overload {cost}": the spell may be cast for this cost
    /// rather than its mana cost (118.9, `CastMethod::Overload`), and its
    /// text then has "each" for every "target" (612): `effects`, the spell's
    /// instructions so changed, read as the card is read.
    Overload {
        /// The overload cost.
        cost: super::cost::Cost,
        /// The instructions of the overloaded spell (none targets).
        effects: Vec<super::effect::Effect>,
    },
    /// 702.148a. "Cleave {cost}": the spell may be cast for this cost rather
    /// than its mana cost (118.9, `CastMethod::Cleave`), and its text then
    /// has no words in square brackets (612): `effects`, the spell's
    /// instructions so changed, read as the card is read.
    Cleave {
        /// The cleave cost.
        cost: super::cost::Cost,
        /// The instructions of the spell cast for its cleave cost.
        effects: Vec<super::effect::Effect>,
    },
    /// 702.166a. "Bargain": as an additional cost to cast the spell, its
    /// controller may sacrifice an artifact, enchantment, or token
    /// (`CastMethod::Bargained`); the spell is then bargained (702.166b).
    Bargain {
        /// The sacrifice, as a cost ("Sacrifice an artifact, enchantment, or token").
        cost: super::cost::Cost,
    },
    /// 702.93. Undying.
    Undying,
    /// 702.79. Persist.
    Persist,
    /// 702.90. Infect: damage to players as poison counters (702.90b), to
    /// creatures as -1/-1 counters (702.90c).
    Infect,
    /// 702.145b. Daybound, on the front face of a transforming double-faced
    /// card: it enters transformed at night, transforms as it becomes night,
    /// can't transform otherwise, and makes it day if it's neither (702.145d).
    Daybound,
    /// 702.145e. Nightbound, on the back face: it transforms as it becomes
    /// day and can't transform otherwise.
    Nightbound,
    /// 702.147a. Decayed: "This creature can't block" and "When this
    /// creature attacks, sacrifice it at end of combat."
    Decayed,
    /// 702.108a. Prowess: "Whenever you cast a noncreature spell, this
    /// creature gets +1/+1 until end of turn."
    Prowess,
    /// 702.83a. Exalted: "Whenever a creature you control attacks alone,
    /// that creature gets +1/+1 until end of turn."
    Exalted,
    /// 702.102a. Fuse: a split card's two halves may be cast together from
    /// its owner's hand, as one fused split spell.
    Fuse,
    /// 702.85a. Cascade: "When you cast this spell, exile cards from the top
    /// of your library until you exile a nonland card whose mana value is
    /// less than this spell's mana value. You may cast that card without
    /// paying its mana cost …"
    Cascade,
    /// 702.40a. Storm: "When you cast this spell, copy it for each other
    /// spell that was cast before it this turn. If the spell has any
    /// targets, you may choose new targets for any of the copies."
    Storm,
    /// 702.88a. Rebound: "If you cast this spell from your hand, exile it as
    /// it resolves. At the beginning of your next upkeep, you may cast this
    /// card from exile without paying its mana cost."
    Rebound,
    /// 702.44a. Sunburst: "This enters with a +1/+1 counter on it for each
    /// color of mana spent to cast it if it's a creature, or a charge counter
    /// otherwise."
    Sunburst,
    /// 702.150a. Compleated: "If this permanent would enter with one or more
    /// loyalty counters on it and the player who cast it chose to pay life
    /// for any part of its cost represented by Phyrexian mana symbols, it
    /// instead enters with that many loyalty counters minus two for each of
    /// those mana symbols."
    Compleated,
    /// 702.164. "Toxic N": combat damage this creature deals to a player
    /// also gives that player N poison counters (702.164c, 120.3g).
    Toxic {
        /// N.
        amount: u32,
    },
    /// 702.52a. "Dredge N": while this card is in its owner's graveyard and
    /// they have at least N cards in their library, a draw of theirs may
    /// instead mill N cards and return this card to their hand (614.1a).
    Dredge {
        /// N.
        amount: u32,
    },
    /// 702.160. Prototype with its alternative characteristics.
    Prototype {
        /// The prototype cost, power and toughness.
        prototype: Prototype,
    },
    /// A keyword without parameter recognised by name (one of
    /// [`crate::card::SIMPLE_KEYWORDS`]) whose rules are not modelled yet,
    /// e.g. wither or flanking. TODO(CR 702): model each.
    Named {
        /// The keyword, as Scryfall spells it.
        #[tsify(type = "string")]
        name: &'static str,
        /// The rule that defines it.
        #[tsify(type = "string")]
        rule: &'static str,
    },
}

impl KeywordAbility {
    /// The keyword's name as Scryfall's `keywords` spell it, e.g. `"First
    /// strike"`, `"Ward"`, `"Affinity for artifacts"`.
    pub fn name(&self) -> String {
        let name = match self {
            KeywordAbility::Deathtouch => "Deathtouch",
            KeywordAbility::Defender => "Defender",
            KeywordAbility::DoubleStrike => "Double strike",
            KeywordAbility::FirstStrike => "First strike",
            KeywordAbility::Flash => "Flash",
            KeywordAbility::Flying => "Flying",
            KeywordAbility::Haste => "Haste",
            KeywordAbility::Hexproof | KeywordAbility::HexproofFrom { .. } => "Hexproof",
            KeywordAbility::Indestructible => "Indestructible",
            KeywordAbility::Lifelink => "Lifelink",
            KeywordAbility::Landwalk { land_type } => return format!("{land_type}walk"),
            KeywordAbility::Protection { .. } => "Protection",
            KeywordAbility::Reach => "Reach",
            KeywordAbility::Shroud => "Shroud",
            KeywordAbility::Trample => "Trample",
            KeywordAbility::Vigilance => "Vigilance",
            KeywordAbility::Ward { .. } => "Ward",
            KeywordAbility::Changeling => "Changeling",
            KeywordAbility::Menace => "Menace",
            KeywordAbility::Shadow => "Shadow",
            KeywordAbility::Devoid => "Devoid",
            KeywordAbility::Equip { .. } => "Equip",
            KeywordAbility::Enchant { .. } => "Enchant",
            KeywordAbility::Affinity { card_type } => {
                return format!("Affinity for {}s", card_type.name().to_ascii_lowercase());
            }
            KeywordAbility::Convoke => "Convoke",
            KeywordAbility::Delve => "Delve",
            KeywordAbility::Improvise => "Improvise",
            KeywordAbility::Suspend { .. } => "Suspend",
            KeywordAbility::Prowl { .. } => "Prowl",
            KeywordAbility::Sneak { .. } => "Sneak",
            KeywordAbility::Plot { .. } => "Plot",
            KeywordAbility::Foretell { .. } => "Foretell",
            KeywordAbility::Companion { .. } => "Companion",
            KeywordAbility::Flashback { .. } => "Flashback",
            KeywordAbility::Escape { .. } => "Escape",
            KeywordAbility::Disturb { .. } => "Disturb",
            KeywordAbility::Mutate { .. } => "Mutate",
            KeywordAbility::Kicker { .. } => "Kicker",
            KeywordAbility::Miracle { .. } => "Miracle",
            KeywordAbility::Casualty { .. } => "Casualty",
            KeywordAbility::Replicate { .. } => "Replicate",
            KeywordAbility::Overload { .. } => "Overload",
            KeywordAbility::Cleave { .. } => "Cleave",
            KeywordAbility::Bargain { .. } => "Bargain",
            KeywordAbility::Evoke { .. } => "Evoke",
            KeywordAbility::Dash { .. } => "Dash",
            KeywordAbility::Blitz { .. } => "Blitz",
            KeywordAbility::Prototype { .. } => "Prototype",
            KeywordAbility::Toxic { .. } => "Toxic",
            KeywordAbility::Dredge { .. } => "Dredge",
            KeywordAbility::Undying => "Undying",
            KeywordAbility::Persist => "Persist",
            KeywordAbility::Infect => "Infect",
            KeywordAbility::Daybound => "Daybound",
            KeywordAbility::Nightbound => "Nightbound",
            KeywordAbility::Decayed => "Decayed",
            KeywordAbility::Prowess => "Prowess",
            KeywordAbility::Exalted => "Exalted",
            KeywordAbility::Fuse => "Fuse",
            KeywordAbility::Cascade => "Cascade",
            KeywordAbility::Storm => "Storm",
            KeywordAbility::Rebound => "Rebound",
            KeywordAbility::Sunburst => "Sunburst",
            KeywordAbility::Compleated => "Compleated",
            KeywordAbility::Named { name, .. } => name,
        };
        name.to_string()
    }

    /// Whether this engine models the keyword's rules (every variant but
    /// [`KeywordAbility::Named`]).
    pub fn is_modelled(&self) -> bool {
        !matches!(self, KeywordAbility::Named { .. })
    }

    /// The keyword without parameter a word names (ignoring case): a typed
    /// variant for those modelled, [`KeywordAbility::Named`] for the other
    /// keywords of [`crate::card::SIMPLE_KEYWORDS`].
    ///
    /// ```
    /// use mtg_rules::text::KeywordAbility;
    /// assert_eq!(KeywordAbility::simple("first strike"), Some(KeywordAbility::FirstStrike));
    /// assert_eq!(KeywordAbility::simple("Wither").map(|k| k.is_modelled()), Some(false));
    /// assert_eq!(KeywordAbility::simple("Flapping"), None);
    /// ```
    pub fn simple(word: &str) -> Option<KeywordAbility> {
        let (name, rule) = crate::card::SIMPLE_KEYWORDS.iter().find(|(name, _)| name.eq_ignore_ascii_case(word))?;
        Some(match *name {
            "Deathtouch" => KeywordAbility::Deathtouch,
            "Defender" => KeywordAbility::Defender,
            "Double strike" => KeywordAbility::DoubleStrike,
            "First strike" => KeywordAbility::FirstStrike,
            "Flash" => KeywordAbility::Flash,
            "Flying" => KeywordAbility::Flying,
            "Haste" => KeywordAbility::Haste,
            "Hexproof" => KeywordAbility::Hexproof,
            "Indestructible" => KeywordAbility::Indestructible,
            "Lifelink" => KeywordAbility::Lifelink,
            "Reach" => KeywordAbility::Reach,
            "Shroud" => KeywordAbility::Shroud,
            "Trample" => KeywordAbility::Trample,
            "Vigilance" => KeywordAbility::Vigilance,
            "Changeling" => KeywordAbility::Changeling,
            "Menace" => KeywordAbility::Menace,
            "Shadow" => KeywordAbility::Shadow,
            "Devoid" => KeywordAbility::Devoid,
            "Convoke" => KeywordAbility::Convoke,
            "Delve" => KeywordAbility::Delve,
            "Improvise" => KeywordAbility::Improvise,
            "Undying" => KeywordAbility::Undying,
            "Persist" => KeywordAbility::Persist,
            "Infect" => KeywordAbility::Infect,
            "Daybound" => KeywordAbility::Daybound,
            "Nightbound" => KeywordAbility::Nightbound,
            "Decayed" => KeywordAbility::Decayed,
            "Prowess" => KeywordAbility::Prowess,
            "Exalted" => KeywordAbility::Exalted,
            "Fuse" => KeywordAbility::Fuse,
            "Cascade" => KeywordAbility::Cascade,
            "Storm" => KeywordAbility::Storm,
            "Rebound" => KeywordAbility::Rebound,
            "Sunburst" => KeywordAbility::Sunburst,
            "Compleated" => KeywordAbility::Compleated,
            _ => {
                match name.strip_suffix("walk").and_then(|t| crate::text::BASIC_LAND_TYPES.iter().find(|b| **b == t)) {
                    Some(land_type) => KeywordAbility::Landwalk { land_type },
                    None => KeywordAbility::Named { name, rule },
                }
            }
        })
    }
}

/// 702.11d. "Hexproof from \[color\]".
fn hexproof_from(color: crate::color::Color) -> KeywordAbility {
    KeywordAbility::HexproofFrom { from: ProtectionFrom::Color { color } }
}

/// 702, 611.2a. A keyword without parameters that an effect can grant for a
/// while ("gains first strike until end of turn"): a unit value the game
/// state holds with the change (`Pump`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum GrantedKeyword {
    /// 702.2.
    Deathtouch,
    /// 702.4.
    DoubleStrike,
    /// 702.7.
    FirstStrike,
    /// 702.9.
    Flying,
    /// 702.10.
    Haste,
    /// 702.11.
    Hexproof,
    /// 702.12.
    Indestructible,
    /// 702.15.
    Lifelink,
    /// 702.111.
    Menace,
    /// 702.17.
    Reach,
    /// 702.18.
    Shroud,
    /// 702.19.
    Trample,
    /// 702.20.
    Vigilance,
    /// 702.164. One instance of toxic 1 (Aspirant's Ascent).
    Toxic1,
    /// 702.11d. Hexproof from white (Veil of Summer's "gain hexproof from
    /// blue and from black": one of these for each color).
    HexproofFromWhite,
    /// 702.11d. Hexproof from blue.
    HexproofFromBlue,
    /// 702.11d. Hexproof from black.
    HexproofFromBlack,
    /// 702.11d. Hexproof from red.
    HexproofFromRed,
    /// 702.11d. Hexproof from green.
    HexproofFromGreen,
}

impl GrantedKeyword {
    /// Every one, in declaration order.
    pub const ALL: [GrantedKeyword; 19] = [
        GrantedKeyword::Deathtouch,
        GrantedKeyword::DoubleStrike,
        GrantedKeyword::FirstStrike,
        GrantedKeyword::Flying,
        GrantedKeyword::Haste,
        GrantedKeyword::Hexproof,
        GrantedKeyword::Indestructible,
        GrantedKeyword::Lifelink,
        GrantedKeyword::Menace,
        GrantedKeyword::Reach,
        GrantedKeyword::Shroud,
        GrantedKeyword::Trample,
        GrantedKeyword::Vigilance,
        GrantedKeyword::Toxic1,
        GrantedKeyword::HexproofFromWhite,
        GrantedKeyword::HexproofFromBlue,
        GrantedKeyword::HexproofFromBlack,
        GrantedKeyword::HexproofFromRed,
        GrantedKeyword::HexproofFromGreen,
    ];

    /// 702.11d. Hexproof from `color`.
    pub const fn hexproof_from(color: crate::color::Color) -> GrantedKeyword {
        match color {
            crate::color::Color::W => GrantedKeyword::HexproofFromWhite,
            crate::color::Color::U => GrantedKeyword::HexproofFromBlue,
            crate::color::Color::B => GrantedKeyword::HexproofFromBlack,
            crate::color::Color::R => GrantedKeyword::HexproofFromRed,
            crate::color::Color::G => GrantedKeyword::HexproofFromGreen,
        }
    }

    /// The keyword ability it grants.
    pub fn ability(self) -> KeywordAbility {
        match self {
            GrantedKeyword::Deathtouch => KeywordAbility::Deathtouch,
            GrantedKeyword::DoubleStrike => KeywordAbility::DoubleStrike,
            GrantedKeyword::FirstStrike => KeywordAbility::FirstStrike,
            GrantedKeyword::Flying => KeywordAbility::Flying,
            GrantedKeyword::Haste => KeywordAbility::Haste,
            GrantedKeyword::Hexproof => KeywordAbility::Hexproof,
            GrantedKeyword::Indestructible => KeywordAbility::Indestructible,
            GrantedKeyword::Lifelink => KeywordAbility::Lifelink,
            GrantedKeyword::Menace => KeywordAbility::Menace,
            GrantedKeyword::Reach => KeywordAbility::Reach,
            GrantedKeyword::Shroud => KeywordAbility::Shroud,
            GrantedKeyword::Trample => KeywordAbility::Trample,
            GrantedKeyword::Vigilance => KeywordAbility::Vigilance,
            GrantedKeyword::Toxic1 => KeywordAbility::Toxic { amount: 1 },
            GrantedKeyword::HexproofFromWhite => hexproof_from(crate::color::Color::W),
            GrantedKeyword::HexproofFromBlue => hexproof_from(crate::color::Color::U),
            GrantedKeyword::HexproofFromBlack => hexproof_from(crate::color::Color::B),
            GrantedKeyword::HexproofFromRed => hexproof_from(crate::color::Color::R),
            GrantedKeyword::HexproofFromGreen => hexproof_from(crate::color::Color::G),
        }
    }

    /// 122.1b. The keyword a keyword counter of this kind gives ("lifelink",
    /// "first strike"; not shroud, which no counter is).
    pub fn of_counter(kind: &crate::counter::CounterKind) -> Option<GrantedKeyword> {
        let crate::counter::CounterKind::Named(name) = kind else { return None };
        let spaced = |g: &GrantedKeyword| {
            let letters = name.bytes().filter(|&b| b != b' ').map(|b| b.to_ascii_lowercase());
            letters.eq(g.name().bytes().map(|b| b.to_ascii_lowercase()))
        };
        GrantedKeyword::ALL
            .into_iter()
            .filter(|g| {
                !matches!(
                    g.ability(),
                    KeywordAbility::Shroud | KeywordAbility::Toxic { .. } | KeywordAbility::HexproofFrom { .. }
                )
            })
            .find(spaced)
    }

    /// The one granting `ability`, if it is one of these.
    pub fn of(ability: &KeywordAbility) -> Option<GrantedKeyword> {
        GrantedKeyword::ALL.into_iter().find(|g| g.ability() == *ability)
    }

    /// Its serialized name ("firstStrike").
    pub fn name(self) -> &'static str {
        match self {
            GrantedKeyword::Deathtouch => "deathtouch",
            GrantedKeyword::DoubleStrike => "doubleStrike",
            GrantedKeyword::FirstStrike => "firstStrike",
            GrantedKeyword::Flying => "flying",
            GrantedKeyword::Haste => "haste",
            GrantedKeyword::Hexproof => "hexproof",
            GrantedKeyword::Indestructible => "indestructible",
            GrantedKeyword::Lifelink => "lifelink",
            GrantedKeyword::Menace => "menace",
            GrantedKeyword::Reach => "reach",
            GrantedKeyword::Shroud => "shroud",
            GrantedKeyword::Trample => "trample",
            GrantedKeyword::Vigilance => "vigilance",
            GrantedKeyword::Toxic1 => "toxic1",
            GrantedKeyword::HexproofFromWhite => "hexproofFromWhite",
            GrantedKeyword::HexproofFromBlue => "hexproofFromBlue",
            GrantedKeyword::HexproofFromBlack => "hexproofFromBlack",
            GrantedKeyword::HexproofFromRed => "hexproofFromRed",
            GrantedKeyword::HexproofFromGreen => "hexproofFromGreen",
        }
    }
}
