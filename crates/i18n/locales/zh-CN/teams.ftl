# 分组 Nim（POJ 2068）：两组共 2n 个人交替围坐，轮流从一堆石子中取，每人至多取自己的上限，
# 取走最后一个的人输。只能单独玩：不是公平组合游戏，没有 SG 值，不能做和的部分。

whole-rules-teams = 一堆 S 个石子，两组共 2n 个人交替围坐，轮流各取 1 到自己的上限个；取走最后一个的人输（POJ 2068）
why-teams-sum = 分组 Nim 不是公平组合游戏：能取多少取决于轮到谁（每个人有自己的上限），所以它没有可以相加的 SG 值；`grundy play teams 97 8 7 6 5 4 3` 玩的是它
page-game-teams = 分组 Nim（每个人各有上限，取走最后一个的人输）
page-about-teams = 分组 Nim（POJ 2068）：先写石子数，再从轮到的人起依次写每个人至多取几个，例如 97 8 7 6 5 4 3（六个人，奇数号是一组）。取走最后一个的人输。
panel-teams = 分组 Nim：按石子数和轮到的人列表
play-describe-teams = 分组 Nim，{ $stones } 个石子；从轮到的人起，各人依次至多取 { $limits }
play-misere-teams = { $game } 是分组 Nim，本来就是取走最后一个的人输：去掉 --misere
web-misere-teams = 分组 Nim 本来就是取走最后一个的人输："misere" 请给 false
web-teams-refused = “{ $text }”：{ $why }
syntax-teams = 取走 T 个，从 1 到轮到的人的上限
move-teams-take = 从 { $stones } 个中取走 { $amount } 个
move-error-teams-take = 轮到的人只能从 { $stones } 个石子中取 1 到 { $most } 个
teams-error-seats = 分组 Nim 先写石子数，再写偶数个人的上限（两组交替围坐），至少 2 个；这里给了 { $count } 个上限
teams-error-zero-limit = 第 { $seat } 个人一个也不能取：每个人至少取 1 个
teams-error-limit-too-large = 第 { $seat } 个人的上限超过了 { $most }
teams-error-too-large = { $stones } 个石子、{ $seats } 个人，超出了分组 Nim 的表能容纳的范围（{ $most } 格，每个石子数和每个人一格）
teams-explain-rule = 还剩 s 个石子、轮到某个人时，如果取 1 到自己的上限个中有一种取法留下的局面对下一个人（另一组）是必败局面，这一组就必胜；剩 0 个时轮到的人已经赢了（最后一个是另一组取的），所以取走最后一个总是输。
teams-explain-seat = { "  " }第 { $seat } 个人（第 { $team } 组，至多取 { $limit } 个）：{ $none ->
    [yes] 到这个石子数为止没有必败局面
   *[no] 剩 { $lost } 个时必败
    }
teams-explain-empty = 已经没有石子了：上一个人取走了最后一个而输了，所以轮到的人已经赢了。
teams-explain-win = 必胜着法：取走 { $take } 个，留下 { $left } 个，对第 { $next } 个人是必败局面。
teams-explain-lose = 从 { $stones } 个石子中取 1 到 { $most } 个，留下的局面对第 { $next } 个人都是必胜局面：轮到的一组必败。
what-teams-stones = 石子数 S
what-teams-limit = 第 { $seat } 人的上限
teams-heading = 分组 Nim：{ $stones } 个石子；从要走的人起依次，各人一次至多取 { $limits } 个
teams-take-move = 取 { $amount } 个
