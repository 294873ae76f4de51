# grundy research: the run's heading, its milestones, its end, and why it
# cannot start or go on.

research-heading = { $heading }: G(0..={ $to })
research-resumed = { $heading }: resumed at G({ $last })
research-milestone = N = { $heaps }: largest { $largest } at { $at }, { $values } values, { $rare }, checksum { $checksum }
research-rare = rare { $rare } (last { $last })
research-rare-none = rare 0
research-value = G({ $to }) = { $value }; checksum { $checksum }; largest value { $largest } (first at { $at })
research-proof = { $proof }; the proof needs G(0..{ $needed }), the engine stopped after { $computed } values, the rest follows from the period
research-no-proof = no period proven in G(0..={ $last })
research-timing = { $computed } values computed, { $rate } heaps/s, { $seconds } s ({ $isa })
research-proven = period { $period } from n = { $preperiod }, proven (Guy–Smith: at most { $removal } removed per move, G(n + { $period }) = G(n) for { $preperiod } <= n < 2·{ $preperiod } + { $period } + { $removal })
research-interrupted = interrupted after G({ $last }); { $resume }
research-saved = checkpoint written to { $file }; go on with: { $command }
research-not-saved = no --checkpoint was given, so nothing is saved
research-memory = --to { $to }: the run needs about { $need } of memory ({ $per_heap } bytes per heap: { $what }), more than the { $available } available; choose a smaller --to{ $disk ->
    [yes] , or keep the values on disk with --disk DIR
   *[no] {""}
    }
research-memory-values = the values and their backwards copy
research-memory-copy = the second thread's copy
research-disk-full = --to { $to }: the values need about { $need } on disk ({ $per_heap } bytes per heap), more than the { $free } free there
research-cannot-open = --resume: cannot open { $file }: { $why }
research-bad-checkpoint = --resume: checkpoint { $file }: { $why }
research-resume-needs = --resume needs --checkpoint FILE: the checkpoint to go on from
research-reached = --to { $to }: the checkpoint already reaches G({ $reached }), and its statistics cover all of it; give --to { $reached } or more
research-no-directory = --checkpoint { $file }: the directory { $dir } does not exist
research-cannot-create = --values: cannot create { $file }: { $why }
research-stats-dir = --stats-dir { $dir }: cannot write statistics there: { $why }
research-cannot-write-answer = cannot write the answer: { $why }
research-cannot-write = cannot write { $file }: { $why }
research-cannot-write-checkpoint = cannot write the checkpoint { $file }: { $why }

# Why a checkpoint was refused (research --resume).
checkpoint-io = cannot read it: { $why }
checkpoint-storage = cannot keep its values: { $why }
checkpoint-not-one = it is not a grundy checkpoint
checkpoint-other-version = it was written by grundy { $version } in checkpoint format { $format }; this is grundy { $ours } with format { $our_format }: start the run again
checkpoint-other-game = it is a checkpoint of { $saved }, not of { $asked }
checkpoint-damaged = it is damaged: { $why }
checkpoint-ends-early = it ends early
checkpoint-checksum = its checksum does not match its contents
checkpoint-unknown-classes = unknown kind of classes
checkpoint-milestones = its milestones are not the powers of two
checkpoint-milestone = a milestone does not fit together
checkpoint-counters = its counters do not fit together
checkpoint-trailing-bytes = it has bytes after its values
checkpoint-classes = its classes do not fit its values
checkpoint-counts = its counts do not fit its values
checkpoint-name-not-text = a name is not text
research-unsupported = { $game } is not an octal game or Grundy's game: the research engine handles take-and-break codes with digits 0-7 and grundys-game; use `grundy seq` for it
