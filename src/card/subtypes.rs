//! 205.3. Subtypes: the lists of rules 205.3g–205.3q of the Comprehensive Rules
//! (14 November 2025), as static data.
//!
//! Extracted once from the rules text by a script and committed; the rules
//! file is never read at build or run time. Curly apostrophes (`Urza’s`) are
//! written as the ASCII apostrophe Scryfall uses (`Urza's`). Each list is
//! sorted by its lowercase spelling (bytewise) so that lookups can binary-search it;
//! a unit test checks the order.

use serde::Serialize;
use std::cmp::Ordering;
use std::sync::OnceLock;

/// 205.3g. The artifact types (19).
pub static ARTIFACT_TYPES: &[&str] = &[
    "Attraction",
    "Blood",
    "Bobblehead",
    "Clue",
    "Contraption",
    "Equipment",
    "Food",
    "Fortification",
    "Gold",
    "Incubator",
    "Infinity",
    "Junk",
    "Lander",
    "Map",
    "Powerstone",
    "Spacecraft",
    "Stone",
    "Treasure",
    "Vehicle",
];

/// 205.3h. The enchantment types (12).
pub static ENCHANTMENT_TYPES: &[&str] =
    &["Aura", "Background", "Cartouche", "Case", "Class", "Curse", "Role", "Room", "Rune", "Saga", "Shard", "Shrine"];

/// 205.3i. The land types (17).
pub static LAND_TYPES: &[&str] = &[
    "Cave",
    "Desert",
    "Forest",
    "Gate",
    "Island",
    "Lair",
    "Locus",
    "Mine",
    "Mountain",
    "Plains",
    "Planet",
    "Power-Plant",
    "Sphere",
    "Swamp",
    "Tower",
    "Town",
    "Urza's",
];

/// 205.3j. The planeswalker types (79).
pub static PLANESWALKER_TYPES: &[&str] = &[
    "Ajani",
    "Aminatou",
    "Angrath",
    "Arlinn",
    "Ashiok",
    "Bahamut",
    "Basri",
    "Bolas",
    "Calix",
    "Chandra",
    "Comet",
    "Dack",
    "Dakkon",
    "Daretti",
    "Davriel",
    "Dihada",
    "Domri",
    "Dovin",
    "Ellywick",
    "Elminster",
    "Elspeth",
    "Estrid",
    "Freyalise",
    "Garruk",
    "Gideon",
    "Grist",
    "Guff",
    "Huatli",
    "Jace",
    "Jared",
    "Jaya",
    "Jeska",
    "Kaito",
    "Karn",
    "Kasmina",
    "Kaya",
    "Kiora",
    "Koth",
    "Liliana",
    "Lolth",
    "Lukka",
    "Minsc",
    "Mordenkainen",
    "Nahiri",
    "Narset",
    "Niko",
    "Nissa",
    "Nixilis",
    "Oko",
    "Quintorius",
    "Ral",
    "Rowan",
    "Saheeli",
    "Samut",
    "Sarkhan",
    "Serra",
    "Sivitri",
    "Sorin",
    "Szat",
    "Tamiyo",
    "Tasha",
    "Teferi",
    "Teyo",
    "Tezzeret",
    "Tibalt",
    "Tyvar",
    "Ugin",
    "Urza",
    "Venser",
    "Vivien",
    "Vraska",
    "Vronos",
    "Will",
    "Windgrace",
    "Wrenn",
    "Xenagos",
    "Yanggu",
    "Yanling",
    "Zariel",
];

/// 205.3k. The spell types (5).
pub static SPELL_TYPES: &[&str] = &["Adventure", "Arcane", "Lesson", "Omen", "Trap"];

