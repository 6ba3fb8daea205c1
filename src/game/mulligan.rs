//! The London mulligan (CR 103.5): opening hands are drawn, then each player
//! in turn order, the starting player first, declares whether they keep
//! their hand or take a mulligan; once every player still deciding has
//! declared, those who chose to mulligan do so at the same time — shuffle
//! their hand into their library, draw a new hand of seven, then put as many
//! cards as mulligans they have taken on the bottom of their library in an
//! order they choose. The process repeats until every player has kept.
//!
//! Every step is a typed action: [`Action::Mulligan`](super::Action::Mulligan)
//! answers [`Pending::Mulligan`], [`Action::PutOnBottom`](super::Action::PutOnBottom)
//! answers [`Pending::MulliganBottom`]. The process's bookkeeping
//! ([`Mulligans`]) travels in the pending choice, so a game serialized in
//! the middle of it reads back and continues.
//!
//! Simultaneous choices (the cards each mulliganing player puts on the
//! bottom) are asked one player at a time in turn order from the starting
//! player (101.4). Shuffles use the game's own seeded generator, in that
//! order, so the same seed and the same answers give the same hands.

use super::Game;
use super::combat::illegal;
use super::error::RulesError;
use super::events::Event;
use super::ids::{ObjectId, PlayerId};
use super::state::{Pending, Step};
use super::turn::Flow;
use crate::card::Zone;
use serde::{Deserialize, Serialize};

/// 103.5. The starting hand size.
pub const STARTING_HAND_SIZE: u32 = 7;

/// The most answers [`Game::legal_actions`] lists for putting cards on the
/// bottom (every set of cards in hand order, up to this bound; any other
/// choice and any order is legal nonetheless).
const MAX_BOTTOM_ANSWERS: usize = 256;

/// The state of the mulligan process (103.5), by seat. Serialized as
/// `{ "taken": [1, 0], "kept": [false, true], "declared": [true, false] }`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Mulligans {
    /// How many mulligans each player has taken.
    pub taken: Vec<u32>,
    /// Whether each player has kept their opening hand (and may not take
    /// further mulligans).
    pub kept: Vec<bool>,
    /// In this round: whether each player declared a mulligan (and has not
    /// yet finished taking it).
    pub declared: Vec<bool>,
}

impl Mulligans {
    /// The process for `players` players, before anyone has declared.
    pub fn new(players: usize) -> Mulligans {
        Mulligans { taken: vec![0; players], kept: vec![false; players], declared: vec![false; players] }
    }

    fn taken(&self, p: PlayerId) -> u32 {
        self.taken.get(p.index()).copied().unwrap_or(0)
    }

    fn kept(&self, p: PlayerId) -> bool {
        self.kept.get(p.index()).copied().unwrap_or(false)
    }

    fn declared(&self, p: PlayerId) -> bool {
        self.declared.get(p.index()).copied().unwrap_or(false)
    }

    fn set(list: &mut Vec<bool>, p: PlayerId, value: bool) {
        if list.len() <= p.index() {
            list.resize(p.index() + 1, false);
        }
        if let Some(v) = list.get_mut(p.index()) {
            *v = value;
        }
    }

    fn add_taken(&mut self, p: PlayerId) {
        if self.taken.len() <= p.index() {
            self.taken.resize(p.index() + 1, 0);
        }
        if let Some(t) = self.taken.get_mut(p.index()) {
            *t = t.saturating_add(1);
        }
    }
}

impl Game {
    /// 103.5c. The mulligans of `player` that count toward the cards put on
    /// the bottom and the limit: all of them in a two-player game; in a
    /// multiplayer game (more than two players, 100.2) the first is free.
    fn counted_mulligans(&self, mulligans: &Mulligans, player: PlayerId) -> u32 {
        let taken = mulligans.taken(player);
        if self.state.players.len() > 2 { taken.saturating_sub(1) } else { taken }
    }

    /// 103.5. Whether `player` may take another mulligan: not once their
    /// opening hand would be zero cards.
    fn may_mulligan(&self, mulligans: &Mulligans, player: PlayerId) -> bool {
        !mulligans.kept(player) && self.counted_mulligans(mulligans, player) < STARTING_HAND_SIZE
    }

