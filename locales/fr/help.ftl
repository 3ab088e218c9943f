# Français : l'aide de la ligne de commande (othello --help, othello COMMANDE --help) et les pages
# de manuel (othello manual). L'anglais est dans les commentaires de documentation de src/cli/ ;
# chaque message ici est une commande (doc-othello-book-grow : sa description ; .plies : cette
# option), ou un groupe d'options que plusieurs commandes partagent (doc-game-flags). Options,
# commandes et valeurs restent telles quelles ; un test vérifie que chaque texte est là et nomme
# les options que nomme l'anglais. Une espace insécable avant « : ».

doc-othello = Othello dans le terminal : jouez à un seul clavier, contre l'ordinateur ou contre un ami par le réseau ; indices, revues et analyses ; une base de parties ; des entraînements de finale et d'ouverture ; un moteur pour NBoard
    .after-help =
        Exemples :
          othello                                  nouvelle partie : qui joue, pendules, handicap, départ
          othello --time 10m --increment 5s        10 minutes chacun, 5 secondes ajoutées après chaque coup
          othello --black-time 5m --white-time 2m  temps inégaux
          othello --handicap 2 --handicap-to white Blanc commence avec a1 et h8
          othello --black Ann --white Ben --moves f5d6c3
          othello --computer white                 jouer Noir contre l'ordinateur (niveau 5)
          othello --computer black --level 12      l'ordinateur ouvre, au niveau 12 sur 20
          othello --computer both --time 1m        regarder l'ordinateur jouer contre lui-même
          othello --resume                         reprendre la dernière partie inachevée
          othello games                            lister les parties de la bibliothèque
          othello --resume 2026-11-22-1405-ann-ben reprendre cette partie de la bibliothèque
          othello --load ~/game.json               ouvrir une partie enregistrée (en pause jusqu'à une touche)
          othello show game.json --format ggf      afficher une partie sans l'écran interactif
          othello host --name Ann --time 10m       héberger une partie pour un ami sur un autre terminal
          othello db explore --moves f5d6          les parties de la base passant par une position
          othello train endgame                    problèmes de finale tirés de parties de tournoi
          othello manual ~/.local/share/man/man1   écrire les pages de manuel
    .load = Ouvrir une partie enregistrée dans FILE, ou la partie de la bibliothèque portant cet ID (ses règles, noms, coups et pendules), en pause jusqu'à ce qu'une touche soit pressée. --black et --white renomment les joueurs. Exemple : --load ~/games/club-final.json
    .game_number = D'un fichier GGF de plusieurs parties (une archive GGS, une partie par ligne), ouvrir la partie N, en comptant à partir de 1 (par défaut : la première). Exemple : --load archive.ggf --game 3
    .resume = Reprendre la dernière partie inachevée (chaque partie est gardée dans la bibliothèque, dans le dossier de données), ou la partie portant cet ID (voir othello games), en pause jusqu'à ce qu'une touche soit pressée. Exemple : othello --resume, ou --resume 2026-11-22-1405-ann-ben
    .computer = Qui l'ordinateur joue : white, black, both (pour le regarder jouer contre lui-même) ou none. Avec --load ou --resume, change qui a joué la partie enregistrée. Exemple : --computer white, -c white
    .computer-black = L'ordinateur joue Noir, une personne Blanc
    .computer-white = L'ordinateur joue Blanc, une personne Noir
    .computer-both = L'ordinateur joue contre lui-même
    .computer-none = Des personnes jouent les deux camps
    .level = La force de l'ordinateur, de 1 (un adversaire pour débutants) à 20 (le plus fort) ; 5 par défaut. Exemple : --computer black --level 12, -c black -l 12
    .no_variety = L'ordinateur joue toujours son meilleur coup, la même partie à chaque fois. Par défaut, les niveaux 8 et plus choisissent au hasard parmi les coups d'ouverture à un pion près du meilleur (les douze premiers coups). Exemple : othello --computer white --level 12 --no-variety
    .min_move_time = Le temps minimum que prend un coup de l'ordinateur à l'écran, pour le voir venir et pouvoir regarder l'ordinateur jouer contre lui-même (un coup trouvé plus tôt attend ; jamais quand sa pendule est basse). 0 pour tout de suite. Exemple : --min-move-time 1s, --min-move-time 0
    .lang = La langue des mots du jeu (ses écrans, othello rules, ce qu'affichent les commandes, cette aide) : en (anglais), nl (néerlandais), de (allemand), fr (français) ou zh (chinois) ; avant ou après le nom d'une commande. Par défaut : la Langue de l'écran de nouvelle partie, sinon celle de l'environnement (LC_ALL, LC_MESSAGES ou LANG), sinon l'anglais. Exemple : --lang nl
    .lang-en = Anglais, la langue sur laquelle toutes les autres se replient
    .lang-nl = Néerlandais
    .lang-de = Allemand
    .lang-fr = Français
    .lang-zh = Chinois en caractères traditionnels (Taïwan, Hong Kong, Macao, et une locale chinoise sans région)
    .lang-zh-hans = Chinois en caractères simplifiés (Chine continentale et Singapour : `zh_CN`, `zh_SG`, `zh-Hans`)
    .theme = Les couleurs du plateau : green, dark, light (pour les terminaux clairs) ou contrast ; retenues pour les parties suivantes, comme T (qui les parcourt). Exemple : --theme light
    .theme-green = Un plateau vert, comme le jeu se joue sur le feutre
    .theme-dark = Un plateau d'ardoise sombre, discret sur un terminal sombre
    .theme-light = Un plateau de bois aux marques sombres, pour les terminaux clairs
    .theme-contrast = Le contraste le plus fort
    .move_numbers = Afficher sur chaque pion le numéro du coup qui l'a posé (m l'active et le désactive). Exemple : othello --move-numbers
    .hints = Commencer avec les indices : le score du moteur pour chaque coup légal écrit sur sa case, de plus en plus profond pendant que vous réfléchissez (i les active et les désactive, t montre le meilleur coup seul). Exemple : othello --hints
    .ascii = Dessiner le plateau avec des caractères ASCII seulement (pour les terminaux qui dessinent ● et ○ sur deux colonnes). Exemple : othello --ascii
    .data_dir = Le dossier de données : la bibliothèque de parties est son dossier games/, et un nom d'enregistrement sans dossier y va. Par défaut : le dossier de données de la plateforme, comme ~/.local/share/othello sous Linux. Les commandes qui s'en servent le prennent aussi, avant ou après leur nom. Exemple : --data-dir ./othello-data
    .threads = Les threads sur lesquels l'ordinateur cherche (ses coups, les indices) : tous les cœurs de la machine sauf indication ; 1 pour une recherche identique à chaque fois. Les commandes qui cherchent en parallèle le prennent aussi (solve, engine, book grow, db explore, train). Exemple : --threads 2

doc-game-flags =
    .handicap = Coins donnés au joueur le plus faible avant le premier coup, de 0 à 4, dans l'ordre a1, h8, h1, a8. Exemple : --handicap 2
    .handicap_to = Qui reçoit les coins du handicap. Exemple : --handicap 1 --handicap-to white
    .handicap_to-black = Le premier joueur
    .handicap_to-white = Le second joueur
    .time = Le temps total de chaque joueur (mort subite) : 30m, 90s, 1h30m, 1:30:00 ou 5:00. Sans option de temps, la partie est sans pendule. Exemple : --time 10m, -t 10m
    .black_time = Le temps total de Noir, pour des temps inégaux (remplace --time pour Noir). Exemple : --black-time 5m
    .white_time = Le temps total de Blanc, pour des temps inégaux (remplace --time pour Blanc). Exemple : --white-time 3m
    .increment = Incrément Fischer : temps ajouté à la pendule d'un joueur après chacun de ses coups. Exemple : --increment 5s
    .delay = Délai Bronstein : jusqu'à ce temps de chaque coup est rendu (au lieu d'un incrément). Exemple : --delay 3s
    .black = Le nom de Noir. Exemple : --black Ann
    .white = Le nom de Blanc. Exemple : --white Ben
    .moves = Partir de la position après ces coups, joués hors pendule (ils ne coûtent pas de temps et ne rapportent pas d'incrément). Exemple : --moves f5d6c3d3c4, -m f5d6c3d3c4
    .position = Partir de cette position : 64 cases de a1 à h8 (X noir, O blanc, - vide), une espace, et le camp au trait, comme Edax et Zebra les écrivent (--moves sont joués après). Exemple : --position "---------------------------OX------XO--------------------------- X", -p "…"
    .random_start = Partir d'une position à N coups aléatoires de profondeur (1 à 30) que le moteur juge équilibrée, à deux pions près, pour les joueurs qui connaissent les ouvertures par cœur ; elle est enregistrée comme départ de la partie (--moves sont joués après). Exemple : --random-start 10

doc-position-flags =
    .position = La position : 64 cases de a1 à h8 (X noir, O blanc, - vide), une espace, et le camp au trait (par défaut : le départ). Exemple : --position "<64 cases> X", -p "<64 cases> X"
    .moves = Les coups à jouer d'abord, depuis --position ou le départ. Exemple : --moves f5d6c3, -m f5d6c3
    .format = Comment afficher : text, ou un document JSON. Exemple : --format json, -f json
    .format-text = Du texte pour les personnes (voir le manuel)
    .format-json = Un objet JSON (voir le manuel)

doc-data-dir-flag =
    .data_dir = Le dossier de données (la bibliothèque de parties est son dossier games/, la base de parties son games.db). Par défaut : le dossier de données de la plateforme, comme ~/.local/share/othello sous Linux. Exemple : --data-dir ./othello-data

doc-threads-flag =
    .threads = Les threads sur lesquels tourne la recherche : tous les cœurs de la machine sauf indication ; 1 pour une recherche identique à chaque fois. Exemple : --threads 2

doc-query-flags =
    .player = Les parties d'un joueur dont le nom contient ceci (l'une ou l'autre couleur, majuscules ou non). Donné deux fois : les parties entre les deux (une partie compte quand chaque nom est l'un de ses joueurs). Exemple : --player tastet, ou --player tastet --player shaman
    .tournament = Les parties d'un tournoi dont le nom contient ceci (majuscules ou non). Exemple : --tournament "world"
    .from_year = Les parties jouées cette année-là ou après. Exemple : --from 2000
    .to_year = Les parties jouées cette année-là ou avant. Exemple : --to 2010

