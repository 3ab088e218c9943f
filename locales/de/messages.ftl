# Deutsch: was das Spiel in seiner Statuszeile sagt, während etwas geschieht (jede Meldung ein ganzer
# Satz). Jede Meldung gibt es in jeder Sprache, mit denselben Attributen und Argumenten (ein Test
# prüft es).

## Das Spiel.
type-column-first = Gib zuerst eine Spalte ein: a-h, dann { $row }.
game-over = Die Partie ist vorbei.
over-clocks-stopped = Die Partie ist vorbei: die Uhren stehen.
over-new-or-quit = Die Partie ist vorbei: n startet eine neue, q beendet.
paused = Pause: jede Taste setzt fort.
paused-start-clocks = Pause: jede Taste startet die Uhren.
# $state ist on oder off.
move-numbers = Zugnummern auf den Steinen: { $state ->
        [on] an
       *[off] aus
    } (m).
review-nothing-yet = Noch keine Züge zum Analysieren.
review-clocks-stopped = Analyse: die Uhren stehen, bis du zur Partie zurückkehrst.
# $theme ist green, dark, light oder contrast.
theme-chosen = Farben: { $theme ->
        [green] grün
        [dark] dunkel
        [light] hell
       *[contrast] hoher Kontrast
    } (T: weiter).
# $marked ist yes oder no.
legal-marks = Gültige Züge { $marked ->
        [yes] markiert
       *[no] nicht markiert
    } (L: erneut).
preferences-not-kept = Einstellungen nicht gespeichert: { $problem }.
hints-deeper = Die Tipps schauen jetzt { $depth } Züge voraus.
hints-deeper-off = Die Tipps sind aus: i zeigt sie, t den besten Zug.
hints-deepest = Die Tipps schauen schon { $depth } Züge voraus.
# $shown ist yes oder no.
graph-shown = Wertkurve { $shown ->
        [yes] eingeblendet
       *[no] ausgeblendet
    } (Strg-G: erneut).
solve-stopped = Lösen abgebrochen (S startet es erneut).
solve-over = Die Partie ist vorbei: nichts zu lösen.
solve-on-your-move = { $name } ist am Zug: löse, wenn du selbst am Zug bist.
solve-already-solved = In dieser Sitzung schon gelöst: die Lösung steht unten.
solve-already-solving = Wird schon gelöst: Esc bricht ab.
# Was eine Taste in einer Netzwerkpartie nicht tun kann; $what ist ihr Schlüssel.
network-refused = Nicht in einer Netzwerkpartie: { $what ->
        [redo] die zurückgenommenen Züge sind verloren.
        [pause] die Uhren halten nur an, wenn die Verbindung abreißt.
        [new-game] q verlässt sie (sie bleibt in der Bibliothek), r bietet danach eine Revanche an.
        [hints] keine Tipps der Engine gegen einen Menschen.
        [edit] das Brett gehört der Partie.
       *[review] die Analyse kommt nach der Partie.
    }
borrowed-disc = { $side } hatte keinen Stein mehr in der Hand: { $side } hat einen aus der Hand von { $other } genommen.
passes = { $side } hat keinen gültigen Zug und passt.
computer-thinking-wait = { $name } denkt nach: der Zug kommt von selbst (u nimmt deinen letzten Zug zurück).
engine-chose-illegal = Die Engine hat { $square } gewählt, aber dieser Zug ist nicht erlaubt.
engine-no-move = Die Engine hat keinen Zug gefunden.
engine-failed = Der Computer kann nicht spielen: { $problem }.
search-failed = Die Analyse ist fehlgeschlagen: { $problem }.
illegal-occupied = { $square } ist schon besetzt.
illegal-flips-nothing = { $square } dreht keinen Stein um.
taken-back = { $moves ->
        [one] Zug zurückgenommen.
       *[other] { $moves } Züge zurückgenommen (deiner und die Antwort des Computers).
    }
played-again = { $moves ->
        [one] Zug wieder gespielt.
       *[other] { $moves } Züge wieder gespielt.
    }
nothing-to-undo = Nichts zurückzunehmen.
nothing-to-redo = Nichts wieder zu spielen.
not-taken-back = Nicht zurückgenommen: { $why }.
take-back-nothing = es gibt keinen Zug zum Zurücknehmen
take-back-lost-on-time = eine Niederlage durch Zeitüberschreitung kann nicht zurückgenommen werden
take-back-resigned = das Aufgeben kann nicht zurückgenommen werden
take-back-no-time = { $side } hätte ohne die Zeit, die dieser Zug eingebracht hat, keine Zeit mehr
# Die ersten Worte einer Vorgabepartie: $corners Vorgabe-Ecken für $name.
handicap-to = { $corners ->
        [one] { $name } hat die Vorgabe von { $corners } Ecke.
       *[other] { $name } hat die Vorgabe von { $corners } Ecken.
    }
