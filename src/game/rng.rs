//! Determinism: a small, portable, seeded PRNG — PCG32 (O'Neill's
//! `pcg32_random_r`, XSH RR 64/32) — and a Fisher–Yates shuffle on it. The
//! generator's state serializes with the game, so the same seed and the same
//! actions give the same game natively and in wasm. No OS randomness.

use serde::{Deserialize, Serialize};

const MULTIPLIER: u64 = 6_364_136_223_846_793_005;

/// PCG32: 64-bit state, 32-bit output, an odd increment selecting the stream.
/// Serialized as `{ "state": "…", "inc": "…" }`, each 16 hex digits (a
/// JavaScript number cannot hold 64 bits exactly).
///
/// ```
/// use mtg_rules::game::Pcg32;
/// // The reference vector of pcg32-demo: seed 42, stream 54.
/// let mut rng = Pcg32::new(42, 54);
/// assert_eq!(rng.next_u32(), 0xa15c_02b7);
/// assert_eq!(rng.next_u32(), 0x7b47_f409);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Pcg32 {
    /// The 64-bit state.
    #[serde(with = "hex_u64")]
    #[tsify(type = "string")]
    pub state: u64,
    /// The increment (always odd).
    #[serde(with = "hex_u64")]
    #[tsify(type = "string")]
    pub inc: u64,
}

impl Default for Pcg32 {
    /// The generator of seed 0, stream 0.
    fn default() -> Self {
        Pcg32::new(0, 0)
    }
}

impl Pcg32 {
    /// `pcg32_srandom_r(seed, stream)`.
    pub fn new(seed: u64, stream: u64) -> Pcg32 {
        let mut rng = Pcg32 { state: 0, inc: (stream << 1) | 1 };
        rng.next_u32();
        rng.state = rng.state.wrapping_add(seed);
        rng.next_u32();
        rng
    }

    /// The next 32 random bits.
    pub fn next_u32(&mut self) -> u32 {
        let old = self.state;
        self.state = old.wrapping_mul(MULTIPLIER).wrapping_add(self.inc | 1);
        let xorshifted = (((old >> 18) ^ old) >> 27) as u32;
        let rot = (old >> 59) as u32;
        xorshifted.rotate_right(rot)
    }

    /// A uniform number in `0..bound` (0 if `bound` is 0), without modulo
    /// bias (rejection sampling, as `pcg32_boundedrand_r`).
    pub fn below(&mut self, bound: u32) -> u32 {
        if bound == 0 {
            return 0;
        }
        let threshold = bound.wrapping_neg() % bound;
        loop {
            let r = self.next_u32();
            if r >= threshold {
                return r % bound;
            }
        }
    }

    /// Fisher–Yates (Durstenfeld): shuffles `items` uniformly in place.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let bound = u32::try_from(i + 1).unwrap_or(u32::MAX);
            let j = self.below(bound) as usize;
            items.swap(i, j);
        }
    }
}

/// A `u64` as 16 hex digits.
mod hex_u64 {
    use serde::{Deserialize, Deserializer, Serializer, de::Error};

    pub(super) fn serialize<S: Serializer>(value: &u64, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&format_args!("{value:016x}"))
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u64, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        if text.is_empty() || text.len() > 16 {
            return Err(D::Error::custom("expected 1 to 16 hex digits"));
        }
        u64::from_str_radix(&text, 16).map_err(D::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::Pcg32;

    #[test]
    fn pcg32_matches_the_reference_vector() {
        let mut rng = Pcg32::new(42, 54);
        let got: Vec<u32> = (0..6).map(|_| rng.next_u32()).collect();
        assert_eq!(got, [0xa15c02b7, 0x7b47f409, 0xba1d3330, 0x83d2f293, 0xbfa4784b, 0xcbed606e]);
    }

    #[test]
    fn a_shuffle_is_a_permutation_and_depends_on_the_seed() {
        let mut a: Vec<u32> = (0..60).collect();
        let mut b = a.clone();
        Pcg32::new(1, 0).shuffle(&mut a);
        Pcg32::new(2, 0).shuffle(&mut b);
        assert_ne!(a, b);
        let mut sorted = a.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..60).collect::<Vec<_>>());
        let mut again: Vec<u32> = (0..60).collect();
        Pcg32::new(1, 0).shuffle(&mut again);
        assert_eq!(again, a);
    }

    #[test]
    fn the_state_round_trips_through_json_as_hex() {
        let rng = Pcg32::new(u64::MAX, 7);
        let json = serde_json::to_string(&rng).unwrap();
        assert!(json.contains("\"state\":\""), "{json}");
        assert_eq!(serde_json::from_str::<Pcg32>(&json).unwrap(), rng);
        assert!(serde_json::from_str::<Pcg32>(r#"{"state":"xyz","inc":"1"}"#).is_err());
    }
}
