//! A streamed card import: the bytes of a Scryfall bulk file (a JSON array
//! of card objects, ~30,000 of them and ~100 MB with every field Scryfall
//! sends) pushed in chunks of any size. Each card is read by the same lenient
//! reader as [`CardDb::from_scryfall_json`] as soon as its last byte is in,
//! so memory holds at most one card's bytes beyond the cards kept, never the
//! whole file.

use super::db::{CardDb, CardImportError, Importer};
use super::scryfall::{CardSink, Found, Key, read_input};

/// The largest one card object may be, in bytes (a real one is ~3 KB).
pub const MAX_CARD_BYTES: usize = 1024 * 1024;

/// The largest input that is not an array (one card or a list object) may
/// be, in bytes: it is read whole.
pub const MAX_OBJECT_INPUT_BYTES: usize = 64 * 1024 * 1024;

/// Where the scanner is in the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum At {
    /// Before the first value.
    Start,
    /// In the top-level array, between elements.
    Between,
    /// In an element of the array.
    Element,
    /// In a top-level object, read whole at the end.
    Object,
    /// After the array's `]`, or after the import stopped.
    Done,
}

/// What may come next between the array's elements.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Expect {
    /// After `[`: an element or `]`.
    FirstOrEnd,
    /// After an element: `,` or `]`.
    CommaOrEnd,
    /// After `,`: an element.
    Element,
}

/// A streamed import under way ([`CardDb::stream`]): [`push`](Self::push)
/// chunks, then [`finish`](Self::finish). Problems are collected as with
/// [`CardDb::from_scryfall_json`] and reported together at the end.
pub struct ScryfallStream {
    importer: Importer,
    at: At,
    expect: Expect,
    /// The bytes of the element (or top-level object) so far, when it spans
    /// chunks.
    pending: Vec<u8>,
    /// Whether the current element is too large and is being skipped.
    skipping: bool,
    depth: u32,
    in_string: bool,
    escape: bool,
    /// Bytes pushed so far.
    bytes: u64,
    /// Where the current element began (bytes from the start).
    element_start: u64,
    /// A problem with the input as a whole (not JSON, trailing bytes).
    broken: bool,
    /// The slim copy being written ([`keep_slim`](Self::keep_slim)): a JSON
    /// array of the card objects read, each with only the keys the reader
    /// reads.
    slim: Option<Vec<u8>>,
}

impl ScryfallStream {
    pub(super) fn new(importer: Importer) -> ScryfallStream {
        ScryfallStream {
            importer,
            at: At::Start,
            expect: Expect::FirstOrEnd,
            pending: Vec::new(),
            skipping: false,
            depth: 0,
            in_string: false,
            escape: false,
            bytes: 0,
            element_start: 0,
            broken: false,
            slim: None,
        }
    }

    /// Keeps a slim copy of the input as it is read: every card object with
    /// only the fields the engine reads (name, costs, types, text, faces, …;
    /// not images, prices, legalities), so a bulk file of ~100 MB becomes a
    /// few MB that imports to the same database. Call before the first
    /// [`push`](Self::push); take it with [`take_slim`](Self::take_slim).
    pub fn keep_slim(&mut self) {
        if self.bytes == 0 {
            self.slim = Some(b"[".to_vec());
        }
    }

    /// The slim copy (a JSON array), if [`keep_slim`](Self::keep_slim) was
    /// called and the input was an array; `None` otherwise.
    pub fn take_slim(&mut self) -> Option<Vec<u8>> {
        let mut slim = self.slim.take()?;
        if self.at != At::Done || self.broken {
            return None;
        }
        slim.push(b']');
        Some(slim)
    }

    /// Bytes pushed so far.
    pub fn bytes(&self) -> u64 {
        self.bytes
    }

    /// Card objects read so far (kept or not).
    pub fn cards(&self) -> usize {
        self.importer.count()
    }

