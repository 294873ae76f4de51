# Undirected vertex geography: the graph, the matchings and the moves.

geography-heading = Undirected vertex geography: { $vertices ->
    [one] { $vertices } vertex
   *[other] { $vertices } vertices
    }, { $edges ->
    [one] { $edges } edge
   *[other] { $edges } edges
    }, the token on vertex { $start }; a move takes it along an edge, and the vertex it leaves is deleted
geography-edges = edges: { $edges }
geography-edges-in-all = { $first },… ({ $count } in all)
geography-matching-win = a maximum matching has { $k ->
    [one] { $k } edge
   *[other] { $k } edges
    }, one without vertex { $start } only { $k0 ->
    [one] { $k0 } edge
   *[other] { $k0 } edges
    }: vertex { $start } is in every maximum matching
geography-matching-lose = a maximum matching has { $k ->
    [one] { $k } edge
   *[other] { $k } edges
    }, and so has one without vertex { $start }: some maximum matching misses vertex { $start }
geography-no-move = no move: vertex { $start } has no neighbour
geography-to-vertex = to vertex { $vertex }
geography-explain-theorem = the matching theorem: the player to move wins exactly when the token's vertex is in every maximum matching of the graph, that is when deleting it leaves a smaller maximum matching
geography-explain-matching = a maximum matching of the graph has { $k ->
    [one] { $k } edge
   *[other] { $k } edges
    }: { $list }
geography-explain-without = without vertex { $start }, a maximum matching has { $k0 ->
    [one] { $k0 } edge
   *[other] { $k0 } edges
    }: so vertex { $start } is in every maximum matching
geography-explain-strategy = the first player wins by always moving along their matching edge: first to vertex { $mate }, the mate of { $start }; after each reply to a vertex w, on to w's mate. The mate is always there and not yet visited: the walk so far alternates matching edges and the opponent's edges, and were w unmatched, or its mate visited, switching the walk's edges would give a maximum matching missing vertex { $start }, which there is not
geography-explain-winning = a move to u wins exactly when u is missed by some maximum matching of the graph without vertex { $start } (deleting u leaves { $k0 ->
    [one] { $k0 } edge
   *[other] { $k0 } edges
    } there): { $moves }
geography-explain-still = without vertex { $start }, a maximum matching still has { $k0 ->
    [one] { $k0 } edge
   *[other] { $k0 } edges
    }: { $list }
geography-explain-second = that matching is maximum in the whole graph too and misses vertex { $start }: the second player wins by answering each move to a vertex u with a move to u's mate in it. Every neighbour of { $start } is matched (else the edge to it would enlarge the matching), and by the same switching argument each vertex the opponent reaches has its mate, not yet visited
geography-explain-stuck = vertex { $start } has no neighbour: the first player cannot move
geography-board-squares = the squares of the { $rows }x{ $columns } board are 1 to { $last }
geography-vertices-1-to = its vertices are 1 to { $n }
geography-no-vertex = it has no vertex
geography-only-vertex = its only vertex is { $vertex }
geography-vertices-are = its vertices are { $list }
geography-vertices-range = its { $count } vertices are those its edges name, from { $first } to { $last }
geography-not-an-edge = "{ $token }" is not an edge: write A-B (two vertices, natural numbers, joined by -)
geography-not-a-vertex = "{ $token }" is not a vertex: vertices are natural numbers below 2^64
geography-missing-vertex = "{ $token }" is not a vertex of the graph: its vertices are 1 to { $vertices }
geography-loop = "{ $token }" is a loop: a move leaves its vertex, which is deleted, so an edge joins two different vertices
geography-empty = no edge: write the edges A-B separated by commas, or none for the graph of no edge
geography-too-large = { $count } { $what ->
    [edges] edges
   *[vertices] vertices
    } are too many: a graph may have at most { $limit }
geography-cannot-read-file = cannot read the graph file { $file }: { $why }
place-line-column-in = { $place }, line { $line }, column { $column }: { $message }
geography-none = none
