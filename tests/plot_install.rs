//! `grundy` as an installed tool and its pictures: shell completions and
//! manual pages, help that stands alone without the repository, `seq --csv`,
//! `--plot` checked before any work and drawn with `--no-text`, the
//! two-pile heat map and the coin-turning board.
//!
//! Golden files live in tests/golden; run with `GRUNDY_BLESS=1` to rewrite
//! them after an intended change, and review the diff.

mod common;

use common::{answer, grundy};
use std::path::PathBuf;

/// A fresh folder of this test binary's temporary directory.
fn scratch(name: &str) -> PathBuf {
    common::scratch(&format!("plot-install-{name}"))
}

/// The commands `grundy --help` lists (without `help`).
fn subcommands() -> Vec<String> {
    let help = answer(&["--help"], "");
    let names: Vec<String> = help
        .lines()
        .skip_while(|l| *l != "Commands:")
        .skip(1)
        .take_while(|l| !l.is_empty())
        .filter(|l| l.starts_with("  ") && !l.starts_with("   "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|name| *name != "help")
        .map(str::to_string)
        .collect();
    for expected in ["nim", "seq", "two-pile", "completions", "man"] {
        assert!(
            names.iter().any(|n| n == expected),
            "{expected} in {names:?}"
        );
    }
    names
}

#[test]
fn completions_for_every_shell_name_every_command() {
    let commands = subcommands();
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let script = answer(&["completions", shell], "");
        assert!(script.len() > 1000, "{shell}: {} bytes", script.len());
        for command in &commands {
            assert!(script.contains(command.as_str()), "{shell}: {command}");
        }
        // Flags of the commands, too.
        for flag in ["no-text", "plot", "csv", "up-to"] {
            assert!(script.contains(flag), "{shell}: {flag}");
        }
    }
}

#[test]
fn the_manual_page_names_every_command_and_each_has_its_own() {
    let commands = subcommands();
    let page = answer(&["man"], "");
    assert!(page.contains(".TH grundy 1"), "{}", &page[..200]);
    for command in &commands {
        // roff escapes the hyphen: grundy\-seq(1).
        let reference = format!("grundy\\-{}(1)", command.replace('-', "\\-"));
        assert!(page.contains(&reference), "{reference} in grundy(1)");
        let own = answer(&["man", command], "");
        assert!(
            own.contains(&format!(".TH grundy-{command} 1")),
            "{command}: {}",
            &own[..200.min(own.len())]
        );
    }
    let seq = answer(&["man", "seq"], "");
    for flag in ["\\-\\-csv", "\\-\\-no\\-text", "\\-\\-plot"] {
        assert!(seq.contains(flag), "{flag} in grundy-seq(1)");
    }

    let dir = scratch("man").join("man1");
    let out = grundy(&["man", "--out", dir.to_str().unwrap()], "");
    assert_eq!(out.status.code(), Some(0));
    let mut written: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    written.sort();
    let mut expected: Vec<String> = commands.iter().map(|c| format!("grundy-{c}.1")).collect();
    expected.push("grundy.1".into());
    expected.sort();
    assert_eq!(written, expected);
    assert_eq!(
        std::fs::read_to_string(dir.join("grundy.1")).unwrap(),
        page,
        "the page written is the page printed"
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "wrote {} pages to {}: grundy.1 and grundy-COMMAND.1 for each command\n",
            expected.len(),
            dir.display()
        )
    );
}

#[test]
fn help_points_at_no_file_of_the_repository() {
    let mut texts = vec![("grundy --help".to_string(), answer(&["--help"], ""))];
    for command in subcommands() {
        texts.push((
            format!("grundy {command} --help"),
            answer(&[&command, "--help"], ""),
        ));
    }
    texts.push(("grundy oj --list".into(), answer(&["oj", "--list"], "")));
    for (what, text) in &texts {
        for file in ["docs/", "README", "BENCHMARKS", ".md"] {
            assert!(!text.contains(file), "{what} mentions {file}:\n{text}");
        }
    }
}

