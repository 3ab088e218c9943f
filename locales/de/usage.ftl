# Deutsch: eine Befehlszeile, die othello nicht lesen kann, in der Sprache des Spielers. $argument,
# $subcommand, $value und $suggestion kommen in Anführungszeichen.
usage-unknown-argument = { $argument } ist hier keine Option.
usage-unknown-subcommand = { $subcommand } ist kein Befehl von othello.
usage-invalid-value = { $value } ist kein Wert für { $argument }: erlaubt sind { $valid }.
usage-invalid-value-because = Ungültiger Wert für { $argument }: { $why }
usage-needs-value = { $argument } braucht einen Wert.
usage-missing = Es fehlt: { $arguments }.
usage-conflict = { $argument } kann nicht zusammen mit { $other } angegeben werden.
usage-too-many = { $argument } wurde mehr als einmal angegeben.
usage-did-you-mean = Meinten Sie { $suggestion }?
usage-more = { $command } --help nennt jede Option, mit Beispielen.
