# Green Hackenbush: the graphs, the cuts, fusion and the colon principle.

place-and = { $place }, { $rest }
column-then = column { $column }: { $message }
hackenbush-heading = Green Hackenbush: { $graphs ->
    [one] { $graphs } graph
   *[other] { $graphs } graphs
    } rooted at vertex { $root }; a move cuts an edge, and whatever no longer reaches the root falls
hackenbush-graph = graph { $graph }: { $edges_written } ({ $edges ->
    [one] { $edges } edge
   *[other] { $edges } edges
    }{ $fallen ->
    [0] {""}
    [one] , and { $fallen } that does not reach the root and falls at once
   *[other] , and { $fallen } that do not reach the root and fall at once
    }): worth { $value }
hackenbush-graph-number = graph { $graph }
hackenbush-sum = the sum is worth { $terms } = { $total }
hackenbush-no-winning-move = no winning move: every cut leaves the opponent a winning position
hackenbush-cut = { $part }cut edge { $edge }{ $fall ->
    [0] {""}
    [one] { " " }({ $fall } edge falls with it)
   *[other] { " " }({ $fall } edges fall with it)
    }, leaving { $after } worth { $value }
hackenbush-cut-part = graph { $graph }:{ " " }
hackenbush-explain-graph = graph { $graph }:
hackenbush-explain-glued = graphs glued at the root are their sum: the values xor to { $total }
hackenbush-explain-lost = the position is worth 0: the player to move loses
hackenbush-explain-winning-cut = a winning cut leaves a graph worth its value xor { $total }, so that the whole is worth 0; each cut is valued on the graph itself (a cut inside a cycle changes how it fuses), up to { $limit } edges a graph
hackenbush-fallen = { $fallen ->
    [one] { $fallen } edge not joined to the root has fallen: no part of the game
   *[other] { $fallen } edges not joined to the root have fallen: no part of the game
    }
hackenbush-tree = fusion: no cycle and no loop, the graph is a tree
hackenbush-fusion = fusion: each 2-edge-connected piece fuses into one vertex, its edges becoming loops (a loop is worth a stalk of one edge, two loops cancel)
hackenbush-keeps = vertex { $vertex } keeps { hackenbush-loops }
hackenbush-fuses = vertices { $vertices } fuse into vertex { $vertex } with { hackenbush-loops }
hackenbush-loops = { $loops ->
    [one] { $loops } loop
   *[other] { $loops } loops
    } ({ $odd ->
    [yes] odd: a loop worth 1
   *[no] even: worth 0
    })
hackenbush-more-pieces = … and { $count } more pieces
hackenbush-colon = colon principle, from the leaves up: a vertex is worth (its loops mod 2) xor, over the edges down from it, the value below plus one
hackenbush-further-down = … { $count } vertices further down
hackenbush-term-loop = 1 (a loop)
hackenbush-term-edge = { $plus } (edge { $edge } to a vertex worth { $value })
hackenbush-term-more = … { $count } more
hackenbush-term-nothing = 0 (nothing)
hackenbush-vertex = vertex { $vertex }: { $terms } = { $value }
hackenbush-worth = the graph is worth { $value }
hackenbush-too-many-cuts = the graph has { $edges } edges: cuts are listed for at most { $limit } (each values the graph again)
hackenbush-not-an-edge = "{ $token }" is not an edge: write A-B (two vertices, natural numbers, joined by -)
hackenbush-not-a-vertex = "{ $token }" is not a vertex: vertices are natural numbers below 2^64
edges-empty-entry = an empty entry: edges A-B are separated by one comma, with none before the first or after the last
hackenbush-empty = no edge: write the edges A-B separated by commas, or none for the empty graph
hackenbush-too-large = { $edges } edges are too many: a graph may have at most { $limit }

# Misère Green Hackenbush, searched on trees: a graph with a cycle, or a
# search too large.
hackenbush-misere-not-a-tree = graph { $graph } is not a tree: its edge { $edge } is on a cycle joined to the root (misère play is decided on trees only)
hackenbush-misere-too-large = the misère search stopped after { $positions } positions (at most { $trees } trees and { $cuts } cuts are searched); the SJ theorem on the root branches answers at any size
hackenbush-line = line { $line }
