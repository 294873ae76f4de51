# grundy --help 的中文，与 locales/en/help.ftl 的英文成对（同样的消息）。消息按位置命名：
# help-about、help-after 是程序的一行说明和选项之后的文字；help-命令、help-命令-after
# 是一个命令的；help-命令-参数 是一个命令的一个参数；help-arg-参数 是几个命令共用、
# 文字相同的参数。clap 自己的话在 clap.ftl（只有中文）。

help-about = 精确求解公平组合游戏：先手必胜还是必败、SG 值，以及全部必胜着法。
help-after =
    例子：
      grundy nim 3 5 7                 胜负和标准的必胜着法
      grundy nim 3 5 7 --all           全部必胜着法
      grundy nim 3 5 7 --explain       二进制逐列的讲解，以及这一步为什么必胜
      grundy nim 3 5 7 --json          给程序读：一行一个 JSON 对象
      grundy misere 1 1 1              反 Nim：取走最后一个的一方输
      grundy moore -k 2 3 5 6          Moore 的 Nim_k：一次从至多 k 堆中取
      grundy bounded -k 3 10 12 7      巴什博弈：每次最多取 3 个
      grundy bounded 10/3 12/2 7/5     每堆有自己的上限
      grundy staircase 3 0 5           阶梯博弈：第 1、2、3 级台阶上的硬币
      grundy chips 1 5 6 7 9           直线上的棋子（POJ 1704）
      grundy teams 97 8 7 6 5 4 3      分组 Nim：每人各有上限，取走最后一个的人输
      grundy wythoff 4 6 --all         威佐夫博弈：从一堆取，或从两堆取同样多
      grundy wythoff --map 20          必败局面（P 局面）在哪里
      grundy two-pile 'one,both<2'     探索一族两堆游戏的规则
      echo 3 5 7 | grundy nim -        从标准输入读局面
      grundy seq kayles --up-to 200    SG 值序列及其已证明的周期
      grundy research 0.007 --to 2^20  算得很远：统计、检查点、证明
      grundy quotient kayles           反常规则下的和：反常商，附证明
      grundy coins mock 1 4 6          翻硬币游戏：要翻的硬币
      grundy fib 100 --explain         斐波那契博弈，用 Zeckendorf 定理
      grundy northcott -m 6 4:5 1:3    Northcott 游戏：棋子之间空格上的 Nim
      grundy new-stone 2 1 3           POJ 1740 的石子游戏：成对相等的堆必败
      grundy hackenbush 1-2,2-3,3-1    有根图上的删边游戏：全部必胜的砍法
      grundy geography --grid 4x4      图上的 geography：移动棋子，删去离开的顶点
      grundy seq kayles | grundy pattern -   一张表的周期、零点或 P 局面数对
      grundy graph game.txt            有向图上的棋子：SG 值、和棋、必胜着法
      grundy nimber mul 8 8            nimber 运算，任意大小
      grundy sum nim=7 kayles=10       游戏的和的全部必胜着法
      grundy play nim 3 5 7            与走最优策略的电脑对弈
      grundy serve                     网页游戏场，在 http://127.0.0.1:8080
      grundy check p1247 -- ./a.out    用 grundy 检验你自己的程序
      grundy oj p1247 < input.txt      逐字节地回答一道评测题
      grundy template p2197 python     一道评测题带注释的题解程序
      grundy completions bash          shell 的补全脚本（bash、zsh、fish、powershell、elvish）
      grundy man --out 目录            手册页 grundy.1 和每个命令的 grundy-命令.1

    退出状态：0 完成，1 失败或未完成（原因写在标准错误上），2 输入有误。

    环境变量：
      GRUNDY_LANG=en|zh                输出的语言，同 --lang（默认看 locale，
                                       LANG=zh_CN.UTF-8 为中文，否则为英文）
      GRUNDY_ISA=portable|avx2|avx512  引擎热点循环所用的指令集
                                       （默认用本机最好的）

