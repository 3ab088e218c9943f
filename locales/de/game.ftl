# Deutsch: der Bildschirm des Spiels (die Statuszeilen, die Seitenleiste, die Wörter des Bretts) und
# die Erkenntnisse der Engine, wie der Spieler sie liest. Jede Meldung gibt es in jeder Sprache, mit
# denselben Attributen und Argumenten (ein Test prüft es).

## Der eigene Name der Sprache (die Zeile „Sprache“ im Bildschirm „Neue Partie“).
language-name = Deutsch

## Die Seiten und die Spieler.
side-black = Schwarz
side-white = Weiß
# Der Name des Computers, wenn er keinen eigenen hat.
player-computer = Computer (Stufe { $level })
# Eine Seite mit dem Namen ihres Spielers: „Schwarz (Anna)“.
player-titled = { $side } ({ $name })
player-titled-computer = { $side } (Computer, Stufe { $level })

## Gezählte Dinge ($count ist eine Zahl: der Plural richtet sich nach ihr).
discs = { $count ->
        [one] { $count } Stein
       *[other] { $count } Steine
    }
legal-moves = { $count ->
        [one] { $count } gültiger Zug
       *[other] { $count } gültige Züge
    }
plies = { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    }
plies-range = { $shallowest }-{ $deepest } Züge
# $seconds ist schon mit dem Dezimalzeichen der Sprache geschrieben.
seconds = { $seconds } s
# Zwischen den Gliedern einer Aufzählung, etwa der geltenden Regeln.
list-separator = {", "}
# Ein Passen, wo ein Zug genannt würde.
move-pass = passen

## Ergebnisse: $won und $lost sind der Endstand, $won_discs und $lost_discs die Steine auf dem Brett.
outcome-discs = { $empties ->
        [0] { $winner } gewinnt { $won }-{ $lost }
        [one] { $winner } gewinnt { $won }-{ $lost } ({ $won_discs }-{ $lost_discs } auf dem Brett; das leere Feld geht an den Sieger)
       *[other] { $winner } gewinnt { $won }-{ $lost } ({ $won_discs }-{ $lost_discs } auf dem Brett; die { $empties } leeren Felder gehen an den Sieger)
    }
outcome-forfeit = { $ending ->
        [time] { $loser } hat die Zeit überschritten: { $winner } gewinnt { $won }-{ $lost } ({ $won_discs }-{ $lost_discs } auf dem Brett)
       *[resigned] { $loser } hat aufgegeben: { $winner } gewinnt { $won }-{ $lost } ({ $won_discs }-{ $lost_discs } auf dem Brett)
    }
outcome-draw = { $empties ->
        [0] Unentschieden 32-32
       *[other] Unentschieden 32-32 ({ $black_discs }-{ $white_discs } auf dem Brett)
    }

## Die geltenden Regeln in wenigen Worten: jedes Glied eine Meldung, die Glieder aufgezählt.
in-force-untimed = ohne Uhr
in-force-time-each = je { $time }
in-force-time-by-side = { $black } für Schwarz, { $white } für Weiß
in-force-increment = { $time } + { $seconds } pro Zug
in-force-delay = Verzögerung { $seconds }
in-force-handicap = { $corners ->
        [one] Vorgabe: 1 Ecke für { $receiver }
       *[other] Vorgabe: { $corners } Ecken für { $receiver }
    }

## Die Statuszeilen. $verdict ist win, draw oder loss; $score ein Wert wie +4.
to-move = { $name } ist am Zug
to-move-clocks-wait = { $name } ist am Zug: die Uhren starten mit der ersten Taste
typed = Eingabe: { $letter }_
thinking = { $name } denkt nach...
thinking-book = { $name } denkt nach: aus dem Eröffnungsbuch, { $best } ({ $score })
thinking-exact = { $name } denkt nach: bis zum Ende gelöst, bester Zug { $best } (genau { $score })
thinking-sure = { $name } denkt nach: sieht das Ende, bester Zug { $best } ({ $score }, zu { $percent } % sicher)
thinking-proven = { $name } denkt nach: sieht das Ende, { $best } { $verdict ->
        [win] gewinnt
        [draw] hält remis
       *[loss] verliert
    } (bewiesen; { $score }, zu { $percent } % sicher)
thinking-depth = { $name } denkt nach: Tiefe { $depth }, bester Zug { $best } ({ $score })
# Das laufende Lösen: $step ist eine der solving-Meldungen unten; $nodes und $seconds sind schon geschrieben.
solving = Löse das Endspiel ({ $empties } leere Felder): { $step }; { $nodes } Knoten, { $seconds } s (Esc bricht ab).
solving-first-steps = erste Schritte
solving-exact = genau, bester Zug { $best } ({ $score })
solving-proven = { $side } { $verdict ->
        [win] gewinnt
        [draw] spielt remis
       *[loss] verliert
    } (bewiesen) mit { $best }, { $score }, zu { $percent } % sicher
