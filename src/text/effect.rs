//! Effects (609) and what they act on: [`Effect`], [`TargetSpec`] (115),
//! [`ObjectFilter`], [`Condition`], [`TokenSpec`] and [`PredefinedToken`] (111, 701.7).

use crate::card::{CardType, Supertype};
use crate::color::ColorSet;
use crate::mana::ManaCost;
use serde::Serialize;

use super::keyword::{GrantedKeyword, KeywordAbility};

/// Whose: the controller an object filter asks for (108.4, 110.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum Controller {
    /// "you control", "you cast".
    You,
    /// "an opponent controls", "you don't control".
    NotYou,
}

/// A number on an object that a condition compares (208, 202.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum Quantity {
    /// 208. Power.
    Power,
    /// 208. Toughness.
    Toughness,
    /// "power or toughness": true when either one passes.
    PowerOrToughness,
    /// "total power and toughness": their sum.
    TotalPowerAndToughness,
    /// 202.3. Mana value.
    ManaValue,
    /// "a 1/1 creature": power and toughness both (only sizes N/N are read).
    PowerAndToughness,
    /// 202.1. "with mana cost {0} or {1}" (Urza's Saga): a mana cost that is
    /// one generic mana symbol, compared by its number; no mana cost (202.1b)
    /// and any other cost ({X}, colored symbols) never pass.
    ManaCost,
}

/// How a quantity compares with a number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum Comparison {
    /// "N or less".
    AtMost,
    /// "N or greater" / "N or more".
    AtLeast,
    /// "N" alone: exactly.
    Exactly,
}

/// "with power 2 or less", "with mana value 3 or greater", "with power or
/// toughness 2 or less", "with total power and toughness 5 or less".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Condition {
    /// What is compared.
    pub quantity: Quantity,
    /// How.
    pub comparison: Comparison,
    /// With what.
    pub value: u32,
    /// 107.3. "with mana value X or less": `value` is the X announced for
    /// the spell or ability, read as it resolves.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[tsify(optional)]
    pub x: bool,
}

impl Condition {
    /// Whether an object with this power, toughness and mana value passes.
    /// A missing power or toughness (a noncreature) never passes a
    /// comparison on it.
    ///
    /// ```
    /// use mtg_rules::text::{Comparison, Condition, Quantity};
    /// let c = Condition { quantity: Quantity::PowerOrToughness, comparison: Comparison::AtMost, value: 2, x: false };
    /// assert!(c.holds(Some(3), Some(2), 3));
    /// assert!(!c.holds(Some(6), Some(4), 7));
    /// ```
    pub fn holds(&self, power: Option<i32>, toughness: Option<i32>, mana_value: u32) -> bool {
        let test = |n: i64| match self.comparison {
            Comparison::AtMost => n <= i64::from(self.value),
            Comparison::AtLeast => n >= i64::from(self.value),
            Comparison::Exactly => n == i64::from(self.value),
        };
        match self.quantity {
            Quantity::Power => power.is_some_and(|p| test(p.into())),
            Quantity::Toughness => toughness.is_some_and(|t| test(t.into())),
            Quantity::PowerOrToughness => {
                power.is_some_and(|p| test(p.into())) || toughness.is_some_and(|t| test(t.into()))
            }
            Quantity::TotalPowerAndToughness => match (power, toughness) {
                (Some(p), Some(t)) => test(i64::from(p) + i64::from(t)),
                _ => false,
            },
            Quantity::ManaValue => test(mana_value.into()),
            Quantity::PowerAndToughness => {
                power.is_some_and(|p| test(p.into())) && toughness.is_some_and(|t| test(t.into()))
            }
            // Judged on the mana cost itself: `holds_for_cost`.
            Quantity::ManaCost => false,
        }
    }

    /// 202.1. Whether an object with this mana cost passes a
    /// [`Quantity::ManaCost`] condition: its cost is one generic symbol
    /// whose number passes the comparison.
    pub fn holds_for_cost(&self, cost: Option<&crate::mana::ManaCost>) -> bool {
        let Some(n) = cost.and_then(crate::mana::ManaCost::single_generic) else { return false };
        match self.comparison {
            Comparison::AtMost => n <= self.value,
            Comparison::AtLeast => n >= self.value,
            Comparison::Exactly => n == self.value,
        }
    }
}

/// For serde: an empty color set is left out.
pub(crate) fn no_colors(colors: &ColorSet) -> bool {
    colors.is_empty()
}

/// Which objects (permanents or spells) a phrase such as "red creature you
/// control with power 2 or less" or "Goblin spells" means. Every field
/// narrows the set; an empty field does not.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct ObjectFilter {
    /// Card types the object has every one of ("artifact creature").
    pub types: Vec<CardType>,
    /// Card types the object has at least one of ("artifact or enchantment").
    pub one_of_types: Vec<CardType>,
    /// Card types the object must not have ("noncreature").
    pub not_types: Vec<CardType>,
    /// 205.4. Supertypes the object has every one of ("basic land card").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub supertypes: Vec<Supertype>,
    /// 205.4. Supertypes the object must not have ("nonbasic land").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub not_supertypes: Vec<Supertype>,
    /// Subtypes the object has at least one of ("Goblin", "Dinosaur"), as the
    /// rules' lists spell them (205.3).
    pub subtypes: Vec<String>,
    /// Subtypes the object must not have ("non-Dragon creature").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub not_subtypes: Vec<String>,
    /// Colors the object has at least one of ("red"); empty: any color.
    #[tsify(type = "Color[]")]
    pub colors: ColorSet,
    /// 105.2. Colors the object must have none of ("nonblack creature").
    #[serde(default, skip_serializing_if = "no_colors")]
    #[tsify(type = "Color[]")]
    pub not_colors: ColorSet,
    /// 105.2b. "monocolored": exactly one color.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub monocolored: bool,
    /// 105.2c. "multicolored": two or more colors.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub multicolored: bool,
    /// 105.2. "that's exactly two colors": that many colors.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub color_count: Option<u32>,
    /// 601.2a. For a spell: the zone it is cast from ("… spell from your
    /// hand", "Spells your opponents cast from graveyards or from exile").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cast_from: Option<CastFrom>,
    /// Who controls it (for a spell: who cast it).
    pub controller: Option<Controller>,
    /// "other" / "another": not the object with the ability.
    pub other: bool,
    /// 111.1. "token" (`Some(true)`), "nontoken" (`Some(false)`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token: Option<bool>,
    /// 702.166a. "an artifact, enchantment, or token": a token matches
    /// `one_of_types` whatever its card types.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub or_token: bool,
    /// A condition on its power, toughness or mana value.
    pub condition: Option<Condition>,
    /// "with mana value less than or equal to the number of cards in its
    /// controller's graveyard" (Drown in the Loch): the condition's value is
    /// that number, counted for the object as it is judged (601.2c, 608.2b).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub controllers_graveyard: bool,
    /// 506.4. "attacking", "blocking", "attacking or blocking" (read in
    /// targets only: "target attacking or blocking creature").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub combat: Option<CombatRole>,
    /// 110.5. "tapped": only a tapped permanent ("target tapped creature").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub tapped: bool,
    /// 702.9b. "with flying": a keyword it has, printed or granted (613.1f).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub keyword: Option<GrantedKeyword>,
    /// 702.9b. "without flying": a keyword it has neither printed nor granted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub not_keyword: Option<GrantedKeyword>,
}

/// 601.2a. Where a spell is cast from, as a quality of spells: judged on the
/// card being cast in its zone (601.2f), or on the spell on the stack by how
/// it was cast (601.2i).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum CastFrom {
    /// "from your hand".
    Hand,
    /// "from graveyards or from exile".
    GraveyardOrExile,
}

/// 506.4. What a creature is doing in combat, as a target's quality.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum CombatRole {
    /// "attacking" (508.1k until removed from combat).
    Attacking,
    /// "blocking" (509.1g).
    Blocking,
    /// "attacking or blocking".
    AttackingOrBlocking,
    /// 509.1h. "unblocked attacking": an attacking creature no creature
    /// blocked once blockers were declared (ninjutsu's cost, 702.49a).
    UnblockedAttacking,
}

impl CombatRole {
    /// How the text says it.
    pub const fn words(self) -> &'static str {
        match self {
            CombatRole::Attacking => "attacking",
            CombatRole::Blocking => "blocking",
            CombatRole::AttackingOrBlocking => "attacking or blocking",
            CombatRole::UnblockedAttacking => "unblocked attacking",
        }
    }
}

/// 115. What a target may be.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum TargetSpec {
    /// 115.4. "any target": a creature, player, planeswalker or battle.
    AnyTarget,
    /// "target player".
    Player,
    /// "target opponent".
    Opponent,
    /// "target player or planeswalker".
    PlayerOrPlaneswalker,
    /// "target creature", "target artifact", "target permanent", ... (a
    /// permanent on the battlefield, 110.1).
    Permanent {
        /// Which permanents.
        filter: ObjectFilter,
    },
    /// "target spell", "target creature spell", "target red spell" (a spell on
    /// the stack, 112.1).
    Spell {
        /// Which spells.
        filter: ObjectFilter,
    },
    /// 115.1. "target spell or permanent that's red or green" (Aether
    /// Gust): a spell on the stack or a permanent the filter matches.
    SpellOrPermanent {
        /// Which spells and permanents.
        filter: ObjectFilter,
    },
    /// 115.1. "target enchantment, tapped artifact, or tapped creature"
    /// (Nahiri, the Harbinger): a permanent one of the filters matches.
    PermanentAnyOf {
        /// Which permanents, each.
        filters: Vec<ObjectFilter>,
    },
    /// 115.1, 400.3. "target creature card from your graveyard": a card in
    /// the graveyard of the spell's or ability's controller.
    CardInYourGraveyard {
        /// Which cards.
        filter: ObjectFilter,
    },
    /// 115.1, 400.3. "target creature card from a graveyard": a card in any
    /// player's graveyard.
    CardInAGraveyard {
        /// Which cards.
        filter: ObjectFilter,
        /// 508.5. "from defending player's graveyard" (an attacking
        /// creature's ability, Hive of the Eye Tyrant's): only the graveyard
        /// of the player its source is attacking (or whose planeswalker or
        /// protected battle it attacks).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        defending_players: bool,
        /// 608.2c. "from that player's graveyard" (Tinybones, the Pickpocket's
        /// combat damage trigger): only the graveyard of the player the
        /// triggered ability's event names (`TriggerKind::DealtCombatDamageTo`).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        that_players: bool,
    },
    /// 601.2c, 115.1. One of the later targets of "X target …" (Return to
    /// the Ranks): what `target` allows, never an object chosen for an
    /// earlier one of the same word.
    AnotherOfX {
        /// What the target may be.
        target: Box<TargetSpec>,
    },
    /// 115.1, 601.2c. "up to one target creature": the target, or none at
    /// all (zero targets may be chosen; with none the instruction does
    /// nothing, and the spell or ability still resolves, 608.2b).
    UpToOne {
        /// What the target, if chosen, may be.
        target: Box<TargetSpec>,
        /// 601.2c. The second of "up to two target …": not the object
        /// chosen for the first (one instance of the word "target").
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        second: bool,
        /// 115.1, 601.2c. "… from a single graveyard" (Unlicensed Hearse):
        /// a card chosen for a later one of the same word is in the same
        /// graveyard as the first card chosen.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        single_graveyard: bool,
    },
    /// 115.1, 113.7. "target activated or triggered ability" (Stifle): an
    /// ability on the stack (a mana ability never is, 605.3b).
    Ability,
    /// 115.1, 113.7. "target spell, activated ability, or triggered
    /// ability" (Ertai Resurrected): a spell or an ability on the stack.
    SpellOrAbility,
    /// 702.140a. What a mutating creature spell targets: "a non-Human
    /// creature with the same owner as this spell".
    Mutate,
}

/// Who receives damage (120.1).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Recipient {
    /// A target.
    Target {
        /// What may be targeted.
        target: TargetSpec,
    },
    /// "each creature", "each creature you don't control": every permanent
    /// the filter matches, no target.
    Each {
        /// Which permanents.
        filter: ObjectFilter,
    },
    /// "you": the controller of the spell or ability.
    You,
    /// "each opponent".
    EachOpponent,
    /// "each opponent and each planeswalker you don't control": each
    /// opponent and every permanent the filter matches, no target.
    EachOpponentAndEach {
        /// Which permanents.
        filter: ObjectFilter,
    },
    /// "each creature and each player" (Crypt Rats): every permanent the
    /// filter matches and every player, no target.
    EachAndEachPlayer {
        /// Which permanents.
        filter: ObjectFilter,
    },
    /// 608.2h. "that artifact's controller" after an instruction with a
    /// target (Smash to Smithereens): the controller of that target as the
    /// resolution began.
    TargetsController,
}

/// 701.23, 101.4. The players who search in [`Effect::PlayersSearch`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum Searchers {
    /// "Its controller", "That land's controller", "That player": the
    /// controller of the ability's target as it last existed (608.2h).
    TargetsController,
    /// "That land's controller may search …. You may search …" (Demolition
    /// Field): that player, then the ability's controller.
    TargetsControllerThenYou,
    /// "Each player searches …", in APNAP order (101.4).
    EachPlayer,
    /// "For each creature exiled this way, its controller searches …"
    /// (Winds of Abandon): one search for each creature the resolution
    /// exiled, by its controller as it last existed (608.2h), in APNAP
    /// order (101.4).
    ControllersOfExiled,
    /// "For each land destroyed this way, its controller may search …"
    /// (Krenko's Buzzcrusher): one search for each permanent the resolution
    /// destroyed, by its controller as it last existed (608.2h), in APNAP
    /// order (101.4).
    ControllersOfDestroyed,
}

/// 608.2d. The groups of [`Effect::RevealTopChooseForEach`]: one card of the
/// revealed cards may be or is chosen for each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum RevealedGroups {
    /// "For each card type, you may put a card of that type from among the
    /// revealed cards into your hand." (Atraxa, Grand Unifier): each card
    /// type of 205.2a, a card of it or none.
    CardTypes,
    /// "For each color pair, choose a card that's exactly those colors from
    /// among them." (Niv-Mizzet Reborn): each of the ten pairs of two colors,
    /// a card whose colors are exactly those two (105.2), if there is one.
    ColorPairs,
}

/// 701.23. What the player whose cards were exiled gets "for each card
/// exiled from their hand this way" ([`Effect::ExileNamedCards`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum ForEachFromHand {
    /// "draws a card".
    Draw,
    /// "creates a 2/2 black Zombie creature token".
    CreateToken {
        /// The token.
        token: TokenSpec,
    },
}

/// Which player an effect makes act.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum PlayerRef {
    /// The controller of the spell or ability ("you", or no subject).
    You,
    /// "target player".
    TargetPlayer,
    /// 608.2h. "Its controller" after an instruction with a target: the
    /// controller of the first target as the resolution began (Ertai
    /// Resurrected's "Its controller draws a card.").
    TargetsController,
    /// "target opponent" (115.1).
    TargetOpponent,
}

