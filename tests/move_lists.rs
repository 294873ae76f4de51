//! Every list of winning moves said to be complete is compared with the
//! rules (issue 42): for every family in the registry and every command
//! that lists moves, over all small positions, the winning moves are found
//! again from the game's legal moves alone, by the Sprague–Grundy recursion
//! or a win/loss search, and must be exactly the ones listed, neither more
//! nor fewer, with `moves_complete` true.
//!
//! A move is the position it leaves: two moves to the same position are
//! one move, two positions are two moves. `grundy new-stone 1 2 3 5` had
//! left out 3 2 3 2 (the 1 lifted past the 2) while saying its list was
//! complete; nothing had compared the list with the rules.

mod common;

use common::grundy;
use grundy_engine::component::{Component, Kind};
use grundy_engine::kinds::{parse_component, KINDS};
use grundy_engine::new_stone;
use grundy_engine::num::{BigNat, Natural};
use grundy_engine::sum::Sum;
use serde_json::Value;
use std::collections::{BTreeSet, HashMap};

/// Enough for any position here: a small position that has more moves
/// than this is itself a finding.
const LIMIT: usize = 100_000;

// ---------------------------------------------------------------------
// The registry's families, through the engine, as `grundy sum` lists them.
// ---------------------------------------------------------------------

/// The Grundy value from the component's legal moves alone: the mex of the
/// values its moves lead to, never the family's closed form (which
/// `Component::grundy` and `moves_to_value` use, and which is what is
/// checked).
fn by_the_rules(c: &dyn Component, memo: &mut HashMap<String, u64>) -> u64 {
    let key = c.describe();
    if let Some(&g) = memo.get(&key) {
        return g;
    }
    let moves = c
        .all_moves(LIMIT)
        .unwrap_or_else(|e| panic!("{key}: its legal moves are not listed: {e}"));
    let mut seen = BTreeSet::new();
    for (m, _) in &moves {
        assert!(
            m.family.is_none(),
            "{key}: a family of moves at a small size"
        );
        seen.insert(by_the_rules(c.after(m).as_ref(), memo));
    }
    let g = (0..).find(|v| !seen.contains(v)).unwrap();
    memo.insert(key, g);
    g
}

/// Small positions of every family in [`KINDS`]: written here for the
/// families whose positions are more than one or two numbers, found for the
/// others. Each reaches only smaller positions, so the recursion is quick.
fn small_positions(kind: &Kind) -> Vec<String> {
    let range = |lo: u64, hi: u64| lo..=hi;
    let pairs = |name: &str, lo: u64, hi: u64| -> Vec<String> {
        range(lo, hi)
            .flat_map(|a| range(lo, hi).map(move |b| (a, b)))
            .map(|(a, b)| format!("{name}={a},{b}"))
            .collect()
    };
    let singles = |name: &str, lo: u64, hi: u64| -> Vec<String> {
        range(lo, hi).map(|n| format!("{name}={n}")).collect()
    };
    match kind.game {
        "nim" => singles("nim", 0, 9),
        "a heap game" => {
            let mut out = Vec::new();
            for name in [
                "kayles",
                "dawsons-kayles",
                "dawsons-chess",
                "treblecross",
                "guiles",
                "grundys-game",
                "laskers-nim",
                "0.07",
                "4.07",
                "0.F",
                "sub:1,2,5",
                "allbut:1,3",
                "take-or-split:3",
            ] {
                out.extend(singles(name, 1, 9));
                out.extend(pairs(name, 1, 4));
            }
            out
        }
        "wythoff" => pairs("wythoff", 0, 6),
        "staircase" => {
            let mut out = Vec::new();
            for a in 0..=3 {
                for b in 0..=3 {
                    for c in 0..=3 {
                        out.push(format!("staircase={a},{b},{c}"));
                    }
                }
            }
            out
        }
        "bounded:K" => ["bounded:1", "bounded:2", "bounded:3"]
            .iter()
            .flat_map(|g| singles(g, 0, 12))
            .collect(),
        "coins:RULE" => {
            let mut out = Vec::new();
            for rule in ["mock", "ruler", "turnips"] {
                // Every set of heads among the first six coins.
                for set in 1u32..64 {
                    let heads: Vec<String> = (0..6)
                        .filter(|i| set >> i & 1 == 1)
                        .map(|i| (i + 1).to_string())
                        .collect();
                    out.push(format!("coins:{rule}={}", heads.join(",")));
                }
            }
            for a in 1..=3 {
                for b in 1..=3 {
                    out.push(format!("coins:corners={a}:{b}"));
                }
            }
            out.push("coins:corners=2:3,3:1".into());
            out
        }
        "kfold:K" => {
            let mut out = singles("fibonacci-nim", 1, 14);
            for k in 1..=3 {
                for n in 1..=10 {
                    for a in 1..=n {
                        out.push(format!("kfold:{k}={n},{a}"));
                    }
                }
            }
            out
        }
        "cutting" => {
            let mut out = Vec::new();
            for w in 2..=5 {
                for h in 2..=5 {
                    out.push(format!("cutting={w}x{h}"));
                }
            }
            out.push("cutting=2x3,3x3".into());
            out
        }
        "circle" => singles("circle", 0, 10),
        "euclid" => pairs("euclid", 1, 12),
        "multiplication" => {
            let mut out = singles("multiplication", 1, 60);
            out.extend(pairs("multiplication", 1, 12));
            out
        }
        "funny-stones" => {
            let mut out = Vec::new();
            for code in 0..81u32 {
                let p: Vec<String> = (0..4)
                    .map(|i| (code / 3u32.pow(i) % 3).to_string())
                    .collect();
                out.push(format!("funny-stones={}", p.join(",")));
            }
            out
        }
        "hackenbush" => [
            "1-2",
            "1-2,2-3",
            "1-2,1-3",
            "1-2,2-3,3-1",
            "1-2,2-3,3-4,4-2",
            "1-2,1-2",
            "1-2,2-3,2-4,4-5",
            "1-1,1-2",
            "1-2,2-2,2-3",
            "1-2,2-3,3-1,3-4,4-5,5-3",
        ]
        .iter()
        .map(|e| format!("hackenbush={e}"))
        .collect(),
        // The last two months of the judge's game, and the last weeks of
        // one ending on 1 March of a leap year.
        "calendar" => {
            let mut out = Vec::new();
            for (m, days) in [(9, 30), (10, 31), (11, 4)] {
                out.extend((1..=days).map(|d| format!("calendar=2001-{m:02}-{d:02}")));
            }
            for (m, days) in [(1, 31), (2, 29), (3, 1)] {
                out.extend((1..=days).map(|d| format!("calendar=2000-{m:02}-{d:02}..2000-03-01")));
            }
            out
        }
        // A family new to the registry: its name from its first example,
        // and whichever small numbers, one or two, make a position of it,
        // so that adding a game edits no list here.
        _ => {
            let name = kind.examples[0].split('=').next().unwrap();
            let mut out = singles(name, 0, 20);
            out.extend(pairs(name, 0, 5));
            out.retain(|p| parse_component(p).is_ok());
            assert!(
                !out.is_empty(),
                "{}: no small numbers make a position; give it small positions here",
                kind.game
            );
            out
        }
    }
}

