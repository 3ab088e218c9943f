# Deutsch: die eigenen Worte der Befehlszeile, für Menschen (was die Unterbefehle als Text ausgeben,
# die Frage von othello join, und die Fehler der Befehlszeile). Jede Meldung hier gibt es in jeder
# Sprache, mit denselben Attributen und Argumenten (ein Test prüft es). Was Skripte lesen (JSON,
# GGF, Notationen, das NBoard-Protokoll), wird nie übersetzt.

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
# Warum ein GGF-Eintrag keine Partie ist, die dieses othello liest: $why ist einer der
# ggf-Gründe unten, eine error-rules-Meldung zu TI, oder ein resume-problem.
ggf-not-read = keine GGF-Partie, die dieses othello liest: { $why }
ggf-no-game = keine Partie darin, wie (;GM[Othello]…;)
# Partie $number gefragt von einer Datei mit $count Partien.
ggf-no-such-game = { $count ->
        [one] sie enthält eine Partie, keine Partie { $number }
       *[other] sie enthält { $count } Partien, keine Partie { $number }
    }
ggf-record-not-closed = eine Partie `(;` wird nie mit `;)` geschlossen
# $text ist, was dort steht, wo eine Eigenschaft NAME[Wert] stehen sollte; $name der Name einer Eigenschaft.
ggf-not-a-property = `{ $text }` ist keine Eigenschaft wie PB[Name]
ggf-value-not-closed = { $name }[ wird nie mit ] geschlossen
ggf-not-othello = GM[{ $value }]: das Spiel ist nicht Othello
ggf-not-8x8 = TY[{ $value }]: nur Othello auf 8×8 wird gelesen
# BO[…], das Brett vor dem ersten Zug: $problem ist size ($value beginnt nicht mit 8), empty,
# to-move ($value steht für die Seite am Zug) oder squares ($why ist ein position-problem).
ggf-board = { $problem ->
        [size] BO[{ $value }]: das Brett muss mit seiner Größe beginnen, 8
        [empty] BO ist leer
        [to-move] BO: `{ $value }` am Zug statt * oder O
       *[squares] BO: { $why }
    }
# Die Uhren TI, TB und TW: $problem ist not-a-clock ($text), uneven oder one-side.
ggf-clock = { $problem ->
        [not-a-clock] `{ $text }` ist keine Bedenkzeit wie 05:00/00:02/00:00
        [uneven] TB und TW geben verschiedene Inkremente, die die Uhren von othello nicht führen können
       *[one-side] eine Zeit für nur eine Seite: TB und TW gehören zusammen
    }
# Zug $number (Passen zählt mit), geschrieben als $tag[$value] ($tag ist B oder W): $problem ist
# time ($found ist keine Zeit), over, pass ($side hatte einen gültigen Zug), turn ($side ist am
# Zug), occupied oder flips-nothing (das Feld $found) oder other ($why: ein square-not-a-square).
ggf-move = { $problem ->
        [time] Zug { $number } ({ $tag }[{ $value }]): `{ $found }` ist keine Zeit
        [over] Zug { $number } ({ $tag }[{ $value }]): die Partie ist schon vorbei
        [pass] Zug { $number } ({ $tag }[{ $value }]): ein Passen, aber { $side } hat einen gültigen Zug
        [turn] Zug { $number } ({ $tag }[{ $value }]): { $side } ist am Zug
        [occupied] Zug { $number } ({ $tag }[{ $value }]): { $found } ist schon besetzt
        [flips-nothing] Zug { $number } ({ $tag }[{ $value }]): { $found } dreht keinen Stein um
       *[other] Zug { $number } ({ $tag }[{ $value }]): { $why }
    }
square-not-a-square = `{ $found }` ist kein Feld: erwartet werden eine Spalte a-h und eine Reihe 1-8, wie f5
# Eine aufgezeichnete Partie, deren Züge, Zeiten und Ergebnis keine Partie ergeben: $problem ist
# game-over, occupied, flips-nothing oder out-of-time (Zug $number auf $square; die Zeit von
# $side), time-used oder not-flagged ($side), oder handicap.
resume-problem = { $problem ->
        [game-over] Zug { $number } ({ $square }): die Partie war schon vorbei
        [occupied] Zug { $number } ({ $square }) ist nicht erlaubt: { $square } ist schon besetzt
        [flips-nothing] Zug { $number } ({ $square }) ist nicht erlaubt: { $square } dreht nichts um
        [out-of-time] Zug { $number } ({ $square }) ist nicht erlaubt: die Zeit von { $side } war abgelaufen
        [time-used] Uhren: { $side } hat weniger Zeit verbraucht, als die Züge von { $side } gedauert haben
        [not-flagged] Ergebnis: { $side } hat auf Zeit verloren, aber die Uhr von { $side } hat noch Zeit
       *[handicap] eine Partie aus einer aufgebauten Stellung hat keine Vorgabe: die Stellung hat ihre Ecken schon
    }
