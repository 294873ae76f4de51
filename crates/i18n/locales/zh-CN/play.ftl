# grundy play：开场说明、提示符、每一步与对局记录。

play-you = 你
play-computer = 电脑
play-player = { $n } 号玩家
play-number-hash = '#K'
play-number-either = 'K' 或 '#K'
play-typed-pattern = '{ $pattern }'（{ $meaning }）
play-typed-separator = 、
play-typed = { $patterns }；
play-banner = 输入着法：{ $typed }{ $number } 表示列表中的第 K 个着法；或输入 'moves'（列出着法）、'hint'（提示）、'undo'（悔棋）、'quit'（退出）。
play-help = { $banner } 'hint' 会把每个着法标为必胜或必败，并给出它留下的 SG 值；'undo' 撤回你的上一步。
play-misere-rule = 反常规则（misère）：走最后一步的一方输。
play-under-misere = ，反常规则下
play-position-value = 局面：{ $position }   （SG 值 { $value }）
play-position-won = 局面：{ $position }   （轮到走的一方必胜{ $under }）
play-position-lost = 局面：{ $position }   （轮到走的一方必败{ $under }）
play-in-component = 第 { $component } 部分：
play-label-winning = 必胜
play-label-losing = 必败
play-leaves = （留下{ $value ->
        [yes] { " " }{ $what }
       *[no] { $what }
    }）
play-lost-position = 必败局面
play-won-position = 必胜局面
play-over = { $mover }无棋可走：{ $winner }获胜。{ $you ->
        [yes] { "" }
       *[no] { "" }
    }
play-over-misere = { $mover }无棋可走，反常规则下这一方获胜：{ $winner }获胜。{ $you ->
        [yes] { "" }
       *[no] { "" }
    }
play-should-win-value = { $name }处于必胜局面：留给对手一个 SG 值为 0 的局面。
play-should-win-lost = { $name }处于必胜局面：留给对手一个必败局面。
play-losing = { $you ->
        [yes] { $name }
       *[no] { $name }
    }处于必败局面（双方都走最优策略时）：每一步都会留下{ $values ->
        [yes] { " " }SG 值不为 0 的局面
       *[no] 必胜局面
    }{ $computer ->
        [yes] ；电脑将会获胜
       *[no] { "" }
    }。
play-computer-will-win = 电脑将会获胜。
play-computer-losing = 电脑处于必败局面：它会尽量拖长对局，等你失误。
play-remoteness-win = 双方都走最优策略时，{ $who ->
        [you] 你
        [computer] 电脑
       *[player] { $name }
    }在 { $moves } 步内获胜（remoteness { $moves }）。
play-remoteness-lose = 双方都走最优策略时，{ $who ->
        [you] 你
        [computer] 电脑
       *[player] { $name }
    }在 { $moves } 步后落败（remoteness { $moves }）。
play-many-moves = 共有 { $count } 个合法着法：输入 'moves' 列出它们，或按上面的格式输入着法。
play-too-many = 合法着法超过 { $limit } 个，无法全部列出；请按上面的格式输入着法，或输入 'hint' 获取一个必胜着法。
play-too-many-short = 合法着法超过 { $limit } 个，无法全部列出。
play-input-ended = 输入已结束：对局未完成。
play-abandoned = 对局已放弃。
play-hint-winning = 必胜：{ $move } -> { $after }
play-hint-lasting = 每一步都必败；这一步能拖长对局：{ $move } -> { $after }
play-undone = 已悔棋。
play-nothing-to-undo = 没有可以撤回的着法。
play-not-a-move = “{ $line }”不是此处的合法着法：{ $why }。输入 'moves' 列出所有着法。
play-too-many-to-number = 着法太多，无法编号：请直接输入着法本身
play-no-such-move = 没有第 { $k } 个着法：编号是 1 到 { $count }
play-moved = { $name }：{ $move } -> { $after }
play-history = 对局记录（谁在何时失误）：
play-history-misere = 反常规则下的对局记录（谁在何时失误）：
play-kept-win = 保持必胜
play-slipped = 失误：本有必胜着法，却把胜势让给了对手
play-was-losing = 无论怎么走都是必败
play-history-line = { $name }：{ $move } -> { $after }   （{ $note }）
play-no-slip = 没有人失误：初始局面的胜负判断始终成立。
play-remoteness-too-long = 未计算 remoteness（最优对局的步数）：{ $why ->
        [table] 其下的 { $positions } 个局面之间共有 { $moves } 个着法，超过即时回答所检查的 { $limit } 个
        [position] 途中有一个局面的合法着法超过 { $limit } 个，无法搜索
        [size] 途中的局面太长，无法搜索：着法每 { $bytes } 字节记作一步，搜索将超过 { $limit } 步
       *[moves] 按规则搜索将检查超过 { $limit } 个着法
    }。
play-cannot = 无法进行对局：{ $why }
play-misere-chips-too-large = 无法在反常规则下进行对局：{ $why }；反常规则下的直线棋子游戏要搜索它能到达的每个局面才能判定胜负，而这个局面超出了搜索上限
play-misere-sum-too-large = 无法在反常规则下进行对局：{ $why }；反常规则下的胜负要遍历游戏能到达的每个局面（检验 SJ 定理的条件，或在条件不成立时搜索整个和），而这个游戏超出了搜索上限
play-misere-already = { $game } 就是反 Nim，本来就按反常规则玩：去掉 --misere，或者玩 `grundy play nim … --misere`
play-describe-misere = 反 Nim { $piles }
play-describe-moore = Nim_{ $k } { $piles }
play-describe-moore-misere = 反 Nim_{ $k } { $piles }
play-describe-chips = 棋子 { $cells }
