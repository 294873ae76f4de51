//! A judge input as data: the cases (each a list of numbers) and, for
//! S-Nim, the subtraction set. Each problem's [`Spec`](crate::Spec) writes
//! it in the judge's format and says which inputs the statement allows.

use crate::Problem;

/// One judge input, structured so that it can be shrunk.
///
/// ```
/// use grundy_oj::{Input, Problem};
/// let input = Input { set: vec![], cases: vec![vec![3, 6, 9]] };
/// assert_eq!(input.render(Problem::P1247), "3\n3 6 9\n");
/// assert!(input.is_valid(Problem::P1247));
/// assert_eq!(input.size(), 3);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Input {
    /// S-Nim's subtraction set (empty for other problems).
    pub set: Vec<u64>,
    /// The cases: piles, chip cells, a pair `a b`, a quarry `x m`, …
    pub cases: Vec<Vec<u64>>,
}

impl Input {
    /// The input in the judge's format.
    pub fn render(&self, problem: Problem) -> String {
        let mut out = String::new();
        problem.spec().render(self, &mut out);
        out
    }

    /// Whether the input is valid for the problem (shrinking may propose
    /// inputs that are not: two chips on one cell, an odd E&D count, …).
    pub fn is_valid(&self, problem: Problem) -> bool {
        let spec = problem.spec();
        let s = spec.shape();
        if self.cases.is_empty() || (!s.multi && self.cases.len() != 1) {
            return false;
        }
        if let Some(k) = s.arity {
            if self.cases.iter().any(|c| c.len() != k) {
                return false;
            }
        } else if !s.empty_cases && self.cases.iter().any(Vec::is_empty) {
            return false;
        }
        spec.is_valid(self)
    }

    /// How many numbers the input holds: the measure shrinking lowers.
    pub fn size(&self) -> usize {
        self.set.len() + self.cases.iter().map(Vec::len).sum::<usize>()
    }
}
