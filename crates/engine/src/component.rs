//! What a game must give to be a component of a sum: its value, the moves
//! to a given value, all its moves, and the position after a move
//! ([`Component`]); and what it tells the rest of grundy about itself
//! ([`Kind`]: its name, examples, rules, parser). Each family implements
//! both in its own file; [`crate::sum`] adds components up, and
//! [`crate::kinds`] lists the kinds and reads components from text.

use crate::num::{BigNat, Natural};
use grundy_text::{msg, render, Message};
use std::fmt;

/// A move inside one component, told in that component's terms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComponentMove {
    /// What the move does: "take 2 from the heap of 7, leaving 1 and 4".
    pub description: Message,
    /// The component's position after the move, in its own notation.
    pub after: String,
    /// The same position as numbers (heaps sorted, a Wythoff pair, steps…).
    pub after_numbers: Vec<BigNat>,
    /// [`Component::remaining`] of the component after the move.
    pub remaining: BigNat,
    /// When this move stands for a group of like moves, all leaving the
    /// same value (the splits of a huge heap at every cut in one residue
    /// class of the period), the group; this move is its first.
    pub family: Option<MoveFamily>,
}

/// A group of like moves that one [`ComponentMove`] stands for: a huge
/// heap has more moves than can be listed one by one, but they fall into
/// few groups, and a complete list names every group.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveFamily {
    /// How many moves the group holds, the first among them.
    pub count: BigNat,
    /// Which moves: "leaving a and 99 − a for every a = 3, 15, …, 39
    /// (a ≡ 3 mod 12)".
    pub every: Message,
}

/// How many bytes of a move count as one move against a budget: a move
/// counts once, and once more for each `MOVE_BYTES` it takes to write (what
/// it does and the position it leaves). A budget in plain moves let a coin
/// game whose moves turn hundreds of coins spend minutes writing them
/// (`grundy coins 3+C 600` took 153 s).
pub const MOVE_BYTES: usize = 64;

/// What a move counts against a budget that counts long moves by their
/// size ([`MOVE_BYTES`]).
///
/// ```
/// use grundy_engine::component::{weight, Component};
/// use grundy_engine::nim::NimPile;
/// let m = &NimPile::new(5u64.into()).moves_to_value(&2u64.into())[0];
/// assert_eq!(weight(m), 1);
/// ```
pub fn weight(m: &ComponentMove) -> usize {
    1 + (m.description.size() + m.after.len()) / MOVE_BYTES
}

/// Why a listing of moves within a budget was cut short
/// ([`Component::weighed_moves`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CutShort {
    /// The moves are more than the budget, counted once each.
    TooMany,
    /// They are within it by count, but not counted by their size.
    TooLong,
}

