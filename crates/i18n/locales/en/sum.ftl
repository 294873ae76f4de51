# grundy sum: the components, the winning moves in each, and --explain.

sum-heading = Sum of { $count } { $number ->
        [one] component
       *[other] components
    }:
sum-component = { "  " }{ $index }. { $component }  value { $value }
sum-move = { "  " }in { $index } ({ $component }): { $move } -> { $after }
sum-like-moves = { "      " }and { $count } more like it: { $every }
sum-explain-theorem = By the Sprague-Grundy theorem the sum is worth the xor of its components' values: S = { $s }.
sum-explain-lost = S = 0, so every move changes one value and leaves a non-zero xor: the first player loses.
sum-explain-won = A winning move changes one component from its value g to g xor S, which makes the xor 0. Moves to a larger value count too: the opponent can reverse them, but then the xor is 0 again.
sum-explain-component = { "  " }{ $component }: g = { $g }, g xor S = { $target }: { $count } move(s) reach it

# A sum under misère play: the SJ theorem, genus theory, or a search.
misere-sum-anti-sg = Under misère play the components' values no longer add up, but here every position of value 0 of every component is over, so the sum is over exactly when every value is 0: the SJ theorem's condition. The theorem: the player to move wins exactly when the xor is not 0 and some value exceeds 1, or the xor is 0 and none does. The values are { $values }, their xor is { $xor }, and { $big ->
    [yes] some value exceeds 1
   *[no] no value exceeds 1
    }: the player to move { $wins ->
    [yes] wins
   *[no] loses
    }. A winning move leaves neither case, which is why a sum of values 0 and 1 alone is special: there the player to move must leave an odd number of 1s.
misere-sum-parts = Under misère play the components' values no longer add up, but by their rules each component is a sum of parts worth 0 only once they are over: a Nim pile is worth its size, and a Green Hackenbush tree is the sum of its root branches (an edge from the root with the subtree above it), each worth 1 + that subtree's value by the colon principle, where a tree itself can be worth 0 with edges left. So the sum of all the parts is over exactly when every part is worth 0: the SJ theorem's condition. The theorem: the player to move wins exactly when the xor of the parts' values is not 0 and some part exceeds 1, or the xor is 0 and none does. The parts are worth { $parts }, their xor is { $xor }, and { $big ->
    [yes] some part exceeds 1
   *[no] no part exceeds 1
    }: the player to move { $wins ->
    [yes] wins
   *[no] loses
    }.
misere-sum-component-genus = component { $component }: { $genus }
misere-sum-genus = Under misère play the components' values no longer add up, and the SJ theorem does not apply: in component { $component } the position { $position } has value 0 but a move left. Genus theory does: every position each component reaches has the genus of a nim-heap, g^γ₀γ₁… with γₖ the misère value beside k nim-heaps of 2 ({ $genera }), so each component is tame, and a misère sum of tame games plays like misère Nim of their values. Misère Nim's rule: the player to move wins exactly when the xor is not 0 and some value exceeds 1, or the xor is 0 and none does. The values are { $values }, their xor is { $xor }, and { $big ->
    [yes] some value exceeds 1
   *[no] no value exceeds 1
    }: the player to move { $wins ->
    [yes] wins
   *[no] loses
    }.
misere-sum-search = Under misère play the components' values (normal play: { $values }) no longer decide: the SJ theorem does not apply, since in component { $component } the position { $position } has value 0 but a move left, and genus theory does not either, since component { $wild_component } reaches { $wild }, of genus { $genus }, not a nim-heap's. The verdict is from a search of the whole sum from the rules ({ $positions } positions valued): the player to move { $wins ->
    [yes] wins
   *[no] loses
    }.
misere-sum-quotient = Under misère play the Grundy values no longer decide. Every component is heaps of { $code }, and the game's misère quotient does: each heap pretends to be an element of a commutative monoid of { $elements } elements ({ $relations }), and a sum is lost for the player to move exactly when the product of its heaps' elements is in the P-portion, { $p }. { $how } This sum is { $product }: the player to move { $wins ->
    [yes] wins.
   *[no] loses.
    }
misere-quotient-periodic = Φ is periodic, with period { $period } from heap { $preperiod } on, which the misère periodicity theorem proves: the quotient is of heaps of every size.
misere-quotient-partial = It is the quotient of the sums of heaps up to { $heaps }, as far as these heaps go.
misere-searched = Under misère play the Grundy value no longer decides (for chips on a line, the xor of the odd steps of the staircase of their gaps); every position the game can reach was searched from the rules ({ $positions } positions): the player to move { $wins ->
    [yes] wins
   *[no] loses
    }.
misere-too-many-parts = { $count } parts, and a position on the way has more than { $most } moves to search