# $other ist black oder white: die Seite, der die Ecken stattdessen gegeben werden können.
handicap-to-computer = { $corners ->
        [one] { $name } hat die Vorgabe von { $corners } Ecke: der Computer bekommt sie (--handicap-to { $other } gibt sie dir).
       *[other] { $name } hat die Vorgabe von { $corners } Ecken: der Computer bekommt sie (--handicap-to { $other } gibt sie dir).
    }

## Neue Partien.
# $kept ist yes, wenn die verlassene Partie Züge hatte; $from der Zug, ab dem die neue Partie beginnt (0: der Anfang).
new-game-from-move = { $from ->
        [0] Neue Partie
       *[other] Neue Partie ab Zug { $from }
    }{ $kept ->
        [yes] : die vorige steht in der Bibliothek (othello games führt sie auf).
       *[no] .
    }
new-game-set-up = Neue Partie aus der aufgebauten Stellung: { $side } ist am Zug.
new-game-set-up-passes = Neue Partie aus der aufgebauten Stellung: { $side } hat keinen gültigen Zug und passt, { $moving } ist am Zug.
rematch = Revanche, mit getauschten Farben.
back-to-the-game = Zurück zur Partie.

## Speichern.
save-type-a-name = Gib einen Dateinamen ein, oder Esc zum Abbrechen.
saved-to = Gespeichert in { $path }.
save-failed = Nicht gespeichert: { $problem }.
# Was eine Datei enthält, die gleich überschrieben wird.
holds-game = eine andere Partie ({ $black } - { $white }, { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }, { $state })
holds-unfinished = nicht beendet
holds-not-a-game = etwas anderes als eine othello-Partie
holds-unreadable = einen Spielstand, der nicht gelesen werden kann
training-record-not-kept = Die Trainingsbilanz wurde nicht gespeichert: { $problem }.

## Der Brett-Editor.
editor-cannot-play = Diese Stellung kann nicht gespielt werden: keine Seite hätte einen Zug.
editor-neither-moves = keine Seite hätte einen Zug
editor-cancelled = Das Brett ist, wie es war.

## Das Buch, das aus verlorenen Partien lernt.
learned-nothing = Das Buch kannte die Eröffnung der verlorenen Partie schon: nichts Neues zu lernen.
learned = Das Buch hat aus der verlorenen Partie gelernt: { $positions ->
        [one] { $positions } Stellung
       *[other] { $positions } Stellungen
    } durchgerechnet und in book.bin aufgenommen.
learning-failed = Das Buch konnte nicht aus der verlorenen Partie lernen: { $problem }.

## Die Zwischenablage: Kopien sagen, wohin sie gingen, und dass sie nirgends ankommen können.
copy-no-moves = Noch keine Züge zum Kopieren.
copy-not-a-position = Nichts kopiert: dieses Brett ist keine Stellung (keine Seite hätte einen Zug).
copy-failed = Nichts kopiert: ins Terminal konnte nicht geschrieben werden ({ $problem }).
copy-unread = Nichts kopiert: die Partie konnte nicht aus der Partiendatenbank gelesen werden ({ $problem }).
copied-transcript = Die Zugfolge ({ $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }) wurde in die Zwischenablage des Terminals kopiert (OSC 52).
copied-position = Die Stellung, { $side } am Zug, wurde in die Zwischenablage des Terminals kopiert (OSC 52).
copied-ggf = Die Partie wurde als GGF in die Zwischenablage des Terminals kopiert (OSC 52).
two-sentences = { $first } { $second }
clipboard-unknown = Manche Terminals ignorieren es.
clipboard-tmux = In tmux erreicht es das Terminal nur mit set -g set-clipboard on.
clipboard-iterm = iTerm2 nimmt es an, sobald „Applications in terminal may access clipboard“ angehakt ist.
clipboard-screen = GNU screen verwirft es: die Zwischenablage ist unverändert.
clipboard-vte = Dieses Terminal (VTE, wie GNOME Terminal) ignoriert es: die Zwischenablage ist unverändert.
clipboard-apple = Das macOS-Terminal ignoriert es: die Zwischenablage ist unverändert.
paste-network = Nichts geöffnet: eine eingefügte Partie öffnet sich an einer gemeinsamen Tastatur, nicht in einer Netzwerkpartie.
paste-too-long = Nichts geöffnet: der eingefügte Text ist länger als { $kib } KiB, mehr, als eine Partie braucht.
paste-not-a-record = Nichts geöffnet: der eingefügte Text ist keine Zugfolge, keine Stellung und keine GGF-Partie ({ $why }).
paste-failed = Nichts geöffnet: { $why }.
# $kind ist save, ggf, position, transcript oder database.
paste-set-up = Das Brett { $kind ->
        [save] des eingefügten othello-Spielstands
        [ggf] der eingefügten GGF-Partie
        [position] der eingefügten Stellung
        [database] der eingefügten Partie aus der Partiendatenbank
       *[transcript] der eingefügten Zugfolge
    } ist aufgebaut: Eingabe spielt diese Stellung.
