# grundy seq --misere: the genus of each heap, and where the game is tame.

seq-misere-heading = { $game }, misère play: heaps 0 to { $last }
seq-misere-columns = { "    " }G   G⁻  genus       tame
seq-misere-tame = tame
seq-misere-wild = wild
seq-misere-all-tame = tame at every heap to { $last }: a misère sum of these heaps plays like misère Nim of their values G
seq-misere-why-nim-like = genus { $genus }, a nim-heap's, but it reaches a position whose genus is not
seq-misere-why = genus { $genus }
seq-misere-tame-to = tame to heap { $last },{ " " }
seq-misere-wild-from = { $tame }wild from heap { $heap } ({ $why }): a misère sum with a heap of { $heap } or more need not play like misère Nim of the values G
seq-misere-stopped = grundy: stopped after heap { $last }: the next heap would take the misère search past its limit of { $limit } { $what ->
        [moves] moves examined
       *[positions] positions valued
    } (about { $next } more, after { $done }); the heaps above are complete

# The line on the period after the values (grundy pattern reads it back:
# each message starts with words, then a number).
seq-no-period = no period seen in G(0..={ $last })
seq-period-kind = period { $period }
seq-arithmetic-kind = arithmetic period { $period } with saltus { $saltus } (G(n + { $period }) = G(n) + { $saltus })
seq-period-proven = { $kind }, preperiod { $preperiod }: proven ({ $proof })
seq-period-observed = { $kind }, preperiod { $preperiod }: observed up to n = { $last }, not proven

# Why a period is proven.
guy-smith-condition = G(n + { $period }) = G(n) for { $preperiod } <= n < 2·{ $preperiod } + { $period } + { $removal }
guy-smith-proof = Guy–Smith: with at most { $removal } removed per move, { $condition } = { $end } proves it for all n >= { $start }
subtraction-proof = each value depends only on the previous { $most }, and { $most } consecutive values repeat from n = { $preperiod }