/// 111, 701.7. The characteristics of a token an effect creates, as printed:
/// "a 2/2 white Knight creature token with vigilance". Its name is its
/// subtypes plus "Token" (111.4).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct TokenSpec {
    /// 111.4. Its name when the text gives one ("create Marit Lage, a
    /// legendary 20/20 …"); otherwise its subtypes plus "Token".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// 205.4. "legendary".
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub legendary: bool,
    /// Power.
    pub power: i32,
    /// Toughness.
    pub toughness: i32,
    /// 604.3. The text gives no power and toughness: they are `*`, defined by
    /// its quoted characteristic-defining ability (`power` and `toughness`
    /// are 0).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub star: bool,
    /// Colors (empty for "colorless").
    #[tsify(type = "Color[]")]
    pub colors: ColorSet,
    /// Card types, e.g. `\["Artifact", "Creature"\]`.
    pub types: Vec<CardType>,
    /// Subtypes, e.g. `\["Faerie", "Rogue"\]`.
    pub subtypes: Vec<String>,
    /// Keyword abilities ("with flying").
    pub keywords: Vec<KeywordAbility>,
    /// 111.4. Quoted abilities, as the token's rules text ("This creature
    /// can't block."), each understood whole when read.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub abilities: Vec<String>,
}

pub use crate::counter::CounterKind;

/// 111.10. A predefined token: the rules define its name, types and
/// abilities. Only the kinds whose abilities this engine understands are
/// listed (a text creating another kind stays `unsupportedText`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum PredefinedToken {
    /// 111.10a. "{T}, Sacrifice this token: Add one mana of any color."
    Treasure,
    /// 111.10b. "{2}, {T}, Sacrifice this token: You gain 3 life."
    Food,
    /// 111.10c. "Sacrifice this token: Add one mana of any color."
    Gold,
    /// 111.10f. "{2}, Sacrifice this token: Draw a card." (investigate, 701.16a).
    Clue,
    /// 111.10g. "{1}, {T}, Discard a card, Sacrifice this token: Draw a card."
    Blood,
    /// 111.10u. "{2}, {T}, Sacrifice this token: Search your library for a
    /// basic land card, put it onto the battlefield tapped, then shuffle."
    Lander,
    /// 111.10s. "{1}, {T}, Sacrifice this token: Target creature you control
    /// explores. Activate only as a sorcery." (701.44).
    Map,
    /// 111.10q, 303.7. A Wicked Role: a colorless Aura Role enchantment
    /// named Wicked with enchant creature, "Enchanted creature gets +1/+1,"
    /// and "When this token is put into a graveyard from the battlefield,
    /// each opponent loses 1 life."
    WickedRole,
    /// 111.10i, 701.53b. An Incubator token: a double-faced token whose
    /// front face is a colorless Incubator artifact with "{2}: Transform this
    /// token." and whose back face is a 0/0 colorless Phyrexian artifact
    /// creature named Phyrexian Token.
    Incubator,
}

impl PredefinedToken {
    /// Every kind.
    pub const ALL: [PredefinedToken; 9] = [
        PredefinedToken::Treasure,
        PredefinedToken::Food,
        PredefinedToken::Gold,
        PredefinedToken::Clue,
        PredefinedToken::Blood,
        PredefinedToken::Lander,
        PredefinedToken::Map,
        PredefinedToken::WickedRole,
        PredefinedToken::Incubator,
    ];

    /// How a text names it ("a Treasure token", "a Wicked Role token"), the
    /// key of its card: an artifact's name, which is also its subtype (111.4,
    /// 205.3g); a Role's name and "Role".
    pub const fn name(self) -> &'static str {
        match self {
            PredefinedToken::Treasure => "Treasure",
            PredefinedToken::Food => "Food",
            PredefinedToken::Gold => "Gold",
            PredefinedToken::Clue => "Clue",
            PredefinedToken::Blood => "Blood",
            PredefinedToken::Lander => "Lander",
            PredefinedToken::Map => "Map",
            PredefinedToken::WickedRole => "Wicked Role",
            PredefinedToken::Incubator => "Incubator",
        }
    }

    /// 111.10, 303.7. Its name (a Role's without "Role") and type line, as
    /// Scryfall writes token objects.
    pub const fn card_name_and_type_line(self) -> (&'static str, &'static str) {
        match self {
            PredefinedToken::Treasure => ("Treasure", "Token Artifact — Treasure"),
            PredefinedToken::Food => ("Food", "Token Artifact — Food"),
            PredefinedToken::Gold => ("Gold", "Token Artifact — Gold"),
            PredefinedToken::Clue => ("Clue", "Token Artifact — Clue"),
            PredefinedToken::Blood => ("Blood", "Token Artifact — Blood"),
            PredefinedToken::Lander => ("Lander", "Token Artifact — Lander"),
            PredefinedToken::Map => ("Map", "Token Artifact — Map"),
            PredefinedToken::WickedRole => ("Wicked", "Token Enchantment — Aura Role"),
            PredefinedToken::Incubator => ("Incubator", "Token Artifact — Incubator"),
        }
    }

    /// 111.10i. The back face of a double-faced predefined token: its name
    /// and type line (a 0/0 colorless creature).
    pub const fn back_face(self) -> Option<(&'static str, &'static str)> {
        match self {
            PredefinedToken::Incubator => Some(("Phyrexian Token", "Token Artifact Creature — Phyrexian")),
            PredefinedToken::Treasure
            | PredefinedToken::Food
            | PredefinedToken::Gold
            | PredefinedToken::Clue
            | PredefinedToken::Blood
            | PredefinedToken::Lander
            | PredefinedToken::Map
            | PredefinedToken::WickedRole => None,
        }
    }

    /// The kind a name ("Treasure") means.
    pub fn from_name(name: &str) -> Option<PredefinedToken> {
        PredefinedToken::ALL.into_iter().find(|t| t.name() == name)
    }

    /// Its ability, as 111.10 words it.
    pub const fn oracle_text(self) -> &'static str {
        match self {
            PredefinedToken::Treasure => "{T}, Sacrifice this token: Add one mana of any color.",
            PredefinedToken::Food => "{2}, {T}, Sacrifice this token: You gain 3 life.",
            PredefinedToken::Gold => "Sacrifice this token: Add one mana of any color.",
            PredefinedToken::Clue => "{2}, Sacrifice this token: Draw a card.",
            PredefinedToken::Blood => "{1}, {T}, Discard a card, Sacrifice this token: Draw a card.",
            PredefinedToken::Lander => {
                "{2}, {T}, Sacrifice this token: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle."
            }
            PredefinedToken::Map => {
                "{1}, {T}, Sacrifice this token: Target creature you control explores. Activate only as a sorcery."
            }
            PredefinedToken::WickedRole => {
                "Enchant creature\nEnchanted creature gets +1/+1.\nWhen this token is put into a graveyard from the battlefield, each opponent loses 1 life."
            }
            PredefinedToken::Incubator => "{2}: Transform this token.",
        }
    }
}

/// 701.23. Where a card found by a search goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase", deny_unknown_fields)]
pub enum SearchDestination {
    /// "put it onto the battlefield \[tapped\]".
    Battlefield {
        /// Whether it enters tapped.
        tapped: bool,
        /// "Then if you control four or more lands, untap that land.": the
        /// number of lands (counting it) that untap it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        untap_if_lands: Option<u32>,
    },
    /// "reveal it, put it into your hand".
    Hand,
    /// "put that card into your graveyard" (Entomb).
    Graveyard,
    /// "exile that card" (Bring to Light): the resolution remembers it for
    /// the instruction after the search (608.2c).
    Exile,
}