    /// 103.5. Turn order from the starting player (the active player of the
    /// first turn), players still in the game only.
    fn mulligan_order(&self) -> Vec<PlayerId> {
        self.state.apnap()
    }

    /// 103.5. At the start of the game: each player, in turn order, draws
    /// a hand of seven cards, then the starting player is asked whether they
    /// keep it. The game waits for the mulligan process before anyone gets
    /// priority.
    pub(crate) fn deal_opening_hands(&mut self) -> Result<(), RulesError> {
        let mut events = Vec::new();
        let order = self.mulligan_order();
        for &p in &order {
            self.draw_opening_hand(p, STARTING_HAND_SIZE, &mut events)?;
        }
        let mulligans = Mulligans::new(self.state.players.len());
        self.state.pending = order.first().map(|&player| Pending::Mulligan { player, mulligans });
        Ok(())
    }

    /// The answers offered for [`Pending::Mulligan`]: keep, and mulligan
    /// when the player still may.
    pub(crate) fn mulligan_choices(&self, player: PlayerId, mulligans: &Mulligans) -> Vec<super::Action> {
        let mut answers = vec![super::Action::Mulligan { player, keep: true }];
        if self.may_mulligan(mulligans, player) {
            answers.push(super::Action::Mulligan { player, keep: false });
        }
        answers
    }

    /// The answers offered for [`Pending::MulliganBottom`]: every choice of
    /// `count` cards of the hand, in hand order (the last `count` cards
    /// first), up to a bound.
    pub(crate) fn bottom_choices(&self, player: PlayerId, count: u32) -> Vec<super::Action> {
        let hand = self.state.player(player).map(|p| p.hand.clone()).unwrap_or_default();
        let k = (count as usize).min(hand.len());
        let mut answers = Vec::new();
        // The last k cards of the hand, then every k-subset in hand order.
        let last: Vec<ObjectId> = hand.get(hand.len() - k..).map(<[ObjectId]>::to_vec).unwrap_or_default();
        answers.push(super::Action::PutOnBottom { player, objects: last.clone() });
        let mut indices: Vec<usize> = (0..k).collect();
        loop {
            let choice: Vec<ObjectId> = indices.iter().filter_map(|&i| hand.get(i).copied()).collect();
            if choice != last {
                answers.push(super::Action::PutOnBottom { player, objects: choice });
            }
            if answers.len() >= MAX_BOTTOM_ANSWERS {
                break;
            }
            // The next k-subset in lexicographic order.
            let Some(i) = (0..k).rev().find(|&i| indices.get(i).is_some_and(|&v| v < hand.len() - k + i)) else {
                break;
            };
            if let Some(v) = indices.get_mut(i) {
                *v += 1;
            }
            for j in i + 1..k {
                let prev = indices.get(j - 1).copied().unwrap_or(0);
                if let Some(v) = indices.get_mut(j) {
                    *v = prev + 1;
                }
            }
        }
        answers
    }

    /// Answers [`Pending::Mulligan`] (103.5): `player` keeps their hand or
    /// declares a mulligan.
    pub(crate) fn declare_mulligan(&mut self, player: PlayerId, keep: bool) -> Result<Vec<Event>, RulesError> {
        let Some(Pending::Mulligan { mulligans, .. }) = self.state.pending.clone() else {
            return Err(illegal("nothing_to_choose", "103.5", "no mulligan decision is pending"));
        };
        let mut mulligans = mulligans;
        if keep {
            Mulligans::set(&mut mulligans.kept, player, true);
        } else {
            if !self.may_mulligan(&mulligans, player) {
                return Err(illegal(
                    "no_more_mulligans",
                    "103.5",
                    format!(
                        "{player} has taken {} mulligan(s): their opening hand would be zero cards, so they may not take another",
                        mulligans.taken(player)
                    ),
                ));
            }
            Mulligans::set(&mut mulligans.declared, player, true);
        }
        let mut events = vec![Event::MulliganDeclared { player, keep }];
        self.continue_mulligans(player, mulligans, &mut events)?;
        Ok(events)
    }

