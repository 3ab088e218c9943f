# Deutsch: die eigenen Worte der Befehlszeile, für Menschen (othello solve, show und analyze als
# Text). Jede Meldung hier gibt es in jeder Sprache, mit denselben Attributen und Argumenten (ein
# Test prüft es). Was Skripte lesen (JSON, GGF, Notationen, das NBoard-Protokoll), wird nie
# übersetzt.

## Die Legende unter einem Brett.
diagram-legend = (X Schwarz, O Weiß, * ein gültiger Zug)

## othello solve: $side ist die Seite, für die die Stellung gelöst wird.
# Eine Warnung vor einer langen Berechnung.
solve-long = { $empties } leere Felder: sie bis zum Ende zu lösen kann Stunden dauern (jedes Feld mehr dauert etwa dreimal so lange); Strg-C bricht ab
solve-to-move = { $empties ->
        [one] { $side } ist am Zug, { $empties } leeres Feld.
       *[other] { $side } ist am Zug, { $empties } leere Felder.
    }
solve-game-over = Die Partie ist vorbei.
solve-passes = { $side } hat keinen gültigen Zug und muss passen.
# $score ist die Differenz der Spielsteine am Ende für $side, mit Vorzeichen; $outcome ist win
# oder draw; $winner gewinnt mit $margin Steinen, $won-$lost ist das Endergebnis.
solve-score = { $outcome ->
        [draw] Wertung: { $score } für { $side }: Remis (32-32) bei perfektem Spiel.
       *[win] Wertung: { $score } für { $side }: { $winner } gewinnt mit { $margin } ({ $won }-{ $lost }) bei perfektem Spiel.
    }
solve-best = Beste: { $moves }
# Die Züge, die nicht die besten sind, jeder mit dem Höchsten, das die Berechnung für ihn bewies: "c7 <=+36".
solve-others = Andere: { $moves }
solve-line = Variante: { $moves }
# $nodes und $seconds sind schon mit den Trennzeichen der Sprache geschrieben; $rate ist eine solve-rate.
solve-nodes = Knoten: { $nodes } in { $seconds } s
solve-nodes-rate = Knoten: { $nodes } in { $seconds } s ({ $rate })
# Knoten pro Sekunde: $unit ist millions oder thousands.
solve-rate = { $unit ->
        [millions] { $rate } M/s
       *[thousands] { $rate } k/s
    }

## othello show: $player ist eine Seite mit dem Namen ihres Spielers; $count (eine Zahl) und
## $discs (dieselbe, aufgefüllt) die Steine auf dem Brett, $hand die in der Hand; $clock ist left
## oder used.
show-player = { $player } { $count ->
        [one] { $discs } Stein
       *[other] { $discs } Steine
    }, { $hand } in der Hand, { $clock ->
        [left] { $time } übrig
       *[used] { $time } verbraucht
    }
show-rules = Regeln: { $rules }
# Wo und wann eine aufgezeichnete Partie gespielt wurde: "Championnat de France, 2016".
show-played-at = Gespielt bei: { $at }
show-opening = Eröffnung: { $name }
show-no-moves = Noch keine Züge.
show-moves = Züge:
show-to-move = { $player } ist am Zug.

## othello analyze.
analyze-no-moves = keine Züge zu analysieren: eine Partie angeben, oder --moves
# Auf dem Terminal, solange es arbeitet.
analyze-progress = Zug { $done } von { $total } wird auf Stufe { $level } analysiert...
analyze-heading = Analyse auf Stufe { $level } ({ $depth ->
        [one] { $depth } Halbzug tief
       *[other] { $depth } Halbzüge tief
    }, gelöst ab { $exact_from } leeren Feldern); Wertungen in Steinen für den Spieler, der gezogen hat.
# Die Überschriften der Tabelle: die Breiten des Englischen sind das Mindeste (Nummer 3, Spieler 6,
# Zug 6, Wertung 5, Beste 12, Verlust 4 Spalten); eine breitere Überschrift verbreitert ihre Spalte.
analyze-head = Die Spalten der Analyse
    .number = #
    .player = Spieler
    .move = Zug
    .score = Wertung
    .best = Beste
    .lost = Verlust
# Die Spalte des Spielers: $side ist black oder white.
analyze-side = { $side ->
        [black] Schwarz
       *[white] Weiß
    }
# Nach einem Zug, den die Engine bis zum Ende gelöst hat, oder einem Zug des Eröffnungsbuchs mit seinem Wert.
analyze-exact = genau
analyze-book = Buch { $value }
# Unter einem Fehler: die beste Variante aus der Stellung davor und die Variante des gespielten Zugs.
analyze-best-line = beste Variante:     { $line }
analyze-played-line = gespielte Variante: { $line }
# Die Bilanz jedes Spielers am Ende.
analyze-tally = { $player }: { $lost ->
        [one] { $lost } Stein verloren
       *[other] { $lost } Steine verloren
    }, { $mistakes ->
        [one] { $mistakes } Fehler
       *[other] { $mistakes } Fehler
    }, { $blunders ->
        [one] { $blunders } Patzer
       *[other] { $blunders } Patzer
    }.

