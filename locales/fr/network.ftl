# Français : ce que le jeu dit d'une partie en réseau et de l'adversaire (chaque message est une
# phrase entière ; les lignes de discussion telles que tapées). Chaque message existe dans chaque
# langue, avec les mêmes attributs et arguments (un test le vérifie).

## Les demandes de l'adversaire, telles que la question les formule.
asked-take-back = { $name } demande à reprendre son dernier coup.
asked-rematch = { $name } propose une revanche, couleurs inversées.

## Les nouvelles de la partie en réseau : $name est l'adversaire.
net-joined = { $name } a rejoint la partie et lit les règles.
net-back = { $name } est de retour : la partie continue.
net-connected-again = Connexion avec { $name } rétablie : la partie continue.
net-left-before-start = L'autre joueur est parti avant le début de la partie : en attente d'un autre.
net-accepted = { $name } a accepté : la partie commence, les pendules tournent.
net-wrong-code = Code d'accès erroné ({ $tries } sur { $allowed }) : une faute de frappe, ou quelqu'un qui tente de le deviner.
net-wrong-codes-renewed = { $tries } codes d'accès erronés : un nouveau code est affiché, donnez-le à votre ami.
net-declined = { $name } a refusé la partie : en attente d'un autre joueur.
net-left-over = { $name } a quitté la partie : elle est conservée des deux côtés.
net-left = { $name } a quitté la partie : elle est conservée des deux côtés et reprendra à son retour.
net-not-understood = Le programme utilisé par { $name } a envoyé un message que ce jeu ne comprend pas ({ $problem }) : connexion coupée.
net-out-of-place = Le programme utilisé par { $name } a envoyé un message inattendu : il est ignoré.
# $why est l'un des messages refusal-, ou net-not-a-square.
net-move-refused = Coup { $square } joué par { $name } refusé : { $why }.
net-not-a-square = { $square } n'est pas une case
net-their-move = C'est au tour de { $name }.
net-on-its-way = Votre coup est en route vers l'hôte.
net-not-played = Coup non joué : { $why }.
net-played-while-away = { $square } joué : { $name } le verra à son retour.
net-misfit = Un coup reçu de l'hôte ne correspond pas à ce plateau : en attente du plateau de l'hôte.
net-unreadable = L'hôte a envoyé une partie que ce jeu ne sait pas lire : { $problem }.
net-host-refused = L'hôte a refusé : { $reason }.
# Une ligne de discussion, telle que tapée : aucun point n'est ajouté.
net-chat = { $name } : { $text }
net-you-said = Vous : { $text }
net-said-yes = { $name } a dit oui.
net-said-no = { $name } a dit non.
net-took-back = { $name } a repris un coup.
# $asked vaut asked-take-back ou asked-rematch.
net-asked-later = { $asked } Répondez-y en revenant au plateau.
net-asking-take-back = Vous avez demandé à { $name } de vous laisser reprendre votre dernier coup : en attente de la réponse.
net-asking-rematch = Vous avez proposé une revanche à { $name }, couleurs inversées : en attente de la réponse.
net-take-back-declined = Vous avez continué à jouer : la demande de reprise est refusée.
net-rematch-declined = La revanche est refusée.
net-cannot-answer-now = { $name } ne peut pas répondre à votre demande pour l'instant : la connexion est perdue.
net-not-connected = { $name } n'est pas en ligne.
net-no-answer-sent = La connexion est perdue : aucune réponse envoyée.
net-resign-when-back = Pas de connexion : abandonnez quand l'adversaire sera de retour.
net-nothing-sent = Pas de connexion : rien n'a été envoyé.
net-nothing-to-take-back = Vous n'avez aucun coup à reprendre.
net-rematch-after = La revanche se propose une fois la partie terminée.
net-take-back-failed = Le coup n'a pas pu être repris.

## Pourquoi un coup n'a pas été joué, en quelques mots (à l'intérieur des phrases ci-dessus).
refusal-not-begun = la partie n'a pas commencé
refusal-over = la partie est terminée
refusal-not-their-turn = ce n'est pas son tour
refusal-not-a-square = ce n'est pas une case
refusal-connection-lost = la connexion avec { $name } est perdue
refusal-on-its-way = le coup précédent est encore en route
