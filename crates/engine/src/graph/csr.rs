//! The graph in compressed sparse row form: every vertex's successors in
//! one array, indexed by 32-bit words, with no allocation per vertex.

use super::{GraphTooLarge, EDGE_LIMIT, VERTEX_LIMIT};

/// Adjacency in compressed sparse row form: the neighbours of vertex `v`
/// are `adj[start[v]..start[v + 1]]`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Csr {
    start: Vec<u32>,
    adj: Vec<u32>,
}

impl Csr {
    /// The adjacency of `vertices` vertices with the arcs `(from[i],
    /// to[i])`, each vertex's neighbours in the order given (a counting
    /// sort), or an error if memory cannot hold it.
    pub(crate) fn build(vertices: usize, from: &[u32], to: &[u32]) -> Result<Csr, GraphTooLarge> {
        debug_assert_eq!(from.len(), to.len());
        let mut start = alloc(vertices + 1, vertices, from.len())?;
        for &a in from {
            start[a as usize + 1] += 1;
        }
        for v in 0..vertices {
            start[v + 1] += start[v];
        }
        let mut adj = alloc(to.len(), vertices, from.len())?;
        // `start[v]` walks forward as v's neighbours are placed, then is
        // shifted back by one slot.
        for (&a, &b) in from.iter().zip(to) {
            let slot = &mut start[a as usize];
            adj[*slot as usize] = b;
            *slot += 1;
        }
        for v in (1..=vertices).rev() {
            start[v] = start[v - 1];
        }
        start[0] = 0;
        Ok(Csr { start, adj })
    }

    /// The number of vertices.
    pub(crate) fn vertices(&self) -> usize {
        self.start.len().saturating_sub(1)
    }

    /// The number of arcs.
    pub(crate) fn arcs(&self) -> usize {
        self.adj.len()
    }

    /// The neighbours of `v`.
    #[inline]
    pub(crate) fn of(&self, v: u32) -> &[u32] {
        &self.adj[self.start[v as usize] as usize..self.start[v as usize + 1] as usize]
    }

    /// Where `v`'s neighbours begin in the array of all arcs.
    #[inline]
    pub(crate) fn first(&self, v: u32) -> u32 {
        self.start[v as usize]
    }

    /// The same arcs, reversed: the predecessors of every vertex.
    pub(crate) fn reversed(&self) -> Result<Csr, GraphTooLarge> {
        let n = self.vertices();
        let mut count = alloc(n + 1, n, self.arcs())?;
        for &b in &self.adj {
            count[b as usize + 1] += 1;
        }
        for v in 0..n {
            count[v + 1] += count[v];
        }
        let mut adj = alloc(self.arcs(), n, self.arcs())?;
        let mut fill = count.clone();
        for a in 0..n as u32 {
            for &b in self.of(a) {
                let slot = &mut fill[b as usize];
                adj[*slot as usize] = a;
                *slot += 1;
            }
        }
        Ok(Csr { start: count, adj })
    }

    /// The heap memory held, in bytes.
    pub(crate) fn bytes(&self) -> usize {
        4 * (self.start.capacity() + self.adj.capacity())
    }
}

/// A zeroed vector of `len` words, or the error of a graph of `vertices`
/// and `edges` too large for memory.
pub(crate) fn alloc(len: usize, vertices: usize, edges: usize) -> Result<Vec<u32>, GraphTooLarge> {
    if vertices > VERTEX_LIMIT || edges > EDGE_LIMIT || !fits_in_memory(vertices, edges) {
        return Err(GraphTooLarge { vertices, edges });
    }
    let mut v = Vec::new();
    v.try_reserve_exact(len)
        .map_err(|_| GraphTooLarge { vertices, edges })?;
    v.resize(len, 0);
    Ok(v)
}

/// Whether the analyses of a graph this large fit in the memory free now
/// (about 32 bytes a vertex and 12 an edge at most: the graph, its
/// reversal and the counters), where the system says (Linux's
/// /proc/meminfo); elsewhere, whether the address space could hold it.
/// Allocating first and failing later would not do: memory is promised
/// before it is touched, and touching too much of it ends the process.
pub(crate) fn fits_in_memory(vertices: usize, edges: usize) -> bool {
    let need = (vertices as u128) * 32 + (edges as u128) * 12;
    // Small graphs are not worth asking the system (a read of a file).
    if need <= 1 << 26 {
        return true;
    }
    match available_bytes() {
        Some(free) => need <= u128::from(free),
        None => need <= isize::MAX as u128,
    }
}

fn available_bytes() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = text.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib.saturating_mul(1024))
}
