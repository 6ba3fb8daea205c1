//! Triggered abilities (CR 603): they trigger (603.2), wait, go on the stack
//! in APNAP order (603.3b) with their targets (603.3d), and resolve (608.2).

use crate::card::{CardType, Zone};
use crate::counter::CounterKind;
use crate::game::Game;
use crate::game::enter::{EnterCause, Entering, Entrant};
use crate::game::error::RulesError;
use crate::game::events::Event;
use crate::game::ids::{ObjectId, PlayerId};
use crate::game::state::{CastMethod, GameObject, Pending, PendingTrigger, Pump, StackAbility, TriggerKind};
use crate::text::{Ability, KeywordAbility, StaticAbility, Trigger, TriggerStep, Whose};

/// What an event's triggered abilities remember of it (608.2c).
#[derive(Clone, Copy)]
pub(crate) enum Seen {
    /// Nothing.
    Nothing,
    /// 601.2i. A spell cast: its caster and the spell.
    Cast { caster: PlayerId, spell: ObjectId },
    /// 121.1. A card drawn: who drew it.
    Draw { player: PlayerId },
    /// 510.2. Combat damage dealt to a player: that player.
    CombatDamageTo { player: PlayerId },
    /// 120.3. Damage dealt to a permanent, or combat damage a creature dealt
    /// to a player: the source's controller.
    DamagedBy { player: PlayerId },
    /// 120.3. Damage (combat or not) dealt to a player: that player.
    DamageTo { player: PlayerId },
    /// 702.29c. A card cycled: the X announced for its cycling ability.
    Cycled { x: Option<u32> },
    /// 603.6a. A permanent entered: whether as its spell resolved ("if you
    /// cast it", 603.4).
    Entered { cast: bool },
}

/// 603.2, 603.8. An event whose triggered abilities (or whose replacing
/// static abilities, 614.1a) are looked for on every permanent as it
/// happens. The game's card table says which of them some card watches
/// ([`Watches`]): the others are never looked for.
#[derive(Clone, Copy)]
pub(crate) enum Watched {
    /// 601.2i. A spell is cast.
    Cast,
    /// 121.1. A card is drawn.
    Draw,
    /// 119.9. A player gains life.
    GainLife,
    /// 122.1. A player puts counters on a creature.
    CountersPut,
    /// 508.1m. A player attacks with one or more creatures.
    Attack,
    /// 701.9a. A card is discarded.
    Discard,
    /// 115.1. A spell targets a creature.
    BecomesTarget,
    /// 603.6a. A permanent enters.
    Enters,
    /// 701.44b. A creature explores.
    Explores,
    /// 700.4. A creature dies ("Whenever this or another creature dies").
    Dies,
    /// 603.6c. A permanent is put into a graveyard from the battlefield.
    PutIntoGraveyard,
    /// 603.6c. A permanent leaves the battlefield.
    Leaves,
    /// 603.2. A card is put into a graveyard from anywhere.
    CardToGraveyard,
    /// 510.2. A creature deals combat damage to a player (an emblem's "a creature you control", Gix, Yawgmoth
    /// Praetor's "one of your opponents").
    CombatDamageToPlayer,
    /// 503.1a, 513.1a. A step begins.
    StepBegins,
    /// 603.8. A state trigger's condition is checked.
    State,
    /// 603.6a. "Artifacts and creatures entering don't cause abilities to trigger."
    EnteringDoesNotTrigger,
    /// 614.1a. Noncombat damage to an opponent's creature becomes -1/-1 counters.
    DamageBecomesCounters,
    /// 614.1a. An opponent's draw becomes the controller's (Notion Thief).
    DrawReplaced,
    /// 614.1a. A card or token would be put into a graveyard and is exiled instead (Rest in Peace).
    GraveyardReplaced,
    /// 614.1a. A card with "If [this] would be put into a graveyard from anywhere, exile it instead."
    ExiledInstead,
    /// 614.1a. A creature would die and is exiled instead, and a token is created (Kalitas, Traitor of Ghet).
    DiesReplaced,
    /// 613.1f. A permanent gives others a triggered ability (Energy Flux).
    GrantsTriggers,
    /// 307.5. A permanent lets its controller's opponents cast spells only as a sorcery (Teferi, Time Raveler).
    SorceryTimingOnly,
    /// 702.11c. A permanent gives its controller hexproof (Leyline of Sanctity).
    PlayerHexproof,
    /// 101.2. A permanent forbids cards in graveyards and libraries to enter or be cast (Grafdigger's Cage),
    /// or cards in graveyards to be targeted (Dennick, Pious Apprentice).
    GraveyardsAndLibrariesLocked,
    /// 121.2b. A permanent lets its controller's opponents draw one card each turn (Narset, Parter of Veils).
    DrawsLimited,
    /// 701.23. A permanent keeps its controller's opponents from searching their libraries (Ashiok, Dream Render).
    SearchesPrevented,
    /// 613.1f. A permanent makes creatures lose all abilities (Dress Down), or a permanent whose ability
    /// it counters (Tishana's Tidebinder, 611.2b).
    AbilitiesLost,
    /// 613.1e. A permanent makes its controller's nonland permanents all colors (Leyline of the Guildpact).
    AllColors,
    /// 614.1a. A permanent makes a land tapped for two or more mana produce {C} (Damping Sphere).
    LandManaDamped,
    /// 615.1. A permanent prevents some of the damage its controller's opponents' sources would deal (Valkmira,
    /// Protector's Shield).
    DamageReduced,
    /// 614.1c. A permanent makes its controller's lands enter untapped (Spelunking).
    LandsEnterUntapped,
    /// 614.1c. A permanent makes its controller's opponents' nonbasic (Archon of Emeria) or snow lands (Reidane, God
    /// of the Worthy) enter tapped.
    OpponentsLandsEnterTapped,
    /// 702.138a, 702.133a. A permanent gives cards in its controller's graveyard escape (Underworld Breach) or
    /// jump-start (Niv-Mizzet, Supreme).
    GraveyardCastGranted,
    /// 702.145, 730. A card has daybound or nightbound: the game's day and night are looked at.
    DayNight,
    /// 700.5, 613.1d. A permanent is a creature only with enough devotion (Klothys, God of Destiny).
    Devotion,
    /// 603.2. A card leaves a graveyard (Murktide Regent).
    LeavesGraveyard,
    /// 120.3. Damage is dealt to a permanent (Rona, Tolarian Obliterator).
    DealtDamage,
    /// 120.3. A permanent deals damage (Vessel of the All-Consuming): its own triggers, looked for only in a
    /// game with such a card.
    DealsDamage,
    /// 702.94a. A card with miracle is in the game: a player's first draw of a turn is looked at.
    Miracle,
    /// 702.62a. A card with suspend is in the game: exile is looked at as each upkeep begins.
    Suspend,
    /// 702.52a. A card with dredge is in the game: the drawer's graveyard is looked at as a card would be drawn.
    Dredge,
    /// 603.2. A card has a "triggers only if … in your graveyard" ability (Quakebringer): the active
    /// player's graveyard is looked at as a step begins.
    GraveyardTriggers,
}

