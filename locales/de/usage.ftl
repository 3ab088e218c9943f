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

# Warum ein Wert der Befehlszeile nicht angenommen wurde; $value wie eingegeben.
value-name = `{ $value }` ist kein Name: 1 bis { $most } Zeichen, keine Steuerzeichen
value-level = `{ $value }` ist keine Stufe: die Stufen gehen von 1 bis 20
value-game-number = `{ $value }` ist keine Partienummer: Partien werden ab 1 gezählt
value-time-too-long = `{ $value }` ist zu lang: eine Zeit beträgt höchstens { $hours } Stunden
value-pause-too-long = `{ $value }` ist zu lang: höchstens 10s, oder 0 für keine
value-not-a-duration = `{ $value }` ist keine Dauer: verwenden Sie eine Form wie 30m, 90s, 1h30m, 1:30:00 oder 5:00
value-needs-unit = `{ $value }` braucht eine Einheit: { $value }m für Minuten oder { $value }s für Sekunden
value-range = `{ $value }` liegt außerhalb des Bereichs: von { $low } bis { $high }
value-at-least = `{ $value }` liegt außerhalb des Bereichs: { $low } oder mehr

clap-usage = Aufruf
clap-commands = Befehle
clap-arguments = Argumente
clap-options = Optionen
clap-help = Hilfe anzeigen
clap-help-more = Hilfe anzeigen (mehr mit '--help')
clap-help-summary = Hilfe anzeigen (kurz mit '-h')
clap-version = Version anzeigen
clap-help-command = Diese Hilfe anzeigen, oder die der genannten Befehle
clap-help-command-arg = Die Hilfe der Befehle anzeigen
clap-default = [Standard: { $values }]
clap-possible-values = [mögliche Werte: { $values }]
clap-possible-values-heading = Mögliche Werte:
clap-man-name = NAME
clap-man-synopsis = ÜBERSICHT
clap-man-description = BESCHREIBUNG
clap-man-extra = BEISPIELE
clap-man-version = VERSION
