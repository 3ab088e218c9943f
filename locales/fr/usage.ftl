# Français : une ligne de commande qu'othello ne sait pas lire, dans la langue du joueur. $argument,
# $subcommand, $value et $suggestion arrivent entre guillemets.
usage-unknown-argument = { $argument } n'est pas une option ici.
usage-unknown-subcommand = { $subcommand } n'est pas une commande d'othello.
usage-invalid-value = { $value } n'est pas une valeur de { $argument } : il prend { $valid }.
usage-invalid-value-because = Valeur refusée par { $argument } : { $why }
usage-needs-value = { $argument } demande une valeur.
usage-missing = Il manque : { $arguments }.
usage-conflict = { $argument } ne peut pas être donné avec { $other }.
usage-too-many = { $argument } a été donné plus d'une fois.
usage-did-you-mean = Vouliez-vous dire { $suggestion } ?
usage-more = { $command } --help donne chaque option, avec des exemples.

# Pourquoi une valeur de la ligne de commande n'a pas été prise ; $value telle que tapée.
value-name = `{ $value }` n'est pas un nom : de 1 à { $most } caractères, sans caractère de contrôle
value-level = `{ $value }` n'est pas un niveau : les niveaux vont de 1 à 20
value-game-number = `{ $value }` n'est pas un numéro de partie : les parties se comptent à partir de 1
value-time-too-long = `{ $value }` est trop long : un temps fait au plus { $hours } heures
value-pause-too-long = `{ $value }` est trop long : au plus 10s, ou 0 pour aucun
value-not-a-duration = `{ $value }` n'est pas une durée : utilisez une forme comme 30m, 90s, 1h30m, 1:30:00 ou 5:00
value-needs-unit = `{ $value }` demande une unité : { $value }m pour des minutes ou { $value }s pour des secondes
value-range = `{ $value }` est hors limites : de { $low } à { $high }
value-at-least = `{ $value }` est hors limites : { $low } ou plus

clap-usage = Utilisation{"\u00A0"}
clap-commands = Commandes{"\u00A0"}
clap-arguments = Arguments{"\u00A0"}
clap-options = Options{"\u00A0"}
clap-help = Afficher l'aide
clap-help-more = Afficher l'aide (plus avec '--help')
clap-help-summary = Afficher l'aide (en bref avec '-h')
clap-version = Afficher la version
clap-help-command = Afficher cette aide, ou celle des commandes nommées
clap-help-command-arg = Afficher l'aide des commandes
clap-default = [par défaut : { $values }]
clap-possible-values = [valeurs possibles : { $values }]
clap-possible-values-heading = Valeurs possibles :
clap-man-name = NOM
clap-man-synopsis = SYNOPSIS
clap-man-description = DESCRIPTION
clap-man-extra = EXEMPLES
clap-man-version = VERSION