/// One component of a sum.
///
/// ```
/// use grundy_engine::component::Component;
/// use grundy_engine::nim::NimPile;
/// let pile = NimPile::new(5u64.into());
/// let m = &pile.moves_to_value(&2u64.into())[0];
/// assert_eq!(m.description, grundy_text::msg!("move-take-from-pile-of", amount = 3, from = 5));
/// assert_eq!(pile.after(m).describe(), "nim=2");
/// ```
pub trait Component {
    /// The game and its position, in the notation `grundy sum` reads
    /// (`kayles=5`, `wythoff=3,5`).
    fn describe(&self) -> String;
    /// The Grundy value.
    fn grundy(&self) -> BigNat;
    /// Every move to a position of Grundy value `target`.
    fn moves_to_value(&self, target: &BigNat) -> Vec<ComponentMove>;
    /// Every legal move, with the component's Grundy value after it, or
    /// [`TooManyMoves`] if there are more than `limit`.
    fn all_moves(&self, limit: usize) -> Result<Vec<(ComponentMove, BigNat)>, TooManyMoves>;
    /// A measure of the moves left in this component (counters left,
    /// weighted by how far they still have to go; an upper bound on them
    /// for most families): the computer, when it is losing, keeps this as
    /// large as it can to make the game last.
    fn remaining(&self) -> BigNat;
    /// The component after `m`, one of its own moves: built from the
    /// position as data, sharing what was computed for this one (a table,
    /// a nim-sequence), never read again from text.
    fn after(&self, m: &ComponentMove) -> Box<dyn Component>;
    /// Every legal move, as [`Component::all_moves`] lists them, or why not
    /// within `budget`, each move counted by its [`weight`]. By default no
    /// more moves are listed than `budget` pays for at the position's own
    /// length; a family whose moves can be longer than its position stops
    /// as soon as they pass it (the ruler game's moves from a head at
    /// 20,000 turn up to 20,000 coins: listing 5,000 of them took 5 s).
    ///
    /// ```
    /// use grundy_engine::component::CutShort;
    /// use grundy_engine::kinds::parse_component;
    /// let kayles = parse_component("kayles=10").unwrap();
    /// assert_eq!(kayles.weighed_moves(100).unwrap().len(), 10);
    /// assert_eq!(kayles.weighed_moves(3).unwrap_err(), CutShort::TooMany);
    /// let ruler = parse_component("coins:ruler=20000").unwrap();
    /// assert_eq!(ruler.weighed_moves(5_000).unwrap_err(), CutShort::TooLong);
    /// ```
    fn weighed_moves(&self, budget: usize) -> Result<Vec<(ComponentMove, BigNat)>, CutShort> {
        let least = 1 + self.describe().len() / MOVE_BYTES;
        let listed = self
            .all_moves(budget / least)
            .map_err(|_| CutShort::TooMany)?;
        let spent: usize = listed.iter().map(|(m, _)| weight(m)).sum();
        if spent > budget {
            return Err(if listed.len() <= budget {
                CutShort::TooLong
            } else {
                CutShort::TooMany
            });
        }
        Ok(listed)
    }
    /// About the most bytes one move writes (what it does and the position
    /// it leaves), so that a budget which counts a long move by its size
    /// ([`crate::remoteness::MOVE_BYTES`]) knows how many it can afford
    /// before listing any. The position's own length by default: a move
    /// leaves a smaller position. A family whose moves can lengthen the
    /// position says more (a move of the ruler game turns thousands of
    /// coins: `grundy coins ruler 20000` wrote 5 s of moves it could not
    /// afford).
    ///
    /// ```
    /// use grundy_engine::kinds::parse_component;
    /// let kayles = parse_component("kayles=10").unwrap();
    /// assert_eq!(kayles.longest_move(), "kayles=10".len());
    /// let ruler = parse_component("coins:ruler=2000").unwrap();
    /// assert!(ruler.longest_move() > 2000);
    /// ```
    fn longest_move(&self) -> usize {
        self.describe().len()
    }
    /// How the value was found, when that is more than the family's rule
    /// (a heap valued through a proven period): a line for `--explain`.
    fn explain(&self) -> Option<grundy_text::Text> {
        None
    }
    /// A move after which the game can last longest (the most
    /// [`Component::remaining`]), for a computer that is losing; `None` when
    /// no move is left. Families whose moves are too many to list give one
    /// without listing them.
    fn lasting_move(&self) -> Option<ComponentMove> {
        let moves = self.all_moves(LASTING_MOVE_LIMIT).ok()?;
        moves
            .into_iter()
            .map(|(m, _)| m)
            .fold(None, |best: Option<ComponentMove>, m| match best {
                Some(b) if b.remaining >= m.remaining => Some(b),
                _ => Some(m),
            })
    }
    /// The values of the parts this position is the sum of, when the
    /// family's rules make each part worth 0 only once it is over, in every
    /// position it reaches (the SJ theorem's condition): a Nim pile is one
    /// such part, a Green Hackenbush tree is the sum of its root branches.
    /// A misère sum of such components is then decided from these values at
    /// any size, without exploring its positions. `None` (the default) when
    /// the family knows no such parts.
    ///
    /// ```
    /// use grundy_engine::kinds::parse_component;
    /// let tree = parse_component("hackenbush=1-2,2-3,1-4,4-5").unwrap();
    /// assert_eq!(tree.grundy(), 0u64.into());
    /// assert_eq!(tree.sj_parts(), Some(vec![2u64.into(), 2u64.into()]));
    /// assert_eq!(parse_component("kayles=3").unwrap().sj_parts(), None);
    /// ```
    fn sj_parts(&self) -> Option<Vec<BigNat>> {
        None
    }
    /// How a move is typed in this component's own terms: pairs of a
    /// pattern (`N`, `H N A`) and what it does, for `grundy play`'s banner.
    fn move_syntax(&self) -> Vec<(&'static str, Message)> {
        Vec::new()
    }
    /// Reads a move typed as [`Component::move_syntax`] says (the words
    /// after any component number), or why it is no legal move here. It
    /// works at any size: no list of moves is made.
    fn read_move(&self, words: &[&str]) -> Result<ComponentMove, MoveError> {
        let _ = words;
        Err(MoveError::new(msg!("move-error-by-number")))
    }
    /// The component's moves as rules on small numbers, where it has them:
    /// remoteness's table then finds every position below at a few
    /// nanoseconds a move instead of listing described moves.
    fn rules_on_numbers(&self) -> Option<NumberRules> {
        None
    }
    /// The component as its own type, where a sum's analysis reads one
    /// family as such (heaps by their game's misère quotient).
    ///
    /// ```
    /// use grundy_engine::{heap::component::HeapComponent, kinds::parse_component};
    /// let heaps = parse_component("kayles=3,4").unwrap();
    /// assert!(heaps.as_any().is_some_and(|c| c.is::<HeapComponent>()));
    /// ```
    fn as_any(&self) -> Option<&dyn std::any::Any> {
        None
    }
}