/// 205.3m. The creature types (314).
pub static CREATURE_TYPES: &[&str] = &[
    "Advisor",
    "Aetherborn",
    "Alien",
    "Ally",
    "Angel",
    "Antelope",
    "Ape",
    "Archer",
    "Archon",
    "Armadillo",
    "Army",
    "Artificer",
    "Assassin",
    "Assembly-Worker",
    "Astartes",
    "Atog",
    "Aurochs",
    "Avatar",
    "Azra",
    "Badger",
    "Balloon",
    "Barbarian",
    "Bard",
    "Basilisk",
    "Bat",
    "Bear",
    "Beast",
    "Beaver",
    "Beeble",
    "Beholder",
    "Berserker",
    "Bird",
    "Bison",
    "Blinkmoth",
    "Boar",
    "Bringer",
    "Brushwagg",
    "C'tan",
    "Camarid",
    "Camel",
    "Capybara",
    "Caribou",
    "Carrier",
    "Cat",
    "Centaur",
    "Child",
    "Chimera",
    "Citizen",
    "Cleric",
    "Clown",
    "Cockatrice",
    "Construct",
    "Coward",
    "Coyote",
    "Crab",
    "Crocodile",
    "Custodes",
    "Cyberman",
    "Cyclops",
    "Dalek",
    "Dauthi",
    "Demigod",
    "Demon",
    "Deserter",
    "Detective",
    "Devil",
    "Dinosaur",
    "Djinn",
    "Doctor",
    "Dog",
    "Dragon",
    "Drake",
    "Dreadnought",
    "Drix",
    "Drone",
    "Druid",
    "Dryad",
    "Dwarf",
    "Echidna",
    "Efreet",
    "Egg",
    "Elder",
    "Eldrazi",
    "Elemental",
    "Elephant",
    "Elf",
    "Elk",
    "Employee",
    "Eye",
    "Faerie",
    "Ferret",
    "Fish",
    "Flagbearer",
    "Fox",
    "Fractal",
    "Frog",
    "Fungus",
    "Gamer",
    "Gargoyle",
    "Germ",
    "Giant",
    "Gith",
    "Glimmer",
    "Gnoll",
    "Gnome",
    "Goat",
    "Goblin",
    "God",
    "Golem",
    "Gorgon",
    "Graveborn",
    "Gremlin",
    "Griffin",
    "Guest",
    "Hag",
    "Halfling",
    "Hamster",
    "Harpy",
    "Hedgehog",
    "Hellion",
    "Hero",
    "Hippo",
    "Hippogriff",
    "Homarid",
    "Homunculus",
    "Horror",
    "Horse",
    "Human",
    "Hydra",
    "Hyena",
    "Illusion",
    "Imp",
    "Incarnation",
    "Inkling",
    "Inquisitor",
    "Insect",
    "Jackal",
    "Jellyfish",
    "Juggernaut",
    "Kangaroo",
    "Kavu",
    "Kirin",
    "Kithkin",
    "Knight",
    "Kobold",
    "Kor",
    "Kraken",
    "Lamia",
    "Lammasu",
    "Leech",
    "Lemur",
    "Leviathan",
    "Lhurgoyf",
    "Licid",
    "Lizard",
    "Llama",
    "Lobster",
    "Manticore",
    "Masticore",
    "Mercenary",
    "Merfolk",
    "Metathran",
    "Minion",
    "Minotaur",
    "Mite",
    "Mole",
    "Monger",
    "Mongoose",
    "Monk",
    "Monkey",
    "Moogle",
    "Moonfolk",
    "Mount",
    "Mouse",
    "Mutant",
    "Myr",
    "Mystic",
    "Nautilus",
    "Necron",
    "Nephilim",
    "Nightmare",
    "Nightstalker",
    "Ninja",
    "Noble",
    "Noggle",
    "Nomad",
    "Nymph",
    "Octopus",
    "Ogre",
    "Ooze",
    "Orb",
    "Orc",
    "Orgg",
    "Otter",
    "Ouphe",
    "Ox",
    "Oyster",
    "Pangolin",
    "Peasant",
    "Pegasus",
    "Pentavite",
    "Performer",
    "Pest",
    "Phelddagrif",
    "Phoenix",
    "Phyrexian",
    "Pilot",
    "Pincher",
    "Pirate",
    "Plant",
    "Platypus",
    "Porcupine",
    "Possum",
    "Praetor",
    "Primarch",
    "Prism",
    "Processor",
    "Qu",
    "Rabbit",
    "Raccoon",
    "Ranger",
    "Rat",
    "Rebel",
    "Reflection",
    "Rhino",
    "Rigger",
    "Robot",
    "Rogue",
    "Sable",
    "Salamander",
    "Samurai",
    "Sand",
    "Saproling",
    "Satyr",
    "Scarecrow",
    "Scientist",
    "Scion",
    "Scorpion",
    "Scout",
    "Sculpture",
    "Seal",
    "Serf",
    "Serpent",
    "Servo",
    "Shade",
    "Shaman",
    "Shapeshifter",
    "Shark",
    "Sheep",
    "Siren",
    "Skeleton",
    "Skunk",
    "Slith",
    "Sliver",
    "Sloth",
    "Slug",
    "Snail",
    "Snake",
    "Soldier",
    "Soltari",
    "Spawn",
    "Specter",
    "Spellshaper",
    "Sphinx",
    "Spider",
    "Spike",
    "Spirit",
    "Splinter",
    "Sponge",
    "Squid",
    "Squirrel",
    "Starfish",
    "Surrakar",
    "Survivor",
    "Symbiote",
    "Synth",
    "Tentacle",
    "Tetravite",
    "Thalakos",
    "Thopter",
    "Thrull",
    "Tiefling",
    "Time Lord",
    "Toy",
    "Treefolk",
    "Trilobite",
    "Triskelavite",
    "Troll",
    "Turtle",
    "Tyranid",
    "Unicorn",
    "Vampire",
    "Varmint",
    "Vedalken",
    "Villain",
    "Volver",
    "Wall",
    "Walrus",
    "Warlock",
    "Warrior",
    "Weasel",
    "Weird",
    "Werewolf",
    "Whale",
    "Wizard",
    "Wolf",
    "Wolverine",
    "Wombat",
    "Worm",
    "Wraith",
    "Wurm",
    "Yeti",
    "Zombie",
    "Zubera",
];

