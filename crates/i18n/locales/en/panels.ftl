# The playground's explanation panels (grundy serve): their titles, and the
# texts the server writes around the engine's explanations.

panel-misere-nim = Misère Nim: the last counter loses
panel-misere-sum = Misère play: the SJ theorem, genus theory, or a search
panel-misere-whole = Misère play of { $game }
panel-chips = Chips on a line: a staircase in disguise
panel-moore = Moore's Nim_{ $k }: the binary columns modulo { $modulus }
panel-staircase = Staircase Nim: only the odd steps count
panel-bounded = Bounded Nim: each pile modulo its bound + 1
panel-coins-named = { $name } (rule { $rule }): each head's value, and their xor
panel-coins = Coins turned by rule { $rule }: each head's value, and their xor
panel-remoteness-huge = not searched: a heap past { $limit } counters makes the game too long to search

panel-move-in-pile = pile { $pile }: { $description }
panel-move-in-component = component { $component } ({ $text }): { $description }

panel-sum = By the Sprague–Grundy theorem a sum is worth the xor of its components' values: { $values } = { $total }. { $verdict }
panel-sum-lost = The xor is 0: whatever the player to move does changes one component's value and makes it non-zero, so the player to move loses.
panel-sum-won = The xor is { $total }, not 0: the player to move wins by moving in one component to a position whose value is its value xor { $total }, which makes the xor 0 (the green moves).

panel-sequence = { $game } ({ $rules }). G(n), the value of a heap of n, is the least value that no move from n leaves (the mex), a move that leaves several heaps leaving the xor of their values. A position of several heaps is worth the xor of its heaps' values{ $heaps }.{ $periodic }
panel-sequence-heaps = : { $values } in all { $total }
panel-sequence-list-separator = { ", " }
panel-sequence-period = { " " }Past { $preperiod } the values repeat with period { $period }, which is proven{ $proof }: a heap of any size is worth the value of the heap of its residue.
panel-sequence-proof = { " " }({ $proof })