solving-sure = zu { $percent } % sicher, bester Zug { $best } ({ $score })
solving-depth = Tiefe { $depth }, bester Zug { $best } ({ $score })
# $outcome ist win, draw oder loss für $side, die Seite am Zug; $margin die Steine, um die sie gewinnt oder verliert.
solved = Gelöst: { $best } ist der beste Zug, { $side } { $outcome ->
        [win] gewinnt um { $margin ->
            [one] { $margin } Stein
           *[other] { $margin } Steine
        }
        [draw] spielt remis
       *[loss] verliert um { $margin ->
            [one] { $margin } Stein
           *[other] { $margin } Steine
        }
    } bei perfektem Spiel ({ $score }; { $nodes } Knoten, { $seconds } s).
not-saved = Nicht gespeichert: { $problem }. Nach jedem Zug wird es erneut versucht.
opening-book-moves = Eröffnungsbuch ({ $depths }): { $moves }.
review-comment = Kommentar zu { $number }. { $played }: { $comment }
review-autoplay = Automatisch, { $seconds } pro Zug (Leertaste hält an).
editor-status = Brett-Editor: Schwarz { $black ->
        [one] { $black } Stein
       *[other] { $black } Steine
    }, Weiß { $white ->
        [one] { $white } Stein
       *[other] { $white } Steine
    }; { $side } ist am Zug ({ $moves }). Die Markierungen sind die gültigen Züge.
editor-passes-first = kein gültiger Zug: { $side } passt zuerst

## Die Tipps in der Statuszeile: $what ist hints-every oder hints-best.
hints-every = Tipps (i)
hints-best = Bester Zug (t)
hints-on = { $what }: an.
hints-thinking = { $what }: wird berechnet...
hints-exact = { $what }: bis zum Ende gelöst, genaue Endergebnisse in Steinen.
# $more ist yes, solange die Suche weiterläuft.
hints-sure = { $what }: Endergebnisse in Steinen, zu { $percent } % sicher{ $more ->
        [yes] , bald sicherer.
       *[no] .
    }
hints-proven = { $what }: { $best } { $verdict ->
        [win] gewinnt
        [draw] hält remis
       *[loss] verliert
    } (bewiesen); Endergebnisse in Steinen, zu { $percent } % sicher{ $more ->
        [yes] , bald sicherer.
       *[no] .
    }
hints-deepening = { $what }: Tiefe { $depth } von { $target }, wird vertieft; Werte in Steinen.
hints-depth = { $what }: Tiefe { $depth }; Werte in Steinen; + tiefer.

