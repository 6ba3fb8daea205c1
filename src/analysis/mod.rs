//! Castability by turn: how often each card of a deck can be cast, turn by
//! turn, answered by playing many goldfish games with the engine's rules —
//! its card table (mana abilities 605, basic land types 305.6, enters
//! tapped 614.1c, summoning sickness 302.6), its payment solver (601.2g–h:
//! hybrid, Phyrexian 107.4f with life 119.4, snow 107.4h), prototype costs
//! (718.3) and the London mulligan (103.5, 103.5c).
//!
//! [`analyze_deck`] plays every game at once; [`Analyzer`] plays them in
//! parts (game `i` is always seeded `(seed, i)`, so parts played apart, in
//! workers, merge into exactly the result of one run). [`karsten()`] is Frank
//! Karsten's simpler model of colored sources.
//!
//! ```
//! use mtg_rules::analysis::{AnalysisOptions, DeckInput, analyze_deck};
//! let db = mtg_rules::CardDb::from_scryfall_json(include_str!("../../tests/data/scryfall-cards.json")).unwrap();
//! let deck = "24 Forest\n36 Grizzly Bears";
//! let options = AnalysisOptions { games: 2000, ..AnalysisOptions::default() };
//! let analysis = analyze_deck(&db, DeckInput::Text(deck), &options).unwrap();
//! let bears = &analysis.cards[0];
//! assert_eq!(bears.name, "Grizzly Bears");
//! // Castable by turn 2 when two lands were played: always.
//! assert_eq!(bears.castable_by_given_drops[1].p, 1.0);
//! ```

pub mod karsten;
mod model;
pub mod options;
mod sim;
mod tally;

pub use karsten::{KarstenOptions, KarstenResult, karsten};
pub use options::{AnalysisOptions, KeepRule, MulliganPolicy, MulliganRule, PlayPolicy};
pub use tally::{MAX_TALLY_GAMES, Tally};

use crate::card::CardDb;
use crate::decklist::{Decklist, DecklistProblem, Section};
use crate::error::Coded;
use model::{Entry, Model};
use options::{MAX_DECK_SIZE, MAX_GAMES, MAX_TURNS, MAX_X};
use serde::Serialize;
use std::fmt;

/// A deck to analyse: decklist text, or a decklist already read. The
/// library is the main deck; the commander section is in the command zone
/// (903.6); other sections are not used.
#[derive(Clone, Copy, Debug)]
pub enum DeckInput<'a> {
    /// Decklist text (see [`crate::decklist`]).
    Text(&'a str),
    /// A decklist read before.
    List(&'a Decklist),
}

/// A probability estimated from games: `p` is the fraction of `n` games,
/// `se` its standard error, √(p(1−p)/n).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Estimate {
    /// The fraction.
    pub p: f64,
    /// Its standard error.
    pub se: f64,
    /// Of how many games (the games meeting the condition, if any).
    pub n: u64,
}

impl Estimate {
    /// `k` of `n` games.
    pub fn of(k: u64, n: u64) -> Estimate {
        if n == 0 {
            return Estimate { p: 0.0, se: 0.0, n };
        }
        let p = k as f64 / n as f64;
        Estimate { p, se: (p * (1.0 - p) / n as f64).sqrt(), n }
    }
}

/// A mean estimated from games, with its standard error.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Mean {
    /// The mean.
    pub mean: f64,
    /// Its standard error, √(variance/n).
    pub se: f64,
    /// Of how many games.
    pub n: u64,
}

impl Mean {
    fn of(sum: f64, squares: f64, n: u64) -> Mean {
        if n == 0 {
            return Mean { mean: 0.0, se: 0.0, n };
        }
        let nf = n as f64;
        let mean = sum / nf;
        let var = (squares / nf - mean * mean).max(0.0);
        Mean { mean, se: (var / nf).sqrt(), n }
    }
}

