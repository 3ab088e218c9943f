# Nederlands: de trainingen (eindspelpuzzels en de openingsoefening): hun paneel en wat ze op de
# statusregel zeggen. Elke boodschap hier bestaat in elke taal, met dezelfde attributen en
# argumenten (een test controleert dat).

## Woorden die beide trainingen gebruiken.
training-streak = Reeks { $current } (record { $best }), { $right } van { $tried } goed
training-record-unreadable = (het bestand met de trainingsresultaten kon niet worden gelezen: niet bewaard)
not-a-move-here = { $square } is hier geen geldige zet.
# Een reeks puzzels: $same is yes als $fewest en $most hetzelfde getal zijn; $margin is -1 bij elk verschil.
difficulty = { $same ->
        [yes] { $fewest } lege velden
       *[no] { $fewest } tot { $most } lege velden
    }{ $margin ->
        [-1] {""}
       *[other] , verschil hooguit { $margin }
    }
# Een variant om te oefenen, in een zin: $name is de eigen naam van een opening (Tiger, Rose...).
line-named = de { $name }
line-book = de hoofdvariant van het boek

## Eindspelpuzzels: $way is play-out (elke zet tot het einde) of first-move (alleen de eerste).
puzzle-title = Eindspelpuzzel
puzzle-to-move = { $side } aan zet, { $empties } lege velden
puzzle-from = Uit { $source }
puzzle-set = Puzzels: { $set }
puzzle-way = Opdracht: { $way ->
        [play-out] uitspelen (p: eerste zet)
       *[first-move] eerste zet (p: uitspelen)
    }
puzzle-played = Gespeeld: { $moves }
puzzle-judging = De computer beoordeelt de zet…
puzzle-answering = De computer antwoordt…
puzzle-solved = Opgelost.
puzzle-missed = Gemist.
puzzle-solution = Oplossing.
puzzle-best-line = Beste variant: { $moves }
puzzle-best-line-here = Beste variant vanaf hier: { $moves }
puzzle-line-from-start = Variant vanuit de beginpositie van de puzzel: { $moves }
puzzle-line = Variant: { $moves }
puzzle-first-moves = De eerste zetten:
puzzle-moves-here = De zetten hier:
puzzle-its-first-moves = De eerste zetten van de puzzel:
# Naast de beste zetten in de lijst met scores.
puzzle-best-mark = beste
puzzle-none-with = Geen puzzel met { $set }.
puzzle-intro = { $side } is aan zet: { $way ->
        [play-out] speel de positie uit, met steeds de beste zet.
       *[first-move] vind de beste zet.
    }
puzzle-set-now = Puzzels met { $set }.
puzzle-way-now = { $way ->
        [play-out] Speel de positie uit.
       *[first-move] Alleen de eerste zet.
    }
puzzle-over = Deze puzzel is afgelopen: n de volgende, r nog eens.
puzzle-judging-move = { $square }: de computer beoordeelt de zet...
# Terwijl een puzzel wordt uitgespeeld: je zet was de beste, en $side (de computer) antwoordde.
puzzle-progress = { $yours }: de beste zet. { $side } antwoordt met { $answer }; jij bent aan zet.
puzzle-solved-out = Opgelost: perfect uitgespeeld tot een eindscore van { $score } (n: volgende).
puzzle-right = Goed: { $best } ({ $score } bij perfect spel) (n: volgende).
puzzle-right-second = Goed: { $best } ({ $score } bij perfect spel); op één na beste { $second } ({ $second_score }) (n: volgende).
# $at is 0 bij de eerste zet van de puzzel, anders het nummer van jouw zet die verloor.
puzzle-missed-move = { $played }{ $at ->
        [0] {""}
       *[other] , je { $at }e zet,
    } verliest { $lost ->
        [one] { $lost } schijf
       *[other] { $lost } schijven
    }: het beste is { $best } { $score }, variant { $line } (r: nog eens, n: volgende).
puzzle-best = { $from ->
        [here] Het beste hier is { $best } { $score }: { $line } (n: volgende).
        [start] Vanuit de beginpositie van de puzzel is { $best } { $score } het beste: { $line } (n: volgende).
       *[puzzle] Het beste is { $best } { $score }: { $line } (n: volgende).
    }

## De openingsoefening.
drill-title = Openingsoefening
drill-line = Variant: { $line }
drill-you-play = Jij speelt { $side }
drill-opening = Opening: { $name }
drill-moves = Zetten: { $moves }
drill-missed = Gemist: { $misses }
drill-over = De variant is afgelopen (n: nog eens)
drill-intro = Speel de zetten van { $side } in { $line }.
drill-line-over = Deze variant is afgelopen: r nog eens, p met de andere kleur.
drill-right = { $square }: goed.
# Een verkeerde zet: $played is none als de zet van het programma getoond werd (s) in plaats van
# een gespeelde zet; $line_start is $line met een hoofdletter; $value (de waarde van de juiste zet
# in het boek) en $name (de opening die de juiste zet maakt) zijn none als ze onbekend zijn.
drill-wrong = { $played ->
        [none] { $line_start }
       *[other] Niet { $played }: { $line }
    } gaat verder met { $right }{ $value ->
        [none] {""}
       *[other] {" "}({ $value } in het boek)
    }{ $name ->
        [none] .
       *[other] ; dit is de { $name }.
    }
drill-all-found = Alle zetten van { $line } gevonden.
drill-end = Einde van { $line }: { $misses ->
        [one] { $misses } zet
       *[other] { $misses } zetten
    } gemist (n: nog eens).

## De lijst met openingen van de oefening.
chooser-title = Kies de opening om te oefenen
chooser-name = Naam: { $typed }_
chooser-none = Geen enkele opening heeft dat in de naam.
chooser-count = { $count } gevonden
chooser-book-line = De hoofdvariant van het boek
chooser-intro = Kies de opening om te oefenen: typ een deel van de naam, Enter start de oefening.
chooser-none-type-less = Geen enkele opening heeft dat in de naam: typ er minder van.