#[test]
fn seq_csv_holds_the_values_json_holds() {
    let cases: &[(&str, &str, &str)] = &[
        ("kayles, proven", "kayles", "200"),
        ("a subtraction set", "sub:1,2,5", "30"),
        ("arithmetic, Lasker's Nim", "laskers-nim", "40"),
        ("no period seen", "0.07", "120"),
        ("G(0) only", "nim", "1"),
    ];
    for (name, game, up_to) in cases {
        let csv = answer(&["seq", game, "--up-to", up_to, "--csv"], "");
        let json: serde_json::Value =
            serde_json::from_str(&answer(&["seq", game, "--up-to", up_to, "--json"], "")).unwrap();
        let values: Vec<u64> = json["values"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_u64().unwrap())
            .collect();
        let mut lines = csv.lines();
        assert_eq!(lines.next(), Some("n,value"), "{name}");
        let rows: Vec<(usize, u64)> = lines
            .map(|l| {
                let (n, g) = l.split_once(',').unwrap();
                (n.parse().unwrap(), g.parse().unwrap())
            })
            .collect();
        assert_eq!(rows.len(), values.len(), "{name}");
        for (i, &(n, g)) in rows.iter().enumerate() {
            assert_eq!((n, g), (i, values[i]), "{name}: row {i}");
        }
    }
    common::check_golden(
        "seq_subtraction_csv",
        &answer(&["seq", "sub:1,2", "--up-to", "8", "--csv"], ""),
    );
}

#[test]
fn inapplicable_flags_are_refused() {
    let cases: &[(&str, &[&str], &str)] = &[
        (
            "seq csv and json",
            &["seq", "nim", "--csv", "--json"],
            "the argument '--csv' cannot be used with '--json'",
        ),
        (
            "seq row with csv",
            &["seq", "nim", "--row", "5", "--csv"],
            "the argument '--row <W>' cannot be used with '--csv'",
        ),
        (
            "seq misere with plot",
            &["seq", "kayles", "--misere", "--plot", "x.png"],
            "the argument '--misere' cannot be used with '--plot <FILE>'",
        ),
        (
            "seq misere with row",
            &["seq", "kayles", "--misere", "--row", "3"],
            "the argument '--misere' cannot be used with '--row <W>'",
        ),
        (
            "seq no-text without plot",
            &["seq", "nim", "--no-text"],
            "the following required arguments were not provided:\n  --plot <FILE>",
        ),
        (
            "seq no-text and json",
            &["seq", "nim", "--plot", "x.png", "--no-text", "--json"],
            "cannot be used with",
        ),
        (
            "two-pile csv and json",
            &["two-pile", "one", "--table", "--csv", "--json"],
            "the argument '--csv' cannot be used with '--json'",
        ),
        (
            "two-pile no-text and table",
            &["two-pile", "one", "--plot", "x.png", "--no-text", "--table"],
            "the argument '--no-text' cannot be used with '--table'",
        ),
        (
            "wythoff no-text without plot",
            &["wythoff", "--map", "5", "--no-text"],
            "--plot <FILE>",
        ),
        (
            "wythoff no-text and csv",
            &[
                "wythoff",
                "--table",
                "5",
                "--csv",
                "--plot",
                "x.png",
                "--no-text",
            ],
            "cannot be used with",
        ),
        (
            "two-pile plot too large for svg",
            &["two-pile", "one", "--size", "300", "--plot", "x.svg"],
            "error: --plot: a heat map of 300 x 300 cells is too large for SVG",
        ),
        (
            "an unknown shell",
            &["completions", "tcsh"],
            "invalid value 'tcsh' for '<SHELL>'",
        ),
        (
            "man of no command",
            &["man", "chess"],
            "error: man: there is no command \"chess\"; the commands are nim, misere,",
        ),
        (
            "man of a command into a folder",
            &["man", "seq", "--out", "x"],
            "cannot be used with",
        ),
    ];
    for (name, args, message) in cases {
        let out = grundy(args, "");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{name}: {err}");
        assert!(err.contains(message), "{name}: {err}");
        assert!(out.stdout.is_empty(), "{name}: nothing is printed");
    }
}

/// Every command that takes `--plot FILE`, with the rest of its arguments.
const PLOTTING: &[(&str, &[&str])] = &[
    ("seq", &["seq", "kayles", "--up-to", "100"]),
    ("wythoff map", &["wythoff", "--map", "12"]),
    ("wythoff table", &["wythoff", "--table", "12"]),
    ("two-pile", &["two-pile", "one,both<2", "--size", "12"]),
    ("coins row", &["coins", "mock", "1", "4", "6"]),
    ("coins board", &["coins", "corners", "2:3", "4:1"]),
];