/// The result of [`analyze_deck`]. Turn lists are indexed by turn − 1.
///
/// "Castable" means the untapped mana sources on the battlefield at that
/// turn's main phase, after the land drop, can pay the card's cost (any of
/// its costs), whether or not the card is in hand (Karsten's and
/// mtgoncurve's "mana" question).
#[derive(Clone, Debug, PartialEq, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Analysis {
    /// Games played.
    pub games: u64,
    /// The seed.
    pub seed: u64,
    /// On the play (true) or on the draw.
    pub on_the_play: bool,
    /// Turns followed.
    pub turns: u8,
    /// Cards in the library.
    pub library_size: u32,
    /// Lands in the library (modal double-faced cards with a land face
    /// counted, 712.12).
    pub lands: u32,
    /// 103.5c: whether the first mulligan was free.
    pub free_mulligan: bool,
    /// The starting life total used for Phyrexian symbols.
    pub life: i32,
    /// Each distinct card that can be cast, in decklist order.
    pub cards: Vec<CardAnalysis>,
    /// Per turn: P(a land was played that turn).
    pub land_drop: Vec<Estimate>,
    /// Per turn: P(a land was played on every turn so far) — the condition
    /// of the `…GivenDrops` numbers.
    pub all_land_drops: Vec<Estimate>,
    /// P(exactly k mulligans), k = 0 to 7.
    pub mulligans: Vec<Estimate>,
    /// The kept hand's size (after cards put on the bottom).
    pub kept_hand_size: Mean,
    /// Life paid per game for lands entering untapped (shock lands, 119.4).
    /// Phyrexian symbols are judged against the starting life all game.
    pub life_paid: Mean,
    /// Per mana type, W U B R G C: per turn, P(an untapped source can make it
    /// at the main phase, after the land drop).
    pub colors: Vec<ColorAvailability>,
    /// Every card for which something was assumed, with what.
    pub flags: Vec<CardFlag>,
}

/// One card's numbers. "By turn t": castable on some turn ≤ t.
#[derive(Clone, Debug, PartialEq, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct CardAnalysis {
    /// The card's name.
    pub name: String,
    /// Copies in the deck.
    pub copies: u32,
    /// In the command zone.
    pub commander: bool,
    /// 202.3: its mana value (X as given in the options).
    pub mana_value: u64,
    /// Its curve turn: its mana value, at least 1.
    pub curve_turn: u64,
    /// Per turn t, unconditional: P(castable by turn t) over all games.
    pub castable_by: Vec<Estimate>,
    /// Per turn t, conditional: P(castable by turn t | a land was played
    /// on every turn through t).
    pub castable_by_given_drops: Vec<Estimate>,
    /// Unconditional: P(castable on its curve turn); `null` past the turns
    /// followed.
    pub on_curve: Option<Estimate>,
    /// Conditional: P(castable on its curve turn | every land drop through
    /// it was made); `null` past the turns followed.
    pub on_curve_given_drops: Option<Estimate>,
    /// The first turn it was castable, over the games where it was within
    /// the turns followed.
    pub first_turn: Mean,
    /// P(not castable by the last turn followed).
    pub never: Estimate,
    /// Per mana type its cost names (107.4b–c; hybrid and Phyrexian symbols
    /// left out), in WUBRG order then C: per turn, P(the untapped sources at
    /// that turn's main phase could make that many of that type) — its
    /// colored requirement alone, whatever the other mana.
    pub colors: Vec<CardColor>,
    /// What was assumed for it.
    pub assumptions: Vec<String>,
}

/// One card's requirement of one type of mana, met by turn.
#[derive(Clone, Debug, PartialEq, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct CardColor {
    /// The type: W, U, B, R, G or C.
    pub mana: crate::game::ManaType,
    /// How many symbols of it the cost has.
    pub pips: u32,
    /// Per turn t (index t − 1), unconditional: P(the untapped sources at
    /// turn t's main phase, after the land drop, could make `pips` of it).
    pub by_turn: Vec<Estimate>,
}

/// One type of mana's availability by turn.
#[derive(Clone, Debug, PartialEq, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct ColorAvailability {
    /// The type: W, U, B, R, G or C.
    pub mana: crate::game::ManaType,
    /// Per turn.
    pub by_turn: Vec<Estimate>,
}

/// A card the engine does not fully understand, and what was assumed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct CardFlag {
    /// The card.
    pub name: String,
    /// What was assumed.
    pub assumptions: Vec<String>,
}

/// What is wrong with an analysis request. Serialized as its snake_case code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, tsify::Tsify)]
#[serde(rename_all = "snake_case")]
pub enum AnalysisCode {
    /// The decklist text has a problem (see `decklist`).
    InvalidDecklist,
    /// A decklist names a card the database does not have.
    UnknownCard,
    /// The library has no cards.
    EmptyDeck,
    /// More than 250 cards.
    DeckTooLarge,
    /// Games outside 1 to 100,000,000.
    GamesOutOfRange,
    /// Turns outside 1 to 20.
    TurnsOutOfRange,
    /// A keep rule whose sizes do not make sense.
    InvalidKeepRule,
    /// A land count the deck or model cannot have.
    ImpossibleLandCount,
    /// X above 100.
    XOutOfRange,
    /// X given for a card not in the deck.
    XForUnknownCard,
    /// A tally of another deck or options, or malformed.
    InvalidTally,
    /// Karsten mode: numbers that do not fit together.
    InvalidModel,
}

