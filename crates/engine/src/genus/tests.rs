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

/// Every code's misère values to heap 30 against the plain search, the
/// codes whose number leaves `half` when halved (two tests, so that the
/// two halves can run side by side).
fn misere_values_to_heap_30(half: usize) {
    let games = three_digit_octal();
    assert!(
        games.len() >= 500 || std::env::var("GENUS_ONE").is_ok(),
        "{} codes parsed",
        games.len()
    );
    let top = 30;
    for (i, (code, game)) in games.into_iter().enumerate() {
        if i % 2 != half {
            continue;
        }
        let mut table = GenusTable::new(&game, 2);
        table.extend(top + 1);
        let mut memo = Memo::default();
        for n in 0..=top {
            let heaps = if n == 0 { vec![] } else { vec![n] };
            assert_eq!(
                table.heaps()[n].misere(),
                plain(&game, heaps, vec![], &mut memo),
                "{code}, heap {n}"
            );
        }
    }
}

#[test]
fn misere_values_of_every_three_digit_octal_game_even() {
    misere_values_to_heap_30(0);
}

#[test]
fn misere_values_of_every_three_digit_octal_game_odd() {
    misere_values_to_heap_30(1);
}

#[test]
fn genus_of_every_three_digit_octal_game() {
    // The plain search over sums with copies of *2 grows fast: every code
    // to heap 14, and some of the best known to heap 30.
    let known = ["0.07", "0.77", "0.137", "0.777", "0.161", "0.55"];
    for (code, game) in three_digit_octal() {
        let top = if known.contains(&code.as_str()) {
            30
        } else {
            14
        };
        let depth = 4;
        let mut table = GenusTable::new(&game, depth);
        table.extend(top + 1);
        let normal = game.sequence(top + 1, |_| {});
        let mut memo = Memo::default();
        for (n, &normal_value) in normal.iter().enumerate().take(top + 1) {
            let heaps = if n == 0 { vec![] } else { vec![n] };
            let gammas: Vec<u32> = (0..=depth)
                .map(|k| plain(&game, heaps.clone(), vec![2; k], &mut memo))
                .collect();
            let g = &table.heaps()[n];
            assert_eq!(
                (g.normal, g.superscripts.clone()),
                (normal_value, trim(&gammas)),
                "{code}, heap {n}"
            );
        }
    }
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
