# English: a command line that othello cannot read, said in the player's language. (In English,
# clap's own words are shown instead; these are here so that every language has the same
# messages, which a test checks.) $argument, $subcommand, $value and $suggestion come quoted.
usage-unknown-argument = { $argument } is not an option here.
usage-unknown-subcommand = { $subcommand } is not a command of othello.
usage-invalid-value = { $value } is not a value of { $argument }: it takes { $valid }.
usage-invalid-value-because = A value { $argument } cannot take: { $why }
usage-needs-value = { $argument } needs a value.
usage-missing = Missing: { $arguments }.
usage-conflict = { $argument } cannot be given with { $other }.
usage-too-many = { $argument } was given more than once.
usage-did-you-mean = Did you mean { $suggestion }?
usage-more = { $command } --help lists every option, with examples.
