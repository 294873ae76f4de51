# grundy quotient: the misère quotient of a take-and-break code, its
# certificate and the check of one.

quotient-heading = Misère quotient of { $game }
quotient-complete = complete: Φ is periodic from heap { $preperiod } with period { $period }, which the misère periodicity theorem proves from the heaps up to { $proven }
quotient-partial = partial: the quotient of the sums of heaps 0 to { $heaps } only ({ $why })
quotient-tame = tame: Q is T{ $k }, misère Nim's quotient of heaps below 2^{ $k }, and genus theory plays every sum
quotient-wild = wild: Q is no tame quotient
quotient-generators = generators: { $list }
quotient-phi = Φ of heaps 0 to { $last }:
quotient-repeats = then the last { $period } repeat for ever from heap { $from }: { $words }
quotient-last-rogue = last rogue heap (Φ outside the kernel of Q): { $heap }
quotient-changes = the presentation changed at heaps (|Q|/|P|): { $list }
quotient-stop-complete = complete
quotient-stop-heaps = the bound --heaps { $heaps } was reached
quotient-stop-timeout = the --timeout came after heap { $heaps }
quotient-stop-too-large = heap { $heap } needs more memory than the bound on a trial or a check
quotient-stop-stuck = no trial of the search placed heap { $heap }
quotient-cut-short = the quotient is cut short: { $why }
quotient-wrote = wrote the certificate { $file }
quotient-cannot-write = cannot write the certificate { $file }: { $why }
quotient-sweep-heading = Misère quotients of the codes { $family }: heaps up to { $heaps }, { $seconds } s a code
quotient-sweep-columns = code,|Q|,|P|,period,preperiod,tame,last rogue,heaps,
quotient-sweep-complete = complete
quotient-sweep-partial = partial
quotient-sweep-summary = { $complete } of { $codes } codes complete, { $tame } of them tame
quotient-sweep-resumed = { $done } of { $codes } codes taken from { $file }
quotient-resume-bad-line = { $file }, line { $line }: not a row of a sweep (a JSON object with "game", as this command writes)
quotient-compare-same = the same quotient as { $file }: the map sending Φ(n) here to Φ(n) there, heaps 0 to { $heaps }, is an isomorphism that keeps P
quotient-compare-differs = not the same quotient as { $file }: { $why }
quotient-compare-unread = { $file } holds no quotient written down (Q = <…>; P = {"{"}…{"}"} and Phi = …, as MisereSolver prints them): { $why }
compare-missing = no { $what }
compare-bad-word = "{ $word }" is not a word in the generators
compare-too-large = the relations make more than { $limit } elements
compare-incomplete = the relations do not complete to a rewriting system within { $rules } rules
compare-not-monoid = the relations make no commutative monoid
compare-phi-short = Φ there stops before heap { $heap }, a generator here
compare-sizes = |Q| = { $q }, |P| = { $p } here, |Q| = { $q2 }, |P| = { $p2 } there
compare-phi = heap { $heap } is { $here } here, { $there } there
compare-not-isomorphic = the map Φ forces is no isomorphism keeping P (it fails at { $element })
quotient-explain =
    What this is: in misère play (whoever moves last loses) two sums of heaps are "the same"
    when adding any third sum gives both the same winner. These classes multiply like the
    { $size } elements of the monoid Q above: each heap is a word in the letters (Φ of the
    heap), a sum of heaps is the product of its words, reduced by the relations, and the
    sum is lost for the player to move exactly when the product is in P = { "{" }{ $p }{ "}" }.
    Q plays the part that the nim-sum plays in normal Nim, where P would be "nim-sum 0".
    { $example }
    A winning move is a move in one heap after which the product is in P.
quotient-example = For example, heaps { $heaps }: { $parts }; their product is { $product }, { $verdict }.
quotient-in-p = in P: the sum is lost for the player to move
quotient-not-in-p = not in P: the player to move wins
certificate-at = { $file }, line { $line }: { $what }
certificate-header = the first line of a certificate is "{ $header }"
certificate-unknown-line = a line starts with "{ $word }": expected game, elements, p, generator, phi or period
certificate-bad-token = "{ $token }" is not what this line needs
certificate-repeated = the line "{ $word }" is given twice
certificate-missing = the line "{ $word }" is missing
certificate-bad-code = "{ $code }" is not a take-and-break code
certificate-verified = verified: the misère quotient of { $game }, |Q| = { $size }, |P| = { $p }, { $scope }
certificate-scope-complete = complete (Φ periodic from heap { $preperiod } with period { $period }, proved)
certificate-scope-partial = of the sums of heaps 0 to { $heaps }
certificate-refused = the certificate { $file } is refused: { $why }
certificate-shape = the tables are not all of the length "elements" says
certificate-out-of-range-entry = the table of generator { $generator } has an entry for element { $element } that names no element
certificate-not-commutative = generators { $first } and { $second } do not commute on element { $element }
certificate-unreachable = no product of the generators reaches element { $element }
certificate-out-of-range = P or a table names an element that is not there
certificate-generator-not-phi = generator { $generator } is not Φ of its heap { $heap }
certificate-not-periodic = Φ is not periodic as claimed: heap { $heap } differs from the heap one period on
certificate-period-not-proved = the claimed period needs Φ up to heap { $needed } to be proved, and the certificate gives it to heap { $given }
certificate-empty-heap = Φ of the empty heap (heap 0) must be the identity, element 0
certificate-phi-out-of-range = Φ of heap { $heap } names no element
certificate-no-move = heap { $heap } has no move, so it is the same as no heap, and Φ of it must be the identity
certificate-identity-in-p = the identity (the empty sum, won by the player to move) is in P
certificate-not-onto = no sum of heaps has element { $element }
certificate-p-check = a sum of heap { $heap } with others of product { $multiplier } is called lost, but taking heap { $heap } to { $leaves } wins it
certificate-n-check = the sum of heaps { $heaps } is called won, but every move from it goes to a won sum
certificate-not-reduced = elements { $first } and { $second } are never told apart: the monoid is not reduced, so not the quotient
certificate-too-many-pairs = the check would keep more than { $limit } pairs
certificate-timeout = the check ran out of time before it ended
