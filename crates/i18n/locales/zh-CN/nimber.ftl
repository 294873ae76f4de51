# nimber 运算：每种运算要几个数、结果和理由。

nimber-takes = nimber { $op } 需要{ $op ->
    [add] 两个或更多的数
    [mul] 两个或更多的数
    [inv] 一个数
    [sqrt] 一个数
    [pow] 两个数：nimber 和指数
    [solve] C（解 x ⊗ x ⊕ x = C）或 B C（解 x ⊗ x ⊕ B ⊗ x ⊕ C = 0）
   *[log] 两个数：底 G 和 A
    }，这里有 { $found } 个
nimber-no-inverse = 0 没有逆元：去掉 0 的 nimber 才构成乘法群
nimber-past-64-bits = { $which ->
    [base] 底
   *[number] 数
    } { $n } 超过了 64 位：离散对数是在小于 2^64 的 2^64 个 nimber 构成的域中求的
nimber-no-power = { $a } 不是 { $g } 的幂：没有 x 使 { $g }^x = { $a }（{ $g } 的幂是小于 2^64 的 2^64 − 1 个非零 nimber 的一个子群）
nimber-log-base-0 = 底数 0 没有对数：对数是在非零 nimber 的乘法群中取的
nimber-log = log_{ $g }({ $a }) = { $x }（因为 { $g }^{ $x } = { $a }，且这是最小的这样的幂）
nimber-log-why = 小于 2^64 的非零 nimber 构成一个 2^64 − 1 = 3 · 5 · 17 · 257 · 641 · 65537 · 6700417 阶的循环群。Pohlig–Hellman 算法：对每个素数 p，G^((2^64−1)/p) 和 A^((2^64−1)/p) 落在 p 阶子群中，在那里用小步大步法求出 x mod p；再用中国剩余定理合成最小的 x。
nimber-double-root = { $equation }：x = { $r }（二重根：{ $c } 的平方根）
nimber-two-roots = { $equation }：x = { $r } 或 x = { $s }
nimber-solve-why = x ↦ x ⊗ x ⊕ x 在域 {"{"}0, 1{"}"} 上是线性的，所以对各个单独的位的像做高斯消元就能解出 x ⊗ x ⊕ x = c；两个根相差 1。当 c 在包含它的最小的 2^(2^k) 个 nimber 构成的域中的迹为 0 时，根就在这个域里，否则在两倍大的域里：有限的 nimber 是 {"{"}0, 1{"}"} 的二次闭包，所以每个这样的方程的根都在其中。对 b ≠ 0 的 x ⊗ x ⊕ b ⊗ x ⊕ c = 0，令 x = b ⊗ y 就化为 y ⊗ y ⊕ y = c ⊗ b⁻²，两个根是 b ⊗ y 和 b ⊗ y ⊕ b；b = 0 时，x 是 c 的平方根。
nimber-inv = { $x }⁻¹ = { $result }（因为 { $x } ⊗ { $result } = 1）
nimber-sqrt = √{ $x } = { $result }（因为 { $result } ⊗ { $result } = { $x }）
nimber-pow = { $x }^{ $e } = { $result }（nim 积的幂）
nimber-add-why = nim 和就是二进制各位的异或：一个 nimber 加上它自己得 0，正如两堆相同的 Nim 值为 0。
nimber-mul-many-why = nim 积满足结合律：各数从左到右相乘，每一步都用费马 2-幂的规则（grundy nimber mul A B --explain 会演示一步）。
nimber-inv-why = 小于 2^(2^k) 的 nimber 构成一个域，所以每个非零的 nimber 都有逆元。把 a 写成 a = a1·F ⊕ a0，F 是一半大小的费马 2-幂，F 的共轭是 F ⊕ 1，于是 a ⊗ (a1·F ⊕ (a1 ⊕ a0)) = a1⊗a1⊗F/2 ⊕ a0⊗a0 ⊕ a0⊗a1 落在一半大小的域中：逆元就是共轭乘以这个范数的逆元，递归地求。
nimber-sqrt-why = 在特征 2 中平方是可加的（(a ⊕ b)² = a² ⊕ b²），并且是一一对应的，所以每个 nimber 恰有一个平方根。设 b = b1·F ⊕ b0，则 b ⊗ b = b1²·F ⊕ (b1² ⊗ F/2 ⊕ b0²)：所以 b1 = √a1，b0 = √(a0 ⊕ a1 ⊗ F/2)，递归地求。
nimber-pow-why = 用 nim 积的反复平方求幂；小于 2^(2^k) 的非零 nimber 构成 2^(2^k) − 1 阶的群，所以这样的幂以它为周期循环。
nimber-mul-small = 0 ⊗ x = 0，1 ⊗ x = x：{ $a } ⊗ { $b } = { $result }。
nimber-mul-field = 小于 2^(2^k) 的 nimber 构成一个域。F = 2^{ $h } 是费马 2-幂：F ⊗ F = F ⊕ F/2 = { $square }，并且对 x < F 有 F ⊗ x = F·x。把两个数都在 F 处拆开：
nimber-mul-then = 于是 (a1·F ⊕ a0) ⊗ (b1·F ⊕ b0) = (m ⊕ l)·F ⊕ (l ⊕ h ⊗ F/2)，其中有三个小于 F 的数的乘积：
nimber-mul-so = 所以 { $a } ⊗ { $b } = { $top }·{ $f } ⊕ { $bottom } = { $result }；每个更小的乘积都用同样的方法求，直到单个的位。