impl Watched {
    /// The event a trigger condition watches beyond its own permanent
    /// (`None`: it is looked for on that permanent only).
    fn of(trigger: &Trigger) -> Option<Watched> {
        match trigger {
            Trigger::SelfEnters
            | Trigger::SelfEntersUntapped
            | Trigger::SelfAttacks
            | Trigger::SelfAttacksPlayerWithMostLife
            | Trigger::SelfAttacksWhileYouHaveMostLife
            | Trigger::SelfAttacksWhileSaddled
            | Trigger::SelfExerted
            | Trigger::SelfDealsCombatDamageToPlayer
            | Trigger::YouCycleThis
            | Trigger::OpponentCausesYouToDiscardThis
            | Trigger::SelfEntersOrAttacks
            | Trigger::SelfMutates
            | Trigger::SelfDies
            | Trigger::SelfPutIntoGraveyard
            | Trigger::SelfEntersOrPutIntoGraveyard
            | Trigger::SelfEntersOrLeaves
            | Trigger::SelfEntersOrTransformsInto
            | Trigger::SelfLeaves
            | Trigger::Chapter { .. }
            | Trigger::VentureMarkerIntoThisRoom => None,
            Trigger::YouCast { .. } | Trigger::OpponentCasts { .. } | Trigger::PlayerCasts { .. } => {
                Some(Watched::Cast)
            }
            Trigger::Draws { .. } => Some(Watched::Draw),
            Trigger::YouGainLife => Some(Watched::GainLife),
            Trigger::YouPutCountersOnCreature { .. } => Some(Watched::CountersPut),
            Trigger::YouAttack => Some(Watched::Attack),
            Trigger::CreatureDealsCombatDamageToYourOpponent => Some(Watched::CombatDamageToPlayer),
            Trigger::SelfDealtDamage => Some(Watched::DealtDamage),
            Trigger::SelfDealsDamage | Trigger::SelfDealsDamageToPlayer => Some(Watched::DealsDamage),
            Trigger::OpponentDiscards { .. } | Trigger::YouCycleOrDiscard | Trigger::YouDiscardOneOrMore => {
                Some(Watched::Discard)
            }
            Trigger::YourCreatureBecomesTargetOfSpell | Trigger::YouOrAnotherPermanentBecomesTargetOfOpponents => {
                Some(Watched::BecomesTarget)
            }
            Trigger::PermanentEnters { .. } => Some(Watched::Enters),
            Trigger::CreatureExplores { .. } => Some(Watched::Explores),
            Trigger::CreatureDies => Some(Watched::Dies),
            Trigger::PermanentPutIntoGraveyard { .. } => Some(Watched::PutIntoGraveyard),
            Trigger::PermanentLeaves { .. } => Some(Watched::Leaves),
            Trigger::DealsCombatDamageToPlayer { .. } => Some(Watched::CombatDamageToPlayer),
            Trigger::CardsPutIntoGraveyards { .. } => Some(Watched::CardToGraveyard),
            Trigger::CardLeavesYourGraveyard { .. } => Some(Watched::LeavesGraveyard),
            Trigger::BeginningOf { .. } => Some(Watched::StepBegins),
            Trigger::NoCounters { .. } | Trigger::CountersAtLeast { .. } => Some(Watched::State),
            // Its two events' own: `Watched::bits`.
            Trigger::Either { .. } => None,
        }
    }

    /// The bits of the events a trigger condition watches (both of a
    /// [`Trigger::Either`]'s).
    fn bits(trigger: &Trigger) -> u64 {
        match trigger {
            Trigger::Either { first, second } => Watched::bits(first) | Watched::bits(second),
            other => Watched::of(other).map_or(0, |w| 1 << w as u64),
        }
    }
}

/// The [`Watched`] events some card of a game's table (tokens it makes
/// included, 111.4) watches, found once as the game is made: a game
/// without such a card never looks at its permanents for them.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Watches(u64);

impl Watches {
    pub(crate) fn of(cards: &[crate::game::CardEntry]) -> Watches {
        use crate::text::StaticAbility;
        let mut bits = 0u64;
        // 114.4: the abilities of the emblems a card's abilities give too.
        let abilities = cards
            .iter()
            .flat_map(|e| e.card.faces.iter())
            .flat_map(|f| f.abilities.iter())
            .flat_map(|a| std::iter::once(a).chain(a.emblem().unwrap_or(&[])));
        for a in abilities {
            let watched = match a {
                Ability::Triggered { trigger, effects, condition, .. } => {
                    bits |= Watched::bits(trigger);
                    if matches!(
                        condition,
                        Some(crate::text::StaticCondition::OnBattlefieldOrInYourGraveyardIfYouControl { .. })
                    ) {
                        bits |= 1 << Watched::GraveyardTriggers as u64;
                    }
                    // 611.2b: Tishana's Tidebinder makes a permanent lose all abilities.
                    effects
                        .iter()
                        .any(|e| matches!(e, crate::text::Effect::Counter { source_loses_abilities: true, .. }))
                        .then_some(Watched::AbilitiesLost)
                }
                Ability::Static { ability: StaticAbility::ArtifactsAndCreaturesEnteringDontTrigger } => {
                    Some(Watched::EnteringDoesNotTrigger)
                }
                Ability::Static { ability: StaticAbility::NoncombatDamageToOpponentsCreaturesAsCounters } => {
                    Some(Watched::DamageBecomesCounters)
                }
                Ability::Static { ability: StaticAbility::OpponentsDrawsAreYours } => Some(Watched::DrawReplaced),
                Ability::Static { ability: StaticAbility::GraveyardBecomesExile { .. } } => {
                    Some(Watched::GraveyardReplaced)
                }
                Ability::Static { ability: StaticAbility::ThisExiledInsteadOfGraveyard } => {
                    Some(Watched::ExiledInstead)
                }
                Ability::Static { ability: StaticAbility::DiesExiledInsteadWithToken { .. } } => {
                    Some(Watched::DiesReplaced)
                }
                Ability::Static { ability: StaticAbility::GrantTriggered { .. } } => Some(Watched::GrantsTriggers),
                Ability::Static { ability: StaticAbility::OpponentsCastOnlyAsSorcery } => {
                    Some(Watched::SorceryTimingOnly)
                }
                Ability::Static { ability: StaticAbility::YouHaveHexproof } => Some(Watched::PlayerHexproof),
                Ability::Static {
                    ability:
                        StaticAbility::CreatureCardsInGraveyardsAndLibrariesCantEnter
                        | StaticAbility::CantCastFromGraveyardsOrLibraries
                        | StaticAbility::CardsInGraveyardsCantBeTargeted,
                } => Some(Watched::GraveyardsAndLibrariesLocked),
                Ability::Static { ability: StaticAbility::OpponentsDrawAtMostOneEachTurn } => {
                    Some(Watched::DrawsLimited)
                }
                Ability::Static { ability: StaticAbility::OpponentsCantSearchTheirLibraries } => {
                    Some(Watched::SearchesPrevented)
                }
                Ability::Static { ability: StaticAbility::CreaturesLoseAllAbilities } => Some(Watched::AbilitiesLost),
                Ability::Static { ability: StaticAbility::NonlandPermanentsYouControlAreAllColors } => {
                    Some(Watched::AllColors)
                }
                Ability::Static { ability: StaticAbility::LandsTappedForTwoOrMoreProduceC } => {
                    Some(Watched::LandManaDamped)
                }
                Ability::Static { ability: StaticAbility::PreventDamageFromOpponentsSources { .. } } => {
                    Some(Watched::DamageReduced)
                }
                Ability::Static { ability: StaticAbility::LandsYouControlEnterUntapped } => {
                    Some(Watched::LandsEnterUntapped)
                }
                Ability::Static { ability: StaticAbility::OpponentsLandsEnterTapped { .. } } => {
                    Some(Watched::OpponentsLandsEnterTapped)
                }
                Ability::Static {
                    ability: StaticAbility::GrantEscape { .. } | StaticAbility::GrantJumpStart { .. },
                } => Some(Watched::GraveyardCastGranted),
                Ability::Static { ability: StaticAbility::NotCreatureUnlessDevotion { .. } } => Some(Watched::Devotion),
                Ability::Keyword {
                    keyword: crate::text::KeywordAbility::Daybound | crate::text::KeywordAbility::Nightbound,
                } => Some(Watched::DayNight),
                Ability::Keyword { keyword: crate::text::KeywordAbility::Miracle { .. } } => Some(Watched::Miracle),
                Ability::Keyword { keyword: crate::text::KeywordAbility::Suspend { .. } } => Some(Watched::Suspend),
                Ability::Keyword { keyword: crate::text::KeywordAbility::Dredge { .. } } => Some(Watched::Dredge),
                _ => None,
            };
            bits |= watched.map_or(0, |w| 1 << w as u64);
        }
        Watches(bits)
    }

