# grundy quotient：取拆游戏编码的反常商（misère quotient）、它的证书和对证书的检查。

quotient-heading = { $game } 的反常商
quotient-complete = 完整：Φ 从第 { $preperiod } 堆起以 { $period } 为周期，反常周期性定理由到 { $proven } 为止的各堆证明了这一点
quotient-partial = 不完整：只是 0 到 { $heaps } 各堆之和的商（{ $why }）
quotient-tame = 驯服：Q 是 T{ $k }，即小于 2^{ $k } 的堆的反 Nim 的商，亏格理论能决定每一个和的胜负
quotient-wild = 狂野：Q 不是驯服的商
quotient-generators = 生成元：{ $list }
quotient-phi = 第 0 到 { $last } 堆的 Φ：
quotient-repeats = 此后从第 { $from } 堆起，最后 { $period } 个永远重复：{ $words }
quotient-last-rogue = 最后一个例外堆（Φ 不在 Q 的核里）：{ $heap }
quotient-changes = 表示改变的堆（|Q|/|P|）：{ $list }
quotient-stop-complete = 完整
quotient-stop-heaps = 到了上限 --heaps { $heaps }
quotient-stop-timeout = 第 { $heaps } 堆之后到了 --timeout
quotient-stop-too-large = 第 { $heap } 堆需要的内存超过了一次尝试或检查的上限
quotient-stop-stuck = 搜索的尝试都放不下第 { $heap } 堆
quotient-cut-short = 商的计算被截断：{ $why }
quotient-wrote = 已写出证书 { $file }
quotient-cannot-write = 不能写证书 { $file }：{ $why }
quotient-sweep-heading = 编码族 { $family } 的反常商：堆放到 { $heaps }，每个编码 { $seconds } 秒
quotient-sweep-columns = 编码,|Q|,|P|,周期,前周期,驯服,最后的异常堆,堆,
quotient-sweep-complete = 完整
quotient-sweep-partial = 不完整
quotient-sweep-summary = { $codes } 个编码中 { $complete } 个完整，其中 { $tame } 个是驯服的
quotient-sweep-resumed = { $codes } 个编码中 { $done } 个取自 { $file }
quotient-resume-bad-line = { $file } 第 { $line } 行：不是 --sweep 写出的一行（应是带 "game" 的 JSON 对象）
quotient-compare-same = 与 { $file } 是同一个商：把这里的 Φ(n) 映到那里的 Φ(n)（堆 0 到 { $heaps }）是保持 P 的同构
quotient-compare-differs = 与 { $file } 不是同一个商：{ $why }
quotient-compare-unread = { $file } 里没有写出的商（Q = <…>; P = {"{"}…{"}"} 和 Phi = …，如 MisereSolver 所输出）：{ $why }
compare-missing = 没有 { $what }
compare-bad-word = “{ $word }”不是生成元的字
compare-too-large = 这些关系给出的元素超过 { $limit } 个
compare-incomplete = 这些关系在 { $rules } 条规则内不能完备化为重写系统
compare-not-monoid = 这些关系给不出交换幺半群
compare-phi-short = 那里的 Φ 在堆 { $heap } 之前就停了，而它在这里是生成元
compare-sizes = 这里 |Q| = { $q }、|P| = { $p }，那里 |Q| = { $q2 }、|P| = { $p2 }
compare-phi = 堆 { $heap } 在这里是 { $here }，在那里是 { $there }
compare-not-isomorphic = Φ 决定的映射不是保持 P 的同构（在 { $element } 处不成立）
quotient-explain =
    这是什么：在反常规则下（最后行动的人输），如果给两个堆的和加上任何第三个和，胜负都一样，
    这两个和就算“相同”。这些类像上面幺半群 Q 的 { $size } 个元素那样相乘：每一堆是字母组成的
    一个词（这一堆的 Φ），几堆的和就是它们的词的乘积，再按关系化简；轮到的人输，当且仅当
    乘积在 P = { "{" }{ $p }{ "}" } 里。Q 的作用就像普通 Nim 里的异或和，那里的 P 就是“异或和为 0”。
    { $example }
    必胜的走法就是在某一堆里走一步，使乘积落进 P。
quotient-example = 例如第 { $heaps } 堆：{ $parts }；乘积是 { $product }，{ $verdict }。
quotient-in-p = 在 P 里：轮到的人输
quotient-not-in-p = 不在 P 里：轮到的人赢
certificate-at = { $file }，第 { $line } 行：{ $what }
certificate-header = 证书的第一行是“{ $header }”
certificate-unknown-line = 有一行以“{ $word }”开头：应是 game、elements、p、generator、phi 或 period
certificate-bad-token = “{ $token }”不是这一行需要的内容
certificate-repeated = “{ $word }”这一行出现了两次
certificate-missing = 缺少“{ $word }”这一行
certificate-bad-code = “{ $code }”不是取拆游戏的编码
certificate-verified = 已验证：{ $game } 的反常商，|Q| = { $size }，|P| = { $p }，{ $scope }
certificate-scope-complete = 完整（Φ 从第 { $preperiod } 堆起以 { $period } 为周期，已证明）
certificate-scope-partial = 是 0 到 { $heaps } 各堆之和的商
certificate-refused = 证书 { $file } 被拒绝：{ $why }
certificate-shape = 各表的长度与 elements 所说的不一致
certificate-out-of-range-entry = 生成元 { $generator } 的表在元素 { $element } 处的值不是任何元素
certificate-not-commutative = 生成元 { $first } 和 { $second } 在元素 { $element } 上不交换
certificate-unreachable = 生成元的乘积到不了元素 { $element }
certificate-out-of-range = P 或某个表提到了不存在的元素
certificate-generator-not-phi = 生成元 { $generator } 不是它那一堆（第 { $heap } 堆）的 Φ
certificate-not-periodic = Φ 不像所说的那样有周期：第 { $heap } 堆与一个周期之后的那堆不同
certificate-period-not-proved = 要证明所说的周期，需要 Φ 到第 { $needed } 堆，证书只给到第 { $given } 堆
certificate-empty-heap = 空堆（第 0 堆）的 Φ 必须是单位元，即元素 0
certificate-phi-out-of-range = 第 { $heap } 堆的 Φ 不是任何元素
certificate-no-move = 第 { $heap } 堆没有走法，和没有这一堆一样，它的 Φ 必须是单位元
certificate-identity-in-p = 单位元（空的和，轮到的人赢）在 P 里
certificate-not-onto = 没有哪个堆的和等于元素 { $element }
certificate-p-check = 第 { $heap } 堆与乘积为 { $multiplier } 的其他堆之和被判为必败，可是把第 { $heap } 堆变成 { $leaves } 就赢了
certificate-n-check = 第 { $heaps } 堆之和被判为必胜，可是从它出发的每一步都到必胜的和
certificate-not-reduced = 元素 { $first } 和 { $second } 永远分不开：这个幺半群不是约化的，所以不是商
certificate-too-many-pairs = 检查要保存的对超过 { $limit } 个
certificate-timeout = 检查在完成前用完了时间
