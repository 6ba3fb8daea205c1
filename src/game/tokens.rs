//! Tokens (111): the characteristics a [`TokenSpec`] gives, as a card in
//! the game's card table, and the tokens each card can make.
//!
//! A token is a [`GameObject`](super::GameObject) with `token: true` whose
//! `card` names its characteristics: for a token an effect describes,
//! [`token_key`] ("2/2 white Knight creature token with vigilance"); for a
//! token copy (707.2), the copied card. The game's card table holds a card
//! built from each description, so tokens have characteristics, keywords
//! and abilities like any card, and a serialized game reads back from its
//! descriptions alone.

use crate::card::{Card, CardDb};
use crate::json_out;
use crate::text::{Effect, KeywordAbility, PredefinedToken, TokenSpec};
use std::sync::Arc;

/// 111.4. A token's name: its subtypes plus "Token".
fn token_name(spec: &TokenSpec) -> String {
    if let Some(name) = &spec.name {
        return name.clone();
    }
    if spec.subtypes.is_empty() { "Token".to_string() } else { format!("{} Token", spec.subtypes.join(" ")) }
}

/// A token's keyword as its rules text writes it ("Flying", "Toxic 1").
fn keyword_text(keyword: &KeywordAbility) -> String {
    match keyword {
        KeywordAbility::Toxic { amount } => format!("Toxic {amount}"),
        other => other.name(),
    }
}

/// The token's description, unique per set of characteristics and readable
/// in a game log: "2/2 white Knight creature token with vigilance".
pub fn token_key(spec: &TokenSpec) -> String {
    let colors: Vec<&str> = spec.colors.iter().map(|c| c.name()).collect();
    let mut words: Vec<String> = spec.name.iter().map(|n| format!("{n},")).collect();
    words.extend(spec.legendary.then(|| "legendary".to_string()));
    words.push(if spec.star { "*/*".to_string() } else { format!("{}/{}", spec.power, spec.toughness) });
    words.push(if colors.is_empty() { "colorless".to_string() } else { colors.join(" and ").to_ascii_lowercase() });
    words.extend(spec.subtypes.iter().cloned());
    words.extend(spec.types.iter().map(|t| t.name().to_ascii_lowercase()));
    words.push("token".into());
    let keywords: Vec<String> = spec.keywords.iter().map(|k| crate::case::lowercase(&keyword_text(k))).collect();
    let quoted = spec.abilities.iter().map(|a| format!("\"{a}\""));
    let with: Vec<String> = keywords.into_iter().chain(quoted).collect();
    if !with.is_empty() {
        words.push(format!("with {}", with.join(" and ")));
    }
    words.join(" ")
}

/// 701.47a. Amass's token: "a 0/0 black \[subtype\] Army creature token".
pub(crate) fn army_token(subtype: &str) -> TokenSpec {
    TokenSpec {
        name: None,
        legendary: false,
        power: 0,
        toughness: 0,
        star: false,
        colors: crate::color::ColorSet::EMPTY.with(crate::color::Color::B),
        types: vec![crate::card::CardType::Creature],
        subtypes: vec![subtype.to_string(), "Army".to_string()],
        keywords: Vec::new(),
        abilities: Vec::new(),
    }
}