/// A move of a sum: the component (from 1), the component after it, and
/// what the move does. The position after is what makes a move; two moves
/// to the same position are still two when the game tells them apart
/// (Hackenbush's parallel edges, 1-2#1 and 1-2#2), and then their words
/// differ.
type SumMoveKey = (usize, String, String);

/// The winning moves of the sum of `texts`, from the rules: each
/// component's legal moves whose position leaves the sum worth 0.
fn expected_sum_moves(texts: &[String], memo: &mut HashMap<String, u64>) -> BTreeSet<SumMoveKey> {
    let comps: Vec<Box<dyn Component>> =
        texts.iter().map(|t| parse_component(t).unwrap()).collect();
    let values: Vec<u64> = comps
        .iter()
        .map(|c| by_the_rules(c.as_ref(), memo))
        .collect();
    let total = values.iter().fold(0, |s, v| s ^ v);
    let mut out = BTreeSet::new();
    for (i, c) in comps.iter().enumerate() {
        for (m, _) in c.all_moves(LIMIT).unwrap() {
            if by_the_rules(c.after(&m).as_ref(), memo) ^ values[i] ^ total == 0 {
                assert!(
                    out.insert((i + 1, m.after.clone(), grundy_i18n::say(&m.description))),
                    "{texts:?}: the legal move {} -> {} twice",
                    grundy_i18n::say(&m.description),
                    m.after
                );
            }
        }
    }
    out
}

/// What the engine lists for the sum, as `grundy sum` prints it: no move
/// twice, none standing for a group.
fn listed_sum_moves(texts: &[String]) -> BTreeSet<SumMoveKey> {
    let sum = Sum::new(texts.iter().map(|t| parse_component(t).unwrap()).collect());
    let mut out = BTreeSet::new();
    for m in sum.winning_moves() {
        assert!(
            m.family.is_none(),
            "{texts:?}: a family of moves at a small size"
        );
        let description = grundy_i18n::say(&m.description);
        let shown = format!("{description} -> {}", m.after);
        assert!(
            out.insert((m.component + 1, m.after, description)),
            "{texts:?}: {shown} listed twice"
        );
    }
    out
}

#[test]
fn every_familys_winning_moves_are_the_rules_winning_moves() {
    let mut memo = HashMap::new();
    for kind in KINDS {
        let positions = small_positions(kind);
        assert!(!positions.is_empty(), "{}", kind.game);
        for p in &positions {
            let c = parse_component(p).unwrap_or_else(|e| panic!("{p}: {e}"));
            assert_eq!(
                c.grundy(),
                BigNat::from(by_the_rules(c.as_ref(), &mut memo)),
                "{p}: the value"
            );
            // Alone, and beside a Nim pile, which asks for moves to every
            // value below the component's, not only to 0.
            for partner in [None, Some("nim=1"), Some("nim=2"), Some("nim=5")] {
                let mut texts = vec![p.clone()];
                texts.extend(partner.map(String::from));
                assert_eq!(
                    listed_sum_moves(&texts),
                    expected_sum_moves(&texts, &mut memo),
                    "{texts:?}"
                );
            }
        }
    }
}

/// The command line prints what the engine lists: `grundy sum --json` for
/// a few positions of every family.
#[test]
fn grundy_sum_json_lists_the_rules_winning_moves() {
    let mut memo = HashMap::new();
    for kind in KINDS {
        let positions = small_positions(kind);
        let step = (positions.len() / 4).max(1);
        for p in positions.iter().step_by(step) {
            let texts = vec![p.clone(), "nim=2".to_string()];
            let args: Vec<&str> = ["sum"]
                .into_iter()
                .chain(texts.iter().map(String::as_str))
                .chain(["--all", "--json"])
                .collect();
            let v = json_of(&args);
            assert_eq!(v["moves_complete"], Value::Bool(true), "{args:?}");
            let listed: BTreeSet<SumMoveKey> = v["moves"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| {
                    (
                        m["component"].as_u64().unwrap() as usize,
                        m["after"].as_str().unwrap().to_string(),
                        m["move"].as_str().unwrap().to_string(),
                    )
                })
                .collect();
            assert_eq!(
                v["moves"].as_array().unwrap().len(),
                listed.len(),
                "{args:?}"
            );
            assert_eq!(listed, expected_sum_moves(&texts, &mut memo), "{args:?}");
        }
    }
}

fn json_of(args: &[&str]) -> Value {
    let out = grundy(args, "");
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("{args:?}: {e}"))
}

// ---------------------------------------------------------------------
// The whole-game commands, through the command line, against moves
// written here from each game's rules.
// ---------------------------------------------------------------------

/// Who wins from each position, by search over `moves`: `misere` makes the
/// player who cannot move the winner.
struct Search<P, F: Fn(&P) -> Vec<P>> {
    moves: F,
    misere: bool,
    /// The key a position is remembered by: positions with the same key
    /// have the same outcome (new-stone's piles in any order).
    key: fn(&P) -> P,
    memo: HashMap<P, bool>,
}

