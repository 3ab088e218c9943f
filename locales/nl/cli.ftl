# Nederlands: de eigen woorden van de opdrachtregel, voor mensen (wat de subopdrachten als tekst
# afdrukken, de vraag van othello join, en de fouten van de opdrachtregel). Elk bericht hier bestaat
# in elke taal, met dezelfde attributen en argumenten (een test controleert het). Wat scripts lezen
# (JSON, GGF, notaties, het NBoard-protocol) wordt nooit vertaald.

## De legenda onder een bord.
diagram-legend = (X zwart, O wit, * een geldige zet)

## othello solve: $side is de kleur waarvoor de stelling wordt doorgerekend.
# Een waarschuwing voor een lange berekening.
solve-long = { $empties } lege velden: ze tot het einde doorrekenen kan uren duren (elk veld meer duurt ongeveer drie keer zo lang); Ctrl-C stopt het
solve-to-move = { $empties ->
        [one] { $side } is aan zet, { $empties } leeg veld.
       *[other] { $side } is aan zet, { $empties } lege velden.
    }
solve-game-over = De partij is uit.
solve-passes = { $side } heeft geen geldige zet en moet passen.
# $score is het eindverschil in schijven voor $side, met teken; $outcome is win of draw;
# $winner wint met $margin schijven, $won-$lost is de eindstand.
solve-score = { $outcome ->
        [draw] Score: { $score } voor { $side }: remise (32-32) bij perfect spel.
       *[win] Score: { $score } voor { $side }: { $winner } wint met { $margin } ({ $won }-{ $lost }) bij perfect spel.
    }
solve-best = Beste: { $moves }
# De zetten die niet de beste zijn, elk met het hoogste dat de berekening ervoor bewees: "c7 <=+36".
solve-others = Andere: { $moves }
solve-line = Variant: { $moves }
# $nodes en $seconds zijn al geschreven met de scheidingstekens van de taal; $rate is een solve-rate.
solve-nodes = Knopen: { $nodes } in { $seconds } s
solve-nodes-rate = Knopen: { $nodes } in { $seconds } s ({ $rate })
# Knopen per seconde: $unit is millions of thousands.
solve-rate = { $unit ->
        [millions] { $rate } M/s
       *[thousands] { $rate } k/s
    }

## othello show: $player is een kleur met de naam van de speler; $count (een getal) en $discs
## (hetzelfde, opgevuld) de schijven op het bord, $hand die in de hand; $clock is left of used.
show-player = { $player } { $count ->
        [one] { $discs } schijf
       *[other] { $discs } schijven
    }, { $hand } in de hand, { $clock ->
        [left] nog { $time }
       *[used] { $time } gebruikt
    }
show-rules = Regels: { $rules }
# Waar en wanneer een vastgelegde partij gespeeld is: "Championnat de France, 2016".
show-played-at = Gespeeld op: { $at }
show-opening = Opening: { $name }
show-no-moves = Nog geen zetten.
show-moves = Zetten:
show-to-move = { $player } is aan zet.

## othello analyze.
analyze-no-moves = geen zetten om te bespreken: geef een partij, of --moves
# Op de terminal zolang het werkt.
analyze-progress = zet { $done } van { $total } wordt geanalyseerd op niveau { $level }...
analyze-heading = Analyse op niveau { $level } ({ $depth ->
        [one] { $depth } zet diep
       *[other] { $depth } zetten diep
    }, doorgerekend vanaf { $exact_from } lege velden); scores in schijven voor de speler die zette.
# De koppen van de tabel: de breedtes van het Engels zijn het minimum (nummer 3, speler 6, zet 6,
# score 5, beste 12, verloren 4 kolommen); een bredere kop maakt zijn kolom breder.
analyze-head = De kolommen van de analyse
    .number = #
    .player = Speler
    .move = Zet
    .score = Score
    .best = Beste
    .lost = Verloren
# De kolom van de speler: $side is black of white.
analyze-side = { $side ->
        [black] zwart
       *[white] wit
    }
# Na een zet die de engine tot het einde doorrekende, of een zet uit het openingsboek met zijn waarde.
analyze-exact = exact
analyze-book = boek { $value }
# Onder een fout: de beste variant vanuit de stelling ervoor, en de variant van de gespeelde zet.
analyze-best-line = beste variant:     { $line }
analyze-played-line = gespeelde variant: { $line }
# De rekening van elke speler aan het einde.
analyze-tally = { $player }: { $lost ->
        [one] { $lost } schijf verloren
       *[other] { $lost } schijven verloren
    }, { $mistakes ->
        [one] { $mistakes } fout
       *[other] { $mistakes } fouten
    }, { $blunders ->
        [one] { $blunders } blunder
       *[other] { $blunders } blunders
    }.

## De fouten van de opdrachtregel, na "othello: ". $reference en $text staan zoals ze getypt zijn.
error-not-found = `{ $reference }` is geen bestand en geen partij in de bibliotheek ({ $folder }): othello games toont de bibliotheek
# $ids zijn de id's van de partijen, opgesomd.
error-ambiguous = `{ $reference }` kan elk van deze partijen zijn: { $ids }
error-not-a-database-game = `{ $reference }` is geen partij van de database: db:N, N vanaf 1 (othello db games toont ze)
# $total is het aantal, $total_text hetzelfde met de scheidingstekens van de taal.
error-no-database-game = { $total ->
        [one] de database heeft { $total_text } partij: geen partij { $number }
       *[other] de database heeft { $total_text } partijen: geen partij { $number }
    }