/// One instruction of a spell or ability (608.2c: followed in the order
/// written). A closed vocabulary: text outside it is not understood.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Effect {
    /// 601.2c, 107.3. "Return X target creature cards … to the battlefield"
    /// (Return to the Ranks), or one share of "Distribute X … among any
    /// number of target …" (601.2d, at most X targets: `more`'s is
    /// `UpToOne`): the instruction once for each of X targets,
    /// X as announced: `first` for the first, `more` (whose target is
    /// [`TargetSpec::AnotherOfX`]) for each other one. Expanded where a
    /// spell's instructions are read (`Game::effects_in`), so each copy has
    /// its target and an illegal one is skipped (608.2b).
    XTargets {
        /// The instruction with the first target.
        first: Box<Effect>,
        /// The instruction with each later target.
        more: Box<Effect>,
    },
    /// 701.23, 701.24. "search your library and/or graveyard for a non-Human
    /// creature card with mana value X or less and put it onto the
    /// battlefield. If you search your library this way, shuffle." (Invasion
    /// of Ikoria): one card found among both zones' (X the spell's, 107.3m),
    /// then the library shuffled. TODO(CR 701.23): searching the graveyard
    /// alone, with no shuffle, is not offered.
    SearchLibraryAndGraveyard {
        /// Which cards.
        filter: ObjectFilter,
    },
    /// 601.2d, 122.1. One target's share of "Distribute X +1/+1 counters
    /// among any number of target creatures you control." (Grove's
    /// Bounty): inside [`Effect::XTargets`] (at most X targets, each
    /// receiving at least one, so the later ones are `UpToOne`), the target
    /// gets the number of counters the division announced for it as the
    /// spell was cast (`GameState::divisions`).
    PutDividedCounters {
        /// The kind of counter.
        #[tsify(type = "string")]
        counter: CounterKind,
        /// The target.
        target: TargetSpec,
    },
    /// 120.3. "\[this\] deals N damage to …".
    DealDamage {
        /// How much.
        amount: u32,
        /// To whom.
        to: Recipient,
    },
    /// 701.8. "Destroy target …".
    Destroy {
        /// What.
        target: TargetSpec,
    },
    /// 701.8. "Destroy all creatures" and the like: every permanent the
    /// filter matches, no target.
    DestroyAll {
        /// Which permanents.
        filter: ObjectFilter,
        /// "with mana value equal to the number of charge counters on
        /// \[this\]" (Blast Zone): the mana value they have, counted as the
        /// ability resolves (608.2h: as the source last existed if it left).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[tsify(optional, type = "string")]
        mana_value_is_counters: Option<CounterKind>,
    },
    /// 608.2c. "Counter target spell if it's red.", "Destroy target
    /// permanent if it's blue." (Hydroblast, Pyroblast): the instruction,
    /// with its target, is followed only if the target matches the filter as
    /// the spell resolves; any spell or permanent may be targeted.
    IfItIs {
        /// What the target must be then.
        filter: ObjectFilter,
        /// The instruction (a destroy or a counter).
        effect: Box<Effect>,
    },
    /// 701.6. "Counter target … spell".
    Counter {
        /// Which spell.
        target: TargetSpec,
        /// 614.1a. "If that spell is countered this way, exile it instead of
        /// putting it into its owner's graveyard." (Force of Negation).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        exile: bool,
        /// 611.2b, 613.1f. "If an ability of an artifact, creature, or
        /// planeswalker is countered this way, that permanent loses all
        /// abilities for as long as \[this\] remains on the battlefield."
        /// (Tishana's Tidebinder): `GameState::abilities_lost`.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        source_loses_abilities: bool,
    },
    /// 707.10. "Copy target instant or sorcery spell" (Narset's Reversal):
    /// its controller puts a copy of that spell on the stack.
    CopySpell {
        /// Which spell.
        target: TargetSpec,
        /// 707.10c. "You may choose new targets for the copy."
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        new_targets: bool,
    },
    /// 707.10. "copy this spell": a copy of the resolving spell, controlled
    /// by its controller, or by "that player" when it is written as theirs
    /// ([`Effect::ThatPlayer`]: "they may copy this spell", Chain Lightning).
    CopyThisSpell {
        /// 707.10c. "and may choose a new target for that copy".
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        new_targets: bool,
    },
    /// 201.3, 701.23. "Choose a card name[ other than a basic land card
    /// name]. Search target opponent's graveyard, hand, and library for up to
    /// four (any number of) cards with that name and exile them. That player
    /// shuffles[, then draws a card / creates a 2/2 black Zombie creature
    /// token for each card exiled from their hand this way]." (Unmoored Ego,
    /// Necromentia, The Stone Brain): the name is chosen as it resolves
    /// ([`crate::game::Pending::NameACard`]). "Choose target card in a
    /// graveyard other than a basic land card. Search its owner's graveyard,
    /// hand, and library for any number of cards with the same name as that
    /// card and exile them. Then that player shuffles." (Surgical
    /// Extraction): that card's name, its owner's zones.
    ExileNamedCards {
        /// The opponent, or the card in a graveyard.
        target: TargetSpec,
        /// "up to four"; none: "any number of".
        #[serde(default, skip_serializing_if = "Option::is_none")]
        most: Option<u32>,
        /// "other than a basic land card name".
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        not_basic_land: bool,
        /// What that player gets for each card exiled from their hand.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        for_each_from_hand: Option<ForEachFromHand>,
    },
    /// 701.6a, 608.2d. "Counter target spell unless its controller pays
    /// {2}": as it resolves, the target's controller chooses whether to pay
    /// (a pending choice of theirs); if they don't, the spell is countered.
    /// Always the last instruction of its line.
    CounterUnlessPays {
        /// Which spell.
        target: TargetSpec,
        /// What its controller may pay.
        #[tsify(type = "string")]
        cost: ManaCost,
        /// 614.1a. "If that spell is countered this way, exile it instead of
        /// putting it into its owner's graveyard." (No More Lies).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        exile: bool,
    },
    /// 701.6a, 608.2c–d. "counter that spell or ability unless its controller
    /// pays {1}" (Valkmira, Protector's Shield): the spell or ability whose
    /// targeting triggered the ability, if still on the stack; its controller
    /// chooses whether to pay as it resolves.
    CounterThatUnlessItsControllerPays {
        /// What its controller may pay.
        #[tsify(type = "string")]
        cost: ManaCost,
    },
    /// 608.2d. "you may pay {B}": as it resolves, its controller chooses
    /// whether to pay (a pending choice); "If you do, …" follows it. Written
    /// as "that player"'s ([`Effect::ThatPlayer`]: "Then that player or that
    /// permanent's controller may pay {R}{R}", Chain Lightning), the target
    /// player or the target permanent's controller (608.2h) chooses.
    MayPay {
        /// What they may pay.
        #[tsify(type = "string")]
        cost: ManaCost,
    },
    /// 119.4, 608.2d. "its controller may pay 1 life" (Gix, Yawgmoth
    /// Praetor; written as [`Effect::ThatPlayer`]'s): as it resolves, that
    /// player chooses whether to pay (no more than their life total); "If
    /// they do, …" follows it.
    MayPayLife {
        /// How much life.
        amount: u32,
    },
    /// 608.2d. "If you do, draw a card.": instructions followed only if the
    /// payment of the [`Effect::MayPay`] before them was made.
    IfYouDo {
        /// The instructions (none targets).
        effects: Vec<Effect>,
    },
    /// 118.12a, 608.2d. "sacrifice this artifact unless you pay {2}" is "you
    /// may pay {2}; if you don't, sacrifice this artifact": instructions
    /// followed only if the payment of the [`Effect::MayPay`] before them
    /// was not made.
    IfYouDont {
        /// The instructions (none targets).
        effects: Vec<Effect>,
    },
    /// 608.2d, 701.13a. "Choose odd or even. Exile each creature with mana
    /// value of the chosen quality." (Extinction Event): the controller
    /// chooses as it resolves, then each permanent the filter matches whose
    /// mana value has that parity is exiled (zero is even).
    ExileEachOfChosenParity {
        /// Which permanents.
        filter: ObjectFilter,
    },
    /// 701.21a, 608.2c. "If they can't, they lose 2 life and you draw a
    /// card." after an edict (Invoke Despair): instructions followed only if
    /// the player had nothing the edict let them sacrifice; those written as
    /// "they" are that player's ([`Effect::ThatPlayer`]).
    IfTheyCant {
        /// The instructions.
        effects: Vec<Effect>,
    },
    /// 121. "draw N cards".
    Draw {
        /// Who draws.
        player: PlayerRef,
        /// How many.
        count: u32,
    },
    /// 119.3. "you gain N life".
    GainLife {
        /// How much.
        amount: u32,
    },
    /// 119.3. "you lose N life".
    LoseLife {
        /// How much.
        amount: u32,
    },
    /// 701.7, 111. "create N P/T \[colors\] \[types\] token(s) \[with …\]".
    CreateTokens {
        /// How many.
        count: u32,
        /// What each is.
        token: TokenSpec,
    },
    /// 111.1, 701.17a, 608.2c. "Create a 1/1 black and green Insect creature
    /// token, then mill a card. If an Insect card was milled this way, put a
    /// loyalty counter on Grist and repeat this process." (Grist, the Hunger
    /// Tide): again and again while the card milled matches `filter` (each
    /// time a card leaves the library, so it ends).
    CreateTokenMillRepeat {
        /// The token.
        token: TokenSpec,
        /// What the card milled must be for a loyalty counter and another time.
        filter: ObjectFilter,
    },
    /// 111.10, 701.7. "create a Treasure token", "create two Food tokens";
    /// "investigate" (701.16a: create a Clue token).
    CreatePredefinedTokens {
        /// How many.
        count: u32,
        /// Which kind.
        token: PredefinedToken,
        /// 608.2h. "Its controller creates two Map tokens." (Get Lost): the
        /// first target's controller as the resolution began creates them.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        #[tsify(optional)]
        targets_controller: bool,
    },
    /// 611.2, 613.4c, 613.1f. "target creature gets +N/+N until end of
    /// turn", "… gets +1/+0 and gains first strike until end of turn",
    /// "… gains indestructible until end of turn"; 611.2a, "Until your next
    /// turn, up to one target creature gets -3/-0." (Jace, the Perfected
    /// Mind), "… gets -2/-0 until your next turn.".
    PumpUntilEndOfTurn {
        /// Which creature.
        target: TargetSpec,
        /// Power change.
        power: i32,
        /// Toughness change.
        toughness: i32,
        /// Keywords it gains (layer 6).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        keywords: Vec<GrantedKeyword>,
        /// 611.2a. It lasts until its controller's next turn begins, not
        /// until the cleanup step (514.2).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        #[tsify(optional)]
        until_your_next_turn: bool,
    },
    /// 613.4d (layer 7d), 611.2a. "Switch target creature's power and
    /// toughness until end of turn." (Twisted Image).
    SwitchPowerToughness {
        /// Which creature.
        target: TargetSpec,
    },
    /// 603.5, 608.2d. "you may put target instant or sorcery card from your
    /// graveyard on top of your library": its controller chooses as it
    /// resolves whether to put the target on top of its owner's library.
    MayPutOnTopOfLibrary {
        /// What (a card in its controller's graveyard).
        target: TargetSpec,
    },
    /// 603.5, 701.8a. "you may destroy target artifact or enchantment"
    /// (Reclamation Sage): its controller chooses as it resolves whether to
    /// destroy the target.
    MayDestroy {
        /// What.
        target: TargetSpec,
    },
    /// 603.5, 122.1. "you may put a -1/-1 counter on target creature"
    /// (Hapatra, Vizier of Poisons): its controller chooses as it resolves
    /// whether to put the counters on the target.
    MayPutCounters {
        /// How many.
        count: u32,
        /// Which kind.
        #[tsify(type = "string")]
        counter: CounterKind,
        /// On what.
        target: TargetSpec,
    },
    /// 603.5, 400.3. "you may return target creature card from your
    /// graveyard to the battlefield": its controller chooses as it resolves
    /// whether to put the target onto the battlefield under their control.
    MayReturnToBattlefield {
        /// What (a card in its controller's graveyard).
        target: TargetSpec,
    },
    /// 608.2d. "Choose target permanent card in your graveyard. If it has
    /// mana value 3 or less, you may put it onto the battlefield. If you
    /// don't put it onto the battlefield, put it into your hand." (Cosmic
    /// Rebirth): asked only when `condition` holds as it resolves.
    MayPutOntoBattlefieldElseIntoHand {
        /// What (a card in its controller's graveyard).
        target: TargetSpec,
        /// When it may be put onto the battlefield (judged as it resolves).
        filter: ObjectFilter,
    },
    /// 201.2, 701.20a. "Exile target creature … and all other creatures that
    /// player controls with the same name as that creature. Then that player
    /// reveals their hand and exiles all cards with that name from their hand
    /// and graveyard." (Legion's End): the name is the target's as it
    /// resolves.
    ExileAllWithSameName {
        /// The creature.
        target: TargetSpec,
    },
    /// "return target … to its owner's hand".
    ReturnToHand {
        /// What.
        target: TargetSpec,
    },
    /// "then return it to its owner's hand": the target of the instruction
    /// before (Narset's Reversal's spell).
    ReturnItToHand,
    /// 611.2a, 603.6c, 603.10a. "Until end of turn, target creature you
    /// control gains "When this creature dies, return it to the battlefield
    /// tapped under its owner's control, then create a Wicked Role token
    /// attached to it."" (Not Dead After All; 303.7 Roles).
    GainsDiesReturnUntilEndOfTurn {
        /// The creature.
        target: TargetSpec,
        /// Whether it returns tapped.
        tapped: bool,
        /// The Role token created attached to it, if any (111.10j–r).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        role: Option<PredefinedToken>,
    },
    /// "exile target creature you control, then return it to the
    /// battlefield under its owner's control": a new object (400.7).
    ExileAndReturn {
        /// What.
        target: TargetSpec,
    },
    /// 702.128a, 707.9b. Embalm's "Create a token that's a copy of it,
    /// except it's white, it has no mana cost, and it's a Zombie in addition
    /// to its other types." (the card the ability is of, exiled as its cost:
    /// its last known information, 608.2h).
    CreateEmbalmedToken,
    /// 707.2, 111.1. "create a token that's a copy of target creature you
    /// control": the token copies the copiable values, prototype ones
    /// included (718.3d).
    CreateTokenCopy {
        /// What is copied.
        target: TargetSpec,
        /// 707.9b. "…, except it has haste": the copy has haste besides the
        /// copied values (a copiable value of its own).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        haste: bool,
        /// 603.7a. "Sacrifice it at the beginning of the next end step.": a
        /// delayed trigger (`GameState::next_end_step`) sacrifices the token.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        sacrificed_at_next_end_step: bool,
        /// 107.3, 111.1. "create X tokens that are copies of that permanent"
        /// (Doppelgang): X tokens, X as announced, not one.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        #[tsify(optional)]
        x_copies: bool,
    },
    /// 707.2, 111.1, 608.2d. "create a token that's a copy of one of those
    /// permanents" (Orvar, the All-Form): the other permanents its controller
    /// controls that the spell whose casting triggered the ability targets;
    /// with several, the controller chooses one as it resolves.
    CreateTokenCopyOfOneOfThoseTargets,
    /// 701.22. "scry N": its controller looks at the top N cards of their
    /// library and puts any number of them on the bottom, the rest on top,
    /// in any order (a choice made as it resolves, 608.2d).
    Scry {
        /// How many cards.
        amount: u32,
        /// 608.2d. "Look at the top three cards of your library, then put
        /// them back in any order." (Ponder): scry's choice with every card
        /// back on top; not a scry.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        #[tsify(optional)]
        look: bool,
    },
    /// 608.2d. "Look at the top card of your library. You may put that card
    /// into your graveyard." (Consider; not a surveil, 701.25a).
    LookAtTopMayMill,
    /// 611.2c, 613.4c. "Creatures target player controls get -2/-2 until end
    /// of turn." (Arms of Hadar): the set is fixed as it resolves.
    PumpAllTargetPlayerControls {
        /// The player ("target player").
        player: TargetSpec,
        /// Which of their permanents.
        filter: ObjectFilter,
        /// Power change.
        power: i32,
        /// Toughness change.
        toughness: i32,
    },
    /// 108.3, 400.7. "Return all artifacts target player owns to their
    /// hand." (Hurkyl's Recall): every permanent that player owns the filter
    /// matches, whoever controls it.
    ReturnAllOwnedToHand {
        /// The player ("target player").
        player: TargetSpec,
        /// Which permanents.
        filter: ObjectFilter,
    },
    /// 701.25. "surveil N": like scry, but the cards not kept on top go to
    /// the graveyard.
    Surveil {
        /// How many cards.
        amount: u32,
    },
    /// 701.44a. "it explores" (the permanent itself), "target creature you
    /// control explores" (a Map token): its controller reveals the top card
    /// of their library; a land card goes to their hand, otherwise the
    /// explorer gets a +1/+1 counter and the card may go to the graveyard (a
    /// choice made as it resolves, 608.2d).
    Explore {
        /// What explores: this target, or (none) the permanent the ability
        /// is of.
        #[serde(skip_serializing_if = "Option::is_none")]
        target: Option<TargetSpec>,
    },
    /// 701.50a, 701.50e. "target attacking creature connives X, where X is
    /// the number of attacking creatures": the permanent's controller draws
    /// N cards, then discards N cards (a choice, 608.2d);
    /// [`Effect::ConniveCounters`] follows.
    Connive {
        /// What connives.
        target: TargetSpec,
        /// N, when no permanents are counted.
        count: u32,
        /// "where X is the number of …": N is how many permanents this
        /// matches as it resolves (107.3c).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        per: Option<ObjectFilter>,
    },
    /// 701.50a, 701.50e. The end of a connive: a +1/+1 counter on the
    /// conniving permanent (the target of the instruction before) for each
    /// nonland card discarded this way.
    ConniveCounters,
    /// 611.2a, 613.1d, 613.4b. "Until end of turn, \[this\] becomes a 2/3
    /// white and blue Bird creature with flying. It's still a land." (a
    /// creature land): until end of turn the permanent is also a creature
    /// with these creature types, colors, base power and toughness and
    /// keywords; it keeps its other types and abilities.
    BecomeCreature {
        /// Base power (layer 7b).
        power: i32,
        /// Base toughness (layer 7b).
        toughness: i32,
        /// Its colors (layer 5).
        #[tsify(type = "Color[]")]
        colors: ColorSet,
        /// Creature types added (layer 4).
        subtypes: Vec<String>,
        /// Keywords gained (layer 6).
        keywords: Vec<KeywordAbility>,
        /// 613.1f. A quoted ability gained too ("with menace and \"Whenever
        /// this creature attacks, …\"", Hive of the Eye Tyrant): numbered
        /// after the face's own ([`crate::card::Face::self_granted`]) while
        /// it is animated.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        abilities: Vec<crate::text::Ability>,
    },
    /// 702.122a, 611.2a, 613.1d. Crew's effect, "This Vehicle becomes an
    /// artifact creature until end of turn": until end of turn (514.2) it is
    /// also an artifact creature, with its printed power and toughness
    /// (208.3: it has none while it is not a creature).
    BecomeArtifactCreature,
    /// 707.2, 613.2a. "\[this\] becomes a copy of target land and gains this
    /// ability" (Thespian's Stage): from now on (611.2a, no end) the source
    /// has the target's copiable values, and keeps the ability that made it so.
    BecomeCopy {
        /// What it copies.
        target: TargetSpec,
        /// "and gains this ability".
        gains_this_ability: bool,
    },
    /// "return a land you control to its owner's hand" (bounce lands): a
    /// land its controller chooses as it resolves (608.2d), not a target.
    ReturnLandYouControl,
    /// 608.2d. "return a permanent you control to its owner's hand" (Kor
    /// Skyfisher): one its controller chooses as it resolves, not a target.
    ReturnYouControl {
        /// Which permanents (those the ability's controller controls).
        filter: ObjectFilter,
    },
    /// 122.1, 608.2d. "Put a shield counter on a creature you control."
    /// (Titan of Industry): on one permanent its controller chooses as it
    /// resolves among those they control that the filter matches, not a target.
    PutCountersOnOneYouControl {
        /// How many.
        count: u32,
        /// Which kind.
        #[tsify(type = "string")]
        counter: CounterKind,
        /// Which permanents (those the ability's controller controls).
        filter: ObjectFilter,
    },
    /// 122.1, 608.2d, 611.2a. "Put two +1/+1 counters on up to one creature.
    /// It gains lifelink until end of turn." (Gix's Command): its controller
    /// chooses as it resolves one permanent the filter matches, or none (not
    /// a target); the one chosen gets the counters and gains the keywords
    /// until end of turn.
    PutCountersOnUpToOne {
        /// How many.
        count: u32,
        /// Which kind.
        #[tsify(type = "string")]
        counter: CounterKind,
        /// Which permanents.
        filter: ObjectFilter,
        /// What "It gains … until end of turn" grants the one chosen.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        gains: Vec<GrantedKeyword>,
    },
    /// 701.53a. "Incubate N": create an Incubator token (111.10i) that
    /// enters with N +1/+1 counters on it.
    Incubate {
        /// N.
        count: u32,
    },
    /// 122. "put N +1/+1 counters on target creature".
    PutCounters {
        /// How many.
        count: u32,
        /// Which kind.
        #[tsify(type = "string")]
        counter: CounterKind,
        /// On what.
        target: TargetSpec,
        /// 122.1b. "Put a +1/+1 counter and a lifelink counter on target
        /// creature." (Unexpected Fangs): one counter of this kind too.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[tsify(optional, type = "string")]
        also: Option<CounterKind>,
    },
    /// "put a +1/+1 counter on \[this\]" (122.1): on the permanent the
    /// ability is of, if it is still on the battlefield.
    PutCountersOnThis {
        /// How many (unused when `x`).
        count: u32,
        /// 107.3. "Put X charge counters": as many as the value of X announced
        /// as the ability was activated (602.2b, 601.2b).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        #[tsify(optional)]
        x: bool,
        /// Which kind.
        #[tsify(type = "string")]
        counter: CounterKind,
    },
    /// 122.8. "remove an ice counter from \[this\]": from the permanent the
    /// ability is of, as many as it has up to `count`.
    RemoveCountersFromThis {
        /// How many.
        count: u32,
        /// Which kind.
        #[tsify(type = "string")]
        counter: CounterKind,
    },
    /// 106.1, 605.1a. "Add one mana of any color." in an ability that is not
    /// a mana ability (it also draws, 605.1a as of 7 Aug 2026): the choices
    /// of mana, one chosen as it resolves.
    AddMana {
        /// The choices, each as mana symbols.
        #[tsify(type = "string[]")]
        choices: Vec<ManaCost>,
        /// 608.2c. "… for each permanent destroyed this way": one mana of a
        /// choice for each permanent the previous instruction destroyed,
        /// each chosen as it resolves.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        #[tsify(optional)]
        for_each_destroyed: bool,
    },
    /// 701.17a. "target player mills four cards", "mill two cards": the
    /// player puts that many cards from the top of their library into their
    /// graveyard (as many as there are, 701.17b).
    Mill {
        /// Who mills.
        player: PlayerRef,
        /// How many.
        count: u32,
    },
    /// 119.3. "you lose life equal to the number of cards in your hand"
    /// (counted as it resolves).
    LoseLifePerCardInHand,
    /// 406.2. "exile all cards from target player's graveyard".
    ExileGraveyard,
    /// 406.2, 608.2c. "Then exile all cards from that player's graveyard."
    /// after an instruction that targets a player (Go Blank): that target's.
    ExileThatPlayersGraveyard,
    /// 406.2. "Exile each opponent's graveyard." (Soul-Guide Lantern), "Exile
    /// all cards from all graveyards." (Relic of Progenitus): every card in
    /// those players' graveyards as it resolves, no target.
    ExileGraveyards {
        /// Only the graveyards of the controller's opponents (102.2).
        each_opponent: bool,
    },
    /// 701.3a, 702.6a. "Attach \[this\] to target creature you control." (equip).
    Attach {
        /// What it is attached to.
        target: TargetSpec,
    },
    /// 611.2c, 613.1f. "Permanents your opponents control lose hexproof and
    /// indestructible until end of turn": the permanents matching as it
    /// resolves lose the keywords.
    LoseKeywordsAll {
        /// Which permanents.
        filter: ObjectFilter,
        /// The keywords they lose.
        keywords: Vec<GrantedKeyword>,
    },
    /// 701.3a, 702.163a. "then attach this Equipment to it": to the token
    /// the instruction before created.
    AttachToCreatedToken,
    /// 611.2a, 613.4c. "\[this\] gets +1/+1 until end of turn" (the object
    /// the ability came from, if it is still that permanent, 400.7); "… and
    /// gains menace until end of turn" (613.1f).
    PumpSelf {
        /// Power change.
        power: i32,
        /// Toughness change.
        toughness: i32,
        /// Keywords it gains until end of turn.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        keywords: Vec<GrantedKeyword>,
    },
    /// 701.21a. "sacrifice it" in a triggered ability of \[this\] ("When
    /// \[this\] enters, sacrifice it."): its controller sacrifices the
    /// permanent the ability came from, if it still can.
    SacrificeThis,
    /// 701.8a. "destroy this creature" in a triggered ability of \[this\]
    /// (The Tabernacle at Pendrell Vale's granted "At the beginning of your
    /// upkeep, destroy this creature unless you pay {1}."): the permanent the
    /// ability came from is destroyed, if it is still on the battlefield.
    DestroyThis,
    /// 400.7e, 701.24a. "its owner shuffles it into their library" after
    /// "When \[this\] is put into a graveyard from the battlefield" (Lembas):
    /// the card it became there, if it is still there.
    ShuffleThisIntoLibrary,
    /// 406.3, 401.4. "exile it and the top six cards of your library in a
    /// face-down pile. If you do, shuffle that pile and put it back on top
    /// of your library." after "When \[this\] is put into your graveyard
    /// from the battlefield" (Triumph of Saint Katherine): the card \[this\]
    /// became in its owner's graveyard, if it is still there, and the top
    /// `count` cards are exiled, shuffled together and put on top.
    ExileThisAndTopShuffleOnTop {
        /// How many cards from the top of the library.
        count: u32,
    },
    /// 701.24a. "Choose up to three target cards in graveyards. The owners of
    /// those cards shuffle them into their libraries." (Turn the Earth): one
    /// instruction per target; the target's owner puts it into their library
    /// and shuffles it.
    ShuffleIntoOwnersLibrary {
        /// What (a card in a graveyard).
        target: TargetSpec,
    },
    /// 603.12. "When you do, …": a reflexive triggered ability that
    /// triggers if the instruction before it was done (a sacrifice), and
    /// goes on the stack the next time a player would receive priority.
    Reflexive {
        /// What the reflexive ability does, in the order written.
        effects: Vec<Effect>,
    },
    /// 702.33d. "If this spell was kicked, draw a card.": instructions a
    /// spell follows only if it was kicked (none of them targets).
    IfKicked {
        /// What it does when kicked, in the order written.
        effects: Vec<Effect>,
    },
    /// 120.3, 208.3. "\[this\] deals damage to target creature or
    /// planeswalker equal to the number of cards in your hand": the amount is
    /// counted as it resolves (after instructions before it, 608.2c).
    DealDamagePerCardInHand {
        /// To whom.
        to: Recipient,
    },
    /// 120.3, 608.2h. "\[this\] deals damage to target creature equal to the
    /// number of snow permanents you control" (Skred): counted as it
    /// resolves.
    DealDamagePerPermanent {
        /// To whom.
        to: Recipient,
        /// The permanents counted.
        per: ObjectFilter,
    },
    /// 120.3, 101.4. "\[this\] deals damage to each player equal to twice
    /// the number of nonbasic lands that player controls." (Price of
    /// Progress): each player's own count, all dealt at once.
    DealDamageToEachPlayerPerPermanent {
        /// The permanents counted (of each player's).
        per: ObjectFilter,
        /// Damage for each one counted ("twice": 2).
        times: u32,
    },
    /// 701.9. "discard a card" (after "draw a card, then"; "Discard a card.
    /// If you do, …", done when a card was discarded): its controller
    /// chooses a card in their hand as it resolves (608.2d).
    Discard {
        /// How many cards.
        count: u32,
        /// 701.9b, 107.1c. "You may discard up to two cards.": the player
        /// may stop after any number of them, none included; done when a
        /// card was discarded.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        up_to: bool,
    },
    /// 121.1, 608.2c. "draw that many cards" after "You may discard up to
    /// two cards. If you do, …" (Fable of the Mirror-Breaker): as many as
    /// the cards this resolution discarded (`Resolution::chosen`).
    DrawThatMany,
    /// 714.2, 712.14, 701.27. "Exile this Saga, then return it to the
    /// battlefield transformed under your control.": a new object (400.7)
    /// with its back face up; "… under his owner's control" (Jace, Vryn's
    /// Prodigy) under its owner's.
    ExileAndReturnTransformed {
        /// Under its owner's control rather than the ability's controller's.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        owners: bool,
    },
    /// 114.2. "You get an emblem with \"…\"": its controller puts an emblem
    /// with these abilities into the command zone (114.4: they function there).
    GetEmblem {
        /// The emblem's abilities (114.3: its only characteristics).
        abilities: Vec<crate::text::Ability>,
    },
    /// 702.167a, 712.14a. Craft's "Return this card to the battlefield
    /// transformed under its owner's control.": the card its cost exiled
    /// (the ability's source, a new object in exile, 400.7) enters with its
    /// back face up.
    ReturnExiledTransformed,
    /// 701.23, 701.24. "Search your library for a Forest or Plains card, put
    /// it onto the battlefield, then shuffle.": its controller may find a
    /// card the filter matches (or none, 701.23b), puts it there, then
    /// shuffles. Always the last instruction.
    SearchLibrary {
        /// Which cards may be found.
        filter: ObjectFilter,
        /// Where the card found goes.
        destination: SearchDestination,
    },
    /// 701.23, 701.24. "you may search your library for up to three cards
    /// named Squadron Hawk, reveal them, put them into your hand, then
    /// shuffle": its controller finds up to `count` cards with that name, one
    /// choice at a time.
    SearchNamed {
        /// The name.
        name: String,
        /// The most cards found.
        count: u32,
    },
    /// 701.23, 701.24, 101.4. A search by players other than (or besides)
    /// the controller: "Its controller may search their library for a basic
    /// land card, put it onto the battlefield, then shuffle." (Ghost Quarter),
    /// "Each player searches …" (Field of Ruin). Each searcher may find
    /// nothing (701.23b); the choices are made in order, then the cards
    /// found are put there at once and each searcher shuffles. Always the
    /// last instruction.
    PlayersSearch {
        /// Who searches, in order.
        searchers: Searchers,
        /// Which cards may be found.
        filter: ObjectFilter,
        /// Where each card found goes.
        destination: SearchDestination,
    },
    /// 611.2a, 613.4c. "Target creature gets +X/+X until end of turn,
    /// where X is the number of Gates you control." (Basilisk Gate), "Target
    /// creature gets -1/-1 until end of turn for each Swamp you control."
    /// (Defile): counted as it resolves (608.2h).
    PumpPerPermanent {
        /// Which creature.
        target: TargetSpec,
        /// The permanents counted.
        per: ObjectFilter,
        /// Power change for each one counted.
        power: i32,
        /// Toughness change for each one counted.
        toughness: i32,
    },
    /// 121.2, 101.4. "Each player draws a card": each draws, in APNAP order.
    EachPlayerDraws {
        /// How many cards each draws.
        count: u32,
    },
    /// 701.9b, 101.4. "… then discards a card" after "Each player draws":
    /// each player in APNAP order chooses a card in their hand as it
    /// resolves (608.2d), then the cards chosen are discarded at once.
    EachPlayerDiscards,
    /// 701.9b, 101.4. "each opponent discards a card" (Kroxa, Titan of Death's
    /// Hunger): likewise, for each opponent of its controller.
    EachOpponentDiscards,
    /// 119.3. "each opponent loses N life" (The Meathook Massacre).
    EachOpponentLosesLife {
        /// How much.
        amount: u32,
    },
    /// 119.3, 608.2c. "… then each opponent who didn't discard a nonland card
    /// this way loses 3 life." (Kroxa, Titan of Death's Hunger): after a
    /// discard, each opponent none of whose cards discarded by this
    /// resolution (`Resolution::chosen`) matches `filter` loses the life.
    EachOpponentWhoDidntDiscardLosesLife {
        /// The kind of card whose discard spares the opponent.
        filter: ObjectFilter,
        /// How much.
        amount: u32,
    },
    /// 121.1, 608.2c. "For each opponent who can't, you draw a card." after
    /// "each opponent discards a card" (Aclazotz, Deepest Betrayal): its
    /// controller draws a card for each opponent still in the game none of
    /// whose cards this resolution discarded (`Resolution::chosen`: they had
    /// none in hand, 701.9b).
    DrawForEachOpponentWhoCouldntDiscard,
    /// 603.6c, 400.7e, 712.14a. "When \[this\] dies, return it to the
    /// battlefield tapped and transformed under its owner's control."
    /// (Aclazotz, Deepest Betrayal): "it" is the card the dies trigger finds
    /// in its owner's graveyard; a card that is not a transforming
    /// double-faced card returned `transformed` stays there.
    ReturnItToBattlefield {
        /// It enters tapped.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        tapped: bool,
        /// It enters with its back face up.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        transformed: bool,
    },
    /// 119.3. "Target player gains N life." (Titan of Industry).
    TargetPlayerGainsLife {
        /// How much.
        amount: u32,
    },
    /// 119.3. "Target player loses N life."
    TargetPlayerLosesLife {
        /// How much.
        amount: u32,
        /// 115.1: "Target opponent loses N life." (Witherbloom Command).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        opponent: bool,
    },
    /// 104.3e. "Target player loses the game."; as "they lose the game",
    /// that player's ([`Effect::ThatPlayer`], Vessel of the All-Consuming).
    TargetPlayerLosesTheGame,
    /// 615.1. "Prevent all combat damage that would be dealt to and dealt
    /// by that creature this turn." after a targeted instruction ("that
    /// creature": its target).
    PreventCombatDamageToAndBy,
    /// 611.2a, 613.1f, 603.7a. "It gains haste. Return it to your hand at
    /// the beginning of the next end step." after a search put the card
    /// found onto the battlefield (Nahiri, the Harbinger): that permanent
    /// (the resolution's remembered card) has haste for as long as it is
    /// that object (no duration is stated), and a delayed trigger returns it
    /// to its owner's hand.
    FoundGainsHasteReturnsAtNextEndStep,
    /// 608.2g, 118.9. "You may cast that card without paying its mana cost."
    /// after a search that exiled the card (Bring to Light): the card found
    /// (the resolution's remembered card), if still in exile, may be cast by
    /// the controller now, ignoring timing.
    MayCastFoundWithoutPaying,
    /// 701.8a, 608.2d. "For each player, destroy up to one nonbasic land
    /// that player controls." (Krenko's Buzzcrusher): for each player in
    /// APNAP order (101.4), the controller chooses one of that player's
    /// permanents the filter matches or none (no target); those chosen are
    /// destroyed at once.
    DestroyUpToOneEach {
        /// Which permanents.
        filter: ObjectFilter,
    },
    /// 611.2a, 613.1f (layer 6). "Urza's Saga gains \"{T}: Add {C}.\"" (a
    /// chapter ability): the permanent has the quoted ability for as long as
    /// it is that object on the battlefield (no duration is stated;
    /// `GameState::gained_abilities`). The ability is numbered after the
    /// face's own ones, in text order among the abilities the face's
    /// instructions grant ([`crate::card::Face::self_granted`]).
    ThisGains {
        /// The ability gained, understood whole.
        ability: Box<crate::text::Ability>,
    },
    /// 611.2a, 613.1f. "It gains first strike until end of turn." after an
    /// instruction targeting a creature ("it": that target; none if it has
    /// none, 601.2c).
    ItGains {
        /// The keywords it gains.
        keywords: Vec<GrantedKeyword>,
    },
    /// 611.2a, 205.1a, 613.1d, 613.4b. "That artifact becomes a 0/0
    /// Homunculus artifact creature with flying." after an instruction with a
    /// target ("that artifact": its target): for as long as it stays on the
    /// battlefield (no duration is stated), these card types and subtypes
    /// replace its own, its base power and toughness are these, and it has
    /// these keywords (613.1f).
    ThatBecomesCreature {
        /// Base power (layer 7b).
        power: i32,
        /// Base toughness (layer 7b).
        toughness: i32,
        /// Its card types (layer 4), creature among them.
        types: Vec<CardType>,
        /// Its subtypes (layer 4).
        subtypes: Vec<String>,
        /// Keywords it has (layer 6).
        keywords: Vec<GrantedKeyword>,
    },
    /// 615.1. "Prevent all combat damage that would be dealt this turn." (a
    /// Fog): no combat damage is dealt for the rest of the turn (514.2).
    PreventAllCombatDamage,
    /// 614.1a, 611.2a. "Until end of turn, if a creature would enter and it
    /// wasn't cast, exile it instead." (Hallowed Moonlight): for the rest of
    /// the turn (514.2), a creature card put onto the battlefield by anything
    /// but its spell resolving, or a creature token, is exiled instead.
    ExileCreaturesEnteringUncastThisTurn,
    /// 701.26b. "Untap target legendary permanent.": the target becomes
    /// untapped (nothing happens to an untapped one).
    Untap {
        /// What.
        target: TargetSpec,
    },
    /// 303.4, 613.1f, 610.3. Animate Dead's "When \[this\] enters, if it's on
    /// the battlefield, it loses "enchant creature card in a graveyard" and
    /// gains "enchant creature put onto the battlefield with \[this\]." Return
    /// enchanted creature card to the battlefield under your control and
    /// attach \[this\] to it. When \[this\] leaves the battlefield, that
    /// creature's controller sacrifices it." (603.4: nothing once \[this\] has
    /// left the battlefield.)
    ReturnEnchantedCard,
    /// 701.26b. "Untap that creature." after an instruction targeting a
    /// creature ("that creature": its target).
    UntapIt,
    /// 613.1b (layer 2), 108.4, 611.2a. "Gain control of target artifact.",
    /// "Gain control of target creature until end of turn.": the target's
    /// controller becomes the resolving spell's or ability's controller, for
    /// as long as it stays on the battlefield or until the cleanup step
    /// (514.2).
    GainControl {
        /// What.
        target: TargetSpec,
        /// "until end of turn".
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        until_end_of_turn: bool,
    },
    /// 611.2a, 611.2c, 613.4c. "All creatures get -1/-1 until end of turn.",
    /// "Creatures your opponents control get -1/-1 until end of turn.": each
    /// permanent the filter matches as it resolves (the set is fixed then).
    PumpAll {
        /// Which permanents.
        filter: ObjectFilter,
        /// Power change.
        power: i32,
        /// Toughness change.
        toughness: i32,
        /// Keywords they gain ("… get +1/+0 and gain first strike until
        /// end of turn", layer 6).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        keywords: Vec<GrantedKeyword>,
        /// 107.3, 107.3m. "Each creature gets -X/-X until end of turn." (The
        /// Meathook Massacre): the changes are X times `power` and
        /// `toughness`, X the value of the spell the permanent was.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        #[tsify(optional)]
        x: bool,
    },
    /// 701.13a, 406.2. "Exile target artifact or enchantment."; with
    /// "Its controller gains life equal to its power." (Swords to
    /// Plowshares) the exiled creature's controller gains life equal to its
    /// power as it last existed on the battlefield (608.2h).
    Exile {
        /// What.
        target: TargetSpec,
        /// Whether its controller then gains life equal to its power.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        controller_gains_life_equal_to_power: bool,
        /// 610.3. "… until \[this\] leaves the battlefield": the card returns
        /// to the battlefield under its owner's control once the object with
        /// the ability has left it (610.3c); not exiled at all if it already
        /// has (610.3b).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        until_this_leaves: bool,
    },
    /// 701.13a, 610.3. "Exile each nonland permanent with mana value 2 or
    /// less \[until \[this\] leaves the battlefield\]": every permanent the
    /// filter matches, no target.
    ExileAll {
        /// Which permanents.
        filter: ObjectFilter,
        /// As [`Effect::Exile`]'s.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        until_this_leaves: bool,
    },
    /// 101.4, 406.3, 701.21a, 608.2c. "Each player exiles all creature cards
    /// from their graveyard, then sacrifices all creatures they control, then
    /// puts all cards they exiled this way onto the battlefield." (Living
    /// End): the cards each player exiled are linked within the one
    /// resolution and enter under that player's control, all at once.
    EachPlayerExilesSacrificesReturns {
        /// Which cards (from graveyards) and permanents (controlled).
        filter: ObjectFilter,
    },
    /// 401.4, 400.7. "Put all creatures on the bottom of their owners'
    /// libraries." (Terminus): every permanent the filter matches, no target,
    /// each on the bottom of its owner's library.
    PutAllOnBottom {
        /// Which permanents.
        filter: ObjectFilter,
    },
    /// 701.13a, 603.7a. "exile any number of other nonland permanents you own
    /// and control. Return those cards to the battlefield at the beginning of
    /// the next end step." (Yorion, Sky Nomad): its controller chooses, as it
    /// resolves (608.2d), any number of the permanents the filter matches
    /// that they also own, each a "you may" (`ChoicePurpose::ExileUntilNextEndStep`);
    /// those are exiled at once, and a delayed triggered ability
    /// (`TriggerKind::ReturnAtNextEndStep`) returns the cards still in exile
    /// as new objects (400.7).
    ExileAnyNumberUntilNextEndStep {
        /// Which permanents (controlled by the ability's controller).
        filter: ObjectFilter,
    },
    /// 607.2a, 610.3c. "Return the exiled card to the battlefield under its
    /// owner's control." (Journey to Nowhere's leaves-the-battlefield
    /// ability): the cards its linked ability exiled (607.2a), still in exile.
    ReturnExiledCards,
    /// 607.2a, 111.4. "The exiled card's owner creates an X/X blue Illusion
    /// creature token, where X is the mana value of the exiled card."
    /// (Skyclave Apparition's leaves-the-battlefield ability): for each card
    /// its linked ability exiled (607.2a), still in exile, its owner creates
    /// `token` with that mana value as its power and toughness (`token` is
    /// 0/0: the game's table holds one such token for each value up to
    /// `tokens::MAX_X_TOKEN`).
    ExiledCardsOwnersCreateXToken {
        /// The token, 0/0.
        token: TokenSpec,
    },
    /// 111.4, 107.3. "create an X/X blue Shark creature token with flying"
    /// (Shark Typhoon): its controller creates `token` (0/0) with X as its
    /// power and toughness (the game's table holds one such token for each
    /// value up to `tokens::MAX_X_TOKEN`).
    CreateXToken {
        /// The token, 0/0.
        token: TokenSpec,
        /// What X is.
        x: TokenX,
    },
    /// 701.21a, 608.2d. "Target player sacrifices a creature": that player
    /// chooses a permanent they control the filter matches as it resolves.
    Edict {
        /// The player ("target player", "target opponent").
        player: TargetSpec,
        /// What they sacrifice.
        filter: ObjectFilter,
        /// 608.2d. "… with the greatest mana value among creatures and
        /// planeswalkers they control" (Blot Out): only the objects with the
        /// greatest value of it among those `filter` matches may be chosen.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        greatest: Option<Quantity>,
        /// 701.13a. "Target opponent exiles …" (Blot Out), not sacrifices.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        exile: bool,
        /// 608.2h. "You gain life equal to its power." after it (Consume):
        /// the power it had as it was sacrificed.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        you_gain_life_equal_to_power: bool,
    },
    /// 608.2c. An instruction that another replaces when `condition` holds as
    /// it resolves ("Galvanic Blast deals 2 damage to any target. Metalcraft
    /// — … deals 4 damage instead if you control three or more artifacts."):
    /// both on the same target.
    InsteadIf {
        /// When `instead` is followed.
        condition: crate::text::StaticCondition,
        /// The instruction as written first.
        effect: Box<Effect>,
        /// What is done instead.
        instead: Box<Effect>,
    },
    /// 608.2c. "… if this is the first time this ability has resolved this
    /// turn. If it's the second time, …" (Omnath, Locus of Creation): the
    /// instruction is followed only if this is the `n`th time the ability
    /// has resolved this turn, counting this resolution.
    IfNthResolution {
        /// Which resolution (1: the first).
        n: u32,
        /// The instruction (no target).
        effect: Box<Effect>,
    },
    /// 701.21a, 101.4. "Each opponent sacrifices a creature": each opponent,
    /// in APNAP order, chooses a permanent they control the filter matches;
    /// they are sacrificed at once.
    EachOpponentSacrifices {
        /// What they sacrifice.
        filter: ObjectFilter,
        /// 608.2d. "… with the greatest power among creatures they control"
        /// (Extract a Confession): only the objects with the greatest value
        /// of it among those `filter` matches may be chosen.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        greatest: Option<Quantity>,
    },
    /// 406.3, 701.23, 608.2d. "exile a card from an opponent's graveyard.
    /// Then search its owner's graveyard, hand, and library for any number of
    /// cards with that name and exile them. That player shuffles, then draws a
    /// card for each card exiled from their hand this way." (Deadly
    /// Cover-Up): its controller chooses the card as it resolves (no target;
    /// `ChoicePurpose::ExileWithSameName`); then every card with its name is
    /// exiled from its owner's graveyard, hand and library, and its owner
    /// shuffles and draws a card for each one exiled from their hand.
    ExileFromAnOpponentsGraveyardWithSameName,
    /// 701.9a–b. "Target opponent discards a card.": that player chooses the
    /// card as it resolves.
    TargetDiscards {
        /// The player ("target player", "target opponent").
        player: TargetSpec,
        /// 701.9b. How many cards ("discards two cards"), chosen by that player.
        #[serde(skip_serializing_if = "super::ability::is_one")]
        count: u32,
    },
    /// 406.2, 608.2d. "Target player exiles a card from their graveyard."
    /// (Relic of Progenitus): that player chooses the card as it resolves.
    TargetExilesFromGraveyard {
        /// The player ("target player").
        player: TargetSpec,
    },
    /// 700.3. "Separate all permanents target player controls into two
    /// piles. That player sacrifices all permanents in the pile of their
    /// choice." (Liliana of the Veil): the controller separates, that player
    /// chooses a pile as it resolves (608.2d), 701.21a.
    SeparatePilesSacrifice {
        /// The player ("target player").
        player: TargetSpec,
    },
    /// 608.2d, 400.3. "return a creature or planeswalker card from your
    /// graveyard to your hand" (no target; Takenuma, Abandoned Mire): its
    /// controller chooses a card the filter matches in their graveyard as it
    /// resolves.
    ReturnFromYourGraveyard {
        /// Which cards may be chosen.
        filter: ObjectFilter,
        /// 608.2d. "Return up to two creature cards from your graveyard to
        /// your hand" (Gix's Command): up to this many, none at all allowed;
        /// 0 for exactly one ("a creature card").
        #[serde(default, skip_serializing_if = "super::ability::is_zero")]
        up_to: u32,
    },
    /// 701.20a, 701.9b. "Target opponent reveals their hand. You choose a
    /// nonland card from it. That player discards that card.": the
    /// controller chooses a card the filter matches from that hand.
    ChooseDiscard {
        /// The player ("target player", "target opponent").
        player: TargetSpec,
        /// Which cards may be chosen.
        filter: ObjectFilter,
        /// 701.13a. "Exile that card." (Soul Search) rather than the discard.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        exile: bool,
    },
    /// 401.4. "up to one target player puts all the cards from their
    /// graveyard on the bottom of their library in a random order".
    GraveyardOnBottom {
        /// The player.
        player: TargetSpec,
    },
    /// 903.3, 408. "Put all commanders you own from the command zone and
    /// from your graveyard into your hand." (Campfire): the engine plays no
    /// Commander game (903), so no card is a commander and nothing moves.
    /// TODO(CR 903.3): the commander designation, if the Commander variant is modelled.
    PutCommandersIntoHand,
    /// 701.24a. "shuffle your graveyard into your library" (Campfire): its
    /// controller's graveyard cards go into their library, then it is shuffled.
    ShuffleGraveyardIntoLibrary,
    /// 122.1, 608.2c. "put a +1/+1 counter on each creature you control"
    /// (those the filter matches as it resolves); with "Untap those
    /// creatures." they become untapped too (701.26a).
    PutCountersOnEach {
        /// How many.
        count: u32,
        /// Which kind.
        #[tsify(type = "string")]
        counter: CounterKind,
        /// Which permanents.
        filter: ObjectFilter,
        /// "Untap those creatures."
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        #[tsify(optional)]
        untap: bool,
    },
    /// Domain (207.2c), 608.2h. "\[this\] deals X damage to any target, where
    /// X is the number of basic land types among lands you control" (Tribal
    /// Flames): counted as it resolves.
    DealDamagePerBasicLandType {
        /// To whom.
        to: Recipient,
    },
    /// 603.5, 701.24. "You may shuffle.": its controller chooses whether to
    /// shuffle their library.
    MayShuffle,
    /// 608.2d. "look at the top three cards of target player's library, then
    /// put them back in any order" (Architects of Will): Ponder's look at
    /// that player's library; "Look at the top card of target player's
    /// library." (Mishra's Bauble) with one card.
    LookAtTopPutBack {
        /// How many cards.
        count: u32,
        /// Whose library.
        player: TargetSpec,
    },
    /// 118.12a. "sacrifice it unless you return an artifact you control to
    /// its owner's hand" (Glint Hawk): its controller may return one (a
    /// choice as it resolves, not a target); if they don't or can't, they
    /// sacrifice \[this\].
    SacrificeThisUnlessReturn {
        /// What may be returned.
        filter: ObjectFilter,
    },
    /// 603.7a. "Draw a card at the beginning of the next turn's upkeep."
    /// (Mishra's Bauble): a delayed triggered ability its controller draws
    /// with once, as the next upkeep begins.
    DrawAtNextUpkeep,
    /// 400.3, 611.2b. "return target creature card with mana value 2 or less
    /// from your graveyard to the battlefield. That creature can't attack or
    /// block for as long as you control \[this\]." (Extraction Specialist):
    /// under its controller's control.
    ReturnToBattlefieldRestrained {
        /// What (a card in its controller's graveyard).
        target: TargetSpec,
    },
    /// 608.2d, 401.4. "… then put two cards from your hand on top of your
    /// library in any order." (Brainstorm): its controller chooses the cards
    /// one at a time; each goes on top as the last is chosen, the card chosen
    /// last on top.
    PutFromHandOnTop {
        /// How many cards.
        count: u32,
    },
    /// 608.2h. "Return target creature to its owner's hand. If its mana value
    /// was 3 or less, scry 1." (Fading Hope): `effect` on the target, then
    /// `then` if the target matched `filter` just before (its last known
    /// information); "If it was a creature card, put a +1/+1 counter on
    /// Scavenging Ooze and you gain 1 life."; "Otherwise, you draw a card."
    /// (Cling to Dust: `otherwise`, followed if it was not).
    IfItWas {
        /// What the target must have been.
        filter: ObjectFilter,
        /// The instruction on the target.
        effect: Box<Effect>,
        /// The instructions followed if it was (none targets).
        then: Vec<Effect>,
        /// 608.2c. The instructions followed if it was not (none targets).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        #[tsify(optional)]
        otherwise: Vec<Effect>,
    },
    /// 608.2c. "If the card's mana value is 1 or less, create …" after an
    /// instruction whose choice exiled or discarded a card (Soul Search):
    /// `then` is followed if that card, as it is now (`Resolution::chosen`),
    /// matches `filter`.
    IfChosenIs {
        /// What the card must be.
        filter: ObjectFilter,
        /// The instructions followed if it is (none targets).
        then: Vec<Effect>,
    },
    /// 608.2d, 603.5. "look at the top three cards of your library. You may
    /// reveal an instant or sorcery card from among them and put it into your
    /// hand." (Augur of Bolas): with such a card among them, its controller
    /// chooses whether to ("you may"), then which; [`Effect::RestOnBottom`]
    /// follows.
    LookAtTopMayReveal {
        /// How many cards are looked at.
        look: u32,
        /// Which cards may be put into the hand.
        filter: ObjectFilter,
    },
    /// 701.20a, 608.2d. "reveal the top ten cards of your library. For each
    /// card type, you may put a card of that type from among the revealed
    /// cards into your hand." (Atraxa, Grand Unifier; "For each color pair,
    /// choose a card …", Niv-Mizzet Reborn): the top `look` cards are
    /// revealed; for each of `groups` in turn its controller chooses one of
    /// the revealed cards of that group not chosen yet (or none, for card
    /// types); the chosen cards go into the hand at once (remembered,
    /// `Resolution::chosen`), and [`Effect::RestOnBottom`] follows.
    RevealTopChooseForEach {
        /// How many cards are revealed.
        look: u32,
        /// What one card is chosen for each of.
        groups: RevealedGroups,
    },
    /// 608.2d. "Look at the top six cards of your library. Put up to two
    /// creature cards with mana value 3 or less from among them onto the
    /// battlefield." (Collected Company): its controller chooses up to
    /// `count` of the top `look` cards that `filter` matches, one at a time
    /// (`Pending::SearchLibrary` with `among`: no shuffle), and they enter;
    /// [`Effect::RestOnBottom`] follows.
    /// "Reveal the top four cards of your library. You may put a land card
    /// from among them onto the battlefield tapped." (Shigeki, Jukai
    /// Visionary; 701.20a): revealed (`reveal`), entering tapped (`tapped`),
    /// and [`Effect::RestIntoGraveyard`] follows.
    LookAtTopPutOntoBattlefield {
        /// How many cards are looked at.
        look: u32,
        /// How many may be put onto the battlefield.
        count: u32,
        /// Which cards may be.
        filter: ObjectFilter,
        /// 701.20a. The cards are revealed, not only looked at.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        #[tsify(optional)]
        reveal: bool,
        /// "… onto the battlefield tapped".
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        #[tsify(optional)]
        tapped: bool,
    },
    /// 701.20a, 401.4. "reveal cards from the top of your library until you
    /// reveal an Elf or Elemental card. Put that card into your hand and the
    /// rest on the bottom of your library in a random order." (Nissa,
    /// Resurgent Animist): the first card `filter` matches goes to the hand;
    /// every other card revealed (all of them, if none matches) to the
    /// bottom in an order the game's generator chooses.
    RevealUntilIntoHand {
        /// Which card the revealing stops at.
        filter: ObjectFilter,
    },
    /// 701.20a, 608.2d, 611.2a. "Reveal the top ten cards of your library.
    /// Put a creature card from among them onto the battlefield with three
    /// +1/+1 counters on it. It gains hexproof until your next turn. Then
    /// shuffle." (Undercity's Throne of the Dead Three): the cards are
    /// revealed, its controller chooses one `filter` matches
    /// (`ChoicePurpose::PutOntoBattlefieldWithCounters`; one is taken without
    /// asking, none is no choice), it enters with `counters` +1/+1 counters
    /// and gains `gains` until its controller's next turn, then they shuffle.
    RevealTopPutOntoBattlefield {
        /// How many cards are revealed.
        look: u32,
        /// Which card is put onto the battlefield.
        filter: ObjectFilter,
        /// How many +1/+1 counters it enters with.
        counters: u32,
        /// The keywords it gains until its controller's next turn.
        gains: Vec<GrantedKeyword>,
    },
    /// 608.2d. "you may put a land card from your hand onto the
    /// battlefield" (Spelunking): its controller chooses one of the cards in
    /// their hand `filter` matches, or none (`Pending::SearchLibrary` with
    /// `among`), and it enters; the resolution remembers it once it has
    /// entered (`Resolution::chosen`: "If you put a Cave onto the
    /// battlefield this way, …" is [`Effect::IfChosenIs`]). "Put up to X
    /// land cards from your hand and/or graveyard onto the battlefield
    /// tapped." (Worldsoul's Rage, 107.3a: [`Effect::NumberIs`] puts X in):
    /// up to `count` chosen one at a time, none twice, among those cards of
    /// the hand and graveyard; they enter at once, tapped.
    MayPutFromHandOntoBattlefield {
        /// Which cards may be.
        filter: ObjectFilter,
        /// Up to how many (one: "a land card").
        count: u32,
        /// "… from your hand and/or graveyard …".
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        #[tsify(optional)]
        graveyard_too: bool,
        /// "… onto the battlefield tapped".
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        #[tsify(optional)]
        tapped: bool,
    },
    /// 608.2d. "Put the rest on the bottom of your library in any order."
    /// after [`Effect::LookAtTopMayReveal`] or
    /// [`Effect::LookAtTopPutOntoBattlefield`]: the cards looked at and not
    /// taken (one fewer if the "you may" was done; fewer by those put onto
    /// the battlefield, `Resolution::chosen`), now the library's top cards,
    /// in the order their owner chooses, or "in a random order" (401.4,
    /// Narset, Parter of Veils).
    RestOnBottom {
        /// How many cards were looked at.
        look: u32,
        /// "in a random order": the game's generator orders them.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        #[tsify(optional)]
        random: bool,
    },
    /// 608.2d. "Put the rest into your graveyard." after
    /// [`Effect::LookAtTopPutOntoBattlefield`]: the cards revealed and not
    /// put onto the battlefield (`Resolution::chosen`), now the library's top
    /// cards, go to their owner's graveyard (not a mill, 701.17).
    RestIntoGraveyard {
        /// How many cards were revealed.
        look: u32,
    },
    /// 608.2d. "Look at the top seven cards of your library. Put two of them
    /// into your hand …" (Dig Through Time): its controller chooses `take`
    /// of the top `look` cards, one at a time, and puts them into their hand.
    LookAtTopTake {
        /// How many cards are looked at.
        look: u32,
        /// How many go into the hand.
        take: u32,
    },
    /// 608.2d, 401.4. "Put one of them into your hand, put one of them on the
    /// bottom of your library, and exile one of them." after a
    /// [`Effect::LookAtTopTake`] of one (Expressive Iteration): of the `look`
    /// cards looked at and still on top, its controller chooses one for the
    /// bottom and exiles the other (with one left, it goes on the bottom).
    PutOneOnBottomExileOther {
        /// How many of the cards looked at are left on top.
        look: u32,
        /// 601.3, 611.2a. "You may play the exiled card this turn."
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        play_this_turn: bool,
    },
    /// 608.2g. "you may cast target instant card from your graveyard without
    /// paying its mana cost. If that spell would be put into your graveyard,
    /// exile it instead." (Torrential Gearhulk): its controller is asked as
    /// it resolves (`Pending::CastFromGraveyard`).
    MayCastWithoutPaying {
        /// The card (in its controller's graveyard).
        target: TargetSpec,
        /// 614.1a. "If that spell would be put into your graveyard, exile it instead."
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        exile_instead: bool,
    },
    /// 608.2g, 118.14. "you may cast target nonland permanent card from that
    /// player's graveyard, and mana of any type can be spent to cast that
    /// spell." (Tinybones, the Pickpocket): its controller is asked as it
    /// resolves (`Pending::CastFromGraveyard` with `mana_of_any_type`) and
    /// may cast the card for its mana cost, ignoring timing, spending mana
    /// as though it were mana of any type (609.4b).
    MayCastSpendingManaOfAnyType {
        /// The card (in a graveyard).
        target: TargetSpec,
    },
    /// 601.3, 611.2a. "You may cast target instant or sorcery card from your
    /// graveyard this turn. If that spell would be put into your graveyard,
    /// exile it instead." (Jace, Telepath Unbound): its controller may cast
    /// the card this turn with its own timing and costs (a permission in
    /// `GameState::play_from_exile`).
    MayCastThisTurn {
        /// The card (in its controller's graveyard).
        target: TargetSpec,
        /// 614.1a. "If that spell would be put into your graveyard, exile it instead."
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        exile_instead: bool,
    },
    /// 608.2d, 601.3, 118.9. "Choose an exiled card an opponent owns with a
    /// void counter on it. You may play it this turn without paying its mana
    /// cost." (Dauthi Voidwalker): as it resolves, its controller chooses
    /// such a card (no target, 115.1) and may play it this turn, casting it
    /// only without paying its mana cost (a permission in
    /// `GameState::play_from_exile`).
    ChooseExiledMayPlayFree {
        /// The counter the card has.
        #[tsify(type = "string")]
        counter: CounterKind,
    },
    /// 406.1, 601.3, 611.2a. "exile the top card of that player's library.
    /// Until end of turn, you may cast that card." (Ragavan, Nimble
    /// Pilferer): the top card of the player the trigger saw (or of its
    /// controller's library) is exiled, and the ability's controller may cast
    /// it this turn, whoever owns it.
    ExileTopOfLibrary {
        /// "that player's library" (608.2c) rather than "your library".
        that_player: bool,
        /// "Until end of turn, you may cast that card."
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        cast_this_turn: bool,
        /// "Until end of turn, you may play that card.": a land too (305.1).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        play: bool,
        /// "Exile the top two cards of your library." (Seek the Beast): how
        /// many, 1 when the text says "the top card".
        #[serde(skip_serializing_if = "super::ability::is_one")]
        count: u32,
        /// 611.2a. "Until your next end step, you may play those cards.": the
        /// permission lasts until the controller's next end step begins,
        /// rather than until this turn's cleanup.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        until_your_next_end_step: bool,
    },
    /// 406.1, 601.3, 305.1, 118.9. "Exile the top X cards of target
    /// opponent's library. You may play lands and cast spells from among
    /// cards exiled this way without paying their mana costs." (Gix,
    /// Yawgmoth Praetor; X put in by [`Effect::NumberIs`]): the ability's
    /// controller may play them for as long as they remain exiled (no
    /// duration, 611.2a; a card that leaves exile is a new object, 400.7),
    /// casting them only without paying their mana costs.
    ExileTopMayPlayFree {
        /// Whose library ("target opponent's").
        target: TargetSpec,
        /// How many cards.
        count: u32,
    },
    /// 608.2d, 401.4. "Choose target spell or permanent that's red or green.
    /// Its owner puts it on the top or bottom of their library." (Aether
    /// Gust): its owner chooses which.
    OwnerPutsOnTopOrBottom {
        /// What (a spell or a permanent).
        target: TargetSpec,
    },
    /// 110.2a, 608.2h. "Put target creature card from a graveyard onto the
    /// battlefield under your control. You lose life equal to its mana
    /// value." (Reanimate): the mana value it had in the graveyard. "Return
    /// target creature card … from your graveyard to the battlefield."
    /// (Abiding Grace) too.
    PutOntoBattlefieldUnderYourControl {
        /// Which card.
        target: TargetSpec,
        /// "You lose life equal to its mana value."
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        #[tsify(optional)]
        lose_life_equal_to_mana_value: bool,
    },
    /// 702.170c, 614.1a. "exile that spell instead of putting it into your
    /// graveyard as it resolves. If you do, it becomes plotted." (Lilah,
    /// Undefeated Slickshot): the spell whose casting triggered the ability,
    /// if still on the stack, is listed in `GameState::plot_as_it_resolves`.
    PlotThatSpellAsItResolves,
    /// 702.170c. "exile target spell. It becomes plotted." (Aven
    /// Interrupter): the spell leaves the stack for its owner's exile, not
    /// countered, and a card becomes plotted.
    ExileSpellPlotted {
        /// The spell.
        target: TargetSpec,
    },
    /// 702.49a, 702.49c, 508.4. "Put this card onto the battlefield from your
    /// hand tapped and attacking." (ninjutsu): if the card is still in its
    /// owner's hand, it enters tapped, unblocked and attacking what the
    /// creature returned for the ability's cost attacked (remembered on the
    /// ability, `GameObject.attacking`).
    PutThisOntoBattlefieldAttacking,
    /// 608.2d. "… and the rest into your graveyard": after
    /// [`Effect::LookAtTopTake`], the cards looked at and not taken, which are
    /// now the top `count` cards of the library (not a mill, 701.17).
    TopIntoGraveyard {
        /// How many cards.
        count: u32,
    },
    /// 608.2d, 401.4. "… and the rest on the bottom of your library in a
    /// random order" after [`Effect::LookAtTopTake`] (Memory Deluge): the
    /// cards looked at and not taken, now the top `look` − `take` cards of
    /// the library.
    RestOnBottomAtRandom {
        /// How many cards were looked at.
        look: u32,
        /// How many of them were taken.
        take: u32,
    },
    /// 608.2c. What the player targeted by the instruction before does next:
    /// "target opponent sacrifices a creature or planeswalker, discards a
    /// card, and loses 3 life" (Archon of Cruelty) has one target, and
    /// "discards a card" and "loses 3 life" are that player's.
    ThatPlayer {
        /// The instruction, written as that player's.
        effect: Box<Effect>,
    },
    /// 119.3, 601.2i. "you gain 1 life for each spell you've cast this turn"
    /// (Aetherflux Reservoir: the spell that triggered it counts).
    GainLifePerSpellCast,
    /// 119.3, 105.2. "gain 1 life for each of that spell's colors" (Ancient
    /// Cornucopia: the spell whose casting triggered the ability, 608.2c).
    GainLifePerColorOfThatSpell,
    /// 120.3, 608.2c. "\[this\] deals damage to that player equal to the
    /// number of noncreature spells they've cast this turn" (Magebane Lizard:
    /// the caster of the spell that triggered it).
    DealDamageToThatPlayerPerNoncreatureSpell,
    /// 701.20a, 701.6a. "you may reveal the top card of your library. If you
    /// do, counter that spell if it has the same mana value as the revealed
    /// card." (Counterbalance: the spell whose casting triggered it).
    RevealTopCounterThatSpellIfSameManaValue,
    /// 608.2c. "… if seven or more cards are in your graveyard" (threshold,
    /// 207.2c: Swirling Sandstorm): the instruction is followed only if the
    /// condition holds as it resolves.
    OnlyIf {
        /// The condition, for the spell's controller.
        condition: crate::text::StaticCondition,
        /// The instructions (608.2c: "Then if there are no charge counters
        /// on \[this\], create a Treasure token and a … token": several,
        /// none with a target but the first).
        effects: Vec<Effect>,
    },
    /// 107.3c, 608.2h. An instruction whose number is a count taken as it
    /// resolves: converge's "You draw X cards and you lose X life, where X
    /// is the number of colors of mana spent to cast this spell" (Painful
    /// Truths), "Exile target nonland permanent if its mana value is less
    /// than or equal to the number of colors of mana spent to cast this
    /// spell" (Prismatic Ending). `effect` is written with 0 for it
    /// ([`Effect::with_number`] puts the count in).
    NumberIs {
        /// What is counted.
        counted: Counted,
        /// The instruction.
        effect: Box<Effect>,
    },
    /// 107.3c. "…, where X is the number of Faeries you control"
    /// (Spellstutter Sprite): the instruction's X is defined by its text,
    /// counted for its controller whenever it is needed (as targets are
    /// chosen and checked, 601.2c/608.2b: the value may change while the
    /// ability is on the stack).
    WhereXIs {
        /// What X counts.
        count: crate::text::CostCount,
        /// The instruction, whose "mana value X" reads it.
        effect: Box<Effect>,
    },
    /// 603.5, 608.2d. "you may gain 5 life": its controller chooses whether
    /// to; the [`Effect::IfYouDo`] after it holds what they may do.
    YouMay,
    /// 509.1b. "Target creature can't be blocked this turn." (Wedding
    /// Invitation).
    CantBeBlockedThisTurn {
        /// Which creature.
        target: TargetSpec,
    },
    /// 105.1, 608.2d. "Choose a color." (Skrelv, Defector Mite): its
    /// controller chooses a color as it resolves (`Pending::ChooseColor`);
    /// the instructions after it read it as "that color"
    /// (`Resolution::color`).
    ChooseColor,
    /// 702.11d, 611.2a, 613.1f. "… gains toxic 1 and hexproof from that
    /// color until end of turn" after "Choose a color." (Skrelv, Defector
    /// Mite): the target of the instruction before ("it") gains hexproof
    /// from the color chosen until end of turn.
    ItGainsHexproofFromChosenColor,
    /// 106.1, 605.5a, 608.2d. "you may add X mana of any one color, where X
    /// is the number of Islands target opponent controls" (Carpet of
    /// Flowers): X is counted as it resolves (the permanents `per` matches
    /// that the target player controls); its controller chooses a color or
    /// declines (`Pending::ChooseColor` with `may`), and adds X mana of it.
    MayAddManaOfOneColorPer {
        /// The opponent.
        target: TargetSpec,
        /// What is counted ("you" is the target player).
        per: ObjectFilter,
    },
    /// 615.1, 611.2a. "Prevent all damage that sources of the color of your
    /// choice would deal this turn." (Prismatic Strands), after
    /// [`Effect::ChooseColor`]: until the cleanup step (514.2) no source of
    /// the color chosen deals damage (`GameState::damage_prevented_by_colors`).
    PreventDamageByChosenColorThisTurn,
    /// 509.1b, 611.2a. "It can't be blocked by creatures of that color this
    /// turn." after "Choose a color." and an instruction targeting a creature
    /// (Skrelv, Defector Mite): until the cleanup step (514.2) no creature of
    /// the color chosen can block it.
    ItCantBeBlockedByChosenColorThisTurn,
    /// 701.15a. "Goad target creature." (Undercity's Arena): until its
    /// controller's next turn, the creature attacks each combat if able and
    /// attacks a player other than the goading player if able.
    Goad {
        /// Which creature.
        target: TargetSpec,
    },
    /// 122.1, 104.3d. "target opponent gets a poison counter".
    TargetPlayerGetsCounters {
        /// How many.
        count: u32,
        /// Which kind.
        #[tsify(type = "string")]
        counter: CounterKind,
        /// 115.1: "target opponent".
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        opponent: bool,
    },
    /// 724.1, 724.3. "you become the monarch" (Thorn of the Black Rose):
    /// its controller becomes the monarch, the one before ceasing to be.
    BecomeTheMonarch,
    /// 603.7c. "Whenever one or more creatures you control deal combat
    /// damage to one or more players this turn, you become the monarch."
    /// (Forth Eorlingas!): a delayed triggered ability, created as the
    /// spell resolves, that triggers whenever `trigger` happens until the
    /// turn ends and does `effects`; its controller is the spell's (603.7d).
    DelayedThisTurn {
        /// When it triggers.
        trigger: DelayedTrigger,
        /// What it does.
        effects: Vec<Effect>,
    },
    /// 725.1, 725.3. "you take the initiative" (Avenging Hunter): its
    /// controller takes the initiative, the player who had it ceasing to;
    /// that triggers their venture into Undercity (725.2, 725.5).
    TakeTheInitiative,
    /// 701.34a. "proliferate": its controller chooses any number of
    /// permanents and/or players that have a counter, and each gets one more
    /// counter of each kind it already has.
    Proliferate,
    /// 603.5, 701.9a. "Then you may discard two cards." (Ill-Timed
    /// Explosion): asked only when its controller has that many cards in
    /// hand; accepted, they choose which; a [`Effect::Reflexive`] after it
    /// triggers if they did (603.12).
    MayDiscard {
        /// How many cards.
        count: u32,
    },
    /// 603.5, 701.21a. "you may sacrifice another creature" (Ruthless
    /// Lawbringer): its controller chooses whether to, then which; a
    /// [`Effect::Reflexive`] after it triggers if they did (603.12).
    MaySacrifice {
        /// What they may sacrifice (among the permanents they control).
        filter: ObjectFilter,
    },
    /// 400.3, 110.2a. "Return all land cards from your graveyard to the
    /// battlefield tapped." (Aftermath Analyst): every card of its
    /// controller's graveyard the filter matches, as it resolves.
    ReturnAllFromYourGraveyard {
        /// Which cards.
        filter: ObjectFilter,
        /// "tapped".
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        tapped: bool,
    },
    /// 702.171a–b. "This permanent becomes saddled until end of turn." (the
    /// effect of saddle): if it is still on the battlefield, it is saddled
    /// until the turn ends or it leaves (`GameState::saddled`).
    BecomeSaddled,
    /// 406.3, 603.8. "exile it" of a permanent's own triggered ability
    /// (Mazemind Tome): it is exiled if it is still on the battlefield, which
    /// "If you do, …" after it reads.
    ExileThis,
    /// 611.2a, 702.8a. "Until your next turn, you may cast sorcery spells as
    /// though they had flash." (Teferi, Time Raveler): its controller casts
    /// sorceries any time they could cast an instant until their next turn
    /// begins (`GameState::sorceries_as_though_flash`).
    SorceriesAsThoughFlashUntilYourNextTurn,
    /// 101.2, 601.3. "Your opponents can't cast noncreature spells this
    /// turn." (Ranger-Captain of Eos): each opponent of its controller casts
    /// no noncreature spell until the turn ends (`Player::noncreature_spells_forbidden`).
    OpponentsCantCastNoncreatureSpellsThisTurn,
    /// 101.2. "Spells you control can't be countered this turn." (Veil of
    /// Summer): no spell its controller controls can be countered until the
    /// turn ends (`Player::spells_cant_be_countered`).
    SpellsYouControlCantBeCounteredThisTurn,
    /// 702.11c–d, 611.2a, 611.2c. "You and permanents you control gain
    /// hexproof from blue and from black until end of turn." (Veil of
    /// Summer): its controller (`Player::hexproof_from`) and the permanents
    /// they control as it resolves (a `Pump` each, layer 6) gain hexproof
    /// from each of the colors.
    YouAndPermanentsGainHexproofFrom {
        /// The colors.
        #[tsify(type = "Color[]")]
        colors: crate::color::ColorSet,
    },
    /// 702.16j, 611.2a. "you gain protection from everything until your next
    /// turn" (The One Ring): its controller can't be targeted and all damage
    /// to them is prevented until their next turn begins
    /// (`GameState::protected_from_everything`).
    ProtectionFromEverythingUntilYourNextTurn,
    /// 701.28a. "transform it" of a permanent's own ability (Wedding
    /// Announcement): it turns its other face up, if it is still on the
    /// battlefield.
    TransformThis,
    /// 702.26a–b. "he phases out" of a permanent's own ability (Kaito
    /// Shizuki): it phases out, if it is still on the battlefield, with what
    /// is attached to it (702.26g).
    ThisPhasesOut,
    /// 701.26b. "untap Rona, Herald of Invasion": the permanent, if it is
    /// still on the battlefield (400.7), untaps.
    UntapThis,
    /// 120.3, 608.2g, 305.1. Rona, Tolarian Obliterator's "that source's
    /// controller exiles a card from their hand at random. If it's a land
    /// card, you may put it onto the battlefield under your control.
    /// Otherwise, you may cast it without paying its mana cost.": "that
    /// player" is the source's controller the trigger saw; the land is a "you
    /// may" (`ChoicePurpose::PutOntoBattlefieldUnderYourControl`), any other
    /// card a `Pending::CastWithoutPaying`.
    ThatPlayerExilesAtRandomYouMayPlayIt,
    /// 400.7. "Return it to its owner's hand." of a permanent's own ability
    /// (Slogurk, the Overslime): the permanent, if it is still on the
    /// battlefield, goes to its owner's hand.
    ReturnThisToHand,
    /// 701.20a, 701.28a. "If an instant or sorcery card is revealed this
    /// way, transform \[this\]." after "You may reveal that card." (Delver of
    /// Secrets): the top card of its controller's library is revealed, and
    /// the permanent transforms if the filter matches it.
    RevealTopTransformThisIf {
        /// Which card transforms it.
        filter: ObjectFilter,
    },
    /// 701.20a, 608.2c, 608.2d. "reveal the top card of your library. If
    /// it's a creature card with mana value 3 or less, put it into your
    /// hand. Otherwise, you may put it into your graveyard." (Kellan, Daring
    /// Traveler): a card the filter matches goes to its owner's hand; any
    /// other, a "you may" into their graveyard (declined, it stays on top).
    RevealTopIntoHandIfElseMayGraveyard {
        /// Which card goes into the hand.
        filter: ObjectFilter,
    },
    /// 610.3, 603.5. "look at target opponent's hand. You may exile a
    /// nonland card from it until \[this\] leaves the battlefield."
    /// (Deep-Cavern Bat): its controller may choose a card of that hand the
    /// filter matches; it returns to its owner's hand once \[this\] has left.
    MayExileFromHandUntilThisLeaves {
        /// Whose hand.
        player: TargetSpec,
        /// Which cards.
        filter: ObjectFilter,
    },
    /// 701.47a. "amass Orcs 1": with no Army creature, its controller
    /// creates a 0/0 black `subtype` Army creature token; then they choose
    /// an Army creature they control, put `count` +1/+1 counters on it, and
    /// it becomes a `subtype` in addition to its other types.
    Amass {
        /// The creature type (singular: "Orc").
        subtype: String,
        /// How many +1/+1 counters.
        count: u32,
    },
}

