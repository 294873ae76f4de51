//! Surveys of families of heap games: every game of a family, each computed
//! to a bound or until its period is proven, summed up a row a game.
//!
//! A family's octal codes are first brought to their standard form
//! ([`TakeAndBreak::standard_form`]): codes with the same standard form are
//! the same game with heaps shifted, so each standard form is computed once
//! ([`plan`]) and every code's row is read off it ([`Computed::row`]).
//!
//! ```
//! use grundy_engine::heap::HeapGame;
//! use grundy_engine::survey::{plan, Budget};
//!
//! let games = vec![HeapGame::parse("0.07").unwrap(), HeapGame::parse("0.137").unwrap()];
//! let tasks = plan(&games);
//! // Dawson's Kayles is Dawson's Chess shifted by one: one game to compute.
//! assert_eq!(tasks.len(), 1);
//! let computed = tasks[0].compute(1000, &Budget::default());
//! let rows: Vec<_> = tasks[0].members.iter().map(|m| computed.row(m, 1000)).collect();
//! let chess = rows[1].summary.as_ref().unwrap();
//! let period = chess.period.unwrap();
//! // Winning Ways: period 34, last exceptional value G(51).
//! assert_eq!((period.period, period.preperiod), (34, 52));
//! let kayles = rows[0].summary.as_ref().unwrap();
//! assert_eq!(kayles.period.unwrap().preperiod, 53);
//! ```

mod pattern;

pub use pattern::{family, PatternError, MOST_SUBTRACTION_BOUND};

use crate::heap::HeapGame;
use crate::octal::TakeAndBreak;
use crate::quotient::{Limits, Quotient};
use crate::research::Research;
use crate::sparse::Classes;
use crate::subtraction::SubtractionSet;
use grundy_text::Message;
use std::path::Path;
use std::time::{Duration, Instant};

/// The bounds of one game's work, fixed before it starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// The most options the direct method may examine for a game the
    /// rare/common engine does not handle (see
    /// [`HeapGame::sequence_cost`]); a game that would need more is listed
    /// as missing, with why.
    pub options: u128,
}

impl Default for Budget {
    /// 2·10^10 options: a few seconds of the direct method.
    fn default() -> Self {
        Budget {
            options: 20_000_000_000,
        }
    }
}

/// Where a long game saves its run, and how often: a survey stopped midway
/// goes on from the last save rather than from `G(0)`.
#[derive(Clone, Copy, Debug)]
pub struct Checkpoint<'a> {
    /// The file (written anew at each save; read at the start if there).
    pub path: &'a Path,
    /// The time between saves.
    pub every: Duration,
}

/// The theorem that proves a period.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theorem {
    /// The Guy–Smith periodicity theorem for octal games.
    GuySmith,
    /// A finite subtraction set: each value follows from the last `m`.
    Subtraction,
    /// Nim: `G(n) = n`.
    Nim,
}

impl Theorem {
    /// Its short name, as tables print it.
    ///
    /// ```
    /// use grundy_engine::survey::Theorem;
    /// assert_eq!(Theorem::GuySmith.name(), "guy-smith");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Theorem::GuySmith => "guy-smith",
            Theorem::Subtraction => "subtraction",
            Theorem::Nim => "nim",
        }
    }
}

/// A proven period: `G(n + period) = G(n) + saltus` for every `n ≥ preperiod`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProvenPeriod {
    /// The least period.
    pub period: usize,
    /// The least preperiod.
    pub preperiod: usize,
    /// The saltus (0 for an ordinary period).
    pub saltus: u64,
    /// What proves it (for a code given by its standard form, the theorem
    /// proves the standard form's period, and the shift carries it over).
    pub theorem: Theorem,
}

impl ProvenPeriod {
    /// The last heap not yet in the period (`preperiod − 1`), if any.
    ///
    /// ```
    /// use grundy_engine::survey::{ProvenPeriod, Theorem};
    /// let p = ProvenPeriod { period: 12, preperiod: 71, saltus: 0, theorem: Theorem::GuySmith };
    /// assert_eq!(p.last_exception(), Some(70));
    /// ```
    pub fn last_exception(&self) -> Option<usize> {
        self.preperiod.checked_sub(1)
    }
}