# Warum eine Datei nicht zu lesen ist.
file-not-a-file = keine gewöhnliche Datei (ein Spielstand ist eine .json-Datei)
file-too-large = zu groß für einen Spielstand (eine Partie braucht ein paar Kilobyte; die Grenze ist 1 MiB)
file-not-text = kein Spielstand (die Datei ist kein UTF-8-Text)
file-no-folder = der Ordner { $folder } existiert nicht
file-not-a-save = keine Spielstanddatei von othello (kein Feld "format": "{ $format }")
file-version = Speicherformat Version { $version } ist diesem othello unbekannt, es liest die Versionen 1 bis { $current }; ein neueres othello kann es vielleicht lesen
# Ein Spielstand, der wohlgeformtes JSON, aber keine Partie ist: $problem ist game-id, started
# ($found ist kein Datum), version, untimed oder timed ("remaining_ms" der Uhren), level (der
# Computer von $side auf Stufe $level, nicht $least bis $most), remaining ("remaining_ms" von
# $side ist $written, der Rest ergibt $counted), move (Zug $number: $why, ein square-not-a-square)
# oder start ($why, ein position-problem). Die Feldnamen (game_id, clocks…) bleiben, wie die
# Datei sie schreibt.
file-invalid = { $problem ->
        [game-id] game_id: 1 bis 64 Buchstaben, Ziffern oder Bindestriche
        [started] started: `{ $found }` ist kein Datum mit Uhrzeit wie 2026-11-22T14:05:00Z
        [version] das Feld "version" fehlt oder ist keine ganze Zahl
        [untimed] clocks: eine Partie ohne Uhr hat kein "remaining_ms"
        [timed] clocks: eine Partie mit Uhr braucht "remaining_ms" für beide Spieler
        [level] computer: die Stufe von { $side } ist { $level }, aber die Stufen gehen von { $least } bis { $most }
        [remaining] clocks: "remaining_ms" von { $side } ist { $written }, aber die Regeln, die Züge und die verbrauchte Zeit ergeben { $counted }
        [move] Zug { $number }: { $why }
       *[start] start: { $why }
    }
# Das Ergebnis, das ein Spielstand schreibt, und das seiner Züge: $written und $counted sind none
# (die Partie läuft noch), discs, time oder resignation, mit den Ständen
# $written_black-$written_white und $counted_black-$counted_white.
file-invalid-result = result: die Datei sagt { $written ->
        [none] kein Ergebnis (die Partie läuft noch)
        [discs] { $written_black }-{ $written_white } nach Steinen
        [time] { $written_black }-{ $written_white } auf Zeit
       *[resignation] { $written_black }-{ $written_white } durch Aufgabe
    }, aber die Züge ergeben { $counted ->
        [none] kein Ergebnis (die Partie läuft noch)
        [discs] { $counted_black }-{ $counted_white } nach Steinen
        [time] { $counted_black }-{ $counted_white } auf Zeit
       *[resignation] { $counted_black }-{ $counted_white } durch Aufgabe
    }

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

## othello join: die Einladung des Hosts, gefragt, bevor die Partie beginnt. $named ist no, wenn
## der Host keinen Namen angab, sonst ist $host dieser; $address ist, wo der Host ist.
join-invitation = { $named ->
        [no] Der Host lädt dich zu einer Partie Othello auf { $address } ein:
       *[yes] { $host } lädt dich zu einer Partie Othello auf { $address } ein:
    }
# $you und $them sind die Seiten (Schwarz, Weiß).
join-sides = { $named ->
        [no] du spielst { $you }, der Host spielt { $them }
       *[yes] du spielst { $you }, { $host } spielt { $them }
    }
# Wo die Partie beginnt: $start ist standard, moves ($moves gespielt) oder position (aufgebaut).
join-start = { $start ->
        [standard] ab der Grundstellung
        [moves] { $moves ->
            [one] nach { $moves } Zug
           *[other] nach { $moves } Zügen
        }
       *[position] ab einer aufgebauten Stellung
    }
# Die Frage, die Antwort wird dahinter getippt: y oder yes nimmt in jeder Sprache an, und ebenso
# die Wörter von join-yes.
join-play = Spielen? [j/N]
# Die eigenen Wörter der Sprache für ja, durch Leerzeichen getrennt, kleingeschrieben (neben y und yes).
join-yes = j ja
join-declined = Abgelehnt: der Host erfährt es.
# Ein Wort des Beitrittscodes mit einem Tippfehler ($typed), als das Codewort $word gelesen.
join-code-mended = (Das Codewort { $typed } wird als { $word } gelesen.)

