# 读入局面：记号所在的位置，以及它为什么不是局面。

place-argument = 第 { $n } 个参数
place-line-column = 第 { $line } 行第 { $column } 列
place-then = { $place }：{ $message }
# 局面的第 n 项：“第 2 堆”“第 3 枚棋子”。
item-nth = 第 { $n } { $what }
noun-number = 个数
noun-head = 枚正面硬币
not-a-natural = { $what }应是非负整数，这里是“{ $text }”
natural-negative = { $what }不能是负数，这里是“{ $text }”
number-too-large = “{ $text }”太大了：最大是 { $most }
cannot-read-stdin = 无法读取标准输入：{ $why }
cannot-read-file = 无法读取 { $name }：{ $why }
not-utf8 = { $name }不是 UTF-8 文本（第 { $byte } 字节）
standard-input = 标准输入
stdin-empty = 标准输入是空的（或只有空格和换行）：没有可读的内容
stdin-only-argument = “-”（从标准输入读）必须是局面唯一的参数
position-empty = 局面是空的：至少给出一个数
bound-twice = “{ $token }”给出了这一堆的上限，但 -k 已经给所有堆定了上限
bound-missing = “{ $token }”没有上限：请给出 -k K，或把这一堆写成 PILE/K
bound-at-least-1 = 第 { $pile } 堆的上限至少是 1，这里是“{ $bound }”
fib-give-pile = 请给出这一堆：grundy fib 100
fib-second-number = 这个游戏只有一堆，但“{ $token }”是第二个数（--allowance M 设定可以取多少）
new-stone-give-piles = 请给出各堆：grundy new-stone 2 1 3
wythoff-third-number = 威佐夫博弈有两堆，但“{ $token }”是第三个数
wythoff-two-piles = 威佐夫博弈有两堆：请两堆都给出（这里给了 { $found } 个数），或者用 --p-position、--map 或 --table
wythoff-plot-needs = --plot 需要 --map N（P 局面的散点图）或 --table N（SG 值的热力图）
northcott-give-rows = 请给出各行，每行写成 T:J（你的棋子所在的列，然后是对手的）：grundy northcott -m 6 4:5 1:3
northcott-one-piece = 第 { $row } 行只有一枚棋子“{ $token }”：每行写成 T:J，你的棋子所在的列和对手的
hackenbush-give-graphs = 请给出各个图，每个图写成用逗号连接的边 A-B，以顶点 1 为根：grundy hackenbush 1-2,2-3,3-1 1-2
hackenbush-stdin-only = “-”（从标准输入读）必须是唯一的参数
geography-give-graph = 请给出图：用逗号连接的边 A-B（或存放这些边的文件，或 - 表示标准输入），或者 --grid RxC：grundy geography 1-2,2-3,3-1 --start 1
geography-no-file = { $message }（也没有名为“{ $arg }”的文件）
geography-no-start = --start { $start }：顶点 { $start } 不在图中（{ $vertices }）
web-position-bad = 局面“{ $position }”：{ $why }
web-give-numbers = 局面：请给出 { $game } 的各{ $noun }，用空格分隔
web-name-a-game = 游戏：请写出一个游戏，例如 nim、wythoff、kayles 或 sum
web-chips-alone = “{ $text }”：一行上的棋子在这里单独玩，不放进和里；staircase=… 是和中作为一部分的同一个游戏
web-misere-cannot = 无法按反常规则玩：{ $why }
web-chips-refused = “{ $text }”：{ $why }
web-misere-nim-misere = 反 Nim 本来就按反常规则玩："misere" 请给 false，或者把它的各堆写成 nim=… 部分
web-remoteness-misere = 未搜索：反常规则下，每个局面都由它自己的分析决定
web-no-move-number = 没有第 { $index } 种着法：这个局面的合法着法太多，无法编号；请改为用 "typed" 输入着法（例如 "typed": "{ $example }"）
web-no-move-over = 没有第 { $index } 种着法：游戏已经结束，没有合法着法了
web-no-move-range = 没有第 { $index } 种着法：这个局面有 { $count } 种合法着法，编号为 0 到 { $last }
web-type-a-move = typed：请输入一步着法，{ $syntax }
web-typed-move = 输入的着法“{ $typed }”：{ $why }；{ $syntax }
web-give-components = components：至少给出一个部分，写成 { $syntax }
web-too-many-components = { $count } 个部分，至多 { $most } 个
web-heap-no-period = { $game } 中 { $heap } 个的一堆太大，无法对弈：至多 { $most } 个，因为在这里算出的值中 { $game } 没有已证明的周期（周期已证明的游戏不限大小都能玩）
web-heap-too-much-work = { $game } 中 { $heap } 个的一堆太大，无法对弈：算出它的 SG 值序列大约要 { $cost } 步，至多 { $most } 步
web-heaps-too-many = 各个取石子游戏的堆合起来有 { $total } 个，至多 { $most } 个

