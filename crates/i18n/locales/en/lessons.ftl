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
page-lesson-again = Play again
page-lesson-nim-play = Start by playing. Two piles, of 1 and 2 counters; a move takes any number of counters from one pile, and whoever takes the last counter wins. You move first: win against the computer, which plays perfectly.
page-lesson-nim-play-lost = The computer took the last counter. Every position has an answer: from 1 2, which move leaves the computer no good reply? Play again.
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
page-lesson-values-wrong = { $count ->
        [one] One value is
       *[other] { $count } values are
    } not right yet: G(n) is the least number that no move from n reaches, starting from G(0) = 0.
page-lesson-subtraction-title = A subtraction game: the period
page-lesson-subtraction-values = One heap; a move takes 1, 3 or 4 counters, and whoever takes the last counter wins. Fill in the Grundy values G(0) to G(13): G(n) is the mex (the least number ≥ 0 not among them) of G(n − 1), G(n − 3) and G(n − 4), those that exist. Then check.
page-lesson-subtraction-period = Look at the values you found. What do they do?
page-lesson-subtraction-period-four = they repeat every 4
page-lesson-subtraction-period-none = they never repeat
page-lesson-subtraction-period-seven = they repeat every 7, from G(0)
page-lesson-subtraction-period-not-four = Not that one: G(4) = 2 but G(0) = 0.
page-lesson-subtraction-period-not-none = Look again: G(7) to G(13) are G(0) to G(6) once more.
page-lesson-subtraction-far = Why it repeats for ever: G(n) depends only on the 4 values before it, so once 4 values in a row repeat, every later value repeats too (G(7) to G(10) are G(0) to G(3)). What is G(1000)?
page-lesson-subtraction-far-wrong = { $given } is not it: 1000 = 7 · 142 + 6, so G(1000) = G(6).
page-lesson-subtraction-move = Play a winning move from a heap of 20: to a heap whose value is 0.
page-lesson-subtraction-move-wrong = That move leaves { $after }, of value not 0: your opponent wins from there. Try another.
page-lesson-sum-title = Sums of games: the xor of values
page-lesson-sum-kayles = A sum of games is played by moving in one of them. Each game has its Grundy value, which behaves like a Nim pile of that size. What is the value of a row of 5 Kayles pins (a move knocks down one pin or two adjacent ones)?
page-lesson-sum-kayles-wrong = { $given } is not it: Kayles' values from 0 are 0, 1, 2, 3, 1; a move leaves two rows, worth the xor of their values. From 5 pins you reach 0 and 4, 1 and 3, 2 and 2, 0 and 3, 1 and 2, of values 1, 2, 0, 3 and 3: the value of 5 is their mex.
page-lesson-sum-xor = By the Sprague–Grundy theorem a sum is worth the xor of its parts' values, as if each were a Nim pile. What is the value of nim=2 + kayles=5?
page-lesson-sum-xor-wrong = { $given } is not it: the xor of 2 and the value of kayles=5, as Nim piles.
page-lesson-sum-why = Why the xor decides: read the reasoning.
page-lesson-sum-move = Play a winning move: in one component, to a value that makes the xor 0.
page-lesson-sum-move-wrong = That move leaves { $after }, whose xor is not 0: your opponent wins from there. Try another.