## Die Fehler der Befehlszeile, nach "othello: ". $reference und $text stehen, wie sie getippt wurden.
error-not-found = `{ $reference }` ist weder eine Datei noch eine Partie der Bibliothek ({ $folder }): othello games listet die Bibliothek
# $ids sind die Kennungen der Partien, aufgezählt.
error-ambiguous = `{ $reference }` kann jede dieser Partien sein: { $ids }
error-not-a-database-game = `{ $reference }` ist keine Partie der Datenbank: db:N, N ab 1 (othello db games listet sie)
# $total ist die Anzahl, $total_text dieselbe mit den Trennzeichen der Sprache.
error-no-database-game = { $total ->
        [one] die Datenbank hat { $total_text } Partie: keine Partie { $number }
       *[other] die Datenbank hat { $total_text } Partien: keine Partie { $number }
    }
# $why ist eine Meldung position-problem, transcript-… oder file-….
error-position = --position `{ $text }`: { $why }
error-moves = --moves `{ $text }`: { $why }
error-file = { $path }: { $why }
# Warum ein Stellungstext keiner ist: $problem ist fields, squares ($count davon), square ($found
# auf $square) oder to-move ($found).
position-problem = { $problem ->
        [fields] kein Stellungstext (er braucht die Felder und die Seite am Zug, durch ein Leerzeichen getrennt): erwartet werden 64 mal X, O oder - von a1 bis h8, ein Leerzeichen und X oder O am Zug
        [squares] kein Stellungstext ({ $count } Felder statt 64): erwartet werden 64 mal X, O oder - von a1 bis h8, ein Leerzeichen und X oder O am Zug
        [square] kein Stellungstext (`{ $found }` auf { $square }): erwartet werden 64 mal X, O oder - von a1 bis h8, ein Leerzeichen und X oder O am Zug
       *[to-move] kein Stellungstext (`{ $found }` am Zug): erwartet werden 64 mal X, O oder - von a1 bis h8, ein Leerzeichen und X oder O am Zug
    }
# Warum eine Zugfolge nicht zu spielen ist: an Stelle $column (ab 1) steht $found, was kein Zug ist.
transcript-not-a-move = bei Zeichen { $column }: `{ $found }` ist kein Zug (erwartet wird ein Feld a1-h8 wie f5, oder `pass`)
# Zug $number (Passen zählt mit), $square, von $side: $problem ist game-over, occupied,
# flips-nothing oder out-of-time.
transcript-illegal = { $problem ->
        [game-over] Zug { $number }: { $square } ist nicht erlaubt: die Partie ist vorbei
        [occupied] Zug { $number } ({ $side }): { $square } ist nicht erlaubt: { $square } ist schon besetzt
        [flips-nothing] Zug { $number } ({ $side }): { $square } ist nicht erlaubt: { $square } dreht nichts um
       *[out-of-time] Zug { $number } ({ $side }): { $square } ist nicht erlaubt: die Zeit von { $side } war abgelaufen
    }
# Ein geschriebenes Passen: $over ist yes, wenn die Partie vorbei war, sonst hatte $side einen gültigen Zug.
transcript-unforced-pass = { $over ->
        [yes] Zug { $number }: ein Passen, aber die Partie ist vorbei
       *[no] Zug { $number }: ein Passen, aber { $side } hat einen gültigen Zug
    }
# Als was eine Datei gelesen wurde ($kind ist position, ggf oder transcript), und warum sie das nicht ist.
record-read-as = { $kind ->
        [position] als Stellung gelesen: { $why }
        [ggf] als GGF-Partie gelesen: { $why }
       *[transcript] als Zugfolge gelesen: { $why }
    }
record-empty = die Datei ist leer: keine Partie darin
record-one-game = sie enthält eine Partie, keine Partie { $number }
# Warum eine Datei nicht zu lesen ist.
file-not-found = keine solche Datei
file-permission-denied = keine Berechtigung
file-not-a-file = keine gewöhnliche Datei (ein Spielstand ist eine .json-Datei)
file-too-large = zu groß für einen Spielstand (eine Partie braucht ein paar Kilobyte; die Grenze ist 1 MiB)
file-not-text = kein Spielstand (die Datei ist kein UTF-8-Text)

## othello games: die Bibliothek aufgelistet.
games-list-none = Noch keine Partien in { $folder }: jede gespielte Partie wird dort aufbewahrt.
games-list-none-asked = Keine Partie in { $folder } ist eine der gesuchten.
# Statt Datum und Uhrzeit, zu der eine Partie begann, wenn sie nicht bekannt sind.
games-list-started-unknown = (Beginn ?)
# Eine Partie: $started Datum und Uhrzeit, die Namen der Spieler, die geltenden Regeln, $moves
# (eine Zahl) die gespielten Züge, $state das Ergebnis oder games-list-unfinished.
games-list-game = { $started }  { $black } gegen { $white }  { $rules }  { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }  { $state }
games-list-unfinished = nicht beendet
games-list-unreadable = nicht lesbar: { $why }
games-list-resume-note = * ist die Partie, die othello --resume fortsetzt; othello --resume ID öffnet jede von ihnen.
games-list-against-computer = Gegen den Computer (beendete Partien):
# $level ist auf zwei Spalten aufgefüllt.
games-list-level-record = Stufe { $level }: { $won } gewonnen, { $drawn } remis, { $lost } verloren
