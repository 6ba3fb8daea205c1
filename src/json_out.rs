//! JSON text of any `Serialize` value, byte for byte what `serde_json::to_string` writes
//! (compact, the same escapes and number forms), through a small serializer whose
//! per-type code is a call per field: serde_json's `Serializer` is generic over its
//! writer and formatter and inlines an entry writer into every field of every derived
//! impl, which cost the wasm ~30 KB (ARCHITECTURE.md, "The wasm build profile").
//! Every JSON output of the crate goes through [`to_string`]; a test compares it with
//! serde_json's for every output type.

use serde::Serialize;
use serde::ser::{self, SerializeMap};
use std::fmt;

/// Serializing cannot fail: no `Serialize` impl of the crate calls `custom`, and serde
/// calls it only for shapes serde_json refuses too (a map key that is not a string or a
/// number, an internally tagged newtype variant of a sequence), which the crate's types
/// do not have (the tests below compare every output with serde_json's). An uninhabited
/// error leaves no error paths in the derived impls (38 KB of the wasm before `wasm-opt`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Error {}

impl fmt::Display for Error {
    fn fmt(&self, _: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {}
    }
}

impl std::error::Error for Error {}

impl ser::Error for Error {
    /// Never called for the crate's types (see [`Error`]).
    fn custom<T: fmt::Display>(_: T) -> Self {
        std::process::abort()
    }
}

/// The JSON text of `value`, as `serde_json::to_string` writes it.
pub fn to_string<T: Serialize + ?Sized>(value: &T) -> String {
    let mut writer = Writer { out: String::with_capacity(128) };
    match value.serialize(&mut writer) {
        Ok(()) => writer.out,
        Err(never) => match never {},
    }
}

/// The text being written.
pub struct Writer {
    out: String,
}

impl Writer {
    #[inline(never)]
    fn string(&mut self, s: &str) {
        let out = &mut self.out;
        out.push('"');
        let mut start = 0;
        for (i, byte) in s.bytes().enumerate() {
            let escape: &str = match byte {
                b'"' => "\\\"",
                b'\\' => "\\\\",
                b'\n' => "\\n",
                b'\r' => "\\r",
                b'\t' => "\\t",
                0x08 => "\\b",
                0x0c => "\\f",
                0..=0x1f => "",
                _ => continue,
            };
            out.push_str(&s[start..i]);
            if escape.is_empty() {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.push_str("\\u00");
                out.push(char::from(HEX[usize::from(byte >> 4)]));
                out.push(char::from(HEX[usize::from(byte & 0xf)]));
            } else {
                out.push_str(escape);
            }
            start = i + 1;
        }
        out.push_str(&s[start..]);
        out.push('"');
    }

    #[inline(never)]
    fn unsigned(&mut self, mut value: u64, negative: bool) {
        let mut digits = [0u8; 20];
        let mut n = digits.len();
        loop {
            n -= 1;
            digits[n] = b'0' + (value % 10) as u8;
            value /= 10;
            if value == 0 {
                break;
            }
        }
        if negative {
            self.out.push('-');
        }
        for &d in &digits[n..] {
            self.out.push(char::from(d));
        }
    }

    fn signed(&mut self, value: i64) {
        self.unsigned(value.unsigned_abs(), value < 0);
    }

    /// A separator before every item but the first.
    #[inline(never)]
    fn comma(&mut self, first: &mut bool) {
        if !std::mem::take(first) {
            self.out.push(',');
        }
    }

    /// `"key":` after the separator.
    #[inline(never)]
    fn key(&mut self, first: &mut bool, key: &str) {
        self.comma(first);
        self.string(key);
        self.out.push(':');
    }

    /// `{"variant":` and the opening `bracket` of a variant's contents.
    #[inline(never)]
    fn open_variant(&mut self, variant: &str, bracket: char) {
        self.out.push('{');
        self.string(variant);
        self.out.push(':');
        self.out.push(bracket);
    }
}

/// A sequence, map or struct being written, and what closes it.
pub struct Compound<'a> {
    writer: &'a mut Writer,
    first: bool,
    close: &'static str,
}

impl<'a> Compound<'a> {
    #[inline(never)]
    fn open(writer: &'a mut Writer, open: char, close: &'static str) -> Compound<'a> {
        writer.out.push(open);
        Compound { writer, first: true, close }
    }

    #[inline(never)]
    fn end(self) -> Result<(), Error> {
        self.writer.out.push_str(self.close);
        Ok(())
    }

    fn element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.writer.comma(&mut self.first);
        value.serialize(&mut *self.writer)
    }

    fn field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result<(), Error> {
        self.writer.key(&mut self.first, key);
        value.serialize(&mut *self.writer)
    }
}