/// A component's rules on small numbers ([`Component::rules_on_numbers`]).
///
/// ```
/// use grundy_engine::component::Component;
/// use grundy_engine::staircase::StaircaseComponent;
/// let stairs = StaircaseComponent::new(vec![0u64.into(), 1u64.into()]);
/// let rules = stairs.rules_on_numbers().unwrap();
/// assert_eq!(rules.start, vec![0, 1]);
/// let mut options = Vec::new();
/// (rules.options)(&rules.start, &mut options);
/// assert_eq!(options, vec![1, 0]); // the coin on step 2 to step 1
/// ```
#[derive(Clone, Debug)]
pub struct NumberRules {
    /// The position, as [`ComponentMove::after_numbers`] writes it.
    pub start: Vec<u32>,
    /// Appends the positions one move away from a position to a list, as
    /// many numbers each as the position, as
    /// [`ComponentMove::after_numbers`] would write them.
    pub options: fn(&[u32], &mut Vec<u32>),
}

/// The most moves [`Component::lasting_move`] lists by default.
pub const LASTING_MOVE_LIMIT: usize = 100_000;

/// A typed move that is not a legal move of the position, and why.
///
/// ```
/// use grundy_engine::component::Component;
/// use grundy_engine::nim::NimPile;
/// let pile = NimPile::new(5u64.into());
/// assert_eq!(pile.read_move(&["3"]).unwrap().after, "nim=2");
/// assert_eq!(pile.read_move(&["9"]).unwrap_err().message().id(), "move-error-only");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveError {
    why: Message,
}

impl MoveError {
    /// A move refused for `why`.
    pub fn new(why: Message) -> Self {
        MoveError { why }
    }

    /// Why the move is refused.
    pub fn message(&self) -> &Message {
        &self.why
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&render(&self.why))
    }
}

impl std::error::Error for MoveError {}

