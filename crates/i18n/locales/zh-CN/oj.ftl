# grundy oj：评测题目的输入有误，以及错在哪里。下面名为 what 的消息是名词短语，
# 组合进“应有 WHAT，但输入在这里结束了”“WHAT应是非负整数，这里是……”
# “WHAT太大了：……”和“WHAT是 0：……”这样的句子；所以它们以汉字开头，
# 以汉字或全角标点结尾（题面里的字母放在括号里）。

# 错误在输入中的位置：“第 2 行第 3 列：应有……”。
oj-line-column = 第 { $line } 行第 { $column } 列：{ $message }
# 命令的错误行：题目名，然后是错误。
oj-problem-then = { $problem }：{ $message }
oj-unknown-problem = 未知的评测题目“{ $name }”；已知的题目：{ $known }
oj-cannot-write = 无法写出答案：{ $why }

## 读入记号。

oj-ends-here = 应有{ $what }，但输入在这里结束了
oj-count-too-large = { $what }太大了：“{ $text }”
# 输入结束之后多出的记号；after 是下面 oj-after- 中的一个短语。
oj-unexpected = { $after }之后还有多余的“{ $token }”
# zeros：“0”“0 0”或“0 0 0”，表示输入结束的那一行。
oj-after-terminator = 结束标志“{ $zeros }”
oj-after-last-cases = 全部 { $count } 组数据
oj-after-last-pairs = 全部 { $count } 对数
oj-after-last-quarries = 全部 { $count } 个采石场
oj-after-piles = 全部 { $count } 堆
oj-after-pair-a-b = a、b 两堆

## 对读到的数，或对一组数据的拒绝。

oj-what-then = { $what }：{ $why }
oj-case-then = 第 { $case } 组数据：{ $why }
oj-block-then = 第 { $block } 组数据：{ $why }
# k 倍博弈的一组数据超出了解法的能力；why 是引擎给出的原因。
oj-cannot-answer = { $what }无法解答：{ $why }
oj-case = 第 { $case } 组数据
# first、last：图的第一个和最后一个顶点的编号。
oj-no-such-vertex = { $what }是 { $vertex }：没有这个顶点，顶点是 { $first } 到 { $last }
oj-no-such-vertex-none = { $what }是 { $vertex }：没有这个顶点，图中一个顶点也没有

## 个数。

