//! A streamed card import: the bytes of a Scryfall bulk file (a JSON array
//! of card objects, ~30,000 of them and ~100 MB with every field Scryfall
//! sends) pushed in chunks of any size. Each card is read by the same lenient
//! reader as [`CardDb::from_scryfall_json`] as soon as its last byte is in,
//! so memory holds at most one card's bytes beyond the cards kept, never the
//! whole file. Each card object is first scanned by a validating byte scanner
//! (`slim_element`) that skips the keys the reader does not read (images,
//! legalities, prices, links: most of a bulk file's bytes) without building
//! anything and hands serde_json only the slim object that is left.

use super::db::{CardDb, CardImportError, Importer};
use super::scryfall::{CardSink, Found, Key, read_input};
use super::stream_card::{Field, Pool, read_card};

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
    /// The slim bytes of the element being read (reused).
    scratch: Vec<u8>,
    /// Where the read fields of the element being read are (reused).
    fields: Vec<Field>,
    /// The strings [`read_card`] reuses from card to card.
    pool: Pool,
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
            scratch: Vec::new(),
            fields: Vec::new(),
            pool: Pool::default(),
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
                        self.element_start = base + i as u64;
                        // The element whole in this chunk (the common case): scanned and
                        // read in place. Otherwise its bytes are gathered first (below).
                        let window = &chunk[i..chunk.len().min(i + MAX_CARD_BYTES)];
                        match self.scan(window) {
                            Ok(len) => {
                                self.read(&window[..len]);
                                i += len;
                                self.expect = Expect::CommaOrEnd;
                            }
                            Err(Stop::Bad(at, what)) => self.not_json(what, at),
                            Err(Stop::More) => {
                                self.at = At::Element;
                                self.depth = 0;
                                self.in_string = false;
                                self.escape = false;
                                self.skipping = false;
                                self.pending.clear();
                                from = i;
                            }
                        }
                        if self.importer.stopped() {
                            self.at = At::Done;
                            self.broken = true;
                        }
                        if self.at == At::Done {
                            return;
                        }
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
                    self.at = if closes_array { At::Done } else { At::Between };
                    if !self.skipping {
                        let mut whole = std::mem::take(&mut self.pending);
                        whole.extend_from_slice(part);
                        self.gathered(&mut whole);
                        whole.clear();
                        self.pending = whole;
                    }
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

    /// An element gathered across chunks, whole (its end found by the
    /// bracket count above): scanned as one in a chunk is.
    fn gathered(&mut self, whole: &mut Vec<u8>) {
        // A space ends a number that ends the bytes (`[1,2]` gathers `2`).
        whole.push(b' ');
        match self.scan(whole) {
            Ok(len) if whole[len..].trim_ascii().is_empty() => self.read(&whole[..len]),
            Ok(len) => self.not_json("expected `,` or `]` after a card", len),
            Err(Stop::Bad(at, what)) => self.not_json(what, at),
            Err(Stop::More) => self.not_json("the card object ends early", whole.len() - 1),
        }
    }

    /// Scans the element at the start of `bytes` (see [`scan_element`]): the
    /// slim copy written to `scratch` only when one is kept, the read fields
    /// of a card object noted in `fields`. Answers the element's length.
    fn scan(&mut self, bytes: &[u8]) -> Result<usize, Stop> {
        let write = self.slim.is_some();
        scan_element(bytes, &mut self.scratch, write, &mut self.fields)
    }

    /// One scanned element, `bytes` whole: a card object of the common shape
    /// read directly from its fields ([`read_card`]), anything else by the
    /// lenient reader from the slim copy ([`element`](Self::element)).
    fn read(&mut self, bytes: &[u8]) {
        if bytes.first() == Some(&b'{')
            && let Some(mut card) = read_card(bytes, &self.fields, &mut self.pool)
        {
            if let Some(copy) = self.slim.as_mut() {
                if copy.len() > 1 {
                    copy.push(b',');
                }
                copy.extend_from_slice(&self.scratch);
            }
            if self.importer.accept_card() {
                self.importer.card(&mut card, Vec::new());
                self.pool.recycle(&mut card);
            } else {
                self.broken = true;
                self.at = At::Done;
            }
            return;
        }
        let mut slim = std::mem::take(&mut self.scratch);
        if self.slim.is_none() {
            // Scanned once already: valid, and the same length.
            let _ = scan_element(bytes, &mut slim, true, &mut self.fields);
        }
        self.element(&slim);
        self.scratch = slim;
    }

    /// One element of the array, scanned: `slim` is valid JSON holding only
    /// what the reader reads.
    fn element(&mut self, slim: &[u8]) {
        let found = match slim.first() {
            Some(b'{') => None,
            Some(b'[') => Some(Found::Array),
            Some(b'"') => Some(Found::String),
            Some(b't' | b'f') => Some(Found::Bool),
            Some(b'n') => Some(Found::Null),
            _ => Some(Found::Number),
        };
        if let Some(found) = found {
            if self.importer.accept_card() {
                self.importer.not_a_card(found);
            }
            return;
        }
        let mut deserializer = serde_json::Deserializer::from_slice(slim);
        let result = read_input(&mut deserializer, &mut self.importer).and_then(|()| deserializer.end());
        if let (Ok(()), Some(copy)) = (&result, self.slim.as_mut()) {
            if copy.len() > 1 {
                copy.push(b',');
            }
            copy.extend_from_slice(slim);
        }
        if let Err(e) = result {
            let at = self.element_start;
            self.importer.input_error(&format!("{e} (in the card object at byte {at})"), None);
            self.broken = true;
            self.at = At::Done;
        }
    }

    /// The element is not JSON: `what`, `at` bytes from its start.
    fn not_json(&mut self, what: &str, at: usize) {
        let start = self.element_start;
        self.fail(&format!("a card of the array is not JSON: {what}"), start + at as u64);
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

/// How deep one element of the array may nest (serde_json's own limit).
pub const MAX_DEPTH: u32 = 128;

/// Why a scan of one element stopped short of its end.
#[derive(Debug, PartialEq, Eq)]
enum Stop {
    /// The bytes end inside the element: more are needed.
    More,
    /// Not JSON: what, and where (bytes from the element's start).
    Bad(usize, &'static str),
}

/// Bytes that may stand in a JSON string as they are (printable ASCII but
/// `"` and `\`); the scanner's hot loop steps over them.
static PLAIN: [bool; 256] = {
    let mut plain = [false; 256];
    let mut b = 0x20;
    while b < 0x80 {
        plain[b] = b != b'"' as usize && b != b'\\' as usize;
        b += 1;
    }
    plain
};

/// The bytes of `word` (little-endian) that may not be [`PLAIN`] — a `"`, a
/// `\`, a control character or a byte of a multi-byte UTF-8 character — as
/// the high bit of each. No bit is set below the first byte that needs a look
/// (a borrow only runs upward from such a byte), so the lowest set bit finds
/// it exactly, and no bit at all means all eight are plain.
fn look_mask(word: u64) -> u64 {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let quote = (word ^ (ONES * b'"' as u64)).wrapping_sub(ONES);
    let backslash = (word ^ (ONES * b'\\' as u64)).wrapping_sub(ONES);
    let control = word.wrapping_sub(ONES * 0x20);
    (quote | backslash | control | word) & HIGH
}

/// Where the first byte at or after `i` that is not [`PLAIN`] is (the end of
/// `b` if none): eight bytes at a time (SWAR, also in wasm), then byte by byte
/// for the last few.
#[inline(always)]
pub(super) fn next_look(b: &[u8], mut i: usize) -> usize {
    while let Some(Ok(word)) = b.get(i..i + 8).map(<[u8; 8]>::try_from) {
        let mask = look_mask(u64::from_le_bytes(word));
        if mask != 0 {
            return i + (mask.trailing_zeros() / 8) as usize;
        }
        i += 8;
    }
    while i < b.len() && PLAIN[b[i] as usize] {
        i += 1;
    }
    i
}

/// Scans one element of the card array (any JSON value) at the start of
/// `bytes`, validating every byte (UTF-8, escapes, control characters,
/// numbers, literals, brackets, nesting up to [`MAX_DEPTH`]) without building
/// anything, and writes to `out` the element with only the keys the card
/// reader reads (not [`Key::Other`], at every depth; a key written with escapes
/// is kept, the reader may read it). The slim element imports to the same
/// card as the whole one; a bulk file's images, prices, legalities and links
/// are skipped here, never handed to serde_json. Answers the element's length.
#[cfg(test)]
fn slim_element(bytes: &[u8], out: &mut Vec<u8>) -> Result<usize, Stop> {
    scan_element(bytes, out, true, &mut Vec::new())
}

/// [`slim_element`], writing the slim copy only when `write`, and noting in
/// `fields` where the value of each key the reader reads is when the element
/// is an object (a key written with escapes is noted as [`Key::Data`]: the
/// lenient reader's).
fn scan_element(bytes: &[u8], out: &mut Vec<u8>, write: bool, fields: &mut Vec<Field>) -> Result<usize, Stop> {
    out.clear();
    fields.clear();
    let mut scan = Scan { b: bytes, i: 0, out, fields };
    scan.value(write, 0)?;
    Ok(scan.i)
}

/// The state of [`scan_element`]: the bytes, the position, the slim copy, the
/// read fields.
struct Scan<'a> {
    b: &'a [u8],
    i: usize,
    out: &'a mut Vec<u8>,
    fields: &'a mut Vec<Field>,
}

impl Scan<'_> {
    /// Skips whitespace: called before every key and value, and a bulk file
    /// has almost none, so inlined (a call per value was 5–7% of a wasm
    /// import).
    #[inline(always)]
    fn ws(&mut self) {
        while let Some(b' ' | b'\n' | b'\r' | b'\t') = self.b.get(self.i) {
            self.i += 1;
        }
    }

    fn peek(&self) -> Result<u8, Stop> {
        self.b.get(self.i).copied().ok_or(Stop::More)
    }

    fn bad(&self, what: &'static str) -> Stop {
        Stop::Bad(self.i, what)
    }

    /// One value; copied to the slim output when `keep`.
    fn value(&mut self, keep: bool, depth: u32) -> Result<(), Stop> {
        self.ws();
        let start = self.i;
        match self.peek()? {
            b'{' => return self.object(keep, depth + 1),
            b'[' => return self.array(keep, depth + 1),
            b'"' => {
                self.string()?;
            }
            b't' => self.literal(b"true")?,
            b'f' => self.literal(b"false")?,
            b'n' => self.literal(b"null")?,
            b'-' | b'0'..=b'9' => self.number()?,
            _ => return Err(self.bad("expected a JSON value")),
        }
        if keep {
            self.out.extend_from_slice(&self.b[start..self.i]);
        }
        Ok(())
    }

    /// Skips one value that is not kept (at `self.i`, after whitespace),
    /// validating it as [`value`](Self::value) does but in one loop, with no
    /// recursion and nothing written: most of a bulk file's bytes (images,
    /// legalities, prices, links) go through here. On any problem, or bytes
    /// that end early, it answers `false` with `self.i` back where it was, and
    /// the caller scans the value again with `value` for the exact problem.
    fn skip_value(&mut self, depth: u32) -> bool {
        let start = self.i;
        let skipped = self.skip_loop(depth).is_some();
        if !skipped {
            self.i = start;
        }
        skipped
    }

    /// [`skip_value`](Self::skip_value)'s loop; `None` on any problem.
    fn skip_loop(&mut self, depth: u32) -> Option<()> {
        // The open containers, the innermost in the lowest bit (1: an object, 0: an array).
        let mut open: u128 = 0;
        let mut n: u32 = 0;
        loop {
            // A value.
            self.ws();
            match *self.b.get(self.i)? {
                b'"' => {
                    self.string().ok()?;
                }
                c @ (b'{' | b'[') => {
                    let object = c == b'{';
                    n += 1;
                    if depth + n > MAX_DEPTH || n > 127 {
                        return None;
                    }
                    open = open << 1 | u128::from(object);
                    self.i += 1;
                    self.ws();
                    if *self.b.get(self.i)? != if object { b'}' } else { b']' } {
                        if object {
                            self.key()?;
                        }
                        continue;
                    }
                    self.i += 1;
                    n -= 1;
                    open >>= 1;
                }
                b't' => self.literal(b"true").ok()?,
                b'f' => self.literal(b"false").ok()?,
                b'n' => self.literal(b"null").ok()?,
                b'-' | b'0'..=b'9' => self.number().ok()?,
                _ => return None,
            }
            // After a value: close containers, or on to the next item.
            loop {
                if n == 0 {
                    return Some(());
                }
                self.ws();
                let object = open & 1 == 1;
                match *self.b.get(self.i)? {
                    b',' => {
                        self.i += 1;
                        if object {
                            self.ws();
                            self.key()?;
                        }
                        break;
                    }
                    b'}' if object => {}
                    b']' if !object => {}
                    _ => return None,
                }
                self.i += 1;
                n -= 1;
                open >>= 1;
            }
        }
    }

    /// A key and its colon (at the key's opening quote).
    fn key(&mut self) -> Option<()> {
        if *self.b.get(self.i)? != b'"' {
            return None;
        }
        self.string().ok()?;
        self.ws();
        if *self.b.get(self.i)? != b':' {
            return None;
        }
        self.i += 1;
        Some(())
    }

    fn enter(&self, depth: u32) -> Result<(), Stop> {
        if depth > MAX_DEPTH { Err(self.bad("arrays and objects nested more than 128 deep")) } else { Ok(()) }
    }

    fn object(&mut self, keep: bool, depth: u32) -> Result<(), Stop> {
        self.enter(depth)?;
        self.i += 1;
        if keep {
            self.out.push(b'{');
        }
        self.ws();
        if self.peek()? == b'}' {
            self.i += 1;
        } else {
            let mut first = true;
            loop {
                self.ws();
                if self.peek()? != b'"' {
                    return Err(self.bad("expected a key in quotes"));
                }
                let key_start = self.i;
                let escaped = self.string()?;
                let key_end = self.i;
                self.ws();
                if self.peek()? != b':' {
                    return Err(self.bad("expected `:` after a key"));
                }
                self.i += 1;
                // The element's own keys (depth 1) are noted whether or not the slim copy is written.
                let key = (keep || depth == 1)
                    .then(|| if escaped { Key::Data } else { Key::of(&self.b[key_start + 1..key_end - 1]) });
                let read = key.is_some_and(|key| key != Key::Other);
                let kept = keep && read;
                if kept {
                    if !first {
                        self.out.push(b',');
                    }
                    first = false;
                    self.out.extend_from_slice(&self.b[key_start..key_end]);
                    self.out.push(b':');
                }
                self.ws();
                let value_start = self.i;
                if kept || !self.skip_value(depth) {
                    self.value(kept, depth)?;
                }
                if depth == 1
                    && read
                    && let Some(key) = key
                {
                    self.fields.push((key, value_start, self.i));
                }
                self.ws();
                match self.peek()? {
                    b',' => self.i += 1,
                    b'}' => {
                        self.i += 1;
                        break;
                    }
                    _ => return Err(self.bad("expected `,` or `}` in an object")),
                }
            }
        }
        if keep {
            self.out.push(b'}');
        }
        Ok(())
    }

    fn array(&mut self, keep: bool, depth: u32) -> Result<(), Stop> {
        self.enter(depth)?;
        self.i += 1;
        if keep {
            self.out.push(b'[');
        }
        self.ws();
        if self.peek()? == b']' {
            self.i += 1;
        } else {
            let mut first = true;
            loop {
                if keep && !first {
                    self.out.push(b',');
                }
                first = false;
                self.value(keep, depth)?;
                self.ws();
                match self.peek()? {
                    b',' => self.i += 1,
                    b']' => {
                        self.i += 1;
                        break;
                    }
                    _ => return Err(self.bad("expected `,` or `]` in an array")),
                }
            }
        }
        if keep {
            self.out.push(b']');
        }
        Ok(())
    }

    /// A string from its opening quote; answers whether it holds escapes.
    /// Most strings of a bulk file are plain ASCII with no escape: those are
    /// read by [`plain_string`](Self::plain_string), inlined, and the rest
    /// here.
    #[inline(always)]
    fn string(&mut self) -> Result<bool, Stop> {
        if self.plain_string() { Ok(false) } else { self.any_string() }
    }

    /// A string of plain bytes (no escape, control character or non-ASCII
    /// byte) from its opening quote, stepped over; `false`, with nothing
    /// moved, for any other.
    #[inline(always)]
    fn plain_string(&mut self) -> bool {
        let i = next_look(self.b, self.i + 1);
        let closed = self.b.get(i) == Some(&b'"');
        if closed {
            self.i = i + 1;
        }
        closed
    }

    /// [`string`](Self::string) for any string.
    #[inline(never)]
    fn any_string(&mut self) -> Result<bool, Stop> {
        let b = self.b;
        let start = self.i + 1;
        let mut i = start;
        let mut ascii = true;
        let mut escaped = false;
        loop {
            i = next_look(b, i);
            let Some(&c) = b.get(i) else { return Err(Stop::More) };
            match c {
                b'"' => {
                    if !ascii && let Err(e) = std::str::from_utf8(&b[start..i]) {
                        return Err(Stop::Bad(start + e.valid_up_to(), "invalid UTF-8 in a string"));
                    }
                    self.i = i + 1;
                    return Ok(escaped);
                }
                b'\\' => {
                    escaped = true;
                    match *b.get(i + 1).ok_or(Stop::More)? {
                        b'"' | b'\\' | b'/' | b'b' | b'f' | b'n' | b'r' | b't' => i += 2,
                        b'u' => {
                            for k in i + 2..i + 6 {
                                if !b.get(k).ok_or(Stop::More)?.is_ascii_hexdigit() {
                                    return Err(Stop::Bad(k, "`\\u` must be followed by four hex digits"));
                                }
                            }
                            i += 6;
                        }
                        _ => return Err(Stop::Bad(i + 1, "an invalid escape in a string")),
                    }
                }
                0x80.. => {
                    ascii = false;
                    i += 1;
                }
                _ => return Err(Stop::Bad(i, "a control character in a string (it must be escaped)")),
            }
        }
    }

    fn literal(&mut self, word: &[u8]) -> Result<(), Stop> {
        let have = &self.b[self.i..self.b.len().min(self.i + word.len())];
        if !word.starts_with(have) {
            return Err(self.bad("expected `true`, `false` or `null`"));
        }
        if have.len() < word.len() {
            return Err(Stop::More);
        }
        self.i += word.len();
        Ok(())
    }

    /// One digit or more.
    fn digits(&mut self) -> Result<(), Stop> {
        if !self.peek()?.is_ascii_digit() {
            return Err(self.bad("a number needs a digit here"));
        }
        while self.peek()?.is_ascii_digit() {
            self.i += 1;
        }
        Ok(())
    }

    /// A number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`. A
    /// number is never the last byte of an element's bytes (a `,`, `]` or
    /// `}` follows), so its end is the first byte that cannot continue it.
    fn number(&mut self) -> Result<(), Stop> {
        if self.peek()? == b'-' {
            self.i += 1;
        }
        if self.peek()? == b'0' {
            self.i += 1;
        } else {
            self.digits()?;
        }
        if self.peek()? == b'.' {
            self.i += 1;
            self.digits()?;
        }
        if let b'e' | b'E' = self.peek()? {
            self.i += 1;
            if let b'+' | b'-' = self.peek()? {
                self.i += 1;
            }
            self.digits()?;
        }
        if self.peek()?.is_ascii_digit() {
            return Err(self.bad("a number may not start with 0 followed by digits"));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::{PLAIN, Scan, Stop, look_mask, next_look, slim_element};
    use crate::card::CardDb;
    use crate::color::{Color, ColorSet};

    /// The direct reader reuses the strings of the fields the import does
    /// not keep from card to card (`stream_card::Pool`): a creature with
    /// stats and colors, then cards without them or with other ones (a land,
    /// a colorless artifact creature, a name with an escape) stream to the
    /// cards the whole text gives, with nothing carried over.
    #[test]
    fn reused_strings_carry_nothing_from_one_card_to_the_next() {
        let text = r#"[{"object":"card","name":"Bear","mana_cost":"{1}{G}","type_line":"Creature — Bear","oracle_text":"","power":"2","toughness":"2","colors":["G"],"color_identity":["G"],"keywords":[]},
{"object":"card","name":"Plains","mana_cost":"","type_line":"Basic Land — Plains","oracle_text":"({T}: Add {W}.)","colors":[],"color_identity":["W"],"produced_mana":["W"]},
{"object":"card","name":"Ornithopter","mana_cost":"{0}","type_line":"Artifact Creature — Thopter","oracle_text":"Flying","power":"0","toughness":"2","colors":[],"keywords":["Flying"]},
{"object":"card","name":"Sp\u00e9ll","mana_cost":"{U}","type_line":"Instant","oracle_text":"Draw a card.","colors":["U"]}]"#;
        let whole = CardDb::from_scryfall_json(text).expect("the whole text");
        let mut stream = CardDb::stream();
        stream.push(text.as_bytes());
        let streamed = stream.finish().expect("the stream");
        for name in ["Bear", "Plains", "Ornithopter", "Spéll"] {
            assert_eq!(streamed.card(name), whole.card(name), "{name}");
        }
        let plains = &streamed.card("Plains").expect("Plains").faces[0];
        assert_eq!((&plains.power, plains.colors), (&None, ColorSet::EMPTY));
        assert_eq!(streamed.card("Spéll").expect("Spéll").faces[0].colors, ColorSet::only(Color::U));
    }

    #[test]
    fn eight_bytes_need_a_look_exactly_when_one_of_them_is_not_plain_at_any_position() {
        for byte in 0..=255u8 {
            for at in 0..8 {
                let mut word = *b"abcdefgh";
                word[at] = byte;
                assert_eq!(look_mask(u64::from_le_bytes(word)) != 0, !PLAIN[byte as usize], "{byte:#x} at {at}");
            }
        }
    }

    #[test]
    fn the_first_byte_that_needs_a_look_is_found_exactly_whatever_follows_it() {
        // Two bytes of any value at two positions (the rest plain): in the first or second
        // eight of sixteen bytes, across them, and in the tail read byte by byte.
        for x in 0..=255u8 {
            for y in 0..=255u8 {
                for (p, q) in
                    [(0, 1), (0, 7), (3, 4), (6, 7), (7, 8), (2, 12), (8, 9), (9, 15), (15, 16), (16, 20), (18, 19)]
                {
                    let mut word = *b"abcdefghijklmnopqrstu";
                    word[p] = x;
                    word[q] = y;
                    let expected = word.iter().position(|&c| !PLAIN[c as usize]).unwrap_or(word.len());
                    assert_eq!(next_look(&word, 0), expected, "{x:#x} at {p}, {y:#x} at {q}");
                }
            }
        }
        assert_eq!(next_look(b"abcdefghijk\\", 0), 11);
        assert_eq!(next_look(b"abc", 0), 3);
        assert_eq!(next_look(b"", 0), 0);
    }

    #[test]
    fn the_one_loop_skip_accepts_exactly_what_the_recursive_scan_accepts_and_ends_where_it_ends() {
        let deep = format!("{}1{}", "[".repeat(127), "]".repeat(127));
        let too_deep = format!("{}1{}", "[".repeat(128), "]".repeat(128));
        let values = [
            r#"{"a":"\u00e9\n\"\\\/","b":[-0.5e+3,0,1E2,true,false,null,{}],"c":"é—•"}"#,
            r#"{ "a" : [ 1 , { "b" : [ ] } ] , "c" : { } } "#,
            r#"[{"x":[[],[{}]]},"y"]"#,
            "\"a\\x\"",
            "\"tab\there\"",
            "01",
            "1.",
            "-",
            "tru e",
            r#"{"a" 1}"#,
            r#"{"a":1,}"#,
            "[1,]",
            r#"{"a":[}"#,
            "[1 2]",
            r#"{1:2}"#,
            "[}",
            &deep,
            &too_deep,
        ];
        for value in values {
            for end in 0..=value.len() {
                let Some(bytes) = value.get(..end).map(|v| format!("{v},")) else { continue };
                let (mut out, mut fields) = (Vec::new(), Vec::new());
                let mut slow = Scan { b: bytes.as_bytes(), i: 0, out: &mut out, fields: &mut fields };
                let expected = slow.value(false, 1).map(|()| slow.i);
                let (mut out, mut fields) = (Vec::new(), Vec::new());
                let mut fast = Scan { b: bytes.as_bytes(), i: 0, out: &mut out, fields: &mut fields };
                let skipped = fast.skip_value(1);
                assert_eq!(skipped, expected.is_ok(), "{bytes}");
                assert_eq!(fast.i, expected.map_or(0, |i| i), "{bytes}");
            }
        }
    }

    #[test]
    fn a_card_object_is_scanned_whole_and_only_the_keys_the_reader_reads_are_kept() {
        let mut out = Vec::new();
        let card = br#"{"name":"x", "image_uris":{"a":[1,"}"]},"card_faces":[{"name":"y","illustration_id":"z"}],"cmc":1.5e0} ,"#;
        assert_eq!(slim_element(card, &mut out), Ok(card.len() - 2));
        assert_eq!(out, br#"{"name":"x","card_faces":[{"name":"y"}],"cmc":1.5e0}"#);
        assert_eq!(slim_element(&card[..40], &mut out), Err(Stop::More));
        assert_eq!(slim_element(b"12", &mut out), Err(Stop::More));
        assert_eq!(slim_element(b"12,", &mut out), Ok(2));
    }
}
