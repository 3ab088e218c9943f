# Français : les mots propres à la ligne de commande, pour les personnes (ce que les sous-commandes
# affichent en texte, la question d'othello join, et les erreurs de la ligne de commande). Chaque
# message ici existe dans chaque langue, avec les mêmes attributs et arguments (un test le vérifie).
# Ce que lisent les scripts (JSON, GGF, transcriptions, le protocole NBoard) n'est jamais traduit.

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
# Pourquoi un enregistrement GGF n'est pas une partie que cet othello sait lire : $why est l'une
# des raisons ggf- ci-dessous, un message error-rules- sur TI, ou un resume-problem.
ggf-not-read = pas une partie GGF que cet othello sait lire : { $why }
ggf-no-game = aucune partie dedans, comme (;GM[Othello]…;)
# La partie $number demandée à un fichier de $count parties.
ggf-no-such-game = { $count ->
        [one] il contient une seule partie, pas de partie { $number }
       *[other] il contient { $count } parties, pas de partie { $number }
    }
ggf-record-not-closed = une partie `(;` n'est jamais fermée par `;)`
# $text est ce qui se trouve là où devrait être une propriété NOM[valeur] ; $name le nom d'une propriété.
ggf-not-a-property = `{ $text }` n'est pas une propriété comme PB[nom]
ggf-value-not-closed = { $name }[ n'est jamais fermé par ]
ggf-not-othello = GM[{ $value }] : le jeu n'est pas l'Othello
ggf-not-8x8 = TY[{ $value }] : seul l'Othello en 8×8 est lu
# BO[…], le plateau avant le premier coup : $problem est size ($value ne commence pas par 8),
# empty, to-move ($value tient lieu du camp au trait) ou squares ($why est un position-problem).
ggf-board = { $problem ->
        [size] BO[{ $value }] : le plateau doit commencer par sa taille, 8
        [empty] BO est vide
        [to-move] BO : `{ $value }` au trait, au lieu de * ou O
       *[squares] BO : { $why }
    }
# Les pendules TI, TB et TW : $problem est not-a-clock ($text), uneven ou one-side.
ggf-clock = { $problem ->
        [not-a-clock] `{ $text }` n'est pas une cadence comme 05:00/00:02/00:00
        [uneven] TB et TW donnent des incréments différents, que les pendules d'othello ne savent pas tenir
       *[one-side] un temps pour un seul camp : TB et TW vont ensemble
    }
# Coup $number (les passes comptent), écrit $tag[$value] ($tag vaut B ou W) : $problem est time
# ($found n'est pas un temps), over, pass ($side avait un coup légal), turn ($side est au trait),
# occupied ou flips-nothing (la case $found), ou other ($why : un square-not-a-square).
ggf-move = { $problem ->
        [time] coup { $number } ({ $tag }[{ $value }]) : `{ $found }` n'est pas un temps
        [over] coup { $number } ({ $tag }[{ $value }]) : la partie est déjà terminée
        [pass] coup { $number } ({ $tag }[{ $value }]) : une passe, mais { $side } a un coup légal
        [turn] coup { $number } ({ $tag }[{ $value }]) : c'est au tour de { $side }
        [occupied] coup { $number } ({ $tag }[{ $value }]) : la case { $found } est déjà occupée
        [flips-nothing] coup { $number } ({ $tag }[{ $value }]) : un coup en { $found } ne retourne aucun pion
       *[other] coup { $number } ({ $tag }[{ $value }]) : { $why }
    }
square-not-a-square = `{ $found }` n'est pas une case : attendu une colonne a-h et une rangée 1-8, comme f5
# Une partie enregistrée dont les coups, les temps et le résultat ne font pas une partie : $problem
# est game-over, occupied, flips-nothing ou out-of-time (coup $number en $square ; le temps de
# $side), time-used ou not-flagged ($side), ou handicap.
resume-problem = { $problem ->
        [game-over] coup { $number } ({ $square }) : la partie était déjà terminée
        [occupied] coup { $number } ({ $square }) illégal : { $square } est déjà occupée
        [flips-nothing] coup { $number } ({ $square }) illégal : { $square } ne retourne aucun pion
        [out-of-time] coup { $number } ({ $square }) illégal : le temps de { $side } était écoulé
        [time-used] pendules : { $side } a utilisé moins de temps que n'en ont pris les coups de { $side }
        [not-flagged] résultat : { $side } a perdu au temps, mais la pendule de { $side } n'est pas à zéro
       *[handicap] une partie depuis une position mise en place n'a pas de handicap : la position a déjà ses coins
    }
# Pourquoi un fichier ne peut être lu.
file-not-a-file = pas un fichier ordinaire (une sauvegarde est un fichier .json)
file-too-large = trop grand pour une sauvegarde (une partie tient en quelques kilooctets ; la limite est de 1 Mio)
file-not-text = pas une sauvegarde (ce n'est pas du texte UTF-8)
file-no-folder = le dossier { $folder } n'existe pas
file-not-a-save = pas une partie enregistrée par othello (pas de champ "format" : "{ $format }")
file-version = la version { $version } du format d'enregistrement est inconnue de cet othello, qui lit les versions 1 à { $current } ; un othello plus récent pourra peut-être la lire
# Une sauvegarde en JSON bien formé qui n'est pourtant pas une partie : $problem est game-id,
# started ($found n'est pas une date), version, untimed ou timed ("remaining_ms" des pendules),
# level (l'ordinateur de $side au niveau $level, hors de $least à $most), remaining
# ("remaining_ms" de $side vaut $written, le reste donne $counted), move (coup $number : $why, un
# square-not-a-square) ou start ($why, un position-problem). Les noms des champs (game_id,
# clocks…) restent tels que le fichier les écrit.
file-invalid = { $problem ->
        [game-id] game_id : de 1 à 64 lettres, chiffres ou tirets
        [started] started : `{ $found }` n'est pas une date et une heure comme 2026-11-22T14:05:00Z
        [version] le champ "version" manque ou n'est pas un nombre entier
        [untimed] clocks : une partie sans pendule n'a pas de "remaining_ms"
        [timed] clocks : une partie à la pendule a besoin de "remaining_ms" pour les deux joueurs
        [level] computer : le niveau de { $side } est { $level }, mais les niveaux vont de { $least } à { $most }
        [remaining] clocks : le "remaining_ms" de { $side } vaut { $written }, mais les règles, les coups et le temps utilisé donnent { $counted }
        [move] coup { $number } : { $why }
       *[start] start : { $why }
    }
# Le résultat qu'écrit une sauvegarde et celui que donnent ses coups : $written et $counted valent
# none (la partie continue), discs, time ou resignation, avec les scores
# $written_black-$written_white et $counted_black-$counted_white.
file-invalid-result = result : le fichier indique { $written ->
        [none] aucun résultat (la partie continue)
        [discs] { $written_black }-{ $written_white } aux pions
        [time] { $written_black }-{ $written_white } au temps
       *[resignation] { $written_black }-{ $written_white } par abandon
    }, mais les coups donnent { $counted ->
        [none] aucun résultat (la partie continue)
        [discs] { $counted_black }-{ $counted_white } aux pions
        [time] { $counted_black }-{ $counted_white } au temps
       *[resignation] { $counted_black }-{ $counted_white } par abandon
    }

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

## othello join : l'invitation de l'hôte, posée avant que la partie commence. $named vaut no quand
## l'hôte n'a pas donné de nom, sinon $host est ce nom ; $address est où se trouve l'hôte.
join-invitation = { $named ->
        [no] L'hôte vous invite à une partie d'Othello sur { $address } :
       *[yes] { $host } vous invite à une partie d'Othello sur { $address } :
    }
# $you et $them sont les camps (Noir, Blanc).
join-sides = { $named ->
        [no] vous jouez { $you }, l'hôte joue { $them }
       *[yes] vous jouez { $you }, { $host } joue { $them }
    }
# Où la partie commence : $start vaut standard, moves ($moves joués) ou position (préparée).
join-start = { $start ->
        [standard] depuis le départ standard
        [moves] { $moves ->
            [one] après { $moves } coup
           *[other] après { $moves } coups
        }
       *[position] depuis une position préparée
    }
# La question, la réponse est tapée après : y ou yes accepte dans toutes les langues, et aussi les
# mots de join-yes.
join-play = Jouer ? [o/N]
# Les mots de la langue qui disent oui, séparés par des espaces, en minuscules (en plus de y et yes).
join-yes = o oui
join-declined = Refusé : l'hôte en est informé.
# Un mot du code d'accès tapé avec une faute ($typed), pris pour le mot du code $word.
join-code-mended = (Le mot de code { $typed } est lu comme { $word }.)

## othello host et join : leurs erreurs. $game est une partie de la bibliothèque (son identifiant) ou un fichier.
# $what vaut game (le jeu dans le terminal), game-show (le même, depuis othello --load et autres)
# ou trainer.
error-needs-terminal = { $what ->
        [game] le jeu a besoin d'un terminal, et l'entrée ou la sortie standard n'en est pas un
        [game-show] le jeu a besoin d'un terminal, et l'entrée ou la sortie standard n'en est pas un ; pour afficher une partie depuis un script : othello show
       *[trainer] l'entraînement a besoin d'un terminal, et l'entrée ou la sortie standard n'en est pas un
    }
error-no-relay = aucun relais nommé pour l'instant : nommez-en un une fois avec --relay HOST:PORT (othello host --relay HOST:PORT, othello join --relay HOST:PORT CODE), il est retenu
error-join-relay-code-alone = othello join --relay HOST:PORT prend le code d'accès seul, pas l'adresse de l'hôte
error-join-needs = othello join a besoin de l'adresse de l'hôte et du code d'accès
# Une adresse tapée qui n'en est pas une : $problem vaut none (aucune adresse de ce nom) ou
# not-an-address ($why dans les mots du résolveur).
error-address = { $problem ->
        [none] { $address } : aucune adresse de ce nom
       *[not-an-address] { $address } : pas une adresse ({ $why })
    }
# Ce qui a été tapé ($typed) n'est pas un code d'accès : $problem vaut shape, number ou word
# ($typed est alors le mot).
error-join-code = { $problem ->
        [shape] { $typed } n'est pas un code d'accès : un code est un nombre et deux mots, comme 7-guitar-hamster
        [number] { $typed } n'est pas un code d'accès : il commence par un nombre de 1 à 999
       *[word] { $typed } n'est pas un mot des codes d'accès : vérifiez le code que l'hôte affiche
    }
error-not-a-network-game = { $game } n'est pas une partie en réseau
error-join-older-game = { $game } a été enregistrée par un othello plus ancien, sans la clé de la partie : rejoignez-la avec le code que l'hôte affiche maintenant (othello join { $address } CODE)
error-not-hosted = { $game } n'est pas une partie que vous avez hébergée : othello --resume reprend une partie à un seul clavier, othello join --resume une partie que vous avez rejointe
error-network-game-over = { $game } est terminée : othello show l'affiche
# $way vaut relay ou direct : comment son invité l'a rejointe.
error-host-the-same-way = { $way ->
        [relay] { $game } est en cours et son invité revient comme il l'a rejointe : hébergez-la de nouveau par son relais (--relay)
       *[direct] { $game } est en cours et son invité revient comme il l'a rejointe : hébergez-la de nouveau directement (--listen)
    }
# $why est dans les mots du système d'exploitation.
error-relay-unreachable = impossible de joindre le relais { $address } : { $why } (--relay en nomme un autre)
error-cannot-listen = impossible d'écouter sur { $address } : { $why } (--listen choisit une autre adresse ou un autre port)
# $problem vaut failed ($error dans les mots du système), relay (le relais à $address, et $error),
# not-at-relay (après $waited), closed ou silent (pendant $waited).
error-host-unreachable = { $problem ->
        [relay] impossible de joindre l'hôte : le relais { $address } : { $error }
        [not-at-relay] impossible de joindre l'hôte : l'hôte n'est pas au relais { $address } (attendu { $waited }) : sa partie attend-elle encore, et le nombre du code est-il juste ?
        [closed] impossible de joindre l'hôte : { $address } : l'hôte a fermé la connexion
        [silent] impossible de joindre l'hôte : { $address } : pas de réponse de l'hôte en { $waited }
       *[failed] impossible de joindre l'hôte : { $address } : { $error }
    }
# Pourquoi l'hôte refuse : $reason vaut wrong-code, wrong-key, takes-no-code, full, other-version,
# ou other (alors $said est ce que dit l'hôte lui-même).
error-host-refused = { $reason ->
        [wrong-code] l'hôte refuse : code d'accès erroné : vérifiez-le avec l'hôte
        [wrong-key] l'hôte refuse : la clé de cette partie n'est pas celle de l'hôte : rejoignez-la avec le code que l'hôte affiche
        [takes-no-code] l'hôte refuse : cette partie est en cours et ne prend pas de code d'accès : son invité revient avec othello join --resume
        [full] l'hôte refuse : la partie a déjà deux joueurs
        [other-version] l'hôte refuse : il parle une autre version du protocole : jouez avec le même othello des deux côtés
       *[other] l'hôte refuse : { $said }
    }
# $why est technique, en anglais.
error-host-protocol = l'hôte ne parle pas le protocole de ce jeu : { $why }
error-host-version = l'hôte parle la version { $host } du protocole, cet othello la version { $ours } : jouez avec le même othello des deux côtés
# $why est pourquoi la partie ne peut être lue.
error-host-game = la partie de l'hôte est illisible : { $why }
error-host-went-away = l'hôte est parti : { $why }
error-cannot-read-answer = impossible de lire la réponse : { $why }

## othello et othello --resume : leurs erreurs.
error-nothing-to-resume = aucune partie inachevée à reprendre dans { $folder } (othello games liste la bibliothèque)
error-level-without-computer = --level : l'ordinateur ne joue aucun camp ; ajoutez --computer white, black ou both

## othello db : la base de parties. Les arguments en _text sont des nombres écrits avec les
## séparateurs de la langue, les mêmes nombres sans _text choisissent le pluriel.
# Après un import : $added parties ajoutées en $seconds, $duplicates_text déjà présentes, $partial
# non jouées du départ standard jusqu'à la fin (0 : aucune), puis ce que compte la base, et où ($path).
db-imported = { $added ->
        [one] { $added_text } partie importée
       *[other] { $added_text } parties importées
    } en { $seconds } s (doublons : { $duplicates_text }{ $partial ->
        [0] {""}
        [one] , { $partial_text } non jouée du départ standard jusqu'à la fin
       *[other] , { $partial_text } non jouées du départ standard jusqu'à la fin
    }) ; la base compte { $games ->
        [one] { $games_text } partie
       *[other] { $games_text } parties
    } et { $positions ->
        [one] { $positions_text } position
       *[other] { $positions_text } positions
    } ({ $path }).
# othello db games : $found sur $total parties correspondent, trouvées en $milliseconds ; $shown
# vaut all, ou newest quand seules les $count plus récentes sont affichées (--limit).
db-games-found = { $found_text } sur { $total_text } { $total ->
        [one] partie
       *[other] parties
    } { $found ->
        [one] correspond
       *[other] correspondent
    } (recherche en { $milliseconds } ms) ; { $shown ->
        [all] toutes :
       *[newest] les { $count } plus récentes (--limit) :
    }
db-games-open = Ouvrez-en une avec othello --load db:N, ou analysez-la avec othello analyze db:N.
# othello db explore : $matching des $games parties sont passées par la position ; $turn vaut none
# quand la partie y est terminée, sinon c'est au tour de $side.
db-explore-through = Par cette position : { $matching_text } sur { $games_text } { $games ->
        [one] partie
       *[other] parties
    } de la base{ $turn ->
        [none] .
       *[yes] {" "}(au tour de { $side }).
    }
# Le temps que la base a mis à répondre, quand aucun coup n'a été trouvé.
db-explore-found-in = (recherche en { $milliseconds } ms)
# Les en-têtes du tableau : les largeurs de l'anglais sont le minimum (coup 4, parties 7, Noir
# gagne 9, nulles 5, Noir perd 10, moyenne de Noir 12 colonnes) ; un en-tête plus large élargit sa
# colonne.
db-explore-head = Les colonnes de l'explorateur
    .move = Coup
    .games = Parties
    .won = Noir gagne
    .drawn = Nulles
    .lost = Noir perd
    .mean = Moyenne Noir
    .value = Valeur
# Une part des parties, $percent écrit avec la marque décimale de la langue.
db-explore-percent = { $percent } %
# La valeur d'un coup pour le camp au trait ($value, en pions avec son signe) : $from vaut book
# (d'une recherche de $depth coups de profondeur) ou engine.
db-explore-value = { $from ->
        [book] { $value } ({ $depth ->
            [one] bibliothèque, { $depth } coup de profondeur
           *[other] bibliothèque, { $depth } coups de profondeur
        })
       *[engine] { $value } (moteur)
    }
db-explore-footer = Valeurs en pions pour le camp au trait ; la moyenne de Noir est son écart final. Recherche en { $milliseconds } ms.

## othello book : la bibliothèque d'ouvertures. Les arguments en _text sont des nombres écrits avec
## les séparateurs de la langue, les mêmes nombres sans _text choisissent le pluriel ; $seconds en
## secondes entières, $each en secondes à deux décimales ; $path est où la bibliothèque est gardée.
# La bibliothèque : $positions positions, jusqu'à $plies coups depuis le départ ; $source est son
# fichier, ou book-shipped.
book-summary = Bibliothèque d'ouvertures : { $positions ->
        [one] { $positions_text } position
       *[other] { $positions_text } positions
    }, jusqu'à { $plies ->
        [one] { $plies } coup
       *[other] { $plies } coups
    } depuis le départ ({ $source }).
