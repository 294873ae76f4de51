//! What several judge problems of one family share: readers of their
//! common layouts, random cases and explanations. Each problem's own file
//! is under `problems/`; these modules name no problem.

pub(crate) mod draw;
pub(crate) mod hackenbush;
pub(crate) mod hackenbush_cases;
pub(crate) mod heap_games;
pub(crate) mod k_fold;
pub(crate) mod layout;
pub(crate) mod line_cases;
pub(crate) mod nim_family;
pub(crate) mod wythoff;