## othello host und join: ihre Fehler. $game ist eine Partie der Bibliothek (ihre Kennung) oder eine Datei.
# $what ist game (das Spiel im Terminal), game-show (dasselbe, bei othello --load und ähnlichem)
# oder trainer.
error-needs-terminal = { $what ->
        [game] das Spiel braucht ein Terminal, und die Standardein- oder -ausgabe ist keines
        [game-show] das Spiel braucht ein Terminal, und die Standardein- oder -ausgabe ist keines; um eine Partie aus einem Skript auszugeben: othello show
       *[trainer] das Training braucht ein Terminal, und die Standardein- oder -ausgabe ist keines
    }
error-no-relay = noch kein Relay genannt: nenne einmal eines mit --relay HOST:PORT (othello host --relay HOST:PORT, othello join --relay HOST:PORT CODE), dann wird es gemerkt
error-join-relay-code-alone = othello join --relay HOST:PORT nimmt nur den Beitrittscode, nicht die Adresse des Hosts
error-join-needs = othello join braucht die Adresse des Hosts und den Beitrittscode
# Eine getippte Adresse, die keine ist: $problem ist none (keine Adresse hat diesen Namen) oder
# not-an-address ($why in den Worten des Resolvers).
error-address = { $problem ->
        [none] { $address }: diese Adresse gibt es nicht
       *[not-an-address] { $address }: keine Adresse ({ $why })
    }
# Was getippt wurde ($typed), ist kein Beitrittscode: $problem ist shape, number oder word ($typed
# ist dann das Wort).
error-join-code = { $problem ->
        [shape] { $typed } ist kein Beitrittscode: ein Code ist eine Zahl und zwei Wörter, wie 7-guitar-hamster
        [number] { $typed } ist kein Beitrittscode: er beginnt mit einer Zahl von 1 bis 999
       *[word] { $typed } ist kein Wort der Beitrittscodes: prüfe den Code, den der Host zeigt
    }
error-not-a-network-game = { $game } ist keine Partie über das Netzwerk
error-join-older-game = { $game } wurde von einem älteren othello gespeichert, ohne den Schlüssel der Partie: tritt mit dem Code bei, den der Host jetzt zeigt (othello join { $address } CODE)
error-not-hosted = { $game } ist keine Partie, die du gehostet hast: othello --resume setzt eine Partie an einer Tastatur fort, othello join --resume eine, der du beigetreten bist
error-network-game-over = { $game } ist vorbei: othello show gibt sie aus
# $way ist relay oder direct: wie ihr Gast beitrat.
error-host-the-same-way = { $way ->
        [relay] { $game } läuft, und ihr Gast kommt so zurück, wie er beigetreten ist: hoste sie wieder über ihr Relay (--relay)
       *[direct] { $game } läuft, und ihr Gast kommt so zurück, wie er beigetreten ist: hoste sie wieder direkt (--listen)
    }
# $why ist in den Worten des Betriebssystems.
error-relay-unreachable = das Relay { $address } ist nicht erreichbar: { $why } (--relay nennt ein anderes)
error-cannot-listen = kann nicht auf { $address } lauschen: { $why } (--listen wählt eine andere Adresse oder einen anderen Port)
# $problem ist failed ($error in den Worten des Betriebssystems), relay (das Relay auf $address,
# und $error), not-at-relay (nach $waited), closed oder silent (während $waited).
error-host-unreachable = { $problem ->
        [relay] der Host ist nicht erreichbar: das Relay { $address }: { $error }
        [not-at-relay] der Host ist nicht erreichbar: der Host ist nicht am Relay { $address } (gewartet: { $waited }): wartet seine Partie noch, und stimmt die Zahl des Codes?
        [closed] der Host ist nicht erreichbar: { $address }: der Host hat die Verbindung geschlossen
        [silent] der Host ist nicht erreichbar: { $address }: keine Antwort vom Host in { $waited }
       *[failed] der Host ist nicht erreichbar: { $address }: { $error }
    }