    /// Whether some card watches `event`.
    #[inline]
    pub(crate) fn has(self, event: Watched) -> bool {
        self.0 & (1 << event as u64) != 0
    }
}

impl Game {
    /// 603.3, 603.3b. Puts waiting triggered abilities on the stack, each
    /// player's in APNAP order (the active player's first, so they resolve
    /// last). TODO(CR 603.3b): a player orders their own simultaneous
    /// triggers; here they go in the order they triggered.
    pub(super) fn put_triggers_on_stack(&mut self, events: &mut Vec<Event>) -> bool {
        if self.state.triggers.is_empty() {
            return false;
        }
        let mut waiting = std::mem::take(&mut self.state.triggers);
        for player in self.state.apnap() {
            for t in waiting.iter().filter(|t| t.controller == player) {
                let id = self.state.new_id();
                // 107.3m: an enters ability reads the X of the spell its permanent was.
                let x = match t.kind {
                    TriggerKind::Enters { .. } => self.state.object(t.source).and_then(|o| o.x),
                    // 603.12: X as the reflexive ability triggered; 702.29c: the cycling cost's X.
                    TriggerKind::Reflexive { x, .. } | TriggerKind::Cycled { x, .. } => x,
                    _ => None,
                };
                // 114.4: an emblem's triggered ability is the emblem's.
                let emblem = self.state.object(t.source).and_then(|o| o.emblem);
                self.state.objects.push(GameObject {
                    x,
                    face: t.face,
                    emblem,
                    ability: Some(StackAbility { source: t.source, kind: t.kind.clone() }),
                    ..GameObject::new(id, t.card.clone(), t.card_index, t.controller, Zone::Stack)
                });
                self.state.stack.push(id);
                events.push(Event::TriggerPutOnStack {
                    object: id,
                    source: t.source,
                    card: t.card.clone(),
                    kind: t.kind.clone(),
                });
            }
        }
        // 800.4d: abilities of players who left the game are not put on the stack.
        waiting.clear();
        true
    }

    /// 603.6a. Abilities of a permanent that trigger as it enters.
    /// "When \[this\] enters untapped" too, if it did (Mystic Sanctuary).
    /// `cast`: it entered as its spell resolved.
    pub(crate) fn enters_triggers(&mut self, id: ObjectId, cast: bool) {
        let untapped = self.state.object(id).is_some_and(|o| !o.tapped);
        let when = |t: &Trigger| {
            matches!(
                t,
                Trigger::SelfEnters
                    | Trigger::SelfEntersOrTransformsInto
                    | Trigger::SelfEntersOrPutIntoGraveyard
                    | Trigger::SelfEntersOrLeaves
                    | Trigger::SelfEntersOrAttacks
            ) || (untapped && *t == Trigger::SelfEntersUntapped)
        };
        self.trigger_by(id, when, Seen::Entered { cast });
    }

    /// 701.9a, 603.2. `player` discarded `card` (now in their graveyard):
    /// "Whenever an opponent discards a … card" abilities of their opponents'
    /// permanents whose filter matches it trigger, and "Whenever you cycle or
    /// discard another card" of their own. "Whenever you discard one or
    /// more cards" triggers once for the cards discarded together (603.2c):
    /// not again while it waits to be put on the stack (603.3), which it is
    /// before the player discards again (each discard event is followed by a
    /// player receiving priority, 117.5).
    pub(crate) fn discard_triggers(&mut self, player: PlayerId, card: ObjectId) {
        let Some(object) = self.state.object(card).cloned() else { return };
        let Ok(c) = self.characteristics_of(&object) else { return };
        let waiting: Vec<ObjectId> = self
            .state
            .triggers
            .iter()
            .filter(|t| {
                let TriggerKind::Triggered { ability } = t.kind else { return false };
                self.state.object(t.source).is_some_and(|o| {
                    matches!(
                        self.abilities_of(o).get(ability),
                        Some(Ability::Triggered { trigger: Trigger::YouDiscardOneOrMore, .. })
                    )
                })
            })
            .map(|t| t.source)
            .collect();
        // 102.2: an opponent of the discarding player; "you": that player.
        let fires = |t: &Trigger, id: ObjectId, you: PlayerId| match t {
            Trigger::OpponentDiscards { cards } => {
                you != player && Self::filter_matches(cards, &object, &c, c.power, c.toughness, id, you)
            }
            Trigger::YouCycleOrDiscard => you == player,
            Trigger::YouDiscardOneOrMore => you == player && !waiting.contains(&id),
            _ => false,
        };
        self.event_triggers(Watched::Discard, fires, Seen::Nothing);
    }

    /// 121.1, 603.2. `player` drew a card, their `nth` this turn (the first
    /// in their draw step or not): "Whenever you draw a card" of their
    /// permanents and "Whenever an opponent draws …" of their opponents'.
    pub(crate) fn draw_triggers(&mut self, player: PlayerId, nth: u32, first_in_draw_step: bool) {
        let fires = |t: &Trigger, _: ObjectId, you: PlayerId| match *t {
            Trigger::Draws { opponent, which } => (opponent == (you != player)) && which.sees(nth, first_in_draw_step),
            _ => false,
        };
        self.event_triggers(Watched::Draw, fires, Seen::Draw { player });
    }

    /// 119.9, 603.2. `player` gained life: "Whenever you gain life" of their
    /// permanents.
    pub(crate) fn gain_life_triggers(&mut self, player: PlayerId) {
        let fires = |t: &Trigger, _: ObjectId, you: PlayerId| matches!(t, Trigger::YouGainLife) && you == player;
        self.event_triggers(Watched::GainLife, fires, Seen::Nothing);
    }

    /// 122.1, 603.2. `player` put one or more `counter` counters on
    /// `object`: "Whenever you put one or more -1/-1 counters on a creature"
    /// of their permanents, if it is a creature.
    pub(crate) fn counters_put_triggers(&mut self, player: PlayerId, object: ObjectId, counter: &CounterKind) {
        if !self.watches.has(Watched::CountersPut) || !self.permanent(object).is_some_and(|v| v.is(CardType::Creature))
        {
            return;
        }
        let fires = |t: &Trigger, _: ObjectId, you: PlayerId| {
            matches!(t, Trigger::YouPutCountersOnCreature { counter: c } if c == counter) && you == player
        };
        self.event_triggers(Watched::CountersPut, fires, Seen::Nothing);
    }

    /// 508.1m, 603.2. `player` attacked with one or more creatures:
    /// "Whenever you attack" of their permanents.
    pub(crate) fn you_attack_triggers(&mut self, player: PlayerId) {
        let fires = |t: &Trigger, _: ObjectId, you: PlayerId| matches!(t, Trigger::YouAttack) && you == player;
        self.event_triggers(Watched::Attack, fires, Seen::Nothing);
    }

