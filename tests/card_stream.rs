//! The streamed card import (`CardDb::stream`): a Scryfall bulk file's bytes
//! pushed in chunks of any size give the same database as the whole text, a
//! generated bulk file of real size (every field Scryfall sends) imports, and
//! bad input is reported with every problem, never a panic.

use mtg_rules::card::CardDb;
use mtg_rules::card::stream::MAX_CARD_BYTES;

#[path = "../benches/support/pool.rs"]
mod pool;

const SAMPLE: &str = include_str!("data/scryfall-cards.json");

fn streamed(bytes: &[u8], chunk: usize) -> Result<CardDb, mtg_rules::card::CardImportError> {
    let mut stream = CardDb::stream();
    for part in bytes.chunks(chunk.max(1)) {
        stream.push(part);
    }
    assert_eq!(stream.bytes(), bytes.len() as u64);
    stream.finish()
}

fn same(a: &CardDb, b: &CardDb) {
    assert_eq!(serde_json::to_value(a).unwrap(), serde_json::to_value(b).unwrap());
}

#[test]
fn the_sample_streamed_in_chunks_of_any_size_is_the_same_database_as_the_whole_text() {
    let whole = CardDb::from_scryfall_json(SAMPLE).unwrap();
    for chunk in [1, 2, 3, 7, 64, 4096, 1 << 20] {
        same(&streamed(SAMPLE.as_bytes(), chunk).unwrap(), &whole);
    }
}

#[test]
fn a_generated_bulk_file_of_real_size_streams_in_64_kib_chunks() {
    let text = pool::real_size_pool(3000);
    assert!(text.len() / 3000 > 2900, "about 3 KB a card, as Scryfall's: {} bytes each", text.len() / 3000);
    let db = streamed(text.as_bytes(), 65_536).unwrap();
    assert_eq!(db.len(), 3000);
    same(&db, &CardDb::from_scryfall_json(&text).unwrap());
    assert!(db.get("Grizzly Bears #0").is_some() || db.cards().iter().any(|c| c.name.ends_with(" #0")));
}

#[test]
fn a_single_card_object_and_a_byte_order_mark_stream_too() {
    let one = r#"{"object":"card","name":"Grizzly Bears","layout":"normal","mana_cost":"{1}{G}","type_line":"Creature — Bear","oracle_text":"","colors":["G"],"power":"2","toughness":"2"}"#;
    assert_eq!(streamed(one.as_bytes(), 5).unwrap().len(), 1);
    let mut bom = vec![0xEF, 0xBB, 0xBF];
    bom.extend_from_slice(format!("[{one}]").as_bytes());
    assert_eq!(streamed(&bom, 1).unwrap().len(), 1);
}

fn codes(text: &[u8], chunk: usize) -> Vec<(Option<usize>, &'static str)> {
    let e = streamed(text, chunk).unwrap_err();
    e.problems.iter().map(|p| (p.index, p.code)).collect()
}

#[test]
fn bad_input_is_reported_not_panicked_on() {
    let card = r#"{"object":"card","name":"Forest","layout":"normal","mana_cost":"","type_line":"Basic Land — Forest","oracle_text":"({T}: Add {G}.)","colors":[]}"#;
    // Truncated in the middle of a card, at any chunk size.
    for chunk in [1, 10, 1000] {
        let text = format!("[{card},{card}");
        assert_eq!(codes(&text.as_bytes()[..text.len() - 20], chunk), [(None, "invalid_json")]);
    }
    // Not an array, trailing and doubled commas, bytes after the end, empty input.
    for bad in ["hello", "[,]", &format!("[{card},]"), &format!("[{card},,{card}]"), &format!("[{card}] x"), "", "[{"] {
        assert_eq!(codes(bad.as_bytes(), 3), [(None, "invalid_json")], "{bad:?}");
    }
    // Elements that are not card objects are each reported with their index; the others are read.
    let text = format!("[{card},12,\"x\",null,[1]]");
    let found = codes(text.as_bytes(), 4);
    assert_eq!(
        found,
        [
            (Some(1), "not_an_object"),
            (Some(2), "not_an_object"),
            (Some(3), "not_an_object"),
            (Some(4), "not_an_object")
        ]
    );
    // Malformed JSON inside a card.
    assert_eq!(codes(format!("[{}]", card.replace(":\"Forest\"", ":Forest")).as_bytes(), 7), [(None, "invalid_json")]);
    // Invalid UTF-8 in a string.
    let mut bytes = format!("[{card}]").into_bytes();
    let at = bytes.iter().position(|&b| b == b'F').unwrap();
    bytes[at] = 0xFF;
    assert_eq!(codes(&bytes, 16), [(None, "invalid_json")]);
}