#[test]
fn a_plot_into_a_missing_folder_is_refused_before_any_output() {
    let dir = scratch("missing");
    for (name, args) in PLOTTING {
        for file in ["no-such-folder/p.png", "no/such/folder/p.svg"] {
            let path = dir.join(file);
            let mut argv = args.to_vec();
            argv.extend(["--plot", path.to_str().unwrap()]);
            let out = grundy(&argv, "");
            assert_eq!(out.status.code(), Some(2), "{name}");
            assert!(out.stdout.is_empty(), "{name}: nothing is printed");
            assert_eq!(
                String::from_utf8_lossy(&out.stderr),
                format!(
                    "error: --plot: cannot write {}: there is no folder {}; create it first, or \
                     give another path\n",
                    path.display(),
                    path.parent().unwrap().display()
                ),
                "{name}"
            );
        }
        // A folder where the file should be.
        let taken = dir.join("taken.png");
        std::fs::create_dir_all(&taken).unwrap();
        let mut argv = args.to_vec();
        argv.extend(["--plot", taken.to_str().unwrap()]);
        let out = grundy(&argv, "");
        assert_eq!(out.status.code(), Some(2), "{name}");
        assert!(out.stdout.is_empty(), "{name}: nothing is printed");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.starts_with(&format!(
                "error: --plot: cannot write {}: ",
                taken.display()
            )),
            "{name}: {err}"
        );
    }
}

#[test]
fn a_plot_is_drawn_with_the_text_or_alone() {
    let dir = scratch("drawn");
    for (name, args) in PLOTTING {
        let text = answer(args, "");
        for format in ["png", "svg"] {
            let path = dir.join(format!("{}.{format}", name.replace(' ', "-")));
            let mut argv = args.to_vec();
            argv.extend(["--plot", path.to_str().unwrap()]);
            let with = grundy(&argv, "");
            assert_eq!(with.status.code(), Some(0), "{name}");
            assert_eq!(String::from_utf8_lossy(&with.stdout), text, "{name}");
            assert!(path.exists(), "{name}");
            std::fs::remove_file(&path).unwrap();

            argv.push("--no-text");
            let alone = grundy(&argv, "");
            assert_eq!(alone.status.code(), Some(0), "{name}");
            assert!(alone.stdout.is_empty(), "{name}: no text");
            assert_eq!(
                String::from_utf8_lossy(&alone.stderr),
                format!("wrote {}\n", path.display()),
                "{name}"
            );
            let bytes = std::fs::read(&path).unwrap();
            match format {
                "png" => assert!(bytes.starts_with(b"\x89PNG"), "{name}"),
                _ => assert!(String::from_utf8(bytes).unwrap().contains("<svg"), "{name}"),
            }
        }
    }
}

#[test]
fn the_sequence_plot_says_what_was_proven() {
    let dir = scratch("period");
    let cases: &[(&str, &str, &str, &[&str])] = &[
        (
            "proven",
            "kayles",
            "200",
            &[
                "period 12 from n = 71, proven",
                "the preperiod: G(0) … G(70)",
                "one period: G(71) … G(82), 12 values",
            ],
        ),
        (
            "observed",
            "laskers-nim",
            "60",
            &[
                "arithmetic period 4 (saltus 4) from n = 1, observed up to n = 60, not proven",
                "G(n + 4) = G(n) + 4",
            ],
        ),
        ("unseen", "0.07", "120", &["no period seen up to n = 120"]),
    ];
    for (name, game, up_to, texts) in cases {
        let path = dir.join(format!("{name}.svg"));
        let out = grundy(
            &[
                "seq",
                game,
                "--up-to",
                up_to,
                "--plot",
                path.to_str().unwrap(),
                "--no-text",
            ],
            "",
        );
        assert_eq!(out.status.code(), Some(0), "{name}");
        let svg = std::fs::read_to_string(&path).unwrap();
        for text in *texts {
            assert!(svg.contains(text), "{name}: {text:?}");
        }
    }
}

#[test]
fn the_two_pile_plot_is_the_table_of_the_rules() {
    let path = scratch("two-pile").join("t.svg");
    let out = grundy(
        &[
            "two-pile",
            "one[..3],both",
            "--size",
            "10",
            "--plot",
            path.to_str().unwrap(),
            "--no-text",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0));
    let svg = std::fs::read_to_string(&path).unwrap();
    assert!(svg.contains(
        "Two-pile game one[..3],both: the Grundy values G(a, b) with both piles below 10"
    ));
    // The P-positions of the table, in red: one cell each, beside the red
    // band of the scale and the two lines of its note.
    let json: serde_json::Value = serde_json::from_str(&answer(
        &[
            "two-pile",
            "one[..3],both",
            "--size",
            "10",
            "--table",
            "--json",
        ],
        "",
    ))
    .unwrap();
    let zeros = json["grundy"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|row| row.as_array().unwrap())
        .filter(|g| g.as_u64() == Some(0))
        .count();
    assert_eq!(zeros, 15);
    assert_eq!(svg.matches("fill=\"#E61928\"").count(), zeros + 3);
}

