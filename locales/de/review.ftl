# Deutsch: die Seitenleiste der Analyse und das Fenster des Eröffnungs-Explorers. Jede Meldung gibt
# es in jeder Sprache, mit denselben Attributen und Argumenten (ein Test prüft es).

## Die Seitenleiste der Analyse.
review-title = Analyse
review-move-of = Zug { $number } von { $total }
review-final-position = { $total ->
        [one] die Endstellung, nach { $total } Zug
       *[other] die Endstellung, nach { $total } Zügen
    }
review-at-level = Stufe { $level }
# Die Bilanz jeder Seite: $lost und $mistakes kommen auf ihre Spaltenbreite aufgefüllt.
review-tally = Verlust { $lost } Fehler { $mistakes }
review-blunders = Patzer { $blunders }
review-analysing = { $total ->
        [one] wird analysiert: { $done } von { $total } Zug fertig
       *[other] wird analysiert: { $done } von { $total } Zügen fertig
    }
review-played = { $side } spielte
# Der Wert des Zuges, mit dem Wert, den ihm das Eröffnungsbuch gibt.
review-score-book = { $score }, Buch { $book }
review-best = am besten { $moves } ({ $score })
review-lost = { $discs ->
        [0] ein bester Zug
        [1] 1 Stein verloren
       *[other] { $discs } Steine verloren
    }
# Die Beschriftung einer Variante, höchstens 6 Spalten: $label ist line (die beste Variante) oder played.
review-line-label = { $label ->
        [line] beste
       *[played] Partie
    }
review-waiting = { $square } gespielt: warte auf die Engine
review-graph-for-black = für Schwarz

## Der Eröffnungs-Explorer (%): die Züge der Partiendatenbank ab der Stellung.
explorer-title = Partiendatenbank (%)
explorer-title-filtered = Partiendatenbank (%): { $filter }
explorer-over = Die Partie ist vorbei.
explorer-looking = Suche…
explorer-no-such-game = die Datenbank hat keine Partie db:{ $number }
explorer-no-database = noch keine Partiendatenbank in { $folder }: importiere Partien mit othello db import
# $total ist die Anzahl, $total_text dieselbe, mit den Trennzeichen der Sprache geschrieben.
explorer-none = { $total ->
        [one] Von { $total_text } Partie führte keine durch diese Stellung.
       *[other] Von { $total_text } Partien führte keine durch diese Stellung.
    }
explorer-games = { $total ->
        [one] { $games } von { $total_text } Partie
       *[other] { $games } von { $total_text } Partien
    }
# Die Überschriften der Tabelle, jede höchstens so breit wie ihre Spalte: move 4, games 8,
# results 11, mean 5, value 5 Spalten.
explorer-head = Die Spalten des Explorers
    .move = Zug
    .games = Partien
    .results = Schw. S/U/N
    .mean = Ø
    .value = Wert
explorer-legend = Wert: b das Eröffnungsbuch, h die Tipps
explorer-legend-plies = Wert: b das Eröffnungsbuch ({ $plies }), h die Tipps