/// 205.3n. The planar types (82).
pub static PLANAR_TYPES: &[&str] = &[
    "Alara",
    "Alfava Metraxis",
    "Amonkhet",
    "Androzani Minor",
    "Antausia",
    "Apalapucia",
    "Arcavios",
    "Arkhos",
    "Avishkar",
    "Azgol",
    "Belenon",
    "Bolas's Meditation Realm",
    "Capenna",
    "Cridhe",
    "Darillium",
    "Dominaria",
    "Earth",
    "Echoir",
    "Eldraine",
    "Equilor",
    "Ergamon",
    "Fabacin",
    "Fiora",
    "Gallifrey",
    "Gargantikar",
    "Gobakhan",
    "Horsehead Nebula",
    "Ikoria",
    "Innistrad",
    "Iquatana",
    "Ir",
    "Ixalan",
    "Kaldheim",
    "Kamigawa",
    "Kandoka",
    "Karsus",
    "Kephalai",
    "Kinshala",
    "Kolbahan",
    "Kylem",
    "Kyneth",
    "Lorwyn",
    "Luvion",
    "Mars",
    "Mercadia",
    "Mirrodin",
    "Moag",
    "Mongseng",
    "Moon",
    "Muraganda",
    "Necros",
    "New Earth",
    "New Phyrexia",
    "Outside Mutter's Spiral",
    "Phyrexia",
    "Pyrulea",
    "Rabiah",
    "Rath",
    "Ravnica",
    "Regatha",
    "Segovia",
    "Serra's Realm",
    "Shadowmoor",
    "Shandalar",
    "Shenmeng",
    "Skaro",
    "Spacecraft",
    "Tarkir",
    "The Abyss",
    "The Dalek Asylum",
    "The Library",
    "Theros",
    "Time",
    "Trenzalore",
    "Ulgrotha",
    "Unknown Planet",
    "Valla",
    "Vryn",
    "Wildfire",
    "Xerex",
    "Zendikar",
    "Zhalfir",
];

/// 205.3p. The dungeon types (1).
pub static DUNGEON_TYPES: &[&str] = &["Undercity"];

/// 205.3q. The battle types (1).
pub static BATTLE_TYPES: &[&str] = &["Siege"];

/// Which list of rule 205.3 a subtype is on: each card type that has
/// subtypes has its own list (205.3c), except that creatures and kindreds
/// share the creature types (205.3m) and instants and sorceries share the spell
/// types (205.3k).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
pub enum SubtypeKind {
    /// 205.3g. Artifact types.
    Artifact,
    /// 205.3h. Enchantment types.
    Enchantment,
    /// 205.3i. Land types.
    Land,
    /// 205.3j. Planeswalker types.
    Planeswalker,
    /// 205.3k. Spell types (instants and sorceries).
    Spell,
    /// 205.3m. Creature types (creatures and kindreds).
    Creature,
    /// 205.3n. Planar types.
    Planar,
    /// 205.3p. Dungeon types.
    Dungeon,
    /// 205.3q. Battle types.
    Battle,
}

impl SubtypeKind {
    /// Every list, in the order of rule 205.3.
    pub const ALL: [SubtypeKind; 9] = [
        SubtypeKind::Artifact,
        SubtypeKind::Enchantment,
        SubtypeKind::Land,
        SubtypeKind::Planeswalker,
        SubtypeKind::Spell,
        SubtypeKind::Creature,
        SubtypeKind::Planar,
        SubtypeKind::Dungeon,
        SubtypeKind::Battle,
    ];