impl<P: Clone + Eq + std::hash::Hash + Ord, F: Fn(&P) -> Vec<P>> Search<P, F> {
    fn new(moves: F, misere: bool) -> Self {
        Search {
            moves,
            misere,
            key: P::clone,
            memo: HashMap::new(),
        }
    }

    fn wins(&mut self, p: &P) -> bool {
        let key = (self.key)(p);
        if let Some(&w) = self.memo.get(&key) {
            return w;
        }
        let next = (self.moves)(p);
        let w = if next.is_empty() {
            self.misere
        } else {
            next.iter().any(|q| !self.wins(q))
        };
        self.memo.insert(key, w);
        w
    }

    /// The positions a winning move leaves.
    fn winning(&mut self, p: &P) -> BTreeSet<P> {
        (self.moves)(p)
            .into_iter()
            .filter(|q| !self.wins(q))
            .collect()
    }
}

/// Every list of `n` numbers from `lo` to `hi`, in every order.
fn tuples(n: u32, lo: u64, hi: u64) -> Vec<Vec<u64>> {
    let base = hi - lo + 1;
    (0..base.pow(n))
        .map(|code| (0..n).map(|i| lo + code / base.pow(i) % base).collect())
        .collect()
}

/// Takes from one pile: any amount up to `most(pile)`.
fn take_from_one(p: &[u64], most: impl Fn(u64) -> u64) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for i in 0..p.len() {
        for t in 1..=most(p[i]).min(p[i]) {
            let mut q = p.to_vec();
            q[i] -= t;
            out.push(q);
        }
    }
    out
}

/// Moore's Nim_k: from 1 to k piles, at least one from each.
fn moore_moves(p: &[u64], k: usize) -> Vec<Vec<u64>> {
    let mut out = BTreeSet::new();
    for set in 1u32..(1 << p.len()) {
        let chosen: Vec<usize> = (0..p.len()).filter(|&i| set >> i & 1 == 1).collect();
        if chosen.len() > k || chosen.iter().any(|&i| p[i] == 0) {
            continue;
        }
        let mut qs = vec![p.to_vec()];
        for &i in &chosen {
            qs = qs
                .into_iter()
                .flat_map(|q| {
                    (1..=p[i]).map(move |t| {
                        let mut q = q.clone();
                        q[i] -= t;
                        q
                    })
                })
                .collect();
        }
        out.extend(qs);
    }
    out.into_iter().collect()
}

/// Staircase Nim: coins on steps 1, 2, …; some coins of one step go one
/// step down (from step 1, off the stairs).
fn staircase_moves(p: &[u64]) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for i in 0..p.len() {
        for t in 1..=p[i] {
            let mut q = p.to_vec();
            q[i] -= t;
            if i > 0 {
                q[i - 1] += t;
            }
            out.push(q);
        }
    }
    out
}

/// Chips on a line: one chip slides left to a free cell from 1 on, never
/// past another chip.
fn chip_moves(p: &[u64]) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for i in 0..p.len() {
        let floor = p.iter().filter(|&&c| c < p[i]).max().map_or(1, |c| c + 1);
        for to in floor..p[i] {
            let mut q = p.to_vec();
            q[i] = to;
            out.push(q);
        }
    }
    out
}

/// Wythoff: any amount from one pile, or the same from both.
fn wythoff_moves(p: &[u64]) -> Vec<Vec<u64>> {
    let mut out = take_from_one(p, |x| x);
    for t in 1..=p[0].min(p[1]) {
        out.push(vec![p[0] - t, p[1] - t]);
    }
    out
}

/// A New Stone Game: a pile left with fewer, and at most one stone fewer
/// than it lost handed to the other non-empty piles, in any way.
fn new_stone_moves(p: &[u64]) -> Vec<Vec<u64>> {
    fn hand(q: &mut Vec<u64>, from: usize, j: usize, spare: u64, out: &mut Vec<Vec<u64>>) {
        if j == q.len() {
            out.push(q.clone());
        } else if j == from || q[j] == 0 {
            hand(q, from, j + 1, spare, out);
        } else {
            for d in 0..=spare {
                q[j] += d;
                hand(q, from, j + 1, spare - d, out);
                q[j] -= d;
            }
        }
    }
    let mut out = Vec::new();
    for from in 0..p.len() {
        for c in 0..p[from] {
            let mut q = p.to_vec();
            q[from] = c;
            hand(&mut q, from, 0, p[from] - c - 1, &mut out);
        }
    }
    out
}

/// The positions `grundy ARGS --all --json` says its winning moves leave,
/// each once, and that it says the list is complete.
fn report_moves(args: &[String], field: &str) -> BTreeSet<Vec<u64>> {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let v = json_of(&args);
    assert_eq!(v["moves_complete"], Value::Bool(true), "{args:?}");
    let moves = v["moves"].as_array().unwrap();
    let set: BTreeSet<Vec<u64>> = moves
        .iter()
        .map(|m| {
            m[field]
                .as_array()
                .unwrap_or_else(|| panic!("{args:?}: {m}"))
                .iter()
                .map(|x| x.as_u64().unwrap())
                .collect()
        })
        .collect();
    assert_eq!(set.len(), moves.len(), "{args:?}: a move listed twice");
    set
}

fn command(words: &[&str], p: &[u64]) -> Vec<String> {
    let mut args: Vec<String> = words.iter().map(|w| w.to_string()).collect();
    args.extend(p.iter().map(u64::to_string));
    args.extend(["--all".to_string(), "--json".to_string()]);
    args
}

/// Runs the command on each position and compares its moves with the
/// search's. The positions are sampled (every `step`-th) to keep the runs
/// few; the search is exhaustive on each.
fn compare<F: Fn(&Vec<u64>) -> Vec<Vec<u64>>>(
    words: &[&str],
    positions: &[Vec<u64>],
    step: usize,
    search: &mut Search<Vec<u64>, F>,
) {
    for p in positions.iter().step_by(step) {
        let args = command(words, p);
        assert_eq!(
            report_moves(&args, "position"),
            search.winning(p),
            "{args:?}"
        );
    }
}

