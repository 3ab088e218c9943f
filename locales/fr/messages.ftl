# Français : ce que le jeu dit sur sa ligne d'état au fil de la partie (chaque message est une
# phrase entière). Chaque message existe dans chaque langue, avec les mêmes attributs et
# arguments (un test le vérifie).

## En jouant.
type-column-first = Tapez d'abord une colonne : a-h, puis { $row }.
game-over = La partie est terminée.
over-clocks-stopped = La partie est terminée : les pendules sont arrêtées.
over-new-or-quit = La partie est terminée : n en commence une nouvelle, q quitte.
paused = Pause : appuyez sur une touche pour reprendre.
paused-start-clocks = Pause : appuyez sur une touche pour démarrer les pendules.
# $state vaut on ou off.
move-numbers = Numéros des coups sur les pions : { $state ->
        [on] affichés
       *[off] masqués
    } (m).
review-nothing-yet = Aucun coup à revoir pour l'instant.
review-clocks-stopped = Relecture : les pendules sont arrêtées jusqu'à votre retour à la partie.
# $theme vaut green, dark, light ou contrast.
theme-chosen = Thème : { $theme ->
        [green] vert
        [dark] sombre
        [light] clair
       *[contrast] contraste élevé
    } (T : suivant).
# $marked vaut yes ou no.
legal-marks = Coups légaux { $marked ->
        [yes] marqués
       *[no] non marqués
    } (L : de nouveau).
preferences-not-kept = Réglages non mémorisés : { $problem }.
hints-deeper = Les indices vont désormais à une profondeur de { $depth } coups.
hints-deeper-off = Les indices sont désactivés : i les affiche, t le meilleur coup.
hints-deepest = Les indices vont déjà à une profondeur de { $depth } coups.
# $shown vaut yes ou no.
graph-shown = Graphique des scores { $shown ->
        [yes] affiché
       *[no] masqué
    } (Ctrl-G : de nouveau).
solve-stopped = Résolution arrêtée (S la relance).
solve-over = La partie est terminée : rien à résoudre.
solve-on-your-move = C'est au tour de { $name } : lancez la résolution pendant votre propre tour.
solve-already-solved = Déjà résolu pendant cette session : la solution est ci-dessous.
solve-already-solving = Résolution déjà en cours : Échap l'arrête.
# Ce qu'une touche ne peut pas faire dans une partie en réseau ; $what est sa touche.
network-refused = Pas dans une partie en réseau : { $what ->
        [redo] les coups repris sont perdus.
        [pause] les pendules ne s'arrêtent que si la connexion est perdue.
        [new-game] q la quitte (elle reste dans les archives), r propose une revanche une fois qu'elle est finie.
        [hints] pas d'indices du moteur contre une personne.
        [edit] le plateau est celui de la partie.
       *[review] la relecture vient après la partie.
    }
