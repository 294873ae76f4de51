//! The quotients against an exhaustive misère search of every sum of small
//! heaps, and against the reference table of MisereSolver's results
//! (re-checked independently; docs/quotients.md).

use super::*;
use crate::octal::TakeAndBreak;
use rustc_hash::FxHashMap;

fn code(c: &str) -> TakeAndBreak {
    c.parse().unwrap()
}

fn build(c: &str) -> Quotient {
    Quotient::build(&code(c), &Limits::default(), |_| {})
}

/// The quotient of the heaps up to `heaps` (or complete sooner).
fn build_to(c: &str, heaps: usize) -> Quotient {
    let limits = Limits {
        heaps,
        ..Limits::default()
    };
    Quotient::build(&code(c), &limits, |_| {})
}

/// Where the presentation changed: each heap with |Q| and |P| there.
fn changes(q: &Quotient) -> Vec<(usize, usize, usize)> {
    q.changes
        .iter()
        .map(|c| (c.heap, c.elements, c.p_elements))
        .collect()
}

/// Whether the sum of `heaps` (sorted) is lost for the player to move in
/// misère play, by search of the rules.
fn misere_lost(
    code: &TakeAndBreak,
    heaps: Vec<usize>,
    memo: &mut FxHashMap<Vec<usize>, bool>,
) -> bool {
    if let Some(&v) = memo.get(&heaps) {
        return v;
    }
    let mut has_move = false;
    let mut to_lost = false;
    for i in 0..heaps.len() {
        if i > 0 && heaps[i] == heaps[i - 1] {
            continue;
        }
        let mut options = Vec::new();
        code.for_each_option(heaps[i], |left| options.push(left.to_vec()));
        for left in options {
            has_move = true;
            let mut next: Vec<usize> = heaps[..i].to_vec();
            next.extend_from_slice(&heaps[i + 1..]);
            next.extend(left);
            next.sort_unstable();
            if misere_lost(code, next, memo) {
                to_lost = true;
                break;
            }
        }
        if to_lost {
            break;
        }
    }
    let lost = has_move && !to_lost;
    memo.insert(heaps, lost);
    lost
}

/// Every multiset of heaps of total size at most `total` (heaps ≥ 1).
fn multisets(total: usize) -> Vec<Vec<usize>> {
    fn go(left: usize, largest: usize, now: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        out.push(now.clone());
        for h in 1..=largest.min(left) {
            now.push(h);
            go(left - h, h, now, out);
            now.pop();
        }
    }
    let mut out = Vec::new();
    go(total, total, &mut Vec::new(), &mut out);
    out
}

/// The quotient of `c` predicts the search's outcome of every sum of heaps
/// of total size at most `total`.
fn agrees_with_search(c: &str, total: usize) {
    let q = build_to(c, total);
    assert!(q.is_complete() || q.heaps() >= total, "{c}: {:?}", q.stop);
    let game = code(c);
    let mut memo = FxHashMap::default();
    for heaps in multisets(total) {
        let wide: Vec<u128> = heaps.iter().map(|&h| h as u128).collect();
        let x = q.product(&wide);
        let mut sorted = heaps.clone();
        sorted.sort_unstable();
        assert_eq!(
            q.monoid.in_p(x),
            misere_lost(&game, sorted, &mut memo),
            "{c}: the sum {heaps:?}"
        );
    }
}

#[test]
fn quotients_predict_every_small_sum() {
    let cases = [
        ("0.75", 30),
        ("0.77", 30),
        ("0.123", 24),
        ("0.31", 26),
        ("0.34", 26),
        ("0.53", 26),
        ("0.71", 26),
        ("0.72", 26),
        ("0.73", 26),
        ("0.52", 26),
        ("0.3", 26),
        ("0.7", 26),
        ("0.51", 26),
        ("0.6", 16),
        ("0.14", 20),
        ("0.06", 15),
        ("0.F", 18),
        ("0.07", 20),
        ("0.137", 19),
    ];
    for (c, total) in cases {
        agrees_with_search(c, total);
    }
}

