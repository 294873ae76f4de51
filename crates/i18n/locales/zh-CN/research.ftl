# grundy research：运行的标题、各个里程碑、结束，以及无法开始或继续的原因。

research-heading = { $heading }：G(0..={ $to })
research-resumed = { $heading }：从 G({ $last }) 接着算
research-milestone = N = { $heaps }：最大值 { $largest } 在 { $at }，{ $values } 种值，{ $rare }，校验和 { $checksum }
research-rare = 稀有 { $rare } 个（最后一个 { $last }）
research-rare-none = 稀有 0 个
research-value = G({ $to }) = { $value }；校验和 { $checksum }；最大值 { $largest }（第一次出现在 { $at }）
research-proof = { $proof }；证明需要 G(0..{ $needed })，引擎在 { $computed } 个值之后停止，其余由周期得出
research-no-proof = 在 G(0..={ $last }) 中没有证明周期
research-timing = 算出 { $computed } 个值，每秒 { $rate } 堆，{ $seconds } 秒（{ $isa }）
research-proven = 从 n = { $preperiod } 起周期为 { $period }，已证明（Guy–Smith：每步至多取走 { $removal } 个，对 { $preperiod } <= n < 2·{ $preperiod } + { $period } + { $removal } 有 G(n + { $period }) = G(n)）
research-interrupted = 在 G({ $last }) 之后被中断；{ $resume }
research-saved = 检查点已写入 { $file }；接着算：{ $command }
research-not-saved = 没有给出 --checkpoint，所以什么也没有保存
research-memory = --to { $to }：这次运行大约需要 { $need } 内存（每堆 { $per_heap } 字节：{ $what }），超过了可用的 { $available }；请选一个更小的 --to{ $disk ->
    [yes] ，或者用 --disk DIR 把值放在磁盘上
   *[no] {""}
    }
research-memory-values = 值及其倒序的副本
research-memory-copy = 第二个线程的副本
research-disk-full = --to { $to }：这些值在磁盘上大约需要 { $need }（每堆 { $per_heap } 字节），超过了那里空闲的 { $free }
research-cannot-open = --resume：无法打开 { $file }：{ $why }
research-bad-checkpoint = --resume：检查点 { $file }：{ $why }
research-resume-needs = --resume 需要 --checkpoint 文件：从哪个检查点接着算
research-reached = --to { $to }：检查点已经算到 G({ $reached })，它的统计覆盖了全部；请给出 --to { $reached } 或更大
research-no-directory = --checkpoint { $file }：目录 { $dir } 不存在
research-cannot-create = --values：无法创建 { $file }：{ $why }
research-stats-dir = --stats-dir { $dir }：无法在那里写统计：{ $why }
research-cannot-write-answer = 无法写出结果：{ $why }
research-cannot-write = 无法写入 { $file }：{ $why }
research-cannot-write-checkpoint = 无法写入检查点 { $file }：{ $why }

# 检查点被拒绝的原因（research --resume）。
checkpoint-io = 无法读取：{ $why }
checkpoint-storage = 无法保存其中的值：{ $why }
checkpoint-not-one = 这不是 grundy 的检查点
checkpoint-other-version = 它由 grundy { $version } 以检查点格式 { $format } 写成；这是 grundy { $ours }，格式 { $our_format }：请重新开始计算
checkpoint-other-game = 这是 { $saved } 的检查点，不是 { $asked } 的
checkpoint-damaged = 它已损坏：{ $why }
checkpoint-ends-early = 文件提前结束
checkpoint-checksum = 校验和与内容不符
checkpoint-unknown-classes = 未知的类别种类
checkpoint-milestones = 里程碑不在 2 的幂处
checkpoint-milestone = 某个里程碑前后不一致
checkpoint-counters = 计数器彼此不一致
checkpoint-trailing-bytes = 值之后还有多余的字节
checkpoint-classes = 类别与值不符
checkpoint-counts = 计数与值不符
checkpoint-name-not-text = 某个名字不是文本
research-unsupported = { $game } 不是八进制游戏，也不是 Grundy 游戏：研究引擎只处理数字为 0-7 的八进制编码和 grundys-game；这个游戏请用 `grundy seq`