    /// 603.2. An event happened: each triggered ability of a permanent on
    /// the battlefield whose trigger `fires` (seen from that permanent: its
    /// id and controller) triggers, remembering `seen` of the event. One
    /// look at the battlefield, none if no card of the game watches `event`;
    /// no allocation when nothing fires.
    pub(crate) fn event_triggers(
        &mut self,
        event: Watched,
        fires: impl Fn(&Trigger, ObjectId, PlayerId) -> bool,
        seen: Seen,
    ) {
        if !self.watches.has(event) {
            return;
        }
        // 114.4: an emblem's abilities function in the command zone.
        let sources: Vec<(ObjectId, PlayerId)> = self
            .state
            .objects_in(&self.state.battlefield)
            .flatten()
            .chain(self.emblems())
            .filter(|o| {
                let fires =
                    |a: &Ability| matches!(a, Ability::Triggered { trigger, .. } if trigger.fires(&|t| fires(t, o.id, o.controller)));
                self.abilities_of(o).iter().any(fires)
            })
            .map(|o| (o.id, o.controller))
            .collect();
        for (id, you) in sources {
            self.trigger_by(id, |t| fires(t, id, you), seen);
        }
    }

    /// 603.2. The triggered abilities of object `id` whose condition `when`
    /// holds trigger: they wait to be put on the stack (603.3). The source's
    /// card (or the card it copies) and face say what they do.
    pub(crate) fn trigger(&mut self, id: ObjectId, when: impl Fn(&Trigger) -> bool) {
        self.trigger_by(id, when, Seen::Nothing);
    }

    /// [`Self::trigger`], for an event whose player or spell the abilities
    /// remember ("that player", "that spell", 608.2c).
    pub(crate) fn trigger_by(&mut self, id: ObjectId, when: impl Fn(&Trigger) -> bool, seen: Seen) {
        let Some(object) = self.state.object(id) else { return };
        // 603.4: with an intervening "if" clause, only if it holds now ("if you cast it": as it entered).
        let that_player = match seen {
            Seen::DamageTo { player } => Some((id, player)),
            _ => None,
        };
        let that_spell = match seen {
            Seen::Cast { spell, .. } => Some(spell),
            _ => None,
        };
        let holds = |c: &Option<crate::text::StaticCondition>| match c {
            Some(crate::text::StaticCondition::YouCastIt) => matches!(seen, Seen::Entered { cast: true }),
            c => c
                .as_ref()
                .is_none_or(|c| self.intervening_holds(c, Some(object), object.controller, that_player, that_spell)),
        };
        let mut once = false;
        // 613.1f: with the abilities its own instructions gave it (Hive of the Eye Tyrant's animation).
        let found: Vec<TriggerKind> = self
            .abilities_of(object)
            .iter()
            .enumerate()
            .chain(self.self_granted_of(object))
            .filter_map(|(ability, a)| match a {
                Ability::Triggered { trigger, condition, .. } if trigger.fires(&when) && holds(condition) => {
                    once |= *condition == Some(crate::text::StaticCondition::NotTriggeredThisTurn);
                    Some(match (trigger, seen) {
                        (Trigger::SelfEnters, _) => TriggerKind::Enters { ability },
                        (
                            Trigger::YouCast { .. }
                            | Trigger::OpponentCasts { .. }
                            | Trigger::PlayerCasts { .. }
                            | Trigger::Either { .. },
                            Seen::Cast { caster, spell },
                        ) => TriggerKind::CastBy { ability, caster, spell },
                        (Trigger::Draws { .. } | Trigger::Either { .. }, Seen::Draw { player }) => {
                            TriggerKind::DrawnBy { ability, player }
                        }
                        (Trigger::SelfDealsCombatDamageToPlayer, Seen::CombatDamageTo { player }) => {
                            TriggerKind::DealtCombatDamageTo { ability, player }
                        }
                        (
                            Trigger::SelfDealtDamage | Trigger::CreatureDealsCombatDamageToYourOpponent,
                            Seen::DamagedBy { player },
                        ) => TriggerKind::DealtDamageBy { ability, player },
                        (Trigger::SelfDealsDamageToPlayer, Seen::DamageTo { player }) => {
                            TriggerKind::DealtDamageTo { ability, player }
                        }
                        (Trigger::YouCycleThis, Seen::Cycled { x }) => TriggerKind::Cycled { ability, x },
                        _ => TriggerKind::Triggered { ability },
                    })
                }
                _ => None,
            })
            .collect();
        if once {
            self.state.triggered_this_turn.push(id);
        }
        for kind in found {
            self.push_trigger(id, kind);
        }
    }

    /// 603.2. An ability of permanent `id` triggers: it waits to be put on
    /// the stack (603.3), controlled by the permanent's controller (603.3a).
    pub(crate) fn push_trigger(&mut self, id: ObjectId, kind: TriggerKind) {
        let Some(object) = self.state.object(id) else { return };
        let (card, card_index) = self.ability_card_of(object);
        let (face, controller) = (object.face, object.controller);
        self.state.triggers.push(PendingTrigger { source: id, card, face, controller, kind, card_index });
    }

    /// 702.108b, 702.83b. How many instances of the keyword `keyword` the
    /// permanent `id` has (each triggers separately): its printed ones, as
    /// the permanent's current abilities keep them (613.1f).
    /// TODO(CR 613.1f): prowess or exalted granted by another permanent.
    pub(crate) fn keyword_triggers(&self, id: ObjectId, keyword: TriggerKeyword) -> u32 {
        let Some(object) = self.state.object(id) else { return 0 };
        let printed = keyword.ability();
        if !self.abilities_of(object).iter().any(|a| matches!(a, Ability::Keyword { keyword: k } if *k == printed)) {
            return 0;
        }
        self.permanent(id).map_or(0, |v| match keyword {
            TriggerKeyword::Prowess => v.keywords.prowess,
            TriggerKeyword::Exalted => v.keywords.exalted,
        })
    }

    /// 702.83a. A creature attacks alone (506.5): each exalted ability of
    /// the permanents its controller controls triggers.
    pub(crate) fn exalted_triggers(&mut self, player: PlayerId, creature: ObjectId) {
        for id in self.state.battlefield.clone() {
            if self.state.object(id).is_some_and(|o| o.controller == player) {
                for _ in 0..self.keyword_triggers(id, TriggerKeyword::Exalted) {
                    self.push_trigger(id, TriggerKind::Exalted { creature });
                }
            }
        }
    }

    /// 702.108a, 702.83a. "… gets +1/+1 until end of turn" of prowess and
    /// exalted, if `object` is still on the battlefield.
    #[cfg_attr(not(feature = "template-log"), allow(unused_variables))]
    fn pump_one(&mut self, object: ObjectId, keyword: KeywordAbility, events: &mut Vec<Event>) {
        if self.permanent(object).is_some() {
            crate::executed!(keyword keyword);
            let since = self.state.next_object_id;
            self.state.until_end_of_turn.push(Pump {
                object,
                power: 1,
                toughness: 1,
                keywords: Vec::new(),
                loses: Vec::new(),
                until_next_turn_of: None,
                lasting: false,
                since,
            });
            events.push(Event::Pumped { object, power: 1, toughness: 1 });
        }
    }

    /// 603.6a. "Whenever another creature you control enters": the
    /// abilities of permanents on the battlefield (the one entering too)
    /// whose filter, seen from their permanent, matches `entered`.
    pub(crate) fn permanent_enters_triggers(&mut self, entered: ObjectId) {
        self.watched_triggers(Watched::Enters, entered, |t| match t {
            Trigger::PermanentEnters { filter } => Some(filter),
            _ => None,
        });
    }

    /// 701.44b, 603.2. "Whenever a creature you control explores": the
    /// abilities of permanents on the battlefield whose filter, seen from
    /// their permanent, matches `explorer` once it has explored.
    /// TODO(CR 701.44c): an explorer that left the battlefield is not seen.
    pub(crate) fn explores_triggers(&mut self, explorer: ObjectId) {
        self.watched_triggers(Watched::Explores, explorer, |t| match t {
            Trigger::CreatureExplores { filter } => Some(filter),
            _ => None,
        });
    }

