# The command line's own lines: errors and incomplete output.

error-line = error: { $message }
incomplete-moves = incomplete: not every winning move is listed: { $why }
