# Français : les mots propres à la ligne de commande, pour les personnes (othello solve, show et
# analyze en texte). Chaque message ici existe dans chaque langue, avec les mêmes attributs et
# arguments (un test le vérifie). Ce que lisent les scripts (JSON, GGF, transcriptions, le
# protocole NBoard) n'est jamais traduit.

## La légende sous un plateau.
diagram-legend = (X noir, O blanc, * un coup légal)

## othello solve : $side est le camp pour lequel la position est résolue.
# Un avertissement avant une longue résolution.
solve-long = { $empties } cases vides : les résoudre jusqu'à la fin peut prendre des heures (chaque case de plus prend environ trois fois plus de temps) ; Ctrl-C l'arrête
solve-to-move = { $empties ->
        [one] Au tour de { $side }, { $empties } case vide.
       *[other] Au tour de { $side }, { $empties } cases vides.
    }
solve-game-over = La partie est terminée.
solve-passes = { $side } n'a aucun coup légal et passe.
# $score est l'écart final en pions pour $side, avec son signe ; $outcome est win ou draw ;
# $winner gagne de $margin pions, $won-$lost est le score final.
solve-score = { $outcome ->
        [draw] Score : { $score } pour { $side } : partie nulle (32-32) avec un jeu parfait.
       *[win] Score : { $score } pour { $side } : { $winner } gagne de { $margin } ({ $won }-{ $lost }) avec un jeu parfait.
    }
solve-best = Meilleur : { $moves }
# Les coups qui ne sont pas les meilleurs, chacun avec le plus que la résolution a prouvé pour lui : "c7 <=+36".
solve-others = Autres : { $moves }
solve-line = Ligne : { $moves }
# $nodes et $seconds sont déjà écrits avec les séparateurs de la langue ; $rate est un solve-rate.
solve-nodes = Nœuds : { $nodes } en { $seconds } s
solve-nodes-rate = Nœuds : { $nodes } en { $seconds } s ({ $rate })
# Nœuds par seconde : $unit est millions ou thousands.
solve-rate = { $unit ->
        [millions] { $rate } M/s
       *[thousands] { $rate } k/s
    }

## othello show : $player est un camp avec le nom de son joueur ; $count (un nombre) et $discs
## (le même, complété) les pions sur le plateau, $hand ceux en main ; $clock est left ou used.
show-player = { $player } { $count ->
        [one] { $discs } pion
       *[other] { $discs } pions
    }, { $hand } en main, { $clock ->
        [left] { $time } restant
       *[used] { $time } écoulé
    }
show-rules = Règles : { $rules }
# Où et quand une partie enregistrée a été jouée : "Championnat de France, 2016".
show-played-at = Jouée à : { $at }
show-opening = Ouverture : { $name }
show-no-moves = Aucun coup pour l'instant.
show-moves = Coups :
show-to-move = Au tour de { $player }.

## othello analyze.
analyze-no-moves = aucun coup à analyser : donnez une partie, ou --moves
# Sur le terminal pendant le travail.
analyze-progress = analyse du coup { $done } sur { $total } au niveau { $level }...
analyze-heading = Analyse au niveau { $level } ({ $depth ->
        [one] { $depth } coup de profondeur
       *[other] { $depth } coups de profondeur
    }, résolue à partir de { $exact_from } cases vides) ; scores en pions pour le joueur qui a joué.
# Les en-têtes du tableau : les largeurs de l'anglais sont le minimum (numéro 3, joueur 6, coup 6,
# score 5, meilleur 12, perte 4 colonnes) ; un en-tête plus large élargit sa colonne.
analyze-head = Les colonnes de l'analyse
    .number = #
    .player = Joueur
    .move = Coup
    .score = Score
    .best = Meilleur
    .lost = Perte
# La colonne du joueur : $side est black ou white.
analyze-side = { $side ->
        [black] noir
       *[white] blanc
    }
# Après un coup que le moteur a résolu jusqu'à la fin, ou un coup de la bibliothèque d'ouvertures avec sa valeur.
analyze-exact = exact
analyze-book = bibliothèque { $value }
# Sous une erreur : la meilleure ligne depuis la position d'avant, et la ligne du coup joué.
analyze-best-line = meilleure ligne : { $line }
analyze-played-line = ligne jouée :     { $line }
# Le bilan de chaque joueur à la fin.
analyze-tally = { $player } : { $lost ->
        [one] { $lost } pion perdu
       *[other] { $lost } pions perdus
    }, { $mistakes ->
        [one] { $mistakes } erreur
       *[other] { $mistakes } erreurs
    }, { $blunders ->
        [one] { $blunders } gaffe
       *[other] { $blunders } gaffes
    }.

