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

# Waarom een waarde op de opdrachtregel niet is genomen; $value zoals getypt.
value-name = `{ $value }` is geen naam: 1 tot { $most } tekens, geen stuurtekens
value-level = `{ $value }` is geen niveau: de niveaus gaan van 1 tot 20
value-game-number = `{ $value }` is geen partijnummer: partijen tellen vanaf 1
value-time-too-long = `{ $value }` is te lang: een tijd is hoogstens { $hours } uur
value-pause-too-long = `{ $value }` is te lang: hoogstens 10s, of 0 voor geen
value-not-a-duration = `{ $value }` is geen tijdsduur: gebruik een vorm als 30m, 90s, 1h30m, 1:30:00 of 5:00
value-needs-unit = `{ $value }` heeft een eenheid nodig: { $value }m voor minuten of { $value }s voor seconden
value-range = `{ $value }` valt buiten het bereik: van { $low } tot { $high }
value-at-least = `{ $value }` valt buiten het bereik: { $low } of meer

clap-usage = Gebruik
clap-commands = Opdrachten
clap-arguments = Argumenten
clap-options = Opties
clap-help = Help tonen
clap-help-more = Help tonen (meer met '--help')
clap-help-summary = Help tonen (een samenvatting met '-h')
clap-version = Versie tonen
clap-help-command = Deze help tonen, of die van de genoemde opdracht(en)
clap-help-command-arg = De help van de opdracht(en) tonen
clap-default = [standaard: { $values }]
clap-possible-values = [mogelijke waarden: { $values }]
clap-possible-values-heading = Mogelijke waarden:
clap-man-name = NAAM
clap-man-synopsis = OVERZICHT
clap-man-description = BESCHRIJVING
clap-man-extra = VOORBEELDEN
clap-man-version = VERSIE