# 各个命令的一行说明。
help-nim = Nim 游戏：从一堆取任意多个；取走最后一个的一方获胜
help-misere = 反 Nim：同 Nim，但取走最后一个的一方输
help-moore = Moore 的 Nim_k：一步同时从 1 到 k 堆中取
help-bounded = 巴什博弈（有上限的 Nim）：一步从一堆取 1 到 k 个
help-staircase = 阶梯博弈：硬币在第 1、2、… 级台阶上；一步把硬币往下移一级
help-chips = 直线上的棋子（POJ 1704）：把一枚棋子向左滑，不能越过别的棋子
help-teams = 分组 Nim（POJ 2068）：两组共 2n 个人从一堆石子中取，每人至多取自己的上限；取走最后一个的人输
help-wythoff = 威佐夫博弈：从一堆取任意多个，或从两堆取同样多
help-two-pile = 按规则描述列出一个两堆游戏：P 局面、差、SG 值表
help-seq = 堆上游戏的 SG 值序列 G(0)、G(1)、…，及其周期
help-research = 为研究把 SG 值序列算得很远：稀有值/常见值（rare/common）引擎、每个 2 的幂处的统计、尽早证明周期、检查点
help-quotient = 取拆游戏编码的反常商：表示、P 部分、每一堆的 Φ、证明了的周期；写出并检查证书
help-survey = 一族游戏中的每一个（每个 0.xyz 编码、1..N 内的每个减法集合、一个列表），各算到 N 或直到周期得证，用上每个核：周期、前周期、最大值的表
help-sum = 几个游戏并排组成的和：它的 SG 值和全部必胜着法
help-gen = 打印一道评测题的一组随机合法输入，混入容易让程序出错的边界情况
help-check = 用随机输入运行你的程序，与 grundy 比较，并把第一个错误答案缩到最小
help-play = 在终端里与走最优策略的电脑对弈（或两人对弈）
help-serve = 启动本地的网页游戏场
help-oj = 回答一道在线评测题：输入来自标准输入，输出逐字节写到标准输出
help-template = 打印一道评测题完整、带注释的题解程序，C++ 或 Python
help-nimber = nimber 运算：nim 和、nim 积、逆元、平方根、幂、二次方程，任意大小
help-fib = 斐波那契博弈和 k 倍博弈：每次至多取对手上一步的 k 倍
help-northcott = Northcott 游戏：每行双方各一枚棋子；沿行移动自己的棋子，不能踩上或越过对方的
help-new-stone = A New Stone Game（POJ 1740）：从一堆取走石子，并可把这堆剩下的任意分给其他堆
help-hackenbush = 删边游戏（Green Hackenbush）：以一个顶点为根的图；砍掉一条边，不再与根相连的部分随之落下
help-geography = 无向图上的顶点 geography：沿一条边移动棋子，离开的顶点被删去
help-pattern = 另一个程序打印的表中的规律：周期、零点、P 局面数对
help-graph = 从文件读入的有向图上的棋子：沿一条边推动一枚棋子；无棋可走的一方输
help-coins = 翻硬币游戏：一行（或一个棋盘）硬币；一步按规则翻转若干枚，最后一枚从正面翻到反面
help-completions = 打印一种 shell 的补全脚本，放到 shell 读取它们的地方
help-man = 以 roff 格式打印手册页 grundy(1)，或用 --out 目录 写出每一页

# 几个命令共用的参数。
help-arg-lang = 输出的语言：en 或 zh（简体中文）。没有给出时看 GRUNDY_LANG，再看 locale（LC_ALL、LC_MESSAGES、LANG），都没有时用英文。带 --json 的运行全部用英文（文档和消息都是）；评测格式在每种语言下都相同
help-arg-all = 列出全部必胜着法，而不只是标准的那一个
help-arg-explain = 一步一步讲解胜负和必胜着法
help-arg-json = 打印 JSON：一行一个对象，包含全部必胜着法
help-arg-position = 局面：任意大小的数，或 `-` 表示从标准输入读