impl<'a> ser::Serializer for &'a mut Writer {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Compound<'a>;
    type SerializeTuple = Compound<'a>;
    type SerializeTupleStruct = Compound<'a>;
    type SerializeTupleVariant = Compound<'a>;
    type SerializeMap = Compound<'a>;
    type SerializeStruct = Compound<'a>;
    type SerializeStructVariant = Compound<'a>;

    fn serialize_bool(self, v: bool) -> Result<(), Error> {
        self.out.push_str(if v { "true" } else { "false" });
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> Result<(), Error> {
        self.signed(i64::from(v));
        Ok(())
    }
    fn serialize_i16(self, v: i16) -> Result<(), Error> {
        self.signed(i64::from(v));
        Ok(())
    }
    fn serialize_i32(self, v: i32) -> Result<(), Error> {
        self.signed(i64::from(v));
        Ok(())
    }
    fn serialize_i64(self, v: i64) -> Result<(), Error> {
        self.signed(v);
        Ok(())
    }
    fn serialize_i128(self, v: i128) -> Result<(), Error> {
        self.out.push_str(&v.to_string());
        Ok(())
    }
    fn serialize_u8(self, v: u8) -> Result<(), Error> {
        self.unsigned(u64::from(v), false);
        Ok(())
    }
    fn serialize_u16(self, v: u16) -> Result<(), Error> {
        self.unsigned(u64::from(v), false);
        Ok(())
    }
    fn serialize_u32(self, v: u32) -> Result<(), Error> {
        self.unsigned(u64::from(v), false);
        Ok(())
    }
    fn serialize_u64(self, v: u64) -> Result<(), Error> {
        self.unsigned(v, false);
        Ok(())
    }
    fn serialize_u128(self, v: u128) -> Result<(), Error> {
        self.out.push_str(&v.to_string());
        Ok(())
    }
    /// serde_json's shortest form of an `f32` differs from the `f64`'s: its own writer.
    fn serialize_f32(self, v: f32) -> Result<(), Error> {
        self.out.push_str(&serde_json::to_string(&v).unwrap_or_default());
        Ok(())
    }
    /// Non-finite numbers are `null`, as serde_json writes them.
    fn serialize_f64(self, v: f64) -> Result<(), Error> {
        match serde_json::Number::from_f64(v) {
            Some(number) => self.out.push_str(&number.to_string()),
            None => self.out.push_str("null"),
        }
        Ok(())
    }
    fn serialize_char(self, v: char) -> Result<(), Error> {
        self.string(v.encode_utf8(&mut [0; 4]));
        Ok(())
    }
    fn serialize_str(self, v: &str) -> Result<(), Error> {
        self.string(v);
        Ok(())
    }
    fn serialize_bytes(self, v: &[u8]) -> Result<(), Error> {
        let mut seq = Compound::open(self, '[', "]");
        for byte in v {
            seq.element(byte)?;
        }
        seq.end()
    }
    fn serialize_none(self) -> Result<(), Error> {
        self.serialize_unit()
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<(), Error> {
        self.out.push_str("null");
        Ok(())
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<(), Error> {
        self.serialize_unit()
    }
    fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> Result<(), Error> {
        self.string(variant);
        Ok(())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _: &'static str, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        let mut map = Compound::open(self, '{', "}");
        map.field(variant, value)?;
        map.end()
    }
    /// Every `Vec` and slice: the items in one plain loop, without serde's default's length hint
    /// and `try_for_each` (its ~60 copies were 8 KB of the wasm before `wasm-opt`).
    fn collect_seq<I>(self, iter: I) -> Result<(), Error>
    where
        I: IntoIterator,
        I::Item: Serialize,
    {
        let mut seq = Compound::open(self, '[', "]");
        for item in iter {
            seq.element(&item)?;
        }
        seq.end()
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Compound<'a>, Error> {
        Ok(Compound::open(self, '[', "]"))
    }
    fn serialize_tuple(self, _: usize) -> Result<Compound<'a>, Error> {
        Ok(Compound::open(self, '[', "]"))
    }
    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Compound<'a>, Error> {
        Ok(Compound::open(self, '[', "]"))
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Compound<'a>, Error> {
        self.open_variant(variant, '[');
        Ok(Compound { writer: self, first: true, close: "]}" })
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Compound<'a>, Error> {
        Ok(Compound::open(self, '{', "}"))
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Compound<'a>, Error> {
        Ok(Compound::open(self, '{', "}"))
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Compound<'a>, Error> {
        self.open_variant(variant, '{');
        Ok(Compound { writer: self, first: true, close: "}}" })
    }
}

/// The impls whose items are elements (`[a,b]`) or fields (`{"k":v}`), all alike.
macro_rules! compound {
    ($trait:ident, $method:ident, element) => {
        impl ser::$trait for Compound<'_> {
            type Ok = ();
            type Error = Error;
            fn $method<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
                self.element(value)
            }
            fn end(self) -> Result<(), Error> {
                Compound::end(self)
            }
        }
    };
    ($trait:ident, field) => {
        impl ser::$trait for Compound<'_> {
            type Ok = ();
            type Error = Error;
            fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result<(), Error> {
                self.field(key, value)
            }
            fn end(self) -> Result<(), Error> {
                Compound::end(self)
            }
        }
    };
}