# Warum der Host ablehnt: $reason ist wrong-code, wrong-key, takes-no-code, full, other-version
# oder other (dann ist $said das, was der Host selbst sagt).
error-host-refused = { $reason ->
        [wrong-code] der Host lehnt ab: falscher Beitrittscode: prüfe ihn mit dem Host
        [wrong-key] der Host lehnt ab: der Schlüssel dieser Partie ist nicht der des Hosts: tritt mit dem Code bei, den der Host zeigt
        [takes-no-code] der Host lehnt ab: diese Partie läuft und nimmt keinen Beitrittscode: ihr Gast kommt mit othello join --resume zurück
        [full] der Host lehnt ab: die Partie hat schon zwei Spieler
        [other-version] der Host lehnt ab: er spricht eine andere Version des Protokolls: spielt auf beiden Seiten mit demselben othello
       *[other] der Host lehnt ab: { $said }
    }
# $why ist technisch, auf Englisch.
error-host-protocol = der Host spricht das Protokoll dieses Spiels nicht: { $why }
error-host-version = der Host spricht Version { $host } des Protokolls, dieses othello Version { $ours }: spielt auf beiden Seiten mit demselben othello
# $why ist, warum die Partie nicht lesbar ist.
error-host-game = die Partie des Hosts ist nicht lesbar: { $why }
error-host-went-away = der Host ist weg: { $why }
error-cannot-read-answer = kann die Antwort nicht lesen: { $why }

## othello und othello --resume: ihre Fehler.
error-nothing-to-resume = keine unbeendete Partie zum Fortsetzen in { $folder } (othello games listet die Bibliothek)
error-level-without-computer = --level: der Computer spielt keine Seite; füge --computer white, black oder both hinzu

## othello db: die Datenbank der Partien. Die Argumente auf _text sind Zahlen mit den
## Trennzeichen der Sprache, dieselben Zahlen ohne _text wählen die Mehrzahl.
# Nach einem Import: $added Partien hinzugefügt in $seconds, $duplicates_text schon vorhanden,
# $partial nicht von der Grundstellung bis zum Ende gespielt (0: keine), dann was die Datenbank
# enthält, und wo ($path).
db-imported = { $added ->
        [one] { $added_text } Partie importiert
       *[other] { $added_text } Partien importiert
    } in { $seconds } s ({ $duplicates_text } schon vorhanden{ $partial ->
        [0] {""}
       *[other] , { $partial_text } nicht von der Grundstellung bis zum Ende gespielt
    }); die Datenbank enthält { $games ->
        [one] { $games_text } Partie
       *[other] { $games_text } Partien
    } und { $positions ->
        [one] { $positions_text } Stellung
       *[other] { $positions_text } Stellungen
    } ({ $path }).
# othello db games: $found von $total Partien passen, gefunden in $milliseconds; $shown ist all,
# oder newest, wenn nur die neuesten $count gezeigt werden (--limit).
db-games-found = { $found_text } von { $total_text } { $total ->
        [one] Partie
       *[other] Partien
    } { $found ->
        [one] passt
       *[other] passen
    } (gefunden in { $milliseconds } ms); { $shown ->
        [all] alle:
       *[newest] die neuesten { $count } (--limit):
    }
db-games-open = Öffne eine mit othello --load db:N, oder analysiere sie mit othello analyze db:N.
# othello db explore: $matching der $games Partien gingen durch die Stellung; $turn ist none, wenn
# die Partie dort vorbei ist, sonst ist $side am Zug.
db-explore-through = Durch diese Stellung: { $matching_text } der { $games_text } { $games ->
        [one] Partie
       *[other] Partien
    } der Datenbank{ $turn ->
        [none] .
       *[yes] {" "}({ $side } am Zug).
    }
# Wie lange die Datenbank für die Antwort brauchte, wenn kein Zug gefunden wurde.
db-explore-found-in = (gefunden in { $milliseconds } ms)
# Die Überschriften der Tabelle: die Breiten des Englischen sind das Mindeste (Zug 4, Partien 7,
# Schwarz gewann 9, Remis 5, Schwarz verlor 10, Schnitt von Schwarz 12 Spalten); eine breitere
# Überschrift verbreitert ihre Spalte.
db-explore-head = Die Spalten des Explorers
    .move = Zug
    .games = Partien
    .won = Schwarz gewann
    .drawn = Remis
    .lost = Schwarz verlor
    .mean = Schnitt Schwarz
    .value = Wert
# Ein Anteil der Partien, $percent mit dem Dezimalzeichen der Sprache geschrieben.
db-explore-percent = { $percent } %
# Der Wert eines Zuges für die Seite am Zug ($value, in Steinen mit Vorzeichen): $from ist book
# (aus einer Suche $depth Halbzüge tief) oder engine.
db-explore-value = { $from ->
        [book] { $value } ({ $depth ->
            [one] Buch, { $depth } Halbzug tief
           *[other] Buch, { $depth } Halbzüge tief
        })
       *[engine] { $value } (Engine)
    }
