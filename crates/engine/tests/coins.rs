//! Coin-turning games against an exhaustive search from their rules: every
//! position of every row of up to 12 coins and of every board of up to
//! 5 × 5 coins, its value, and its moves (each legal, each one's value
//! right, none missing) on rows and boards of up to 12 coins (9 for the
//! games whose moves are exponentially many), and on larger boards for
//! positions of up to two heads. The rules here are written out afresh for each
//! game, apart from the turning-code reader, so that the check does not
//! lean on the code it checks.

use grundy_engine::component::Component;
use grundy_engine::kinds::parse_component;
use std::collections::{BTreeMap, BTreeSet};

/// A rule for one dimension: whether turning the coins `set` (increasing,
/// from 1, the last the head) is a move.
type Allows = fn(&[u64]) -> bool;

fn at_most(k: usize) -> impl Fn(&[u64]) -> bool {
    move |s: &[u64]| s.len() <= k
}

fn consecutive(s: &[u64]) -> bool {
    s.windows(2).all(|w| w[1] == w[0] + 1)
}

fn equally_spaced(s: &[u64]) -> bool {
    s.windows(3).all(|w| w[2] - w[1] == w[1] - w[0])
}

fn symmetric(s: &[u64]) -> bool {
    s.iter()
        .zip(s.iter().rev())
        .all(|(a, b)| a + b == s[0] + s[s.len() - 1])
}

/// The named row games, each with its rule written from its definition.
fn row_games() -> Vec<(&'static str, Allows)> {
    vec![
        ("turtles", |s| at_most(2)(s)),
        ("mock", |s| at_most(3)(s)),
        ("moebius", |s| at_most(5)(s)),
        ("motley", |_| true),
        ("twins", |s| s.len() == 2),
        ("triplets", |s| s.len() == 3),
        ("ruler", consecutive),
        ("mock-fives", |s| s.len() <= 3 && s[s.len() - 1] - s[0] < 5),
        ("triplet-fives", |s| s.len() == 3 && s[2] - s[0] < 5),
        ("ruler-fives", |s| s.len() <= 5 && consecutive(s)),
        ("turnips", |s| s.len() == 3 && equally_spaced(s)),
        ("grunt", |s| s.len() == 4 && s[0] == 1 && symmetric(s)),
        ("sym", symmetric),
        ("sympler", |s| symmetric(s) && s[0] == 1),
    ]
}

/// Every subset of `1..head` with `head` added, increasing.
fn sets_ending_at(head: u64) -> Vec<Vec<u64>> {
    (0u64..1 << (head - 1))
        .map(|mask| {
            let mut s: Vec<u64> = (1..head).filter(|i| mask >> (i - 1) & 1 == 1).collect();
            s.push(head);
            s
        })
        .collect()
}

/// A game on a box of coins, positions as bit masks over the coins.
struct Exhaustive {
    coins: Vec<Vec<u64>>,
    index: BTreeMap<Vec<u64>, usize>,
    /// For each coin, the masks of every move turning it.
    moves: Vec<Vec<u64>>,
}

impl Exhaustive {
    fn new(sizes: &[u64], rules: &[Allows]) -> Self {
        let mut coins: Vec<Vec<u64>> = vec![Vec::new()];
        for &n in sizes {
            coins = coins
                .into_iter()
                .flat_map(|c| {
                    (1..=n).map(move |x| {
                        let mut c = c.clone();
                        c.push(x);
                        c
                    })
                })
                .collect();
        }
        let index: BTreeMap<Vec<u64>, usize> = coins
            .iter()
            .enumerate()
            .map(|(i, c)| (c.clone(), i))
            .collect();
        let moves = coins
            .iter()
            .map(|head| {
                // One allowed set per dimension, each ending at the head's
                // coordinate; the move turns their product.
                let per: Vec<Vec<Vec<u64>>> = head
                    .iter()
                    .zip(rules)
                    .map(|(&x, allows)| {
                        sets_ending_at(x)
                            .into_iter()
                            .filter(|s| allows(s))
                            .collect()
                    })
                    .collect();
                let mut masks = vec![0u64];
                let mut products: Vec<Vec<Vec<u64>>> = vec![vec![Vec::new()]];
                for sets in &per {
                    let mut next = Vec::new();
                    for partial in &products {
                        for s in sets {
                            let mut more = Vec::new();
                            for c in partial {
                                for &x in s {
                                    let mut c = c.clone();
                                    c.push(x);
                                    more.push(c);
                                }
                            }
                            next.push(more);
                        }
                    }
                    products = next;
                }
                masks.clear();
                for coins_turned in products {
                    masks.push(coins_turned.iter().fold(0, |m, c| m | 1 << index[c]));
                }
                masks
            })
            .collect();
        Exhaustive {
            coins,
            index,
            moves,
        }
    }