/// 603.7c. When an [`Effect::DelayedThisTurn`] triggers.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum DelayedTrigger {
    /// "Whenever one or more creatures you control deal combat damage to one
    /// or more players this turn": once in each combat damage step in which
    /// they do (510.2).
    CreaturesYouControlDealCombatDamageToPlayers,
}

/// 107.3c. What an [`Effect::NumberIs`] counts as it resolves.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum Counted {
    /// 601.2h. "the number of colors of mana spent to cast this spell"
    /// (converge).
    ColorsOfManaSpent,
    /// 601.2h. "the amount of mana spent to cast this spell" (Memory
    /// Deluge).
    ManaSpent,
    /// 107.3a. The value of X announced for the spell or ability ("{X}:
    /// Crypt Rats deals X damage to …"), `times` times ("You gain three
    /// times X life.", Martyr of Sands).
    X {
        /// The multiplier.
        times: u32,
    },
    /// 608.2h, 107.3c. "where X is the sacrificed creature's power" (Dina,
    /// Soul Steeper): the power of the creature sacrificed to pay the
    /// ability's cost as it last existed on the battlefield, kept as the
    /// ability's X when the cost was paid.
    SacrificedPower,
    /// 603.12, 608.2h. "where X is the highest mana value among the
    /// discarded cards" (Ill-Timed Explosion): of the cards the resolution
    /// discarded before its reflexive ability triggered, kept as that
    /// ability's X as it triggered.
    HighestManaValueDiscarded,
    /// 122.1, 608.2h. "for each burden counter on \[this\]" (The One Ring):
    /// on the ability's source, as it last existed if it left.
    CountersOnThis {
        /// Which kind.
        #[tsify(type = "string")]
        counter: CounterKind,
    },
    /// 608.2c, 107.3c. "where X is the number of creatures exiled this way"
    /// (Sunfall): the creatures this resolution exiled.
    ExiledThisWay,
    /// 107.3c, 608.2h. "twice the number of lands you control" (Pillage
    /// the Bog): a count of the controller's, `times` times.
    Count {
        /// What is counted.
        count: crate::text::CostCount,
        /// The multiplier.
        times: u32,
        /// Added after the multiplier ("one plus the number of opponents who
        /// control an artifact", Journey On).
        plus: u32,
    },
}