book-shipped = la bibliothèque fournie
book-not-in = Cette position n'est pas dans la bibliothèque.
book-moves = Coups de la bibliothèque, scores en pions pour le camp au trait :
# Le meilleur coup là où la bibliothèque s'arrête, avec son score en pions.
book-best-out = Meilleur coup hors de la bibliothèque : { $square } { $score }
# othello book show : l'arbre de la bibliothèque, un coup par ligne avec son score et la profondeur de sa recherche.
book-tree-none = Aucun coup ne mène de cette position dans la bibliothèque.
book-tree-heading = Coups de la bibliothèque, scores en pions pour le camp qui les joue :
book-tree-move = { $square } { $score } (profondeur { $depth })
# othello book grow : sur le terminal pendant le travail, puis ce qui a été fait.
book-grow-progress = { $searched ->
        [one] { $searched_text } position explorée, { $positions_text } dans la bibliothèque, { $seconds } s
       *[other] { $searched_text } positions explorées, { $positions_text } dans la bibliothèque, { $seconds } s
    }
book-grown = { $searched ->
        [one] { $searched_text } position explorée
       *[other] { $searched_text } positions explorées
    } en { $seconds } s ; la bibliothèque compte { $positions ->
        [one] { $positions_text } position
       *[other] { $positions_text } positions
    } (nouvelles : { $new_text }), jusqu'à { $plies ->
        [one] { $plies } coup
       *[other] { $plies } coups
    } depuis le départ : { $path }