#[test]
fn nim_family_commands_list_the_rules_winning_moves() {
    let three = tuples(3, 0, 4);
    compare(
        &["nim"],
        &three,
        3,
        &mut Search::new(|p: &Vec<u64>| take_from_one(p, |x| x), false),
    );
    compare(
        &["misere"],
        &three,
        3,
        &mut Search::new(|p: &Vec<u64>| take_from_one(p, |x| x), true),
    );
    compare(
        &["bounded", "-k", "2"],
        &three,
        3,
        &mut Search::new(|p: &Vec<u64>| take_from_one(p, |_| 2), false),
    );
    compare(
        &["moore", "-k", "2"],
        &three,
        3,
        &mut Search::new(|p: &Vec<u64>| moore_moves(p, 2), false),
    );
    let four = tuples(4, 0, 3);
    for k in [1, 3] {
        let ks = k.to_string();
        compare(
            &["moore", "-k", &ks],
            &four,
            11,
            &mut Search::new(move |p: &Vec<u64>| moore_moves(p, k), false),
        );
    }
    // A bound for each pile, written PILE/K: the bounds 1, 2 and 3.
    let mut search = Search::new(
        |p: &Vec<u64>| {
            let mut out = Vec::new();
            for i in 0..p.len() {
                for t in 1..=p[i].min(i as u64 + 1) {
                    let mut q = p.clone();
                    q[i] -= t;
                    out.push(q);
                }
            }
            out
        },
        false,
    );
    for p in three.iter().step_by(4) {
        let mut args = vec!["bounded".to_string()];
        args.extend(p.iter().enumerate().map(|(i, x)| format!("{x}/{}", i + 1)));
        args.extend(["--all".to_string(), "--json".to_string()]);
        assert_eq!(
            report_moves(&args, "position"),
            search.winning(p),
            "{args:?}"
        );
    }
    compare(
        &["staircase"],
        &three,
        3,
        &mut Search::new(|p: &Vec<u64>| staircase_moves(p), false),
    );
    compare(
        &["wythoff"],
        &tuples(2, 0, 7),
        1,
        &mut Search::new(|p: &Vec<u64>| wythoff_moves(p), false),
    );
    let chips: Vec<Vec<u64>> = tuples(3, 1, 7)
        .into_iter()
        .filter(|p| p[0] != p[1] && p[1] != p[2] && p[0] != p[2])
        .collect();
    compare(
        &["chips"],
        &chips,
        3,
        &mut Search::new(|p: &Vec<u64>| chip_moves(p), false),
    );
}

/// Every position of up to four piles of up to 5 in every order, and of
/// five and six piles up to 4 sorted (the engine's own test goes to six
/// piles of 6 against the rule of pairs), through the engine (what the command prints);
/// a sample through `grundy new-stone --json`. The positions of issue 42
/// are among them.
#[test]
fn new_stone_lists_every_winning_move_of_the_rules() {
    let mut search = Search::new(|p: &Vec<u64>| new_stone_moves(p), false);
    search.key = |p: &Vec<u64>| {
        let mut k: Vec<u64> = p.iter().copied().filter(|&x| x > 0).collect();
        k.sort_unstable();
        k
    };
    let mut positions: Vec<Vec<u64>> = (1..=4).flat_map(|n| tuples(n, 0, 5)).collect();
    for n in 5..=6 {
        positions.extend(
            tuples(n, 1, 4)
                .into_iter()
                .filter(|p| p.windows(2).all(|w| w[0] <= w[1])),
        );
    }
    for p in [
        &[1u64, 2, 3, 5][..],
        &[1, 2, 2, 3, 3],
        &[1, 2, 2, 6],
        &[1, 2, 4, 6],
        &[2, 3, 4, 6],
        &[1, 1, 2, 3, 4],
    ] {
        positions.push(p.to_vec());
    }
    for (i, p) in positions.iter().enumerate() {
        let piles: Vec<BigNat> = p.iter().map(|&x| x.into()).collect();
        let listed = new_stone::winning_moves(&piles, LIMIT).unwrap();
        let after: BTreeSet<Vec<u64>> = listed
            .iter()
            .map(|m| m.after.iter().map(|v| v.to_u64().unwrap()).collect())
            .collect();
        assert_eq!(after.len(), listed.len(), "{p:?}: a move listed twice");
        assert_eq!(new_stone::in_pairs(&piles), !search.wins(p), "{p:?}");
        assert_eq!(after, search.winning(p), "{p:?}");
        if i % 97 == 0 || p.len() >= 4 && i % 23 == 0 || i + 6 >= positions.len() {
            let args = command(&["new-stone"], p);
            let args: Vec<String> = args.into_iter().filter(|a| a != "--all").collect();
            assert_eq!(report_moves(&args, "after"), after, "{args:?}");
        }
    }
}

/// Fibonacci Nim and the k-fold games: from n counters with allowance a,
/// take t from 1 to min(a, n); the next allowance is min(k t, n − t).
#[test]
fn fib_lists_the_rules_winning_takes() {
    for k in 1..=3u64 {
        let mut search = Search::new(
            move |p: &Vec<u64>| {
                (1..=p[1].min(p[0]))
                    .map(|t| vec![p[0] - t, (k * t).min(p[0] - t)])
                    .collect()
            },
            false,
        );
        for n in 1..=20u64 {
            for a in [None, Some(n / 2 + 1)] {
                let mut args: Vec<String> = ["fib", &n.to_string(), "-k", &k.to_string()]
                    .map(String::from)
                    .to_vec();
                if let Some(a) = a {
                    args.extend(["--allowance".to_string(), a.to_string()]);
                }
                args.extend(["--all".to_string(), "--json".to_string()]);
                let argv: Vec<&str> = args.iter().map(String::as_str).collect();
                let v = json_of(&argv);
                assert_eq!(v["moves_complete"], Value::Bool(true), "{args:?}");
                let moves = v["moves"].as_array().unwrap();
                let listed: BTreeSet<Vec<u64>> = moves
                    .iter()
                    .map(|m| {
                        vec![
                            m["after"].as_u64().unwrap(),
                            m["allowance_after"].as_u64().unwrap(),
                        ]
                    })
                    .collect();
                assert_eq!(listed.len(), moves.len(), "{args:?}");
                let allowance = a.unwrap_or(n - 1).min(n);
                assert_eq!(listed, search.winning(&vec![n, allowance]), "{args:?}");
            }
        }
    }
}

