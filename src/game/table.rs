//! The card table of a game: each distinct card once, with what the rules
//! precompute for it ([`CardEntry`]), then the tokens its abilities make
//! (111.4). Objects name their entry by index.
//!
//! A table is a function of the database and the cards pushed into it, in
//! order. Building one (characteristics of every face, normal and
//! prototyped, on the stack and on the battlefield) costs as much as a
//! short game, so the last table built on a thread is kept: a new game that
//! pushes the same cards in the same order, from the same database (many
//! games of the same decks), shares it instead. While it does, lookups see
//! only the entries of the cards pushed so far, exactly as a fresh table
//! would; at the first different card, the builder goes on from a copy of
//! those entries.

use super::CardEntry;
use crate::card::{Card, CardDb};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::Arc;

/// A finished table and how it was built.
struct Built {
    /// [`CardDb::id`] of the database it was built from.
    db: u64,
    table: Arc<[CardEntry]>,
    /// Each entry's key ([`CardEntry::key`]) → its index (a `u32`; `usize` as
    /// `CardDb`'s maps, one instance of the hash map in the wasm).
    index: HashMap<String, usize>,
    /// The names of the cards pushed, in order.
    pushed: Vec<String>,
    /// `ends[k]`: the number of entries once card `k` and its tokens were in.
    ends: Vec<u32>,
}

thread_local! {
    /// The last table built on this thread.
    static LAST: RefCell<Option<Rc<Built>>> = const { RefCell::new(None) };
}

/// Builds a card table; see the module documentation.
pub(crate) struct TableBuilder {
    entries: Vec<CardEntry>,
    index: HashMap<String, usize>,
    pushed: Vec<String>,
    ends: Vec<u32>,
    /// The last table built, while this one has pushed the same first cards
    /// as it (how many).
    shared: Option<(Rc<Built>, usize)>,
}

impl TableBuilder {
    /// An empty table for cards of `db`.
    pub(crate) fn new(db: &CardDb) -> TableBuilder {
        let last = LAST.with(|l| l.borrow().clone()).filter(|b| b.db == db.id());
        TableBuilder {
            entries: Vec::new(),
            index: HashMap::new(),
            pushed: Vec::new(),
            ends: Vec::new(),
            shared: last.map(|b| (b, 0)),
        }
    }

    /// How many entries the table has so far.
    fn len(&self) -> u32 {
        match &self.shared {
            Some((built, pushed)) => pushed.checked_sub(1).and_then(|k| built.ends.get(k)).copied().unwrap_or(0),
            None => u32::try_from(self.entries.len()).unwrap_or(u32::MAX),
        }
    }

    fn lookup(&self, key: &str) -> Option<u32> {
        match &self.shared {
            Some((built, _)) => built.index.get(key).map(|&i| i as u32).filter(|&i| i < self.len()),
            None => self.index.get(key).map(|&i| i as u32),
        }
    }

    /// The entry at `index`, if the table has it so far.
    pub(crate) fn entry(&self, index: u32) -> Option<&CardEntry> {
        if index >= self.len() {
            return None;
        }
        match &self.shared {
            Some((built, _)) => built.table.get(index as usize),
            None => self.entries.get(index as usize),
        }
    }

    /// The card's index in the table, adding it (and the tokens it makes);
    /// `None` for a name that is neither a card of `db` nor a token of a
    /// card already in the table.
    pub(crate) fn add(&mut self, db: &CardDb, name: &str) -> Option<(u32, &CardEntry)> {
        let i = match self.lookup(name) {
            Some(i) => i,
            None => {
                let card = db.shared(name)?;
                match self.lookup(&card.name) {
                    Some(i) => i,
                    None => self.push(card)?,
                }
            }
        };
        self.entry(i).map(|e| (i, e))
    }

