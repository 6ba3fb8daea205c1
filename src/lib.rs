//! # mtg-rules
//!
//! A Magic: The Gathering rules engine for the browser. The rules live in
//! plain Rust modules with no WebAssembly imports ([`color`], [`mana`],
//! [`error`]); the [`wasm`] module is the thin JavaScript façade that converts
//! values at the boundary and delegates to them.
//!
//! Rule numbers in the documentation refer to the Comprehensive Rules of
//! 7 August 2026; `docs/RULES-2026.md` lists the rules the engine implements
//! that changed since 14 November 2025, with their old numbers and sources.
//!
//! ```
//! use mtg_rules::mana::ManaCost;
//! let cost = ManaCost::parse("{2/B}{2/B}{2/B}").unwrap();
//! assert_eq!(cost.mana_value().whole(), 6); // 202.3f: the largest component
//! assert_eq!(cost.colors().to_string(), "B");
//! ```
#![deny(missing_docs)]

pub mod analysis;
pub mod card;
mod case;
pub mod color;
pub mod counter;
pub mod decklist;
pub mod error;
pub mod game;
mod input_json;
pub mod json_out;
pub mod mana;
mod sort;
pub mod template_log;
pub mod text;
pub mod wasm;

pub use card::{CardDb, CardImportError, Characteristics, View};
pub use color::{Color, ColorSet};
pub use error::{Coded, ErrorReport, ProblemReport};
pub use mana::{ManaCost, ManaCostError, ManaSymbol, ManaValue};