oj-number-of-cases = 数据组数（T）
oj-number-of-pairs = 数对的个数（T）
oj-number-of-piles-k = 堆数（k）
oj-number-of-quarries = 采石场的个数（n）
oj-piles-of-case = 第 { $case } 组数据的堆数
# var：题面里的字母，N 或 n。
oj-piles-var-of-case = 第 { $case } 组数据的堆数（{ $var }）
oj-piles-of-block = 第 { $block } 组数据的堆数（m，0 表示输入结束）
oj-chips-of-case = 第 { $case } 组数据的棋子数（N）
oj-lights-of-case = 第 { $case } 组数据的灯数（n）
oj-heads-of-block = 第 { $block } 组数据的正面硬币数（n）
oj-rows-of-block = 第 { $block } 组数据的行数（n）
oj-columns-of-block = 第 { $block } 组数据的列数（m）
oj-vertices-of-case = 第 { $case } 组数据的顶点数（N）
oj-vertices-of-block = 第 { $block } 组数据的顶点数（N）
oj-successors = 第 { $block } 组数据中顶点 { $vertex } 的后继个数
oj-tokens-of-query = 第 { $block } 组数据第 { $query } 次询问的棋子数（M）
oj-trees-of-block = 第 { $block } 组数据中树的棵数（N）
oj-games-of-block = 第 { $block } 组的游戏数 N
oj-pile-p-of-game = 第 { $block } 组第 { $game } 局的堆 p
oj-pile-q-of-game = 第 { $block } 组第 { $game } 局的堆 q
oj-teams-of-line = 第 { $line } 行的 n，每组的人数（0 表示输入结束）
oj-stones-of-line = 第 { $line } 行的石子数 S
oj-take-limit-of-player = 第 { $line } 行的上限 M{ $player }
oj-poj2068-too-large = { $what } 太大：一行靠一张列出每个石子数和每个人的表来回答，至多 { $most } 项
oj-p2599-row = { $what } 必须是 1 到 { $most }：一排石子靠一张列出每一段的表来回答，n² / 2 步
oj-p2599-zero = { $what } 为 0：一排中每堆至少有一个石子
oj-hdu5724-rows = 第 { $case } 组数据的行数
oj-hdu5724-pieces = 第 { $case } 组数据第 { $row } 行的棋子数
oj-hdu5724-column = 第 { $case } 组数据第 { $row } 行第 { $piece } 个棋子的列
oj-hdu5724-bad = { $what } 不在棋盘上：每行 20 列，编号 1 到 20，每格至多一个棋子
oj-poj2068-zero = { $what } 为 0：一堆至少有一个石子，每人一次至少取一个
oj-vertices-of-tree = 第 { $block } 组数据第 { $tree } 棵树的顶点数（m）
oj-edges-of-tree = 第 { $block } 组数据第 { $tree } 棵树的边数（k）
oj-set-size = 第 { $set } 个减法集合的大小（k，0 表示输入结束）
oj-positions-of-test = 第 { $test } 组数据的局面数（m）
oj-heaps-of-position = 第 { $test } 组数据第 { $position } 个局面的堆数（l）
oj-piles-of-game = 第 { $game } 局的堆数（n，0 表示输入结束）

## 石子堆和其他的数。

oj-pile-of = 第 { $pile } 堆（共 { $count } 堆）
oj-pile-in-case = 第 { $case } 组数据的第 { $pile } 堆（共 { $count } 堆）
oj-pile-in-block = 第 { $block } 组数据的第 { $pile } 堆（共 { $count } 堆）
# index：从 0 数起，与题面的 S_0、S_1、……一致。
oj-pile-in-game = 第 { $game } 局的石子堆 S_{ $index }（共 { $count } 堆）
oj-chip-cell = 第 { $case } 组数据第 { $chip } 枚棋子（共 { $count } 枚）所在的格子
oj-quarry-first = 第 { $quarry } 个采石场（共 { $count } 个）第一辆翻斗车的石子数（x）
oj-quarry-dumpers = 第 { $quarry } 个采石场（共 { $count } 个）的翻斗车数（m）
oj-first-pile-of-pair = 第 { $pair } 对的第一堆
oj-second-pile-of-pair = 第 { $pair } 对的第二堆
oj-first-pile-a = 第一堆（a）
oj-second-pile-b = 第二堆（b）
oj-first-number-of-pair = 第 { $pair } 对的第一个数
oj-second-number-of-pair = 第 { $pair } 对的第二个数
# name：m、n 或 p，HDU 1848 给三堆石子起的名字。
oj-heap-name-of-line = 第 { $line } 行的石子堆（{ $name }）
oj-heap-of-line-then = 第 { $line } 行的第 { $heap } 堆：{ $why }
oj-set-element = 第 { $set } 个减法集合的第 { $index } 个数（s{ $index }）
oj-heap-of-position = 第 { $test } 组数据第 { $position } 个局面的第 { $heap } 堆（共 { $count } 堆）
oj-word-a = 第 { $pair } 对数（共 { $count } 对）的第一个数（A）
oj-word-b = 第 { $pair } 对数（共 { $count } 对）的第二个数（B）
oj-light-x = 第 { $case } 组数据第 { $light } 盏灯（共 { $count } 盏）的 x 坐标
oj-light-y = 第 { $case } 组数据第 { $light } 盏灯（共 { $count } 盏）的 y 坐标
oj-head-position = 第 { $block } 组数据第 { $head } 枚正面硬币（共 { $count } 枚）的位置
oj-pile-of-line-n = 第 { $line } 行的石子数（n）
oj-pile-of-line = 第 { $line } 行的这堆石子
oj-n-of-case = 第 { $case } 组数据的石子数（n）
oj-k-of-case = 第 { $case } 组数据的倍数（k）
oj-n-of-game = 第 { $game } 局的目标值（n）
oj-coins-of-line = 第 { $line } 行的硬币数（n）
oj-board-side-of-line = 第 { $line } 行的棋盘边长（n）
oj-take-limit-of-case = 第 { $case } 组数据的 m（一次最多取的个数）
oj-cards-of-line = 第 { $line } 行的牌数（n）
oj-tokens-of-block = 第 { $block } 组数据的棋子数（m，0 表示输入结束）
oj-board-rows-of-line = 第 { $line } 行的棋盘行数（n）
oj-board-columns-of-line = 第 { $line } 行的棋盘列数（m）
oj-sheet-width = 第 { $sheet } 张纸的宽（W）
oj-sheet-height = 第 { $sheet } 张纸的高（H）
oj-column-ti = 第 { $block } 组数据第 { $row } 行先手棋子所在的列（Ti）
oj-column-ji = 第 { $block } 组数据第 { $row } 行后手棋子所在的列（Ji）
oj-successor = 第 { $block } 组数据中顶点 { $vertex } 的第 { $index } 个后继
oj-token-of-query = 第 { $block } 组数据第 { $query } 次询问的第 { $index } 枚棋子
# graph：oj-case 或 oj-tree-in-block。
oj-edge-first-end = { $graph }的第 { $edge } 条边的第一个端点
oj-edge-second-end = { $graph }的第 { $edge } 条边的第二个端点
oj-tree-in-block = 第 { $block } 组数据第 { $tree } 棵树

