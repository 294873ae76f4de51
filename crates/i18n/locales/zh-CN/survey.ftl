# grundy survey：一族游戏中的每一个，每个游戏一行。
survey-subtraction-family = “{ $text }”不是减法游戏族：用 sub:1..N 表示 1, …, N 内的每个集合，N 取 1 到 { $most }
survey-heading = { $pattern } 的普查，算到 { $to }：{ $games } 个游戏
survey-columns = 游戏,标准形式,周期,前周期,证明,最后的例外,最大值,首次出现,稀有堆
survey-none = 到 { $to } 未见周期
survey-missing = 缺失：{ $why }
survey-shifted = { $standard } 平移 { $shift }
survey-summary = { $games } 个游戏，计算了 { $computed } 个（其余是它们的一级表亲，从其计算中读出）；{ $proven } 个已证明，{ $missing } 个缺失
survey-progress = { $proven } 个已证明
survey-resumed = { $games } 个游戏中 { $done } 个取自 { $file }
survey-resume-bad-line = { $file } 第 { $line } 行：不是普查写出的一行（应是带 "game" 和 "to" 的 JSON 对象）
survey-resume-other-bound = { $file } 第 { $line } 行：{ $game } 算到的是 { $other }，不是 { $to }：续做请用原来的 --to，或另用一个文件
survey-resume-other-game = { $file } 第 { $line } 行：{ $game } 不在这次普查之中
survey-list-cannot = 无法读取游戏列表 { $file }：{ $why }
survey-list-bad-game = { $file } 第 { $line } 行：{ $why }
survey-list-empty = { $file } 没有列出游戏（每行一个游戏；# 开始注释）
value-survey-to = “{ $text }”对普查来说太远：至多 { $most }（2^26），因为每个正在计算的游戏要保留其值直到写出它的一行
survey-too-much-work = 直接方法要检查约 { $cost } 个选项才能算到 { $to }，超过每个游戏至多 { $most } 个
survey-in-no-file = 不在所合并的任何文件中
value-shard = “{ $text }”不是分片：写作 I/K，即 K 片中的第 I 片，1 <= I <= K <= { $most }
survey-misere-columns = 反常 \|Q\|,\|P\|,反常周期,反常前周期
survey-misere-partial = 到第 { $heaps } 堆未见周期
survey-checkpoint = 检查点 { $file }：{ $why }
survey-checkpoint-resumed = { $game } 从 { $file } 接着算
survey-checkpoints-cannot = 无法在 { $dir } 中保存检查点：{ $why }
