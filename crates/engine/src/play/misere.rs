//! A sum played under misère play (whoever makes the last move loses),
//! move by move: the verdict and every move's label come from
//! [`crate::compound::misere`] (the SJ theorem where its condition holds,
//! else a bounded search of the whole sum), refused past its budget.

use super::whole::{self, WholeGame};
use super::{Game, LegalMove, MisereGame, Playable, Verdicts};
use crate::component::Component;
use crate::compound::{misere, Budget, Misere, MisereMethod, TooLarge};
use crate::kinds::parse_component;
use crate::num::{BigNat, Natural};
use grundy_text::{msg, Arg, Join, Message};

/// A [`Game`] (a sum of components) under misère play. Its moves are
/// labelled by the misère outcome they leave ([`super::LegalMove::value`]
/// 0 for a position lost for the opponent, 1 for a won one); it has no
/// Grundy values that add up.
pub type MiserePlay = MisereGame<Game, SumVerdicts>;

/// How a sum's positions under misère play are decided: the misère
/// analysis of sums ([`crate::compound::misere`]) of each.
pub struct SumVerdicts(Misere);

impl MiserePlay {
    /// `game` under misère play, or why it is too large to decide: the
    /// components, or the sum where the SJ theorem does not apply, reach
    /// more than [`Budget::DEFAULT`] allows, and no misère quotient known
    /// within a second decides it.
    ///
    /// ```
    /// use grundy_engine::play::{Game, MiserePlay, Playable};
    /// // Kayles 2 under misère play: knocking down both pins leaves the
    /// // opponent with no move, which wins for them; knocking one down wins.
    /// let k = MiserePlay::new(Game::parse(&["kayles=2"]).unwrap()).unwrap();
    /// assert!(k.first_player_wins());
    /// let moves = k.legal_moves(100).unwrap();
    /// assert_eq!(moves.iter().filter(|m| m.winning).count(), 1);
    /// // A long row: by Kayles' misère quotient; Dawson's Kayles' is not
    /// // known that far.
    /// assert!(MiserePlay::new(Game::parse(&["kayles=100000"]).unwrap()).is_ok());
    /// let big = Game::parse(&["dawsons-kayles=100000"]).unwrap();
    /// assert!(MiserePlay::new(big).is_err());
    /// ```
    pub fn new(game: Game) -> Result<Self, TooLarge> {
        let analysis = misere(&components(&game), Budget::DEFAULT)?;
        Ok(MisereGame {
            game,
            verdicts: SumVerdicts(analysis),
        })
    }

    /// How the verdict was found: the components' values, the SJ theorem
    /// or a search, and the winning moves.
    pub fn analysis(&self) -> &Misere {
        &self.verdicts.0
    }

    /// The winning moves the analysis lists, as legal moves, each with
    /// the group of like moves it stands for: what a position whose moves
    /// are too many to list (a huge heap decided by its quotient) is played
    /// by. All of them when [`crate::compound::WinningMoves::complete`].
    ///
    /// ```
    /// use grundy_engine::play::{Game, MiserePlay};
    /// let p = MiserePlay::new(Game::parse(&["kayles=1000000000", "kayles=7"]).unwrap()).unwrap();
    /// let winning = p.listed_winning();
    /// assert!(!winning.is_empty());
    /// assert!(winning.iter().all(|(m, _)| m.winning && !p.after_move(m).analysis().first_player_wins));
    /// ```
    pub fn listed_winning(&self) -> Vec<(LegalMove, Option<crate::component::MoveFamily>)> {
        self.verdicts
            .0
            .winning
            .listed
            .iter()
            .filter_map(|w| w.parts.first())
            .map(|part| {
                let mut m = self.game.part_played(part);
                m.winning = true;
                m.value = BigNat::ZERO;
                (m, part.family.clone())
            })
            .collect()
    }

