# Nimber arithmetic: what each operation takes, its answer and why.

nimber-takes = nimber { $op } takes { $op ->
    [add] two or more numbers
    [mul] two or more numbers
    [inv] one number
    [sqrt] one number
    [pow] two numbers, the nimber and the exponent
    [solve] C (for x ⊗ x ⊕ x = C) or B C (for x ⊗ x ⊕ B ⊗ x ⊕ C = 0)
   *[log] two numbers, the base G and A
    }, found { $found }
nimber-no-inverse = 0 has no inverse: the nimbers without 0 form the multiplicative group
nimber-past-64-bits = { $which ->
    [base] the base
   *[number] the number
    } { $n } is past 64 bits: the discrete logarithm is taken in the field of the 2^64 nimbers below 2^64
nimber-no-power = { $a } is no power of { $g }: no x has { $g }^x = { $a } (the powers of { $g } are a subgroup of the 2^64 − 1 non-zero nimbers below 2^64)
nimber-log-base-0 = a base of 0 has no logarithms: the logarithm is taken in the multiplicative group of the non-zero nimbers, where 0 is not
nimber-log = log_{ $g }({ $a }) = { $x } (since { $g }^{ $x } = { $a }, the least such power)
nimber-log-why = The non-zero nimbers below 2^64 form a cyclic group of 2^64 − 1 = 3 · 5 · 17 · 257 · 641 · 65537 · 6700417 elements. Pohlig–Hellman: for each prime p, G^((2^64−1)/p) and A^((2^64−1)/p) lie in the subgroup of order p, where baby steps and giant steps find x mod p; the Chinese remainder theorem joins them into the least x.
nimber-double-root = { $equation }: x = { $r } (a double root: the square root of { $c })
nimber-two-roots = { $equation }: x = { $r } or x = { $s }
nimber-solve-why = x ↦ x ⊗ x ⊕ x is linear over the field {"{"}0, 1{"}"}, so Gaussian elimination on its images of the single bits solves x ⊗ x ⊕ x = c; the two roots differ by 1. They lie in the smallest field of 2^(2^k) nimbers holding c when the trace of c there is 0, else in the field of twice the size: the finite nimbers are the quadratic closure of {"{"}0, 1{"}"}, so every such equation has its roots among them. For x ⊗ x ⊕ b ⊗ x ⊕ c = 0 with b ≠ 0, x = b ⊗ y turns it into y ⊗ y ⊕ y = c ⊗ b⁻², and the roots are b ⊗ y and b ⊗ y ⊕ b; with b = 0, x is the square root of c.
nimber-inv = { $x }⁻¹ = { $result } (since { $x } ⊗ { $result } = 1)
nimber-sqrt = √{ $x } = { $result } (since { $result } ⊗ { $result } = { $x })
nimber-pow = { $x }^{ $e } = { $result } (nim-product powers)
nimber-add-why = The nim-sum is the xor of the binary digits: adding a nimber to itself gives 0, as two equal Nim heaps are worth 0.
nimber-mul-many-why = The nim-product is associative: the numbers are multiplied left to right, each step by the Fermat-power rule (grundy nimber mul A B --explain shows one).
nimber-inv-why = The nimbers below 2^(2^k) are a field, so every non-zero one has an inverse. Writing a = a1·F ⊕ a0 with F the Fermat 2-power of its half size, F's conjugate is F ⊕ 1, so a ⊗ (a1·F ⊕ (a1 ⊕ a0)) = a1⊗a1⊗F/2 ⊕ a0⊗a0 ⊕ a0⊗a1 lies in the half-size field: the inverse is the conjugate times the inverse of that norm, recursively.
nimber-sqrt-why = Squaring is additive in characteristic 2 ((a ⊕ b)² = a² ⊕ b²) and one to one, so every nimber has exactly one square root. With b = b1·F ⊕ b0, b ⊗ b = b1²·F ⊕ (b1² ⊗ F/2 ⊕ b0²): so b1 = √a1 and b0 = √(a0 ⊕ a1 ⊗ F/2), recursively.
nimber-pow-why = Powers by repeated squaring of nim-products; the non-zero nimbers below 2^(2^k) form a group of 2^(2^k) − 1 elements, so such a power cycles with that period.
nimber-mul-small = 0 ⊗ x = 0 and 1 ⊗ x = x: { $a } ⊗ { $b } = { $result }.
nimber-mul-field = The nimbers below 2^(2^k) form a field. F = 2^{ $h } is a Fermat 2-power: F ⊗ F = F ⊕ F/2 = { $square } and F ⊗ x = F·x for x < F. Split both numbers at F:
nimber-mul-then = Then (a1·F ⊕ a0) ⊗ (b1·F ⊕ b0) = (m ⊕ l)·F ⊕ (l ⊕ h ⊗ F/2), with three products of numbers below F:
nimber-mul-so = So { $a } ⊗ { $b } = { $top }·{ $f } ⊕ { $bottom } = { $result }; each smaller product is found the same way, down to single bits.
