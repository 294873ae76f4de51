# grundy survey: every game of a family, a row a game.
survey-subtraction-family = "{ $text }" is no family of subtraction games: write sub:1..N for every set within 1, …, N, with N from 1 to { $most }
survey-heading = Survey of { $pattern } to { $to }: { $games } games
survey-columns = game,standard form,period,preperiod,proof,last exception,largest,first at,rare heaps
survey-none = none to { $to }
survey-missing = missing: { $why }
survey-shifted = { $standard } shifted by { $shift }
survey-summary = { $games } games, { $computed } computed (the others are first cousins of these, read off their computation); { $proven } proven, { $missing } missing
survey-progress = { $proven } proven
survey-resumed = { $done } of { $games } games taken from { $file }
survey-resume-bad-line = { $file }, line { $line }: not a row of a survey (a JSON object with "game" and "to", as this command writes)
survey-resume-other-bound = { $file }, line { $line }: { $game } was surveyed to { $other }, not to { $to }: resume a survey with its own --to, or start another file
survey-resume-other-game = { $file }, line { $line }: { $game } is not a game of this survey
survey-list-cannot = cannot read the list of games { $file }: { $why }
survey-list-bad-game = { $file }, line { $line }: { $why }
survey-list-empty = { $file } lists no games (one game a line; # starts a comment)
value-survey-to = "{ $text }" is too far for a survey: at most { $most } (2^26), since each game running keeps its values until its row is made
survey-too-much-work = the direct method would examine about { $cost } options to reach { $to }, more than the { $most } a game may take
survey-in-no-file = in none of the files merged
value-shard = "{ $text }" is no shard: write I/K, the I-th of K shards, with 1 <= I <= K <= { $most }
survey-misere-columns = misère \|Q\|,\|P\|,misère period,misère preperiod
survey-misere-partial = none to heap { $heaps }
survey-checkpoint = checkpoint { $file }: { $why }
survey-checkpoint-resumed = { $game } goes on from { $file }
survey-checkpoints-cannot = cannot keep checkpoints in { $dir }: { $why }