# $why is een position-problem-, transcript-…- of file-…-bericht.
error-position = --position `{ $text }`: { $why }
error-moves = --moves `{ $text }`: { $why }
error-file = { $path }: { $why }
# Waarom een positietekst er geen is: $problem is fields, squares ($count stuks), square ($found
# op $square) of to-move ($found).
position-problem = { $problem ->
        [fields] geen positietekst (de velden en wie aan zet is horen erin, gescheiden door een spatie): verwacht 64 keer X, O of - van a1 tot h8, een spatie, en X of O aan zet
        [squares] geen positietekst ({ $count } velden in plaats van 64): verwacht 64 keer X, O of - van a1 tot h8, een spatie, en X of O aan zet
        [square] geen positietekst (`{ $found }` op { $square }): verwacht 64 keer X, O of - van a1 tot h8, een spatie, en X of O aan zet
       *[to-move] geen positietekst (`{ $found }` aan zet): verwacht 64 keer X, O of - van a1 tot h8, een spatie, en X of O aan zet
    }
# Waarom een zettenreeks niet te spelen is: op positie $column (vanaf 1) staat $found, wat geen zet is.
transcript-not-a-move = bij teken { $column }: `{ $found }` is geen zet (verwacht een veld a1-h8 zoals f5, of `pass`)
# Zet $number (passen tellen mee), $square, door $side: $problem is game-over, occupied,
# flips-nothing of out-of-time.
transcript-illegal = { $problem ->
        [game-over] zet { $number }: { $square } mag niet: de partij is uit
        [occupied] zet { $number } ({ $side }): { $square } mag niet: { $square } is al bezet
        [flips-nothing] zet { $number } ({ $side }): { $square } mag niet: { $square } draait niets om
       *[out-of-time] zet { $number } ({ $side }): { $square } mag niet: de tijd van { $side } was op
    }
# Een geschreven pas: $over is yes als de partij uit was, anders had $side een geldige zet.
transcript-unforced-pass = { $over ->
        [yes] zet { $number }: een pas, maar de partij is uit
       *[no] zet { $number }: een pas, maar { $side } heeft een geldige zet
    }
# Waarvoor een bestand gelezen is ($kind is position, ggf of transcript), en waarom het dat niet is.
record-read-as = { $kind ->
        [position] gelezen als positie: { $why }
        [ggf] gelezen als GGF-partij: { $why }
       *[transcript] gelezen als zettenreeks: { $why }
    }
record-empty = het bestand is leeg: er staat geen partij in
record-one-game = het bevat één partij, geen partij { $number }
# Waarom een GGF-record geen partij is die deze othello leest: $why is een van de ggf-redenen
# hieronder, een error-rules-boodschap over TI, of een resume-problem.
ggf-not-read = geen GGF-partij die deze othello leest: { $why }
ggf-no-game = er staat geen partij in, zoals (;GM[Othello]…;)
# Partij $number gevraagd van een bestand met $count partijen.
ggf-no-such-game = { $count ->
        [one] het bevat één partij, geen partij { $number }
       *[other] het bevat { $count } partijen, geen partij { $number }
    }
ggf-record-not-closed = een partij `(;` wordt nooit afgesloten met `;)`
# $text is wat er staat waar een eigenschap NAAM[waarde] hoort; $name de naam van een eigenschap.
ggf-not-a-property = `{ $text }` is geen eigenschap zoals PB[naam]
ggf-value-not-closed = { $name }[ wordt nooit afgesloten met ]
ggf-not-othello = GM[{ $value }]: het spel is geen Othello
ggf-not-8x8 = TY[{ $value }]: alleen Othello op 8×8 wordt gelezen
# BO[…], het bord voor de eerste zet: $problem is size ($value begint niet met 8), empty, to-move
# ($value staat voor wie aan zet is) of squares ($why is een position-problem).
ggf-board = { $problem ->
        [size] BO[{ $value }]: het bord moet beginnen met zijn grootte, 8
        [empty] BO is leeg
        [to-move] BO: `{ $value }` aan zet, in plaats van * of O
       *[squares] BO: { $why }
    }
# De klokken TI, TB en TW: $problem is not-a-clock ($text), uneven of one-side.
ggf-clock = { $problem ->
        [not-a-clock] `{ $text }` is geen bedenktijd zoals 05:00/00:02/00:00
        [uneven] TB en TW geven verschillende increments, wat de klokken van othello niet kunnen bijhouden
       *[one-side] een tijd voor maar één speler: TB en TW horen bij elkaar
    }
# Zet $number (passen tellen mee), geschreven als $tag[$value] ($tag is B of W): $problem is time
# ($found is geen tijd), over, pass ($side had een geldige zet), turn ($side is aan zet),
# occupied of flips-nothing (het veld $found), of other ($why: een square-not-a-square).
ggf-move = { $problem ->
        [time] zet { $number } ({ $tag }[{ $value }]): `{ $found }` is geen tijd
        [over] zet { $number } ({ $tag }[{ $value }]): de partij is al uit
        [pass] zet { $number } ({ $tag }[{ $value }]): een pas, maar { $side } heeft een geldige zet
        [turn] zet { $number } ({ $tag }[{ $value }]): { $side } is aan zet
        [occupied] zet { $number } ({ $tag }[{ $value }]): { $found } is al bezet
        [flips-nothing] zet { $number } ({ $tag }[{ $value }]): { $found } draait niets om
       *[other] zet { $number } ({ $tag }[{ $value }]): { $why }
    }