/// What the survey found of one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// The period, if proven by the bound.
    pub period: Option<ProvenPeriod>,
    /// The largest value of `G(0..=to)`,
    pub largest: u32,
    /// and the first heap that has it.
    pub largest_at: usize,
    /// Rare heaps below the bound, where the rare/common engine classed the
    /// values (octal games with splitting moves).
    pub rare: Option<usize>,
    /// How the rare/common engine chose its classes, where it ran.
    pub classes: Option<Classes>,
}

/// What the misère quotient of a game says, where the survey built it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MisereSummary {
    /// |Q| (of the heaps placed, if not complete).
    pub size: usize,
    /// |P|.
    pub p_size: usize,
    /// Φ's period and preperiod, when proved: then the quotient is of every heap.
    pub period: Option<(usize, usize)>,
    /// The largest heap placed.
    pub heaps: usize,
    /// `k` when the quotient is the tame `Tk`.
    pub tame: Option<u32>,
}

/// A game of the survey and what its row says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The game as the family names it.
    pub game: HeapGame,
    /// Its standard form and shift, for an octal code that is a first
    /// cousin of another.
    pub standard: Option<(TakeAndBreak, usize)>,
    /// The summary, or why the game is missing.
    pub summary: Result<Summary, Message>,
    /// The misère quotient's summary, where asked for (take-and-break
    /// codes only).
    pub misere: Option<MisereSummary>,
}

/// A game of the family, as a member of a task.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Member {
    /// The game as the family names it.
    pub game: HeapGame,
    /// Heaps of the game are this many counters larger than the task's:
    /// `G(n) = T(n − shift)`.
    pub shift: usize,
}

/// One game to compute and the family's games read off it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Task {
    /// The game computed (an octal code's standard form).
    pub game: HeapGame,
    /// The family's games it answers, in the family's order.
    pub members: Vec<Member>,
}

/// The tasks of a family: one per standard form, in the order of the
/// family's first game of each.
///
/// ```
/// use grundy_engine::heap::HeapGame;
/// use grundy_engine::survey::plan;
/// let games: Vec<_> = ["0.4", "0.07", "0.77"].iter().map(|g| HeapGame::parse(g).unwrap()).collect();
/// let tasks = plan(&games);
/// assert_eq!(tasks.len(), 2);
/// assert_eq!(tasks[0].game.to_string(), "0.137");
/// assert_eq!(tasks[0].members.len(), 2);
/// ```
pub fn plan(games: &[HeapGame]) -> Vec<Task> {
    let mut tasks: Vec<Task> = Vec::new();
    // Each standard form's task, found at once: a family may have 8^6 codes.
    let mut index: std::collections::HashMap<HeapGame, usize> = std::collections::HashMap::new();
    for game in games {
        let (standard, shift) = match game {
            HeapGame::TakeAndBreak(code) => {
                let (s, shift) = code.standard_form();
                (HeapGame::TakeAndBreak(s), shift)
            }
            other => (other.clone(), 0),
        };
        let member = Member {
            game: game.clone(),
            shift,
        };
        match index.get(&standard) {
            Some(&i) => tasks[i].members.push(member),
            None => {
                index.insert(standard.clone(), tasks.len());
                tasks.push(Task {
                    game: standard,
                    members: vec![member],
                });
            }
        }
    }
    tasks
}

/// A task's game computed: its values to the bound, and the proof of its
/// period if one came by then.
#[derive(Clone, Debug)]
pub struct Computed {
    /// The task's game: its members' standard form.
    game: HeapGame,
    outcome: Result<Values, Message>,
    quotient: Option<Quotient>,
}

#[derive(Clone, Debug)]
struct Values {
    /// `G(0..values.len())`, at least to the bound (more where the proof
    /// needed more).
    values: Vec<u32>,
    period: Option<ProvenPeriod>,
    rare: Option<usize>,
    classes: Option<Classes>,
}

impl Values {
    /// `G(n)` for any `n` below the values, or past them by the period.
    fn at(&self, n: usize) -> u32 {
        match (self.values.get(n), self.period) {
            (Some(&v), _) => v,
            (None, Some(p)) => {
                // Whole periods back into the period's first copy, each
                // adding the saltus back.
                let k = p.preperiod + (n - p.preperiod) % p.period;
                let periods = ((n - k) / p.period) as u64;
                self.values[k] + (periods * p.saltus) as u32
            }
            (None, None) => panic!("G({n}) past the values and no period"),
        }
    }
}

