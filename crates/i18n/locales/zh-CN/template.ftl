# grundy template：评测题的题解程序，C++ 或 Python。

template-unknown-language = 未知的模板语言“{ $name }”；已有：{ $known }
template-none = { $problem } 还没有模板，{ $language } 和其他语言都没有（`grundy template --list` 列出有模板的题目）
template-none-in = { $problem } 还没有 { $language } 模板；它有：{ $have }
template-list-end = 每行：题目、它的模板所用的语言和方法。`grundy template 题目 [cpp|python]` 打印一个模板。
after-template =
    模板是完整的程序：读入评测输入，打印评测输出；注释说明方法为什么能判定胜负、
    怎样找到必胜的一步，以及常见解法错在哪里；--lang zh 给出中文注释。每个模板都
    通过了 `grundy check`；要自己检验，先保存下来，用 `g++ -O2 -std=c++17 nim.cpp`
    编译，再运行 `grundy check p2197 -- ./a.out`。

    例子：
      grundy template p2197                  C++ 写的 Nim
      grundy template hdu2177 python         Python 写的威佐夫博弈
      grundy template p1247 --lang zh        中文注释
      grundy template p2197 > nim.cpp        保存下来，以便编译和检验
      grundy template --list                 各题目及其模板
      grundy template p2197 --json           以 JSON 给出程序、语言和方法