db-explore-footer = Werte in Steinen für die Seite am Zug; der Schnitt von Schwarz ist sein Endergebnis als Differenz. Gefunden in { $milliseconds } ms.

## othello book: das Eröffnungsbuch. Die Argumente auf _text sind Zahlen mit den Trennzeichen der
## Sprache, dieselben Zahlen ohne _text wählen die Mehrzahl; $seconds sind ganze Sekunden, $each
## Sekunden mit zwei Dezimalen; $path ist, wo das Buch gespeichert ist.
# Das Buch: $positions Stellungen, bis zu $plies Zügen ab dem Anfang; $source ist seine Datei, oder
# book-shipped.
book-summary = Eröffnungsbuch: { $positions ->
        [one] { $positions_text } Stellung
       *[other] { $positions_text } Stellungen
    }, bis zu { $plies ->
        [one] { $plies } Zug
       *[other] { $plies } Zügen
    } ab dem Anfang ({ $source }).
book-shipped = das mitgelieferte Buch
book-not-in = Diese Stellung steht nicht im Buch.
book-moves = Buchzüge, Wertungen in Steinen für die Seite am Zug:
# Der beste Zug, wo das Buch endet, mit seiner Wertung in Steinen.
book-best-out = Bester Zug aus dem Buch heraus: { $square } { $score }
# othello book show: der Baum des Buchs, ein Zug je Zeile mit seiner Wertung und der Tiefe seiner Suche.
book-tree-none = Aus dieser Stellung führt kein Zug ins Buch.
book-tree-heading = Buchzüge, Wertungen in Steinen für die Seite, die sie spielt:
book-tree-move = { $square } { $score } (Tiefe { $depth })
# othello book grow: auf dem Terminal, solange es arbeitet, dann was es tat.
book-grow-progress = { $searched ->
        [one] { $searched_text } Stellung durchsucht, { $positions_text } im Buch, { $seconds } s
       *[other] { $searched_text } Stellungen durchsucht, { $positions_text } im Buch, { $seconds } s
    }
book-grown = { $searched ->
        [one] { $searched_text } Stellung durchsucht
       *[other] { $searched_text } Stellungen durchsucht
    } in { $seconds } s; das Buch enthält { $positions ->
        [one] { $positions_text } Stellung
       *[other] { $positions_text } Stellungen
    } ({ $new_text } neu), bis zu { $plies ->
        [one] { $plies } Zug
       *[other] { $plies } Zügen
    } ab dem Anfang: { $path }
# othello book grow --wthor und --leaves: die zu bewertenden Stellungen, zuerst gesagt.
book-wthor-positions = { $positions ->
        [one] { $positions_text } Stellung, erreicht von { $games } oder mehr Partien in ihren ersten { $plies } Zügen
       *[other] { $positions_text } Stellungen, erreicht von { $games } oder mehr Partien in ihren ersten { $plies } Zügen
    }
book-leaves-positions = { $positions ->
        [one] { $positions_text } Stellung außerhalb des Buchs, erreicht durch einen besten Zug aus dem Buch heraus innerhalb von { $margin } Steinen, in den ersten { $plies } Zügen
       *[other] { $positions_text } Stellungen außerhalb des Buchs, jede erreicht durch einen besten Zug aus dem Buch heraus innerhalb von { $margin } Steinen, in den ersten { $plies } Zügen
    }
book-scored-progress = { $scored ->
        [one] { $scored_text } Stellung bewertet, { $each } s je Stellung
       *[other] { $scored_text } Stellungen bewertet, { $each } s je Stellung
    }
# Was ein Shard bewertete ($each ist none, wenn er nichts bewertete): $merged ist no für einen
# Shard von mehreren (sein Teil in $path), yes, wenn ins Buch in $path zusammengeführt.
book-scored = { $scored ->
        [one] { $scored_text } Stellung bewertet
       *[other] { $scored_text } Stellungen bewertet
    } in { $seconds } s{ $each ->
        [none] {""}
       *[other] , { $each } s je Stellung
    }; Shard { $shard }/{ $shards } enthält { $held_text } seiner Stellungen ({ $before_text } vorher){ $merged ->
        [no] : { $path }
       *[yes] ; das Buch enthält { $positions ->
            [one] { $positions_text } Stellung
           *[other] { $positions_text } Stellungen
        }: { $path }
    }
book-merged = { $parts ->
        [one] { $parts } Teil zusammengeführt
       *[other] { $parts } Teile zusammengeführt
    }; das Buch enthält { $positions ->
        [one] { $positions_text } Stellung
       *[other] { $positions_text } Stellungen
    } ({ $before_text } vorher): { $path }
