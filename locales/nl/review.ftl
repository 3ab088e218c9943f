# Nederlands: het paneel van het naspelen en het venster van de openingsverkenner. Elke boodschap
# hier bestaat in elke taal, met dezelfde attributen en argumenten (een test controleert dat).

## Het paneel van het naspelen.
review-title = Naspelen
review-move-of = zet { $number } van { $total }
review-final-position = { $total ->
        [one] de eindpositie, na { $total } zet
       *[other] de eindpositie, na { $total } zetten
    }
review-at-level = niveau { $level }
# De balans van elke kleur: $lost en $mistakes komen opgevuld tot hun kolommen.
review-tally = verloren { $lost } fouten { $mistakes }
review-blunders = blunders { $blunders }
review-analysing = analyse: { $done } van { $total } zetten klaar
review-played = { $side } speelde
# De score van de zet, met de waarde ervan volgens het openingsboek.
review-score-book = { $score }, boek { $book }
review-best = beste { $moves } ({ $score })
review-lost = { $discs ->
        [0] een beste zet
        [one] { $discs } schijf verloren
       *[other] { $discs } schijven verloren
    }
# Het label van een variant, hooguit 6 kolommen: $label is line (de beste variant) of played.
review-line-label = { $label ->
        [line] beste
       *[played] gezet
    }
review-waiting = { $square } gespeeld: wachten op de engine
review-graph-for-black = voor zwart

## De openingsverkenner (%): de zetten uit de partijendatabase vanuit de positie.
explorer-title = Partijendatabase (%)
explorer-title-filtered = Partijendatabase (%): { $filter }
explorer-over = De partij is afgelopen.
explorer-looking = Zoeken…
explorer-no-such-game = de database heeft geen partij db:{ $number }
explorer-no-database = nog geen partijendatabase in { $folder }: importeer partijen met othello db import
# $total is het aantal, $total_text hetzelfde geschreven met de scheidingstekens van de taal.
explorer-none = { $total ->
        [one] Geen enkele partij kwam door deze positie ({ $total_text } partij in totaal).
       *[other] Geen van de { $total_text } partijen kwam door deze positie.
    }
explorer-games = { $total ->
        [one] { $games } van { $total_text } partij
       *[other] { $games } van { $total_text } partijen
    }
# De kop van de tabel, elk hooguit zo breed als zijn kolom: zet 4, partijen 8, uitslagen 11,
# gemiddelde 5, score 5 kolommen.
explorer-head = De kolommen van de verkenner
    .move = Zet
    .games = Partijen
    .results = Zwart W/G/V
    .mean = Gem.
    .value = Score
explorer-legend = Score: b het openingsboek, h de hints
explorer-legend-plies = Score: b het openingsboek ({ $plies }), h de hints