# 网页游戏场的请求：格式、大小和时间。
web-too-large = 太大，无法对弈：{ $why }
web-malformed-json = JSON 格式有误，在第 { $line } 行第 { $column } 列：{ $why }
# JSON 有误的原因：英文是 serde_json 自己的话；最后几个是它的错误种类，用于没有列出的原因。
web-json-reason = { $reason ->
        [eof-list] 数组没有写完，内容就结束了
        [eof-object] 对象没有写完，内容就结束了
        [eof-string] 字符串没有写完，内容就结束了
        [eof-value] 应有一个值，内容却结束了
        [expected-colon] 应为 `:`
        [expected-comma-or-bracket] 应为 `,` 或 `]`
        [expected-comma-or-brace] 应为 `,` 或 `{"}"}`
        [expected-ident] 应为 true、false 或 null
        [expected-value] 应为一个值
        [expected-quote] 应为 `"`
        [invalid-escape] 转义序列有误
        [invalid-number] 数字有误
        [number-out-of-range] 数字超出范围
        [invalid-code-point] Unicode 码位有误
        [control-character] 字符串中有 \u0000-\u001F 之间的字符，须写成转义
        [key-not-a-string] 字段名必须是字符串
        [lone-surrogate] 十六进制转义中有不成对的代理项
        [trailing-comma] 多余的尾随逗号
        [trailing-characters] 末尾有多余的字符
        [end-of-hex-escape] 十六进制转义没有写完
        [too-deep] 数组和对象的深度超过上限
        [eof] 内容意外结束
        [data] 数据有误
        [io] 无法读取请求体
       *[syntax] 语法错误
    }
web-body-too-large = 请求体超过 { $most } 字节
web-body-too-slow = 请求体没有在 { $seconds } 秒内到达
web-not-an-object = 应为一个 JSON 对象，例如 {"{"}"components": ["nim=3", "nim=5"]{"}"}
web-unknown-field = 未知的字段“{ $field }”：应为 { $expected }
web-field-joiner = { "、" }
web-game-position-strings = game 和 position：应为字符串，例如 "nim" 和 "3 5 7"，实际是 { $game } 和 { $position }
web-missing-position = 缺少字段 "position"（与 "game" 一起）
web-missing-game = 缺少字段 "game"（与 "position" 一起）
web-position-twice = 局面只能给一次：用 "components"，或者用 "game" 和 "position"
web-component-string = components：应为字符串，例如 "nim=3"，实际是 { $found }
web-components-array = components：应为字符串数组，例如 ["nim=3", "kayles=10"]，实际是 { $found }
web-missing-components = 缺少字段 "components"（或者 "game" 和 "position"）
web-move-twice = 着法只能给一次：用 "move"（它的编号）或者用 "typed"
web-move-index = move：应为一种合法着法的编号（0、1、…），实际是 { $found }
web-typed-string = typed：应为写成字符串的着法，例如 "1 5"，实际是 { $found }
web-missing-move = 缺少字段 "move"（或者 "typed"，用游戏自己的写法输入的着法）
web-misere-bool = misere：应为 true 或 false，实际是 { $found }
web-took-too-long = 分析这个局面用了超过 { $seconds } 秒
web-analysis-failed = 分析失败：{ $why }
web-unknown-lang = lang={ $name }：不是网页游戏场的语言（{ $codes }）
web-not-found = 没有这个页面或 API 路由
web-typed-form = “{ $form }”（{ $meaning }）
web-typed-as = 写法：{ $forms }
web-typed-or = { " 或 " }