impl Effect {
    /// 107.3c. This instruction with `n` as its number (the cards drawn,
    /// the life lost or gained), if it has one. (An [`Effect::IfItIs`]'s
    /// number, the value its condition compares with, is put in where it is
    /// judged: no `Effect` is cloned.)
    pub fn with_number(&self, n: u32) -> Option<Effect> {
        Some(match self {
            Effect::Draw { player, .. } => Effect::Draw { player: *player, count: n },
            Effect::Mill { player, .. } => Effect::Mill { player: *player, count: n },
            Effect::LoseLife { .. } => Effect::LoseLife { amount: n },
            Effect::EachOpponentLosesLife { .. } => Effect::EachOpponentLosesLife { amount: n },
            Effect::GainLife { .. } => Effect::GainLife { amount: n },
            Effect::DealDamage { to, .. } => Effect::DealDamage { amount: n, to: to.clone() },
            // "+X/+0": the power change is the number.
            Effect::PumpSelf { toughness, keywords, .. } => Effect::PumpSelf {
                power: i32::try_from(n).unwrap_or(i32::MAX),
                toughness: *toughness,
                keywords: keywords.clone(),
            },
            Effect::CreateTokens { token, .. } => Effect::CreateTokens { count: n, token: token.clone() },
            Effect::Incubate { .. } => Effect::Incubate { count: n },
            Effect::CreatePredefinedTokens { token, targets_controller, .. } => {
                Effect::CreatePredefinedTokens { count: n, token: *token, targets_controller: *targets_controller }
            }
            Effect::LookAtTopTake { take, .. } => Effect::LookAtTopTake { look: n, take: *take },
            Effect::ExileTopMayPlayFree { target, .. } => {
                Effect::ExileTopMayPlayFree { target: target.clone(), count: n }
            }
            Effect::RestOnBottomAtRandom { take, .. } => Effect::RestOnBottomAtRandom { look: n, take: *take },
            Effect::MayPutFromHandOntoBattlefield { filter, graveyard_too, tapped, .. } => {
                Effect::MayPutFromHandOntoBattlefield {
                    filter: filter.clone(),
                    count: n,
                    graveyard_too: *graveyard_too,
                    tapped: *tapped,
                }
            }
            // Converge's search (Bring to Light): the number is the mana value its filter allows.
            Effect::SearchLibrary { filter, destination } if filter.condition.is_some_and(|c| !c.x) => {
                let condition = filter.condition.map(|c| Condition { value: n, ..c });
                Effect::SearchLibrary {
                    filter: ObjectFilter { condition, ..filter.clone() },
                    destination: *destination,
                }
            }
            _ => return None,
        })
    }

