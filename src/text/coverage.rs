//! How much of a card pool's oracle text the parser understands: the share
//! of cards whose whole text is understood, and every line that is not.

use crate::card::{Card, CardDb, CardType};
use serde::Serialize;
use std::collections::{BTreeSet, HashMap};
use std::sync::Arc;

use super::ability::Ability;

/// One card whose text is not wholly understood, or that has keywords the
/// engine recognises without modelling their rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct CardCoverage {
    /// The card's name.
    pub name: String,
    /// Its oracle lines not understood, across faces, as printed.
    pub unsupported: Vec<String>,
    /// Keywords recognised by name whose rules are not modelled yet
    /// ([`crate::text::KeywordAbility::Named`]), e.g. `Persist`.
    pub unmodelled_keywords: Vec<String>,
}

impl CardCoverage {
    /// What the parser made of one card.
    pub fn of(card: &Card) -> CardCoverage {
        let unmodelled_keywords = card
            .faces
            .iter()
            .flat_map(|f| &f.abilities)
            .filter_map(|a| match a {
                Ability::Keyword { keyword } if !keyword.is_modelled() => Some(keyword.name()),
                _ => None,
            })
            .collect();
        CardCoverage {
            name: card.name.clone(),
            unsupported: card.unsupported_text().map(str::to_string).collect(),
            unmodelled_keywords,
        }
    }

    /// Whether every line of the card's text is understood.
    pub fn understood(&self) -> bool {
        self.unsupported.is_empty()
    }
}

/// The kinds of card a pool's coverage is split by, judged by the front face
/// (a modal double-faced spell with a land back face is a spell; 712.8a).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub enum CardKind {
    /// Instants and sorceries (304, 307).
    InstantOrSorcery,
    /// Creatures, artifacts, enchantments, planeswalkers and battles: the
    /// nonland permanent cards (110.4).
    NonlandPermanent,
    /// Lands (305).
    Land,
}

impl CardKind {
    /// Every kind, in report order.
    pub const ALL: [CardKind; 3] = [CardKind::InstantOrSorcery, CardKind::NonlandPermanent, CardKind::Land];

    /// The kind of a card, from its front face's card types.
    pub fn of(card: &Card) -> CardKind {
        let types = card.front().map(|f| f.type_line.types).unwrap_or_default();
        if types.contains(CardType::Land) {
            CardKind::Land
        } else if types.contains(CardType::Instant) || types.contains(CardType::Sorcery) {
            CardKind::InstantOrSorcery
        } else {
            CardKind::NonlandPermanent
        }
    }

    /// How the kind is named in reports.
    pub fn label(self) -> &'static str {
        match self {
            CardKind::InstantOrSorcery => "instants and sorceries",
            CardKind::NonlandPermanent => "creatures, artifacts, enchantments, planeswalkers and battles",
            CardKind::Land => "lands",
        }
    }
}

/// The coverage of a card pool. Serializes as plain JSON.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Coverage {
    /// Cards in the pool.
    pub cards: usize,
    /// Cards whose whole oracle text is understood (a card with no rules
    /// text counts as understood).
    pub understood: usize,
    /// Cards with at least one line of rules text (not only reminder text).
    pub cards_with_text: usize,
    /// Of those, the ones whose whole text is understood.
    pub understood_with_text: usize,
    /// Cards with lines not understood or unmodelled keywords, in pool order.
    pub not_understood: Vec<CardCoverage>,
}

impl Coverage {
    /// Computes the coverage of every card of `db`.
    ///
    /// ```
    /// use mtg_rules::card::CardDb;
    /// use mtg_rules::text::Coverage;
    /// let db = CardDb::from_scryfall_json(r#"[
    ///   {"name": "Shock", "layout": "normal", "mana_cost": "{R}", "type_line": "Instant",
    ///    "oracle_text": "Shock deals 2 damage to any target."},
    ///   {"name": "Odd", "layout": "normal", "mana_cost": "{R}", "type_line": "Instant",
    ///    "oracle_text": "Odd deals 2 damage to any target. Odd is odd."}
    /// ]"#).unwrap();
    /// let coverage = Coverage::of(&db);
    /// assert_eq!((coverage.cards, coverage.understood), (2, 1));
    /// assert_eq!(coverage.not_understood[0].unsupported, ["Odd deals 2 damage to any target. Odd is odd."]);
    /// ```
    pub fn of(db: &CardDb) -> Coverage {
        Coverage::of_cards(db.cards())
    }

    /// The coverage of the cards of one [`CardKind`] in `db`.
    pub fn of_kind(db: &CardDb, kind: CardKind) -> Coverage {
        Coverage::of_cards(db.cards().iter().filter(|c| CardKind::of(c) == kind))
    }

