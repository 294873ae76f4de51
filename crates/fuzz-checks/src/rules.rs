//! The rule syntaxes: take-and-break codes, subtraction sets, heap-game
//! specs, two-pile rule specs and coin-turning rules, chosen by the first
//! byte. A refused text gets a message; an accepted one is written back in
//! a form read again as the same rules, and a heap game's first values
//! agree with the mex of its options computed here from its moves.

use grundy_engine::coins::Rule;
use grundy_engine::heap::HeapGame;
use grundy_engine::octal::TakeAndBreak;
use grundy_engine::subtraction::parse_amounts;
use grundy_engine::two_pile::TwoPileRules;

/// Runs the target on one input: the first byte picks the syntax, the
/// rest is the text. Panics when a refusal says nothing, rules written
/// back are read as others, or values differ from the mex of the options.
///
/// ```
/// grundy_fuzz_checks::rules(b"\x020.07");
/// ```
pub fn rules(data: &[u8]) {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    match first % 5 {
        0 => match text.parse::<TakeAndBreak>() {
            Err(e) => assert!(!e.to_string().is_empty()),
            Ok(code) => {
                let again: TakeAndBreak = code.to_string().parse().expect("written back");
                assert_eq!(again, code, "{text:?}");
            }
        },
        1 => match parse_amounts(text) {
            Err(e) => assert!(!e.to_string().is_empty()),
            Ok(amounts) => {
                assert!(amounts.windows(2).all(|w| w[0] < w[1]), "{amounts:?}");
                assert!(amounts.iter().all(|&a| a > 0));
                let written: Vec<String> = amounts.iter().map(usize::to_string).collect();
                assert_eq!(parse_amounts(&written.join(",")).unwrap(), amounts);
            }
        },
        2 => match HeapGame::parse(text) {
            Err(e) => assert!(!e.to_string().is_empty()),
            Ok(game) => check_heap_game(text, &game),
        },
        3 => match text.parse::<TwoPileRules>() {
            Err(e) => assert!(!e.to_string().is_empty()),
            Ok(rules) => {
                let again: TwoPileRules = rules.to_string().parse().expect("written back");
                if rules.table_cost(N) < 1_000_000 {
                    let table = rules.grundy_table(N);
                    assert_eq!(again.grundy_table(N), table, "{text:?} written {rules}");
                    assert_eq!(table, two_pile_by_search(&rules), "{text:?}");
                }
            }
        },
        _ => match Rule::parse(text) {
            Err(e) => assert!(!e.to_string().is_empty()),
            Ok(rule) => {
                let again = Rule::parse(&rule.to_string()).expect("written back");
                assert_eq!(again.codes(), rule.codes(), "{text:?}");
            }
        },
    }
}

/// The first values of `game`, against the mex of its options' values.
fn check_heap_game(text: &str, game: &HeapGame) {
    const LEN: usize = 24;
    let Ok(values) = game.sequence_bounded(LEN, 200_000) else {
        return;
    };
    let mut mine: Vec<u32> = Vec::with_capacity(LEN);
    for n in 0..values.len().min(LEN) {
        let mut seen = Vec::new();
        game.for_each_option(n, |parts| {
            let v = parts.iter().fold(0u32, |x, &p| x ^ mine[p]);
            seen.push(v);
        });
        let mex = (0u32..).find(|v| !seen.contains(v)).unwrap();
        mine.push(mex);
    }
    assert_eq!(&values[..mine.len()], &mine[..], "{text:?}");
    let again = HeapGame::parse(&game.to_string()).expect("written back");
    let theirs = again.sequence_bounded(LEN, 200_000).expect("the same game");
    assert_eq!(theirs, values, "{text:?} written {game}");
}

/// The side of the two-pile tables compared.
const N: usize = 8;

/// The Grundy table of `rules` (`N` by `N`, row `a`, column `b`), each
/// value the mex of the values its moves leave, the positions taken in
/// order of their total (every move removes counters).
fn two_pile_by_search(rules: &TwoPileRules) -> Vec<u32> {
    let mut table = vec![0u32; N * N];
    for total in 0..2 * N {
        for a in 0..N.min(total + 1) {
            let b = total - a;
            if b >= N {
                continue;
            }
            let mut seen = Vec::new();
            rules.for_each_move(a as u64, b as u64, |x, y| {
                assert!(x + y < (a + b) as u64, "{rules}: ({a}, {b}) to ({x}, {y})");
                seen.push(table[x as usize * N + y as usize]);
            });
            table[a * N + b] = (0u32..).find(|v| !seen.contains(v)).unwrap();
        }
    }
    table
}