    /// 608.2c. Whether this instruction acts on the card the search before
    /// it put onto the battlefield ("It gains haste.").
    pub fn reads_found_card(&self) -> bool {
        matches!(self, Effect::FoundGainsHasteReturnsAtNextEndStep | Effect::MayCastFoundWithoutPaying)
    }

    /// Whether this instruction acts on the target of the last instruction
    /// before it that targets ("that creature", "it").
    pub fn uses_last_target(&self) -> bool {
        if let Effect::IfItIs { effect, .. } = self {
            return effect.uses_last_target();
        }
        // "If the player does, they may copy this spell" (Chain Lightning): "they" is that player.
        if let Effect::IfYouDo { effects } = self {
            return effects.iter().any(Effect::uses_last_target);
        }
        matches!(
            self,
            Effect::PreventCombatDamageToAndBy
                | Effect::ReturnItToHand
                | Effect::ItGains { .. }
                | Effect::ItGainsHexproofFromChosenColor
                | Effect::ItCantBeBlockedByChosenColorThisTurn
                | Effect::UntapIt
                | Effect::ThatBecomesCreature { .. }
                | Effect::ConniveCounters
                | Effect::ExileThatPlayersGraveyard
                | Effect::ThatPlayer { .. }
                | Effect::IfTheyCant { .. }
                | Effect::DealDamageToThatPlayerPerNoncreatureSpell
                | Effect::ExileTopOfLibrary { that_player: true, .. }
                | Effect::ThatPlayerExilesAtRandomYouMayPlayIt
        )
    }