square-not-a-square = `{ $found }` is geen veld: verwacht een kolom a-h en een rij 1-8, zoals f5
# Een vastgelegde partij waarvan de zetten, tijden en uitslag geen partij vormen: $problem is
# game-over, occupied, flips-nothing of out-of-time (zet $number op $square; de tijd van $side),
# time-used of not-flagged ($side), of handicap.
resume-problem = { $problem ->
        [game-over] zet { $number } ({ $square }): de partij was al uit
        [occupied] zet { $number } ({ $square }) mag niet: { $square } is al bezet
        [flips-nothing] zet { $number } ({ $square }) mag niet: { $square } draait niets om
        [out-of-time] zet { $number } ({ $square }) mag niet: de tijd van { $side } was op
        [time-used] klokken: { $side } gebruikte minder tijd dan de zetten van { $side } kostten
        [not-flagged] uitslag: { $side } verloor op tijd, maar de klok van { $side } heeft nog tijd
       *[handicap] een partij vanaf een opgezette positie heeft geen voorgift: de positie heeft haar hoeken al
    }
# Waarom een bestand niet te lezen is.
file-not-a-file = geen gewoon bestand (een opgeslagen partij is een .json-bestand)
file-too-large = te groot voor een opgeslagen partij (een partij is een paar kilobyte; de grens is 1 MiB)
file-not-text = geen opgeslagen partij (het is geen UTF-8-tekst)
file-no-folder = de map { $folder } bestaat niet
file-not-a-save = geen opgeslagen partij van othello (geen veld "format": "{ $format }")
file-version = opslagformaat versie { $version } is onbekend voor deze othello, die versies 1 tot en met { $current } leest; een nieuwere othello leest het misschien
# Een opgeslagen partij die goedgevormde JSON is maar geen partij: $problem is game-id, started
# ($found is geen datum), version, untimed of timed ("remaining_ms" van de klokken), level (de
# computer van $side op niveau $level, niet $least tot en met $most), remaining ("remaining_ms"
# van $side is $written, de rest geeft $counted), move (zet $number: $why, een
# square-not-a-square) of start ($why, een position-problem). De namen van de velden (game_id,
# clocks…) blijven zoals het bestand ze schrijft.
file-invalid = { $problem ->
        [game-id] game_id: 1 tot 64 letters, cijfers of streepjes
        [started] started: `{ $found }` is geen datum en tijd zoals 2026-11-22T14:05:00Z
        [version] het veld "version" ontbreekt of is geen geheel getal
        [untimed] clocks: een partij zonder klok heeft geen "remaining_ms"
        [timed] clocks: een partij met klok heeft "remaining_ms" nodig voor beide spelers
        [level] computer: het niveau van { $side } is { $level }, maar de niveaus gaan van { $least } tot en met { $most }
        [remaining] clocks: "remaining_ms" van { $side } is { $written }, maar de regels, de zetten en de gebruikte tijd geven { $counted }
        [move] zet { $number }: { $why }
       *[start] start: { $why }
    }
# De uitslag die een opgeslagen partij schrijft en die van haar zetten: $written en $counted zijn
# none (de partij loopt nog), discs, time of resignation, met de stand
# $written_black-$written_white en $counted_black-$counted_white.
file-invalid-result = result: het bestand zegt { $written ->
        [none] geen uitslag (de partij loopt nog)
        [discs] { $written_black }-{ $written_white } op schijven
        [time] { $written_black }-{ $written_white } op tijd
       *[resignation] { $written_black }-{ $written_white } door opgave
    }, maar de zetten geven { $counted ->
        [none] geen uitslag (de partij loopt nog)
        [discs] { $counted_black }-{ $counted_white } op schijven
        [time] { $counted_black }-{ $counted_white } op tijd
       *[resignation] { $counted_black }-{ $counted_white } door opgave
    }

## othello games: de bibliotheek opgesomd.
games-list-none = Nog geen partijen in { $folder }: elke gespeelde partij wordt daar bewaard.
games-list-none-asked = Geen partij in { $folder } is een van de gevraagde.
# In plaats van de datum en het tijdstip waarop een partij begon, als die niet bekend zijn.
games-list-started-unknown = (begin ?)
# Een partij: $started de datum en het tijdstip, de namen van de spelers, de regels die gelden,
# $moves (een getal) de gespeelde zetten, $state de uitslag of games-list-unfinished.
games-list-game = { $started }  { $black } tegen { $white }  { $rules }  { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }  { $state }
games-list-unfinished = niet uitgespeeld
games-list-unreadable = niet te lezen: { $why }
games-list-resume-note = * is de partij die othello --resume voortzet; othello --resume ID opent elk ervan.
games-list-against-computer = Tegen de computer (uitgespeelde partijen):
# $level is opgevuld tot twee kolommen.
games-list-level-record = niveau { $level }: { $won } gewonnen, { $drawn } remise, { $lost } verloren