## Die Strategie-Ansicht (o), eine Zeile dazu, was ihre Markierungen bedeuten.
overlay-stable = Stabile Steine (*): sie können nie mehr umgedreht werden; Schwarz hat { $black }, Weiß { $white }. Zuerst die Ecken, dann von dort aus die Kanten. (o: weiter)
overlay-frontier = Frontsteine (+): neben einem leeren Feld, Mauern, die dem Gegner Züge geben; Schwarz hat { $black }, Weiß { $white }. Weniger ist besser. (o: weiter)
overlay-corners = X- und C-Felder (X, C) neben einer leeren Ecke: wer eines besetzt, kann die Ecke hergeben. (o: weiter)
overlay-parity = Parität: { $regions } leere Regionen, { $odd } ungerade (die Ziffer ist die Größe der Region, # für 10 oder mehr; fett: ungerade). Der letzte Zug in einer Region bringt Vorteil: spiele zuerst in den ungeraden. (o: weiter)
overlay-parity-later = Parität: die leeren Regionen werden ab { $from } leeren Feldern markiert (jetzt { $empties }). (o: weiter)

## Die Zeile einer Netzwerkpartie.
network-waiting-code = Warte auf einen Spieler: { $command }
network-waiting = Warte auf einen Spieler.
network-reading-rules = { $name } liest die Regeln...
# $milliseconds ist -1, bevor die erste Umlaufzeit gemessen ist; $sent ist none oder ein Feld.
network-connected = { $milliseconds ->
        [-1] { $name } ist verbunden
       *[other] { $name } ist verbunden, { $milliseconds } ms
    }{ $sent ->
        [none] .
       *[other] ; { $sent } gesendet.
    }
network-lost-over = Verbindung zu { $name } verloren: die Partie ist vorbei und bleibt auf dieser Seite gespeichert.
network-lost-host-their-clock = Verbindung zu { $name } verloren: warte auf die Rückkehr; die gegnerische Uhr läuft weiter, denn der Gegner ist am Zug.
network-lost-guest-your-clock = Verbindung zu { $name } verloren: versuche, den Host zu erreichen; deine Uhr läuft weiter, denn du bist am Zug.
network-lost-host-stopped = Verbindung zu { $name } verloren: warte auf die Rückkehr; die Uhren stehen; dein Zug wird gesendet, sobald der Gegner zurück ist.
network-lost-guest-stopped = Verbindung zu { $name } verloren: versuche, den Host zu erreichen; die Uhren stehen.

## Die Seitenleiste.
panel-wins = gewinnt
# Die Beschriftung der Uhr: verbleibende Zeit, oder verbrauchte Zeit in einer Partie ohne Uhr.
panel-clock-left = übrig
panel-clock-used = verbraucht
panel-in-hand = { $count } in der Hand
panel-opening = Eröffnung:
panel-moves = Züge
panel-moves-none = noch keine
panel-moves-hidden = verborgen während der Pause
panel-moves-more = Züge ({ $rows } weitere: BildAuf BildAb)
# Aus welcher Suche die Zahlen stammen.
source-book = Buch
source-exact = genau
source-sure = zu { $percent } % sicher
source-depth = Tiefe { $depth }
source-depth-selective = Tiefe { $depth } selektiv
lines-heading = Varianten ({ $source })
lines-heading-exact = Varianten (genau, bis zum Ende gespielt)
# Die Beschriftung einer Variante, höchstens 6 Spalten: $label ist best oder cursor.
lines-label = { $label ->
        [best] beste
       *[cursor] Cursor
    }
# Ein bewiesenes Ergebnis eines Zuges, neben seinem Wert.
verdict = { $verdict ->
        [win] gewinnt
        [draw] remis
       *[loss] verliert
    }

## Das Brett und die Kurve.
board-paused = Pause: jede Taste setzt fort
graph-title = Werte für Schwarz:
graph-computer = Computer
graph-hints = Tipps
graph-move = Zug
too-small = Das Terminal ist { $size } groß; othello braucht mindestens { $least }. Vergrößere das Fenster (q beendet).

## Die Hilfe (?): ihre Überschriften, was die Markierungen des Bretts bedeuten (.large: auf einem großen Brett), ihr Fuß.
help-title = Hilfe
help-keys = Tasten
help-keys-review = Tasten der Analyse
help-on-the-board = Auf dem Brett
help-in-the-save-box = Im Speicherdialog
help-mark-discs = schwarze und weiße Steine
    .large = schwarze und weiße Steine (groß und rund auf einem großen Brett)
help-mark-legal = ein gültiger Zug des Spielers am Zug
    .large = ein gültiger Zug des Spielers am Zug (• auf einem großen Brett)
help-mark-cursor = der Cursor
    .large = der Cursor
help-mark-last-move = der letzte Zug, auch unterstrichen
    .large = der letzte Zug, auch unterstrichen (ein Punkt auf einem großen Stein)
help-mark-flipped = die vom letzten Zug umgedrehten Steine, für einen Moment
    .large = die vom letzten Zug umgedrehten Steine, für einen Moment (grau oder blass auf einem großen Brett)
help-mark-number = mit m: der Zug, der den Stein gesetzt hat
    .large = mit m: der Zug, der den Stein gesetzt hat
help-mark-stable = mit o: stabile Steine; Frontsteine
    .large = mit o: stabile Steine; Frontsteine
help-mark-x-c = mit o: X- und C-Felder neben einer leeren Ecke
    .large = mit o: X- und C-Felder neben einer leeren Ecke
help-mark-region = mit o: die Größe einer leeren Region (fett, wenn ungerade)
    .large = mit o: die Größe einer leeren Region (fett, wenn ungerade)
help-mark-running = die Uhr, die gerade läuft
    .large = die Uhr, die gerade läuft
help-mark-low = eine Uhr mit wenig Restzeit
    .large = eine Uhr mit wenig Restzeit
help-mark-winner = der Sieger
    .large = der Sieger
help-to-rules = r die Regeln
help-to-keys = r die Tasten
rules-box-title = Regeln
# $arrows sind die Pfeiltasten, wie das Terminal sie zeigt; $other ist help-to-rules oder help-to-keys.
help-foot-scroll = { $arrows } BildAuf BildAb blättern; { $other }; jede andere Taste schließt
help-foot = { $other }; jede andere Taste schließt

## Das Fenster des Bildschirms „Neue Partie“.
new-game-title = Neue Partie
new-game-stays = Die laufende Partie bleibt in der Bibliothek.

## Fragen und Fenster.
quit-title = Beenden
quit-question = Beenden? Die Partie bleibt in deiner Bibliothek: othello --resume setzt sie fort.
overwrite-title = Ersetzen?
# $holds sagt, was die Datei enthält, etwa „eine beendete Partie“.
overwrite-question = { $path } enthält { $holds }. Durch diese Partie ersetzen?
asked-title = Anfrage
resign-title = Aufgeben
resign-question = Diese Partie aufgeben? Sie endet sofort, und der andere Spieler gewinnt.
open-pasted-title = Öffnen?
# $kind ist save, ggf, position, transcript oder database.
open-pasted-question = { $kind ->
        [save] Den eingefügten othello-Spielstand
        [ggf] Die eingefügte GGF-Partie
        [position] Die eingefügte Stellung
        [database] Die eingefügte Partie aus der Partiendatenbank
       *[transcript] Die eingefügte Zugfolge
    } als neue Partie öffnen? Die laufende Partie bleibt in deiner Bibliothek.
chat-title = Chat
chat-say-to = An { $name }:
chat-keys = Eingabe: senden   Esc: abbrechen
chat-nothing-yet = Noch nichts gesagt: t zum Schreiben.
chat-history-keys = Hoch Runter BildAuf BildAb: blättern   t: schreiben   jede andere Taste: zurück
copy-title = Kopieren
copy-what = Über das Terminal in die Zwischenablage kopieren (OSC 52; manche Terminals, und tmux ohne set-clipboard on, ignorieren es):
comment-title = Kommentar
comment-on = Kommentar zu { $about }:
comment-keys = Eingabe: übernehmen (leer entfernt ihn)   Esc: abbrechen
filter-title = Explorer-Filter
filter-what = Die Partien des Explorers: ein Teil eines Spielernamens und Jahre (2005, 1990-2000, 2000-); leer für alle Partien.
filter-keys = Eingabe: diese Partien zählen   Esc: abbrechen
save-title = Speichern
save-as = Partie speichern als (ein Name allein kommt nach { $folder }):
save-keys = Eingabe: speichern   Esc: abbrechen
save-keys-then-quit = Eingabe: speichern und beenden   Esc: abbrechen
save-editing = Bearbeiten: { $arrows } Pos1 Ende Strg-U Strg-W

## Das Ergebnisbanner.
result-title = Partie beendet
result-wins = { $name } gewinnt { $won }-{ $lost }
result-draw = Unentschieden 32-32
result-out-of-time = { $name } hat die Zeit überschritten
result-resigned = { $name } hat aufgegeben
result-on-the-board = { $first }-{ $second } auf dem Brett
result-any-key = jede Taste schließt

## Die Partien der Partiendatenbank durch diese Stellung.
# $games ist die Anzahl, $games_text dieselbe, mit den Trennzeichen der Sprache geschrieben.
games-title = Partiendatenbank: die Partien dieser Stellung
games-of-move = { $square }: { $games ->
        [one] { $games_text } Partie
       *[other] { $games_text } Partien
    }, { $share } % aller Partien   (← → anderer Zug)
games-every-move = Alle Züge: { $games ->
        [one] { $games_text } Partie aufgeführt
       *[other] { $games_text } Partien aufgeführt
    }   (← → die eines Zuges)
games-keys = ↑ ↓ wählen   Eingabe analysieren (nur lesen)   Esc zurück

## Die Zeilen des Bildschirms „Neue Partie“: die Beschriftungen (Attribute einer Meldung), dann die Werte.
new-game-labels = Die Optionen der neuen Partie
    .opponent = Gegner
    .level = Stufe
    .time = Bedenkzeit
    .increment = Inkrement
    .handicap = Vorgabe
    .start = Start
    .hint-depth = Tipp-Tiefe
    .hint-solve = Tipp-Lösung
    .learning = Lernen
    .language = Sprache
new-game-opponent-person = ein Mensch an dieser Tastatur
# $side ist black oder white.
new-game-opponent-computer = der Computer, spielt { $side ->
        [black] Schwarz
       *[white] Weiß
    }
new-game-needs-computer = (gegen den Computer)
new-game-needs-time = (mit Bedenkzeit)
new-game-needs-standard-start = (mit der Grundstellung)
new-game-untimed = ohne Uhr
new-game-minutes = je { $minutes } Min.
new-game-none = keine
new-game-off = aus
new-game-increment = { $seconds } s pro Zug
new-game-handicap = { $corners ->
        [one] { $corners } Ecke für { $side ->
            [black] Schwarz
           *[white] Weiß
        }
       *[other] { $corners } Ecken für { $side ->
            [black] Schwarz
           *[white] Weiß
        }
    }
new-game-learning-standard-only = an, nur ab der Grundstellung ohne Vorgabe
new-game-learning-on = das Buch lernt aus den Niederlagen des Computers
new-game-start-standard = Grundstellung
new-game-start-random = zufällig, ausgeglichen, nach 8 Zügen
new-game-start-editor = im Brett-Editor aufgebaut
new-game-exact-from = genau ab { $empties } leeren Feldern
new-game-system-language = die des Systems (LANG)