doc-othello-show = Afficher une partie (un FILE enregistré, une partie de la bibliothèque par son ID, ou une construite avec les options) sans l'écran interactif. Exemple : othello show --moves f5d6c3 --format json
    .file = Une partie enregistrée à afficher, comme fichier ou comme ID d'une partie de la bibliothèque ; sans elle, une partie est construite avec les options
    .game_number = D'un fichier GGF de plusieurs parties (une archive GGS), afficher la partie N, en comptant à partir de 1 (par défaut : la première). Exemple : othello show archive.ggf --game 3
    .format = Comment l'afficher. Exemple : --format ggf, -f ggf
    .format-text = Un diagramme du plateau, la liste des coups, le trait, les pions, les réserves, les pendules et le résultat
    .format-json = Un objet JSON (voir le manuel)
    .format-transcript = Les coups, comme f5d6c3…
    .format-ggf = Le Generic Game Format de GGS et d'autres logiciels d'Othello

doc-othello-solve = Résoudre une position jusqu'à la fin : le score exact, chaque meilleur coup, la suite attendue, les nœuds et le temps. Exemple : othello solve --position "<64 cases> X" --format json
    .file = Une partie à résoudre depuis sa dernière position, avec --moves joués après s'ils sont donnés : un fichier enregistré, une partie GGF, ou l'ID d'une partie de la bibliothèque
    .game_number = D'un fichier GGF de plusieurs parties (une archive GGS), résoudre la partie N, en comptant à partir de 1 (par défaut : la première). Exemple : othello solve archive.ggf --game 3