    /// The subtypes on this list, sorted by lowercase spelling.
    pub const fn list(self) -> &'static [&'static str] {
        match self {
            SubtypeKind::Artifact => ARTIFACT_TYPES,
            SubtypeKind::Enchantment => ENCHANTMENT_TYPES,
            SubtypeKind::Land => LAND_TYPES,
            SubtypeKind::Planeswalker => PLANESWALKER_TYPES,
            SubtypeKind::Spell => SPELL_TYPES,
            SubtypeKind::Creature => CREATURE_TYPES,
            SubtypeKind::Planar => PLANAR_TYPES,
            SubtypeKind::Dungeon => DUNGEON_TYPES,
            SubtypeKind::Battle => BATTLE_TYPES,
        }
    }

    /// The rule that holds this list, e.g. `"205.3m"`.
    pub const fn rule(self) -> &'static str {
        match self {
            SubtypeKind::Artifact => "205.3g",
            SubtypeKind::Enchantment => "205.3h",
            SubtypeKind::Land => "205.3i",
            SubtypeKind::Planeswalker => "205.3j",
            SubtypeKind::Spell => "205.3k",
            SubtypeKind::Creature => "205.3m",
            SubtypeKind::Planar => "205.3n",
            SubtypeKind::Dungeon => "205.3p",
            SubtypeKind::Battle => "205.3q",
        }
    }

    /// What the rules call the subtypes on this list, e.g. `"creature type"`.
    pub const fn description(self) -> &'static str {
        match self {
            SubtypeKind::Artifact => "artifact type",
            SubtypeKind::Enchantment => "enchantment type",
            SubtypeKind::Land => "land type",
            SubtypeKind::Planeswalker => "planeswalker type",
            SubtypeKind::Spell => "spell type",
            SubtypeKind::Creature => "creature type",
            SubtypeKind::Planar => "planar type",
            SubtypeKind::Dungeon => "dungeon type",
            SubtypeKind::Battle => "battle type",
        }
    }

    /// The list's own spelling of `word`, if it is on the list. Case is
    /// ignored and the typographic apostrophe `’` matches `'`.
    ///
    /// ```
    /// use mtg_rules::card::SubtypeKind;
    /// assert_eq!(SubtypeKind::Land.find("urza’s"), Some("Urza's"));
    /// assert_eq!(SubtypeKind::Creature.find("time lord"), Some("Time Lord"));
    /// assert_eq!(SubtypeKind::Creature.find("Siege"), None);
    /// ```
    pub fn find(self, word: &str) -> Option<&'static str> {
        let list = self.list();
        let normalized;
        let key = if crate::text::parse::has_curly_apostrophe(word) {
            normalized = word.replace('’', "'");
            normalized.as_str()
        } else {
            word
        };
        list.binary_search_by(|entry| cmp_ignore_ascii_case(entry, key)).ok().and_then(|i| list.get(i).copied())
    }
}

/// 205.3m. One creature type, as the rules' list spells it: what "choose a
/// creature type" chooses (Cavern of Souls). Serialized as its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[tsify(type = "string")]
pub struct CreatureType(&'static str);

impl CreatureType {
    /// The creature type `word` names (case ignored, `’` as `'`), if it is one.
    ///
    /// ```
    /// use mtg_rules::card::subtypes::CreatureType;
    /// assert_eq!(CreatureType::find("merfolk").map(CreatureType::name), Some("Merfolk"));
    /// assert_eq!(CreatureType::find("Forest"), None);
    /// ```
    pub fn find(word: &str) -> Option<CreatureType> {
        SubtypeKind::Creature.find(word).map(CreatureType)
    }

    /// Its name, e.g. `"Merfolk"`.
    pub const fn name(self) -> &'static str {
        self.0
    }
}

impl<'de> serde::Deserialize<'de> for CreatureType {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<CreatureType, D::Error> {
        let name = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        CreatureType::find(&name)
            .ok_or_else(|| serde::de::Error::custom(format_args!("{name:?} is not a creature type (205.3m)")))
    }
}

/// The creature, artifact, enchantment and land types (205.3m, g, h, i) in one
/// list sorted as each list is (no word is on two of them): what a card's text
/// names as a kind of permanent, looked up once rather than once per list.
fn permanent_subtypes() -> &'static [&'static str] {
    static MERGED: OnceLock<Vec<&'static str>> = OnceLock::new();
    MERGED.get_or_init(|| {
        let merge = |a: &[&'static str], b: &[&'static str]| {
            let (mut a, mut b) = (a.iter().peekable(), b.iter().peekable());
            let mut out = Vec::new();
            while let (Some(x), Some(y)) = (a.peek(), b.peek()) {
                let next = if cmp_ignore_ascii_case(x, y) == Ordering::Greater { b.next() } else { a.next() };
                out.extend(next.copied());
            }
            out.extend(a.chain(b).copied());
            out
        };
        merge(&merge(CREATURE_TYPES, ARTIFACT_TYPES), &merge(ENCHANTMENT_TYPES, LAND_TYPES))
    })
}

