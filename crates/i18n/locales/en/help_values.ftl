# What each value an argument takes means: help-value-ARG-VALUE. Apart from
# help.ftl: clap reads them from the definitions on every run, and this
# small file is all that parses then.
help-value-lang-en = English
help-value-lang-zh = Simplified Chinese
help-value-op-add = The nim-sum (xor) of two or more numbers
help-value-op-mul = The nim-product of two or more numbers
help-value-op-inv = The inverse for the nim-product
help-value-op-sqrt = The square root for the nim-product
help-value-op-pow = A power: the nimber, then the exponent (an ordinary number)
help-value-op-solve = The roots of x ⊗ x ⊕ x = C (one number), or of x ⊗ x ⊕ B ⊗ x ⊕ C = 0 (B and C)
help-value-op-log = The discrete logarithm: the least x with G^x = A, in the field of 2^64 nimbers
