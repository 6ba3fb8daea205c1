//! The crate's one sort: a stable insertion sort for the short lists the engine orders (modes,
//! payment units, card types, a deck's ramp spells, a name's few candidates).
//!
//! Why not `slice::sort*`: each call of the standard sorts instantiates its quicksort, driftsort and
//! small-sort networks for its element type and comparator, and `wasm-opt -O3` inlines the networks into
//! each (about 50 KB of the wasm for some twenty instances, ARCHITECTURE "The wasm build profile"). An
//! insertion sort is a few dozen bytes per instance and, on lists of a few dozen elements, as fast.
//! It is quadratic: call it only on lists that stay short (no list of every card of a database).

/// Sorts `list` stably by `key` (equal keys keep their order, as `slice::sort_by_key`).
pub(crate) fn by_key<T, K: Ord>(list: &mut [T], mut key: impl FnMut(&T) -> K) {
    for i in 1..list.len() {
        let mut j = i;
        while j > 0 && key(&list[j]) < key(&list[j - 1]) {
            list.swap(j, j - 1);
            j -= 1;
        }
    }
}

/// Sorts `list` in ascending order (as `slice::sort`).
pub(crate) fn ascending<T: Ord>(list: &mut [T]) {
    for i in 1..list.len() {
        let mut j = i;
        while j > 0 && list[j] < list[j - 1] {
            list.swap(j, j - 1);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{ascending, by_key};

    #[test]
    fn ascending_sorts_like_the_standard_sort() {
        let mut rng = 0x2545_f491_u32;
        for len in 0..40 {
            let mut list: Vec<u32> = (0..len)
                .map(|_| {
                    rng ^= rng << 13;
                    rng ^= rng >> 17;
                    rng ^= rng << 5;
                    rng % 7
                })
                .collect();
            let mut expected = list.clone();
            expected.sort();
            ascending(&mut list);
            assert_eq!(list, expected);
        }
    }

    #[test]
    fn by_key_is_stable_equal_keys_keep_their_order() {
        let mut list = vec![(3, 'a'), (1, 'b'), (3, 'c'), (2, 'd'), (1, 'e'), (3, 'f')];
        by_key(&mut list, |&(k, _)| k);
        assert_eq!(list, [(1, 'b'), (1, 'e'), (2, 'd'), (3, 'a'), (3, 'c'), (3, 'f')]);
    }
}