# othello book grow --wthor et --leaves : les positions à évaluer, annoncées d'abord.
book-wthor-positions = { $positions ->
        [one] { $positions_text } position atteinte par { $games } parties ou plus dans leurs { $plies } premiers coups
       *[other] { $positions_text } positions atteintes par { $games } parties ou plus dans leurs { $plies } premiers coups
    }
book-leaves-positions = { $positions ->
        [one] { $positions_text } position hors de la bibliothèque, atteinte par un meilleur coup hors de la bibliothèque à { $margin } pions près, dans les { $plies } premiers coups
       *[other] { $positions_text } positions hors de la bibliothèque, chacune atteinte par un meilleur coup hors de la bibliothèque à { $margin } pions près, dans les { $plies } premiers coups
    }
book-scored-progress = { $scored ->
        [one] { $scored_text } position évaluée, { $each } s chacune
       *[other] { $scored_text } positions évaluées, { $each } s chacune
    }
# Ce qu'une tranche a évalué ($each vaut none quand elle n'a rien évalué) : $merged vaut no pour
# une tranche parmi d'autres (sa part dans $path), yes une fois fusionnée dans la bibliothèque de $path.
book-scored = { $scored ->
        [one] { $scored_text } position évaluée
       *[other] { $scored_text } positions évaluées
    } en { $seconds } s{ $each ->
        [none] {""}
       *[other] , { $each } s chacune
    } ; la tranche { $shard }/{ $shards } contient { $held_text } de ses positions (avant : { $before_text }){ $merged ->
        [no] {" "}: { $path }
       *[yes] {" "}; la bibliothèque compte { $positions ->
            [one] { $positions_text } position
           *[other] { $positions_text } positions
        } : { $path }
    }
