//! The crate's one lowercasing, for names compared ignoring case (a card or face name, a
//! decklist line, a counter's name) and the engine's own words.
//!
//! Why not `str::to_lowercase`/`char::to_lowercase`: they carry core's Unicode lowercase table
//! (1,462 pairs, 11.7 KB of the wasm, 4.3 KB gzipped) and its lookup code. Card names are printed
//! in the Latin alphabet (with the letters of Latin-1 and Latin Extended-A: Æther, Lim-Dûl, Jötun,
//! Ifh-Bíff); this folds those letters as core does, and the capitals of basic Greek and
//! Cyrillic too. Any other character is left as it is.

/// The lowercase of `c` (one character; Unicode's simple case mapping for the letters above).
pub(crate) fn lower_char(c: char) -> char {
    let n = c as u32;
    let lower = match n {
        0x41..=0x5A | 0xC0..=0xD6 | 0xD8..=0xDE | 0x391..=0x3A1 | 0x3A3..=0x3AB | 0x410..=0x42F => n + 0x20,
        // Latin Extended-A: capitals at even code points, then (from Ĺ to Ň and Ź to Ž) at odd ones.
        0x100..=0x12F | 0x132..=0x137 | 0x14A..=0x177 if n.is_multiple_of(2) => n + 1,
        0x139..=0x148 | 0x179..=0x17E if !n.is_multiple_of(2) => n + 1,
        0x130 => 0x69, // İ: its simple mapping (the full one, in `push_lower`, adds a combining dot)
        0x178 => 0xFF,
        0x386 => 0x3AC,
        0x388..=0x38A => n + 37,
        0x38C => 0x3CC,
        0x38E..=0x38F => n + 63,
        0x400..=0x40F => n + 0x50,
        _ => n,
    };
    char::from_u32(lower).unwrap_or(c)
}

/// `s` lowercased into `out`, as `str::to_lowercase` would for the letters of [`lower_char`]
/// (İ, U+0130, is `i` and a combining dot above, as core writes it).
pub(crate) fn push_lower(s: &str, out: &mut String) {
    // ASCII text (most names) copied whole and lowercased in place: `lower_char` maps only A–Z there.
    if s.is_ascii() {
        let start = out.len();
        out.push_str(s);
        if let Some(added) = out.get_mut(start..) {
            added.make_ascii_lowercase();
        }
        return;
    }
    for c in s.chars() {
        if c == '\u{130}' {
            out.push_str("i\u{307}");
        } else {
            out.push(lower_char(c));
        }
    }
}

/// `s` lowercased (see [`push_lower`]).
pub(crate) fn lowercase(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    push_lower(s, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::{lower_char, lowercase};

    #[test]
    fn folds_latin_greek_and_cyrillic_letters_as_core_does() {
        let ranges = [0u32..0x250, 0x370..0x400, 0x400..0x460];
        for c in ranges.into_iter().flatten().filter_map(char::from_u32) {
            let core: Vec<char> = c.to_lowercase().collect();
            // Core's own mapping, wherever it is one character and this module covers the letter.
            let covered = c.is_ascii()
                || ('\u{C0}'..='\u{17F}').contains(&c)
                || ('\u{386}'..='\u{3AB}').contains(&c)
                || ('\u{400}'..='\u{42F}').contains(&c);
            if covered && core.len() == 1 {
                assert_eq!(lower_char(c), core[0], "{c:?} U+{:04X}", c as u32);
            }
        }
        assert_eq!(lower_char('\u{130}'), 'i');
        let names = [
            "Æther Vial",
            "LIM-DÛL'S VAULT",
            "Jötun Grunt",
            "IFH-BÍFF EFREET",
            "Dandân",
            "Ÿ",
            "İ",
            "ŁÓDŹ",
            "JACE, VRYN'S PRODIGY // Jace, Telepath Unbound",
            "",
        ];
        for name in names {
            assert_eq!(lowercase(name), name.to_lowercase());
            // After other text: only what is added is lowercased.
            let mut out = "ÆX".to_string();
            super::push_lower(name, &mut out);
            assert_eq!(out, format!("ÆX{}", name.to_lowercase()));
        }
    }
}
