# 数字串（HDU 1404，Digital Deletions）：一步把一位数字改小，或者擦去一个 0
# 和它后面的全部数字。这个游戏、它的评测题和边界情形的全部消息。

kind-digits-position = 一个数字串，保留前导零：digits=0020
kind-digits-rules = 把一位数字改小，或者擦去一个 0 和它后面的全部数字；擦去最后一位数字的一方胜（HDU 1404）
page-game-digits = 数字串（改小一位数字，或者从一个 0 起擦到末尾）
what-digits-string = 局面 "{ $text }"
must-digits-only = 只含数字 0 到 9（前导零是游戏的一部分）
why-digits-box = 它的值要从它能到达的每个串和每个串的着法算出（不超过六位的串直接查表）
noun-digit-place = 位置
noun-digit = 数字
syntax-digits-lower = 把第 P 位（从左起，从 1 数）的数字改小为 D
syntax-digits-erase = 擦去第 P 位的 0 和它后面的全部数字
move-digits-lower = 把第 { $place } 位的 { $from } 改小为 { $to }
move-digits-erase = { $after ->
    [0] 擦去末尾的 0（第 { $place } 位）
   *[other] 擦去第 { $place } 位的 0 和它后面的 { $after } 位数字
    }
move-error-digits-erase = 第 { $place } 位是 { $digit }：只能擦去 0（连同它后面的全部数字）
move-error-digits-lower = 第 { $place } 位的数字是 { $digit }：一步要把它改成更小的数字

oj-title-hdu1404 = HDU 1404（Digital Deletions）：改小一位数字或从一个 0 起擦到末尾，每个串输出 Yes/No
oj-digits-of-line = 第 { $line } 行的数字串
oj-digits-not-a-string = { $what }应是 1 到 6 位数字（可以有前导零），这里是“{ $token }”
check-explain-hdu1404 = 数字串 { $digits } 的 SG 值是 { $value }（查所有不超过六位的串的表，每个值是它各着法之后的值的 mex：改小一位数字，或者擦去一个 0 和它后面的全部数字），所以{ $wins ->
    [yes] 先手必胜（Yes）
   *[no] 先手必败（No）
    }

# grundy check 混入的边界情形。
edge-a-string-starting-with-0 = 以 0 开头的串
edge-a-string-of-one-digit = 只有一位的串
edge-a-lost-string = 必败的串
edge-six-digits = 六位数字
