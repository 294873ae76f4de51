//! The judge problems, one file each: adding a problem is its file here,
//! its `mod` line and its line in the list of [`Problem::ALL`] (and its
//! title, `oj-title-NAME`, in a catalogue of each language).

// The problems keep the names they had as variants of an enum (`Problem::
// P1247`, `Problem::Hdu2176`), which read as the judges write them.
#![allow(non_upper_case_globals)]

use crate::Problem;

mod abc368f;
mod agc017d;
mod cf15c;
mod cf2004e;
mod cf603c;
mod hdu1079;
mod hdu1404;
mod hdu1524;
mod hdu1527;
mod hdu1536;
mod hdu1564;
mod hdu1729;
mod hdu1730;
mod hdu1846;
mod hdu1847;
mod hdu1848;
mod hdu1849;
mod hdu1850;
mod hdu1907;
mod hdu2147;
mod hdu2176;
mod hdu2177;
mod hdu2486;
mod hdu2509;
mod hdu2516;
mod hdu3032;
mod hdu3094;
mod hdu3404;
mod hdu3537;
mod hdu3590;
mod hdu3595;
mod hdu3980;
mod hdu5724;
mod hdu5795;
mod hdu5973;
mod nim_product_64;
mod p1247;
mod p2148;
mod p2197;
mod p2252;
mod p2599;
mod p3235;
mod p4136;
mod p4279;
mod p6560;
mod poj1704;
mod poj1740;
mod poj2068;
mod poj2234;
mod poj2311;
mod poj2348;
mod poj2484;
mod poj2505;
mod poj2975;
mod poj3710;
mod uva1378;

/// Every problem, in the order of the format table (and of `grundy oj
/// --list`): a new problem is one line here, its length counted for it.
const LISTED: &[Problem] = &[
    Problem::P1247,
    Problem::P2197,
    Problem::P4279,
    Problem::Hdu2176,
    Problem::Hdu1850,
    Problem::Poj1704,
    Problem::Cf15c,
    Problem::Hdu1527,
    Problem::Poj1067,
    Problem::P2252,
    Problem::Hdu2177,
    Problem::Hdu1848,
    Problem::Hdu1536,
    Problem::Poj2960,
    Problem::P2148,
    Problem::Hdu3404,
    Problem::NimProduct64,
    Problem::Hdu3537,
    Problem::Hdu2516,
    Problem::Hdu2486,
    Problem::Poj3922,
    Problem::Poj2311,
    Problem::Poj2484,
    Problem::Hdu1730,
    Problem::Poj1740,
    Problem::Hdu1907,
    Problem::Hdu2509,
    Problem::Poj2348,
    Problem::Hdu1525,
    Problem::Poj2505,
    Problem::Hdu5795,
    Problem::Uva1378,
    Problem::Hdu3094,
    Problem::Poj3710,
    Problem::Hdu3590,
    Problem::P4136,
    Problem::Hdu1524,
    Problem::Poj2425,
    Problem::Hdu1729,
    Problem::Hdu1846,
    Problem::Hdu1847,
    Problem::Poj2234,
    Problem::Poj2975,
    Problem::Poj2068,
    Problem::Hdu1849,
    Problem::Hdu2147,
    Problem::Hdu1564,
    Problem::Hdu3032,
    Problem::Hdu3595,
    Problem::Abc368f,
    Problem::Cf2004e,
    Problem::Cf603c,
    Problem::Hdu1079,
    Problem::Agc017d,
    Problem::Hdu3980,
    Problem::Hdu1404,
    Problem::Hdu5973,
    Problem::P2599,
    Problem::Hdu5724,
    Problem::P3235,
    Problem::P6560,
];

impl Problem {
    /// Every problem, in the order of the format table.
    pub const ALL: [Problem; LISTED.len()] = match LISTED.first_chunk() {
        Some(all) => *all,
        None => unreachable!(),
    };
}

#[cfg(test)]
mod tests {
    use std::path::{Path, PathBuf};

    fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                sources(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }

    /// `grundy-oj` and `grundy-check` loop over the specs: outside a
    /// problem's own file (and the list above), their code names no
    /// problem. Doc comments and tests may, as examples.
    #[test]
    fn no_problem_is_named_outside_its_spec() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut files = Vec::new();
        sources(&root.join("src"), &mut files);
        sources(&root.join("../check/src"), &mut files);
        let mut named = Vec::new();
        for file in files
            .iter()
            .filter(|f| !f.starts_with(root.join("src/problems")))
        {
            let text = std::fs::read_to_string(file).unwrap();
            let code = text.split("#[cfg(test)]").next().unwrap();
            for (i, line) in code.lines().enumerate() {
                let line = line.trim_start();
                if line.starts_with("//") {
                    continue;
                }
                for (at, _) in line.match_indices("Problem::") {
                    let next = line[at + "Problem::".len()..].chars().next();
                    if next.is_some_and(|c| c.is_ascii_uppercase())
                        && !line[at..].starts_with("Problem::ALL")
                    {
                        named.push(format!("{}:{}: {line}", file.display(), i + 1));
                    }
                }
            }
        }
        assert!(
            named.is_empty(),
            "problems named outside their specs: {named:#?}"
        );
    }
}