doc-othello-analyze = Analyser une partie coup par coup : les meilleurs coups du moteur, le score de chaque coup joué et du meilleur, les pions perdus à chaque coup, les erreurs marquées, et le total de chaque joueur. Exemple : othello analyze game.json --level 10 --format json
    .file = La partie à analyser : un fichier (un enregistrement, du GGF, une position ou une suite de coups) ou l'ID d'une partie de la bibliothèque ; sans elle, la partie que --moves joue depuis le départ ou --position
    .game_number = D'un fichier GGF de plusieurs parties (une archive GGS), analyser la partie N, en comptant à partir de 1 (par défaut : la première). Exemple : othello analyze archive.ggf --game 3
    .moves = Les coups à analyser, après ceux de FILE ou depuis le départ. Exemple : --moves f5d6c3d3c4, -m f5d6c3d3c4
    .position = La position d'où partent les coups (voir --position d'othello). Exemple : --position "<64 cases> X"
    .level = La profondeur du regard du moteur, de 1 à 20 (8 par défaut) : la profondeur du niveau, et le nombre de cases vides à partir duquel il résout la partie exactement. Exemple : --level 12, -l 12
    .format = Comment afficher l'analyse. Exemple : --format json, -f json
    .format-text = Du texte pour les personnes (voir le manuel)
    .format-json = Un objet JSON (voir le manuel)

