//! A synthetic pool of Scryfall cards for the import benchmark and the
//! `import_pool` example: the sample cards of `tests/data/scryfall-cards.json`
//! cycled, each copy renamed uniquely (faces too), serialized to one JSON array.
//! Shared by `#[path]`, so it is compiled into neither the library nor wasm;
//! each includer uses some of it.
#![allow(dead_code)]

use serde_json::Value;

/// The sample cards the pool cycles through.
const SAMPLE: &str = include_str!("../../tests/data/scryfall-cards.json");

/// `n` Scryfall card objects as one compact JSON array, each with a unique name.
pub fn synthetic_pool(n: usize) -> String {
    let sample: Vec<Value> = serde_json::from_str(SAMPLE).expect("the sample file is a JSON array");
    let mut out = Vec::with_capacity(n * 512);
    out.push(b'[');
    for (i, original) in sample.iter().cycle().take(n).enumerate() {
        if i > 0 {
            out.push(b',');
        }
        let mut card = original.clone();
        rename(&mut card, i);
        serde_json::to_writer(&mut out, &card).expect("a JSON value serializes");
    }
    out.push(b']');
    String::from_utf8(out).expect("serde_json writes UTF-8")
}

/// Appends ` #i` to the card's name and to each face's name.
fn rename(card: &mut Value, i: usize) {
    if let Some(faces) = card.get_mut("card_faces").and_then(Value::as_array_mut) {
        let mut names = Vec::new();
        for face in faces {
            if let Some(name) = face.get("name").and_then(Value::as_str) {
                let renamed = format!("{name} #{i}");
                names.push(renamed.clone());
                face["name"] = Value::String(renamed);
            }
        }
        card["name"] = Value::String(names.join(" // "));
    } else if let Some(name) = card.get("name").and_then(Value::as_str) {
        card["name"] = Value::String(format!("{name} #{i}"));
    }
}

/// The same pool with what Scryfall's bulk files carry beyond the engine's
/// fields on every card (ids, URIs, image URIs, 21 legalities, prices,
/// purchase links, set and print facts: about 3 KB a card, as in the real
/// "Oracle Cards" file), which a reader must skip.
pub fn real_size_pool(n: usize) -> String {
    let sample: Vec<Value> = serde_json::from_str(SAMPLE).expect("the sample file is a JSON array");
    let mut out = Vec::with_capacity(n * 3400);
    out.push(b'[');
    for (i, original) in sample.iter().cycle().take(n).enumerate() {
        out.extend_from_slice(if i > 0 { b",\n" } else { b"\n" });
        let mut card = original.clone();
        rename(&mut card, i);
        add_print_fields(&mut card, i);
        serde_json::to_writer(&mut out, &card).expect("a JSON value serializes");
    }
    out.extend_from_slice(b"\n]\n");
    String::from_utf8(out).expect("serde_json writes UTF-8")
}