    /// 603.2. The triggered abilities of permanents on the battlefield whose
    /// trigger `select` reads an event about a permanent, with the filter
    /// that permanent must match (seen from the ability's permanent): those
    /// that match `subject` trigger. None if no card of the game watches `event`.
    pub(crate) fn watched_triggers(
        &mut self,
        event: Watched,
        subject: ObjectId,
        select: fn(&Trigger) -> Option<&crate::text::ObjectFilter>,
    ) {
        if !self.watches.has(event) {
            return;
        }
        // 114.4: an emblem's abilities function in the command zone.
        let watching: Vec<ObjectId> = self
            .state
            .objects_in(&self.state.battlefield)
            .flatten()
            .chain(self.emblems())
            .filter(|s| {
                self.abilities_of(s)
                    .iter()
                    .any(|a| matches!(a, Ability::Triggered { trigger, .. } if trigger.fires(&|t| select(t).is_some())))
            })
            .map(|s| s.id)
            .collect();
        if watching.is_empty() {
            return;
        }
        let Some(o) = self.state.object(subject).cloned() else { return };
        let Ok(c) = self.characteristics_of(&o) else { return };
        let (power, toughness) =
            self.permanent(subject).map_or((c.power, c.toughness), |v| (Some(v.power), Some(v.toughness)));
        for id in watching {
            let Some(you) = self.state.object(id).map(|s| s.controller) else { continue };
            self.trigger(id, |t| {
                select(t).is_some_and(|filter| Self::filter_matches(filter, &o, &c, power, toughness, id, you))
            });
        }
    }

    /// 714.2d. A Saga's final chapter number: the greatest among its chapter
    /// abilities (0 with none).
    pub(crate) fn final_chapter(&self, object: &GameObject) -> u32 {
        self.abilities_of(object)
            .iter()
            .filter_map(|a| match a {
                Ability::Triggered { trigger: Trigger::Chapter { chapters }, .. } => chapters.iter().max().copied(),
                _ => None,
            })
            .max()
            .unwrap_or(0)
    }

    /// 714.2b, 714.3. Puts `count` lore counters on the Saga `id`: each of
    /// its chapter abilities whose number the count passed (from less than N
    /// to at least N) triggers.
    pub(crate) fn add_lore_counters(&mut self, id: ObjectId, count: u32, events: &mut Vec<Event>) {
        let Some(o) = self.state.object_mut(id) else { return };
        let before = o.counters.get(&CounterKind::Lore);
        o.counters.add(CounterKind::Lore, count);
        let after = o.counters.get(&CounterKind::Lore);
        events.push(Event::CountersPut { object: id, counter: CounterKind::Lore, count });
        self.trigger(
            id,
            |t| matches!(t, Trigger::Chapter { chapters } if chapters.iter().any(|&n| before < n && after >= n)),
        );
    }

    /// 714.3b. As the active player's precombat main phase begins, they put
    /// a lore counter on each Saga they control with a chapter ability (a
    /// turn-based action).
    pub(super) fn lore_counters_of_main_phase(&mut self, events: &mut Vec<Event>) {
        let active = self.state.active_player;
        for id in self.state.battlefield.clone() {
            let Some(o) = self.state.object(id).filter(|o| o.controller == active) else { continue };
            if self.final_chapter(o) > 0 {
                self.add_lore_counters(id, 1, events);
            }
        }
    }

    /// 700.4, 603.6c, 603.10a. "When \[this\] dies": a creature about to be
    /// put into a graveyard from the battlefield (checked before it moves,
    /// looking back at it as it was).
    /// 614.1a: not one that would be exiled instead (Rest in Peace): it neither dies nor is put into a graveyard.
    pub(crate) fn dies_triggers(&mut self, id: ObjectId) {
        if self.state.object(id).is_some_and(|o| self.graveyard_becomes_exile(o)) {
            return;
        }
        if self.permanent(id).is_some_and(|v| v.is(CardType::Creature)) {
            self.trigger(id, |t| matches!(t, Trigger::SelfDies));
            // "Whenever [this] or another creature dies" of every permanent (603.10a).
            if self.watches.has(Watched::Dies) {
                for watcher in self.state.battlefield.clone() {
                    self.trigger(watcher, |t| matches!(t, Trigger::CreatureDies));
                }
            }
        }
        self.trigger(id, |t| matches!(t, Trigger::SelfPutIntoGraveyard | Trigger::SelfEntersOrPutIntoGraveyard));
        // 603.10a: "Whenever an artifact is put into a graveyard from the battlefield", looking back.
        self.watched_triggers(Watched::PutIntoGraveyard, id, |t| match t {
            Trigger::PermanentPutIntoGraveyard { filter } => Some(filter),
            _ => None,
        });
        // 702.152a: blitz's "When this permanent is put into a graveyard from the battlefield, draw a card."
        if self.state.object(id).is_some_and(|o| o.cast_method == Some(CastMethod::Blitz)) {
            self.push_trigger(id, TriggerKind::BlitzDraw);
        }
    }

    /// 503.1a, 513.1a. "At the beginning of your upkeep / end step" of the
    /// permanents on the battlefield, as `step` begins.
    pub(super) fn beginning_of_triggers(&mut self, step: TriggerStep) {
        let active = self.state.active_player;
        // 603.7a: delayed triggers "at the beginning of the next turn's upkeep"; rebound's
        // "at the beginning of your next upkeep" waits for its controller's (702.88a).
        if step == TriggerStep::Upkeep && !self.state.next_upkeep.is_empty() {
            let (now, later) = std::mem::take(&mut self.state.next_upkeep)
                .into_iter()
                .partition(|t| !matches!(t.kind, TriggerKind::Rebound) || t.controller == active);
            self.state.next_upkeep = later;
            self.state.triggers.extend::<Vec<_>>(now);
        }
        if step == TriggerStep::EndStep {
            self.monarch_end_step_trigger();
            // 603.7a: "at the beginning of the next end step".
            if !self.state.next_end_step.is_empty() {
                let now = std::mem::take(&mut self.state.next_end_step);
                self.state.triggers.extend(now);
            }
        }
        if step == TriggerStep::Upkeep {
            self.initiative_upkeep_trigger();
            // 702.62a: the suspended cards the active player owns, in exile.
            if self.watches.has(Watched::Suspend) {
                self.suspend_upkeep_triggers();
            }
        }
        let watched = self.watches.has(Watched::StepBegins);
        for id in self.state.battlefield.clone() {
            let Some((controller, method)) = self.state.object(id).map(|o| (o.controller, o.cast_method)) else {
                continue;
            };
            if watched {
                self.trigger(id, |t| {
                    matches!(t, Trigger::BeginningOf { step: s, whose } if s.begins_with(step) && (*whose == Whose::Each || controller == active))
                });
            }
            // 603.7, 702.109a, 702.152a: dash's and blitz's delayed trigger, at the first end step
            // that begins after the spell resolved: the permanent keeps how it was cast.
            // TODO(CR 603.7b): it triggers again at a later end step if it was countered.
            if step == TriggerStep::EndStep && matches!(method, Some(CastMethod::Dash | CastMethod::Blitz)) {
                self.push_trigger(id, TriggerKind::NextEndStep);
            }
        }
        if self.watches.has(Watched::GrantsTriggers) {
            self.granted_beginning_of_triggers(step);
        }
        // 603.2: "… triggers only if [this] is … in your graveyard and you control a Giant." (Quakebringer): the
        // ability functions from the active player's graveyard too (the condition judged as it would trigger).
        if watched && self.watches.has(Watched::GraveyardTriggers) {
            let graveyard = self.state.player(active).map(|p| p.graveyard.clone()).unwrap_or_default();
            for id in graveyard {
                let Some(o) = self.state.object(id) else { continue };
                let found: Vec<usize> = self
                    .abilities_of(o)
                    .iter()
                    .enumerate()
                    .filter_map(|(i, a)| match a {
                        Ability::Triggered {
                            trigger: Trigger::BeginningOf { step: s, whose: Whose::Yours },
                            condition:
                                Some(
                                    c @ crate::text::StaticCondition::OnBattlefieldOrInYourGraveyardIfYouControl {
                                        ..
                                    },
                                ),
                            ..
                        } if *s == step && self.intervening_holds(c, Some(o), active, None, None) => Some(i),
                        _ => None,
                    })
                    .collect();
                for ability in found {
                    self.push_trigger(id, TriggerKind::Triggered { ability });
                }
            }
        }
    }