/// The number a typed move gives as `what`, or why it is not one.
///
/// ```
/// use grundy_engine::component::typed_number;
/// use grundy_text::msg;
/// assert_eq!(typed_number("12", &msg!("noun-amount")).unwrap(), 12u64.into());
/// let refused = typed_number("x", &msg!("noun-amount")).unwrap_err();
/// assert_eq!(refused.message().arg("word"), Some(&grundy_text::Arg::Text("x".into())));
/// ```
pub fn typed_number(word: &str, what: &Message) -> Result<BigNat, MoveError> {
    BigNat::parse_decimal(word)
        .ok_or_else(|| MoveError::new(msg!("move-error-not-a-number", what = what, word = word)))
}

/// Which of `count` things (counted from 1) `word` names, as an index.
pub(crate) fn typed_index(word: &str, what: &Message, count: usize) -> Result<usize, MoveError> {
    let n = typed_number(word, what)?;
    n.to_u64()
        .and_then(|n| usize::try_from(n).ok())
        .filter(|&n| (1..=count).contains(&n))
        .map(|n| n - 1)
        .ok_or_else(|| {
            MoveError::new(msg!(
                "move-error-no-such",
                what = what,
                word = word,
                count = count
            ))
        })
}

/// The words of a typed move, checked for their count.
pub(crate) fn typed_words<'a, const N: usize>(
    words: &[&'a str],
    pattern: impl Into<grundy_text::Arg>,
) -> Result<[&'a str; N], MoveError> {
    <[&str; N]>::try_from(words)
        .map_err(|_| MoveError::new(msg!("move-error-typed", pattern = pattern.into())))
}

/// A game that could not be read, and what is accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameError(pub Message);

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&render(&self.0))
    }
}

impl std::error::Error for GameError {}

/// More legal moves than asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooManyMoves {
    /// The limit.
    pub limit: usize,
}

impl std::error::Error for TooManyMoves {}

impl fmt::Display for TooManyMoves {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&render(&msg!("too-many-legal-moves", limit = self.limit)))
    }
}

/// The moves of a fully listed component that lead to value `target`.
pub(crate) fn to_value(moves: Vec<(ComponentMove, BigNat)>, target: &BigNat) -> Vec<ComponentMove> {
    moves
        .into_iter()
        .filter(|(_, v)| v == target)
        .map(|(m, _)| m)
        .collect()
}

/// A fully listed component's moves, if there are at most `limit`.
pub(crate) fn within(
    moves: Vec<(ComponentMove, BigNat)>,
    limit: usize,
) -> Result<Vec<(ComponentMove, BigNat)>, TooManyMoves> {
    if moves.len() > limit {
        return Err(TooManyMoves { limit });
    }
    Ok(moves)
}

/// Collects moves, failing once there are more than `limit`.
pub(crate) struct Moves {
    pub(crate) moves: Vec<(ComponentMove, BigNat)>,
    limit: usize,
}

impl Moves {
    pub(crate) fn new(limit: usize) -> Self {
        Moves {
            moves: Vec::new(),
            limit,
        }
    }
    pub(crate) fn push(&mut self, m: ComponentMove, value: BigNat) -> Result<(), TooManyMoves> {
        if self.moves.len() >= self.limit {
            return Err(TooManyMoves { limit: self.limit });
        }
        self.moves.push((m, value));
        Ok(())
    }
}

/// Numbers written with commas, as positions are in `GAME=POSITION`.
pub(crate) fn list(values: &[BigNat]) -> String {
    values
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// One kind of component: what a family tells the rest of grundy about
/// itself.
pub struct Kind {
    /// How the game is named before the `=`, as help texts show it: `nim`,
    /// `bounded:K`, `a heap game`.
    pub game: &'static str,
    /// Examples of components, the first one shown wherever one is.
    pub examples: &'static [&'static str],
    /// More examples, listed after every kind's own in [`crate::kinds::syntax`].
    pub more_examples: &'static [&'static str],
    /// What a position of this kind is, in a few words (`a Nim pile (any
    /// size)`), for the help of `grundy sum`: the catalogue's message
    /// `kind-NAME-position` ([`Kind::position_text`]).
    pub position: &'static str,
    /// The rules in one line, for the playground's game list: the
    /// catalogue's message `kind-NAME-rules` ([`Kind::rules_text`]).
    pub rules: &'static str,
    /// How `grundy play` is given such a game: its example (`nim 3 5 7`)
    /// and how the numbers become components.
    pub play: Play,
    /// Whether `game` (in lower case) names a game of this kind.
    pub claims: fn(&str) -> bool,
    /// Reads a component of this kind.
    pub parse: fn(&Written<'_>) -> Result<Box<dyn Component>, ComponentError>,
    /// Whether this kind reads the names no kind claims (and says what is
    /// accepted when it cannot).
    pub fallback: bool,
    /// Whether its positions are heaps valued by a nim-sequence computed up
    /// to the largest one, a cost to bound before building the component
    /// (the playground does).
    pub heaps: bool,
}