# 各命令的参数。
help-moore-k = 一步最多可以动几堆（至少 1）
help-bounded-k = 一步从一堆最多取几个（至少 1），除非每堆各自给出
help-wythoff-piles = 两堆（顺序不限），或 `-` 表示从标准输入读
help-wythoff-p_position = 打印第 k 个 P 局面，或 K1..K2 范围内的：每行 `k a b`
help-wythoff-map = 打印两堆都小于 N 时 P 局面的分布图
help-wythoff-table = 打印两堆都小于 N 时的 SG 值 G(a, b)
help-wythoff-csv = 与 --table 同用：逗号分隔的值，带表头
help-wythoff-plot = 与 --map N 同用：另画出 P 局面的散点图；与 --table N 同用：另画出 SG 值的热力图。文件名以 .png 或 .svg 结尾
help-wythoff-no_text = 与 --plot 同用：只画图，不打印分布图或表（“已写入 文件”一行仍写到标准错误）
help-two-pile-spec = 规则，例如 `one,both`
help-two-pile-size = 列出两堆都小于 N 的局面
help-two-pile-table = 同时打印 SG 值表
help-two-pile-csv = 与 --table 同用：只打印表，逗号分隔
help-two-pile-map = 同时打印 P 局面的分布图
help-two-pile-json = 打印 JSON：规则、P 局面及其差，有 --table 时还有表
help-two-pile-plot = 同时把 SG 值画成热力图，P 局面（G = 0）为红色；文件名以 .png 或 .svg 结尾
help-two-pile-no_text = 与 --plot 同用：只画图，不打印文字（“已写入 文件”一行仍写到标准错误）
help-seq-game = 游戏
help-seq-up_to = 计算 G(0) 到 G(N) [默认：100；有 --misere 时 30]
help-seq-row = 文本输出每行的值的个数
help-seq-misere = 反常规则：每个堆的 misère nim 值和 Conway 的 genus，以及游戏在那里是否驯服（tame；一张表，每堆一行；有 --json 或 --csv 时按那种格式）
help-seq-json = 打印 JSON：游戏、各值、周期、前周期、saltus、是否已证明、证明
help-seq-csv = 打印逗号分隔的值：表头 `n,value`，然后每个堆的大小一行
help-seq-plot = 同时把各值画成散点图，按扩展名为 PNG 或 SVG：标出前周期和周期，以及周期是已证明还是只是观察到
help-seq-no_text = 与 --plot 同用：只画图，不打印各值（“已写入 文件”一行仍写到标准错误）
help-research-game = 游戏
help-research-to = 计算 G(0) 到 G(N)：一个数，或 2^24 这样的 2 的幂
help-research-stats_dir = 在每个 2 的幂 N 处写出 目录/N.txt：对 G(1..=N) 每行 `value count`
help-research-checkpoint = 每隔一段时间、在 Ctrl-C 时和结束时把运行状态存到这个文件
help-research-checkpoint_every = 两次检查点之间的秒数
help-research-resume = 从 --checkpoint 存下的文件接着算（同一个游戏；更大的 --to 会算得更远）
help-research-values = 把各值以 16 位小端序数流式写到这个文件，G(0) 在前
help-research-threads = 使用的线程数（默认：每个核一个）
help-research-disk = 把各值放在这个目录中的文件里，内存映射：运行受磁盘而不是内存限制
help-research-direct = 只用直接方法（每个堆的每种分法）：作为基准
help-research-json = 结束时打印 JSON：各里程碑、证明、校验和
help-quotient-code = 游戏：八进制或十六进制编码（0.77、4.7、0.F）或它的名字（kayles、dawsons-kayles）
help-quotient-heaps = 放到第 N 堆为止，除非更早证明了 Φ 的周期
help-quotient-timeout = SECONDS 秒后停下，给出到那时为止的商（说明不完整；退出状态 1）
help-quotient-certificate = 同时把商作为证书写到 FILE，供 --verify 检查
help-quotient-verify = 只按游戏规则检查证书 FILE（- 表示标准输入），不依赖搜索
help-quotient-explain = 用文字说明商是什么，以及和的胜负怎样由它得出
help-quotient-json = 输出 JSON：game、complete、stopped、heaps、size、p_size、generators、relations、p、phi、period、tame、last_rogue、changes
help-quotient-sweep = 逐个计算编码族 FAMILY 的每个编码（每个可变的八进制位写成字母：0.xy、0.7x、4.x）并列表；--heaps 和 --timeout（默认 10）对每个编码各自适用
help-quotient-resume = 与 --sweep 一起：每个编码算完就把它的一行写到 FILE 末尾，已在 FILE 中的编码直接取用
help-quotient-compare = 与 FILE（- 表示标准输入）中按 MisereSolver 格式写出的商比较：按 Φ 决定的同构，而不按名字；不同则退出状态 1
help-survey-pattern = 游戏：每个自由位用一个字母的编码族（0.xy、0.xyz、4.xyz；G 到 Z 表示十六进制位：0.7X）、sub:1..N（1, …, N 内的每个减法集合）、@FILE（每行一个游戏）或 -（从标准输入读列表）
help-survey-to = 每个游戏算到 G(N)，除非更早证明了周期：一个数或二的幂，如 2^16
help-survey-threads = 同时计算的游戏数（默认：每个核）
help-survey-resume = 每个游戏的一行一算出就追加到 FILE，已在 FILE 中的游戏从中取
help-survey-shard = 只算 K 片中的第 I 片（计划中每 K 个游戏取一个，一级表亲在一起），供批处理调度器的作业数组用；配合 --resume 各写各的文件
help-survey-merge = 输出这些文件（各分片的 --resume 文件）中各行组成的表，不做计算；不在任何文件中的游戏列为缺失
help-survey-misere = 同时为每个取拆编码建出反常商（见 grundy quotient），在 --misere-timeout 之内：|Q|、|P|，以及证明了时 Φ 的周期和前周期
help-survey-misere_timeout = 每个游戏的反常商可用的秒数（默认 2）；被截断的商是不完整的，会说明
help-survey-plot = 同时把这一族画到 FILE（按扩展名为 PNG 或 SVG）：每个游戏已证明的周期，未证明时画其最大值，对数刻度
help-survey-checkpoints = 每隔一段时间把每个较长的八进制游戏的计算存到 DIR/GAME.ckpt，再次运行普查时从中接着算（该游戏的一行写出后文件即删除）
help-survey-checkpoint_every = 一个游戏两次检查点之间的秒数（默认 300）
help-survey-json = 输出 JSON：pattern、to、rows（game、standard、shift、period、preperiod、saltus、proof、last_exception、largest、largest_at、rare、classes、missing、ms）
help-survey-csv = 输出 CSV：一行 JSON 行的字段名作表头，然后每个游戏一行
help-sum-components = 各部分（`-`：从标准输入读）
help-sum-all = 为与其他分析一致而接受：全部必胜着法总是会列出
help-sum-explain = 讲解各部分 SG 值的异或，以及必胜着法从哪里来
help-sum-json = 打印 JSON：各部分及其 SG 值、grundy、胜负、着法
help-sum-misere = 反常规则：走最后一步的一方输（Nim 堆和 Hackenbush 树在任意大小下按各块（一堆或根上的一个分支）用 SJ 定理；其他游戏在每个 SG 值为 0 的局面都已结束时用 SJ 定理，每个部分都驯服时用 genus 理论，否则搜索整个和）
help-sum-every = Every-SG，即连续合取和：每一轮每个还没结束的部分都要走一步，全部结束时游戏结束
help-sum-conjunctive = 合取和：每一轮每个部分都要走一步，有一个部分走不动时游戏结束
help-sum-selective = 选择和：一步可以在任意非空的一组部分中各走一步
help-gen-problem = 题目（见 `grundy oj --list`）
help-gen-seed = 种子：相同的种子给出相同的输入
help-gen-size = tiny、small、wide（数不多，值达到题目的上限）或 judge-max；默认用 `grundy check` 给这个种子的大小，所以检验失败时报告的种子在这里给出同样的输入
help-check-problem = 题目（见 `grundy oj --list`）
help-check-cases = 随机输入的个数
help-check-seed = 第一个输入的种子（默认：取自时钟，并打印出来）
help-check-timeout_ms = 一次运行的时间限制，单位毫秒
help-check-threads = 同时运行几个（默认：每个核一个）
help-check-shrink_budget = 缩小第一个出错输入时至多运行几次（按一个线程的算法计数）；停在这个上限时报告会说明
help-check-command = 要检验的程序，写在 `--` 之后
help-play-game = 游戏：`grundy sum` 能读的任一种，或 misere、moore:K、chips、teams、sum
help-play-position = 局面（sum 则为它的各部分）
help-play-computer_first = 让电脑先走
help-play-two_players = 两人对弈；电脑只预测胜负和给提示
help-play-misere = 反常规则：走最后一步的一方输（misere 本身已是反 Nim，teams 本来就是取走最后一个的人输）
help-serve-addr = 监听的地址，HOST:PORT
help-oj-problem = 题目（见 --list）
help-oj-file = 从这个文件而不是标准输入读输入（`-` 为标准输入）
help-oj-list = 列出各题目及其格式
help-template-problem = 题目（见 --list）
help-template-language = 程序语言：cpp（默认）或 python
help-template-list = 列出各题目及其模板的语言
help-template-json = 打印 JSON：题目、语言、方法和程序
help-nimber-op = 要计算什么
help-nimber-numbers = 各个数（任意大小；- 表示从标准输入读）
help-nimber-explain = 说明理由：费马幂规则及其拆分
help-nimber-json = 打印 JSON：运算、运算数、结果
help-fib-pile = 这一堆（任意大小；`-` 表示从标准输入读）
help-fib-k = 倍数 k：一步至多取上一步的 k 倍
help-fib-allowance = 轮到走的一方这一步最多可以取几个（默认：新的一堆，1 到 n − 1）
help-fib-all = 为与其他分析一致而接受：全部必胜着法总是会列出
help-fib-explain = 把这一堆写成必败大小之和，并说明这样取为什么必胜
help-fib-json = 打印 JSON：堆、k、上限、各项、胜负、取法
help-northcott-columns = 棋盘的列数，编号 1 到 M（任意大小）
help-northcott-rows = 各行，每行 T:J：你的棋子和对手棋子所在的列（`-`：从标准输入读，写成 T:J 或每行两个数）
help-northcott-explain = 给出各空格数、它们的异或，以及为什么这个游戏就是 Nim
help-northcott-json = 打印 JSON：列数、各行及其空格、SG 值、胜负、着法
help-new-stone-piles = 各堆（任意大小；`-` 表示从标准输入读）
help-new-stone-explain = 把各堆排好序，说明为什么成对的堆决定胜负
help-new-stone-json = 打印 JSON：各堆、胜负、着法
help-hackenbush-graphs = 各个图，每个图写成用逗号连接的边 A-B（`none`：没有边；`-`：从标准输入每行读一个图）
help-hackenbush-root = 每个图的根
help-geography-graph = 图：用逗号连接的边 A-B（`none`：没有边），或存放这些边的文件（每行一条边，A-B 或 `A B`），或 `-` 表示从标准输入读
help-geography-grid = 用 R 行 C 列的棋盘代替图（格子 (r, c) 是顶点 (r-1)*C + c）
help-geography-start = 棋子开始所在的顶点
help-geography-vertices = 顶点为 1 到 N：连到其他顶点的边是错误，不在任何边上的顶点是孤立点
help-pattern-file = 表：一个文件，或 `-` 表示读标准输入
help-pattern-json = 打印 JSON：读到了什么、周期或数对，以及每一项发现
help-pattern-plot = 同时把表画出来，按扩展名为 PNG 或 SVG：序列的值并标出周期，二维表的 P 局面散点，数对及其对称点
help-pattern-no_text = 与 --plot 同用：只画图，不打印报告（“已写入 文件”一行仍写到标准错误）
help-graph-file = 图的文件（`-`：标准输入）
help-graph-generalised = 即使只有一枚棋子，也用广义 SG 值给有环的图赋值
help-graph-plot = 同时把图画出来，顶点按 SG 值着色，棋子画圈（至多 60 个顶点、400 条边）；文件名以 .png 或 .svg 结尾
help-coins-rule = 规则：名字（turtles、mock、ruler、turnips、grunt、corners 等），翻转代码（1-3、1+C、3E、4FS、1-3C(5)），或棋盘上代码的积（1-2x1+C）
help-coins-heads = 正面朝上的硬币，从 1 编号：一行中写 `4`，棋盘上写 `2:3`，或一行硬币的正反面 `THHTH`（`-`：从标准输入读；不写：全是反面）
help-coins-all = 为与其他分析一致而接受：全部必胜着法总是会列出
help-coins-explain = 给出每个正面硬币的 SG 值、其背后的规则，以及它们的异或
help-coins-json = 打印 JSON：规则、正面硬币及其 SG 值、grundy、胜负、着法
help-coins-plot = 同时把这一行或棋盘画出来，按扩展名为 PNG 或 SVG：正面为深色并标出 SG 值，反面为浅色，第一个必胜着法要翻的硬币画圈（每边至多 64 枚；立方体不画）
help-coins-no_text = 与 --plot 同用：只画图，不打印分析（“已写入 文件”一行仍写到标准错误）
help-completions-shell = shell 的种类
help-man-command = 要打印哪个命令的手册页（默认：grundy 自己的）
help-man-out = 把每一页，grundy.1 和 grundy-命令.1，写到这个目录中