    /// 613.1f, 503.1a. "All artifacts have "At the beginning of your upkeep,
    /// …"" (Energy Flux): each permanent the granting permanent's filter
    /// matches has the ability; it triggers as its own would, controlled by
    /// that permanent's controller (603.3a), with that permanent as its source.
    fn granted_beginning_of_triggers(&mut self, step: TriggerStep) {
        let active = self.state.active_player;
        let mut found = Vec::new();
        for granter in self.state.objects_in(&self.state.battlefield).flatten() {
            for (ability, a) in self.abilities_of(granter).iter().enumerate() {
                let Ability::Static { ability: StaticAbility::GrantTriggered { permanents, ability: granted } } = a
                else {
                    continue;
                };
                let Ability::Triggered { trigger: Trigger::BeginningOf { step: s, whose }, .. } = granted.as_ref()
                else {
                    continue;
                };
                if !s.begins_with(step) {
                    continue;
                }
                for id in self.permanents_matching(permanents, granter.id, granter.controller) {
                    let Some(o) = self.state.object(id) else { continue };
                    if *whose == Whose::Each || o.controller == active {
                        found.push(PendingTrigger {
                            source: id,
                            card: granter.card.clone(),
                            face: granter.face,
                            controller: o.controller,
                            kind: TriggerKind::Granted { ability },
                            card_index: granter.card_index,
                        });
                    }
                }
            }
        }
        self.state.triggers.extend(found);
    }

    /// 608.2. Resolves a triggered ability on the stack; it then ceases to
    /// exist. The active player receives priority (117.3b).
    pub(crate) fn resolve_ability(&mut self, id: ObjectId) -> Result<Vec<Event>, RulesError> {
        let object = self.object(id)?.clone();
        let Some(ability) = object.ability.clone() else {
            return Err(RulesError::Internal { message: format!("{id} is not an ability") });
        };
        let mut events = vec![Event::AbilityResolved { object: id, source: ability.source, card: object.card.clone() }];
        let controller = object.controller;
        self.state.priority_player = self.state.active_player;
        // The abilities with instructions stay on the stack while they are followed (608.2n).
        if ability.kind.ability_index().is_none() {
            self.end_resolution(&object, true, &mut events)?;
        }
        match ability.kind {
            TriggerKind::SiegeDefeated => {
                // 310.12b: exile it, then its controller may cast it transformed.
                let on_battlefield = self.state.object(ability.source).is_some_and(|o| o.zone == Zone::Battlefield);
                if on_battlefield {
                    let owner = self.object(ability.source)?.owner;
                    let exiled = self.move_object(ability.source, Zone::Exile, owner)?;
                    events.push(Event::ObjectMoved {
                        card: object.card.clone(),
                        from: ability.source,
                        object: exiled,
                        zone: Zone::Exile,
                    });
                    if self.state.in_game(controller) {
                        self.state.pending = Some(Pending::CastTransformed { player: controller, object: exiled });
                    }
                }
            }
            TriggerKind::Ward { spell } => self.resolve_ward(&object, spell),
            TriggerKind::Undying | TriggerKind::Persist => {
                // 702.93a, 702.79a: the card returns if it is still in the graveyard (400.7),
                // with a +1/+1 (undying) or -1/-1 (persist) counter.
                let card = self.state.object(ability.source).filter(|o| o.zone == Zone::Graveyard).map(|o| o.owner);
                if let Some(owner) = card {
                    let counter = if matches!(ability.kind, TriggerKind::Persist) {
                        crate::executed!(keyword crate::text::KeywordAbility::Persist);
                        CounterKind::MinusOneMinusOne
                    } else {
                        crate::executed!(keyword crate::text::KeywordAbility::Undying);
                        CounterKind::PlusOnePlusOne
                    };
                    let counters = [(counter, 1)].into_iter().collect();
                    let entering = Entering { counters, ..Entering::new(owner, EnterCause::Effect) };
                    self.put_onto_battlefield(Entrant::Object(ability.source), entering, &mut events)?;
                }
            }
            TriggerKind::DiesReturn { tapped, role } => {
                // 603.6c: the card returns if it is still in the graveyard (400.7), then the Role
                // is created attached to the new object (303.7, 111.10), under the ability's controller.
                let card = self.state.object(ability.source).filter(|o| o.zone == Zone::Graveyard).map(|o| o.owner);
                if let Some(owner) = card {
                    let entering = Entering { tapped, ..Entering::new(owner, EnterCause::Effect) };
                    let returned = self.put_onto_battlefield(Entrant::Object(ability.source), entering, &mut events)?;
                    if let (Some(creature), Some(role)) = (returned, role) {
                        self.create_role(controller, role, creature, &mut events)?;
                    }
                }
            }
            TriggerKind::Prowess => self.pump_one(ability.source, KeywordAbility::Prowess, &mut events),
            TriggerKind::Evoke => {
                // 702.74a: its controller sacrifices it, if it is still that permanent (400.7).
                let here = self.state.object(ability.source).is_some_and(|o| o.zone == Zone::Battlefield);
                if here {
                    crate::executed!(each self.abilities_of(self.object(ability.source)?).iter().filter(|a| matches!(a, crate::text::Ability::Keyword { keyword: KeywordAbility::Evoke { .. } })));
                    self.sacrifice(ability.source, &mut events)?;
                }
            }
            TriggerKind::Exalted { creature } => self.pump_one(creature, KeywordAbility::Exalted, &mut events),
            TriggerKind::Cascade { mana_value } => self.resolve_cascade(controller, mana_value, &mut events)?,
            // 702.153a: a copy of the spell, if it is still on the stack, whose targets may change.
            TriggerKind::Casualty => {
                self.copy_spell(ability.source, controller, 1, true, &mut events);
            }
            // 702.40a, 702.56a: copies of the spell, if it is still on the stack, each of whose targets may change.
            TriggerKind::Storm { copies } | TriggerKind::Replicate { copies } => {
                crate::executed!(keyword KeywordAbility::Storm, if matches!(ability.kind, TriggerKind::Storm { .. }));
                self.copy_spell(ability.source, controller, copies, true, &mut events);
            }
            TriggerKind::NextEndStep => {
                // 603.7c, 400.7: only if it is still that permanent.
                let source = self.state.object(ability.source).filter(|o| o.zone == Zone::Battlefield);
                let dash = source.map(|o| o.cast_method == Some(CastMethod::Dash));
                crate::executed!(each source.map_or(&[][..], |o| self.abilities_of(o)).iter().filter(|a| matches!(a, Ability::Keyword { keyword: KeywordAbility::Dash { .. } | KeywordAbility::Blitz { .. } })));
                if dash == Some(true) {
                    // 702.109a: returned to its owner's hand.
                    let (card, object) = self.move_to_owners(ability.source, Zone::Hand)?;
                    events.push(Event::ObjectMoved { card, from: ability.source, object, zone: Zone::Hand });
                } else if dash == Some(false) {
                    // 702.152a: sacrificed.
                    self.sacrifice(ability.source, &mut events)?;
                }
            }
            // 603.7a, 400.7: the cards still in exile return, new objects, at once (their
            // "enters" abilities trigger); a token exiled has ceased to exist (704.5d).
            TriggerKind::ReturnAtNextEndStep { cards } => {
                let cards: Vec<ObjectId> = cards.iter().copied().filter(|&id| self.state.exile.contains(&id)).collect();
                self.return_from_exile(&cards, &mut events)?;
            }
            // 702.147a, 603.7a: the delayed trigger "sacrifice it at end of combat" is created.
            TriggerKind::Decayed => {
                let (card, face, card_index) = (object.card.clone(), object.face, object.card_index);
                let kind = TriggerKind::SacrificeAtEndOfCombat;
                let delayed = PendingTrigger { source: ability.source, card, face, controller, kind, card_index };
                self.state.end_of_combat.push(delayed);
            }
            // 511.2, 400.7: sacrificed if it is still that permanent.
            TriggerKind::SacrificeAtEndOfCombat => {
                if self.state.object(ability.source).is_some_and(|o| o.zone == Zone::Battlefield) {
                    crate::executed!(keyword KeywordAbility::Decayed);
                    self.sacrifice(ability.source, &mut events)?;
                }
            }
            // 603.7a, 400.7: to its owner's hand if it is still that permanent.
            TriggerKind::ReturnToHandAtNextEndStep { permanent } => {
                if self.state.object(permanent).is_some_and(|o| o.zone == Zone::Battlefield) {
                    let (card, object) = self.move_to_owners(permanent, Zone::Hand)?;
                    events.push(Event::ObjectMoved { card, from: permanent, object, zone: Zone::Hand });
                }
            }
            // 603.6c, 400.7: sacrificed by its controller if it is still that permanent.
            TriggerKind::SacrificeReturned { creature } => {
                if self.state.object(creature).is_some_and(|o| o.zone == Zone::Battlefield) {
                    self.sacrifice(creature, &mut events)?;
                }
            }
            // 702.152a: its controller draws a card.
            TriggerKind::BlitzDraw => self.draw(controller, 1, &mut events)?,
            // 603.7a: Mishra's Bauble's delayed trigger.
            TriggerKind::DrawAtNextUpkeep => self.draw(controller, 1, &mut events)?,
            TriggerKind::Rebound => self.resolve_rebound(controller, ability.source),
            TriggerKind::SuspendUpkeep => self.resolve_suspend_upkeep(ability.source, &mut events),
            TriggerKind::SuspendLastCounter => self.resolve_suspend_last_counter(controller, ability.source),
            // 702.94a: the card may be cast for its miracle cost if it is still in its owner's hand (400.7).
            TriggerKind::Miracle => {
                if self.state.object(ability.source).is_some_and(|o| o.zone == Zone::Hand && o.owner == controller) {
                    self.state.pending = Some(Pending::Miracle { player: controller, object: ability.source });
                }
            }
            // 724.2: the monarch (who controls the ability, 724.2) draws.
            TriggerKind::MonarchDraws => self.draw(controller, 1, &mut events)?,
            // 724.2: the creature's controller, as it is now or last was (608.2h).
            TriggerKind::MonarchTaken { creature, player } => {
                let player = self
                    .state
                    .object(creature)
                    .filter(|o| o.zone == Zone::Battlefield)
                    .map_or(player, |o| o.controller);
                self.become_the_monarch(player, &mut events);
            }
            // 725.2, 701.49: the player who had the initiative as it triggered.
            TriggerKind::InitiativeVentures => self.venture_into_undercity(controller, id, &mut events),
            TriggerKind::InitiativeTaken { player } => self.take_the_initiative(player, &mut events),
            TriggerKind::Enters { .. }
            | TriggerKind::Triggered { .. }
            | TriggerKind::Granted { .. }
            | TriggerKind::CastBy { .. }
            | TriggerKind::TargetedBy { .. }
            | TriggerKind::DrawnBy { .. }
            | TriggerKind::DealtCombatDamageTo { .. }
            | TriggerKind::DealtDamageBy { .. }
            | TriggerKind::DealtDamageTo { .. }
            | TriggerKind::Cycled { .. }
            | TriggerKind::Reflexive { .. }
            | TriggerKind::DelayedThisTurn { .. }
            | TriggerKind::Activated { .. }
            | TriggerKind::Room { .. } => {
                if !self.intervening_if_holds(&object) {
                    // 603.4: removed from the stack; it does nothing.
                    events[0] =
                        Event::DidNotResolve { object: id, card: object.card.clone(), graveyard: None, rule: "603.4" };
                } else if !self.carry_out(&object, &mut events)? {
                    events[0] =
                        Event::DidNotResolve { object: id, card: object.card.clone(), graveyard: None, rule: "608.2b" };
                }
                // 608.2n: unless a choice paused it, the resolution ends.
                if self.state.resolving.is_none() {
                    self.end_resolution(&object, true, &mut events)?;
                }
            }
        }
        Ok(events)
    }

