# Tokens on a directed graph: values, outcomes, the sum and why.

graph-heading = { graph-picture-title }, { $kind ->
    [acyclic] acyclic
   *[cycles] with cycles
    }; a move pushes one token along one edge, and whoever cannot move loses
graph-values = { $what ->
    [grundy] Grundy values
    [outcomes] one token's outcomes
   *[generalised] generalised Sprague-Grundy values
    }: { $list }
graph-values-summary = { $what ->
    [grundy] Grundy values
    [outcomes] one token's outcomes
   *[generalised] generalised Sprague-Grundy values
    }: { $summary } (--all lists every vertex)
graph-no-token = no token: place some with a line `token A`
graph-no-draw-move = no move keeps the draw: there is no move at all
graph-verdict = { $verdict ->
    [win] the player to move wins
    [lose] the player to move loses
   *[draw] a draw: neither player can force a win
    }
graph-word = { $verdict ->
    [win] win
    [lose] lose
   *[draw] draw
    }
graph-tokens-on = { $count ->
    [one] { $count } token
   *[other] { $count } tokens
    } on { $each }
graph-sum = { $heading }: { $terms } = { $xor }
graph-sum-one-infinite = { $heading }: one token worth ∞(K), the others xoring to { $xor }, which K { $win ->
    [yes] holds: a win
   *[no] lacks: a draw
    }
graph-sum-infinite = { $heading }: { $count } tokens worth ∞: a draw
graph-the-token = the token from { $from } to { $to }
graph-token-n = token { $token } from { $from } to { $to }
graph-worth-count = { $count } worth { $value }
graph-up-to = … up to { $last }
graph-outcome-counts = { $win } win, { $lose } lose, { $draw } draw
graph-rule-grundy = each vertex is worth the mex of its successors' values (acyclic: valued from the dead ends back); tokens are a sum of games, lost exactly when their values xor to 0
graph-rule-outcomes = retrograde analysis from the dead ends: a vertex with a move to a losing vertex wins, one whose every move goes to a winning vertex loses, and the rest are draws
graph-rule-generalised = Smith's theorem: finite values xor as in Nim; with one token worth ∞(K) and the others xoring to a, the player to move wins by moving it to a successor worth a when a is in K, and it is a draw otherwise; with two or more worth ∞, a draw
graph-left-one = a token worth { $xor }
graph-left-xor = tokens worth { $terms } = { $xor }
graph-left-list = tokens worth { $terms }
graph-left-token = the token on { $vertex } ({ $word })
graph-leaves = { $move }: it leaves { $left }, { $win ->
    [yes] a position lost for the opponent
   *[no] a drawn position
    }
graph-picture-title = a graph of { $vertices ->
    [one] { $vertices } vertex
   *[other] { $vertices } vertices
    } and { $edges ->
    [one] { $edges } edge
   *[other] { $edges } edges
    }
graph-picture-verdict = { $count ->
    [one] { $count } token
   *[other] { $count } tokens
    }: { $verdict }
graph-picture-no-token = no token
graph-plot-too-large = --plot: a graph of { $vertices } vertices and { $edges } edges is too large to draw: at most { $most_vertices } vertices and { $most_edges } edges
graph-too-large = a graph of { $vertices } vertices and { $edges } edges is too large: at most { $most_vertices } vertices and { $most_edges } edges, and no more than the free memory holds
graph-more = … { $count } more
graph-no-successor = no successor
graph-successors = successors { $list }
graph-mex = { $vertex }: { $list }; the mex of { $set } is { $value }
graph-infinite = { $vertex }: worth ∞(K) with K = { $set }, the finite values among { $list }: a token here can be kept moving for ever
graph-finite = { $vertex }: worth { $value }: { $list }; none is worth { $value }{ $below ->
    [yes] , every value below { $value } is there
   *[no] {""}
    }, and each worth more reaches a vertex worth { $value }
graph-wins-moving = { $vertex }: wins, moving to { $to }, which loses
graph-loses-no-move = { $vertex }: loses: no move
graph-loses-every = { $vertex }: loses: every move goes to a winning vertex ({ $list })
graph-draw-keeps = { $vertex }: a draw: no move goes to a losing vertex, and the move to { $to } keeps the draw
graph-parse-unknown = "{ $token }" begins no statement: write `vertices N`, `vertex NAME`, `A -> B`, `token A` or `acyclic`
graph-parse-arrow = expected -> after the edge's first vertex, found "{ $token }"
graph-parse-missing = { $what ->
    [edge-end] the edge's end
    [vertex-count] the number of vertices
    [vertex-name] the vertex's name
   *[token-vertex] the token's vertex
    } is missing
graph-parse-extra = unexpected "{ $token }" at the end of the statement
graph-parse-undeclared = no vertex is named "{ $token }": declare it first, vertex { $token }
graph-parse-no-vertex-yet = there is no vertex { $token }: no vertex is declared yet
graph-parse-no-index = there is no vertex { $token }: the vertices declared are 0 to { $last }
graph-parse-duplicate = a vertex is already named "{ $token }"
graph-parse-bad-name = "{ $token }" cannot name a vertex: a name is not digits only (that is an index) nor ->
graph-parse-not-count = expected the number of vertices, a natural number, found "{ $token }"
graph-parse-cycle = the graph is declared acyclic, but this edge closes the cycle { $cycle }
graph-parse-not-utf8 = the text is not UTF-8
