//! Games defined in Python, solved by the engine's memoized, iterative
//! solver ([`grundy_engine::solver::Solver`]).
//!
//! A position is any hashable Python object. The engine's trait has no room
//! for an error, so the first exception raised by the game's `moves` or
//! `components`, or by a position's `__hash__` or `__eq__`, is kept here;
//! the search then runs out quickly (every position looks terminal), its
//! results are thrown away with the memo, and the exception is raised to
//! the caller as itself, traceback and all.

use grundy_engine::solver::{Convention, ImpartialGame, SolveError, Solver as EngineSolver};
use grundy_i18n::tr;
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;
use std::cell::RefCell;
use std::hash::{Hash, Hasher};

pyo3::create_exception!(
    _grundy,
    SearchLimitExceeded,
    PyRuntimeError,
    "A search needed more positions than its limit and was stopped; nothing it found is kept."
);

thread_local! {
    /// The first exception raised inside a search, until the search ends.
    static PENDING: RefCell<Option<PyErr>> = const { RefCell::new(None) };
}

fn keep(e: PyErr) {
    PENDING.with(|p| {
        let mut p = p.borrow_mut();
        if p.is_none() {
            *p = Some(e);
        }
    });
}

fn failed() -> bool {
    PENDING.with(|p| p.borrow().is_some())
}

fn take_pending() -> Option<PyErr> {
    PENDING.with(|p| p.borrow_mut().take())
}

/// A Python object as a position: hashed once, compared with `==`.
pub struct Position {
    object: Py<PyAny>,
    hash: isize,
}

impl Position {
    fn new(object: Bound<'_, PyAny>) -> Position {
        let hash = object.hash().unwrap_or_else(|e| {
            keep(e);
            0
        });
        Position {
            object: object.unbind(),
            hash,
        }
    }
}

impl Clone for Position {
    fn clone(&self) -> Self {
        Python::attach(|py| Position {
            object: self.object.clone_ref(py),
            hash: self.hash,
        })
    }
}

impl PartialEq for Position {
    fn eq(&self, other: &Self) -> bool {
        if self.hash != other.hash {
            return false;
        }
        // The memo's key and the position looked up are often one object:
        // no call into Python for that.
        if self.object.as_ptr() == other.object.as_ptr() {
            return true;
        }
        Python::attach(|py| {
            self.object
                .bind(py)
                .eq(other.object.bind(py))
                .unwrap_or_else(|e| {
                    keep(e);
                    false
                })
        })
    }
}

impl Eq for Position {}

impl Hash for Position {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_isize(self.hash);
    }
}

/// The game object: its `moves` and, if it has one, its `components`.
pub struct PythonGame {
    game: Py<PyAny>,
    has_components: bool,
}

impl PythonGame {
    fn positions(
        &self,
        py: Python<'_>,
        method: &str,
        position: &Position,
    ) -> Option<Vec<Position>> {
        let result = self
            .game
            .bind(py)
            .call_method1(method, (position.object.bind(py),));
        let listed = match result {
            Ok(listed) => listed,
            Err(e) => {
                keep(e);
                return None;
            }
        };
        if listed.is_none() {
            return None;
        }
        let items = match listed.try_iter() {
            Ok(items) => items,
            Err(_) => {
                let kind = listed
                    .get_type()
                    .name()
                    .map(|n| n.to_string())
                    .unwrap_or_default();
                keep(crate::lang::type_error(|| {
                    tr!("py-moves-not-iterable", method = method, kind = kind)
                }));
                return None;
            }
        };
        let mut out = Vec::new();
        for item in items {
            match item {
                Ok(item) => out.push(Position::new(item)),
                Err(e) => {
                    keep(e);
                    return None;
                }
            }
        }
        Some(out)
    }
}

impl ImpartialGame for PythonGame {
    type Position = Position;

    fn moves(&self, position: &Position) -> Vec<Position> {
        if failed() {
            return Vec::new();
        }
        Python::attach(|py| self.positions(py, "moves", position).unwrap_or_default())
    }

    fn components(&self, position: &Position) -> Option<Vec<Position>> {
        if !self.has_components || failed() {
            return None;
        }
        Python::attach(|py| self.positions(py, "components", position))
    }
}