    /// 603.8. State triggers: "When \[this\] has no ice counters on it"
    /// triggers while the permanent has none, unless that ability has
    /// already triggered and not yet left the stack.
    pub(super) fn state_triggered(&mut self) {
        for id in self.state.battlefield.clone() {
            let Some(o) = self.state.object(id) else { continue };
            let found: Vec<usize> = self
                .abilities_of(o)
                .iter()
                .enumerate()
                .filter_map(|(i, a)| match a {
                    Ability::Triggered { trigger: Trigger::NoCounters { counter }, condition: None, .. } => {
                        (!o.counters.has(counter)).then_some(i)
                    }
                    Ability::Triggered {
                        trigger: Trigger::CountersAtLeast { counter, at_least },
                        condition: None,
                        ..
                    } => (o.counters.get(counter) >= *at_least).then_some(i),
                    _ => None,
                })
                .collect();
            for ability in found {
                let this = |kind: &TriggerKind| kind.ability_index() == Some(ability);
                let waiting = self.state.triggers.iter().any(|t| t.source == id && this(&t.kind));
                let on_stack = self.state.stack.iter().any(|&s| {
                    let a = self.state.object(s).and_then(|o| o.ability.as_ref());
                    a.is_some_and(|a| a.source == id && this(&a.kind))
                });
                if !waiting && !on_stack {
                    self.push_trigger(id, TriggerKind::Triggered { ability });
                }
            }
        }
    }

    /// 603.4. Whether the intervening "if" clause of the triggered ability
    /// `object` (on the stack) holds as it resolves; true without one.
    fn intervening_if_holds(&self, object: &GameObject) -> bool {
        let Some(Some(index)) = object.ability.as_ref().map(|a| a.kind.ability_index()) else { return true };
        match self.abilities_of(object).get(index) {
            // A limit on triggering, not an intervening "if": not judged again.
            Some(Ability::Triggered {
                condition:
                    Some(
                        crate::text::StaticCondition::NotTriggeredThisTurn
                        | crate::text::StaticCondition::OnBattlefieldOrInYourGraveyardIfYouControl { .. },
                    ),
                ..
            }) => true,
            Some(Ability::Triggered { condition: Some(c), .. }) => {
                let source = object.ability.as_ref().and_then(|a| self.state.object(a.source));
                let that_player = match object.ability.as_ref() {
                    Some(
                        a @ super::super::state::StackAbility {
                            kind: TriggerKind::DealtDamageTo { player, .. }, ..
                        },
                    ) => Some((a.source, *player)),
                    _ => None,
                };
                let that_spell = match object.ability.as_ref().map(|a| &a.kind) {
                    Some(TriggerKind::CastBy { spell, .. }) => Some(*spell),
                    _ => None,
                };
                self.intervening_holds(c, source, object.controller, that_player, that_spell)
            }
            _ => true,
        }
    }