book-merged = { $parts ->
        [one] { $parts } part fusionnée
       *[other] { $parts } parts fusionnées
    } ; la bibliothèque compte { $positions ->
        [one] { $positions_text } position
       *[other] { $positions_text } positions
    } (avant : { $before_text }) : { $path }
book-imported = { $read ->
        [one] { $read_text } position lue depuis { $file }
       *[other] { $read_text } positions lues depuis { $file }
    } ; la bibliothèque compte { $positions ->
        [one] { $positions_text } position
       *[other] { $positions_text } positions
    } : { $path }
# othello book learn : $games parties apprises par la bibliothèque.
book-learned = { $games ->
        [one] { $games_text } partie apprise
       *[other] { $games_text } parties apprises
    } : { $searched ->
        [one] { $searched_text } nouvelle position explorée
       *[other] { $searched_text } nouvelles positions explorées
    } en { $seconds } s ; la bibliothèque compte { $positions ->
        [one] { $positions_text } position
       *[other] { $positions_text } positions
    } (avant : { $before_text }) : { $path }
# Les erreurs de la bibliothèque. $why est dans les mots du système d'exploitation, ou technique.
error-cannot-save-book = impossible d'enregistrer la bibliothèque : { $why }
error-cannot-write = impossible d'écrire { $path } : { $why }
error-cannot-save-part = impossible d'enregistrer la part : { $why }
error-games-file = { $path } : pas un fichier ordinaire d'au plus 256 Mo
error-no-wthor = { $path } : aucun fichier de parties WTHOR (WTH_YYYY.wtb) dedans
error-not-wthor = { $path } : pas un fichier WTHOR : { $why }
error-another-part = { $path } : une part d'une autre tranche, d'un autre ensemble de positions ou d'une autre profondeur : supprimez-la, ou écrivez dans un autre --out
error-not-a-part = { $path } : pas une part : { $why }
error-cannot-merge = fusion impossible : { $why }
# Des parts qui ne fusionnent pas, la part fautive par son $path : $problem est foreign (d'un autre
# ensemble de positions, découpage ou profondeur que la première part), incomplete ou twice.
error-merge-part = { $problem ->
        [foreign] { $path } : une part d'un autre ensemble de positions, d'un autre découpage ou d'une autre profondeur que la première
        [incomplete] { $path } : une part inachevée : relancez sa tranche pour la terminer
       *[twice] { $path } : une tranche donnée deux fois
    }
