use super::*;
use std::collections::HashMap;

fn answer(input: &str) -> Result<String, String> {
    let mut out = Vec::new();
    match P2599.answer(input.as_bytes(), &mut out) {
        Ok(()) => Ok(String::from_utf8(out).unwrap()),
        Err(e) => Err(e.to_string()),
    }
}

/// The statement's game searched directly: a move takes 1 to all stones
/// of the leftmost or the rightmost pile (an emptied pile leaves the row);
/// whoever cannot move loses.
fn searched(row: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if row.is_empty() {
        return false;
    }
    if let Some(&w) = memo.get(row) {
        return w;
    }
    let last = row.len() - 1;
    let mut wins = false;
    for end in [0, last] {
        for take in 1..=row[end] {
            let mut next = row.to_vec();
            next[end] -= take;
            if next[end] == 0 {
                next.remove(end);
            }
            if !searched(&next, memo) {
                wins = true;
                break;
            }
        }
        if wins {
            break;
        }
    }
    memo.insert(row.to_vec(), wins);
    wins
}

/// Every row of `len` piles of 1 to `most`.
fn rows(len: usize, most: u64) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    for _ in 0..len {
        all = all
            .into_iter()
            .flat_map(|r| {
                (1..=most).map(move |a| {
                    let mut r = r.clone();
                    r.push(a);
                    r
                })
            })
            .collect();
    }
    all
}

#[test]
fn every_small_row_is_the_searched_game() {
    let memo = &mut HashMap::new();
    for (len, most) in [(1, 8), (2, 8), (3, 6), (4, 5), (5, 3)] {
        for row in rows(len, most) {
            assert_eq!(first_player_wins(&row), searched(&row, memo), "row {row:?}");
            // The two end values are what they claim: the unique pile
            // that, put on that side, makes the row lost.
            let (l, r) = ends(&row);
            for x in 1..=most + 2 {
                let mut with_left = vec![x];
                with_left.extend(&row);
                assert_eq!(searched(&with_left, memo), x != l, "{x} left of {row:?}");
                let mut with_right = row.clone();
                with_right.push(x);
                assert_eq!(searched(&with_right, memo), x != r, "{x} right of {row:?}");
            }
        }
    }
}

#[test]
fn the_sample_and_large_piles() {
    assert_eq!(answer("1\n4\n3 1 9 4\n").unwrap(), "0\n");
    assert_eq!(answer("2\n1\n5\n2\n7 7\n").unwrap(), "1\n0\n");
    // The same rows with every pile past 2^64 (plus the same amount) are
    // answered exactly, though no longer necessarily with the same verdict.
    let big = "100000000000000000000000";
    assert_eq!(answer(&format!("1\n2\n{big} {big}\n")).unwrap(), "0\n");
    assert_eq!(answer(&format!("1\n2\n{big}1 {big}\n")).unwrap(), "1\n");
}

#[test]
fn bad_inputs_are_refused_where_they_stand() {
    for (input, at) in [
        ("", "line 1"),
        ("1\n2\n3 0\n", "column 3"),
        ("1\n0\n", "line 2"),
        ("1\n2\n3\n", "line 3"),
        ("1\n2\n3 x\n", "x"),
        ("1\n20000\n", "line 2, column 1"),
        ("1\n1\n1\n1\n", "line 4"),
    ] {
        let e = answer(input).unwrap_err();
        assert!(e.contains(at), "{input:?}: {e}");
    }
}

#[test]
fn generated_inputs_are_valid() {
    let mut rng = Rng::new(5);
    let limits = P2599.limits();
    for size in [(4, 10), (limits.count, limits.value)] {
        for _ in 0..100 {
            let mut input = Input {
                set: vec![],
                cases: vec![],
            };
            let mut tags = Vec::new();
            P2599.generate(&mut rng, 3, size.0, size.1, &mut input, &mut tags);
            assert!(P2599.is_valid(&input), "{input:?}");
        }
    }
}
