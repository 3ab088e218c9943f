# Français : les entraînements (les problèmes de finale et l'exercice d'ouverture) : leur panneau et
# ce qu'ils disent sur la ligne d'état. Chaque message existe dans chaque langue, avec les mêmes
# attributs et arguments (un test le vérifie).

## Les mots communs aux deux entraînements.
training-streak = Série { $current } (record { $best }), bonnes réponses { $right } sur { $tried }
training-record-unreadable = (le fichier de suivi n'a pas pu être lu : il ne sera pas enregistré)
not-a-move-here = { $square } n'est pas un coup possible ici.
# Une sélection de problèmes : $same vaut yes quand $fewest et $most sont un même nombre ; $margin vaut -1 pour un écart quelconque.
difficulty = { $same ->
        [yes] { $fewest } cases vides
       *[no] { $fewest } à { $most } cases vides
    }{ $margin ->
        [-1] {""}
       *[other] , écart de { $margin } pions au plus
    }
# Une variante à travailler, dans une phrase : $name est le nom propre d'une ouverture (Tiger, Rose...).
line-named = l'ouverture { $name }
line-book = la ligne principale de la bibliothèque

## Les problèmes de finale : $way vaut play-out (chaque coup jusqu'à la fin) ou first-move (le premier seul).
puzzle-title = Problème de finale
puzzle-to-move = Au tour de { $side }, { $empties } cases vides
puzzle-from = Source : { $source }
puzzle-set = Sélection : { $set }
puzzle-way = Mode : { $way ->
        [play-out] jouer la fin (p : premier coup seul)
       *[first-move] premier coup seul (p : jouer la fin)
    }
puzzle-played = Coups joués : { $moves }
puzzle-judging = Le solveur évalue…
puzzle-answering = Le solveur répond…
puzzle-solved = Résolu.
puzzle-missed = Manqué.
puzzle-solution = Solution.
puzzle-best-line = Meilleure variante : { $moves }
puzzle-best-line-here = Meilleure variante à partir d'ici : { $moves }
puzzle-line-from-start = Variante depuis la position du problème : { $moves }
puzzle-line = Variante : { $moves }
puzzle-first-moves = Les premiers coups :
puzzle-moves-here = Les coups ici :
puzzle-its-first-moves = Les premiers coups du problème :
# À côté des meilleurs coups dans la liste des scores.
puzzle-best-mark = meilleur
puzzle-none-with = Aucun problème avec { $set }.
puzzle-intro = Au tour de { $side } : { $way ->
        [play-out] jouez jusqu'au bout, chaque fois le meilleur coup.
       *[first-move] trouvez le meilleur coup.
    }
puzzle-set-now = Problèmes avec { $set }.
puzzle-way-now = { $way ->
        [play-out] Jouer la position jusqu'au bout.
       *[first-move] Le premier coup seul.
    }
puzzle-over = Ce problème est terminé : n passe au suivant, r le recommence.
puzzle-judging-move = { $square } : le solveur l'évalue...
# Pendant qu'un problème se joue jusqu'au bout : votre coup était le meilleur, et $side (le solveur) a répondu.
puzzle-progress = { $yours } : meilleur coup. { $side } répond { $answer } ; à vous.
puzzle-solved-out = Résolu : joué jusqu'au bout en jeu parfait, score { $score } (n : suivant).
puzzle-right = Juste : { $best } ({ $score } en jeu parfait) (n : suivant).
puzzle-right-second = Juste : { $best } ({ $score } en jeu parfait) ; deuxième meilleur coup { $second } ({ $second_score }) (n : suivant).
# $at vaut 0 pour le premier coup du problème, sinon le numéro de votre coup perdant.
puzzle-missed-move = { $played }{ $at ->
        [0] {""}
       *[other] {" "}(votre { $at }e coup)
    } perd { $lost ->
        [one] { $lost } pion
       *[other] { $lost } pions
    } : meilleur { $best } { $score }, variante { $line } (r : de nouveau, n : suivant).
puzzle-best = { $from ->
        [here] Ici, meilleur coup { $best } { $score } : { $line } (n : suivant).
        [start] Depuis la position du problème, meilleur coup { $best } { $score } : { $line } (n : suivant).
       *[puzzle] Meilleur coup { $best } { $score } : { $line } (n : suivant).
    }

## L'exercice d'ouverture.
drill-title = Exercice d'ouverture
drill-line = Variante : { $line }
drill-you-play = Vous jouez { $side }
drill-opening = Ouverture : { $name }
drill-moves = Coups : { $moves }
drill-missed = Coups manqués : { $misses }
drill-over = La variante est terminée (n : de nouveau)
drill-intro = Jouez les coups de { $side } dans { $line }.
drill-line-over = Cette variante est terminée : r la recommence, p joue l'autre camp.
drill-right = { $square } : juste.
# Un mauvais coup : $played vaut none quand le coup du programme a été montré (s) au lieu d'un coup joué ;
# $line_start est $line avec une majuscule ; $value (la valeur du bon coup dans la bibliothèque) et $name
# (l'ouverture que forme le bon coup) valent none quand on ne les connaît pas.
drill-wrong = { $played ->
        [none] { $line_start }
       *[other] Pas { $played } : { $line }
    } continue par { $right }{ $value ->
        [none] {""}
       *[other] {" "}({ $value } selon la bibliothèque)
    }{ $name ->
        [none] .
       *[other]  ; c'est l'ouverture { $name }.
    }
drill-all-found = Vous avez joué { $line } en entier : tous les coups trouvés.
drill-end = Fin de { $line } : { $misses ->
        [one] { $misses } coup manqué
       *[other] { $misses } coups manqués
    } (n : de nouveau).

## La liste des ouvertures de l'exercice.
chooser-title = Choisir l'ouverture à travailler
chooser-name = Nom : { $typed }_
chooser-none = Aucun nom d'ouverture ne contient ce texte.
chooser-count = { $count ->
        [one] { $count } résultat
       *[other] { $count } résultats
    }
chooser-book-line = La ligne principale de la bibliothèque
chooser-intro = Choisissez l'ouverture à travailler : tapez un bout de son nom, Entrée lance l'exercice.
chooser-none-type-less = Aucun nom d'ouverture ne contient ce texte : tapez-en moins.