book-imported = { $read ->
        [one] { $read_text } Stellung aus { $file } gelesen
       *[other] { $read_text } Stellungen aus { $file } gelesen
    }; das Buch enthält { $positions ->
        [one] { $positions_text } Stellung
       *[other] { $positions_text } Stellungen
    }: { $path }
# othello book learn: $games Partien ins Buch aufgenommen.
book-learned = { $games ->
        [one] { $games_text } Partie gelernt
       *[other] { $games_text } Partien gelernt
    }: { $searched ->
        [one] { $searched_text } neue Stellung durchsucht
       *[other] { $searched_text } neue Stellungen durchsucht
    } in { $seconds } s; das Buch enthält { $positions ->
        [one] { $positions_text } Stellung
       *[other] { $positions_text } Stellungen
    } ({ $before_text } vorher): { $path }
# Die Fehler des Buchs. $why ist in den Worten des Betriebssystems, oder technisch.
error-cannot-save-book = kann das Buch nicht speichern: { $why }
error-cannot-write = kann { $path } nicht schreiben: { $why }
error-cannot-save-part = kann den Teil nicht speichern: { $why }
error-games-file = { $path }: keine gewöhnliche Datei von höchstens 256 MB
error-no-wthor = { $path }: keine WTHOR-Partiendatei (WTH_YYYY.wtb) darin
error-not-wthor = { $path }: keine WTHOR-Datei: { $why }
error-another-part = { $path }: ein Teil eines anderen Shards, einer anderen Menge von Stellungen oder einer anderen Tiefe: entferne ihn, oder schreibe in ein anderes --out
error-not-a-part = { $path }: kein Teil: { $why }
error-cannot-merge = kann nicht zusammenführen: { $why }
# Teile, die sich nicht zusammenführen lassen, der fehlerhafte Teil mit seinem $path: $problem ist
# foreign (einer anderen Menge von Stellungen, Aufteilung oder Tiefe als der erste Teil),
# incomplete oder twice.
error-merge-part = { $problem ->
        [foreign] { $path }: ein Teil einer anderen Menge von Stellungen, einer anderen Aufteilung oder einer anderen Tiefe als der erste
        [incomplete] { $path }: ein unfertiger Teil: lass seinen Shard noch einmal laufen, um ihn fertigzustellen
       *[twice] { $path }: ein Shard doppelt gegeben
    }
# Die Shards, für die kein Teil gegeben wurde ($shards, aufgezählt; $count Stück): das $why von error-cannot-merge.
merge-missing = { $count ->
        [one] fehlender Shard: { $shards }
       *[other] fehlende Shards: { $shards }
    }

## othello train: das Training von der Befehlszeile.
# othello train list: die Eröffnungen mit Namen (jeder Name ihr eigener), dann die Aufgaben je
# Zahl leerer Felder.
train-list-openings = Eröffnungen mit Namen (othello train opening NAME):
train-list-puzzles = Endspielaufgaben (othello train endgame --empties N):
# Die Spalten der Aufgaben: die Breiten des Englischen sind das Mindeste (je 7); eine breitere
# Überschrift verbreitert ihre Spalte.
train-list-head = Die Spalten der Aufgaben
    .empties = leere Felder
    .puzzles = Aufgaben
# $difficulty ist eine Auswahl von Aufgaben in Worten (difficulty).
error-no-puzzle = keine Aufgabe mit { $difficulty } (othello train list zählt sie)
error-no-opening = keine Eröffnung namens `{ $name }` (othello train list nennt sie)
# $problem ist, warum die Trainingsergebnisse nicht geschrieben werden konnten.
error-training-record = die Trainingsergebnisse wurden nicht gespeichert: { $problem }
training-not-a-record = keine Datei mit Trainingsergebnissen
training-not-a-record-why = keine Datei mit Trainingsergebnissen ({ $why })

## Warum die Partiendatenbank nicht antworten oder nicht geschrieben werden konnte: $path ist ihre Datei.
db-missing = noch keine Partiendatenbank ({ $path }): importiere zuerst Partien, etwa mit othello db import WTH_2019.wtb
db-import-running = ein anderes othello db import läuft bereits auf { $path }: warte darauf
db-not-a-database = { $path }: keine Partiendatenbank dieses Programms ({ $why })
db-older-format = { $path }: eine Partiendatenbank eines älteren othello (Format { $old }; dieses liest Format { $current }): führe othello db import erneut aus (mit deinen Dateien oder --library), um sie zu aktualisieren; ihre Partien bleiben erhalten
db-unknown-format = { $path }: eine Partiendatenbank im Format { $format }, das dieses othello (Format { $current }) nicht liest: die eines neueren othello oder eine beschädigte Datei
db-damaged = { $path }: beschädigt: { $what } (entferne die Datei und importiere deine Partien erneut mit othello db import)
db-disk-full = { $path }: der Datenträger ist voll: schaffe Platz und importiere erneut; die Datenbank ist unverändert
db-quota = { $path }: das Speicherkontingent ist aufgebraucht: schaffe Platz und importiere erneut; die Datenbank ist unverändert
db-too-many = { $path }: mehr als { $most } Partien
# Eine Datei für einen Import, die kein GGF ist ($game ist 0), oder deren Partie $game nicht zu
# lesen ist: $why ist ein ggf-not-read.
db-source-ggf = { $game ->
        [0] { $path }: kein GGF: { $why }
       *[other] { $path }: Partie { $game }: { $why }
    }
