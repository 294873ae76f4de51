# grundy check：对选手程序的对拍报告。

check-passed = { $problem }：全部 { $passed } 组数据通过（种子 { $first }..{ $last }）。
check-edge-cases = 覆盖的边界情况：{ $cases }。
check-failed = { $problem }：第 { $case } 组（共 { $cases } 组）未通过：{ $kind ->
        [wrong-answer] 答案错误（WA）
        [no-output] 没有输出
        [crash] 运行错误（RE）
        [timeout] 超时（TLE）
       *[cannot-start] 无法启动
    }（种子 { $seed }）。
check-again = 种子 { $seed } 可以重新生成缩小之前的这组输入：grundy gen { $problem } --seed { $seed }；单独运行这组数据：grundy check { $problem } --seed { $seed } --cases 1 -- { $program }
check-shrunk-numbers = 已缩小为更小的数字，共运行 { $runs } 次。
check-shrunk = 已从 { $from } 个数缩小到 { $to } 个，共运行 { $runs } 次。
check-input = --- 输入
check-expected = --- 期望输出（grundy）
check-printed = --- 你的程序输出
check-printed-nothing = --- 你的程序没有输出
check-crashed = --- 你的程序崩溃了（{ $status }）
check-timeout = --- 你的程序运行超过 { $ms } 毫秒，已被终止
check-cannot-start = --- 无法启动你的程序：{ $why }
check-why = --- 原因（grundy 的讲解）
check-not-found = 找不到程序“{ $program }”：请给出它的路径，或 PATH 中的命令
