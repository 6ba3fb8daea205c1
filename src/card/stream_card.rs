//! The streamed import's direct reader: the fields of one card object that
//! the byte scanner (`stream.rs`) has already validated as JSON are read
//! here straight into a [`ScryfallCard`], with no second pass through
//! serde_json. It reads only the common, well-formed shape (strings with any
//! escape, `null`, a plain `cmc`, arrays of strings, face and related-card
//! objects within their bounds); anything else (a wrong type, a value over its
//! bound, a lone surrogate escape, a list object) answers `None` and the card
//! is read by the lenient serde reader instead, so both give the same card and
//! the same problems.

use super::scryfall::{
    Key, Layout, MAX_FACES, MAX_LIST_LEN, MAX_STRING_LEN, ScryfallCard, ScryfallFace, ScryfallRelatedCard,
};
use super::stream::next_look;

/// One field of the card object: its key and where its value is in the
/// element's bytes (`start..end`, no whitespace around it).
pub(super) type Field = (Key, usize, usize);

/// The card whose read fields are `fields` in `bytes` (already validated
/// JSON), or `None` when it must be read by the lenient reader. The fields
/// the import only reads (not keeps) are written into strings and lists
/// from `pool`, which [`Pool::recycle`] refills from the card once imported:
/// the stream allocates for them once, not for every card.
pub(super) fn read_card(bytes: &[u8], fields: &[Field], pool: &mut Pool) -> Option<ScryfallCard> {
    let mut card = ScryfallCard::default();
    for &(key, start, end) in fields {
        let mut at = Cursor { b: bytes.get(..end)?, i: start };
        match key {
            Key::Object => card.object = pool.text(&mut at)?,
            Key::Name => card.name = pool.text(&mut at)?,
            Key::Layout => card.layout = pool.text(&mut at)?.map(|name| pool.keep(name, Layout::from_scryfall)),
            Key::ManaCost => card.mana_cost = pool.text(&mut at)?,
            Key::Cmc => card.cmc = at.number()?,
            Key::TypeLine => card.type_line = pool.text(&mut at)?,
            // Kept by the card: allocated to its size.
            Key::OracleText => card.oracle_text = at.text()?,
            Key::Colors => card.colors = pool.texts(&mut at)?,
            Key::ColorIndicator => card.color_indicator = pool.texts(&mut at)?,
            Key::ColorIdentity => card.color_identity = pool.texts(&mut at)?,
            Key::Power => card.power = pool.text(&mut at)?,
            Key::Toughness => card.toughness = pool.text(&mut at)?,
            Key::Loyalty => card.loyalty = pool.text(&mut at)?,
            Key::Defense => card.defense = pool.text(&mut at)?,
            Key::Keywords => card.keywords = at.texts()?,
            Key::ProducedMana => card.produced_mana = pool.texts(&mut at)?,
            Key::CardFaces => card.card_faces = at.objects(MAX_FACES, Cursor::face)?,
            Key::AllParts => card.all_parts = at.objects(MAX_LIST_LEN, Cursor::part)?,
            // A list object's cards: the lenient reader's.
            Key::Data => return None,
            Key::Component | Key::Other => {}
        }
        if at.i != end {
            return None;
        }
    }
    // A list object (`"object": "list"`) is the lenient reader's too.
    (card.object.as_deref() != Some("list")).then_some(card)
}

/// Strings and lists of strings to be reused by [`read_card`] for the
/// fields the import reads but does not keep (the object's kind, the name it
/// copies, costs, type lines, stats, color and mana letters): a bulk file's
/// cards then cost no allocation for them. Bounded: it holds at most what
/// one card gave back.
#[derive(Default)]
pub(super) struct Pool {
    strings: Vec<String>,
    lists: Vec<Vec<String>>,
}

/// How many strings and lists a [`Pool`] keeps.
const POOL_STRINGS: usize = 32;
const POOL_LISTS: usize = 8;

impl Pool {
    /// [`Cursor::text`] into a reused string.
    fn text(&mut self, at: &mut Cursor) -> Option<Option<String>> {
        if at.null() {
            return Some(None);
        }
        let mut text = self.strings.pop().unwrap_or_default();
        text.clear();
        at.string_into(&mut text)?;
        Some(Some(text))
    }

    /// [`Cursor::texts`] into a reused list of reused strings.
    fn texts(&mut self, at: &mut Cursor) -> Option<Option<Vec<String>>> {
        if at.null() {
            return Some(None);
        }
        let mut items = self.lists.pop().unwrap_or_default();
        items.clear();
        at.list_into(&mut items, MAX_LIST_LEN, |at, items| {
            let mut text = self.strings.pop().unwrap_or_default();
            text.clear();
            at.string_into(&mut text)?;
            items.push(text);
            Some(())
        })?;
        Some(Some(items))
    }