/// The fields of a real Scryfall card object the engine does not read.
fn add_print_fields(card: &mut Value, i: usize) {
    let id = format!(
        "{:08x}-{:04x}-4{:03x}-8{:03x}-{:012x}",
        i * 2654435761 % 4294967296,
        i % 65536,
        i % 4096,
        (i * 7) % 4096,
        i * 40503
    );
    let image =
        |size: &str| format!("https://cards.scryfall.io/{size}/front/{}/{}/{id}.jpg?1562636823", &id[0..1], &id[1..2]);
    let formats = [
        "standard",
        "future",
        "historic",
        "timeless",
        "gladiator",
        "pioneer",
        "explorer",
        "modern",
        "legacy",
        "pauper",
        "vintage",
        "penny",
        "commander",
        "oathbreaker",
        "standardbrawl",
        "brawl",
        "alchemy",
        "paupercommander",
        "duel",
        "oldschool",
        "premodern",
    ];
    let Some(object) = card.as_object_mut() else { return };
    object.insert("id".into(), Value::String(id.clone()));
    object.insert("oracle_id".into(), Value::String(id.chars().rev().collect()));
    object.insert("multiverse_ids".into(), serde_json::json!([i * 3 + 100_000]));
    object.insert("mtgo_id".into(), serde_json::json!(i * 2 + 50_000));
    object.insert("tcgplayer_id".into(), serde_json::json!(i + 200_000));
    object.insert("lang".into(), Value::String("en".into()));
    object.insert("released_at".into(), Value::String("2023-11-17".into()));
    object.insert("uri".into(), Value::String(format!("https://api.scryfall.com/cards/{id}")));
    object.insert(
        "scryfall_uri".into(),
        Value::String(format!("https://scryfall.com/card/lci/{i}/card-{i}?utm_source=api")),
    );
    object.insert("highres_image".into(), Value::Bool(true));
    object.insert("image_status".into(), Value::String("highres_scan".into()));
    object.insert(
        "image_uris".into(),
        serde_json::json!({
            "small": image("small"), "normal": image("normal"), "large": image("large"),
            "png": image("png").replace(".jpg", ".png"), "art_crop": image("art_crop"), "border_crop": image("border_crop"),
        }),
    );
    object.insert(
        "legalities".into(),
        Value::Object(
            formats
                .iter()
                .map(|f| {
                    ((*f).to_string(), Value::String(if i.is_multiple_of(3) { "legal" } else { "not_legal" }.into()))
                })
                .collect(),
        ),
    );
    object.insert("games".into(), serde_json::json!(["paper", "mtgo", "arena"]));
    object.insert("reserved".into(), Value::Bool(false));
    object.insert("foil".into(), Value::Bool(true));
    object.insert("nonfoil".into(), Value::Bool(true));
    object.insert("finishes".into(), serde_json::json!(["nonfoil", "foil"]));
    object.insert("oversized".into(), Value::Bool(false));
    object.insert("promo".into(), Value::Bool(false));
    object.insert("reprint".into(), Value::Bool(i.is_multiple_of(2)));
    object.insert("variation".into(), Value::Bool(false));
    object.insert("set_id".into(), Value::String("70169a6e-89d0-4a1b-a5c9-1a6a5c2bd1e4".into()));
    object.insert("set".into(), Value::String("lci".into()));
    object.insert("set_name".into(), Value::String("The Lost Caverns of Ixalan".into()));
    object.insert("set_type".into(), Value::String("expansion".into()));
    object.insert(
        "set_uri".into(),
        Value::String("https://api.scryfall.com/sets/70169a6e-89d0-4a1b-a5c9-1a6a5c2bd1e4".into()),
    );
    object.insert(
        "set_search_uri".into(),
        Value::String("https://api.scryfall.com/cards/search?order=set&q=e%3Alci&unique=prints".into()),
    );
    object.insert("scryfall_set_uri".into(), Value::String("https://scryfall.com/sets/lci?utm_source=api".into()));
    object.insert("rulings_uri".into(), Value::String(format!("https://api.scryfall.com/cards/{id}/rulings")));
    object.insert(
        "prints_search_uri".into(),
        Value::String(format!("https://api.scryfall.com/cards/search?order=released&q=oracleid%3A{id}&unique=prints")),
    );
    object.insert("collector_number".into(), Value::String(format!("{}", i % 400 + 1)));
    object.insert("digital".into(), Value::Bool(false));
    object.insert("rarity".into(), Value::String("uncommon".into()));
    object.insert(
        "flavor_text".into(),
        Value::String(
            "The caverns hold more than treasure; they hold the memory of every explorer who never returned.".into(),
        ),
    );
    object.insert("card_back_id".into(), Value::String("0aeebaf5-8c7d-4636-9e82-8c27447861f7".into()));
    object.insert("artist".into(), Value::String("An Artist".into()));
    object.insert("artist_ids".into(), serde_json::json!(["b13a9f4a-e3c4-4b2a-9c7e-1d2f3a4b5c6d"]));
    object.insert("illustration_id".into(), Value::String(id.replace('4', "5")));
    object.insert("border_color".into(), Value::String("black".into()));
    object.insert("frame".into(), Value::String("2015".into()));
    object.insert("full_art".into(), Value::Bool(false));
    object.insert("textless".into(), Value::Bool(false));
    object.insert("booster".into(), Value::Bool(true));
    object.insert("story_spotlight".into(), Value::Bool(false));
    object.insert("edhrec_rank".into(), serde_json::json!(i + 1));
    object.insert("penny_rank".into(), serde_json::json!(i + 3));
    object.insert(
        "prices".into(),
        serde_json::json!({"usd": "0.25", "usd_foil": "0.61", "usd_etched": null, "eur": "0.18", "eur_foil": "0.40", "tix": "0.03"}),
    );
    object.insert(
        "related_uris".into(),
        serde_json::json!({
            "gatherer": format!("https://gatherer.wizards.com/Pages/Card/Details.aspx?multiverseid={}", i * 3 + 100_000),
            "tcgplayer_infinite_articles": format!("https://tcgplayer.pxf.io/c/4931599/1830156/21018?subId1=api&trafcat=infinite&u=https%3A%2F%2Finfinite.tcgplayer.com%2Fsearch%3FcontentMode%3Darticle%26game%3Dmagic%26partner%3Dscryfall%26q%3Dcard{i}"),
            "tcgplayer_infinite_decks": format!("https://tcgplayer.pxf.io/c/4931599/1830156/21018?subId1=api&trafcat=infinite&u=https%3A%2F%2Finfinite.tcgplayer.com%2Fsearch%3FcontentMode%3Ddeck%26game%3Dmagic%26partner%3Dscryfall%26q%3Dcard{i}"),
            "edhrec": format!("https://edhrec.com/route/?cc=card{i}"),
        }),
    );
    object.insert(
        "purchase_uris".into(),
        serde_json::json!({
            "tcgplayer": format!("https://tcgplayer.pxf.io/c/4931599/1830156/21018?subId1=api&u=https%3A%2F%2Fwww.tcgplayer.com%2Fproduct%2F{}%3Fpage%3D1", i + 200_000),
            "cardmarket": format!("https://www.cardmarket.com/en/Magic/Products/Search?referrer=scryfall&searchString=card{i}&utm_campaign=card_prices&utm_medium=text&utm_source=scryfall"),
            "cardhoarder": format!("https://www.cardhoarder.com/cards/{}?affiliate_id=scryfall&ref=card-profile&utm_campaign=affiliate&utm_medium=card&utm_source=scryfall", i * 2 + 50_000),
        }),
    );
}