impl Task {
    /// Computes the task's game to `to` or until its period is proven: octal
    /// codes by the rare/common engine (one thread: a survey runs games side
    /// by side), other games by the direct method within `budget`.
    pub fn compute(&self, to: usize, budget: &Budget) -> Computed {
        self.compute_with_quotient(to, budget, None)
    }

    /// [`Task::compute`], and with `misere` the misère quotient of a
    /// take-and-break code within those limits: a heap with no move is no
    /// component in misère play either, so a first cousin's quotient is its
    /// standard form's, Φ shifted.
    ///
    /// ```
    /// use grundy_engine::heap::HeapGame;
    /// use grundy_engine::quotient::Limits;
    /// use grundy_engine::survey::{plan, Budget};
    /// let tasks = plan(&[HeapGame::parse("0.7").unwrap(), HeapGame::parse("0.75").unwrap()]);
    /// let computed = tasks[1].compute_with_quotient(100, &Budget::default(), Some(&Limits::default()));
    /// let q = computed.row(&tasks[1].members[0], 100).misere.unwrap();
    /// assert_eq!((q.size, q.p_size, q.period), (8, 2, Some((2, 8))));
    /// ```
    pub fn compute_with_quotient(
        &self,
        to: usize,
        budget: &Budget,
        misere: Option<&Limits>,
    ) -> Computed {
        self.compute_saving(to, budget, misere, None)
    }

    /// [`Task::compute_with_quotient`], an octal code's run saved to
    /// `checkpoint` every so often and, if the file is there, gone on from
    /// it (a checkpoint of another game or damaged makes the game missing,
    /// with why). Other games have no checkpoints.
    pub fn compute_saving(
        &self,
        to: usize,
        budget: &Budget,
        misere: Option<&Limits>,
        checkpoint: Option<Checkpoint<'_>>,
    ) -> Computed {
        let run = match checkpoint.filter(|c| c.path.exists()) {
            Some(c) if self.game.sparse_rules().is_some() => resume(&self.game, c.path),
            _ => Research::new(&self.game).map_err(|e| e.message()),
        };
        let outcome = match run {
            Ok(run) => by_research(run, to, checkpoint),
            Err(why) if self.game.sparse_rules().is_some() => Err(why),
            Err(_) => by_sequence(&self.game, to, budget),
        };
        let quotient = match (&self.game, misere) {
            (HeapGame::TakeAndBreak(code), Some(limits)) => {
                Some(Quotient::build(code, limits, |_| {}))
            }
            _ => None,
        };
        Computed {
            game: self.game.clone(),
            outcome,
            quotient,
        }
    }
}

fn resume(game: &HeapGame, path: &Path) -> Result<Research, Message> {
    let said = |why: Message| {
        grundy_text::msg!(
            "survey-checkpoint",
            file = path.display().to_string(),
            why = why
        )
    };
    let file = std::fs::File::open(path)
        .map_err(|e| said(grundy_text::msg!("checkpoint-io", why = e.to_string())))?;
    Research::read_checkpoint_file(&file, game, None).map_err(|e| said(e.message()))
}

/// Values between looks at the clock for a checkpoint.
const CHUNK: usize = 1 << 16;

fn by_research(
    mut run: Research,
    to: usize,
    checkpoint: Option<Checkpoint<'_>>,
) -> Result<Values, Message> {
    run.set_threads(1);
    match checkpoint {
        None => run.advance(to, to + 1, |_| {}).map_err(|e| e.message())?,
        Some(c) => {
            let mut saved = Instant::now();
            while run.heaps() <= to {
                run.advance(to, CHUNK, |_| {}).map_err(|e| e.message())?;
                if run.heaps() <= to && saved.elapsed() >= c.every {
                    save(&run, c.path)?;
                    saved = Instant::now();
                }
            }
        }
    }
    let period = run.proof().map(|p| ProvenPeriod {
        period: p.period,
        preperiod: p.preperiod,
        saltus: 0,
        theorem: Theorem::GuySmith,
    });
    let values = (0..run.heaps()).map(|n| u32::from(run.value(n))).collect();
    let splits = !matches!(run.classes(), Classes::Direct);
    Ok(Values {
        values,
        period,
        rare: splits.then(|| run.rare_heaps().iter().filter(|&&h| h <= to).count()),
        classes: splits.then(|| run.classes()),
    })
}