    /// `f` of a read string, the string given back to the pool.
    fn keep<T>(&mut self, text: String, f: impl FnOnce(&str) -> T) -> T {
        let value = f(&text);
        self.give(text);
        value
    }

    fn give(&mut self, text: String) {
        if self.strings.len() < POOL_STRINGS {
            self.strings.push(text);
        }
    }

    fn give_list(&mut self, list: Option<Vec<String>>) {
        let Some(mut list) = list else { return };
        for text in list.drain(..) {
            self.give(text);
        }
        if self.lists.len() < POOL_LISTS {
            self.lists.push(list);
        }
    }

    /// Takes back the pooled fields of a card the import is done with.
    pub(super) fn recycle(&mut self, card: &mut ScryfallCard) {
        for text in [
            &mut card.object,
            &mut card.name,
            &mut card.mana_cost,
            &mut card.type_line,
            &mut card.power,
            &mut card.toughness,
            &mut card.loyalty,
            &mut card.defense,
        ] {
            if let Some(text) = text.take() {
                self.give(text);
            }
        }
        for list in [&mut card.colors, &mut card.color_indicator, &mut card.color_identity, &mut card.produced_mana] {
            self.give_list(list.take());
        }
    }
}

/// A position in validated JSON bytes.
struct Cursor<'a> {
    b: &'a [u8],
    i: usize,
}

