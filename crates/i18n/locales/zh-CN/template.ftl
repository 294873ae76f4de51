# grundy template：评测题的题解程序，C++ 或 Python。

template-unknown-language = 未知的模板语言“{ $name }”；已有：{ $known }
template-none = { $problem } 还没有模板，{ $language } 和其他语言都没有（`grundy template --list` 列出有模板的题目）
template-none-in = { $problem } 还没有 { $language } 模板；它有：{ $have }
template-list-end = 每行：题目、它的模板所用的语言和方法。`grundy template 题目 [cpp|python]` 打印一个模板。
