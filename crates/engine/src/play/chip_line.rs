//! Chips on a line played move by move.

use super::{LegalMove, Playable};
use crate::component::{typed_index, typed_number, MoveError, TooManyMoves};
use crate::num::{BigNat, Natural};
use crate::staircase::{Chips, ChipsError};

/// Chips on a line (POJ 1704) played move by move: a move slides one chip
/// left to a free cell, never onto or past another chip, never off the line
/// (cells are numbered from 1). Valued as the staircase of the gaps in
/// front of the chips ([`crate::staircase::Chips`]).
pub struct ChipLine {
    chips: Chips<BigNat>,
}

impl ChipLine {
    /// Chips on these cells (any order), or why they are not a position.
    ///
    /// ```
    /// use grundy_engine::play::{ChipLine, Playable};
    /// let line = ChipLine::new(vec![1u64.into(), 5u64.into()]).unwrap();
    /// let moves = line.legal_moves(100).unwrap();
    /// assert_eq!(moves.len(), 3); // the chip on 5 to 4, 3 or 2
    /// assert_eq!(moves.iter().filter(|m| m.winning).count(), 1);
    /// assert!(ChipLine::new(vec![2u64.into(), 2u64.into()]).is_err());
    /// ```
    pub fn new(cells: Vec<BigNat>) -> Result<Self, ChipsError<BigNat>> {
        Ok(ChipLine {
            chips: Chips::new(cells)?,
        })
    }

    /// The chips' cells, in the order given.
    pub fn cells(&self) -> &[BigNat] {
        self.chips.cells()
    }

    /// Where a chip on `from` must stop: the nearest chip to its left, or
    /// cell 0 (off the line).
    fn stop(&self, from: &BigNat) -> BigNat {
        self.cells()
            .iter()
            .filter(|c| *c < from)
            .max()
            .cloned()
            .unwrap_or(BigNat::ZERO)
    }

    /// Chip `chip` slid to cell `to`, a legal move.
    fn slide(&self, chip: usize, to: BigNat) -> LegalMove {
        let m = crate::staircase::ChipMove {
            chip,
            from: self.cells()[chip].clone(),
            to,
        };
        let after = self.chips.apply(&m);
        let next = Chips::new(after.clone()).expect("a slide keeps the chips apart");
        let value = next.grundy();
        let remaining = next
            .staircase()
            .iter()
            .enumerate()
            .fold(BigNat::ZERO, |sum, (i, c)| sum + c * BigNat::from(i + 1));
        LegalMove {
            component: chip,
            description: m.message(),
            after: after
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" "),
            after_numbers: after,
            winning: Natural::is_zero(&value),
            value,
            remaining,
        }
    }
}

impl Playable for ChipLine {
    fn lowered(
        &self,
        parts: &mut super::remoteness::table::Parts,
    ) -> Option<super::remoteness::table::Product> {
        use super::remoteness::table::{Coordinate, MovesRead, Product};
        let cells = self
            .cells()
            .iter()
            .map(|c| c.to_u64().and_then(|c| u32::try_from(c).ok()))
            .collect::<Option<Vec<u32>>>()?;
        // A chip slides to any free cell between it and the chip before it.
        let rules = |at: &[u32], out: &mut Vec<u32>| {
            for (i, &c) in at.iter().enumerate() {
                let stop = at.iter().copied().filter(|&o| o < c).max().unwrap_or(0);
                for to in stop + 1..c {
                    let from = out.len();
                    out.extend_from_slice(at);
                    out[from + i] = to;
                }
            }
        };
        Some(Product {
            coordinates: vec![Coordinate::explicit(cells, rules, parts)?],
            at_once: 1,
            misere: false,
            moves_read: MovesRead::Numbers,
        })
    }
    fn describe(&self) -> String {
        let cells: Vec<String> = self.cells().iter().map(ToString::to_string).collect();
        format!("chips {}", cells.join(" "))
    }
    fn position(&self) -> grundy_text::Message {
        let cells: Vec<String> = self.cells().iter().map(ToString::to_string).collect();
        grundy_text::msg!("play-describe-chips", cells = cells.join(" "))
    }
    fn grundy(&self) -> Option<BigNat> {
        Some(self.chips.grundy())
    }
    fn moves_name_their_part(&self) -> bool {
        false
    }
    fn first_player_wins(&self) -> bool {
        self.chips.outcome().first_player_wins()
    }
    fn legal_moves(&self, limit: usize) -> Result<Vec<LegalMove>, TooManyMoves> {
        let cells = self.cells();
        let mut out = Vec::new();
        for (chip, from) in cells.iter().enumerate() {
            let stop = self.stop(from);
            let free = from - &stop - BigNat::ONE;
            let free = free
                .to_u64()
                .filter(|&f| f <= (limit - out.len()) as u64)
                .ok_or(TooManyMoves { limit })?;
            for d in 1..=free {
                out.push(self.slide(chip, from - &BigNat::from(d)));
            }
        }
        Ok(out)
    }
    fn move_syntax(&self) -> Vec<(String, grundy_text::Message)> {
        vec![("C T".into(), grundy_text::msg!("syntax-chips"))]
    }
    fn read_move(&self, words: &[&str]) -> Result<LegalMove, MoveError> {
        let [chip, to] = <[&str; 2]>::try_from(words)
            .map_err(|_| MoveError::new(grundy_text::msg!("move-error-typed", pattern = "C T")))?;
        let cells = self.cells();
        let chip = typed_index(chip, &grundy_text::msg!("noun-chip"), cells.len())?;
        let to = typed_number(to, &grundy_text::msg!("noun-cell"))?;
        let from = &cells[chip];
        let stop = self.stop(from);
        if to >= *from || to <= stop {
            return Err(MoveError::new(grundy_text::msg!(
                "move-error-chip-slide",
                chip = chip + 1,
                from = from,
                stop = stop
            )));
        }
        Ok(self.slide(chip, to))
    }
    fn after(&self, m: &LegalMove) -> Box<dyn Playable> {
        Box::new(ChipLine {
            chips: Chips::new(m.after_numbers.clone()).expect("a legal move keeps the chips apart"),
        })
    }
}

