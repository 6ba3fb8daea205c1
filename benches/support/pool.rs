//! A synthetic pool of Scryfall cards for the import benchmark and the
//! `import_pool` example: the sample cards of `tests/data/scryfall-cards.json`
//! cycled, each copy renamed uniquely (faces too), serialized to one JSON array.
//! Shared by `#[path]`, so it is compiled into neither the library nor wasm.

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
