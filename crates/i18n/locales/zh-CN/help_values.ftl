# 可选值的意思：help-value-参数-值。
help-value-lang-en = 英文
help-value-lang-zh = 简体中文
help-value-op-add = 两个或更多数的 nim 和（异或）
help-value-op-mul = 两个或更多数的 nim 积
help-value-op-inv = nim 积的逆元
help-value-op-sqrt = nim 积的平方根
help-value-op-pow = 幂：先是 nimber，然后是指数（普通的数）
help-value-op-solve = x ⊗ x ⊕ x = C（一个数）或 x ⊗ x ⊕ B ⊗ x ⊕ C = 0（B 和 C）的根
help-value-op-log = 离散对数：在 2^64 个 nimber 构成的域中，使 G^x = A 的最小的 x