# Les tranches dont aucune part n'a été donnée ($shards, énumérées, $count en tout) : le $why de error-cannot-merge.
merge-missing = { $count ->
        [one] tranche manquante : { $shards }
       *[other] tranches manquantes : { $shards }
    }

## othello train : les entraînements depuis la ligne de commande.
# othello train list : les ouvertures qui ont un nom (chaque nom le sien), puis les problèmes pour
# chaque nombre de cases vides.
train-list-openings = Ouvertures nommées (othello train opening NOM) :
train-list-puzzles = Problèmes de finale (othello train endgame --empties N) :
# Les colonnes des problèmes : les largeurs de l'anglais sont le minimum (7 chacune) ; un en-tête
# plus large élargit sa colonne.
train-list-head = Les colonnes des problèmes
    .empties = cases vides
    .puzzles = problèmes
# $difficulty est une sélection de problèmes en mots (difficulty).
error-no-puzzle = aucun problème avec { $difficulty } (othello train list les compte)
error-no-opening = aucune ouverture nommée `{ $name }` (othello train list les nomme)
# $problem est pourquoi les résultats des entraînements n'ont pu être écrits.
error-training-record = les résultats des entraînements n'ont pas été conservés : { $problem }
training-not-a-record = pas un fichier de résultats d'entraînement
training-not-a-record-why = pas un fichier de résultats d'entraînement ({ $why })

