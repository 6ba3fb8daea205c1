//! Mana symbols (107.4), mana costs, mana value and color (202).

mod cost;
mod symbol;
mod view;

pub use cost::{MAX_GENERIC, MAX_MANA_COST_LEN, MAX_SYMBOLS, ManaCost, ManaCostError, ManaCostErrorKind, ManaValue};
pub use symbol::{ManaSymbol, Variable};
pub use view::{ManaCostView, SymbolView};
