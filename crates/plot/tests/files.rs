//! The pictures are written as PNG or SVG files, and every failure is an
//! error, never a panic.

use grundy_engine::wythoff::{grundy_table, outcome};
use grundy_plot::{
    grundy_heatmap_image, wythoff_grundy_heatmap, wythoff_p_positions, Format, PlotError,
};
use std::path::PathBuf;

const PNG_MAGIC: &[u8] = b"\x89PNG\r\n\x1a\n";

/// A fresh path in the temporary directory, unique to this test process.
fn temp(name: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("grundy-plot-{}-{name}", std::process::id()));
    let _ = std::fs::remove_file(&path);
    path
}

#[test]
fn p_positions_are_written_as_png() {
    let path = temp("p.png");
    wythoff_p_positions(&path, 60).unwrap();
    let bytes = std::fs::read(&path).unwrap();
    assert!(bytes.starts_with(PNG_MAGIC));
    std::fs::remove_file(&path).unwrap();
}

#[test]
fn p_positions_are_written_as_svg_with_labelled_axes_and_every_point() {
    let n = 30;
    let path = temp("p.svg");
    wythoff_p_positions(&path, n).unwrap();
    let svg = std::fs::read_to_string(&path).unwrap();
    assert!(svg.contains("<svg"));
    for text in [
        "first pile a",
        "second pile b",
        "P-positions",
        "b = φa",
        "b = a/φ",
    ] {
        assert!(svg.contains(text), "{text:?} is in the SVG");
    }
    // One dot per P-position below n, and one for each of the two legend entries.
    let lost = (0..n as u64)
        .flat_map(|a| (0..n as u64).map(move |b| (a, b)))
        .filter(|(a, b)| !outcome(a, b).first_player_wins())
        .count();
    assert_eq!(svg.matches("<circle").count(), lost + 2);
    std::fs::remove_file(&path).unwrap();
}

#[test]
fn heat_maps_are_written_as_png_and_svg() {
    let n = 32;
    let table = grundy_table(n);
    let png = temp("g.png");
    wythoff_grundy_heatmap(&png, &table, n).unwrap();
    assert!(std::fs::read(&png).unwrap().starts_with(PNG_MAGIC));
    std::fs::remove_file(&png).unwrap();

    let svg = temp("g.SVG");
    wythoff_grundy_heatmap(&svg, &table, n).unwrap();
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(text.contains("<svg"));
    for label in ["first pile a", "second pile b", "G(a, b)", "P-positions"] {
        assert!(text.contains(label), "{label:?} is in the SVG");
    }
    std::fs::remove_file(&svg).unwrap();
}

#[test]
fn small_heat_maps_show_their_values() {
    let texts = |n: usize| {
        let svg = grundy_heatmap_image(&grundy_table(n), n, Format::Svg).unwrap();
        String::from_utf8(svg).unwrap().matches("<text").count()
    };
    // Up to 16 × 16 each cell has its value written in; beyond, only the labels.
    assert!(texts(16) >= 256 + 10, "{}", texts(16));
    assert!(texts(17) < 60, "{}", texts(17));
}

#[test]
fn other_extensions_are_refused_and_nothing_is_written() {
    for name in ["p.bmp", "p.jpg", "p", "p.png.txt"] {
        let path = temp(name);
        let e = wythoff_p_positions(&path, 10).unwrap_err();
        assert!(
            matches!(e, PlotError::UnsupportedExtension { .. }),
            "{name}: {e}"
        );
        let message = e.to_string();
        assert!(
            message.contains(name) && message.contains(".png or .svg"),
            "{message}"
        );
        assert!(!path.exists(), "{name} is not written");

        let e = wythoff_grundy_heatmap(&path, &grundy_table(4), 4).unwrap_err();
        assert!(
            matches!(e, PlotError::UnsupportedExtension { .. }),
            "{name}: {e}"
        );
    }
}

