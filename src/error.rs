//! Errors: every error the engine returns has a stable machine-readable
//! `code`, the Comprehensive Rules number that decides it (when one does), and
//! a human message saying what and where.

use serde::Serialize;

/// What every error type of the engine can say about itself.
pub trait Coded: std::error::Error {
    /// A stable, machine-readable code in snake_case, e.g. `unknown_symbol`.
    fn code(&self) -> &'static str;

    /// The rule that decides this error, e.g. `"107.4"`, if one does.
    fn rule(&self) -> Option<&'static str> {
        None
    }

    /// Where in the input the problem is (an index in UTF-16 code units, the
    /// same as a JavaScript string index), if the input is text.
    fn offset(&self) -> Option<usize> {
        None
    }

    /// The individual problems, for an error that reports several at once
    /// (e.g. every problem in a batch of Scryfall cards); empty otherwise.
    fn problems(&self) -> Vec<ProblemReport> {
        Vec::new()
    }

    /// The error as plain data, for a caller that is not Rust.
    fn report(&self) -> ErrorReport {
        ErrorReport { code: self.code(), rule: self.rule(), message: self.to_string(), offset: self.offset() }
    }
}

/// An error as plain data: what crosses the JavaScript boundary as the
/// properties of a thrown `Error`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ErrorReport {
    /// Stable machine-readable code.
    pub code: &'static str,
    /// The rule that decides it, if one does.
    pub rule: Option<&'static str>,
    /// What went wrong and where.
    pub message: String,
    /// Index into the input text (UTF-16 code units), if any.
    pub offset: Option<usize>,
}

/// One problem among several found in one input (e.g. one card's field in a
/// batch of Scryfall cards), as plain data. An error that holds several
/// returns them from [`Coded::problems`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct ProblemReport {
    /// Index of the item in the input (e.g. the card's index in the array),
    /// if the problem is about one item.
    pub index: Option<usize>,
    /// The item's name, if known.
    pub name: Option<String>,
    /// Path of the field within the item, e.g. `card_faces[1].mana_cost`;
    /// empty for the input as a whole.
    pub field: String,
    /// Stable machine-readable code.
    pub code: &'static str,
    /// The rule that decides it, if one does.
    pub rule: Option<&'static str>,
    /// What went wrong and where.
    pub message: String,
    /// Index into the field's text (UTF-16 code units), if the field is text.
    pub offset: Option<usize>,
}

/// `value` as `format!("{value}")` writes it (the shortest digits that read back
/// as `value`, no exponent; `NaN`, `inf`, `-0`), for messages: through
/// serde_json's float writer, which the wasm package has anyway, because core's
/// float formatter (`Display for f64`) is about 14 KB of the wasm (ARCHITECTURE,
/// "The wasm build profile"). The two pick the same shortest digits except on
/// an exact tie between two, which `Display` breaks upwards.
pub(crate) fn decimal(value: f64) -> String {
    let Some(number) = serde_json::Number::from_f64(value) else {
        return if value.is_nan() {
            "NaN"
        } else if value > 0.0 {
            "inf"
        } else {
            "-inf"
        }
        .to_string();
    };
    let text = number.to_string();
    let text = text.trim_start_matches('-');
    let (mantissa, exponent) = match text.split_once(['e', 'E']) {
        Some((mantissa, exponent)) => (mantissa, exponent.parse::<i32>().unwrap_or(0)),
        None => (text, 0),
    };
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let all = format!("{whole}{fraction}");
    let leading = all.len() - all.trim_start_matches('0').len();
    let mut digits: Vec<u8> = all.as_bytes()[leading..].to_vec();
    // The value is `digits` with the decimal point after `point` of them.
    let mut point = whole.len() as i32 + exponent - leading as i32;
    if !digits.is_empty() && is_tie_above(value.abs(), &digits, point) {
        // Round the last digit up, carrying.
        let mut i = digits.len();
        loop {
            if i == 0 {
                digits.insert(0, b'1');
                point += 1;
                break;
            }
            i -= 1;
            if digits[i] == b'9' {
                digits[i] = b'0';
            } else {
                digits[i] += 1;
                break;
            }
        }
    }
    while digits.last() == Some(&b'0') {
        digits.pop();
    }
    let digits = String::from_utf8(digits).unwrap_or_default();
    let mut out = String::from(if value.is_sign_negative() { "-" } else { "" });
    if digits.is_empty() {
        out.push('0');
    } else if point <= 0 {
        out.push_str("0.");
        out.extend(std::iter::repeat_n('0', point.unsigned_abs() as usize));
        out.push_str(&digits);
    } else if point as usize >= digits.len() {
        out.push_str(&digits);
        out.extend(std::iter::repeat_n('0', point as usize - digits.len()));
    } else {
        out.push_str(&digits[..point as usize]);
        out.push('.');
        out.push_str(&digits[point as usize..]);
    }
    out
}

