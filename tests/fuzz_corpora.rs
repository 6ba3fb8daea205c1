//! Replays every committed fuzz corpus file (`fuzz/corpus/<target>/`, seeds, inputs libFuzzer
//! kept for new coverage, and every crash found, fixed since) through the fuzz targets'
//! bodies (`fuzz/harness.rs`) on the stable toolchain, so that no input once found can
//! regress. The fuzzers themselves run with `bash scripts/fuzz.sh [target] [seconds]`.

#[path = "../fuzz/harness.rs"]
mod harness;

use std::path::Path;

/// Runs every file of `fuzz/corpus/<target>/` through `body`; a panic names the file.
fn replay(target: &str, body: fn(&[u8])) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/corpus").join(target);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .collect();
    files.sort();
    assert!(!files.is_empty(), "{} has no corpus", dir.display());
    for file in &files {
        let data = std::fs::read(file).unwrap();
        let result = std::panic::catch_unwind(|| body(&data));
        assert!(result.is_ok(), "{target}: {} panics", file.display());
    }
}

#[test]
fn every_mana_cost_of_the_corpus_parses_or_is_a_coded_error() {
    replay("mana_cost", harness::mana_cost);
}

#[test]
fn every_type_line_of_the_corpus_parses_or_is_a_coded_error() {
    replay("type_line", harness::type_line);
}

#[test]
fn every_scryfall_import_of_the_corpus_imports_or_is_a_coded_error() {
    replay("scryfall_import", harness::scryfall_import);
}

#[test]
fn every_built_scryfall_card_of_the_corpus_imports_and_plays_or_is_a_coded_error() {
    replay("scryfall_card", harness::scryfall_card);
}

#[test]
fn every_streamed_import_of_the_corpus_equals_the_whole_text_or_is_a_coded_error() {
    replay("scryfall_stream", harness::scryfall_stream);
}

#[test]
fn every_oracle_text_of_the_corpus_is_read_without_panic() {
    replay("oracle_line", harness::oracle_line);
}

#[test]
fn every_oracle_line_built_from_templates_is_read_and_played_without_panic() {
    replay("oracle_template", harness::oracle_template);
}

#[test]
fn every_decklist_of_the_corpus_parses_or_is_a_coded_error() {
    replay("decklist", harness::decklist);
}

#[test]
fn every_game_setup_of_the_corpus_builds_and_plays_or_is_a_coded_error_732() {
    replay("game_setup", harness::game_setup);
}

#[test]
fn every_serialized_game_of_the_corpus_reads_back_and_plays_or_is_a_coded_error() {
    replay("game_json", harness::game_json);
}

#[test]
fn every_action_sequence_of_the_corpus_keeps_the_invariants_and_refused_actions_change_nothing_732_1() {
    replay("game_actions", harness::game_actions);
}

#[test]
fn every_analysis_request_of_the_corpus_is_answered_or_is_a_coded_error_and_parts_add_up() {
    replay("analysis", harness::analysis);
}
