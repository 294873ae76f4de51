//! Times `Quotient::build` in one process, code by code:
//! `quotient_times CODE...` prints, a line a code, the code, its best time of
//! three in microseconds, and the period, preperiod, |Q| and |P| (`-` where
//! no period was proved), as MisereSolver's sweep lists them
//! (bench/quotient_sweep.sh reads both).
use grundy_engine::octal::TakeAndBreak;
use grundy_engine::quotient::{Limits, Quotient};
use std::time::{Duration, Instant};

fn main() {
    for code in std::env::args().skip(1) {
        let game: TakeAndBreak = code.parse().expect("a take-and-break code");
        let mut best = Duration::MAX;
        let mut last = None;
        for _ in 0..3 {
            let start = Instant::now();
            let q = Quotient::build(&game, &Limits::default(), |_| {});
            best = best.min(start.elapsed());
            last = Some(q);
        }
        let q = last.expect("three runs");
        let (period, preperiod) = q.period.map_or(("-".into(), "-".into()), |p| {
            (p.period.to_string(), p.preperiod.to_string())
        });
        println!(
            "{code} {} {period} {preperiod} {} {}",
            best.as_micros(),
            q.monoid.len(),
            q.monoid.p_elements().len()
        );
    }
}
