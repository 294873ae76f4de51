//! The genus table against a plain misère search from the rules.

use super::{trim, GenusTable};
use crate::heap::HeapGame;
use rustc_hash::FxHashMap;

type Memo = FxHashMap<(Vec<usize>, Vec<usize>), u32>;

/// A plain misère search: a position is game heaps and nim-heaps, kept
/// sorted, nothing dropped; a position with no move has value 1.
fn plain(game: &HeapGame, heaps: Vec<usize>, nims: Vec<usize>, memo: &mut Memo) -> u32 {
    let key = (heaps, nims);
    if let Some(&v) = memo.get(&key) {
        return v;
    }
    let (heaps, nims) = key.clone();
    let mut options = Vec::new();
    for i in 0..heaps.len() {
        game.for_each_option(heaps[i], |parts| {
            let mut h = heaps.clone();
            h.remove(i);
            h.extend(parts.iter().copied().filter(|&a| a > 0));
            h.sort_unstable();
            options.push((h, nims.clone()));
        });
    }
    for i in 0..nims.len() {
        for m in 0..nims[i] {
            let mut n = nims.clone();
            n.remove(i);
            if m > 0 {
                n.push(m);
            }
            n.sort_unstable();
            options.push((heaps.clone(), n));
        }
    }
    let v = if options.is_empty() {
        1
    } else {
        let vals: Vec<u32> = options
            .into_iter()
            .map(|(h, n)| plain(game, h, n, memo))
            .collect();
        (0..).find(|v| !vals.contains(v)).unwrap()
    };
    memo.insert(key, v);
    v
}

fn three_digit_octal() -> Vec<(String, HeapGame)> {
    let mut games = Vec::new();
    for code in 0..512 {
        if std::env::var("GENUS_ONE").is_ok_and(|c| c != code.to_string()) {
            continue;
        }
        let s = format!("0.{}{}{}", code / 64, code / 8 % 8, code % 8);
        if let Ok(g) = HeapGame::parse(&s) {
            games.push((s, g));
        }
    }
    games
}

/// The plain search again, over an index of positions: every sum of heaps
/// (sorted, heaps of 0 dropped) that a heap up to `top` reaches, valued
/// beside `j` nim-heaps `*1` and `k` nim-heaps `*2` (`j + k <= depth`),
/// smallest total first (a move of a take-and-break game removes at least
/// one counter, so options come first). Returns `γ₀ … γ_depth` of each heap
/// from 0 to `top`. The same values as [`plain`], by arrays instead of a
/// map of nim-heaps, so that every code reaches heap 30 in a test.
fn gammas_by_index(game: &HeapGame, top: usize, depth: usize) -> Vec<Vec<u32>> {
    // A sorted position as one number: each heap h written as h ones and a
    // zero, at most 2 * top bits; no key is allocated to look one up. The
    // 500 codes to heap 30 took 2 minutes a half with vectors as keys and
    // a list searched for each mex.
    assert!(
        2 * top <= 64,
        "positions of heaps up to {top} fit in 64 bits"
    );
    let key = |heaps: &[u8]| {
        heaps
            .iter()
            .fold(0u64, |k, &h| (k << (h + 1)) | (((1u64 << h) - 1) << 1))
    };
    let mut index: FxHashMap<u64, usize> = FxHashMap::default();
    let mut positions: Vec<Vec<u8>> = Vec::new();
    let mut options: Vec<Vec<usize>> = Vec::new();
    let mut id = |p: Vec<u8>, positions: &mut Vec<Vec<u8>>, options: &mut Vec<Vec<usize>>| {
        *index.entry(key(&p)).or_insert_with(|| {
            positions.push(p);
            options.push(Vec::new());
            positions.len() - 1
        })
    };
    let roots: Vec<usize> = (0..=top)
        .map(|n| {
            let p = if n == 0 { vec![] } else { vec![n as u8] };
            id(p, &mut positions, &mut options)
        })
        .collect();
    let mut next = 0;
    while next < positions.len() {
        let p = positions[next].clone();
        let mut found = Vec::new();
        for i in 0..p.len() {
            if i > 0 && p[i - 1] == p[i] {
                continue;
            }
            game.for_each_option(p[i] as usize, |parts| {
                let mut h = p.clone();
                h.remove(i);
                h.extend(parts.iter().filter(|&&a| a > 0).map(|&a| a as u8));
                h.sort_unstable();
                found.push(h);
            });
        }
        options[next] = found
            .into_iter()
            .map(|h| id(h, &mut positions, &mut options))
            .collect();
        next += 1;
    }
    let total = |p: &Vec<u8>| p.iter().map(|&h| h as usize).sum::<usize>();
    let mut order: Vec<usize> = (0..positions.len()).collect();
    order.sort_by_key(|&i| total(&positions[i]));
    // slot (j, k) = k * (depth + 1) + j.
    let width = (depth + 1) * (depth + 1);
    let mut value = vec![u32::MAX; positions.len() * width];
    // The mex by stamps: `marked[v] == stamp` when v is among the values
    // seen for the current slot.
    let mut marked: Vec<usize> = Vec::new();
    let mut stamp = 0;
    for &at in &order {
        for k in 0..=depth {
            for j in 0..=depth - k {
                stamp += 1;
                let mut any = false;
                let mut mark = |v: u32| {
                    debug_assert_ne!(v, u32::MAX, "an option valued first");
                    let v = v as usize;
                    if v >= marked.len() {
                        marked.resize(v + 1, 0);
                    }
                    marked[v] = stamp;
                    any = true;
                };
                for &o in &options[at] {
                    mark(value[o * width + k * (depth + 1) + j]);
                }
                if j > 0 {
                    mark(value[at * width + k * (depth + 1) + j - 1]);
                }
                if k > 0 {
                    mark(value[at * width + (k - 1) * (depth + 1) + j]);
                    mark(value[at * width + (k - 1) * (depth + 1) + j + 1]);
                }
                value[at * width + k * (depth + 1) + j] = if any {
                    (0..).find(|&v| marked.get(v) != Some(&stamp)).unwrap() as u32
                } else {
                    1
                };
            }
        }
    }
    roots
        .iter()
        .map(|&r| {
            (0..=depth)
                .map(|k| value[r * width + k * (depth + 1)])
                .collect()
        })
        .collect()
}