#[test]
fn a_card_object_over_a_megabyte_is_skipped_and_reported_the_others_kept() {
    let card = r#"{"object":"card","name":"Forest","layout":"normal","mana_cost":"","type_line":"Basic Land — Forest","oracle_text":"","colors":[]}"#;
    let huge = format!(r#"{{"object":"card","name":"Huge","flavor_text":"{}"}}"#, "a".repeat(MAX_CARD_BYTES));
    let text = format!("[{card},{huge},{card}]");
    // The third card keeps its index (2): the Forest named twice is the only other problem.
    let found = codes(text.as_bytes(), 65_536);
    assert_eq!(found[0], (Some(1), "card_too_large"), "{found:?}");
    assert!(found[1..].iter().all(|&(i, _)| i == Some(2)), "{found:?}");
}

/// The slim copy of a streamed import keeps only what the reader reads.
fn slim_of(bytes: &[u8], chunk: usize) -> (CardDb, Vec<u8>) {
    let mut stream = CardDb::stream();
    stream.keep_slim();
    for part in bytes.chunks(chunk) {
        stream.push(part);
    }
    let slim = stream.take_slim().expect("an array input has a slim copy");
    (stream.finish().unwrap(), slim)
}

#[test]
fn a_bulk_file_of_real_size_has_a_slim_copy_a_tenth_its_size_that_imports_to_the_same_database() {
    let text = pool::real_size_pool(3000);
    let (db, slim) = slim_of(text.as_bytes(), 65_536);
    assert!(slim.len() * 10 < text.len(), "slim {} bytes of {}", slim.len(), text.len());
    let slim = std::str::from_utf8(&slim).unwrap();
    same(&CardDb::from_scryfall_json(slim).unwrap(), &db);
    // Only the fields the engine reads are left: no images, prices, legalities.
    let cards: Vec<serde_json::Value> = serde_json::from_str(slim).unwrap();
    assert_eq!(cards.len(), 3000);
    for key in ["image_uris", "prices", "legalities", "id", "set"] {
        assert!(cards.iter().all(|c| c.get(key).is_none()), "{key} kept");
    }
    assert!(cards.iter().all(|c| c.get("name").is_some() && c.get("type_line").is_some()));
}

#[test]
fn the_slim_copy_of_the_sample_in_one_byte_chunks_imports_to_the_same_database() {
    let (db, slim) = slim_of(SAMPLE.as_bytes(), 1);
    same(&CardDb::from_scryfall_json(std::str::from_utf8(&slim).unwrap()).unwrap(), &db);
    same(&db, &CardDb::from_scryfall_json(SAMPLE).unwrap());
}

#[test]
fn an_escaped_key_is_kept_in_the_slim_copy_and_a_single_object_has_none() {
    // "na\u006de" is "name": the reader reads it, so the slim copy keeps it.
    let text = r#"[{"object":"card","na\u006de":"Grizzly Bears","image_uris":{"x":"}"},"layout":"normal","mana_cost":"{1}{G}","type_line":"Creature — Bear","oracle_text":"","colors":["G"],"power":"2","toughness":"2"}]"#;
    let (db, slim) = slim_of(text.as_bytes(), 3);
    assert!(db.get("Grizzly Bears").is_some());
    let slim = String::from_utf8(slim).unwrap();
    assert!(!slim.contains("image_uris"), "{slim}");
    same(&CardDb::from_scryfall_json(&slim).unwrap(), &db);
    let mut one = CardDb::stream();
    one.keep_slim();
    one.push(&text.as_bytes()[1..text.len() - 1]);
    assert!(one.take_slim().is_none());
}

/// Streamed and whole-text imports must give the same result, problems included.
fn same_result(text: &str, chunk: usize) {
    let whole = CardDb::from_scryfall_json(text);
    let streamed = streamed(text.as_bytes(), chunk);
    match (&whole, &streamed) {
        (Ok(a), Ok(b)) => same(a, b),
        (Err(a), Err(b)) => {
            let codes = |e: &mtg_rules::card::CardImportError| {
                e.problems.iter().map(|p| (p.index, p.field.clone(), p.code, p.message.clone())).collect::<Vec<_>>()
            };
            assert_eq!(codes(a), codes(b));
        }
        _ => panic!("whole {:?} streamed {:?}", whole.as_ref().err(), streamed.as_ref().err()),
    }
}

#[test]
fn every_pool_under_tests_data_streams_to_the_same_database_as_the_whole_text() {
    for name in [
        "scryfall-cards",
        "pool-decks",
        "pool-full-text",
        "pool-lands-mana",
        "lands-costs-cards",
        "lands-mana-cards",
        "full-text-cards",
    ] {
        let text = std::fs::read_to_string(format!("{}/tests/data/{name}.json", env!("CARGO_MANIFEST_DIR"))).unwrap();
        for chunk in [97, 65_536, 1 << 20] {
            same_result(&text, chunk);
        }
    }
}

#[test]
fn a_bulk_file_of_real_size_streamed_whole_or_in_chunks_is_the_same_database_as_the_whole_text() {
    let text = pool::real_size_pool(3000);
    for chunk in [4096, 1 << 20, text.len()] {
        same_result(&text, chunk);
    }
}

#[test]
fn fields_the_reader_skips_are_still_json_and_wrong_types_in_the_fields_it_reads_stay_per_card_problems() {
    let card = |extra: &str| {
        format!(
            r#"{{"object":"card","name":"Forest","image_uris":{extra},"layout":"normal","mana_cost":"","type_line":"Basic Land — Forest","oracle_text":"","colors":[]}}"#
        )
    };
    // Deep, escaped, numeric and literal values in a skipped field: fine.
    let deep = format!("{}1{}", "[".repeat(100), "]".repeat(100));
    for good in [r#"{"a":"\u00e9\n\"\\\/","b":[-0.5e+3,0,1E2,true,false,null,{}],"c":"é—•"}"#, &deep, "[]", "-12"]
    {
        let text = format!("[{}]", card(good));
        for chunk in [1, 7, 1 << 20] {
            assert_eq!(streamed(text.as_bytes(), chunk).unwrap().len(), 1, "{good}");
        }
        same_result(&text, 1 << 20);
    }
    // Bad bytes, escapes, numbers, literals, brackets and nesting in a skipped field: each one
    // problem saying where, at any chunk size.
    let too_deep = format!("{}1{}", "[".repeat(200), "]".repeat(200));
    for bad in [
        "\"a\\x\"",
        "\"\\u12G4\"",
        "\"tab\there\"",
        "01",
        "1.",
        "-",
        "1e",
        "nul",
        "tru e",
        r#"{"a" 1}"#,
        r#"{"a":1,}"#,
        "[1,]",
        r#"{"a":[}"#,
        "[1 2]",
        &too_deep,
    ] {
        let text = format!("[{}]", card(bad));
        for chunk in [1, 7, 1 << 20] {
            let e = streamed(text.as_bytes(), chunk).unwrap_err();
            assert_eq!(e.problems.len(), 1, "{bad}: {e:?}");
            assert_eq!(e.problems[0].code, "invalid_json", "{bad}");
            assert!(e.problems[0].message.contains("at byte"), "{bad}: {}", e.problems[0].message);
        }
    }
    // Invalid UTF-8 and truncation inside a skipped field.
    let mut bytes = format!("[{}]", card(r#""ab""#)).into_bytes();
    let at = bytes.windows(4).position(|w| w == b"\"ab\"").unwrap() + 1;
    bytes[at] = 0xC3; // a lead byte followed by `b`
    let text = format!("[{}]", card(r#"{"a":"#));
    for chunk in [1, 7, 1 << 20] {
        assert_eq!(codes(&bytes, chunk), [(None, "invalid_json")]);
        assert_eq!(codes(&text.as_bytes()[..text.len() - 40], chunk), [(None, "invalid_json")]);
    }
    // A field the reader reads, of the wrong type, nested objects filtered: a problem of that card only.
    let text = format!(
        "[{},{}]",
        card("{}").replace(r#""colors":[]"#, r#""colors":{"image_uris":{"x":1}}"#),
        card("{}").replace("Forest", "Plains")
    );
    same_result(&text, 5);
    assert_eq!(codes(text.as_bytes(), 5), [(Some(0), "wrong_type")]);
}

#[test]
fn cards_read_directly_from_the_scanned_bytes_equal_the_lenient_readers_cards_and_problems() {
    // Escapes, `\u` (a surrogate pair too), nulls, repeated keys, decimal and odd `cmc`, faces and
    // related cards with keys the reader skips, too many faces, wrong types inside faces, an escaped key.
    let cards = [
        r#"{"object":"card","name":"Quote \"Bear\"","layout":"normal","mana_cost":"{1}{G}","cmc":2.0,"type_line":"Creature \u2014 Bear","oracle_text":"Flying\nTrample\\","colors":["G"],"power":"2","toughness":"2"}"#,
        r#"{"name":"Nulls","mana_cost":null,"cmc":null,"type_line":"Instant","oracle_text":null,"colors":null,"keywords":null,"card_faces":null,"all_parts":null}"#,
        r#"{"name":"Twice","name":"Twice Again","type_line":"Sorcery","cmc":0.5,"oracle_text":"Draw a card.","cmc":1e0}"#,
        r#"{"name":"Neg","type_line":"Sorcery","cmc":-0}"#,
        r#"{"name":"Faces // Back","layout":"transform","type_line":"Creature — Human // Creature — Wolf","card_faces":[{"object":"card_face","name":"Faces","mana_cost":"{G}","type_line":"Creature — Human","oracle_text":"","power":"1","toughness":"1","image_uris":{"a":["b",{"c":null}]},"colors":["G"]},{"name":"Back","mana_cost":"","type_line":"Creature — Wolf","oracle_text":"","power":"2","toughness":"2","color_indicator":["G"]}],"all_parts":[{"object":"related_card","id":"x","component":"combo_piece","name":"Faces // Back","type_line":"Creature — Human // Creature — Wolf","uri":"u"}]}"#,
        r#"{"name":"Nine","layout":"split","type_line":"Instant","card_faces":[{},{},{},{},{},{},{},{},{}]}"#,
        r#"{"name":"Wrong Face","layout":"split","type_line":"Instant // Instant","card_faces":[{"name":3},{"name":"B","colors":[null]}]}"#,
        r#"{"name":"Items","type_line":"Instant","colors":["R",1],"keywords":"Flying"}"#,
        r#"{"name":"Escaped \/ key","type_lin\u0065":"Instant"}"#,
        r#"{"name":"Pair \ud83d\ude00","type_line":"Instant","oracle_text":"Draw a card.\u000a\u2022 \u00e9\u0000"}"#,
    ];
    for card in cards {
        same_result(&format!("[{card}]"), 1 << 20);
        same_result(&format!("[{card},{card}]"), 7);
    }
    same_result(&format!("[{}]", cards.join(",")), 1 << 20);
}