# 选项之后的文字（例子）。
help-nim-after =
    例子：
      grundy nim 3 5 7 --all --explain
help-misere-after =
    例子：
      grundy misere 3 5 1 --all
help-moore-after =
    例子：
      grundy moore -k 2 3 5 6 1 --all
help-bounded-after =
    用 -k 给所有堆一个上限，或用 堆/K 给每堆各自的上限：
      grundy bounded -k 3 10 12 7
      grundy bounded 10/3 12/2 7/5 --all
help-staircase-after =
    这些数是第 1、2、3、… 级台阶上的硬币数；第 0 级是地面。
    例子：
      grundy staircase 3 0 5 --all
help-chips-after =
    这些数是各棋子所在的格子（从 1 起，互不相同，顺序不限）。
    例子：
      grundy chips 1 5 6 7 9 12 14 17 --all
help-teams-after =
    先是石子数 S，再是从要走的人起依次每个人一次至多取几个（人数为偶数，单数号的人是一组）。
    不是公平组合游戏：没有 SG 值，不能做和的部分。
    例子：
      grundy teams 97 8 7 6 5 4 3 --all
      grundy teams 100 4 4 --explain
help-wythoff-after =
    例子：
      grundy wythoff 4 6 --all --explain
      grundy wythoff --p-position 102334155
      grundy wythoff --p-position 0..10
      grundy wythoff --map 20
      grundy wythoff --table 8 --csv
      grundy wythoff --map 100 --plot p-positions.png
      grundy wythoff --table 64 --plot grundy.svg
      grundy wythoff --table 256 --plot grundy.png --no-text