## Pourquoi la base de parties n'a pas pu répondre ou être écrite : $path est son fichier.
db-missing = pas encore de base de parties ({ $path }) : importez d'abord des parties, par exemple othello db import WTH_2019.wtb
db-import-running = un autre othello db import est en cours sur { $path } : attendez-le
db-not-a-database = { $path } : pas une base de parties de ce programme ({ $why })
db-older-format = { $path } : une base de parties d'un othello plus ancien (format { $old } ; celui-ci lit le format { $current }) : relancez othello db import (avec vos fichiers, ou --library) pour la mettre à jour ; ses parties sont gardées
db-unknown-format = { $path } : une base de parties au format { $format }, que cet othello (format { $current }) ne lit pas : celle d'un othello plus récent, ou un fichier abîmé
db-damaged = { $path } : abîmée : { $what } (supprimez le fichier et importez vos parties à nouveau avec othello db import)
db-disk-full = { $path } : le disque est plein : libérez de la place et importez à nouveau ; la base est restée telle quelle
db-quota = { $path } : le quota de disque est épuisé : libérez de la place et importez à nouveau ; la base est restée telle quelle
db-too-many = { $path } : plus de { $most } parties
# Un fichier donné à une importation qui n'est pas du GGF ($game vaut 0), ou dont la partie $game
# ne peut être lue : $why est un ggf-not-read.
db-source-ggf = { $game ->
        [0] { $path } : pas du GGF : { $why }
       *[other] { $path } : partie { $game } : { $why }
    }