    /// Answers [`Pending::MulliganBottom`] (103.5): puts the chosen cards
    /// from hand on the bottom of the library, `objects` in order (the last
    /// one listed becomes the bottom card).
    pub(crate) fn put_on_bottom(&mut self, player: PlayerId, objects: &[ObjectId]) -> Result<Vec<Event>, RulesError> {
        let Some(Pending::MulliganBottom { count, mulligans, .. }) = self.state.pending.clone() else {
            return Err(illegal("nothing_to_choose", "103.5", "no cards are to be put on the bottom"));
        };
        let hand = self.state.player(player).map(|p| p.hand.clone()).unwrap_or_default();
        let expected = (count as usize).min(hand.len());
        if objects.len() != expected {
            return Err(illegal(
                "wrong_number_of_cards",
                "103.5",
                format!("{player} puts {expected} card(s) on the bottom of their library, not {}", objects.len()),
            ));
        }
        for (i, id) in objects.iter().enumerate() {
            if !hand.contains(id) {
                return Err(illegal("not_in_hand", "103.5", format!("{id} is not a card in {player}'s hand")));
            }
            if objects.get(..i).is_some_and(|before| before.contains(id)) {
                return Err(illegal("duplicate_card", "103.5", format!("{id} is listed more than once")));
            }
        }
        let mut moved = Vec::with_capacity(objects.len());
        for &id in objects {
            moved.push(self.move_object(id, Zone::Library, player)?); // pushed last: the bottom (401.1)
        }
        let mut mulligans = mulligans;
        Mulligans::set(&mut mulligans.declared, player, false);
        let mut events = vec![Event::PutOnBottom { player, from: objects.to_vec(), objects: moved }];
        self.continue_mulligans(player, mulligans, &mut events)?;
        Ok(events)
    }

    /// After `last` declared or put cards on the bottom: asks the next
    /// player in turn order; once every player still deciding has declared,
    /// the mulligans are taken at the same time, then each mulliganing
    /// player puts cards on the bottom; then a new round, or the game
    /// begins.
    fn continue_mulligans(
        &mut self,
        last: PlayerId,
        mut mulligans: Mulligans,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        let order = self.mulligan_order();
        let bottoming = matches!(self.state.pending, Some(Pending::MulliganBottom { .. }));
        let after: Vec<PlayerId> = order.iter().copied().skip_while(|&p| p != last).skip(1).collect();
        if !bottoming {
            // Declarations: the next player in turn order who has not yet declared.
            if let Some(&player) = after.iter().find(|&&p| !mulligans.kept(p) && !mulligans.declared(p)) {
                self.state.pending = Some(Pending::Mulligan { player, mulligans });
                return Ok(());
            }
            // Everyone has declared: those who chose a mulligan take it at the same time.
            for &p in &order {
                if mulligans.declared(p) {
                    mulligans.add_taken(p);
                    self.take_mulligan(p, mulligans.taken(p), events)?;
                }
            }
            if let Some(pending) = self.next_bottom(&order, &mut mulligans) {
                self.state.pending = Some(pending);
                return Ok(());
            }
        } else {
            let rest: Vec<PlayerId> = after;
            if let Some(pending) = self.next_bottom(&rest, &mut mulligans) {
                self.state.pending = Some(pending);
                return Ok(());
            }
        }
        // A new round among the players who have not kept, or the game begins.
        if let Some(&player) = order.iter().find(|&&p| !mulligans.kept(p)) {
            self.state.pending = Some(Pending::Mulligan { player, mulligans });
            return Ok(());
        }
        self.state.pending = None;
        self.state.passes = 0;
        events.push(Event::MulligansDone);
        self.begin_game(None, events)
    }

