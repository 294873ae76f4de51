# 游戏场页面（grundy serve）：页面脚本写出的文字。每条消息以片段的形式发给页面
# （GET /api/messages），所以这里只用文字、{ $变量 } 和按变量的选择。

page-title = grundy 游戏场
page-language = 语言
page-projector = 大字模式
page-intro = 精确求解公平组合游戏。选一个游戏和局面，与走最优策略的电脑对弈；也可以和朋友对弈，由电脑当裁判。
page-game = 游戏
page-game-nim = Nim 游戏（若干堆）
page-game-wythoff = 威佐夫博弈（两堆）
page-game-heap = 堆上的游戏（Kayles、减法游戏等）
page-game-staircase = 阶梯博弈
page-game-bounded = 巴什博弈（每次最多取 k 个）
page-game-misere = 反 Nim（取走最后一个的一方输）
page-game-moore = Moore 的 Nim_k（一次从至多 k 堆中取）
page-game-chips = 直线上的棋子
page-game-coins = 翻硬币游戏（Mock Turtles、Ruler、Turning Corners 等）
page-game-divisors = 真因数游戏（把一个数换成它的一个真因数）
page-game-fibonacci-nim = 斐波那契博弈（至多取对手上一步的 2 倍）
page-game-cutting = 切纸（每张至少 2 x 2）
page-game-circle = 围成一圈的硬币（取一枚或相邻的两枚）
page-game-euclid = 欧几里得游戏（从较大的数中减去较小的数的倍数）
page-game-multiplication = 乘法游戏（把 p 乘以 2 到 9）
page-game-funny-stones = 石子游戏（取一颗石子，在更右边的两堆上各放一颗）
page-game-hackenbush = 删边游戏（砍掉有根图的边）
page-game-sum = 游戏的和
page-rules = 规则
page-rule = 规则
page-position = 局面
page-notation = 记号
page-players = 对局双方
page-players-you = 你先手，对电脑
page-players-computer = 电脑先手
page-players-two = 两人对弈（电脑当裁判）
page-mode = 模式
page-mode-study = 学习：每个着法都标出颜色
page-mode-practice = 练习：请求提示时才标颜色
page-misere = 反常规则：走最后一步的一方输
page-start = 开始
page-gallery = 所有游戏
page-gallery-intro = 游戏场能玩的每个游戏：一句话的规则，和一个可以开始的局面。
page-drawing = 局面图：点击一个石子、一个格子或一堆
page-hint = 提示
page-hint-more = 再提示一步
page-hint-where-win = { $count ->
        [one] 必胜着法在 { $where } 里。
       *[other] 这几部分里都有必胜着法：{ $where }。
    }
page-hint-where-lose = 这里没有必胜着法：每一步都给对手留下必胜局面，尽量拖长。
page-move-win-in = ，{ $moves } 步内获胜
page-move-lose-in = ，{ $moves } 步后告负
page-undo = 悔棋
page-key-winning = 必胜
page-legend-winning = 着法留下 SG 值 0，双方都走最优策略时对手必败；
page-key-losing = 必败
page-legend-losing = 着法留下不为 0 的 SG 值。
page-type-a-move = 输入着法
page-play = 走
page-history = 对局记录
page-explanation = 讲解
page-why = 为什么
page-footer = 由 grundy serve 提供；接口说明见 docs/api.md。

page-about-nim = Nim 游戏：各堆的数目，用空格分开，例如 3 5 7。每一步从某一堆取走任意多个；取走最后一个的一方获胜。
page-about-wythoff = 威佐夫博弈：两堆，例如 4 6。每一步从一堆取任意多个，或从两堆取同样多个。
page-about-heap = 堆上的游戏：规则（kayles、dawsons-kayles、grundys-game、sub:1,2,5、allbut:1,3、take-or-split:3，或 0.07 这样的代码）和各堆的大小，例如 3 4。
page-about-staircase = 阶梯博弈：第 1、2、3、… 级台阶上的硬币数，例如 1 4 3。每一步把某一级上任意多枚硬币移到下一级；第 1 级的移到地面。
page-about-bounded = 巴什博弈：每一步从一堆取 1 到 k 个，例如 10 12，k = 3。
page-about-misere = 反 Nim：和 Nim 游戏一样的若干堆，但取走最后一个的一方输。
page-about-moore = Moore 的 Nim_k：每一步同时从 1 到 k 堆中取（每堆取任意多个）。
page-about-chips = 直线上的棋子：各棋子所在的格子（从 1 起），例如 1 5 6。每一步把一枚棋子向左滑到空格，不能越过别的棋子。
page-about-coins = 翻硬币游戏：规则，名字（turtles、mock、ruler、turnips、grunt、corners 等）或翻转代码（1-3、1+C、3E，棋盘上如 1-2x1+C），以及正面朝上的硬币，从 1 编号：1 4 6，或一行硬币的正反面 THHTHH；棋盘上写 x:y，例如 2:3 4:1（x 向右，y 向下，左上角为 1:1）。每一步按规则翻转若干枚硬币，其中最后（最远）的一枚须从正面翻到反面：点击这些硬币，再点“翻转”。
page-about-sum = 游戏的和：按 grundy sum 的写法写出各部分，例如 nim=3 kayles=10 wythoff=3,5 staircase=1,4,3 bounded:3=10。每一步是在其中某一部分里走一步。