    /// The sum behind it, under normal play.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// How the misère verdict was found, in words: the SJ theorem's case
    /// where its condition holds, else genus theory's where every component
    /// is tame, else why neither applies and the search.
    ///
    /// ```
    /// use grundy_engine::play::{Game, MiserePlay};
    /// let sj = MiserePlay::new(Game::parse(&["nim=1", "nim=1", "nim=3"]).unwrap()).unwrap();
    /// assert_eq!(sj.explain().id(), "misere-sum-anti-sg");
    /// // A row of 4 reaches two rows of 1, of value 0 but not over; every
    /// // position of it has a nim-heap's genus. A row of 5 has genus 4^146.
    /// let tame = MiserePlay::new(Game::parse(&["kayles=4"]).unwrap()).unwrap();
    /// assert_eq!(tame.explain().id(), "misere-sum-genus");
    /// let wild = MiserePlay::new(Game::parse(&["kayles=5"]).unwrap()).unwrap();
    /// assert_eq!(wild.explain().id(), "misere-sum-search");
    /// ```
    pub fn explain(&self) -> Message {
        let a = &self.verdicts.0;
        let values = Arg::list(Join::Values, &a.values);
        let wins = Arg::yes(a.first_player_wins);
        let one = BigNat::from(1u8);
        let xor = a.values.iter().fold(BigNat::from(0u8), |x, v| x.xor(v));
        let big = Arg::yes(a.values.iter().any(|v| *v > one));
        match &a.method {
            MisereMethod::Parts { parts } => {
                let all: Vec<&BigNat> = parts.iter().flatten().collect();
                msg!(
                    "misere-sum-parts",
                    parts = Arg::list(Join::Values, &all),
                    xor = all.iter().fold(BigNat::from(0u8), |x, v| x.xor(v)),
                    big = Arg::yes(all.iter().any(|v| **v > one)),
                    wins = wins
                )
            }
            MisereMethod::AntiSg => msg!(
                "misere-sum-anti-sg",
                values = values,
                xor = xor,
                big = big,
                wins = wins
            ),
            MisereMethod::Genus {
                component,
                position,
                genera,
            } => {
                let genera = Message::items(
                    Join::Words {
                        between: "text-semicolon",
                        last: "text-semicolon",
                    },
                    genera
                        .iter()
                        .enumerate()
                        .map(|(i, g)| {
                            msg!("misere-sum-component-genus", component = i + 1, genus = g).into()
                        })
                        .collect(),
                );
                msg!(
                    "misere-sum-genus",
                    component = component + 1,
                    position = position,
                    genera = genera,
                    values = values,
                    xor = xor,
                    big = big,
                    wins = wins
                )
            }
            MisereMethod::Search {
                component,
                position,
                wild_component,
                wild,
                positions,
            } => msg!(
                "misere-sum-search",
                values = values,
                component = component + 1,
                position = position,
                wild_component = wild_component + 1,
                wild = wild.position,
                genus = wild.genus,
                positions = positions,
                wins = wins
            ),
            MisereMethod::Quotient(q) => msg!(
                "misere-sum-quotient",
                code = q.code.as_str(),
                elements = q.elements,
                relations = q.relations.join(", "),
                p = Arg::list(Join::Values, &q.p_portion),
                how = q.reach(),
                product = q.product.as_str(),
                wins = wins
            ),
        }
    }
}

impl Verdicts<Game> for SumVerdicts {
    fn first_player_wins(&self, _: &Game) -> bool {
        self.0.first_player_wins
    }

    fn winning(&self, game: &Game, m: &LegalMove) -> bool {
        if self.0.winning.complete {
            self.0.winning.listed.iter().any(|w| {
                w.parts
                    .iter()
                    .any(|p| p.component == m.component && p.after == m.after)
            })
        } else {
            // More winning moves than are listed: the position left,
            // decided on its own (it reaches no more than this one).
            let (_, left) = self.after(game, m);
            !left.0.first_player_wins
        }
    }

    /// A sum that is a whole game under misère play (Nim piles are misère
    /// Nim) is played as that game plays, so that `grundy play nim …
    /// --misere`, the same piles as a sum and the web playground pick the
    /// same moves: the move of the whole game's, in the same pile.
    fn computer_move(&self, game: &Game, moves: &[LegalMove], limit: usize) -> Option<LegalMove> {
        let (kind, whole) = whole_under_misere(game)?;
        let chosen = whole.computer_move(limit).ok()??;
        let pile = chosen.component;
        let after = format!("{kind}={}", chosen.after_numbers.get(pile)?);
        moves
            .iter()
            .find(|m| m.component == pile && m.after == after)
            .cloned()
    }

