//! The tables `grundy pattern` reads: a refusal names a line and column
//! inside the text; an accepted table's report is checked against the
//! values themselves (a period stated holds and no shorter one is seen by
//! the same rule, the zeros are the zeros, a Beatty slope interval gives
//! every zero, a grid's pairs are its P-positions).

use crate::assert_position;
use grundy_engine::pattern::{analyze, read, Beatty, Grid, Ratio, ReadError, Report, Table};

/// Runs the target on one input, a table as `grundy pattern` reads it.
/// Panics when a refusal names a position outside the text or the report
/// says what the values do not.
///
/// ```
/// grundy_fuzz_checks::pattern(b"0 1 0 1 0 1 0 1 0 1");
/// ```
pub fn pattern(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let table = match read(text) {
        Err(e @ ReadError::At { line, column, .. }) => {
            assert_position(data, line, column, &e);
            return;
        }
        Err(ReadError::Empty) => {
            assert!(text.lines().all(|l| {
                let t = l.trim();
                t.starts_with('#') || t.chars().all(|c| c.is_whitespace() || c == ',')
            }));
            return;
        }
        Ok(table) => table,
    };
    let report = analyze(&table);
    assert!(report
        .findings()
        .iter()
        .all(|f| !f.statement.id().is_empty()));
    match (&table, &report) {
        (Table::Sequence { first, values, .. }, Report::Sequence(r, _)) => {
            check_sequence(*first, values, r)
        }
        (Table::Grid(g), Report::Grid(r, _)) => check_grid(g, r),
        _ => panic!("a report of another shape than its table"),
    }
}

fn check_sequence(first: u64, values: &[u64], r: &grundy_engine::pattern::SequenceReport) {
    assert_eq!(r.len, values.len());
    let zeros: Vec<u64> = (0..values.len())
        .filter(|&i| values[i] == 0)
        .map(|i| first + i as u64)
        .collect();
    assert_eq!(r.zeros, zeros);
    if let Some(p) = &r.period {
        let n = values.len();
        assert!(p.period >= 1);
        // The rule the report states: seen three times over, and for as
        // long as the preperiod.
        assert!(n - p.preperiod >= 3 * p.period, "{p:?} in {n} values");
        assert!(
            n - p.preperiod - p.period >= p.preperiod,
            "{p:?} in {n} values"
        );
        for i in p.preperiod..n - p.period {
            assert_eq!(
                i128::from(values[i + p.period]) - i128::from(values[i]),
                i128::from(p.saltus),
                "{p:?} fails at index {i}"
            );
        }
    }
    // The least ordinary period is the one stated; where an arithmetic one
    // (or none) is stated, no ordinary period passes the rule at all.
    let shortest = match &r.period {
        Some(p) if p.saltus == 0 => p.period,
        _ => values.len() + 1,
    };
    for q in 1..shortest {
        assert!(
            !ordinary_period(values, q),
            "period {q} holds, shorter than {:?}",
            r.period
        );
    }
    if let Some(Beatty::Holds { from, lo, hi, .. }) = &r.beatty {
        check_beatty(&r.zeros, *from, *lo, *hi);
    }
}

/// Every `z_k` is `⌊k·lo⌋`, and `⌊k·α⌋` for α just below `hi`.
fn check_beatty(z: &[u64], from: u64, lo: Ratio, hi: Ratio) {
    assert!(lo.num * hi.den < hi.num * lo.den, "an empty interval");
    for (i, &zk) in z.iter().enumerate() {
        let k = i as u128 + u128::from(from);
        assert_eq!(
            k * lo.num / lo.den,
            u128::from(zk),
            "k = {k} at the low slope"
        );
        // ⌊k·α⌋ < z_k + 1 for every α < hi: k·hi <= z_k + 1.
        assert!(
            k * hi.num <= (u128::from(zk) + 1) * hi.den,
            "k = {k} at the high slope"
        );
    }
}

/// Whether `q` is a period of `values` after some preperiod, by the rule
/// the report states.
fn ordinary_period(values: &[u64], q: usize) -> bool {
    let n = values.len();
    (0..n)
        .take_while(|&e| n >= e + 3 * q && n - e - q >= e)
        .any(|e| (e..n - q).all(|i| values[i + q] == values[i]))
}

fn check_grid(g: &Grid, r: &grundy_engine::pattern::GridReport) {
    assert_eq!((r.rows, r.columns), (g.rows, g.columns));
    let p_cells = (0..g.rows)
        .flat_map(|a| (0..g.columns).map(move |b| (a, b)))
        .filter(|&(a, b)| g.is_p(a, b))
        .count();
    assert_eq!(r.p_cells, p_cells);
    let side = g.rows.min(g.columns);
    let symmetric = (0..side).all(|a| (0..side).all(|b| g.is_p(a, b) == g.is_p(b, a)));
    // A table without P-positions is said nothing of.
    assert_eq!(r.symmetric, symmetric && p_cells > 0);
    for &(a, b) in &r.pairs {
        assert!(a <= b);
        let (a, b) = (a as usize, b as usize);
        let inside = |x: usize, y: usize| x < g.rows && y < g.columns && g.is_p(x, y);
        assert!(inside(a, b) || inside(b, a), "({a}, {b}) is no P-position");
    }
    assert!(
        r.pairs.windows(2).all(|w| w[0] <= w[1]),
        "pairs out of order"
    );
    if let Some(Beatty::Holds { from, lo, hi, .. }) = &r.beatty {
        let firsts: Vec<u64> = r.pairs.iter().map(|&(a, _)| a).collect();
        check_beatty(&firsts, *from, *lo, *hi);
    }
}