doc-othello-engine = Parler le protocole NBoard sur l'entrée et la sortie standard, pour l'interface NBoard et d'autres programmes d'Othello. Exemple : othello engine
    .no_book = Chercher chaque coup, l'ouverture aussi, au lieu de jouer le meilleur coup de la bibliothèque d'ouvertures là où elle en a un (le book.bin du dossier de données, sinon celle fournie). Exemple : othello engine --no-book
    .variety = Dans l'ouverture, choisir au hasard parmi les coups à ce nombre de pions près du meilleur (ceux de la bibliothèque d'ouvertures, puis dans les douze premiers coups ceux de la recherche), comme le font les niveaux, pour que des parties du même départ diffèrent ; 0, par défaut, joue toujours le meilleur. Exemple : othello engine --variety 1

doc-othello-games = Lister les parties de la bibliothèque : quand chacune a commencé, ses joueurs, ses règles, ses coups et son résultat ; puis votre bilan contre chaque niveau de l'ordinateur. Exemple : othello games --unfinished
    .unfinished = Seulement les parties inachevées. Exemple : othello games --unfinished
    .computer = Seulement les parties contre l'ordinateur. Exemple : othello games --computer
    .level = Seulement les parties contre l'ordinateur à ce niveau. Exemple : othello games --level 8, -l 8
    .player = Seulement les parties d'un joueur dont le nom contient NAME, majuscules ou non. Exemple : othello games --player ann, -p ann

doc-othello-book = Afficher les coups de la bibliothèque d'ouvertures pour une position, avec leurs valeurs (texte ou JSON), ou l'agrandir par d'autres recherches (othello book grow). Exemple : othello book --moves f5d6

