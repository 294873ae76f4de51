# Digit strings (HDU 1404, Digital Deletions): a move lowers one digit, or
# erases a 0 and every digit after it. Every message of the family, its
# judge problem and its edge cases.

kind-digits-position = a string of digits, leading zeros kept: digits=0020
kind-digits-rules = lower one digit, or erase a 0 and every digit after it; whoever removes the last digit wins (HDU 1404)
page-game-digits = Digit strings (lower a digit, or erase a 0 and all after it)
what-digits-string = the position "{ $text }"
must-digits-only = digits 0 to 9 only (leading zeros are part of the game)
why-digits-box = its value comes from every string it reaches, each with its moves (a string of up to six digits is looked up at once)
noun-digit-place = place
noun-digit = the digit
syntax-digits-lower = lower the digit in place P (from the left, from 1) to D
syntax-digits-erase = erase the 0 in place P and every digit after it
move-digits-lower = lower the { $from } in place { $place } to { $to }
move-digits-erase = { $after ->
    [0] erase the final 0 (place { $place })
    [one] erase the 0 in place { $place } and the digit after it
   *[other] erase the 0 in place { $place } and the { $after } digits after it
    }
move-error-digits-erase = place { $place } holds a { $digit }: only a 0 is erased (with every digit after it)
move-error-digits-lower = the digit in place { $place } is { $digit }: a move lowers it to a smaller digit

oj-title-hdu1404 = HDU 1404 (Digital Deletions): lower a digit or erase from a 0 on, Yes/No per string
oj-digits-of-line = the digit string of line { $line }
oj-digits-not-a-string = expected { $what } (1 to 6 digits, leading zeros allowed), found "{ $token }"
check-explain-hdu1404 = The string { $digits } is worth { $value } by the table of every string of up to six digits (each value the mex of its moves' values: lowering a digit, or erasing a 0 and everything after it), so the first player { $wins ->
    [yes] wins (Yes)
   *[no] loses (No)
    }

# grundy check's edge cases (the English is the name itself).
edge-a-string-starting-with-0 = a string starting with 0
edge-a-string-of-one-digit = a string of one digit
edge-a-lost-string = a lost string
edge-six-digits = six digits