    /// The value of every position, by the rules: a move turns the head
    /// from heads to tails, so it always lowers the mask.
    fn values(&self) -> Vec<u32> {
        let n = self.coins.len();
        let mut g = vec![0u32; 1 << n];
        let mut seen = Vec::new();
        for mask in 1u64..1 << n {
            seen.clear();
            for (i, moves) in self.moves.iter().enumerate() {
                if mask >> i & 1 == 1 {
                    for &m in moves {
                        let v = g[(mask ^ m) as usize] as usize;
                        if v >= seen.len() {
                            seen.resize(v + 1, false);
                        }
                        seen[v] = true;
                    }
                }
            }
            g[mask as usize] = seen.iter().position(|s| !s).unwrap_or(seen.len()) as u32;
        }
        g
    }

    fn written(&self, rule: &str, mask: u64) -> String {
        let heads: Vec<String> = (0..self.coins.len())
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| {
                self.coins[i]
                    .iter()
                    .map(u64::to_string)
                    .collect::<Vec<_>>()
                    .join(":")
            })
            .collect();
        format!("coins:{rule}={}", heads.join(","))
    }

    fn mask_of(&self, c: &dyn Component) -> u64 {
        let d = self.coins[0].len();
        let text = c.describe();
        let heads = text.split_once('=').unwrap().1;
        heads
            .split(',')
            .filter(|h| !h.is_empty())
            .map(|h| {
                let coin: Vec<u64> = h.split(':').map(|x| x.parse().unwrap()).collect();
                assert_eq!(coin.len(), d);
                1 << self.index[&coin]
            })
            .fold(0, |m, b| m | b)
    }

    /// Checks every position's value against the xor of the component's
    /// values of its heads, and the component's value and moves on every
    /// position with at most `moves_of` heads (all of them for
    /// `usize::MAX`): each listed move legal with its value right, and
    /// none missing.
    fn check(&self, rule: &str, moves_of: usize) {
        let g = self.values();
        // Each coin's value as a single head, from the component.
        let single: Vec<u64> = (0..self.coins.len())
            .map(|i| {
                let c = parse_component(&self.written(rule, 1 << i)).unwrap();
                c.grundy().to_string().parse().unwrap()
            })
            .collect();
        for mask in 0u64..1 << self.coins.len() {
            // The value of every position is the xor of its heads' (the
            // rule the component values positions by).
            let xor = (0..self.coins.len())
                .filter(|i| mask >> i & 1 == 1)
                .fold(0, |x, i| x ^ single[i]);
            let text = self.written(rule, mask);
            assert_eq!(xor, u64::from(g[mask as usize]), "{text}");
            if mask.count_ones() as usize > moves_of {
                continue;
            }
            let c = parse_component(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(c.grundy(), u64::from(g[mask as usize]).into(), "{text}");
            let mut by_rules: BTreeSet<u64> = BTreeSet::new();
            for (i, moves) in self.moves.iter().enumerate() {
                if mask >> i & 1 == 1 {
                    by_rules.extend(moves.iter().map(|m| mask ^ m));
                }
            }
            let listed = c.all_moves(100_000).unwrap();
            // What a budget counting moves by their size affords before
            // listing them rests on this bound.
            let longest = c.longest_move();
            for (m, _) in &listed {
                let size = m.description.size() + m.after.len();
                assert!(
                    size <= longest,
                    "{text}: {:?} writes {size} > {longest}",
                    m.description
                );
            }
            let reached: BTreeSet<u64> = listed
                .iter()
                .map(|(m, v)| {
                    let after = c.after(m);
                    let reached = self.mask_of(after.as_ref());
                    assert_eq!(after.describe(), m.after, "{text}: {:?}", m.description);
                    assert_eq!(
                        *v,
                        u64::from(g[reached as usize]).into(),
                        "{text}: {:?}",
                        m.description
                    );
                    reached
                })
                .collect();
            assert_eq!(reached.len(), listed.len(), "{text}: a move listed twice");
            assert_eq!(reached, by_rules, "{text}");
            // The winning moves are exactly the moves to a value-0 position.
            let winning: BTreeSet<u64> = c
                .moves_to_value(&0u64.into())
                .iter()
                .map(|m| self.mask_of(c.after(m).as_ref()))
                .collect();
            let expected: BTreeSet<u64> = by_rules
                .iter()
                .copied()
                .filter(|&m| g[m as usize] == 0)
                .collect();
            assert_eq!(winning, expected, "{text}");
        }
    }
}

