# Deutsch: die Wörter des Spiels. Jede Meldung gibt es in jeder Sprache, mit denselben
# Attributen und Argumenten (ein Test prüft es).

## Die Spielregeln (othello rules): jede Meldung ist eine Überschrift, ihr .body der Absatz darunter.

rules-title = Die Spielregeln von Othello
rules-board = Das Spielbrett
    .body = Zwei Spieler, Schwarz und Weiß, spielen auf einem Brett mit 8 mal 8 Feldern und Spielsteinen, die auf einer Seite schwarz und auf der anderen weiß sind. Die Spalten heißen a bis h von links nach rechts, die Reihen 1 bis 8 von oben nach unten: a1 ist die linke obere Ecke.
rules-start = Der Anfang
    .body = In der Mitte stehen vier Spielsteine: Schwarz auf d5 und e4, Weiß auf d4 und e5. Schwarz beginnt.
rules-move = Ein Zug
    .body = Du setzt einen Spielstein deiner Farbe auf ein leeres Feld, so dass ein oder mehrere Steine des Gegners in gerader Linie zwischen ihm und einem anderen deiner Steine liegen, ohne leeres Feld dazwischen. Die Linie darf in jede der acht Richtungen laufen: waagerecht, senkrecht oder entlang einer der beiden Diagonalen. Ein Zug, der keinen Stein einschließt, ist nicht erlaubt.
rules-flip = Umdrehen
    .body = Jede eingeschlossene Linie wird auf einmal in deine Farbe umgedreht, in allen Richtungen, in denen der neue Stein einschließt. Nur diese Steine werden umgedreht: ein eben umgedrehter Stein schließt seinerseits keine anderen ein, es gibt also keine Kettenreaktionen.
rules-pass = Passen
    .body = Wer keinen gültigen Zug hat, muss passen, und der Gegner ist wieder am Zug. Wer ziehen kann, darf nicht passen.
rules-end = Das Ende
    .body = Das Spiel endet, wenn keiner der beiden Spieler mehr ziehen kann: wenn das Brett voll ist, oder früher, wenn keine Seite mehr einen Stein setzen kann.
rules-score = Die Wertung
    .body = Wer mehr Spielsteine auf dem Brett hat, gewinnt. Felder, die am Ende leer sind, gehen an den Sieger: ein Spiel, das 34 zu 29 mit einem leeren Feld gewonnen wurde, zählt 35 zu 29; ein Unentschieden ist 32 zu 32.
rules-pool = Der Steinvorrat
    .body = Jeder Spieler besitzt 32 Spielsteine, 30 davon in der Hand, sobald die vier in der Mitte stehen. Wer ziehen kann, aber keinen Stein mehr in der Hand hat, nimmt einen vom Gegner.
rules-handicap = Vorgabe
    .body = Ein stärkerer Spieler kann eine Vorgabe von einer bis vier Ecken geben: vor dem ersten Zug werden dort Steine des schwächeren Spielers gesetzt, in der Reihenfolge a1, h8, h1, a8. Schwarz beginnt trotzdem.
rules-clock = Uhren
    .body = Mit einer Uhr hat jeder Spieler seine eigene Bedenkzeit, die nur läuft, während er am Zug ist; ein Inkrement gibt nach jedem Zug einige Sekunden dazu. Wessen Zeit abläuft, der verliert, unabhängig vom Stand auf dem Brett.