/// `grundy teams S M1 … M2n` lists every take of the rules that wins:
/// team Nim searched as the statement says, a position (stones, seat to
/// move), seat i taking 1 to M_i and passing the turn; whoever takes the
/// last stone loses, so the search plays it under misère play.
#[test]
fn teams_lists_the_rules_winning_takes() {
    for limits in [
        vec![1u64, 1],
        vec![2, 3],
        vec![3, 1, 2, 2],
        vec![4, 4],
        vec![5, 1, 1, 3],
    ] {
        let seats = limits.len() as u64;
        let rule = limits.clone();
        let mut search = Search::new(
            move |p: &Vec<u64>| {
                (1..=rule[p[1] as usize].min(p[0]))
                    .map(|t| vec![p[0] - t, (p[1] + 1) % seats])
                    .collect()
            },
            true,
        );
        for stones in 1..=30u64 {
            let mut args = vec!["teams".to_string(), stones.to_string()];
            args.extend(limits.iter().map(u64::to_string));
            args.extend(["--all".to_string(), "--json".to_string()]);
            let argv: Vec<&str> = args.iter().map(String::as_str).collect();
            let v = json_of(&argv);
            assert_eq!(v["moves_complete"], Value::Bool(true), "{args:?}");
            let wins = search.wins(&vec![stones, 0]);
            assert_eq!(v["first_player_wins"], Value::Bool(wins), "{args:?}");
            let listed: BTreeSet<Vec<u64>> = v["moves"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| vec![m["left"].as_u64().unwrap(), 1 % seats])
                .collect();
            assert_eq!(listed, search.winning(&vec![stones, 0]), "{args:?}");
        }
    }
}

