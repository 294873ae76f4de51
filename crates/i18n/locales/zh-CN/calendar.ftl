# Calendar Game（HDU 1079）：一个 YYYY-MM-DD；一步走到下一个 DD，或者下一个
# MM 的同一个 DD（如果存在）；先走到终点的一方获胜。这个游戏的全部消息。

kind-calendar-position = 一个 YYYY-MM-DD（终点 2001-11-04），或另给终点：DATE..END
kind-calendar-rules = 走到下一个 DD，或者下一个 MM 的同一个 DD（如果存在）；先走到终点（没有给出时是 2001-11-04）的一方获胜，不能走过终点（HDU 1079）
page-game-calendar = Calendar Game（走到下一个 DD，或者下一个 MM 的同一个 DD）
takes-calendar = 一个 YYYY-MM-DD，或者它和终点 YYYY-MM-DD..YYYY-MM-DD
what-calendar-year = 年（YYYY）
what-calendar-month = MM
what-calendar-day = DD
what-calendar-end-year = 终点的年（YYYY）
what-calendar-end-month = 终点的 MM
what-calendar-end-day = 终点的 DD
what-calendar-year-is = { $end ->
    [yes] 终点的年 { $year }
   *[no] 年 { $year }
    }
what-calendar-month-is = { $end ->
    [yes] 终点的 MM { $month }
   *[no] MM { $month }
    }
what-calendar-day-is = { $end ->
    [yes] 终点 { $month } 的 DD { $day }
   *[no] { $month } 的 DD { $day }
    }（这个 MM 只有 { $days } 个 DD）
what-calendar-date = { $date }（终点是 { $end }）
why-calendar-years = 年只能是 1 到 9999
must-calendar-year = 在 1 到 9999 之间
must-calendar-month = 在 1 到 12 之间
must-calendar-day = 这个 MM 里的一个 DD
must-calendar-by-end = 在终点或终点之前：不能走过终点
syntax-calendar-day = 走到下一个 DD
syntax-calendar-month = 走到下一个 MM 的同一个 DD
move-calendar-day = 从 { $from } 走到下一个 DD：{ $to }
move-calendar-month = 从 { $from } 走到下一个 MM 的同一个 DD：{ $to }
move-error-calendar-over = 游戏已经结束：{ $end } 就是终点
move-error-calendar-no-day = 下一个 MM 没有 DD { $day }
move-error-calendar-past-end = { $to } 在终点 { $end } 之后：不能走过终点

# HDU 1079 评测题：标题、读入错误和解释。

oj-title-hdu1079 = HDU 1079（Calendar Game）：DD 加 1 或 MM 加 1，先到 2001-11-04 者胜，输出 YES/NO
oj-hdu1079-year = 第 { $case } 组数据的第一个数（年，YYYY）
oj-hdu1079-month = 第 { $case } 组数据的第二个数（MM）
oj-hdu1079-day = 第 { $case } 组数据的第三个数（DD）
oj-hdu1079-no-month = { $what }是 { $month }：MM 只能是 1 到 12
oj-hdu1079-no-day = { $what }是 { $day }：在 { $year } { $month } 中 DD 至多是 { $days }
oj-hdu1079-outside = { $year } { $month } { $day } 不在游戏的范围内：游戏的范围是 1900 1 1 到 2001 11 4
check-explain-hdu1079 = { $target ->
    [yes] { $year } { $month } { $day } 就是终点：走到这里的一方已经获胜，所以先手必败（NO）。
   *[no] 一步通常会改变 MM + DD 的奇偶性（走到下一个 DD 时 DD 加 1，走到下一个 MM 时 MM 加 1）；只有 MM 的最后一个 DD 例外，其中要紧的只有 9 30 和 11 30，它们的下一步 10 1 和 12 1 的 MM + DD 仍是奇数。终点的 11 + 4 是奇数，所以 MM + DD 为偶数或者位于这两处时先手必胜。{ $year } { $month } { $day }：先手{ $wins ->
        [yes] 必胜（YES）
       *[no] 必败（NO）
        }。
    }

# grundy check 混入的边界情形。

edge-30-september-or-30-november = 9 30 或 11 30
edge-29-february-of-a-leap-year = 2 29（年数是 4 的倍数）
edge-the-end-of-a-month = MM 的最后一个 DD
edge-the-last-days-of-the-game = 游戏最后的几步
edge-the-target-date-itself = 终点本身
edge-the-first-date-of-the-game = 游戏的起点
