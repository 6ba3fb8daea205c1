//! Errors: every error the engine returns has a stable machine-readable
//! `code`, the Comprehensive Rules number that decides it (when one does), and
//! a human message saying what and where.

use serde::Serialize;

/// What every error type of the engine can say about itself.
pub trait Coded: std::error::Error {
    /// A stable, machine-readable code in snake_case, e.g. `unknown_symbol`.
    fn code(&self) -> &'static str;

    /// The rule that decides this error, e.g. `"107.4"`, if one does.
    fn rule(&self) -> Option<&'static str> {
        None
    }

    /// Where in the input the problem is (an index in UTF-16 code units, the
    /// same as a JavaScript string index), if the input is text.
    fn offset(&self) -> Option<usize> {
        None
    }

    /// The individual problems, for an error that reports several at once
    /// (e.g. every problem in a batch of Scryfall cards); empty otherwise.
    fn problems(&self) -> Vec<ProblemReport> {
        Vec::new()
    }

    /// The error as plain data, for a caller that is not Rust.
    fn report(&self) -> ErrorReport {
        ErrorReport { code: self.code(), rule: self.rule(), message: self.to_string(), offset: self.offset() }
    }
}

/// An error as plain data: what crosses the JavaScript boundary as the
/// properties of a thrown `Error`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ErrorReport {
    /// Stable machine-readable code.
    pub code: &'static str,
    /// The rule that decides it, if one does.
    pub rule: Option<&'static str>,
    /// What went wrong and where.
    pub message: String,
    /// Index into the input text (UTF-16 code units), if any.
    pub offset: Option<usize>,
}

/// One problem among several found in one input (e.g. one card's field in a
/// batch of Scryfall cards), as plain data. An error that holds several
/// returns them from [`Coded::problems`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct ProblemReport {
    /// Index of the item in the input (e.g. the card's index in the array),
    /// if the problem is about one item.
    pub index: Option<usize>,
    /// The item's name, if known.
    pub name: Option<String>,
    /// Path of the field within the item, e.g. `card_faces[1].mana_cost`;
    /// empty for the input as a whole.
    pub field: String,
    /// Stable machine-readable code.
    pub code: &'static str,
    /// The rule that decides it, if one does.
    pub rule: Option<&'static str>,
    /// What went wrong and where.
    pub message: String,
    /// Index into the field's text (UTF-16 code units), if the field is text.
    pub offset: Option<usize>,
}