#[test]
fn an_unwritable_path_is_an_error_naming_it() {
    let path = temp("no-such-directory").join("p.png");
    let e = wythoff_p_positions(&path, 10).unwrap_err();
    match &e {
        PlotError::Write { path: p, source } => {
            assert_eq!(p, &path);
            assert_eq!(source.kind(), std::io::ErrorKind::NotFound);
        }
        other => panic!("expected a write error, found {other:?}"),
    }
    let message = e.to_string();
    assert!(
        message.starts_with(&format!("cannot write {}: ", path.display())),
        "{message}"
    );

    // A directory is not a file either (this holds even for root).
    let dir = temp("dir.svg");
    std::fs::create_dir_all(&dir).unwrap();
    let e = wythoff_grundy_heatmap(&dir, &grundy_table(4), 4).unwrap_err();
    assert!(matches!(e, PlotError::Write { .. }), "{e}");
    std::fs::remove_dir(&dir).unwrap();
}

#[test]
fn a_table_of_the_wrong_size_or_too_large_is_an_error() {
    let e = grundy_heatmap_image(&grundy_table(4), 5, Format::Png).unwrap_err();
    assert!(matches!(e, PlotError::TableSize { len: 16, n: 5 }), "{e}");

    let n = Format::Svg.heatmap_limit() + 1;
    let e = grundy_heatmap_image(&vec![0; n * n], n, Format::Svg).unwrap_err();
    assert!(matches!(e, PlotError::TooLarge { .. }), "{e}");
    assert!(e.to_string().contains("too large for SVG"), "{e}");
}

#[test]
fn the_smallest_pictures_are_drawn() {
    for format in [Format::Png, Format::Svg] {
        assert!(!grundy_plot::p_positions_image(1, format)
            .unwrap()
            .is_empty());
        assert!(!grundy_heatmap_image(&[0], 1, format).unwrap().is_empty());
        // No piles at all: an empty frame, not a panic.
        assert!(!grundy_plot::p_positions_image(0, format)
            .unwrap()
            .is_empty());
        assert!(!grundy_heatmap_image(&[], 0, format).unwrap().is_empty());
    }
}

#[test]
fn writability_is_checked_before_any_work() {
    let folder = temp("check-folder");
    std::fs::create_dir_all(&folder).unwrap();
    let existing = folder.join("old.svg");
    std::fs::write(&existing, "kept").unwrap();
    let a_file = folder.join("plain.txt");
    std::fs::write(&a_file, "").unwrap();
    enum Expect {
        Fine,
        NoFolder,
        Extension,
        Write,
    }
    let cases: &[(&str, PathBuf, Expect)] = &[
        (
            "a new file in a folder",
            folder.join("new.png"),
            Expect::Fine,
        ),
        ("an existing file", existing.clone(), Expect::Fine),
        (
            "a missing folder",
            folder.join("missing/p.png"),
            Expect::NoFolder,
        ),
        (
            "a file taken for a folder",
            a_file.join("p.png"),
            Expect::NoFolder,
        ),
        ("a bad extension", folder.join("p.gif"), Expect::Extension),
        (
            "a folder in the file's place",
            {
                let dir = folder.join("dir.png");
                std::fs::create_dir_all(&dir).unwrap();
                dir
            },
            Expect::Write,
        ),
    ];
    for (name, path, expect) in cases {
        let got = grundy_plot::check_writable(path);
        match (expect, &got) {
            (Expect::Fine, Ok(())) => {}
            (Expect::NoFolder, Err(e @ PlotError::NoFolder { .. })) => {
                let message = e.to_string();
                assert!(
                    message.contains(&path.display().to_string())
                        && message.contains("create it first"),
                    "{name}: {message}"
                );
            }
            (Expect::Extension, Err(PlotError::UnsupportedExtension { .. })) => {}
            (Expect::Write, Err(PlotError::Write { .. })) => {}
            _ => panic!("{name}: {got:?}"),
        }
    }
    // Nothing is left behind, and what was there is untouched.
    assert!(!folder.join("new.png").exists());
    assert_eq!(std::fs::read_to_string(&existing).unwrap(), "kept");
    std::fs::remove_dir_all(&folder).unwrap();
}

