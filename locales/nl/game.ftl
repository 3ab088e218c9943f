# Nederlands: het scherm van het spel (de statusregels, het zijpaneel, de woorden van het bord zelf) en
# de feiten van de engine zoals de speler ze leest. Elke boodschap hier bestaat in elke taal, met
# dezelfde attributen en argumenten (een test controleert dat).

## De eigen naam van de taal (de rij Taal van het scherm voor een nieuwe partij).
language-name = Nederlands

## De kleuren en de spelers.
side-black = Zwart
side-white = Wit
# De naam van de computer als hij zelf geen naam heeft.
player-computer = Computer (niveau { $level })
# Een kleur met de naam van de speler: "Zwart (Ann)".
player-titled = { $side } ({ $name })
player-titled-computer = { $side } (computer, niveau { $level })

## Getelde dingen ($count is een getal: het meervoud volgt het getal).
discs = { $count ->
        [one] { $count } schijf
       *[other] { $count } schijven
    }
legal-moves = { $count ->
        [one] { $count } geldige zet
       *[other] { $count } geldige zetten
    }
plies = { $count ->
        [one] { $count } zet
       *[other] { $count } zetten
    }
plies-range = { $shallowest }-{ $deepest } zetten
# $seconds is al geschreven met het decimaalteken van de taal.
seconds = { $seconds } s
# Tussen de delen van een opsomming, zoals de regels die gelden.
list-separator = {", "}
# Een pas waar anders een zet zou staan.
move-pass = pas

## Uitslagen: $won en $lost zijn de eindscore, $won_discs en $lost_discs de schijven op het bord.
outcome-discs = { $empties ->
        [0] { $winner } wint { $won }-{ $lost }
        [one] { $winner } wint { $won }-{ $lost } ({ $won_discs }-{ $lost_discs } op het bord; het lege veld gaat naar de winnaar)
       *[other] { $winner } wint { $won }-{ $lost } ({ $won_discs }-{ $lost_discs } op het bord; de { $empties } lege velden gaan naar de winnaar)
    }
outcome-forfeit = { $ending ->
        [time] { $loser } verloor op tijd: { $winner } wint { $won }-{ $lost } ({ $won_discs }-{ $lost_discs } op het bord)
       *[resigned] { $loser } gaf op: { $winner } wint { $won }-{ $lost } ({ $won_discs }-{ $lost_discs } op het bord)
    }
outcome-draw = { $empties ->
        [0] Gelijkspel 32-32
       *[other] Gelijkspel 32-32 ({ $black_discs }-{ $white_discs } op het bord)
    }

## De regels die gelden, in een paar woorden: elk deel een boodschap, de delen opgesomd.
in-force-untimed = zonder klok
in-force-time-each = { $time } per speler
in-force-time-by-side = { $black } voor Zwart, { $white } voor Wit
in-force-increment = { $time } + { $seconds } per zet
in-force-delay = vertraging { $seconds }
in-force-handicap = { $corners ->
        [one] voorgift: 1 hoek voor { $receiver }
       *[other] voorgift: { $corners } hoeken voor { $receiver }
    }

## De statusregels. $verdict is win, draw of loss; $score een score zoals +4.
to-move = { $name } is aan zet
to-move-clocks-wait = { $name } is aan zet: de klokken starten bij de eerste toets
typed = getypt: { $letter }_
thinking = { $name } denkt na...
thinking-book = { $name } denkt na: uit het openingsboek, { $best } ({ $score })
thinking-exact = { $name } denkt na: tot het einde doorgerekend, beste { $best } ({ $score } exact)
thinking-sure = { $name } denkt na: ziet het einde, beste { $best } ({ $score }, { $percent }% zeker)
thinking-proven = { $name } denkt na: ziet het einde, { $best } { $verdict ->
        [win] wint
        [draw] speelt gelijk
       *[loss] verliest
    } (bewezen; { $score }, { $percent }% zeker)
thinking-depth = { $name } denkt na: diepte { $depth }, beste { $best } ({ $score })
# Het doorrekenen op verzoek: $step is een van de solving-boodschappen hieronder; $nodes en $seconds zijn al geschreven.
solving = Doorrekenen van { $empties } lege velden: { $step }; { $nodes } knopen, { $seconds } s (Esc stopt).
solving-first-steps = eerste stappen
solving-exact = exact, beste { $best } ({ $score })
solving-proven = { $side } { $verdict ->
        [win] wint
        [draw] speelt gelijk
       *[loss] verliest
    } (bewezen) met { $best }, { $score } { $percent }% zeker