/// A solver for a game defined in Python: an object with a method
/// `moves(position)` returning the positions one move leads to, and
/// optionally `components(position)` returning the independent parts of a
/// position whose sum it is (or None when it does not split). Positions are
/// any hashable values: ints, tuples, frozensets, strings.
///
/// >>> import grundy
/// >>> class Subtraction:
/// ...     def moves(self, n):
/// ...         return [n - t for t in (1, 3, 4) if t <= n]
/// >>> solver = grundy.Solver(Subtraction())
/// >>> [solver.grundy(n) for n in range(8)]
/// [0, 1, 0, 1, 2, 3, 2, 0]
/// >>> solver.winning_moves(6)
/// [2]
#[pyclass(module = "grundy", unsendable)]
pub struct Solver {
    game: Py<PyAny>,
    misere: bool,
    limit: Option<usize>,
    solver: EngineSolver<PythonGame>,
}

impl Solver {
    fn fresh(
        py: Python<'_>,
        game: &Py<PyAny>,
        misere: bool,
        limit: Option<usize>,
    ) -> PyResult<EngineSolver<PythonGame>> {
        let bound = game.bind(py);
        if !bound.hasattr("moves")? {
            let kind = bound.get_type().name()?;
            let kind = kind.to_string();
            return Err(crate::lang::type_error(|| {
                tr!("py-not-a-game", kind = kind)
            }));
        }
        let has_components = bound.hasattr("components")?;
        let rules = PythonGame {
            game: game.clone_ref(py),
            has_components,
        };
        let convention = if misere {
            Convention::Misere
        } else {
            Convention::Normal
        };
        let solver = EngineSolver::with_convention(rules, convention);
        Ok(match limit {
            Some(l) => solver.with_limit(l),
            None => solver,
        })
    }

    /// Runs `search`; on an exception from the game, forgets what was found
    /// (it may rest on positions taken for terminal) and raises it.
    fn run<T>(
        &mut self,
        py: Python<'_>,
        search: impl FnOnce(&mut EngineSolver<PythonGame>) -> Result<T, SolveError>,
    ) -> PyResult<T> {
        take_pending();
        let result = search(&mut self.solver);
        if let Some(e) = take_pending() {
            self.solver = Self::fresh(py, &self.game, self.misere, self.limit)?;
            return Err(e);
        }
        result.map_err(|e| match e {
            SolveError::Cycle => crate::lang::value_error(|| e.to_string()),
            SolveError::LimitExceeded { .. } => {
                SearchLimitExceeded::new_err(crate::lang::in_chosen(|| e.to_string()))
            }
        })
    }
}

#[pymethods]
impl Solver {
    /// A solver for `game` under normal play (the player who cannot move
    /// loses), or misère play with `misere=True`; `limit` stops any search
    /// that would store more positions than that.
    #[new]
    #[pyo3(signature = (game, *, misere = false, limit = None))]
    fn new(py: Python<'_>, game: Py<PyAny>, misere: bool, limit: Option<usize>) -> PyResult<Self> {
        let solver = Self::fresh(py, &game, misere, limit)?;
        Ok(Solver {
            game,
            misere,
            limit,
            solver,
        })
    }

    /// The Grundy value of `position` (normal play only: misère values do
    /// not add up, so a misère solver has `wins` instead).
    fn grundy(&mut self, py: Python<'_>, position: Bound<'_, PyAny>) -> PyResult<u64> {
        if self.misere {
            return Err(crate::lang::value_error(|| tr!("py-grundy-misere")));
        }
        let p = Position::new(position);
        self.run(py, |s| s.value(&p))
    }

    /// Whether the player to move from `position` wins with perfect play.
    fn wins(&mut self, py: Python<'_>, position: Bound<'_, PyAny>) -> PyResult<bool> {
        let p = Position::new(position);
        self.run(py, |s| s.is_first_player_win(&p))
    }

    /// Every move from `position` to a position lost for the player who
    /// moves next, in the order `moves` lists them, each once.
    fn winning_moves(
        &mut self,
        py: Python<'_>,
        position: Bound<'_, PyAny>,
    ) -> PyResult<Vec<Py<PyAny>>> {
        let p = Position::new(position);
        let moves = self.run(py, |s| s.winning_moves(&p))?;
        Ok(moves.into_iter().map(|m| m.object).collect())
    }

    /// How many positions the solver has valued so far.
    #[getter]
    fn positions_evaluated(&self) -> usize {
        self.solver.positions_evaluated()
    }

    /// Whether the solver plays misère (the player who cannot move wins).
    #[getter]
    fn misere(&self) -> bool {
        self.misere
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let game = self.game.bind(py).repr()?;
        Ok(format!(
            "Solver({game}, misere={}, positions_evaluated={})",
            if self.misere { "True" } else { "False" },
            self.solver.positions_evaluated()
        ))
    }
}
