# 翻硬币游戏：有名字的规则、局面、着法和理由。

coins-title-turtles = Turning Turtles（翻乌龟）：翻一枚或两枚硬币
coins-title-mock = Mock Turtles（假乌龟）：翻一枚、两枚或三枚硬币
coins-title-moebius = Moebius：至多五枚硬币
coins-title-mogul = Mogul：至多七枚硬币
coins-title-moidores = Moidores：至多九枚硬币
coins-title-motley = Motley：任意多枚硬币
coins-title-twins = Twins（双胞胎）：恰好两枚硬币
coins-title-triplets = Triplets（三胞胎）：恰好三枚硬币
coins-title-ruler = Ruler（尺子）：任意多枚连续的硬币
coins-title-mock-fives = Mock Turtle Fives：相邻五枚之内至多三枚硬币
coins-title-triplet-fives = Triplet Fives：相邻五枚之内恰好三枚硬币
coins-title-ruler-fives = Ruler Fives：至多五枚连续的硬币
coins-title-turnips = Turnips：三枚等距的硬币
coins-title-grunt = Grunt：四枚对称的硬币，其中有第 1 枚
coins-title-sym = Sym：任意多枚对称的硬币
coins-title-sympler = Sympler：任意多枚对称的硬币，其中有第 1 枚
coins-title-corners = Turning Corners（翻角）：棋盘上一个矩形（或一条线段，或一枚硬币）的各个角
coins-title-corners3 = 三维的 Turning Corners：一个长方体的各个角
coins-heading-named = { $title }（规则 { $rule }）；硬币从 1 开始编号
coins-heading = 按规则 { $rule } 翻硬币，{ $shape ->
    [row] 在一行上
    [board] 在棋盘上
   *[box] 在长方体中
    }；硬币从 1 开始编号
coins-heads = 正面：{ $heads }
coins-heads-none = 没有
coins-grundy = SG 值：{ $value }
coins-move-no-heads = { $move } -> 没有正面
coins-move-heads = { $move } -> 正面 { $heads }
coins-explain-win = 必胜着法翻转的硬币的值异或起来是 { $g }：翻成反面的那枚正面和其余各枚一起恰好让异或改变 { $g }，留下 0。
coins-explain-lose = 异或是 0：每一步都会改变它，而对手总能再把它变回 0。
coins-explain-title = { $title }。
coins-explain-under = 在 { $code } 下，{ $rule }
coins-explain-table = 在 { $code } 下，一枚正面的值是：对翻转它的每一步，其余硬币的值的异或，再取 mex
coins-explain-tartan = 在规则的乘积上，一枚正面的值是它各个坐标的值的 nim 积（Tartan 定理）。
coins-explain-heads = 正面：{ $terms }；它们的异或是 { $xor }。
coins-form-turtles = 第 n 枚硬币是正面时值为 n（Turning Turtles 就是 Nim）
coins-form-mock = 第 n 枚硬币是正面时值为第 n 个 odious 数：2(n − 1) 和 2(n − 1) + 1 中二进制 1 的个数为奇数的那个（Mock Turtles）
coins-form-ruler = 第 n 枚硬币是正面时值为整除 n 的最大的 2 的幂
coins-form-twins = 第 n 枚硬币是正面时值为 n − 1
coins-not-listed = grundy：没有列出必胜着法：{ $why }；上面的值和胜负是准确的
coins-plot-box = --plot：规则 { $rule } 在长方体中进行（{ $dimensions } 维）；--plot 只能画一行或一个棋盘
coins-plot-ringed = 圈出的是第一种必胜着法{ $count ->
    [1] {""}
   *[other] （共 { $count } 种）
    }：{ $move }
coins-plot-no-heads = 没有硬币是正面：已经无棋可走
coins-plot-too-many = 必胜着法太多，无法列出：没有圈出任何着法
coins-plot-title-named = { $name }（规则 { $rule }）
coins-plot-title = 按规则 { $rule } 翻硬币，{ $board ->
    [yes] 在棋盘上
   *[no] 在一行上
    }
coins-plot-verdict = 值 { $shown }：{ $verdict }；{ $board ->
    [yes] 硬币从 1 开始编号，x 向右，y 向下
   *[no] 硬币从 1 开始编号
    }
coins-explain-forms = { $forms }。
coins-form-joiner = ；

# 无法读取的翻转代码或规则。
coins-code-error = 翻转代码“{ $code }”：在“{ $element }”中，{ $why }
coins-code-no-count = 缺少硬币的个数；代码的写法是：{ $help }
coins-code-bad-count = “{ $count }”不是 1 到 { $most } 之间的硬币个数
coins-code-empty-range = 范围 { $least }-{ $most } 是空的
coins-code-spacings = C、E 和 S 互相排斥
coins-code-unclosed = C( 缺少右括号 )
coins-code-span = C({ $span }) 的跨度至少要有 1 枚硬币
coins-code-modifier = “{ $modifier }”不是修饰符；代码的写法是：{ $help }
coins-rule-too-many = “{ $rule }”：至多 { $most } 条规则的乘积（一行、一个棋盘、一个盒子）
coins-rule-product-factor = “{ $rule }”：{ $name } 本身已是乘积；乘积的因子须是一行的规则
coins-rule-or-name = { $error }；或者一个名字：{ $names }
coins-rule-empty-factor = 规则“{ $rule }”：乘积中有一个因子是空的：请用 x 连接各个代码，例如 1-2x1+C