    /// Reads the next chunk of the input.
    pub fn push(&mut self, chunk: &[u8]) {
        let base = self.bytes;
        self.bytes += chunk.len() as u64;
        let mut i = 0;
        // Where the current element's bytes begin in this chunk.
        let mut from = 0;
        while i < chunk.len() {
            match self.at {
                At::Done => {
                    if !self.broken && chunk[i..].iter().any(|b| !b.is_ascii_whitespace()) {
                        self.fail("bytes after the end of the card array", base + i as u64);
                    }
                    return;
                }
                At::Start => {
                    let b = chunk[i];
                    if b.is_ascii_whitespace() || (base + (i as u64) < 3 && matches!(b, 0xEF | 0xBB | 0xBF)) {
                        // Whitespace and a UTF-8 byte-order mark.
                    } else if b == b'[' {
                        self.at = At::Between;
                    } else if b == b'{' {
                        self.at = At::Object;
                        self.pending.push(b);
                    } else {
                        self.fail("expected a JSON array of card objects (or one object)", base + i as u64);
                        return;
                    }
                    i += 1;
                }
                At::Between => {
                    let b = chunk[i];
                    if b.is_ascii_whitespace() {
                        i += 1;
                    } else if b == b',' && self.expect == Expect::CommaOrEnd {
                        self.expect = Expect::Element;
                        i += 1;
                    } else if b == b']' && self.expect != Expect::Element {
                        self.at = At::Done;
                        i += 1;
                    } else if b == b',' || b == b']' || self.expect == Expect::CommaOrEnd {
                        self.fail("expected a card object, `,` or `]` in the card array", base + i as u64);
                        return;
                    } else {
                        self.at = At::Element;
                        self.depth = 0;
                        self.in_string = false;
                        self.escape = false;
                        self.skipping = false;
                        self.pending.clear();
                        self.element_start = base + i as u64;
                        from = i;
                    }
                }
                At::Object => {
                    if self.pending.len() + (chunk.len() - i) > MAX_OBJECT_INPUT_BYTES {
                        self.fail("an input that is not an array may be at most 64 MB", base + i as u64);
                        return;
                    }
                    self.pending.extend_from_slice(&chunk[i..]);
                    return;
                }
                At::Element => {
                    // Scan to the element's end: its closing bracket at depth 0,
                    // or a `,`/`]` after a scalar.
                    let mut end = None;
                    let mut closes_array = false;
                    let mut comma = false;
                    while i < chunk.len() {
                        let b = chunk[i];
                        if self.in_string {
                            if self.escape {
                                self.escape = false;
                            } else if b == b'\\' {
                                self.escape = true;
                            } else if b == b'"' {
                                self.in_string = false;
                            }
                        } else {
                            match b {
                                b'"' => self.in_string = true,
                                b'{' | b'[' => self.depth += 1,
                                b'}' | b']' if self.depth > 0 => {
                                    self.depth -= 1;
                                    if self.depth == 0 {
                                        end = Some(i + 1);
                                        i += 1;
                                        break;
                                    }
                                }
                                b',' | b']' if self.depth == 0 => {
                                    closes_array = b == b']';
                                    comma = b == b',';
                                    end = Some(i);
                                    i += 1;
                                    break;
                                }
                                _ => {}
                            }
                        }
                        i += 1;
                    }
                    let stop = end.unwrap_or(chunk.len());
                    let part = &chunk[from..stop];
                    if !self.skipping && self.pending.len() + part.len() > MAX_CARD_BYTES {
                        self.skipping = true;
                        self.pending = Vec::new();
                        self.importer.skipped(
                            "card_too_large",
                            format!(
                                "the card object at byte {} is larger than {MAX_CARD_BYTES} bytes; it was skipped",
                                self.element_start
                            ),
                        );
                    }
                    if end.is_none() {
                        if !self.skipping {
                            self.pending.extend_from_slice(part);
                        }
                        return;
                    }
                    if !self.skipping {
                        if self.pending.is_empty() {
                            self.element(part);
                        } else {
                            let mut whole = std::mem::take(&mut self.pending);
                            whole.extend_from_slice(part);
                            self.element(&whole);
                            whole.clear();
                            self.pending = whole;
                        }
                    }
                    self.at = if closes_array { At::Done } else { At::Between };
                    self.expect = if comma { Expect::Element } else { Expect::CommaOrEnd };
                    if self.importer.stopped() {
                        self.at = At::Done;
                        self.broken = true;
                        return;
                    }
                }
            }
        }
    }

