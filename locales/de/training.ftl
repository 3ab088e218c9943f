# Deutsch: die Trainer (Endspielaufgaben und das Eröffnungstraining): ihre Seitenleiste und was sie
# in der Statuszeile sagen. Jede Meldung gibt es in jeder Sprache, mit denselben Attributen und
# Argumenten (ein Test prüft es).

## Wörter, die beide Trainer teilen.
training-streak = Serie { $current } (beste { $best }), { $right } von { $tried } richtig
training-record-unreadable = (die Datei der Trainingsbilanz konnte nicht gelesen werden: sie wird nicht gespeichert)
not-a-move-here = { $square } ist hier kein gültiger Zug.
# Eine Auswahl von Aufgaben: $same ist yes, wenn $fewest und $most dieselbe Zahl sind; $margin ist -1 für beliebig.
difficulty = { $same ->
        [yes] { $fewest } leere Felder
       *[no] { $fewest } bis { $most } leere Felder
    }{ $margin ->
        [-1] {""}
       *[other] , Abstand höchstens { $margin }
    }
# Eine zu übende Variante, im Satz: $name ist der eigene Name einer Eröffnung (Tiger, Rose...).
# Beide Formen sind weiblich: die Meldungen unten setzen sie nur in den Nominativ oder Akkusativ.
line-named = die Eröffnung { $name }
line-book = die Hauptvariante des Buchs

## Endspielaufgaben: $way ist play-out (jeder Zug bis zum Ende) oder first-move (nur der erste).
puzzle-title = Endspielaufgabe
puzzle-to-move = { $side } am Zug, { $empties } leere Felder
puzzle-from = Quelle: { $source }
puzzle-set = Auswahl: { $set }
puzzle-way = Modus: { $way ->
        [play-out] ausspielen (p: erster Zug)
       *[first-move] erster Zug (p: ausspielen)
    }
puzzle-played = Gespielt: { $moves }
puzzle-judging = Der Löser prüft…
puzzle-answering = Der Löser antwortet…
puzzle-solved = Gelöst.
puzzle-missed = Verfehlt.
puzzle-solution = Lösung.
puzzle-best-line = Beste Variante: { $moves }
puzzle-best-line-here = Beste Variante ab hier: { $moves }
puzzle-line-from-start = Variante ab der Stellung der Aufgabe: { $moves }
puzzle-line = Variante: { $moves }
puzzle-first-moves = Die ersten Züge:
puzzle-moves-here = Die Züge hier:
puzzle-its-first-moves = Die ersten Züge der Aufgabe:
# Neben den besten Zügen in der Liste der Werte.
puzzle-best-mark = beste
puzzle-none-with = Keine Aufgabe in dieser Auswahl: { $set }.
puzzle-intro = { $side } ist am Zug: { $way ->
        [play-out] spiele die Stellung bis zum Ende aus, jeder Zug muss der beste sein.
       *[first-move] finde den besten Zug.
    }
puzzle-set-now = Aufgaben: { $set }.
puzzle-way-now = { $way ->
        [play-out] Die Stellung wird bis zum Ende ausgespielt.
       *[first-move] Nur der erste Zug zählt.
    }
puzzle-over = Diese Aufgabe ist beendet: n die nächste, r noch einmal.
puzzle-judging-move = { $square }: der Löser prüft den Zug...
# Während eine Aufgabe ausgespielt wird: dein Zug war der beste, und $side (der Löser) hat geantwortet.
puzzle-progress = { $yours }: bester Zug. { $side } antwortet mit { $answer }; du bist am Zug.
puzzle-solved-out = Gelöst: mit perfektem Spiel bis zum Ende ausgespielt, { $score } (n die nächste).
puzzle-right = Richtig: { $best } ({ $score } bei perfektem Spiel) (n die nächste).
puzzle-right-second = Richtig: { $best } ({ $score } bei perfektem Spiel); zweitbester Zug { $second } ({ $second_score }) (n die nächste).
# $at ist 0 für den ersten Zug der Aufgabe, sonst die Nummer deines Zuges, der verloren hat.
puzzle-missed-move = { $played }{ $at ->
        [0] {""}
       *[other] , dein { $at }. Zug,
    } verliert { $lost ->
        [one] { $lost } Stein
       *[other] { $lost } Steine
    }: am besten { $best } { $score }, die Variante { $line } (r noch einmal, n die nächste).
puzzle-best = { $from ->
        [here] Hier am besten { $best } { $score }: { $line } (n die nächste).
        [start] Ab der Stellung der Aufgabe am besten { $best } { $score }: { $line } (n die nächste).
       *[puzzle] Am besten { $best } { $score }: { $line } (n die nächste).
    }

## Das Eröffnungstraining.
drill-title = Eröffnungstraining
drill-line = Variante: { $line }
drill-you-play = Du spielst { $side }
drill-opening = Eröffnung: { $name }
drill-moves = Züge: { $moves }
drill-missed = Verfehlt: { $misses }
drill-over = Zu Ende (n: noch einmal)
drill-intro = Übe { $line }: spiele die Züge von { $side }.
drill-line-over = Diese Variante ist zu Ende: r noch einmal, p die andere Seite.
drill-right = { $square }: richtig.
# Ein falscher Zug: $played ist none, wenn der Zug des Programms gezeigt wurde (s), statt dass ein Zug
# gespielt wurde; $line_start ist $line mit großem Anfangsbuchstaben; $value (der Wert des richtigen
# Zuges im Buch) und $name (die Eröffnung, die der richtige Zug ergibt) sind none, wenn unbekannt.
drill-wrong = { $played ->
        [none] { $line_start }
       *[other] Nicht { $played }: { $line }
    } wird mit { $right } fortgesetzt{ $value ->
        [none] {""}
       *[other] {" "}({ $value } im Buch)
    }{ $name ->
        [none] .
       *[other] ; das ist die Eröffnung { $name }.
    }
drill-all-found = Du hast { $line } durchgespielt und jeden Zug gefunden.
drill-end = Du hast { $line } durchgespielt: { $misses ->
        [one] { $misses } Zug
       *[other] { $misses } Züge
    } verfehlt (n noch einmal).

## Die Liste der Eröffnungen des Trainings.
chooser-title = Eröffnung zum Üben wählen
chooser-name = Name: { $typed }_
chooser-none = Keine Eröffnung hat das im Namen.
chooser-count = { $count } Treffer
chooser-book-line = Die Hauptvariante des Buchs
chooser-intro = Wähle die Eröffnung zum Üben: tippe einen Teil ihres Namens ein, mit Eingabe übst du sie.
chooser-none-type-less = Keine Eröffnung hat das im Namen: gib weniger davon ein.