doc-othello-book-grow = Agrandir la bibliothèque d'ouvertures du dossier de données (book.bin ; celle fournie s'il n'y en a pas encore) en cherchant chaque position jusqu'à --plies coups du départ, le long des coups à --margin pions près du meilleur ; enregistrée au fur et à mesure, si bien que Ctrl-C garde ce qui est fait et qu'une seconde exécution continue. Avec --wthor, plutôt les positions atteintes par les parties de WTHOR, et avec --leaves celles où mènent ses meilleurs coups hors bibliothèque, découpées en tranches avec --shard K/N --out PART (fusionnées avec othello book merge). Exemple : othello book grow --plies 8 --margin 2 --depth 14
    .plies = Les positions jusqu'à ce nombre de coups du départ sont cherchées, de 1 à 30
    .margin = Un coup à ce nombre de pions près du meilleur mène plus loin dans la bibliothèque (avec --leaves : un meilleur coup hors bibliothèque à ce nombre de pions près de la valeur de sa position y entre), de 0 à 64
    .leaves = Chercher les positions où mènent les meilleurs coups hors bibliothèque (ses feuilles), depuis ses positions à moins de --plies coups du départ, chacun à --margin pions près de la valeur de sa position, au lieu de grandir depuis le départ : les meilleures déviations des lignes de la bibliothèque y entrent, et chaque exécution va un coup plus loin. Découpé en tranches comme avec --wthor (chaque tranche depuis le même book.bin). Exemple : --leaves --plies 20 --margin 2
    .wthor = Chercher les positions que les parties de WTHOR (les fichiers WTH_YYYY.wtb de ce dossier) ont atteintes dans leurs --plies premiers coups, chacune atteinte par --min-games parties ou plus, au lieu de grandir depuis le départ selon --margin. Exemple : --wthor ~/wthor
    .min_games = Avec --wthor, une position est cherchée si au moins ce nombre de parties l'ont atteinte
    .shard = Avec --wthor ou --leaves, ne chercher que la tranche K sur N (à partir de 0) et l'écrire dans --out, pour la fusionner avec les autres (othello book merge) ; la même tranche donne toujours le même fichier, et une tranche arrêtée à mi-chemin reprend où elle s'était arrêtée. Exemple : --shard 3/8 --out part-3.part
    .out = Le fichier qu'écrit une tranche
    .depth = Les coups de chaque position sont notés par une recherche sélective de ce nombre de demi-coups, de 1 à 30

doc-othello-book-merge = Fusionner les tranches écrites par othello book grow --shard, chaque tranche une fois et chacune terminée, dans la bibliothèque d'ouvertures du dossier de données (celle fournie s'il n'y en a pas encore), ou dans --out FILE. Exemple : othello book merge parts/*.part
    .parts = Les tranches, dans n'importe quel ordre
    .out = Écrire la bibliothèque fusionnée dans ce fichier au lieu du book.bin du dossier de données

doc-othello-book-export = Écrire la bibliothèque d'ouvertures du dossier de données (celle fournie s'il n'y en a pas) en texte, une position par ligne : position, camp au trait, profondeur, valeur, meilleur coup hors bibliothèque, sa valeur. Exemple : othello book export --out book.txt
    .out = Le fichier à écrire (la sortie standard s'il n'est pas donné)

doc-othello-book-learn = Apprendre des parties : leurs positions de leurs --plies premiers coups qui ne sont pas encore dans la bibliothèque d'ouvertures du dossier de données sont cherchées et y entrent, et les valeurs sont remontées. Des fichiers (un enregistrement, une partie ou une archive GGF, une suite de coups) ou des parties de la bibliothèque par leur ID. Exemple : othello book learn games.ggf
    .games = Les parties : des fichiers, ou des ID de parties de la bibliothèque
    .plies = Les positions jusqu'à ce nombre de coups du départ sont apprises, de 1 à 30
    .depth = Les coups de chaque nouvelle position sont notés par une recherche sélective de ce nombre de demi-coups, de 1 à 30

doc-othello-book-show = Afficher l'arbre de la bibliothèque d'ouvertures depuis une position (le départ sauf indication), sur --plies coups : chaque coup de bibliothèque avec sa valeur et la profondeur de sa recherche, le meilleur d'abord. Exemple : othello book show --moves f5 --plies 2
    .plies = Sur combien de coups descend l'arbre, de 1 à 10

doc-othello-book-import = Lire une bibliothèque écrite par othello book export dans celle du dossier de données : chaque position prend la place de celle de la bibliothèque, sauf si celle-ci a été cherchée plus profondément (--replace : la bibliothèque du fichier seule). Exemple : othello book import book.txt
    .file = La bibliothèque en texte
    .replace = Faire de la bibliothèque du fichier celle du dossier de données, à la place de ce qu'il avait