## othello join: de uitnodiging van de host, gevraagd voordat de partij begint. $named is no als
## de host geen naam gaf, anders is $host die naam; $address is waar de host is.
join-invitation = { $named ->
        [no] De host nodigt je uit voor een partij Othello op { $address }:
       *[yes] { $host } nodigt je uit voor een partij Othello op { $address }:
    }
# $you en $them zijn de kleuren (Zwart, Wit).
join-sides = { $named ->
        [no] jij speelt { $you }, de host speelt { $them }
       *[yes] jij speelt { $you }, { $host } speelt { $them }
    }
# Waar de partij begint: $start is standard, moves ($moves gespeeld) of position (opgezet).
join-start = { $start ->
        [standard] vanuit de standaardbeginstand
        [moves] { $moves ->
            [one] na { $moves } zet
           *[other] na { $moves } zetten
        }
       *[position] vanuit een opgezette positie
    }
# De vraag, het antwoord wordt erachter getypt: y of yes zegt in elke taal ja, en ook de woorden
# van join-yes.
join-play = Spelen? [j/N]
# De eigen woorden van de taal voor ja, gescheiden door spaties, in kleine letters (naast y en yes).
join-yes = j ja
join-declined = Afgewezen: de host krijgt het te horen.
# Een woord van de toegangscode met een tikfout ($typed), opgevat als het codewoord $word.
join-code-mended = (Het codewoord { $typed } wordt gelezen als { $word }.)

## othello host en join: hun fouten. $game is een partij van de bibliotheek (haar ID) of een bestand.
# $what is game (het spel in de terminal), game-show (hetzelfde, bij othello --load en dergelijke)
# of trainer.
error-needs-terminal = { $what ->
        [game] het spel heeft een terminal nodig, en standaardinvoer of -uitvoer is er geen
        [game-show] het spel heeft een terminal nodig, en standaardinvoer of -uitvoer is er geen; om een partij vanuit een script af te drukken: othello show
       *[trainer] de training heeft een terminal nodig, en standaardinvoer of -uitvoer is er geen
    }
error-no-relay = nog geen relay genoemd: noem er één keer een met --relay HOST:PORT (othello host --relay HOST:PORT, othello join --relay HOST:PORT CODE), dan wordt die onthouden
error-join-relay-code-alone = othello join --relay HOST:PORT neemt alleen de toegangscode, niet het adres van de host
error-join-needs = othello join heeft het adres van de host en de toegangscode nodig
# Een getypt adres dat er geen is: $problem is none (geen adres heeft die naam) of not-an-address
# ($why in de woorden van de resolver).
error-address = { $problem ->
        [none] { $address }: zo'n adres bestaat niet
       *[not-an-address] { $address }: geen adres ({ $why })
    }
# Wat getypt is ($typed) is geen toegangscode: $problem is shape, number of word ($typed is dan
# het woord).
error-join-code = { $problem ->
        [shape] { $typed } is geen toegangscode: een code is een getal en twee woorden, zoals 7-guitar-hamster
        [number] { $typed } is geen toegangscode: die begint met een getal van 1 tot 999
       *[word] { $typed } is geen woord van toegangscodes: controleer de code die de host toont
    }
error-not-a-network-game = { $game } is geen partij via het netwerk
error-join-older-game = { $game } is opgeslagen door een oudere othello, zonder de sleutel van de partij: doe mee met de code die de host nu toont (othello join { $address } CODE)
error-not-hosted = { $game } is geen partij die jij gehost hebt: othello --resume zet een partij aan één toetsenbord voort, othello join --resume een partij waaraan je meedeed
error-network-game-over = { $game } is uit: othello show drukt de partij af
# $way is relay of direct: hoe de gast meedeed.
error-host-the-same-way = { $way ->
        [relay] { $game } is bezig en de gast komt terug zoals die meedeed: host de partij opnieuw via de relay (--relay)
       *[direct] { $game } is bezig en de gast komt terug zoals die meedeed: host de partij opnieuw rechtstreeks (--listen)
    }
# $why is in de woorden van het besturingssysteem.
error-relay-unreachable = kan de relay { $address } niet bereiken: { $why } (--relay noemt een andere)
error-cannot-listen = kan niet luisteren op { $address }: { $why } (--listen kiest een ander adres of een andere poort)
# $problem is failed ($error in de woorden van het besturingssysteem), relay (de relay op
# $address, en $error), not-at-relay (na $waited), closed of silent (gedurende $waited).
error-host-unreachable = { $problem ->
        [relay] kan de host niet bereiken: de relay { $address }: { $error }
        [not-at-relay] kan de host niet bereiken: de host is niet bij de relay { $address } (gewacht: { $waited }): wacht de partij nog, en klopt het getal van de code?
        [closed] kan de host niet bereiken: { $address }: de host heeft de verbinding gesloten
        [silent] kan de host niet bereiken: { $address }: geen antwoord van de host binnen { $waited }
       *[failed] kan de host niet bereiken: { $address }: { $error }
    }