impl AnalysisCode {
    /// The stable snake_case code.
    pub fn as_str(self) -> &'static str {
        match self {
            AnalysisCode::InvalidDecklist => "invalid_decklist",
            AnalysisCode::UnknownCard => "unknown_card",
            AnalysisCode::EmptyDeck => "empty_deck",
            AnalysisCode::DeckTooLarge => "deck_too_large",
            AnalysisCode::GamesOutOfRange => "games_out_of_range",
            AnalysisCode::TurnsOutOfRange => "turns_out_of_range",
            AnalysisCode::InvalidKeepRule => "invalid_keep_rule",
            AnalysisCode::ImpossibleLandCount => "impossible_land_count",
            AnalysisCode::XOutOfRange => "x_out_of_range",
            AnalysisCode::XForUnknownCard => "x_for_unknown_card",
            AnalysisCode::InvalidTally => "invalid_tally",
            AnalysisCode::InvalidModel => "invalid_model",
        }
    }
}

/// One problem of an analysis request.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct AnalysisProblem {
    /// What kind of problem.
    pub code: AnalysisCode,
    /// What is wrong, for a person.
    pub message: String,
    /// For `invalid_decklist`: the decklist's own problem, with its line.
    pub decklist: Option<DecklistProblem>,
}

/// An analysis that could not run: every problem found.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, tsify::Tsify, thiserror::Error)]
#[serde(rename_all = "camelCase")]
pub struct AnalysisError {
    /// Every problem; never empty.
    pub problems: Vec<AnalysisProblem>,
}

impl fmt::Display for AnalysisError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.problems.as_slice() {
            [one] => f.write_str(&one.message),
            problems => {
                write!(f, "{} problems in the analysis request:", problems.len())?;
                problems.iter().try_for_each(|p| write!(f, "\n{}", p.message))
            }
        }
    }
}

impl Coded for AnalysisError {
    /// The first problem's code.
    fn code(&self) -> &'static str {
        self.problems.first().map_or("invalid_analysis", |p| p.code.as_str())
    }

    fn rule(&self) -> Option<&'static str> {
        None
    }
}

fn problem(code: AnalysisCode, message: impl Into<String>) -> AnalysisProblem {
    AnalysisProblem { code, message: message.into(), decklist: None }
}

/// A deck and options checked and compiled, ready to play games in parts.
#[derive(Clone, Debug)]
pub struct Analyzer {
    model: Model,
    options: AnalysisOptions,
}

