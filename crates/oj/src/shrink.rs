//! Smaller inputs to try when an input fails, from any problem's
//! [`Shape`](crate::Shape).

use crate::{Input, Problem};

impl Input {
    /// Smaller inputs to try, most promising first: fewer cases, fewer
    /// numbers, smaller numbers. Only valid inputs are proposed.
    ///
    /// ```
    /// use grundy_oj::{Input, Problem};
    /// let input = Input { set: vec![], cases: vec![vec![3, 6, 9]] };
    /// let smaller = input.shrink_candidates(Problem::P1247);
    /// assert!(smaller.iter().all(|c| c.size() <= input.size()));
    /// assert!(smaller.contains(&Input { set: vec![], cases: vec![vec![6, 9]] }));
    /// ```
    pub fn shrink_candidates(&self, problem: Problem) -> Vec<Input> {
        let s = problem.spec().shape();
        let mut out = Vec::new();
        let mut push = |candidate: Input| {
            if candidate != *self && candidate.is_valid(problem) && !out.contains(&candidate) {
                out.push(candidate);
            }
        };
        // Keep one case alone, then drop one case.
        if self.cases.len() > 1 {
            for i in 0..self.cases.len() {
                push(Input {
                    set: self.set.clone(),
                    cases: vec![self.cases[i].clone()],
                });
            }
            for i in 0..self.cases.len() {
                let mut cases = self.cases.clone();
                cases.remove(i);
                push(Input {
                    set: self.set.clone(),
                    cases,
                });
            }
        }
        // Drop set elements (S-Nim).
        for i in 0..self.set.len() {
            let mut set = self.set.clone();
            set.remove(i);
            push(Input {
                set,
                cases: self.cases.clone(),
            });
        }
        // Drop numbers from variable-length cases (pairs for E&D and for
        // HDU 3404's lights): half of them, then one, then two at a time
        // (dropping one pile can flip the answer where dropping two keeps it).
        let in_pairs = s.in_pairs;
        if s.arity.is_none() {
            let step = if in_pairs { 2 } else { 1 };
            for (ci, case) in self.cases.iter().enumerate() {
                let half = (case.len() / 2) / step * step;
                if half >= step {
                    for range in [0..half, case.len() - half..case.len()] {
                        let mut cases = self.cases.clone();
                        cases[ci].drain(range);
                        push(Input {
                            set: self.set.clone(),
                            cases,
                        });
                    }
                }
            }
            for (ci, case) in self.cases.iter().enumerate() {
                for i in (0..case.len()).step_by(step) {
                    let mut cases = self.cases.clone();
                    cases[ci].drain(i..(i + step).min(case.len()));
                    push(Input {
                        set: self.set.clone(),
                        cases,
                    });
                }
            }
        }
        if s.arity.is_none() && !in_pairs {
            for (ci, case) in self.cases.iter().enumerate().filter(|(_, c)| c.len() <= 40) {
                for i in 0..case.len() {
                    for j in i + 1..case.len() {
                        let mut cases = self.cases.clone();
                        cases[ci].remove(j);
                        cases[ci].remove(i);
                        push(Input {
                            set: self.set.clone(),
                            cases,
                        });
                    }
                }
            }
        }
        // Make numbers smaller: 0, 1, half, one less.
        for (ci, case) in self.cases.iter().enumerate() {
            for (i, &v) in case.iter().enumerate() {
                for smaller in [0, 1, v / 2, v.saturating_sub(1)] {
                    if smaller < v {
                        let mut cases = self.cases.clone();
                        cases[ci][i] = smaller;
                        push(Input {
                            set: self.set.clone(),
                            cases,
                        });
                    }
                }
            }
        }
        for (i, &v) in self.set.iter().enumerate() {
            for smaller in [1, v / 2, v.saturating_sub(1)] {
                if smaller < v {
                    let mut set = self.set.clone();
                    set[i] = smaller;
                    push(Input {
                        set,
                        cases: self.cases.clone(),
                    });
                }
            }
        }
        out
    }
}
