# Nederlands: wat het spel op zijn statusregel zegt terwijl er iets gebeurt (elke boodschap een hele
# zin). Elke boodschap hier bestaat in elke taal, met dezelfde attributen en argumenten (een test
# controleert dat).

## Spelen.
type-column-first = Typ eerst een kolom: a-h, dan { $row }.
game-over = De partij is afgelopen.
over-clocks-stopped = De partij is afgelopen: de klokken staan stil.
over-new-or-quit = De partij is afgelopen: n start een nieuwe, q stopt.
paused = Gepauzeerd: druk op een toets om verder te gaan.
paused-start-clocks = Gepauzeerd: druk op een toets om de klokken te starten.
# $state is on of off.
move-numbers = Zetnummers op de schijven: { $state ->
        [on] aan
       *[off] uit
    } (m).
review-nothing-yet = Nog geen zetten om na te spelen.
review-clocks-stopped = Naspelen: de klokken staan stil tot je teruggaat naar de partij.
# $theme is green, dark, light of contrast.
theme-chosen = Thema: { $theme ->
        [green] groen
        [dark] donker
        [light] licht
       *[contrast] hoog contrast
    } (T: volgende).
# $marked is yes of no.
legal-marks = Geldige zetten { $marked ->
        [yes] gemarkeerd
       *[no] niet gemarkeerd
    } (L: nog eens).
preferences-not-kept = Voorkeuren niet opgeslagen: { $problem }.
hints-deeper = De hints gaan nu { $depth } zetten diep.
hints-deeper-off = De hints staan uit: i toont ze, t de beste zet.
hints-deepest = De hints gaan al { $depth } zetten diep.
# $shown is yes of no.
graph-shown = Scoregrafiek { $shown ->
        [yes] getoond
       *[no] verborgen
    } (Ctrl-G: nog eens).
solve-stopped = Doorrekenen gestopt (S start het opnieuw).
solve-over = De partij is afgelopen: er valt niets door te rekenen.
solve-on-your-move = { $name } is aan zet: reken door als je zelf aan zet bent.
solve-already-solved = Al doorgerekend in deze sessie: de oplossing staat hieronder.
solve-already-solving = Al bezig met doorrekenen: Esc stopt.
# Wat een toets niet kan in een netwerkpartij; $what is die toets.
network-refused = Niet in een netwerkpartij: { $what ->
        [redo] teruggenomen zetten zijn weg.
        [pause] de klokken stoppen alleen als de verbinding verbroken is.
        [new-game] q verlaat de partij (die blijft in de bibliotheek), r biedt daarna een revanche aan.
        [hints] geen hints van de engine tegen een mens.
        [edit] het bord hoort bij de partij.
       *[review] naspelen kan na de partij.
    }
borrowed-disc = De hand van { $side } was leeg: { $side } nam een schijf uit de hand van { $other }.
passes = { $side } heeft geen geldige zet en past.
computer-thinking-wait = { $name } denkt na: de zet komt vanzelf (u neemt je laatste zet terug).
engine-chose-illegal = De engine koos { $square }, maar die zet kan niet gespeeld worden.
engine-no-move = De engine vond geen zet.
engine-failed = De computer kan niet spelen: { $problem }.
search-failed = De analyse is mislukt: { $problem }.
illegal-occupied = { $square } is al bezet.
illegal-flips-nothing = { $square } draait niets om.
taken-back = { $moves ->
        [one] Zet teruggenomen.
       *[other] { $moves } zetten teruggenomen (die van jou en het antwoord van de computer).
    }
played-again = { $moves ->
        [one] Zet opnieuw gespeeld.
       *[other] { $moves } zetten opnieuw gespeeld.
    }
nothing-to-undo = Niets om terug te nemen.
nothing-to-redo = Niets om opnieuw te spelen.
not-taken-back = Niet teruggenomen: { $why }.
take-back-nothing = er is geen zet om terug te nemen
take-back-lost-on-time = een verlies op tijd kan niet worden teruggenomen
take-back-resigned = opgeven kan niet worden teruggenomen
take-back-no-time = { $side } zou geen tijd meer hebben zonder de tijd die die zet opleverde
# De eerste woorden van een partij met voorgift: $corners voorgifthoeken voor $name.
handicap-to = { $corners ->
        [one] { $name } heeft { $corners } hoek als voorgift.
       *[other] { $name } heeft { $corners } hoeken als voorgift.
    }
