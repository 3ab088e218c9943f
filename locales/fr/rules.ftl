# Français : les mots du jeu. Chaque message existe dans chaque langue, avec les mêmes attributs
# et arguments (un test le vérifie).

## Les règles (othello rules) : chaque message est un titre, son .body le paragraphe qui suit.

rules-title = Les règles d'Othello
rules-board = Le plateau
    .body = Deux joueurs, Noir et Blanc, jouent sur un plateau de 8 cases sur 8 avec des pions noirs d'un côté et blancs de l'autre. Les colonnes vont de a à h de gauche à droite, les rangées de 1 à 8 de haut en bas : a1 est le coin en haut à gauche.
rules-start = Le début
    .body = Quatre pions sont au centre : noirs en d5 et e4, blancs en d4 et e5. Noir commence.
rules-move = Un coup
    .body = Vous posez un pion de votre couleur sur une case vide de sorte qu'un ou plusieurs pions adverses se trouvent en ligne droite entre lui et un autre de vos pions, sans case vide entre eux. La ligne peut suivre n'importe laquelle des huit directions : la rangée, la colonne ou l'une des deux diagonales. Un coup qui n'encadre aucun pion est interdit.
rules-flip = Retourner
    .body = Chaque ligne encadrée prend votre couleur d'un seul coup, dans toutes les directions où le nouveau pion encadre des pions. Seuls ces pions se retournent : un pion qui vient d'être retourné n'en encadre pas d'autres à son tour, il n'y a donc pas de réaction en chaîne.
rules-pass = Passer
    .body = Un joueur qui n'a aucun coup légal doit passer, et son adversaire rejoue. Un joueur qui peut jouer n'a pas le droit de passer.
rules-end = La fin
    .body = La partie se termine quand aucun des deux joueurs ne peut plus jouer : quand le plateau est plein, ou plus tôt quand ni l'un ni l'autre ne peut plus poser de pion.
rules-score = Le score
    .body = Le joueur qui a le plus de pions sur le plateau gagne. Les cases vides à la fin vont au gagnant : une partie gagnée 34 à 29 avec une case vide compte 35 à 29 ; une partie nulle fait 32 à 32.
rules-pool = La réserve de pions
    .body = Chaque joueur possède 32 pions, dont 30 en main une fois les quatre du centre posés. Un joueur qui peut jouer mais n'a plus de pion en main en prend un à son adversaire.
rules-handicap = Handicap
    .body = Un joueur plus fort peut accorder un handicap d'un à quatre coins : avant le premier coup, des pions du joueur plus faible y sont posés, dans l'ordre a1, h8, h1, a8. Noir commence quand même.
rules-clock = Pendules
    .body = Avec une pendule, chaque joueur a son propre temps, qui ne s'écoule que pendant son tour ; un incrément ajoute quelques secondes après chaque coup. Un joueur dont le temps est écoulé perd la partie, quoi qu'en dise le plateau.