# Un fichier ou un dossier donné à un import qui n'est pas des parties : $problem est no-files
# (un dossier), not-wthor ou not-names ($why est un wthor-problem), no-names ($name : WTHOR.JOU
# ou WTHOR.TRN), not-a-file ou neither.
db-source = { $problem ->
        [no-files] { $path } : aucun fichier WTHOR (.wtb) ou GGF (.ggf) dans ce dossier
        [not-wthor] { $path } : pas un fichier WTHOR : { $why }
        [no-names] { $path } : pas de { $name } à côté des parties, pour leurs noms
        [not-names] { $path } : pas un fichier de noms WTHOR : { $why }
        [not-a-file] { $path } : pas un fichier ordinaire d'au plus 512 Mo
       *[neither] { $path } : ni un fichier WTHOR (.wtb) ni du texte GGF
    }
# Pourquoi le lecteur WTHOR refuse un fichier (voir en/cli.ftl).
wthor-problem = { $problem ->
        [too-short] plus court qu'un en-tête WTHOR ({ $bytes } octets)
        [not-8x8] ses parties ne sont pas jouées sur un plateau 8×8 (taille { $size })
        [games-length] { $records ->
            [one] l'en-tête annonce { $records } partie ({ $expected } octets) mais le fichier a { $bytes } octets
           *[other] l'en-tête annonce { $records } parties ({ $expected } octets) mais le fichier a { $bytes } octets
        }
        [names-length] { $records ->
            [one] l'en-tête annonce { $records } nom ({ $expected } octets) mais le fichier a { $bytes } octets
           *[other] l'en-tête annonce { $records } noms ({ $expected } octets) mais le fichier a { $bytes } octets
        }
       *[illegal] partie { $game } : le coup { $number } n'est pas un coup légal
    }

## othello manual.
manual-wrote = { $count ->
        [one] { $count } page de manuel écrite dans { $folder } :
       *[other] { $count } pages de manuel écrites dans { $folder } :
    }
manual-read = Lisez-en une avec man { $page }.

## Rarer errors: an opening book that cannot be read, a game that could not be saved or opened,
## the terminal, and what the operating system said.
book-not-a-file = { $kind ->
        [text] pas un fichier ordinaire d'au plus 1 Go
       *[book] pas un fichier ordinaire d'au plus 256 Mo
    }
book-foreign = pas une bibliothèque d'ouvertures d'othello
book-version = une bibliothèque d'ouvertures de version { $version }, que cet othello ne sait pas lire (il lit la version { $current })
book-damaged = une bibliothèque d'ouvertures endommagée : { $what ->
        [header] son en-tête est tronqué
        [length] sa longueur ne correspond pas à son nombre de positions
        [checksum] son contenu ne correspond pas à sa somme de contrôle
        [square-twice] une position avec une case prise deux fois
        [not-canonical] une position qui n'est pas enregistrée sous son image canonique
        [header-checksum] son en-tête ne correspond pas à sa somme de contrôle
        [shard] son fragment n'est pas l'un de ses fragments
        [packed] sa forme compressée ne se décompresse pas
       *[other] { $why }
    }