#[test]
fn the_indexed_search_agrees_with_the_plain_one() {
    for (name, spec, _) in OTHER_KINDS.iter().take(3) {
        let game = HeapGame::parse(spec).unwrap();
        let gammas = gammas_by_index(&game, 12, 4);
        let mut memo = Memo::default();
        for (n, g) in gammas.iter().enumerate() {
            let heaps = if n == 0 { vec![] } else { vec![n] };
            let plain: Vec<u32> = (0..=4)
                .map(|k| plain(&game, heaps.clone(), vec![2; k], &mut memo))
                .collect();
            assert_eq!(g, &plain, "{name}, heap {n}");
        }
    }
}

/// Every code's misère values and genus to heap 30 against the indexed
/// search, the codes whose place in the list leaves `half` when halved (two
/// tests, so that the two halves run side by side).
fn genus_to_heap_30(half: usize) {
    let games = three_digit_octal();
    assert!(
        games.len() >= 500 || std::env::var("GENUS_ONE").is_ok(),
        "{} codes parsed",
        games.len()
    );
    let (top, depth) = (30, 4);
    for (i, (code, game)) in games.into_iter().enumerate() {
        if i % 2 != half {
            continue;
        }
        let mut table = GenusTable::new(&game, depth);
        table.extend(top + 1);
        let normal = game.sequence(top + 1, |_| {});
        for (n, gammas) in gammas_by_index(&game, top, depth).iter().enumerate() {
            let g = &table.heaps()[n];
            assert_eq!(
                (g.normal, g.superscripts.clone()),
                (normal[n], trim(gammas)),
                "{code}, heap {n}"
            );
        }
    }
}

#[test]
fn misere_values_and_genus_of_every_three_digit_octal_game_even() {
    genus_to_heap_30(0);
}

#[test]
fn misere_values_and_genus_of_every_three_digit_octal_game_odd() {
    genus_to_heap_30(1);
}

#[test]
fn nim_heaps_have_their_textbook_genus() {
    let mut nim = GenusTable::new(&HeapGame::Nim, 5);
    let cases = [
        (0, "0^120"),
        (1, "1^031"),
        (2, "2^20"),
        (3, "3^31"),
        (4, "4^46"),
        (6, "6^64"),
    ];
    for (n, want) in cases {
        assert_eq!(nim.heap(n).to_string(), want, "heap {n}");
        assert!(nim.heap(n).tame, "heap {n}");
    }
}

