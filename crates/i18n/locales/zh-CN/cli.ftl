# 命令行自身的输出：错误与不完整的结果。

error-line = 错误：{ $message }
incomplete-moves = 结果不完整：没有列出全部必胜着法：{ $why }