/// 111.2–111.4. The card a token's characteristics make: no mana cost, the
/// colors as a color indicator, the types, subtypes, power, toughness and
/// keywords of the description.
pub fn token_card(spec: &TokenSpec) -> Option<Arc<Card>> {
    let types: Vec<&str> = spec.types.iter().map(|t| t.name()).collect();
    let types = if spec.legendary { format!("Legendary {}", types.join(" ")) } else { types.join(" ") };
    let type_line = if spec.subtypes.is_empty() { types } else { format!("{types} — {}", spec.subtypes.join(" ")) };
    let keywords: Vec<String> = spec.keywords.iter().map(KeywordAbility::name).collect();
    // The rules text: the keywords (with their parameters), then the quoted abilities.
    let lines: Vec<String> = spec.keywords.iter().map(keyword_text).chain(spec.abilities.iter().cloned()).collect();
    let colors: Vec<String> = spec.colors.iter().map(|c| c.letter().to_string()).collect();
    let colors = json_out::to_string(&colors);
    card_of(&[
        ("name", quoted(&token_name(spec))),
        ("layout", "\"token\"".into()),
        ("type_line", quoted(&type_line)),
        ("oracle_text", quoted(&lines.join("\n"))),
        ("keywords", json_out::to_string(&keywords)),
        ("power", if spec.star { "\"*\"".to_string() } else { format!("\"{}\"", spec.power) }),
        ("toughness", if spec.star { "\"*\"".to_string() } else { format!("\"{}\"", spec.toughness) }),
        ("color_indicator", colors.clone()),
        ("colors", colors),
    ])
}

/// A JSON string's text.
fn quoted(text: &str) -> String {
    json_out::to_string(text)
}

/// The card of one Scryfall-shaped object, given as its fields (each key with its value's JSON text),
/// imported from its text as every import reads (one instance of the reader in the wasm, not one per
/// deserializer; no `serde_json::Value` built for it).
fn card_of(fields: &[(&str, String)]) -> Option<Arc<Card>> {
    let mut text = String::from("[{");
    for (i, (key, value)) in fields.iter().enumerate() {
        if i > 0 {
            text.push(',');
        }
        text.push('"');
        text.push_str(key);
        text.push_str("\":");
        text.push_str(value);
    }
    text.push_str("}]");
    let db = CardDb::from_scryfall_json(&text).ok()?;
    db.cards().first().cloned()
}

/// What a token is made from: a description or a predefined kind.
#[derive(Clone, Debug)]
pub(crate) enum TokenSource {
    /// "a 2/2 white Knight creature token with vigilance".
    Described(TokenSpec),
    /// 111.10. "a Treasure token".
    Predefined(PredefinedToken),
    /// 724.2. Not a token: the card-table entry that names the monarch's
    /// abilities on the stack ([`super::monarch::MONARCH`]).
    Monarch,
    /// 725.2, 309.2. Not tokens: the card-table entries that name the
    /// initiative's abilities and Undercity's room abilities on the stack
    /// ([`super::initiative::INITIATIVE`], [`super::initiative::UNDERCITY`]).
    Initiative,
    /// See [`TokenSource::Initiative`].
    Undercity,
}

impl TokenSource {
    /// The card of its characteristics (111.2–111.4, 111.10).
    pub(crate) fn card(&self) -> Option<Arc<Card>> {
        match self {
            TokenSource::Described(spec) => token_card(spec),
            TokenSource::Predefined(kind) => predefined_card(*kind),
            TokenSource::Monarch => Some(super::monarch::monarch_card()),
            TokenSource::Initiative => Some(super::initiative::initiative_card()),
            TokenSource::Undercity => Some(super::initiative::undercity_card()),
        }
    }
}

/// 111.10. The card of a predefined token: a colorless artifact of its
/// kind's subtype, named for it, or a colorless Aura Role (303.7), with the
/// abilities 111.10 gives it, written as Scryfall writes token objects
/// ("Token Artifact — Treasure").
pub fn predefined_card(kind: PredefinedToken) -> Option<Arc<Card>> {
    let (name, type_line) = kind.card_name_and_type_line();
    // 111.10i: a double-faced token, its back face a 0/0 colorless creature.
    if let Some((back, back_type_line)) = kind.back_face() {
        let face = |name: &str, type_line: &str, text: &str, stats: &str| {
            format!(
                "{{\"name\":{},\"type_line\":{},\"oracle_text\":{},\"mana_cost\":\"\",\"colors\":[]{stats}}}",
                quoted(name),
                quoted(type_line),
                quoted(text)
            )
        };
        let faces = [
            face(name, type_line, kind.oracle_text(), ""),
            face(back, back_type_line, "", ",\"power\":\"0\",\"toughness\":\"0\""),
        ];
        return card_of(&[
            ("name", quoted(&format!("{name} // {back}"))),
            ("layout", "\"double_faced_token\"".into()),
            ("type_line", quoted(&format!("{type_line} // {back_type_line}"))),
            ("card_faces", format!("[{}]", faces.join(","))),
        ]);
    }
    card_of(&[
        ("name", quoted(name)),
        ("layout", "\"token\"".into()),
        ("type_line", quoted(type_line)),
        ("oracle_text", quoted(kind.oracle_text())),
        ("colors", "[]".into()),
    ])
}

