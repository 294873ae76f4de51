# Team Nim (POJ 2068): 2n players of two teams, seated alternately round a
# table, take from one heap, each at most their own limit, and whoever
# takes the last stone loses. Played alone: not impartial, so no Grundy
# value and no part of a sum. Every message of the game.

whole-rules-teams = a heap of S stones and 2n seats of two teams, alternating round a table, each taking 1 to its own limit in turn; whoever takes the last stone loses (POJ 2068)
why-teams-sum = team Nim is not an impartial game: what a player may take depends on whose turn it is (each seat has its own limit), so it has no Grundy value to add up; `grundy play teams 97 8 7 6 5 4 3` plays it
page-game-teams = Team Nim (each seat its own limit; the last stone loses)
page-about-teams = Team Nim (POJ 2068): the heap, then the most each seat may take, in turn from the player to move, e.g. 97 8 7 6 5 4 3 (six seats, the odd ones one team). Whoever takes the last stone loses.
panel-teams = Team Nim: a table over the heap and the seat to move
play-describe-teams = team Nim, { $stones ->
    [one] 1 stone
   *[other] { $stones } stones
    }; in turn from the player to move, the seats take at most { $limits }
play-misere-teams = { $game } is team Nim, whose last stone loses already: drop --misere
web-misere-teams = team Nim's last stone loses already: send "misere": false
web-teams-refused = "{ $text }": { $why }
syntax-teams = take T stones, from 1 to the limit of the seat to move
move-teams-take = take { $amount } of { $stones }
move-error-teams-take = the player to move takes from 1 to { $most } of the { $stones ->
    [one] 1 stone
   *[other] { $stones } stones
    }
teams-error-seats = team Nim needs the heap and then an even number of seats (two teams, seated alternately), at least 2; { $count ->
    [one] 1 limit was given
   *[other] { $count } limits were given
    }
teams-error-zero-limit = seat { $seat } may take no stone: each seat takes 1 or more
teams-error-limit-too-large = the limit of seat { $seat } is beyond { $most }
teams-error-too-large = { $stones } stones and { $seats } seats are more than the table of team Nim holds ({ $most } cells, a heap and a seat each)
teams-explain-rule = With s stones and a seat to move, that seat's team wins when some take of 1 to its limit leaves a heap lost for the next seat, of the other team; no stone left wins for the player to move (the other team took the last one), so taking the last stone always loses.
teams-explain-seat = { "  " }seat { $seat } (team { $team }, at most { $limit }): { $none ->
    [yes] no heap up to this one is lost for it
   *[no] the heaps lost for it: { $lost }
    }
teams-explain-empty = No stone is left: the player before took the last one and lost, so the player to move has won.
teams-explain-win = Winning move: take { $take }, leaving { $left } stones, lost for seat { $next }.
teams-explain-lose = Every take of 1 to { $most } of the { $stones } stones leaves a heap won for seat { $next }: the team to move loses.
what-teams-stones = the stones S
what-teams-limit = the limit of seat { $seat }
teams-heading = Team Nim: { $stones } stones; in turn from the player to move, the seats take at most { $limits }
teams-take-move = take { $amount }