/// Whether `value` (finite, positive) is exactly halfway between `digits`
/// (point after `point` of them) and the next number with as many digits.
fn is_tie_above(value: f64, digits: &[u8], point: i32) -> bool {
    let Some(d) = digits.iter().try_fold(0u128, |n, d| n.checked_mul(10)?.checked_add(u128::from(d - b'0'))) else {
        return false;
    };
    // The halfway point is n * 10^k.
    let n = d * 10 + 5;
    let k = point - digits.len() as i32 - 1;
    // value = m * 2^e exactly.
    let bits = value.to_bits();
    let (exp, frac) = ((bits >> 52) as i32 & 0x7ff, bits & ((1 << 52) - 1));
    let (m, e) = if exp == 0 { (frac, -1074) } else { (frac | (1 << 52), exp - 1075) };
    if m == 0 {
        return false;
    }
    // Split both sides into odd part and power of two: m * 2^e = n * 2^k * 5^k.
    let (m_odd, m_twos) = (u128::from(m >> m.trailing_zeros()), e + m.trailing_zeros() as i32);
    let (n_odd, n_twos) = (n >> n.trailing_zeros(), k + n.trailing_zeros() as i32);
    if m_twos != n_twos {
        return false;
    }
    // Odd parts: m_odd = n_odd * 5^k (k >= 0), or m_odd * 5^-k = n_odd (k < 0).
    let five = |times: u32| 5u128.checked_pow(times);
    if k >= 0 {
        five(k as u32).and_then(|p| n_odd.checked_mul(p)) == Some(m_odd)
    } else {
        five(k.unsigned_abs()).and_then(|p| m_odd.checked_mul(p)) == Some(n_odd)
    }
}

#[cfg(test)]
mod tests {
    use super::decimal;

    #[test]
    fn decimal_writes_a_float_as_display_does_for_every_kind_of_value() {
        let special = [
            0.0,
            -0.0,
            1.0,
            -1.0,
            0.5,
            2.5,
            3.0,
            0.1,
            0.3,
            1e-7,
            1.5e-7,
            123.456,
            1e15,
            1e16,
            1e21,
            1e22,
            1.7e308,
            f64::MAX,
            f64::MIN,
            f64::MIN_POSITIVE,
            5e-324,
            f64::EPSILON,
            1e7,
            1.0e7 + 0.5,
            f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
            9_007_199_254_740_993.0,
            0.000_123,
            f64::from_bits(0x4317_9085_685d_83c9),
            1_234_567.0 + 1.0 / 2048.0,
        ];
        for v in special {
            assert_eq!(decimal(v), format!("{v}"), "{v:e}");
        }
        // Many bit patterns (a 64-bit xorshift), the halves and hundredths a `cmc`
        // has, and integers and binary fractions large enough to tie.
        let mut state = 0x9E37_79B9_7F4A_7C15_u64;
        for i in 0..200_000_u64 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let wide = (state >> 11) as f64;
            for v in
                [f64::from_bits(state), i as f64 / 2.0, i as f64 / 100.0, -(i as f64) / 7.0, wide / 4.0, wide * 64.0]
            {
                assert_eq!(decimal(v), format!("{v}"), "{v:e} ({:#x})", v.to_bits());
            }
        }
    }
}