page-error-no-json = 服务器返回了 { $status }，但不是 JSON
page-error-status = 服务器返回了 { $status }
page-error-no-rules = 请输入堆上游戏的规则，例如 kayles
page-error-no-rule = 请输入翻硬币游戏的规则，例如 mock、ruler、corners 或 1-3
page-error-k = k：应为至少为 1 的整数，实际是“{ $k }”
page-error-no-position = 请先输入局面
page-error-no-move = 请先输入着法，写法见输入框下方

# 对局记录里走棋的一方；句子中轮到走的一方。
page-who-you = 你
page-who-computer = 电脑
page-who-player1 = 玩家 1
page-who-player2 = 玩家 2
page-mover-you = 你
page-mover-computer = 电脑
page-mover-player1 = 玩家 1
page-mover-player2 = 玩家 2

page-history-move = { $who }：{ $move } → { $after }
page-note = （{ $note }）
page-note-was-losing = 无论怎么走都是必败
page-note-kept-the-win = 保持了必胜
page-note-slipped = 失误：本有必胜着法，却把胜局让给了对手
page-note-after-a-hint = ，看过提示
page-nobody-slipped = 没有人失误：开局时的胜负判断一直成立。
page-who-slipped = 失误记录：{ $slips }。
page-slip-at = { $who }在第 { $move } 步
page-list-separator = 、

page-value = { $value ->
        [0] SG 值 0：
       *[other] SG 值 { $value } (*{ $value })：
    }
page-misere-play = 反常规则：
page-winning-moves = { $count } 个必胜着法{ $count ->
        [one] { "" }
       *[other] { "" }
    }
page-verdict-you-win = 你处于必胜局面：轮到走的一方（你）走最优策略必胜；共有 { $moves }。
page-verdict-you-lose = 你处于必败局面：对手走最优策略时，轮到走的一方（你）必败；尽量拖长对局，等对手失误。
page-verdict-computer-win = 电脑处于必胜局面：轮到走的一方（电脑）走最优策略必胜。
page-verdict-computer-lose = 电脑处于必败局面：你走最优策略时，轮到走的一方（电脑）必败。
page-verdict-player-win = { $mover }（轮到走）处于必胜局面，走最优策略必胜；共有 { $moves }。
page-verdict-player-lose = { $mover }（轮到走）处于必败局面，对手走最优策略时必败。
page-remoteness = 双方都走最优策略时，游戏再走 { $moves } 步结束（remoteness 为 { $moves }）。{ $moves ->
        [one] { "" }
       *[other] { "" }
    }
page-remoteness-unknown = 步数（remoteness）{ $note }。
page-practice-hidden = 练习模式：胜负判断和颜色暂不显示，请求提示后才显示。

page-thinking = 电脑正在思考…
page-how-type = 在下方输入
page-how-pick = 从下方选一个，或点击局面图
page-your-move = 轮到你走：{ $how }。
page-to-move = 轮到{ $mover }走：{ $how }。
page-over-players = { $winner }获胜：{ $mover }无棋可走{ $misere ->
        [yes] ，反常规则下这一方获胜
       *[no] { "" }
    }。
page-over-you-win = 你赢了：电脑无棋可走。
page-over-computer-wins = 电脑赢了：你无棋可走。
page-over-you-win-misere = 你赢了：你无棋可走，反常规则下无棋可走的一方获胜。
page-over-computer-wins-misere = 电脑赢了：它无棋可走，反常规则下无棋可走的一方获胜。

