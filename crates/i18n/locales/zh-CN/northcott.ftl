# Northcott 游戏：棋盘、滑动，以及伪装的 Nim。

northcott-heading = Northcott 游戏：{ $rows ->
    [one] { $rows } 行
   *[other] { $rows } 行
    }，每行 { $columns } 列；你的棋子（轮到走的一方）和对手的棋子：
northcott-row = 第 { $row } 行：你的在第 { $mine } 列，对手的在第 { $theirs } 列（间隔 { $gap }）
northcott-no-winning-move = 没有必胜着法：每一次滑动都会把必胜局面留给对手
northcott-slide = 第 { $row } 行：把你的棋子从第 { $from } 列滑到第 { $to } 列（间隔由 { $before } 变为 { $after }{ $away ->
    [yes] ，远离对方
   *[no] {""}
    }）
northcott-explain-idea = 这是伪装的 Nim：一行中两枚棋子之间的空格数是一堆 Nim，向对方棋子滑动就是从这堆中取。向远处滑会让间隔变大，但对手马上就能把它缩回去，而棋子只会被逼向棋盘边缘，所以拉大间隔救不了必败局面。
northcott-explain-row = 第 { $row } 行：你的在第 { $mine } 列，对手的在第 { $theirs } 列，间隔 { $gap }
northcott-explain-xor = 各行间隔的异或是 { $xor }：{ $lost ->
    [yes] 轮到走的一方必败；每一次滑动只改变一个间隔，使异或不为 0。
   *[no] 轮到走的一方只要留下异或为 0 的间隔就能获胜。
    }
northcott-column-of = 第 { $row } 行{ $whose ->
    [mine] 你的棋子
   *[theirs] 对手的棋子
    }所在的列
northcott-off-board = 第 { $row } 行：{ $whose ->
    [mine] 你的
   *[theirs] 对手的
    }棋子在第 { $column } 列，在棋盘之外（列号是 1 到 { $columns }）
northcott-same-square = 第 { $row } 行：两枚棋子都在第 { $column } 列；每行双方各有一枚棋子，位于不同的格子
