# The command line's own lines: errors and incomplete output.

error-line = error: { $message }
incomplete-moves = incomplete: not every winning move is listed: { $why }
incomplete-moves-verdict-exact = incomplete: not every winning move is listed: { $why }; the verdict is exact

# The values of options, refused.
flag-then = { $flag }: { $why }
value-too-large = { $flag }: { $n } is too large: the largest is { $limit } ({ $why })
value-whole-up-to = { $flag }: expected a whole number from 1 to { $limit }, found "{ $text }"
why-map = a map of { $n } x { $n } positions
why-table = a table of { $n } x { $n } values
why-seq = four bytes of memory per value
why-row = values per line
why-checkpoint = seconds, over 34 years
why-research-threads = threads of one run
why-cases = random inputs of one check
why-check-threads = runs of the program at once
why-64-bits = a number of 64 bits
why-shrink-budget = runs of the program while shrinking
value-research-to = --to: expected a whole number or a power of two such as 2^24, found "{ $text }"
value-beyond-64-bits = --to: 2^{ $k } is beyond 64 bits
value-beyond-word = --to: { $n } is beyond this machine's word
value-k = -k: expected a whole number of at least 1, found "{ $text }"
value-at-least-1 = { $flag }: expected a whole number of at least 1, found "{ $text }"
value-columns = --columns: expected a whole number of at least 2 (a row holds two pieces), found "{ $text }"
value-whole = { $flag }: expected a whole number, found "{ $text }"
value-timeout-zero = --timeout-ms: a time limit of 0 ms lets no program run; give 1 or more
value-address = --addr: expected an address such as 127.0.0.1:8080, found "{ $text }"
value-p-position = --p-position: expected K or K1..K2 with whole numbers, found "{ $part }" in "{ $text }"
value-p-range-empty = --p-position: the range { $text } is empty (K1 > K2)
value-rule-spec = rule spec "{ $text }": { $why }
lang-env-unknown = GRUNDY_LANG="{ $value }": grundy speaks en (English) and zh (简体中文)

# grundy man, completions, serve.
man-cannot-render = cannot render the manual page: { $why }
man-cannot-create = --out: cannot create { $dir }: { $why }
man-cannot-write = --out: cannot write into { $dir }: { $why }
man-wrote = wrote { $pages } pages to { $dir }: grundy.1 and grundy-COMMAND.1 for each command
man-unknown-command = man: there is no command "{ $name }"; the commands are { $commands }
completions-not-utf8 = the completion script is not UTF-8: { $why }
serve-on = grundy playground on http://{ $addr }
serve-cannot-start = cannot start the server: { $why }
serve-cannot-serve = cannot serve on { $addr }: { $why }
value-grid = --grid: expected RxC, rows and columns (whole numbers of at least 1) such as 4x4, found "{ $text }"
isa-unknown = GRUNDY_ISA={ $value }: not an instruction set (portable, avx2, avx512)
isa-missing = GRUNDY_ISA={ $level }: this machine does not have { $level }
command-is-a-game = { $game } is a game, not a command; try { $commands }
why-quotient-heaps = each heap placed is checked in every sum with the others
value-not-take-and-break = "{ $text }" is { $game }, not a take-and-break code: misère quotients are of octal and hexadecimal codes such as 0.77 or kayles
value-family-shape = "{ $text }" is no family of codes: write a code with a letter for each free digit, such as 0.xy (every code of two digits after the point) or 4.x
value-family-character = "{ $text }": "{ $found }" at character { $at } is neither a digit nor a letter for a free digit (a to z octal, G to Z hexadecimal)
value-family-too-many = "{ $text }" has { $free } free digits: a sweep takes at most { $most }
value-family-too-many-codes = "{ $text }" names { $codes } codes: a sweep takes at most { $most }

# The last line of every --explain: where its words are explained.
explain-glossary = The words used here (P-position, *n, nim-sum, remoteness, …) are explained in the glossary: docs/guide/glossary.md in grundy's repository.
resume-cannot = cannot use { $file } to resume: { $why }