/// MisereSolver's results (docs/quotients.md), each re-checked by an
/// independent prototype of the check: |Q|, |P|, period, preperiod, tame.
/// (0.15 took the search about a minute before growing; now a twentieth
/// of a second.)
#[test]
fn the_reference_table() {
    // Code, |Q|, |P|, period, preperiod, tame.
    type Row = (&'static str, usize, usize, usize, usize, Option<u32>);
    let cases: &[Row] = &[
        ("0.75", 8, 2, 2, 8, None),
        ("0.77", 40, 9, 12, 71, None),
        ("0.44", 40, 9, 24, 143, None),
        ("0.123", 20, 5, 5, 5, None),
        ("0.31", 6, 2, 2, 3, Some(2)),
        ("0.34", 12, 3, 8, 7, None),
        ("0.53", 16, 3, 9, 21, None),
        ("0.71", 36, 9, 6, 3, None),
        ("0.72", 24, 5, 4, 16, None),
        ("0.73", 6, 2, 4, 2, Some(2)),
        ("0.52", 6, 2, 4, 6, Some(2)),
        ("0.51", 2, 1, 1, 1, Some(1)),
        ("0.55", 2, 1, 1, 1, Some(1)),
        ("0.3", 2, 1, 2, 0, Some(1)),
        ("0.7", 2, 1, 2, 0, Some(1)),
        ("0.15", 42, 12, 10, 66, None),
    ];
    for &(c, size, p, period, preperiod, tame) in cases {
        let q = build(c);
        let got = q.period.map(|x| (x.period, x.preperiod));
        assert_eq!(
            (q.monoid.len(), q.monoid.p_elements().len(), got, q.tame()),
            (size, p, Some((period, preperiod)), tame),
            "{c} (stopped: {:?})",
            q.stop
        );
    }
}

/// Dawson's Kayles to heap 33, as far as MisereSolver goes in about a
/// minute (the figure, and its run on this code): 638 elements,
/// the presentation changing at the same heaps with the same sizes. The
/// classes of heaps 25 to 33 split, each placed by growing with heaps set
/// apart one at a time (regression: the trials stopped at heap 25).
#[test]
fn dawsons_kayles_to_heap_33() {
    let q = build_to("0.07", 33);
    assert_eq!(q.heaps(), 33, "{:?}", q.stop);
    assert_eq!(
        changes(&q),
        [
            (2, 2, 1),
            (4, 6, 2),
            (10, 12, 3),
            (14, 24, 5),
            (25, 144, 23),
            (27, 176, 28),
            (30, 360, 65),
            (31, 520, 89),
            (32, 552, 93),
            (33, 638, 109)
        ]
    );
}

/// Daisies (4.7) to heap 35, as far as MisereSolver goes in 30 s: the
/// presentation changing at the same heaps with the same sizes as in its
/// run to heap 41 (`--maxheap 41 4.7`, 150 s), and grundy's quotient at
/// heap 41 isomorphic to its (`--compare`). Regression: heap 2's powers
/// repeat later at every new heap while heap 4 stays equal to it, and
/// with heaps set apart one at a time growing stopped at heap 27.
#[test]
fn daisies_to_heap_35() {
    let q = build_to("4.7", 35);
    assert_eq!(q.heaps(), 35, "{:?}", q.stop);
    #[rustfmt::skip]
    let misere_solver = [
        (1, 2, 1), (2, 6, 2), (5, 8, 2), (8, 12, 3), (9, 18, 4), (10, 22, 5),
        (11, 28, 6), (12, 34, 8), (13, 42, 9), (14, 50, 12), (15, 60, 13),
        (16, 70, 17), (17, 82, 18), (18, 94, 23), (19, 108, 24), (20, 122, 30),
        (21, 138, 31), (22, 154, 38), (23, 172, 39), (24, 190, 47), (25, 210, 48),
        (26, 230, 57), (27, 252, 58), (28, 274, 68), (29, 298, 69), (30, 322, 80),
        (31, 348, 81), (32, 374, 93), (33, 402, 94), (34, 430, 107), (35, 460, 108),
    ];
    assert_eq!(changes(&q), misere_solver);
}

#[test]
fn kayles_and_0_44_are_the_same_quotient() {
    let kayles = build("0.77");
    let other = build("0.44");
    assert!(isomorphic(&kayles.monoid, &other.monoid));
    assert!(!isomorphic(&kayles.monoid, &build("0.15").monoid));
}

#[test]
fn the_0_75_presentation_and_phi() {
    let q = build("0.75");
    assert_eq!(q.presentation().to_string(), "a2=1, b3=b, bc=ab, c2=b2");
    let words: Vec<String> = q.phi[..12].iter().map(|&x| q.word(x)).collect();
    assert_eq!(words.join(" "), "1 a b a b c b c b ab2 b ab2");
    assert_eq!(q.generators, vec![1, 2, 5]);
    assert_eq!(q.last_rogue(), Some(7));
}

#[test]
fn every_one_entry_change_of_a_certificate_is_refused() {
    for c in ["0.75", "0.123", "0.31"] {
        let q = build(c);
        let text = certificate::write(&q);
        let good = certificate::Certificate::read(&text).unwrap();
        assert!(good.check().is_ok(), "{c}");
        let n = good.elements as u32;
        for j in 0..good.generators.len() {
            for x in 0..good.elements {
                for y in 0..n {
                    if y == good.generators[j].1[x] {
                        continue;
                    }
                    let mut bad = good.clone();
                    bad.generators[j].1[x] = y;
                    assert!(
                        bad.check().is_err(),
                        "{c}: generator {j}, element {x} to {y}"
                    );
                }
            }
        }
        for x in 0..n {
            let mut bad = good.clone();
            match bad.p.iter().position(|&y| y == x) {
                Some(i) => {
                    bad.p.remove(i);
                }
                None => bad.p.push(x),
            }
            assert!(bad.check().is_err(), "{c}: P with {x} changed");
        }
        for h in 0..good.phi.len() {
            for y in 0..n {
                if y == good.phi[h] {
                    continue;
                }
                let mut bad = good.clone();
                bad.phi[h] = y;
                assert!(bad.check().is_err(), "{c}: phi({h}) to {y}");
            }
        }
    }
}

#[test]
fn a_certificate_of_another_game_is_refused() {
    let text = certificate::write(&build("0.75")).replace("game 0.75", "game 0.77");
    let read = certificate::Certificate::read(&text).unwrap();
    assert!(read.check().is_err());
}

#[test]
fn a_period_claimed_too_soon_is_refused() {
    let q = build("0.75");
    let mut c = certificate::Certificate::read(&certificate::write(&q)).unwrap();
    c.phi.truncate(15);
    assert!(matches!(
        c.check(),
        Err(certificate::Refusal::PeriodNotProved { .. })
    ));
}

/// Moore's refinement as it was, all actions at once: the reference for
/// the refinement one action at a time.
fn refine_all_at_once(actions: &[Vec<u32>], p: &[bool]) -> Vec<u32> {
    let n = p.len();
    let mut class: Vec<u32> = p.iter().map(|&b| b as u32).collect();
    loop {
        let mut index: FxHashMap<Vec<u32>, u32> = FxHashMap::default();
        let next: Vec<u32> = (0..n)
            .map(|x| {
                let mut key = vec![class[x]];
                key.extend(actions.iter().map(|a| class[a[x] as usize]));
                let len = index.len() as u32;
                *index.entry(key).or_insert(len)
            })
            .collect();
        let before = class.iter().collect::<std::collections::HashSet<_>>().len();
        class = next;
        if index.len() == before {
            return class;
        }
    }
}

proptest::proptest! {
    /// Refining one action at a time ends in the same partition as all the
    /// actions at once (regression: a split by one action was taken as
    /// stable for it, and every trial failed).
    #[test]
    fn refinement_one_action_at_a_time_is_moores(
        seed in proptest::collection::vec((0u32..40, 0u32..40, 0u32..40, proptest::bool::ANY), 1..40)
    ) {
        let n = seed.len() as u32;
        let actions: Vec<Vec<u32>> = (0..3)
            .map(|g| seed.iter().map(|s| [s.0, s.1, s.2][g] % n).collect())
            .collect();
        let p: Vec<bool> = seed.iter().map(|s| s.3).collect();
        let ours = monoid::refine(&actions, &p);
        let reference = refine_all_at_once(&actions, &p);
        // The same partition: equal classes in one are equal in the other.
        for x in 0..seed.len() {
            for y in 0..seed.len() {
                proptest::prop_assert_eq!(ours[x] == ours[y], reference[x] == reference[y]);
            }
        }
    }
}

/// A thread's work called off stops at its next check as at a deadline,
/// and only while called off; a refinement without a deadline (the
/// certificate's check of reduction) is never given up, so it cannot fail
/// in a thread called off (its `expect` would panic).
#[test]
fn work_called_off_stops_as_at_a_deadline() {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::Arc;
    let flag = Arc::new(AtomicBool::new(false));
    assert!(!passed(None));
    called_off_by(&flag, || {
        assert!(!passed(None));
        flag.store(true, Ordering::Relaxed);
        assert!(passed(None));
        let actions = vec![vec![1, 0]];
        assert_eq!(monoid::refine(&actions, &[false, true]), [0, 1]);
        assert_eq!(monoid::refine_until(&actions, &[false, true], None), None);
    });
    assert!(!passed(None));
}

/// The N-check's search kept between heaps (one kind added at a time, and
/// a kind refused in between, after which the search must be as it was)
/// gives the verdict the search from the start gives, for every prefix of
/// the kinds and every element tried for a refused one.
#[test]
fn the_search_kept_between_heaps_is_the_search_from_the_start() {
    use super::n_search::NSearch;
    use super::verify::{kinds_of, n_check, Kind};
    for (c, heaps) in [
        ("0.77", 40),
        ("0.44", 40),
        ("0.123", 20),
        ("0.71", 20),
        ("0.35", 12),
    ] {
        let built = build_to(c, heaps);
        let q = &built.monoid;
        let kinds = kinds_of(q, &built.phi, &built.code).expect("a built quotient's kinds");
        let mut kept = NSearch::new(q);
        for k in 1..=kinds.len() {
            // Each other element for the newest kind: refused or not as
            // from the start, and a refusal leaves the search unchanged.
            for x in 0..q.len() as u32 {
                let mut tried = kinds[..k].to_vec();
                tried[k - 1].0 = Kind {
                    element: x,
                    wins: tried[k - 1].0.wins.clone(),
                };
                let fresh = n_check(q, &tried, usize::MAX, None).is_ok();
                let mut trial = kept.clone();
                let incremental = trial.extend(q, &tried, usize::MAX, None).is_ok();
                assert_eq!(incremental, fresh, "{c}: kinds 0..{k}, element {x}");
                if !incremental {
                    let mut refused = kept.clone();
                    let _ = refused.extend(q, &tried, usize::MAX, None);
                    assert_eq!(refused.len(), kept.len(), "{c}: a refusal kept its pairs");
                }
            }
            assert!(
                kept.extend(q, &kinds[..k], usize::MAX, None).is_ok(),
                "{c}: {k}"
            );
        }
    }
}
