//! Misère Nim and Moore's Nim_k played move by move: piles whose moves
//! are labelled by outcome, having no Grundy values that add up.

use super::{LegalMove, Playable};
use crate::component::{typed_index, typed_number, MoveError, TooManyMoves};
use crate::num::{BigNat, Natural};
use grundy_text::{msg, Message};

/// Piles where a move reduces one pile (misère Nim) or up to `k` piles
/// (Moore's Nim_k); these have no Grundy values that add up, so moves are
/// labelled by outcome.
pub struct Piles {
    piles: Vec<BigNat>,
    rule: PileRule,
}

/// Which pile game [`Piles`] plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PileRule {
    /// Misère Nim: whoever takes the last counter loses.
    Misere,
    /// Moore's Nim_k: a move reduces from 1 to `k` piles (`k` of any size,
    /// shown as given).
    Moore(BigNat),
    /// Moore's Nim_k under misère play: whoever takes the last counter
    /// loses.
    MooreMisere(BigNat),
}

impl Piles {
    /// A position of misère Nim or Moore's Nim_k.
    ///
    /// ```
    /// use grundy_engine::play::{Piles, PileRule, Playable};
    /// let p = Piles::new(vec![1u64.into(), 1u64.into(), 1u64.into()], PileRule::Misere);
    /// assert!(!p.first_player_wins());
    /// let k2 = Piles::new(vec![1u64.into(), 1u64.into()], PileRule::Moore(2u64.into()));
    /// assert!(k2.computer_move(100).unwrap().unwrap().winning);
    /// ```
    pub fn new(piles: Vec<BigNat>, rule: PileRule) -> Self {
        Piles { piles, rule }
    }

    fn wins(&self, piles: &[BigNat]) -> bool {
        match &self.rule {
            PileRule::Misere => crate::misere_nim::outcome(piles).first_player_wins(),
            PileRule::Moore(k) => {
                crate::moore::outcome(piles, crate::moore::effective_k(k)).first_player_wins()
            }
            PileRule::MooreMisere(k) => {
                crate::moore::misere_outcome(piles, crate::moore::effective_k(k))
                    .first_player_wins()
            }
        }
    }
}