solving-sure = { $percent }% zeker, beste { $best } ({ $score })
solving-depth = diepte { $depth }, beste { $best } ({ $score })
# $outcome is win, draw of loss voor $side, de kleur die aan zet is; $margin het aantal schijven waarmee die wint of verliest.
solved = Doorgerekend: { $best } is het beste, { $side } { $outcome ->
        [win] wint met { $margin } verschil
        [draw] speelt gelijk
       *[loss] verliest met { $margin } verschil
    } bij perfect spel ({ $score }; { $nodes } knopen, { $seconds } s).
not-saved = Niet opgeslagen: { $problem }. Na elke zet wordt het opnieuw geprobeerd.
opening-book-moves = Openingsboek ({ $depths }): { $moves }.
review-comment = Commentaar bij { $number }. { $played }: { $comment }
review-autoplay = Automatisch afspelen, { $seconds } per zet (spatie stopt).
editor-status = Bordeditor: zwart { $black ->
        [one] { $black } schijf
       *[other] { $black } schijven
    }, wit { $white ->
        [one] { $white } schijf
       *[other] { $white } schijven
    }; { $side } is aan zet ({ $moves }). De markeringen zijn de geldige zetten.
editor-passes-first = geen geldige zet: { $side } past eerst

## De hints op de statusregel: $what is hints-every of hints-best.
hints-every = Hints (i)
hints-best = Beste zet (t)
hints-on = { $what }: aan.
hints-thinking = { $what }: denkt na...
hints-exact = { $what }: tot het einde doorgerekend, exacte eindscores in schijven.
# $more is yes zolang het zoeken doorgaat.
hints-sure = { $what }: eindscores in schijven, { $percent }% zeker{ $more ->
        [yes] , straks zekerder.
       *[no] .
    }
hints-proven = { $what }: { $best } { $verdict ->
        [win] wint
        [draw] speelt gelijk
       *[loss] verliest
    } (bewezen); eindscores in schijven, { $percent }% zeker{ $more ->
        [yes] , straks zekerder.
       *[no] .
    }
hints-deepening = { $what }: diepte { $depth } van { $target }, zoekt dieper; scores in schijven.
hints-depth = { $what }: diepte { $depth }; scores in schijven; + dieper.