# Waarom de host weigert: $reason is wrong-code, wrong-key, takes-no-code, full, other-version,
# of other (dan is $said wat de host zelf zegt).
error-host-refused = { $reason ->
        [wrong-code] de host weigert: verkeerde toegangscode: controleer die bij de host
        [wrong-key] de host weigert: de sleutel van deze partij is niet die van de host: doe mee met de code die de host toont
        [takes-no-code] de host weigert: deze partij is bezig en neemt geen toegangscode: de gast komt terug met othello join --resume
        [full] de host weigert: de partij heeft al twee spelers
        [other-version] de host weigert: die spreekt een andere versie van het protocol: speel aan beide kanten met dezelfde othello
       *[other] de host weigert: { $said }
    }
# $why is technisch, in het Engels.
error-host-protocol = de host spreekt het protocol van dit spel niet: { $why }
error-host-version = de host spreekt versie { $host } van het protocol, deze othello versie { $ours }: speel aan beide kanten met dezelfde othello
# $why is waarom de partij niet te lezen is.
error-host-game = de partij van de host is niet te lezen: { $why }
error-host-went-away = de host is weg: { $why }
error-cannot-read-answer = kan het antwoord niet lezen: { $why }

## othello en othello --resume: hun fouten.
error-nothing-to-resume = geen onafgemaakte partij om voort te zetten in { $folder } (othello games toont de bibliotheek)
error-level-without-computer = --level: de computer speelt geen van beide kleuren; voeg --computer white, black of both toe

## othello db: de database met partijen. De argumenten op _text zijn getallen geschreven met de
## scheidingstekens van de taal, dezelfde getallen zonder _text kiezen het meervoud.
# Na een import: $added partijen toegevoegd in $seconds, $duplicates_text stonden er al, $partial
# niet vanaf de standaardbeginstand tot het einde gespeeld (0: geen), dan wat de database bevat,
# en waar ($path).
db-imported = { $added ->
        [one] { $added_text } partij geïmporteerd
       *[other] { $added_text } partijen geïmporteerd
    } in { $seconds } s ({ $duplicates_text } al aanwezig{ $partial ->
        [0] {""}
       *[other] , { $partial_text } niet vanaf de standaardbeginstand tot het einde gespeeld
    }); de database bevat { $games ->
        [one] { $games_text } partij
       *[other] { $games_text } partijen
    } en { $positions ->
        [one] { $positions_text } positie
       *[other] { $positions_text } posities
    } ({ $path }).
# othello db games: $found van de $total partijen passen, gevonden in $milliseconds; $shown is all,
# of newest als alleen de nieuwste $count getoond worden (--limit).
db-games-found = { $found_text } van de { $total_text } { $total ->
        [one] partij
       *[other] partijen
    } { $found ->
        [one] past
       *[other] passen
    } (gevonden in { $milliseconds } ms); { $shown ->
        [all] alle:
       *[newest] de nieuwste { $count } (--limit):
    }
db-games-open = Open er een met othello --load db:N, of bespreek hem met othello analyze db:N.
# othello db explore: $matching van de $games partijen gingen door de stelling; $turn is none als
# de partij daar uit is, anders is $side aan zet.
db-explore-through = Door deze stelling: { $matching_text } van de { $games_text } { $games ->
        [one] partij
       *[other] partijen
    } van de database{ $turn ->
        [none] .
       *[yes] {" "}({ $side } aan zet).
    }
# Hoe lang de database over het antwoord deed, als er geen zet gevonden is.
db-explore-found-in = (gevonden in { $milliseconds } ms)
# De koppen van de tabel: de breedtes van het Engels zijn het minimum (zet 4, partijen 7, zwart
# won 9, remise 5, zwart verloor 10, gemiddelde van zwart 12 kolommen); een bredere kop maakt zijn
# kolom breder.
db-explore-head = De kolommen van de verkenner
    .move = Zet
    .games = Partijen
    .won = Zwart won
    .drawn = Remise
    .lost = Zwart verloor
    .mean = Gem. zwart
    .value = Waarde
# Een aandeel van de partijen, $percent geschreven met het decimaalteken van de taal.
db-explore-percent = { $percent }%
# De waarde van een zet voor wie aan zet is ($value, in schijven met teken): $from is book (uit
# een zoektocht van $depth zetten diep) of engine.
db-explore-value = { $from ->
        [book] { $value } ({ $depth ->
            [one] boek, { $depth } zet diep
           *[other] boek, { $depth } zetten diep
        })
       *[engine] { $value } (engine)
    }
db-explore-footer = Waarden in schijven voor wie aan zet is; het gemiddelde van zwart is diens eindverschil. Gevonden in { $milliseconds } ms.

## othello book: het openingsboek. De argumenten op _text zijn getallen geschreven met de
## scheidingstekens van de taal, dezelfde getallen zonder _text kiezen het meervoud; $seconds zijn
## hele seconden, $each seconden met twee decimalen; $path is waar het boek bewaard wordt.
# Het boek: $positions posities, tot $plies zetten vanaf het begin; $source is zijn bestand, of
# book-shipped.
book-summary = Openingsboek: { $positions ->
        [one] { $positions_text } positie
       *[other] { $positions_text } posities
    }, tot { $plies ->
        [one] { $plies } zet
       *[other] { $plies } zetten
    } vanaf het begin ({ $source }).