    /// 603.4. Whether an intervening "if" clause holds for `you`: "if it was
    /// kicked" (702.33e) reads how the source's spell was cast (a source gone
    /// since it triggered: as it last existed, kicked); `that_player` is the
    /// source's id and the player its trigger saw ("that player", 608.2c).
    fn intervening_holds(
        &self,
        c: &crate::text::StaticCondition,
        source: Option<&GameObject>,
        you: PlayerId,
        that_player: Option<(ObjectId, PlayerId)>,
        that_spell: Option<ObjectId>,
    ) -> bool {
        match c {
            // 115.1: the spell cast targets another permanent of this ability's controller.
            crate::text::StaticCondition::ThatSpellTargetsAnotherPermanentYouControl => {
                let (Some(spell), Some(source)) = (that_spell, source) else { return false };
                !self.targeted_other_permanents_of(spell, source.id, you).is_empty()
            }
            // 120.2: the damage this turn's record holds from this object to that player.
            crate::text::StaticCondition::ThisDealtDamageToThatPlayerThisTurn { at_least } => {
                let Some((id, player)) = that_player else { return false };
                let dealt =
                    self.state.damage_this_turn.iter().filter(|d| d.object == Some(id) && d.player == Some(player));
                dealt.fold(0u32, |sum, d| sum.saturating_add(d.amount)) >= *at_least
            }
            crate::text::StaticCondition::ThisWasKicked => {
                source.is_none_or(|s| s.cast_method == Some(crate::game::CastMethod::Kicked))
            }
            crate::text::StaticCondition::ThisWasBargained => {
                source.is_none_or(|s| s.cast_method == Some(crate::game::CastMethod::Bargained))
            }
            // 603.4: it entered this turn (and is still that permanent, 400.7).
            crate::text::StaticCondition::ThisEnteredThisTurn => {
                source.is_some_and(|s| s.zone == Zone::Battlefield && self.state.entered_this_turn.contains(&s.id))
            }
            // Judged as it triggered (`Seen::Entered`); how it entered can't change.
            crate::text::StaticCondition::YouCastIt => true,
            // 603.2h: not if its controller took the action this turn.
            crate::text::StaticCondition::NotDoneThisTurn => {
                source.is_none_or(|s| !self.state.done_this_turn.contains(&s.id))
            }
            // "This ability triggers only once each turn.": judged as it would trigger.
            crate::text::StaticCondition::NotTriggeredThisTurn => {
                source.is_none_or(|s| !self.state.triggered_this_turn.contains(&s.id))
            }
            // "This ability triggers only if [this] is on the battlefield or if [this] is in your graveyard and you
            // control a Giant.": judged as it would trigger.
            crate::text::StaticCondition::OnBattlefieldOrInYourGraveyardIfYouControl { filter } => {
                source.is_none_or(|s| match s.zone {
                    Zone::Battlefield => true,
                    Zone::Graveyard => s.owner == you && !self.controlled_matching(you, filter, s.id).is_empty(),
                    _ => false,
                })
            }
            c => self.static_condition_holds(c, you),
        }
    }

    /// 603.3c–d. Modes and targets for the triggered abilities just put on
    /// the stack, in the order they were put there: none possible removes
    /// the ability, as does choosing no mode (700.2b); a single possible
    /// choice is made; several wait for the controller
    /// ([`Pending::ChooseTargets`]). Returns whether anything happened.
    pub(super) fn ask_for_targets(&mut self, events: &mut Vec<Event>) -> bool {
        let mut acted = false;
        for id in self.state.stack.clone() {
            let Some(object) = self.state.object(id).filter(|o| {
                o.ability.is_some()
                    && o.targets.is_empty()
                    && o.modes.is_empty()
                    && (self.targets_something(o) || self.modal_of(o).is_some())
            }) else {
                continue;
            };
            let controller = object.controller;
            let mut choices = self.trigger_choices(object);
            acted = true;
            match choices.len() {
                0 => self.remove_trigger(id, "603.3d", events),
                1 => {
                    let (modes, targets) = choices.pop().unwrap_or_default();
                    self.choose_modes_and_targets(id, modes, targets, events);
                }
                _ => {
                    self.state.pending = Some(Pending::ChooseTargets { player: controller, object: id });
                    return true;
                }
            }
        }
        acted
    }

    /// 603.3c–d, 700.2b. Each legal choice of modes (for a modal triggered
    /// ability: as many as it says, a mode with a target that has no legal
    /// choice left out; none, when it says "up to") and of targets for the
    /// triggered ability `object` (at most [`MAX_TARGET_CHOICES`] in all).
    pub(crate) fn trigger_choices(&self, object: &GameObject) -> Vec<(Vec<usize>, Vec<crate::game::Target>)> {
        let Some((choose, modes)) = self.modal_of(object) else {
            let targets = self.target_choices(&self.target_specs_of(object), &self.targeter_of(object));
            return targets.into_iter().map(|t| (Vec::new(), t)).collect();
        };
        let mut out = Vec::new();
        if choose.min == 0 {
            out.push((Vec::new(), Vec::new()));
        }
        let n = modes.len().min(crate::text::MAX_MODES);
        let mut o = object.clone();
        for mask in (1u64..(1 << n)).filter(|mask| (choose.min..=choose.max).contains(&mask.count_ones())) {
            o.modes = (0..n).filter(|m| mask >> m & 1 == 1).collect();
            for targets in self.target_choices(&self.target_specs_of(&o), &self.targeter_of(&o)) {
                if out.len() >= crate::game::targets::MAX_TARGET_CHOICES {
                    return out;
                }
                out.push((o.modes.clone(), targets));
            }
        }
        out
    }

    /// 603.3c–d. The modes and targets chosen for the triggered ability
    /// `id` on the stack; no mode chosen for a modal one removes it (700.2b).
    pub(crate) fn choose_modes_and_targets(
        &mut self,
        id: ObjectId,
        modes: Vec<usize>,
        targets: Vec<crate::game::Target>,
        events: &mut Vec<Event>,
    ) {
        let modal = self.state.object(id).is_some_and(|o| self.modal_of(o).is_some());
        if modal && modes.is_empty() {
            return self.remove_trigger(id, "603.3c", events);
        }
        if let Some(o) = self.state.object_mut(id) {
            o.modes = modes.clone();
            o.targets = targets.clone();
        }
        events.push(Event::TargetsChosen { object: id, targets, modes });
        self.ward_triggers(id);
    }

    /// 603.3c–d. A triggered ability is removed from the stack: no legal
    /// choice of targets, or no mode chosen.
    fn remove_trigger(&mut self, id: ObjectId, rule: &'static str, events: &mut Vec<Event>) {
        let Some(card) = self.state.object(id).map(|o| o.card.clone()) else { return };
        self.state.stack.retain(|&s| s != id);
        self.state.objects.retain(|o| o.id != id);
        events.push(Event::DidNotResolve { object: id, card, graveyard: None, rule });
    }
}

/// The keyword abilities that are triggered abilities counted per instance
/// (702.108b prowess, 702.83b exalted): each instance triggers separately.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TriggerKeyword {
    /// 702.108a.
    Prowess,
    /// 702.83a.
    Exalted,
}

impl TriggerKeyword {
    /// The keyword ability as printed.
    fn ability(self) -> KeywordAbility {
        match self {
            TriggerKeyword::Prowess => KeywordAbility::Prowess,
            TriggerKeyword::Exalted => KeywordAbility::Exalted,
        }
    }
}
