//! The picture of a coin-turning position: one circle per coin, heads and
//! tails told apart by their fill, each head's value written on it, the
//! marked coins ringed, and every size past the limit refused.

use grundy_plot::{coins_image, CoinPicture, Format, PlotError, COIN_SIDE_LIMIT};

/// The fills and strokes of the picture's circles, as the SVG writes them.
const HEAD: &str = "fill=\"#26345A\"";
const TAIL: &str = "fill=\"#E8EBF0\"";
const RING: &str = "stroke=\"#D95F02\"";

fn svg(picture: &CoinPicture<'_>) -> String {
    String::from_utf8(coins_image(picture, Format::Svg).unwrap()).unwrap()
}

/// The texts of the SVG, in order.
fn written_texts(svg: &str) -> Vec<String> {
    svg.split("<text")
        .skip(1)
        .filter_map(|t| {
            let inside = &t[t.find('>')? + 1..t.find("</text>")?];
            Some(inside.trim().to_string())
        })
        .collect()
}

#[test]
fn every_coin_is_drawn_heads_dark_with_their_values_and_the_move_ringed() {
    struct Case {
        name: &'static str,
        picture: CoinPicture<'static>,
        texts: &'static [&'static str],
    }
    let cases = [
        Case {
            name: "a row: Mock Turtles 1 4 6",
            picture: CoinPicture {
                title: "Mock Turtles (rule mock)",
                verdict: "value 13 (*13): the first player wins",
                size: (6, 1),
                board: false,
                heads: &[(1, 1, 1), (4, 1, 7), (6, 1, 11)],
                marked: &[(1, 1), (4, 1), (6, 1)],
                marked_label: "the first winning move: turn coins 1, 4 and 6",
            },
            texts: &["1", "7", "11", "tails (light)"],
        },
        Case {
            name: "a board: Turning Corners 2:3 4:1",
            picture: CoinPicture {
                title: "Turning Corners (rule corners)",
                verdict: "value 5 (*5): the first player wins",
                size: (4, 3),
                board: true,
                heads: &[(2, 3, 1), (4, 1, 4)],
                marked: &[(1, 1), (4, 1)],
                marked_label: "the first winning move: turn coins 1:1 and 4:1",
            },
            texts: &["4", "x →", "y ↓"],
        },
        Case {
            name: "lost: nothing ringed",
            picture: CoinPicture {
                title: "Ruler (rule ruler)",
                verdict: "value 0: the first player loses",
                size: (3, 1),
                board: false,
                heads: &[(1, 1, 1), (3, 1, 1)],
                marked: &[],
                marked_label: "no winning move",
            },
            texts: &["1", "2", "3"],
        },
        Case {
            name: "the largest board",
            picture: CoinPicture {
                title: "Turning Corners (rule corners)",
                verdict: "value 1 (*1)",
                size: (COIN_SIDE_LIMIT, COIN_SIDE_LIMIT),
                board: true,
                heads: &[(1, 1, 1)],
                marked: &[(1, 1)],
                marked_label: "turn coin 1:1",
            },
            texts: &["64", "60"],
        },
    ];
    for Case {
        name,
        picture,
        texts,
    } in cases
    {
        let text = svg(&picture);
        let written = written_texts(&text);
        let (columns, rows) = picture.size;
        let coins = (columns * rows) as usize;
        let heads = picture.heads.len();
        // One swatch of each in the legend, a ring only where coins are marked.
        assert_eq!(text.matches(HEAD).count(), heads + 1, "{name}: heads");
        assert_eq!(
            text.matches(TAIL).count(),
            coins - heads + 1,
            "{name}: tails"
        );
        let rings = picture.marked.len() + usize::from(!picture.marked.is_empty());
        assert_eq!(text.matches(RING).count(), rings, "{name}: rings");
        for t in [picture.title, picture.verdict, picture.marked_label]
            .iter()
            .chain(texts)
        {
            assert!(
                written.iter().any(|w| w == t),
                "{name}: {t:?} in {written:?}"
            );
        }
        assert!(
            coins_image(&picture, Format::Png)
                .unwrap()
                .starts_with(b"\x89PNG"),
            "{name}"
        );
    }
}

#[test]
fn too_many_coins_or_coins_off_the_picture_are_refused() {
    let picture = |size: (u64, u64), board: bool, heads: &'static [(u64, u64, u64)]| CoinPicture {
        title: "",
        verdict: "",
        size,
        board,
        heads,
        marked: &[],
        marked_label: "",
    };
    let cases: [(&str, CoinPicture<'static>, &str); 5] = [
        (
            "a long row",
            picture((65, 1), false, &[(65, 1, 1)]),
            "a row of 65 coins is too large to draw: at most 64",
        ),
        (
            "a wide board",
            picture((65, 2), true, &[]),
            "a board of 65 x 2 coins is too large to draw: at most 64 coins on a side",
        ),
        (
            "a tall board",
            picture((1, 100), true, &[]),
            "a board of 1 x 100 coins is too large to draw",
        ),
        (
            "a head off the board",
            picture((2, 2), true, &[(3, 1, 1)]),
            "coin 3:1 lies outside the 2 x 2 coins drawn",
        ),
        (
            "a row two coins high",
            picture((2, 2), false, &[]),
            "a row is one coin high, not 2",
        ),
    ];
    for (name, picture, message) in cases {
        for format in [Format::Png, Format::Svg] {
            let e = coins_image(&picture, format).unwrap_err();
            assert!(e.to_string().contains(message), "{name}: {e}");
            if name.starts_with("a long") {
                assert!(matches!(e, PlotError::TooManyCoins { .. }), "{name}");
            }
        }
    }
}

#[test]
fn a_picture_is_written_to_its_file() {
    let path = std::env::temp_dir().join(format!("grundy-plot-{}-coins.png", std::process::id()));
    let picture = CoinPicture {
        title: "Mock Turtles (rule mock)",
        verdict: "value 1 (*1)",
        size: (1, 1),
        board: false,
        heads: &[(1, 1, 1)],
        marked: &[(1, 1)],
        marked_label: "turn coin 1",
    };
    grundy_plot::coins(&path, &picture).unwrap();
    assert!(std::fs::read(&path).unwrap().starts_with(b"\x89PNG"));
    std::fs::remove_file(&path).unwrap();
    let e = grundy_plot::coins(std::path::Path::new("coins.gif"), &picture).unwrap_err();
    assert!(matches!(e, PlotError::UnsupportedExtension { .. }), "{e}");
}