# Eine Datei oder ein Ordner für einen Import, der keine Partien enthält: $problem ist no-files
# (ein Ordner), not-wthor oder not-names ($why ist ein wthor-problem), no-names ($name: WTHOR.JOU
# oder WTHOR.TRN), not-a-file oder neither.
db-source = { $problem ->
        [no-files] { $path }: keine WTHOR-Datei (.wtb) und keine GGF-Datei (.ggf) in diesem Ordner
        [not-wthor] { $path }: keine WTHOR-Datei: { $why }
        [no-names] { $path }: keine { $name } neben den Partien, für ihre Namen
        [not-names] { $path }: keine WTHOR-Namensdatei: { $why }
        [not-a-file] { $path }: keine gewöhnliche Datei von höchstens 512 MB
       *[neither] { $path }: weder eine WTHOR-Datei (.wtb) noch GGF-Text
    }
# Warum der WTHOR-Leser eine Datei ablehnt (siehe en/cli.ftl).
wthor-problem = { $problem ->
        [too-short] kürzer als ein WTHOR-Kopf ({ $bytes } Bytes)
        [not-8x8] ihre Partien sind nicht auf einem 8×8-Brett gespielt (Größe { $size })
        [games-length] { $records ->
            [one] der Kopf kündigt { $records } Partie an ({ $expected } Bytes), aber die Datei hat { $bytes } Bytes
           *[other] der Kopf kündigt { $records } Partien an ({ $expected } Bytes), aber die Datei hat { $bytes } Bytes
        }
        [names-length] { $records ->
            [one] der Kopf kündigt { $records } Namen an ({ $expected } Bytes), aber die Datei hat { $bytes } Bytes
           *[other] der Kopf kündigt { $records } Namen an ({ $expected } Bytes), aber die Datei hat { $bytes } Bytes
        }
       *[illegal] Partie { $game }: Zug { $number } ist kein erlaubter Zug
    }

## othello manual.
manual-wrote = { $count ->
        [one] { $count } Handbuchseite nach { $folder } geschrieben:
       *[other] { $count } Handbuchseiten nach { $folder } geschrieben:
    }
manual-read = Lesen Sie eine mit man { $page }.

## Rarer errors: an opening book that cannot be read, a game that could not be saved or opened,
## the terminal, and what the operating system said.
book-not-a-file = { $kind ->
        [text] keine gewöhnliche Datei von höchstens 1 GB
       *[book] keine gewöhnliche Datei von höchstens 256 MB
    }
book-foreign = kein Eröffnungsbuch von othello
book-version = ein Eröffnungsbuch der Version { $version }, das dieses othello nicht lesen kann (es liest Version { $current })
book-damaged = ein beschädigtes Eröffnungsbuch: { $what ->
        [header] sein Kopf ist abgeschnitten
        [length] seine Länge passt nicht zur Zahl seiner Stellungen
        [checksum] sein Inhalt passt nicht zu seiner Prüfsumme
        [square-twice] eine Stellung mit einem doppelt besetzten Feld
        [not-canonical] eine Stellung, die nicht als ihr kanonisches Bild gespeichert ist
        [header-checksum] sein Kopf passt nicht zu seiner Prüfsumme
        [shard] sein Teil gehört nicht zu seinen Teilen
        [packed] seine gepackte Form lässt sich nicht entpacken
       *[other] { $why }
    }