## Les erreurs de la ligne de commande, après "othello: ". $reference et $text sont tels que tapés.
error-not-found = `{ $reference }` n'est ni un fichier ni une partie de la bibliothèque ({ $folder }) : othello games liste la bibliothèque
# $ids sont les identifiants des parties, énumérés.
error-ambiguous = `{ $reference }` pourrait être n'importe laquelle de ces parties : { $ids }
error-not-a-database-game = `{ $reference }` n'est pas une partie de la base : db:N, N à partir de 1 (othello db games les liste)
# $total est le nombre, $total_text le même écrit avec les séparateurs de la langue.
error-no-database-game = { $total ->
        [one] la base compte { $total_text } partie : pas de partie { $number }
       *[other] la base compte { $total_text } parties : pas de partie { $number }
    }
# $why est un message position-problem, transcript-… ou file-….
error-position = --position `{ $text }` : { $why }
error-moves = --moves `{ $text }` : { $why }
error-file = { $path } : { $why }
# Pourquoi un texte de position n'en est pas un : $problem est fields, squares ($count cases),
# square ($found sur $square) ou to-move ($found).
position-problem = { $problem ->
        [fields] pas un texte de position (il faut les cases et le camp au trait, séparés par une espace) : attendu 64 fois X, O ou - de a1 à h8, une espace, et X ou O au trait
        [squares] pas un texte de position ({ $count } cases au lieu de 64) : attendu 64 fois X, O ou - de a1 à h8, une espace, et X ou O au trait
        [square] pas un texte de position (`{ $found }` sur { $square }) : attendu 64 fois X, O ou - de a1 à h8, une espace, et X ou O au trait
       *[to-move] pas un texte de position (`{ $found }` au trait) : attendu 64 fois X, O ou - de a1 à h8, une espace, et X ou O au trait
    }
# Pourquoi une notation ne peut être jouée : au caractère $column (à partir de 1) se trouve $found, qui n'est pas un coup.
transcript-not-a-move = au caractère { $column } : `{ $found }` n'est pas un coup (attendu une case a1-h8 comme f5, ou `pass`)
# Coup $number (les passes comptent), $square, de $side : $problem est game-over, occupied,
# flips-nothing ou out-of-time.
transcript-illegal = { $problem ->
        [game-over] coup { $number } : { $square } est illégal : la partie est terminée
        [occupied] coup { $number } ({ $side }) : { $square } est illégal : { $square } est déjà occupée
        [flips-nothing] coup { $number } ({ $side }) : { $square } est illégal : { $square } ne retourne aucun pion
       *[out-of-time] coup { $number } ({ $side }) : { $square } est illégal : le temps de { $side } était écoulé
    }
# Une passe écrite : $over vaut yes si la partie était terminée, sinon $side avait un coup légal.
transcript-unforced-pass = { $over ->
        [yes] coup { $number } : une passe, mais la partie est terminée
       *[no] coup { $number } : une passe, mais { $side } a un coup légal
    }
# Ce pour quoi un fichier a été lu ($kind vaut position, ggf ou transcript), et pourquoi il n'en est pas un.
record-read-as = { $kind ->
        [position] lu comme une position : { $why }
        [ggf] lu comme une partie GGF : { $why }
       *[transcript] lu comme une notation : { $why }
    }
record-empty = le fichier est vide : aucune partie dedans
record-one-game = il contient une seule partie, pas de partie { $number }
# Pourquoi un fichier ne peut être lu.
file-not-found = fichier introuvable
file-permission-denied = permission refusée
file-not-a-file = pas un fichier ordinaire (une sauvegarde est un fichier .json)
file-too-large = trop grand pour une sauvegarde (une partie tient en quelques kilooctets ; la limite est de 1 Mio)
file-not-text = pas une sauvegarde (ce n'est pas du texte UTF-8)

## othello games : la bibliothèque listée.
games-list-none = Aucune partie dans { $folder } pour l'instant : chaque partie jouée y est conservée.
games-list-none-asked = Aucune partie de { $folder } ne correspond à la demande.
# À la place de la date et de l'heure où une partie a commencé, quand elles ne sont pas connues.
games-list-started-unknown = (début ?)
# Une partie : $started sa date et son heure, les noms des joueurs, les règles en vigueur, $moves
# (un nombre) les coups joués, $state son résultat ou games-list-unfinished.
games-list-game = { $started }  { $black } contre { $white }  { $rules }  { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }  { $state }
games-list-unfinished = inachevée
games-list-unreadable = illisible : { $why }
games-list-resume-note = * est la partie que othello --resume reprend ; othello --resume ID ouvre n'importe laquelle.
games-list-against-computer = Contre l'ordinateur (parties terminées) :
# $level est complété à deux colonnes.
games-list-level-record = niveau { $level } : { $won } gagnées, { $drawn } nulles, { $lost } perdues