    /// Adds those of `names` that the shared table pushed, in the order it
    /// pushed them. A game read back from the JSON of the game built last
    /// (its libraries shuffled and renumbered, so its objects name the
    /// cards in another order than its setup pushed them) then shares that
    /// game's table instead of building its own; names it did not push are
    /// left for [`TableBuilder::add`].
    pub(crate) fn add_in_shared_order<'a>(&mut self, db: &CardDb, names: impl Iterator<Item = &'a str>) {
        let Some(built) = self.shared.as_ref().map(|(built, _)| Rc::clone(built)) else { return };
        // Which pushes name one of `names`: the entry a name finds must be a pushed card's own
        // (the first of its push), not one of its tokens.
        let mut wanted = vec![false; built.pushed.len()];
        for name in names {
            let Some(&i) = built.index.get(name) else { continue };
            let k = built.ends.partition_point(|&end| end as usize <= i);
            let first = k.checked_sub(1).map_or(Some(0), |j| built.ends.get(j).map(|&e| e as usize));
            if first == Some(i)
                && let Some(w) = wanted.get_mut(k)
            {
                *w = true;
            }
        }
        for (name, _) in built.pushed.iter().zip(wanted).filter(|(_, w)| *w) {
            self.add(db, name);
        }
    }

    /// Adds a card and the token cards its abilities make (111.4).
    fn push(&mut self, card: &Arc<Card>) -> Option<u32> {
        // The shared table pushed this card next: its entries so far are this one's.
        if self.shared.as_ref().is_some_and(|(built, pushed)| built.pushed.get(*pushed) == Some(&card.name)) {
            let i = self.len();
            if let Some((_, pushed)) = &mut self.shared {
                *pushed += 1;
            }
            return Some(i);
        }
        self.unshare();
        let i = u32::try_from(self.entries.len()).ok()?;
        self.index.insert(card.name.clone(), i as usize);
        self.pushed.push(card.name.clone());
        let mut tokens = super::tokens::tokens_of(card);
        tokens.reverse();
        self.entries.push(CardEntry::new(Arc::clone(card)));
        // A token's own abilities may make tokens too (a Goblin Shaman "with 'Whenever this
        // creature attacks, create a Treasure token'", 111.4): each new key is added once, so
        // this ends.
        while let Some((key, source)) = tokens.pop() {
            if !self.index.contains_key(&key)
                && let Some(token) = source.card()
                && let Ok(t) = u32::try_from(self.entries.len())
            {
                tokens.extend(super::tokens::tokens_of(&token).into_iter().rev());
                self.index.insert(key.clone(), t as usize);
                self.entries.push(CardEntry { key, ..CardEntry::new(token) });
            }
        }
        self.ends.push(u32::try_from(self.entries.len()).ok()?);
        Some(i)
    }

    /// 729.2a. The index of a merged permanent's card (`key`: see
    /// `mutate::merged_key`), adding it if the table does not have it yet.
    pub(crate) fn derived(&mut self, key: String, card: Card) -> Option<u32> {
        if let Some(i) = self.lookup(&key) {
            return Some(i);
        }
        self.unshare();
        let i = u32::try_from(self.entries.len()).ok()?;
        self.index.insert(key.clone(), i as usize);
        self.entries.push(CardEntry { key, ..CardEntry::new(Arc::new(card)) });
        Some(i)
    }

    /// Goes on from a copy of the shared table's entries so far.
    fn unshare(&mut self) {
        let len = self.len() as usize;
        let Some((built, pushed)) = self.shared.take() else { return };
        self.entries = built.table.get(..len).map(<[CardEntry]>::to_vec).unwrap_or_default();
        self.index = self.entries.iter().zip(0..).map(|(e, i)| (e.key.clone(), i)).collect();
        self.pushed = built.pushed.get(..pushed).map(<[String]>::to_vec).unwrap_or_default();
        self.ends = built.ends.get(..pushed).map(<[u32]>::to_vec).unwrap_or_default();
    }

    /// The table. A shared one may have entries after those of the cards
    /// pushed (the last game's other cards): no object names them.
    pub(crate) fn finish(self, db: &CardDb) -> Arc<[CardEntry]> {
        if let Some((built, _)) = &self.shared {
            return Arc::clone(&built.table);
        }
        let table: Arc<[CardEntry]> = Arc::from(self.entries);
        let built =
            Built { db: db.id(), table: Arc::clone(&table), index: self.index, pushed: self.pushed, ends: self.ends };
        LAST.with(|l| *l.borrow_mut() = Some(Rc::new(built)));
        table
    }
}

#[cfg(test)]
mod tests {
    use crate::card::CardDb;
    use crate::game::{Game, GameSetupError};
    use serde_json::{Value, json};
    use std::sync::Arc;

    fn db() -> CardDb {
        CardDb::from_scryfall_json(include_str!("../../tests/data/scryfall-cards.json")).unwrap()
    }

    fn game(db: &CardDb, setup: &Value) -> Game {
        Game::from_setup_json(db, &setup.to_string()).unwrap()
    }