    /// 103.6, 103.6a. Once the mulligans are done: the next card after
    /// `after` (players in turn order from the starting player, each one's
    /// cards in id order) that its owner may begin the game with on the
    /// battlefield is asked about; with none left, the game begins at the
    /// setup's step (an untap step runs its turn-based actions and gives no
    /// priority, 502.4).
    fn begin_game(&mut self, after: Option<(PlayerId, ObjectId)>, events: &mut Vec<Event>) -> Result<(), RulesError> {
        let order = self.mulligan_order();
        let rank = |p: PlayerId| order.iter().position(|&q| q == p).unwrap_or(usize::MAX);
        let after = after.map(|(p, id)| (rank(p), id));
        let next = order
            .iter()
            .flat_map(|&p| {
                let hand = self.state.player(p).map_or(&[][..], |pl| pl.hand.as_slice());
                hand.iter().map(move |&id| (p, id))
            })
            .filter(|&(p, id)| after.is_none_or(|a| (rank(p), id) > a) && self.begins_on_battlefield(id))
            .min_by_key(|&(p, id)| (rank(p), id));
        if let Some((player, object)) = next {
            let purpose = super::state::ChoicePurpose::BeginOnBattlefield;
            self.state.pending = Some(Pending::YouMay { player, object, purpose });
            return Ok(());
        }
        let flow = if self.state.step == Step::Untap { self.begin_step(Step::Untap, events)? } else { Flow::Priority };
        self.proceed(flow, events)
    }

    /// 103.6a. Whether the card `id` says its owner may begin the game with
    /// it on the battlefield.
    fn begins_on_battlefield(&self, id: ObjectId) -> bool {
        let Some(object) = self.state.object(id) else { return false };
        let begins = |a: &crate::text::Ability| {
            matches!(a, crate::text::Ability::Static { ability: crate::text::StaticAbility::BeginGameOnBattlefield })
        };
        self.printed_abilities_of(object).iter().any(begins)
    }

    /// 103.6a. The answer to [`Pending::YouMay`] for a card in an opening
    /// hand: put onto the battlefield (accepted) or kept in hand; then the
    /// next card is asked about, or the game begins.
    pub(crate) fn answer_opening_hand_action(
        &mut self,
        player: PlayerId,
        object: ObjectId,
        accept: bool,
    ) -> Result<Vec<Event>, RulesError> {
        self.state.pending = None;
        let mut events = Vec::new();
        if accept {
            crate::executed!(static &crate::text::StaticAbility::BeginGameOnBattlefield);
            let entering = super::enter::Entering::new(player, super::enter::EnterCause::Effect);
            self.put_onto_battlefield(super::enter::Entrant::Object(object), entering, &mut events)?;
            if self.state.pending.is_some() {
                // No card read with this ability asks a choice as it enters (614.12).
                return Err(RulesError::Internal { message: "a choice while beginning the game".into() });
            }
        }
        self.begin_game(Some((player, object)), &mut events)?;
        Ok(events)
    }

    /// The next player among `candidates` who declared a mulligan and must
    /// put cards on the bottom; players with none to put there are done.
    fn next_bottom(&self, candidates: &[PlayerId], mulligans: &mut Mulligans) -> Option<Pending> {
        for &p in candidates {
            if !mulligans.declared(p) {
                continue;
            }
            let hand = self.state.player(p).map_or(0, |pl| pl.hand.len());
            let count = self.counted_mulligans(mulligans, p).min(u32::try_from(hand).unwrap_or(u32::MAX));
            if count == 0 {
                Mulligans::set(&mut mulligans.declared, p, false);
                continue;
            }
            return Some(Pending::MulliganBottom { player: p, count, mulligans: mulligans.clone() });
        }
        None
    }

    /// 103.5. Takes a mulligan: the hand is shuffled into the library (with
    /// the game's generator, 701.24) and a new hand of seven is drawn.
    fn take_mulligan(&mut self, player: PlayerId, taken: u32, events: &mut Vec<Event>) -> Result<(), RulesError> {
        let hand = self.state.player(player).map(|p| p.hand.clone()).unwrap_or_default();
        for id in hand {
            self.move_object(id, Zone::Library, player)?;
        }
        let mut rng = self.state.rng;
        if let Some(p) = self.state.player_mut(player) {
            rng.shuffle(&mut p.library);
        }
        self.state.rng = rng;
        events.push(Event::LibraryShuffled { player });
        events.push(Event::MulliganTaken { player, mulligans: taken });
        self.draw_opening_hand(player, STARTING_HAND_SIZE, events)
    }
}