/// Writes the run beside the checkpoint and then over it, so that a run
/// stopped while writing leaves the last checkpoint whole.
fn save(run: &Research, path: &Path) -> Result<(), Message> {
    let fresh = path.with_extension("ckpt.new");
    let said = |e: std::io::Error| {
        grundy_text::msg!(
            "survey-checkpoint",
            file = path.display().to_string(),
            why = grundy_text::msg!("checkpoint-io", why = e.to_string())
        )
    };
    let mut file = std::io::BufWriter::new(std::fs::File::create(&fresh).map_err(said)?);
    run.write_checkpoint(&mut file)
        .and_then(|()| std::io::Write::flush(&mut file))
        .map_err(said)?;
    drop(file);
    std::fs::rename(&fresh, path).map_err(said)
}

fn by_sequence(game: &HeapGame, to: usize, budget: &Budget) -> Result<Values, Message> {
    // Refused before starting where the bound on the work is past the
    // budget: no game without a proof stops early, and the others' proofs
    // come from the first values.
    let cost = game.sequence_cost(to + 1);
    if cost > budget.options {
        return Err(grundy_text::msg!(
            "survey-too-much-work",
            cost = cost,
            to = to,
            most = budget.options
        ));
    }
    let values = game
        .sequence_bounded(to + 1, budget.options)
        .map_err(|e| e.message())?;
    let p = game.periodicity(&values);
    let theorem = match game {
        HeapGame::Nim => Theorem::Nim,
        HeapGame::Subtraction(SubtractionSet::Finite(_)) => Theorem::Subtraction,
        _ => Theorem::GuySmith,
    };
    let period = p.period.filter(|_| p.proven).map(|per| ProvenPeriod {
        period: per.period,
        preperiod: per.preperiod,
        saltus: per.saltus,
        theorem,
    });
    Ok(Values {
        values,
        period,
        rare: None,
        classes: None,
    })
}

impl Computed {
    /// The row of a member of the task: its values are the task's shifted
    /// by the member's shift, read to `to`.
    pub fn row(&self, member: &Member, to: usize) -> Row {
        let standard = match &self.game {
            HeapGame::TakeAndBreak(code) if member.shift > 0 => Some((code.clone(), member.shift)),
            _ => None,
        };
        let summary = match &self.outcome {
            Err(why) => Err(why.clone()),
            Ok(values) => Ok(summarise(values, member.shift, to)),
        };
        Row {
            game: member.game.clone(),
            standard,
            summary,
            misere: self
                .quotient
                .as_ref()
                .map(|q| misere_summary(q, member.shift)),
        }
    }
}

fn misere_summary(q: &Quotient, shift: usize) -> MisereSummary {
    // Φ of the member's heaps: no move below the shift (the identity, Φ(0)).
    let phi = |n: usize| {
        if n < shift {
            q.phi[0]
        } else {
            q.phi_of((n - shift) as u128)
                .expect("a heap of a proved period")
        }
    };
    let period = q.period.map(|p| {
        let mut preperiod = p.preperiod + shift;
        while preperiod > 0 && phi(preperiod - 1) == phi(preperiod - 1 + p.period) {
            preperiod -= 1;
        }
        (p.period, preperiod)
    });
    MisereSummary {
        size: q.monoid.len(),
        p_size: q.monoid.p_elements().len(),
        period,
        heaps: q.heaps() + shift,
        tame: q.tame(),
    }
}

fn summarise(task: &Values, shift: usize, to: usize) -> Summary {
    let g = |n: usize| if n < shift { 0 } else { task.at(n - shift) };
    let (mut largest, mut largest_at) = (0, 0);
    for n in 0..=to {
        let v = g(n);
        if v > largest {
            (largest, largest_at) = (v, n);
        }
    }
    // The member is periodic from the task's preperiod shifted, and may be
    // from sooner: the zeros put in front can fit the period too.
    let period = task.period.map(|p| {
        let mut preperiod = p.preperiod + shift;
        while preperiod > 0
            && u64::from(g(preperiod - 1 + p.period)) == u64::from(g(preperiod - 1)) + p.saltus
        {
            preperiod -= 1;
        }
        ProvenPeriod { preperiod, ..p }
    });
    Summary {
        period,
        largest,
        largest_at,
        rare: task.rare,
        classes: task.classes,
    }
}

#[cfg(test)]
mod tests;