book-shipped = het meegeleverde boek
book-not-in = Deze stelling staat niet in het boek.
book-moves = Boekzetten, scores in schijven voor wie aan zet is:
# De beste zet waar het boek ophoudt, met zijn score in schijven.
book-best-out = Beste zet buiten het boek: { $square } { $score }
# othello book show: de boom van het boek, een zet per regel met zijn score en de diepte van zijn zoektocht.
book-tree-none = Vanuit deze stelling leidt geen zet het boek in.
book-tree-heading = Boekzetten, scores in schijven voor wie ze speelt:
book-tree-move = { $square } { $score } (diepte { $depth })
# othello book grow: op de terminal zolang het werkt, en dan wat het deed.
book-grow-progress = { $searched ->
        [one] { $searched_text } positie doorzocht, { $positions_text } in het boek, { $seconds } s
       *[other] { $searched_text } posities doorzocht, { $positions_text } in het boek, { $seconds } s
    }
book-grown = { $searched ->
        [one] { $searched_text } positie doorzocht
       *[other] { $searched_text } posities doorzocht
    } in { $seconds } s; het boek bevat { $positions ->
        [one] { $positions_text } positie
       *[other] { $positions_text } posities
    } ({ $new_text } nieuw), tot { $plies ->
        [one] { $plies } zet
       *[other] { $plies } zetten
    } vanaf het begin: { $path }
# othello book grow --wthor en --leaves: de posities om te scoren, eerst gezegd.
book-wthor-positions = { $positions ->
        [one] { $positions_text } positie bereikt door { $games } of meer partijen in hun eerste { $plies } zetten
       *[other] { $positions_text } posities bereikt door { $games } of meer partijen in hun eerste { $plies } zetten
    }
book-leaves-positions = { $positions ->
        [one] { $positions_text } positie buiten het boek, bereikt met een beste zet uit het boek binnen { $margin } schijven, in de eerste { $plies } zetten
       *[other] { $positions_text } posities buiten het boek, elk bereikt met een beste zet uit het boek binnen { $margin } schijven, in de eerste { $plies } zetten
    }
book-scored-progress = { $scored ->
        [one] { $scored_text } positie gescoord, { $each } s per positie
       *[other] { $scored_text } posities gescoord, { $each } s per positie
    }
# Wat een shard scoorde ($each is none als die niets scoorde): $merged is no voor een shard van
# meerdere (zijn deel op $path), yes als het in het boek op $path is samengevoegd.
book-scored = { $scored ->
        [one] { $scored_text } positie gescoord
       *[other] { $scored_text } posities gescoord
    } in { $seconds } s{ $each ->
        [none] {""}
       *[other] , { $each } s per positie
    }; shard { $shard }/{ $shards } bevat { $held_text } van zijn posities ({ $before_text } eerder){ $merged ->
        [no] : { $path }
       *[yes] ; het boek bevat { $positions ->
            [one] { $positions_text } positie
           *[other] { $positions_text } posities
        }: { $path }
    }
book-merged = { $parts ->
        [one] { $parts } deel samengevoegd
       *[other] { $parts } delen samengevoegd
    }; het boek bevat { $positions ->
        [one] { $positions_text } positie
       *[other] { $positions_text } posities
    } ({ $before_text } eerder): { $path }
book-imported = { $read ->
        [one] { $read_text } positie gelezen uit { $file }
       *[other] { $read_text } posities gelezen uit { $file }
    }; het boek bevat { $positions ->
        [one] { $positions_text } positie
       *[other] { $positions_text } posities
    }: { $path }
# othello book learn: $games partijen in het boek opgenomen.
book-learned = { $games ->
        [one] { $games_text } partij geleerd
       *[other] { $games_text } partijen geleerd
    }: { $searched ->
        [one] { $searched_text } nieuwe positie doorzocht
       *[other] { $searched_text } nieuwe posities doorzocht
    } in { $seconds } s; het boek bevat { $positions ->
        [one] { $positions_text } positie
       *[other] { $positions_text } posities
    } ({ $before_text } eerder): { $path }
# De fouten van het boek. $why is in de woorden van het besturingssysteem, of technisch.
error-cannot-save-book = kan het boek niet opslaan: { $why }
error-cannot-write = kan { $path } niet schrijven: { $why }
error-cannot-save-part = kan het deel niet opslaan: { $why }
error-games-file = { $path }: geen gewoon bestand van hooguit 256 MB
error-no-wthor = { $path }: er staat geen WTHOR-partijenbestand (WTH_YYYY.wtb) in
error-not-wthor = { $path }: geen WTHOR-bestand: { $why }
error-another-part = { $path }: een deel van een andere shard, een andere verzameling posities of een andere diepte: verwijder het, of schrijf naar een andere --out
error-not-a-part = { $path }: geen deel: { $why }
error-cannot-merge = kan niet samenvoegen: { $why }
# Delen die niet samen te voegen zijn, het foute deel bij zijn $path: $problem is foreign (van een
# andere verzameling posities, verdeling of diepte dan het eerste deel), incomplete of twice.
error-merge-part = { $problem ->
        [foreign] { $path }: een deel van een andere verzameling posities, een andere verdeling of een andere diepte dan het eerste
        [incomplete] { $path }: een deel dat niet af is: draai zijn shard opnieuw om het af te maken
       *[twice] { $path }: een shard die twee keer gegeven is
    }
