# Français : l'écran du jeu (les lignes d'état, le panneau latéral, les mots du plateau) et ce que
# le moteur sait, tel que le joueur le lit. Chaque message existe dans chaque langue, avec les
# mêmes attributs et arguments (un test le vérifie).

## Le nom que la langue se donne (la ligne Langue de l'écran de nouvelle partie).
language-name = Français

## Les camps et les joueurs.
side-black = Noir
side-white = Blanc
# Le nom de l'ordinateur quand il n'en a pas à lui.
player-computer = Ordinateur (niveau { $level })
# Un camp avec le nom de son joueur : « Noir (Ann) ».
player-titled = { $side } ({ $name })
player-titled-computer = { $side } (ordinateur, niveau { $level })

## Les choses comptées ($count est un nombre : le pluriel le suit).
discs = { $count ->
        [one] { $count } pion
       *[other] { $count } pions
    }
legal-moves = { $count ->
        [one] { $count } coup légal
       *[other] { $count } coups légaux
    }
plies = { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }
plies-range = { $shallowest }-{ $deepest } coups
# $seconds est déjà écrit avec le séparateur décimal de la langue.
seconds = { $seconds } s
# Entre les éléments d'une liste, comme les règles en vigueur.
list-separator = {", "}
# Le mot pour un tour passé, là où un coup serait nommé.
move-pass = passe

## Les résultats : $won et $lost sont le score final, $won_discs et $lost_discs les pions sur le plateau.
outcome-discs = { $empties ->
        [0] { $winner } gagne { $won }-{ $lost }
        [one] { $winner } gagne { $won }-{ $lost } ({ $won_discs }-{ $lost_discs } sur le plateau ; la case vide va au gagnant)
       *[other] { $winner } gagne { $won }-{ $lost } ({ $won_discs }-{ $lost_discs } sur le plateau ; les { $empties } cases vides vont au gagnant)
    }
outcome-forfeit = { $ending ->
        [time] { $loser } a perdu au temps : { $winner } gagne { $won }-{ $lost } ({ $won_discs }-{ $lost_discs } sur le plateau)
       *[resigned] { $loser } a abandonné : { $winner } gagne { $won }-{ $lost } ({ $won_discs }-{ $lost_discs } sur le plateau)
    }
outcome-draw = { $empties ->
        [0] Partie nulle 32-32
       *[other] Partie nulle 32-32 ({ $black_discs }-{ $white_discs } sur le plateau)
    }

## Les règles en vigueur, en quelques mots : chaque élément est un message, les éléments forment une liste.
in-force-untimed = sans pendule
in-force-time-each = { $time } chacun
in-force-time-by-side = { $black } pour Noir, { $white } pour Blanc
in-force-increment = { $time } + { $seconds } par coup
in-force-delay = délai { $seconds }
in-force-handicap = { $corners ->
        [one] handicap : { $corners } coin pour { $receiver }
       *[other] handicap : { $corners } coins pour { $receiver }
    }

## Les lignes d'état. $verdict vaut win, draw ou loss ; $score est un score tel que +4.
to-move = Au tour de { $name }
to-move-clocks-wait = Au tour de { $name } : les pendules démarrent à la première touche
typed = tapé : { $letter }_
thinking = { $name } réfléchit...
thinking-book = { $name } réfléchit : d'après sa bibliothèque d'ouvertures, { $best } ({ $score })
thinking-exact = { $name } réfléchit : résolu jusqu'à la fin, meilleur coup { $best } ({ $score } exactement)
thinking-sure = { $name } réfléchit : voit la fin, meilleur coup { $best } ({ $score }, sûr à { $percent } %)
thinking-proven = { $name } réfléchit : voit la fin, { $best } { $verdict ->
        [win] gagne
        [draw] fait nulle
       *[loss] perd
    } (prouvé ; { $score }, sûr à { $percent } %)
thinking-depth = { $name } réfléchit : profondeur { $depth }, meilleur coup { $best } ({ $score })
# La résolution en cours : $step est l'un des messages solving- ci-dessous ; $nodes et $seconds sont déjà écrits.
solving = Résolution à { $empties } cases vides : { $step } ; { $nodes } nœuds, { $seconds } s (Échap arrête).
solving-first-steps = premières étapes
solving-exact = exact, meilleur coup { $best } ({ $score })
solving-proven = { $side } { $verdict ->
        [win] gagne
        [draw] fait nulle
       *[loss] perd
    } (prouvé) avec { $best }, { $score } sûr à { $percent } %