#[test]
fn trim_keeps_the_first_two_of_the_alternating_tail() {
    let cases: [(&str, &[u32], &[u32]); 4] = [
        ("zero", &[1, 2, 0, 2, 0, 2], &[1, 2, 0]),
        ("two", &[2, 0, 2, 0], &[2, 0]),
        ("late", &[1, 4, 2, 0, 2, 0], &[1, 4, 2, 0]),
        ("short", &[3, 1, 3], &[3, 1]),
    ];
    for (name, gammas, want) in cases {
        assert_eq!(trim(gammas), want, "{name}");
    }
}

#[test]
fn kayles_is_wild_from_heap_5() {
    // Winning Ways' table of misère Kayles: tame to heap 4, then 4^146.
    let mut k = GenusTable::new(&HeapGame::parse("0.77").unwrap(), 5);
    let genus: Vec<String> = (0..12).map(|n| k.heap(n).to_string()).collect();
    let want = [
        "0^120", "1^031", "2^20", "3^31", "1^031", "4^146", "3^31", "2^20", "1^13", "4^046",
        "2^20", "6^46",
    ];
    assert_eq!(genus, want);
    let tame: Vec<bool> = (0..7).map(|n| k.heap(n).tame).collect();
    assert_eq!(tame, [true, true, true, true, true, false, false]);
}

/// The heap games of every other kind grundy knows, by name.
const OTHER_KINDS: [(&str, &str, usize); 8] = [
    ("dawson's kayles", "0.07", 14),
    ("kayles", "0.77", 14),
    ("0.137", "0.137", 14),
    ("grundy's game", "grundys-game", 14),
    ("subtraction set", "sub:1,3,4", 14),
    ("all but", "allbut:2", 12),
    ("lasker's nim", "laskers-nim", 10),
    ("hexadecimal", "4.F", 10),
];

#[test]
fn genus_of_every_kind_of_heap_game_against_the_plain_search() {
    let depth = 4;
    for (name, spec, top) in OTHER_KINDS {
        let game = HeapGame::parse(spec).unwrap();
        let mut table = GenusTable::new(&game, depth);
        table.extend(top + 1);
        let normal = game.sequence(top + 1, |_| {});
        let mut memo = Memo::default();
        for (n, &normal_value) in normal.iter().enumerate() {
            let heaps = if n == 0 { vec![] } else { vec![n] };
            let gammas: Vec<u32> = (0..=depth)
                .map(|k| plain(&game, heaps.clone(), vec![2; k], &mut memo))
                .collect();
            let g = &table.heaps()[n];
            assert_eq!(
                (g.normal, g.superscripts.clone()),
                (normal_value, trim(&gammas)),
                "{name} ({spec}), heap {n}"
            );
        }
    }
}

/// Every position a heap can reach (itself included): sorted sums of
/// heaps, without the heaps of 0.
fn reachable(game: &HeapGame, n: usize) -> Vec<Vec<usize>> {
    let start = if n == 0 { vec![] } else { vec![n] };
    let mut seen = std::collections::HashSet::from([start.clone()]);
    let mut stack = vec![start];
    while let Some(p) = stack.pop() {
        for i in 0..p.len() {
            game.for_each_option(p[i], |parts| {
                let mut h = p.clone();
                h.remove(i);
                h.extend(parts.iter().copied().filter(|&a| a > 0));
                h.sort_unstable();
                if seen.insert(h.clone()) {
                    stack.push(h);
                }
            });
        }
    }
    seen.into_iter().collect()
}

#[test]
fn tameness_against_the_genus_of_every_reachable_position() {
    // Tame exactly when every position the heap reaches has a nim-heap
    // genus, each genus from the plain search.
    let depth = 4;
    for (name, spec, top) in OTHER_KINDS {
        let game = HeapGame::parse(spec).unwrap();
        let top = top.min(11);
        let mut table = GenusTable::new(&game, depth);
        table.extend(top + 1);
        let normal = game.sequence(top + 1, |_| {});
        let mut memo = Memo::default();
        for n in 0..=top {
            let tame = reachable(&game, n).into_iter().all(|heaps| {
                let g = heaps.iter().fold(0, |x, &h| x ^ normal[h]);
                let gammas: Vec<u32> = (0..=depth)
                    .map(|k| plain(&game, heaps.clone(), vec![2; k], &mut memo))
                    .collect();
                super::nim_like(g, &trim(&gammas))
            });
            assert_eq!(table.heaps()[n].tame, tame, "{name} ({spec}), heap {n}");
        }
    }
}