    /// A winning move the analysis lists (found without listing every
    /// move: a sum decided by its quotient, at any size), else the most
    /// lasting move of a component.
    fn unlisted_move(&self, game: &Game) -> Option<LegalMove> {
        let winning = self.0.winning.listed.first().and_then(|w| w.parts.first());
        match winning {
            Some(part) if self.0.first_player_wins => Some(game.part_played(part)),
            _ => game.lasting_unlisted(),
        }
    }

    fn after(&self, game: &Game, m: &LegalMove) -> (Game, Self) {
        // Every position the sum after a move reaches, and every position
        // its components reach, this one reaches too: within the budget.
        let next = game.after(m);
        let analysis = misere(&components(&next), Budget::DEFAULT)
            .expect("a position reached from one within the budget is within it");
        (next, SumVerdicts(analysis))
    }
}

/// The kind of every component of `game` and the whole game played under
/// misère play on their numbers, where they are all of one kind whose
/// misère play is a whole game of its own ([`whole::misere_of`]: Nim, whose
/// is misère Nim), one number each.
fn whole_under_misere(game: &Game) -> Option<(&str, Box<dyn Playable>)> {
    let mut kind: Option<(&str, &'static WholeGame)> = None;
    let mut numbers = Vec::with_capacity(game.components().len());
    for text in game.components() {
        let (name, number) = text.split_once('=')?;
        match kind {
            Some((k, _)) if k != name => return None,
            Some(_) => {}
            None => kind = Some((name, whole::misere_of(name)?)),
        }
        numbers.push(BigNat::parse_decimal(number)?);
    }
    let (name, whole) = kind?;
    Some((name, whole.build(None, numbers, false).ok()?))
}

/// The components of `game`, read again from their texts, as
/// [`crate::compound`] takes them.
fn components(game: &Game) -> Vec<Box<dyn Component>> {
    game.components()
        .iter()
        .map(|t| parse_component(t).expect("a component written by its own describe reads back"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::tests::typed_moves_are_the_listed_ones;
    use crate::play::Playable;
    use rustc_hash::FxHashMap;

    /// Whether the player to move wins `game` under misère play, by
    /// exhaustive search from the rules (normal-play moves of the sum).
    fn misere_wins(game: &Game, memo: &mut FxHashMap<String, bool>) -> bool {
        let key = game.describe();
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        let moves = game.legal_moves(100_000).unwrap();
        let w = moves.is_empty() || moves.iter().any(|m| !misere_wins(&game.after(m), memo));
        memo.insert(key, w);
        w
    }

    /// The computer, moving from `p`, wins against every reply.
    fn wins_against_every_reply(p: &dyn Playable, depth: usize) -> bool {
        assert!(depth < 60, "game too long");
        let Some(m) = p.computer_move(100_000).unwrap() else {
            // No move: under misère play that is a win for the player to move.
            return true;
        };
        let next = p.after(&m);
        let replies = next.legal_moves(100_000).unwrap();
        // The opponent left without a move wins under misère play.
        !replies.is_empty()
            && replies
                .iter()
                .all(|r| wins_against_every_reply(&*next.after(r), depth + 1))
    }

    const STARTS: [&[&str]; 11] = [
        &["nim=1", "nim=1", "nim=3"],
        &["nim=2", "nim=2"],
        &["kayles=5"],
        &["kayles=3", "kayles=4"],
        &["dawsons-kayles=6"],
        &["wythoff=2,3"],
        &["grundys-game=7"],
        &["sub:1,3,4=9"],
        &["nim=2", "bounded:2=4"],
        &["staircase=2,1,3"],
        &["0.137=8"],
    ];

    /// Every position reachable from `game`, once each.
    fn reachable(game: Game, out: &mut FxHashMap<String, Game>) {
        let key = game.describe();
        if out.contains_key(&key) {
            return;
        }
        let moves = game.legal_moves(100_000).unwrap();
        let nexts: Vec<Game> = moves.iter().map(|m| game.after(m)).collect();
        out.insert(key, game);
        for n in nexts {
            reachable(n, out);
        }
    }

    #[test]
    fn verdicts_and_labels_match_an_exhaustive_misere_search_everywhere() {
        let mut memo = FxHashMap::default();
        for start in STARTS {
            let mut all = FxHashMap::default();
            reachable(Game::parse(start).unwrap(), &mut all);
            for (text, game) in all {
                let want = misere_wins(&game, &mut memo);
                let moves = game.legal_moves(100_000).unwrap();
                let p = MiserePlay::new(game).unwrap();
                assert_eq!(p.first_player_wins(), want, "{start:?}: {text}");
                let labelled = p.legal_moves(100_000).unwrap();
                assert_eq!(labelled.len(), moves.len(), "{text}");
                for m in &labelled {
                    let left = misere_wins(&p.game().after(m), &mut memo);
                    assert_eq!(m.winning, !left, "{text}: {:?}", m.description);
                }
            }
        }
    }

    #[test]
    fn the_computer_wins_under_misere_play_from_every_winning_start() {
        let mut memo = FxHashMap::default();
        let mut tried = 0;
        for start in STARTS {
            let mut all = FxHashMap::default();
            reachable(Game::parse(start).unwrap(), &mut all);
            for (text, game) in all {
                if !misere_wins(&game, &mut memo) {
                    continue;
                }
                let p = MiserePlay::new(game).unwrap();
                assert!(wins_against_every_reply(&p, 0), "{start:?}: {text}");
                tried += 1;
            }
        }
        assert!(tried > 50, "{tried}");
    }

    /// Nim piles under misère play, as a sum, move as misère Nim does (the
    /// game `grundy play nim … --misere` plays): the same pile to the same
    /// size, won or lost, whichever move the search by remoteness picks.
    #[test]
    fn nim_piles_under_misere_play_are_played_as_misere_nim() {
        let mut piles = vec![vec![1], vec![4]];
        for a in 0..5u64 {
            for b in 0..5 {
                piles.push(vec![a, b]);
                for c in 0..6 {
                    piles.push(vec![a, b, c]);
                }
            }
        }
        piles.extend([vec![1, 2, 3, 4], vec![2, 2, 3, 7], vec![1, 1, 1, 1, 6]]);
        for p in piles.into_iter().filter(|p| p.iter().any(|&n| n > 0)) {
            let texts: Vec<String> = p.iter().map(|n| format!("nim={n}")).collect();
            let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
            let sum = MiserePlay::new(Game::parse(&refs).unwrap()).unwrap();
            let numbers = p.iter().map(|&n| BigNat::from(n)).collect();
            let alone = whole::MISERE_NIM.build(None, numbers, false).unwrap();
            let (s, w) = (
                sum.computer_move(1000).unwrap().unwrap(),
                alone.computer_move(1000).unwrap().unwrap(),
            );
            assert_eq!((s.component, s.winning), (w.component, w.winning), "{p:?}");
            assert_eq!(
                s.after,
                format!("nim={}", w.after_numbers[w.component]),
                "{p:?}"
            );
        }
        // Not Nim alone: the usual choice.
        let mixed = MiserePlay::new(Game::parse(&["nim=2", "kayles=3"]).unwrap()).unwrap();
        assert!(whole_under_misere(mixed.game()).is_none());
    }

    /// Regression: a huge heap has too many moves to list, and the
    /// computer's move (and the hint) needed the list, so `grundy play`
    /// under misère play stopped at a row of 10^9 pins that the quotient
    /// decides. It now plays the quotient's winning move, and from a lost
    /// position a component's most lasting move.
    #[test]
    fn huge_heaps_under_misere_play_are_played_without_a_list_of_moves() {
        let p = MiserePlay::new(Game::parse(&["kayles=1000000000", "kayles=7"]).unwrap()).unwrap();
        assert!(p.legal_moves(20_000).is_err());
        assert!(p.first_player_wins());
        let m = p.computer_move(20_000).unwrap().unwrap();
        assert!(m.winning, "{:?}", m.description);
        let left = p.after_move(&m);
        assert!(!left.first_player_wins());
        assert_eq!(left.game().components()[m.component], m.after);
        // Every move from there wins for the mover's opponent: the
        // computer, now losing, still moves.
        let lasting = left.computer_move(20_000).unwrap().unwrap();
        assert!(!lasting.winning);
        assert!(left.after_move(&lasting).first_player_wins());
    }

    #[test]
    fn typed_moves_under_misere_play_are_the_listed_moves() {
        for start in [&["nim=2", "nim=3"][..], &["kayles=4"], &["wythoff=2,1"]] {
            let p = MiserePlay::new(Game::parse(start).unwrap()).unwrap();
            typed_moves_are_the_listed_ones(&p, 3);
        }
    }
}
