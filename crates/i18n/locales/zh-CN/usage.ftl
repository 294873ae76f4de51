# 帮助由注册表或表格生成的命令（grundy sum、play、research、oj、coins）
# 在选项之后的文字。

after-sum =
    每个部分写成 游戏=局面：
    { $kinds }
    例子：
      grundy sum nim=7 kayles=10 wythoff=3,5 staircase=1,4,3 --explain
      grundy sum --misere nim=1 nim=1 nim=3 --explain
      grundy sum --every nim=3 kayles=4 --explain
      grundy sum --selective nim=1 kayles=3 wythoff=1,2
      grundy sum --selective --misere nim=1 nim=2
after-play =
    游戏和局面：{ $games } | misere 3 5 1 | moore:2 3 5 6 | chips 1 5 6 | teams 97 8 7 6 5 4 3 | sum nim=3 kayles=10
    （取石子游戏是一个名字、0.07 这样的八进制编码，或 sub:1,2,5 这样的集合）

    对弈中，着法按游戏自己的说法输入，如开头第一行所示：
    { $moves }
    '#K' 走列表中的第 K 种着法；'moves'、'hint'（每种着法标明必胜或必败，以及它留下的值）、
    'undo'、'quit'。标准输入不是终端时从它读着法，所以对局可以写成脚本。

    有 --misere 时，走最后一步的一方输：Nim 用反 Nim 的规则（像普通 Nim 一样走，直到只剩下一个
    一个的堆时，留下奇数堆），Nim_k 用 Moore 定理，其他游戏或和在条件成立时用 SJ 定理，每个部分都
    驯服时用 genus 理论，同一个八进制游戏的堆多到无法搜索时用它的反常商（很大的堆用输入的着法走；
    'hint' 和电脑走商给出的必胜着法），否则（以及一行上的棋子）搜索整个游戏，超出上限时拒绝。

    例子：
      grundy play nim 3 5 7
      grundy play wythoff 4 6 --computer-first
      grundy play sum nim=3 kayles=6 --two-players
      printf '1 2\nhint\n' | grundy play nim 3 5
      grundy play kayles 7 --misere
after-research =
    游戏是一个八进制编码（0.6、0.007、0.106、4.07；数字 0-7），或者以下名字之一：
    { "  " }{ $names }。

    在每个 2 的幂 N 处，它打印到目前为止最大的值及其位置、稀有堆的个数和最后一个，以及按 ogsolve
    crate 的算法求出的 G(0..=N) 的 Fletcher-32 校验和；有 --stats-dir 时，目录/N.txt 对 G(1..=N)
    的每个值写一行 `value count`。由 Guy-Smith 定理证明了周期就停止计算；统计从周期接着做下去。
    进度（堆/秒、预计剩余时间）写到标准错误。

    例子：
      grundy research 0.16 --to 2^20
      grundy research 0.007 --to 2^24 --stats-dir stats --checkpoint t.ckpt
      grundy research 0.007 --to 2^26 --checkpoint t.ckpt --resume
      grundy research grundys-game --to 2^22 --values g.u16 --json
      grundy research 0.6 --to 2^33 --disk /big/disk --checkpoint 06.ckpt

    退出状态：0 完成，1 失败，2 输入有误，130 被中断（检查点已保存）。
after-oj =
    题目：{ $names }（`grundy oj --list` 说明每道题是什么）。

    例子：
      echo '3 3 6 9' | grundy oj p1247
      printf '1\n8 8\n' | grundy oj nim_product_64
      grundy oj --list
after-coins =
    硬币从 1 开始编号（第 1 枚在最左边；棋盘上写作 x:y，从 1:1 开始）。
    翻转编码是{ $codes }。

    有名字的规则：
    { $names }

    例子：
      grundy coins mock 1 4 6                Mock Turtles 的全部必胜着法
      grundy coins ruler THHTHH --explain     一行硬币写成各自的正反面
      grundy coins corners 2:3 4:1            Turning Corners：x:y 处的正面值为 x ⊗ y
      grundy coins 3E 2 9 --json              Turnips，输出 JSON
      grundy coins 1-2x1+C 3:4                两行规则的乘积（Tartan）
      grundy coins corners 2:3 4:1 --plot corners.png   画出棋盘，圈出必胜着法
coins-codes = 硬币的个数（3）、一个范围（1-3）或至少的个数（1+），后面可加 C（连续）、E（等距）、S（对称）、F（包含第 1 枚）、C(m)（在相邻的 m 枚之内）；各项用逗号分隔
after-play-or = { " 或 " }