/// The spelling of the creature, artifact, enchantment or land type that is
/// `stem` followed by `suffix`, ignoring ASCII case (`’` must already be
/// `'`): one binary search of the merged list, no allocation.
pub(crate) fn permanent_subtype(stem: &str, suffix: &str) -> Option<&'static str> {
    let list = permanent_subtypes();
    // The key lowercased once, on the stack: no subtype is longer than `MAX_SUBTYPE_LEN`.
    let len = stem.len() + suffix.len();
    if len > MAX_SUBTYPE_LEN {
        return None;
    }
    let mut buffer = [0u8; MAX_SUBTYPE_LEN];
    for (slot, b) in buffer.iter_mut().zip(stem.bytes().chain(suffix.bytes())) {
        *slot = b.to_ascii_lowercase();
    }
    let key = &buffer[..len];
    let cmp = |entry: &&str| {
        let entry = entry.as_bytes();
        for (x, y) in entry.iter().zip(key) {
            let x = x.to_ascii_lowercase();
            if x != *y {
                return x.cmp(y);
            }
        }
        entry.len().cmp(&key.len())
    };
    list.binary_search_by(cmp).ok().and_then(|i| list.get(i).copied())
}

/// The longest creature, artifact, enchantment or land type, in bytes (a test checks it).
const MAX_SUBTYPE_LEN: usize = 32;

/// Compares two strings byte by byte with ASCII letters lowercased: the order
/// the lists above are sorted in.
pub(crate) fn cmp_ignore_ascii_case(a: &str, b: &str) -> Ordering {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    for (x, y) in a.iter().zip(b) {
        let (x, y) = (x.to_ascii_lowercase(), y.to_ascii_lowercase());
        if x != y {
            return x.cmp(&y);
        }
    }
    a.len().cmp(&b.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_merged_permanent_subtypes_find_what_the_four_lists_find_205_3() {
        let kinds = [SubtypeKind::Creature, SubtypeKind::Artifact, SubtypeKind::Enchantment, SubtypeKind::Land];
        let merged = permanent_subtypes();
        assert_eq!(merged.len(), kinds.iter().map(|k| k.list().len()).sum::<usize>());
        assert!(merged.iter().all(|word| word.len() <= MAX_SUBTYPE_LEN));
        assert!(merged.windows(2).all(|w| cmp_ignore_ascii_case(w[0], w[1]) == Ordering::Less));
        for kind in SubtypeKind::ALL {
            for word in kind.list() {
                for (stem, suffix) in [(*word, ""), (&word[..word.len() - 1], &word[word.len() - 1..]), (*word, "s")] {
                    let joined = format!("{stem}{suffix}").to_uppercase();
                    let expected = kinds.iter().find_map(|k| k.find(&joined));
                    assert_eq!(permanent_subtype(stem, suffix), expected, "{stem}+{suffix}");
                }
            }
        }
    }

    #[test]
    fn every_list_of_rule_205_3_is_sorted_for_binary_search_and_holds_its_printed_count() {
        for kind in SubtypeKind::ALL {
            let list = kind.list();
            for pair in list.windows(2) {
                assert_eq!(cmp_ignore_ascii_case(pair[0], pair[1]), Ordering::Less, "{kind:?}: {pair:?}");
            }
            for entry in list {
                assert_eq!(kind.find(entry), Some(*entry));
                assert_eq!(kind.find(&entry.to_uppercase()), Some(*entry));
            }
        }
        assert_eq!(ARTIFACT_TYPES.len(), 19, "205.3g");
        assert_eq!(ENCHANTMENT_TYPES.len(), 12, "205.3h");
        assert_eq!(LAND_TYPES.len(), 17, "205.3i");
        assert_eq!(SPELL_TYPES.len(), 5, "205.3k");
        assert_eq!(CREATURE_TYPES.len(), 314, "205.3m: Time Lord and 313 one-word types");
        assert_eq!(BATTLE_TYPES, ["Siege"], "205.3q");
        assert_eq!(DUNGEON_TYPES, ["Undercity"], "205.3p");
    }
}
