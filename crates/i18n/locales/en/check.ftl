# grundy check: the report on a contestant's program.

check-passed = { $problem }: all { $passed } cases passed (seeds { $first }..{ $last }).
check-edge-cases = Edge cases covered: { $cases }.
check-failed = { $problem }: case { $case } of { $cases } failed: { $kind ->
        [wrong-answer] wrong answer
        [no-output] no output
        [crash] crash
        [timeout] timeout
       *[cannot-start] cannot start
    } (seed { $seed }).
check-again = Seed { $seed } gives this input again, before shrinking: grundy gen { $problem } --seed { $seed }; to run this case alone: grundy check { $problem } --seed { $seed } --cases 1 -- { $program }
check-shrunk-numbers = Shrunk to smaller numbers in { $runs } runs.
check-shrunk = Shrunk from { $from } numbers to { $to } in { $runs } runs.
check-input = --- input
check-expected = --- expected (grundy)
check-printed = --- your program printed
check-printed-nothing = --- your program printed nothing
check-crashed = --- your program crashed ({ $status })
check-timeout = --- your program ran past { $ms } ms and was stopped
check-cannot-start = --- your program could not be started: { $why }
check-why = --- why (grundy's explanation)
check-not-found = the program "{ $program }" was not found: give a path to it, or a command on PATH