impl Cursor<'_> {
    fn ws(&mut self) {
        while let Some(b' ' | b'\n' | b'\r' | b'\t') = self.b.get(self.i) {
            self.i += 1;
        }
    }

    /// Steps over `byte` (after whitespace) if it is next.
    fn eat(&mut self, byte: u8) -> bool {
        self.ws();
        let found = self.b.get(self.i) == Some(&byte);
        if found {
            self.i += 1;
        }
        found
    }

    /// Steps over `null` (after whitespace) if it is next.
    fn null(&mut self) -> bool {
        self.ws();
        let found = self.b.get(self.i..self.i + 4) == Some(b"null");
        if found {
            self.i += 4;
        }
        found
    }

    /// `null` (no value) or a string; `None` for anything else.
    fn text(&mut self) -> Option<Option<String>> {
        if self.null() {
            return Some(None);
        }
        self.string().map(Some)
    }

    /// A string (at most [`MAX_STRING_LEN`] bytes once unescaped), its
    /// escapes read (`\u` ones too, surrogate pairs joined); `None` for
    /// anything else or a lone surrogate.
    fn string(&mut self) -> Option<String> {
        let mut text = String::new();
        self.string_into(&mut text)?;
        Some(text)
    }

    /// [`string`](Self::string), appended to `out` (the bytes between
    /// escapes are whole UTF-8 characters: an escape starts with an ASCII
    /// backslash).
    fn string_into(&mut self, out: &mut String) -> Option<()> {
        self.ws();
        if self.b.get(self.i) != Some(&b'"') {
            return None;
        }
        let before = out.len();
        let start = self.i + 1;
        let mut i = start;
        let mut from = start;
        loop {
            // Plain bytes skipped eight at a time (the scanner's SWAR search).
            i = next_look(self.b, i);
            match *self.b.get(i)? {
                b'"' => break,
                b'\\' => {
                    out.push_str(std::str::from_utf8(self.b.get(from..i)?).ok()?);
                    let byte = match *self.b.get(i + 1)? {
                        b'n' => b'\n',
                        b't' => b'\t',
                        b'r' => b'\r',
                        b'b' => 0x08,
                        b'f' => 0x0C,
                        c @ (b'"' | b'\\' | b'/') => c,
                        b'u' => {
                            let (c, len) = self.unicode_escape(i)?;
                            out.push(c);
                            i += len;
                            from = i;
                            continue;
                        }
                        _ => return None,
                    };
                    out.push(char::from(byte));
                    i += 2;
                    from = i;
                }
                _ => i += 1,
            }
        }
        out.push_str(std::str::from_utf8(self.b.get(from..i)?).ok()?);
        self.i = i + 1;
        (out.len() - before <= MAX_STRING_LEN).then_some(())
    }

    /// The character of the `\\u` escape at `i` (two for a surrogate pair) and
    /// the escape's length; `None` for a lone surrogate (serde_json's error:
    /// the lenient reader reports it).
    fn unicode_escape(&self, i: usize) -> Option<(char, usize)> {
        let hex = |at: usize| -> Option<u32> {
            let digits = std::str::from_utf8(self.b.get(at..at + 4)?).ok()?;
            u32::from_str_radix(digits, 16).ok()
        };
        let first = hex(i + 2)?;
        match first {
            0xD800..=0xDBFF => {
                if self.b.get(i + 6..i + 8)? != b"\\u" {
                    return None;
                }
                let second = hex(i + 8)?;
                if !(0xDC00..=0xDFFF).contains(&second) {
                    return None;
                }
                Some((char::from_u32(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))?, 12))
            }
            _ => Some((char::from_u32(first)?, 6)),
        }
    }

    /// `null` or a plain number: digits and at most one `.`, at most 15
    /// bytes, read as serde_json reads it (the digits as an integer divided
    /// by a power of ten, both exact, so the one rounding is the same); `None`
    /// for anything else.
    fn number(&mut self) -> Option<Option<f64>> {
        const POW10: [f64; 16] = [1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];
        self.ws();
        if self.b.get(self.i..self.i + 4) == Some(b"null") {
            self.i += 4;
            return Some(None);
        }
        let start = self.i;
        let (mut digits, mut decimals, mut point) = (0u64, 0usize, false);
        loop {
            match self.b.get(self.i) {
                Some(&c @ b'0'..=b'9') => {
                    digits = digits * 10 + u64::from(c - b'0');
                    decimals += usize::from(point);
                }
                Some(b'.') if !point => point = true,
                _ => break,
            }
            self.i += 1;
            if self.i - start > 15 {
                return None;
            }
        }
        (self.i > start).then_some(())?;
        Some(Some(digits as f64 / *POW10.get(decimals)?))
    }

    /// `null` or an array of at most [`MAX_LIST_LEN`] strings.
    fn texts(&mut self) -> Option<Option<Vec<String>>> {
        if self.null() {
            return Some(None);
        }
        self.list(MAX_LIST_LEN, Cursor::string).map(Some)
    }

    /// `null` or an array of at most `max` objects read by `item`.
    fn objects<T>(&mut self, max: usize, item: fn(&mut Self) -> Option<T>) -> Option<Option<Vec<T>>> {
        if self.null() {
            return Some(None);
        }
        self.list(max, item).map(Some)
    }

    /// An array of at most `max` items read by `item`.
    fn list<T>(&mut self, max: usize, item: fn(&mut Self) -> Option<T>) -> Option<Vec<T>> {
        let mut items = Vec::new();
        self.list_into(&mut items, max, |at, items| {
            items.push(item(at)?);
            Some(())
        })?;
        Some(items)
    }

    /// An array of at most `max` items, each pushed to `items` by `item`.
    fn list_into<T>(
        &mut self,
        items: &mut Vec<T>,
        max: usize,
        mut item: impl FnMut(&mut Self, &mut Vec<T>) -> Option<()>,
    ) -> Option<()> {
        if !self.eat(b'[') {
            return None;
        }
        if self.eat(b']') {
            return Some(());
        }
        loop {
            if items.len() == max {
                return None;
            }
            item(self, items)?;
            if self.eat(b']') {
                return Some(());
            }
            if !self.eat(b',') {
                return None;
            }
        }
    }

    /// An object's keys, each handed to `field` with the cursor at its value
    /// (`field` reads or skips the value; `None` gives up).
    fn object(&mut self, mut field: impl FnMut(&mut Self, Key) -> Option<()>) -> Option<()> {
        if !self.eat(b'{') {
            return None;
        }
        if self.eat(b'}') {
            return Some(());
        }
        loop {
            self.ws();
            if self.b.get(self.i) != Some(&b'"') {
                return None;
            }
            let start = self.i + 1;
            let len = self.b.get(start..)?.iter().position(|&c| c == b'"' || c == b'\\')?;
            if self.b.get(start + len) != Some(&b'"') {
                return None; // an escaped key: the lenient reader's
            }
            self.i = start + len + 1;
            if !self.eat(b':') {
                return None;
            }
            field(self, Key::of(self.b.get(start..start + len)?))?;
            if self.eat(b'}') {
                return Some(());
            }
            if !self.eat(b',') {
                return None;
            }
        }
    }

    /// Steps over any (valid) value.
    fn skip(&mut self) -> Option<()> {
        let mut depth = 0usize;
        loop {
            self.ws();
            match *self.b.get(self.i)? {
                b'"' => {
                    self.i += 1;
                    loop {
                        match *self.b.get(self.i)? {
                            b'"' => break,
                            b'\\' => self.i += 2,
                            _ => self.i += 1,
                        }
                    }
                    self.i += 1;
                }
                b'{' | b'[' => {
                    depth += 1;
                    self.i += 1;
                    continue;
                }
                b'}' | b']' => {
                    depth = depth.checked_sub(1)?;
                    self.i += 1;
                }
                b',' | b':' if depth > 0 => {
                    self.i += 1;
                    continue;
                }
                _ => {
                    while let Some(&c) = self.b.get(self.i) {
                        if matches!(c, b',' | b'}' | b']' | b' ' | b'\n' | b'\r' | b'\t') {
                            break;
                        }
                        self.i += 1;
                    }
                }
            }
            if depth == 0 {
                return Some(());
            }
        }
    }

    /// One `card_faces` entry.
    fn face(&mut self) -> Option<ScryfallFace> {
        let mut face = ScryfallFace::default();
        self.object(|at, key| {
            match key {
                Key::Name => face.name = at.text()?,
                Key::ManaCost => face.mana_cost = at.text()?,
                Key::TypeLine => face.type_line = at.text()?,
                Key::OracleText => face.oracle_text = at.text()?,
                Key::Power => face.power = at.text()?,
                Key::Toughness => face.toughness = at.text()?,
                Key::Loyalty => face.loyalty = at.text()?,
                Key::Defense => face.defense = at.text()?,
                Key::Colors => face.colors = at.texts()?,
                Key::ColorIndicator => face.color_indicator = at.texts()?,
                Key::Object
                | Key::Layout
                | Key::Cmc
                | Key::ColorIdentity
                | Key::Keywords
                | Key::ProducedMana
                | Key::CardFaces
                | Key::AllParts
                | Key::Component
                | Key::Data
                | Key::Other => at.skip()?,
            }
            Some(())
        })?;
        Some(face)
    }

    /// One `all_parts` entry.
    fn part(&mut self) -> Option<ScryfallRelatedCard> {
        let mut part = ScryfallRelatedCard::default();
        self.object(|at, key| {
            match key {
                Key::Name => part.name = at.text()?,
                Key::Component => part.component = at.text()?,
                Key::TypeLine => part.type_line = at.text()?,
                Key::Object
                | Key::Layout
                | Key::ManaCost
                | Key::Cmc
                | Key::OracleText
                | Key::Colors
                | Key::ColorIndicator
                | Key::ColorIdentity
                | Key::Power
                | Key::Toughness
                | Key::Loyalty
                | Key::Defense
                | Key::Keywords
                | Key::ProducedMana
                | Key::CardFaces
                | Key::AllParts
                | Key::Data
                | Key::Other => at.skip()?,
            }
            Some(())
        })?;
        Some(part)
    }
}

