# clap 自己的话的中文（只有中文：英文是 clap 自己写的，grundy 不改）：help 命令和 --help、
# --version 的说明，占位名，手册页各节的标题，默认值、可选值，以及命令行的错误。

help-help = 打印这段说明，或给出的子命令的说明
help-arg-help = 打印帮助（-h 给出摘要，--help 给出全部）
help-arg-version = 打印版本

# clap 自己的话：默认值、可选值，以及命令行的错误。
# 用法行和参数表里的占位名（<NUMBER> 写作 <数>）：help-name-英文名。单个字母
# （N、K、M、W、V、R）和 RxC、K[..K2] 这样的式子不译，与说明里的公式一致。
help-name-ADDR = 地址
help-name-CASES = 个数
help-name-COMMAND = 命令
help-name-CODE = 编码
help-name-PATTERN = 游戏族
help-name-COMPONENT = 部分
help-name-DIR = 目录
help-name-FILE = 文件
help-name-FAMILY = 编码族
help-name-GAME = 游戏
help-name-GRAPH = 图
help-name-HEAD = 正面
help-name-LANG = 语言
help-name-LANGUAGE = 语言
help-name-NUMBER = 数
help-name-NUMBERS = 数
help-name-OP = 运算
help-name-PILE = 堆
help-name-POSITION = 局面
help-name-PROBLEM = 题目
help-name-ROW = 行
help-name-RULE = 规则
help-name-SECONDS = 秒数
help-name-SEED = 种子
help-name-SHRINK_BUDGET = 次数
help-name-SHELL = shell
help-name-SIZE = 大小
help-name-SPEC = 规则
help-name-THREADS = 线程数
help-name-TIMEOUT_MS = 毫秒数

# grundy man 的中文手册页里各节的标题（clap_mangen 只写英文）。
help-clap-man-name = 名称
help-clap-man-synopsis = 概述
help-clap-man-description = 描述
help-clap-man-options = 选项
help-clap-man-extra = 补充说明
help-clap-man-version = 版本
help-clap-man-authors = 作者
help-clap-default = [默认：{ $value }]
help-clap-possible = 可选值：
help-clap-possible-short = [可选值：{ $values }]
help-clap-conflict = 参数“{ $arg }”不能与以下参数同时使用：
help-clap-twice = 参数“{ $arg }”不能写多次
help-clap-no-equals = 给“{ $arg }”赋值时需要等号
help-clap-no-value = “{ $arg }”需要一个值，但没有给出
help-clap-invalid-value = “{ $value }”不是“{ $arg }”的合法值
help-clap-unknown-command = 没有命令“{ $command }”
help-clap-missing = 缺少以下必需的参数：
help-clap-missing-command = “{ $command }”需要一个命令，但没有给出
help-clap-commands = 命令
help-clap-too-many = “{ $arg }”不需要更多的值，却多出了“{ $value }”
help-clap-too-few = “{ $arg }”至少需要 { $min } 个值，这里只有 { $found } 个
help-clap-wrong-number = “{ $arg }”需要 { $expected } 个值，这里有 { $found } 个
help-clap-validation = “{ $value }”不是“{ $arg }”的合法值：{ $why }
help-clap-unknown-argument = 无法识别的参数“{ $arg }”
help-clap-not-utf8 = 参数不是 UTF-8 文本
help-clap-similar = 提示：有相近的{ $what ->
    [command] 命令
    [argument] 参数
   *[value] 值
    }：{ $similar }
help-clap-dash = 提示：要把“{ $arg }”当作值传入，请写“{ $written }”
help-clap-exists = 提示：有“{ $what }”
help-clap-more = 更多信息请运行“{ $help }”。
help-clap-other = 命令行有误
