//! The oracle-text parser: one line (113.2c: each paragraph is an ability,
//! except keyword lists) at a time, a closed set of templates, nothing
//! guessed. A line is understood only when every sentence of it is; a line
//! that is not is reported whole.

use super::ability::{
    Ability, ColorKeyword, CostCount, DrawnCard, EnterCondition, Modal, Mode, ModeCount, MoreModes, StaticAbility,
    StaticCondition, Trigger, TriggerStep, Whose,
};
use super::cost::{ActivationRestriction, Cost, CostPart};
use super::effect::{
    CastFrom, CombatRole, Comparison, Condition, Controller, Counted, CounterKind, DelayedTrigger, Effect,
    ForEachFromHand, ObjectFilter, PlayerRef, PredefinedToken, Quantity, Recipient, RevealedGroups, SearchDestination,
    Searchers, TargetSpec, TokenSpec, TokenX,
};
use super::keyword::{CompanionCondition, GrantedKeyword, KeywordAbility, ProtectionFrom, WardCost};
use crate::card::subtypes::permanent_subtype;
use crate::card::{CardType, Prototype, Prowl, Stat, SubtypeKind, Supertype, Zone};
use crate::color::{Color, ColorSet};
use crate::error::Coded;
use crate::mana::{ManaCost, ManaSymbol};
use std::borrow::Cow;

/// The longest line the parser reads, in bytes; a longer one is unsupported.
pub const MAX_LINE_LEN: usize = 4096;

/// The largest number the parser accepts in text (a count, damage, life).
pub const MAX_NUMBER: u32 = 1_000_000;

/// What the parser knows about the face whose text it reads.
#[derive(Clone, Copy, Debug, Default)]
pub struct ParseContext<'a> {
    /// The names that mean the object itself (201.5): the face's name, the
    /// card's, the short name before a comma ("Marchesa"). "this creature",
    /// "this spell" and the like always do.
    pub names: &'a [&'a str],
    /// Whether the face is an instant or sorcery, whose effect lines are its
    /// spell ability (113.3a).
    pub spell: bool,
}

/// A problem in text the parser recognised the shape of, e.g. a ward cost
/// that is not a mana cost (`Ward {Q}`). The line is also unsupported.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct TextProblem {
    /// Stable code, e.g. `unknown_symbol`.
    pub code: &'static str,
    /// The rule that decides it.
    pub rule: &'static str,
    /// What and where.
    pub message: String,
    /// Where, in UTF-16 code units: from the start of the line for
    /// [`parse_line`], of the whole text for [`parse_oracle_text`].
    pub offset: usize,
}

impl Coded for TextProblem {
    fn code(&self) -> &'static str {
        self.code
    }

    fn rule(&self) -> Option<&'static str> {
        Some(self.rule)
    }

    fn offset(&self) -> Option<usize> {
        Some(self.offset)
    }
}

/// What the parser made of one line of oracle text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineReading {
    /// Every sentence understood: the line's abilities.
    Understood(Vec<Ability>),
    /// Reminder text only, or blank (207.2a): no rules meaning.
    Reminder,
    /// Not understood; nothing of it is used.
    Unsupported,
    /// A recognised shape with a malformed part; nothing of it is used.
    Problem(TextProblem),
}

/// Everything one face's oracle text says that the parser understands.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ParsedText {
    /// The abilities of the understood lines, in text order.
    pub abilities: Vec<Ability>,
    /// The lines not understood, as printed.
    pub unsupported: Vec<String>,
    /// Problems found in recognised lines (those lines are in `unsupported`
    /// too), located in the whole text.
    pub problems: Vec<TextProblem>,
}

/// Parses a face's whole oracle text, line by line.
///
/// ```
/// use mtg_rules::text::{parse_oracle_text, Ability, Effect, ParseContext, Trigger};
/// let ctx = ParseContext { names: &["Wall of Omens"], spell: false };
/// let parsed = parse_oracle_text("Defender\nWhen Wall of Omens enters, draw a card.\nIt's a wall.", &ctx);
/// assert_eq!(parsed.abilities.len(), 2);
/// assert!(matches!(&parsed.abilities[1], Ability::Triggered { trigger: Trigger::SelfEnters, effects, .. }
///     if effects == &[Effect::Draw { player: mtg_rules::text::PlayerRef::You, count: 1 }]));
/// assert_eq!(parsed.unsupported, ["It's a wall."]);
/// ```
pub fn parse_oracle_text(text: &str, ctx: &ParseContext<'_>) -> ParsedText {
    let mut parsed = ParsedText::default();
    let mut start = 0usize;
    let lines: Vec<&str> = text.split('\n').map(|raw| raw.trim_end_matches('\r')).collect();
    let mut skip = 0usize;
    for (i, raw) in text.split('\n').enumerate() {
        let line_start = start;
        start += raw.len() + 1;
        let line = raw.trim_end_matches('\r');
        if skip > 0 {
            skip -= 1;
            continue;
        }
        // The line without reminder text, once for every template (207.2a).
        let body = without_reminder_text(line);
        let body = body.trim();
        if let Some((n, ability)) = modal_block_with(&lines[i..], body, ctx) {
            skip = n - 1;
            match ability {
                Some(ability) => parsed.abilities.push(ability),
                None => parsed.unsupported.extend(lines[i..i + n].iter().map(|l| l.to_string())),
            }
            continue;
        }
        if instead_line(body, parsed.abilities.last_mut(), ctx) {
            continue;
        }
        if let Some(ability) =
            backup(body, lines.get(i + 1..).unwrap_or(&[]), ctx).or_else(|| text_change(body, &lines, ctx))
        {
            parsed.abilities.push(ability);
            continue;
        }
        let reading = if line.len() > MAX_LINE_LEN { LineReading::Unsupported } else { parse_body(line, body, ctx) };
        match reading {
            LineReading::Understood(abilities) => parsed.abilities.extend(abilities),
            LineReading::Reminder => {}
            LineReading::Unsupported => parsed.unsupported.push(line.to_string()),
            LineReading::Problem(mut problem) => {
                problem.offset += utf16_len(text.get(..line_start).unwrap_or(""));
                parsed.problems.push(problem);
                parsed.unsupported.push(line.to_string());
            }
        }
    }
    parsed
}

/// 702.96a, 702.148a, 612. "Overload {1}{R}" or "Cleave {4}{W}{B}" on a
/// spell: the cost, and the card's spell line (among `lines`) read again
/// with its text changed: "each" for every word "target" (overload; `None`
/// unless exactly one line is a spell's instructions and the changed text is
/// understood with no target), or without the words in square brackets
/// (cleave; the one line with brackets). `body` is the line without its
/// reminder text, trimmed.
pub(crate) fn text_change(body: &str, lines: &[&str], ctx: &ParseContext<'_>) -> Option<Ability> {
    if !ctx.spell {
        return None;
    }
    if let Some(rest) = eat(body, "Cleave") {
        let cost = keyword_cost(rest, ctx)?;
        let [spell] = lines.iter().filter(|l| l.contains('[')).collect::<Vec<_>>()[..] else { return None };
        let mut changed = String::new();
        let mut rest = *spell;
        while let Some((before, after)) = rest.split_once('[') {
            changed.push_str(before.trim_end());
            rest = after.split_once(']')?.1;
        }
        changed.push_str(rest);
        let LineReading::Understood(abilities) = parse_line(&changed, ctx) else { return None };
        let [Ability::Spell { effects }] = <[Ability; 1]>::try_from(abilities).ok()? else { return None };
        return Some(Ability::Keyword { keyword: KeywordAbility::Cleave { cost, effects } });
    }
    let cost = keyword_cost(eat(body, "Overload")?, ctx)?;
    let spell_lines = lines.iter().filter(
        |l| matches!(parse_line(l, ctx), LineReading::Understood(a) if matches!(a[..], [Ability::Spell { .. }])),
    );
    let [spell] = spell_lines.collect::<Vec<_>>()[..] else { return None };
    let changed: Vec<&str> = spell
        .split(' ')
        .map(|w| if w.strip_prefix("target").is_some_and(|r| r.is_empty()) { "each" } else { w })
        .collect();
    let LineReading::Understood(abilities) = parse_line(&changed.join(" "), ctx) else { return None };
    let [Ability::Spell { effects }] = <[Ability; 1]>::try_from(abilities).ok()? else { return None };
    let untargeted = effects.iter().all(|e| e.target().is_none() && !e.uses_last_target());
    untargeted.then_some(Ability::Keyword { keyword: KeywordAbility::Overload { cost, effects } })
}

/// 702.165a. "Backup N" means "When this creature enters, put N +1/+1
/// counters on target creature. If that's another creature, it also gains
/// the non-backup abilities of this creature printed below this one until
/// end of turn." Read only when every line `below` it is keywords a creature
/// can gain until end of turn (`GrantedKeyword`), fixed as the card is read
/// (702.165c–d: only the printed ones). `body` is the line without its
/// reminder text, trimmed.
pub(crate) fn backup(body: &str, below: &[&str], ctx: &ParseContext<'_>) -> Option<Ability> {
    let rest = eat(body, "Backup ")?;
    let (n, "") = number(rest)? else { return None };
    let mut keywords = Vec::new();
    for line in below {
        let LineReading::Understood(abilities) = parse_line(line, ctx) else { return None };
        for ability in abilities {
            let Ability::Keyword { keyword } = ability else { return None };
            keywords.push(GrantedKeyword::of(&keyword)?);
        }
    }
    let counters = if n == 1 { "a +1/+1 counter".to_string() } else { format!("{n} +1/+1 counters") };
    let mut effects = effect_sentence(&format!("Put {counters} on target creature"), ctx)?;
    let another = ObjectFilter { types: vec![CardType::Creature], other: true, ..ObjectFilter::default() };
    effects.push(Effect::IfItIs { filter: another, effect: Box::new(Effect::ItGains { keywords }) });
    Some(Ability::Triggered { trigger: Trigger::SelfEnters, condition: None, effects, modal: None })
}

/// 608.2c. A spell's line that changes its previous line's last instruction
/// when a condition holds as it resolves ("Metalcraft — Galvanic Blast deals
/// 4 damage instead if you control three or more artifacts."; "Ferocious —
/// If you control a creature with power 4 or greater, counter that spell
/// instead."): that instruction becomes an [`Effect::InsteadIf`]. `body` is
/// the line without its reminder text, trimmed.
pub(crate) fn instead_line(body: &str, previous: Option<&mut Ability>, ctx: &ParseContext<'_>) -> bool {
    let Some(Ability::Spell { effects }) = previous else { return false };
    let Some(body) = without_ability_word(body).strip_suffix('.') else { return false };
    let Some(last) = effects.last() else { return false };
    let Some((condition, instead)) = instead(body, last, ctx) else { return false };
    let Some(effect) = effects.pop() else { return false };
    effects.push(Effect::InsteadIf { condition, effect: Box::new(effect), instead: Box::new(instead) });
    true
}

/// What [`instead_line`] reads: the condition, and the instruction that
/// replaces `last` (on the same target) when it holds.
fn instead(body: &str, last: &Effect, ctx: &ParseContext<'_>) -> Option<(StaticCondition, Effect)> {
    if let Some(rest) = self_ref(body, ctx).and_then(|rest| eat(rest, " deals ")) {
        let Effect::DealDamage { to, .. } = last else { return None };
        let (amount, rest) = number(rest)?;
        let condition = static_condition(eat(rest, " damage instead if ")?)?;
        return Some((condition, Effect::DealDamage { amount, to: to.clone() }));
    }
    // Revolt: "Destroy that creature if it has mana value 4 or less instead if …" (Fatal Push).
    if let Some(rest) = eat(body, "Destroy that creature") {
        let Effect::IfItIs { effect, .. } = last else { return None };
        let Effect::Destroy { target } = &**effect else { return None };
        let (filter, when) = rest.split_once(" instead if ")?;
        let filter = if_its_color(filter)?;
        let effect = Box::new(Effect::Destroy { target: target.clone() });
        return Some((static_condition(when)?, Effect::IfItIs { filter, effect }));
    }
    // Corrupted: "Counter that spell instead if its controller has three or more poison counters."
    if let Some(rest) = eat(body, "Counter that spell instead if its controller has ") {
        let Effect::CounterUnlessPays { target, .. } = last else { return None };
        let (at_least, " or more poison counters") = number(rest)? else { return None };
        let condition = StaticCondition::ItsControllerHasPoison { at_least };
        return Some((
            condition,
            Effect::Counter { target: target.clone(), exile: false, source_loses_abilities: false },
        ));
    }
    let (condition, then) = eat(body, "If ")?.split_once(", ")?;
    let (Effect::CounterUnlessPays { target, .. } | Effect::Counter { target, .. }) = last else { return None };
    (then == "counter that spell instead").then_some(())?;
    Some((
        static_condition(condition)?,
        Effect::Counter { target: target.clone(), exile: false, source_loses_abilities: false },
    ))
}

/// 113.6, 613.1f. "As long as \[this\] is in your graveyard, lands you
/// control have "{T}: Add {G} or {W}."" (Riftstone Portal): one quoted
/// `{T}` mana ability granted from the graveyard.
fn graveyard_lands_mana(body: &str, ctx: &ParseContext<'_>) -> Option<StaticAbility> {
    let rest = self_ref(eat(body, "As long as ")?, ctx)?;
    let quoted = eat(rest, " is in your graveyard, lands you control have \"{T}: Add ")?;
    let added = quoted.strip_suffix(".\"")?;
    Some(StaticAbility::InGraveyardLandsHaveMana { choices: mana_choices(added)? })
}

/// 613.1f. "All artifacts have "At the beginning of your upkeep, sacrifice
/// this artifact unless you pay {2}."" (Energy Flux): one quoted triggered
/// ability at the end of the line, read as a line of its own whose "this
/// artifact" is the permanent that has it.
fn granted_triggered(body: &str) -> Option<StaticAbility> {
    let (permanents, Noun::Permanent, true, rest) = noun_phrase(eat(body, "All ")?)? else { return None };
    let quoted = eat(rest, " have \"")?.strip_suffix('"')?;
    if quoted.contains('"') || permanents.types.is_empty() {
        return None;
    }
    let LineReading::Understood(abilities) = parse_body(quoted, quoted, &ParseContext { names: &[], spell: false })
    else {
        return None;
    };
    let Ok([ability @ Ability::Triggered { .. }]) = <[Ability; 1]>::try_from(abilities) else { return None };
    Some(StaticAbility::GrantTriggered { permanents, ability: Box::new(ability) })
}

/// Parses one line of oracle text (reminder text in parentheses is ignored,
/// 207.2a).
///
/// ```
/// use mtg_rules::text::{parse_line, LineReading, ParseContext};
/// let ctx = ParseContext { names: &["Murder"], spell: true };
/// assert!(matches!(parse_line("Destroy target creature.", &ctx), LineReading::Understood(_)));
/// // Partly understood is not understood.
/// assert_eq!(parse_line("Destroy target creature. Its controller loses 2 life.", &ctx), LineReading::Unsupported);
/// ```
pub fn parse_line(line: &str, ctx: &ParseContext<'_>) -> LineReading {
    if line.len() > MAX_LINE_LEN {
        return LineReading::Unsupported;
    }
    let body = without_reminder_text(line);
    parse_body(line, body.trim(), ctx)
}

/// [`parse_line`] of a line of at most [`MAX_LINE_LEN`] bytes whose body
/// (the line without reminder text, trimmed) the caller has already.
pub(crate) fn parse_body(line: &str, body: &str, ctx: &ParseContext<'_>) -> LineReading {
    // 702.148a: a cleave spell's words in square brackets are part of its text (cast for its cleave cost, they
    // are removed: `text_change`).
    if ctx.spell && body.contains('[') {
        return parse_body(line, &body.replace(['[', ']'], ""), ctx);
    }
    match read_body(line, body, ctx) {
        LineReading::Understood(abilities) if !abilities.iter().all(x_is_defined) => LineReading::Unsupported,
        reading => reading,
    }
}

/// 107.3. Whether every target's "mana value X" has an X: an activated
/// ability's with {X} in its cost (announced, 107.3a), a spell's (its mana
/// cost's X, announced as it is cast, 601.2b, before its targets, 601.2c:
/// March of Otherworldly Light), or an instruction's whose text defines it
/// (`Effect::WhereXIs`, 107.3c).
fn x_is_defined(ability: &Ability) -> bool {
    let announced = match ability {
        Ability::Activated { cost, .. } => cost.parts.iter().any(|p| match p {
            CostPart::Mana { cost } => cost.symbols().iter().any(|s| matches!(s, ManaSymbol::Variable { .. })),
            _ => false,
        }),
        // TODO(CR 107.3): a spell with no {X} in its mana cost has X = 0 here.
        Ability::Spell { .. } => true,
        _ => false,
    };
    // 608.2h: "the sacrificed creature's power" names the one creature the cost sacrifices.
    let sacrificed = |e: &Effect| matches!(e, Effect::NumberIs { counted: Counted::SacrificedPower, .. });
    if ability.all_effects().any(sacrificed) {
        let Ability::Activated { cost, .. } = ability else { return false };
        return cost
            .parts
            .iter()
            .any(|p| matches!(p, CostPart::Sacrifice { count: 1, filter } if filter.types == [CardType::Creature]));
    }
    announced
        || ability
            .all_effects()
            .all(|e| matches!(e, Effect::WhereXIs { .. }) || !e.target().is_some_and(TargetSpec::reads_x))
}

/// [`parse_body`] before the check of X.
fn read_body(line: &str, body: &str, ctx: &ParseContext<'_>) -> LineReading {
    if body.is_empty() {
        return LineReading::Reminder;
    }
    if let Some(ability) = graveyard_lands_mana(body, ctx)
        .or_else(|| granted_triggered(body))
        .or_else(|| granted_escape(body, ctx))
        .or_else(|| granted_jump_start(body))
    {
        return LineReading::Understood(vec![Ability::Static { ability }]);
    }
    if let Some(abilities) = lord_of_types(body) {
        return LineReading::Understood(abilities);
    }
    if let Some(ability) = return_enchanted_card(body, ctx) {
        return LineReading::Understood(vec![ability]);
    }
    if let Some(effect) = gains_dies_return(body).filter(|_| ctx.spell) {
        return LineReading::Understood(vec![Ability::Spell { effects: vec![effect] }]);
    }
    // Quoted abilities and modes are not in the vocabulary, but for a
    // token's one quoted ability at the end of the line (111.4, `[token]`)
    // and the quoted mana ability above.
    // 114.2: an emblem's quoted abilities likewise ("You get an emblem with \"…\"").
    // 613.1f: a chapter granting its Saga a quoted ability ("I — Urza's Saga gains \"{T}: Add {C}.\"").
    if body.starts_with(['I', 'V'])
        && body.contains(" gains \"")
        && let Some(ability) = chapter(body, ctx)
    {
        return LineReading::Understood(vec![ability]);
    }
    let token_quote = body.ends_with(".\"")
        && (body.contains(" token with ") || body.contains(" get an emblem with "))
        && body.matches('"').count() == 2;
    // 613.1f: a creature land's animation with a quoted ability ("… with menace and \"Whenever …\" It's still a
    // land.", `become_creature`).
    let token_quote =
        token_quote || (body.contains(" creature with ") && body.contains(".\" It") && body.matches('"').count() == 2);
    // By bytes first (this runs for every line at import): both characters start with the byte 0xE2.
    let bytes = body.as_bytes();
    if (bytes.contains(&0xE2) && body.contains(['“', '•'])) || (bytes.contains(&b'"') && !token_quote) {
        return LineReading::Unsupported;
    }
    if let Some(ability) = chapter(body, ctx) {
        return LineReading::Understood(vec![ability]);
    }
    if let Some(ability) = cycling(body).or_else(|| ninjutsu(body)).or_else(|| embalm(body)).or_else(|| craft(body)) {
        return LineReading::Understood(vec![ability]);
    }
    if let Some(ability) = equip(body).or_else(|| crew_or_saddle(body)) {
        return LineReading::Understood(vec![ability]);
    }
    // 702.163a: "For Mirrodin!" means "When this Equipment enters, create a
    // 2/2 red Rebel creature token, then attach this Equipment to it."
    if body == "For Mirrodin!"
        && let Some((1, rebel, "")) = token("a 2/2 red Rebel creature token")
    {
        let effects = vec![Effect::CreateTokens { count: 1, token: rebel }, Effect::AttachToCreatedToken];
        return LineReading::Understood(vec![Ability::Triggered {
            trigger: Trigger::SelfEnters,
            condition: None,
            effects,
            modal: None,
        }]);
    }
    if let Some(ability) =
        flashback(body, ctx).or_else(|| evoke(body, ctx)).or_else(|| escape(body, ctx)).or_else(|| companion(body))
    {
        return LineReading::Understood(vec![ability]);
    }
    match keyword_line(body, line) {
        Ok(Some(abilities)) => return LineReading::Understood(abilities),
        Err(problem) => return LineReading::Problem(problem),
        Ok(None) => {}
    }
    // 702.16j: "[This] has protection from the chosen player." (True-Name Nemesis).
    if self_ref(body, ctx).is_some_and(|rest| rest == " has protection from the chosen player.") {
        let keyword = KeywordAbility::Protection { from: ProtectionFrom::ChosenPlayer };
        return LineReading::Understood(vec![Ability::Keyword { keyword }]);
    }
    if let Some(ability) = activated(body, ctx) {
        return LineReading::Understood(vec![ability]);
    }
    // 207.2c: an ability word ("Landfall — ") has no rules meaning.
    let unworded = without_ability_word(body);
    if unworded.len() < body.len()
        && let Some(ability) = sentences(unworded).and_then(|s| triggered(&s, ctx))
    {
        return LineReading::Understood(vec![ability]);
    }
    // 207.2c: "Domain — This spell costs {1} less …": one static ability.
    if unworded.len() < body.len()
        && let Some([sentence]) = sentences(unworded).as_deref()
        && let Ok(Some(ability)) = static_ability(sentence, ctx, line)
    {
        return LineReading::Understood(vec![Ability::Static { ability }]);
    }
    // 207.2c: "Domain — Tribal Flames deals X damage …": a spell's instructions.
    if ctx.spell
        && unworded.len() < body.len()
        && let Some(effects) = sentences(unworded).and_then(|s| effects(&s, ctx))
    {
        return LineReading::Understood(vec![Ability::Spell { effects }]);
    }
    let Some(sentences) = sentences(body) else {
        return LineReading::Unsupported;
    };
    if let Some(effect) = ctx.spell.then(|| delayed_this_turn(&sentences, ctx)).flatten() {
        return LineReading::Understood(vec![Ability::Spell { effects: vec![effect] }]);
    }
    if let Some(ability) = triggered(&sentences, ctx) {
        return LineReading::Understood(vec![ability]);
    }
    if let Some(abilities) = two_triggers(&sentences, ctx) {
        return LineReading::Understood(abilities);
    }
    if let Some(ability) = exert(&sentences, ctx) {
        return LineReading::Understood(vec![ability]);
    }
    if let Some(ability) = pay_life_or_enters_tapped(&sentences, ctx).or_else(|| discard_land_to_enter(&sentences, ctx))
    {
        return LineReading::Understood(vec![Ability::Static { ability }]);
    }
    let mut statics = Vec::new();
    for sentence in &sentences {
        match static_ability(sentence, ctx, line) {
            Ok(Some(ability)) => statics.push(Ability::Static { ability }),
            Ok(None) => {
                statics.clear();
                break;
            }
            Err(problem) => return LineReading::Problem(problem),
        }
    }
    if !statics.is_empty() {
        return LineReading::Understood(statics);
    }
    if ctx.spell
        && let Some(effects) = effects(&sentences, ctx)
    {
        return LineReading::Understood(vec![Ability::Spell { effects }]);
    }
    LineReading::Unsupported
}

/// 603.7c. A spell's "Whenever one or more creatures you control deal
/// combat damage to one or more players this turn, you become the monarch."
/// (Forth Eorlingas!): the delayed triggered ability the spell creates.
fn delayed_this_turn(sentences: &[&str], ctx: &ParseContext<'_>) -> Option<Effect> {
    let [sentence] = sentences else { return None };
    let rest = eat(
        sentence,
        "Whenever one or more creatures you control deal combat damage to one or more players this turn, ",
    )?;
    let effects = effects(&[rest], &ParseContext { spell: false, ..*ctx })?;
    let trigger = DelayedTrigger::CreaturesYouControlDealCombatDamageToPlayers;
    effects.iter().all(|e| e.target().is_none()).then_some(Effect::DelayedThisTurn { trigger, effects })
}

// --- Modal spells ---------------------------------------------------------------------

/// The most modes a modal spell may have here (each is a bit of a mask).
pub const MAX_MODES: usize = 16;

/// 700.2. A modal spell's choice and its bulleted modes are one ability,
/// on several lines: when `lines` starts with such a choice (on an instant
/// or sorcery), how many lines it takes, and the ability if every mode is
/// understood (else those lines are all unsupported).
pub fn modal_block(lines: &[&str], ctx: &ParseContext<'_>) -> Option<(usize, Option<Ability>)> {
    let body = without_reminder_text(lines.first()?);
    modal_block_with(lines, body.trim(), ctx)
}

/// [`modal_block`] with the first line's `body` (without its reminder text,
/// trimmed) given.
pub(crate) fn modal_block_with(lines: &[&str], body: &str, ctx: &ParseContext<'_>) -> Option<(usize, Option<Ability>)> {
    if lines.is_empty() {
        return None;
    }
    if let Some((count, more)) = ctx.spell.then(|| mode_header(body)).flatten() {
        let modes = mode_lines(&lines[1..], count.spree);
        return Some((modes.len() + 1, modal_spell(count, more, &modes, ctx)));
    }
    // 700.2b: "When [this] enters, choose one —" and its modes, a modal triggered ability.
    let (head, count) = body.strip_suffix(" —")?.rsplit_once(", choose ")?;
    let (trigger, "") = trigger(head, ctx)? else { return None };
    let (min, max) = match count {
        "up to one" => (0, 1),
        count => mode_count(count)?,
    };
    let lines = mode_lines(&lines[1..], false);
    let modal = mode_list(ModeCount { min, max, spree: false }, &lines, ctx).filter(|m| m.choose.max >= 1);
    let ability =
        modal.map(|modal| Ability::Triggered { trigger, condition: None, effects: Vec::new(), modal: Some(modal) });
    Some((lines.len() + 1, ability))
}

/// 700.2, 702.172a. "Choose one —", "Choose two —", "Choose one or both —",
/// "Choose one or more —", "Spree": how many modes (the most left at
/// `u32::MAX` for "or more" until the modes are counted); 601.2b, "Choose
/// one. If … as you cast this spell, \[you may\] choose two instead." (after
/// an ability word, "Descend 8 —") with its [`MoreModes`]. `body` is the
/// line without its reminder text, trimmed.
fn mode_header(body: &str) -> Option<(ModeCount, Option<MoreModes>)> {
    if body == "Spree" {
        return Some((ModeCount { min: 1, max: u32::MAX, spree: true }, None));
    }
    if let Some(rest) = eat(body, "Choose ").and_then(|rest| rest.strip_suffix(" —")) {
        let (min, max) = mode_count(rest)?;
        return Some((ModeCount { min, max, spree: false }, None));
    }
    // An ability word with its number (207.2c: "Descend 8").
    let body = match split_at_spaced_dash(body) {
        Some((head, rest))
            if head.split_once(' ').is_some_and(|(word, n)| {
                word.chars().all(|c| c.is_ascii_alphabetic()) && n.chars().all(|c| c.is_ascii_digit())
            }) =>
        {
            rest
        }
        _ => body,
    };
    let (first, second) = eat(body, "Choose ")?.split_once(". If ")?;
    let (min, max) = mode_count(first)?;
    // "If … as you cast this spell, …"; "If you descended this turn, …" (700.11), judged as it is cast (601.2b).
    let (condition, then) = second.split_once(" as you cast this spell, ").or_else(|| second.split_once(", "))?;
    let then = then.strip_prefix("you may ").unwrap_or(then);
    let (_, more) = mode_count(eat(then, "choose ")?.strip_suffix(" instead.")?)?;
    let condition = static_condition(condition)?;
    (more > max).then_some((ModeCount { min, max, spree: false }, Some(MoreModes { condition, max: more })))
}

/// "one", "two", "one or both", "one or more", "both": the fewest and most
/// modes (`u32::MAX` for "or more").
fn mode_count(words: &str) -> Option<(u32, u32)> {
    match words {
        "one or both" => Some((1, 2)),
        "one or more" => Some((1, u32::MAX)),
        "both" => Some((2, 2)),
        _ => match number(words)? {
            (n, "") => Some((n, n)),
            _ => None,
        },
    }
}

/// The mode lines that follow a header: those starting with a bullet (or,
/// for spree, a plus sign, 702.172b).
fn mode_lines<'a>(lines: &[&'a str], spree: bool) -> Vec<&'a str> {
    let mark = if spree { "+ " } else { "• " };
    lines.iter().take_while(|l| l.starts_with(mark)).copied().collect()
}

/// 700.2, 700.2h. A modal spell ability from its header and mode lines:
/// `None` unless every mode is understood.
fn modal_spell(
    choose: ModeCount,
    mut more: Option<MoreModes>,
    lines: &[&str],
    ctx: &ParseContext<'_>,
) -> Option<Ability> {
    let Modal { choose, modes } = mode_list(choose, lines, ctx)?;
    if let Some(more) = &mut more {
        more.max = more.max.min(modes.len() as u32);
    }
    (choose.min >= 1).then_some(Ability::ModalSpell { choose, modes, more })
}

/// 700.2, 700.2h. The modes of `lines` (a flavor word before a mode's
/// instructions has no rules meaning, 207.2d), with the most modes no more
/// than there are: `None` unless every mode is understood.
fn mode_list(mut choose: ModeCount, lines: &[&str], ctx: &ParseContext<'_>) -> Option<Modal> {
    if lines.len() < 2 || lines.len() > MAX_MODES {
        return None;
    }
    let mut modes = Vec::with_capacity(lines.len());
    for line in lines {
        let body = without_reminder_text(line);
        let body = body.trim();
        let (cost, body) = if choose.spree {
            let (cost, body) = body.strip_prefix("+ ")?.split_once(" — ")?;
            let cost = ManaCost::parse(cost).ok().filter(|c| !c.is_none())?;
            (Some(cost), body)
        } else {
            (None, without_ability_word(body.strip_prefix("• ")?))
        };
        let effects = effects(&sentences(body)?, ctx)?;
        if effects.is_empty() {
            return None;
        }
        modes.push(Mode { cost, effects });
    }
    choose.max = choose.max.min(modes.len() as u32);
    (choose.min <= choose.max).then_some(Modal { choose, modes })
}

// --- Text helpers ---------------------------------------------------------------------

fn utf16_len(text: &str) -> usize {
    text.encode_utf16().count()
}

/// The line with every parenthesized part removed (207.2a). An unclosed `(`
/// hides the rest of the line.
pub(crate) fn without_reminder_text(line: &str) -> Cow<'_, str> {
    if !line.as_bytes().contains(&b'(') {
        return Cow::Borrowed(line);
    }
    // The parts outside parentheses copied whole (parentheses are ASCII, so every cut is at a character).
    let mut out = String::with_capacity(line.len());
    let (mut depth, mut from) = (0usize, 0usize);
    for (i, b) in line.bytes().enumerate() {
        match b {
            b'(' => {
                if depth == 0 {
                    out.push_str(line.get(from..i).unwrap_or(""));
                }
                depth += 1;
            }
            b')' if depth > 0 => {
                depth -= 1;
                from = i + 1;
            }
            _ => {}
        }
    }
    if depth == 0 {
        out.push_str(line.get(from..).unwrap_or(""));
    }
    Cow::Owned(out)
}

/// The sentences of a body, without their final periods; `None` unless the
/// body ends with one.
///
/// A body ending in a quoted ability (`… with toxic 1 and "This creature
/// can't block."`) keeps that ability's opening quote, without its closing
/// quote and period: `[token]`'s quoted abilities read it.
fn sentences(body: &str) -> Option<Vec<&str>> {
    let quoted = body.strip_suffix(".\"").filter(|b| b.matches('"').count() == 1);
    let body = match quoted {
        Some(body) => body,
        None => body.strip_suffix('.')?,
    };
    // `body.split(". ")`, found by the periods (a byte search: this runs for every line at import).
    let mut parts = Vec::new();
    let mut from = 0;
    for (i, _) in body.match_indices('.') {
        if body.get(i + 1..).is_some_and(|rest| rest.starts_with(' ')) {
            parts.push(body.get(from..i)?.trim());
            from = i + 2;
        } else if body.get(i + 1..).is_some_and(|rest| rest.starts_with("\" "))
            && body.get(from..=i).is_some_and(|part| part.matches('"').count() == 1)
        {
            // A quoted ability closing a sentence: "… with menace and \"Whenever …\" It's still a land."
            parts.push(body.get(from..i + 2)?.trim());
            from = i + 3;
        }
    }
    parts.push(body.get(from..)?.trim());
    parts.iter().all(|p| !p.is_empty() && !p.ends_with('.')).then_some(parts)
}

/// `s` without the prefix `lit` (ASCII case ignored), when what follows the
/// prefix does not continue a word.
fn eat<'a>(s: &'a str, lit: &str) -> Option<&'a str> {
    // Bytes compared (the first alone first: most templates tried on a phrase differ there); a
    // prefix equal to `lit` but for ASCII case ends where one of `lit`'s characters ends.
    let (bytes, want) = (s.as_bytes(), lit.as_bytes());
    let head = bytes.get(..want.len())?;
    if head.first().map(u8::to_ascii_lowercase) != want.first().map(u8::to_ascii_lowercase)
        || !head.eq_ignore_ascii_case(want)
    {
        return None;
    }
    let rest = s.get(lit.len()..)?;
    let continues_word = want.last().is_some_and(u8::is_ascii_alphanumeric)
        && rest.starts_with(|c: char| c.is_alphanumeric() || c == '\'' || c == '’');
    (!continues_word).then_some(rest)
}

/// Whether a template may be left untried: `s` starts with none of `words`
/// (ASCII case ignored, as [`eat`] compares), the first words every reading
/// of the template starts with. A phrase's first words choose the templates
/// tried (this runs for every line at import). In this crate's own tests
/// `tests::TRY_ALL` turns every such test off, and the test
/// `every_pool_reads_the_same_with_templates_chosen_by_first_words` reads
/// every pool's oracle text both ways: a reading added to a template that
/// starts with other words fails it until the template's words list them.
fn cannot_start(s: &str, words: &[&str]) -> bool {
    #[cfg(test)]
    if tests::TRY_ALL.with(std::cell::Cell::get) {
        return false;
    }
    !words.iter().any(|w| {
        // The test's check that every word is needed: one word hidden.
        #[cfg(test)]
        if tests::HIDDEN.with(|hidden| hidden.get() == Some(*w)) {
            return false;
        }
        s.as_bytes().get(..w.len()).is_some_and(|head| head.eq_ignore_ascii_case(w.as_bytes()))
    })
}

/// The words every trigger condition starts with (603.1: "when",
/// "whenever", "at"), as [`trigger`] reads them.
const TRIGGER_WORDS: [&str; 2] = ["When", "At the beginning of "];

/// The words [`static_ability`]'s readings start with but for those that
/// start with a self-reference or a noun phrase.
const STATIC_WORDS: [&str; 12] = [
    "As ",
    "For ",
    "If ",
    "You ",
    "Your ",
    "This ",
    "Equipped ",
    "Enchanted ",
    "Each ",
    "Activated abilities ",
    "Players ",
    "Cards ",
];

/// `s` with its typographic apostrophes (’) made straight, copied only when it
/// has one (most lines have none): the templates compare with `'`.
fn straight(s: &str) -> Cow<'_, str> {
    if has_curly_apostrophe(s) { Cow::Owned(s.replace('’', "'")) } else { Cow::Borrowed(s) }
}

/// Whether `s` has a typographic apostrophe (’), its first byte (0xE2, shared
/// with dashes and bullets) looked for first: a search for the character sets
/// up a substring searcher, and this runs for most phrases at import.
pub(crate) fn has_curly_apostrophe(s: &str) -> bool {
    s.as_bytes().contains(&0xE2) && s.contains('’')
}

/// `s.split_once(" — ")`, found by the dash's bytes: a substring search sets
/// up a searcher each time, and this runs for every line at import.
fn split_at_spaced_dash(s: &str) -> Option<(&str, &str)> {
    const DASH: usize = '—'.len_utf8();
    let mut from = 0;
    while let Some(at) = s.get(from..)?.find('—') {
        let at = from + at;
        if let (Some(head), Some(rest)) = (s[..at].strip_suffix(' '), s[at + DASH..].strip_prefix(' ')) {
            return Some((head, rest));
        }
        from = at + DASH;
    }
    None
}

/// `s.rsplit_once(pat)` for a pattern of two or more ASCII bytes, found by
/// its bytes (a string searcher is set up for every call of `rsplit_once`;
/// this runs for every instruction of every line at import).
fn rsplit_once_ascii<'a>(s: &'a str, pat: &str) -> Option<(&'a str, &'a str)> {
    let (bytes, want) = (s.as_bytes(), pat.as_bytes());
    let (&first, &second) = (want.first()?, want.get(1)?);
    let last = bytes.len().checked_sub(want.len())?;
    // The second byte tested first: the patterns start with a space, the commonest byte in text.
    let at = (0..=last).rev().find(|&i| {
        bytes.get(i + 1) == Some(&second) && bytes.get(i) == Some(&first) && bytes.get(i..i + want.len()) == Some(want)
    })?;
    Some((s.get(..at)?, s.get(at + want.len()..)?))
}

/// The next word (up to a space or comma) and what follows it.
fn word(s: &str) -> Option<(&str, &str)> {
    // By bytes (both are ASCII, never inside a character): a char-set search costs more per call.
    let end = s.bytes().position(|b| b == b' ' || b == b',').unwrap_or(s.len());
    (end > 0).then(|| s.split_at(end))
}

/// 122.1. A kind of counter and the word "counter" (or "counters" after a
/// `count` other than one): "+1/+1 counter", "ice counters"; what follows.
fn counter_kind(s: &str, count: u32) -> Option<(CounterKind, &str)> {
    let noun = if count == 1 { " counter" } else { " counters" };
    let (name, rest) = word(s)?;
    let rest = eat(rest, noun)?;
    let named = name.bytes().all(|b| b.is_ascii_lowercase()) && !matches!(name, "counter" | "counters");
    let kind = match name {
        "+1/+1" => CounterKind::PlusOnePlusOne,
        "-1/-1" => CounterKind::MinusOneMinusOne,
        "-0/-1" => CounterKind::MinusZeroMinusOne,
        _ if named => CounterKind::from_name(name)?,
        _ => return None,
    };
    Some((kind, rest))
}

/// A number: digits or a number word ("a", "an", "one" … "ten", "twenty").
fn number(s: &str) -> Option<(u32, &str)> {
    const WORDS: [(&str, u32); 13] = [
        ("a", 1),
        ("an", 1),
        ("one", 1),
        ("two", 2),
        ("three", 3),
        ("four", 4),
        ("five", 5),
        ("six", 6),
        ("seven", 7),
        ("eight", 8),
        ("nine", 9),
        ("ten", 10),
        ("twenty", 20),
    ];
    let (w, rest) = word(s)?;
    // Compared ignoring ASCII case without a lowercase copy (this runs at many places of every line).
    let n = match WORDS.iter().find(|(name, _)| w.eq_ignore_ascii_case(name)) {
        Some(&(_, n)) => n,
        None if w.len() <= 7 && w.bytes().all(|b| b.is_ascii_digit()) => w.parse().ok().filter(|n| *n <= MAX_NUMBER)?,
        None => return None,
    };
    Some((n, rest))
}

/// Then a space and a number.
fn spaced_number(s: &str) -> Option<(u32, &str)> {
    number(s.strip_prefix(' ')?)
}

/// 614.1c, 707.9b. "… enter tapped as a copy of any land card in a
/// graveyard, except it's a Cave in addition to its other types" (after
/// "as a copy of any ").
fn copy_of_graveyard_card(rest: &str) -> Option<StaticAbility> {
    let (cards, except) = rest.split_once(" card in a graveyard, except it's a ")?;
    let (subtype, "") = except.split_once(" in addition to its other types")? else { return None };
    let (subtype, false) = subtype_word(subtype)? else { return None };
    let (of, Noun::Permanent, false, "") = noun_phrase(cards)? else { return None };
    let plain = of.controller.is_none() && !of.other && of.condition.is_none();
    plain.then(|| StaticAbility::EntersAsCopy {
        optional: true,
        of,
        tapped: true,
        from_graveyard: true,
        also_subtype: Some(subtype.to_string()),
    })
}

/// A self-reference (201.5): one of the names, or "this creature", "this
/// spell", ... ("~" too).
fn self_ref<'a>(s: &'a str, ctx: &ParseContext<'_>) -> Option<&'a str> {
    // Every phrase below starts with a name's first byte, `t`, `T` or `~` (a byte test first:
    // it is tried at many places of every line at import).
    let first = *s.as_bytes().first()?;
    // The longest name that matches ("Marchesa, Resolute Monarch" before "Marchesa").
    let longest = ctx
        .names
        .iter()
        .filter(|n| n.as_bytes().first() == Some(&first) && !n.trim().is_empty())
        .filter_map(|name| s.strip_prefix(name).filter(|rest| !rest.starts_with(|c: char| c.is_alphanumeric())))
        .min_by_key(|rest| rest.len());
    if longest.is_some() || !matches!(first, b't' | b'T' | b'~') {
        return longest;
    }
    for this in [
        "this creature",
        "this spell",
        "this permanent",
        "this land",
        "this artifact",
        "this enchantment",
        "this card",
        "this token",
        "this battle",
        "this planeswalker",
        "this Saga",
        "~",
    ] {
        if let Some(rest) = eat(s, this) {
            return Some(rest);
        }
    }
    None
}

/// 613.1f. "vigilance if it's white, hexproof if it's blue, …, and trample if it's green".
fn color_grants(s: &str) -> Option<Vec<ColorKeyword>> {
    let grant = |item: &str| {
        let (keyword, color) = item.split_once(" if it's ").or_else(|| item.split_once(" if it’s "))?;
        let keyword = KeywordAbility::simple(keyword).filter(KeywordAbility::is_modelled)?;
        Some(ColorKeyword { color: color_word(color)?, keyword })
    };
    s.replace(", and ", ", ").split(", ").map(grant).collect()
}

/// 105.2. "white, blue, black, or red", "red or green": the colors, any one
/// of which an object may have, and what follows the list.
fn color_list(s: &str) -> Option<(ColorSet, &str)> {
    let (first, mut rest) = word(s)?;
    let mut set = ColorSet::EMPTY.with(color_word(first)?);
    let mut items = 1;
    loop {
        // ", or red" or " or red" ends the list; ", blue" continues it.
        let (last, after) = match eat(rest, ", or ").or_else(|| eat(rest, " or ").filter(|_| items == 1)) {
            Some(after) => (true, after),
            None => (false, eat(rest, ", ")?),
        };
        let (w, after) = word(after)?;
        set = set.with(color_word(w)?);
        (rest, items) = (after, items + 1);
        if last {
            return Some((set, rest));
        }
    }
}

fn color_word(w: &str) -> Option<Color> {
    Color::ALL.into_iter().find(|c| c.name().eq_ignore_ascii_case(w))
}

/// A card type word, singular or plural: (type, plural).
/// "instant or sorcery", "instant and sorcery": card types (singular)
/// joined by `sep`.
fn card_types(s: &str, sep: &str) -> Option<Vec<CardType>> {
    s.split(sep)
        .map(|w| match type_word(w) {
            Some((t, false)) => Some(t),
            _ => None,
        })
        .collect()
}

fn type_word(w: &str) -> Option<(CardType, bool)> {
    // `w` is `name` followed by `suffix`, ignoring ASCII case (no allocation: this runs for every word of
    // every card's text at import).
    let plural_of = |name: &str, suffix: &str| {
        let cut = w.len().checked_sub(suffix.len());
        cut.and_then(|cut| Some((w.get(..cut)?, w.get(cut..)?)))
            .is_some_and(|(stem, end)| stem.eq_ignore_ascii_case(name) && end.eq_ignore_ascii_case(suffix))
    };
    // The nouns' names start with nine different letters: `w`'s first letter says which one it may be.
    let t = match w.as_bytes().first()?.to_ascii_lowercase() {
        b'c' => CardType::Creature,
        b'a' => CardType::Artifact,
        b'e' => CardType::Enchantment,
        b'l' => CardType::Land,
        b'p' => CardType::Planeswalker,
        b'b' => CardType::Battle,
        b'i' => CardType::Instant,
        b's' => CardType::Sorcery,
        b'k' => CardType::Kindred,
        _ => return None,
    };
    let name = t.name();
    if w.eq_ignore_ascii_case(name) {
        Some((t, false))
    } else if plural_of(name, "s") || plural_of(name, "es") {
        Some((t, true))
    } else {
        None
    }
}

/// A subtype word, singular or plural, as the rules' lists spell it
/// (205.3): (subtype, plural). Only capitalized words are subtypes in text.
fn subtype_word(w: &str) -> Option<(&'static str, bool)> {
    if !w.starts_with(|c: char| c.is_ascii_uppercase()) {
        return None;
    }
    // The creature, artifact, enchantment and land types, one list (this runs for every capitalized word).
    let normalized;
    let w = if has_curly_apostrophe(w) {
        normalized = w.replace('’', "'");
        normalized.as_str()
    } else {
        w
    };
    if let Some(found) = permanent_subtype(w, "") {
        return Some((found, false));
    }
    let plurals = [
        w.strip_suffix('s').map(|s| (s, "")),
        w.strip_suffix("es").map(|s| (s, "")),
        w.strip_suffix("ves").map(|s| (s, "f")),
        w.strip_suffix("men").map(|s| (s, "man")),
    ];
    plurals.into_iter().flatten().find_map(|(stem, suffix)| permanent_subtype(stem, suffix)).map(|found| (found, true))
}

/// The kind of object a noun phrase names.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Noun {
    Permanent,
    Spell,
}

/// A noun phrase such as "another red creature", "artifact or enchantment",
/// "noncreature spell", "Goblins", "Dinosaur spells": the filter, the kind of
/// object, whether it is plural, and what follows (starting with a space,
/// or empty).
/// "[cards] card" read as "[cards] spell", so that instant and sorcery are card types too (205.2a).
fn cards_filter(cards: &str) -> Option<ObjectFilter> {
    let (filter, Noun::Spell, false, "") = noun_phrase(&format!("{cards} spell"))? else { return None };
    Some(filter)
}

/// As `cards_filter`, naming no controller, "another" or condition: a card in a graveyard is owned, not controlled.
fn plain_cards_filter(cards: &str) -> Option<ObjectFilter> {
    cards_filter(cards).filter(|f| f.controller.is_none() && !f.other && f.condition.is_none())
}

fn noun_phrase(input: &str) -> Option<(ObjectFilter, Noun, bool, &str)> {
    let mut filter = ObjectFilter::default();
    let mut noun = None;
    let mut plural = false;
    let mut consumed = false;
    let mut s = input; // what follows the last word consumed
    loop {
        let start = if consumed {
            match s.strip_prefix(' ') {
                Some(next) => next,
                None => break,
            }
        } else {
            s
        };
        let Some((w, after)) = word(start) else { break };
        let is = |name: &str| w.eq_ignore_ascii_case(name);
        if (is("another") || is("other")) && !consumed {
            filter.other = true;
        } else if !consumed
            && let Some(((p, t), "")) = plain_pt(w)
            && p == t
            && filter.condition.is_none()
        {
            // "target 1/1 creature" (Pendelhaven): power and toughness both.
            let value = u32::try_from(p).ok()?;
            filter.condition = Some(Condition {
                quantity: Quantity::PowerAndToughness,
                comparison: Comparison::Exactly,
                value,
                x: false,
            });
        } else if is("basic") {
            filter.supertypes.push(Supertype::Basic);
        } else if is("legendary") {
            filter.supertypes.push(Supertype::Legendary);
        } else if is("snow") {
            filter.supertypes.push(Supertype::Snow);
        } else if is("nonbasic") {
            filter.not_supertypes.push(Supertype::Basic);
        } else if is("nonlegendary") {
            filter.not_supertypes.push(Supertype::Legendary);
        } else if is("monocolored") {
            filter.monocolored = true;
        } else if is("multicolored") {
            filter.multicolored = true;
        } else if is("tapped") && !consumed {
            // 110.5: "target tapped creature".
            filter.tapped = true;
        } else if is("nontoken") {
            filter.token = Some(false);
        } else if consumed && (is("token") || is("tokens")) {
            // 111.1: "a creature token".
            filter.token = Some(true);
            plural = is("tokens");
            noun = Some(Noun::Permanent);
            s = after;
            break;
        } else if let Some(color) = strip_prefix_ignore_case(w, "non").and_then(color_word) {
            // "nonblack creature" (105.2).
            filter.not_colors = filter.not_colors.with(color);
        } else if let Some((subtype, false)) = w.strip_prefix("non-").and_then(subtype_word) {
            // "non-Dragon creature"
            filter.not_subtypes.push(subtype.to_string());
        } else if let Some(t) =
            strip_prefix_ignore_case(w, "non").map(|t| t.trim_start_matches('-')).and_then(type_word)
        {
            if t.1 {
                return None;
            }
            filter.not_types.push(t.0);
            // "noncreature, nonland permanent": both exclusions (205.4b).
            if let Some(next) = after.strip_prefix(',').filter(|r| r.starts_with(" non")) {
                consumed = true;
                s = next;
                continue;
            }
        } else if let Some(color) = color_word(w) {
            filter.colors = filter.colors.with(color);
            // "blue, black, or red spell": a list of colors, one of which it has.
            let listed =
                after.strip_prefix(", or ").or_else(|| after.strip_prefix(", ")).or_else(|| after.strip_prefix(" or "));
            if let Some(next) = listed.filter(|r| word(r).is_some_and(|(w2, _)| color_word(w2).is_some())) {
                consumed = true;
                s = &after[after.len() - next.len() - 1..];
                continue;
            }
        } else if let Some((t, is_plural)) = type_word(w) {
            plural = is_plural;
            // "artifact, creature, enchantment, or planeswalker": one of several.
            if let Some((types, last_plural, nonbasic_land, rest)) = type_list(t, after) {
                // "artifact, enchantment, or nonbasic land" (Boseiju, Who
                // Endures): only lands are basic (205.4c), so "not basic"
                // spares the artifacts and enchantments.
                if nonbasic_land {
                    filter.not_supertypes.push(Supertype::Basic);
                }
                filter.one_of_types.extend(types);
                plural = last_plural;
                consumed = true;
                s = rest;
                continue;
            }
            // "noncreature artifact or noncreature enchantment": the same
            // exclusion on both, so one of two types and not the excluded one.
            if let Some(rest) = after.strip_prefix(" or non")
                && let [excluded] = filter.not_types[..]
                && let Some((w2, after2)) = word(rest)
                && type_word(w2).is_some_and(|(t2, plural2)| t2 == excluded && !plural2)
                && let Some((w3, after3)) = after2.strip_prefix(' ').and_then(word)
                && let Some((t3, plural3)) = type_word(w3)
            {
                filter.one_of_types.extend([t, t3]);
                plural = plural3;
                consumed = true;
                s = after3;
                continue;
            }
            // "artifact or enchantment", "artifacts and/or enchantments": one of two types.
            if let Some(rest) = after.strip_prefix(" or ").or_else(|| after.strip_prefix(" and/or "))
                && let Some((w2, after2)) = word(rest)
                && let Some((t2, plural2)) = type_word(w2)
            {
                filter.one_of_types.extend([t, t2]);
                plural = plural2;
                consumed = true;
                s = after2;
                continue;
            }
            filter.types.push(t);
        } else if is("outlaw") || is("outlaws") {
            // 700.12: an Assassin, Mercenary, Pirate, Rogue and/or Warlock.
            filter.subtypes.extend(["Assassin", "Mercenary", "Pirate", "Rogue", "Warlock"].map(String::from));
            plural = is("outlaws");
        } else if let Some((subtype, is_plural)) = subtype_word(w) {
            filter.subtypes.push(subtype.to_string());
            plural = is_plural;
            // "Vampire or Zombie": one of two subtypes (Kalitas's cost).
            if let Some((w2, after2)) = after.strip_prefix(" or ").and_then(word)
                && let Some((subtype2, plural2)) = subtype_word(w2)
                && plural2 == is_plural
            {
                filter.subtypes.push(subtype2.to_string());
                consumed = true;
                s = after2;
                continue;
            }
        } else if let Some(kind) = spell_or_permanent(w, &mut plural) {
            noun = Some(kind);
            s = after;
            consumed = true;
            break;
        } else {
            break;
        }
        consumed = true;
        s = after;
    }
    if !consumed {
        return None;
    }
    let has_type = !filter.types.is_empty() || !filter.one_of_types.is_empty() || !filter.subtypes.is_empty();
    let noun = match noun {
        Some(n) => n,
        None if has_type => Noun::Permanent,
        None => return None,
    };
    let permanent_types = filter.types.iter().chain(&filter.one_of_types).all(|t| t.is_permanent_type());
    if noun == Noun::Permanent && !permanent_types {
        return None;
    }
    Some((filter, noun, plural, s))
}

/// "A, B, C, or D" after the first card type `first`: the types, whether
/// the last is plural, whether it is "or nonbasic land", and what follows;
/// `None` unless it is such a list.
fn type_list(first: CardType, mut after: &str) -> Option<(Vec<CardType>, bool, bool, &str)> {
    let mut types = vec![first];
    while let Some(rest) = after.strip_prefix(", ") {
        let (last, rest) = match rest.strip_prefix("or ") {
            Some(r) => (true, r),
            None => (false, rest),
        };
        let nonbasic = last.then(|| eat(rest, "nonbasic ")).flatten();
        let (w, next) = word(nonbasic.unwrap_or(rest))?;
        let (t, plural) = type_word(w)?;
        if nonbasic.is_some() && t != CardType::Land {
            return None;
        }
        types.push(t);
        after = next;
        if last {
            return (types.len() > 2).then_some((types, plural, nonbasic.is_some(), after));
        }
    }
    None
}

fn spell_or_permanent(w: &str, plural: &mut bool) -> Option<Noun> {
    const NOUNS: [(&str, Noun, bool); 4] = [
        ("spell", Noun::Spell, false),
        ("spells", Noun::Spell, true),
        ("permanent", Noun::Permanent, false),
        ("permanents", Noun::Permanent, true),
    ];
    let &(_, noun, is_plural) = NOUNS.iter().find(|(name, ..)| w.eq_ignore_ascii_case(name))?;
    *plural = is_plural;
    Some(noun)
}

/// `w` without the prefix `prefix` (ASCII case ignored; `prefix` is ASCII).
fn strip_prefix_ignore_case<'a>(w: &'a str, prefix: &str) -> Option<&'a str> {
    let head = w.get(..prefix.len())?;
    head.eq_ignore_ascii_case(prefix).then(|| &w[prefix.len()..])
}

/// " you control", " an opponent controls", ... and " with \[condition\]".
fn qualifiers<'a>(mut s: &'a str, filter: &mut ObjectFilter) -> Option<&'a str> {
    for (lit, controller) in [
        (" you control", Controller::You),
        (" you cast", Controller::You),
        (" you don't control", Controller::NotYou),
        (" an opponent controls", Controller::NotYou),
        (" your opponents control", Controller::NotYou),
        (" your opponents cast", Controller::NotYou),
    ] {
        if let Some(rest) = eat(s, lit) {
            filter.controller = Some(controller);
            s = rest;
            break;
        }
    }
    // 601.2a: where a spell is cast from.
    for (lit, from) in
        [(" from your hand", CastFrom::Hand), (" from graveyards or from exile", CastFrom::GraveyardOrExile)]
    {
        if let Some(rest) = eat(s, lit) {
            filter.cast_from = Some(from);
            s = rest;
        }
    }
    // "with mana value less than or equal to the number of cards in its controller's graveyard" (Drown in the Loch).
    if let Some(rest) =
        eat(s, " with mana value less than or equal to the number of cards in its controller's graveyard").or_else(
            || eat(s, " with mana value less than or equal to the number of cards in its controller’s graveyard"),
        )
    {
        let (quantity, comparison) = (Quantity::ManaValue, Comparison::AtMost);
        filter.condition = Some(Condition { quantity, comparison, value: 0, x: false });
        filter.controllers_graveyard = true;
        return Some(rest);
    }
    if let Some(rest) = eat(s, " with ") {
        // 702.164: "creatures you control with toxic" (a keyword with a number: matched by its name, any N).
        if let Some(rest) = eat(rest, "toxic") {
            filter.keyword = Some(GrantedKeyword::Toxic1);
            return Some(rest);
        }
        let (condition, rest) = condition(rest)?;
        filter.condition = Some(condition);
        s = rest;
    }
    Some(s)
}

/// 202.1. "{N}": one generic mana symbol, then the rest.
fn generic(s: &str) -> Option<(u32, &str)> {
    let (digits, rest) = s.strip_prefix('{')?.split_once('}')?;
    let n = (digits.len() <= 7 && digits.bytes().all(|b| b.is_ascii_digit())).then(|| digits.parse().ok())??;
    Some((n, rest))
}

/// "power 2 or less", "power or toughness 2 or less", "total power and
/// toughness 5 or less", "mana value 3 or greater".
fn condition(s: &str) -> Option<(Condition, &str)> {
    // 202.1: "mana cost {0} or {1}" (Urza's Saga): one generic symbol, compared by its number.
    if let Some(rest) = eat(s, "mana cost ") {
        let (value, rest) = generic(rest)?;
        // "{0} or {1}": at most 1 (a generic number is never negative).
        let (comparison, value, rest) = match eat(rest, " or ").and_then(generic) {
            Some((1, after)) if value == 0 => (Comparison::AtMost, 1, after),
            Some(_) => return None,
            None => (Comparison::Exactly, value, rest),
        };
        return Some((Condition { quantity: Quantity::ManaCost, comparison, value, x: false }, rest));
    }
    let (quantity, s) = [
        ("total power and toughness", Quantity::TotalPowerAndToughness),
        ("power or toughness", Quantity::PowerOrToughness),
        ("power", Quantity::Power),
        ("toughness", Quantity::Toughness),
        ("mana value", Quantity::ManaValue),
    ]
    .into_iter()
    .find_map(|(lit, q)| eat(s, lit).map(|rest| (q, rest)))?;
    // 107.3: "mana value X": X is the activated ability's announced X or
    // defined by its text (`Effect::WhereXIs`); `x_is_defined` refuses it otherwise.
    let x_value = eat(s, " X").filter(|_| quantity == Quantity::ManaValue);
    let (value, s) = match x_value {
        Some(rest) => (0, rest),
        None => spaced_number(s)?,
    };
    let (comparison, s) = if let Some(rest) = eat(s, " or less") {
        (Comparison::AtMost, rest)
    } else if let Some(rest) = eat(s, " or greater").or_else(|| eat(s, " or more")) {
        (Comparison::AtLeast, rest)
    } else {
        (Comparison::Exactly, s)
    };
    Some((Condition { quantity, comparison, value, x: x_value.is_some() }, s))
}

/// 608.2h. "If its mana value was 3 or less, scry 1." after the last of
/// `effects`, the instruction on the target: [`Effect::IfItWas`] takes its
/// place. "If it was a creature card, put a +1/+1 counter on Scavenging Ooze
/// and you gain 1 life." after an exile from a graveyard. The last effect is
/// moved, not cloned (no `Effect: Clone` in the wasm).
fn if_it_was(sentence: &str, effects: &mut [Effect], ctx: &ParseContext<'_>) -> Option<()> {
    if !matches!(effects.last(), Some(Effect::ReturnToHand { .. } | Effect::Exile { .. })) {
        return None;
    }
    let text;
    // "If that permanent had mana value 3 or less, proliferate." (Serum Snare)
    let mana_value =
        eat(sentence, "If its mana value was").or_else(|| eat(sentence, "If that permanent had mana value"));
    let (filter, rest) = if let Some(rest) = mana_value {
        text = format!("mana value{rest}");
        let (condition, rest) = condition(&text)?;
        (ObjectFilter { condition: Some(condition), ..ObjectFilter::default() }, rest)
    } else {
        let rest = eat(sentence, "If it was a ").or_else(|| eat(sentence, "If it was an "))?;
        let (cards, rest) = rest.split_once(" card")?;
        let filter = cards_filter(cards)?;
        (filter, rest)
    };
    let then = effect_sentence(eat(rest, ", ")?, ctx)?;
    let untargeted = !then.is_empty() && then.iter().all(|e| e.target().is_none() && !e.uses_last_target());
    let last = effects.last_mut().filter(|_| untargeted)?;
    let effect = Box::new(std::mem::replace(last, Effect::ExileThatPlayersGraveyard));
    *last = Effect::IfItWas { filter, effect, then, otherwise: Vec::new() };
    Some(())
}

/// 406.2. "target card from a graveyard", "up to two target cards from
/// graveyards": [`Effect::Exile`] of any card in a graveyard.
fn exile_from_graveyards(s: &str) -> Option<Vec<Effect>> {
    let card =
        TargetSpec::CardInAGraveyard { filter: ObjectFilter::default(), defending_players: false, that_players: false };
    let exile =
        |target| Effect::Exile { target, controller_gains_life_equal_to_power: false, until_this_leaves: false };
    if eat(s, "target card from a graveyard") == Some("") {
        return Some(vec![exile(card)]);
    }
    // 508.5: "target card from defending player's graveyard" (an attacking creature's ability).
    if ["target card from defending player's graveyard", "target card from defending player’s graveyard"].contains(&s)
    {
        let card = TargetSpec::CardInAGraveyard {
            filter: ObjectFilter::default(),
            defending_players: true,
            that_players: false,
        };
        return Some(vec![exile(card)]);
    }
    let up_to_one = |second| TargetSpec::UpToOne { target: Box::new(card.clone()), second, single_graveyard: false };
    // 115.1, 601.2c: "up to one target card from a graveyard" (Rotten Reunion).
    if eat(s, "up to one target card from a graveyard") == Some("") {
        return Some(vec![exile(up_to_one(false))]);
    }
    if eat(s, "up to two target cards from graveyards") == Some("") {
        return Some([false, true].map(|second| exile(up_to_one(second))).into());
    }
    // 115.1: "up to two target cards from a single graveyard" (Unlicensed Hearse).
    let single = |second| TargetSpec::UpToOne { target: Box::new(card.clone()), second, single_graveyard: second };
    (eat(s, "up to two target cards from a single graveyard") == Some(""))
        .then(|| [false, true].map(|second| exile(single(second))).into())
}

/// 107.3. " with mana value X or less" (Meltdown, Chord of Calling): the
/// X announced for the spell, read as it resolves.
fn mana_value_x_or_less<'a>(s: &'a str, filter: &mut ObjectFilter) -> Option<&'a str> {
    let rest = eat(s, " with mana value X or less")?;
    filter.condition =
        Some(Condition { quantity: Quantity::ManaValue, comparison: Comparison::AtMost, value: 0, x: true });
    Some(rest)
}

/// A target: "any target", "target player or planeswalker", "target
/// creature you control", "target red spell", ...
fn target(s: &str) -> Option<(TargetSpec, &str)> {
    // 115.1, 601.2c: "up to one target creature": zero targets may be chosen.
    if let Some(rest) = eat(s, "up to one ") {
        let (spec, rest) = one_target(rest, "other target ")?;
        return (spec != TargetSpec::AnyTarget)
            .then(|| (TargetSpec::UpToOne { target: Box::new(spec), second: false, single_graveyard: false }, rest));
    }
    one_target(s, "another target ")
}

/// 115.1, 601.2c. "up to two target artifacts and/or enchantments": two
/// "up to one" targets of permanents, the second not the first's object.
fn up_to_two(s: &str) -> Option<([TargetSpec; 2], &str)> {
    let (mut filter, Noun::Permanent, true, rest) = noun_phrase(eat(s, "up to two target ")?)? else { return None };
    let rest = qualifiers(rest, &mut filter)?;
    let spec = |second| TargetSpec::UpToOne {
        target: Box::new(TargetSpec::Permanent { filter: filter.clone() }),
        second,
        single_graveyard: false,
    };
    Some(([spec(false), spec(true)], rest))
}

/// One target; `another` is how "another target" is said ("up to one other
/// target creature").
fn one_target<'a>(s: &'a str, another: &str) -> Option<(TargetSpec, &'a str)> {
    if let Some(rest) = eat(s, "any target") {
        return Some((TargetSpec::AnyTarget, rest));
    }
    // 115.1: "another target creature": not the source itself.
    let (other, s) = match eat(s, another) {
        Some(rest) => (true, rest),
        None => (false, eat(s, "target ")?),
    };
    if other {
        let (mut filter, Noun::Permanent, false, rest) = noun_phrase(s)? else { return None };
        filter.other = true;
        let rest = qualifiers(rest, &mut filter)?;
        return Some((TargetSpec::Permanent { filter }, rest));
    }
    if let Some(rest) = eat(s, "player or planeswalker") {
        return Some((TargetSpec::PlayerOrPlaneswalker, rest));
    }
    if let Some(rest) = eat(s, "player") {
        return Some((TargetSpec::Player, rest));
    }
    if let Some(rest) = eat(s, "opponent") {
        return Some((TargetSpec::Opponent, rest));
    }
    // 506.4: "target attacking or blocking creature".
    let roles = [CombatRole::AttackingOrBlocking, CombatRole::Attacking, CombatRole::Blocking];
    let (combat, s) = match roles.into_iter().find_map(|r| Some((r, eat(eat(s, r.words())?, " ")?))) {
        Some((role, rest)) => (Some(role), rest),
        None => (None, s),
    };
    if combat.is_none()
        && let Some(spec) = permanent_any_of(s)
    {
        return Some((spec, ""));
    }
    let (mut filter, noun, plural, rest) = noun_phrase(s)?;
    if plural || (combat.is_some() && (noun != Noun::Permanent || filter.types != [CardType::Creature])) {
        return None;
    }
    filter.combat = combat;
    let rest = qualifiers(rest, &mut filter)?;
    let spec = match noun {
        Noun::Permanent => TargetSpec::Permanent { filter },
        Noun::Spell => TargetSpec::Spell { filter },
    };
    Some((spec, rest))
}

/// 115.1. "enchantment, tapped artifact, or tapped creature" (after
/// "target ", to the end of the sentence): a permanent one of the phrases
/// matches, when they differ in more than their card types (which
/// `one_of_types` says).
fn permanent_any_of(s: &str) -> Option<TargetSpec> {
    let (head, last) = rsplit_once_ascii(s, ", or ")?;
    let items: Vec<&str> = head.split(", ").chain([last]).collect();
    let filters = items
        .iter()
        .map(|item| {
            let (mut filter, Noun::Permanent, false, rest) = noun_phrase(item)? else { return None };
            qualifiers(rest, &mut filter)?.is_empty().then_some(filter)
        })
        .collect::<Option<Vec<ObjectFilter>>>()?;
    filters.iter().any(|f| f.tapped).then_some(TargetSpec::PermanentAnyOf { filters })
}

fn is_creature_target(spec: &TargetSpec) -> bool {
    match spec {
        TargetSpec::Permanent { filter } => filter.types == [CardType::Creature] && filter.one_of_types.is_empty(),
        // 115.1, 601.2c: "up to one target creature".
        TargetSpec::UpToOne { target, .. } => is_creature_target(target),
        _ => false,
    }
}

/// Who damage goes to.
fn recipient(s: &str) -> Option<(Recipient, &str)> {
    if let Some(rest) = eat(s, "each opponent") {
        // "each opponent and each planeswalker you don't control".
        if let Some(filter_rest) = eat(rest, " and each ").and_then(they_control) {
            return Some((Recipient::EachOpponentAndEach { filter: filter_rest.0 }, filter_rest.1));
        }
        if let Some((mut filter, Noun::Permanent, false, after)) = eat(rest, " and each ").and_then(noun_phrase)
            && let Some(after) = qualifiers(after, &mut filter)
        {
            return Some((Recipient::EachOpponentAndEach { filter }, after));
        }
        return Some((Recipient::EachOpponent, rest));
    }
    if let Some(rest) = eat(s, "each ") {
        let (mut filter, noun, plural, mut rest) = noun_phrase(rest)?;
        if noun != Noun::Permanent || plural {
            return None;
        }
        // "each creature without flying" (702.9b).
        if let Some(after) = eat(rest, " without flying") {
            filter.not_keyword = Some(GrantedKeyword::Flying);
            rest = after;
        }
        // "each creature and each player" (Crypt Rats).
        if let Some(after) = eat(rest, " and each player") {
            return Some((Recipient::EachAndEachPlayer { filter }, after));
        }
        let rest = qualifiers(rest, &mut filter)?;
        return Some((Recipient::Each { filter }, rest));
    }
    if let Some(rest) = eat(s, "you") {
        return Some((Recipient::You, rest));
    }
    // 608.2h: "that artifact's controller" (checked in `effects` to follow a target).
    let apostrophe = straight(s);
    for noun in ["artifact", "creature", "enchantment", "permanent", "planeswalker"] {
        let phrase = format!("that {noun}'s controller");
        if apostrophe.get(..phrase.len()).is_some_and(|p| p.eq_ignore_ascii_case(&phrase)) {
            let skip = s.char_indices().nth(phrase.chars().count()).map_or(s.len(), |(i, _)| i);
            return Some((Recipient::TargetsController, &s[skip..]));
        }
    }
    let (target, rest) = target(s)?;
    Some((Recipient::Target { target }, rest))
}

/// "creature and planeswalker they control" after "each opponent and each"
/// (End the Festivities): either type, controlled by those opponents.
fn they_control(s: &str) -> Option<(ObjectFilter, &str)> {
    let (w, rest) = word(s)?;
    let (first, false) = type_word(w)? else { return None };
    let (w, rest) = word(eat(rest, " and ")?)?;
    let (second, false) = type_word(w)? else { return None };
    let rest = eat(rest, " they control")?;
    let filter = ObjectFilter {
        one_of_types: vec![first, second],
        controller: Some(Controller::NotYou),
        ..ObjectFilter::default()
    };
    Some((filter, rest))
}

/// "+3/+3", "-1/-1", "+0/+2".
fn signed_pt(s: &str) -> Option<((i32, i32), &str)> {
    let signed = |s: &str| -> Option<(i32, usize)> {
        let sign = match s.chars().next()? {
            '+' => 1,
            '-' | '−' => -1,
            _ => return None,
        };
        let skip = s.chars().next()?.len_utf8();
        let digits = s[skip..].bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 || digits > 6 {
            return None;
        }
        let n: i32 = s[skip..skip + digits].parse().ok()?;
        Some((sign * n, skip + digits))
    };
    let (p, used) = signed(s)?;
    let s = s[used..].strip_prefix('/')?;
    let (t, used) = signed(s)?;
    Some(((p, t), &s[used..]))
}

/// "2/2".
fn plain_pt(s: &str) -> Option<((i32, i32), &str)> {
    // Only a number (`Stat::Number`: an optional sign, then digits) is read: a byte test first, as the first word
    // of every noun phrase is tried here at import.
    if !s.as_bytes().first().is_some_and(|b| b.is_ascii_digit() || *b == b'+' || *b == b'-') {
        return None;
    }
    let (w, rest) = word(s)?;
    let (p, t) = w.split_once('/')?;
    let (Stat::Number { value: p }, Stat::Number { value: t }) = (Stat::parse(p).ok()?, Stat::parse(t).ok()?) else {
        return None;
    };
    (p >= 0 && t >= 0).then_some(((p, t), rest))
}

/// "flying", "flying and vigilance", "flying, vigilance, and haste": keywords
/// without parameters, and ward with its cost ("ward {3}", 702.21a).
fn keyword_words(s: &str) -> Option<Vec<KeywordAbility>> {
    let s = s.replace(", and ", ", ").replace(" and ", ", ");
    let ward = |w: &str| {
        keyword_item(w, w)
            .ok()
            .flatten()
            .filter(|k| matches!(k, KeywordAbility::Ward { .. } | KeywordAbility::Toxic { .. }))
    };
    s.split(", ")
        .map(|w| KeywordAbility::simple(w.trim()).or_else(|| ward(w.trim())).filter(|_| !w.trim().is_empty()))
        .collect()
}

// --- Effects --------------------------------------------------------------------------

/// One instruction of one sentence, untargeted.
fn one_effect(sentence: &str, ctx: &ParseContext<'_>) -> Option<Effect> {
    let [effect] = <[Effect; 1]>::try_from(effect_sentence(sentence, ctx)?).ok()?;
    effect.target().is_none().then_some(effect)
}

/// 603.12, 608.2h. A reflexive ability's instructions "…, where X is the
/// highest mana value among the discarded cards" (X read from them), or
/// any other without a target.
fn discarded_x(s: &str, ctx: &ParseContext<'_>) -> Option<Vec<Effect>> {
    let effects = match s.strip_suffix(", where X is the highest mana value among the discarded cards") {
        Some(rest) => match effect_sentence(rest, ctx)?.as_slice() {
            [Effect::NumberIs { counted: Counted::X { times: 1 }, effect }] => {
                vec![Effect::NumberIs { counted: Counted::HighestManaValueDiscarded, effect: effect.clone() }]
            }
            _ => return None,
        },
        None => effect_sentence(s, ctx)?,
    };
    effects.iter().all(|e| e.target().is_none()).then_some(effects)
}

/// Every sentence as effects, or `None`.
fn effects(sentences: &[&str], ctx: &ParseContext<'_>) -> Option<Vec<Effect>> {
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(&sentence) = sentences.get(i) {
        i += 1;
        // 701.20a, 701.9b: "Target opponent reveals their hand. You choose a
        // nonland card from it. That player discards that card."
        if let Some(effect) = sentences.get(i - 1..).and_then(reveal_and_choose) {
            out.push(effect);
            i += 2;
            continue;
        }
        // 608.2c: "If you attacked with two or more creatures this turn, draw a card. Otherwise, create a 1/1
        // white Human creature token." (Wedding Announcement): the second instruction, which the first replaces
        // when the condition holds as it resolves.
        if let Some(effect) = sentences.get(i).and_then(|s| eat(s, "Otherwise, ")).and_then(|s| one_effect(s, ctx))
            && let Some((condition, then)) =
                eat(sentence, "If ").or_else(|| eat(sentence, "Then if ")).and_then(|r| r.split_once(", "))
            && let Some(condition) = static_condition(condition)
            && let Some(instead) = one_effect(then, ctx)
        {
            out.push(Effect::InsteadIf { condition, effect: Box::new(effect), instead: Box::new(instead) });
            i += 1;
            continue;
        }
        // 608.2c: "If evidence was collected, instead each opponent sacrifices a creature with the greatest power
        // among creatures they control." (Extract a Confession): the instruction before, replaced when the
        // condition holds as it resolves (neither targets).
        if let Some((condition, then)) = eat(sentence, "If ").and_then(|r| r.split_once(", instead "))
            && let Some(condition) = static_condition(condition)
            && let Some(instead) = one_effect(then, ctx)
            && out.last().is_some_and(|e: &Effect| e.target().is_none())
            && let Some(effect) = out.pop()
        {
            out.push(Effect::InsteadIf { condition, effect: Box::new(effect), instead: Box::new(instead) });
            continue;
        }
        // 406.3, 701.23: "If evidence was collected, exile a card from an opponent's graveyard. Then search its
        // owner's graveyard, hand, and library for any number of cards with that name and exile them. That player
        // shuffles, then draws a card for each card exiled from their hand this way." (Deadly Cover-Up): followed
        // only if the condition holds as it resolves.
        if let Some((condition, "exile a card from an opponent's graveyard")) =
            eat(sentence, "If ").and_then(|r| r.split_once(", "))
            && let Some(condition) = static_condition(condition)
            && sentences.get(i).is_some_and(|s| {
                straight(s)
                    == "Then search its owner's graveyard, hand, and library for any number of cards with that name and exile them"
            })
            && sentences.get(i + 1).is_some_and(|s| {
                straight(s) == "That player shuffles, then draws a card for each card exiled from their hand this way"
            })
        {
            out.push(Effect::OnlyIf { condition, effects: vec![Effect::ExileFromAnOpponentsGraveyardWithSameName] });
            i += 2;
            continue;
        }
        // 608.2c: "Then discard a card unless you attacked this turn." (Kaito Shizuki): followed only if its
        // controller declared no attackers this turn (508.1), judged as it resolves.
        if let Some(then) = eat(sentence, "Then ").and_then(|r| r.strip_suffix(" unless you attacked this turn"))
            && let Some(effects) = eat(then, "discard ")
                .and_then(number)
                .filter(|&(n, rest)| rest == if n == 1 { " card" } else { " cards" })
                .map(|(count, _)| vec![Effect::Discard { count, up_to: false }])
                .or_else(|| effect_sentence(then, ctx).filter(|e| e.iter().all(|e| e.target().is_none())))
        {
            out.push(Effect::OnlyIf { condition: StaticCondition::YouDidntAttackThisTurn, effects });
            continue;
        }
        // 122.1, 701.28a: "Then if [this] has three or more invitation counters on it, transform it."
        if let Some(rest) = eat(sentence, "Then if ").and_then(|r| self_ref(r, ctx))
            && let Some((at_least, rest)) = eat(rest, " has ").and_then(number)
            && let Some((counter, rest)) = eat(rest, " or more ").and_then(|r| counter_kind(r, at_least.max(2)))
            && eat(rest, " on it, transform it") == Some("")
        {
            let condition = StaticCondition::ThisHasCounters { counter, at_least };
            out.push(Effect::OnlyIf { condition, effects: vec![Effect::TransformThis] });
            continue;
        }
        // 122.1, 608.2c: "Then if there are no charge counters on [this], create a Treasure token and a …"
        // (Reckoner Bankbuster): the instructions, none with a target, followed only if it holds as it resolves.
        if let Some((counter, rest)) = eat(sentence, "Then if there are no ").and_then(|r| counter_kind(r, 2))
            && let Some(rest) = eat(rest, " on ").and_then(|r| self_ref(r, ctx)).and_then(|r| eat(r, ", "))
            && let Some(effects) = effect_sentence(rest, ctx).filter(|e| e.iter().all(|e| e.target().is_none()))
        {
            out.push(Effect::OnlyIf { condition: StaticCondition::ThisHasNoCounters { counter }, effects });
            continue;
        }
        // 701.13a, 603.7a: "exile any number of other nonland permanents you own and control. Return those cards
        // to the battlefield at the beginning of the next end step." (Yorion, Sky Nomad).
        if let Some(noun) = eat(sentence, "exile any number of ").and_then(|r| r.strip_suffix(" you own and control"))
            && sentences.get(i) == Some(&"Return those cards to the battlefield at the beginning of the next end step")
            && let Some((mut filter, Noun::Permanent, true, "")) = noun_phrase(noun)
            && filter.controller.is_none()
        {
            filter.controller = Some(Controller::You);
            out.push(Effect::ExileAnyNumberUntilNextEndStep { filter });
            i += 1;
            continue;
        }
        // 701.23, 608.2g: "Search your library for a creature, instant, or sorcery card with mana value less than
        // or equal to the number of colors of mana spent to cast this spell, exile that card, then shuffle. You may
        // cast that card without paying its mana cost." (Bring to Light): the card found, remembered as it is exiled.
        if sentences.get(i).is_some_and(|s| *s == "You may cast that card without paying its mana cost")
            && let Some(search) = search(sentence).filter(|e| {
                let inner = if let Effect::NumberIs { effect, .. } = e { &**effect } else { e };
                matches!(inner, Effect::SearchLibrary { destination: SearchDestination::Exile, .. })
            })
        {
            out.extend([search, Effect::MayCastFoundWithoutPaying]);
            i += 1;
            continue;
        }
        // 105.1, 608.2d: "Choose a color. Another target creature you control gains toxic 1 and hexproof from that
        // color until end of turn. It can't be blocked by creatures of that color this turn." (Skrelv, Defector
        // Mite): the color is chosen as it resolves, and "that color" read from it.
        if sentence.eq_ignore_ascii_case("Choose a color") && sentences.get(i).is_some_and(|s| s.contains("that color"))
        {
            out.push(Effect::ChooseColor);
            continue;
        }
        if out.contains(&Effect::ChooseColor)
            && let Some(pump) = sentence.strip_suffix(" and hexproof from that color until end of turn")
            && let Some([pumped @ Effect::PumpUntilEndOfTurn { until_your_next_turn: false, .. }]) =
                effect_sentence(&format!("{pump} until end of turn"), ctx).as_deref()
        {
            out.extend([pumped.clone(), Effect::ItGainsHexproofFromChosenColor]);
            continue;
        }
        if out.contains(&Effect::ChooseColor)
            && straight(sentence) == "It can't be blocked by creatures of that color this turn"
            && out.iter().rev().find_map(Effect::target).is_some_and(|t| is_creature_target(t.chosen()))
        {
            out.push(Effect::ItCantBeBlockedByChosenColorThisTurn);
            continue;
        }
        // 608.2d: "Choose odd or even. Exile each creature with mana value of the chosen quality."
        if sentence == "Choose odd or even"
            && let Some(rest) = sentences.get(i).and_then(|s| eat(s, "Exile each "))
            && let Some(noun) = rest.strip_suffix(" with mana value of the chosen quality")
            && let Some((filter, Noun::Permanent, false, "")) = noun_phrase(noun)
        {
            out.push(Effect::ExileEachOfChosenParity { filter });
            i += 1;
            continue;
        }
        // 707.9b, 603.7a: "Create a token that's a copy of another target nonlegendary creature you control, except
        // it has haste. Sacrifice it at the beginning of the next end step." (Reflection of Kiki-Jiki).
        if let Some(copy) = sentence.strip_suffix(", except it has haste")
            && sentences.get(i) == Some(&"Sacrifice it at the beginning of the next end step")
            && let Some([Effect::CreateTokenCopy { target, .. }]) = effect_sentence(copy, ctx).as_deref()
        {
            let target = target.clone();
            out.push(Effect::CreateTokenCopy {
                target,
                haste: true,
                sacrificed_at_next_end_step: true,
                x_copies: false,
            });
            i += 1;
            continue;
        }
        // 701.9b, 608.2c: "You may discard up to two cards. If you do, draw that many cards." (Fable of the
        // Mirror-Breaker): the player stops when they like; the draw counts the cards discarded.
        if let Some((count, " cards")) = eat(sentence, "You may discard up to ").and_then(number)
            && sentences.get(i) == Some(&"If you do, draw that many cards")
        {
            out.extend([
                Effect::Discard { count, up_to: true },
                Effect::IfYouDo { effects: vec![Effect::DrawThatMany] },
            ]);
            i += 1;
            continue;
        }
        // 701.23, 101.4: "For each creature exiled this way, its controller searches their library for a basic land
        // card. Those players put those cards onto the battlefield tapped, then shuffle." (Winds of Abandon)
        if let Some(card) =
            eat(sentence, "For each creature exiled this way, its controller searches their library for ")
            && sentences.get(i) == Some(&"Those players put those cards onto the battlefield tapped, then shuffle")
            && matches!(out.last(), Some(Effect::Exile { .. } | Effect::ExileAll { .. }))
            && let Some((filter, destination)) =
                search_rest(&format!("{card}, put it onto the battlefield tapped, then shuffle"), false)
        {
            out.push(Effect::PlayersSearch { searchers: Searchers::ControllersOfExiled, filter, destination });
            i += 1;
            continue;
        }
        // 701.8a, 701.23, 608.2h: "For each player, destroy up to one nonbasic land that player controls. For each
        // land destroyed this way, its controller may search their library for a basic land card, put it onto the
        // battlefield tapped, then shuffle." (Krenko's Buzzcrusher)
        if let Some(lands) =
            eat(sentence, "for each player, destroy up to one ").and_then(|r| r.strip_suffix(" that player controls"))
            && let Some(search) = sentences
                .get(i)
                .and_then(|s| eat(s, "For each land destroyed this way, its controller may search their library for "))
            && let Some((filter, Noun::Permanent, false, "")) = noun_phrase(lands)
            && filter.types == [CardType::Land]
            && let Some((found, destination)) = search_rest(search, false)
        {
            out.push(Effect::DestroyUpToOneEach { filter });
            let searchers = Searchers::ControllersOfDestroyed;
            out.push(Effect::PlayersSearch { searchers, filter: found, destination });
            i += 1;
            continue;
        }
        // 603.5, 603.12: "Then you may discard two cards. When you do, [this] deals X damage to each creature,
        // where X is the highest mana value among the discarded cards." (Ill-Timed Explosion)
        if let Some((count, " cards")) =
            eat(sentence, "Then you may discard ").or_else(|| eat(sentence, "You may discard ")).and_then(number)
            && let Some(reflexive) = sentences.get(i).and_then(|s| eat(s, "When you do, "))
            && let Some(inner) = discarded_x(reflexive, ctx)
        {
            out.extend([Effect::MayDiscard { count }, Effect::Reflexive { effects: inner }]);
            i += 1;
            continue;
        }
        // 406.1, 601.3, 118.9: "Exile the top X cards of target opponent's library. You may play lands and cast spells
        // from among cards exiled this way without paying their mana costs." (Gix, Yawgmoth Praetor)
        if let Some(count) = eat(sentence, "Exile the top ").and_then(|r| {
            r.strip_suffix(" of target opponent's library").or_else(|| r.strip_suffix(" of target opponent’s library"))
        }) && sentences.get(i).is_some_and(|s| {
            s.eq_ignore_ascii_case(
                "You may play lands and cast spells from among cards exiled this way without paying their mana costs",
            )
        }) {
            let target = TargetSpec::Opponent;
            let effect = match count {
                "X cards" => {
                    let effect = Box::new(Effect::ExileTopMayPlayFree { target, count: 0 });
                    Effect::NumberIs { counted: Counted::X { times: 1 }, effect }
                }
                _ => match number(count) {
                    Some((count, " cards" | " card")) => Effect::ExileTopMayPlayFree { target, count },
                    _ => return None,
                },
            };
            out.push(effect);
            i += 1;
            continue;
        }
        // 701.9a, 608.2c: "Discard a card. If you do, draw a card." (Territorial Kavu): followed only if a
        // card was discarded; "You may discard a card. If you do, draw a card." (Nahiri, the Harbinger): the
        // player may discard none (701.9b).
        let may = sentence.eq_ignore_ascii_case("You may discard a card");
        if (may || sentence.eq_ignore_ascii_case("Discard a card"))
            && let Some(then) = sentences.get(i).and_then(|s| eat(s, "If you do, "))
            && let Some(effects) = effect_sentence(then, ctx).filter(|e| e.iter().all(|e| e.target().is_none()))
        {
            out.extend([Effect::Discard { count: 1, up_to: may }, Effect::IfYouDo { effects }]);
            i += 1;
            continue;
        }
        // 701.21a, 608.2c: "Target opponent sacrifices a creature. If they can't, …
        // Then repeat this process for …"
        if let Some(edicts) = sentences.get(i - 1..).and_then(|s| edicts_if_they_cant(s, ctx)) {
            out.extend(edicts);
            i += 2;
            continue;
        }
        // 608.2h: "Its controller gains life equal to its power." after an exile.
        if let Some(Effect::Exile {
            target,
            controller_gains_life_equal_to_power: gains @ false,
            until_this_leaves: false,
        }) = out.last_mut()
            && is_creature_target(target.chosen())
            && ["its controller", "that creature's controller"]
                .iter()
                .any(|who| eat(&straight(sentence), who) == Some(" gains life equal to its power"))
        {
            *gains = true;
            continue;
        }
        // 608.2h: "Its controller draws a card." after a counter or a destruction with a target (Ertai
        // Resurrected): the controller of that target as the resolution began.
        if let [Effect::Counter { target, .. } | Effect::Destroy { target }] = &out[..]
            && !matches!(target, TargetSpec::UpToOne { .. })
            && let Some(rest) = eat(&straight(sentence), "Its controller draws ").map(str::to_string)
            && let Some((count, more)) = number(&rest)
            && more == if count == 1 { " card" } else { " cards" }
        {
            out.push(Effect::Draw { player: PlayerRef::TargetsController, count });
            continue;
        }
        // 608.2h: "You gain life equal to its power." after an edict (Consume).
        if let Some(Effect::Edict { exile: false, you_gain_life_equal_to_power: gains @ false, .. }) = out.last_mut()
            && sentence.eq_ignore_ascii_case("You gain life equal to its power")
        {
            *gains = true;
            continue;
        }
        // 614.1a: "If that spell would be put into your graveyard, exile it instead." (Torrential Gearhulk).
        if let Some(
            Effect::MayCastWithoutPaying { exile_instead: instead @ false, .. }
            | Effect::MayCastThisTurn { exile_instead: instead @ false, .. },
        ) = out.last_mut()
            && sentence.eq_ignore_ascii_case("If that spell would be put into your graveyard, exile it instead")
        {
            *instead = true;
            continue;
        }
        // 601.3, 611.2a: "Until end of turn, you may cast that card." after the top card exiled (Ragavan);
        // 305.1: "… play that card.", a land too (Experimental Synthesizer).
        // 611.2a: "Until your next end step, you may play those cards." (Seek the Beast).
        if let Some(Effect::ExileTopOfLibrary {
            cast_this_turn: cast @ false,
            play,
            count,
            until_your_next_end_step,
            ..
        }) = out.last_mut()
            && let Some((next_end_step, rest)) = eat(sentence, "Until end of turn, you may ")
                .map(|r| (false, r))
                .or_else(|| Some((true, eat(sentence, "Until your next end step, you may ")?)))
                .or_else(|| {
                    // "You may play that card until your next end step." (Inti, Seneschal of the Sun)
                    let rest = eat(sentence, "You may ")?;
                    Some((true, rest.strip_suffix(" until your next end step")?))
                })
            && let Some(verb) = rest
                .strip_suffix(if *count == 1 { " that card" } else { " those cards" })
                .filter(|v| ["cast", "play"].contains(v))
        {
            (*cast, *play, *until_your_next_end_step) = (true, verb == "play", next_end_step);
            continue;
        }
        // 701.26a: "Untap those creatures." after counters put on each.
        if let Some(Effect::PutCountersOnEach { untap: untap @ false, .. }) = out.last_mut()
            && sentence.eq_ignore_ascii_case("Untap those creatures")
        {
            *untap = true;
            continue;
        }
        // 701.19c: "It can't be regenerated." Regeneration is not modelled, so
        // no regeneration shield can exist for this to stop: it changes nothing.
        let regen = ["it can't be regenerated", "they can't be regenerated"];
        if !out.is_empty() && regen.iter().any(|r| straight(sentence).eq_ignore_ascii_case(r)) {
            continue;
        }
        if still_a_land(sentence, &out) {
            continue;
        }
        // 701.47a: "Then amass Orcs 1." after an instruction (Orcish Bowmasters).
        if !out.is_empty()
            && let Some(effect) = eat(sentence, "Then amass ").and_then(amass)
        {
            out.push(effect);
            continue;
        }
        // 406.2, 608.2c: "Then exile all cards from that player's graveyard." (Go Blank).
        if matches!(out.last(), Some(Effect::TargetDiscards { .. }))
            && sentence.eq_ignore_ascii_case("Then exile all cards from that player's graveyard")
        {
            out.push(Effect::ExileThatPlayersGraveyard);
            continue;
        }
        // 608.2d: "Look at the top card of your library. You may put that
        // card into your graveyard." (Consider).
        if sentence.eq_ignore_ascii_case("Look at the top card of your library")
            && sentences.get(i).is_some_and(|s| s.eq_ignore_ascii_case("You may put that card into your graveyard"))
        {
            out.push(Effect::LookAtTopMayMill);
            i += 1;
            continue;
        }
        // 614.1a: "If that spell is countered this way, exile it instead of
        // putting it into its owner's graveyard." after a counter.
        if let Some(
            Effect::Counter { exile: exile @ false, .. } | Effect::CounterUnlessPays { exile: exile @ false, .. },
        ) = out.last_mut()
            && straight(sentence).eq_ignore_ascii_case(
                "If that spell is countered this way, exile it instead of putting it into its owner's graveyard",
            )
        {
            *exile = true;
            continue;
        }
        // 611.2b, 613.1f: "If an ability of an artifact, creature, or planeswalker is countered this way, that
        // permanent loses all abilities for as long as [this] remains on the battlefield." (Tishana's Tidebinder).
        if let Some(Effect::Counter { target, source_loses_abilities: loses @ false, .. }) = out.last_mut()
            && matches!(target.chosen(), TargetSpec::Ability)
            && let Some(rest) = eat(
                sentence,
                "If an ability of an artifact, creature, or planeswalker is countered this way, that permanent loses all abilities for as long as ",
            )
            && self_ref(rest, ctx) == Some(" remains on the battlefield")
        {
            *loses = true;
            continue;
        }
        if let Some(prevention) = that_creature(sentence, &out) {
            out.push(prevention);
            continue;
        }
        // 608.2h: "You lose life equal to its mana value." (Reanimate)
        if let Some(Effect::PutOntoBattlefieldUnderYourControl { lose_life_equal_to_mana_value: lose @ false, .. }) =
            out.last_mut()
            && sentence.eq_ignore_ascii_case("You lose life equal to its mana value")
        {
            *lose = true;
            continue;
        }
        // 608.2d: "Look at the top seven cards of your library. Put two of them
        // into your hand and the rest into your graveyard." (Dig Through Time)
        if let Some((look, " cards of your library")) = eat(sentence, "Look at the top ").and_then(number)
            && let Some((take, more)) = sentences.get(i).and_then(|s| eat(s, "Put ")).and_then(number)
            && (more == " of them into your hand and the rest into your graveyard"
                || more == " of them into your hand and the other into your graveyard" && look - take == 1)
            && (1..look).contains(&take)
        {
            out.extend([Effect::LookAtTopTake { look, take }, Effect::TopIntoGraveyard { count: look - take }]);
            i += 1;
            continue;
        }
        // 608.2d: "Look at the top six cards of your library. Put up to two creature cards with mana value 3 or less
        // from among them onto the battlefield. Put the rest on the bottom of your library in any order."
        // (Collected Company)
        if let Some((look, " cards of your library")) = eat(sentence, "Look at the top ").and_then(number)
            && let Some((count, cards)) = sentences.get(i).and_then(|s| eat(s, "Put up to ")).and_then(number)
            && let Some(cards) = cards.strip_suffix(" from among them onto the battlefield")
            && sentences
                .get(i + 1)
                .is_some_and(|s| s.eq_ignore_ascii_case("Put the rest on the bottom of your library in any order"))
            && let Some((mut filter, Noun::Spell, true, rest)) =
                noun_phrase(&cards.trim().replacen(" cards", " spells", 1))
            && qualifiers(rest, &mut filter) == Some("")
            && (1..look).contains(&count)
        {
            out.extend([
                Effect::LookAtTopPutOntoBattlefield { look, count, filter, reveal: false, tapped: false },
                Effect::RestOnBottom { look, random: false },
            ]);
            i += 2;
            continue;
        }
        // 701.20a, 608.2d: "Reveal the top four cards of your library. You may put a land card from among them onto
        // the battlefield tapped. Put the rest into your graveyard." (Shigeki, Jukai Visionary)
        if let Some((look, " cards of your library")) = eat(sentence, "Reveal the top ").and_then(number)
            && let Some(cards) = sentences.get(i).and_then(|s| eat(s, "You may put a "))
            && let Some(cards) = cards.strip_suffix(" from among them onto the battlefield tapped")
            && sentences.get(i + 1).is_some_and(|s| s.eq_ignore_ascii_case("Put the rest into your graveyard"))
            && let Some((mut filter, Noun::Spell, false, rest)) =
                noun_phrase(&cards.trim().replacen(" card", " spell", 1))
            && qualifiers(rest, &mut filter) == Some("")
            && look > 1
        {
            out.extend([
                Effect::LookAtTopPutOntoBattlefield { look, count: 1, filter, reveal: true, tapped: true },
                Effect::RestIntoGraveyard { look },
            ]);
            i += 2;
            continue;
        }
        // 122.1, 608.2d, 611.2a: "Put two +1/+1 counters on up to one creature. It gains lifelink until end of
        // turn." (Gix's Command): chosen as it resolves, not a target; "it" is the one chosen.
        if let Some((count, rest)) = eat(sentence, "Put ").and_then(number)
            && let Some((counter, rest)) = rest.strip_prefix(' ').and_then(|r| counter_kind(r, count))
            && let Some((mut filter, Noun::Permanent, false, rest)) = eat(rest, " on up to one ").and_then(noun_phrase)
            && qualifiers(rest, &mut filter) == Some("")
            && let Some((gains, "")) =
                sentences.get(i).and_then(|s| eat(s, "It gains ")).and_then(granted_until_end_of_turn)
        {
            out.push(Effect::PutCountersOnUpToOne { count, counter, filter, gains });
            i += 1;
            continue;
        }
        // 701.20a, 611.2a: "Reveal the top ten cards of your library. Put a creature card from among them onto the
        // battlefield with three +1/+1 counters on it. It gains hexproof until your next turn. Then shuffle."
        // (Undercity's Throne of the Dead Three)
        if let Some((look, " cards of your library")) = eat(sentence, "Reveal the top ").and_then(number)
            && let Some(card) = sentences.get(i).and_then(|s| eat(s, "Put a "))
            && let Some((card, counters)) = card.split_once(" from among them onto the battlefield with ")
            && let Some((counters, " +1/+1 counters on it")) = number(counters)
            && let Some((mut filter, Noun::Spell, false, rest)) = noun_phrase(&card.replacen(" card", " spell", 1))
            && qualifiers(rest, &mut filter) == Some("")
            && let Some(gains) = sentences.get(i + 1).and_then(|s| eat(s, "It gains "))
            && let Some(gains) = gains.strip_suffix(" until your next turn")
            && let Some(gains) = keyword_words(gains)
            && let Some(gains) = gains.iter().map(GrantedKeyword::of).collect::<Option<Vec<_>>>()
            && sentences.get(i + 2).is_some_and(|s| s.eq_ignore_ascii_case("Then shuffle"))
        {
            out.push(Effect::RevealTopPutOntoBattlefield { look, filter, counters, gains });
            i += 3;
            continue;
        }
        // 201.2, 701.20a: "Exile target creature an opponent controls with mana value 2 or less and all other
        // creatures that player controls with the same name as that creature. Then that player reveals their hand
        // and exiles all cards with that name from their hand and graveyard." (Legion's End)
        if let Some(rest) = eat(sentence, "Exile ")
            && let Some(creature) =
                rest.strip_suffix(" and all other creatures that player controls with the same name as that creature")
            && let Some((target, "")) = target(creature)
            && is_creature_target(&target)
            && sentences.get(i).is_some_and(|s| {
                s.eq_ignore_ascii_case(
                "Then that player reveals their hand and exiles all cards with that name from their hand and graveyard",
            )
            })
        {
            out.push(Effect::ExileAllWithSameName { target });
            i += 1;
            continue;
        }
        // 608.2d, 601.3: "Look at the top three cards of your library. Put one of them into your hand, put one of
        // them on the bottom of your library, and exile one of them. You may play the exiled card this turn."
        // (Expressive Iteration)
        if sentence.eq_ignore_ascii_case("Look at the top three cards of your library")
            && sentences.get(i).is_some_and(|s| {
                s.eq_ignore_ascii_case(
                    "Put one of them into your hand, put one of them on the bottom of your library, and exile one of them",
                )
            })
        {
            let play_this_turn =
                sentences.get(i + 1).is_some_and(|s| s.eq_ignore_ascii_case("You may play the exiled card this turn"));
            out.extend([
                Effect::LookAtTopTake { look: 3, take: 1 },
                Effect::PutOneOnBottomExileOther { look: 2, play_this_turn },
            ]);
            i += 1 + usize::from(play_this_turn);
            continue;
        }
        // 121.1, 608.2c: "each opponent discards a card. For each opponent who can't, you draw a card." (Aclazotz)
        if matches!(out.last(), Some(Effect::EachOpponentDiscards))
            && straight(sentence) == "For each opponent who can't, you draw a card"
        {
            out.push(Effect::DrawForEachOpponentWhoCouldntDiscard);
            continue;
        }
        // 608.2d, 601.3, 118.9: "Choose an exiled card an opponent owns with a void counter on it. You may play it
        // this turn without paying its mana cost." (Dauthi Voidwalker)
        if let Some((counter, " on it")) =
            eat(sentence, "Choose an exiled card an opponent owns with a ").and_then(|r| counter_kind(r, 1))
            && sentences
                .get(i)
                .is_some_and(|s| s.eq_ignore_ascii_case("You may play it this turn without paying its mana cost"))
        {
            out.push(Effect::ChooseExiledMayPlayFree { counter });
            i += 1;
            continue;
        }
        // 608.2d: "Choose target spell or permanent that's red or green. Its owner puts it on the top or bottom of
        // their library." (Aether Gust)
        if let Some(colors) = eat(sentence, "Choose target spell or permanent that's ")
            .or_else(|| eat(sentence, "Choose target spell or permanent that’s "))
            && sentences
                .get(i)
                .is_some_and(|s| s.eq_ignore_ascii_case("Its owner puts it on the top or bottom of their library"))
        {
            let (first, second) = colors.split_once(" or ")?;
            let colors = ColorSet::EMPTY.with(color_word(first)?).with(color_word(second)?);
            let target = TargetSpec::SpellOrPermanent { filter: ObjectFilter { colors, ..ObjectFilter::default() } };
            out.push(Effect::OwnerPutsOnTopOrBottom { target });
            i += 1;
            continue;
        }
        // 701.24a, 601.2c: "Choose up to three target cards in graveyards. The owners of those cards shuffle them
        // into their libraries." (Turn the Earth): three "up to one" targets, no card chosen twice.
        if sentence.eq_ignore_ascii_case("Choose up to three target cards in graveyards")
            && sentences
                .get(i)
                .is_some_and(|s| s.eq_ignore_ascii_case("The owners of those cards shuffle them into their libraries"))
        {
            let card = TargetSpec::CardInAGraveyard {
                filter: ObjectFilter::default(),
                defending_players: false,
                that_players: false,
            };
            out.extend([false, true, true].map(|second| Effect::ShuffleIntoOwnersLibrary {
                target: TargetSpec::UpToOne { target: Box::new(card.clone()), second, single_graveyard: false },
            }));
            i += 1;
            continue;
        }
        // 608.2d: "Choose target permanent card in your graveyard. If it has mana value 3 or less, you may put it
        // onto the battlefield. If you don't put it onto the battlefield, put it into your hand." (Cosmic Rebirth)
        if let Some(effect) = sentences.get(i - 1..).and_then(may_put_onto_battlefield_else_into_hand) {
            out.push(effect);
            i += 2;
            continue;
        }
        // 608.2d, 107.3c: "Look at the top X cards of your library, where X is the amount of mana spent to cast
        // this spell. Put two of them into your hand and the rest on the bottom of your library in a random
        // order." (Memory Deluge), "…, where X is twice the number of lands you control." (Pillage the Bog):
        // both instructions count as it resolves.
        if let Some(counted) =
            eat(sentence, "Look at the top X cards of your library, where X is ").and_then(|x| look_at_top_x(x, ctx))
            && let Some((take, more)) = sentences.get(i).and_then(|s| eat(s, "Put ")).and_then(number)
            && more == " of them into your hand and the rest on the bottom of your library in a random order"
        {
            let counted = |effect| Effect::NumberIs { counted: counted.clone(), effect: Box::new(effect) };
            out.extend([
                counted(Effect::LookAtTopTake { look: 0, take }),
                counted(Effect::RestOnBottomAtRandom { look: 0, take }),
            ]);
            i += 1;
            continue;
        }
        // 608.2h: "Its controller creates two Map tokens." after destroying a
        // target permanent (Get Lost).
        if let [Effect::Destroy { target }] = &out[..]
            && permanent(target).is_some()
            && let Some((count, token, "")) = eat(sentence, "Its controller creates ").and_then(predefined_token)
        {
            out.push(Effect::CreatePredefinedTokens { count, token, targets_controller: true });
            continue;
        }
        // 608.2c: "If you put a Cave onto the battlefield this way, you gain 4 life." (Spelunking).
        if let Some(Effect::MayPutFromHandOntoBattlefield { .. }) = out.last()
            && let Some((subtype, rest)) = eat(sentence, "If you put a ").and_then(word)
            && let Some((subtype, false)) = subtype_word(subtype)
            && let Some(then) = eat(rest, " onto the battlefield this way, ").and_then(|s| effect_sentence(s, ctx))
            && then.iter().all(|e| e.target().is_none() && !e.uses_last_target())
        {
            let filter = ObjectFilter { subtypes: vec![subtype.to_string()], ..ObjectFilter::default() };
            out.push(Effect::IfChosenIs { filter, then });
            continue;
        }
        // 608.2c: "If the card's mana value is 1 or less, create …" after a card chosen and exiled (Soul Search).
        if let Some(Effect::ChooseDiscard { exile: true, .. }) = out.last()
            && let Some(rest) = eat(&straight(sentence), "If the card's mana value is ")
            && let Some((condition, rest)) = condition(&format!("mana value {rest}"))
            && let Some(then) = eat(rest, ", ").and_then(|s| effect_sentence(s, ctx))
            && then.iter().all(|e| e.target().is_none() && !e.uses_last_target())
        {
            let filter = ObjectFilter { condition: Some(condition), ..ObjectFilter::default() };
            out.push(Effect::IfChosenIs { filter, then });
            continue;
        }
        // 608.2h: "If its mana value was 3 or less, scry 1." after a bounce (Fading Hope);
        // "If it was a creature card, …" after an exile (Scavenging Ooze).
        if if_it_was(sentence, &mut out, ctx).is_some() {
            // 608.2c: "Otherwise, you draw a card." (Cling to Dust), followed if it was not.
            if let Some(rest) = sentences.get(i).and_then(|s| eat(s, "Otherwise, ")) {
                let instead = effect_sentence(rest, ctx)?;
                if instead.iter().any(|e| e.target().is_some() || e.uses_last_target()) {
                    return None;
                }
                let Some(Effect::IfItWas { otherwise, .. }) = out.last_mut() else { return None };
                *otherwise = instead;
                i += 1;
            }
            continue;
        }

        // 701.23, 608.2h: "Exile target creature. Its controller may search
        // their library for a basic land card, …" (Path to Exile).
        if let [Effect::Destroy { .. } | Effect::Exile { .. }] = out[..]
            && let Some((search @ Effect::PlayersSearch { searchers: Searchers::TargetsController, .. }, 0)) =
                players_search(sentence, &[])
        {
            out.push(search);
            continue;
        }
        // 201.3, 701.23: "Choose a card name. Search target opponent's graveyard, hand, and library for … cards with
        // that name and exile them. That player shuffles[, then …]." (Unmoored Ego); "Choose target card in a graveyard
        // other than a basic land card. Search its owner's … Then that player shuffles." (Surgical Extraction).
        if let Some(effect) = sentences.get(i - 1..i + 2).and_then(exile_named_cards) {
            out.push(effect);
            i += 2;
            continue;
        }
        // 707.10c: "You may choose new targets for the copy." after a copy (Narset's Reversal).
        if sentence.eq_ignore_ascii_case("You may choose new targets for the copy")
            && let Some(Effect::CopySpell { new_targets: new @ false, .. }) =
                out.iter_mut().find(|e| matches!(e, Effect::CopySpell { .. }))
        {
            *new = true;
            continue;
        }
        // 608.2d, 707.10: "Then that player or that permanent's controller may pay {R}{R}. If the player does, they
        // may copy this spell and may choose a new target for that copy." (Chain Lightning), after damage to a target.
        if let Some(Effect::DealDamage { to: Recipient::Target { .. }, .. }) = out.last()
            && let Some(cost) = eat(&straight(sentence), "Then that player or that permanent's controller may pay ")
                .and_then(|c| ManaCost::parse(c).ok())
                .filter(|c| !c.is_none())
            && sentences.get(i).is_some_and(|s| {
                s.eq_ignore_ascii_case(
                    "If the player does, they may copy this spell and may choose a new target for that copy",
                )
            })
        {
            let copy = Effect::ThatPlayer { effect: Box::new(Effect::CopyThisSpell { new_targets: true }) };
            out.extend([
                Effect::ThatPlayer { effect: Box::new(Effect::MayPay { cost }) },
                Effect::IfYouDo { effects: vec![copy] },
            ]);
            i += 1;
            continue;
        }
        out.extend(effect_sentence(sentence, ctx)?);
    }
    // 608.2h: "that artifact's controller" only after an instruction that
    // targets a permanent.
    let first_target = out.iter().position(|e| e.target().is_some());
    let permanent_first =
        first_target.and_then(|i| out.get(i)?.target()).is_some_and(|t| matches!(t, TargetSpec::Permanent { .. }));
    let first_controller = out.iter().position(|e| {
        matches!(
            e,
            Effect::DealDamage { to: Recipient::TargetsController, .. }
                | Effect::DealDamagePerCardInHand { to: Recipient::TargetsController }
        )
    });
    if let Some(c) = first_controller
        && !(permanent_first && first_target.is_some_and(|t| t < c))
    {
        return None;
    }
    Some(out)
}

/// 608.2d. "Choose target permanent card in your graveyard. If it has mana
/// value 3 or less, you may put it onto the battlefield. If you don't put it
/// onto the battlefield, put it into your hand." (three sentences).
/// 107.3c. The X of "Look at the top X cards of your library, where X is …": "the amount of mana spent to cast
/// this spell" (a spell's, 601.2h) or "[twice] the number of lands you control".
fn look_at_top_x(x: &str, ctx: &ParseContext<'_>) -> Option<Counted> {
    if x.eq_ignore_ascii_case("the amount of mana spent to cast this spell") {
        return ctx.spell.then_some(Counted::ManaSpent);
    }
    let (times, each) = match eat(x, "twice the number of ") {
        Some(each) => (2, each),
        None => (1, eat(x, "the number of ")?),
    };
    let (mut filter, Noun::Permanent, true, rest) = noun_phrase(each)? else { return None };
    let rest = qualifiers(rest, &mut filter)?;
    (rest.is_empty() && filter.controller == Some(Controller::You) && filter.condition.is_none())
        .then_some(Counted::Count { count: CostCount::Permanents { filter }, times, plus: 0 })
}

/// 107.3c. "one plus the number of opponents who control an artifact" (Journey On).
fn one_plus_opponents_who_control(x: &str) -> Option<Counted> {
    let controlled = eat(x, "one plus the number of opponents who control ")?;
    let controlled = eat(controlled, "an ").or_else(|| eat(controlled, "a "))?;
    let (filter, Noun::Permanent, false, "") = noun_phrase(controlled)? else { return None };
    Some(Counted::Count { count: CostCount::OpponentsControlling { filter }, times: 1, plus: 1 })
}

fn may_put_onto_battlefield_else_into_hand(sentences: &[&str]) -> Option<Effect> {
    let [choose, may, otherwise, ..] = sentences else { return None };
    let cards = eat(choose, "Choose target ")?.strip_suffix(" card in your graveyard")?;
    let (condition, ", you may put it onto the battlefield") = condition(eat(may, "If it has ")?)? else { return None };
    let hand = straight(otherwise);
    if !hand.eq_ignore_ascii_case("If you don't put it onto the battlefield, put it into your hand") {
        return None;
    }
    let filter = if cards == "permanent" {
        permanent_card()
    } else {
        let (filter, Noun::Permanent, false, "") = noun_phrase(cards)? else { return None };
        filter
    };
    let target = TargetSpec::CardInYourGraveyard { filter };
    Some(Effect::MayPutOntoBattlefieldElseIntoHand {
        target,
        filter: ObjectFilter { condition: Some(condition), ..ObjectFilter::default() },
    })
}

/// 110.4. "permanent card": a card of a permanent type.
fn permanent_card() -> ObjectFilter {
    let types = CardType::ALL.into_iter().filter(|t| t.is_permanent_type()).collect();
    ObjectFilter { one_of_types: types, ..ObjectFilter::default() }
}

/// 201.3, 701.23. Three sentences naming cards and exiling them from a
/// player's graveyard, hand and library ([`Effect::ExileNamedCards`]).
fn exile_named_cards(sentences: &[&str]) -> Option<Effect> {
    let [choose, search, then] = sentences else { return None };
    let (target, not_basic_land, rest, then_shuffles) = if *choose == "Choose a card name" {
        (
            TargetSpec::Opponent,
            false,
            eat(search, "Search target opponent's graveyard, hand, and library for ")?,
            "That player shuffles",
        )
    } else if *choose == "Choose a card name other than a basic land card name" {
        (
            TargetSpec::Opponent,
            true,
            eat(search, "Search target opponent's graveyard, hand, and library for ")?,
            "That player shuffles",
        )
    } else if *choose == "Choose target card in a graveyard other than a basic land card" {
        let filter = ObjectFilter { not_supertypes: vec![Supertype::Basic], ..ObjectFilter::default() };
        let rest = eat(search, "Search its owner's graveyard, hand, and library for ")?;
        (
            TargetSpec::CardInAGraveyard { filter, defending_players: false, that_players: false },
            false,
            rest,
            "Then that player shuffles",
        )
    } else {
        return None;
    };
    let (most, rest) = match eat(rest, "up to ").and_then(number) {
        Some((n, rest)) => (Some(n), rest.strip_prefix(' ')?),
        None => (None, eat(rest, "any number of ")?),
    };
    let name = match target {
        TargetSpec::Opponent => "cards with that name and exile them",
        _ => "cards with the same name as that card and exile them",
    };
    (rest == name).then_some(())?;
    let for_each_from_hand = match eat(then, then_shuffles)? {
        "" => None,
        ", then draws a card for each card exiled from their hand this way" => Some(ForEachFromHand::Draw),
        more => {
            let text = eat(more, ", then creates ")?.strip_suffix(" for each card exiled from their hand this way")?;
            let (1, token, "") = token(text)? else { return None };
            Some(ForEachFromHand::CreateToken { token })
        }
    };
    Some(Effect::ExileNamedCards { target, most, not_basic_land, for_each_from_hand })
}

/// An instruction on "that creature" / "it", the target of the instruction
/// before, a creature: 615.1's prevention, or 611.2a's "It gains first
/// strike until end of turn."
fn that_creature(sentence: &str, before: &[Effect]) -> Option<Effect> {
    if let Some(becomes) = that_becomes_creature(sentence, before) {
        return Some(becomes);
    }
    // "Untap that creature." (Act of Treason) leaves "it" the target before.
    let creature = before
        .iter()
        .rev()
        .find(|e| !matches!(e, Effect::UntapIt))
        .and_then(Effect::target)
        .is_some_and(|t| is_creature_target(t.chosen()));
    if creature && sentence.eq_ignore_ascii_case("Untap that creature") {
        return Some(Effect::UntapIt);
    }
    if let Some(rest) = eat(sentence, "It gains ")
        && creature
        && let Some((keywords, "")) = granted_until_end_of_turn(rest)
    {
        return Some(Effect::ItGains { keywords });
    }
    // 608.2c: "If it's a Vampire, it also gains lifelink until end of turn." (Wedding Invitation)
    if let Some(rest) = eat(sentence, "If it's a ").or_else(|| eat(sentence, "If it’s a "))
        && creature
        && let Some((filter, Noun::Permanent, false, rest)) = noun_phrase(rest)
        && let Some((keywords, "")) = eat(rest, ", it also gains ").and_then(granted_until_end_of_turn)
    {
        return Some(Effect::IfItIs { filter, effect: Box::new(Effect::ItGains { keywords }) });
    }
    prevent_that_creature(sentence, before)
}

/// 205.1a, 611.2a. "That artifact becomes a 0/0 Homunculus artifact creature
/// with flying." after an instruction targeting an artifact (Kenku
/// Artificer): the card types named replace its own, creature among them.
fn that_becomes_creature(sentence: &str, before: &[Effect]) -> Option<Effect> {
    let Some(TargetSpec::Permanent { filter }) = before.last().and_then(Effect::target).map(TargetSpec::chosen) else {
        return None;
    };
    let (noun, rest) = word(eat(sentence, "That ")?)?;
    let named = type_word(noun)
        .and_then(|(t, plural)| (!plural && filter.types == [t] && t != CardType::Creature).then_some(t))?;
    let (size, mut rest) = eat(rest, " becomes a ")?.split_once(' ')?;
    let (power, toughness) = size.split_once('/')?;
    let (power, toughness) = (power.parse::<i32>().ok()?, toughness.parse::<i32>().ok()?);
    if !(0..=99).contains(&power) || !(0..=99).contains(&toughness) {
        return None;
    }
    let (mut types, mut subtypes) = (Vec::new(), Vec::new());
    loop {
        let (w, after) = word(rest)?;
        if w == "creature" {
            types.push(CardType::Creature);
            rest = after;
            break;
        } else if let Some((t, false)) = type_word(w).filter(|(t, _)| !types.contains(t)) {
            types.push(t);
        } else if let Some((subtype, false)) = subtype_word(w).filter(|_| types.is_empty()) {
            SubtypeKind::Creature.find(subtype)?;
            subtypes.push(subtype.to_string());
        } else {
            return None;
        }
        rest = after.strip_prefix(' ')?;
    }
    // Only an artifact that stays one (the named type is among the new ones).
    if !types.contains(&named) {
        return None;
    }
    let keywords = match rest {
        "" => Vec::new(),
        with => keyword_words(eat(with, " with ")?)?.iter().map(GrantedKeyword::of).collect::<Option<_>>()?,
    };
    Some(Effect::ThatBecomesCreature { power, toughness, types, subtypes, keywords })
}

/// 615.1. "Prevent all combat damage that would be dealt to and dealt by
/// that creature this turn." after an instruction targeting a creature.
fn prevent_that_creature(sentence: &str, before: &[Effect]) -> Option<Effect> {
    let text = "Prevent all combat damage that would be dealt to and dealt by that creature this turn";
    (before.last().and_then(Effect::target).is_some_and(is_creature_target) && sentence.eq_ignore_ascii_case(text))
        .then_some(Effect::PreventCombatDamageToAndBy)
}

/// 701.44a. "it explores" and "\[this\] explores" (a permanent's own
/// ability), "target creature you control explores" (a Map token).
fn explore(s: &str, ctx: &ParseContext<'_>) -> Option<Effect> {
    if ctx.spell {
        return None;
    }
    if eat(s, "it explores") == Some("") || self_ref(s, ctx).and_then(|r| eat(r, " explores")) == Some("") {
        return Some(Effect::Explore { target: None });
    }
    let (target, rest) = target(s)?;
    (is_creature_target(&target) && eat(rest, " explores") == Some(""))
        .then_some(Effect::Explore { target: Some(target) })
}

/// 701.50a, 701.50e. "target attacking creature connives" and "… connives
/// X, where X is the number of attacking creatures".
fn connive(s: &str) -> Option<Vec<Effect>> {
    let (target, rest) = target(s)?;
    if !is_creature_target(target.chosen()) {
        return None;
    }
    let rest = eat(rest, " connives")?;
    let (count, per) = match rest {
        "" => (1, None),
        _ => {
            let counted = eat(rest, " X, where X is the number of ")?;
            // 506.4: "attacking creatures".
            let (combat, counted) = match eat(counted, "attacking ") {
                Some(rest) => (Some(CombatRole::Attacking), rest),
                None => (None, counted),
            };
            let (mut filter, Noun::Permanent, true, "") = noun_phrase(counted)? else { return None };
            filter.combat = combat;
            (0, Some(filter))
        }
    };
    Some(vec![Effect::Connive { target, count, per }, Effect::ConniveCounters])
}

/// 610.3. " until \[this\] leaves the battlefield" after an exile of a
/// permanent's own ability: whether it was there, and what follows.
fn until_this_leaves<'a>(rest: &'a str, ctx: &ParseContext<'_>) -> (bool, &'a str) {
    match eat(rest, " until ").and_then(|r| self_ref(r, ctx)).and_then(|r| eat(r, " leaves the battlefield")) {
        Some(after) if !ctx.spell => (true, after),
        _ => (false, rest),
    }
}

/// 613.1d: "It's still a land." after a land becomes a creature: it keeps
/// its types, which [`Effect::BecomeCreature`] only adds to.
fn still_a_land(sentence: &str, before: &[Effect]) -> bool {
    matches!(before.last(), Some(Effect::BecomeCreature { .. }))
        && straight(sentence).eq_ignore_ascii_case("it's still a land")
}

/// 613.1d, 613.4b. "Until end of turn, [this] becomes a 2/3 white and blue
/// Bird creature with flying" or "[this] becomes a 4/4 blue and black Shark
/// creature with deathtouch until end of turn".
fn become_creature(s: &str, ctx: &ParseContext<'_>) -> Option<Effect> {
    let (body, leading) = match eat(s, "Until end of turn, ") {
        Some(rest) => (eat(self_ref(rest, ctx)?, " becomes a ")?, true),
        None => (eat(self_ref(s, ctx)?, " becomes a ")?, false),
    };
    let body = if leading { body } else { body.strip_suffix(" until end of turn")? };
    let (size, mut rest) = body.split_once(' ')?;
    let (power, toughness) = size.split_once('/')?;
    let (power, toughness) = (power.parse::<i32>().ok()?, toughness.parse::<i32>().ok()?);
    if !(0..=99).contains(&power) || !(0..=99).contains(&toughness) {
        return None;
    }
    let mut colors = ColorSet::EMPTY;
    let mut subtypes = Vec::new();
    loop {
        let (w, after) = word(rest)?;
        if let Some(color) = color_word(w) {
            colors = colors.with(color);
        } else if w == "and" && !colors.is_empty() && subtypes.is_empty() {
        } else if w == "creature" {
            rest = after;
            break;
        } else if let Some((subtype, false)) = subtype_word(w) {
            SubtypeKind::Creature.find(subtype)?;
            subtypes.push(subtype.to_string());
        } else {
            return None;
        }
        rest = after.strip_prefix(' ')?;
    }
    // 613.1f: "… with menace and \"Whenever this creature attacks, …\"": one quoted ability after the keywords.
    let (rest, abilities) = match rest.strip_suffix('"').and_then(|r| r.split_once(" and \"")) {
        Some((keywords, quoted)) if !quoted.contains('"') && !ctx.spell => {
            let LineReading::Understood(mut abilities) = parse_line(quoted, ctx) else { return None };
            let ability = abilities.pop().filter(|_| abilities.is_empty())?;
            matches!(ability, Ability::Triggered { .. }).then_some(())?;
            (keywords, vec![ability])
        }
        _ => (rest, Vec::new()),
    };
    let keywords = match rest {
        "" => Vec::new(),
        with => keyword_words(eat(with, " with ")?)?,
    };
    Some(Effect::BecomeCreature { power, toughness, colors, subtypes, keywords, abilities })
}

/// 707.2. "\[this\] becomes a copy of target land and gains this ability"
/// (Thespian's Stage), a permanent's own ability.
fn become_copy(s: &str, ctx: &ParseContext<'_>) -> Option<Effect> {
    let rest = eat(self_ref(s, ctx).filter(|_| !ctx.spell)?, " becomes a copy of ")?;
    let (target, rest) = one_target(rest, "another target ")?;
    let TargetSpec::Permanent { .. } = target else { return None };
    let gains_this_ability = match rest {
        "" => false,
        rest => eat(rest, " and gains this ability")?.is_empty().then_some(true)?,
    };
    Some(Effect::BecomeCopy { target, gains_this_ability })
}

/// One sentence (no final period) as one or two effects.
/// 701.47a, 701.47d. "Orcs 1" of "amass Orcs 1": a creature type, written
/// plural, and the number of counters.
fn amass(rest: &str) -> Option<Effect> {
    let (plural, n) = rest.split_once(' ')?;
    let subtype = plural.strip_suffix('s')?;
    SubtypeKind::Creature.find(subtype)?;
    let (count, "") = number(n)? else { return None };
    Some(Effect::Amass { subtype: subtype.to_string(), count })
}

fn effect_sentence(s: &str, ctx: &ParseContext<'_>) -> Option<Vec<Effect>> {
    // 608.2c: "Then, destroy all other creatures …": the next instruction, in order.
    if let Some(rest) = eat(s, "Then, ") {
        return effect_sentence(rest, ctx);
    }
    // 613.4d (layer 7d): "Switch target creature's power and toughness until end of turn."
    if let Some(rest) = eat(s, "switch ") {
        let whose = rest
            .strip_suffix("'s power and toughness until end of turn")
            .or_else(|| rest.strip_suffix("’s power and toughness until end of turn"))?;
        let (target, "") = target(whose)? else { return None };
        return is_creature_target(target.chosen()).then(|| vec![Effect::SwitchPowerToughness { target }]);
    }
    // 613.1b (layer 2): "gain control of target artifact", "… target creature until end of turn".
    if let Some(rest) = eat(s, "gain control of ") {
        let (target, rest) = target(rest)?;
        let (until_end_of_turn, rest) = match eat(rest, " until end of turn") {
            Some(rest) => (true, rest),
            None => (false, rest),
        };
        permanent(&target)?;
        return rest.is_empty().then(|| vec![Effect::GainControl { target, until_end_of_turn }]);
    }
    // 611.2a, 702.8a: Teferi, Time Raveler's +1.
    if s == "Until your next turn, you may cast sorcery spells as though they had flash" {
        return Some(vec![Effect::SorceriesAsThoughFlashUntilYourNextTurn]);
    }
    if let Some(effect) = eat(s, "amass ").and_then(amass) {
        return Some(vec![effect]);
    }
    // 903.3, 701.24a: Campfire's instructions.
    if s == "Put all commanders you own from the command zone and from your graveyard into your hand" {
        return Some(vec![Effect::PutCommandersIntoHand]);
    }
    if s == "Then shuffle your graveyard into your library" {
        return Some(vec![Effect::ShuffleGraveyardIntoLibrary]);
    }
    // 101.2, 601.3: Ranger-Captain of Eos's sacrifice ability.
    if s == "Your opponents can't cast noncreature spells this turn" {
        return Some(vec![Effect::OpponentsCantCastNoncreatureSpellsThisTurn]);
    }
    // 101.2: Veil of Summer's second sentence.
    if s == "Spells you control can't be countered this turn" {
        return Some(vec![Effect::SpellsYouControlCantBeCounteredThisTurn]);
    }
    // 702.11c–d, 611.2c: "You and permanents you control gain hexproof from blue and from black until end of turn."
    if let Some(rest) = eat(s, "You and permanents you control gain hexproof from ")
        && let Some(colors) = rest.strip_suffix(" until end of turn")
    {
        let colors: Option<ColorSet> =
            colors.split(" and from ").flat_map(|c| c.split(", from ")).map(color_word).collect();
        return colors.map(|colors| vec![Effect::YouAndPermanentsGainHexproofFrom { colors }]);
    }
    // 702.16j, 611.2a: The One Ring's enters trigger.
    if s == "you gain protection from everything until your next turn" {
        return Some(vec![Effect::ProtectionFromEverythingUntilYourNextTurn]);
    }
    // 122.1, 107.3c: "… for each burden counter on [this]": one instruction of one, its number counted as it
    // resolves (The One Ring).
    if let Some((head, tail)) = rsplit_once_ascii(s, " for each ")
        && let Some((counter, rest)) = counter_kind(tail, 1)
        && eat(rest, " on ").and_then(|r| self_ref(r, ctx)) == Some("")
        && let Some(effects) = effect_sentence(head, ctx)
        && let [effect @ (Effect::Draw { count: 1, .. } | Effect::LoseLife { amount: 1 })] = effects.as_slice()
    {
        let counted = Counted::CountersOnThis { counter };
        return Some(vec![Effect::NumberIs { counted, effect: Box::new(effect.clone()) }]);
    }
    // 406.2: "Then exile each opponent's graveyard." after another instruction (Ashiok, Dream Render).
    if let Some(rest) = eat(s, "Then ").filter(|r| straight(r).eq_ignore_ascii_case("exile each opponent's graveyard"))
    {
        return effect_sentence(rest, ctx);
    }
    // 701.34a.
    if s.eq_ignore_ascii_case("proliferate") {
        return Some(vec![Effect::Proliferate]);
    }
    // 107.3c, converge: "You draw X cards and you lose X life, where X is the number of colors of mana spent to
    // cast this spell." (Painful Truths): each instruction read with 0 for X, its number counted as it resolves.
    if let Some(head) = s.strip_suffix(", where X is the number of colors of mana spent to cast this spell")
        && ctx.spell
    {
        let effects = effect_sentence(&head.replace(" X ", " 0 "), ctx)?;
        return effects.into_iter().map(colors_spent).collect();
    }
    // 608.2c: "… if seven or more cards are in your graveyard" (threshold):
    // one instruction, followed only if the condition holds as it resolves.
    if let Some((head, tail)) = rsplit_once_ascii(s, " if ")
        && let Some(condition) = static_condition(tail)
        && let Some(mut effects) = effect_sentence(head, ctx)
        && let (Some(effect), true) = (effects.pop(), effects.is_empty())
    {
        return Some(vec![Effect::OnlyIf { condition, effects: vec![effect] }]);
    }
    // 608.2c: "If there are five or more cards in your graveyard, exile [this], then return him to the battlefield
    // transformed under his owner's control." (Jace, Vryn's Prodigy): one instruction, followed only if the
    // condition holds as it resolves.
    if let Some((condition, rest)) = eat(s, "If ").and_then(|r| r.split_once(", "))
        && let Some(condition) = static_condition(condition)
        && let Some(mut effects) = effect_sentence(rest, ctx)
        && let (Some(effect @ Effect::ExileAndReturnTransformed { .. }), true) = (effects.pop(), effects.is_empty())
    {
        return Some(vec![Effect::OnlyIf { condition, effects: vec![effect] }]);
    }
    // 114.2: "You get an emblem with "Whenever you cast a spell, target opponent mills five cards."" (Jace,
    // Telepath Unbound): the quoted abilities, understood whole, are the emblem's.
    // (`sentences` took the closing period and quote off the line's last sentence.)
    if let Some(quoted) = eat(s, "You get an emblem with").and_then(|r| r.strip_prefix(" \""))
        && let quoted = quoted.strip_suffix(".\"").unwrap_or(quoted)
        && !ctx.spell
        && !quoted.contains('"')
        && let LineReading::Understood(abilities) =
            parse_line(&format!("{quoted}."), &ParseContext { names: &[], spell: false })
        && !abilities.is_empty()
    {
        return Some(vec![Effect::GetEmblem { abilities }]);
    }
    // 702.33d: "If this spell was kicked, draw a card." (no target inside).
    if let Some(rest) = eat(s, "If this spell was kicked, ").filter(|_| ctx.spell) {
        let effects = effect_sentence(rest, ctx)?;
        let untargeted = effects.iter().all(|e| e.target().is_none() && !matches!(e, Effect::IfKicked { .. }));
        return untargeted.then(|| vec![Effect::IfKicked { effects }]);
    }
    // 701.23: a spell's search (Crop Rotation, Entomb), asked last (608.2d).
    if let Some(effect) = search(s).filter(|_| ctx.spell) {
        return Some(vec![effect]);
    }
    if let Some(effect) = pump_all(s).or_else(|| search_named(s)) {
        return Some(vec![effect]);
    }
    // 701.15a: "Goad target creature." (Undercity's Arena)
    if let Some((target, "")) = eat(s, "Goad ").and_then(target)
        && is_creature_target(&target)
    {
        return Some(vec![Effect::Goad { target }]);
    }
    // 509.1b: "Target creature can't be blocked this turn." (Wedding Invitation)
    if let Some((target, rest)) = target(s)
        && is_creature_target(&target)
        && (rest == " can't be blocked this turn" || rest == " can’t be blocked this turn")
    {
        return Some(vec![Effect::CantBeBlockedThisTurn { target }]);
    }
    // 105.1, 615.1: "Prevent all damage that sources of the color of your choice would deal this turn." (Prismatic
    // Strands): the color is chosen as it resolves.
    if s == "Prevent all damage that sources of the color of your choice would deal this turn" {
        return Some(vec![Effect::ChooseColor, Effect::PreventDamageByChosenColorThisTurn]);
    }
    // 106.1, 605.5a: "you may add X mana of any one color, where X is the number of Islands target opponent controls"
    // (Carpet of Flowers; with a target, not a mana ability).
    if let Some(rest) = eat(s, "you may add X mana of any one color, where X is the number of ")
        && let Some((mut per, Noun::Permanent, true, rest)) = noun_phrase(rest)
        && let Some((target @ TargetSpec::Opponent, "controls")) = target_player(eat(rest, " ")?)
        && per.controller.is_none()
    {
        per.controller = Some(Controller::You);
        return Some(vec![Effect::MayAddManaOfOneColorPer { target, per }]);
    }
    // 615.1: "Prevent all combat damage that would be dealt this turn."
    if s.eq_ignore_ascii_case("Prevent all combat damage that would be dealt this turn") {
        return Some(vec![Effect::PreventAllCombatDamage]);
    }
    // 614.1a: "Until end of turn, if a creature would enter and it wasn't cast, exile it instead."
    if straight(s)
        .eq_ignore_ascii_case("Until end of turn, if a creature would enter and it wasn't cast, exile it instead")
    {
        return Some(vec![Effect::ExileCreaturesEnteringUncastThisTurn]);
    }
    if let Some(effect) = become_creature(s, ctx) {
        return Some(vec![effect]);
    }
    if let Some(effect) = become_copy(s, ctx) {
        return Some(vec![effect]);
    }
    if let Some(effect) = explore(s, ctx) {
        return Some(vec![effect]);
    }
    if let Some(connive) = connive(s) {
        return Some(connive);
    }
    // 608.2k: "it deals N damage to …" of a permanent's or card's own
    // ability ("When Voldaren Epicure enters, it deals 1 damage …"): "it"
    // is the object itself (only before a fixed amount of damage).
    let self_it = ["it deals ", "It deals "]
        .iter()
        .find_map(|it| s.strip_prefix(it))
        .filter(|rest| !ctx.spell && number(rest).is_some())
        .map(|_| &s[2..]);
    if let Some(rest) = self_it.or_else(|| self_ref(s, ctx)) {
        // 608.2h: "[this] gets +X/+0 until end of turn, where X is the sacrificed creature's power." (Dina, Soul
        // Steeper; `x_is_defined` wants one creature sacrificed for the cost).
        if eat(rest, " gets +X/+0 until end of turn, where X is the sacrificed creature's power") == Some("") {
            let effect = Box::new(Effect::PumpSelf { power: 0, toughness: 0, keywords: Vec::new() });
            return Some(vec![Effect::NumberIs { counted: Counted::SacrificedPower, effect }]);
        }
        // "[this] gets +1/+1 until end of turn"; "… and gains menace until end of turn" (613.1f).
        if let Some(rest) = eat(rest, " gets ") {
            let ((power, toughness), rest) = signed_pt(rest)?;
            if let Some(gains) = eat(rest, " and gains ") {
                let (keywords, "") = granted_until_end_of_turn(gains)? else { return None };
                return Some(vec![Effect::PumpSelf { power, toughness, keywords }]);
            }
            let keywords = Vec::new();
            return (eat(rest, " until end of turn") == Some(""))
                .then(|| vec![Effect::PumpSelf { power, toughness, keywords }]);
        }
        // "[this] deals N damage to R[ and M damage to R2]"
        let rest = eat(rest, " deals ")?;
        // "[this] deals damage to R equal to the number of cards in your hand" (208.3).
        // "[this] deals damage to each player equal to twice the number of
        // nonbasic lands that player controls" (101.4: each their own count).
        if let Some(rest) = eat(rest, "damage to each player equal to ") {
            let (times, rest) = match eat(rest, "twice ") {
                Some(rest) => (2, rest),
                None => (1, rest),
            };
            let (per, Noun::Permanent, true, rest) = noun_phrase(eat(rest, "the number of ")?)? else { return None };
            return (eat(rest, " that player controls") == Some("") && per.controller.is_none())
                .then(|| vec![Effect::DealDamageToEachPlayerPerPermanent { per, times }]);
        }
        // "[this] deals damage equal to the number of creatures you control
        // to target creature or planeswalker" (Charge of the Mites, 608.2h).
        if let Some(counted) = eat(rest, "damage equal to the number of ") {
            let (mut per, Noun::Permanent, true, counted) = noun_phrase(counted)? else { return None };
            let counted = qualifiers(counted, &mut per)?;
            let (to, rest) = recipient(eat(counted, " to ")?)?;
            return (rest.is_empty() && per.controller.is_some())
                .then(|| vec![Effect::DealDamagePerPermanent { to, per }]);
        }
        // 608.2c: "… to that player equal to the number of noncreature
        // spells they've cast this turn" (Magebane Lizard: the caster).
        if eat(rest, "damage to that player equal to the number of noncreature spells they've cast this turn")
            == Some("")
        {
            return Some(vec![Effect::DealDamageToThatPlayerPerNoncreatureSpell]);
        }
        if let Some(rest) = eat(rest, "damage to ") {
            let (to, rest) = recipient(rest)?;
            if let Some(counted) = eat(rest, " equal to the number of ").filter(|c| eat(c, "cards ").is_none()) {
                // "… equal to the number of snow permanents you control" (608.2h).
                let (mut per, Noun::Permanent, true, counted) = noun_phrase(counted)? else { return None };
                let counted = qualifiers(counted, &mut per)?;
                return (counted.is_empty() && per.controller.is_some())
                    .then(|| vec![Effect::DealDamagePerPermanent { to, per }]);
            }
            return (eat(rest, " equal to the number of cards in your hand") == Some(""))
                .then(|| vec![Effect::DealDamagePerCardInHand { to }]);
        }
        // Domain: "[this] deals X damage to any target, where X is the number
        // of basic land types among lands you control" (Tribal Flames, 608.2h).
        if let Some(rest) = eat(rest, "X damage to ") {
            let (to, rest) = recipient(rest)?;
            // 107.3a: the X announced ("{X}: Crypt Rats deals X damage to each creature and each player").
            if rest.is_empty() {
                let effect = Box::new(Effect::DealDamage { amount: 0, to });
                return Some(vec![Effect::NumberIs { counted: Counted::X { times: 1 }, effect }]);
            }
            let domain = ", where X is the number of basic land types among lands you control";
            return (rest == domain).then(|| vec![Effect::DealDamagePerBasicLandType { to }]);
        }
        let (amount, rest) = number(rest)?;
        let rest = eat(rest, " damage to ")?;
        // "… deals 1 damage to each of up to two target creatures" (Cast into the Fire).
        if let Some((specs, "")) = eat(rest, "each of ").and_then(up_to_two) {
            return Some(specs.map(|target| Effect::DealDamage { amount, to: Recipient::Target { target } }).into());
        }
        let (to, rest) = recipient(rest)?;
        let mut out = vec![Effect::DealDamage { amount, to }];
        if rest.is_empty() {
            return Some(out);
        }
        let rest = eat(rest, " and ")?;
        // "… and you gain 3 life" (Lightning Helix): another instruction.
        if rest.starts_with("you ") {
            out.extend(effect_sentence(rest, ctx)?);
            return Some(out);
        }
        let (amount, rest) = number(rest)?;
        let rest = eat(rest, " damage to ")?;
        let (to, rest) = recipient(rest)?;
        out.push(Effect::DealDamage { amount, to });
        return rest.is_empty().then_some(out);
    }
    let one = |e: Effect, rest: &str| rest.is_empty().then(|| vec![e]);
    if eat(s, "return a land you control to its owner's hand")
        .or_else(|| eat(s, "return a land you control to its owner’s hand"))
        == Some("")
    {
        return Some(vec![Effect::ReturnLandYouControl]);
    }
    // 608.2d: "return a permanent you control to its owner's hand" (a choice, not a target).
    if let Some(rest) = eat(s, "return a ").or_else(|| eat(s, "return an "))
        && let Some((mut filter, Noun::Permanent, false, rest)) = noun_phrase(rest)
        && let Some(rest) = qualifiers(rest, &mut filter)
        && filter.controller == Some(Controller::You)
        && filter.condition.is_none()
        && let Some(rest) = eat(rest, " to its owner's hand").or_else(|| eat(rest, " to its owner’s hand"))
    {
        return one(Effect::ReturnYouControl { filter }, rest);
    }
    // 608.2d: "you may put a land card from your hand onto the battlefield" (Spelunking), "… from your hand or
    // graveyard onto the battlefield" (Bonny Pall, Clearcutter).
    if let Some((filter, false, rest)) =
        eat(s, "you may put a ").or_else(|| eat(s, "you may put an ")).and_then(card_phrase)
        && filter.condition.is_none()
        && let Some(graveyard_too) = match rest {
            " from your hand onto the battlefield" => Some(false),
            " from your hand or graveyard onto the battlefield" => Some(true),
            _ => None,
        }
    {
        return Some(vec![Effect::MayPutFromHandOntoBattlefield { filter, count: 1, graveyard_too, tapped: false }]);
    }
    // 107.3a: "Put up to X land cards from your hand and/or graveyard onto the battlefield tapped." (Worldsoul's Rage).
    if let Some((filter, true, " from your hand and/or graveyard onto the battlefield tapped")) =
        eat(s, "put up to X ").and_then(card_phrase)
        && filter.condition.is_none()
    {
        let effect = Effect::MayPutFromHandOntoBattlefield { filter, count: 0, graveyard_too: true, tapped: true };
        return Some(vec![Effect::NumberIs { counted: Counted::X { times: 1 }, effect: Box::new(effect) }]);
    }
    // 406.1: "exile the top card of that player's library" (Ragavan, Nimble Pilferer); "Exile the top two
    // cards of your library." (Seek the Beast).
    let top = eat(s, "exile the top card of ").map(|r| (1, r)).or_else(|| {
        let (count, rest) = number(eat(s, "exile the top ")?)?;
        Some((count, eat(rest, " cards of ").filter(|_| count > 1)?))
    });
    if let Some((count, whose)) = top.and_then(|(n, r)| Some((n, r.strip_suffix(" library")?))) {
        let that_player = ["that player's", "that player’s"].contains(&whose);
        let effect = Effect::ExileTopOfLibrary {
            that_player,
            cast_this_turn: false,
            play: false,
            count,
            until_your_next_end_step: false,
        };
        return (that_player || whose == "your").then(|| vec![effect]);
    }
    // "you lose 1 life and create …", "you gain 2 life and draw a card":
    // one effect, then another joined by "and" (608.2c: in that order).
    let chained = |e: Effect, rest: &str| {
        if rest.is_empty() {
            return Some(vec![e]);
        }
        let more = effect_sentence(eat(rest, " and ").or_else(|| eat(rest, ", then "))?, ctx)?;
        Some(std::iter::once(e).chain(more).collect())
    };
    // 608.2d: "Look at the top three cards of your library, then put them back in any order." (Ponder)
    if let Some((amount, rest)) = eat(s, "look at the top ").and_then(number) {
        let back = |whose: &str| eat(rest, whose).and_then(|r| eat(r, " library, then put them back in any order"));
        if back(" cards of your") == Some("") {
            return Some(vec![Effect::Scry { amount, look: true }]);
        }
        // Architects of Will: the same look at target player's library.
        if back(" cards of target player's") == Some("") {
            return Some(vec![Effect::LookAtTopPutBack { count: amount, player: TargetSpec::Player }]);
        }
    }
    // 608.2d: "Look at the top card of target player's library." (Mishra's Bauble)
    if eat(s, "look at the top card of target player's library") == Some("") {
        return Some(vec![Effect::LookAtTopPutBack { count: 1, player: TargetSpec::Player }]);
    }
    // 603.7a: "Draw a card at the beginning of the next turn's upkeep." (Mishra's Bauble)
    if eat(s, "draw a card at the beginning of the next turn's upkeep") == Some("") {
        return Some(vec![Effect::DrawAtNextUpkeep]);
    }
    // 701.24: "You may shuffle."
    if s.eq_ignore_ascii_case("You may shuffle") {
        return Some(vec![Effect::MayShuffle]);
    }
    // 608.2c: "You may have that player shuffle." (Portent): the player targeted before.
    if s.eq_ignore_ascii_case("You may have that player shuffle") {
        return Some(vec![Effect::ThatPlayer { effect: Box::new(Effect::MayShuffle) }]);
    }
    // 701.22a, 701.25a: "scry 1", "surveil 2", "Scry 2, then draw a card".
    for (verb, make) in [("scry ", true), ("surveil ", false)] {
        if let Some((amount, rest)) = eat(s, verb).and_then(number) {
            return chained(if make { Effect::Scry { amount, look: false } } else { Effect::Surveil { amount } }, rest);
        }
    }
    if let Some(rest) = eat(s, "destroy all ") {
        // "Destroy all creatures." (701.8, no target)
        let (mut filter, Noun::Permanent, true, rest) = noun_phrase(rest)? else { return None };
        let rest = qualifiers(rest, &mut filter)?;
        return one(Effect::DestroyAll { filter, mana_value_is_counters: None }, rest);
    }
    // "Destroy each nonland permanent with mana value equal to the number of
    // charge counters on [this]." (Blast Zone; 701.8, no target)
    if let Some(rest) = eat(s, "destroy each ") {
        // "each artifact and creature": each permanent with either type (Powder Keg).
        let either;
        let rest = match eat(rest, "artifact and creature ") {
            Some(after) => {
                either = format!("artifact or creature {after}");
                either.as_str()
            }
            None => rest,
        };
        let (mut filter, Noun::Permanent, false, rest) = noun_phrase(rest)? else { return None };
        if let Some(rest) = mana_value_x_or_less(rest, &mut filter).filter(|_| ctx.spell) {
            return one(Effect::DestroyAll { filter, mana_value_is_counters: None }, rest);
        }
        // "Destroy each nonland permanent with mana value 2 or less." (Culling Ritual)
        let Some(rest) = eat(rest, " with mana value equal to the number of ").filter(|_| !ctx.spell) else {
            let rest = qualifiers(rest, &mut filter)?;
            return one(Effect::DestroyAll { filter, mana_value_is_counters: None }, rest);
        };
        let (counter, rest) = counter_kind(rest, 2)?;
        let rest = self_ref(eat(rest, " on ")?, ctx)?;
        return one(Effect::DestroyAll { filter, mana_value_is_counters: Some(counter) }, rest);
    }
    if let Some(rest) = eat(s, "destroy ") {
        if let Some((specs, "")) = up_to_two(rest) {
            return Some(specs.map(|target| Effect::Destroy { target }).into());
        }
        let (target, rest) = target(rest)?;
        permanent(&target)?;
        // 608.2c: "Destroy target permanent if it's blue."
        if let Some(filter) = if_its_color(rest) {
            return Some(vec![Effect::IfItIs { filter, effect: Box::new(Effect::Destroy { target }) }]);
        }
        return one(Effect::Destroy { target }, rest);
    }
    // 707.10: "Copy target instant or sorcery spell[, then return it to its owner's hand]" (Narset's Reversal).
    if let Some(rest) = eat(s, "copy ").filter(|r| eat(r, "target ").is_some()) {
        let (target, rest) = target(rest)?;
        matches!(target, TargetSpec::Spell { .. }).then_some(())?;
        let copy = Effect::CopySpell { target, new_targets: false };
        return match &*straight(rest) {
            "" => Some(vec![copy]),
            ", then return it to its owner's hand" => Some(vec![copy, Effect::ReturnItToHand]),
            _ => None,
        };
    }
    // 701.6b: "Counter target activated or triggered ability." (Stifle); "counter up to one target …" (Tishana's
    // Tidebinder, 115.1).
    if eat(s, "counter target activated or triggered ability") == Some("") {
        return Some(vec![Effect::Counter {
            target: TargetSpec::Ability,
            exile: false,
            source_loses_abilities: false,
        }]);
    }
    if eat(s, "counter up to one target activated or triggered ability") == Some("") {
        let target =
            TargetSpec::UpToOne { target: Box::new(TargetSpec::Ability), second: false, single_graveyard: false };
        return Some(vec![Effect::Counter { target, exile: false, source_loses_abilities: false }]);
    }
    // 701.6a–b: "Counter target spell, activated ability, or triggered ability." (Ertai Resurrected).
    if eat(s, "counter target spell, activated ability, or triggered ability") == Some("") {
        return Some(vec![Effect::Counter {
            target: TargetSpec::SpellOrAbility,
            exile: false,
            source_loses_abilities: false,
        }]);
    }
    if let Some(rest) = eat(s, "counter ") {
        let (target, rest) = target(rest)?;
        matches!(target, TargetSpec::Spell { .. }).then_some(())?;
        // 701.6a, 608.2d: "… unless its controller pays {2}".
        if let Some(cost) =
            eat(rest, " unless its controller pays ").or_else(|| eat(rest, " unless its controller pays "))
        {
            let cost = ManaCost::parse(cost).ok().filter(|c| !c.is_none() && c.symbols().len() <= 8)?;
            return Some(vec![Effect::CounterUnlessPays { target, cost, exile: false }]);
        }
        // 107.3c: "counter target spell with mana value X or less, where X
        // is the number of Faeries you control" (Spellstutter Sprite).
        if let Some(each) = eat(rest, ", where X is the number of ") {
            let (mut filter, Noun::Permanent, true, rest) = noun_phrase(each)? else { return None };
            let rest = qualifiers(rest, &mut filter)?;
            let counted = filter.controller == Some(Controller::You) && filter.condition.is_none();
            let effect = Box::new(Effect::Counter { target, exile: false, source_loses_abilities: false });
            return (counted && rest.is_empty())
                .then(|| vec![Effect::WhereXIs { count: CostCount::Permanents { filter }, effect }]);
        }
        // 608.2c: "Counter target spell if it's red."
        if let Some(filter) = if_its_color(rest) {
            return Some(vec![Effect::IfItIs {
                filter,
                effect: Box::new(Effect::Counter { target, exile: false, source_loses_abilities: false }),
            }]);
        }
        return one(Effect::Counter { target, exile: false, source_loses_abilities: false }, rest);
    }
    // 121.2, 115.1: "You and target opponent each draw a card." (Loran).
    if let Some(rest) = eat(s, "you and target opponent each draw ") {
        let (count, rest) = number(rest)?;
        let rest = if count == 1 { eat(rest, " card")? } else { eat(rest, " cards")? };
        let you = Effect::Draw { player: PlayerRef::You, count };
        return rest.is_empty().then(|| vec![you, Effect::Draw { player: PlayerRef::TargetOpponent, count }]);
    }
    // 121.2, 701.9b: "Each player draws a card, then discards a card."
    if let Some(rest) = eat(s, "each player draws ") {
        let (count, rest) = number(rest)?;
        let rest = if count == 1 { eat(rest, " card")? } else { eat(rest, " cards")? };
        return match rest {
            "" => Some(vec![Effect::EachPlayerDraws { count }]),
            _ => (eat(rest, ", then discards a card") == Some(""))
                .then(|| vec![Effect::EachPlayerDraws { count }, Effect::EachPlayerDiscards]),
        };
    }
    // 701.9b, 101.4, 608.2c: "each opponent discards a card, then each opponent who didn't discard a nonland card
    // this way loses 3 life" (Kroxa, Titan of Death's Hunger).
    if let Some(rest) = eat(s, "each opponent discards a card") {
        if rest.is_empty() {
            return Some(vec![Effect::EachOpponentDiscards]);
        }
        let rest = straight(rest);
        let (cards, rest) = eat(&rest, ", then each opponent who didn't discard ")?.split_once(" this way loses ")?;
        let cards = eat(cards, "a ").or_else(|| eat(cards, "an "))?.strip_suffix(" card")?;
        let filter = cards_filter(cards)?;
        let (amount, " life") = number(rest)? else { return None };
        return Some(vec![
            Effect::EachOpponentDiscards,
            Effect::EachOpponentWhoDidntDiscardLosesLife { filter, amount },
        ]);
    }
    // 701.9b, 101.4: "Each player discards a card." (Liliana of the Veil's +1).
    if eat(s, "each player discards a card") == Some("") {
        return Some(vec![Effect::EachPlayerDiscards]);
    }
    if let Some(effect) = player_chooses(s) {
        return Some(vec![effect]);
    }
    if let Some(effects) = player_does_each(s) {
        return Some(effects);
    }
    // 119.3, 608.2c: "that player loses 2 life[ and you gain 2 life]" (the
    // caster of the spell that triggered it, Kambal, Consul of Allocation).
    if let Some((amount, rest)) = eat(s, "that player loses ").and_then(number) {
        let effect = Box::new(Effect::TargetPlayerLosesLife { amount, opponent: false });
        return chained(Effect::ThatPlayer { effect }, eat(rest, " life")?);
    }
    // 701.9b, 608.2c: "that player discards two cards" (the player dealt
    // combat damage, Okiba-Gang Shinobi).
    if let Some((count, rest)) = eat(s, "that player discards ").and_then(number)
        && rest == if count == 1 { " card" } else { " cards" }
    {
        let effect = Box::new(Effect::TargetDiscards { player: TargetSpec::Player, count });
        return Some(vec![Effect::ThatPlayer { effect }]);
    }
    // 122.1, 104.3d: "target opponent gets a poison counter".
    if let Some(rest) = eat(s, "target opponent gets ").or_else(|| eat(s, "target player gets ")) {
        let opponent = eat(s, "target opponent").is_some();
        let (count, rest) = match eat(rest, "a ").or_else(|| eat(rest, "an ")) {
            Some(rest) => (1, rest),
            None => number(rest)?,
        };
        let counter = ["poison counter", "poison counters"].iter().find(|w| eat(rest, w) == Some(""));
        return counter
            .map(|_| vec![Effect::TargetPlayerGetsCounters { count, counter: CounterKind::Poison, opponent }]);
    }
    // 119.3: "Target opponent loses 2 life[ and you gain 2 life]".
    if let Some((amount, rest)) = eat(s, "target opponent loses ").and_then(number) {
        return chained(Effect::TargetPlayerLosesLife { amount, opponent: true }, eat(rest, " life")?);
    }
    // 401.4: "up to one target player puts all the cards from their
    // graveyard on the bottom of their library in a random order".
    if let Some((player, rest)) = target(s)
        && matches!(player.chosen(), TargetSpec::Player)
        && eat(rest, " puts all the cards from their graveyard on the bottom of their library in a random order")
            == Some("")
    {
        return Some(vec![Effect::GraveyardOnBottom { player }]);
    }
    // 701.17a, 115.1: "target opponent mills five cards" (Jace, Telepath Unbound's emblem).
    if let Some((count, rest)) = eat(s, "target opponent mills ").and_then(number) {
        let rest = if count == 1 { eat(rest, " card")? } else { eat(rest, " cards")? };
        return one(Effect::Mill { player: PlayerRef::TargetOpponent, count }, rest);
    }
    let (player, s) = if let Some(rest) = eat(s, "target player ") {
        (PlayerRef::TargetPlayer, rest)
    } else {
        (PlayerRef::You, eat(s, "you ").unwrap_or(s))
    };
    if let Some(rest) = eat(s, "draws ")
        .filter(|_| player == PlayerRef::TargetPlayer)
        .or_else(|| eat(s, "draw ").filter(|_| player == PlayerRef::You))
    {
        let (count, rest) = number(rest)?;
        let rest = if count == 1 { eat(rest, " card")? } else { eat(rest, " cards")? };
        // 701.9: "draw a card, then discard a card", "Draw two cards, then
        // discard two cards." (the discards chosen as it resolves, 701.9b).
        if let Some((n, more)) = eat(rest, ", then discard ").filter(|_| player == PlayerRef::You).and_then(number)
            && more == if n == 1 { " card" } else { " cards" }
        {
            return Some(vec![Effect::Draw { player, count }, Effect::Discard { count: n, up_to: false }]);
        }
        // 608.2d: "Draw three cards, then put two cards from your hand on top
        // of your library in any order." (Brainstorm).
        if let Some((n @ 2.., more)) = eat(rest, ", then put ").filter(|_| player == PlayerRef::You).and_then(number)
            && more == " cards from your hand on top of your library in any order"
        {
            return Some(vec![Effect::Draw { player, count }, Effect::PutFromHandOnTop { count: n }]);
        }
        return if player == PlayerRef::You {
            chained(Effect::Draw { player, count }, rest)
        } else {
            one(Effect::Draw { player, count }, rest)
        };
    }
    // 701.17a: "target player mills four cards", "mill two cards".
    if let Some(rest) = eat(s, "mills ")
        .filter(|_| player == PlayerRef::TargetPlayer)
        .or_else(|| eat(s, "mill ").filter(|_| player == PlayerRef::You))
    {
        let (count, rest) = number(rest)?;
        // 107.3a: "Target player mills three times X cards." (Jace, the Perfected Mind: the X announced).
        if let Some(rest) = eat(rest, " times X cards") {
            let effect = Box::new(Effect::Mill { player, count: 0 });
            return one(Effect::NumberIs { counted: Counted::X { times: count }, effect }, rest);
        }
        let rest = if count == 1 { eat(rest, " card")? } else { eat(rest, " cards")? };
        // "Mill three cards, then return …" (Takenuma, Abandoned Mire);
        // "Target player mills three cards, then you return …" (Witherbloom Command).
        if player == PlayerRef::You || rest.starts_with(", then you ") {
            return chained(Effect::Mill { player, count }, rest);
        }
        return one(Effect::Mill { player, count }, rest);
    }
    // 119.3, 608.2h: "Each opponent loses life equal to the number of creature cards in your graveyard." (Grist, the
    // Hunger Tide), counted as it resolves.
    if let Some(count) = eat(s, "each opponent loses life equal to the number of ").and_then(cost_count)
        && matches!(count, CostCount::GraveyardCards { .. })
        && player == PlayerRef::You
    {
        let effect = Box::new(Effect::EachOpponentLosesLife { amount: 0 });
        return Some(vec![Effect::NumberIs { counted: Counted::Count { count, times: 1, plus: 0 }, effect }]);
    }
    // 119.3: "each opponent loses 1 life[ and you gain 1 life]" (The Meathook Massacre, Consuming Sepulcher).
    if let Some((amount, rest)) = eat(s, "each opponent loses ").and_then(number)
        && player == PlayerRef::You
    {
        return chained(Effect::EachOpponentLosesLife { amount }, eat(rest, " life")?);
    }
    // 119.3: "Target player gains 5 life." (Titan of Industry).
    if let Some(rest) = eat(s, "gains ").filter(|_| player == PlayerRef::TargetPlayer) {
        let (amount, rest) = number(rest)?;
        return one(Effect::TargetPlayerGainsLife { amount }, eat(rest, " life")?);
    }
    // 119.3: "target player loses 1 life[ and you gain 1 life]".
    if let Some(rest) = eat(s, "loses ").filter(|_| player == PlayerRef::TargetPlayer) {
        let (amount, rest) = number(rest)?;
        return chained(Effect::TargetPlayerLosesLife { amount, opponent: false }, eat(rest, " life")?);
    }
    if player == PlayerRef::TargetPlayer {
        return None;
    }
    // 406.2: "exile all cards from target player's graveyard" (earlier:
    // "exile target player's graveyard").
    let whole_graveyard = |rest: &str| {
        let rest = eat(rest, "all cards from ").unwrap_or(rest);
        eat(rest, "target player's graveyard").or_else(|| eat(rest, "target player’s graveyard")) == Some("")
    };
    if eat(s, "exile ").is_some_and(whole_graveyard) {
        return Some(vec![Effect::ExileGraveyard]);
    }
    // 406.2: "exile each opponent's graveyard", "exile all cards from all graveyards".
    if let Some(rest) = eat(s, "exile ").filter(|_| player == PlayerRef::You) {
        let rest = straight(rest);
        if rest.eq_ignore_ascii_case("each opponent's graveyard") {
            return Some(vec![Effect::ExileGraveyards { each_opponent: true }]);
        }
        if rest.eq_ignore_ascii_case("all cards from all graveyards") || rest.eq_ignore_ascii_case("all graveyards") {
            return Some(vec![Effect::ExileGraveyards { each_opponent: false }]);
        }
    }
    if s == "become the monarch" && player == PlayerRef::You {
        return Some(vec![Effect::BecomeTheMonarch]);
    }
    if s == "take the initiative" && player == PlayerRef::You {
        return Some(vec![Effect::TakeTheInitiative]);
    }
    if eat(s, "gain 1 life for each spell you've cast this turn") == Some("") {
        return Some(vec![Effect::GainLifePerSpellCast]);
    }
    if straight(s).eq_ignore_ascii_case("gain 1 life for each of that spell's colors") {
        return Some(vec![Effect::GainLifePerColorOfThatSpell]);
    }
    // 107.3: "You gain three times X life." (Martyr of Sands: the X announced).
    if let Some((times, " times X life")) = eat(s, "gain ").and_then(number) {
        let effect = Box::new(Effect::GainLife { amount: 0 });
        return Some(vec![Effect::NumberIs { counted: Counted::X { times }, effect }]);
    }
    if let Some(rest) = eat(s, "gain ") {
        let (amount, rest) = number(rest)?;
        return chained(Effect::GainLife { amount }, eat(rest, " life")?);
    }
    // 603.5: "you may draw a card" (Ninja of the Deep Hours).
    if let Some((count, rest)) = eat(s, "may draw ").filter(|_| player == PlayerRef::You).and_then(number)
        && rest == if count == 1 { " card" } else { " cards" }
    {
        let effects = vec![Effect::Draw { player, count }];
        return Some(vec![Effect::YouMay, Effect::IfYouDo { effects }]);
    }
    // 603.5, 701.23: "you may search your library for a creature card with mana value 1 or less, reveal it, put it
    // into your hand, then shuffle" (Ranger-Captain of Eos): declined, there is no search and no shuffle.
    if let Some(rest) = eat(s, "may search your library for ").filter(|_| player == PlayerRef::You)
        && let Some(search) = search(&format!("Search your library for {rest}"))
    {
        return Some(vec![Effect::YouMay, Effect::IfYouDo { effects: vec![search] }]);
    }
    // 603.5: "you may gain 5 life" (Fangren Marauder).
    if let Some((amount, " life")) = eat(s, "may gain ").filter(|_| player == PlayerRef::You).and_then(number) {
        return Some(vec![Effect::YouMay, Effect::IfYouDo { effects: vec![Effect::GainLife { amount }] }]);
    }
    // 603.5: "you may gain 1 life for each of that spell's colors" (Ancient Cornucopia).
    if let Some(rest) = eat(s, "may gain 1 life for each ").filter(|_| player == PlayerRef::You)
        && let Some(effects) = effect_sentence(&format!("gain 1 life for each {rest}"), ctx)
        && let [Effect::GainLifePerColorOfThatSpell] = effects.as_slice()
    {
        return Some(vec![Effect::YouMay, Effect::IfYouDo { effects }]);
    }
    // 603.5: "you may put a fuse counter on [this]" (Powder Keg); "you may put a -1/-1 counter on target creature"
    // (Hapatra, Vizier of Poisons), chosen as it resolves.
    if let Some(rest) = eat(s, "may put ").filter(|_| player == PlayerRef::You && !ctx.spell)
        && let Some(effects) = effect_sentence(&format!("put {rest}"), ctx)
    {
        return match effects.as_slice() {
            [Effect::PutCountersOnThis { .. }] => Some(vec![Effect::YouMay, Effect::IfYouDo { effects }]),
            [Effect::PutCounters { count, counter, target, also: None }] => {
                Some(vec![Effect::MayPutCounters { count: *count, counter: counter.clone(), target: target.clone() }])
            }
            _ => None,
        };
    }
    if eat(s, "lose life equal to the number of cards in your hand") == Some("") {
        return Some(vec![Effect::LoseLifePerCardInHand]);
    }
    if let Some(rest) = eat(s, "lose ") {
        let (amount, rest) = number(rest)?;
        return chained(Effect::LoseLife { amount }, eat(rest, " life")?);
    }
    if let Some(rest) =
        eat(s, "create a token that's a copy of ").or_else(|| eat(s, "create a token that’s a copy of "))
    {
        let (target, rest) = target(rest)?;
        permanent(&target)?;
        return one(
            Effect::CreateTokenCopy { target, haste: false, sacrificed_at_next_end_step: false, x_copies: false },
            rest,
        );
    }
    // 707.2, 601.2c, 107.3: "For each of X target permanents, create X tokens that are copies of that permanent."
    // (Doppelgang): X copies of each of X targets, X as announced.
    if let Some(rest) = eat(s, "for each of X target ")
        && let Some((what, noun)) = rest
            .split_once(", create X tokens that are copies of that ")
            .or_else(|| rest.split_once(", create X tokens that’re copies of that "))
        && let Some((mut filter, Noun::Permanent, true, after)) = noun_phrase(what)
        && qualifiers(after, &mut filter) == Some("")
        && let Some((_, Noun::Permanent, false, "")) = noun_phrase(noun)
    {
        let copy = |target| Effect::CreateTokenCopy {
            target,
            haste: false,
            sacrificed_at_next_end_step: false,
            x_copies: true,
        };
        let first = TargetSpec::Permanent { filter };
        let more = TargetSpec::AnotherOfX { target: Box::new(first.clone()) };
        return Some(vec![Effect::XTargets { first: Box::new(copy(first)), more: Box::new(copy(more)) }]);
    }
    // 107.3a: "Create X 2/2 red Human Knight creature tokens …" (Forth Eorlingas!: the X announced).
    if let Some(rest) = eat(s, "create X")
        && let Some((_, token, "")) = token_counted(2, rest)
    {
        let effect = Box::new(Effect::CreateTokens { count: 0, token });
        return Some(vec![Effect::NumberIs { counted: Counted::X { times: 1 }, effect }]);
    }
    if let Some(rest) = eat(s, "create ") {
        if let Some((count, predefined, rest)) = predefined_token(rest) {
            let effect = Effect::CreatePredefinedTokens { count, token: predefined, targets_controller: false };
            // 111.1: "create a Treasure token and a 1/1 colorless Pilot creature token with …".
            if let Some((more, other, "")) = eat(rest, " and ").and_then(token) {
                return Some(vec![effect, Effect::CreateTokens { count: more, token: other }]);
            }
            return chained(effect, rest);
        }
        // 107.3c: "Create X Map tokens, where X is one plus the number of opponents who control an artifact."
        // (Journey On)
        if let Some((name, x)) = eat(rest, "X ").and_then(|r| r.split_once(" tokens, where X is "))
            && let Some(token) = PredefinedToken::from_name(name)
            && let Some(counted) = one_plus_opponents_who_control(x)
        {
            let effect = Box::new(Effect::CreatePredefinedTokens { count: 0, token, targets_controller: false });
            return Some(vec![Effect::NumberIs { counted, effect }]);
        }
        let (count, token, rest) = token(rest)?;
        return one(Effect::CreateTokens { count, token }, rest);
    }
    // 701.16a: "Investigate" means "Create a Clue token."
    if eat(s, "investigate") == Some("") {
        let token = PredefinedToken::Clue;
        return Some(vec![Effect::CreatePredefinedTokens { count: 1, token, targets_controller: false }]);
    }
    // 608.2d: "return a creature or planeswalker card from your graveyard
    // to your hand", chosen as it resolves.
    if let Some(rest) = eat(s, "return a ").or_else(|| eat(s, "return an "))
        && let Some((cards, "")) = rest.split_once(" card from your graveyard to your hand")
    {
        let filter = plain_cards_filter(cards)?;
        return Some(vec![Effect::ReturnFromYourGraveyard { filter, up_to: 0 }]);
    }
    // 608.2d: "Return up to two creature cards from your graveyard to your hand." (Gix's Command), chosen as it
    // resolves, none at all allowed.
    if let Some((up_to, rest)) = eat(s, "return up to ").and_then(number).filter(|(n, _)| (2..=10).contains(n))
        && let Some((cards, "")) =
            rest.strip_prefix(' ').and_then(|r| r.split_once(" cards from your graveyard to your hand"))
        && let Some(filter) = plain_cards_filter(cards)
    {
        return Some(vec![Effect::ReturnFromYourGraveyard { filter, up_to }]);
    }
    // 603.5: "you may put target instant or sorcery card from your graveyard
    // on top of your library" (Mystic Sanctuary), chosen as it resolves.
    if let Some(rest) = eat(s, "may put target ").filter(|_| player == PlayerRef::You)
        && let Some((cards, "")) = rest.split_once(" card from your graveyard on top of your library")
    {
        let target = TargetSpec::CardInYourGraveyard { filter: plain_cards_filter(cards)? };
        return Some(vec![Effect::MayPutOnTopOfLibrary { target }]);
    }
    // 603.5: "you may return target creature card from your graveyard to
    // the battlefield" (Emeria, the Sky Ruin), chosen as it resolves.
    // 608.2g: "you may cast target instant card from your graveyard without paying its mana cost".
    if let Some(rest) = eat(s, "may cast target ").filter(|_| player == PlayerRef::You)
        && let Some((cards, "")) = rest.split_once(" card from your graveyard without paying its mana cost")
    {
        let target = TargetSpec::CardInYourGraveyard { filter: plain_cards_filter(cards)? };
        return Some(vec![Effect::MayCastWithoutPaying { target, exile_instead: false }]);
    }
    // 608.2g, 118.14: "you may cast target nonland permanent card from that player's graveyard, and mana of any type
    // can be spent to cast that spell" (Tinybones, the Pickpocket).
    if let Some(rest) = eat(s, "may cast target ").filter(|_| player == PlayerRef::You)
        && let Some((filter, false, rest)) = card_phrase(rest)
        && straight(rest) == " from that player's graveyard, and mana of any type can be spent to cast that spell"
    {
        let target = TargetSpec::CardInAGraveyard { filter, defending_players: false, that_players: true };
        return Some(vec![Effect::MayCastSpendingManaOfAnyType { target }]);
    }
    // 601.3, 611.2a: "You may cast target instant or sorcery card from your graveyard this turn." (Jace, Telepath
    // Unbound): a permission for the rest of the turn, with the card's own timing and costs.
    if let Some(rest) = eat(s, "may cast target ").filter(|_| player == PlayerRef::You)
        && let Some((cards, "")) = rest.split_once(" card from your graveyard this turn")
    {
        let target = TargetSpec::CardInYourGraveyard { filter: plain_cards_filter(cards)? };
        return Some(vec![Effect::MayCastThisTurn { target, exile_instead: false }]);
    }
    if let Some(rest) = eat(s, "may return target ").filter(|_| player == PlayerRef::You)
        && let Some((cards, "")) = rest.split_once(" card from your graveyard to the battlefield")
    {
        let target = TargetSpec::CardInYourGraveyard { filter: plain_cards_filter(cards)? };
        return Some(vec![Effect::MayReturnToBattlefield { target }]);
    }
    // 603.5, 701.8a: "you may destroy target artifact or enchantment", chosen as it resolves.
    if let Some(rest) = eat(s, "may destroy ").filter(|_| player == PlayerRef::You)
        && let Some((target, "")) = target(rest)
    {
        return permanent(&target).map(|()| vec![Effect::MayDestroy { target }]);
    }
    // 110.2a: "Put target creature card from a graveyard onto the
    // battlefield under your control." (Reanimate)
    if let Some(rest) = eat(s, "put target ").filter(|_| player == PlayerRef::You)
        && let Some((cards, "")) = rest.split_once(" card from a graveyard onto the battlefield under your control")
    {
        let target = TargetSpec::CardInAGraveyard {
            filter: plain_cards_filter(cards)?,
            defending_players: false,
            that_players: false,
        };
        return Some(vec![Effect::PutOntoBattlefieldUnderYourControl { target, lose_life_equal_to_mana_value: false }]);
    }
    // 400.3: "return target creature card from your graveyard to your hand".
    // 108.3: "Return all artifacts target player owns to their hand." (Hurkyl's Recall)
    if let Some(rest) = eat(s, "return all ") {
        // 400.3: "Return all land cards from your graveyard to the battlefield tapped." (Aftermath Analyst)
        if let Some((cards, more)) = rest.split_once(" cards from your graveyard to the battlefield") {
            let filter = cards_filter(cards)?;
            let tapped = match more {
                "" => false,
                " tapped" => true,
                _ => return None,
            };
            let plain = filter.controller.is_none() && !filter.other && filter.condition.is_none();
            return plain.then(|| vec![Effect::ReturnAllFromYourGraveyard { filter, tapped }]);
        }
        let (filter, Noun::Permanent, true, rest) = noun_phrase(rest)? else { return None };
        return (eat(rest, " target player owns to their hand") == Some(""))
            .then(|| vec![Effect::ReturnAllOwnedToHand { player: TargetSpec::Player, filter }]);
    }
    // 601.2c–d: "Distribute X +1/+1 counters among any number of target creatures you control." (Grove's
    // Bounty): each target receives at least one, so at most X targets; the first is chosen whenever X is 1 or more.
    if let Some(rest) = eat(s, "distribute X ").or_else(|| eat(s, "Distribute X "))
        && let Some((counter, rest)) = counter_kind(rest, 2)
        && let Some(rest) = eat(rest, " among any number of target ")
        && let Some((mut filter, Noun::Permanent, true, rest)) = noun_phrase(rest)
        && qualifiers(rest, &mut filter) == Some("")
        && filter.condition.is_none()
    {
        let target = TargetSpec::Permanent { filter };
        let more = TargetSpec::UpToOne { target: Box::new(target.clone()), second: true, single_graveyard: false };
        let first = Effect::PutDividedCounters { counter: counter.clone(), target };
        let more = Effect::PutDividedCounters { counter, target: more };
        return Some(vec![Effect::XTargets { first: Box::new(first), more: Box::new(more) }]);
    }
    // 601.2c, 107.3: "Return X target creature cards with mana value 2 or less from your graveyard to the
    // battlefield." (Return to the Ranks): the singular instruction once per target, X of them.
    if let Some(rest) = eat(s, "return X target ")
        && let Some((cards, place)) = rest.split_once(" cards ")
        && let Some([first]) = effect_sentence(&format!("return target {cards} card {place}"), ctx).as_deref()
    {
        let more = match first.clone() {
            Effect::PutOntoBattlefieldUnderYourControl { target, lose_life_equal_to_mana_value } => {
                let target = TargetSpec::AnotherOfX { target: Box::new(target) };
                Effect::PutOntoBattlefieldUnderYourControl { target, lose_life_equal_to_mana_value }
            }
            Effect::ReturnToHand { target } => {
                Effect::ReturnToHand { target: TargetSpec::AnotherOfX { target: Box::new(target) } }
            }
            _ => return None,
        };
        return Some(vec![Effect::XTargets { first: Box::new(first.clone()), more: Box::new(more) }]);
    }
    // 115.1, 601.2c: "Return up to two target creature cards from your graveyard to your hand." (Blood Fountain),
    // "… up to three target land cards …" (Slogurk, the Overslime): that many "up to one" targets.
    if let Some((up_to, rest)) = eat(s, "return up to ").and_then(number).filter(|(n, _)| (2..=10).contains(n))
        && let Some(rest) = eat(rest, " target ")
        && let Some((cards, "")) = rest.split_once(" cards from your graveyard to your hand")
    {
        let filter = plain_cards_filter(cards)?;
        let card = |second| TargetSpec::UpToOne {
            target: Box::new(TargetSpec::CardInYourGraveyard { filter: filter.clone() }),
            second,
            single_graveyard: false,
        };
        return Some((0..up_to).map(|i| Effect::ReturnToHand { target: card(i > 0) }).collect());
    }
    // 400.3, 110.2a: "Return target creature card with mana value 1 from your graveyard to the battlefield."
    // (Abiding Grace): under its owner's control, who is the ability's controller.
    if let Some(rest) = eat(s, "return target ")
        && let Some((cards, "")) = rest.split_once(" from your graveyard to the battlefield")
    {
        let phrase = cards.replacen(" card", " spell", 1);
        let (mut filter, Noun::Spell, false, rest) = noun_phrase(&phrase)? else { return None };
        let plain = qualifiers(rest, &mut filter) == Some("") && filter.controller.is_none() && !filter.other;
        let target = TargetSpec::CardInYourGraveyard { filter };
        let effect = Effect::PutOntoBattlefieldUnderYourControl { target, lose_life_equal_to_mana_value: false };
        return plain.then(|| vec![effect]);
    }
    if let Some(rest) = eat(s, "return target ")
        && let Some((cards, "")) = rest.split_once(" card from your graveyard to your hand")
    {
        let target = TargetSpec::CardInYourGraveyard { filter: plain_cards_filter(cards)? };
        return Some(vec![Effect::ReturnToHand { target }]);
    }
    // 607.2a, 610.3c: "return the exiled card to the battlefield under its
    // owner's control" (a permanent's ability linked to its exile).
    if let Some(rest) = eat(s, "return the exiled card to the battlefield under its owner's control")
        .or_else(|| eat(s, "return the exiled card to the battlefield under its owner’s control"))
        .filter(|_| !ctx.spell)
    {
        return one(Effect::ReturnExiledCards, rest);
    }
    // 607.2a, 111.4: "the exiled card's owner creates an X/X blue Illusion creature token, where X is the mana value
    // of the exiled card" (Skyclave Apparition), read as a 0/0 token whose power and toughness are set as it is made.
    if let Some(rest) = eat(s, "the exiled card's owner creates an X/X ")
        .or_else(|| eat(s, "the exiled card’s owner creates an X/X "))
        .and_then(|r| r.strip_suffix(", where X is the mana value of the exiled card"))
        .filter(|_| !ctx.spell)
    {
        let described = format!("a 0/0 {rest}");
        let Some((1, token, "")) = token(&described) else { return None };
        return Some(vec![Effect::ExiledCardsOwnersCreateXToken { token }]);
    }
    // 400.7: "Return Slogurk to its owner's hand." (a permanent's own ability).
    if let Some(rest) = eat(s, "return ").and_then(|r| self_ref(r, ctx)).filter(|_| !ctx.spell)
        && let Some(rest) = eat(rest, " to its owner's hand").or_else(|| eat(rest, " to its owner’s hand"))
    {
        return one(Effect::ReturnThisToHand, rest);
    }
    if let Some(rest) = eat(s, "return ") {
        let (target, rest) = target(rest)?;
        let rest = eat(rest, " to its owner's hand").or_else(|| eat(rest, " to its owner’s hand"))?;
        // "Return target spell to its owner's hand." (Reprieve) too.
        let spell = matches!(target, TargetSpec::Spell { .. });
        return (spell || permanent(&target).is_some()).then_some(()).and(one(Effect::ReturnToHand { target }, rest));
    }
    // 714.2, 701.27: a Saga's last chapter returning it transformed; "exile Jace, Vryn's Prodigy, then return him
    // to the battlefield transformed under his owner's control".
    if let Some(rest) = eat(s, "exile ").and_then(|r| self_ref(r, ctx)) {
        let rest = [", then return it", ", then return him", ", then return her"]
            .into_iter()
            .find_map(|p| eat(rest, p))
            .and_then(|r| eat(r, " to the battlefield transformed under "))?;
        let (owners, rest) = match eat(rest, "your control") {
            Some(rest) => (false, rest),
            None => (
                true,
                ["its", "his", "her"]
                    .into_iter()
                    .find_map(|p| eat(rest, p))
                    .and_then(|r| eat(r, " owner's control"))?,
            ),
        };
        return one(Effect::ExileAndReturnTransformed { owners }, rest);
    }
    // 701.13a, 610.3: "exile each nonland permanent with mana value 2 or less
    // until [this] leaves the battlefield" (no target).
    // 406.2, 115.1: "exile target card from a graveyard" (Scavenging Ooze),
    // "exile up to two target cards from graveyards" (Faerie Macabre: the
    // second not the first's card, 601.2c).
    if let Some(rest) = eat(s, "exile ")
        && let Some(effects) = exile_from_graveyards(rest)
    {
        return Some(effects);
    }
    // 101.4, 701.21a, 608.2c: "Each player exiles all creature cards from their graveyard, then sacrifices all
    // creatures they control, then puts all cards they exiled this way onto the battlefield." (Living End).
    if let Some((cards, rest)) = eat(s, "each player exiles all ")
        .and_then(|r| r.split_once(" cards from their graveyard, then sacrifices all "))
        && let Some(filter) = plain_cards_filter(cards)
        && let Some((permanents, Noun::Permanent, true, rest)) = noun_phrase(rest)
        && permanents == filter
        && let Some(rest) = eat(rest, " they control, then puts all cards they exiled this way onto the battlefield")
    {
        return one(Effect::EachPlayerExilesSacrificesReturns { filter }, rest);
    }
    // 401.4: "Put all creatures on the bottom of their owners' libraries." (Terminus, no target).
    if let Some(rest) = eat(s, "put all ") {
        let (mut filter, Noun::Permanent, true, rest) = noun_phrase(rest)? else { return None };
        let rest = qualifiers(rest, &mut filter)?;
        let rest = eat(rest, " on the bottom of their owners' libraries")
            .or_else(|| eat(rest, " on the bottom of their owners’ libraries"))?;
        return one(Effect::PutAllOnBottom { filter }, rest);
    }
    // 701.13a: "Exile all creatures." (Sunfall).
    if let Some((mut filter, Noun::Permanent, true, rest)) = eat(s, "exile all ").and_then(noun_phrase)
        && let Some("") = qualifiers(rest, &mut filter)
    {
        return Some(vec![Effect::ExileAll { filter, until_this_leaves: false }]);
    }
    // 701.53a: "Incubate 2.", "Incubate X, where X is the number of creatures exiled this way." (Sunfall).
    if let Some(rest) = eat(s, "incubate ") {
        if let Some((count, "")) = number(rest) {
            return Some(vec![Effect::Incubate { count }]);
        }
        return (eat(rest, "X, where X is the number of creatures exiled this way") == Some("")).then(|| {
            vec![Effect::NumberIs { counted: Counted::ExiledThisWay, effect: Box::new(Effect::Incubate { count: 0 }) }]
        });
    }
    if let Some(rest) = eat(s, "exile each ") {
        let (mut filter, Noun::Permanent, false, rest) = noun_phrase(rest)? else { return None };
        let rest = qualifiers(rest, &mut filter)?;
        let (until_this_leaves, rest) = until_this_leaves(rest, ctx);
        return one(Effect::ExileAll { filter, until_this_leaves }, rest);
    }
    if let Some(rest) = eat(s, "exile ") {
        let (target, rest) = target(rest)?;
        let (until_this_leaves, rest) = until_this_leaves(rest, ctx);
        // 701.13a: "Exile target artifact or enchantment."
        if rest.is_empty() {
            permanent(&target)?;
            return Some(vec![Effect::Exile {
                target,
                controller_gains_life_equal_to_power: false,
                until_this_leaves,
            }]);
        }
        // Converge: "Exile target nonland permanent if its mana value is less than or equal to the number of
        // colors of mana spent to cast this spell." (Prismatic Ending, 608.2c, 107.3c).
        if eat(rest, " if its mana value is less than or equal to").and_then(|r| eat(r, COLORS_SPENT)) == Some("")
            && ctx.spell
            && !until_this_leaves
        {
            permanent(&target)?;
            let condition =
                Condition { quantity: Quantity::ManaValue, comparison: Comparison::AtMost, value: 0, x: false };
            let filter = ObjectFilter { condition: Some(condition), ..ObjectFilter::default() };
            let exile = Effect::Exile { target, controller_gains_life_equal_to_power: false, until_this_leaves };
            let effect = Box::new(Effect::IfItIs { filter, effect: Box::new(exile) });
            return Some(vec![Effect::NumberIs { counted: Counted::ColorsOfManaSpent, effect }]);
        }
        let rest = eat(rest, ", then return ")?;
        let rest = eat(rest, "it").or_else(|| eat(rest, "that card"))?;
        let rest = eat(rest, " to the battlefield under its owner's control")
            .or_else(|| eat(rest, " to the battlefield under its owner’s control"))?;
        return permanent(&target).and(one(Effect::ExileAndReturn { target }, rest));
    }
    // 701.26b: "untap Rona, Herald of Invasion" (a permanent's own ability).
    if let Some(rest) = eat(s, "untap ").and_then(|r| self_ref(r, ctx)).filter(|_| !ctx.spell) {
        return one(Effect::UntapThis, rest);
    }
    // 702.26a: "he phases out" (Kaito Shizuki: a permanent's own ability).
    if !ctx.spell
        && let Some(rest) = ["he", "she", "it"]
            .into_iter()
            .find_map(|p| eat(s, p))
            .or_else(|| self_ref(s, ctx))
            .and_then(|r| eat(r, " phases out"))
    {
        return one(Effect::ThisPhasesOut, rest);
    }
    // 701.27a: "Transform Rona." (a permanent's own ability).
    if let Some(rest) = eat(s, "transform ").and_then(|r| self_ref(r, ctx)).filter(|_| !ctx.spell) {
        return one(Effect::TransformThis, rest);
    }
    // 701.26b: "untap target legendary permanent".
    if let Some(rest) = eat(s, "untap ") {
        let (target, rest) = target(rest)?;
        return permanent(&target).and(one(Effect::Untap { target }, rest));
    }
    // 106.1, 608.2: a spell's "Add {B}{B}{B}." (one choice of mana, or one
    // mana of a kind chosen as it resolves).
    if let Some(rest) = eat(s, "add ") {
        // 608.2c: "Add {B} or {G} for each permanent destroyed this way." (a
        // choice of one mana for each, asked as it resolves).
        if let Some(rest) = rest.strip_suffix(" for each permanent destroyed this way") {
            let choices = mana_choices(rest).filter(|c| c.iter().all(|m| m.symbols().len() == 1))?;
            return Some(vec![Effect::AddMana { choices, for_each_destroyed: true }]);
        }
        // "Add {R} or {G}." (Klothys, God of Destiny), "add one mana of any color" (Nissa, Resurgent Animist): one
        // mana, its kind chosen as it resolves.
        let choices = mana_choices(rest).filter(|c| c.len() == 1 || c.iter().all(|m| m.symbols().len() == 1))?;
        return Some(vec![Effect::AddMana { choices, for_each_destroyed: false }]);
    }
    // 122.8: "remove an ice counter from [this]" (a permanent's own ability).
    if let Some((count, rest)) = eat(s, "remove ").and_then(number).filter(|_| !ctx.spell)
        && let Some((counter, rest)) = rest.strip_prefix(' ').and_then(|r| counter_kind(r, count))
        && self_ref(eat(rest, " from ")?, ctx) == Some("")
    {
        return Some(vec![Effect::RemoveCountersFromThis { count, counter }]);
    }
    // 107.3: "put X charge counters on [this]" (an activated ability whose cost has X).
    if let Some(rest) = eat(s, "put X ").filter(|_| !ctx.spell)
        && let Some((counter, rest)) = counter_kind(rest, 2)
        && let Some(rest) = self_ref(eat(rest, " on ")?, ctx)
    {
        return chained(Effect::PutCountersOnThis { count: 0, x: true, counter }, rest);
    }
    // 122.1: "put a fuse counter on [this]" (a permanent's own ability; any kind of counter).
    if let Some((count, rest)) = eat(s, "put ").and_then(number).filter(|_| !ctx.spell)
        && let Some((counter, rest)) = rest.strip_prefix(' ').and_then(|r| counter_kind(r, count))
        && let Some(rest) = eat(rest, " on ").and_then(|r| self_ref(r, ctx))
    {
        return chained(Effect::PutCountersOnThis { count, x: false, counter }, rest);
    }
    // 122.1, 608.2d: "Put a shield counter on a creature you control." (Titan of Industry): chosen as it
    // resolves, not a target.
    if let Some((count, rest)) = eat(s, "put ").and_then(number)
        && let Some((counter, rest)) = rest.strip_prefix(' ').and_then(|r| counter_kind(r, count))
        && let Some((mut filter, Noun::Permanent, false, rest)) =
            eat(rest, " on a ").or_else(|| eat(rest, " on an ")).and_then(noun_phrase)
        && qualifiers(rest, &mut filter) == Some("")
        && filter.controller == Some(Controller::You)
    {
        return Some(vec![Effect::PutCountersOnOneYouControl { count, counter, filter }]);
    }
    if let Some(rest) = eat(s, "put ") {
        let (count, rest) = number(rest)?;
        let rest = rest.strip_prefix(' ')?;
        let noun = if count == 1 { " counter" } else { " counters" };
        let (counter, rest) = if let Some(r) = rest.strip_prefix("+1/+1") {
            (CounterKind::PlusOnePlusOne, r)
        } else {
            (CounterKind::MinusOneMinusOne, rest.strip_prefix("-1/-1")?)
        };
        let rest = eat(rest, noun)?;
        // 122.1b: "Put a +1/+1 counter and a lifelink counter on target creature." (Unexpected Fangs)
        if let Some((also, rest)) = eat(rest, " and a ").and_then(|r| counter_kind(r, 1))
            && GrantedKeyword::of_counter(&also).is_some()
        {
            let (target, rest) = target(eat(rest, " on ")?)?;
            let also = Some(also);
            return is_creature_target(&target)
                .then_some(())
                .and(one(Effect::PutCounters { count, counter, target, also }, rest));
        }
        let rest = eat(rest, " on ")?;
        // 122.1: "put a +1/+1 counter on each creature you control".
        if let Some((mut filter, Noun::Permanent, false, after)) = eat(rest, "each ").and_then(noun_phrase)
            && qualifiers(after, &mut filter) == Some("")
        {
            return Some(vec![Effect::PutCountersOnEach { count, counter, filter, untap: false }]);
        }
        // "put a +1/+1 counter on [this][ and you gain 3 life]" (a permanent's own ability).
        if let Some(rest) = self_ref(rest, ctx).filter(|_| !ctx.spell) {
            return chained(Effect::PutCountersOnThis { count, x: false, counter }, rest);
        }
        let (target, rest) = target(rest)?;
        // "… on up to one target creature and draw a card" (Yawgmoth, Thran Physician).
        return permanent(&target).and(chained(Effect::PutCounters { count, counter, target, also: None }, rest));
    }
    // 611.2a: "Until end of turn, target creature gets +1/+3 and gains flying and toxic 1." (Aspirant's Ascent)
    if let Some(rest) = eat(s, "Until end of turn, target ").filter(|r| !r.contains("until end of turn")) {
        return effect_sentence(&format!("target {rest} until end of turn"), ctx);
    }
    // 611.2a: "Until your next turn, up to one target creature gets -3/-0." (Jace, the Perfected Mind).
    let (s, until_your_next_turn) = match eat(s, "Until your next turn, ") {
        Some(rest) => (rest, true),
        None => (s, false),
    };
    // "target creature gets +N/+N until end of turn"
    let (target, rest) = target(s)?;
    if !is_creature_target(&target) {
        return None;
    }
    // 613.1f: "target creature gains indestructible until end of turn".
    if let Some(gains) = eat(rest, " gains ").filter(|_| !until_your_next_turn) {
        let (keywords, rest) = granted_until_end_of_turn(gains)?;
        return one(
            Effect::PumpUntilEndOfTurn { target, power: 0, toughness: 0, keywords, until_your_next_turn },
            rest,
        );
    }
    let rest = eat(rest, " gets ")?;
    if until_your_next_turn {
        let ((power, toughness), rest) = signed_pt(rest)?;
        let keywords = Vec::new();
        return one(Effect::PumpUntilEndOfTurn { target, power, toughness, keywords, until_your_next_turn }, rest);
    }
    // 608.2h: "+X/+X until end of turn, where X is the number of Gates you control".
    if let Some(counted) = eat(rest, "+X/+X until end of turn, where X is the number of ") {
        let (mut per, Noun::Permanent, true, counted) = noun_phrase(counted)? else { return None };
        let counted = qualifiers(counted, &mut per)?;
        return one(Effect::PumpPerPermanent { target, per, power: 1, toughness: 1 }, counted);
    }
    let ((power, toughness), rest) = signed_pt(rest)?;
    // 608.2h: "-1/-1 until end of turn for each Swamp you control" (Defile).
    if let Some(counted) = eat(rest, " until end of turn for each ") {
        let (mut per, Noun::Permanent, false, counted) = noun_phrase(counted)? else { return None };
        let counted = qualifiers(counted, &mut per)?;
        return one(Effect::PumpPerPermanent { target, per, power, toughness }, counted);
    }
    // "gets +1/+0 and gains first strike until end of turn"
    if let Some(gains) = eat(rest, " and gains ") {
        let (keywords, rest) = granted_until_end_of_turn(gains)?;
        return one(Effect::PumpUntilEndOfTurn { target, power, toughness, keywords, until_your_next_turn }, rest);
    }
    let keywords = Vec::new();
    // 611.2a: "Up to one target creature gets -2/-0 until your next turn." (Jace, Telepath Unbound).
    if let Some(rest) = eat(rest, " until your next turn") {
        let until_your_next_turn = true;
        return one(Effect::PumpUntilEndOfTurn { target, power, toughness, keywords, until_your_next_turn }, rest);
    }
    one(
        Effect::PumpUntilEndOfTurn { target, power, toughness, keywords, until_your_next_turn },
        eat(rest, " until end of turn")?,
    )
}

/// 611.2a, 613.1f. "first strike until end of turn" (after "gains"/"gain"):
/// the keywords, each one an effect can grant, and what follows "until end
/// of turn".
fn granted_until_end_of_turn(s: &str) -> Option<(Vec<GrantedKeyword>, &str)> {
    let at = s.find(" until end of turn")?;
    let keywords = keyword_words(&s[..at])?;
    let granted: Option<Vec<GrantedKeyword>> = keywords.iter().map(GrantedKeyword::of).collect();
    Some((granted?, &s[at + " until end of turn".len()..]))
}

/// 611.2c. "All creatures get -1/-1 until end of turn", "Creatures your
/// opponents control get -1/-1 until end of turn"; "Permanents your
/// opponents control lose hexproof and indestructible until end of turn";
/// "Creatures you control gain lifelink until end of turn" (613.1f).
fn pump_all(s: &str) -> Option<Effect> {
    // 107.3m: "each creature gets -X/-X until end of turn" (The Meathook Massacre).
    if let Some((mut filter, Noun::Permanent, false, rest)) = eat(s, "each ").and_then(noun_phrase)
        && let Some(rest) = qualifiers(rest, &mut filter)
        && eat(rest, " gets -X/-X until end of turn") == Some("")
    {
        return Some(Effect::PumpAll { filter, power: -1, toughness: -1, keywords: Vec::new(), x: true });
    }
    let s = eat(s, "all ").unwrap_or(s);
    let (mut filter, Noun::Permanent, true, rest) = noun_phrase(s)? else { return None };
    // "Creatures target player controls get -2/-2 until end of turn." (Arms of Hadar)
    if let Some(got) = eat(rest, " target player controls get ") {
        let ((power, toughness), " until end of turn") = signed_pt(got)? else { return None };
        return Some(Effect::PumpAllTargetPlayerControls { player: TargetSpec::Player, filter, power, toughness });
    }
    // "Creatures that are green and/or white get an additional -2/-2 until
    // end of turn" (Glistening Deluge): either color (105.2).
    if let Some(colors) = eat(rest, " that are ") {
        let (first, colors) = word(colors)?;
        let (second, colors) = word(eat(colors, " and/or ")?)?;
        filter.colors = ColorSet::EMPTY.with(color_word(first)?).with(color_word(second)?);
        let ((power, toughness), rest) = signed_pt(eat(colors, " get an additional ")?)?;
        let keywords = Vec::new();
        return (eat(rest, " until end of turn") == Some("")).then_some(Effect::PumpAll {
            filter,
            power,
            toughness,
            keywords,
            x: false,
        });
    }
    let rest = qualifiers(rest, &mut filter)?;
    if let Some(lost) = eat(rest, " lose ") {
        let (keywords, "") = granted_until_end_of_turn(lost)? else { return None };
        return Some(Effect::LoseKeywordsAll { filter, keywords });
    }
    if let Some(gain) = eat(rest, " gain ") {
        let (keywords, "") = granted_until_end_of_turn(gain)? else { return None };
        return Some(Effect::PumpAll { filter, power: 0, toughness: 0, keywords, x: false });
    }
    let ((power, toughness), rest) = signed_pt(eat(rest, " get ")?)?;
    // "… get +1/+0 and gain first strike until end of turn" (613.1f).
    if let Some(gain) = eat(rest, " and gain ") {
        let (keywords, "") = granted_until_end_of_turn(gain)? else { return None };
        return Some(Effect::PumpAll { filter, power, toughness, keywords, x: false });
    }
    let keywords = Vec::new();
    (eat(rest, " until end of turn") == Some("")).then_some(Effect::PumpAll {
        filter,
        power,
        toughness,
        keywords,
        x: false,
    })
}

/// "target player " or "target opponent ": the target and what follows.
fn target_player(s: &str) -> Option<(TargetSpec, &str)> {
    match eat(s, "target player ") {
        Some(rest) => Some((TargetSpec::Player, rest)),
        None => Some((TargetSpec::Opponent, eat(s, "target opponent ")?)),
    }
}

/// 701.21a, 701.9a. "target player sacrifices a creature", "target opponent
/// discards a card": a choice of that player's as it resolves.
/// "each opponent sacrifices a creature" (701.21a, 101.4) too.
fn player_chooses(s: &str) -> Option<Effect> {
    if let Some(rest) = eat(s, "each opponent sacrifices ") {
        // 608.2d: "a creature with the greatest power among creatures they control" (Extract a Confession).
        if let Some((filter, quantity)) = greatest_among(rest) {
            return Some(Effect::EachOpponentSacrifices { filter, greatest: Some(quantity) });
        }
        // 701.21a: "a creature of their choice" (the choice is theirs anyway).
        let rest = rest.strip_suffix(" of their choice").unwrap_or(rest);
        return sacrificed(rest).map(|filter| Effect::EachOpponentSacrifices { filter, greatest: None });
    }
    let (player, rest) = target_player(s)?;
    player_does(player, rest)
}

/// What a target player does: "sacrifices a creature", "discards a card"
/// (701.21a, 701.9b), "loses 3 life" (119.3).
fn player_does(player: TargetSpec, rest: &str) -> Option<Effect> {
    // 701.21a, 701.13a: "sacrifices a creature", "exiles a creature or planeswalker they control with the
    // greatest mana value among creatures and planeswalkers they control" (Blot Out).
    for (verb, exile) in [("sacrifices ", false), ("exiles ", true)] {
        let Some(rest) = eat(rest, verb) else { continue };
        let chosen = match greatest_among(rest) {
            Some((filter, quantity)) => Some((filter, Some(quantity))),
            None => sacrificed(rest).map(|filter| (filter, None)),
        };
        // Not a permanent: "exiles a card from their graveyard" (below).
        if let Some((filter, greatest)) = chosen {
            return Some(Effect::Edict { player, filter, greatest, exile, you_gain_life_equal_to_power: false });
        }
    }
    if let Some((amount, rest)) = eat(rest, "loses ").and_then(number) {
        let opponent = player == TargetSpec::Opponent;
        return (rest == " life").then_some(Effect::TargetPlayerLosesLife { amount, opponent });
    }
    // 406.2: "exiles a card from their graveyard" (Relic of Progenitus).
    if rest == "exiles a card from their graveyard" {
        return Some(Effect::TargetExilesFromGraveyard { player });
    }
    // 701.9b: "discards a card", "discards two cards".
    let (count, rest) = number(eat(rest, "discards ")?)?;
    (rest == if count == 1 { " card" } else { " cards" }).then_some(Effect::TargetDiscards { player, count })
}

/// 608.2c. "target opponent sacrifices a creature or planeswalker, discards
/// a card, and loses 3 life" (Archon of Cruelty): one target, then what
/// that player does in order ([`Effect::ThatPlayer`]).
fn player_does_each(s: &str) -> Option<Vec<Effect>> {
    let (player, rest) = target_player(s)?;
    let (first, mut rest) = rest.split_once(", ")?;
    let mut out = vec![player_does(player.clone(), first)?];
    let that = |verb: &str| player_does(player.clone(), verb).map(|e| Effect::ThatPlayer { effect: Box::new(e) });
    loop {
        if let Some(verb) = eat(rest, "and ") {
            out.push(that(verb)?);
            return Some(out);
        }
        let (verb, more) = rest.split_once(", ")?;
        out.push(that(verb)?);
        rest = more;
    }
}

/// 701.21a. What an edict sacrifices: "a creature", "a nontoken creature",
/// "an artifact" (one permanent, whoever's choice it is).
fn sacrificed(rest: &str) -> Option<ObjectFilter> {
    let (1, rest) = number(rest)? else { return None };
    let (mut filter, Noun::Permanent, false, rest) = noun_phrase(rest.strip_prefix(' ')?)? else { return None };
    // "a creature with flying" (Pick Your Poison, 702.9b).
    if let Some(rest) = eat(rest, " with flying") {
        filter.keyword = Some(GrantedKeyword::Flying);
        return (rest.is_empty() && filter.controller.is_none() && !filter.other).then_some(filter);
    }
    let rest = qualifiers(rest, &mut filter)?;
    (rest.is_empty() && filter.controller.is_none() && !filter.other).then_some(filter)
}

/// 608.2d. "a creature with the greatest power among creatures they
/// control" (Consume), "a creature or planeswalker they control with the
/// greatest mana value among creatures and planeswalkers they control" (Blot
/// Out): the filter and the quantity compared, the objects compared being
/// the ones the filter names.
fn greatest_among(rest: &str) -> Option<(ObjectFilter, Quantity)> {
    let (1, rest) = number(rest)? else { return None };
    let (filter, Noun::Permanent, false, rest) = noun_phrase(rest.strip_prefix(' ')?)? else { return None };
    let rest = eat(rest, " they control").unwrap_or(rest);
    let rest = eat(rest, " with the greatest ")?;
    let (quantity, rest) = match eat(rest, "power") {
        Some(rest) => (Quantity::Power, rest),
        None => (Quantity::ManaValue, eat(rest, "mana value")?),
    };
    let among = eat(rest, " among ")?.strip_suffix(" they control")?.replace(" and ", " or ");
    let (of, Noun::Permanent, true, "") = noun_phrase(&among)? else { return None };
    (of == filter && filter.controller.is_none() && !filter.other).then_some((filter, quantity))
}

/// 701.20a, 701.9b. "Target opponent reveals their hand. You choose a
/// noncreature, nonland card from it. That player discards that card." (the
/// first three of `sentences`).
fn reveal_and_choose(sentences: &[&str]) -> Option<Effect> {
    let [first, second, third, ..] = sentences else { return None };
    let (player, rest) = target_player(first)?;
    (eat(rest, "reveals their hand") == Some("")).then_some(())?;
    let kinds = eat(second, "You choose a ").or_else(|| eat(second, "You choose an "))?;
    let kinds = kinds.strip_suffix(" card from it")?;
    let mut filter = ObjectFilter::default();
    for kind in kinds.split(", ") {
        let (t, false) = strip_prefix_ignore_case(kind, "non").and_then(type_word)? else { return None };
        filter.not_types.push(t);
    }
    // 701.13a: "Exile that card." (Soul Search).
    let exile = match third {
        t if t.eq_ignore_ascii_case("That player discards that card") => false,
        t if t.eq_ignore_ascii_case("Exile that card") => true,
        _ => return None,
    };
    Some(Effect::ChooseDiscard { player, filter, exile })
}

/// 701.21a, 608.2c. "Target opponent sacrifices a creature. If they can't,
/// they lose 2 life and you draw a card. Then repeat this process for an
/// enchantment and a planeswalker." (Invoke Despair, the first three of
/// `sentences`): one target; each edict, the later ones that player's
/// ([`Effect::ThatPlayer`]), followed by [`Effect::IfTheyCant`].
fn edicts_if_they_cant(sentences: &[&str], ctx: &ParseContext<'_>) -> Option<Vec<Effect>> {
    let [first, second, third, ..] = sentences else { return None };
    let (player, rest) = target_player(first)?;
    let Effect::Edict { filter, .. } = player_does(player.clone(), rest)? else { return None };
    let otherwise = eat(second, "If they can't, ").or_else(|| eat(second, "If they can’t, "))?;
    let mut effects = Vec::new();
    for part in otherwise.split(" and ") {
        if let Some((amount, rest)) = eat(part, "they lose ").and_then(number) {
            (rest == " life").then_some(())?;
            let lose = Effect::TargetPlayerLosesLife { amount, opponent: player == TargetSpec::Opponent };
            effects.push(Effect::ThatPlayer { effect: Box::new(lose) });
        } else {
            let then = effect_sentence(part, ctx)?;
            then.iter().all(|e| e.target().is_none() && !e.uses_last_target()).then_some(())?;
            effects.extend(then);
        }
    }
    let mut out = vec![edict(player.clone(), filter), Effect::IfTheyCant { effects: effects.clone() }];
    let kinds = eat(third, "Then repeat this process for ")?;
    let (most, last) = kinds.rsplit_once(" and ")?;
    for kind in most.split(", ").chain([last]) {
        let edict = edict(player.clone(), sacrificed(kind)?);
        out.push(Effect::ThatPlayer { effect: Box::new(edict) });
        out.push(Effect::IfTheyCant { effects: effects.clone() });
    }
    Some(out)
}

/// 701.21a. "Target player sacrifices a …" with `filter`.
fn edict(player: TargetSpec, filter: ObjectFilter) -> Effect {
    Effect::Edict { player, filter, greatest: None, exile: false, you_gain_life_equal_to_power: false }
}

/// Converge's count (601.2h), after "less than or equal to" or "where X is".
const COLORS_SPENT: &str = " the number of colors of mana spent to cast this spell";

/// 107.3c. `effect`, written with 0 for its number, as an
/// [`Effect::NumberIs`] of the colors of mana spent to cast the spell
/// (converge); `None` if it has no number or another one.
fn colors_spent(effect: Effect) -> Option<Effect> {
    (effect.with_number(0).as_ref() == Some(&effect))
        .then(|| Effect::NumberIs { counted: Counted::ColorsOfManaSpent, effect: Box::new(effect) })
}

/// 608.2c. " if it's red", " if it has mana value 2 or less" after a
/// target: a filter of that color or quantity.
fn if_its_color(rest: &str) -> Option<ObjectFilter> {
    // "Destroy target creature if it has mana value 2 or less." (Fatal Push)
    if let Some((condition, "")) = eat(rest, " if it has ").and_then(condition) {
        return Some(ObjectFilter { condition: Some(condition), ..ObjectFilter::default() });
    }
    let rest = eat(rest, " if it's ").or_else(|| eat(rest, " if it’s "))?;
    let color = color_word(rest)?;
    Some(ObjectFilter { colors: ColorSet::EMPTY.with(color), ..ObjectFilter::default() })
}

/// `Some` when the target is a permanent.
fn permanent(spec: &TargetSpec) -> Option<()> {
    matches!(spec.chosen(), TargetSpec::Permanent { .. } | TargetSpec::PermanentAnyOf { .. }).then_some(())
}

/// 111.10. "a Treasure token", "two Food tokens".
fn predefined_token(s: &str) -> Option<(u32, PredefinedToken, &str)> {
    let (count, rest) = number(s)?;
    let (name, rest) = word(rest.strip_prefix(' ')?)?;
    let token = PredefinedToken::from_name(name)?;
    let rest = eat(rest, if count == 1 { " token" } else { " tokens" })?;
    Some((count, token, rest))
}

/// "a 1/1 white Spirit creature token with flying", "two 2/2 white and blue
/// Knight creature tokens".
fn token(s: &str) -> Option<(u32, TokenSpec, &str)> {
    // 111.4: "Marit Lage, a legendary 20/20 …": one token with a name.
    let (name, s) = match s.split_once(", ") {
        Some((name, rest)) if name.starts_with(|c: char| c.is_ascii_uppercase()) && name.len() <= 100 => {
            (Some(name.to_string()), rest)
        }
        _ => (None, s),
    };
    let (count, s) = number(s)?;
    if name.is_some() && count != 1 {
        return None;
    }
    let (_, token, s) = token_counted(count, s)?;
    Some((count, TokenSpec { name, ..token }, s))
}

/// [`token`] after its number `count` (which says "token" or "tokens"):
/// `s` starts with the space after it; no name.
fn token_counted(count: u32, s: &str) -> Option<(u32, TokenSpec, &str)> {
    let name = None;
    let (legendary, s) = eat(s, " legendary").map_or((false, s), |r| (true, r));
    // 604.3: "a green and white Elemental creature token with \"This creature's power and toughness are each
    // equal to …\"": no power and toughness in the text, its quoted ability defines them.
    let (((power, toughness), s), star) = match plain_pt(s.strip_prefix(' ')?) {
        Some(pt) => (pt, false),
        None => (((0, 0), s), true),
    };
    let mut s = s.strip_prefix(' ')?;
    let mut colors = ColorSet::EMPTY;
    if let Some(rest) = eat(s, "colorless ") {
        s = rest;
    } else {
        loop {
            let (w, rest) = word(s)?;
            let color = color_word(w)?;
            colors = colors.with(color);
            s = rest.strip_prefix(' ')?;
            match eat(s, "and ") {
                Some(rest) => s = rest,
                None => break,
            }
        }
    }
    let mut types = Vec::new();
    let mut subtypes = Vec::new();
    loop {
        let (w, rest) = word(s)?;
        let token_word = if count == 1 { "token" } else { "tokens" };
        if w == token_word {
            s = rest;
            break;
        }
        if let Some((t, false)) = type_word(w) {
            types.push(t);
        } else if let Some((subtype, false)) = subtype_word(w) {
            subtypes.push(subtype.to_string());
        } else {
            return None;
        }
        s = rest.strip_prefix(' ')?;
    }
    if !types.contains(&CardType::Creature) {
        return None;
    }
    crate::sort::ascending(&mut types);
    let mut keywords = Vec::new();
    let mut abilities = Vec::new();
    if let Some(rest) = eat(s, " with ") {
        // 111.4: "with toxic 1 and \"This creature can't block.\"": keywords,
        // then a quoted ability the token's card reads (understood whole).
        let (listed, quoted) = match (rest.strip_prefix('"'), rest.split_once(" and \"")) {
            (Some(quoted), _) => ("", Some(quoted)),
            (None, Some((listed, quoted))) => (listed, Some(quoted)),
            (None, None) => (rest, None),
        };
        if !listed.is_empty() {
            keywords = token_keywords(listed)?;
        }
        if let Some(quoted) = quoted {
            let text = format!("{}.", quoted.strip_suffix('"').unwrap_or(quoted).strip_suffix('.').unwrap_or(quoted));
            let parsed = parse_oracle_text(&text, &ParseContext { names: &[], spell: false });
            if parsed.abilities.is_empty() || !parsed.unsupported.is_empty() || text.contains('"') {
                return None;
            }
            let defines = |a: &Ability| {
                matches!(a, Ability::Static { ability: StaticAbility::PowerIsCount { toughness: true, .. } })
            };
            if star && !parsed.abilities.iter().any(defines) {
                return None;
            }
            abilities.push(text);
        }
        s = "";
    }
    if star && abilities.is_empty() {
        return None;
    }
    let token = TokenSpec { name, legendary, power, toughness, star, colors, types, subtypes, keywords, abilities };
    Some((count, token, s))
}

/// A token's keywords (111.4): those without parameters, and "toxic N".
fn token_keywords(s: &str) -> Option<Vec<KeywordAbility>> {
    let s = s.replace(", and ", ", ").replace(" and ", ", ");
    s.split(", ")
        .map(|w| {
            let w = w.trim();
            let toxic = eat(w, "toxic ").and_then(number).filter(|(_, rest)| rest.is_empty());
            match toxic {
                Some((amount, _)) => Some(KeywordAbility::Toxic { amount }),
                None => KeywordAbility::simple(w).filter(|_| !w.is_empty()),
            }
        })
        .collect()
}

// --- Triggered abilities ----------------------------------------------------------------

/// 603.2. "This ability triggers only if \[this\] is on the battlefield or if
/// \[this\] is in your graveyard and you control a Giant": what "you control"
/// asks for.
fn only_if_in_graveyard(s: &str, ctx: &ParseContext<'_>) -> Option<ObjectFilter> {
    let rest = self_ref(eat(s, "This ability triggers only if ")?, ctx)?;
    let rest = self_ref(eat(rest, " is on the battlefield or if ")?, ctx)?;
    let rest = eat(rest, " is in your graveyard and you control ")?;
    let (mut filter, Noun::Permanent, false, rest) = noun_phrase(eat(rest, "a ").or_else(|| eat(rest, "an "))?)? else {
        return None;
    };
    (qualifiers(rest, &mut filter)?.is_empty() && filter.controller.is_none()).then_some(filter)
}

/// 603.1. "\[When/Whenever/At\] \[condition\], \[effect\]. \[More effects.\]"
fn triggered(sentences: &[&str], ctx: &ParseContext<'_>) -> Option<Ability> {
    let (first, more) = sentences.split_first()?;
    let (trigger, rest) = trigger(first, ctx)?;
    let rest = rest.strip_prefix(", ")?;
    // 603.4: an intervening "if" clause right after the trigger condition.
    let (condition, rest) = match eat(rest, "if ").and_then(|r| r.split_once(", ")) {
        Some((condition, rest)) => {
            // "if Kaito Shizuki entered this turn" (a self-reference).
            let entered = self_ref(condition, ctx).is_some_and(|r| r == " entered this turn");
            let condition = match entered {
                true => StaticCondition::ThisEnteredThisTurn,
                false => intervening_condition(condition)?,
            };
            (Some(condition), rest)
        }
        None => (None, rest),
    };
    // 603.2: "This ability triggers only if [this] is on the battlefield or if [this] is in your graveyard and you
    // control a Giant." (Quakebringer).
    let (more, condition) =
        match more.split_last().and_then(|(last, init)| Some((init, only_if_in_graveyard(last, ctx)?))) {
            Some((init, filter)) if condition.is_none() => {
                (init, Some(StaticCondition::OnBattlefieldOrInYourGraveyardIfYouControl { filter }))
            }
            _ => (more, condition),
        };
    // 603.2h: "… you may gain 1 life …. Do this only once each turn." (Ancient Cornucopia).
    let (more, condition) = match more.split_last() {
        Some((last, init)) if condition.is_none() && last.eq_ignore_ascii_case("Do this only once each turn") => {
            (init, Some(StaticCondition::NotDoneThisTurn))
        }
        Some((last, init))
            if condition.is_none() && last.eq_ignore_ascii_case("This ability triggers only once each turn") =>
        {
            (init, Some(StaticCondition::NotTriggeredThisTurn))
        }
        _ => (more, condition),
    };
    let once = condition == Some(StaticCondition::NotDoneThisTurn);
    let instructions = trigger_effects(&trigger, rest, more, ctx).or_else(|| {
        // Instructions read across sentences as a spell's ("target opponent
        // reveals their hand. You choose …", "… That creature's controller
        // gains life …").
        let all: Vec<&str> = [rest].into_iter().chain(more.iter().copied()).collect();
        effects(&all, ctx)
    })?;
    // The action done once is a "you may" one.
    if once && !matches!(instructions.first(), Some(Effect::YouMay | Effect::MayAddManaOfOneColorPer { .. })) {
        return None;
    }
    Some(Ability::Triggered { trigger, condition, effects: instructions, modal: None })
}

/// 603.2. "When \[this\] enters and whenever you cast a spell with mana value
/// 5 or greater, draw a card." (Up the Beanstalk): two triggered abilities
/// with the same instructions.
fn two_triggers(sentences: &[&str], ctx: &ParseContext<'_>) -> Option<Vec<Ability>> {
    let (first, more) = sentences.split_first()?;
    // Both abilities start as `first` does, with a trigger's words.
    if cannot_start(first, &TRIGGER_WORDS) {
        return None;
    }
    let (when, whenever) = first.split_once(" and whenever ")?;
    let whenever = format!("Whenever {whenever}");
    let (_, instructions) = trigger(&whenever, ctx)?;
    let enters = format!("{when}{instructions}");
    let read = |first: &str| triggered(&[&[first][..], more].concat(), ctx);
    Some(vec![read(&enters)?, read(&whenever)?])
}

/// 701.43d, 603.12. "You may exert \[this\] as it attacks. When you do,
/// it deals 4 damage to …" (Glorybringer): one ability, the optional cost
/// to attack with its linked reflexive trigger (607.2h); "it" is the
/// creature itself.
fn exert(sentences: &[&str], ctx: &ParseContext<'_>) -> Option<Ability> {
    let [first, then, more @ ..] = sentences else { return None };
    eat(self_ref(eat(first, "You may exert ")?, ctx)?, " as it attacks")?.is_empty().then_some(())?;
    let rest = eat(then, "When you do, ")?;
    let name = ctx.names.first()?;
    let rest = eat(rest, "it ").map_or_else(|| rest.to_owned(), |r| format!("{name} {r}"));
    let all: Vec<&str> = [rest.as_str()].into_iter().chain(more.iter().copied()).collect();
    let effects = effects(&all, ctx)?;
    Some(Ability::Triggered { trigger: Trigger::SelfExerted, condition: None, effects, modal: None })
}

/// 611.2a, 603.6c, 303.7. "Until end of turn, target creature you control
/// gains "When this creature dies, return it to the battlefield tapped under
/// its owner's control, then create a Wicked Role token attached to it.""
/// (Not Dead After All): the quoted ability read whole.
fn gains_dies_return(body: &str) -> Option<Effect> {
    let (target, rest) = target(eat(body, "Until end of turn, ")?)?;
    if !matches!(&target, TargetSpec::Permanent { filter, .. } if filter.types == [CardType::Creature]) {
        return None;
    }
    let rest = eat(rest, " gains \"When this creature dies, return it to the battlefield")?;
    let (tapped, rest) = eat(rest, " tapped").map_or((false, rest), |r| (true, r));
    let rest = eat(rest, " under its owner's control")?;
    let role = match rest {
        ".\"" => None,
        _ => {
            let name = eat(rest, ", then create a ")?.strip_suffix(" token attached to it.\"")?;
            let role = PredefinedToken::from_name(name)?;
            Some(role).filter(|r| r.card_name_and_type_line().1.ends_with(" Role"))?.into()
        }
    };
    Some(Effect::GainsDiesReturnUntilEndOfTurn { target, tapped, role })
}

/// 303.4, 613.1f, 610.3. Animate Dead's enters trigger, one line with quoted
/// abilities and a linked leaves-the-battlefield trigger, read whole.
fn return_enchanted_card(body: &str, ctx: &ParseContext<'_>) -> Option<Ability> {
    let rest = self_ref(eat(body, "When ")?, ctx)?;
    let rest = eat(
        rest,
        " enters, if it's on the battlefield, it loses \"enchant creature card in a graveyard\" and gains \"enchant creature put onto the battlefield with ",
    )?;
    let rest = eat(
        self_ref(rest, ctx)?,
        ".\" Return enchanted creature card to the battlefield under your control and attach ",
    )?;
    let rest = eat(self_ref(rest, ctx)?, " to it. When ")?;
    (self_ref(rest, ctx)? == " leaves the battlefield, that creature's controller sacrifices it.").then(|| {
        Ability::Triggered {
            trigger: Trigger::SelfEnters,
            condition: None,
            effects: vec![Effect::ReturnEnchantedCard],
            modal: None,
        }
    })
}

/// A triggered ability's instructions, sentence by sentence: "sacrifice it",
/// "if this is the first time …", "When you do, …".
fn trigger_effects(trigger: &Trigger, rest: &str, more: &[&str], ctx: &ParseContext<'_>) -> Option<Vec<Effect>> {
    // 120.3, 608.2g: Rona, Tolarian Obliterator's "that source's controller exiles a card from their hand at
    // random. If it's a land card, you may put it onto the battlefield under your control. Otherwise, you may cast
    // it without paying its mana cost."
    if matches!(trigger, Trigger::SelfDealtDamage)
        && rest.replace('’', "'") == "that source's controller exiles a card from their hand at random"
        && more.iter().map(|s| s.replace('’', "'")).eq([
            "If it's a land card, you may put it onto the battlefield under your control",
            "Otherwise, you may cast it without paying its mana cost",
        ])
    {
        return Some(vec![Effect::ThatPlayerExilesAtRandomYouMayPlayIt]);
    }
    // 701.23, 701.24: "search your library and/or graveyard for a non-Human creature card with mana value X or less
    // and put it onto the battlefield. If you search your library this way, shuffle." (Invasion of Ikoria).
    if let Some(rest) = eat(rest, "search your library and/or graveyard for a non-")
        && let [shuffle] = more
        && shuffle.eq_ignore_ascii_case("If you search your library this way, shuffle")
        && let Some((not, rest)) = rest.split_once(' ')
        && let Some((not, false)) = subtype_word(not)
        && let Some((mut filter, false, rest)) = card_phrase(rest)
        && let Some(" and put it onto the battlefield") = mana_value_x_or_less(rest, &mut filter)
    {
        filter.not_subtypes.push(not.to_string());
        return Some(vec![Effect::SearchLibraryAndGraveyard { filter }]);
    }
    // 701.23: a triggered ability's search, its only instruction ("… deals combat damage to a player, search your
    // library for a blue or black creature card, put it onto the battlefield, then shuffle", Kaito Shizuki's emblem).
    if more.is_empty()
        && let Some(found) = eat(rest, "search your library for ")
        && let Some(search) = search(&format!("Search your library for {found}"))
    {
        return Some(vec![search]);
    }
    // 603.6c, 400.7e, 712.14a: "When [this] dies, return it to the battlefield tapped and transformed under its
    // owner's control." (Aclazotz, Deepest Betrayal): "it" is the card in the graveyard.
    if matches!(trigger, Trigger::SelfDies)
        && more.is_empty()
        && let Some(r) = eat(rest, "return it to the battlefield")
    {
        let (tapped, r) = eat(r, " tapped").map_or((false, r), |r| (true, r));
        let (transformed, r) = match eat(r, if tapped { " and transformed" } else { " transformed" }) {
            Some(r) => (true, r),
            None => (false, r),
        };
        return (straight(r) == " under its owner's control")
            .then(|| vec![Effect::ReturnItToBattlefield { tapped, transformed }]);
    }
    // 701.21a: "When [this] enters, sacrifice it." ("it": the permanent).
    // 603.8: "When [this] has no ice counters on it, sacrifice it and create …".
    let its_own = matches!(trigger, Trigger::SelfEnters | Trigger::NoCounters { .. } | Trigger::CountersAtLeast { .. });
    // 603.8, 608.2c: "When there are four or more page counters on [this], exile it. If you do, you gain 4 life."
    if its_own
        && rest == "exile it"
        && let [then] = more
        && let Some(effects) = eat(then, "If you do, ").and_then(|t| effect_sentence(t, ctx))
        && effects.iter().all(|e| e.target().is_none())
    {
        return Some(vec![Effect::ExileThis, Effect::IfYouDo { effects }]);
    }
    // 608.2k: "Whenever [this] attacks while saddled, it gets +1/+2 and gains menace until end of turn." ("it":
    // the permanent itself).
    if matches!(trigger, Trigger::SelfAttacksWhileSaddled)
        && more.is_empty()
        && let Some(rest) = eat(rest, "it gets ")
        && let Some(name) = ctx.names.first()
    {
        return effect_sentence(&format!("{name} gets {rest}"), ctx);
    }
    // 111.4, 107.3: "create an X/X blue Shark creature token with flying[, where X is that spell's mana value]"
    // (Shark Typhoon): X of the cycling cost paid (702.29c), or of the spell whose casting triggered it.
    if let Some(rest) = eat(rest, "create an X/X ").filter(|_| more.is_empty()) {
        let (rest, x) = match (trigger, rest.strip_suffix(", where X is that spell's mana value")) {
            (Trigger::YouCycleThis, None) => (rest, TokenX::Announced),
            (Trigger::YouCast { .. } | Trigger::OpponentCasts { .. } | Trigger::PlayerCasts { .. }, Some(rest)) => {
                (rest, TokenX::ThatSpellsManaValue)
            }
            _ => return None,
        };
        let Some((1, token, "")) = token(&format!("a 0/0 {rest}")) else { return None };
        return Some(vec![Effect::CreateXToken { token, x }]);
    }
    // 120.3, 608.2k: "Whenever [this] deals damage, put a +1/+1 counter on it." ("it": the permanent itself).
    if matches!(trigger, Trigger::SelfDealsDamage)
        && more.is_empty()
        && let Some(counters) = rest.strip_suffix(" on it")
        && let Some(name) = ctx.names.first()
    {
        return effect_sentence(&format!("{counters} on {name}"), ctx);
    }
    // 104.3e, 608.2c: "Whenever [this] deals damage to a player, … they lose the game." ("they": that player).
    if matches!(trigger, Trigger::SelfDealsDamageToPlayer | Trigger::SelfDealsCombatDamageToPlayer)
        && more.is_empty()
        && (rest == "they lose the game" || rest == "that player loses the game")
    {
        return Some(vec![Effect::ThatPlayer { effect: Box::new(Effect::TargetPlayerLosesTheGame) }]);
    }
    // 608.2d: "you may pay {B}. If you do, draw a card." (Nihil Spellbomb).
    if let Some(cost) = eat(rest, "you may pay ").and_then(|c| ManaCost::parse(c).ok()).filter(|c| !c.is_none()) {
        let [then] = more else { return None };
        let effects = effect_sentence(eat(then, "If you do, ")?, ctx)?;
        let untargeted = effects.iter().all(|e| e.target().is_none());
        return untargeted.then(|| vec![Effect::MayPay { cost }, Effect::IfYouDo { effects }]);
    }
    // 119.3, 608.2c: "Whenever an opponent draws a card, they lose 2 life." (Sheoldred, the Apocalypse: who drew).
    if let (Trigger::Draws { opponent: true, .. }, Some((amount, " life"))) =
        (trigger, eat(rest, "they lose ").and_then(number))
    {
        let effect = Box::new(Effect::TargetPlayerLosesLife { amount, opponent: false });
        return more.is_empty().then(|| vec![Effect::ThatPlayer { effect }]);
    }
    // 701.20a, 701.6a: "you may reveal the top card of your library. If you do, counter that spell if it has
    // the same mana value as the revealed card." (Counterbalance: the spell cast).
    if matches!(trigger, Trigger::OpponentCasts { .. } | Trigger::PlayerCasts { .. })
        && rest == "you may reveal the top card of your library"
        && more == ["If you do, counter that spell if it has the same mana value as the revealed card"]
    {
        return Some(vec![Effect::RevealTopCounterThatSpellIfSameManaValue]);
    }
    // 707.2: "create a token that's a copy of one of those permanents" (Orvar, the All-Form: the permanents the
    // spell cast targets, named by its intervening "if").
    if matches!(trigger, Trigger::YouCast { .. })
        && more.is_empty()
        && (rest == "create a token that's a copy of one of those permanents"
            || rest == "create a token that’s a copy of one of those permanents")
    {
        return Some(vec![Effect::CreateTokenCopyOfOneOfThoseTargets]);
    }
    // 702.170c: "exile that spell instead of putting it into your graveyard as it resolves. If you do, it becomes
    // plotted." (Lilah, Undefeated Slickshot: the spell cast).
    if matches!(trigger, Trigger::YouCast { .. })
        && rest == "exile that spell instead of putting it into your graveyard as it resolves"
        && more == ["If you do, it becomes plotted"]
    {
        return Some(vec![Effect::PlotThatSpellAsItResolves]);
    }
    // 702.170c: "exile target spell. It becomes plotted." (Aven Interrupter).
    if let Some((target @ TargetSpec::Spell { .. }, "")) = eat(rest, "exile ").and_then(target)
        && more == ["It becomes plotted"]
    {
        return Some(vec![Effect::ExileSpellPlotted { target }]);
    }
    // 406.3, 401.4: "When [this] is put into your graveyard from the battlefield, exile it and the top six cards of
    // your library in a face-down pile. If you do, shuffle that pile and put it back on top of your library."
    if matches!(trigger, Trigger::SelfPutIntoGraveyard)
        && let Some((count, " cards of your library in a face-down pile")) =
            eat(rest, "exile it and the top ").and_then(number)
        && more == ["If you do, shuffle that pile and put it back on top of your library"]
    {
        return Some(vec![Effect::ExileThisAndTopShuffleOnTop { count }]);
    }
    // 400.7e: "When [this] is put into a graveyard from the battlefield, its owner shuffles it into their library."
    if matches!(trigger, Trigger::SelfPutIntoGraveyard) && rest == "its owner shuffles it into their library" {
        return more.is_empty().then(|| vec![Effect::ShuffleThisIntoLibrary]);
    }
    // 400.3, 611.2b: "return target creature card with mana value 2 or less from your graveyard to the
    // battlefield. That creature can't attack or block for as long as you control [this]." (Extraction Specialist)
    if let Some(rest) = eat(rest, "return target ").filter(|_| matches!(trigger, Trigger::SelfEnters))
        && let Some((cards, "")) = rest.split_once(" from your graveyard to the battlefield")
        && let [then] = more
        && let Some(this) = eat(then, "That creature can't attack or block for as long as you control ")
        && self_ref(this, ctx) == Some("")
    {
        let phrase = cards.replacen(" card", " spell", 1);
        let (mut filter, Noun::Spell, false, rest) = noun_phrase(&phrase)? else { return None };
        let rest = qualifiers(rest, &mut filter)?;
        let plain = rest.is_empty() && filter.controller.is_none() && !filter.other;
        let target = TargetSpec::CardInYourGraveyard { filter };
        return plain.then(|| vec![Effect::ReturnToBattlefieldRestrained { target }]);
    }
    // 401.4: "choose up to one target creature spell or planeswalker spell. Its owner puts it on the top or
    // bottom of their library." (Subtlety; "creature spell or planeswalker spell" read as "creature or
    // planeswalker spell").
    if let Some(spells) = eat(rest, "choose ")
        && more == ["Its owner puts it on the top or bottom of their library"]
    {
        let spells = spells.replacen(" spell or ", " or ", 1);
        let (target, "") = target(&spells)? else { return None };
        return matches!(target.chosen(), TargetSpec::Spell { .. })
            .then(|| vec![Effect::OwnerPutsOnTopOrBottom { target }]);
    }
    if let [reveal, rest_on_bottom] = more
        && let Some(effects) = look_at_top_may_reveal(rest, reveal, rest_on_bottom)
    {
        return Some(effects);
    }
    if let [each, rest_on_bottom] = more
        && let Some(effects) = reveal_top_choose_for_each(rest, each, rest_on_bottom)
    {
        return Some(effects);
    }
    // 118.12a: "sacrifice this artifact unless you pay {2}" is "you may pay {2}; if you don't, sacrifice it"
    // (Energy Flux's granted ability); "destroy this creature unless you pay {1}" likewise (The Tabernacle at
    // Pendrell Vale's, 701.8a).
    for (verb, then) in [("sacrifice ", Effect::SacrificeThis), ("destroy ", Effect::DestroyThis)] {
        if let Some(cost) = eat(rest, verb)
            .and_then(|r| self_ref(r, ctx))
            .and_then(|r| eat(r, " unless you pay "))
            .and_then(|c| ManaCost::parse(c).ok())
            .filter(|c| !c.is_none() && more.is_empty())
        {
            return Some(vec![Effect::MayPay { cost }, Effect::IfYouDont { effects: vec![then] }]);
        }
    }
    // 702.138b, 608.2c: "When [this] enters, sacrifice it unless it escaped." (Uro, Kroxa), judged as it resolves.
    if its_own && rest == "sacrifice it unless it escaped" && more.is_empty() {
        let effects = vec![Effect::SacrificeThis];
        return Some(vec![Effect::OnlyIf { condition: StaticCondition::ThisDidNotEscape, effects }]);
    }
    // 118.12a: "sacrifice it unless you return an artifact you control to its owner's hand" (Glint Hawk).
    if let Some(other) = eat(rest, "sacrifice it unless you ").filter(|_| its_own && more.is_empty())
        && let Some([Effect::ReturnYouControl { filter }]) = effect_sentence(other, ctx).as_deref()
    {
        return Some(vec![Effect::SacrificeThisUnlessReturn { filter: filter.clone() }]);
    }
    // 701.20a, 701.28a: "look at the top card of your library. You may reveal that card. If an instant or
    // sorcery card is revealed this way, transform [this]." (Delver of Secrets)
    if rest == "look at the top card of your library"
        && let [reveal, then] = more
        && *reveal == "You may reveal that card"
        && let Some((cards, this)) =
            eat(then, "If ").and_then(|r| r.split_once(" card is revealed this way, transform "))
    {
        self_ref(this, ctx).filter(|r| r.is_empty())?;
        let cards = eat(cards, "an ").or_else(|| eat(cards, "a "))?;
        let filter = cards_filter(cards)?;
        let reveal = Effect::RevealTopTransformThisIf { filter };
        return Some(vec![Effect::YouMay, Effect::IfYouDo { effects: vec![reveal] }]);
    }
    // 701.20a, 608.2c: "reveal the top card of your library. If it's a creature card with mana value 3 or less,
    // put it into your hand. Otherwise, you may put it into your graveyard." (Kellan, Daring Traveler)
    if rest == "reveal the top card of your library"
        && let [then, otherwise] = more
        && straight(otherwise) == "Otherwise, you may put it into your graveyard"
        && let Some(cards) = Some(straight(then)).and_then(|then| {
            let cards = eat(&then, "If it's a ").or_else(|| eat(&then, "If it's an "))?;
            cards.strip_suffix(", put it into your hand").map(str::to_owned)
        })
        && let Some((mut filter, false, qualified)) = card_phrase(&cards)
        && qualifiers(qualified, &mut filter) == Some("")
        && filter.controller.is_none()
    {
        return Some(vec![Effect::RevealTopIntoHandIfElseMayGraveyard { filter }]);
    }
    // 610.3, 603.5: "look at target opponent's hand. You may exile a nonland card from it until [this] leaves
    // the battlefield." (Deep-Cavern Bat)
    if let Some(whose) = eat(rest, "look at target ")
        && let [then] = more
        && let Some((cards, until)) = eat(then, "You may exile ").and_then(|r| r.split_once(" card from it"))
        && let (true, "") = until_this_leaves(until, ctx)
    {
        let player = match &*straight(whose) {
            "opponent's hand" => TargetSpec::Opponent,
            "player's hand" => TargetSpec::Player,
            _ => return None,
        };
        let cards = eat(cards, "a ").or_else(|| eat(cards, "an "))?;
        let filter = cards_filter(cards)?;
        return Some(vec![Effect::MayExileFromHandUntilThisLeaves { player, filter }]);
    }
    // 119.4, 608.2c–d: "its controller may pay 1 life. If they do, they draw a card." (Gix, Yawgmoth Praetor): the
    // creature's controller the trigger saw pays, and draws.
    if matches!(trigger, Trigger::CreatureDealsCombatDamageToYourOpponent)
        && let Some((amount, " life")) = eat(rest, "its controller may pay ").and_then(number)
        && let [then] = more
        && let Some((count, " card" | " cards")) = eat(then, "If they do, they draw ").and_then(number)
    {
        let pay = Effect::ThatPlayer { effect: Box::new(Effect::MayPayLife { amount }) };
        let draw = Effect::ThatPlayer { effect: Box::new(Effect::Draw { player: PlayerRef::TargetPlayer, count }) };
        return Some(vec![pay, Effect::IfYouDo { effects: vec![draw] }]);
    }
    // 701.6a, 608.2c: "counter that spell or ability unless its controller pays {1}" (Valkmira, Protector's Shield):
    // the spell or ability that targeted.
    if matches!(trigger, Trigger::YouOrAnotherPermanentBecomesTargetOfOpponents)
        && more.is_empty()
        && let Some(cost) = eat(rest, "counter that spell or ability unless its controller pays ")
            .and_then(|c| ManaCost::parse(c).ok())
            .filter(|c| !c.is_none())
    {
        return Some(vec![Effect::CounterThatUnlessItsControllerPays { cost }]);
    }
    // 603.5, 603.12: "you may discard a card. When you do, put a +1/+1 counter on target attacking creature. It
    // gains trample until end of turn." (Inti, Seneschal of the Sun): the reflexive ability is every sentence after.
    if let Some((count, " card" | " cards")) = eat(rest, "you may discard ").and_then(number)
        && let [then, after @ ..] = more
        && let Some(reflexive) = eat(then, "When you do, ")
    {
        let sentences: Vec<&str> = [reflexive].into_iter().chain(after.iter().copied()).collect();
        let inner = effects(&sentences, ctx)?;
        return Some(vec![Effect::MayDiscard { count }, Effect::Reflexive { effects: inner }]);
    }
    // 603.5, 603.12: "you may sacrifice another creature. When you do, …" (Ruthless Lawbringer).
    if let Some(what) = eat(rest, "you may sacrifice ")
        && let [then] = more
        && let Some(reflexive) = eat(then, "When you do, ")
    {
        let (mut filter, Noun::Permanent, false, "") = noun_phrase(what)? else { return None };
        filter.controller = Some(Controller::You);
        let inner = effect_sentence(reflexive, ctx)?;
        return Some(vec![Effect::MaySacrifice { filter }, Effect::Reflexive { effects: inner }]);
    }
    // 701.21a: "At the beginning of the end step, sacrifice [this]." (Dress Down, Underworld Breach).
    if let Some(this) = eat(rest, "sacrifice ")
        && self_ref(this, ctx) == Some("")
        && more.is_empty()
    {
        return Some(vec![Effect::SacrificeThis]);
    }
    let mut effects = match eat(rest, "sacrifice it").filter(|_| its_own) {
        Some("") => vec![Effect::SacrificeThis],
        Some(more) => {
            let mut effects = vec![Effect::SacrificeThis];
            effects.extend(effect_sentence(eat(more, " and ")?, ctx)?);
            effects
        }
        None => match rest.strip_suffix(" if this is the first time this ability has resolved this turn") {
            // 608.2c: "… if this is the first time this ability has resolved this turn."
            Some(first) => vec![nth_resolution(1, first, ctx)?],
            None => effect_sentence(rest, ctx)?,
        },
    };
    let mut more = more.iter();
    while let Some(sentence) = more.next() {
        // 608.2c, 701.20a: "Then if this is the second time this ability has resolved this turn, reveal cards from
        // the top of your library until you reveal an Elf or Elemental card. Put that card into your hand and the
        // rest on the bottom of your library in a random order." (Nissa, Resurgent Animist).
        if let Some(until) = eat(sentence, "Then if this is the second time this ability has resolved this turn, ")
            .and_then(|s| eat(s, "reveal cards from the top of your library until you reveal "))
        {
            let until = eat(until, "an ").or_else(|| eat(until, "a "))?;
            let (filter, false, "") = card_phrase(until)? else { return None };
            let then = more.next()?;
            then.eq_ignore_ascii_case(
                "Put that card into your hand and the rest on the bottom of your library in a random order",
            )
            .then_some(())?;
            let effect = Box::new(Effect::RevealUntilIntoHand { filter });
            effects.push(Effect::IfNthResolution { n: 2, effect });
            continue;
        }
        // "If it's the second time, …" after "… if this is the first time …".
        let nth = straight(sentence);
        let nth = [(2, "If it's the second time, "), (3, "If it's the third time, ")]
            .into_iter()
            .find_map(|(n, words)| Some((n, nth.strip_prefix(words)?.to_string())));
        if let Some((n, rest)) = nth {
            if !matches!(effects.last(), Some(Effect::IfNthResolution { n: last, .. }) if *last + 1 == n) {
                return None;
            }
            effects.push(nth_resolution(n, &rest, ctx)?);
            continue;
        }
        // 603.12: "When you do, …" after a sacrifice it reflects on.
        if let Some(reflexive) = eat(sentence, "When you do, ") {
            if !matches!(effects.last(), Some(Effect::SacrificeThis)) {
                return None;
            }
            let inner = search_then(reflexive, ctx).or_else(|| effect_sentence(reflexive, ctx))?;
            effects.push(Effect::Reflexive { effects: inner });
            continue;
        }
        effects.extend(effect_sentence(sentence, ctx)?);
    }
    Some(effects)
}

/// 608.2c. One untargeted instruction followed only on the `n`th resolution
/// of its ability this turn.
fn nth_resolution(n: u32, sentence: &str, ctx: &ParseContext<'_>) -> Option<Effect> {
    let [effect] = <[Effect; 1]>::try_from(effect_sentence(sentence, ctx)?).ok()?;
    effect.target().is_none().then(|| Effect::IfNthResolution { n, effect: Box::new(effect) })
}

/// 701.23. "you may search your library for up to three cards named
/// Squadron Hawk, reveal them, put them into your hand, then shuffle".
fn search_named(s: &str) -> Option<Effect> {
    let (count, rest) = number(eat(s, "you may search your library for up to ")?)?;
    let name = eat(rest, " cards named ")?.strip_suffix(", reveal them, put them into your hand, then shuffle")?;
    (!name.is_empty() && !name.contains(',')).then(|| Effect::SearchNamed { name: name.to_string(), count })
}

/// 714.2. A chapter ability: "I, II — \[effect\]" (Roman numerals, 714.2a).
fn chapter(body: &str, ctx: &ParseContext<'_>) -> Option<Ability> {
    // Chapter symbols are roman numerals (a byte test before the search).
    if !body.starts_with(['I', 'V']) {
        return None;
    }
    let (symbols, text) = split_at_spaced_dash(body)?;
    let mut chapters = Vec::new();
    for symbol in symbols.split(", ") {
        let n = match symbol {
            "I" => 1,
            "II" => 2,
            "III" => 3,
            "IV" => 4,
            "V" => 5,
            "VI" => 6,
            "VII" => 7,
            _ => return None,
        };
        chapters.push(n);
    }
    let effects = match this_gains(text, ctx) {
        Some(gains) => vec![gains],
        None => chapter_effects(text, ctx)?,
    };
    Some(Ability::Triggered { trigger: Trigger::Chapter { chapters }, condition: None, effects, modal: None })
}

/// A chapter ability's instructions.
fn chapter_effects(text: &str, ctx: &ParseContext<'_>) -> Option<Vec<Effect>> {
    let all = sentences(text)?;
    // 701.23: a chapter's search, its only instruction (Urza's Saga's III).
    if let [only] = all[..]
        && let Some(search) = search(only)
    {
        return Some(vec![search]);
    }
    let each: Option<Vec<Vec<Effect>>> = all.iter().map(|s| effect_sentence(s, ctx)).collect();
    // Sentences read together ("You may discard up to two cards. If you do, draw that many cards.").
    match each {
        Some(each) => Some(each.into_iter().flatten().collect()),
        None => effects(&all, ctx),
    }
}

/// 611.2a, 613.1f. "Urza's Saga gains \"{T}: Add {C}.\"": the quoted
/// ability, one mana or activated ability understood whole; a quote inside
/// it is written with single quotes ("… token with 'This creature gets +1/+1
/// for each artifact you control.'"), read as the double quotes it stands for.
fn this_gains(s: &str, ctx: &ParseContext<'_>) -> Option<Effect> {
    let quoted = eat(self_ref(s, ctx)?, " gains \"")?.strip_suffix('"')?;
    if quoted.contains('"') {
        return None;
    }
    let inner = match quoted.strip_suffix(".'").and_then(|q| q.split_once(" with '")) {
        Some((head, tail)) if !tail.contains(" '") => format!("{head} with \"{tail}.\""),
        _ => quoted.to_string(),
    };
    let LineReading::Understood(mut abilities) = parse_line(&inner, ctx) else { return None };
    let ability = abilities.pop().filter(|_| abilities.is_empty())?;
    matches!(ability, Ability::Mana { .. } | Ability::Activated { .. })
        .then(|| Effect::ThisGains { ability: Box::new(ability) })
}

fn trigger<'a>(s: &'a str, ctx: &ParseContext<'_>) -> Option<(Trigger, &'a str)> {
    if cannot_start(s, &TRIGGER_WORDS) {
        return None;
    }
    // 120.3, 603.2: "Whenever a source deals damage to Rona, Tolarian Obliterator".
    if let Some(rest) = eat(s, "Whenever a source deals damage to ").and_then(|r| self_ref(r, ctx)) {
        return Some((Trigger::SelfDealtDamage, rest));
    }
    // 603.8: "When there are four or more page counters on [this]" (a state trigger).
    if let Some((at_least, rest)) = eat(s, "When there are ").and_then(number).filter(|(n, _)| *n >= 2)
        && let Some((counter, rest)) = eat(rest, " or more ").and_then(|r| counter_kind(r, at_least))
        && let Some(rest) = eat(rest, " on ").and_then(|r| self_ref(r, ctx))
    {
        return Some((Trigger::CountersAtLeast { counter, at_least }, rest));
    }
    // 603.2: "Whenever an opponent casts a spell during your turn and whenever [this] dies" (two events).
    if let Some((first, second)) = s.split_once(" and whenever ")
        && let Some((first, "")) = trigger(first, ctx)
    {
        let whole = format!("Whenever {second}");
        let (second, rest) = trigger(&whole, ctx)?;
        let rest = s.get(s.len().checked_sub(rest.len())?..)?;
        return Some((Trigger::Either { first: Box::new(first), second: Box::new(second) }, rest));
    }
    if let Some(rest) = eat(s, "At the beginning of ") {
        // 505.1: "each of your main phases" (Carpet of Flowers).
        if let Some(rest) = eat(rest, "each of your main phases") {
            return Some((Trigger::BeginningOf { step: TriggerStep::MainPhase, whose: Whose::Yours }, rest));
        }
        let (whose, rest) = if let Some(r) = eat(rest, "your ") {
            (Whose::Yours, r)
        } else if let Some(r) = eat(rest, "each ") {
            (Whose::Each, r)
        } else {
            (Whose::Each, eat(rest, "the ")?)
        };
        let (step, rest) = if let Some(r) = eat(rest, "upkeep") {
            (TriggerStep::Upkeep, r)
        } else if let Some(r) = eat(rest, "precombat main phase").filter(|_| whose == Whose::Yours) {
            // 505.1: "your precombat main phase" (Klothys, God of Destiny).
            (TriggerStep::PrecombatMain, r)
        } else {
            (TriggerStep::EndStep, eat(rest, "end step")?)
        };
        if whose == Whose::Each && step == TriggerStep::Upkeep && eat(s, "At the beginning of the ").is_some() {
            return None;
        }
        return Some((Trigger::BeginningOf { step, whose }, rest));
    }
    // 115.1: "Whenever you or another permanent you control becomes the target of a spell or ability an opponent
    // controls" (Valkmira, Protector's Shield).
    if let Some(rest) = eat(
        s,
        "Whenever you or another permanent you control becomes the target of a spell or ability an opponent controls",
    ) {
        return Some((Trigger::YouOrAnotherPermanentBecomesTargetOfOpponents, rest));
    }
    if let Some(rest) = eat(s, "Whenever a creature you control becomes the target of a spell") {
        return Some((Trigger::YourCreatureBecomesTargetOfSpell, rest));
    }
    // 119.9: "Whenever you gain life".
    if let Some(rest) = eat(s, "Whenever you gain life") {
        return Some((Trigger::YouGainLife, rest));
    }
    // 122.1: "Whenever you put one or more -1/-1 counters on a creature" (Hapatra, Vizier of Poisons).
    if let Some(rest) = eat(s, "Whenever you put one or more -1/-1 counters on a creature") {
        return Some((Trigger::YouPutCountersOnCreature { counter: CounterKind::MinusOneMinusOne }, rest));
    }
    // 309.4c: a dungeon's room ability.
    if let Some(rest) = eat(s, "When you move your venture marker into this room") {
        return Some((Trigger::VentureMarkerIntoThisRoom, rest));
    }
    // 510.2: "Whenever a creature deals combat damage to one of your opponents" (Gix, Yawgmoth Praetor).
    if let Some(rest) = eat(s, "Whenever a creature deals combat damage to one of your opponents") {
        return Some((Trigger::CreatureDealsCombatDamageToYourOpponent, rest));
    }
    // 508.1m: "Whenever you attack".
    if let Some(rest) = eat(s, "Whenever you attack") {
        return Some((Trigger::YouAttack, rest));
    }
    // 121.1: "Whenever you draw a card", "Whenever an opponent draws …".
    let draws = [
        ("Whenever you draw a card", false, DrawnCard::Each),
        (
            "Whenever an opponent draws a card except the first one they draw in each of their draw steps",
            true,
            DrawnCard::ExceptFirstInDrawStep,
        ),
        ("Whenever an opponent draws their second card each turn", true, DrawnCard::SecondThisTurn),
        ("Whenever an opponent draws a card", true, DrawnCard::Each),
    ];
    for (words, opponent, which) in draws {
        if let Some(rest) = eat(s, words) {
            return Some((Trigger::Draws { opponent, which }, rest));
        }
    }
    let (opponent, casts) = match eat(s, "Whenever an opponent casts ") {
        Some(rest) => (true, Some(rest)),
        None => (false, eat(s, "Whenever a player casts ")),
    };
    if let Some(rest) = casts {
        let rest = eat(rest, "a ").or_else(|| eat(rest, "an "))?;
        let (mut spells, Noun::Spell, false, rest) = noun_phrase(rest)? else { return None };
        let rest = qualifiers(rest, &mut spells)?;
        if spells.controller.is_some() {
            return None;
        }
        let (during_your_turn, rest) =
            eat(rest, " during your turn").filter(|_| opponent).map_or((false, rest), |r| (true, r));
        let trigger = if opponent {
            Trigger::OpponentCasts { spells, during_your_turn }
        } else {
            Trigger::PlayerCasts { spells }
        };
        return Some((trigger, rest));
    }
    if let Some(rest) = eat(s, "Whenever you cast ") {
        let rest = eat(rest, "a ").or_else(|| eat(rest, "an "))?;
        let (mut spells, noun, plural, rest) = noun_phrase(rest)?;
        if noun != Noun::Spell || plural {
            return None;
        }
        // 105.2: "a spell that's one or more colors": any color.
        let rest = match eat(rest, " that's one or more colors").or_else(|| eat(rest, " that’s one or more colors")) {
            Some(after) if spells.colors.is_empty() => {
                spells.colors = crate::color::ColorSet::ALL;
                after
            }
            // 105.2: "a spell that's white, blue, black, or red": any of those colors (Questing Druid).
            _ => match eat(rest, " that's ").or_else(|| eat(rest, " that’s ")).and_then(color_list) {
                Some((colors, after)) if spells.colors.is_empty() => {
                    spells.colors = colors;
                    after
                }
                _ => rest,
            },
        };
        let rest = qualifiers(rest, &mut spells)?;
        if spells.controller.is_some() {
            return None;
        }
        return Some((Trigger::YouCast { spells }, rest));
    }
    // 702.29c: "When you cycle Shark Typhoon".
    if let Some(rest) = eat(s, "When you cycle ").and_then(|r| self_ref(r, ctx)) {
        return Some((Trigger::YouCycleThis, rest));
    }
    // 701.9a: "When a spell or ability an opponent controls causes you to discard Orvar, the All-Form".
    if let Some(rest) =
        eat(s, "When a spell or ability an opponent controls causes you to discard ").and_then(|r| self_ref(r, ctx))
    {
        return Some((Trigger::OpponentCausesYouToDiscardThis, rest));
    }
    // 702.29a, 701.9a: "Whenever you cycle or discard another card".
    if let Some(rest) = eat(s, "Whenever you cycle or discard another card") {
        return Some((Trigger::YouCycleOrDiscard, rest));
    }
    // 701.9a, 603.2c: "Whenever you discard one or more cards" (Inti, Seneschal of the Sun).
    if let Some(rest) = eat(s, "Whenever you discard one or more cards") {
        return Some((Trigger::YouDiscardOneOrMore, rest));
    }
    // 701.9a: "Whenever an opponent discards a noncreature, nonland card".
    if let Some(rest) =
        eat(s, "Whenever an opponent discards a ").or_else(|| eat(s, "Whenever an opponent discards an "))
        && let Some((cards, rest)) = rest.split_once(" card")
    {
        // "noncreature, nonland": both exclusions.
        let phrase = format!("{} spell", cards.replace(", non", " non"));
        let (filter, Noun::Spell, false, "") = noun_phrase(&phrase)? else { return None };
        let plain = filter.controller.is_none() && !filter.other && filter.condition.is_none();
        return plain.then_some((Trigger::OpponentDiscards { cards: filter }, rest));
    }
    // 603.6a: "Whenever another creature you control enters".
    if let Some(rest) = eat(s, "Whenever ") {
        let rest = eat(rest, "a ").or_else(|| eat(rest, "an ")).unwrap_or(rest);
        if let Some((mut filter, Noun::Permanent, false, rest)) = noun_phrase(rest)
            && let Some(rest) = qualifiers(rest, &mut filter)
            && let Some(rest) = eat(rest, " enters")
            && filter.condition.is_none()
        {
            return Some((Trigger::PermanentEnters { filter }, rest));
        }
        // 603.6c: "Whenever an artifact is put into a graveyard from the battlefield"; 700.4: "Whenever a
        // creature you control dies" (put into a graveyard from the battlefield).
        if let Some((mut filter, Noun::Permanent, false, rest)) = noun_phrase(rest)
            && let Some(rest) = qualifiers(rest, &mut filter)
            && let Some(rest) = eat(rest, " is put into a graveyard from the battlefield")
                .or_else(|| eat(rest, " dies").filter(|_| filter.types == [CardType::Creature]))
            && filter.condition.is_none()
        {
            return Some((Trigger::PermanentPutIntoGraveyard { filter }, rest));
        }
        // 603.6c: "Whenever another creature you control leaves the battlefield".
        if let Some((mut filter, Noun::Permanent, false, rest)) = noun_phrase(rest)
            && let Some(rest) = qualifiers(rest, &mut filter)
            && let Some(rest) = eat(rest, " leaves the battlefield")
            && filter.condition.is_none()
        {
            return Some((Trigger::PermanentLeaves { filter }, rest));
        }
        // 510.2: "Whenever a creature you control deals combat damage to a player" (Kaito Shizuki's emblem).
        if let Some((mut filter, Noun::Permanent, false, rest)) = noun_phrase(rest)
            && let Some(rest) = qualifiers(rest, &mut filter)
            && let Some(rest) = eat(rest, " deals combat damage to a player")
            && filter.condition.is_none()
            && filter.types == [CardType::Creature]
        {
            return Some((Trigger::DealsCombatDamageToPlayer { filter }, rest));
        }
        // 603.2: "Whenever an instant or sorcery card leaves your graveyard" (Murktide Regent).
        if let Some((head, rest)) = rest.split_once(" card leaves your graveyard")
            && let Some(one_of_types) = card_types(head, " or ")
        {
            let cards = ObjectFilter { one_of_types, controller: Some(Controller::You), ..ObjectFilter::default() };
            return Some((Trigger::CardLeavesYourGraveyard { cards }, rest));
        }
        // 603.2: "Whenever a land card is put into your graveyard from anywhere" (Slogurk, the Overslime):
        // each card its own event.
        if let Some((mut cards, false, rest)) = card_phrase(rest)
            && let Some(rest) = eat(rest, " is put into your graveyard from anywhere")
            && cards.controller.is_none()
            && cards.condition.is_none()
        {
            cards.controller = Some(Controller::You);
            return Some((Trigger::CardsPutIntoGraveyards { cards }, rest));
        }
        // 603.2: "Whenever one or more creature cards are put into graveyards from anywhere".
        if let Some((cards, true, rest)) = eat(rest, "one or more ").and_then(card_phrase)
            && let Some(rest) = eat(rest, " are put into graveyards from anywhere")
            && cards.controller.is_none()
            && cards.condition.is_none()
        {
            return Some((Trigger::CardsPutIntoGraveyards { cards }, rest));
        }
        // 701.44b: "Whenever a creature you control explores".
        if let Some((mut filter, Noun::Permanent, false, rest)) = noun_phrase(rest)
            && let Some(rest) = qualifiers(rest, &mut filter)
            && let Some(rest) = eat(rest, " explores")
            && filter.condition.is_none()
        {
            return Some((Trigger::CreatureExplores { filter }, rest));
        }
    }
    let (when, rest) = if let Some(r) = eat(s, "Whenever ") { (false, r) } else { (true, eat(s, "When ")?) };
    let rest = self_ref(rest, ctx)?;
    if when {
        if let Some(r) = eat(rest, " enters untapped") {
            return Some((Trigger::SelfEntersUntapped, r));
        }
        if let Some(r) = eat(rest, " enters the battlefield").or_else(|| eat(rest, " enters")) {
            if let Some(r) = eat(r, " or is put into a graveyard from the battlefield") {
                return Some((Trigger::SelfEntersOrPutIntoGraveyard, r));
            }
            if let Some(r) = eat(r, " or leaves the battlefield") {
                return Some((Trigger::SelfEntersOrLeaves, r));
            }
            // 701.27e: "When this creature enters or transforms into Brutal Cathar" (the face's own name).
            if let Some(r) = eat(r, " or transforms into ")
                && let Some(r) = ctx.names.iter().filter(|n| !n.trim().is_empty()).find_map(|n| eat(r, n))
            {
                return Some((Trigger::SelfEntersOrTransformsInto, r));
            }
            return Some((Trigger::SelfEnters, r));
        }
        if let Some(r) = eat(rest, " dies") {
            return Some((Trigger::SelfDies, r));
        }
        // 603.8: "When [this] has no ice counters on it" (a state trigger).
        if let Some((counter, r)) = eat(rest, " has no ").and_then(|r| counter_kind(r, 0))
            && let Some(r) = eat(r, " on it")
        {
            return Some((Trigger::NoCounters { counter }, r));
        }
        // "… into your graveyard …": a card goes to its owner's graveyard (400.3); the instruction reads
        // the card in its controller's (Triumph of Saint Katherine).
        if let Some(r) = eat(rest, " is put into a graveyard from the battlefield")
            .or_else(|| eat(rest, " is put into your graveyard from the battlefield"))
        {
            return Some((Trigger::SelfPutIntoGraveyard, r));
        }
        if let Some(r) = eat(rest, " leaves the battlefield") {
            return Some((Trigger::SelfLeaves, r));
        }
        None
    } else if let Some(r) = eat(rest, " enters or attacks") {
        Some((Trigger::SelfEntersOrAttacks, r))
    } else if let Some(r) = eat(rest, " mutates") {
        // 702.140d: "Whenever this creature mutates".
        Some((Trigger::SelfMutates, r))
    } else if let Some(r) = eat(rest, " or another creature dies") {
        Some((Trigger::CreatureDies, r))
    } else if let Some(r) = eat(rest, " dies") {
        Some((Trigger::SelfDies, r))
    } else if let Some(r) = eat(rest, " deals combat damage to a player") {
        Some((Trigger::SelfDealsCombatDamageToPlayer, r))
    } else if let Some(r) = eat(rest, " deals damage to a player") {
        Some((Trigger::SelfDealsDamageToPlayer, r))
    } else if let Some(r) = eat(rest, " deals damage").filter(|r| r.starts_with(',')) {
        Some((Trigger::SelfDealsDamage, r))
    } else if let Some(r) = eat(rest, " attacks the player with the most life or tied for most life") {
        Some((Trigger::SelfAttacksPlayerWithMostLife, r))
    } else if let Some(r) = eat(rest, " attacks while you have the most life or are tied for most life") {
        Some((Trigger::SelfAttacksWhileYouHaveMostLife, r))
    } else if let Some(r) = eat(rest, " attacks while saddled") {
        Some((Trigger::SelfAttacksWhileSaddled, r))
    } else {
        eat(rest, " attacks").map(|r| (Trigger::SelfAttacks, r))
    }
}

// --- Static abilities -------------------------------------------------------------------

/// 614.1c, 614.12. "As \[this\] enters, you may pay N life. If you don't,
/// it enters tapped." (two sentences, one replacement effect).
fn pay_life_or_enters_tapped(sentences: &[&str], ctx: &ParseContext<'_>) -> Option<StaticAbility> {
    let [first, second] = sentences else { return None };
    let rest = self_ref(eat(first, "As ")?, ctx)?;
    let (life, rest) = spaced_number(eat(rest, " enters, you may pay")?)?;
    if rest != " life" {
        return None;
    }
    let done = eat(second, "If you don't, it enters tapped").or_else(|| eat(second, "If you don’t, it enters tapped"));
    (done == Some("")).then_some(StaticAbility::PayLifeOrEntersTapped { life })
}

/// 614.1a, 614.12. "If [this] would enter, you may discard a land card
/// instead. If you do, put [this] onto the battlefield. If you don't, put it
/// into its owner's graveyard." (Mox Diamond)
fn discard_land_to_enter(sentences: &[&str], ctx: &ParseContext<'_>) -> Option<StaticAbility> {
    let [first, second, third] = sentences else { return None };
    let rest = self_ref(eat(first, "If ")?, ctx)?;
    let done = eat(rest, " would enter, you may discard a land card instead") == Some("")
        && eat(second, "If you do, put ").and_then(|r| self_ref(r, ctx)) == Some(" onto the battlefield")
        && [straight(third)] == ["If you don't, put it into its owner's graveyard"];
    done.then_some(StaticAbility::DiscardLandToEnter)
}

/// 608.2d: "look at the top three cards of your library. You may reveal an instant or sorcery card from among
/// them and put it into your hand. Put the rest on the bottom of your library in any order." (Augur of Bolas; "in a
/// random order", 401.4: Narset, Parter of Veils), its three sentences.
fn look_at_top_may_reveal(look: &str, reveal: &str, rest_on_bottom: &str) -> Option<Vec<Effect>> {
    let look = eat(look, "look at the top ").or_else(|| eat(look, "Look at the top "))?;
    let (look, " cards of your library") = number(look)? else { return None };
    let random = match eat(rest_on_bottom, "Put the rest on the bottom of your library in ")? {
        "any order" => false,
        "a random order" => true,
        _ => return None,
    };
    let cards = eat(reveal, "You may reveal ")?.strip_suffix(" card from among them and put it into your hand")?;
    let cards = eat(cards, "an ").or_else(|| eat(cards, "a "))?;
    let filter = cards_filter(cards)?;
    (look > 1).then(|| vec![Effect::LookAtTopMayReveal { look, filter }, Effect::RestOnBottom { look, random }])
}

/// 701.20a, 608.2d: "reveal the top ten cards of your library. For each card type, you may put a card of that type
/// from among the revealed cards into your hand. Put the rest on the bottom of your library in a random order."
/// (Atraxa, Grand Unifier); "For each color pair, choose a card that's exactly those colors from among them. Put the
/// chosen cards into your hand and the rest on the bottom of your library in a random order." (Niv-Mizzet Reborn).
fn reveal_top_choose_for_each(reveal: &str, each: &str, rest_on_bottom: &str) -> Option<Vec<Effect>> {
    let reveal = eat(reveal, "reveal the top ").or_else(|| eat(reveal, "Reveal the top "))?;
    let (look, " cards of your library") = number(reveal)? else { return None };
    let groups = match (&*straight(each), rest_on_bottom) {
        (
            "For each card type, you may put a card of that type from among the revealed cards into your hand",
            "Put the rest on the bottom of your library in a random order",
        ) => RevealedGroups::CardTypes,
        (
            "For each color pair, choose a card that's exactly those colors from among them",
            "Put the chosen cards into your hand and the rest on the bottom of your library in a random order",
        ) => RevealedGroups::ColorPairs,
        _ => return None,
    };
    (look > 1)
        .then(|| vec![Effect::RevealTopChooseForEach { look, groups }, Effect::RestOnBottom { look, random: true }])
}

/// One sentence as a static ability; `Err` for a malformed cost in a
/// recognised shape.
fn static_ability(s: &str, ctx: &ParseContext<'_>, line: &str) -> Result<Option<StaticAbility>, TextProblem> {
    // Every reading starts with one of `STATIC_WORDS`, a self-reference or a noun phrase ("Creatures you
    // control have …"): most sentences tried here are a spell's instructions, which start with none.
    if cannot_start(s, &STATIC_WORDS) && self_ref(s, ctx).is_none() && noun_phrase(s).is_none() {
        return Ok(None);
    }
    // 601.2b, 118.8, 701.59a: "As an additional cost to cast this spell, you may collect evidence 6."
    if ctx.spell
        && let Some((amount, "")) =
            eat(s, "As an additional cost to cast this spell, you may collect evidence ").and_then(number)
    {
        let cost = Cost { parts: vec![CostPart::CollectEvidence { amount }], x_only: None };
        return Ok(Some(StaticAbility::OptionalAdditionalCost { cost }));
    }
    // 601.2b, 118.8: "As an additional cost to cast this spell, you may exile any number of white cards from
    // your hand." (any number: none is a choice of it, so the cost is always chosen).
    if ctx.spell
        && let Some(cards) = eat(s, "As an additional cost to cast this spell, you may exile any number of ")
            .and_then(|r| r.strip_suffix(" from your hand"))
        && let Some((filter, true, "")) = card_phrase(cards)
    {
        let cost = Cost { parts: vec![CostPart::ExileAnyNumber { filter, from: Zone::Hand }], x_only: None };
        return Ok(Some(StaticAbility::AdditionalCost { cost }));
    }
    // 601.2b, 118.8: "As an additional cost to cast this spell, sacrifice a land."
    if ctx.spell
        && let Some(rest) = eat(s, "As an additional cost to cast this spell, ")
    {
        let spell_part = |p: &CostPart| {
            matches!(
                p,
                CostPart::Sacrifice { .. }
                    | CostPart::Discard { .. }
                    | CostPart::Exile { .. }
                    | CostPart::PayLife { .. }
            )
        };
        // 601.2b: "discard a card or pay 3 life" (Bitter Triumph): objects, or life.
        let either = || {
            let (first, second) = rest.split_once(" or ")?;
            let parts = vec![cost_part(first, ctx)?, cost_part(second, ctx)?];
            let ok = matches!(parts[..], [ref a, CostPart::PayLife { .. }] if spell_part(a) && !matches!(a, CostPart::PayLife { .. }));
            ok.then_some(CostPart::Either { parts })
        };
        let part = cost_part(rest, ctx).filter(spell_part).or_else(either);
        return Ok(part.map(|p| StaticAbility::AdditionalCost { cost: Cost { parts: vec![p], x_only: None } }));
    }
    if let Some(ability) = alternative_cost(s, ctx) {
        return Ok(Some(ability));
    }
    // 604.3, 611.3a: "As long as [this] isn't on the battlefield, it's a 1/1 Insect creature in addition to its
    // other types." (Grist, the Hunger Tide).
    if let Some(rest) = eat(s, "As long as ").and_then(|r| self_ref(r, ctx))
        && let Some(rest) =
            eat(rest, " isn't on the battlefield, it's a ").or_else(|| eat(rest, " isn’t on the battlefield, it’s a "))
        && let Some(((power, toughness), rest)) = plain_pt(rest)
        && let Some((subtype, rest)) = eat(rest, " ").and_then(word)
        && let Some((subtype, false)) = subtype_word(subtype)
        && SubtypeKind::Creature.find(subtype).is_some()
        && eat(rest, " creature in addition to its other types") == Some("")
    {
        let subtype = subtype.to_string();
        return Ok(Some(StaticAbility::CreatureOutsideTheBattlefield { power, toughness, subtype }));
    }
    // 606.3: "As long as [this] entered this turn, you may activate her
    // loyalty abilities any time you could cast an instant."
    if let Some(rest) = eat(s, "As long as ").and_then(|r| self_ref(r, ctx))
        && let Some(rest) = eat(rest, " entered this turn, you may activate ")
        && let Some(rest) = ["her ", "his ", "its ", "their "].iter().find_map(|p| eat(rest, p))
        && rest == "loyalty abilities any time you could cast an instant"
    {
        return Ok(Some(StaticAbility::LoyaltyAsInstantTheTurnItEntered));
    }
    // 700.5, 613.1d: "As long as your devotion to red and green is less than seven, Klothys isn't a creature."
    if let Some((colors, rest)) = eat(s, "As long as your devotion to ").and_then(|r| r.split_once(" is less than "))
        && let Some(colors) = color_definition(colors).filter(|c| *c != ColorSet::ALL)
        && let Some((devotion, rest)) = number(rest)
        && eat(rest, ", ").and_then(|r| self_ref(r, ctx)) == Some(" isn't a creature")
    {
        return Ok(Some(StaticAbility::NotCreatureUnlessDevotion { colors, devotion }));
    }
    if let Some(boost) = self_boost(s, ctx) {
        return Ok(Some(boost));
    }
    // 604.3: "[This]'s power is equal to the number of basic land types among lands you control." (domain);
    // "This creature's power and toughness are each equal to the number of creatures you control."
    // ("this creature" followed by "'s" is not `self_ref`'s: an apostrophe continues the word.)
    let whose = eat(s, "This creature's ").or_else(|| self_ref(s, ctx).and_then(|r| r.strip_prefix("'s ")));
    let counted = whose.and_then(|r| {
        let power = eat(r, "power is equal to the number of ").map(|c| (c, false));
        power.or_else(|| eat(r, "power and toughness are each equal to the number of ").map(|c| (c, true)))
    });
    let per = |counted| match counted {
        "basic land types among lands you control" => Some(CostCount::BasicLandTypes),
        "creatures you control" => Some(CostCount::Creatures),
        // 607.2a: "… equal to the number of cards exiled with it" (Unlicensed Hearse).
        "cards exiled with it" => Some(CostCount::ExiledWithThis),
        // "lands you control" (Beau, the token of Bonny Pall, Clearcutter): the permanents they control.
        other => {
            let (mut filter, Noun::Permanent, true, rest) = noun_phrase(other)? else { return None };
            let plain = qualifiers(rest, &mut filter) == Some("")
                && filter.controller == Some(Controller::You)
                && filter.condition.is_none();
            plain.then_some(CostCount::Permanents { filter })
        }
    };
    if let Some((per, toughness)) = counted.and_then(|(c, toughness)| Some((per(c)?, toughness))) {
        return Ok(Some(StaticAbility::PowerIsCount { per, toughness }));
    }
    if let Some(boost) = attached_boost(s) {
        return Ok(Some(boost));
    }
    if eat(s, "Your opponents can't gain life").or_else(|| eat(s, "Your opponents can’t gain life")) == Some("") {
        return Ok(Some(StaticAbility::OpponentsCantGainLife));
    }
    // 121.2b: "Each opponent can't draw more than one card each turn." (Narset, Parter of Veils)
    if straight(s) == "Each opponent can't draw more than one card each turn" {
        return Ok(Some(StaticAbility::OpponentsDrawAtMostOneEachTurn));
    }
    // 701.23: "Spells and abilities your opponents control can't cause their controller to search their library."
    if straight(s) == "Spells and abilities your opponents control can't cause their controller to search their library"
    {
        return Ok(Some(StaticAbility::OpponentsCantSearchTheirLibraries));
    }
    // 702.11c: "You have hexproof."
    if s == "You have hexproof" {
        return Ok(Some(StaticAbility::YouHaveHexproof));
    }
    // 602.5: "Activated abilities of artifacts can't be activated."
    if let Some(rest) = eat(s, "Activated abilities of ")
        && let Some((mut permanents, Noun::Permanent, true, rest)) = noun_phrase(rest)
        && let Some(rest) = qualifiers(rest, &mut permanents)
        && eat(rest, " can't be activated").or_else(|| eat(rest, " can’t be activated")) == Some("")
        && permanents.condition.is_none()
    {
        return Ok(Some(StaticAbility::ActivatedAbilitiesCantBeActivated { permanents }));
    }
    // 601.2f: "Each spell a player casts costs {1} more to cast for each other spell that player has cast this
    // turn." (Damping Sphere)
    if let Some((generic, " more to cast for each other spell that player has cast this turn")) =
        eat(s, "Each spell a player casts costs {")
            .and_then(|r| r.split_once('}'))
            .and_then(|(n, r)| Some((generic_number(n)?, r)))
    {
        return Ok(Some(StaticAbility::CostIncreasePerSpellCastThisTurn { generic }));
    }
    // 615.1: "If a source an opponent controls would deal damage to you or a permanent you control, prevent 1 of that
    // damage." (Valkmira, Protector's Shield)
    if let Some((amount, "")) =
        eat(s, "If a source an opponent controls would deal damage to you or a permanent you control, prevent ")
            .and_then(number)
            .and_then(|(n, r)| Some((n, eat(r, " of that damage")?)))
    {
        return Ok(Some(StaticAbility::PreventDamageFromOpponentsSources { amount }));
    }
    // 106.1, 614.1a: "If a land is tapped for two or more mana, it produces {C} instead of any other type and
    // amount." (Damping Sphere)
    if s == "If a land is tapped for two or more mana, it produces {C} instead of any other type and amount" {
        return Ok(Some(StaticAbility::LandsTappedForTwoOrMoreProduceC));
    }
    // 602.5: "Activated abilities of sources with the chosen name can't be activated unless they're mana
    // abilities." (Pithing Needle)
    if straight(s)
        == "Activated abilities of sources with the chosen name can't be activated unless they're mana abilities"
    {
        return Ok(Some(StaticAbility::ChosenNameActivatedAbilitiesCantBeActivated));
    }
    // 510.1c–d: "For each non-Human creature you control, you may have that creature assign its combat damage as
    // though it weren't blocked." (Zilortha, Apex of Ikoria)
    if let Some((creatures, rest)) = eat(s, "For each ").and_then(|r| r.split_once(", "))
        && straight(rest) == "you may have that creature assign its combat damage as though it weren't blocked"
        && let Some((mut filter, Noun::Permanent, false, after)) = noun_phrase(creatures)
        && qualifiers(after, &mut filter) == Some("")
        && filter.types == [CardType::Creature]
        && filter.controller == Some(Controller::You)
    {
        return Ok(Some(StaticAbility::AssignCombatDamageAsThoughUnblocked { filter }));
    }
    // 509.1b: "Creatures with power less than Elusive Otter's power can't block it."
    if let Some(rest) = eat(s, "Creatures with power less than ").and_then(|r| self_ref(r, ctx))
        && straight(rest) == "'s power can't block it"
    {
        return Ok(Some(StaticAbility::CantBeBlockedByLessPower));
    }
    // 614.1c: "Lands you control enter untapped." (Spelunking)
    if s == "Lands you control enter untapped" {
        return Ok(Some(StaticAbility::LandsYouControlEnterUntapped));
    }
    // 614.1a: "If a nontoken creature an opponent controls would die, instead exile that card and create a 2/2
    // black Zombie creature token." (Kalitas, Traitor of Ghet)
    if let Some((creatures, rest)) =
        eat(s, "If a ").and_then(|r| r.split_once(" would die, instead exile that card and create "))
        && let Some((mut creatures, Noun::Permanent, false, after)) = noun_phrase(creatures)
        && qualifiers(after, &mut creatures) == Some("")
        && creatures.types == [CardType::Creature]
        && let Some((1, token, "")) = token(rest)
    {
        return Ok(Some(StaticAbility::DiesExiledInsteadWithToken { creatures, token }));
    }
    // 614.1c: "Nonbasic lands your opponents control enter tapped." (Archon of Emeria), "Snow lands your opponents
    // control enter tapped." (Reidane, God of the Worthy).
    if let Some(lands) = s.strip_suffix(" your opponents control enter tapped")
        && let Some((mut lands, Noun::Permanent, true, "")) = noun_phrase(lands)
        && lands.types == [CardType::Land]
        && lands.condition.is_none()
    {
        lands.controller = Some(Controller::NotYou);
        return Ok(Some(StaticAbility::OpponentsLandsEnterTapped { lands }));
    }
    // 613.1d, 305.7: "Lands you control are every basic land type in addition to their other types."
    if s == "Lands you control are every basic land type in addition to their other types" {
        return Ok(Some(StaticAbility::LandsYouControlAreEveryBasicLandType));
    }
    // 613.1e: "Each nonland permanent you control is all colors." (Leyline of the Guildpact)
    if s == "Each nonland permanent you control is all colors" {
        return Ok(Some(StaticAbility::NonlandPermanentsYouControlAreAllColors));
    }
    // 613.1f: "Creatures lose all abilities." (Dress Down)
    if s == "Creatures lose all abilities" {
        return Ok(Some(StaticAbility::CreaturesLoseAllAbilities));
    }
    // 305.2a: "You may play an additional land on each of your turns."
    if s == "You may play an additional land on each of your turns" {
        return Ok(Some(StaticAbility::AdditionalLandPlay));
    }
    // 305.1: "You may play lands from your graveyard."
    if s == "You may play lands from your graveyard" {
        return Ok(Some(StaticAbility::PlayLandsFromGraveyard));
    }
    // 101.2, 701.6: "This spell can't be countered."
    if ["This spell can't be countered", "This spell can’t be countered"].contains(&s) {
        return Ok(Some(StaticAbility::CantBeCountered));
    }
    // 614.12: "As [this] enters, choose a color [other than blue]." ("As
    // it enters" after "[this] enters tapped." on the same line).
    if let Some(rest) = eat(s, "As ").and_then(|r| self_ref(r, ctx).or_else(|| eat(r, "it"))) {
        // 205.3m: "As [this] enters, choose a creature type."
        if rest == " enters, choose a creature type" {
            return Ok(Some(StaticAbility::ChooseCreatureTypeAsEnters));
        }
        // 201.3: "As [this] enters, choose a card name." (Pithing Needle)
        if rest == " enters, choose a card name" {
            return Ok(Some(StaticAbility::ChooseCardNameAsEnters));
        }
        // 614.12: "As [this] enters, choose a player." (True-Name Nemesis)
        if rest == " enters, choose a player" {
            return Ok(Some(StaticAbility::ChoosePlayerAsEnters));
        }
        let except = match eat(rest, " enters, choose a color") {
            Some("") => None,
            Some(other) => match eat(other, " other than ").and_then(color_word) {
                Some(color) => Some(color),
                None => return Ok(None),
            },
            None => return Ok(None),
        };
        return Ok(Some(StaticAbility::ChooseColorAsEnters { except }));
    }
    // 613.1d, 305.7: "Each land is a Swamp in addition to its other land types."
    if let Some(rest) = eat(s, "Each land is a ").or_else(|| eat(s, "Each land is an "))
        && let Some((subtype, "in addition to its other land types")) = rest.split_once(' ')
        && crate::text::basic_land_type_bit(subtype).is_some()
    {
        return Ok(Some(StaticAbility::LandsAreAlso { subtype: subtype.to_string() }));
    }
    // 613.1d, 305.7: "Nonbasic lands are Mountains."
    if let Some(types) = eat(s, "Nonbasic lands are ") {
        let subtype = if types == "Plains" { types } else { types.strip_suffix('s').unwrap_or("") };
        return Ok(crate::text::basic_land_type_bit(subtype)
            .is_some()
            .then(|| StaticAbility::NonbasicLandsAre { subtype: subtype.to_string() }));
    }
    if let Some(rest) = self_ref(s, ctx) {
        if eat(rest, " enters tapped").or_else(|| eat(rest, " enters the battlefield tapped")) == Some("") {
            return Ok(Some(StaticAbility::EntersTapped));
        }
        // 614.1c, 607.2q: "enters with a +1/+1 counter on it for each instant and sorcery card exiled with it".
        if let Some(rest) = eat(rest, " enters with a ")
            && let Some((counter, rest)) = counter_kind(rest, 1)
            && let Some(cards) = eat(rest, " on it for each ").and_then(|r| r.strip_suffix(" card exiled with it"))
        {
            let types = card_types(cards, " and ");
            return Ok(types.map(|types| StaticAbility::EntersWithCountersPerCardExiledToPay { counter, types }));
        }
        // 614.1c, 122.6: "enters with ten ice counters on it".
        if let Some((count, rest)) = eat(rest, " enters with ").and_then(number)
            && let Some((counter, " on it")) = rest.strip_prefix(' ').and_then(|r| counter_kind(r, count))
        {
            return Ok(Some(StaticAbility::EntersWithCounters { count, counter }));
        }
        // 614.1c: "enters tapped unless you control a Plains or an Island",
        // "… two or fewer other lands", "… two or more other lands".
        if let Some(condition) = eat(rest, " enters tapped unless you control ") {
            return Ok(enter_condition(condition).map(|unless| StaticAbility::EntersTappedUnless { unless }));
        }
        if eat(rest, " can't block").or_else(|| eat(rest, " can’t block")) == Some("") {
            return Ok(Some(StaticAbility::CantBlock));
        }
        // 702.122a–b: "This creature crews Vehicles as though its power were 2 greater."
        if let Some((amount, " greater")) =
            eat(rest, " crews Vehicles as though its power were ").and_then(number).filter(|(n, _)| *n > 0)
        {
            return Ok(Some(StaticAbility::CrewsAsThoughPowerGreater { amount }));
        }
        // 509.1b: "This creature can't be blocked." (a token's quoted ability).
        if straight(rest) == " can't be blocked" {
            return Ok(Some(StaticAbility::CantBeBlocked));
        }
        if let Some((count, " or more creatures")) = eat(rest, " can't be blocked except by ")
            .or_else(|| eat(rest, " can’t be blocked except by "))
            .and_then(number)
            .filter(|(n, _)| *n >= 2)
        {
            return Ok(Some(StaticAbility::CantBeBlockedExceptBy { count }));
        }
        if eat(rest, " can block only creatures with flying") == Some("") {
            return Ok(Some(StaticAbility::CanBlockOnlyFlying));
        }
        if let Some(colors) = eat(rest, " is ").and_then(color_definition) {
            return Ok(Some(StaticAbility::ColorDefinition { colors }));
        }
        // 601.2f: "This spell costs {1} less to cast for each artifact you control."
        if let Some((generic, r)) =
            eat(rest, " costs {").and_then(|r| r.split_once('}')).and_then(|(n, r)| Some((generic_number(n)?, r)))
        {
            if let Some(each) = eat(r, " less to cast for each ") {
                return Ok(cost_count(each).map(|per| StaticAbility::SelfCostReduction { generic, per }));
            }
            // 601.2f: "This spell costs {2} less to cast if it targets a blue spell."
            let what = eat(r, " less to cast if it targets a ").or_else(|| eat(r, " less to cast if it targets an "));
            let per = what.and_then(noun_phrase).and_then(|(filter, _, plural, rest)| {
                let plain = !plural && rest.is_empty() && filter.controller.is_none() && filter.condition.is_none();
                plain.then_some(CostCount::Target { filter })
            });
            return Ok(per.map(|per| StaticAbility::SelfCostReduction { generic, per }));
        }
        return Ok(None);
    }
    // 614.1c: "If you control two or more other lands, [this] enters tapped."
    if let Some((condition, rest)) = eat(s, "If you control ").and_then(|r| r.split_once(", ")) {
        let tapped = self_ref(rest, ctx).and_then(|r| eat(r, " enters tapped")) == Some("");
        return Ok(enter_condition(condition)
            .filter(|_| tapped)
            .map(|condition| StaticAbility::EntersTappedIf { condition }));
    }
    if let Some(rest) = eat(s, "You may have ").and_then(|r| self_ref(r, ctx)) {
        if let Some(rest) = eat(rest, " enter tapped as a copy of any ") {
            return Ok(copy_of_graveyard_card(rest));
        }
        let Some(rest) =
            eat(rest, " enter as a copy of any ").or_else(|| eat(rest, " enter the battlefield as a copy of any "))
        else {
            return Ok(None);
        };
        let Some((of, Noun::Permanent, false, rest)) = noun_phrase(rest) else {
            return Ok(None);
        };
        return Ok((eat(rest, " on the battlefield") == Some("")).then_some(StaticAbility::EntersAsCopy {
            optional: true,
            of,
            tapped: false,
            from_graveyard: false,
            also_subtype: None,
        }));
    }
    // 614.1a: Soul-Scar Mage's replacement of noncombat damage.
    if s == "If a source you control would deal noncombat damage to a creature an opponent controls, put that many -1/-1 counters on that creature instead"
    {
        return Ok(Some(StaticAbility::NoncombatDamageToOpponentsCreaturesAsCounters));
    }
    // 614.1a, 614.10: Notion Thief's replacement of an opponent's draws.
    if s == "If an opponent would draw a card except the first one they draw in each of their draw steps, instead that player skips that draw and you draw a card"
    {
        return Ok(Some(StaticAbility::OpponentsDrawsAreYours));
    }
    // 103.6a: "If [this] is in your opening hand, you may begin the game with it on the battlefield."
    if eat(s, "If ").and_then(|r| self_ref(r, ctx)).and_then(|r| eat(r, " is in your opening hand, "))
        == Some("you may begin the game with it on the battlefield")
    {
        return Ok(Some(StaticAbility::BeginGameOnBattlefield));
    }
    // 614.1a: Rest in Peace's and Leyline of the Void's replacement of a graveyard by exile.
    if s == "If a card or token would be put into a graveyard from anywhere, exile it instead" {
        return Ok(Some(StaticAbility::GraveyardBecomesExile { opponents: false, counter: None }));
    }
    if let Some(rest) = eat(&straight(s), "If a card would be put into an opponent's graveyard from anywhere, ") {
        if rest == "exile it instead" {
            return Ok(Some(StaticAbility::GraveyardBecomesExile { opponents: true, counter: None }));
        }
        // 122.6: "instead exile it with a void counter on it" (Dauthi Voidwalker).
        if let Some((kind, " on it")) = eat(rest, "instead exile it with a ").and_then(|r| counter_kind(r, 1)) {
            return Ok(Some(StaticAbility::GraveyardBecomesExile { opponents: true, counter: Some(kind) }));
        }
    }
    // 614.1a: "If [this] would be put into a graveyard from anywhere, exile it instead." (disturb's back faces).
    if eat(s, "If ").and_then(|r| self_ref(r, ctx))
        == Some(" would be put into a graveyard from anywhere, exile it instead")
    {
        return Ok(Some(StaticAbility::ThisExiledInsteadOfGraveyard));
    }
    // 603.2, 603.6a: "Artifacts and creatures entering don't cause abilities to trigger." (Doorkeeper Thrull).
    if straight(s) == "Artifacts and creatures entering don't cause abilities to trigger" {
        return Ok(Some(StaticAbility::ArtifactsAndCreaturesEnteringDontTrigger));
    }
    // 101.2: Grafdigger's Cage.
    if s == "Creature cards in graveyards and libraries can't enter the battlefield" {
        return Ok(Some(StaticAbility::CreatureCardsInGraveyardsAndLibrariesCantEnter));
    }
    if s == "Players can't cast spells from graveyards or libraries" {
        return Ok(Some(StaticAbility::CantCastFromGraveyardsOrLibraries));
    }
    // 101.2: Dennick, Pious Apprentice.
    if straight(s) == "Cards in graveyards can't be the targets of spells or abilities" {
        return Ok(Some(StaticAbility::CardsInGraveyardsCantBeTargeted));
    }
    // 307.5, 101.2: "Each opponent can cast spells only any time they could cast a sorcery." (Teferi, Time Raveler).
    if s == "Each opponent can cast spells only any time they could cast a sorcery" {
        return Ok(Some(StaticAbility::OpponentsCastOnlyAsSorcery));
    }
    // 601.3, 101.2: "Each player can't cast more than one noncreature spell each turn." (Deafening Silence),
    // "Each player can't cast more than one spell each turn." (Archon of Emeria).
    if let Some((most, rest)) = eat(s, "Each player can't cast more than ").and_then(number)
        && let Some(rest) = rest.strip_suffix(if most == 1 { " spell each turn" } else { " spells each turn" })
        && let Some(noncreature) = match rest {
            "" => Some(false),
            " noncreature" => Some(true),
            _ => None,
        }
    {
        return Ok(Some(StaticAbility::SpellsPerTurn { most, noncreature }));
    }
    // 613.1f: "Each creature you control gains vigilance if it's white, …" (Scion of Draco).
    if let Some(rest) = eat(s, "Each creature you control gains ")
        && let Some((mut creatures, Noun::Permanent, true, after)) = noun_phrase("creatures you control")
        && qualifiers(after, &mut creatures) == Some("")
    {
        return Ok(color_grants(rest).map(|grants| StaticAbility::GrantKeywordsByColor { creatures, grants }));
    }
    // 611.3a: "As long as an opponent has three or more poison counters, creatures you control with toxic have
    // lifelink." (corrupted, Skrelv's Hive): a grant only while the condition holds.
    if let Some((condition, rest)) = eat(s, "As long as ").and_then(|r| r.split_once(", "))
        && let Some(condition) = static_condition(condition)
        && let Ok(Some(StaticAbility::GrantKeywords { creatures, keywords, condition: None })) =
            static_ability(rest, ctx, line)
    {
        return Ok(Some(StaticAbility::GrantKeywords { creatures, keywords, condition: Some(condition) }));
    }
    let Some((mut filter, noun, true, rest)) = noun_phrase(s) else {
        return Ok(None);
    };
    let Some(rest) = qualifiers(rest, &mut filter) else {
        return Ok(None);
    };
    // 601.2f: "Noncreature spells cost {1} more to cast." (every player's); "Noncreature spells your opponents cast
    // with mana value 4 or greater cost {2} more to cast." (Reidane, God of the Worthy).
    if noun == Noun::Spell
        && filter.condition.is_none_or(|c| c.quantity == Quantity::ManaValue && !c.x && !filter.controllers_graveyard)
        && let Some((generic, "")) = eat(rest, " cost {")
            .and_then(|r| r.split_once('}'))
            .and_then(|(n, r)| Some((generic_number(n)?, eat(r, " more to cast")?)))
    {
        return Ok(Some(StaticAbility::CostIncrease { spells: filter, generic }));
    }
    // 502.3: "Islands don't untap during their controllers' untap steps."
    if noun == Noun::Permanent
        && filter.condition.is_none()
        && ["don't untap during their controllers' untap steps", "don’t untap during their controllers’ untap steps"]
            .iter()
            .any(|t| rest.strip_prefix(' ') == Some(*t))
    {
        return Ok(Some(StaticAbility::DoesntUntap { permanents: filter }));
    }
    // 613.4c: "Creatures your opponents control get -1/-0." (Waker of Waves): an anthem for their creatures.
    if noun == Noun::Permanent
        && filter.controller == Some(Controller::NotYou)
        && filter.condition.is_none()
        && !filter.types.is_empty()
        && let Some(((power, toughness), "")) = eat(rest, " get ").and_then(signed_pt)
    {
        return Ok(Some(StaticAbility::Anthem { creatures: filter, power, toughness }));
    }
    if filter.controller != Some(Controller::You) || filter.condition.is_some() {
        return Ok(None);
    }
    match noun {
        Noun::Spell => {
            if let Some(cost) = eat(rest, " cost {").and_then(|r| r.strip_suffix("} less to cast")) {
                let Some((generic, "")) = number(cost) else { return Ok(None) };
                return Ok(Some(StaticAbility::CostReduction { spells: filter, generic }));
            }
            if let Some(cost_text) = eat(rest, " have prowl ") {
                let cost = mana_cost(cost_text, "Prowl", "702.76a", line)?;
                return Ok(Some(StaticAbility::GrantProwl { spells: filter, cost }));
            }
            Ok(None)
        }
        Noun::Permanent => {
            if filter.types.is_empty() && filter.subtypes.is_empty() {
                return Ok(None);
            }
            if let Some(keywords) = eat(rest, " have ").and_then(keyword_words) {
                return Ok(Some(StaticAbility::GrantKeywords { creatures: filter, keywords, condition: None }));
            }
            if let Some(((power, toughness), "")) = eat(rest, " get ").and_then(signed_pt) {
                return Ok(Some(StaticAbility::Anthem { creatures: filter, power, toughness }));
            }
            Ok(None)
        }
    }
}

/// 611.3a. "\[This\] gets +N/+N[ and has \[keywords\]] as long as
/// \[condition\]" or "As long as \[condition\], \[this\] gets …".
fn self_boost(s: &str, ctx: &ParseContext<'_>) -> Option<StaticAbility> {
    let (leading, body) = match eat(s, "As long as ").and_then(|r| r.split_once(", ")) {
        Some((condition, body)) => (Some(static_condition(condition)?), body),
        None => (None, s),
    };
    let rest = eat(self_ref(body, ctx)?, " gets ")?;
    let ((power, toughness), rest) = signed_pt(rest)?;
    // 613.4c: "This creature gets +1/+1 for each artifact you control." (no condition).
    if let Some(counted) = eat(rest, " for each ").filter(|_| leading.is_none()) {
        let (mut filter, Noun::Permanent, false, after) = noun_phrase(counted)? else { return None };
        (qualifiers(after, &mut filter)?.is_empty() && filter.controller == Some(Controller::You)).then_some(())?;
        let (keywords, attacks_each_combat, condition) = (Vec::new(), false, None);
        return Some(StaticAbility::SelfBoost {
            power,
            toughness,
            keywords,
            attacks_each_combat,
            condition,
            for_each: Some(filter),
        });
    }
    // 508.1d: "…, has flying, and attacks each combat if able" (Dragon's Rage Channeler).
    const ATTACKS: &str = "and attacks each combat if able";
    let (keywords, rest, attacks_each_combat) = match eat(rest, " and has ").or_else(|| eat(rest, ", has ")) {
        Some(r) => {
            let (words, after) = r.find(" as long as ").map_or((r, ""), |i| r.split_at(i));
            let (words, attacks) = words.strip_suffix(ATTACKS).map_or((words, false), |w| (w, true));
            let words = if attacks { words.strip_suffix(", ").or_else(|| words.strip_suffix(' '))? } else { words };
            (attacks || rest.starts_with(" and")).then_some(())?;
            (keyword_words(words)?, after, attacks)
        }
        None => match eat(rest, " ").and_then(|r| eat(r, ATTACKS)) {
            Some(after) => (Vec::new(), after, true),
            None => (Vec::new(), rest, false),
        },
    };
    let condition = match (leading, eat(rest, " as long as ")) {
        (Some(condition), None) if rest.is_empty() => condition,
        (None, Some(condition)) => static_condition(condition)?,
        _ => return None,
    };
    let (condition, for_each) = (Some(condition), None);
    Some(StaticAbility::SelfBoost { power, toughness, keywords, attacks_each_combat, condition, for_each })
}

/// 301.5a, 303.4a. "Equipped creature gets +1/+1 and has trample and
/// lifelink", "Enchanted creature gets +1/+1 for each artifact and/or
/// enchantment you control".
fn attached_boost(s: &str) -> Option<StaticAbility> {
    let rest = eat(s, "Equipped creature gets ").or_else(|| eat(s, "Enchanted creature gets "))?;
    let ((power, toughness), rest) = signed_pt(rest)?;
    let (for_each, rest) = match eat(rest, " for each ") {
        Some(counted) => {
            let (counted, rest) = counted.find(" and has ").map_or((counted, ""), |i| counted.split_at(i));
            // "artifact and/or enchantment": a permanent with one of the types.
            let counted = counted.replace(" and/or ", " or ");
            let (mut filter, Noun::Permanent, false, after) = noun_phrase(&counted)? else { return None };
            (qualifiers(after, &mut filter)?.is_empty() && filter.controller == Some(Controller::You)).then_some(())?;
            (Some(filter), rest)
        }
        None => (None, rest),
    };
    let keywords = match eat(rest, " and has ") {
        Some(words) => keyword_words(words)?,
        None if rest.is_empty() => Vec::new(),
        None => return None,
    };
    Some(StaticAbility::Attached { power, toughness, keywords, for_each })
}

/// 603.4. A triggered ability's intervening "if" clause: "it was kicked"
/// (702.33e, Goblin Bushwhacker) or a condition of the state.
fn intervening_condition(s: &str) -> Option<StaticCondition> {
    if s == "it was kicked" {
        return Some(StaticCondition::ThisWasKicked);
    }
    if s == "it was bargained" {
        return Some(StaticCondition::ThisWasBargained);
    }
    if s == "you cast it" {
        return Some(StaticCondition::YouCastIt);
    }
    // 115.1: "it targets one or more other permanents you control" (Orvar, the All-Form: that spell).
    if s == "it targets one or more other permanents you control" {
        return Some(StaticCondition::ThatSpellTargetsAnotherPermanentYouControl);
    }
    // 603.4, 603.2h: "if you haven't added mana with this ability this turn" (Carpet of Flowers): the ability's "you
    // may" action not yet taken this turn, as "Do this only once each turn." reads.
    if s == "you haven't added mana with this ability this turn"
        || s == "you haven’t added mana with this ability this turn"
    {
        return Some(StaticCondition::NotDoneThisTurn);
    }
    // 120.2: "it has dealt 10 or more damage to that player this turn" (Vessel of the All-Consuming).
    if let Some((at_least, " or more damage to that player this turn")) = eat(s, "it has dealt ").and_then(number) {
        return Some(StaticCondition::ThisDealtDamageToThatPlayerThisTurn { at_least });
    }
    static_condition(s)
}

/// 611.3a. "you control a Mountain", "there are three or more land cards in
/// your graveyard".
fn static_condition(s: &str) -> Option<StaticCondition> {
    // 208.1: "its power is exactly 20" (Amalia Benavides Aguirre).
    if let Some(power) = eat(s, "its power is exactly ").and_then(generic_number) {
        return i32::try_from(power).ok().map(|power| StaticCondition::ThisPowerIs { power });
    }
    // Corrupted (207.2c): "an opponent has three or more poison counters".
    if let Some((at_least, " or more poison counters")) = eat(s, "an opponent has ").and_then(number) {
        return Some(StaticCondition::AnOpponentHasPoison { at_least });
    }
    // 601.2i: "an opponent has cast a blue or black spell this turn" (Veil of Summer).
    if let Some(colors) = eat(s, "an opponent has cast a ").and_then(|r| r.strip_suffix(" spell this turn")) {
        let colors: Option<ColorSet> = colors.split(" or ").map(color_word).collect();
        return colors.map(|colors| StaticCondition::AnOpponentCastSpellThisTurn { colors });
    }
    // 701.59c: "evidence was collected" (a spell's, linked to its optional cost).
    if s == "evidence was collected" {
        return Some(StaticCondition::EvidenceWasCollected);
    }
    if s == "you sacrificed a permanent this turn" {
        return Some(StaticCondition::YouSacrificedThisTurn);
    }
    if s == "you descended this turn" {
        return Some(StaticCondition::YouDescendedThisTurn); // 700.11
    }
    // 508.1: "you attacked with two or more creatures this turn".
    if let Some((at_least, " or more creatures this turn")) = eat(s, "you attacked with ").and_then(number) {
        return Some(StaticCondition::YouAttackedWith { at_least });
    }
    if s == "a permanent you controlled left the battlefield this turn" {
        return Some(StaticCondition::PermanentLeftThisTurn); // revolt, 207.2c
    }
    if let Some(rest) = eat(s, "you control ") {
        // "seven or more Plains" (603.4's "if you control …" too), "three or
        // more artifacts" (metalcraft), "a creature with power 4 or greater".
        let (at_least, rest) = match number(rest)? {
            (n, rest) if n >= 2 => (n, eat(rest, " or more ")?),
            (_, rest) => (1, rest.strip_prefix(' ')?),
        };
        let (mut filter, Noun::Permanent, _, rest) = noun_phrase(rest)? else { return None };
        let rest = qualifiers(rest, &mut filter)?;
        let plain = rest.is_empty() && filter.controller.is_none() && !filter.other;
        return plain.then_some(StaticCondition::YouControl { filter, at_least });
    }
    // 404.1: "a graveyard has twenty or more cards in it" (Jace, the Perfected Mind).
    if let Some((at_least, " or more cards in it")) = eat(s, "a graveyard has ").and_then(number) {
        return Some(StaticCondition::AGraveyardHasCards { at_least });
    }
    // Threshold (207.2c): "seven or more cards are in your graveyard".
    if let Some((at_least, rest)) = number(s).filter(|(n, _)| *n >= 2)
        && let Some((filter, true, rest)) = eat(rest, " or more ").and_then(card_phrase)
        && eat(rest, " are in your graveyard") == Some("")
    {
        return Some(StaticCondition::CardsInYourGraveyard { filter, at_least });
    }
    let (at_least, rest) = number(eat(s, "there are ")?)?;
    if eat(rest, " or more card types among cards in your graveyard") == Some("") {
        return Some(StaticCondition::CardTypesInYourGraveyard { at_least });
    }
    let (filter, true, rest) = card_phrase(eat(rest, " or more ")?)? else { return None };
    (eat(rest, " in your graveyard") == Some("")).then_some(StaticCondition::CardsInYourGraveyard { filter, at_least })
}

/// 614.1c. What follows "enters tapped unless you control ".
fn enter_condition(s: &str) -> Option<EnterCondition> {
    match number(s) {
        Some((lands, " or fewer other lands")) => return Some(EnterCondition::AtMostOtherLands { lands }),
        Some((lands, " or more other lands")) => return Some(EnterCondition::AtLeastOtherLands { lands }),
        // "three or more other Islands": a land type (205.3i), plural.
        Some((count, rest)) if rest.starts_with(" or more other ") => {
            let (subtype, true) = subtype_word(eat(rest, " or more other ")?)? else { return None };
            SubtypeKind::Land.find(subtype)?;
            return Some(EnterCondition::AtLeastOtherOfType { count, subtype: subtype.to_string() });
        }
        _ => {}
    }
    let mut subtypes = Vec::new();
    for part in s.split(" or ") {
        let name = eat(part, "a ").or_else(|| eat(part, "an "))?;
        let (subtype, false) = subtype_word(name)? else { return None };
        SubtypeKind::Land.find(subtype)?; // a land type (205.3i)
        subtypes.push(subtype.to_string());
    }
    Some(EnterCondition::YouControlA { subtypes })
}

/// The N of a generic mana symbol `{N}`, written in digits.
fn generic_number(digits: &str) -> Option<u32> {
    (!digits.is_empty() && digits.len() <= 7 && digits.bytes().all(|b| b.is_ascii_digit()))
        .then(|| digits.parse().ok())
        .flatten()
}

/// 601.2f. What "costs {N} less to cast for each …" counts: "artifact you
/// control", "instant and sorcery card in your graveyard", "basic land type
/// among lands you control" (domain).
fn cost_count(each: &str) -> Option<CostCount> {
    if each == "basic land type among lands you control" {
        return Some(CostCount::BasicLandTypes);
    }
    // 601.2f: "for each card exiled this way" (the additional cost's, March of Otherworldly Light).
    if each == "card exiled this way" {
        return Some(CostCount::ExiledForCost);
    }
    if let Some(cards) = each.strip_suffix(" in your graveyard") {
        let types = cards.strip_suffix(" card").or_else(|| cards.strip_suffix(" cards"))?;
        if types.is_empty() {
            return None;
        }
        let mut list = Vec::new();
        for w in types.split(" and ").flat_map(|p| p.split(" or ")) {
            match type_word(w) {
                Some((t, false)) => list.push(t),
                _ => return None,
            }
        }
        return Some(CostCount::GraveyardCards { types: list });
    }
    let (mut filter, Noun::Permanent, false, rest) = noun_phrase(each)? else { return None };
    let rest = qualifiers(rest, &mut filter)?;
    (rest.is_empty() && filter.controller == Some(Controller::You) && filter.condition.is_none())
        .then_some(CostCount::Permanents { filter })
}

/// "all colors", "colorless", "blue and red" (604.3, 105.2).
pub(crate) fn color_definition(colors: &str) -> Option<ColorSet> {
    match colors {
        "all colors" => return Some(ColorSet::ALL),
        "colorless" => return Some(ColorSet::EMPTY),
        _ => {}
    }
    let mut set = ColorSet::EMPTY;
    for word in colors.split([',', ' ']).filter(|w| !w.is_empty() && *w != "and") {
        set = set.with(Color::ALL.into_iter().find(|c| c.name() == word)?);
    }
    (!set.is_empty()).then_some(set)
}

// --- Activated abilities and mana abilities -------------------------------------------

/// 207.2c. The line without an ability word and its em dash ("Channel — ").
fn without_ability_word(body: &str) -> &str {
    if let Some((head, rest)) = split_at_spaced_dash(body)
        && head.starts_with(|c: char| c.is_ascii_uppercase())
        && head.len() <= 40
        && head.chars().all(|c| c.is_alphabetic() || c == ' ' || c == '-')
    {
        return rest;
    }
    body
}

/// 602.1a, 605.1a. "\[Cost\]: \[Effect\]. \[Activate only …\]": a mana ability
/// when its effect adds mana, has no target and moves no card to or from a
/// library (605.1a, 7 Aug 2026); otherwise an activated ability.
fn activated(body: &str, ctx: &ParseContext<'_>) -> Option<Ability> {
    let body = without_ability_word(body);
    // The first ": " (found by its colon: a byte search, cheaper than a substring search on every line).
    let colon = body
        .match_indices(':')
        .map(|(i, _)| i)
        .find(|&i| body.get(i + 1..).is_some_and(|rest| rest.starts_with(' ')))?;
    let (cost_text, effect_text) = (body.get(..colon)?, body.get(colon + 2..)?);
    let mut cost = cost(cost_text, ctx)?;
    let all = sentences(effect_text)?;
    let mut n = all.len();
    // 107.3, 106.6: "Spend only black mana on X." (Crypt Rats), of a cost with {X}.
    if let Some(last) = n.checked_sub(1).and_then(|l| all.get(l))
        && let Some(color) = eat(last, "Spend only ")
            .and_then(word)
            .and_then(|(w, rest)| (rest == " mana on X").then_some(w).and_then(color_word))
        && cost.mana().is_some_and(|m| m.symbols().iter().any(|s| s.is_x()))
    {
        cost.x_only = Some(color);
        n -= 1;
    }
    // 601.2f via 602.2b: "This ability costs {1} less to activate for each …".
    let mut reduction = None;
    if let Some(last) = n.checked_sub(1).and_then(|l| all.get(l))
        && let Some((generic, each)) = eat(last, "This ability costs {")
            .and_then(|r| r.split_once('}'))
            .and_then(|(g, r)| Some((generic_number(g)?, eat(r, " less to activate for each ")?)))
    {
        reduction = Some(super::ability::ActivationReduction { generic, per: cost_count(each)? });
        n -= 1;
    }
    let mut restrictions = Vec::new();
    // "Activate only if [this] entered this turn."
    let entered = |s: &str| {
        let rest = eat(s, "Activate only if ").and_then(|r| self_ref(r, ctx))?;
        (rest == " entered this turn").then_some(ActivationRestriction::EnteredThisTurn)
    };
    // "Activate only if a player has one or fewer cards in hand and only as a sorcery.": two restrictions.
    let read = |s: &str| ActivationRestriction::read(s).or_else(|| entered(s));
    while let Some(last) = n.checked_sub(1).and_then(|last| all.get(last)) {
        if let Some(r) = last.strip_suffix(" and only as a sorcery").and_then(read) {
            restrictions.splice(0..0, [r, ActivationRestriction::SorcerySpeed]);
        } else if let Some(r) = read(last) {
            restrictions.insert(0, r);
        } else {
            break;
        }
        n -= 1;
    }
    let (first, more) = all.get(..n)?.split_first()?;
    if let Some(added) = first.strip_prefix("Add ") {
        // "Add one mana of the chosen color", "Add {U} or one mana of the chosen color".
        let (added, chosen_color) = match added.strip_suffix("one mana of the chosen color") {
            Some(before) => (before.strip_suffix(" or ").unwrap_or(before), 1),
            None if added == "two mana of the chosen color" => ("", 2),
            None => (added, 0),
        };
        // 106.1: "one mana of any color among legendary permanents you control".
        let (added, among) = match added.split_once(" among ") {
            Some(("one mana of any color", phrase)) => {
                let (mut filter, Noun::Permanent, true, rest) = noun_phrase(phrase)? else { return None };
                let rest = qualifiers(rest, &mut filter)?;
                if !rest.is_empty() || filter.controller != Some(Controller::You) || chosen_color > 0 {
                    return None;
                }
                ("one mana of any color", Some(filter))
            }
            Some(_) => return None,
            None => (added, None),
        };
        let choices = if added.is_empty() && chosen_color > 0 { Vec::new() } else { mana_choices(added)? };
        let (mut damage_to_you, mut spend_only_on, mut effects) = (0, None, Vec::new());
        let (mut uncounterable, mut land_abilities_only, mut of_chosen_type) = (false, false, false);
        let mut no_generic = false;
        for sentence in more {
            if *sentence == "Spend this mana only to activate abilities of land sources" && spend_only_on.is_none() {
                land_abilities_only = true;
            } else if *sentence == "This mana can't be spent to pay generic mana costs" {
                no_generic = true;
            } else if let Some((filter, protects, chosen)) = spend_only(sentence).filter(|_| !land_abilities_only) {
                spend_only_on = Some(filter);
                (uncounterable, of_chosen_type) = (protects, chosen);
            } else {
                match effect_sentence(sentence, ctx)?.as_slice() {
                    [Effect::DealDamage { amount, to: Recipient::You }] if effects.is_empty() && damage_to_you == 0 => {
                        damage_to_you = *amount;
                    }
                    [Effect::Draw { player: PlayerRef::You, count }] => {
                        effects.push(Effect::Draw { player: PlayerRef::You, count: *count });
                    }
                    _ => return None,
                }
            }
        }
        if effects.is_empty() {
            return Some(Ability::Mana {
                cost,
                choices,
                damage_to_you,
                spend_only_on,
                of_chosen_type,
                restrictions,
                chosen_color,
                land_abilities_only,
                no_generic,
                uncounterable,
                among,
            });
        }
        if chosen_color > 0 || land_abilities_only || no_generic || among.is_some() {
            return None;
        }
        // 605.1a (7 Aug 2026): drawing moves a card from a library, so this
        // is not a mana ability; it uses the stack.
        if damage_to_you > 0 || spend_only_on.is_some() || reduction.is_some() {
            return None;
        }
        effects.insert(0, Effect::AddMana { choices, for_each_destroyed: false });
        return Some(Ability::Activated { cost, effects, restrictions, reduction: None });
    }
    // 602.2, 400.7: "Remove three +1/+1 counters from Slogurk: Return it to its owner's hand.": "it" is the
    // permanent its cost names.
    if let Some(&[only]) = all.get(..n)
        && ["Return it to its owner's hand", "Return it to its owner’s hand"].contains(&only)
        && cost.parts.iter().any(|p| matches!(p, CostPart::RemoveCounters { .. }))
    {
        return Some(Ability::Activated { cost, effects: vec![Effect::ReturnThisToHand], restrictions, reduction });
    }
    // 201.3, 701.23: "Choose a card name. Search target opponent's … That player shuffles, …" (The Stone Brain).
    if let Some(effect) = all.get(..n).and_then(exile_named_cards) {
        return Some(Ability::Activated { cost, effects: vec![effect], restrictions, reduction });
    }
    // 608.2d: "Look at the top four cards of your library. You may reveal … Put the rest on the bottom …" (Narset).
    if let Some(&[look, reveal, rest_on_bottom]) = all.get(..n)
        && let Some(effects) = look_at_top_may_reveal(look, reveal, rest_on_bottom)
    {
        return Some(Ability::Activated { cost, effects, restrictions, reduction });
    }
    // 608.2d: "Look at the top two cards of your library. Put one of them into your hand and the other into your
    // graveyard." (Waker of Waves): read as a spell's (Dig Through Time's) instructions are.
    if let Some(&[look, put]) = all.get(..n)
        && eat(look, "Look at the top ").is_some()
        && let Some(effects) = effects(&[look, put], ctx)
        && matches!(effects[..], [Effect::LookAtTopTake { .. }, Effect::TopIntoGraveyard { .. }])
    {
        return Some(Ability::Activated { cost, effects, restrictions, reduction });
    }
    // 701.20a, 608.2d: "Reveal the top four cards of your library. You may put a land card from among them onto
    // the battlefield tapped. Put the rest into your graveyard." (Shigeki, Jukai Visionary): read as a spell's.
    if let Some(&[reveal, put, rest]) = all.get(..n)
        && eat(reveal, "Reveal the top ").is_some()
        && let Some(effects) = effects(&[reveal, put, rest], ctx)
        && matches!(effects[..], [Effect::LookAtTopPutOntoBattlefield { .. }, Effect::RestIntoGraveyard { .. }])
    {
        return Some(Ability::Activated { cost, effects, restrictions, reduction });
    }
    // 707.9b, 603.7a: "Create a token that's a copy of another target nonlegendary creature you control, except it
    // has haste. Sacrifice it at the beginning of the next end step." (Reflection of Kiki-Jiki).
    if let Some(&[create, sacrifice]) = all.get(..n)
        && let Some(effects) = effects(&[create, sacrifice], ctx)
        && matches!(effects[..], [Effect::CreateTokenCopy { sacrificed_at_next_end_step: true, .. }])
    {
        return Some(Ability::Activated { cost, effects, restrictions, reduction });
    }
    // 608.2d, 118.9: "Choose an exiled card an opponent owns with a void counter on it. You may play it this turn
    // without paying its mana cost." (Dauthi Voidwalker): read as a spell's instructions are.
    if let Some(&[choose, play]) = all.get(..n)
        && let Some(effects) = effects(&[choose, play], ctx)
        && matches!(effects[..], [Effect::ChooseExiledMayPlayFree { .. }])
    {
        return Some(Ability::Activated { cost, effects, restrictions, reduction });
    }
    // 700.3, 701.21a: "Separate all permanents target player controls into two piles. That player sacrifices
    // all permanents in the pile of their choice." (Liliana of the Veil's −6).
    if let Some(&[separate, sacrifice]) = all.get(..n)
        && let Some(rest) = eat(separate, "Separate all permanents ")
        && let Some((player, "controls into two piles")) = target_player(rest)
        && sacrifice == "That player sacrifices all permanents in the pile of their choice"
    {
        let effects = vec![Effect::SeparatePilesSacrifice { player }];
        return Some(Ability::Activated { cost, effects, restrictions, reduction });
    }
    // 608.2c: "Target player mills three cards. Then if a graveyard has twenty or more cards in it, you draw three
    // cards. Otherwise, you draw a card." (Jace, the Perfected Mind): read as a spell's instructions are.
    // "You may discard a card. If you do, draw a card." (Nahiri, the Harbinger) likewise, and "Draw a card. Then if
    // there are no charge counters on Reckoner Bankbuster, create …", and "Draw a card. Then discard a card unless you
    // attacked this turn." (Kaito Shizuki).
    let conditional = |s: &&str| {
        ["Otherwise, ", "If you do, ", "Then if there are no "].iter().any(|p| s.starts_with(p))
            || s.ends_with(" unless you attacked this turn")
    };
    let no_counters = |e: &Effect| {
        matches!(
            e,
            Effect::OnlyIf {
                condition: StaticCondition::ThisHasNoCounters { .. } | StaticCondition::YouDidntAttackThisTurn,
                ..
            }
        )
    };
    if let Some(sentences) = all.get(..n).filter(|s| s.iter().any(conditional))
        && let Some(effects) = effects(sentences, ctx)
        && effects.iter().any(|e| matches!(e, Effect::InsteadIf { .. } | Effect::IfYouDo { .. }) || no_counters(e))
    {
        return Some(Ability::Activated { cost, effects, restrictions, reduction });
    }
    // 608.2g, 601.3, 614.1a: "You may cast target instant or sorcery card from your graveyard this turn. If that
    // spell would be put into your graveyard, exile it instead." (Jace, Telepath Unbound).
    if let Some(sentences @ &[_, "If that spell would be put into your graveyard, exile it instead"]) = all.get(..n)
        && let Some(effects) = effects(sentences, ctx)
        && matches!(
            effects[..],
            [Effect::MayCastThisTurn { exile_instead: true, .. }
                | Effect::MayCastWithoutPaying { exile_instead: true, .. }]
        )
    {
        return Some(Ability::Activated { cost, effects, restrictions, reduction });
    }
    // 603.5, 603.12: "You may sacrifice a creature. When you do, destroy target creature or planeswalker." (Grist,
    // the Hunger Tide): the reflexive ability's target is chosen when it triggers.
    if let Some(&[sacrifice, when_you_do]) = all.get(..n)
        && let Some(what) = eat(sacrifice, "You may sacrifice a ")
        && let Some(reflexive) = eat(when_you_do, "When you do, ")
        && let Some((mut filter, Noun::Permanent, false, "")) = noun_phrase(what)
    {
        filter.controller = Some(Controller::You);
        let effects =
            vec![Effect::MaySacrifice { filter }, Effect::Reflexive { effects: effect_sentence(reflexive, ctx)? }];
        return Some(Ability::Activated { cost, effects, restrictions, reduction });
    }
    // 111.1, 701.17a, 608.2c: "Create a 1/1 black and green Insect creature token, then mill a card. If an Insect card
    // was milled this way, put a loyalty counter on Grist and repeat this process." (Grist, the Hunger Tide).
    if let Some(&[create, repeat]) = all.get(..n)
        && let Some((create, "mill a card")) = create.split_once(", then ")
        && let Some(Ok([Effect::CreateTokens { count: 1, token }])) =
            effect_sentence(create, ctx).map(<[Effect; 1]>::try_from)
        && let Some(rest) = eat(repeat, "If an ").or_else(|| eat(repeat, "If a "))
        && let Some((filter, false, rest)) = card_phrase(rest)
        && let Some(rest) = eat(rest, " was milled this way, put a loyalty counter on ").and_then(|r| self_ref(r, ctx))
        && rest == " and repeat this process"
    {
        let effects = vec![Effect::CreateTokenMillRepeat { token, filter }];
        return Some(Ability::Activated { cost, effects, restrictions, reduction });
    }
    // 701.23, 611.2a, 603.7a: "Search your library for an artifact or creature card, put it onto the battlefield,
    // then shuffle. It gains haste. Return it to your hand at the beginning of the next end step." (Nahiri, the
    // Harbinger): the card found, remembered as it enters.
    if let Some(&[search_sentence, "It gains haste", "Return it to your hand at the beginning of the next end step"]) =
        all.get(..n)
        && let Some(Effect::SearchLibrary { filter, destination: destination @ SearchDestination::Battlefield { .. } }) =
            search(search_sentence)
    {
        let effects = vec![Effect::SearchLibrary { filter, destination }, Effect::FoundGainsHasteReturnsAtNextEndStep];
        return Some(Ability::Activated { cost, effects, restrictions, reduction });
    }
    // 105.1, 608.2d: "Choose a color. Another target creature you control gains … hexproof from that color …"
    // (Skrelv, Defector Mite): read as a spell's instructions are.
    if let Some(sentences @ &["Choose a color", ..]) = all.get(..n)
        && let Some(effects) = effects(sentences, ctx)
        && effects.first() == Some(&Effect::ChooseColor)
    {
        return Some(Ability::Activated { cost, effects, restrictions, reduction });
    }
    // 406.1, 601.3, 118.9: "Exile the top X cards of target opponent's library. You may play lands and cast spells from
    // among cards exiled this way without paying their mana costs." (Gix, Yawgmoth Praetor): read as a spell's are.
    if let Some(sentences @ &[_, _]) = all.get(..n)
        && let Some(effects) = effects(sentences, ctx)
        && let [one] = effects.as_slice()
        && let Effect::ExileTopMayPlayFree { .. } = match one {
            Effect::NumberIs { effect, .. } => &**effect,
            one => one,
        }
    {
        return Some(Ability::Activated { cost, effects, restrictions, reduction });
    }
    let mut effects = Vec::new();
    let (mut last, mut before) = all.get(..n)?.split_last()?;
    // "… put it onto the battlefield tapped, then shuffle. Then if you
    // control four or more lands, untap that land." (Fabled Passage)
    let mut untap_if_lands = None;
    if let Some((lands, rest)) = eat(last, "Then if you control ").and_then(number)
        && eat(rest, " or more lands, untap that land") == Some("")
        && let Some((search, earlier)) = before.split_last()
    {
        untap_if_lands = Some(lands);
        (last, before) = (search, earlier);
    }
    // "Destroy target land. Its controller may search …" (Ghost Quarter):
    // only after destroying one target, whose controller "its" names.
    if let Some((search, taken)) = players_search(last, before) {
        for sentence in &before[..before.len() - taken] {
            effects.extend(effect_sentence(sentence, ctx)?);
        }
        let each = matches!(search, Effect::PlayersSearch { searchers: Searchers::EachPlayer, .. });
        if untap_if_lands.is_some() || !(matches!(effects[..], [Effect::Destroy { .. }]) || each && effects.is_empty())
        {
            return None;
        }
        effects.push(search);
        return Some(Ability::Activated { cost, effects, restrictions, reduction });
    }
    for sentence in before {
        if let Some(prevention) = that_creature(sentence, &effects) {
            effects.push(prevention);
        } else if !still_a_land(sentence, &effects) {
            effects.extend(effect_sentence(sentence, ctx)?);
        }
    }
    let prevention = that_creature(last, &effects);
    // 113.7a: in an ability activated by discarding the card (channel),
    // "It deals 4 damage to …" is the card, now in the graveyard, dealing it.
    let discarded = eat(last, "It deals ")
        .filter(|_| cost.has(|p| *p == CostPart::DiscardSelf))
        .map(|rest| format!("~ deals {rest}"));
    let last: &str = discarded.as_deref().unwrap_or(last);
    match search(last) {
        Some(Effect::SearchLibrary { filter, destination: SearchDestination::Battlefield { tapped, .. } })
            if untap_if_lands.is_some() =>
        {
            let destination = SearchDestination::Battlefield { tapped, untap_if_lands };
            effects.push(Effect::SearchLibrary { filter, destination });
        }
        _ if untap_if_lands.is_some() => return None,
        Some(effect) => effects.push(effect),
        None if prevention.is_some() => effects.extend(prevention),
        None if still_a_land(last, &effects) => {}
        // 608.2h: "If it was a creature card, …" (Scavenging Ooze).
        None => {
            if if_it_was(last, &mut effects, ctx).is_none() {
                effects.extend(effect_sentence(last, ctx)?);
            }
        }
    }
    Some(Ability::Activated { cost, effects, restrictions, reduction })
}

/// "{G}", "{W} or {U}", "{G}, {U}, or {R}", "{C}{C}", "one mana of any color".
fn mana_choices(rest: &str) -> Option<Vec<ManaCost>> {
    let one = |t: &str| ManaCost::parse(t).ok();
    match rest {
        "one mana of any color" => {
            return Color::ALL
                .iter()
                .map(|c| Some(ManaCost::from_symbols(vec![ManaSymbol::Colored { color: *c }])))
                .collect();
        }
        "one mana of any type" => {
            return ["{W}", "{U}", "{B}", "{R}", "{G}", "{C}"].into_iter().map(one).collect();
        }
        _ => {}
    }
    let mut choices = Vec::new();
    for part in rest.split(", ").flat_map(|p| p.split(" or ")) {
        let part = part.strip_prefix("or ").unwrap_or(part);
        if part.is_empty() || part.len() > 64 || !part.chars().all(|c| "{}WUBRGC".contains(c)) {
            return None;
        }
        let cost = one(part)?;
        if cost.is_none() {
            return None;
        }
        choices.push(cost);
    }
    (!choices.is_empty()).then_some(choices)
}

/// 106.6. "Spend this mana only to cast creature spells" / "… a creature
/// spell"; with "…, and that spell can't be countered" (101.2), `true`; with
/// "… of the chosen type" (614.12, Cavern of Souls), the last `true`.
fn spend_only(s: &str) -> Option<(ObjectFilter, bool, bool)> {
    let rest = eat(s, "Spend this mana only to cast ")?;
    let rest = eat(rest, "a ").or_else(|| eat(rest, "an ")).unwrap_or(rest);
    let (rest, uncounterable) = match rest
        .strip_suffix(", and that spell can't be countered")
        .or_else(|| rest.strip_suffix(", and that spell can’t be countered"))
    {
        Some(before) => (before, true),
        None => (rest, false),
    };
    let (rest, of_chosen_type) = match rest.strip_suffix(" of the chosen type") {
        Some(before) => (before, true),
        None => (rest, false),
    };
    match noun_phrase(rest)? {
        (filter, Noun::Spell, _, "")
            if filter.controller.is_none()
                && !filter.other
                && (!of_chosen_type || filter.types.contains(&CardType::Creature)) =>
        {
            Some((filter, uncounterable, of_chosen_type))
        }
        _ => None,
    }
}

/// 118, 602.1a. The parts of a cost, separated by commas.
fn cost(text: &str, ctx: &ParseContext<'_>) -> Option<Cost> {
    // 201.5: a name with a comma ("Discard Boseiju, Who Endures") is one
    // self-reference, not two cost items.
    let mut text = std::borrow::Cow::Borrowed(text);
    for name in ctx.names.iter().filter(|n| n.contains(", ")) {
        if text.contains(name) {
            text = std::borrow::Cow::Owned(text.replace(name, "~"));
        }
    }
    let parts: Option<Vec<CostPart>> = text.split(", ").map(|item| cost_part(item, ctx)).collect();
    let parts = parts?;
    let manas = parts.iter().filter(|p| matches!(p, CostPart::Mana { .. })).count();
    (manas <= 1 && !parts.is_empty()).then_some(Cost { parts, x_only: None })
}

/// The number of `{E}` symbols making up `s` exactly.
fn energy_symbols(s: &str) -> Option<u32> {
    let n = s.len() / 3;
    (n > 0 && n <= 100 && s == "{E}".repeat(n)).then(|| u32::try_from(n).ok()).flatten()
}

fn cost_part(s: &str, ctx: &ParseContext<'_>) -> Option<CostPart> {
    match s {
        "{T}" => return Some(CostPart::Tap),
        "{Q}" => return Some(CostPart::Untap),
        _ => {}
    }
    if let Some(amount) = energy_symbols(s) {
        return Some(CostPart::PayEnergy { amount });
    }
    // 606.4, 107.3: "−X".
    if s == "−X" || s == "-X" {
        return Some(CostPart::LoyaltyMinusX);
    }
    // 606.4: a loyalty symbol, "+2", "−3" (a minus sign) or "0".
    let signed = match s.strip_prefix('+') {
        Some(d) => Some((1, d)),
        None => s.strip_prefix(['−', '-']).map(|d| (-1, d)).or((s == "0").then_some((1, s))),
    };
    if let Some((sign, digits)) = signed
        && !digits.is_empty()
        && digits.len() <= 2
        && digits.bytes().all(|b| b.is_ascii_digit())
    {
        let n: i32 = digits.parse().ok()?;
        return Some(CostPart::Loyalty { change: sign * n });
    }
    if s.starts_with('{') {
        let cost = ManaCost::parse(s).ok().filter(|c| !c.is_none())?;
        return Some(CostPart::Mana { cost });
    }
    if let Some(rest) = eat(s, "Pay ") {
        if let Some(amount) = energy_symbols(rest) {
            return Some(CostPart::PayEnergy { amount });
        }
        let (amount, rest) = number(rest)?;
        return (eat(rest, " life") == Some("")).then_some(CostPart::PayLife { amount });
    }
    if let Some(rest) = eat(s, "Sacrifice ") {
        if self_ref(rest, ctx) == Some("") {
            return Some(CostPart::SacrificeSelf);
        }
        let (count, rest) = match number(rest) {
            Some((n, r)) => (n, r.strip_prefix(' ')?),
            None if eat(rest, "another ").is_some() => (1, rest),
            None => return None,
        };
        let (filter, Noun::Permanent, plural, "") = noun_phrase(rest)? else { return None };
        return (plural == (count > 1)).then_some(CostPart::Sacrifice { count, filter });
    }
    if let Some(rest) = eat(s, "Tap ") {
        // "Tap an untapped Gate you control" (not this permanent: that is {T}).
        let (count, rest) = number(rest)?;
        let rest = eat(rest.strip_prefix(' ')?, "untapped ")?;
        let (mut filter, Noun::Permanent, plural, rest) = noun_phrase(rest)? else { return None };
        let rest = qualifiers(rest, &mut filter)?;
        filter.other = true;
        return (rest.is_empty() && plural == (count > 1) && filter.controller == Some(Controller::You))
            .then_some(CostPart::TapUntapped { count, filter });
    }
    // 118.3: "Return Shigeki, Jukai Visionary to its owner's hand" (the permanent itself).
    if let Some(rest) = eat(s, "Return ").and_then(|r| self_ref(r, ctx))
        && matches!(rest, " to its owner's hand" | " to its owner’s hand")
    {
        return Some(CostPart::ReturnSelfToHand);
    }
    // 118.3: "return an Island you control to its owner's hand" (Daze).
    if let Some(rest) = eat(s, "Return ") {
        let rest = rest.strip_suffix(" to its owner's hand").or_else(|| rest.strip_suffix(" to its owner’s hand"))?;
        let (count, rest) = number(rest)?;
        let (mut filter, Noun::Permanent, false, rest) = noun_phrase(rest.strip_prefix(' ')?)? else { return None };
        let rest = qualifiers(rest, &mut filter)?;
        filter.other = true;
        return (rest.is_empty() && count == 1 && filter.controller == Some(Controller::You))
            .then_some(CostPart::ReturnToHand { count, filter });
    }
    // 701.20a: "Reveal X white cards from your hand" (Martyr of Sands).
    if let Some(rest) = eat(s, "Reveal X ").and_then(|r| r.strip_suffix(" from your hand")) {
        let (filter, true, "") = card_phrase(rest)? else { return None };
        return Some(CostPart::RevealX { filter });
    }
    if let Some(rest) = eat(s, "Discard ") {
        if self_ref(rest, ctx) == Some("") {
            return Some(CostPart::DiscardSelf);
        }
        // 107.3: "Discard X cards" (Gix, Yawgmoth Praetor).
        if let Some(cards) = eat(rest, "X ") {
            let (filter, true, "") = card_phrase(cards)? else { return None };
            return Some(CostPart::DiscardX { filter });
        }
        let (count, filter, "") = counted_cards(rest)? else { return None };
        return Some(CostPart::Discard { count, filter });
    }
    if let Some(rest) = eat(s, "Exile ") {
        // "Exile Plaza of Heroes" (a permanent's own cost, 701.13).
        if self_ref(rest, ctx) == Some("") {
            return Some(CostPart::ExileSelf { from: Zone::Battlefield });
        }
        let (what, from) = if let Some(w) = rest.strip_suffix(" from your graveyard") {
            (w, Zone::Graveyard)
        } else {
            (rest.strip_suffix(" from your hand")?, Zone::Hand)
        };
        if self_ref(what, ctx) == Some("") {
            return Some(CostPart::ExileSelf { from });
        }
        // 702.138a: "Exile five other cards from your graveyard" (escape): not the card cast.
        let (count, mut filter, "") = counted_cards(&what.replacen(" other ", " ", 1))? else { return None };
        filter.other = what.contains(" other ");
        return Some(CostPart::Exile { count, filter, from });
    }
    // 122.6: "Put a -0/-1 counter on Wall of Roots", "Put a page counter on Mazemind Tome" (any kind, 122.1).
    if let Some(rest) = eat(s, "Put ") {
        let (count, rest) = number(rest)?;
        let (counter, rest) = counter_kind(rest.strip_prefix(' ')?, count)?;
        let rest = eat(rest, " on ")?;
        return (self_ref(rest, ctx) == Some("")).then_some(CostPart::PutCounters { count, counter });
    }
    if let Some(rest) = eat(s, "Remove ") {
        let (count, rest) = number(rest)?;
        // 122.8: "Remove a +1/+1 counter from …", "Remove a charge counter from Reckoner Bankbuster".
        let (counter, rest) = counter_kind(rest.strip_prefix(' ')?, count)?;
        let rest = eat(rest, " from ")?;
        return (self_ref(rest, ctx) == Some("")).then_some(CostPart::RemoveCounters { count, counter });
    }
    None
}

/// "a card", "two cards", "a land card", "a creature card": the count, the
/// filter and what follows.
fn counted_cards(s: &str) -> Option<(u32, ObjectFilter, &str)> {
    let (count, rest) = number(s)?;
    let rest = rest.strip_prefix(' ')?;
    let (filter, plural, rest) = card_phrase(rest)?;
    (plural == (count > 1)).then_some((count, filter, rest))
}

/// "card", "land card", "basic land card", "Forest or Plains card",
/// "Plains, Island, Swamp, or Mountain card": the filter, whether plural,
/// and what follows.
fn card_phrase(s: &str) -> Option<(ObjectFilter, bool, &str)> {
    let (head, plural, rest) = if let Some(r) = eat(s, "cards") {
        ("", true, r)
    } else if let Some(r) = eat(s, "card") {
        ("", false, r)
    } else if let Some(at) = s.find(" cards") {
        (&s[..at], true, &s[at + 6..])
    } else {
        let at = s.find(" card")?;
        (&s[..at], false, &s[at + 5..])
    };
    if rest.starts_with(|c: char| c.is_alphanumeric()) {
        return None;
    }
    let mut filter = ObjectFilter::default();
    if head.is_empty() {
        return Some((filter, plural, rest));
    }
    // "a blue card" (105.2: a card of that color).
    if let Some(color) = color_word(head) {
        filter.colors = ColorSet::only(color);
        return Some((filter, plural, rest));
    }
    // "a blue or black creature card" (105.2: a card of one of those colors).
    let head = match head.split_once(" or ").and_then(|(first, r)| Some((color_word(first)?, r.split_once(' ')?))) {
        Some((first, (second, kind))) if color_word(second).is_some() && type_word(kind).is_some() => {
            filter.colors = ColorSet::only(first).union(ColorSet::only(color_word(second)?));
            kind
        }
        _ => head,
    };
    let head = match eat(head, "basic ") {
        Some(h) => {
            filter.supertypes.push(Supertype::Basic);
            h
        }
        None => head,
    };
    // 110.4: "permanent cards" (descend, 207.2c): cards of a permanent type.
    if head == "permanent" {
        return Some((permanent_card(), plural, rest));
    }
    // 110.4, 205.4b: "nonland permanent card" (Tinybones, the Pickpocket).
    if head == "nonland permanent" {
        let filter = ObjectFilter { not_types: vec![CardType::Land], ..permanent_card() };
        return Some((filter, plural, rest));
    }
    let items = head.replace(", or ", " or ").replace(", ", " or ");
    for item in items.split(" or ") {
        if let Some((t, false)) = type_word(item) {
            if !filter.subtypes.is_empty() {
                return None;
            }
            filter.types.push(t);
        } else if let Some((subtype, false)) = subtype_word(item) {
            if !filter.types.is_empty() {
                return None;
            }
            filter.subtypes.push(subtype.to_string());
        } else {
            return None;
        }
    }
    // "an artifact or creature card" (Nahiri, the Harbinger): a card of one of them.
    if filter.types.len() > 1 {
        filter.one_of_types = std::mem::take(&mut filter.types);
    }
    Some((filter, plural, rest))
}

/// A search (see [`search`]) then " and you gain 1 life": the search, then
/// the other instruction. TODO(CR 608.2c): the search's choice is asked when
/// the resolution ends, after the instructions that follow it.
fn search_then(s: &str, ctx: &ParseContext<'_>) -> Option<Vec<Effect>> {
    let at = s.find(", then shuffle and ")?;
    let (head, tail) = s.split_at(at + ", then shuffle".len());
    let mut effects = vec![search(head)?];
    effects.extend(effect_sentence(eat(tail, " and ")?, ctx)?);
    Some(effects)
}

/// 701.23, 701.24. "Search your library for a Forest or Plains card, put it
/// onto the battlefield\[ tapped\], then shuffle", "Search your library for
/// a basic land card, reveal it, put it into your hand, then shuffle".
fn search(s: &str) -> Option<Effect> {
    let rest = eat(s, "Search your library for ")?;
    // Converge, 601.2h: "a creature, instant, or sorcery card with mana value less than or equal to the number of
    // colors of mana spent to cast this spell, exile that card, then shuffle" (Bring to Light): the number counted
    // as it resolves.
    if let Some((head, tail)) = rest.split_once(" with mana value less than or equal to")
        && let Some(tail) = eat(tail, COLORS_SPENT)
    {
        let (mut filter, destination) = search_rest(&format!("{head}{tail}"), false)?;
        if filter.condition.is_some() {
            return None;
        }
        filter.condition =
            Some(Condition { quantity: Quantity::ManaValue, comparison: Comparison::AtMost, value: 0, x: false });
        let search = Box::new(Effect::SearchLibrary { filter, destination });
        return Some(Effect::NumberIs { counted: Counted::ColorsOfManaSpent, effect: search });
    }
    let (filter, destination) = search_rest(rest, false)?;
    Some(Effect::SearchLibrary { filter, destination })
}

/// What follows "search your library for ": "a basic land card, put it onto
/// the battlefield, then shuffle" (with `third_person`, "… puts it …, then
/// shuffles"; a card revealed only in the first person).
fn search_rest(rest: &str, third_person: bool) -> Option<(ObjectFilter, SearchDestination)> {
    let rest = eat(rest, "a ").or_else(|| eat(rest, "an "))?;
    let (mut filter, false, rest) = card_phrase(rest)? else { return None };
    let rest = mana_value_x_or_less(rest, &mut filter).unwrap_or(rest);
    // "a creature card with mana value 1 or less" (Ranger-Captain of Eos).
    let rest = match eat(rest, " with ").and_then(condition) {
        // 202.1: "an artifact card with mana cost {0} or {1}" (Urza's Saga).
        Some((c, r))
            if filter.condition.is_none() && matches!(c.quantity, Quantity::ManaValue | Quantity::ManaCost) =>
        {
            filter.condition = Some(c);
            r
        }
        _ => rest,
    };
    // 205.3i: "a land card with a basic land type" (Boseiju, Who Endures).
    let rest = match eat(rest, " with a basic land type") {
        Some(r) if filter.types == [CardType::Land] && filter.subtypes.is_empty() => {
            filter.subtypes.extend(BASIC_LAND_TYPES.map(String::from));
            r
        }
        Some(_) => return None,
        None => rest,
    };
    let rest = eat(rest, ", ")?;
    let (revealed, rest) = match eat(rest, "reveal it, ").or_else(|| eat(rest, "reveal that card, ")) {
        Some(r) if !third_person => (true, r),
        Some(_) => return None,
        None => (false, rest),
    };
    let (put, shuffle) = if third_person { ("puts ", ", then shuffles") } else { ("put ", ", then shuffle") };
    // 406.3: "exile that card" (Bring to Light).
    let exiled = if third_person || revealed { None } else { eat(rest, "exile that card") };
    let (destination, rest) = if let Some(r) = exiled {
        (SearchDestination::Exile, r)
    } else {
        let rest = eat(rest, put)?;
        let rest = eat(rest, "it ").or_else(|| eat(rest, "that card "))?;
        if let Some(r) = eat(rest, "into your hand") {
            (SearchDestination::Hand, r)
        } else if let Some(r) = eat(rest, "into your graveyard") {
            (SearchDestination::Graveyard, r)
        } else {
            let r = eat(rest, "onto the battlefield")?;
            match eat(r, " tapped") {
                Some(r) => (SearchDestination::Battlefield { tapped: true, untap_if_lands: None }, r),
                None => (SearchDestination::Battlefield { tapped: false, untap_if_lands: None }, r),
            }
        }
    };
    if revealed && destination != SearchDestination::Hand {
        return None;
    }
    (eat(rest, shuffle) == Some("")).then_some((filter, destination))
}

/// 205.3i. The basic land types.
const BASIC_LAND_TYPES: [&str; 5] = ["Plains", "Island", "Swamp", "Mountain", "Forest"];

/// 701.23, 101.4. A search by other players than the ability's controller
/// ([`Effect::PlayersSearch`]) as its last sentence, or, for "That land's
/// controller may search …. You may search …" (the same search), its last
/// two: the effect and how many sentences of `before` (the earlier ones) it
/// takes.
fn players_search(last: &str, before: &[&str]) -> Option<(Effect, usize)> {
    const THAT: [&str; 3] = [
        "Its controller may search their library for ",
        "That land's controller may search their library for ",
        "That player may search their library for ",
    ];
    let that = |s: &str| THAT.iter().find_map(|p| eat(s, p)).and_then(|r| search_rest(r, false));
    let found = |searchers, (filter, destination)| Effect::PlayersSearch { searchers, filter, destination };
    if let Some(search) = eat(last, "Each player searches their library for ").and_then(|r| search_rest(r, true)) {
        return Some((found(Searchers::EachPlayer, search), 0));
    }
    if let Some(search) = that(last) {
        return Some((found(Searchers::TargetsController, search), 0));
    }
    let yours = eat(last, "You may search your library for ").and_then(|r| search_rest(r, false))?;
    let theirs = that(before.last()?)?;
    (yours == theirs).then(|| (found(Searchers::TargetsControllerThenYou, yours), 1))
}

// --- Keyword lines ----------------------------------------------------------------------

/// 702.29a, 702.29e. "Cycling {2}", "Cycling—Pay 2 life", "Basic landcycling
/// {1}", "Plainscycling {1}": the activated ability the keyword means,
/// "\[Cost\], Discard this card: Draw a card." (or, typecycling, "Search
/// your library for a \[type\] card, reveal it, put it into your hand, then
/// shuffle."), activated from hand (113.6m); an X in the cost is announced
/// as it is activated (107.3, 602.2b: Shark Typhoon's "Cycling {X}{1}{U}").
fn cycling(body: &str) -> Option<Ability> {
    // `body.find("ycling")`, found by its `y` (a byte search: this runs for every line at import).
    let at =
        body.match_indices('y').map(|(i, _)| i).find(|&i| body.get(i..).is_some_and(|r| r.starts_with("ycling")))?;
    let (kind, rest) = (body.get(..at.checked_sub(1)?)?, body.get(at + "ycling".len()..)?);
    let first = body.get(at - 1..at)?;
    let effect = if kind.is_empty() {
        (first == "C").then_some(())?;
        Effect::Draw { player: PlayerRef::You, count: 1 }
    } else {
        (first == "c").then_some(())?;
        let phrase = match kind.strip_prefix("Basic ") {
            Some(rest) => format!("basic {rest} card"),
            None => format!("{kind} card"),
        };
        let (filter, false, "") = card_phrase(&phrase)? else { return None };
        Effect::SearchLibrary { filter, destination: SearchDestination::Hand }
    };
    let cost = if let Some(life) = rest.strip_prefix('—').or_else(|| rest.strip_prefix(" — ")) {
        let (amount, rest) = number(eat(life, "Pay ")?)?;
        (matches!(eat(rest, " life"), Some("" | "."))).then_some(CostPart::PayLife { amount })?
    } else {
        let cost = ManaCost::parse(rest.strip_prefix(' ')?).ok().filter(|c| !c.is_none())?;
        CostPart::Mana { cost }
    };
    Some(Ability::Activated {
        cost: Cost { parts: vec![cost, CostPart::DiscardSelf], x_only: None },
        effects: vec![effect],
        restrictions: Vec::new(),
        reduction: None,
    })
}

/// 702.128a. "Embalm {W}": "{W}, Exile this card from your graveyard: Create a
/// token that's a copy of it, except it's white, it has no mana cost, and it's
/// a Zombie in addition to its other types. Activate only as a sorcery."
fn embalm(body: &str) -> Option<Ability> {
    let cost = ManaCost::parse(eat(body, "Embalm ")?).ok().filter(|c| !c.is_none())?;
    if cost.symbols().iter().any(|s| matches!(s, ManaSymbol::Variable { .. })) {
        return None;
    }
    let exile = CostPart::ExileSelf { from: Zone::Graveyard };
    Some(Ability::Activated {
        cost: Cost { parts: vec![CostPart::Mana { cost }, exile], x_only: None },
        effects: vec![Effect::CreateEmbalmedToken],
        restrictions: vec![ActivationRestriction::SorcerySpeed],
        reduction: None,
    })
}

/// 702.167a. "Craft with creature {4}{B}": the activated ability the
/// keyword means, "\[Cost\], Exile this permanent, Exile \[materials\] from
/// among permanents you control and/or cards in your graveyard: Return this
/// card to the battlefield transformed under its owner's control. Activate
/// only as a sorcery."; materials of one object named by its types (702.167b).
fn craft(body: &str) -> Option<Ability> {
    let (materials, cost) = eat(body, "Craft with ")?.split_once(" {")?;
    let cost = ManaCost::parse(&format!("{{{cost}")).ok().filter(|c| !c.is_none())?;
    if cost.symbols().iter().any(|s| matches!(s, ManaSymbol::Variable { .. })) {
        return None;
    }
    let materials = eat(materials, "a ").or_else(|| eat(materials, "an ")).unwrap_or(materials);
    let (filter, Noun::Permanent, false, "") = noun_phrase(materials)? else { return None };
    if filter.controller.is_some() || filter.other || filter.condition.is_some() {
        return None;
    }
    let parts = vec![
        CostPart::Mana { cost },
        CostPart::ExileSelf { from: Zone::Battlefield },
        CostPart::ExileMaterials { count: 1, filter },
    ];
    Some(Ability::Activated {
        cost: Cost { parts, x_only: None },
        effects: vec![Effect::ReturnExiledTransformed],
        restrictions: vec![ActivationRestriction::SorcerySpeed],
        reduction: None,
    })
}

/// 702.49a. "Ninjutsu {1}{U}": the activated ability the keyword means,
/// "\[Cost\], Reveal this card from your hand, Return an unblocked attacking
/// creature you control to its owner's hand: Put this card onto the
/// battlefield from your hand tapped and attacking.", activated from hand
/// (113.6m). An X in the cost is not read.
fn ninjutsu(body: &str) -> Option<Ability> {
    let cost = ManaCost::parse(eat(body, "Ninjutsu ").filter(|r| r.starts_with('{'))?).ok()?;
    if cost.is_none() || cost.symbols().iter().any(|s| matches!(s, ManaSymbol::Variable { .. })) {
        return None;
    }
    let filter = ObjectFilter {
        types: vec![CardType::Creature],
        controller: Some(Controller::You),
        combat: Some(CombatRole::UnblockedAttacking),
        ..Default::default()
    };
    let returned = CostPart::ReturnToHand { count: 1, filter };
    Some(Ability::Activated {
        cost: Cost { parts: vec![CostPart::Mana { cost }, CostPart::RevealSelf, returned], x_only: None },
        effects: vec![Effect::PutThisOntoBattlefieldAttacking],
        restrictions: Vec::new(),
        reduction: None,
    })
}

/// 702.6a. "Equip {N}": the activated ability the keyword means, "\[Cost\]:
/// Attach this permanent to target creature you control. Activate only as a
/// sorcery." An X in the cost is not read.
fn equip(body: &str) -> Option<Ability> {
    let cost = ManaCost::parse(eat(body, "Equip ").filter(|r| r.starts_with('{'))?).ok()?;
    if cost.is_none() || cost.symbols().iter().any(|s| matches!(s, ManaSymbol::Variable { .. })) {
        return None;
    }
    let filter =
        ObjectFilter { types: vec![CardType::Creature], controller: Some(Controller::You), ..Default::default() };
    Some(Ability::Activated {
        cost: Cost { parts: vec![CostPart::Mana { cost }], x_only: None },
        effects: vec![Effect::Attach { target: TargetSpec::Permanent { filter } }],
        restrictions: vec![ActivationRestriction::SorcerySpeed],
        reduction: None,
    })
}

/// 702.122a, 702.171a. "Crew N" and "Saddle N": the activated abilities the
/// keywords mean, "Tap any number of \[other\] untapped creatures you control
/// with total power N or greater: This Vehicle becomes an artifact creature
/// until end of turn." (any time its controller has priority) and "…: This
/// permanent becomes saddled until end of turn. Activate only as a sorcery."
fn crew_or_saddle(body: &str) -> Option<Ability> {
    let (rest, effect, restrictions, crew) = match eat(body, "Crew ") {
        Some(rest) => (rest, Effect::BecomeArtifactCreature, Vec::new(), true),
        None => (eat(body, "Saddle ")?, Effect::BecomeSaddled, vec![ActivationRestriction::SorcerySpeed], false),
    };
    let (power, "") = number(Some(rest).filter(|r| r.starts_with(|c: char| c.is_ascii_digit()))?)? else {
        return None;
    };
    Some(Ability::Activated {
        cost: Cost { parts: vec![CostPart::TapPower { power, crew }], x_only: None },
        effects: vec![effect],
        restrictions,
        reduction: None,
    })
}

/// 601.2f–h. Whether a part of a spell's alternative cost is one the cost
/// payer pays for a spell: mana without X, life, and objects sacrificed,
/// discarded, exiled or tapped (not the source's own `{T}` or counters).
fn spell_cost_part(part: &CostPart) -> bool {
    match part {
        CostPart::Mana { cost } => !cost.symbols().iter().any(|s| matches!(s, ManaSymbol::Variable { .. })),
        CostPart::PayLife { .. }
        | CostPart::Sacrifice { .. }
        | CostPart::Discard { .. }
        | CostPart::Exile { .. }
        | CostPart::ReturnToHand { .. }
        | CostPart::TapUntapped { .. } => true,
        CostPart::Tap
        | CostPart::Untap
        | CostPart::PayEnergy { .. }
        | CostPart::SacrificeSelf
        | CostPart::ReturnSelfToHand
        | CostPart::DiscardSelf
        | CostPart::RevealSelf
        | CostPart::RevealX { .. }
        | CostPart::DiscardX { .. }
        | CostPart::TapPower { .. }
        | CostPart::CollectEvidence { .. }
        | CostPart::ExileAnyNumber { .. }
        | CostPart::ExileSelf { .. }
        | CostPart::ExileMaterials { .. }
        | CostPart::Loyalty { .. }
        | CostPart::LoyaltyMinusX
        | CostPart::RemoveCounters { .. }
        | CostPart::PutCounters { .. }
        | CostPart::Either { .. } => false,
    }
}

/// 702.34a. "Flashback {1}{B}", "Flashback—{1}{U}, Pay 3 life.",
/// "Flashback—Sacrifice a Mountain.", "Flashback—Tap an untapped white
/// creature you control.": on an instant or sorcery only, with a cost of at
/// most one mana part, life, and objects sacrificed, discarded, exiled or
/// tapped (the parts the one cost payer pays for a spell).
fn flashback(body: &str, ctx: &ParseContext<'_>) -> Option<Ability> {
    if !ctx.spell {
        return None;
    }
    let cost = keyword_cost(eat(body, "Flashback")?, ctx)?;
    Some(Ability::Keyword { keyword: KeywordAbility::Flashback { cost } })
}

/// 702.138a. "Escape—{G}{G}{U}{U}, Exile five other cards from your
/// graveyard.": on any card, a cost of the parts the one cost payer pays for
/// a spell.
fn escape(body: &str, ctx: &ParseContext<'_>) -> Option<Ability> {
    let cost = keyword_cost(eat(body, "Escape")?, ctx)?;
    Some(Ability::Keyword { keyword: KeywordAbility::Escape { cost } })
}

/// 702.139a. "Companion — No card in your starting deck has more than one of
/// the same mana symbol in its mana cost.", "Companion — Each creature card in
/// your starting deck is a Cat, Elemental, Nightmare, Dinosaur, or Beast
/// card.", "Companion — Your starting deck contains at least twenty cards
/// more than the minimum deck size.".
fn companion(body: &str) -> Option<Ability> {
    let rest = eat(body, "Companion — ").or_else(|| eat(body, "Companion—"))?.strip_suffix('.')?;
    let condition =
        if rest == "No card in your starting deck has more than one of the same mana symbol in its mana cost" {
            CompanionCondition::NoManaSymbolTwice
        } else if let Some(types) = eat(rest, "Each creature card in your starting deck is a ")
            .or_else(|| eat(rest, "Each creature card in your starting deck is an "))
            .and_then(|t| t.strip_suffix(" card"))
        {
            let types = types.replace(", or ", ", ").replace(" or ", ", ");
            let subtypes: Option<Vec<String>> = types
                .split(", ")
                .map(|t| subtype_word(t).filter(|(_, plural)| !plural).map(|(s, _)| s.to_string()))
                .collect();
            CompanionCondition::CreatureCardsAre { subtypes: subtypes? }
        } else {
            let more = eat(rest, "Your starting deck contains at least ")?;
            let (more, " cards more than the minimum deck size") =
                eat(more, "twenty").map_or_else(|| number(more), |r| Some((20, r)))?
            else {
                return None;
            };
            CompanionCondition::CardsOverMinimum { more }
        };
    Some(Ability::Keyword { keyword: KeywordAbility::Companion { condition } })
}

/// 613.4c, 613.1f. "Each other creature you control that's a Cat, Elemental,
/// Nightmare, Dinosaur, or Beast gets +1/+1 and has vigilance." (Kaheera,
/// the Orphanguard): an anthem and a grant of keywords, for the same creatures.
fn lord_of_types(body: &str) -> Option<Vec<Ability>> {
    let rest = eat(&straight(body), "Each other creature you control that's a ")?.to_string();
    let (types, rest) = rest.split_once(" gets ")?;
    let ((power, toughness), rest) = signed_pt(rest)?;
    let keywords = keyword_words(eat(rest, " and has ")?.strip_suffix('.')?)?;
    let types = types.replace(", or ", ", ").replace(" or ", ", ");
    let subtypes: Option<Vec<String>> =
        types.split(", ").map(|t| subtype_word(t).filter(|(_, plural)| !plural).map(|(s, _)| s.to_string())).collect();
    let creatures = ObjectFilter {
        types: vec![CardType::Creature],
        subtypes: subtypes?,
        controller: Some(Controller::You),
        other: true,
        ..ObjectFilter::default()
    };
    Some(vec![
        Ability::Static { ability: StaticAbility::Anthem { creatures: creatures.clone(), power, toughness } },
        Ability::Static { ability: StaticAbility::GrantKeywords { creatures, keywords, condition: None } },
    ])
}

/// 702.138a, 113.6. "Each nonland card in your graveyard has escape. The
/// escape cost is equal to the card's mana cost plus exile three other cards
/// from your graveyard." (Underworld Breach): the cost's parts other than the
/// card's own mana cost.
fn granted_escape(body: &str, ctx: &ParseContext<'_>) -> Option<StaticAbility> {
    let rest = eat(body, "Each nonland card in your graveyard has escape. ")?;
    let part = eat(rest, "The escape cost is equal to the card's mana cost plus exile ")?.strip_suffix('.')?;
    let part = cost_part(&format!("Exile {part}"), ctx).filter(|p| matches!(p, CostPart::Exile { .. }))?;
    let cards = ObjectFilter { not_types: vec![CardType::Land], ..ObjectFilter::default() };
    Some(StaticAbility::GrantEscape { cards, cost: Cost { parts: vec![part], x_only: None } })
}

/// 702.133a, 113.6. "Each instant and sorcery card in your graveyard that's
/// exactly two colors has jump-start." (Niv-Mizzet, Supreme): the cards, and
/// jump-start's additional cost, discarding a card.
fn granted_jump_start(body: &str) -> Option<StaticAbility> {
    let rest = eat(body, "Each instant and sorcery card in your graveyard")?;
    let rest = rest.strip_suffix('.').unwrap_or(rest).strip_suffix(" has jump-start")?;
    let color_count = match straight(rest).as_ref() {
        "" => None,
        " that's exactly two colors" => Some(2),
        _ => return None,
    };
    let one_of_types = vec![CardType::Instant, CardType::Sorcery];
    let cards = ObjectFilter { one_of_types, color_count, ..ObjectFilter::default() };
    let discard = CostPart::Discard { count: 1, filter: ObjectFilter::default() };
    Some(StaticAbility::GrantJumpStart { cards, cost: Cost { parts: vec![discard], x_only: None } })
}

/// 702.74a. "Evoke {1}{G}", "Evoke—Exile a green card from your hand.": on
/// a permanent card, a cost of the parts the one cost payer pays for a spell.
/// 702.109a "Dash {1}{R}", 702.152a "Blitz {2}{R}": likewise, alternative
/// costs of a permanent card.
fn evoke(body: &str, ctx: &ParseContext<'_>) -> Option<Ability> {
    if ctx.spell {
        return None;
    }
    let keyword = if let Some(rest) = eat(body, "Evoke") {
        KeywordAbility::Evoke { cost: keyword_cost(rest, ctx)? }
    } else if let Some(rest) = eat(body, "Dash") {
        KeywordAbility::Dash { cost: keyword_cost(rest, ctx)? }
    } else {
        KeywordAbility::Blitz { cost: keyword_cost(eat(body, "Blitz")?, ctx)? }
    };
    Some(Ability::Keyword { keyword })
}

/// The cost after a keyword that is an alternative cost: " {1}{U}" (mana
/// alone) or "—{1}{U}, Pay 3 life." (any parts), each part one the cost
/// payer pays for a spell.
fn keyword_cost(rest: &str, ctx: &ParseContext<'_>) -> Option<Cost> {
    let text = match rest.strip_prefix('—') {
        Some(r) => r.strip_suffix('.')?,
        None => rest.strip_prefix(' ').filter(|r| r.starts_with('{') && !r.contains(' '))?,
    };
    let cost = cost(text, ctx)?;
    cost.parts.iter().all(spell_cost_part).then_some(cost)
}

/// 118.9. "\[If it's not your turn, \]you may pay 1 life and exile a blue
/// card from your hand rather than pay this spell's mana cost", "If you
/// control a Swamp, you may pay 4 life rather than …" (one sentence): the
/// cost's parts are joined by "and", each one the cost payer pays for a
/// spell.
fn alternative_cost(s: &str, ctx: &ParseContext<'_>) -> Option<StaticAbility> {
    // Every form starts with "If " or "You may " (a test before the copy: this runs for every sentence
    // the static templates are tried on at import).
    eat(s, "If ").or_else(|| eat(s, "You may "))?;
    let s = straight(s);
    let (not_your_turn, condition, rest) = if let Some(rest) = eat(&s, "If it's not your turn, you may ") {
        (true, None, rest)
    } else if let Some(rest) = eat(&s, "If ") {
        let (condition, rest) = rest.split_once(", you may ")?;
        (false, Some(static_condition(condition)?), rest)
    } else {
        (false, None, eat(&s, "You may ")?)
    };
    let text = rest.strip_suffix(" rather than pay this spell's mana cost")?;
    let parts: Option<Vec<CostPart>> = text.split(" and ").map(|item| cost_part(item, ctx)).collect();
    let parts = parts?;
    let payable = parts.iter().all(spell_cost_part);
    let manas = parts.iter().filter(|p| matches!(p, CostPart::Mana { .. })).count();
    (payable && manas <= 1 && !parts.is_empty()).then_some(StaticAbility::AlternativeCost {
        cost: Cost { parts, x_only: None },
        not_your_turn,
        condition,
    })
}

/// A line of keywords (702.1: several may share a line, separated by commas
/// or semicolons). `Ok(None)` when it is not one.
fn keyword_line(body: &str, line: &str) -> Result<Option<Vec<Ability>>, TextProblem> {
    let mut out = Vec::new();
    for item in body.split([',', ';']) {
        match keyword_item(item.trim(), line)? {
            Some(keyword) => out.push(Ability::Keyword { keyword }),
            None => return Ok(None),
        }
    }
    Ok(Some(out))
}

/// The text after a keyword: a space, or an em dash (`Ward—Pay 2 life`).
fn after_keyword<'a>(item: &'a str, keyword: &str) -> Option<&'a str> {
    let rest = eat(item, keyword)?;
    rest.strip_prefix(' ').or_else(|| rest.strip_prefix('—')).map(str::trim_start)
}

fn keyword_item(item: &str, line: &str) -> Result<Option<KeywordAbility>, TextProblem> {
    // 702.166a: "Bargain": "you may sacrifice an artifact, enchantment, or token".
    if item.eq_ignore_ascii_case("Bargain") {
        let one_of_types = vec![CardType::Artifact, CardType::Enchantment];
        let filter = ObjectFilter { one_of_types, or_token: true, ..ObjectFilter::default() };
        return Ok(Some(KeywordAbility::Bargain {
            cost: Cost { parts: vec![CostPart::Sacrifice { count: 1, filter }], x_only: None },
        }));
    }
    if let Some(keyword) = KeywordAbility::simple(item) {
        return Ok(Some(keyword));
    }
    if let Some(rest) = after_keyword(item, "Ward") {
        if rest.starts_with('{') {
            let cost = mana_cost(rest, "Ward", "702.21a", line)?;
            return Ok(Some(KeywordAbility::Ward { cost: WardCost::Mana { cost } }));
        }
        // "Ward—Pay 2 life"
        let amount = eat(rest, "Pay ")
            .and_then(number)
            .and_then(|(n, r)| matches!(eat(r, " life"), Some("" | ".")).then_some(n));
        return Ok(amount.map(|amount| KeywordAbility::Ward { cost: WardCost::Life { amount } }));
    }
    // 702.11d–e: "Hexproof from monocolored", "hexproof from black".
    if let Some(rest) = after_keyword(item, "Hexproof from") {
        let from = match rest.to_ascii_lowercase().as_str() {
            "multicolored" => ProtectionFrom::Multicolored,
            "monocolored" => ProtectionFrom::Monocolored,
            other => match color_word(other) {
                Some(color) => ProtectionFrom::Color { color },
                None => return Ok(None),
            },
        };
        return Ok(Some(KeywordAbility::HexproofFrom { from }));
    }
    if let Some(rest) = after_keyword(item, "Protection from") {
        let from = match rest.to_ascii_lowercase().as_str() {
            "multicolored" => ProtectionFrom::Multicolored,
            "monocolored" => ProtectionFrom::Monocolored,
            "everything" => ProtectionFrom::Everything,
            other => match color_word(other) {
                Some(color) => ProtectionFrom::Color { color },
                // "Protection from Humans": a creature type, plural (205.3m).
                None => match rest.strip_suffix('s').and_then(crate::card::subtypes::CreatureType::find) {
                    Some(creature_type) => ProtectionFrom::CreatureType { creature_type },
                    None => return Ok(None),
                },
            },
        };
        return Ok(Some(KeywordAbility::Protection { from }));
    }
    // 702.5a: "Enchant creature", "Enchant permanent"; "Enchant creature card in a graveyard" (Animate Dead).
    if let Some(rest) = after_keyword(item, "Enchant") {
        let (rest, in_graveyard) = match rest.strip_suffix(" card in a graveyard") {
            Some(rest) => (rest, true),
            None => (rest, false),
        };
        let card_type = match rest {
            "permanent" => None,
            "artifact" => Some(CardType::Artifact),
            "creature" => Some(CardType::Creature),
            "enchantment" => Some(CardType::Enchantment),
            "land" => Some(CardType::Land),
            "planeswalker" => Some(CardType::Planeswalker),
            _ => return Ok(None),
        };
        return Ok(Some(KeywordAbility::Enchant { card_type, in_graveyard }));
    }
    if let Some(rest) = after_keyword(item, "Toxic") {
        return Ok(match number(rest) {
            Some((amount, "")) if rest.starts_with(|c: char| c.is_ascii_digit()) => {
                Some(KeywordAbility::Toxic { amount })
            }
            _ => None,
        });
    }
    // 702.52a: "Dredge 3".
    if let Some(rest) = after_keyword(item, "Dredge") {
        return Ok(match number(rest) {
            Some((amount, "")) if rest.starts_with(|c: char| c.is_ascii_digit()) => {
                Some(KeywordAbility::Dredge { amount })
            }
            _ => None,
        });
    }
    if let Some(rest) = after_keyword(item, "Suspend") {
        let Some((time, cost_text)) = rest.split_once('—') else { return Ok(None) };
        let Some((time, "")) = number(time.trim()) else { return Ok(None) };
        if !cost_text.trim_start().starts_with('{') {
            return Ok(None);
        }
        let cost = mana_cost(cost_text.trim(), "Suspend", "702.62a", line)?;
        return Ok(Some(KeywordAbility::Suspend { time, cost }));
    }
    if let Some(rest) = after_keyword(item, "Affinity for") {
        return Ok(match type_word(rest) {
            Some((card_type, true)) => Some(KeywordAbility::Affinity { card_type }),
            _ => None,
        });
    }
    if let Some(rest) = after_keyword(item, "Prowl") {
        let cost = mana_cost(rest, "Prowl", "702.76a", line)?;
        return Ok(Some(KeywordAbility::Prowl { prowl: Prowl { cost } }));
    }
    // 702.143a: "Foretell {2}{R}{R}".
    if let Some(rest) = after_keyword(item, "Foretell") {
        if !rest.starts_with('{') {
            return Ok(None);
        }
        let cost = mana_cost(rest, "Foretell", "702.143a", line)?;
        return Ok(Some(KeywordAbility::Foretell { cost }));
    }
    if let Some(rest) = after_keyword(item, "Plot") {
        if !rest.starts_with('{') {
            return Ok(None);
        }
        let cost = mana_cost(rest, "Plot", "702.170a", line)?;
        return Ok(Some(KeywordAbility::Plot { cost }));
    }
    if let Some(rest) = after_keyword(item, "Sneak") {
        if !rest.starts_with('{') {
            return Ok(None);
        }
        let cost = mana_cost(rest, "Sneak", "702.190a", line)?;
        return Ok(Some(KeywordAbility::Sneak { cost }));
    }
    // 702.146a: "Disturb {1}{W}".
    if let Some(rest) = after_keyword(item, "Disturb") {
        if !rest.starts_with('{') {
            return Ok(None);
        }
        let cost = mana_cost(rest, "Disturb", "702.146a", line)?;
        return Ok(Some(KeywordAbility::Disturb { cost }));
    }
    // 702.140a: "Mutate {1}{G}{G}".
    if let Some(rest) = after_keyword(item, "Mutate") {
        if !rest.starts_with('{') {
            return Ok(None);
        }
        let cost = mana_cost(rest, "Mutate", "702.140a", line)?;
        return Ok(Some(KeywordAbility::Mutate { cost }));
    }
    // 702.94a: "Miracle {W}".
    if let Some(rest) = after_keyword(item, "Miracle") {
        if !rest.starts_with('{') {
            return Ok(None);
        }
        let cost = mana_cost(rest, "Miracle", "702.94a", line)?;
        return Ok(Some(KeywordAbility::Miracle { cost }));
    }
    if let Some(rest) = after_keyword(item, "Kicker") {
        if !rest.starts_with('{') {
            return Ok(None);
        }
        let cost = mana_cost(rest, "Kicker", "702.33a", line)?;
        return Ok(Some(KeywordAbility::Kicker { cost }));
    }
    if let Some(rest) = after_keyword(item, "Replicate") {
        if !rest.starts_with('{') {
            return Ok(None);
        }
        let cost = mana_cost(rest, "Replicate", "702.56a", line)?;
        return Ok((!cost.is_none()).then_some(KeywordAbility::Replicate { cost }));
    }
    // 702.153a: "Casualty N": "you may sacrifice a creature with power N or greater".
    if let Some(rest) = after_keyword(item, "Casualty") {
        let Some((power, "")) = number(rest).filter(|_| rest.starts_with(|c: char| c.is_ascii_digit())) else {
            return Ok(None);
        };
        let Some((mut filter, Noun::Permanent, false, "")) = noun_phrase("creature") else { return Ok(None) };
        filter.condition =
            Some(Condition { quantity: Quantity::Power, comparison: Comparison::AtLeast, value: power, x: false });
        let cost = Cost { parts: vec![CostPart::Sacrifice { count: 1, filter }], x_only: None };
        return Ok(Some(KeywordAbility::Casualty { cost }));
    }
    if let Some(rest) = after_keyword(item, "Prototype") {
        let Some((cost_text, size)) = rest.split_once(['—', '–']).or_else(|| rest.split_once(" - ")) else {
            return Ok(None);
        };
        let Some((power, toughness)) = size.trim().split_once('/') else { return Ok(None) };
        let (Ok(power), Ok(toughness)) = (Stat::parse(power.trim()), Stat::parse(toughness.trim())) else {
            return Ok(None);
        };
        let mana_cost = mana_cost(cost_text.trim(), "Prototype", "702.160a", line)?;
        return Ok(Some(KeywordAbility::Prototype { prototype: Prototype { mana_cost, power, toughness } }));
    }
    Ok(None)
}

/// A keyword's or grant's mana cost; a malformed one is a problem located
/// in the printed line.
fn mana_cost(text: &str, keyword: &str, rule: &'static str, line: &str) -> Result<ManaCost, TextProblem> {
    let at = line.find(text).map_or(0, |byte| utf16_len(&line[..byte]));
    match ManaCost::parse(text) {
        Ok(cost) if !cost.is_none() => Ok(cost),
        Ok(_) => Err(TextProblem {
            code: "missing_keyword_cost",
            rule,
            message: format!("the {keyword} cost at offset {at} is empty (CR {rule})"),
            offset: at,
        }),
        Err(error) => Err(TextProblem {
            code: error.code(),
            rule: error.rule().unwrap_or(rule),
            message: format!("{keyword} cost '{text}' at offset {at}: {error}"),
            offset: at + error.offset,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::{
        ParseContext, STATIC_WORDS, TRIGGER_WORDS, parse_oracle_text, split_at_spaced_dash, without_reminder_text,
    };
    use std::cell::Cell;

    thread_local! {
        /// Every template tried, whatever a phrase's first words (`cannot_start`).
        pub(super) static TRY_ALL: Cell<bool> = const { Cell::new(false) };
        /// One word of the lists `cannot_start` is given left out of them.
        pub(super) static HIDDEN: Cell<Option<&'static str>> = const { Cell::new(None) };
    }

    /// Every face's oracle text of every pool in `tests/data` (and of the
    /// Scryfall files named in `MTG_RULES_POOLS`, separated by `:`), read as
    /// a permanent's and as a spell's: the same abilities, unsupported lines
    /// and problems with templates chosen by a phrase's first words as with
    /// every template tried. And every first word is needed: with any one
    /// of them left out of its list, some text reads otherwise (so this test
    /// fails when a template is hidden by its words).
    #[test]
    fn every_pool_reads_the_same_with_templates_chosen_by_first_words() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .expect("tests/data")
            .map(|e| e.expect("an entry").path())
            .filter(|p| p.extension().is_some_and(|x| x == "json"))
            .collect();
        files.extend(std::env::var("MTG_RULES_POOLS").iter().flat_map(|v| v.split(':').map(Into::into)));
        let mut lines = 0;
        // Each face's text, its names, whether read as a spell, and its reading with every template tried.
        let mut read = Vec::new();
        for file in files {
            let text = std::fs::read_to_string(&file).expect("a pool");
            let Ok(serde_json::Value::Array(cards)) = serde_json::from_str(&text) else { continue };
            for card in &cards {
                let name = card["name"].as_str().unwrap_or("").to_string();
                let faces = card["card_faces"].as_array().map_or_else(|| vec![card], |f| f.iter().collect());
                for face in faces {
                    let Some(oracle) = face["oracle_text"].as_str() else { continue };
                    let names = [face["name"].as_str().unwrap_or(&name).to_string(), name.clone()];
                    lines += oracle.split('\n').count();
                    for spell in [false, true] {
                        let ctx = ParseContext { names: &[&names[0], &names[1]], spell };
                        let chosen = format!("{:?}", parse_oracle_text(oracle, &ctx));
                        TRY_ALL.set(true);
                        let all = format!("{:?}", parse_oracle_text(oracle, &ctx));
                        TRY_ALL.set(false);
                        assert_eq!(chosen, all, "{} ({spell}): {oracle}", names[0]);
                        read.push((oracle.to_string(), names.clone(), spell, all));
                    }
                }
            }
        }
        assert!(lines > 2000, "{lines} lines read");
        for word in TRIGGER_WORDS.into_iter().chain(STATIC_WORDS) {
            HIDDEN.set(Some(word));
            let differs = read.iter().any(|(oracle, names, spell, all)| {
                let ctx = ParseContext { names: &[&names[0], &names[1]], spell: *spell };
                format!("{:?}", parse_oracle_text(oracle, &ctx)) != *all
            });
            HIDDEN.set(None);
            assert!(differs, "no text reads otherwise with {word:?} left out");
        }
    }

    #[test]
    fn the_byte_search_splits_where_rsplit_once_does() {
        for s in [
            "Draw a card if you control a Wizard",
            "Draw a card for each creature you control for each",
            " if ",
            " if",
            "if ",
            "",
            "lif e if  if x",
            "Créez un jeton if — blanc if ’s",
            "enchantment, tapped artifact, or tapped creature",
            ", or , or ",
        ] {
            for pat in [" if ", " for each ", ", or "] {
                assert_eq!(super::rsplit_once_ascii(s, pat), s.rsplit_once(pat), "{s:?} {pat:?}");
            }
        }
    }

    #[test]
    fn the_spaced_dash_splits_a_line_where_split_once_does_207_2c() {
        for line in [
            "Landfall — Whenever a land you control enters, you gain 1 life.",
            "I, II — Draw a card.",
            "a—b — c — d",
            "x —y — z",
            "— y",
            "x — ",
            " — ",
            "no dash at all",
            "x—y",
            "",
        ] {
            assert_eq!(split_at_spaced_dash(line), line.split_once(" — "), "{line:?}");
        }
    }

    #[test]
    fn reminder_text_is_removed_with_nested_unclosed_and_stray_parentheses_207_2a() {
        for (line, body) in [
            ("Flying (This creature can't be blocked except by creatures with flying or reach.)", "Flying "),
            ("Ward {2} (Whenever … (nested) … counter it.) and more", "Ward {2}  and more"),
            ("a) b (c) d", "a) b  d"),
            ("open (never closed", "open "),
            ("(all reminder)", ""),
            ("Équipe — (x)é", "Équipe — é"),
            ("no parentheses", "no parentheses"),
        ] {
            assert_eq!(without_reminder_text(line), body, "{line:?}");
        }
    }
}