    /// The coverage of any set of cards.
    pub fn of_cards<'a>(cards: impl IntoIterator<Item = &'a Arc<Card>>) -> Coverage {
        let mut coverage = Coverage::default();
        for card in cards {
            coverage.cards += 1;
            let card_coverage = CardCoverage::of(card);
            let has_text = card.faces.iter().any(|f| !f.abilities.is_empty() || !f.unsupported_text.is_empty());
            if card_coverage.understood() {
                coverage.understood += 1;
                coverage.understood_with_text += usize::from(has_text);
            }
            coverage.cards_with_text += usize::from(has_text);
            if !card_coverage.understood() || !card_coverage.unmodelled_keywords.is_empty() {
                coverage.not_understood.push(card_coverage);
            }
        }
        coverage
    }

    /// The share of cards whose whole text is understood, from 0 to 1 (1
    /// for an empty pool).
    pub fn share(&self) -> f64 {
        if self.cards == 0 { 1.0 } else { self.understood as f64 / self.cards as f64 }
    }

    /// The share among cards with rules text.
    pub fn share_with_text(&self) -> f64 {
        if self.cards_with_text == 0 { 1.0 } else { self.understood_with_text as f64 / self.cards_with_text as f64 }
    }

    /// The unsupported lines, the card's own name written `CARDNAME`, with
    /// how many cards have each: most common first, then alphabetical.
    pub fn most_common_unsupported(&self, limit: usize) -> Vec<(String, usize)> {
        let mut counts: HashMap<String, usize> = HashMap::new();
        for card in &self.not_understood {
            let mut seen = Vec::new();
            for line in &card.unsupported {
                let mut generic = line.clone();
                for name in card.name.split(" // ").chain(std::iter::once(card.name.as_str())) {
                    if !name.is_empty() {
                        generic = generic.replace(name, "CARDNAME");
                    }
                }
                if !seen.contains(&generic) {
                    seen.push(generic.clone());
                    *counts.entry(generic).or_default() += 1;
                }
            }
        }
        let mut list: Vec<_> = counts.into_iter().collect();
        list.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        list.truncate(limit);
        list
    }

    /// Keywords recognised but not modelled, with how many cards have each.
    pub fn unmodelled_keywords(&self) -> Vec<(String, usize)> {
        let mut counts: HashMap<&str, usize> = HashMap::new();
        for card in &self.not_understood {
            for keyword in &card.unmodelled_keywords {
                *counts.entry(keyword).or_default() += 1;
            }
        }
        let mut list: Vec<_> = counts.into_iter().map(|(k, n)| (k.to_string(), n)).collect();
        list.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        list
    }
}

/// The honest figure of a card pool: the cards wholly understood whose every
/// ability template ([`Ability::template_key`]) was executed by at least one
/// test, given the keys the game recorded (`crate::template_log`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Executed {
    /// Cards in the pool.
    pub cards: usize,
    /// Cards whose whole oracle text is understood.
    pub understood: usize,
    /// Of those, the ones whose every ability's template was executed (a
    /// card with no abilities counts).
    pub executed: usize,
    /// The templates of understood cards never executed, with how many
    /// understood cards have each: most common first, then by key.
    pub not_executed: Vec<(String, usize)>,
}

impl Executed {
    /// The honest figure of `cards` given the executed template keys.
    ///
    /// ```
    /// use mtg_rules::card::CardDb;
    /// use mtg_rules::text::Executed;
    /// let db = CardDb::from_scryfall_json(r#"[
    ///   {"name": "Shock", "layout": "normal", "mana_cost": "{R}", "type_line": "Instant",
    ///    "oracle_text": "Shock deals 2 damage to any target."},
    ///   {"name": "Bird", "layout": "normal", "mana_cost": "{U}", "type_line": "Creature — Bird",
    ///    "oracle_text": "Flying", "power": "1", "toughness": "1"}
    /// ]"#).unwrap();
    /// let shock = db.cards()[0].faces[0].abilities[0].template_key();
    /// let executed = Executed::of_cards(db.cards(), &[shock].into_iter().collect());
    /// assert_eq!((executed.understood, executed.executed), (2, 1));
    /// assert_eq!(executed.not_executed, [("keyword{keyword:flying{}}".to_string(), 1)]);
    /// ```
    pub fn of_cards<'a>(cards: impl IntoIterator<Item = &'a Arc<Card>>, keys: &BTreeSet<String>) -> Executed {
        let mut figure = Executed::default();
        let mut missing: HashMap<String, usize> = HashMap::new();
        for card in cards {
            figure.cards += 1;
            if !CardCoverage::of(card).understood() {
                continue;
            }
            figure.understood += 1;
            let not_run = Executed::not_run(card, keys);
            figure.executed += usize::from(not_run.is_empty());
            for key in not_run {
                *missing.entry(key).or_default() += 1;
            }
        }
        figure.not_executed = missing.into_iter().collect();
        figure.not_executed.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        figure
    }

    /// The share of the pool's cards counted, from 0 to 1 (1 for an empty
    /// pool).
    pub fn share(&self) -> f64 {
        if self.cards == 0 { 1.0 } else { self.executed as f64 / self.cards as f64 }
    }
}

impl Executed {
    /// The template keys of `card`'s abilities that are not among `keys`
    /// (the executed ones), sorted, each once.
    pub fn not_run(card: &Card, keys: &BTreeSet<String>) -> Vec<String> {
        let mut not_run: Vec<String> = card
            .faces
            .iter()
            .flat_map(|f| &f.abilities)
            .flat_map(Ability::template_keys)
            .filter(|k| !keys.contains(k))
            .collect();
        not_run.sort();
        not_run.dedup();
        not_run
    }
}