help-gen-after =
    例子：
      grundy gen p1247 --seed 7
      grundy gen hdu1527 --size wide
      grundy gen p4279 --size judge-max > big.txt
help-serve-after =
    提供一个网页，可以与走最优策略的电脑下 Nim、威佐夫博弈、堆上的游戏和游戏的和，
    以及这个网页所用的 JSON 接口（GET /api/games；POST /api/analyze、/api/move、
    /api/computer）。默认地址只有本机能访问。页面的语言取自浏览器，也可以在页面上切换。

    例子：
      grundy serve --addr 127.0.0.1:8080
help-check-after =
    `--` 之后的命令对每个输入运行一次（输入从标准输入给，输出读标准输出）。
    退出状态：0 全部通过，1 有测试点失败，2 参数有误。
    缩小在运行 --shrink-budget 次后停止，报告会说明；
    在终端上，进度条先显示数据组，再显示缩小。

    例子：
      grundy check p1247 -- ./my_solution
      grundy check p4279 --cases 500 --seed 3 -- python3 sol.py
      grundy check hdu1527 --timeout-ms 500 -- ./a.out
      grundy check hdu2177 --shrink-budget 50 -- ./a.out
help-fib-after =
    第一步取 1 到 n − 1 个；以后每一步至多取上一步的 k 倍（k = 2：斐波那契博弈）。
    由这一堆写成的必败大小之和（k = 2 时即 Zeckendorf 表示），任意大小都能求解。

    例子：
      grundy fib 100                   全部必胜的第一步
      grundy fib 100 --explain         100 = 89 + 8 + 3，以及为什么
      grundy fib 20 --allowance 3      最多可取 3 个时的一堆 20 个
      grundy fib -k 3 100 --json       3 倍博弈，以 JSON 输出
      grundy play fibonacci-nim 20     下一盘