## De strategielaag (o), één regel over wat de markeringen betekenen.
overlay-stable = Stabiele schijven (*): die kunnen nooit meer worden omgedraaid; zwart heeft er { $black }, wit { $white }. Eerst de hoeken, dan de randen vanuit die hoeken. (o: volgende)
overlay-frontier = Grensschijven (+): naast een leeg veld, muren die de tegenstander zetten geven; zwart heeft er { $black }, wit { $white }. Minder is beter. (o: volgende)
overlay-corners = X- en C-velden (X, C) naast een lege hoek: wie er een neemt, kan de hoek weggeven. (o: volgende)
overlay-parity = Pariteit: { $regions } lege gebieden, { $odd } oneven (het cijfer is de grootte van het gebied, # bij 10 of meer; vet: oneven). Als laatste zetten in een gebied levert voordeel op: speel eerst in de oneven gebieden. (o: volgende)
overlay-parity-later = Pariteit: de lege gebieden worden gemarkeerd vanaf { $from } lege velden (nu { $empties }). (o: volgende)

## De regel van een netwerkpartij.
network-waiting-code = Wachten op een speler: { $command }
network-waiting = Wachten op een speler.
network-reading-rules = { $name } leest de regels...
# $milliseconds is -1 zolang de eerste rondgang niet gemeten is; $sent is none of een veld.
network-connected = { $milliseconds ->
        [-1] { $name } verbonden
       *[other] { $name } verbonden, { $milliseconds } ms
    }{ $sent ->
        [none] .
       *[other] ; { $sent } verzonden.
    }
network-lost-over = Verbinding met { $name } verbroken: de partij is uit en blijft aan deze kant bewaard.
network-lost-host-their-clock = Verbinding met { $name } verbroken: wachten tot de tegenstander terug is; diens klok loopt door, want die is aan zet.
network-lost-guest-your-clock = Verbinding met { $name } verbroken: bezig de host te bereiken; jouw klok loopt door, want jij bent aan zet.
network-lost-host-stopped = Verbinding met { $name } verbroken: wachten tot de tegenstander terug is; de klokken staan stil; jouw zet wordt verzonden zodra die terug is.
network-lost-guest-stopped = Verbinding met { $name } verbroken: bezig de host te bereiken; de klokken staan stil.

## Het zijpaneel.
panel-wins = wint
# Het label van de klok: resterende tijd, of gebruikte tijd in een partij zonder klok.
panel-clock-left = over
panel-clock-used = gebruikt
panel-in-hand = { $count } in de hand
panel-opening = Opening:
panel-moves = Zetten
panel-moves-none = nog geen
panel-moves-hidden = verborgen tijdens de pauze
panel-moves-more = Zetten (nog { $rows }: PgUp PgDn)
# Uit welke zoektocht de getallen komen.
source-book = boek
source-exact = exact
source-sure = { $percent }% zeker
source-depth = diepte { $depth }
source-depth-selective = diepte { $depth } selectief
lines-heading = Varianten ({ $source })
lines-heading-exact = Varianten (exact, uitgespeeld tot het einde)
# Het label van een variant, hooguit 6 kolommen: $label is best of cursor.
lines-label = { $label ->
        [best] beste
       *[cursor] cursor
    }
# Een bewezen uitkomst van een zet, naast de score.
verdict = { $verdict ->
        [win] wint
        [draw] gelijk
       *[loss] verliest
    }

## Het bord en de grafiek.
board-paused = Pauze: elke toets gaat verder
graph-title = Scores voor zwart:
graph-computer = computer
graph-hints = hints
graph-move = zet
too-small = De terminal is { $size }; othello heeft minstens { $least } nodig. Maak het venster groter (q stopt).

## De help (?): de koppen, wat de markeringen op het bord betekenen (.large: op een groot bord), de voetregel.
help-title = Help
help-keys = Toetsen
help-keys-review = Toetsen bij het naspelen
help-on-the-board = Op het bord
help-in-the-save-box = In het opslagvenster
help-mark-discs = zwarte en witte schijven
    .large = zwarte en witte schijven (groot en rond op een groot bord)
help-mark-legal = een geldige zet van de speler die aan zet is
    .large = een geldige zet van de speler die aan zet is (• op een groot bord)
help-mark-cursor = de cursor
    .large = de cursor
help-mark-last-move = de laatste zet, ook onderstreept
    .large = de laatste zet, ook onderstreept (een stip op een grote schijf)
help-mark-flipped = de schijven die de laatste zet omdraaide, een ogenblik lang
    .large = de schijven die de laatste zet omdraaide, een ogenblik lang (grijs of gedimd op een groot bord)
help-mark-number = met m: de zet waarmee de schijf gelegd is
    .large = met m: de zet waarmee de schijf gelegd is
help-mark-stable = met o: stabiele schijven; grensschijven
    .large = met o: stabiele schijven; grensschijven
help-mark-x-c = met o: X- en C-velden naast een lege hoek
    .large = met o: X- en C-velden naast een lege hoek
help-mark-region = met o: de grootte van een leeg gebied (vet als die oneven is)
    .large = met o: de grootte van een leeg gebied (vet als die oneven is)
help-mark-running = de klok die loopt
    .large = de klok die loopt
help-mark-low = een klok met weinig tijd over
    .large = een klok met weinig tijd over
help-mark-winner = de winnaar
    .large = de winnaar
help-to-rules = r de regels
help-to-keys = r de toetsen
rules-box-title = Regels
# $arrows zijn de pijltoetsen zoals de terminal ze toont; $other is help-to-rules of help-to-keys.
help-foot-scroll = { $arrows } PgUp PgDn scrollen; { $other }; elke andere toets sluit
help-foot = { $other }; elke andere toets sluit

## Het venster van het scherm voor een nieuwe partij.
new-game-title = Nieuwe partij
new-game-stays = De lopende partij blijft in de bibliotheek.

## Vragen en vensters.
quit-title = Stoppen
quit-question = Stoppen? De partij blijft in je bibliotheek: met othello --resume speel je verder.
overwrite-title = Vervangen?
# $holds zegt wat er in het bestand staat, zoals "een uitgespeelde partij".
overwrite-question = { $path } bevat { $holds }. Vervangen door deze partij?
asked-title = Verzoek
resign-title = Opgeven
resign-question = Deze partij opgeven? Ze eindigt nu en de tegenstander wint.
open-pasted-title = Openen?
# $kind is save, ggf, position, transcript of database.
open-pasted-question = { $kind ->
        [save] Het geplakte othello-opslagbestand
        [ggf] De geplakte GGF-partij
        [position] De geplakte positie
        [database] De geplakte partij uit de partijendatabase
       *[transcript] De geplakte zettenreeks
    } openen als nieuwe partij? De lopende partij blijft in je bibliotheek.
chat-title = Chat
chat-say-to = Zeg tegen { $name }:
chat-keys = Enter: versturen   Esc: annuleren
chat-nothing-yet = Nog niets gezegd: t om iets te zeggen.
chat-history-keys = Up Down PgUp PgDn: scrollen   t: praten   elke andere toets: terug
copy-title = Kopiëren
copy-what = Kopiëren naar het klembord via de terminal (OSC 52; sommige terminals, en tmux zonder set-clipboard aan, negeren dat):
comment-title = Commentaar
comment-on = Commentaar bij { $about }:
comment-keys = Enter: bewaren (leeg verwijdert het)   Esc: annuleren
filter-title = Filter van de verkenner
filter-what = De partijen van de verkenner: een deel van de naam van een speler en jaren (2005, 1990-2000, 2000-); leeg voor alle partijen.
filter-keys = Enter: deze partijen tellen   Esc: annuleren
save-title = Opslaan
save-as = De partij opslaan als (een naam alleen komt in { $folder }):
save-keys = Enter: opslaan   Esc: annuleren
save-keys-then-quit = Enter: opslaan en stoppen   Esc: annuleren
save-editing = Bewerken: { $arrows } Home End Ctrl-U Ctrl-W

## De uitslagbanner.
result-title = Einde partij
result-wins = { $name } wint { $won }-{ $lost }
result-draw = Gelijkspel 32-32
result-out-of-time = { $name } heeft geen tijd meer
result-resigned = { $name } gaf op
result-on-the-board = { $first }-{ $second } op het bord
result-any-key = elke toets sluit

## De partijen uit de partijendatabase met deze positie.
# $games is het aantal, $games_text hetzelfde geschreven met de scheidingstekens van de taal.
games-title = Partijendatabase: de partijen met deze positie
games-of-move = { $square }: { $games ->
        [one] { $games_text } partij
       *[other] { $games_text } partijen
    }, { $share }% van het totaal   (← → andere zet)
games-every-move = Alle zetten: { $games ->
        [one] { $games_text } partij in de lijst
       *[other] { $games_text } partijen in de lijst
    }   (← → per zet)
games-keys = ↑ ↓ kiezen   Enter naspelen (alleen lezen)   Esc terug

## De rijen van het scherm voor een nieuwe partij: de labels (attributen van één boodschap), dan de waarden.
new-game-labels = De keuzes voor de nieuwe partij
    .opponent = Tegenstander
    .level = Niveau
    .time = Tijd
    .increment = Increment
    .handicap = Voorgift
    .start = Beginstand
    .hint-depth = Hintdiepte
    .hint-solve = Exacte hints
    .learning = Leren
    .language = Taal
new-game-opponent-person = iemand aan dit toetsenbord
# $side is black of white.
new-game-opponent-computer = de computer, die met { $side ->
        [black] zwart
       *[white] wit
    } speelt
new-game-needs-computer = (tegen de computer)
new-game-needs-time = (met klok)
new-game-needs-standard-start = (vanuit de standaardbeginstand)
new-game-untimed = zonder klok
new-game-minutes = { $minutes } min per speler
new-game-none = geen
new-game-off = uit
new-game-increment = { $seconds } s per zet
new-game-handicap = { $corners ->
        [one] { $corners } hoek voor { $side ->
            [black] zwart
           *[white] wit
        }
       *[other] { $corners } hoeken voor { $side ->
            [black] zwart
           *[white] wit
        }
    }
new-game-learning-standard-only = aan, alleen vanuit de standaardbeginstand zonder voorgift
new-game-learning-on = het boek leert van de verloren partijen van de computer
new-game-start-standard = standaard
new-game-start-random = willekeurig, in evenwicht, na 8 zetten
new-game-start-editor = opgezet in de bordeditor
new-game-exact-from = exact vanaf { $empties } lege velden
new-game-system-language = die van het systeem (LANG)
