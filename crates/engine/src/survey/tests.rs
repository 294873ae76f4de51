use super::*;

/// Every game of the families named, surveyed, against its values and
/// period computed from its own rules (no standard form, no rare/common
/// engine): the largest value and where it first comes, and a proven
/// period that holds over every value computed.
fn check_family(pattern: &str, to: usize) {
    let games = family(pattern).unwrap();
    for task in plan(&games) {
        let computed = task.compute(to, &Budget::default());
        for member in &task.members {
            let row = computed.row(member, to);
            let summary = row.summary.as_ref().unwrap();
            let own = member.game.sequence_direct(to + 1);
            let largest = *own.iter().max().unwrap();
            let at = own.iter().position(|&v| v == largest).unwrap();
            assert_eq!(
                (summary.largest, summary.largest_at),
                (largest, at),
                "{}",
                member.game
            );
            if let Some(p) = summary.period {
                for n in p.preperiod..=to - p.period {
                    assert_eq!(
                        u64::from(own[n + p.period]),
                        u64::from(own[n]) + p.saltus,
                        "{}: the period {} from {}",
                        member.game,
                        p.period,
                        p.preperiod
                    );
                }
                // The least preperiod: the heap before it breaks the period.
                if let Some(e) = p.last_exception() {
                    assert_ne!(
                        u64::from(own[e + p.period]),
                        u64::from(own[e]) + p.saltus,
                        "{}: preperiod {} is not the least",
                        member.game,
                        p.preperiod
                    );
                }
            }
        }
    }
}

#[test]
fn every_two_digit_code_and_its_rows() {
    check_family("0.xy", 3000);
    check_family("4.xy", 3000);
}

/// Hexadecimal codes (a split into three heaps): by the direct method, no
/// cousins.
#[test]
fn every_hexadecimal_code_of_one_digit() {
    check_family("0.X", 300);
    check_family("0.8X", 200);
}

#[test]
fn every_subtraction_set_to_six() {
    check_family("sub:1..6", 500);
}

/// Winning Ways' and OEIS's periods of solved octal games (OEIS gives "the
/// last exception", the heap before the preperiod) and the cousins OEIS
/// names beside them, which the survey reads off one computation.
#[test]
fn published_periods() {
    let table: &[(&str, usize, usize)] = &[
        // code, period, last exception
        ("0.77", 12, 70),
        ("0.137", 34, 51),
        ("0.177", 20, 496),
        ("0.45", 20, 497),
        ("0.473", 20, 497),
        ("0.117", 48, 46),
        ("0.051", 48, 47),
        ("0.1377", 24, 140),
        ("0.074", 24, 141),
        ("0.463", 24, 142),
        ("0.11377", 32, 186),
        ("0.0177", 32, 187),
        ("0.047", 32, 188),
        ("4.102", 10, 7),
        ("4.113", 10, 7),
    ];
    let games: Vec<HeapGame> = table
        .iter()
        .map(|(g, ..)| HeapGame::parse(g).unwrap())
        .collect();
    let tasks = plan(&games);
    assert!(tasks.len() < games.len(), "cousins share a computation");
    for task in &tasks {
        let computed = task.compute(4000, &Budget::default());
        for member in &task.members {
            let row = computed.row(member, 4000);
            let p = row.summary.unwrap().period.expect("proven");
            let (_, period, last) = table
                .iter()
                .find(|(g, ..)| HeapGame::parse(g).unwrap() == member.game)
                .unwrap();
            assert_eq!(
                (p.period, p.last_exception()),
                (*period, Some(*last)),
                "{}",
                member.game
            );
        }
    }
}

/// 0.127: period 4 from heap 46578 (Gangolli and Plambeck), proven only
/// with about twice that many values; before, no period.
#[test]
fn a_period_is_proven_only_when_its_values_are_in() {
    let games = vec![HeapGame::parse("0.127").unwrap()];
    let task = &plan(&games)[0];
    let early = task
        .compute(50_000, &Budget::default())
        .row(&task.members[0], 50_000);
    assert_eq!(early.summary.unwrap().period, None);
    let late = task
        .compute(1 << 17, &Budget::default())
        .row(&task.members[0], 1 << 17);
    let p = late.summary.unwrap().period.unwrap();
    assert_eq!((p.period, p.last_exception()), (4, Some(46577)));
}

#[test]
fn a_game_past_the_budget_is_missing_with_why() {
    let games = vec![HeapGame::parse("0.F").unwrap()];
    let task = &plan(&games)[0];
    let row = task
        .compute(5000, &Budget { options: 1000 })
        .row(&task.members[0], 5000);
    assert_eq!(row.summary.unwrap_err().id(), "survey-too-much-work");
}