help-completions-after =
    例子：
      grundy completions bash > ~/.local/share/bash-completion/completions/grundy
      grundy completions zsh > ~/.zfunc/_grundy      （compinit 之前加上 fpath+=~/.zfunc）
      grundy completions fish > ~/.config/fish/completions/grundy.fish
      grundy completions powershell >> $PROFILE
help-man-after =
    没有 --out 时，grundy 自己的或所给命令的手册页写到标准输出；有 --out 目录 时，
    grundy.1 和每个命令一页的 grundy-命令.1 写到这个目录中（没有时会创建）。

    例子：
      grundy man | man -l -
      grundy man seq | man -l -
      grundy man --out ~/.local/share/man/man1      然后：man grundy、man grundy-seq
help-nimber-after =
    nimber 就是 SG 值；有了 nim 和（异或）与 nim 积，它们组成一个域，二维的翻硬币游戏
    要用到它的积（Turning Corners：G(x, y) = x ⊗ y）。

    例子：
      grundy nimber mul 8 8
      grundy nimber mul 5 3 --explain
      grundy nimber inv 7
      grundy nimber sqrt 13
      grundy nimber pow 2 3
      grundy nimber solve 13
      grundy nimber solve 5 9 --explain
      grundy nimber log 1234567890123 17049475157994517647
      grundy nimber add 3 5 6 --json
      grundy nimber mul 18446744073709551616 18446744073709551616
help-northcott-after =
    每行写成 T:J：你的棋子（轮到走的一方）和对手棋子所在的列（从 1 起）。这是换了样子的
    Nim：一行中两枚棋子之间的空格就是一堆 Nim；列出全部必胜的滑法，包括向后退的。任意大小。

    例子：
      grundy northcott -m 6 4:5 1:3 1:2            全部必胜的滑法
      grundy northcott -m 6 4:5 1:3 1:2 --explain  各空格数及其异或
      grundy northcott -m 10 2:9 --json
      printf '4 5\n1 3\n' | grundy northcott -m 6 -   从标准输入读各行
help-new-stone-after =
    一步从一堆取走至少一颗石子，并可把这堆剩下的石子任意分给其他非空的堆。轮到走的一方
    必败，当且仅当各堆可以配成大小相等的对；列出全部必胜着法（每个走成的局面各不相同），
    至多 100000 个。任意大小。

    例子：
      grundy new-stone 2 1 3               全部必胜着法
      grundy new-stone 2 1 3 --explain     配对，以及为什么
      grundy new-stone 5 5 3 3 --json
      echo 4 1 2 | grundy new-stone -


