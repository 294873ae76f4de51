# 盒子（HDU 1729，Stone Game）：容量为 S 的盒子里有 C 颗石子；一步加入 1 到
# C² 颗，不能超过 S。这个游戏、它的评测题和边界情形的全部消息。

kind-boxes-position = 容量为 S、里面有 C 颗石子的盒子：boxes=S,C
kind-boxes-rules = 往有 C 颗石子的盒子里加入 1 到 C² 颗，不能超过它的容量 S（HDU 1729）
page-game-boxes = 盒子（往有 C 颗石子的盒子里加入至多 C² 颗）
what-boxes-stones = 石子数 C
must-boxes-at-most-capacity = 至多为容量 S（盒子装不下更多）
syntax-boxes = 加入 K 颗，K 从 1 到 C²，不能超过剩下的容量
move-boxes-add = 往 { $stones } 颗石子里加入 { $added } 颗，成为 { $after } 颗（容量 { $capacity }）
move-error-boxes-none = 不能再加石子：盒子是满的或空的
move-error-boxes-most = 这里一步加入 1 到 { $most } 颗

oj-title-hdu1729 = HDU 1729（Stone Game）：每个盒子至多再加入 C² 颗，输出 Case k: 和 Yes/No
oj-boxes-of-block = 第 { $block } 组数据的盒子数（N，0 表示输入结束）
oj-box-capacity = 第 { $block } 组数据第 { $box } 个盒子的容量（s）
oj-box-stones = 第 { $block } 组数据第 { $box } 个盒子的石子数（c）
oj-box-overfull = { $what }是 { $stones }，超过了容量 { $capacity }
check-explain-box-worth = （{ $capacity }，{ $stones }）的 SG 值为 { $value }
check-explain-hdu1729 = 各盒子 { $values }：异或为 { $total }，{ $wins ->
    [yes] 先手必胜（Yes）
   *[no] 后手必胜（No）
    }

# grundy check 混入的边界情形。
edge-a-full-box = 满的盒子
edge-an-empty-box = 空的盒子
edge-a-box-at-its-threshold-worth-0 = 石子数正好在界限上的盒子（SG 值为 0）
edge-boxes-in-equal-pairs = 盒子两两相同