/// The legal moves of one component as the rules give them: the position
/// after each, in the notation `grundy sum` reads.
fn component_moves(text: &str) -> Vec<String> {
    let c = parse_component(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    c.all_moves(LIMIT)
        .unwrap()
        .into_iter()
        .map(|(m, _)| c.after(&m).describe())
        .collect()
}

/// Which sets of a sum's `n` components one move moves in.
type MovingSets = fn(usize) -> Vec<Vec<usize>>;

/// The sums of other conventions, `grundy sum --misere`, `--conjunctive`,
/// `--every` (Every-SG) and `--selective`: a move there is the position of every component after
/// it, and the search runs on the components' legal moves alone.
#[test]
fn compound_sums_list_the_rules_winning_moves() {
    let pool = [
        "nim=0",
        "nim=1",
        "nim=2",
        "nim=3",
        "kayles=2",
        "kayles=3",
        "kayles=1,2",
        "wythoff=1,2",
        "wythoff=2,2",
        "staircase=1,1",
        "circle=5",
    ];
    // Each convention: its flag, whether play is misère, which sets of
    // components one move moves in, and whether components already over
    // stay out of the set (Every-SG) rather than stop the move.
    let conventions: [(&str, bool, MovingSets, bool); 4] = [
        (
            "--misere",
            true,
            |n| (0..n).map(|i| vec![i]).collect(),
            false,
        ),
        ("--conjunctive", false, |n| vec![(0..n).collect()], false),
        ("--every", false, |n| vec![(0..n).collect()], true),
        (
            "--selective",
            false,
            |n| {
                (1u32..1 << n)
                    .map(|set| (0..n).filter(|i| set >> i & 1 == 1).collect())
                    .collect()
            },
            false,
        ),
    ];
    for (flag, misere, sets, skip_over) in conventions {
        let moves = move |p: &Vec<String>| -> Vec<Vec<String>> {
            let mut out = BTreeSet::new();
            for set in sets(p.len()) {
                let set: Vec<usize> = if skip_over {
                    set.into_iter()
                        .filter(|&i| !component_moves(&p[i]).is_empty())
                        .collect()
                } else {
                    set
                };
                if set.is_empty() {
                    continue;
                }
                let mut qs = vec![p.clone()];
                for &i in &set {
                    let next = component_moves(&p[i]);
                    qs = qs
                        .into_iter()
                        .flat_map(|q| {
                            next.iter().map(move |a| {
                                let mut q = q.clone();
                                q[i] = a.clone();
                                q
                            })
                        })
                        .collect();
                }
                out.extend(qs);
            }
            out.into_iter().collect()
        };
        let mut search = Search::new(moves, misere);
        for (i, a) in pool.iter().enumerate() {
            for b in &pool[i..] {
                let p: Vec<String> = vec![a.to_string(), b.to_string()];
                let args = ["sum", a, b, flag, "--all", "--json"];
                let v = json_of(&args);
                assert_eq!(v["moves_complete"], Value::Bool(true), "{args:?}");
                let moves = v["moves"].as_array().unwrap();
                let listed: BTreeSet<Vec<String>> = moves
                    .iter()
                    .map(|m| {
                        let mut q = p.clone();
                        for part in m.as_array().unwrap() {
                            let c = part["component"].as_u64().unwrap() as usize;
                            q[c - 1] = part["after"].as_str().unwrap().to_string();
                        }
                        q
                    })
                    .collect();
                assert_eq!(listed.len(), moves.len(), "{args:?}: a move listed twice");
                assert_eq!(listed, search.winning(&p), "{args:?}");
            }
        }
    }
}

/// `grundy hackenbush --json` on two graphs: its cuts against the legal
/// cuts of each graph valued from the rules.
#[test]
fn hackenbush_lists_the_rules_winning_cuts() {
    let graphs = [
        "1-2",
        "1-2,2-3",
        "1-2,1-3",
        "1-2,2-3,3-1",
        "1-2,1-2",
        "1-2,2-3,2-4",
        "1-1,1-2",
        "1-2,2-3,3-4,4-2",
    ];
    let mut memo = HashMap::new();
    for a in graphs {
        for b in graphs {
            let comps = [a, b].map(|g| parse_component(&format!("hackenbush={g}")).unwrap());
            let values = comps
                .each_ref()
                .map(|c| by_the_rules(c.as_ref(), &mut memo));
            let mut expected = BTreeSet::new();
            for (i, c) in comps.iter().enumerate() {
                for (m, _) in c.all_moves(LIMIT).unwrap() {
                    if by_the_rules(c.after(&m).as_ref(), &mut memo) == values[1 - i] {
                        // "cut edge 1-2 (1 edge falls with it)": the edge alone.
                        let description = grundy_i18n::say(&m.description);
                        let edge = description.trim_start_matches("cut edge ");
                        let edge = edge.split(" (").next().unwrap().to_string();
                        let after = m.after.trim_start_matches("hackenbush=").to_string();
                        expected.insert((i + 1, edge, after));
                    }
                }
            }
            let args = ["hackenbush", a, b, "--all", "--json"];
            let v = json_of(&args);
            assert_eq!(v["moves_complete"], Value::Bool(true), "{args:?}");
            let moves = v["moves"].as_array().unwrap();
            let listed: BTreeSet<(usize, String, String)> = moves
                .iter()
                .map(|m| {
                    (
                        m["graph"].as_u64().unwrap() as usize,
                        m["edge"].as_str().unwrap().to_string(),
                        m["after"].as_str().unwrap().to_string(),
                    )
                })
                .collect();
            assert_eq!(listed.len(), moves.len(), "{args:?}: a cut listed twice");
            assert_eq!(listed, expected, "{args:?}");
        }
    }
}

/// `grundy coins RULE HEADS --json` against the legal turns of the same
/// row valued from the rules.
#[test]
fn coins_lists_the_rules_winning_turns() {
    let mut memo = HashMap::new();
    for rule in ["mock", "ruler", "turnips"] {
        for set in (1u32..64).step_by(5) {
            let heads: Vec<String> = (0..6)
                .filter(|i| set >> i & 1 == 1)
                .map(|i| (i + 1).to_string())
                .collect();
            let texts = vec![format!("coins:{rule}={}", heads.join(","))];
            let expected: BTreeSet<String> = expected_sum_moves(&texts, &mut memo)
                .into_iter()
                .map(|(_, after, _)| after)
                .collect();
            let mut args = vec!["coins", rule];
            args.extend(heads.iter().map(String::as_str));
            args.extend(["--all", "--json"]);
            let v = json_of(&args);
            assert_eq!(v["moves_complete"], Value::Bool(true), "{args:?}");
            let moves = v["moves"].as_array().unwrap();
            let listed: BTreeSet<String> = moves
                .iter()
                .map(|m| m["after"].as_str().unwrap().to_string())
                .collect();
            assert_eq!(listed.len(), moves.len(), "{args:?}: a turn listed twice");
            assert_eq!(listed, expected, "{args:?}");
        }
    }
}

/// Undirected vertex geography: the token moves along an edge to a vertex
/// not yet deleted, and the vertex it leaves is deleted. Every graph on
/// five vertices with an edge at the start (a sample of them run).
#[test]
fn geography_lists_the_rules_winning_moves() {
    let pairs: Vec<(u64, u64)> = (1..=5u64)
        .flat_map(|a| (a + 1..=5).map(move |b| (a, b)))
        .collect();
    for mask in (1u32..1 << pairs.len()).step_by(7) {
        let edges: Vec<(u64, u64)> = (0..pairs.len())
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| pairs[i])
            .collect();
        if !edges.iter().any(|&(a, _)| a == 1) {
            continue;
        }
        // A position: the token's vertex, then the deleted vertices as a
        // bit set.
        let e = edges.clone();
        let mut search = Search::new(
            move |p: &Vec<u64>| {
                let (at, gone) = (p[0], p[1] | 1 << p[0]);
                e.iter()
                    .filter_map(|&(a, b)| match at {
                        _ if at == a => Some(b),
                        _ if at == b => Some(a),
                        _ => None,
                    })
                    .filter(|v| gone >> v & 1 == 0)
                    .map(|v| vec![v, gone])
                    .collect()
            },
            false,
        );
        let expected: BTreeSet<u64> = search
            .winning(&vec![1, 0])
            .into_iter()
            .map(|q| q[0])
            .collect();
        let text: Vec<String> = edges.iter().map(|(a, b)| format!("{a}-{b}")).collect();
        let text = text.join(",");
        let args = ["geography", &text, "--all", "--json"];
        let v = json_of(&args);
        assert_eq!(v["moves_complete"], Value::Bool(true), "{args:?}");
        let moves = v["moves"].as_array().unwrap();
        let listed: BTreeSet<u64> = moves.iter().map(|m| m["to"].as_u64().unwrap()).collect();
        assert_eq!(listed.len(), moves.len(), "{args:?}");
        assert_eq!(listed, expected, "{args:?}");
    }
}

/// Every command of `grundy --help` that lists winning moves, and the test
/// above that compares its lists with the rules.
const COVERED: &[(&str, &str)] = &[
    ("nim", "nim_family_commands_list_the_rules_winning_moves"),
    ("misere", "nim_family_commands_list_the_rules_winning_moves"),
    ("moore", "nim_family_commands_list_the_rules_winning_moves (-k 2)"),
    ("bounded", "nim_family_commands_list_the_rules_winning_moves (-k 2)"),
    ("staircase", "nim_family_commands_list_the_rules_winning_moves"),
    ("chips", "nim_family_commands_list_the_rules_winning_moves"),
    ("wythoff", "nim_family_commands_list_the_rules_winning_moves"),
    (
        "sum",
        "every_familys_winning_moves_are_the_rules_winning_moves, grundy_sum_json_lists_the_rules_winning_moves, compound_sums_list_the_rules_winning_moves",
    ),
    ("fib", "fib_lists_the_rules_winning_takes"),
    ("teams", "teams_lists_the_rules_winning_takes"),
    ("new-stone", "new_stone_lists_every_winning_move_of_the_rules"),
    ("hackenbush", "hackenbush_lists_the_rules_winning_cuts"),
    ("geography", "geography_lists_the_rules_winning_moves"),
    ("northcott", "northcott_lists_the_rules_winning_slides"),
    (
        "graph",
        "graph_lists_the_rules_winning_moves, \
         graph_with_cycles_lists_the_rules_winning_or_drawing_moves",
    ),
    ("coins", "coins_lists_the_rules_winning_turns (rows; boards through sum)"),
];

