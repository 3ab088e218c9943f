# Français : le panneau de la relecture et la fenêtre de l'explorateur d'ouvertures. Chaque
# message existe dans chaque langue, avec les mêmes attributs et arguments (un test le vérifie).

## Le panneau de la relecture.
review-title = Relecture
review-move-of = coup { $number } sur { $total }
review-final-position = la position finale, après { $total } coups
review-at-level = niveau { $level }
# Le bilan de chaque camp : $lost et $mistakes arrivent complétés à la largeur de leurs colonnes.
review-tally = pertes { $lost } erreurs { $mistakes }
review-blunders = gaffes { $blunders }
review-analysing = analyse : { $done } coups sur { $total } faits
review-played = { $side } a joué
# Le score du coup, avec la valeur que lui donne la bibliothèque d'ouvertures.
review-score-book = { $score }, bibliothèque { $book }
review-best = meilleur { $moves } ({ $score })
review-lost = { $discs ->
        [0] un coup optimal
        [1] 1 pion perdu
       *[other] { $discs } pions perdus
    }
# L'étiquette d'une variante, 6 colonnes au plus : $label vaut line (la meilleure variante) ou played.
review-line-label = { $label ->
        [line] top
       *[played] joué
    }
review-waiting = { $square } joué : en attente du moteur
review-graph-for-black = pour Noir

## L'explorateur d'ouvertures (%) : les coups de la base de parties depuis la position.
explorer-title = Base de parties (%)
explorer-title-filtered = Base de parties (%) : { $filter }
explorer-over = La partie est terminée.
explorer-looking = Recherche…
explorer-no-such-game = la base n'a pas de partie db:{ $number }
explorer-no-database = pas encore de base de parties dans { $folder } : importez des parties avec othello db import
# $total est le nombre, $total_text le même, écrit avec les séparateurs de la langue.
explorer-none = { $total ->
        [one] Aucune partie sur { $total_text } n'est passée par cette position.
       *[other] Aucune des { $total_text } parties n'est passée par cette position.
    }
explorer-games = { $total ->
        [one] { $games } partie sur { $total_text }
       *[other] { $games ->
            [one] { $games } partie
           *[other] { $games } parties
        } sur { $total_text }
    }
# L'en-tête du tableau, chacun au plus aussi large que sa colonne : coup 4, parties 8, résultats 11,
# moyenne 5, valeur 5 colonnes.
explorer-head = Les colonnes de l'explorateur
    .move = Coup
    .games = Parties
    .results = Noir G/N/P
    .mean = Moy.
    .value = Score
explorer-legend = Score : b la bibliothèque d'ouvertures, h les indices
explorer-legend-plies = Score : b la bibliothèque d'ouvertures ({ $plies }), h les indices
