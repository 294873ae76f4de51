//! Times the sparse-space engine on one game: `sparse_bench GAME N`
//! (`THREADS=1`: one thread; `HEAP_AT_A_TIME=1`: no options computed ahead).
use grundy_engine::heap::HeapGame;
use grundy_engine::sparse::Sparse;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let game = HeapGame::parse(&args[1]).expect("a game");
    let n: usize = args[2].parse().expect("a size");
    let mut engine = Sparse::new(game.sparse_rules().expect("an octal game or Grundy's game"));
    if let Ok(t) = std::env::var("THREADS") {
        engine.set_threads(t.parse().expect("a number of threads"));
    }
    if std::env::var_os("HEAP_AT_A_TIME").is_some() {
        engine.set_heap_at_a_time();
    }
    let start = Instant::now();
    engine.extend_to(n).expect("values fit");
    let time = start.elapsed();
    let rare = engine.rare_heaps();
    if !rare.is_empty() {
        let q = |f: f64| rare[((rare.len() - 1) as f64 * f) as usize];
        eprintln!(
            "rare heaps: quartiles {} {} {} {} {}",
            q(0.0),
            q(0.25),
            q(0.5),
            q(0.75),
            q(1.0)
        );
    }
    let (mut a, mut b) = (0u16, 0u16);
    for &v in engine.values() {
        a = a.wrapping_add(v);
        b = b.wrapping_add(a);
    }
    println!(
        "{} to {n}: {:.3} s, G({n}) = {}, checksum {:X}, rare {}, classes {:?}, {:?}",
        args[1],
        time.as_secs_f64(),
        engine.values()[n],
        (u32::from(b) << 16) | u32::from(a),
        engine.rare_heaps().len(),
        engine.classes(),
        engine.stats()
    );
}
