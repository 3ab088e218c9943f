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

# Why a value typed on the command line was not taken; $value as typed.
value-name = `{ $value }` is not a name: 1 to { $most } characters, none of them control characters
value-level = `{ $value }` is not a level: levels go from 1 to 20
value-game-number = `{ $value }` is not a game number: games are counted from 1
value-time-too-long = `{ $value }` is too long: a time is at most { $hours } hours
value-pause-too-long = `{ $value }` is too long: at most 10s, or 0 for none
value-not-a-duration = `{ $value }` is not a duration: use a form such as 30m, 90s, 1h30m, 1:30:00 or 5:00
value-needs-unit = `{ $value }` needs a unit: { $value }m for minutes or { $value }s for seconds
# A number outside what an option takes: $low and $high are its bounds.
value-range = `{ $value }` is out of range: from { $low } to { $high }
value-at-least = `{ $value }` is out of range: { $low } or more

# clap's own words in the help (othello --help) and the manual pages (othello manual), around the
# help's texts (help.ftl). In English, clap's own are shown, as for the errors above. A heading is
# followed by a colon; $values is a default as typed, or the values an option takes.
clap-usage = Usage
clap-commands = Commands
clap-arguments = Arguments
clap-options = Options
clap-help = Print help
clap-help-more = Print help (see more with '--help')
clap-help-summary = Print help (see a summary with '-h')
clap-version = Print version
clap-help-command = Print this message or the help of the given subcommand(s)
clap-help-command-arg = Print help for the subcommand(s)
clap-default = [default: { $values }]
clap-possible-values = [possible values: { $values }]
clap-possible-values-heading = Possible values:
# The manual pages' headings, in capitals where the language has them.
clap-man-name = NAME
clap-man-synopsis = SYNOPSIS
clap-man-description = DESCRIPTION
clap-man-extra = EXTRA
clap-man-version = VERSION