# Sums of the other conventions: conjunctive, selective, misère.
compound-cannot-decide = cannot decide the sum: { $why }
compound-winning-too-many = winning moves ({ $count }, too many to list; the remoteness strategy's):
compound-winning-groups = winning moves ({ $count }, in groups of like moves):
compound-move-part = in { $component } ({ $text }): { $description } -> { $after }
compound-move-joiner = { "; " }
compound-play = { $play ->
    [misere] misère play (whoever moves last loses)
   *[normal] normal play (whoever cannot move loses)
    }
compound-conjunctive-heading = Conjunctive sum of { $count } { $count ->
    [one] component
   *[other] components
    } (every component moves at each turn; the game ends when one cannot), { compound-play }:
compound-remoteness = remoteness { $remoteness }
compound-sum-remoteness = remoteness of the sum: { $remoteness } (the least)
compound-conjunctive-remoteness = Remoteness counts the moves left when the winner hurries and the loser lingers: 0 when the game is over, and { $misere ->
    [yes] odd exactly when the player to move loses (misère remoteness: an ended game is won by the player to move).
   *[no] even exactly when the player to move loses.
    }
compound-conjunctive-least = Every component moves at each turn, so the sum ends with the component that ends first, and both players play each component by its remoteness (Smith): the sum's remoteness is the least of the components', here { $remoteness } (component { $components }).
compound-conjunctive-verdict = { $remoteness } is { $wins ->
    [yes] { $misere ->
        [yes] even
       *[no] odd
        }: the player to move wins by leaving every component's least remoteness { $misere ->
        [yes] odd
       *[no] even
        }: in each component, one less than its remoteness wins where the component is won and holds out where it is lost.
   *[no] { $misere ->
        [yes] odd
       *[no] even
        }: the player to move loses, whatever every component does.
    }
compound-continued-heading = Every-SG (continued conjunctive) sum of { $count } { $count ->
    [one] component
   *[other] components
    } (every component not yet over moves at each turn; the game ends when all are over), { compound-play }:
compound-suspense = suspense { $suspense }
compound-sum-suspense = suspense number of the sum: { $suspense } (the greatest)
compound-continued-suspense = A component's suspense number counts the moves left when whoever wins it plays slowly and whoever loses it plays quickly: 0 when it is over, odd exactly when the player to move wins it. (Not its remoteness, where the winner hurries: here the longest component decides, and its winner wants it to last.)
compound-continued-most = Every component not yet over moves at each turn, so the sum lasts as long as its longest component (Smith): its suspense number is the greatest of the components', here { $suspense } (component { $components }), { $wins ->
    [yes] odd: the player to move wins, by leaving every component one less, so that the greatest left is even.
   *[no] even: the player to move loses.
    }
compound-continued-searched = Under misère play no rule by the components' suspense numbers decides this sum, so the whole sum was searched: { $positions } positions.
compound-selective-heading = Selective sum of { $count } { $count ->
    [one] component
   *[other] components
    } (a move is a move in any non-empty set of them), { compound-play }:
compound-alone = { $won ->
    [yes] won for the player to move alone
   *[no] lost for the player to move alone
    }
compound-selective-normal = Under normal play the player to move loses a selective sum exactly when every component is lost for the player to move: moving in some of them leaves each of those won, and the opponent answers in exactly those. Otherwise the winning moves are the moves in exactly the won components, each to a lost position{ $wins ->
    [yes] .
   *[no] ; here none is won.
    }
compound-selective-searched = Under misère play no rule by the components' outcomes decides a selective sum (a pile of 1 beside an empty one is lost, beside another pile of 1 it is won), so the whole sum was searched: { $positions } positions.
compound-misere-heading = Misère sum of { $count } { $count ->
    [one] component
   *[other] components
    } (whoever moves last loses):
compound-value = value { $value }
compound-genus = genus { $genus }
compound-misere-anti-sg = In every component every position of value 0 is over (checked on every position they reach), so the sum is over exactly when every value is 0: the SJ theorem (anti-SG) applies.
compound-misere-not-sj = The SJ theorem does not apply: in component { $component } ({ $text }), { $position } has value 0 but is not over.
compound-misere-genus = Genus theory does: every position each component reaches has the genus of a nim-heap (0^120, 1^031 or g^{ "{" }g, g⊕2{ "}" }; checked on every one), so the components are tame and the sum plays like misère Nim of their values.
compound-misere-search = The SJ theorem does not apply: in component { $component } ({ $text }), { $position } has value 0 but is not over. Nor does genus theory: component { $wild_component } ({ $wild_text }) reaches { $wild }, of genus { $genus }, not a nim-heap's. So the whole sum was searched under misère play: { $positions } positions.
compound-misere-quotient = The sum is too large to search, and every component is heaps of { $code }: its misère quotient decides it. Each heap pretends to be an element of a commutative monoid Q of { $elements } elements ({ $relations }); a component is the product of its heaps' elements, the sum the product of all, and the player to move loses exactly when that product is in the P-portion, { $p }. { $how }
compound-element = element { $element }
compound-misere-quotient-product = The sum's element is { $product }, { $wins ->
    [yes] not in P: the player to move wins, by a move that leaves an element in P.
   *[no] in P: the player to move loses.
    }
compound-misere-parts = By their rules each component is a sum of parts worth 0 only once they are over: a Nim pile is one, a Green Hackenbush tree is the sum of its root branches (an edge from the root with the subtree above it, worth 1 + that subtree's value), and a tree itself can be worth 0 with edges left. So the SJ theorem applies to the parts, not to the components:
compound-parts = { $count ->
    [0] no parts (nothing to move)
    [one] part worth { $parts }
   *[other] parts worth { $parts }
    }
compound-parts-lead = On the parts' values it says
compound-sj-lead = It says
compound-misere-nim-lead = Misère Nim's rule:
compound-sj-rule = { $lead } the player to move wins exactly when the xor is not 0 and some value exceeds 1, or the xor is 0 and none does. Here the xor is { $xor } and { $big } { $big ->
    [one] value exceeds
   *[other] values exceed
    } 1: { $case ->
    [first] the first case, a win
    [second] the second case (an even number of values 1), a win
    [neither] neither case, a loss
   *[neither-odd] neither case (an odd number of values 1), a loss
    }.
sum-explain-rules = { $component }: { $line }.
