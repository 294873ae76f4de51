//! What the playground plays: a sum of components, as `grundy sum` reads
//! them, or one of the whole games a sum cannot hold (misère Nim, Moore's
//! Nim_k, chips on a line, team Nim), written as one component of their
//! own (`misere=3,5,1`, `moore:2=3,5,6`, `chips=1,5,6`,
//! `teams=97,8,7,6,5,4,3`). A position may also be
//! given as `grundy play` takes it, a game and its numbers (`nim` and
//! `3 5 7`), which is what the page's address carries.

use grundy_engine::component::{ComponentError, Kind, Reason, Written};
use grundy_engine::num::{not_a_natural, BigNat, Natural};
use grundy_engine::play::whole::{self, WholeError, WholeGame};
use grundy_engine::play::{Game, LegalMove, MiserePlay, Playable};
use grundy_i18n::tr;

/// A position being played.
pub(crate) enum Playing {
    /// A sum of components (a single game is a sum of one).
    Sum(Game),
    /// A game played alone.
    Whole(Whole),
    /// A sum (a single game is a sum of one) under misère play.
    Misere(MiserePlay),
}

/// A game that is played alone, not as a part of a sum.
pub(crate) struct Whole {
    /// Its declaration in the engine's registry of whole games.
    pub(crate) whole: &'static WholeGame,
    /// Its K, for a game that takes one (Moore's Nim_k).
    pub(crate) k: Option<BigNat>,
    /// Its name as written back: `misere`, `moore:2`, `chips`.
    pub(crate) name: String,
    /// The piles, or the chips' cells.
    pub(crate) numbers: Vec<BigNat>,
    /// The game itself.
    pub(crate) game: Box<dyn Playable>,
    /// Whether it is played under misère play.
    pub(crate) misere: bool,
}

/// The whole game `written` names (in any case), with its K; `None` if it
/// names none, an error if it does but its K is no number of at least 1.
fn whole_kind(
    written: &Written<'_>,
) -> Option<Result<(&'static WholeGame, Option<BigNat>), ComponentError>> {
    let game = written.game.to_ascii_lowercase();
    let (whole, k) = whole::find(&game)?;
    let Some(k) = k else {
        return Some(Ok((whole, None)));
    };
    Some(
        WholeGame::parse_k(k)
            .map(|k| (whole, Some(k)))
            .ok_or_else(|| {
                written.error(Reason::Invalid {
                    what: grundy_text::msg!("what-k-of", game = written.game),
                    must_be: "must-whole-at-least-1",
                })
            }),
    )
}

/// Whether `game` (lower case) names a game played alone (misère Nim,
/// Nim_k, chips).
pub(crate) fn is_whole(game: &str) -> bool {
    whole::find(game).is_some()
}

/// What the numbers of `game` (lower case) are called in errors: the
/// catalogue's noun (`noun-pile`).
pub(crate) fn noun(game: &str) -> &'static str {
    if let Some((whole, _)) = whole::find(game) {
        return whole.noun;
    }
    match game {
        "staircase" => "noun-step",
        g if g == "nim"
            || g == "wythoff"
            || g.starts_with("misere")
            || g.starts_with("bounded:") =>
        {
            "noun-pile"
        }
        g if grundy_engine::kinds::kind_of(g).is_some_and(|k| k.heaps) => "noun-heap",
        _ => "noun-number",
    }
}