# $other is black of white: de kleur die de hoeken in plaats daarvan kan krijgen.
handicap-to-computer = { $corners ->
        [one] { $name } heeft { $corners } hoek als voorgift: de computer krijgt die (--handicap-to { $other } geeft hem aan jou).
       *[other] { $name } heeft { $corners } hoeken als voorgift: de computer krijgt ze (--handicap-to { $other } geeft ze aan jou).
    }

## Nieuwe partijen.
# $kept is yes als de verlaten partij zetten had; $from de zet waarvandaan de nieuwe partij begint (0: het begin).
new-game-from-move = { $from ->
        [0] Nieuwe partij
       *[other] Nieuwe partij vanaf zet { $from }
    }{ $kept ->
        [yes] : de vorige staat in de bibliotheek (othello games toont die).
       *[no] .
    }
new-game-set-up = Nieuwe partij vanuit de opgezette positie: { $side } is aan zet.
new-game-set-up-passes = Nieuwe partij vanuit de opgezette positie: { $side } heeft geen geldige zet en past, { $moving } is aan zet.
rematch = Revanche, met omgewisselde kleuren.
back-to-the-game = Terug naar de partij.

## Opslaan.
save-type-a-name = Typ een bestandsnaam, of Esc om te annuleren.
saved-to = Opgeslagen in { $path }.
save-failed = Niet opgeslagen: { $problem }.
# Wat er staat in een bestand dat zo meteen overschreven wordt.
holds-game = een andere partij ({ $black } - { $white }, { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }, { $state })
holds-unfinished = niet uitgespeeld
holds-not-a-game = een bestand dat geen othello-partij is
holds-unreadable = een opslagbestand dat niet te lezen is
training-record-not-kept = De trainingsresultaten zijn niet opgeslagen: { $problem }.

## De bordeditor.
editor-cannot-play = Deze positie kan niet gespeeld worden: geen van beide kleuren zou een zet hebben.
editor-neither-moves = geen van beide kleuren zou een zet hebben
editor-cancelled = Het bord is weer zoals het was.

## Het boek dat leert van verloren partijen.
learned-nothing = Het boek kende de opening van de verloren partij al: niets nieuws te leren.
learned = Het boek heeft geleerd van de verloren partij: { $positions ->
        [one] { $positions } positie
       *[other] { $positions } posities
    } doorgerekend en opgenomen in book.bin.
learning-failed = Het boek heeft niet geleerd van de verloren partij: { $problem }.

## Het klembord: een kopie zegt waar ze heen ging, en dat ze misschien nergens aankomt.
copy-no-moves = Nog geen zetten om te kopiëren.
copy-not-a-position = Niets gekopieerd: dit bord is geen positie (geen van beide kleuren zou een zet hebben).
copy-failed = Niets gekopieerd: er kon niet naar de terminal geschreven worden ({ $problem }).
copy-unread = Niets gekopieerd: de partij kon niet uit de partijendatabase gelezen worden ({ $problem }).
copied-transcript = De zettenreeks ({ $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }) is naar het klembord van de terminal gekopieerd (OSC 52).
copied-position = De positie, met { $side } aan zet, is naar het klembord van de terminal gekopieerd (OSC 52).
copied-ggf = De partij is als GGF naar het klembord van de terminal gekopieerd (OSC 52).
two-sentences = { $first } { $second }
clipboard-unknown = Sommige terminals negeren dat.
clipboard-tmux = Binnen tmux bereikt het de terminal alleen met set -g set-clipboard on.
clipboard-iterm = iTerm2 neemt het aan zodra "Applications in terminal may access clipboard" is aangevinkt.
clipboard-screen = GNU screen laat het vallen: het klembord is niet veranderd.
clipboard-vte = Deze terminal (VTE, zoals GNOME Terminal) negeert het: het klembord is niet veranderd.
clipboard-apple = De macOS-Terminal negeert het: het klembord is niet veranderd.
paste-network = Niets geopend: een geplakte partij opent aan één toetsenbord, niet in een netwerkpartij.
paste-too-long = Niets geopend: de geplakte tekst is langer dan { $kib } KiB, meer dan een partij ooit nodig heeft.
paste-not-a-record = Niets geopend: de geplakte tekst is geen zettenreeks, positie of GGF-partij ({ $why }).
paste-failed = Niets geopend: { $why }.
# $kind is save, ggf, position, transcript of database.
paste-set-up = Het bord van { $kind ->
        [save] het geplakte othello-opslagbestand
        [ggf] de geplakte GGF-partij
        [position] de geplakte positie
        [database] de geplakte partij uit de partijendatabase
       *[transcript] de geplakte zettenreeks
    } is opgezet: Enter speelt deze positie.