impl Playable for Piles {
    fn describe(&self) -> String {
        let piles: Vec<String> = self.piles.iter().map(ToString::to_string).collect();
        match &self.rule {
            PileRule::Misere => format!("misere {}", piles.join(" ")),
            PileRule::Moore(k) => format!("moore:{k} {}", piles.join(" ")),
            PileRule::MooreMisere(k) => format!("moore-misere:{k} {}", piles.join(" ")),
        }
    }
    fn position(&self) -> Message {
        let piles: Vec<String> = self.piles.iter().map(ToString::to_string).collect();
        match &self.rule {
            PileRule::Misere => msg!("play-describe-misere", piles = piles.join(" ")),
            PileRule::Moore(k) => msg!("play-describe-moore", k = k, piles = piles.join(" ")),
            PileRule::MooreMisere(k) => {
                msg!("play-describe-moore-misere", k = k, piles = piles.join(" "))
            }
        }
    }
    fn grundy(&self) -> Option<BigNat> {
        None
    }
    fn first_player_wins(&self) -> bool {
        self.wins(&self.piles)
    }
    /// Misère Nim's rule, and Moore's theorem for misère play; Nim_k under
    /// normal play is explained from its family.
    fn explain_verdict(&self) -> Option<grundy_text::Text> {
        match &self.rule {
            PileRule::Misere => Some(crate::misere_nim::explain(&self.piles)),
            PileRule::Moore(_) => None,
            PileRule::MooreMisere(k) => Some(crate::moore::misere_rule(k).into()),
        }
    }
    fn legal_moves(&self, limit: usize) -> Result<Vec<LegalMove>, TooManyMoves> {
        let small: Vec<u64> = self
            .piles
            .iter()
            .map(|p| p.to_u64().filter(|&p| p <= limit as u64))
            .collect::<Option<_>>()
            .ok_or(TooManyMoves { limit })?;
        let k = match &self.rule {
            PileRule::Misere => 1,
            PileRule::Moore(k) | PileRule::MooreMisere(k) => {
                crate::moore::effective_k(k).min(small.len() as u64) as usize
            }
        };
        let mut out = Vec::new();
        let mut after = small.clone();
        // Every way to lower between 1 and k piles, pile by pile.
        fn extend(
            piles: &[u64],
            from: usize,
            touched: usize,
            k: usize,
            after: &mut Vec<u64>,
            visit: &mut dyn FnMut(&[u64]) -> bool,
        ) -> bool {
            if from == piles.len() {
                return touched == 0 || visit(after);
            }
            if !extend(piles, from + 1, touched, k, after, visit) {
                return false;
            }
            if touched < k {
                for to in (0..piles[from]).rev() {
                    after[from] = to;
                    if !extend(piles, from + 1, touched + 1, k, after, visit) {
                        after[from] = piles[from];
                        return false;
                    }
                }
                after[from] = piles[from];
            }
            true
        }
        let complete = extend(&small, 0, 0, k, &mut after, &mut |next| {
            if out.len() >= limit {
                return false;
            }
            let next: Vec<BigNat> = next.iter().map(|&x| BigNat::from(x)).collect();
            out.push(self.to(next));
            true
        });
        if !complete {
            return Err(TooManyMoves { limit });
        }
        Ok(out)
    }
    fn lowered(
        &self,
        parts: &mut super::remoteness::table::Parts,
    ) -> Option<super::remoteness::table::Product> {
        use super::remoteness::table::{Coordinate, MovesRead, Product};
        let mut coordinates = Vec::with_capacity(self.piles.len());
        for p in &self.piles {
            // A pile of n has n (n + 1) / 2 moves over its positions.
            let n = p.to_u64().filter(|&n| n <= 1 << 16)?;
            parts.moves_left = parts.moves_left.checked_sub((n * (n + 1) / 2) as usize)?;
            coordinates.push(Coordinate::pile(n as u32));
        }
        let (at_once, misere) = match &self.rule {
            PileRule::Misere => (1, true),
            PileRule::Moore(k) => (crate::moore::effective_k(k), false),
            PileRule::MooreMisere(k) => (crate::moore::effective_k(k), true),
        };
        Some(Product {
            at_once: (at_once as usize).clamp(1, coordinates.len().max(1)),
            coordinates,
            misere,
            moves_read: MovesRead::PileSizes,
        })
    }
    fn after(&self, m: &LegalMove) -> Box<dyn Playable> {
        Box::new(Piles {
            piles: m.after_numbers.clone(),
            rule: self.rule.clone(),
        })
    }
    fn move_syntax(&self) -> Vec<(String, grundy_text::Message)> {
        match &self.rule {
            PileRule::Misere => vec![("P N".into(), grundy_text::msg!("syntax-misere"))],
            PileRule::Moore(k) | PileRule::MooreMisere(k) => {
                vec![(
                    "P N [P N …]".into(),
                    grundy_text::msg!("syntax-moore", k = k),
                )]
            }
        }
    }
    fn read_move(&self, words: &[&str]) -> Result<LegalMove, MoveError> {
        let pattern = match &self.rule {
            PileRule::Misere => Message::plain("P N"),
            PileRule::Moore(_) | PileRule::MooreMisere(_) => {
                msg!(
                    "move-pattern-or-several",
                    one = "P N",
                    several = "P N P N …"
                )
            }
        };
        if words.is_empty() || !words.len().is_multiple_of(2) {
            return Err(MoveError::new(grundy_text::msg!(
                "move-error-typed",
                pattern = pattern
            )));
        }
        let mut next = self.piles.clone();
        let mut changed = Vec::new();
        for pair in words.chunks(2) {
            let i = typed_index(pair[0], &grundy_text::msg!("noun-pile"), self.piles.len())?;
            let n = typed_number(pair[1], &grundy_text::msg!("noun-amount"))?;
            if changed.contains(&i) {
                return Err(MoveError::new(grundy_text::msg!(
                    "move-error-named-twice",
                    pile = i + 1
                )));
            }
            if Natural::is_zero(&n) {
                return Err(MoveError::new(grundy_text::msg!("move-error-each-pile")));
            }
            if n > self.piles[i] {
                return Err(MoveError::new(grundy_text::msg!(
                    "move-error-pile-only",
                    pile = i + 1,
                    size = self.piles[i]
                )));
            }
            next[i] = &self.piles[i] - &n;
            changed.push(i);
        }
        let most = match &self.rule {
            PileRule::Misere => BigNat::ONE,
            PileRule::Moore(k) | PileRule::MooreMisere(k) => k.clone(),
        };
        if BigNat::from(changed.len()) > most {
            return Err(MoveError::new(grundy_text::msg!(
                "move-error-most-piles",
                most = most
            )));
        }
        Ok(self.to(next))
    }
}

impl Piles {
    /// The move to the piles `next` (some of them lowered), labelled, told
    /// pile by pile in pile order.
    fn to(&self, next: Vec<BigNat>) -> LegalMove {
        let changed: Vec<usize> = (0..next.len())
            .filter(|&i| next[i] != self.piles[i])
            .collect();
        let description = grundy_text::Message::items(
            grundy_text::Join::Words {
                between: "move-list-separator",
                last: "move-list-separator",
            },
            changed
                .iter()
                .map(|&i| {
                    grundy_text::msg!(
                        "move-take-from-pile",
                        amount = &self.piles[i] - &next[i],
                        pile = i + 1
                    )
                    .into()
                })
                .collect(),
        );
        let opponent_wins = self.wins(&next);
        LegalMove {
            component: changed[0],
            description,
            after: next
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" "),
            value: BigNat::from(u8::from(opponent_wins)),
            winning: !opponent_wins,
            remaining: next.iter().fold(BigNat::ZERO, |s, p| s + p),
            after_numbers: next,
        }
    }
}

