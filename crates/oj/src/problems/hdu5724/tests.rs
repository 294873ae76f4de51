use super::*;
use std::collections::HashMap;

fn answer(input: &str) -> Result<String, String> {
    let mut out = Vec::new();
    match Hdu5724.answer(input.as_bytes(), &mut out) {
        Ok(()) => Ok(String::from_utf8(out).unwrap()),
        Err(e) => Err(e.to_string()),
    }
}

/// The statement's moves on a board of rows of `width` squares, each a
/// Vec of occupied flags: a piece moves to the square on its right if
/// empty, else jumps over the run of pieces to the first empty square;
/// never off the board.
fn options(board: &[Vec<bool>], width: usize) -> Vec<Vec<Vec<bool>>> {
    let mut out = Vec::new();
    for (r, row) in board.iter().enumerate() {
        for p in 0..width {
            if !row[p] {
                continue;
            }
            let mut q = p + 1;
            while q < width && row[q] {
                q += 1;
            }
            if q < width {
                let mut next = board.to_vec();
                next[r][p] = false;
                next[r][q] = true;
                out.push(next);
            }
        }
    }
    out
}

fn searched(board: &[Vec<bool>], width: usize, memo: &mut HashMap<Vec<Vec<bool>>, bool>) -> bool {
    if let Some(&w) = memo.get(board) {
        return w;
    }
    let w = options(board, width)
        .iter()
        .any(|next| !searched(next, width, memo));
    memo.insert(board.to_vec(), w);
    w
}

fn row(mask: u32, width: u32) -> Vec<bool> {
    (0..width).map(|p| mask >> p & 1 == 1).collect()
}

#[test]
fn boards_of_fewer_columns_are_the_searched_game() {
    for width in 1..=6u32 {
        let v = values(width);
        let memo = &mut HashMap::new();
        for a in 0..1u32 << width {
            for b in 0..1u32 << width {
                let board = vec![row(a, width), row(b, width)];
                assert_eq!(
                    v[a as usize] ^ v[b as usize] != 0,
                    searched(&board, width as usize, memo),
                    "width {width}, rows {a:b} {b:b}"
                );
            }
        }
    }
}

#[test]
fn rows_of_twenty_with_up_to_three_pieces_are_the_searched_game() {
    let t = table();
    let memo = &mut HashMap::new();
    let mut masks = vec![0u32];
    for a in 0..20 {
        masks.push(1 << a);
        for b in a + 1..20 {
            masks.push(1 << a | 1 << b);
            for c in b + 1..20 {
                masks.push(1 << a | 1 << b | 1 << c);
            }
        }
    }
    for m in masks {
        let board = vec![row(m, 20)];
        assert_eq!(t[m as usize] != 0, searched(&board, 20, memo), "{m:b}");
    }
}

#[test]
fn the_sample_and_refusals() {
    assert_eq!(
        answer("2\n1\n2 19 20\n2\n1 19\n1 18\n").unwrap(),
        "NO\nYES\n"
    );
    assert_eq!(answer("1\n1\n0\n").unwrap(), "NO\n");
    for (input, at) in [
        ("1\n1\n2 3 3\n", "column 5"),
        ("1\n1\n1 21\n", "line 3, column 3"),
        ("1\n1\n1 0\n", "column 3"),
        ("1\n1\n21\n", "line 3, column 1"),
        ("1\n1\n1 x\n", "x"),
        ("1\n2\n1 1\n", "row 2"),
    ] {
        let e = answer(input).unwrap_err();
        assert!(e.contains(at), "{input:?}: {e}");
    }
}