/// The commands this harness does not compare with the rules, and why.
const NOT_COVERED: &[(&str, &str)] = &[
    (
        "oj",
        "a judge problem's own output format; crates/oj/tests/judges.rs searches the problems \
         on their rules (poj1740_matches_the_new_stone_game_searched_on_its_rules, …)",
    ),
    (
        "play",
        "interactive; its hints are the engine's lists compared above",
    ),
    (
        "serve",
        "the playground's server; its lists are grundy-json's, as the command line's",
    ),
    (
        "check",
        "runs another program on judge cases; lists no moves",
    ),
    ("gen", "writes test cases; lists no moves"),
    (
        "template",
        "prints a solution's source; tests/templates.rs runs each through grundy check",
    ),
    (
        "two-pile",
        "tables of values and P-positions; lists no moves",
    ),
    ("seq", "a nim-sequence; lists no moves"),
    ("research", "a search for records; lists no moves"),
    (
        "quotient",
        "a misère quotient; lists no moves (the engine's tests compare its outcomes with a search of every small sum)",
    ),
    (
        "survey",
        "tables of a family's periods; lists no moves (the engine's tests check every row against the games' own rules)",
    ),
    ("nimber", "nimber arithmetic; lists no moves"),
    ("pattern", "reads a table; lists no moves"),
    ("completions", "no game"),
    ("man", "no game"),
    ("help", "no game"),
];

/// No command is left out unsaid: each one `grundy --help` names is
/// compared above or listed with why not.
#[test]
fn every_command_is_covered_or_said_why_not() {
    let out = grundy(&["--help"], "");
    let help = String::from_utf8(out.stdout).unwrap();
    let commands: Vec<&str> = help
        .lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| !l.is_empty())
        .filter(|l| l.starts_with("  ") && !l.starts_with("   "))
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    assert!(commands.contains(&"new-stone"), "{help}");
    for c in commands {
        let covered = COVERED.iter().any(|(n, _)| *n == c);
        let not = NOT_COVERED.iter().any(|(n, _)| *n == c);
        assert!(
            covered != not,
            "{c}: say whether its move lists are compared here"
        );
    }
}

/// `grundy graph` on acyclic graphs: a move pushes one token along one
/// edge; every graph on five vertices with edges from lower to higher
/// (a sample of them), with one or two tokens.
#[test]
fn graph_lists_the_rules_winning_moves() {
    let pairs: Vec<(u64, u64)> = (0..5u64)
        .flat_map(|a| (a + 1..5).map(move |b| (a, b)))
        .collect();
    for mask in (1u32..1 << pairs.len()).step_by(37) {
        let edges: Vec<(u64, u64)> = (0..pairs.len())
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| pairs[i])
            .collect();
        let e = edges.clone();
        // A position: each token's vertex.
        let mut search = Search::new(
            move |p: &Vec<u64>| {
                let mut out = Vec::new();
                for t in 0..p.len() {
                    for &(a, b) in &e {
                        if a == p[t] {
                            let mut q = p.clone();
                            q[t] = b;
                            out.push(q);
                        }
                    }
                }
                out
            },
            false,
        );
        let mut file = "vertices 5\n".to_string();
        for (a, b) in &edges {
            file += &format!("{a} -> {b}\n");
        }
        for tokens in [vec![0u64], vec![0, 1], vec![0, 0], vec![1, 2]] {
            let listed_file = format!(
                "{file}token {}\n",
                tokens
                    .iter()
                    .map(u64::to_string)
                    .collect::<Vec<_>>()
                    .join(" ")
            );
            let out = grundy(&["graph", "-", "--all", "--json"], &listed_file);
            assert!(out.status.success(), "{listed_file}");
            let v: Value = serde_json::from_slice(&out.stdout).unwrap();
            // The graph's document has no moves_complete: its moves are
            // always every one.
            assert_ne!(
                v.get("moves_complete"),
                Some(&Value::Bool(false)),
                "{listed_file}"
            );
            let moves = v["moves"].as_array().unwrap();
            let listed: BTreeSet<Vec<u64>> = moves
                .iter()
                .map(|m| {
                    let mut q = tokens.clone();
                    let t = m["token"].as_u64().unwrap() as usize;
                    q[t - 1] = m["to"].as_str().unwrap().parse().unwrap();
                    q
                })
                .collect();
            assert_eq!(listed.len(), moves.len(), "{listed_file}");
            assert_eq!(listed, search.winning(&tokens), "{listed_file}");
        }
    }
}

/// Who wins from every position `start` reaches, when play may go round
/// in circles: a fixed point, a position lost when every move reaches a
/// won one and won when one reaches a lost one; a position never decided
/// is drawn, and is not in the map.
fn retrograde<P: Clone + Ord + std::hash::Hash>(
    start: &P,
    moves: impl Fn(&P) -> Vec<P>,
) -> HashMap<P, bool> {
    let mut seen: BTreeSet<P> = BTreeSet::from([start.clone()]);
    let mut todo = vec![start.clone()];
    while let Some(p) = todo.pop() {
        for q in moves(&p) {
            if seen.insert(q.clone()) {
                todo.push(q);
            }
        }
    }
    let mut won: HashMap<P, bool> = HashMap::new();
    loop {
        let mut changed = false;
        for p in &seen {
            if won.contains_key(p) {
                continue;
            }
            let next = moves(p);
            if next.iter().any(|q| won.get(q) == Some(&false)) {
                won.insert(p.clone(), true);
                changed = true;
            } else if next.iter().all(|q| won.get(q) == Some(&true)) {
                won.insert(p.clone(), false);
                changed = true;
            }
        }
        if !changed {
            return won;
        }
    }
}