    /// The instructions this one holds: a condition's ("If you attacked
    /// with two or more creatures this turn, draw a card. Otherwise, …"),
    /// "If you do, …"'s, a reflexive ability's; none for the others.
    pub fn inner(&self) -> impl Iterator<Item = &Effect> {
        let (one, other, many, more): (Option<&Effect>, Option<&Effect>, &[Effect], &[Effect]) = match self {
            Effect::IfItIs { effect, .. }
            | Effect::IfNthResolution { effect, .. }
            | Effect::ThatPlayer { effect, .. }
            | Effect::NumberIs { effect, .. }
            | Effect::WhereXIs { effect, .. } => (Some(effect), None, &[], &[]),
            Effect::InsteadIf { effect, instead, .. } => (Some(effect), Some(instead), &[], &[]),
            Effect::IfItWas { effect, then, otherwise, .. } => (Some(effect), None, then, otherwise),
            Effect::IfChosenIs { then: effects, .. }
            | Effect::IfYouDo { effects }
            | Effect::IfYouDont { effects }
            | Effect::IfTheyCant { effects, .. }
            | Effect::Reflexive { effects }
            | Effect::DelayedThisTurn { effects, .. }
            | Effect::OnlyIf { effects, .. }
            | Effect::IfKicked { effects } => (None, None, effects, &[]),
            _ => (None, None, &[], &[]),
        };
        one.into_iter().chain(other).chain(many).chain(more)
    }

