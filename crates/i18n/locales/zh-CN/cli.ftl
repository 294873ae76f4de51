# 命令行自身的输出：错误与不完整的结果。

error-line = 错误：{ $message }
incomplete-moves = 结果不完整：没有列出全部必胜着法：{ $why }
incomplete-moves-verdict-exact = 结果不完整：没有列出全部必胜着法：{ $why }；胜负是准确的

# 选项的值不被接受。
flag-then = { $flag }：{ $why }
value-too-large = { $flag }：{ $n } 太大了：最大是 { $limit }（{ $why }）
value-whole-up-to = { $flag }：应是 1 到 { $limit } 的整数，这里是“{ $text }”
why-map = 一张 { $n } x { $n } 个局面的分布图
why-table = 一张 { $n } x { $n } 个值的表
why-seq = 每个值占四个字节的内存
why-row = 每行的值数
why-checkpoint = 秒，超过 34 年
why-research-threads = 一次运行的线程数
why-cases = 一次检查的随机输入数
why-check-threads = 同时运行程序的次数
why-64-bits = 64 位的数
why-shrink-budget = 缩小时运行程序的次数
value-research-to = --to：应是整数或 2^24 这样的 2 的幂，这里是“{ $text }”
value-beyond-64-bits = --to：2^{ $k } 超过了 64 位
value-beyond-word = --to：{ $n } 超过了这台机器的字长
value-k = -k：应是至少为 1 的整数，这里是“{ $text }”
value-at-least-1 = { $flag }：应是至少为 1 的整数，这里是“{ $text }”
value-columns = --columns：应是至少为 2 的整数（一行有两枚棋子），这里是“{ $text }”
value-whole = { $flag }：应是整数，这里是“{ $text }”
value-timeout-zero = --timeout-ms：0 毫秒的时限不让任何程序运行；请给出 1 或更大的数
value-address = --addr：应是 127.0.0.1:8080 这样的地址，这里是“{ $text }”
value-p-position = --p-position：应是 K 或 K1..K2，都是整数，“{ $text }”中的“{ $part }”不是
value-p-range-empty = --p-position：范围 { $text } 是空的（K1 > K2）
value-rule-spec = 规则描述“{ $text }”：{ $why }
lang-env-unknown = GRUNDY_LANG="{ $value }"：grundy 会说 en（English）和 zh（简体中文）

# grundy man、completions、serve。
man-cannot-render = 无法生成手册页：{ $why }
man-cannot-create = --out：无法创建 { $dir }：{ $why }
man-cannot-write = --out：无法写入 { $dir }：{ $why }
man-wrote = 已写出 { $pages } 个手册页到 { $dir }：grundy.1，以及每个命令的 grundy-命令.1
man-unknown-command = man：没有命令“{ $name }”；现有的命令是 { $commands }
completions-not-utf8 = 补全脚本不是 UTF-8：{ $why }
serve-on = grundy 网页游戏场：http://{ $addr }
serve-cannot-start = 无法启动服务器：{ $why }
serve-cannot-serve = 无法在 { $addr } 上提供服务：{ $why }
value-grid = --grid：应是 R x C 这样的行数和列数（都是至少为 1 的整数），例如 4x4，这里是“{ $text }”
isa-unknown = GRUNDY_ISA={ $value }：不是一种指令集（portable、avx2、avx512）
isa-missing = GRUNDY_ISA={ $level }：这台机器没有 { $level }
command-is-a-game = “{ $game }”是游戏，不是命令；试试 { $commands }
why-quotient-heaps = 放进的每一堆都要和其他堆的每个和一起检查
value-not-take-and-break = “{ $text }”是 { $game }，不是取拆游戏的编码：反常商只对八进制和十六进制编码（如 0.77 或 kayles）计算
value-family-shape = “{ $text }”不是编码族：把每个可变的位写成字母，如 0.xy（小数点后两位的每个编码）或 4.x
value-family-character = “{ $text }”：第 { $at } 个字符“{ $found }”既不是数字，也不是代表可变位的字母（a 到 z 为八进制，G 到 Z 为十六进制）
value-family-too-many = “{ $text }”有 { $free } 个可变位：--sweep 最多 { $most } 个
value-family-too-many-codes = “{ $text }”给出 { $codes } 个编码：最多 { $most } 个

# 每个 --explain 的最后一行：其中的词在哪里有解释。
explain-glossary = 这里用到的词（P 局面、*n、异或、remoteness 等）在术语表里有解释：grundy 仓库中的 docs/guide/glossary.zh-CN.md。
resume-cannot = 无法用 { $file } 续做：{ $why }