    /// One element of the array, whole.
    fn element(&mut self, bytes: &[u8]) {
        let trimmed = bytes.trim_ascii();
        let found = match trimmed.first() {
            Some(b'{') => None,
            Some(b'[') => Some(Found::Array),
            Some(b'"') => Some(Found::String),
            Some(b't' | b'f') => Some(Found::Bool),
            Some(b'n') => Some(Found::Null),
            Some(b'-' | b'0'..=b'9') => Some(Found::Number),
            _ => {
                self.fail("a card of the array is not JSON", self.element_start);
                return;
            }
        };
        match found {
            Some(found) => {
                if serde_json::from_slice::<serde::de::IgnoredAny>(trimmed).is_err() {
                    self.fail("a card of the array is not JSON", self.element_start);
                } else if self.importer.accept_card() {
                    self.importer.not_a_card(found);
                }
            }
            None => {
                let mut deserializer = serde_json::Deserializer::from_slice(trimmed);
                let result = read_input(&mut deserializer, &mut self.importer).and_then(|()| deserializer.end());
                if let (Ok(()), Some(slim)) = (&result, self.slim.as_mut()) {
                    if slim.len() > 1 {
                        slim.push(b',');
                    }
                    slim_object(trimmed, slim);
                }
                if let Err(e) = result {
                    let at = self.element_start;
                    self.importer.input_error(&format!("{e} (in the card object at byte {at})"), None);
                    self.broken = true;
                    self.at = At::Done;
                }
            }
        }
    }

    fn fail(&mut self, what: &str, at: u64) {
        if !self.broken {
            self.importer.input_error(&format!("{what} (at byte {at})"), None);
        }
        self.broken = true;
        self.at = At::Done;
    }

    /// Ends the input: the database, or every problem found.
    pub fn finish(mut self) -> Result<CardDb, CardImportError> {
        match self.at {
            At::Object => {
                let bytes = std::mem::take(&mut self.pending);
                let mut deserializer = serde_json::Deserializer::from_slice(&bytes);
                let result = read_input(&mut deserializer, &mut self.importer).and_then(|()| deserializer.end());
                if let Err(e) = result {
                    self.importer.input_error(&e.to_string(), None);
                }
            }
            At::Start => self.fail("the input is empty", self.bytes),
            At::Between | At::Element => self.fail("the input ends inside the card array", self.bytes),
            At::Done => {}
        }
        self.importer.finish()
    }
}

/// Copies a JSON object (valid JSON, as the reader just read it) keeping only
/// its top-level members whose key the card reader reads; a key written with
/// escapes is kept (the reader may read it). Values are copied byte for byte.
fn slim_object(object: &[u8], out: &mut Vec<u8>) {
    out.push(b'{');
    let mut first = true;
    let mut i = 1; // after `{`
    loop {
        while i < object.len() && (object[i].is_ascii_whitespace() || object[i] == b',') {
            i += 1;
        }
        if i >= object.len() || object[i] != b'"' {
            break; // `}` (or the end)
        }
        let key_start = i;
        i = string_end(object, i);
        let key = &object[key_start + 1..i.saturating_sub(1).max(key_start + 1)];
        // The value: from after `:` to the `,` or `}` at this depth.
        let value_start = i;
        let mut depth = 0u32;
        let mut j = i;
        while j < object.len() {
            match object[j] {
                b'"' => {
                    j = string_end(object, j);
                    continue;
                }
                b'{' | b'[' => depth += 1,
                b'}' | b']' if depth == 0 => break,
                b'}' | b']' => depth -= 1,
                b',' if depth == 0 => break,
                _ => {}
            }
            j += 1;
        }
        if key.contains(&b'\\') || Key::is_read(key) {
            if !first {
                out.push(b',');
            }
            first = false;
            out.extend_from_slice(&object[key_start..value_start]);
            out.extend_from_slice(object[value_start..j].trim_ascii_end());
        }
        i = j;
    }
    out.push(b'}');
}

/// The index just past the JSON string that begins at `start` (a `"`).
fn string_end(bytes: &[u8], start: usize) -> usize {
    let mut i = start + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'"' => return i + 1,
            _ => i += 1,
        }
    }
    bytes.len()
}