solving-sure = sûr à { $percent } %, meilleur coup { $best } ({ $score })
solving-depth = profondeur { $depth }, meilleur coup { $best } ({ $score })
# $outcome vaut win, draw ou loss pour $side, le camp au trait ; $margin est l'écart en pions, gagné ou perdu.
solved = Résolu : { $best } est le meilleur coup, { $side } { $outcome ->
        [win] gagne de { $margin }
        [draw] fait nulle
       *[loss] perd de { $margin }
    } en jeu parfait ({ $score } ; { $nodes } nœuds, { $seconds } s).
not-saved = Partie non enregistrée : { $problem }. Nouvel essai après chaque coup.
opening-book-moves = Bibliothèque d'ouvertures ({ $depths }) : { $moves }.
review-comment = Commentaire sur { $number }. { $played } : { $comment }
review-autoplay = Lecture automatique, { $seconds } par coup (Espace arrête).
editor-status = Éditeur de plateau : { $black ->
        [one] { $black } pion noir
       *[other] { $black } pions noirs
    }, { $white ->
        [one] { $white } pion blanc
       *[other] { $white } pions blancs
    } ; au tour de { $side } ({ $moves }). Les marques sont les coups légaux.
editor-passes-first = aucun coup légal : { $side } passe d'abord

## Les indices sur la ligne d'état : $what vaut hints-every ou hints-best.
hints-every = Indices (i)
hints-best = Meilleur coup (t)
hints-on = { $what } : en marche.
hints-thinking = { $what } : réflexion...
hints-exact = { $what } : résolu jusqu'à la fin, scores finaux exacts en pions.
# $more vaut yes tant que la recherche continue.
hints-sure = { $what } : scores finaux en pions, sûrs à { $percent } %{ $more ->
        [yes] , bientôt plus sûrs.
       *[no] .
    }
hints-proven = { $what } : { $best } { $verdict ->
        [win] gagne
        [draw] fait nulle
       *[loss] perd
    } (prouvé) ; scores finaux en pions, sûrs à { $percent } %{ $more ->
        [yes] , bientôt plus sûrs.
       *[no] .
    }
hints-deepening = { $what } : profondeur { $depth } sur { $target }, approfondissement en cours ; scores en pions.
hints-depth = { $what } : profondeur { $depth } ; scores en pions ; + pour approfondir.

