# Nederlands: een opdrachtregel die othello niet kan lezen, in de taal van de speler. $argument,
# $subcommand, $value en $suggestion komen tussen aanhalingstekens.
usage-unknown-argument = { $argument } is hier geen optie.
usage-unknown-subcommand = { $subcommand } is geen opdracht van othello.
usage-invalid-value = { $value } is geen waarde van { $argument }: die neemt { $valid }.
usage-invalid-value-because = Een waarde die { $argument } niet neemt: { $why }
usage-needs-value = { $argument } heeft een waarde nodig.
usage-missing = Ontbreekt: { $arguments }.
usage-conflict = { $argument } kan niet samen met { $other } worden gegeven.
usage-too-many = { $argument } is meer dan eens gegeven.
usage-did-you-mean = Bedoelde je { $suggestion }?
usage-more = { $command } --help noemt elke optie, met voorbeelden.
