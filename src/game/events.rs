//! [`Event`]: what [`Game::apply`](super::Game::apply) reports it did.

use super::combat::{AttackDeclaration, BlockDeclaration, DamageTo};
use super::ids::{ObjectId, PlayerId};
use super::payment::PaidBy;
use super::state::{CastMethod, ManaType, Step, TriggerKind};
use super::targets::Target;
use crate::card::Zone;
use crate::counter::CounterKind;
use serde::Serialize;

/// Something that happened, in order. Serialized as a `type`-tagged object
/// in camelCase, e.g. `{ "type": "spellCast", "player": 0, ... }`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, tsify::Tsify)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Event {
    /// 305.1. A land was played: the card in hand (`from`) is now the
    /// permanent `object` (400.7).
    LandPlayed {
        /// Who played it.
        player: PlayerId,
        /// The card's name.
        card: String,
        /// Its id in the hand.
        from: ObjectId,
        /// Its id on the battlefield.
        object: ObjectId,
        /// 712.12. The face it entered with, if not the front.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        face: Option<usize>,
        /// Whether it entered tapped.
        tapped: bool,
    },
    /// 605, 106.4. A permanent was tapped for mana, which went to the pool.
    ManaAdded {
        /// Whose pool.
        player: PlayerId,
        /// The permanent tapped.
        source: ObjectId,
        /// The mana added.
        mana: Vec<ManaType>,
    },
    /// 601.2h. Mana was spent from the pool.
    ManaSpent {
        /// Whose pool.
        player: PlayerId,
        /// The mana spent.
        mana: Vec<ManaType>,
    },
    /// 702.51a, 702.126a. A creature (convoke) or artifact (improvise) was
    /// tapped to pay for a spell instead of mana.
    TappedToPay {
        /// Who cast the spell.
        player: PlayerId,
        /// The permanent tapped.
        object: ObjectId,
        /// What let it pay.
        by: PaidBy,
    },
    /// 701.22a. A player scried: `top` kept on top (top first), `bottom`
    /// put on the bottom.
    Scried {
        /// Who.
        player: PlayerId,
        /// The cards kept on top.
        top: Vec<ObjectId>,
        /// The cards put on the bottom.
        bottom: Vec<ObjectId>,
    },
    /// 701.25a. A player surveilled: `top` kept on top (top first),
    /// `graveyard` the cards put into the graveyard (their new ids).
    Surveilled {
        /// Who.
        player: PlayerId,
        /// The cards kept on top.
        top: Vec<ObjectId>,
        /// The cards now in the graveyard.
        graveyard: Vec<ObjectId>,
    },
    /// 701.44a–b. A permanent explored: its controller revealed `card` (none
    /// from an empty library), which went to their hand if it was a land
    /// card; otherwise the permanent got a +1/+1 counter and the card went
    /// back on top or (`graveyard`, its new id) into the graveyard.
    Explored {
        /// The permanent that explored.
        object: ObjectId,
        /// Its controller.
        player: PlayerId,
        /// The card revealed.
        card: Option<ObjectId>,
        /// Whether it was a land card (put into the hand).
        land: bool,
        /// The card's id in the graveyard, if it was put there.
        graveyard: Option<ObjectId>,
    },
    /// 611.2a, 613.1d. A permanent became a creature until end of turn.
    BecameCreature {
        /// The permanent.
        object: ObjectId,
    },
    /// 119.4. Life was paid.
    LifePaid {
        /// Who paid.
        player: PlayerId,
        /// How much.
        amount: u32,
    },
    /// 601.2i. A spell became cast: the card (`from`) is the spell `object` on the stack.
    SpellCast {
        /// Who cast it.
        player: PlayerId,
        /// The card's name.
        card: String,
        /// Its id in the hand.
        from: ObjectId,
        /// Its id on the stack.
        object: ObjectId,
        /// How it was cast.
        method: CastMethod,
        /// 601.2f. The total cost paid.
        total_cost: String,
        /// The value of X, if the cost has X.
        x: Option<u32>,
    },
    /// 117.3d. A player passed priority.
    PriorityPassed {
        /// Who passed.
        player: PlayerId,
    },
    /// The top object of the stack resolved (CR 608): a permanent spell became
    /// `permanent` (608.3a), any other went to its owner's graveyard as
    /// `graveyard` (608.2n).
    SpellResolved {
        /// Its id on the stack.
        object: ObjectId,
        /// The card's name.
        card: String,
        /// The permanent it became.
        permanent: Option<ObjectId>,
        /// Its id in the graveyard, for an instant or sorcery.
        graveyard: Option<ObjectId>,
    },
    /// 106.4. Mana pools emptied at the end of a step or phase.
    ManaPoolsEmptied,
    /// 500. A step or main phase began.
    StepBegan {
        /// The turn number.
        turn: u32,
        /// The step.
        step: Step,
        /// Whose turn it is.
        active_player: PlayerId,
    },
    /// 701.3a. An Equipment or Aura became attached to a permanent.
    Attached {
        /// The Equipment or Aura.
        object: ObjectId,
        /// What it is attached to.
        to: ObjectId,
    },
    /// 704.5n. An Equipment became unattached (state-based action).
    Unattached {
        /// The Equipment.
        object: ObjectId,
    },
    /// 702.26a–b. A permanent phased out (treated as though it does not
    /// exist until it phases in; the same object, 702.26d).
    PhasedOut {
        /// The permanent.
        object: ObjectId,
        /// The card's name.
        card: String,
    },
    /// 502.1, 702.26a. A phased-out permanent phased in.
    PhasedIn {
        /// The permanent.
        object: ObjectId,
        /// The card's name.
        card: String,
    },
    /// 502.3. Permanents untapped in the untap step (or by an effect).
    Untapped {
        /// The permanents.
        objects: Vec<ObjectId>,
    },
    /// 613.4d (layer 7d). A creature's power and toughness are switched
    /// until end of turn.
    PowerToughnessSwitched {
        /// The creature.
        object: ObjectId,
    },
    /// 613.1b (layer 2), 108.4. A permanent's controller changed: a
    /// control-changing effect began or ended.
    ControlChanged {
        /// The permanent.
        object: ObjectId,
        /// Its controller now.
        controller: PlayerId,
    },
    /// 504.1, 121. A player drew a card: `from` in the library is `object` in the hand.
    CardDrawn {
        /// Who drew.
        player: PlayerId,
        /// Its id in the library.
        from: ObjectId,
        /// Its id in the hand.
        object: ObjectId,
    },
    /// 614.1a. A player skipped a draw a replacement effect replaced
    /// (Notion Thief: its controller draws instead).
    DrawSkipped {
        /// Who would have drawn.
        player: PlayerId,
        /// The permanent whose ability replaced the draw.
        source: ObjectId,
    },
    /// 702.52a. A player dredged instead of drawing: they milled `milled`
    /// cards and the card with dredge went from their graveyard to their
    /// hand (an `objectMoved` follows).
    Dredged {
        /// Who would have drawn.
        player: PlayerId,
        /// The card in the graveyard.
        from: ObjectId,
        /// The card in hand.
        object: ObjectId,
        /// How many cards were milled (its N).
        milled: u32,
    },
    /// 121.2b. A player's draw didn't happen: they had drawn a card this
    /// turn and can't draw more than one (Narset, Parter of Veils).
    DrawPrevented {
        /// Who would have drawn.
        player: PlayerId,
        /// The permanent whose ability stops the draw.
        source: ObjectId,
    },
    /// 508.1. Attackers were declared (possibly none); `tapped` lists those
    /// that became tapped (not those with vigilance, 702.20b).
    AttackersDeclared {
        /// The attacking player.
        player: PlayerId,
        /// Each attacker and what it attacks.
        attackers: Vec<AttackDeclaration>,
        /// The attackers tapped (508.1f).
        tapped: Vec<ObjectId>,
    },
    /// 509.1. A defending player declared blockers (possibly none).
    BlockersDeclared {
        /// The defending player.
        player: PlayerId,
        /// Each blocker and the attacker it blocks.
        blockers: Vec<BlockDeclaration>,
    },
    /// 120. Damage was dealt.
    DamageDealt {
        /// The source.
        source: ObjectId,
        /// The source's name.
        card: String,
        /// Who or what was dealt the damage.
        to: DamageTo,
        /// How much.
        amount: u32,
        /// 510.2. Whether it was combat damage.
        combat: bool,
    },
    /// 119.3, 702.15b. A player gained life.
    LifeGained {
        /// Who.
        player: PlayerId,
        /// How much.
        amount: u32,
    },
    /// 119.3. A player lost life (other than from damage or payment).
    LifeLost {
        /// Who.
        player: PlayerId,
        /// How much.
        amount: u32,
    },
    /// 400.7. An object moved (destroyed, put into a graveyard by a
    /// state-based action, exiled): `from` is now `object` in `zone`.
    ObjectMoved {
        /// The card's name.
        card: String,
        /// Its old id.
        from: ObjectId,
        /// Its new id.
        object: ObjectId,
        /// Where it went.
        zone: Zone,
    },
    /// 514.1, 701.9. A card was discarded.
    Discarded {
        /// Who discarded.
        player: PlayerId,
        /// The card's name.
        card: String,
        /// Its id in the hand.
        from: ObjectId,
        /// Its id in the graveyard.
        object: ObjectId,
    },
    /// 104.3, 704.5a–b. A player lost the game (`rule` says why).
    PlayerLost {
        /// Who.
        player: PlayerId,
        /// The rule, e.g. `704.5a`.
        #[tsify(type = "string")]
        rule: &'static str,
    },
    /// 104.2. The game is over; the winner, if any (none in a draw).
    GameOver {
        /// The last player in the game.
        winner: Option<PlayerId>,
    },
    /// 310.9. A battle's protector was chosen.
    ProtectorChosen {
        /// The battle.
        battle: ObjectId,
        /// Its protector.
        player: PlayerId,
    },
    /// 105.1, 608.2d. A player chose a color for a resolving spell or
    /// ability's "Choose a color.".
    ColorChosen {
        /// Who chose.
        player: PlayerId,
        /// The spell or ability.
        object: ObjectId,
        /// The color.
        color: crate::color::Color,
    },
    /// 603.3. A triggered ability was put on the stack as `object`.
    TriggerPutOnStack {
        /// The ability on the stack.
        object: ObjectId,
        /// Its source.
        source: ObjectId,
        /// The source's name.
        card: String,
        /// What it does.
        kind: TriggerKind,
    },
    /// 602.2. An activated ability was activated: it is `object` on the stack.
    AbilityActivated {
        /// Who activated it.
        player: PlayerId,
        /// The ability on the stack.
        object: ObjectId,
        /// Its source (as it was; it may have left its zone paying the cost).
        source: ObjectId,
        /// The source's name.
        card: String,
        /// The ability's index among the source's abilities.
        ability: usize,
    },
    /// 608.2. A triggered ability resolved (and ceased to exist).
    AbilityResolved {
        /// The ability.
        object: ObjectId,
        /// Its source.
        source: ObjectId,
        /// The source's name.
        card: String,
    },
    /// 310.12b. A player chose not to cast a card ("you may").
    Declined {
        /// Who.
        player: PlayerId,
        /// The card, which stays where it is.
        object: ObjectId,
    },
    /// 701.20a. A player revealed a card (the top card of their library,
    /// Counterbalance).
    Revealed {
        /// Who.
        player: PlayerId,
        /// The card.
        object: ObjectId,
        /// Its name.
        card: String,
    },
    /// 116.2g, 702.139a. A player put their companion from outside the game
    /// into their hand.
    CompanionPutIntoHand {
        /// Who.
        player: PlayerId,
        /// Its name.
        card: String,
        /// The card in their hand.
        object: ObjectId,
    },
    /// 702.170a–b. A player plotted a card: it is in exile, plotted.
    Plotted {
        /// Who.
        player: PlayerId,
        /// Its name.
        card: String,
        /// The card in exile.
        object: ObjectId,
    },
    /// 702.143a. A player foretold a card: it is in exile, face down.
    Foretold {
        /// Who.
        player: PlayerId,
        /// Its name.
        card: String,
        /// The card in exile.
        object: ObjectId,
    },
    /// 702.62a. A player suspended a card: it is in exile with time
    /// counters on it.
    Suspended {
        /// Who.
        player: PlayerId,
        /// Its name.
        card: String,
        /// The card in exile.
        object: ObjectId,
        /// How many time counters were put on it.
        time: u32,
    },
    /// 701.24. A library was shuffled.
    LibraryShuffled {
        /// Whose.
        player: PlayerId,
    },
    /// 601.2c, 603.3d. Targets were chosen for a spell or ability.
    TargetsChosen {
        /// The spell or ability on the stack.
        object: ObjectId,
        /// Its targets, in order.
        targets: Vec<Target>,
        /// 603.3c, 700.2b. For a modal triggered ability: the modes chosen,
        /// by index in printed order.
        #[serde(skip_serializing_if = "Vec::is_empty")]
        modes: Vec<usize>,
    },
    /// 608.2b, 603.3d. A spell or ability did not resolve: all its targets
    /// were illegal, or a triggered ability had no legal target as it was
    /// put on the stack. A spell goes to its owner's graveyard.
    DidNotResolve {
        /// The spell or ability.
        object: ObjectId,
        /// Its card's name (an ability's: its source's).
        card: String,
        /// The card in the graveyard, for a spell.
        graveyard: Option<ObjectId>,
        /// `608.2b` or `603.3d`.
        #[tsify(type = "string")]
        rule: &'static str,
    },
    /// 702.140c, 729.2. A mutating creature spell merged with its target
    /// (on top or under): the spell left the stack, and the permanent, the
    /// same object (729.2c), is represented by one more card.
    Mutated {
        /// The spell's controller.
        player: PlayerId,
        /// The spell's card.
        card: String,
        /// The spell (it no longer exists).
        spell: ObjectId,
        /// The merged permanent.
        object: ObjectId,
        /// Whether the spell was put on top.
        on_top: bool,
    },
    /// 701.6a. A spell was countered and put into its owner's graveyard.
    Countered {
        /// The spell.
        object: ObjectId,
        /// Its card's name.
        card: String,
        /// Its id in the graveyard.
        graveyard: ObjectId,
    },
    /// 701.6a, 614.1a. A spell was countered and exiled instead of being put
    /// into its owner's graveyard ("If that spell is countered this way,
    /// exile it instead …").
    CounteredIntoExile {
        /// The spell.
        object: ObjectId,
        /// Its card's name.
        card: String,
        /// Its id in exile.
        exile: ObjectId,
    },
    /// 701.8a. A permanent was destroyed and put into its owner's graveyard.
    Destroyed {
        /// The permanent.
        object: ObjectId,
        /// Its card's name.
        card: String,
        /// Its id in the graveyard.
        graveyard: ObjectId,
    },
    /// 111.1, 701.7. A token was created on the battlefield.
    TokenCreated {
        /// The token.
        object: ObjectId,
        /// What it is (a token description, or the copied card, 707.2).
        card: String,
        /// Its controller (and owner, 111.2).
        controller: PlayerId,
    },
    /// 114.2. A player got an emblem (in the command zone).
    EmblemCreated {
        /// The emblem.
        object: ObjectId,
        /// The card whose ability gave it.
        card: String,
        /// Its owner and controller.
        player: PlayerId,
    },
    /// 704.5d. A token left the battlefield and ceased to exist.
    TokenCeasedToExist {
        /// The token where it went.
        object: ObjectId,
        /// What it was.
        card: String,
    },
    /// 707.10. A copy of a spell was put on the stack (not cast).
    SpellCopied {
        /// The spell copied.
        original: ObjectId,
        /// The copy.
        copy: ObjectId,
        /// Its card.
        card: String,
        /// The copy's controller (and owner, 707.10a).
        controller: PlayerId,
    },
    /// 704.5e. A copy of a spell left the stack and ceased to exist.
    SpellCopyCeasedToExist {
        /// The copy where it went.
        object: ObjectId,
        /// Its card.
        card: String,
    },
    /// 707.9. A permanent entered as a copy of another (or, declining,
    /// as itself: `copied` is null).
    EnteredAsCopy {
        /// The permanent.
        object: ObjectId,
        /// The permanent copied.
        copied: Option<ObjectId>,
        /// The card whose copiable values it has.
        card: String,
    },
    /// 707.2, 613.2a. A permanent became a copy of another (Thespian's Stage).
    BecameCopy {
        /// The permanent.
        object: ObjectId,
        /// The permanent copied.
        copied: ObjectId,
        /// The card whose copiable values it has.
        card: String,
    },
    /// 611.2a, 613.4c. A permanent gets +N/+N until end of turn.
    Pumped {
        /// The permanent.
        object: ObjectId,
        /// Power change.
        power: i32,
        /// Toughness change.
        toughness: i32,
    },
    /// 122.1. Counters were put on a permanent.
    CountersPut {
        /// The permanent.
        object: ObjectId,
        /// The kind, e.g. `+1/+1`.
        #[tsify(type = "string")]
        counter: CounterKind,
        /// How many.
        count: u32,
    },
    /// 122.8. Counters were removed from a permanent by an effect.
    CountersRemoved {
        /// The permanent.
        object: ObjectId,
        /// The kind, e.g. `ice`.
        #[tsify(type = "string")]
        counter: CounterKind,
        /// How many.
        count: u32,
    },
    /// 122.1. A player got counters, e.g. poison counters from toxic
    /// (702.164c, 120.3g).
    PlayerCountersPut {
        /// Who.
        player: PlayerId,
        /// The kind, e.g. `poison`.
        #[tsify(type = "string")]
        counter: CounterKind,
        /// How many.
        count: u32,
    },
    /// 103.5. A player declared whether they keep their hand (`keep`) or
    /// take a mulligan.
    MulliganDeclared {
        /// Who.
        player: PlayerId,
        /// Whether they keep.
        keep: bool,
    },
    /// 103.5. A player took a mulligan (their `mulligans`-th): their hand
    /// was shuffled into their library and they draw a new hand.
    MulliganTaken {
        /// Who.
        player: PlayerId,
        /// How many mulligans they have taken now.
        mulligans: u32,
    },
    /// 103.5. After a mulligan, cards from hand (`from`) were put on the
    /// bottom of the library as `objects`, in order (the last is the bottom card).
    PutOnBottom {
        /// Whose library.
        player: PlayerId,
        /// Their ids in the hand.
        from: Vec<ObjectId>,
        /// Their ids in the library.
        objects: Vec<ObjectId>,
    },
    /// 103.5, 103.8. Every player has kept an opening hand: the game begins.
    MulligansDone,
    /// 724.1, 724.3. A player became the monarch (the one before, if any,
    /// ceased to be).
    BecameTheMonarch {
        /// Who.
        player: PlayerId,
    },
    /// 701.15a. A creature was goaded by a player (until their next turn).
    Goaded {
        /// The creature.
        object: ObjectId,
        /// The goading player.
        by: PlayerId,
    },
    /// 725.1, 725.3. A player took the initiative (the one before, if any,
    /// ceased to have it).
    TookTheInitiative {
        /// Who.
        player: PlayerId,
    },
    /// 701.49, 309.4. A player's venture marker moved into a room of their
    /// dungeon (Undercity; onto its topmost room as it entered the command
    /// zone).
    VenturedIntoRoom {
        /// The dungeon's owner.
        player: PlayerId,
        /// The room.
        room: crate::game::DungeonRoom,
    },
    /// 309.7. A player removed their dungeon from the game: they completed it.
    CompletedDungeon {
        /// Who.
        player: PlayerId,
    },
    /// 730.1, 730.1a. It became day or night (702.145d, 702.145g, 502.2).
    BecameDayOrNight {
        /// Which it is now.
        designation: crate::game::DayNight,
    },
    /// 701.28a. A permanent transformed: its other face is up now (`face`,
    /// 0 the front), the same object (712.18).
    Transformed {
        /// Which.
        object: ObjectId,
        /// The face up now.
        face: u32,
    },
}