page-legal-moves-heading = 合法着法
page-winning-moves-heading = 必胜着法
page-explanation-on-hint = 请求提示后显示讲解。
page-leaves-value = ，SG 值 { $value }
page-leaves-lost = ，对手必败
page-leaves-won = ，对手必胜
page-move-title-hidden = 请求提示，才能看到哪些着法必胜
page-move-title-winning = 必胜：留给对手必败局面
page-move-title-losing = 必败：留给对手必胜局面
page-move-after = → { $after }{ $leaves }
page-no-move-left = 已经没有合法着法。
page-too-many-moves-shown = 合法着法太多，无法一一列出：上面只列出必胜着法（共 { $count } 个，同类着法合为一组）。可以在这里输入任何着法。
page-too-many-moves = 合法着法太多，无法一一列出：请在这里输入你的着法。
page-winning-moves-on-hint = 请求提示后显示必胜着法。
page-family = （{ $count } 个同类着法之一：{ $every }）
page-no-winning-move = 没有必胜着法：每一步都留给对手必胜局面。在下方输入一步，尽量拖长对局。

page-use-typed = 请输入着法
page-use-moves = 请用着法列表
page-too-large-counters = { $n } 个石子（太多，画不下：{ $use }）
page-too-large-coins = { $n } 枚硬币（太多，画不下：{ $use }）
page-too-large-cells = { $n } 个格子（太多，画不下：{ $use }）
page-too-large-edges = { $n } 条边（太多，画不下：{ $use }）
page-too-large-side = 边长 { $n }（太大，画不下：{ $use }）
page-too-large-coins-side = 每边 { $n } 枚硬币（太多，画不下：{ $use }）
page-pile = 第 { $pile } 堆
page-take-from-pile = 从第 { $pile } 堆取走 { $n } 个
page-heap = 第 { $heap } 堆
page-heap-mark = 第 { $heap } 堆（{ $n } 个）：标出它的着法
page-step = 第 { $step } 级
page-move-coins-down = 把 { $n } 枚硬币从第 { $step } 级移到第 { $to } 级
page-move-coins-to-floor = 把 { $n } 枚硬币从第 1 级移到地面
page-floor = 地面
page-chip-on-cell = 第 { $cell } 格上的棋子
page-slide-chip = 把第 { $from } 格上的棋子滑到第 { $to } 格
page-wythoff-grid = 威佐夫博弈的棋盘，直到（{ $x }, { $y }）
page-move-to = 走到（{ $i }, { $j }）
page-cell = （{ $i }, { $j }）
page-cell-here = （{ $i }, { $j }）：当前局面
page-no-drawing = { $text }：没有局面图，请用着法列表
page-hackenbush-drawing = { $text }：点击一条边，把它剪掉
page-component = 第 { $component } 部分：{ $text }

page-value-only = SG 值为 { $value }：走到 SG 值 0 的着法必胜，而 SG 值为 0 的局面没有这样的着法。
page-nim-panel = Nim 游戏：逐列看二进制
page-sum-panel = 游戏的和：各部分 SG 值的异或
page-column-component = 部分
page-column-value = SG 值
page-column-binary = 二进制
page-column-head = 正面
page-row-xor = 异或
page-wythoff-map = 两堆都小于 { $n } 时威佐夫博弈的必败局面（P 局面）
page-wythoff-panel = 威佐夫博弈：必败局面（P 局面）（两堆 { $a }、{ $b }）
page-wythoff-key = 行：第一堆；列：第二堆。红色：必败局面（P 局面），轮到走的一方必败。蓝色：当前局面。绿框：必胜着法走到的局面。
page-sequence-plot = { $game } 的 SG 值序列，堆的大小从 0 到 { $last }
page-sequence-panel = { $game } 的 SG 值序列：G(0) 到 G({ $last })
page-sequence-key = 蓝色：当前局面的各堆。
page-sequence-key-period = 蓝色：当前局面的各堆；超出图中范围的堆，标出周期内 SG 值相同的那一堆。

page-coin = 第 { $coin } 枚硬币：{ $face ->
        [heads] 正面
       *[tails] 反面
    }{ $worth }{ $picked ->
        [yes] ，已选中
       *[no] { "" }
    }
page-coin-worth = ，SG 值 { $value }
page-coins-in-a-box = 立方体中的硬币（三维）：没有局面图，请用着法列表
page-coin-row = 一行 { $w } 枚硬币，第 1 枚在最左边
page-coin-board = { $w } × { $h } 的硬币棋盘，左上角为 1:1
page-turn-coins = 翻转{ $count ->
        [one] { "" }
       *[other] { "" }
    }硬币 { $coins }
page-turn-picked = 翻转选中的硬币
page-clear = 清除
page-coin-note = 点击要翻转的硬币，其中最后（最远）的一枚须是正面，再点“翻转”：翻转这些硬币的着法会在列表中标出。