/// The misère columns of every 0.xy code read off its standard form's
/// quotient equal the code's own quotient over the same heaps: |Q|, |P|,
/// and Φ's period and preperiod where proved.
#[test]
fn misere_columns_of_cousins_are_their_own() {
    let games = family("0.xy").unwrap();
    // Heaps to 10: 0.76's quotient takes tens of seconds by heap 12.
    let limits = Limits {
        heaps: 10,
        ..Limits::default()
    };
    for task in plan(&games) {
        let computed = task.compute_with_quotient(100, &Budget::default(), Some(&limits));
        for member in &task.members {
            let row = computed.row(member, 100).misere.unwrap();
            let HeapGame::TakeAndBreak(code) = &member.game else {
                unreachable!()
            };
            // A proved period the code's own building proves later (the
            // heaps without moves in front delay it): built further then.
            let heaps = if row.period.is_some() { 300 } else { row.heaps };
            let own = Quotient::build(
                code,
                &Limits {
                    heaps,
                    ..Limits::default()
                },
                |_| {},
            );
            let own_period = own.period.map(|p| (p.period, p.preperiod));
            assert_eq!(
                (row.size, row.p_size, row.period, row.tame),
                (
                    own.monoid.len(),
                    own.monoid.p_elements().len(),
                    own_period,
                    own.tame()
                ),
                "{}",
                member.game
            );
        }
    }
}

/// The non-trivial solved games of tczajka/octal-games (SolvedGames.md:
/// prefix, period, the largest value and its first heap), and its unsolved
/// 0.04 and 0.06 to 2^17 and 0.6 and Grundy's game to 2^21 (UnsolvedGames.md:
/// the largest value and where, the last rare heap of 0.6).
#[test]
fn published_tables_of_solved_and_unsolved_games() {
    let solved: &[(&str, usize, usize, u32, usize)] = &[
        ("0.156", 3479, 349, 23, 1032),
        ("0.356", 7315, 142, 19, 86),
        ("0.644", 3256, 442, 64, 333),
        ("0.165", 5181, 1550, 25, 620),
        ("0.45", 498, 20, 8, 37),
        ("0.56", 326640, 144, 64, 22778),
    ];
    let to = 1_000_000;
    for &(code, preperiod, period, largest, at) in solved {
        let games = [HeapGame::parse(code).unwrap()];
        let task = &plan(&games)[0];
        let row = task
            .compute(to, &Budget::default())
            .row(&task.members[0], to);
        let s = row.summary.unwrap();
        let p = s.period.expect("proven");
        assert_eq!(
            (p.preperiod, p.period, s.largest, s.largest_at),
            (preperiod, period, largest, at),
            "{code}"
        );
    }
    for (game, largest, at) in [("0.6", 319, 1274955), ("grundys-game", 231, 763622)] {
        let mut run = crate::research::Research::new(&HeapGame::parse(game).unwrap()).unwrap();
        run.advance(1 << 21, 1 << 21, |_| {}).unwrap();
        assert_eq!(run.largest(), (largest, at), "{game}");
        assert!(run.proof().is_none(), "{game}");
        if game == "0.6" {
            assert_eq!(run.rare_heaps().last(), Some(&20627));
        }
    }
    for (code, largest, at) in [("0.04", 1024, 109363), ("0.06", 1045, 127083)] {
        let games = [HeapGame::parse(code).unwrap()];
        let task = &plan(&games)[0];
        let row = task
            .compute(1 << 17, &Budget::default())
            .row(&task.members[0], 1 << 17);
        let s = row.summary.unwrap();
        assert_eq!(
            (s.period, s.largest, s.largest_at),
            (None, largest, at),
            "{code}"
        );
    }
}

/// Every trivially solved game of tczajka/octal-games (TrivialGames.md: 82
/// codes of up to three digits whose period shows in 1000 values, by
/// Winning Ways's octal and `4.` codes): the survey's proven period and
/// least preperiod are the table's, and the values the table lists (the
/// prefix and one period) are the game's own from its rules.
#[test]
fn published_table_of_trivial_games() {
    let table = include_str!("published/tczajka_trivial.txt");
    let mut rows = 0;
    for line in table.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split(' ').collect();
        let [name, prefix, period, nimbers] = fields[..] else {
            panic!("a row of four fields: {line}");
        };
        let code = match name {
            _ if name.starts_with('.') => format!("0{name}"),
            _ if !name.contains('.') => format!("{name}."),
            _ => name.to_string(),
        };
        let (prefix, period): (usize, usize) = (prefix.parse().unwrap(), period.parse().unwrap());
        let games = [HeapGame::parse(&code).unwrap()];
        let task = &plan(&games)[0];
        let row = task
            .compute(4000, &Budget::default())
            .row(&task.members[0], 4000);
        let p = row.summary.unwrap().period.expect("proven");
        assert_eq!(
            (p.preperiod, p.period, p.saltus),
            (prefix, period, 0),
            "{code}"
        );
        let listed: Vec<u32> = nimbers.chars().map(|c| c.to_digit(36).unwrap()).collect();
        assert_eq!(listed.len(), prefix + period, "{code}");
        assert_eq!(games[0].sequence_direct(listed.len()), listed, "{code}");
        rows += 1;
    }
    assert_eq!(rows, 82);
}