/// A position's components, from a game and its numbers as `grundy play`
/// takes them (`nim`, `3 5 7`; `sum`, `nim=3 kayles=10`). A number that is
/// not one is named with its place in `position`: `pile 2`.
pub(crate) fn from_play(game: &str, position: &str) -> Result<Vec<String>, String> {
    let game = game.trim().to_ascii_lowercase();
    if game.is_empty() {
        return Err(tr!("web-name-a-game"));
    }
    if game == "sum" {
        return Ok(position.split_whitespace().map(str::to_string).collect());
    }
    let noun = grundy_i18n::text(noun(&game), &[]);
    let tokens: Vec<&str> = position
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .collect();
    // A coin is one number or several (`2:3`), a row may be its faces
    // (`THHTH`), and no heads at all is a position (the game is over); the
    // engine checks the rest (a head 0, too few coordinates).
    if crate::coins::is_coins(&game) {
        for (i, t) in tokens.iter().enumerate() {
            let faces = t.bytes().all(|b| matches!(b, b'H' | b'T' | b'h' | b't'));
            let bad = t
                .split(':')
                .find(|p| p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit()));
            if let (Some(bad), false) = (bad, faces) {
                return Err(tr!(
                    "web-position-bad",
                    position = position.trim(),
                    why = not_a_natural(bad, &tr!("what-head", n = i + 1))
                ));
            }
        }
        return Ok(vec![format!("{game}={}", tokens.join(","))]);
    }
    if tokens.is_empty() {
        return Err(tr!("web-give-numbers", noun = noun, game = game));
    }
    // A family whose positions are no numbers (Hackenbush's edges 1-2, a
    // sheet 4x5) has them read by its own parser, which says what is wrong.
    let kind = grundy_engine::kinds::kind_of(&game).expect("the registry has a fallback kind");
    if !is_whole(&game) && !numeric(kind) {
        let tokens: Vec<String> = tokens.iter().map(|t| t.to_string()).collect();
        return Ok(kind.play_components(&game, &tokens));
    }
    for (i, t) in tokens.iter().enumerate() {
        if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
            return Err(tr!(
                "web-position-bad",
                position = position.trim(),
                why = not_a_natural(t, &tr!("item-nth", what = noun, n = i + 1))
            ));
        }
    }
    let numbers: Vec<String> = tokens.iter().map(|t| t.to_string()).collect();
    if is_whole(&game) {
        return Ok(vec![format!("{game}={}", numbers.join(","))]);
    }
    Ok(kind.play_components(&game, &numbers))
}

/// Whether the positions of `kind` are numbers, as its `grundy play`
/// example writes them (Hackenbush's edges and a sheet's size are not).
fn numeric(kind: &Kind) -> bool {
    kind.play
        .example
        .split_whitespace()
        .skip(1)
        .all(|t| t.bytes().all(|b| b.is_ascii_digit()))
}

/// The comma-separated numbers after the `=` of a component.
pub(crate) fn numbers_of(text: &str) -> Vec<BigNat> {
    text.split_once('=')
        .map(|(_, p)| {
            p.split(',')
                .filter_map(|n| BigNat::parse_decimal(n.trim()))
                .collect()
        })
        .unwrap_or_default()
}