compound!(SerializeSeq, serialize_element, element);
compound!(SerializeTuple, serialize_element, element);
compound!(SerializeTupleStruct, serialize_field, element);
compound!(SerializeTupleVariant, serialize_field, element);
compound!(SerializeStruct, field);
compound!(SerializeStructVariant, field);

impl SerializeMap for Compound<'_> {
    type Ok = ();
    type Error = Error;
    /// A key as serde_json writes it: a string as it is, a number or a bool in quotes.
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Error> {
        self.writer.comma(&mut self.first);
        let start = self.writer.out.len();
        key.serialize(&mut *self.writer)?;
        quote_key(&mut self.writer.out, start);
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.writer.out.push(':');
        value.serialize(&mut *self.writer)
    }
    fn end(self) -> Result<(), Error> {
        Compound::end(self)
    }
}

/// Quotes a map key written from `start` unless it is a string already.
#[inline(never)]
fn quote_key(out: &mut String, start: usize) {
    if !out[start..].starts_with('"') {
        out.insert(start, '"');
        out.push('"');
    }
}

#[cfg(test)]
mod tests {
    use super::to_string;
    use serde::Serialize;
    use std::collections::BTreeMap;

    fn same<T: Serialize + ?Sized>(value: &T) {
        assert_eq!(to_string(value), serde_json::to_string(value).unwrap());
    }

    #[derive(Serialize)]
    enum External {
        Unit,
        Newtype(u8),
        Tuple(u8, String),
        Struct { a: i32, b: Option<bool> },
    }

    #[derive(Serialize)]
    #[serde(tag = "type")]
    enum Internal {
        Unit,
        Struct { a: Vec<u8> },
        Newtype(Inner),
    }

    #[derive(Serialize)]
    struct Inner {
        x: (),
        y: char,
        #[serde(skip_serializing_if = "Option::is_none")]
        z: Option<u8>,
    }

    #[derive(Serialize)]
    struct Flat {
        first: u8,
        #[serde(flatten)]
        inner: Inner,
    }

    #[test]
    fn writes_every_kind_of_value_as_serde_json_does() {
        let texts = ["", "plain", "quote \" and \\ slash /", "\n\r\t\u{8}\u{c}\u{0}\u{1f}\u{7f}", "é ü ∞ 🂡", "a\u{1}b"];
        for text in texts {
            same(text);
            same(&text.to_string());
        }
        for n in [0u64, 1, 9, 10, 99, 100, 12_345, u64::from(u32::MAX), u64::MAX] {
            same(&n);
        }
        for n in [0i64, -1, 1, -10, i64::MIN, i64::MAX] {
            same(&n);
        }
        same(&(u8::MAX, i8::MIN, u16::MAX, i16::MIN, u32::MAX, i32::MIN, u128::MAX, i128::MIN));
        for x in [0.0, -0.0, 1.0, 0.1, 0.5, 1e-7, 123.456, 1e15, 1e16, 1e21, 1e300, f64::NAN, f64::INFINITY, -2.5] {
            same(&x);
        }
        same(&[0.1f32, 1.0, 3.3]);
        same(&'x');
        same(&'"');
        same(&());
        same(&(true, false, None::<u8>, Some(3u8)));
        same(&Vec::<u8>::new());
        same(&vec![vec![1u8], vec![], vec![2, 3]]);
        same(&[
            External::Unit,
            External::Newtype(7),
            External::Tuple(1, "t".into()),
            External::Struct { a: -1, b: None },
        ]);
        same(&[
            Internal::Unit,
            Internal::Struct { a: vec![] },
            Internal::Newtype(Inner { x: (), y: '\n', z: Some(1) }),
            Internal::Newtype(Inner { x: (), y: 'y', z: None }),
        ]);
        same(&Flat { first: 1, inner: Inner { x: (), y: 'a', z: Some(2) } });
        let mut map = BTreeMap::new();
        map.insert("b\"", 1);
        map.insert("a", 2);
        same(&map);
        let numbers: BTreeMap<u32, bool> = [(1, true), (20, false)].into_iter().collect();
        same(&numbers);
        let empty: BTreeMap<String, u8> = BTreeMap::new();
        same(&empty);
        same(&serde_json::json!({"a": [1, -2, 0.5, null, "x", {"b": true}], "c": {}}));
    }
}