#[cfg(test)]
mod tests {
    use super::Cursor;

    #[test]
    fn any_valid_value_is_stepped_over_exactly() {
        for value in [
            r#""a\"b""#,
            "12",
            "-0.5e3",
            "true",
            "null",
            "[]",
            "{}",
            r#"[1,"x",{"a":[2,{}]},null]"#,
            r#"{"a" : [ 1 , 2 ] , "b":"}"}"#,
        ] {
            let text = format!("{value} ,");
            let mut at = Cursor { b: text.as_bytes(), i: 0 };
            assert_eq!(at.skip(), Some(()), "{value}");
            assert_eq!(at.i, value.len(), "{value}");
        }
    }

    #[test]
    fn plain_numbers_are_read_as_serde_json_reads_them_and_others_left_to_the_lenient_reader() {
        for text in ["0", "3", "2.0", "0.5", "1000000", "15.25", "0.333333333333", "123456789012345"] {
            let mut at = Cursor { b: text.as_bytes(), i: 0 };
            let expected: f64 = serde_json::from_str(text).unwrap();
            assert_eq!(at.number().map(|n| n.map(f64::to_bits)), Some(Some(expected.to_bits())), "{text}");
            assert_eq!(at.i, text.len());
        }
        for text in ["-0", "1e0", "1234567890123456", ""] {
            let mut at = Cursor { b: text.as_bytes(), i: 0 };
            assert!(at.number().is_none_or(|_| at.i != text.len()), "{text}");
        }
    }

    #[test]
    fn strings_are_unescaped_as_serde_json_unescapes_them_and_a_lone_surrogate_is_left_to_the_lenient_reader() {
        let read = |text: &str| Cursor { b: text.as_bytes(), i: 0 }.string();
        assert_eq!(read(r#""a\nb\"c\\d\/e\t""#).as_deref(), Some("a\nb\"c\\d/e\t"));
        assert_eq!(read(r#""—•""#).as_deref(), Some("—•"));
        for text in [r#""\u00e9""#, r#""x\u2014\n\u2022 y""#, r#""\u0000\uFFFF""#, r#""\ud83d\ude00!""#] {
            let expected: String = serde_json::from_str(text).unwrap();
            assert_eq!(read(text), Some(expected), "{text}");
        }
        for text in [r#""\ud83d""#, r#""\ud83d x""#, r#""\ude00""#, r#""\ud83d\u0041""#] {
            assert!(serde_json::from_str::<String>(text).is_err(), "{text}");
            assert_eq!(read(text), None, "{text}");
        }
        assert_eq!(read("12"), None);
    }
}