impl Kind {
    /// What a position of this kind is, as a message.
    ///
    /// ```
    /// assert_eq!(grundy_engine::nim::KIND.position_message().id(), "kind-nim-position");
    /// ```
    pub fn position_message(&self) -> Message {
        Message::new(self.position)
    }

    /// The rules in one line, as a message.
    ///
    /// ```
    /// assert_eq!(grundy_engine::wythoff::KIND.rules_message().id(), "kind-wythoff-rules");
    /// ```
    pub fn rules_message(&self) -> Message {
        Message::new(self.rules)
    }
}

/// How `grundy play GAME NUMBER…` writes its numbers as components.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Play {
    /// The command line after `grundy play`, as the help shows it.
    pub example: &'static str,
    /// How the numbers become components.
    pub numbers: PlayNumbers,
}

/// How the numbers after `grundy play GAME` are grouped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayNumbers {
    /// One component per number (Nim piles: `nim=3 nim=5`).
    EachOne,
    /// One component of all the numbers (`wythoff=3,5`, `kayles=3,4`).
    AllInOne,
}

impl Kind {
    /// The components `grundy play GAME NUMBER…` plays, in `grundy sum`'s
    /// notation.
    ///
    /// ```
    /// use grundy_engine::kinds::kind_of;
    /// let numbers = ["3".to_string(), "5".to_string()];
    /// assert_eq!(kind_of("nim").unwrap().play_components("nim", &numbers), ["nim=3", "nim=5"]);
    /// assert_eq!(kind_of("wythoff").unwrap().play_components("wythoff", &numbers), ["wythoff=3,5"]);
    /// ```
    pub fn play_components(&self, game: &str, numbers: &[String]) -> Vec<String> {
        match self.play.numbers {
            PlayNumbers::EachOne => numbers.iter().map(|n| format!("{game}={n}")).collect(),
            PlayNumbers::AllInOne => vec![format!("{game}={}", numbers.join(","))],
        }
    }
}

/// A component as written, handed to its kind's parser.
#[derive(Clone, Copy, Debug)]
pub struct Written<'a> {
    /// The whole component, `kayles=3,4`.
    pub text: &'a str,
    /// The game, before the `=` (trimmed).
    pub game: &'a str,
    /// The position, after the `=`.
    pub position: &'a str,
}