pasted-opened = { $kind ->
        [save] Der eingefügte othello-Spielstand
        [ggf] Die eingefügte GGF-Partie
        [position] Die eingefügte Stellung
        [database] Die eingefügte Partie aus der Partiendatenbank
       *[transcript] Die eingefügte Zugfolge
    } wurde als neue Partie geöffnet, { $side } ist am Zug.
pasted-opened-over = { $kind ->
        [save] Der eingefügte othello-Spielstand
        [ggf] Die eingefügte GGF-Partie
        [position] Die eingefügte Stellung
        [database] Die eingefügte Partie aus der Partiendatenbank
       *[transcript] Die eingefügte Zugfolge
    } wurde als neue Partie geöffnet: die Partie ist vorbei.

## Der Filter des Explorers und die Partiendatenbank.
filter-every-game = Der Explorer zählt alle Partien.
filter-set = Der Explorer zählt die Partien von { $games }.
filter-refused = { $why }: gib einen Teil eines Namens und Jahre wie 1990-2000 ein.
filter-not-a-year = `{ $text }` ist keine Jahreszahl
filter-backwards = { $from }-{ $to } endet, bevor es beginnt
games-explorer-first = Öffne zuerst den Eröffnungs-Explorer (%): die Liste zeigt seine Partien.
games-computer-to-move = Der Computer ist am Zug: zeige die Partien, sobald er gezogen hat.
games-over = Die Partie ist vorbei: es gibt keinen Zug, dessen Partien sich zeigen ließen.
games-none = Keine der Partien führte durch diese Stellung.
games-nothing-chosen = Keine Partie zum Analysieren.
games-not-legal = Die Züge von db:{ $number } ergeben keine gültige Partie.
# $year ist 0, wenn die Datenbank es nicht kennt.
games-reviewing = db:{ $number } { $black } - { $white }, { $tournament }{ $year ->
        [0] {""}
       *[other] , { $year }
    }: nur lesen (Eingabe spielt ab hier als neue Partie weiter; Esc zurück zur Liste).
review-record-players = db:{ $number } { $black } - { $white }
review-record-event = { $tournament }{ $year ->
        [0] {""}
       *[other] , { $year }
    }
games-back-to-list = Zurück zur Liste der Partien.
games-play-on = Neue Partie ab Zug { $from } von db:{ $number }: sie gehört dir und kommt in die Bibliothek, sobald du ziehst.

## Die Analyse.
review-no-mistake-yet = In dieser Richtung ist noch kein Fehler markiert: die Analyse läuft weiter.
review-no-mistake = Kein Fehler in dieser Richtung.
review-level = Erneute Analyse auf Stufe { $level }.
# $pace ist als Sekunden geschrieben (Wörter: seconds).
autoplay-on = Die Züge laufen von selbst ab, { $pace } pro Zug (Leertaste hält an, [ ] ändern das Tempo).
autoplay-off = Automatisches Abspielen angehalten.
autoplay-pace = Automatisches Abspielen: { $pace } pro Zug.
comment-removed = Kein Kommentar zu Zug { $number }.
comment-kept = Kommentar zu Zug { $number } übernommen und mit der Partie gespeichert.
comment-database-game = Eine Partie aus der Datenbank ist nur zum Lesen: Eingabe spielt ab hier als deine eigene Partie weiter, die du kommentieren kannst.
comment-final-position = Die Endstellung ist kein Zug, den man kommentieren könnte: <- zeigt den letzten Zug.

## Der Chat: wie deine eigenen Zeilen darin stehen.
chat-you = Du

## Wenn der Bildschirm weg ist: wo die Partie aufbewahrt ist ($id ist ihr Name in der Bibliothek).
farewell-over = Die Partie ist in deiner Bibliothek als { $id }: othello show { $id }
farewell-resume = Die Partie ist in deiner Bibliothek als { $id }: othello --resume { $id } setzt sie fort.