impl Exhaustive {
    /// Checks that every position's value is the xor of the component's
    /// values of its heads, on boards too large for a table of every
    /// position's value: by induction over the positions (every move lowers
    /// the mask), that holds if no move turns coins whose values xor to 0
    /// (no option keeps the value) and, from every position of value X,
    /// the moves of its heads reach every value below X. Both are checked
    /// for every position, from the moves the rules allow.
    fn check_by_induction(&self, rule: &str) {
        let single: Vec<u64> = (0..self.coins.len())
            .map(|i| {
                let c = parse_component(&self.written(rule, 1 << i)).unwrap();
                c.grundy().to_string().parse().unwrap()
            })
            .collect();
        assert!(
            single.iter().all(|&v| v < 64),
            "{rule}: values fit a word of bits"
        );
        // For each coin, the changes of value its moves make, as bits.
        let changes: Vec<u64> = self
            .moves
            .iter()
            .map(|moves| {
                moves.iter().fold(0u64, |bits, &m| {
                    let turned = (0..self.coins.len())
                        .filter(|j| m >> j & 1 == 1)
                        .fold(0, |x, j| x ^ single[j]);
                    assert_ne!(turned, 0, "{rule}: a move that keeps the value");
                    bits | 1 << turned
                })
            })
            .collect();
        for mask in 0u64..1 << self.coins.len() {
            let (mut value, mut reach) = (0u64, 0u64);
            let mut rest = mask;
            while rest != 0 {
                let i = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                value ^= single[i];
                reach |= changes[i];
            }
            // Value v is reached by a change of value ⊕ v.
            let needed = (0..value).fold(0u64, |bits, v| bits | 1 << (value ^ v));
            assert_eq!(reach & needed, needed, "{}", self.written(rule, mask));
        }
    }
}

/// Games whose coins have exponentially many moves: their moves are
/// checked on every position of a row of 9 (values still on rows of 12).
const EXPONENTIAL: [&str; 3] = ["motley", "sym", "sympler"];

#[test]
fn every_row_of_up_to_12_coins_matches_the_rules() {
    for (name, allows) in row_games() {
        let moves_of = if EXPONENTIAL.contains(&name) {
            0
        } else {
            usize::MAX
        };
        Exhaustive::new(&[12], &[allows]).check(name, moves_of);
        Exhaustive::new(&[9], &[allows]).check(name, usize::MAX);
    }
}

#[test]
fn codes_beyond_the_names_match_the_rules_on_rows_of_10() {
    let cases: [(&str, Allows); 4] = [
        ("2-3,6C", |s| {
            (2..=3).contains(&s.len()) || (s.len() == 6 && consecutive(s))
        }),
        ("1-4E", |s| s.len() <= 4 && equally_spaced(s)),
        ("2+F", |s| s.len() >= 2 && s[0] == 1),
        ("3S", |s| s.len() == 3 && symmetric(s)),
    ];
    for (code, allows) in cases {
        Exhaustive::new(&[10], &[allows]).check(code, usize::MAX);
    }
}

/// The products of rules the boards are checked on, each with its rules.
fn board_rules() -> [(&'static str, [Allows; 2]); 3] {
    let turtles: Allows = |s| s.len() <= 2;
    let ruler: Allows = consecutive;
    let twins: Allows = |s| s.len() == 2;
    let mock: Allows = |s| s.len() <= 3;
    [
        ("corners", [turtles, turtles]),
        ("1-2x1+C", [turtles, ruler]),
        ("2x1-3", [twins, mock]),
    ]
}

#[test]
fn every_board_of_up_to_4_by_5_matches_the_rules() {
    for (rule, rules) in board_rules() {
        // Every position's value on the large boards, every position's
        // moves on the boards of up to 12 coins and those with up to two
        // heads beyond.
        for size in [[4, 5], [5, 4]] {
            Exhaustive::new(&size, &rules).check(rule, 2);
        }
        for size in [[3, 4], [4, 3], [2, 5], [1, 5]] {
            Exhaustive::new(&size, &rules).check(rule, usize::MAX);
        }
    }
}

#[test]
fn every_board_of_5_by_5_has_the_values_of_the_rules() {
    for (rule, rules) in board_rules() {
        Exhaustive::new(&[5, 5], &rules).check_by_induction(rule);
    }
}

#[test]
fn a_box_of_2_by_2_by_3_matches_the_rules() {
    let turtles: Allows = |s| s.len() <= 2;
    Exhaustive::new(&[2, 2, 3], &[turtles, turtles, turtles]).check("corners3", usize::MAX);
}

#[test]
fn turning_corners_is_the_nim_product_of_the_coordinates() {
    for x in 1..=40u64 {
        for y in 1..=40u64 {
            let c = parse_component(&format!("coins:corners={x}:{y}")).unwrap();
            let product = grundy_engine::nimber::mul64(x, y);
            assert_eq!(c.grundy(), product.into(), "{x}:{y}");
        }
    }
}

#[test]
fn a_row_may_be_written_as_its_faces() {
    let c = parse_component("coins:turtles=THHTH").unwrap();
    assert_eq!(c.describe(), "coins:turtles=2,3,5");
    assert_eq!(c.grundy(), (2u64 ^ 3 ^ 5).into());
}