    /// What a game is, as the tests compare it: its JSON, what can be done
    /// and how every card in hand can be cast.
    fn seen(game: &Result<Game, GameSetupError>) -> String {
        let Ok(game) = game else { return format!("{game:?}") };
        let hand = &game.state().players[game.state().priority_player.index()].hand;
        let options: Vec<_> = hand.iter().map(|&id| format!("{:?}", game.cast_options(id))).collect();
        format!("{}\n{:?}\n{options:?}", game.to_json(), game.legal_actions())
    }

    /// Builds a game from a database.
    type Build = fn(&CardDb) -> Result<Game, GameSetupError>;

    /// `then` after `first` on this thread, and on a thread that has built
    /// no table.
    fn after_and_fresh(first: &Value, then: Build) -> (String, String) {
        let db = db();
        let _ = game(&db, first);
        let after = seen(&then(&db));
        let fresh = std::thread::spawn(move || seen(&then(&db))).join().unwrap();
        (after, fresh)
    }

    fn duel(seed: u64) -> Value {
        let mut setup: Value = serde_json::from_str(include_str!("../../bench/setups/duel.json")).unwrap();
        setup["seed"] = json!(seed);
        setup
    }

    #[test]
    fn games_of_the_same_decks_share_one_table() {
        let db = db();
        let (a, b) = (game(&db, &duel(1)), game(&db, &duel(2)));
        assert!(Arc::ptr_eq(&a.cards, &b.cards));
        assert!(!Arc::ptr_eq(&a.cards, &game(&self::db(), &duel(1)).cards), "another database");
    }

    /// 401.2: a shuffled library's cards are renumbered, so the game's
    /// objects name its cards in another order than its setup did; reading
    /// the game back still shares the setup's table, and is the game a
    /// fresh table gives.
    #[test]
    fn a_shuffled_game_read_back_from_its_json_shares_its_table_401_2() {
        let db = db();
        let setup = game(&db, &duel(4));
        let back = Game::from_json(&db, &setup.to_json()).unwrap();
        assert!(Arc::ptr_eq(&setup.cards, &back.cards));
        let (after, fresh) = after_and_fresh(&duel(4), |db| Game::from_json(db, &game(db, &duel(4)).to_json()));
        assert!(!fresh.starts_with("Err"), "{fresh}");
        assert_eq!(after, fresh);
    }

    #[test]
    fn a_game_after_a_game_of_other_decks_is_the_game_a_fresh_table_gives() {
        // The same first cards, then others; fewer cards; other cards first.
        let then: [Build; 3] = [
            |db| {
                Game::from_setup_json(
                    db,
                    r#"{"players": [{"battlefield": ["Forest", "Forest", "Grizzly Bears"],
                    "hand": ["Giant Growth", "Llanowar Elves"]}, {"battlefield": ["Mountain"]}], "step": "precombatMain"}"#,
                )
            },
            |db| Game::from_setup_json(db, r#"{"players": [{"battlefield": ["Forest"], "hand": ["Forest"]}, {}]}"#),
            |db| {
                Game::from_setup_json(
                    db,
                    r#"{"players": [{"battlefield": ["Mountain", "Mountain"],
                    "hand": ["Lightning Bolt"]}, {"battlefield": ["Grizzly Bears"]}], "step": "precombatMain"}"#,
                )
            },
        ];
        for then in then {
            let (after, fresh) = after_and_fresh(&duel(3), then);
            assert!(!fresh.starts_with("Err"), "{fresh}");
            assert_eq!(after, fresh);
        }
    }

    /// 111.4: a token is known only if a card of the game makes it, whatever
    /// games this thread built before.
    #[test]
    fn a_token_no_card_of_the_game_makes_is_unknown_after_a_game_with_its_maker() {
        let first = json!({ "players": [{ "battlefield": ["Forest"], "library": ["Invasion of Belenon"] }, {}] });
        let (after, fresh) = after_and_fresh(&first, |db| {
            let forest = Game::from_setup_json(db, r#"{"players": [{"battlefield": ["Forest"]}, {}]}"#).unwrap();
            let mut state: Value = serde_json::from_str(&forest.to_json()).unwrap();
            let mut knight = state["objects"][0].clone();
            let id = state["nextObjectId"].clone();
            knight["id"] = id.clone();
            knight["card"] = json!("2/2 white Knight creature token with vigilance");
            knight["token"] = json!(true);
            state["objects"].as_array_mut().unwrap().push(knight);
            state["battlefield"].as_array_mut().unwrap().push(id.clone());
            state["nextObjectId"] = json!(id.as_u64().unwrap() + 1);
            Game::from_json(db, &state.to_string())
        });
        assert_eq!(after, fresh);
        assert!(fresh.contains("unknown_card"), "{fresh}");
    }
}