# De shards waarvoor geen deel gegeven is ($shards, opgesomd; $count stuks): de $why van error-cannot-merge.
merge-missing = { $count ->
        [one] ontbrekende shard: { $shards }
       *[other] ontbrekende shards: { $shards }
    }

## othello train: de trainingen vanaf de opdrachtregel.
# othello train list: de openingen met een naam (elke naam zijn eigen), dan de puzzels per aantal
# lege velden.
train-list-openings = Openingen met een naam (othello train opening NAAM):
train-list-puzzles = Eindspelpuzzels (othello train endgame --empties N):
# De kolommen van de puzzels: de breedtes van het Engels zijn het minimum (elk 7); een bredere kop
# maakt zijn kolom breder.
train-list-head = De kolommen van de puzzels
    .empties = lege velden
    .puzzles = puzzels
# $difficulty is een reeks puzzels in woorden (difficulty).
error-no-puzzle = geen puzzel met { $difficulty } (othello train list telt ze)
error-no-opening = geen opening met de naam `{ $name }` (othello train list noemt ze)
# $problem is waarom de trainingsresultaten niet geschreven konden worden.
error-training-record = de trainingsresultaten zijn niet bewaard: { $problem }
training-not-a-record = geen bestand met trainingsresultaten
training-not-a-record-why = geen bestand met trainingsresultaten ({ $why })

## Waarom de partijendatabase niet kon antwoorden of niet geschreven kon worden: $path is het bestand.
db-missing = nog geen partijendatabase ({ $path }): importeer eerst partijen, zoals othello db import WTH_2019.wtb
db-import-running = een andere othello db import loopt al op { $path }: wacht daarop
db-not-a-database = { $path }: geen partijendatabase van dit programma ({ $why })
db-older-format = { $path }: een partijendatabase van een oudere othello (formaat { $old }; deze leest formaat { $current }): voer othello db import opnieuw uit (met je bestanden, of --library) om hem bij te werken; de partijen erin blijven bewaard
db-unknown-format = { $path }: een partijendatabase van formaat { $format }, dat deze othello (formaat { $current }) niet leest: van een nieuwere othello, of een beschadigd bestand
db-damaged = { $path }: beschadigd: { $what } (verwijder het bestand en importeer je partijen opnieuw met othello db import)
db-disk-full = { $path }: de schijf is vol: maak ruimte vrij en importeer opnieuw; de database is gebleven zoals hij was
db-quota = { $path }: het schijfquotum is op: maak ruimte vrij en importeer opnieuw; de database is gebleven zoals hij was
db-too-many = { $path }: meer dan { $most } partijen
# Een bestand voor een import dat geen GGF is ($game is 0), of waarvan partij $game niet te lezen
# is: $why is een ggf-not-read.
db-source-ggf = { $game ->
        [0] { $path }: geen GGF: { $why }
       *[other] { $path }: partij { $game }: { $why }
    }
# Een bestand of map voor een import dat geen partijen is: $problem is no-files (een map),
# not-wthor of not-names ($why is een wthor-problem), no-names ($name: WTHOR.JOU of WTHOR.TRN),
# not-a-file of neither.
db-source = { $problem ->
        [no-files] { $path }: geen WTHOR-bestand (.wtb) of GGF-bestand (.ggf) in deze map
        [not-wthor] { $path }: geen WTHOR-bestand: { $why }
        [no-names] { $path }: geen { $name } naast de partijen, voor hun namen
        [not-names] { $path }: geen WTHOR-namenbestand: { $why }
        [not-a-file] { $path }: geen gewoon bestand van hooguit 512 MB
       *[neither] { $path }: geen WTHOR-bestand (.wtb) en geen GGF-tekst
    }
# Waarom de WTHOR-lezer een bestand weigert (zie en/cli.ftl).
wthor-problem = { $problem ->
        [too-short] korter dan een WTHOR-kop ({ $bytes } bytes)
        [not-8x8] de partijen zijn niet op een bord van 8×8 gespeeld (grootte { $size })
        [games-length] { $records ->
            [one] de kop kondigt { $records } partij aan ({ $expected } bytes), maar het bestand heeft { $bytes } bytes
           *[other] de kop kondigt { $records } partijen aan ({ $expected } bytes), maar het bestand heeft { $bytes } bytes
        }
        [names-length] { $records ->
            [one] de kop kondigt { $records } naam aan ({ $expected } bytes), maar het bestand heeft { $bytes } bytes
           *[other] de kop kondigt { $records } namen aan ({ $expected } bytes), maar het bestand heeft { $bytes } bytes
        }
       *[illegal] partij { $game }: zet { $number } is geen geldige zet
    }

## othello manual.
manual-wrote = { $count ->
        [one] { $count } manpagina geschreven in { $folder }:
       *[other] { $count } manpagina's geschreven in { $folder }:
    }
manual-read = Lees er een met man { $page }.

## Rarer errors: an opening book that cannot be read, a game that could not be saved or opened,
## the terminal, and what the operating system said.
book-not-a-file = { $kind ->
        [text] geen gewoon bestand van hoogstens 1 GB
       *[book] geen gewoon bestand van hoogstens 256 MB
    }