help-two-pile-after =
    规则描述是用逗号分隔的着法种类：
      one        从一堆取任意正数个
      both       从两堆取同样的正数个
      both<D     从两堆各取 x >= 1 和 y >= 1 个，|x - y| < D
    每种都可以带数量 [LO..HI]、[..HI] 或 [LO..]。

    例子：
      grundy two-pile one,both --size 30          威佐夫博弈
      grundy two-pile both --size 10 --map        只能取同样的数量：另一个游戏
      grundy two-pile 'one,both<2' --table        Fraenkel 的 2-Wythoff
      grundy two-pile 'one[..3],both[..2]' --json
      grundy two-pile 'one,both<2' --size 64 --plot 2-wythoff.png --no-text
help-hackenbush-after =
    每个图是一个有根的图：它的边 A-B（顶点是自然数）用逗号连接，以顶点 1 为根（--root R
    换一个根）；几个图就是它们的和。任何图都可以：树用克朗原理，环、重边和自环用融合原理。值和胜负
    不限大小；必胜的砍法在图本身上寻找，图至多 5000 条边。`-` 从标准输入每行读一个图。

    例子：
      grundy hackenbush 1-2,2-3,3-1 1-2,2-3        一个三角形和一根两条边的竹子
      grundy hackenbush 1-2,2-3,2-4,1-5,1-6 --all   全部必胜的砍法
      grundy hackenbush 1-2,2-3,3-1,3-4 --explain   融合与克朗原理的每一步
      grundy hackenbush 0-1,1-1 --root 0 --json
      printf '1-2,2-3\n1-2\n' | grundy hackenbush -
      grundy play hackenbush 1-2 2-3 3-1            和它对弈
      grundy sum hackenbush=1-2,2-3,3-1 nim=3       和别的游戏放在一起
help-geography-after =
    图是一个无向图：它的边 A-B（顶点是自然数）用逗号或空格分隔；或者存放这些边的文件名（每行
    一条边，A-B 或两个数 A B；# 开始注释）；或者 - 表示标准输入。--grid RxC 则是 R 行 C 列的棋盘，
    格子 (r, c) 是顶点 (r-1)*C + c，顶点 1 在一个角上。棋子从顶点 1 出发（--start V 换一个）；
    无棋可走的一方输。
    轮到走的一方必胜，当且仅当起点在每个最大匹配中（一般图用 Gabow 的匹配算法）；走到 u 必胜，
    当且仅当去掉起点后的图有某个最大匹配不含 u。列出全部必胜着法。

    例子：
      grundy geography 1-2,2-3,3-4,4-1,1-5 --all        全部必胜着法
      grundy geography 1-2,2-3,3-1 --start 2 --explain   各个匹配，以及策略
      grundy geography --grid 4x4 --json                 洛谷 P4136 的边长为 4 的棋盘
      grundy geography edges.txt --vertices 100 --start 7
      printf '1 2\n2 3\n' | grundy geography - --start 2
help-graph-after =
    文件存放图，每行一条语句：`vertices N`（N 个顶点，用从 0 开始的编号称呼），`vertex NAME ...`，
    `A -> B ...`（从 A 出发的边），`token A ...`（棋子，写两次就在同一顶点放两枚），`acyclic`
    （会检查：有环是错误），# 开始注释。
    无环的图给出每个顶点的 SG 值，各棋子的和就是它们的异或；有环的图上，一枚棋子用逆向分析判定
    胜、负或和局，几枚棋子用广义 SG 值判定（一个数，或 ∞ 及它能到达的有限值）。
    从和局的局面出发，列出的是保持和局的着法。

    例子：
      grundy graph game.txt                   值、胜负和一种必胜着法
      grundy graph game.txt --all             每个顶点和全部必胜着法
      grundy graph game.txt --explain         必胜路线上每个顶点的 mex
      grundy graph game.txt --json
      grundy graph game.txt --plot game.svg   画出图，顶点按值着色
      printf 'vertex a b\na -> b\ntoken a\n' | grundy graph -
help-quotient-after =
    在反常规则下（最后行动的人输），堆的和分成若干类，这些类像一个有限交换幺半群 Q 那样相乘；
    轮到的人输，当且仅当各堆的元素 Φ(n) 的乘积在 P 部分 P 里。商是一堆一堆建出来的，每一步
    都经过检查；一旦 Φ 周期性地重复得足够长，反常周期性定理就证明了所有堆的商
    （Plambeck 和 Siegel，JCTA 115 (2008)）。
    例子：
      grundy quotient 0.75
      grundy quotient kayles --explain
      grundy quotient 0.07 --heaps 20 --json
      grundy quotient 0.123 --certificate q.txt
      grundy quotient --verify q.txt
      grundy quotient --sweep 0.x --heaps 12
      grundy quotient --sweep 0.xy --timeout 2 --resume 0xy.jsonl