borrowed-disc = { $side } n'avait plus de pion en main : { $side } en a pris un dans la main de { $other }.
passes = { $side } n'a aucun coup légal et passe.
computer-thinking-wait = { $name } réfléchit : son coup viendra tout seul (u reprend votre dernier coup).
engine-chose-illegal = Le moteur a choisi { $square }, un coup impossible à jouer.
engine-no-move = Le moteur n'a trouvé aucun coup.
engine-failed = L'ordinateur ne peut pas jouer : { $problem }.
search-failed = L'analyse a échoué : { $problem }.
illegal-occupied = La case { $square } est déjà occupée.
illegal-flips-nothing = Un coup en { $square } ne retourne aucun pion.
taken-back = { $moves ->
        [one] Coup repris.
       *[other] { $moves } coups repris (le vôtre et la réponse de l'ordinateur).
    }
played-again = { $moves ->
        [one] Coup rejoué.
       *[other] { $moves } coups rejoués.
    }
nothing-to-undo = Rien à annuler.
nothing-to-redo = Rien à rejouer.
not-taken-back = Coup non repris : { $why }.
take-back-nothing = il n'y a aucun coup à reprendre
take-back-lost-on-time = une défaite au temps ne peut pas être reprise
take-back-resigned = un abandon ne peut pas être repris
take-back-no-time = { $side } n'aurait plus de temps sans celui que ce coup lui a rapporté
# Les premiers mots d'une partie à handicap : $corners coins de handicap pour $name.
handicap-to = { $corners ->
        [one] { $name } a { $corners } coin de handicap.
       *[other] { $name } a les { $corners } coins de handicap.
    }
# $other vaut black ou white : le camp auquel les coins peuvent être donnés à la place.
handicap-to-computer = { $corners ->
        [one] { $name } a { $corners } coin de handicap : l'ordinateur le reçoit (--handicap-to { $other } vous le donne).
       *[other] { $name } a les { $corners } coins de handicap : l'ordinateur les reçoit (--handicap-to { $other } vous les donne).
    }

## Nouvelles parties.
# $kept vaut yes quand la partie quittée avait des coups ; $from est le coup d'où part la nouvelle partie (0 : le départ).
new-game-from-move = { $from ->
        [0] Nouvelle partie
       *[other] Nouvelle partie à partir du coup { $from }
    }{ $kept ->
        [yes]  : la précédente est dans les archives (othello games la liste).
       *[no] .
    }
new-game-set-up = Nouvelle partie depuis la position préparée : au tour de { $side }.
new-game-set-up-passes = Nouvelle partie depuis la position préparée : { $side } n'a aucun coup légal et passe, au tour de { $moving }.
rematch = Revanche, couleurs inversées.
back-to-the-game = Retour à la partie.

## L'enregistrement.
save-type-a-name = Tapez un nom de fichier, ou Échap pour annuler.
saved-to = Partie enregistrée dans { $path }.
save-failed = Partie non enregistrée : { $problem }.
# Ce que contient un fichier sur le point d'être remplacé.
holds-game = une autre partie ({ $black } - { $white }, { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }, { $state })
holds-unfinished = inachevée
holds-not-a-game = un fichier qui n'est pas une partie othello
holds-unreadable = un fichier de sauvegarde illisible
training-record-not-kept = Le suivi de l'entraînement n'a pas été enregistré : { $problem }.

## L'éditeur de plateau.
editor-cannot-play = Cette position ne peut pas être jouée : aucun des deux camps n'aurait de coup.
editor-neither-moves = aucun des deux camps n'aurait de coup
editor-cancelled = Le plateau est resté tel quel.

## La bibliothèque qui apprend des parties perdues.
learned-nothing = La bibliothèque connaissait déjà l'ouverture de la partie perdue : rien de nouveau à apprendre.
learned = La bibliothèque a appris de la partie perdue : { $positions ->
        [one] { $positions } position analysée et ajoutée
       *[other] { $positions } positions analysées et ajoutées
    } à book.bin.
learning-failed = La bibliothèque n'a pas appris de la partie perdue : { $problem }.

## Le presse-papiers : les copies disent où elles sont allées, et qu'elles peuvent n'arriver nulle part.
copy-no-moves = Aucun coup à copier pour l'instant.
copy-not-a-position = Rien n'a été copié : ce plateau n'est pas une position (aucun des deux camps n'aurait de coup).
copy-failed = Rien n'a été copié : impossible d'écrire dans le terminal ({ $problem }).
copy-unread = Rien n'a été copié : impossible de lire la partie dans la base de parties ({ $problem }).
copied-transcript = Notation ({ $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }) copiée dans le presse-papiers du terminal (OSC 52).
copied-position = Position copiée, au tour de { $side }, dans le presse-papiers du terminal (OSC 52).
copied-ggf = Partie copiée au format GGF dans le presse-papiers du terminal (OSC 52).
two-sentences = { $first } { $second }
clipboard-unknown = Certains terminaux l'ignorent.
clipboard-tmux = Dans tmux, elle n'atteint le terminal qu'avec set -g set-clipboard on.
clipboard-iterm = iTerm2 l'accepte une fois « Applications in terminal may access clipboard » cochée.
clipboard-screen = GNU screen l'abandonne : le presse-papiers n'a pas changé.
clipboard-vte = Ce terminal (VTE, comme GNOME Terminal) l'ignore : le presse-papiers n'a pas changé.
clipboard-apple = Le Terminal de macOS l'ignore : le presse-papiers n'a pas changé.
paste-network = Rien n'a été ouvert : une partie collée s'ouvre sur un seul clavier, pas dans une partie en réseau.
paste-too-long = Rien n'a été ouvert : le texte collé dépasse { $kib } KiB, trop long pour une partie.
paste-not-a-record = Rien n'a été ouvert : le texte collé n'est ni une notation, ni une position, ni une partie GGF ({ $why }).
paste-failed = Rien n'a été ouvert : { $why }.
# $kind vaut save, ggf, position, transcript ou database.
paste-set-up = Le plateau de { $kind ->
        [save] la sauvegarde othello collée
        [ggf] la partie GGF collée
        [position] la position collée
        [database] la partie collée, issue de la base de parties,
       *[transcript] la notation collée
    } est mis en place : Entrée lance la partie.
pasted-opened = { $kind ->
        [save] La sauvegarde othello collée
        [ggf] La partie GGF collée
        [position] La position collée
        [database] La partie collée, issue de la base de parties,
       *[transcript] La notation collée
    } est ouverte comme nouvelle partie, au tour de { $side }.
pasted-opened-over = { $kind ->
        [save] La sauvegarde othello collée
        [ggf] La partie GGF collée
        [position] La position collée
        [database] La partie collée, issue de la base de parties,
       *[transcript] La notation collée
    } est ouverte comme nouvelle partie, déjà terminée.

## Le filtre de l'explorateur et la base de parties.
filter-every-game = L'explorateur compte toutes les parties.
filter-set = L'explorateur compte les parties de { $games }.
filter-refused = { $why } : tapez un bout de nom et des années, par exemple 1990-2000.
filter-not-a-year = `{ $text }` n'est pas une année
filter-backwards = { $from }-{ $to } finit avant de commencer
games-explorer-first = Affichez d'abord l'explorateur d'ouvertures (%) : la liste est celle de ses parties.
games-computer-to-move = C'est à l'ordinateur de jouer : listez les parties une fois qu'il aura joué.
games-over = La partie est terminée : il n'y a plus de coup dont lister les parties.
games-none = Aucune des parties n'est passée par cette position.
games-nothing-chosen = Aucune partie à revoir.
games-not-legal = Les coups de db:{ $number } ne forment pas une partie légale.
# $year vaut 0 quand la base ne la connaît pas.
games-reviewing = db:{ $number } { $black } - { $white }, { $tournament }{ $year ->
        [0] {""}
       *[other] , { $year }
    } : lecture seule (Entrée continue d'ici en nouvelle partie ; Échap revient à la liste).
review-record-players = db:{ $number } { $black } - { $white }
review-record-event = { $tournament }{ $year ->
        [0] {""}
       *[other] , { $year }
    }
games-back-to-list = Retour à la liste des parties.
games-play-on = Nouvelle partie à partir du coup { $from } de db:{ $number } : la vôtre, gardée dans les archives dès que vous jouez.

## La relecture.
review-no-mistake-yet = Aucune erreur marquée dans ce sens pour l'instant : l'analyse continue.
review-no-mistake = Aucune erreur dans ce sens.
review-level = Nouvelle analyse au niveau { $level }.
# $pace est écrit en secondes (avec le message seconds).
autoplay-on = Les coups se jouent tout seuls, { $pace } par coup (Espace arrête, [ ] changent le rythme).
autoplay-off = Lecture automatique arrêtée.
autoplay-pace = Lecture automatique : { $pace } par coup.
comment-removed = Plus de commentaire sur le coup { $number }.
comment-kept = Commentaire gardé sur le coup { $number }, avec la partie.
comment-database-game = Une partie de la base est en lecture seule : Entrée la continue d'ici comme une de vos parties, que vous pourrez commenter.
comment-final-position = La position finale n'est pas un coup à commenter : <- affiche le dernier coup.

## La discussion : comment vos propres lignes y sont marquées.
chat-you = Vous

## Une fois l’écran fermé : où la partie est gardée ($id est son nom dans les archives).
farewell-over = La partie est dans vos archives sous le nom { $id } : othello show { $id }
farewell-resume = La partie est dans vos archives sous le nom { $id } : othello --resume { $id } la reprend.
