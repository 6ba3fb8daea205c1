//! Which ability templates the game executes: the evidence behind the
//! coverage command's honest figure (cards wholly understood whose every
//! ability template is executed by at least one test; ARCHITECTURE.md).
//!
//! The game marks the places where an ability does its work with the
//! one-line [`executed!`](crate::executed) macro. Without the cargo feature
//! `template-log` the macro expands to nothing (its arguments are not even
//! evaluated); with it, each ability's [`Ability::template_key`](crate::text::Ability::template_key) is recorded
//! once per process, appended to `$MTG_TEMPLATE_LOG/<process id>.keys` when
//! that variable names a directory. [`read_dir`] (always available) gathers
//! the keys of every file there.

#[cfg(feature = "template-log")]
use crate::text::{Ability, KeywordAbility, StaticAbility};
use std::collections::BTreeSet;
use std::path::Path;

/// The environment variable naming the directory the keys are written to.
pub const ENV: &str = "MTG_TEMPLATE_LOG";

/// Records one template key (feature `template-log`): once per process,
/// appended to this process's file under [`ENV`] if it is set.
#[cfg(feature = "template-log")]
pub fn record(key: &str) {
    use std::io::Write;
    use std::sync::Mutex;
    static SEEN: Mutex<BTreeSet<String>> = Mutex::new(BTreeSet::new());
    let Some(dir) = std::env::var_os(ENV) else { return };
    let mut seen = SEEN.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    if !seen.insert(key.to_string()) {
        return;
    }
    let _ = std::fs::create_dir_all(&dir);
    let path = Path::new(&dir).join(format!("{}.keys", std::process::id()));
    if let Ok(mut file) = std::fs::OpenOptions::new().create(true).append(true).open(path) {
        let _ = writeln!(file, "{key}");
    }
}

/// Records an ability's template (feature `template-log`).
#[cfg(feature = "template-log")]
pub fn record_ability(ability: &Ability) {
    record(&ability.template_key());
}

/// Records a static ability's template (feature `template-log`).
#[cfg(feature = "template-log")]
pub fn record_static(ability: &StaticAbility) {
    record_ability(&Ability::Static { ability: ability.clone() });
}

/// Records a keyword ability's template (feature `template-log`).
#[cfg(feature = "template-log")]
pub fn record_keyword(keyword: KeywordAbility) {
    record_ability(&Ability::Keyword { keyword });
}

/// Marks where the game executes an ability, in one line:
///
/// - `executed!(each abilities)`: every `&Ability` of an iterator;
/// - `executed!(static ability)`: a `&StaticAbility`;
/// - `executed!(keyword KeywordAbility::Flying)`, optionally
///   `executed!(keyword KeywordAbility::Reach, if condition)`: a keyword
///   ability doing its work.
///
/// Expands to nothing without the cargo feature `template-log`.
#[cfg(feature = "template-log")]
#[macro_export]
macro_rules! executed {
    (each $abilities:expr) => {
        for ability in $abilities {
            $crate::template_log::record_ability(&ability);
        }
    };
    (static $ability:expr) => {
        $crate::template_log::record_static($ability)
    };
    (keyword $keyword:expr $(, if $condition:expr)?) => {
        if true $(&& $condition)? {
            $crate::template_log::record_keyword($keyword);
        }
    };
}

/// Marks where the game executes an ability (see the feature-enabled
/// version); without the cargo feature `template-log` it expands to nothing.
#[cfg(not(feature = "template-log"))]
#[macro_export]
macro_rules! executed {
    ($($anything:tt)*) => {};
}

/// Every key recorded in the files of `dir` (none if it does not exist).
pub fn read_dir(dir: &Path) -> BTreeSet<String> {
    let mut keys = BTreeSet::new();
    let Ok(entries) = std::fs::read_dir(dir) else { return keys };
    for entry in entries.flatten() {
        if let Ok(text) = std::fs::read_to_string(entry.path()) {
            keys.extend(text.lines().filter(|l| !l.is_empty()).map(str::to_string));
        }
    }
    keys
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_keys_of_a_directory_are_read_from_every_file() {
        let dir = std::env::temp_dir().join(format!("mtg-template-log-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("1.keys"), "a\nb\n").unwrap();
        std::fs::write(dir.join("2.keys"), "b\nc\n").unwrap();
        let keys = read_dir(&dir);
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(keys.into_iter().collect::<Vec<_>>(), ["a", "b", "c"]);
        assert!(read_dir(Path::new("/nonexistent/mtg-template-log")).is_empty());
    }
}