fn list(numbers: &[BigNat]) -> String {
    numbers
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

impl Playing {
    /// The position written in `texts`: a whole game if it is one alone,
    /// otherwise a sum.
    pub(crate) fn parse(texts: &[String]) -> Result<Playing, String> {
        Playing::parse_as(texts, false)
    }

    /// [`Playing::parse`], a whole game under misère play with `misere`.
    fn parse_as(texts: &[String], misere: bool) -> Result<Playing, String> {
        if let [text] = texts
            && let Some((game, position)) = text.split_once('=')
        {
            let written = Written {
                text,
                game: game.trim(),
                position,
            };
            if let Some(kind) = whole_kind(&written) {
                return Whole::parse(&written, kind.map_err(|e| e.to_string())?, misere)
                    .map(Playing::Whole);
            }
        }
        // Misère Nim and Nim_k in a sum are refused by the sum, which says
        // why; chips, which a sum could hold, are played alone here.
        for text in texts {
            if let Some((game, _)) = text.split_once('=') {
                let game = game.trim().to_ascii_lowercase();
                let whole = whole::find(&game);
                if whole.is_some_and(|(w, _)| w.family == whole::WholeFamily::Chips) {
                    return Err(tr!("web-chips-alone", text = text));
                }
            }
        }
        let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
        Game::parse(&refs)
            .map(Playing::Sum)
            .map_err(|e| e.to_string())
    }

    /// The position written in `texts` under misère play (whoever makes
    /// the last move loses): a sum, decided by the SJ theorem, genus theory
    /// or a bounded search; Nim_k by Moore's theorem for misère play; chips
    /// by a bounded search of their positions. Misère Nim is refused (it is
    /// misère already), as is a search past its bound.
    pub(crate) fn parse_misere(texts: &[String]) -> Result<Playing, String> {
        match Playing::parse_as(texts, true)? {
            Playing::Whole(w) => Ok(Playing::Whole(w)),
            Playing::Sum(game) => MiserePlay::new(game)
                .map(Playing::Misere)
                .map_err(|e| tr!("web-misere-cannot", why = e)),
            Playing::Misere(g) => Ok(Playing::Misere(g)),
        }
    }

    /// The components, as written back.
    pub(crate) fn texts(&self) -> Vec<String> {
        match self {
            Playing::Sum(g) => g.components().to_vec(),
            Playing::Whole(w) => vec![w.text(&w.numbers)],
            Playing::Misere(g) => g.game().components().to_vec(),
        }
    }

    /// Whether the game has Grundy values (misère Nim and Nim_k have
    /// outcomes only).
    pub(crate) fn has_values(&self) -> bool {
        self.grundy().is_some()
    }

    /// The Grundy value of the whole position, if the game has values.
    pub(crate) fn grundy(&self) -> Option<BigNat> {
        match self {
            Playing::Sum(g) => Some(g.sum().grundy()),
            Playing::Whole(w) => w.game.grundy(),
            Playing::Misere(_) => None,
        }
    }

    /// Each component's Grundy value, where the game has values.
    pub(crate) fn component_values(&self) -> Vec<Option<BigNat>> {
        match self {
            Playing::Sum(g) => g
                .sum()
                .components()
                .iter()
                .map(|c| Some(c.grundy()))
                .collect(),
            Playing::Whole(w) => vec![w.game.grundy()],
            Playing::Misere(g) => vec![None; g.game().components().len()],
        }
    }

    /// Whether the player to move wins with perfect play.
    pub(crate) fn first_player_wins(&self) -> bool {
        match self {
            Playing::Sum(g) => g.sum().outcome().first_player_wins(),
            Playing::Whole(w) => w.game.first_player_wins(),
            Playing::Misere(g) => g.first_player_wins(),
        }
    }

    /// The remoteness of the position and, as far as the same budget goes,
    /// the remoteness each legal move leaves, in the order
    /// [`Playing::legal_moves`] lists them
    /// ([`grundy_engine::remoteness::with_moves`]).
    #[allow(clippy::type_complexity)]
    pub(crate) fn remoteness_with_moves(
        &self,
        budget: grundy_engine::remoteness::Budget,
    ) -> Result<(u64, Vec<(LegalMove, Option<u64>)>), String> {
        use grundy_engine::remoteness::with_moves;
        let found = match self {
            Playing::Sum(g) => with_moves(g, budget),
            Playing::Whole(w) => with_moves(w.game.as_ref(), budget),
            // Each position of the search would be decided by a search of
            // its own.
            Playing::Misere(_) => return Err(tr!("web-remoteness-misere")),
        };
        found.map_err(|e| e.to_string())
    }

    /// Every legal move, labelled.
    pub(crate) fn legal_moves(
        &self,
        limit: usize,
    ) -> Result<Vec<LegalMove>, grundy_engine::component::TooManyMoves> {
        match self {
            Playing::Sum(g) => g.legal_moves(limit),
            Playing::Whole(w) => w.game.legal_moves(limit),
            Playing::Misere(g) => g.legal_moves(limit),
        }
    }

    /// A perfect move, `None` when no move is left.
    pub(crate) fn computer_move(
        &self,
        limit: usize,
    ) -> Result<Option<LegalMove>, grundy_engine::component::TooManyMoves> {
        match self {
            Playing::Sum(g) => g.computer_move(limit),
            Playing::Whole(w) => w.game.computer_move(limit),
            Playing::Misere(g) => g.computer_move(limit),
        }
    }

    /// The move that wins soonest, or, lost, holds out longest, if the
    /// search by remoteness stays within `budget`.
    pub(crate) fn perfect_move(
        &self,
        budget: grundy_engine::remoteness::Budget,
    ) -> Option<LegalMove> {
        match self {
            Playing::Sum(g) => grundy_engine::remoteness::perfect_move(g, budget),
            Playing::Whole(w) => grundy_engine::remoteness::perfect_move(w.game.as_ref(), budget),
            Playing::Misere(g) => g.computer_move(usize::MAX).ok().flatten(),
        }
    }

    /// How a move is typed: patterns and what they do.
    pub(crate) fn move_syntax(&self) -> Vec<(String, String)> {
        let syntax = match self {
            Playing::Sum(g) => Playable::move_syntax(g),
            Playing::Whole(w) => w.game.move_syntax(),
            Playing::Misere(g) => g.move_syntax(),
        };
        syntax
            .into_iter()
            .map(|(pattern, meaning)| (pattern, grundy_i18n::say(&meaning)))
            .collect()
    }

    /// The legal move typed as `words` (see [`Playing::move_syntax`]), or
    /// why it is none; no list of moves is made.
    pub(crate) fn read_move(
        &self,
        words: &[&str],
    ) -> Result<LegalMove, grundy_engine::component::MoveError> {
        match self {
            Playing::Sum(g) => Playable::read_move(g, words),
            Playing::Whole(w) => w.game.read_move(words),
            Playing::Misere(g) => g.read_move(words),
        }
    }

    /// The position after `m`, one of its legal moves.
    pub(crate) fn after(&self, m: &LegalMove) -> Playing {
        match self {
            Playing::Sum(g) => Playing::Sum(g.after(m)),
            Playing::Whole(w) => Playing::Whole(Whole {
                whole: w.whole,
                k: w.k.clone(),
                name: w.name.clone(),
                numbers: m.after_numbers.clone(),
                game: w.game.after(m),
                misere: w.misere,
            }),
            Playing::Misere(g) => Playing::Misere(g.after_move(m)),
        }
    }

    /// Which component `m` is played in (a whole game is one).
    pub(crate) fn component_of(&self, m: &LegalMove) -> usize {
        match self {
            Playing::Sum(_) | Playing::Misere(_) => m.component,
            Playing::Whole(_) => 0,
        }
    }

    /// The component `m` leaves, as written.
    pub(crate) fn after_text(&self, m: &LegalMove) -> String {
        match self {
            Playing::Sum(_) | Playing::Misere(_) => m.after.clone(),
            Playing::Whole(w) => w.text(&m.after_numbers),
        }
    }

    /// The position as `grundy play` takes it: a game and its numbers
    /// separated by spaces (`nim`, `3 5 7`), or `sum` and the components.
    pub(crate) fn play(&self) -> (String, String) {
        let spaced = |numbers: &[BigNat]| {
            numbers
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        };
        let texts = self.texts();
        if let Playing::Whole(w) = self {
            return (w.name.clone(), spaced(&w.numbers));
        }
        let names: Vec<&str> = texts
            .iter()
            .map(|t| t.split_once('=').map_or("", |(g, _)| g))
            .collect();
        let one_game = names.iter().all(|n| *n == names[0]);
        let each_one = grundy_engine::kinds::kind_of(names[0])
            .is_some_and(|k| k.play.numbers == grundy_engine::component::PlayNumbers::EachOne);
        if let [text] = &texts[..] {
            if crate::coins::is_coins(names[0]) {
                return (names[0].to_string(), crate::coins::play_heads(text));
            }
            if grundy_engine::kinds::kind_of(names[0]).is_some_and(|k| !numeric(k)) {
                let parts: Vec<&str> = text
                    .split_once('=')
                    .map_or("", |(_, p)| p)
                    .split(',')
                    .collect();
                return (names[0].to_string(), parts.join(" "));
            }
        }
        if texts.len() == 1 || (one_game && each_one) {
            let numbers: Vec<BigNat> = texts.iter().flat_map(|t| numbers_of(t)).collect();
            return (names[0].to_string(), spaced(&numbers));
        }
        ("sum".to_string(), texts.join(" "))
    }

    /// What `m` does, never ambiguous: in a game of several components,
    /// which one (`pile 2: …` when they are all piles of one game).
    pub(crate) fn label(&self, m: &LegalMove) -> String {
        let texts = self.texts();
        if texts.len() == 1 {
            return grundy_i18n::say(&m.description);
        }
        let (game, _) = self.play();
        if game != "sum" {
            return grundy_i18n::tr!(
                "panel-move-in-pile",
                pile = m.component + 1,
                description = m.description
            );
        }
        grundy_i18n::tr!(
            "panel-move-in-component",
            component = m.component + 1,
            text = texts[m.component],
            description = m.description
        )
    }

    /// Where `m` is played inside its component, for a click on the
    /// drawing: the pile, heap, step or chip it takes from (from 0), and
    /// how many counters, coins or cells. A move that lowers several piles
    /// (Wythoff's from both, Nim_k's) has no single pile.
    pub(crate) fn place(&self, m: &LegalMove) -> (Option<usize>, Option<BigNat>) {
        let texts = self.texts();
        let component = self.component_of(m);
        let before = match self {
            Playing::Sum(_) | Playing::Misere(_) => numbers_of(&texts[component]),
            Playing::Whole(w) => w.numbers.clone(),
        };
        let after = &m.after_numbers;
        let game = texts[component]
            .split_once('=')
            .map_or("", |(g, _)| g)
            .to_string();
        // A coin game's numbers are coordinates: a move takes from no pile.
        if crate::coins::is_coins(&game) {
            return (None, None);
        }
        let heaps = matches!(self, Playing::Sum(_) | Playing::Misere(_))
            && grundy_engine::kinds::kind_of(&game).is_some_and(|k| k.heaps);
        let total = |v: &[BigNat]| v.iter().fold(BigNat::ZERO, |s, x| s + x);
        if heaps {
            // Heaps are kept sorted: the heap moved from is the one whose
            // removal leaves heaps that are all still there after the move.
            let pile = (0..before.len()).find(|&i| {
                let mut left: Vec<&BigNat> = after.iter().collect();
                before
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .all(|(_, h)| match left.iter().position(|x| *x == h) {
                        Some(p) => {
                            left.swap_remove(p);
                            true
                        }
                        None => false,
                    })
            });
            let taken = total(&before) - total(after);
            return (pile, Some(taken));
        }
        if before.len() != after.len() {
            return (None, None);
        }
        let lowered: Vec<usize> = (0..before.len())
            .filter(|&i| after[i] < before[i])
            .collect();
        match lowered[..] {
            [i] => (Some(i), Some(&before[i] - &after[i])),
            _ => (None, None),
        }
    }
}

impl Whole {
    fn parse(
        written: &Written<'_>,
        (whole, k): (&'static WholeGame, Option<BigNat>),
        misere: bool,
    ) -> Result<Whole, String> {
        // Named by the catalogue's noun in the language asked (`pile 2`,
        // `第 2 堆`), as a position given as `grundy play` takes it is.
        let numbers = written.numbers(whole.noun).map_err(|e| e.to_string())?;
        let game = whole
            .build(k.clone(), numbers.clone(), misere)
            .map_err(|e| match e {
                WholeError::MisereAlready if whole.family == whole::WholeFamily::Teams => {
                    tr!("web-misere-teams")
                }
                WholeError::MisereAlready => tr!("web-misere-nim-misere"),
                WholeError::Teams(e) => tr!("web-teams-refused", text = written.text, why = e),
                WholeError::Chips(e) => tr!("web-chips-refused", text = written.text, why = e),
                WholeError::TooLarge(e) => tr!("web-misere-cannot", why = e),
            })?;
        Ok(Whole {
            whole,
            name: whole.name(k.as_ref()),
            k,
            numbers,
            game,
            misere,
        })
    }

    fn text(&self, numbers: &[BigNat]) -> String {
        format!("{}={}", self.name, list(numbers))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(t: &[&str]) -> Vec<String> {
        t.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn a_position_as_grundy_play_takes_it_becomes_components() {
        let cases: [(&str, &str, &str, &[&str]); 12] = [
            (
                "Nim: a pile each",
                "nim",
                "3 5 7",
                &["nim=3", "nim=5", "nim=7"],
            ),
            ("commas too", "nim", "3,5", &["nim=3", "nim=5"]),
            ("Wythoff: one pair", "wythoff", "3 5", &["wythoff=3,5"]),
            (
                "a heap game: one component",
                "kayles",
                "3 4",
                &["kayles=3,4"],
            ),
            (
                "bounded: a pile each",
                "bounded:3",
                "10 12",
                &["bounded:3=10", "bounded:3=12"],
            ),
            ("misère Nim: whole", "misere", "3 5 1", &["misere=3,5,1"]),
            ("Nim_k: whole", "moore:2", "1 2", &["moore:2=1,2"]),
            (
                "a sum: its components",
                "sum",
                "nim=3  kayles=4",
                &["nim=3", "kayles=4"],
            ),
            (
                "a coin row: one component",
                "coins:mock",
                "1 4 6",
                &["coins:mock=1,4,6"],
            ),
            (
                "a board's coins are x:y",
                "coins:corners",
                "2:3 4:1",
                &["coins:corners=2:3,4:1"],
            ),
            (
                "a row as its faces",
                "coins:ruler",
                "THHT",
                &["coins:ruler=THHT"],
            ),
            ("no heads", "coins:mock", "", &["coins:mock="]),
        ];
        for (name, game, position, expected) in cases {
            assert_eq!(from_play(game, position).unwrap(), expected, "{name}");
        }
    }

    /// Regression: the page wrote Nim `3 x` as the components nim=3 and
    /// nim=x, so the error named the first number of nim=x, "pile 1"; the
    /// numbers are now checked in the position as typed.
    #[test]
    fn a_bad_number_is_named_by_its_place_in_the_position() {
        let cases = [
            (
                "nim",
                "3 x",
                "expected pile 2 (a non-negative integer), found \"x\"",
            ),
            (
                "kayles",
                "4 5 -1",
                "heap 3 cannot be negative, found \"-1\"",
            ),
            ("staircase", "y", "expected step 1"),
            ("chips", "1 2 z", "expected chip 3"),
            (
                "coins:mock",
                "1 x",
                "expected head 2 (a non-negative integer)",
            ),
            (
                "coins:corners",
                "2:3 4:-1",
                "head 2 cannot be negative, found \"-1\"",
            ),
        ];
        for (game, position, expected) in cases {
            let e = from_play(game, position).unwrap_err();
            assert!(e.contains(expected), "{game} {position}: {e}");
            assert!(e.contains(&format!("\"{position}\"")), "{e}");
        }
    }

    #[test]
    fn whole_games_are_read_alone_and_refused_in_sums() {
        let cases: [(&str, &[&str], &str); 5] = [
            (
                "moore's k must be at least 1",
                &["moore:0=1,2"],
                "the k of moore:0 must be",
            ),
            (
                "a pile that is no number",
                &["misere=3,x"],
                "expected pile 2",
            ),
            ("two chips on one cell", &["chips=4,4"], "both on cell 4"),
            ("chips in a sum", &["nim=3", "chips=2"], "played alone here"),
            (
                "misère Nim in a sum",
                &["nim=3", "misere=2"],
                "cannot be part of a sum",
            ),
        ];
        for (name, t, expected) in cases {
            let e = Playing::parse(&texts(t)).err().unwrap();
            assert!(e.contains(expected), "{name}: {e}");
        }
    }

    #[test]
    fn every_move_names_where_it_is_played() {
        // (position, move's after, label, pile, take)
        type Case<'a> = (&'a [&'a str], &'a str, &'a str, Option<usize>, Option<u64>);
        let cases: [Case; 7] = [
            (
                &["nim=3", "nim=3"],
                "nim=1",
                "pile 2: take 2 from the pile of 3",
                Some(0),
                Some(2),
            ),
            (
                &["wythoff=3,3"],
                "wythoff=2,2",
                "take 1 from both piles",
                None,
                None,
            ),
            (
                &["wythoff=3,3"],
                "wythoff=3,1",
                "take 2 from pile 2",
                Some(1),
                Some(2),
            ),
            (
                &["staircase=1,4,3"],
                "staircase=3,2,3",
                "move 2 coins from step 2 to step 1",
                Some(1),
                Some(2),
            ),
            (
                &["kayles=2,5"],
                "kayles=1,2,2",
                "take 2 from the heap of 5, leaving 1 and 2",
                Some(1),
                Some(2),
            ),
            (
                &["misere=2,2"],
                "misere=2,0",
                "take 2 from pile 2",
                Some(1),
                Some(2),
            ),
            (
                &["chips=1,5"],
                "chips=1,2",
                "slide the chip on cell 5 to cell 2",
                Some(1),
                Some(3),
            ),
        ];
        for (position, after, label, pile, take) in cases {
            let p = Playing::parse(&texts(position)).unwrap();
            let moves = p.legal_moves(1000).unwrap();
            let m = moves
                .iter()
                .find(|m| p.after_text(m) == after && p.label(m) == label)
                .unwrap_or_else(|| panic!("{position:?}: no move to {after} labelled {label}"));
            let (at, taken) = p.place(m);
            assert_eq!(
                (at, taken),
                (pile, take.map(BigNat::from)),
                "{position:?} {label}"
            );
        }
    }

    #[test]
    fn the_position_is_written_back_as_grundy_play_takes_it() {
        let cases: [(&[&str], &str, &str); 9] = [
            (&["nim=3", "nim=5"], "nim", "3 5"),
            (&["coins:mock=1,4,6"], "coins:mock", "1 4 6"),
            (&["coins:corners=2:3,4:1"], "coins:corners", "2:3 4:1"),
            (&["coins:mock="], "coins:mock", ""),
            (&["kayles=3,4"], "kayles", "3 4"),
            (&["wythoff=0,0"], "wythoff", "0 0"),
            (&["misere=3,1"], "misere", "3 1"),
            (&["chips=6,2"], "chips", "6 2"),
            (&["nim=3", "kayles=4"], "sum", "nim=3 kayles=4"),
        ];
        for (position, game, numbers) in cases {
            let p = Playing::parse(&texts(position)).unwrap();
            assert_eq!(
                p.play(),
                (game.to_string(), numbers.to_string()),
                "{position:?}"
            );
            // And it reads back as the same position.
            assert_eq!(from_play(game, numbers).unwrap(), p.texts(), "{position:?}");
        }
    }
}