impl Analyzer {
    /// Checks the deck and options, reporting every problem at once.
    pub fn new(db: &CardDb, deck: DeckInput<'_>, options: &AnalysisOptions) -> Result<Analyzer, AnalysisError> {
        let mut problems = Vec::new();
        let parsed;
        let list = match deck {
            DeckInput::Text(text) => match Decklist::parse(text, db) {
                Ok(list) => {
                    parsed = list;
                    Some(&parsed)
                }
                Err(e) => {
                    problems.extend(e.problems.into_iter().map(|p| AnalysisProblem {
                        code: AnalysisCode::InvalidDecklist,
                        message: p.to_string(),
                        decklist: Some(p),
                    }));
                    None
                }
            },
            DeckInput::List(list) => Some(list),
        };
        if !(1..=MAX_GAMES).contains(&options.games) {
            problems.push(problem(
                AnalysisCode::GamesOutOfRange,
                format!("games is {}; it must be 1 to {MAX_GAMES}", options.games),
            ));
        }
        if !(1..=MAX_TURNS).contains(&options.turns) {
            problems.push(problem(
                AnalysisCode::TurnsOutOfRange,
                format!("turns is {}; it must be 1 to {MAX_TURNS}", options.turns),
            ));
        }
        let mut seen = [false; 8];
        for rule in &options.mulligan.keep {
            let bad = !(1..=7).contains(&rule.cards) || rule.min_lands > rule.max_lands || rule.min_lands > rule.cards;
            let again = seen.get(usize::from(rule.cards)).copied().unwrap_or(false);
            if bad || again {
                problems.push(problem(
                    AnalysisCode::InvalidKeepRule,
                    format!(
                        "keep rule {{cards: {}, minLands: {}, maxLands: {}}}: {}",
                        rule.cards,
                        rule.min_lands,
                        rule.max_lands,
                        if again {
                            "a second rule for this hand size"
                        } else {
                            "cards must be 1 to 7 and minLands ≤ maxLands, minLands ≤ cards"
                        }
                    ),
                ));
            }
            if let Some(s) = seen.get_mut(usize::from(rule.cards)) {
                *s = true;
            }
        }
        for (name, &x) in &options.x {
            if x > MAX_X {
                problems.push(problem(AnalysisCode::XOutOfRange, format!("X for '{name}' is {x}; at most {MAX_X}")));
            }
        }
        let mut entries = Vec::new();
        if let Some(list) = list {
            for (section, commander) in [(Section::Main, false), (Section::Commander, true)] {
                for e in list.section(section) {
                    if db.get(&e.name).is_none() {
                        problems.push(problem(
                            AnalysisCode::UnknownCard,
                            format!("unknown card '{}' (line {})", e.name, e.line),
                        ));
                    } else {
                        entries.push(Entry { name: &e.name, count: e.count, commander });
                    }
                }
            }
            let library = list.total(Section::Main);
            let size = library.saturating_add(list.total(Section::Commander));
            if library == 0 {
                problems.push(problem(AnalysisCode::EmptyDeck, "the deck has no cards in its main section"));
            }
            if size > MAX_DECK_SIZE {
                problems.push(problem(
                    AnalysisCode::DeckTooLarge,
                    format!("the deck has {size} cards; at most {MAX_DECK_SIZE} are analysed"),
                ));
            }
            for name in options.x.keys() {
                let canonical = db.get(name).map(|c| c.name.as_str());
                let found = list.entries().any(|(_, e)| Some(e.name.as_str()) == canonical || e.name == *name);
                if !found {
                    problems.push(problem(
                        AnalysisCode::XForUnknownCard,
                        format!("X is given for '{name}', which is not in the deck"),
                    ));
                }
            }
        }
        let model = if problems.is_empty() { Model::build(db, &entries, options) } else { None };
        if let Some(model) = model.as_ref().filter(|_| options.mulligan.rule == MulliganRule::London) {
            let lands = model.library.iter().filter(|&&k| model.kinds[k as usize].playable()).count();
            for rule in &options.mulligan.keep {
                if usize::from(rule.min_lands) > lands {
                    problems.push(problem(
                        AnalysisCode::ImpossibleLandCount,
                        format!(
                            "keep rule for {} cards asks at least {} lands; the deck has {lands}",
                            rule.cards, rule.min_lands
                        ),
                    ));
                }
            }
        }
        match model {
            Some(model) if problems.is_empty() => Ok(Analyzer { model, options: options.clone() }),
            _ => {
                if problems.is_empty() {
                    problems.push(problem(AnalysisCode::UnknownCard, "a card of the deck could not be read"));
                }
                Err(AnalysisError { problems })
            }
        }
    }

    /// An empty tally for this deck and options.
    pub fn tally(&self) -> Tally {
        Tally::new(self.model.spells.len(), self.model.parts.len(), usize::from(self.options.turns))
    }

    /// Plays games `start..start + count` (each seeded `(seed, i)`) into
    /// `tally`.
    pub fn run(&self, start: u64, count: u64, tally: &mut Tally) {
        let mut sim = sim::Simulator::new(&self.model, &self.options);
        sim.run(start, count, tally);
    }

    /// Plays every game of the options.
    pub fn run_all(&self) -> Tally {
        let mut tally = self.tally();
        self.run(0, self.options.games, &mut tally);
        tally
    }

    /// Checks that a tally (e.g. from a worker, as JSON) is one of this deck
    /// and options: its sizes, and counts that agree ([`Tally::is_consistent`]).
    pub fn check_tally(&self, tally: &Tally) -> Result<(), AnalysisError> {
        let fresh = self.tally();
        if tally.spells != fresh.spells
            || tally.parts != fresh.parts
            || tally.turns != fresh.turns
            || !tally.is_consistent()
        {
            return Err(AnalysisError {
                problems: vec![problem(
                    AnalysisCode::InvalidTally,
                    "the tally is not one of this deck and these options".to_string(),
                )],
            });
        }
        Ok(())
    }