/// The greatest X of an "X/X" token whose X is a card's mana value that the
/// game's table holds (16: the greatest mana value of a permanent card
/// outside the Un-sets, Draco). TODO(CR 111.4): a greater X.
pub(crate) const MAX_X_TOKEN: i32 = 16;

/// An "X/X" token (`spec`, 0/0) with X `x`.
pub(crate) fn x_token(spec: &TokenSpec, x: i32) -> TokenSpec {
    TokenSpec { power: x, toughness: x, ..spec.clone() }
}

/// The tokens a card's abilities create (701.7), each with its key: a
/// description's [`token_key`], or a predefined token's name (111.10).
pub(crate) fn tokens_of(card: &Card) -> Vec<(String, TokenSource)> {
    let mut found = Vec::new();
    for face in &card.faces {
        // 613.1f: with the abilities the face's instructions grant its permanent (Urza's Saga's).
        for ability in face.abilities.iter().chain(face.self_granted()) {
            if let crate::text::Ability::Static {
                ability: crate::text::StaticAbility::DiesExiledInsteadWithToken { token, .. },
            } = ability
            {
                found.push((token_key(token), TokenSource::Described(token.clone())));
            }
            // In text order, each instruction before those it holds.
            let mut effects: Vec<&Effect> = ability.all_effects().collect();
            effects.reverse();
            while let Some(effect) = effects.pop() {
                let at = effects.len();
                effects.extend(effect.inner());
                effects[at..].reverse();
                match effect {
                    Effect::CreateTokens { token, .. }
                    | Effect::CreateTokenMillRepeat { token, .. }
                    | Effect::ExileNamedCards {
                        for_each_from_hand: Some(crate::text::ForEachFromHand::CreateToken { token }),
                        ..
                    } => {
                        found.push((token_key(token), TokenSource::Described(token.clone())));
                    }
                    // 111.4: one token for each power and toughness X may be.
                    Effect::ExiledCardsOwnersCreateXToken { token } | Effect::CreateXToken { token, .. } => {
                        for x in 0..=MAX_X_TOKEN {
                            let t = x_token(token, x);
                            found.push((token_key(&t), TokenSource::Described(t)));
                        }
                    }
                    Effect::Incubate { .. } => {
                        let token = PredefinedToken::Incubator;
                        found.push((token.name().to_string(), TokenSource::Predefined(token)));
                    }
                    Effect::CreatePredefinedTokens { token, .. }
                    | Effect::GainsDiesReturnUntilEndOfTurn { role: Some(token), .. } => {
                        found.push((token.name().to_string(), TokenSource::Predefined(*token)));
                    }
                    Effect::BecomeTheMonarch => found.push((super::monarch::MONARCH.to_string(), TokenSource::Monarch)),
                    Effect::TakeTheInitiative => {
                        found.push((super::initiative::INITIATIVE.to_string(), TokenSource::Initiative));
                        found.push((super::initiative::UNDERCITY.to_string(), TokenSource::Undercity));
                    }
                    Effect::Amass { subtype, .. } => {
                        let army = army_token(subtype);
                        found.push((token_key(&army), TokenSource::Described(army)));
                    }
                    _ => {}
                }
            }
        }
    }
    found
}
