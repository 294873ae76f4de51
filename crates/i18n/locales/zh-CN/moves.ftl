# 着法，用各个游戏自己的说法：grundy play、游戏场里合法着法的标签，以及各分析中的必胜着法。

move-take-from-pile-of = 从有 { $from } 个的那堆取走 { $amount } 个
move-take-from-pile = 从第 { $pile } 堆取走 { $amount } 个
move-take-from-both = 从两堆各取走 { $amount } 个
move-list-separator = ，
move-slide-chip = 把第 { $from } 格上的棋子滑到第 { $to } 格

move-heap-take = 从有 { $heap } 个的那堆取走 { $removed } 个，留下 { $left }
move-heap-split = 把有 { $heap } 个的那堆分成 { $left }
move-heap-nothing = 空
move-heap-and = { " 和 " }
move-coins-turn = 翻转第 { $coins } 枚硬币{ $count ->
        [one] { "" }
       *[other] { "" }
    }
move-coins-and = { " 和 " }

move-kfold-last = 取走 { $amount } 个，即最后的石子
move-kfold-take = 取走 { $amount } 个，留下 { $left } 个（对手可以取{ $reach }）
move-kfold-reach-it = 走它
move-kfold-reach-both = 走两个
move-kfold-reach-all = 走全部
move-kfold-reach-up-to = 至多 { $most } 个

move-hackenbush-cut = 砍掉边 { $edge }
move-hackenbush-cut-falls = 砍掉边 { $edge }（另有 { $fall } 条边随之落下）{ $number ->
        [one] { "" }
       *[other] { "" }
    }

move-circle-take-1 = 取走第 1 枚硬币{ $rest }
move-circle-take-1-2 = 取走第 1、2 枚硬币{ $rest }
move-circle-take-two = 取走第 1、2 枚硬币（或任意相邻的两枚）{ $rest }
move-circle-all = （全部取完）
move-circle-row = ：留下一行 { $left } 枚，按 Kayles 来玩

move-cut-sheet = 把 { $w }x{ $h } 的纸切成 { $a }x{ $b } 和 { $c }x{ $d }
move-subtract = 从 { $x } 减去 { $y }，留下 { $first } 和 { $second }
move-subtract-times = 从 { $x } 减去 { $k } × { $y } = { $amount }，留下 { $first } 和 { $second }
move-subtract-won = （得到 0：获胜）
move-multiply = 把 p = { $p } 乘以 { $f }：p = { $to }
move-multiply-won = ，不小于 n = { $n }：获胜
move-replace = 把 { $n } 换成 { $d }
move-funny-two = 从第 { $from } 堆取一颗石子，在第 { $to } 堆放两颗
move-funny-split = 从第 { $from } 堆取一颗石子，在第 { $to } 堆和第 { $other } 堆各放一颗