#[cfg(test)]
mod pile_tests {
    use super::*;

    fn wins_against_every_reply(p: &dyn Playable, depth: usize) -> bool {
        assert!(depth < 60, "game too long");
        let Some(m) = p.computer_move(100_000).unwrap() else {
            // No move: under misère play that is a win for the player to move.
            return p.first_player_wins();
        };
        let next = p.after(&m);
        let replies = next.legal_moves(100_000).unwrap();
        if replies.is_empty() {
            return !next.first_player_wins();
        }
        replies
            .iter()
            .all(|r| wins_against_every_reply(&*next.after(r), depth + 1))
    }

    #[test]
    fn typed_moves_of_misere_nim_and_nim_k_are_the_listed_moves() {
        for (piles, rule) in [
            (&[2u64, 3, 1][..], PileRule::Misere),
            (&[2, 1, 3], PileRule::Moore(2u64.into())),
            (&[1, 2], PileRule::Moore(5u64.into())),
        ] {
            let p = Piles::new(piles.iter().map(|&x| BigNat::from(x)).collect(), rule);
            crate::play::tests::typed_moves_are_the_listed_ones(&p, 4);
        }
    }

    #[test]
    fn the_computer_wins_misere_nim_and_nim_k_from_every_winning_start() {
        let starts: [(&[u64], PileRule); 5] = [
            (&[1, 1], PileRule::Misere),
            (&[2, 3, 2], PileRule::Misere),
            (&[3, 1, 2], PileRule::Moore(2u64.into())),
            (&[2, 2, 1], PileRule::Moore(2u64.into())),
            (&[3, 5], PileRule::Moore(1u64.into())),
        ];
        for (piles, rule) in starts {
            let p = Piles::new(
                piles.iter().map(|&x| BigNat::from(x)).collect(),
                rule.clone(),
            );
            assert!(p.first_player_wins(), "{piles:?} {rule:?}");
            assert!(wins_against_every_reply(&p, 0), "{piles:?} {rule:?}");
        }
    }

    /// Whether the player to move wins Nim_k under misère play, by
    /// exhaustive search over the moves of the rules.
    fn misere_search(
        piles: &[u64],
        k: usize,
        memo: &mut std::collections::HashMap<Vec<u64>, bool>,
    ) -> bool {
        if let Some(&w) = memo.get(piles) {
            return w;
        }
        let p = Piles::new(
            piles.iter().map(|&x| BigNat::from(x)).collect(),
            PileRule::Moore(BigNat::from(k as u64)),
        );
        let moves = p.legal_moves(100_000).unwrap();
        let w = moves.is_empty()
            || moves.iter().any(|m| {
                let next: Vec<u64> = m
                    .after_numbers
                    .iter()
                    .map(|x| x.to_u64().unwrap())
                    .collect();
                !misere_search(&next, k, memo)
            });
        memo.insert(piles.to_vec(), w);
        w
    }

    #[test]
    fn misere_nim_k_matches_an_exhaustive_search_and_the_computer_wins_it() {
        for k in 1..=3usize {
            let mut memo = std::collections::HashMap::new();
            for n in 0..=4usize {
                let mut piles = vec![0u64; n];
                loop {
                    let rule = PileRule::MooreMisere(BigNat::from(k as u64));
                    let p = Piles::new(piles.iter().map(|&x| BigNat::from(x)).collect(), rule);
                    let want = misere_search(&piles, k, &mut memo);
                    assert_eq!(p.first_player_wins(), want, "k={k} {piles:?}");
                    for m in p.legal_moves(100_000).unwrap() {
                        let next: Vec<u64> = m
                            .after_numbers
                            .iter()
                            .map(|x| x.to_u64().unwrap())
                            .collect();
                        assert_eq!(
                            m.winning,
                            !misere_search(&next, k, &mut memo),
                            "k={k} {piles:?}"
                        );
                    }
                    if want {
                        assert!(wins_against_every_reply(&p, 0), "k={k} {piles:?}");
                    }
                    // The next piles, each up to 3.
                    let Some(i) = piles.iter().position(|&x| x < 3) else {
                        break;
                    };
                    piles[i] += 1;
                    for x in &mut piles[..i] {
                        *x = 0;
                    }
                }
            }
        }
    }
}