/// Northcott's game: each player slides their own piece of a row along it,
/// neither onto nor over the other piece. A slide may go back, so play
/// could go on for ever; a retrograde analysis of every position the start
/// reaches (a fixed point: lost when every move reaches a won position, won
/// when one reaches a lost one, drawn if neither ever holds) decides them,
/// and no start here may be drawn.
#[test]
fn northcott_lists_the_rules_winning_slides() {
    // A position: each row's (the mover's piece, the other), the columns
    // from 1; after a move the players change places.
    fn moves(rows: &[(u64, u64)], m: u64) -> Vec<Vec<(u64, u64)>> {
        let mut out = Vec::new();
        for (i, &(mine, theirs)) in rows.iter().enumerate() {
            let to: Vec<u64> = if mine < theirs {
                (1..theirs).collect()
            } else {
                (theirs + 1..=m).collect()
            };
            for c in to.into_iter().filter(|&c| c != mine) {
                let q: Vec<(u64, u64)> = rows
                    .iter()
                    .enumerate()
                    .map(|(j, &(a, b))| if j == i { (b, c) } else { (b, a) })
                    .collect();
                out.push(q);
            }
        }
        out
    }
    fn winning(start: &[(u64, u64)], m: u64) -> BTreeSet<Vec<(u64, u64)>> {
        let won = retrograde(&start.to_vec(), |p| moves(p, m));
        assert!(won.contains_key(start), "{start:?} on {m} columns is drawn");
        moves(start, m)
            .into_iter()
            .filter(|q| won.get(q) == Some(&false))
            .collect()
    }
    let mut starts: Vec<(u64, Vec<(u64, u64)>)> = Vec::new();
    let one: Vec<(u64, u64)> = (1..=6u64)
        .flat_map(|a| (1..=6).map(move |b| (a, b)))
        .filter(|(a, b)| a != b)
        .collect();
    starts.extend(one.iter().map(|&r| (6, vec![r])));
    let four: Vec<(u64, u64)> = one
        .iter()
        .copied()
        .filter(|&(a, b)| a <= 4 && b <= 4)
        .collect();
    for (i, &r) in four.iter().enumerate() {
        for &s in four.iter().skip(i % 3).step_by(3) {
            starts.push((4, vec![r, s]));
        }
    }
    for (m, rows) in starts {
        let mut args = vec!["northcott".to_string(), "-m".to_string(), m.to_string()];
        args.extend(rows.iter().map(|(a, b)| format!("{a}:{b}")));
        args.push("--json".to_string());
        let argv: Vec<&str> = args.iter().map(String::as_str).collect();
        let v = json_of(&argv);
        assert_eq!(v["moves_complete"], Value::Bool(true), "{args:?}");
        let moves = v["moves"].as_array().unwrap();
        let listed: BTreeSet<Vec<(u64, u64)>> = moves
            .iter()
            .map(|s| {
                let row = s["row"].as_u64().unwrap() as usize - 1;
                rows.iter()
                    .enumerate()
                    .map(|(j, &(a, b))| {
                        if j == row {
                            (b, s["to"].as_u64().unwrap())
                        } else {
                            (b, a)
                        }
                    })
                    .collect()
            })
            .collect();
        assert_eq!(listed.len(), moves.len(), "{args:?}");
        assert_eq!(listed, winning(&rows, m), "{args:?}");
    }
}

/// `grundy graph` on graphs with cycles: one or two tokens, won, lost or
/// drawn by a retrograde analysis over the tokens' places; from a draw the
/// moves listed are those that keep it.
#[test]
fn graph_with_cycles_lists_the_rules_winning_or_drawing_moves() {
    let pairs: Vec<(u64, u64)> = (0..4u64)
        .flat_map(|a| (0..4).map(move |b| (a, b)))
        .filter(|(a, b)| a != b)
        .collect();
    for mask in (1u32..1 << pairs.len()).step_by(97) {
        let edges: Vec<(u64, u64)> = (0..pairs.len())
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| pairs[i])
            .collect();
        let moves = |p: &Vec<u64>| -> Vec<Vec<u64>> {
            let mut out = Vec::new();
            for t in 0..p.len() {
                for &(a, b) in &edges {
                    if a == p[t] {
                        let mut q = p.clone();
                        q[t] = b;
                        out.push(q);
                    }
                }
            }
            out
        };
        let mut file = "vertices 4\n".to_string();
        for (a, b) in &edges {
            file += &format!("{a} -> {b}\n");
        }
        for tokens in [vec![0u64], vec![1], vec![0, 2]] {
            let won = retrograde(&tokens, moves);
            let (verdict, kind, expected): (&str, &str, BTreeSet<Vec<u64>>) = match won.get(&tokens)
            {
                Some(true) => (
                    "win",
                    "winning",
                    moves(&tokens)
                        .into_iter()
                        .filter(|q| won.get(q) == Some(&false))
                        .collect(),
                ),
                Some(false) => ("lose", "winning", BTreeSet::new()),
                None => (
                    "draw",
                    "draw-keeping",
                    moves(&tokens)
                        .into_iter()
                        .filter(|q| !won.contains_key(q))
                        .collect(),
                ),
            };
            let input = format!(
                "{file}token {}\n",
                tokens
                    .iter()
                    .map(u64::to_string)
                    .collect::<Vec<_>>()
                    .join(" ")
            );
            let out = grundy(&["graph", "-", "--all", "--json"], &input);
            assert!(out.status.success(), "{input}");
            let v: Value = serde_json::from_slice(&out.stdout).unwrap();
            assert_eq!(v["verdict"], verdict, "{input}");
            assert_eq!(v["moves_kind"], kind, "{input}");
            let listed_moves = v["moves"].as_array().unwrap();
            let listed: BTreeSet<Vec<u64>> = listed_moves
                .iter()
                .map(|m| {
                    let mut q = tokens.clone();
                    let t = m["token"].as_u64().unwrap() as usize;
                    q[t - 1] = m["to"].as_str().unwrap().parse().unwrap();
                    q
                })
                .collect();
            assert_eq!(listed.len(), listed_moves.len(), "{input}");
            assert_eq!(listed, expected, "{input}");
        }
    }
}
