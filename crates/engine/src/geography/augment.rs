//! One augmenting-path search of Edmonds' blossom algorithm from a single
//! free vertex, with some vertices deleted: how the winning moves are found
//! from one maximum matching. Deleting a vertex w's mate from a maximum
//! matching M leaves M minus one edge, and any path that augments it must
//! end at w (one that did not would have augmented M), so one search from w
//! tells whether the largest matching shrank.

/// The state of the searches on one graph: mates and the search's labels,
/// by dense index + 1 (0 is "none").
pub(crate) struct Augmenter<'a> {
    /// Each vertex's neighbours (dense indices).
    graph: &'a super::Graph,
    /// Mates, by index + 1; 0 for a free vertex.
    pub(crate) mate: Vec<u32>,
    deleted: Vec<bool>,
    /// The blossom each vertex is in (union-find).
    base: Vec<u32>,
    /// 0 unreached, 1 even (outer), 2 odd (inner).
    label: Vec<u8>,
    /// The vertex an odd vertex was reached from.
    parent: Vec<u32>,
    stamp: Vec<u32>,
    time: u32,
    queue: Vec<u32>,
}

impl<'a> Augmenter<'a> {
    /// The searches on `graph` from the matching `mate` (dense mates).
    pub(crate) fn new(graph: &'a super::Graph, mate: &[Option<u32>]) -> Self {
        let n = graph.vertices() + 1;
        Augmenter {
            graph,
            mate: std::iter::once(0)
                .chain(mate.iter().map(|m| m.map_or(0, |m| m + 1)))
                .collect(),
            deleted: vec![false; n],
            base: (0..n as u32).collect(),
            label: vec![0; n],
            parent: vec![0; n],
            stamp: vec![0; n],
            time: 0,
            queue: Vec::new(),
        }
    }

    /// Deletes vertex `v` (dense), unmatching its mate; returns the mate.
    pub(crate) fn delete(&mut self, v: u32) -> Option<u32> {
        let v = v as usize + 1;
        self.deleted[v] = true;
        let m = std::mem::replace(&mut self.mate[v], 0);
        if m != 0 {
            self.mate[m as usize] = 0;
            Some(m - 1)
        } else {
            None
        }
    }

    /// The matching's mates, by dense index.
    pub(crate) fn mates(&self) -> Vec<Option<u32>> {
        self.mate[1..].iter().map(|&m| m.checked_sub(1)).collect()
    }

    fn find(&mut self, mut x: u32) -> u32 {
        let mut root = x;
        while self.base[root as usize] != root {
            root = self.base[root as usize];
        }
        while self.base[x as usize] != root {
            let next = self.base[x as usize];
            self.base[x as usize] = root;
            x = next;
        }
        root
    }

    fn lca(&mut self, x: u32, y: u32) -> u32 {
        self.time += 1;
        let (mut x, mut y) = (self.find(x), self.find(y));
        while self.stamp[x as usize] != self.time {
            self.stamp[x as usize] = self.time;
            let up = self.parent[self.mate[x as usize] as usize];
            x = self.find(up);
            if y != 0 {
                std::mem::swap(&mut x, &mut y);
            }
        }
        x
    }

    fn blossom(&mut self, mut x: u32, mut y: u32, b: u32) {
        while self.find(x) != b {
            self.parent[x as usize] = y;
            y = self.mate[x as usize];
            if self.label[y as usize] == 2 {
                self.label[y as usize] = 1;
                self.queue.push(y);
            }
            if self.find(x) == x {
                self.base[x as usize] = b;
            }
            if self.find(y) == y {
                self.base[y as usize] = b;
            }
            x = self.parent[y as usize];
        }
    }

    /// Searches for a path that augments the matching from the free vertex
    /// `root` (dense), and augments along it if there is one.
    pub(crate) fn augment_from(&mut self, root: u32) -> bool {
        let n = self.mate.len();
        for i in 0..n {
            self.base[i] = i as u32;
            self.label[i] = 0;
            self.parent[i] = 0;
        }
        let s = root + 1;
        debug_assert_eq!(self.mate[s as usize], 0);
        self.queue.clear();
        self.queue.push(s);
        self.label[s as usize] = 1;
        let mut head = 0;
        while head < self.queue.len() {
            let u = self.queue[head];
            head += 1;
            for &w in self.graph.at(u - 1) {
                let w = w + 1;
                if self.deleted[w as usize] || self.label[w as usize] == 2 {
                    continue;
                }
                if self.find(u) == self.find(w) {
                    continue;
                }
                if self.label[w as usize] == 0 {
                    self.label[w as usize] = 2;
                    self.parent[w as usize] = u;
                    if self.mate[w as usize] == 0 {
                        // Flip the path back to the root.
                        let mut x = w;
                        while x != 0 {
                            let p = self.parent[x as usize];
                            let last = self.mate[p as usize];
                            self.mate[x as usize] = p;
                            self.mate[p as usize] = x;
                            x = last;
                        }
                        return true;
                    }
                    let m = self.mate[w as usize];
                    self.label[m as usize] = 1;
                    self.queue.push(m);
                } else {
                    let b = self.lca(u, w);
                    self.blossom(u, w, b);
                    self.blossom(w, u, b);
                }
            }
        }
        false
    }
}