doc-othello-host = Héberger une partie pour un joueur sur un autre terminal : affiche (à l'écran) l'adresse et un code d'accès à lui donner ; les règles sont celles des options, comme pour toute partie. Écoute sur l'adresse de bouclage sauf si --listen dit autre chose. Exemple : othello host --time 10m --name Ann
    .color = La couleur que vous jouez ; l'autre joueur prend l'autre. Exemple : --color white
    .color-black = Le premier joueur
    .color-white = Le second joueur
    .name = Votre nom, tel que l'autre joueur le voit. Exemple : --name Ann
    .listen = Où écouter : IP:PORT, ou une IP seule (port 7654). Par défaut, 127.0.0.1:7654, ne prend que les joueurs de cette machine ; 0.0.0.0 l'ouvre au réseau local (et, par un routeur ou un tunnel, à Internet). Le port 0 prend un port libre. Avec --resume, l'adresse de la partie sauf si elle est donnée. Exemple : --listen 0.0.0.0:7654
    .relay = Attendre l'autre joueur à un relais de transit magic-wormhole au lieu d'écouter : les deux côtés s'y connectent, si bien qu'aucun n'a besoin d'un port ouvert, et il ne voit que ce qui est chiffré. Le relais nommé est retenu : --relay seul s'y retrouve de nouveau. Avec --resume, le relais de la partie sauf s'il est donné. Exemple : --relay relay.example.org:4001
    .resume = Héberger de nouveau une partie de la bibliothèque que vous avez hébergée (après l'arrêt de l'un des côtés), pour le même invité (une partie pas encore commencée reçoit un nouveau code), sur la même adresse sauf si --listen est donné. Exemple : othello host --resume 2026-11-24-2130-ann-ben

doc-othello-join = Rejoindre une partie hébergée avec othello host, avec l'adresse et le code que donne l'hôte ; montre les règles et demande avant de jouer. Exemple : othello join 192.168.1.20:7654 7-guitar-zebra
    .address = L'adresse de l'hôte : IP:PORT, HOST:PORT, ou l'un des deux seul (port 7654) ; avec --relay, aucune (le code seul). Exemple : 192.168.1.20:7654
    .code = Le code d'accès donné par l'hôte : un nombre et deux mots, séparés par des tirets ou des espaces (un mot mal tapé une fois est corrigé). Donné seul, l'hôte est retrouvé au dernier relais nommé. Exemple : 7-guitar-zebra
    .relay = Retrouver l'hôte à ce relais de transit magic-wormhole (celui que l'hôte nomme) au lieu de s'y connecter directement ; retenu, pour que la fois suivante le code seul s'y retrouve. Exemple : othello join --relay relay.example.org:4001 CODE
    .name = Votre nom, tel que l'hôte le voit. Exemple : --name Ben
    .yes = Accepter les règles de l'hôte sans être interrogé. Exemple : othello join 127.0.0.1 CODE --yes
    .resume = Rejoindre de nouveau une partie de la bibliothèque que vous avez rejointe, avec l'adresse et la clé de la partie qu'elle garde (jamais le code). Exemple : othello join --resume 2026-11-24-2130-ann-ben

doc-othello-db = La base de parties (parties de tournoi des fichiers WTHOR, archives GGF, parties de la bibliothèque) : importer, lister des parties, explorer les coups d'une position. Exemple : othello db explore --moves f5d6