    /// 115.1. What this instruction targets, if it says "target" ("any
    /// target", "target creature", "target player" who draws, ...).
    pub fn target(&self) -> Option<&TargetSpec> {
        static PLAYER: TargetSpec = TargetSpec::Player;
        static OPPONENT: TargetSpec = TargetSpec::Opponent;
        match self {
            Effect::IfItIs { effect, .. }
            | Effect::InsteadIf { effect, .. }
            | Effect::IfItWas { effect, .. }
            | Effect::NumberIs { effect, .. }
            | Effect::WhereXIs { effect, .. } => effect.target(),
            Effect::OnlyIf { effects, .. } => effects.first()?.target(),
            Effect::DealDamage { to: Recipient::Target { target }, .. }
            | Effect::DealDamagePerCardInHand { to: Recipient::Target { target } }
            | Effect::DealDamagePerBasicLandType { to: Recipient::Target { target } }
            | Effect::DealDamagePerPermanent { to: Recipient::Target { target }, .. }
            | Effect::Destroy { target }
            | Effect::PutDividedCounters { target, .. }
            | Effect::Counter { target, .. }
            | Effect::CopySpell { target, .. }
            | Effect::ExileNamedCards { target, .. }
            | Effect::CounterUnlessPays { target, .. }
            | Effect::ExileTopMayPlayFree { target, .. }
            | Effect::PumpUntilEndOfTurn { target, .. }
            | Effect::SwitchPowerToughness { target }
            | Effect::ReturnToHand { target }
            | Effect::GainsDiesReturnUntilEndOfTurn { target, .. }
            | Effect::ExileSpellPlotted { target }
            | Effect::MayPutOnTopOfLibrary { target }
            | Effect::MayDestroy { target }
            | Effect::MayPutCounters { target, .. }
            | Effect::MayReturnToBattlefield { target }
            | Effect::MayPutOntoBattlefieldElseIntoHand { target, .. }
            | Effect::ShuffleIntoOwnersLibrary { target }
            | Effect::ExileAllWithSameName { target }
            | Effect::ReturnToBattlefieldRestrained { target }
            | Effect::ExileAndReturn { target }
            | Effect::OwnerPutsOnTopOrBottom { target }
            | Effect::CreateTokenCopy { target, .. }
            | Effect::MayCastWithoutPaying { target, .. }
            | Effect::MayCastSpendingManaOfAnyType { target }
            | Effect::MayCastThisTurn { target, .. }
            | Effect::BecomeCopy { target, .. }
            | Effect::Attach { target }
            | Effect::PutCounters { target, .. }
            | Effect::Untap { target }
            | Effect::GainControl { target, .. }
            | Effect::PumpPerPermanent { target, .. }
            | Effect::Exile { target, .. }
            | Effect::CantBeBlockedThisTurn { target }
            | Effect::MayAddManaOfOneColorPer { target, .. }
            | Effect::Goad { target }
            | Effect::Edict { player: target, .. }
            | Effect::PumpAllTargetPlayerControls { player: target, .. }
            | Effect::ReturnAllOwnedToHand { player: target, .. }
            | Effect::TargetDiscards { player: target, .. }
            | Effect::TargetExilesFromGraveyard { player: target }
            | Effect::SeparatePilesSacrifice { player: target }
            | Effect::ChooseDiscard { player: target, .. }
            | Effect::GraveyardOnBottom { player: target }
            | Effect::LookAtTopPutBack { player: target, .. }
            | Effect::MayExileFromHandUntilThisLeaves { player: target, .. }
            | Effect::Explore { target: Some(target) }
            | Effect::Connive { target, .. }
            | Effect::PutOntoBattlefieldUnderYourControl { target, .. } => Some(target),
            Effect::Draw { player: PlayerRef::TargetPlayer, .. }
            | Effect::Mill { player: PlayerRef::TargetPlayer, .. }
            | Effect::TargetPlayerLosesLife { opponent: false, .. }
            | Effect::TargetPlayerLosesTheGame
            | Effect::TargetPlayerGainsLife { .. }
            | Effect::TargetPlayerGetsCounters { opponent: false, .. }
            | Effect::ExileGraveyard => Some(&PLAYER),
            Effect::Draw { player: PlayerRef::TargetOpponent, .. }
            | Effect::Mill { player: PlayerRef::TargetOpponent, .. }
            | Effect::TargetPlayerLosesLife { opponent: true, .. }
            | Effect::TargetPlayerGetsCounters { opponent: true, .. } => Some(&OPPONENT),
            Effect::AttachToCreatedToken | Effect::LoseKeywordsAll { .. } => None,
            // Expanded into its instructions before targets are read (`Game::effects_in`).
            Effect::XTargets { .. } => None,
            // 608.2c: the spell or ability the trigger saw, not a target.
            Effect::CounterThatUnlessItsControllerPays { .. } => None,
            Effect::CopyThisSpell { .. } | Effect::ReturnItToHand | Effect::CreateEmbalmedToken => None,
            // Exhaustive on purpose: a new instruction must say whether it targets.
            Effect::DealDamage { .. }
            | Effect::DealDamagePerCardInHand { .. }
            | Effect::DealDamagePerPermanent { .. }
            | Effect::DealDamageToEachPlayerPerPermanent { .. }
            | Effect::Draw { .. }
            | Effect::Mill { .. }
            | Effect::DestroyAll { .. }
            | Effect::ExileAll { .. }
            | Effect::PutAllOnBottom { .. }
            | Effect::EachPlayerExilesSacrificesReturns { .. }
            | Effect::ExileAnyNumberUntilNextEndStep { .. }
            | Effect::ReturnExiledCards
            | Effect::ExiledCardsOwnersCreateXToken { .. }
            | Effect::CreateXToken { .. }
            | Effect::GainLife { .. }
            | Effect::LoseLife { .. }
            | Effect::CreateTokens { .. }
            | Effect::CreateTokenMillRepeat { .. }
            | Effect::CreatePredefinedTokens { .. }
            | Effect::Scry { .. }
            | Effect::Surveil { .. }
            | Effect::LookAtTopMayMill
            | Effect::Explore { target: None }
            | Effect::PutCountersOnThis { .. }
            | Effect::RemoveCountersFromThis { .. }
            | Effect::PreventCombatDamageToAndBy
            | Effect::ItGains { .. }
            | Effect::ChooseColor
            | Effect::PreventDamageByChosenColorThisTurn
            | Effect::ItGainsHexproofFromChosenColor
            | Effect::ItCantBeBlockedByChosenColorThisTurn
            | Effect::FoundGainsHasteReturnsAtNextEndStep
            | Effect::CreateTokenCopyOfOneOfThoseTargets
            | Effect::MayCastFoundWithoutPaying
            | Effect::UntapIt
            | Effect::ReturnEnchantedCard
            | Effect::ThatBecomesCreature { .. }
            | Effect::ConniveCounters
            | Effect::PreventAllCombatDamage
            | Effect::ExileCreaturesEnteringUncastThisTurn
            | Effect::BecomeCreature { .. }
            | Effect::BecomeArtifactCreature
            | Effect::ReturnLandYouControl
            | Effect::ReturnYouControl { .. }
            | Effect::PutCountersOnOneYouControl { .. }
            | Effect::PutCountersOnUpToOne { .. }
            | Effect::Incubate { .. }
            | Effect::AddMana { .. }
            | Effect::LoseLifePerCardInHand
            | Effect::PumpSelf { .. }
            | Effect::SacrificeThis
            | Effect::DestroyThis
            | Effect::ShuffleThisIntoLibrary
            | Effect::ExileThisAndTopShuffleOnTop { .. }
            | Effect::MayPay { .. }
            | Effect::MayPayLife { .. }
            | Effect::IfYouDo { .. }
            | Effect::IfChosenIs { .. }
            | Effect::IfYouDont { .. }
            | Effect::IfTheyCant { .. }
            | Effect::ExileEachOfChosenParity { .. }
            | Effect::Reflexive { .. }
            | Effect::IfKicked { .. }
            | Effect::IfNthResolution { .. }
            | Effect::Discard { .. }
            | Effect::DrawThatMany
            | Effect::ExileAndReturnTransformed { .. }
            | Effect::GetEmblem { .. }
            | Effect::ThisGains { .. }
            | Effect::DestroyUpToOneEach { .. }
            | Effect::ReturnExiledTransformed
            | Effect::SearchLibrary { .. }
            | Effect::SearchNamed { .. }
            | Effect::PlayersSearch { .. }
            | Effect::EachPlayerDraws { .. }
            | Effect::EachPlayerDiscards
            | Effect::EachOpponentDiscards
            | Effect::EachOpponentWhoDidntDiscardLosesLife { .. }
            | Effect::DrawForEachOpponentWhoCouldntDiscard
            | Effect::ReturnItToBattlefield { .. }
            | Effect::EachOpponentSacrifices { .. }
            | Effect::ExileFromAnOpponentsGraveyardWithSameName
            | Effect::PumpAll { .. }
            | Effect::EachOpponentLosesLife { .. }
            | Effect::ReturnFromYourGraveyard { .. }
            | Effect::PutCountersOnEach { .. }
            | Effect::ExileThatPlayersGraveyard
            | Effect::ExileGraveyards { .. }
            | Effect::PutCommandersIntoHand
            | Effect::ShuffleGraveyardIntoLibrary
            | Effect::DealDamagePerBasicLandType { .. }
            | Effect::MayShuffle
            | Effect::SacrificeThisUnlessReturn { .. }
            | Effect::DrawAtNextUpkeep
            | Effect::PutFromHandOnTop { .. }
            | Effect::LookAtTopTake { .. }
            | Effect::PutOneOnBottomExileOther { .. }
            | Effect::ChooseExiledMayPlayFree { .. }
            | Effect::ExileTopOfLibrary { .. }
            | Effect::RestOnBottomAtRandom { .. }
            | Effect::LookAtTopMayReveal { .. }
            | Effect::RevealTopChooseForEach { .. }
            | Effect::LookAtTopPutOntoBattlefield { .. }
            | Effect::RevealTopPutOntoBattlefield { .. }
            | Effect::RevealUntilIntoHand { .. }
            | Effect::MayPutFromHandOntoBattlefield { .. }
            | Effect::RestOnBottom { .. }
            | Effect::RestIntoGraveyard { .. }
            | Effect::TopIntoGraveyard { .. }
            | Effect::GainLifePerSpellCast
            | Effect::GainLifePerColorOfThatSpell
            | Effect::DealDamageToThatPlayerPerNoncreatureSpell
            | Effect::RevealTopCounterThatSpellIfSameManaValue
            | Effect::YouMay
            | Effect::BecomeTheMonarch
            | Effect::DelayedThisTurn { .. }
            | Effect::TakeTheInitiative
            | Effect::Proliferate
            | Effect::MayDiscard { .. }
            | Effect::MaySacrifice { .. }
            | Effect::ReturnAllFromYourGraveyard { .. }
            | Effect::RevealTopTransformThisIf { .. }
            | Effect::RevealTopIntoHandIfElseMayGraveyard { .. }
            | Effect::TransformThis
            | Effect::SearchLibraryAndGraveyard { .. }
            | Effect::ThisPhasesOut
            | Effect::UntapThis
            | Effect::ThatPlayerExilesAtRandomYouMayPlayIt
            | Effect::ReturnThisToHand
            | Effect::SorceriesAsThoughFlashUntilYourNextTurn
            | Effect::OpponentsCantCastNoncreatureSpellsThisTurn
            | Effect::SpellsYouControlCantBeCounteredThisTurn
            | Effect::YouAndPermanentsGainHexproofFrom { .. }
            | Effect::ProtectionFromEverythingUntilYourNextTurn
            | Effect::ExileThis
            | Effect::BecomeSaddled
            | Effect::PutThisOntoBattlefieldAttacking
            | Effect::PlotThatSpellAsItResolves
            | Effect::Amass { .. }
            | Effect::ThatPlayer { .. } => None,
        }
    }
}

impl ObjectFilter {
    /// The words of the filter before `noun`: "nonblack creature", "blue
    /// card", "Island permanent" (a subtype alone names no card type).
    pub fn phrase(&self, noun: &str) -> String {
        let mut words = Vec::new();
        words.extend(self.tapped.then(|| "tapped".to_string()));
        words.extend(self.combat.map(|r| r.words().to_string()));
        words.extend(self.monocolored.then(|| "monocolored".to_string()));
        words.extend(self.multicolored.then(|| "multicolored".to_string()));
        words.extend(self.color_count.map(|n| format!("{n}-color")));
        words.extend(self.not_colors.iter().map(|c| format!("non{}", c.name().to_ascii_lowercase())));
        words.extend(self.colors.iter().map(|c| c.name().to_ascii_lowercase()));
        words.extend(self.not_supertypes.iter().map(|t| format!("non{}", t.name().to_ascii_lowercase())));
        words.extend(self.supertypes.iter().map(|t| t.name().to_ascii_lowercase()));
        words.extend(self.not_types.iter().map(|t| format!("non{}", t.name().to_ascii_lowercase())));
        words.extend(self.subtypes.iter().cloned());
        words.extend(self.types.iter().map(|t| t.name().to_ascii_lowercase()));
        if !self.one_of_types.is_empty() {
            let mut types: Vec<String> = self.one_of_types.iter().map(|t| t.name().to_ascii_lowercase()).collect();
            types.extend(self.or_token.then(|| "token".to_string()));
            words.push(types.join(" or "));
        }
        if noun == "spell" || noun == "card" || (self.types.is_empty() && self.one_of_types.is_empty()) {
            words.push(noun.to_string());
        }
        words.join(" ")
    }
}

impl TargetSpec {
    /// 107.3. Whether what may be chosen depends on X ("target noncreature
    /// artifact with mana value X").
    pub fn reads_x(&self) -> bool {
        match self {
            TargetSpec::Permanent { filter }
            | TargetSpec::Spell { filter }
            | TargetSpec::SpellOrPermanent { filter }
            | TargetSpec::CardInYourGraveyard { filter }
            | TargetSpec::CardInAGraveyard { filter, .. } => filter.condition.is_some_and(|c| c.x),
            TargetSpec::UpToOne { target, .. } | TargetSpec::AnotherOfX { target } => target.reads_x(),
            TargetSpec::PermanentAnyOf { filters } => filters.iter().any(|f| f.condition.is_some_and(|c| c.x)),
            TargetSpec::AnyTarget
            | TargetSpec::Player
            | TargetSpec::Opponent
            | TargetSpec::PlayerOrPlaneswalker
            | TargetSpec::Ability
            | TargetSpec::SpellOrAbility
            | TargetSpec::Mutate => false,
        }
    }

    /// How the text says it: "any target", "target creature spell", ...
    pub fn describe(&self) -> String {
        let filtered = |filter: &ObjectFilter, noun: &str| format!("target {}", filter.phrase(noun));
        match self {
            TargetSpec::AnyTarget => "any target".into(),
            TargetSpec::Player => "target player".into(),
            TargetSpec::Opponent => "target opponent".into(),
            TargetSpec::PlayerOrPlaneswalker => "target player or planeswalker".into(),
            TargetSpec::Permanent { filter } => filtered(filter, "permanent"),
            TargetSpec::PermanentAnyOf { filters } => {
                let phrases: Vec<String> = filters.iter().map(|f| f.phrase("permanent")).collect();
                format!("target {}", phrases.join(" or "))
            }
            TargetSpec::Spell { filter } => filtered(filter, "spell"),
            TargetSpec::SpellOrPermanent { filter } => filtered(filter, "spell or permanent"),
            TargetSpec::CardInYourGraveyard { filter } => format!("{} from your graveyard", filtered(filter, "card")),
            TargetSpec::CardInAGraveyard { filter, defending_players: false, that_players: false } => {
                format!("{} from a graveyard", filtered(filter, "card"))
            }
            TargetSpec::CardInAGraveyard { filter, defending_players: true, .. } => {
                format!("{} from defending player's graveyard", filtered(filter, "card"))
            }
            TargetSpec::CardInAGraveyard { filter, defending_players: false, that_players: true } => {
                format!("{} from that player's graveyard", filtered(filter, "card"))
            }
            TargetSpec::UpToOne { target, .. } => format!("up to one {}", target.describe()),
            TargetSpec::AnotherOfX { target } => format!("another {}", target.describe()),
            TargetSpec::Ability => "target activated or triggered ability".into(),
            TargetSpec::SpellOrAbility => "target spell, activated ability, or triggered ability".into(),
            TargetSpec::Mutate => "target non-Human creature with the same owner as this spell".into(),
        }
    }

    /// What a chosen target must be: the spec itself, or the spec inside
    /// "up to one" (115.1).
    pub fn chosen(&self) -> &TargetSpec {
        match self {
            TargetSpec::UpToOne { target, .. } | TargetSpec::AnotherOfX { target } => target,
            other => other,
        }
    }
}

/// 107.3. What the X of an "X/X" token is ([`Effect::CreateXToken`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum TokenX {
    /// 107.3m, 702.29c. The X announced for the ability, or for the cycling
    /// ability whose cost its "When you cycle \[this\]" trigger saw paid.
    Announced,
    /// 608.2c, 202.3. "where X is that spell's mana value": the spell whose
    /// casting triggered it, as it is now (as it last was, gone: 0).
    ThatSpellsManaValue,
}