## 拒绝：格式不允许的数，以及太大的数据。

oj-set-element-zero = { $what }是 0：每步至少取走 1 个
oj-set-element-too-large = { $what }太大了：每步取走的数至多支持到 { $limit }
oj-ed-pile-zero = { $what }是 0：E&D 的每堆石子数都是正数
oj-ed-odd-piles = 第 { $case } 组数据有 { $count } 堆，是奇数：E&D 的石子堆两两成对
oj-k-zero = { $what }是 0：第一步之后，每步至多取上一步的 k 倍，k 至少是 1
oj-sheet-side-too-large = { $what }是 { $side }：只解答边长不超过 { $limit } 的纸（各个值来自一张覆盖每种纸张大小的表）
oj-euclid-zero = 第 { $pair } 对数是 { $a } { $b }：有 0 的局面已经结束（先得到 0 的一方已经赢了），没有先手的第一步可以回答；这两个数都是正数，只有 0 0 表示输入结束
oj-multiplication-n = { $what }是 { $n }：第一步之前 p = 1 就已经不小于 n，没有人能走一步到达它（这个游戏要求 1 < n）
oj-too-many-piles = 第 { $game } 局有 { $count } 堆：至多解答 { $limit } 堆（石子的值来自一张覆盖各堆的表，代价是堆数的平方）
oj-off-the-board = { $what }是 { $column }：不在棋盘上（列号是 1 到 { $columns }）
oj-same-square = { $what }是 { $column }，那里是先手的棋子：同一行的两枚棋子在不同的格子上
oj-board-side-zero = { $what }是 0：棋盘至少有一行一列（只有 0 0 表示输入结束）
oj-too-many-vertices = 第 { $block } 组数据的顶点太多
oj-too-many-trees = 第 { $block } 组数据的树太多
oj-cycle = 第 { $block } 组数据的图有环 { $cycle }：HDU 1524 的图是无环的（否则棋子可以永远移动下去）
oj-tree-cycle = 第 { $block } 组数据第 { $tree } 棵树的第 { $edge } 条边构成了环：HDU 3590 的树没有环，反常规则只在树上判定

