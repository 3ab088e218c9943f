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