# Eine Zeile eines Buchs als Text, die keine Buchstellung ist: $why ist ein book-text-problem.
book-text-line = Zeile { $line }: { $why }
# Warum eine Zeile eines Buchs als Text keine Buchstellung ist (sonst ein position-problem):
# $problem ist fields, no-move, depth, value, move-out, move-out-illegal, move-out-value,
# not-canonical oder twice.
book-text-problem = { $problem ->
        [fields] sechs Spalten erwartet: Stellung, Seite am Zug, Tiefe, Wert, Zug aus dem Buch heraus, sein Wert
        [no-move] eine Stellung, in der kein Zug möglich ist
        [depth] eine Tiefe von 0 bis 60
        [value] ein Wert in Steinen wie +1.25, innerhalb von 64
        [move-out] ein Zug aus dem Buch heraus wie f5, oder --
        [move-out-illegal] ein Zug aus dem Buch heraus, der in der Stellung nicht erlaubt ist
        [move-out-value] sein Wert in Steinen wie -0.50
        [not-canonical] eine Stellung, die nicht als ihr kanonisches Bild geschrieben ist (wie das Buch sie schreibt)
       *[twice] eine doppelt gegebene Stellung
    }
farewell-not-saved = die Partie konnte nicht gespeichert werden: { $why }
farewell-library = Deine Bibliothek ({ $id })
farewell-gone = sie ist nicht mehr da
farewell-holds-all = { $place } enthält sie mit { $moves ->
        [one] ihrem { $moves } Zug
       *[other] allen ihren { $moves } Zügen
    }: { $command } setzt sie fort.
farewell-holds-part = { $dated ->
        [yes] { $place } enthält sie, wie sie am { $date } um { $time } war, nach { $played } ihrer { $moves ->
            [one] { $moves } Zug
           *[other] { $moves } Züge
        }: { $command } setzt sie von dort fort.
       *[no] { $place } enthält sie, wie sie war, nach { $played } ihrer { $moves ->
            [one] { $moves } Zug
           *[other] { $moves } Züge
        }: { $command } setzt sie von dort fort.
    }
farewell-unreadable = { $place } kann nicht gelesen werden: { $why }
farewell-lost = { $kept ->
        [none] Nichts von ihr ist erhalten. { $moves ->
            [0] Ihre 0 Züge, wie gespielt: keine
            [one] Ihr { $moves } Zug, wie gespielt: { $transcript }
           *[other] Ihre { $moves } Züge, wie gespielt: { $transcript }
        }
       *[some] { $moves ->
            [0] Ihre 0 Züge, wie gespielt: keine
            [one] Ihr { $moves } Zug, wie gespielt: { $transcript }
           *[other] Ihre { $moves } Züge, wie gespielt: { $transcript }
        }
    }
error-cannot-open-game = { $problem ->
        [in-use] { $pid ->
            [0] kann die Partie { $game } nicht öffnen: sie ist in einem anderen othello offen.
           *[other] kann die Partie { $game } nicht öffnen: sie ist in einem anderen othello offen (Prozess { $pid }).
        }
       *[lock] kann die Partie { $game } nicht öffnen: kann sie nicht sperren: { $why }.
    }
error-open-disk-full = Der Datenträger ist voll: schaffe Platz darauf und versuche es erneut (die Partie ist sicher in { $folder }).
error-open-read-only = { $folder } kann nicht beschrieben werden, und eine laufende Partie wird nach jedem Zug gespeichert: mach den Ordner beschreibbar, oder kopiere die Partie woandershin und öffne die Kopie mit --load (othello show { $game } gibt sie solange aus).
error-terminal = Terminalfehler: { $why }
error-cannot-start = kann nicht starten: { $why }
error-cannot-make-folder = kann den Ordner { $folder } nicht anlegen: { $why }
error-cannot-write-output = kann die Ausgabe nicht schreiben: { $why }
error-no-balanced-start = --random-start { $moves }: so tief wurde keine ausgeglichene Anfangsstellung gefunden
io-error = { $kind ->
        [not-found] Datei oder Ordner nicht vorhanden
        [permission-denied] keine Berechtigung
        [already-exists] existiert bereits
        [invalid-data] der Inhalt ist nicht wie erwartet
        [storage-full] der Datenträger ist voll
        [quota-exceeded] das Speicherkontingent ist aufgebraucht
        [read-only] der Datenträger ist schreibgeschützt
        [is-a-folder] es ist ein Ordner
        [not-a-folder] ein Teil des Pfades ist kein Ordner
       *[other] { $os }
    }
error-rules-handicap = { $flag }: eine Vorgabe ist 0 bis 4 Ecken, nicht { $corners }
error-rules-no-time = { $flag }: { $side } hat keine Zeit: ein Zeitlimit muss über null liegen
error-rules-too-long = { $flag }: { $hours } Stunden sind zu lang: eine Zeit ist höchstens { $most } Stunden
error-rules-side-without-time = { $side ->
        [black] Schwarz hat keine Zeit: gib --time oder --black-time an
       *[white] Weiß hat keine Zeit: gib --time oder --white-time an
    }