    /// The numbers of a tally; one that is not of this deck and these
    /// options ([`Analyzer::check_tally`]) counts as no games.
    pub fn finish(&self, tally: &Tally) -> Analysis {
        // Not one of this deck and options ([`Analyzer::check_tally`]): counted as no games.
        let none;
        let tally = match self.check_tally(tally) {
            Ok(()) => tally,
            Err(_) => {
                none = self.tally();
                &none
            }
        };
        let m = &self.model;
        let turns = usize::from(self.options.turns);
        let n = tally.games;
        let mut cards = Vec::with_capacity(m.spells.len());
        for (s, &k) in m.spells.iter().enumerate() {
            let kind = &m.kinds[k as usize];
            let mut castable_by = Vec::with_capacity(turns);
            let mut given = Vec::with_capacity(turns);
            let (mut by, mut sum, mut squares) = (0u64, 0f64, 0f64);
            for t in 1..=turns {
                let at_t = (0..=turns).fold(0u64, |k, d| k.saturating_add(tally.first_at(s, t, d)));
                by = by.saturating_add(at_t);
                sum += (t as f64) * at_t as f64;
                squares += (t * t) as f64 * at_t as f64;
                castable_by.push(Estimate::of(by, n));
                let cond: u64 =
                    (1..=t).flat_map(|f| (t..=turns).map(move |d| (f, d))).map(|(f, d)| tally.first_at(s, f, d)).sum();
                given.push(Estimate::of(cond, tally.all_drops[t - 1]));
            }
            let curve = kind.mana_value.max(1);
            let on_curve = usize::try_from(curve).ok().filter(|&c| c <= turns);
            cards.push(CardAnalysis {
                name: kind.name.clone(),
                copies: kind.copies,
                commander: kind.commander,
                mana_value: kind.mana_value,
                curve_turn: curve,
                castable_by,
                castable_by_given_drops: given,
                on_curve: on_curve.map(|_| Estimate::of(tally.on_curve[s], n)),
                on_curve_given_drops: on_curve.map(|c| Estimate::of(tally.on_curve_drops[s], tally.all_drops[c - 1])),
                first_turn: Mean::of(sum, squares, by),
                never: Estimate::of(n.saturating_sub(by), n),
                colors: m
                    .parts
                    .iter()
                    .enumerate()
                    .filter(|(_, part)| part.spell == s)
                    .map(|(i, part)| CardColor {
                        mana: part.mana,
                        pips: part.pips,
                        by_turn: (0..turns)
                            .map(|t| Estimate::of(tally.part_available[t * m.parts.len() + i], n))
                            .collect(),
                    })
                    .collect(),
                assumptions: kind.assumptions.clone(),
            });
        }
        let colors = crate::game::ManaType::ALL
            .iter()
            .enumerate()
            .map(|(i, &mana)| ColorAvailability {
                mana,
                by_turn: (0..turns).map(|t| Estimate::of(tally.colors[t * 6 + i], n)).collect(),
            })
            .collect();
        let lands = m.library.iter().filter(|&&k| m.kinds[k as usize].playable()).count();
        Analysis {
            games: n,
            seed: self.options.seed,
            on_the_play: self.options.on_the_play,
            turns: self.options.turns,
            library_size: u32::try_from(m.library.len()).unwrap_or(u32::MAX),
            lands: u32::try_from(lands).unwrap_or(u32::MAX),
            free_mulligan: m.free_first,
            life: m.life,
            cards,
            land_drop: tally.land_drop.iter().map(|&k| Estimate::of(k, n)).collect(),
            all_land_drops: tally.all_drops.iter().map(|&k| Estimate::of(k, n)).collect(),
            mulligans: tally.mulligans.iter().map(|&k| Estimate::of(k, n)).collect(),
            kept_hand_size: Mean::of(tally.kept_sum as f64, tally.kept_squares as f64, n),
            life_paid: Mean::of(tally.life_paid as f64, tally.life_paid_squares as f64, n),
            colors,
            flags: m
                .kinds
                .iter()
                .filter(|k| !k.assumptions.is_empty())
                .map(|k| CardFlag { name: k.name.clone(), assumptions: k.assumptions.clone() })
                .collect(),
        }
    }
}

/// Plays `options.games` goldfish games of `deck` and says how often each
/// card is castable by each turn. Every problem of the request is reported
/// at once.
pub fn analyze_deck(db: &CardDb, deck: DeckInput<'_>, options: &AnalysisOptions) -> Result<Analysis, AnalysisError> {
    let analyzer = Analyzer::new(db, deck, options)?;
    let tally = analyzer.run_all();
    Ok(analyzer.finish(&tally))
}