impl Written<'_> {
    /// An error about this component.
    pub fn error(&self, reason: Reason) -> ComponentError {
        ComponentError {
            text: self.text.to_string(),
            reason,
        }
    }

    /// The comma-separated numbers of the position, each called `what` and
    /// its place (`pile 2`) in errors.
    ///
    /// ```
    /// use grundy_engine::component::Written;
    /// let w = Written { text: "wythoff=3,x", game: "wythoff", position: "3,x" };
    /// let what = w.numbers("noun-pile").unwrap_err().reason;
    /// assert!(matches!(what, grundy_engine::component::Reason::NotANumber { ref token, .. } if token == "x"));
    /// ```
    ///
    /// `what` names what each number is, as a catalogue message
    /// (`noun-pile`: "pile 2").
    pub fn numbers(&self, what: &'static str) -> Result<Vec<BigNat>, ComponentError> {
        self.position
            .split(',')
            .enumerate()
            .map(|(i, t)| {
                BigNat::parse_decimal(t.trim()).ok_or_else(|| {
                    self.error(Reason::NotANumber {
                        token: t.trim().to_string(),
                        what: msg!("item-nth", what = Message::new(what), n = i + 1),
                    })
                })
            })
            .collect()
    }

    /// The one number of the position.
    pub fn one(&self, what: &'static str) -> Result<BigNat, ComponentError> {
        let v = self.numbers(what)?;
        match v.len() {
            1 => Ok(v.into_iter().next().expect("one number")),
            found => Err(self.error(Reason::Count {
                game: self.game.to_string(),
                takes: "takes-one-number",
                found,
            })),
        }
    }

    /// The numbers as machine words, each at most `limit`, or an error
    /// saying `why` there is a limit (a catalogue message: `why-factoring`).
    pub fn at_most(
        &self,
        values: &[BigNat],
        limit: u64,
        why: &'static str,
    ) -> Result<Vec<u64>, ComponentError> {
        values
            .iter()
            .map(|v| {
                v.to_u64().filter(|&v| v <= limit).ok_or_else(|| {
                    self.error(Reason::TooLarge {
                        value: v.clone(),
                        limit,
                        why,
                    })
                })
            })
            .collect()
    }
}

/// A component that could not be read: the text, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComponentError {
    /// The component as written.
    pub text: String,
    /// What is wrong with it.
    pub reason: Reason,
}

/// What is wrong with a component.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Reason {
    /// No `=` between the game and its position; how components are
    /// written (the registry's [`crate::kinds::syntax`]).
    NotAComponent {
        /// `GAME=POSITION, for example …`.
        syntax: Message,
    },
    /// A number of the position is not a natural number.
    NotANumber {
        /// The token.
        token: String,
        /// What it should have been, with its place: `pile 2`.
        what: Message,
    },
    /// The position has the wrong count of numbers.
    Count {
        /// The game, as written.
        game: String,
        /// What it takes, as a catalogue message: `takes-one-number`.
        takes: &'static str,
        /// How many it has.
        found: usize,
    },
    /// A number is larger than this kind computes.
    TooLarge {
        /// The number.
        value: BigNat,
        /// The largest accepted.
        limit: u64,
        /// Why there is a limit, as a catalogue message: `why-factoring`.
        why: &'static str,
    },
    /// A parameter or number is outside what the game allows (`bounded:0`).
    Invalid {
        /// What it is: `the bound in bounded:0`.
        what: Message,
        /// What it must be, as a catalogue message: `must-at-least-1`.
        must_be: &'static str,
    },
    /// The game is not one grundy knows.
    Game(GameError),
    /// The game names no kind of component: every kind, as the registry
    /// lists them, and the heap games' own error (what names and codes
    /// they take).
    UnknownGame {
        /// The game, as written.
        game: String,
        /// The other kinds' examples: `nim=7`, `wythoff=3,5`, ….
        kinds: Vec<String>,
        /// Why no heap game has this name: what heap games may be written
        /// as, or what is wrong with it as one.
        heap_games: Box<GameError>,
    },
    /// A game grundy plays, but not as a component of a sum under normal
    /// play, and why.
    NotInASum {
        /// The game, as written.
        game: String,
        /// Why, and what to run instead, as a catalogue message.
        why: &'static str,
    },
    /// A heap is past the values computed, and no period of the game is
    /// proven within them.
    NoProvenPeriod {
        /// The heap.
        value: BigNat,
        /// The largest heap valued without a period.
        limit: u64,
        /// How many values were computed looking for the period: fewer
        /// than `limit + 1` where the work allowed ran out first.
        searched: usize,
    },
    /// A position whose moves are too many to examine or to list.
    TooManyMoves {
        /// What would take them: "listing every move of these heads".
        what: Message,
        /// The most moves allowed.
        limit: u64,
    },
    /// Valuing the position would take too much work.
    TooMuchWork {
        /// The largest heap.
        largest: usize,
        /// The work bound.
        limit: u128,
    },
    /// Valuing the coins of a coin-turning game from its rules, or listing
    /// their moves, would turn too many coins (the moves examined, each
    /// counted by the coins it turns).
    TooMuchTurning {
        /// What would: "listing every move of these heads".
        what: Message,
        /// The most coins turned in all.
        limit: u64,
    },
}