## La surcouche de stratégie (o), une ligne sur le sens de ses marques.
overlay-stable = Pions stables (*) : ils ne pourront plus jamais être retournés ; Noir en a { $black }, Blanc { $white }. Les coins d'abord, puis les bords à partir d'eux. (o : suivant)
overlay-frontier = Pions frontières (+) : voisins d'une case vide, ce sont des murs qui donnent des coups à l'adversaire ; Noir en a { $black }, Blanc { $white }. Moins il y en a, mieux c'est. (o : suivant)
overlay-corners = Cases X et C (X, C) voisines d'un coin vide : en prendre une peut offrir le coin à l'adversaire. (o : suivant)
overlay-parity = Parité : { $regions } régions vides, dont { $odd } impaires (le chiffre est la taille de la région, # pour 10 ou plus ; en gras : impaire). Jouer le dernier dans une région est un avantage : jouez d'abord dans les impaires. (o : suivant)
overlay-parity-later = Parité : les régions vides sont marquées à partir de { $from } cases vides ({ $empties } maintenant). (o : suivant)

## La ligne d'une partie en réseau.
network-waiting-code = En attente d'un joueur : { $command }
network-waiting = En attente d'un joueur.
network-reading-rules = { $name } lit les règles...
# $milliseconds vaut -1 avant que le premier aller-retour soit mesuré ; $sent vaut none ou une case.
network-connected = { $milliseconds ->
        [-1] { $name } connecté
       *[other] { $name } connecté, { $milliseconds } ms
    }{ $sent ->
        [none] .
       *[other]  ; { $sent } envoyé.
    }
network-lost-over = Connexion avec { $name } perdue : la partie est terminée et conservée de ce côté.
network-lost-host-their-clock = Connexion avec { $name } perdue : en attente de son retour ; sa pendule tourne, car c'est son tour.
network-lost-guest-your-clock = Connexion avec { $name } perdue : tentative de joindre l'hôte ; votre pendule tourne, car c'est votre tour.
network-lost-host-stopped = Connexion avec { $name } perdue : en attente de son retour ; les pendules sont arrêtées ; votre coup sera envoyé à son retour.
network-lost-guest-stopped = Connexion avec { $name } perdue : tentative de joindre l'hôte ; les pendules sont arrêtées.

## Le panneau latéral.
panel-wins = gagne
# L'étiquette de la pendule : le temps restant, ou le temps écoulé dans une partie sans pendule.
panel-clock-left = restant
panel-clock-used = écoulé
panel-in-hand = { $count } en main
panel-opening = Ouverture :
panel-moves = Coups
panel-moves-none = aucun pour l'instant
panel-moves-hidden = masqués pendant la pause
panel-moves-more = Coups (encore { $rows } : PgPréc PgSuiv)
# La recherche d'où viennent les nombres.
source-book = bibliothèque
source-exact = exact
source-sure = sûr à { $percent } %
source-depth = profondeur { $depth }
source-depth-selective = profondeur { $depth } sélective
lines-heading = Variantes ({ $source })
lines-heading-exact = Variantes (exactes, jouées jusqu'à la fin)
# L'étiquette d'une variante, 6 colonnes au plus : $label vaut best ou cursor.
lines-label = { $label ->
        [best] top
       *[cursor] visé
    }
# Le résultat prouvé d'un coup, à côté de son score.
verdict = { $verdict ->
        [win] gagne
        [draw] nulle
       *[loss] perd
    }

## Le plateau et le graphique.
board-paused = Pause : une touche reprend
graph-title = Scores pour Noir :
graph-computer = ordinateur
graph-hints = indices
graph-move = coup
too-small = Le terminal fait { $size } ; othello demande au moins { $least }. Agrandissez la fenêtre (q quitte).

## L'aide (?) : ses titres, le sens des marques du plateau (.large : sur un grand plateau), son pied de page.
help-title = Aide
help-keys = Touches
help-keys-review = Touches de la relecture
help-on-the-board = Sur le plateau
help-in-the-save-box = Dans la fenêtre d'enregistrement
help-mark-discs = pions noirs et blancs
    .large = pions noirs et blancs (grands et ronds sur un grand plateau)
help-mark-legal = un coup légal du joueur au trait
    .large = un coup légal du joueur au trait (• sur un grand plateau)
help-mark-cursor = le curseur
    .large = le curseur
help-mark-last-move = le dernier coup, également souligné
    .large = le dernier coup, également souligné (un point sur un grand pion)
help-mark-flipped = les pions retournés par le dernier coup, un instant
    .large = les pions retournés par le dernier coup, un instant (gris ou pâles sur un grand plateau)
help-mark-number = avec m : le coup qui a posé le pion
    .large = avec m : le coup qui a posé le pion
help-mark-stable = avec o : pions stables ; pions frontières
    .large = avec o : pions stables ; pions frontières
help-mark-x-c = avec o : cases X et C voisines d'un coin vide
    .large = avec o : cases X et C voisines d'un coin vide
help-mark-region = avec o : la taille d'une région vide (en gras si impaire)
    .large = avec o : la taille d'une région vide (en gras si impaire)
help-mark-running = la pendule qui tourne
    .large = la pendule qui tourne
help-mark-low = une pendule à court de temps
    .large = une pendule à court de temps
help-mark-winner = le gagnant
    .large = le gagnant
help-to-rules = r les règles
help-to-keys = r les touches
rules-box-title = Règles
# $arrows sont les flèches telles que le terminal les affiche ; $other vaut help-to-rules ou help-to-keys.
help-foot-scroll = { $arrows } PgPréc PgSuiv défiler ; { $other } ; toute autre touche ferme
help-foot = { $other } ; toute autre touche ferme

## La fenêtre de l'écran de nouvelle partie.
new-game-title = Nouvelle partie
new-game-stays = La partie en cours reste dans les archives.

## Questions et fenêtres.
quit-title = Quitter
quit-question = Quitter ? La partie reste dans vos archives : othello --resume la reprend.
overwrite-title = Remplacer ?
# $holds dit ce que contient le fichier, par exemple « une partie terminée ».
overwrite-question = { $path } contient { $holds }. Le remplacer par cette partie ?
asked-title = Demande
resign-title = Abandon
resign-question = Abandonner cette partie ? Elle s'arrête maintenant, et l'adversaire gagne.
open-pasted-title = Ouvrir ?
# $kind vaut save, ggf, position, transcript ou database.
open-pasted-question = Ouvrir { $kind ->
        [save] la sauvegarde othello collée
        [ggf] la partie GGF collée
        [position] la position collée
        [database] la partie collée, issue de la base de parties,
       *[transcript] la notation collée
    } comme nouvelle partie ? La partie en cours reste dans vos archives.
chat-title = Discussion
chat-say-to = Dire à { $name } :
chat-keys = Entrée : envoyer   Échap : annuler
chat-nothing-yet = Rien n'a encore été dit : t pour parler.
chat-history-keys = Haut Bas PgPréc PgSuiv : défiler   t : parler   autre touche : retour
copy-title = Copier
copy-what = Copier dans le presse-papiers par le terminal (OSC 52 ; certains terminaux, et tmux sans set-clipboard activé, l'ignorent) :
comment-title = Commentaire
comment-on = Commentaire sur { $about } :
comment-keys = Entrée : garder (vide, il est supprimé)   Échap : annuler
filter-title = Filtre de l'explorateur
filter-what = Les parties de l'explorateur : un bout du nom d'un joueur et des années (2005, 1990-2000, 2000-) ; vide pour toutes les parties.
filter-keys = Entrée : compter ces parties   Échap : annuler
save-title = Enregistrer
save-as = Enregistrer la partie sous (un nom seul va dans { $folder }) :
save-keys = Entrée : enregistrer   Échap : annuler
save-keys-then-quit = Entrée : enregistrer et quitter   Échap : annuler
save-editing = Édition : { $arrows } Début Fin Ctrl-U Ctrl-W

## Le bandeau du résultat.
result-title = Partie terminée
result-wins = { $name } gagne { $won }-{ $lost }
result-draw = Partie nulle 32-32
result-out-of-time = { $name } n'a plus de temps
result-resigned = { $name } a abandonné
result-on-the-board = { $first }-{ $second } sur le plateau
result-any-key = une touche pour fermer

## Les parties de la base de parties passant par la position.
# $games est le nombre, $games_text le même, écrit avec les séparateurs de la langue.
games-title = Base de parties : les parties de cette position
games-of-move = { $square } : { $games ->
        [one] { $games_text } partie
       *[other] { $games_text } parties
    }, soit { $share } % du total   (← → un autre coup)
games-every-move = Tous les coups : { $games ->
        [one] { $games_text } partie répertoriée
       *[other] { $games_text } parties répertoriées
    }   (← → celles d'un coup)
games-keys = ↑ ↓ choisir   Entrée la revoir (lecture seule)   Échap retour

## Les lignes de l'écran de nouvelle partie : les étiquettes (attributs d'un seul message), puis les valeurs.
new-game-labels = Les choix de la nouvelle partie
    .opponent = Adversaire
    .level = Niveau
    .time = Temps
    .increment = Incrément
    .handicap = Handicap
    .start = Départ
    .hint-depth = Indices
    .hint-solve = Finale
    .learning = Apprendre
    .language = Langue
new-game-opponent-person = une personne à ce clavier
# $side vaut black ou white.
new-game-opponent-computer = l'ordinateur, avec les { $side ->
        [black] noirs
       *[white] blancs
    }
new-game-needs-computer = (contre l'ordinateur)
new-game-needs-time = (avec une pendule)
new-game-needs-standard-start = (avec le départ standard)
new-game-untimed = sans pendule
new-game-minutes = { $minutes } min chacun
new-game-none = aucun
new-game-off = désactivé
new-game-increment = { $seconds } s par coup
new-game-handicap = { $corners ->
        [one] { $corners } coin pour { $side ->
            [black] Noir
           *[white] Blanc
        }
       *[other] { $corners } coins pour { $side ->
            [black] Noir
           *[white] Blanc
        }
    }
new-game-learning-standard-only = activé, seulement depuis un départ standard sans handicap
new-game-learning-on = la bibliothèque apprend des défaites de l'ordinateur
new-game-start-standard = standard
new-game-start-random = aléatoire, équilibré, après 8 coups
new-game-start-editor = préparé dans l'éditeur de plateau
new-game-exact-from = exacte dès { $empties } cases vides
new-game-system-language = celle du système (LANG)
