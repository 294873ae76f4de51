use super::*;

fn answer(input: &str) -> Result<String, String> {
    let mut out = Vec::new();
    match P6560.answer(input.as_bytes(), &mut out) {
        Ok(()) => Ok(String::from_utf8(out).unwrap()),
        Err(e) => Err(e.to_string()),
    }
}

/// The rules' outcome of the token on `x`, by a plain fixed point with no
/// queue nor counters: a vertex is won if one of its moves reaches y or a
/// lost vertex, lost if every move (none, for a dead end) reaches a won
/// vertex other than y; the sweeps repeat until nothing changes, and what
/// is neither is a draw.
fn by_the_rules(n: usize, edges: &[(usize, usize)], x: usize, y: usize) -> &'static str {
    let mut won = vec![false; n + 1];
    let mut lost = vec![false; n + 1];
    loop {
        let mut changed = false;
        for v in 1..=n {
            if v == y || won[v] || lost[v] {
                continue;
            }
            let moves: Vec<usize> = edges.iter().filter(|e| e.0 == v).map(|e| e.1).collect();
            if moves.iter().any(|&w| w == y || lost[w]) {
                won[v] = true;
                changed = true;
            } else if moves.iter().all(|&w| w != y && won[w]) {
                lost[v] = true;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    match (won[x], lost[x]) {
        (true, _) => "1",
        (_, true) => "-1",
        _ => "0",
    }
}

fn input(n: usize, edges: &[(usize, usize)], rounds: &[(usize, usize)]) -> String {
    let mut s = format!("{n} {} {}\n", edges.len(), rounds.len());
    for (u, v) in edges {
        s += &format!("{u} {v}\n");
    }
    for (x, y) in rounds {
        s += &format!("{x} {y}\n");
    }
    s
}

/// Every directed graph of 2 to 4 vertices (every edge set, self-loops
/// included), every round x ≠ y.
#[test]
fn every_graph_of_up_to_4_vertices_agrees_with_the_rules() {
    for n in 2..=4usize {
        let pairs: Vec<(usize, usize)> =
            (1..=n).flat_map(|u| (1..=n).map(move |v| (u, v))).collect();
        let rounds: Vec<(usize, usize)> = (1..=n)
            .flat_map(|x| (1..=n).filter(move |&y| y != x).map(move |y| (x, y)))
            .collect();
        for set in 0u32..1 << pairs.len() {
            let edges: Vec<(usize, usize)> = (0..pairs.len())
                .filter(|&i| set >> i & 1 == 1)
                .map(|i| pairs[i])
                .collect();
            let expected: String = rounds
                .iter()
                .map(|&(x, y)| format!("{}\n", by_the_rules(n, &edges, x, y)))
                .collect();
            let text = input(n, &edges, &rounds);
            assert_eq!(answer(&text).unwrap(), expected, "{text}");
        }
    }
}

/// Random graphs of 6 to 8 vertices, with repeated edges and self-loops.
#[test]
fn random_graphs_of_6_to_8_vertices_agree_with_the_rules() {
    let mut rng = Rng::new(6560);
    for _ in 0..400 {
        let n = rng.range(6, 8) as usize;
        let m = rng.range(0, 3 * n as u64) as usize;
        let edges: Vec<(usize, usize)> = (0..m)
            .map(|_| {
                (
                    rng.range(1, n as u64) as usize,
                    rng.range(1, n as u64) as usize,
                )
            })
            .collect();
        let rounds: Vec<(usize, usize)> = (1..=n)
            .flat_map(|x| (1..=n).filter(move |&y| y != x).map(move |y| (x, y)))
            .collect();
        let expected: String = rounds
            .iter()
            .map(|&(x, y)| format!("{}\n", by_the_rules(n, &edges, x, y)))
            .collect();
        let text = input(n, &edges, &rounds);
        assert_eq!(answer(&text).unwrap(), expected, "{text}");
    }
}

#[test]
fn the_samples() {
    let one = "7 7 1\n1 2\n2 3\n3 4\n4 5\n3 6\n7 5\n6 7\n1 5\n";
    assert_eq!(answer(one).unwrap(), "1\n");
    let two = "5 5 2\n1 2\n2 3\n3 1\n3 4\n4 5\n1 5\n4 3\n";
    assert_eq!(answer(two).unwrap(), "0\n1\n");
}

#[test]
fn malformed_input_is_refused_at_its_token() {
    let e = answer("2 1 1\n1 x\n1 2\n").unwrap_err();
    assert!(e.starts_with("line 2, column 3: "), "{e}");
    let e = answer("2 1 1\n1 3\n1 2\n").unwrap_err();
    assert!(e.starts_with("line 2, column 3: "), "{e}");
    let e = answer("2 1 1\n1 2\n2 2\n").unwrap_err();
    assert!(e.starts_with("line 3, column 3: "), "{e}");
    let e = answer("2 1 1\n1 2\n1 2 5\n").unwrap_err();
    assert!(e.starts_with("line 3, column 5: "), "{e}");
    let e = answer("200000 0 1\n1 2\n").unwrap_err();
    assert!(e.starts_with("line 1, column 1: "), "{e}");
}

/// The generator's inputs are valid and answered.
#[test]
fn generated_inputs_are_valid() {
    let mut rng = Rng::new(1);
    for size in [12u64, 60, 400] {
        for _ in 0..50 {
            let mut inp = Input {
                set: vec![],
                cases: vec![],
            };
            let mut tags = Vec::new();
            P6560.generate(&mut rng, 1, size, size, &mut inp, &mut tags);
            assert!(P6560.is_valid(&inp), "{inp:?}");
            let text = inp.render(Problem::P6560);
            answer(&text).unwrap();
            assert!(!P6560.explain(&inp, &inp.cases[0]).is_empty());
        }
    }
}
