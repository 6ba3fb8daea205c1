//! 613.7, 613.8. The order of the continuous effects of one layer: an effect
//! that depends on another applies after it, whatever their timestamps
//! (613.8a); effects of a dependency loop apply in timestamp order (613.8b);
//! the others in timestamp order (613.7). A permanent's static ability has
//! its permanent's timestamp, its id (613.7a, 613.7d, 400.7).

/// 613.8. Reorders `effects` into the order they apply: each time, among the
/// effects not yet applied that wait for no other outside a dependency loop
/// with them (613.8a, 613.8b), the earliest by `timestamp` (613.7).
/// `depends_on(a, b)`: whether applying `b` would change the existence of
/// `a`, what it applies to or what it does to what it applies to (613.8a;
/// both in the same layer or sublayer, both not yet applied). Effects are
/// few (the static abilities of one layer), so this is quadratic at worst
/// per step.
pub(crate) fn dependency_order<T>(
    effects: &mut [T],
    timestamp: impl Fn(&T) -> u32,
    depends_on: impl Fn(&T, &T) -> bool,
) {
    for next in 0..effects.len() {
        let rest = &effects[next..];
        // `i` reaches `j` through the dependencies among the effects not yet applied.
        let reaches = |i: usize, j: usize| {
            let mut seen = vec![false; rest.len()];
            let mut stack = vec![i];
            while let Some(k) = stack.pop() {
                for (m, other) in rest.iter().enumerate() {
                    if m != k && !seen[m] && depends_on(&rest[k], other) {
                        if m == j {
                            return true;
                        }
                        seen[m] = true;
                        stack.push(m);
                    }
                }
            }
            false
        };
        // 613.8b: an effect is ready when each one it waits for also waits for it (a loop).
        let ready = |i: usize| (0..rest.len()).all(|j| i == j || !depends_on(&rest[i], &rest[j]) || reaches(j, i));
        let chosen = (0..rest.len()).filter(|&i| ready(i)).min_by_key(|&i| timestamp(&rest[i]));
        // A dependency graph always has an effect in a loop or with no dependency; timestamp order otherwise.
        let chosen = chosen.or_else(|| (0..rest.len()).min_by_key(|&i| timestamp(&rest[i]))).unwrap_or(0);
        effects[next..].swap(0, chosen);
    }
}

#[cfg(test)]
mod tests {
    use super::dependency_order;

    /// (timestamp, the timestamps it depends on).
    fn order(effects: &[(u32, &[u32])]) -> Vec<u32> {
        let mut e = effects.to_vec();
        dependency_order(&mut e, |e| e.0, |a, b| a.1.contains(&b.0));
        e.iter().map(|e| e.0).collect()
    }

    #[test]
    fn independent_effects_apply_in_timestamp_order_613_7() {
        assert_eq!(order(&[(3, &[]), (1, &[]), (2, &[])]), [1, 2, 3]);
    }

    #[test]
    fn an_effect_applies_after_the_one_it_depends_on_whatever_the_timestamps_613_8a() {
        assert_eq!(order(&[(1, &[3]), (2, &[]), (3, &[])]), [2, 3, 1]);
        assert_eq!(order(&[(1, &[2]), (2, &[3]), (3, &[])]), [3, 2, 1]);
    }

    #[test]
    fn a_dependency_loop_applies_in_timestamp_order_and_what_waits_for_it_after_613_8b() {
        assert_eq!(order(&[(2, &[1]), (1, &[2])]), [1, 2]);
        // 1 and 3 are a loop, 4 waits for 1: 1 first (the loop's earliest); then nothing waits for an effect
        // not yet applied, so 2, 3 and 4 in timestamp order.
        assert_eq!(order(&[(4, &[1]), (3, &[1]), (1, &[3]), (2, &[])]), [1, 2, 3, 4]);
    }
}