#[cfg(test)]
mod chip_tests {
    use super::*;

    #[test]
    fn typed_moves_of_chips_are_the_listed_moves() {
        for cells in [&[1u64, 5][..], &[3, 7, 4], &[2, 6, 9]] {
            let line = ChipLine::new(cells.iter().map(|&c| BigNat::from(c)).collect()).unwrap();
            crate::play::tests::typed_moves_are_the_listed_ones(&line, 2);
        }
    }

    /// Whether the player to move wins, from the rules alone: slide a chip
    /// left to a free cell with no chip between.
    fn wins_by_rules(cells: &[u64]) -> bool {
        (0..cells.len()).any(|i| {
            let stop = cells.iter().filter(|&&c| c < cells[i]).max().copied();
            (stop.unwrap_or(0) + 1..cells[i]).any(|to| {
                let mut next = cells.to_vec();
                next[i] = to;
                !wins_by_rules(&next)
            })
        })
    }

    #[test]
    fn every_chip_move_is_legal_and_labelled_as_the_rules_say() {
        let cases: [(&str, &[u64]); 6] = [
            ("one chip on cell 1: no move", &[1]),
            ("one chip far out", &[4]),
            ("packed at the start: lost", &[1, 2, 3]),
            ("POJ 1704's sample", &[1, 5, 6]),
            ("given out of order", &[6, 2, 4]),
            ("a gap in front of each", &[2, 5, 7]),
        ];
        for (name, cells) in cases {
            let line = ChipLine::new(cells.iter().map(|&c| BigNat::from(c)).collect()).unwrap();
            assert_eq!(line.first_player_wins(), wins_by_rules(cells), "{name}");
            let moves = line.legal_moves(1000).unwrap();
            // Each chip can go to every free cell between it and the chip to its left.
            let expected: u64 = cells
                .iter()
                .map(|&c| c - cells.iter().filter(|&&x| x < c).max().copied().unwrap_or(0) - 1)
                .sum();
            assert_eq!(moves.len() as u64, expected, "{name}");
            for m in &moves {
                let next: Vec<u64> = m
                    .after_numbers
                    .iter()
                    .map(|c| c.to_u64().unwrap())
                    .collect();
                assert_eq!(
                    m.winning,
                    !wins_by_rules(&next),
                    "{name}: {}",
                    m.description.id()
                );
                assert_eq!(line.after(m).first_player_wins(), !m.winning, "{name}");
            }
        }
    }

    #[test]
    fn too_many_chip_moves_are_refused() {
        let line = ChipLine::new(vec![BigNat::from(10_000u64)]).unwrap();
        assert_eq!(
            line.legal_moves(100).unwrap_err(),
            TooManyMoves { limit: 100 }
        );
    }
}