impl Reason {
    /// For a refusal of too many moves or too many coins turned, what would
    /// take too much and how much, as the refusal says it after its text:
    /// "listing every move of these heads would take more than 1000000
    /// moves". `None` for any other reason.
    ///
    /// ```
    /// use grundy_engine::component::Reason;
    /// use grundy_text::msg;
    /// let r = Reason::TooManyMoves { what: msg!("what-head", n = 1), limit: 10 };
    /// assert_eq!(r.too_much().unwrap().id(), "too-many-moves");
    /// ```
    pub fn too_much(&self) -> Option<Message> {
        match self {
            Reason::TooManyMoves { what, limit } => {
                Some(msg!("too-many-moves", what = what, limit = limit))
            }
            Reason::TooMuchTurning { what, limit } => {
                Some(msg!("too-much-turning", what = what, limit = limit))
            }
            _ => None,
        }
    }
}

impl ComponentError {
    /// What is wrong, as a message that names the component.
    ///
    /// ```
    /// let e = grundy_engine::kinds::parse_component("nim=x").err().unwrap();
    /// assert_eq!(e.message().id(), "not-a-natural");
    /// ```
    pub fn message(&self) -> Message {
        let said = |id: &'static str| Message::new(id);
        let text = &self.text;
        match &self.reason {
            Reason::NotAComponent { syntax } => {
                msg!("component-not-a-component", text = text, syntax = syntax)
            }
            Reason::NotANumber { token, what } => crate::num::not_a_natural(token, what),
            Reason::Count { game, takes, found } => msg!(
                "component-count",
                text = text,
                game = game,
                takes = said(takes),
                found = found
            ),
            Reason::TooLarge { value, limit, why } => msg!(
                "component-too-large",
                text = text,
                value = value,
                why = said(why),
                limit = limit
            ),
            Reason::Invalid { what, must_be } => msg!(
                "component-invalid",
                text = text,
                what = what,
                must_be = said(must_be)
            ),
            Reason::Game(e) => msg!("component-game", text = text, error = e.0),
            Reason::UnknownGame {
                game,
                kinds,
                heap_games,
            } => msg!(
                "component-unknown-game",
                text = text,
                game = game,
                kinds = grundy_text::Arg::list(grundy_text::Join::Names, kinds),
                heaps = heap_games.0
            ),
            Reason::NotInASum { game, why } => msg!(
                "component-not-in-a-sum",
                text = text,
                game = game,
                why = said(why)
            ),
            Reason::NoProvenPeriod {
                value,
                limit,
                searched,
            } if *searched as u64 > *limit => msg!(
                "component-no-period-beyond",
                text = text,
                value = value,
                limit = limit
            ),
            Reason::NoProvenPeriod {
                value, searched, ..
            } => msg!(
                "component-no-period-searched",
                text = text,
                value = value,
                last = searched.saturating_sub(1)
            ),
            Reason::TooMuchTurning { .. } | Reason::TooManyMoves { .. } => {
                let too_much = self.reason.too_much().expect("a refusal of too much work");
                msg!("component-too-much", text = text, too_much = too_much)
            }
            Reason::TooMuchWork { largest, limit } => msg!(
                "component-too-much-work",
                text = text,
                largest = largest,
                limit = limit
            ),
        }
    }
}

impl fmt::Display for ComponentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&render(&self.message()))
    }
}

impl std::error::Error for ComponentError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.reason {
            Reason::Game(e) => Some(e),
            _ => None,
        }
    }
}