doc-othello-db-import = Importer des parties dans la base du dossier de données (games.db) : des fichiers WTHOR (WTH_YYYY.wtb, avec WTHOR.JOU et WTHOR.TRN à côté), des fichiers GGF et des archives GGS, des dossiers qui en contiennent, et avec --library les parties terminées de la bibliothèque. Une partie déjà présente n'est pas ajoutée deux fois ; un fichier illisible est refusé, en le nommant, et la base reste telle qu'elle était. Exemple : othello db import ~/wthor
    .paths = Fichiers ou dossiers à importer. Exemple : othello db import WTH_2019.wtb WTH_2020.wtb
    .library = Importer aussi les parties terminées de la bibliothèque (jouées depuis le départ habituel jusqu'à la fin)

doc-othello-db-games = Lister les parties de la base : par joueur, tournoi, années, ou une position par laquelle elles sont passées (aux symétries du plateau près). En ouvrir une avec othello --load db:N (ou show, analyze db:N). Exemple : othello db games --player tastet --moves f5d6c3
    .limit = Au plus ce nombre de parties, les plus récentes d'abord (0 : toutes). Exemple : --limit 100

doc-othello-db-explore = Chaque coup joué depuis une position dans les parties de la base : combien de parties, les victoires, nulles et défaites de Noir, l'écart final moyen de Noir, et la valeur de la bibliothèque d'ouvertures ou du moteur. Exemple : othello db explore --moves f5d6 --from 2000
    .level = Les coups hors bibliothèque sont évalués par une recherche à ce niveau, de 1 à 20 (une seule recherche pour tous les coups). Exemple : --level 12, -l 12
    .no_engine = Pas de recherche du moteur : les valeurs de la bibliothèque d'ouvertures seules (la réponse la plus rapide)

doc-othello-train = S'entraîner : des problèmes de finale tirés de vraies parties, jugés par le solveur exact, ou un exercice d'ouverture ; une série et un record sont gardés dans le dossier de données. Exemple : othello train endgame --empties 10-14

doc-othello-train-endgame = Problèmes de finale tirés de parties de tournoi (et de FFO) : trouver le meilleur coup, ou jouer la position jusqu'au bout contre le solveur, chaque coup jugé exactement. Exemple : othello train endgame --empties 12-16
    .empties = Les cases vides des problèmes : un nombre, ou un intervalle de 8 à 24. Exemple : --empties 12-16
    .margin = Seulement les problèmes dont le meilleur coup dépasse le deuxième d'au plus ce nombre de pions (un petit écart fait un problème subtil). Exemple : --margin 4
    .play_out = Jouer chaque position jusqu'au bout contre le solveur, chaque coup jugé (sinon seul le premier coup est demandé)
    .seed = L'ordre des problèmes : la même graine les met dans le même ordre. Exemple : --seed 7

doc-othello-train-opening = L'exercice d'ouverture : le programme joue un camp d'une ouverture nommée (ou de la ligne principale de la bibliothèque d'ouvertures) et vous trouvez les coups de l'autre camp. Exemple : othello train opening Tiger --color white
    .name = Une ouverture nommée (othello train list les nomme) ; sans elle, la ligne principale de la bibliothèque d'ouvertures. Exemple : Tiger
    .color = Le camp que vous jouez. Exemple : --color white
    .color-black = Le premier joueur
    .color-white = Le second joueur

doc-othello-train-list = Lister les ouvertures nommées que connaît l'exercice, et combien de problèmes il y a pour chaque nombre de cases vides. Exemple : othello train list

doc-othello-manual = Écrire les pages de manuel : othello.1 et une pour chaque commande (othello-show.1, …), faites de ces mêmes définitions, dans DIR. Exemple : othello manual ~/.local/share/man/man1
    .dir = Le dossier où les écrire, créé si besoin (par défaut : le dossier courant)

doc-othello-rules = Afficher les règles du jeu dans votre langue (--lang, sinon la Langue de l'écran de nouvelle partie, sinon celle de l'environnement : LC_ALL, LC_MESSAGES ou LANG ; l'anglais si ce n'est aucune de celles-ci), dans les mots du projet. Exemple : othello rules --lang nl

doc-othello-completions = Afficher un script de complétion pour un shell. Exemple : othello completions bash > ~/.local/share/bash-completion/completions/othello
    .shell = Le shell : bash, elvish, fish, powershell ou zsh