pasted-opened = { $kind ->
        [save] Het geplakte othello-opslagbestand
        [ggf] De geplakte GGF-partij
        [position] De geplakte positie
        [database] De geplakte partij uit de partijendatabase
       *[transcript] De geplakte zettenreeks
    } is geopend als nieuwe partij, { $side } is aan zet.
pasted-opened-over = { $kind ->
        [save] Het geplakte othello-opslagbestand
        [ggf] De geplakte GGF-partij
        [position] De geplakte positie
        [database] De geplakte partij uit de partijendatabase
       *[transcript] De geplakte zettenreeks
    } is geopend als nieuwe partij: de partij is afgelopen.

## Het filter van de verkenner en de partijendatabase.
filter-every-game = De verkenner telt alle partijen.
filter-set = De verkenner telt de partijen van { $games }.
filter-refused = { $why }: typ een deel van een naam en jaren zoals 1990-2000.
filter-not-a-year = `{ $text }` is geen jaartal
filter-backwards = { $from }-{ $to } eindigt voordat het begint
games-explorer-first = Toon eerst de openingsverkenner (%): de lijst bevat de partijen daarvan.
games-computer-to-move = De computer is aan zet: toon de partijen zodra hij gezet heeft.
games-over = De partij is afgelopen: er is geen zet waarvan de partijen te tonen zijn.
games-none = Geen enkele partij kwam door deze positie.
games-nothing-chosen = Geen partij om na te spelen.
games-not-legal = De zetten van db:{ $number } vormen geen geldige partij.
# $year is 0 als de database het niet kent.
games-reviewing = db:{ $number } { $black } - { $white }, { $tournament }{ $year ->
        [0] {""}
       *[other] , { $year }
    }: alleen lezen (Enter speelt vanaf hier verder als nieuwe partij; Esc terug naar de lijst).
review-record-players = db:{ $number } { $black } - { $white }
review-record-event = { $tournament }{ $year ->
        [0] {""}
       *[other] , { $year }
    }
games-back-to-list = Terug naar de lijst met partijen.
games-play-on = Nieuwe partij vanaf zet { $from } van db:{ $number }: jouw partij, die in de bibliotheek komt zodra je speelt.

## Het naspelen.
review-no-mistake-yet = Nog geen fout in die richting gemarkeerd: de analyse gaat door.
review-no-mistake = Geen fout in die richting.
review-level = Opnieuw analyseren op niveau { $level }.
# $pace is geschreven als seconden (met de boodschap seconds).
autoplay-on = De zetten worden vanzelf afgespeeld, { $pace } per zet (Spatie stopt, [ ] wijzigt het tempo).
autoplay-off = Automatisch afspelen gestopt.
autoplay-pace = Automatisch afspelen: { $pace } per zet.
comment-removed = Geen commentaar bij zet { $number }.
comment-kept = Commentaar bij zet { $number } bewaard, bij de partij.
comment-database-game = Een partij uit de partijendatabase is alleen-lezen: Enter speelt vanaf hier verder als je eigen partij, waarin je commentaar kunt geven.
comment-final-position = De eindpositie is geen zet om commentaar bij te geven: <- toont de laatste zet.

## De chat: hoe je eigen regels erin staan.
chat-you = Jij

## Als het scherm weg is: waar de partij bewaard is ($id is haar naam in de bibliotheek).
farewell-over = De partij staat in je bibliotheek als { $id }: othello show { $id }
farewell-resume = De partij staat in je bibliotheek als { $id }: othello --resume { $id } speelt haar verder.