#[test]
fn completions_and_pages_that_cannot_be_written_are_errors_not_panics() {
    for args in [&["completions", "zsh"][..], &["man"], &["man", "seq"]] {
        let Some(out) = common::grundy_into_a_full_disk(args) else {
            return; // not on Linux
        };
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
        assert!(err.starts_with("error: cannot write"), "{args:?}: {err}");
    }
    // A folder that cannot be made is bad input, named.
    let file = scratch("man-out").join("a-file");
    std::fs::write(&file, "").unwrap();
    let out = grundy(&["man", "--out", file.join("man1").to_str().unwrap()], "");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.starts_with(&format!(
            "error: --out: cannot create {}",
            file.join("man1").display()
        )),
        "{err}"
    );
}

/// The texts of an SVG, in order.
fn svg_texts(svg: &str) -> Vec<String> {
    svg.split("<text")
        .skip(1)
        .filter_map(|t| Some(t[t.find('>')? + 1..t.find("</text>")?].trim().to_string()))
        .collect()
}

#[test]
fn the_coins_plot_is_the_position_and_its_first_winning_move() {
    // The fills of heads and tails and the rings' stroke, as the SVG writes them.
    const HEAD: &str = "fill=\"#26345A\"";
    const TAIL: &str = "fill=\"#E8EBF0\"";
    const RING: &str = "stroke=\"#D95F02\"";
    struct Case {
        name: &'static str,
        args: &'static [&'static str],
        status: i32,
        coins: usize,
        heads: usize,
        ringed: usize,
        texts: &'static [&'static str],
    }
    let cases = [
        Case {
            name: "Mock Turtles, two winning moves",
            args: &["coins", "mock", "1", "4", "6"],
            status: 0,
            coins: 6,
            heads: 3,
            ringed: 3,
            texts: &[
                "Mock Turtles (rule mock)",
                "value 13 (*13): first player wins; coins numbered from 1",
                "1",
                "7",
                "11",
                "ringed: the first winning move (of 2), turn coins 1, 4 and 6",
            ],
        },
        Case {
            name: "Turning Corners on a board",
            args: &["coins", "corners", "2:3", "4:1"],
            status: 0,
            coins: 12,
            heads: 2,
            ringed: 2,
            texts: &[
                "Turning Corners (rule corners)",
                "value 5 (*5): first player wins; coins numbered from 1, x along and y down",
                "4",
                "ringed: the first winning move, turn coins 1:1 and 4:1",
            ],
        },
        Case {
            name: "a lost row, written as its faces",
            args: &["coins", "ruler", "THHTHH"],
            status: 0,
            coins: 6,
            heads: 4,
            ringed: 0,
            texts: &[
                "value 0: first player loses; coins numbered from 1",
                "no winning move: every move leaves the opponent a winning position",
            ],
        },
        Case {
            name: "a code without a name",
            args: &["coins", "1-2x1+C", "3:4"],
            status: 0,
            coins: 12,
            heads: 1,
            ringed: 1,
            texts: &[
                "Coins turned by rule 1-2x1+C, on a board",
                "ringed: the first winning move, turn coin 3:4",
            ],
        },
        Case {
            name: "too many moves to list: the verdict, nothing ringed",
            args: &["coins", "1+", "22"],
            status: 1,
            coins: 22,
            heads: 1,
            ringed: 0,
            texts: &[
                "value 2097152 (*2097152): first player wins; coins numbered from 1",
                "the winning moves are too many to list: none is ringed",
            ],
        },
    ];
    let dir = scratch("coins");
    for case in cases {
        let path = dir.join(format!("{}.svg", case.heads * 100 + case.coins));
        let mut argv = case.args.to_vec();
        argv.extend(["--plot", path.to_str().unwrap(), "--no-text"]);
        let out = grundy(&argv, "");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(case.status), "{}: {err}", case.name);
        assert!(out.stdout.is_empty(), "{}", case.name);
        assert!(
            err.ends_with(&format!("wrote {}\n", path.display())),
            "{}: {err}",
            case.name
        );
        let svg = std::fs::read_to_string(&path).unwrap();
        let texts = svg_texts(&svg);
        // A swatch of each in the legend; a ring there only beside rings.
        assert_eq!(svg.matches(HEAD).count(), case.heads + 1, "{}", case.name);
        assert_eq!(
            svg.matches(TAIL).count(),
            case.coins - case.heads + 1,
            "{}",
            case.name
        );
        let rings = case.ringed + usize::from(case.ringed > 0);
        assert_eq!(svg.matches(RING).count(), rings, "{}", case.name);
        for t in case.texts {
            assert!(
                texts.iter().any(|w| w == t),
                "{}: {t:?} in {texts:?}",
                case.name
            );
        }
    }
}