help-survey-after =
    一级表亲的编码（Winning Ways 第 4 章：d1 为偶数的编码，玩起来像每堆少一个筹码的较短编码）
    化为标准形式，只算一次，每行都说明（"0.137 平移 1"）。八进制编码用稀有/常见引擎和
    Guy-Smith 定理；减法集合用其值的窗口。在界限内算不出的游戏列为缺失，并说明原因（退出状态 1）。
    例子：
      grundy survey 0.xy --to 2^12
      grundy survey 0.xy --to 2^16 --resume 0xy.jsonl
      grundy survey sub:1..5 --to 1000 --csv > sub5.csv
      grundy survey 0.7x --to 2^12 --misere
      grundy survey 0.xy --to 2^12 --plot 0xy.png
      grundy survey 0.6x --to 2^16 --resume 06x.jsonl --checkpoints ckpt
      grundy survey @codes.txt --to 2^16 --json
      grundy survey 0.xy --to 2^12 --shard 1/2 --resume part1.jsonl
      grundy survey 0.xy --to 2^12 --shard 2/2 --resume part2.jsonl
      grundy survey 0.xy --to 2^12 --merge part1.jsonl part2.jsonl
help-seq-after =
    游戏是一个名字（nim、kayles、dawsons-kayles、dawsons-chess、treblecross、guiles、
    grundys-game、laskers-nim、fibonacci）、一个八进制编码（0.77、4.07、0.F）、
    sub:1,2,5（有限的减法集合）、allbut:1,3（除这些之外的任意数量）或
    take-or-split:K（取走任意多个，或把一堆分成 K 堆；take-or-split:3 也写作 8.333…，
    即 HDU 5795，由它的公式求值）。

    例子：
      grundy seq kayles --up-to 200
      grundy seq 0.07 --up-to 1000 --json
      grundy seq take-or-split:3 --up-to 40
      grundy seq sub:1,2 --up-to 20
      grundy seq grundys-game --up-to 100000 > g.txt
      grundy seq 0.07 --up-to 500 --csv > dawson.csv
      grundy seq kayles --misere --up-to 12
      grundy seq kayles --up-to 300 --plot kayles.png --no-text
help-pattern-after =
    表可以是一个序列（每行 `n value`，或一列值）或一张二维表（由数组成的行，值为 0 处是 P 局面；
    或由 P、N 或 . 组成的标记），也可以正是 grundy seq、grundy seq --csv、grundy wythoff --table
    （--csv）、grundy wythoff --map 和 grundy two-pile 打印的内容（包括表头），或它们的 --json。
    空行和以 # 开头的行被跳过；两个数一行、第一个数逐一递增的行是序列 `n value`，一行数是一列值。

    对序列：最小的周期和预周期（至少出现 3 次，并且至少和预周期一样长），或者带增量的算术周期；
    0 的位置作为等差数列，或作为 Beatty 序列 floor(k a)，并给出斜率 a 的精确区间。对二维表：
    P 局面成对 a_k <= b_k，它们的对称性，a_k 是否为前面各对的 mex，b_k - a_k 是否线性增长：
    即威佐夫博弈解的形状。每个发现都附有证据，猜想不成立时给出第一个反例；表中的规律不是证明。

    例子：
      grundy seq kayles --up-to 200 | grundy pattern -
      grundy wythoff --table 30 | grundy pattern -
      grundy two-pile 'one,both<3' --size 60 | grundy pattern -
      grundy seq 0.07 --up-to 300 --csv > dawson.csv && grundy pattern dawson.csv --json
      grundy wythoff --table 60 | grundy pattern - --plot pairs.svg --no-text
      printf 'P N N\nN N P\nN P N\n' | grundy pattern -
help-template-after =
    模板是完整的程序：读入评测输入，打印评测输出；注释说明方法为什么能判定胜负、
    怎样找到必胜的一步，以及常见解法错在哪里；--lang zh 给出中文注释。每个模板都
    通过了 `grundy check`；要自己检验，先保存下来，用 `g++ -O2 -std=c++17 nim.cpp`
    编译，再运行 `grundy check p2197 -- ./a.out`。

    例子：
      grundy template p2197                  C++ 写的 Nim
      grundy template hdu2177 python         Python 写的威佐夫博弈
      grundy template p1247 --lang zh        中文注释
      grundy template p2197 > nim.cpp        保存下来，以便编译和检验
      grundy template --list                 各题目及其模板
      grundy template p2197 --json           以 JSON 给出程序、语言和方法