# Une ligne d'une bibliothèque en texte qui n'est pas une position de bibliothèque : $why est un book-text-problem.
book-text-line = ligne { $line } : { $why }
# Pourquoi une ligne d'une bibliothèque en texte n'est pas une position de bibliothèque (sinon un
# position-problem) : $problem est fields, no-move, depth, value, move-out, move-out-illegal,
# move-out-value, not-canonical ou twice.
book-text-problem = { $problem ->
        [fields] six champs attendus : position, camp au trait, profondeur, valeur, coup hors de la bibliothèque, sa valeur
        [no-move] une position où aucun coup n'est possible
        [depth] une profondeur de 0 à 60
        [value] une valeur en pions comme +1.25, dans les 64
        [move-out] un coup hors de la bibliothèque comme f5, ou --
        [move-out-illegal] un coup hors de la bibliothèque qui n'est pas légal dans la position
        [move-out-value] sa valeur en pions comme -0.50
        [not-canonical] une position qui n'est pas écrite sous son image canonique (comme la bibliothèque l'écrit)
       *[twice] une position donnée deux fois
    }
farewell-not-saved = la partie n'a pas pu être enregistrée : { $why }
farewell-library = vos archives ({ $id })
farewell-gone = elle n'y est plus
farewell-holds-all = Dans { $place }, la partie est conservée avec { $moves ->
        [one] son { $moves } coup
       *[other] ses { $moves } coups
    } : { $command } la reprend.
farewell-holds-part = { $dated ->
        [yes] Dans { $place }, la partie est conservée telle qu'elle était le { $date } à { $time }, après { $played } de ses { $moves ->
            [one] { $moves } coup
           *[other] { $moves } coups
        } : { $command } la reprend à partir de là.
       *[no] Dans { $place }, la partie est conservée telle qu'elle était, après { $played } de ses { $moves ->
            [one] { $moves } coup
           *[other] { $moves } coups
        } : { $command } la reprend à partir de là.
    }
farewell-unreadable = impossible de lire { $place } : { $why }
farewell-lost = { $kept ->
        [none] Rien n'en est conservé. { $moves ->
            [0] Ses 0 coups, tels que joués : aucun
            [one] Son { $moves } coup, tel que joué : { $transcript }
           *[other] Ses { $moves } coups, tels que joués : { $transcript }
        }
       *[some] { $moves ->
            [0] Ses 0 coups, tels que joués : aucun
            [one] Son { $moves } coup, tel que joué : { $transcript }
           *[other] Ses { $moves } coups, tels que joués : { $transcript }
        }
    }
error-cannot-open-game = { $problem ->
        [in-use] { $pid ->
            [0] impossible d'ouvrir la partie { $game } : elle est ouverte dans un autre othello.
           *[other] impossible d'ouvrir la partie { $game } : elle est ouverte dans un autre othello (processus { $pid }).
        }
       *[lock] impossible d'ouvrir la partie { $game } : impossible de la verrouiller : { $why }.
    }
error-open-disk-full = Le disque est plein : libérez de la place et réessayez (la partie est en sûreté dans { $folder }).
error-open-read-only = { $folder } n'est pas accessible en écriture, et une partie en cours est enregistrée après chaque coup : rendez-le accessible en écriture, ou copiez la partie ailleurs et ouvrez la copie avec --load (othello show { $game } l'affiche en attendant).
error-terminal = erreur du terminal : { $why }
error-cannot-start = impossible de démarrer : { $why }
error-cannot-make-folder = impossible de créer le dossier { $folder } : { $why }
error-cannot-write-output = impossible d'écrire la sortie : { $why }
error-no-balanced-start = --random-start { $moves } : aucun départ équilibré trouvé aussi loin
io-error = { $kind ->
        [not-found] fichier ou dossier introuvable
        [permission-denied] permission refusée
        [already-exists] il existe déjà
        [invalid-data] son contenu n'est pas celui attendu
        [storage-full] le disque est plein
        [quota-exceeded] le quota de disque est épuisé
        [read-only] le disque est en lecture seule
        [is-a-folder] c'est un dossier
        [not-a-folder] une partie de son chemin n'est pas un dossier
       *[other] { $os }
    }
error-rules-handicap = { $flag } : un handicap est de 0 à 4 coins, pas { $corners }
error-rules-no-time = { $flag } : { $side } n'a pas de temps : une limite de temps doit être supérieure à zéro
error-rules-too-long = { $flag } : { $hours } heures, c'est trop long : un temps est d'au plus { $most } heures
error-rules-side-without-time = { $side ->
        [black] noir n'a pas de temps : ajoutez --time, ou --black-time
       *[white] blanc n'a pas de temps : ajoutez --time, ou --white-time
    }