book-foreign = geen openingsboek van othello
book-version = een openingsboek van versie { $version }, dat deze othello niet kan lezen (hij leest versie { $current })
book-damaged = een beschadigd openingsboek: { $what ->
        [header] de kop is afgebroken
        [length] de lengte klopt niet met het aantal stellingen
        [checksum] de inhoud klopt niet met de controlesom
        [square-twice] een stelling met een veld dat twee keer bezet is
        [not-canonical] een stelling die niet als haar canonieke beeld is opgeslagen
        [header-checksum] de kop klopt niet met de controlesom
        [shard] het deel hoort niet bij zijn delen
        [packed] de ingepakte vorm laat zich niet uitpakken
       *[other] { $why }
    }
# Een regel van een boek als tekst die geen boekpositie is: $why is een book-text-problem.
book-text-line = regel { $line }: { $why }
# Waarom een regel van een boek als tekst geen boekpositie is (anders een position-problem):
# $problem is fields, no-move, depth, value, move-out, move-out-illegal, move-out-value,
# not-canonical of twice.
book-text-problem = { $problem ->
        [fields] zes kolommen verwacht: positie, wie aan zet is, diepte, waarde, zet buiten het boek, zijn waarde
        [no-move] een positie waarin geen zet mogelijk is
        [depth] een diepte van 0 tot 60
        [value] een waarde in schijven zoals +1.25, binnen 64
        [move-out] een zet buiten het boek zoals f5, of --
        [move-out-illegal] een zet buiten het boek die in de positie niet mag
        [move-out-value] zijn waarde in schijven zoals -0.50
        [not-canonical] een positie die niet als haar canonieke beeld geschreven is (zoals het boek haar schrijft)
       *[twice] een positie die twee keer voorkomt
    }
farewell-not-saved = de partij kon niet worden opgeslagen: { $why }
farewell-library = Je bibliotheek ({ $id })
farewell-gone = ze is er niet meer
farewell-holds-all = { $place } bevat haar met { $moves ->
        [one] haar { $moves } zet
       *[other] al haar { $moves } zetten
    }: { $command } speelt haar verder.
farewell-holds-part = { $dated ->
        [yes] { $place } bevat haar zoals ze was op { $date } om { $time }, na { $played } van haar { $moves ->
            [one] { $moves } zet
           *[other] { $moves } zetten
        }: { $command } speelt vanaf daar verder.
       *[no] { $place } bevat haar zoals ze was, na { $played } van haar { $moves ->
            [one] { $moves } zet
           *[other] { $moves } zetten
        }: { $command } speelt vanaf daar verder.
    }
farewell-unreadable = { $place } kan niet worden gelezen: { $why }
farewell-lost = { $kept ->
        [none] Er is niets van bewaard. { $moves ->
            [0] Haar 0 zetten, zoals gespeeld: geen
            [one] Haar { $moves } zet, zoals gespeeld: { $transcript }
           *[other] Haar { $moves } zetten, zoals gespeeld: { $transcript }
        }
       *[some] { $moves ->
            [0] Haar 0 zetten, zoals gespeeld: geen
            [one] Haar { $moves } zet, zoals gespeeld: { $transcript }
           *[other] Haar { $moves } zetten, zoals gespeeld: { $transcript }
        }
    }
error-cannot-open-game = { $problem ->
        [in-use] { $pid ->
            [0] kan de partij { $game } niet openen: ze is open in een andere othello.
           *[other] kan de partij { $game } niet openen: ze is open in een andere othello (proces { $pid }).
        }
       *[lock] kan de partij { $game } niet openen: kan haar niet vergrendelen: { $why }.
    }
error-open-disk-full = De schijf is vol: maak er ruimte vrij en probeer het opnieuw (de partij is veilig in { $folder }).
error-open-read-only = { $folder } kan niet worden beschreven, en een partij in spel wordt na elke zet opgeslagen: maak de map beschrijfbaar, of kopieer de partij ergens anders heen en open de kopie met --load (othello show { $game } drukt haar intussen af).
error-terminal = terminalfout: { $why }
error-cannot-start = kan niet starten: { $why }
error-cannot-make-folder = kan de map { $folder } niet maken: { $why }
error-cannot-write-output = kan de uitvoer niet schrijven: { $why }
error-no-balanced-start = --random-start { $moves }: zo diep is geen evenwichtige beginstelling gevonden
io-error = { $kind ->
        [not-found] bestand of map bestaat niet
        [permission-denied] geen toestemming
        [already-exists] het bestaat al
        [invalid-data] de inhoud is niet wat werd verwacht
        [storage-full] de schijf is vol
        [quota-exceeded] het schijfquotum is op
        [read-only] de schijf is alleen-lezen
        [is-a-folder] het is een map
        [not-a-folder] een deel van het pad is geen map
       *[other] { $os }
    }
error-rules-handicap = { $flag }: een voorgift is 0 tot 4 hoeken, niet { $corners }
error-rules-no-time = { $flag }: { $side } heeft geen tijd: een tijdslimiet moet boven nul liggen
error-rules-too-long = { $flag }: { $hours } uur is te lang: een tijd is hoogstens { $most } uur
error-rules-side-without-time = { $side ->
        [black] zwart heeft geen tijd: voeg --time of --black-time toe
       *[white] wit heeft geen tijd: voeg --time of --white-time toe
    }
