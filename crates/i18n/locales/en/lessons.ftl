# The playground's lessons (crates/web/assets/lessons.js), in the method of
# the seeds: tabulate small positions, spot the pattern, read the proof,
# construct the winning move. page-lesson-NAME-STEP is a step's task;
# page-lesson-NAME-STEP-… its answers and what the page says to a wrong one.
page-lessons = Lessons
page-lessons-intro = The method, a step at a time: tabulate small positions, spot the pattern, read the proof, construct the winning move. The page checks every step.
page-lesson-step = Step { $step } of { $steps }
page-lesson-check = Check
page-lesson-next = Next step
page-lesson-right = Right. On to the next step.
page-lesson-finished = Right: the lesson is done, and you can win every position of this game that can be won.
page-lesson-read = I have read it
page-lesson-pick = Pick one of the answers first.
page-lesson-table-wrong = { $count ->
        [one] One cell is
       *[other] { $count } cells are
    } not right yet: play those positions out on paper, and check again.
page-lesson-nim-title = Nim: the xor rule
page-lesson-nim-table = Two piles of a and b counters; a move takes any number of counters from one pile, and whoever takes the last counter wins. Mark P every position where the player to move loses with perfect play (from 0 0 nobody can move: P). Play them out on paper, then check.
page-lesson-nim-pattern = Look at the P-positions you marked. Which rule do they follow?
page-lesson-nim-pattern-sum = a + b is even
page-lesson-nim-pattern-zero = a or b is 0
page-lesson-nim-pattern-equal = a = b
page-lesson-nim-pattern-not-sum = Not that one: 1 + 3 is even, yet from 1 3 you move to 1 1, where your opponent loses.
page-lesson-nim-pattern-not-zero = Not that one: from 0 3 you take all three counters and win.
page-lesson-nim-xor = With two piles, P is a = b: the second player copies every move in the other pile. With more piles the rule is the xor (nim-sum): write each pile in binary and add the columns without carrying. What is the xor of 3, 5 and 7?
page-lesson-nim-xor-wrong = { $given } is not it: 3 is 011, 5 is 101 and 7 is 111 in binary; count the ones in each column, and write 1 where the count is odd.
page-lesson-nim-proof = Why the xor decides: read the reasoning for the position 3 5 7. A position is P exactly when its xor is 0.
page-lesson-nim-move = Construct the winning move: change one pile so that the xor becomes 0, and play it.
page-lesson-nim-move-wrong = That move leaves { $after }, whose xor is not 0: your opponent wins from there. Try another.
page-lesson-type-number = Type a whole number first.
page-lesson-wythoff-title = Wythoff's game: the golden ratio
page-lesson-wythoff-table = Two piles; a move takes any number of counters from one pile, or the same number from both (a chess queen moving toward the corner), and whoever takes the last counter wins. Mark P every position where the player to move loses with perfect play, for piles up to 7, then check.
page-lesson-wythoff-differences = The P-positions come in pairs (a, b) with a ≤ b: (0, 0), (1, 2), (3, 5), (4, 7), … Look at the differences b − a. What do they do?
page-lesson-wythoff-differences-one = they are always 1
page-lesson-wythoff-differences-fibonacci = they are the Fibonacci numbers
page-lesson-wythoff-differences-each = they are 0, 1, 2, 3, …: each once
page-lesson-wythoff-differences-not-one = Not that one: (0, 0) differs by 0 and (3, 5) by 2.
page-lesson-wythoff-differences-not-fibonacci = Not that one: (4, 7) differs by 3 and (6, 10) by 4, which is no Fibonacci number.
page-lesson-wythoff-pair = Each difference k belongs to exactly one P-position, and its smaller pile is the least number not used by the pairs before it. Which a makes (a, a + 10) a P-position?
page-lesson-wythoff-pair-wrong = ({ $a }, { $b }) is not a P-position: continue the table of pairs from (6, 10), (8, 13), (9, 15), … to the difference 10.
page-lesson-wythoff-golden = The pair of difference k is (⌊kφ⌋, ⌊kφ⌋ + k), with φ = (1 + √5)/2, the golden ratio (10 · 1.618… = 16.18…, so 16). A computer's φ in floating point keeps about 16 digits: past about 2^53 ≈ 9 · 10^15 it cannot even hold every whole number, and long before that ⌊kφ⌋ comes out wrong whenever kφ is close to a whole number. The engine computes it exactly with integers, as the reasoning below says, for piles of any size.
page-lesson-wythoff-every = Find every winning move of the position 5 7: every move to a P-position. Play them one by one.
page-lesson-wythoff-every-more = Yes: { $found } found, { $left } more to find.
page-lesson-wythoff-every-wrong = That move leaves { $after }, not a P-position: your opponent wins from there.