#[test]
fn the_sequence_plot_marks_the_period_and_says_whether_it_is_proven() {
    use grundy_engine::periodicity::Period;
    use grundy_plot::{nim_sequence_image, PeriodStatus};
    // 5 values of preperiod, then 0 1 2 repeating.
    let values: Vec<u32> = (0..35)
        .map(|n| if n < 5 { 7 } else { (n - 5) % 3 })
        .collect();
    let period = Period {
        preperiod: 5,
        period: 3,
        saltus: 0,
    };
    let cases: &[(&str, PeriodStatus, &[&str], usize)] = &[
        (
            "proven",
            PeriodStatus::Proven(period.clone()),
            &[
                "period 3 from n = 5, proven",
                "the preperiod: G(0) … G(4)",
                "one period: G(5) … G(7)",
            ],
            // every value, and one legend dot per series
            35 + 3,
        ),
        (
            "observed",
            PeriodStatus::Observed(period.clone()),
            &[
                "period 3 from n = 5, observed up to n = 34, not proven",
                "the period repeating",
            ],
            35 + 3,
        ),
        (
            "unseen",
            PeriodStatus::Unseen,
            &["no period seen up to n = 34"],
            35,
        ),
    ];
    for (name, status, texts, circles) in cases {
        let svg = nim_sequence_image(&values, "a title", status, Format::Svg).unwrap();
        let svg = String::from_utf8(svg).unwrap();
        for text in *texts {
            assert!(svg.contains(text), "{name}: {text:?} is in the SVG");
        }
        assert!(svg.contains("a title"), "{name}");
        assert_eq!(svg.matches("<circle").count(), *circles, "{name}");
        // The bands: the preperiod grey, the first of the ten periods
        // orange, every other one after it (four) lightly shaded.
        let bands = |fill: &str| svg.matches(&format!("fill=\"{fill}\"")).count();
        let shaded = (bands("#ECECEC"), bands("#FDE0C4"), bands("#F6F1E8"));
        let expected = if *name == "unseen" {
            (0, 0, 0)
        } else {
            (1, 1, 4)
        };
        assert_eq!(shaded, expected, "{name}");
        let png = nim_sequence_image(&values, "a title", status, Format::Png).unwrap();
        assert!(png.starts_with(PNG_MAGIC), "{name}");
    }
}

#[test]
fn any_two_pile_table_is_drawn_under_its_own_title() {
    let n = 6;
    let nim: Vec<u32> = (0..n * n).map(|i| ((i / n) ^ (i % n)) as u32).collect();
    let svg = grundy_plot::heatmap_image(&nim, n, "Two-pile game one", Format::Svg).unwrap();
    let svg = String::from_utf8(svg).unwrap();
    assert!(svg.contains("Two-pile game one") && !svg.contains("Wythoff"));
    let path = temp("two-pile.png");
    grundy_plot::heatmap(&path, &nim, n, "Two-pile game one").unwrap();
    assert!(std::fs::read(&path).unwrap().starts_with(PNG_MAGIC));
    std::fs::remove_file(&path).unwrap();
}

/// In Chinese the pictures' texts are Chinese, set in the embedded Chinese
/// font (DejaVu Sans has none); an SVG drawing carries that font inside it,
/// so that a viewer without Chinese fonts draws no boxes. English pictures
/// are as before, without it.
#[test]
fn chinese_pictures_are_drawn_with_the_embedded_font() {
    use grundy_i18n::{font, with_lang, Lang};
    let svg = |lang| {
        with_lang(lang, || {
            String::from_utf8(grundy_heatmap_image(&grundy_table(8), 8, Format::Svg).unwrap())
                .unwrap()
        })
    };
    let (en, zh) = (svg(Lang::En), svg(Lang::Zh));
    for text in [
        "威佐夫博弈：两堆都小于 8 时的 SG 值 G(a, b)",
        "第一堆 a",
        "红色：G = 0，",
    ] {
        assert!(zh.contains(text), "{text}");
    }
    assert!(zh.contains(&format!("font-family=\"{}\"", font::FAMILY)));
    assert!(zh.contains("@font-face") && zh.contains("data:font/otf;base64,"));
    assert!(en.contains("first pile a") && !en.contains("@font-face"));
    assert!(!en.contains(font::FAMILY));
    // The PNG differs by its text only: same size, drawn without error.
    let png = |lang| {
        with_lang(lang, || {
            grundy_heatmap_image(&grundy_table(8), 8, Format::Png).unwrap()
        })
    };
    let (en, zh) = (png(Lang::En), png(Lang::Zh));
    assert!(zh.starts_with(PNG_MAGIC) && zh != en);
}
