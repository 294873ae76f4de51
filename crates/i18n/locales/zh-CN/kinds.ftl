# 注册表中和的各种部分：局面是什么（grundy sum 的帮助），以及一行规则
# （playground 的游戏列表）。

kind-bounded-position = 一堆，一步至多取 3 个
kind-bounded-rules = 一堆，一步至多取 K 个（巴什博弈）
kind-circle-position = 围成一圈的硬币（任意多枚）；第一步之后留下一行 Kayles
kind-circle-rules = 从一圈硬币中取一枚或相邻的两枚（POJ 2484）；第一步之后留下一行，即 Kayles
kind-coins-position = 翻硬币游戏中的正面：coins:mock=1,4,6、coins:corners=2:3
kind-coins-rules = 按规则翻硬币，最后翻的一枚须从正面翻到反面；规则是一个名字（turtles、mock、ruler、turnips、grunt、corners 等）、一个翻转编码（1-3、1+C、3E、4FS），或者棋盘上编码的乘积（1-2x1-2）
kind-cutting-position = 要切的纸 WxH，每张至少 2x2：cutting=4x5,3x3
kind-cutting-rules = 把一张纸切成两张，每张至少 2 x 2（POJ 2311：更窄的纸会让对手切下一块 1 x 1 而获胜）
kind-divisors-position = 一个数；一步把它换成它的一个真因数
kind-divisors-rules = 把这个数换成它的一个真因数（12 换成 1、2、3、4 或 6）
kind-euclid-position = 欧几里得游戏的两个数（任意大小）
kind-euclid-rules = 从较大的数中减去较小的数的正整数倍，结果不能为负；先得到 0 的一方获胜（POJ 2348）
kind-funny-stones-position = 第 S0、S1、… 堆上的石子（从 0 开始编号）：funny-stones=1,0,1,100
kind-funny-stones-rules = 从一堆取一颗石子，在更右边的两堆上各放一颗（可以是同一堆两次；UVa 1378）
kind-hackenbush-position = 以顶点 1 为根、由边 A-B 组成的图（删边游戏，Green Hackenbush）
kind-hackenbush-rules = 砍掉以顶点 1 为根的图的一条边；不再与根相连的部分随之落下（删边游戏：克朗原理和融合原理）
kind-heap-position = 取石子游戏的各堆：一个名字、一个编码或一个集合（0.07=12、sub:1,2,5=9）
kind-heap-rules = 一个名字、一个八进制编码（0.07）或一个减法集合（sub:1,2,5），带一堆或几堆（kayles=3,4）
kind-kfold-position = 一堆及其可取上限：fibonacci-nim=10（新的一堆）、kfold:3=20,4
kind-kfold-rules = 至少取 1 个，至多取到可取上限；对手接着至多可取这次的 k 倍（斐波那契博弈：k = 2）；新的一堆可取 1 到 n − 1 个
kind-multiplication-position = 目标 n，以及不为 1 时的 p：multiplication=162,4
kind-multiplication-rules = 把 p（从 1 开始）乘以 2 到 9；先使 p 不小于 n 的一方获胜（POJ 2505）
kind-nim-position = 一堆 Nim（任意大小）
kind-nim-rules = 一堆 Nim：取任意多个
kind-staircase-position = 第 1、2、3 级台阶上的硬币
kind-staircase-rules = 第 1、2、… 级台阶上的硬币：把任意多枚硬币往下移一级（阶梯博弈）
kind-wythoff-position = 威佐夫博弈的一对堆
kind-wythoff-rules = 两堆：从一堆取，或者从两堆取同样多（威佐夫博弈）

# 有名字的取石子游戏，以及其他游戏的写法，各一行。
heap-rules-nim = 从一堆中取走任意正数个
heap-rules-kayles = 0.77：击倒一个或两个相邻的保龄球瓶
heap-rules-dawsons-kayles = 0.07：取走两个相邻的球瓶
heap-rules-dawsons-chess = 0.137
heap-rules-treblecross = 0.007
heap-rules-guiles = 0.15
heap-rules-grundys-game = 把一堆分成大小不同的两个非空堆
heap-rules-laskers-nim = 取走任意正数个，或者把一堆分成两个非空堆
heap-rules-fibonacci = 取走斐波那契数（1、2、3、5、8、…）个
heap-form-octal = 八进制编码：第 k 位数字说明取走 k 个后可以留下什么（1：不留堆，2：留一堆，4：留两堆；十六进制的 8：留三堆）
heap-form-sub = 取走有限集合中的一个数量
heap-form-allbut = 取走除这些以外的任意数量
heap-form-take-or-split = 取走任意正数个，或把一堆分成 K 个非空的堆（K 从 2 到 64；take-or-split:2 即 laskers-nim = 4.333…，take-or-split:3 即 8.333…，HDU 5795：G(n) = n，但 G(8k+7) = 8k+8，G(8k+8) = 8k+7）

# 只能单独下、不能作为和的一部分的游戏（网页游戏场的列表）。
whole-rules-misere = Nim 的堆；取走最后一个的人输
whole-rules-moore = Nim 的堆；一步可以同时从 1 到 K 堆中取
whole-rules-chips = 格子 1、2、… 上的筹码：把一枚筹码向左滑到空格，不能越过别的筹码