## grundy oj --list：每道题的评测、题号和游戏，然后是结尾的一行。题目的消息名是
## oj-title- 加命令行上的题目名。题号、评测的名字（HDU、POJ……）、括号里的题目原名，
## 以及评测要求输出的记号（Yes/No、1/0、WIN/LOSE……）都原样保留，不翻译。

oj-title-p1247 = 洛谷 P1247（取火柴游戏）：Nim，第一个必胜着法（取走的个数、堆号）和走后的各堆
oj-title-p2197 = 洛谷 P2197：Nim 游戏模板，每组数据输出 Yes/No
oj-title-p4279 = 洛谷 P4279（小约翰的游戏）：反 Nim，每组数据输出 John/Brother
oj-title-hdu2176 = HDU 2176：Nim，全部必胜着法，每个写成“这一堆走前的个数、走后的个数”
oj-title-hdu1850 = HDU 1850：Nim 中必胜的第一步有几种
oj-title-poj1704 = POJ 1704（Georgia and Bob）：直线上的棋子，阶梯博弈
oj-title-cf15c = CF 15C（Industrial Nim）：各采石场的石堆大小是连续的数，输出 tolik/bolik
oj-title-hdu1527 = HDU 1527：威佐夫博弈，每对数输出 1/0，直到输入结束
oj-title-poj1067 = POJ 1067：同 HDU 1527
oj-title-p2252 = 洛谷 P2252（取石子游戏）：威佐夫博弈，一对数，输出 1/0
oj-title-hdu2177 = HDU 2177：威佐夫博弈，每个必胜着法走后留下的两堆
oj-title-hdu1848 = HDU 1848：三堆石子，每次取斐波那契数个，输出 Fibo/Nacci
oj-title-hdu1536 = HDU 1536：S-Nim，一个减法集合和若干局面，每组数据输出一行 W/L
oj-title-poj2960 = POJ 2960：同 HDU 1536
oj-title-p2148 = 洛谷 P2148（E&D）：石子堆两两成对，每组数据输出 YES/NO
oj-title-hdu3404 = HDU 3404（Switch lights）：Turning Corners，各盏灯的 nim 积 x ⊗ y 的异或
oj-title-nim_product_64 = Library Checker nim_product_64：每对小于 2^64 的数的 nim 积
oj-title-hdu3537 = HDU 3537（Daizhenyang's Coin）：Mock Turtles，先手必败时输出 Yes
oj-title-hdu2516 = HDU 2516：斐波那契博弈，每堆输出 First win/Second win
oj-title-hdu2486 = HDU 2486：k 倍博弈，每组数据输出最小的必胜第一步
oj-title-poj3922 = POJ 3922：同 HDU 2486
oj-title-poj2311 = POJ 2311（Cutting Game）：每张纸 W H 输出 WIN/LOSE
oj-title-poj2484 = POJ 2484（A Funny Game）：围成一圈的硬币，每个 n 输出 Alice/Bob
oj-title-hdu1730 = HDU 1730（Northcott Game）：棋子之间空格上的 Nim，输出 I WIN!/BAD LUCK!
oj-title-poj1740 = POJ 1740（A New Stone Game）：成对相等的堆必败，输出 1/0
oj-title-hdu1907 = HDU 1907（John）：同洛谷 P4279
oj-title-hdu2509 = HDU 2509（Be the Winner）：反常规则下从一排苹果中取走连续的一段，输出 Yes/No
oj-title-poj2348 = POJ 2348（Euclid's Game）：每对数 a b 输出 Stan wins/Ollie wins
oj-title-hdu1525 = HDU 1525：同 POJ 2348
oj-title-poj2505 = POJ 2505（A Multiplication Game）：每个 n 输出 Stan wins./Ollie wins.
oj-title-hdu5795 = HDU 5795（A Simple Nim）：从一堆取走任意多个，或把一堆分成三堆
oj-title-uva1378 = UVa 1378（A Funny Stone Game）：最小的必胜着法 i j k
oj-title-hdu3094 = HDU 3094（A tree game）：有根树上的删边游戏
oj-title-poj3710 = POJ 3710（Christmas Game）：删边游戏，带环的树
oj-title-hdu3590 = HDU 3590（PP and QQ）：有根树上反常规则的删边游戏
oj-title-p4136 = 洛谷 P4136（谁能赢呢）：n x n 棋盘上从角落出发的 geography，输出 Alice/Bob
oj-title-hdu1524 = HDU 1524（A Chess Game）：无环图上的棋子，输出 WIN/LOSE
oj-title-poj2425 = POJ 2425：同 HDU 1524
oj-title-hdu1846 = HDU 1846（Brave Game）：巴什博弈，一次取 1 到 m 个，每行输出 first/second
oj-title-hdu1847 = HDU 1847（Good Luck in CET-4 Everybody!）：一次取 2 的幂张牌，输出 Kiki/Cici
oj-title-poj2234 = POJ 2234（Matches Game）：Nim，每行输出 Yes/No，直到输入结束
oj-title-poj2975 = POJ 2975（Nim）：Nim 中必胜的第一步有几种，同 HDU 1850
oj-title-hdu1849 = HDU 1849（Rabbit and Grass）：一排格子上向左移动的棋子，也就是 Nim，输出 Rabbit Win!/Grass Win!
oj-title-hdu2147 = HDU 2147（kiki's game）：棋子向左、向下或向左下移动一格，输出 Wonderful!/What a pity!
oj-title-hdu1564 = HDU 1564（Play a game）：n x n 棋盘上从角落出发的 geography，输出 8600/ailyanlu
oj-title-hdu3032 = HDU 3032（Nim or not Nim?）：Lasker 的 Nim，从一堆取走任意多个或把一堆分成两堆，输出 Alice/Bob
oj-title-hdu3595 = HDU 3595（GG and MM）：每一局都要走的 Euclid 游戏（Every-SG），每组输出 MM/GG
oj-title-poj2068 = POJ 2068（Nim, team game）：2n 个人围坐，分两组轮流取一堆石子，取走最后一个的一组输，每行输出 1/0
oj-title-abc368f = AtCoder ABC 368 F（Dividing Game）：把一个数换成它的真约数，输出 Anna/Bruno
oj-title-cf2004e = Codeforces 2004E（Not a Nim Problem）：从 x 个石子的一堆中取走 y 个，要求 gcd(x, y) = 1，输出 Alice/Bob
oj-title-cf603c = Codeforces 603C（Lieges of Legendre）：拿走一个，或把 2x 个的一堆分成 k 堆 x 个，输出 Kevin/Nicky
oj-title-agc017d = AtCoder AGC 017 D（Game on Tree）：以 1 为根的树上的删边游戏，输出 Alice/Bob
oj-title-hdu5973 = HDU 5973（Game of Taking Stones）：威佐夫博弈，每堆至多 10^100，每对数输出 1/0
oj-title-p2599 = 洛谷 P2599（[ZJOI2009] 取石子游戏）：一排石子，只能从最左或最右一堆取，每组数据输出 1/0
oj-title-hdu5724 = HDU 5724（Chess）：每行 20 格，棋子向右走或跳过右边相连的棋子，每组数据输出 YES/NO
oj-title-hdu3980 = HDU 3980（Paint Chain）：在一圈 n 颗中标记连续的 m 颗，输出 Case #i: aekdycoin/abcdxyzk
oj-title-p3235 = 洛谷 P3235（HNOI2014）：把不少于 F 个的一堆尽量平分成 M 堆，一行输出各组的 0/1
oj-title-p6560 = 洛谷 P6560（SBCOI2020）：有向图上的一枚棋子，把它移到 y 的一方胜，每轮输出 1/-1/0（和局）
oj-list-end = 每道题从标准输入读入它的评测输入；`grundy gen 题目` 打印一组随机输入。
